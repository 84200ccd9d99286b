"""Fit the crossword leave table from seeded self-play, and print it as a TOML section.

    python tools/fit_leaves.py --lang en --games 1000 --rounds 3 [--seed 1] [--out FILE]

Games: strong against strong (``jawa`` for Polish, ``wordsmith`` for English), seeds
``--seed`` … ``--seed + games − 1``, so a run is reproducible. For every placement made while the
bag still held tiles, the *leave* (the tiles kept) is one sample. ``--method future`` (the
default) credits it with what the mover's following placements scored above the mean placement,
as long as the bag held tiles: the next score plus the worth of the leave that move kept,
solved as one linear system (least-squares temporal differences). ``--method next`` credits
only the next placement (how the shipped Polish table was made). The table's shape is fitted by
ridge-regularised least squares (NumPy): a value per tile, ``duplicate`` per tile repeating a
letter kept (blanks excepted), and ``balance`` per tile of vowel/consonant imbalance beyond one
— the shape ``engines/crossword/leave.py`` reads.

A leave's worth depends on how it is then played, so the fit is repeated ``--rounds`` times,
each round's players using the table the round before fitted; the first round's players use
``--start``: ``zero`` (every term 0: the best score alone, the default, so the result does not
depend on the table shipped at the time) or ``shipped``. The section printed says how it was
made.
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

from engines.core import (  # noqa: E402
    PlayerId,
    Setup,
    computer_rng,
)
from engines.crossword import CrosswordGame  # noqa: E402
from engines.crossword.actions import Place  # noqa: E402
from engines.crossword.computer import CrosswordComputer  # noqa: E402
from engines.crossword.leave import LeaveTable, load_leave_table  # noqa: E402
from engines.crossword.placement import make_play  # noqa: E402
from engines.crossword.rules import context  # noqa: E402
from engines.lexicon import ALPHABETS  # noqa: E402
from engines.tiles import BLANK  # noqa: E402

RULES = {"pl": "jawa", "en": "wordsmith"}
#: Ridge penalty: keeps rare tiles' values near 0 when few samples hold them.
RIDGE = 5.0


#: One sample: a leave, the mover's next placement score, and the leave that placement kept
#: (None when the bag was empty by then, or the game ended: nothing more to credit).
Sample = tuple[tuple[str, ...], int, tuple[str, ...] | None]


def samples(language: str, games: int, seed: int, table: LeaveTable) -> list[Sample]:
    """A sample for every placement made with tiles in the bag (see :data:`Sample`), from
    strong players using ``table``."""
    game = CrosswordGame()
    strong = CrosswordComputer("strong", leaves=table)
    found: list[Sample] = []
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
                kept: tuple[str, ...] | None = None
                if state.bag.tiles:
                    left = Counter(state.racks[player].tiles) - Counter(play.rack_tiles)
                    kept = tuple(sorted(left.elements()))
                if player in waiting:
                    found.append((waiting.pop(player), play.score, kept))
                if kept is not None:
                    waiting[player] = kept
            else:
                waiting.pop(player, None)  # an exchange or pass: the leave did not play
            state = game.apply(state, PlayerId(player), action)
            moves += 1
    return found


def features(leave: tuple[str, ...], alphabet: str, vowels: frozenset[str]) -> list[float]:
    """A leave as the table's terms: its tiles, repeated letters, vowel/consonant imbalance."""
    counts = Counter(leave)
    row = [float(counts[t]) for t in [*alphabet, BLANK]]
    row.append(float(sum(n - 1 for t, n in counts.items() if t != BLANK)))
    v = sum(n for t, n in counts.items() if t in vowels)
    c = sum(n for t, n in counts.items() if t != BLANK and t not in vowels)
    row.append(float(max(0, abs(v - c) - 1)))
    return row


def fit(language: str, found: list[Sample], method: str = "future") -> dict[str, float]:
    """The table's terms by ridge-regularised least squares. ``next``: a leave is worth what
    its next placement scored above the mean. ``future``: what all the placements it leads to
    scored above the mean, as long as the bag held tiles — the next score plus the next
    leave's worth, solved as one linear system (least-squares temporal differences), so a tile
    kept for a later bingo is credited for it, not only for the move right after."""
    alphabet = ALPHABETS[language]
    vowels = load_leave_table(language).vowels
    names = [*alphabet, BLANK, "duplicate", "balance"]
    x = np.array([features(leave, alphabet, vowels) for leave, _, _ in found])
    mean = statistics.fmean(score for _, score, _ in found)
    y = np.array([score - mean for _, score, _ in found])
    ridge = RIDGE * np.eye(len(names))
    if method == "next":
        weights = np.linalg.solve(x.T @ x + ridge, x.T @ y)
    else:
        empty = [0.0] * len(names)
        following = np.array(
            [empty if kept is None else features(kept, alphabet, vowels) for _, _, kept in found]
        )
        weights = np.linalg.solve(x.T @ (x - following) + ridge, x.T @ y)
    return {name: round(float(w), 1) for name, w in zip(names, weights, strict=True)}


def zero_table(language: str) -> LeaveTable:
    """Every term 0: the first round's players maximise their score alone."""
    terms = [*ALPHABETS[language], BLANK, "duplicate", "balance"]
    return as_table(dict.fromkeys(terms, 0.0), language)


def as_table(values: dict[str, float], language: str) -> LeaveTable:
    """The fitted terms as the table the strong player reads."""
    terms = dict(values)
    return LeaveTable(
        tiles={t: terms[t] for t in [*ALPHABETS[language], BLANK]},
        vowels=load_leave_table(language).vowels,
        duplicate=terms["duplicate"],
        balance=terms["balance"],
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lang", choices=("pl", "en"), required=True)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--method", choices=("future", "next"), default="future")
    parser.add_argument("--rounds", type=int, default=1)
    parser.add_argument("--start", choices=("zero", "shipped"), default="zero")
    parser.add_argument("--out", type=Path)
    args = parser.parse_args()
    table = load_leave_table(args.lang) if args.start == "shipped" else zero_table(args.lang)
    for _ in range(args.rounds):
        found = samples(args.lang, args.games, args.seed, table)
        values = fit(args.lang, found, args.method)
        table = as_table(values, args.lang)
    vowels = "".join(sorted(load_leave_table(args.lang).vowels))
    lines = [
        f"# Fitted by tools/fit_leaves.py --lang {args.lang} --games {args.games} "
        f"--seed {args.seed} --method {args.method} --rounds {args.rounds} --start {args.start}: "
        f"{len(found)} leaves "
        f"from strong-v-strong {RULES[args.lang]} self-play, ridge {RIDGE}.",
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
