"""Issue 38 in the GUI: text from outside refused with a worded reason on every import path
(JSON record, GCG, players' names, word-list names), a long import in a worker with progress
that cancels, and a saved game that goes on after an update of the shipped lexicon says so
once."""

from __future__ import annotations

import json
import threading
from pathlib import Path
from typing import Any

import pytest
from gui_test_support import Env, click, wait_loaded
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox, QPushButton

from engines.core import Setup
from engines.lexicon.editions import current_edition
from engines.lexicon.wordlists import WordLists
from engines.records.import_export import Imported
from engines.records.record import edition_change, replay
from engines.registry import get_game
from engines.tools.play import play_out
from gui.records import history_window
from gui.shell.preferences import PreferencesDialog
from gui.widgets import dialogs

OLD_RELEASE = Path(__file__).resolve().parents[1] / "old_releases" / "2247fb3-schema2"
#: Each class of text the check refuses, as a JSON string (a lone surrogate can only come so):
#: the class's words in the dialog.
BAD_TEXT = [
    pytest.param('"Ala\\ud800"', "połowa pary znaków UTF-16", id="surrogate"),
    pytest.param('"Ala\\u001b[31m"', "znak sterujący (U+001B)", id="escape"),
    pytest.param('"Ala\\u0007"', "znak sterujący (U+0007)", id="bell"),
    pytest.param('"Ala\\r\\nBob"', "znak sterujący (U+000D)", id="line-break"),
    pytest.param('"Ala\\u0000"', "znak sterujący (U+0000)", id="nul"),
    pytest.param('"Ala\\u202eboB"', "niewidoczny znak (U+202E)", id="right-to-left"),
    pytest.param('"' + "A" * 101 + '"', "za długie (najwyżej 100 znaków)", id="too-long"),
    pytest.param('"   "', "jest puste", id="empty"),
    pytest.param("7", "nie jest tekstem", id="not-text"),
]


@pytest.fixture
def told(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, str]]:
    said: list[tuple[str, str]] = []
    monkeypatch.setattr(
        dialogs, "inform", lambda _parent, title, text, warning=False: said.append((title, text))
    )
    return said


def import_through_window(env: Env, path: Path, monkeypatch: pytest.MonkeyPatch) -> Any:
    history = env.launcher.open_history()
    assert history is not None
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *_args: (str(path), ""))
    with env.qtbot.waitSignal(history.imported, timeout=30_000) as ended:
        click(history.import_button)
    return ended.args[0]


def a_record(**changes: Any) -> dict[str, Any]:
    _, _, record = play_out(Setup("crossword", "jawa", 2, 7), ["easy", "easy"])
    data = record.to_json()
    data["seats"] = [{"name": "Ala", "kind": "human"}, {"name": "Ola", "kind": "human"}]
    data.update(changes)
    return data


@pytest.mark.parametrize(("text", "words"), BAD_TEXT)
def test_a_json_records_seat_name(
    env: Env, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, told: Any, text: str, words: str
) -> None:
    data = json.dumps(a_record()).replace('"name": "Ala"', f'"name": {text}')
    path = tmp_path / "gra.json"
    path.write_text(data, "utf-8")
    assert import_through_window(env, path, monkeypatch) is None
    (title, said), *_ = told
    assert title == "Nie zaimportowano gry"
    assert said.startswith("Pole „imię gracza 1”") and words in said, said
    assert env.store.finished() == [] and env.store.unfinished() == []


@pytest.mark.parametrize(("text", "words"), BAD_TEXT[:6])
def test_a_json_records_word_list_name(
    env: Env, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, told: Any, text: str, words: str
) -> None:
    ref = {"lang": "pl", "name": "NAME", "checksum": "ab" * 32}
    data = json.dumps(a_record(word_list=ref)).replace('"NAME"', text)
    path = tmp_path / "gra.json"
    path.write_text(data, "utf-8")
    assert import_through_window(env, path, monkeypatch) is None
    (_title, said), *_ = told
    assert said.startswith("Pole „nazwa listy słów”") and words in said, said
    assert env.store.unfinished() == []


GCG = """#character-encoding UTF-8
#player1 ala NAME
#player2 ola Ola Nowak
>ala: AEIMNRT 8D MINARET +72 72
#note NOTE
>ola: DEFGLOU 9C FUG +20 20
"""


@pytest.mark.parametrize(
    ("name", "note", "field", "words"),
    [
        ("Ala\x1b[31m", "x", "imię gracza 1", "znak sterujący (U+001B)"),
        ("Ala\x07", "x", "imię gracza 1", "znak sterujący (U+0007)"),
        ("Ala\u202eboB", "x", "imię gracza 1", "niewidoczny znak (U+202E)"),
        ("Ala\u200b", "x", "imię gracza 1", "niewidoczny znak (U+200B)"),
        ("A" * 101, "x", "imię gracza 1", "za długie"),
        ("Ala", "dobry\x00ruch", "ruch 1", "znak sterujący (U+0000)"),
        ("Ala", "dobry\u202eruch", "ruch 1", "niewidoczny znak (U+202E)"),
    ],
)
def test_a_gcg_files_names_and_notes(
    env: Env,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    told: Any,
    name: str,
    note: str,
    field: str,
    words: str,
) -> None:
    path = tmp_path / "gra.gcg"
    path.write_text(GCG.replace("NAME", name).replace("NOTE", note), "utf-8")
    assert import_through_window(env, path, monkeypatch) is None
    (_title, said), *_ = told
    assert said.startswith(f"Pole „{field}”") and words in said, said
    assert env.store.finished() == []


def test_a_gcg_with_a_surrogate_in_our_note(
    env: Env, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, told: Any
) -> None:
    """A lone surrogate cannot be in a file's UTF-8 bytes, but a JSON escape in our note can
    carry one."""
    from engines.records.gcg import export_gcg
    from engines.records.store import Seat

    _, _, record = play_out(Setup("crossword", "jawa", 2, 7), ["easy", "easy"])
    text = export_gcg(record.setup, (Seat("Ala", "human"), Seat("Ola", "human")), record.moves)
    path = tmp_path / "gra.gcg"
    path.write_text(text.replace('{"name":"Ala"', '{"name":"Ala\\ud800"'), "utf-8")
    assert import_through_window(env, path, monkeypatch) is None
    assert "połowa pary znaków UTF-16" in told[0][1]


@pytest.mark.parametrize(
    ("name", "words"),
    [
        ("Ala\x1b[31m", "znak sterujący (U+001B)"),
        ("Ala\u202eboB", "niewidoczny znak (U+202E)"),
        ("Ala\u200e", "niewidoczny znak (U+200E)"),
    ],
)
def test_a_players_name_in_the_new_game_dialog(env: Env, name: str, words: str) -> None:
    click(env.launcher.new_game_button)
    dialog = env.launcher.new_game_dialog
    assert dialog is not None
    dialog.rows[0].name.setCurrentText(name)
    click(dialog.ok_button)
    assert dialog.isVisible() and env.launcher.game_windows == []
    assert dialog.error_label.text().startswith("Pole „imię gracza 1”")
    assert words in dialog.error_label.text()
    dialog.reject()


@pytest.mark.parametrize(
    ("name", "words"),
    [
        ("moja\x1b", "znak sterujący (U+001B)"),
        ("moja\u202elista", "niewidoczny znak (U+202E)"),
    ],
)
def test_a_word_list_name_in_the_preferences(env: Env, name: str, words: str) -> None:
    source = env.data_dir / "lista.txt"
    source.write_text("kot\npies\n", "utf-8")
    click(env.launcher.settings_button)
    dialog = env.launcher.preferences_dialog
    assert isinstance(dialog, PreferencesDialog)
    dialog.set_file(str(source))
    dialog.name_edit.setText(name)
    click(dialog.install_button)
    env.qtbot.waitUntil(lambda: not dialog.is_installing, timeout=30_000)
    assert dialog.install_status.text().startswith("Pole „nazwa listy słów”")
    assert words in dialog.install_status.text()
    assert WordLists.in_data_dir(env.data_dir).installed() == []
    dialog.reject()


def test_a_long_import_shows_its_progress_and_cancels(
    env: Env, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, told: Any
) -> None:
    """The import runs in a worker; its progress dialog comes up and *Anuluj* stops it at
    its next check, saving nothing."""
    release = threading.Event()
    reached = threading.Event()

    def slow_import(
        _store: Any, _path: Path, progress: Any, should_stop: Any
    ) -> Imported:  # a file that takes long to replay
        for step in range(1000):
            progress(step / 1000)
            if step == 10:
                reached.set()
                release.wait(10)
            if should_stop():
                from engines.core import Cancelled

                raise Cancelled
        raise AssertionError("never reached: cancelled")

    monkeypatch.setattr(history_window, "import_file", slow_import)
    history = env.launcher.open_history()
    assert history is not None
    path = tmp_path / "long.gcg"
    path.write_text("#player1 a A\n", "utf-8")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *_args: (str(path), ""))
    click(history.import_button)
    assert reached.wait(10)
    progress = history.import_progress
    assert progress is not None
    env.qtbot.waitUntil(progress.isVisible, timeout=5_000)
    assert progress.value() > 0
    (cancel,) = [b for b in progress.findChildren(QPushButton) if b.text() == "Anuluj"]
    with env.qtbot.waitSignal(history.imported, timeout=10_000) as ended:
        click(cancel)
    release.set()
    assert ended.args[0] is None and history.import_progress is None
    assert told == [] and env.store.finished() == []


def test_a_game_saved_with_an_older_lexicon_goes_on_with_the_current_one_and_says_so_once(
    env: Env, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The first release's unfinished ``jawa`` game played PIA, which the shipped list has
    since dropped: it opens, keeps PIA, goes on with the current list, and says so once."""
    imported = import_through_window(env, OLD_RELEASE / "jawa-pia-unfinished.json", monkeypatch)
    assert isinstance(imported, Imported)
    saved = env.store.get(imported.game_id)
    assert saved.setup.editions is not None and saved.setup.editions[0].version == 1
    window = env.launcher.resume_game(imported.game_id)
    assert window is not None
    wait_loaded(env.qtbot, window)
    change = window.edition_change
    now = current_edition("pl")
    assert change is not None and now is not None and change.now.version == now.version
    boxes = [box for box in window.findChildren(QMessageBox) if box.isVisible()]
    assert len(boxes) == 1 and boxes[0].windowTitle() == "Nowa wersja słownika"
    assert f"wersja 1 → {now.version}" in boxes[0].text()
    editions = env.store.get(imported.game_id).setup.editions
    assert editions == change.setup.editions
    moves = env.store.moves(imported.game_id, get_game("crossword"))
    assert edition_change(replay(env.store.get(imported.game_id).setup, moves).setup, 3) is None
    boxes[0].close()
    window.close()
    QApplication.processEvents()
    again = env.launcher.resume_game(imported.game_id)
    assert again is not None
    wait_loaded(env.qtbot, again)
    assert again.edition_change is None
    assert not [box for box in again.findChildren(QMessageBox) if box.isVisible()]
    again.close()
