"""GRA II (GAMES.md §4, seed 004, issue #10): own crosswords from own tiles, 4 rounds, +20 for
all tiles, one swap of two tiles per round, sittings in turn with a time limit."""

from __future__ import annotations

import copy
import dataclasses
import doctest
import json
import random
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engines.core import SYSTEM, Cancelled, PlayerId, Reason, Rejected, Setup, TimeUp
from engines.puzzle import PuzzleGame
from engines.puzzle import gra2 as gra2_module
from engines.puzzle import grid as grid_module
from engines.puzzle.gra2 import (
    ACTION_TYPES,
    ALL_TILES_BONUS,
    EndSitting,
    Gra2State,
    Gra2View,
    MoveTile,
    PutTile,
    SittingEnd,
    SubmitGrid,
    SwapTiles,
    TakeTile,
    action_from_text,
    action_text,
)
from engines.puzzle.gra2_computer import Gra2Computer
from engines.puzzle.grid import Grid
from engines.records.record import GameRecord, Move, replay
from engines.records.store import GameStore, Seat
from engines.tiles import load_tile_set

GAME = PuzzleGame()
P0, P1, P2, P3 = (PlayerId(i) for i in range(4))

#: The rulebook's example: "TIK - 3, TRĄBY - 10, KOZA - 5, SĄDZI - 10, PYŁ - 6, RAZEM - 34".
#: One Ą in the set, so TRĄBY and SĄDZI cross on it; 15 tiles.
EXAMPLE = "..S.P/TRĄBY/I.D.Ł/KOZA./..I.."
EXAMPLE_TILES = "trąbyiksdzioapł"


def new(players: int, seed: int = 1, **options: object) -> Gra2State:
    state = GAME.new_game(Setup("puzzle", "gra2", players, seed, dict(options)))
    assert isinstance(state, Gra2State)
    return state


def with_tiles(state: Gra2State, player: PlayerId, tiles: str, exclude: str = "") -> Gra2State:
    """``state`` with ``player`` holding ``tiles`` plus others up to the deal (none of the
    letters in ``exclude``), everyone else and the table sharing the rest: the whole set stays
    conserved."""
    everything = Counter(t for s in state.sittings for t in s.tiles) + Counter(state.table.tiles)
    wanted = Counter(tiles)
    assert not wanted - everything
    rest = list((everything - wanted).elements())
    random.Random(0).shuffle(rest)
    rest.sort(key=lambda t: t not in exclude)  # excluded letters last: they go to the table
    size = len(state.sittings[0].tiles)
    sittings = []
    for seat, sitting in enumerate(state.sittings):
        own = list(tiles) if seat == player else []
        while len(own) < size:
            own.append(rest.pop())
        sittings.append(dataclasses.replace(sitting, tiles=tuple(own)))
    table = dataclasses.replace(state.table, tiles=tuple(rest))
    return dataclasses.replace(state, sittings=tuple(sittings), table=table)


def refusal(state: Gra2State, player: PlayerId, action: object) -> Rejected:
    with pytest.raises(Rejected) as caught:
        GAME.apply(state, player, action)  # type: ignore[arg-type]
    return caught.value


def put_grid(state: Gra2State, player: PlayerId, text: str) -> Gra2State:
    for row, col, cell in Grid.from_text(text).cells:
        state = GAME.apply(state, player, PutTile(row, col, cell))
    return state


def all_tiles(state: Gra2State) -> Counter[str]:
    return Counter(t for s in state.sittings for t in s.tiles) + Counter(state.table.tiles)


FULL_SET = Counter(load_tile_set("puzzle").tiles())


# -- the deal ---------------------------------------------------------------------------------
@pytest.mark.parametrize(("players", "each", "table"), [(2, 20, 30), (3, 20, 10), (4, 15, 10)])
def test_two_or_three_players_draw_twenty_four_draw_fifteen(
    players: int, each: int, table: int
) -> None:
    state = new(players)
    assert [len(s.tiles) for s in state.sittings] == [each] * players
    assert len(state.table) == table
    assert all_tiles(state) == FULL_SET
    assert GAME.to_act(state) == set(range(players))  # every player builds at once


# -- scoring: the rulebook's example ----------------------------------------------------------
def test_the_rulebooks_34_point_crossword() -> None:
    state = with_tiles(new(2), P0, EXAMPLE_TILES)
    state = put_grid(state, P0, EXAMPLE)
    view = GAME.view(state, P0)
    assert isinstance(view, Gra2View) and view.assessment is not None
    assert view.assessment.valid
    scores = {w.word: w.score for w in view.assessment.words}
    assert scores == {"tik": 3, "trąby": 10, "koza": 5, "sądzi": 10, "pył": 6}
    assert view.assessment.score == 34
    assert len(view.rack or ()) == 5  # 20 tiles, 15 used: no bonus
    assert view.preview_total == 34 and view.can_finish
    state = GAME.apply(state, P0, EndSitting())
    assert GAME.to_act(state) == {P1}  # P0's sitting is over
    state = GAME.apply(state, P1, SubmitGrid(""))
    result = state.history[0].players[0]
    assert (result.word_score, result.bonus, result.total) == (34, 0, 34)
    assert result.ended is SittingEnd.DONE
    assert result.crossword.text() == EXAMPLE


def test_using_all_tiles_adds_twenty_and_ends_the_sitting() -> None:
    # Four players hold 15 tiles: the example uses all of them.
    state = with_tiles(new(4), P0, EXAMPLE_TILES)
    last = Grid.from_text(EXAMPLE).cells[-1]
    almost = put_grid(state, P0, Grid(Grid.from_text(EXAMPLE).cells[:-1]).text())
    view = GAME.view(almost, P0)
    assert isinstance(view, Gra2View) and view.assessment is not None
    # SĄDZ is no word: not a valid crossword, but its other words stand (34 − SĄDZI 10), no +20.
    assert view.assessment.unknown == ("sądz",) and view.preview_total == 24
    state = GAME.apply(almost, P0, PutTile(*last))
    assert state.sittings[P0].ended is SittingEnd.ALL_TILES
    assert GAME.to_act(state) == {P1, P2, P3}
    for player in (P1, P2, P3):
        state = GAME.apply(state, player, SubmitGrid(""))
    result = state.history[0].players[0]
    assert (result.word_score, result.bonus, result.total) == (34, 20, 54)


def test_a_move_that_completes_the_crossword_of_all_tiles_ends_the_sitting() -> None:
    state = with_tiles(new(4), P0, EXAMPLE_TILES)
    # The last I of SĄDZI lies one square off: SĄDZ is no word, the sitting goes on.
    state = put_grid(state, P0, "..S.P/TRĄBY/I.D.Ł/KOZA./...I.")
    assert state.sittings[P0].ended is None
    state = GAME.apply(state, P0, MoveTile(4, 3, 4, 2))
    assert state.sittings[P0].ended is SittingEnd.ALL_TILES


def test_a_blank_stands_for_a_letter_and_scores_nothing() -> None:
    # The last I of SĄDZI is a blank: SĄDZI scores 9, the crossword 33.
    state = with_tiles(new(2), P0, "trąbyiksdzoapł?")
    state = GAME.apply(state, P0, SubmitGrid("..S.P/TRĄBY/I.D.Ł/KOZA./..i.."))
    state = GAME.apply(state, P1, SubmitGrid(""))
    result = state.history[0].players[0]
    assert {w.word: w.score for w in result.words}["sądzi"] == 9
    assert result.total == 33


def test_a_blank_must_be_placed_as_a_blank() -> None:
    state = with_tiles(new(2), P0, "kot?", exclude="ab?")
    assert refusal(state, P0, PutTile(0, 0, "A")).reason is Reason.MISSING_TILES
    state = GAME.apply(state, P0, PutTile(0, 0, "a"))
    assert state.sittings[P0].grid.tiles() == ("?",)
    assert refusal(state, P0, PutTile(0, 1, "b")).reason is Reason.MISSING_TILES


# -- building: what the grid accepts ----------------------------------------------------------
def test_tiles_are_put_taken_and_moved_freely_during_the_sitting() -> None:
    state = with_tiles(new(2), P0, "kotaeyz")
    state = GAME.apply(state, P0, PutTile(5, -3, "K"))
    assert refusal(state, P0, PutTile(5, -3, "O")).reason is Reason.SQUARE_TAKEN
    state = GAME.apply(state, P0, MoveTile(5, -3, 0, 0))
    assert state.sittings[P0].grid.text() == "K"
    assert refusal(state, P0, MoveTile(5, -3, 1, 1)).reason is Reason.BAD_SQUARE
    assert refusal(state, P0, TakeTile(1, 1)).reason is Reason.BAD_SQUARE
    state = GAME.apply(state, P0, PutTile(0, 1, "O"))
    state = GAME.apply(state, P0, TakeTile(0, 0))
    assert state.sittings[P0].grid.text() == "O"
    assert Counter(state.sittings[P0].rack) == Counter(state.sittings[P0].tiles) - Counter("o")


def test_only_your_own_tiles() -> None:
    state = with_tiles(new(2), P0, "kot", exclude="żky")
    error = refusal(state, P0, PutTile(0, 0, "Ż"))
    assert error.reason is Reason.MISSING_TILES and error.details["word"] == "Ż"
    state = GAME.apply(state, P0, PutTile(0, 0, "K"))
    # The one K is on the grid now: not on the rack any more.
    assert refusal(state, P0, PutTile(0, 1, "K")).reason is Reason.MISSING_TILES
    assert refusal(state, P0, SubmitGrid("KOTY")).reason is Reason.MISSING_TILES
    assert refusal(state, P0, PutTile(0, 1, "Q")).reason is Reason.LETTERS_NOT_IN_ALPHABET
    assert refusal(state, P0, PutTile(0, 999, "O")).reason is Reason.OFF_BOARD


def test_every_player_builds_at_once_until_their_sitting_is_over() -> None:
    """GAMES.md §4: "When players sit at their own computers, they build at the same time" —
    every open sitting may act (issue #39: a second seat's DONE was ``not_your_turn``)."""
    state = new(3)
    assert GAME.to_act(state) == {P0, P1, P2}
    state = GAME.apply(state, P1, EndSitting())
    assert state.sittings[P1].ended is SittingEnd.DONE
    state = GAME.apply(state, P2, PutTile(0, 0, state.sittings[P2].tiles[0].upper()))
    assert GAME.to_act(state) == {P0, P2}
    assert refusal(state, P1, PutTile(0, 0, "A")).reason is Reason.NOT_YOUR_TURN
    assert refusal(state, P1, EndSitting()).reason is Reason.NOT_YOUR_TURN


def test_a_crossword_must_be_connected_and_every_run_a_word() -> None:
    state = with_tiles(new(2), P0, "kotpies")
    apart = put_grid(state, P0, "KOT..PIES".replace("PIES", "PSI"))
    error = refusal(apart, P0, EndSitting())
    assert error.reason is Reason.NOT_CONNECTED and error.details["parts"] == 2
    wrong = put_grid(state, P0, "KOTP")
    error = refusal(wrong, P0, EndSitting())
    assert error.reason is Reason.UNKNOWN_WORD and error.details["word"] == "kotp"
    # A cross run counts too: KOT across, P under T makes the down run "tp".
    crossed = put_grid(state, P0, "KOT/..P")
    error = refusal(crossed, P0, EndSitting())
    assert error.reason is Reason.UNKNOWN_WORD and error.details["words"] == ("tp",)
    lone = put_grid(state, P0, "K")
    assert refusal(lone, P0, EndSitting()).reason is Reason.WORD_TOO_SHORT
    view = GAME.view(lone, P0)
    assert isinstance(view, Gra2View) and not view.can_finish and view.preview_total == 0
    assert refusal(state, P0, SubmitGrid("KOTP")).reason is Reason.UNKNOWN_WORD
    # An empty grid may be handed in: no crossword, 0 points.
    state = GAME.apply(state, P0, EndSitting())
    assert state.sittings[P0].ended is SittingEnd.DONE


def test_the_live_assessment_shows_what_is_wrong_and_what_would_score() -> None:
    state = with_tiles(new(2), P0, "kotpsis")
    state = put_grid(state, P0, "KOT.PSI./.......S")
    view = GAME.view(state, P0)
    assert isinstance(view, Gra2View) and view.assessment is not None
    assert view.assessment.problem is not None
    assert view.assessment.problem.reason is Reason.NOT_CONNECTED
    assert view.assessment.parts == 3
    # Were the time up now: every valid word standing, KOT and PSI 3 each.
    assert view.assessment.crossword.text() == "KOT.PSI"
    assert view.assessment.score == 6


# -- the sitting's end ------------------------------------------------------------------------
def test_time_up_counts_every_valid_word_in_every_part() -> None:
    """GAMES.md §4: „Po skończonym czasie, gracze podliczają punkty za wyrazy, które udało się
    stworzyć w tym czasie” — KOT and PIES apart score 3 + 4 = 7 (issue 25, not 4)."""
    state = with_tiles(new(2), P0, "kotpiesaą")
    state = put_grid(state, P0, "KOT...PIES/.......Ą")  # PIES + "ią" down: not a word
    state = GAME.apply(state, SYSTEM, TimeUp())
    assert GAME.to_act(state) == {P1}
    state = GAME.apply(state, SYSTEM, TimeUp(player=1))
    result = state.history[0].players[0]
    assert result.ended is SittingEnd.TIME_UP
    assert result.crossword.text() == "KOT...PIES"
    assert [w.word for w in result.words] == ["kot", "pies"]
    assert (result.word_score, result.bonus) == (7, 0)
    assert state.history[0].players[1].total == 0  # nothing laid


def test_time_up_comes_only_from_the_clock_and_for_an_open_sitting() -> None:
    state = new(2)
    assert TimeUp() in GAME.system_actions(state)
    assert refusal(state, P0, TimeUp()).reason is Reason.NOT_YOUR_TURN
    state = GAME.apply(state, SYSTEM, TimeUp(player=1))
    assert state.sittings[P1].ended is SittingEnd.TIME_UP
    assert refusal(state, SYSTEM, TimeUp(player=1)).reason is Reason.NOT_YOUR_TURN
    # TIME UP alone ends the first open sitting of the round's order (records of before).
    state = GAME.apply(state, SYSTEM, TimeUp())
    assert state.round == 2 and state.history[0].players[0].ended is SittingEnd.TIME_UP


def test_time_limit_option() -> None:
    assert new(2).setup.options["time_limit"] == 300
    view = GAME.view(new(2, time_limit=0), P0)
    assert isinstance(view, Gra2View) and view.time_limit == 0
    with pytest.raises(Rejected):
        new(2, time_limit=7)


# -- the swap ---------------------------------------------------------------------------------
def test_two_tiles_swap_once_per_round_for_random_ones_from_the_table() -> None:
    state = with_tiles(new(2), P0, "źfńó")
    before = state.table.tiles
    assert refusal(state, P0, SwapTiles("ź")).reason is Reason.EMPTY_EXCHANGE
    assert refusal(state, P0, SwapTiles("źfń")).reason is Reason.EMPTY_EXCHANGE
    assert refusal(state, P0, SwapTiles("ąą")).reason is Reason.MISSING_TILES
    swapped = GAME.apply(state, P0, SwapTiles("źf"))
    tiles = swapped.sittings[P0].tiles
    assert len(tiles) == 20 and tiles[-2:] == before[:2]  # drawn from the table first
    assert Counter(tiles) == Counter(state.sittings[P0].tiles) - Counter("źf") + Counter(before[:2])
    assert all_tiles(swapped) == FULL_SET
    assert swapped.chance_steps == state.chance_steps + 1
    error = refusal(swapped, P0, SwapTiles("ńó"))
    assert error.reason is Reason.WRONG_PHASE and error.details["swap_used"]
    # Tiles on the grid cannot be swapped.
    placed = GAME.apply(state, P0, PutTile(0, 0, "Ź"))
    assert refusal(placed, P0, SwapTiles("źf")).reason is Reason.MISSING_TILES


def test_the_swap_is_back_next_round() -> None:
    state = GAME.apply(new(2), P0, SwapTiles("".join(new(2).sittings[P0].tiles[:2])))
    state = GAME.apply(state, P0, EndSitting())
    state = GAME.apply(state, P1, EndSitting())
    assert state.round == 2
    assert not any(s.swapped for s in state.sittings)
    assert state.history[0].players[0].swapped


# -- rounds and the game ----------------------------------------------------------------------
def test_four_rounds_the_first_sitter_changes_and_the_highest_total_wins() -> None:
    state = new(3)
    orders = []
    while not GAME.is_over(state):
        orders.append(state.order)
        for player in state.order:
            grid = (
                "KOT"
                if player == P2 and Counter(state.sittings[player].tiles) >= Counter("kot")
                else ""
            )
            state = GAME.apply(state, player, SubmitGrid(grid))
        assert all_tiles(state) == FULL_SET
    assert orders == [(0, 1, 2), (1, 2, 0), (2, 0, 1), (0, 1, 2)]
    assert len(state.history) == 4
    assert GAME.to_act(state) == frozenset()
    assert refusal(state, P0, EndSitting()).reason is Reason.GAME_OVER
    assert GAME.scores(state) == tuple(sum(r.totals[p] for r in state.history) for p in range(3))


def test_equal_totals_share_the_place() -> None:
    state = new(2)
    while not GAME.is_over(state):
        state = GAME.apply(state, state.order[0], SubmitGrid(""))
        state = GAME.apply(state, state.order[1], SubmitGrid(""))
    assert GAME.outcome(state).ranks == (1, 1)


# -- what players see -------------------------------------------------------------------------
def test_views_hide_other_players_tiles_and_grids_until_the_round_is_over() -> None:
    state = with_tiles(new(2), P0, EXAMPLE_TILES)
    state = put_grid(state, P0, EXAMPLE)
    public = GAME.view(state, None)
    assert isinstance(public, Gra2View)
    assert public.tiles is None and public.grid is None and public.rack is None
    view = GAME.view(state, P1)
    assert isinstance(view, Gra2View) and view.tiles == state.sittings[P1].tiles
    assert view.grid is not None and not view.grid.cells
    for seen in (public, view):
        assert "TRĄBY" not in repr(seen)
        assert seen.started == (True, False)
    own = GAME.view(state, P0)
    assert isinstance(own, Gra2View) and own.grid is not None and own.building
    state = GAME.apply(state, P0, EndSitting())
    view = GAME.view(state, P1)
    assert isinstance(view, Gra2View) and view.tiles == state.sittings[P1].tiles
    assert "TRĄBY" not in repr(view) and view.ended == (True, False)
    state = GAME.apply(state, P1, SubmitGrid(""))
    public = GAME.view(state, None)
    assert isinstance(public, Gra2View)
    assert public.history[0].players[0].crossword.text() == EXAMPLE


# -- text forms and records -------------------------------------------------------------------
ACTIONS = [
    PutTile(3, -2, "Ą"),
    PutTile(0, 0, "ż"),
    TakeTile(-1, 4),
    MoveTile(3, -2, 4, -2),
    SwapTiles("a?"),
    EndSitting(),
    SubmitGrid(EXAMPLE),
    SubmitGrid(""),
    TimeUp(),
    TimeUp(player=2),
]


@pytest.mark.parametrize("action", ACTIONS, ids=action_text)
def test_actions_round_trip_as_text_and_json(action: object) -> None:
    assert action_from_text(action_text(action)) == action  # type: ignore[arg-type]
    data = json.loads(json.dumps(action.to_json()))  # type: ignore[attr-defined]
    assert GAME.parse_action(data) == action
    assert type(action) in ACTION_TYPES


def test_bad_text_is_refused() -> None:
    for text in ("", "PUT 1 A", "MOVE a b c d", "JUMP", "TIME DOWN"):
        with pytest.raises(Rejected) as caught:
            action_from_text(text)
        assert caught.value.reason is Reason.UNKNOWN_ACTION


# -- properties -------------------------------------------------------------------------------
@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10_000), players=st.integers(2, 4), steps=st.integers(1, 40))
def test_tiles_are_conserved_apply_never_mutates_and_replay_agrees(
    seed: int, players: int, steps: int
) -> None:
    state = new(players, seed)
    start = state
    rng = random.Random(seed)
    moves = []
    for _ in range(steps):
        if GAME.is_over(state):
            break
        player = rng.choice(sorted(GAME.to_act(state))) if rng.random() < 0.9 else SYSTEM
        action = GAME.random_action(state, player, rng)
        before = state
        snapshot = copy.deepcopy(state)
        state = GAME.apply(state, player, action)
        assert before == snapshot
        moves.append(Move(player, action))
        assert all_tiles(state) == FULL_SET
        for sitting in state.sittings:
            assert not Counter(sitting.grid.tiles()) - Counter(sitting.tiles)
    record = GameRecord(start.setup, tuple(moves))
    again = GameRecord.from_json(json.loads(record.dumps()))
    assert replay(again.setup, again.moves) == state


# -- computer players -------------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 4])
def test_computer_crosswords_are_legal_and_strong_scores_most(players: int) -> None:
    totals = {}
    for level in ("easy", "medium", "strong"):
        computer = Gra2Computer(level, deadline=60)
        total = 0
        for seed in range(3):
            state = new(players, seed)
            view = GAME.view(state, P0)
            action = computer.choose(view, random.Random(seed), lambda: False, lambda _: None)
            assert isinstance(action, SubmitGrid)
            state = GAME.apply(state, P0, action)  # legal: a valid crossword of own tiles
            assert state.sittings[P0].ended in (SittingEnd.DONE, SittingEnd.ALL_TILES)
            after = GAME.view(state, P0)
            assert isinstance(after, Gra2View) and after.assessment is not None
            assert after.assessment.valid
            total += after.assessment.score
        totals[level] = total
    assert totals["strong"] >= totals["medium"]
    assert totals["strong"] >= totals["easy"]


def test_a_computer_stops_when_asked() -> None:
    view = GAME.view(new(2), P0)
    with pytest.raises(Cancelled):
        GAME.computer("strong").choose(view, random.Random(1), lambda: True, lambda _: None)


# -- saved games ------------------------------------------------------------------------------
def test_a_saved_game_resumes_mid_sitting(tmp_path: Path) -> None:
    state = new(2, seed=3)
    rack = state.sittings[P0].tiles
    real = [t for t in rack if t != "?"]
    other = next(t for t in state.sittings[P1].tiles if t != "?").upper()
    moves = [
        Move(P0, PutTile(0, 0, real[0].upper())),
        Move(P0, PutTile(0, 1, real[1].upper())),
        Move(P0, SwapTiles(real[2] + real[3])),
        Move(P0, MoveTile(0, 1, 1, 0)),
        Move(SYSTEM, TimeUp(0)),
        Move(P1, PutTile(-4, 7, other)),
    ]
    seats = [Seat("Ola", "human"), Seat("Komputer", "computer", "strong")]
    with GameStore(tmp_path / "games.sqlite") as store:
        game_id = store.create_game(state.setup, seats)
        for move in moves:
            state = GAME.apply(state, move.player, move.action)
            store.append_move(game_id, move)
    with GameStore(tmp_path / "games.sqlite") as store:
        again = store.moves(game_id, GAME)
    assert again == tuple(moves)
    resumed = replay(state.setup, again)
    assert resumed == state
    assert isinstance(resumed, Gra2State) and resumed.sittings[P1].grid.text() == other


# -- the grid ---------------------------------------------------------------------------------
def test_grid_text_parts_and_words() -> None:
    grid = Grid.from_text("KOT..A/.....B", top=-2, left=5)
    assert grid.at(-2, 5) == "K" and grid.at(-1, 10) == "B"
    assert grid.text() == "KOT..A/.....B" and grid.rows() == ["KOT..A", ".....B"]
    assert [p.text() for p in grid.parts()] == ["KOT", "A/B"]
    assert [(w.word, w.across, w.squares[0]) for w in grid.words()] == [
        ("kot", True, (-2, 5)),
        ("ab", False, (-2, 10)),
    ]
    assert grid.normalised().bounds() == (0, 0, 1, 5)
    assert Grid().text() == "" and Grid.from_text("") == Grid()
    with pytest.raises(ValueError):
        Grid(((0, 0, "A"), (0, 0, "B")))


def test_doctests() -> None:
    for module in (grid_module, gra2_module):
        assert doctest.testmod(module).failed == 0


# -- issue 25: word classes, agreed words, NFC, every valid word at time-up ----------------------
def test_a_conjunction_in_the_crossword_is_refused_by_class() -> None:
    """GAMES.md §4: ORAZ is a conjunction — „Układane wyrazy muszą być formami gramatycznymi
    rzeczowników, czasowników, liczebników, przymiotników, zaimków oraz mogą być przysłówkami
    lub przyimkami.”"""
    state = with_tiles(new(2), P0, "orazkt")
    assert refusal(state, P0, SubmitGrid("ORAZ")).reason is Reason.WORD_CLASS
    state = put_grid(state, P0, "ORAZ")
    view = GAME.view(state, P0)
    assert isinstance(view, Gra2View) and view.assessment is not None
    assert view.assessment.problem is not None
    assert view.assessment.problem.reason is Reason.WORD_CLASS
    assert view.preview_total == 0  # ORAZ is no word that counts
    assert refusal(state, P0, EndSitting()).reason is Reason.WORD_CLASS


def test_proper_names_by_agreement() -> None:
    """„...można zmienić zasady i dopuścić możliwość używania wyrazów oznaczających nazwy
    własne”: off by default, on with the option."""
    plain = with_tiles(new(2), P0, "paryż")
    assert refusal(plain, P0, SubmitGrid("PARYŻ")).reason is Reason.UNKNOWN_WORD
    named = with_tiles(new(2, proper_names=True), P0, "paryż")
    named = GAME.apply(named, P0, SubmitGrid("PARYŻ"))
    assert named.sittings[P0].ended is SittingEnd.DONE


def test_a_tile_typed_with_a_combining_mark_is_the_polish_letter() -> None:
    assert PutTile(0, 0, "Z\u0307").cell == "Ż"
    state = with_tiles(new(2), P0, "żaba")
    state = GAME.apply(state, P0, PutTile(0, 0, "Z\u0307"))
    assert state.sittings[P0].grid.at(0, 0) == "Ż"


def test_time_up_gives_no_bonus_to_all_tiles_in_pieces() -> None:
    """+20 only for a crossword of all the tiles that is one connected whole (GAMES.md §4);
    every valid word still counts."""
    state = with_tiles(new(4), P0, "kotpiesrybadomu")
    # All 15 tiles laid, in four parts: KOT 3, PIES 4, RYBA 5, DOMU 7.
    state = put_grid(state, P0, "KOT.PIES/........./RYBA.DOMU")
    assert state.sittings[P0].ended is None
    state = GAME.apply(state, SYSTEM, TimeUp())
    for seat in (P1, P2, P3):
        state = GAME.apply(state, SYSTEM, TimeUp(player=seat))
    result = state.history[0].players[P0]
    assert [w.word for w in result.words] == ["kot", "pies", "ryba", "domu"]
    assert (result.word_score, result.bonus) == (19, 0)


# -- the round's length on one screen (GAMES.md §4, decision of 2026-11-25) ----------------------
def deal(state: Gra2State, tiles: dict[PlayerId, str]) -> Gra2State:
    """``state`` with the given players holding the given tiles (the rest of the deal from the
    other tiles, the set conserved)."""
    everything = all_tiles(state)
    wanted = Counter("".join(tiles.values()))
    assert not wanted - everything
    rest = list((everything - wanted).elements())
    random.Random(0).shuffle(rest)
    size = len(state.sittings[0].tiles)
    sittings = []
    for seat, sitting in enumerate(state.sittings):
        own = list(tiles.get(PlayerId(seat), ""))
        while len(own) < size:
            own.append(rest.pop())
        sittings.append(dataclasses.replace(sitting, tiles=tuple(own)))
    table = dataclasses.replace(state.table, tiles=tuple(rest))
    return dataclasses.replace(state, sittings=tuple(sittings), table=table)


def lay(state: Gra2State, player: PlayerId, text: str, times: list[float]) -> Gra2State:
    """Put the tiles of ``text`` one by one, the k-th at ``times[k]`` on the sitting's clock."""
    cells = Grid.from_text(text).cells
    assert len(cells) == len(times)
    for (row, col, cell), at in zip(cells, times, strict=True):
        state = GAME.apply(state, player, PutTile(row, col, cell, at=at))
    return state


def test_the_quickest_full_crossword_ends_the_round_for_everyone() -> None:
    """„Runda kończy się, gdy jeden z graczy wykorzysta i ułoży wszystkie swoje puzzle w
    krzyżówce.” On one screen: P0 lays all 15 tiles by 15 s on their clock, so P1's
    crossword counts as it stood at 15 s on theirs (KOT), not as left when their time ran out
    (KOT and PIES)."""
    state = deal(new(4), {P0: EXAMPLE_TILES, P1: "kotpiesrybadomu"})
    state = lay(state, P0, EXAMPLE, [float(k) for k in range(1, 16)])
    assert state.sittings[P0].ended is SittingEnd.ALL_TILES
    view = GAME.view(state, P1)
    assert isinstance(view, Gra2View) and view.time_to_beat == 15.0 and view.clock == 0.0
    state = lay(state, P1, "KOT/.../PIES", [2, 4, 6, 20, 21, 22, 23])
    for seat in (P1, P2, P3):
        state = GAME.apply(state, SYSTEM, TimeUp(player=seat))
    result = state.history[0]
    assert (result.length, result.ended_by) == (15.0, P0)
    first, second = result.players[P0], result.players[P1]
    assert (first.word_score, first.bonus, first.ended) == (34, 20, SittingEnd.ALL_TILES)
    assert second.grid.text() == "KOT" and second.at == 15.0
    assert (second.total, second.ended) == (3, SittingEnd.ROUND_OVER)


def test_when_all_say_done_the_round_lasts_the_longest_sitting() -> None:
    """„Koniec rundy może nastąpić również wtedy, gdy żaden z uczestników nie może ułożyć już
    więcej wyrazów”: nobody used all tiles, so every crossword counts as handed in."""
    state = deal(new(2), {P0: "kot", P1: "pies"})
    state = lay(state, P0, "KOT", [5, 6, 7])
    state = GAME.apply(state, P0, EndSitting(at=40))
    state = lay(state, P1, "PIES", [10, 20, 50, 55])
    state = GAME.apply(state, P1, EndSitting(at=60))
    result = state.history[0]
    assert (result.length, result.ended_by) == (60.0, None)
    assert [p.total for p in result.players] == [3, 4]


def test_the_clock_never_runs_back_and_must_be_a_time() -> None:
    state = deal(new(2), {P0: "kot"})
    state = GAME.apply(state, P0, PutTile(0, 0, "K", at=10))
    state = GAME.apply(state, P0, PutTile(0, 1, "O", at=4))  # a late message: still 10 s
    assert state.sittings[P0].clock == 10.0
    assert [at for at, _ in state.sittings[P0].steps] == [10.0, 10.0]
    assert refusal(state, P0, PutTile(0, 2, "T", at=-1.0)).reason is Reason.BAD_TIME
    assert refusal(state, P0, PutTile(0, 2, "T", at=float("nan"))).reason is Reason.BAD_TIME
    # A taken-back tile is recorded too: at 12 s the grid was K alone.
    state = GAME.apply(state, P0, TakeTile(0, 1, at=12))
    assert state.sittings[P0].grid_at(11).text() == "KO"
    assert state.sittings[P0].grid_at(12).text() == "K"


def test_timed_actions_read_back_from_text() -> None:
    for text in ("PUT 3 -2 A @12.5", "TAKE 0 1 @3", "MOVE 0 0 1 1 @7", "DONE @61", "SUBMIT KOT @9"):
        assert str(action_from_text(text)) == text
    assert action_from_text("DONE").at is None  # type: ignore[attr-defined]


def test_a_computer_lays_tiles_at_its_pace_within_the_time_to_beat() -> None:
    state = deal(new(4), {P0: EXAMPLE_TILES})
    free = Gra2Computer("strong").choose(
        GAME.view(state, P0), random.Random(1), lambda: False, lambda _: None
    )
    assert isinstance(free, SubmitGrid) and free.at == 5.0 * len(Grid.from_text(free.grid))
    state = lay(state, P0, EXAMPLE, [float(k) for k in range(1, 16)])  # all tiles by 15 s
    view = GAME.view(state, P1)
    assert isinstance(view, Gra2View) and view.time_to_beat == 15.0
    action = Gra2Computer("strong").choose(view, random.Random(1), lambda: False, lambda _: None)
    assert isinstance(action, SubmitGrid) and action.at is not None
    laid = len(Grid.from_text(action.grid))
    assert 0 < laid <= 3 and action.at == 5.0 * laid <= 15.0


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10_000), players=st.integers(2, 4), steps=st.integers(1, 80))
def test_timed_rounds_score_every_crossword_at_the_rounds_length(
    seed: int, players: int, steps: int
) -> None:
    """Random timed play: a round's length is the quickest full crossword (else the longest
    sitting), no crossword is scored after it on its own clock, the crossword that set it
    earned its +20, and a record with times replays to the same state."""
    state = new(players, seed)
    start = state
    rng = random.Random(seed)
    moves = []
    clock = 0.0
    for _ in range(steps):
        if GAME.is_over(state):
            break
        player = state.builder if rng.random() < 0.95 else SYSTEM
        assert player is not None
        action = GAME.random_action(state, player, rng)
        if player != SYSTEM:
            clock = 0.0 if state.sittings[player].clock == 0 else clock
            clock += rng.choice((0.5, 1.0, 7.25))
            action = dataclasses.replace(action, at=clock)  # type: ignore[call-arg]
        state = GAME.apply(state, player, action)
        moves.append(Move(player, action))
    for result in state.history:
        if result.length is None:
            continue
        for seat, scored in enumerate(result.players):
            assert scored.at is None or scored.at <= result.length
            if result.ended_by == seat:
                assert scored.bonus == ALL_TILES_BONUS and scored.at == result.length
    record = GameRecord(start.setup, tuple(moves))
    again = GameRecord.from_json(json.loads(record.dumps()))
    assert replay(again.setup, again.moves) == state
