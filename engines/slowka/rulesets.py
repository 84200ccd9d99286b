"""Słówka's rule set ``standard`` as data (GAMES.md §2); the rules functions read these numbers.

Decisions the rulebook leaves open are marked so.
"""

from __future__ import annotations

from dataclasses import dataclass

from engines.core import OptionSpec, Text
from engines.game_clock import OPTIONS as CLOCK_OPTIONS
from engines.slowka.board import ANY, SIDE
from engines.take_backs import take_backs_option
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

#: How a word is read. Decision (2026-11-25): through sides and corners — the rulebook asks for
#: a side only when laying ("musi przylegać bokiem"), not when reading ("wskazując jednocześnie
#: żetony"), and its Przykład 3 (NOŻYK, then ŻONKIL) needs a corner. Side-only stays for players
#: who read it so, and for games saved before the change (they were played side-only).
READING = OptionSpec(
    key="reading",
    label=Text("Czytanie słowa", "Reading a word"),
    default=ANY,
    allowed=(ANY, SIDE),
    value_labels=(
        Text("przez boki i rogi żetonów", "through sides and corners"),
        Text("tylko przez boki żetonów", "through sides only"),
    ),
    recorded_default=SIDE,
)

#: What a challenge of a right word costs the challenger. Decision (2026-11-25): nothing — the
#: rulebook names no penalty — and any other player may challenge. Losing one's turn (only the
#: next player challenging) was this app's rule before; games saved then keep it.
FREE = "free"
LOSE_TURN = "lose_turn"
FAILED_CHALLENGE = OptionSpec(
    key="failed_challenge",
    label=Text("Chybione sprawdzenie", "Challenging a right word"),
    default=FREE,
    allowed=(FREE, LOSE_TURN),
    value_labels=(
        Text("nic nie kosztuje, sprawdzać może każdy", "costs nothing, anyone may challenge"),
        Text(
            "sprawdzający (następny gracz) traci kolejkę",
            "the challenger (next player) loses a turn",
        ),
    ),
    recorded_default=LOSE_TURN,
)

#: Word checking as in the crossword game: off — the dictionary refuses a word before it is
#: played; on — another player may challenge it.
OPTIONS: tuple[OptionSpec, ...] = (
    CHALLENGE,
    READING,
    FAILED_CHALLENGE,
    take_backs_option(
        Text(
            "Instrukcja: „Liczy się pierwsze odczytane słowo […] poprawka nie zostaje "
            "uwzględniona”. Cofnięcie ruchu to zasada domowa.",
            "The rulebook: the first word read counts, a correction is not taken into account. "
            "Taking back a move is a house rule.",
        )
    ),
    *CLOCK_OPTIONS,
)


def rules_for(rules_id: str) -> SlowkaRules:
    return RULE_SETS[rules_id]
