"""7 słów best-word search speed and index cost (issue targets in brackets).

Run: python benchmarks/seven_words.py

Prints, in a fresh process, the one-time build of the whole-lexicon search index (time, memory
it keeps, peak memory while building, resident-size growth), then the best-word search over
the whole Polish lexicon for the areas of seeded games (median, p90, max), both the bare search
and the strong computer player's whole decision (family rule against earlier words included).
"""

from __future__ import annotations

import json
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

FRESH_PROCESS = r"""
import json, sys, time, tracemalloc
def rss_kib():
    with open("/proc/self/status") as status:
        return next(int(l.split()[1]) for l in status if l.startswith("VmRSS:"))
from engines.lexicon import load_lexicon
lexicon = load_lexicon("pl")
"kot" in lexicon
import numpy
import engines.seven_words  # the code is not the index
traced = sys.argv[1] == "traced"
if traced:
    tracemalloc.start()
before = rss_kib()
start = time.perf_counter()
from engines.seven_words.index import lexicon_index, word_ranks
index = lexicon_index()
elapsed = time.perf_counter() - start
kept = index.nbytes + word_ranks().nbytes + lexicon.edge_letters().nbytes
figures = {"s": elapsed, "kept": kept, "rss": (rss_kib() - before) * 1024,
           "signatures": index.signature_count, "words": index.word_count}
if traced:
    figures["peak"] = tracemalloc.get_traced_memory()[1]
print(json.dumps(figures))
"""


def build_figures(mode: str) -> dict[str, float]:
    """The build in a fresh process: ``plain`` for time and resident size, ``traced`` for the
    peak (tracemalloc's own bookkeeping would distort the other two)."""
    result = subprocess.run(
        [sys.executable, "-c", FRESH_PROCESS, mode],
        capture_output=True,
        text=True,
        check=True,
        cwd=ROOT,
    )
    figures: dict[str, float] = json.loads(result.stdout)
    return figures


def areas(games: int = 40) -> list[tuple[str, ...]]:
    from engines.seven_words.area import new_table, next_round

    found = []
    for seed in range(games):
        table, step = new_table(seed)
        found.append(table.cards)
        for number in range(2, 8):
            table, step = next_round(table, number, seed, step)
            found.append(table.cards)
    return found


def search_times() -> tuple[list[float], list[float]]:
    from engines.core import PlayerId, Setup
    from engines.seven_words import SevenWordsGame
    from engines.seven_words.families import family_conflict
    from engines.seven_words.index import lexicon_index
    from engines.seven_words.search import best_words

    index = lexicon_index()
    bare = []
    for area in areas():
        start = time.perf_counter()
        best_words(index, area, top=1)
        bare.append((time.perf_counter() - start) * 1000)
    game = SevenWordsGame()
    strong = game.computer("strong")
    family_conflict("kot", ["dom"])  # Morfeusz starts once per process (~0.1 s), not per word
    decisions = []
    for seed in range(20):
        state = game.new_game(Setup("seven_words", "standard", 2, seed))
        while not game.is_over(state):
            view = game.view(state, PlayerId(0))
            start = time.perf_counter()
            action = strong.choose(view, random.Random(seed), lambda: False, lambda _: None)
            decisions.append((time.perf_counter() - start) * 1000)
            state = game.apply(state, PlayerId(0), action)
            state = game.apply(state, PlayerId(1), action)  # same word, same round: allowed
    return sorted(bare), sorted(decisions)


def _line(label: str, times: list[float], target: str) -> str:
    return (
        f"{label}: median {statistics.median(times):.1f} ms, p90 {times[int(0.9 * len(times))]:.1f}"
        f" ms, max {times[-1]:.1f} ms ({len(times)} areas) {target}"
    )


def main() -> None:
    build = build_figures("plain")
    build["peak"] = build_figures("traced")["peak"]
    mib = 1024 * 1024
    print(
        f"index build, once per process: {build['s']:.2f} s; keeps {build['kept'] / mib:.1f} MiB "
        f"[≈ 37 MB]; peak while building {build['peak'] / mib:.0f} MiB; resident growth "
        f"{build['rss'] / mib:.0f} MiB ({build['words']:.0f} words, "
        f"{build['signatures']:.0f} signatures)"
    )
    bare, decisions = search_times()
    print(_line("best-word search, whole lexicon", bare, "[≤ 30 ms median]"))
    print(_line("strong computer decision (family rule included)", decisions, ""))


if __name__ == "__main__":
    main()
