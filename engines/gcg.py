"""Crossword games as GCG, the text format Quackle and Eliot read and write.

Export writes the standard lines — ``#character-encoding UTF-8``, ``#player1 NICK NAME``,
``#lexicon``, then one line per move: ``>Nick: RACK 8H WORD +SCORE TOTAL`` (``8H`` across,
``H8`` down — the same convention as our moves; blanks lowercase, ``?`` on the rack), exchanges
``>Nick: RACK -TILES +0 TOTAL``, passes ``>Nick: RACK - +0 TOTAL``, a move taken back by a
challenge ``>Nick: RACK -- -SCORE TOTAL``, and the end-of-game rack adjustments
``>Nick: (TILES) +N TOTAL`` (who went out) and ``>Nick: RACK (RACK) -N TOTAL``.

A GCG holds no bag order, so the engine could not deal the same racks from it. Decision: the
export also writes our own pragmas — ``#gry-slowne-rules RULES``, ``#gry-slowne-setup {JSON}``
(the seed and options), ``#gry-slowne-seat N KIND [LEVEL]`` and ``#gry-slowne-action NICK
ACTION`` for actions with no GCG line (hints, accepting or challenging a move) — and import
replays the moves through the engine from that setup, checking every rack, score and total
against the lines. A GCG without the setup pragma (from another program) is refused with a
one-line reason rather than imported with racks that are not the game's.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from engines.core import Action, PlayerId, Rejected, Setup
from engines.lexicon.wordlists import WordListUnavailable
from engines.record import Move, RecordError, setup_from_json, setup_to_json, start
from engines.store import Seat

GCG_GAME = "crossword"
LEXICONS = {"pl": "sjp-pl", "en": "scowl-en"}


class GcgError(RecordError):
    """A GCG file that cannot be imported; the message says why and where, in one line."""


@dataclass(frozen=True)
class GcgGame:
    setup: Setup
    seats: tuple[Seat, ...]
    moves: tuple[Move, ...]


def _nicknames(seats: Sequence[Seat]) -> list[str]:
    """One unique GCG nickname per seat (GCG nicknames have no spaces)."""
    nicks: list[str] = []
    for number, seat in enumerate(seats, 1):
        nick = re.sub(r"\s+", "_", seat.name.strip()) or f"p{number}"
        while nick in nicks:
            nick = f"{nick}_{number}"
        nicks.append(nick)
    return nicks


def _rack(tiles: Sequence[str]) -> str:
    return "".join(tiles).upper()


def export_gcg(setup: Setup, seats: Sequence[Seat], moves: Sequence[Move]) -> str:
    """The game as GCG text (UTF-8 when written)."""
    from engines.crossword.actions import Exchange, Pass, Place
    from engines.crossword.rules import check_place, context
    from engines.crossword.state import CHALLENGED_OFF

    if setup.game != GCG_GAME:
        raise GcgError(f"only crossword games have a GCG form, not {setup.game}")
    game, first = start(setup)
    ctx = context(first.setup)
    state: Any = first  # a CrosswordState
    nicks = _nicknames(seats)
    lines = [
        "#character-encoding UTF-8",
        f"#lexicon {LEXICONS.get(ctx.rules.language, ctx.rules.language)}",
        f"#gry-slowne-rules {setup.rules}",
        f"#gry-slowne-setup {json.dumps(setup_to_json(first.setup), ensure_ascii=False)}",
    ]
    for number, (seat, nick) in enumerate(zip(seats, nicks, strict=True), 1):
        lines.append(f"#player{number} {nick} {seat.name}")
        lines.append(
            f"#gry-slowne-seat {number} {seat.kind}" + (f" {seat.level}" if seat.level else "")
        )
    for move in moves:
        player, action = move.player, move.action
        nick = nicks[player] if 0 <= player < len(nicks) else "?"
        before = state
        rack = _rack(before.racks[player].tiles) if 0 <= player < len(nicks) else ""
        total = before.move_scores[player] if 0 <= player < len(nicks) else 0
        state = game.apply(state, player, action)
        if isinstance(action, Place):
            score = check_place(before, player, action).score
            lines.append(f">{nick}: {rack} {action.square} {action.word} +{score} {total + score}")
        elif isinstance(action, Exchange):
            lines.append(f">{nick}: {rack} -{action.tiles.upper()} +0 {total}")
        elif isinstance(action, Pass):
            lines.append(f">{nick}: {rack} - +0 {total}")
        else:
            lines.append(f"#gry-slowne-action {nick} {action}")
            last = state.history[-1] if len(state.history) > len(before.history) else None
            if last is not None and last.kind == CHALLENGED_OFF:
                assert before.pending is not None
                mover = last.player
                score = before.pending.play.score
                lines.append(
                    f">{nicks[mover]}: {_rack(state.racks[mover].tiles)} -- -{score} "
                    f"{state.move_scores[mover]}"
                )
    if state.end is not None:
        totals = state.totals
        for seat_number, adjustment in enumerate(state.end.adjustments):
            nick = nicks[seat_number]
            if seat_number == state.end.went_out:
                others = "".join(
                    _rack(r) for i, r in enumerate(state.end.racks) if i != seat_number
                )
                lines.append(f">{nick}: ({others}) +{adjustment} {totals[seat_number]}")
            elif adjustment:
                rack = _rack(state.end.racks[seat_number])
                lines.append(f">{nick}: {rack} ({rack}) {adjustment} {totals[seat_number]}")
    return "\n".join(lines) + "\n"


_MOVE = re.compile(r"^>(?P<nick>[^:\s]+):\s*(?P<rest>.*)$")
#: Seat numbers are ASCII digits, few enough for ``int`` (which refuses over 4300 digits).
_SEAT_NUMBER = r"[0-9]{1,9}"
_PLAYER = re.compile(rf"^#player(?P<number>{_SEAT_NUMBER})\s+(?P<nick>\S+)(?:\s+(?P<name>.*))?$")


def import_gcg(text: str) -> GcgGame:
    """The game in GCG ``text``, replayed and checked through the engine (see the module)."""
    from engines.crossword.actions import Exchange, Pass, Place, action_from_text

    text = text.removeprefix("\ufeff")
    setup: Setup | None = None
    names: dict[int, tuple[str, str]] = {}
    kinds: dict[int, tuple[str, str | None]] = {}
    entries: list[tuple[int, str, str]] = []  # (line number, kind, text)
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line:
            continue
        if line.startswith("#gry-slowne-setup "):
            try:
                setup = setup_from_json(json.loads(line.split(" ", 1)[1]))
            except (ValueError, RecordError) as error:
                raise GcgError(f"line {number}: unreadable #gry-slowne-setup: {error}") from None
        elif match := _PLAYER.match(line):
            names[int(match["number"])] = (match["nick"], (match["name"] or match["nick"]).strip())
        elif line.startswith("#gry-slowne-seat "):
            parts = line.split()
            if len(parts) not in (3, 4) or not re.fullmatch(_SEAT_NUMBER, parts[1]):
                raise GcgError(f"line {number}: unreadable #gry-slowne-seat")
            kinds[int(parts[1])] = (parts[2], parts[3] if len(parts) == 4 else None)
        elif line.startswith("#gry-slowne-action "):
            entries.append((number, "action", line.split(" ", 1)[1]))
        elif line.startswith(">"):
            entries.append((number, "move", line))
    if setup is None:
        raise GcgError(
            "no #gry-slowne-setup pragma: a GCG from another program has no bag order, so its "
            "racks cannot be dealt again (only GCG files this app exported can be imported)"
        )
    if setup.game != GCG_GAME:
        raise GcgError(f"the #gry-slowne-setup is a {setup.game} game, not crossword")
    if sorted(names) != list(range(1, setup.players + 1)):
        raise GcgError(f"the file needs #player1 … #player{setup.players} lines")
    try:
        seats = tuple(Seat(names[n][1], *kinds.get(n, ("human", None))) for n in sorted(names))
        game, first = start(setup)
    except WordListUnavailable as missing:
        # Its racks and scores cannot be checked without the list (see engines.records).
        raise GcgError(f"{missing}: install it, then import the game again") from None
    except (ValueError, Rejected) as error:
        raise GcgError(f"unusable players or setup: {error}") from None
    setup = first.setup  # resolved, as the engine keeps it
    state: Any = first  # a CrosswordState
    seat_of = {names[n][0]: PlayerId(n - 1) for n in names}
    moves: list[Move] = []

    def play(number: int, player: PlayerId, action: Action) -> None:
        nonlocal state
        try:
            state = game.apply(state, player, action)
        except Rejected as error:
            raise GcgError(f"line {number}: {action} is refused ({error.reason.value})") from None
        moves.append(Move(player, action))

    for number, kind, line in entries:
        if kind == "action":
            nick, _, text_action = line.partition(" ")
            if nick not in seat_of:
                raise GcgError(f"line {number}: no player {nick!r}")
            try:
                named = action_from_text(text_action)
            except Rejected:
                raise GcgError(f"line {number}: unknown action {text_action!r}") from None
            play(number, seat_of[nick], named)
            continue
        match = _MOVE.match(line)
        if match is None or match["nick"] not in seat_of:
            raise GcgError(f"line {number}: not a move line of a known player: {line[:60]}")
        player = seat_of[match["nick"]]
        fields = match["rest"].split()
        if any(f.startswith("(") for f in fields) or "--" in fields:
            # The end-of-game adjustments and a move a challenge took back follow from the
            # actions; their totals are checked, nothing is played.
            totals = state.totals if state.end is not None else state.move_scores
            if not fields or _number(number, fields[-1]) != totals[player]:
                raise GcgError(f"line {number}: total should be {totals[player]}")
            continue
        if len(fields) < 3:
            raise GcgError(f"line {number}: a move line needs RACK MOVE +SCORE TOTAL")
        rack, what = fields[0], fields[1:-2]
        engine_rack = _rack(state.racks[player].tiles)
        if Counter(rack) != Counter(engine_rack):
            raise GcgError(f"line {number}: rack {rack} is not the game's rack {engine_rack}")
        if what == ["-"]:
            action: Action = Pass()
        elif len(what) == 1 and what[0].startswith("-"):
            action = Exchange(what[0][1:])
        elif len(what) == 2:
            action = Place(what[0], what[1])
        else:
            raise GcgError(f"line {number}: unreadable move {' '.join(what)!r}")
        before = state
        play(number, player, action)
        score = _number(number, fields[-2])
        expected = before.move_scores[player] + score
        if isinstance(action, Place) and before.pending is None and state.pending is None:
            gained = state.move_scores[player] - before.move_scores[player]
            if gained != score:
                raise GcgError(f"line {number}: the move scores {gained}, not {score}")
        if _number(number, fields[-1]) != expected:
            raise GcgError(f"line {number}: total {fields[-1]} should be {expected}")
    return GcgGame(setup, seats, tuple(moves))


def _number(line: int, text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise GcgError(f"line {line}: {text!r} is not a number") from None
