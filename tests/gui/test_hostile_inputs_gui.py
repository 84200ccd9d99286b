"""Issue 24 in the GUI: Import says what is wrong with a hostile record and which word list a
game needs; an uncaught exception is logged and shown while the app goes on; a saved-games
file deleted mid-game is made again and the player told once."""

from __future__ import annotations

import dataclasses
import json
import threading
from pathlib import Path

import pytest
from gui_test_support import Env, click, wait_loaded
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox, QPushButton
from pytestqt.qtbot import QtBot

from engines.core import Setup, WordListRef
from engines.crossword.actions import Pass
from engines.records.store import MAX_NAME_LENGTH, GameStore, Seat
from engines.registry import get_game
from engines.tools.play import play_out
from gui.support.errors import install_exception_hook
from gui.widgets import dialogs


def test_import_tells_what_is_wrong_and_which_word_list_a_game_needs(
    env: Env, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    told: list[tuple[str, str]] = []
    monkeypatch.setattr(
        dialogs, "inform", lambda _parent, title, text, warning=False: told.append((title, text))
    )
    history = env.launcher.open_history()
    assert history is not None
    _, _, record = play_out(Setup("crossword", "jawa", 2, 7), ["easy", "easy"])
    huge_number = tmp_path / "liczba.json"
    huge_number.write_text(record.dumps().replace('"seed": 7', '"seed": ' + "9" * 5000), "utf-8")
    missing_list = tmp_path / "lista.json"
    ref = {"lang": "pl", "name": "moja lista", "checksum": "ab" * 32}
    missing_list.write_text(json.dumps(record.to_json() | {"word_list": ref}), "utf-8")

    chosen: list[Path] = []
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *_args: (str(chosen[-1]), ""))
    chosen.append(huge_number)
    with env.qtbot.waitSignal(history.imported, timeout=30_000):
        click(history.import_button)
    assert told[-1][0] == "Nie zaimportowano gry" and "4300" in told[-1][1]
    assert env.store.unfinished() == [] and env.store.finished() == []

    chosen.append(missing_list)
    with env.qtbot.waitSignal(history.imported, timeout=30_000):
        click(history.import_button)
    assert told[-1][0] == "Zaimportowano grę bez jej listy słów"
    assert "„moja lista”" in told[-1][1]
    (saved,) = env.store.unfinished()
    assert saved.setup.word_list is not None and saved.setup.word_list.name == "moja lista"
    assert env.launcher.continue_button.isEnabled()  # where the message says it waits
    # Opened, it goes on with the built-in dictionary (its words are all there), and the game,
    # played to the end, is found finished.
    monkeypatch.setattr(dialogs, "confirm", lambda *_args: True)
    window = env.launcher.resume_game(saved.id)
    assert window is not None
    wait_loaded(env.qtbot, window)
    assert window.session is not None and window.session.is_over
    assert env.store.get(saved.id).status == "finished"
    assert env.store.get(saved.id).setup.word_list is None


@pytest.mark.qt_no_exception_capture
def test_an_uncaught_exception_is_logged_and_shown_and_the_app_goes_on(
    qtbot: QtBot, qapp: QApplication, tmp_path: Path
) -> None:
    log_file = tmp_path / "errors.log"
    reporter = install_exception_hook(log_file, qapp)
    try:
        button = QPushButton("x")
        qtbot.addWidget(button)
        clicks: list[int] = []

        def broken() -> None:
            clicks.append(1)
            raise RuntimeError("zepsuty slot")

        button.clicked.connect(broken)
        button.click()
        qtbot.waitUntil(lambda: reporter.box is not None and reporter.box.isVisible())
        box = reporter.box
        assert box is not None and "zepsuty slot" in box.text()
        assert "zepsuty slot" in (box.detailedText() or "") and str(log_file) in box.text()
        assert "RuntimeError: zepsuty slot" in log_file.read_text("utf-8")
        button.click()  # alive, and a second error while the box is open: only logged
        qtbot.waitUntil(lambda: log_file.read_text("utf-8").count("zepsuty slot") >= 4)
        QApplication.processEvents()  # the queued call for the second error
        assert clicks == [1, 1] and reporter.box is box
        box.accept()
        qtbot.waitUntil(lambda: reporter.box is None)

        thread = threading.Thread(target=lambda: 1 / 0)
        thread.start()
        thread.join()
        qtbot.waitUntil(lambda: reporter.box is not None and reporter.box.isVisible())
        assert "ZeroDivisionError" in reporter.box.text()
        reporter.box.accept()
    finally:
        reporter.uninstall()


def test_a_saved_games_file_deleted_mid_game_is_made_again_and_told_once(
    env: Env, qtbot: QtBot
) -> None:
    seats = [Seat("Ala", "human"), Seat("Ola", "human")]
    window = env.launcher.start_game(Setup("crossword", "jawa", 2, 3), seats)
    assert window is not None
    wait_loaded(qtbot, window)
    session = window.session
    assert session is not None and window.game_id is not None
    path = env.data_dir / "games.sqlite"
    path.unlink()

    def boxes() -> list[QMessageBox]:
        return [box for box in window.findChildren(QMessageBox) if box.isVisible()]

    for _ in range(3):
        assert session.submit(session.state.turn, Pass())
    qtbot.waitUntil(lambda: len(boxes()) == 1)
    assert "usunięty" in boxes()[0].text() and str(path) in boxes()[0].text()
    assert window.isVisible()
    with GameStore(path) as again:
        assert len(again.moves(window.game_id, get_game("crossword"))) == 3


def test_a_player_name_is_at_most_the_length_a_record_takes(env: Env, qtbot: QtBot) -> None:
    click(env.launcher.new_game_button)
    dialog = env.launcher.new_game_dialog
    assert dialog is not None
    editor = dialog.rows[0].name.lineEdit()
    assert editor is not None
    editor.clear()
    qtbot.keyClicks(editor, "a" * (MAX_NAME_LENGTH + 20))
    assert editor.text() == "a" * MAX_NAME_LENGTH
    dialog.reject()


def test_replaying_a_game_whose_word_list_is_missing_says_so(
    env: Env, monkeypatch: pytest.MonkeyPatch
) -> None:
    told: list[tuple[str, str]] = []
    monkeypatch.setattr(
        dialogs, "inform", lambda _parent, title, text, warning=False: told.append((title, text))
    )
    game, state, record = play_out(Setup("crossword", "jawa", 2, 7), ["easy", "easy"])
    setup = dataclasses.replace(record.setup, word_list=WordListRef("pl", "moja", "ab" * 32))
    seats = (Seat("Ala", "human"), Seat("Ola", "human"))
    game_id = env.store.import_game(setup, seats, record.moves, game.outcome(state).scores)
    assert env.launcher.open_replay(game_id) is None
    assert told[-1][0] == "Nie można odtworzyć gry" and "„moja”" in told[-1][1]


def test_a_word_list_too_long_or_too_big_is_told_in_words(qapp: QApplication) -> None:
    from engines.lexicon.wordlists import BadWordListFile, FileProblem
    from gui.support.word_lists import explain_error

    too_long = explain_error(BadWordListFile("lista.txt", FileProblem.TOO_LONG, 2))
    assert too_long == (
        "Plik lista.txt, wiersz 2: słowo dłuższe niż 64 liter. Nic nie zainstalowano."
    )
    too_big = explain_error(BadWordListFile("zera", FileProblem.TOO_BIG))
    assert "ponad 100 MB" in too_big and "Nic nie zainstalowano" in too_big


@pytest.mark.qt_no_exception_capture
def test_a_failing_error_dialog_does_not_report_itself_round_and_round(
    qtbot: QtBot, qapp: QApplication, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    reporter = install_exception_hook(tmp_path / "errors.log", qapp)
    opened: list[str] = []

    def broken_box(summary: str, _details: str) -> None:
        opened.append(summary)
        raise RuntimeError("no dialog")

    monkeypatch.setattr(reporter, "_open_box", broken_box)
    try:
        button = QPushButton("x")
        qtbot.addWidget(button)
        button.clicked.connect(lambda: 1 / 0)
        button.click()
        qtbot.wait(200)
        assert len(opened) == 1 and "ZeroDivisionError" in opened[0]
        assert "cannot show the error dialog" in (tmp_path / "errors.log").read_text("utf-8")
    finally:
        reporter.uninstall()
