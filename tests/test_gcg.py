"""GCG: our exports against other programs' readers, round trips, and games other programs
wrote (small files after the GCG spec's examples, poslfit.com/scrabble/gcg)."""

from __future__ import annotations

import itertools
import random
import re
from pathlib import Path
from typing import Any

import pytest

from engines.core import PlayerId, Reason, Rejected, Setup
from engines.crossword.actions import Place
from engines.records.gcg import GcgError, decode_gcg, export_gcg, import_gcg
from engines.records.history import replay_states, stored_analysis, summaries
from engines.records.import_export import export_game, import_file, import_text
from engines.records.other_programs import (
    PLACE,
    AnalysisBasis,
    Recorded,
    RecordedState,
    analysis_basis,
)
from engines.records.record import Move, start
from engines.records.store import GameStore, Seat
from engines.tile_turns import Challenge
from engines.tools.play import play_out

SEATS = (Seat("Ala:1", "human"), Seat("Komputer  mocny", "computer", "strong"))

# -- macondo's reader (gcgio/gcg.go), its rules written down ----------------------------------
#: The patterns in macondo's order; a line is the first one that matches (Go's
#: FindStringSubmatch: a search, so the event patterns are not anchored).
MACONDO = [
    ("player", r"^#player(?P<p_number>[1-2])\s+(?P<nick>\S+)\s+(?P<real_name>.+)"),
    ("title", r"^#title\s+(?P<title>.*)"),
    ("description", r"^#description\s+(?P<description>.*)"),
    ("id", r"^#id\s+(?P<id_authority>\S+)\s+(?P<id>\S+)"),
    ("rack1", r"^#rack1\s+(?P<rack>\S+)"),
    ("rack2", r"^#rack2\s+(?P<rack>\S+)"),
    ("encoding", r"^#character-encoding\s+(?P<encoding>\S+)"),
    (
        "move",
        r">(?P<nick>\S+):\s+(?P<rack>\S+)\s+(?P<pos>\w+)\s+(?P<play>\S+)\s+\+(?P<score>\d+)"
        r"\s+(?P<cumul>\d+)",
    ),
    ("note", r"^#note\s+(?P<note>.*)"),
    ("lexicon", r"^#lexicon\s+(?P<lexicon>.+)"),
    ("game_type", r"^#game-type\s+(?P<gameType>.*)"),
    ("tile_set", r"^#tile-set\s+(?P<tileSet>.*)"),
    ("game_board", r"^#game-board\s+(?P<gameBoard>.*)"),
    ("continuation", r"^#- (?P<continuation>.*)"),
    ("board_layout", r"^#board-layout\s+(?P<boardLayoutName>.*)"),
    ("tile_distribution", r"^#tile-distribution\s+(?P<tileDistributionName>.*)"),
    (
        "phony",
        r">(?P<nick>\S+):\s+(?P<rack>\S+)\s+--\s+-(?P<lost_score>\d+)\s+(?P<cumul>\d+)",
    ),
    ("pass", r">(?P<nick>\S+):\s+(?P<rack>\S+)\s+-\s+\+0\s+(?P<cumul>\d+)"),
    (
        "challenge",
        r">(?P<nick>\S+):\s+(?P<rack>\S*)\s+\(challenge\)\s+\+(?P<bonus>\d+)\s+(?P<cumul>\d+)",
    ),
    (
        "exchange",
        r">(?P<nick>\S+):\s+(?P<rack>\S+)\s+-(?P<exchanged>\S+)\s+\+0\s+(?P<cumul>\d+)",
    ),
    ("end_points", r">(?P<nick>\S+):\s+\((?P<rack>\S+)\)\s+\+(?P<score>\d+)\s+(?P<cumul>-?\d+)"),
    (
        "time",
        r">(?P<nick>\S+):(?:\s+(?P<rack>\S*))?\s+\(time\)\s+\+?\-(?P<penalty>\d+)"
        r"\s+(?P<cumul>-?\d+)",
    ),
    (
        "end_penalty",
        r">(?P<nick>\S+):\s+(?P<rack>\S+)\s+\((?P<rack2>\S+)\)\s+\-(?P<penalty>\d+)"
        r"\s+(?P<cumul>-?\d+)",
    ),
    ("incomplete", r"^#incomplete.*"),
    ("tile", r"^#tile (?P<uppercase>\S+)\s+(?P<lowercase>\S+)"),
]
EVENTS = {"move", "phony", "pass", "challenge", "exchange", "end_points", "time", "end_penalty"}
#: Pragmas macondo refuses once the game has started (errPragmaPrecedeEvent).
HEADER_ONLY = {"player", "title", "description", "id", "lexicon", "board_layout", "game_type"}
HEADER_ONLY |= {"tile_distribution"}
#: The letters of the distributions macondo would read our files with.
LETTERS = {"polish": "AĄBCĆDEĘFGHIJKLŁMNŃOÓPRSŚTUWYZŹŻ", "english": "ABCDEFGHIJKLMNOPQRSTUVWXYZ"}


def macondo_read(text: str) -> list[tuple[str, dict[str, str]]]:
    """Every line as macondo's reader takes it (token, fields); AssertionError where it
    stops."""
    lines = text.splitlines()
    # Without the encoding line first, the file is read as ISO-8859-1 (encodingOrFirstLine).
    assert lines[0] == "#character-encoding UTF-8"
    read: list[tuple[str, dict[str, str]]] = []
    nicks: list[str] = []
    distribution = "english"  # macondo's default
    started = False
    for number, raw in enumerate(lines[1:], 2):
        line = raw.strip()
        if not line:
            continue
        found = next(
            ((token, m) for token, pattern in MACONDO if (m := re.search(pattern, line))), None
        )
        assert found is not None, f"line {number}: no match found for line {line!r}"
        token, match = found
        fields = match.groupdict()
        assert token != "encoding", f"line {number}: encoding line must be first"
        assert not (started and token in HEADER_ONLY), f"line {number}: pragma after events"
        # A note attaches to the last event (AppendNoteToLastEvent): there must be one.
        assert token != "note" or started, f"line {number}: a note before the first event"
        assert token != "tile", f"line {number}: multi-letter tiles"
        if token == "player":
            assert int(fields["p_number"]) == len(nicks) + 1 and fields["nick"] not in nicks
            nicks.append(fields["nick"])
        if token == "tile_distribution":
            distribution = fields["tileDistributionName"]
        if token in EVENTS:
            started = True
            assert len(nicks) == 2, f"line {number}: wrong number of players defined"
            assert fields["nick"] in nicks, f"line {number}: player does not exist"
        if token == "move":
            allowed = set(LETTERS[distribution]) | {c.lower() for c in LETTERS[distribution]}
            assert set(fields["play"]) <= allowed | {"."}, f"line {number}: {fields['play']}"
        if token == "end_penalty":
            assert fields["rack"] == fields["rack2"], f"line {number}: malformed"
        read.append((token, fields))
    return read


def totals_add_up(read: list[tuple[str, dict[str, str]]]) -> None:
    """Each player's totals follow from the scores the lines give (what a reader that rescores,
    as Quackle does, arrives at)."""
    totals: dict[str, int] = {}
    last_move: dict[str, int] = {}
    for token, fields in read:
        if token not in EVENTS:
            continue
        nick = fields["nick"]
        before = totals.get(nick, 0)
        change = {
            "move": lambda f: int(f["score"]),
            "phony": lambda f: -int(f["lost_score"]),
            "pass": lambda f: 0,
            "exchange": lambda f: 0,
            "challenge": lambda f: int(f["bonus"]),
            "end_points": lambda f: int(f["score"]),
            "time": lambda f: -int(f["penalty"]),
            "end_penalty": lambda f: -int(f["penalty"]),
        }[token](fields)
        if token == "phony":
            assert change == -last_move[nick]
        if token == "move":
            last_move[nick] = change
        totals[nick] = before + change
        assert totals[nick] == int(fields["cumul"]), (token, fields)


GAMES = [
    pytest.param(Setup("crossword", "jawa", 2, 3), False, id="jawa"),
    pytest.param(Setup("crossword", "jawa", 2, 11, {"challenge": True, "hints": 3}), True,
                 id="jawa-challenge-hints"),
    pytest.param(Setup("crossword", "jawa", 2, 8), True, id="jawa-random"),
    pytest.param(Setup("crossword", "jawa", 2, 6, {"challenge": True}), True,
                 id="jawa-ends-by-passes"),
    pytest.param(Setup("crossword", "wordsmith", 2, 5), False, id="wordsmith"),
]  # fmt: skip


def exported(setup: Setup, random_moves: bool) -> tuple[str, Any, Any]:
    _, state, record = play_out(setup, random_moves=random_moves)
    seats = (*SEATS, *(Seat(f"Gracz {n}", "human") for n in range(3, setup.players + 1)))
    return export_gcg(record.setup, seats, record.moves), record, state


@pytest.mark.parametrize(("setup", "random_moves"), GAMES)
def test_macondo_reads_our_exports(setup: Setup, random_moves: bool) -> None:
    text, record, state = exported(setup, random_moves)
    read = macondo_read(text)
    tokens = [token for token, _ in read]
    assert ("tile_distribution" in tokens) == (setup.rules == "jawa")
    places = sum(type(m.action).__name__ == "Place" for m in record.moves)
    assert tokens.count("move") == places
    assert tokens.count("end_points") == (state.end.went_out is not None)
    totals_add_up(read)
    final = {f["nick"]: int(f["cumul"]) for t, f in read if t in EVENTS}
    assert sorted(final.values()) == sorted(state.totals)
    # Our data is one note, after the first event.
    notes = [f["note"] for t, f in read if t == "note"]
    assert len(notes) == 1 and notes[0].startswith("gry-slowne {")


def test_macondo_reads_a_move_a_challenge_took_back() -> None:
    """A phony laid and challenged off (``--``), then the game played out at random."""
    game, state = start(Setup("crossword", "jawa", 2, 3, {"challenge": True}))
    moves: list[Move] = []
    player = next(iter(game.to_act(state)))
    letters = [tile for tile in state.racks[player].tiles if tile != "?"]
    for word in itertools.permutations(letters, 3):
        laid = game.apply(state, player, Place("8H", "".join(word).upper()))
        other = next(iter(game.to_act(laid)))
        after = game.apply(laid, other, Challenge())
        if after.history[-1].kind == "challenged_off":
            moves += [Move(player, Place("8H", "".join(word).upper())), Move(other, Challenge())]
            state = after
            break
    assert moves, "no phony among the rack's three-letter words"
    rng = random.Random(1)
    while not game.is_over(state):
        player = min(game.to_act(state))
        action = game.random_action(state, player, rng)
        state = game.apply(state, player, action)
        moves.append(Move(player, action))
    record = tuple(moves)
    text = export_gcg(state.setup, SEATS, record)
    read = macondo_read(text)
    assert [t for t, _ in read].count("phony") == 1
    totals_add_up(read)
    assert import_gcg(text).moves == record


def test_quackle_reads_our_end_of_game_lines() -> None:
    """Quackle's reader (quackleio/gcgio.cpp) takes a line whose rack field is in parentheses
    for the end-of-game tile bonus and any other line not starting ``-``, ``--``, ``(time)`` or
    ``(challenge)`` for a placement at its second field. The line of who went out reads right;
    the spec's rack-deduction line ``RACK (RACK) -N`` is the one it misreads (docs/records.md)."""
    text, _, state = exported(Setup("crossword", "jawa", 2, 3), False)
    events = [line.split()[1:] for line in text.splitlines() if line.startswith(">")]
    bonus = [e for e in events if e[0].startswith("(") and e[0].endswith(")")]
    assert len(bonus) == 1 and int(bonus[0][1]) == max(state.end.adjustments)
    placements = [
        e for e in events if e not in bonus and not e[1].startswith(("-", "(time)", "(challenge)"))
    ]
    misread = [e for e in placements if not re.fullmatch(r"\d+[A-O]|[A-O]\d+", e[1])]
    assert misread == [e for e in events if len(e) == 4 and e[1] == f"({e[0]})"]


def test_a_game_of_three_says_which_readers_cannot_take_it() -> None:
    text, _, _ = exported(Setup("crossword", "jawa", 3, 4), False)
    assert "#player3 " in text
    assert "macondo and Woogles read GCG files of 2 players only" in text
    with pytest.raises(AssertionError, match="no match found"):
        macondo_read(text)
    assert len(import_gcg(text).seats) == 3


def test_names_with_colons_and_spaces_survive_export_and_import(tmp_path: Path) -> None:
    text, record, _ = exported(Setup("crossword", "jawa", 2, 3), False)
    assert "#player1 Ala_1 Ala:1" in text and "#player2 Komputer_mocny Komputer  mocny" in text
    imported = import_gcg(text)
    assert imported.seats == SEATS and imported.moves == record.moves
    with GameStore(tmp_path / "s.sqlite") as store:
        first = import_text(store, text, "g.gcg").game_id
        assert store.get(first).seats == SEATS
        assert export_game(store, first, "gcg") == text


def test_files_exported_before_the_note_still_import() -> None:
    """The old form: ``#gry-slowne-…`` pragmas, hints and challenges between the lines."""
    text, record, _ = exported(Setup("crossword", "jawa", 2, 3), False)
    lines = text.splitlines()
    note = next(line for line in lines if line.startswith("#note gry-slowne"))
    setup_json = note.split('"setup":', 1)[1].split(',"seats"', 1)[0]
    old = [
        line.replace("Ala_1", "Ala:1")
        for line in lines
        if not line.startswith(("#note", "#tile-distribution"))
    ]
    old = [line if "Komputer" not in line else line.replace("Komputer_mocny", "K") for line in old]
    old[1:1] = ["#gry-slowne-rules jawa", f"#gry-slowne-setup {setup_json}"]
    old.append("#gry-slowne-seat 2 computer strong")
    imported = import_gcg("\n".join(old).replace("Komputer  mocny", "K"))
    assert imported.moves == record.moves
    assert imported.seats[1] == Seat("K", "computer", "strong")


# -- other programs' files ---------------------------------------------------------------------
#: Other programs' files (``tests/gcg``). ``spec_example.gcg``, after the spec's examples: a
#: word through a tile on the board (``.``), an exchange given as a count, a phony taken off
#: (``--``), a challenge bonus, a time penalty, Quackle's end-of-game line with no rack; notes,
#: title, description and id; a Latin-1 name and no encoding line. ``polish.gcg``: Polish
#: Scrabble tiles and lexicon.
SAMPLES = Path(__file__).parent / "gcg"
ENGLISH = (SAMPLES / "spec_example.gcg").read_bytes().decode("iso-8859-1")
POLISH = (SAMPLES / "polish.gcg").read_text(encoding="utf-8")


def test_another_programs_game_imports_as_written(tmp_path: Path) -> None:
    path = SAMPLES / "spec_example.gcg"
    with GameStore(tmp_path / "s.sqlite") as store:
        game_id = import_file(store, path).game_id
        saved = store.get(game_id)
        assert [seat.name for seat in saved.seats] == ["Joel Sherman", "José Grañas"]
        assert saved.status == "finished" and saved.scores == (199, 20)
        assert saved.setup.options["lexicon"] == "CSW21"
        assert saved.setup.options["id"] == "io.woogles abc123"
        replay = replay_states(saved.setup, store.moves(game_id, replay_game()))
        rows = replay.states[-1].board.rows()
        assert rows[6][7] == "U" and rows[13][7] == "y"  # H7 U.IDLANy, a blank y
        assert rows[7][3:10] == "MINARET" and rows[11][9] == "E"  # J8 .HOSE
        assert rows[6][:6] == "......"  # WOOLED taken back
        after_exchange = replay.states[4]
        assert isinstance(after_exchange, RecordedState)
        assert after_exchange.racks == ("?ABDEIL", "DELOOSW")
        assert [s[0] for s in replay.scores_after()][-3:] == [187, 177, 199]
        assert analysis_basis(saved.setup) == (AnalysisBasis.OTHER_TILES, None)
        _, analysis = stored_analysis(store, game_id)
        decisions = [a for a in analysis.values() if a is not None]
        assert decisions[0].played == "8D MINARET" and decisions[0].points == 72
        assert decisions[0].bingo and all(a.best is None for a in decisions)
        assert summaries(store)[game_id]["seats"][0]["bingos"] == 2
        again = import_text(store, export_game(store, game_id, "json"), "again.json").game_id
        assert store.moves(again, replay_game()) == store.moves(game_id, replay_game())
        # exported as GCG again: what macondo reads, and the same game once more
        text = export_game(store, game_id, "gcg")
        read = macondo_read(text)
        totals_add_up(read)
        assert [t for t, _ in read].count("time") == 1
        third = import_text(store, text, "again.gcg").game_id
        assert store.moves(third, replay_game()) == store.moves(game_id, replay_game())
        assert store.get(third).setup == saved.setup and store.get(third).seats == saved.seats


def replay_game() -> Any:
    from engines.registry import get_game

    return get_game("gcg")


def test_a_polish_game_from_another_program_is_analysed_by_jawa(tmp_path: Path) -> None:
    with GameStore(tmp_path / "s.sqlite") as store:
        game_id = import_text(store, POLISH, "osps.gcg").game_id
        saved = store.get(game_id)
        assert analysis_basis(saved.setup) == (AnalysisBasis.RULE_SET, "jawa")
        _, analysis = stored_analysis(store, game_id)
        first = analysis[0]
        assert first is not None and first.points == 12 and first.best is not None
        assert first.best_points is not None and first.best_points >= 12


def test_pragmas_no_reader_defines_and_a_notes_further_lines_are_taken() -> None:
    text = ENGLISH.replace("#note nice bingo", "#note nice bingo\nand a second line\n#event X")
    moves = import_gcg(text).moves
    assert len(moves) == len(import_gcg(ENGLISH).moves)
    assert moves[0].action.note == "nice bingo\nand a second line"
    with pytest.raises(GcgError, match="line 7: neither a pragma"):
        import_gcg(ENGLISH.replace("#lexicon CSW21", "#lexicon CSW21\nstray text"))


def test_the_encoding_line_and_its_absence() -> None:
    assert decode_gcg("#player1 a José\n".encode("iso-8859-1")).endswith("José\n")
    assert decode_gcg("#player1 a Żaneta\n".encode()).endswith("Żaneta\n")  # UTF-8 anyway
    named = "#character-encoding ISO-8859-2\n#player1 a Żaneta\n".encode("iso-8859-2")
    assert decode_gcg(named).endswith("Żaneta\n")


@pytest.mark.parametrize(
    ("change", "reason"),
    [
        (lambda t: "#tile CH ch\n" + t, "multi-letter tiles"),
        (lambda t: t.replace(" H7 U.IDLANy", " H7 U.ID[CH]y"), "multi-letter tiles"),
        (lambda t: "#board-layout SuperCrosswordGame\n" + t, "board layout SuperCrosswordGame"),
        (lambda t: "#game-type wordsmog\n" + t, "game type wordsmog"),
        (lambda t: t.replace(" J8 .HOSE", " J9 .HOSE"), r"line 12: .*cannot be laid"),
        (lambda t: t.replace(" 9C FUG", " 9N FUG"), r"line 9: .*off_board"),
        (lambda t: t.replace("(challenge)", "(bonus)"), "line 15: an event this program"),
        (lambda t: t.replace(">Jos:", ">Ann:"), "line 9: not an event line of a #player"),
        (
            lambda t: "".join(f"#player{n} p{n} P {n}\n" for n in range(3, 6)) + t,
            "5 players: a recorded game has at most 4",
        ),
    ],
)
def test_a_file_we_cannot_take_gets_a_one_line_reason(change: Any, reason: str) -> None:
    with pytest.raises(GcgError, match=reason) as refused:
        import_gcg(change(ENGLISH))
    assert "\n" not in str(refused.value)


def test_an_unknown_encoding_is_named() -> None:
    with pytest.raises(GcgError, match="unknown character encoding KOI9"):
        decode_gcg(b"#character-encoding KOI9\n#player1 a b\n")


@pytest.mark.parametrize(
    ("action", "reason"),
    [
        (Recorded(PLACE, square="Z99", tiles="AB"), Reason.OFF_BOARD),
        (Recorded(PLACE, square="8", tiles="AB"), Reason.BAD_SQUARE),
        (Recorded(PLACE, square="8N", tiles="ABC"), Reason.OFF_BOARD),
        (Recorded(PLACE, square="8H", tiles="A.B"), Reason.TILE_MISMATCH),
        (Recorded(PLACE, square="8H", tiles="Q"), Reason.TILE_MISMATCH),  # on the K
        (Recorded(PLACE, square="H8", tiles="."), Reason.NO_NEW_TILES),
        (Recorded("shuffle"), Reason.UNKNOWN_ACTION),
    ],
)
def test_the_recorded_game_refuses_what_cannot_lie_on_the_board(
    action: Recorded, reason: Reason
) -> None:
    """A damaged store or record: each refusal is a typed reason, never a broken board."""
    game = replay_game()
    state = game.new_game(Setup("gcg", "gcg", 2, 0))
    state = game.apply(state, PlayerId(0), Recorded(PLACE, "KOT", "8H", "KOT", 6, 6))
    with pytest.raises(Rejected) as refused:
        game.apply(state, PlayerId(1), action)
    assert refused.value.reason is reason
