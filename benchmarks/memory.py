"""Memory over a long sitting (issue target: ≤ 50 MB growth). Run: python benchmarks/memory.py

Plays 200 whole games with computer players in one process, cycling through every registered
rule set (levels easy/medium/strong/mistrz by seat), and prints the resident memory (RSS) after the
first round of rule sets — when every lexicon, index and cache a game loads is in — and after
the last game, and the growth between them.
"""

from __future__ import annotations

import argparse
import gc
import resource
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def rss_mb() -> float:
    """The process's resident memory now (Linux), else its peak so far."""
    status = Path("/proc/self/status")
    if status.exists():
        for line in status.read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def main(argv: list[str] | None = None) -> int:
    from engines.core import LEVELS, Setup
    from engines.registry import all_games
    from engines.tools.play import play_out

    parser = argparse.ArgumentParser(prog="python benchmarks/memory.py")
    parser.add_argument("--games", type=int, default=200)
    args = parser.parse_args(argv)
    kinds = [
        (game.info.id, rules.id, max(2, rules.min_players))
        for game in all_games()
        for rules in game.info.rule_sets
    ]
    warm = None
    for number in range(args.games):
        game_id, rules_id, players = kinds[number % len(kinds)]
        levels = [LEVELS[(number + seat) % len(LEVELS)] for seat in range(players)]
        play_out(Setup(game_id, rules_id, players, number), levels)
        if number + 1 == len(kinds):
            gc.collect()
            warm = rss_mb()
    gc.collect()
    end = rss_mb()
    assert warm is not None
    print(f"games {args.games} over {len(kinds)} rule sets")
    print(f"RSS after the first {len(kinds)} games: {warm:.1f} MB")
    print(f"RSS after {args.games} games: {end:.1f} MB")
    print(f"growth: {end - warm:+.1f} MB (target ≤ 50 MB)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
