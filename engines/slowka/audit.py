"""What must hold in every Słówka state (the fuzzer checks it after every action)."""

from __future__ import annotations

from engines.slowka.rules import context, view
from engines.slowka.state import EXCHANGED, SlowkaState
from engines.tools.audit import scores_add_up, tiles_conserved, views_private


def audit(state: SlowkaState) -> list[str]:
    # Tokens have no blanks: the board's lowercase letters are the tokens themselves.
    problems = tiles_conserved(
        context(state.setup).tile_set.tiles(),
        state.bag.tiles,
        *(rack.tiles for rack in state.racks),
        (letter for _, letter in state.board.tiles()),
    )
    problems += scores_add_up(state.scores, state.history)
    problems += views_private(
        state.players,
        lambda viewer: view(state, viewer),
        lambda player: state.racks[player].tiles,
        EXCHANGED,
    )
    return problems
