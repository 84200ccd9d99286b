"""Pomoc → O programie: the version, where the word lists come from, and every licence text
(the files of resources/licences, which the wheel and the bundles ship too)."""

from __future__ import annotations

import html
from collections.abc import Sequence
from importlib import metadata
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QPlainTextEdit,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from engines.resources import resource_path
from gui.support.icon import app_icon

DISTRIBUTION = "gry-slowne"
# The licence files in the order the list shows them (README.txt, the index, first).
LICENCE_FILES = (
    "README.txt",
    "gry-slowne.txt",
    "sjp-pl.txt",
    "scowl.txt",
    "morfeusz2-sgjp.txt",
    "wordfreq.txt",
    "qt-pyside6.txt",
    "LGPL-3.0.txt",
    "GPL-3.0.txt",
    "DejaVu-fonts.txt",
    "python-numpy-dawg.txt",
    "network-crypto.txt",
)
FILE_ROLE = Qt.ItemDataRole.UserRole


def app_version() -> str:
    """The installed distribution's version (a bundle carries its metadata too)."""
    try:
        return metadata.version(DISTRIBUTION)
    except metadata.PackageNotFoundError:  # a checkout run without installing it
        return "?"


def licence_path(name: str) -> Path:
    return resource_path("licences", name)


class AboutDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("O programie"))
        self.resize(760, 540)

        icon = QLabel()
        icon.setPixmap(app_icon().pixmap(64, 64))
        self.title = QLabel(
            "<b style='font-size:16pt'>Gry słowne</b><br>"
            + html.escape(self.tr("wersja {version}").format(version=app_version()))
            + "<br>"
            + html.escape(self.core_text())
        )
        header = QHBoxLayout()
        header.addWidget(icon)
        header.addWidget(self.title, 1)

        self.about_text = QTextBrowser()
        self.about_text.setOpenExternalLinks(True)
        self.about_text.setHtml(self._about_html())

        self.licence_list = QListWidget()
        self.licence_text = QPlainTextEdit()
        self.licence_text.setReadOnly(True)
        self.licence_text.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        for name in LICENCE_FILES:
            item = QListWidgetItem(name)
            item.setData(FILE_ROLE, name)
            self.licence_list.addItem(item)
        self.licence_list.currentItemChanged.connect(self._show_licence)
        self.licence_list.setMaximumWidth(200)
        licences = QWidget()
        licences_layout = QHBoxLayout(licences)
        licences_layout.addWidget(self.licence_list)
        licences_layout.addWidget(self.licence_text, 1)

        self.tabs = QTabWidget()
        self.tabs.addTab(self.about_text, self.tr("O programie"))
        self.tabs.addTab(licences, self.tr("Licencje"))

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addLayout(header)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(buttons)
        self.licence_list.setCurrentRow(0)

    def core_text(self) -> str:
        """Which crossword move generator runs: the compiled one or the pure-Python fallback."""
        from engines.crossword.movegen import CORE  # not at import: the launcher starts light

        if CORE == "compiled":
            return self.tr("generator ruchów: skompilowany (szybki)")
        return self.tr("generator ruchów: czysty Python (wolniejszy)")

    def _about_html(self) -> str:
        paragraphs = [
            self.tr(
                "Polskie gry słowne — 7 słów, Słówka, krzyżówka i łamigłówki literowe — "
                "ze znajomymi przy jednym komputerze albo w sieci lokalnej, w pojedynkę "
                "albo z komputerem."
            ),
            "<b>" + self.tr("Słowniki") + "</b>",
            self.tr(
                "Polskie słowa: lista słów sjp.pl (© 2008–2018 Zespół Redakcyjny Alternatywnego "
                "Słownika Języka Polskiego, Marek Futrega), licencja CC BY 4.0; "
                '<a href="https://sjp.pl">sjp.pl</a>.'
            ),
            self.tr(
                "Angielskie słowa (zasady wordsmith): SCOWL (© Kevin Atkinson i współautorzy), "
                'licencja typu MIT; <a href="http://wordlist.aspell.net/">wordlist.aspell.net</a>.'
            ),
            self.tr(
                "Odmiana i rodziny wyrazów: Morfeusz 2 ze słownikiem SGJP (© IPI PAN; Zygmunt "
                "Saloni, Marcin Woliński i in.), licencja BSD (2 klauzule); "
                '<a href="https://morfeusz.sgjp.pl/">morfeusz.sgjp.pl</a>.'
            ),
            self.tr(
                "Częste słowa (łatwy komputer): dane wordfreq (© Robyn Speer), licencja "
                "CC BY-SA 4.0."
            ),
            "<b>" + self.tr("Biblioteki i czcionki") + "</b>",
            self.tr(
                "Qt 6 i PySide6 (© The Qt Company), licencja LGPL 3.0; czcionki DejaVu Sans "
                "(licencja Bitstream Vera / DejaVu); Python, NumPy, DAWG2."
            ),
            self.tr("Pełne teksty licencji: karta „Licencje” i folder {folder}.").format(
                folder=html.escape(str(licence_path("")))
            ),
        ]
        return "".join(f"<p>{paragraph}</p>" for paragraph in paragraphs)

    def _show_licence(self, item: QListWidgetItem | None) -> None:
        if item is None:
            return
        path = licence_path(item.data(FILE_ROLE))
        try:
            text = path.read_text("utf-8")
        except OSError as error:
            text = self.tr("Nie można odczytać {path}: {error}").format(path=path, error=error)
        self.licence_text.setPlainText(text)


def show_about(parent: QWidget) -> AboutDialog:
    dialog = AboutDialog(parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()
    return dialog


def add_help_menu(window: QMainWindow, before: Sequence[QAction] = ()) -> QAction:
    """The "Pomoc" menu: ``before`` (the window's rules, shortcuts and word look-up), then
    "O programie…" (every main window has it); returns that action."""
    # translate() with this module's context: the menu is the same in every window.
    menu = window.menuBar().addMenu(QCoreApplication.translate("AboutDialog", "Pomo&c"))
    for action in before:
        menu.addAction(action)
    if before:
        menu.addSeparator()
    about = QAction(QCoreApplication.translate("AboutDialog", "&O programie…"), window)
    about.setMenuRole(QAction.MenuRole.AboutRole)
    about.triggered.connect(lambda: show_about(window))
    menu.addAction(about)
    return about
