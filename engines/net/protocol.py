"""The messages: JSON objects, UTF-8, every one with ``"v"`` (the protocol version) and
``"type"``. The handshake's two ``hello`` messages are lines in clear; everything after them
travels sealed in frames (:mod:`engines.net.secure`).

Client to host: ``join`` (name, kind, level, the seat's secret when it has one), ``action``
(an action as game records write it, with the client's own running number ``id``) and ``bye``.
Host to client: ``welcome`` (the seat, its secret when it is new, and the game's description),
``notice`` (what the players should know that closes nothing: a move that could not be saved,
and when saving works again), ``thinking`` (the seats whose computer is choosing, each with
how much of its thinking it has done), ``view`` (the seat's view after every change, with the host's
:class:`ClockReading`), ``rejected`` (the engine refused an action: a
:class:`~engines.core.Reason` and its facts), ``over`` (the final scores and the game's id in
the host's store) and ``error`` (a :class:`NetReason`, after which the host closes the
connection).

A line longer than its limit, not JSON, of another version, or not exactly one of the messages
below is a :class:`ProtocolError`; the host answers it with ``error`` and closes that connection
only. docs/network.md describes every message.
"""

from __future__ import annotations

import contextlib
import enum
import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from engines.core import LEVELS
from engines.records.store import MAX_NAME_LENGTH
from engines.text_input import json_text_problem, text_problem

#: 2: a view carries the host's clocks (``clock``). 3: the handshake (SPAKE2 on the code,
#: the host's key), sealed frames, seat secrets.
VERSION = 3
#: The longest line a client may send (an action is well under a kilobyte).
MAX_CLIENT_LINE = 64 * 1024
#: The longest line the host sends (a long crossword game's view is some tens of kilobytes).
MAX_HOST_LINE = 4 * 1024 * 1024
#: The longest game code (the host makes 6 characters).
MAX_CODE_LENGTH = 32
#: The shortest game code: 6 symbols of 32 are a billion codes, each guess a handshake.
MIN_CODE_LENGTH = 6
#: Letters of a game code: no 0/O or 1/I to mix up when reading it aloud or typing it from
#: another screen.
CODE_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
#: The alphabet of a host key's fingerprint (that of game codes: nothing to mix up).
FINGERPRINT_LETTERS = CODE_LETTERS
#: Symbols in a fingerprint: 8 of 32 are 40 bits, too many for a fake host to find a key whose
#: fingerprint looks the same.
FINGERPRINT_SYMBOLS = 8
#: The longest seat secret a client may send (the host makes 32 characters).
MAX_SECRET_LENGTH = 64
#: The highest action number a client may use (JSON integers beyond it are no counter).
MAX_ACTION_ID = 2**53


class NetReason(enum.Enum):
    """Why the host closes a connection (or refuses a join); the GUI words each."""

    #: Not a JSON object on one line of UTF-8.
    MALFORMED = "malformed"
    #: A line longer than :data:`MAX_CLIENT_LINE`.
    TOO_LARGE = "too_large"
    #: Another protocol version.
    BAD_VERSION = "bad_version"
    #: A message type the protocol does not have, or one out of place (an action before joining).
    UNEXPECTED = "unexpected"
    #: A known message with a missing, extra or wrongly typed field.
    BAD_MESSAGE = "bad_message"
    #: An action this game does not know, or with fields of the wrong types.
    BAD_ACTION = "bad_action"
    BAD_CODE = "bad_code"
    #: Every seat is taken (and the name is none of theirs).
    NO_FREE_SEAT = "no_free_seat"
    #: The host could not apply a well-formed action (a bug); the game is unchanged.
    HOST_FAILURE = "host_failure"
    #: The same name joined again from elsewhere: this older connection gives way.
    REPLACED = "replaced"
    #: The host stops (the game is over, or it was interrupted).
    HOST_CLOSING = "host_closing"
    #: A string with a lone surrogate, a control or an invisible character.
    BAD_TEXT = "bad_text"
    #: A handshake that is not one (a damaged hello, a forged signature).
    BAD_HANDSHAKE = "bad_handshake"
    #: A frame that does not open: changed on the way, replayed, or sealed with another key.
    BAD_FRAME = "bad_frame"
    #: The seat of that name has a secret this join did not bring: a name alone never takes it.
    SEAT_TAKEN = "seat_taken"
    #: A seat secret this game's host does not know.
    BAD_SECRET = "bad_secret"
    #: Too many handshakes from one address in a minute: try again later.
    BUSY = "busy"
    #: The handshake and the join took longer than the host waits.
    TOO_SLOW = "too_slow"
    #: Too many connections without a seat: the oldest make room for a new one.
    CROWDED = "crowded"
    #: The host's player freed this seat for someone else.
    SEAT_FREED = "seat_freed"
    #: The host's game could not be saved (a full disk): it tries again (``notice`` only).
    SAVE_FAILED = "save_failed"
    #: Saving works again (``notice`` only).
    SAVED = "saved"


class ProtocolError(ValueError):
    """A message the protocol does not allow; ``reason`` says which way."""

    def __init__(self, reason: NetReason, detail: str = "") -> None:
        super().__init__(f"{reason.value}: {detail}" if detail else reason.value)
        self.reason = reason
        self.detail = detail


@dataclass(frozen=True)
class Join:
    """Take a free seat, or the seat whose ``secret`` this is (the code was proven in the
    handshake)."""

    name: str
    #: "human" or "computer" (a computer client says its level, for the statistics).
    kind: str
    level: str | None
    secret: str | None = None


@dataclass(frozen=True)
class ActionMessage:
    """An action for the client's own seat; ``id`` is the client's running number, which the
    host's next view (``done``) or refusal echoes."""

    id: int
    action: Mapping[str, Any]


@dataclass(frozen=True)
class Bye:
    """The client leaves for good (its seat waits for it as for a dropped one)."""


ClientMessage = Join | ActionMessage | Bye


def dumps(message: Mapping[str, Any]) -> bytes:
    """One message as a line (with the version)."""
    text = json.dumps({"v": VERSION, **message}, ensure_ascii=False, separators=(",", ":"))
    # A lone surrogate (none comes from the wire: :func:`loads` refuses them) is written as
    # its escape, never an exception; the peer refuses it as ``bad_text``.
    return text.encode("utf-8", errors="backslashreplace") + b"\n"


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def loads(line: bytes, limit: int) -> dict[str, Any]:
    """The JSON object on ``line`` of the version spoken here, every string in it one that
    :func:`~engines.text_input.checked_text` takes; :class:`ProtocolError` else."""
    if len(line) > limit:
        raise ProtocolError(NetReason.TOO_LARGE, f"{len(line)} bytes")
    try:
        text = line.decode("utf-8")
        data = json.loads(text, parse_constant=_no_constant)
    except (UnicodeDecodeError, ValueError, RecursionError) as error:
        raise ProtocolError(NetReason.MALFORMED, str(error)[:80]) from error
    if not isinstance(data, dict):
        raise ProtocolError(NetReason.MALFORMED, "not an object")
    if data.get("v") != VERSION or type(data.get("v")) is not int:
        raise ProtocolError(NetReason.BAD_VERSION, repr(data.get("v"))[:20])
    if not isinstance(data.get("type"), str):
        raise ProtocolError(NetReason.MALFORMED, "no type")
    problem = json_text_problem(data, text)
    if problem is not None:
        reason, code_point = problem
        where = "" if code_point is None else f" U+{code_point:04X}"
        raise ProtocolError(NetReason.BAD_TEXT, f"{reason.value}{where}")
    return data


def old_version(line: bytes) -> int | None:
    """The version of a message of an older protocol (None: not one), to answer it in words
    its client reads."""
    with contextlib.suppress(UnicodeDecodeError, ValueError, RecursionError):
        data = json.loads(line.decode("utf-8"), parse_constant=_no_constant)
        version = data.get("v") if isinstance(data, dict) else None
        if type(version) is int and 0 < version < VERSION:
            return version
    return None


def update_the_app(version: int) -> bytes:
    """The ``error`` a client of protocol ``version`` reads: this host is newer."""
    detail = "this host runs a newer Gry słowne: update the app to play with it"
    message = {"v": version, "type": "error", "reason": "bad_version", "detail": detail}
    return json.dumps(message, ensure_ascii=False).encode("utf-8") + b"\n"


def normal_code(text: Any) -> str | None:
    """A game code as typed (any case, spaces and dashes between groups) in the form the host
    compares; None when it is not one: at least :data:`MIN_CODE_LENGTH` symbols of
    :data:`CODE_LETTERS`."""
    if text_problem(text, max_length=MAX_CODE_LENGTH + 8) is not None:
        return None
    code = "".join(str(text).split()).replace("-", "").upper()
    if not MIN_CODE_LENGTH <= len(code) <= MAX_CODE_LENGTH or set(code) - set(CODE_LETTERS):
        return None
    return code


def _fields(
    data: Mapping[str, Any], required: frozenset[str], optional: frozenset[str] = frozenset()
) -> None:
    keys = set(data) - {"v", "type"}
    if not required <= keys or keys - required - optional:
        raise ProtocolError(NetReason.BAD_MESSAGE, f"{data['type']}: fields {sorted(keys)[:8]}")


def valid_name(name: Any) -> bool:
    """A player's name: 1 to :data:`MAX_NAME_LENGTH` characters, not only spaces, nothing
    :func:`~engines.text_input.checked_text` refuses (it is shown on every screen and saved)."""
    return text_problem(name, max_length=MAX_NAME_LENGTH) is None


def client_message(data: Mapping[str, Any]) -> ClientMessage:
    """The message a client sent (``data`` from :func:`loads`); :class:`ProtocolError` else."""
    kind = data["type"]
    if kind == "join":
        _fields(data, frozenset({"name", "kind"}), frozenset({"level", "secret"}))
        name, seat_kind = data["name"], data["kind"]
        level, secret = data.get("level"), data.get("secret")
        if not valid_name(name):
            raise ProtocolError(NetReason.BAD_MESSAGE, "join: a name must be 1-100 characters")
        if secret is not None and text_problem(secret, max_length=MAX_SECRET_LENGTH):
            raise ProtocolError(NetReason.BAD_MESSAGE, "join: bad secret")
        if seat_kind not in ("human", "computer"):
            raise ProtocolError(NetReason.BAD_MESSAGE, "join: kind is human or computer")
        if (seat_kind == "computer") != (level is not None) or (
            level is not None and level not in LEVELS
        ):
            raise ProtocolError(NetReason.BAD_MESSAGE, "join: a computer (only) has a level")
        return Join(name.strip(), seat_kind, level, secret)
    if kind == "action":
        _fields(data, frozenset({"id", "action"}))
        number, action = data["id"], data["action"]
        if type(number) is not int or not 0 <= number <= MAX_ACTION_ID:
            raise ProtocolError(NetReason.BAD_MESSAGE, "action: id must be a counter")
        if not isinstance(action, dict):
            raise ProtocolError(NetReason.BAD_MESSAGE, "action: not an object")
        return ActionMessage(number, action)
    if kind == "bye":
        _fields(data, frozenset())
        return Bye()
    raise ProtocolError(NetReason.UNEXPECTED, f"type {kind[:30]!r}")


@dataclass(frozen=True)
class ClockReading:
    """The clocks as they stood on the host when it sent a view (milliseconds): the screen
    draws them running on from there; only the host judges time.

    ``used``: each seat's game clock (:mod:`engines.game_clock`), the time not saved yet
    included (None: the game has no game clock); ``running``: the seats whose clocks run (they
    may act and somebody plays them); ``turn``: how long the open turn has run under a per-move
    game clock (None: no such clock); ``left``: the time left of the receiving seat's own
    turn limit (7 słów's deadline, GRA II's sitting, GRA III's time after a player ended, the
    per-move limit; None: none, or not this seat's turn)."""

    used: tuple[int, ...] | None
    running: frozenset[int]
    turn: int | None
    left: int | None


def _milliseconds(value: Any) -> bool:
    return type(value) is int and 0 <= value <= MAX_ACTION_ID


def clock_reading(data: Any, players: int) -> ClockReading:
    """The ``clock`` of a host's ``view`` message for a game of ``players`` seats;
    :class:`ProtocolError` when it is anything else."""
    if not isinstance(data, dict) or set(data) != {"used", "running", "turn", "left"}:
        raise ProtocolError(NetReason.BAD_MESSAGE, "clock: fields")
    used, running, turn, left = data["used"], data["running"], data["turn"], data["left"]
    if used is not None and not (
        isinstance(used, list) and len(used) == players and all(map(_milliseconds, used))
    ):
        raise ProtocolError(NetReason.BAD_MESSAGE, "clock: used")
    if not isinstance(running, list) or not all(
        type(seat) is int and 0 <= seat < players for seat in running
    ):
        raise ProtocolError(NetReason.BAD_MESSAGE, "clock: running")
    if not all(value is None or _milliseconds(value) for value in (turn, left)):
        raise ProtocolError(NetReason.BAD_MESSAGE, "clock: turn or left")
    return ClockReading(None if used is None else tuple(used), frozenset(running), turn, left)


def thinking_seats(data: Any, players: int) -> dict[int, int | None]:
    """The ``seats`` of a host's ``thinking`` message for a game of ``players`` seats: each
    seat whose computer is choosing, and how much of its thinking it has done (0-100; None:
    not said yet); :class:`ProtocolError` when it is anything else."""
    if not isinstance(data, list) or len(data) > players:
        raise ProtocolError(NetReason.BAD_MESSAGE, "thinking: seats")
    seats: dict[int, int | None] = {}
    for pair in data:
        if not (isinstance(pair, list) and len(pair) == 2):
            raise ProtocolError(NetReason.BAD_MESSAGE, "thinking: a seat")
        seat, done = pair
        if type(seat) is not int or not 0 <= seat < players or seat in seats:
            raise ProtocolError(NetReason.BAD_MESSAGE, "thinking: seat")
        if done is not None and not (type(done) is int and 0 <= done <= 100):
            raise ProtocolError(NetReason.BAD_MESSAGE, "thinking: done")
        seats[seat] = done
    return seats
