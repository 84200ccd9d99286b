"""Sub-anagram search over the flat DAWG, one depth at a time in NumPy.

A depth-first walk in Python visits up to a few hundred thousand nodes for 15 letters and 2
blanks (about 0.3 s). Here the whole frontier of one depth is expanded at once: every frontier
state's edges are gathered with a ragged ``arange``, and each row's remaining tiles are a bit
mask over *slots* (one slot per tile, equal letters in neighbouring slots), so taking a letter is
``avail ^ lowest_bit(avail & slots_of[letter])`` for the whole frontier in a few array operations.
Rows stay in alphabet order because parents are in order and edges are stored in letter order.
"""

from __future__ import annotations

from array import array
from typing import TYPE_CHECKING

import numpy as np
import numpy.typing as npt

if TYPE_CHECKING:
    from engines.lexicon.lexicon import Lexicon

HEADER = 255
_U64 = np.uint64
MAX_SLOTS = 64


def edge_letter_table(words: array[int]) -> npt.NDArray[np.uint8]:
    """Alphabet index of the edge at every array position (``HEADER`` at state headers)."""
    arr = np.frombuffer(words, dtype=np.uint32)
    headers: list[int] = []
    offset = 0
    total = len(words)
    while offset < total:  # states lie back to back: header, then one word per child
        headers.append(offset)
        offset += 1 + words[offset].bit_count()
    starts = np.asarray(headers, dtype=np.int64)
    masks = arr[starts]
    bits = ((masks[:, None] >> np.arange(32, dtype=np.uint32)) & 1).astype(bool)
    state, letter = np.nonzero(bits)  # row-major: exactly the order the edges are stored in
    per_state = bits.sum(axis=1)
    rank = np.arange(len(state)) - np.repeat(np.cumsum(per_state) - per_state, per_state)
    table = np.full(total, HEADER, dtype=np.uint8)
    table[starts[state] + 1 + rank] = letter
    return table


def _slot_masks(letters: list[int]) -> npt.NDArray[np.uint64]:
    """For each alphabet index, the bit mask of the slots holding that letter."""
    masks = np.zeros(32, dtype=_U64)
    for slot, letter in enumerate(sorted(letters)):
        masks[letter] |= _U64(1) << _U64(slot)
    return masks


def _take_lowest(mask: npt.NDArray[np.uint64]) -> npt.NDArray[np.uint64]:
    return mask & (~mask + _U64(1))


def sub_anagrams(
    lexicon: Lexicon,
    letters: str,
    blanks: int,
    min_length: int,
    max_length: int,
    required: str,
) -> list[str]:
    """See :meth:`Lexicon.anagrams` (arguments already checked)."""
    if len(letters) > MAX_SLOTS or len(required) > MAX_SLOTS:
        raise ValueError(f"at most {MAX_SLOTS} letters")
    alphabet = lexicon.alphabet
    index = {c: i for i, c in enumerate(alphabet)}
    arr = np.frombuffer(lexicon.packed.array, dtype=np.uint32)
    edge_letter = lexicon.edge_letters()
    slots_of = _slot_masks([index[c] for c in letters])
    required_slots_of = _slot_masks([index[c] for c in required])

    state = np.zeros(1, dtype=np.int64)
    avail = np.array([(1 << len(letters)) - 1], dtype=_U64)
    blanks_left = np.array([blanks], dtype=np.int16)
    need = np.array([(1 << len(required)) - 1], dtype=_U64)

    # Per depth: each row's parent (an index into the previous depth's frontier), its letter,
    # and which rows went on to form the next frontier.
    parents: list[npt.NDArray[np.int64]] = []
    chosen: list[npt.NDArray[np.uint8]] = []
    frontier_rows: list[npt.NDArray[np.int64]] = []
    found: list[tuple[int, npt.NDArray[np.int64]]] = []
    for depth in range(1, max_length + 1):
        counts = np.bitwise_count(arr[state]).astype(np.int64)
        total = int(counts.sum())
        if total == 0:
            break
        parent = np.repeat(np.arange(len(state), dtype=np.int64), counts)
        first = np.cumsum(counts) - counts
        position = np.repeat(state + 1 - first, counts) + np.arange(total, dtype=np.int64)
        letter = edge_letter[position]
        parent_avail = avail[parent]
        from_rack = parent_avail & slots_of[letter]
        has_tile = from_rack != 0
        keep = np.nonzero(has_tile | (blanks_left[parent] > 0))[0]
        parent = parent[keep]
        letter = letter[keep]
        has_tile = has_tile[keep]
        avail = parent_avail[keep] ^ _take_lowest(from_rack[keep])
        blanks_left = blanks_left[parent] - (~has_tile).astype(np.int16)
        still_needed = need[parent]
        need = still_needed ^ _take_lowest(still_needed & required_slots_of[letter])
        edge = arr[position[keep]]
        parents.append(parent)
        chosen.append(letter)
        if depth >= min_length:
            ends = np.nonzero(((edge & 1) == 1) & (need == 0))[0]
            if len(ends):
                found.append((depth, ends))
        # A row grows while it has something to place and its required letters still fit.
        grows = (avail != 0) | (blanks_left > 0)
        if required:
            grows &= np.bitwise_count(need) <= max_length - depth
        rows = np.nonzero(grows)[0]
        frontier_rows.append(rows)
        state = (edge[rows] >> 1).astype(np.int64)
        avail = avail[rows]
        blanks_left = blanks_left[rows]
        need = need[rows]
    return _spell(alphabet, found, parents, chosen, frontier_rows)


def _spell(
    alphabet: str,
    found: list[tuple[int, npt.NDArray[np.int64]]],
    parents: list[npt.NDArray[np.int64]],
    chosen: list[npt.NDArray[np.uint8]],
    frontier_rows: list[npt.NDArray[np.int64]],
) -> list[str]:
    """Follow parent links back from every word end; longest words first."""
    code_points = np.array([ord(c) for c in alphabet], dtype=np.uint32)
    words: list[str] = []
    for depth, ends in reversed(found):
        spelled = np.zeros((len(ends), depth), dtype=np.uint32)
        rows = ends
        for level in range(depth - 1, -1, -1):
            spelled[:, level] = code_points[chosen[level][rows]]
            if level:
                rows = frontier_rows[level - 1][parents[level][rows]]
        # Fixed-width UTF-32 rows read as NumPy strings: one conversion for the whole depth.
        words.extend(spelled.view(f"<U{depth}").ravel().tolist())
    return words
