"""Word entry shared by the game screens."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QKeySequence
from PySide6.QtWidgets import QLineEdit


def normalise_word(text: str) -> str:
    """What a word field keeps of what was typed: letters only, lower case.

    >>> normalise_word("Źdź-bło 1")
    'źdźbło'
    """
    return "".join(c for c in text.lower() if c.isalpha())


def key_name(key: Qt.Key) -> str:
    """A key as the platform names it (for tooltips)."""
    return QKeySequence(key).toString(QKeySequence.SequenceFormat.NativeText)


def big_word_edit(
    placeholder: str, on_edited: Callable[[str], None], on_submit: Callable[[], None]
) -> QLineEdit:
    """The large bold word field of the word games: edits go to ``on_edited``, Enter submits."""
    edit = QLineEdit()
    edit.setPlaceholderText(placeholder)
    font = QFont(edit.font())
    font.setPointSizeF(font.pointSizeF() * 1.8)
    font.setBold(True)
    edit.setFont(font)
    edit.setMinimumHeight(48)
    edit.textEdited.connect(on_edited)
    edit.returnPressed.connect(on_submit)
    return edit
