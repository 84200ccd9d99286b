"""Layout (issue #28, item 9): names in three- and four-player headers are whole, and the 7 słów
cards and sheets grow with the window, at 1024×700 and 1920×1080."""

from __future__ import annotations

import pytest
from gui_test_support import Env, SeatSpec, pass_privacy, start_game
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication

from gui.games.puzzle.gra3 import Gra3Screen
from gui.games.seven_words.screen import SevenWordsScreen
from gui.games.seven_words.sheet import ScoreSheet, SheetData

SIZES = ((1024, 700), (1920, 1080))


def computers(count: int) -> list[SeatSpec]:
    """Ala and ``count`` computers named as the new-game dialog names them."""
    return [SeatSpec("Ala")] + [
        SeatSpec(f"Komputer {n} (średni)", "computer", "medium") for n in range(1, count + 1)
    ]


@pytest.mark.parametrize("players", [3, 4])
def test_every_name_in_the_puzzle_score_table_is_whole(env: Env, players: int) -> None:
    window = start_game(env, computers(players - 1), 5, game="puzzle", rules="gra3")
    pass_privacy(env.qtbot, window, "Ala")
    screen = window.game_screen
    assert isinstance(screen, Gra3Screen)
    header = screen.table.horizontalHeader()
    for size in SIZES:
        window.resize(*size)
        env.qtbot.waitExposed(window)
        QApplication.processEvents()
        metrics = header.fontMetrics()
        most = 1
        for column, seat in enumerate(window.seats):
            item = screen.table.horizontalHeaderItem(column)
            assert item is not None
            lines = item.text().split("\n")
            most = max(most, len(lines))
            # Every word of the name is there, on lines that fit the column.
            assert " ".join(lines) == seat.name
            room = header.sectionSize(column)
            assert all(metrics.horizontalAdvance(line) < room for line in lines)
        # The header is tall enough for its lines.
        assert header.height() >= most * metrics.lineSpacing()


def test_a_long_name_on_a_seven_words_sheet_is_written_smaller_not_cut() -> None:
    sheet = ScoreSheet()
    sheet.resize(ScoreSheet.SIZE)
    for name in ("Komputer 1 (średni)", "Komputer 3 (mocny)", "Computer 2 (medium)"):
        sheet.set_data(SheetData(name, (), 0, 0, 0, 0, False))
        font, written = sheet.written_name(name, sheet.name_room())
        assert written == name
        assert QFontMetrics(font).horizontalAdvance(written) <= sheet.name_room()
    # Only a name that cannot fit even small is cut (the tooltip says it whole).
    long = "Bartłomiej Zażółć-Gęśląjaźń z Wielkopolski"
    _font, written = sheet.written_name(long, sheet.name_room())
    assert written.endswith("…") and written != long


def test_the_seven_words_cards_and_sheets_use_a_large_window(env: Env) -> None:
    """Issue #28, item 9: at 1920×1080 the cards and sheets kept their small size and two
    thirds of the window stayed empty."""
    window = start_game(env, computers(1), 5, game="seven_words")
    pass_privacy(env.qtbot, window, "Ala")
    screen = window.game_screen
    assert isinstance(screen, SevenWordsScreen)
    sizes = {}
    for size in SIZES:
        window.resize(*size)
        env.qtbot.waitExposed(window)
        QApplication.processEvents()
        card = screen.area.card(0)
        sheets = screen.sheets.sheets
        right = max(s.mapTo(window, s.rect().bottomRight()).x() for s in sheets)
        sizes[size] = (card.height(), sheets[0].width(), right)
        # Nothing runs off the window; the buttons are inside it.
        assert right <= window.width()
        button = screen.give_up_button
        assert button.mapTo(window, button.rect().bottomRight()).y() < window.height()
    (small_card, small_sheet, _), (big_card, big_sheet, big_right) = sizes.values()
    assert big_card >= 1.5 * small_card and big_sheet >= 1.4 * small_sheet
    assert big_right >= 0.6 * 1920  # the sheets reach well into the window


def test_doctests() -> None:
    import doctest

    from gui.games.puzzle import rounds_table

    assert doctest.testmod(rounds_table).failed == 0
