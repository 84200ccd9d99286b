"""Sortuj beside Tasuj on every rack that has shuffle (issue #28, item 8): alphabetical in
Polish collation, then vowels before consonants; only the screen's order, no move."""

from __future__ import annotations

import pytest
from gui_test_support import Env, SeatSpec, click, start_game

from engines.lexicon.lexicon import ALPHABETS
from gui.games.puzzle.gra1 import Gra1Screen
from gui.games.puzzle.gra2 import Gra2Screen
from gui.games.slowka.screen import SlowkaScreen

ALPHABET = ALPHABETS["pl"]
VOWELS = set("aąeęioóuy")


def order(tiles: tuple[str, ...], vowels_first: bool) -> tuple[str, ...]:
    def key(tile: str) -> tuple[bool, bool, int]:
        known = tile in ALPHABET
        rank = ALPHABET.index(tile) if known else len(ALPHABET)
        return not known, vowels_first and tile not in VOWELS, rank

    return tuple(sorted(tiles, key=key))


@pytest.mark.parametrize(
    ("game", "rules"), [("slowka", None), ("puzzle", "gra1"), ("puzzle", "gra2")]
)
def test_sort_cycles_alphabetical_and_vowels_first_without_a_move(
    env: Env, game: str, rules: str | None
) -> None:
    window = start_game(env, [SeatSpec("Ania")], 3, game=game, rules=rules)
    screen = window.game_screen
    assert isinstance(screen, Gra1Screen | Gra2Screen | SlowkaScreen)
    env.qtbot.waitUntil(lambda: screen.sort_button.isEnabled(), timeout=15_000)
    session = window.session
    assert session is not None
    moves = len(session.moves)
    tiles = screen.rack_tiles
    click(screen.sort_button)
    assert screen.rack_tiles == order(tiles, vowels_first=False)
    click(screen.sort_button)
    assert screen.rack_tiles == order(tiles, vowels_first=True)
    assert len(session.moves) == moves
