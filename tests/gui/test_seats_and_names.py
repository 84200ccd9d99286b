"""Seat names (issue #12): a generated computer name follows the interface language and is
not said twice in the Continue list (defect 8), the English new-game dialog shows it whole
(defect 9), and a remembered player comes back with their seat type and level."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication

from engines.core import Setup
from engines.records.store import Seat
from gui.shell.saved_games import SavedGamesDialog
from gui.support import i18n
from gui.support.seats import seat_label, seat_name
from tests.gui.gui_test_support import Env, SeatSpec, click, select_game, start_game


@pytest.fixture
def english(qapp: QApplication) -> Iterator[None]:
    assert i18n.install(qapp, "en")
    yield
    i18n.install(qapp, "pl")


def test_a_generated_computer_name_is_said_once() -> None:
    assert seat_label(Seat("Komputer (mocny)", "computer", "strong")) == "Komputer (mocny)"
    assert seat_label(Seat("Robo", "computer", "easy")) == "Robo (komputer)"
    assert seat_label(Seat("Ala", "human")) == "Ala"


def test_a_polish_computer_name_reads_english_in_english(english: None) -> None:
    assert seat_name(Seat("Komputer (mocny)", "computer", "strong")) == "Computer (strong)"
    assert seat_name(Seat("Robo", "computer", "easy")) == "Robo"


def test_the_continue_list_in_english(env: Env, english: None) -> None:
    env.store.create_game(
        Setup("puzzle", "gra3", 2, 5),
        [Seat("Ala", "human"), Seat("Komputer (średni)", "computer", "medium")],
    )
    dialog = SavedGamesDialog(env.store, env.launcher)
    env.qtbot.addWidget(dialog)
    item = dialog.tree.topLevelItem(0)
    assert item is not None
    assert item.text(1) == "Ala\nComputer (medium)"
    env.qtbot.waitUntil(lambda: item.text(2) != "…", timeout=15_000)
    assert item.text(1) == "Ala 0\nComputer (medium) 0"
    assert item.text(2) == "Ala\nComputer (medium)"  # GRA III: both write at once
    dialog.close()


def test_the_english_seven_words_dialog_shows_the_computer_name_whole(
    env: Env, english: None
) -> None:
    select_game(env.launcher, "seven_words")
    dialog = env.launcher.open_new_game()
    assert dialog is not None
    env.qtbot.waitUntil(dialog.isVisible)
    name = dialog.rows[1].name
    assert name.currentText() == "Computer (medium)"
    editor = name.lineEdit()
    assert editor is not None
    needed = editor.fontMetrics().horizontalAdvance(name.currentText())
    assert editor.width() >= needed
    dialog.reject()


def test_a_remembered_player_comes_back_with_the_seat_type_and_level(env: Env) -> None:
    start_game(
        env,
        [SeatSpec("Ala"), SeatSpec("Robo", kind="computer", level="strong")],
        seed=3,
        game="puzzle",
    ).close()
    dialog = env.launcher.open_new_game("puzzle")
    assert dialog is not None
    row = dialog.rows[0]
    index = row.name.findText("Robo")
    assert index >= 0
    row.name.setCurrentIndex(index)
    row.name.activated.emit(index)
    assert row.kind.currentData() == "computer" and row.level.currentData() == "strong"
    assert "Komputer (mocny)" not in [row.name.itemText(i) for i in range(row.name.count())]
    dialog.reject()
    click(env.launcher.settings_button)  # nothing else is left open
    assert env.launcher.preferences_dialog is not None
    env.launcher.preferences_dialog.reject()


def test_two_computers_get_different_names_the_dialog_accepts(env: Env) -> None:
    """Issue #28, item 9: the dialog named two computers "Komputer (średni)" and then refused
    the names it had given."""
    select_game(env.launcher, "puzzle")
    dialog = env.launcher.open_new_game()
    assert dialog is not None
    dialog.players_spin.setValue(4)
    for row in dialog.rows[1:4]:
        row.kind.setCurrentIndex(row.kind.findData("computer"))
    dialog.rows[3].level.setCurrentIndex(dialog.rows[3].level.findData("strong"))
    names = [seat.name for seat in dialog.seats()]
    assert names[1:] == ["Komputer 1 (średni)", "Komputer 2 (średni)", "Komputer 3 (mocny)"]
    # One computer left: its name needs no number.
    dialog.players_spin.setValue(2)
    assert dialog.seats()[1].name == "Komputer (średni)"
    # A name the player typed is never given again.
    dialog.players_spin.setValue(3)
    dialog.set_seat(1, "Komputer 2 (średni)", "human")
    assert dialog.seats()[2].name == "Komputer (średni)"
    dialog.set_seat(0, "Komputer (średni)", "human")
    assert dialog.seats()[2].name == "Komputer 1 (średni)"
    click(dialog.ok_button)
    assert not dialog.isVisible() and dialog.error_label.text() == ""
    window = env.launcher.game_windows[-1]
    assert [seat.name for seat in window.seats] == [
        "Komputer (średni)",
        "Komputer 2 (średni)",
        "Komputer 1 (średni)",
    ]


def test_a_numbered_computer_name_is_generated_and_reads_english(english: None) -> None:
    seat = Seat("Komputer 2 (mocny)", "computer", "strong")
    assert seat_label(seat) == "Computer 2 (strong)"
    assert seat_name(Seat("Komputer 12 (średni)", "human")) == "Komputer 12 (średni)"


def test_the_continue_list_shows_every_score_of_four_players(env: Env) -> None:
    """Issue #28, item 9: with three or four players the scores were cut off at the end of
    one long line."""
    seats = [Seat("Ala", "human")] + [
        Seat(f"Komputer {n} (średni)", "computer", "medium") for n in range(1, 4)
    ]
    env.store.create_game(Setup("puzzle", "gra3", 4, 5), seats)
    dialog = SavedGamesDialog(env.store, env.launcher)
    env.qtbot.addWidget(dialog)
    dialog.show()
    item = dialog.tree.topLevelItem(0)
    assert item is not None
    env.qtbot.waitUntil(lambda: item.text(2) != "…", timeout=15_000)
    QApplication.processEvents()
    lines = item.text(1).split("\n")
    assert lines == ["Ala 0"] + [f"Komputer {n} (średni) 0" for n in range(1, 4)]
    metrics = dialog.tree.fontMetrics()
    room = dialog.tree.columnWidth(1)
    assert all(metrics.horizontalAdvance(line) < room for line in lines)
    rect = dialog.tree.visualItemRect(item)
    assert rect.height() >= len(lines) * metrics.lineSpacing()
    dialog.close()
