"""tools/fit_leaves.py: seeded self-play gives the same table twice, in the shape the game reads."""

from __future__ import annotations

import subprocess
import sys
import tomllib
from pathlib import Path

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
