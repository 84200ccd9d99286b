"""Hosting a game on the local network: the new-game dialog's rule set, options and seats,
where each seat is a player who joins over the network or the host's own computer, plus the
game, the port and whether other computers may join at all."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import Signal, Slot
from PySide6.QtWidgets import QCheckBox, QComboBox, QLabel, QSpinBox, QWidget

from engines.core import GameInfo
from engines.lexicon.wordlists import InstalledList
from engines.net.host import COMPUTER, NETWORK, SeatPlan
from engines.registry import all_games
from gui.network.session import NETWORK_SCREENS, screen_games
from gui.shell.new_game import NewGameDialog
from gui.support.i18n import pick

#: The port offered first (any free one with 0).
DEFAULT_PORT = 5050
#: Every address of this computer, or this computer only.
ALL_ADDRESSES, LOOPBACK = "0.0.0.0", "127.0.0.1"


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
        time_limits: Mapping[str, int] | None = None,
    ) -> None:
        super().__init__(
            info,
            (),
            parent,
            word_checking=word_checking,
            word_lists=word_lists,
            time_limits=time_limits,
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
        self.port_spin.setValue(DEFAULT_PORT)
        self.port_spin.setSpecialValueText(self.tr("dowolny wolny"))
        self.loopback_check = QCheckBox(self.tr("&Tylko na tym komputerze (127.0.0.1)"))
        self._form.insertRow(0, self.tr("G&ra:"), self.game_combo)
        self._form.addRow(self.tr("&Port:"), self.port_spin)
        self._form.addRow("", self.loopback_check)
        # A network seat's name is the one its player gives when joining; a computer's is
        # the host's: the dialog's name column is not asked for.
        self._seat_headers[1].hide()
        self._seat_grid.setColumnStretch(1, 0)
        self._seat_grid.setColumnStretch(self._seat_grid.columnCount(), 1)
        for row in self.rows:
            row.kind.setItemText(0, self.tr("gracz w sieci"))
            row.name.setEnabled(False)
            row.name.hide()
        self.note_label = QLabel()
        self.note_label.setWordWrap(True)
        self._layout.insertWidget(1, self.note_label)
        self.rules_combo.currentIndexChanged.connect(self._show_note)
        self._show_note()
        QWidget.setTabOrder(self.game_combo, self.rules_combo)

    def _on_players_changed(self) -> None:
        super()._on_players_changed()
        for row in self.rows:
            row.name.hide()

    def _problem(self) -> str | None:
        """Seats are not named here (see above): only the options can be wrong."""
        return self._options_problem()

    @Slot()
    def _on_game_changed(self) -> None:
        game = str(self.game_combo.currentData())
        if game != self.info.id:
            self.game_chosen.emit(game)
            self.reject()

    @Slot()
    def _show_note(self) -> None:
        """Only some games have network seats on the app's screens; say so for the others."""
        on_screen = (self.info.id, self.rules.id) in NETWORK_SCREENS
        self.note_label.setText(
            ""
            if on_screen
            else self.tr(
                "W tej grze do miejsc „gracz w sieci” dołączają na razie tylko komputery "
                "(python -m engines net join); ludzie grają przez sieć w: {games}."
            ).format(games=screen_games())
        )
        self.note_label.setVisible(not on_screen)

    def plans(self) -> list[SeatPlan]:
        """Each seat: a player who joins, or the host's computer of the chosen level."""
        plans = []
        for row in self.rows[: self.players_spin.value()]:
            computer = row.kind.currentData() == COMPUTER
            level = str(row.level.currentData())
            plans.append(SeatPlan(COMPUTER, level) if computer else SeatPlan(NETWORK))
        return plans

    def bind(self) -> str:
        return LOOPBACK if self.loopback_check.isChecked() else ALL_ADDRESSES

    def port(self) -> int:
        return self.port_spin.value()
