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


def normalise_written(text: str) -> str:
    """What a word field keeps when two words or a hyphenated word may be written (7 słów's
    PORADA): letters, lower case, and one space or hyphen after a letter.

    >>> normalise_written("Biało--Czerwony"), normalise_written("dom  kot")
    ('biało-czerwony', 'dom kot')
    >>> normalise_written("-a 1"), normalise_written("a -b")
    ('a ', 'a-b')
    """
    kept: list[str] = []
    for c in text.lower():
        after_letter = bool(kept) and kept[-1] not in " -"
        if c.isalpha() or (c in " -" and after_letter):
            kept.append(c)
        elif c == "-" and kept and kept[-1] == " ":
            kept[-1] = "-"  # a hyphen typed after a space joins the words
    return "".join(kept)


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
