"""Small blocking questions, in one place so tests can answer them (monkeypatch these)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget


def confirm(parent: QWidget | None, title: str, text: str, yes: str) -> bool:
    """Ask a yes/no question; "no" is the default, so Enter never destroys anything."""
    box = QMessageBox(
        QMessageBox.Icon.Question, title, text, QMessageBox.StandardButton.NoButton, parent
    )
    yes_button = box.addButton(yes, QMessageBox.ButtonRole.DestructiveRole)
    no_button = box.addButton(
        QCoreApplication.translate("Dialogs", "Anuluj"), QMessageBox.ButtonRole.RejectRole
    )
    box.setDefaultButton(no_button)
    box.exec()
    return box.clickedButton() is yes_button


def inform(parent: QWidget | None, title: str, text: str, warning: bool = False) -> None:
    icon = QMessageBox.Icon.Warning if warning else QMessageBox.Icon.Information
    QMessageBox(icon, title, text, QMessageBox.StandardButton.Ok, parent).exec()
