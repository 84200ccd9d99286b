"""GRA I's move generator (the crossword's generator on a window of the unbounded table)
against a brute-force generator built on GRA I's own placement checks and scoring: the same
moves and the same scores on random positions with small word lists; and on real positions
every move it lists is legal in the game and scored as the game scores it."""

from __future__ import annotations

import itertools
import random
from collections import Counter
from collections.abc import Sequence

import pytest

from engines.core import PlayerId, Rejected, Setup
from engines.crossword.words import Dictionary
from engines.lexicon import lexicon_from_words
from engines.puzzle import PuzzleGame
from engines.puzzle.gra1 import PlaceWord, check_move, check_place, dictionary_of, unknown_words
from engines.puzzle.gra1_moves import TableMove, all_moves
from engines.puzzle.table import Table
from engines.tiles import BLANK

#: The brute-force comparisons hold for both move-generator cores.
pytestmark = pytest.mark.usefixtures("each_movegen_core")

LETTERS = "aeiknorstwzą"
Key = frozenset[tuple[int, int, str]]


def random_words(rng: random.Random, count: int) -> list[str]:
    """Made-up words over a few letters, with their prefixes now and then, so tables fill up."""
    words: set[str] = set()
    while len(words) < count:
        word = "".join(rng.choice(LETTERS) for _ in range(rng.randint(2, 6)))
        words.add(word)
        if rng.random() < 0.3:
            words.add(word[: rng.randint(2, len(word))])
    return sorted(words)


def _blank_choices(word: str, new: list[int], have: Counter[str]) -> list[set[int]]:
    """Sets of new-tile positions that blanks cover, such that the rack holds the rest."""
    need = Counter(word[i] for i in new)
    if sum((need - have).values()) > have[BLANK]:
        return []
    choices = []
    for count in range(have[BLANK] + 1):
        for chosen in itertools.combinations(new, count):
            if not (need - Counter(word[i] for i in chosen)) - have:
                choices.append(set(chosen))
    return choices


def brute_force(
    table: Table, rack: Sequence[str], words: Sequence[str], dictionary: Dictionary
) -> dict[Key, int]:
    """Every placement found by trying every word from every square near the table in both
    directions (on an empty table: from ``(0, 0)`` across), with every choice of blanks,
    through :func:`check_place` — keyed by the tiles it puts down."""
    have = Counter(rack)
    found: dict[Key, int] = {}
    bounds = table.bounds()
    if bounds is None:
        starts = [(0, 0, True)]
    else:
        top, left, bottom, right = bounds
        reach = 8
        starts = [
            (r, c, across)
            for r in range(top - reach, bottom + 2)
            for c in range(left - reach, right + 2)
            for across in (True, False)
        ]
    for row, column, across in starts:
        dr, dc = (0, 1) if across else (1, 0)
        for word in words:
            squares = [(row + i * dr, column + i * dc) for i in range(len(word))]
            on_table = [table.letter(r, c) for r, c in squares]
            if any(t is not None and t != ch for t, ch in zip(on_table, word, strict=True)):
                continue
            new = [i for i, t in enumerate(on_table) if t is None]
            for blanks in _blank_choices(word, new, have):
                text = "".join(
                    table.cell(*squares[i]) or (ch if i in blanks else ch.upper())  # type: ignore[misc]
                    for i, ch in enumerate(word)
                )
                try:
                    play = check_place(table, PlaceWord(row, column, across, text), len(rack))
                except Rejected:
                    continue
                if unknown_words(play, dictionary):
                    continue
                key = frozenset((t.row, t.column, t.cell) for t in play.tiles)
                assert found.get(key, play.score) == play.score
                found[key] = play.score
    return found


def generated(table: Table, rack: Sequence[str], dictionary: Dictionary) -> dict[Key, int]:
    moves = all_moves(table, rack, dictionary)
    keyed = {frozenset((t.row, t.column, t.cell) for t in m.tiles): m.score for m in moves}
    assert len(keyed) == len(moves), "the generator repeated a move"
    return keyed


def random_positions(
    rng: random.Random, dictionary: Dictionary, count: int
) -> list[tuple[Table, list[str]]]:
    """Positions reached by playing random generated moves from random racks."""
    positions = []
    table = Table()
    while len(positions) < count:
        blanks = rng.choice((0, 0, 1, 1, 2))
        rack = [rng.choice(LETTERS) for _ in range(7 - blanks)] + [BLANK] * blanks
        positions.append((table, rack))
        moves = all_moves(table, rack, dictionary)
        if moves and rng.random() < 0.85:
            move = rng.choice(moves)
            table = table.with_tiles((t.row, t.column, t.cell) for t in move.tiles)
        if len(table) > 30:
            table = Table()
    return positions


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_generator_matches_brute_force_on_random_positions(seed: int) -> None:
    rng = random.Random(seed)
    words = random_words(rng, 100)
    dictionary = Dictionary(lexicon_from_words(words, "pl"))
    for table, rack in random_positions(rng, dictionary, 7):
        expected = brute_force(table, rack, words, dictionary)
        assert generated(table, rack, dictionary) == expected, (table.rows(), rack)


def test_one_tile_moves_are_listed_once_across_when_the_tile_has_a_neighbour_in_the_row() -> None:
    dictionary = Dictionary(lexicon_from_words(["kot", "koty", "to", "ty", "ok"], "pl"))
    table = Table().with_tiles([(0, 0, "K"), (0, 1, "O"), (0, 2, "T")])
    moves = [m for m in all_moves(table, ["y", "t"], dictionary) if len(m.tiles) == 1]
    # KOTY: across (Y has T to its left); TY and TO: down (no neighbour in the row).
    assert [(str(m.place), m.score) for m in moves] == [
        ("0 0 a KOTY", 5),
        ("0 2 d TY", 3),
        ("-1 1 d TO", 2),
    ]


def test_a_first_word_is_listed_across_from_0_0_only() -> None:
    dictionary = Dictionary(lexicon_from_words(["kot", "tok", "ok", "to"], "pl"))
    moves = all_moves(Table(), ["k", "o", "t"], dictionary)
    assert [(str(m.place), m.score) for m in moves] == [
        ("0 0 a KOT", 3),
        ("0 0 a TOK", 3),
        ("0 0 a OK", 2),
        ("0 0 a TO", 2),
    ]


def test_ties_are_ordered_by_row_column_direction_and_word() -> None:
    dictionary = Dictionary(lexicon_from_words(["kot", "koty", "to", "ty", "oko", "ok"], "pl"))
    table = Table().with_tiles([(0, 0, "K"), (0, 1, "O"), (0, 2, "T")])
    moves = all_moves(table, ["o", "k", "y"], dictionary)
    keys = [TableMove.sort_key(m) for m in moves]
    assert keys == sorted(keys)


@pytest.mark.parametrize("seed", [5, 6])
def test_every_move_on_real_positions_is_legal_and_scored_as_the_game_scores_it(seed: int) -> None:
    game = PuzzleGame()
    state = game.new_game(Setup("puzzle", "gra1", 2, seed))
    rng = random.Random(seed)
    dictionary = dictionary_of(state.setup)
    for _ in range(8):
        rack = state.racks[state.turn].tiles  # type: ignore[union-attr]
        moves = all_moves(state.table, rack, dictionary)  # type: ignore[union-attr]
        for move in moves[:40] + rng.sample(moves, min(40, len(moves))):
            play = check_move(state.table, rack, move.place, dictionary)  # type: ignore[union-attr]
            assert play.score == move.score
            assert sorted(play.rack_tiles) == sorted(move.rack_tiles)
        if not moves:
            break
        state = game.apply(state, PlayerId(state.turn), moves[0].place)  # type: ignore[union-attr]


def test_the_fast_main_word_filter_reads_every_move_as_main_word_does() -> None:
    from engines.crossword.movegen import MainWords, main_word
    from engines.puzzle.gra1_moves import generate
    from engines.tools.play import play_out

    game = PuzzleGame()
    _, _, record = play_out(Setup("puzzle", "gra1", 2, 5), ["strong", "easy"])
    state = game.new_game(record.setup)
    checked = 0
    for move in record.moves:
        rack = (*state.racks[state.turn].tiles, BLANK)  # a blank too: lowercase letters
        dictionary = dictionary_of(state.setup)
        window, raws = generate(state.table, rack, dictionary)
        words = MainWords(window.board, dictionary.alphabet)
        for raw in raws[:300]:
            assert words.of(raw) == main_word(window.board, raw, dictionary.alphabet)
            checked += 1
        state = game.apply(state, move.player, move.action)
    assert checked > 1000
