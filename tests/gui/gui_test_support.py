"""Helpers for the GUI tests: typing Polish letters, finding playable words, starting a game
through the real dialogs."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from engines.core import Setup
from engines.lexicon import load_lexicon
from engines.puzzle import PuzzleGame
from engines.puzzle.gra3 import Gra3State
from engines.records.store import GameStore
from engines.tiles import BLANK
from gui.game_window import GameWindow
from gui.games.puzzle.gra3 import Gra3Screen
from gui.session import GameSession
from gui.shell.launcher import Launcher
from gui.widgets import dialogs
from gui.widgets.board import GridWidget

POLISH_DIACRITICS = set("ąćęłńóśźż")
LOAD_TIMEOUT_MS = 15_000


@dataclass
class FakeClock:
    """A clock the test moves by hand (milliseconds)."""

    now: int = 1_000_000

    def __call__(self) -> int:
        return self.now

    def advance(self, ms: int) -> None:
        self.now += ms


@dataclass
class SeatSpec:
    name: str
    kind: str = "human"
    level: str | None = None


@dataclass
class Env:
    qtbot: QtBot
    data_dir: Path
    store: GameStore
    launcher: Launcher
    clock: FakeClock
    windows: list[GameWindow] = field(default_factory=list)


# -- helpers ---------------------------------------------------------------------------------
def type_text(widget: QWidget, text: str) -> None:
    """Type ``text`` key by key. ``qtbot.keyClicks`` cannot send Polish letters; a key event
    carrying the character as its text can."""
    for ch in text:
        QTest.sendKeyEvent(
            QTest.KeyAction.Click, widget, Qt.Key.Key_unknown, ch, Qt.KeyboardModifier.NoModifier
        )


def words_for(
    rack: tuple[str, ...], min_length: int = 1, max_length: int | None = None
) -> list[str]:
    letters = "".join(t for t in rack if t != BLANK)
    return load_lexicon("pl").anagrams(
        letters, rack.count(BLANK), min_length=min_length, max_length=max_length
    )


def first_racks(seed: int, players: int) -> tuple[tuple[str, ...], ...]:
    return PuzzleGame().new_game(Setup("puzzle", "gra3", players, seed)).racks


def seed_with_polish_word(players: int, player: int = 0) -> tuple[int, str]:
    """A seed whose first rack for ``player`` makes a round-ending word with a diacritic
    and no blank (so the tiles it uses are unambiguous)."""
    for seed in range(1, 1000):
        rack = first_racks(seed, players)[player]
        if BLANK in rack:
            continue
        candidates = [w for w in words_for(rack, min_length=5) if set(w) & POLISH_DIACRITICS]
        if candidates:
            return seed, random.Random(seed).choice(candidates)
    raise AssertionError("no seed found")


def select_game(launcher: Launcher, game_id: str) -> None:
    """Pick a game in the launcher's list, as a click would."""
    games = launcher.games_list
    for row in range(games.count()):
        if games.item(row).data(Qt.ItemDataRole.UserRole) == game_id:
            games.setCurrentRow(row)
            return
    raise AssertionError(f"{game_id} is not in the launcher")


def start_game(
    env: Env,
    seats: list[SeatSpec],
    seed: int,
    options: dict[str, Any] | None = None,
    *,
    game: str | None = None,
    rules: str | None = None,
    flags: dict[str, list[int]] | None = None,
) -> GameWindow:
    """Open the launcher's "Nowa gra" dialog (for ``game``: else the selected one), fill it in,
    press OK; the loaded window. ``flags``: seat-by-seat options, the seats to tick."""
    qtbot = env.qtbot
    if game is not None:
        select_game(env.launcher, game)
    click(env.launcher.new_game_button)
    dialog = env.launcher.new_game_dialog
    assert dialog is not None and dialog.isVisible()
    if rules is not None:
        dialog.rules_combo.setCurrentIndex(dialog.rules_combo.findData(rules))
    dialog.seed = seed
    dialog.players_spin.setValue(len(seats))
    for row, seat in zip(dialog.rows, seats, strict=False):
        row.kind.setCurrentIndex(row.kind.findData(seat.kind))
        if seat.level is not None:
            row.level.setCurrentIndex(row.level.findData(seat.level))
        row.name.setCurrentText(seat.name)
    for key, value in (options or {}).items():
        combo = dialog.option_combos[key]
        combo.setCurrentIndex(combo.findData(value))
    for key, chosen in (flags or {}).items():
        for index in chosen:
            dialog.set_flag(index, key, True)
    click(dialog.ok_button)
    window = env.launcher.game_windows[-1]
    wait_loaded(qtbot, window)
    return window


def wait_loaded(qtbot: QtBot, window: GameWindow) -> None:
    qtbot.waitUntil(lambda: window.session is not None, timeout=LOAD_TIMEOUT_MS)


def pass_privacy(qtbot: QtBot, window: GameWindow, name: str) -> None:
    """The hand-over to ``name``; with one human there is none: their turn opens at once."""
    if sum(seat.kind == "human" for seat in window.seats) == 1:
        qtbot.waitUntil(lambda: window.current is not None)
        assert window.seats[window.current].name == name
        assert not window.privacy.isVisible()
        return
    qtbot.waitUntil(lambda: window.privacy.isVisible())
    assert name in window.privacy.message()
    click(window.privacy.button)
    assert window.current is not None


def walk_cursor_to(board: GridWidget, square: int) -> None:
    """Move a board's keyboard cursor to ``square`` with the arrow keys."""
    size = board.columns
    for _ in range(2 * (board.rows + size)):
        cursor = board.cursor_square
        assert cursor is not None
        if cursor == square:
            return
        row, column = divmod(cursor, size)
        target_row, target_column = divmod(square, size)
        if column < target_column:
            key = Qt.Key.Key_Right
        elif column > target_column:
            key = Qt.Key.Key_Left
        elif row < target_row:
            key = Qt.Key.Key_Down
        else:
            key = Qt.Key.Key_Up
        QTest.keyClick(board, key)
    raise AssertionError("the cursor did not get there")


def click(widget: QWidget) -> None:
    QTest.mouseClick(widget, Qt.MouseButton.LeftButton)


def click_agreeing(widget: QWidget, question: str) -> None:
    """Click ``widget`` and answer yes to the question it asks (titled ``question``; the
    test fails if it asks none or another)."""
    asked: list[str] = []
    saved = dialogs.confirm

    def yes(_parent: object, title: str, _text: str, _yes: str) -> bool:
        asked.append(title)
        return True

    dialogs.confirm = yes
    try:
        click(widget)
    finally:
        dialogs.confirm = saved
    assert asked == [question]


def click_pass(button: QWidget) -> None:
    """ "Pas", answering its question yes."""
    click_agreeing(button, "Spasować?")


def submit_typed(screen: Gra3Screen, word: str) -> None:
    """Type the word and press Enter, as a player would."""
    type_text(screen.word_edit, word)
    QTest.keyClick(screen.word_edit, Qt.Key.Key_Return)


def session_of(window: GameWindow) -> GameSession:
    assert window.session is not None, "the game has not loaded"
    return window.session


def state_of(window: GameWindow) -> Gra3State:
    state = session_of(window).state
    assert isinstance(state, Gra3State)
    return state


def screen_of(window: GameWindow) -> Gra3Screen:
    screen = window.game_screen
    assert isinstance(screen, Gra3Screen)
    return screen


def game_id_of(window: GameWindow) -> int:
    assert window.game_id is not None, "the game is not saved"
    return window.game_id


def cell_text(screen: Gra3Screen, row: int, column: int) -> str:
    item = screen.table.item(row, column)
    return "" if item is None else item.text()
