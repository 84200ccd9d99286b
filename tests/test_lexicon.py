"""The shared lexicon: what it accepts, the walking API, searches, the CLI and the files."""

from __future__ import annotations

import collections
import hashlib
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engines.lexicon import (
    ROOT,
    LettersOutsideAlphabet,
    Lexicon,
    UnknownLanguage,
    lexicon_from_words,
    load_lexicon,
)
from engines.lexicon.common import common_words
from engines.lexicon.dawg import DawgFormatError, PackedDawg, build
from engines.lexicon.lexicon import ALPHABETS

REPO = Path(__file__).resolve().parent.parent
LEXICON_DIR = REPO / "resources" / "lexicon"
sys.path.insert(0, str(REPO / "tools"))

from lexicon_review import (  # noqa: E402
    REVIEW,
    Decision,
    ReviewFormatError,
    format_review,
    parse_review,
    read_review,
)

# Common words in many forms: nouns through their cases, verbs through persons and tenses,
# adjectives through genders, plus short function words.
COMMON_FORMS = [
    "dom",
    "domu",
    "domowi",
    "domem",
    "domy",
    "domów",
    "domom",
    "domami",
    "domach",
    "kot",
    "kota",
    "kotu",
    "kotem",
    "kocie",
    "koty",
    "kotów",
    "kotom",
    "kotami",
    "kotach",
    "kobieta",
    "kobiety",
    "kobiecie",
    "kobietę",
    "kobietą",
    "kobieto",
    "kobiet",
    "kobietom",
    "kobietami",
    "kobietach",
    "dziecko",
    "dziecka",
    "dziecku",
    "dzieckiem",
    "dzieci",
    "dzieciom",
    "dziećmi",
    "dzieciach",
    "człowiek",
    "człowieka",
    "człowiekowi",
    "człowiekiem",
    "człowieku",
    "ludzie",
    "ludzi",
    "ludziom",
    "ludźmi",
    "ręka",
    "ręki",
    "ręce",
    "rękę",
    "ręką",
    "ręko",
    "rąk",
    "rękom",
    "rękami",
    "rękach",
    "rękoma",
    "oko",
    "oka",
    "oku",
    "okiem",
    "oczy",
    "oczu",
    "oczom",
    "oczami",
    "oczach",
    "miasto",
    "miasta",
    "miastu",
    "miastem",
    "mieście",
    "miast",
    "miastom",
    "miastami",
    "miastach",
    "rok",
    "roku",
    "rokiem",
    "lata",
    "lat",
    "latach",
    "czas",
    "czasu",
    "czasem",
    "czasie",
    "czasy",
    "czasów",
    "dzień",
    "dnia",
    "dniem",
    "dniu",
    "dni",
    "dniach",
    "dniami",
    "noc",
    "nocy",
    "nocą",
    "nocą",
    "nocami",
    "nocach",
    "woda",
    "wody",
    "wodzie",
    "wodę",
    "wodą",
    "wód",
    "wodom",
    "wodami",
    "wodach",
    "ziemia",
    "ziemi",
    "ziemię",
    "ziemią",
    "ziemie",
    "ziem",
    "słowo",
    "słowa",
    "słowu",
    "słowem",
    "słowie",
    "słów",
    "słowom",
    "słowami",
    "słowach",
    "gra",
    "gry",
    "grze",
    "grę",
    "grą",
    "gier",
    "grom",
    "grami",
    "grach",
    "źdźbło",
    "źdźbła",
    "żółw",
    "żółwia",
    "gęś",
    "gęsi",
    "jaźń",
    "łódź",
    "łodzi",
    "łódka",
    "być",
    "jestem",
    "jesteś",
    "jest",
    "jesteśmy",
    "jesteście",
    "są",
    "byłem",
    "byłam",
    "był",
    "była",
    "było",
    "byli",
    "były",
    "będę",
    "będzie",
    "mieć",
    "mam",
    "masz",
    "ma",
    "mamy",
    "macie",
    "mają",
    "miałem",
    "miała",
    "miał",
    "mieli",
    "będzie",
    "robić",
    "robię",
    "robisz",
    "robi",
    "robimy",
    "robicie",
    "robią",
    "robiłem",
    "robiła",
    "robił",
    "robili",
    "zrobić",
    "zrobię",
    "zrobił",
    "iść",
    "idę",
    "idziesz",
    "idzie",
    "idziemy",
    "idziecie",
    "idą",
    "szedłem",
    "szedł",
    "szła",
    "szli",
    "pójdę",
    "poszedł",
    "pisać",
    "piszę",
    "piszesz",
    "pisze",
    "piszemy",
    "piszecie",
    "piszą",
    "pisał",
    "pisała",
    "napisać",
    "napisał",
    "napisała",
    "czytać",
    "czytam",
    "czytasz",
    "czyta",
    "czytamy",
    "czytają",
    "czytał",
    "przeczytać",
    "przeczytał",
    "mówić",
    "mówię",
    "mówisz",
    "mówi",
    "mówimy",
    "mówią",
    "mówił",
    "powiedzieć",
    "powiem",
    "powie",
    "powiedział",
    "widzieć",
    "widzę",
    "widzisz",
    "widzi",
    "widzimy",
    "widzą",
    "widział",
    "zobaczyć",
    "zobaczę",
    "zobaczył",
    "śmiać",
    "śmieję",
    "śmieje",
    "śmiał",
    "śmialiśmy",
    "śmiech",
    "śmiechy",
    "śmieszny",
    "śmiesznie",
    "wzdychać",
    "wzdycham",
    "wzdycha",
    "wzdychał",
    "westchnąć",
    "westchnął",
    "dobry",
    "dobra",
    "dobre",
    "dobrego",
    "dobrej",
    "dobremu",
    "dobrym",
    "dobrą",
    "dobrzy",
    "dobrych",
    "dobrymi",
    "lepszy",
    "najlepszy",
    "duży",
    "duża",
    "duże",
    "dużego",
    "dużej",
    "dużym",
    "większy",
    "największy",
    "mały",
    "mała",
    "małe",
    "mniejszy",
    "nowy",
    "nowa",
    "nowe",
    "nowego",
    "nowej",
    "nowym",
    "stary",
    "stara",
    "stare",
    "starego",
    "starzy",
    "piękny",
    "piękna",
    "piękne",
    "pięknie",
    "ładny",
    "ładnie",
    "szybko",
    "szybki",
    "wolno",
    "domowy",
    "domowa",
    "domowe",
    "domownik",
    "domownicy",
    "przydomowy",
    "przydomowa",
    "jeden",
    "jedna",
    "jedno",
    "dwa",
    "dwie",
    "trzy",
    "cztery",
    "pięć",
    "sześć",
    "siedem",
    "osiem",
    "dziewięć",
    "dziesięć",
    "sto",
    "tysiąc",
    "ja",
    "ty",
    "on",
    "ona",
    "ono",
    "my",
    "wy",
    "oni",
    "one",
    "mnie",
    "ciebie",
    "jego",
    "jej",
    "nas",
    "was",
    "ich",
    "mój",
    "twój",
    "nasz",
    "wasz",
    "i",
    "a",
    "o",
    "u",
    "w",
    "z",
    "na",
    "do",
    "od",
    "po",
    "za",
    "przez",
    "przy",
    "nad",
    "pod",
    "przed",
    "bez",
    "dla",
    "ale",
    "lub",
    "albo",
    "czy",
    "że",
    "bo",
    "tak",
    "nie",
    "już",
    "może",
    "jeszcze",
    "bardzo",
    "tylko",
    "też",
    "teraz",
    "zawsze",
    "nigdy",
    "dzisiaj",
    "jutro",
    "wczoraj",
    "zażółć",
    "gęślą",
    "jaźń",
    "chrząszcz",
    "brzmi",
    "trzcinie",
    "stół",
    "stołu",
    "stole",
    "stoły",
    "stołów",
    "krzesło",
    "krzesła",
    "krześle",
    "okno",
    "okna",
    "oknie",
    "okien",
    "drzewo",
    "drzewa",
    "drzewie",
    "drzew",
    "las",
    "lasu",
    "lesie",
    "lasy",
    "lasów",
    "pies",
    "psa",
    "psu",
    "psem",
    "psie",
    "psy",
    "psów",
    "książka",
    "książki",
    "książce",
    "książkę",
    "książką",
    "książek",
    "szkoła",
    "szkoły",
    "szkole",
    "szkół",
    "szkolny",
    "praca",
    "pracy",
    "pracę",
    "pracą",
    "prac",
    "pracować",
    "pracuję",
    "pracuje",
    "pracował",
    "pracowali",
    "kochać",
    "kocham",
    "kochasz",
    "kocha",
    "kochają",
    "kochał",
    "kochała",
    "pokochać",
    "jeść",
    "jem",
    "jesz",
    "je",
    "jemy",
    "jecie",
    "jedzą",
    "jadł",
    "jadła",
    "zjeść",
    "zjadł",
    "pić",
    "piję",
    "pijesz",
    "pije",
    "pijemy",
    "piją",
    "pił",
    "piła",
    "wypić",
    "wypił",
    "spać",
    "śpię",
    "śpisz",
    "śpi",
    "śpimy",
    "śpią",
    "spał",
    "spała",
    "zasnąć",
    "zasnął",
    "móc",
    "mogę",
    "możesz",
    "może",
    "możemy",
    "mogą",
    "mógł",
    "mogła",
    "mogli",
    "chcieć",
    "chcę",
    "chcesz",
    "chce",
    "chcemy",
    "chcą",
    "chciał",
    "chciała",
    "chcieli",
    "wiedzieć",
    "wiem",
    "wiesz",
    "wie",
    "wiemy",
    "wiedzą",
    "wiedział",
    "wiedziała",
    "zielony",
    "zielona",
    "zielone",
    "czerwony",
    "czerwona",
    "niebieski",
    "niebieska",
    "biały",
    "biała",
    "czarny",
    "czarna",
]

# Proper names, abbreviations and fragments, and typos that drop the diacritics.
REJECTED = [
    "warszawa",
    "gdańsk",
    "wrocław",
    "anna",
    "małgorzata",
    "mickiewicz",
    "wisła",
    "szczebrzeszyn",
    "zł",
    "np",
    "itd",
    "tzw",
    "mgr",
    "prof",
    "inż",
    "płk",
    "bmw",
    "cyja",
    "dr",
    "św",
    "kg",
    "km",
    "juz",
    "moze",
    "zolw",
    "zrodlo",
    "gesi",
    "zazolc",
    "zé",
    "swiat",
    "pieć",
    "xyz",
    "kot-y",
]


def test_a_few_hundred_common_forms_are_accepted(polish: Lexicon) -> None:
    assert len(set(COMMON_FORMS)) > 400
    missing = [w for w in COMMON_FORMS if w not in polish]
    assert missing == []


@pytest.mark.parametrize("word", REJECTED)
def test_names_abbreviations_fragments_and_typos_are_rejected(polish: Lexicon, word: str) -> None:
    assert word not in polish


def test_interjections_without_vowels_and_one_letter_prepositions_stay(polish: Lexicon) -> None:
    # Issue #41: the vowel-less interjections Morfeusz does not know (or reads as acronyms: PSS,
    # MRR) are judged as the others: an interjection sjp.pl lists is a word.
    for word in ["brr", "hm", "pst", "w", "z", "hmm", "grr", "pss", "trr", "mrr", "chrr", "psst"]:
        assert word in polish, word


# Issue #16: pieces of foreign multi-word entries and abbreviations stripped of their dot, which
# the computer played in seeded jawa games; and English look-alikes that are Polish words (and
# Polish forms such as the genitive plurals WILL of "willa", SUR of "sura", NOT of "nota") and
# loans with their own entry, which must stay. Issue #41 changed the test to the official
# lists' "used in Polish as a word": English nouns sjp.pl lists (WAY, PUSH, HEAD) stay as loans,
# foreign adjectives and words Polish uses only inside a phrase go (LAST of "last minute").
FOREIGN_FRAGMENTS = ["the", "of", "pong", "compos", "eau", "letalis", "giorno", "giardino", "large",
                     "last"]  # fmt: skip
ABBREVIATIONS = ["przen", "właśc", "agr", "insp"]
LOOK_ALIKES = ["fart", "post", "tort", "stop", "plus", "will", "sur", "not", "but", "for", "one"]
LOANS = ["karaoke", "sushi", "spam", "bridż", "webinar"]


@pytest.fixture(scope="module")
def review() -> dict[str, Decision]:
    return read_review(REVIEW, ALPHABETS["pl"])


def test_foreign_fragments_and_abbreviations_are_dropped_by_the_review(
    polish: Lexicon, review: dict[str, Decision]
) -> None:
    for word, reason in [(w, "foreign phrase fragment") for w in FOREIGN_FRAGMENTS] + [
        (w, "abbreviation") for w in ABBREVIATIONS
    ]:
        assert word not in polish, word
        assert not review[word].keep and review[word].reason == reason, word


# Issue #27: the declined forms of abbreviations the build drops (mgr, dr, pkt, ca: circa) and
# of those the review drops (edta, doctor of "doctor honoris causa") go with them...
FORMS_OF_DROPPED_ENTRIES = [
    "mgrze",
    "mgrowie",
    "pktem",
    "pktom",
    "dra",
    "drów",
    "nrze",
    "płkach",
    "bpa",
    "kmdrowie",
    "ctrlem",
    "cyję",
    "cę",
    "cą",
    "cami",
    "doctorem",
    "edt",
    "cosec",
    "cosh",
    "afair",
]
# ...but not the forms other entries share (drze of drzeć, co, dry) nor a noun Morfeusz knows
# only as an abbreviation (tab, the tabulator key).
FORMS_OF_KEPT_ENTRIES = ["drze", "co", "dry", "ce", "tab", "tabem", "taby"]


def test_forms_of_dropped_entries_are_dropped(polish: Lexicon, review: dict[str, Decision]) -> None:
    assert [w for w in FORMS_OF_DROPPED_ENTRIES if w in polish] == []
    assert [w for w in FORMS_OF_KEPT_ENTRIES if w not in polish] == []
    assert [w for w in FORMS_OF_DROPPED_ENTRIES if w in review and review[w].keep] == []


def test_the_two_letter_words_are_exactly_the_reviewed_ones(polish: Lexicon) -> None:
    import build_lexicon

    two_letter = build_lexicon.read_two_letter(build_lexicon.TWO_LETTER)
    alphabet = polish.alphabet
    in_list = {a + b for a in alphabet for b in alphabet if a + b in polish}
    assert in_list == {w for w, keep in two_letter.items() if keep}
    # Official lists reject these (issue #31); they accept these, which sjp.pl's list had.
    for word in [
        "bz",
        "cą",
        "cę",
        "ep",
        "gu",
        "jo",
        "ju",
        "nu",
        "pu",
        "up",
        "uz",
        "wa",
        "wi",
        "wo",
        "wą",
        "wę",
        "yh",
        "yo",
        "yy",
    ]:
        assert not two_letter[word], word
    for word in ["ad", "al", "am", "dy", "ew", "ez", "ko", "ny", "oo", "op", "or"]:
        assert two_letter[word], word


# Issue #41: forms the official list holds that the review or the filters refused — loanwords
# Polish uses on their own (with their declined forms), an abbreviation read as a word (INF),
# and the forms of an entry kept after all (OPÓW of OP, a two-letter word).
OFFICIAL_WORDS = ["hip", "air", "ewe", "ana", "uto", "steak", "steaku", "root", "roota", "try",
                  "liberty", "foot", "cottage", "dinner", "bonjour", "community", "inf", "out",
                  "opów", "opy"]  # fmt: skip


def test_loanwords_used_on_their_own_and_forms_of_kept_entries_are_words(
    polish: Lexicon, review: dict[str, Decision]
) -> None:
    assert [w for w in OFFICIAL_WORDS if w not in polish] == []
    # Each was decided with a reason a reader can check.
    assert review["ewe"].reason == "loanword" and review["ewe"].note
    assert review["opów"].basis == "signals: form of op, a word two-letter-pl.tsv keeps"
    assert review["letalis"].note == "exitus letalis"


def test_a_form_of_an_entry_kept_after_all_may_not_stay_dropped(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import build_lexicon

    review = tmp_path / "review.tsv"
    form_of_op = "opy\tdrop\tabbreviation\tsignals: form of dropped op\n"
    review.write_text("op\tkeep\tloanword\tread\n" + form_of_op, encoding="utf-8")
    monkeypatch.setattr(build_lexicon, "REVIEW", review)
    with pytest.raises(SystemExit, match="opy"):
        build_lexicon.review_decisions({})
    with pytest.raises(SystemExit, match="opy"):
        build_lexicon.review_decisions({"op": True})  # kept by two-letter-pl.tsv
    review.write_text("op\tdrop\tabbreviation\tread\n" + form_of_op, encoding="utf-8")
    assert build_lexicon.review_decisions({}) == (set(), {"op", "opy"})


def test_look_alikes_and_loans_stay(polish: Lexicon, review: dict[str, Decision]) -> None:
    for word in LOOK_ALIKES + LOANS:
        assert word in polish, word
        assert word not in review or review[word].keep, word


def test_the_review_is_applied(polish: Lexicon, review: dict[str, Decision]) -> None:
    dropped = [w for w, d in review.items() if not d.keep]
    kept = [w for w, d in review.items() if d.keep]
    assert len(dropped) > 2000 and len(kept) > 10_000
    assert [w for w in dropped if w in polish] == []
    # A kept form is a candidate the build's earlier steps kept: the review never lists a form
    # the lexicon does not have, but for the two-letter words, which two-letter-pl.tsv decides.
    assert [w for w in kept if w not in polish and len(w) != 2] == []


# Issue #31: sjp.pl's list lacks the neuter past persons and conditionals of every verb.
NEUTER_PAST_PERSONS = [
    "doczytałom",
    "oburzyłom",
    "rozpraszałoś",
    "postanowiłobyś",
    "zasiadłom",
    "wodziłom",
    "tkwiłoś",
    "podcięłobym",
]


def test_verbs_have_their_neuter_past_persons(polish: Lexicon) -> None:
    assert [w for w in NEUTER_PAST_PERSONS if w not in polish] == []


def test_nouns_in_lo_make_no_person_forms(polish: Lexicon) -> None:
    assert "kołom" in polish  # the dative plural of koło, a form sjp.pl lists
    never = ["kołoś", "kołobym", "wiosłoś", "wiosłobym", "czołobyś"]
    assert [w for w in never if w in polish] == []


def test_the_neuter_past_rule_reads_verbs_only() -> None:
    import build_lexicon

    made = build_lexicon.neuter_past_persons(["czytało", "koło", "wiosło", "czytał"])
    assert made == {"czytałom", "czytałoś", "czytałobym", "czytałobyś", "czytałoby"}


# Issue #31: nie- is written together with verbal nouns and participles; sjp.pl's list lacks
# some of those whose positive form it has.
NEGATED_FORMS = ["nieobejściach", "nieprzyjściom", "nieujęć", "niewybuchnięć"]


def test_negated_verbal_nouns_and_participles_are_words(polish: Lexicon) -> None:
    assert [w for w in NEGATED_FORMS if w not in polish] == []


def test_the_negation_rule_reads_verbal_nouns_and_participles_only() -> None:
    import build_lexicon

    made = build_lexicon.negated_forms(["obejściach", "koła", "czytający", "czytał", "dom"])
    assert made == ["nieobejściach", "nieczytający"]


# Issue #31: sjp.pl's list lacks some regular forms of verbs it has; Morfeusz's generator makes
# them. Not its labelled forms, nor Morfeusz's junk outside verbs (skrzepowo). The issue's
# zreparować and zbogaciliście are verbs of which the list has no form, so the rule (verbs
# already in the list) does not reach them; the rule itself makes them (the test below).
VERB_PARADIGM_FORMS = ["zreparować", "subsumowawszy", "zbogaciliście"]
VERB_FORMS_ADDED = ["subsumowawszy", "ostrzyjcie", "gasnęliśmy", "zwyknęłam", "oschnęło"]


def test_verb_forms_the_list_lacks_are_words(polish: Lexicon) -> None:
    assert [w for w in VERB_FORMS_ADDED if w not in polish] == []
    assert [w for w in ["skrzepowo", "zreparować", "zbogaciliście"] if w in polish] == []


def test_the_paradigm_rule_makes_standard_verb_forms_only() -> None:
    import build_lexicon

    lemmas = build_lexicon.verb_lemmas(
        ["zreparowałem", "subsumował", "zbogacili", "niósł", "skrzep"]
    )
    made = dict(build_lexicon.verb_paradigm(sorted(lemmas)))
    assert {w: made.get(w) for w in VERB_PARADIGM_FORMS} == {
        "zreparować": "inf",
        "subsumowawszy": "pant",
        "zbogaciliście": "praet+person",
    }
    assert made.get("niosłem") == "praet+person"
    # Not a verb form, a bare stem before a person ending, nor a joining Morfeusz refuses.
    assert [w for w in ["skrzepowo", "niosł", "zbogaciłm", "niósłem"] if w in made] == []


def test_common_words_are_all_in_the_lexicon(polish: Lexicon) -> None:
    words = common_words("pl")
    assert len(words) > 50_000
    assert sorted(w for w in words if w not in polish) == []


# Issue #27: web frequencies rank English, slang and misspellings high; the easy player played
# yo in 20 of 120 games.
NOT_COMMON_POLISH = ["yo", "wi", "wo", "girl", "flat", "casa", "bae", "lezy", "taak", "niee"]


def test_common_words_are_polish_words_morfeusz_knows() -> None:
    import build_common_words

    words = common_words("pl")
    assert [w for w in NOT_COMMON_POLISH if w in words] == []
    assert [w for w in sorted(words)[::500] if not build_common_words.known_to_morfeusz(w)] == []


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("kot\tdrop\tabbreviation\n", "4 or 5 tab-separated columns"),
        ("kot\tkeep\treal word\tread\t\n", "4 or 5 tab-separated columns"),
        ("kot\tmaybe\tabbreviation\tread\n", "keep or drop"),
        ("kot\tdrop\treal word\tread\n", "does not fit drop"),
        ("kot\tkeep\tabbreviation\tread\n", "does not fit keep"),
        ("kot\tdrop\ttypo\tread\n", "does not fit drop"),
        ("kot\tkeep\treal word\tguess\n", "basis"),
        ("Kot\tkeep\treal word\tread\n", "not a word"),
        ("kot\tkeep\treal word\tread\nkot\tkeep\treal word\tread\n", "listed twice"),
        ("pies\tkeep\treal word\tread\nkot\tkeep\treal word\tread\n", "out of order"),
    ],
)
def test_malformed_review_lines_are_refused(text: str, problem: str) -> None:
    with pytest.raises(ReviewFormatError, match=problem):
        parse_review("# comment\n" + text, ALPHABETS["pl"])


def test_review_lines_parse() -> None:
    text = (
        "# c\nagr\tdrop\tabbreviation\tread\nkot\tkeep\treal word\tsignals: ending\n"
        "uto\tkeep\tloanword\tread\tof uto-aztecki\n"
    )
    decisions = parse_review(text, ALPHABETS["pl"])
    assert decisions == {
        "agr": Decision("agr", False, "abbreviation", "read"),
        "kot": Decision("kot", True, "real word", "signals: ending"),
        "uto": Decision("uto", True, "loanword", "read", "of uto-aztecki"),
    }
    assert format_review(decisions, "h") == "# h\n" + text.removeprefix("# c\n")


def test_english_lexicon(english: Lexicon) -> None:
    for word in ["cat", "cats", "colour", "color", "running", "quixotic", "zebras"]:
        assert word in english
    for word in ["london", "xqzt", "don't", "café"]:
        assert word not in english
    assert 240_000 < len(english) < 270_000


# Issue #27: SCOWL lists abbreviations lowercase without their dot; the computer formed KC.
# Issue #41: those with a vowel go by SCOWL's own abbreviation lists, not a hand list; the words
# those lists also hold (col, cos, max) and the tournament list's OK and EW stay.
ENGLISH_ABBREVIATIONS = ["kc", "cd", "dr", "etc", "mph", "kg", "cm", "lb", "pm", "vs", "rd", "st",
                         "govt", "dept", "asap", "assn", "assoc", "capt", "corp", "misc", "natl",
                         "univ", "atty", "cont", "dist", "encl", "hosp", "orig", "ii", "xiv",
                         "publically"]  # fmt: skip
ENGLISH_SHORT_WORDS = ["ab", "ax", "am", "id", "oe", "qi", "xu", "hmm", "shh", "brr", "nth", "cwm",
                       "ok", "ew", "col", "cos", "max", "op", "ed", "app", "mix"]  # fmt: skip


def test_english_abbreviations_are_dropped_and_short_words_stay(english: Lexicon) -> None:
    assert [w for w in ENGLISH_ABBREVIATIONS if w in english] == []
    assert [w for w in ENGLISH_SHORT_WORDS if w not in english] == []


def test_the_english_review_is_applied(english: Lexicon) -> None:
    import build_lexicon

    review = read_review(build_lexicon.REVIEW_EN, ALPHABETS["en"])
    assert [w for w, d in review.items() if d.keep != (w in english)] == []


def test_english_abbreviations_go_by_scowls_markers(english: Lexicon) -> None:
    """Every word SCOWL marks only as an abbreviation is out, unless the review keeps it."""
    import build_lexicon

    if (why := _sources_built_from("en")) is not None:
        pytest.skip(why)

    review = read_review(build_lexicon.REVIEW_EN, ALPHABETS["en"])
    marked = build_lexicon.scowl_abbreviations()
    assert {"govt", "asap", "misc", "xiv"} <= marked and not {"cat", "xi", "mix"} & marked
    assert [w for w in marked if w in english and not (w in review and review[w].keep)] == []


def test_size_of_the_polish_lexicon(polish: Lexicon) -> None:
    assert 3_900_000 < len(polish) < 4_200_000


def test_membership_ignores_non_strings_and_foreign_letters(polish: Lexicon) -> None:
    assert 1 not in polish
    assert "" not in polish
    assert "kot\u00e9" not in polish


# -- walking -------------------------------------------------------------------------------
def test_walking_letter_by_letter(polish: Lexicon) -> None:
    node = polish.child(ROOT, "k")
    assert node is not None and not polish.is_terminal(node)
    node = polish.child(node, "o")
    assert node is not None
    node = polish.child(node, "t")
    assert node is not None and polish.is_terminal(node)
    assert polish.child(node, "q") is None
    assert polish.walk("kot") == node
    assert polish.walk("kotx") is None
    letters = [letter for letter, _ in polish.children(polish.walk("kot") or ROOT)]
    assert "a" in letters and "y" in letters
    assert letters == sorted(letters, key=polish.alphabet.index)


def test_prefix_test(polish: Lexicon) -> None:
    assert polish.has_prefix("")
    assert polish.has_prefix("źdźb")
    assert not polish.has_prefix("źdźx")


def test_words_under_a_prefix_are_exactly_the_members(polish: Lexicon) -> None:
    words = list(polish.words("kotar"))
    assert "kotara" in words and "kotarami" in words
    assert all(w.startswith("kotar") and w in polish for w in words)
    assert words == sorted(words, key=lambda w: [polish.alphabet.index(c) for c in w])


SMALL = ["kot", "koty", "kto", "tok", "ok", "oko", "kok", "okno", "noc", "konto", "kanto"]


@pytest.fixture(scope="module")
def small() -> Lexicon:
    return lexicon_from_words(SMALL)


def brute_anagrams(
    words: list[str], letters: str, blanks: int, min_length: int = 1, required: str = ""
) -> set[str]:
    have = collections.Counter(letters)
    need = collections.Counter(required)
    found = set()
    for word in words:
        counts = collections.Counter(word)
        excess = sum((counts - have).values())
        if excess <= blanks and len(word) >= min_length and not need - counts:
            found.add(word)
    return found


def test_the_small_lexicon_holds_exactly_its_words(small: Lexicon) -> None:
    assert sorted(small.words()) == sorted(SMALL)
    assert all(w in small for w in SMALL)
    assert "ko" not in small


@settings(max_examples=150, deadline=None)
@given(
    letters=st.text(alphabet="koatyncę", max_size=8),
    blanks=st.integers(0, 2),
    min_length=st.integers(1, 4),
    required=st.text(alphabet="kot", max_size=2),
)
def test_sub_anagrams_match_brute_force(
    small: Lexicon, letters: str, blanks: int, min_length: int, required: str
) -> None:
    found = small.anagrams(letters, blanks, min_length=min_length, required=required)
    assert len(found) == len(set(found))
    assert set(found) == brute_anagrams(SMALL, letters, blanks, min_length, required)
    lengths = [len(w) for w in found]
    assert lengths == sorted(lengths, reverse=True)


def test_sub_anagrams_on_the_real_lexicon(polish: Lexicon) -> None:
    found = polish.anagrams("kotara")
    assert "kotara" in found[:5] and len(found[0]) == 6
    assert {"kot", "kota", "tak", "rak", "okra"} <= set(found)
    assert all(w in polish for w in found)
    with_blank = polish.anagrams("kotar", 1, min_length=6)
    assert "kotara" in with_blank and "kotary" in with_blank
    assert all(len(w) == 6 for w in with_blank)
    assert polish.anagrams("kotara", max_length=3, required="r") == [
        w for w in found if len(w) <= 3 and "r" in w
    ]


def test_fifteen_letters_and_two_blanks(polish: Lexicon) -> None:
    letters = "umłnbeaekoodtmy"
    found = polish.anagrams(letters, 2)
    sample = found[:: max(1, len(found) // 300)]
    for word in sample:
        assert word in polish
        assert sum((collections.Counter(word) - collections.Counter(letters)).values()) <= 2
    assert len(found[0]) == 16


def test_pattern_search(polish: Lexicon) -> None:
    assert polish.matching("k?t") == ["kat", "kąt", "ket", "kit", "kot", "kpt"] or {
        "kat",
        "kąt",
        "kit",
        "kot",
    } <= set(polish.matching("k?t"))
    assert all(len(w) == 3 and w[0] == "k" and w[2] == "t" for w in polish.matching("k?t"))
    assert polish.matching("źdźbło") == ["źdźbło"]
    assert polish.matching("") == []


def test_bad_letters_are_refused(polish: Lexicon) -> None:
    with pytest.raises(LettersOutsideAlphabet):
        polish.anagrams("kotx")
    with pytest.raises(LettersOutsideAlphabet):
        polish.matching("k*t")
    with pytest.raises(UnknownLanguage):
        load_lexicon("de")


# -- the file format -----------------------------------------------------------------------
def test_packed_dawg_round_trips_and_rejects_damage() -> None:
    packed = build(["ala", "ma", "kota"], "aklmot")
    again = PackedDawg.from_bytes(packed.to_bytes())
    assert list(again.array) == list(packed.array) and again.word_count == 3
    with pytest.raises(DawgFormatError):
        PackedDawg.from_bytes(b"nonsense")
    with pytest.raises(DawgFormatError):
        PackedDawg.from_bytes(packed.to_bytes()[:-4])


def test_build_is_minimal_for_shared_suffixes() -> None:
    # "kot"/"lot" share the "ot" tail: 1 root + 1 state after k|l + 1 after o + 1 final.
    packed = build(["kot", "lot"], "klot")
    headers = 0
    offset = 0
    while offset < len(packed.array):
        headers += 1
        offset += 1 + packed.array[offset].bit_count()
    assert headers == 4


def _sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_shipped_files_match_the_build_manifest() -> None:
    manifest = json.loads((LEXICON_DIR / "manifest.json").read_text("utf-8"))
    for lang in ("pl", "en"):
        for name, digest in manifest[lang]["files"].items():
            assert _sha256(LEXICON_DIR / name) == digest, name
    # Editing the overrides or the review without rebuilding must fail here.
    assert _sha256(LEXICON_DIR / "overrides-pl.txt") == manifest["pl"]["overrides_sha256"]
    assert _sha256(LEXICON_DIR / "review-pl.tsv") == manifest["pl"]["review_sha256"]
    assert _sha256(LEXICON_DIR / "review-en.tsv") == manifest["en"]["review_sha256"]
    assert _sha256(LEXICON_DIR / "two-letter-pl.tsv") == manifest["pl"]["two_letter_sha256"]
    assert manifest["pl"]["word_count"] == len(load_lexicon("pl"))


def _assert_rebuild_matches(lang: str, out: Path) -> None:
    build = [sys.executable, str(REPO / "tools" / "build_lexicon.py"), "--lang", lang]
    subprocess.run([*build, "--out", str(out)], check=True, capture_output=True)
    for name in (f"{lang}.dawg", f"{lang}.dawgdic"):
        assert _sha256(out / name) == _sha256(LEXICON_DIR / name)


#: Every 2000th word of the Polish source and each one without a vowel, as drawn from the
#: wpolish the lexicon was built from: the sample test needs no word list of the system's, which
#: is another one on other releases (Debian 13 has wpolish 20240901).
POLISH_SAMPLE = REPO / "tests" / "samples" / "wpolish-20220301-1.txt"


def _read_sample() -> list[str]:
    lines = POLISH_SAMPLE.read_text("utf-8").splitlines()
    return [line for line in lines if line and not line.startswith("#")]


def _sources_built_from(lang: str) -> str | None:
    """Why this system's word lists are not the ones the shipped ``lang`` lexicon was built
    from (missing, or other checksums than the manifest's), or None when they are."""
    manifest = json.loads((LEXICON_DIR / "manifest.json").read_text("utf-8"))
    for name, source in manifest[lang]["sources"].items():
        path = Path(name)
        if not path.exists():
            return (
                f"no {name} (tools/test.sh installs {', '.join(manifest[lang]['debian_packages'])})"
            )
        if _sha256(path) != source["sha256"]:
            packages = ", ".join(f"{p} {v}" for p, v in manifest[lang]["debian_packages"].items())
            return f"{name} is not the list the lexicon was built from ({packages})"
    if lang == "en":  # the abbreviation rule reads SCOWL's own lists
        import build_lexicon

        if not build_lexicon.SCOWL.is_dir():
            return f"no {build_lexicon.SCOWL} (tools/test.sh installs scowl)"
        if build_lexicon.scowl_sha256() != manifest["en"]["scowl_sha256"]:
            return f"{build_lexicon.SCOWL} is not the SCOWL the lexicon was built from"
    return None


@pytest.mark.skipif(_sources_built_from("en") is not None, reason=str(_sources_built_from("en")))
def test_rebuilding_english_reproduces_the_shipped_files(tmp_path: Path) -> None:
    _assert_rebuild_matches("en", tmp_path)


def test_polish_filter_agrees_with_the_shipped_lexicon_on_a_sample(polish: Lexicon) -> None:
    """The whole Polish rebuild takes minutes (``pytest -m slow``); this runs the same filter
    on the sample of the source (every 2000th word and every word without a vowel), the
    overrides and every 10th form of the review (its drops must come out, its keeps stay);
    two-letter-pl.tsv decides the two-letter words."""
    import build_lexicon

    allow, deny = build_lexicon.read_overrides(build_lexicon.OVERRIDES)
    reviewed = sorted(read_review(REVIEW, ALPHABETS["pl"]))
    sample = sorted(set(_read_sample()) | allow | deny | set(reviewed[::10]))
    two_letter = build_lexicon.read_two_letter(build_lexicon.TWO_LETTER)
    review_keeps, dropped = build_lexicon.review_decisions(two_letter)
    assert set(reviewed[::10]) & dropped and set(reviewed[::10]) - dropped
    verdicts = build_lexicon._morfeusz_verdicts(sample)
    for word, keep in zip(sample, verdicts, strict=True):
        expected = (keep or word in allow or word in review_keeps) and word not in deny
        expected = expected and word not in dropped
        assert (word in polish) == two_letter.get(word, expected), word


@pytest.mark.skipif(_sources_built_from("pl") is not None, reason=str(_sources_built_from("pl")))
def test_the_polish_sample_is_drawn_from_the_lexicons_source(polish: Lexicon) -> None:
    import build_lexicon

    # Regular expressions rather than a set of each word's letters: the same test of 4 million
    # words (none is empty), in a fifth of the time.
    of_alphabet = re.compile(f"[{re.escape(''.join(polish.alphabet))}]+")
    source = list(
        filter(of_alphabet.fullmatch, build_lexicon.read_words(build_lexicon.SOURCES["pl"]))
    )
    no_vowel = re.compile(f"[^{''.join(sorted(build_lexicon.POLISH_VOWELS))}]+")
    vowelless = set(filter(no_vowel.fullmatch, source))
    assert _read_sample() == sorted(set(source[::2000]) | vowelless)


@pytest.mark.slow
@pytest.mark.skipif(_sources_built_from("pl") is not None, reason=str(_sources_built_from("pl")))
def test_rebuilding_polish_reproduces_the_shipped_files(tmp_path: Path) -> None:
    _assert_rebuild_matches("pl", tmp_path)


# -- the command line ----------------------------------------------------------------------
def _cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "engines.lexicon", *args],
        capture_output=True,
        text=True,
        cwd=REPO,
    )


def test_cli_check() -> None:
    result = _cli("check", "--lang", "pl", "źdźbło", "juz")
    assert result.returncode == 0
    assert result.stdout == "źdźbło\tyes\njuz\tno\n"
    assert _cli("check", "--lang", "en", "colour").stdout == "colour\tyes\n"


def test_cli_anagram_longest_first() -> None:
    result = _cli("anagram", "--lang", "pl", "--letters", "kotara", "--blanks", "1")
    lines = result.stdout.split()
    assert result.returncode == 0 and "kotara" in lines
    assert [len(w) for w in lines] == sorted((len(w) for w in lines), reverse=True)


def test_cli_relation() -> None:
    assert _cli("relation", "--lang", "pl", "dom", "domowy").stdout.strip() in {"same", "family"}
    assert _cli("relation", "--lang", "pl", "kot", "koty").stdout.strip() == "same"
    assert _cli("relation", "--lang", "pl", "dom", "domena").stdout.strip() == "unrelated"


@pytest.mark.parametrize(
    "args",
    [
        ("check", "--lang", "de", "kot"),
        ("check", "--lang", "pl", "kot9"),
        ("check", "--lang", "pl", ""),
        ("anagram", "--lang", "pl", "--letters", "abc1"),
        ("relation", "--lang", "pl", "", "dom"),
    ],
)
def test_cli_bad_input_is_one_line_and_exit_2(args: tuple[str, ...]) -> None:
    result = _cli(*args)
    assert result.returncode == 2
    assert result.stdout == ""
    assert len(result.stderr.strip().splitlines()) == 1
