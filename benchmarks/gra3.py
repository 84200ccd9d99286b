"""GRA III speed (issue targets in brackets). Run: python benchmarks/gra3.py

Prints the time a strong computer player takes to choose its word (median, p90, max over the
racks of seeded games; the lexicon and its search index are loaded first, as the GUI does while
a game opens) and the launcher's time from process start to a saved screenshot, offscreen.
"""

from __future__ import annotations

import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def computer_word_times() -> list[float]:
    from engines.core import PlayerId, Setup
    from engines.lexicon import load_lexicon
    from engines.puzzle import PuzzleGame

    load_lexicon("pl").edge_letters()
    game = PuzzleGame()
    strong = game.computer("strong")
    times = []
    for seed in range(40):
        state = game.new_game(Setup("puzzle", "gra3", 4, seed))
        for player in range(4):
            view = game.view(state, PlayerId(player))
            start = time.perf_counter()
            strong.choose(view, random.Random(seed), lambda: False, lambda _: None)
            times.append((time.perf_counter() - start) * 1000)
    return sorted(times)


def launcher_start_ms() -> float:
    runs = []
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    with tempfile.TemporaryDirectory() as folder:
        for i in range(5):
            shot = Path(folder) / f"{i}.png"
            start = time.perf_counter()
            subprocess.run(
                [sys.executable, "-m", "gui", "--smoke-test", str(shot), "--data-dir", folder],
                check=True,
                cwd=ROOT,
                env=env,
                capture_output=True,
            )
            runs.append((time.perf_counter() - start) * 1000)
    return statistics.median(runs)


def main() -> None:
    times = computer_word_times()
    print(
        f"strong computer GRA III word: median {statistics.median(times):.1f} ms, "
        f"p90 {times[int(0.9 * len(times))]:.1f} ms, max {times[-1]:.1f} ms "
        f"({len(times)} racks) [≤ 100 ms]"
    )
    print(
        f"launcher process start to screenshot, offscreen: median {launcher_start_ms():.0f} ms "
        "(whole process, 5 runs) [≤ 1.5 s]"
    )


if __name__ == "__main__":
    main()
