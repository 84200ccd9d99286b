"""The words the letter puzzles accept (GAMES.md §4), the same in GRA I, II and III: the lexicon in
use (shipped, or a player's own list) minus the forms refused by word class
(:mod:`engines.puzzle.word_classes`), plus the words agreed before the game — the option
``extra_words`` and, with the option ``proper_names``, every proper name Morfeusz knows — minus
the option ``banned_words``. The option ``word_classes`` is the word classes' edition: ``school``
(particles as school grammar counts them: SIĘ, JUŻ count) for every new game, ``morfeusz``
(Morfeusz's classes alone) for games saved before it existed, so they replay as they were
played; the new-game dialog does not offer it. Letters are compared after Unicode NFC
normalisation (a typed "z" followed by a combining dot above is "ż"): :func:`normalise_word`.

>>> words = puzzle_dictionary()
>>> "kot" in words, "oraz" in words, "paryż" in words, "już" in words
(True, False, False, True)
>>> "już" in puzzle_dictionary(word_classes=MORFEUSZ)
False
>>> "paryż" in puzzle_dictionary(proper_names=True)
True
>>> word_problem(["kot", "oraz"], words).reason.name
'WORD_CLASS'
"""

from __future__ import annotations

import dataclasses
import unicodedata
from collections.abc import Iterable, Mapping
from functools import lru_cache
from typing import Any

from engines.core import OptionSpec, Reason, Rejected, Setup, Text
from engines.crossword.rulesets import normalise_word_list, word_list_option
from engines.crossword.words import Dictionary
from engines.lexicon import Lexicon, load_lexicon, shipped_lexicon
from engines.lexicon.editions import EditionLexicon
from engines.puzzle.word_classes import (
    EDITIONS,
    MORFEUSZ,
    SCHOOL,
    class_refused,
    is_proper_name,
    refused_by_class,
)

LANGUAGE = "pl"

PROPER_NAMES = OptionSpec(
    key="proper_names",
    label=Text("Nazwy własne dozwolone", "Proper names allowed"),
    default=False,
    allowed=(False, True),
    value_labels=(Text("nie", "no"), Text("tak", "yes")),
)
WORD_CLASSES = OptionSpec(
    key="word_classes",
    label=Text("Części mowy", "Parts of speech"),
    default=SCHOOL,
    allowed=EDITIONS,
    value_labels=(
        Text(
            "jak w szkole (SIĘ, JUŻ, JESZCZE… się liczą)",
            "as school grammar counts them (SIĘ, JUŻ, JESZCZE… count)",
        ),
        Text(
            "według samego Morfeusza (SIĘ, JUŻ… się nie liczą)",
            "by Morfeusz's classes alone (SIĘ, JUŻ… do not count)",
        ),
    ),
    # Games saved before the review were played with Morfeusz's classes alone.
    recorded_default=MORFEUSZ,
    offered=False,
)
#: The options every puzzle has for its words, agreed before the game.
WORD_OPTIONS: tuple[OptionSpec, ...] = (
    word_list_option(
        "extra_words", Text("Dodatkowe dozwolone słowa", "Extra allowed words"), LANGUAGE
    ),
    word_list_option("banned_words", Text("Zakazane słowa", "Banned words"), LANGUAGE),
    PROPER_NAMES,
    WORD_CLASSES,
)
WORD_LISTS = ("extra_words", "banned_words")


def normalise_setup(setup: Setup) -> Setup:
    """The setup as stored with the game: word lists sorted and lowercase."""
    options = dict(setup.options)
    for key in WORD_LISTS:
        if key in options:
            options[key] = normalise_word_list(options[key])
    return dataclasses.replace(setup, options=options)


def normalise_word(text: str) -> str:
    """``text`` trimmed, lowercase and in Unicode NFC (combining marks joined to their letter).

    >>> normalise_word(" Z\\u0307ABA ") == "żaba"
    True
    """
    return unicodedata.normalize("NFC", text.strip()).lower()


class PuzzleDictionary(Dictionary):
    """A :class:`Dictionary` with the puzzles' word classes and, by agreement, proper names.

    The computer players' move generators walk the lexicon, so they play no proper name the
    lexicon lacks (a player may; the extra-words list makes one playable by everyone)."""

    def __init__(
        self,
        lexicon: Lexicon,
        extra: Iterable[str] = (),
        banned: Iterable[str] = (),
        proper_names: bool = False,
        word_classes: str = SCHOOL,
    ) -> None:
        extra = frozenset(extra)
        #: The game's own ban list (the shipped refused forms join it below).
        self.user_banned = frozenset(banned)
        # The shipped refused forms go into ``banned`` too: a non-empty ban list is what makes
        # the compiled move generator ask the dictionary for its cross-checks instead of
        # walking the lexicon's DAWG (which knows no word classes). An agreed extra word wins.
        banned = self.user_banned | (class_refused(lexicon, word_classes) - extra)
        super().__init__(lexicon, extra, banned, refused_by_class(lexicon, word_classes))
        self.proper_names = proper_names
        self.word_classes = word_classes
        # The shipped list, or a past edition of it: its refused forms are in ``banned``.
        self._shipped = isinstance(lexicon, EditionLexicon) or (
            lexicon is shipped_lexicon(lexicon.lang)
        )

    def __contains__(self, word: object) -> bool:
        if super().__contains__(word):
            return True
        return (
            self.proper_names
            and isinstance(word, str)
            and word not in self.banned
            and all(letter in self.alphabet for letter in word)
            and is_proper_name(word)
        )

    def playable(self, words: Iterable[str]) -> list[str]:
        """The words of ``words`` — all of them words of the lexicon, as an anagram search
        lists them — that the game accepts, in order. Faster than asking ``in`` word by word
        (a search lists thousands): the shipped refused forms are already in ``banned``."""
        if self._shipped:
            return [w for w in words if w not in self.banned]
        return [
            w for w in words if w not in self.banned and (w in self.extra or not self.is_refused(w))
        ]

    def allows_generated(self, word: str) -> bool:
        if self._shipped:  # its refused forms are in ``banned`` (an agreed extra word is not)
            return word not in self.banned
        return super().allows_generated(word)

    def is_refused(self, word: str) -> bool:
        """Whether ``word`` is a word of the lexicon refused by its class (not by a list)."""
        return word not in self.user_banned and word in self.lexicon and super().is_refused(word)


def word_problem(words: Iterable[str], dictionary: PuzzleDictionary) -> Rejected | None:
    """Why ``words`` (lowercase) cannot all be played, or None: ``UNKNOWN_WORD`` for words the
    game does not know (``word`` the wrong ones joined by ", ", ``words`` a tuple) before
    ``WORD_CLASS`` for known words of a refused class (same facts)."""
    bad = tuple(dict.fromkeys(w for w in words if w not in dictionary))
    unknown = tuple(w for w in bad if not dictionary.is_refused(w))
    if unknown:
        return Rejected(Reason.UNKNOWN_WORD, word=", ".join(unknown), words=unknown)
    if bad:
        return Rejected(Reason.WORD_CLASS, word=", ".join(bad), words=bad)
    return None


def puzzle_dictionary(
    extra: Iterable[str] = (),
    banned: Iterable[str] = (),
    proper_names: bool = False,
    word_classes: str = SCHOOL,
) -> PuzzleDictionary:
    """The puzzles' dictionary of the lexicon in use, made once per combination."""
    return _dictionary(
        load_lexicon(LANGUAGE), tuple(extra), tuple(banned), proper_names, word_classes
    )


def dictionary_of_options(options: Mapping[str, Any]) -> PuzzleDictionary:
    """The puzzles' dictionary for a game's options (``extra_words``, ``banned_words``,
    ``proper_names``, ``word_classes``) — or for a view, which carries the same fields."""
    return puzzle_dictionary(
        tuple(options.get("extra_words", ())),
        tuple(options.get("banned_words", ())),
        bool(options.get("proper_names", False)),
        str(options.get(WORD_CLASSES.key, SCHOOL)),
    )


def view_dictionary(view: Any) -> PuzzleDictionary:
    """The puzzles' dictionary a player's view describes (what a computer player plays with)."""
    return puzzle_dictionary(
        view.extra_words, view.banned_words, view.proper_names, view.word_classes
    )


def word_options_of(options: Mapping[str, Any]) -> dict[str, Any]:
    """The word options a view carries: ``extra_words``, ``banned_words``, ``proper_names``
    and ``word_classes`` as the game plays them."""
    return {
        "extra_words": tuple(options.get("extra_words", ())),
        "banned_words": tuple(options.get("banned_words", ())),
        "proper_names": bool(options.get("proper_names", False)),
        "word_classes": str(options.get(WORD_CLASSES.key, SCHOOL)),
    }


@lru_cache(maxsize=16)
def _dictionary(
    lexicon: Lexicon,
    extra: tuple[str, ...],
    banned: tuple[str, ...],
    proper_names: bool,
    word_classes: str,
) -> PuzzleDictionary:
    return PuzzleDictionary(lexicon, extra, banned, proper_names, word_classes)
