"""The preferences dialog: interface language, how words are checked, the look, the computer
players (a human pace, the master's time to think) and the dictionary:
which word list each language's new games use, installing a player's own list (in a worker,
with progress, cancellable) and removing one. Installing and removing take effect at once;
the choice of list is saved with OK."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, Slot
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLayout,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from engines.lexicon import shipped_lexicon
from engines.lexicon.wordlists import (
    InstalledList,
    WordListError,
    WordLists,
    default_word_lists,
)
from gui.support import i18n
from gui.support.appearance import QUIET_STYLE, apply_appearance
from gui.support.settings import (
    FONT_SIZES,
    THEMES,
    THINK_SECONDS_RANGE,
    WORD_CHECKING,
    Preferences,
)
from gui.support.word_lists import (
    LANGUAGES,
    chosen_list,
    describe,
    explain_error,
    language_name,
    shipped_name,
)
from gui.support.workers import Task, start_task
from gui.widgets import dialogs

#: Characters a list's name may not have, replaced when it is made from a file name.
_NOT_IN_NAME = re.compile(r"[^\w .+-]")
_NAME_ROLE = Qt.ItemDataRole.UserRole


class PreferencesDialog(QDialog):
    def __init__(
        self,
        preferences: Preferences,
        parent: QWidget | None = None,
        *,
        word_lists: WordLists | None = None,
    ) -> None:
        super().__init__(parent)
        self._preferences = preferences
        self._lists = word_lists or default_word_lists()
        self._install_task: Task | None = None
        self.file_dialog: QFileDialog | None = None
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
        checking_note.setStyleSheet(QUIET_STYLE)  # an explanation, not a setting
        # Qt's own OK and Anuluj (Enter and Esc), in the interface language.
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setDefault(True)
        buttons.accepted.connect(self._on_accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        # The dialog grows with what appears in it (the restart note), never clipping the
        # wrapped texts (issue #12, defect 1).
        layout.setSizeConstraint(QLayout.SizeConstraint.SetMinimumSize)
        layout.setContentsMargins(18, 18, 18, 18)
        layout.setSpacing(12)
        layout.addLayout(form)
        layout.addWidget(checking_note)
        layout.addWidget(self.restart_note)
        # Side by side: one above the other the dialog outgrew a 1024×768 screen.
        groups = QHBoxLayout()
        groups.addWidget(self._build_look())
        groups.addWidget(self._build_computer())
        layout.addLayout(groups)
        layout.addWidget(self._build_dictionary())
        layout.addStretch(1)
        layout.addWidget(buttons)
        self.setMinimumWidth(640)
        self._refresh_lists()

    # -- look and feel ----------------------------------------------------------------------
    def _build_look(self) -> QGroupBox:
        box = QGroupBox(self.tr("Wygląd i dźwięk"))
        preferences = self._preferences
        self.theme_combo = QComboBox()
        themes = {
            "system": self.tr("systemowy"),
            "light": self.tr("jasny"),
            "dark": self.tr("ciemny"),
        }
        for code in THEMES:
            self.theme_combo.addItem(themes[code], code)
        self.theme_combo.setCurrentIndex(self.theme_combo.findData(preferences.theme))
        self.font_combo = QComboBox()
        for size in FONT_SIZES:
            self.font_combo.addItem(
                self.tr("systemowa") if size == 0 else self.tr("{n} pt").format(n=size), size
            )
        self.font_combo.setCurrentIndex(self.font_combo.findData(preferences.font_size))
        self.sound_check = QCheckBox(
            self.tr("Dźwięki (płytka, zmiana tury, ostatnie sekundy, klepsydra)")
        )
        self.sound_check.setChecked(preferences.sound)
        self.motion_check = QCheckBox(self.tr("Ogranicz animacje"))
        self.motion_check.setChecked(preferences.reduce_motion)
        form = QFormLayout(box)
        form.addRow(self.tr("&Motyw:"), self.theme_combo)
        form.addRow(self.tr("&Czcionka:"), self.font_combo)
        form.addRow(self.sound_check)
        form.addRow(self.motion_check)
        return box

    # -- computer players -------------------------------------------------------------------
    def _build_computer(self) -> QGroupBox:
        box = QGroupBox(self.tr("Komputer"))
        preferences = self._preferences
        self.pace_check = QCheckBox(self.tr("Łatwy i średni myślą jak człowiek (1–3 s)"))
        self.pace_check.setChecked(preferences.human_pace)
        self.think_spin = QDoubleSpinBox()
        low, high = THINK_SECONDS_RANGE
        self.think_spin.setRange(low, high)
        self.think_spin.setSingleStep(0.5)
        self.think_spin.setDecimals(1)
        self.think_spin.setSuffix(self.tr(" s"))
        self.think_spin.setValue(preferences.think_seconds)
        think_note = QLabel(
            self.tr(
                "Tyle myśli mistrz (gra w krzyżówkę) nad ruchem na szybkim komputerze; "
                "dłużej: gra mocniej. Wolniejszy lub zajęty komputer myśli dłużej, ale "
                "wybiera te same ruchy."
            )
        )
        think_note.setWordWrap(True)
        think_note.setStyleSheet(QUIET_STYLE)  # an explanation, not a setting
        form = QFormLayout(box)
        form.addRow(self.pace_check)
        form.addRow(self.tr("Czas namysłu m&istrza:"), self.think_spin)
        form.addRow(think_note)
        return box

    # -- the dictionary ---------------------------------------------------------------------
    def _build_dictionary(self) -> QGroupBox:
        box = QGroupBox(self.tr("Słownik"))
        form = QFormLayout()
        # Per language: the list its new games use (data: the name, "" for the shipped one).
        self.list_combos: dict[str, QComboBox] = {}
        labels = {"pl": self.tr("Gry po &polsku:"), "en": self.tr("Gry po &angielsku:")}
        for lang in LANGUAGES:
            combo = QComboBox()
            self.list_combos[lang] = combo
            form.addRow(labels[lang], combo)

        self.installed_list = QListWidget()
        self.installed_list.setMaximumHeight(110)
        self.remove_button = QPushButton(self.tr("&Usuń listę"))
        self.remove_button.clicked.connect(self.remove_selected)
        self.installed_list.currentItemChanged.connect(
            lambda *_: self.remove_button.setEnabled(self.installed_list.currentItem() is not None)
        )
        installed_row = QHBoxLayout()
        installed_row.addWidget(self.installed_list, 1)
        installed_row.addWidget(self.remove_button)
        installed_label = QLabel(self.tr("Zainstalowane &listy:"))
        installed_label.setBuddy(self.installed_list)
        form.addRow(installed_label, installed_row)

        self.file_edit = QLineEdit()
        self.browse_button = QPushButton(self.tr("&Wybierz…"))
        self.browse_button.clicked.connect(self.choose_file)
        file_row = QHBoxLayout()
        file_row.addWidget(self.file_edit, 1)
        file_row.addWidget(self.browse_button)
        self.name_edit = QLineEdit()
        self.install_lang_combo = QComboBox()
        for lang in LANGUAGES:
            self.install_lang_combo.addItem(language_name(lang), lang)
        self.install_button = QPushButton(self.tr("&Zainstaluj"))
        self.install_button.clicked.connect(self.install)
        self.cancel_install_button = QPushButton(self.tr("P&rzerwij"))
        self.cancel_install_button.clicked.connect(self.cancel_install)
        self.cancel_install_button.setEnabled(False)
        self.install_progress = QProgressBar()
        self.install_progress.setRange(0, 100)
        self.install_progress.setVisible(False)
        install_row = QHBoxLayout()
        install_row.addWidget(self.install_lang_combo)
        install_row.addWidget(self.install_button)
        install_row.addWidget(self.cancel_install_button)
        install_row.addWidget(self.install_progress, 1)
        file_label = QLabel(self.tr("Nowa lista — pli&k:"))
        file_label.setBuddy(self.file_edit)
        form.addRow(file_label, file_row)
        form.addRow(self.tr("&Nazwa listy:"), self.name_edit)
        language_label = QLabel(self.tr("Język lis&ty:"))
        language_label.setBuddy(self.install_lang_combo)
        form.addRow(language_label, install_row)
        self.install_status = QLabel()
        self.install_status.setWordWrap(True)
        # What the built-in Polish list is, how it stands to the tournament list (the figures
        # of docs/lexicon.md, tools/compare_lexicon.py), and where sjp.pl's game list comes from.
        count = f"{len(shipped_lexicon('pl')):,}".replace(",", "\u00a0")
        self.dictionary_note = QLabel(
            self.tr(
                "Wbudowany (sjp.pl): lista pisowni sjp.pl oczyszczona do gier, słów: {count}. "
                "Przyjmuje ok. 99,7\u00a0% form oficjalnej listy turniejowej (OSPS) i ma ok. "
                "1,5\u00a0mln form, których ta nie ma (połowa z nich to słowa dłuższe niż 15 "
                "liter). Lista słów to plik UTF-8, jedno słowo w wierszu; listę dopuszczalnych "
                "w grach (slowa.txt) można pobrać ze strony sjp.pl, zgodnie z jej licencją."
            ).format(count=count)
        )
        self.dictionary_note.setWordWrap(True)
        self.dictionary_note.setStyleSheet(QUIET_STYLE)  # an explanation, not a setting
        layout = QVBoxLayout(box)
        layout.addLayout(form)
        layout.addWidget(self.install_status)
        layout.addWidget(self.dictionary_note)
        return box

    def _refresh_lists(self) -> None:
        """Fill the combos and the list of installed lists from the folder."""
        installed = self._lists.installed()
        for lang, combo in self.list_combos.items():
            current = combo.currentData() if combo.count() else None
            if current is None:
                chosen = chosen_list(self._preferences, self._lists, lang)
                current = chosen.name if chosen is not None else ""
            combo.clear()
            combo.addItem(shipped_name(lang), "")
            for listed in installed:
                if listed.lang == lang:
                    combo.addItem(describe(listed), listed.name)
            combo.setCurrentIndex(max(0, combo.findData(current)))
        self.installed_list.clear()
        for listed in installed:
            item = QListWidgetItem(f"{describe(listed)} — {language_name(listed.lang)}")
            item.setData(_NAME_ROLE, listed.name)
            self.installed_list.addItem(item)
        self.remove_button.setEnabled(False)

    def choose_file(self) -> QFileDialog:
        dialog = QFileDialog(self, self.tr("Wybierz listę słów"))
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
        dialog.setNameFilters([self.tr("Listy słów (*.txt)"), self.tr("Wszystkie pliki (*)")])
        dialog.fileSelected.connect(self.set_file)
        self.file_dialog = dialog
        dialog.open()
        return dialog

    @Slot(str)
    def set_file(self, path: str) -> None:
        self.file_edit.setText(path)
        if not self.name_edit.text().strip():
            self.name_edit.setText(_NOT_IN_NAME.sub("-", Path(path).stem).strip(" .-_")[:64])

    def install(self) -> None:
        """Install the file as a list, in a worker (progress below, cancellable)."""
        if self._install_task is not None:
            return
        path = self.file_edit.text().strip()
        if not path:
            self.install_status.setText(self.tr("Wybierz plik z listą słów."))
            return
        lists = self._lists
        source, name = Path(path), self.name_edit.text().strip()
        lang = str(self.install_lang_combo.currentData())

        def work(should_stop: Callable[[], bool], progress: Callable[[float], None]) -> Any:
            try:
                return lists.install(source, lang, name, progress, should_stop)
            except WordListError as error:
                return error

        self.install_status.setText(self.tr("Instalowanie listy „{name}”…").format(name=name))
        self.install_progress.setValue(0)
        self.install_progress.setVisible(True)
        self._set_installing(True)
        self._install_task = start_task(
            work,
            self._on_installed,
            self._on_install_failed,
            lambda fraction: self.install_progress.setValue(round(fraction * 100)),
        )

    def cancel_install(self) -> None:
        task, self._install_task = self._install_task, None
        if task is None:
            return
        task.cancel()
        for signal in (task.signals.done, task.signals.failed, task.signals.progress):
            signal.disconnect()
        self._set_installing(False)
        self.install_status.setText(self.tr("Przerwano: nic nie zainstalowano."))

    @property
    def is_installing(self) -> bool:
        return self._install_task is not None

    def _set_installing(self, on: bool) -> None:
        self.install_button.setEnabled(not on)
        self.cancel_install_button.setEnabled(on)
        self.install_progress.setVisible(on)

    @Slot(object)
    def _on_installed(self, result: Any) -> None:
        self._install_task = None
        self._set_installing(False)
        if isinstance(result, WordListError):
            self.install_status.setText(explain_error(result))
            return
        assert isinstance(result, InstalledList)
        self.install_status.setText(
            self.tr("Zainstalowano listę {list}.").format(list=describe(result))
        )
        self.file_edit.clear()
        self.name_edit.clear()
        self._refresh_lists()
        # A list just installed is meant to be used: chosen for its language (OK saves it).
        combo = self.list_combos[result.lang]
        combo.setCurrentIndex(max(0, combo.findData(result.name)))

    @Slot(str)
    def _on_install_failed(self, message: str) -> None:
        self._install_task = None
        self._set_installing(False)
        self.install_status.setText(
            self.tr("Nie udało się zainstalować listy: {error}").format(error=message)
        )

    def remove_selected(self) -> None:
        item = self.installed_list.currentItem()
        if item is None:
            return
        name = str(item.data(_NAME_ROLE))
        if not dialogs.confirm(
            self,
            self.tr("Usunąć listę słów?"),
            self.tr(
                "Usunąć listę „{name}”? Zapisanych gier z tą listą nie da się potem dokończyć z "
                "nią (można je dokończyć z wbudowanym słownikiem)."
            ).format(name=name),
            self.tr("&Usuń"),
        ):
            return
        try:
            self._lists.remove(name)
        except (WordListError, OSError) as error:
            self.install_status.setText(str(error))
        self._refresh_lists()

    def done(self, result: int) -> None:
        self.cancel_install()
        super().done(result)

    def _on_language_changed(self) -> None:
        self.restart_note.setVisible(self.language_combo.currentData() != i18n.language())

    def _on_accept(self) -> None:
        self._preferences.language = str(self.language_combo.currentData())
        self._preferences.word_checking = str(self.checking_combo.currentData())
        for lang, combo in self.list_combos.items():
            self._preferences.set_word_list(lang, str(combo.currentData() or ""))
        self._preferences.theme = str(self.theme_combo.currentData())
        self._preferences.font_size = int(self.font_combo.currentData())
        self._preferences.sound = self.sound_check.isChecked()
        self._preferences.reduce_motion = self.motion_check.isChecked()
        self._preferences.human_pace = self.pace_check.isChecked()
        self._preferences.think_seconds = self.think_spin.value()
        self._preferences.sync()
        app = QApplication.instance()
        if isinstance(app, QApplication):
            apply_appearance(app, self._preferences)
        self.accept()
