"""GRA III of the letter puzzles: the player's 15 tiles, a word field with a live preview, the
score table, and the round summary. Every decision is the engine's; this screen only previews
(using the view's letter values) and sends ``SubmitWord`` / ``GiveUp``.

The round's end (GAMES.md §4, decision of 2026-11-28): a word of 5 letters or more is a raised
hand and ends the round; a shorter one may be handed in any time and counts if it came before
the end. Every word carries the time on the player's own clock (``at``: seconds since their turn
opened, running on for a turn opened again). At one screen, once a player has ended the round
the next ones have that time on their clock (the countdown, :func:`engines.puzzle.rounds.
sitting_limit`); at their own computers the host ends the round for everyone at that moment.
Games saved before the decision keep their rule (``round_end`` ``grace``: the first word ends
the round, the others then have ``time_limit`` seconds; a player may wait for that)."""

from __future__ import annotations

import unicodedata
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from engines.core import PlayerId, Reason, Rejected
from engines.puzzle.gra3 import GRACE, GiveUp, Gra3State, Gra3View, SubmitWord
from engines.puzzle.rounds import sitting_limit
from engines.tiles import rack_cover
from gui.games import GameUi
from gui.games.base import GameScreen
from gui.games.board_turns import message_label
from gui.games.puzzle.gra3_summary import Gra3RoundSummary
from gui.games.puzzle.gra3_table import Gra3ScoreTable
from gui.session import GameSession
from gui.support.appearance import ERROR_STYLE, QUIET_STYLE
from gui.support.reasons import as_sentence, explain
from gui.widgets.rack import RackWidget
from gui.widgets.tiles import used_indices
from gui.widgets.timers import format_ms
from gui.widgets.words import big_word_edit, normalise_word
from gui.widgets.words import key_name as _key_name


class Gra3Screen(GameScreen):
    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._session = session
        self._names = [seat.name for seat in session.seats]
        self._player: int | None = None
        self._view: Gra3View | None = None
        #: When each player's turn opened on this screen, by (round, player): their clock.
        self._opened: dict[tuple[int, int], int] = {}

        self._pages = QStackedWidget()
        self._pages.addWidget(self._build_play_page())
        self.summary = Gra3RoundSummary()
        self.missed_words = self.summary.missed_words
        self.summary.closed.connect(self.summary_closed)
        self._pages.addWidget(self.summary)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self._pages)
        self.show_public("")

    # -- building ---------------------------------------------------------------------------
    def _build_play_page(self) -> QWidget:
        page = QWidget()
        self._round_label = QLabel()
        big = QFont(self.font())
        big.setPointSizeF(big.pointSizeF() * 1.5)
        big.setBold(True)
        self._round_label.setFont(big)
        self._turn_label = QLabel()
        self._turn_label.setFont(big)
        self.clock_label = QLabel()
        self.clock_label.setFont(big)
        self.clock_label.setStyleSheet("color: #8a4b08;")
        self.clock_label.hide()
        self._status_label = QLabel()
        self._status_label.setWordWrap(True)

        header = QHBoxLayout()
        header.addWidget(self._round_label)
        header.addSpacing(24)
        header.addWidget(self._turn_label)
        header.addStretch(1)
        header.addWidget(self.clock_label)

        self._turn_pages = QStackedWidget()
        self._turn_pages.addWidget(self._build_turn_box())
        self._idle_label = QLabel()
        self._idle_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._idle_label.setWordWrap(True)
        self._idle_label.setFont(big)
        self._turn_pages.addWidget(self._idle_label)

        self.table = Gra3ScoreTable(self._names)
        self.table.setMinimumWidth(150 * min(2, len(self._names)))
        table_box = QGroupBox(self.tr("Punkty"))
        table_layout = QVBoxLayout(table_box)
        table_layout.addWidget(self.table)
        table_layout.addStretch(1)

        body = QHBoxLayout()
        body.addWidget(self._turn_pages, 3)
        body.addWidget(table_box, 2)

        layout = QVBoxLayout(page)
        layout.setContentsMargins(16, 12, 16, 12)
        layout.addLayout(header)
        layout.addWidget(self._status_label)
        layout.addSpacing(6)
        layout.addLayout(body, 1)
        return page

    def _build_turn_box(self) -> QWidget:
        box = QGroupBox(self.tr("Twoje litery"))
        self.rack = RackWidget(15, draggable=False, max_tile=58)
        self.rack.tile_clicked.connect(self._on_tile_clicked)

        self.word_edit = big_word_edit(
            self.tr("Wpisz słowo albo klikaj litery"), self._on_text_edited, self._on_submit
        )

        self.preview_label = QLabel()
        self.preview_label.setWordWrap(True)
        self.message_label = message_label()
        self.note_label = QLabel()
        self.note_label.setWordWrap(True)
        help_label = QLabel(
            self.tr(
                "Kliknij literę, żeby dopisać ją do słowa, albo pisz z klawiatury. Mydełko (?) "
                "zastępuje dowolną literę: wpisz tę literę z klawiatury. Mydełko jest warte 0 pkt."
            )
        )
        help_label.setWordWrap(True)
        help_label.setStyleSheet(QUIET_STYLE)

        self.submit_button = QPushButton(self.tr("&Zgłoś słowo"))
        self.submit_button.setToolTip(_key_name(Qt.Key.Key_Return))
        self.submit_button.clicked.connect(self._on_submit)
        self.backspace_button = QPushButton(self.tr("Cofnij &literę"))
        self.backspace_button.clicked.connect(self._on_backspace)
        self.clear_button = QPushButton(self.tr("&Wyczyść"))
        self.clear_button.setToolTip(_key_name(Qt.Key.Key_Escape))
        self.clear_button.clicked.connect(self._on_clear)
        self.wait_button = QPushButton(self.tr("Cz&ekam"))
        self.wait_button.setToolTip(
            self.tr("Poczekaj, aż ktoś inny zakończy rundę; wtedy wystarczy krótsze słowo.")
        )
        self.wait_button.clicked.connect(self._on_wait)
        self.give_up_button = QPushButton(self.tr("&Nie mam słowa"))
        self.give_up_button.clicked.connect(self._on_give_up)
        for button in (self.backspace_button, self.clear_button):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # typing stays in the word field
        for button in (
            self.submit_button,
            self.backspace_button,
            self.clear_button,
            self.wait_button,
            self.give_up_button,
        ):
            button.setMinimumHeight(34)
        bold = QFont(self.font())
        bold.setBold(True)
        self.submit_button.setFont(bold)

        buttons = QHBoxLayout()
        buttons.addWidget(self.submit_button)
        buttons.addWidget(self.backspace_button)
        buttons.addWidget(self.clear_button)
        buttons.addStretch(1)
        buttons.addWidget(self.wait_button)
        buttons.addWidget(self.give_up_button)

        layout = QVBoxLayout(box)
        layout.setSpacing(10)
        layout.addWidget(self.rack)
        layout.addWidget(self.word_edit)
        # The buttons right under the word: what is said below them never moves them.
        layout.addLayout(buttons)
        layout.addWidget(self.preview_label)
        layout.addWidget(self.message_label)
        layout.addWidget(self.note_label)
        layout.addStretch(1)
        layout.addWidget(help_label)

        escape = QShortcut(QKeySequence(Qt.Key.Key_Escape), box)
        escape.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        escape.activated.connect(self._on_clear)
        # Tab goes field → submit → wait → give up; the letter buttons are for the mouse.
        QWidget.setTabOrder(self.word_edit, self.submit_button)
        QWidget.setTabOrder(self.submit_button, self.wait_button)
        QWidget.setTabOrder(self.wait_button, self.give_up_button)
        return box

    # -- GameScreen -------------------------------------------------------------------------
    def refresh(self) -> None:
        view: Gra3View = self._session.view(None)
        shown_round = min(view.round, view.rounds)
        self._round_label.setText(
            self.tr("Runda {n} z {total}").format(n=shown_round, total=view.rounds)
        )
        self._status_label.setText(self._status_text(view))
        self.table.show_view(view)

    def _status_text(self, view: Gra3View) -> str:
        if view.finished:
            return self.tr("Gra skończona.")
        if view.round_end == GRACE:
            if view.ender is not None:
                return self.tr(
                    "Koniec rundy: słowo zgłasza {name} — teraz liczy się każde słowo."
                ).format(name=self._names[view.ender])
            return self.tr(
                "Pierwsze zgłoszone słowo kończy rundę i musi mieć co najmniej {n} liter."
            ).format(n=view.min_ending_length)
        if view.time_to_beat is not None:
            return self.tr(
                "Ktoś zakończył rundę po {time}: tyle trwa runda na zegarze każdego gracza; "
                "liczy się słowo zgłoszone do tej chwili."
            ).format(time=format_ms(round(view.time_to_beat * 1000)))
        return self.tr(
            "Słowo z co najmniej {n} liter kończy rundę (podniesiona ręka). Krótsze możesz "
            "zgłosić wcześniej: liczy się, jeśli runda skończy się później."
        ).format(n=view.min_ending_length)

    def show_public(self, note: str) -> None:
        self._player = None
        self._view = None
        self.rack.clear()
        self.word_edit.clear()
        self.preview_label.clear()
        self.message_label.clear()
        self.note_label.clear()
        self._set_controls_enabled(False)
        self._turn_label.clear()
        self._idle_label.setText(note)
        self._turn_pages.setCurrentWidget(self._idle_label)
        self._pages.setCurrentIndex(0)

    def show_waiting(self, viewer: int, note: str) -> None:
        """While the others write, the viewer's tiles stay in sight (nothing can be typed)."""
        self.show_public(note)
        view: Gra3View = self._session.view(PlayerId(viewer))
        if view.rack is not None:
            self.rack.set_tiles(view.rack, view.values)

    def show_turn(self, player: int, can_wait: bool) -> None:
        view: Gra3View = self._session.view(PlayerId(player))
        assert view.rack is not None
        self._player = player
        self._view = view
        self._opened.setdefault((view.round, player), self.clock())
        self._pages.setCurrentIndex(0)
        self._turn_label.setText(self.tr("Gracz: {name}").format(name=self._names[player]))
        self.rack.set_tiles(view.rack, view.values)
        self.word_edit.clear()
        self.message_label.clear()
        self._set_controls_enabled(True)
        # Waiting for someone to end the round is the ``grace`` rule's; a raised hand ends it.
        round_open = view.short_words_wait
        self.wait_button.setVisible(round_open)
        self.wait_button.setEnabled(round_open and can_wait)
        if round_open and not can_wait:
            self.note_label.setText(
                self.tr(
                    "Nikt inny nie może już zakończyć tej rundy: ułóż słowo z co najmniej {n} "
                    "liter albo wybierz „Nie mam słowa”."
                ).format(n=view.min_ending_length)
            )
        else:
            self.note_label.clear()
        self._update_preview()
        self._turn_pages.setCurrentIndex(0)
        self.word_edit.setFocus(Qt.FocusReason.OtherFocusReason)

    def show_rejected(self, rejected: Rejected) -> None:
        text = explain(rejected)
        if rejected.reason is Reason.TOO_SHORT and self.wait_button.isEnabled():
            text = as_sentence(text) + " "
            text += self.tr("Możesz też poczekać („Czekam”), aż ktoś inny zakończy rundę.")
        # Said once (issue #28): the refusal, not the preview's warning about the same thing.
        self._update_preview(warn=False)
        self.message_label.setText(text)
        self.word_edit.selectAll()
        self.word_edit.setFocus(Qt.FocusReason.OtherFocusReason)

    def show_round_summary(self, rounds_done: int) -> None:
        self.show_public("")
        view: Gra3View = self._session.view(None)
        result = view.history[rounds_done - 1]
        totals = [sum(r.totals[p] for r in view.history[:rounds_done]) for p in range(view.players)]
        self.summary.show_result(
            result, self._names, totals, view.values, last_round=rounds_done >= view.rounds
        )
        self._pages.setCurrentWidget(self.summary)
        self.summary.next_button.setFocus(Qt.FocusReason.OtherFocusReason)

    def time_limit_ms(self, player: int) -> int:
        view: Gra3View = self._session.view(PlayerId(player))
        if view.round_end == GRACE:
            # The clock only runs for turns that open once somebody has ended the round.
            if view.ender is None or view.time_limit <= 0:
                return 0
            return view.time_limit * 1000
        limit = sitting_limit(view)
        if limit is None:
            return 0
        # Never 0 (that means no limit): a turn whose time is gone ends at once.
        return max(1, round(limit * 1000) - self._elapsed_ms(view.round, player))

    def privacy_note(self, player: int) -> str | None:
        view: Gra3View = self._session.view(None)
        if view.round_end == GRACE or view.time_to_beat is None:
            return None
        return self.tr(
            "Ktoś zakończył już rundę po {time}: masz tyle samo czasu, liczy się słowo "
            "zgłoszone do tej chwili."
        ).format(time=format_ms(round(view.time_to_beat * 1000)))

    def _elapsed_ms(self, round_number: int, player: int) -> int:
        """How long ``player``'s turn of this round has been open on this screen."""
        opened = self._opened.get((round_number, player), self.clock())
        return max(0, self.clock() - opened)

    def _at(self) -> float | None:
        """The time on the player's clock for the action sent now (``hand`` only)."""
        view = self._view
        if view is None or self._player is None or view.round_end == GRACE:
            return None
        return self._elapsed_ms(view.round, self._player) / 1000

    def set_time_left(self, remaining_ms: int | None) -> None:
        if remaining_ms is None:
            self.clock_label.hide()
            return
        self.clock_label.setText(self.tr("Zostało: {time}").format(time=format_ms(remaining_ms)))
        self.clock_label.show()

    def final_details(self) -> QWidget | None:
        table = Gra3ScoreTable(self._names)
        table.show_view(self._session.view(None))
        return table

    # -- the player's input -----------------------------------------------------------------
    def word(self) -> str:
        return self.word_edit.text()

    def has_unsent_move(self) -> bool:
        return self._player is not None and bool(self.word())

    def _set_controls_enabled(self, enabled: bool) -> None:
        for widget in (
            self.word_edit,
            self.submit_button,
            self.backspace_button,
            self.clear_button,
            self.wait_button,
            self.give_up_button,
        ):
            widget.setEnabled(enabled)

    def _on_text_edited(self, text: str) -> None:
        # NFC first: a letter typed as a base letter and a combining mark is the Polish letter
        # (the mark alone is no letter and would be dropped).
        cleaned = normalise_word(unicodedata.normalize("NFC", text))
        if cleaned != text:
            position = self.word_edit.cursorPosition() - (len(text) - len(cleaned))
            self.word_edit.setText(cleaned)
            self.word_edit.setCursorPosition(max(0, position))
        self.message_label.clear()
        self._update_preview()

    def _on_tile_clicked(self, index: int) -> None:
        if self._view is None or self._view.rack is None:
            return
        tile = self._view.rack[index]
        if tile.isalpha():  # a blank has no letter of its own: the player types it
            self.word_edit.insert(tile)
        self.word_edit.setFocus(Qt.FocusReason.OtherFocusReason)
        self.message_label.clear()
        self._update_preview()

    def _on_backspace(self) -> None:
        self.word_edit.backspace()
        self._update_preview()

    def _on_clear(self) -> None:
        if self._player is None:
            return
        self.word_edit.clear()
        self.message_label.clear()
        self._update_preview()

    def _update_preview(self, warn: bool = True) -> None:
        """What the typed word would score; ``warn``: with what keeps it from ending the
        round (missing letters, too short), unless a refusal says it already."""
        view = self._view
        word = self.word()
        if view is None or view.rack is None or not word:
            self.rack.set_used(())
            self.preview_label.clear()
            return
        cover = rack_cover(word, view.rack)
        if cover is None:
            self.rack.set_used(())
            self.preview_label.setText(self.tr("Brakuje ci liter na to słowo.") if warn else "")
            self.preview_label.setStyleSheet(ERROR_STYLE)
            return
        self.rack.set_used(used_indices(view.rack, cover))
        points = sum(view.values.get(tile, 0) for tile in cover)
        text = self.tr("{word}: długość {length}, {points} pkt").format(
            word=word.upper(), length=len(word), points=points
        )
        if warn and view.short_words_wait and len(word) < view.min_ending_length:
            text += " " + self.tr("(za krótkie, by zakończyć rundę)")
        elif view.round_end != GRACE and len(word) < view.min_ending_length:
            text += " " + self.tr("(krótsze niż {n} liter: nie kończy rundy)").format(
                n=view.min_ending_length
            )
        self.preview_label.setText(text)
        self.preview_label.setStyleSheet("")

    def _on_submit(self) -> None:
        if self._player is not None:
            self.action_requested.emit(self._player, SubmitWord(self.word(), at=self._at()))

    def _on_give_up(self) -> None:
        if self._player is not None:
            self.action_requested.emit(self._player, GiveUp(at=self._at()))

    def _on_wait(self) -> None:
        if self._player is not None and self.wait_button.isEnabled():
            self.wait_requested.emit(self._player)


def _warm_up() -> None:
    # Imported here: the lexicon is loaded in a worker when a game opens, never at start-up.
    from engines.lexicon import load_lexicon
    from engines.lexicon.common import common_words
    from engines.puzzle.words import puzzle_dictionary

    lexicon = load_lexicon("pl")
    common_words("pl")
    puzzle_dictionary()
    # The first sub-anagram search imports numpy and builds its tables; do it now rather than
    # during the first computer turn.
    lexicon.anagrams("a", 0)


def _rounds_done(state: Any) -> int:
    assert isinstance(state, Gra3State)
    return len(state.history)


UI = GameUi(warm_up=_warm_up, rounds_done=_rounds_done, make_screen=Gra3Screen)
