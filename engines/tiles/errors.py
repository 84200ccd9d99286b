"""Typed refusals of the tiles module: each carries the facts, so the GUI never parses text."""

from __future__ import annotations

from collections import Counter


def _spell(tiles: Counter[str]) -> str:
    """``Counter({'a': 2, 'k': 1})`` → ``'a×2 k'`` for messages."""
    return " ".join(f"{t}×{n}" if n > 1 else t for t, n in sorted(tiles.items()) if n > 0)


class TileError(ValueError):
    """Base of every refusal raised by :mod:`engines.tiles`."""


class TileSetError(TileError):
    """A tile-set file or definition is invalid, missing, or needs a player count it lacks."""


class UnknownLetter(TileError):
    """A letter that is neither in the set's alphabet nor the blank."""

    def __init__(self, letter: str, set_id: str) -> None:
        super().__init__(f"{letter!r} is not a letter of tile set {set_id!r}")
        self.letter = letter
        self.set_id = set_id


class MissingTiles(TileError):
    """Tiles asked of a rack that it does not hold; ``missing`` is that multiset."""

    def __init__(self, missing: Counter[str]) -> None:
        self.missing: Counter[str] = +missing
        super().__init__(f"tiles not on the rack: {_spell(self.missing)}")


class NotEnoughInBag(TileError):
    """The bag holds fewer tiles than an exchange needs (the crossword rule)."""

    def __init__(self, requested: int, available: int) -> None:
        super().__init__(f"cannot exchange {requested} tiles: the bag holds only {available}")
        self.requested = requested
        self.available = available


class NegativeCount(TileError):
    """A negative number of tiles asked for (``bag.draw(-1)``)."""

    def __init__(self, n: int) -> None:
        super().__init__(f"cannot draw {n} tiles")
        self.n = n


class BlanksNotInWord(TileError):
    """Blank letters given for a word that does not contain them that many times."""

    def __init__(self, word: str, extra: Counter[str]) -> None:
        self.word = word
        self.extra: Counter[str] = +extra
        super().__init__(f"blanks stand for letters not in {word!r}: {_spell(self.extra)}")
