"""GRA III (GAMES.md §4): longest word from 15 own tiles, 10 rounds, +5 for the longest."""

from __future__ import annotations

import dataclasses
import json
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engines.core import SYSTEM, PlayerId, Reason, Rejected, Setup, TimeUp
from engines.puzzle import PuzzleGame
from engines.puzzle.gra3 import GRACE, HAND, GiveUp, Gra3State, SubmitWord
from engines.puzzle.rounds import sitting_limit
from engines.records.record import GameRecord, start
from engines.tiles import load_tile_set

GAME = PuzzleGame()
P0, P1, P2 = PlayerId(0), PlayerId(1), PlayerId(2)


def game_with_racks(*racks: str, seed: int = 1, round_end: str = GRACE) -> Gra3State:
    """A new game whose racks are replaced by the given letters (the bag keeps the rest). The
    tests of this part are of the ``grace`` round end (games saved before 2026-11-28 replay by
    it); the rulebook's raised hand, every new game's rule, is tested further down."""
    setup = Setup("puzzle", "gra3", len(racks), seed, {"round_end": round_end})
    state = GAME.new_game(setup)
    everything = Counter(load_tile_set("puzzle").tiles())
    wanted = Counter("".join(racks))
    assert not wanted - everything, "not in the puzzle set"
    rest = everything - wanted
    bag = dataclasses.replace(state.bag, tiles=tuple(sorted(rest.elements())))
    return dataclasses.replace(state, racks=tuple(tuple(r) for r in racks), bag=bag)


def rejection(state: Gra3State, player: PlayerId, word: str) -> Rejected:
    with pytest.raises(Rejected) as caught:
        GAME.apply(state, player, SubmitWord(word))
    return caught.value


def test_each_player_draws_fifteen() -> None:
    game, state = start(Setup("puzzle", "gra3", 4, 9))
    assert [len(r) for r in state.racks] == [15] * 4
    assert len(state.bag) == 70 - 60
    assert game.to_act(state) == {0, 1, 2, 3}


def test_the_first_word_must_have_five_letters_then_shorter_ones_are_fine() -> None:
    state = game_with_racks("kotaraezinpsłwy", "aptekadomnibcyś")
    assert rejection(state, P0, "kot").reason is Reason.TOO_SHORT
    assert rejection(state, P0, "kot").details["min_length"] == 5
    state = GAME.apply(state, P1, SubmitWord("apteka"))
    assert state.ender == P1
    state = GAME.apply(state, P0, SubmitWord("kot"))
    assert state.round == 2  # both in: the round was scored
    result = state.history[0]
    assert result.ender == P1
    # APTEKA = 6 (the rulebook's example), KOT = 3; APTEKA is longest: +5.
    assert result.word_scores == (3, 6)
    assert result.bonuses == (0, 5)
    assert GAME.scores(state) == (3, 11)


def test_refused_words_leave_the_state_as_it_was_and_the_player_may_retry() -> None:
    state = game_with_racks("kotaraezinpsłwy", "aptekadomnibcyś")
    assert rejection(state, P0, "kotarax").reason is Reason.LETTERS_NOT_IN_ALPHABET
    assert rejection(state, P0, "zzzzzz").reason is Reason.MISSING_TILES
    assert rejection(state, P0, "ratoki").reason is Reason.UNKNOWN_WORD
    assert rejection(state, P0, "").reason is Reason.EMPTY_WORD
    assert GAME.to_act(state) == {P0, P1}
    state = GAME.apply(state, P0, SubmitWord("KOTARA"))  # typed in capitals: same word
    assert state.submissions[0] is not None and state.submissions[0].word == "kotara"
    with pytest.raises(Rejected) as again:
        GAME.apply(state, P0, SubmitWord("kotary"))
    assert again.value.reason is Reason.ALREADY_SUBMITTED


def test_blanks_stand_for_missing_letters_and_score_nothing() -> None:
    # TRĄBY = 10 in the rulebook; with a blank for Ą it scores 10 - 5 = 5.
    state = game_with_racks("trby?aaeiikklmn", "aptekadomnibcyś")
    state = GAME.apply(state, P0, SubmitWord("trąby"))
    assert state.submissions[0] is not None
    assert state.submissions[0].blank_letters == ("ą",)
    state = GAME.apply(state, P1, GiveUp())
    assert state.history[0].word_scores == (5, 0)
    assert state.history[0].bonuses == (5, 0)


def test_every_tied_longest_word_gets_the_bonus() -> None:
    state = game_with_racks("kozakiłtenrsbpm", "sądziowertnybcl", "aptekaliiocyzgu")
    state = GAME.apply(state, P0, SubmitWord("kozaki"))
    state = GAME.apply(state, P1, SubmitWord("sądzi"))
    state = GAME.apply(state, P2, SubmitWord("apteka"))
    result = state.history[0]
    assert result.bonuses == (5, 0, 5)
    assert result.word_scores[1] == 10  # SĄDZI = 10 (rulebook)


def test_a_player_with_no_word_scores_zero_and_giving_up_does_not_end_the_round() -> None:
    state = game_with_racks("kotaraezinpsłwy", "aptekadomnibcyś")
    state = GAME.apply(state, P0, GiveUp())
    assert state.ender is None
    assert rejection(state, P1, "dom").reason is Reason.TOO_SHORT
    state = GAME.apply(state, P1, SubmitWord("domek"))
    assert state.history[0].word_scores[0] == 0
    assert state.history[0].bonuses == (0, 5)


def test_time_up_for_one_player_or_for_everyone() -> None:
    state = game_with_racks("kotaraezinpsłwy", "aptekadomnibcyś", "lwiemuhfóżjęcgi")
    state = GAME.apply(state, P0, SubmitWord("kotara"))
    state = GAME.apply(state, SYSTEM, TimeUp(player=1))
    assert GAME.to_act(state) == {P2}
    with pytest.raises(Rejected):
        GAME.apply(state, SYSTEM, TimeUp(player=1))
    state = GAME.apply(state, SYSTEM, TimeUp())
    assert state.round == 2
    assert [s.word for s in state.history[0].submissions] == ["kotara", None, None]


def test_views_show_only_your_own_rack_and_words_after_the_round() -> None:
    state = game_with_racks("kotaraezinpsłwy", "aptekadomnibcyś")
    state = GAME.apply(state, P0, SubmitWord("kotara"))
    mine, theirs, public = GAME.view(state, P0), GAME.view(state, P1), GAME.view(state, None)
    assert mine.rack == tuple("kotaraezinpsłwy") and theirs.rack == tuple("aptekadomnibcyś")
    assert public.rack is None
    assert theirs.own_submission is None and mine.own_submission is not None
    assert "kotara" not in repr(theirs) and "kotara" not in repr(public)
    assert theirs.submitted == (True, False) and theirs.ender == P0


def test_ten_rounds_then_the_highest_total_wins_and_ties_share() -> None:
    game, state = start(Setup("puzzle", "gra3", 2, 2))
    for _ in range(10):
        assert not game.is_over(state)
        state = game.apply(state, SYSTEM, TimeUp())
    assert game.is_over(state) and len(state.history) == 10
    with pytest.raises(Rejected) as over:
        game.apply(state, P0, GiveUp())
    assert over.value.reason is Reason.GAME_OVER
    assert game.outcome(state).ranks == (1, 1)  # nobody scored: a shared win


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10_000), players=st.integers(2, 4), rounds=st.integers(1, 9))
def test_tiles_are_conserved_and_redealt_every_round(seed: int, players: int, rounds: int) -> None:
    game, state = start(Setup("puzzle", "gra3", players, seed))
    full = Counter(load_tile_set("puzzle").tiles())
    for _ in range(rounds):
        state = game.apply(state, SYSTEM, TimeUp())
        assert Counter(state.bag.tiles) + sum((Counter(r) for r in state.racks), Counter()) == full
        assert all(len(r) == 15 for r in state.racks)


@pytest.mark.parametrize("seed", range(3))
@pytest.mark.parametrize("level", ["easy", "medium", "strong"])
def test_computer_words_are_legal_and_strong_finds_the_longest(level: str, seed: int) -> None:
    import random

    state = game_with_racks("kotaraezinpsłwy", "aptekadomnibcyś")
    view = GAME.view(state, P0)
    action = GAME.computer(level).choose(view, random.Random(seed), lambda: False, lambda _: None)
    assert isinstance(action, SubmitWord)
    assert GAME.is_legal(state, P0, action)
    if level == "strong":
        from engines.lexicon import load_lexicon

        longest = load_lexicon("pl").anagrams("kotaraezinpsłwy")[0]
        assert len(action.word) == len(longest)
    else:  # the words a person of that strength knows
        from engines.lexicon.common import common_words

        assert action.word in common_words("pl")


def test_a_conjunction_is_refused_as_a_word_class() -> None:
    """GAMES.md §4 (issue 25): PONIEWAŻ is only a conjunction — „Układane wyrazy muszą być
    formami gramatycznymi rzeczowników, czasowników, liczebników, przymiotników, zaimków oraz
    mogą być przysłówkami lub przyimkami.”"""
    state = game_with_racks("ponieważkotaeis", "aptekadomnibcyś")
    refused = rejection(state, P0, "ponieważ")
    assert refused.reason is Reason.WORD_CLASS and refused.details["word"] == "ponieważ"


def test_proper_names_and_extra_words_by_agreement() -> None:
    racks = ("paryżkotaeinsło", "aptekadomnibcyś")
    state = game_with_racks(*racks)
    assert rejection(state, P0, "paryża").reason is Reason.UNKNOWN_WORD
    named = dataclasses.replace(
        state,
        setup=dataclasses.replace(
            state.setup, options={**state.setup.options, "proper_names": True}
        ),
    )
    assert GAME.apply(named, P0, SubmitWord("paryża")).ender == P0
    options = {**state.setup.options, "extra_words": ("kotaeinsło",)}
    agreed = dataclasses.replace(state, setup=dataclasses.replace(state.setup, options=options))
    assert GAME.apply(agreed, P0, SubmitWord("kotaeinsło")).ender == P0


def test_the_word_typed_is_compared_after_nfc() -> None:
    state = game_with_racks("żabakotaeinsło", "aptekadomnibcyś")
    state = GAME.apply(state, P0, SubmitWord("Z\u0307ABKA"))
    submission = state.submissions[P0]
    assert submission is not None and submission.word == "żabka"


# -- the rulebook's round end: a raised hand (GAMES.md §4, decision of 2026-11-28) -------------
# „Runda kończy się, gdy osoba, która ułożyła wyraz podniesie rękę. Wtedy prowadzący grę
# podlicza punkty za wyraz u każdego z grających.” — and „może się zdarzyć, że oprócz
# przerywającego grę nikt nie zdążył ułożyć słowa”.
def hand_game(*racks: str) -> Gra3State:
    return game_with_racks(*racks, round_end=HAND)


def test_a_new_game_ends_the_round_with_a_raised_hand() -> None:
    state = GAME.new_game(Setup("puzzle", "gra3", 2, 1))
    assert state.setup.options["round_end"] == HAND
    view = GAME.view(state, P0)
    assert view.round_end == HAND and not view.short_words_wait and view.time_limit == 0


def test_at_one_screen_everyone_has_the_first_submitters_time_and_later_words_are_late() -> None:
    """At one screen each player has on their own clock the time the first submitter needed;
    only a word submitted within it counts (issue #39: the others had ``time_limit`` more
    seconds and their words scored, even taking the +5)."""
    state = hand_game("kotaraezinpsłwy", "aptekadomnibcyś", "lwiemuhfóżjęcgi")
    # P0 sits first and raises a hand at 40 s with KOTARA (6 letters).
    state = GAME.apply(state, P0, SubmitWord("kotara", at=40.0))
    assert state.round == 1 and state.ender == P0
    later = GAME.view(state, P1)
    assert later.time_to_beat == 40.0 and sitting_limit(later) == 40.0
    assert "kotara" not in repr(later)
    # P1, sitting next, hands in DOM (a short word: no raised hand) at 15 s: it counts.
    state = GAME.apply(state, P1, SubmitWord("dom", at=15.0))
    # P2 raises a hand at 50 s on their clock: after the end, so it scores nothing.
    state = GAME.apply(state, P2, SubmitWord("chmieluję", at=50.0))
    result = state.history[0]
    assert result.length == 40.0 and result.ender == P0
    assert [s.late for s in result.submissions] == [False, False, True]
    assert result.word_scores[2] == 0 and result.bonuses == (5, 0, 0)
    assert result.word_scores[1] == 4  # D1 O1 M2


def test_a_quicker_raised_hand_makes_an_earlier_word_late() -> None:
    """P0 hands in a short word at 30 s; P1, sitting later, raises a hand at 20 s: at the table
    P0's word would not have been laid yet — it scores 0."""
    state = hand_game("kotaraezinpsłwy", "aptekadomnibcyś")
    state = GAME.apply(state, P0, SubmitWord("kot", at=30.0))
    assert state.ender is None and GAME.view(state, P1).time_to_beat is None
    state = GAME.apply(state, P1, SubmitWord("apteka", at=20.0))
    result = state.history[0]
    assert result.ender == P1 and result.length == 20.0
    assert result.submissions[0].late and result.totals == (0, 11)


def test_time_up_at_the_end_leaves_no_word() -> None:
    state = hand_game("kotaraezinpsłwy", "aptekadomnibcyś")
    state = GAME.apply(state, P0, SubmitWord("kotara", at=12.5))
    state = GAME.apply(state, SYSTEM, TimeUp(player=1))  # P1's clock reached 12.5 s
    result = state.history[0]
    assert result.submissions[1].word is None and result.submissions[1].timed_out
    assert result.totals[1] == 0


def test_a_raised_hand_with_no_time_ends_the_round_at_once() -> None:
    """Untimed (the command line): the word ends the round for everyone at once; a word handed
    in before it counts, nobody else's."""
    state = hand_game("kotaraezinpsłwy", "aptekadomnibcyś", "lwiemuhfóżjęcgi")
    state = GAME.apply(state, P1, SubmitWord("dom"))
    assert state.round == 1  # a short word does not end the round
    state = GAME.apply(state, P0, SubmitWord("kotara"))
    assert state.round == 2
    result = state.history[0]
    assert [s.word for s in result.submissions] == ["kotara", "dom", None]
    assert result.ender == P0


def test_when_nobody_can_end_the_round_every_word_handed_in_counts() -> None:
    state = hand_game("kotaraezinpsłwy", "aptekadomnibcyś")
    state = GAME.apply(state, P0, SubmitWord("kot", at=9.0))
    state = GAME.apply(state, P1, GiveUp(at=30.0))
    result = state.history[0]
    assert result.length is None and result.ender is None
    assert result.totals == (3 + 5, 0)


def test_a_bad_time_is_refused() -> None:
    state = hand_game("kotaraezinpsłwy", "aptekadomnibcyś")
    for at in (-1.0, float("nan"), float("inf")):
        with pytest.raises(Rejected) as refused:
            GAME.apply(state, P0, SubmitWord("kotara", at=at))
        assert refused.value.reason is Reason.BAD_TIME


def test_a_game_saved_before_keeps_the_time_after_the_first_word() -> None:
    """A setup with no ``round_end`` (saved before the decision) is read as ``grace``."""
    data = json.loads(GameRecord(GAME.new_game(Setup("puzzle", "gra3", 2, 1)).setup).dumps())
    del data["options"]["round_end"]
    setup = GameRecord.from_json(data).setup
    assert setup.options["round_end"] == GRACE
    view = GAME.view(GAME.new_game(setup), P0)
    assert view.short_words_wait and view.time_limit == 60


@pytest.mark.parametrize("level", ["easy", "medium", "strong"])
def test_computers_hand_in_a_word_timed_at_their_pace_within_the_end(level: str) -> None:
    """A computer's word carries its thinking time (its level's seconds per letter); once the
    round has ended on the clock it hands in only a word it could have found by then."""
    import random

    from engines.puzzle.rounds import PACE

    state = hand_game("kotaraezinpsłwy", "aptekadomnibcyś")
    computer = GAME.computer(level)
    action = computer.choose(GAME.view(state, P1), random.Random(1), lambda: False, print)
    assert isinstance(action, SubmitWord) and action.at == len(action.word) * PACE[level]
    state = GAME.apply(state, P0, SubmitWord("kotara", at=3 * PACE[level]))
    action = computer.choose(GAME.view(state, P1), random.Random(1), lambda: False, print)
    if isinstance(action, SubmitWord):
        assert action.at is not None and action.at <= 3 * PACE[level] and len(action.word) <= 3
    else:
        assert isinstance(action, GiveUp) and action.at == 3 * PACE[level]
    after = GAME.apply(state, P1, action)
    assert not after.history[0].submissions[1].late
