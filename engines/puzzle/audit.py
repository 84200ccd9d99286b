"""What must hold in every GRA III state (the fuzzer checks it after every action)."""

from __future__ import annotations

from collections import Counter

from engines.core import PlayerId
from engines.puzzle.gra3 import TILE_SET, Gra3State, view
from engines.tiles import load_tile_set


def audit_gra3(state: Gra3State) -> list[str]:
    problems: list[str] = []
    held = Counter(state.bag.tiles)
    for rack in state.racks:
        held.update(rack)
    full = Counter(load_tile_set(TILE_SET).tiles())
    if held != full:
        problems.append(f"tiles not conserved: {sorted((held - full).items())}")
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
