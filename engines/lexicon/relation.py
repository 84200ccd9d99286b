"""Word families for the 7 słów rule: is a word a repeat of an earlier one, or of its family?

GAMES.md §1: a word may not repeat a word from an earlier round, "nor any other word of the same
family: other inflected forms, other tense, noun↔verb, adverb, same root (dom, domowy, domownik,
przydomowy)". :class:`WordFamilies` answers that for a pair of words:

* ``SAME`` — the two share a lemma. Morfeusz2 supplies the lemmas (imported on first use); for a
  word it does not know, a hunspell-style stand-in is found by stripping an inflectional ending
  until the rest (plus a lemma ending) is a word.
* ``FAMILY`` — their *family keys* intersect. A key is a normalised root: a lemma loses ``nie-``
  and verb prefixes while the rest is still a word, derivational endings (``-owy``, ``-ownik``,
  ``-ny``, ``-ek`` ...) while the rest is a root of a word, and its lemma ending; alternations
  (sz→ch, cz→k, ż→g, ó→o, ą→ę ...) are then folded together. A key needs 3 letters and a vowel
  (a shorter root leaves the whole word as its key: zabrał → brać, never "br"), and a root must
  be a word's root up to a recognised ending, never just its first letters, so kot and kotara
  stay apart. A few reviewed pairs (las / laska) are listed as never FAMILY.
* ``UNRELATED`` otherwise.

The affix tables are data: ``resources/lexicon/family-pl.toml``. Only the standard library and
morfeusz2 are used at run time (no hunspell; without morfeusz2 every word gets a stand-in), and
every answer is cached per word: a pair of new words costs about half a millisecond, a pair of
cached ones a few microseconds.
"""

from __future__ import annotations

import enum
import functools
import importlib
import threading
import tomllib
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

from engines.resources import resource_path

__all__ = [
    "FamilyTables",
    "Relation",
    "WordFamilies",
    "load_family_tables",
    "morfeusz_analyse",
    "morfeusz_forms",
    "normalise_alternations",
]


class Relation(enum.Enum):
    """How two words stand to each other under the family rule."""

    SAME = "same"  # forms of one lemma (kot, koty; pisać, pisał)
    FAMILY = "family"  # one root (dom, przydomowy; szkoła, szkolny)
    UNRELATED = "unrelated"


# -- alternations --------------------------------------------------------------------------

# Alternations happen where a root ends (śmiech / śmieszny, szkoła / szkolny, noga / nożny), so
# only its last consonant and its last vowel are folded: a root-initial sz, ż or ł stays put
# (szyba is no chyba, łatać no latać).
_FINAL_FOLDS: dict[str, str] = {
    "rz": "r",  # dobry / dobrze
    "sz": "ch",  # śmiech / śmieszny
    "cz": "k",  # ręka / ręczny
    "ż": "g",  # noga / nożny
    "ł": "l",  # szkoła / szkolny
    "ś": "s",  # prosić / proś
    "ź": "z",  # wozić / woź
    "ć": "c",
    "ń": "n",  # koń / konie
}
_VOWEL_FOLDS = {"ó": "o", "ą": "ę"}  # ogród / ogrodnik, ząb / zęby

# Undoing one alternation at the end of a root, to find the word it came from: what a root's
# last sound may have been. Every swap keeps ``normalise_alternations`` unchanged.
_TAIL_SWAPS: dict[str, tuple[str, ...]] = {
    "rz": ("r",),
    "r": ("rz",),
    "sz": ("ch",),
    "ch": ("sz",),
    "cz": ("k",),
    "k": ("cz",),
    "ż": ("g",),
    "g": ("ż",),
    "ł": ("l",),
    "l": ("ł",),
    "ś": ("s",),
    "s": ("ś",),
    "ź": ("z",),
    "z": ("ź",),
    "ć": ("c",),
    "c": ("ć",),
    "ń": ("n",),
    "n": ("ń",),
}
_VOWEL_SWAPS = {"o": "ó", "ó": "o", "ą": "ę", "ę": "ą"}
_VOWELS = frozenset("aąeęioóuy")
_VOICELESS = frozenset("ptkfc")  # first letters of p, t, k, f, c, ch, cz: where z- is spelt s-
_MOBILE_E_BEFORE = frozenset("kcnr")  # piasek / piasku, palec / palca, sen / snu, wiatr


def normalise_alternations(stem: str) -> str:
    """Fold the alternations at the end of a Polish root, so related stems compare equal.

    The last consonant goes sz→ch, cz→k, ż→g, rz→r, ł→l, ś→s, ź→z, ć→c, ń→n, and the last
    vowel ó→o, ą→ę; the rest of the stem is left alone. (ia/ie, as in wiatr / wietrzny, is
    not folded: piask- would meet piesk-; a derived word reaches its base word instead.)

    >>> normalise_alternations("śmiesz")  # śmieszny
    'śmiech'
    >>> normalise_alternations("śmiech")
    'śmiech'
    >>> normalise_alternations("ręcz") == normalise_alternations("rąk")  # ręczny, rąk
    True
    >>> normalise_alternations("szkoł"), normalise_alternations("szkol")
    ('szkol', 'szkol')
    >>> normalise_alternations("nóż"), normalise_alternations("nog")
    ('nog', 'nog')
    >>> normalise_alternations("dobrz")
    'dobr'
    >>> normalise_alternations("łat")  # only the end of a root alternates
    'łat'
    >>> normalise_alternations("dom")
    'dom'
    """
    for size in (2, 1):
        fold = _FINAL_FOLDS.get(stem[-size:]) if len(stem) > size else None
        if fold is not None:
            stem = stem[:-size] + fold
            break
    for i in range(len(stem) - 1, -1, -1):
        if stem[i] in _VOWELS:
            if stem[i] in _VOWEL_FOLDS:
                stem = stem[:i] + _VOWEL_FOLDS[stem[i]] + stem[i + 1 :]
            break
    return stem


def _root_variants(root: str) -> Iterator[str]:
    """``root`` itself, then with one alternation undone at its end and/or in its last vowel,
    then with a mobile e put back (piask-owy → piasek)."""
    tails = [root]
    for size in (2, 1):
        if len(root) > size and root[-size:] in _TAIL_SWAPS:
            tails.extend(root[:-size] + swap for swap in _TAIL_SWAPS[root[-size:]])
            break
    if len(root) > 2 and root[-1] in _MOBILE_E_BEFORE and root[-2] not in _VOWELS:
        tails.append(root[:-1] + "e" + root[-1])
    yield from tails
    for tail in tails:
        for i in range(len(tail) - 1, -1, -1):
            if tail[i] in _VOWELS:
                swap = _VOWEL_SWAPS.get(tail[i])
                if swap is None and i > 0 and tail[i - 1] == "i" and tail[i] == "e":
                    swap = "a"  # wietrzny / wiatr (never back: piasek is no pies)
                if swap is not None:
                    yield tail[:i] + swap + tail[i + 1 :]
                break


# -- tables --------------------------------------------------------------------------------


@dataclass(frozen=True)
class FamilyTables:
    """The reviewed affix tables of ``family-pl.toml``; see that file for what each one does."""

    inflection: tuple[tuple[str, tuple[str, ...]], ...]  # (ending, lemma endings), longest first
    lemma_endings: tuple[tuple[str, str], ...]  # (ending, replacement), longest first
    suffixes: tuple[tuple[str, tuple[str, ...]], ...]  # (suffix, base endings), longest first
    siblings: tuple[str, ...]
    prefixes: tuple[str, ...]  # longest first
    groups: tuple[tuple[str, ...], ...]
    unrelated: frozenset[frozenset[str]]  # lemma pairs that are never FAMILY

    @classmethod
    def from_mapping(cls, data: Mapping[str, Any]) -> FamilyTables:
        """Build the tables from the parsed TOML document (ordering them longest first)."""
        inflection = data["inflection"]

        def longest_first(items: Iterable[str]) -> tuple[str, ...]:
            return tuple(sorted(items, key=len, reverse=True))  # stable: ties keep file order

        derivation = data["derivation"]
        canonical = tuple(inflection["canonical"])
        endings = [(str(e), (str(r),)) for e, r in inflection["verbal"].items()]
        endings += [(str(e), canonical) for e in inflection["nominal"]]
        pairs = [(str(a), str(b)) for a, b in data["stem"]["lemma_endings"]]
        return cls(
            inflection=tuple(sorted(endings, key=lambda item: len(item[0]), reverse=True)),
            lemma_endings=tuple(sorted(pairs, key=lambda p: len(p[0]), reverse=True)),
            suffixes=tuple(
                (suffix, tuple(derivation["suffixes"][suffix]))
                for suffix in longest_first(derivation["suffixes"])
            ),
            siblings=tuple(derivation["siblings"]),
            prefixes=longest_first(data["prefixes"]["list"]),
            groups=tuple(tuple(group) for group in data["families"]["groups"]),
            unrelated=frozenset(frozenset(pair) for pair in data["families"]["unrelated"]),
        )


@functools.cache
def load_family_tables(path: Path | None = None) -> FamilyTables:
    """Read the tables (``resources/lexicon/family-pl.toml`` unless told otherwise)."""
    source = path if path is not None else resource_path("lexicon", "family-pl.toml")
    with source.open("rb") as handle:
        return FamilyTables.from_mapping(tomllib.load(handle))


# -- morfeusz2, loaded on first use --------------------------------------------------------

# Segment classes that carry no root of their own: they give lemmas (for SAME) but no keys.
_FUNCTION_CLASSES = frozenset(
    {"conj", "comp", "prep", "qub", "part", "interj", "brev", "aglt", "burk", "interp", "xxx"}
)
# One analysis: (lemma, part-of-speech class).
_Analysis = tuple[tuple[str, str], ...]

_morfeusz_lock = threading.Lock()
_morfeusz: Any = None
_morfeusz_missing = False


def _morfeusz_analyse(word: str) -> list[Any] | None:
    """Morfeusz2's analysis of ``word``, or None when morfeusz2 cannot be imported."""
    global _morfeusz, _morfeusz_missing
    with _morfeusz_lock:  # one shared analyser; its C++ object is not thread-safe
        if _morfeusz is None:
            if _morfeusz_missing:
                return None
            try:
                _morfeusz = importlib.import_module("morfeusz2").Morfeusz()
            except ImportError:
                _morfeusz_missing = True
                return None
        result: list[Any] = _morfeusz.analyse(word)
        return result


#: The shared analyser for other modules (the puzzles' word classes): one Morfeusz2 object.
morfeusz_analyse = _morfeusz_analyse


_generator: Any = None


def morfeusz_forms(lemma: str) -> tuple[str, ...]:
    """Every form Morfeusz2 generates for ``lemma`` (lowercase, no repeats); () without it."""
    global _generator, _morfeusz_missing
    with _morfeusz_lock:
        if _generator is None:
            if _morfeusz_missing:
                return ()
            try:
                _generator = importlib.import_module("morfeusz2").Morfeusz(generate=True)
            except ImportError:
                _morfeusz_missing = True
                return ()
        try:
            generated: list[Any] = _generator.generate(lemma)
        except RuntimeError:  # a lemma Morfeusz2 does not know
            return ()
    return tuple(dict.fromkeys(form.lower() for form, *_rest in generated))


def _morfeusz_lemmas(word: str) -> _Analysis | None:
    """(lemma, class) pairs of the segments that start ``word``; None if it is unknown.

    A segment that does not start at the word's beginning is a clitic (the ``-śmy`` of
    śmialiśmy, the ``by`` of zrobiłby), so it is left out; homonym marks (``kot:Sm1``) are cut;
    a proper-name lemma (Marek) counts only when there is no common one.
    """
    analysis = _morfeusz_analyse(word)
    if analysis is None:
        return None
    common: list[tuple[str, str]] = []
    proper: list[tuple[str, str]] = []
    for start, _end, (_form, lemma, tag, *_rest) in analysis:
        pos = tag.split(":", 1)[0]
        if start != 0 or pos in ("ign", "aglt"):
            continue
        base = lemma.split(":", 1)[0]
        (proper if base[:1].isupper() else common).append((base, pos))
    found = common or [(lemma.lower(), pos) for lemma, pos in proper]
    return tuple(dict.fromkeys(found)) or None


# -- the relation --------------------------------------------------------------------------


_WHOLE_WORD = "="  # marks a key that is a whole word, not a root


def _root_key(stem: str) -> str | None:
    """The family key of a root: at least 3 letters with a vowel, alternations folded."""
    if len(stem) > 1 and stem.endswith("i") and stem[-2] not in _VOWELS:
        stem = stem[:-1]  # a softening i (śmi-ać) is not a vowel of the root
    if len(stem) >= 3 and not _VOWELS.isdisjoint(stem):
        return normalise_alternations(stem)
    return None


def _add(keys: set[str], key: str | None) -> None:
    if key is not None:
        keys.add(key)


_V = TypeVar("_V")


def _remember(cache: dict[str, _V], word: str, value: _V) -> None:
    """Cache ``value``; a full cache starts afresh (a game asks about few words, a computer
    player's search about many, and memory must stay bounded)."""
    if len(cache) >= _CACHE_LIMIT:
        cache.clear()
    cache[word] = value


_MAX_NODES = 40  # words visited per family search; real chains are short (przydomowy: 3)
_CACHE_LIMIT = 100_000  # words (and lemmas) remembered before a cache starts afresh


class WordFamilies:
    """Answers the family rule for words of one lexicon (see the module docstring).

    ``is_word`` is lexicon membership; it decides which stripped prefixes and endings leave a
    real word. Answers are cached per word, so a repeated word costs a dictionary look-up.
    """

    def __init__(
        self,
        is_word: Callable[[str], bool],
        *,
        tables: FamilyTables | None = None,
        use_morfeusz: bool = True,
    ) -> None:
        self._is_word = is_word
        self._tables = tables if tables is not None else load_family_tables()
        self._use_morfeusz = use_morfeusz
        self._groups: dict[str, tuple[str, ...]] = {}
        for group in self._tables.groups:
            for member in group:
                self._groups[member] = self._groups.get(member, ()) + group
        self._analysis_cache: dict[str, _Analysis] = {}
        self._keys_cache: dict[str, frozenset[str]] = {}
        self._lemma_keys_cache: dict[str, frozenset[str]] = {}

    # -- public API --------------------------------------------------------------------
    def relation(self, a: str, b: str) -> Relation:
        """SAME when ``a`` and ``b`` share a lemma, FAMILY when they share a root, else
        UNRELATED."""
        a, b = a.strip().lower(), b.strip().lower()
        if a == b or not self.lemmas(a).isdisjoint(self.lemmas(b)):
            return Relation.SAME
        if self.family_keys(a).isdisjoint(self.family_keys(b)):
            return Relation.UNRELATED
        blocked = self._tables.unrelated
        pairs = [(x, y) for x in self._content_lemmas(a) for y in self._content_lemmas(b)]
        if not any(frozenset(pair) in blocked for pair in pairs):
            return Relation.FAMILY
        # A listed pair must not decide for the other readings (lasek is also laska's plural).
        for x, y in pairs:
            if frozenset((x, y)) not in blocked and not self._lemma_keys(x).isdisjoint(
                self._lemma_keys(y)
            ):
                return Relation.FAMILY
        return Relation.UNRELATED

    def lemmas(self, word: str) -> frozenset[str]:
        """The lemmas of ``word`` (for an unknown word, its hunspell-style stand-in)."""
        return frozenset(lemma for lemma, _pos in self._analyse(word.strip().lower()))

    def family_keys(self, word: str) -> frozenset[str]:
        """Normalised roots of ``word``; two words are FAMILY when these intersect (unless the
        tables list their lemmas as unrelated)."""
        word = word.strip().lower()
        keys = self._keys_cache.get(word)
        if keys is None:
            keys = frozenset().union(*map(self._lemma_keys, self._content_lemmas(word)))
            _remember(self._keys_cache, word, keys)
        return keys

    # -- lemmas ------------------------------------------------------------------------
    def _content_lemmas(self, word: str) -> tuple[str, ...]:
        """The lemmas of ``word`` that can carry a root (not those of particles)."""
        return tuple(
            dict.fromkeys(
                lemma for lemma, pos in self._analyse(word) if pos not in _FUNCTION_CLASSES
            )
        )

    def _analyse(self, word: str) -> _Analysis:
        cached = self._analysis_cache.get(word)
        if cached is None:
            known = _morfeusz_lemmas(word) if self._use_morfeusz and word else None
            cached = known if known is not None else ((self._stand_in(word), "ign"),)
            _remember(self._analysis_cache, word, cached)
        return cached

    def _stand_in(self, word: str) -> str:
        """Hunspell-style lemma of an unknown word: strip the longest inflectional ending whose
        rest, plus a lemma ending, is a word, and take the first such word (it may be ``word``
        itself), so all forms of one word agree (perunowego, perunowa, perunowy → perunowy).
        The word itself when no ending fits."""
        for ending, restores in self._tables.inflection:
            if not word.endswith(ending) or len(word) - len(ending) < 2:
                continue
            rest = word[: -len(ending)]
            for restore in restores:
                candidate = rest + restore
                if candidate == word or self._is_word(candidate):
                    return candidate
        return word

    def _is_own_lemma(self, word: str, *, known: bool = False) -> bool:
        """A content word of the lexicon that is its own lemma (domowy, szkoła): no inflected
        form (szkol, of szkolić) and no particle (oto) can be the base of a family. With
        ``known``, only a lemma Morfeusz2 knows (not a stand-in) will do."""
        if not self._is_word(word):
            return False
        return any(
            lemma == word and pos not in _FUNCTION_CLASSES and not (known and pos == "ign")
            for lemma, pos in self._analyse(word)
        )

    # -- family keys -------------------------------------------------------------------
    def _lemma_keys(self, lemma: str) -> frozenset[str]:
        keys = self._lemma_keys_cache.get(lemma)
        if keys is None:
            keys = self._search(lemma)
            _remember(self._lemma_keys_cache, lemma, keys)
        return keys

    def _search(self, lemma: str) -> frozenset[str]:
        """Walk from ``lemma`` to the words it derives from and collect their roots."""
        keys: set[str] = set()
        queue = [lemma]
        seen = {lemma}

        def visit(word: str) -> None:
            if word not in seen and len(seen) < _MAX_NODES:
                seen.add(word)
                queue.append(word)

        for word in queue:  # grows while we walk it
            rest = self._strip_prefix(word)
            key = _root_key(self._stem(word))
            if rest is not None and _root_key(self._stem(rest)) is None:
                key = None  # a prefix on a short root is no root either: wypić is no "wyp"
            # A root too short to be a key leaves the whole word as the key, so that only
            # words reaching the very same word join it (wypić → pić, zabrał → brać).
            keys.add(key if key is not None else _WHOLE_WORD + word)
            if rest is not None:
                visit(rest)
            for member in self._groups.get(word, ()):
                visit(member)
            for root, base in self._derivations(word):
                _add(keys, _root_key(root))
                visit(base)
            for sibling in self._siblings(word):
                visit(sibling)
        return frozenset(keys)

    def _stem(self, word: str) -> str:
        """``word`` without its lemma ending (domowy → domow, pisać → pis, nieść → nies)."""
        for ending, replacement in self._tables.lemma_endings:
            if word.endswith(ending) and len(word) > len(ending):
                return word[: -len(ending)] + replacement
        return word

    def _derivations(self, word: str) -> Iterator[tuple[str, str]]:
        """(root, base word) for each derivational ending of ``word`` that leaves a root."""
        for suffix, base_endings in self._tables.suffixes:
            if not word.endswith(suffix):
                continue
            root = word[: -len(suffix)]
            if len(root) < 3 or _VOWELS.isdisjoint(root):
                continue
            base = self._base_of(root, base_endings, word)
            if base is not None and frozenset((word, base)) not in self._tables.unrelated:
                yield root, base

    def _base_of(self, root: str, endings: tuple[str, ...], derived: str) -> str | None:
        """The first lemma spelled by ``root`` (one alternation undone) plus one of ``endings``;
        lemmas Morfeusz2 knows come first (nożny → noga, not the rare sjp.pl entry noż)."""
        candidates = [v + e for v in _root_variants(root) for e in endings if v + e != derived]
        for known in (True, False):
            for candidate in candidates:
                if self._is_own_lemma(candidate, known=known):
                    return candidate
        return None

    def _siblings(self, word: str) -> Iterator[str]:
        """Adjectives with the stem of ``word`` (zimno → zimny), when ``word`` is none itself."""
        stem = self._stem(word)
        if stem == word or len(stem) < 3:
            return
        for ending in self._tables.siblings:
            candidate = stem + ending
            if candidate != word and self._is_own_lemma(candidate):
                yield candidate

    def _strip_prefix(self, word: str) -> str | None:
        """``word`` without its longest prefix that leaves a lemma (przydomowy → domowy)."""
        for prefix in self._tables.prefixes:
            if not word.startswith(prefix):
                continue
            rest = word[len(prefix) :]
            if prefix == "s" and rest[:1] not in _VOICELESS:
                continue  # s- is z- before a voiceless consonant only: szerować is no s-zerować
            if len(rest) >= (4 if len(prefix) == 1 else 3) and self._is_own_lemma(rest):
                return rest
        return None
