"""Shadow pruning (issue #42 point 5): a limited generation (``generate_raw(..., limit=N)``, the
simulation's replies and the endgame's widths) skips the anchors whose upper bound cannot reach
the N best scores. It must give exactly the moves, in exactly the order, that ``heapq.nlargest``
keeps of the whole list: on both cores, both rule sets, with blanks, on empty and mid-game
boards, and at every limit (ties at the N-th score included)."""

from __future__ import annotations

import heapq
import random
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engines.core import TOP_MOVES, Setup
from engines.crossword import CrosswordGame
from engines.crossword import movegen as movegen_module
from engines.crossword.board import Board
from engines.crossword.movegen import (
    CORES,
    Position,
    best_moves,
    generate_raw,
    to_move,
)
from engines.crossword.movegen_core import RawMove, greatest, shadow_bound
from engines.crossword.rules import context
from engines.tiles import BLANK

RULE_SETS = ("jawa", "wordsmith")
LIMITS = (1, 2, 3, 8, 20)


def empty_position(rules: str) -> Position:
    state = CrosswordGame().new_game(Setup("crossword", rules, 2, 7))
    return context(state.setup).position(state.board)


def boards(rules: str, seed: int, moves: int) -> list[Board]:
    """A seeded game's boards, move after move: each move one of the ten best-scoring for a
    rack drawn from what is left of the tiles (blanks included)."""
    position = empty_position(rules)
    rng = random.Random(seed)
    pool = list(position.tile_set.tiles())
    rng.shuffle(pool)
    board = position.board
    found = [board]
    for _ in range(moves):
        if len(pool) < 7:
            break
        rack = [pool.pop() for _ in range(7)]
        raws = generate_raw(_on(position, board), rack, "compiled" if "compiled" in CORES else "")
        if not raws:
            pool[:0] = rack
            continue
        raw = rng.choice(heapq.nlargest(10, raws))
        move = to_move(board, raw, position.dictionary.alphabet)
        board = board.with_tiles((t.square, t.cell) for t in move.tiles)
        used = list(move.rack_tiles)
        pool[:0] = [t for t in rack if t not in used or used.remove(t)]
        found.append(board)
    return found


def _on(position: Position, board: Board) -> Position:
    return Position(board, position.dictionary, position.layout, position.tile_set, position.rules)


def racks(position: Position, rng: random.Random) -> list[tuple[str, ...]]:
    """A natural rack, one with a blank, one with two, and a short one (the bag run out)."""
    tiles = [t for t in position.tile_set.tiles() if t != BLANK]
    natural = tuple(rng.sample(tiles, 7))
    return [natural, (*natural[:6], BLANK), (*natural[:5], BLANK, BLANK), natural[:3]]


@pytest.fixture(scope="module")
def cases() -> list[tuple[Position, tuple[str, ...]]]:
    found: list[tuple[Position, tuple[str, ...]]] = []
    for rules in RULE_SETS:
        position = empty_position(rules)
        for seed in range(3):
            rng = random.Random(seed)
            for number, board in enumerate(boards(rules, 4200 + seed, 14)):
                if number % 2 and number != 1:
                    continue
                for rack in racks(position, rng):
                    found.append((_on(position, board), rack))
    return found


@contextmanager
def pruning(on: bool) -> Iterator[None]:
    before = movegen_module.SHADOW_PRUNING
    movegen_module.SHADOW_PRUNING = on
    try:
        yield
    finally:
        movegen_module.SHADOW_PRUNING = before


def whole_list_best(
    position: Position, rack: tuple[str, ...], core: str, limit: int
) -> list[RawMove]:
    return heapq.nlargest(limit, generate_raw(position, rack, core))


def with_ties(every: list[RawMove], limit: int) -> list[RawMove]:
    """The definition of a limited generation with ties: every move scoring at least the
    ``limit``-th best score, greatest first."""
    if len(every) <= limit:
        return sorted(every, reverse=True)
    floor = sorted((move[0] for move in every), reverse=True)[limit - 1]
    return sorted((move for move in every if move[0] >= floor), reverse=True)


@pytest.mark.parametrize("core", sorted(CORES))
def test_pruned_limited_generation_is_exactly_the_best_of_the_whole_list(
    cases: list[tuple[Position, tuple[str, ...]]], core: str
) -> None:
    assert len(cases) > 100
    step = 1 if core == "compiled" else 7  # the pure core is slow with two blanks
    for position, rack in cases[::step]:
        every = generate_raw(position, rack, core)
        for limit in LIMITS:
            expected = heapq.nlargest(limit, every)
            assert generate_raw(position, rack, core, limit=limit) == expected, (
                position.board.to_text(),
                rack,
                limit,
            )
            tied = with_ties(every, limit)
            assert generate_raw(position, rack, core, limit=limit, ties=True) == tied, (
                position.board.to_text(),
                rack,
                limit,
            )


@pytest.mark.parametrize("core", sorted(CORES))
def test_pruning_can_be_switched_off_and_gives_the_same(
    cases: list[tuple[Position, tuple[str, ...]]], core: str
) -> None:
    for position, rack in cases[::9]:
        with pruning(False):
            unpruned = generate_raw(position, rack, core, limit=8)
        assert generate_raw(position, rack, core, limit=8) == unpruned


def test_ties_at_the_last_place_are_broken_as_in_the_whole_list() -> None:
    """Many moves share the N-th score on an empty board (the same word at mirrored places): the
    pruned list keeps exactly those the tuples' order keeps."""
    for rules in RULE_SETS:
        position = empty_position(rules)
        for rack in (("a", "a", "a", "a", "a", "a", "a"), ("k", "o", "t", "a", "?", "e", "i")):
            every = generate_raw(position, rack)
            scores = [m[0] for m in heapq.nlargest(30, every)]
            for limit in range(1, 30):
                if limit < len(scores) and scores[limit - 1] == scores[limit]:
                    break
            else:
                continue
            for core in CORES:
                assert generate_raw(position, rack, core, limit=limit) == heapq.nlargest(
                    limit, every
                )
                tied = generate_raw(position, rack, core, limit=limit, ties=True)
                assert tied == with_ties(every, limit)
                assert len(tied) > limit  # the tie past the last place is there


def test_greatest_with_ties_keeps_every_move_as_good_as_the_last() -> None:
    moves: list[RawMove] = [(5, 0, 0, (1,)), (9, 1, 0, (2,)), (5, 2, 3, (0,)), (7, 0, 4, (3,))]
    assert greatest(moves, 2) == [(9, 1, 0, (2,)), (7, 0, 4, (3,))]
    assert greatest(moves, 3) == [(9, 1, 0, (2,)), (7, 0, 4, (3,)), (5, 2, 3, (0,))]
    assert greatest(moves, 3, ties=True) == [
        (9, 1, 0, (2,)),
        (7, 0, 4, (3,)),
        (5, 2, 3, (0,)),
        (5, 0, 0, (1,)),
    ]
    assert greatest(moves, 9, ties=True) == sorted(moves, reverse=True)


@pytest.mark.parametrize("core", sorted(CORES))
def test_the_shadow_is_at_least_every_score_of_its_anchor(
    cases: list[tuple[Position, tuple[str, ...]]], core: str
) -> None:
    """The bound itself: no move made from an anchor scores above its shadow (each anchor
    generated alone, as the pure core's lines describe it)."""
    from engines.crossword import movegen_core

    for position, rack in cases[::11]:
        dictionary = position.dictionary
        counts, blanks = movegen_module.rack_counts(rack, dictionary.alphabet)
        values = position.tile_set.values_of(dictionary.alphabet)
        rules = position.rules
        min_tiles = 1 if position.board.has_tiles else rules.first_move_min_tiles
        rack_values = sorted(
            [values[i] for i, n in enumerate(counts) for _ in range(n)], reverse=True
        )
        rack_values += [0] * blanks
        rack_mask = sum(1 << i for i, n in enumerate(counts) if n)
        lines = CORES[core].build_lines(
            position.board, dictionary, position.layout, position.tile_set, len(rack), False
        )
        for line in lines:
            for anchor, left in line[7]:
                alone = (*line[:7], [(anchor, left)])
                moves = movegen_core.generate(
                    dictionary.lexicon.packed.array,
                    [alone],
                    counts,
                    blanks,
                    values,
                    rules.bingo_tiles,
                    rules.bingo_bonus,
                    min_tiles,
                    position.board.size,
                )
                bound, by_length = shadow_bound(
                    alone,
                    anchor,
                    left,
                    rack_values,
                    rack_mask,
                    blanks,
                    values,
                    rules.bingo_tiles,
                    rules.bingo_bonus,
                )
                assert all(m[0] <= bound for m in moves), (position.board.to_text(), rack)
                for length in range(left + 1):
                    # The moves with that many tiles left of the anchor start there.
                    assert all(
                        m[0] <= by_length[length] for m in moves if m[2] == anchor - length
                    ), (position.board.to_text(), rack, length)


@pytest.fixture(scope="module")
def boards_for_hypothesis() -> dict[str, list[Position]]:
    return {
        rules: [_on(empty_position(rules), b) for b in boards(rules, 4300, 10)]
        for rules in RULE_SETS
    }


@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    rules=st.sampled_from(RULE_SETS),
    which=st.integers(0, 10),
    rack_seed=st.integers(0, 10_000),
    size=st.integers(1, 7),
    blanks=st.integers(0, 2),
    limit=st.integers(1, 12),
)
def test_pruning_never_changes_the_best_moves(
    boards_for_hypothesis: dict[str, list[Position]],
    rules: str,
    which: int,
    rack_seed: int,
    size: int,
    blanks: int,
    limit: int,
) -> None:
    positions = boards_for_hypothesis[rules]
    position = positions[which % len(positions)]
    tiles = [t for t in position.tile_set.tiles() if t != BLANK]
    rack = tuple(random.Random(rack_seed).sample(tiles, size))
    rack = (*rack[: size - min(blanks, size - 1)], *[BLANK] * min(blanks, size - 1))
    core = "compiled" if "compiled" in CORES else "python"
    every = generate_raw(position, rack, core)
    assert generate_raw(position, rack, core, limit=limit) == heapq.nlargest(limit, every)


@pytest.mark.parametrize("core", sorted(CORES))
@pytest.mark.parametrize("rules", RULE_SETS)
def test_anchors_no_tile_fits_and_a_limit_above_every_move(core: str, rules: str) -> None:
    """Racks of one or two rare letters (most anchors' cross-checks refuse them: those units
    are not queued at all) and a limit above the number of moves (every queued unit is taken
    from the heap): still exactly ``heapq.nlargest`` of the whole list."""
    position = empty_position(rules)
    letters = sorted({t for t in position.tile_set.tiles() if t != BLANK})
    rare = sorted(letters, key=lambda t: -position.tile_set.value(t))
    rng = random.Random(42)
    for board in boards(rules, 4400, 8)[1::3]:
        on = _on(position, board)
        for rack in [(rare[0],), (rare[0], rare[1]), tuple(rng.sample(letters, 2))]:
            every = generate_raw(on, rack, core)
            for limit in (1, 3, len(every) + 5):
                assert generate_raw(on, rack, core, limit=limit) == heapq.nlargest(limit, every)


@pytest.mark.parametrize("core", sorted(CORES))
def test_the_best_moves_come_from_one_pruned_search_and_miss_no_tie(
    cases: list[tuple[Position, tuple[str, ...]]], core: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The hint's and the analysis's best moves: the same as chosen from every move (by score,
    then text, among different placements), also where many moves tie at the last place (the
    empty boards), from a single generation: the limited one that keeps the ties."""
    step = 2 if core == "compiled" else 14  # the pure core is slow with two blanks
    empty = [(empty_position(rules), ("k", "o", "t", "a", "?", "e", "i")) for rules in RULE_SETS]
    generations: list[tuple[int, bool]] = []

    def counting(
        position: Position,
        rack: tuple[str, ...],
        core: str = "",
        limit: int = 0,
        ties: bool = False,
    ) -> Any:
        generations.append((limit, ties))
        return generate_raw(position, rack, core, limit, ties)

    ties_past_the_last = 0
    for position, rack in [*cases[::step], *empty]:
        every = generate_raw(position, rack, core)
        for count in (1, TOP_MOVES):
            # The definition: best_moves' choice among every move scoring at least the last's.
            tied = with_ties(every, count)
            monkeypatch.setattr(movegen_module, "generate_raw", lambda *_, tied=tied, **__: tied)
            expected = best_moves(position, rack, count, core)
            monkeypatch.undo()
            monkeypatch.setattr(movegen_module, "generate_raw", counting)
            generations.clear()
            found = best_moves(position, rack, count, core)
            monkeypatch.undo()
            assert found == expected, (position.board.to_text(), rack, count)
            assert generations == [(count, True)]
            ties_past_the_last += len(tied) > count
    assert ties_past_the_last >= 2  # the empty boards' at least
