"""Helpers for the 7 słów GUI tests: the screen and state of a window, and Polish words (with
diacritics) that score on a given area and break no family rule."""

from __future__ import annotations

from collections.abc import Sequence

from gui_test_support import session_of

from engines.seven_words.families import family_conflict
from engines.seven_words.scoring import score_word
from engines.seven_words.state import SevenWordsState
from gui.game_window import GameWindow
from gui.games.seven_words.screen import SevenWordsScreen

#: Words with Polish letters, each of its own family.
POLISH_WORDS = (
    "źdźbło",
    "żółć",
    "łódź",
    "świerszcz",
    "przyjaciółka",
    "dziewięćdziesiąt",
    "chrząszcz",
    "szczęście",
    "wschodnioeuropejską",
    "źrebię",
    "niedźwiedź",
    "książka",
    "mężczyzna",
    "zażółcić",
    "gąbka",
    "półprzewodnikowy",
    "sześćdziesięciolecie",
    "ćwierćwiecze",
    "prześladowca",
    "wyłącznik",
    "dźwiękonaśladownictwo",
    "dziesięciogroszówka",
    "błyskawica",
    "łańcuch",
    "źródło",
    "pięćset",
    "śnieżnobiały",
    "światłowodowy",
    "mrówkojad",
    "krótkofalówka",
    "gżegżółka",
    "przedsiębiorstwo",
    "wrześniowy",
    "błękitny",
    "dżdżownica",
    "żarłoczny",
    "ślimak",
    "pszczółka",
)


def sw_screen(window: GameWindow) -> SevenWordsScreen:
    screen = window.game_screen
    assert isinstance(screen, SevenWordsScreen)
    return screen


def sw_state(window: GameWindow) -> SevenWordsState:
    state = session_of(window).state
    assert isinstance(state, SevenWordsState)
    return state


def polish_words(area: Sequence[str], earlier: Sequence[str] = (), count: int = 2) -> list[str]:
    """The ``count`` best-scoring words of :data:`POLISH_WORDS` on ``area`` (all taking at
    least one card) that are of no family of ``earlier`` nor of each other."""
    ranked = sorted(POLISH_WORDS, key=lambda w: (-score_word(w, area).points, w))
    chosen: list[str] = []
    for word in ranked:
        if score_word(word, area).points == 0:
            break
        if family_conflict(word, [*earlier, *chosen]) is None:
            chosen.append(word)
        if len(chosen) == count:
            return chosen
    raise AssertionError(f"not {count} scoring words for {area}")
