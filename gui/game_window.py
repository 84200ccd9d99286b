"""The window of one open game: loads it off the GUI thread, then runs the hot-seat flow —
whose turn, the privacy screen, turn clocks, computer players — around the game's screen."""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QPropertyAnimation, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QGraphicsOpacityEffect,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from engines.core import SYSTEM, PlayerId, Rejected, Setup, TimeUp
from engines.records.record import EditionChange, Move, MoveRefused, edition_change, replay
from engines.records.store import GameStore, Seat, StoreError, StoreRecovered
from engines.registry import get_game
from engines.take_backs import TAKE_BACKS, TakeBack, check_allowed, movers
from gui.dialogs.about import add_help_menu
from gui.dialogs.final_screen import FinalScreen
from gui.dialogs.help import HelpDialog, help_actions, show_help, tour_line
from gui.dialogs.privacy import PrivacyScreen
from gui.dialogs.word_lookup import LOOKUP_SHORTCUT, WordLookupDialog, show_word_lookup
from gui.games import GameUi, ui_for
from gui.games.base import GameScreen
from gui.session import GameSession
from gui.support.i18n import language as interface_language
from gui.support.i18n import pick
from gui.support.reasons import explain
from gui.support.seats import shown_seats
from gui.support.settings import Preferences
from gui.support.sounds import SoundPlayer
from gui.support.workers import Task, start_task
from gui.turns import TurnQueue
from gui.widgets import dialogs
from gui.widgets.timers import Clock, Countdown, monotonic_ms

log = logging.getLogger(__name__)
#: A clock ticks aloud in its last seconds.
LAST_SECONDS = 10
#: How long a summary takes to fade in.
FADE_MS = 250
#: How often a running game clock is redrawn.
CLOCK_TICK_MS = 250


class GameFrame(QMainWindow):
    """What every window of one game has, at one screen or on a network seat (issue #40): the
    game's pages, the first-game tour line, the Gra menu (Nowa gra, Cofnij ruch, Sprawdź
    słowo, Zasady gry, Statystyki, Zamknij okno) and the Pomoc menu (F1, Ctrl+L, the shortcuts
    page), the sounds and the summaries' fade. The game is known from :meth:`show_game` on
    (a network seat learns it from the host)."""

    new_game_requested = Signal()
    #: Gra → Statystyki (the launcher opens its statistics window).
    stats_requested = Signal()
    #: The final screen's "Powtórka z analizą": the replay of this game (its id).
    replay_requested = Signal(int)

    def __init__(self, preferences: Preferences | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._preferences = preferences
        self._frame_setup: Setup | None = None
        self.sounds = SoundPlayer(lambda: preferences is not None and preferences.sound)
        self.word_lookup: WordLookupDialog | None = None
        self.help_dialog: HelpDialog | None = None
        self.fade: QPropertyAnimation | None = None
        self.resize(1200, 760)
        self._pages = QStackedWidget()
        self.tour = self._build_tour()
        central = QWidget()
        central_layout = QVBoxLayout(central)
        central_layout.setContentsMargins(0, 0, 0, 0)
        central_layout.setSpacing(0)
        central_layout.addWidget(self.tour)
        central_layout.addWidget(self._pages, 1)
        self.setCentralWidget(central)
        self._build_menu()

    def _add_thinking_indicator(self) -> None:
        """The status bar's "a computer thinks" line and bar, hidden until one does."""
        self.thinking_label = QLabel()
        self.thinking_bar = QProgressBar()
        self.thinking_bar.setMaximumWidth(160)
        self.thinking_bar.setMaximumHeight(14)
        bar = self.statusBar()
        bar.addPermanentWidget(self.thinking_label)
        bar.addPermanentWidget(self.thinking_bar)
        self.show_thinking(None)

    def show_thinking(self, text: str | None, done: int | None = None) -> None:
        """Say that a computer thinks (``text``; None: none does), ``done`` percent of its
        thinking (None: busy, no measure yet)."""
        self.thinking_label.setVisible(text is not None)
        self.thinking_bar.setVisible(text is not None)
        if text is not None:
            self.thinking_label.setText(text)
        if done is None:
            self.thinking_bar.setRange(0, 0)
        else:
            self.thinking_bar.setRange(0, 100)
            self.thinking_bar.setValue(done)

    def thinking_text(self, names: Sequence[str]) -> str:
        """Who is choosing a move: "Ola myśli…", "Ola, Ela myślą…"."""
        if len(names) == 1:
            return self.tr("{name} myśli…").format(name=names[0])
        return self.tr("{names} myślą…").format(names=", ".join(names))

    def show_game(self, setup: Setup) -> None:
        """The game is known: its tour line, its rules and word look-up, and "Cofnij ruch"
        where its rules have the option."""
        self._frame_setup = setup
        rule_set = get_game(setup.game).info.rule_set(setup.rules)
        self.take_back_action.setVisible(
            any(spec.key == TAKE_BACKS.key for spec in rule_set.options)
        )
        self.tour_label.setText(tour_line(setup.game, setup.rules))
        seen = self._preferences is not None and self._preferences.tour_seen(setup.game)
        self.tour.setVisible(not seen)

    def _build_menu(self) -> None:
        menu = self.menuBar().addMenu(self.tr("&Gra"))
        new_game = QAction(self.tr("&Nowa gra…"), self)
        new_game.setShortcut(QKeySequence.StandardKey.New)
        new_game.triggered.connect(self.new_game_requested)
        menu.addAction(new_game)
        # Taking back a move, in the games whose rules have the option (enabled when allowed).
        self.take_back_action = QAction(self.tr("&Cofnij ruch"), self)
        self.take_back_action.setShortcut(QKeySequence.StandardKey.Undo)
        self.take_back_action.triggered.connect(lambda: self.take_back())
        self.take_back_action.setEnabled(False)
        self.take_back_action.setVisible(False)
        menu.addAction(self.take_back_action)
        self.lookup_action = QAction(self.tr("Sprawdź s&łowo…"), self)
        self.lookup_action.setShortcut(LOOKUP_SHORTCUT)
        self.lookup_action.triggered.connect(lambda: self.open_word_lookup())
        self.rules_action, shortcuts = help_actions(self)
        self.rules_action.triggered.connect(lambda: self.open_rules())
        shortcuts.triggered.connect(lambda: self.open_rules(shortcuts=True))
        menu.addAction(self.lookup_action)
        menu.addAction(self.rules_action)
        self.stats_action = QAction(self.tr("S&tatystyki…"), self)
        self.stats_action.setShortcut(QKeySequence("Ctrl+T"))
        self.stats_action.triggered.connect(self.stats_requested)
        menu.addAction(self.stats_action)
        menu.addSeparator()
        close = QAction(self.tr("Zamknij &okno"), self)
        # Every key the platform closes a document with (Ctrl+W and Ctrl+F4 alike).
        close.setShortcuts(QKeySequence.StandardKey.Close)
        close.triggered.connect(self.close)
        menu.addAction(close)
        add_help_menu(self, (self.rules_action, shortcuts, self.lookup_action))

    def take_back(self) -> bool:
        """Gra → Cofnij ruch (each window decides whose move and whether it may)."""
        raise NotImplementedError

    @property
    def language(self) -> str:
        """The language of the game's words (before the game is known: the interface's)."""
        setup = self._frame_setup
        if setup is None:
            return interface_language()
        return get_game(setup.game).info.rule_set(setup.rules).language

    def open_word_lookup(self, word: str = "") -> WordLookupDialog:
        self.word_lookup = show_word_lookup(self, self.language, word)
        return self.word_lookup

    def open_rules(self, *, shortcuts: bool = False) -> HelpDialog:
        """The Rules page of this game, with the options in force."""
        setup = self._frame_setup
        self.help_dialog = show_help(
            self,
            None if setup is None else setup.game,
            None if setup is None else setup.rules,
            None if setup is None else dict(setup.options),
            shortcuts=shortcuts,
        )
        return self.help_dialog

    def _build_tour(self) -> QWidget:
        """A line for a first game of this kind; closed for good with its ×."""
        bar = QWidget()
        bar.setObjectName("tour")
        bar.setStyleSheet("#tour { background: palette(alternate-base); }")
        self.tour_label = QLabel()
        self.tour_label.setWordWrap(True)
        hide = QPushButton("×")
        hide.setToolTip(self.tr("Nie pokazuj więcej"))
        hide.setFlat(True)
        hide.setFixedWidth(28)
        hide.clicked.connect(self._close_tour)
        layout = QHBoxLayout(bar)
        layout.setContentsMargins(8, 2, 4, 2)
        layout.addWidget(self.tour_label, 1)
        layout.addWidget(hide)
        bar.hide()  # until the game is known
        return bar

    @Slot()
    def _close_tour(self) -> None:
        self.tour.hide()
        if self._preferences is not None and self._frame_setup is not None:
            self._preferences.set_tour_seen(self._frame_setup.game)

    @property
    def reduce_motion(self) -> bool:
        return self._preferences is not None and self._preferences.reduce_motion

    def _fade_in(self, widget: QWidget) -> None:
        """A summary appears in a short fade (none with "reduce motion")."""
        if self.reduce_motion:
            return
        effect = QGraphicsOpacityEffect(widget)
        widget.setGraphicsEffect(effect)
        animation = QPropertyAnimation(effect, b"opacity", widget)
        animation.setDuration(FADE_MS)
        animation.setStartValue(0.0)
        animation.setEndValue(1.0)
        # The effect goes when done: it would slow down every later repaint.
        # Qt takes None to remove it (setGraphicsEffect(nullptr)); the stub wants an effect.
        animation.finished.connect(lambda: widget.setGraphicsEffect(None))  # type: ignore[arg-type]
        self.fade = animation
        animation.start(QPropertyAnimation.DeletionPolicy.DeleteWhenStopped)


class GameWindow(GameFrame):
    """A game played at this computer: every seat here, in hot-seat turns."""

    #: The window closed (the launcher forgets it).
    closed = Signal(object)

    def __init__(
        self,
        setup: Setup,
        seats: Sequence[Seat],
        *,
        store: GameStore | None,
        game_id: int | None,
        moves: Sequence[Move] = (),
        clock: Clock = monotonic_ms,
        preferences: Preferences | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(preferences, parent)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.game_id = game_id
        self.seats = shown_seats(seats)
        self._setup = setup
        #: The game was saved with an older edition of the shipped lexicon and goes on with
        #: the current one (told once, when it was opened).
        self.edition_change: EditionChange | None = None
        self._store = store
        self._moves = tuple(moves)
        self._game = get_game(setup.game)
        self._ui: GameUi = ui_for(setup.game, setup.rules)
        self.session: GameSession | None = None
        self.game_screen: GameScreen | None = None
        self.final: FinalScreen | None = None
        self.turns = TurnQueue(self.seats)
        self.countdown = Countdown(clock, parent=self)
        self.countdown.tick.connect(self._on_tick)
        self.countdown.expired.connect(self._on_time_up)
        #: Redraws the game clocks while one runs (engines.game_clock).
        self.clock_ticker = QTimer(self)
        self.clock_ticker.setInterval(CLOCK_TICK_MS)
        self.clock_ticker.timeout.connect(self.show_game_clock)
        self._loader: Task | None = None
        self._clock = clock
        #: The human whose private things are on screen now (None: nobody's).
        self.current: int | None = None
        #: The last human who saw their private things: the same one needs no hand-over.
        self._last_private: int | None = None
        self._privacy_for: int | None = None
        self._summary_pending: int | None = None
        #: Closing asks first when something would be lost (off for a window nobody plays,
        #: such as a screenshot's).
        self.asks_before_closing = True

        rules = self._game.info.rule_set(setup.rules)
        self.setWindowTitle(
            self.tr("{game} — {rules}").format(
                game=pick(self._game.info.name), rules=pick(rules.name)
            )
        )
        #: The last whole second a clock's last-seconds tick sounded for.
        self._ticked_second: int | None = None
        self.show_game(setup)
        self.stats_action.setEnabled(store is not None)
        self._pages.addWidget(self._build_loading_page())
        self.privacy = PrivacyScreen()
        self.privacy.confirmed.connect(self._on_privacy_confirmed)
        self._pages.addWidget(self.privacy)
        self._build_status_bar()
        self._start_loading()

    # -- building ---------------------------------------------------------------------------
    def _build_loading_page(self) -> QWidget:
        page = QWidget()
        self._loading_label = QLabel(self.tr("Wczytywanie słownika…"))
        self._loading_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._loading_label.setWordWrap(True)
        busy = QProgressBar()
        busy.setRange(0, 0)  # no measurable progress: a busy indicator
        busy.setFixedWidth(320)
        self._loading_busy = busy
        self._loading_close = QPushButton(self.tr("&Zamknij"))
        self._loading_close.clicked.connect(self.close)
        self._loading_close.hide()
        layout = QVBoxLayout(page)
        layout.addStretch(1)
        layout.addWidget(self._loading_label)
        layout.addWidget(busy, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addWidget(self._loading_close, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(1)
        return page

    def _build_status_bar(self) -> None:
        self._add_thinking_indicator()
        bar = self.statusBar()
        if self._setup.word_list is not None:
            # A player's own word list: said all game long, as the shipped one is the rule.
            self.word_list_label = QLabel(
                self.tr("Lista słów: {name}").format(name=self._setup.word_list.name)
            )
            bar.addPermanentWidget(self.word_list_label)
        if self._store is None:
            bar.showMessage(self.tr("Ta gra nie jest zapisywana."))
        else:
            # Said before anyone closes the window (Ctrl+W): nothing of a move played is lost.
            bar.showMessage(
                self.tr("Każdy ruch jest zapisywany: zamkniętą grę dokończysz w „Kontynuuj”.")
            )

    # -- loading ----------------------------------------------------------------------------
    def _start_loading(self) -> None:
        warm_up, setup, moves = self._ui.warm_up, self._setup, self._moves

        def work(should_stop: Callable[[], bool], progress: Callable[[float], None]) -> Any:
            warm_up()
            try:
                return replay(setup, moves)
            except MoveRefused as refused:  # worded in the GUI thread
                return refused

        self._loader = start_task(work, self._on_loaded, self._on_load_failed)

    @Slot(object)
    def _on_loaded(self, state: Any) -> None:
        self._loader = None
        if isinstance(state, MoveRefused):
            self._on_load_failed(
                self.tr("Ruch {number} zapisanej gry nie jest dozwolony: {reason}").format(
                    number=state.index + 1, reason=explain(state)
                )
            )
            return
        state = self._go_on_with_current_lexicon(state)
        session = GameSession(
            self._game,
            state,
            self.seats,
            store=self._store,
            game_id=self.game_id,
            moves=self._moves,
            rounds_done=self._ui.rounds_done,
            human_pace=lambda: self._preferences is not None and self._preferences.human_pace,
            think_seconds=lambda: (
                None if self._preferences is None else self._preferences.think_seconds
            ),
            clock=self._clock,
            parent=self,
        )
        self.session = session
        session.state_changed.connect(self._on_state_changed)
        session.round_finished.connect(self._on_round_finished)
        session.moved.connect(self._on_moved)
        session.rejected.connect(self._on_rejected)
        session.thinking.connect(self._on_thinking)
        session.progress.connect(self._on_thinking_progress)
        session.save_failed.connect(self._on_save_failed)
        session.store_recovered.connect(self._on_store_recovered)
        session.decided.connect(self._advance)
        screen = self._ui.make_screen(session, None)
        screen.clock = self._clock
        screen.motion = lambda: not self.reduce_motion
        self.game_screen = screen
        screen.action_requested.connect(self._on_action_requested)
        screen.wait_requested.connect(self._on_wait_requested)
        screen.summary_closed.connect(self._advance)
        screen.sound_requested.connect(self.sounds.play)
        if screen.missed_words is not None:
            screen.missed_words.word_clicked.connect(self.open_word_lookup)
        self._pages.addWidget(screen)
        self.turns.observe(session.to_act(), screen.sitting_order())
        session.save_if_finished()
        screen.refresh()
        self._advance()
        self._update_take_back()

    def _go_on_with_current_lexicon(self, state: Any) -> Any:
        """The replayed state, going on with the lexicon shipped now when the game was saved
        with an older edition (said once: the change is saved with the game)."""
        change = edition_change(state.setup, len(self._moves))
        setup = state.setup if change is None else change.setup
        if self._store is not None and self.game_id is not None and setup != self._setup:
            try:
                self._store.set_editions(self.game_id, setup.editions or ())
            except StoreError as error:
                log.warning("cannot record the lexicon editions: %s", error)
        if change is None:
            return state
        self.edition_change = change
        if change.played:
            box = QMessageBox(
                QMessageBox.Icon.Information,
                self.tr("Nowa wersja słownika"),
                self.tr(
                    "Od zapisania tej gry słownik został zaktualizowany (wersja {before} → "
                    "{now}). Słowa ułożone dotąd zostają ważne; nowe ruchy sprawdza nowa "
                    "wersja słownika."
                ).format(before=change.before.version, now=change.now.version),
                QMessageBox.StandardButton.Ok,
                self,
            )
            box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            box.open()  # not modal to the app: the game goes on behind it
        return dataclasses.replace(state, setup=change.setup)

    @Slot(str)
    def _on_load_failed(self, message: str) -> None:
        self._loader = None
        self._loading_busy.hide()
        self._loading_label.setText(
            self.tr("Nie udało się otworzyć gry:\n{error}").format(error=message)
        )
        self._loading_close.show()

    @property
    def setup(self) -> Setup:
        return self._setup

    @property
    def is_loading(self) -> bool:
        return self._loader is not None

    # -- the hot-seat flow ------------------------------------------------------------------
    def _advance(self) -> None:
        """Show whatever comes next: a round summary, the end, a hand-over, a turn, or a
        computer player thinking."""
        session, screen = self.session, self.game_screen
        if session is None or screen is None:
            return
        self._stop_clock()
        self.current = None
        if self._summary_pending is not None:
            rounds, self._summary_pending = self._summary_pending, None
            screen.show_round_summary(rounds)
            self._pages.setCurrentWidget(screen)
            self._fade_in(screen)
            if screen.missed_words is not None:
                screen.missed_words.compute(
                    session.setup, session.moves, [s.name for s in self.seats], self._ui.rounds_done
                )
            return
        if session.is_over:
            self._show_final()
            return
        if session.is_thinking:
            return
        ahead = screen.computers_decide_from()
        if ahead is not None and session.decide_ahead(ahead):
            # The computer players decide before the humans write (``decided`` comes back
            # here); what they decided stays hidden until the humans' clocks reach it.
            names = [
                self.seats[p].name for p in sorted(session.to_act()) if not self.turns.is_human(p)
            ]
            self._show_others(self.thinking_text(names))
            self._pages.setCurrentWidget(screen)
            return
        player = self.turns.next_player(session.to_act())
        if player is None:
            return
        if not self.turns.is_human(player):
            self._show_others(self.thinking_text([self.seats[player].name]))
            self._pages.setCurrentWidget(screen)
            # A computer's thinking counts on its clock, as a human's does.
            self._start_game_clock(player)
            session.start_computer(PlayerId(player))
        elif (
            player == self._last_private
            or not screen.needs_privacy(player)
            or len(self.turns.humans) == 1  # alone with computers: nobody to hide from
        ):
            self._open_turn(player)
        else:
            # Clear the previous player's things before anything else is shown.
            screen.show_public("")
            self._privacy_for = player
            self.privacy.show_for(
                self.seats[player].name, screen.privacy_note(player), screen.privacy_button()
            )
            self._pages.setCurrentWidget(self.privacy)

    def _show_others(self, note: str) -> None:
        """Others act (computers): a person alone at the screen keeps their rack in sight;
        with several people here, nobody's shows (issue #40: hidden only where another person
        shares the screen)."""
        assert self.game_screen is not None
        humans = self.turns.humans
        if len(humans) == 1:
            self.game_screen.show_waiting(humans[0], note)
        else:
            self.game_screen.show_public(note)

    @Slot()
    def _on_privacy_confirmed(self) -> None:
        player, self._privacy_for = self._privacy_for, None
        if player is not None and self.session is not None:
            self._open_turn(player)

    def _open_turn(self, player: int) -> None:
        assert self.session is not None and self.game_screen is not None
        self.current = player
        if self.game_screen.needs_privacy(player):
            self._last_private = player
        self._pages.setCurrentWidget(self.game_screen)
        self.game_screen.show_turn(player, self.turns.can_wait(player, self.session.to_act()))
        self.sounds.play("turn")
        self._start_game_clock(player)
        # A game's own turn limit, or a game clock's limit per move.
        limit = self.game_screen.time_limit_ms(player) or self.session.move_time_left(player)
        if limit > 0:
            self.countdown.start(limit)

    def _start_game_clock(self, player: int) -> None:
        assert self.session is not None
        self.session.start_clock(player)
        if self.session.clock_player is not None:
            self.clock_ticker.start()
        self.show_game_clock()

    def _stop_clock(self) -> None:
        self.countdown.stop()
        self._ticked_second = None
        self.clock_ticker.stop()
        if self.session is not None:
            # Never running behind the hand-over screen: the time so far is saved.
            self.session.stop_clock()
        self.show_game_clock()
        if self.game_screen is not None:
            self.game_screen.set_time_left(None)

    @Slot()
    def show_game_clock(self) -> None:
        """Draw every player's game clock as it stands now (a game without one: nothing)."""
        session, screen = self.session, self.game_screen
        if session is not None and screen is not None and session.game_clock.on:
            screen.show_game_clock(session.clock_left(), session.clock_player)

    def _show_final(self) -> None:
        assert self.session is not None and self.game_screen is not None
        if self.final is None:
            self.game_screen.show_public("")
            outcome = self._game.outcome(self.session.state)
            names = [seat.name for seat in self.seats]
            self.final = FinalScreen(
                outcome,
                names,
                self.game_screen.final_details(),
                headline=self.game_screen.final_headline(),
                replay=self._store is not None and self.game_id is not None,
            )
            self.final.new_game_requested.connect(self._on_final_new_game)
            self.final.replay_requested.connect(self._on_final_replay)
            self.final.close_requested.connect(self.close)
            self._pages.addWidget(self.final)
        self._pages.setCurrentWidget(self.final)
        self.final.new_game_button.setFocus(Qt.FocusReason.OtherFocusReason)

    # -- signals ----------------------------------------------------------------------------
    @Slot(int, object)
    def _on_action_requested(self, player: int, action: Any) -> None:
        if self.session is not None and player == self.current:
            self.session.submit(PlayerId(player), action)

    @Slot(int)
    def _on_wait_requested(self, player: int) -> None:
        if player == self.current:
            self.turns.wait(player)
            self._advance()

    @Slot()
    def _on_state_changed(self) -> None:
        if self.game_screen is not None:
            self.game_screen.refresh()
            self.show_game_clock()
        self._update_take_back()

    # -- taking back a move -----------------------------------------------------------------
    def take_back_player(self) -> PlayerId | None:
        """Whose move "Cofnij ruch" would take back now: the person who moved last of those
        whose moves may be taken back, when the game's option lets them (None: nobody's)."""
        session = self.session
        if session is None or session.is_over:
            return None
        humans = [seat.kind == "human" for seat in self.seats]
        for player in movers(session.state):
            if humans[player]:
                try:
                    check_allowed(session.setup, player, humans)
                except Rejected:
                    return None
                return player
        return None

    def _update_take_back(self) -> None:
        self.take_back_action.setEnabled(self.take_back_player() is not None)

    def take_back(self) -> bool:
        """Take back the last move of the person who moved last (and the computers' replies
        after it); in hot-seat play the other people agree first. A computer thinking stops
        first. True when taken back."""
        session, player = self.session, self.take_back_player()
        if session is None or player is None:
            return False
        humans = [seat.kind == "human" for seat in self.seats]
        others = check_allowed(session.setup, player, humans)
        session.cancel_computer()
        question = (
            self.tr("{others}: {name} prosi o cofnięcie ruchu. Zgadzasz się?")
            if len(others) == 1
            else self.tr("{others}: {name} prosi o cofnięcie ruchu. Zgadzacie się?")
        )
        names = {"others": ", ".join(self.seats[p].name for p in others)}
        if others and not dialogs.confirm(
            self,
            self.tr("Cofnięcie ruchu"),
            question.format(name=self.seats[player].name, **names),
            self.tr("&Zgoda"),
        ):
            self._advance()  # a computer stopped for it thinks again
            return False
        if self.game_screen is not None:
            self.game_screen.show_public("")
        # The turn goes back to the one who took back; nobody's things stay open meanwhile.
        self.current = None
        if not session.submit(player, TakeBack()):
            self._advance()
            return False
        return True

    @Slot(int)
    def _on_round_finished(self, rounds: int) -> None:
        self._summary_pending = rounds

    @Slot(object)
    def _on_moved(self, move: Move) -> None:
        assert self.session is not None
        self.turns.moved()
        order = self.game_screen.sitting_order() if self.game_screen is not None else None
        self.turns.observe(self.session.to_act(), order)
        self._advance()

    @Slot(object)
    def _on_rejected(self, rejected: Any) -> None:
        if self.current is not None and self.game_screen is not None:
            self.game_screen.show_rejected(rejected)
        else:
            log.warning("refused: %r", rejected)

    @Slot(bool)
    def _on_thinking(self, thinking: bool) -> None:
        # Busy until the computer says how far it got (a searching one reports its work).
        self.show_thinking(self.tr("Komputer myśli…") if thinking else None)

    @Slot(float)
    def _on_thinking_progress(self, fraction: float) -> None:
        """How much of its thinking the computer has done (issue #42: the master thinks for
        seconds; the player sees it moving on)."""
        self.show_thinking(self.tr("Komputer myśli…"), round(100 * min(max(fraction, 0.0), 1.0)))

    @Slot(str)
    def _on_save_failed(self, message: str) -> None:
        box = QMessageBox(
            QMessageBox.Icon.Warning,
            self.tr("Nie zapisano ruchu"),
            self.tr("Nie udało się zapisać ruchu, więc nie został wykonany:\n{error}").format(
                error=message
            ),
            QMessageBox.StandardButton.Ok,
            self,
        )
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()

    @Slot(object)
    def _on_store_recovered(self, recovery: StoreRecovered) -> None:
        if recovery.replaced:
            text = self.tr(
                "Plik z zapisanymi grami został zastąpiony innym plikiem. Tamten plik został "
                "bez zmian, a wszystkie zapisane dotąd gry, z ruchami tej gry, są teraz w "
                "pliku:\n{path}"
            )
        else:
            text = self.tr(
                "Plik z zapisanymi grami został usunięty w czasie gry. Utworzono go na nowo ze "
                "wszystkimi zapisanymi grami i ruchami tej gry; nic nie przepadło:\n{path}"
            )
        box = QMessageBox(
            QMessageBox.Icon.Information,
            self.tr("Zapisane gry odtworzone"),
            text.format(path=recovery.path),
            QMessageBox.StandardButton.Ok,
            self,
        )
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()  # not modal to the app: the game goes on behind it

    @Slot(int)
    def _on_tick(self, remaining_ms: int) -> None:
        if self.game_screen is not None:
            self.game_screen.set_time_left(remaining_ms)
        second = -(-remaining_ms // 1000)  # as the clock shows it
        if 0 < second <= LAST_SECONDS and second != self._ticked_second:
            self._ticked_second = second
            self.sounds.play("tick")

    @Slot()
    def _on_time_up(self) -> None:
        player = self.current
        if player is None or self.session is None or self.game_screen is None:
            return
        more = self.game_screen.time_up(player)
        if more is None:
            self.current = None
            self.session.submit(SYSTEM, TimeUp(player=player))
        elif more > 0:
            self.countdown.start(more)

    @Slot()
    def _on_final_replay(self) -> None:
        if self.game_id is not None:
            self.replay_requested.emit(self.game_id)

    @Slot()
    def _on_final_new_game(self) -> None:
        self.new_game_requested.emit()
        self.close()

    def closing_loses(self) -> str | None:
        """What closing the window now would lose (None: nothing; every move played is
        saved as it is played)."""
        session, screen = self.session, self.game_screen
        if session is None or screen is None or session.is_over:
            return None
        if self._store is None or self.game_id is None:
            return self.tr("Ta gra nie jest zapisywana: po zamknięciu nie da się jej dokończyć.")
        if self.current is not None and screen.has_unsent_move():
            return self.tr(
                "Rozpoczęty ruch przepadnie (gra jest zapisana do ostatniego zagranego ruchu "
                "i można ją dokończyć w „Kontynuuj”)."
            )
        return None

    def closeEvent(self, event: QCloseEvent) -> None:
        # Ctrl+W, the window's close button and the launcher closing all come here: a game
        # that would lose something asks first (issue #28).
        loses = self.closing_loses() if self.asks_before_closing else None
        if loses is not None and not dialogs.confirm(
            self, self.tr("Zamknąć grę?"), loses, self.tr("&Zamknij grę")
        ):
            event.ignore()
            return
        # Never wait for a worker here: cancel it and let its late result fall on the floor.
        # (Closing the session saves the running game clock's time.)
        self.countdown.stop()
        self.clock_ticker.stop()
        if self._loader is not None:
            self._loader.cancel()
            self._loader = None
        if self.session is not None:
            self.session.close()
        if self.game_screen is not None and self.game_screen.missed_words is not None:
            self.game_screen.missed_words.cancel()
        self.closed.emit(self)
        super().closeEvent(event)
