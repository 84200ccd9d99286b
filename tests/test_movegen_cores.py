"""The crossword move generator's two cores: the compiled one (Cython, when built) gives exactly
the pure-Python one's moves and scores, in the same order; ``GRY_SLOWNE_PURE_PYTHON=1`` forces
the pure one (run in a subprocess, so the fallback path is exercised wherever the tests run)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from engines.core import PlayerId, Setup
from engines.crossword import CrosswordGame
from engines.crossword import movegen as movegen_module
from engines.crossword.movegen import CORES, PURE_PYTHON_VARIABLE, Position, generate_raw
from engines.crossword.rules import context
from engines.crossword.state import CrosswordState
from engines.crossword.words import Dictionary
from engines.play import computer_rng
from engines.puzzle.gra1 import RULES as GRA1_RULES
from engines.tiles import BLANK

ROOT = Path(__file__).resolve().parent.parent
GAMES_PER_RULE_SET = 11

needs_compiled = pytest.mark.skipif(
    "compiled" not in CORES, reason="the compiled move generator is not built here"
)


def self_play(rules: str, seed: int) -> list[tuple[CrosswordState, tuple[str, ...]]]:
    """Every turn of a seeded strong-against-strong game: the state and the rack to move."""
    game = CrosswordGame()
    strong = game.computer("strong")
    state = game.new_game(Setup("crossword", rules, 2, seed))
    turns = []
    moves = 0
    while state.end is None:
        player = min(game.to_act(state))
        turns.append((state, state.racks[player].tiles))
        action = strong.choose(
            game.view(state, player),
            computer_rng(state.setup, player, moves),
            lambda: False,
            lambda _: None,
        )
        state = game.apply(state, PlayerId(player), action)
        moves += 1
    return turns


@pytest.fixture(scope="module")
def positions() -> list[tuple[Position, tuple[str, ...]]]:
    """Over 500 positions: self-play turns of both rule sets, some with blanks swapped in, some
    with house-rule words, some under GRA I's rule that the main word must hold a board tile."""
    found: list[tuple[Position, tuple[str, ...]]] = []
    for rules in ("jawa", "wordsmith"):
        for seed in range(GAMES_PER_RULE_SET):
            for number, (state, rack) in enumerate(self_play(rules, 500 + seed)):
                ctx = context(state.setup)
                position = ctx.position(state.board)
                found.append((position, rack))
                if number % 9 == 4 and len(rack) == 7 and BLANK not in rack:
                    found.append((position, (*rack[:6], BLANK)))
                if number % 23 == 12 and len(rack) == 7 and BLANK not in rack:
                    found.append((position, (*rack[:5], BLANK, BLANK)))
                if number % 7 == 3:
                    found.append((Position(*_fields(position)[:4], GRA1_RULES), rack))
                if number % 11 == 5:
                    extra = Dictionary(
                        position.dictionary.lexicon, ["abab", "zozoki"], ["ok", "on", "za"]
                    )
                    found.append((Position(state.board, extra, *_fields(position)[2:]), rack))
    return found


def _fields(position: Position) -> tuple[object, ...]:
    return (position.board, position.dictionary, position.layout, position.tile_set, position.rules)


@needs_compiled
def test_both_cores_give_the_same_moves_and_scores_on_over_500_positions(
    positions: list[tuple[Position, tuple[str, ...]]],
) -> None:
    assert len(positions) >= 500
    total = 0
    for position, rack in positions:
        pure = generate_raw(position, rack, "python")
        compiled = generate_raw(position, rack, "compiled")
        assert compiled == pure, (position.board.to_text(), rack)
        total += len(pure)
    assert total > 100_000  # the positions are not trivial


@needs_compiled
def test_both_cores_build_the_same_lines(
    positions: list[tuple[Position, tuple[str, ...]]],
) -> None:
    pure_lines, _ = CORES["python"]
    compiled_lines, _ = CORES["compiled"]
    for position, rack in positions[::5]:
        args = (position.board, position.dictionary, position.layout, position.tile_set)
        for require_tile in (False, True):
            assert compiled_lines(*args, len(rack), require_tile) == pure_lines(
                *args, len(rack), require_tile
            )


def test_the_core_in_use_is_the_compiled_one_when_built() -> None:
    forced = os.environ.get(PURE_PYTHON_VARIABLE, "") not in ("", "0")
    expected = "compiled" if "compiled" in CORES and not forced else "python"
    assert expected == movegen_module.CORE


def test_the_variable_forces_the_pure_core_and_it_finds_the_same_moves() -> None:
    script = (
        "import json\n"
        "from engines.crossword.layout import load_layout\n"
        "from engines.crossword.movegen import CORE, all_moves\n"
        "from engines.crossword.rulesets import JAWA\n"
        "from engines.crossword.words import dictionary_for\n"
        "from engines.crossword.board import Board\n"
        "from engines.tiles import load_tile_set\n"
        "board = Board.empty(15).with_tiles([(112, 'K'), (113, 'O'), (114, 'T')])\n"
        "moves = all_moves(board, tuple('aeks?ty'), dictionary_for('pl'), load_layout(),\n"
        "                  load_tile_set('crossword_jawa'), JAWA)\n"
        "print(json.dumps([CORE, [[str(m.place), m.score] for m in moves]]))\n"
    )
    env = {**os.environ, PURE_PYTHON_VARIABLE: "1"}
    done = subprocess.run(
        [sys.executable, "-c", script],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    core, moves = json.loads(done.stdout)
    assert core == "python"
    assert len(moves) > 1000
    here = json.loads(
        subprocess.run(
            [sys.executable, "-c", script],
            cwd=ROOT,
            env={k: v for k, v in os.environ.items() if k != PURE_PYTHON_VARIABLE},
            capture_output=True,
            text=True,
            check=True,
        ).stdout
    )
    assert here[0] == ("compiled" if "compiled" in CORES else "python")
    assert here[1] == moves
