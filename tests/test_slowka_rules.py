"""Słówka's rules (GAMES.md §2, seed 001): the board, who starts, path words, the rulebook's
examples, bonus squares, refills, exchanges, challenge mode, the end, ties, the actions' text
form, views, and properties (tokens conserved, apply never mutates, replay)."""

from __future__ import annotations

import copy
import dataclasses
import json
import random
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engines.core import PlayerId, Reason, Rejected, Setup
from engines.records.record import GameRecord, Move, replay
from engines.records.store import GameStore, Seat
from engines.slowka import SlowkaGame
from engines.slowka.actions import (
    Accept,
    Challenge,
    Exchange,
    Pass,
    Place,
    action_from_text,
)
from engines.slowka.board import ANY, SIDE, Board, load_layout
from engines.slowka.moves import check_tokens, trace
from engines.slowka.rules import context, tiles_in_play
from engines.slowka.rulesets import LOSE_TURN
from engines.slowka.state import (
    BOARD_FULL,
    CHALLENGED_OFF,
    EXCHANGED,
    LOST_TURN,
    NO_PLACEMENTS,
    PLACED,
    SlowkaState,
    taken_bonuses,
)
from engines.tiles import Bag, Rack, load_tile_set
from engines.tools.play import play_out

GAME = SlowkaGame()
LAYOUT = load_layout()
TILES = load_tile_set("slowka")
P0, P1, P2 = PlayerId(0), PlayerId(1), PlayerId(2)
EMPTY_BOARD = [
    "...#...",
    ".#...#.",
    ".......",
    "#.....#",
    ".......",
    ".#...#.",
    "...#...",
]


def board_of(*tokens: tuple[str, str]) -> list[str]:
    """The board-file rows with ``(square, letter)`` tokens on the empty board."""
    rows = [list(row) for row in EMPTY_BOARD]
    for square, letter in tokens:
        index = LAYOUT.parse(square)
        rows[index // 7][index % 7] = letter.upper()
    return ["".join(row) for row in rows]


def position(
    rows: list[str],
    racks: tuple[str, ...] = ("ożykae", "abcdei"),
    *,
    bag: str | None = None,
    challenge: bool = False,
    turn: int = 0,
    **options: object,
) -> SlowkaState:
    """A game with this board and these racks; the pool holds the rest of the set (or ``bag``)."""
    setup = Setup("slowka", "standard", len(racks), 1, {"challenge": challenge, **options})
    state = GAME.new_game(setup)
    board = Board.from_text("\n".join(rows), LAYOUT, TILES.alphabet)
    if bag is None:
        left = Counter(TILES.tiles())
        left.subtract(letter for _, letter in board.tiles())
        left.subtract("".join(racks))
        assert not -left, "more tokens than the set has"
        bag = "".join(sorted(left.elements()))
    return dataclasses.replace(
        state,
        board=board,
        racks=tuple(Rack(tuple(r)) for r in racks),
        bag=Bag(tuple(bag)),
        turn=PlayerId(turn),
    )


def refused(state: SlowkaState, action: object, player: PlayerId = P0) -> Rejected:
    with pytest.raises(Rejected) as caught:
        GAME.apply(state, player, action)  # type: ignore[arg-type]
    return caught.value


# -- the board and the start ---------------------------------------------------------------------
def test_the_board_is_the_decided_layout() -> None:
    assert LAYOUT.size == 7 and LAYOUT.name(LAYOUT.start) == "d4"
    named = {LAYOUT.name(s): v for s, v in LAYOUT.bonuses.items()}
    assert named == {
        "b2": 10, "f2": 10, "b6": 10, "f6": 10, "d1": 5, "a4": 5, "g4": 5, "d7": 5,
    }  # fmt: skip
    assert len(LAYOUT.light_squares) == 41
    assert Board.empty(LAYOUT).rows() == EMPTY_BOARD


def test_the_token_set_is_the_rulebooks() -> None:
    assert TILES.total_tiles == 42
    assert (TILES.count("a"), TILES.count("n"), TILES.count("ż")) == (3, 2, 1)
    assert (TILES.value("ć"), TILES.value("ż"), TILES.value("l")) == (10, 8, 2)


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", range(8))
def test_the_start(players: int, seed: int) -> None:
    state = GAME.new_game(Setup("slowka", "standard", players, seed))
    order = TILES.alphabet
    # Every round of the draw: the nearest letter to the alphabet's start; ties drew again.
    contenders = set(range(players))
    for row in state.start_draws:
        assert {p for p, t in enumerate(row) if t is not None} == contenders
        best = min(order.index(t) for t in row if t is not None)
        contenders = {p for p, t in enumerate(row) if t is not None and order.index(t) == best}
    assert contenders == {state.first_player} and state.turn == state.first_player
    assert state.chance_steps == len(state.start_draws) + 1
    assert list(state.board.tiles()) == [(LAYOUT.start, state.start_tile)]
    assert all(len(rack) == 6 for rack in state.racks)
    assert tiles_in_play(state) == Counter(TILES.tiles())
    assert len(state.bag) == 42 - 1 - 6 * players


def test_ties_in_the_start_draw_draw_again() -> None:
    tied = [
        s
        for s in range(200)
        if len(GAME.new_game(Setup("slowka", "standard", 4, s)).start_draws) > 1
    ]
    assert tied  # with 3 A, E, I, O a tie happens now and then
    state = GAME.new_game(Setup("slowka", "standard", 4, tied[0]))
    second = state.start_draws[1]
    assert sum(t is not None for t in second) >= 2


# -- path words (Przykład 1) ---------------------------------------------------------------------
TOR = board_of(("d4", "t"), ("e4", "o"), ("f4", "r"))


def test_tor_then_torba_is_fine() -> None:
    state = position(TOR, ("bakeiy", "aeionz"))
    after = GAME.apply(state, P0, Place("d4-e4-f4-f5-e5", "torba"))
    assert after.history[-1].play is not None
    assert after.history[-1].play.score == 1 + 1 + 1 + 5 + 1
    assert after.board.letter(LAYOUT.parse("f5")) == "b"


def test_tor_then_bat_is_wrong_when_a_does_not_touch_t() -> None:
    """Przykład 1, "Źle — I gracz: TOR, II gracz: BAT": A must touch T, by a side or a corner."""
    state = position(TOR, ("bakeiy", "aeionz"))
    error = refused(state, Place("c7-c6-d4", "bat"))
    assert error.reason is Reason.PATH_NOT_TOUCHING
    assert error.details == {"square": "c6", "next": "d4"}
    # …and fine when A touches T: by a side, or by a corner (e5 and d4).
    GAME.apply(state, P0, Place("c5-c4-d4", "bat"))
    GAME.apply(state, P0, Place("e6-e5-d4", "bat"))


def test_side_only_reading_needs_a_side_at_every_step() -> None:
    state = position(TOR, ("bakeiy", "aeionz"), reading=SIDE)
    error = refused(state, Place("e6-e5-d4", "bat"))
    assert error.reason is Reason.PATH_NOT_ADJACENT
    assert error.details == {"square": "e5", "next": "d4"}
    GAME.apply(state, P0, Place("c5-c4-d4", "bat"))


def test_a_laid_token_must_touch_by_a_side_even_when_the_word_reads_through_a_corner() -> None:
    """ "Każdy kładziony na planszy żeton musi przylegać bokiem do żetonu już leżącego na
    planszy." — reading may turn a corner, laying may not."""
    state = position(TOR, ("bakeiy", "aeionz"))
    error = refused(state, Place("d4-c5", "ta"))  # A on c5 touches T on d4 by a corner only
    assert error.reason is Reason.NOT_CONNECTED and error.details == {"square": "c5"}
    # A token laid this turn may be the one it touches: K on c4 joins A on c5 to T.
    after = GAME.apply(state, P0, Place("d4-c5-c4", "tak"))
    assert after.board.letter(LAYOUT.parse("c5")) == "a"


@pytest.mark.parametrize(
    ("place", "reason", "details"),
    [
        (Place("d4-e4-f4-f5-f6", "torby"), Reason.BONUS_SQUARE, {"square": "f6"}),
        (Place("d4-e4-f4-e4", "toro"), Reason.PATH_REPEATS_SQUARE, {"square": "e4"}),
        (Place("d4-e4-f4-z9", "tory"), Reason.BAD_SQUARE, {"square": "z9"}),
        (Place("d4-e4-f4", "tak"), Reason.TILE_MISMATCH, {"square": "e4", "letter": "A"}),
        (Place("d4-e4-f4", "tor"), Reason.NO_NEW_TILES, {}),
        (Place("d6-e6", "ba"), Reason.NO_OLD_TILE, {}),
        (
            Place("d4-e4-f4-f5", "torx"),
            Reason.LETTERS_NOT_IN_ALPHABET,
            {"word": "torx", "letters": "x"},
        ),
        (
            Place("d4-e4-f4-f5", "torby"),
            Reason.PATH_LENGTH_MISMATCH,
            {"squares": 4, "letters": 5},
        ),
        (Place("d4-e4-f4-g4", "tory"), Reason.BONUS_SQUARE, {"square": "g4"}),
        (
            Place("d4-e4-f4-f5-e5-e6", "torbaż"),
            Reason.MISSING_TILES,
            {"word": "torbaż", "tiles": "ż"},
        ),
        (Place("d4-e4-f4-f5-e5-d5", "torbak"), Reason.UNKNOWN_WORD, {"word": "torbak"}),
    ],
)
def test_moves_that_break_a_rule(
    place: Place, reason: Reason, details: dict[str, str] | None
) -> None:
    state = position(TOR, ("bakeiy", "aeionz"))
    error = refused(state, place)
    assert error.reason is reason
    if details is not None:
        assert error.details == details
    assert GAME.is_legal(state, P0, Place("d4-e4-f4-f5-e5", "torba"))


def test_a_word_may_hold_a_whole_earlier_word_or_part_of_it() -> None:
    # Przykład 2: KONI, KONIE, KONIEC.
    koni = board_of(("d4", "k"), ("d5", "o"), ("e5", "n"), ("e6", "i"))
    state = position(koni, ("eabdyz", "cafghj"))
    state = GAME.apply(state, P0, Place("d4-d5-e5-e6-e7", "konie"))
    state = GAME.apply(state, P1, Place("d4-d5-e5-e6-e7-f7", "koniec"))
    assert [t.play.word for t in state.history if t.play] == ["konie", "koniec"]


def test_letters_are_compared_in_nfc() -> None:
    """Ż typed as z + a combining dot above (U+0307) is the token Ż."""
    state = position(board_of(("d4", "n")), ("ożykae", "abcdei"))
    decomposed = Place("d4-d3-c3-b3-a3", "noz\u0307yk")
    assert decomposed == Place("d4-d3-c3-b3-a3", "nożyk")
    assert Place.parse("d4-d3-c3-b3-a3 NOZ\u0307YK") == decomposed
    assert GAME.apply(state, P0, decomposed).scores == (14, 0)


# -- scoring (Przykład 3) ------------------------------------------------------------------------
def test_nozyk_scores_14() -> None:
    state = position(board_of(("d4", "n")), ("ożykae", "abcdei"))
    after = GAME.apply(state, P0, Place("d4-d3-c3-b3-a3", "nożyk"))
    play = after.history[-1].play
    assert play is not None and (play.word_score, play.bonus, play.score) == (14, 0, 14)
    assert after.scores == (14, 0)


def test_zonkil_scores_14_plus_10_for_the_bonus_square() -> None:
    rows = board_of(("d4", "t"), ("d3", "a"), ("c3", "ż"), ("b3", "e"))
    state = position(rows, ("onkilu", "abcdey"))
    after = GAME.apply(state, P0, Place("c3-c2-c1-b1-a1-a2", "żonkil"))
    play = after.history[-1].play
    assert play is not None
    assert (play.word_score, play.bonus, play.score) == (14, 10, 24)
    assert [LAYOUT.name(s) for s in play.bonus_squares] == ["b2"]


# Przykład 3 in the middle of a game: K on START; earlier moves left tokens on d5 d6 e6 e7 f7
# g7 g6, so f6's ring (f5 e6 g6 f7) lacks only f5.
EXAMPLE_3 = board_of(
    ("d4", "k"), ("d5", "a"), ("d6", "r"), ("e6", "e"), ("e7", "t"), ("f7", "a"), ("g7", "s"),
    ("g6", "z"),
)  # fmt: skip


def test_example_3_nozyk_then_zonkil_in_a_game() -> None:
    """Przykład 3: "I gracz: N1+O1+Ż8+Y3+K1 =14 punktów; II gracz: Ż8+O1+N1+K1+I1+L2 =14
    punktów + 10 punktów za otoczenie pola bonusowego = 24 punkty". The set has one Ż and one
    K, two steps apart in NOŻYK and three in ŻONKIL: side steps alone cannot do that (on a
    chessboard-coloured board a step by a side always changes colour), a step through a corner
    can: NOŻYK ends Y e3 → K d4, ŻONKIL reads Ż O N back and goes K d4 → I e5."""
    state = position(EXAMPLE_3, ("nożyae", "ilbcdu"))
    nozyk = Place("c4-c3-d3-e3-d4", "nożyk")
    state = GAME.apply(state, P0, nozyk)
    first = state.history[-1].play
    assert first is not None and (first.word_score, first.bonus, first.score) == (14, 0, 14)
    state = GAME.apply(state, P1, Place("d3-c3-c4-d4-e5-f5", "żonkil"))
    second = state.history[-1].play
    assert second is not None
    assert (second.word_score, second.bonus, second.score) == (14, 10, 24)
    assert [LAYOUT.name(s) for s in second.bonus_squares] == ["f6"]
    assert state.scores == (14, 24)
    # Read through sides only, NOŻYK's last step is refused.
    side = position(EXAMPLE_3, ("nożyae", "ilbcdu"), reading=SIDE)
    error = refused(side, nozyk)
    assert error.reason is Reason.PATH_NOT_ADJACENT
    assert error.details == {"square": "e3", "next": "d4"}


def test_several_bonus_squares_at_once_add_up() -> None:
    # b2 (ring b1 a2 c2 b3) and d1 (ring c1 e1 d2): c2 and c1 close both.
    rows = board_of(
        ("d4", "a"), ("d3", "e"), ("d2", "k"), ("e2", "i"), ("e1", "a"), ("c3", "o"),
        ("b3", "e"), ("b1", "i"), ("a1", "n"), ("a2", "y"),
    )  # fmt: skip
    state = position(rows, ("otzpcu", "bdfghj"))
    play = GAME.apply(state, P0, Place("d2-c2-c1", "kot")).history[-1].play
    assert play is not None
    assert sorted(LAYOUT.name(s) for s in play.bonus_squares) == ["b2", "d1"]
    assert (play.word_score, play.bonus, play.score) == (3, 15, 18)
    after = GAME.apply(state, P0, Place("d2-c2-c1", "kot"))
    assert taken_bonuses(after.history) == {LAYOUT.parse("b2"): P0, LAYOUT.parse("d1"): P0}


def test_a_bonus_square_scores_for_the_move_that_closes_its_ring() -> None:
    rows = board_of(("d4", "a"), ("d3", "e"), ("d2", "k"), ("c3", "r"), ("b3", "e"))
    state = position(rows, ("otzpcu", "ałbdfg"))
    state = GAME.apply(state, P0, Place("d2-c2-c1", "kot"))
    assert state.history[-1].play is not None and state.history[-1].play.bonus == 0
    # d1's ring is c1 d2 e1: the move that covers e1 closes it.
    state = GAME.apply(state, P1, Place("d2-e2-e1", "kał"))
    play = state.history[-1].play
    assert play is not None and [LAYOUT.name(s) for s in play.bonus_squares] == ["d1"]
    assert state.scores == (3, 5 + 5)


def test_refill_to_six_and_fewer_when_the_pool_runs_out() -> None:
    state = position(board_of(("d4", "n")), ("ożykae", "abcdei"), bag="ąbc")
    after = GAME.apply(state, P0, Place("d4-d3-c3-b3-a3", "nożyk"))
    assert sorted(after.racks[0].tiles) == sorted("aeąbc")
    assert len(after.bag) == 0
    full = position(board_of(("d4", "n")), ("ożykae", "abcdei"), bag="ąbcdefghij")
    assert len(GAME.apply(full, P0, Place("d4-d3-c3-b3-a3", "nożyk")).racks[0]) == 6


# -- exchange and pass ---------------------------------------------------------------------------
def test_exchange_draws_first_then_mixes_the_tokens_back() -> None:
    state = GAME.new_game(Setup("slowka", "standard", 2, 3))
    player = state.turn
    rack = state.racks[player].tiles
    after = GAME.apply(state, player, Exchange("".join(rack[:3])))
    assert after.racks[player].tiles[:3] == rack[3:]
    assert after.racks[player].tiles[3:] == state.bag.tiles[:3]
    assert tiles_in_play(after) == Counter(TILES.tiles())
    assert after.history[-1].kind == EXCHANGED and after.chance_steps == state.chance_steps + 1


def test_exchange_needs_as_many_tokens_in_the_pool() -> None:
    state = position(board_of(("d4", "n")), ("ożykae", "abcdei"), bag="ąb")
    error = refused(state, Exchange("ożyk"))
    assert error.reason is Reason.NOT_ENOUGH_IN_BAG
    assert error.details == {"requested": 4, "available": 2}
    GAME.apply(state, P0, Exchange("oż"))
    assert refused(state, Exchange("")).reason is Reason.EMPTY_EXCHANGE
    assert refused(state, Exchange("ąą")).reason is Reason.MISSING_TILES


# -- the end -------------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3])
def test_two_rounds_without_a_token_placed_end_the_game(players: int) -> None:
    state = GAME.new_game(Setup("slowka", "standard", players, 4))
    for i in range(2 * players):
        assert not GAME.is_over(state)
        player = next(iter(GAME.to_act(state)))
        action = Exchange(state.racks[player].tiles[0]) if i == 1 else Pass()
        state = GAME.apply(state, player, action)
    assert GAME.is_over(state) and state.end is not None and state.end.reason == NO_PLACEMENTS


def test_a_placement_starts_the_count_again() -> None:
    state = position(board_of(("d4", "n")), ("ożykae", "abcdei"), turn=1)
    state = GAME.apply(state, P1, Pass())
    state = GAME.apply(state, P0, Place("d4-d3-c3-b3-a3", "nożyk"))
    for player in (P1, P0, P1):
        state = GAME.apply(state, player, Pass())
    assert not GAME.is_over(state)
    assert GAME.is_over(GAME.apply(state, P0, Pass()))


def test_covering_every_light_square_ends_the_game() -> None:
    last = (LAYOUT.parse("a7"), LAYOUT.parse("b7"))
    board = Board.empty(LAYOUT).with_tiles((s, "a") for s in LAYOUT.light_squares if s not in last)
    state = position(board.rows(), ("le", "i"), bag="")
    done = GAME.apply(state, P0, Place("a6-a7-b7", "ale"))
    assert done.end is not None and done.end.reason == BOARD_FULL
    assert GAME.to_act(done) == frozenset()
    play = done.history[-1].play
    assert play is not None and [LAYOUT.name(s) for s in play.bonus_squares] == ["b6"]


def test_ties_go_to_the_best_single_word() -> None:
    state = position(board_of(("d4", "n")), ("ożykae", "abcdei"))
    nozyk = GAME.apply(state, P0, Place("d4-d3-c3-b3-a3", "nożyk"))
    assert GAME.outcome(dataclasses.replace(nozyk, scores=(30, 30))).ranks == (1, 2)
    assert GAME.outcome(dataclasses.replace(nozyk, scores=(30, 31))).ranks == (2, 1)
    assert GAME.outcome(dataclasses.replace(state, scores=(5, 5))).ranks == (1, 1)


# -- challenge mode ------------------------------------------------------------------------------
def test_challenge_mode_waits_for_the_next_player() -> None:
    state = position(board_of(("d4", "n")), ("ożykae", "abcdei"), challenge=True)
    pending = GAME.apply(state, P0, Place("d4-d3-c3-b3-a3", "nożyk"))
    assert pending.pending is not None and GAME.to_act(pending) == frozenset({P1})
    assert pending.scores == (0, 0) and len(pending.racks[0]) == 2
    assert refused(pending, Pass(), P1).reason is Reason.CHALLENGE_PENDING
    accepted = GAME.apply(pending, P1, Accept())
    assert accepted.scores == (14, 0) and len(accepted.racks[0]) == 6
    assert GAME.to_act(accepted) == frozenset({P1}) and accepted.pending is None
    assert refused(accepted, Challenge(), P1).reason is Reason.NOTHING_TO_CHALLENGE


def test_a_wrong_word_challenged_goes_back_and_the_turn_is_lost() -> None:
    state = position(board_of(("d4", "n")), ("ożykae", "abcdei"), challenge=True)
    wrong = GAME.apply(state, P0, Place("d4-d3-c3-b3-a3", "noyżk"))  # letters out of order
    after = GAME.apply(wrong, P1, Challenge())
    assert after.board == state.board and sorted(after.racks[0]) == sorted("ożykae")
    assert after.history[-1].kind == CHALLENGED_OFF and after.scores == (0, 0)
    assert GAME.to_act(after) == frozenset({P1})
    assert tiles_in_play(after) == Counter(TILES.tiles())


def three_players_pending(word: str, **options: object) -> SlowkaState:
    """Three players, challenge mode: P0 has just played ``word`` along NOŻYK's path."""
    racks = ("ożykae", "abcdei", "iułmsw")
    state = position(board_of(("d4", "n")), racks, challenge=True, **options)
    state = dataclasses.replace(state, bag=Bag(state.bag.tiles[6:]))
    return GAME.apply(state, P0, Place("d4-d3-c3-b3-a3", word))


def test_any_other_player_may_challenge_until_the_next_player_goes_on() -> None:
    """ "Poprawność tworzonych wyrazów może być weryfikowana (na podstawie słownika) przez
    innych graczy. […] Jeżeli następny gracz już zdążył wykonać ruch, czyli położył swoje
    żetony na planszy, błędne słowo zostaje zaliczone." """
    wrong = three_players_pending("noyżk")
    assert GAME.view(wrong, P2).challengers == (P1, P2)
    assert GAME.to_act(wrong) == frozenset({P1})  # the next player accepts or challenges
    after = GAME.apply(wrong, P2, Challenge())  # the player after the next one challenges
    assert after.history[-1].kind == CHALLENGED_OFF and after.scores == (0, 0, 0)
    assert GAME.to_act(after) == frozenset({P1})
    assert refused(wrong, Challenge(), P0).reason is Reason.NOT_YOUR_TURN  # not one's own word
    # Once the next player has gone on, the wrong word counts and nobody may challenge it.
    accepted = GAME.apply(wrong, P1, Accept())
    assert accepted.scores == (14, 0, 0) and GAME.view(accepted, P2).challengers == ()
    assert refused(accepted, Challenge(), P2).reason is Reason.NOT_YOUR_TURN


@pytest.mark.parametrize("challenger", [P1, P2])
def test_challenging_a_right_word_costs_nothing(challenger: PlayerId) -> None:
    """The rulebook names no penalty for a challenge of a right word: the word is scored and
    the next player moves as if nobody had asked."""
    pending = three_players_pending("nożyk")
    after = GAME.apply(pending, challenger, Challenge())
    assert after.scores == (14, 0, 0)
    assert [t.kind for t in after.history] == [PLACED]
    assert GAME.to_act(after) == frozenset({P1}) and after.idle_turns == 0


def test_games_with_the_old_challenge_rule_keep_it() -> None:
    """``failed_challenge = lose_turn`` (this app's rule before 2026-11-25, kept by games saved
    then): only the next player may challenge, and a right word costs them their turn."""
    pending = three_players_pending("nożyk", failed_challenge=LOSE_TURN)
    assert GAME.view(pending, P1).challengers == (P1,)
    assert refused(pending, Challenge(), P2).reason is Reason.NOT_YOUR_TURN
    after = GAME.apply(pending, P1, Challenge())
    assert after.scores == (14, 0, 0)
    assert [t.kind for t in after.history] == [PLACED, LOST_TURN]
    assert GAME.to_act(after) == frozenset({P2})


def test_automatic_checking_refuses_before_playing() -> None:
    state = position(board_of(("d4", "n")), ("ożykae", "abcdei"))
    error = refused(state, Place("d4-d3-c3-b3-a3", "noyżk"))
    assert error.reason is Reason.UNKNOWN_WORD and error.details == {"word": "noyżk"}


# -- laying tokens and tracing the word (for screens) ---------------------------------------------
def test_trace_turns_laid_tokens_and_a_path_into_a_move() -> None:
    board = position(TOR).board
    sq = LAYOUT.parse
    laid = {sq("f5"): "b", sq("e5"): "a"}
    place = trace(board, LAYOUT, laid, [sq(s) for s in ("d4", "e4", "f4", "f5", "e5")], ANY)
    assert place == Place("d4-e4-f4-f5-e5", "torba")
    cases = [
        ({sq("f5"): "b"}, ["d4", "e4", "f4"], Reason.TILE_NOT_IN_WORD),
        ({sq("f5"): "b", sq("e5"): "a"}, ["f5", "e5"], Reason.NO_OLD_TILE),
        ({}, ["d4", "e4"], Reason.NO_NEW_TILES),
        ({sq("f5"): "b"}, ["f4", "f5", "e5"], Reason.EMPTY_SQUARE_IN_PATH),
        ({sq("b6"): "b"}, ["b6"], Reason.BONUS_SQUARE),
        ({sq("d4"): "b"}, ["d4"], Reason.SQUARE_TAKEN),
        ({sq("a1"): "b"}, ["a1"], Reason.NOT_CONNECTED),
    ]
    for tokens, path, reason in cases:
        with pytest.raises(Rejected) as caught:
            trace(board, LAYOUT, tokens, [sq(s) for s in path], ANY)
        assert caught.value.reason is reason, (tokens, path)
    # A token touching only another token laid this turn is fine.
    check_tokens(board, LAYOUT, {sq("g5"): "a", sq("f5"): "b"})


# -- actions, views, records ---------------------------------------------------------------------
@pytest.mark.parametrize(
    "action",
    [Place("d4-d3-c3-b3-a3", "nożyk"), Exchange("aęż"), Pass(), Challenge(), Accept()],
)
def test_actions_round_trip_as_text_and_json(action: object) -> None:
    assert action_from_text(str(action)) == action
    setup = GAME.new_game(Setup("slowka", "standard", 2, 1)).setup  # options resolved
    record = GameRecord(setup, (Move(P0, action),))  # type: ignore[arg-type]
    assert GameRecord.from_json(json.loads(record.dumps())) == record


def test_views_hide_the_other_racks_and_exchanged_tokens() -> None:
    state = GAME.new_game(Setup("slowka", "standard", 2, 3))
    mover = state.turn
    other = PlayerId(1 - mover)
    state = GAME.apply(state, mover, Exchange(state.racks[mover].tiles[0]))
    own, theirs, public = GAME.view(state, mover), GAME.view(state, other), GAME.view(state, None)
    assert own.rack == state.racks[mover].tiles and public.rack is None
    assert own.history[-1].tiles and not theirs.history[-1].tiles
    assert theirs.history[-1].count == 1
    assert sum(n for _, n in own.unseen) == 42 - 1 - 6
    assert own.pool_count == len(state.bag) and own.rack_sizes == (6, 6)


# -- properties ----------------------------------------------------------------------------------
@settings(max_examples=12, deadline=None)
@given(
    seed=st.integers(0, 10_000),
    players=st.integers(2, 4),
    challenge=st.booleans(),
    reading=st.sampled_from([ANY, SIDE]),
    failed_challenge=st.sampled_from(["free", LOSE_TURN]),
    steps=st.integers(1, 25),
)
def test_tokens_are_conserved_apply_never_mutates_and_replay_gives_the_same_state(
    seed: int, players: int, challenge: bool, reading: str, failed_challenge: str, steps: int
) -> None:
    options = {"challenge": challenge, "reading": reading, "failed_challenge": failed_challenge}
    setup = Setup("slowka", "standard", players, seed, options)
    state = GAME.new_game(setup)
    rng = random.Random(seed)
    moves = []
    for _ in range(steps):
        if GAME.is_over(state):
            break
        player = min(GAME.to_act(state))
        action = GAME.random_action(state, player, rng)
        snapshot = copy.deepcopy(state)
        following = GAME.apply(state, player, action)
        assert state == snapshot
        assert tiles_in_play(following) == Counter(TILES.tiles())
        moves.append(Move(player, action))
        state = following
    assert replay(setup, moves) == state
    assert context(setup).challenge is challenge and context(setup).reading == reading


# -- saved games and the play command ------------------------------------------------------------
def test_a_new_game_reads_through_corners_and_challenges_cost_nothing() -> None:
    options = GAME.new_game(Setup("slowka", "standard", 2, 1)).setup.options
    assert options == {
        "challenge": False,
        "reading": ANY,
        "failed_challenge": "free",
        "take_backs": "computers",
        "clock": "off",
        "clock_minutes": 25,
        "move_seconds": 60,
        "take_back_time": "kept",
    }


def old_record(seed: int) -> tuple[dict[str, object], SlowkaState]:
    """A record as this app wrote it before reading through corners (no ``reading`` and no
    ``failed_challenge`` option; side-only reading, a right word challenged cost a turn), and
    the state it ends in under those rules."""
    played_then = {
        "challenge": True,
        "reading": SIDE,
        "failed_challenge": LOSE_TURN,
        "take_backs": "off",
        "take_back_time": "returned",
    }
    setup = Setup("slowka", "standard", 3, seed, played_then)
    _, final, record = play_out(setup, ["easy", "medium", "strong"], random_moves=True)
    data = json.loads(record.dumps())
    data["options"] = {"challenge": True}
    return data, final


@pytest.mark.parametrize("seed", [3, 8])
def test_an_old_record_replays_identically_with_side_reading(seed: int) -> None:
    data, final = old_record(seed)
    record = GameRecord.from_json(data)
    assert record.setup.options == {
        "challenge": True,
        "reading": SIDE,
        "failed_challenge": LOSE_TURN,
        "take_backs": "off",
        "clock": "off",  # played before the game clock existed
        "take_back_time": "returned",
    }
    assert replay(record.setup, record.moves) == final
    # The game had right words challenged at the cost of a turn: under today's defaults the
    # players would move in another order and the record would not replay.
    assert LOST_TURN in {turn.kind for turn in final.history}


def test_an_old_saved_game_resumes_with_side_reading(tmp_path: Path) -> None:
    data, final = old_record(5)
    old_setup = Setup("slowka", "standard", 3, 5, {"challenge": True})  # as saved then
    record = GameRecord.from_json(data)
    seats = tuple(Seat(f"Gracz {i}", "computer", "strong") for i in range(3))
    with GameStore(tmp_path / "games.sqlite") as store:
        game_id = store.create_game(old_setup, seats)
        for move in record.moves:
            store.append_move(game_id, move)
    with GameStore(tmp_path / "games.sqlite") as store:
        saved = store.get(game_id)
        moves = store.moves(game_id, GAME)
    assert saved.setup.options["reading"] == SIDE
    assert replay(saved.setup, moves) == final
    assert GAME.view(final, None).reading == SIDE


def test_a_saved_game_resumes_exactly(tmp_path: Path) -> None:
    setup = Setup("slowka", "standard", 3, 21, {"challenge": True})
    _, final, record = play_out(setup, ["easy", "medium", "strong"])
    half = record.moves[: len(record.moves) // 2]
    seats = tuple(Seat(f"Gracz {i}", "computer", "strong") for i in range(3))
    with GameStore(tmp_path / "games.sqlite") as store:
        game_id = store.create_game(record.setup, seats)
        for move in half:
            store.append_move(game_id, move)
    with GameStore(tmp_path / "games.sqlite") as store:
        saved = store.get(game_id)
        moves = store.moves(game_id, GAME)
    assert moves == half
    state = replay(saved.setup, moves)
    for move in record.moves[len(half) :]:
        state = GAME.apply(state, move.player, move.action)
    assert state == final


def test_the_play_command_plays_slowka_to_the_end(tmp_path: Path) -> None:
    out = tmp_path / "game.json"
    args = ["--game", "slowka", "--rules", "standard", "--players", "4", "--seed", "6"]
    result = subprocess.run(
        [sys.executable, "-m", "engines", "play", *args, "--levels", "easy,medium,strong,strong",
         "--record", str(out)],
        capture_output=True, text=True, cwd=Path(__file__).resolve().parent.parent,
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    assert len(result.stdout.splitlines()) == 5
    record = GameRecord.from_json(json.loads(out.read_text("utf-8")))
    final = replay(record.setup, record.moves)
    assert GAME.is_over(final)
    assert sorted(int(line.split("\t")[3]) for line in result.stdout.splitlines()[1:]) == sorted(
        final.scores
    )


def test_what_was_possible_lists_different_words() -> None:
    """Issue #40: the best three moves were often one word on three paths; the analysis lists
    different words, each on its best path."""
    from engines.core import TOP_MOVES
    from engines.slowka import SlowkaGame
    from engines.slowka.actions import Pass
    from engines.slowka.movegen import all_moves

    game = SlowkaGame()
    state = game.new_game(Setup("slowka", "standard", 2, 1))
    player = state.turn
    ctx = context(state.setup)
    rack = state.racks[player].tiles
    raw = all_moves(state.board, rack, ctx.lexicon, ctx.layout, ctx.tile_set, ctx.reading)
    assert len({move.word for move in raw[:TOP_MOVES]}) == 1  # what the player was shown
    analysed = game.analyse(state, player, Pass(), search=True)
    assert analysed is not None and analysed.best is not None
    listed = [analysed.best, *(move for move, _points in analysed.others)]
    words = [move.split()[1] for move in listed]
    assert len(words) == TOP_MOVES == len(set(words))
    assert analysed.best_points == raw[0].score
