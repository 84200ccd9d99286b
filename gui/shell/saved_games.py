""" "Kontynuuj": the unfinished games, most recently played first; resume or delete one. Below
them, the seats this computer holds in games hosted on other computers: joined again with
nothing typed (the address, the code and the seat's secret are remembered), or forgotten."""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from engines.core import Cancelled, Reason, Rejected, Setup
from engines.lexicon import LexiconError
from engines.net.remembered import Remembered, RememberedSeat
from engines.records.record import Move, replay
from engines.records.store import GameStore, SavedGame, StoreError
from engines.registry import get_game
from gui.support.i18n import pick
from gui.support.saved_games import format_time, marked_hosted
from gui.support.seats import seat_label
from gui.support.workers import Task, start_task
from gui.widgets import dialogs

ID_ROLE = Qt.ItemDataRole.UserRole
#: A remembered network seat's table (the item of a game hosted elsewhere).
TABLE_ROLE = Qt.ItemDataRole.UserRole + 1
log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Standing:
    """Where a saved game stands: who is to act and the scores so far."""

    to_act: tuple[int, ...]
    scores: tuple[int, ...]


def _standing(setup: Setup, moves: Sequence[Move]) -> Standing | None:
    """Replay a saved game (in a worker) for its standing; None when it cannot be replayed."""
    try:
        game = get_game(setup.game)
        state = replay(setup, moves)
        return Standing(tuple(sorted(game.to_act(state))), tuple(game.scores(state)))
    except (Rejected, LexiconError):
        return None


class SavedGamesDialog(QDialog):
    resume_requested = Signal(int)
    #: Join again a game hosted elsewhere (the remembered seat's table).
    rejoin_requested = Signal(str)

    def __init__(
        self,
        store: GameStore,
        parent: QWidget | None = None,
        *,
        remembered: Remembered | None = None,
    ) -> None:
        super().__init__(parent)
        self._store = store
        self._remembered = remembered
        self._saved: dict[int, SavedGame] = {}
        self._standings_task: Task | None = None
        self.setWindowTitle(self.tr("Kontynuuj grę"))
        self.tree = QTreeWidget()
        self.tree.setHeaderLabels(
            [
                self.tr("Gra"),
                self.tr("Gracze i wyniki"),
                self.tr("Na ruchu"),
                self.tr("Ruchy"),
                self.tr("Ostatnio grana"),
            ]
        )
        self.tree.setRootIsDecorated(False)
        self.tree.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.tree.setAlternatingRowColors(True)
        header = self.tree.header()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        for column in (2, 3, 4):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self.tree.itemDoubleClicked.connect(lambda _item, _column: self._on_resume())
        self.tree.currentItemChanged.connect(lambda *_: self._update_buttons())
        self.empty_label = QLabel(self.tr("Nie ma niedokończonych gier."))

        buttons = QDialogButtonBox()
        self.resume_button = QPushButton(self.tr("&Wznów"))
        self.resume_button.setDefault(True)
        self.delete_button = QPushButton(self.tr("&Usuń…"))
        close_button = QPushButton(self.tr("&Zamknij"))
        buttons.addButton(self.resume_button, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(self.delete_button, QDialogButtonBox.ButtonRole.DestructiveRole)
        buttons.addButton(close_button, QDialogButtonBox.ButtonRole.RejectRole)
        self.resume_button.clicked.connect(self._on_resume)
        self.delete_button.clicked.connect(self._on_delete)
        close_button.clicked.connect(self.reject)
        delete = QShortcut(QKeySequence(QKeySequence.StandardKey.Delete), self.tree)
        delete.activated.connect(self._on_delete)

        layout = QVBoxLayout(self)
        layout.addWidget(self.tree)
        layout.addWidget(self.empty_label)
        layout.addWidget(buttons)
        self.resize(940, 380)
        self.reload()

    def reload(self) -> None:
        self.tree.clear()
        try:
            games = self._store.unfinished()
        except StoreError as error:
            self.empty_label.setText(str(error))
            games = []
        items = [self._item(saved) for saved in games]
        self._start_standings(games)
        seats = self._remembered.seats() if self._remembered is not None else []
        items += [self._seat_item(seat) for seat in seats]
        self.tree.addTopLevelItems(items)
        if items:
            self.tree.setCurrentItem(items[0])
        self.empty_label.setVisible(not items)
        self._update_buttons()
        self.tree.setFocus(Qt.FocusReason.OtherFocusReason)

    def _item(self, saved: SavedGame) -> QTreeWidgetItem:
        try:
            info = get_game(saved.setup.game).info
            name = f"{pick(info.name)} — {pick(info.rule_set(saved.setup.rules).name)}"
        except Rejected as refusal:
            if refusal.reason is not Reason.UNKNOWN_RULES:
                raise
            name = saved.setup.game
        if saved.setup.word_list is not None:
            name = self.tr("{game} (lista słów „{list}”)").format(
                game=name, list=saved.setup.word_list.name
            )
        name = marked_hosted(name, saved)
        # A player a line: with three or four players the scores were cut off (issue #28).
        players = "\n".join(seat_label(seat) for seat in saved.seats)
        item = QTreeWidgetItem(
            [name, players, "…", str(saved.moves_count), format_time(saved.updated)]
        )
        item.setData(0, ID_ROLE, saved.id)
        self._saved[saved.id] = saved
        for column in range(2):  # long names are elided; the tooltip shows them whole
            item.setToolTip(column, item.text(column))
        return item

    def _seat_item(self, seat: RememberedSeat) -> QTreeWidgetItem:
        try:
            info = get_game(seat.game).info
            name = f"{pick(info.name)} — {pick(info.rule_set(seat.rules).name)}"
        except (Rejected, ValueError):
            name = seat.game
        item = QTreeWidgetItem(
            [
                self.tr("{game} (w sieci, u gospodarza {address})").format(
                    game=name, address=f"{seat.host}:{seat.port}"
                ),
                self.tr("{name} (miejsce {seat} z {players})").format(
                    name=seat.name, seat=seat.seat + 1, players=seat.players
                ),
                "—",
                "—",
                "—",
            ]
        )
        item.setData(0, TABLE_ROLE, seat.table)
        item.setToolTip(0, item.text(0))
        return item

    def selected_table(self) -> str | None:
        """The remembered network seat chosen (None: a game of this computer's store, or
        none)."""
        item = self.tree.currentItem()
        table = None if item is None else item.data(0, TABLE_ROLE)
        return str(table) if table else None

    # -- whose turn and the scores: each game replayed in a worker ----------------------------
    def _start_standings(self, games: list[SavedGame]) -> None:
        if self._standings_task is not None:
            self._standings_task.cancel()
        # The moves are read here (the store's connection belongs to this thread); a game of a
        # player's own word list is replayed only when it is opened with that list.
        records: list[tuple[int, Setup, tuple[Move, ...]]] = []
        for saved in games:
            try:
                if saved.setup.word_list is None:
                    moves = self._store.moves(saved.id, get_game(saved.setup.game))
                    records.append((saved.id, saved.setup, moves))
            except (StoreError, Rejected):
                log.exception("cannot read the moves of game %s", saved.id)

        def work(should_stop: Callable[[], bool], progress: Callable[[float], None]) -> Any:
            found: dict[int, Standing | None] = {}
            for game_id, setup, moves in records:
                if should_stop():
                    raise Cancelled
                found[game_id] = _standing(setup, moves)
            return found

        self._standings_task = start_task(work, self._on_standings, self._on_standings_failed)

    @Slot(object)
    def _on_standings(self, found: dict[int, Standing | None]) -> None:
        self._standings_task = None
        for index in range(self.tree.topLevelItemCount()):
            item = self.tree.topLevelItem(index)
            assert item is not None
            if item.data(0, ID_ROLE) is None:
                continue  # a seat in a game hosted elsewhere
            saved = self._saved.get(int(item.data(0, ID_ROLE)))
            standing = found.get(int(item.data(0, ID_ROLE)))
            if saved is None or standing is None:
                item.setText(2, "—")
                continue
            names = [seat_label(seat) for seat in saved.seats]
            item.setText(
                1,
                "\n".join(
                    f"{name} {score}" for name, score in zip(names, standing.scores, strict=True)
                ),
            )
            item.setText(2, "\n".join(names[p] for p in standing.to_act))
            item.setToolTip(1, item.text(1))

    @Slot(str)
    def _on_standings_failed(self, message: str) -> None:
        self._standings_task = None
        log.warning("cannot replay the saved games: %s", message)

    def done(self, result: int) -> None:
        if self._standings_task is not None:
            self._standings_task.cancel()
            self._standings_task = None
        super().done(result)

    def selected_id(self) -> int | None:
        item = self.tree.currentItem()
        game_id = None if item is None else item.data(0, ID_ROLE)
        return None if game_id is None else int(game_id)

    def _update_buttons(self) -> None:
        chosen = self.selected_id() is not None or self.selected_table() is not None
        self.resume_button.setEnabled(chosen)
        self.delete_button.setEnabled(chosen)

    def _on_resume(self) -> None:
        game_id, table = self.selected_id(), self.selected_table()
        if game_id is not None:
            self.accept()
            self.resume_requested.emit(game_id)
        elif table is not None:
            self.accept()
            self.rejoin_requested.emit(table)

    def _forget_seat(self, table: str, item: QTreeWidgetItem) -> None:
        if self._remembered is None or not dialogs.confirm(
            self,
            self.tr("Zapomnieć miejsce?"),
            self.tr(
                "Zapomnieć miejsce w grze „{game}”? Ten komputer nie dołączy już do niej sam; "
                "gospodarz może zwolnić to miejsce, by zająć je znowu."
            ).format(game=item.text(0)),
            self.tr("Zapomnij"),
        ):
            return
        try:
            self._remembered.forget_seat(table)
        except OSError as error:
            dialogs.inform(self, self.tr("Nie zapomniano miejsca"), str(error), warning=True)
        self.reload()

    def _on_delete(self) -> None:
        game_id = self.selected_id()
        item = self.tree.currentItem()
        table = self.selected_table()
        if table is not None and item is not None:
            self._forget_seat(table, item)
            return
        if game_id is None or item is None:
            return
        if not dialogs.confirm(
            self,
            self.tr("Usunąć grę?"),
            self.tr(
                "Usunąć niedokończoną grę „{game}” ({players})? Tego nie da się cofnąć."
            ).format(game=item.text(0), players=item.text(1)),
            self.tr("&Usuń"),
        ):
            return
        try:
            self._store.delete(game_id)
        except StoreError as error:
            dialogs.inform(self, self.tr("Nie usunięto gry"), str(error), warning=True)
        self.reload()
