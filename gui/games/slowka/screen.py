"""Słówka: the board, the current player's tokens behind the hand-over screen, the word being
traced with its running score, the score sheet and the end summary.

A turn has two parts, as at the table. Tokens go on the board by dragging them from the rack,
by clicking a rack token and then a square, or from the keyboard (arrows move the cursor, a
typed letter lays the matching token on the cursor's square). Then the word is pointed out:
click its tokens one after another, or drag through them; the path shows as a line, with its
letters and running score, and why the move is not allowed yet. Typing a letter on a token
already lying there adds it to the word, and a token typed next to the word's last one joins
it, so a whole move can be typed. Enter plays, Backspace takes back the last step (a token of
the word, else the last token laid), Esc everything.

Every decision is the engine's: :func:`~engines.slowka.moves.check_tokens` checks the laid
tokens, :func:`~engines.slowka.moves.trace` turns them and the path into the ``Place`` to send,
:func:`~engines.slowka.rules.check_play` scores it and the lexicon says whether the word is
one; the sentence for any refusal comes from :mod:`gui.support.reasons`.

The screen reads the game through the player's view and the public view only (the board, the
rack, the pending word), so it serves a network seat too (:mod:`gui.network`), whose session
has nothing else: there the host's computers decide their challenges on the host, and the
analysis of one's moves, which replays the whole record, is not offered.
"""

from __future__ import annotations

import random
import unicodedata
from collections.abc import Sequence
from html import escape
from typing import Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QFont, QKeyEvent, QTextDocument
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QWidget,
)

from engines.core import PlayerId, Reason, Rejected
from engines.crossword.leave import load_leave_table
from engines.lexicon.lexicon import ALPHABETS
from engines.slowka.actions import Challenge, Place
from engines.slowka.board import Board, load_layout
from engines.slowka.moves import Play, check_tokens, surrounded_bonuses, trace
from engines.slowka.rules import check_play, context
from engines.slowka.state import CHALLENGED_OFF, LOST_TURN, SlowkaView, taken_bonuses
from engines.tiles import Rack
from gui.games import GameUi
from gui.games.board_turns import (
    BoardTurnScreen,
    ChallengeBox,
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
    turn_area,
)
from gui.games.slowka.board import PLAYER_COLOURS, SlowkaBoard
from gui.games.slowka.panel import EndSummary, SlowkaSheet, arithmetic, last_play
from gui.session import GameSession
from gui.support.reasons import SLOWKA_WORDING, explain
from gui.widgets.placing import BoardInput
from gui.widgets.rack import RackWidget
from gui.widgets.rack_order import RackOrders, RackSlots
from gui.widgets.score_sheet import ScoresTable, UnseenTiles
from gui.widgets.tile_dialogs import ExchangeDialog
from gui.widgets.tile_panel import BAD_COLOUR, GOOD_COLOUR
from gui.widgets.tiles import FROM_BOARD, FROM_RACK

#: The keys that move the cursor one step diagonally: (rows, columns).
DIAGONALS = {
    Qt.Key.Key_Home: (-1, -1),
    Qt.Key.Key_PageUp: (-1, 1),
    Qt.Key.Key_End: (1, -1),
    Qt.Key.Key_PageDown: (1, 1),
}
PANEL_WIDTH = 460
RACK_SIZE = 6


class SlowkaScreen(BoardInput, BoardTurnScreen):
    board: SlowkaBoard

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._session = session
        self._names = [seat.name for seat in session.seats]
        public: SlowkaView = session.view(None)
        self._setup = session.setup
        ctx = context(self._setup)
        self._ctx = ctx
        self._tile_set = ctx.tile_set
        self.alphabet = self._tile_set.alphabet
        self.values = {letter: self._tile_set.value(letter) for letter in self.alphabet}
        self._layout = load_layout(public.board_id)
        #: How a word is read in this game (the rule option): through corners too, or sides.
        self._reading = public.reading
        self._challenge_mode = public.challenge
        self._colours = [PLAYER_COLOURS[p % len(PLAYER_COLOURS)] for p in range(public.players)]
        #: The view of the player whose turn is open (None: nobody's).
        self._view: SlowkaView | None = None
        #: The rack tokens not on the board, in the player's own order.
        self._rack: list[str] = []
        #: Tokens laid this turn, by square, and the order they were laid in.
        self._laid: dict[int, str] = {}
        self._order: list[int] = []
        #: The word being traced: its squares in reading order.
        self._path: list[int] = []
        #: Each player's rack order, kept between their turns (it is theirs to arrange).
        self._rack_orders = RackOrders()
        self._slots = RackSlots()
        self._cursor = self._layout.start
        self.end_summary: EndSummary | None = None
        self._shuffler = random.Random()
        self._sorter = RackSorter(ALPHABETS["pl"], load_leave_table("pl").vowels)
        self._build()
        self.show_public("")
        self.refresh()

    # -- building ---------------------------------------------------------------------------
    def _build(self) -> None:
        self.board = SlowkaBoard(self._layout, self._colours, self._names)
        self.board.square_clicked.connect(self._on_square_clicked)
        self.board.tile_dropped.connect(self._on_tile_dropped)
        self.board.trace_started.connect(self._on_trace_started)
        self.board.traced.connect(self._on_traced)
        self.board.key_handler = self.handle_key
        self.board.setToolTip(self._help_text())

        self.turn_label = heading_label(self.font())
        self.status_label = quiet_label()
        self.status_label.hide()

        self.rack = RackWidget(RACK_SIZE)
        self.connect_rack()
        self.shuffle_button = QPushButton(self.tr("&Tasuj"))
        self.shuffle_button.setToolTip(self.tr("Wymieszaj żetony na stojaku"))
        self.shuffle_button.clicked.connect(self.shuffle)
        self.sort_button = sort_button(self.sort)
        rack_and_shuffle = rack_row(
            self.rack, self.shuffle_button, self.sort_button, rack_grows=True
        )

        self.challenge_box = ChallengeBox(
            self.tr("Sprawdzanie słowa"),
            self.tr("&Sprawdź słowo"),
            self._on_challenge,
            self._on_accept,
        )
        self.challenge_label = self.challenge_box.label
        self.challenge_button = self.challenge_box.challenge_button

        self.word_label = QLabel()
        self.word_label.setTextFormat(Qt.TextFormat.RichText)
        word_font = QFont(self.font())
        word_font.setPointSizeF(word_font.pointSizeF() * 1.8)
        word_font.setBold(True)
        self.word_label.setFont(word_font)
        self.word_label.setMinimumHeight(self.word_label.fontMetrics().height() + 4)
        self.preview_label = preview_label(self.font())
        self.message_label = message_label()

        self.make_turn_buttons(
            self.tr("C&ofnij żetony"), self.submit, self.take_back_all, self.open_exchange
        )
        buttons = button_row(
            (self.submit_button, self.take_back_button, self.pass_button, self.exchange_button),
            fill=True,
        )
        turn = turn_area(self.word_label, self.preview_label, self.message_label, buttons)
        self.challenge_box.stands_in_for(turn)

        self.scores = ScoresTable(
            self._names,
            [self.tr("Najlepsze słowo")],
            self._colours,
            clock=self._session.game_clock.on,
        )
        self.pool_label = QLabel()
        self.unseen_label = UnseenTiles()
        self.sheet = SlowkaSheet(self._names, self.values, self._layout)
        sheet_box = boxed(self.tr("Zapis punktów"), self.sheet)
        # "What was possible" for the player's own moves; its button beside the pool.
        possible = self.make_possible(self.sheet)
        pool_row = QHBoxLayout()
        pool_row.addWidget(self.pool_label, 1)
        pool_row.addWidget(self.possible_button)
        self.preview_label.setToolTip(self._help_text())

        board_beside_panel(
            self,
            self.board,
            PANEL_WIDTH,
            [
                self.turn_label,
                self.status_label,
                rack_and_shuffle,
                self.challenge_box,
                turn,
                4,
                self.scores,
                pool_row,
                self.unseen_label,
                possible,
                sheet_box,
            ],
            grows=sheet_box,
        )

    def _help_text(self) -> str:
        return self.tr(
            "Najpierw połóż żetony: przeciągnij je ze stojaka na jasne pola albo kliknij żeton, "
            "a potem pole. Potem wskaż słowo: klikaj jego żetony po kolei albo przeciągnij "
            "przez nie myszą; kliknięcie ostatniego żetonu słowa cofa go. Położony żeton "
            "wraca na stojak, gdy go tam przeciągniesz. Z klawiatury: strzałki przesuwają "
            "kursor, Home, PgUp, End i PgDn — po skosie; litera kładzie żeton na polu kursora "
            "albo dodaje do słowa żeton, który tam leży, spacja dodaje żeton spod kursora. "
            "Enter zatwierdza, Backspace cofa ostatni krok, Esc wszystko."
        )

    # -- reading ----------------------------------------------------------------------------
    @property
    def player(self) -> int | None:
        return self._player

    @property
    def laid(self) -> dict[int, str]:
        return dict(self._laid)

    @property
    def path(self) -> tuple[int, ...]:
        return tuple(self._path)

    @property
    def rack_tiles(self) -> tuple[str, ...]:
        return tuple(self._rack)

    def has_unsent_move(self) -> bool:
        return self._player is not None and bool(self._laid or self._path)

    def _public(self) -> SlowkaView:
        view: SlowkaView = self._session.view(None)
        return view

    def _board(self) -> Board:
        """The board as the open turn's player sees it (as everyone does when none is open)."""
        return (self._view or self._public()).board

    # -- GameScreen -------------------------------------------------------------------------
    def refresh(self) -> None:
        public = self._public()
        own = self._view_for_panel()
        self.board.set_board(public.board, self.values, taken_bonuses(public.history))
        play = last_play(public.history)
        if play is not None:
            self.board.set_last_move((s for s, _ in play.placed), play.squares)
        else:
            self.board.set_last_move(())
        arrived = [s for s, _ in play.placed] if play is not None else []
        self.show_arrival(self.board, self._session.seats, public.history, arrived)
        pending = public.pending
        self.board.set_pending([s for s, _ in pending.play.placed] if pending else [])
        if pending is not None:
            # The word waiting for a check drawn as the last move is: its path through the
            # board, so whoever checks it sees which word it is (issue #40).
            self.board.set_last_move((s for s, _ in pending.play.placed), pending.play.squares)
        acting = frozenset() if public.end is not None else frozenset(public.to_act)
        best = [[str(score)] for score in public.best_words]
        self.scores.show_scores(public.scores, acting, best)
        self.sheet.show_view(own)
        self.pool_label.setText(self.tr("Żetony w puli: {n}").format(n=public.pool_count))
        total = sum(n for _, n in own.unseen)
        if own.player is None:
            head = self.tr("Żetony poza planszą: {n}").format(n=total)
        else:
            head = self.tr(
                "Niewidoczne dla ciebie: {n} (pula {pool}, stojaki rywali {racks})"
            ).format(n=total, pool=own.pool_count, racks=total - own.pool_count)
        self.unseen_label.show_tiles(head, own.unseen)
        show_status(self.status_label, self._status_text(public))

    def _view_for_panel(self) -> SlowkaView:
        if self.viewer is not None:
            view: SlowkaView = self._session.view(PlayerId(self.viewer))
            return view
        return self._public()

    def _status_text(self, view: SlowkaView) -> str:
        if view.end is not None:
            return self.tr("Gra skończona.")
        parts = []
        if not view.history and view.start_draws:
            parts.append(self._draw_text(view))
        if view.history:
            last = view.history[-1]
            if last.kind == CHALLENGED_OFF and last.play is not None:
                parts.append(
                    self.tr(
                        "Sprawdzenie: {word} — nie ma w słowniku. Żetony wróciły do gracza {name}."
                    ).format(word=last.play.word.upper(), name=self._names[last.player])
                )
            elif last.kind == LOST_TURN:
                parts.append(
                    self.tr("Sprawdzone słowo było poprawne: {name} traci kolejkę.").format(
                        name=self._names[last.player]
                    )
                )
            elif last.checked_by is not None and last.play is not None:
                # A right word challenged at no cost: said, or the check would seem ignored.
                parts.append(
                    self.tr("{name} sprawdza słowo {word}: jest w słowniku — zostaje.").format(
                        name=self._names[last.checked_by], word=last.play.word.upper()
                    )
                )
        if view.pending is not None and self.challenge_box.isHidden():
            # (The checker's own box says it, with the word: not twice.)
            checker = self._names[view.to_act[0]] if view.to_act else ""
            parts.append(
                self.tr("Słowo {word} czeka na sprawdzenie ({name}).").format(
                    word=view.pending.play.word.upper(), name=checker
                )
            )
        return " ".join(parts)

    def _draw_text(self, view: SlowkaView) -> str:
        """Who drew which token to decide who starts, and the token on START."""
        rounds = []
        for row in view.start_draws:
            drawn = ", ".join(
                f"{self._names[p]} {tile.upper()}" for p, tile in enumerate(row) if tile is not None
            )
            rounds.append(drawn)
        return self.tr("Losowanie: {draws} — zaczyna {name}. Na polu START: {letter}.").format(
            draws="; ".join(rounds),
            name=self._names[view.first_player],
            letter=view.start_tile.upper(),
        )

    def show_public(self, note: str) -> None:
        self._viewer = None
        self._close_exchange_dialog()
        self._close_possible()
        self._player = None
        self._view = None
        self._rack = []
        self._laid = {}
        self._order = []
        self._path = []
        self.rack.clear()
        self.rack.interactive = False
        self.board.interactive = False
        self.board.set_laid({})
        self.board.set_path([])
        self.challenge_box.set_shown(False)
        self.turn_label.setText(note)
        self.word_label.clear()
        self.preview_label.clear()
        self.message_label.clear()
        self._set_controls_enabled(False)
        self.refresh()

    def show_turn(self, player: int, can_wait: bool) -> None:
        self._close_exchange_dialog()
        self._close_possible()
        view: SlowkaView = self._session.view(PlayerId(player))
        assert view.rack is not None
        self._player = player
        self._view = view
        self._laid = {}
        self._order = []
        self._path = []
        self._rack = self._rack_orders.arranged(player, view.rack)
        self.message_label.clear()
        heading = (
            self.tr("Ruch: {name}")
            if player in view.to_act
            else self.tr("{name}: możesz sprawdzić słowo")  # not next: a challenge only
        )
        self.turn_label.setText(heading.format(name=self._names[player]))
        pending = view.pending
        self.challenge_box.set_shown(pending is not None)
        if pending is not None:
            self._show_challenge(view)
            if isinstance(self._session, GameSession):
                # Any other player may challenge: a computer player at the table does so now
                # (it challenges exactly the wrong words), before the next player decides. A
                # network seat's host asks its own computers.
                QTimer.singleShot(0, lambda: self._computers_check(player))
        self.board.interactive = pending is None
        self.rack.interactive = pending is None
        self.refresh()
        self._changed()
        self.board.setFocus(Qt.FocusReason.OtherFocusReason)

    def _computers_check(self, player: int) -> None:
        """Let each computer player who may challenge the pending move (other than the human
        ``player`` whose screen it is) check it; the first that challenges does so."""
        public = self._public()
        if public.pending is None or self._player != player:
            return  # decided meanwhile
        for other in public.challengers:
            seat = self._session.seats[other]
            if other == player or seat.kind == "human":
                continue
            computer = self._session.game.computer(seat.level or "strong")
            view = self._session.view(other)
            answer = computer.choose(view, random.Random(0), lambda: False, lambda _f: None)
            if isinstance(answer, Challenge):
                # Straight to the session: the window passes on only the current player's
                # actions, and this challenger is not the one whose turn is open.
                self._session.submit(other, answer)
                return

    def privacy_button(self) -> str | None:
        return self.tr("Gotowe — &pokaż moje żetony")

    def show_rejected(self, rejected: Rejected) -> None:
        show_refusal(self.preview_label, self.message_label, explain(rejected, SLOWKA_WORDING))
        self.board.setFocus(Qt.FocusReason.OtherFocusReason)

    def show_game_clock(self, left: Sequence[int | None], running: int | None) -> None:
        self.scores.show_clocks(left, running)

    def final_details(self) -> QWidget | None:
        public = self._public()
        if public.end is None:
            return None
        self.end_summary = EndSummary(public, self._names, self.values, self._layout)
        return self.end_summary

    # -- the turn ---------------------------------------------------------------------------
    def _remember_order(self) -> None:
        if self._player is not None:
            laid = {s: self._laid[s] for s in self._order}
            self._rack_orders.remember(self._player, self._slots.sync(self._rack, laid))

    def _show_challenge(self, view: SlowkaView) -> None:
        pending = view.pending
        assert pending is not None
        play = pending.play
        if self._ctx.free_challenge and self._player not in view.to_act:
            # Another player goes on next: until then this one may challenge too.
            text = self.tr(
                "{name} układa słowo {word} za {points} pkt. Sprawdzić je w słowniku? Możesz "
                "to zrobić, dopóki {next} go nie przyjmie. Jeśli jest błędne, żetony schodzą "
                "z planszy i {name} traci kolejkę; jeśli jest dobre, słowo zostaje, "
                "a sprawdzenie nic nie kosztuje."
            )
        elif self._ctx.free_challenge:
            text = self.tr(
                "{name} układa słowo {word} za {points} pkt. Sprawdzić je w słowniku? Może to "
                "zrobić każdy z pozostałych graczy, zanim zagrasz. Jeśli jest błędne, żetony "
                "schodzą z planszy i {name} traci kolejkę; jeśli jest dobre, słowo zostaje, "
                "a sprawdzenie nic nie kosztuje."
            )
        else:  # a game saved under the old rule: the next player alone, at the cost of a turn
            text = self.tr(
                "{name} układa słowo {word} za {points} pkt. Sprawdzić je w słowniku? Jeśli "
                "jest błędne, żetony schodzą z planszy i {name} traci kolejkę; jeśli jest "
                "dobre, kolejkę tracisz ty."
            )
        following = self._names[view.to_act[0]] if view.to_act else ""
        self.challenge_label.setText(
            text.format(
                name=self._names[pending.player],
                word=play.word.upper(),
                points=play.score,
                next=following,
            )
        )
        self.challenge_box.accept_button.setVisible(self._player in view.to_act)
        self.board.set_path(play.squares, True)

    def _set_controls_enabled(self, enabled: bool) -> None:
        for widget in (
            self.submit_button,
            self.take_back_button,
            self.pass_button,
            self.exchange_button,
            self.shuffle_button,
            self.sort_button,
        ):
            widget.setEnabled(enabled)
        self._update_possible()

    def _update_buttons(self) -> None:
        view = self._view
        if view is None or self._player is None:
            self._set_controls_enabled(False)
            return
        free = view.pending is None
        self.submit_button.setEnabled(free and bool(self._laid) and bool(self._path))
        self.take_back_button.setEnabled(free and bool(self._laid or self._path))
        self.pass_button.setEnabled(free)
        self.exchange_button.setEnabled(free and view.pool_count > 0)
        self.exchange_button.setToolTip(
            self.tr("Można wymienić najwyżej tyle żetonów, ile jest w puli ({n}).").format(
                n=view.pool_count
            )
            if view.pool_count
            else self.tr("Pula jest pusta: wymiana niemożliwa.")
        )
        self.shuffle_button.setEnabled(free and len(self._rack) > 1)
        self.sort_button.setEnabled(free and len(self._rack) > 1)
        self._update_possible()

    def _changed(self) -> None:
        """Tokens or the path changed: redraw, preview, enable the buttons."""
        self._remember_order()
        # Each token laid leaves its place empty until the move is played or taken back.
        self.rack.set_tiles(self._rack, self.values, self._slots.gaps())
        self.board.set_laid(self._laid)
        self.board.set_cursor(self._cursor)
        self._update_preview()
        self._update_buttons()

    # -- the preview (the engine's answers) -------------------------------------------------
    def preview(self) -> tuple[Play | None, Rejected | None]:
        """The laid tokens and the traced word checked by the engine: the play (score and
        bonus squares) and the refusal (None when the move would be accepted)."""
        view = self._view
        if view is None or self._player is None or not (self._laid or self._path):
            return None, None
        assert view.rack is not None
        try:
            if not self._path:
                check_tokens(view.board, self._layout, self._laid)
                return None, None
            place = trace(view.board, self._layout, self._laid, self._path, self._reading)
            play = check_play(self._setup, view.board, Rack(view.rack), place)
        except Rejected as refusal:
            return None, refusal
        if self._challenge_mode:
            # The next player checks the word; the preview must not tell.
            return play, None
        if play.word not in self._ctx.lexicon:
            return play, Rejected(Reason.UNKNOWN_WORD, word=play.word)
        return play, None

    def _path_letters(self) -> list[str]:
        board = self._board()
        return [self._laid.get(s) or board.letter(s) or "?" for s in self._path]

    def running_sum(self) -> tuple[str, int, int]:
        """The traced letters, their points, and the points of the bonus squares the laid
        tokens surround — what the player would add up at the table."""
        letters = self._path_letters()
        points = sum(self.values.get(letter, 0) for letter in letters)
        after = self._board().with_tiles(self._laid.items())
        bonuses = surrounded_bonuses(self._layout, after, self._laid)
        return "".join(letters), points, sum(self._layout.bonuses[s] for s in bonuses)

    def _update_preview(self) -> None:
        view = self._view
        if view is None or self._player is None:
            return
        if view.pending is not None:
            self.word_label.clear()
            self.preview_label.clear()
            return
        play, refusal = self.preview()
        good = refusal is None and play is not None
        self.board.set_path(self._path, good or not self._path)
        if not self._laid and not self._path:
            self.word_label.clear()
            if self._rack:
                hint = self.tr(
                    "Połóż żetony na jasnych polach (przeciągnij, kliknij albo pisz), potem "
                    "wskaż słowo: klikaj albo przeciągnij przez żetony."
                )
            else:
                hint = self.tr("Nie masz już żetonów, a pula jest pusta: możesz tylko spasować.")
            keys = self.tr("Klawiatura: strzałki, litery, spacja, Enter.")
            self.preview_label.setText(idle_text(hint, keys))
            return
        lines = []
        if self._path:
            word, points, bonus = self.running_sum()
            colour = GOOD_COLOUR if good else BAD_COLOUR
            total = points + bonus
            points_text = self.tr("{n} pkt").format(n=total)
            self.word_label.setText(
                f"<span style='color:{colour}'>{escape(word.upper())}</span> "
                f"<span style='font-size:small'>{escape(points_text)}</span>"
            )
            if play is not None:
                lines.append(escape(arithmetic(play, self.values, self._layout)))
            else:
                letters = "+".join(f"{c.upper()}{self.values.get(c, 0)}" for c in word)
                lines.append(escape(f"{letters} = {points}"))
            if good and self._challenge_mode:
                lines.append(
                    escape(self.tr("Słowo sprawdzi rywal, jeśli zechce (tryb sprawdzania)."))
                )
        else:
            self.word_label.clear()
            if refusal is None:
                lines.append(
                    escape(
                        self.tr(
                            "Teraz wskaż słowo: klikaj jego żetony po kolei albo przeciągnij "
                            "przez nie myszą."
                        )
                    )
                )
        if refusal is not None:
            because = escape(explain(refusal, SLOWKA_WORDING))
            lines.append(f"<span style='color:{BAD_COLOUR}'>✗ {because}</span>")
        self.preview_label.setText("<br>".join(lines))

    def preview_text(self) -> str:
        """The word and the preview as plain text (for tests and screen readers)."""
        document = QTextDocument()
        document.setHtml(self.word_label.text() + "<br>" + self.preview_label.text())
        return document.toPlainText()

    # -- laying tokens ----------------------------------------------------------------------
    def _is_free(self, square: int) -> bool:
        return self._board().is_empty(square) and square not in self._laid

    def _has_token(self, square: int) -> bool:
        return square in self._laid or self._board().letter(square) is not None

    def _letter_at(self, square: int) -> str | None:
        return self._laid.get(square) or self._board().letter(square)

    def _can_edit(self) -> bool:
        view = self._view
        return view is not None and self._player is not None and view.pending is None

    def put(self, index: int, square: int) -> bool:
        """Lay rack token ``index`` on ``square``."""
        if not self._can_edit() or not 0 <= index < len(self._rack) or not self._is_free(square):
            return False
        self._slots.lift(index, square)
        self._laid[square] = self._rack.pop(index)
        self._order.append(square)
        self.rack.select(None)
        self.message_label.clear()
        self._changed()
        return True

    def take_back(self, square: int, position: int | None = None) -> bool:
        """Return the token laid on ``square`` to the rack (at ``position``, default the slot
        it came from); the word loses it and what was traced after it."""
        if not self._can_edit() or square not in self._laid:
            return False
        letter = self._laid.pop(square)
        self._order.remove(square)
        self._cut_path_at(square)
        position = self._slots.back(square, position)
        where = len(self._rack) if position is None else max(0, min(position, len(self._rack)))
        self._rack.insert(where, letter)
        self.message_label.clear()
        self._changed()
        return True

    def _cut_path_at(self, square: int) -> None:
        if square in self._path:
            del self._path[self._path.index(square) :]

    def take_back_last(self) -> None:
        """One step back: the word's last token, or (no word) the last token laid."""
        if not self._can_edit():
            return
        if self._path:
            self._cursor = self._path.pop()
            self.message_label.clear()
            self._changed()
        elif self._order:
            square = self._order[-1]
            self.take_back(square)
            self._cursor = square
            self.board.set_cursor(self._cursor)

    def take_back_all(self) -> None:
        if not self._can_edit() or not (self._order or self._path):
            return
        for square in reversed(self._order):
            where = self._slots.back(square, None)
            letter = self._laid.pop(square)
            self._rack.insert(len(self._rack) if where is None else where, letter)
        self._order.clear()
        self._path.clear()
        self.message_label.clear()
        self._changed()
        self.board.setFocus(Qt.FocusReason.OtherFocusReason)

    def move_laid(self, source: int, target: int) -> bool:
        """Move a token laid this turn from square ``source`` to the free square ``target``."""
        if not self._can_edit() or source not in self._laid or not self._is_free(target):
            return False
        self._laid[target] = self._laid.pop(source)
        self._slots.moved(source, target)
        self._order[self._order.index(source)] = target
        self._cut_path_at(source)
        self._changed()
        return True

    def shuffle(self) -> None:
        if not self._can_edit():
            return
        self._shuffler.shuffle(self._rack)
        self.rack.select(None)
        self._changed()

    def sort(self) -> None:
        if not self._can_edit():
            return
        self._rack[:] = self._sorter.next_order(self._rack)
        self.rack.select(None)
        self._changed()

    # -- tracing the word -------------------------------------------------------------------
    def extend_path(self, square: int, *, dragging: bool = False) -> bool:
        """The player pointed at the token on ``square`` (a click, or a drag entering it).

        Next to the word's last token: it joins the word. The word's last token: a click takes
        it off. Dragging back onto the one before: the last one comes off. A token earlier in
        the word: a click cuts the word back to it. Any other token: a click starts a new word
        there. True when the word changed."""
        if not self._can_edit() or not self._has_token(square):
            return False
        path = self._path
        if not path:
            path.append(square)
        elif square == path[-1]:
            if dragging:
                return False
            path.pop()
        elif dragging and len(path) > 1 and square == path[-2]:
            path.pop()
        elif square in path:
            if dragging:
                return False
            del path[path.index(square) + 1 :]
        elif square in self._layout.touching(path[-1], self._reading):
            path.append(square)
        elif dragging:
            return False
        else:
            path[:] = [square]
        self._cursor = square
        self.message_label.clear()
        self._changed()
        return True

    def _on_trace_started(self, square: int) -> None:
        # A drag from the word's last token goes on with the word; from elsewhere it starts
        # a new one.
        if not self._can_edit():
            return
        if not self._path or self._path[-1] != square:
            self._path = []
            self.extend_path(square, dragging=True)

    def _on_traced(self, square: int) -> None:
        self.extend_path(square, dragging=True)

    # -- the mouse (the rack's clicks and drags: gui.widgets.placing.BoardInput) -----------------
    def _on_square_clicked(self, square: int) -> None:
        if not self._can_edit():
            return
        selected = self.rack.selected
        if selected is not None and self._is_free(square):
            self._cursor = square
            self.put(selected, square)
            return
        if self._has_token(square):
            self.extend_path(square)
            return
        self._cursor = square
        self.board.set_cursor(self._cursor)

    def _on_tile_dropped(self, source: str, index: int, square: int) -> None:
        if source == FROM_RACK:
            self.put(index, square)
        elif source == FROM_BOARD and index != square:
            self.move_laid(index, square)

    # -- the keyboard -----------------------------------------------------------------------
    def handle_key(self, event: QKeyEvent) -> bool:
        """Besides the arrows, Home/PgUp/End/PgDn move the cursor a step up-left, up-right,
        down-left and down-right (as on the numeric keypad's 7 9 1 3), so a word read through
        corners can be entered from the keyboard. A letter typed as a base letter and a
        combining mark (``z`` + U+0307) is the letter itself (``ż``)."""
        key = event.key()
        if self._player is None:
            return False
        if key in DIAGONALS:
            self._move_cursor(*DIAGONALS[Qt.Key(key)])
            return True
        text = unicodedata.normalize("NFC", event.text().lower())
        if len(text) == 1 and text in self.alphabet and len(event.text()) > 1:
            self.type_letter(text)
            return True
        return super().handle_key(event)

    def _move_cursor(self, rows: int, columns: int) -> None:
        self._cursor = self.board.step(self._cursor, rows, columns)
        self.board.set_cursor(self._cursor)

    def type_letter(self, letter: str) -> bool:
        """A typed letter on the cursor's square: a free square gets the matching token (it
        joins the word when it is next to the word's last token, or the word is empty); a
        token with that letter joins the word."""
        if not self._can_edit():
            return False
        square = self._cursor
        if self._has_token(square):
            if self._letter_at(square) != letter:
                self.message_label.setText(
                    self.tr("Na polu {square} leży {there}, nie {letter}.").format(
                        square=self._layout.name(square),
                        there=(self._letter_at(square) or "").upper(),
                        letter=letter.upper(),
                    )
                )
                return False
            if square in self._path:
                return False
            return self.extend_path(square)
        if not self._is_free(square):
            self.message_label.setText(self.tr("Na polu premiowym nie kładzie się żetonów."))
            return False
        if letter not in self._rack:
            self.message_label.setText(
                self.tr("Nie masz żetonu {letter}.").format(letter=letter.upper())
            )
            return False
        joins = not self._path or square in self._layout.touching(self._path[-1], self._reading)
        self.put(self._rack.index(letter), square)
        if joins:
            self.extend_path(square)
        return True

    def on_space(self) -> None:
        """Space adds the token under the cursor to the word."""
        self.extend_path(self._cursor)

    # -- actions ----------------------------------------------------------------------------
    def placement(self) -> Place | None:
        """The ``Place`` the laid tokens and the traced word make now (None if none)."""
        try:
            return trace(self._board(), self._layout, self._laid, self._path, self._reading)
        except Rejected:
            return None

    def submit(self) -> None:
        view, player = self._view, self._player
        if view is None or player is None or view.pending is not None:
            return
        if not self._laid:
            self.message_label.setText(explain(Rejected(Reason.NO_NEW_TILES), SLOWKA_WORDING))
            return
        try:
            place = trace(self._board(), self._layout, self._laid, self._path, self._reading)
        except Rejected as refusal:
            self.show_rejected(refusal)
            return
        self.action_requested.emit(player, place)

    def open_exchange(self) -> ExchangeDialog | None:
        view, player = self._view, self._player
        if view is None or player is None or view.pool_count <= 0 or view.pending is not None:
            return None
        self.take_back_all()
        return self.open_exchange_dialog(
            self._rack,
            self.values,
            view.pool_count,
            title=self.tr("Wymiana żetonów"),
            intro=self.tr(
                "Zaznacz żetony do wymiany: odkładasz je, losujesz tyle samo nowych z puli, "
                "a odłożone wracają do puli. Wymiana zastępuje ruch."
            ),
            limit=self.tr("Wybrane: {n}. W puli: {bag} — tyle najwyżej można wymienić."),
        )


def _warm_up() -> None:
    # Imported here: the lexicon loads in a worker when a game opens, never at start-up.
    from engines.lexicon import load_lexicon
    from engines.lexicon.common import common_words

    load_lexicon("pl")
    common_words("pl")


def _rounds_done(state: Any) -> int:
    return 0


UI = GameUi(warm_up=_warm_up, rounds_done=_rounds_done, make_screen=SlowkaScreen)
