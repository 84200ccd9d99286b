"""Looking a word up, for the "Sprawdź słowo" tool: is it allowed in a lexicon, what are its
lemmas, other allowed forms and family roots (Polish, from Morfeusz2 and the family rule of
:mod:`engines.lexicon.relation`), and for a refused word the nearest allowed words.

"Nearest" is edit distance 1 (one letter changed, added, taken away, or two neighbours
swapped; a Polish letter and its plain twin, ą/a, count as a change), found by walking the
lexicon, so it costs a few milliseconds; edit distance 2 is tried only when nothing is one
edit away.

>>> from engines.lexicon import lexicon_from_words
>>> small = lexicon_from_words(["kot", "kota", "koty", "kit", "lot"])
>>> found = look_up("kto", small, with_morphology=False)
>>> found.allowed, found.nearest
(False, ('kot',))
>>> look_up("kot", small, with_morphology=False).allowed
True
"""

from __future__ import annotations

from dataclasses import dataclass

from engines.lexicon.lexicon import MAX_WORD_LENGTH, ROOT, Lexicon, Node
from engines.lexicon.relation import WordFamilies, morfeusz_forms

#: At most this many nearest words (the closest and most common first: alphabet order).
NEAREST_LIMIT = 12


@dataclass(frozen=True)
class WordLookup:
    word: str
    allowed: bool
    lemmas: tuple[str, ...] = ()
    #: Other forms of the word's lemmas that the lexicon allows.
    forms: tuple[str, ...] = ()
    #: The roots the family rule gives the word (7 słów: two words sharing one are FAMILY).
    family_roots: tuple[str, ...] = ()
    #: For a refused word, the allowed words closest to it.
    nearest: tuple[str, ...] = ()


def look_up(
    word: str,
    lexicon: Lexicon,
    *,
    families: WordFamilies | None = None,
    with_morphology: bool = True,
) -> WordLookup:
    """Everything the lookup tool shows about ``word`` (lowercased, trimmed). Lemmas, forms
    and roots only for Polish and with ``with_morphology``; ``families`` reuses a cache."""
    word = word.strip().lower()
    letters_known = bool(word) and all(letter in lexicon.alphabet for letter in word)
    allowed = letters_known and word in lexicon
    lemmas: tuple[str, ...] = ()
    forms: tuple[str, ...] = ()
    roots: tuple[str, ...] = ()
    if with_morphology and lexicon.lang == "pl" and word:
        families = families or WordFamilies(lexicon.__contains__)
        lemmas = tuple(sorted(families.lemmas(word)))
        forms = tuple(
            sorted(
                {
                    form
                    for lemma in lemmas
                    for form in morfeusz_forms(lemma)
                    if form != word and form in lexicon
                }
            )
        )
        roots = tuple(sorted(key for key in families.family_keys(word) if key.isalpha()))
        if not allowed and lemmas == (word,):  # no lemma but the word's own stand-in
            lemmas, roots = (), ()
    nearest: tuple[str, ...] = ()
    if not allowed and word:
        nearest = nearest_words(word, lexicon)
    return WordLookup(word, allowed, lemmas, forms, roots, nearest)


def nearest_words(word: str, lexicon: Lexicon, limit: int = NEAREST_LIMIT) -> tuple[str, ...]:
    """Allowed words differing from ``word`` only in Polish marks (zolw → żółw) first, then
    those one edit away (else two edits), alphabet order, ``limit`` at most. Letters outside
    the alphabet are edits too (they can only be changed or dropped)."""
    marked = _with_marks(word, lexicon)
    for distance in (1, 2):
        found = sorted(_within(word, lexicon, distance) - {word} - set(marked))
        if found or marked:
            return tuple((marked + found)[:limit])
    return ()


#: A plain letter and the Polish letters typed as it without the marks.
_MARKS = {"a": "ą", "c": "ć", "e": "ę", "l": "ł", "n": "ń", "o": "ó", "s": "ś", "z": "źż"}


def _with_marks(word: str, lexicon: Lexicon) -> list[str]:
    """Allowed words spelled as ``word`` with Polish marks added to some of its letters."""
    pattern = "".join("?" if letter in _MARKS else letter for letter in word)
    if not all(letter in lexicon.alphabet or letter == "?" for letter in pattern):
        return []
    return [
        found
        for found in lexicon.matching(pattern)
        if found != word
        and all(a == b or (b in _MARKS.get(a, "")) for a, b in zip(word, found, strict=True))
    ]


def _within(word: str, lexicon: Lexicon, budget: int) -> set[str]:
    """Words of ``lexicon`` within ``budget`` edits of ``word`` (a Levenshtein walk of the
    DAWG with transpositions: the classic row-by-row table, one row per letter walked)."""
    found: set[str] = set()
    if len(word) > MAX_WORD_LENGTH + budget:
        # No word list holds a longer word, so none is near; and a row per letter walked, as
        # long as the word, made a pasted 30,000-letter "word" a minutes-long walk.
        return found
    first_row = list(range(len(word) + 1))

    def walk(node: Node, text: str, previous_row: list[int], before: list[int] | None) -> None:
        for letter, child in lexicon.children(node):
            row = [previous_row[0] + 1]
            for column in range(1, len(word) + 1):
                cost = 0 if word[column - 1] == letter else 1
                best = min(
                    row[column - 1] + 1, previous_row[column] + 1, previous_row[column - 1] + cost
                )
                if (
                    before is not None
                    and column > 1
                    and text
                    and word[column - 1] == text[-1]
                    and word[column - 2] == letter
                ):
                    best = min(best, before[column - 2] + 1)
                row.append(best)
            spelled = text + letter
            if row[-1] <= budget and lexicon.is_terminal(child):
                found.add(spelled)
            if min(row) <= budget:
                walk(child, spelled, row, previous_row)

    walk(ROOT, "", first_row, None)
    return found
