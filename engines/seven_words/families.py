"""The word restrictions: no word of an earlier round (anyone's), nor of its family.

:class:`engines.lexicon.relation.WordFamilies` decides a pair: SAME (one lemma) is a repeat and
always refused, FAMILY (one root) is refused too, but the players may accept it (the lexicon's
family heuristic is not infallible; the acceptance is recorded in the game). Two players may
use the same word or family in the same round, so only earlier rounds' words are compared.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache

from engines.lexicon import Lexicon, load_lexicon
from engines.lexicon.relation import Relation, WordFamilies


def word_families() -> WordFamilies:
    """The family rule over the Polish lexicon in use (one per lexicon: it caches per word)."""
    return _families_of(load_lexicon("pl"))


@lru_cache(maxsize=2)
def _families_of(lexicon: Lexicon) -> WordFamilies:
    return WordFamilies(lexicon.__contains__)


@dataclass(frozen=True)
class Conflict:
    """``word`` is SAME as or FAMILY of ``earlier``, a word of an earlier round."""

    relation: Relation
    earlier: str


def family_conflict(word: str, earlier_words: Iterable[str]) -> Conflict | None:
    """The strongest conflict of ``word`` with ``earlier_words`` (SAME before FAMILY), or None.

    >>> family_conflict("domowy", ["kot", "dom"])
    Conflict(relation=<Relation.FAMILY: 'family'>, earlier='dom')
    >>> family_conflict("koty", ["dom", "kot"]).relation
    <Relation.SAME: 'same'>
    >>> family_conflict("kotara", ["kot"]) is None
    True
    """
    families = word_families()
    found: Conflict | None = None
    for earlier in dict.fromkeys(earlier_words):
        relation = families.relation(word, earlier)
        if relation is Relation.SAME:
            return Conflict(relation, earlier)
        if relation is Relation.FAMILY and found is None:
            found = Conflict(relation, earlier)
    return found
