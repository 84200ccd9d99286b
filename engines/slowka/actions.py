"""Słówka's actions: small frozen values with a text form that round-trips.

>>> Place.parse("d4-d5-e5-e6-e7 NOŻYK")
Place(path='d4-d5-e5-e6-e7', word='nożyk')
>>> str(Place("D4-D5", "no")), action_from_text("exchange ąż") == Exchange("ĄŻ")
('d4-d5 NO', True)
>>> [str(a) for a in (Exchange("aę"), Pass(), Challenge(), Accept())]
['EXCHANGE AĘ', 'PASS', 'CHALLENGE', 'ACCEPT']

A :class:`Place` is the whole move: the word's squares in reading order and the word. The
squares of the path that are empty get the matching letters from the player's tokens (those are
the tokens placed this turn); the others must already hold the word's letter. Exchange,
pass, challenge and accept are the tile games' shared actions (:mod:`engines.tile_turns`).
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass

from engines.core import Action, Reason, Rejected, TimeUp
from engines.game_clock import TimeUsed
from engines.take_backs import TakeBack
from engines.tile_turns import KEYWORDS, Accept, Challenge, Exchange, Pass
from engines.tile_turns import action_from_text as turn_action_from_text

PATH_SEPARATOR = "-"


@dataclass(frozen=True)
class Place(Action):
    """Place tokens and read ``word`` along ``path`` (squares such as ``d4`` joined by ``-``).

    The word is kept in Unicode NFC, so a letter typed as a base letter and a combining mark
    is the letter itself (``z`` + U+0307 is ``ż``):

    >>> Place("d4-d5", "z\u0307o").word == "żo"
    True
    """

    path: str
    word: str

    def __post_init__(self) -> None:
        squares = [s.strip().lower() for s in self.path.split(PATH_SEPARATOR)]
        object.__setattr__(self, "path", PATH_SEPARATOR.join(squares))
        object.__setattr__(self, "word", unicodedata.normalize("NFC", self.word.strip().lower()))

    @classmethod
    def parse(cls, text: str) -> Place:
        parts = text.split()
        if len(parts) != 2:
            raise Rejected(Reason.UNKNOWN_ACTION, action=text)
        return cls(parts[0], parts[1])

    @classmethod
    def of(cls, squares: tuple[str, ...] | list[str], word: str) -> Place:
        """From square names (``["d4", "d5"]``) and the word."""
        return cls(PATH_SEPARATOR.join(squares), word)

    @property
    def squares(self) -> tuple[str, ...]:
        """The square names of the path, in reading order."""
        return tuple(self.path.split(PATH_SEPARATOR))

    def __str__(self) -> str:
        return f"{self.path} {self.word.upper()}"


ACTION_TYPES: tuple[type[Action], ...] = (
    Place,
    Exchange,
    Pass,
    Challenge,
    Accept,
    TakeBack,
    TimeUsed,
    TimeUp,
)


def action_from_text(text: str) -> Action:
    """The action written as ``text`` (the inverse of ``str(action)``)."""
    return turn_action_from_text(text, Place.parse, KEYWORDS)


__all__ = [
    "ACTION_TYPES",
    "Accept",
    "Challenge",
    "Exchange",
    "Pass",
    "Place",
    "TakeBack",
    "action_from_text",
]
