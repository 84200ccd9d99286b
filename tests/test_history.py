"""History, records (JSON and GCG), analysis, statistics and the v2 → v3 store migration."""

from __future__ import annotations

import json
import sqlite3
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from engines.core import Setup
from engines.records.gcg import GcgError, export_gcg, import_gcg
from engines.records.history import player_stats, stats_lines, stored_analysis, summaries
from engines.records.import_export import export_game, import_text
from engines.records.record import Move, RecordError
from engines.records.store import _MIGRATIONS, GameStore, Seat
from engines.registry import get_game
from engines.tools.play import play_out

SEATS = (Seat("Żaneta Łęcka", "human"), Seat("Komputer", "computer", "strong"))


def crossword_game(seed: int = 3, **options: object) -> tuple[Setup, tuple[Move, ...], Any]:
    setup = Setup("crossword", "jawa", 2, seed, dict(options))
    _, state, record = play_out(setup, random_moves=bool(options))
    return record.setup, record.moves, state


def test_gcg_round_trip_keeps_blanks_polish_letters_and_every_move() -> None:
    setup, moves, state = crossword_game(3)
    text = export_gcg(setup, SEATS, moves)
    assert text.startswith("#character-encoding UTF-8\n")
    assert "#player1 Żaneta_Łęcka Żaneta Łęcka" in text
    assert "#tile-distribution polish" in text
    move_lines = [line for line in text.splitlines() if line.startswith(">")]
    assert any("?" in line.split()[1] for line in move_lines)  # a blank on a rack
    assert any(any(c.islower() for c in line.split()[3]) for line in move_lines[:-2])
    assert any("." in line.split()[3] for line in move_lines[1:-2])  # tiles played through
    assert any(c in text for c in "ĄĆĘŁŃÓŚŹŻ")
    assert " H8 " in text or " 8H " in text or any(" " + c + "8 " in text for c in "ABCDEFG")
    imported = import_gcg(text)
    assert imported.moves == moves and imported.setup == setup and imported.seats == SEATS
    assert export_gcg(imported.setup, imported.seats, imported.moves) == text
    # the end-of-game adjustment lines carry the final totals
    totals = state.totals
    assert move_lines[-1].split()[-1] in {str(t) for t in totals}


def test_gcg_round_trip_in_challenge_mode_with_hints() -> None:
    setup, moves, _ = crossword_game(11, challenge=True, hints=3)
    text = export_gcg(setup, SEATS, moves)
    assert '"actions":[[' in text  # hints and challenges ride in our note
    assert import_gcg(text).moves == moves


def test_gcg_import_checks_the_file_against_the_engine() -> None:
    setup, moves, _ = crossword_game(3)
    text = export_gcg(setup, SEATS, moves)
    lines = text.splitlines()
    first = next(i for i, line in enumerate(lines) if line.startswith(">"))
    nick, rack, *rest = lines[first].split()
    wrong_rack = lines.copy()
    wrong_rack[first] = " ".join([nick, "AAAAAAA", *rest])
    with pytest.raises(GcgError, match=f"line {first + 1}: rack"):
        import_gcg("\n".join(wrong_rack))
    wrong_score = lines.copy()
    wrong_score[first] = " ".join([nick, rack, rest[0], rest[1], "+1", rest[3]])
    with pytest.raises(GcgError, match="scores"):
        import_gcg("\n".join(wrong_score))


@pytest.mark.parametrize(
    ("game", "rules", "players"),
    [("crossword", "jawa", 2), ("puzzle", "gra3", 2), ("seven_words", "standard", 2)],
)
def test_json_round_trip_through_the_store(
    tmp_path: Path, game: str, rules: str, players: int
) -> None:
    _, state, record = play_out(Setup(game, rules, players, 5))
    data = record.to_json()
    data["seats"] = [seat.to_json() for seat in SEATS[:players]]
    with GameStore(tmp_path / "s.sqlite") as store:
        first = import_text(store, json.dumps(data, ensure_ascii=False), "g.json").game_id
        exported = export_game(store, first, "json")
        second = import_text(store, exported, "again.json").game_id
        assert export_game(store, second, "json") == exported
        saved = store.get(second)
        assert saved.seats == SEATS[:players] and saved.status == "finished"
        assert saved.scores == get_game(game).outcome(state).scores
        parsed = store.moves(second, get_game(game))
        assert parsed == record.moves


def test_a_damaged_record_is_refused(tmp_path: Path) -> None:
    _, _, record = play_out(Setup("puzzle", "gra3", 2, 5))
    data = record.to_json()
    data["actions"][0]["action"]["word"] = "qqqqq"
    with GameStore(tmp_path / "s.sqlite") as store:
        with pytest.raises(RecordError, match="refused"):
            import_text(store, json.dumps(data), "g.json")
        assert store.finished() == []


def make_store(path: Path, games: int) -> list[tuple[Setup, tuple, tuple[int, ...]]]:
    made = []
    with GameStore(path) as store:
        for n in range(games):
            game_id, rules = ("puzzle", "gra3") if n % 2 else ("crossword", "jawa")
            levels = ["strong", "easy"]
            game, state, record = play_out(Setup(game_id, rules, 2, 100 + n), levels)
            seats = (Seat("Ala", "human"), Seat("Bot", "computer", "easy"))
            scores = game.outcome(state).scores
            store.import_game(record.setup, seats, record.moves, scores)
            made.append((record.setup, record.moves, tuple(scores)))
    return made


def test_statistics_on_a_generated_store(tmp_path: Path) -> None:
    made = make_store(tmp_path / "s.sqlite", 4)
    with GameStore(tmp_path / "s.sqlite") as store:
        stats = player_stats(summaries(store))
        assert len(store.summaries()) == 4  # cached
    ala, bot = stats["Ala"], stats["komputer:easy"]
    assert ala.overall.games == bot.overall.games == 4
    wins = sum(s[0] >= s[1] for _, _, s in made)
    assert ala.overall.wins == wins
    assert ala.overall.average == sum(s[0] for _, _, s in made) / 4
    assert ala.overall.best_score == max(s[0] for _, _, s in made)
    assert ala.per_game["crossword"].games == 2 and ala.per_game["puzzle"].games == 2
    assert ala.against["easy"].games == 4 and "easy" not in bot.against
    assert ala.best_move is not None and ala.best_move_points > 0
    assert ala.decisions > 0 and len(ala.timeline) == 4
    lines = stats_lines(stats.values())
    assert lines[1].startswith("Ala\t*\t4\t")


def test_analysis_finds_the_best_moves_and_is_cached(tmp_path: Path) -> None:
    setup, moves, _ = crossword_game(3)
    with GameStore(tmp_path / "s.sqlite") as store:
        game_id = store.import_game(setup, SEATS, moves, None)
        replay, results = stored_analysis(store, game_id)
        decisions = [r for r in results.values() if r is not None]
        assert len(decisions) == len(moves)
        assert all(r.best_points is not None and r.best_points >= r.points for r in decisions)
        # strong players play the best-scoring move most of the time, never above it
        assert sum(r.missed == 0 for r in decisions) >= len(decisions) // 3
        assert len(store.cached_analysis(game_id)) == len(moves)
        again = stored_analysis(store, game_id)[1]
        assert again == results
    assert len(replay.states) == len(moves) + 1


def test_migration_from_schema_2_keeps_every_game_and_backs_up(tmp_path: Path) -> None:
    path = tmp_path / "games.sqlite"
    conn = sqlite3.connect(path)
    for step in (0, 1):  # the code that made every version-2 store
        _MIGRATIONS[step](conn)
    conn.execute("PRAGMA user_version = 2")
    setup, moves, state = crossword_game(3)
    setup_json = json.dumps(
        {
            "game": "crossword",
            "rules": "jawa",
            "players": 2,
            "seed": 3,
            "options": dict(setup.options),
        }
    )
    seats = json.dumps([s.to_json() for s in SEATS], ensure_ascii=False)
    conn.execute(
        "INSERT INTO games VALUES (7, ?, ?, '2025-01-01T10:00:00.000000+00:00', 'finished', "
        "?, '2025-01-01T11:00:00.000000+00:00')",
        (setup_json, seats, json.dumps(list(state.totals))),
    )
    for seq, move in enumerate(moves):
        conn.execute(
            "INSERT INTO moves VALUES (7, ?, ?, ?, ?)",
            (
                seq,
                move.player,
                json.dumps(move.action.to_json(), ensure_ascii=False),
                f"2025-01-01T10:{seq:02d}:00.000000+00:00",
            ),
        )
    conn.commit()
    conn.close()
    with GameStore(path) as store:
        assert store.backup == tmp_path / "games.sqlite.v2.bak"
        assert [g.id for g in store.finished()] == [7]
        assert len(store.moves(7, get_game("crossword"))) == len(moves)
        assert store.cached_analysis(7) == {}
        summary = summaries(store)[7]
    assert summary["seats"][0]["name"] == "Żaneta Łęcka"
    assert summary["seats"][0]["think_ms"] > 0  # from the stored move times
    backup = sqlite3.connect(tmp_path / "games.sqlite.v2.bak")
    assert backup.execute("PRAGMA user_version").fetchone()[0] == 2
    assert backup.execute("SELECT COUNT(*) FROM moves").fetchone()[0] == len(moves)
    backup.close()


def run_cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "engines", *args], capture_output=True, text=True, check=False
    )


def test_cli_import_export_stats_and_errors(tmp_path: Path) -> None:
    store = tmp_path / "new" / "s.sqlite"
    setup, moves, _ = crossword_game(3)
    gcg = tmp_path / "g.gcg"
    gcg.write_text(export_gcg(setup, SEATS, moves), encoding="utf-8")
    imported = run_cli("import", "--store", str(store), str(gcg))
    assert imported.returncode == 0 and imported.stdout.strip() == "1"
    exported = run_cli("export", "--store", str(store), "--game", "1", "--format", "gcg")
    assert exported.stdout == gcg.read_text(encoding="utf-8")
    stats = run_cli("stats", "--store", str(store), "--player", "Żaneta Łęcka")
    assert stats.returncode == 0 and "Żaneta Łęcka\t*\t1\t" in stats.stdout
    bad = tmp_path / "bad.gcg"
    bad.write_text(">x: ABC 8H ABC +3 3\n", encoding="utf-8")
    for args in (
        ("import", "--store", str(store), str(tmp_path / "missing.json")),
        ("import", "--store", str(store), str(bad)),
        ("export", "--store", str(store), "--game", "99", "--format", "json"),
        ("export", "--store", str(store), "--game", "1", "--format", "txt"),
        ("stats", "--store", str(store), "--player", "Nikt"),
    ):
        result = run_cli(*args)
        assert result.returncode == 2, args
        assert result.stderr.count("\n") == 1 and "Traceback" not in result.stderr, args


def test_a_game_without_the_hook_has_no_analysis_but_the_others_do() -> None:
    from engines.core import Game

    setup, moves, _ = crossword_game(3)
    game, state = get_game("crossword"), get_game("crossword").new_game(setup)
    first = moves[0]
    assert Game.analyse(game, state, first.player, first.action, search=True) is None
    own = game.analyse(state, first.player, first.action, search=True)
    assert own is not None and own.played == str(first.action)


@pytest.mark.parametrize(("game_id", "rules"), [("slowka", "standard"), ("puzzle", "gra1")])
def test_board_games_analyse_every_move_against_their_generator(game_id: str, rules: str) -> None:
    from engines.records.record import start
    from engines.tools.play import play_out

    game, _final, record = play_out(Setup(game_id, rules, 2, 4), ["medium", "easy"])
    _, state = start(record.setup)
    analysed = 0
    for move in record.moves[:12]:
        analysis = game.analyse(state, move.player, move.action, search=True)
        if analysis is not None:
            analysed += 1
            assert analysis.played == str(move.action)
            if analysis.best_points is not None:
                # The generator's best is at least what was played (a legal move).
                assert analysis.best_points >= analysis.points
        state = game.apply(state, move.player, move.action)
    assert analysed >= 6
