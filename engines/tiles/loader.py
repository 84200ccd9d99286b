"""Reading tile sets from ``resources/tiles/<id>.toml``, validated on load and cached.

File format (letters lowercase, ``"?"`` is the blank)::

    id = "puzzle"                       # must equal the file stem
    language = "pl"                     # which lexicon the set is played with
    alphabet = "aąbcćdeęfghijklłmnńoóprsśtuwyzźż"
    names = { pl = "Puzzle literowe", en = "Letter puzzles" }
    tiles = [ { letter = "a", count = 5, value = 1 }, ...]   # bonus = 0 when left out
    # Optional, for a blank count that depends on the number of players (wordsmith):
    blanks_per_player = 1
    min_players = 2
    max_players = 4
"""

from __future__ import annotations

import tomllib
from collections.abc import Mapping
from functools import cache
from pathlib import Path
from typing import Any

from engines.resources import resource_path
from engines.tiles.errors import TileSetError
from engines.tiles.tileset import BLANK, DisplayNames, TileKind, TileSet

_TOP_KEYS = frozenset(
    {
        "id",
        "language",
        "alphabet",
        "names",
        "tiles",
        "blanks_per_player",
        "min_players",
        "max_players",
    }
)
_PLAYER_KEYS = ("blanks_per_player", "min_players", "max_players")
_TILE_KEYS = frozenset({"letter", "count", "value", "bonus"})


def tiles_dir() -> Path:
    """The folder holding the tile-set files."""
    return resource_path("tiles")


def tile_set_ids() -> list[str]:
    """Ids of every tile set shipped in ``resources/tiles``, sorted."""
    return sorted(path.stem for path in tiles_dir().glob("*.toml"))


def load_tile_set(set_id: str, players: int | None = None) -> TileSet:
    """The tile set ``set_id``; ``players`` (e.g. 2–4) is needed only by a set whose blank count
    depends on it (wordsmith) and ignored by the others. Cached per ``(set_id, players)``.

    >>> load_tile_set("crossword_wordsmith", players=3).blanks
    3
    """
    return _load_cached(set_id, players)


@cache
def _load_cached(set_id: str, players: int | None) -> TileSet:
    """:func:`load_tile_set` behind a cache (kept apart so callers keep the typed signature)."""
    path = tiles_dir() / f"{set_id}.toml"
    if not path.is_file():
        known = ", ".join(tile_set_ids())
        raise TileSetError(f"unknown tile set {set_id!r} (known: {known})")
    return read_tile_set(path, players)


def read_tile_set(path: Path, players: int | None = None) -> TileSet:
    """Read and validate one tile-set file (not cached: tests feed it files from ``tmp_path``)."""
    try:
        with path.open("rb") as file:
            data = tomllib.load(file)
    except (OSError, tomllib.TOMLDecodeError) as error:
        raise TileSetError(f"{path.name}: cannot read tile set: {error}") from error
    try:
        tile_set = parse_tile_set(data, players)
    except TileSetError as error:
        raise TileSetError(f"{path.name}: {error}") from error
    if tile_set.id != path.stem:
        raise TileSetError(f"{path.name}: id {tile_set.id!r} differs from the file name")
    return tile_set


def parse_tile_set(data: Mapping[str, Any], players: int | None = None) -> TileSet:
    """Build a :class:`TileSet` from parsed TOML, checking every key and type."""
    unknown = sorted(set(data) - _TOP_KEYS)
    if unknown:
        raise TileSetError(f"unknown keys: {', '.join(unknown)}")
    set_id = _string(data, "id")
    names_data = data.get("names")
    if not isinstance(names_data, Mapping) or set(names_data) != {"pl", "en"}:
        raise TileSetError("'names' must be a table with exactly 'pl' and 'en'")
    names = DisplayNames(_string(names_data, "pl"), _string(names_data, "en"))
    language = _string(data, "language")
    alphabet = _string(data, "alphabet")
    rows = data.get("tiles")
    if not isinstance(rows, list) or not rows:
        raise TileSetError("'tiles' must be a non-empty array of tables")
    kinds = [_kind(row) for row in rows]
    blank_kind, set_players = _blanks_for_players(data, players)
    if blank_kind is not None:
        if any(kind.letter == BLANK for kind in kinds):
            raise TileSetError("blanks are given both as a tile and as 'blanks_per_player'")
        kinds.append(blank_kind)
    return TileSet(
        id=set_id,
        names=names,
        alphabet=alphabet,
        kinds=tuple(kinds),
        language=language,
        players=set_players,
    )


def _blanks_for_players(
    data: Mapping[str, Any], players: int | None
) -> tuple[TileKind | None, int | None]:
    """The blank kind and player count for a set whose blanks depend on players, else Nones."""
    present = [key for key in _PLAYER_KEYS if key in data]
    if not present:
        return None, None
    if len(present) != len(_PLAYER_KEYS):
        raise TileSetError(f"{', '.join(_PLAYER_KEYS)} go together")
    per_player, low, high = (_integer(data, key) for key in _PLAYER_KEYS)
    if per_player < 1 or low < 1 or high < low:
        raise TileSetError(f"bad player rule: blanks_per_player={per_player}, players {low}–{high}")
    if players is None:
        raise TileSetError(f"this set needs the number of players ({low}–{high})")
    if isinstance(players, bool) or not isinstance(players, int) or not low <= players <= high:
        raise TileSetError(f"players must be {low}–{high} for this set, got {players!r}")
    return TileKind(BLANK, 0, per_player * players), players


def _kind(row: object) -> TileKind:
    if not isinstance(row, Mapping):
        raise TileSetError(f"a tile entry must be a table, got {row!r}")
    unknown = sorted(set(row) - _TILE_KEYS)
    if unknown:
        raise TileSetError(f"tile entry {dict(row)!r}: unknown keys: {', '.join(unknown)}")
    letter = _string(row, "letter")
    return TileKind(
        letter=letter,
        value=_integer(row, "value"),
        count=_integer(row, "count"),
        bonus=_integer(row, "bonus", default=0),
    )


def _string(table: Mapping[str, Any], key: str) -> str:
    value = table.get(key)
    if not isinstance(value, str) or not value:
        raise TileSetError(f"{key!r} must be a non-empty string, got {value!r}")
    return value


def _integer(table: Mapping[str, Any], key: str, default: int | None = None) -> int:
    value: object = table.get(key, default)
    if isinstance(value, bool) or not isinstance(value, int):
        raise TileSetError(f"{key!r} must be an integer, got {value!r}")
    return value


def most_blanks(language: str) -> int:
    """The most blanks any tile set of ``language`` holds, for any number of players: a search
    with more blanks than that answers no question a game can ask.

    >>> most_blanks("pl"), most_blanks("en")
    (2, 4)
    """
    most = 0
    for set_id in tile_set_ids():
        for players in (None, *range(1, 9)):
            try:
                tile_set = load_tile_set(set_id, players)
            except TileSetError:
                continue
            if tile_set.language == language:
                most = max(most, tile_set.blanks)
    return most
