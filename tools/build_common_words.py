"""Write resources/lexicon/common-pl.txt: the most frequent Polish words that the lexicon holds.

    pip install wordfreq==3.1.1 && python tools/build_common_words.py

Easy computer players choose from these words only. The frequencies come from wordfreq (its
data: CC BY-SA 4.0, Robyn Speer and contributors); only this derived list ships, so the app does
not depend on wordfreq.
"""

from __future__ import annotations

import sys
from pathlib import Path

import wordfreq

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engines.lexicon import load_lexicon  # noqa: E402

TOP = 60_000


def main() -> int:
    lexicon = load_lexicon("pl")
    words = [w for w in wordfreq.top_n_list("pl", TOP) if w in lexicon]
    out = ROOT / "resources" / "lexicon" / "common-pl.txt"
    header = (
        f"# The {len(words)} most frequent Polish words in the lexicon (wordfreq, top {TOP}).\n"
    )
    out.write_text(header + "\n".join(words) + "\n", encoding="utf-8")
    print(f"{out}: {len(words)} words")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
