"""``python -m engines.crossword solve``: output lines, --top/--all, --wordlist, blanks in
lowercase, and a one-line error with exit status 2 for bad input."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
EMPTY_ROW = "." * 15
LINE = re.compile(r"^\d+ (\d{1,2}[A-O]|[A-O]\d{1,2}) \S+$")


def board_file(tmp_path: Path, rows: dict[int, str] | None = None, size: int = 15) -> Path:
    lines = [EMPTY_ROW[:size]] * size
    for row, text in (rows or {}).items():
        lines[row] = text
    path = tmp_path / "board.txt"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def solve(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "engines.crossword", "solve", *args],
        capture_output=True,
        text=True,
        cwd=REPO,
    )


def word_list(tmp_path: Path, *words: str) -> Path:
    path = tmp_path / "words.txt"
    path.write_text("\n".join(words) + "\n", encoding="utf-8")
    return path


def test_a_word_list_gives_exactly_the_expected_moves(tmp_path: Path) -> None:
    words = word_list(tmp_path, "kot", "tok", "ok")
    result = solve(
        "--rules", "jawa", "--board", str(board_file(tmp_path)), "--rack", "KOT", "--all",
        "--wordlist", str(words),
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    expected = {
        f"10 {square} {word}"
        for word in ("KOT", "TOK")
        for square in ("8F", "8G", "8H", "H6", "H7", "H8")
    }
    assert set(result.stdout.splitlines()) == expected  # jawa: no 2-tile first move (OK)
    english = solve(
        "--rules", "wordsmith", "--board", str(board_file(tmp_path)), "--rack", "KO", "--all",
        "--wordlist", str(words),
    )  # fmt: skip
    # wordsmith: OK uses the whole rack of 2, so it earns the +25 (seed 002).
    assert english.stdout.splitlines() == ["33 8G OK", "33 8H OK", "33 H7 OK", "33 H8 OK"]
    blank = solve(
        "--rules", "jawa", "--board", str(board_file(tmp_path)), "--rack", "KO?", "--all",
        "--wordlist", str(words),
    )  # fmt: skip
    lines = blank.stdout.splitlines()
    assert "6 8F KOt" in lines and "6 8F tOK" in lines and "4 8F kOt" not in lines


def test_the_built_in_lexicon_best_first_with_blanks_in_lowercase(tmp_path: Path) -> None:
    board = board_file(tmp_path, {7: "......sKOT....."})
    result = solve("--rules", "jawa", "--board", str(board), "--rack", "AEIK?ZR", "--top", "25")
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert len(lines) == 25
    assert all(LINE.match(line) for line in lines), lines
    scores = [int(line.split()[0]) for line in lines]
    assert scores == sorted(scores, reverse=True)
    words = [line.split()[2] for line in lines]
    assert any(any(c.islower() for c in w) for w in words)  # the blank or the board's s


@pytest.mark.parametrize(
    ("rows", "rack", "message"),
    [
        ({3: "." * 14}, "AB", "15 lines of 15"),
        ({7: "......KOT1....."}, "AB", "outside the alphabet"),
        ({}, "AB1", "outside the alphabet"),
        ({}, "ABCDEFGH", "at most 7"),
        ({7: "...ŹŹ.........."}, "AB", "impossible tile counts"),
        ({7: "...abc........."}, "??", "impossible tile counts"),
    ],
)
def test_bad_input_is_one_line_and_exit_2(
    tmp_path: Path, rows: dict[int, str], rack: str, message: str
) -> None:
    board = board_file(tmp_path, rows)
    words = word_list(tmp_path, "kot")
    result = solve(
        "--rules", "jawa", "--board", str(board), "--rack", rack, "--wordlist", str(words)
    )
    assert result.returncode == 2
    assert result.stdout == ""
    assert len(result.stderr.strip().splitlines()) == 1
    assert message in result.stderr


def test_bad_arguments_are_one_line_and_exit_2(tmp_path: Path) -> None:
    for args in (
        ("--rules", "scrabble", "--board", "x", "--rack", "A"),
        ("--rules", "jawa", "--board", str(tmp_path / "missing.txt"), "--rack", "A"),
        ("--rules", "jawa", "--board", "x", "--rack", "A", "--top", "2", "--all"),
    ):
        result = solve(*args)
        assert result.returncode == 2
        assert len(result.stderr.strip().splitlines()) == 1
