"""Saved games to and from record files: the project's JSON record (every game) and GCG
(crossword). Both are replayed through the engine on import, so a file that does not make a
legal game is refused and an imported game replays exactly.

The JSON file is the record ``python -m engines play --record`` writes (setup + actions), plus
an optional ``seats`` list (name, kind, level) that :meth:`GameRecord.from_json` ignores.

A JSON record of a game played with a word list that is not installed here (or not the same
list) cannot be replayed; it is imported all the same, unchecked and unfinished, with its list
named in the setup, and :class:`Imported` says which list it needs. Opening it replays it then,
with its list once installed (or, as for any saved game whose list is gone, with the shipped
lexicon if its words allow). A GCG cannot be read without replaying it (its racks and scores
are checked move by move), so one on a missing list is refused, naming the list.
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from engines.core import LEVELS, SYSTEM, Cancelled, Rejected, WordListRef, resolve_setup
from engines.files import InputFileError, read_limited
from engines.lexicon.wordlists import (
    MAX_LIST_NAME,
    WordListError,
    WordListUnavailable,
    check_name,
)
from engines.records.gcg import decode_gcg, export_gcg, import_gcg
from engines.records.record import (
    CHECKSUM_LENGTH,
    MAX_NUMBER,
    GameRecord,
    MoveRefused,
    RecordError,
    replay_states,
    settled,
)
from engines.records.store import MAX_NAME_LENGTH, GameStore, Seat
from engines.registry import get_game
from engines.text_input import BadText, check_all_text, checked_text

FORMATS = ("json", "gcg")
#: A record file larger than this is refused unread: a long game's record is tens of kilobytes.
MAX_RECORD_BYTES = 10 * 2**20


@dataclass(frozen=True)
class Imported:
    """A game saved from a record file: its id, and the word list it needs when that list is
    not installed here (the game was saved unchecked, see the module)."""

    game_id: int
    needs: WordListRef | None = None


def default_seats(players: int) -> tuple[Seat, ...]:
    return tuple(Seat(f"Gracz {n}", "human") for n in range(1, players + 1))


def export_game(store: GameStore, game_id: int, fmt: str) -> str:
    """Game ``game_id`` as ``fmt`` text (``json`` or ``gcg``)."""
    saved = store.get(game_id)
    # Reading the moves needs only the game; the GCG replays them (with the game's word list).
    moves = store.moves(game_id, get_game(saved.setup.game))
    setup = saved.setup
    try:
        # A game saved by an older release names no lexicon edition: the file names the one
        # its replay settles on.
        setup = settled(setup, moves, saved.scores)
    except Rejected:
        if fmt == "gcg":
            raise
    if fmt == "gcg":
        return export_gcg(setup, saved.seats, moves)
    data = GameRecord(setup, moves).to_json()
    data["seats"] = [seat.to_json() for seat in saved.seats]
    return json.dumps(data, ensure_ascii=False, indent=1) + "\n"


def _json_seats(data: Any, players: int) -> tuple[Seat, ...]:
    seats = data.get("seats") if isinstance(data, dict) else None
    if seats is None:
        return default_seats(players)
    if not isinstance(seats, list):
        raise RecordError(f"the seats must be a list, not {type(seats).__name__}")
    with _refusing_bad_text():
        for number, seat in enumerate(seats, 1):
            # The name as the file gives it (not made a text first): a number is no name.
            name = seat.get("name") if isinstance(seat, dict) else None
            checked_text(name, f"seat {number} name", max_length=MAX_NAME_LENGTH)
    try:
        result = tuple(Seat.from_json(seat) for seat in seats)
    except (ValueError, KeyError, TypeError, AttributeError) as error:
        raise RecordError(f"unreadable seats: {error}") from None
    if len(result) != players:
        raise RecordError(f"{len(result)} seats for a game of {players} players")
    return result


@contextmanager
def _refusing_bad_text() -> Iterator[None]:
    """What :mod:`engines.text_input` refuses within is a :class:`RecordError`."""
    try:
        yield
    except BadText as bad:
        raise RecordError(str(bad), bad_text=bad) from None


def check_record(record: GameRecord, seats: Sequence[Seat]) -> None:
    """Refuse a record with text no store or screen should hold (:mod:`engines.text_input`:
    lone surrogates, control and invisible characters — in a name, a word list's name, an
    option, an action, a note) or a number out of bounds (:data:`MAX_NUMBER`), before any of
    it is replayed or saved."""
    with _refusing_bad_text():
        for number, seat in enumerate(seats, 1):
            checked_text(seat.name, f"seat {number} name", max_length=MAX_NAME_LENGTH)
            if seat.level is not None and seat.level not in LEVELS:
                raise RecordError(f"seat {number}: no computer level {seat.level[:20]!r}")
        ref = record.setup.word_list
        if ref is not None:
            checked_text(ref.name, "word list", max_length=MAX_LIST_NAME)
            try:
                check_name(ref.name)
            except WordListError as error:
                raise RecordError(str(error)) from None
            language = get_game(record.setup.game).info.rule_set(record.setup.rules).language
            if ref.lang != language or not _is_checksum(ref.checksum):
                raise RecordError(f"the word list must be a {language} list with its checksum")
        check_all_text(dict(record.setup.options), "option")
        for number, move in enumerate(record.moves):
            check_all_text(move.action.to_json(), f"action {number}", multiline=MULTILINE)
    _check_numbers(dict(record.setup.options), "option")
    for number, move in enumerate(record.moves):
        _check_numbers(move.action.to_json(), f"action {number}")


def _is_checksum(text: str) -> bool:
    return len(text) == CHECKSUM_LENGTH and not text.strip("0123456789abcdef")


#: Action fields that hold lines of text (another program's notes on a move).
MULTILINE = frozenset({"note"})


def _check_numbers(value: Any, where: str) -> None:
    if isinstance(value, bool):
        return
    if isinstance(value, (int, float)):
        if not (math.isfinite(value) and abs(value) <= MAX_NUMBER):
            raise RecordError(f"{where}: {_short_number(value)} is out of bounds (±{MAX_NUMBER:,})")
    elif isinstance(value, dict):
        for key, item in value.items():
            _check_numbers(item, f"{where}.{key}")
    elif isinstance(value, (list, tuple)):
        for item in value:
            _check_numbers(item, where)


def _short_number(value: float) -> str:
    text = str(value)
    return text if len(text) <= 20 else f"{text[:8]}…({len(text)} digits)"


def read_record_text(text: str, name: str) -> tuple[GameRecord, tuple[Seat, ...]]:
    """The record and seats in a file's ``text``: GCG when ``name`` ends in ``.gcg`` (or the
    text starts like one), the JSON record otherwise, checked (:func:`check_record`). Raises
    :class:`RecordError`."""
    text = text.removeprefix("\ufeff")
    if name.lower().endswith(".gcg") or text.lstrip().startswith(("#", ">")):
        gcg = import_gcg(text)
        record, seats = GameRecord(gcg.setup, gcg.moves), gcg.seats
    else:
        record = GameRecord.loads(text)
        seats = _json_seats(json.loads(text), record.setup.players)
    check_record(record, seats)
    return record, seats


def import_text(
    store: GameStore,
    text: str,
    name: str,
    progress: Callable[[float], None] = lambda _fraction: None,
    should_stop: Callable[[], bool] = lambda: False,
) -> Imported:
    """Replay the record in ``text`` and save it as a new game (unchecked when its word list
    is not installed here, see the module). Each move is judged with the lexicon edition it
    was played with; a record of an older release, which names none, is saved naming the one
    its replay settled on (:func:`engines.records.record.replay_states`). ``progress`` gets
    the fraction replayed; ``should_stop`` cancels (:class:`engines.core.Cancelled`, nothing
    saved)."""
    record, seats = read_record_text(text, name)
    total = max(1, len(record.moves))

    def step(index: int) -> None:
        if should_stop():
            raise Cancelled
        progress((index + 1) / total)

    try:
        game, states = replay_states(record.setup, record.moves, step=step)
    except WordListUnavailable as missing:
        return _import_unchecked(store, record, seats, missing.ref)
    except MoveRefused as error:
        raise RecordError(
            f"action {error.index} ({error.move.action.to_json()['type']}) is refused: "
            f"{error.reason.value}"
        ) from None
    except Rejected as error:  # the setup itself
        raise RecordError(f"the setup is refused: {error.reason.value}") from None
    state = states[-1]
    scores = game.outcome(state).scores if game.is_over(state) else None
    if should_stop():
        raise Cancelled
    return Imported(store.import_game(state.setup, seats, record.moves, scores))


def _import_unchecked(
    store: GameStore, record: GameRecord, seats: tuple[Seat, ...], needs: WordListRef
) -> Imported:
    """Save a record that cannot be replayed here as an unfinished game; what can be checked
    without its word list is (the setup was, on reading; each move's player here)."""
    setup = resolve_setup(get_game(record.setup.game).info, record.setup)
    for number, move in enumerate(record.moves):
        if move.player != SYSTEM and not 0 <= move.player < setup.players:
            raise RecordError(f"action {number} is played by {move.player}, who is no seat")
    return Imported(store.import_game(setup, seats, record.moves, None), needs)


def import_file(
    store: GameStore,
    path: Path,
    progress: Callable[[float], None] = lambda _fraction: None,
    should_stop: Callable[[], bool] = lambda: False,
) -> Imported:
    """Import the record file at ``path`` (at most :data:`MAX_RECORD_BYTES`; see
    :func:`import_text`): a ``.gcg`` in the encoding GCG files use
    (:func:`engines.records.gcg.decode_gcg`), the JSON record as UTF-8."""
    try:
        data = read_limited(path, MAX_RECORD_BYTES, "record")
    except InputFileError as error:
        raise RecordError(str(error)) from None
    if path.suffix.lower() == ".gcg":
        return import_text(store, decode_gcg(data), path.name, progress, should_stop)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        raise RecordError(f"{path} is not UTF-8 text: {error.reason}") from None
    return import_text(store, text, path.name, progress, should_stop)
