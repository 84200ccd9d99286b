"""History speed (issue targets in brackets). Run: python benchmarks/history.py

1. The History window with 1,000 finished games in a generated store: time from creating the
   window to its first paint, offscreen (median and max of 5 openings) [≤ 300 ms].
2. The statistics over those games: the first time (every game replayed once, its summary
   cached in the store) and again (from the cache).
3. The replay analysis of a finished 4-player crossword game of ≥ 30 moves (the best move at
   every turn) in the worker, from a cold cache, while the GUI thread runs a 10 ms timer: the
   analysis time [≤ 5 s] and the longest the GUI thread waited for its timer (the UI stays
   responsive when that is small); then, without the GUI, the analysis of whole 2-player
   ``jawa`` games of strong players.

The store is made from a few real games (computer players) saved many times over: the History
window reads only the games' rows, so what matters is their number.
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

GAMES = 1000


def make_store(path: Path) -> int:
    """A store of ``GAMES`` finished games, the last a 4-player crossword game of ≥ 30 moves,
    whose id it returns."""
    from engines.core import Setup
    from engines.records.store import GameStore, Seat
    from engines.tools.play import play_out

    made = []
    for n, (game_id, rules) in enumerate(
        [("crossword", "jawa"), ("puzzle", "gra3"), ("seven_words", "standard")] * 2
    ):
        game, state, record = play_out(Setup(game_id, rules, 2, 500 + n), ["medium", "strong"])
        made.append((record, game.outcome(state).scores))
    with GameStore(path) as store:
        for n in range(GAMES - 1):
            record, scores = made[n % len(made)]
            seats = (Seat(f"Gracz {n % 7}", "human"), Seat("Komputer", "computer", "strong"))
            store.import_game(record.setup, seats, record.moves, scores)
        # The analysis game: a whole 4-player crossword game (a game still being played has
        # no best moves in the replay: they would tell what the racks hold).
        game, state, record = play_out(Setup("crossword", "jawa", 4, 77), ["easy"] * 4)
        assert len(record.moves) >= 30
        players = tuple(Seat(f"Gracz {n}", "human") for n in range(4))
        return store.import_game(record.setup, players, record.moves, game.outcome(state).scores)


def main() -> int:
    from PySide6.QtCore import QElapsedTimer, QTimer
    from PySide6.QtWidgets import QApplication

    from engines.records.history import player_stats, summaries
    from engines.records.store import GameStore
    from gui.records.history_window import HistoryWindow
    from gui.records.replay import ReplayWindow
    from gui.support.fonts import load_bundled_fonts

    app = QApplication([])
    load_bundled_fonts(app)
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "games.sqlite"
        started = time.perf_counter()
        analysis_game = make_store(path)
        print(f"store of {GAMES} finished games made in {time.perf_counter() - started:.1f} s")
        times = []
        with GameStore(path) as store:
            for _ in range(5):
                begin = time.perf_counter()
                window = HistoryWindow(store)
                window.show()
                window.repaint()
                app.processEvents()
                times.append((time.perf_counter() - begin) * 1000)
                assert window.tree.topLevelItemCount() == GAMES
                window.close()
                window.deleteLater()
                app.processEvents()
            print(
                f"History window with {GAMES} games: median {statistics.median(times):.0f} ms, "
                f"max {max(times):.0f} ms [≤ 300 ms]"
            )

            begin = time.perf_counter()
            player_stats(summaries(store))
            first = time.perf_counter() - begin
            begin = time.perf_counter()
            player_stats(summaries(store))
            again = time.perf_counter() - begin
            print(
                f"statistics over {GAMES} games: first {first:.2f} s (summaries made and "
                f"cached), then {again * 1000:.0f} ms"
            )

            gaps: list[float] = []
            clock = QElapsedTimer()
            clock.start()
            last = [clock.elapsed()]

            def tick() -> None:
                now = clock.elapsed()
                gaps.append(now - last[0])
                last[0] = now

            timer = QTimer()
            timer.setInterval(10)
            timer.timeout.connect(tick)
            begin = time.perf_counter()
            replay = ReplayWindow(store, analysis_game)
            replay.show()
            timer.start()
            while replay.analysing:
                app.processEvents()
                time.sleep(0.001)
            elapsed = time.perf_counter() - begin
            timer.stop()
            moves = len(replay.replay.moves)
            missed = sum(r.missed for r in replay.analysis.values() if r is not None)
            print(
                f"analysis of a {moves}-move crossword game in the worker: {elapsed:.2f} s "
                f"[≤ 5 s]; GUI timer (10 ms): longest wait {max(gaps, default=0):.0f} ms, "
                f"median {statistics.median(gaps) if gaps else 0:.0f} ms; points missed {missed}"
            )
            replay.close()
    whole_games()
    return 0


def whole_games() -> None:
    from engines.core import Setup
    from engines.records.history import analyse_moves, replay_states
    from engines.tools.play import play_out

    times = []
    lengths = []
    for seed in range(1, 7):
        _, _, record = play_out(Setup("crossword", "jawa", 2, seed))
        replay = replay_states(record.setup, record.moves)
        begin = time.perf_counter()
        analyse_moves(replay, search=True)
        times.append(time.perf_counter() - begin)
        lengths.append(len(record.moves))
    print(
        f"analysis of 6 whole strong jawa games ({min(lengths)}–{max(lengths)} moves): "
        f"median {statistics.median(times):.2f} s, max {max(times):.2f} s"
    )


if __name__ == "__main__":
    raise SystemExit(main())
