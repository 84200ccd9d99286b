"""tools/compare_lexicon.py: how the built-in list relates to an installed list or a file."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from engines.lexicon import load_lexicon
from engines.lexicon.wordlists import WordLists

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "tools"))

import compare_lexicon  # noqa: E402


def test_compare_counts_by_length() -> None:
    ours = {"kot", "kota", "pies", "żółw"}
    theirs = ["kot", "kota", "kotek", "xyz"]
    result = compare_lexicon.compare(
        theirs, set(theirs).__contains__, sorted(ours), ours.__contains__, keep_words=True
    )
    assert result.theirs.total() == 4 and result.accepted.total() == 2
    assert result.refused.words == ["kotek", "xyz"]
    assert result.beyond.words == ["pies", "żółw"] and result.beyond.by_length == {4: 2}
    text = compare_lexicon.report("theirs", len(ours), result)
    assert "accepts 2 of theirs's forms: 50.00 % (2 refused)" in text
    assert "It has 2 forms beyond theirs (+50.00 % of theirs's count)" in text


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(REPO / "tools" / "compare_lexicon.py"), *args],
        capture_output=True,
        text=True,
        cwd=REPO,
    )


def test_an_installed_list_and_a_file_give_the_same_figures(tmp_path: Path) -> None:
    english = load_lexicon("en")
    words = ["cat", "dog", "colour", "zzzq", "qqqqqqqqqqqqqqqqqq"]
    assert [w in english for w in words] == [True, True, True, False, False]
    source = tmp_path / "mine.txt"
    source.write_text("\n".join(words) + "\n", encoding="utf-8")
    WordLists.in_data_dir(tmp_path).install(source, "en", "mine")
    refused = tmp_path / "refused.txt"
    by_file = _run("--file", str(source), "--lang", "en", "--write-refused", str(refused))
    by_list = _run("--list", "mine", "--lang", "en", "--data-dir", str(tmp_path))
    assert by_file.returncode == by_list.returncode == 0, by_file.stderr + by_list.stderr
    assert "accepts 3 of mine.txt's forms: 60.00 % (2 refused)" in by_file.stdout
    assert by_file.stdout.replace("mine.txt", "mine") == by_list.stdout
    beyond = len(english) - 3
    assert f"It has {beyond:,} forms beyond mine" in by_list.stdout
    assert refused.read_text("utf-8").split() == ["qqqqqqqqqqqqqqqqqq", "zzzq"]
    # The 18-letter form is counted in its own row; none of ours is that long and beyond it.
    row = next(line for line in by_list.stdout.splitlines() if line.split()[:1] == ["18"])
    assert row.split()[1:4] == ["1", "0", "0.00"]


@pytest.mark.parametrize("args", [["--list", "nothing"], ["--file", "missing.txt"]])
def test_a_missing_list_is_an_error(tmp_path: Path, args: list[str]) -> None:
    result = _run(*args, "--lang", "en", "--data-dir", str(tmp_path))
    assert result.returncode != 0 and "Traceback" not in result.stderr
