"""What the game window expects from a game's screen. The window runs the hot-seat flow
(privacy screen, turn order, clocks, computer players); the screen draws the game and turns
clicks into actions."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QWidget

from engines.core import Rejected
from gui.widgets.missed_words import MissedWordsPanel
from gui.widgets.timers import Clock, monotonic_ms


class GameScreen(QWidget):
    """Base of every game screen; subclasses implement every method that raises below and may
    override the hooks that have a default."""

    #: A player wants to play an action: (player, action).
    action_requested = Signal(int, object)
    #: A player wants to wait for the others (hot-seat only; the engine never hears of it).
    wait_requested = Signal(int)
    #: The round summary was read ("Dalej").
    summary_closed = Signal()
    #: Something worth a sound happened (a name of :data:`gui.support.sounds.SOUNDS`).
    sound_requested = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        #: Where a round summary shows what was possible (None: the game has no rounds).
        self.missed_words: MissedWordsPanel | None = None
        #: The window's clock (milliseconds), injectable so tests move time by hand; a screen
        #: that measures thinking time reads it.
        self.clock: Clock = monotonic_ms
        #: Whether moves may be animated (the window says no with "reduce motion").
        self.motion: Callable[[], bool] = lambda: True

    def refresh(self) -> None:
        """Redraw what everybody may see (scores, round, who has played)."""
        raise NotImplementedError

    def show_public(self, note: str) -> None:
        """Hide every private thing (rack, typed word); show ``note`` instead."""
        raise NotImplementedError

    def show_turn(self, player: int, can_wait: bool) -> None:
        """Show ``player``'s private things and let them act."""
        raise NotImplementedError

    def show_waiting(self, viewer: int, note: str) -> None:
        """Others act while ``viewer`` is the only person at this screen (alone against the
        computer, or a network seat): as :meth:`show_public`, but ``viewer``'s own things
        (their rack) stay in sight, read-only, as in every anchor app (issue #40). The
        default hides them as :meth:`show_public` does."""
        self.show_public(note)

    def show_rejected(self, rejected: Rejected) -> None:
        raise NotImplementedError

    def show_round_summary(self, rounds_done: int) -> None:
        """Show the result of round ``rounds_done`` until the player presses "Dalej"."""
        raise NotImplementedError

    def time_limit_ms(self, player: int) -> int:
        """How long ``player``'s turn that opens now may last (0: no limit)."""
        raise NotImplementedError

    def set_time_left(self, remaining_ms: int | None) -> None:
        raise NotImplementedError

    def final_details(self) -> QWidget | None:
        """Extra detail for the final screen (e.g. the score table), or None."""
        return None

    # -- hooks with a default -----------------------------------------------------------------
    def needs_privacy(self, player: int) -> bool:
        """Whether ``player``'s turn shows anything the others must not see (then the hand-over
        screen comes first). A public step, such as checking revealed words, needs none."""
        return True

    def privacy_note(self, player: int) -> str | None:
        """An extra line for the hand-over screen before ``player``'s turn (None: nothing)."""
        return None

    def privacy_button(self) -> str | None:
        """The hand-over screen's button in the game's own words (None: "…pokaż moje
        litery")."""
        return None

    def sitting_order(self) -> Sequence[int] | None:
        """The order in which the people take the screen in a simultaneous phase now open (the
        puzzles' sitting order, which moves on each round); None: seat order."""
        return None

    def time_up(self, player: int) -> int | None:
        """``player``'s clock ran out. None: the window sends the engine's ``TimeUp`` for them;
        a number of milliseconds: the turn goes on for that long (a grace period) before the
        clock runs out again; 0: the turn goes on with no clock."""
        return None

    def show_game_clock(self, left: Sequence[int | None], running: int | None) -> None:
        """Each player's game clock (:mod:`engines.game_clock`): milliseconds left, negative
        when over, None when not shown; ``running``: whose clock runs. Only the games with a
        game clock option draw it."""
        return None

    def has_unsent_move(self) -> bool:
        """Whether the player at the screen has begun a move not yet sent (tiles laid, a word
        typed): closing the window would lose it."""
        return False

    def final_headline(self) -> str | None:
        """The final screen's headline instead of "X wins" (e.g. a solo game's result)."""
        return None

    def computers_decide_from(self) -> Any | None:
        """The state the computer players still to act should decide from *now*, ahead of the
        humans: the state as the current simultaneous phase began (never one with a human's
        action in it). The session then holds their actions — neither applied nor shown —
        until the humans have acted, so the screen can show the humans what they would see of
        them in real time (7 słów: a computer writing its word and flipping the hourglass at a
        moment of the human's own clock). None: the computers think when their turn comes,
        after the humans (the default)."""
        return None
