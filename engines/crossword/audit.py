"""What must hold in every crossword state (the fuzzer checks it after every action)."""

from __future__ import annotations

from collections import Counter

from engines.core import PlayerId
from engines.crossword.rules import context, view
from engines.crossword.state import EXCHANGED, CrosswordState
from engines.tiles import BLANK


def audit(state: CrosswordState) -> list[str]:
    problems: list[str] = []
    tile_set = context(state.setup).tile_set
    held = Counter(state.bag.tiles)
    for rack in state.racks:
        held.update(rack.tiles)
    held.update(BLANK if cell.islower() else cell.lower() for _, cell in state.board.tiles())
    if held != Counter(tile_set.tiles()):
        problems.append(
            f"tiles not conserved: {sorted((held - Counter(tile_set.tiles())).items())}"
        )
    for player in range(state.players):
        # A move waiting for a challenge scores once accepted: it is not in the history yet.
        scored = sum(turn.score for turn in state.history if turn.player == player)
        if scored != state.move_scores[player]:
            problems.append(f"player {player} has {state.move_scores[player]}, moves say {scored}")
    for viewer in [None, *map(PlayerId, range(state.players))]:
        seen = view(state, viewer)
        own = None if viewer is None else state.racks[viewer].tiles
        if seen.rack != own:
            problems.append(f"the view of {viewer} shows the rack {seen.rack}")
        if seen.proposal is not None and seen.proposal.player != viewer:
            problems.append(f"the view of {viewer} shows another player's hint")
        for turn in seen.history:
            if turn.kind == EXCHANGED and turn.player != viewer and turn.tiles:
                problems.append(f"the view of {viewer} shows another player's exchange")
    return problems
