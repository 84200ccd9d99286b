"""The letter puzzles' words (GAMES.md §4, issue #39): particles as school grammar counts them, the
reviewed list that decides each, the edition saved games keep, and proper names by agreement.

Seed 004: „Układane wyrazy muszą być formami gramatycznymi rzeczowników, czasowników,
liczebników, przymiotników, zaimków oraz mogą być przysłówkami lub przyimkami.”"""

from __future__ import annotations

import dataclasses
import json
from collections import Counter

import pytest

from engines.core import PlayerId, Reason, Rejected, Setup
from engines.lexicon.relation import morfeusz_analyse
from engines.puzzle import PuzzleGame
from engines.puzzle.computer import Gra3Computer
from engines.puzzle.gra2 import SubmitGrid
from engines.puzzle.gra3 import Gra3State, SubmitWord
from engines.puzzle.grid import word_cells
from engines.puzzle.word_classes import (
    COUNT,
    MORFEUSZ,
    OUT,
    PARTICLE_CLASSES,
    REFUSE,
    SCHOOL,
    _current,
    _first_readings,
    particle_review,
    shipped_refused,
)
from engines.puzzle.words import puzzle_dictionary
from engines.records.record import GameRecord
from engines.tiles import load_tile_set

GAME = PuzzleGame()
P0 = PlayerId(0)
#: School grammar's pronoun and adverbs that SGJP files as particles (GAMES.md §4).
COUNTED = ("się", "już", "jeszcze", "znowu", "wreszcie", "nareszcie", "dopiero")
#: The particles the decision keeps out.
KEPT_OUT = ("niech", "czy", "no", "że", "by")


def gra3_with_rack(rack: str, **options: object) -> Gra3State:
    """A GRA III game whose first player holds ``rack`` (a word's letters, topped up)."""
    state = GAME.new_game(Setup("puzzle", "gra3", 2, 1, dict(options)))
    assert isinstance(state, Gra3State)
    everything = Counter(load_tile_set("puzzle").tiles())
    wanted = Counter(rack)
    for letter in "aeiounrstkwzy":
        if sum(wanted.values()) >= 15:
            break
        if wanted[letter] < everything[letter]:
            wanted[letter] += 1
    assert not wanted - everything
    rest = everything - wanted
    second = tuple(sorted(rest.elements()))[:15]
    bag = dataclasses.replace(state.bag, tiles=tuple(sorted((rest - Counter(second)).elements())))
    return dataclasses.replace(state, racks=(tuple(wanted.elements()), second), bag=bag)


@pytest.mark.parametrize("word", COUNTED)
def test_school_grammars_pronoun_and_adverbs_count(word: str) -> None:
    """GAMES.md §4, decision of 2026-11-28: "the rulebook speaks school grammar, in which SIĘ is
    a pronoun and JUŻ, JESZCZE, ZNOWU, WRESZCIE, NARESZCIE, DOPIERO are adverbs, while Morfeusz
    files them as particles". Issue #39: the puzzles refused them."""
    assert word in puzzle_dictionary()
    assert word not in puzzle_dictionary(word_classes=MORFEUSZ)  # what Morfeusz alone says
    state = gra3_with_rack(word + "kot")
    after = GAME.apply(state, P0, SubmitWord(word, at=1.0))
    assert after.submissions[0] is not None and after.submissions[0].word == word


@pytest.mark.parametrize("word", KEPT_OUT)
def test_particles_with_no_adverb_or_pronoun_sense_stay_out(word: str) -> None:
    """GAMES.md §4: "NIECH, CZY, NO, ŻE, BY stay out" — NO too, though SGJP also reads it as the
    noun nō (the Japanese theatre)."""
    assert word not in puzzle_dictionary()
    state = gra3_with_rack(word + "kotara")
    with pytest.raises(Rejected) as refused:
        GAME.apply(state, P0, SubmitWord(word, at=1.0))
    assert refused.value.reason is Reason.WORD_CLASS


def test_every_particle_refused_before_is_decided_with_a_reason() -> None:
    """Issue #39: "a reviewed data file in resources/ with a reason per word, refused ones
    included" — every form of the shipped lexicon that Morfeusz's classes refuse and that has a
    particle reading is decided through its first segment (jużbym as już, as zrobiłbym is a
    verb), and every row says why."""
    review = particle_review()
    assert {d.decision for d in review.values()} == {COUNT, REFUSE, OUT}
    assert all(len(d.reason) > 10 for d in review.values())
    for word in KEPT_OUT:
        assert review[word].decision in (REFUSE, OUT)
    for word in COUNTED:
        assert review[word].decision == COUNT
    undecided = []
    particles = 0
    for form in sorted(shipped_refused(MORFEUSZ)):
        analysis = morfeusz_analyse(form)
        assert analysis is not None
        readings = _current(_first_readings(analysis))
        lemmas = {r.lemma for r in readings if r.kind in PARTICLE_CLASSES}
        particles += bool(lemmas)
        undecided += [(form, lemma) for lemma in lemmas if lemma not in review]
    assert not undecided
    assert particles == 217  # the count the file's header gives
    # What the school edition refuses: Morfeusz's, less the particles that count, plus NO.
    school, morfeusz = shipped_refused(SCHOOL), shipped_refused(MORFEUSZ)
    assert morfeusz - school >= {"się", "już", "jużbym", "jeszcze", "znowu", "znów"}
    assert school - morfeusz == {"no"}


def test_a_game_saved_before_keeps_morfeuszs_classes() -> None:
    """Games saved before the review replay as they were played: their setup has no
    ``word_classes``, read as ``morfeusz`` (SIĘ refused then, and still in that game)."""
    first = GAME.new_game(Setup("puzzle", "gra3", 2, 3))
    assert first.setup.options["word_classes"] == SCHOOL
    data = json.loads(GameRecord(first.setup).dumps())
    del data["options"]["word_classes"]
    setup = GameRecord.from_json(data).setup
    assert setup.options["word_classes"] == MORFEUSZ
    old = dataclasses.replace(gra3_with_rack("siękotara"), setup=setup)
    with pytest.raises(Rejected) as refused:
        GAME.apply(old, P0, SubmitWord("się", at=1.0))
    assert refused.value.reason is Reason.WORD_CLASS


def test_the_computer_players_words_follow() -> None:
    """Issue #39: "the computer players' word lists follow" — the strong player's search and the
    move generators' dictionary take the counted particles, not the refused ones."""
    state = gra3_with_rack("jeszcze")
    view = GAME.view(state, P0)
    candidates = Gra3Computer("strong").candidates(view)
    assert "jeszcze" in candidates
    old = dataclasses.replace(view, word_classes=MORFEUSZ)
    assert "jeszcze" not in Gra3Computer("strong").candidates(old)
    dictionary = puzzle_dictionary()
    assert dictionary.allows_generated("się") and not dictionary.allows_generated("niech")
    assert dictionary.playable(["się", "niech", "no", "już"]) == ["się", "już"]


@pytest.mark.parametrize(
    ("word", "kind"),
    [
        ("jan", "imiona (a first name)"),
        ("bmw", "marki samochodów (a car make)"),
        ("warszawa", "nazwy geograficzne (a place)"),
        ("warszawy", "a place, declined"),
        ("mickiewicz", "nazwiska sławnych ludzi (a famous surname)"),
    ],
)
def test_proper_names_by_agreement_of_every_kind_the_rulebook_names(word: str, kind: str) -> None:
    """Seed 004: „przed przystąpieniem do gry można zmienić zasady i dopuścić możliwość używania
    wyrazów oznaczających nazwy własne: imiona, marki samochodów, nazwy geograficzne, nazwiska
    sławnych ludzi itp.” Issue #39: WARSZAWA, JAN and BMW were refused with the option on —
    Morfeusz finds them only as they are written (Warszawa, Jan, BMW)."""
    assert word not in puzzle_dictionary(), kind
    assert word in puzzle_dictionary(proper_names=True), kind
    # GRA III takes it with the option…
    state = gra3_with_rack(word, proper_names=True)
    after = GAME.apply(state, P0, SubmitWord(word, at=1.0))
    assert after.submissions[0] is not None and after.submissions[0].word == word
    # …and GRA II scores it in a crossword.
    game2 = GAME.new_game(Setup("puzzle", "gra2", 2, 1, {"proper_names": True}))
    sitting = dataclasses.replace(game2.sittings[0], tiles=tuple(word))  # the word's tiles only
    game2 = dataclasses.replace(game2, sittings=(sitting, *game2.sittings[1:]))
    done = GAME.apply(game2, P0, SubmitGrid(word_cells(word, word)))
    assert done.sittings[0].ended is not None and len(done.sittings[0].grid) == len(word)
    plain = dataclasses.replace(game2, setup=dataclasses.replace(game2.setup, options={}))
    with pytest.raises(Rejected) as refused:
        GAME.apply(plain, P0, SubmitGrid(word_cells(word, word)))
    assert refused.value.reason is Reason.UNKNOWN_WORD
