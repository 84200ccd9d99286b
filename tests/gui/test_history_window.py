"""History, replay with analysis, statistics: driven through the real widgets."""

from __future__ import annotations

from pathlib import Path

import pytest
from gui_test_support import Env
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from pytestqt.qtbot import QtBot

from engines.core import Setup
from engines.records.store import GameStore, Seat
from engines.tools.play import play_out
from gui.records.replay import CrosswordPosition, ReplayWindow
from gui.widgets import dialogs

SEATS = (Seat("Żaneta", "human"), Seat("Komputer", "computer", "strong"))


def add_games(store: GameStore, specs: list[tuple[str, str, int]]) -> list[int]:
    ids = []
    for game_id, rules, seed in specs:
        game, state, record = play_out(Setup(game_id, rules, 2, seed), ["medium", "strong"])
        ids.append(store.import_game(record.setup, SEATS, record.moves, game.outcome(state).scores))
    return ids


def test_history_lists_filters_exports_imports_and_deletes(
    env: Env, qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    ids = add_games(env.store, [("crossword", "jawa", 3), ("puzzle", "gra3", 4)])
    qtbot.keyClick(env.launcher, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    history = env.launcher.history_window
    assert history is not None and history.isVisible()
    assert history.tree.topLevelItemCount() == 2
    assert history.count_label.text() == "Gier: 2"
    history.game_filter.setCurrentIndex(history.game_filter.findData("crossword"))
    assert history.count_label.text() == "Gier: 1"
    assert history.selected_id() == ids[0]
    item = history.tree.currentItem()
    assert "Żaneta" in item.text(2) and "komputer, mocny" in item.text(2)
    # export as GCG and import again: a second identical game
    target = tmp_path / "gra.gcg"
    history.export_to(ids[0], target)
    assert "#character-encoding UTF-8" in target.read_text(encoding="utf-8")
    new_id = history.import_from(target).game_id
    assert env.store.moves(new_id, _crossword()) == env.store.moves(ids[0], _crossword())
    assert history.tree.topLevelItemCount() == 3
    history.player_filter.setCurrentIndex(history.player_filter.findData("Żaneta"))
    assert history.count_label.text() == "Gier: 2"  # crossword filter still on
    monkeypatch.setattr(dialogs, "confirm", lambda *_args: True)
    history.activateWindow()
    qtbot.waitActive(history)
    history.tree.setFocus()
    chosen = history.selected_id()
    qtbot.keyClick(history.tree, Qt.Key.Key_Delete)
    assert chosen not in [g.id for g in env.store.finished()]
    assert history.tree.topLevelItemCount() == 2


def _crossword() -> object:
    from engines.registry import get_game

    return get_game("crossword")


def test_replay_steps_with_buttons_slider_and_keys_and_shows_the_analysis(
    env: Env, qtbot: QtBot, tmp_path: Path
) -> None:
    (game_id,) = add_games(env.store, [("crossword", "jawa", 3)])
    history = env.launcher.open_history()
    assert history is not None
    history.activateWindow()
    qtbot.waitActive(history)
    history.tree.setFocus()
    qtbot.keyClick(history.tree, Qt.Key.Key_Return)
    assert env.launcher.replay_windows
    window = env.launcher.replay_windows[-1]
    assert isinstance(window, ReplayWindow) and window.game_id == game_id
    window.activateWindow()
    qtbot.waitActive(window)
    position = window.position
    assert isinstance(position, CrosswordPosition)
    moves = len(window.replay.moves)
    assert window.index == 0 and not list(position.board.board.tiles())
    qtbot.mouseClick(window.forward_button, Qt.MouseButton.LeftButton)
    assert window.index == 1 and window.slider.value() == 1
    first_board = window.replay.game.view(window.replay.states[1], None).board
    assert position.board.board == first_board and list(first_board.tiles())
    qtbot.keyClick(window, Qt.Key.Key_Right)
    qtbot.keyClick(window, Qt.Key.Key_Right)
    assert window.index == 3
    qtbot.keyClick(window, Qt.Key.Key_Left)
    assert window.index == 2 and window.moves_table.currentRow() == 2
    window.slider.setValue(5)
    assert window.index == 5 and window.step_label.text() == f"ruch 5 z {moves}"
    qtbot.keyClick(window, Qt.Key.Key_End)
    assert window.index == moves and not window.forward_button.isEnabled()
    assert position.racks.isVisible()  # the game is over: racks may be shown
    qtbot.mouseClick(window.first_button, Qt.MouseButton.LeftButton)
    assert window.index == 0 and not window.back_button.isEnabled()
    window.moves_table.setCurrentCell(4, 1)
    assert window.index == 4 and window.plot.marker == 4
    # the analysis arrives from the worker, and the store keeps it
    qtbot.waitUntil(lambda: not window.analysing, timeout=120_000)
    assert len(window.analysis) == moves
    best = window.moves_table.item(1, 3).text()
    assert best and "(" in best
    assert "Najlepszy ruch gry" in window.summary.text()
    assert len(env.store.cached_analysis(game_id)) == moves
    png = tmp_path / "plot.png"
    assert window.plot.save_png(png)
    assert QImage(str(png)).width() > 100
    window.close()


@pytest.mark.parametrize(("game_id", "rules"), [("seven_words", "standard"), ("puzzle", "gra3")])
def test_replay_of_round_games_uses_their_widgets(
    env: Env, qtbot: QtBot, game_id: str, rules: str
) -> None:
    (saved_id,) = add_games(env.store, [(game_id, rules, 6)])
    window = env.launcher.open_replay(saved_id)
    assert window is not None
    qtbot.keyClick(window, Qt.Key.Key_End)
    qtbot.waitUntil(lambda: not window.analysing, timeout=120_000)
    decisions = [r for r in window.analysis.values() if r is not None]
    assert decisions and all(r.best_points is not None for r in decisions)
    assert all(r.best_points >= r.points for r in decisions if r.best_points is not None)
    window.close()


def test_statistics_window(env: Env, qtbot: QtBot) -> None:
    add_games(env.store, [("puzzle", "gra3", 1), ("puzzle", "gra3", 2)])
    qtbot.keyClick(env.launcher, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
    stats = env.launcher.stats_window
    assert stats is not None
    qtbot.waitUntil(lambda: not stats.loading, timeout=60_000)
    table = stats.players_table
    assert table.rowCount() == 2
    assert table.item(0, 0).text() == "Żaneta" and table.item(0, 1).text() == "2"
    assert table.item(1, 0).text() == "Komputer (mocny)"
    assert stats.plot.series == (tuple(s.score for s in _scores(env.store, 0)),)
    details = [stats.detail_table.item(r, 0).text() for r in range(stats.detail_table.rowCount())]
    assert "przeciw: Komputer (mocny)" in details
    stats.close()


class _Score:
    def __init__(self, score: int) -> None:
        self.score = score


def _scores(store: GameStore, seat: int) -> list[_Score]:
    games = sorted(store.finished(), key=lambda g: (g.updated, g.id))
    return [_Score((g.scores or ())[seat]) for g in games]


def test_an_unfinished_game_can_be_replayed_without_showing_racks(env: Env, qtbot: QtBot) -> None:
    _, _, record = play_out(Setup("crossword", "jawa", 2, 9))
    game_id = env.store.import_game(record.setup, SEATS, record.moves[:6], None)
    history = env.launcher.open_history()
    assert history is not None and history.tree.topLevelItemCount() == 0
    history.unfinished_box.setChecked(True)
    assert history.tree.topLevelItemCount() == 1
    assert history.tree.currentItem().text(4) == "(w toku)"
    history.replay_button.click()
    window = env.launcher.replay_windows[-1]
    assert window.game_id == game_id and not window.finished
    assert window.moves_table.item(1, 1).text() == str(record.moves[0].action)
    assert window.moves_table.item(1, 2).text().isdigit()
    qtbot.keyClick(window, Qt.Key.Key_End)
    assert window.index == 6
    assert isinstance(window.position, CrosswordPosition)
    assert not window.position.racks.isVisible()
    qtbot.waitUntil(lambda: not window.analysing, timeout=120_000)
    window.close()


def test_a_game_from_another_program_opens_in_the_replay(env: Env, qtbot: QtBot) -> None:
    from gui.records.replay import RecordedPosition

    history = env.launcher.open_history()
    assert history is not None
    # after the GCG spec's examples, ISO-8859-1 without an encoding line (tests/test_gcg.py)
    game_id = history.import_from(Path(__file__).parent.parent / "gcg" / "spec_example.gcg").game_id
    item = history.tree.currentItem()
    assert "José Grañas" in item.text(2) and item.text(3) == "199 : 20"
    assert "Krzyżówka z innego programu" in item.text(1)
    window = env.launcher.open_replay(game_id)
    assert window is not None and isinstance(window.position, RecordedPosition)
    assert window.source_note.isVisibleTo(window)
    assert "CSW21" in window.source_note.text() and "Bez najlepszych" in window.source_note.text()
    qtbot.keyClick(window, Qt.Key.Key_Right)
    racks = window.position.racks.text()
    assert racks == "Joel Sherman: AEIMNRT   José Grañas: —\nNotatka: nice bingo"
    qtbot.keyClick(window, Qt.Key.Key_End)
    board = window.position.board.board
    assert board.rows()[7][3:10] == "MINARET"
    assert window.moves_table.item(8, 1).text() == "(challenge) +5"
    qtbot.waitUntil(lambda: not window.analysing, timeout=120_000)
    assert all(a is None or a.best is None for a in window.analysis.values())
    assert window.summary.text().startswith("Joel Sherman: premie za wszystkie litery 2\n")
    image = window.grab().toImage()
    assert image.width() > 100
    window.close()
