""" "Historia": every finished game — date, game and rule set, players, scores, winner,
length — filtered by game and player; replay, export, import and delete.

It reads only the ``games`` rows (no replay), so it opens at once even with thousands of games
(``benchmarks/history.py``).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QEvent, QModelIndex, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressDialog,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from engines.core import LEVELS, Rejected
from engines.files import write_text_atomically
from engines.lexicon.wordlists import WordListError
from engines.records.import_export import Imported, export_game, import_file
from engines.records.record import RecordError
from engines.records.store import GameStore, SavedGame, StoreError, StoreFull
from engines.registry import get_game
from gui.support.i18n import pick
from gui.support.reasons import explain, text_refusal
from gui.support.saved_games import format_time, marked_hosted
from gui.support.seats import level_names
from gui.support.word_lists import explain_error
from gui.support.workers import Task, start_task
from gui.widgets import dialogs
from gui.widgets.shortcuts import closes_with_keys

#: The import's progress dialog counts in these steps, and shows after this long (a short
#: file is imported before it would appear).
PROGRESS_STEPS = 1000
PROGRESS_AFTER_MS = 400

ID_ROLE = Qt.ItemDataRole.UserRole
GAME_ROLE = Qt.ItemDataRole.UserRole + 1
PLAYERS_ROLE = Qt.ItemDataRole.UserRole + 2


class HistoryWindow(QWidget):
    replay_requested = Signal(int)
    stats_requested = Signal()
    #: A game was imported or deleted (the launcher counts the unfinished games again: an
    #: import on a missing word list is one).
    games_changed = Signal()
    #: An import started from the window ended: the :class:`Imported` (None: refused,
    #: cancelled or failed; the user was told).
    imported = Signal(object)

    def __init__(self, store: GameStore, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.store = store
        closes_with_keys(self)
        #: The import running in a worker, and its progress dialog (None: none).
        self._import_task: Task | None = None
        self.import_progress: QProgressDialog | None = None
        self.setWindowTitle(self.tr("Historia gier"))
        self.game_filter = QComboBox()
        self.player_filter = QComboBox()
        self.unfinished_box = QCheckBox(self.tr("także &niedokończone"))
        self.unfinished_box.toggled.connect(lambda _on: self.reload())
        self.game_filter.currentIndexChanged.connect(lambda _i: self.apply_filter())
        self.player_filter.currentIndexChanged.connect(lambda _i: self.apply_filter())
        self.tree = QTreeWidget()
        self.tree.setHeaderLabels(
            [
                self.tr("Data"),
                self.tr("Gra"),
                self.tr("Gracze"),
                self.tr("Wynik"),
                self.tr("Zwycięzca"),
                self.tr("Ruchy"),
            ]
        )
        self.tree.setRootIsDecorated(False)
        self.tree.setUniformRowHeights(True)
        self.tree.setAlternatingRowColors(True)
        self.tree.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        # Cut in the middle: a long game name keeps its end ("(w sieci)") in sight.
        self.tree.setTextElideMode(Qt.TextElideMode.ElideMiddle)
        header = self.tree.header()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(False)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        for column, width in ((0, 130), (1, 230), (3, 110), (4, 140), (5, 110)):
            header.resizeSection(column, width)
        self.tree.itemDoubleClicked.connect(lambda _item, _column: self.replay_selected())
        self.tree.currentItemChanged.connect(lambda *_: self._update_buttons())
        self.count_label = QLabel()

        self.replay_button = QPushButton(self.tr("&Odtwórz"))
        self.export_button = QPushButton(self.tr("&Eksportuj…"))
        self.import_button = QPushButton(self.tr("&Importuj…"))
        self.delete_button = QPushButton(self.tr("&Usuń…"))
        self.stats_button = QPushButton(self.tr("&Statystyki"))
        close_button = QPushButton(self.tr("&Zamknij"))
        self.replay_button.clicked.connect(self.replay_selected)
        self.export_button.clicked.connect(self._export_dialog)
        self.import_button.clicked.connect(self._import_dialog)
        self.delete_button.clicked.connect(self.delete_selected)
        self.stats_button.clicked.connect(self.stats_requested)
        close_button.clicked.connect(self.close)
        # Keys on the list (an event filter: the list's own key handling comes second).
        self.tree.installEventFilter(self)

        filters = QHBoxLayout()
        filters.addWidget(QLabel(self.tr("Gra:")))
        filters.addWidget(self.game_filter)
        filters.addWidget(QLabel(self.tr("Gracz:")))
        filters.addWidget(self.player_filter)
        filters.addWidget(self.unfinished_box)
        filters.addStretch(1)
        filters.addWidget(self.count_label)
        buttons = QHBoxLayout()
        for button in (
            self.replay_button,
            self.export_button,
            self.import_button,
            self.delete_button,
            self.stats_button,
        ):
            buttons.addWidget(button)
        buttons.addStretch(1)
        buttons.addWidget(close_button)
        layout = QVBoxLayout(self)
        layout.addLayout(filters)
        layout.addWidget(self.tree, 1)
        layout.addLayout(buttons)
        self.resize(1000, 560)
        self.reload()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.tree and event.type() == QEvent.Type.KeyPress:
            assert isinstance(event, QKeyEvent)
            if event.matches(QKeySequence.StandardKey.Delete):
                self.delete_selected()
                return True
            if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                self.replay_selected()
                return True
        return super().eventFilter(watched, event)

    # -- content ----------------------------------------------------------------------------
    def reload(self) -> None:
        self.tree.clear()
        try:
            games = self.store.finished(limit=None)
            if self.unfinished_box.isChecked():
                games = self.store.unfinished() + games
        except StoreError as error:
            self.count_label.setText(str(error))
            games = []
        items = [self._item(saved) for saved in games]
        self.tree.addTopLevelItems(items)
        self._fill_filters(games)
        if items:
            self.tree.setCurrentItem(items[0])
        self.apply_filter()

    def _item(self, saved: SavedGame) -> QTreeWidgetItem:
        try:
            info = get_game(saved.setup.game).info
            name = f"{pick(info.name)} — {pick(info.rule_set(saved.setup.rules).name)}"
        except Rejected:
            name = f"{saved.setup.game} {saved.setup.rules}"
        name = marked_hosted(name, saved)
        players = ", ".join(
            self.seat_text(seat.name, seat.kind, seat.level) for seat in saved.seats
        )
        scores = saved.scores or ()
        top = max(scores, default=None)
        winners = ", ".join(
            s.name for s, score in zip(saved.seats, scores, strict=False) if score == top
        )
        if saved.scores is None:
            winners = self.tr("(w toku)")
        item = QTreeWidgetItem(
            [
                format_time(saved.updated),
                name,
                players,
                " : ".join(map(str, scores)),
                winners,
                str(saved.moves_count)
                if not saved.take_backs
                else self.tr("{moves} (cofnięte: {n})").format(
                    moves=saved.moves_count, n=saved.take_backs
                ),
            ]
        )
        item.setData(0, ID_ROLE, saved.id)
        item.setData(0, GAME_ROLE, saved.setup.game)
        item.setData(0, PLAYERS_ROLE, [seat.name for seat in saved.seats])
        item.setToolTip(1, name)
        item.setToolTip(2, players)
        return item

    def seat_text(self, name: str, kind: str, level: str | None) -> str:
        if kind == "human":
            return name
        levels = dict(zip(LEVELS, level_names(), strict=True))
        return self.tr("{name} (komputer, {level})").format(
            name=name, level=levels.get(level or "", level or "?")
        )

    def _fill_filters(self, games: list[SavedGame]) -> None:
        """The games and players to filter by; the chosen filters stay after a reload."""
        chosen = (self.game_filter.currentData(), self.player_filter.currentData())
        for combo in (self.game_filter, self.player_filter):
            combo.blockSignals(True)
            combo.clear()
        self.game_filter.addItem(self.tr("wszystkie"), None)
        for game_id in sorted({g.setup.game for g in games}):
            try:
                label = pick(get_game(game_id).info.name)
            except Rejected:
                label = game_id
            self.game_filter.addItem(label, game_id)
        self.player_filter.addItem(self.tr("wszyscy"), None)
        for name in sorted({s.name for g in games for s in g.seats}, key=str.casefold):
            self.player_filter.addItem(name, name)
        for combo, data in zip((self.game_filter, self.player_filter), chosen, strict=True):
            combo.setCurrentIndex(max(0, combo.findData(data)))
            combo.blockSignals(False)

    def apply_filter(self) -> None:
        game = self.game_filter.currentData()
        player = self.player_filter.currentData()
        shown = 0
        items = self._items()
        for item in items:
            visible = (game is None or item.data(0, GAME_ROLE) == game) and (
                player is None or player in item.data(0, PLAYERS_ROLE)
            )
            item.setHidden(not visible)
            shown += visible
        self.count_label.setText(self.tr("Gier: {n}").format(n=shown))
        current = self.tree.currentItem()
        if current is None or current.isHidden():
            visible_items = [item for item in items if not item.isHidden()]
            if visible_items:
                self.tree.setCurrentItem(visible_items[0])
            else:
                self.tree.setCurrentIndex(QModelIndex())  # no game shown: none is current
        self._update_buttons()

    def _items(self) -> list[QTreeWidgetItem]:
        """The games' rows (each one a top-level item of the tree)."""
        rows = (self.tree.topLevelItem(row) for row in range(self.tree.topLevelItemCount()))
        return [item for item in rows if item is not None]

    def selected_id(self) -> int | None:
        item = self.tree.currentItem()
        if item is None or item.isHidden():
            return None
        return int(item.data(0, ID_ROLE))

    def _update_buttons(self) -> None:
        chosen = self.selected_id() is not None
        for button in (self.replay_button, self.export_button, self.delete_button):
            button.setEnabled(chosen)

    # -- actions ----------------------------------------------------------------------------
    def replay_selected(self) -> None:
        game_id = self.selected_id()
        if game_id is not None:
            self.replay_requested.emit(game_id)

    def delete_selected(self) -> None:
        game_id = self.selected_id()
        item = self.tree.currentItem()
        if game_id is None or item is None:
            return
        if not dialogs.confirm(
            self,
            self.tr("Usunąć grę?"),
            self.tr("Usunąć grę „{game}” ({players}) z historii? Tego nie da się cofnąć.").format(
                game=item.text(1), players=item.text(2)
            ),
            self.tr("&Usuń"),
        ):
            return
        try:
            self.store.delete(game_id)
        except StoreError as error:
            dialogs.inform(self, self.tr("Nie usunięto gry"), str(error), warning=True)
        self.reload()
        self.games_changed.emit()

    def export_to(self, game_id: int, path: Path) -> None:
        """Write the game as GCG (a ``.gcg`` path) or as the JSON record."""
        fmt = "gcg" if path.suffix.lower() == ".gcg" else "json"
        write_text_atomically(path, export_game(self.store, game_id, fmt))

    def import_from(self, path: Path) -> Imported:
        imported = import_file(self.store, path)
        self.reload()
        self.games_changed.emit()
        return imported

    def _export_dialog(self) -> None:
        game_id = self.selected_id()
        if game_id is None:
            return
        # Crossword games, ours or recorded from another program's GCG, have a GCG form.
        current = self.tree.currentItem()
        crossword = current is not None and current.data(0, GAME_ROLE) in ("crossword", "gcg")
        filters = [self.tr("Zapis gry JSON (*.json)")]
        if crossword:
            filters.insert(0, self.tr("GCG — Quackle, Eliot (*.gcg)"))
        name, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Eksportuj grę"),
            f"gra-{game_id}.{'gcg' if crossword else 'json'}",
            ";;".join(filters),
        )
        if not name:
            return
        try:
            self.export_to(game_id, Path(name))
        except WordListError as error:  # a GCG is replayed, with the game's word list
            dialogs.inform(self, self.tr("Nie wyeksportowano gry"), explain_error(error), True)
        except Rejected as error:  # ... and a game this version cannot replay is refused
            dialogs.inform(self, self.tr("Nie wyeksportowano gry"), explain(error), True)
        except (OSError, StoreError, RecordError) as error:
            dialogs.inform(self, self.tr("Nie wyeksportowano gry"), str(error), warning=True)

    def _import_dialog(self) -> None:
        name, _ = QFileDialog.getOpenFileName(
            self,
            self.tr("Importuj grę"),
            "",
            self.tr("Zapisy gier (*.json *.gcg)"),
        )
        if not name:
            return
        self.import_with_dialogs(Path(name))

    def import_with_dialogs(self, path: Path) -> None:
        """Import ``path`` in a worker (with its own connection to the store), a progress
        dialog up while it replays a long file (*Anuluj* stops it: nothing is saved); then
        tell the user what went wrong, or which word list the game needs when it is not
        installed here. :attr:`imported` says it is over."""
        store_path = self.store.path

        def work(should_stop: Callable[[], bool], progress: Callable[[float], None]) -> object:
            with GameStore(store_path) as store:
                try:
                    return import_file(store, path, progress, should_stop)
                except (OSError, StoreError, RecordError) as error:
                    return error  # worded in the GUI thread

        progress = QProgressDialog(
            self.tr("Importuję grę „{name}”…").format(name=path.name),
            self.tr("Anuluj"),
            0,
            PROGRESS_STEPS,
            self,
        )
        progress.setWindowTitle(self.tr("Import gry"))
        progress.setWindowModality(Qt.WindowModality.WindowModal)
        progress.setMinimumDuration(PROGRESS_AFTER_MS)
        progress.setAutoReset(False)
        progress.setAutoClose(False)
        self.import_progress = progress
        task = start_task(
            work,
            self._on_imported,
            self._on_import_failed,
            lambda fraction: progress.setValue(round(fraction * PROGRESS_STEPS)),
            owner=self,
        )
        self._import_task = task
        progress.canceled.connect(self._cancel_import)

    def _cancel_import(self) -> None:
        if self._import_task is not None:
            self._import_task.cancel()
        self._end_import(None)

    def _end_import(self, result: Imported | None) -> None:
        self._import_task = None
        progress, self.import_progress = self.import_progress, None
        if progress is not None:
            progress.canceled.disconnect(self._cancel_import)  # closing it cancels it
            progress.close()
            progress.deleteLater()
        self.reload()
        self.games_changed.emit()
        self.imported.emit(result)

    def _on_imported(self, result: object) -> None:
        if not isinstance(result, Imported):
            self._end_import(None)
            self._tell_import_failed(result)
            return
        self._end_import(result)
        if result.needs is not None:
            dialogs.inform(
                self,
                self.tr("Zaimportowano grę bez jej listy słów"),
                self.tr(
                    "Ta gra była grana z listą słów „{name}”, której tu nie ma (albo jest inna). "
                    "Gra czeka wśród niedokończonych gier: zainstaluj tę listę, aby ją "
                    "sprawdzić i odtworzyć, albo otwórz ją z wbudowanym słownikiem, jeśli zna "
                    "jej słowa."
                ).format(name=result.needs.name),
            )

    def _on_import_failed(self, message: str) -> None:
        self._end_import(None)
        dialogs.inform(self, self.tr("Nie zaimportowano gry"), message, warning=True)

    def _tell_import_failed(self, error: object) -> None:
        if isinstance(error, RecordError) and error.bad_text is not None:
            text = text_refusal(error.bad_text)
        elif isinstance(error, StoreFull):
            text = self.tr("Dysk jest pełny: gry nie da się zapisać. Zwolnij miejsce na dysku.")
        else:
            text = str(error)
        dialogs.inform(self, self.tr("Nie zaimportowano gry"), text, warning=True)
