"""The crossword move generator's two cores: the compiled one (Cython, when built) gives exactly
the pure-Python one's moves and scores, in the same order; ``GRY_SLOWNE_PURE_PYTHON=1`` forces
the pure one (run in a subprocess, so the fallback path is exercised wherever the tests run)."""

from __future__ import annotations

import heapq
import json
import os
import random
import subprocess
import sys
from itertools import islice
from pathlib import Path

import pytest

from engines.core import PlayerId, Setup, computer_rng
from engines.crossword import CrosswordGame
from engines.crossword import movegen as movegen_module
from engines.crossword.board import Board
from engines.crossword.layout import load_layout
from engines.crossword.movegen import CORES, PURE_PYTHON_VARIABLE, Position, generate_raw
from engines.crossword.rules import context
from engines.crossword.state import CrosswordState
from engines.crossword.words import Dictionary, dictionary_for
from engines.puzzle.gra1 import RULES as GRA1_RULES
from engines.tiles import BLANK, load_tile_set

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


@pytest.mark.parametrize("core", sorted(CORES))
def test_a_limit_keeps_only_the_greatest_moves_greatest_first(
    positions: list[tuple[Position, tuple[str, ...]]], core: str
) -> None:
    """What the simulation asks for (the compiled core turns only those into tuples), house
    rules included; ties in score are ordered as the tuples compare."""
    step = 1 if core == "compiled" else 7  # the pure core only slices the same list
    for position, rack in positions[::step]:
        every = generate_raw(position, rack, core)
        for limit in (1, 8, 50):
            kept = generate_raw(position, rack, core, limit=limit)
            assert kept == heapq.nlargest(limit, every), (position.board.to_text(), rack, limit)


@needs_compiled
def test_both_cores_build_the_same_lines(
    positions: list[tuple[Position, tuple[str, ...]]],
) -> None:
    pure_lines = CORES["python"].build_lines
    compiled_lines = CORES["compiled"].build_lines
    for position, rack in positions[::5]:
        args = (position.board, position.dictionary, position.layout, position.tile_set)
        for require_tile in (False, True):
            assert compiled_lines(*args, len(rack), require_tile) == pure_lines(
                *args, len(rack), require_tile
            )


#: Prefixes of long words, for boards of long perpendicular words.
LONG_WORD_PREFIXES = {
    "pl": ("prze", "naj", "roz", "wy", "ża", "źd", "ąb"),
    "en": ("inter", "over", "un", "re", "zo"),
}
TILE_SETS = {"pl": "crossword_jawa", "en": "crossword_wordsmith"}


def gapped_boards(language: str, seed: int) -> list[tuple[Board, list[tuple[str, int]]]]:
    """Boards with a long word on every other column (or row), each missing one letter (the
    first or last one too: then only a suffix or a prefix is left), some tiles blanks — so the
    squares between hold cross-checks with long prefixes and suffixes, and the gaps' masks are
    neither empty nor every letter. Each board comes with its ``(word, gap)`` pairs."""
    rng = random.Random(seed)
    lexicon = dictionary_for(language).lexicon
    words = [
        word
        for prefix in LONG_WORD_PREFIXES[language]
        for word in islice((w for w in lexicon.words(prefix) if 6 <= len(w) <= 15), 40)
    ]
    boards = []
    for _ in range(8):
        for down in (True, False):
            tiles = []
            used = []
            for line in range(rng.randrange(2), 15, 2):
                word = rng.choice(words)
                gap = rng.randrange(len(word))
                offset = rng.randrange(15 - len(word) + 1)
                used.append((word, gap))
                for i, letter in enumerate(word):
                    if i != gap:
                        along = offset + i
                        square = along * 15 + line if down else line * 15 + along
                        tiles.append((square, letter if rng.random() < 0.1 else letter.upper()))
            boards.append((Board.empty(15).with_tiles(tiles), used))
    return boards


def perpendicular_mask(board: Board, dictionary: Dictionary, square: int, across: bool) -> int:
    """The letters that make a word with the tiles around ``square`` across a line (``across``:
    the column's tiles above and below), read off the board and checked word by word."""
    size = board.size
    step = size if across else 1
    row_start = square - square % size
    low, high = (0, size * size) if across else (row_start, row_start + size)
    before = ""
    t = square - step
    while t >= low and board.letter(t):
        before = str(board.letter(t)) + before
        t -= step
    after = ""
    t = square + step
    while t < high and board.letter(t):
        after += str(board.letter(t))
        t += step
    return sum(
        1 << i for i, x in enumerate(dictionary.alphabet) if before + x + after in dictionary
    )


@needs_compiled
@pytest.mark.parametrize("language", ["pl", "en"])
def test_the_compiled_cross_checks_match_the_words_on_long_perpendicular_words(
    language: str,
) -> None:
    """Compiled lines against the pure ones and every cross-check mask against the words the
    board spells, with the lexicon alone (walked in C) and with house rules (asked of the
    dictionary): extra words filling some gaps with a letter the lexicon refuses, and some of
    the long words banned."""
    plain = dictionary_for(language)
    layout = load_layout()
    tile_set = load_tile_set(TILE_SETS[language], players=2)
    pure_lines = CORES["python"].build_lines
    compiled_lines = CORES["compiled"].build_lines
    partial = 0
    changed_by_house_rules = 0
    for board, used in gapped_boards(language, 14):
        extra = [
            word[:gap] + letter + word[gap + 1 :]
            for word, gap in used[::3]
            for letter in plain.alphabet[-3:]
            if word[:gap] + letter + word[gap + 1 :] not in plain
        ]
        house = Dictionary(plain.lexicon, extra, [word for word, _ in used[1::3]])
        for dictionary in (plain, house):
            lines = compiled_lines(board, dictionary, layout, tile_set, 7, False)
            assert lines == pure_lines(board, dictionary, layout, tile_set, 7, False)
            for line_id, _, _, masks, sums, _, _, _ in lines:
                across = line_id < board.size
                fixed = line_id if across else line_id - board.size
                for k, (mask, total) in enumerate(zip(masks, sums, strict=True)):
                    if total < 0:
                        continue
                    square = fixed * board.size + k if across else k * board.size + fixed
                    expected = perpendicular_mask(board, dictionary, square, across)
                    assert mask == expected, (board.to_text(), square, across)
                    if dictionary is plain:
                        partial += 0 < mask < plain.all_letters
                    else:
                        changed_by_house_rules += mask != perpendicular_mask(
                            board, plain, square, across
                        )
    assert partial > 100
    assert changed_by_house_rules > 10


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
