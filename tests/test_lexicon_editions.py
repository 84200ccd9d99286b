"""The editions of the shipped lexicon: every shipped list is a recorded edition, and every
past edition is rebuilt exactly from the recorded differences."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from engines.core import Setup
from engines.crossword.board import Board
from engines.crossword.movegen import generate_raw, main_word
from engines.crossword.rules import context
from engines.lexicon import load_lexicon, shipped_lexicon
from engines.lexicon.editions import (
    EditionLexicon,
    current_edition,
    edition_lexicon,
    editions,
    judged_with,
    refused_forms_for,
    shipped_checksums,
)
from engines.puzzle.words import puzzle_dictionary

ROOT = Path(__file__).resolve().parent.parent
RECORD = "run `.venv/bin/python tools/lexicon_edition.py` and commit what it writes"


@pytest.mark.parametrize("lang", ["pl", "en"])
def test_the_shipped_list_is_a_recorded_edition(lang: str) -> None:
    """Fails after a change of the shipped word lists until their edition is recorded (a game
    played with them could not be replayed once they change again)."""
    checksum, refused = shipped_checksums(lang)
    last = editions(lang)[-1]
    assert (last.checksum, last.refused) == (checksum, refused), (
        f"the shipped {lang} lexicon is no recorded edition: {RECORD}"
    )
    assert current_edition(lang) == last
    assert shipped_lexicon(lang).word_count == last.words


def test_the_edition_tool_checks_the_same() -> None:
    result = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "lexicon_edition.py"), "--check"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr


@pytest.mark.parametrize(
    ("lang", "version"), [(e.lang, e.version) for lang in ("pl", "en") for e in editions(lang)]
)
def test_every_past_edition_is_rebuilt_with_its_word_count(lang: str, version: int) -> None:
    lexicon = edition_lexicon(lang, version)
    edition = next(e for e in editions(lang) if e.version == version)
    assert lexicon.word_count == edition.words
    if isinstance(lexicon, EditionLexicon):
        base = shipped_lexicon(lang)
        # What it adds is not in the current list; what it takes away is.
        assert not any(word in base for word in lexicon.extra)
        assert all(word in base for word in lexicon.missing)
        assert lexicon.extra.isdisjoint(lexicon.missing)
    else:
        assert lexicon is shipped_lexicon(lang)


def test_a_past_edition_judges_words_as_it_did() -> None:
    first, second, third = (edition_lexicon("pl", v) for v in (1, 2, 3))
    assert "pia" in first and "dimów" in first
    assert "pia" not in second and "pia" not in load_lexicon("pl")
    assert "doczytałom" not in first and "doczytałom" in load_lexicon("pl")
    assert "ms" in edition_lexicon("en", 1) and "ms" not in load_lexicon("en")
    # The letter puzzles' refusal by word class came with the third edition.
    assert not refused_forms_for(first) and not refused_forms_for(second)
    assert "aż" in refused_forms_for(third)
    assert "aż" not in puzzle_dictionary()
    with judged_with(second):
        assert "aż" in puzzle_dictionary()


def test_judged_with_changes_this_thread_only_while_inside() -> None:
    first = edition_lexicon("pl", 1)
    with judged_with(first):
        assert load_lexicon("pl") is first
        assert "pia" in load_lexicon("pl")
    assert load_lexicon("pl") is shipped_lexicon("pl")


@pytest.mark.parametrize("version", [1, 5])
def test_move_generation_of_a_past_edition_plays_its_words(version: int) -> None:
    """A past edition walks the current list's DAWG; the crossword dictionary adds its words
    and takes away the others, so a hint in a replayed game is the one given then."""
    with judged_with(edition_lexicon("pl", version)):
        ctx = context(Setup("crossword", "jawa", 2, 1))
        board = Board.empty(ctx.layout.size)
        raws = generate_raw(ctx.position(board), "pia")
        words = {main_word(board, raw, ctx.dictionary.alphabet) for raw in raws}
    assert ("pia" in words) == (version == 1)
