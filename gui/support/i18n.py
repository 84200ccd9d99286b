"""The interface language: which translator is installed and how engine texts are picked.

Source strings in ``gui`` are Polish; ``resources/i18n/gry_slowne_en.qm`` translates them to
English. Engine texts come as :class:`engines.core.Text` pairs and are picked with :func:`pick`.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from engines.game_info import Text
from engines.resources import resource_path

LANGUAGES = ("pl", "en")
DEFAULT_LANGUAGE = "pl"

_language = DEFAULT_LANGUAGE
#: Installed translators; kept referenced because Qt does not own them.
_translators: list[QTranslator] = []


def language() -> str:
    return _language


def pick(text: Text) -> str:
    """An engine-provided text in the interface language."""
    return text.get(_language)


def qm_path(language_code: str) -> str:
    return str(resource_path("i18n", f"gry_slowne_{language_code}.qm"))


def install(app: QCoreApplication, language_code: str) -> bool:
    """Switch the interface to ``language_code`` (before any window is made); False if the
    translation file could not be loaded (the Polish source strings show instead)."""
    global _language
    for translator in _translators:
        app.removeTranslator(translator)
    _translators.clear()
    _language = language_code if language_code in LANGUAGES else DEFAULT_LANGUAGE
    QLocale.setDefault(
        QLocale(QLocale.Language.English if _language == "en" else QLocale.Language.Polish)
    )
    ok = True
    # Qt's own strings (context menus of text fields, standard buttons) in the same language.
    qt_base = QTranslator(app)
    translations = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    if qt_base.load(f"qtbase_{_language}", translations):
        app.installTranslator(qt_base)
        _translators.append(qt_base)
    if _language != "pl":
        ours = QTranslator(app)
        ok = ours.load(qm_path(_language))
        if ok:
            app.installTranslator(ours)
            _translators.append(ours)
    return ok
