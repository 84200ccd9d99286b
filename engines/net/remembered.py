"""What a player's computer remembers of network play, in one file of its data folder
(``network.json``, readable by its owner only): where and as whom it last joined, the key of
each host it has played with (a host that comes back with another key is said plainly), and
each seat it holds in a game not over — the host's address, the game's code and the seat's
secret — so that after a crash the player rejoins from *Kontynuuj* with nothing typed.

The file holds codes and seat secrets, so it is written whole or not at all and only for its
owner; a damaged file is read as empty (nothing in it is the only copy of a game: the host
keeps the games).
"""

from __future__ import annotations

import base64
import binascii
import contextlib
import json
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from engines.files import InputFileError, read_text_file, write_text_atomically
from engines.net.protocol import MAX_SECRET_LENGTH, normal_code, valid_name
from engines.text_input import text_problem

FILE = "network.json"
#: The file's version.
VERSION = 1
#: How many seats and hosts it keeps (the newest).
MAX_SEATS = 50
MAX_HOSTS = 200
#: What a host key is: the key was never seen at that address, it is the one seen there
#: before, or it is another one.
NEW, KNOWN, CHANGED = "new", "known", "changed"


@dataclass(frozen=True)
class RememberedSeat:
    """A seat this computer holds in a network game (its ``table``, the host's id for it)."""

    table: str
    host: str
    port: int
    #: The host's public key, base64 (a host with another key is not this game's host).
    host_key: str
    name: str
    code: str
    secret: str
    game: str
    rules: str
    players: int
    seat: int

    @property
    def key(self) -> bytes:
        return base64.b64decode(self.host_key)

    @staticmethod
    def from_json(data: Any) -> RememberedSeat | None:
        """The seat as written (None: damaged)."""
        try:
            seat = RememberedSeat(**data)
            base64.b64decode(seat.host_key, validate=True)
        except (TypeError, ValueError, binascii.Error):
            return None
        texts = (seat.table, seat.host, seat.game, seat.rules)
        if any(text_problem(text, max_length=200) for text in texts):
            return None
        if not valid_name(seat.name) or normal_code(seat.code) != seat.code:
            return None
        if text_problem(seat.secret, max_length=MAX_SECRET_LENGTH):
            return None
        numbers = (seat.port, seat.players, seat.seat)
        if not all(type(n) is int for n in numbers) or not 0 <= seat.seat < seat.players <= 64:
            return None
        return seat


class Remembered:
    """The file of ``folder`` (read when made; every change written at once)."""

    def __init__(self, folder: Path) -> None:
        self.path = folder / FILE
        self._data: dict[str, Any] = {"v": VERSION, "last": {}, "hosts": {}, "seats": []}
        with contextlib.suppress(InputFileError, ValueError, FileNotFoundError):
            data = json.loads(read_text_file(self.path, "network file", limit=1 << 20))
            if isinstance(data, dict) and data.get("v") == VERSION:
                for key in ("last", "hosts"):
                    if isinstance(data.get(key), dict):
                        self._data[key] = data[key]
                if isinstance(data.get("seats"), list):
                    self._data["seats"] = data["seats"]

    def _write(self) -> None:
        """Write the file (an error is the caller's: it may say so or go on without)."""
        self.path.parent.mkdir(parents=True, exist_ok=True)
        write_text_atomically(self.path, json.dumps(self._data, ensure_ascii=False), private=True)

    # -- the join dialog ------------------------------------------------------------------
    def last_join(self) -> tuple[str, str]:
        """The address (HOST:PORT) and name of the last join ("" each: none)."""
        last = self._data["last"]
        address, name = last.get("address", ""), last.get("name", "")
        ok = not text_problem(address, max_length=300) and valid_name(name)
        return (address, name) if ok else ("", "")

    def set_last_join(self, address: str, name: str) -> None:
        self._data["last"] = {"address": address, "name": name}
        self._write()

    # -- hosts' keys ----------------------------------------------------------------------
    def host_status(self, host: str, port: int, key: bytes) -> str:
        """:data:`NEW`, :data:`KNOWN` or :data:`CHANGED`: ``key`` against the one seen at
        ``host``:``port`` before."""
        seen = self._data["hosts"].get(f"{host}:{port}")
        if not isinstance(seen, str):
            return NEW
        return KNOWN if seen == base64.b64encode(key).decode() else CHANGED

    def known_key(self, host: str, port: int) -> bytes | None:
        seen = self._data["hosts"].get(f"{host}:{port}")
        with contextlib.suppress(binascii.Error, ValueError, TypeError):
            return base64.b64decode(seen, validate=True) if isinstance(seen, str) else None
        return None

    def know_host(self, host: str, port: int, key: bytes) -> None:
        hosts = self._data["hosts"]
        hosts.pop(f"{host}:{port}", None)
        hosts[f"{host}:{port}"] = base64.b64encode(key).decode()
        while len(hosts) > MAX_HOSTS:
            del hosts[next(iter(hosts))]
        self._write()

    # -- seats ----------------------------------------------------------------------------
    def seats(self) -> list[RememberedSeat]:
        """The seats held in games not known to be over, the newest first."""
        found = (RememberedSeat.from_json(data) for data in self._data["seats"])
        return [seat for seat in found if seat is not None][::-1]

    def seat(self, table: str) -> RememberedSeat | None:
        return next((seat for seat in self.seats() if seat.table == table), None)

    def seat_at(self, host: str, port: int, name: str) -> RememberedSeat | None:
        """The seat held as ``name`` in the game hosted at ``host``:``port`` (the newest)."""
        return next(
            (s for s in self.seats() if (s.host, s.port, s.name) == (host, port, name)), None
        )

    def keep_seat(self, seat: RememberedSeat) -> None:
        self.forget_seat(seat.table, write=False)
        self._data["seats"] = [*self._data["seats"], asdict(seat)][-MAX_SEATS:]
        self._write()

    def forget_seat(self, table: str, *, write: bool = True) -> None:
        """The game is over (or the player let the seat go)."""
        self._data["seats"] = [
            d for d in self._data["seats"] if isinstance(d, dict) and d.get("table") != table
        ]
        if write:
            self._write()
