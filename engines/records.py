"""Saved games to and from record files: the project's JSON record (every game) and GCG
(crossword). Both are replayed through the engine on import, so a file that does not make a
legal game is refused and an imported game replays exactly.

The JSON file is the record ``python -m engines play --record`` writes (setup + actions), plus
an optional ``seats`` list (name, kind, level) that :meth:`GameRecord.from_json` ignores.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from engines.core import Rejected
from engines.gcg import decode_gcg, export_gcg, import_gcg
from engines.record import GameRecord, RecordError, start
from engines.store import GameStore, Seat

FORMATS = ("json", "gcg")


def default_seats(players: int) -> tuple[Seat, ...]:
    return tuple(Seat(f"Gracz {n}", "human") for n in range(1, players + 1))


def export_game(store: GameStore, game_id: int, fmt: str) -> str:
    """Game ``game_id`` as ``fmt`` text (``json`` or ``gcg``)."""
    saved = store.get(game_id)
    game, _ = start(saved.setup)
    moves = store.moves(game_id, game)
    if fmt == "gcg":
        return export_gcg(saved.setup, saved.seats, moves)
    data = GameRecord(saved.setup, moves).to_json()
    data["seats"] = [seat.to_json() for seat in saved.seats]
    return json.dumps(data, ensure_ascii=False, indent=1) + "\n"


def _json_seats(data: Any, players: int) -> tuple[Seat, ...]:
    seats = data.get("seats") if isinstance(data, dict) else None
    if seats is None:
        return default_seats(players)
    try:
        result = tuple(Seat.from_json(seat) for seat in seats)
    except (ValueError, KeyError, TypeError, AttributeError) as error:
        raise RecordError(f"unreadable seats: {error}") from None
    if len(result) != players:
        raise RecordError(f"{len(result)} seats for a game of {players} players")
    return result


def read_record_text(text: str, name: str) -> tuple[GameRecord, tuple[Seat, ...]]:
    """The record and seats in a file's ``text``: GCG when ``name`` ends in ``.gcg`` (or the
    text starts like one), the JSON record otherwise. Raises :class:`RecordError`."""
    text = text.removeprefix("\ufeff")
    if name.lower().endswith(".gcg") or text.lstrip().startswith(("#", ">")):
        gcg = import_gcg(text)
        return GameRecord(gcg.setup, gcg.moves), gcg.seats
    record = GameRecord.loads(text)
    return record, _json_seats(json.loads(text), record.setup.players)


def import_text(store: GameStore, text: str, name: str) -> int:
    """Replay the record in ``text`` and save it as a new game; returns its id."""
    record, seats = read_record_text(text, name)
    game, state = start(record.setup)
    for number, move in enumerate(record.moves):
        try:
            state = game.apply(state, move.player, move.action)
        except Rejected as error:
            raise RecordError(
                f"action {number} ({move.action.to_json()['type']}) is refused: "
                f"{error.reason.value}"
            ) from None
    scores = game.outcome(state).scores if game.is_over(state) else None
    return store.import_game(state.setup, seats, record.moves, scores)


def import_file(store: GameStore, path: Path) -> int:
    """Import the record file at ``path`` (see :func:`import_text`): a ``.gcg`` in the
    encoding GCG files use (:func:`engines.gcg.decode_gcg`), the JSON record as UTF-8."""
    data = path.read_bytes()
    if path.suffix.lower() == ".gcg":
        return import_text(store, decode_gcg(data), path.name)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        raise RecordError(f"{path} is not UTF-8 text: {error.reason}") from None
    return import_text(store, text, path.name)
