"""Every push button of every window the screenshots show (issue #40, point 8): an Alt letter
(so it is reachable without a mouse), no two equal ones in a window, and no English text in
the Polish interface (Qt's own buttons come translated from its qtbase_pl.qm)."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ElementTree
from functools import cache

from PySide6.QtWidgets import (
    QApplication,
    QDialogButtonBox,
    QMessageBox,
    QPushButton,
    QWidget,
)
from pytestqt.qtbot import QtBot

from engines.resources import resource_path
from gui.screenshots import walk
from tests.gui.test_mnemonics import clashes, mnemonic

#: Qt's standard buttons as Qt names them in English.
QT_ENGLISH = {
    "Open", "Save", "Cancel", "Close", "Discard", "Apply", "Reset", "Restore Defaults",
    "Help", "Save All", "Yes", "Yes to All", "No", "No to All", "Abort", "Retry", "Ignore",
}  # fmt: skip


@cache
def english_texts() -> frozenset[str]:
    """Every English text of our translation that differs from its Polish source, and Qt's."""
    root = ElementTree.parse(resource_path("i18n", "gry_slowne_en.ts")).getroot()
    found = set(QT_ENGLISH)
    for message in root.iter("message"):
        source, translation = message.findtext("source"), message.findtext("translation")
        if source and translation and translation != source:
            found.add(plain(translation))
    return frozenset(found)


def plain(text: str) -> str:
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&").strip()


def needs_letter(button: QPushButton) -> bool:
    """A button that says something in words (a symbol such as × or ◀ has nothing to
    underline) and is not one of Qt's standard buttons of a dialog (Enter or Esc presses
    those: OK, Anuluj, Zamknij)."""
    for box in (button.parentWidget(), button.window()):
        if (
            isinstance(box, QDialogButtonBox)
            and box.standardButton(button) != box.StandardButton.NoButton
        ):
            return False
        if (
            isinstance(box, QMessageBox)
            and box.standardButton(button) != box.StandardButton.NoButton
        ):
            return False
    return bool(re.search(r"\w{2}", button.text()))


def button_problems(window: QWidget, where: str) -> list[str]:
    problems = []
    for button in window.findChildren(QPushButton):
        if button.window() is not window:
            continue
        text = button.text()
        if needs_letter(button) and mnemonic(text) is None:
            problems.append(f"{where}: „{text}” has no Alt letter")
        if plain(text) in english_texts():
            problems.append(f"{where}: „{text}” is English")
    return problems + [f"{where}: {clash}" for clash in clashes(window)]


def test_the_check_sees_a_button_without_a_letter_and_an_english_one(qtbot: QtBot) -> None:
    window = QWidget()
    qtbot.addWidget(window)
    for text in ("Dalej", "&Close", "&Zamknij", "×"):
        QPushButton(text, window)
    problems = button_problems(window, "test")
    assert problems == ["test: „Dalej” has no Alt letter", "test: „&Close” is English"]


def test_every_button_of_every_window_has_an_alt_letter_and_speaks_polish() -> None:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    problems: list[str] = []
    names = []
    for shot in walk(app, moves=2, sizes=((1200, 760),)):
        names.append(shot.name)
        problems += button_problems(shot.widget, shot.name)
    # The walk reached the windows the issue names (summaries, end screens, the network).
    for wanted in ("summary-puzzle-gra2", "end-crossword", "network-seat", "hosting", "replay"):
        assert any(name.startswith(wanted) for name in names), (wanted, names)
    assert not problems, "\n".join(problems)
