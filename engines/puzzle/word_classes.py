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

Particles as school grammar counts them (GAMES.md §4, decision of 2026-11-28): SGJP files SIĘ,
JUŻ, JESZCZE, ZNOWU, WRESZCIE, NARESZCIE, DOPIERO as particles (``part``, NKJP's ``qub``), while
the rulebook's school grammar calls SIĘ a pronoun and the others adverbs. A particle counts when
a standard Polish dictionary gives it an adverb or a pronoun sense: the reviewed list
:data:`PARTICLES_FILE` decides each particle, a reason for each, refused ones included (NIECH,
CZY, NO, ŻE, BY stay out). A particle reading counts when its lemma is decided ``count``; a form
decided ``out`` is refused whatever its other readings (NO, also the noun nō). The rule is the
edition :data:`SCHOOL` of the puzzles' word classes; games saved before it keep
:data:`MORFEUSZ`, Morfeusz's classes alone (option ``word_classes``, :mod:`engines.puzzle.words`).

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
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import Any, NamedTuple

from engines.lexicon import Lexicon, shipped_lexicon
from engines.lexicon.editions import EditionLexicon, refused_forms_for
from engines.lexicon.relation import morfeusz_analyse
from engines.resources import resource_path

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

#: Classes of particles (SGJP's ``part``, NKJP's ``qub``): they count only as reviewed.
PARTICLE_CLASSES = ("part", "qub")
#: Morfeusz's tag for a form it does not know.
UNKNOWN_CLASS = "ign"
#: The qualifier of an archaic reading.
ARCHAIC = "daw."
#: Answers kept per own word list before the cache starts again.
CACHE_LIMIT = 50_000
#: The reviewed particles (GAMES.md §4, decision of 2026-11-28).
PARTICLES_FILE = "puzzle-particles-pl.tsv"

#: The editions of the puzzles' word classes: particles as school grammar counts them (the
#: reviewed list), or Morfeusz's classes alone (games saved before the review).
SCHOOL = "school"
MORFEUSZ = "morfeusz"
EDITIONS = (SCHOOL, MORFEUSZ)

#: A reviewed particle's decisions: its particle readings count; they do not; the form is
#: refused whatever its other readings.
COUNT, REFUSE, OUT = "count", "refuse", "out"


@dataclass(frozen=True)
class ParticleDecision:
    word: str
    decision: str
    reason: str


class Reading(NamedTuple):
    """One Morfeusz reading of a form's first segment."""

    kind: str
    archaic: bool
    proper: bool
    #: The lemma without Morfeusz's sense mark (``czy:T`` → ``czy``).
    lemma: str


@cache
def particle_review() -> dict[str, ParticleDecision]:
    """The reviewed particles by word (read once; a damaged row is an error, not a guess)."""
    decisions: dict[str, ParticleDecision] = {}
    text = resource_path("lexicon", PARTICLES_FILE).read_text("utf-8")
    for number, line in enumerate(text.splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        fields = line.split("\t")
        if len(fields) != 3 or fields[1] not in (COUNT, REFUSE, OUT) or not fields[2].strip():
            raise ValueError(f"{PARTICLES_FILE}:{number}: want word, count|refuse|out, reason")
        word, decision, reason = fields
        if word in decisions:
            raise ValueError(f"{PARTICLES_FILE}:{number}: {word} is decided twice")
        decisions[word] = ParticleDecision(word, decision, reason)
    return decisions


def _first_readings(analysis: Iterable[Any]) -> list[Reading]:
    """Every reading starting at the word's first letter."""
    readings = []
    for start, _end, (_form, lemma, tag, names, qualifiers) in analysis:
        kind = tag.split(":", 1)[0]
        if start != 0 or kind == UNKNOWN_CLASS:
            continue
        proper = lemma[:1].isupper() and "nazwa_pospolita" not in names
        readings.append(Reading(kind, ARCHAIC in qualifiers, proper, lemma.split(":", 1)[0]))
    return readings


def _current(readings: list[Reading]) -> list[Reading]:
    """The readings that decide: archaic ones only when there is nothing else."""
    return [r for r in readings if not r.archaic] or readings


def _counts(reading: Reading, edition: str) -> bool:
    """Whether ``reading`` is of a class the puzzles count (a particle only as reviewed)."""
    if reading.kind in ALLOWED_CLASSES:
        return True
    if edition != SCHOOL or reading.kind not in PARTICLE_CLASSES:
        return False
    decided = particle_review().get(reading.lemma)
    return decided is not None and decided.decision == COUNT


def allowed_by_class(word: str, edition: str = SCHOOL) -> bool:
    """Whether ``word`` (lowercase) has a reading of an allowed class, or is unknown to
    Morfeusz (or Morfeusz is missing: then nothing can be refused).

    >>> [allowed_by_class(w) for w in ("kot", "oraz", "lecz", "niech", "ach", "trzeba")]
    [True, False, True, False, False, True]
    >>> [allowed_by_class(w) for w in ("się", "już", "jużbym", "czy", "no")]
    [True, True, True, False, False]
    >>> allowed_by_class("się", MORFEUSZ), allowed_by_class("no", MORFEUSZ)
    (False, True)
    """
    if edition == SCHOOL:
        decided = particle_review().get(word)
        if decided is not None and decided.decision == OUT:
            return False
    analysis = morfeusz_analyse(word)
    if analysis is None:
        return True
    readings = _current(_first_readings(analysis))
    return not readings or any(_counts(reading, edition) for reading in readings)


def is_proper_name(word: str) -> bool:
    """Whether Morfeusz knows ``word`` (lowercase) as a form of a proper name of an allowed
    class: a first name, a surname, a place, a make (ewa, paryż, kraków, jan, warszawa, bmw).
    The names the rulebook lists ("imiona, marki samochodów, nazwy geograficzne, nazwiska
    sławnych ludzi") are analysed as they are written: Morfeusz finds WARSZAWA the city only
    as ``Warszawa`` (``warszawa`` is the car, a common noun), JAN only as ``Jan``, BMW only as
    ``BMW``; so the word is analysed lowercase, capitalised and in capitals.

    >>> [is_proper_name(w) for w in ("paryż", "stół", "warszawa", "jan", "bmw", "kopernik")]
    [True, False, True, True, True, True]
    """
    for written in dict.fromkeys((word, word.capitalize(), word.upper())):
        analysis = morfeusz_analyse(written)
        if analysis is None:
            return False
        readings = _first_readings(analysis)
        if any(reading.proper and reading.kind in ALLOWED_CLASSES for reading in readings):
            return True
    return False


def refused_forms(words: Iterable[str]) -> list[str]:
    """The words of ``words`` that Morfeusz's classes refuse, in the order given (what the
    lexicon build writes to :data:`~engines.lexicon.editions.REFUSED_FILE`; the edition
    :data:`SCHOOL` refuses fewer of them, :func:`class_refused`)."""
    return [word for word in words if not allowed_by_class(word, MORFEUSZ)]


@lru_cache(maxsize=8)
def class_refused(lexicon: Lexicon, edition: str = SCHOOL) -> frozenset[str]:
    """The forms of the shipped list (or of the past edition of it that ``lexicon`` is) that
    the puzzles refuse by class in the word classes' ``edition``, worked out once: the build's
    forms refused by Morfeusz's classes (:func:`~engines.lexicon.editions.refused_forms_for`),
    less what the reviewed particles count, plus what they put out."""
    refused = refused_forms_for(lexicon)
    if edition == MORFEUSZ:
        return refused
    base = lexicon if isinstance(lexicon, EditionLexicon) else shipped_lexicon(lexicon.lang)
    out = {w for w, d in particle_review().items() if d.decision == OUT and w in base}
    return frozenset(w for w in refused if not allowed_by_class(w, edition)) | out


def shipped_refused(edition: str = SCHOOL) -> frozenset[str]:
    """The current shipped Polish list's forms refused by class in ``edition``."""
    return class_refused(shipped_lexicon("pl"), edition)


class RefusedByClass:
    """``word in refused``: whether the puzzles refuse ``word`` of ``lexicon`` by its class
    (in the word classes' ``edition``).

    The shipped lexicon (or a past edition of it, :mod:`engines.lexicon.editions`) answers
    from :func:`class_refused`; for a player's own list, a word
    the shipped lexicon has is answered the same way (a form's class does not depend on the
    list) and any other word by Morfeusz, the answers cached (at most :data:`CACHE_LIMIT`).
    """

    def __init__(self, lexicon: Lexicon, edition: str = SCHOOL) -> None:
        past = isinstance(lexicon, EditionLexicon)
        self._shipped = lexicon if past else shipped_lexicon(lexicon.lang)
        self._own = lexicon is not self._shipped
        self._edition = edition
        self._refused = class_refused(lexicon, edition)
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
            answer = self._asked[word] = not allowed_by_class(word, self._edition)
        return answer


@lru_cache(maxsize=8)
def refused_by_class(lexicon: Lexicon, edition: str = SCHOOL) -> RefusedByClass:
    """The class filter of ``lexicon`` in ``edition`` (one per lexicon and edition, so its
    answers are shared; a few lexicons at most, as a player switches lists)."""
    return RefusedByClass(lexicon, edition)
