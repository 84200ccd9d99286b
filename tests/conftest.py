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
