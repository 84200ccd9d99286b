"""The game clock of the crossword game and Słówka (issue #28, item 4): the options, the time
the GUI reports (``TimeUsed``), the per-move limit's ``TimeUp``, the overtime penalty, records.

Neither rulebook says anything about time (seeds 002, 003 and 001 have no clock): the penalty is
the usual tournament rule the issue asks for — "the usual overtime penalty of 10 points per
started minute" — a decision recorded in docs/games.md."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from engines.core import SYSTEM, Game, PlayerId, Rejected, Setup, TimeUp, with_recorded_options
from engines.crossword.actions import Accept, DismissHint, Pass, RequestHint, action_from_text
from engines.game_clock import (
    MINUTE_MS,
    TimeUsed,
    game_clock,
    overtime_penalty,
)
from engines.records.gcg import export_gcg, import_gcg
from engines.records.record import GameRecord, Move, replay, start
from engines.records.store import Seat
from engines.slowka.actions import action_from_text as slowka_action_from_text

GAMES = [("crossword", "jawa"), ("crossword", "wordsmith"), ("slowka", "standard")]
TOTAL_10 = {"clock": "total", "clock_minutes": 10}


def _start(
    game_id: str, rules: str, options: dict[str, Any], seed: int = 3
) -> tuple[Game[Any], Any]:
    return start(Setup(game_id, rules, 2, seed, options))


def _to_act(game: Game[Any], state: Any) -> PlayerId:
    return sorted(game.to_act(state))[0]


def _pass_to_the_end(game: Game[Any], state: Any) -> Any:
    while not game.is_over(state):
        state = game.apply(state, _to_act(game, state), Pass())
    return state


@pytest.mark.parametrize(
    ("over_ms", "penalty"),
    [(0, 0), (1, -10), (1_000, -10), (60_000, -10), (60_001, -20), (61_000, -20), (600_000, -100)],
)
def test_ten_points_per_started_minute_over(over_ms: int, penalty: int) -> None:
    # The issue: "the usual overtime penalty of 10 points per started minute".
    limit = 25 * MINUTE_MS
    assert overtime_penalty(limit + over_ms, limit) == penalty
    assert overtime_penalty(limit - 1, limit) == 0


@pytest.mark.parametrize(("game_id", "rules"), GAMES)
def test_time_over_a_total_clock_costs_points_at_the_end(game_id: str, rules: str) -> None:
    game, state = _start(game_id, rules, TOTAL_10)
    first = _to_act(game, state)
    # 10:01 used of 10 minutes: one started minute over; the other player 9:59, none.
    state = game.apply(state, SYSTEM, TimeUsed(first, 5 * MINUTE_MS))
    state = game.apply(state, SYSTEM, TimeUsed(first, 5 * MINUTE_MS + 1_000))
    state = game.apply(state, SYSTEM, TimeUsed(1 - first, 10 * MINUTE_MS - 1_000))
    assert state.clock_ms[first] == 10 * MINUTE_MS + 1_000
    before = game.scores(state)
    final = _pass_to_the_end(game, state)
    assert final.end.overtime[first] == -10 and final.end.overtime[1 - first] == 0
    without_clock = _pass_to_the_end(game, _start(game_id, rules, {})[1])
    assert without_clock.end.overtime == (0, 0)
    # Only the penalty differs from the same game without a clock (both pass to the end).
    assert game.scores(final)[first] == game.scores(without_clock)[first] - 10
    assert game.outcome(final).scores == game.scores(final)
    assert before == (0, 0)


@pytest.mark.parametrize(("game_id", "rules"), GAMES)
def test_a_per_move_time_up_is_a_pass(game_id: str, rules: str) -> None:
    game, state = _start(game_id, rules, {"clock": "per_move", "move_seconds": 30})
    player = _to_act(game, state)
    after = game.apply(state, SYSTEM, TimeUp(player))
    assert after.history[-1].kind == "pass" and after.history[-1].timed_out
    assert _to_act(game, after) == 1 - player
    passed = game.apply(state, player, Pass())
    assert not passed.history[-1].timed_out
    # Only the SYSTEM actor, for the player to act, under a per-move limit.
    for actor, action in [(player, TimeUp(player)), (SYSTEM, TimeUp(1 - player))]:
        with pytest.raises(Rejected):
            game.apply(state, actor, action)
    for options in ({}, TOTAL_10):
        other_game, other = _start(game_id, rules, options)
        with pytest.raises(Rejected):
            other_game.apply(other, SYSTEM, TimeUp(_to_act(other_game, other)))
    # Timed-out turns count as passes: four of them end the game.
    for _ in range(4):
        state = game.apply(state, SYSTEM, TimeUp(_to_act(game, state)))
    assert game.is_over(state)


def _first_place(game: Game[Any], state: Any) -> Any:
    """A legal placement of the player to act (the engine's random player's)."""
    rng = random.Random(4)
    player = _to_act(game, state)
    for _ in range(200):
        action = game.random_action(state, player, rng)
        if type(action).__name__ == "Place":
            return action
    raise AssertionError("no placement found")


@pytest.mark.parametrize(("game_id", "rules"), GAMES)
def test_a_time_up_in_a_challenge_window_accepts_the_move(game_id: str, rules: str) -> None:
    options = {"clock": "per_move", "challenge": True}
    game, state = _start(game_id, rules, options, seed=5)
    mover = _to_act(game, state)
    state = game.apply(state, mover, _first_place(game, state))
    assert state.pending is not None
    accepted = game.apply(state, _to_act(game, state), Accept())
    timed_out = game.apply(state, SYSTEM, TimeUp(_to_act(game, state)))
    assert timed_out == accepted


@pytest.mark.parametrize(("game_id", "rules"), GAMES)
def test_time_used_comes_from_the_system_only_and_only_with_a_clock(
    game_id: str, rules: str
) -> None:
    game, state = _start(game_id, rules, TOTAL_10)
    with pytest.raises(Rejected):
        game.apply(state, PlayerId(0), TimeUsed(0, 1_000))
    with pytest.raises(Rejected):
        game.apply(state, SYSTEM, TimeUsed(0, -1))
    with pytest.raises(Rejected):
        game.apply(state, SYSTEM, TimeUsed(2, 1_000))
    # Any seat's time, whoever is to act (it is saved with the action it was used for).
    for player in (0, 1):
        state = game.apply(state, SYSTEM, TimeUsed(player, 1_000))
    assert state.clock_ms == (1_000, 1_000)
    assert game.view(state, None).clock_ms == (1_000, 1_000)
    off_game, off = _start(game_id, rules, {})
    with pytest.raises(Rejected):
        off_game.apply(off, SYSTEM, TimeUsed(0, 1_000))
    assert off_game.view(off, None).clock_ms == ()


@pytest.mark.parametrize(("game_id", "rules"), GAMES)
def test_old_records_keep_no_clock(game_id: str, rules: str) -> None:
    game, _ = _start(game_id, rules, {})
    setup = with_recorded_options(game.info, Setup(game_id, rules, 2, 3, {"challenge": False}))
    assert setup.options["clock"] == "off"
    assert not game_clock(game.new_game(setup).setup).on


@pytest.mark.parametrize(("game_id", "rules"), GAMES)
def test_a_record_with_clock_actions_replays_to_the_same_state(game_id: str, rules: str) -> None:
    game, state = _start(game_id, rules, TOTAL_10, seed=7)
    rng = random.Random(7)
    moves = []
    while not game.is_over(state):
        player = _to_act(game, state)
        for move in (
            Move(SYSTEM, TimeUsed(player, rng.randint(0, 60_000))),
            Move(player, game.random_action(state, player, rng)),
        ):
            state = game.apply(state, move.player, move.action)
            moves.append(move)
    record = GameRecord(state.setup, tuple(moves))
    again = GameRecord.from_json(json.loads(record.dumps()))
    assert replay(again.setup, again.moves) == state
    assert sum(state.clock_ms) == sum(m.action.ms for m in moves if isinstance(m.action, TimeUsed))


def test_clock_actions_have_text_forms_that_round_trip() -> None:
    for action in (TimeUsed(1, 61_500), TimeUp(0)):
        assert action_from_text(str(action)) == action
        assert slowka_action_from_text(str(action)) == action
    assert str(TimeUp()) == "TIME UP"


@pytest.mark.parametrize(("game_id", "rules"), GAMES)
def test_the_open_turn_keeps_its_time_until_another_turn_opens(game_id: str, rules: str) -> None:
    # A resumed turn's per-move limit runs on from the time its player had used.
    options = {"clock": "per_move", "challenge": True}
    game, state = _start(game_id, rules, options, seed=5)
    mover = _to_act(game, state)
    state = game.apply(state, SYSTEM, TimeUsed(mover, 7_000))
    state = game.apply(state, SYSTEM, TimeUsed(1 - mover, 5_000))  # not theirs to act
    state = game.apply(state, SYSTEM, TimeUsed(mover, 3_000))
    assert state.turn_ms == 10_000 and game.view(state, None).turn_ms == 10_000
    placed = game.apply(state, mover, _first_place(game, state))
    assert placed.pending is not None and placed.turn_ms == 0  # the challenge window opens
    assert game.apply(state, mover, Pass()).turn_ms == 0


def test_a_hint_leaves_the_open_turn_its_time() -> None:
    game, state = _start("crossword", "wordsmith", {"clock": "per_move"})
    player = _to_act(game, state)
    state = game.apply(state, SYSTEM, TimeUsed(player, 4_000))
    shown = game.apply(state, player, RequestHint())
    assert shown.turn_ms == 4_000
    assert game.apply(shown, player, DismissHint()).turn_ms == 4_000


def test_gcg_keeps_the_clock_and_writes_time_penalties() -> None:
    game, state = _start("crossword", "jawa", TOTAL_10, seed=5)
    rng = random.Random(5)
    moves = []
    while not game.is_over(state):
        player = _to_act(game, state)
        for move in (
            Move(SYSTEM, TimeUsed(player, 45_000)),
            Move(player, game.random_action(state, player, rng)),
        ):
            state = game.apply(state, move.player, move.action)
            moves.append(move)
    assert any(state.end.overtime)
    seats = [Seat("Ala", "human", None), Seat("Ola", "human", None)]
    text = export_gcg(state.setup, seats, moves)
    for player, nick in enumerate(("Ala", "Ola")):
        penalty = state.end.overtime[player]
        if penalty:
            assert f" (time) {penalty} {state.totals[player]}" in text
            assert any(
                line.startswith(f">{nick}:") and "(time)" in line for line in text.splitlines()
            )
    assert import_gcg(text).moves == tuple(moves)
