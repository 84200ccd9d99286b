"""Hot-seat order: humans first in seat order, then computers; waiting; nobody waits forever."""

from __future__ import annotations

from engines.records.store import Seat
from gui.turns import TurnQueue

H, C = Seat("h", "human"), Seat("c", "computer", "easy")


def test_humans_go_before_computers() -> None:
    turns = TurnQueue([C, H, C, H])
    everyone = {0, 1, 2, 3}
    turns.observe(everyone)
    assert turns.next_player(everyone) == 1
    assert turns.next_player({0, 2, 3}) == 3
    assert turns.next_player({0, 2}) == 0


def test_a_waiting_human_goes_to_the_back_until_someone_acts() -> None:
    turns = TurnQueue([H, H, C])
    turns.observe({0, 1, 2})
    assert turns.can_wait(0, {0, 1, 2})
    turns.wait(0)
    assert turns.next_player({0, 1, 2}) == 1
    turns.wait(1)
    # Both humans wait: the computer goes.
    assert turns.next_player({0, 1, 2}) == 2
    turns.moved()
    turns.observe({0, 1})
    assert turns.next_player({0, 1}) == 0


def test_when_everybody_left_waits_nobody_may_wait_any_longer() -> None:
    turns = TurnQueue([H, H])
    turns.observe({0, 1})
    turns.wait(0)
    assert not turns.can_wait(1, {0, 1})
    turns.wait(1)
    first = turns.next_player({0, 1})
    assert first == 0
    assert not turns.can_wait(0, {0, 1})


def test_a_new_round_starts_in_seat_order() -> None:
    turns = TurnQueue([H, H])
    turns.observe({0, 1})
    turns.wait(0)
    turns.moved()
    turns.observe({0})
    turns.observe({0, 1})  # the next round
    assert turns.next_player({0, 1}) == 0
