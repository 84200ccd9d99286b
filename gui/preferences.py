"""The preferences dialog: interface language and how words are checked."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from gui import i18n
from gui.settings import WORD_CHECKING, Preferences


class PreferencesDialog(QDialog):
    def __init__(self, preferences: Preferences, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._preferences = preferences
        self.setWindowTitle(self.tr("Ustawienia"))
        self.language_combo = QComboBox()
        # Each language is named in itself, so it can be found whatever the current one is.
        self.language_combo.addItem("Polski", "pl")
        self.language_combo.addItem("English", "en")
        self.language_combo.setCurrentIndex(self.language_combo.findData(preferences.language))
        self.checking_combo = QComboBox()
        labels = {
            "auto": self.tr("automatyczne"),
            "challenge": self.tr("zgłaszanie (sprawdzenie na wezwanie)"),
        }
        for code in WORD_CHECKING:
            self.checking_combo.addItem(labels[code], code)
        self.checking_combo.setCurrentIndex(self.checking_combo.findData(preferences.word_checking))
        form = QFormLayout()
        form.addRow(self.tr("&Język:"), self.language_combo)
        form.addRow(self.tr("&Sprawdzanie słów:"), self.checking_combo)
        self.restart_note = QLabel(
            self.tr("Nowy język będzie widoczny po ponownym uruchomieniu programu.")
        )
        self.restart_note.setWordWrap(True)
        self.restart_note.setVisible(False)
        self.language_combo.currentIndexChanged.connect(self._on_language_changed)
        checking_note = QLabel(
            self.tr(
                "Automatyczne: słowa spoza słownika są od razu odrzucane. Zgłaszanie: słowo "
                "zostaje na stole, a pozostali gracze mogą zażądać sprawdzenia (w grach, które "
                "to przewidują)."
            )
        )
        checking_note.setWordWrap(True)
        checking_note.setStyleSheet("color: #6b6256;")  # an explanation, not a setting
        buttons = QDialogButtonBox()
        buttons.addButton(self.tr("OK"), QDialogButtonBox.ButtonRole.AcceptRole).setDefault(True)
        buttons.addButton(self.tr("Anuluj"), QDialogButtonBox.ButtonRole.RejectRole)
        buttons.accepted.connect(self._on_accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(18, 18, 18, 18)
        layout.setSpacing(12)
        layout.addLayout(form)
        layout.addWidget(checking_note)
        layout.addWidget(self.restart_note)
        layout.addStretch(1)
        layout.addWidget(buttons)
        self.setMinimumWidth(540)

    def _on_language_changed(self) -> None:
        self.restart_note.setVisible(self.language_combo.currentData() != i18n.language())

    def _on_accept(self) -> None:
        self._preferences.language = str(self.language_combo.currentData())
        self._preferences.word_checking = str(self.checking_combo.currentData())
        self._preferences.sync()
        self.accept()
