"""Słówka's move generator against a brute-force one (every simple path × every word), the
solver's command line (format, order, options, errors) and the computer players."""

from __future__ import annotations

import dataclasses
import random
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from engines.core import Cancelled, PlayerId, Rejected, Setup
from engines.crossword.simulation import Clock
from engines.lexicon import Lexicon, lexicon_from_words, load_lexicon
from engines.lexicon.common import common_words
from engines.records.record import replay
from engines.slowka import SlowkaGame
from engines.slowka.actions import Accept, Challenge, Exchange, Pass, Place
from engines.slowka.board import ANY, SIDE, Board, load_layout
from engines.slowka.computer import MEDIUM_MAX_TILES, SlowkaComputer
from engines.slowka.movegen import (
    Searcher,
    all_moves,
    expand,
    generate,
    generate_classes,
    ordered,
    symmetries,
)
from engines.slowka.moves import make_play
from engines.slowka.simulation import simulate
from engines.slowka.state import SlowkaState, SlowkaView
from engines.tiles import Rack, load_tile_set
from engines.tools.play import play_out

REPO = Path(__file__).resolve().parent.parent
GAME = SlowkaGame()
LAYOUT = load_layout()
TILES = load_tile_set("slowka")


def self_play(seed: int, moves: int, players: int = 2) -> SlowkaState:
    """A position after ``moves`` random actions of a seeded game."""
    state = GAME.new_game(Setup("slowka", "standard", players, seed))
    rng = random.Random(seed)
    for _ in range(moves):
        if GAME.is_over(state):
            break
        player = min(GAME.to_act(state))
        state = GAME.apply(state, player, GAME.random_action(state, player, rng))
    return state


def simple_paths(longest: int, reading: str) -> list[tuple[int, ...]]:
    """Every path of 2 to ``longest`` distinct light squares, each touching the one before as
    ``reading`` allows."""
    found: list[tuple[int, ...]] = []

    def extend(path: tuple[int, ...]) -> None:
        if len(path) >= 2:
            found.append(path)
        if len(path) == longest:
            return
        for near in LAYOUT.light_touching(path[-1], reading):
            if near not in path:
                extend((*path, near))

    for square in LAYOUT.light_squares:
        extend((square,))
    return found


PATHS = {reading: simple_paths(5, reading) for reading in (ANY, SIDE)}


def brute_force(
    board: Board, rack: tuple[str, ...], words: list[str], reading: str
) -> set[tuple[int, str, str]]:
    """(score, path, word) of every move: each path, each word of its length, checked by the
    rules' own move check and the rack."""
    by_length: dict[int, list[str]] = {}
    for word in words:
        by_length.setdefault(len(word), []).append(word)
    found = set()
    for path in PATHS[reading]:
        letters = [board.letter(s) for s in path]
        if all(letters) or not any(letters):
            continue  # no token placed, or none there: no move (skips most paths quickly)
        names = "-".join(LAYOUT.name(s) for s in path)
        for word in by_length.get(len(path), []):
            if any(there not in (None, mine) for there, mine in zip(letters, word, strict=True)):
                continue
            try:
                play = make_play(board, Place(names, word), LAYOUT, TILES, reading)
            except Rejected:
                continue
            if not Counter(play.tiles) - Counter(rack):
                found.add((play.score, names, word))
    return found


@pytest.mark.parametrize("reading", [ANY, SIDE])
@pytest.mark.parametrize("seed", range(4))
def test_the_generator_finds_exactly_the_brute_force_moves(seed: int, reading: str) -> None:
    state = self_play(seed, 2 + 3 * seed)
    rack = state.racks[state.turn].tiles
    polish = load_lexicon("pl")
    rng = random.Random(seed)
    found = generate(state.board, rack, polish, LAYOUT, TILES, reading)
    found_words = sorted({w for _, _, w in found})
    short = [w for w in found_words if len(w) <= 5]
    others = [w for w in polish.words("ko") if len(w) <= 5]
    words = rng.sample(short, min(60, len(short))) + rng.sample(others, min(60, len(others)))
    lexicon: Lexicon = lexicon_from_words(words, "pl")
    generated = {
        (m.score, m.place(LAYOUT).path, m.word)
        for m in all_moves(state.board, rack, lexicon, LAYOUT, TILES, reading)
    }
    assert generated == brute_force(state.board, rack, words, reading)
    assert generated  # the position has moves to compare


@pytest.mark.parametrize("reading", [ANY, SIDE])
@pytest.mark.parametrize("seed", range(3))
def test_on_the_symmetric_opening_board_the_generator_finds_exactly_the_brute_force_moves(
    seed: int, reading: str
) -> None:
    state = self_play(seed, 0)  # one token on START: every turn and flip keeps the board
    rack = state.racks[state.turn].tiles
    words = sorted(
        {
            w
            for _, _, w in generate(state.board, rack, load_lexicon("pl"), LAYOUT, TILES, reading)
            if len(w) <= 5
        }
    )
    lexicon = lexicon_from_words(random.Random(seed).sample(words, min(80, len(words))), "pl")
    generated = [
        (m.score, m.place(LAYOUT).path, m.word)
        for m in all_moves(state.board, rack, lexicon, LAYOUT, TILES, reading)
    ]
    assert set(generated) == brute_force(state.board, rack, lexicon.words(""), reading)
    assert len(generated) == len(set(generated)) > 0  # each move once


@pytest.mark.parametrize("reading", [ANY, SIDE])
@pytest.mark.parametrize("seed", range(4))
def test_the_search_keeps_one_move_of_each_symmetric_set(seed: int, reading: str) -> None:
    """The opening board is kept by all 8 turns and flips; the search finds one move of each set
    of moves they map into each other, and :func:`expand` gives exactly the moves the whole
    search finds."""
    polish = load_lexicon("pl")
    state = self_play(seed, 0)
    rack = state.racks[state.turn].tiles
    classes, maps = generate_classes(state.board, rack, polish, LAYOUT, TILES, reading)
    every, identity = generate_classes(
        state.board, rack, polish, LAYOUT, TILES, reading, symmetric=False
    )
    assert len(maps) == 8 and len(identity) == 1
    assert sorted(expand(classes, maps)) == sorted(every)
    assert len({frozenset(expand([m], maps)) for m in every}) == len(classes) < len(every)


def test_a_board_kept_by_some_flips_only_uses_those() -> None:
    """Tokens on c4, d4 and e4 (the middle row) are kept by the turn by half and both flips,
    not by the quarter turns; the moves found are all the moves."""
    board = Board.empty(LAYOUT).with_tiles([(LAYOUT.parse(n), "a") for n in ("c4", "e4")])
    board = board.with_tiles([(LAYOUT.start, "k")])
    rack = ("t", "o", "r", "a", "l", "s")
    maps = symmetries(board, LAYOUT)
    assert len(maps) == 4
    polish = load_lexicon("pl")
    classes, found_maps = generate_classes(board, rack, polish, LAYOUT, TILES, ANY)
    every, _ = generate_classes(board, rack, polish, LAYOUT, TILES, ANY, symmetric=False)
    assert found_maps == maps
    assert sorted(expand(classes, maps)) == sorted(every) and len(classes) < len(every)
    lopsided = board.with_tiles([(LAYOUT.parse("d5"), "o")])
    assert len(symmetries(lopsided, LAYOUT)) == 2  # the flip of left and right only


@pytest.mark.parametrize("seed", range(6))
def test_opening_moves_are_the_same_as_the_whole_search_gives(seed: int) -> None:
    """The greedy yardstick, strong, medium and easy choose on the opening board what they
    chose when the search listed every move: greedy, strong and medium the first in best-first
    order of the moves they choose among, easy the same random pick."""
    from benchmarks.ladder import SlowkaGreedy

    polish = load_lexicon("pl")
    common = common_words("pl")
    state = self_play(seed + 40, 0)
    view = GAME.view(state, state.turn)
    rack = view.rack or ()
    every, _ = generate_classes(state.board, rack, polish, LAYOUT, TILES, ANY, symmetric=False)
    ranked = ordered(every, LAYOUT, polish.alphabet)

    def place(move: tuple[int, tuple[int, ...], str]) -> Place:
        return Place.of([LAYOUT.name(s) for s in move[1]], move[2])

    def choose(computer: SlowkaComputer) -> object:
        return computer.choose(view, random.Random(seed), lambda: False, lambda _f: None)

    if not ranked:  # a rack that cannot build on START
        assert choose(SlowkaGreedy()) == Exchange("".join(rack))
        return
    assert choose(SlowkaGreedy()) == place(ranked[0])
    # strong simulates one move of each symmetric set; of the moves its choice stands for (its
    # images), it plays the first in best-first order.
    strong = choose(SlowkaComputer("strong"))
    chosen = next(m for m in ranked if place(m) == strong)
    images = {
        (chosen[0], tuple(image[s] for s in chosen[1]), chosen[2])
        for image in symmetries(state.board, LAYOUT)
    }
    assert next(m for m in ranked if m in images) == chosen
    placed = {m: sum(1 for s in m[1] if state.board.is_empty(s)) for m in ranked}
    known = [m for m in ranked if m[2] in common and placed[m] <= MEDIUM_MAX_TILES]
    if known:
        assert choose(SlowkaComputer("medium")) == place(known[0])
    liked = [m for m in ranked if m[2] in common and placed[m] <= 3]
    if liked:
        assert choose(SlowkaComputer("easy")) == place(random.Random(seed).choice(liked))


def test_every_generated_move_is_legal_and_scored_as_the_rules_score_it() -> None:
    state = self_play(11, 6)
    player = state.turn
    moves = all_moves(
        state.board, state.racks[player].tiles, load_lexicon("pl"), LAYOUT, TILES, ANY
    )
    assert moves
    for move in moves[:: max(1, len(moves) // 200)]:
        after = GAME.apply(state, player, move.place(LAYOUT))
        assert after.scores[player] - state.scores[player] == move.score


def test_paths_through_many_old_tokens_are_found() -> None:
    board = Board.from_text(
        "...#...\n.#...#.\n.......\n#..T..#\n...O...\n.#.R.#.\n...#...", LAYOUT, TILES.alphabet
    )
    lexicon = lexicon_from_words(["torba", "tor", "bat", "rob"], "pl")
    moves = {
        (m.place(LAYOUT).path, m.word)
        for m in all_moves(board, ("b", "a"), lexicon, LAYOUT, TILES, ANY)
    }
    assert ("d4-d5-d6-c6-c7", "torba") in moves
    assert ("d4-d5-d6-e6-e7", "torba") in moves
    assert not any(word == "tor" for _, word in moves)  # no token placed
    assert ("c4-c3-d3", "bat") not in moves and ("c3-c4-d4", "bat") in moves


# -- the solver's command line -------------------------------------------------------------------
def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "engines.slowka", *args], capture_output=True, text=True, cwd=REPO
    )


START_N = "...#...\n.#...#.\n.......\n#..N..#\n.......\n.#...#.\n...#...\n"
LINE = re.compile(r"^(\d+) ([a-g][1-7](?:-[a-g][1-7])+) ([A-ZĄĆĘŁŃÓŚŹŻ]+)$")


@pytest.fixture
def board_file(tmp_path: Path) -> Path:
    path = tmp_path / "board.txt"
    path.write_text(START_N, encoding="utf-8")
    return path


def test_solve_prints_score_path_word_best_first(board_file: Path, tmp_path: Path) -> None:
    words = tmp_path / "words.txt"
    words.write_text("nożyk\nNOK\nkoń\nnoży\n", encoding="utf-8")
    result = run(
        "solve", "--board", str(board_file), "--rack", "OŻYK", "--all", "--wordlist", str(words)
    )
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    parsed = [LINE.match(line) for line in lines]
    assert all(parsed), lines
    assert "14 d4-d3-c3-b3-a3 NOŻYK" in lines
    nozyk = [line for line in lines if line.endswith(" NOŻYK")]
    assert len(nozyk) > 1  # the same word along different paths: one line each
    scores = [int(m.group(1)) for m in parsed if m]
    assert scores == sorted(scores, reverse=True)
    assert lines == sorted(
        lines, key=lambda line: (-int(line.split()[0]), line.split()[2], line.split()[1])
    )
    assert {line.split()[2] for line in lines} == {"NOŻYK", "NOŻY", "NOK"}  # KOŃ: no Ń
    assert lines[0].startswith("14 ") and lines[-1].startswith("3 ")


def test_solve_top_default_and_all(board_file: Path) -> None:
    default = run("solve", "--board", str(board_file), "--rack", "OŻYKAE")
    assert default.returncode == 0 and len(default.stdout.splitlines()) == 10
    top = run("solve", "--board", str(board_file), "--rack", "OŻYKAE", "--top", "3")
    assert top.stdout.splitlines() == default.stdout.splitlines()[:3]
    every = run("solve", "--board", str(board_file), "--rack", "OŻYKAE", "--all")
    board = Board.from_text(START_N, LAYOUT, TILES.alphabet)
    count = len(all_moves(board, tuple("ożykae"), load_lexicon("pl"), LAYOUT, TILES, ANY))
    assert len(every.stdout.splitlines()) == count > 10
    assert every.stdout.splitlines()[:10] == default.stdout.splitlines()


def test_solve_reads_a_bom_and_crlf(tmp_path: Path) -> None:
    path = tmp_path / "board.txt"
    path.write_bytes(b"\xef\xbb\xbf" + START_N.replace("\n", "\r\n").encode("utf-8"))
    words = tmp_path / "words.txt"
    words.write_bytes(b"\xef\xbb\xbfno\r\non\r\n")
    result = run("solve", "--board", str(path), "--rack", "O", "--wordlist", str(words))
    assert result.returncode == 0, result.stderr
    assert sorted(result.stdout.splitlines()) == sorted(
        [f"2 d4-{sq} NO" for sq in ("c4", "d3", "d5", "e4")]
        + [f"2 {sq}-d4 ON" for sq in ("c4", "d3", "d5", "e4")]
    )


def test_an_empty_board_has_no_moves(tmp_path: Path) -> None:
    path = tmp_path / "board.txt"
    path.write_text(START_N.replace("N", "."), encoding="utf-8")
    result = run("solve", "--board", str(path), "--rack", "KOT")
    assert result.returncode == 0 and result.stdout == ""


BAD_BOARDS = {
    "six lines": "\n".join(START_N.splitlines()[:6]),
    "a short line": START_N.replace("#..N..#", "#..N.#"),
    "no # on a bonus square": START_N.replace("...#...", ".......", 1),
    "# on a light square": START_N.replace("#..N..#", "#.#N..#"),
    "lowercase token": START_N.replace("N", "n"),
    "a digit": START_N.replace("N", "1"),
    "a letter outside the alphabet": START_N.replace("N", "X"),
}


@pytest.mark.parametrize("name", sorted(BAD_BOARDS))
def test_bad_boards_give_one_line_and_exit_2(name: str, tmp_path: Path) -> None:
    path = tmp_path / "board.txt"
    path.write_text(BAD_BOARDS[name], encoding="utf-8")
    result = run("solve", "--board", str(path), "--rack", "KOT")
    assert result.returncode == 2 and result.stdout == ""
    assert len(result.stderr.strip().splitlines()) == 1, result.stderr


@pytest.mark.parametrize(
    "args",
    [
        ["--rack", "kot"],
        ["--rack", "KOTABCD"],
        ["--rack", ""],
        ["--rack", "KO1"],
        ["--rack", "KOX"],
        ["--rack", "KOT", "--top", "0"],
        ["--rack", "KOT", "--top", "x"],
        ["--rack", "KOT", "--top", "3", "--all"],
        ["--rack", "KOT", "--wordlist", "/nonexistent/words.txt"],
        [],
    ],
)
def test_bad_arguments_give_one_line_and_exit_2(args: list[str], board_file: Path) -> None:
    result = run("solve", "--board", str(board_file), *args)
    assert result.returncode == 2 and result.stdout == ""
    assert len(result.stderr.strip().splitlines()) == 1, result.stderr


def test_a_missing_board_file_gives_one_line_and_exit_2(tmp_path: Path) -> None:
    result = run("solve", "--board", str(tmp_path / "none.txt"), "--rack", "KOT")
    assert result.returncode == 2 and len(result.stderr.strip().splitlines()) == 1


# -- computer players ----------------------------------------------------------------------------
@pytest.mark.parametrize("level", ["easy", "medium", "strong"])
@pytest.mark.parametrize("seed", range(4))
def test_computer_players_choose_legal_actions(level: str, seed: int) -> None:
    state = self_play(seed, 3 * seed, players=3)
    player = min(GAME.to_act(state))
    action = SlowkaComputer(level).choose(
        GAME.view(state, player), random.Random(seed), lambda: False, lambda _f: None
    )
    assert GAME.is_legal(state, player, action)


def endgame_view(board: Board, rack: tuple[str, ...], unseen: str) -> SlowkaView:
    """Player 0's view with ``board``, ``rack``, the pool empty and the one opponent holding
    exactly ``unseen``."""
    state = GAME.new_game(Setup("slowka", "standard", 2, 1))
    return dataclasses.replace(
        GAME.view(state, PlayerId(0)),
        board=board,
        rack=rack,
        rack_sizes=(len(rack), len(unseen)),
        unseen=tuple(sorted(Counter(unseen).items())),
        pool_count=0,
    )


def test_strong_gives_up_points_rather_than_open_a_bonus_square() -> None:
    """ŹK on c1 scores 11 but leaves d1 (5 points) one token from surrounded, and the opponent's
    RZE (e3-e2-e1) then takes it; AE scores 2, and after the opponent's RZE it is ŹK that
    surrounds d1. Greedy (and the old rule, "within 2 points of the best") plays ŹK."""
    words = lexicon_from_words(["źk", "ae", "rze"])
    tokens = {"c2": "k", "b3": "u", "c3": "i", "d2": "o", "d3": "t", "d4": "a", "e3": "r"}
    board = Board.empty(LAYOUT).with_tiles((LAYOUT.parse(n), c) for n, c in tokens.items())
    view = endgame_view(board, ("ź", "e"), "ez")
    searcher = Searcher(words, LAYOUT, TILES, ANY)
    found = searcher.search(board, view.rack or ())
    assert max(found.moves)[0] == 11 and max(found.moves)[2] == "źk"
    clock = Clock(10**7, None, lambda: False, lambda _f: None)
    move = simulate(view, searcher, found.moves, found.work, 6, random.Random(0), clock)
    assert move[0] == 2 and move[2] == "ae"


def test_strong_simulates_within_its_work_budget_and_is_deterministic() -> None:
    state = self_play(31, 4)
    view = GAME.view(state, state.turn)
    assert view.pool_count > 0 and view.rack
    searcher = Searcher(load_lexicon("pl"), LAYOUT, TILES, ANY)
    found = searcher.search(view.board, view.rack)
    chosen = []
    for work in (2_000_000, 2_000_000, 6_000_000):
        reported: list[float] = []
        clock = Clock(work, None, lambda: False, reported.append)
        chosen.append(simulate(view, searcher, found.moves, found.work, 6, random.Random(5), clock))
        assert 0 < clock.done <= work and reported and reported[-1] <= 1.0
    assert chosen[0] == chosen[1] and chosen[0] in found.moves and chosen[2] in found.moves


def test_a_cancelled_strong_decision_stops() -> None:
    state = self_play(32, 4)
    with pytest.raises(Cancelled):
        SlowkaComputer("strong").choose(
            GAME.view(state, state.turn), random.Random(0), lambda: True, lambda _f: None
        )


def test_strong_sees_only_the_players_view_and_is_deterministic_for_a_seed() -> None:
    """Two games that differ only in what the player cannot see — the opponent's rack and the
    pool — give the same view and the same strong move; the same seed gives the same move."""
    for seed in range(3):
        state = self_play(seed + 80, 4)
        player = state.turn
        other = 1 - player
        hidden = list(state.racks[other].tiles) + list(state.bag.tiles)
        random.Random(seed).shuffle(hidden)
        size = len(state.racks[other].tiles)
        swapped = dataclasses.replace(
            state,
            racks=tuple(
                Rack(tuple(hidden[:size])) if i == other else r for i, r in enumerate(state.racks)
            ),
            bag=dataclasses.replace(state.bag, tiles=tuple(hidden[size:])),
        )
        assert swapped != state  # the hidden parts differ
        view = GAME.view(state, player)
        assert GAME.view(swapped, player) == view
        moves = [
            SlowkaComputer("strong").choose(
                GAME.view(position, player), random.Random(7), lambda: False, lambda _f: None
            )
            for position in (state, swapped, state)
        ]
        assert moves[0] == moves[1] == moves[2]


def test_medium_plays_the_best_common_word_of_a_few_tokens() -> None:
    """A keen home player: the best-scoring common word placing at most five tokens."""
    common = common_words("pl")
    for seed in range(5):
        state = self_play(seed + 20, 4)
        view = GAME.view(state, state.turn)
        action = SlowkaComputer("medium").choose(
            view, random.Random(0), lambda: False, lambda _f: None
        )
        moves = all_moves(state.board, view.rack or (), load_lexicon("pl"), LAYOUT, TILES, ANY)
        known = [
            m
            for m in moves
            if m.word in common
            and sum(1 for s in m.squares if state.board.is_empty(s)) <= MEDIUM_MAX_TILES
        ]
        assert isinstance(action, Place) and known
        chosen = next(m for m in moves if m.place(LAYOUT) == action)
        assert chosen in known and chosen.score == max(m.score for m in known)


def scrambled(board: Board, squares: tuple[int, ...], word: str) -> str:
    """``word`` with the letters of the tokens placed (the empty squares) in reverse order."""
    new = [i for i, s in enumerate(squares) if board.is_empty(s)]
    letters = list(word)
    for i, j in zip(new, reversed(new), strict=True):
        letters[i] = word[j]
    return "".join(letters)


def test_computers_challenge_exactly_the_wrong_words() -> None:
    state = GAME.new_game(Setup("slowka", "standard", 2, 5, {"challenge": True}))
    mover = state.turn
    polish = load_lexicon("pl")
    moves = all_moves(state.board, state.racks[mover].tiles, polish, LAYOUT, TILES, ANY)
    move = next(m for m in moves if scrambled(state.board, m.squares, m.word) not in polish)
    place = move.place(LAYOUT)
    right = GAME.apply(state, mover, place)
    wrong = GAME.apply(
        state, mover, Place(place.path, scrambled(state.board, move.squares, move.word))
    )
    other = PlayerId(1 - mover)
    for level in ("easy", "medium", "strong"):
        computer = SlowkaComputer(level)
        for position, answer in ((right, Accept()), (wrong, Challenge())):
            view = GAME.view(position, other)
            assert computer.choose(view, random.Random(0), lambda: False, lambda _f: None) == answer


def test_with_no_move_computers_exchange_or_pass() -> None:
    state = GAME.new_game(Setup("slowka", "standard", 2, 5))
    empty = Board.empty(LAYOUT)  # no token to build on: no move at all
    state = dataclasses.replace(state, board=empty)
    view = GAME.view(state, state.turn)
    action = SlowkaComputer("strong").choose(view, random.Random(0), lambda: False, lambda _f: None)
    assert action == Exchange("".join(view.rack or ()))
    no_pool = GAME.view(dataclasses.replace(state, bag=type(state.bag)()), state.turn)
    assert (
        SlowkaComputer("easy").choose(no_pool, random.Random(0), lambda: False, lambda _f: None)
        == Pass()
    )


def test_computer_games_replay() -> None:
    game, final, record = play_out(
        Setup("slowka", "standard", 4, 9, {"challenge": True}), ["strong"] * 4
    )
    assert game.is_over(final) and replay(record.setup, record.moves) == final


def test_solve_reads_through_corners_unless_told_side(tmp_path: Path) -> None:
    board = tmp_path / "board.txt"
    board.write_text(START_N.replace("#..N..#", "#..TO.#"), encoding="utf-8")
    words = tmp_path / "words.txt"
    words.write_text("kot\n", encoding="utf-8")
    args = ["solve", "--board", str(board), "--rack", "K", "--all", "--wordlist", str(words)]
    corners = run(*args).stdout.splitlines()
    sides = run(*args, "--reading", "side").stdout.splitlines()
    assert run(*args, "--reading", "any").stdout.splitlines() == corners  # the default
    assert "3 d5-e4-d4 KOT" in corners and "3 d5-e4-d4 KOT" not in sides  # K d5 → O e4: a corner
    assert set(sides) < set(corners) and "3 f4-e4-d4 KOT" in sides
    # K on c5 would read through a corner but touches no token by a side: never a move.
    assert not any(line.startswith("3 c5-") for line in corners)
    bad = run(*args, "--reading", "diagonal")
    assert bad.returncode == 2 and len(bad.stderr.strip().splitlines()) == 1


def test_solve_compares_letters_in_nfc(board_file: Path, tmp_path: Path) -> None:
    words = tmp_path / "words.txt"
    words.write_text("noz\u0307yk\n", encoding="utf-8")  # Ż as z + a combining dot above
    rack = "OZ\u0307YK"
    result = run(
        "solve", "--board", str(board_file), "--rack", rack, "--all", "--wordlist", str(words)
    )
    assert result.returncode == 0, result.stderr
    assert "14 d4-d3-c3-b3-a3 NOŻYK" in result.stdout.splitlines()
