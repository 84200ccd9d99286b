"""Tiles shared by every game: tile sets from ``resources/tiles``, the bag, racks, letter scores.

Everything here is an immutable value and every random step takes the caller's
``random.Random``, so game states can hold these objects and replays are exact.
"""

from engines.tiles.bag import Bag, Rack
from engines.tiles.errors import (
    BlanksNotInWord,
    MissingTiles,
    NegativeCount,
    NotEnoughInBag,
    TileError,
    TileSetError,
    UnknownLetter,
)
from engines.tiles.loader import (
    load_tile_set,
    most_blanks,
    parse_tile_set,
    read_tile_set,
    tile_set_ids,
)
from engines.tiles.scoring import blank_letters_of, rack_cover, score_from_rack, word_value
from engines.tiles.tileset import BLANK, DisplayNames, TileKind, TileSet

__all__ = [
    "BLANK",
    "Bag",
    "BlanksNotInWord",
    "DisplayNames",
    "MissingTiles",
    "NegativeCount",
    "NotEnoughInBag",
    "Rack",
    "TileError",
    "TileKind",
    "TileSet",
    "TileSetError",
    "UnknownLetter",
    "blank_letters_of",
    "load_tile_set",
    "most_blanks",
    "parse_tile_set",
    "rack_cover",
    "read_tile_set",
    "score_from_rack",
    "tile_set_ids",
    "word_value",
]
