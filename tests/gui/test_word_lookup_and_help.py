"""Gra → Sprawdź słowo (Ctrl+L) and Pomoc → Zasady gry (F1), Skróty klawiszowe, and the
first-game tour line: in the launcher and in game windows, driven through the menus."""

from __future__ import annotations

from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMainWindow
from pytestqt.qtbot import QtBot

from engines.lexicon import MAX_WORD_LENGTH, lexicon_from_words
from engines.lexicon.lookup import look_up
from engines.registry import all_games
from gui.dialogs.help import HelpDialog, rules_html, tour_line
from gui.dialogs.word_lookup import WordLookupDialog
from gui.support.i18n import pick
from tests.gui.gui_test_support import Env, SeatSpec, click, select_game, start_game


def menu_action(window: QMainWindow, menu_text: str, action_text: str) -> QAction:
    menus = {action.text(): action.menu() for action in window.menuBar().actions()}
    (found,) = [a for a in menus[menu_text].actions() if a.text() == action_text]
    return found


def lookup_from(qtbot: QtBot, window: QMainWindow, word: str) -> WordLookupDialog:
    QTest.keyClick(window, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    dialog = window.findChild(WordLookupDialog)
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)
    dialog.word_edit.setText(word)
    QTest.keyClick(dialog.word_edit, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: dialog.found is not None and dialog.found.word == word, timeout=20_000)
    return dialog


def test_the_launcher_looks_up_an_allowed_polish_word(env: Env) -> None:
    select_game(env.launcher, "seven_words")
    dialog = lookup_from(env.qtbot, env.launcher, "kotami")
    text = dialog.answer.toPlainText()
    assert "KOTAMI — słowo dozwolone" in text
    assert "Forma podstawowa: kot" in text
    assert "koty" in text  # another form of the lemma
    assert "Słownik: wbudowany (sjp.pl)" in dialog.source_label.text()
    dialog.close()


def test_a_refused_word_gets_its_nearest_forms_and_they_are_links(env: Env) -> None:
    dialog = lookup_from(env.qtbot, env.launcher, "zolw")
    assert dialog.found is not None and not dialog.found.allowed
    assert dialog.found.nearest[0] == "żółw"  # only the marks missing: first
    assert "tego słowa nie ma w słowniku" in dialog.answer.toPlainText()
    dialog.answer.anchorClicked.emit(QUrl("word:żółw"))
    env.qtbot.waitUntil(lambda: dialog.found is not None and dialog.found.word == "żółw")
    assert dialog.found.allowed and dialog.word_edit.text() == "żółw"
    dialog.close()


def test_a_pasted_page_is_answered_not_a_word_in_a_line(env: Env) -> None:
    """30,000 letters pasted: the answer comes (the nearest-word walk is not started for a word
    longer than any list holds) and shows the word's first letters, not a page of them."""
    huge = "ź" * 30_000
    dialog = lookup_from(env.qtbot, env.launcher, huge)
    assert dialog.found is not None and not dialog.found.allowed
    text = dialog.answer.toPlainText()
    assert text.startswith("Ź" * MAX_WORD_LENGTH + "… — tego słowa nie ma w słowniku")
    assert len(text) < 200
    dialog.close()


def test_a_game_window_looks_up_in_its_game_s_language(env: Env) -> None:
    window = start_game(
        env, [SeatSpec("Ala"), SeatSpec("Ola")], seed=1, game="crossword", rules="wordsmith"
    )
    menu_action(window, "&Gra", "Sprawdź s&łowo…").trigger()
    dialog = window.findChild(WordLookupDialog)
    assert dialog is not None and dialog.lang == "en"
    dialog.word_edit.setText("catt")
    click(dialog.check_button)
    env.qtbot.waitUntil(lambda: dialog.found is not None, timeout=20_000)
    assert dialog.found is not None and "cat" in dialog.found.nearest
    assert "SCOWL" in dialog.source_label.text()
    dialog.close()


def test_nearest_words_are_one_edit_away_first() -> None:
    small = lexicon_from_words(["kot", "kota", "koty", "kit", "lot", "krot"])
    found = look_up("kto", small, with_morphology=False)
    assert found.nearest == ("kot",)  # a swap of two neighbours
    assert look_up("kotyx", small, with_morphology=False).nearest == ("koty",)
    assert look_up("ot", small, with_morphology=False).nearest == ("kot", "lot")
    assert look_up("kot", small, with_morphology=False).nearest == ()


def test_the_rules_page_of_an_open_game_shows_its_options_and_tiles(env: Env) -> None:
    window = start_game(
        env, [SeatSpec("Ala"), SeatSpec("Ola")], seed=1, game="crossword", rules="jawa"
    )
    QTest.keyClick(window, Qt.Key.Key_F1)
    dialog = window.findChild(HelpDialog)
    assert dialog is not None
    env.qtbot.waitUntil(dialog.isVisible)
    text = dialog.rules_text.toPlainText()
    assert "Opcje w tej grze" in text
    assert "+40 pkt" in text  # the jawa bingo, from the rule set
    assert "+25 pkt" not in text  # only the rule set being played: not the wordsmith bingo
    assert "Ź" in text and "razem 100" in text  # the Polish tile set, from resources/tiles
    dialog.game_box.setCurrentIndex(dialog.game_box.findData("seven_words"))
    seven = dialog.rules_text.toPlainText()
    assert "LUMPENPROLETARIAT" in seven and "= 26 pkt" in seven  # computed by score_word
    dialog.close()


def test_the_launcher_opens_the_rules_and_the_shortcuts(env: Env) -> None:
    select_game(env.launcher, "puzzle")
    click(env.launcher.rules_button)
    dialog = env.launcher.help_dialog
    assert dialog is not None and dialog.game_id == "puzzle"
    assert "GRA III" in dialog.rules_text.toPlainText()
    dialog.close()
    menu_action(env.launcher, "Pomo&c", "&Skróty klawiszowe…").trigger()
    dialog = env.launcher.help_dialog
    assert dialog is not None and dialog.tabs.currentIndex() == 1
    assert "Ctrl+L" in dialog.shortcuts_text.toPlainText()
    dialog.close()


def test_the_game_menu_has_lookup_and_rules(env: Env) -> None:
    window = start_game(env, [SeatSpec("Ala"), SeatSpec("Ola")], seed=1, game="puzzle")
    menus = {action.text(): action.menu() for action in window.menuBar().actions()}
    texts = [a.text() for a in menus["&Gra"].actions() if a.isVisible() and not a.isSeparator()]
    assert texts == [
        "&Nowa gra…",
        "Sprawdź s&łowo…",
        "&Zasady gry…",
        "S&tatystyki…",
        "Zamknij &okno",
    ]
    stats = next(a for a in menus["&Gra"].actions() if a.text() == "S&tatystyki…")
    stats.trigger()
    assert env.launcher.stats_window is not None and env.launcher.stats_window.isVisible()
    env.launcher.stats_window.close()


def test_the_tour_line_shows_until_closed_for_good(env: Env) -> None:
    window = start_game(env, [SeatSpec("Ala"), SeatSpec("Ola")], seed=1, game="puzzle")
    assert window.tour.isVisible() and "F1" in window.tour_label.text()
    (hide,) = [b for b in window.tour.findChildren(type(env.launcher.rules_button))]
    click(hide)
    assert not window.tour.isVisible()
    window.close()
    again = start_game(env, [SeatSpec("Ala"), SeatSpec("Ola")], seed=2, game="puzzle")
    assert not again.tour.isVisible()


def test_every_game_has_a_rules_page() -> None:
    for game in all_games():
        page = rules_html(game.info.id)
        for rule_set in game.info.rule_sets:
            assert pick(rule_set.name) in page
        assert "razem" in page  # its tile set or cards, from resources/tiles


def test_every_rule_set_of_the_puzzles_has_its_own_tour_line(qtbot: QtBot) -> None:
    lines = {rules: tour_line("puzzle", rules) for rules in ("gra1", "gra2", "gra3")}
    assert len(set(lines.values())) == 3
    assert "stół" in lines["gra1"] and "krzyżówkę" in lines["gra2"]
    assert "najdłuższe" in lines["gra3"]
