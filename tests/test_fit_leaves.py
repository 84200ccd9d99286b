"""tools/fit_leaves.py: seeded self-play gives the same table twice, in the shape the game reads."""

from __future__ import annotations

import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from engines.crossword.leave import parse_leave_table

ROOT = Path(__file__).resolve().parent.parent


def fitted(language: str) -> str:
    done = subprocess.run(
        [sys.executable, "tools/fit_leaves.py", "--lang", language, "--games", "3", "--seed", "5"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    )
    return done.stdout


def test_the_fitted_table_is_reproducible_and_readable() -> None:
    for language in ("pl", "en"):
        text = fitted(language)
        assert text == fitted(language)
        table = parse_leave_table(tomllib.loads(text), language)
        assert "--seed 5" in text.splitlines()[0]
        assert len(table.tiles) > 20


def test_the_future_fit_credits_a_tile_for_the_moves_after_the_next() -> None:
    """A kept blank scores 10 on its next move and is kept again half the time, or makes an
    80-point bingo (the mean move: 35). ``next`` credits it with its next move alone, (−25 +
    45) / 2 = 10; ``future`` also with what the blank kept again brings: V = (−25 + V + 45) / 2,
    V = 20. Tiles whose leave ends there are worth the same to both (ridge: slightly less)."""
    sys.path.insert(0, str(ROOT / "tools"))
    from fit_leaves import fit

    found = [
        *[(("?",), 10, ("?",)), (("?",), 80, None)] * 50,
        *[(("a",), 20, None), (("e",), 30, None)] * 50,
    ]
    future, next_only = fit("en", found, "future"), fit("en", found, "next")
    assert next_only["?"] == pytest.approx(10, abs=1)
    assert future["?"] == pytest.approx(20, abs=2)
    assert abs(future["e"] - next_only["e"]) < 1
    assert future["e"] > future["a"]
