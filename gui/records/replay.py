"""Replay of a saved game, move by move, with the analysis computed in a worker.

The position is drawn with each game's own widgets in a read-only way: the crossword board
(``BoardWidget``, not interactive), 7 słów's cards and score sheets, GRA III's score table. A
game without such a widget shows the scores only. Racks are shown once the game is finished
(an unfinished game may still be played on in hot-seat turns).

Keys: ←/→ one move, Home/End the start and the end; the slider and the buttons do the same.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, QObject, QPoint, Qt, Signal
from PySide6.QtGui import QCloseEvent, QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMenu,
    QProgressBar,
    QPushButton,
    QSlider,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from engines.core import MoveAnalysis
from engines.records.history import Replay, replay_states, stored_analysis
from engines.records.store import GameStore, SavedGame
from engines.registry import get_game
from engines.take_backs import TakeBack
from gui.dialogs.word_lookup import show_word_lookup
from gui.records.action_words import action_words
from gui.support.i18n import pick
from gui.support.workers import Task, start_task
from gui.widgets.missed_words import MissedWordsPanel
from gui.widgets.score_plot import ScorePlot
from gui.widgets.shortcuts import closes_with_keys
from gui.widgets.tile_panel import HistoryTable


class PositionView(QWidget):
    """Draws one state of a game; the base shows nothing (the scores are in the list)."""

    def show_state(self, replay: Replay, index: int, finished: bool) -> None:
        """Show ``replay.states[index]``."""


class CrosswordPosition(PositionView):
    def __init__(self, replay: Replay, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        from engines.crossword.layout import load_layout
        from engines.crossword.rulesets import rules_for, tile_set_for
        from gui.games.crossword.board import JAWA_SCHEME, SCHEMES, BoardWidget

        first = replay.states[0]
        public = replay.game.view(first, None)
        rules = rules_for(public.rules)
        tile_set = tile_set_for(rules, public.players)
        self._values = {letter: tile_set.value(letter) for letter in tile_set.alphabet}
        self.board = BoardWidget(load_layout(public.board_id), SCHEMES.get(rules.id, JAWA_SCHEME))
        self.board.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.racks = QLabel()
        self.racks.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.board, 1)
        layout.addWidget(self.racks)

    def show_state(self, replay: Replay, index: int, finished: bool) -> None:
        from engines.crossword.state import CrosswordState
        from gui.widgets.tile_panel import last_move_squares

        state = replay.states[index]
        assert isinstance(state, CrosswordState)  # this view is only made for crossword games
        public = replay.game.view(state, None)
        self.board.set_board(public.board, self._values)
        self.board.set_last_move(last_move_squares(public.history))
        if finished:
            self.racks.setText(
                "   ".join(
                    f"{n + 1}: {''.join(rack.tiles).upper() or '—'}"
                    for n, rack in enumerate(state.racks)
                )
            )
        self.racks.setVisible(finished)


class SevenWordsPosition(PositionView):
    def __init__(self, names: list[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        from gui.games.seven_words.cards import AreaWidget
        from gui.games.seven_words.sheet import SheetsPanel

        self.area = AreaWidget()
        self.sheets = SheetsPanel(names, columns=min(3, max(1, len(names))))
        layout = QVBoxLayout(self)
        layout.addWidget(self.area, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addWidget(self.sheets, 1)

    def show_state(self, replay: Replay, index: int, finished: bool) -> None:
        from engines.seven_words.cards import bonus

        public = replay.game.view(replay.states[index], None)
        if len(public.area) == 8:
            self.area.set_area(public.area, [bonus(letter) for letter in public.area])
        self.sheets.show_view(public, pending=False)


class Gra3Position(PositionView):
    def __init__(self, names: list[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        from gui.games.puzzle.gra3_table import Gra3ScoreTable

        self._names = names
        self.table = Gra3ScoreTable(names)
        self.racks = QLabel()
        self.racks.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.racks)

    def show_state(self, replay: Replay, index: int, finished: bool) -> None:
        from engines.puzzle.gra3 import Gra3State

        state = replay.states[index]
        assert isinstance(state, Gra3State)  # this view is only made for GRA III games
        self.table.show_view(replay.game.view(state, None))
        lines = [
            f"{name}: {' '.join(rack).upper()}"
            for name, rack in zip(self._names, state.racks, strict=True)
        ]
        heading = self.tr("Litery w rundzie {n}:").format(n=state.round)
        self.racks.setText("\n".join([heading, *lines]) if finished else "")


class RecordedPosition(PositionView):
    """A game another program recorded (``engines.records.other_programs``): the board as the file
    lays it, each player's last rack the file shows, and the letters' values of its tiles where
    known."""

    def __init__(self, replay: Replay, names: list[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        from engines.crossword.layout import load_layout
        from engines.records.other_programs import BOARD, analysis_basis, tile_values

        self._names = names
        from gui.games.crossword.board import SCHEMES, WORDSMITH_SCHEME, BoardWidget

        setup = replay.states[0].setup
        _, rules = analysis_basis(setup)
        self._values = tile_values(setup)
        scheme = SCHEMES.get(rules or "", WORDSMITH_SCHEME)  # English look unless ours
        self.board = BoardWidget(load_layout(BOARD), scheme)
        self.board.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.racks = QLabel()
        self.racks.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.board, 1)
        layout.addWidget(self.racks)

    def show_state(self, replay: Replay, index: int, finished: bool) -> None:
        from engines.records.other_programs import Recorded, RecordedState

        state = replay.states[index]
        assert isinstance(state, RecordedState)  # this view is only made for recorded games
        self.board.set_board(state.board, self._values)
        self.board.set_last_move(state.last_squares)
        racks = "   ".join(
            f"{name}: {rack or '—'}" for name, rack in zip(self._names, state.racks, strict=True)
        )
        # The annotator's note on the move just shown, as the file has it.
        played = replay.moves[index - 1].action if index else None
        note = played.note if isinstance(played, Recorded) else ""
        if note:
            racks += "\n" + self.tr("Notatka: {note}").format(note=note)
        self.racks.setText(racks)


def history_sheet(saved: SavedGame) -> HistoryTable | None:
    """The game's own move history, whose wording the move list borrows (every word a move
    formed, a move after a hint, how many tiles an exchange took, where a GRA I word lies);
    None: the game has none."""
    names = [seat.name for seat in saved.seats]
    if saved.setup.game == "crossword":
        return HistoryTable(names)
    if saved.setup.game == "puzzle" and saved.setup.rules == "gra1":
        from gui.games.puzzle.gra1 import Gra1History

        return Gra1History(names)
    return None


def turns_text(replay: Replay, seq: int, sheet: HistoryTable, finished: bool) -> str:
    """The turns move ``seq`` of ``replay`` put into the game's history, as ``sheet`` writes
    them ("" when it put none: a hint asked for, a move waiting for a challenge). Until the game
    is over nobody sees another player's exchanged tiles, as in the game."""
    before: Any = replay.states[seq]  # a state with a history (the sheet's game's)
    after: Any = replay.states[seq + 1]
    history = after.history if finished else replay.game.view(after, None).history
    return "; ".join(sheet.describe(turn) for turn in history[len(before.history) :])


def position_view(replay: Replay, saved: SavedGame) -> PositionView:
    names = [seat.name for seat in saved.seats]
    if saved.setup.game == "crossword":
        return CrosswordPosition(replay)
    if saved.setup.game == "gcg":
        return RecordedPosition(replay, names)
    if saved.setup.game == "seven_words":
        return SevenWordsPosition(names)
    if saved.setup.game == "puzzle" and saved.setup.rules == "gra3":
        return Gra3Position(names)
    return PositionView()


class ReplayWindow(QWidget):
    """One saved game, replayed. ``index`` is the number of moves shown as played."""

    closed = Signal(object)

    def __init__(self, store: GameStore, game_id: int, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.store_path = store.path
        self.game_id = game_id
        self.saved = store.get(game_id)
        game = get_game(self.saved.setup.game)
        self.replay = replay_states(self.saved.setup, store.moves(game_id, game), self.saved.scores)
        self.finished = game.is_over(self.replay.states[-1])
        self.analysis: dict[int, MoveAnalysis | None] = {}
        #: The moves a later take-back undid: listed struck, left out of the summary.
        self.taken_back = self.replay.taken_back()
        self.names = [seat.name for seat in self.saved.seats]
        self.index = 0
        self._task: Task | None = None
        info = game.info
        closes_with_keys(self)
        self.setWindowTitle(
            self.tr("Powtórka: {game} — {players}").format(
                game=f"{pick(info.name)} ({pick(info.rule_set(self.saved.setup.rules).name)})",
                players=", ".join(self.names),
            )
        )

        self.position = position_view(self.replay, self.saved)
        self._sheet = history_sheet(self.saved)
        self.moves_table = QTableWidget(len(self.replay.moves) + 1, 6)
        self.moves_table.setHorizontalHeaderLabels(
            [
                self.tr("Gracz"),
                self.tr("Ruch"),
                self.tr("Punkty"),
                self.tr("Najlepszy ruch"),
                self.tr("Stracone"),
                self.tr("Wynik"),
            ]
        )
        self.moves_table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.moves_table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.moves_table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.moves_table.horizontalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.ResizeToContents
        )
        self.moves_table.horizontalHeader().setStretchLastSection(True)
        self.moves_table.currentCellChanged.connect(lambda row, *_: self.go_to(row))
        # "What was possible" for any move: its row's double click or context menu, or the
        # button for the move on show; a search of its own in a worker, shown under the list.
        self.moves_table.cellDoubleClicked.connect(lambda row, _column: self.show_possible(row))
        self.moves_table.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.moves_table.customContextMenuRequested.connect(self._row_menu)
        self.possible_button = QPushButton(self.tr("Co było &możliwe?"))
        self.possible_button.clicked.connect(lambda: self.show_possible(self.index))
        self.possible = MissedWordsPanel()
        self.possible.hide()
        language = game.info.rule_set(self.saved.setup.rules).language
        self.possible.word_clicked.connect(lambda word: show_word_lookup(self, language, word))
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        # A game from another program says where it comes from and what the analysis can do.
        self.source_note = QLabel()
        self.source_note.setWordWrap(True)
        recorded = self.saved.setup.game == "gcg"
        if recorded:
            self.source_note.setText(self.recorded_note())
        self.source_note.setVisible(recorded)
        self.progress = QProgressBar()
        self.progress.setRange(0, 100)
        self.plot = ScorePlot()
        scores = self.replay.scores_after()
        self.plot.set_data(
            self.names,
            [[s[p] for s in scores] for p in range(len(self.names))],
            title=self.tr("Wynik po każdym ruchu"),
            x_label=self.tr("ruch"),
        )
        self.first_button = QPushButton("|◀")
        self.back_button = QPushButton("◀")
        self.forward_button = QPushButton("▶")
        self.last_button = QPushButton("▶|")
        for button, tip in (
            (self.first_button, self.tr("Początek (Home)")),
            (self.back_button, self.tr("Ruch wstecz (←)")),
            (self.forward_button, self.tr("Ruch naprzód (→)")),
            (self.last_button, self.tr("Koniec (End)")),
        ):
            button.setToolTip(tip)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.first_button.clicked.connect(lambda: self.go_to(0))
        self.back_button.clicked.connect(lambda: self.go_to(self.index - 1))
        self.forward_button.clicked.connect(lambda: self.go_to(self.index + 1))
        self.last_button.clicked.connect(lambda: self.go_to(len(self.replay.moves)))
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(0, len(self.replay.moves))
        self.slider.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.slider.valueChanged.connect(self.go_to)
        self.step_label = QLabel()
        self.save_plot_button = QPushButton(self.tr("Zapisz &wykres…"))
        self.save_plot_button.clicked.connect(self._save_plot)
        # ←/→/Home/End step through the game wherever the focus is in this window (the move
        # list would otherwise take them for its own cursor).
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.moves_table.installEventFilter(self)

        controls = QHBoxLayout()
        for widget in (self.first_button, self.back_button, self.forward_button, self.last_button):
            controls.addWidget(widget)
        controls.addWidget(self.slider, 1)
        controls.addWidget(self.step_label)
        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        right_layout.addWidget(self.source_note)
        right_layout.addWidget(self.moves_table, 3)
        right_layout.addWidget(self.possible_button, 0, Qt.AlignmentFlag.AlignLeft)
        right_layout.addWidget(self.possible)
        right_layout.addWidget(self.summary)
        right_layout.addWidget(self.progress)
        right_layout.addWidget(self.plot, 2)
        right_layout.addWidget(self.save_plot_button, 0, Qt.AlignmentFlag.AlignRight)
        splitter = QSplitter()
        splitter.addWidget(self.position)
        splitter.addWidget(right)
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([680, 600])
        layout = QVBoxLayout(self)
        layout.addWidget(splitter, 1)
        layout.addLayout(controls)
        self.resize(1280, 800)
        self._fill_table(scores)
        self.go_to(0, force=True)
        self.start_analysis()

    def step_key(self, key: int) -> bool:
        """Go where ``key`` says (True: it was one of the stepping keys)."""
        targets = {
            Qt.Key.Key_Left: self.index - 1,
            Qt.Key.Key_Right: self.index + 1,
            Qt.Key.Key_Up: self.index - 1,
            Qt.Key.Key_Down: self.index + 1,
            Qt.Key.Key_Home: 0,
            Qt.Key.Key_End: len(self.replay.moves),
        }
        if key not in targets:
            return False
        self.go_to(targets[Qt.Key(key)])
        return True

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self.step_key(event.key()):
            super().keyPressEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.KeyPress:
            assert isinstance(event, QKeyEvent)
            if self.step_key(event.key()):
                return True
        return super().eventFilter(watched, event)

    def recorded_note(self) -> str:
        """Where a recorded game comes from and how (or why not) its moves are analysed."""
        from engines.records.other_programs import AnalysisBasis, analysis_basis

        setup = self.saved.setup
        options = setup.options
        lexicon = options.get("lexicon") or "?"
        tiles = options.get("distribution") or "english"
        lines = [
            self.tr("Gra zapisana przez inny program: leksykon {lexicon}, płytki {tiles}.").format(
                lexicon=lexicon, tiles=tiles
            )
        ]
        title = " — ".join(t for t in (options.get("title"), options.get("description")) if t)
        if title:
            lines.insert(0, title)
        basis, rules = analysis_basis(setup)
        if basis is AnalysisBasis.OTHER_TILES:
            lines.append(
                self.tr(
                    "Bez najlepszych ruchów: płytki tej gry nie są płytkami żadnych naszych zasad, "
                    "więc nasze punkty by się z nią nie zgadzały."
                )
            )
        else:
            lines.append(
                self.tr(
                    "Najlepsze ruchy według zasad {rules} i naszego słownika, nie leksykonu "
                    "{lexicon} z pliku; punkty ruchów — tak, jak je zapisano."
                ).format(rules=rules, lexicon=lexicon)
            )
        return "\n".join(lines)

    # -- moves -------------------------------------------------------------------------------
    def _fill_table(self, scores: list[tuple[int, ...]]) -> None:
        table = self.moves_table
        table.setVerticalHeaderLabels(["0", *(str(n + 1) for n in range(len(self.replay.moves)))])
        table.setItem(0, 1, QTableWidgetItem(self.tr("(początek)")))
        for seq, move in enumerate(self.replay.moves):
            row = seq + 1
            player = self.names[move.player] if 0 <= move.player < len(self.names) else "—"
            # What each decision scored is cheap to know; the best move comes from the worker.
            played = self.replay.game.analyse(self.replay.states[seq], move.player, move.action)
            text = action_words(move.action, self.names) if played is None else played.played or "—"
            if self._sheet is not None:
                text = turns_text(self.replay, seq, self._sheet, self.finished) or text
            if isinstance(move.action, TakeBack):
                text = self.tr("cofa swój ostatni ruch")
            elif seq in self.taken_back:
                text = self.tr("{move} (cofnięty)").format(move=text)
            points = "" if played is None else str(played.points)
            total = " : ".join(map(str, scores[row]))
            if played is not None and played.points and scores[row] == scores[row - 1]:
                # Points counted later — at the round's end (GRA III, 7 słów) or once a word
                # waiting for a check is accepted —: not "0 : 0" as if they were lost.
                total = self.tr("doliczone później")
            cells = [player, text, points, "", "", total]
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if seq in self.taken_back:
                    font = item.font()
                    font.setStrikeOut(True)
                    item.setFont(font)
                table.setItem(row, column, item)

    def notation(self, move: str) -> str:
        """A move in the engine's text form as the game's history writes it."""
        return move if self._sheet is None else self._sheet.notation(move)

    def _show_analysis(self) -> None:
        table = self.moves_table
        for seq, result in self.analysis.items():
            row = seq + 1
            if result is None or row >= table.rowCount():
                continue
            best = (
                ""
                if result.best is None
                else f"{self.notation(result.best)} ({result.best_points})"
            )
            table.setItem(row, 3, QTableWidgetItem(best))
            table.setItem(row, 4, QTableWidgetItem(str(result.missed) if result.missed else ""))
        self.summary.setText(self.summary_text())

    def summary_text(self) -> str:
        """Points missed per player, the best move of the game, bingos."""
        players = len(self.names)
        missed = [0] * players
        bingos = [0] * players
        best: tuple[int, str, str] | None = None
        for seq, result in self.analysis.items():
            if result is None or seq in self.taken_back:
                continue
            player = self.replay.moves[seq].player
            missed[player] += result.missed
            bingos[player] += result.bingo
            if result.played and (best is None or result.points > best[0]):
                best = (result.points, result.played, self.names[player])
        # Without best moves (a recorded game of tiles none of our rule sets has) nothing was
        # missed that we could know: the points missed are left out rather than shown as 0.
        searched = any(r is not None and r.best_points is not None for r in self.analysis.values())
        lines = [
            self.tr("{name}: stracone punkty {missed}, premie za wszystkie litery {bingos}").format(
                name=self.names[p], missed=missed[p], bingos=bingos[p]
            )
            if searched
            else self.tr("{name}: premie za wszystkie litery {bingos}").format(
                name=self.names[p], bingos=bingos[p]
            )
            for p in range(players)
        ]
        if best is not None:
            lines.append(
                self.tr("Najlepszy ruch gry: {move} ({points} pkt, {name})").format(
                    move=self.notation(best[1]), points=best[0], name=best[2]
                )
            )
        return "\n".join(lines)

    def go_to(self, index: int, *, force: bool = False) -> None:
        index = max(0, min(index, len(self.replay.moves)))
        if index == self.index and not force:
            return
        self.index = index
        self.position.show_state(self.replay, index, self.finished)
        self.slider.blockSignals(True)
        self.slider.setValue(index)
        self.slider.blockSignals(False)
        if self.moves_table.currentRow() != index:
            self.moves_table.blockSignals(True)
            self.moves_table.setCurrentCell(index, 0)
            self.moves_table.blockSignals(False)
        self.plot.set_marker(index)
        self.step_label.setText(
            self.tr("ruch {n} z {total}").format(n=index, total=len(self.replay.moves))
        )
        self.possible_button.setEnabled(self.analysable(index))
        self.back_button.setEnabled(index > 0)
        self.first_button.setEnabled(index > 0)
        self.forward_button.setEnabled(index < len(self.replay.moves))
        self.last_button.setEnabled(index < len(self.replay.moves))

    # -- "what was possible" for one move ----------------------------------------------------
    def analysable(self, row: int) -> bool:
        """Whether the move in ``row`` (1: the first move) may be analysed: a decision of a
        finished game. In a game still being played nobody may see what another player's rack
        held, and this window does not know who is looking."""
        if not self.finished or not 1 <= row <= len(self.replay.moves):
            return False
        move = self.replay.moves[row - 1]
        return (
            self.replay.game.analyse(self.replay.states[row - 1], move.player, move.action)
            is not None
        )

    def show_possible(self, row: int) -> bool:
        """Search the best moves the player had at the move in ``row`` (True: started)."""
        if not self.analysable(row):
            return False
        seq = row - 1
        move = self.replay.moves[seq]
        game, before = self.replay.game, self.replay.states[seq]

        def search(should_stop: Callable[[], bool]) -> MoveAnalysis | None:
            return game.analyse(
                before, move.player, move.action, search=True, should_stop=should_stop
            )

        self.possible.search_move(move.player, self.names, search, row)
        self.possible.show()
        return True

    def _row_menu(self, point: QPoint) -> None:
        row = self.moves_table.rowAt(point.y())
        if not self.analysable(row):
            return
        menu = QMenu(self)
        menu.addAction(self.tr("Co było możliwe?")).triggered.connect(
            lambda: self.show_possible(row)
        )
        menu.popup(self.moves_table.viewport().mapToGlobal(point))

    # -- analysis in a worker ----------------------------------------------------------------
    def start_analysis(self) -> None:
        path, game_id = self.store_path, self.game_id
        if not self.finished:
            # The best moves would tell what the players' racks held: only after the game.
            self.progress.setVisible(False)
            self.summary.setText(
                self.tr(
                    "Najlepsze ruchy i „Co było możliwe?” — po końcu gry: zdradzałyby, co "
                    "gracze mają na stojakach."
                )
            )
            return

        def work(should_stop: Any, progress: Any) -> dict[int, MoveAnalysis | None]:
            # The worker's own connection: an SQLite connection stays in its thread.
            with GameStore(path) as store:
                return stored_analysis(store, game_id, should_stop=should_stop, progress=progress)[
                    1
                ]

        self.progress.setVisible(True)
        self.progress.setFormat(self.tr("Analiza… %p%"))
        self._task = start_task(work, self._analysis_done, self._analysis_failed, self._progress)

    def _progress(self, fraction: float) -> None:
        self.progress.setValue(int(fraction * 100))

    def _analysis_done(self, results: dict[int, MoveAnalysis | None]) -> None:
        self._task = None
        self.analysis = results
        self.progress.setVisible(False)
        self._show_analysis()

    def _analysis_failed(self, message: str) -> None:
        self._task = None
        self.progress.setVisible(False)
        self.summary.setText(self.tr("Analiza się nie udała: {error}").format(error=message))

    @property
    def analysing(self) -> bool:
        return self._task is not None

    def _save_plot(self) -> None:
        name, _ = QFileDialog.getSaveFileName(
            self, self.tr("Zapisz wykres"), f"gra-{self.game_id}.png", "PNG (*.png)"
        )
        if name:
            self.plot.save_png(Path(name))

    def closeEvent(self, event: QCloseEvent) -> None:
        if self._task is not None:
            self._task.cancel()
        self.possible.cancel()
        self.closed.emit(self)
        super().closeEvent(event)
