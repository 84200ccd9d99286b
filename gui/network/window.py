"""The window of one network seat: the game window of one screen (:class:`GameFrame`: the Gra
and Pomoc menus, F1, Ctrl+L, the shortcuts page, the first-game tour line) with the game's own
screen, fed by a :class:`RemoteSession`, and the connection's state in the status bar.

No hand-over screens and no computer players here — the other seats play on their own
computers or on the host — and no clock of its own: the host keeps the time and sends
``TimeUp``; the window only draws the host's clocks (the game clock, the seat's turn limit)
running on between its messages. The window opens the seat's turn when the host's view says
it may act, shows who the game waits for otherwise, the round summaries as the rounds are
scored, and the final screen when the host says the game is over.
"""

from __future__ import annotations

from typing import Any, cast

from PySide6.QtCore import Qt, QTimer, Slot
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from engines.core import PlayerId, Rejected
from engines.take_backs import TakeBack, check_allowed
from gui.dialogs.final_screen import FinalScreen
from gui.game_window import CLOCK_TICK_MS, GameFrame
from gui.games import ui_for
from gui.games.base import GameScreen
from gui.network.connection_line import ConnectionLine, disconnect_text
from gui.network.session import RemoteSession
from gui.session import GameSession
from gui.support.settings import Preferences
from gui.support.workers import Task, start_task


class NetworkGameWindow(GameFrame):
    """The game window of one network seat: the same menus, keys, tour line and screens as a
    game at one screen (:class:`GameFrame`), plus the connection's state."""

    def __init__(
        self,
        session: RemoteSession,
        parent: QWidget | None = None,
        *,
        preferences: Preferences | None = None,
    ) -> None:
        super().__init__(preferences, parent)
        self.session = session
        session.setParent(self)
        self.game_screen: GameScreen | None = None
        self.final: FinalScreen | None = None
        self._rounds_seen = 0
        self._in_summary = False
        self._turn_open = False
        self._loader: Task | None = None
        # The player's name: several seats may be played on one computer, each in its window.
        self.setWindowTitle(self.tr("Gra w sieci — {name}").format(name=session.name))
        status = QWidget()
        self.status_label = QLabel()
        self.status_label.setWordWrap(True)
        self.status_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.reconnect_button = QPushButton(self.tr("Połącz ponown&ie"))
        self.reconnect_button.clicked.connect(self.reconnect)
        self.reconnect_button.hide()
        layout = QVBoxLayout(status)
        layout.addStretch(1)
        layout.addWidget(self.status_label)
        layout.addWidget(self.reconnect_button, 0, Qt.AlignmentFlag.AlignCenter)
        layout.addStretch(1)
        self._status = status
        self._pages.addWidget(status)
        self._build_status_bar()
        self._show_status(
            self.tr("Łączenie z {address}…").format(address=self.address),
            connection=self.tr("Łączenie z {address}…").format(address=self.address),
        )

        session.welcomed.connect(self._on_welcomed)
        session.state_changed.connect(self._advance)
        session.rejected.connect(self._on_rejected)
        session.game_finished.connect(self._advance)
        session.disconnected.connect(self._on_disconnected)
        session.thinking_changed.connect(self._on_thinking)
        #: Redraws the host's clocks between its messages.
        self.clock_ticker = QTimer(self)
        self.clock_ticker.setInterval(CLOCK_TICK_MS)
        self.clock_ticker.timeout.connect(self.show_clocks)
        session.state_changed.connect(self.show_clocks)  # after _advance: the turn is open
        session.game_finished.connect(self.show_clocks)
        session.disconnected.connect(lambda _reason: self.clock_ticker.stop())
        session.open()

    # -- the connection ---------------------------------------------------------------------
    @property
    def address(self) -> str:
        return f"{self.session.host}:{self.session.port}"

    def _build_status_bar(self) -> None:
        """The connection's state, always in sight: the host's fingerprint and a host that
        cannot save (:class:`ConnectionLine`), and whether this window is connected."""
        self._add_thinking_indicator()
        bar = self.statusBar()
        self.connection_line = ConnectionLine(self.session, self)
        bar.addPermanentWidget(self.connection_line, 1)
        self.connection_label = QLabel()
        bar.addPermanentWidget(self.connection_label)

    def _show_status(
        self, text: str, *, can_reconnect: bool = False, connection: str | None = None
    ) -> None:
        self.status_label.setText(text)
        self.reconnect_button.setVisible(can_reconnect)
        self._pages.setCurrentWidget(self._status)
        if connection is not None:
            self.connection_label.setText(connection)

    @Slot()
    def _on_welcomed(self) -> None:
        setup = self.session.setup
        assert setup is not None
        self.show_game(setup)
        # Taking back a move: against computers only (no agreement can be asked over the
        # network; the host refuses it otherwise).
        self.take_back_action.setVisible(self._take_backs_allowed())
        self.connection_label.setText(self.tr("Połączono z {address}").format(address=self.address))
        if self.game_screen is None:
            self._show_status(self.tr("Czekamy, aż wszyscy usiądą do gry…"))

    def _open_screen(self) -> None:
        """Make the game's screen once every seat is taken (it shows the players' names)."""
        setup = self.session.setup
        assert setup is not None
        ui = ui_for(setup.game, setup.rules)

        def work(should_stop: Any, progress: Any) -> None:
            ui.warm_up()

        def loaded(_result: Any) -> None:
            self._loader = None
            # The screens read a session through view, seats, setup and submit only (the
            # games of NETWORK_SCREENS): a remote seat offers exactly those.
            screen = ui.make_screen(cast(GameSession, self.session), None)
            screen.action_requested.connect(self._on_action_requested)
            screen.wait_requested.connect(self._on_wait_requested)
            screen.summary_closed.connect(self._on_summary_closed)
            screen.motion = lambda: not self.reduce_motion
            screen.sound_requested.connect(self.sounds.play)
            if screen.missed_words is not None:
                screen.missed_words.word_clicked.connect(self.open_word_lookup)
            self.game_screen = screen
            self._pages.addWidget(screen)
            self._advance()

        self._loader = start_task(work, loaded, lambda message: self._show_status(message))

    @Slot(str)
    def _on_disconnected(self, reason: str) -> None:
        self._turn_open = False
        self._show_status(
            self._explain(reason),
            can_reconnect=reason in RECONNECTABLE,
            connection=self.tr("Brak połączenia z {address}").format(address=self.address),
        )

    def _explain(self, reason: str) -> str:
        return disconnect_text(reason)

    def can_reconnect(self) -> bool:
        """The connection ended and joining again may help ("Połącz ponownie" is offered)."""
        return not self.reconnect_button.isHidden()

    @Slot()
    def reconnect(self) -> None:
        """Join the game again under the same name and code."""
        connecting = self.tr("Łączenie ponownie…")
        self._show_status(connecting, connection=connecting)
        self.session.open()

    # -- the game ---------------------------------------------------------------------------
    @Slot()
    def _advance(self) -> None:
        session, screen = self.session, self.game_screen
        if screen is None and session.started and self._loader is None:
            self._open_screen()
            return
        if screen is None:
            return
        if self._in_summary:  # the summary stays; on show again after joining again
            self._pages.setCurrentWidget(screen)
            return
        screen.refresh()
        self.take_back_action.setEnabled(self.may_take_back())
        rounds = session.rounds_done()
        if rounds > self._rounds_seen:
            self._rounds_seen = rounds
            self._in_summary = True
            self._turn_open = False
            screen.show_round_summary(rounds)
            self._pages.setCurrentWidget(screen)
            return
        if session.is_over:
            self._show_final()
            return
        self._pages.setCurrentWidget(screen)
        seat = session.seat
        assert seat is not None
        if session.may_act:
            if not self._turn_open or session.answered or session.decided_elsewhere:
                if not self._turn_open:
                    self.sounds.play("turn")
                self._turn_open = True
                screen.show_turn(seat, True)
        elif seat not in session.to_act() or not session.started:
            self._turn_open = False
            # The seat's own rack stays in sight while the others move (issue #40).
            screen.show_waiting(seat, self._waiting_note())

    def _waiting_note(self) -> str:
        session = self.session
        names = [seat.name for seat in session.seats]
        if not session.started:
            return self.tr("Czekamy, aż wszyscy usiądą do gry…")
        waiting = ", ".join(names[p] for p in sorted(session.to_act()))
        note = self.tr("Czekamy na: {names}").format(names=waiting)
        away = [names[p] for p in session.away]
        if away:
            note += "\n" + self.tr("Bez połączenia: {names}").format(names=", ".join(away))
        return note

    @Slot()
    def _on_thinking(self) -> None:
        """The host's computers that are choosing, and how far they got (as at one screen)."""
        session = self.session
        thinking = {p: done for p, done in session.thinking.items() if p < len(session.seats)}
        if not thinking:
            self.show_thinking(None)
            return
        names = []
        for seat in (session.seats[p] for p in sorted(thinking)):
            if seat.kind == "computer":
                names.append(seat.name)
            else:  # a computer plays for a person who is away
                names.append(self.tr("Komputer (za: {name})").format(name=seat.name))
        known = [done for done in thinking.values() if done is not None]
        self.show_thinking(
            self.thinking_text(names), min(known) if len(known) == len(thinking) else None
        )

    @Slot(object)
    def _on_rejected(self, rejected: Rejected) -> None:
        if self.game_screen is not None and self._turn_open:
            self.game_screen.show_rejected(rejected)

    @Slot(int, object)
    def _on_action_requested(self, player: int, action: Any) -> None:
        self.session.submit(PlayerId(player), action)

    @Slot(int)
    def _on_wait_requested(self, player: int) -> None:
        # Everyone plays at once: waiting is only not acting yet; the turn opens again at the
        # next change.
        seat = self.session.seat
        if self.game_screen is not None and seat is not None:
            self._turn_open = False
            self.game_screen.show_waiting(seat, self.tr("Czekasz na ruch innych graczy."))

    def _take_backs_allowed(self) -> bool:
        """The game's take-back option lets this seat take back its moves: every other seat
        is a computer."""
        session = self.session
        if session.setup is None or session.seat is None:
            return False
        humans = [seat.kind != "computer" for seat in session.seats]
        try:
            check_allowed(session.setup, session.seat, humans)
        except Rejected:
            return False
        return True

    def may_take_back(self) -> bool:
        """ "Cofnij ruch" now: allowed, this seat's turn, and a move of its own to take back."""
        session = self.session
        history = getattr(session.view(None), "history", ())
        return (
            session.may_act
            and session.seat in session.to_act()  # not a challenge nobody waits for
            and self._take_backs_allowed()
            and any(turn.player == session.seat for turn in history)
        )

    @Slot()
    def take_back(self) -> bool:
        """Take back this seat's last move (and the computers' replies); the host answers
        with the view of the turn reopened, or a refusal. True: asked."""
        seat = self.session.seat
        return seat is not None and self.may_take_back() and self.session.submit(seat, TakeBack())

    @Slot()
    def _on_summary_closed(self) -> None:
        self._in_summary = False
        self._advance()

    # -- the clocks ---------------------------------------------------------------------------
    @Slot()
    def show_clocks(self) -> None:
        """Draw the game clocks and this seat's turn limit as the host's last reading says,
        counted on since; the ticker runs while a clock does."""
        session, screen = self.session, self.game_screen
        running = False
        if session.started and not session.is_over:
            running = screen is None  # its screen is loading: drawn once it is there
        if screen is not None and session.started and not session.is_over:
            if session.game_clock.on and session.clock_used():
                screen.show_game_clock(session.clock_left(), session.clock_player)
                running = session.clock_player is not None
            left = session.time_left() if self._turn_open else None
            screen.set_time_left(left)
            running = running or left is not None
        if running and not self.clock_ticker.isActive():
            self.clock_ticker.start()
        elif not running:
            self.clock_ticker.stop()

    def _show_final(self) -> None:
        assert self.game_screen is not None and self.session.outcome is not None
        if self.final is None:
            self.game_screen.show_public("")
            self.final = FinalScreen(
                self.session.outcome,
                [seat.name for seat in self.session.seats],
                self.game_screen.final_details(),
                headline=self.game_screen.final_headline(),
            )
            self.final.new_game_requested.connect(self._on_final_new_game)
            self.final.close_requested.connect(self.close)
            self._pages.addWidget(self.final)
        self._pages.setCurrentWidget(self.final)

    @Slot()
    def _on_final_new_game(self) -> None:
        self.new_game_requested.emit()
        self.close()

    def closeEvent(self, event: QCloseEvent) -> None:
        if self._loader is not None:
            self._loader.cancel()
        self.clock_ticker.stop()
        self.session.close()
        super().closeEvent(event)


#: Why a connection ended after which joining again may help.
RECONNECTABLE = ("connection", "host_closing", "malformed", "bad_secret", "busy", "too_slow",
                 "crowded")  # fmt: skip
