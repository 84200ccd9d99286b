"""Translations: the .qm matches the .ts, every interface string has an English translation
with the same placeholders, and every refusal reason has a sentence."""

from __future__ import annotations

import ast
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from engines.core import Reason
from gui.shell.launcher import Launcher
from gui.support import i18n
from gui.support.i18n_update import QM, TS
from gui.support.reasons import SENTENCES
from gui.support.settings import Preferences

GUI = Path(__file__).resolve().parents[2] / "gui"
PLACEHOLDER = re.compile(r"\{\w*\}")


def lrelease() -> str:
    candidate = Path(sys.executable).parent / "pyside6-lrelease"
    found = str(candidate) if candidate.exists() else shutil.which("pyside6-lrelease")
    if found is None:
        pytest.skip("pyside6-lrelease is not installed")
    return found


def translations() -> dict[tuple[str, str], tuple[str, str | None]]:
    """(context, source) → (translation, its type attribute) from the .ts."""
    found: dict[tuple[str, str], tuple[str, str | None]] = {}
    for context in ET.parse(TS).getroot().iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None
            found[(name, message.findtext("source", ""))] = (
                translation.text or "",
                translation.get("type"),
            )
    return found


def source_strings() -> set[tuple[str, str]]:
    """Every literal passed to ``self.tr``, ``translate`` or ``QT_TRANSLATE_NOOP`` in gui/."""
    found: set[tuple[str, str]] = set()
    for path in GUI.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for cls in [None, *[n for n in ast.walk(tree) if isinstance(n, ast.ClassDef)]]:
            nodes = ast.walk(cls) if cls is not None else ast.walk(tree)
            for node in nodes:
                if not isinstance(node, ast.Call):
                    continue
                func = node.func
                name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
                args = [
                    a.value
                    for a in node.args
                    if isinstance(a, ast.Constant) and isinstance(a.value, str)
                ]
                if name == "tr" and cls is not None and args:
                    found.add((cls.name, args[0]))
                elif name in ("translate", "QT_TRANSLATE_NOOP") and len(args) >= 2:
                    found.add((args[0], args[1]))
    return found


def test_the_qm_is_compiled_from_the_current_ts(tmp_path: Path) -> None:
    fresh = tmp_path / "fresh.qm"
    subprocess.run([lrelease(), str(TS), "-qm", str(fresh)], check=True, capture_output=True)
    assert fresh.read_bytes() == QM.read_bytes(), "run: python -m gui.support.i18n_update --release"


def test_every_interface_string_has_an_english_translation() -> None:
    known = translations()
    strings = source_strings()
    assert len(strings) > 100  # the scan works
    missing = sorted(s for s in strings if s not in known)
    assert missing == [], "run: python -m gui.support.i18n_update, then translate"
    unfinished = sorted(s for s in strings if not known[s][0] or known[s][1] is not None)
    assert unfinished == []


def test_translations_keep_the_placeholders() -> None:
    for (context, source), (translation, _kind) in translations().items():
        assert sorted(PLACEHOLDER.findall(source)) == sorted(PLACEHOLDER.findall(translation)), (
            context,
            source,
        )


def test_every_reason_has_a_sentence() -> None:
    assert set(SENTENCES) == set(Reason)


def test_the_english_interface(qtbot: QtBot, qapp: QApplication, tmp_path: Path) -> None:
    try:
        assert i18n.install(qapp, "en")
        launcher = Launcher(None, Preferences(tmp_path / "settings.ini"))
        qtbot.addWidget(launcher)
        assert launcher.new_game_button.text() == "&New game…"
        assert launcher.games_list.item(0).text() == "Letter puzzles"
    finally:
        i18n.install(qapp, "pl")
