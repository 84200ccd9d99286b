"""What the computer plays that looks foreign (maintainers' check of the Polish list).

    python tools/foreign_words_in_play.py [--games N] [--rules jawa]

Plays seeded strong-v-strong crossword games (seeds 1..N) and lists every word formed that is
an English word (Debian ``wamerican-huge``/``wbritish-huge``) and that Morfeusz 2 does not know
as a common Polish word, with how many games formed it, for reading against
``resources/lexicon/review-pl.tsv``. Needs ``morfeusz2`` and those word lists.
"""

from __future__ import annotations

import argparse
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
sys.path.insert(0, str(ROOT))

from lexicon_review import REVIEW, read_review  # noqa: E402

from engines.core import Setup  # noqa: E402
from engines.crossword.state import CrosswordState  # noqa: E402
from engines.lexicon.lexicon import ALPHABETS  # noqa: E402
from engines.tools.play import play_out  # noqa: E402

ENGLISH = [
    Path("/usr/share/dict/american-english-huge"),
    Path("/usr/share/dict/british-english-huge"),
]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=120)
    parser.add_argument("--rules", default="jawa")
    args = parser.parse_args(argv)

    import morfeusz2

    morfeusz = morfeusz2.Morfeusz()

    def common_polish(word: str) -> bool:
        return any(
            not tag.startswith("ign") and (not names or "nazwa_pospolita" in names)
            for _start, _end, (_form, _lemma, tag, names, _quals) in morfeusz.analyse(word)
        )

    english: set[str] = set()
    for path in ENGLISH:
        english |= {w.strip().lower() for w in path.read_text(encoding="utf-8").splitlines()}
    review = read_review(REVIEW, ALPHABETS["pl"])
    games_of: defaultdict[str, set[int]] = defaultdict(set)
    formed = 0
    for seed in range(1, args.games + 1):
        _game, state, _record = play_out(Setup("crossword", args.rules, 2, seed, {}))
        assert isinstance(state, CrosswordState)
        for turn in state.history:
            for word in turn.words:
                formed += 1
                form = word.word.lower()
                if form in english and not common_polish(form):
                    games_of[form].add(seed)
    seeds = set().union(*games_of.values()) if games_of else set()
    print(f"{args.games} games, {formed} words formed; {len(seeds)} games formed a flagged word")
    for form, games in sorted(games_of.items(), key=lambda item: (-len(item[1]), item[0])):
        decision = review.get(form)
        said = (
            f"{'keep' if decision.keep else 'drop'} ({decision.reason}, {decision.basis})"
            if decision
            else "not a review candidate"
        )
        print(f"{form}\t{len(games)}\t{said}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
