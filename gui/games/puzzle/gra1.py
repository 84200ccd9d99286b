"""GRA I of the letter puzzles: a crossword on an unbounded table, racks of 7.

The table (:mod:`gui.games.puzzle.table_grid`) scrolls and zooms and grows as words are played;
the first word starts in the middle (★). Tiles are placed as on the crossword board
(:mod:`gui.widgets.placing`: drag, click, keyboard cursor, blanks). The side panel has the rack, the
live preview (every word the tiles form with its score, or why the move is not allowed), the
buttons (submit, take back, pass, exchange), the scores, the pool, the letters not seen and the
history; the end shows the final table.

Every decision is the engine's (:mod:`engines.puzzle.gra1`): ``place_from_tiles`` turns the
squares into a ``PlaceWord``, ``check_place`` scores it and ``check_move`` checks the rack and
the dictionary; the sentence for a refusal comes from :mod:`gui.support.reasons`.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from html import escape
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from engines.core import PlayerId, Reason, Rejected
from engines.crossword.leave import load_leave_table
from engines.crossword.placement import NewTile
from engines.lexicon.lexicon import ALPHABETS
from engines.puzzle.gra1 import (
    ExchangeTiles,
    Gra1View,
    PassTurn,
    PlaceWord,
    TablePlay,
    TableTile,
    check_move,
    check_place,
    dictionary_of,
    place_from_tiles,
)
from engines.tiles import BLANK
from gui.games import GameUi
from gui.games.board_turns import (
    BoardTurnScreen,
    RackSorter,
    board_beside_panel,
    boxed,
    button_row,
    heading_label,
    idle_text,
    message_label,
    preview_label,
    quiet_label,
    rack_row,
    show_refusal,
    show_status,
    sort_button,
)
from gui.games.puzzle.table_grid import SMALLEST, TableGrid, ZoomableTable
from gui.session import GameSession
from gui.support.reasons import GRA1_WORDING, explain
from gui.widgets.placing import TilePlacing
from gui.widgets.rack import RackWidget
from gui.widgets.tile_dialogs import ExchangeDialog
from gui.widgets.tile_panel import (
    BAD_COLOUR,
    GOOD_COLOUR,
    HistoryTable,
    ScoresTable,
    UnseenLabel,
    last_move_squares,
    since_last_turn,
    words_html,
)

PANEL_WIDTH = 500


def table_position(place: PlaceWord) -> str:
    """Where a word starts on the table, counted from the middle square (★, where the first
    word starts: ``(0, 0)``) in rows down and columns right, with its direction: ``(2, −1)→``
    across, ``(2, −1)↓`` down.

    >>> table_position(PlaceWord(2, -1, False, "kot"))
    '(2, −1)↓'
    """
    row, column = (str(n).replace("-", "−") for n in (place.row, place.column))
    return f"({row}, {column}){'→' if place.across else '↓'}"


class Gra1History(HistoryTable):
    """The history with a move written as where it starts on the table and every word it
    formed (``(0, 2)↓ KOT, OS``)."""

    def notation(self, text: str) -> str:
        """``3 -1 a KoT`` → ``(3, −1)→ KoT`` (a blank's letter stays lowercase)."""
        try:
            place = PlaceWord.parse(text)
        except Rejected:
            return text
        return f"{table_position(place)} {place.word}"

    def placed(self, turn: Any) -> str:
        words = ", ".join(w.word.upper() for w in turn.words)
        return f"{table_position(turn.place)} {words}"

    def tooltip(self, turn: Any) -> str:
        words = super().tooltip(turn)
        if turn.place is None:
            return words
        where = self.tr(
            "Położenie: wiersz i kolumna pierwszej litery, licząc od środkowego pola ★ "
            "(0, 0) w dół i w prawo; → poziomo, ↓ pionowo."
        )
        return f"{words}\n{where}"


class Gra1Unseen(UnseenLabel):
    """The letters not seen, with the puzzles' pool instead of a bag."""

    def head_text(self, view: Any, total: int) -> str:
        if view.player is None:
            return self.tr("Puzzle poza stołem: {n}").format(n=total)
        return self.tr("Niewidoczne dla ciebie: {n} (pula {pool}, stojaki rywali {racks})").format(
            n=total, pool=view.bag_count, racks=total - view.bag_count
        )


class Gra1Screen(TilePlacing, BoardTurnScreen):
    board: TableGrid
    pass_action = PassTurn
    exchange_action = ExchangeTiles

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._session = session
        self._names = [seat.name for seat in session.seats]
        public: Gra1View = session.view(None)
        self.values = dict(public.values)
        self.alphabet = "".join(letter for letter in public.values if letter != BLANK)
        self.init_placing()
        #: The view of the player whose turn is open (None: nobody's).
        self._view: Gra1View | None = None
        self._shuffler = random.Random()
        self._sorter = RackSorter(ALPHABETS["pl"], load_leave_table("pl").vowels)
        self._build()
        self._cursor = self._local((0, 0))
        self.show_public("")
        self.refresh()

    # -- building ---------------------------------------------------------------------------
    def _build(self) -> None:
        self.board = TableGrid()
        self.board.setToolTip(self._help_text())
        self.table_view = ZoomableTable(self.board)

        self.turn_label = heading_label(self.font())
        self.status_label = quiet_label()
        self.status_label.hide()

        self.rack = RackWidget()
        self.shuffle_button = QPushButton(self.tr("&Tasuj"))
        self.shuffle_button.setToolTip(self.tr("Wymieszaj płytki na stojaku"))
        self.shuffle_button.clicked.connect(self.shuffle)
        self.sort_button = sort_button(self.sort)
        rack_and_shuffle = rack_row(self.rack, self.shuffle_button, self.sort_button)

        self.preview_label = preview_label(self.font(), 1.1)
        self.message_label = message_label()
        self.connect_placing()

        self.make_turn_buttons(
            self.tr("C&ofnij płytki"), self.submit, self.take_back_all, self.open_exchange
        )
        buttons = button_row(
            (self.submit_button, self.take_back_button, self.pass_button, self.exchange_button)
        )

        self.scores = ScoresTable(self._names, hints=False)
        self.pool_label = QLabel()
        self.unseen_label = Gra1Unseen()
        self.history = Gra1History(self._names)
        history_box = boxed(self.tr("Historia ruchów"), self.history)
        # "What was possible" for the player's own moves; its button beside the pool.
        possible = self.make_possible(self.history)
        pool_row = QHBoxLayout()
        pool_row.addWidget(self.pool_label, 1)
        pool_row.addWidget(self.possible_button)
        self.preview_label.setToolTip(self._help_text())

        board_beside_panel(
            self,
            self.table_view,
            PANEL_WIDTH,
            [
                self.turn_label,
                self.status_label,
                rack_and_shuffle,
                self.preview_label,
                self.message_label,
                buttons,
                4,
                self.scores,
                pool_row,
                self.unseen_label,
                possible,
                history_box,
            ],
            grows=history_box,
        )

    def _help_text(self) -> str:
        return self.tr(
            "Przeciągnij płytkę ze stojaka na pole albo kliknij płytkę, a potem pole. "
            "Kliknięcie położonej płytki zdejmuje ją. Z klawiatury: kliknij pole albo przesuń "
            "kursor strzałkami, spacja zmienia kierunek (→ poziomo, ↓ pionowo), pisz litery; "
            "gdy litery brak, używa się mydełka. Enter zatwierdza, Backspace cofa ostatnią "
            "płytkę, Esc wszystkie. Stół rośnie razem z krzyżówką: przewijaj go, a Ctrl+kółko "
            "albo przyciski −/+ go przybliżają."
        )

    # -- reading ----------------------------------------------------------------------------
    def _public(self) -> Gra1View:
        view: Gra1View = self._session.view(None)
        return view

    def _panel_view(self) -> Gra1View:
        if self.viewer is not None:
            view: Gra1View = self._session.view(PlayerId(self.viewer))
            return view
        return self._public()

    def _local(self, position: tuple[int, int]) -> int:
        """The square showing table ``position`` (the window always holds the positions the
        screen keeps)."""
        square = self.board.square_of(*position)
        assert square is not None
        return square

    def table_tiles(self) -> list[TableTile]:
        """The tiles being placed, in table positions, in the order they were put down."""
        return [
            TableTile(*self.board.position(t.square), t.letter, t.blank)
            for t in self.placed_in_order()
        ]

    # -- GameScreen -------------------------------------------------------------------------
    def refresh(self) -> None:
        public = self._public()
        self._show_table(public)
        own = self._panel_view()
        self.scores.show_view(public)
        self.history.show_view(own)
        self.unseen_label.show_view(own)
        self.pool_label.setText(self.tr("Puzzle w puli: {n}").format(n=public.bag_count))
        show_status(self.status_label, self._status_text(public))

    def _show_table(self, view: Gra1View) -> None:
        """The table's tiles; the window grows around them (and keeps the tiles being placed
        and the cursor on their positions)."""
        placed = [(self.board.position(s), tile) for s, tile in self._placed.items()]
        order = [self.board.position(s) for s in self._order]
        cursor = self.board.position(self._cursor)
        include = [position for position, _ in placed] + [cursor]
        if self.board.set_table(view.table.tiles, self.values, include):
            self._placed = {}
            for position, tile in placed:
                square = self._local(position)
                self._placed[square] = NewTile(square, tile.letter, tile.blank)
            self._order = [self._local(position) for position in order]
            self._cursor = self._local(cursor)
            self.board.set_placing(self._placed)
            self.board.set_cursor(self._cursor, self._across)
        last = last_move_squares(view.history)
        last_squares = [s for s in (self.board.square_of(r, c) for r, c in last) if s is not None]
        self.board.set_last_move(last_squares)
        self.show_arrival(self.board, self._session.seats, view.history, last_squares)
        # Every tile laid since the viewing player's last turn is marked too.
        recent = since_last_turn(view.history, self._player)[1] if self._player is not None else ()
        self.board.set_recent(
            square
            for square in (self.board.square_of(r, c) for r, c in recent)
            if square is not None
        )
        self.table_view.caption.setText(
            self.tr("Płytki na stole: {n}").format(n=len(view.table))
            if len(view.table)
            else self.tr("Stół jest pusty: pierwsze słowo zaczyna się na środku (★).")
        )
        self.table_view.auto_fit()

    def _status_text(self, view: Gra1View) -> str:
        if view.end is not None:
            return self.tr("Gra skończona.")
        parts = []
        if view.table.is_empty:
            parts.append(
                self.tr("Pierwsze słowo może leżeć gdziekolwiek — zacznij od środka stołu (★).")
            )
        else:
            parts.append(
                self.tr("Każde następne słowo musi przecinać albo przedłużać słowo na stole.")
            )
        if not view.history and view.start_draws:
            parts.append(self._draw_text(view))
        return " ".join(parts)

    def _draw_text(self, view: Gra1View) -> str:
        """Who drew which puzzle to decide the order (a blank counts as before A)."""
        rounds = []
        for row in view.start_draws:
            drawn = ", ".join(
                f"{self._names[p]} {'?' if tile == BLANK else tile.upper()}"
                for p, tile in enumerate(row)
                if tile is not None
            )
            rounds.append(drawn)
        return self.tr("Losowanie: {draws} — kolejność: {order}.").format(
            draws="; ".join(rounds), order=", ".join(self._names[p] for p in view.order)
        )

    def show_public(self, note: str) -> None:
        self._viewer = None
        self._close_dialogs()
        self.close_placing()
        self._view = None
        self.turn_label.setText(note)
        self.preview_label.clear()
        self.message_label.clear()
        self._update_buttons()
        self.refresh()

    def show_turn(self, player: int, can_wait: bool) -> None:
        self._close_dialogs()
        view: Gra1View = self._session.view(PlayerId(player))
        assert view.rack is not None
        self._player = player
        self._view = view
        self._placed = {}
        self._order = []
        self._rack = self._arranged(player, view.rack)
        self.message_label.clear()
        self.turn_label.setText(self.tr("Ruch: {name}").format(name=self._names[player]))
        self.board.interactive = True
        self.rack.interactive = True
        if view.table.is_empty:
            self._cursor, self._across = self._local((0, 0)), True
        self.refresh()
        last = (self.board.square_of(r, c) for r, c in last_move_squares(view.history))
        self.start_cursor((s for s in last if s is not None), self._cursor)
        self._changed()
        self.table_view.centre_on_tiles()
        self.board.setFocus(Qt.FocusReason.OtherFocusReason)

    def show_rejected(self, rejected: Rejected) -> None:
        show_refusal(self.preview_label, self.message_label, explain(rejected, GRA1_WORDING))
        self.board.setFocus(Qt.FocusReason.OtherFocusReason)

    def final_details(self) -> QWidget | None:
        public = self._public()
        if public.end is None:
            return None
        return Gra1EndSummary(public, self._names, self.values)

    # -- the turn ---------------------------------------------------------------------------
    def _update_buttons(self) -> None:
        view = self._view
        active = view is not None and self._player is not None
        self.submit_button.setEnabled(active and bool(self._placed))
        self.take_back_button.setEnabled(active and bool(self._placed))
        self.pass_button.setEnabled(active)
        bag = view.bag_count if view is not None else 0
        self.exchange_button.setEnabled(active and bag > 0)
        self.exchange_button.setToolTip(
            self.tr("Można wymienić najwyżej tyle płytek, ile jest w puli ({n}).").format(n=bag)
            if bag
            else self.tr("Pula jest pusta: wymiana niemożliwa.")
        )
        self.shuffle_button.setEnabled(active and len(self._rack) > 1)
        self.sort_button.setEnabled(active and len(self._rack) > 1)
        self._update_possible()

    def _changed(self) -> None:
        self._remember_order()
        # Each tile laid leaves its place empty until the move is played or taken back.
        self.rack.set_tiles(self._rack, self.values, self._slots.gaps())
        self.board.set_placing(self._placed)
        self.board.set_cursor(self._cursor, self._across)
        self.table_view.follow_cursor(self._cursor)
        self._update_preview()
        self._update_buttons()

    def _move_cursor(self, rows: int, columns: int) -> None:
        super()._move_cursor(rows, columns)
        self.table_view.ensure_visible(self._cursor)

    # -- the preview (the engine's answers) -------------------------------------------------
    def placement(self) -> PlaceWord | None:
        """The ``PlaceWord`` the tiles on the table make now (None if they make none)."""
        if not self._placed or self._view is None:
            return None
        try:
            return place_from_tiles(self._view.table, self.table_tiles())
        except Rejected:
            return None

    def preview(self) -> tuple[TablePlay | None, Rejected | None]:
        """The placement checked by the engine: the play (words and scores) and the refusal
        (None when the move would be accepted)."""
        view = self._view
        if view is None or view.rack is None or not self._placed:
            return None, None
        try:
            place = place_from_tiles(view.table, self.table_tiles())
            play = check_place(view.table, place, len(view.rack))
        except Rejected as refusal:
            return None, refusal
        try:
            check_move(view.table, view.rack, place, dictionary_of(view))
        except Rejected as refusal:
            return play, refusal
        return play, None

    def _update_preview(self) -> None:
        view = self._view
        if view is None or self._player is None:
            return
        if not self._placed:
            self.board.set_flagged(())
            self.preview_label.setText(
                idle_text(
                    self.tr("Połóż płytki na stole: przeciągnij, kliknij albo pisz literami."),
                    self.tr(
                        "Klawiatura: strzałki, spacja — kierunek, litery, Enter. Ctrl+kółko: zoom."
                    ),
                )
            )
            return
        play, refusal = self.preview()
        bad_words = set(refusal.details.get("words", ())) if refusal is not None else set()
        self.board.set_flagged(
            square
            for word in (play.words if play is not None else ())
            if word.word in bad_words
            for square in (self.board.square_of(*position) for position in word.squares)
            if square in self._placed
        )
        lines = []
        if play is not None:
            words = words_html(play.words, bad_words)
            colour = BAD_COLOUR if refusal is not None else GOOD_COLOUR
            head = self.tr("{word}: {points} pkt").format(
                word=play.main_word.upper(), points=play.score
            )
            lines.append(f"<b style='color:{colour}'>{escape(head)}</b>")
            lines.append(escape(self.tr("Słowa: ")) + words)
            if play.bingo:
                lines.append(
                    escape(
                        self.tr("+{bonus} pkt premii za wszystkie {n} płytek").format(
                            bonus=play.bingo, n=view.bingo_tiles
                        )
                    )
                )
        if refusal is not None:
            because = escape(explain(refusal, GRA1_WORDING))
            lines.append(f"<span style='color:{BAD_COLOUR}'>✗ {because}</span>")
        self.preview_label.setText("<br>".join(lines))

    def preview_text(self) -> str:
        """The preview as plain text (for tests and screen readers)."""
        document = QTextDocument()
        document.setHtml(self.preview_label.text())
        return document.toPlainText()

    # -- actions ----------------------------------------------------------------------------
    def submit(self) -> None:
        view, player = self._view, self._player
        if view is None or player is None:
            return
        if not self._placed:
            self.message_label.setText(
                explain(Rejected(Reason.NO_NEW_TILES, word=""), GRA1_WORDING)
            )
            return
        try:
            place = place_from_tiles(view.table, self.table_tiles())
        except Rejected as refusal:
            self.show_rejected(refusal)
            return
        self.action_requested.emit(player, place)

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

    def open_exchange(self) -> ExchangeDialog | None:
        view, player = self._view, self._player
        if view is None or player is None or view.bag_count <= 0:
            return None
        self.take_back_all()
        return self.open_exchange_dialog(
            self._rack,
            self.values,
            view.bag_count,
            intro=self.tr(
                "Zaznacz płytki, które wracają do puli; dostaniesz tyle samo nowych. "
                "Wymiana kończy ruch bez punktów."
            ),
            limit=self.tr("Wybrane: {n}. W puli: {bag} — tyle najwyżej można wymienić."),
        )

    def _close_dialogs(self) -> None:
        """Nothing of one player's turn may stay open for the next."""
        self._close_possible()
        self.close_blank_dialog()
        self._close_exchange_dialog()


class Gra1EndSummary(QWidget):
    """The final table and how the game ended (no tiles are counted off: GRA I has no
    end-of-game adjustment)."""

    def __init__(
        self,
        view: Gra1View,
        names: Sequence[str],
        values: dict[str, int],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        end = view.end
        assert end is not None
        self.grid = TableGrid(margin=1, minimum=None)
        self.grid.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.grid.set_table(view.table.tiles, values)
        self.table_view = ZoomableTable(self.grid, fit_smallest=SMALLEST)
        self.table_view.setMinimumSize(380, 300)
        if end.went_out is not None:
            text = self.tr("{name} kończy grę ostatnią płytką przy pustej puli.").format(
                name=names[end.went_out]
            )
        else:
            text = self.tr("Przez pełną kolejkę nikt nie ułożył słowa.")
        self.explanation = QLabel(text)
        self.explanation.setWordWrap(True)
        left = [
            f"{names[p]}: " + (" ".join("?" if t == BLANK else t.upper() for t in rack) or "—")
            for p, rack in enumerate(end.racks)
        ]
        self.racks_label = QLabel(
            self.tr("Zostało na stojakach (bez odliczania punktów):") + "\n" + "\n".join(left)
        )
        self.racks_label.setWordWrap(True)
        right = QVBoxLayout()
        right.addWidget(self.explanation)
        right.addWidget(self.racks_label)
        right.addStretch(1)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.table_view, 2)
        layout.addSpacing(12)
        layout.addLayout(right, 1)


def _warm_up() -> None:
    # Imported here: the lexicon loads in a worker when a game opens, never at start-up.
    from engines.lexicon import load_lexicon
    from engines.lexicon.common import common_words
    from engines.puzzle.words import puzzle_dictionary

    puzzle_dictionary()
    load_lexicon("pl")
    common_words("pl")


def _rounds_done(state: Any) -> int:
    return 0


UI = GameUi(warm_up=_warm_up, rounds_done=_rounds_done, make_screen=Gra1Screen)
