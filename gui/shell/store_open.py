"""Opening the saved-games file. A damaged or too-new file is never overwritten: the user is
told and may move it aside (renamed, nothing deleted); otherwise the app runs without saving."""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from engines.records.store import GameStore, StoreDamaged, StoreError, StoreFull, StoreTooNew

log = logging.getLogger(__name__)

#: Asked when the file is damaged or too new: move it aside and start a new one?
Ask = Callable[[StoreError], bool]
#: Tells the user something went wrong (title, text).
Warn = Callable[[str, str], None]


def ask_move_aside(error: StoreError, parent: QWidget | None = None) -> bool:
    if isinstance(error, StoreTooNew):
        text = QCoreApplication.translate(
            "StoreOpen",
            "Zapisane gry pochodzą z nowszej wersji programu (wersja zapisu {version}).\n"
            "Zaktualizuj program, żeby je otworzyć.\n\n"
            "Możesz też odłożyć ten plik na bok (dostanie inną nazwę, nic nie zostanie "
            "skasowane) i zacząć od nowego pliku.",
        ).format(version=error.version)
    else:
        text = QCoreApplication.translate(
            "StoreOpen",
            "Plik z zapisanymi grami jest uszkodzony.\n\n"
            "Możesz odłożyć go na bok (dostanie inną nazwę, nic nie zostanie skasowane) i "
            "zacząć od nowego pliku. Jeśli tego nie zrobisz, program będzie działał, ale nie "
            "zapisze żadnej gry.",
        )
    box = QMessageBox(
        QMessageBox.Icon.Warning,
        QCoreApplication.translate("StoreOpen", "Problem z zapisanymi grami"),
        text,
        QMessageBox.StandardButton.NoButton,
        parent,
    )
    box.setDetailedText(str(error))
    move = box.addButton(
        QCoreApplication.translate("StoreOpen", "Odłóż plik i zacznij nowy"),
        QMessageBox.ButtonRole.AcceptRole,
    )
    keep = box.addButton(
        QCoreApplication.translate("StoreOpen", "Nie zapisuj gier"),
        QMessageBox.ButtonRole.RejectRole,
    )
    # Too new: most likely the user will update the app, so keeping the file is the default.
    box.setDefaultButton(keep if isinstance(error, StoreTooNew) else move)
    box.exec()
    return box.clickedButton() is move


def warn_box(title: str, text: str) -> None:
    QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok).exec()


def full_disk_text() -> str:
    """What the app says when the disk holding the saved games is full."""
    return QCoreApplication.translate(
        "StoreOpen",
        "Dysk z zapisanymi grami jest pełny, więc nie można ich otworzyć ani zapisać nowych. "
        "Zwolnij miejsce na dysku i uruchom program ponownie. Do tego czasu program działa, "
        "ale nie zapisuje żadnej gry.",
    )


def open_store(path: Path, ask: Ask = ask_move_aside, warn: Warn = warn_box) -> GameStore | None:
    """The store at ``path``, or None when the app must run without saving."""
    return open_store_saying_why(path, ask, warn)[0]


def open_store_saying_why(
    path: Path, ask: Ask = ask_move_aside, warn: Warn = warn_box
) -> tuple[GameStore | None, StoreError | None]:
    """:func:`open_store`, and the error that left the app without saving (None: none)."""
    try:
        return GameStore(path), None
    except StoreFull as error:
        log.warning("saved games: %s", error)
        warn(
            QCoreApplication.translate("StoreOpen", "Dysk jest pełny"),
            full_disk_text(),
        )
        return None, error
    except (StoreDamaged, StoreTooNew) as error:
        log.warning("saved games: %s", error)
        if not ask(error):
            return None, error
        try:
            moved = GameStore.move_aside(path)
            store = GameStore(path)
        except (OSError, StoreError) as second:
            warn(
                QCoreApplication.translate("StoreOpen", "Problem z zapisanymi grami"),
                QCoreApplication.translate("StoreOpen", "Nie udało się:\n{error}").format(
                    error=second
                ),
            )
            return None, second if isinstance(second, StoreError) else error
        log.info("moved the old saved games to %s", moved)
        return store, None
    except StoreError as error:
        warn(
            QCoreApplication.translate("StoreOpen", "Problem z zapisanymi grami"),
            QCoreApplication.translate(
                "StoreOpen",
                "Nie można otworzyć pliku z zapisanymi grami, więc gry nie będą "
                "zapisywane:\n{error}",
            ).format(error=error),
        )
        return None, error
