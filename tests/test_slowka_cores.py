"""Słówka's move search in its two cores: the compiled one (Cython, when built) finds exactly the
pure-Python one's moves, scores, symmetries and work, in the same order, for every reading, with
and without the symmetry shortcut and with a ``limit``; ``GRY_SLOWNE_PURE_PYTHON=1`` forces the
pure one."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from engines.core import PlayerId, Setup, computer_rng
from engines.lexicon import lexicon_from_words, load_lexicon
from engines.slowka import SlowkaGame
from engines.slowka import movegen as movegen_module
from engines.slowka.board import ANY, SIDE, Board, load_layout
from engines.slowka.movegen import CORES, PURE_PYTHON_VARIABLE, Searcher, play_on, search
from engines.tiles import load_tile_set

ROOT = Path(__file__).resolve().parent.parent
GAME = SlowkaGame()
LAYOUT = load_layout()
TILES = load_tile_set("slowka")

needs_compiled = pytest.mark.skipif(
    "compiled" not in CORES, reason="the compiled Słówka search is not built here"
)


def positions(reading: str, seeds: range) -> list[tuple[Board, tuple[str, ...]]]:
    """The board and the rack to move at every turn of seeded easy-against-medium games (the
    quick levels: boards of every kind without the strong player's thinking)."""
    found = []
    for seed in seeds:
        state = GAME.new_game(Setup("slowka", "standard", 2, seed, {"reading": reading}))
        levels = ("easy", "medium")
        number = 0
        while state.end is None:
            player = min(GAME.to_act(state))
            if state.pending is None and state.racks[player].tiles:
                found.append((state.board, state.racks[player].tiles))
            action = GAME.computer(levels[player]).choose(
                GAME.view(state, player),
                computer_rng(state.setup, player, number),
                lambda: False,
                lambda _f: None,
            )
            state = GAME.apply(state, PlayerId(player), action)
            number += 1
    return found


@needs_compiled
@pytest.mark.parametrize("reading", [ANY, SIDE])
def test_the_compiled_search_finds_what_the_pure_one_does(reading: str) -> None:
    lexicon = load_lexicon("pl")
    cores = {core: Searcher(lexicon, LAYOUT, TILES, reading, core) for core in CORES}
    # Each position once, the ways to search taking turns (pure Python is slow through corners).
    ways = ((True, 0), (True, 1), (False, 0), (True, 7))
    seen = positions(reading, range(500, 502))
    for number, (board, rack) in enumerate(seen):
        symmetric, limit = ways[number % len(ways)]
        python, compiled = (
            cores[core].search(board, rack, symmetric=symmetric, limit=limit)
            for core in ("python", "compiled")
        )
        assert compiled == python, (board.to_text(), rack, symmetric, limit)
    assert len(seen) > 20


@needs_compiled
def test_both_cores_agree_on_symmetric_boards_and_unknown_letters() -> None:
    """The opening (all 8 symmetries), a board one flip keeps, a token the word list's alphabet
    lacks, and a limit above the number of moves."""
    lexicon = lexicon_from_words(["kot", "tok", "oko", "kok", "to", "ot", "ok"])
    start = Board.empty(LAYOUT).with_tiles([(LAYOUT.start, "o")])
    flipped = start.with_tiles([(LAYOUT.parse("c4"), "t"), (LAYOUT.parse("e4"), "t")])
    foreign = start.with_tiles([(LAYOUT.parse("d3"), "x")])
    for board in (start, flipped, foreign):
        for reading in (ANY, SIDE):
            for limit in (0, 3, 10_000):
                python, compiled = (
                    search(board, "kto", lexicon, LAYOUT, TILES, reading, limit=limit, core=core)
                    for core in ("python", "compiled")
                )
                assert compiled == python
                assert python.moves
    assert len(search(start, "kto", lexicon, LAYOUT, TILES, ANY).maps) == 8
    assert len(search(flipped, "kto", lexicon, LAYOUT, TILES, ANY).maps) == 4


def test_a_limit_keeps_the_best_scoring_moves_first_found_first() -> None:
    lexicon = load_lexicon("pl")
    board, rack = positions(ANY, range(510, 511))[3]
    every = search(board, rack, lexicon, LAYOUT, TILES, ANY)
    best = search(board, rack, lexicon, LAYOUT, TILES, ANY, limit=5)
    expected = sorted(every.moves, key=lambda move: -move[0])[:5]  # stable: search order
    assert best.moves == expected
    assert best.work == every.work > 0


def test_play_on_lays_the_tokens_of_the_empty_squares() -> None:
    board = Board.empty(LAYOUT).with_tiles([(LAYOUT.start, "o")])
    after = play_on(board, (3, (LAYOUT.parse("d3"), LAYOUT.start, LAYOUT.parse("d5")), "kot"))
    assert after.letter(LAYOUT.parse("d3")) == "k" and after.letter(LAYOUT.parse("d5")) == "t"
    assert after.letter(LAYOUT.start) == "o"


def test_the_variable_forces_the_pure_core() -> None:
    script = "from engines.slowka.movegen import CORE\nprint(CORE)\n"
    built = "compiled" if "compiled" in CORES else "python"
    for value, expected in (("1", "python"), ("", built)):
        env = {**os.environ, PURE_PYTHON_VARIABLE: value}
        done = subprocess.run(
            [sys.executable, "-c", script], cwd=ROOT, env=env, capture_output=True, text=True
        )
        assert done.stdout.strip() == expected, done.stderr
    forced = os.environ.get(PURE_PYTHON_VARIABLE, "") not in ("", "0")
    assert ("compiled" if "compiled" in CORES and not forced else "python") == movegen_module.CORE
