"""What must hold in every GRA I, GRA II and GRA III state (checked by the fuzzer)."""

from __future__ import annotations

from collections import Counter

from engines.core import PlayerId
from engines.puzzle import gra1, gra2
from engines.puzzle.gra1 import Gra1State
from engines.puzzle.gra2 import Gra2State
from engines.puzzle.gra3 import TILE_SET, Gra3State, view
from engines.tiles import load_tile_set
from engines.tools.audit import board_tiles, scores_add_up, tiles_conserved, views_private


def audit_gra3(state: Gra3State) -> list[str]:
    problems = tiles_conserved(load_tile_set(TILE_SET).tiles(), state.bag.tiles, *state.racks)
    scored = [sum(r.totals[p] for r in state.history) for p in range(state.setup.players)]
    for viewer in [None, *map(PlayerId, range(state.setup.players))]:
        seen = view(state, viewer)
        own_rack = None if viewer is None else state.racks[viewer]
        own_word = None if viewer is None else state.submissions[viewer]
        if seen.rack != own_rack or seen.own_submission != own_word:
            problems.append(f"the view of {viewer} shows another player's tiles or word")
        if list(seen.scores) != scored:
            problems.append(f"the view of {viewer} shows scores {seen.scores}, rounds say {scored}")
    return problems


def audit_gra1(state: Gra1State) -> list[str]:
    problems = tiles_conserved(
        load_tile_set(TILE_SET).tiles(),
        state.bag.tiles,
        *(rack.tiles for rack in state.racks),
        board_tiles(cell for _, _, cell in state.table.tiles),
    )
    problems += scores_add_up(state.scores, state.history)
    problems += views_private(
        state.players,
        lambda viewer: gra1.view(state, viewer),
        lambda player: state.racks[player].tiles,
        gra1.EXCHANGED,
    )
    return problems


def audit_gra2(state: Gra2State) -> list[str]:
    problems = tiles_conserved(
        load_tile_set(TILE_SET).tiles(),
        state.table.tiles,
        *(sitting.tiles for sitting in state.sittings),
    )
    for sitting in state.sittings:
        if Counter(sitting.grid.tiles()) - Counter(sitting.tiles):
            problems.append("a grid holds tiles its player does not have")
    for viewer in [None, *map(PlayerId, range(state.setup.players))]:
        seen = gra2.view(state, viewer)
        if seen.tiles is not None and (
            viewer is None or seen.tiles != state.sittings[viewer].tiles
        ):
            problems.append(f"the view of {viewer} shows another player's tiles")
        if seen.grid is not None and (viewer is None or seen.grid != state.sittings[viewer].grid):
            problems.append(f"the view of {viewer} shows another player's grid")
    return problems
