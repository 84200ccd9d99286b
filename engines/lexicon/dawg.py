"""A minimised DAWG packed into one flat array of 32-bit words.

Layout: every state is a run of 32-bit words, a header followed by one edge per child.

* header: a letter mask, bit ``i`` set when the state has a child for alphabet letter ``i``
  (the Polish alphabet has exactly 32 letters, so the mask fills the word);
* edge: ``(target_offset << 1) | target_is_terminal``, edges in alphabet order.

The child for letter ``i`` is therefore found without a scan: it is edge number
``popcount(mask & ((1 << i) - 1))``. A *node* handed out by the walking API is an edge value,
so it carries both the state's offset and whether the path that reached it spells a word.
The root is node ``0`` (offset 0, not terminal).

The file: ``MAGIC``, a little-endian header ``(alphabet byte length, word count, array length)``,
the alphabet in UTF-8, then the array as little-endian unsigned 32-bit integers.
"""

from __future__ import annotations

import hashlib
import struct
import sys
from array import array
from collections.abc import Callable, Iterable
from itertools import chain
from pathlib import Path

MAGIC = b"GSDAWG1\0"
_HEADER = struct.Struct("<III")


class DawgFormatError(ValueError):
    """The file is not a DAWG of this format (or it is damaged)."""


class PackedDawg:
    """The flat array with its alphabet: the raw material every search walks."""

    __slots__ = ("alphabet", "array", "letter_bits", "word_count")

    def __init__(self, alphabet: str, words: array[int], word_count: int) -> None:
        if len(alphabet) > 32 or len(set(alphabet)) != len(alphabet):
            raise DawgFormatError("an alphabet has at most 32 distinct letters")
        self.alphabet = alphabet
        self.array = words
        self.word_count = word_count
        # letter -> (bit, mask of the lower bits), so a step needs no arithmetic on the letter.
        self.letter_bits: dict[str, tuple[int, int]] = {
            letter: (1 << i, (1 << i) - 1) for i, letter in enumerate(alphabet)
        }

    # -- files -------------------------------------------------------------------------
    def to_bytes(self) -> bytes:
        encoded = self.alphabet.encode("utf-8")
        body = array("I", self.array)
        if sys.byteorder != "little":
            body.byteswap()
        return (
            MAGIC
            + _HEADER.pack(len(encoded), self.word_count, len(body))
            + encoded
            + body.tobytes()
        )

    @classmethod
    def from_bytes(cls, data: bytes) -> PackedDawg:
        if not data.startswith(MAGIC) or len(data) < len(MAGIC) + _HEADER.size:
            raise DawgFormatError("not a lexicon file")
        alpha_len, word_count, length = _HEADER.unpack_from(data, len(MAGIC))
        start = len(MAGIC) + _HEADER.size
        body_start = start + alpha_len
        if len(data) != body_start + 4 * length:
            raise DawgFormatError("lexicon file has the wrong length")
        alphabet = data[start:body_start].decode("utf-8")
        words = array("I")
        if words.itemsize != 4:  # pragma: no cover - every platform we ship has 4-byte "I"
            raise DawgFormatError("this platform has no 32-bit array type")
        words.frombytes(memoryview(data)[body_start:])  # no intermediate copy
        if sys.byteorder != "little":
            words.byteswap()
        return cls(alphabet, words, word_count)

    @classmethod
    def load(cls, path: Path) -> PackedDawg:
        return cls.from_bytes(path.read_bytes())

    def sha256(self) -> str:
        return hashlib.sha256(self.to_bytes()).hexdigest()


class _BuildState:
    __slots__ = ("children", "edges", "final")

    def __init__(self) -> None:
        self.children: dict[str, _BuildState] | None = {}
        #: Set when the state is registered (its children are final then), and its key in the
        #: register: ``(final, letter, child, letter, child, …)``. The dict is dropped then; one
        #: flat tuple per state is the least memory for millions of words.
        self.edges: tuple[object, ...] = ()
        self.final = False

    def pairs(self) -> list[tuple[str, _BuildState]]:
        return list(zip(self.edges[1::2], self.edges[2::2], strict=True))  # type: ignore[arg-type]


#: ``progress(words_done)``, called every :data:`PROGRESS_EVERY` words; it may raise to stop.
Progress = Callable[[int], None]
PROGRESS_EVERY = 1 << 16
#: The compact form of the first letter (in code point order) while building: "!".
_FIRST = 0x21


def build(words: Iterable[str], alphabet: str) -> PackedDawg:
    """Build the minimised DAWG of ``words`` (any order; duplicates are fine).

    >>> d = build(["kot", "koty", "kit"], "iktoy")
    >>> d.word_count
    3
    """
    letters = set(alphabet)
    unique = set(words)
    for word in unique:
        if not set(word) <= letters:
            bad = sorted(set(word) - letters)[0]
            raise ValueError(f"{word!r}: letter {bad!r} is not in the alphabet")
    return build_sorted(sorted(unique), alphabet)


def build_sorted(
    words: Iterable[str], alphabet: str, progress: Progress | None = None
) -> PackedDawg:
    """Build the DAWG of ``words`` given sorted (Python's order: by code point), without
    duplicates and with letters of ``alphabet`` only; they may come from a generator.

    Daciuk's incremental algorithm for sorted input: the path of the previous word is kept
    unchecked and every state that falls off it is replaced by an equal registered one.
    (Any fixed letter order works for it; the packing puts edges in alphabet order.)
    """
    # Letters become one-character ASCII strings in the same order: Python keeps one object
    # of each, where every "ą" of every word would be a new object (memory, and hashing).
    by_code_point = sorted(alphabet)
    compact = str.maketrans({letter: chr(_FIRST + i) for i, letter in enumerate(by_code_point)})
    index = {chr(_FIRST + i): alphabet.index(letter) for i, letter in enumerate(by_code_point)}
    register: dict[tuple[object, ...], _BuildState] = {}
    root = _BuildState()
    # (parent, letter, child) along the path of the previous word.
    unchecked: list[tuple[_BuildState, str, _BuildState]] = []
    previous = ""
    count = 0

    def minimise(down_to: int) -> None:
        while len(unchecked) > down_to:
            parent, letter, child = unchecked.pop()
            assert child.children is not None and parent.children is not None
            key = (child.final, *chain.from_iterable(child.children.items()))
            existing = register.get(key)
            if existing is not None:
                parent.children[letter] = existing
            else:
                child.edges = key
                child.children = None
                register[key] = child

    for word in map(lambda w: w.translate(compact), words):
        if not word or word <= previous:
            raise ValueError("the words must be non-empty, sorted and without duplicates")
        common = 0
        for a, b in zip(word, previous, strict=False):
            if a != b:
                break
            common += 1
        minimise(common)
        node = unchecked[-1][2] if unchecked else root
        for letter in word[common:]:
            child = _BuildState()
            assert node.children is not None
            node.children[letter] = child
            unchecked.append((node, letter, child))
            node = child
        node.final = True
        previous = word
        count += 1
        if progress is not None and not count % PROGRESS_EVERY:
            progress(count)
    minimise(0)
    assert root.children is not None
    root.edges = (False, *chain.from_iterable(root.children.items()))
    register.clear()
    return _pack(root, alphabet, index, count)


def _pack(root: _BuildState, alphabet: str, index: dict[str, int], word_count: int) -> PackedDawg:
    def alphabet_order(edge: tuple[str, _BuildState]) -> int:
        try:
            return index[edge[0]]
        except KeyError:
            raise ValueError(f"a letter {edge[0]!r} is not in the alphabet") from None

    # Offsets in breadth-first order from the root (children in alphabet order), so the
    # root sits at 0.
    offsets: dict[int, int] = {id(root): 0}
    order: list[_BuildState] = []
    queue = [root]
    size = 0
    head = 0
    while head < len(queue):
        state = queue[head]
        head += 1
        order.append(state)
        offsets[id(state)] = size
        edges = sorted(state.pairs(), key=alphabet_order)
        state.edges = (state.final, *chain.from_iterable(edges))
        size += 1 + len(edges)
        for _letter, child in edges:
            if id(child) not in offsets:
                offsets[id(child)] = -1
                queue.append(child)
    if size >= 1 << 31:
        raise ValueError("lexicon too large for 32-bit edges")
    out = array("I", bytes(4 * size))
    for state in order:
        at = offsets[id(state)]
        mask = 0
        for position, (letter, child) in enumerate(state.pairs(), start=1):
            mask |= 1 << index[letter]
            out[at + position] = (offsets[id(child)] << 1) | int(child.final)
        out[at] = mask
    return PackedDawg(alphabet, out, word_count)
