"""The crossword game's actions: small frozen values with a text form that round-trips.

>>> Place.parse("8h kOT")
Place(square='8H', word='kOT')
>>> str(Exchange("ak?")), action_from_text("EXCHANGE AK?") == Exchange("ak?")
('EXCHANGE AK?', True)
>>> [str(a) for a in (Pass(), RequestHint(), DismissHint(), Challenge(), Accept(), TakeBack())]
['PASS', 'HINT', 'DISMISS HINT', 'CHALLENGE', 'ACCEPT', 'TAKE BACK']

A :class:`Place` names the whole main word from its first square: ``8H`` = row 8, column H,
across; ``H8`` = down. Letters of new tiles are uppercase for a tile and lowercase for a blank
standing for that letter; letters already on the board are written as they lie there (either case
is accepted). The engine works out which squares are new. Exchange, pass, challenge and accept
are the tile games' shared actions (:mod:`engines.tile_turns`); a take-back
(:mod:`engines.take_backs`) too.
"""

from __future__ import annotations

from dataclasses import dataclass

from engines.core import Action, Reason, Rejected, TimeUp
from engines.game_clock import TimeUsed
from engines.take_backs import TakeBack
from engines.tile_turns import KEYWORDS, Accept, Challenge, Exchange, Pass
from engines.tile_turns import action_from_text as turn_action_from_text


@dataclass(frozen=True)
class Place(Action):
    """Lay tiles so that the main word ``word`` reads from ``square`` (``8H`` across, ``H8``
    down)."""

    square: str
    word: str

    def __post_init__(self) -> None:
        object.__setattr__(self, "square", self.square.strip().upper())
        object.__setattr__(self, "word", self.word.strip())

    @classmethod
    def parse(cls, text: str) -> Place:
        parts = text.split()
        if len(parts) != 2:
            raise Rejected(Reason.UNKNOWN_ACTION, action=text)
        return cls(parts[0], parts[1])

    @property
    def across(self) -> bool:
        return self.square[:1].isdigit()

    def __str__(self) -> str:
        return f"{self.square} {self.word}"


@dataclass(frozen=True)
class RequestHint(Action):
    """Use one hint: the best-scoring move becomes this player's proposal (see the state)."""

    def __str__(self) -> str:
        return "HINT"


@dataclass(frozen=True)
class DismissHint(Action):
    """Take the proposed move back off the board; the hint stays used."""

    def __str__(self) -> str:
        return "DISMISS HINT"


ACTION_TYPES: tuple[type[Action], ...] = (
    Place,
    Exchange,
    Pass,
    RequestHint,
    DismissHint,
    Challenge,
    Accept,
    TakeBack,
    TimeUsed,
    TimeUp,
)

_KEYWORDS: dict[str, Action] = {**KEYWORDS, "HINT": RequestHint(), "DISMISS HINT": DismissHint()}


def action_from_text(text: str) -> Action:
    """The action written as ``text`` (the inverse of ``str(action)``)."""
    return turn_action_from_text(text, Place.parse, _KEYWORDS)


__all__ = [
    "ACTION_TYPES",
    "Accept",
    "Challenge",
    "DismissHint",
    "Exchange",
    "Pass",
    "Place",
    "RequestHint",
    "TakeBack",
    "action_from_text",
]
