"""The word list every game shares: membership, letter-by-letter walking and searches.

Two files make one lexicon. The walkable DAWG (:mod:`engines.lexicon.dawg`) is what move
generators and path searches step through; a ``dawgdic`` DAWG from ``DAWG2`` answers plain
membership at C speed (a pure-Python walk costs several µs a word).
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, NewType

import dawg as dawg2

from engines.lexicon.dawg import PackedDawg, build
from engines.resources import resource_path

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

#: A position in the DAWG: the edge that led there (state offset << 1 | spells-a-word flag).
Node = NewType("Node", int)
ROOT = Node(0)

POLISH_ALPHABET = "aąbcćdeęfghijklłmnńoóprsśtuwyzźż"
ENGLISH_ALPHABET = "abcdefghijklmnopqrstuvwxyz"
ALPHABETS = {"pl": POLISH_ALPHABET, "en": ENGLISH_ALPHABET}
WILDCARD = "?"
#: The longest word a word list or a house rule may hold. The longest Polish words in any
#: dictionary have about 30–40 letters (``konstantynopolitańczykowianeczka``: 32), so 64 leaves
#: room for every real word of any language, while a longer "word" is a mistake or an attack:
#: the C++ DAWG builder recurses once per letter, and a 100,000-letter line overflows its stack.
MAX_WORD_LENGTH = 64


class LexiconError(ValueError):
    """A request the lexicon cannot answer (unknown language, damaged file, bad letters)."""


class UnknownLanguage(LexiconError):
    def __init__(self, lang: str) -> None:
        super().__init__(f"unknown language {lang!r} (known: {', '.join(sorted(ALPHABETS))})")
        self.lang = lang


class LettersOutsideAlphabet(LexiconError):
    def __init__(self, text: str, letters: str) -> None:
        super().__init__(f"{text!r}: letters outside the alphabet: {letters}")
        self.text = text
        self.letters = letters


class WordTooLong(LexiconError):
    def __init__(self, word: str) -> None:
        super().__init__(f"a word longer than {MAX_WORD_LENGTH} letters: {word[:MAX_WORD_LENGTH]}…")
        self.word = word


class Lexicon:
    """A read-only word list: ``word in lexicon``, walking, prefix, anagram and pattern search."""

    def __init__(self, lang: str, packed: PackedDawg, membership: dawg2.DAWG) -> None:
        self.lang = lang
        self.alphabet = packed.alphabet
        self.word_count = packed.word_count
        self._packed = packed
        self._array = packed.array
        self._bits = packed.letter_bits
        self._membership = membership
        self._edge_letters: npt.NDArray[np.uint8] | None = None

    def __repr__(self) -> str:
        return f"<Lexicon {self.lang}: {self.word_count} words>"

    def __len__(self) -> int:
        return self.word_count

    # -- membership ----------------------------------------------------------------------
    def __contains__(self, word: object) -> bool:
        return isinstance(word, str) and bool(word in self._membership)

    # -- walking -------------------------------------------------------------------------
    @property
    def root(self) -> Node:
        return ROOT

    def child(self, node: Node, letter: str) -> Node | None:
        """The node reached from ``node`` by ``letter``, or None when no word continues so."""
        bits = self._bits.get(letter)
        if bits is None:
            return None
        bit, below = bits
        offset = node >> 1
        mask = self._array[offset]
        if not mask & bit:
            return None
        return Node(self._array[offset + 1 + (mask & below).bit_count()])

    @staticmethod
    def is_terminal(node: Node) -> bool:
        """Whether the path to ``node`` spells a whole word."""
        return node & 1 == 1

    def children(self, node: Node) -> Iterator[tuple[str, Node]]:
        """Every (letter, node) one step below ``node``, in alphabet order."""
        offset = node >> 1
        mask = self._array[offset]
        position = offset + 1
        while mask:
            low = mask & -mask
            yield self.alphabet[low.bit_length() - 1], Node(self._array[position])
            position += 1
            mask ^= low

    def has_children(self, node: Node) -> bool:
        return self._array[node >> 1] != 0

    def walk(self, prefix: str, node: Node = ROOT) -> Node | None:
        """The node reached by spelling ``prefix`` from ``node``; None if no word starts so."""
        current = node
        for letter in prefix:
            step = self.child(current, letter)
            if step is None:
                return None
            current = step
        return current

    def has_prefix(self, prefix: str) -> bool:
        """Whether some word starts with ``prefix`` (the empty prefix included)."""
        return self.walk(prefix) is not None

    def words(self, prefix: str = "") -> Iterator[str]:
        """Every word starting with ``prefix``, in alphabet order."""
        start = self.walk(prefix)
        if start is None:
            return
        stack: list[tuple[str, Node]] = [(prefix, start)]
        while stack:
            text, node = stack.pop()
            if self.is_terminal(node):
                yield text
            below = [(text + letter, child) for letter, child in self.children(node)]
            stack.extend(reversed(below))

    # -- searches ------------------------------------------------------------------------
    def check_letters(self, text: str, allowed_extra: str = "") -> None:
        """Raise :class:`LettersOutsideAlphabet` unless every letter of ``text`` is known."""
        bad = sorted({c for c in text if c not in self._bits and c not in allowed_extra})
        if bad:
            raise LettersOutsideAlphabet(text, "".join(bad))

    def anagrams(
        self,
        letters: str,
        blanks: int = 0,
        *,
        min_length: int = 1,
        max_length: int | None = None,
        required: str = "",
    ) -> list[str]:
        """Every word made of a sub-multiset of ``letters`` plus up to ``blanks`` blanks.

        ``required`` letters must all occur in the word (as many times as given). Longest
        words first, then alphabet order. The search is vectorised; see
        :mod:`engines.lexicon.anagram`.
        """
        from engines.lexicon.anagram import sub_anagrams

        self.check_letters(letters)
        self.check_letters(required)
        if blanks < 0:
            raise LexiconError("the number of blanks cannot be negative")
        limit = (
            len(letters) + blanks if max_length is None else min(max_length, len(letters) + blanks)
        )
        return sub_anagrams(self, letters, blanks, max(1, min_length), limit, required)

    def matching(self, pattern: str) -> list[str]:
        """Every word that fits ``pattern``, where ``?`` stands for any one letter."""
        self.check_letters(pattern, allowed_extra=WILDCARD)
        found: list[str] = []

        def extend(node: Node, depth: int, text: str) -> None:
            if depth == len(pattern):
                if self.is_terminal(node):
                    found.append(text)
                return
            letter = pattern[depth]
            if letter == WILDCARD:
                for each, child in self.children(node):
                    extend(child, depth + 1, text + each)
            else:
                step = self.child(node, letter)
                if step is not None:
                    extend(step, depth + 1, text + letter)

        if pattern:
            extend(ROOT, 0, "")
        return found

    # -- for the vectorised searches -----------------------------------------------------
    @property
    def packed(self) -> PackedDawg:
        return self._packed

    @property
    def membership(self) -> dawg2.DAWG:
        return self._membership

    def edge_letters(self) -> npt.NDArray[np.uint8]:
        """For each array position, the alphabet index of the edge there (255 for headers).

        Made on first use (about 0.1 s for Polish) and kept: games that never search by
        anagram never pay for it.
        """
        if self._edge_letters is None:
            from engines.lexicon.anagram import edge_letter_table

            self._edge_letters = edge_letter_table(self._array)
        return self._edge_letters


def lexicon_from_words(words: Iterable[str], lang: str = "pl") -> Lexicon:
    """A lexicon built in memory from a plain word list (solver ``--wordlist``, tests);
    :class:`WordTooLong` for a word over :data:`MAX_WORD_LENGTH` letters."""
    alphabet = _alphabet(lang)
    unique = sorted({w for w in words if w})
    longest = max(unique, key=len, default="")
    if len(longest) > MAX_WORD_LENGTH:
        raise WordTooLong(longest)
    packed = build(unique, alphabet)
    return Lexicon(lang, packed, dawg2.DAWG(unique))


def _alphabet(lang: str) -> str:
    try:
        return ALPHABETS[lang]
    except KeyError:
        raise UnknownLanguage(lang) from None


def lexicon_dir() -> Path:
    return resource_path("lexicon")


def lexicon_files(lang: str, directory: Path | None = None) -> tuple[Path, Path]:
    """The walkable DAWG and the membership DAWG of ``lang``."""
    _alphabet(lang)
    folder = directory or lexicon_dir()
    return folder / f"{lang}.dawg", folder / f"{lang}.dawgdic"


@cache
def shipped_lexicon(lang: str) -> Lexicon:
    """The shipped lexicon of ``lang`` (``"pl"`` or ``"en"``), loaded once per process."""
    walk_path, membership_path = lexicon_files(lang)
    try:
        packed = PackedDawg.load(walk_path)
        membership = dawg2.DAWG().load(str(membership_path))
    except OSError as error:
        raise LexiconError(f"cannot read the {lang} lexicon: {error}") from error
    if packed.alphabet != _alphabet(lang):
        raise LexiconError(f"the {lang} lexicon file has a different alphabet")
    return Lexicon(lang, packed, membership)


#: Per language, the player's own list in use instead of the shipped one (see
#: :func:`engines.lexicon.wordlists.use_word_list`). Replaced whole, never mutated, so a
#: computer player's thread always sees one consistent choice.
_in_use: dict[str, Lexicon] = {}
#: This thread's own choice inside :func:`own_lexicons` (a worker replaying a game): it reads
#: and replaces this instead of :data:`_in_use`, so it never changes what other threads use.
_in_use_here: ContextVar[dict[str, Lexicon] | None] = ContextVar("lexicons_here", default=None)


def lexicons_in_use() -> dict[str, Lexicon]:
    """Per language, the player's own list this thread uses (absent: the shipped lexicon)."""
    here = _in_use_here.get()
    return _in_use if here is None else here


def load_lexicon(lang: str) -> Lexicon:
    """The lexicon of ``lang`` the games use now: the player's own list chosen for the game
    being played, or the shipped one. Every game and computer player asks here."""
    chosen = lexicons_in_use().get(lang)
    return chosen if chosen is not None else shipped_lexicon(lang)


def use_lexicon(lang: str, lexicon: Lexicon | None) -> None:
    """Make ``lexicon`` the one :func:`load_lexicon` gives for ``lang`` (None: the shipped)."""
    global _in_use
    _alphabet(lang)
    chosen = {code: each for code, each in lexicons_in_use().items() if code != lang}
    if lexicon is not None:
        chosen[lang] = lexicon
    if _in_use_here.get() is None:
        _in_use = chosen
    else:
        _in_use_here.set(chosen)


@contextmanager
def own_lexicons(chosen: Mapping[str, Lexicon]) -> Iterator[None]:
    """Within, this thread starts from ``chosen`` and :func:`use_lexicon` changes only its own
    copy; every other thread goes on with the process-wide choice."""
    token = _in_use_here.set(dict(chosen))
    try:
        yield
    finally:
        _in_use_here.reset(token)


def manifest() -> dict[str, object]:
    """What the build script recorded about the shipped files (sources, checksums, counts)."""
    data: dict[str, object] = json.loads((lexicon_dir() / "manifest.json").read_text("utf-8"))
    return data
