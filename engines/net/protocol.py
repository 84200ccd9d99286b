"""The wire format: one JSON object per line, UTF-8, every message with ``"v"`` (the protocol
version) and ``"type"``.

Client to host: ``join`` (name, code, kind, level), ``action`` (an action as game records write
it, with the client's own running number ``id``) and ``bye``. Host to client: ``welcome`` (the
seat and the game's description), ``view`` (the seat's view after every change, with the
host's :class:`ClockReading`), ``rejected`` (the engine refused an action: a
:class:`~engines.core.Reason` and its facts), ``over`` (the final scores and the game's id in
the host's store) and ``error`` (a :class:`NetReason`, after which the host closes the
connection).

A line longer than its limit, not JSON, of another version, or not exactly one of the messages
below is a :class:`ProtocolError`; the host answers it with ``error`` and closes that connection
only. docs/network.md describes every message.
"""

from __future__ import annotations

import enum
import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from engines.core import LEVELS
from engines.records.store import MAX_NAME_LENGTH
from engines.text_input import text_problem

#: 2: a view carries the host's clocks (``clock``).
VERSION = 2
#: The longest line a client may send (an action is well under a kilobyte).
MAX_CLIENT_LINE = 64 * 1024
#: The longest line the host sends (a long crossword game's view is some tens of kilobytes).
MAX_HOST_LINE = 4 * 1024 * 1024
#: The longest game code (the host makes 6 characters).
MAX_CODE_LENGTH = 32
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


class ProtocolError(ValueError):
    """A message the protocol does not allow; ``reason`` says which way."""

    def __init__(self, reason: NetReason, detail: str = "") -> None:
        super().__init__(f"{reason.value}: {detail}" if detail else reason.value)
        self.reason = reason
        self.detail = detail


@dataclass(frozen=True)
class Join:
    """Take a free seat (or this name's seat again) with the game's code."""

    name: str
    code: str
    #: "human" or "computer" (a computer client says its level, for the statistics).
    kind: str
    level: str | None


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
    return text.encode("utf-8") + b"\n"


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def loads(line: bytes, limit: int) -> dict[str, Any]:
    """The JSON object on ``line`` of the version spoken here; :class:`ProtocolError` else."""
    if len(line) > limit:
        raise ProtocolError(NetReason.TOO_LARGE, f"{len(line)} bytes")
    try:
        data = json.loads(line.decode("utf-8"), parse_constant=_no_constant)
    except (UnicodeDecodeError, ValueError, RecursionError) as error:
        raise ProtocolError(NetReason.MALFORMED, str(error)[:80]) from error
    if not isinstance(data, dict):
        raise ProtocolError(NetReason.MALFORMED, "not an object")
    if data.get("v") != VERSION or type(data.get("v")) is not int:
        raise ProtocolError(NetReason.BAD_VERSION, repr(data.get("v"))[:20])
    if not isinstance(data.get("type"), str):
        raise ProtocolError(NetReason.MALFORMED, "no type")
    return data


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
        _fields(data, frozenset({"name", "code", "kind"}), frozenset({"level"}))
        name, code, seat_kind = data["name"], data["code"], data["kind"]
        level = data.get("level")
        if not valid_name(name):
            raise ProtocolError(NetReason.BAD_MESSAGE, "join: a name must be 1-100 characters")
        if not isinstance(code, str) or not 0 < len(code) <= MAX_CODE_LENGTH:
            raise ProtocolError(NetReason.BAD_MESSAGE, "join: bad code")
        if seat_kind not in ("human", "computer"):
            raise ProtocolError(NetReason.BAD_MESSAGE, "join: kind is human or computer")
        if (seat_kind == "computer") != (level is not None) or (
            level is not None and level not in LEVELS
        ):
            raise ProtocolError(NetReason.BAD_MESSAGE, "join: a computer (only) has a level")
        return Join(name.strip(), code, seat_kind, level)
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
