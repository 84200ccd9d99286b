"""The best-word search index: which card letters each word of the lexicon holds, once or more.

A word's score depends only on which area letters it holds and whether once or at least twice
(:mod:`.scoring`), and the area holds consonants only. So every word reduces to a *signature*:
two bit masks over the 23 card letters, "occurs ≥ 1" and "occurs ≥ 2". The 4 million Polish
words have only about 570,000 distinct signatures. The index keeps

* ``planes``: per card letter and level a bit set over the signatures (46 rows of 71 KB and
  their complements, small enough to stay in the CPU cache, so testing a set of area cards
  costs microseconds);
* ``starts`` / ``members``: the word numbers of each signature (18 MB, int32);
* a way back from a word number to the word: for the lexicon, the word's rank in alphabet order,
  found by walking the DAWG with per-edge word counts (:class:`WordRanks`, 5 MB), so no list of
  4 million Python strings is ever made.

Building it walks every path of the DAWG breadth first in NumPy (6.7 million prefixes) and
sorts the signatures: 1.5–2.5 s, once per process, on first use, in a worker thread
(:func:`lexicon_index_async`); nothing is cached on disk. About 30 MB are kept (the resident
size grows by about 40 MB); the build peaks at about 110 MB. ``benchmarks/seven_words.py``
measures all of this.
"""

from __future__ import annotations

import contextlib
import ctypes
import sys
import threading
from array import array
from bisect import bisect_right
from collections.abc import Callable, Iterable, Sequence
from functools import lru_cache

import numpy as np
import numpy.typing as npt

from engines.core import Cancelled
from engines.lexicon import Lexicon, load_lexicon
from engines.lexicon.common import common_words
from engines.seven_words.cards import card_letters

_U32 = np.uint32
_U64 = np.uint64


class WordRanks:
    """Word number ↔ word for a lexicon: numbers are ranks in alphabet order (the order of
    :meth:`Lexicon.words`). ``edge_before[p]`` counts the words below the earlier edges of the
    state that holds edge position ``p``, so a rank finds its path with one bisection per letter.
    """

    def __init__(self, lexicon: Lexicon) -> None:
        self.lexicon = lexicon
        self.word_count = len(lexicon)
        arr = np.frombuffer(lexicon.packed.array, dtype=_U32)
        letters = lexicon.edge_letters()
        is_edge = letters != 255
        positions = np.flatnonzero(is_edge)
        headers = np.flatnonzero(~is_edge)
        targets = (arr[positions] >> 1).astype(np.int64)
        terminal = (arr[positions] & 1).astype(np.int64)
        owner = headers[np.searchsorted(headers, positions, side="right") - 1]
        below = np.zeros(len(arr), dtype=np.int64)  # words below a state, by header offset
        while True:  # one pass per depth: the DAWG is acyclic and at most ~40 letters deep
            per_edge = terminal + below[targets]
            again = np.bincount(owner, weights=per_edge, minlength=len(arr)).astype(np.int64)
            if np.array_equal(again, below):
                break
            below = again
        running = np.cumsum(per_edge)
        first_of_state = np.searchsorted(positions, headers)
        state_start = np.zeros(len(arr), dtype=np.int64)
        state_start[headers] = running[first_of_state] - per_edge[first_of_state]
        before = np.zeros(len(arr), dtype=np.int64)
        before[positions] = running - per_edge - state_start[owner]
        self._before = array("q", before.tobytes())
        self._letters = bytes(letters)
        self._array = lexicon.packed.array
        self._alphabet = lexicon.alphabet

    @property
    def edge_before(self) -> npt.NDArray[np.int64]:
        """The per-edge counts as a NumPy view (no copy)."""
        return np.frombuffer(self._before, dtype=np.int64)

    @property
    def nbytes(self) -> int:
        return len(self._before) * self._before.itemsize + len(self._letters)

    def word_at(self, rank: int) -> str:
        """The word number ``rank`` (0-based, alphabet order).

        >>> ranks = word_ranks()
        >>> ranks.word_at(0), ranks.word_at(ranks.word_count - 1)
        ('a', 'żyźnisz')
        """
        if not 0 <= rank < self.word_count:
            raise IndexError(rank)
        words, before, letters, alphabet = self._array, self._before, self._letters, self._alphabet
        left = rank
        offset = 0
        terminal = False
        spelled: list[str] = []
        while True:
            if terminal:
                if left == 0:
                    return "".join(spelled)
                left -= 1
            first = offset + 1
            last = first + words[offset].bit_count()
            position = bisect_right(before, left, first, last) - 1
            left -= before[position]
            spelled.append(alphabet[letters[position]])
            edge = words[position]
            offset = edge >> 1
            terminal = bool(edge & 1)


class WordIndex:
    """Signatures of a word list over the card letters (see the module docstring)."""

    def __init__(
        self,
        signatures: npt.NDArray[np.uint64],
        letter_bit: dict[str, int],
        word_at: Callable[[int], str],
    ) -> None:
        """``signatures[i]`` is word ``i``'s "≥ 1" mask (low 32 bits) and "≥ 2" mask (high 32
        bits) over alphabet bit positions ``letter_bit``."""
        self.word_count = len(signatures)
        self.word_at = word_at
        order = np.argsort(signatures, kind="stable").astype(np.int32)
        ordered = signatures[order]
        change = np.flatnonzero(ordered[1:] != ordered[:-1]) + 1
        starts = np.concatenate(([0], change, [len(ordered)])).astype(np.int32)
        unique = ordered[starts[:-1]]
        self.signature_count = len(unique)
        self.members: npt.NDArray[np.int32] = order
        self.starts: npt.NDArray[np.int32] = starts
        self.rows: dict[tuple[str, int], int] = {}
        planes: list[npt.NDArray[np.uint64]] = []
        for level, shift in ((1, 0), (2, 32)):
            for letter, bit in letter_bit.items():
                present = ((unique >> _U64(bit + shift)) & _U64(1)).astype(bool)
                self.rows[letter, level] = len(planes)
                planes.append(_pack(present))
        self.planes = np.stack(planes)
        valid = _pack(np.ones(len(unique), dtype=bool))
        self.inverted = ~self.planes & valid  # padding bits stay 0
        self.everything = valid

    @property
    def nbytes(self) -> int:
        arrays = (self.members, self.starts, self.planes, self.inverted, self.everything)
        return sum(int(a.nbytes) for a in arrays)

    def signatures_where(self, wanted: Iterable[tuple[str, int, bool]]) -> npt.NDArray[np.int64]:
        """Signature numbers whose letters meet every ``(letter, level, present)`` condition:
        ``letter`` occurs at least ``level`` times (``present``) or fewer (not ``present``)."""
        bits = self.everything.copy()
        for letter, level, present in wanted:
            row = self.rows[letter, level]
            np.bitwise_and(bits, self.planes[row] if present else self.inverted[row], out=bits)
            if not bits.any():
                return np.zeros(0, dtype=np.int64)
        flags = np.unpackbits(bits.view(np.uint8), bitorder="little")
        return np.flatnonzero(flags[: self.signature_count]).astype(np.int64)

    def words_of(self, signatures: npt.NDArray[np.int64]) -> npt.NDArray[np.int32]:
        """The word numbers of ``signatures``, concatenated."""
        if not len(signatures):
            return np.zeros(0, dtype=np.int32)
        lows = self.starts[signatures]
        counts = self.starts[signatures + 1] - lows
        offsets = np.repeat(lows - (np.cumsum(counts) - counts), counts)
        return self.members[offsets + np.arange(int(counts.sum()))]

    def count_of(self, signatures: npt.NDArray[np.int64]) -> int:
        return int((self.starts[signatures + 1] - self.starts[signatures]).sum())


def _pack(flags: npt.NDArray[np.bool_]) -> npt.NDArray[np.uint64]:
    """Bits of ``flags`` packed little-endian into uint64 words (zero padded)."""
    padded = np.zeros(-(-len(flags) // 64) * 64, dtype=bool)
    padded[: len(flags)] = flags
    return np.packbits(padded, bitorder="little").view(_U64)


def _card_bits(alphabet: str) -> dict[str, int]:
    return {letter: alphabet.index(letter) for letter in card_letters()}


def _lexicon_signatures(lexicon: Lexicon) -> npt.NDArray[np.uint64]:
    """Every word's signature, by rank: a breadth-first walk of all DAWG paths in NumPy, each
    row carrying its "≥ 1" / "≥ 2" masks and the rank of its first word (32-bit numbers keep
    the widest levels small)."""
    arr = np.frombuffer(lexicon.packed.array, dtype=_U32)
    letters = lexicon.edge_letters()
    before = word_ranks_for(lexicon).edge_before.astype(np.int32)
    result = np.zeros(len(lexicon), dtype=_U64)
    state = np.zeros(1, dtype=np.int32)
    rank = np.zeros(1, dtype=np.int32)
    terminal = np.zeros(1, dtype=np.int32)
    once = np.zeros(1, dtype=_U32)
    twice = np.zeros(1, dtype=_U32)
    while len(state):
        counts = np.bitwise_count(arr[state]).astype(np.int32)
        total = int(counts.sum())
        parent = np.repeat(np.arange(len(state), dtype=np.int32), counts)
        first = np.cumsum(counts, dtype=np.int32) - counts
        position = np.repeat(state + 1 - first, counts) + np.arange(total, dtype=np.int32)
        bit = np.left_shift(_U32(1), letters[position], dtype=_U32)
        parent_once = once[parent]
        twice = twice[parent] | (parent_once & bit)
        once = parent_once | bit
        rank = rank[parent] + terminal[parent] + before[position]
        edge = arr[position]
        terminal = (edge & _U32(1)).astype(np.int32)
        ends = np.flatnonzero(terminal)
        result[rank[ends]] = once[ends].astype(_U64) | (twice[ends].astype(_U64) << _U64(32))
        state = (edge >> _U32(1)).astype(np.int32)
        grows = np.flatnonzero(arr[state])
        state, rank, terminal = state[grows], rank[grows], terminal[grows]
        once, twice = once[grows], twice[grows]
    return result


def signature_of(word: str, letter_bit: dict[str, int]) -> int:
    """One word's signature (see :class:`WordIndex`), in Python."""
    once = twice = 0
    for letter in word:
        bit = letter_bit.get(letter)
        if bit is not None:
            twice |= once & (1 << bit)
            once |= 1 << bit
    return once | (twice << 32)


def build_lexicon_index(lexicon: Lexicon | None = None) -> WordIndex:
    """The index over a whole lexicon (default: Polish); word numbers are alphabet ranks."""
    lexicon = lexicon or load_lexicon("pl")
    bits = _card_bits(lexicon.alphabet)
    mask = sum(1 << b for b in bits.values())
    signatures = _lexicon_signatures(lexicon) & _U64(mask | (mask << 32))
    index = WordIndex(signatures, bits, word_ranks_for(lexicon).word_at)
    del signatures
    _release_freed_memory()
    return index


def _release_freed_memory() -> None:
    """Hand the build's freed scratch memory back to the system (glibc keeps it in the
    building thread's arena otherwise: about 60 MB of resident size for nothing)."""
    if not sys.platform.startswith("linux"):
        return
    with contextlib.suppress(OSError, AttributeError):  # not glibc: musl has no malloc_trim
        ctypes.CDLL(None).malloc_trim(0)


def build_list_index(words: Sequence[str], alphabet: str) -> WordIndex:
    """The index over a short word list (the common words); word numbers index ``words``."""
    bits = _card_bits(alphabet)
    signatures = np.array([signature_of(w, bits) for w in words], dtype=_U64)
    return WordIndex(signatures, bits, words.__getitem__)


@lru_cache(maxsize=2)
def word_ranks_for(lexicon: Lexicon) -> WordRanks:
    return WordRanks(lexicon)


def word_ranks() -> WordRanks:
    """Rank ↔ word for the Polish lexicon in use (about 0.6 s to build, once per lexicon)."""
    return word_ranks_for(load_lexicon("pl"))


def common_index() -> WordIndex:
    """The index over the common Polish words the lexicon in use holds (the easy computer
    player's vocabulary)."""
    return _common_index_of(load_lexicon("pl"))


@lru_cache(maxsize=2)
def _common_index_of(lexicon: Lexicon) -> WordIndex:
    words = sorted(w for w in common_words("pl") if w in lexicon)
    return build_list_index(words, lexicon.alphabet)


class _Background:
    """A value built once, in a daemon thread started on first request."""

    def __init__(self, build: Callable[[], WordIndex]) -> None:
        self._build = build
        self._lock = threading.Lock()
        self._done = threading.Event()
        self._thread: threading.Thread | None = None
        self._value: WordIndex | None = None
        self._error: BaseException | None = None

    def start(self) -> None:
        with self._lock:
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="7słów-index", daemon=True)
                self._thread.start()

    def _run(self) -> None:
        try:
            self._value = self._build()
        except BaseException as error:  # handed to whoever waits
            self._error = error
        finally:
            self._done.set()

    def get(self, should_stop: Callable[[], bool] = lambda: False) -> WordIndex:
        self.start()
        while not self._done.wait(0.05):
            if should_stop():
                raise Cancelled
        if self._error is not None:
            raise self._error
        assert self._value is not None
        return self._value


#: The whole-lexicon index per lexicon (the shipped one, a player's own list), built once.
_LEXICON_INDEXES: dict[Lexicon, _Background] = {}
_INDEXES_LOCK = threading.Lock()


def _lexicon_index_builder() -> _Background:
    lexicon = load_lexicon("pl")
    with _INDEXES_LOCK:
        builder = _LEXICON_INDEXES.get(lexicon)
        if builder is None:
            # Only the lexicon in use keeps its index (about 30 MB each).
            _LEXICON_INDEXES.clear()
            builder = _LEXICON_INDEXES[lexicon] = _Background(lambda: build_lexicon_index(lexicon))
        return builder


def lexicon_index_async() -> None:
    """Start building the index of the lexicon in use in the background (call when a game
    opens)."""
    _lexicon_index_builder().start()


def lexicon_index(should_stop: Callable[[], bool] = lambda: False) -> WordIndex:
    """The index of the lexicon in use, waiting for the background build (raises
    :class:`Cancelled` when ``should_stop`` says so while waiting)."""
    return _lexicon_index_builder().get(should_stop)
