"""Ustawienia → Wygląd i dźwięk (issue #12): theme (dark through the palette), font size,
sounds (off by default; a turn, a clock's last seconds), reduce motion; and defect 1: the
dialog grows when the restart note appears, clipping nothing."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QApplication, QLabel

from gui.support.appearance import apply_appearance, is_dark
from gui.support.fonts import POINT_SIZE
from gui.support.settings import Preferences
from gui.support.sounds import SOUNDS, SoundPlayer, sound_path
from tests.gui.gui_test_support import (
    Env,
    SeatSpec,
    pass_privacy,
    screen_of,
    seed_with_polish_word,
    start_game,
    submit_typed,
)


@pytest.fixture
def restore_look(qapp: QApplication, tmp_path: Path) -> Iterator[None]:
    yield
    apply_appearance(qapp, Preferences(tmp_path / "default-look.ini"))


def test_the_restart_note_grows_the_dialog_and_nothing_is_clipped(env: Env) -> None:
    dialog = env.launcher.open_preferences()
    env.qtbot.waitUntil(dialog.isVisible)
    before = dialog.height()
    dialog.language_combo.setCurrentIndex(dialog.language_combo.findData("en"))
    QApplication.processEvents()
    assert dialog.restart_note.isVisible()
    assert dialog.height() > before
    for label in dialog.findChildren(QLabel):
        if label.isVisible() and label.wordWrap():
            assert label.height() >= label.heightForWidth(label.width()), label.text()
    dialog.reject()


def test_dark_theme_and_font_size_apply_on_ok(
    env: Env, qapp: QApplication, restore_look: None
) -> None:
    dialog = env.launcher.open_preferences()
    dialog.theme_combo.setCurrentIndex(dialog.theme_combo.findData("dark"))
    dialog.font_combo.setCurrentIndex(dialog.font_combo.findData(14))
    dialog.ok_button.click()
    assert is_dark(qapp.palette()) and qapp.font().pointSize() == 14
    saved = Preferences(env.data_dir / "settings.ini")
    assert (saved.theme, saved.font_size) == ("dark", 14)
    saved.theme, saved.font_size = "system", 0
    apply_appearance(qapp, saved)
    assert not is_dark(qapp.palette()) and qapp.font().pointSize() == POINT_SIZE
    assert qapp.palette().color(QPalette.ColorRole.Window).isValid()


def test_sounds_are_off_by_default_and_every_sound_is_bundled(tmp_path: Path) -> None:
    played: list[str] = []
    preferences = Preferences(tmp_path / "settings.ini")
    player = SoundPlayer(lambda: preferences.sound, lambda path: played.append(path.stem))
    player.play("turn")
    assert played == [] and not preferences.sound
    preferences.sound = True
    player.play("turn")
    assert played == ["turn"]
    for name in SOUNDS:
        assert sound_path(name).read_bytes()[:4] == b"RIFF"


def test_a_turn_and_the_last_ten_seconds_sound(env: Env) -> None:
    env.launcher.preferences.sound = True
    seed, word = seed_with_polish_word(players=2)
    window = start_game(env, [SeatSpec("Ania"), SeatSpec("Bartek")], seed)
    played: list[str] = []
    window.sounds = SoundPlayer(lambda: True, lambda path: played.append(path.stem))
    pass_privacy(env.qtbot, window, "Ania")
    assert played == ["turn"]
    env.clock.advance(30_000)
    submit_typed(screen_of(window), word)  # the round ends at 0:30: Bartek has 30 s
    pass_privacy(env.qtbot, window, "Bartek")
    assert played == ["turn", "turn"]
    env.clock.advance(19_000)  # 11 s left
    window.countdown.check()
    assert played.count("tick") == 0
    for _second in range(5):
        env.clock.advance(1_000)
        window.countdown.check()
        window.countdown.check()  # twice in one second: one tick
    assert played.count("tick") == 5


def test_a_round_summary_fades_in_unless_motion_is_reduced(env: Env) -> None:
    seed, _word = seed_with_polish_word(players=2)
    window = start_game(env, [SeatSpec("Ania"), SeatSpec("Bartek")], seed)
    screen = window.game_screen
    assert screen is not None
    env.launcher.preferences.reduce_motion = True
    window._fade_in(screen)
    assert window.fade is None and screen.graphicsEffect() is None
    env.launcher.preferences.reduce_motion = False
    window._fade_in(screen)
    assert window.fade is not None and screen.graphicsEffect() is not None
    env.qtbot.waitUntil(lambda: screen.graphicsEffect() is None)  # gone once faded in


def test_the_last_time_limit_is_offered_for_the_next_game(env: Env) -> None:
    seed, _word = seed_with_polish_word(players=2)
    seats = [SeatSpec("Ania"), SeatSpec("Bartek")]
    start_game(env, seats, seed, {"time_limit": 120}, rules="gra2").close()
    dialog = env.launcher.open_new_game("puzzle")
    assert dialog is not None
    dialog.rules_combo.setCurrentIndex(dialog.rules_combo.findData("gra2"))
    assert dialog.option_combos["time_limit"].currentData() == 120
    dialog.reject()


def test_human_pace_is_on_by_default_and_the_dialog_turns_it_off(env: Env, tmp_path: Path) -> None:
    assert Preferences(tmp_path / "fresh.ini").human_pace
    dialog = env.launcher.open_preferences()
    dialog.pace_check.setChecked(True)
    dialog.ok_button.click()
    assert Preferences(env.data_dir / "settings.ini").human_pace
    dialog = env.launcher.open_preferences()
    assert dialog.pace_check.isChecked()
    dialog.pace_check.setChecked(False)
    dialog.ok_button.click()
    assert not Preferences(env.data_dir / "settings.ini").human_pace
