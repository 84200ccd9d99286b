"""Taking back a move (issue #28, item 1) in the crossword game, Słówka and GRA I: the engine's
``TakeBack``, the ``take_backs`` option, the history that keeps the moves taken back, replays,
records, GCG export and statistics."""

from __future__ import annotations

import copy
import json
import random
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engines.core import SYSTEM, Game, PlayerId, Reason, Rejected, Setup, TimeUp, computer_rng
from engines.crossword.actions import Exchange, Place, RequestHint
from engines.game_clock import TimeUsed
from engines.records.gcg import export_gcg, import_gcg
from engines.records.history import player_stats, summaries, summarise
from engines.records.record import GameRecord, Move, replay, setup_from_json, standing_moves
from engines.records.store import GameStore, Seat
from engines.registry import get_game
from engines.take_backs import (
    ALWAYS,
    COMPUTERS,
    OFF,
    TakeBack,
    check_allowed,
    rows,
    without_taken_back,
)

GAMES = [
    ("crossword", "jawa"),
    ("crossword", "wordsmith"),
    ("slowka", "standard"),
    ("puzzle", "gra1"),
]
SEATS = (Seat("Ala", "human"), Seat("Komputer", "computer", "strong"))


def start(game_id: str, rules: str, seed: int = 4, **options: Any) -> tuple[Game[Any], Any]:
    game = get_game(game_id)
    return game, game.new_game(Setup(game_id, rules, 2, seed, options))


def computer_move(game: Game[Any], state: Any, moves: int) -> tuple[PlayerId, Any]:
    """The player to act and what a medium computer player does there."""
    (player,) = game.to_act(state)
    rng = computer_rng(state.setup, player, moves)
    view = game.view(state, player)
    return player, game.computer("medium").choose(view, rng, lambda: False, lambda _f: None)


def play(game: Game[Any], state: Any, count: int) -> tuple[Any, list[Move]]:
    moves: list[Move] = []
    for _ in range(count):
        player, action = computer_move(game, state, len(moves))
        state = game.apply(state, player, action)
        moves.append(Move(player, action))
    return state, moves


@pytest.mark.parametrize(("game_id", "rules"), GAMES)
def test_a_move_and_the_reply_are_taken_back_exactly(game_id: str, rules: str) -> None:
    game, state = start(game_id, rules)
    state, _ = play(game, state, 2)  # a move each: the game is under way
    before = state
    (mover,) = game.to_act(state)
    after, moves = play(game, state, 2)  # the player's move and the other's reply
    assert moves[0].player == mover and len(after.history) == len(before.history) + 2
    back = game.apply(after, mover, TakeBack())
    # Board, racks, the bag and its order, scores, whose turn, the chance step: as before.
    assert without_taken_back(back) == before
    assert back.bag == before.bag and back.racks == before.racks
    assert game.to_act(back) == frozenset({mover})
    # The history keeps both moves, marked as taken back, where they were played.
    (entry,) = back.taken_back
    assert entry.player == mover and entry.at == len(before.history)
    assert entry.turns == after.history[len(before.history) :]
    assert [taken for _, taken in rows(back.history, back.taken_back)][-2:] == [True, True]
    # The same move again draws the same tiles: nothing to fish for.
    again = game.apply(back, mover, moves[0].action)
    assert again.racks == game.apply(before, mover, moves[0].action).racks


@pytest.mark.parametrize(("game_id", "rules"), GAMES)
def test_the_option_off_refuses_with_its_reason(game_id: str, rules: str) -> None:
    game, state = start(game_id, rules, take_backs=OFF)
    state, moves = play(game, state, 2)
    with pytest.raises(Rejected) as refused:
        game.apply(state, moves[0].player, TakeBack())
    assert refused.value.reason is Reason.TAKE_BACK_NOT_ALLOWED


@pytest.mark.parametrize(("game_id", "rules"), GAMES)
def test_nothing_to_take_back_before_a_move_and_none_after_the_end(
    game_id: str, rules: str
) -> None:
    game, state = start(game_id, rules)
    with pytest.raises(Rejected) as refused:
        game.apply(state, PlayerId(0), TakeBack())
    assert refused.value.reason is Reason.NOTHING_TO_TAKE_BACK
    moves = 0
    while not game.is_over(state):
        player, action = computer_move(game, state, moves)
        state, moves = game.apply(state, player, action), moves + 1
    with pytest.raises(Rejected) as refused:
        game.apply(state, PlayerId(0), TakeBack())
    assert refused.value.reason is Reason.GAME_OVER


def test_who_may_take_back_follows_the_option_and_the_seats() -> None:
    def setup(rule: str) -> Setup:
        return Setup("crossword", "jawa", 3, 1, {"take_backs": rule})

    # Against computer players only: fine alone with computers, refused among people.
    assert check_allowed(setup(COMPUTERS), PlayerId(0), [True, False, False]) == ()
    with pytest.raises(Rejected) as refused:
        check_allowed(setup(COMPUTERS), PlayerId(0), [True, True, False])
    assert refused.value.reason is Reason.TAKE_BACK_NOT_ALLOWED
    # Always: the other people must agree.
    assert check_allowed(setup(ALWAYS), PlayerId(1), [True, True, True]) == (0, 2)
    with pytest.raises(Rejected):
        check_allowed(setup(OFF), PlayerId(0), [True, False, False])


def test_a_hint_is_no_move_of_its_own() -> None:
    game, state = start("crossword", "wordsmith", seed=2)
    (mover,) = game.to_act(state)
    hinted = game.apply(state, mover, RequestHint())
    assert hinted.proposal is not None
    played = game.apply(hinted, mover, hinted.proposal.play.place)
    reply = play(game, played, 1)[0]
    back = game.apply(reply, mover, TakeBack())
    # Back to the moment before the move: the hint on show and used, as it was.
    assert without_taken_back(back) == hinted


def test_others_exchanged_tiles_stay_hidden_in_the_moves_taken_back() -> None:
    game, state = start("crossword", "jawa", seed=6)
    (mover,) = game.to_act(state)
    tiles = "".join(state.racks[mover].tiles[:2])
    exchanged = game.apply(state, mover, Exchange(tiles))
    reply = play(game, exchanged, 1)[0]
    back = game.apply(reply, mover, TakeBack())
    other = PlayerId(1 - mover)
    own_turn = game.view(back, mover).taken_back[0].turns[0]
    their_turn = game.view(back, other).taken_back[0].turns[0]
    assert own_turn.tiles == tuple(tiles) and their_turn.tiles == () and their_turn.count == 2


def walk(game_id: str, rules: str, seed: int, take_back_at: set[int]) -> list[Move]:
    """A game of random legal moves with take-backs at the given steps (by a random seat)."""
    game, state = start(game_id, rules, seed)
    rng = random.Random(seed)
    moves: list[Move] = []
    for step in range(40):
        if game.is_over(state):
            break
        if step in take_back_at:
            player, action = PlayerId(rng.randrange(2)), TakeBack()
            if not game.is_legal(state, player, action):
                continue
        else:
            (player,) = game.to_act(state)
            action = game.random_action(state, player, rng)
        state = game.apply(state, player, action)
        moves.append(Move(player, action))
    return moves


@pytest.mark.parametrize(("game_id", "rules"), GAMES)
def test_a_log_with_take_backs_replays_and_the_moves_that_stand_give_the_same_game(
    game_id: str, rules: str
) -> None:
    moves = walk(game_id, rules, 3, {3, 4, 9, 15, 16, 17, 25})
    assert any(isinstance(m.action, TakeBack) for m in moves)
    setup = start(game_id, rules, 3)[1].setup
    record = GameRecord(setup, tuple(moves))
    again = GameRecord.from_json(json.loads(record.dumps()))
    final = replay(setup, moves)
    assert replay(again.setup, again.moves) == final
    standing = standing_moves(setup, moves)
    assert not any(isinstance(m.action, TakeBack) for m in standing)
    assert len(standing) < len(moves) - sum(isinstance(m.action, TakeBack) for m in moves)
    assert replay(setup, standing) == without_taken_back(final)


@settings(max_examples=15, deadline=None)
@given(
    game=st.sampled_from(GAMES),
    seed=st.integers(1, 500),
    take_back_at=st.sets(st.integers(0, 30), max_size=8),
)
def test_apply_never_changes_a_state_with_take_backs(
    game: tuple[str, str], seed: int, take_back_at: set[int]
) -> None:
    game_id, rules = game
    engine, state = start(game_id, rules, seed)
    for move in walk(game_id, rules, seed, take_back_at):
        snapshot = copy.deepcopy(state)
        steps = state.steps
        state_after = engine.apply(state, move.player, move.action)
        assert state == snapshot and state.steps is steps
        state = state_after


def test_old_records_keep_playing_without_take_backs() -> None:
    setup = setup_from_json({"game": "slowka", "rules": "standard", "players": 2, "seed": 1})
    assert setup.options["take_backs"] == OFF
    game = get_game("slowka")
    new = game.new_game(Setup("slowka", "standard", 2, 1))
    assert new.setup.options["take_backs"] == COMPUTERS  # a new game: against computers


def test_gcg_exports_only_the_moves_that_stand() -> None:
    moves = walk("crossword", "jawa", 5, {4, 5, 12})
    setup = start("crossword", "jawa", 5)[1].setup
    assert any(isinstance(m.action, TakeBack) for m in moves)
    standing = standing_moves(setup, moves)
    text = export_gcg(setup, SEATS, moves)
    assert text == export_gcg(setup, SEATS, standing)
    placed = [m for m in standing if isinstance(m.action, Place)]
    assert sum(line.startswith(">") for line in text.splitlines()) >= len(placed)
    imported = import_gcg(text)
    assert imported.moves == standing
    assert replay(imported.setup, imported.moves) == without_taken_back(replay(setup, moves))


def test_statistics_and_the_saved_games_say_how_many_moves_were_taken_back(
    tmp_path: Path,
) -> None:
    game, state = start("crossword", "jawa", seed=7)
    state, moves = play(game, state, 2)
    (mover,) = game.to_act(state)
    state, more = play(game, state, 2)
    moves += [*more, Move(mover, TakeBack())]
    state = game.apply(state, mover, TakeBack())
    while not game.is_over(state):
        player, action = computer_move(game, state, len(moves))
        state = game.apply(state, player, action)
        moves.append(Move(player, action))
    seats = (Seat("Ala", "human"), Seat("Bot", "computer", "medium"))
    if mover != 0:
        seats = seats[::-1]
    with GameStore(tmp_path / "s.sqlite") as store:
        game_id = store.import_game(state.setup, seats, moves, game.outcome(state).scores)
        saved = store.get(game_id)
        assert saved.take_backs == 1
        summary = summarise(saved, moves, store.move_times(game_id))
        stats = player_stats(summaries(store))
    seat = summary["seats"][mover]
    assert seat["take_backs"] == 1 and summary["seats"][1 - mover]["take_backs"] == 0
    standing = standing_moves(state.setup, moves)
    # A move taken back is no decision: each seat's decisions are its moves that stand.
    assert seat["decisions"] == sum(m.player == mover for m in standing)
    assert stats["Ala"].take_backs == 1 and stats["Ala"].games_with_take_backs == 1
    assert stats["komputer:medium"].take_backs == 0


@pytest.mark.parametrize(("game_id", "rules"), [g for g in GAMES if g[0] != "puzzle"])
def test_under_a_game_clock_the_time_used_stands_after_a_take_back(
    game_id: str, rules: str
) -> None:
    """GAMES.md, "House options" (decision of 2026-11-28): "A time-up and the pass it makes
    stand: a take-back never undoes a time-up and never returns time already used." (Issue #39:
    a player whose per-move time ran out took the time-up back and got a fresh timer.)"""
    game, state = start(game_id, rules, clock="per_move", move_seconds=60)
    state, _ = play(game, state, 2)
    (mover,) = game.to_act(state)
    state = game.apply(state, SYSTEM, TimeUsed(mover, 30_000))
    state, _ = play(game, state, 1)
    (other,) = game.to_act(state)
    state = game.apply(state, SYSTEM, TimeUsed(other, 20_000))
    state = game.apply(state, other, computer_move(game, state, 3)[1])
    # The mover thinks 25 s of their next turn, then takes their move back.
    state = game.apply(state, SYSTEM, TimeUsed(mover, 25_000))
    back = game.apply(state, mover, TakeBack())
    assert back.clock_ms == state.clock_ms and back.clock_ms[mover] >= 55_000
    # The reopened turn goes on from its 30 s, and the 25 s since count too: 5 s are left.
    assert back.turn_ms == 55_000 and game.to_act(back) == frozenset({mover})
    # The time reports are not moves of their own: the take-back went past both to the move.
    assert len(back.history) == len(state.history) - 2
    # The limit runs out: the turn is lost as a pass, and that stands.
    timed_out = game.apply(back, SYSTEM, TimeUp(mover))
    with pytest.raises(Rejected) as refused:
        game.apply(timed_out, mover, TakeBack())
    assert refused.value.reason is Reason.NOTHING_TO_TAKE_BACK
    # Nor can the other player's take-back of a move before it undo it.
    with pytest.raises(Rejected) as refused:
        game.apply(timed_out, other, TakeBack())
    assert refused.value.reason is Reason.NOTHING_TO_TAKE_BACK
    # After it, moves may be taken back again (as far back as the time-up, never further).
    later, _ = play(game, timed_out, 2)
    again = game.apply(later, other, TakeBack())
    assert without_taken_back(again) == without_taken_back(timed_out)


@pytest.mark.parametrize(("game_id", "rules"), [g for g in GAMES if g[0] != "puzzle"])
def test_games_saved_before_keep_the_time_a_take_back_gave_back(game_id: str, rules: str) -> None:
    """A record written before the decision has no ``take_back_time``: it is read as
    ``returned`` and replays as played — the reopened turn from 0, a time-up taken back."""
    game, first = start(game_id, rules, clock="per_move", move_seconds=60)
    data = json.loads(GameRecord(first.setup).dumps())
    del data["options"]["take_back_time"]
    setup = GameRecord.from_json(data).setup
    assert setup.options["take_back_time"] == "returned"
    state = game.new_game(setup)
    state, _ = play(game, state, 2)
    (mover,) = game.to_act(state)
    state = game.apply(state, SYSTEM, TimeUsed(mover, 30_000))
    state, _ = play(game, state, 2)
    back = game.apply(state, mover, TakeBack())
    assert back.turn_ms == 0
    timed_out = game.apply(back, SYSTEM, TimeUp(mover))
    again = game.apply(timed_out, mover, TakeBack())
    assert len(again.history) == len(back.history) and again.clock_ms == timed_out.clock_ms
