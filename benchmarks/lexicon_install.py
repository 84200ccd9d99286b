"""Installing a player's own word list (issue targets in brackets).

    python benchmarks/lexicon_install.py [--words N]

Writes a list of N (default 3,000,000) distinct words to a temporary folder — the shipped
Polish lexicon's forms plus synthetic ones (a form with two letters appended), mixed case,
CRLF line ends and a BOM, as a downloaded file might be — installs it with
``python -m engines.lexicon install`` in a fresh process and prints the wall time and that
process's peak memory; then the load time of the installed list and of the shipped lexicon,
each in fresh processes (median of 5). Nothing is kept: the folder is deleted at the end.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

LOAD = r"""
import json, sys, time
from pathlib import Path
start = time.perf_counter()
if sys.argv[1] == "shipped":
    from engines.lexicon import shipped_lexicon
    lexicon = shipped_lexicon("pl")
else:
    from engines.lexicon.wordlists import WordLists
    lexicon = WordLists.in_data_dir(Path(sys.argv[2])).load(sys.argv[1])
"kot" in lexicon
print(json.dumps({"ms": (time.perf_counter() - start) * 1000, "words": len(lexicon)}))
"""


def write_list(path: Path, count: int) -> int:
    """``count`` distinct words, shipped forms first, then synthetic ones; returns the count."""
    from engines.lexicon import POLISH_ALPHABET, shipped_lexicon

    rng = random.Random(16)
    forms = list(shipped_lexicon("pl").words())
    rng.shuffle(forms)
    words = forms[:count]
    seen = set(words)
    endings = [a + b for a in POLISH_ALPHABET for b in POLISH_ALPHABET]
    while len(words) < count:
        word = rng.choice(forms) + rng.choice(endings)
        if word not in seen:
            seen.add(word)
            words.append(word)
    del seen, forms
    rng.shuffle(words)
    lines = [
        w.upper() if i % 7 == 0 else w.capitalize() if i % 5 == 0 else w
        for i, w in enumerate(words)
    ]
    path.write_bytes(b"\xef\xbb\xbf" + "\r\n".join(lines).encode("utf-8") + b"\r\n")
    return len(words)


def load_ms(name: str, data_dir: Path) -> float:
    runs = [
        json.loads(
            subprocess.run(
                [sys.executable, "-c", LOAD, name, str(data_dir)],
                capture_output=True,
                text=True,
                check=True,
                cwd=ROOT,
            ).stdout
        )["ms"]
        for _ in range(5)
    ]
    return statistics.median(runs)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n", 1)[0])
    parser.add_argument("--words", type=int, default=3_000_000)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="lexicon-install-") as folder:
        source = Path(folder) / "slowa.txt"
        start = time.perf_counter()
        count = write_list(source, args.words)
        print(
            f"list written: {count:,} words, {source.stat().st_size / 1e6:.1f} MB "
            f"({time.perf_counter() - start:.1f} s)"
        )
        data_dir = Path(folder) / "data"
        start = time.perf_counter()
        subprocess.run(
            [
                sys.executable,
                "-m",
                "engines.lexicon",
                "install",
                str(source),
                "--lang",
                "pl",
                "--name",
                "benchmark",
                "--data-dir",
                str(data_dir),
            ],
            check=True,
            cwd=ROOT,
        )
        seconds = time.perf_counter() - start
        usage = resource.getrusage(resource.RUSAGE_CHILDREN)
        peak_mb = usage.ru_maxrss / 1024
        load = os.getloadavg()[0]
        print(
            f"install: {seconds:.1f} s wall  [≤ 60 s]  "
            f"({usage.ru_utime + usage.ru_stime:.1f} s CPU; load average {load:.1f})"
        )
        print(f"install peak memory: {peak_mb:.0f} MB  [≤ 600 MB]")
        sizes = sum(p.stat().st_size for p in (data_dir / "lexicons" / "benchmark").iterdir())
        print(f"installed files: {sizes / 1e6:.1f} MB")
        print(f"load installed list: {load_ms('benchmark', data_dir):.0f} ms  [≤ 100 ms]")
        print(f"load shipped lexicon: {load_ms('shipped', data_dir):.0f} ms")


if __name__ == "__main__":
    main()
