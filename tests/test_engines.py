"""Conformance of every registered engine: whole games to the end with random legal actions
and with computer players, replay from the record, immutability, determinism, and the CLI."""

from __future__ import annotations

import copy
import json
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from engines.core import (
    SYSTEM,
    Game,
    GameState,
    PlayerId,
    Reason,
    Rejected,
    Setup,
    TimeUp,
    computer_rng,
)
from engines.records.record import GameRecord, Move, replay, start
from engines.registry import all_games, get_game
from engines.tools.play import play_out

REPO = Path(__file__).resolve().parent.parent

CASES = [
    (game.info.id, rules.id, players)
    for game in all_games()
    for rules in game.info.rule_sets
    for players in sorted({rules.min_players, rules.max_players})
]
SEEDS = [1, 2, 3]


@pytest.mark.parametrize(("game_id", "rules", "players"), CASES)
@pytest.mark.parametrize("seed", SEEDS)
def test_random_legal_actions_reach_the_end_and_replay(
    game_id: str, rules: str, players: int, seed: int
) -> None:
    setup = Setup(game_id, rules, players, seed)
    game, final, record = play_out(setup, random_moves=True)
    assert game.is_over(final)
    assert game.to_act(final) == frozenset()
    assert len(game.outcome(final).scores) == players
    again = GameRecord.from_json(json.loads(record.dumps()))
    assert replay(again.setup, again.moves) == final


@pytest.mark.parametrize(("game_id", "rules", "players"), CASES)
@pytest.mark.parametrize("seed", SEEDS[:2])
def test_computer_players_of_every_level_play_to_the_end(
    game_id: str, rules: str, players: int, seed: int
) -> None:
    levels = [("easy", "medium", "strong")[i % 3] for i in range(players)]
    game, final, record = play_out(Setup(game_id, rules, players, seed), levels)
    assert game.is_over(final)
    assert replay(record.setup, record.moves) == final


@pytest.mark.parametrize(("game_id", "rules", "players"), CASES[:1])
def test_the_same_seed_gives_the_same_game(game_id: str, rules: str, players: int) -> None:
    first = play_out(Setup(game_id, rules, players, 11))[2]
    second = play_out(Setup(game_id, rules, players, 11))[2]
    other = play_out(Setup(game_id, rules, players, 12))[2]
    assert first == second
    assert first != other


def _walk(game: Game[Any], state: GameState, seed: int, steps: int) -> None:
    """Apply random actions, checking that no state is ever changed by apply or refusal."""
    rng = random.Random(seed)
    for _ in range(steps):
        if game.is_over(state):
            return
        acting = sorted(game.to_act(state))
        player = rng.choice(acting) if acting else SYSTEM
        snapshot = copy.deepcopy(state)
        action = game.random_action(state, player, rng)
        new_state = game.apply(state, player, action)
        assert state == snapshot
        with pytest.raises(Rejected):
            game.apply(state, PlayerId(99), action)
        assert state == snapshot
        state = new_state


@pytest.mark.parametrize(("game_id", "rules", "players"), CASES)
def test_apply_never_mutates(game_id: str, rules: str, players: int) -> None:
    game, state = start(Setup(game_id, rules, players, 5))
    _walk(game, state, 5, 40)


@pytest.mark.parametrize(("game_id", "rules", "players"), CASES)
def test_views_hide_other_players_racks(game_id: str, rules: str, players: int) -> None:
    game, state = start(Setup(game_id, rules, players, 8))
    public = repr(game.view(state, None))
    for player in range(players):
        own = game.view(state, PlayerId(player))
        assert getattr(own, "player", player) == player
    # Nothing private in the public view: no rack of anyone.
    racks = getattr(state, "racks", ())
    for rack in racks:
        assert repr(tuple(rack)) not in public


EVERY_ENGINE = [
    (game_id, rules.id, rules.min_players)
    for game_id in (*(game.info.id for game in all_games()), "gcg")
    for rules in get_game(game_id).info.rule_sets
]


@pytest.mark.parametrize(("game_id", "rules", "players"), EVERY_ENGINE)
def test_every_engines_view_refuses_a_viewer_that_is_no_seat(
    game_id: str, rules: str, players: int
) -> None:
    """GRA III's view once raised IndexError for a seat past the last; every engine, the
    unlisted one of other programs' games too, refuses with a typed reason."""
    game, state = start(Setup(game_id, rules, players, 3))
    game.view(state, None)
    for seat in range(players):
        game.view(state, PlayerId(seat))
    for viewer in (players, players + 5, SYSTEM, -2, 10**30, True, "0", 1.0):
        with pytest.raises(Rejected) as refused:
            game.view(state, viewer)  # type: ignore[arg-type]
        assert refused.value.reason is Reason.BAD_PLAYER


def test_time_up_is_a_system_action() -> None:
    game, state = start(Setup("puzzle", "gra3", 2, 3))
    assert TimeUp() in game.system_actions(state)
    with pytest.raises(Rejected):
        game.apply(state, PlayerId(0), TimeUp())


def test_computer_rng_is_stable() -> None:
    setup = Setup("puzzle", "gra3", 2, 3)
    assert (
        computer_rng(setup, PlayerId(1), 7).random() == computer_rng(setup, PlayerId(1), 7).random()
    )


def test_record_round_trips_through_json() -> None:
    # As a game stores its setup: every option filled in (one missing from a record is an
    # option added since, read with the value it was played under).
    _game, first = start(Setup("puzzle", "gra3", 2, 3, {"time_limit": 30}))
    record = GameRecord(first.setup, (Move(PlayerId(0), TimeUp(player=0)),))
    again = GameRecord.from_json(json.loads(record.dumps()))
    assert again.dumps() == record.dumps() and again.moves == record.moves


def _cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "engines", *args], capture_output=True, text=True, cwd=REPO
    )


def test_cli_list() -> None:
    result = _cli("list")
    assert result.returncode == 0
    lines = result.stdout.splitlines()
    assert "puzzle gra3" in lines
    assert all(len(line.split()) == 2 for line in lines)


def test_cli_play_is_deterministic_and_writes_the_record(tmp_path: Path) -> None:
    args = ("play", "--game", "puzzle", "--rules", "gra3", "--players", "2", "--seed", "4")
    first = _cli(*args, "--record", str(tmp_path / "a.json"))
    second = _cli(*args, "--record", str(tmp_path / "b.json"))
    assert first.returncode == 0, first.stderr
    assert first.stdout == second.stdout
    assert first.stdout.splitlines()[0].split("\t") == ["place", "player", "level", "score"]
    data = json.loads((tmp_path / "a.json").read_text("utf-8"))
    assert {"game", "rules", "options", "seed", "actions"} <= set(data)
    assert (tmp_path / "a.json").read_bytes() == (tmp_path / "b.json").read_bytes()
    record = GameRecord.from_json(data)
    game, _ = start(record.setup)
    final = replay(record.setup, record.moves)
    table = [line.split("\t") for line in first.stdout.splitlines()[1:]]
    assert sorted(int(row[3]) for row in table) == sorted(game.scores(final))


def test_cli_refuses_bad_player_count() -> None:
    result = _cli("play", "--game", "puzzle", "--rules", "gra3", "--players", "7", "--seed", "1")
    assert result.returncode == 2
    assert len(result.stderr.strip().splitlines()) == 1
