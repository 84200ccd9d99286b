"""What must hold in every crossword state (the fuzzer checks it after every action)."""

from __future__ import annotations

from engines.core import PlayerId
from engines.crossword.rules import context, view
from engines.crossword.state import EXCHANGED, CrosswordState
from engines.tools.audit import board_tiles, scores_add_up, tiles_conserved, views_private


def audit(state: CrosswordState) -> list[str]:
    problems = tiles_conserved(
        context(state.setup).tile_set.tiles(),
        state.bag.tiles,
        *(rack.tiles for rack in state.racks),
        board_tiles(cell for _, cell in state.board.tiles()),
    )
    # A move waiting for a challenge scores once accepted: it is not in the history yet.
    problems += scores_add_up(state.move_scores, state.history)
    problems += views_private(
        state.players,
        lambda viewer: view(state, viewer),
        lambda player: state.racks[player].tiles,
        EXCHANGED,
    )
    for viewer in [None, *map(PlayerId, range(state.players))]:
        proposal = view(state, viewer).proposal
        if proposal is not None and proposal.player != viewer:
            problems.append(f"the view of {viewer} shows another player's hint")
    return problems
