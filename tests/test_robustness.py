"""Robustness: every bad input gets a typed answer, the fuzzer and the kill -9 soak run, and the
store survives a second window, a full disk and a read-only folder."""

from __future__ import annotations

import json
import os
import random
import sqlite3
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

import pytest

from engines.core import SYSTEM, PlayerId, Reason, Rejected, Setup
from engines.crossword.actions import Place
from engines.records.record import GameRecord, Move, RecordError, start
from engines.records.store import GameChanged, GameStore, Seat, StoreDamaged, StoreError
from engines.registry import all_games, get_game
from engines.tools.fuzz import fuzz

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import soak  # noqa: E402

RULE_SETS = [(game.info.id, rules.id) for game in all_games() for rules in game.info.rule_sets]


def run(*args: str, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    """A command of the project, as a user runs it: its one-line errors and exit status."""
    return subprocess.run(
        [sys.executable, *args], capture_output=True, text=True, cwd=ROOT, timeout=timeout
    )


def one_line_error(result: subprocess.CompletedProcess[str]) -> None:
    assert result.returncode == 2, result.stderr
    assert len(result.stderr.strip().splitlines()) == 1, result.stderr
    assert "Traceback" not in result.stderr


# -- engines: typed refusals --------------------------------------------------------------------
@pytest.mark.parametrize("square", ["1" * 5000, "H" + "9" * 5000, "9" * 5000 + "H", "99999H"])
def test_a_huge_or_malformed_square_is_refused(square: str) -> None:
    game, state = start(Setup("crossword", "jawa", 2, 1))
    with pytest.raises(Rejected) as refused:
        game.apply(state, state.turn, Place(square, "KOT"))
    assert refused.value.reason in (Reason.BAD_SQUARE, Reason.OFF_BOARD)


@pytest.mark.parametrize(
    "data",
    [
        {"type": "Place", "square": {}, "word": "KOT"},
        {"type": "Place", "square": "8H", "word": 1},
        {"type": "Place", "square": "8H", "word": "KOT", "extra": 1},
        {"type": "Exchange", "tiles": ["a", 1]},
        {"type": ["Place"]},
        ["Place"],
    ],
)
def test_parse_action_refuses_wrong_types_and_extra_fields(data: Any) -> None:
    with pytest.raises(Rejected) as refused:
        get_game("crossword").parse_action(data)
    assert refused.value.reason in (Reason.BAD_ACTION, Reason.UNKNOWN_ACTION)


@pytest.mark.parametrize(("game_id", "rules"), RULE_SETS)
@pytest.mark.parametrize("player", [[0], (0,), "0", 0.5, None, True, 99, -7])
def test_a_player_that_is_no_seat_is_refused(game_id: str, rules: str, player: Any) -> None:
    players = max(2, get_game(game_id).info.rule_set(rules).min_players)
    game, state = start(Setup(game_id, rules, players, 1))
    actor = min(game.to_act(state), default=SYSTEM)
    action = game.random_action(state, actor, random.Random(1))
    with pytest.raises(Rejected) as refused:
        game.apply(state, player, action)
    assert refused.value.reason is Reason.BAD_PLAYER


# -- records and the store ----------------------------------------------------------------------
@pytest.mark.parametrize(
    "text",
    [
        "",
        "[]",
        "{",
        '{"game": "crossword"}',
        '{"game": "crossword", "rules": "jawa", "players": "2", "seed": 1, "actions": []}',
        '{"game": "nope", "rules": "jawa", "players": 2, "seed": 1, "actions": []}',
        '{"game": "crossword", "rules": "jawa", "players": 2, "seed": 1, "actions": {}}',
        '{"game": "crossword", "rules": "jawa", "players": 2, "seed": 1, "actions": [1]}',
        '{"game": "crossword", "rules": "jawa", "players": 2, "seed": 1,'
        ' "actions": [{"player": [0], "action": {"type": "Pass"}}]}',
        '{"game": "crossword", "rules": "jawa", "players": 2, "seed": 1,'
        ' "actions": [{"player": 0, "action": {"type": "Place", "square": {}, "word": 1}}]}',
        '{"version": 99, "game": "crossword", "rules": "jawa", "players": 2, "seed": 1}',
    ],
)
def test_a_malformed_record_is_a_record_error(text: str) -> None:
    with pytest.raises(RecordError):
        GameRecord.loads(text)


def test_a_store_with_an_unreadable_action_is_damaged(tmp_path: Path) -> None:
    path = tmp_path / "games.sqlite"
    game = get_game("crossword")
    with GameStore(path) as store:
        game_id = store.create_game(Setup("crossword", "jawa", 2, 1), [Seat("A", "human")] * 2)
        store.append_move(game_id, Move(PlayerId(0), Place("8H", "KOT")))
    raw = sqlite3.connect(path)
    raw.execute("UPDATE moves SET action = ?", (json.dumps({"type": "Place", "square": {}}),))
    raw.commit()
    raw.close()
    with GameStore(path) as store, pytest.raises(StoreDamaged):
        store.moves(game_id, game)


# -- command lines -----------------------------------------------------------------------------
PLAY = ("-m", "engines", "play", "--game", "puzzle", "--rules", "gra3", "--seed", "1")


@pytest.mark.parametrize("players", ["99999999999", "0", "-3", "x"])
def test_play_refuses_a_bad_player_count(players: str) -> None:
    one_line_error(run(*PLAY, "--players", players))


def test_play_refuses_a_record_it_cannot_write(tmp_path: Path) -> None:
    for target in (tmp_path / "missing" / "r.json", tmp_path, Path("/dev/full")):
        one_line_error(run(*PLAY, "--players", "2", "--record", str(target)))


@pytest.mark.parametrize(
    "args",
    [
        ("--letters", "kot", "--min-length", "-5", "--max-length", "-1"),
        ("--letters", "kot", "--blanks", "12"),
        ("--letters", "kot", "--blanks", "-1"),
        ("--letters", "kot", "--min-length", "4", "--max-length", "2"),
    ],
)
def test_anagram_refuses_out_of_range_numbers(args: tuple[str, ...]) -> None:
    one_line_error(run("-m", "engines.lexicon", "anagram", "--lang", "pl", *args))


AREA = "L,P,M,B,L,T,R,N"


def test_seven_words_best_lists_at_most_what_exists_as_it_goes() -> None:
    process = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "engines.seven_words",
            "best",
            "--area",
            AREA,
            "--top",
            "1000000000",
        ],
        stdout=subprocess.PIPE,
        text=True,
        cwd=ROOT,
    )
    assert process.stdout is not None
    first = [process.stdout.readline() for _ in range(3)]  # streamed: no wait for the rest
    process.kill()
    process.wait()
    assert all(line.split("\t")[0].isdigit() for line in first)


def test_crossword_solve_takes_a_board_with_a_bom_and_crlf(tmp_path: Path) -> None:
    board = tmp_path / "board.txt"
    board.write_bytes(b"\xef\xbb\xbf" + b"\r\n".join([b"." * 15] * 15) + b"\r\n")
    result = run(
        "-m",
        "engines.crossword",
        "solve",
        "--rules",
        "jawa",
        "--board",
        str(board),
        "--rack",
        "KOTAEIS",
        "--top",
        "1",
    )
    assert result.returncode == 0, result.stderr
    assert len(result.stdout.splitlines()) == 1


@pytest.mark.parametrize("data_dir", ["FILE", "/dev/null"])
def test_gui_refuses_a_data_dir_that_is_no_folder(tmp_path: Path, data_dir: str) -> None:
    target = tmp_path / "file" if data_dir == "FILE" else Path(data_dir)
    if data_dir == "FILE":
        target.write_text("x")
    result = run("-m", "gui", "--data-dir", str(target), "--smoke-test", str(tmp_path / "x.png"))
    one_line_error(result)


def test_gui_refuses_a_smoke_test_into_a_missing_folder(tmp_path: Path) -> None:
    result = run("-m", "gui", "--data-dir", str(tmp_path), "--smoke-test", "/missing/dir/x.png")
    one_line_error(result)


# -- the fuzzer ---------------------------------------------------------------------------------
@pytest.mark.parametrize(("game_id", "rules"), RULE_SETS)
def test_fuzzing_finds_no_crash_and_no_violation(game_id: str, rules: str) -> None:
    (report,) = fuzz(game_id, rules, games=3, seed=101)
    assert report.games == 3 and report.actions > 0 and report.rejections > 0
    assert report.failures == [], report.failures


@pytest.mark.slow
@pytest.mark.parametrize(("game_id", "rules"), RULE_SETS)
def test_fuzzing_ten_thousand_games(game_id: str, rules: str) -> None:
    (report,) = fuzz(game_id, rules, games=10_000, seed=1)
    assert report.failures == [], report.failures[:5]


def test_the_fuzzer_reports_a_crash_with_its_seed(monkeypatch: pytest.MonkeyPatch) -> None:
    import engines.crossword.placement as placement

    def broken(text: str, size: int) -> tuple[int, bool]:
        raise ValueError("planted")

    monkeypatch.setattr(placement, "parse_coordinate", broken)
    (report,) = fuzz("crossword", "jawa", games=2, seed=5)
    assert report.crashes >= 1
    assert "planted" in report.failures[0].text
    assert report.failures[0].seed in (5, 6)


def test_the_fuzz_command_prints_a_line_per_rule_set() -> None:
    result = run("-m", "engines", "fuzz", "--game", "puzzle", "--games", "2")
    assert result.returncode == 0, result.stdout + result.stderr
    line = result.stdout.splitlines()[0]
    assert line.startswith("puzzle gra3: games 2, actions ")
    assert line.endswith("crashes 0, violations 0")


# -- crash safety ---------------------------------------------------------------------------
def test_kill_minus_nine_loses_at_most_the_action_in_flight(tmp_path: Path) -> None:
    _, games, actions, problems = soak.soak(tmp_path / "soak.sqlite", kills=6, seed=3)
    assert problems == []
    assert games >= 1 and actions > 0


@pytest.mark.slow
def test_kill_minus_nine_a_hundred_times(tmp_path: Path) -> None:
    kills, _, _, problems = soak.soak(tmp_path / "soak.sqlite", kills=100, seed=1)
    assert kills == 100 and problems == []


def test_a_game_changed_in_another_window_is_not_overwritten(tmp_path: Path) -> None:
    path = tmp_path / "games.sqlite"
    setup = Setup("crossword", "jawa", 2, 1)
    with GameStore(path) as first, GameStore(path) as second:
        game_id = first.create_game(setup, [Seat("A", "human"), Seat("B", "human")])
        other = second.create_game(setup, [Seat("C", "human"), Seat("D", "human")])
        first.append_move(game_id, Move(PlayerId(0), Place("8H", "KOT")), seq=0)
        second.append_move(other, Move(PlayerId(0), Place("8H", "KOT")), seq=0)  # other games: fine
        with pytest.raises(GameChanged):
            second.append_move(game_id, Move(PlayerId(0), Place("8G", "KOTY")), seq=0)
        assert len(second.moves(game_id, get_game("crossword"))) == 1


def test_a_full_disk_is_a_clear_error_and_loses_nothing(tmp_path: Path) -> None:
    path = tmp_path / "games.sqlite"
    setup = Setup("puzzle", "gra3", 2, 1)
    game = get_game("puzzle")
    with GameStore(path) as store:
        game_id = store.create_game(setup, [Seat("A", "human"), Seat("B", "human")])
        store.append_move(game_id, Move(PlayerId(0), game.parse_action({"type": "GiveUp"})))
        # Fault injection: SQLite reports a full disk once the file reaches its current size.
        (pages,) = store._conn.execute("PRAGMA page_count").fetchone()
        store._conn.execute(f"PRAGMA max_page_count = {pages}")
        with pytest.raises(StoreError) as error:
            for _ in range(500):
                store.create_game(setup, [Seat("A" * 2000, "human"), Seat("B", "human")])
        assert "disk is full" in error.value.message
    with GameStore(path) as store:
        assert len(store.moves(game_id, game)) == 1


def test_a_read_only_folder_is_a_clear_error() -> None:
    folder = Path(tempfile.mkdtemp(dir="/tmp" if os.path.isdir("/tmp") else None))
    try:
        path = folder / "games.sqlite"
        with GameStore(path) as store:
            store.create_game(Setup("puzzle", "gra3", 2, 1), [Seat("A", "human")] * 2)
        os.chmod(folder, 0o755)
        os.chmod(path, 0o444)
        os.chmod(folder, 0o555)
        # Root writes anywhere: the child drops to "nobody" to meet the folder as a user does.
        # (after its imports: root's Python may live where "nobody" cannot read).
        child = (
            "import os, sys\n"
            "from pathlib import Path\n"
            "from engines.core import Setup\n"
            "from engines.records.store import GameStore, Seat, StoreError\n"
            "if os.getuid() == 0: os.setgid(65534); os.setuid(65534)\n"
            "try:\n"
            "    with GameStore(Path(sys.argv[1])) as store:\n"
            "        print(len(store.unfinished()), flush=True)\n"
            "        store.create_game(Setup('puzzle', 'gra3', 2, 1), [Seat('A', 'human')] * 2)\n"
            "except StoreError as error:\n"
            "    print('error:', error.message, flush=True)\n"
        )
        result = run("-c", child, str(path))
        assert result.returncode == 0, result.stderr
        assert "error:" in result.stdout and "Traceback" not in result.stdout + result.stderr
    finally:
        os.chmod(folder, 0o755)
        os.chmod(folder / "games.sqlite", 0o644)
        for item in folder.iterdir():
            item.unlink()
        folder.rmdir()
