"""7 słów: scoring, bonuses, the sheet, the area's "2 on 2" rule and the solo ladder — the
rulebook's worked examples first, cited by its words (seeds/000, GAMES.md §1)."""

from __future__ import annotations

import doctest
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engines.core import Reason, Rejected
from engines.seven_words import area as area_module
from engines.seven_words import cards, scoring, solo
from engines.seven_words.area import (
    DEAL_ORDER,
    Discard,
    DiscardReason,
    Table,
    check_area,
    fill,
    new_table,
    next_round,
)
from engines.seven_words.cards import bonus, card_value, deck, is_rare
from engines.seven_words.scoring import (
    bonus_values,
    counted_words,
    round_bonuses,
    score_word,
    sheet_total,
)
from engines.seven_words.solo import SoloBonus, SoloField, solo_step, solo_target

# "Przy takim rozkładzie kart" — the rulebook draws the areas; these fit its text: the word
# takes both L cards (its two l's), each rare +1.
LUMPEN_AREA = ("l", "p", "m", "b", "l", "t", "r", "n")
# One L card (+1), and no J card (J is rare too and would add +1).
WYSELEKCJA_AREA = ("w", "s", "k", "b", "l", "d", "n", "c")


@pytest.mark.parametrize("module", [scoring, solo, cards, area_module])
def test_doctests(module: object) -> None:
    assert doctest.testmod(module).failed == 0  # type: ignore[arg-type]


# -- scoring ---------------------------------------------------------------------------------
def test_lumpenproletariat_scores_26_with_2_for_the_two_l_cards() -> None:
    """ "za słowo LUMPENPROLETARIAT gracz otrzyma 26 punktów (w tym +2 za dwie karty L)"."""
    result = score_word("lumpenproletariat", LUMPEN_AREA)
    assert result.points == 26
    l_cards = [p for p in result.cards if LUMPEN_AREA[p] == "l"]
    assert l_cards == [0, 4]
    assert sum(bonus(LUMPEN_AREA[p]) for p in result.cards) == 2


def test_wyselekcyjonowany_scores_22_with_1_for_the_l_card() -> None:
    """ "za słowo WYSELEKCYJONOWANY gracz otrzyma 22 punkty (w tym +1 za kartę L)"."""
    result = score_word("wyselekcyjonowany", WYSELEKCJA_AREA)
    assert result.points == 22
    assert sum(bonus(WYSELEKCJA_AREA[p]) for p in result.cards) == 1


def test_a_letter_once_in_the_word_on_two_cards_scores_the_better_card() -> None:
    area = ("b", "c", "d", "g", "k", "m", "k", "n")  # k in the 3- and the 2-point column
    assert score_word("ok", area) == scoring.WordScore(3, (4,))
    assert score_word("kok", area) == scoring.WordScore(5, (4, 6))  # twice: both cards
    assert score_word("kokk", area).points == 5  # a third k finds no third card


def test_a_letter_twice_in_the_word_on_one_card_scores_once() -> None:
    area = ("p", "b", "c", "d", "g", "k", "m", "n")
    assert score_word("pop", area).points == 5


def test_letters_outside_the_area_cost_nothing() -> None:
    area = ("p", "b", "c", "d", "g", "k", "m", "n")
    assert score_word("aeiou", area).points == 0
    assert score_word("powietrze", area).points == score_word("p", area).points == 5


def test_rare_cards_add_their_bonus_to_the_column() -> None:
    assert card_value("ż", 0) == 7 and card_value("ń", 7) == 4 and card_value("h", 3) == 5
    assert card_value("k", 6) == 2


def test_the_veteran_scores_4_cards_normally_and_the_rest_1_point_each() -> None:
    """ "punktują oni normalnie tylko za 4 dowolne litery ... Każda inna litera (także rzadka)
    daje tylko 1 punkt"."""
    area = ("ż", "p", "m", "b", "l", "t", "r", "n")  # ż is worth 7, l 4
    word = "żmijopodobnymporter"
    normal = score_word(word, area)
    values = sorted((card_value(area[p], p) for p in normal.cards), reverse=True)
    veteran = score_word(word, area, veteran=True)
    assert veteran.cards == normal.cards
    assert veteran.points == sum(values[:4]) + len(values[4:])
    assert veteran.points < normal.points


def test_the_deck_is_the_60_cards_of_games_md() -> None:
    tiles = deck()
    assert tiles.total_tiles == 60
    assert sum(1 for t in tiles.tiles() if is_rare(t)) == 16
    assert sum(1 for t in tiles.tiles() if bonus(t) == 2) == 6
    assert not any(tiles.count(v) for v in "aąeęioóuy")


# -- bonuses ---------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("round_number", "values"),
    [(1, (1, 2)), (2, (1, 2)), (3, (1, 2)), (4, (2, 3)), (5, (2, 3)), (6, (2, 3)), (7, (3, 4))],
)
def test_bonus_values_per_round(round_number: int, values: tuple[int, int]) -> None:
    assert bonus_values(round_number) == values


def test_rulebook_round_1_ania_beats_the_fastest_slawek() -> None:
    """Sławek is fastest with 18 (SNOPOWIĄZAŁKA); Ania has 19 (EUROPARLAMENTARZYSTA): ">"."""
    greater, at_least = round_bonuses([18, 19, 15], [True] * 3, 0, 1)
    assert greater == (0, 1, 0) and at_least == (0, 0, 0)


def test_rulebook_round_3_slawek_ties_the_best_and_gets_at_least() -> None:
    """Sławek 21 (ANTROPOMORFIZACJA), Ania 19, Marek 21: "zaznacza X w drugim polu"."""
    greater, at_least = round_bonuses([21, 19, 21], [True] * 3, 0, 3)
    assert greater == (0, 0, 0) and at_least == (2, 0, 0)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_up_to_4_players_the_fastest_must_match_every_word(players: int) -> None:
    points = [10] + [10] * (players - 1)
    assert round_bonuses(points, [True] * players, 0, 4)[1][0] == 3
    points[-1] = 11
    greater, at_least = round_bonuses(points, [True] * players, 0, 4)
    assert at_least[0] == 0 and greater[-1] == 2


@pytest.mark.parametrize(
    ("points", "earned"),
    [
        ([12, 20, 11, 10, 12], True),  # 5 players: at least three others (11, 10, 12)
        ([12, 20, 30, 11, 13], False),  # only two others at or below
        ([12, 20, 30, 40, 1, 2], False),  # 6 players: two at or below
        ([12, 20, 30, 1, 2, 12], True),  # three at or below, two above
    ],
)
def test_5_and_6_players_the_fastest_needs_three_opponents(points: list[int], earned: bool) -> None:
    greater, at_least = round_bonuses(points, [True] * len(points), 0, 7)
    assert (at_least[0] == 4) is earned
    assert [g for g in greater] == [3 if p > 12 and i else 0 for i, p in enumerate(points)]


def test_only_counted_words_earn_bonuses() -> None:
    # The fastest's word was struck (0, no bonus); a late word (0) beats nothing.
    greater, at_least = round_bonuses([0, 9, 0], [False, True, False], 0, 2)
    assert greater == (0, 1, 0) and at_least == (0, 0, 0)
    assert round_bonuses([5, 9], [True, True], None, 1) == ((0, 0), (0, 0))


# -- the sheet -------------------------------------------------------------------------------
def test_the_rulebook_sheet_totals_102() -> None:
    """13, 21, 17, 17, 14, 23, 19: "Odrzuć 2 najniższe wyniki" → 97, bonuses 7, one penalty."""
    words = [13, 21, 17, 17, 14, 23, 19]
    assert sum(counted_words(words)) == 97
    bonuses = {2: 2, 5: 2, 6: 3}  # round 2 "≥" +2, round 5 ">" +2, round 6 "≥" +3
    assert bonuses == {2: bonus_values(2)[1], 5: bonus_values(5)[0], 6: bonus_values(6)[1]}
    assert sheet_total(words, bonuses.values(), 1) == 102


def test_counted_words_are_the_tie_breaks_best_first() -> None:
    assert counted_words([5, 9, 1, 9, 3, 7, 2]) == (9, 9, 7, 5, 3)
    assert counted_words([4, 8]) == (8, 4)


# -- the area --------------------------------------------------------------------------------
def _assert_two_on_two(table: Table) -> None:
    area = table.cards
    assert len(area) == cards.AREA_SIZE
    assert max(Counter(area).values()) <= cards.MAX_OF_LETTER
    assert sum(1 for c in area if is_rare(c)) <= cards.MAX_RARE


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**40))
def test_the_area_never_breaks_two_on_two_and_no_card_is_lost(seed: int) -> None:
    table, step = new_table(seed)
    everything = Counter(deck().tiles())
    for number in range(1, 8):
        if number > 1:
            table, step = next_round(table, number, seed, step)
        _assert_two_on_two(table)
        assert Counter(table.cards) + Counter(table.deck) + Counter(table.discards) == everything
        for entry in table.log:
            assert entry.card in table.discards or entry.card in table.deck  # reshuffled


def test_setup_deals_the_2_point_column_first() -> None:
    assert DEAL_ORDER[:2] == (6, 7)  # "w pierwszej kolumnie od prawej – nad kartą 2 punkty"
    start = Table((None,) * 8, tuple("bcdgkmnp"))
    table, _ = fill(start, DEAL_ORDER, 1, seed=0, step=1)
    assert (table.area[6], table.area[7]) == ("b", "c")
    assert (table.area[0], table.area[1]) == ("n", "p")


def test_rulebook_example_a_a_third_p_is_discarded_until_a_card_fits() -> None:
    """ "znów jest to P, dlatego ta karta i kolejne są odrzucane"."""
    start = Table(("p", "p", "k", "t", "r", "s", None, "w"), ("p", "p", "d"))
    table, _ = fill(start, (6,), 3, seed=0, step=1)
    assert table.area[6] == "d"
    assert table.log == (
        Discard(3, "p", DiscardReason.LETTER_LIMIT),
        Discard(3, "p", DiscardReason.LETTER_LIMIT),
    )
    assert table.discards == ("p", "p")


def test_rulebook_example_b_a_third_rare_card_is_discarded() -> None:
    """ "W obszarze gry znajdują się już dwie rzadkie karty – Ł oraz Ń": H is discarded."""
    start = Table(("ł", "ń", "k", "t", "r", "s", None, "w"), ("h", "ż", "b"))
    table, _ = fill(start, (6,), 1, seed=0, step=1)
    assert table.area[6] == "b"
    assert [d.reason for d in table.log] == [DiscardReason.RARE_LIMIT] * 2


def test_end_of_round_shifts_the_left_columns_right_and_refills() -> None:
    area = ("b", "c", "d", "g", "k", "m", "n", "p")
    table, _ = next_round(Table(area, tuple("rstwz")), 2, seed=0, step=1)
    assert table.area[4:] == ("b", "c", "d", "g")
    assert table.area[:4] == ("t", "w", "r", "s")  # 4-point column first, top card first
    assert table.discards == ("k", "m", "n", "p")


def test_an_empty_deck_is_remade_from_the_shuffled_discards() -> None:
    start = Table(("b", "c", "d", "g", "k", "m", None, None), (), ("r", "s", "t"))
    table, step = fill(start, (6, 7), 1, seed=5, step=3)
    assert step == 4
    assert set(table.area[6:]) <= {"r", "s", "t"}
    assert len(table.deck) == 1 and table.discards == ()


@pytest.mark.parametrize(
    ("area", "reason"),
    [
        ("lpmbltr", Reason.AREA_SIZE),
        ("lpmbltrna", Reason.AREA_SIZE),
        ("lpmaltrn", Reason.CARD_NOT_IN_DECK),
        ("lpmlltrn", Reason.TOO_MANY_OF_LETTER),
        ("ffmbktrn", Reason.TOO_MANY_OF_LETTER),  # the deck has one F
        ("żćmblrtn", Reason.TOO_MANY_RARE),
    ],
)
def test_check_area_refuses_impossible_areas(area: str, reason: Reason) -> None:
    with pytest.raises(Rejected) as refused:
        check_area(tuple(area))
    assert refused.value.reason is reason


# -- solo ------------------------------------------------------------------------------------
T, M, B = SoloField.TOP, SoloField.MIDDLE, SoloField.BOTTOM


@pytest.mark.parametrize(
    ("field", "points", "in_time", "brutal", "expected"),
    [
        (T, 22, True, False, (T, SoloBonus.BIG, False)),  # ≥ 20 with the bonus: stays on "1"
        (M, 22, True, False, (T, SoloBonus.SMALL, False)),  # back to "1"
        (B, 20, True, False, (T, SoloBonus.SMALL, False)),
        (M, 25, False, False, (M, SoloBonus.NONE, False)),  # ≥ 20 without the bonus: stays
        (T, 17, True, False, (M, SoloBonus.BIG, False)),  # bonus at 15, but < 20: down
        (M, 15, True, False, (B, SoloBonus.SMALL, False)),
        (M, 14, True, False, (B, SoloBonus.NONE, False)),
        (B, 10, True, False, (M, SoloBonus.NONE, True)),  # bottom: penalty, to the middle
        (B, 19, True, False, (M, SoloBonus.SMALL, True)),
        (T, 10, True, True, (B, SoloBonus.NONE, False)),  # brutal: no middle field
        (B, 10, False, True, (B, SoloBonus.NONE, True)),  # brutal penalty stays at the bottom
    ],
)
def test_solo_ladder(
    field: SoloField,
    points: int,
    in_time: bool,
    brutal: bool,
    expected: tuple[SoloField, SoloBonus, bool],
) -> None:
    step = solo_step(field, points, in_time, brutal=brutal)
    assert (step.field, step.bonus, step.penalty) == expected


@given(
    fields=st.lists(st.tuples(st.integers(0, 35), st.booleans()), min_size=1, max_size=7),
    brutal=st.booleans(),
)
def test_solo_ladder_properties(fields: list[tuple[int, bool]], brutal: bool) -> None:
    field = SoloField.TOP
    for points, in_time in fields:
        step = solo_step(field, points, in_time, brutal=brutal)
        assert (step.bonus is not SoloBonus.NONE) == (in_time and points >= 15)
        assert step.penalty == (field is SoloField.BOTTOM and points < 20)
        if brutal:
            assert step.field is not SoloField.MIDDLE or field is SoloField.MIDDLE
        if points >= 20 and in_time:
            assert step.field is SoloField.TOP
        field = step.field


def test_solo_targets() -> None:
    assert [solo_target(d) for d in ("normal", "medium", "hard", "brutal")] == [100, 110, 120, 120]
