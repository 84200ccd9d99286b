"""Issue #42 point 1: the player chooses how long the master thinks (Ustawienia → Komputer),
the crossword's mistrz gets that budget, and the status bar shows how far its thinking got."""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from engines.core import Action
from engines.crossword import simulation
from engines.crossword.computer import CrosswordComputer
from gui.support.settings import THINK_SECONDS, THINK_SECONDS_RANGE, Preferences
from tests.gui.gui_test_support import Env, SeatSpec, session_of, start_game


def test_the_default_time_to_think_is_mistrzs_default_budget(tmp_path: Path) -> None:
    """The launcher reads the default without loading the engines: the two must agree."""
    assert THINK_SECONDS == simulation.DEFAULT_BUDGET
    assert Preferences(tmp_path / "fresh.ini").think_seconds == THINK_SECONDS


def test_a_time_to_think_out_of_range_in_the_file_is_the_default(tmp_path: Path) -> None:
    path = tmp_path / "settings.ini"
    for written in ("0.01", "500", "nan", "dużo"):
        path.write_text(f"[General]\nthink_seconds={written}\n", encoding="utf-8")
        assert Preferences(path).think_seconds == THINK_SECONDS
    with pytest.raises(ValueError):
        Preferences(path).think_seconds = THINK_SECONDS_RANGE[1] + 1


def test_the_dialog_sets_the_time_to_think_and_mistrz_thinks_that_long(
    env: Env, monkeypatch: pytest.MonkeyPatch
) -> None:
    dialog = env.launcher.open_preferences()
    assert dialog.think_spin.value() == THINK_SECONDS
    assert (dialog.think_spin.minimum(), dialog.think_spin.maximum()) == THINK_SECONDS_RANGE
    dialog.think_spin.setValue(0.5)
    dialog.ok_button.click()
    assert Preferences(env.data_dir / "settings.ini").think_seconds == 0.5
    assert env.launcher.open_preferences().think_spin.value() == 0.5

    budgets: list[float | None] = []
    choose = CrosswordComputer.choose

    def recorded(
        self: CrosswordComputer,
        view: Any,
        rng: random.Random,
        should_stop: Callable[[], bool],
        progress: Callable[[float], None],
    ) -> Action:
        if self.level == "mistrz":
            budgets.append(self.budget)
        return choose(self, view, rng, should_stop, progress)

    monkeypatch.setattr(CrosswordComputer, "choose", recorded)
    window = start_game(
        env,
        [SeatSpec("Mistrz", "computer", "mistrz"), SeatSpec("Łatwy", "computer", "easy")],
        seed=3,
        game="crossword",
        rules="jawa",
    )
    env.qtbot.waitUntil(lambda: bool(budgets), timeout=30_000)
    assert budgets[0] == 0.5
    window.asks_before_closing = False


def test_the_status_bar_shows_how_far_the_computer_got(env: Env) -> None:
    window = start_game(
        env,
        [SeatSpec("Ala"), SeatSpec("Mistrz", "computer", "mistrz")],
        seed=3,
        game="crossword",
        rules="jawa",
    )
    session, bar = session_of(window), window.thinking_bar
    session.thinking.emit(True)
    assert bar.isVisible() and bar.maximum() == 0  # busy until it says how far it got
    session.progress.emit(0.42)
    assert (bar.maximum(), bar.value()) == (100, 42)
    session.thinking.emit(False)
    assert not bar.isVisible()
    session.thinking.emit(True)
    assert bar.maximum() == 0
