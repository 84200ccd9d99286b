"""The saved-games store: round trips, crash safety, migrations and refusing bad files."""

from __future__ import annotations

import contextlib
import errno
import json
import os
import sqlite3
import subprocess
import sys
import time
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any, NamedTuple

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engines.core import Action, PlayerId, Setup, TimeUp, action_from_json
from engines.records import store as store_module
from engines.records.record import Move
from engines.records.store import (
    SCHEMA_VERSION,
    GameFinished,
    GameStore,
    SavedGame,
    Seat,
    StoreDamaged,
    StoreError,
    StoreFull,
    StoreTooNew,
    UnknownGame,
)


class DiskUsage(NamedTuple):
    """What ``shutil.disk_usage`` says."""

    total: int
    used: int
    free: int


ROOT = Path(__file__).resolve().parent.parent


@dataclass(frozen=True)
class Say(Action):
    """A word-game-like action for the tests: text, a tuple and a number."""

    word: str
    letters: tuple[str, ...] = ()
    points: int = 0


class Parser:
    """Stands in for a Game: ``moves`` needs only ``parse_action``."""

    action_types = (TimeUp, Say)

    def parse_action(self, data: Mapping[str, Any]) -> Action:
        return action_from_json(self.action_types, data)


PARSER = Parser()
# The options GRA III added after games were saved are given: a setup without them is read as
# played before (engines.core.with_recorded_options), not as written.
SETUP = Setup(
    game="puzzle",
    rules="gra3",
    players=2,
    seed=1234,
    options={"time": 60, "ą": "ż", "word_classes": "school", "round_end": "hand"},
)
SEATS = (Seat("Zażółć Gęślą", "human"), Seat("Komputer", "computer", "medium"))


def say(word: str, player: int = 0) -> Move:
    return Move(PlayerId(player), Say(word, tuple(word), len(word)))


class Clock:
    """A clock that ticks one second per reading, so orderings by time are certain."""

    def __init__(self) -> None:
        self.now = datetime(2026, 1, 1, 12, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        self.now += timedelta(seconds=1)
        return self.now


def dump(path: Path) -> list[str]:
    """The database's content and schema as SQL (a copy need not match byte for byte)."""
    conn = sqlite3.connect(path)
    try:
        return [*conn.iterdump(), str(conn.execute("PRAGMA user_version").fetchone()[0])]
    finally:
        conn.close()


def listing(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir()) if p.is_file()}


def run_child(code: str, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        # -u: a child that ends with os._exit() never flushes its buffers; its output must not
        # depend on PYTHONUNBUFFERED being set in the environment.
        [sys.executable, "-u", "-c", code, *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )


@pytest.fixture
def db(tmp_path: Path) -> Path:
    return tmp_path / "games.sqlite"


@pytest.fixture
def store(db: Path) -> Iterator[GameStore]:
    with GameStore(db, clock=Clock()) as opened:
        yield opened


# -- a version-1 file as the previous release wrote it -------------------------------------
V1_SCHEMA = """
CREATE TABLE games (
    id INTEGER PRIMARY KEY,
    setup TEXT NOT NULL,
    seats TEXT NOT NULL,
    created TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('playing', 'finished')),
    scores TEXT
);
CREATE TABLE moves (
    game INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seq INTEGER NOT NULL CHECK (seq >= 0),
    player INTEGER NOT NULL,
    action TEXT NOT NULL,
    time TEXT NOT NULL,
    PRIMARY KEY (game, seq)
) WITHOUT ROWID;
PRAGMA user_version = 1;
"""


def make_v1(path: Path, seats: str | None = None) -> None:
    setup = json.dumps({"game": "puzzle", "rules": "gra3", "players": 2, "seed": 7, "options": {}})
    seats = seats or json.dumps(
        [
            {"name": "Ala", "kind": "human", "level": None},
            {"name": "Komputer", "kind": "computer", "level": "easy"},
        ]
    )
    conn = sqlite3.connect(path)
    conn.executescript(V1_SCHEMA)
    with conn:
        conn.execute(
            "INSERT INTO games VALUES (1, ?, ?, '2025-05-01T10:00:00.000000+00:00', "
            "'playing', NULL)",
            (setup, seats),
        )
        conn.execute(
            "INSERT INTO games VALUES (2, ?, ?, '2025-05-02T10:00:00.000000+00:00', "
            "'finished', '[12, 30]')",
            (setup, seats),
        )
        for seq, word in enumerate(["kot", "pies"]):
            action = json.dumps({"type": "Say", "word": word, "letters": list(word), "points": 3})
            conn.execute(
                "INSERT INTO moves VALUES (1, ?, ?, ?, ?)",
                (seq, seq % 2, action, f"2025-05-01T10:0{seq + 1}:00.000000+00:00"),
            )
    conn.close()


# -- basic round trips ---------------------------------------------------------------------
def test_create_append_and_reload(db: Path) -> None:
    moves = (say("żółw"), say("kot", 1), Move(PlayerId(-1), TimeUp(1)), say("ćma"))
    with GameStore(db) as store:
        game_id = store.create_game(SETUP, SEATS)
        for move in moves:
            store.append_move(game_id, move)
        assert store.moves(game_id, PARSER) == moves
    with GameStore(db) as store:
        saved = store.get(game_id)
        assert store.moves(game_id, PARSER) == moves
        assert store.backup is None
    assert saved.id == game_id
    assert saved.setup == SETUP
    assert saved.seats == SEATS
    assert saved.status == "playing"
    assert saved.moves_count == len(moves)
    assert saved.scores is None
    created = datetime.fromisoformat(saved.created)
    assert created.utcoffset() == timedelta(0)
    assert datetime.fromisoformat(saved.updated) >= created


def test_a_log_another_connection_deletes_while_the_store_opens_is_no_error(
    db: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A game host's connection that closes deletes its -wal at any moment, also between
    "is it there?" and "how big is it?" as another connection opens the same file (a CI run
    met it once, in a network test). Here every log answers "there" and then is not."""
    with GameStore(db) as store:
        store.create_game(SETUP, SEATS)
    real_exists = Path.exists

    def there_until_looked_at(path: Path, *args: Any, **kwargs: Any) -> bool:
        if path.name.endswith(("-wal", "-journal")):
            return True
        return real_exists(path, *args, **kwargs)

    monkeypatch.setattr(Path, "exists", there_until_looked_at)
    with GameStore(db) as store:
        assert len(store.unfinished()) == 1


def test_a_new_file_has_the_current_schema_in_wal_mode(db: Path) -> None:
    GameStore(db).close()
    conn = sqlite3.connect(db)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 4
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_schema WHERE type='table'")}
    assert {"games", "moves", "players"} <= tables
    conn.close()


def test_an_empty_file_becomes_a_store(db: Path) -> None:
    db.touch()
    with GameStore(db) as store:
        assert store.unfinished() == []


def test_the_folder_is_made_when_missing(tmp_path: Path) -> None:
    with GameStore(tmp_path / "a" / "b" / "games.sqlite") as store:
        assert store.finished() == []


def test_moves_are_numbered_per_game(store: GameStore, db: Path) -> None:
    first = store.create_game(SETUP, SEATS)
    second = store.create_game(SETUP, SEATS)
    store.append_move(first, say("a"))
    store.append_move(second, say("b"))
    store.append_move(first, say("c"))
    conn = sqlite3.connect(db)
    rows = conn.execute("SELECT game, seq FROM moves ORDER BY game, seq").fetchall()
    conn.close()
    assert rows == [(first, 0), (first, 1), (second, 0)]
    assert store.moves(second, PARSER) == (say("b"),)


def test_lists_are_newest_first(store: GameStore) -> None:
    old, middle, new = (store.create_game(SETUP, SEATS) for _ in range(3))
    store.append_move(old, say("kot"))  # now the most recently played
    assert [g.id for g in store.unfinished()] == [old, new, middle]
    store.finish(middle, [10, 20])
    store.finish(new, [5, 5])
    assert [g.id for g in store.unfinished()] == [old]
    assert [g.id for g in store.finished()] == [new, middle]
    assert [g.id for g in store.finished(limit=1)] == [new]
    assert store.get(middle).scores == (10, 20)
    assert store.get(middle).status == "finished"


def test_a_finished_game_takes_no_more_moves(store: GameStore) -> None:
    game_id = store.create_game(SETUP, SEATS)
    store.append_move(game_id, say("kot"))
    store.finish(game_id, (3, 0))
    with pytest.raises(GameFinished):
        store.append_move(game_id, say("pies"))
    with pytest.raises(GameFinished):
        store.finish(game_id, (1, 1))
    assert store.moves(game_id, PARSER) == (say("kot"),)


def test_counts_must_match_the_seats(store: GameStore) -> None:
    with pytest.raises(ValueError):
        store.create_game(SETUP, SEATS[:1])
    game_id = store.create_game(SETUP, SEATS)
    with pytest.raises(ValueError):
        store.finish(game_id, [1, 2, 3])
    assert store.get(game_id).status == "playing"


def test_delete_removes_the_game_and_its_moves(store: GameStore, db: Path) -> None:
    kept = store.create_game(SETUP, SEATS)
    gone = store.create_game(SETUP, SEATS)
    store.append_move(kept, say("kot"))
    store.append_move(gone, say("pies"))
    store.delete(gone)
    assert [g.id for g in store.unfinished()] == [kept]
    conn = sqlite3.connect(db)
    assert conn.execute("SELECT game FROM moves").fetchall() == [(kept,)]
    conn.close()


def test_unknown_games_raise(store: GameStore) -> None:
    for call in (
        lambda: store.get(99),
        lambda: store.append_move(99, say("kot")),
        lambda: store.moves(99, PARSER),
        lambda: store.finish(99, [0, 0]),
        lambda: store.delete(99),
    ):
        with pytest.raises(UnknownGame) as caught:
            call()
        assert isinstance(caught.value, LookupError)
        assert caught.value.game_id == 99


def test_a_closed_store_says_so(db: Path) -> None:
    store = GameStore(db)
    store.close()
    store.close()
    with pytest.raises(StoreError, match="closed"):
        store.unfinished()


def test_known_players_most_recent_first(store: GameStore) -> None:
    store.remember_player(Seat("Ala", "human"))
    store.remember_player(Seat("Komputer", "computer", "easy"))
    store.remember_player(Seat("Ola", "human"))
    store.remember_player(Seat("Komputer", "computer", "strong"))
    assert store.known_players() == [
        Seat("Komputer", "computer", "strong"),
        Seat("Ola", "human"),
        Seat("Ala", "human"),
    ]


def test_seats_are_checked() -> None:
    with pytest.raises(ValueError):
        Seat("Ala", "robot")
    with pytest.raises(ValueError):
        Seat("  ", "human")


# -- crashes -------------------------------------------------------------------------------
CHILD_PRELUDE = """
import os, sqlite3, sys
from pathlib import Path
from engines.core import PlayerId, TimeUp
from engines.records.record import Move
from engines.records.store import GameStore
path, game_id = Path(sys.argv[1]), int(sys.argv[2])
"""


def test_committed_moves_survive_a_crash(db: Path) -> None:
    with GameStore(db) as store:
        game_id = store.create_game(SETUP, SEATS)
        store.append_move(game_id, say("kot"))
        store.append_move(game_id, say("pies", 1))
    child = CHILD_PRELUDE + (
        "store = GameStore(path)\n"
        "store.append_move(game_id, Move(PlayerId(-1), TimeUp(0)))\n"
        "os._exit(1)  # no close, no checkpoint\n"
    )
    result = run_child(child, str(db), str(game_id))
    assert result.returncode == 1, result.stderr
    assert (db.parent / "games.sqlite-wal").exists()  # the move is only in the log
    with GameStore(db) as store:
        assert store.moves(game_id, PARSER) == (
            say("kot"),
            say("pies", 1),
            Move(PlayerId(-1), TimeUp(0)),
        )
        assert store.get(game_id).moves_count == 3


def test_a_move_not_committed_is_lost_and_nothing_else(db: Path) -> None:
    with GameStore(db) as store:
        game_id = store.create_game(SETUP, SEATS)
        store.append_move(game_id, say("kot"))
    # The child commits one move, then dies in the middle of a second, big transaction. A tiny
    # page cache makes SQLite spill the uncommitted pages into the -wal file before the crash.
    child = CHILD_PRELUDE + (
        "store = GameStore(path)\n"
        "store.append_move(game_id, Move(PlayerId(1), TimeUp(1)))\n"
        "raw = sqlite3.connect(path, isolation_level=None)\n"
        "raw.execute('PRAGMA cache_size = 2')\n"
        "raw.execute('BEGIN IMMEDIATE')\n"
        "for seq in range(2, 400):\n"
        "    row = (game_id, seq, 'x' * 500, 't')\n"
        "    raw.execute('INSERT INTO moves VALUES (?, ?, 0, ?, ?)', row)\n"
        "raw.execute('UPDATE games SET status = \"finished\" WHERE id = ?', (game_id,))\n"
        "print(os.path.getsize(str(path) + '-wal'), flush=True)\n"
        "os._exit(1)\n"
    )
    result = run_child(child, str(db), str(game_id))
    assert result.returncode == 1, result.stderr
    wal_size = int(result.stdout)
    assert wal_size > 100_000  # the unfinished transaction really reached the log
    with GameStore(db) as store:
        assert store.moves(game_id, PARSER) == (say("kot"), Move(PlayerId(1), TimeUp(1)))
        assert store.get(game_id).status == "playing"
        store.append_move(game_id, say("dalej"))  # and play goes on
        assert store.get(game_id).moves_count == 3


def test_every_reported_move_survives_a_kill(db: Path) -> None:
    with GameStore(db) as store:
        game_id = store.create_game(SETUP, SEATS)
    # The child saves a move each time the parent says so and reports it. The parent lets 25
    # through, then lets one more start and kills the child at once: killed before, during or
    # after that write, never further ahead (however busy the machine is).
    child = CHILD_PRELUDE + (
        "store = GameStore(path)\n"
        "for n in range(100_000):\n"
        "    sys.stdin.readline()\n"
        "    store.append_move(game_id, Move(PlayerId(n % 2), TimeUp(n)))\n"
        "    print(n, flush=True)\n"
    )
    process = subprocess.Popen(
        [sys.executable, "-u", "-c", child, str(db), str(game_id)],
        cwd=ROOT,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert process.stdin is not None and process.stdout is not None
    reported = 0
    for _ in range(25):
        process.stdin.write("next\n")
        process.stdin.flush()
        reported = int(process.stdout.readline()) + 1
    process.stdin.write("next\n")
    process.stdin.flush()
    process.kill()
    process.communicate(timeout=60)
    assert reported == 25
    with GameStore(db) as store:
        moves = store.moves(game_id, PARSER)
    assert reported <= len(moves) <= reported + 1
    assert moves == tuple(Move(PlayerId(n % 2), TimeUp(n)) for n in range(len(moves)))


# -- migrations ----------------------------------------------------------------------------
def test_migrating_version_1_keeps_the_games_and_makes_a_backup(db: Path) -> None:
    make_v1(db)
    original = dump(db)
    with GameStore(db) as store:
        assert store.backup == db.with_name("games.sqlite.v1.bak")
        playing = store.unfinished()
        finished = store.finished()
        assert [g.id for g in playing] == [1]
        assert [g.id for g in finished] == [2]
        assert playing[0].moves_count == 2
        assert playing[0].updated == "2025-05-01T10:02:00.000000+00:00"  # its last move
        assert finished[0].updated == finished[0].created
        assert finished[0].scores == (12, 30)
        assert playing[0].seats == (Seat("Ala", "human"), Seat("Komputer", "computer", "easy"))
        assert store.moves(1, PARSER) == (
            Move(PlayerId(0), Say("kot", ("k", "o", "t"), 3)),
            Move(PlayerId(1), Say("pies", ("p", "i", "e", "s"), 3)),
        )
        assert {s.name for s in store.known_players()} == {"Ala", "Komputer"}
        store.append_move(1, say("mysz"))
    assert dump(db.with_name("games.sqlite.v1.bak")) == original
    conn = sqlite3.connect(db)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    migrated = {
        table: [tuple(r[1:3]) for r in conn.execute(f"PRAGMA table_info({table})")]
        for table in ("games", "moves", "players")
    }
    conn.close()
    fresh_path = db.with_name("fresh.sqlite")
    GameStore(fresh_path).close()
    conn = sqlite3.connect(fresh_path)
    fresh = {
        table: [tuple(r[1:3]) for r in conn.execute(f"PRAGMA table_info({table})")]
        for table in ("games", "moves", "players")
    }
    conn.close()
    assert migrated == fresh


def test_a_version_3_file_opens_and_can_keep_how_a_game_was_hosted(db: Path) -> None:
    """A store of version 3 (no ``hostings`` table) opens, its games kept and none hosted;
    after the migration a game can keep how it is hosted."""
    with GameStore(db) as store:
        game_id = store.create_game(SETUP, SEATS)
        store.append_move(game_id, say("kot"))
    conn = sqlite3.connect(db)
    conn.execute("DROP TABLE hostings")
    conn.execute("PRAGMA user_version = 3")
    conn.commit()
    conn.close()
    with GameStore(db) as store:
        assert store.backup == db.with_name("games.sqlite.v3.bak")
        (saved,) = store.unfinished()
        assert (saved.id, saved.moves_count, saved.hosted) == (game_id, 1, False)
        assert store.hosting(game_id) is None
        store.set_hosting(game_id, {"v": 1, "code": "KAT234"})
        assert store.get(game_id).hosted
        assert store.hosting(game_id) == {"v": 1, "code": "KAT234"}
    conn = sqlite3.connect(db.with_name("games.sqlite.v3.bak"))
    tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_schema WHERE type='table'")}
    conn.close()
    assert "hostings" not in tables


def test_a_hosted_game_keeps_its_hosting_record_until_deleted(store: GameStore) -> None:
    record = {"v": 1, "code": "KAT234", "port": 5050, "ą": "ż"}
    hosted = store.create_game(SETUP, SEATS, hosting=record)
    local = store.create_game(SETUP, SEATS)
    assert store.hosting(hosted) == record and store.hosting(local) is None
    assert {g.id: g.hosted for g in store.unfinished()} == {hosted: True, local: False}
    store.set_hosting(hosted, {**record, "port": 5051})  # hosted again on another port
    assert store.hosting(hosted) == {**record, "port": 5051}
    store.finish(hosted, [1, 2])
    assert store.finished()[0].hosted  # the history says it was played over the network
    store.delete(hosted)
    with pytest.raises(UnknownGame):
        store.hosting(hosted)
    assert store._conn.execute("SELECT COUNT(*) FROM hostings").fetchone()[0] == 0


def test_a_backup_is_never_overwritten(db: Path) -> None:
    earlier = db.with_name("games.sqlite.v1.bak")
    earlier.write_bytes(b"an older backup")
    make_v1(db)
    with GameStore(db) as store:
        assert store.backup == db.with_name("games.sqlite.v1.2.bak")
    assert earlier.read_bytes() == b"an older backup"
    conn = sqlite3.connect(db.with_name("games.sqlite.v1.2.bak"))
    assert conn.execute("PRAGMA user_version").fetchone()[0] == 1
    assert conn.execute("SELECT COUNT(*) FROM moves").fetchone()[0] == 2
    conn.close()


def test_a_failed_migration_changes_nothing(db: Path) -> None:
    make_v1(db, seats='[{"name": "Ala", "kind": "robot"}]')  # the migration cannot read it
    original = db.read_bytes()
    with pytest.raises(StoreDamaged, match="migrate"):
        GameStore(db)
    assert db.read_bytes() == original
    conn = sqlite3.connect(db)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == 1
    assert "players" not in {r[0] for r in conn.execute("SELECT name FROM sqlite_schema")}
    conn.close()
    assert db.with_name("games.sqlite.v1.bak").exists()


def test_an_old_file_left_mid_transaction_is_rolled_back_then_migrated(db: Path) -> None:
    make_v1(db)
    before = dump(db)
    # The old release (rollback journal, not WAL) dies mid-transaction: a hot -journal is left
    # and the main file already holds uncommitted pages. A read-only look cannot roll it back.
    child = (
        "import os, sqlite3, sys\n"
        "raw = sqlite3.connect(sys.argv[1], isolation_level=None)\n"
        "raw.execute('PRAGMA cache_size = 2')\n"
        "raw.execute('BEGIN IMMEDIATE')\n"
        "for seq in range(2, 400):\n"
        "    raw.execute('INSERT INTO moves VALUES (1, ?, 0, ?, ?)', (seq, 'x' * 500, 't'))\n"
        "os._exit(1)\n"
    )
    assert run_child(child, str(db)).returncode == 1
    assert db.with_name("games.sqlite-journal").stat().st_size > 0
    with GameStore(db) as store:
        assert store.backup is not None
        assert store.get(1).moves_count == 2
    assert dump(store.backup) == before


# -- files we refuse -----------------------------------------------------------------------
def test_a_newer_file_is_refused_untouched(db: Path) -> None:
    conn = sqlite3.connect(db)
    conn.execute("CREATE TABLE future (x)")
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    conn.commit()
    conn.close()
    before = listing(db.parent)
    with pytest.raises(StoreTooNew) as caught:
        GameStore(db)
    assert caught.value.path == db
    assert caught.value.version == SCHEMA_VERSION + 1
    assert isinstance(caught.value, StoreError)
    assert "newer" in str(caught.value) or "update" in str(caught.value)
    assert listing(db.parent) == before


def test_a_newer_wal_file_is_refused_untouched(db: Path) -> None:
    GameStore(db).close()
    conn = sqlite3.connect(db)
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 5}")
    conn.commit()
    conn.close()
    before = listing(db.parent)
    with pytest.raises(StoreTooNew):
        GameStore(db)
    assert listing(db.parent) == before


def test_random_bytes_are_damaged_and_untouched(db: Path) -> None:
    db.write_bytes(os.urandom(5000))
    before = listing(db.parent)
    with pytest.raises(StoreDamaged) as caught:
        GameStore(db)
    assert caught.value.path == db
    assert isinstance(caught.value, StoreError)
    assert listing(db.parent) == before


def test_a_text_file_is_damaged(db: Path) -> None:
    db.write_text("SQLite format 3 — not really\n" * 10, encoding="utf-8")
    with pytest.raises(StoreDamaged):
        GameStore(db)


def filled_store(db: Path, moves: int = 300) -> bytes:
    with GameStore(db) as store:
        game_id = store.create_game(SETUP, SEATS)
        for n in range(moves):
            store.append_move(game_id, say("słowo" * 10 + str(n), n % 2))
    return db.read_bytes()


@pytest.mark.parametrize("keep", [0.5, 0.9, "one page less", 50])
def test_a_truncated_store_is_damaged_and_untouched(db: Path, keep: float | str) -> None:
    data = filled_store(db.with_name("real.sqlite"))
    page_size = int.from_bytes(data[16:18], "big")
    size = len(data) - page_size if keep == "one page less" else int(len(data) * float(keep))
    if isinstance(keep, int):
        size = keep
    db.write_bytes(data[:size])
    before = listing(db.parent)
    with pytest.raises(StoreDamaged):
        GameStore(db)
    assert listing(db.parent) == before


def test_a_corrupted_page_is_damaged(db: Path) -> None:
    data = bytearray(filled_store(db))
    page_size = int.from_bytes(data[16:18], "big")
    data[page_size * 2 : page_size * 3] = b"\xa5" * page_size  # scribble over the third page
    db.write_bytes(bytes(data))
    before = listing(db.parent)
    with pytest.raises(StoreDamaged):
        GameStore(db)
    assert listing(db.parent) == before


def test_a_database_of_something_else_is_refused(db: Path) -> None:
    conn = sqlite3.connect(db)
    conn.execute("CREATE TABLE photos (id INTEGER PRIMARY KEY)")
    conn.commit()
    conn.close()
    before = listing(db.parent)
    with pytest.raises(StoreDamaged, match="other tables"):
        GameStore(db)
    assert listing(db.parent) == before


def test_a_store_missing_a_table_is_damaged(db: Path) -> None:
    GameStore(db).close()
    conn = sqlite3.connect(db)
    conn.execute("DROP TABLE players")
    conn.commit()
    conn.close()
    with pytest.raises(StoreDamaged, match="players"):
        GameStore(db)


def test_move_aside_renames_the_file_and_its_logs(db: Path) -> None:
    db.write_bytes(b"garbage")
    db.with_name("games.sqlite-wal").write_bytes(b"wal")
    db.with_name("games.sqlite-shm").write_bytes(b"shm")
    first = GameStore.move_aside(db)
    assert first == db.with_name("games.sqlite.damaged-1")
    assert first.read_bytes() == b"garbage"
    assert db.with_name("games.sqlite.damaged-1-wal").read_bytes() == b"wal"
    assert db.with_name("games.sqlite.damaged-1-shm").read_bytes() == b"shm"
    assert not db.exists()
    assert not db.with_name("games.sqlite-wal").exists()
    with GameStore(db) as store:  # a fresh store where the damaged one was
        assert store.unfinished() == []
    db.write_bytes(b"garbage again")
    assert GameStore.move_aside(db) == db.with_name("games.sqlite.damaged-2")
    assert db.with_name("games.sqlite.damaged-1").read_bytes() == b"garbage"
    with pytest.raises(FileNotFoundError):
        GameStore.move_aside(db)


# -- property: whatever is appended reads back ---------------------------------------------
players = st.integers(min_value=-1, max_value=5).map(PlayerId)
texts = st.text(max_size=12)
actions: st.SearchStrategy[Action] = st.one_of(
    st.builds(TimeUp, st.integers(min_value=-1, max_value=5)),
    st.builds(Say, texts, st.lists(texts, max_size=5).map(tuple), st.integers()),
)
move_lists = st.lists(st.builds(Move, players, actions), max_size=25)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(moves=move_lists, reopen_at=st.integers(min_value=0, max_value=25))
def test_appended_moves_read_back_identical(
    tmp_path_factory: pytest.TempPathFactory, moves: list[Move], reopen_at: int
) -> None:
    path = tmp_path_factory.mktemp("prop") / "games.sqlite"
    store = GameStore(path)
    game_id = store.create_game(SETUP, SEATS)
    for n, move in enumerate(moves):
        if n == reopen_at:
            store.close()
            store = GameStore(path)
        store.append_move(game_id, move)
    assert store.moves(game_id, PARSER) == tuple(moves)
    store.close()
    with GameStore(path) as reopened:
        assert reopened.moves(game_id, PARSER) == tuple(moves)
        saved: SavedGame = reopened.get(game_id)
        assert saved.moves_count == len(moves)


# -- backups and a full disk ---------------------------------------------------------------
def test_a_kill_while_the_backup_is_written_leaves_no_backup_that_looks_whole(db: Path) -> None:
    """The copy is made under a temporary name; killed before it is renamed, the app leaves a
    partial file and no ``.v1.bak``; the next start writes the backup under that name."""
    make_v1(db)
    original = dump(db)
    child = (
        "import os, signal, sys\n"
        "from pathlib import Path\n"
        "import engines.records.store as store_module\n"
        "def killed(source, target):\n"
        "    os.kill(os.getpid(), signal.SIGKILL)\n"
        "store_module._rename_unless_taken = killed\n"
        "store_module.GameStore(Path(sys.argv[1]))\n"
    )
    result = subprocess.run([sys.executable, "-c", child, str(db)], cwd=ROOT, check=False)
    assert result.returncode != 0
    left = sorted(path.name for path in db.parent.iterdir())
    assert not db.with_name("games.sqlite.v1.bak").exists(), left
    (partial,) = db.parent.glob("games.sqlite.v1.bak.partial-*")
    assert dump(db) == original  # the file itself was not touched
    with GameStore(db) as store:
        assert store.backup == db.with_name("games.sqlite.v1.bak")
        assert len(store.unfinished()) == 1
    assert dump(db.with_name("games.sqlite.v1.bak")) == original
    assert partial.exists()  # another copy of the app might still be writing it
    old = time.time() - 2 * 3600
    os.utime(partial, (old, old))
    make_v1(db.with_name("other.sqlite"))
    db.unlink()
    db.with_name("other.sqlite").rename(db)
    with GameStore(db) as store:
        assert store.backup == db.with_name("games.sqlite.v1.2.bak")
    assert not partial.exists()  # an hour old: left by a crash, removed


def _full_disk_error(*_args: object, **_kwargs: object) -> sqlite3.Connection:
    error = sqlite3.OperationalError("disk I/O error")
    error.sqlite_errorcode = 10  # type: ignore[attr-defined]  # SQLITE_IOERR, as on a full disk
    raise error


def test_a_full_disk_is_said_as_such_when_the_store_is_opened(
    db: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with GameStore(db) as store:
        store.create_game(SETUP, SEATS)
    monkeypatch.setattr(store_module.sqlite3, "connect", _full_disk_error)
    monkeypatch.setattr(store_module.shutil, "disk_usage", lambda _p: DiskUsage(10**9, 10**9, 0))
    with pytest.raises(StoreFull, match="the disk is full") as full:
        GameStore(db)
    assert full.value.free == 0
    # The same I/O error with room left is no full disk.
    monkeypatch.setattr(store_module.shutil, "disk_usage", lambda _p: DiskUsage(10**9, 0, 10**9))
    with pytest.raises(StoreError) as other:
        GameStore(db)
    assert not isinstance(other.value, StoreFull)


def test_no_room_for_the_backup_is_a_full_disk(db: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    make_v1(db)
    original = dump(db)

    def no_room(_source: object, _target: object) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(store_module, "_rename_unless_taken", no_room)
    with pytest.raises(StoreFull):
        GameStore(db)
    assert dump(db) == original
    assert list(db.parent.glob("*.bak*")) == []  # the partial copy is removed


@pytest.mark.skipif(
    sys.platform != "linux" or os.geteuid() != 0, reason="needs root to mount a small tmpfs"
)
def test_a_really_full_disk(tmp_path: Path) -> None:
    """On a real full disk (a 300 KB tmpfs filled up): said as such, the file untouched."""
    mount = tmp_path / "full"
    mount.mkdir()
    if subprocess.run(["mount", "-t", "tmpfs", "-o", "size=300k", "tmpfs", str(mount)]).returncode:
        pytest.skip("tmpfs cannot be mounted here")
    try:
        db = mount / "games.sqlite"
        make_v1(db)
        original = db.read_bytes()
        with (mount / "filler").open("wb", buffering=0) as filler, contextlib.suppress(OSError):
            while True:
                filler.write(b"x" * 512)
        with pytest.raises(StoreFull):
            GameStore(db)
        assert db.read_bytes() == original
        assert sorted(p.name for p in mount.iterdir()) == ["filler", "games.sqlite"]
    finally:
        subprocess.run(["umount", str(mount)], check=False)
