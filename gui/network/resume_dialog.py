"""Opening an unfinished game that was hosted on the network (issue #30): host it again — the
same code, port and seats, the players on the network join again — or play it on this computer
(every seat at this screen), or neither."""

from __future__ import annotations

from PySide6.QtCore import Signal, Slot
from PySide6.QtWidgets import QAbstractButton, QMessageBox, QWidget

from engines.net.host import HostingRecord
from engines.records.store import SavedGame
from engines.registry import get_game
from gui.support.i18n import pick
from gui.support.seats import seat_label


class ResumeHostingDialog(QMessageBox):
    #: Host the game again, as it was hosted (its id).
    host_requested = Signal(int)
    #: Play it on this computer, hot seat (its id).
    here_requested = Signal(int)

    def __init__(
        self, saved: SavedGame, record: HostingRecord, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.game_id = saved.id
        self.record = record
        info = get_game(saved.setup.game).info
        self.setIcon(QMessageBox.Icon.Question)
        self.setWindowTitle(self.tr("Gra w sieci"))
        self.setText(
            self.tr("Gra „{game}” ({players}) była hostowana w sieci i nie jest skończona.").format(
                game=f"{pick(info.name)} — {pick(info.rule_set(saved.setup.rules).name)}",
                players=", ".join(seat_label(seat) for seat in saved.seats),
            )
        )
        self.setInformativeText(
            self.tr(
                "Hostuj ponownie: ten komputer znów jest gospodarzem, z tym samym kodem gry "
                "({code}) i portem ({port}); gracze w sieci wracają do swoich miejsc przyciskiem "
                "„Połącz ponownie” albo z „Kontynuuj” (ich komputery pamiętają miejsca).\n\n"
                "Graj na tym komputerze: wszyscy grają dalej przy tym jednym ekranie."
            ).format(code=record.code, port=record.port)
        )
        self.host_button = self.addButton(
            self.tr("&Hostuj ponownie"), QMessageBox.ButtonRole.AcceptRole
        )
        self.here_button = self.addButton(
            self.tr("&Graj na tym komputerze"), QMessageBox.ButtonRole.ActionRole
        )
        self.cancel_button = self.addButton(QMessageBox.StandardButton.Cancel)
        self.setDefaultButton(self.host_button)
        self.setEscapeButton(self.cancel_button)
        self.buttonClicked.connect(self._on_clicked)

    @Slot(QAbstractButton)
    def _on_clicked(self, button: QAbstractButton) -> None:
        if button is self.host_button:
            self.host_requested.emit(self.game_id)
        elif button is self.here_button:
            self.here_requested.emit(self.game_id)
