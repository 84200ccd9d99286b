"""One open game: the engine, the current state, the saved game it belongs to, and the computer
players' thinking. Widgets send intents here and redraw from the signals; no rule is decided
here (Eliot's ``GameSignals``, Quackle's ``View``).

Computer players normally think when their turn comes, after the humans. A game screen may ask
for them to decide *ahead*, at the start of a simultaneous phase (:meth:`GameSession.decide_ahead`):
their actions are then held here — neither applied nor shown — until the humans have acted,
and played in seat order as their turns come, with the random source of that same move.

With a human pace (a preference, on by default), easy and medium players taking their turn
show their move only after a human's time for it (:data:`HUMAN_PACE_MS`), counted on the
window's clock from when they start; their decision itself is not delayed or changed.

A game clock (:mod:`engines.game_clock`) runs for whoever the window says (a human's turn from
the moment it opens — never while the hand-over screen is up —, a computer's while it thinks).
Its time is saved as a ``TimeUsed`` in one transaction with the player's next action, or alone
when the turn is left without one (the window closing); a crash loses at most the running
turn's time.
"""

from __future__ import annotations

import logging
import random
import time
from collections.abc import Callable, Mapping, Sequence
from types import MappingProxyType
from typing import Any

from PySide6.QtCore import QObject, QThreadPool, Signal, Slot

from engines.core import (
    SYSTEM,
    Action,
    ComputerPlayer,
    Game,
    GameState,
    PlayerId,
    Rejected,
    computer_rng,
)
from engines.game_clock import (
    MAX_TIME_USED_MS,
    GameClock,
    TimeUsed,
    game_clock,
    move_left,
    shown,
)
from engines.records.record import Move
from engines.records.store import FINISHED, GameStore, Seat, StoreError
from gui.support.workers import Task, start_task
from gui.widgets.timers import Clock, monotonic_ms

log = logging.getLogger(__name__)

#: A human's time over a move, milliseconds (lowest, highest), for the levels that take it.
HUMAN_PACE_MS: Mapping[str, tuple[int, int]] = MappingProxyType(
    {"easy": (1_500, 3_500), "medium": (1_000, 2_500)}
)


class GameSession(QObject):
    """Applies actions through the engine and saves each one the moment it is accepted."""

    #: The state changed (any move).
    state_changed = Signal()
    #: A move was accepted and saved (after the finer signals below).
    moved = Signal(object)
    #: An action was refused: the :class:`Rejected` with its reason.
    rejected = Signal(object)
    #: A round was scored: how many rounds are done now.
    round_finished = Signal(int)
    game_finished = Signal()
    #: A computer player started (True) or stopped (False) thinking.
    thinking = Signal(bool)
    progress = Signal(float)
    #: The move could not be saved (the message); the state did not change.
    save_failed = Signal(str)
    #: Computer players' actions decided ahead are held now (see :meth:`decide_ahead`).
    decided = Signal()
    #: The saved-games file had been deleted or replaced; the :class:`StoreRecovered` says
    #: where everything is now (told once, after the move that found it).
    store_recovered = Signal(object)

    def __init__(
        self,
        game: Game[Any],
        state: GameState,
        seats: Sequence[Seat],
        *,
        store: GameStore | None,
        game_id: int | None,
        moves: Sequence[Move] = (),
        rounds_done: Callable[[Any], int] = lambda state: 0,
        pool: QThreadPool | None = None,
        human_pace: Callable[[], bool] = lambda: False,
        think_seconds: Callable[[], float | None] = lambda: None,
        clock: Clock = monotonic_ms,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.game = game
        self.state = state
        self.seats = tuple(seats)
        self.store = store
        self.game_id = game_id
        self.moves: tuple[Move, ...] = tuple(moves)
        self._rounds_done = rounds_done
        self._pool = pool
        self._human_pace = human_pace
        self._think_seconds = think_seconds
        self._clock = clock
        self._task: Task | None = None
        self._thinker: PlayerId | None = None
        #: Actions decided ahead, not applied yet (see :meth:`decide_ahead`).
        self._held: dict[PlayerId, Action] = {}
        #: What is being decided ahead now: the state decided from and the players.
        self._ahead: tuple[GameState, tuple[PlayerId, ...]] | None = None
        #: Whose game clock runs and since when (the window's clock), not saved yet.
        self._clock_running: tuple[int, int] | None = None
        self._closed = False

    # -- reading ----------------------------------------------------------------------------
    @property
    def setup(self) -> Any:
        return self.state.setup

    @property
    def is_over(self) -> bool:
        return self.game.is_over(self.state)

    @property
    def is_thinking(self) -> bool:
        return self._task is not None

    @property
    def thinker(self) -> PlayerId | None:
        return self._thinker

    def to_act(self) -> frozenset[PlayerId]:
        return self.game.to_act(self.state)

    def view(self, player: PlayerId | None) -> Any:
        return self.game.view(self.state, player)

    @property
    def held_actions(self) -> Mapping[PlayerId, Action]:
        """Computer players' actions decided ahead and not applied yet, by seat. Never shown
        as such: a screen may only derive from them what a human would see at a moment of
        their own clock (7 słów: a computer "flipping the hourglass")."""
        return MappingProxyType(self._held)

    def rounds_done(self) -> int:
        return self._rounds_done(self.state)

    # -- acting -----------------------------------------------------------------------------
    def submit(
        self,
        player: PlayerId,
        action: Action,
        *,
        computed: tuple[GameState, GameState] | None = None,
    ) -> bool:
        """Apply ``action`` for ``player`` (``SYSTEM`` for a timer), save it, tell everyone.

        ``computed``: (state, the engine's result of ``action`` on it) worked out in a worker
        (a crossword hint's search); used only while ``state`` is still the current state.

        False when refused (``rejected`` says why) or when it could not be saved."""
        if self._closed:
            return False
        # The running game clock's time goes in first, saved with the action (not with a
        # hint worked out in a worker: the clock runs on through it).
        timed = self._time_used() if computed is None else None
        try:
            if computed is not None and computed[0] is self.state:
                new_state = computed[1]
            else:
                before = self.state
                if timed is not None:
                    before = self.game.apply(before, SYSTEM, timed)
                new_state = self.game.apply(before, player, action)
        except Rejected as refusal:
            self.rejected.emit(refusal)
            return False
        move = Move(player, action)
        saved = (Move(SYSTEM, timed), move) if timed is not None else (move,)
        over = self.game.is_over(new_state)
        if self.store is not None and self.game_id is not None:
            try:
                self.store.append_moves(self.game_id, saved, seq=len(self.moves))
                if over:
                    self.store.finish(self.game_id, self.game.scores(new_state))
            except StoreError as error:
                log.exception("cannot save the move")
                self.save_failed.emit(error.message)
                return False
            self._tell_recovery()
        if timed is not None:
            # The turn's clock stops with its action; the window starts the next one.
            self._clock_running = None
        rounds_before = self.rounds_done()
        self.state = new_state
        self.moves = (*self.moves, *saved)
        # Held actions belong to players still to act in the phase they were decided for.
        to_act = self.game.to_act(new_state)
        self._held = {p: a for p, a in self._held.items() if p in to_act}
        self.state_changed.emit()
        rounds_after = self.rounds_done()
        if rounds_after > rounds_before:
            self.round_finished.emit(rounds_after)
        if over:
            self.game_finished.emit()
        self.moved.emit(move)
        return True

    # -- the game clock (engines.game_clock) ------------------------------------------------
    @property
    def game_clock(self) -> GameClock:
        return game_clock(self.setup)

    @property
    def clock_player(self) -> int | None:
        """Whose game clock runs now (None: nobody's)."""
        return None if self._clock_running is None else self._clock_running[0]

    def start_clock(self, player: int) -> None:
        """``player``'s game clock runs from now until their next action or :meth:`stop_clock`
        (nothing without a game clock)."""
        if self.game_clock.on and not self.is_over and not self._closed:
            self._clock_running = (player, self._clock())

    def stop_clock(self) -> None:
        """Stop the running clock and save the time it ran (a turn left without an action:
        the window closing, a hand-over)."""
        timed = self._time_used()
        self._clock_running = None
        if timed is None or self._closed or self.is_over:
            return
        state = self.game.apply(self.state, SYSTEM, timed)
        move = Move(SYSTEM, timed)
        if self.store is not None and self.game_id is not None:
            try:
                self.store.append_move(self.game_id, move, seq=len(self.moves))
            except StoreError as error:
                log.exception("cannot save the game clock")
                self.save_failed.emit(error.message)
                return
            self._tell_recovery()
        self.state = state
        self.moves = (*self.moves, move)
        self.state_changed.emit()

    def _time_used(self) -> TimeUsed | None:
        """The running clock's time not saved yet (None: none)."""
        running = self._clock_running
        if running is None:
            return None
        player, since = running
        elapsed = min(self._clock() - since, MAX_TIME_USED_MS)
        return TimeUsed(player, elapsed) if elapsed > 0 else None

    def clock_used(self) -> tuple[int, ...]:
        """Milliseconds each player's clock has run, the running clock's unsaved time too."""
        used = list(getattr(self.state, "clock_ms", ()))
        timed = self._time_used()
        if timed is not None and 0 <= timed.player < len(used):
            used[timed.player] += timed.ms
        return tuple(used)

    def move_time_left(self, player: int) -> int:
        """Under a per-move limit, how long ``player``'s turn may still last (at least 1: a
        resumed turn whose time is gone ends at once); 0 without one."""
        used = int(getattr(self.state, "turn_ms", 0))
        timed = self._time_used()
        if timed is not None and timed.player == player:
            used += timed.ms
        return move_left(self.game_clock, used)

    def clock_left(self) -> tuple[int | None, ...]:
        """What each player's clock shows: the time left (negative: over) of a total clock; of
        a per-move limit, the running turn's only (None for the others)."""
        running = self.clock_player
        left = 0 if running is None else self.move_time_left(running)
        players: int = self.state.setup.players
        return shown(self.game_clock, self.clock_used(), running, left, players)

    def _tell_recovery(self) -> None:
        assert self.store is not None
        recovery = self.store.take_recovery()
        if recovery is not None:
            log.warning("the saved-games file was lost; everything is in %s", recovery.path)
            self.store_recovered.emit(recovery)

    def save_if_finished(self) -> None:
        """Mark a finished game finished in the store. Needed after loading: the app may have
        stopped between saving the last move and marking the game (two transactions)."""
        if not self.is_over or self.store is None or self.game_id is None:
            return
        try:
            if self.store.get(self.game_id).status != FINISHED:
                self.store.finish(self.game_id, self.game.scores(self.state))
                self._tell_recovery()
        except StoreError as error:
            log.exception("cannot mark the game finished")
            self.save_failed.emit(error.message)

    # -- computer players -------------------------------------------------------------------
    def start_computer(self, player: PlayerId) -> None:
        """Let the computer player in seat ``player`` choose its action in a worker, or play
        the action it decided ahead."""
        if self._task is not None or self._closed:
            return
        held = self._held.pop(player, None)
        if held is not None:
            if not self.submit(player, held):
                self._fallback(player)
            return
        seat = self.seats[player]
        computer = self._computer(seat.level or "medium")
        view = self.game.view(self.state, player)
        # Derived from the seed and the move number, so a resumed game plays the same.
        rng = computer_rng(self.setup, player, len(self.moves))
        pace = self._pace_ms(seat.level or "medium")
        clock, started = self._clock, self._clock()

        def work(should_stop: Callable[[], bool], progress: Callable[[float], None]) -> Any:
            action = computer.choose(view, rng, should_stop, progress)
            while clock() < started + pace and not should_stop():
                time.sleep(0.02)
            return action

        self._thinker = player
        self._task = start_task(
            work, self._on_computer_done, self._on_computer_failed, self.progress.emit, self._pool
        )
        self.thinking.emit(True)

    def _computer(self, level: str) -> ComputerPlayer:
        """The game's computer player of ``level``, thinking as long as the player chose."""
        return self.game.computer_thinking(level, self._think_seconds())

    def _pace_ms(self, level: str) -> int:
        """How long a computer player of ``level`` takes over this move (0: no pace)."""
        span = HUMAN_PACE_MS.get(level)
        if span is None or not self._human_pace():
            return 0
        # Its own random source: the computer's decision must not depend on the preference.
        return random.Random(f"pace {self.setup.seed} {len(self.moves)}").randint(*span)

    def decide_ahead(self, state: GameState) -> bool:
        """Let every computer player still to act that holds no action decide now, in one
        worker, each from its own view of ``state`` — the state as the current simultaneous
        phase began, so nothing a human has done reaches it and a game resumed mid-phase
        decides exactly the same. The actions are held (:attr:`held_actions`, then
        ``decided``) and :meth:`start_computer` plays them when the computers' turns come.

        False when there is nothing to decide, or something is being decided already."""
        if self._task is not None or self._closed:
            return False
        to_act = self.to_act()
        humans = [p for p in to_act if self.seats[p].kind == "human"]
        computers = sorted(p for p in to_act if self.seats[p].kind != "human")
        pending = [p for p in computers if p not in self._held]
        if not pending:
            return False
        jobs = []
        for player in pending:
            # The number of the move that will play it: the humans go first (one move each),
            # then the computers in seat order. It stays the same as the humans act, so a
            # resumed game gets the same random source, and it is the one a computer
            # thinking when its turn comes would get.
            number = len(self.moves) + len(humans) + computers.index(player)
            computer = self._computer(self.seats[player].level or "medium")
            view = self.game.view(state, player)
            jobs.append((player, computer, view, computer_rng(self.setup, player, number)))

        def work(should_stop: Callable[[], bool], progress: Callable[[float], None]) -> Any:
            actions: dict[PlayerId, Action] = {}
            for done, (player, computer, view, rng) in enumerate(jobs):

                def share(fraction: float, done: int = done) -> None:
                    progress((done + fraction) / len(jobs))

                actions[player] = computer.choose(view, rng, should_stop, share)
            return actions

        self._thinker = PlayerId(pending[0])
        self._ahead = (state, tuple(pending))
        self._task = start_task(
            work, self._on_decided, self._on_ahead_failed, self.progress.emit, self._pool
        )
        self.thinking.emit(True)
        return True

    @Slot(object)
    def _on_decided(self, actions: Any) -> None:
        self._finish_thinking()
        self._ahead = None
        self._held.update(actions)
        self.decided.emit()

    @Slot(str)
    def _on_ahead_failed(self, message: str) -> None:
        log.error("computer player failed: %s", message)
        if self._ahead is None:
            return
        state, players = self._ahead
        # A computer player's bug must not stall the game: random legal actions instead.
        self._on_decided(
            {
                player: self.game.random_action(
                    state, player, random.Random(f"fallback:{self.setup.seed}:{player}")
                )
                for player in players
            }
        )

    def cancel_computer(self) -> None:
        task, self._task = self._task, None
        if task is None:
            return
        task.cancel()
        self._ahead = None
        # A late result must not reach this session (it may be deleted by then).
        for signal in (task.signals.done, task.signals.failed, task.signals.progress):
            signal.disconnect()
        self._thinker = None
        if not self._closed:
            self.thinking.emit(False)

    @Slot(object)
    def _on_computer_done(self, action: Any) -> None:
        player = self._finish_thinking()
        if player is None:
            return
        if not self.submit(player, action):
            self._fallback(player)

    @Slot(str)
    def _on_computer_failed(self, message: str) -> None:
        log.error("computer player failed: %s", message)
        player = self._finish_thinking()
        if player is not None:
            self._fallback(player)

    def _finish_thinking(self) -> PlayerId | None:
        player, self._thinker, self._task = self._thinker, None, None
        self.thinking.emit(False)
        return player

    def _fallback(self, player: PlayerId) -> None:
        """A computer player's bug must not stall the game: play a random legal action."""
        rng = random.Random(f"fallback:{self.setup.seed}:{player}:{len(self.moves)}")
        self.submit(player, self.game.random_action(self.state, player, rng))

    def close(self) -> None:
        """Save the running game clock, stop thinking and accept nothing more (the window is
        closing)."""
        self.stop_clock()
        self.cancel_computer()
        self._closed = True
