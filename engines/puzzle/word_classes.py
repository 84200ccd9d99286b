"""Which words the letter puzzles count: only nouns, verbs, numerals, adjectives, pronouns,
adverbs and prepositions (GAMES.md §4; the rulebook: „Układane wyrazy muszą być formami
gramatycznymi rzeczowników, czasowników, liczebników, przymiotników, zaimków oraz mogą być
przysłówkami lub przyimkami”).

Morfeusz 2 (SGJP) says which class a form has: the first part of each reading's tag
(``subst:sg:nom:m1`` → ``subst``). A form counts when at least one of its readings is of an
allowed class (:data:`ALLOWED_CLASSES`, each with the reason it belongs there); a form all of
whose readings are conjunctions, particles, interjections, abbreviations or other non-words
(:data:`REFUSED_CLASSES`) is refused with ``Reason.WORD_CLASS``. Three refinements, each with its
reason:

* Only readings starting at the word's first letter count: ``zrobiłbym`` is ``zrobił`` (praet)
  + ``by`` + ``m``; its class is the first segment's (a verb), ``żebym`` is ``że`` (comp) + ``m``.
* An archaic reading (qualifier ``daw.``) counts only when the form has no other: ORAZ is today a
  conjunction — its SGJP adverb reading ("at once") is marked archaic — so it is refused, while
  a form known only in an archaic sense keeps it.
* A form Morfeusz does not know at all (``ign``) is allowed: the word list vouches for it, and
  the rule refuses only what is known to be of a refused class.

LECZ has an imperative reading (``lecz się!``, from *leczyć*), so it is allowed, as the rule
"at least one allowed reading" says; NIECH (part), ACH (interj), ŻE and BY (comp, part) are refused.

Extra words agreed before the game (the option ``extra_words``) count whatever their class — the
players chose them; proper names (option ``proper_names``) are words Morfeusz knows as names of
an allowed class (:func:`is_proper_name`).

Speed: a Morfeusz analysis costs about 16 µs, too much for a move generator that checks
thousands of words, so the shipped lexicon's refused forms are listed at build time
(``resources/lexicon/puzzle-refused-pl.txt``, written by ``tools/build_lexicon.py`` with
:func:`refused_forms`); a player's own list uses that list for the words the shipped lexicon
also has and asks Morfeusz for the others, keeping at most :data:`CACHE_LIMIT` answers.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache
from typing import Any

from engines.lexicon import Lexicon, shipped_lexicon
from engines.lexicon.editions import EditionLexicon, refused_forms_for
from engines.lexicon.relation import morfeusz_analyse

#: Morfeusz classes of the allowed parts of speech, and why each is one of them.
ALLOWED_CLASSES: dict[str, str] = {
    # nouns (rzeczowniki)
    "subst": "noun",
    "depr": "noun (the depreciative plural: te chłopy)",
    "ger": "noun: a gerund (czytanie) is a verbal noun, declined as a noun",
    # verbs (czasowniki)
    "fin": "verb: present/future tense",
    "bedzie": "verb: future of być",
    "praet": "verb: past tense",
    "impt": "verb: imperative",
    "imps": "verb: impersonal -no/-to form (zrobiono)",
    "inf": "verb: infinitive",
    "pcon": "verb: the present adverbial participle (czytając), a form of the verb",
    "pant": "verb: the past adverbial participle (przeczytawszy), a form of the verb",
    "winien": "verb: powinien/winien, conjugated like a verb (powinienem, powinna)",
    "pred": (
        "verb: the predicatives trzeba, można, warto, wolno — school grammar counts them as "
        "impersonal verbs (czasowniki niewłaściwe), the only verb of their sentence"
    ),
    # verbs' adjectival participles, declined as adjectives (czytający, czytany)
    "pact": "adjective/verb: the active adjectival participle",
    "ppas": "adjective/verb: the passive adjectival participle",
    # numerals (liczebniki)
    "num": "numeral",
    "numcol": "numeral: collective (dwoje, troje)",
    "numcomp": "numeral: the compound form of a numeral (dwu-), a form of the numeral",
    # adjectives (przymiotniki)
    "adj": "adjective",
    "adja": "adjective: the compound form (biało- in biało-czerwony), a form of the adjective",
    "adjp": "adjective: the form after po (po polsku)",
    "adjc": "adjective: the short predicative form (zdrów, gotów)",
    # pronouns (zaimki); kto, co, ten, mój are tagged subst or adj
    "ppron12": "pronoun: ja, ty, my, wy",
    "ppron3": "pronoun: on, ona, ono, oni (nie in na nie)",
    "siebie": "pronoun: siebie",
    # adverbs (przysłówki) and prepositions (przyimki)
    "adv": "adverb",
    "prep": "preposition",
}

#: Classes Morfeusz gives that the rulebook does not allow, and what they are.
REFUSED_CLASSES: dict[str, str] = {
    "conj": "coordinating conjunction (oraz, lub, ale)",
    "comp": "subordinating conjunction (że, bo, ponieważ, iż)",
    "part": "particle (niech, by, się, oby)",
    "qub": "particle (the NKJP name of part)",
    "interj": "interjection (ach, och, hm)",
    "brev": "abbreviation — not a word",
    "burk": "a bound word that lives only in one phrase (na oścież), not a word on its own",
    "frag": "a fragment of a multi-word expression, not a word on its own",
    "aglt": "a clitic of być (-m, -śmy), never a word on its own",
    "interp": "punctuation",
    "xxx": "a foreign word",
    "dig": "digits",
    "romandig": "Roman numerals",
    "emo": "an emoticon",
}

#: Morfeusz's tag for a form it does not know.
UNKNOWN_CLASS = "ign"
#: The qualifier of an archaic reading.
ARCHAIC = "daw."
#: Answers kept per own word list before the cache starts again.
CACHE_LIMIT = 50_000


def _first_readings(analysis: Iterable[Any]) -> list[tuple[str, bool, bool]]:
    """(class, archaic, proper name) of every reading starting at the word's first letter."""
    readings = []
    for start, _end, (_form, lemma, tag, names, qualifiers) in analysis:
        kind = tag.split(":", 1)[0]
        if start != 0 or kind == UNKNOWN_CLASS:
            continue
        proper = lemma[:1].isupper() and "nazwa_pospolita" not in names
        readings.append((kind, ARCHAIC in qualifiers, proper))
    return readings


def _current(readings: list[tuple[str, bool, bool]]) -> list[tuple[str, bool, bool]]:
    """The readings that decide: archaic ones only when there is nothing else."""
    return [r for r in readings if not r[1]] or readings


def allowed_by_class(word: str) -> bool:
    """Whether ``word`` (lowercase) has a reading of an allowed class, or is unknown to
    Morfeusz (or Morfeusz is missing: then nothing can be refused).

    >>> [allowed_by_class(w) for w in ("kot", "oraz", "lecz", "niech", "ach", "trzeba")]
    [True, False, True, False, False, True]
    """
    analysis = morfeusz_analyse(word)
    if analysis is None:
        return True
    readings = _current(_first_readings(analysis))
    return not readings or any(kind in ALLOWED_CLASSES for kind, _, _ in readings)


def is_proper_name(word: str) -> bool:
    """Whether Morfeusz knows ``word`` (lowercase) as a form of a proper name of an allowed
    class (a first name, a surname, a place: ewa, paryż, kraków).

    >>> is_proper_name("paryż"), is_proper_name("kot")
    (True, False)
    """
    analysis = morfeusz_analyse(word)
    if analysis is None:
        return False
    return any(proper and kind in ALLOWED_CLASSES for kind, _, proper in _first_readings(analysis))


def refused_forms(words: Iterable[str]) -> list[str]:
    """The words of ``words`` that the puzzles refuse by class, in the order given (what the
    lexicon build writes to :data:`REFUSED_FILE`)."""
    return [word for word in words if not allowed_by_class(word)]


class RefusedByClass:
    """``word in refused``: whether the puzzles refuse ``word`` of ``lexicon`` by its class.

    The shipped lexicon answers from its refused forms (:data:`REFUSED_FILE`; a past edition
    from that edition's, :mod:`engines.lexicon.editions`); for a player's own list, a word
    the shipped lexicon has is answered the same way (a form's class does not depend on the
    list) and any other word by Morfeusz, the answers cached (at most :data:`CACHE_LIMIT`).
    """

    def __init__(self, lexicon: Lexicon) -> None:
        edition = isinstance(lexicon, EditionLexicon)
        self._shipped = lexicon if edition else shipped_lexicon(lexicon.lang)
        self._own = lexicon is not self._shipped
        self._refused = refused_forms_for(lexicon)
        self._asked: dict[str, bool] = {}

    def __bool__(self) -> bool:
        return True

    def __contains__(self, word: object) -> bool:
        if not isinstance(word, str):
            return False
        if not self._own or word in self._shipped:
            return word in self._refused
        answer = self._asked.get(word)
        if answer is None:
            if len(self._asked) >= CACHE_LIMIT:
                self._asked.clear()
            answer = self._asked[word] = not allowed_by_class(word)
        return answer


@lru_cache(maxsize=4)
def refused_by_class(lexicon: Lexicon) -> RefusedByClass:
    """The class filter of ``lexicon`` (one per lexicon, so its answers are shared; a few
    lexicons at most, as a player switches lists)."""
    return RefusedByClass(lexicon)
