"""What the game window expects from a game's screen. The window runs the hot-seat flow
(privacy screen, turn order, clocks, computer players); the screen draws the game and turns
clicks into actions."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QWidget

from engines.core import Rejected


class GameScreen(QWidget):
    """Base of every game screen; subclasses implement every method below."""

    #: A player wants to play an action: (player, action).
    action_requested = Signal(int, object)
    #: A player wants to wait for the others (hot-seat only; the engine never hears of it).
    wait_requested = Signal(int)
    #: The round summary was read ("Dalej").
    summary_closed = Signal()

    def refresh(self) -> None:
        """Redraw what everybody may see (scores, round, who has played)."""
        raise NotImplementedError

    def show_public(self, note: str) -> None:
        """Hide every private thing (rack, typed word); show ``note`` instead."""
        raise NotImplementedError

    def show_turn(self, player: int, can_wait: bool) -> None:
        """Show ``player``'s private things and let them act."""
        raise NotImplementedError

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
