"""Keyboard shortcuts shared by the screens."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QWidget


def on_enter(widget: QWidget, slot: Callable[[], None]) -> None:
    """Call ``slot`` when Return or keypad Enter is pressed anywhere inside ``widget``."""
    for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
        shortcut = QShortcut(QKeySequence(key), widget)
        shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        shortcut.activated.connect(slot)


def closes_with_keys(window: QWidget) -> None:
    """Ctrl+W (every key the platform closes a document with) and Esc close ``window``, as
    they close the game windows and the dialogs."""
    keys = [
        *QKeySequence.keyBindings(QKeySequence.StandardKey.Close),
        QKeySequence(Qt.Key.Key_Escape),
    ]
    for key in keys:
        shortcut = QShortcut(key, window)
        shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
        shortcut.activated.connect(window.close)
