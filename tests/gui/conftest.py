"""GUI test fixtures: offscreen Qt, the bundled font, Polish, a fresh data folder per test."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from collections.abc import Iterator
from pathlib import Path

import pytest
from gui_test_support import Env, FakeClock
from PySide6.QtCore import QThreadPool
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from engines.lexicon.wordlists import WordLists, set_default_word_lists
from engines.records.store import GameStore
from gui.shell.launcher import Launcher
from gui.support import i18n
from gui.support.fonts import load_bundled_fonts
from gui.support.settings import Preferences
from gui.widgets import dialogs


@pytest.fixture(autouse=True)
def polish_interface(qapp: QApplication) -> Iterator[None]:
    i18n.install(qapp, "pl")
    load_bundled_fonts(qapp)
    yield
    # No test may leave a worker running into the next one, nor a result to deliver.
    assert QThreadPool.globalInstance().waitForDone(15_000)
    QApplication.processEvents()


#: Whether a test's own body is running (not its set-up or tear-down).
_in_test_body = [False]


@pytest.hookimpl(wrapper=True)
def pytest_runtest_call(item: pytest.Item) -> Iterator[None]:
    _in_test_body[0] = True
    try:
        return (yield)
    finally:
        _in_test_body[0] = False


@pytest.fixture(autouse=True)
def no_unexpected_question(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """A blocking question nobody answers would hang the run: a test that expects one answers
    it (monkeypatches ``dialogs.confirm`` itself); any other is answered yes and fails the
    test at its end (raising inside a Qt event handler would take the process down). Windows
    a test leaves open close without a question counted (a move begun is the test's own)."""
    asked: list[str] = []

    def unexpected(_parent: object, title: str, text: str, _yes: str) -> bool:
        if _in_test_body[0]:
            asked.append(f"{title} {text}")
        return True

    monkeypatch.setattr(dialogs, "confirm", unexpected)
    yield
    assert not asked, f"unexpected questions: {asked}"


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def env(qtbot: QtBot, tmp_path: Path, clock: FakeClock) -> Iterator[Env]:
    store = GameStore(tmp_path / "games.sqlite")
    # The players' word lists of this test's data folder (the root conftest resets it).
    set_default_word_lists(WordLists.in_data_dir(tmp_path))
    preferences = Preferences(tmp_path / "settings.ini")
    preferences.human_pace = False  # computers answer at once unless a test asks for a pace
    launcher = Launcher(store, preferences, clock=clock)
    qtbot.addWidget(launcher)
    launcher.show()
    environment = Env(qtbot, tmp_path, store, launcher, clock)
    yield environment
    for window in list(launcher.game_windows):
        window.close()
    assert QThreadPool.globalInstance().waitForDone(15_000)
    QApplication.processEvents()
    store.close()
