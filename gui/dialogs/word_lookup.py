"""Gra → Sprawdź słowo (Ctrl+L, in the launcher and every game window): is a word allowed in
the lexicon the games use now, its lemmas, other forms and family roots (Polish: Morfeusz2 and
the 7 słów family rule), and for a refused word the nearest allowed ones, each a link that looks
it up in turn. The lexicon is named (shipped or the player's own list); the look-up runs in a
worker, as loading a lexicon the first time takes a moment."""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt, QUrl, Slot
from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

# The lexicon and the word lists are imported when a word is looked up: the launcher imports
# this module (its shortcut) at start-up.
if TYPE_CHECKING:
    from engines.lexicon.lookup import WordLookup
    from gui.support.workers import Task

#: Ctrl+L in every window: "look up".
LOOKUP_SHORTCUT = QKeySequence("Ctrl+L")
_WORD_SCHEME = "word"


def _look_up(word: str, lang: str) -> WordLookup:
    from engines.lexicon import load_lexicon
    from engines.lexicon.lookup import look_up
    from engines.seven_words.families import word_families

    lexicon = load_lexicon(lang)
    families = word_families() if lang == "pl" else None
    return look_up(word, lexicon, families=families)


class WordLookupDialog(QDialog):
    def __init__(self, lang: str = "pl", word: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Sprawdź słowo"))
        self.resize(560, 460)
        self._task: Task | None = None
        self.found: WordLookup | None = None

        self.word_edit = QLineEdit(word)
        self.word_edit.setPlaceholderText(self.tr("słowo"))
        self.language_box = QComboBox()
        from gui.support.word_lists import LANGUAGES, language_name

        for code in LANGUAGES:
            self.language_box.addItem(language_name(code), code)
        self.language_box.setCurrentIndex(max(0, self.language_box.findData(lang)))
        self.language_box.currentIndexChanged.connect(lambda _index: self.check())
        self.check_button = QPushButton(self.tr("&Sprawdź"))
        self.check_button.setAutoDefault(False)
        self.check_button.clicked.connect(self.check)
        row = QHBoxLayout()
        row.addWidget(self.word_edit, 1)
        row.addWidget(self.language_box)
        row.addWidget(self.check_button)

        self.source_label = QLabel()
        self.source_label.setWordWrap(True)
        self.answer = QTextBrowser()
        self.answer.setOpenLinks(False)
        self.answer.anchorClicked.connect(self._on_link)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addLayout(row)
        layout.addWidget(self.source_label)
        layout.addWidget(self.answer, 1)
        layout.addWidget(buttons)
        self._show_source()
        if word:
            self.check()

    @property
    def lang(self) -> str:
        return str(self.language_box.currentData())

    def _show_source(self) -> None:
        from engines.lexicon.wordlists import word_list_in_use
        from gui.support.word_lists import describe_ref

        self.source_label.setText(
            self.tr("Słownik: {name}").format(
                name=describe_ref(self.lang, word_list_in_use(self.lang))
            )
        )

    @Slot()
    def check(self) -> None:
        """Look the typed word up (in a worker); the answer replaces the last one."""
        self._show_source()
        word = self.word_edit.text().strip().lower()
        if self._task is not None:
            self._task.cancel()
            self._task = None
        if not word:
            self.answer.clear()
            return
        self.answer.setHtml(html.escape(self.tr("Sprawdzam…")))
        lang = self.lang

        def work(should_stop: Callable[[], bool], progress: Callable[[float], None]) -> Any:
            return _look_up(word, lang)

        from gui.support.workers import start_task

        self._task = start_task(work, self._on_result, self._on_failed)

    def look_up_word(self, word: str) -> None:
        self.word_edit.setText(word)
        self.check()

    @Slot(object)
    def _on_result(self, found: WordLookup) -> None:
        self._task = None
        self.found = found
        self.answer.setHtml(self.answer_html(found))

    @Slot(str)
    def _on_failed(self, message: str) -> None:
        self._task = None
        self.answer.setPlainText(
            self.tr("Nie udało się sprawdzić słowa:\n{error}").format(error=message)
        )

    def answer_html(self, found: WordLookup) -> str:
        from engines.lexicon import MAX_WORD_LENGTH

        # A pasted page is no word: its first letters are enough to say so.
        shown = found.word
        if len(shown) > MAX_WORD_LENGTH:
            shown = shown[:MAX_WORD_LENGTH] + "…"
        word = html.escape(shown.upper())
        if found.allowed:
            head = self.tr("<b>{word}</b> — słowo dozwolone").format(word=word)
            colour = "#1b7f2a"
        else:
            head = self.tr("<b>{word}</b> — tego słowa nie ma w słowniku").format(word=word)
            colour = "#b3261e"
        parts = [f"<p style='font-size:14pt; color:{colour}'>{head}</p>"]

        def links(words: tuple[str, ...]) -> str:
            return ", ".join(
                f"<a href='{_WORD_SCHEME}:{html.escape(each)}'>{html.escape(each)}</a>"
                for each in words
            )

        if found.nearest:
            parts.append(
                "<p>"
                + self.tr("Najbliższe dozwolone: {words}").format(words=links(found.nearest))
                + "</p>"
            )
        if found.lemmas:
            parts.append(
                "<p>"
                + self.tr("Forma podstawowa: {lemmas}").format(lemmas=links(found.lemmas))
                + "</p>"
            )
        if found.forms:
            parts.append(
                "<p>"
                + self.tr("Inne formy w słowniku: {forms}").format(forms=links(found.forms))
                + "</p>"
            )
        if found.family_roots:
            parts.append(
                "<p>"
                + self.tr(
                    "Rdzeń rodziny wyrazów (7 słów: słowa o wspólnym rdzeniu to jedna rodzina): "
                    "{roots}"
                ).format(roots=html.escape(", ".join(found.family_roots)))
                + "</p>"
            )
        return "".join(parts)

    @Slot(QUrl)
    def _on_link(self, url: QUrl) -> None:
        if url.scheme() == _WORD_SCHEME:
            self.look_up_word(url.path())

    def keyPressEvent(self, event: QKeyEvent) -> None:
        # Enter looks the word up; a dialog would take it for its default button (Close).
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.check()
            return
        super().keyPressEvent(event)

    def done(self, result: int) -> None:
        if self._task is not None:
            self._task.cancel()
            self._task = None
        super().done(result)


def show_word_lookup(parent: QWidget, lang: str = "pl", word: str = "") -> WordLookupDialog:
    dialog = WordLookupDialog(lang, word, parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()
    return dialog
