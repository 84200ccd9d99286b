"""What must hold in every 7 słów state (the fuzzer checks it after every action)."""

from __future__ import annotations

from collections import Counter

from engines.core import PlayerId
from engines.seven_words.cards import deck
from engines.seven_words.state import Phase, SevenWordsState
from engines.seven_words.views import view


def audit(state: SevenWordsState) -> list[str]:
    problems: list[str] = []
    table = state.table
    cards = Counter(table.cards) + Counter(table.deck) + Counter(table.discards)
    if cards != Counter(deck().tiles()):
        problems.append(f"cards not conserved: {sorted((cards - Counter(deck().tiles())).items())}")
    for viewer in [None, *map(PlayerId, range(state.setup.players))]:
        seen = view(state, viewer)
        own = None if viewer is None else state.submissions[viewer]
        if seen.own != own:
            problems.append(f"the view of {viewer} shows another submission")
        if state.phase is Phase.WRITING and seen.revealed is not None:
            problems.append(f"the view of {viewer} reveals words while everyone writes")
    return problems
