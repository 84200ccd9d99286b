"""Where the app keeps saved games and settings, and the move from an older version's folder."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

from PySide6.QtWidgets import QApplication

from gui.app import APP_NAME, default_data_dir, make_application, move_legacy_data


def test_the_data_dir_names_the_app_once(qapp: QApplication) -> None:
    make_application([])
    path = default_data_dir()
    assert path.name == APP_NAME
    assert path.parent.name != APP_NAME  # not …/gry-slowne/gry-slowne (older versions)


def test_an_older_release_s_files_move_up_with_their_log(tmp_path: Path) -> None:
    # What a crash leaves: a saved-games file whose last commit is only in its -wal log.
    work = tmp_path / "work"
    work.mkdir()
    writer = sqlite3.connect(work / "games.sqlite")
    writer.execute("PRAGMA journal_mode = WAL")
    writer.execute("CREATE TABLE moves (n)")
    writer.execute("INSERT INTO moves VALUES (1)")
    writer.commit()
    legacy = tmp_path / "data" / APP_NAME
    legacy.mkdir(parents=True)
    for name in ("games.sqlite", "games.sqlite-wal"):
        shutil.copyfile(work / name, legacy / name)
    writer.close()
    (legacy / "settings.ini").write_text("[general]\nlanguage=en\n", "utf-8")
    data_dir = legacy.parent
    files = sorted(p.name for p in legacy.iterdir())
    snapshot = {name: (legacy / name).read_bytes() for name in files}

    assert move_legacy_data(data_dir) == files
    assert not legacy.exists()
    assert {name: (data_dir / name).read_bytes() for name in files} == snapshot
    reader = sqlite3.connect(data_dir / "games.sqlite")
    assert reader.execute("SELECT n FROM moves").fetchall() == [(1,)]
    reader.close()


def test_nothing_moves_when_a_name_is_taken(tmp_path: Path) -> None:
    legacy = tmp_path / APP_NAME
    legacy.mkdir()
    (legacy / "games.sqlite").write_bytes(b"old games")
    (legacy / "games.sqlite-wal").write_bytes(b"old log")
    (tmp_path / "games.sqlite").write_bytes(b"new games")
    assert move_legacy_data(tmp_path) == []
    assert (legacy / "games.sqlite").read_bytes() == b"old games"
    assert (legacy / "games.sqlite-wal").read_bytes() == b"old log"
    assert (tmp_path / "games.sqlite").read_bytes() == b"new games"
    assert not (tmp_path / "games.sqlite-wal").exists()


def test_no_legacy_folder_no_change(tmp_path: Path) -> None:
    assert move_legacy_data(tmp_path) == []
    assert list(tmp_path.iterdir()) == []
