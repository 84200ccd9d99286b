"""The words a game accepts: the lexicon plus the house rules' extra words minus banned ones.

It also answers the move generator's *cross-check* question: which letters may go on an empty
square whose column (or row) already holds ``prefix`` above and ``suffix`` below it. The answer
is a bit mask over the alphabet (bit ``i`` for ``alphabet[i]``), cached per ``(prefix, suffix)``
because the same neighbourhoods come back move after move.
"""

from __future__ import annotations

from collections.abc import Container, Iterable
from functools import lru_cache

from engines.lexicon import Lexicon, lexicon_from_words, load_lexicon
from engines.lexicon.editions import EditionLexicon

#: Cross-check answers kept per dictionary before the cache starts again (a few MB).
CROSS_CACHE_LIMIT = 20_000


class Dictionary:
    """``word in dictionary`` and cross-check masks for one lexicon and one set of house rules."""

    def __init__(
        self,
        lexicon: Lexicon,
        extra: Iterable[str] = (),
        banned: Iterable[str] = (),
        refused: Container[str] | None = None,
    ) -> None:
        self.lexicon = lexicon
        self.alphabet = lexicon.alphabet
        self.language = lexicon.lang
        self.extra = frozenset(extra)
        self.banned = frozenset(banned)
        walked = lexicon
        if isinstance(lexicon, EditionLexicon):
            # A past edition walks the current list's DAWG: its own words join the extra words
            # (a second pass of the move generator) and the words it lacked are banned, so
            # cross-checks, hints and searches are the edition's. The house rules win.
            walked = lexicon.base
            self.extra, self.banned = (
                self.extra | (lexicon.extra - self.banned),
                self.banned | (lexicon.missing - self.extra),
            )
        #: Lexicon words a rule (not a list) refuses — the letter puzzles' word classes; an
        #: extra word counts even so (the players agreed on it). A container, not a set: it
        #: may answer lazily for a player's own list.
        self.refused = refused
        self.all_letters = (1 << len(self.alphabet)) - 1
        self._cross: dict[tuple[str, str], int] = {}
        self._missing = sorted(w for w in self.extra if w not in walked and w not in self.banned)
        self._extra_lexicon: Lexicon | None = None

    def __repr__(self) -> str:
        return f"<Dictionary {self.language}: +{len(self.extra)} -{len(self.banned)}>"

    def __contains__(self, word: object) -> bool:
        if not isinstance(word, str) or word in self.banned:
            return False
        if word in self.extra:
            return True
        return word in self.lexicon and not self.is_refused(word)

    def allows_generated(self, word: str) -> bool:
        """``word in self`` for a word the move generator found in the lexicon (it needs no
        lexicon lookup: the move filter asks this for every move)."""
        return word not in self.banned and not self.is_refused(word)

    def is_refused(self, word: str) -> bool:
        """Whether ``word`` is refused by the rule of :attr:`refused` (not by a list)."""
        return self.refused is not None and word not in self.extra and word in self.refused

    @property
    def extra_lexicon(self) -> Lexicon | None:
        """A small walkable lexicon of the extra words the main lexicon lacks (None if none):
        the move generator walks it in a second pass so house words are played too."""
        if not self._missing:
            return None
        if self._extra_lexicon is None:
            self._extra_lexicon = lexicon_from_words(self._missing, self.language)
        return self._extra_lexicon

    def cross_check(self, prefix: str, suffix: str) -> int:
        """The mask of letters ``x`` for which ``prefix + x + suffix`` is a word."""
        key = (prefix, suffix)
        mask = self._cross.get(key)
        if mask is None:
            mask = self._compute_cross_check(prefix, suffix)
            if len(self._cross) >= CROSS_CACHE_LIMIT:
                self._cross.clear()
            self._cross[key] = mask
        return mask

    def _compute_cross_check(self, prefix: str, suffix: str) -> int:
        lexicon = self.lexicon
        mask = 0
        node = lexicon.walk(prefix)
        if node is not None:
            for letter, child in lexicon.children(node):
                end = lexicon.walk(suffix, child)
                if end is not None and lexicon.is_terminal(end):
                    mask |= 1 << self.alphabet.index(letter)
        if self.refused is not None:
            for i, letter in enumerate(self.alphabet):
                if mask >> i & 1 and self.is_refused(prefix + letter + suffix):
                    mask &= ~(1 << i)
        if self.extra or self.banned:
            for i, letter in enumerate(self.alphabet):
                word = prefix + letter + suffix
                if word in self.extra:
                    mask |= 1 << i
                if word in self.banned:
                    mask &= ~(1 << i)
        return mask


def dictionary_for(
    language: str, extra: tuple[str, ...] = (), banned: tuple[str, ...] = ()
) -> Dictionary:
    """The dictionary of the lexicon in use for ``language`` (shipped, or a player's own list)
    with house rules, made once per combination."""
    return _dictionary(load_lexicon(language), extra, banned)


@lru_cache(maxsize=16)
def _dictionary(lexicon: Lexicon, extra: tuple[str, ...], banned: tuple[str, ...]) -> Dictionary:
    return Dictionary(lexicon, extra, banned)
