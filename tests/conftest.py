"""Shared fixtures: the shipped lexicons are loaded once per test session."""

from __future__ import annotations

import os

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from engines.lexicon import Lexicon, load_lexicon


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
