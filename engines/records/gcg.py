"""Crossword games as GCG, the text format Quackle, macondo/Woogles and Eliot read and write.

Export writes only lines other programs' readers know (macondo's reader stops at any other):
``#character-encoding UTF-8`` first, ``#player1 NICK FULL NAME`` (a nickname without spaces or
``:``), ``#lexicon``, ``#tile-distribution polish`` for ``jawa`` (macondo assumes English
tiles otherwise and refuses Ń), then one line per event: ``>Nick: RACK 8H WO.D +SCORE TOTAL``
(``8H`` across, ``H8`` down; ``.`` a tile already on the board; blanks lowercase, ``?`` on the
rack), exchanges ``>Nick: RACK -TILES +0 TOTAL``, passes ``>Nick: RACK - +0 TOTAL``, a move a
challenge took back ``>Nick: RACK -- -SCORE TOTAL``, and at the end ``>Nick: (TILES) +N TOTAL``
(the others' tiles, to who went out) and ``>Nick: RACK (RACK) -N TOTAL`` (a player's own tiles
left). Quackle's reader (``quackleio/gcgio.cpp``) knows only the first end form: it takes the
second for a placement at position ``(RACK)``, and macondo's reader knows no other form for a
deduction, so the spec's form is written and docs/records.md says so.

A GCG holds no bag order, so the engine could not deal the same racks from the moves alone.
Decision: our own data — the rule set, the setup (seed and options), the seats and the actions
with no GCG line (hints, accepting or challenging a move, each with the number of event lines
before it) — goes into one ``#note gry-slowne {JSON}`` line right after the first event line:
every reader takes a note there (macondo attaches it to that move; a note before the first move
is outside what its reader is sure to take), and Quackle keeps it when it saves the game again.
Import replays such a file through the engine, checking every rack, score and total against the
lines. Files exported before this note existed (``#gry-slowne-…`` pragmas) import the same way.

A GCG without our note comes from another program: it is imported as an
:mod:`engines.records.other_programs` game — board, racks, scores, totals and notes as written —
or refused with a one-line reason naming the feature we cannot show; such a game exports as it came.
"""

from __future__ import annotations

import codecs
import json
import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from engines.core import SYSTEM, Action, PlayerId, Rejected, Setup
from engines.lexicon.wordlists import WordListUnavailable
from engines.records.record import (
    MAX_MOVES,
    Move,
    RecordError,
    apply_as_played,
    as_played,
    names_editions,
    settling_candidates,
    setup_from_json,
    setup_to_json,
    standing_game,
    start,
)
from engines.records.store import Seat
from engines.text_input import shown_text

if TYPE_CHECKING:
    from engines.records.other_programs import Recorded

GCG_GAME = "crossword"
LEXICONS = {"pl": "sjp-pl", "en": "scowl-en"}
#: The ``#tile-distribution`` of our rule sets' tiles: ``jawa``'s are the standard Polish set,
#: macondo's ``polish``. ``wordsmith``'s set (one blank per player, three H and the values 1–5)
#: is none of macondo's: its ``english`` has two H and other values, ``english_crossplay`` three
#: H but eight I and five N, ``english_super`` the 200 tiles of the big board — and macondo's
#: reader takes each rack a line shows out of its bag, so a game whose board and racks held the
#: third H is refused there, and one that never showed it would be read with English values.
#: Decision: a name of our own, which macondo cannot open and refuses at once, naming it.
TILE_DISTRIBUTIONS = {"jawa": "polish", "wordsmith": "gry-slowne-wordsmith"}
#: The key of our note: ``#note gry-slowne {JSON}``.
NOTE_KEY = "gry-slowne"
#: The most players macondo's reader takes (``#player[1-2]``).
MACONDO_PLAYERS = 2
#: Bounds on a file (its size is bounded too: ``engines.records.import_export``): lines, digits
#: of a score or total, and the pragma lines of another program's game kept as written.
MAX_LINES = 4 * MAX_MOVES
MAX_DIGITS = 7
#: Letters of Polish tiles no English tile set has: a file without ``#tile-distribution``
#: that shows one is a Polish game.
POLISH_LETTERS = frozenset("ąćęłńóśźżĄĆĘŁŃÓŚŹŻ")


def guessed_distribution(events: Sequence[Any]) -> str:
    """The tile distribution another program's file plays with when it names none:
    ``polish`` when its racks or tiles hold a Polish letter, else ``""`` (English, the
    default every reader assumes)."""
    for event in events:
        if any(POLISH_LETTERS.intersection(field) for field in event.fields):
            return "polish"
    return ""


class GcgError(RecordError):
    """A GCG file that cannot be imported; the message says why and where, in one line."""


@dataclass(frozen=True)
class GcgGame:
    setup: Setup
    seats: tuple[Seat, ...]
    moves: tuple[Move, ...]


def _nicknames(seats: Sequence[Seat]) -> list[str]:
    """One unique GCG nickname per seat: no spaces and no ``:`` (an event line's nickname
    ends at its colon), the full name stays in the ``#player`` line and our note."""
    nicks: list[str] = []
    for number, seat in enumerate(seats, 1):
        nick = re.sub(r"[\s:]+", "_", shown_text(seat.name.strip())) or f"p{number}"
        while nick in nicks:
            nick = f"{nick}_{number}"
        nicks.append(nick)
    return nicks


def _player_lines(seats: Sequence[Seat], nicks: Sequence[str]) -> list[str]:
    # A name saved before names were checked may hold a line break: written escaped.
    return [
        f"#player{number} {nick} {shown_text(seat.name.strip())}"
        for number, (seat, nick) in enumerate(zip(seats, nicks, strict=True), 1)
    ]


def _rack(tiles: Sequence[str]) -> str:
    return "".join(tiles).upper()


def _note_line(data: dict[str, Any]) -> str:
    # ">" escaped: macondo tries its (unanchored) event patterns before the note pattern.
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":")).replace(">", "\\u003e")
    return f"#note {NOTE_KEY} {text}"


def _gcg_tiles(board: Any, square: str, word: str) -> str:
    """A placement's word as GCG writes it: ``.`` where a tile already lies on ``board``."""
    from engines.crossword.layout import parse_coordinate

    start_square, across = parse_coordinate(square, board.size)
    step = 1 if across else board.size
    return "".join(
        "." if not board.is_empty_at(start_square + i * step) else letter
        for i, letter in enumerate(word)
    )


def export_gcg(setup: Setup, seats: Sequence[Seat], moves: Sequence[Move]) -> str:
    """The game as GCG text (UTF-8 when written): the moves that stand, none taken back (a
    GCG has no form for them; the game replays the same without them)."""
    from engines.crossword.actions import Exchange, Pass, Place
    from engines.crossword.rules import check_place, context
    from engines.crossword.state import CHALLENGED_OFF
    from engines.records.other_programs import GAME_ID as RECORDED

    if len(seats) != setup.players:
        raise GcgError(f"{len(seats)} seats for a game of {setup.players} players")
    if setup.game == RECORDED:
        return _export_recorded(setup, seats, moves)
    if setup.game != GCG_GAME:
        raise GcgError(f"only crossword games have a GCG form, not {setup.game}")
    setup, moves = standing_game(setup, moves)
    game, first = start(setup)
    ctx = context(first.setup)
    state: Any = first  # a CrosswordState
    nicks = _nicknames(seats)
    header = ["#character-encoding UTF-8", *_player_lines(seats, nicks)]
    header.append(f"#lexicon {LEXICONS.get(ctx.rules.language, ctx.rules.language)}")
    if setup.rules in TILE_DISTRIBUTIONS:
        header.append(f"#tile-distribution {TILE_DISTRIBUTIONS[setup.rules]}")
    events: list[str] = []
    actions: list[list[Any]] = []
    for index, move in enumerate(moves):
        player, action = move.player, move.action
        before = state
        state = apply_as_played(game, state, index, move)  # refuses a player who is no seat
        nick, rack = nicks[player], _rack(before.racks[player].tiles)
        total = before.move_scores[player]
        if isinstance(action, Place):
            with as_played(before.setup, index):
                score = check_place(before, player, action).score
            tiles = _gcg_tiles(before.board, action.square, action.word)
            events.append(f">{nick}: {rack} {action.square} {tiles} +{score} {total + score}")
        elif isinstance(action, Exchange):
            events.append(f">{nick}: {rack} -{action.tiles.upper()} +0 {total}")
        elif isinstance(action, Pass):
            events.append(f">{nick}: {rack} - +0 {total}")
        else:
            actions.append([len(events), int(player), str(action)])
            last = state.history[-1] if len(state.history) > len(before.history) else None
            if last is not None and last.kind == CHALLENGED_OFF:
                assert before.pending is not None
                mover = last.player
                score = before.pending.play.score
                events.append(
                    f">{nicks[mover]}: {_rack(state.racks[mover].tiles)} -- -{score} "
                    f"{state.move_scores[mover]}"
                )
    if state.end is not None:
        totals = state.totals
        # Who went out first, right after their last move, as every GCG ends; then the
        # deductions of the others' tiles.
        went_out = state.end.went_out
        order = sorted(range(len(seats)), key=lambda seat_number: seat_number != went_out)
        overtime = state.end.overtime or (0,) * len(seats)
        for seat_number in order:
            adjustment = state.end.adjustments[seat_number]
            nick = nicks[seat_number]
            total = totals[seat_number] - overtime[seat_number]
            if seat_number == state.end.went_out:
                others = "".join(
                    _rack(r) for i, r in enumerate(state.end.racks) if i != seat_number
                )
                events.append(f">{nick}: ({others}) +{adjustment} {total}")
            elif adjustment:
                rack = _rack(state.end.racks[seat_number])
                events.append(f">{nick}: {rack} ({rack}) {adjustment} {total}")
        # The game clock's penalties last, GCG's time-penalty lines.
        for seat_number in order:
            if overtime[seat_number]:
                rack = _rack(state.end.racks[seat_number])
                events.append(
                    f">{nicks[seat_number]}: {rack} (time) {overtime[seat_number]} "
                    f"{totals[seat_number]}"
                )
    ours: dict[str, Any] = {
        "rules": setup.rules,
        "setup": setup_to_json(first.setup),
        "seats": [seat.to_json() for seat in seats],
        "actions": actions,
    }
    if len(seats) > MACONDO_PLAYERS:
        ours["readers"] = (
            f"{len(seats)} players: macondo and Woogles read GCG files of "
            f"{MACONDO_PLAYERS} players only"
        )
    note = _note_line(ours)
    lines = [*header, *events[:1], note, *events[1:]]
    return "\n".join(lines) + "\n"


def _export_recorded(setup: Setup, seats: Sequence[Seat], moves: Sequence[Move]) -> str:
    """Another program's game as it was imported: its header, its lines, its notes."""
    from engines.records.other_programs import Recorded

    # The file's own nicknames (games imported before they were kept: made from the names).
    nicks = [shown_text(nick) for nick in setup.options.get("nicknames") or _nicknames(seats)]
    lines = ["#character-encoding UTF-8", *_player_lines(seats, nicks)]
    for key, pragma in _RECORDED_HEADER.items():
        if setup.options.get(key):
            lines.append(f"#{pragma} {shown_text(str(setup.options[key]))}")
    kept: dict[int, list[str]] = {}
    for before, line in setup.options.get("kept_lines", ()):
        kept.setdefault(int(before), []).append(shown_text(str(line)))
    lines.extend(kept.pop(0, []))
    for number, move in enumerate(moves, 1):
        action = move.action
        assert isinstance(action, Recorded)  # the recorded game's only action type
        event = " ".join(part for part in (action.rack, str(action)) if part)
        lines.append(f">{nicks[move.player]}: {event} {action.total}")
        lines.extend(f"#note {shown_text(line)}" for line in action.note.splitlines())
        lines.extend(kept.pop(number, []))
    for rest in kept.values():  # lines after events the game no longer has (none: a bound)
        lines.extend(rest)
    return "\n".join(lines) + "\n"


# -- reading -----------------------------------------------------------------------------------
#: A recorded game's options and the pragmas they come from.
_RECORDED_HEADER = {
    "title": "title",
    "description": "description",
    "id": "id",
    "lexicon": "lexicon",
    "distribution": "tile-distribution",
}
#: Seat numbers are ASCII digits, few enough for ``int`` (which refuses over 4300 digits).
_SEAT_NUMBER = r"[0-9]{1,9}"
_PLAYER = re.compile(rf"^#player(?P<number>{_SEAT_NUMBER})\s+(?P<nick>\S+)(?:\s+(?P<name>.*))?$")
_PRAGMA = re.compile(r"^#(?P<key>[\w-]+)(?:\s+(?P<value>.*))?$")
_POSITION = re.compile(r"^(?:\d{1,2}[A-Za-z]|[A-Za-z]\d{1,2})$")
_SPECIAL = {"(challenge)", "(time)"}


def decode_gcg(data: bytes) -> str:
    """A GCG file's text: in the encoding its first line names (``#character-encoding``),
    else UTF-8 when the bytes are UTF-8, else ISO-8859-1 — the spec's default, which any bytes
    decode as. Decision: UTF-8 is tried first because programs write it without the line too
    (a UTF-8 sequence is all but impossible in real ISO-8859-1 text)."""
    data = data.removeprefix(codecs.BOM_UTF8)
    first = data.split(b"\n", 1)[0].decode("ascii", "replace").strip()
    match = re.match(r"^#character-encoding\s+(\S+)", first)
    if match:
        name = match[1]
        try:
            return data.decode(codecs.lookup(name).name)
        except LookupError:
            raise GcgError(f"line 1: unknown character encoding {name}") from None
        except UnicodeDecodeError as error:
            raise GcgError(f"the file is not {name} text: {error.reason}") from None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return data.decode("iso-8859-1")


@dataclass
class _Event:
    """One event line, split: ``fields`` between the nickname and the score."""

    number: int
    player: int
    fields: list[str]
    score: int
    total: int


@dataclass
class _File:
    """What a GCG file says, line by line."""

    names: dict[int, tuple[str, str]] = field(default_factory=dict)  # number → (nick, name)
    header: dict[str, str] = field(default_factory=dict)
    events: list[_Event] = field(default_factory=list)
    ours: dict[str, Any] | None = None
    #: Our actions with no GCG line: (event lines before, player, action text, line number).
    actions: list[tuple[int, int, str, int]] = field(default_factory=list)
    legacy_seats: dict[int, tuple[str, str | None]] = field(default_factory=dict)
    #: Other notes, by the event line they follow (index into ``events``).
    notes: dict[int, list[str]] = field(default_factory=dict)
    #: Pragma lines kept as written (``#rack1``, ``#game-type``, ones no reader defines):
    #: (event lines before, the line).
    kept: list[tuple[int, str]] = field(default_factory=list)


def _number(line: int, text: str) -> int:
    if len(text) > MAX_DIGITS or not re.fullmatch(r"[+-]?[0-9]+", text):
        raise GcgError(f"line {line}: {text[:20]!r} is not a number of up to {MAX_DIGITS} digits")
    return int(text)


def _event_line(number: int, line: str, parsed: _File) -> _Event:
    """Split ``>Nick: … SCORE TOTAL``; the nickname is the longest ``#player`` nickname the
    line starts with (a nickname may hold a colon)."""
    nicks = {nick: n - 1 for n, (nick, _) in parsed.names.items()}
    known = [nick for nick in nicks if line.startswith(f">{nick}:")]
    if not known:
        raise GcgError(f"line {number}: not an event line of a #player: {line[:60]}")
    nick = max(known, key=len)
    fields = line[len(nick) + 2 :].split()
    if len(fields) < 3:
        raise GcgError(f"line {number}: an event line needs RACK MOVE SCORE TOTAL")
    return _Event(
        number, nicks[nick], fields[:-2], _number(number, fields[-2]), _number(number, fields[-1])
    )


def _parse(text: str) -> _File:
    parsed = _File()
    in_note = False  # macondo writes a note's further lines as they are
    lines = text.splitlines()
    if len(lines) > MAX_LINES:
        raise GcgError(f"{len(lines):,} lines: a game's file has at most {MAX_LINES:,}")
    for number, raw in enumerate(lines, 1):
        line = raw.strip()
        if not line:
            continue
        note_continues, in_note = in_note, line.startswith("#note")
        if line.startswith(">"):
            if len(parsed.events) >= MAX_MOVES:
                raise GcgError(f"line {number}: a game's file has at most {MAX_MOVES:,} events")
            parsed.events.append(_event_line(number, line, parsed))
            continue
        if match := _PLAYER.match(line):
            names = (match["nick"], (match["name"] or match["nick"]).strip())
            parsed.names[int(match["number"])] = names
            continue
        match = _PRAGMA.match(line)
        if match is None:
            if not line.startswith("#") and not note_continues:
                raise GcgError(f"line {number}: neither a pragma (#…) nor an event (>…)")
            in_note = note_continues and not line.startswith("#")
            if in_note and parsed.events:
                parsed.notes[len(parsed.events) - 1].append(line)
            elif line.startswith("#"):
                parsed.kept.append((len(parsed.events), line))
            continue  # a note's next line, or a line no reader defines (kept as written)
        key, value = match["key"], (match["value"] or "").strip()
        if key == "note" and not value.startswith(NOTE_KEY + " "):
            if parsed.events:  # a note before the first move has no move to annotate
                parsed.notes.setdefault(len(parsed.events) - 1, []).append(value)
        elif key == "note":
            try:
                data = json.loads(value[len(NOTE_KEY) + 1 :])
            except ValueError as error:
                raise GcgError(f"line {number}: unreadable #note {NOTE_KEY}: {error}") from None
            if not isinstance(data, dict):
                raise GcgError(f"line {number}: unreadable #note {NOTE_KEY}")
            parsed.ours = data
            for entry in data.get("actions", []):
                if not (isinstance(entry, list) and len(entry) == 3 and type(entry[0]) is int):
                    raise GcgError(f"line {number}: unreadable action {entry!r}")
                before, player, action = entry
                parsed.actions.append((before, player, str(action), number))
        elif key == "gry-slowne-setup":  # files exported before the note
            parsed.ours = {**(parsed.ours or {}), "setup": _legacy_setup(number, value)}
        elif key == "gry-slowne-seat":
            parts = value.split()
            if len(parts) not in (2, 3) or not re.fullmatch(_SEAT_NUMBER, parts[0]):
                raise GcgError(f"line {number}: unreadable #gry-slowne-seat")
            parsed.legacy_seats[int(parts[0])] = (parts[1], parts[2] if len(parts) == 3 else None)
        elif key == "gry-slowne-action":
            nick, _, action = value.partition(" ")
            nicks = {n: p - 1 for p, (n, _) in parsed.names.items()}
            if nick not in nicks:
                raise GcgError(f"line {number}: no player {nick!r}")
            parsed.actions.append((len(parsed.events), nicks[nick], action, number))
        elif key == "tile":
            raise GcgError(f"line {number}: multi-letter tiles (#tile {value}) are not supported")
        elif key in ("lexicon", "tile-distribution", "title", "description", "id"):
            parsed.header[key] = value
        else:
            if key == "game-type":
                parsed.header[key] = value
            elif key == "board-layout" and value not in ("", "CrosswordGame"):
                raise GcgError(
                    f"line {number}: board layout {value} is not supported (only the 15×15 one)"
                )
            elif key == "character-encoding":
                continue  # the file is written again in UTF-8
            # #rack1, #rack2, #game-type, #board-layout, pragmas no reader defines: as written.
            parsed.kept.append((len(parsed.events), line))
    return parsed


def _legacy_setup(number: int, text: str) -> Any:
    try:
        return json.loads(text)
    except ValueError as error:
        raise GcgError(f"line {number}: unreadable #gry-slowne-setup: {error}") from None


def import_gcg(text: str) -> GcgGame:
    """The game in GCG ``text``: ours replayed and checked through the engine, another
    program's as a recorded game (see the module)."""
    parsed = _parse(text.removeprefix("\ufeff"))
    count = len(parsed.names)
    if sorted(parsed.names) != list(range(1, count + 1)) or not count:
        raise GcgError("the file needs #player1, #player2 … lines, numbered from 1")
    if parsed.ours is None:
        return _import_recorded(parsed)
    return _import_ours(parsed)


def _import_ours(parsed: _File) -> GcgGame:
    assert parsed.ours is not None
    try:
        setup = setup_from_json(parsed.ours.get("setup"))
    except RecordError as error:
        raise GcgError(f"unreadable #note {NOTE_KEY} setup: {error}") from None
    if setup.game != GCG_GAME:
        raise GcgError(f"the #note {NOTE_KEY} setup is a {setup.game} game, not crossword")
    names = parsed.names
    if len(names) != setup.players:
        raise GcgError(f"the file needs #player1 … #player{setup.players} lines")
    try:
        if "seats" in parsed.ours:
            seats = tuple(Seat.from_json(seat) for seat in parsed.ours["seats"])
        else:
            seats = tuple(
                Seat(names[n][1], *parsed.legacy_seats.get(n, ("human", None)))
                for n in sorted(names)
            )
        if len(seats) != setup.players:
            raise ValueError(f"{len(seats)} seats")
        game, first = start(setup)
    except WordListUnavailable as missing:
        # Its racks and scores cannot be checked without the list (engines.records.import_export).
        raise GcgError(f"{missing}: install it, then import the game again") from None
    except (ValueError, KeyError, TypeError, AttributeError, Rejected) as error:
        raise GcgError(f"unusable players or setup: {error}") from None
    if names_editions(setup):
        return GcgGame(first.setup, seats, _replay_ours(parsed, game, first))
    # Exported by an older release, naming no lexicon edition: the newest that replays it.
    failed: GcgError | None = None
    for trial in settling_candidates(setup):
        game, first = start(trial)
        try:
            return GcgGame(first.setup, seats, _replay_ours(parsed, game, first))
        except GcgError as error:
            failed = failed or error
    assert failed is not None  # every language has editions
    raise failed


def _replay_ours(parsed: _File, game: Any, first: Any) -> tuple[Move, ...]:
    """The moves of our GCG, replayed from ``first`` and checked line by line."""
    from engines.crossword.actions import Exchange, Pass, Place, action_from_text

    setup = first.setup  # resolved, as the engine keeps it
    state: Any = first  # a CrosswordState
    moves: list[Move] = []

    def play(number: int, player: PlayerId, action: Action) -> None:
        nonlocal state
        move = Move(player, action)
        try:
            state = apply_as_played(game, state, len(moves), move)
        except Rejected as error:
            raise GcgError(f"line {number}: {action} is refused ({error.reason.value})") from None
        moves.append(move)

    pending = sorted(parsed.actions, key=lambda entry: entry[0])
    for index in range(len(parsed.events) + 1):
        while pending and pending[0][0] <= index:
            _, player, text_action, number = pending.pop(0)
            if not (type(player) is int and (player == SYSTEM or 0 <= player < setup.players)):
                raise GcgError(f"line {number}: no player {player!r}")
            try:
                named = action_from_text(str(text_action))
            except Rejected:
                raise GcgError(f"line {number}: unknown action {text_action!r}") from None
            play(number, PlayerId(player), named)
        if index == len(parsed.events):
            break
        event = parsed.events[index]
        number, player, fields = event.number, PlayerId(event.player), event.fields
        if any(f.startswith("(") for f in fields) or "--" in fields:
            # The end-of-game adjustments, the time penalties and a move a challenge took
            # back follow from the actions; their totals are checked, nothing is played.
            totals = state.totals if state.end is not None else state.move_scores
            if state.end is not None and state.end.overtime and "(time)" not in fields:
                totals = tuple(t - o for t, o in zip(totals, state.end.overtime, strict=True))
            if event.total != totals[player]:
                raise GcgError(f"line {number}: total should be {totals[player]}")
            continue
        rack, what = fields[0], fields[1:]
        engine_rack = _rack(state.racks[player].tiles)
        if Counter(rack) != Counter(engine_rack):
            raise GcgError(f"line {number}: rack {rack} is not the game's rack {engine_rack}")
        if what == ["-"]:
            action: Action = Pass()
        elif len(what) == 1 and what[0].startswith("-"):
            action = Exchange(what[0][1:])
        elif len(what) == 2:
            action = Place(what[0], _full_word(number, state.board, what[0], what[1]))
        else:
            raise GcgError(f"line {number}: unreadable move {' '.join(what)!r}")
        before = state
        play(number, player, action)
        expected = before.move_scores[player] + event.score
        if isinstance(action, Place) and before.pending is None and state.pending is None:
            gained = state.move_scores[player] - before.move_scores[player]
            if gained != event.score:
                raise GcgError(f"line {number}: the move scores {gained}, not {event.score}")
        if event.total != expected:
            raise GcgError(f"line {number}: total {event.total} should be {expected}")
    return tuple(moves)


def _full_word(number: int, board: Any, square: str, tiles: str) -> str:
    """The whole word of a placement written with ``.`` for tiles on ``board``."""
    from engines.crossword.layout import parse_coordinate

    if "." not in tiles:
        return tiles
    try:
        start_square, across = parse_coordinate(square, board.size)
    except Rejected:
        raise GcgError(f"line {number}: {square!r} is not a square") from None
    step = 1 if across else board.size
    letters = []
    for i, letter in enumerate(tiles):
        at = start_square + i * step
        if letter == "." and (at >= board.size**2 or board.is_empty_at(at)):
            raise GcgError(f"line {number}: a '.' of {tiles} is over an empty square")
        letters.append(board[at] if letter == "." else letter)
    return "".join(letters)


def _recorded_action(event: _Event) -> Recorded:
    """The :class:`~engines.records.other_programs.Recorded` of another program's event line."""
    from engines.records import other_programs as recorded

    number, fields = event.number, event.fields

    def line(kind: str, rack: str = "", square: str = "", tiles: str = "") -> Recorded:
        return recorded.Recorded(kind, rack, square, tiles, event.score, event.total)

    last = fields[-1]
    rack = fields[0] if len(fields) > 1 else ""
    if len(fields) == 1 and last.startswith("(") and last.endswith(")") and last not in _SPECIAL:
        return line(recorded.END_POINTS, tiles=last[1:-1])
    if len(fields) <= 2 and last in _SPECIAL:
        return line(recorded.CHALLENGE_BONUS if last == "(challenge)" else recorded.TIME, rack)
    if len(fields) == 2 and last == f"({fields[0]})":
        return line(recorded.END_PENALTY, rack, tiles=fields[0])
    if len(fields) <= 2 and last == "--":
        return line(recorded.WITHDRAWN, rack)
    if len(fields) <= 2 and (last == "-" or re.fullmatch(r"-0+", last)):
        return line(recorded.PASS, rack)
    if len(fields) <= 2 and last.startswith("-"):
        return line(recorded.EXCHANGE, rack, tiles=last[1:])
    if len(fields) in (2, 3) and _POSITION.match(fields[-2]):
        if "[" in last:
            raise GcgError(f"line {number}: multi-letter tiles ({last}) are not supported")
        # Older programs write the letters played through in parentheses: FA(R)M = FA.M.
        tiles = re.sub(r"\(([^)]*)\)", lambda m: "." * len(m[1]), last)
        rack = fields[0] if len(fields) == 3 else ""
        return line(recorded.PLACE, rack, fields[-2].upper(), tiles)
    raise GcgError(f"line {number}: an event this program does not know: {' '.join(fields)}")


def _import_recorded(parsed: _File) -> GcgGame:
    """Another program's game, as :mod:`engines.records.other_programs` keeps it."""
    from engines.records.other_programs import GAME_ID, MAX_KEPT, MAX_TEXT

    header = parsed.header
    game_type = header.get("game-type", "classic").lower()
    if game_type != "classic":
        raise GcgError(f"game type {header['game-type']} is not supported (only classic)")
    if len(parsed.names) > 4:
        raise GcgError(f"{len(parsed.names)} players: a recorded game has at most 4")
    if len(parsed.kept) > MAX_KEPT:
        raise GcgError(f"{len(parsed.kept)} other pragma lines: a file keeps at most {MAX_KEPT}")
    options: dict[str, Any] = {
        key: header.get(pragma, "")[:MAX_TEXT] for key, pragma in _RECORDED_HEADER.items()
    }
    options["distribution"] = options["distribution"].lower()
    options["nicknames"] = [parsed.names[n][0] for n in sorted(parsed.names)]
    options["kept_lines"] = [[before, line[:MAX_TEXT]] for before, line in parsed.kept]
    if not options["distribution"]:
        options["guessed_distribution"] = guessed_distribution(parsed.events)
    setup = Setup(GAME_ID, "gcg", len(parsed.names), 0, options)
    seats = tuple(Seat(parsed.names[n][1], "human") for n in sorted(parsed.names))
    game, state = start(setup)
    moves: list[Move] = []
    for index, event in enumerate(parsed.events):
        note = "\n".join(parsed.notes.get(index, []))
        move = Move(PlayerId(event.player), replace(_recorded_action(event), note=note))
        try:
            state = game.apply(state, move.player, move.action)
        except Rejected as error:
            raise GcgError(
                f"line {event.number}: {move.action} cannot be laid on the board "
                f"({error.reason.value})"
            ) from None
        moves.append(move)
    return GcgGame(state.setup, seats, tuple(moves))
