"""The launcher, the new-game and preferences dialogs, and a damaged saved-games file."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from gui_test_support import Env, click
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QApplication, QLabel, QPushButton, QWidget
from pytestqt.qtbot import QtBot

import gui.games
from engines.records.store import GameStore, Seat, StoreDamaged, StoreError, StoreFull
from engines.registry import all_games
from gui.dialogs.new_game import NewGameDialog, is_word_list
from gui.shell import store_open
from gui.shell.launcher import PITCH_ROLE, Launcher, picture_side
from gui.shell.store_open import open_store
from gui.support.appearance import apply_appearance
from gui.support.i18n import pick
from gui.support.settings import FONT_SIZES, Preferences

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
        if not spec.offered:  # kept for games saved before a rule changed: never chosen
            assert spec.key not in dialog.option_combos
            continue
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
    assert launcher.unsaved_label is not None
    assert "nie są zapisywane" in launcher.unsaved_label.text()
    launcher.statusBar().showMessage("coś innego")  # a passing message hides nothing
    assert launcher.unsaved_label.isVisibleTo(launcher)
    assert not launcher.continue_button.isEnabled()
    assert launcher.new_game_button.isEnabled()


def test_a_full_disk_is_said_at_start_and_all_along(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "games.sqlite"

    def full(_path: Path) -> GameStore:
        raise StoreFull(path, 0)

    monkeypatch.setattr(store_open, "GameStore", full)
    told: list[tuple[str, str]] = []
    store, why = store_open.open_store_saying_why(
        path, ask=lambda _e: True, warn=lambda title, text: told.append((title, text))
    )
    assert store is None and isinstance(why, StoreFull)
    assert told[0][0] == "Dysk jest pełny" and "Zwolnij miejsce" in told[0][1]
    assert "nie zapisuje żadnej gry" in told[0][1]
    launcher = Launcher(None, Preferences(tmp_path / "settings.ini"), unsaved=why)
    qtbot.addWidget(launcher)
    assert launcher.unsaved_label is not None
    assert launcher.unsaved_label.text().startswith("Dysk jest pełny: gry nie są zapisywane")


def _no_warning(title: str, text: str) -> None:
    raise AssertionError(f"unexpected warning: {title}: {text}")


def _smoke(tmp_path: Path) -> tuple[subprocess.CompletedProcess[str], Path]:
    out = tmp_path / "launcher.png"
    result = subprocess.run(
        [sys.executable, "-m", "gui", "--smoke-test", str(out), "--data-dir", str(tmp_path / "d")],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    return result, out


def test_smoke_test_writes_a_screenshot(tmp_path: Path) -> None:
    # How long it takes is a benchmark's figure (docs/speed.md), not a test's: shared machines
    # are too noisy for a time limit.
    result, out = _smoke(tmp_path)
    assert result.returncode == 0, result.stderr
    assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_smoke_test_survives_a_damaged_store(tmp_path: Path) -> None:
    data = tmp_path / "d"
    data.mkdir()
    (data / "games.sqlite").write_bytes(b"garbage" * 50)
    result, out = _smoke(tmp_path)
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
    result, _out = _smoke(tmp_path)
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


def _drawn(picture: QPixmap) -> bool:
    """Whether a picture has anything on it (not the transparent room kept for it)."""
    image = picture.toImage()
    return any(
        image.pixelColor(x, y).alpha() > 0
        for x in range(0, image.width(), 4)
        for y in range(0, image.height(), 4)
    )


def test_every_game_has_a_picture_of_its_board_and_a_pitch(env: Env) -> None:
    """Issue #28, item 10: "each game with a picture of its board and a one-line pitch"."""
    games = env.launcher.games_list
    assert games.count() == len(all_games())

    def pictures() -> list[QPixmap]:
        return [
            games.item(row).data(Qt.ItemDataRole.DecorationRole) for row in range(games.count())
        ]

    env.qtbot.waitUntil(lambda: all(_drawn(p) for p in pictures()), timeout=5_000)
    pitches = [str(games.item(row).data(PITCH_ROLE)) for row in range(games.count())]
    assert all(pitches) and len(set(pitches)) == len(pitches)
    assert len({p.toImage().cacheKey() for p in pictures()}) == len(pitches)
    side = picture_side(env.launcher.fontMetrics().height())
    for row, picture in enumerate(pictures()):
        assert isinstance(picture, QPixmap) and not picture.isNull()
        assert max(picture.width(), picture.height()) == side
        # Each row is tall enough for its picture and does not run into the next one.
        rect = games.visualItemRect(games.item(row))
        assert rect.height() >= picture.height()
        if row:
            assert rect.top() >= games.visualItemRect(games.item(row - 1)).bottom()


def _clipped(window: QWidget) -> list[str]:
    """Visible buttons narrower or lower than their text needs, visible buttons overlapping,
    and wrapped labels shorter than their text: what a too-large font does to a layout."""
    problems = []
    buttons = [b for b in window.findChildren(QPushButton) if b.isVisible()]
    for button in buttons:
        hint = button.sizeHint()
        if button.width() < hint.width() or button.height() < hint.height():
            problems.append(f"button {button.text()!r} {button.size()} < {hint}")
        if not window.rect().contains(QRect(button.mapTo(window, QPoint()), button.size())):
            problems.append(f"button {button.text()!r} outside the window")
    for n, first in enumerate(buttons):
        for second in buttons[n + 1 :]:
            a = QRect(first.mapTo(window, QPoint()), first.size())
            b = QRect(second.mapTo(window, QPoint()), second.size())
            if a.intersects(b):
                problems.append(f"{first.text()!r} overlaps {second.text()!r}")
    for label in window.findChildren(QLabel):
        if not label.isVisible() or not label.text():
            continue
        if label.wordWrap() and label.height() < label.heightForWidth(label.width()):
            problems.append(f"label {label.text()[:30]!r} cut off")
        if not label.wordWrap() and label.width() < label.sizeHint().width():
            problems.append(f"label {label.text()[:30]!r} too narrow")
    return problems


@pytest.mark.parametrize("size", [None, (1024, 700), (1920, 1080)])
def test_nothing_is_cut_off_at_the_largest_font(
    qtbot: QtBot, qapp: QApplication, tmp_path: Path, size: tuple[int, int] | None
) -> None:
    """Issue #28, item 9: "the launcher broken at the largest font setting (18 pt)"."""
    preferences = Preferences(tmp_path / "settings.ini")
    preferences.font_size = max(FONT_SIZES)
    apply_appearance(qapp, preferences)
    try:
        launcher = Launcher(None, preferences)
        qtbot.addWidget(launcher)
        if size is not None:  # else the size it opens with
            launcher.resize(*size)
        launcher.show()
        qtbot.waitExposed(launcher)
        QApplication.processEvents()
        assert launcher.font().pointSize() == 18
        assert _clipped(launcher) == []
        # Every game's row can be reached: the list scrolls rather than cutting rows off.
        games = launcher.games_list
        games.scrollToItem(games.item(games.count() - 1))
        last = games.visualItemRect(games.item(games.count() - 1))
        assert games.viewport().rect().contains(last)
    finally:
        apply_appearance(qapp, Preferences(tmp_path / "default-look.ini"))


def test_without_a_display_one_line_says_so_instead_of_qts_abort(tmp_path: Path) -> None:
    """What ``tools/run.sh`` shows on a text console or over ssh without -X: not Qt's abort,
    whose advice (install libxcb-cursor0) is wrong there, but one line and exit status 1."""
    if not sys.platform.startswith("linux"):
        pytest.skip("Windows and macOS need no DISPLAY")
    env = {
        k: v
        for k, v in os.environ.items()
        if k not in ("DISPLAY", "WAYLAND_DISPLAY") and not k.startswith("QT_")
    }
    result = subprocess.run(
        [sys.executable, "-m", "gui", "--data-dir", str(tmp_path / "d")],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 1, result.stderr
    assert result.stderr.strip().splitlines() == [
        "gry-slowne: error: no display to show the window on (neither DISPLAY nor "
        "WAYLAND_DISPLAY is set): start it in a desktop session, or over ssh with -X"
    ]


def test_a_display_or_a_chosen_platform_is_left_to_qt() -> None:
    from gui.app import no_display

    assert no_display({}, "linux", []) is not None
    assert no_display({"DISPLAY": ":0"}, "linux", []) is None
    assert no_display({"WAYLAND_DISPLAY": "wayland-0"}, "linux", []) is None
    assert no_display({"QT_QPA_PLATFORM": "offscreen"}, "linux", []) is None
    assert no_display({}, "linux", ["-platform", "vnc"]) is None
    assert no_display({}, "darwin", []) is None
    assert no_display({}, "win32", []) is None
