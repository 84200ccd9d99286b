"""7 słów best-word search, computer players and the command line."""

from __future__ import annotations

import dataclasses
import doctest
import itertools
import random
import subprocess
import sys
import threading
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engines.core import Cancelled, PlayerId, Setup
from engines.lexicon import Lexicon, lexicon_from_words
from engines.lexicon.common import common_words
from engines.registry import get_game
from engines.seven_words import families, round_end
from engines.seven_words import index as index_module
from engines.seven_words import search as search_module
from engines.seven_words.area import check_area
from engines.seven_words.cards import card_letters, deck
from engines.seven_words.computer import MAX_LENGTH, THINKING_MS, SevenWordsComputer
from engines.seven_words.families import family_conflict
from engines.seven_words.index import (
    WordIndex,
    build_lexicon_index,
    lexicon_index,
    word_ranks,
)
from engines.seven_words.scoring import score_word
from engines.seven_words.search import best_allowed_word, best_words, card_sets
from engines.seven_words.state import Challenge, Continue, SevenWordsView, SubmitWord
from engines.tools.play import play_out

REPO = Path(__file__).resolve().parent.parent
GAME: Any = get_game("seven_words")
AREA = ("l", "p", "m", "b", "l", "t", "r", "n")


@pytest.fixture(scope="module")
def index() -> WordIndex:
    return lexicon_index()


@pytest.fixture(scope="module")
def small() -> tuple[Lexicon, list[str], WordIndex]:
    """A lexicon of 3000 real words plus crafted ones, to check the search by brute force."""
    ranks = word_ranks()
    rng = random.Random(7)
    words = {ranks.word_at(rng.randrange(ranks.word_count)) for _ in range(3000)}
    words |= {"lumpenproletariat", "kk", "kkk", "żżż", "pop", "a"}
    lexicon = lexicon_from_words(words)
    return lexicon, list(lexicon.words()), build_lexicon_index(lexicon)


def _areas() -> st.SearchStrategy[tuple[str, ...]]:
    cards = list(deck().tiles())

    def valid(area: tuple[str, ...]) -> bool:
        try:
            check_area(area)
        except ValueError:
            return False
        return True

    return st.permutations(cards).map(lambda c: tuple(c[:8])).filter(valid)


# -- the index -------------------------------------------------------------------------------
@pytest.mark.parametrize("module", [index_module, search_module, families, round_end])
def test_doctests(module: object) -> None:
    assert doctest.testmod(module).failed == 0  # type: ignore[arg-type]


def test_ranks_follow_the_lexicons_alphabet_order(
    small: tuple[Lexicon, list[str], WordIndex],
) -> None:
    _, words, built = small
    assert [built.word_at(i) for i in range(len(words))] == words
    full = word_ranks()
    first = list(itertools.islice(full.lexicon.words(), 2000))
    assert [full.word_at(i) for i in range(2000)] == first
    with pytest.raises(IndexError):
        full.word_at(full.word_count)


def test_every_word_is_filed_under_its_signature(
    small: tuple[Lexicon, list[str], WordIndex],
) -> None:
    _, words, built = small
    bits = index_module._card_bits(small[0].alphabet)
    assert set(bits) == set(card_letters())
    for signature in range(built.signature_count):
        members = built.words_of(np.array([signature]))
        values = {index_module.signature_of(words[int(n)], bits) for n in members}
        assert len(values) == 1
    assert built.count_of(np.arange(built.signature_count)) == len(words)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(area=_areas(), veteran=st.booleans())
def test_best_words_match_brute_force(
    small: tuple[Lexicon, list[str], WordIndex], area: tuple[str, ...], veteran: bool
) -> None:
    _, words, built = small
    scored = sorted(
        ((score_word(w, area, veteran=veteran).points, w) for w in words),
        key=lambda pair: -pair[0],
    )
    found = best_words(built, area, veteran=veteran, top=5)
    assert [p for p, _ in found] == [p for p, _ in scored[:5]]
    for points, word in found:
        assert score_word(word, area, veteran=veteran).points == points


def test_card_sets_cover_every_way_to_take_cards() -> None:
    sets = card_sets(("k", "k", "t", "b", "s", "p", "w", "r"))
    assert len(sets) == 3 * 2**6  # k: none, the better card, both
    assert sets[0].points == 28 and sets[-1].points == 0
    assert all(a.points >= b.points for a, b in itertools.pairwise(sets))


def test_the_whole_lexicon_search_agrees_with_the_scorer(index: WordIndex) -> None:
    found = best_words(index, AREA, top=20)
    assert len(found) == 20 and found[0][0] == 30
    assert all(score_word(w, AREA).points == p for p, w in found)
    assert score_word("lumpenproletariat", AREA).points < found[0][0]


def test_the_background_build_can_be_cancelled_while_waiting() -> None:
    release = threading.Event()

    def slow() -> WordIndex:
        release.wait(5)
        return lexicon_index()

    pending = index_module._Background(slow)
    with pytest.raises(Cancelled):
        pending.get(should_stop=lambda: True)
    release.set()
    assert pending.get() is lexicon_index()


# -- computer players ------------------------------------------------------------------------
def _view(players: int = 2, seed: int = 3, **changes: Any) -> SevenWordsView:
    state = GAME.new_game(Setup("seven_words", "standard", players, seed))
    state = dataclasses.replace(state, table=dataclasses.replace(state.table, area=AREA))
    view: SevenWordsView = GAME.view(state, PlayerId(0))
    return dataclasses.replace(view, **changes)


def _choose(level: str, view: SevenWordsView, seed: int = 1) -> Any:
    return SevenWordsComputer(level).choose(
        view, random.Random(seed), lambda: False, lambda _: None
    )


def test_strong_writes_a_best_scoring_word(index: WordIndex) -> None:
    action = _choose("strong", _view())
    assert isinstance(action, SubmitWord)
    assert score_word(action.word, AREA).points == best_words(index, AREA, top=1)[0][0]
    low, high = THINKING_MS["strong"]
    assert low <= action.elapsed_ms <= high


def test_strong_respects_the_family_rule() -> None:
    first = _choose("strong", _view()).word
    view = _view(earlier_words=(first,))
    second = _choose("strong", view).word
    assert family_conflict(second, (first,)) is None
    assert score_word(second, AREA).points <= score_word(first, AREA).points


def test_strong_plays_the_veterans_best(index: WordIndex) -> None:
    action = _choose("strong", _view(veteran=True))
    best = best_allowed_word(index, AREA, lambda _w: True, random.Random(1), veteran=True)
    assert best is not None
    assert score_word(action.word, AREA, veteran=True).points == best[0]


@pytest.mark.parametrize("seed", range(4))
def test_weaker_levels_write_weaker_words(index: WordIndex, seed: int) -> None:
    best = best_words(index, AREA, top=1)[0][0]
    medium = _choose("medium", _view(), seed)
    easy = _choose("easy", _view(), seed)
    assert score_word(medium.word, AREA).points < best
    assert score_word(easy.word, AREA).points < best
    assert easy.word in common_words("pl")
    assert THINKING_MS["easy"][0] <= easy.elapsed_ms <= THINKING_MS["easy"][1]


def test_weaker_levels_write_common_words_of_a_human_length() -> None:
    """A keen player writes common words of at most 11 letters, a casual one of at most 8 —
    never the whole lexicon's 19-letter NIECZERWONOBRĄZOWYM (medium once did)."""
    common = common_words("pl")
    written = {"medium": 0, "easy": 0}
    for seed in range(3):
        _, _, record = play_out(Setup("seven_words", "standard", 2, seed), ["medium", "easy"])
        for move in record.moves:
            if isinstance(move.action, SubmitWord) and move.action.word is not None:
                level = ("medium", "easy")[move.player]
                assert move.action.word in common, move.action.word
                assert len(move.action.word) <= MAX_LENGTH[level], move.action.word
                written[level] += 1
    assert min(written.values()) >= 10


def test_computer_players_hurry_once_the_timer_is_flipped() -> None:
    view = _view(players=3, time_to_beat_ms=4_000, deadline_ms=34_000)
    for level in ("easy", "medium", "strong"):
        for seed in range(5):
            assert _choose(level, view, seed).elapsed_ms <= 33_000


def test_computer_players_challenge_only_invalid_words() -> None:
    state = GAME.new_game(Setup("seven_words", "standard", 3, 2, {"checking": "challenge"}))
    state = GAME.apply(state, PlayerId(0), SubmitWord("kot", 1))
    state = GAME.apply(state, PlayerId(1), SubmitWord("kotapsy", 2))
    state = GAME.apply(state, PlayerId(2), SubmitWord("pies", 3))
    for level in ("easy", "medium", "strong"):
        action = _choose(level, GAME.view(state, PlayerId(0)))
        assert action == Challenge(1)
    state = GAME.apply(state, PlayerId(0), Challenge(1))
    assert _choose("strong", GAME.view(state, PlayerId(2))) == Continue()


# -- the command line --------------------------------------------------------------------------
def _cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "engines.seven_words", *args],
        capture_output=True,
        text=True,
        cwd=REPO,
    )


def test_cli_scores_the_rulebook_word() -> None:
    result = _cli("score", "--area", "L,P,M,B,L,T,R,N", "LUMPENPROLETARIAT")
    assert result.returncode == 0, result.stderr
    points, cards = result.stdout.strip().split("\t")
    assert points == "26" and cards.split() == ["L6", "P5", "M4", "L4", "T3", "R2", "N2"]
    veteran = _cli("score", "--area", "l,p,m,b,l,t,r,n", "--veteran", "lumpenproletariat")
    assert veteran.stdout.split("\t")[0] == "22"


def test_cli_lists_the_best_words() -> None:
    result = _cli("best", "--area", "L,P,M,B,L,T,R,N", "--top", "4")
    assert result.returncode == 0, result.stderr
    lines = [line.split("\t") for line in result.stdout.splitlines()]
    assert len(lines) == 4 and all(int(p) == 30 for p, _ in lines)
    assert all(score_word(w, AREA).points == int(p) for p, w in lines)


@pytest.mark.parametrize(
    "args",
    [
        ("score", "--area", "L,P,M,B,L,T,R", "kot"),  # 7 cards
        ("score", "--area", "L,P,M,B,L,T,R,N,K", "kot"),  # 9 cards
        ("score", "--area", "L,P,M,A,L,T,R,N", "kot"),  # a vowel is no card
        ("score", "--area", "L,P,M,B,L,L,R,N", "kot"),  # three L
        ("score", "--area", "Ż,Ć,M,B,L,T,R,N", "kot"),  # three rare cards
        ("score", "--area", "F,F,M,B,K,T,R,N", "kot"),  # the deck has one F
        ("score", "--area", "L,P,M,B,L,T,R,N", "kot1"),
        ("best", "--area", "L,P,M,B,L,T,R,N", "--top", "0"),
        ("score", "--area", "L,P,M,B,L,T,R,N"),
    ],
)
def test_cli_bad_input_is_one_line_and_exit_2(args: tuple[str, ...]) -> None:
    result = _cli(*args)
    assert result.returncode == 2
    assert result.stdout == ""
    assert len(result.stderr.strip().splitlines()) == 1
