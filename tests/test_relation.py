"""The 7 słów word-family rule: SAME lemma, FAMILY (one root) or UNRELATED (GAMES.md §1)."""

from __future__ import annotations

import doctest
import itertools
import random
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from engines.lexicon import Lexicon
from engines.lexicon import relation as relation_module
from engines.lexicon.relation import (
    Relation,
    WordFamilies,
    load_family_tables,
    normalise_alternations,
)

_WORD_LIST = Path("/usr/share/dict/polish")  # Debian wpolish, only to draw random real words


@pytest.fixture(scope="session")
def pl_is_word(polish: Lexicon) -> Callable[[str], bool]:
    return polish.__contains__


@pytest.fixture(scope="session")
def families(pl_is_word: Callable[[str], bool]) -> WordFamilies:
    return WordFamilies(pl_is_word)


def _related(families: WordFamilies, a: str, b: str) -> bool:
    return families.relation(a, b) is not Relation.UNRELATED


# -- the examples of the issue ---------------------------------------------------------------

ISSUE_GROUPS = [
    ["śmiech", "śmiechy", "śmiesznie", "śmialiśmy"],
    ["wzdycha", "wzdychał"],
    ["dom", "domowy", "domownik", "przydomowy"],
]


@pytest.mark.parametrize(
    ("a", "b"), [pair for group in ISSUE_GROUPS for pair in itertools.combinations(group, 2)]
)
def test_the_issue_groups_are_related_both_ways(families: WordFamilies, a: str, b: str) -> None:
    assert _related(families, a, b)
    assert _related(families, b, a)


@pytest.mark.parametrize(
    ("a", "b"),
    [("dom", "domena"), ("kot", "kotara"), ("domowy", "domena"), ("koty", "kotarą")],
)
def test_a_word_is_not_family_of_a_longer_word_it_only_begins(
    families: WordFamilies, a: str, b: str
) -> None:
    assert families.relation(a, b) is Relation.UNRELATED
    assert families.relation(b, a) is Relation.UNRELATED


# -- SAME: forms of one lemma ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("kot", "koty"),
        ("kot", "kotami"),
        ("wzdycha", "wzdychał"),
        ("pisać", "pisałem"),
        ("pisać", "piszę"),
        ("śmiech", "śmiechy"),
        ("dobry", "lepszy"),  # suppletive comparative: Morfeusz2 gives the lemma dobry
        ("człowiek", "ludzie"),
        ("iść", "szedł"),
        ("domowy", "domowego"),
        ("doczytałom", "doczytać"),  # a form the build adds by rule (issue #31)
        ("postanowiłobyś", "postanowił"),
        ("nieujęć", "ująć"),
        ("zbogaciliście", "zbogacić"),  # from the verb paradigm rule (issue #31)
        ("subsumowawszy", "subsumować"),
    ],
)
def test_forms_of_one_lemma_are_same(families: WordFamilies, a: str, b: str) -> None:
    assert families.relation(a, b) is Relation.SAME
    assert families.relation(b, a) is Relation.SAME


def test_a_word_is_same_as_itself_whatever_the_case_or_spaces(families: WordFamilies) -> None:
    assert families.relation("dom", "dom") is Relation.SAME
    assert families.relation(" Dom ", "domu") is Relation.SAME


def test_lemmas_drop_homonym_marks_and_clitics(families: WordFamilies) -> None:
    assert "kot" in families.lemmas("kot")  # Morfeusz2 says kot:Sm1 and kot:Sm2
    assert all(":" not in lemma for lemma in families.lemmas("koty"))
    assert families.lemmas("śmialiśmy") == {"śmiać"}  # not "być" from the -śmy clitic
    assert families.lemmas("zrobiłbym") == {"zrobić"}  # nor "by"


# -- FAMILY: one root --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("pisać", "napisał"),  # verb prefix
        ("czytać", "przeczytam"),
        ("pisać", "spisany"),
        ("brać", "zabrał"),  # a short root is matched as the whole word brać
        ("szkoła", "szkolny"),  # ł / l
        ("ręka", "ręczny"),  # k / cz
        ("noga", "nożny"),  # g / ż
        ("ogród", "ogrodnik"),  # ó / o
        ("dobry", "dobrze"),  # adverb, r / rz
        ("szybki", "szybkość"),
        ("mleko", "mleczny"),
        ("woda", "podwodny"),
        ("zima", "zimowy"),
        ("zima", "zimno"),  # adverb through its adjective
        ("morze", "morski"),
        ("stół", "stolik"),
        ("kot", "kotek"),
        ("wiatr", "wietrzny"),  # ia / ie
        ("pisać", "pisarz"),
        ("malować", "malarz"),
        ("nieśmieszny", "śmiech"),
        ("niedomowy", "dom"),
        ("nauczyciel", "uczyć"),
        ("radość", "radować"),
        ("las", "lasek"),  # lasek is also laska's genitive plural; las/laska must not block it
    ],
)
def test_words_of_one_root_are_family(families: WordFamilies, a: str, b: str) -> None:
    assert families.relation(a, b) is Relation.FAMILY
    assert families.relation(b, a) is Relation.FAMILY
    assert families.family_keys(a) & families.family_keys(b)


# -- UNRELATED ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("kot", "kotwica"),
        ("kot", "kotlet"),
        ("lis", "lista"),
        ("pas", "pasta"),
        ("kos", "kosmos"),
        ("mak", "makaron"),
        ("pan", "panorama"),
        ("lot", "loteria"),
        ("bar", "baran"),
        ("kawa", "kawaler"),
        ("ser", "serce"),
        ("rak", "rakieta"),
        ("bal", "balon"),
        ("dom", "kot"),
        ("las", "laska"),  # listed in family-pl.toml: laska is no small las
        ("mat", "matka"),
        ("piasek", "piesek"),
        ("szerować", "zerować"),  # s- only before a voiceless consonant
        ("skała", "kał"),  # kała is a form, not a lemma: s- is not stripped
    ],
)
def test_look_alikes_are_unrelated(families: WordFamilies, a: str, b: str) -> None:
    assert families.relation(a, b) is Relation.UNRELATED
    assert families.relation(b, a) is Relation.UNRELATED


def test_no_key_is_a_bare_short_root(families: WordFamilies) -> None:
    for word in ["kot", "dom", "brać", "zabrał", "pić", "wypić", "gra", "zło", "uczyć"]:
        for key in families.family_keys(word):
            assert key.startswith("=") or len(key) >= 2
            assert not key.startswith("=") or len(key) > 3  # a whole word, never a fragment
    assert families.family_keys("kot") == {"kot"}
    assert "kot" not in families.family_keys("kotara")
    assert "wyp" not in families.family_keys("wypić")  # a prefix on a short root is no root


def test_function_words_carry_no_family(families: WordFamilies) -> None:
    assert families.family_keys("przez") == frozenset()  # a preposition
    assert families.family_keys("czyli") == frozenset()  # a conjunction
    assert families.relation("nad", "nadać") is Relation.UNRELATED


# -- words Morfeusz2 does not know -------------------------------------------------------------


def test_unknown_words_get_hunspell_style_stand_in_lemmas(families: WordFamilies) -> None:
    # sjp.pl words that Morfeusz2 tags "ign"
    assert families.relation("szydłowałbyś", "szydłowałam") is Relation.SAME
    assert families.lemmas("szydłowałbyś") == {"szydłować"}
    assert families.relation("perunowego", "perunowa") is Relation.SAME
    assert families.relation("firlejkach", "firlejka") is Relation.SAME
    assert families.relation("snapczaterami", "snapczater") is Relation.SAME


def test_without_morfeusz_the_stand_ins_still_give_lemmas(
    pl_is_word: Callable[[str], bool],
) -> None:
    plain = WordFamilies(pl_is_word, use_morfeusz=False)
    assert plain.lemmas("kotami") == {"kot"}
    assert plain.relation("kot", "koty") is Relation.SAME
    assert plain.relation("pisać", "pisałem") is Relation.SAME
    assert plain.relation("pracować", "pracujemy") is Relation.SAME
    assert plain.relation("dom", "przydomowy") is Relation.FAMILY
    assert plain.relation("kot", "kotara") is Relation.UNRELATED


# -- the pieces --------------------------------------------------------------------------------


def test_normalise_alternations_doctests() -> None:
    result = doctest.testmod(relation_module)
    assert result.attempted > 0
    assert result.failed == 0


def test_alternation_folding_is_idempotent() -> None:
    for stem in ["śmiesz", "ręcz", "nóż", "dobrz", "szkoł", "wietrz", "kot", "ząb"]:
        once = normalise_alternations(stem)
        assert normalise_alternations(once) == once


def test_tables_are_ordered_longest_first() -> None:
    tables = load_family_tables()
    lengths = [len(prefix) for prefix in tables.prefixes]
    assert lengths == sorted(lengths, reverse=True)
    lengths = [len(ending) for ending, _ in tables.inflection]
    assert lengths == sorted(lengths, reverse=True)
    assert "nie" in tables.prefixes and "przy" in tables.prefixes
    assert all(len(pair) == 2 for pair in tables.unrelated)


def test_morfeusz_is_imported_only_when_first_needed() -> None:
    code = (
        "import sys\n"
        "from engines.lexicon.relation import WordFamilies\n"
        "families = WordFamilies(lambda word: True)\n"
        "print('morfeusz2' in sys.modules)\n"
    )
    root = Path(relation_module.__file__).resolve().parents[2]
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=root
    )
    assert result.stdout.strip() == "False"


# -- many real words ---------------------------------------------------------------------------


def _random_words(count: int, seed: int) -> list[str]:
    """``count`` lower-case words from the word list, by seeking to random places in it."""
    rng = random.Random(seed)
    size = _WORD_LIST.stat().st_size
    words: list[str] = []
    with _WORD_LIST.open("rb") as handle:
        while len(words) < count:
            handle.seek(rng.randrange(size))
            handle.readline()  # the rest of a line cut in the middle
            word = handle.readline().decode("utf-8").strip()
            if word and word.islower():
                words.append(word)
    return words


def test_random_pairs_of_real_words_are_symmetric(
    pl_is_word: Callable[[str], bool],
) -> None:
    """2,000 random pairs: the answer does not depend on the order (the time per pair is
    measured by benchmarks/lexicon.py)."""
    if not _WORD_LIST.exists():
        pytest.skip(f"{_WORD_LIST} is not on this machine")
    words = [word for word in _random_words(4_000, seed=2024) if pl_is_word(word)]
    pairs = list(zip(words[0::2], words[1::2], strict=False))
    fresh = WordFamilies(pl_is_word)
    fresh.relation("dom", "domowy")  # warm-up: Morfeusz2 loaded
    answers = {(a, b): fresh.relation(a, b) for a, b in pairs}
    for (a, b), answer in answers.items():
        assert isinstance(answer, Relation)
        assert fresh.relation(b, a) is answer
        if answer is Relation.FAMILY:
            assert fresh.family_keys(a) & fresh.family_keys(b)
