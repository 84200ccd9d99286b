"""What the tile-laying games (the crossword game, Słówka) share about a turn: the actions
besides placing — exchange, pass, and challenge mode's challenge and accept — with their text
forms, the challenge-mode option, the exchange itself, and small helpers for per-player tuples.

>>> [str(a) for a in (Exchange("ak?"), Pass(), Challenge(), Accept())]
['EXCHANGE AK?', 'PASS', 'CHALLENGE', 'ACCEPT']
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TypeVar

from engines.core import Action, OptionSpec, PlayerId, Reason, Rejected, Text
from engines.game_clock import action_from_text as clock_action_from_text
from engines.take_backs import TakeBack
from engines.tiles import Bag, Rack

T = TypeVar("T")


@dataclass(frozen=True)
class Exchange(Action):
    """Return ``tiles`` (letters, ``?`` for a blank) to the bag for as many new ones."""

    tiles: str

    def __post_init__(self) -> None:
        object.__setattr__(self, "tiles", "".join(self.tiles.split()).lower())

    def __str__(self) -> str:
        return f"EXCHANGE {self.tiles.upper()}"


@dataclass(frozen=True)
class Pass(Action):
    """End the turn without placing or exchanging."""

    def __str__(self) -> str:
        return "PASS"


@dataclass(frozen=True)
class Challenge(Action):
    """Challenge mode: have the move just made checked before your own turn."""

    def __str__(self) -> str:
        return "CHALLENGE"


@dataclass(frozen=True)
class Accept(Action):
    """Challenge mode: let the move just made stand without checking it."""

    def __str__(self) -> str:
        return "ACCEPT"


#: The option that turns challenge mode on (the crossword game, Słówka): off — the
#: dictionary refuses a wrong word before it is played; on — the next player may challenge it.
CHALLENGE = OptionSpec(
    key="challenge",
    label=Text("Sprawdzanie słów przez rywala", "Challenge mode"),
    default=False,
    allowed=(False, True),
    value_labels=(
        Text("nie: słownik odrzuca od razu", "off: the dictionary refuses at once"),
        Text("tak: błędne słowo zdejmuje się po sprawdzeniu", "on: a wrong word is challenged off"),
    ),
)

#: The text forms of the actions without arguments.
KEYWORDS: dict[str, Action] = {
    "PASS": Pass(),
    "CHALLENGE": Challenge(),
    "ACCEPT": Accept(),
    "TAKE BACK": TakeBack(),
}
EXCHANGE_PREFIX = "EXCHANGE "


def action_from_text(
    text: str, parse_place: Callable[[str], Action], keywords: Mapping[str, Action] = KEYWORDS
) -> Action:
    """The action written as ``text``: one of ``keywords``, ``EXCHANGE …``, or else a
    placement read by the game's ``parse_place`` (the inverse of ``str(action)``); the game
    clock's ``TIME …`` actions too (:mod:`engines.game_clock`)."""
    cleaned = " ".join(text.split())
    upper = cleaned.upper()
    timed = clock_action_from_text(cleaned)
    if timed is not None:
        return timed
    if upper in keywords:
        return keywords[upper]
    if upper.startswith(EXCHANGE_PREFIX):
        return Exchange(cleaned[len(EXCHANGE_PREFIX) :])
    return parse_place(cleaned)


def exchange(
    bag: Bag, rack: Rack, action: Exchange, rng: random.Random, *, back_first: bool = False
) -> tuple[Rack, Bag]:
    """The rack and bag after exchanging ``action.tiles``: refused when there are none or the
    rack lacks some. Normally the bag must hold as many as are returned: the new tiles are drawn
    first, then the returned ones are mixed in with ``rng``. With ``back_first`` (wordsmith,
    seed 002) one tile in the bag is enough: the returned tiles go back first, then the draw."""
    tiles = tuple(action.tiles)
    if not tiles:
        raise Rejected(Reason.EMPTY_EXCHANGE)
    missing = rack.missing(tiles)
    if missing:
        raise Rejected(Reason.MISSING_TILES, word=action.tiles, tiles="".join(missing.elements()))
    if back_first:
        if not len(bag):
            raise Rejected(Reason.NOT_ENOUGH_IN_BAG, requested=1, available=0)
        drawn, bag = bag.exchange_back_first(tiles, rng)
    else:
        if len(tiles) > len(bag):
            raise Rejected(Reason.NOT_ENOUGH_IN_BAG, requested=len(tiles), available=len(bag))
        drawn, bag = bag.exchange(tiles, rng)
    return rack.remove(tiles).add(drawn), bag


def replace_at(values: tuple[T, ...], player: PlayerId, value: T) -> tuple[T, ...]:
    """``values`` with ``player``'s entry replaced."""
    return tuple(value if i == player else v for i, v in enumerate(values))


def add_at(values: tuple[int, ...], player: PlayerId, amount: int) -> tuple[int, ...]:
    """``values`` with ``amount`` added to ``player``'s entry."""
    return tuple(v + amount if i == player else v for i, v in enumerate(values))
