"""The 60 letter cards of 7 słów and the four column cards (GAMES.md §1).

The deck itself (letters, counts, rare bonuses) is data: ``resources/tiles/seven_words.toml``.
Area positions are numbered column by column from the 5-point column to the 2-point column,
top card first, so position ``p`` lies in column ``p // 2``:

====== ====== ====== ======
  0      2      4      6     (top row)
  1      3      5      7     (bottom row)
  5 pt   4 pt   3 pt   2 pt
====== ====== ====== ======

>>> card_value("l", 0), card_value("l", 5), card_value("ż", 7), card_value("k", 2)
(6, 4, 4, 4)
"""

from __future__ import annotations

from engines.tiles import TileSet, load_tile_set

TILE_SET = "seven_words"
#: Points of the column cards, left to right.
COLUMN_VALUES = (5, 4, 3, 2)
ROWS = 2
AREA_SIZE = len(COLUMN_VALUES) * ROWS
#: The "2 on 2" rule: at most this many cards of one letter, and of rare cards, in the area.
MAX_OF_LETTER = 2
MAX_RARE = 2


def deck() -> TileSet:
    """The card deck (cached by the tile-set loader)."""
    return load_tile_set(TILE_SET)


def is_card_letter(letter: str) -> bool:
    """Whether the deck has cards of ``letter`` (consonants only; no vowel is a card)."""
    tiles = deck()
    return len(letter) == 1 and letter in tiles.alphabet and tiles.count(letter) > 0


def card_letters() -> str:
    """Every letter the deck has cards of, in alphabet order."""
    return "".join(kind.letter for kind in deck().kinds if kind.count)


def bonus(letter: str) -> int:
    """The rare-card bonus of ``letter`` (0 for a common card)."""
    return deck().bonus(letter)


def is_rare(letter: str) -> bool:
    return bonus(letter) > 0


def column_of(position: int) -> int:
    return position // ROWS


def column_value(position: int) -> int:
    return COLUMN_VALUES[column_of(position)]


def card_value(letter: str, position: int) -> int:
    """What a card scores when a word takes it: its column's points plus its rare bonus."""
    return column_value(position) + bonus(letter)
