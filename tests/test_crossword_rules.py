"""The crossword game's rules (GAMES.md §3): scoring of hand-made positions, placement errors,
first moves, exchanges, the end of the game per rule set, who starts, hints, challenge mode,
house-rule word lists, actions' text form and what views show."""

from __future__ import annotations

import dataclasses
import json
import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engines.core import PlayerId, Reason, Rejected, Setup
from engines.crossword import CrosswordGame
from engines.crossword.actions import (
    Accept,
    Challenge,
    DismissHint,
    Exchange,
    Pass,
    Place,
    RequestHint,
    action_from_text,
)
from engines.crossword.board import Board
from engines.crossword.layout import format_square, load_layout, parse_coordinate
from engines.crossword.movegen import all_moves
from engines.crossword.placement import NewTile, place_from_tiles
from engines.crossword.rules import check_place_seen, check_words, context, dictionary_seen
from engines.crossword.state import CHALLENGED_OFF, LOST_TURN, CrosswordState
from engines.records.record import GameRecord, Move, replay
from engines.tiles import Bag, Rack

GAME = CrosswordGame()
POLISH = "aąbcćdeęfghijklłmnńoóprsśtuwyzźż"
P0, P1, P2 = PlayerId(0), PlayerId(1), PlayerId(2)


def put(board: Board, square: str, word: str) -> Board:
    """``word`` written on the board from ``square`` (no checks: for setting up positions)."""
    first, across = parse_coordinate(square, board.size)
    step = 1 if across else board.size
    return board.with_tiles((first + i * step, c) for i, c in enumerate(word))


def position(
    rules: str = "jawa",
    racks: tuple[str, ...] = ("kotaeiy", "nazwyrs"),
    words: tuple[tuple[str, str], ...] = (),
    bag: str | None = None,
    options: dict[str, object] | None = None,
    turn: int = 0,
) -> CrosswordState:
    """A game with the given racks and words on the board; the bag holds the rest of the set
    (or ``bag``)."""
    state = GAME.new_game(Setup("crossword", rules, len(racks), 1, options or {}))
    board = Board.empty(15)
    for square, word in words:
        board = put(board, square, word)
    if bag is None:
        rest = Counter(context(state.setup).tile_set.tiles())
        rest -= Counter("".join(racks))
        rest -= Counter("?" if c.islower() else c.lower() for _, c in board.tiles())
        bag = "".join(sorted(rest.elements()))
    return dataclasses.replace(
        state,
        board=board,
        racks=tuple(Rack(tuple(r)) for r in racks),
        bag=Bag(tuple(bag)),
        turn=PlayerId(turn),
    )


def play(state: CrosswordState, text: str, player: PlayerId | None = None) -> CrosswordState:
    return GAME.apply(state, state.turn if player is None else player, action_from_text(text))


def refusal(state: CrosswordState, text: str, player: PlayerId | None = None) -> Rejected:
    with pytest.raises(Rejected) as caught:
        play(state, text, player)
    return caught.value


def last_score(state: CrosswordState) -> int:
    return state.history[-1].score


# -- scoring -------------------------------------------------------------------------------------
def test_the_first_word_doubles_on_the_centre() -> None:
    state = play(position(racks=("kotaeiy", "nazwyrs")), "8G KOT")
    assert last_score(state) == (2 + 1 + 2) * 2
    assert state.move_scores == (10, 0)
    assert len(state.racks[0]) == 7  # drew back to 7
    assert state.turn == P1


def test_letter_premiums_come_before_word_premiums() -> None:
    # Ż on D8 (double letter), the word over H8 (double word): (5·2 + 1 + 3 + 2 + 1) · 2.
    state = play(position(racks=("żabkaei", "nazwyrs")), "8D ŻABKA")
    assert last_score(state) == 34


def test_premiums_count_only_under_new_tiles() -> None:
    state = position(racks=("ykaeiot", "nazwyrs"), words=(("8G", "KOT"),))
    state = play(state, "8G KOTY")  # the centre's double word is under the old O
    assert last_score(state) == 2 + 1 + 2 + 2


def test_every_word_formed_scores() -> None:
    state = position(racks=("naeiozy", "kotaeiy"), words=(("8G", "KOT"),))
    after = play(state, "9H NA")
    # NA: N + A on I9 (double letter) = 3; ON = 2; TA = 2 + 1·2 = 4.
    assert last_score(after) == 9
    assert [(w.word, w.score) for w in after.history[-1].words] == [
        ("na", 3),
        ("on", 2),
        ("ta", 4),
    ]


def test_blanks_score_nothing_but_keep_the_premiums_working() -> None:
    state = position(racks=("?aeiozy", "kotaeiy"), words=(("8G", "KOT"),))
    assert last_score(play(state, "9H nA")) == 2 + 1 + 4
    first = play(position(racks=("k?taeiy", "nazwyrs")), "8G KoT")
    assert last_score(first) == (2 + 0 + 2) * 2
    assert first.board.is_blank(first.board.size * 7 + 7)
    assert first.board.letter(first.board.size * 7 + 7) == "o"


def test_jawa_bingo_is_40_after_the_premiums() -> None:
    state = play(position(racks=("kotkami", "nazwyrs")), "8B KOTKAMI")
    # K O T(D8 double letter) K A M I, the whole word doubled by H8: 13·2, then +40.
    assert last_score(state) == 13 * 2 + 40
    assert state.history[-1].bingo == 40


def test_wordsmith_bingo_is_25_after_the_premiums() -> None:
    state = play(position("wordsmith", racks=("retains", "abcdefg")), "8B RETAINS")
    assert last_score(state) == 8 * 2 + 25


# -- placement errors ----------------------------------------------------------------------------
def test_the_first_move_must_cover_the_centre_and_in_jawa_use_three_tiles() -> None:
    state = position(racks=("kotaeiy", "nazwyrs"))
    assert refusal(state, "7G KOT").reason is Reason.FIRST_MOVE_NOT_ON_CENTRE
    assert refusal(state, "8H TO").reason is Reason.FIRST_MOVE_TOO_SHORT
    assert refusal(state, "8H K").reason is Reason.WORD_TOO_SHORT
    english = position("wordsmith", racks=("toabcde", "fghijkl"))
    assert last_score(play(english, "8G TO")) == (1 + 1) * 2


def test_placement_errors_have_their_reasons() -> None:
    state = position(racks=("ykaeiot", "nazwyrs"), words=(("8G", "KOT"),))
    assert refusal(state, "2B KOT").reason is Reason.NOT_CONNECTED
    assert refusal(state, "8G KAT").reason is Reason.TILE_MISMATCH
    assert refusal(state, "8G KOT").reason is Reason.NO_NEW_TILES
    whole = refusal(state, "8J Y")
    assert whole.reason is Reason.NOT_WHOLE_WORD
    assert whole.details["whole"] == "KOTY"
    assert refusal(state, "8M KOTKA").reason is Reason.OFF_BOARD
    assert refusal(state, "HH KOT").reason is Reason.BAD_SQUARE
    assert refusal(state, "Z99 KOT").reason is Reason.OFF_BOARD
    assert refusal(state, "16A KOT").reason is Reason.OFF_BOARD
    assert refusal(state, "9H ZZ").reason is Reason.MISSING_TILES
    assert refusal(state, "8G KOTx").reason is Reason.LETTERS_NOT_IN_ALPHABET
    unknown = refusal(position(racks=("ńźaeiot", "nazwyrs"), words=(("8G", "KOT"),)), "9H ŃŹ")
    assert unknown.reason is Reason.UNKNOWN_WORD
    assert unknown.details["words"] == ("ńź", "tź")


def test_tiles_put_on_squares_make_a_place_or_a_reason() -> None:
    board = put(Board.empty(15), "8G", "KOT")
    square = 15 * 7 + 9  # J8
    assert place_from_tiles(board, [NewTile(square, "y")]) == Place("8G", "KOTY")
    down = [NewTile(15 * 8 + 7, "n"), NewTile(15 * 9 + 7, "y", blank=True)]
    assert place_from_tiles(board, down) == Place("H8", "ONy")
    with pytest.raises(Rejected) as caught:
        place_from_tiles(board, [NewTile(0, "a"), NewTile(16, "a")])
    assert caught.value.reason is Reason.NOT_IN_LINE
    with pytest.raises(Rejected) as caught:
        place_from_tiles(board, [NewTile(15 * 9, "a"), NewTile(15 * 9 + 3, "a")])
    assert caught.value.reason is Reason.GAP
    with pytest.raises(Rejected) as caught:
        place_from_tiles(board, [NewTile(15 * 7 + 7, "a")])
    assert caught.value.reason is Reason.SQUARE_TAKEN


def test_a_refused_word_changes_nothing_and_may_be_changed() -> None:
    state = position("wordsmith", racks=("catsxqe", "abcdefg"))
    before = state
    assert refusal(state, "8G XQE").reason is Reason.UNKNOWN_WORD
    assert state == before
    assert last_score(play(state, "8G CATS")) == (2 + 1 + 1 + 1) * 2


# -- exchanges and passes ------------------------------------------------------------------------
def test_exchange_needs_as_many_tiles_in_the_bag() -> None:
    state = position(racks=("kotaeiy", "nazwyrs"), bag="abc")
    assert refusal(state, "EXCHANGE KOTA").reason is Reason.NOT_ENOUGH_IN_BAG
    assert refusal(state, "EXCHANGE ZZ").reason is Reason.MISSING_TILES
    with pytest.raises(Rejected) as caught:
        GAME.apply(state, P0, Exchange(""))
    assert caught.value.reason is Reason.EMPTY_EXCHANGE
    after = play(state, "EXCHANGE KOT")
    assert Counter(after.racks[0].tiles) + Counter(after.bag.tiles) == Counter("kotaeiyabc")
    assert Counter(after.racks[0].tiles) == Counter("aeiyabc")
    assert after.chance_steps == state.chance_steps + 1
    assert after.move_scores == (0, 0) and after.turn == P1


def test_wordsmith_exchanges_while_the_bag_holds_one_tile_returned_tiles_first() -> None:
    # Seed 002: an exchange is allowed while the bag holds at least one tile; the tiles go
    # back into the bag first, then the player draws.
    state = position("wordsmith", racks=("catsdog", "nailers"), bag="x")
    after = play(state, "EXCHANGE CATS")
    assert len(after.racks[0]) == 7 and len(after.bag) == 1
    assert Counter(after.racks[0].tiles) + Counter(after.bag.tiles) == Counter("catsdogx")
    assert after.turn == P1 and after.chance_steps == state.chance_steps + 1
    drawn_back: Counter[str] = Counter()
    for step in range(20):
        stepped = dataclasses.replace(state, chance_steps=step)
        drawn_back += Counter(play(stepped, "EXCHANGE CATS").racks[0].tiles) & Counter("cats")
    assert drawn_back, "returned tiles can be drawn again"
    empty = position("wordsmith", racks=("catsdog", "nailers"), bag="")
    assert refusal(empty, "EXCHANGE C").reason is Reason.NOT_ENOUGH_IN_BAG
    # jawa is unchanged: the bag must hold as many.
    polish = position(racks=("kotaeiy", "nazwyrs"), bag="a")
    assert refusal(polish, "EXCHANGE KO").reason is Reason.NOT_ENOUGH_IN_BAG


def test_every_player_passing_twice_ends_the_game_and_racks_count_against_them() -> None:
    state = position(racks=("ź", "ab"), bag="")
    for _ in range(3):
        state = play(state, "PASS")
    assert state.end is None
    state = play(state, "PASS")
    assert state.end is not None and state.end.went_out is None
    assert state.end.adjustments == (-9, -4)
    assert GAME.scores(state) == (-9, -4)
    assert GAME.outcome(state).winners == (P1,)


def test_an_exchange_breaks_a_run_of_passes() -> None:
    state = position(racks=("kotaeiy", "nazwyrs"))
    state = play(play(play(state, "PASS"), "PASS"), "PASS")
    state = play(state, "EXCHANGE N")
    assert state.passes == 0 and state.end is None


# -- the end of the game -------------------------------------------------------------------------
def test_jawa_going_out_gets_10_and_the_others_rack_sums() -> None:
    state = position(racks=("a", "źa", "ćy"), words=(("8G", "KOT"),), bag="")
    state = play(state, "8G KOTA")
    assert state.end is not None and state.end.went_out == P0
    # KOTA = 2 + 1 + 2 + 1 = 6; the others hold Ź+A = 10 and Ć+Y = 8.
    assert state.end.adjustments == (10 + 10 + 8, -10, -8)
    assert GAME.scores(state) == (6 + 28, -10, -8)
    assert GAME.to_act(state) == frozenset()


def test_wordsmith_going_out_gets_the_rack_sums_without_the_10() -> None:
    state = position("wordsmith", racks=("s", "qz"), words=(("8G", "CAT"),), bag="")
    state = play(state, "8G CATS")
    assert state.end is not None and state.end.went_out == P0
    assert state.end.adjustments == (5 + 5, -10)
    # Playing the last tile of the rack is "all the tiles of the rack": +25 (seed 002).
    assert state.history[-1].bingo == 25
    assert GAME.scores(state) == (2 + 1 + 1 + 1 + 25 + 10, -10)


def test_wordsmith_bingo_empties_a_short_rack_jawa_needs_all_seven() -> None:
    # Seed 002: "+25 za wykorzystanie wszystkich płytek ze stojaka" — also with fewer than 7.
    start = position("wordsmith", racks=("ats", "qz"), words=(("8G", "C"),), bag="")
    english = play(start, "8G CATS")
    assert english.history[-1].bingo == 25
    assert last_score(english) == (2 + 1 + 1 + 1) * 2 + 25  # A on the centre: double word
    partial = position("wordsmith", racks=("atsx", "qz"), words=(("8G", "C"),), bag="")
    assert play(partial, "8G CATS").history[-1].bingo == 0
    polish = position(racks=("ota", "źa"), words=(("8G", "K"),), bag="")
    assert play(polish, "8G KOTA").history[-1].bingo == 0
    ctx = context(start.setup)
    moves = all_moves(
        start.board, ("a", "t", "s"), ctx.dictionary, ctx.layout, ctx.tile_set, ctx.rules
    )
    assert [m.score for m in moves if str(m.place) == "8G CATS"] == [5 * 2 + 25]


def test_the_game_goes_on_while_the_bag_still_has_tiles() -> None:
    state = position(racks=("ta", "źa"), words=(("8G", "KOT"),), bag="e")
    state = play(state, "H7 TO")
    assert state.end is None
    assert state.racks[0].tiles == ("a", "e")


# -- who starts ----------------------------------------------------------------------------------
@pytest.mark.parametrize("seed", range(12))
def test_jawa_the_tile_nearest_a_starts_and_ties_draw_again(seed: int) -> None:
    state = GAME.new_game(Setup("crossword", "jawa", 4, seed))
    order = {t: i for i, t in enumerate("?" + "aąbcćdeęfghijklłmnńoóprsśtuwyzźż")}
    draws = state.start_draws
    assert draws
    for row in draws[:-1]:
        drawn = [order[t] for t in row if t is not None]
        assert drawn.count(min(drawn)) > 1
    last = draws[-1]
    drawn = {p: order[t] for p, t in enumerate(last) if t is not None}
    winner = min(drawn, key=lambda p: drawn[p])
    assert list(drawn.values()).count(drawn[winner]) == 1
    assert state.first_player == winner == state.turn
    assert state.chance_steps == len(draws) + 1


def test_wordsmith_the_first_seat_starts_with_one_blank_per_player() -> None:
    state = GAME.new_game(Setup("crossword", "wordsmith", 3, 4))
    assert state.turn == P0 and state.start_draws == ()
    tiles = Counter(state.bag.tiles) + sum((r.counts() for r in state.racks), Counter())
    assert tiles["?"] == 3 and sum(tiles.values()) == 99 + 3


# -- hints ---------------------------------------------------------------------------------------
def test_hints_are_a_wordsmith_rule_and_a_jawa_house_rule() -> None:
    assert position().hints_left == (0, 0)
    with pytest.raises(Rejected) as refused:
        GAME.apply(position(), P0, RequestHint())
    assert refused.value.reason is Reason.NO_HINTS_LEFT
    assert position(rules="wordsmith", racks=("catsdog", "nailers")).hints_left == (3, 3)


def test_three_hints_per_game_and_a_taken_back_hint_stays_used() -> None:
    state = position(racks=("kotaeiy", "nazwyrs"), options={"hints": 3})
    hinted = GAME.apply(state, P0, RequestHint())
    assert hinted.hints_left == (2, 3)
    proposal = hinted.proposal
    assert proposal is not None and proposal.player == P0
    ctx = context(state.setup)
    best = all_moves(
        state.board, state.racks[0].tiles, ctx.dictionary, ctx.layout, ctx.tile_set, ctx.rules
    )[0]
    assert proposal.play.score == best.score
    assert GAME.view(hinted, P0).proposal == proposal
    assert GAME.view(hinted, P1).proposal is None
    assert GAME.view(hinted, None).proposal is None
    with pytest.raises(Rejected) as caught:
        GAME.apply(hinted, P0, RequestHint())
    assert caught.value.reason is Reason.HINT_SHOWN
    taken_back = GAME.apply(hinted, P0, DismissHint())
    assert taken_back.proposal is None and taken_back.hints_left == (2, 3)
    with pytest.raises(Rejected) as caught:
        GAME.apply(taken_back, P0, DismissHint())
    assert caught.value.reason is Reason.NO_HINT_SHOWN
    confirmed = GAME.apply(hinted, P0, proposal.play.place)
    assert last_score(confirmed) == proposal.play.score and confirmed.proposal is None
    state = taken_back
    for _ in range(2):
        state = GAME.apply(GAME.apply(state, P0, RequestHint()), P0, DismissHint())
    assert state.hints_left == (0, 3)
    with pytest.raises(Rejected) as caught:
        GAME.apply(state, P0, RequestHint())
    assert caught.value.reason is Reason.NO_HINTS_LEFT


def test_a_turn_after_a_hint_says_so_in_the_history_and_on_replay() -> None:
    """Issue #28, item 6: the history marks a move made after its player asked for a hint —
    played as proposed or not, a placement or not — and only that one; the replay of the
    recorded actions (a ``HINT`` before the move, as every saved game has it) marks it too."""
    state = position(racks=("kotaeiy", "nazwyrs"), options={"hints": 3})
    hinted = GAME.apply(state, P0, RequestHint())
    assert hinted.proposal is not None
    played = GAME.apply(hinted, P0, hinted.proposal.play.place)
    assert played.history[-1].hinted
    answer = GAME.apply(played, P1, Pass())
    assert not answer.history[-1].hinted  # the other player's turn is their own
    dismissed = GAME.apply(GAME.apply(state, P0, RequestHint()), P0, DismissHint())
    passed = GAME.apply(dismissed, P0, Pass())
    assert passed.history[-1].hinted
    plain = GAME.apply(state, P0, Pass())
    assert not plain.history[-1].hinted
    # Views show it to everyone (the hints left are public too).
    assert GAME.view(played, P1).history[-1].hinted
    record = GameRecord(
        Setup("crossword", "jawa", 2, 2, {"hints": 3}),  # the first seat starts
        (Move(P0, RequestHint()), Move(P0, DismissHint()), Move(P0, Pass())),
    )
    again = GameRecord.from_json(json.loads(record.dumps()))
    replayed = replay(again.setup, again.moves)
    assert isinstance(replayed, CrosswordState)
    assert [turn.hinted for turn in replayed.history] == [True]


def test_no_hint_is_used_when_there_is_no_move() -> None:
    state = position(racks=("źź", "nazwyrs"), options={"hints": 3})
    with pytest.raises(Rejected) as caught:
        GAME.apply(state, P0, RequestHint())
    assert caught.value.reason is Reason.NO_MOVE_FOUND
    no_hints = position(options={"hints": 0})
    with pytest.raises(Rejected) as caught:
        GAME.apply(no_hints, P0, RequestHint())
    assert caught.value.reason is Reason.NO_HINTS_LEFT


# -- challenge mode ------------------------------------------------------------------------------
def challenge_position() -> CrosswordState:
    return position(
        racks=("ńźaeiot", "naeiozy"), words=(("8G", "KOT"),), options={"challenge": True}
    )


def test_challenge_mode_a_wrong_word_is_taken_back_and_the_turn_lost() -> None:
    state = challenge_position()
    pending = play(state, "9H ŃŹ")
    assert pending.pending is not None and GAME.to_act(pending) == {P1}
    assert pending.board.letter(15 * 8 + 7) == "ń"
    assert refusal(pending, "9H NA", P1).reason is Reason.CHALLENGE_PENDING
    with pytest.raises(Rejected):
        GAME.apply(pending, P0, Challenge())
    after = GAME.apply(pending, P1, Challenge())
    assert after.board == state.board
    assert Counter(after.racks[0].tiles) == Counter("ńźaeiot")
    assert after.move_scores == (0, 0) and after.turn == P1
    assert after.history[-1].kind == CHALLENGED_OFF and after.passes == 1


def test_challenge_mode_a_good_word_stands_and_the_challenger_loses_the_turn() -> None:
    pending = play(challenge_position(), "8G KOTA")
    assert pending.pending is not None
    after = GAME.apply(pending, P1, Challenge())
    assert after.history[-2].kind == "place" and after.history[-1].kind == LOST_TURN
    assert after.move_scores == (2 + 1 + 2 + 1, 0)
    assert after.turn == P0 and len(after.racks[0]) == 7


def test_challenge_mode_an_accepted_move_is_scored_and_drawn_for() -> None:
    state = challenge_position()
    pending = play(state, "9H ŃŹ")
    accepted = GAME.apply(pending, P1, Accept())
    assert accepted.pending is None and accepted.turn == P1
    assert accepted.move_scores[0] > 0 and len(accepted.racks[0]) == 7
    with pytest.raises(Rejected) as caught:
        GAME.apply(accepted, P1, Challenge())
    assert caught.value.reason is Reason.NOTHING_TO_CHALLENGE


def test_wordsmith_offers_challenge_mode_off_by_default() -> None:
    assert not GAME.new_game(Setup("crossword", "wordsmith", 2, 1)).setup.options.get("challenge")
    state = GAME.new_game(Setup("crossword", "wordsmith", 2, 1, {"challenge": True}))
    assert context(state.setup).challenge


# -- house rules ---------------------------------------------------------------------------------
def test_house_rule_word_lists_are_stored_with_the_game() -> None:
    options = {"extra_words": ["TŹ", "ńź"], "banned_words": ["kot"]}
    state = position(racks=("ńźaeiot", "kotaeiy"), words=(("8G", "KOT"),), options=options)
    assert state.setup.options["extra_words"] == tuple(sorted(("ńź", "tź")))
    assert last_score(play(state, "9H ŃŹ")) > 0
    fresh = position(racks=("kotaeiy", "nazwyrs"), options=options)
    unknown = refusal(fresh, "8G KOT")
    assert unknown.reason is Reason.UNKNOWN_WORD and unknown.details["words"] == ("kot",)
    record = GameRecord(state.setup)
    again = GameRecord.from_json(json.loads(record.dumps()))
    assert replay(again.setup, ()) == replay(record.setup, ())
    with pytest.raises(Rejected) as caught:
        GAME.new_game(Setup("crossword", "jawa", 2, 1, {"extra_words": ["kot-1"]}))
    assert caught.value.reason is Reason.BAD_OPTION


# -- actions and views ---------------------------------------------------------------------------
def test_actions_round_trip_through_text_and_json() -> None:
    actions = [
        Place("8H", "KOT"),
        Place("h8", "kOT"),
        Exchange("ak?"),
        Pass(),
        RequestHint(),
        DismissHint(),
        Challenge(),
        Accept(),
    ]
    for action in actions:
        assert action_from_text(str(action)) == action
        assert GAME.parse_action(action.to_json()) == action
    assert repr(Place.parse("8H KOT")) == "Place(square='8H', word='KOT')"


@given(
    word=st.text(alphabet=POLISH + POLISH.upper(), min_size=1, max_size=15),
    square=st.integers(0, 224),
    across=st.booleans(),
)
def test_any_place_round_trips_through_text_and_json(word: str, square: int, across: bool) -> None:
    place = Place(format_square(square, 15, across=across), word)
    assert action_from_text(str(place)) == place
    assert GAME.parse_action(json.loads(json.dumps(place.to_json()))) == place
    assert parse_coordinate(place.square, 15) == (square, across)


def test_views_show_own_rack_only_and_hide_other_players_exchanges() -> None:
    state = play(position(racks=("kotaeiy", "nazwyrs")), "EXCHANGE KOT")
    mine, theirs, public = GAME.view(state, P0), GAME.view(state, P1), GAME.view(state, None)
    assert mine.rack == state.racks[0].tiles and theirs.rack == state.racks[1].tiles
    assert public.rack is None
    assert mine.history[-1].tiles == ("k", "o", "t")
    assert theirs.history[-1].tiles == () and theirs.history[-1].count == 3
    assert sum(n for _, n in mine.unseen) == 100 - 7
    assert sum(n for _, n in public.unseen) == 100


@settings(max_examples=30, deadline=None)
@given(
    rules=st.sampled_from(["jawa", "wordsmith"]),
    seed=st.integers(0, 10_000),
    turns=st.integers(0, 16),
    square=st.integers(0, 224),
    across=st.booleans(),
    letters=st.text(alphabet=POLISH + "qvx" + POLISH.upper(), min_size=1, max_size=8),
)
def test_a_placement_judged_from_the_players_view_is_judged_as_by_the_state(
    rules: str, seed: int, turns: int, square: int, across: bool, letters: str
) -> None:
    """A screen previews a move from its player's own view (a network seat has nothing else):
    the board and rack checks and the dictionary from the view say what ``apply`` says — the
    same refusal, or the same play and score."""
    rng = random.Random(seed)
    state = GAME.new_game(Setup("crossword", rules, 2, seed))
    for _ in range(turns):
        if state.end is not None:
            return
        player = min(GAME.to_act(state))
        state = GAME.apply(state, player, GAME.random_action(state, player, rng))
    if state.end is not None:
        return
    player = min(GAME.to_act(state))
    ctx = context(state.setup)
    legal = all_moves(
        state.board, state.racks[player].tiles, ctx.dictionary, ctx.layout, ctx.tile_set,
        ctx.rules,
    )  # fmt: skip
    places = [Place(format_square(square, 15, across=across), letters)]
    places += [move.place for move in legal[:3]]
    view = GAME.view(state, player)
    for place in places:
        try:
            after = GAME.apply(state, player, place)
        except Rejected as refused:
            with pytest.raises(Rejected) as seen:
                check_words(check_place_seen(view, place), dictionary_seen(view))
            assert (seen.value.reason, seen.value.details) == (refused.reason, refused.details)
            continue
        play = check_place_seen(view, place)
        check_words(play, dictionary_seen(view))
        assert after.history[-1].score == play.score


def test_tiles_are_conserved_through_random_play() -> None:
    rng = random.Random(3)
    state = GAME.new_game(Setup("crossword", "jawa", 3, 3, {"challenge": True}))
    full = Counter(context(state.setup).tile_set.tiles())
    while state.end is None:
        player = min(GAME.to_act(state))
        state = GAME.apply(state, player, GAME.random_action(state, player, rng))
        on_board = Counter("?" if c.islower() else c.lower() for _, c in state.board.tiles())
        racks = sum((r.counts() for r in state.racks), Counter())
        assert on_board + racks + Counter(state.bag.tiles) == full
    assert load_layout().size == 15
