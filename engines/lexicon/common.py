"""Common words (by frequency), for computer players that should play like a casual human."""

from __future__ import annotations

from functools import cache

from engines.lexicon.lexicon import lexicon_dir


@cache
def common_words(lang: str = "pl") -> frozenset[str]:
    """The frequent words of ``lang`` that the lexicon holds (about 50,000 for Polish)."""
    path = lexicon_dir() / f"common-{lang}.txt"
    lines = path.read_text(encoding="utf-8").splitlines()
    return frozenset(line for line in lines if line and not line.startswith("#"))
