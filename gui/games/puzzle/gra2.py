"""GRA II of the letter puzzles: each player builds their own crossword from their own 20 (or 15)
tiles, in one sitting behind the hand-over screen, against the clock — at their own computers
(a network seat's window shows this screen too) all at once, the round ending for everyone when
one of them has used all their tiles.

The player's grid (:mod:`gui.games.puzzle.table_grid`, unbounded, scrolling and zooming) takes
tiles as the crossword board does (:mod:`gui.widgets.placing`: drag, click, keyboard cursor,
blanks),
but every tile on it stays the player's to move, drag back to the rack or click off until the
sitting ends. Each change is an engine action (``PutTile``, ``MoveTile``, ``TakeTile``: saved at
once, so a closed window resumes the grid as it lay). Beside the grid: every word with its
score, what is wrong with the crossword, what it scores now, "Gotowe" and the once-per-round
swap of two tiles. The clock (option, default 5 min) runs in the GUI and ends the sitting with
the engine's ``TimeUp``. Other players' grids are never shown until the round summary, which
puts every crossword side by side.

Every change carries the time on the sitting's clock (``at``, seconds since the sitting opened,
running on from the recorded time when a saved sitting resumes): the round lasts until the
quickest full crossword on its player's clock, so once a player has used all their tiles the
next ones see that time to beat, and their clock stops there (GAMES.md §4, decision of
2026-11-25).
"""

from __future__ import annotations

import dataclasses
import random
from html import escape
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QKeyEvent
from PySide6.QtWidgets import (
    QDialog,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from engines.core import Action, PlayerId, Reason, Rejected
from engines.crossword.leave import load_leave_table
from engines.crossword.placement import NewTile
from engines.lexicon.lexicon import ALPHABETS
from engines.puzzle.gra2 import (
    SWAP_SIZE,
    EndSitting,
    Gra2State,
    Gra2View,
    MoveTile,
    PutTile,
    SwapTiles,
    TakeTile,
)
from engines.puzzle.rounds import sitting_limit
from engines.tiles import BLANK
from gui.games import GameUi
from gui.games.base import GameScreen
from gui.games.board_turns import RackSorter, message_label, quiet_label, rack_row, sort_button
from gui.games.puzzle.gra2_summary import Gra2RoundSummary, Gra2ScoreTable
from gui.games.puzzle.table_grid import TableGrid, ZoomableTable
from gui.session import GameSession
from gui.support.reasons import explain
from gui.widgets.placing import TilePlacing
from gui.widgets.rack import RackWidget
from gui.widgets.tile_dialogs import ExchangeDialog
from gui.widgets.tile_panel import BAD_COLOUR, GOOD_COLOUR, words_html
from gui.widgets.timers import format_ms

PANEL_WIDTH = 400
#: The largest squares of the player's grid when it fits itself to the view.
GRID_LARGEST = 72

Position = tuple[int, int]


class Gra2Screen(GameScreen, TilePlacing):
    board: TableGrid

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._session = session
        self._names = [seat.name for seat in session.seats]
        public: Gra2View = session.view(None)
        self.values = dict(public.values)
        self.alphabet = "".join(letter for letter in public.values if letter != BLANK)
        self.init_placing()
        self._view: Gra2View | None = None
        #: The cursor's table position (the window moves as the grid grows).
        self._cursor_at: Position = (0, 0)
        #: Positions in the order the player put tiles there (Backspace takes the last).
        self._put_order: list[Position] = []
        #: When each sitting opened on this screen, by (round, player): the clock runs on.
        self._sitting_opened: dict[tuple[int, int], int] = {}
        self.swap_dialog: ExchangeDialog | None = None
        self._shuffler = random.Random()
        self._sorter = RackSorter(ALPHABETS["pl"], load_leave_table("pl").vowels)

        self._pages = QStackedWidget()
        self._pages.addWidget(self._build_play_page())
        self.summary = Gra2RoundSummary()
        self.summary.closed.connect(self.summary_closed)
        self._pages.addWidget(self.summary)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self._pages)
        self.show_public("")

    # -- building ---------------------------------------------------------------------------
    def _build_play_page(self) -> QWidget:
        page = QWidget()
        big = QFont(self.font())
        big.setPointSizeF(big.pointSizeF() * 1.4)
        big.setBold(True)
        self.round_label = QLabel()
        self.round_label.setFont(big)
        self.turn_label = QLabel()
        self.turn_label.setFont(big)
        self.clock_label = QLabel()
        self.clock_label.setFont(big)
        self.clock_label.setStyleSheet("color: #8a4b08;")
        self.clock_label.hide()
        header = QHBoxLayout()
        header.addWidget(self.round_label)
        header.addSpacing(24)
        header.addWidget(self.turn_label, 1)
        header.addWidget(self.clock_label)

        self.board = TableGrid(margin=4, minimum=6)
        self.board.setToolTip(self._help_text())
        # One player's crossword of 20 tiles: on a large screen its squares grow past the
        # shared table's (issue #28: the grid kept to a third of a 1920×1080 window).
        self.grid_view = ZoomableTable(self.board, fit_largest=GRID_LARGEST)
        self.note_label = QLabel()
        self.note_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.note_label.setWordWrap(True)
        self.note_label.setFont(big)
        self._grid_pages = QStackedWidget()
        self._grid_pages.addWidget(self.grid_view)
        self._grid_pages.addWidget(self.note_label)

        self.rack = RackWidget(20, max_tile=56, min_tile=26)
        self.shuffle_button = QPushButton(self.tr("&Tasuj"))
        self.shuffle_button.setToolTip(self.tr("Wymieszaj płytki na stojaku"))
        self.shuffle_button.clicked.connect(self.shuffle)
        self.sort_button = sort_button(self.sort)
        rack_and_shuffle = rack_row(
            self.rack, self.shuffle_button, self.sort_button, rack_grows=True
        )

        self.words_label = QLabel()
        self.words_label.setWordWrap(True)
        self.words_label.setTextFormat(Qt.TextFormat.RichText)
        self.words_label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.words_label.setMinimumHeight(self.fontMetrics().height() * 4)
        self.message_label = message_label()
        self.connect_placing()

        self.done_button = QPushButton(self.tr("G&otowe"))
        bold = QFont(self.font())
        bold.setBold(True)
        self.done_button.setFont(bold)
        self.done_button.setToolTip(
            self.tr("Oddaj krzyżówkę tak, jak leży (musi być poprawna albo pusta).")
        )
        self.done_button.clicked.connect(self.done)
        self.swap_button = QPushButton(self.tr("&Wymień dwie…"))
        self.swap_button.clicked.connect(self.open_swap)
        buttons = QHBoxLayout()
        for button in (self.done_button, self.swap_button):
            button.setMinimumHeight(34)
            # The grid keeps the keyboard: letters and Backspace always reach it.
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            buttons.addWidget(button)
        buttons.addStretch(1)

        words_box = QGroupBox(self.tr("Twoja krzyżówka"))
        words_layout = QVBoxLayout(words_box)
        # The buttons first: the words below grow as tiles are laid and never move them.
        words_layout.addLayout(buttons)
        words_layout.addWidget(self.words_label)
        words_layout.addWidget(self.message_label)

        self.table = Gra2ScoreTable(self._names)
        table_box = QGroupBox(self.tr("Punkty"))
        table_layout = QVBoxLayout(table_box)
        table_layout.addWidget(self.table)
        self.status_label = quiet_label()
        help_label = quiet_label(
            self.tr("Klawiatura: strzałki, spacja — kierunek, litery, Backspace cofa płytkę.")
        )
        help_label.setToolTip(self._help_text())

        panel = QWidget()
        panel.setFixedWidth(PANEL_WIDTH)
        right = QVBoxLayout(panel)
        right.setContentsMargins(0, 0, 0, 0)
        right.addWidget(words_box)
        right.addWidget(self.status_label)
        right.addWidget(table_box, 1)
        right.addWidget(help_label)

        body = QHBoxLayout()
        body.setSpacing(12)
        body.addWidget(self._grid_pages, 1)
        body.addWidget(panel)

        layout = QVBoxLayout(page)
        layout.setContentsMargins(10, 8, 12, 8)
        layout.addLayout(header)
        layout.addLayout(body, 1)
        layout.addLayout(rack_and_shuffle)
        return page

    def _help_text(self) -> str:
        return self.tr(
            "Układasz własną krzyżówkę ze swoich płytek: wszystkie słowa połączone, każdy ciąg "
            "dwóch lub więcej liter musi być słowem. Przeciągnij płytkę ze stojaka na pole albo "
            "kliknij płytkę, a potem pole; płytki na siatce można przeciągać na inne pola albo "
            "z powrotem na stojak, a kliknięcie zdejmuje płytkę. Z klawiatury: strzałki "
            "przesuwają kursor, spacja zmienia kierunek, pisz litery (mydełko, gdy litery brak), "
            "Backspace zdejmuje ostatnią płytkę. „Gotowe” kończy twoją turę."
        )

    # -- reading ----------------------------------------------------------------------------
    def _public(self) -> Gra2View:
        view: Gra2View = self._session.view(None)
        return view

    def _position(self, square: int) -> Position:
        return self.board.position(square)

    def _local(self, position: Position) -> int:
        square = self.board.square_of(*position)
        assert square is not None, position
        return square

    # -- GameScreen -------------------------------------------------------------------------
    def refresh(self) -> None:
        public = self._public()
        shown_round = min(public.round, public.rounds)
        self.round_label.setText(
            self.tr("Runda {n} z {total}").format(n=shown_round, total=public.rounds)
        )
        self.table.show_view(public)
        self.status_label.setText(self._status_text(public))

    def _status_text(self, view: Gra2View) -> str:
        if view.finished:
            return self.tr("Gra skończona.")
        order = ", ".join(self._names[p] for p in view.order)
        text = self.tr(
            "Każdy układa swoją krzyżówkę ze swoich {n} płytek (przy jednym komputerze po "
            "kolei: {order}). Płytki na stole: {left}."
        ).format(n=view.tiles_per_player, order=order, left=view.table_count)
        return text

    def sitting_order(self) -> tuple[int, ...] | None:
        return self._public().order

    def show_public(self, note: str) -> None:
        self._close_dialogs()
        self.close_placing()
        self._view = None
        self.board.set_table((), self.values)
        self.turn_label.setText("")
        self.words_label.clear()
        self.message_label.clear()
        self.note_label.setText(note)
        self._grid_pages.setCurrentWidget(self.note_label)
        self._pages.setCurrentIndex(0)
        self._update_buttons()
        self.refresh()

    def show_turn(self, player: int, can_wait: bool) -> None:
        view: Gra2View = self._session.view(PlayerId(player))
        assert view.rack is not None and view.grid is not None
        new_sitting = self._player != player
        if new_sitting:
            self._close_dialogs()
            self._put_order = []
            self._cursor_at, self._across = (0, 0), True
            self.message_label.clear()
        self._player = player
        self._view = view
        # A resumed sitting's clock runs on from the time the engine recorded.
        recorded_ms = round((view.clock or 0.0) * 1000)
        self._sitting_opened.setdefault((view.round, player), self.clock() - recorded_ms)
        self._pages.setCurrentIndex(0)
        self._grid_pages.setCurrentWidget(self.grid_view)
        turn = self.tr("Gracz: {name}").format(name=self._names[player])
        if view.time_to_beat is not None:
            beat = self.tr("do pobicia: {time}").format(
                time=format_ms(round(view.time_to_beat * 1000))
            )
            turn = f"{turn} · {beat}"
        self.turn_label.setText(turn)
        self._rack = self._arranged(player, view.rack)
        self._show_grid(view)
        self.board.interactive = True
        self.rack.interactive = True
        self.refresh()
        self._changed()
        if new_sitting:
            self.grid_view.centre_on(self._cursor)
        self.board.setFocus(Qt.FocusReason.OtherFocusReason)

    def _show_grid(self, view: Gra2View) -> None:
        """The player's grid as tiles being placed (every one of them may still move)."""
        assert view.grid is not None
        cells = view.grid.cells
        self.board.set_table((), self.values, [(r, c) for r, c, _ in cells] + [self._cursor_at])
        self.board.mark = self.board.square_of(0, 0) if not cells else None
        self._placed = {}
        for row, column, cell in cells:
            square = self._local((row, column))
            self._placed[square] = NewTile(square, cell.lower(), blank=cell.islower())
        present = {(r, c) for r, c, _ in cells}
        self._put_order = [p for p in self._put_order if p in present]
        self._put_order += sorted(present - set(self._put_order))
        self._order = [self._local(p) for p in self._put_order]
        self._cursor = self._local(self._cursor_at)

    def show_rejected(self, rejected: Rejected) -> None:
        self.message_label.setText(explain(rejected))
        self.board.setFocus(Qt.FocusReason.OtherFocusReason)

    def show_round_summary(self, rounds_done: int) -> None:
        self.show_public("")
        view = self._public()
        result = view.history[rounds_done - 1]
        totals = [sum(r.totals[p] for r in view.history[:rounds_done]) for p in range(view.players)]
        self.summary.show_result(
            result, self._names, totals, self.values, last_round=rounds_done >= view.rounds
        )
        self._pages.setCurrentWidget(self.summary)
        self.summary.next_button.setFocus(Qt.FocusReason.OtherFocusReason)

    def privacy_note(self, player: int) -> str | None:
        view = self._public()
        limit = view.time_limit
        if limit <= 0:
            note = self.tr("Runda {n}: układasz swoją krzyżówkę bez limitu czasu.").format(
                n=view.round
            )
        else:
            note = self.tr("Runda {n}: na swoją krzyżówkę masz {time}.").format(
                n=view.round, time=format_ms(limit * 1000)
            )
        if view.time_to_beat is not None:
            note += " " + self.tr(
                "Ktoś ułożył już krzyżówkę ze wszystkich płytek w {time}: tyle trwa runda, "
                "liczy się to, co ułożysz do tej chwili."
            ).format(time=format_ms(round(view.time_to_beat * 1000)))
        return note

    def time_limit_ms(self, player: int) -> int:
        view = self._public()
        # The time limit or the round's end, the shorter: what the network host counts too.
        budget = sitting_limit(view)
        if budget is None:
            return 0
        opened = self._sitting_opened.get((view.round, player), self.clock())
        left = round(budget * 1000) - (self.clock() - opened)
        # Never 0 (that means no limit): a sitting whose time is gone ends at once.
        return max(1, left)

    def sitting_time(self) -> float:
        """Seconds on the open sitting's clock (0 when none is open)."""
        view = self._view
        if view is None or self._player is None:
            return 0.0
        opened = self._sitting_opened.get((view.round, self._player), self.clock())
        return max(0, self.clock() - opened) / 1000

    def set_time_left(self, remaining_ms: int | None) -> None:
        if remaining_ms is None:
            self.clock_label.hide()
            return
        self.clock_label.setText(self.tr("Zostało: {time}").format(time=format_ms(remaining_ms)))
        self.clock_label.show()

    def final_details(self) -> QWidget | None:
        table = Gra2ScoreTable(self._names)
        table.show_view(self._public())
        return table

    # -- the sitting ------------------------------------------------------------------------
    def _can_edit(self) -> bool:
        view = self._view
        return self._player is not None and view is not None and view.building

    def _send(self, action: Action) -> None:
        if self._player is not None:
            self.message_label.clear()
            if isinstance(action, PutTile | TakeTile | MoveTile | SwapTiles | EndSitting):
                action = dataclasses.replace(action, at=self.sitting_time())
            self.action_requested.emit(self._player, action)

    def put(self, index: int, square: int, letter: str | None = None) -> bool:
        """Put rack tile ``index`` on ``square`` (a blank asks for its letter unless given)."""
        if not self._can_edit() or not 0 <= index < len(self._rack) or not self._is_free(square):
            return False
        tile = self._rack[index]
        if tile == BLANK and letter is None:
            self._ask_blank(index, square)
            return False
        position = self._position(square)
        self._cursor_at = self._position(self._cursor)
        self._put_order.append(position)
        self.rack.select(None)
        cell = (letter or "").lower() if tile == BLANK else tile.upper()
        self._send(PutTile(position[0], position[1], cell))
        return True

    def take_back(self, square: int, position: int | None = None) -> bool:
        """Take the tile on ``square`` back to the rack (at rack ``position``, else the end)."""
        if not self._can_edit() or square not in self._placed or self._player is None:
            return False
        tile = self._placed[square].rack_tile
        order = list(self._rack)
        where = len(order) if position is None else max(0, min(position, len(order)))
        order.insert(where, tile)
        self._rack_orders.remember(self._player, order)
        row, column = self._position(square)
        self._send(TakeTile(row, column))
        return True

    def take_back_last(self) -> None:
        if self._order and self._can_edit():
            square = self._order[-1]
            self._cursor_at = self._position(square)
            self.take_back(square)

    def take_back_all(self) -> None:
        # Esc must not undo a whole crossword tile by tile: it only drops the rack selection.
        self.rack.select(None)

    def move_placed(self, source: int, target: int) -> bool:
        if not self._can_edit() or source not in self._placed or not self._is_free(target):
            return False
        (row, column), (to_row, to_column) = self._position(source), self._position(target)
        self._put_order = [
            (to_row, to_column) if p == (row, column) else p for p in self._put_order
        ]
        self._send(MoveTile(row, column, to_row, to_column))
        return True

    def _on_square_clicked(self, square: int) -> None:
        # As the shared one, but the cursor is kept as a grid position before any action is
        # sent: the answer redraws the grid, whose window may move.
        if self._player is None:
            return
        if square in self._placed:
            self._cursor_at = self._position(square)
            self.take_back(square)
            return
        selected = self.rack.selected
        if selected is not None and self._is_free(square):
            self.put(selected, square)
            return
        if square == self._cursor:
            self._across = not self._across
        self._cursor, self._cursor_at = square, self._position(square)
        self.board.set_cursor(self._cursor, self._across)

    def _move_cursor(self, rows: int, columns: int) -> None:
        super()._move_cursor(rows, columns)
        self._cursor_at = self._position(self._cursor)
        self.grid_view.ensure_visible(self._cursor)

    def submit(self) -> None:
        # Enter never ends the sitting by accident; "Gotowe" does.
        self.message_label.setText(self.tr("Gdy krzyżówka będzie gotowa, kliknij „Gotowe”."))

    def done(self) -> None:
        view = self._view
        if not self._can_edit() or view is None or view.assessment is None:
            return
        if not view.can_finish and view.assessment.problem is not None:
            # What is wrong is said once, in the words above (issue #28).
            self.message_label.setText(
                self.tr("Tej krzyżówki nie można jeszcze oddać: popraw to, co oznaczone ✗.")
            )
            return
        self._send(EndSitting())

    def shuffle(self) -> None:
        if self._player is None:
            return
        self._shuffler.shuffle(self._rack)
        self.rack.select(None)
        self._changed()

    def sort(self) -> None:
        if self._player is None:
            return
        self._rack[:] = self._sorter.next_order(self._rack)
        self.rack.select(None)
        self._changed()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.handle_key(event):
            event.accept()
            return
        super().keyPressEvent(event)

    def open_swap(self) -> ExchangeDialog | None:
        view, player = self._view, self._player
        if view is None or player is None or not self._can_edit() or view.swap_used:
            return None
        dialog = ExchangeDialog(
            self._rack,
            self.values,
            view.table_count,
            self,
            exactly=SWAP_SIZE,
            title=self.tr("Wymiana dwóch płytek"),
            intro=self.tr(
                "Zaznacz dwie płytki ze stojaka: wrócą na stół, a ty wylosujesz w zamian dwie "
                "inne. Raz na rundę."
            ),
        )
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.accepted.connect(lambda: self._swap(player, dialog.chosen()))
        dialog.finished.connect(lambda _result: self._forget_swap_dialog(dialog))
        self.swap_dialog = dialog
        dialog.open()
        return dialog

    def _swap(self, player: int, tiles: str) -> None:
        if len(tiles) == SWAP_SIZE and player == self._player:
            self._send(SwapTiles(tiles))

    def _forget_swap_dialog(self, dialog: ExchangeDialog) -> None:
        if self.swap_dialog is dialog:
            self.swap_dialog = None

    def _close_dialogs(self) -> None:
        """Nothing of one player's sitting may stay open for the next."""
        self.close_blank_dialog()
        if self.swap_dialog is not None:
            self.swap_dialog.done(QDialog.DialogCode.Rejected)
        self.swap_dialog = None

    # -- redrawing --------------------------------------------------------------------------
    def _update_buttons(self) -> None:
        view = self._view
        active = self._can_edit() and view is not None
        self.done_button.setEnabled(active)
        can_swap = (
            active
            and view is not None
            and not view.swap_used
            and len(self._rack) >= SWAP_SIZE
            and view.table_count >= SWAP_SIZE
        )
        self.swap_button.setEnabled(can_swap)
        self.swap_button.setToolTip(
            self.tr("Wymiana dwóch płytek została już wykorzystana w tej rundzie.")
            if view is not None and view.swap_used
            else self.tr("Raz na rundę: dwie płytki ze stojaka za dwie losowe ze stołu.")
        )
        self.shuffle_button.setEnabled(active and len(self._rack) > 1)
        self.sort_button.setEnabled(active and len(self._rack) > 1)

    def _changed(self) -> None:
        self.rack.set_tiles(self._rack, self.values)
        self.board.set_placing(self._placed)
        self.board.set_cursor(self._cursor, self._across)
        self.grid_view.follow_cursor(self._cursor)
        self._remember_order()
        self._update_words()
        self._update_buttons()

    def _remember_order(self) -> None:
        # The tiles on the grid are not on the rack: only the rack's own order is kept.
        if self._player is not None:
            self._rack_orders.remember(self._player, self._rack)

    def _update_words(self) -> None:
        view = self._view
        if view is None or view.assessment is None or view.grid is None:
            self.words_label.clear()
            self.board.set_flagged(())
            return
        judged = view.assessment
        wrong = set(judged.unknown)
        self.board.set_flagged(
            self._local(square)
            for word in judged.words
            if word.word in wrong
            for square in word.squares
        )
        if not view.grid:
            self.words_label.setText(
                escape(
                    self.tr(
                        "Połóż płytki na swojej siatce: przeciągnij, kliknij albo pisz literami."
                    )
                )
            )
            return
        bad = set(judged.unknown)
        words = words_html(judged.words, bad)
        lines = [escape(self.tr("Słowa: ")) + (words or "—")]
        if judged.valid:
            head = self.tr("Teraz: {points} pkt").format(points=view.preview_total)
            lines.insert(0, f"<b style='color:{GOOD_COLOUR}'>{escape(head)}</b>")
        else:
            assert judged.problem is not None
            lines.append(
                f"<span style='color:{BAD_COLOUR}'>✗ {escape(self.problem_text(judged.problem))}"
                "</span>"
            )
            lines.append(
                escape(
                    self.tr(
                        "Gdyby czas minął teraz: {points} pkt (każde poprawne słowo; +20 tylko "
                        "za jedną całą krzyżówkę)."
                    )
                ).format(points=view.preview_total)
            )
        on_rack = len(self._rack)
        lines.append(
            escape(
                self.tr("Na stojaku: {n}. Wszystkie płytki w krzyżówce: +{bonus} pkt.").format(
                    n=on_rack, bonus=view.all_tiles_bonus
                )
            )
        )
        self.words_label.setText("<br>".join(lines))

    def has_unsent_move(self) -> bool:
        return False  # every tile laid is an action, saved at once

    def problem_text(self, problem: Rejected) -> str:
        """Why the crossword cannot be handed in; an own-grid wording for parts apart (the
        shared sentence speaks of a board's new word)."""
        if problem.reason is Reason.NOT_CONNECTED:
            return self.tr(
                "Krzyżówka ma {parts} osobne części: wszystkie słowa muszą się łączyć."
            ).format(parts=problem.details.get("parts", 2))
        return explain(problem)

    def words_text(self) -> str:
        """The words panel as plain text (for tests and screen readers)."""
        from PySide6.QtGui import QTextDocument

        document = QTextDocument()
        document.setHtml(self.words_label.text())
        return document.toPlainText()


def _warm_up() -> None:
    # Imported here: the lexicon loads in a worker when a game opens, never at start-up.
    from engines.lexicon import load_lexicon
    from engines.puzzle.words import puzzle_dictionary

    load_lexicon("pl")
    puzzle_dictionary()


def _rounds_done(state: Any) -> int:
    assert isinstance(state, Gra2State)
    return len(state.history)


UI = GameUi(warm_up=_warm_up, rounds_done=_rounds_done, make_screen=Gra2Screen)
