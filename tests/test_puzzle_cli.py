"""``python -m engines.puzzle solve --rules gra1``: the exact output format (``SCORE ROW COL
DIR WORD``), coordinates beyond the file's rectangle, --top/--all, --wordlist, blanks in
lowercase, BOM and CRLF, and a one-line error with exit status 2 for bad input."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
LINE = re.compile(r"^\d+ -?\d+ -?\d+ [ad] \S+$")


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", *args], capture_output=True, text=True, cwd=REPO)


def solve(
    tmp_path: Path, rows: list[str], rack: str, *args: str, words: tuple[str, ...] = ()
) -> subprocess.CompletedProcess[str]:
    board = tmp_path / "board.txt"
    board.write_text("\n".join(rows) + "\n", encoding="utf-8")
    extra: list[str] = []
    if words:
        word_list = tmp_path / "words.txt"
        word_list.write_text("\n".join(words) + "\n", encoding="utf-8")
        extra = ["--wordlist", str(word_list)]
    return run(
        "engines.puzzle", "solve", "--rules", "gra1", "--board", str(board), "--rack", rack,
        *args, *extra,
    )  # fmt: skip


def test_basenu_reaches_left_of_the_file_and_scores_8(tmp_path: Path) -> None:
    result = solve(tmp_path, ["...", "SEN", "..."], "BAU", "--all", words=("sen", "basenu", "ba"))
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines() == ["8 1 -2 a BASENU"]


def test_lowy_and_os_score_10(tmp_path: Path) -> None:
    result = solve(
        tmp_path, ["Ł.", "AS", "N."], "OWY", "--all", words=("łowy", "os", "łan", "as", "ow")
    )
    assert result.returncode == 0, result.stderr
    assert "10 0 0 a ŁOWY" in result.stdout.splitlines()


def test_an_empty_board_lists_first_words_at_0_0_across(tmp_path: Path) -> None:
    result = solve(tmp_path, ["....", "...."], "KOT?", "--all", words=("kot", "tok", "ok"))
    lines = result.stdout.splitlines()
    assert result.returncode == 0, result.stderr
    assert lines[:3] == ["3 0 0 a KOT", "3 0 0 a TOK", "2 0 0 a KOt"]
    assert all(line.split()[1:4] == ["0", "0", "a"] for line in lines)
    assert "2 0 0 a kOT" in lines and "0 0 0 a ok" not in lines  # blank + blank: no 2nd blank
    assert len(lines) == len(set(lines))


def test_every_line_has_the_format_and_top_limits_the_count(tmp_path: Path) -> None:
    rows = [".......", "..KOT..", "......."]
    top = solve(tmp_path, rows, "AEIONRS", "--top", "5")
    assert top.returncode == 0, top.stderr
    lines = top.stdout.splitlines()
    assert len(lines) == 5 and all(LINE.match(line) for line in lines)
    default = solve(tmp_path, rows, "AEIONRS")
    assert default.stdout.splitlines()[:5] == lines and len(default.stdout.splitlines()) == 10
    scores = [int(line.split()[0]) for line in default.stdout.splitlines()]
    assert scores == sorted(scores, reverse=True)


def test_ties_are_ordered_and_one_tile_moves_listed_once(tmp_path: Path) -> None:
    result = solve(tmp_path, ["KOT"], "YT", "--all", words=("kot", "koty", "to", "ty"))
    assert result.stdout.splitlines() == [
        "5 0 0 a KOTY",
        "3 0 2 d TY",
        "2 -1 1 d TO",
    ]


def test_blanks_on_the_board_are_kept_lowercase_and_score_0(tmp_path: Path) -> None:
    result = solve(tmp_path, ["Kot"], "Y", "--all", words=("kot", "koty"))
    assert result.stdout.splitlines() == ["3 0 0 a KotY"]


def test_bom_and_crlf_are_fine(tmp_path: Path) -> None:
    board = tmp_path / "board.txt"
    board.write_bytes("\ufeff...\r\nSEN\r\n...\r\n".encode())
    words = tmp_path / "words.txt"
    words.write_bytes("\ufeffbasenu\r\nsen\r\n".encode())
    result = run(
        "engines.puzzle", "solve", "--rules", "gra1", "--board", str(board), "--rack", "bau",
        "--wordlist", str(words),
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines() == ["8 1 -2 a BASENU"]


@pytest.mark.parametrize(
    ("rows", "rack", "message"),
    [
        (["KOT", "K"], "A", "rows of equal length"),
        (["K1T"], "A", "outside the alphabet"),
        (["KOT"], "A1", "outside the alphabet"),
        (["KOT"], "ABCDEFGH", "at most 7"),
        (["KOT"], "", "empty"),
        (["ŹŹ."], "A", "impossible tile counts"),
        (["??."], "??", "outside the alphabet"),
        (["ab."], "??", "impossible tile counts"),
        ([], "A", "no rows"),
    ],
)
def test_bad_input_is_one_line_and_exit_2(
    tmp_path: Path, rows: list[str], rack: str, message: str
) -> None:
    result = solve(tmp_path, rows, rack)
    assert result.returncode == 2
    assert len(result.stderr.strip().splitlines()) == 1
    assert message in result.stderr
    assert result.stdout == ""


def test_bad_options_are_one_line_and_exit_2(tmp_path: Path) -> None:
    for args in (("--rules", "gra3"), ("--top", "0"), ("--top", "2", "--all")):
        result = solve(tmp_path, ["KOT"], "A", *args)
        assert result.returncode == 2 and len(result.stderr.strip().splitlines()) == 1
    missing = run(
        "engines.puzzle", "solve", "--rules", "gra1", "--board", str(tmp_path / "none.txt"),
        "--rack", "A",
    )  # fmt: skip
    assert missing.returncode == 2 and len(missing.stderr.strip().splitlines()) == 1


def test_engines_list_shows_gra1() -> None:
    result = run("engines", "list")
    assert "puzzle gra1" in result.stdout.splitlines()
