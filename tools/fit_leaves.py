"""Fit the crossword leave table from seeded self-play, and print it as a TOML section.

    python tools/fit_leaves.py --lang en --games 200 [--seed 1] [--out FILE]

Games: strong against strong (``jawa`` for Polish, ``wordsmith`` for English), seeds
``--seed`` … ``--seed + games − 1``, so a run is reproducible. For every placement made while the
bag still held tiles, the *leave* (the tiles kept) is one sample and its target is what the
mover scored with their next placement, less the mean of all such next scores: the points the
kept tiles brought to the next move. The table's shape is fitted by ridge-regularised least
squares (NumPy): a value per tile, ``duplicate`` per tile repeating a letter kept (blanks
excepted), and ``balance`` per tile of vowel/consonant imbalance beyond one — the shape
``engines/crossword/leave.py`` reads. The section printed says how it was made.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from collections import Counter
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engines.core import PlayerId, Setup  # noqa: E402
from engines.crossword import CrosswordGame  # noqa: E402
from engines.crossword.actions import Place  # noqa: E402
from engines.crossword.leave import load_leave_table  # noqa: E402
from engines.crossword.placement import make_play  # noqa: E402
from engines.crossword.rules import context  # noqa: E402
from engines.lexicon import ALPHABETS  # noqa: E402
from engines.play import computer_rng  # noqa: E402
from engines.tiles import BLANK  # noqa: E402

RULES = {"pl": "jawa", "en": "wordsmith"}
#: Ridge penalty: keeps rare tiles' values near 0 when few samples hold them.
RIDGE = 5.0


def samples(language: str, games: int, seed: int) -> list[tuple[tuple[str, ...], int]]:
    """(leave, the mover's next placement score) for every placement with tiles in the bag."""
    game = CrosswordGame()
    strong = game.computer("strong")
    found: list[tuple[tuple[str, ...], int]] = []
    for number in range(games):
        state = game.new_game(Setup("crossword", RULES[language], 2, seed + number))
        ctx = context(state.setup)
        waiting: dict[int, tuple[str, ...]] = {}  # a player's last leave, awaiting its next score
        moves = 0
        while state.end is None:
            player = min(game.to_act(state))
            action = strong.choose(
                game.view(state, player),
                computer_rng(state.setup, PlayerId(player), moves),
                lambda: False,
                lambda _: None,
            )
            if isinstance(action, Place):
                play = make_play(state.board, action, ctx.layout, ctx.tile_set, ctx.rules)
                if player in waiting:
                    found.append((waiting.pop(player), play.score))
                if state.bag.tiles:
                    left = Counter(state.racks[player].tiles) - Counter(play.rack_tiles)
                    waiting[player] = tuple(sorted(left.elements()))
            else:
                waiting.pop(player, None)  # an exchange or pass: the leave did not play
            state = game.apply(state, PlayerId(player), action)
            moves += 1
    return found


def fit(language: str, found: list[tuple[tuple[str, ...], int]]) -> dict[str, float]:
    alphabet = ALPHABETS[language]
    vowels = load_leave_table(language).vowels
    names = [*alphabet, BLANK, "duplicate", "balance"]
    rows = []
    for leave, _ in found:
        counts = Counter(leave)
        row = [float(counts[t]) for t in [*alphabet, BLANK]]
        row.append(float(sum(n - 1 for t, n in counts.items() if t != BLANK)))
        v = sum(n for t, n in counts.items() if t in vowels)
        c = sum(n for t, n in counts.items() if t != BLANK and t not in vowels)
        row.append(float(max(0, abs(v - c) - 1)))
        rows.append(row)
    x = np.array(rows)
    mean = statistics.fmean(score for _, score in found)
    y = np.array([score - mean for _, score in found])
    weights = np.linalg.solve(x.T @ x + RIDGE * np.eye(len(names)), x.T @ y)
    return {name: round(float(w), 1) for name, w in zip(names, weights, strict=True)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lang", choices=("pl", "en"), required=True)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", type=Path)
    args = parser.parse_args()
    found = samples(args.lang, args.games, args.seed)
    values = fit(args.lang, found)
    vowels = "".join(sorted(load_leave_table(args.lang).vowels))
    lines = [
        f"# Fitted by tools/fit_leaves.py --lang {args.lang} --games {args.games} "
        f"--seed {args.seed}: {len(found)} leaves from strong-v-strong {RULES[args.lang]} "
        f"self-play, ridge {RIDGE}.",
        f"[{args.lang}]",
        f'vowels = "{vowels}"',
        f"duplicate = {values.pop('duplicate')}",
        f"balance = {values.pop('balance')}",
        "",
        f"[{args.lang}.tiles]",
        *(f'"{tile}" = {value}' for tile, value in sorted(values.items(), key=lambda i: -i[1])),
    ]
    text = "\n".join(lines) + "\n"
    if args.out:
        args.out.write_text(text, encoding="utf-8")
    print(text, end="")


if __name__ == "__main__":
    main()
