"""The exact endgame search (``engines/crossword/endgame.py``): two players, the bag empty.

The rules it plays to (``GAMES.md``, rule set ``jawa``): "End: the bag is empty and a player has
played their last tile, or no player can (or will) move: decision — every player passes twice in
a row. The player who went out gets +10; every other player loses the sum of the values left on
their rack; the player who went out adds that total." Rule set ``wordsmith``: "End: the bag is
empty and a player has used all their tiles, or all players pass twice in a row. Decision:
remaining tiles are subtracted as in `jawa`, without the +10." And (both): "Instead of placing
you may exchange any number of tiles or pass" — exchanges need tiles in the bag, so with the bag
empty a turn is a move or a pass.
"""

from __future__ import annotations

import dataclasses
import random

import pytest
from test_crossword_computer import LATE_BOARD, STUCK_BOARD, MachineClock, with_racks

from engines.core import PlayerId, Setup
from engines.crossword import CrosswordGame
from engines.crossword.actions import Place
from engines.crossword.board import Board
from engines.crossword.computer import CrosswordComputer
from engines.crossword.endgame import ExactEndgame
from engines.crossword.rules import context
from engines.crossword.rulesets import rules_for
from engines.crossword.simulation import Clock, Endgame, board_after, rack_after, work_for

GAME = CrosswordGame()
P0 = PlayerId(0)

#: A jawa endgame from self-play (seed 70023, 25 strong moves): we hold EHINW, the other LÓ.
WNIES_BOARD = """
..............W
......O..BIMS.E
......Ś.....PRR
......L..EONA.W
......i...SALSĘ
....RONiŁEM..P.
......Y......A.
.......K....ICH
...PODBIĆ..T.Z.
.GZIKA.C.TERZE.
...AA..ZŻYJĄ.N.
..ESY..K...C.IW
..OT..GAFO.Y.UD
.ZNUDŹ.MIŃ....A
..AJ...I......Ł
"""

Racks = tuple[str, ...]


def exact_search(rules: str, board: Board, budget: float = 600.0) -> ExactEndgame:
    ctx = context(GAME.new_game(Setup("crossword", rules, 2, 5)).setup)
    ruleset = rules_for(rules)
    return ExactEndgame(
        ctx.position(board),
        ctx.tile_set.sum_values,
        ruleset.out_bonus,
        2 * ruleset.passes_per_player,
        Clock(work_for(budget), None, lambda: False, lambda _: None),
    )


def full_tree(
    search: ExactEndgame,
    board: Board,
    rack: Racks,
    other: Racks,
    passes: int,
    known: dict[tuple[str, Racks, Racks, int], int],
) -> int:
    """The final spread for the player to move, over the whole game tree: every move and the
    pass at every turn, no pruning, no depth limit (``known`` only saves recomputing a
    position reached twice)."""
    key = (board.cells, rack, other, passes)
    if key in known:
        return known[key]
    values = []
    for raw, left in search.moves(board, rack):
        if not left:  # out: the bonus, the other's tiles gained and lost by the other
            values.append(raw[0] + search.out_bonus + 2 * search.value_of(other))
        else:
            after = board_after(board, raw, search.alphabet)
            values.append(raw[0] - full_tree(search, after, other, left, 0, known))
    if passes + 1 >= search.passes_to_end:  # every player passed twice: both racks lost
        values.append(search.value_of(other) - search.value_of(rack))
    else:
        values.append(-full_tree(search, board, other, rack, passes + 1, known))
    known[key] = max(values)
    return known[key]


def kot(word: str = "KOT") -> Board:
    return Board.empty(15).with_tiles((15 * 7 + 6 + i, c) for i, c in enumerate(word))


def board_of(text: str, rules: str = "jawa") -> Board:
    ctx = context(GAME.new_game(Setup("crossword", rules, 2, 5)).setup)
    return Board.from_text(text, ctx.dictionary.alphabet)


@pytest.mark.parametrize(
    ("rules", "board_text", "rack", "other", "passes"),
    [
        ("jawa", "", "ay", "am", 0),
        ("jawa", "", "ią", "źż", 0),
        ("jawa", "", "ią", "źż", 2),
        ("jawa", "", "źż", "ią", 1),
        ("jawa", "", "źż", "ią", 3),
        ("jawa", "", "źńy", "ią", 0),
        ("jawa", STUCK_BOARD, "óś", "łł", 0),
        ("jawa", LATE_BOARD, "inor", "gi", 0),
        ("jawa", WNIES_BOARD, "einw", "l", 0),
        ("wordsmith", "", "qi", "ze", 0),
        ("wordsmith", "", "zax", "ei", 0),
        ("wordsmith", "", "vv", "ae", 3),
    ],
)
def test_the_exact_search_finds_the_full_game_trees_value(
    rules: str, board_text: str, rack: str, other: str, passes: int
) -> None:
    """The search's value is the whole tree's, exactly, its move reaches that value, and it
    knows it finished."""
    board = board_of(board_text, rules) if board_text else kot("CAT" if rules != "jawa" else "KOT")
    search = exact_search(rules, board)
    ours, theirs = tuple(sorted(rack)), tuple(sorted(other))
    solution = search.solve(ours, theirs, passes)
    assert solution is not None
    expected = full_tree(exact_search(rules, board), board, ours, theirs, passes, {})
    assert solution.exact
    assert solution.value == expected
    checker = exact_search(rules, board)
    if solution.move is None:
        reached = (
            checker.end_by_passes(ours, theirs)
            if passes + 1 >= checker.passes_to_end
            else -full_tree(checker, board, theirs, ours, passes + 1, {})
        )
    else:
        left = rack_after(ours, solution.move[3], checker.alphabet)
        after = board_after(board, solution.move, checker.alphabet)
        reached = solution.move[0] + (
            checker.out_bonus + 2 * checker.value_of(theirs)
            if not left
            else -full_tree(checker, after, theirs, left, 0, {})
        )
    assert reached == expected


def test_the_exact_search_sees_what_the_short_one_misses() -> None:
    """The short search (the 8 best-scoring moves and the outs, 4 moves deep, two passes taken
    as the end) plays HE for 26 and keeps INW: the other then goes out with OSMÓL, and the
    game ends −1 for us. The exact search plays EH for 4, the other's best is ÓW, and we go out
    with WNIEŚ: +30. mistrz plays the exact search's move, strong the short one's."""
    board = board_of(WNIES_BOARD)
    rack, other = tuple("ehinw"), tuple("ló")
    search = exact_search("jawa", board)
    solution = search.solve(rack, other)
    assert solution is not None and solution.exact and solution.value == 30
    alphabet = search.alphabet
    ctx = context(GAME.new_game(Setup("crossword", "jawa", 2, 5)).setup)
    short = Endgame(
        ctx.position(board),
        ctx.tile_set.sum_values,
        10,
        Clock(work_for(60.0), None, lambda: False, lambda _: None),
    ).search(rack, tuple(sorted(other)), 4)
    assert short is not None and short != solution.move
    left = rack_after(tuple(sorted(rack)), short[3], alphabet)
    after = board_after(board, short, alphabet)
    reply = exact_search("jawa", after).solve(other, left)
    assert reply is not None and reply.exact and short[0] - reply.value == -1

    state = GAME.new_game(Setup("crossword", "jawa", 2, 5))
    state = dataclasses.replace(with_racks(state, "ehinw", "ló", bag=""), board=board, turn=P0)
    view = GAME.view(state, P0)
    mistrz = CrosswordComputer("mistrz", safety=None)  # the default budget
    strong = CrosswordComputer("strong")
    assert mistrz.choose(view, random.Random(1), lambda: False, lambda _: None) == Place("J6", "EH")
    assert strong.choose(view, random.Random(1), lambda: False, lambda _: None) == Place("F2", "HE")


def test_out_of_budget_the_search_keeps_its_deepest_finished_answer() -> None:
    board = board_of(WNIES_BOARD)
    rack, other = tuple("ehinw"), tuple("ló")
    assert exact_search("jawa", board, budget=5 / 7000).solve(rack, other) is None
    shallow = exact_search("jawa", board, budget=400 / 7000).solve(rack, other)
    assert shallow is not None and not shallow.exact and shallow.depth >= 1
    assert shallow.move in [raw for raw, _ in exact_search("jawa", board).moves(board, rack)]
    deeper = exact_search("jawa", board, budget=1500 / 7000).solve(rack, other)
    assert deeper is not None and not deeper.exact and deeper.depth > shallow.depth


@pytest.mark.parametrize("cost", [0.004, 0.03, 0.09])
def test_the_endgame_never_overruns_mistrzs_wall_clock_limit_by_a_tenth(
    monkeypatch: pytest.MonkeyPatch, cost: float
) -> None:
    """On a machine far slower than the budget's calibration (a move generation 4–90 ms), the
    exact search stops at the wall-clock limit, a tenth late at most, with a legal move."""
    machine = MachineClock(monkeypatch, cost)
    state = GAME.new_game(Setup("crossword", "jawa", 2, 5))
    board = board_of(WNIES_BOARD)
    state = dataclasses.replace(with_racks(state, "ehinw", "ló", bag=""), board=board, turn=P0)
    action = CrosswordComputer("mistrz", budget=30.0, safety=1 / 30).choose(
        GAME.view(state, P0), random.Random(1), lambda: False, lambda _: None
    )
    assert machine.now <= 1.1
    GAME.apply(state, P0, action)  # legal
