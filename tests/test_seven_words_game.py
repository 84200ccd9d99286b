"""7 słów as a game: timing and the fastest player, the "don't flip" card, views, the word
restrictions and their override, challenges, solo, the no-timer main player, records."""

from __future__ import annotations

import dataclasses
import json
from typing import Any

import pytest

from engines.core import SYSTEM, PlayerId, Reason, Rejected, Setup, TimeUp
from engines.records.record import GameRecord, replay
from engines.registry import get_game
from engines.seven_words import rules
from engines.seven_words.round_end import next_main_player
from engines.seven_words.solo import SoloField
from engines.seven_words.state import (
    Challenge,
    Continue,
    GiveUp,
    Phase,
    PlayerRound,
    RoundResult,
    SevenWordsState,
    SubmitWord,
    Verdict,
    WordStatus,
)
from engines.tools.play import play_out

GAME: Any = get_game("seven_words")
AREA = ("l", "p", "m", "b", "l", "t", "r", "n")
BIG = "lumpenproletariat"  # 26
SMALL = "tor"  # t 3 + r 2 = 5


def new(players: int, rules_id: str = "standard", seed: int = 1, **options: Any) -> Any:
    state = GAME.new_game(Setup("seven_words", rules_id, players, seed, options))
    return with_area(state, AREA)


def with_area(state: SevenWordsState, area: tuple[str, ...]) -> SevenWordsState:
    return dataclasses.replace(state, table=dataclasses.replace(state.table, area=area))


def act(state: SevenWordsState, player: int, action: Any) -> Any:
    return GAME.apply(state, PlayerId(player), action)


def write(state: SevenWordsState, player: int, word: str, ms: int = 0, **extra: Any) -> Any:
    return act(state, player, SubmitWord(word, ms, **extra))


def refused(state: SevenWordsState, player: int, action: Any) -> Reason:
    with pytest.raises(Rejected) as error:
        GAME.apply(state, PlayerId(player), action)
    return error.value.reason


def last(state: SevenWordsState) -> RoundResult:
    return state.history[-1]


# -- the fastest player and the 30 seconds ------------------------------------------------------
def test_the_fastest_is_the_shortest_thinking_time_not_the_first_to_submit() -> None:
    state = write(new(3), 0, SMALL, 20_000)
    state = write(state, 1, BIG, 5_000)
    state = write(state, 2, "mop", 30_000)
    result = last(state)
    assert result.fastest == 1
    assert [line.at_least for line in result.players] == [0, 2, 0]  # 26 beats everyone


def test_a_word_more_than_30_s_after_the_fastest_scores_0() -> None:
    state = write(new(3), 0, BIG, 35_001)
    state = write(state, 1, SMALL, 5_000)
    state = write(state, 2, BIG, 35_000)  # exactly 30 s later: in time
    lines = last(state).players
    assert [line.status for line in lines] == [WordStatus.LATE, *[WordStatus.SCORED] * 2]
    assert [line.points for line in lines] == [0, 5, 26]
    assert [line.greater for line in lines] == [0, 0, 1]  # a late word earns no bonus


@pytest.mark.parametrize(
    ("elapsed", "typed_from", "status"),
    [
        (39_000, 34_000, WordStatus.SCORED),  # started typing in time: 5 s of grace
        (39_000, 36_000, WordStatus.LATE),  # started after the timer ran out
        (41_000, 34_000, WordStatus.LATE),  # grace used up
        (39_000, None, WordStatus.LATE),
    ],
)
def test_the_grace_for_a_player_already_typing(
    elapsed: int, typed_from: int | None, status: WordStatus
) -> None:
    state = write(new(2), 0, SMALL, 4_000)
    state = write(state, 1, BIG, elapsed, typed_from_ms=typed_from)
    assert last(state).players[1].status is status


def test_time_to_beat_is_shown_once_someone_has_written() -> None:
    state = new(3)
    assert GAME.view(state, PlayerId(0)).time_to_beat_ms is None
    state = write(state, 1, SMALL, 12_000)
    view = GAME.view(state, PlayerId(0))
    assert (view.time_to_beat_ms, view.deadline_ms) == (12_000, 42_000)
    state = write(state, 2, SMALL, 9_000)
    assert GAME.view(state, PlayerId(0)).time_to_beat_ms == 9_000


def test_the_dont_flip_card_goes_to_the_fastest_and_bars_them_next_round() -> None:
    state = write(new(3), 0, SMALL, 20_000)
    state = write(state, 1, SMALL, 5_000)
    state = write(state, 2, SMALL, 25_000)
    assert state.dont_flip == 1 and GAME.view(state, None).dont_flip == 1
    state = with_area(state, AREA)
    state = write(state, 1, BIG, 1_000)  # the holder writes first: no time to beat yet
    assert GAME.view(state, PlayerId(0)).time_to_beat_ms is None
    state = write(state, 0, "mop", 10_000)
    state = write(state, 2, "ropa", 41_000)  # 31 s after the fastest (player 1 cannot be)
    result = last(state)
    assert result.fastest == 0
    assert result.players[2].status is WordStatus.LATE
    assert result.players[1].greater == 1 and result.players[1].at_least == 0
    assert state.dont_flip == 0


def test_two_players_do_not_use_the_dont_flip_card() -> None:
    state = write(write(new(2), 0, BIG, 5_000), 1, SMALL, 9_000)
    assert state.dont_flip is None
    state = write(write(with_area(state, AREA), 0, "lumpenproletariuszem", 5_000), 1, "mop", 9_000)
    assert last(state).fastest == 0


def test_nobody_with_a_word_means_no_fastest_and_no_bonus() -> None:
    state = act(act(new(2), 0, GiveUp()), 1, GiveUp())
    result = last(state)
    assert result.fastest is None
    assert [line.status for line in result.players] == [WordStatus.NO_WORD] * 2


# -- time up, refusals -----------------------------------------------------------------------
def test_time_up_ends_the_round_for_everyone_still_writing() -> None:
    state = write(new(3), 0, BIG, 3_000)
    assert TimeUp() in GAME.system_actions(state)
    assert refused(state, 1, TimeUp()) is Reason.NOT_YOUR_TURN
    assert refused(state, SYSTEM, TimeUp(player=0)) is Reason.ALREADY_SUBMITTED
    state = act(state, SYSTEM, TimeUp(player=2))
    assert GAME.to_act(state) == {1}
    state = act(state, SYSTEM, TimeUp())
    lines = last(state).players
    assert [line.status for line in lines] == [WordStatus.SCORED] + [WordStatus.NO_WORD] * 2
    assert state.round == 2


def test_a_written_word_cannot_change() -> None:
    state = write(new(2), 0, SMALL)
    assert refused(state, 0, SubmitWord(BIG)) is Reason.ALREADY_SUBMITTED
    assert refused(state, 7, SubmitWord(BIG)) is Reason.BAD_PLAYER


@pytest.mark.parametrize(
    ("action", "reason"),
    [
        (SubmitWord("kotapsy"), Reason.UNKNOWN_WORD),
        (SubmitWord("kot1"), Reason.LETTERS_NOT_IN_ALPHABET),
        (SubmitWord("  "), Reason.EMPTY_WORD),
        (SubmitWord("kot", -1), Reason.BAD_TIME),
        (SubmitWord("kot", True), Reason.BAD_ACTION),  # a JSON true is no time
        (SubmitWord("kot", 5, typed_from_ms=-3), Reason.BAD_TIME),
        (Challenge(1), Reason.WRONG_PHASE),
        (Continue(), Reason.WRONG_PHASE),
    ],
)
def test_automatic_checking_refuses_at_once(action: Any, reason: Reason) -> None:
    assert refused(new(2), 0, action) is reason


def test_words_are_lowercased_and_stripped() -> None:
    state = write(new(2), 0, "  LumpenProletariat ")
    assert state.submissions[0].word == BIG


# -- views -----------------------------------------------------------------------------------
def test_views_hide_the_others_words_until_the_round_is_scored() -> None:
    state = write(new(3), 0, BIG, 7_000)
    own = GAME.view(state, PlayerId(0))
    assert own.own is not None and own.own.word == BIG
    for viewer in (PlayerId(1), None):
        view = GAME.view(state, viewer)
        assert BIG not in repr(view)
        assert view.submitted == (True, False, False)
    state = write(write(state, 1, SMALL, 9_000), 2, SMALL, 8_000)
    assert BIG in repr(GAME.view(state, PlayerId(1)).history)


def test_the_view_carries_the_area_values_and_the_discard_log() -> None:
    view = GAME.view(new(2), PlayerId(0))
    assert view.area == AREA
    assert view.card_values == (6, 5, 4, 4, 4, 3, 2, 2)
    assert view.deck_left == len(new(2).table.deck)


# -- word families -----------------------------------------------------------------------------
def _after_round_1(checking: str = "automatic") -> Any:
    state = write(new(3, checking=checking), 0, "dom", 9_000)
    state = write(state, 1, "dom", 4_000)  # the same word in the same round is fine
    state = write(state, 2, "domy", 8_000)  # and the same family
    if checking == "challenge":
        for player in range(3):
            state = act(state, player, Continue())
    return with_area(state, AREA)


@pytest.mark.parametrize("word", ["dom", "domy", "domem"])
def test_a_repeat_of_an_earlier_rounds_word_is_refused_outright(word: str) -> None:
    state = _after_round_1()
    with pytest.raises(Rejected) as error:
        write(state, 0, word, accept_family=True)
    assert error.value.reason is Reason.REPEATED_WORD
    assert error.value.details["earlier"] in {"dom", "domy"}


def test_a_family_word_is_refused_unless_the_players_accept_it() -> None:
    state = _after_round_1()
    with pytest.raises(Rejected) as error:
        write(state, 0, "domowy")
    assert error.value.reason is Reason.SAME_FAMILY
    state = write(state, 0, "domowy", 3_000, accept_family=True)
    state = write(write(state, 1, "kot", 5_000), 2, "pies", 6_000)
    line = last(state).players[0]
    assert line.word == "domowy" and line.family_accepted and line.status is WordStatus.SCORED
    assert not last(state).players[1].family_accepted


# -- challenges ------------------------------------------------------------------------------
def test_challenges_strike_invalid_words_and_penalise_wrong_challengers() -> None:
    state = new(3, checking="challenge")
    state = write(state, 0, "plumpenproletariat", 2_000)  # not a word: written anyway
    state = write(state, 1, SMALL, 4_000)
    state = write(state, 2, "mop", 6_000)
    assert state.phase is Phase.REVIEW and GAME.to_act(state) == {0, 1, 2}
    view = GAME.view(state, PlayerId(2))
    assert view.revealed is not None and view.revealed[0].word == "plumpenproletariat"
    assert view.provisional is not None and view.provisional.players[0].at_least == 2
    assert refused(state, 0, SubmitWord("kot")) is Reason.WRONG_PHASE
    assert refused(state, 0, Challenge(0)) is Reason.NOT_CHALLENGEABLE
    assert refused(state, 0, Challenge(5)) is Reason.NOT_CHALLENGEABLE
    state = act(state, 1, Challenge(0))
    assert state.challenges[-1].verdict is Verdict.NOT_A_WORD
    assert refused(state, 2, Challenge(0)) is Reason.ALREADY_CHALLENGED
    state = act(state, 0, Challenge(2))  # "mop" is a word: a penalty for player 0
    assert state.challenges[-1].verdict is Verdict.VALID
    for player in (2, 0):
        state = act(state, player, Continue())
    assert state.phase is Phase.REVIEW and GAME.to_act(state) == {1}
    state = act(state, 1, Continue())
    lines = last(state).players
    assert lines[0].status is WordStatus.STRUCK and lines[0].points == 0
    assert lines[0].at_least == 0 and lines[0].penalties == 1
    assert lines[1].greater == 1 and lines[2].greater == 1  # anything beats a struck word
    assert GAME.scores(state) == (-2, 5 + 1, 9 + 1)


def test_a_challenge_upholds_the_family_rule() -> None:
    state = _after_round_1("challenge")
    state = write(state, 0, "domowy", 2_000)  # accepted in challenge mode...
    state = write(write(state, 1, "kot", 3_000), 2, "pies", 4_000)
    state = act(state, 2, Challenge(0))  # ...until someone challenges it
    assert state.challenges[-1].verdict is Verdict.SAME_FAMILY
    assert state.challenges[-1].earlier in {"dom", "domy"}


def test_in_challenge_mode_nobody_writing_skips_the_review() -> None:
    state = act(act(new(2, checking="challenge"), 0, GiveUp()), 1, GiveUp())
    assert state.phase is Phase.WRITING and state.round == 2


# -- veterans --------------------------------------------------------------------------------
def test_the_veteran_option_handicaps_the_chosen_players_only() -> None:
    state = write(write(new(2, veterans=0b01), 0, BIG, 1_000), 1, BIG, 2_000)
    assert [line.points for line in last(state).players] == [22, 26]
    assert GAME.view(state, PlayerId(0)).veteran and not GAME.view(state, PlayerId(1)).veteran


# -- solo ------------------------------------------------------------------------------------
def test_solo_round_in_time_marks_the_big_bonus_on_field_1() -> None:
    state = write(new(1), 0, BIG, 12_000)
    line = last(state).players[0]
    assert (line.points, line.at_least, line.greater) == (26, 2, 0)
    assert state.solo_field is SoloField.TOP
    assert GAME.view(state, PlayerId(0)).deadline_ms == 30_000


def test_solo_word_after_the_timer_counts_but_earns_no_bonus() -> None:
    state = write(new(1), 0, BIG, 45_000)
    line = last(state).players[0]
    assert (line.points, line.at_least, line.status, line.in_time) == (
        26,
        0,
        WordStatus.SCORED,
        False,
    )
    assert state.solo_field is SoloField.TOP  # ≥ 20 without the bonus: stays


def test_solo_bottom_field_penalty_and_checking_is_automatic() -> None:
    state = new(1, checking="challenge")
    assert rules.checking(state.setup) == "automatic"
    for word in ("tor", "ropa", "mapa"):  # < 20 three times: 1 → 2 → bottom → penalty
        state = write(with_area(state, AREA), 0, word, 1_000)
    assert state.solo_field is SoloField.MIDDLE
    assert [line.penalties for r in state.history for line in r.players] == [0, 0, 1]


@pytest.mark.parametrize(("difficulty", "target"), [("normal", 100), ("hard", 120)])
def test_solo_wins_on_reaching_the_target(difficulty: str, target: int) -> None:
    game, final, _ = play_out(Setup("seven_words", "standard", 1, 4, {"solo": difficulty}))
    view = game.view(final, PlayerId(0))
    assert view.solo_target == target
    won = game.scores(final)[0] >= target
    assert view.solo_won is won
    assert game.outcome(final).ranks == ((1,) if won else (2,))


# -- no timer ----------------------------------------------------------------------------------
def _sheet(*marks: tuple[int, int]) -> RoundResult:
    lines = tuple(
        PlayerRound(None, None, WordStatus.NO_WORD, (), 0, greater, at_least, 0)
        for greater, at_least in marks
    )
    return RoundResult(1, AREA, None, lines)


def test_the_next_main_player_has_the_fewest_at_least_then_greater_bonuses() -> None:
    history = [_sheet((0, 2), (1, 0), (0, 0), (0, 0))]
    assert next_main_player(0, history, 4) == 2  # 2 and 3 tie: the first left of player 0
    assert next_main_player(2, history, 4) == 3
    assert next_main_player(3, history, 4) == 2  # wraps round to the left
    history.append(_sheet((0, 0), (0, 0), (0, 3), (0, 3)))
    assert next_main_player(1, history, 4) == 1  # fewest "≥" and ">" is the main player


def test_without_a_timer_the_main_player_takes_the_fastest_role() -> None:
    state = new(3, "no_timer")
    assert state.main_player == 0 and GAME.view(state, None).timer_ms is None
    state = write(state, 0, SMALL, 60_000)
    state = write(state, 1, BIG, 90_000)  # no lateness without a timer
    state = write(state, 2, "mop", 1_000)
    result = last(state)
    assert result.fastest == 0
    assert [line.greater for line in result.players] == [0, 1, 1]
    assert state.main_player == 0  # no "≥" for anyone, ">" for 1 and 2: player 0 again
    state = write(with_area(state, AREA), 0, "parlamentowaliby", 5)
    state = write(write(state, 1, "pilot", 5), 2, "brat", 5)
    assert last(state).players[0].at_least == 2
    assert state.main_player == 1  # no "≥" and one ">" each for 1 and 2: 1 is left of 0


# -- whole games -------------------------------------------------------------------------------
def _keys(points: list[int]) -> RoundResult:
    lines = tuple(PlayerRound("x", 0, WordStatus.SCORED, (), p, 0, 0, 0) for p in points)
    return RoundResult(1, AREA, None, lines)


def test_ties_go_to_the_best_word_then_the_next_then_shared() -> None:
    state = new(3)
    rounds = [[20, 20, 20], [10, 15, 10], [15, 10, 15], [5, 5, 5], [5, 5, 5], [1, 1, 1], [1, 1, 1]]
    rounds[0] = [25, 20, 25]
    rounds[1] = [5, 15, 5]
    state = dataclasses.replace(state, history=tuple(_keys(r) for r in rounds), phase=Phase.OVER)
    scores = GAME.scores(state)
    assert scores[0] == scores[1] == scores[2]
    assert GAME.outcome(state).ranks == (1, 3, 1)  # 25 beats 20; players 0 and 2 share
    assert refused(state, 0, SubmitWord("kot")) is Reason.GAME_OVER


@pytest.mark.parametrize(
    ("rules_id", "players", "options"),
    [
        ("standard", 6, {"checking": "challenge"}),
        ("no_timer", 6, {"veterans": 0b100101}),
        ("standard", 4, {}),
    ],
)
def test_six_computer_players_of_every_level_and_replay(
    rules_id: str, players: int, options: dict[str, Any]
) -> None:
    levels = [("easy", "medium", "strong")[i % 3] for i in range(players)]
    setup = Setup("seven_words", rules_id, players, 3, options)
    game, final, record = play_out(setup, levels)
    assert isinstance(final, SevenWordsState)
    assert game.is_over(final) and len(final.history) == 7
    again = GameRecord.from_json(json.loads(record.dumps()))
    assert replay(again.setup, again.moves) == final
    assert game.scores(final) == tuple(
        game.view(final, PlayerId(p)).scores[p] for p in range(players)
    )


@pytest.mark.parametrize("seed", [1, 2])
def test_random_challenge_games_reach_the_end_and_replay(seed: int) -> None:
    setup = Setup("seven_words", "standard", 4, seed, {"checking": "challenge"})
    game, final, record = play_out(setup, random_moves=True)
    assert isinstance(final, SevenWordsState) and game.is_over(final)
    verdicts = {c.verdict for r in final.history for c in r.challenges}
    assert Verdict.VALID in verdicts
    assert replay(record.setup, record.moves) == final


def test_options_are_checked() -> None:
    with pytest.raises(Rejected):
        GAME.new_game(Setup("seven_words", "standard", 2, 1, {"checking": "maybe"}))
    with pytest.raises(Rejected):
        GAME.new_game(Setup("seven_words", "no_timer", 1, 1))
    with pytest.raises(Rejected):
        GAME.new_game(Setup("seven_words", "no_timer", 2, 1, {"solo": "hard"}))
