"""Finding the best words for an area over a :class:`~engines.seven_words.index.WordIndex`.

A word's score is a function of the set of area cards it takes, and every card adds at least
1 point, so the card sets are tried from the highest score down: for a letter on one card the
word holds it or not; on two cards it holds it not at all, once (the better card) or twice or
more (both). That is at most 2⁸ card sets, each an AND of a few cached bit planes; the first
set some word matches exactly holds the best words.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from engines.seven_words.cards import card_value
from engines.seven_words.index import WordIndex
from engines.seven_words.scoring import cards_of, score_values

#: "``letter`` occurs at least ``level`` times" (``present``) or fewer (not ``present``).
Condition = tuple[str, int, bool]
#: One way to take a letter's cards: the positions taken and the conditions that say so.
_Option = tuple[tuple[int, ...], tuple[Condition, ...]]

#: How many words of one card set are tried against the family rule before the search moves
#: on to the next set (the sets that big hold many unrelated words).
TRIES_PER_SET = 400


@dataclass(frozen=True)
class CardSet:
    """A set of area cards a word may take: its score, the cards, and the letter conditions
    (letter, level, present) a word matches it by exactly."""

    points: int
    cards: tuple[int, ...]
    conditions: tuple[Condition, ...]


def card_sets(area: Sequence[str], *, veteran: bool = False) -> list[CardSet]:
    """Every card set a word can take from ``area``, best score first.

    >>> sets = card_sets(("l", "p", "m", "b", "l", "t", "r", "n"))
    >>> len(sets), sets[0].points, sets[-1].points
    (192, 30, 0)
    """
    options_per_letter: list[list[_Option]] = []
    for letter in sorted(set(area)):
        places = cards_of(letter, area)
        options: list[_Option]
        if len(places) == 1:
            options = [((), ((letter, 1, False),)), ((places[0],), ((letter, 1, True),))]
        else:
            options = [
                ((), ((letter, 1, False),)),
                ((places[0],), ((letter, 1, True), (letter, 2, False))),
                (tuple(places), ((letter, 2, True),)),
            ]
        options_per_letter.append(options)
    sets = []
    for combination in itertools.product(*options_per_letter):
        cards = tuple(sorted(p for chosen, _ in combination for p in chosen))
        conditions = tuple(c for _, conds in combination for c in conds)
        points = score_values((card_value(area[p], p) for p in cards), veteran=veteran)
        sets.append(CardSet(points, cards, conditions))
    sets.sort(key=lambda s: (-s.points, s.cards))
    return sets


def words_taking(index: WordIndex, card_set: CardSet) -> npt.NDArray[np.int32]:
    """The word numbers of every word that takes exactly ``card_set``."""
    return index.words_of(index.signatures_where(card_set.conditions))


def best_words(
    index: WordIndex, area: Sequence[str], *, veteran: bool = False, top: int = 10
) -> list[tuple[int, str]]:
    """The ``top`` best-scoring words as (points, word), best first, then alphabet order.

    >>> from engines.seven_words.index import lexicon_index
    >>> best_words(lexicon_index(), ("l", "p", "m", "b", "l", "t", "r", "n"), top=1)[0][0]
    30
    """
    return list(itertools.islice(ranked_words(index, area, veteran=veteran), top))


def ranked_words(
    index: WordIndex, area: Sequence[str], *, veteran: bool = False
) -> Iterator[tuple[int, str]]:
    """Every word of the lexicon as (points, word), best first, then alphabet order — lazily,
    so a caller that wants many (the CLI's ``--top``) can print as they come."""
    for card_set in card_sets(area, veteran=veteran):
        for number in np.sort(words_taking(index, card_set)):
            yield card_set.points, index.word_at(int(number))


def scored_sets(
    index: WordIndex, area: Sequence[str], *, veteran: bool = False
) -> Iterator[tuple[CardSet, npt.NDArray[np.int32]]]:
    """(card set, its word numbers) for every card set some word takes, best first."""
    for card_set in card_sets(area, veteran=veteran):
        numbers = words_taking(index, card_set)
        if len(numbers):
            yield card_set, numbers


def first_allowed(
    index: WordIndex,
    numbers: npt.NDArray[np.int32],
    allowed: Callable[[str], bool],
    rng: random.Random,
    tries: int = TRIES_PER_SET,
) -> str | None:
    """A random word among ``numbers`` that ``allowed`` accepts (at most ``tries`` tried)."""
    for i in rng.sample(range(len(numbers)), min(tries, len(numbers))):
        word = index.word_at(int(numbers[i]))
        if allowed(word):
            return word
    return None


def best_allowed_word(
    index: WordIndex,
    area: Sequence[str],
    allowed: Callable[[str], bool],
    rng: random.Random,
    *,
    veteran: bool = False,
) -> tuple[int, str] | None:
    """The best-scoring word ``allowed`` accepts (a random one among equals), or None."""
    for card_set, numbers in scored_sets(index, area, veteran=veteran):
        word = first_allowed(index, numbers, allowed, rng)
        if word is not None:
            return card_set.points, word
    return None
