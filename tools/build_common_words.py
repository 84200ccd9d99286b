"""Write resources/lexicon/common-pl.txt: the most frequent Polish words that the lexicon holds.

    pip install wordfreq==3.1.1 && python tools/build_common_words.py

Easy computer players choose from these words only. The frequencies come from wordfreq (its
data: CC BY-SA 4.0, Robyn Speer and contributors); only this derived list ships, so the app does
not depend on wordfreq. Web frequencies rank English, slang and misspellings high (yo, girl,
bae, lezy, taak), so a word is taken only when the lexicon has it and Morfeusz 2 knows it as a
form of a common Polish word.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engines.lexicon import load_lexicon  # noqa: E402
from engines.lexicon.relation import morfeusz_analyse  # noqa: E402

TOP = 60_000


def known_to_morfeusz(word: str) -> bool:
    """Morfeusz reads every segment of ``word`` and the first as a common (lowercase) lemma's
    form: not a proper name's (casa of Casa), an abbreviation's, or an unknown word's."""
    analysis = morfeusz_analyse(word) or []
    segments = [(start, lemma, tag) for start, _end, (_f, lemma, tag, *_r) in analysis]
    return all(not tag.startswith("ign") for _s, _l, tag in segments) and any(
        start == 0 and lemma[:1].islower() and not tag.startswith("brev")
        for start, lemma, tag in segments
    )


def main() -> int:
    import wordfreq  # a maintainers' tool's dependency: the tests import this module without it

    lexicon = load_lexicon("pl")
    words = [w for w in wordfreq.top_n_list("pl", TOP) if w in lexicon and known_to_morfeusz(w)]
    out = ROOT / "resources" / "lexicon" / "common-pl.txt"
    header = (
        f"# The {len(words)} most frequent Polish words in the lexicon that Morfeusz knows "
        f"(wordfreq, top {TOP}).\n"
    )
    out.write_text(header + "\n".join(words) + "\n", encoding="utf-8")
    print(f"{out}: {len(words)} words")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
