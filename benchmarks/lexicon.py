"""Lexicon speed and memory (issue targets in brackets). Run: python benchmarks/lexicon.py

Prints one line per figure: load time and added memory in a fresh process, membership time
per word, 15 letters + 2 blanks sub-anagram search (median and p90 over racks drawn from the
puzzle set), and word-family ``relation`` time per pair.
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
import json, sys, time
def rss_kib():  # resident set size now (Linux); the peak size elsewhere
    try:
        with open("/proc/self/status") as status:
            return next(int(l.split()[1]) for l in status if l.startswith("VmRSS:"))
    except OSError:
        import resource
        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
start = time.perf_counter()
before = rss_kib()
from engines.lexicon import load_lexicon
lexicon = load_lexicon(sys.argv[1])
"kot" in lexicon
elapsed = time.perf_counter() - start
after = rss_kib()
print(json.dumps({"ms": elapsed * 1000, "kib": after - before, "numpy": "numpy" in sys.modules}))
"""


def fresh_load(lang: str) -> dict[str, float]:
    runs = []
    for _ in range(5):
        out = subprocess.run(
            [sys.executable, "-c", FRESH_PROCESS, lang],
            capture_output=True,
            text=True,
            check=True,
            cwd=ROOT,
        ).stdout
        runs.append(json.loads(out))
    return {
        "ms": statistics.median(r["ms"] for r in runs),
        "mb": statistics.median(r["kib"] for r in runs) / 1024,
        "numpy": any(r["numpy"] for r in runs),
    }


def main() -> None:
    from engines.lexicon import load_lexicon
    from engines.tiles import BLANK, load_tile_set

    for lang, target in (("pl", "≤ 100 ms, ≤ 40 MB"), ("en", "")):
        figures = fresh_load(lang)
        print(
            f"{lang} lexicon ready in a fresh process: {figures['ms']:.0f} ms, "
            f"added memory {figures['mb']:.1f} MB (numpy loaded: {figures['numpy']}) {target}"
        )

    polish = load_lexicon("pl")
    start = time.perf_counter()
    polish.anagrams("kot")
    first_use = (time.perf_counter() - start) * 1000
    print(f"sub-anagram first use (imports numpy, builds the edge table once): {first_use:.0f} ms")
    rng = random.Random(2026)
    members = [w for w in polish.anagrams("aeioyzrstnkłwmpcdąę", max_length=12)]
    sample = rng.sample(members, min(50_000, len(members)))
    misses = ["".join(rng.choice(polish.alphabet) for _ in range(len(w))) for w in sample]
    words = sample + misses
    rng.shuffle(words)
    start = time.perf_counter()
    hits = sum(1 for w in words if w in polish)
    per_word = (time.perf_counter() - start) / len(words) * 1e6
    print(f"membership: {per_word:.2f} µs per word ({len(words)} words, {hits} found) [≤ 2 µs]")

    tiles = list(load_tile_set("puzzle").tiles())
    letters_only = [t for t in tiles if t != BLANK]
    timings = []
    sizes = []
    for _ in range(40):
        rack = "".join(rng.sample(letters_only, 15))
        start = time.perf_counter()
        found = polish.anagrams(rack, 2)
        timings.append((time.perf_counter() - start) * 1000)
        sizes.append(len(found))
    timings.sort()
    print(
        f"sub-anagram, 15 letters + 2 blanks: median {statistics.median(timings):.1f} ms, "
        f"p90 {timings[int(0.9 * len(timings))]:.1f} ms, max {timings[-1]:.1f} ms "
        f"(median {statistics.median(sizes):.0f} words found, 40 racks) [median ≤ 50 ms]"
    )

    from engines.lexicon.relation import WordFamilies

    families = WordFamilies(polish.__contains__)
    common = [w for w in members if len(w) >= 3]
    pairs = [(rng.choice(common), rng.choice(common)) for _ in range(2000)]
    for a, b in pairs[:200]:  # warm up Morfeusz
        families.relation(a, b)
    fresh_pairs = [(rng.choice(common), rng.choice(common)) for _ in range(2000)]
    start = time.perf_counter()
    for a, b in fresh_pairs:
        families.relation(a, b)
    per_pair = (time.perf_counter() - start) / len(fresh_pairs) * 1000
    print(f"relation: {per_pair:.3f} ms per pair (2000 new pairs, Morfeusz loaded) [≤ 1 ms]")


if __name__ == "__main__":
    main()
