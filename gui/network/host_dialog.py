"""Hosting a game on the local network: the new-game dialog's rule set, options and seats,
where each seat is a player who joins over the network, a player at this computer (the hosting
window opens their seat's window, joined over loopback) or the host's own computer, plus the
game, the port, whether other computers may join at all, and what becomes of a dropped
player's seat (it waits, or a computer plays it until they are back)."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import Signal, Slot
from PySide6.QtWidgets import QCheckBox, QComboBox, QLabel, QSpinBox, QWidget

from engines.core import LEVELS, GameInfo
from engines.lexicon.wordlists import InstalledList
from engines.net.host import COMPUTER, NETWORK, SeatPlan
from engines.registry import all_games
from gui.dialogs.new_game import HUMAN, NewGameDialog, SeatRow
from gui.support.i18n import pick
from gui.support.seats import level_names

#: The port offered first (any free one with 0).
DEFAULT_PORT = 5050
#: Every address of this computer, or this computer only.
ALL_ADDRESSES, LOOPBACK = "0.0.0.0", "127.0.0.1"
#: Who plays a seat: a player who joins over the network (the new-game dialog's "human"
#: entry, renamed), or a player at this computer.
REMOTE, LOCAL = HUMAN, "local"


class HostDialog(NewGameDialog):
    #: Another game was chosen: the launcher opens the dialog for it (its seats and options
    #: are the game's own).
    game_chosen = Signal(str)

    def __init__(
        self,
        info: GameInfo,
        parent: QWidget | None = None,
        *,
        word_checking: str | None = None,
        word_lists: Mapping[str, InstalledList | None] | None = None,
        last_options: Mapping[str, Mapping[str, object]] | None = None,
        port: int = DEFAULT_PORT,
        loopback: bool = False,
    ) -> None:
        """``port``, ``loopback``: as the last game was hosted."""
        super().__init__(
            info,
            (),
            parent,
            word_checking=word_checking,
            word_lists=word_lists,
            last_options=last_options,
        )
        self.setWindowTitle(self.tr("Hostuj grę w sieci — {game}").format(game=pick(info.name)))
        self.ok_button.setText(self.tr("&Hostuj"))
        self.game_combo = QComboBox()
        for game in all_games():
            self.game_combo.addItem(pick(game.info.name), game.info.id)
        self.game_combo.setCurrentIndex(self.game_combo.findData(info.id))
        self.game_combo.currentIndexChanged.connect(self._on_game_changed)
        self.port_spin = QSpinBox()
        self.port_spin.setRange(0, 65535)
        self.port_spin.setValue(port)
        self.port_spin.setSpecialValueText(self.tr("dowolny wolny"))
        self.loopback_check = QCheckBox(self.tr("&Tylko na tym komputerze (127.0.0.1)"))
        self.loopback_check.setChecked(loopback)
        self.takeover_combo = QComboBox()
        self.takeover_combo.addItem(self.tr("jego miejsce czeka, aż wróci"), None)
        for code, level in zip(LEVELS, level_names(), strict=True):
            text = self.tr("gra za niego komputer ({level})").format(level=level)
            self.takeover_combo.addItem(text, code)
        self._form.insertRow(0, self.tr("G&ra:"), self.game_combo)
        self._form.addRow(self.tr("&Port:"), self.port_spin)
        self._form.addRow("", self.loopback_check)
        self._form.addRow(self.tr("&Gdy gracz się rozłączy:"), self.takeover_combo)
        for index, row in enumerate(self.rows):
            row.kind.setItemText(row.kind.findData(REMOTE), self.tr("gracz w sieci"))
            row.kind.insertItem(1, self.tr("gracz przy tym komputerze"), LOCAL)
            # The host's player sits at seat 1; the others join over the network.
            self._set_kind(row, LOCAL if index == 0 else REMOTE)
            row.kind.currentIndexChanged.connect(self._on_seats_changed)
        self.note_label = QLabel()
        self.note_label.setWordWrap(True)
        self._layout.insertWidget(1, self.note_label)
        self.rules_combo.currentIndexChanged.connect(self._on_seats_changed)
        self.players_spin.valueChanged.connect(self._on_seats_changed)
        self._on_seats_changed()
        QWidget.setTabOrder(self.game_combo, self.rules_combo)

    def _named_rows(self) -> list[SeatRow]:
        """A network seat's name is the one its player gives when joining: only the players
        at this computer and the computers are named here."""
        return [row for row in super()._named_rows() if row.kind.currentData() != REMOTE]

    @Slot()
    def _on_seats_changed(self) -> None:
        """Names only where the host gives them; the note when players share this screen."""
        named = self._named_rows()
        for row in self.rows:
            row.name.setVisible(row in named)
        self._seat_headers[1].setVisible(bool(named))
        self._show_note()

    @Slot()
    def _on_game_changed(self) -> None:
        game = str(self.game_combo.currentData())
        if game != self.info.id:
            self.game_chosen.emit(game)
            self.reject()

    def _show_note(self) -> None:
        """Players at this computer share its screen; say so when there are several."""
        shared = len(self.local_names()) > 1
        self.note_label.setText(
            self.tr(
                "Gracze przy tym komputerze dzielą jeden ekran (każdy ma swoje okno): "
                "ich litery i słowa nie są przed sobą ukryte."
            )
            if shared
            else ""
        )
        self.note_label.setVisible(shared)

    def plans(self) -> list[SeatPlan]:
        """Each seat: a player who joins, a seat kept for a player at this computer (their
        window joins it under their name), or the host's computer of the chosen level, named
        as the new-game dialog names computers, in the interface language."""
        plans = []
        for row in self.rows[: self.players_spin.value()]:
            kind, name = row.kind.currentData(), row.name.currentText().strip()
            if kind == COMPUTER:
                plans.append(SeatPlan(COMPUTER, str(row.level.currentData()), name))
            else:
                plans.append(SeatPlan(NETWORK, name=name if kind == LOCAL else None))
        return plans

    def local_names(self) -> list[str]:
        """The names of the players at this computer, in seat order."""
        return [
            row.name.currentText().strip()
            for row in self._named_rows()
            if row.kind.currentData() == LOCAL
        ]

    def takeover(self) -> str | None:
        """The level of the computer that plays a dropped player's seat (None: it waits)."""
        level = self.takeover_combo.currentData()
        return None if level is None else str(level)

    def bind(self) -> str:
        return LOOPBACK if self.loopback_check.isChecked() else ALL_ADDRESSES

    def port(self) -> int:
        return self.port_spin.value()
