"""The simulation's plies (engines/crossword/replies.py): the compiled twin answers as the pure
one, so mistrz plays the same moves with either; and the running pruning statistics."""

from __future__ import annotations

import math
import random
import statistics

import pytest

from engines.core import PlayerId, Setup
from engines.crossword import CrosswordGame, simulation
from engines.crossword.board import Board
from engines.crossword.computer import unseen_tiles
from engines.crossword.leave import LeaveValues, RackLeaves, load_leave_table
from engines.crossword.movegen import CORES, generate_raw
from engines.crossword.replies import (
    Plies,
    PurePlies,
    best_reply,
    board_after,
    compiled_plies,
    make_plies,
    position_on,
)
from engines.crossword.rules import context
from engines.crossword.simulation import PRUNE_DEVIATIONS, Clock, Endgame, StillClose
from engines.crossword.state import CrosswordState, CrosswordView

GAME = CrosswordGame()

needs_compiled = pytest.mark.skipif(
    "compiled" not in CORES or compiled_plies("compiled") is None,
    reason="the compiled move generator is not built here",
)


def positions(rules: str, seed: int, turns: int) -> list[CrosswordState]:
    """Every second position of a seeded strong-against-strong game."""
    strong = GAME.computer("strong")
    state = GAME.new_game(Setup("crossword", rules, 2, seed))
    found = []
    for number in range(turns):
        if state.end is not None:
            break
        player = PlayerId(min(GAME.to_act(state)))
        if number % 2 and state.bag.tiles:
            found.append(state)
        action = strong.choose(
            GAME.view(state, player), random.Random(number), lambda: False, lambda _: None
        )
        state = GAME.apply(state, player, action)
    return found


def both_plies(
    state: CrosswordState, candidates: int
) -> tuple[CrosswordView, str, list[Board], Plies, Plies]:
    """The view of the player to move, the alphabet, the boards after its ``candidates``
    best-scoring moves, and the pure and the compiled plies on them."""
    player = PlayerId(min(GAME.to_act(state)))
    view = GAME.view(state, player)
    ctx = context(state.setup)
    position = ctx.position(state.board)
    alphabet = ctx.dictionary.alphabet
    values = LeaveValues(load_leave_table(ctx.rules.language))
    raws = sorted(generate_raw(position, view.rack or ()), reverse=True)[:candidates]
    boards = [board_after(state.board, raw, alphabet) for raw in raws]
    pure = make_plies(position, boards, 7, values, "python")
    compiled = make_plies(position, boards, 7, values, "compiled")
    return view, alphabet, boards, pure, compiled


@needs_compiled
@pytest.mark.parametrize(("rules", "seed"), [("jawa", 11), ("wordsmith", 12)])
def test_the_compiled_plies_answer_as_the_pure_ones(rules: str, seed: int) -> None:
    """The same replies on every candidate's board (shared lines or not) and the same next
    moves, equity and move, for racks drawn from the unseen tiles with blanks added."""
    checked = 0
    for state in positions(rules, seed, 14):
        view, alphabet, boards, pure, compiled = both_plies(state, 12)
        assert isinstance(pure, PurePlies) and not isinstance(compiled, PurePlies)
        rng = random.Random(seed)
        unseen = [*unseen_tiles(view), "?", "?"]
        for _ in range(4):
            rack = rng.sample(unseen, min(7, len(unseen)))
            which = rng.sample(range(len(boards)), rng.randint(1, len(boards)))
            answers = pure.replies(rack, which)
            assert compiled.replies(rack, which) == answers
            after, racks = [], []
            for index, (_, reply) in zip(which, answers, strict=True):
                board = boards[index]
                if reply is not None:
                    board = board_after(board, reply, alphabet)
                ours = rng.sample(unseen, rng.randint(1, min(7, len(unseen))))
                assert compiled.best(board, ours) == pure.best(board, ours)
                after.append(board)
                # Some racks alike (in another order), as candidates that played the same
                # tiles hold: best_each generates their boards' common lines once.
                racks.append(ours if not racks or rng.random() < 0.5 else racks[0][::-1])
                checked += 1
            assert compiled.best_each(after, racks) == pure.best_each(after, racks)
    assert checked > 50


@needs_compiled
@pytest.mark.parametrize(("rules", "seed"), [("jawa", 13), ("wordsmith", 14)])
def test_the_pruned_shared_lines_answer_as_the_pure_plies_on_racks_with_blanks(
    rules: str, seed: int
) -> None:
    """The compiled replies and next moves generate the lines boards share by shadow pruning
    (each board's limit-th best score a floor): the same answers as the pure twin, on racks of
    one and two blanks (where the pruning skips the most), short racks, every board at once, a
    board twice, and racks all alike (one group) or not."""
    checked = 0
    for state in positions(rules, seed, 12):
        view, alphabet, boards, pure, compiled = both_plies(state, 16)
        rng = random.Random(seed)
        letters = [tile for tile in unseen_tiles(view) if tile != "?"]
        for blanks, size in ((1, 7), (2, 7), (1, 2), (2, 3)):
            rack = ["?"] * blanks + rng.sample(letters, size - blanks)
            which = [*range(len(boards)), 0]
            answers = pure.replies(rack, which)
            assert compiled.replies(rack, which) == answers
            after = [
                boards[index] if reply is None else board_after(boards[index], reply, alphabet)
                for index, (_, reply) in zip(which, answers, strict=True)
            ]
            alike = [rack] * len(after)
            assert compiled.best_each(after, alike) == pure.best_each(after, alike)
            apart = [
                rack if rng.random() < 0.5 else [*rack[1:], rng.choice(letters)] for _ in after
            ]
            assert compiled.best_each(after, apart) == pure.best_each(after, apart)
            checked += len(after)
    assert checked > 100


def test_the_pure_plies_are_a_strong_players_move() -> None:
    state = positions("jawa", 3, 4)[0]
    ctx = context(state.setup)
    position = ctx.position(state.board)
    values = LeaveValues(load_leave_table("pl"))
    rack = list(state.racks[0].tiles)
    raw = max(generate_raw(position, rack))
    board = board_after(state.board, raw, ctx.dictionary.alphabet)
    plies = PurePlies(position, [board], 7, values)
    other = list(state.racks[1].tiles)
    assert plies.replies(other, [0]) == [best_reply(position_on(position, board), other, values)]


@pytest.mark.parametrize("core", ["python", "compiled"])
def test_simulate_with_a_work_budget_plays_the_same_move_with_either_plies(core: str) -> None:
    """A fixed work budget and seed: the move each twin's simulation chooses is the same (the
    compiled twin's answers are the pure one's), on several positions."""
    if core == "compiled" and compiled_plies("compiled") is None:
        pytest.skip("the compiled move generator is not built here")
    for state in positions("jawa", 21, 10)[:3]:
        player = PlayerId(min(GAME.to_act(state)))
        view = GAME.view(state, player)
        ctx = context(state.setup)
        position = ctx.position(state.board)
        rack = view.rack or ()
        leaves = RackLeaves(load_leave_table("pl"), rack, ctx.dictionary.alphabet)
        raws = generate_raw(position, rack)
        unseen = unseen_tiles(view)
        chosen = []
        for twin in ("python", core):
            clock = Clock(600, None, lambda: False, lambda _: None)
            endgame = Endgame(position, ctx.tile_set.sum_values, 10, clock)
            chosen.append(
                simulation.simulate(
                    position,
                    raws,
                    leaves,
                    unseen,
                    7,
                    view.bag_count,
                    random.Random(5),
                    clock,
                    endgame,
                    core=twin,
                )
            )
        assert chosen[0] == chosen[1]


class Values:
    def __init__(self) -> None:
        self.values: list[float] = []

    def mean(self) -> float:
        return statistics.fmean(self.values)


def still_close(live: list[Values]) -> list[Values]:
    """The candidates not clearly behind the leader, from sums over every sample (what the
    simulation did before issue #42's running sums)."""
    leader = max(live, key=lambda c: c.mean())
    close = []
    for candidate in live:
        if candidate is leader:
            close.append(candidate)
            continue
        gaps = [a - b for a, b in zip(leader.values, candidate.values, strict=True)]
        mean = statistics.fmean(gaps)
        variance = math.fsum((gap - mean) ** 2 for gap in gaps) / (len(gaps) - 1)
        if mean <= PRUNE_DEVIATIONS * math.sqrt(variance / len(gaps)):
            close.append(candidate)
    return close


def test_running_statistics_keep_the_candidates_still_close_keeps() -> None:
    """Samples of 12 candidates (means and spreads drawn, the leader changing now and then):
    after every sample from the 24th, the running sums keep the same candidates as the sums
    over every sample."""
    rng = random.Random(7)
    for _ in range(20):
        means = [rng.gauss(0, 3) for _ in range(12)]
        spreads = [rng.uniform(2, 15) for _ in range(12)]
        candidates = [Values() for _ in range(12)]
        live, again = list(candidates), list(candidates)
        close = StillClose()
        for sample in range(200):
            common = rng.gauss(30, 10)
            for candidate, mean, spread in zip(candidates, means, spreads, strict=True):
                candidate.values.append(common + rng.gauss(mean, spread))
            if sample + 1 >= 24 and len(live) > 1:
                live = close(live)
                again = still_close(again)
                assert live == again
            for candidate in candidates:
                if candidate not in live:
                    candidate.values.pop()  # dropped: no more samples
                    candidate.values.append(math.nan)
        assert len(live) < 12
