"""Słówka's rule set ``standard`` as data (GAMES.md §2); the rules functions read these numbers.

Decisions the rulebook leaves open are marked so.
"""

from __future__ import annotations

from dataclasses import dataclass

from engines.core import OptionSpec
from engines.tile_turns import CHALLENGE


@dataclass(frozen=True)
class SlowkaRules:
    id: str
    language: str
    tile_set: str
    board: str
    #: Tokens behind each screen (refilled after a move: "powinien mieć … 6 żetonów").
    rack_size: int
    #: Decision: the game ends after this many rounds in a row — every player's turn — without
    #: a token placed (passes, exchanges and turns lost to a challenge all count).
    idle_rounds: int


STANDARD = SlowkaRules(
    id="standard",
    language="pl",
    tile_set="slowka",
    board="slowka",
    rack_size=6,
    idle_rounds=2,
)

RULE_SETS: dict[str, SlowkaRules] = {STANDARD.id: STANDARD}

#: Word checking as in the crossword game: off — the dictionary refuses a word before it is
#: played; on — the next player may challenge it.
OPTIONS: tuple[OptionSpec, ...] = (CHALLENGE,)


def rules_for(rules_id: str) -> SlowkaRules:
    return RULE_SETS[rules_id]
