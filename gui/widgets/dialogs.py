"""Small blocking questions, in one place so tests can answer them (monkeypatch these)."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox, QWidget


def question_box(parent: QWidget | None, title: str, text: str, yes: str) -> QMessageBox:
    """The box :func:`confirm` asks with, not yet shown: ``yes`` (with its Alt letter) and Qt's
    own "Anuluj" (the default, so Enter never destroys anything; Esc too)."""
    box = QMessageBox(
        QMessageBox.Icon.Question, title, text, QMessageBox.StandardButton.NoButton, parent
    )
    box.addButton(yes, QMessageBox.ButtonRole.DestructiveRole)
    no_button = box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(no_button)
    box.setEscapeButton(no_button)
    return box


def confirm(parent: QWidget | None, title: str, text: str, yes: str) -> bool:
    """Ask a yes/no question; "no" is the default, so Enter never destroys anything."""
    box = question_box(parent, title, text, yes)
    box.exec()
    clicked = box.clickedButton()
    return clicked is not None and box.buttonRole(clicked) == QMessageBox.ButtonRole.DestructiveRole


def inform(parent: QWidget | None, title: str, text: str, warning: bool = False) -> None:
    icon = QMessageBox.Icon.Warning if warning else QMessageBox.Icon.Information
    QMessageBox(icon, title, text, QMessageBox.StandardButton.Ok, parent).exec()
