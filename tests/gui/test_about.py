"""Pomoc → O programie in the launcher and in a game window: version, attributions, licences."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow
from pytestqt.qtbot import QtBot

from engines.crossword import movegen
from engines.resources import resource_path
from gui.dialogs.about import LICENCE_FILES, AboutDialog, app_version
from tests.gui.gui_test_support import Env, SeatSpec, start_game

ATTRIBUTIONS = (
    "sjp.pl",
    "CC BY 4.0",
    "SCOWL",
    "Morfeusz 2",
    "SGJP",
    "BSD",
    "wordfreq",
    "CC BY-SA 4.0",
    "Qt 6",
    "PySide6",
    "LGPL",
    "DejaVu",
)


def about_action(window: QMainWindow) -> QAction:
    menus = {action.text(): action.menu() for action in window.menuBar().actions()}
    assert "Pomo&c" in menus, list(menus)
    (about,) = [a for a in menus["Pomo&c"].actions() if a.text() == "&O programie…"]
    return about


def open_about(qtbot: QtBot, window: QMainWindow) -> AboutDialog:
    about_action(window).trigger()
    dialog = window.findChild(AboutDialog)
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)
    return dialog


def test_the_launcher_s_about_box_names_version_and_sources(env: Env) -> None:
    dialog = open_about(env.qtbot, env.launcher)
    assert app_version() != "?"  # the tests run installed (editable or not)
    assert f"wersja {app_version()}" in dialog.title.text()
    assert dialog.core_text() in dialog.title.text()
    assert ("skompilowany" in dialog.core_text()) == (movegen.CORE == "compiled")
    text = dialog.about_text.toPlainText()
    for name in ATTRIBUTIONS:
        assert name in text, name
    dialog.close()


def test_every_licence_file_is_listed_and_shown(env: Env) -> None:
    shipped = {path.name for path in resource_path("licences").iterdir()}
    assert shipped == set(LICENCE_FILES)
    dialog = open_about(env.qtbot, env.launcher)
    for row, name in enumerate(LICENCE_FILES):
        dialog.licence_list.setCurrentRow(row)
        assert dialog.licence_text.toPlainText() == resource_path("licences", name).read_text(
            "utf-8"
        )
    dialog.close()


def test_a_game_window_has_the_about_box_too(env: Env) -> None:
    window = start_game(env, [SeatSpec("Ala"), SeatSpec("Ola")], seed=1, game="puzzle")
    dialog = open_about(env.qtbot, window)
    assert "sjp.pl" in dialog.about_text.toPlainText()
    dialog.close()


def test_version_option_names_the_version_and_the_move_generator_core() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "gui", "--version"],
        cwd=Path(__file__).resolve().parents[2],
        capture_output=True,
        text=True,
        check=True,
    )
    assert done.stdout.strip() == f"gry-slowne {app_version()} (move generator: {movegen.CORE})"
