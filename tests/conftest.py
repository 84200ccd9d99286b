"""Shared fixtures: the shipped lexicons are loaded once per test session; no test leaves a
player's own word list in use."""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from engines.lexicon import ALPHABETS, Lexicon, load_lexicon
from engines.lexicon.wordlists import set_default_word_lists, use_word_list


@pytest.fixture(autouse=True)
def shipped_lexicons_in_use() -> Iterator[None]:
    yield
    for lang in ALPHABETS:
        use_word_list(lang, None)
    set_default_word_lists(None)


@pytest.fixture(scope="session")
def polish() -> Lexicon:
    return load_lexicon("pl")


@pytest.fixture(scope="session")
def english() -> Lexicon:
    return load_lexicon("en")


@pytest.fixture(params=["python", "compiled"])
def each_movegen_core(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> str:
    """Runs a test once per crossword move-generator core (the compiled one when built)."""
    from engines.crossword import movegen

    core: str = request.param
    if core not in movegen.CORES:
        pytest.skip("the compiled move generator is not built here")
    monkeypatch.setattr(movegen, "CORE", core)
    return core
