"""Installing a player's own word list (issue targets in brackets).

    python benchmarks/lexicon_install.py [--words N]

Writes a list of N (default 3,000,000) distinct words to a temporary folder — the shipped
Polish lexicon's forms plus 100,000 synthetic ones (a form with two letters appended), shuffled,
in mixed case, with CRLF line ends and a BOM, as a downloaded file might be. ``--sample runs``
(default) takes the forms in alphabetical runs, so whole paradigms are in, as in a real list
(sjp.pl's ``slowa.txt``); ``--sample random`` takes forms at random, which breaks paradigms
apart: a bigger DAWG, the harder case. The list is written by a child process so that this one
stays small (a forked child's peak memory counts the parent's pages). Then it installs the list
with ``python -m engines.lexicon install`` in a fresh process and prints the wall and CPU time
and that process's peak memory, and the load time of the installed list and of the shipped
lexicon, each in fresh processes (median of 5). Nothing is kept: the folder is deleted.
"""

from __future__ import annotations

import argparse
import json
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


SYNTHETIC = 100_000


def write_list(path: Path, count: int, sample: str) -> int:
    """``count`` distinct words, shipped forms and synthetic ones; returns the count."""
    from engines.lexicon import POLISH_ALPHABET, shipped_lexicon

    rng = random.Random(16)
    forms = list(shipped_lexicon("pl").words())
    wanted = max(0, min(len(forms), count - SYNTHETIC))
    if sample == "random":
        words = rng.sample(forms, wanted)
    else:
        # Runs of 1,000 consecutive forms (a lemma's forms are neighbours), every run kept
        # with the same probability.
        runs = [forms[i : i + 1000] for i in range(0, len(forms), 1000)]
        kept = rng.sample(range(len(runs)), min(len(runs), -(-wanted // 1000)))
        words = [w for i in sorted(kept) for w in runs[i]][:wanted]
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
    parser.add_argument("--sample", choices=["runs", "random"], default="runs")
    parser.add_argument("--write", type=Path, help=argparse.SUPPRESS)  # the child's job
    args = parser.parse_args()
    if args.write is not None:
        print(write_list(args.write, args.words, args.sample))
        return
    with tempfile.TemporaryDirectory(prefix="lexicon-install-") as folder:
        source = Path(folder) / "slowa.txt"
        start = time.perf_counter()
        written = subprocess.run(
            [sys.executable, __file__, "--write", str(source), "--words", str(args.words),
             "--sample", args.sample],
            capture_output=True, text=True, check=True,
        )  # fmt: skip
        count = int(written.stdout)
        print(
            f"list written ({args.sample}): {count:,} words, "
            f"{source.stat().st_size / 1e6:.1f} MB ({time.perf_counter() - start:.1f} s)"
        )
        data_dir = Path(folder) / "data"
        install = [sys.executable, "-m", "engines.lexicon", "install", str(source), "--lang",
                   "pl", "--name", "benchmark", "--data-dir", str(data_dir)]  # fmt: skip
        start = time.perf_counter()
        child = subprocess.Popen(install, cwd=ROOT)
        # wait4: this child's own peak memory and CPU time, not those of earlier children.
        _pid, status, usage = os.wait4(child.pid, 0)
        child.returncode = os.waitstatus_to_exitcode(status)
        seconds = time.perf_counter() - start
        if child.returncode:
            raise SystemExit(f"install failed ({child.returncode})")
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
