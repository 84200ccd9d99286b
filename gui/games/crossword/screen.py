"""The crossword game (``jawa`` and ``wordsmith``): the board, the current player's rack behind
the hand-over screen, a live preview of the placement, the side panel and the end summary.

Tiles go on the board by dragging them from the rack, by clicking a rack tile and then a
square, or from the keyboard: a cursor on the board (arrows move it, Space or a click on it
turns it across/down), typed letters take matching rack tiles (a blank when the letter is
missing), Enter submits, Backspace takes back the last tile, Esc all of them.

Every decision is the engine's. The preview asks it from the player's own view (a network
seat has nothing else): :func:`place_from_tiles` turns the squares into a ``Place`` (or says
why not), :func:`check_place_seen` scores it against the board and the rack, and
:func:`check_words` says whether the game's dictionary takes the words — the sentence for any
refusal comes from :mod:`gui.support.reasons`. A hint is searched in a worker from the state
in a local game, by the host for a network seat.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from html import escape
from typing import Any

from PySide6.QtCore import Qt, Slot
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QWidget,
)

from engines.core import PlayerId, Reason, Rejected
from engines.crossword.actions import DismissHint, Place, RequestHint
from engines.crossword.layout import format_square, load_layout
from engines.crossword.leave import load_leave_table
from engines.crossword.placement import Play, place_from_tiles
from engines.crossword.rules import check_place_seen, check_words, dictionary_seen
from engines.crossword.rulesets import rules_for, tile_set_for
from engines.crossword.state import (
    CHALLENGED_OFF,
    LOST_TURN,
    PLACED,
    CrosswordState,
    CrosswordView,
)
from engines.crossword.words import dictionary_for
from engines.tiles import BLANK
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
from gui.games.crossword.board import JAWA_SCHEME, SCHEMES, BoardWidget
from gui.games.crossword.panel import EndSummary
from gui.session import GameSession
from gui.support.reasons import explain
from gui.support.workers import Task, start_task
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

PANEL_WIDTH = 540


class CrosswordScreen(TilePlacing, BoardTurnScreen):
    board: BoardWidget

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._session = session
        self._names = [seat.name for seat in session.seats]
        public: CrosswordView = session.view(None)
        self._rules = rules_for(public.rules)
        self._tile_set = tile_set_for(self._rules, public.players)
        self.alphabet = self._tile_set.alphabet
        self.values = {letter: self._tile_set.value(letter) for letter in self.alphabet}
        self._layout = load_layout(public.board_id)
        self._size = self._layout.size
        self._challenge_mode = public.challenge
        self._hints = int(session.setup.options.get("hints", 0)) > 0
        self.init_placing()
        #: The view of the player whose turn is open (None: nobody's).
        self._view: CrosswordView | None = None
        #: The tiles on the board are a hint's proposal (confirm or take back).
        self._proposal = False
        self._cursor = self._layout.start
        #: A hint being searched in a worker, and for whom, from which state.
        self._hint_task: Task | None = None
        self._hint_for: tuple[PlayerId, CrosswordState] | None = None
        #: A network seat asked the host for a hint and waits for its answer.
        self._hint_asked = False
        self.end_summary: EndSummary | None = None
        self._shuffler = random.Random()
        self._sorter = RackSorter(self.alphabet, load_leave_table(self._rules.language).vowels)
        self._build()
        self.show_public("")
        self.refresh()

    # -- building ---------------------------------------------------------------------------
    def _build(self) -> None:
        scheme = SCHEMES.get(self._rules.id, JAWA_SCHEME)
        self.board = BoardWidget(self._layout, scheme)
        self.board.setToolTip(self._help_text())

        self.turn_label = heading_label(self.font())
        self.status_label = quiet_label()
        self.status_label.hide()
        #: What the others did since this player's last turn (their tiles marked on the board).
        self.since_label = quiet_label()
        self.since_label.hide()

        self.rack = RackWidget()
        self.shuffle_button = QPushButton(self.tr("&Tasuj"))
        self.shuffle_button.setToolTip(self.tr("Wymieszaj płytki na stojaku"))
        self.shuffle_button.clicked.connect(self.shuffle)
        self.sort_button = sort_button(self.sort)
        rack_and_shuffle = rack_row(self.rack, self.shuffle_button, self.sort_button)

        self.challenge_box = ChallengeBox(
            self.tr("Sprawdzanie słów"),
            self.tr("&Sprawdź słowa"),
            self._on_challenge,
            self._on_accept,
        )
        self.challenge_label = self.challenge_box.label
        self.challenge_button = self.challenge_box.challenge_button
        self.accept_button = self.challenge_box.accept_button

        self.preview_label = preview_label(self.font(), 1.1)
        self.message_label = message_label()
        self.connect_placing()

        self.make_turn_buttons(
            self.tr("C&ofnij płytki"), self.submit, self.take_back_all, self.open_exchange
        )
        self.hint_button = QPushButton()
        self.hint_button.clicked.connect(self._on_hint)
        self.hint_button.setVisible(self._hints)
        # Placing on the first row; the other ways to end a turn on the second.
        place_row = button_row((self.submit_button, self.take_back_button), min_width=120)
        turn_row = button_row(
            (self.pass_button, self.exchange_button, self.hint_button), min_width=120
        )
        self.submit_button.setMinimumWidth(170)
        turn = turn_area(self.preview_label, self.message_label, place_row, turn_row)
        self.challenge_box.stands_in_for(turn)

        names = self._names
        self.scores = ScoresTable(names, self._hints, clock=self._session.game_clock.on)
        self.bag_label = QLabel()
        self.unseen_label = UnseenLabel()
        self.history = HistoryTable(names)
        history_box = boxed(self.tr("Historia ruchów"), self.history)
        # "What was possible" for the player's own moves, on demand, searched in a worker;
        # its button beside the bag, so it takes no line of its own.
        possible = self.make_possible(self.history)
        bag_row = QHBoxLayout()
        bag_row.addWidget(self.bag_label, 1)
        bag_row.addWidget(self.possible_button)
        self.preview_label.setToolTip(self._help_text())

        board_beside_panel(
            self,
            self.board,
            PANEL_WIDTH,
            [
                self.turn_label,
                self.since_label,
                self.status_label,
                rack_and_shuffle,
                self.challenge_box,
                turn,
                4,
                self.scores,
                bag_row,
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
            "płytkę, Esc wszystkie."
        )

    # -- reading ----------------------------------------------------------------------------
    @property
    def proposal_shown(self) -> bool:
        return self._proposal

    def _public(self) -> CrosswordView:
        view: CrosswordView = self._session.view(None)
        return view

    # -- GameScreen -------------------------------------------------------------------------
    def refresh(self) -> None:
        public = self._public()
        own = self._view_for_panel()
        self.board.set_board(public.board, self.values)
        last = last_move_squares(public.history)
        self.board.set_last_move(last)
        self.show_arrival(self.board, self._session.seats, public.history, last)
        pending = public.pending
        self.board.set_pending([t.square for t in pending.play.tiles] if pending else [])
        self.scores.show_view(public)
        self.history.show_view(own)
        self.unseen_label.show_view(own)
        self.bag_label.setText(self.tr("Płytki w worku: {n}").format(n=public.bag_count))
        show_status(self.status_label, self._status_text(public))
        self._show_since(public)

    def _show_since(self, view: CrosswordView) -> None:
        """Every tile laid since the viewing player's last turn marked, the turns listed (a
        hot-seat player sees at once what happened while they were away)."""
        player = self._player
        if player is None or view.end is not None:
            self.board.set_recent(())
            self.since_label.hide()
            return
        turns, squares = since_last_turn(view.history, player)
        self.board.set_recent(squares)
        if not turns:
            self.since_label.hide()
            return
        first = not any(turn.player == player for turn in view.history)
        head = (
            self.tr("Przed twoim pierwszym ruchem:")
            if first
            else self.tr("Od twojego ostatniego ruchu:")
        )
        # A placement by its main word only: every word it formed is in the history below.
        moves = "; ".join(
            self.tr("{name} {move} ({points} pkt)").format(
                name=self._names[turn.player],
                move=str(turn.place) if turn.kind == PLACED else self.history.describe(turn),
                points=turn.score,
            )
            for turn in turns
        )
        self.since_label.setText(f"{head} {moves}")
        self.since_label.show()

    def _view_for_panel(self) -> CrosswordView:
        if self.viewer is not None:
            view: CrosswordView = self._session.view(PlayerId(self.viewer))
            return view
        return self._public()

    def _status_text(self, view: CrosswordView) -> str:
        if view.end is not None:
            return self.tr("Gra skończona.")
        parts = []
        if not view.board.has_tiles:
            parts.append(
                self.tr(
                    "Pierwsze słowo przechodzi przez środkowe pole ★ ({square}) i ma co najmniej "
                    "{n} płytki."
                ).format(
                    square=format_square(self._layout.start, self._size, across=True),
                    n=self._rules.first_move_min_tiles,
                )
            )
        if not view.history and view.start_draws:
            parts.append(self._draw_text(view))
        if view.history:
            last = view.history[-1]
            if last.kind == CHALLENGED_OFF and last.place is not None:
                dictionary = dictionary_seen(view)
                wrong = [w.word.upper() for w in last.words if w.word not in dictionary]
                parts.append(
                    self.tr(
                        "Sprawdzenie: {words} — nie ma w słowniku. Ruch {move} zdjęty z planszy."
                    ).format(words=", ".join(wrong), move=str(last.place))
                )
            elif last.kind == LOST_TURN:
                parts.append(
                    self.tr("Sprawdzone słowa były poprawne: {name} traci kolejkę.").format(
                        name=self._names[last.player]
                    )
                )
        if view.pending is not None and self.challenge_box.isHidden():
            # (The checker's own box says it, with the words: not twice.)
            checker = self._names[view.to_act[0]] if view.to_act else ""
            parts.append(
                self.tr("Ruch {move} czeka na sprawdzenie ({name}).").format(
                    move=str(view.pending.play.place), name=checker
                )
            )
        return " ".join(parts)

    def _draw_text(self, view: CrosswordView) -> str:
        """Who drew which tile to decide who starts (a blank counts as before A)."""
        rounds = []
        for row in view.start_draws:
            drawn = ", ".join(
                f"{self._names[p]} {'?' if tile == BLANK else tile.upper()}"
                for p, tile in enumerate(row)
                if tile is not None
            )
            rounds.append(drawn)
        return self.tr("Losowanie płytek: {draws} — zaczyna {name}.").format(
            draws="; ".join(rounds), name=self._names[view.first_player]
        )

    def show_public(self, note: str) -> None:
        self._viewer = None
        self._close_dialogs()
        self._hint_asked = False
        self.close_placing()
        self._view = None
        self._proposal = False
        self.challenge_box.set_shown(False)
        self.turn_label.setText(note)
        self.preview_label.clear()
        self.message_label.clear()
        self._set_controls_enabled(False)
        self.refresh()

    def show_turn(self, player: int, can_wait: bool) -> None:
        self._close_dialogs()
        self._hint_asked = False
        view: CrosswordView = self._session.view(PlayerId(player))
        assert view.rack is not None
        self._player = player
        self._view = view
        self._placed = {}
        self._order = []
        self._proposal = False
        self._rack = self._arranged(player, view.rack)
        self.message_label.clear()
        self.turn_label.setText(self.tr("Ruch: {name}").format(name=self._names[player]))
        if view.proposal is not None:
            self._show_proposal(view.proposal.play)
        pending = view.pending
        self.challenge_box.set_shown(pending is not None)
        if pending is not None:
            self._show_challenge(view)
        self.board.interactive = pending is None
        self.rack.interactive = pending is None
        self.start_cursor(last_move_squares(view.history), self._layout.start)
        self.refresh()
        self._changed()
        self.board.setFocus(Qt.FocusReason.OtherFocusReason)

    def show_rejected(self, rejected: Rejected) -> None:
        if self._hint_asked:  # the host found no hint
            self._hint_asked = False
            self._update_buttons()
            self._update_preview()
        show_refusal(self.preview_label, self.message_label, explain(rejected))
        self.board.setFocus(Qt.FocusReason.OtherFocusReason)

    def show_game_clock(self, left: Sequence[int | None], running: int | None) -> None:
        self.scores.show_clocks(left, running)

    def final_details(self) -> QWidget | None:
        public = self._public()
        if public.end is None:
            return None
        scheme = SCHEMES.get(self._rules.id, JAWA_SCHEME)
        self.end_summary = EndSummary(public, self._names, self.values, self._layout, scheme)
        return self.end_summary

    # -- the turn ---------------------------------------------------------------------------
    def _show_proposal(self, play: Play) -> None:
        self._proposal = True
        for tile in play.tiles:
            if tile.rack_tile in self._rack:
                self._rack.remove(tile.rack_tile)
            self._placed[tile.square] = tile
            self._order.append(tile.square)

    def _show_challenge(self, view: CrosswordView) -> None:
        pending = view.pending
        assert pending is not None
        play = pending.play
        words = ", ".join(f"{w.word.upper()} {w.score}" for w in play.words)
        self.challenge_label.setText(
            self.tr(
                "{name} układa {move} za {points} pkt (słowa: {words}). Sprawdzić je w "
                "słowniku? Jeśli któreś jest błędne, ruch schodzi z planszy i {name} traci "
                "kolejkę; jeśli wszystkie są dobre, kolejkę tracisz ty."
            ).format(
                name=self._names[pending.player],
                move=str(play.place),
                points=play.score,
                words=words,
            )
        )

    def _set_controls_enabled(self, enabled: bool) -> None:
        if self.hint_searching:
            enabled = False
        for widget in (
            self.submit_button,
            self.take_back_button,
            self.pass_button,
            self.exchange_button,
            self.hint_button,
            self.shuffle_button,
            self.sort_button,
        ):
            widget.setEnabled(enabled)
        self._update_hint_button()
        self._update_possible()

    def _update_buttons(self) -> None:
        view = self._view
        if view is None or self._player is None or self.hint_searching:
            self._set_controls_enabled(False)
            return
        free = view.pending is None
        self.submit_button.setEnabled(free and bool(self._placed))
        self.submit_button.setText(
            self.tr("&Zagraj podpowiedź") if self._proposal else self.tr("&Zatwierdź")
        )
        self.take_back_button.setEnabled(free and bool(self._placed))
        self.pass_button.setEnabled(free)
        self.exchange_button.setEnabled(free and not self._proposal and view.bag_count > 0)
        self.exchange_button.setToolTip(
            self.tr("Można wymienić najwyżej tyle płytek, ile jest w worku ({n}).").format(
                n=view.bag_count
            )
            if view.bag_count
            else self.tr("Worek jest pusty: wymiana niemożliwa.")
        )
        self.shuffle_button.setEnabled(free and len(self._rack) > 1)
        self.sort_button.setEnabled(free and len(self._rack) > 1)
        self._update_hint_button()
        self._update_possible()

    def _update_hint_button(self) -> None:
        view, player = self._view, self._player
        left = view.hints_left[player] if view is not None and player is not None else 0
        self.hint_button.setText(self.tr("Po&dpowiedź ({n})").format(n=left))
        self.hint_button.setEnabled(
            view is not None
            and not self.hint_searching
            and view.pending is None
            and left > 0
            and not self._proposal
            and view.proposal is None
        )
        self.hint_button.setToolTip(
            self.tr(
                "Kładzie na planszy ruch za najwięcej punktów. Możesz go zagrać albo cofnąć — "
                "podpowiedź i tak się zużywa. Zostało: {n}."
            ).format(n=left)
        )

    def _changed(self) -> None:
        """The tiles moved: redraw the rack and the board, preview, enable the buttons."""
        self._remember_order()
        # Each tile laid leaves its place empty until the move is played or taken back.
        self.rack.set_tiles(self._rack, self.values, self._slots.gaps())
        self.board.set_placing(self._placed, proposed=self._proposal)
        self.board.set_cursor(self._cursor, self._across)
        self._update_preview()
        self._update_buttons()

    # -- the preview (the engine's answers) -------------------------------------------------
    def preview(self) -> tuple[Play | None, Rejected | None]:
        """The placement checked by the engine: the play (score and words) and the refusal
        (None when the move would be accepted)."""
        view = self._view
        if view is None or self._player is None or not self._placed:
            return None, None
        try:
            place = place_from_tiles(view.board, [self._placed[s] for s in self._order])
            play = check_place_seen(view, place)
        except Rejected as refusal:
            return None, refusal
        if self._challenge_mode:
            # The other player checks the words; the preview must not tell.
            return play, None
        try:
            check_words(play, dictionary_seen(view))
        except Rejected as refusal:
            return play, refusal
        return play, None

    def _update_preview(self) -> None:
        view = self._view
        if view is None or self._player is None:
            return
        if view.pending is not None:
            self.preview_label.clear()
            return
        if not self._placed:
            self.preview_label.setText(
                idle_text(
                    self.tr("Połóż płytki na planszy: przeciągnij, kliknij albo pisz literami."),
                    self.tr("Klawiatura: strzałki, spacja — kierunek, litery, Enter."),
                )
            )
            return
        play, refusal = self.preview()
        lines = []
        if play is not None:
            bad = set(refusal.details.get("words", ())) if refusal is not None else set()
            words = words_html(play.words, bad)
            colour = BAD_COLOUR if refusal is not None else GOOD_COLOUR
            head = self.tr("{move}: {points} pkt").format(move=str(play.place), points=play.score)
            if self._proposal:
                head = self.tr("Podpowiedź — {move}").format(move=head)
            lines.append(f"<b style='color:{colour}'>{escape(head)}</b>")
            lines.append(escape(self.tr("Słowa: ")) + words)
            if play.bingo:
                lines.append(
                    escape(
                        self.tr("+{bonus} pkt premii za wszystkie {n} płytek").format(
                            bonus=play.bingo, n=self._rules.bingo_tiles
                        )
                    )
                )
            if self._challenge_mode and refusal is None:
                lines.append(
                    escape(self.tr("Słowa sprawdzi rywal, jeśli zechce (tryb sprawdzania)."))
                )
        if refusal is not None:
            lines.append(f"<span style='color:{BAD_COLOUR}'>✗ {escape(explain(refusal))}</span>")
        self.preview_label.setText("<br>".join(lines))

    def preview_text(self) -> str:
        """The preview as plain text (for tests and screen readers)."""
        from PySide6.QtGui import QTextDocument

        document = QTextDocument()
        document.setHtml(self.preview_label.text())
        return document.toPlainText()

    # -- placing tiles (gui.widgets.placing does the rest) -------------------------------------
    def _can_edit(self) -> bool:
        view = self._view
        if view is None or self._player is None or view.pending is not None:
            return False
        if self.hint_searching:
            return False
        if self._proposal:
            self.message_label.setText(
                self.tr("To podpowiedź: zagraj ją albo cofnij (Esc), żeby układać samemu.")
            )
            return False
        return True

    def take_back_last(self) -> None:
        if self._proposal:
            self._dismiss_hint()
            return
        super().take_back_last()

    def take_back_all(self) -> None:
        if self._proposal:
            self._dismiss_hint()
            return
        super().take_back_all()

    def shuffle(self) -> None:
        if self._player is None or self._view is None or self._view.pending is not None:
            return
        self._shuffler.shuffle(self._rack)
        self.rack.select(None)
        self._changed()

    def sort(self) -> None:
        if self._player is None or self._view is None or self._view.pending is not None:
            return
        self._rack[:] = self._sorter.next_order(self._rack)
        self.rack.select(None)
        self._changed()

    # -- actions ----------------------------------------------------------------------------
    def submit(self) -> None:
        view, player = self._view, self._player
        if view is None or player is None or view.pending is not None or self.hint_searching:
            return
        if self._proposal and view.proposal is not None:
            self.action_requested.emit(player, view.proposal.play.place)
            return
        if not self._placed:
            self.message_label.setText(explain(Rejected(Reason.NO_NEW_TILES, word="")))
            return
        try:
            place = place_from_tiles(view.board, [self._placed[s] for s in self._order])
        except Rejected as refusal:
            self.show_rejected(refusal)
            return
        self.action_requested.emit(player, place)

    def placement(self) -> Place | None:
        """The ``Place`` the tiles on the board make now (None if they make none)."""
        if not self._placed or self._view is None:
            return None
        try:
            return place_from_tiles(self._view.board, [self._placed[s] for s in self._order])
        except Rejected:
            return None

    def _on_hint(self) -> None:
        """Ask the engine for a hint. Its search (a second or more with two blanks) runs in a
        worker; the session then takes the state the worker computed from the same state. A
        network seat asks the host, which searches."""
        if self._player is None or self._proposal or self.hint_searching:
            return
        # Tiles already put down go back first: the hint is played from the whole rack.
        if self._order:
            self.take_back_all()
        searching = escape(self.tr("Szukam najlepszego ruchu…"))
        session = self._session
        if not self.whole_game_here:
            # A network seat: the host searches (its answer is a view with the proposal, or
            # a refusal).
            self._hint_asked = True
            self.action_requested.emit(self._player, RequestHint())
            self.preview_label.setText(searching)
            self._update_buttons()
            return
        player, state, game = PlayerId(self._player), session.state, session.game
        assert isinstance(state, CrosswordState)

        def work(should_stop: Callable[[], bool], progress: Callable[[float], None]) -> Any:
            try:
                return game.apply(state, player, RequestHint())
            except Rejected as refusal:
                return refusal

        self._hint_for = (player, state)
        self._hint_task = start_task(work, self._on_hint_ready, self._on_hint_failed)
        self.preview_label.setText(searching)
        self._update_buttons()

    @property
    def hint_searching(self) -> bool:
        """A hint is being searched (here in a worker, or by the host)."""
        return self._hint_task is not None or self._hint_asked

    @Slot(object)
    def _on_hint_ready(self, result: Any) -> None:
        self._hint_task = None
        hint_for, self._hint_for = self._hint_for, None
        if hint_for is None:
            return
        player, state = hint_for
        if self._player != player or self._session.state is not state:
            return  # the turn moved on meanwhile
        if isinstance(result, Rejected):
            self._update_buttons()
            self._update_preview()
            self.show_rejected(result)
            return
        if not self._session.submit(player, RequestHint(), computed=(state, result)):
            self._update_buttons()
            self._update_preview()

    @Slot(str)
    def _on_hint_failed(self, message: str) -> None:
        self._hint_task = None
        self._hint_for = None
        self.message_label.setText(message)
        self._update_buttons()
        self._update_preview()

    def _cancel_hint(self) -> None:
        task, self._hint_task = self._hint_task, None
        self._hint_for = None
        if task is not None:
            task.cancel()

    def _dismiss_hint(self) -> None:
        if self._player is not None and self._proposal:
            self.action_requested.emit(self._player, DismissHint())

    def open_exchange(self) -> ExchangeDialog | None:
        view, player = self._view, self._player
        if view is None or player is None or view.bag_count <= 0 or view.pending is not None:
            return None
        if self._proposal:
            self._dismiss_hint()
            return None
        self.take_back_all()
        most = rules_for(view.rules).most_exchanged(len(self._rack), view.bag_count)
        return self.open_exchange_dialog(self._rack, self.values, most)

    def _close_dialogs(self) -> None:
        """Nothing of one player's turn may stay open for the next."""
        self._close_possible()
        self._cancel_hint()
        self.close_blank_dialog()
        self._close_exchange_dialog()


def _warm_up() -> None:
    # Imported here: lexicons load in a worker when a game opens, never at start-up. Both
    # languages (the rule set is not known here) — the English lexicon is small.
    from engines.lexicon.common import common_words

    for language in ("pl", "en"):
        dictionary_for(language)
        load_leave_table(language)
    common_words("pl")


def _rounds_done(state: Any) -> int:
    return 0


UI = GameUi(warm_up=_warm_up, rounds_done=_rounds_done, make_screen=CrosswordScreen)
