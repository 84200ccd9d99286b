"""Word entry shared by the game screens."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence


def normalise_word(text: str) -> str:
    """What a word field keeps of what was typed: letters only, lower case.

    >>> normalise_word("Źdź-bło 1")
    'źdźbło'
    """
    return "".join(c for c in text.lower() if c.isalpha())


def key_name(key: Qt.Key) -> str:
    """A key as the platform names it (for tooltips)."""
    return QKeySequence(key).toString(QKeySequence.SequenceFormat.NativeText)
