"""The host's window while it serves a game: the address and port to type on the other
computers, the game's code in large letters, who has joined, and a button that stops hosting
(an unfinished game stays in the store and is hosted again from the launcher's *Kontynuuj*,
or with ``python -m engines net host --resume ID``).

The seats kept for players at this computer are played in network windows of their own, which
the window asks to open (:meth:`HostingWindow.open_local_seats`, each with its seat's secret
from the host: nobody else takes those seats by their names) and which join over loopback
like any other: closing one leaves its seat away (waiting, or played by the takeover computer)
and *Dołącz jako gracz* joins it again.

The window shows the fingerprint of the host's key, which every player's computer shows when it
joins (and the list of announced games): players compare them. *Zwolnij miejsce…* frees a
seat whose player lost their computer: its secret is forgotten and the next player to join
takes it.

The host itself (:class:`engines.net.host.Host`, asyncio) runs in a thread of its own with its
own event loop and store connection (:func:`engines.net.host.serve_in_thread`); this window,
on the GUI thread, only looks at it with a timer and asks it to stop (``Host.stop`` is safe
from any thread). No QObject is touched off the GUI thread.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer, Signal, Slot
from PySide6.QtGui import QCloseEvent, QFont
from PySide6.QtWidgets import (
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from engines.net.discovery import is_loopback, local_addresses
from engines.net.host import NETWORK, Hosting
from engines.registry import get_game
from gui.network.host_dialog import ALL_ADDRESSES, LOOPBACK
from gui.support.i18n import pick
from gui.support.seats import seat_label
from gui.widgets import dialogs

#: How often the window looks at the host, milliseconds.
POLL_MS = 200


def addresses(bind: str) -> list[str]:
    """The addresses other computers can reach a host listening on ``bind`` at."""
    if bind != ALL_ADDRESSES:
        return [bind]
    found = local_addresses()
    return found or [LOOPBACK]


class HostingWindow(QWidget):
    #: The host's player wants to play a seat: (address, port, code, name) for the join
    #: dialog (name: of a player at this computer whose seat is away, or "").
    join_requested = Signal(str, int, str, str)
    #: A player at this computer sits down: (address, port, code, name, the seat's secret)
    #: for their window.
    seat_requested = Signal(str, int, str, str, str)
    #: Open the finished game's replay (its id in the store).
    replay_requested = Signal(int)

    def __init__(self, hosting: Hosting, bind: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.hosting = hosting
        self.bind = bind
        #: The finished game's id (None: not over, or stopped before its end).
        self.finished_id: int | None = None
        self.stopped = False
        host = hosting.host
        #: The seats kept for players at this computer: their names, by seat.
        self.local = {
            index: plan.name
            for index, plan in enumerate(host.plans())
            if plan.kind == NETWORK and plan.name is not None
        }
        setup = host.setup
        info = get_game(setup.game).info
        self.setWindowTitle(self.tr("Hostowanie gry w sieci"))
        self.setMinimumWidth(480)

        title = QLabel(
            self.tr("{game} — {rules}").format(
                game=pick(info.name), rules=pick(info.rule_set(setup.rules).name)
            )
        )
        bold = QFont(self.font())
        bold.setBold(True)
        bold.setPointSizeF(bold.pointSizeF() * 1.3)
        title.setFont(bold)
        listed = [f"{address}:{hosting.port}" for address in addresses(bind)]
        self.address_label = QLabel(
            self.tr("Adres do wpisania na innych komputerach:") + "\n" + "\n".join(listed)
        )
        self.address_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        if is_loopback(bind):
            self.address_label.setToolTip(self.tr("Gra jest dostępna tylko na tym komputerze."))
        self.code_label = QLabel(host.code)
        big = QFont(self.font())
        big.setBold(True)
        big.setPointSizeF(big.pointSizeF() * 4)
        big.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 120)
        self.code_label.setFont(big)
        self.code_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.code_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.fingerprint_label = QLabel(
            self.tr(
                "Odcisk klucza gospodarza: {fingerprint} — gracze widzą go, gdy dołączają; "
                "niech sprawdzą, czy jest ten sam."
            ).format(fingerprint=host.fingerprint)
        )
        self.fingerprint_label.setWordWrap(True)
        self.fingerprint_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.seats_label = QLabel()
        self.seats_label.setWordWrap(True)
        self.status_label = QLabel()
        self.status_label.setWordWrap(True)
        self.status_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        self.join_button = QPushButton(self.tr("&Dołącz jako gracz"))
        self.join_button.clicked.connect(self._on_join)
        self.replay_button = QPushButton(self.tr("&Odtwórz grę"))
        self.replay_button.clicked.connect(self._on_replay)
        self.replay_button.hide()
        self.stop_button = QPushButton(self.tr("&Zakończ hostowanie"))
        self.stop_button.clicked.connect(self._on_stop)
        self.free_button = QPushButton(self.tr("Z&wolnij miejsce…"))
        self.free_button.clicked.connect(self._on_free)
        buttons = QHBoxLayout()
        buttons.addWidget(self.join_button)
        buttons.addWidget(self.free_button)
        buttons.addWidget(self.replay_button)
        buttons.addStretch(1)
        buttons.addWidget(self.stop_button)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(18, 18, 18, 18)
        layout.setSpacing(12)
        layout.addWidget(title)
        layout.addWidget(self.address_label)
        layout.addWidget(QLabel(self.tr("Kod gry:")))
        layout.addWidget(self.code_label)
        layout.addWidget(self.fingerprint_label)
        layout.addWidget(self.seats_label)
        layout.addWidget(self.status_label)
        layout.addStretch(1)
        layout.addLayout(buttons)

        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._look)
        self._timer.start()
        self._look()

    # -- what the host does -----------------------------------------------------------------
    @Slot()
    def _look(self) -> None:
        host = self.hosting.host
        away = set(host.away())
        lines = [self.tr("Gracze:")]
        for index, seat in enumerate(host.seats()):
            name = seat_label(seat) if seat is not None else self.local.get(index)
            if index in self.local:
                name = self.tr("{name}, przy tym komputerze").format(name=name)
            if name is None:
                text = self.tr("{n}. (wolne miejsce — czeka na gracza)").format(n=index + 1)
            elif index in away:
                text = self.tr("{n}. {name} (rozłączony)").format(n=index + 1, name=name)
            else:
                text = self.tr("{n}. {name}").format(n=index + 1, name=name)
            lines.append(text)
        self.seats_label.setText("\n".join(lines))
        result = self.hosting.result
        if not result.done():
            started = all(seat is not None for seat in host.seats())
            self.status_label.setText(
                self.tr("Gra trwa.") if started else self.tr("Czekam, aż wszyscy dołączą…")
            )
            return
        self._timer.stop()
        self.stop_button.setEnabled(False)
        self.join_button.setEnabled(False)
        self.free_button.setEnabled(False)
        error = result.exception()
        game_id = None if error is not None else result.result()
        if error is not None:
            self.status_label.setText(
                self.tr("Gospodarz przerwał pracę: {error}").format(error=error)
            )
        elif game_id is not None and host.game.is_over(host.state):
            self.finished_id = game_id
            self.status_label.setText(
                self.tr("Gra skończona; zapisana jako gra nr {id}.").format(id=game_id)
            )
            self.replay_button.show()
        elif game_id is not None:
            self.status_label.setText(
                self.tr(
                    "Hostowanie zakończone. Gra nr {id} czeka w zapisanych grach: "
                    "„Kontynuuj…” → „Hostuj ponownie” hostuje ją dalej z tym samym kodem i "
                    "portem (albo: python -m engines net host --resume {id} --port {port})."
                ).format(id=game_id, port=self.hosting.port)
            )
        else:
            self.status_label.setText(self.tr("Hostowanie zakończone przed początkiem gry."))
        # Taller when the last word is longer than the window has room for (never shorter).
        self.resize(self.width(), max(self.height(), self.heightForWidth(self.width())))

    # -- buttons ----------------------------------------------------------------------------
    @Slot()
    def _on_stop(self) -> None:
        """ "Zakończ hostowanie" asks first (issue #40): the players on the network lose the
        game until it is hosted again."""
        if self.hosting.result.done() or dialogs.confirm(
            self,
            self.tr("Zakończyć hostowanie?"),
            self.tr(
                "Gracze w sieci stracą połączenie z grą. Gra zostaje w zapisanych grach: "
                "„Kontynuuj…” → „Hostuj ponownie” hostuje ją dalej z tym samym kodem."
            ),
            self.tr("&Zakończ hostowanie"),
        ):
            self.stop()

    @Slot()
    def stop(self) -> None:
        """Stop the host (it closes its port); the window shows what became of the game."""
        self.stopped = True
        self.stop_button.setEnabled(False)
        self.hosting.host.stop()

    def _address(self) -> str:
        """Where a client on this computer reaches the host."""
        return LOOPBACK if self.bind == ALL_ADDRESSES else self.bind

    def open_local_seats(self) -> None:
        """Ask for the window of each player at this computer (no dialog: their names are
        known, the address is this computer's)."""
        for index in self.local:
            self._sit(index)

    def _sit(self, index: int) -> None:
        host = self.hosting.host
        secret = host.kept_secrets.get(index, "")
        self.seat_requested.emit(
            self._address(), self.hosting.port, host.code, self.local[index], secret
        )

    @Slot()
    def _on_join(self) -> None:
        """The window of an away player at this computer (their seat's secret is here), or
        the join dialog for another seat."""
        away = set(self.hosting.host.away())
        index = next((index for index in self.local if index in away), None)
        if index is not None and index in self.hosting.host.kept_secrets:
            self._sit(index)
            return
        name = "" if index is None else self.local[index]
        self.join_requested.emit(self._address(), self.hosting.port, self.hosting.host.code, name)

    def taken_seats(self) -> list[int]:
        """The network seats that have a player (who may have lost their computer)."""
        host = self.hosting.host
        return [
            index
            for index, (plan, seat) in enumerate(zip(host.plans(), host.seats(), strict=True))
            if plan.kind == NETWORK and (seat is not None or index in self.local)
        ]

    @Slot()
    def _on_free(self) -> None:
        taken = self.taken_seats()
        if not taken:
            return
        seats = self.hosting.host.seats()
        names = []
        for index in taken:
            seat = seats[index]
            names.append(f"{index + 1}. {seat_label(seat) if seat else self.local[index]}")
        chosen, ok = QInputDialog.getItem(
            self,
            self.tr("Zwolnij miejsce"),
            self.tr(
                "Czyje miejsce zwolnić? Gracz straci do niego dostęp ze swojego komputera; "
                "następna osoba, która dołączy, zajmie je i zagra dalej."
            ),
            names,
            0,
            False,
        )
        if ok:
            self.free_seat(taken[names.index(chosen)])

    def free_seat(self, index: int) -> None:
        """Free seat ``index`` for someone else (its player lost their computer)."""
        self.local.pop(index, None)
        self.hosting.host.free_seat(index)

    @Slot()
    def _on_replay(self) -> None:
        if self.finished_id is not None:
            self.replay_requested.emit(self.finished_id)

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.hosting.result.done():
            self.stop()
        self._timer.stop()
        super().closeEvent(event)
