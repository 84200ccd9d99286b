"""GRA I of the letter puzzles (GAMES.md §4, seed 004): the rulebook's worked examples, the
placement rules on the unbounded table, exchanges, the end, the order draw, text forms, views
and properties (tiles conserved, apply never mutates, replay)."""

from __future__ import annotations

import copy
import dataclasses
import random
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engines.core import PlayerId, Reason, Rejected, Setup
from engines.crossword.layout import MAX_SIZE, PLAIN_LAYOUTS_KEPT, plain_layout
from engines.puzzle import PuzzleGame
from engines.puzzle.gra1 import (
    ExchangeTiles,
    Gra1State,
    Gra1View,
    PassTurn,
    PlaceWord,
    TableTile,
    action_from_text,
    check_place,
    place_from_tiles,
)
from engines.puzzle.gra1_moves import random_action
from engines.puzzle.table import Table
from engines.records.record import Move, replay
from engines.records.store import GameStore, Seat
from engines.tiles import Bag, Rack, load_tile_set
from engines.tools.play import play_out

GAME = PuzzleGame()
TILES = load_tile_set("puzzle")
P0, P1, P2 = PlayerId(0), PlayerId(1), PlayerId(2)


def table_of(*words: tuple[int, int, str, str]) -> Table:
    """A table with ``(row, column, "a"|"d", WORD)`` written on it (no checks)."""
    cells = []
    for row, column, way, word in words:
        dr, dc = (0, 1) if way == "a" else (1, 0)
        cells += [(row + i * dr, column + i * dc, c) for i, c in enumerate(word)]
    return Table().with_tiles(cells)


def position(
    racks: tuple[str, ...] = ("kotaeiy", "nazwyrs"),
    table: Table | None = None,
    bag: str | None = None,
    turn: int = 0,
) -> Gra1State:
    """A game with the given racks and table, seat order 0, 1, 2…; the pool holds the rest of
    the set (or ``bag``)."""
    state = GAME.new_game(Setup("puzzle", "gra1", len(racks), 1))
    table = table or Table()
    if bag is None:
        rest = Counter(TILES.tiles())
        rest.subtract(c for rack in racks for c in rack)
        rest.subtract("?" if cell.islower() else cell.lower() for _, _, cell in table.tiles)
        bag = "".join(sorted(rest.elements()))
    order = tuple(PlayerId(i) for i in range(len(racks)))
    return dataclasses.replace(
        state,
        table=table,
        racks=tuple(Rack(tuple(r)) for r in racks),
        bag=Bag(tuple(bag)),
        order=order,
        turn=PlayerId(turn),
    )


def play(state: Gra1State, text: str, player: PlayerId | None = None) -> Gra1State:
    new: Gra1State = GAME.apply(
        state, state.turn if player is None else player, action_from_text(text)
    )
    return new


def refusal(state: Gra1State, text: str) -> Rejected:
    with pytest.raises(Rejected) as caught:
        play(state, text)
    return caught.value


# -- the rulebook's worked examples ------------------------------------------------------------
def test_apteka_first_word_from_six_tiles_scores_6() -> None:
    # "Pierwszy gracz ułożył wyraz APTEKA z 6 swoich liter - otrzymuje 6 pkt"
    state = play(position(racks=("aptekaz", "grćnowy")), "0 0 a APTEKA")
    assert state.scores == (6, 0)
    assert state.history[-1].bingo == 0
    assert len(state.racks[0]) == 7
    assert state.table.rows() == ["APTEKA"]


def test_grac_with_three_tiles_across_apteka_scores_9() -> None:
    # "kolejny gracz wykorzystał tylko 3 swoje litery do wyrazu GRAĆ - otrzymuje 9 pkt"
    state = play(position(racks=("aptekaz", "grćnowy")), "0 0 a APTEKA")
    state = play(state, "-2 5 d GRAĆ")
    assert state.scores == (6, 9)
    assert state.history[-1].count == 3
    assert [w.word for w in state.history[-1].words] == ["grać"]


def test_sen_extended_to_basenu_scores_as_a_new_word_8() -> None:
    # "W krzyżówce znajduje się wyraz SEN, kolejny gracz dokłada 3 litery: B, A, U i otrzymuje
    # wyraz BASENU - dostaje 8 pkt."
    state = position(racks=("bauoiek", "nazwyrs"), table=table_of((0, 1, "a", "SEN")))
    state = play(state, "0 -1 a BASENU")
    assert state.scores == (8, 0)
    assert state.table.rows() == ["BASENU"]


def test_lowy_forms_os_too_and_scores_both_10() -> None:
    # "Dołożenie do litery Ł liter O,W,Y i uzyskanie wyrazu ŁOWY - 8 pkt. spowoduje utworzenie
    # wyrazu OS - 2 pkt. Gracz otrzymuje 10 pkt."
    table = table_of((0, 0, "d", "ŁAN"), (1, 0, "a", "AS"))
    state = play(position(racks=("owykeia", "nazwyrs"), table=table), "0 0 a ŁOWY")
    turn = state.history[-1]
    assert [(w.word, w.score) for w in turn.words] == [("łowy", 8), ("os", 2)]
    assert state.scores == (10, 0)


@pytest.mark.parametrize(
    ("word", "score"),
    [
        ("APTEKA", 6),
        ("GRAĆ", 9),
        ("BASENU", 8),
        ("ŁOWY", 8),
        ("OS", 2),
        ("TIK", 3),
        ("TRĄBY", 10),
        ("KOZA", 5),
        ("SĄDZI", 10),
        ("PYŁ", 6),
    ],
)
def test_every_example_word_scores_its_letter_sum(word: str, score: int) -> None:
    assert check_place(Table(), PlaceWord(0, 0, True, word)).score == score


def test_a_blank_scores_0_and_stays_lowercase_on_the_table() -> None:
    state = play(position(racks=("aptea?z", "nazwyrs")), "0 0 a APTEkA")
    assert state.scores == (5, 0)
    assert state.table.rows() == ["APTEkA"]
    assert state.table.is_blank(0, 4)


def test_seven_tiles_earn_20_but_a_smaller_emptied_rack_does_not() -> None:
    # "Jeżeli gracz wykorzysta wszystkie siedem literek w jednej kolejce, ... premię - 20"
    state = play(position(racks=("nakręca", "nazwyrs")), "0 0 a NAKRĘCA")
    assert state.history[-1].bingo == 20
    assert state.scores == (1 + 1 + 1 + 1 + 5 + 2 + 1 + 20, 0)
    end = position(racks=("y", "nazwyrs"), table=table_of((0, 0, "a", "KOT")), bag="")
    end = play(end, "0 0 a KOTY")
    assert end.history[-1].bingo == 0
    assert end.scores == (5, 0)


# -- placements on the unbounded table ---------------------------------------------------------
KOT = table_of((0, 0, "a", "KOT"))


def test_the_first_word_goes_anywhere_even_at_negative_coordinates() -> None:
    state = play(position(), "5 -3 d KOT")
    assert state.table.tiles == ((5, -3, "K"), (6, -3, "O"), (7, -3, "T"))
    assert state.table.bounds() == (5, -3, 7, -3)


def test_a_later_word_must_cross_or_extend_not_lie_parallel() -> None:
    state = position(racks=("okatyie", "nazwyrs"), table=KOT)
    parallel = refusal(state, "1 0 a OK")
    assert parallel.reason is Reason.NOT_CONNECTED and parallel.details == {"must_cross": True}
    apart = refusal(state, "5 5 a TO")
    assert apart.reason is Reason.NOT_CONNECTED and apart.details == {}


def test_one_tile_may_extend_a_word_in_either_line() -> None:
    state = position(racks=("okatyie", "nazwyrs"), table=KOT)
    assert play(state, "0 0 a KOTY").scores == (5, 0)
    assert play(state, "-1 1 d TO").scores == (2, 0)


def test_every_other_word_formed_must_be_valid() -> None:
    table = table_of((0, 0, "a", "KOT"), (1, 3, "a", "AS"))
    error = refusal(position(racks=("okatyie", "nazwyrs"), table=table), "0 0 a KOTY")
    assert error.reason is Reason.UNKNOWN_WORD and error.details["words"] == ("ya",)


@pytest.mark.parametrize(
    ("text", "reason", "details"),
    [
        ("0 0 a KOTZ", Reason.UNKNOWN_WORD, {"word": "kotz", "words": ("kotz",)}),
        ("0 0 a KAT", Reason.TILE_MISMATCH, {"square": "0 1", "letter": "A", "on_board": "O"}),
        ("0 1 a OTY", Reason.NOT_WHOLE_WORD, {"word": "OTY", "whole": "KOTY"}),
        ("0 0 a KOT", Reason.NO_NEW_TILES, {"word": "KOT"}),
        ("0 0 a KOTÓW", Reason.MISSING_TILES, {"word": "KOTÓW", "tiles": "ów"}),
        ("0 0 a KOT1", Reason.LETTERS_NOT_IN_ALPHABET, {"word": "KOT1", "letters": "1"}),
    ],
)
def test_placement_refusals_name_table_squares(
    text: str, reason: Reason, details: dict[str, object]
) -> None:
    error = refusal(position(racks=("okatyiz", "nazwyrs"), table=KOT), text)
    assert error.reason is reason
    assert error.details == details


def test_a_word_has_at_least_two_letters() -> None:
    assert refusal(position(), "0 0 a K").reason is Reason.WORD_TOO_SHORT


def test_only_the_player_to_move_acts() -> None:
    state = position()
    with pytest.raises(Rejected) as caught:
        GAME.apply(state, P1, PassTurn())
    assert caught.value.reason is Reason.NOT_YOUR_TURN


def test_place_from_tiles_reads_the_line_through_the_table() -> None:
    tiles = [TableTile(0, 4, "y"), TableTile(0, 3, "e")]
    assert place_from_tiles(Table().with_tiles([(0, 0, "K"), (0, 1, "O"), (0, 2, "T")]), tiles) == (
        PlaceWord(0, 0, True, "KOTEY")
    )
    down = place_from_tiles(KOT, [TableTile(-1, 1, "t")])
    assert down == PlaceWord(-1, 1, False, "TO")
    blank = place_from_tiles(KOT, [TableTile(1, 2, "a", blank=True)])
    assert blank == PlaceWord(0, 2, False, "Ta")


@pytest.mark.parametrize(
    ("tiles", "reason"),
    [
        ([TableTile(1, 1, "a"), TableTile(2, 2, "a")], Reason.NOT_IN_LINE),
        ([TableTile(1, 0, "a"), TableTile(1, 2, "a")], Reason.GAP),
        ([TableTile(5, 0, "a"), TableTile(9000, 0, "a")], Reason.GAP),
        ([TableTile(0, 1, "a")], Reason.SQUARE_TAKEN),
        ([], Reason.NO_NEW_TILES),
    ],
)
def test_place_from_tiles_refusals(tiles: list[TableTile], reason: Reason) -> None:
    with pytest.raises(Rejected) as caught:
        place_from_tiles(KOT, tiles)
    assert caught.value.reason is reason


def test_far_away_placements_are_refused_without_building_a_huge_window() -> None:
    state = position(racks=("okatyiz", "nazwyrs"), table=KOT)
    assert refusal(state, "1000000000 5 a TO").reason is Reason.NOT_CONNECTED
    assert refusal(state, "0 0 a KOT" + "Y" * 100).reason is Reason.MISSING_TILES


# -- exchanges, passes and the end -------------------------------------------------------------
def test_an_exchange_swaps_tiles_with_the_pool() -> None:
    state = position(racks=("kotaeiy", "nazwyrs"))
    after = play(state, "EXCHANGE KOT")
    assert len(after.racks[0]) == 7
    assert (
        Counter(after.racks[0].tiles) + after.bag.remaining()
        == Counter(state.racks[0].tiles) + state.bag.remaining()
    )
    assert after.turn == P1 and after.scoreless == 1
    assert after.chance_steps == state.chance_steps + 1


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("EXCHANGE KOTA", Reason.NOT_ENOUGH_IN_BAG),
        ("EXCHANGE ŹŹ", Reason.MISSING_TILES),
    ],
)
def test_exchange_refusals(text: str, reason: Reason) -> None:
    assert refusal(position(bag="abc"), text).reason is reason
    with pytest.raises(Rejected) as caught:
        GAME.apply(position(), P0, ExchangeTiles(""))
    assert caught.value.reason is Reason.EMPTY_EXCHANGE


def test_a_full_round_of_passes_and_exchanges_ends_the_game() -> None:
    state = position(racks=("kotaeiy", "nazwyrs", "okoniea"))
    state = play(play(state, "PASS"), "EXCHANGE A")
    assert state.end is None
    state = play(state, "PASS")
    assert state.end is not None and state.end.went_out is None
    assert GAME.is_over(state) and GAME.to_act(state) == frozenset()


def test_a_word_breaks_the_run_of_passes() -> None:
    state = play(position(racks=("kotaeiy", "nazwyrs")), "PASS")
    state = play(state, "0 0 a NAZWY")
    state = play(state, "PASS")
    assert state.end is None and state.scoreless == 1


def test_the_pool_empty_and_a_rack_used_up_ends_the_game() -> None:
    state = position(racks=("y", "nazwyrs"), table=KOT, bag="")
    state = play(state, "0 0 a KOTY")
    assert state.end is not None and state.end.went_out == P0
    assert state.end.racks == ((), tuple("nazwyrs"))
    assert GAME.outcome(state).ranks == (1, 2)


def test_racks_are_refilled_while_the_pool_lasts() -> None:
    state = play(position(racks=("kotaeiy", "nazwyrs"), bag="ab"), "0 0 a KOTY")
    assert len(state.racks[0]) == 5 and len(state.bag) == 0
    assert state.end is None


# -- the order draw ----------------------------------------------------------------------------
RANK = {letter: i for i, letter in enumerate("?" + TILES.alphabet)}


@pytest.mark.parametrize("seed", range(40))
def test_the_order_is_alphabetical_and_each_keeps_the_first_puzzle(seed: int) -> None:
    # "Każdy z graczy losuje po jednym kartoniku; ustala się kolejność ... zgodnie z kolejnością
    # alfabetyczną wylosowanych literek."
    state = GAME.new_game(Setup("puzzle", "gra1", 4, seed))
    first = state.start_draws[0]
    keys = [RANK[first[p]] for p in state.order]  # type: ignore[index]
    assert keys == sorted(keys)
    assert sorted(state.order) == [0, 1, 2, 3] and state.turn == state.order[0]
    for player in range(4):
        assert state.racks[player].tiles[0] == first[player]
        assert len(state.racks[player]) == 7
    assert len(state.bag) == 70 - 28
    for row in state.start_draws[1:]:
        drawing = [p for p, t in enumerate(row) if t is not None]
        assert len(drawing) >= 2  # only tied players draw again


def test_ties_draw_again_and_the_second_draw_decides() -> None:
    states = [GAME.new_game(Setup("puzzle", "gra1", 4, s)) for s in range(80)]
    tied = [s for s in states if len(s.start_draws) == 2]
    assert tied, "some seed has exactly one tie among 4 players"
    state = tied[0]
    first, second = state.start_draws
    again = [p for p, t in enumerate(second) if t is not None]
    assert len({first[p] for p in again}) == 1
    positions = [state.order.index(PlayerId(p)) for p in again]
    assert positions == list(range(min(positions), min(positions) + len(again)))
    assert [
        RANK[second[p]] for p in sorted(again, key=lambda p: state.order.index(PlayerId(p)))
    ] == sorted(  # type: ignore[index]
        RANK[second[p]]
        for p in again  # type: ignore[index]
    )
    assert state.chance_steps == 2


def test_the_same_seed_deals_the_same_game() -> None:
    assert GAME.new_game(Setup("puzzle", "gra1", 3, 9)) == GAME.new_game(
        Setup("puzzle", "gra1", 3, 9)
    )


# -- text forms and views ----------------------------------------------------------------------
@pytest.mark.parametrize(
    "action",
    [
        PlaceWord(-3, 12, False, "KoT"),
        PlaceWord(0, 0, True, "ŁOWY"),
        ExchangeTiles("ak?"),
        PassTurn(),
    ],
)
def test_actions_round_trip_through_text_and_json(action: object) -> None:
    assert action_from_text(str(action)) == action
    assert GAME.parse_action(action.to_json()) == action  # type: ignore[attr-defined]


@pytest.mark.parametrize("text", ["0 0 x KOT", "a b a KOT", "0 0 a", "0 0 a KOT X"])
def test_bad_action_texts_are_refused(text: str) -> None:
    with pytest.raises(Rejected) as caught:
        action_from_text(text)
    assert caught.value.reason is Reason.UNKNOWN_ACTION


@pytest.mark.parametrize(
    "data",
    [
        {"type": "PlaceWord", "row": "0", "column": 0, "across": True, "word": "KOT"},
        {"type": "PlaceWord", "row": 0, "column": 0, "across": 1, "word": "KOT"},
        {"type": "PlaceWord", "row": 0, "column": 0, "across": True, "word": 7},
    ],
)
def test_malformed_records_are_refused(data: dict[str, object]) -> None:
    with pytest.raises(Rejected) as caught:
        GAME.parse_action(data)
    assert caught.value.reason is Reason.BAD_ACTION


def test_views_show_own_rack_only_and_hide_other_players_exchanges() -> None:
    state = play(position(racks=("kotaeiy", "nazwyrs")), "EXCHANGE KOT")
    own = GAME.view(state, P0)
    other = GAME.view(state, P1)
    public = GAME.view(state, None)
    assert isinstance(own, Gra1View)
    assert own.rack == state.racks[0].tiles and other.rack == state.racks[1].tiles
    assert public.rack is None
    assert own.history[-1].tiles == ("k", "o", "t") and other.history[-1].tiles == ()
    assert other.history[-1].count == 3
    assert sum(n for _, n in other.unseen) == 70 - 7
    assert own.values["ń"] == 7 and own.values["?"] == 0
    assert (own.rack_size, own.bingo_tiles, own.bingo_bonus) == (7, 7, 20)


# -- properties --------------------------------------------------------------------------------
def _all_tiles(state: Gra1State) -> Counter[str]:
    tiles = Counter("?" if cell.islower() else cell.lower() for _, _, cell in state.table.tiles)
    for rack in state.racks:
        tiles.update(rack.tiles)
    tiles.update(state.bag.tiles)
    return tiles


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 10_000), players=st.integers(2, 4), steps=st.integers(1, 25))
def test_tiles_are_conserved_apply_never_mutates_and_replay_agrees(
    seed: int, players: int, steps: int
) -> None:
    setup = Setup("puzzle", "gra1", players, seed)
    state = GAME.new_game(setup)
    full = Counter(TILES.tiles())
    rng = random.Random(seed)
    moves = []
    for _ in range(steps):
        if GAME.is_over(state):
            break
        player = state.turn
        action = random_action(state, player, rng)
        snapshot = copy.deepcopy(state)
        new = GAME.apply(state, player, action)
        assert state == snapshot
        assert _all_tiles(new) == full
        assert all(len(rack) == 7 for rack in new.racks) or len(new.bag) == 0
        moves.append((player, action))
        state = new
    assert replay(setup, [Move(p, a) for p, a in moves]) == state


def test_a_saved_game_resumes_exactly(tmp_path: Path) -> None:
    setup = Setup("puzzle", "gra1", 3, 21, {"extra_words": ["Zażółć"]})
    game, final, record = play_out(setup, ["strong", "medium", "easy"])
    seats = tuple(Seat(f"Komputer {i}", "computer", "strong") for i in range(3))
    half = len(record.moves) // 2
    with GameStore(tmp_path / "games.sqlite") as store:
        game_id = store.create_game(record.setup, seats)
        for move in record.moves[:half]:
            store.append_move(game_id, move)
    with GameStore(tmp_path / "games.sqlite") as store:
        moves = store.moves(game_id, game)
        saved_setup = store.get(game_id).setup
    assert moves == record.moves[:half]
    resumed = replay(saved_setup, moves)
    for move in record.moves[half:]:
        resumed = game.apply(resumed, move.player, move.action)
    assert resumed == final
    assert resumed.setup.options["extra_words"] == ("zażółć",)


# -- which words count (GAMES.md §4, issue 25) ----------------------------------------------------
def test_only_the_allowed_word_classes_count() -> None:
    """The rulebook: „Układane wyrazy muszą być formami gramatycznymi rzeczowników,
    czasowników, liczebników, przymiotników, zaimków oraz mogą być przysłówkami lub
    przyimkami.” ORAZ is a conjunction (its adverb reading is archaic), NIECH a particle, ACH
    an interjection: each is in the lexicon and each is refused with its own reason."""
    for word, rack in (("ORAZ", "orazkte"), ("NIECH", "niechka"), ("ACH", "achkote")):
        with pytest.raises(Rejected) as caught:
            play(position(racks=(rack, "nazwyrs")), f"0 0 a {word}")
        assert caught.value.reason is Reason.WORD_CLASS
        assert caught.value.details["words"] == (word.lower(),)
    # LECZ is also the imperative of leczyć („lecz się!”): one allowed reading is enough.
    assert play(position(racks=("leczkot", "nazwyrs")), "0 0 a LECZ").scores[0] == 7


def test_a_word_of_a_refused_class_crossing_the_table_is_refused_too() -> None:
    from engines.puzzle.words import puzzle_dictionary, word_problem

    # KOT down from (0, 1); "BO" across through its O is a subordinating conjunction/particle.
    state = position(racks=("bkotaei", "nazwyrs"), table=table_of((0, 1, "d", "KOT")))
    with pytest.raises(Rejected) as caught:
        play(state, "1 0 a BO")
    assert caught.value.reason is Reason.WORD_CLASS
    # An unknown word is named before a word of a refused class.
    problem = word_problem(["oraz", "kotx"], puzzle_dictionary())
    assert problem is not None and problem.reason is Reason.UNKNOWN_WORD
    assert problem.details["words"] == ("kotx",)


def test_the_computer_and_the_move_list_never_offer_a_refused_word() -> None:
    from engines.puzzle.gra1 import dictionary_of
    from engines.puzzle.gra1_moves import all_moves
    from engines.puzzle.word_classes import allowed_by_class

    state = position(racks=("orazech", "nazwyrs"), table=table_of((0, 0, "a", "NIECH")))
    moves = all_moves(state.table, state.racks[0].tiles, dictionary_of(state.setup))
    assert moves
    for move in moves:
        play_ = check_place(state.table, move.place)
        assert all(allowed_by_class(word.word) for word in play_.words), move


def test_extra_words_and_proper_names_are_agreed_before_the_game() -> None:
    """„Oczywiście przed przystąpieniem do gry można zmienić zasady i dopuścić możliwość
    używania wyrazów oznaczających nazwy własne: imiona, marki samochodów, nazwy geograficzne,
    nazwiska sławnych ludzi itp.”"""
    racks = ("paryżek", "nazwyrs")
    with pytest.raises(Rejected) as caught:
        play(position(racks=racks), "0 0 a PARYŻ")
    assert caught.value.reason is Reason.UNKNOWN_WORD
    named = position(racks=racks)
    named = dataclasses.replace(
        named, setup=dataclasses.replace(named.setup, options={"proper_names": True})
    )
    assert play(named, "0 0 a PARYŻ").scores[0] == 10
    view = GAME.view(named, P0)
    assert isinstance(view, Gra1View) and view.proper_names
    # An extra word counts whatever its class: the players chose it.
    agreed = position(racks=("orazkte", "nazwyrs"))
    agreed = dataclasses.replace(
        agreed, setup=dataclasses.replace(agreed.setup, options={"extra_words": ("oraz",)})
    )
    assert play(agreed, "0 0 a ORAZ").scores[0] == 5


def test_a_players_own_word_list_keeps_the_word_classes() -> None:
    from engines.lexicon import lexicon_from_words
    from engines.lexicon.lexicon import use_lexicon

    use_lexicon("pl", lexicon_from_words(["oraz", "kot", "ach", "achy", "zoraz"]))
    try:
        with pytest.raises(Rejected) as caught:
            play(position(racks=("orazkte", "nazwyrs")), "0 0 a ORAZ")
        assert caught.value.reason is Reason.WORD_CLASS
        assert play(position(racks=("kotaeiy", "nazwyrs")), "0 0 a KOT").scores[0] == 3
    finally:
        use_lexicon("pl", None)


def test_letters_are_compared_after_nfc() -> None:
    """GAMES.md §4: a typed "z" + combining dot above is "ż"."""
    place = PlaceWord(0, 0, True, "Z\u0307ABA")
    assert place.word == "ŻABA"
    assert play(position(racks=("żabaeio", "nazwyrs")), str(place)).scores[0] == 8


def test_a_long_sitting_keeps_only_a_few_plain_layouts() -> None:
    """Every window size and start square the table shows makes a layout; a long sitting
    must not keep them all (issue 24: about 170 KB a game)."""
    for size in range(2, MAX_SIZE + 1):
        for start in range(size * size):
            assert plain_layout(size, start).start == start
    assert plain_layout.cache_info().currsize <= PLAIN_LAYOUTS_KEPT


# -- the strong player (issue #42) ---------------------------------------------------------------
def _strong_move(
    state: Gra1State, monkeypatch: pytest.MonkeyPatch, chooser: str, unseen: str = ""
) -> list[object]:
    """What ``chooser`` (``simulate`` or ``Endgame.search``) answered while strong chose for
    ``state``'s player (``unseen``: what that player cannot see, when not the rest of the set),
    and the action strong played."""
    from engines.puzzle import gra1_computer

    seen: list[object] = []
    if chooser == "simulate":
        real = gra1_computer.simulate

        def spy(*args: object, **kwargs: object) -> object:
            seen.append(real(*args, **kwargs))  # type: ignore[arg-type]
            return seen[-1]

        monkeypatch.setattr(gra1_computer, "simulate", spy)
    else:
        search = gra1_computer.Endgame.search

        def spy_search(self: object, *args: object) -> object:
            seen.append(search(self, *args))  # type: ignore[arg-type]
            return seen[-1]

        monkeypatch.setattr(gra1_computer.Endgame, "search", spy_search)
    view = GAME.view(state, state.turn)
    if unseen:
        view = dataclasses.replace(view, unseen=tuple(sorted(Counter(unseen).items())))
    seen.append(GAME.computer("strong").choose(view, random.Random(3), lambda: False, lambda _: 0))
    return seen


def test_strong_plays_the_simulated_choice_while_the_pool_holds_tiles(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from engines.puzzle.gra1 import dictionary_of
    from engines.puzzle.gra1_moves import generate, to_table_move

    state = position(racks=("kotaeiy", "nazwyrs"), table=table_of((0, 0, "a", "PIES")))
    chosen, action = _strong_move(state, monkeypatch, "simulate")
    window, _raws = generate(state.table, state.racks[0].tiles, dictionary_of(state.setup))
    assert isinstance(chosen, tuple)
    assert action == to_table_move(window, chosen, dictionary_of(state.setup).alphabet).place
    again = _strong_move(state, monkeypatch, "simulate")[-1]
    assert again == action  # the same seed, the same move: the budget is work, not time


def test_strong_searches_the_endgame_once_the_pool_is_empty(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    state = position(racks=("kota", "nos"), table=table_of((0, 0, "a", "PIES")), bag="")
    found, action = _strong_move(state, monkeypatch, "search", unseen="nos")
    assert found is not None and GAME.is_legal(state, P0, action)  # type: ignore[arg-type]
