"""7 słów: the area of 8 cards, the writing turn behind the hand-over screen (word field, live
score preview lighting the cards it takes, the time to beat and the hourglass), the review of
challenge mode, the round summary and the score sheets.

Every decision is the engine's: the preview calls its ``score_word``; the screen measures each
player's thinking time from when their turn opens (hot-seat fairness) and sends it in
``SubmitWord``; when the clock runs out it asks the window to send ``TimeUp`` for that player,
except in the 5 seconds' grace of a player who had started typing, and in solo play, where the
hourglass running out only costs the bonus and the player thinks on.

Computer players (timed game, 2+ players) decide their words at the start of the round, before
the humans write (:meth:`SevenWordsScreen.computers_decide_from`): each from its own view of the
round as it began, so it never sees a human's word or time — and so it never "hurries" after
someone's flip, as it would seeing a time to beat; a slow computer may be late like a slow
human. The session holds their words, unapplied, until every human has written. Each human sees
a computer write at the computer's thinking time on their own clock; the one that is the
fastest (the engine says which: the held words applied to a copy of the state give the time to
beat this human's word is judged against) flips the hourglass at that moment.

A network seat (a :class:`~gui.network.session.RemoteSession`) reads only its own view and the
public one: everyone writes at once on their own computer, so the open turn follows the views
as they come (another's word brings a time to beat); the host keeps the time, stamps the word
with it and sends ``TimeUp``, so this screen only shows the view's deadline on its own clock of
the round (from when the round's writing first showed here) and never ends a turn itself; the
host's computers write on the host, and no word is held here.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, cast

from PySide6.QtCore import QSize, Qt, QTimer
from PySide6.QtGui import QFont, QKeySequence, QResizeEvent, QShortcut
from PySide6.QtWidgets import (
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from engines.core import PlayerId, Reason, Rejected
from engines.lexicon import load_lexicon
from engines.seven_words.area import DiscardReason
from engines.seven_words.cards import bonus
from engines.seven_words.round_end import GRACE_MS
from engines.seven_words.scoring import VETERAN_FULL_CARDS, VETERAN_OTHER_CARD, score_word
from engines.seven_words.solo import BRUTAL
from engines.seven_words.state import (
    AUTOMATIC,
    Challenge,
    Continue,
    CorrectWord,
    GiveUp,
    Phase,
    SevenWordsState,
    SevenWordsView,
    SubmitWord,
)
from gui.games import GameUi
from gui.games.base import GameScreen
from gui.games.seven_words.cards import (
    HOURGLASS_SIZE,
    SOLO_CARD_SIZE,
    AreaWidget,
    HourglassWidget,
    SoloCardWidget,
)
from gui.games.seven_words.reveal import ReviewPage, RoundSummary
from gui.games.seven_words.sheet import ScoreSheet, SheetsPanel
from gui.network.session import RemoteSession
from gui.session import GameSession
from gui.support.appearance import ERROR_STYLE, QUIET_STYLE
from gui.support.reasons import explain
from gui.widgets.timers import format_ms
from gui.widgets.words import big_word_edit, key_name, normalise_word, normalise_written

TIME_STYLE = "color: #8a4b08;"
#: A card's height in pixels: as large as the window's height allows, within these (issue #28:
#: on a large screen the cards kept the size of a small one), and its width to its height.
SMALLEST_CARD, LARGEST_CARD = 76, 170
CARD_RATIO = 0.78
#: The height the play page keeps for all but the cards: header, status, the turn box.
PAGE_ROOM = 420
#: The area is this many cards high (two rows and the column cards, half as high).
AREA_CARDS_HIGH = 2.5
#: The clock's column at the smallest cards.
TIMER_WIDTH = 170
#: How often the player's own stopwatch is redrawn (it reads the clock; ticks only redraw).
STOPWATCH_MS = 250


@dataclass(frozen=True)
class ComputerWrite:
    """A computer player's held word as the human at the screen will see it written: at
    ``at_ms`` of their own clock; ``flips``: it is the fastest and flips the hourglass."""

    at_ms: int
    player: int
    flips: bool


class SevenWordsScreen(GameScreen):
    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._session = session
        #: A network seat's session (None: local play, with held actions and the state).
        self._remote: RemoteSession | None = (
            None if isinstance(session, GameSession) else cast(RemoteSession, session)
        )
        #: A network seat: when each round's writing first showed here (its clock's start).
        self._round_opened: dict[int, int] = {}
        self._names = [seat.name for seat in session.seats]
        public: SevenWordsView = session.view(None)
        self._solo = public.players == 1
        self._timed = public.timer_ms is not None
        self._brutal = session.setup.options.get("solo") == BRUTAL
        #: The player whose turn is open and their view (None: nobody's).
        self._player: int | None = None
        self._view: SevenWordsView | None = None
        self._opened_at = 0
        #: The deadline the current player's word is judged by (None: none yet).
        self._deadline: int | None = None
        #: The computers' held words, as the current player sees them written, by time.
        self._writes: tuple[ComputerWrite, ...] = ()
        self._writes_shown = 0
        self._typed_from: int | None = None
        self._grace = False
        self._time_over = False
        self._last_submit: SubmitWord | None = None
        #: The family refusal the players may override (the word as first submitted).
        self._family_override: SubmitWord | None = None
        self._stopwatch = QTimer(self)
        self._stopwatch.setInterval(STOPWATCH_MS)
        self._stopwatch.timeout.connect(self._update_stopwatch)

        self._pages = QStackedWidget()
        self._pages.addWidget(self._build_play_page())
        self.review = ReviewPage()
        self.review.challenge_requested.connect(self._on_challenge)
        self.review.continue_requested.connect(self._on_continue)
        self.review.correct_requested.connect(self._on_correct)
        self._pages.addWidget(self.review)
        self.summary = RoundSummary(self._names)
        self.missed_words = self.summary.missed_words
        self.summary.closed.connect(self.summary_closed)
        self._pages.addWidget(self.summary)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self._pages)
        if self._remote is None:  # a network game's computers play on the host
            self._start_computer_index(session)
        self.show_public("")

    @staticmethod
    def _start_computer_index(session: GameSession) -> None:
        """Medium and strong computer players search the whole lexicon: build its index in
        the background now rather than during their first turn."""
        if any(s.kind == "computer" and s.level != "easy" for s in session.seats):
            from engines.seven_words.index import lexicon_index_async

            lexicon_index_async()

    # -- building ---------------------------------------------------------------------------
    def _build_play_page(self) -> QWidget:
        page = QWidget()
        big = QFont(self.font())
        big.setPointSizeF(big.pointSizeF() * 1.5)
        big.setBold(True)
        self._round_label = QLabel()
        self._round_label.setFont(big)
        self._turn_label = QLabel()
        self._turn_label.setFont(big)
        self._status_label = QLabel()
        self._status_label.setWordWrap(True)
        self._status_label.setStyleSheet(QUIET_STYLE)
        self._status_label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        # Two lines, long or short: who has written (growing all round) never moves the cards
        # and the buttons below (issue #28).
        self._status_label.setFixedHeight(self._status_label.fontMetrics().lineSpacing() * 2)
        header = QHBoxLayout()
        header.addWidget(self._round_label)
        header.addSpacing(24)
        header.addWidget(self._turn_label)
        header.addStretch(1)

        self.area = AreaWidget(QSize(round(SMALLEST_CARD * CARD_RATIO), SMALLEST_CARD))
        self._card_height = SMALLEST_CARD
        self.discard_label = QLabel()
        self.discard_label.setWordWrap(True)
        self.discard_label.setStyleSheet("color: #8c867a;")
        area_row = QHBoxLayout()
        area_row.addWidget(self.area, 0, Qt.AlignmentFlag.AlignTop)
        area_row.addSpacing(12)
        self._timer_box = self._build_timer_box()
        area_row.addWidget(self._timer_box)
        area_row.addStretch(1)
        self._area_row = area_row

        self._turn_pages = QStackedWidget()
        self._turn_pages.addWidget(self._build_turn_box())
        self._idle_label = QLabel()
        self._idle_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._idle_label.setWordWrap(True)
        self._idle_label.setFont(big)
        self._turn_pages.addWidget(self._idle_label)

        self._left = QWidget()
        left = QVBoxLayout(self._left)
        left.setContentsMargins(0, 0, 0, 0)
        left.addLayout(area_row)
        left.addWidget(self.discard_label)
        left.addSpacing(6)
        left.addWidget(self._turn_pages, 1)
        # As wide as the cards and the clock: a longer text wraps instead of widening the
        # column (which moved everything in it).
        self._fit_cards(SMALLEST_CARD)
        # Never taller than with the smallest cards: larger ones must not keep the window
        # from being made smaller again.
        self._left.setMinimumHeight(self._left.minimumSizeHint().height())
        self._left.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Ignored)

        # As many sheets side by side as the window gives room for (all of them on a wide
        # screen); the rest scroll (issue #12: the third sheet was cut at 1200×760).
        self.sheets = SheetsPanel(self._names, columns=1 if self._solo else len(self._names))
        sheets_scroll = QScrollArea()
        sheets_scroll.setWidgetResizable(True)
        sheets_scroll.setFrameShape(QFrame.Shape.NoFrame)
        sheets_scroll.setWidget(self.sheets)
        sheets_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        sheets_scroll.setMinimumWidth(ScoreSheet.SIZE.width() + 24)

        body = QHBoxLayout()
        body.addWidget(self._left, 0)
        body.addSpacing(8)
        body.addWidget(sheets_scroll, 1)

        layout = QVBoxLayout(page)
        layout.setContentsMargins(16, 12, 16, 12)
        layout.addLayout(header)
        layout.addWidget(self._status_label)
        layout.addSpacing(4)
        layout.addLayout(body, 1)
        return page

    def _build_timer_box(self) -> QWidget:
        widget = QWidget()
        widget.setFixedWidth(TIMER_WIDTH)
        self.hourglass = HourglassWidget()
        self.hourglass.flipped.connect(lambda: self.sound_requested.emit("hourglass"))
        self.solo_card = SoloCardWidget()
        self.timer_label = QLabel()
        timer_font = QFont(self.font())
        timer_font.setPointSizeF(timer_font.pointSizeF() * 1.6)
        timer_font.setBold(True)
        self.timer_label.setFont(timer_font)
        self.timer_label.setStyleSheet(TIME_STYLE)
        self.timer_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.timer_note = QLabel()
        self.timer_note.setWordWrap(True)
        self.timer_note.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        box = QVBoxLayout(widget)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(4)
        box.addWidget(self.hourglass, 0, Qt.AlignmentFlag.AlignHCenter)
        box.addWidget(self.solo_card, 0, Qt.AlignmentFlag.AlignHCenter)
        box.addWidget(self.timer_label)
        box.addWidget(self.timer_note)
        box.addStretch(1)
        # Only now that they have a parent: a parentless widget made visible is a window.
        self.hourglass.setVisible(self._timed and not self._solo)
        self.solo_card.setVisible(self._solo)
        return widget

    def _build_turn_box(self) -> QWidget:
        box = QGroupBox(self.tr("Twoje słowo"))
        self.word_edit = big_word_edit(
            self.tr("Wpisz słowo i naciśnij Enter"), self._on_text_edited, self._on_submit
        )

        self.preview_label = QLabel()
        self.preview_label.setWordWrap(True)
        preview_font = QFont(self.font())
        preview_font.setPointSizeF(preview_font.pointSizeF() * 1.15)
        self.preview_label.setFont(preview_font)
        self.message_label = QLabel()
        self.message_label.setWordWrap(True)
        self.message_label.setStyleSheet(ERROR_STYLE)
        self.override_button = QPushButton(self.tr("Gracze &akceptują to słowo"))
        self.override_button.setToolTip(
            self.tr(
                "Słownik łączy to słowo w rodzinę ze słowem z wcześniejszej rundy. Jeśli "
                "wszyscy gracze się zgadzają, że to inna rodzina, słowo zostaje zapisane."
            )
        )
        self.override_button.clicked.connect(self._on_override)
        self.override_button.hide()
        message_row = QHBoxLayout()
        message_row.addWidget(self.message_label, 1)
        message_row.addWidget(self.override_button)

        self.time_label = QLabel()
        self.time_label.setWordWrap(True)
        self.time_label.setStyleSheet(TIME_STYLE)
        self.stopwatch_label = QLabel()
        self.stopwatch_label.setStyleSheet(QUIET_STYLE)
        self.note_label = QLabel()
        self.note_label.setWordWrap(True)

        self.submit_button = QPushButton(self.tr("&Zgłoś słowo"))
        self.submit_button.setToolTip(key_name(Qt.Key.Key_Return))
        self.submit_button.clicked.connect(self._on_submit)
        bold = QFont(self.font())
        bold.setBold(True)
        self.submit_button.setFont(bold)
        self.clear_button = QPushButton(self.tr("&Wyczyść"))
        self.clear_button.setToolTip(key_name(Qt.Key.Key_Escape))
        self.clear_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.clear_button.clicked.connect(self._on_clear)
        self.give_up_button = QPushButton(self.tr("&Nie mam słowa"))
        self.give_up_button.clicked.connect(self._on_give_up)
        for button in (self.submit_button, self.clear_button, self.give_up_button):
            button.setMinimumHeight(34)
        buttons = QHBoxLayout()
        buttons.addWidget(self.submit_button)
        buttons.addWidget(self.clear_button)
        buttons.addStretch(1)
        buttons.addWidget(self.stopwatch_label)
        buttons.addSpacing(12)
        buttons.addWidget(self.give_up_button)

        help_label = QLabel(
            self.tr("Litery spoza kart nic nie kosztują. Zgłoszonego słowa nie można zmienić.")
        )
        help_label.setWordWrap(True)
        help_label.setStyleSheet(QUIET_STYLE)
        scoring_help = self.tr(
            "Karta, której litera jest w słowie, daje punkty swojej kolumny i premię "
            "rzadkiej litery. Litera raz w słowie bierze lepszą z dwóch takich kart, "
            "dwa razy — obie. Litery spoza kart nic nie kosztują. Zgłoszonego słowa nie "
            "można zmienić."
        )
        for widget in (help_label, self.preview_label, self.area):
            widget.setToolTip(scoring_help)

        # What is said about the word, below the buttons, scrolls when the box is too low for
        # it: however long it grows, the buttons never move (issue #28).
        said = QWidget()
        said_layout = QVBoxLayout(said)
        said_layout.setContentsMargins(0, 0, 0, 0)
        said_layout.setSpacing(8)
        said_layout.addWidget(self.preview_label)
        said_layout.addLayout(message_row)
        said_layout.addWidget(self.time_label)
        said_layout.addWidget(self.note_label)
        said_layout.addStretch(1)
        said_layout.addWidget(help_label)
        said_scroll = QScrollArea()
        said_scroll.setWidget(said)
        said_scroll.setWidgetResizable(True)
        said_scroll.setFrameShape(QFrame.Shape.NoFrame)
        said_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        said_scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        said_scroll.viewport().setAutoFillBackground(False)
        said.setAutoFillBackground(False)

        layout = QVBoxLayout(box)
        layout.setSpacing(8)
        layout.addWidget(self.word_edit)
        layout.addLayout(buttons)
        layout.addWidget(said_scroll, 1)
        escape = QShortcut(QKeySequence(Qt.Key.Key_Escape), box)
        escape.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        escape.activated.connect(self._on_clear)
        QWidget.setTabOrder(self.word_edit, self.submit_button)
        QWidget.setTabOrder(self.submit_button, self.give_up_button)
        return box

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        height = (event.size().height() - PAGE_ROOM) / AREA_CARDS_HIGH
        self._fit_cards(max(SMALLEST_CARD, min(LARGEST_CARD, round(height))))

    def _fit_cards(self, height: int) -> None:
        """Cards ``height`` pixels high, the clock beside them to scale; the column below as
        wide as they are."""
        if height != self._card_height:
            self._card_height = height
            scale = height / SMALLEST_CARD
            self.area.set_card_size(QSize(round(height * CARD_RATIO), height))
            self.hourglass.setFixedSize(HOURGLASS_SIZE * scale)
            self.solo_card.setFixedSize(SOLO_CARD_SIZE * scale)
            self._timer_box.setFixedWidth(
                max(TIMER_WIDTH, round(HOURGLASS_SIZE.width() * scale) + TIMER_WIDTH // 2)
            )
            self._area_row.invalidate()
        self._left.setFixedWidth(self._area_row.sizeHint().width())

    # -- GameScreen -------------------------------------------------------------------------
    def public_view(self) -> SevenWordsView:
        view: SevenWordsView = self._session.view(None)
        return view

    def seen_view(self) -> SevenWordsView:
        """The public view as the player at the screen sees it now: the computers' words
        written by now on their clock count as handed in (a display matter only)."""
        view = self.public_view()
        shown = {w.player for w in self._shown_writes()}
        if not shown:
            return view
        submitted = tuple(done or p in shown for p, done in enumerate(view.submitted))
        return dataclasses.replace(view, submitted=submitted)

    def refresh(self) -> None:
        view = self.seen_view()
        shown_round = min(view.round, view.rounds)
        self._round_label.setText(
            self.tr("Runda {n} z {total}").format(n=shown_round, total=view.rounds)
        )
        self.area.set_area(view.area, [bonus(letter) for letter in view.area])
        self._update_preview()
        self._show_status(view)
        self.discard_label.setText(self._discard_text(view))
        self.discard_label.setToolTip(self._discard_tooltip(view))
        self.sheets.show_view(view)
        if view.solo_field is not None:
            self.solo_card.set_field(view.solo_field, self._brutal)
        if self._remote is not None:
            self._follow_host(view)

    def _follow_host(self, public: SevenWordsView) -> None:
        """A network seat: the others act at the same time, so the open turn's view changes
        under it (a time to beat, the challenges); the round's clock starts when its writing
        first shows, as the host's does."""
        if public.phase is Phase.WRITING:
            self._round_opened.setdefault(public.round, self.clock())
        player, shown = self._player, self._view
        if player is None or shown is None:
            return
        view: SevenWordsView = self._session.view(PlayerId(player))
        if self._pages.currentWidget() is self.review:
            if view.phase is Phase.REVIEW:
                self.review.show_review(view, player, self._names)
        elif view.phase is Phase.WRITING and view.round == shown.round:
            self._view, self._deadline = view, view.deadline_ms
            self.time_label.setText(self._time_text())
            self._update_stopwatch()

    def _show_status(self, view: SevenWordsView) -> None:
        text = self._status_text(view)
        self._status_label.setText(text)
        self._status_label.setToolTip(text)  # whole, should two lines not hold it

    def _status_text(self, view: SevenWordsView) -> str:
        if view.finished:
            return self.tr("Gra skończona.")
        parts = []
        if view.players > 1 and view.phase is Phase.WRITING:
            written = [self._names[p] for p, done in enumerate(view.submitted) if done]
            parts.append(
                self.tr("Słowo zgłosili: {names}").format(names=", ".join(written))
                if written
                else self.tr("Nikt jeszcze nie zgłosił słowa.")
            )
        if view.dont_flip is not None:
            parts.append(
                self.tr("Kartę „Nie obracaj” ma {name}.").format(name=self._names[view.dont_flip])
            )
        if view.main_player is not None:
            parts.append(
                self.tr("Gracz główny (w roli najszybszego): {name}.").format(
                    name=self._names[view.main_player]
                )
            )
        if view.solo_target is not None:
            parts.append(
                self.tr("Cel: co najmniej {target} pkt na koniec gry.").format(
                    target=view.solo_target
                )
            )
        return "  ".join(parts)

    def _discard_text(self, view: SevenWordsView) -> str:
        text = self.tr("W talii: {n} kart.").format(n=view.deck_left)
        if view.discard_log:
            rounds: dict[int, list[str]] = {}
            for discard in view.discard_log:
                rounds.setdefault(discard.round, []).append(discard.card.upper())
            entries = "; ".join(
                self.tr("runda {n}: {cards}").format(n=number, cards=" ".join(cards))
                for number, cards in rounds.items()
            )
            text += " " + self.tr("Odrzucone według zasady „2 na 2”: {entries}.").format(
                entries=entries
            )
        return text

    def _discard_tooltip(self, view: SevenWordsView) -> str:
        reasons = {
            DiscardReason.LETTER_LIMIT: self.tr("byłaby trzecia karta tej litery"),
            DiscardReason.RARE_LIMIT: self.tr("byłaby trzecia rzadka karta"),
        }
        return "\n".join(
            self.tr("Runda {n}: {card} — {reason}").format(
                n=d.round, card=d.card.upper(), reason=reasons[d.reason]
            )
            for d in view.discard_log
        )

    def show_public(self, note: str) -> None:
        self._player = None
        self._view = None
        self._deadline = None
        self._writes = ()
        self._writes_shown = 0
        self._show_who_wrote()
        self._time_over = False
        self._stopwatch.stop()
        self._family_override = None
        self._last_submit = None
        self.word_edit.clear()
        self.preview_label.clear()
        self.message_label.clear()
        self.override_button.hide()
        self.time_label.clear()
        self.stopwatch_label.clear()
        self.note_label.clear()
        self.area.set_taken(())
        self._set_controls_enabled(False)
        self._turn_label.clear()
        self._idle_label.setText("\n\n".join(filter(None, (self._own_word_note(), note))))
        self._turn_pages.setCurrentWidget(self._idle_label)
        self._pages.setCurrentIndex(0)
        self._show_timer_idle()

    def _own_word_note(self) -> str:
        """A network seat waiting for the others: its word this round, as the host took it."""
        seat = self._remote.seat if self._remote is not None else None
        if seat is None:
            return ""
        view: SevenWordsView = self._session.view(seat)
        own = view.own
        if view.phase is not Phase.WRITING or own is None:
            return ""
        if own.timed_out:
            return self.tr("Czas minął: w tej rundzie nie masz słowa.")
        if own.word is None:
            return self.tr("W tej rundzie nie masz słowa.")
        return self.tr("Twoje słowo: {word} ({time}).").format(
            word=own.word.upper(), time=format_ms(own.elapsed_ms or 0)
        )

    def show_turn(self, player: int, can_wait: bool) -> None:
        view: SevenWordsView = self._session.view(PlayerId(player))
        if view.phase is Phase.REVIEW:
            self._show_review(player, view)
            return
        self._player = player
        self._view = view
        self._writes, self._deadline = self._plan_computers(player, view)
        self._writes_shown = 0
        self._show_who_wrote()
        self._opened_at = (
            self.clock()
            if self._remote is None
            else self._round_opened.setdefault(view.round, self.clock())
        )
        self._typed_from = None
        self._grace = False
        self._time_over = False
        self._family_override = None
        self._last_submit = None
        self._pages.setCurrentIndex(0)
        self._turn_label.setText(self.tr("Pisze: {name}").format(name=self._names[player]))
        self.word_edit.clear()
        self.message_label.clear()
        self.override_button.hide()
        self._set_controls_enabled(True)
        self.time_label.setText(self._time_text())
        self.note_label.setText(self._turn_note(view, player))
        self._update_preview()
        self._update_stopwatch()
        self._stopwatch.start()
        self._turn_pages.setCurrentIndex(0)
        self._show_timer_idle()
        self.word_edit.setFocus(Qt.FocusReason.OtherFocusReason)

    def _time_text(self) -> str:
        """The time to beat this player knows of, and the computers' words written so far on
        their clock (the fastest one's flip replaces an earlier-known, slower time)."""
        view = self._view
        if view is None:
            return ""
        shown = self._shown_writes()
        lines = []
        known_human = view.time_to_beat_ms is not None and view.deadline_ms is not None
        if known_human and not any(w.flips for w in shown):
            lines.append(
                self.tr(
                    "Ktoś już zgłosił słowo. Czas do pobicia: {best} — napisz szybciej, a to ty "
                    "będziesz najszybszy. Po {deadline} twoje słowo nie liczy się."
                ).format(
                    best=format_ms(view.time_to_beat_ms or 0),
                    deadline=format_ms(view.deadline_ms or 0),
                )
            )
        for write in shown:
            name, at = self._names[write.player], format_ms(write.at_ms)
            if write.flips and self._deadline is not None:
                lines.append(
                    self.tr(
                        "{name} zapisał słowo ({time}) i odwrócił klepsydrę. Po {deadline} "
                        "twoje słowo nie liczy się."
                    ).format(name=name, time=at, deadline=format_ms(self._deadline))
                )
            else:
                lines.append(self.tr("{name} zapisał słowo ({time}).").format(name=name, time=at))
        return "\n".join(lines)

    def _plan_computers(
        self, player: int, view: SevenWordsView
    ) -> tuple[tuple[ComputerWrite, ...], int | None]:
        """The computers' held words as ``player`` will see them written, and the deadline
        ``player``'s word is judged by. The engine decides who flips: the held actions are
        applied, in seat order as they will be, to a copy of the state, whose view for
        ``player`` gives the time to beat and the deadline."""
        if self._remote is not None:  # nothing held here: the host's computers write there
            return (), view.deadline_ms
        held = self._session.held_actions
        if view.timer_ms is None or view.phase is not Phase.WRITING or not held:
            return (), view.deadline_ms
        game = self._session.game
        state = self._session.state
        best = view.time_to_beat_ms
        writes: list[ComputerWrite] = []
        became: dict[int, int] = {}  # computer → the time to beat once its word is in
        for seat in sorted(held):
            action = held[seat]
            try:
                state = game.apply(state, PlayerId(seat), action)
            except Rejected:
                continue  # it will be replaced when played; nothing to show
            if not isinstance(action, SubmitWord):
                continue
            after = game.view(state, PlayerId(player)).time_to_beat_ms
            if after is not None and after != best:
                became[seat] = best = after
            writes.append(ComputerWrite(action.elapsed_ms, seat, flips=False))
        final: SevenWordsView = game.view(state, PlayerId(player))
        flipper = None
        if final.time_to_beat_ms is not None and final.time_to_beat_ms != view.time_to_beat_ms:
            # The first (in seat order) to bring the time to beat down to its final value.
            flipper = next(seat for seat, ms in became.items() if ms == final.time_to_beat_ms)
        ordered = sorted(
            (dataclasses.replace(w, flips=w.player == flipper) for w in writes),
            key=lambda w: (w.at_ms, w.player),
        )
        return tuple(ordered), final.deadline_ms

    def _shown_writes(self) -> tuple[ComputerWrite, ...]:
        return self._writes[: self._writes_shown]

    def _reveal_writes(self) -> bool:
        """Show the computers' words written by now on this player's clock; True if a new one
        showed."""
        if self._player is None:
            return False
        elapsed = self.elapsed_ms()
        count = sum(1 for w in self._writes if w.at_ms <= elapsed)
        if count <= self._writes_shown:
            return False
        self._writes_shown = count
        self.time_label.setText(self._time_text())
        self._show_who_wrote()
        return True

    def _show_who_wrote(self) -> None:
        view = self.seen_view()
        self._show_status(view)
        self.sheets.show_view(view)

    def _known_deadline(self) -> int | None:
        """The deadline this player knows of now: a human's time to beat shown when the turn
        opened, or the fastest computer's once its flip has happened on this player's clock."""
        view = self._view
        if view is None:
            return None
        if any(w.flips for w in self._shown_writes()):
            return self._deadline
        return view.deadline_ms

    def _turn_note(self, view: SevenWordsView, player: int) -> str:
        notes = []
        if view.dont_flip == player:
            notes.append(
                self.tr("Masz kartę „Nie obracaj”: w tej rundzie nie możesz być najszybszy.")
            )
        if view.main_player is not None:
            notes.append(
                self.tr(
                    "Bez klepsydry: piszesz bez pośpiechu; {name} jest graczem głównym."
                ).format(name=self._names[view.main_player])
            )
        # (A network game's computers write on the host, on its clock.)
        computers = self._remote is None and any(s.kind == "computer" for s in self._session.seats)
        if computers and view.timer_ms is not None and view.players > 1:
            notes.append(
                self.tr(
                    "Czas komputera liczy się tak jak twój, od otwarcia twojego ekranu: "
                    "zobaczysz, kiedy zapisze słowo i czy odwróci klepsydrę."
                )
            )
        if view.veteran:
            notes.append(
                self.tr(
                    "Weteran: pełne punkty za {full} najlepsze karty, za każdą następną "
                    "{other} pkt."
                ).format(full=VETERAN_FULL_CARDS, other=VETERAN_OTHER_CARD)
            )
        if view.checking != AUTOMATIC:
            notes.append(
                self.tr(
                    "Sprawdzanie przez wyzwania: słowo zostanie sprawdzone, gdy ktoś je "
                    "zakwestionuje."
                )
            )
        return "\n".join(notes)

    def _show_review(self, player: int, view: SevenWordsView) -> None:
        self._player = player
        self._view = view
        self._stopwatch.stop()
        self.review.show_review(view, player, self._names)
        self._pages.setCurrentWidget(self.review)

    def show_rejected(self, rejected: Rejected) -> None:
        if self._pages.currentWidget() is self.review:
            self.review.message_label.setText(explain(rejected))
            return
        self.message_label.setText(explain(rejected))
        view = self._view
        pending = self._last_submit
        if (
            rejected.reason is Reason.SAME_FAMILY
            and view is not None
            and view.checking == AUTOMATIC
            and pending is not None
            and self._remote is None  # the other players cannot be asked over the network
        ):
            # The players may overrule the lexicon's family guess; the word keeps the time
            # it was first handed in with.
            self._family_override = dataclasses.replace(pending, accept_family=True)
            self.override_button.show()
        self.word_edit.selectAll()
        self.word_edit.setFocus(Qt.FocusReason.OtherFocusReason)

    def show_round_summary(self, rounds_done: int) -> None:
        self.show_public("")
        self.summary.show_result(self.public_view(), rounds_done)
        self._pages.setCurrentWidget(self.summary)
        self.summary.next_button.setFocus(Qt.FocusReason.OtherFocusReason)

    def time_limit_ms(self, player: int) -> int:
        view: SevenWordsView = self._session.view(PlayerId(player))
        if view.phase is not Phase.WRITING:
            return 0
        # The deadline the engine will judge the word by, a computer's flip included (the
        # countdown runs to it; what it shows before the flip is the screen's business).
        deadline = (
            self._deadline if player == self._player else self._plan_computers(player, view)[1]
        )
        return deadline or 0

    def set_time_left(self, remaining_ms: int | None) -> None:
        self._update_stopwatch()
        # A network seat counts down to its view's deadline itself (_count_down_from_view);
        # the host's limit it is told of runs to the end of the grace, which is no deadline.
        if self._remote is None:
            self._show_time_left(remaining_ms)

    def _show_time_left(self, remaining_ms: int | None) -> None:
        view = self._view
        if remaining_ms is None or view is None or view.timer_ms is None:
            if not self._time_over:
                self._show_timer_idle()
            return
        if self._grace:
            self._show_sand(0.0, running=False, alarm=True)
            self.timer_label.setText(format_ms(remaining_ms))
            self.timer_note.setText(self.tr("Czas minął — dokończ zaczęte słowo!"))
            return
        known = self._known_deadline()
        if known is None:
            # Only a computer's flip still to come on this player's clock: nothing shows yet.
            self._show_timer_idle()
            return
        # The countdown runs to the real deadline; before a computer's flip shows, this player
        # knows only a later one.
        self._show_countdown(remaining_ms + known - (self._deadline or known))

    def _show_countdown(self, remaining_ms: int) -> None:
        """The hourglass and the time left to the deadline this player knows of."""
        assert self._view is not None and self._view.timer_ms is not None
        timer = self._view.timer_ms
        if remaining_ms > timer:
            # Slower than the time to beat only from here on: the hourglass still stands.
            self._show_sand(1.0, running=False)
            self.timer_label.setText(format_ms(remaining_ms - timer))
            self.timer_note.setText(
                self.tr("do czasu najszybszego; potem klepsydra: {seconds} s").format(
                    seconds=timer // 1000
                )
            )
        else:
            self._show_sand(remaining_ms / timer, running=remaining_ms > 0)
            self.timer_label.setText(format_ms(remaining_ms))
            self.timer_note.setText(
                self.tr("Klepsydra odwrócona — zdążysz z bonusem?")
                if self._solo
                else self.tr("Klepsydra odwrócona — zapisz słowo!")
            )

    def time_up(self, player: int) -> int | None:
        if player != self._player:
            return None
        if self._solo or self._family_override is not None:
            # Solo: the word still counts, only the bonus is lost; a family word waiting for
            # the players' decision was handed in in time.
            self._show_time_over(
                self._solo_time_over()
                if self._solo
                else self.tr("Czas minął — zdecydujcie o zgłoszonym słowie.")
            )
            return 0
        view = self._view
        if self._typed_from is not None and not self._grace and view is not None:
            # A player who had started typing may finish: 5 s after the deadline, counted from
            # when their turn opened, as the engine counts it.
            self._grace = True
            deadline = self._deadline or 0
            return max(1, self._opened_at + deadline + GRACE_MS - self.clock())
        return None

    def _show_time_over(self, note: str) -> None:
        self._time_over = True
        self._show_sand(0.0, running=False)
        self.timer_label.setText("0:00")
        self.timer_note.setText(note)

    def _solo_time_over(self) -> str:
        return self.tr("Czas minął: bez bonusu, ale możesz spokojnie myśleć dalej.")

    def _count_down_from_view(self) -> None:
        """A network seat (no window clock here): the view's deadline on this screen's clock
        of the round. Past it, a player who had started typing in time may finish (the grace
        the host waits for everyone); anyone else's word would come too late — the host
        judges it, and sends ``TimeUp`` at the end of the grace."""
        view = self._view
        if self._time_over or view is None or view.deadline_ms is None:
            self._show_time_left(None)
            return
        left = view.deadline_ms - self.elapsed_ms()
        if left > 0:
            self._show_time_left(left)
        elif self._solo:
            self._show_time_over(self._solo_time_over())
        elif self._typed_from is not None and self._typed_from <= view.deadline_ms:
            self._grace = True
            self._show_time_left(max(0, left + GRACE_MS))
        else:
            self._show_time_over(self.tr("Czas minął — słowo zgłoszone teraz już się nie liczy."))

    def needs_privacy(self, player: int) -> bool:
        # Checking the revealed words is done in the open.
        return self.public_view().phase is not Phase.REVIEW

    def privacy_note(self, player: int) -> str | None:
        view: SevenWordsView = self._session.view(PlayerId(player))
        if view.phase is not Phase.WRITING:
            return None
        note = self.tr("Twój czas liczy się od naciśnięcia przycisku.")
        if view.time_to_beat_ms is not None:
            note += " " + self.tr("Ktoś już zgłosił słowo: czas do pobicia {time}.").format(
                time=format_ms(view.time_to_beat_ms)
            )
        return note

    def computers_decide_from(self) -> SevenWordsState | None:
        """The round as it began, while writing with the hourglass and 2+ players (the
        computers' times matter only then). During writing only the submissions and their
        count change, so clearing them gives that state back: each computer decides from its
        own view of it — no human's word or time, and the same when a game resumes mid-round."""
        state = self._session.state
        assert isinstance(state, SevenWordsState)
        if not self._timed or self._solo or state.phase is not Phase.WRITING:
            return None
        return dataclasses.replace(state, submissions=(None,) * len(state.submissions), arrivals=0)

    def final_details(self) -> QWidget | None:
        view = self.public_view()
        sheets = SheetsPanel(self._names, columns=min(4, max(1, len(self._names))))
        sheets.show_view(view)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(sheets)
        scroll.setMinimumHeight(ScoreSheet.SIZE.height() + 8)
        return scroll

    def final_headline(self) -> str | None:
        view = self.public_view()
        if view.solo_won is None or view.solo_target is None:
            return None
        if view.solo_won:
            return self.tr("Wygrana! {points} pkt — cel {target} pkt osiągnięty.").format(
                points=view.scores[0], target=view.solo_target
            )
        return self.tr("Tym razem się nie udało: {points} pkt, a cel to {target} pkt.").format(
            points=view.scores[0], target=view.solo_target
        )

    # -- the timer's look -------------------------------------------------------------------
    def _show_sand(self, top: float, running: bool, alarm: bool = False) -> None:
        if self._solo:
            self.solo_card.set_sand(top, running, alarm)
        else:
            self.hourglass.set_sand(top, running, alarm)

    def _show_timer_idle(self) -> None:
        self._show_sand(1.0, running=False)
        self.timer_label.clear()
        view = self._view
        if self._player is not None and view is not None and view.phase is Phase.WRITING:
            if view.main_player is not None or not self._timed:
                self.timer_note.setText(self.tr("Bez klepsydry."))
            elif self._known_deadline() is None:
                self.timer_note.setText(
                    self.tr("Klepsydra czeka: pierwsze zgłoszone słowo ją odwraca.")
                )
            return
        self.timer_note.clear()

    # -- the player's input -----------------------------------------------------------------
    def word(self) -> str:
        return self.word_edit.text()

    def has_unsent_move(self) -> bool:
        view = self._view
        writing = self._player is not None and view is not None and view.phase is Phase.WRITING
        return writing and bool(self.word())

    def elapsed_ms(self) -> int:
        """The current player's thinking time so far."""
        return max(0, self.clock() - self._opened_at)

    def _set_controls_enabled(self, enabled: bool) -> None:
        for widget in (self.word_edit, self.submit_button, self.clear_button, self.give_up_button):
            widget.setEnabled(enabled)

    def _update_stopwatch(self) -> None:
        if self._player is None or self._view is None or self._view.phase is not Phase.WRITING:
            self.stopwatch_label.clear()
            return
        self.stopwatch_label.setText(
            self.tr("Twój czas: {time}").format(time=format_ms(self.elapsed_ms()))
        )
        if self._reveal_writes() and not self._grace and not self._time_over:
            known = self._known_deadline()
            if known is not None and self._view.timer_ms is not None:
                # A computer has just flipped the hourglass: show it now, not at the next tick.
                self._show_countdown(max(0, known - self.elapsed_ms()))
        if self._remote is not None:
            self._count_down_from_view()

    def _on_text_edited(self, text: str) -> None:
        # With PORADA the sheet takes two words or a hyphenated word, as a learner writes.
        cleaned = normalise_written(text) if self.public_view().porada else normalise_word(text)
        if cleaned != text:
            position = self.word_edit.cursorPosition() - (len(text) - len(cleaned))
            self.word_edit.setText(cleaned)
            self.word_edit.setCursorPosition(max(0, position))
        if cleaned and self._typed_from is None and self._player is not None:
            self._typed_from = self.elapsed_ms()
        self.message_label.clear()
        self._update_stopwatch()
        if self._family_override is not None and cleaned != self._family_override.word:
            self._family_override = None
            self.override_button.hide()
        self._update_preview()

    def _on_clear(self) -> None:
        if self._player is None or self._pages.currentIndex() != 0:
            return
        self.word_edit.clear()
        self._on_text_edited("")

    def _update_preview(self) -> None:
        view, word = self._view, self.word()
        if view is None or view.phase is not Phase.WRITING or not word:
            self.area.set_taken(())
            self.preview_label.clear()
            return
        # The engine's own scoring: which cards the word takes and what it is worth.
        scored = score_word(word, view.area, veteran=view.veteran)
        self.area.set_taken(scored.cards)
        cards = ", ".join(
            f"{view.area[p].upper()} {view.card_values[p]}" for p in scored.cards
        ) or self.tr("żadna")
        text = self.tr("{word}: {points} pkt — karty: {cards}").format(
            word=word.upper(), points=scored.points, cards=cards
        )
        if view.checking == AUTOMATIC and word not in load_lexicon("pl"):
            text += " " + self.tr("(nie ma w słowniku)")
        self.preview_label.setText(text)

    def _on_submit(self) -> None:
        if self._player is None or self._view is None or self._view.phase is not Phase.WRITING:
            return
        action = SubmitWord(
            self.word(), elapsed_ms=self.elapsed_ms(), typed_from_ms=self._typed_from
        )
        self._last_submit = action
        self.action_requested.emit(self._player, action)

    def _on_override(self) -> None:
        if self._player is not None and self._family_override is not None:
            self.action_requested.emit(self._player, self._family_override)

    def _on_give_up(self) -> None:
        if self._player is not None:
            self.action_requested.emit(self._player, GiveUp())

    def _on_challenge(self, target: int) -> None:
        if self._player is not None:
            self.action_requested.emit(self._player, Challenge(target))

    def _on_continue(self) -> None:
        if self._player is not None:
            self.action_requested.emit(self._player, Continue())

    def _on_correct(self, word: str) -> None:
        if self._player is not None:
            self.action_requested.emit(self._player, CorrectWord(word))


def _warm_up() -> None:
    # Imported here: the lexicon is loaded in a worker when a game opens, never at start-up.
    from engines.seven_words.families import word_families

    load_lexicon("pl")
    # The family rule loads Morfeusz on first use: now, not on the first word handed in.
    word_families().relation("dom", "domowy")


def _rounds_done(state: Any) -> int:
    assert isinstance(state, SevenWordsState)
    return len(state.history)


UI = GameUi(warm_up=_warm_up, rounds_done=_rounds_done, make_screen=SevenWordsScreen)
