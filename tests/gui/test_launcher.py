"""The launcher, the new-game and preferences dialogs, and a damaged saved-games file."""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

import pytest
from gui_test_support import Env, click
from pytestqt.qtbot import QtBot

import gui.games
from engines.records.store import GameStore, Seat, StoreDamaged, StoreError
from engines.registry import all_games
from gui.shell.launcher import Launcher
from gui.shell.new_game import NewGameDialog, is_word_list
from gui.shell.store_open import open_store
from gui.support.i18n import pick
from gui.support.settings import Preferences

ROOT = Path(__file__).resolve().parents[2]


def test_the_launcher_lists_every_registered_game(env: Env) -> None:
    launcher = env.launcher
    assert launcher.windowTitle() == "Gry słowne"
    names = [launcher.games_list.item(i).text() for i in range(launcher.games_list.count())]
    assert names == [pick(game.info.name) for game in all_games()]
    assert launcher._description_label.text() == pick(all_games()[0].info.description)
    # A fresh data folder has nothing to continue.
    assert not launcher.continue_button.isEnabled()


def test_new_game_dialog_follows_the_rule_set(env: Env) -> None:
    env.store.remember_player(Seat("Łucja", "human"))
    dialog = env.launcher.open_new_game()
    assert isinstance(dialog, NewGameDialog)
    info = all_games()[0].info
    rules = info.rule_sets[0]
    assert dialog.rules_combo.count() == len(info.rule_sets)
    assert (dialog.players_spin.minimum(), dialog.players_spin.maximum()) == (
        rules.min_players,
        rules.max_players,
    )
    # Names come from the known players; seat 2 is a computer at the default level.
    seats = dialog.seats()
    assert seats[0] == Seat("Łucja", "human", None)
    assert seats[1].kind == "computer" and seats[1].level == "medium"
    assert not dialog.rows[0].level.isEnabled() and dialog.rows[1].level.isEnabled()
    for spec in rules.options:
        if is_word_list(spec):  # a house-rule word list is typed, not chosen
            assert dialog.option_edits[spec.key].text() == " ".join(spec.default)
            continue
        combo = dialog.option_combos[spec.key]
        assert [combo.itemData(i) for i in range(combo.count())] == list(spec.allowed)
        assert combo.currentData() == spec.default
    dialog.players_spin.setValue(rules.max_players)
    assert len(dialog.seats()) == rules.max_players
    assert dialog.setup().seed == dialog.seed and dialog.seed > 0


def test_new_game_dialog_refuses_equal_names(env: Env) -> None:
    dialog = env.launcher.open_new_game()
    assert dialog is not None
    dialog.set_seat(0, "Ola", "human")
    dialog.set_seat(1, "ola", "human")
    click(dialog.ok_button)
    assert dialog.isVisible() and "różnić" in dialog.error_label.text()
    assert env.launcher.game_windows == []


def test_preferences_are_stored(env: Env) -> None:
    dialog = env.launcher.open_preferences()
    dialog.language_combo.setCurrentIndex(dialog.language_combo.findData("en"))
    assert dialog.restart_note.isVisible()
    dialog.checking_combo.setCurrentIndex(dialog.checking_combo.findData("challenge"))
    dialog._on_accept()
    again = Preferences(env.data_dir / "settings.ini")
    assert (again.language, again.word_checking) == ("en", "challenge")


def test_a_damaged_store_is_moved_aside_only_when_the_user_agrees(tmp_path: Path) -> None:
    path = tmp_path / "games.sqlite"
    garbage = b"this is not a database" * 10
    path.write_bytes(garbage)
    asked: list[StoreError] = []

    def refuse(error: StoreError) -> bool:
        asked.append(error)
        return False

    assert open_store(path, ask=refuse, warn=_no_warning) is None
    assert isinstance(asked[0], StoreDamaged)
    assert path.read_bytes() == garbage  # never overwritten

    store = open_store(path, ask=lambda e: True, warn=_no_warning)
    assert store is not None
    store.close()
    aside = [p for p in tmp_path.iterdir() if p.name.startswith("games.sqlite.damaged")]
    assert len(aside) == 1 and aside[0].read_bytes() == garbage


def test_the_launcher_opens_without_a_store(qtbot: QtBot, tmp_path: Path) -> None:
    launcher = Launcher(None, Preferences(tmp_path / "settings.ini"))
    qtbot.addWidget(launcher)
    assert "nie są zapisywane" in launcher.statusBar().currentMessage()
    assert not launcher.continue_button.isEnabled()
    assert launcher.new_game_button.isEnabled()


def _no_warning(title: str, text: str) -> None:
    raise AssertionError(f"unexpected warning: {title}: {text}")


def _smoke(tmp_path: Path, *extra: str) -> tuple[subprocess.CompletedProcess[str], float, Path]:
    out = tmp_path / "launcher.png"
    started = time.monotonic()
    result = subprocess.run(
        [sys.executable, "-m", "gui", "--smoke-test", str(out), "--data-dir", str(tmp_path / "d")],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    return result, time.monotonic() - started, out


def test_smoke_test_writes_a_screenshot_quickly(tmp_path: Path) -> None:
    result, elapsed, out = _smoke(tmp_path)
    assert result.returncode == 0, result.stderr
    assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert elapsed < 5.0  # the budget is 1.5 s; the margin is for loaded CI machines


def test_smoke_test_survives_a_damaged_store(tmp_path: Path) -> None:
    data = tmp_path / "d"
    data.mkdir()
    (data / "games.sqlite").write_bytes(b"garbage" * 50)
    result, _elapsed, out = _smoke(tmp_path)
    assert result.returncode == 0, result.stderr
    assert out.exists()
    assert (data / "games.sqlite").read_bytes() == b"garbage" * 50


def test_start_up_adds_nothing_heavy_to_what_the_engines_import(tmp_path: Path) -> None:
    """The launcher must not load the lexicon's searches or numpy itself (they load in a
    worker when a game opens). What importing the registered engines costs is theirs: compare
    with a bare ``all_games()``."""
    heavy = ("numpy", "engines.lexicon.anagram", "engines.lexicon.relation")
    engines_only = (
        "import sys\n"
        "from engines.registry import all_games\n"
        "all_games()\n"
        f"print(','.join(m for m in {heavy!r} if m in sys.modules))\n"
    )
    whole_app = (
        "import sys\n"
        "from gui.app import main\n"
        f"rc = main(['--smoke-test', {str(tmp_path / 'x.png')!r}, "
        f"'--data-dir', {str(tmp_path / 'd')!r}])\n"
        f"print(','.join(m for m in {heavy!r} if m in sys.modules))\n"
        "sys.exit(rc)\n"
    )
    loaded = []
    for code in (engines_only, whole_app):
        result = subprocess.run(
            [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60
        )
        assert result.returncode == 0, result.stderr
        loaded.append(set(filter(None, result.stdout.strip().split(","))))
    assert loaded[1] <= loaded[0]


def test_a_new_store_is_made_in_the_data_dir(tmp_path: Path) -> None:
    result, _elapsed, _out = _smoke(tmp_path)
    assert result.returncode == 0, result.stderr
    with GameStore(tmp_path / "d" / "games.sqlite") as store:
        assert store.unfinished() == []


def test_a_game_without_a_screen_cannot_be_started(
    env: Env, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(gui.games, "SCREENS", {})
    env.launcher.games_list.setCurrentRow(-1)
    env.launcher.games_list.setCurrentRow(0)
    assert not env.launcher.new_game_button.isEnabled()
    assert "nie da się jeszcze rozegrać" in env.launcher._rules_label.text()
