"""Scoring a word against the area, the round bonuses and the final sheet (GAMES.md §1).

Each area card whose letter occurs in the word scores its column value plus its rare bonus. A
letter that occurs once in the word but lies on two cards scores the better card only; a letter
that occurs twice or more scores both. Letters not in the area cost nothing. A veteran scores
the best 4 matched cards normally and every other matched card 1 point.

The rulebook's example (the area is drawn in the rulebook; this one fits its text):

>>> area = ("l", "p", "m", "b", "l", "t", "r", "n")
>>> score_word("lumpenproletariat", area)
WordScore(points=26, cards=(0, 1, 2, 4, 5, 6, 7))
>>> score_word("lumpenproletariat", area, veteran=True).points  # 6+5+4+4, then 1+1+1
22
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from engines.seven_words.cards import card_value

ROUNDS = 7
#: ">" and "≥" bonus values per round (rounds 1–3, 4–6, 7).
BONUS_VALUES: tuple[tuple[int, int], ...] = ((1, 2),) * 3 + ((2, 3),) * 3 + ((3, 4),)
#: Veterans score this many of their matched cards normally, the rest 1 point each.
VETERAN_FULL_CARDS = 4
VETERAN_OTHER_CARD = 1
#: End of game: the lowest word scores struck out, and what a penalty mark costs.
STRUCK_WORDS = 2
PENALTY_POINTS = 2
#: With more players than this, the fastest needs to beat only ``GE_OPPONENTS_MANY`` of them.
GE_ALL_UP_TO = 4
GE_OPPONENTS_MANY = 3


@dataclass(frozen=True)
class WordScore:
    """A word's points and the area positions of the cards it takes."""

    points: int
    cards: tuple[int, ...]


def cards_of(letter: str, area: Sequence[str]) -> list[int]:
    """The positions of ``letter``'s cards in ``area``, the better card first.

    >>> cards_of("k", ("b", "k", "c", "d", "g", "k", "m", "n")), cards_of("p", "bcdgkmnr")
    ([1, 5], [])
    """
    places = [p for p, card in enumerate(area) if card == letter]
    return sorted(places, key=lambda p: (-card_value(letter, p), p))


def matched_cards(word: str, area: Sequence[str]) -> tuple[int, ...]:
    """The positions of the area cards ``word`` takes, in position order.

    >>> matched_cards("kot", ("k", "k", "t", "b", "s", "p", "w", "r"))  # one k: the 5-point k
    (0, 2)
    >>> matched_cards("kotek", ("k", "k", "t", "b", "s", "p", "w", "r"))
    (0, 1, 2)
    """
    taken: list[int] = []
    for letter in set(area):
        occurrences = word.count(letter)
        if not occurrences:
            continue
        places = cards_of(letter, area)
        taken.extend(places[: max(1, min(occurrences, len(places)))])
    return tuple(sorted(taken))


def score_values(values: Iterable[int], *, veteran: bool = False) -> int:
    """The points of matched cards worth ``values``.

    >>> score_values([6, 5, 5, 4, 3, 2]), score_values([6, 5, 5, 4, 3, 2], veteran=True)
    (25, 22)
    """
    ordered = sorted(values, reverse=True)
    if not veteran:
        return sum(ordered)
    full = ordered[:VETERAN_FULL_CARDS]
    return sum(full) + VETERAN_OTHER_CARD * (len(ordered) - len(full))


def score_word(word: str, area: Sequence[str], *, veteran: bool = False) -> WordScore:
    """Score ``word`` (lowercase) against the 8 ``area`` letters (see :mod:`.cards`)."""
    cards = matched_cards(word, area)
    points = score_values((card_value(area[p], p) for p in cards), veteran=veteran)
    return WordScore(points, cards)


def bonus_values(round_number: int) -> tuple[int, int]:
    """The (">", "≥") bonus values of round ``round_number`` (1–7).

    >>> bonus_values(1), bonus_values(4), bonus_values(7)
    ((1, 2), (2, 3), (3, 4))
    """
    return BONUS_VALUES[round_number - 1]


def round_bonuses(
    points: Sequence[int], scored: Sequence[bool], fastest: int | None, round_number: int
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The ">" and "≥" bonuses of a round, per player (value or 0).

    ``points`` are the word scores on the sheet (0 for no word, a late or a struck word) and
    ``scored`` says whose word counts; only a counted word earns a bonus. ">": a player other
    than the fastest whose word scores more than the fastest player's. "≥": the fastest, when
    their word scores at least as much as every other word (2–4 players) or as at least three
    other words (5–6 players).

    >>> round_bonuses([18, 19, 12], [True] * 3, 0, 1)  # the rulebook's round 1: Ania gets ">"
    ((0, 1, 0), (0, 0, 0))
    >>> round_bonuses([21, 19, 21], [True] * 3, 0, 3)  # round 3: Sławek ties Marek, gets "≥"
    ((0, 0, 0), (2, 0, 0))
    >>> round_bonuses([10, 20, 8, 5, 9], [True] * 5, 0, 7)  # 5 players: beats three others
    ((0, 3, 0, 0, 0), (4, 0, 0, 0, 0))
    """
    players = len(points)
    greater_value, at_least_value = bonus_values(round_number)
    greater = [0] * players
    at_least = [0] * players
    if fastest is None:
        return tuple(greater), tuple(at_least)
    to_beat = points[fastest] if scored[fastest] else 0
    for player in range(players):
        if player != fastest and scored[player] and points[player] > to_beat:
            greater[player] = greater_value
    if scored[fastest]:
        others = [points[p] for p in range(players) if p != fastest]
        not_above = sum(1 for other in others if other <= points[fastest])
        needed = len(others) if players <= GE_ALL_UP_TO else GE_OPPONENTS_MANY
        if not_above >= needed:
            at_least[fastest] = at_least_value
    return tuple(greater), tuple(at_least)


def counted_words(word_points: Iterable[int]) -> tuple[int, ...]:
    """The word scores that count, best first: all but the 2 lowest of 7 (fewer rounds
    played: the best 5 so far), which are also the tie-breaks in order.

    >>> counted_words([13, 21, 17, 17, 14, 23, 19])
    (23, 21, 19, 17, 17)
    """
    ordered = sorted(word_points, reverse=True)
    return tuple(ordered[: ROUNDS - STRUCK_WORDS])


def sheet_total(word_points: Iterable[int], bonuses: Iterable[int], penalties: int) -> int:
    """The sheet's total: counted words plus every bonus, less 2 points per penalty mark.

    The rulebook's sheet (13 and 14 struck: 97; bonuses 2 + 2 + 3; one penalty):

    >>> sheet_total([13, 21, 17, 17, 14, 23, 19], [2, 2, 3], 1)
    102
    """
    return sum(counted_words(word_points)) + sum(bonuses) - PENALTY_POINTS * penalties
