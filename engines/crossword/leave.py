"""Rack leaves: what the tiles kept after a move are worth to the computer player.

The table is data, ``resources/crossword/leaves.toml``, one section per language (both fitted
by ``tools/fit_leaves.py``; the file says how): a value per tile (blank
highest; heavy letters that need special partners below 0), a penalty for each repeated letter
kept, and a penalty for each tile of vowel/consonant imbalance beyond one. The strong player's
*equity* of a move is its score plus the value of its leave.

>>> table = load_leave_table("pl")
>>> table.value("?") > table.value("a") > table.value("ź")
True
>>> table.value("aa") < 2 * table.value("a")
True
"""

from __future__ import annotations

import tomllib
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from engines.crossword.movegen_core import BLANK_CODE
from engines.lexicon import ALPHABETS
from engines.resources import resource_path
from engines.tiles import BLANK


class LeaveTableError(ValueError):
    """The leave file is missing a letter or holds something that is not a number."""


@dataclass(frozen=True)
class LeaveTable:
    tiles: Mapping[str, float]
    vowels: frozenset[str]
    duplicate: float
    balance: float

    def value(self, leave: Iterable[str]) -> float:
        """The worth of keeping ``leave`` (tiles, ``?`` for a blank)."""
        counts = Counter(leave)
        # Plain sums in the tiles' order (not sum()'s, compensated from Python 3.12): the
        # compiled simulation adds the same numbers in the same order for a sorted leave.
        total = 0.0
        for t, n in counts.items():
            total += self.tiles[t] * n
        total += self.duplicate * sum(n - 1 for t, n in counts.items() if t != BLANK)
        vowels = sum(n for t, n in counts.items() if t in self.vowels)
        consonants = sum(n for t, n in counts.items() if t != BLANK and t not in self.vowels)
        total += self.balance * max(0, abs(vowels - consonants) - 1)
        return total


def parse_leave_table(data: Mapping[str, Any], language: str) -> LeaveTable:
    alphabet = ALPHABETS[language]
    section = data.get(language)
    if not isinstance(section, Mapping):
        raise LeaveTableError(f"no [{language}] section")
    tiles = section.get("tiles")
    if not isinstance(tiles, Mapping) or set(tiles) != set(alphabet) | {BLANK}:
        raise LeaveTableError(f"[{language}.tiles] must give every letter and '?' once")
    numbers = {**tiles, "duplicate": section.get("duplicate"), "balance": section.get("balance")}
    for key, value in numbers.items():
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise LeaveTableError(f"[{language}] {key}: a number is needed, got {value!r}")
    vowels = section.get("vowels")
    if not isinstance(vowels, str) or not set(vowels) <= set(alphabet):
        raise LeaveTableError(f"[{language}] vowels must be letters of the alphabet")
    return LeaveTable(
        tiles={t: float(v) for t, v in tiles.items()},
        vowels=frozenset(vowels),
        duplicate=float(section["duplicate"]),
        balance=float(section["balance"]),
    )


@cache
def load_leave_table(language: str) -> LeaveTable:
    path = resource_path("crossword", "leaves.toml")
    with path.open("rb") as file:
        return parse_leave_table(tomllib.load(file), language)


class LeaveValues:
    """Values of sorted leaves, remembered: a simulation asks for the same ones again and again.
    One per decision, so what it remembers goes with it."""

    def __init__(self, table: LeaveTable) -> None:
        self.table = table
        self._known: dict[tuple[str, ...], float] = {}

    def value(self, leave: tuple[str, ...]) -> float:
        """:meth:`LeaveTable.value` of a sorted leave."""
        found = self._known.get(leave)
        if found is None:
            found = self._known[leave] = self.table.value(leave)
        return found


class RackLeaves:
    """Leave values of raw moves (:data:`~engines.crossword.movegen_core.RawMove` codes) for one
    rack, cached per multiset of tiles used, which many moves share."""

    def __init__(self, table: LeaveTable, rack: Sequence[str], alphabet: str) -> None:
        self.table = table
        self.rack = Counter(rack)
        self.alphabet = alphabet
        # A tile's weight in a multiset key: 8 ** slot fits counts up to 7 per tile.
        self._weights = {i: 8**i for i in range(len(alphabet))}
        blank_weight = 8 ** len(alphabet)
        self._weights.update({i | BLANK_CODE: blank_weight for i in range(len(alphabet))})
        self._values: dict[int, float] = {}
        self._leaves: dict[int, tuple[str, ...]] = {}

    def key(self, codes: tuple[int, ...]) -> int:
        weights = self._weights
        return sum(weights[c] for c in codes)

    def leave(self, codes: tuple[int, ...]) -> tuple[str, ...]:
        """The tiles left on the rack after playing ``codes``."""
        key = self.key(codes)
        left = self._leaves.get(key)
        if left is None:
            used = Counter(BLANK if c >= BLANK_CODE else self.alphabet[c] for c in codes)
            left = tuple(sorted((self.rack - used).elements()))
            self._leaves[key] = left
        return left

    def value(self, codes: tuple[int, ...]) -> float:
        key = self.key(codes)
        found = self._values.get(key)
        if found is None:
            found = self.table.value(self.leave(codes))
            self._values[key] = found
        return found
