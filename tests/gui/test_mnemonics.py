"""No two Alt letters in one window (issue #28, item 2): a clash makes Alt+letter cycle the
focus instead of pressing, so an action becomes unreachable without a mouse. Every window and
dialog is opened in Polish and in English."""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QGroupBox,
    QLabel,
    QMainWindow,
    QMenu,
    QPushButton,
    QStackedWidget,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)
from pytestqt.qtbot import QtBot

from engines.core import Setup
from engines.lexicon.wordlists import WordLists, set_default_word_lists
from engines.net.host import NETWORK, HostingRecord, SeatPlan
from engines.records.store import GameStore, Seat
from gui.dialogs.help import shortcuts_html
from gui.games.board_turns import BoardTurnScreen
from gui.network.hosting import HostingWindow
from gui.shell.launcher import Launcher
from gui.support import i18n
from gui.support.settings import Preferences
from gui.widgets.tile_dialogs import ExchangeDialog
from tests.gui.gui_test_support import (
    Env,
    FakeClock,
    SeatSpec,
    click,
    select_game,
    start_game,
)

# The letter after a single "&"; "&&" is a literal ampersand, not a mnemonic.
_MNEMONIC = re.compile(r"(?<!&)(?:&&)*&([^&\s])")


HUMAN_AND_COMPUTER = [SeatSpec("Ania"), SeatSpec("Komputer", "computer", "strong")]


def mnemonic(text: str) -> str | None:
    found = _MNEMONIC.search(text)
    return found.group(1).casefold() if found else None


def _add(scope: dict[str, list[str]], text: str) -> None:
    letter = mnemonic(text)
    if letter is not None:
        scope[letter].append(text)


def _menu_clashes(menu: QMenu, where: str) -> Iterator[str]:
    scope: dict[str, list[str]] = defaultdict(list)
    for action in menu.actions():
        _add(scope, action.text())
        if action.menu() is not None:
            yield from _menu_clashes(action.menu(), f"{where} › {action.text()}")
    yield from (f"{where}: {texts}" for texts in scope.values() if len(texts) > 1)


def on_hidden_page(widget: QWidget, window: QWidget) -> bool:
    """``widget`` lies on a page of a stacked widget that is not shown: its letters cannot
    clash with the shown page's (Qt ignores the shortcuts of hidden widgets), e.g. a game's
    screen behind its end screen."""
    child, parent = widget, widget.parentWidget()
    while parent is not None and child is not window:
        if isinstance(parent, QStackedWidget) and parent.currentWidget() is not child:
            return True
        child, parent = parent, parent.parentWidget()
    return False


def clashes(window: QWidget) -> list[str]:
    """The Alt letters used more than once in ``window``'s own scope or in one of its menus;
    widgets inside another top-level window (a child dialog) are that window's business, and
    so are those on a page of a stacked widget not shown now."""
    scope: dict[str, list[str]] = defaultdict(list)
    found: list[str] = []
    title = window.windowTitle() or type(window).__name__
    for widget in window.findChildren(QWidget):
        if widget.window() is not window or on_hidden_page(widget, window):
            continue
        # A label's letter counts only with a buddy: without one, Alt+letter does nothing.
        labelled = isinstance(widget, QLabel) and widget.buddy() is not None
        if isinstance(widget, QAbstractButton) or labelled:
            _add(scope, widget.text())
        elif isinstance(widget, QGroupBox):
            _add(scope, widget.title())
        elif isinstance(widget, QTabWidget):
            for index in range(widget.count()):
                _add(scope, widget.tabText(index))
    if isinstance(window, QMainWindow):
        for action in window.menuBar().actions():
            _add(scope, action.text())
            if action.menu() is not None:
                found.extend(_menu_clashes(action.menu(), f"{title} › {action.text()}"))
    found.extend(f"{title}: {texts}" for texts in scope.values() if len(texts) > 1)
    return found


def test_the_helper_sees_a_clash_and_ignores_double_ampersands(qtbot: QtBot) -> None:
    window = QWidget()
    qtbot.addWidget(window)
    layout = QVBoxLayout(window)
    for text in ("&Wymiana…", "Podpo&wiedź", "A && B", "&Tak"):
        layout.addWidget(QPushButton(text))
    assert mnemonic("A && &B") == "b"
    assert mnemonic("A && B") is None
    [clash] = clashes(window)
    assert "'&Wymiana…', 'Podpo&wiedź'" in clash


@pytest.fixture(params=["pl", "en"])
def env_in(request: pytest.FixtureRequest, qtbot: QtBot, tmp_path: Path) -> Iterator[Env]:
    """The ``env`` of conftest, but with the launcher built after switching the language."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    i18n.install(app, request.param)
    store = GameStore(tmp_path / "games.sqlite")
    set_default_word_lists(WordLists.in_data_dir(tmp_path))
    preferences = Preferences(tmp_path / "settings.ini")
    preferences.human_pace = False
    clock = FakeClock()
    launcher = Launcher(store, preferences, clock=clock)
    qtbot.addWidget(launcher)
    launcher.show()
    environment = Env(qtbot, tmp_path, store, launcher, clock)
    yield environment
    for window in list(launcher.game_windows) + list(launcher.replay_windows):
        window.close()
    launcher.close()
    store.close()
    i18n.install(app, "pl")


def _not_tab_reachable(screen: BoardTurnScreen) -> list[str]:
    """The turn's main actions that Tab cannot reach (a click must still not take the focus)."""
    buttons = (screen.submit_button, screen.pass_button, screen.exchange_button)
    return [
        f"{button.text()}: no Tab focus"
        for button in buttons
        if button.focusPolicy() != Qt.FocusPolicy.TabFocus
    ]


def _rule_sets(env: Env, game: str) -> list[str]:
    select_game(env.launcher, game)
    click(env.launcher.new_game_button)
    dialog = env.launcher.new_game_dialog
    assert dialog is not None
    rules = [dialog.rules_combo.itemData(i) for i in range(dialog.rules_combo.count())]
    found = clashes(dialog)
    dialog.reject()
    assert not found, found
    return rules


def _hosting_window(env: Env) -> HostingWindow:
    """The window of a game hosted from the app (on 127.0.0.1, any free port)."""
    dialog = env.launcher.open_host_game()
    dialog.port_spin.setValue(0)
    dialog.loopback_check.setChecked(True)
    dialog.accept()
    (window,) = env.launcher.hosting_windows
    return window


def _hosted_game(env: Env) -> int:
    """An unfinished game saved as hosted on the network (its dialog asks how to go on)."""
    plans = (SeatPlan(NETWORK), SeatPlan(NETWORK, name="Ola"))
    record = HostingRecord("KAT234", 5050, "127.0.0.1", plans)
    seats = [Seat("Ala", "human"), Seat("Ola", "human")]
    return env.store.create_game(Setup("puzzle", "gra3", 2, 7), seats, hosting=record.to_json())


def test_no_window_or_dialog_has_two_equal_alt_letters(env_in: Env) -> None:
    env = env_in
    launcher = env.launcher
    problems = clashes(launcher)
    games = [
        launcher.games_list.item(row).data(Qt.ItemDataRole.UserRole)
        for row in range(launcher.games_list.count())
    ]
    for game in games:
        for rules in _rule_sets(env, game):
            window = start_game(env, HUMAN_AND_COMPUTER, 1, game=game, rules=rules)
            env.qtbot.waitUntil(lambda w=window: w.current is not None, timeout=15_000)
            problems += clashes(window)
            if isinstance(window.game_screen, BoardTurnScreen):
                problems += _not_tab_reachable(window.game_screen)
            game_id = window.game_id
            window.close()
            assert game_id is not None
            replay = launcher.open_replay(game_id)
            assert replay is not None
            problems += clashes(replay)
            replay.close()
    dialogs = (
        launcher.open_preferences(),
        launcher.open_history(),
        launcher.open_stats(),
        launcher.open_saved_games(),
        launcher.open_word_lookup(),
        launcher.open_rules(),
        launcher.open_network_game(),
        launcher.open_host_game(),
        launcher.open_resume_hosting(_hosted_game(env)),
    )
    for opened in dialogs:
        assert opened is not None
        problems += clashes(opened)
        opened.close()
    hosting = _hosting_window(env)
    problems += clashes(hosting)
    for seat_window in list(launcher.network_windows):  # the host's own player's (seat 1)
        problems += clashes(seat_window)
        seat_window.close()
    hosting.close()
    exchange = ExchangeDialog(tuple("kotaeiz"), dict.fromkeys("kotaeiz", 1), 67)
    env.qtbot.addWidget(exchange)
    problems += clashes(exchange)
    assert not problems, "\n".join(problems)


def test_the_shortcuts_page_lists_the_alt_letters_and_tab() -> None:
    page = shortcuts_html()
    assert "Alt+litera" in page
    assert "Alt+P: Pas" in page
    assert "<b>Tab</b>" in page
