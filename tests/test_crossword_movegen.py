"""The crossword move generator against a brute-force generator built on the rules' own
placement checks and scoring: the same set of moves and the same scores, on random positions
with small word lists; and every move it finds on real positions is legal and scored right."""

from __future__ import annotations

import dataclasses
import itertools
import random
from collections import Counter
from collections.abc import Sequence

import pytest

from engines.core import Rejected
from engines.crossword.actions import Place
from engines.crossword.board import Board
from engines.crossword.layout import Layout, format_square, load_layout
from engines.crossword.movegen import all_moves
from engines.crossword.placement import board_after, make_play, place_from_tiles, unknown_words
from engines.crossword.rulesets import JAWA, WORDSMITH, CrosswordRules
from engines.crossword.words import Dictionary, dictionary_for
from engines.lexicon import lexicon_from_words
from engines.tiles import BLANK, TileSet, load_tile_set

#: The brute-force comparisons hold for both move-generator cores.
pytestmark = pytest.mark.usefixtures("each_movegen_core")

TILES = load_tile_set("crossword_jawa")
SMALL_LAYOUT = Layout(
    id="small",
    rows=(
        "W..l..W",
        ".w...w.",
        "..L.L..",
        "l..w..l",
        "..L.L..",
        ".w...w.",
        "W..l..W",
    ),
    start=24,
)
LETTERS = "aeiknorstwzą"
Key = frozenset[tuple[int, str]]


def random_words(rng: random.Random, count: int) -> list[str]:
    """Made-up words over a few letters, with their prefixes now and then, so boards fill up."""
    words: set[str] = set()
    while len(words) < count:
        word = "".join(rng.choice(LETTERS) for _ in range(rng.randint(2, 6)))
        words.add(word)
        if rng.random() < 0.3:
            words.add(word[: rng.randint(2, len(word))])
    return sorted(words)


def brute_force(
    board: Board,
    rack: Sequence[str],
    words: Sequence[str],
    dictionary: Dictionary,
    layout: Layout,
    tile_set: TileSet,
    rules: CrosswordRules,
) -> dict[Key, int]:
    """Every placement found by trying every word at every square in both directions, with
    every choice of blanks, through :func:`make_play` — keyed by the tiles it puts down."""
    size = board.size
    have = Counter(rack)
    found: dict[Key, int] = {}
    # Only to save time: squares a placement could touch at all (make_play decides).
    near = (
        {layout.start}
        if not board.has_tiles
        else {
            s for s in range(size * size) if board.letter(s) is not None or board.has_neighbour(s)
        }
    )
    for across in (True, False):
        step = 1 if across else size
        for first in range(size * size):
            row, column = divmod(first, size)
            for word in words:
                if (column if across else row) + len(word) > size:
                    continue
                squares = [first + i * step for i in range(len(word))]
                if near.isdisjoint(squares):
                    continue
                if any(
                    board.letter(s) is not None and board.letter(s) != c
                    for s, c in zip(squares, word, strict=True)
                ):
                    continue
                new = [i for i, s in enumerate(squares) if board.letter(s) is None]
                if not new:
                    continue
                for blanks in _blank_choices(word, new, have):
                    text = "".join(
                        board[s]
                        if board.letter(s) is not None
                        else (c if i in blanks else c.upper())
                        for i, (s, c) in enumerate(zip(squares, word, strict=True))
                    )
                    place = Place(format_square(first, size, across=across), text)
                    try:
                        play = make_play(board, place, layout, tile_set, rules, len(rack))
                    except Rejected:
                        continue
                    if unknown_words(play, dictionary):
                        continue
                    key = frozenset((t.square, t.cell) for t in play.tiles)
                    assert found.get(key, play.score) == play.score
                    found[key] = play.score
    return found


def _blank_choices(word: str, new: list[int], have: Counter[str]) -> list[set[int]]:
    """Sets of new-tile positions that blanks cover, such that the rack holds the rest."""
    need = Counter(word[i] for i in new)
    if sum((need - have).values()) > have[BLANK]:
        return []
    choices = []
    for count in range(have[BLANK] + 1):
        for chosen in itertools.combinations(new, count):
            rest = need - Counter(word[i] for i in chosen)
            if not rest - have:
                choices.append(set(chosen))
    return choices


def generated(
    board: Board,
    rack: Sequence[str],
    dictionary: Dictionary,
    layout: Layout,
    tile_set: TileSet,
    rules: CrosswordRules,
) -> dict[Key, int]:
    moves = all_moves(board, rack, dictionary, layout, tile_set, rules)
    keyed = {frozenset((t.square, t.cell) for t in m.tiles): m.score for m in moves}
    assert len(keyed) == len(moves), "the generator repeated a move"
    return keyed


def random_rack(rng: random.Random, blanks: int) -> list[str]:
    return [rng.choice(LETTERS) for _ in range(7 - blanks)] + [BLANK] * blanks


def random_positions(seed: int, count: int, rules: CrosswordRules) -> list[tuple[Board, list[str]]]:
    """Positions reached by playing random legal moves from random racks on the small board."""
    rng = random.Random(seed)
    words = random_words(rng, 120)
    dictionary = Dictionary(lexicon_from_words(words, "pl"))
    positions = []
    board = Board.empty(SMALL_LAYOUT.size)
    while len(positions) < count:
        rack = random_rack(rng, rng.choice((0, 0, 1, 1, 2)))
        positions.append((board, rack))
        moves = all_moves(board, rack, dictionary, SMALL_LAYOUT, TILES, rules)
        if moves and rng.random() < 0.8:
            play = make_play(board, rng.choice(moves).place, SMALL_LAYOUT, TILES, rules)
            board = board_after(board, play)
        if board.cells.count(".") < 12:
            board = Board.empty(SMALL_LAYOUT.size)
    return positions


@pytest.mark.parametrize(
    "rules",
    [JAWA, WORDSMITH, dataclasses.replace(JAWA, first_move_min_tiles=1, bingo_tiles=5)],
    ids=["jawa", "first-move-2", "bingo-5"],
)
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_generator_matches_brute_force_on_random_positions(
    rules: CrosswordRules, seed: int
) -> None:
    rng = random.Random(seed)
    words = random_words(rng, 120)
    dictionary = Dictionary(lexicon_from_words(words, "pl"))
    for board, rack in random_positions(seed, 12, rules):
        expected = brute_force(board, rack, words, dictionary, SMALL_LAYOUT, TILES, rules)
        assert generated(board, rack, dictionary, SMALL_LAYOUT, TILES, rules) == expected, (
            board.to_text(),
            rack,
        )


def test_house_rules_add_and_remove_moves() -> None:
    words = ["kot", "koty", "ok", "to"]
    base = Dictionary(lexicon_from_words(words, "pl"), extra=["kto", "tok"], banned=["koty"])
    empty = Board.empty(7)
    board = board_after(empty, make_play(empty, Place("4C", "KOT"), SMALL_LAYOUT, TILES, JAWA))
    rack = list("ktoy?")
    all_words = [*words, "kto", "tok"]
    expected = brute_force(board, rack, all_words, base, SMALL_LAYOUT, TILES, JAWA)
    found = generated(board, rack, base, SMALL_LAYOUT, TILES, JAWA)
    assert found == expected
    main_words = {m.word for m in all_moves(board, rack, base, SMALL_LAYOUT, TILES, JAWA)}
    assert {"kto", "tok"} <= main_words
    assert "koty" not in main_words


def test_every_move_on_real_polish_positions_is_legal_and_scored_right() -> None:
    layout = load_layout()
    dictionary = dictionary_for("pl")
    rng = random.Random(5)
    board = Board.empty(15)
    tiles = list(TILES.tiles())
    rng.shuffle(tiles)
    for _ in range(6):
        rack = [tiles.pop() for _ in range(7)]
        moves = all_moves(board, rack, dictionary, layout, TILES, JAWA)
        assert moves
        for move in moves[:: max(1, len(moves) // 300)]:
            play = make_play(board, move.place, layout, TILES, JAWA)
            assert play.score == move.score, move
            assert not unknown_words(play, dictionary)
            assert not Counter(play.rack_tiles) - Counter(rack)
        board = board_after(board, make_play(board, moves[0].place, layout, TILES, JAWA))


def test_real_polish_position_matches_brute_force_on_a_word_sample() -> None:
    """Completeness on the real 15×15 board with a sample of real Polish words."""
    polish = dictionary_for("pl").lexicon
    rng = random.Random(9)
    sample = sorted(w for w in polish.words("ko") if len(w) <= 7)[:300]
    sample += sorted(w for w in polish.words("ta") if len(w) <= 7)[:300]
    sample += ["kot", "tak", "ok", "to", "ta", "ko", "ak"]
    dictionary = Dictionary(lexicon_from_words(sample, "pl"))
    layout = load_layout()
    board = Board.empty(15)
    compared = 0
    for rack_text in ("kotaei?", "taknors", "ko?ta?z"):
        rack = list(rack_text)
        expected = brute_force(board, rack, sample, dictionary, layout, TILES, JAWA)
        assert generated(board, rack, dictionary, layout, TILES, JAWA) == expected
        compared += len(expected)
        moves = all_moves(board, rack, dictionary, layout, TILES, JAWA)
        if moves:
            board = board_after(
                board, make_play(board, rng.choice(moves).place, layout, TILES, JAWA)
            )


def test_a_generated_move_is_the_place_its_tiles_make() -> None:
    """The screen builds a Place from tiles put on squares; the generator's Place must match."""
    layout = load_layout()
    dictionary = dictionary_for("pl")
    board = Board.empty(15)
    for rack in ("kotaeiy", "nazwyrs", "ćmałe?o"):
        moves = all_moves(board, list(rack), dictionary, layout, TILES, JAWA)
        for move in moves[:: max(1, len(moves) // 200)]:
            made = place_from_tiles(board, move.tiles)
            if len(move.tiles) > 1:
                assert made == move.place
            else:
                assert make_play(board, made, layout, TILES, JAWA).score == move.score
        board = board_after(board, make_play(board, moves[0].place, layout, TILES, JAWA))


def test_the_analysis_lists_the_three_best_moves_of_the_rack() -> None:
    """ "What was possible" (issue #12): the analysis hook's search gives the best placement and
    the next two, exactly the top of the full generator's list (distinct moves, best first)."""
    from engines.core import MoveAnalysis, PlayerId, Setup
    from engines.crossword import CrosswordGame
    from engines.crossword.actions import Pass
    from engines.crossword.rules import context

    game = CrosswordGame()
    for seed in range(1, 50):  # an opening rack with at least three moves
        state = game.new_game(Setup("crossword", "jawa", 2, seed, {}))
        player = PlayerId(state.first_player)
        ctx = context(state.setup)
        rack = state.racks[player].tiles
        every = all_moves(state.board, rack, ctx.dictionary, ctx.layout, ctx.tile_set, ctx.rules)
        if len(every) >= 3:
            break
    analysed = game.analyse(state, player, Pass(), search=True)
    assert analysed is not None and len(every) >= 3
    assert (analysed.best, analysed.best_points) == (str(every[0].place), every[0].score)
    assert analysed.others == tuple((str(m.place), m.score) for m in every[1:3])
    assert analysed.missed == every[0].score  # a pass scores nothing
    assert MoveAnalysis.from_json(json_round_trip(analysed.to_json())) == analysed


def json_round_trip(data: object) -> dict[str, object]:
    import json

    loaded: dict[str, object] = json.loads(json.dumps(data))
    return loaded
