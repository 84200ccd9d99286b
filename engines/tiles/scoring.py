"""Scoring a word by the letter values of its tiles, with blanks scoring 0.

The puzzle games and Słówka score exactly this; the crossword game adds board premiums on top.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping

from engines.tiles.errors import BlanksNotInWord
from engines.tiles.tileset import BLANK, TileSet


def word_value(
    word: str, tile_set: TileSet, blank_letters: Mapping[str, int] | Iterable[str] = ""
) -> int:
    """Sum of the letter values of ``word``; the letters in ``blank_letters`` (a multiset, as a
    ``Counter`` or a string) are covered by blanks and score 0.

    >>> from engines.tiles.loader import load_tile_set
    >>> puzzle = load_tile_set("puzzle")
    >>> word_value("GRAĆ", puzzle), word_value("GRAĆ", puzzle, blank_letters="ć")
    (9, 4)
    """
    letters = Counter(word.lower())
    if isinstance(blank_letters, Mapping):
        blanks = Counter({letter.lower(): n for letter, n in blank_letters.items()})
    else:
        blanks = Counter(letter.lower() for letter in blank_letters)
    extra = blanks - letters
    if extra:
        raise BlanksNotInWord(word, extra)
    covered = letters - blanks
    return sum(tile_set.value(letter) * n for letter, n in covered.items())


def rack_cover(word: str, rack_tiles: Iterable[str]) -> tuple[str, ...] | None:
    """The rack tiles that spell ``word``, one per letter in word order, or None if impossible.

    A real tile is used whenever the rack holds one; a blank covers each excess occurrence
    (scanning left to right). Real tiles first is the canonical choice: it never scores less.

    >>> rack_cover("kotka", "taok?k")
    ('k', 'o', 't', 'k', 'a')
    >>> rack_cover("kotek", "kote?")
    ('k', 'o', 't', 'e', '?')
    >>> rack_cover("kotek", "kote") is None
    True
    """
    left = Counter(tile.lower() for tile in rack_tiles)
    cover: list[str] = []
    for letter in word.lower():
        if left[letter] > 0:
            left[letter] -= 1
            cover.append(letter)
        elif left[BLANK] > 0:
            left[BLANK] -= 1
            cover.append(BLANK)
        else:
            return None
    return tuple(cover)


def blank_letters_of(word: str, cover: Iterable[str]) -> Counter[str]:
    """The letters of ``word`` that ``cover`` (from :func:`rack_cover`) fills with blanks."""
    return Counter(
        letter for letter, tile in zip(word.lower(), cover, strict=True) if tile == BLANK
    )


def score_from_rack(word: str, rack_tiles: Iterable[str], tile_set: TileSet) -> int | None:
    """Letter-sum score of ``word`` made from ``rack_tiles`` (blanks 0), or None if it cannot be.

    >>> from engines.tiles.loader import load_tile_set
    >>> score_from_rack("pył", "łyp", load_tile_set("puzzle"))
    6
    >>> score_from_rack("pył", "?yp", load_tile_set("puzzle"))
    3
    """
    cover = rack_cover(word, rack_tiles)
    if cover is None:
        return None
    return word_value(word, tile_set, blank_letters_of(word, cover))
