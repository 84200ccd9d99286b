"""Saved games: an SQLite file holding every game's setup, seats and action log.

Each action is committed on its own the moment it is played, so a crash or a power cut loses at
most the action in flight; an unfinished game is resumed by replaying its setup and log. The file
carries its schema version in ``PRAGMA user_version``; older files are copied aside and migrated
in one transaction, newer or damaged ones are refused without being touched (the GUI decides what
to do: :meth:`GameStore.move_aside` renames a damaged file so a fresh one can be made).

Schema, version 4::

    players(name PK, kind 'human'|'computer', level NULL, last_used)
    games(id PK, setup JSON, seats JSON, created, status 'playing'|'finished', scores JSON NULL,
          updated)
    moves(game → games.id ON DELETE CASCADE, seq, player, action JSON, time; PK (game, seq))
    analysis(game → games.id ON DELETE CASCADE, seq, result JSON NULL; PK (game, seq))
    summaries(game PK → games.id ON DELETE CASCADE, summary JSON)
    hostings(game PK → games.id ON DELETE CASCADE, record JSON)

``hostings`` keeps what it takes to host a network game again (its code, port, seats' plans:
:class:`engines.net.host.HostingRecord`, versioned; the store keeps it as given).
``analysis`` caches the searched analysis of a move (NULL: the action is no decision);
``summaries`` caches a finished game's per-seat figures for the statistics. Both are caches:
made from the moves, never the only copy of anything.

Times are UTC ISO 8601 strings with microseconds, so they sort as text. No Qt here: the GUI passes
a path inside its AppDataLocation.

A file deleted or replaced while the store is open (a user tidying the folder, a sync tool)
would silently take every later move with it: the open connection goes on writing into the
unlinked file, which is gone when it closes. So before every write the store compares the file
at its path with the one it opened (device and inode); when they differ it copies everything
the open connection still sees into a new file — at the path when the file was deleted, beside
it (``NAME.recovered-N``) when another file was put there, which is left alone — and goes on
writing there. :meth:`GameStore.take_recovery` tells the caller, once.
"""

from __future__ import annotations

import contextlib
import dataclasses
import errno
import glob
import json
import os
import secrets
import shutil
import sqlite3
import sys
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from types import TracebackType
from typing import Any, Protocol

from engines.core import Action, EditionUse, PlayerId, Setup, WordListRef
from engines.records.record import Move, setup_from_json, setup_to_json
from engines.take_backs import TakeBack

#: The schema this code reads and writes.
SCHEMA_VERSION = 4
SEAT_KINDS = ("human", "computer")
#: The longest player name the new-game dialog takes and a record file may give (the app's own
#: names are a few words). Not checked on reading a store: a name saved before stays readable.
MAX_NAME_LENGTH = 100
PLAYING = "playing"
FINISHED = "finished"

#: A take-back as the moves table holds it (it has no fields).
_TAKE_BACK = json.dumps(TakeBack().to_json(), separators=(",", ":"))

_MAGIC = b"SQLite format 3\x00"
#: Files SQLite keeps beside a database; they belong to it and move with it.
_SIDE_SUFFIXES = ("-wal", "-shm", "-journal")
#: Primary result codes (``sqlite_errorcode & 0xFF``) that mean the file itself is bad.
_SQLITE_CORRUPT = 11
_SQLITE_NOTADB = 26
#: ... and that the disk is full, or the file cannot be written.
_SQLITE_FULL = 13
_SQLITE_READONLY = 8
_SQLITE_IOERR = 10
_FULL_ERRNOS = frozenset({errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)})
#: Less room than this on the disk when an I/O error happens: the disk is full (a store needs
#: a few pages more for any change, and its -shm file 32 KB).
FULL_BELOW = 1024 * 1024
#: A partial backup this old was left by a crash (a backup takes seconds).
PARTIAL_BACKUP_AGE_S = 3600


# -- errors --------------------------------------------------------------------------------
class StoreError(Exception):
    """Something went wrong with the saved-games file at :attr:`path`."""

    def __init__(self, path: Path, message: str) -> None:
        super().__init__(f"{message} ({path})")
        self.path = path
        self.message = message


class StoreTooNew(StoreError):
    """The file was written by a newer version of the app; it is left exactly as it was."""

    def __init__(self, path: Path, version: int) -> None:
        super().__init__(
            path,
            f"saved games use schema version {version}, but this version of the app knows only "
            f"up to {SCHEMA_VERSION}; update the app",
        )
        self.version = version


class StoreDamaged(StoreError):
    """The file is not a readable games store; it is left as it was (see ``move_aside``)."""

    def __init__(self, path: Path, reason: str) -> None:
        super().__init__(path, f"the saved-games file is damaged: {reason}")
        self.reason = reason


class StoreFull(StoreError):
    """The disk (or the user's quota) holding the saved-games file is full: nothing can be
    saved — and, on opening, not even read, as SQLite needs room for the files it keeps beside
    the database. Said as such, so the user knows to free some space."""

    def __init__(self, path: Path, free: int | None = None) -> None:
        room = "" if free is None else f" ({free // 1024} KB free)"
        super().__init__(path, f"the disk is full{room}: nothing can be saved until there is room")
        self.free = free


class UnknownGame(StoreError, LookupError):
    """No saved game has this id (deleted, or never existed)."""

    def __init__(self, path: Path, game_id: int) -> None:
        super().__init__(path, f"no saved game {game_id}")
        self.game_id = game_id


class GameChanged(StoreError):
    """The saved game has moves the caller has not seen: it is open in another window or
    another copy of the app, and this move would not follow from the state on show."""

    def __init__(self, path: Path, game_id: int) -> None:
        super().__init__(
            path, f"saved game {game_id} was changed elsewhere (is it open in another window?)"
        )
        self.game_id = game_id


class GameFinished(StoreError):
    """The game is finished: its log and scores are final."""

    def __init__(self, path: Path, game_id: int) -> None:
        super().__init__(path, f"saved game {game_id} is already finished")
        self.game_id = game_id


class HostedElsewhere(StoreError):
    """The game is hosted on the network right now by another host (this app's or another
    process's, on this store): a second host would make two referees of one game."""

    def __init__(self, path: Path, game_id: int) -> None:
        super().__init__(path, f"saved game {game_id} is being hosted already")
        self.game_id = game_id


class HostingClaim:
    """A game held as hosted live, until :meth:`release` or the end of the process that holds
    it: an operating-system lock on a small file in a folder beside the store
    (``.hosting/NAME-ID.lock``), which the system lets go of when the process dies, so a host
    killed with SIGKILL never leaves its game locked. (The file stays: removing it could let
    two hosts lock two different files of one name.)"""

    def __init__(self, path: Path, game_id: int) -> None:
        folder = path.parent / ".hosting"
        folder.mkdir(exist_ok=True)
        self.path = folder / f"{path.name}-{game_id}.lock"
        self._file = self.path.open("a+b")
        try:
            _lock_file(self._file.fileno())
        except OSError as error:
            self._file.close()
            raise HostedElsewhere(path, game_id) from error

    def release(self) -> None:
        self._file.close()  # closing lets go of the lock


def _lock_file(descriptor: int) -> None:
    """Hold the whole file locked, or ``OSError`` at once when someone else does."""
    if sys.platform == "win32":
        import msvcrt

        msvcrt.locking(descriptor, msvcrt.LK_NBLCK, 1)
    else:
        import fcntl

        fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)


@dataclass(frozen=True)
class StoreRecovered:
    """The saved-games file was deleted (``replaced`` False) or replaced by another file while
    open; everything saved is now in ``path`` (the old path when it was deleted)."""

    path: Path
    replaced: bool


# -- rows ----------------------------------------------------------------------------------
@dataclass(frozen=True)
class Seat:
    """Who sits at one place of a game: a person's name, or a computer player and its level."""

    name: str
    kind: str  # "human" | "computer"
    level: str | None = None

    def __post_init__(self) -> None:
        if self.kind not in SEAT_KINDS:
            raise ValueError(f"seat kind must be one of {SEAT_KINDS}, not {self.kind!r}")
        if not self.name.strip():
            raise ValueError("a seat needs a name")

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "kind": self.kind, "level": self.level}

    @staticmethod
    def from_json(data: dict[str, Any]) -> Seat:
        level = data.get("level")
        return Seat(str(data["name"]), str(data["kind"]), None if level is None else str(level))


@dataclass(frozen=True)
class SavedGame:
    """One game as listed in the store (its moves are read separately with ``moves``)."""

    id: int
    setup: Setup
    seats: tuple[Seat, ...]
    created: str
    updated: str
    status: str  # "playing" | "finished"
    moves_count: int
    scores: tuple[int, ...] | None
    #: How many of the moves are take-backs (:mod:`engines.take_backs`).
    take_backs: int = 0
    #: The game was hosted on the network (the store keeps how: :meth:`GameStore.hosting`).
    hosted: bool = False


class ActionParser(Protocol):
    """What ``moves`` needs from a game: turning an action's JSON back into an action.

    Every :class:`engines.core.Game` is one; tests may pass a small stub.
    """

    def parse_action(self, data: Mapping[str, Any]) -> Action: ...


# -- schema and migrations -----------------------------------------------------------------
def _migrate_0_to_1(conn: sqlite3.Connection) -> None:
    """The first schema: games and their action logs."""
    conn.execute(
        """CREATE TABLE games (
            id INTEGER PRIMARY KEY,
            setup TEXT NOT NULL,
            seats TEXT NOT NULL,
            created TEXT NOT NULL,
            status TEXT NOT NULL CHECK (status IN ('playing', 'finished')),
            scores TEXT
        )"""
    )
    conn.execute(
        """CREATE TABLE moves (
            game INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
            seq INTEGER NOT NULL CHECK (seq >= 0),
            player INTEGER NOT NULL,
            action TEXT NOT NULL,
            time TEXT NOT NULL,
            PRIMARY KEY (game, seq)
        ) WITHOUT ROWID"""
    )


def _migrate_1_to_2(conn: sqlite3.Connection) -> None:
    """Version 2: ``games.updated`` (to list the latest played first) and the known players,
    seeded from the seats of the games already saved."""
    conn.execute("ALTER TABLE games ADD COLUMN updated TEXT NOT NULL DEFAULT ''")
    conn.execute(
        """UPDATE games SET updated = COALESCE(
            (SELECT MAX(time) FROM moves WHERE moves.game = games.id), created)"""
    )
    conn.execute("CREATE INDEX games_by_status ON games (status, updated)")
    conn.execute(
        """CREATE TABLE players (
            name TEXT PRIMARY KEY,
            kind TEXT NOT NULL CHECK (kind IN ('human', 'computer')),
            level TEXT,
            last_used TEXT NOT NULL
        )"""
    )
    rows = conn.execute("SELECT seats, updated FROM games ORDER BY updated, id").fetchall()
    for seats, updated in rows:
        for data in json.loads(seats):
            _upsert_player(conn, Seat.from_json(data), updated)


def _migrate_2_to_3(conn: sqlite3.Connection) -> None:
    """Version 3: caches for the replay analysis and the statistics (filled on demand)."""
    conn.execute(
        """CREATE TABLE analysis (
            game INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
            seq INTEGER NOT NULL CHECK (seq >= 0),
            result TEXT,
            PRIMARY KEY (game, seq)
        ) WITHOUT ROWID"""
    )
    conn.execute(
        """CREATE TABLE summaries (
            game INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
            summary TEXT NOT NULL
        )"""
    )


def _migrate_3_to_4(conn: sqlite3.Connection) -> None:
    """Version 4: how a game hosted on the network was hosted (to host it again)."""
    conn.execute(
        """CREATE TABLE hostings (
            game INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
            record TEXT NOT NULL
        )"""
    )


#: ``_MIGRATIONS[v]`` turns schema ``v`` into ``v + 1``. A new file runs them all from 0, so a
#: fresh store and a migrated one have the same schema by construction.
_MIGRATIONS: dict[int, Callable[[sqlite3.Connection], None]] = {
    0: _migrate_0_to_1,
    1: _migrate_1_to_2,
    2: _migrate_2_to_3,
    3: _migrate_3_to_4,
}

#: Tables and columns each version must have (checked on open: a missing one means damage).
_REQUIRED: dict[int, dict[str, frozenset[str]]] = {
    1: {
        "games": frozenset({"id", "setup", "seats", "created", "status", "scores"}),
        "moves": frozenset({"game", "seq", "player", "action", "time"}),
    },
    2: {
        "games": frozenset({"id", "setup", "seats", "created", "updated", "status", "scores"}),
        "moves": frozenset({"game", "seq", "player", "action", "time"}),
        "players": frozenset({"name", "kind", "level", "last_used"}),
    },
    3: {
        "games": frozenset({"id", "setup", "seats", "created", "updated", "status", "scores"}),
        "moves": frozenset({"game", "seq", "player", "action", "time"}),
        "players": frozenset({"name", "kind", "level", "last_used"}),
        "analysis": frozenset({"game", "seq", "result"}),
        "summaries": frozenset({"game", "summary"}),
    },
}
_REQUIRED[4] = {**_REQUIRED[3], "hostings": frozenset({"game", "record"})}
assert set(_MIGRATIONS) == set(range(SCHEMA_VERSION)) and set(_REQUIRED) >= {SCHEMA_VERSION}


def _upsert_player(conn: sqlite3.Connection, seat: Seat, when: str) -> None:
    conn.execute(
        """INSERT INTO players (name, kind, level, last_used) VALUES (?, ?, ?, ?)
           ON CONFLICT (name) DO UPDATE SET
               kind = excluded.kind, level = excluded.level, last_used = excluded.last_used""",
        (seat.name, seat.kind, seat.level, when),
    )


def _schema_problem(conn: sqlite3.Connection, version: int) -> str | None:
    """Why the tables do not match schema ``version`` (None: they do)."""
    tables = {
        row[0]
        for row in conn.execute("SELECT name FROM sqlite_schema WHERE type = 'table'")
        if not str(row[0]).startswith("sqlite_")
    }
    if version == 0:
        return f"it holds other tables ({', '.join(sorted(tables))})" if tables else None
    for table, columns in _REQUIRED.get(version, {}).items():
        if table not in tables:
            return f"table {table!r} is missing"
        present = {row[1] for row in conn.execute(f"PRAGMA table_info({table})")}
        missing = sorted(columns - present)
        if missing:
            return f"table {table!r} lacks column {missing[0]!r}"
    return None


# -- helpers -------------------------------------------------------------------------------
def _utc_now() -> datetime:
    return datetime.now(UTC)


def _dumps(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def _side_file(path: Path, suffix: str) -> Path:
    return path.with_name(path.name + suffix)


def _has_content(log: Path) -> bool:
    """Whether a -wal or -journal file is there and not empty. One stat, no exists() first:
    another connection that closes deletes its -wal at any moment (the race a game host and
    the window reading its saves run)."""
    try:
        return log.stat().st_size > 0
    except FileNotFoundError:
        return False


def _error_code(error: sqlite3.Error) -> int:
    return int(getattr(error, "sqlite_errorcode", 0)) & 0xFF


def _is_damage(error: sqlite3.Error) -> bool:
    return _error_code(error) in (_SQLITE_CORRUPT, _SQLITE_NOTADB)


def _free_space(path: Path) -> int | None:
    """Bytes free for the user on the disk of ``path``'s folder (None: unknown)."""
    try:
        return shutil.disk_usage(path.parent).free
    except OSError:
        return None


def _disk_full(path: Path, error: BaseException) -> bool:
    """Whether ``error`` (SQLite's or the system's) comes from a full disk: SQLite says so
    (SQLITE_FULL), the system does (ENOSPC, EDQUOT), or an I/O error happened with almost no
    room left (SQLite reports a -shm or -wal it cannot grow as a plain I/O error)."""
    if isinstance(error, OSError) and error.errno in _FULL_ERRNOS:
        return True
    if isinstance(error, sqlite3.Error):
        code = _error_code(error)
        if code == _SQLITE_FULL:
            return True
        if code == _SQLITE_IOERR:
            free = _free_space(path)
            return free is not None and free < FULL_BELOW
    return False


def _file_id(path: Path) -> tuple[int, int] | None:
    """The device and inode of the file at ``path`` (None: no file there)."""
    try:
        found = os.stat(path)
    except FileNotFoundError:
        return None
    return found.st_dev, found.st_ino


def _free_name(path: Path, make: Callable[[int], str], with_side_files: bool) -> Path:
    """The first ``path.with_name(make(n))``, n = 1, 2, …, that does not exist yet (nor, if
    asked, its side files)."""
    n = 1
    while True:
        candidate = path.with_name(make(n))
        names = [candidate]
        if with_side_files:
            names += [_side_file(candidate, s) for s in _SIDE_SUFFIXES]
        if not any(os.path.lexists(name) for name in names):
            return candidate
        n += 1


def _rename_unless_taken(source: Path, target: Path) -> None:
    """Give ``source`` the name ``target`` at once, never replacing a file there
    (:class:`FileExistsError`): a hard link, then the old name removed; where the file system
    has no hard links, a rename after looking (Windows' rename never replaces a file)."""
    try:
        os.link(source, target)
    except FileExistsError:
        raise
    except OSError:
        if os.path.lexists(target):
            raise FileExistsError(target) from None
        os.rename(source, target)
        return
    source.unlink()


def _sync_folder(folder: Path) -> None:
    """Make a rename in ``folder`` last a power cut (POSIX; Windows has no folder handles)."""
    if os.name != "posix":
        return
    descriptor = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(descriptor)
    finally:
        os.close(descriptor)


def _header_problem(path: Path, size: int) -> str | None:
    """Why the first bytes of a non-empty file show it is no (complete) SQLite database."""
    with path.open("rb") as file:
        header = file.read(100)
    if len(header) < 100 or not header.startswith(_MAGIC):
        return "it is not an SQLite database"
    page_size = int.from_bytes(header[16:18], "big")
    page_size = 65536 if page_size == 1 else page_size
    pages = int.from_bytes(header[28:32], "big")
    header_valid = header[24:28] == header[92:96]
    logs = [_side_file(path, suffix) for suffix in ("-wal", "-journal")]
    pending = any(_has_content(log) for log in logs)
    # With a non-empty -wal or -journal the main file may be mid-update (a checkpoint or a
    # transaction cut short; SQLite repairs it from the log); otherwise a file shorter than its
    # header says has lost its tail.
    if header_valid and not pending and pages and size < pages * page_size:
        return f"it is {size} bytes long but should be {pages * page_size}"
    return None


# -- the store -----------------------------------------------------------------------------
class GameStore:
    """The saved-games file: opened (or created), migrated and checked by the constructor.

    One connection, used from the thread that made it. Every write is one transaction that is
    committed before the method returns.
    """

    def __init__(self, path: Path, *, clock: Callable[[], datetime] = _utc_now) -> None:
        self.path = Path(path)
        self._clock = clock
        #: The copy made before migrating this file on this open (None: no migration needed).
        self.backup: Path | None = None
        self._connection: sqlite3.Connection | None = None
        #: The files this connection opened (database, -wal, -shm: device and inode), to
        #: notice the file deleted or replaced (see the module); None while opening.
        self._opened: dict[str, tuple[int, int] | None] | None = None
        self._recovery: StoreRecovered | None = None
        version = self._probe()
        self._connection = self._open()
        try:
            self._migrate(version)
            self._use_wal()
        except BaseException:
            self.close()
            raise

    def _use_wal(self) -> None:
        """WAL (switched on only after a migration succeeded, so a failed one leaves an old
        file exactly as it was): a commit appends to the -wal file, and a crash mid-write never
        leaves the database half-updated (uncommitted frames are ignored on the next open);
        readers do not block the writer. (Where WAL is unavailable SQLite keeps its rollback
        journal, which is as durable, only slower.)"""
        with self._errors():
            self._conn.execute("PRAGMA journal_mode = WAL")
        self._opened = {"": _file_id(self.path), "-wal": None, "-shm": None}
        self._note_side_files()

    def _note_side_files(self) -> None:
        """Remember the -wal and -shm this connection uses, once SQLite has made them (at the
        first transaction in WAL mode; they keep their inode until the last connection
        closes)."""
        opened = self._opened
        if opened is not None and None in (opened["-wal"], opened["-shm"]):
            for suffix in ("-wal", "-shm"):
                opened[suffix] = opened[suffix] or _file_id(_side_file(self.path, suffix))

    # -- opening ---------------------------------------------------------------------------
    def _probe(self) -> int:
        """The schema version of an existing file (0: new or empty), read without writing
        (except rolling back a transaction an old, non-WAL version left when it crashed).

        Raises :class:`StoreTooNew` or :class:`StoreDamaged` and then leaves the file (and the
        folder) as found. Makes the backup when the file needs migrating.
        """
        path = self.path
        wal = _side_file(path, "-wal")
        if not path.exists():
            if _has_content(wal):
                raise StoreDamaged(path, "its -wal file is there but the database is not")
            return 0
        if not path.is_file():
            raise StoreError(path, "the saved-games path is not a file")
        size = path.stat().st_size
        if size == 0 and not wal.exists():
            return 0  # SQLite's own empty database: nothing in it to lose
        if size > 0:
            problem = _header_problem(path, size)
            if problem:
                raise StoreDamaged(path, problem)
        existed = {s: os.path.lexists(_side_file(path, s)) for s in _SIDE_SUFFIXES}
        try:
            return self._probe_with_sqlite()
        except StoreError:
            self._tidy_side_files(existed)
            raise

    def _probe_with_sqlite(self) -> int:
        path = self.path
        try:
            conn = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
        except sqlite3.Error as error:
            if _disk_full(path, error):
                raise StoreFull(path, _free_space(path)) from error
            raise StoreError(path, f"cannot open the saved-games file: {error}") from error
        try:
            try:
                version = self._check(conn)
            except sqlite3.Error as error:
                if _error_code(error) != _SQLITE_READONLY:
                    raise
                # A hot rollback journal (a crash in an old, non-WAL file) must be rolled back
                # first, which a read-only connection may not do; that recovery keeps content.
                conn.close()
                conn = sqlite3.connect(path)
                version = self._check(conn)
            if 0 < version < SCHEMA_VERSION:
                self.backup = self._make_backup(conn, version)
            return version
        except sqlite3.Error as error:
            if _is_damage(error):
                raise StoreDamaged(path, str(error)) from error
            if _disk_full(path, error):
                raise StoreFull(path, _free_space(path)) from error
            raise StoreError(path, f"cannot read the saved-games file: {error}") from error
        finally:
            conn.close()

    def _check(self, conn: sqlite3.Connection) -> int:
        """The file's schema version after checking it is ours, intact and not too new."""
        version = int(conn.execute("PRAGMA user_version").fetchone()[0])
        if version > SCHEMA_VERSION:
            raise StoreTooNew(self.path, version)
        result = [str(row[0]) for row in conn.execute("PRAGMA quick_check")]
        if result != ["ok"]:
            raise StoreDamaged(self.path, "; ".join(result[:3]))
        problem = _schema_problem(conn, version)
        if problem:
            raise StoreDamaged(self.path, f"{problem} (schema version {version})")
        return version

    def _tidy_side_files(self, existed: dict[str, bool]) -> None:
        """Remove the empty -wal/-shm a read-only look at a WAL file created, so a refused file
        is left with exactly what it had. Only files that were not there before, and only an
        empty -wal (nothing was written to it)."""
        wal = _side_file(self.path, "-wal")
        if existed["-wal"] or _has_content(wal):
            return
        for suffix in ("-wal", "-shm"):
            if not existed[suffix]:
                with contextlib.suppress(OSError):
                    _side_file(self.path, suffix).unlink()

    def _make_backup(self, source: sqlite3.Connection, version: int) -> Path:
        """Copy the file to ``NAME.vN.bak`` (``NAME.vN.2.bak``… if taken) before migrating.

        SQLite's backup API makes a consistent copy that includes what is still in the -wal.
        It is written under a temporary name (``NAME.vN.bak.partial-…``), synced, and only
        then given its name, never over an earlier backup: a crash or a kill while copying
        leaves no backup that looks whole but is empty or cut short (a later open removes the
        partial file once it is an hour old).
        """
        name = self.path.name
        self._remove_partial_backups()
        partial = self.path.with_name(f"{name}.v{version}.bak.partial-{secrets.token_hex(4)}")
        try:
            target = sqlite3.connect(partial)
            try:
                source.backup(target)
            finally:
                target.close()
            with partial.open("rb+") as file:
                os.fsync(file.fileno())
            while True:
                backup = _free_name(
                    self.path,
                    lambda n: f"{name}.v{version}.bak" if n == 1 else f"{name}.v{version}.{n}.bak",
                    with_side_files=False,
                )
                try:
                    _rename_unless_taken(partial, backup)
                except FileExistsError:
                    continue  # another copy of the app took this name meanwhile
                break
            _sync_folder(self.path.parent)
        except (OSError, sqlite3.Error) as error:
            with contextlib.suppress(OSError):
                partial.unlink()
            if _disk_full(self.path, error):
                raise StoreFull(self.path, _free_space(self.path)) from error
            raise StoreError(self.path, f"cannot back up before migrating: {error}") from error
        return backup

    def _remove_partial_backups(self) -> None:
        """Remove partial backups a crash left (see :meth:`_make_backup`), an hour old or more:
        another copy of the app may be writing a newer one."""
        stale = time.time() - PARTIAL_BACKUP_AGE_S
        for leftover in self.path.parent.glob(f"{glob.escape(self.path.name)}.v*.bak.partial-*"):
            with contextlib.suppress(OSError):
                if leftover.stat().st_mtime < stale:
                    leftover.unlink()

    def _open(self) -> sqlite3.Connection:
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            if _disk_full(self.path, error):
                raise StoreFull(self.path, _free_space(self.path)) from error
            raise StoreError(self.path, f"cannot make the saved-games folder: {error}") from error
        try:
            conn = sqlite3.connect(self.path, timeout=10.0, isolation_level=None)
            # FULL: in WAL mode NORMAL does not sync the -wal at each commit, so a power cut
            # could undo the last moves; FULL syncs every commit, so a move is on disk once
            # append_move returns and only the move in flight can be lost.
            conn.execute("PRAGMA synchronous = FULL")
            conn.execute("PRAGMA foreign_keys = ON")
        except sqlite3.Error as error:
            if _is_damage(error):
                raise StoreDamaged(self.path, str(error)) from error
            if _disk_full(self.path, error):
                raise StoreFull(self.path, _free_space(self.path)) from error
            raise StoreError(self.path, f"cannot open the saved-games file: {error}") from error
        return conn

    def _migrate(self, found: int) -> None:
        """Bring the file to :data:`SCHEMA_VERSION`: every step and the new version number in
        one transaction, so a failure leaves it at the old version (and the backup is there)."""
        if found == SCHEMA_VERSION:
            with self._errors():
                problem = _schema_problem(self._conn, SCHEMA_VERSION)
            if problem:
                raise StoreDamaged(self.path, problem)
            return
        try:
            with self._transaction() as conn:
                # Read again inside the write lock: another instance may have migrated it.
                version = int(conn.execute("PRAGMA user_version").fetchone()[0])
                if version > SCHEMA_VERSION:
                    raise StoreTooNew(self.path, version)
                for step in range(version, SCHEMA_VERSION):
                    _MIGRATIONS[step](conn)
                conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
                problem = _schema_problem(conn, SCHEMA_VERSION)
                if problem:
                    raise StoreDamaged(self.path, f"after migrating: {problem}")
                if conn.execute("PRAGMA foreign_key_check").fetchone() is not None:
                    raise StoreDamaged(self.path, "moves refer to games that are not there")
        except StoreError:
            raise
        except (ValueError, KeyError, TypeError) as error:  # bad JSON in old rows
            raise StoreDamaged(
                self.path, f"cannot migrate from schema version {found}: {error!r}"
            ) from error

    # -- plumbing --------------------------------------------------------------------------
    @property
    def _conn(self) -> sqlite3.Connection:
        if self._connection is None:
            raise StoreError(self.path, "the saved-games file is closed")
        return self._connection

    @contextlib.contextmanager
    def _errors(self) -> Iterator[None]:
        """Turn SQLite's errors into :class:`StoreError` (damage into :class:`StoreDamaged`)."""
        try:
            yield
        except sqlite3.Error as error:
            if _is_damage(error):
                raise StoreDamaged(self.path, str(error)) from error
            if _disk_full(self.path, error):
                raise StoreFull(self.path, _free_space(self.path)) from error
            if _error_code(error) == _SQLITE_READONLY:
                raise StoreError(self.path, "the saved-games file cannot be written") from error
            raise StoreError(self.path, f"saved games: {error}") from error

    def _recover_if_lost(self) -> None:
        """Copy everything into a new file when the one opened was deleted or replaced (see
        the module)."""
        opened = self._opened
        if opened is None or _file_id(self.path) == opened[""]:
            return
        replaced = os.path.lexists(self.path)
        name = self.path.name
        target = (
            _free_name(self.path, lambda n: f"{name}.recovered-{n}", with_side_files=True)
            if replaced
            else self.path
        )
        building = _free_name(self.path, lambda n: f"{name}.recovering-{n}", True)
        copied = False
        try:
            copy = sqlite3.connect(building)
            try:
                # The backup API reads through the open connection: what the lost file and
                # its -wal hold, committed, consistent.
                self._conn.backup(copy)
            finally:
                copy.close()
            copied = True
            self.close()
            # SQLite leaves the lost file's -wal and -shm behind (it never checkpoints an
            # unlinked database); everything in them is in the copy, and beside a new file at
            # this path they would be read as its own.
            for suffix in ("-wal", "-shm"):
                side = _side_file(self.path, suffix)
                if opened[suffix] is not None and _file_id(side) == opened[suffix]:
                    side.unlink()
            os.replace(building, target)
        except (OSError, sqlite3.Error) as error:
            if copied:  # now the only copy: kept, and named
                raise StoreError(
                    self.path, f"the saved-games file was removed; the games are in {building}"
                ) from error
            with contextlib.suppress(OSError):
                building.unlink()
            if _disk_full(self.path, error):
                raise StoreFull(self.path, _free_space(self.path)) from error
            raise StoreError(
                self.path, f"the saved-games file was removed and cannot be made again: {error}"
            ) from error
        self.path = target
        self._connection = self._open()
        self._use_wal()
        self._recovery = StoreRecovered(target, replaced)

    def take_recovery(self) -> StoreRecovered | None:
        """What happened when the file was found deleted or replaced since the last call (see
        the module): told once, then None."""
        recovery, self._recovery = self._recovery, None
        return recovery

    @contextlib.contextmanager
    def _transaction(self) -> Iterator[sqlite3.Connection]:
        """One write transaction, committed (and synced) on leaving, rolled back on error;
        first into a new file if the one opened is gone (:meth:`_recover_if_lost`)."""
        self._recover_if_lost()
        conn = self._conn
        with self._errors():
            conn.execute("BEGIN IMMEDIATE")
            try:
                yield conn
            except BaseException:
                if conn.in_transaction:  # SQLite may already have rolled back (disk full…)
                    conn.execute("ROLLBACK")
                raise
            conn.execute("COMMIT")
        self._note_side_files()

    def _now(self) -> str:
        return self._clock().astimezone(UTC).isoformat(timespec="microseconds")

    def _status(self, conn: sqlite3.Connection, game_id: int) -> str:
        row = conn.execute("SELECT status FROM games WHERE id = ?", (game_id,)).fetchone()
        if row is None:
            raise UnknownGame(self.path, game_id)
        return str(row[0])

    def _saved_games(self, where: str, params: tuple[Any, ...]) -> list[SavedGame]:
        query = f"""SELECT id, setup, seats, created, updated, status, scores,
                (SELECT COUNT(*) FROM moves WHERE moves.game = games.id),
                (SELECT COUNT(*) FROM moves WHERE moves.game = games.id AND action = ?),
                EXISTS (SELECT 1 FROM hostings WHERE hostings.game = games.id)
            FROM games {where}"""
        with self._errors():
            rows = self._conn.execute(query, (_TAKE_BACK, *params)).fetchall()
        return [self._saved_game(row) for row in rows]

    def _saved_game(self, row: tuple[Any, ...]) -> SavedGame:
        game_id, setup, seats, created, updated, status, scores, count, take_backs, hosted = row
        try:
            return SavedGame(
                id=int(game_id),
                setup=setup_from_json(json.loads(setup)),
                seats=tuple(Seat.from_json(seat) for seat in json.loads(seats)),
                created=str(created),
                updated=str(updated),
                status=str(status),
                moves_count=int(count),
                scores=None if scores is None else tuple(int(s) for s in json.loads(scores)),
                take_backs=int(take_backs),
                hosted=bool(hosted),
            )
        except (ValueError, KeyError, TypeError) as error:
            raise StoreDamaged(
                self.path, f"saved game {game_id} is unreadable: {error!r}"
            ) from error

    # -- public API ------------------------------------------------------------------------
    def close(self) -> None:
        """Close the file (SQLite folds the -wal back in). Safe to call twice."""
        if self._connection is not None:
            self._connection.close()
            self._connection = None

    def __enter__(self) -> GameStore:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        self.close()

    def create_game(
        self, setup: Setup, seats: Sequence[Seat], *, hosting: Mapping[str, Any] | None = None
    ) -> int:
        """Save a new game (status "playing", no moves yet) and return its id; with
        ``hosting``, how it is hosted on the network, in the same transaction."""
        if len(seats) != setup.players:
            raise ValueError(f"{len(seats)} seats for a game of {setup.players} players")
        now = self._now()
        with self._transaction() as conn:
            cursor = conn.execute(
                """INSERT INTO games (setup, seats, created, updated, status, scores)
                   VALUES (?, ?, ?, ?, ?, NULL)""",
                (
                    _dumps(setup_to_json(setup)),
                    _dumps([s.to_json() for s in seats]),
                    now,
                    now,
                    PLAYING,
                ),
            )
            game_id = cursor.lastrowid
            assert game_id is not None
            if hosting is not None:
                conn.execute(
                    "INSERT INTO hostings (game, record) VALUES (?, ?)",
                    (game_id, _dumps(hosting)),
                )
        return game_id

    def set_hosting(self, game_id: int, hosting: Mapping[str, Any]) -> None:
        """Record (or replace) how the game is hosted on the network."""
        with self._transaction() as conn:
            self._status(conn, game_id)
            conn.execute(
                "INSERT OR REPLACE INTO hostings (game, record) VALUES (?, ?)",
                (game_id, _dumps(hosting)),
            )

    def claim_hosting(self, game_id: int) -> HostingClaim:
        """Hold ``game_id`` as hosted live until the claim is released (or this process ends);
        :class:`HostedElsewhere` when a host holds it already."""
        try:
            return HostingClaim(self.path, game_id)
        except HostedElsewhere:
            raise
        except OSError as error:
            raise StoreError(self.path, f"cannot mark game {game_id} as hosted: {error}") from error

    def hosting(self, game_id: int) -> dict[str, Any] | None:
        """How the game was hosted on the network, as recorded (None: it never was)."""
        with self._errors():
            self._status(self._conn, game_id)
            row = self._conn.execute(
                "SELECT record FROM hostings WHERE game = ?", (game_id,)
            ).fetchone()
        if row is None:
            return None
        unreadable = f"saved game {game_id}'s hosting is unreadable"
        try:
            data = json.loads(row[0])
        except ValueError as error:
            raise StoreDamaged(self.path, unreadable) from error
        if not isinstance(data, dict):
            raise StoreDamaged(self.path, unreadable)
        return data

    def append_move(self, game_id: int, move: Move, *, seq: int | None = None) -> None:
        """Add ``move`` as the game's next action, committed before returning. With ``seq``
        (how many moves the caller knows of) a game that has other moves by now — changed in
        another window — raises :class:`GameChanged` instead."""
        self.append_moves(game_id, (move,), seq=seq)

    def append_moves(self, game_id: int, moves: Sequence[Move], *, seq: int | None = None) -> None:
        """Add ``moves`` as the game's next actions in one transaction: all or none (a game
        clock's time and the action it was used for)."""
        actions = [_dumps(move.action.to_json()) for move in moves]
        now = self._now()
        with self._transaction() as conn:
            if self._status(conn, game_id) != PLAYING:
                raise GameFinished(self.path, game_id)
            (next_seq,) = conn.execute(
                "SELECT COALESCE(MAX(seq) + 1, 0) FROM moves WHERE game = ?", (game_id,)
            ).fetchone()
            if seq is not None and seq != next_seq:
                raise GameChanged(self.path, game_id)
            for offset, (move, action) in enumerate(zip(moves, actions, strict=True)):
                conn.execute(
                    "INSERT INTO moves (game, seq, player, action, time) VALUES (?, ?, ?, ?, ?)",
                    (game_id, next_seq + offset, int(move.player), action, now),
                )
            conn.execute("UPDATE games SET updated = ? WHERE id = ?", (now, game_id))

    def moves(self, game_id: int, game: ActionParser) -> tuple[Move, ...]:
        """The game's actions in order; ``game`` parses them (``Game.parse_action``, which
        raises ``Rejected`` for an action type it does not know)."""
        with self._errors():
            self._status(self._conn, game_id)
            rows = self._conn.execute(
                "SELECT seq, player, action FROM moves WHERE game = ? ORDER BY seq", (game_id,)
            ).fetchall()
        moves = []
        for expected, (seq, player, action) in enumerate(rows):
            if seq != expected:
                raise StoreDamaged(self.path, f"saved game {game_id} lacks move {expected}")
            try:
                data = json.loads(action)
            except ValueError as error:
                raise StoreDamaged(
                    self.path, f"move {seq} of saved game {game_id} is unreadable"
                ) from error
            try:
                moves.append(Move(PlayerId(int(player)), game.parse_action(data)))
            except (ValueError, TypeError) as error:  # Rejected too: an action it cannot read
                raise StoreDamaged(
                    self.path, f"move {seq} of saved game {game_id} is unreadable"
                ) from error
        return tuple(moves)

    def finish(self, game_id: int, scores: Sequence[int]) -> None:
        """Mark the game finished with its final scores (one per seat)."""
        now = self._now()
        with self._transaction() as conn:
            if self._status(conn, game_id) != PLAYING:
                raise GameFinished(self.path, game_id)
            (seats,) = conn.execute("SELECT seats FROM games WHERE id = ?", (game_id,)).fetchone()
            if len(scores) != len(json.loads(seats)):
                raise ValueError(f"{len(scores)} scores for {len(json.loads(seats))} seats")
            conn.execute(
                "UPDATE games SET status = ?, scores = ?, updated = ? WHERE id = ?",
                (FINISHED, _dumps([int(s) for s in scores]), now, game_id),
            )

    def set_word_list(self, game_id: int, ref: WordListRef | None) -> None:
        """Record that an unfinished game goes on with another word list (None: the shipped
        lexicon as shipped now, for every move: the moves so far replay with it), when the one
        it was played with is gone."""
        self._change_setup(
            game_id, lambda setup: dataclasses.replace(setup, word_list=ref, editions=())
        )

    def set_editions(self, game_id: int, editions: tuple[EditionUse, ...]) -> None:
        """Record which editions of the shipped lexicon judge an unfinished game's moves (it
        goes on after an update: :func:`engines.records.record.edition_change`)."""
        self._change_setup(game_id, lambda setup: dataclasses.replace(setup, editions=editions))

    def _change_setup(self, game_id: int, change: Callable[[Setup], Setup]) -> None:
        with self._transaction() as conn:
            if self._status(conn, game_id) != PLAYING:
                raise GameFinished(self.path, game_id)
            (text,) = conn.execute("SELECT setup FROM games WHERE id = ?", (game_id,)).fetchone()
            try:
                setup = setup_from_json(json.loads(text))
            except (ValueError, KeyError, TypeError) as error:
                raise StoreDamaged(self.path, f"saved game {game_id} is unreadable") from error
            data = setup_to_json(change(setup))
            conn.execute("UPDATE games SET setup = ? WHERE id = ?", (_dumps(data), game_id))

    def unfinished(self) -> list[SavedGame]:
        """Games still being played, the most recently played first."""
        return self._saved_games("WHERE status = ? ORDER BY updated DESC, id DESC", (PLAYING,))

    def finished(self, limit: int | None = 50) -> list[SavedGame]:
        """The last ``limit`` finished games (None: all), the most recently finished first."""
        return self._saved_games(
            "WHERE status = ? ORDER BY updated DESC, id DESC LIMIT ?",
            (FINISHED, -1 if limit is None else limit),
        )

    def import_game(
        self,
        setup: Setup,
        seats: Sequence[Seat],
        moves: Sequence[Move],
        scores: Sequence[int] | None,
    ) -> int:
        """Save a whole game (from a record file) in one transaction: its moves, and with
        ``scores`` as finished. Returns the new game's id."""
        if len(seats) != setup.players:
            raise ValueError(f"{len(seats)} seats for a game of {setup.players} players")
        now = self._now()
        with self._transaction() as conn:
            cursor = conn.execute(
                """INSERT INTO games (setup, seats, created, updated, status, scores)
                   VALUES (?, ?, ?, ?, ?, ?)""",
                (
                    _dumps(setup_to_json(setup)),
                    _dumps([s.to_json() for s in seats]),
                    now,
                    now,
                    PLAYING if scores is None else FINISHED,
                    None if scores is None else _dumps([int(s) for s in scores]),
                ),
            )
            game_id = cursor.lastrowid
            assert game_id is not None
            conn.executemany(
                "INSERT INTO moves (game, seq, player, action, time) VALUES (?, ?, ?, ?, ?)",
                [
                    (game_id, seq, int(m.player), _dumps(m.action.to_json()), now)
                    for seq, m in enumerate(moves)
                ],
            )
            for seat in seats:
                _upsert_player(conn, seat, now)
        return game_id

    def move_times(self, game_id: int) -> tuple[str, ...]:
        """When each move was saved (UTC ISO 8601), in order; with ``get(...).created`` it
        gives the players' thinking times."""
        with self._errors():
            self._status(self._conn, game_id)
            rows = self._conn.execute(
                "SELECT time FROM moves WHERE game = ? ORDER BY seq", (game_id,)
            ).fetchall()
        return tuple(str(row[0]) for row in rows)

    def cached_analysis(self, game_id: int) -> dict[int, Any]:
        """The cached analysis of the game's moves: seq → its JSON (None: no decision)."""
        with self._errors():
            rows = self._conn.execute(
                "SELECT seq, result FROM analysis WHERE game = ?", (game_id,)
            ).fetchall()
        return {int(seq): None if result is None else json.loads(result) for seq, result in rows}

    def cache_analysis(self, game_id: int, results: Mapping[int, Any]) -> None:
        """Keep the analysis of some moves (seq → JSON or None); replaces what was there."""
        with self._transaction() as conn:
            self._status(conn, game_id)
            conn.executemany(
                "INSERT OR REPLACE INTO analysis (game, seq, result) VALUES (?, ?, ?)",
                [
                    (game_id, seq, None if data is None else _dumps(data))
                    for seq, data in results.items()
                ],
            )

    def summaries(self) -> dict[int, Any]:
        """The cached summaries of finished games: game id → JSON."""
        with self._errors():
            rows = self._conn.execute("SELECT game, summary FROM summaries").fetchall()
        return {int(game): json.loads(summary) for game, summary in rows}

    def cache_summaries(self, summaries: Mapping[int, Any]) -> None:
        """Keep finished games' summaries (game id → JSON) in one transaction."""
        with self._transaction() as conn:
            conn.executemany(
                "INSERT OR REPLACE INTO summaries (game, summary) VALUES (?, ?)",
                [(game, _dumps(data)) for game, data in summaries.items()],
            )

    def get(self, game_id: int) -> SavedGame:
        """One game; :class:`UnknownGame` if there is none with this id."""
        found = self._saved_games("WHERE id = ?", (game_id,))
        if not found:
            raise UnknownGame(self.path, game_id)
        return found[0]

    def delete(self, game_id: int) -> None:
        """Remove the game and its moves."""
        with self._transaction() as conn:
            self._status(conn, game_id)
            conn.execute("DELETE FROM games WHERE id = ?", (game_id,))

    def remember_player(self, seat: Seat) -> None:
        """Remember a player's name (and kind, level) for the next game's seat choices."""
        now = self._now()
        with self._transaction() as conn:
            _upsert_player(conn, seat, now)

    def known_players(self) -> list[Seat]:
        """Remembered players, the most recently used first."""
        with self._errors():
            rows = self._conn.execute(
                "SELECT name, kind, level FROM players ORDER BY last_used DESC, name"
            ).fetchall()
        return [Seat(str(name), str(kind), level) for name, kind, level in rows]

    @classmethod
    def move_aside(cls, path: Path) -> Path:
        """Rename a (damaged) store and its -wal/-shm to ``NAME.damaged-N`` (first free N) so
        a new store can be made at ``path``; returns the new name. Nothing is deleted."""
        path = Path(path)
        if not any(os.path.lexists(_side_file(path, s)) for s in ("", *_SIDE_SUFFIXES)):
            raise FileNotFoundError(path)
        name = path.name
        target = _free_name(path, lambda n: f"{name}.damaged-{n}", with_side_files=True)
        # The database first: if that fails nothing has moved. Side files follow with the
        # same suffixes, so SQLite would still pair them with the renamed file.
        if path.exists():
            path.rename(target)
        for suffix in _SIDE_SUFFIXES:
            side = _side_file(path, suffix)
            if side.exists():
                side.rename(_side_file(target, suffix))
        return target
