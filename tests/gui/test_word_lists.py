"""Players' own word lists through the real widgets: Ustawienia → Słownik installs a list (in a
worker, cancellable), the new-game dialog shows it, a game plays a word only that list holds,
a saved game resumes with it, and a missing list is said clearly with the shipped one offered."""

from __future__ import annotations

from pathlib import Path

import pytest
from gui_test_support import (
    Env,
    SeatSpec,
    click,
    first_racks,
    game_id_of,
    pass_privacy,
    screen_of,
    select_game,
    session_of,
    start_game,
    state_of,
    submit_typed,
)
from PySide6.QtCore import QStandardPaths, QThreadPool
from PySide6.QtWidgets import QApplication

from engines.core import PlayerId, Setup
from engines.data_dir import APP_NAME, default_data_dir
from engines.lexicon import load_lexicon, shipped_lexicon
from engines.lexicon.wordlists import WordLists
from engines.puzzle.gra3 import SubmitWord
from engines.records.record import Move
from engines.records.store import Seat
from engines.tiles import BLANK
from gui.shell.preferences import PreferencesDialog
from gui.widgets import dialogs

TWO_HUMANS = [SeatSpec("Ala"), SeatSpec("Ola")]


def seed_with_a_made_up_word() -> tuple[int, str]:
    """A seed whose first rack (no blank) spells, in its first five tiles, no shipped word."""
    for seed in range(1, 200):
        rack = first_racks(seed, 2)[0]
        if BLANK in rack:
            continue
        word = "".join(rack[:5])
        if word not in shipped_lexicon("pl") and set(word) & set("ąćęłńóśźż"):
            return seed, word
    raise AssertionError("no seed found")


def open_preferences(env: Env) -> PreferencesDialog:
    click(env.launcher.settings_button)
    dialog = env.launcher.preferences_dialog
    assert dialog is not None and dialog.isVisible()
    return dialog


def install_through_dialog(env: Env, dialog: PreferencesDialog, path: Path, name: str) -> None:
    dialog.set_file(str(path))  # what the file dialog's "Open" does
    dialog.name_edit.setText(name)
    dialog.install_lang_combo.setCurrentIndex(dialog.install_lang_combo.findData("pl"))
    click(dialog.install_button)
    env.qtbot.waitUntil(lambda: not dialog.is_installing, timeout=15_000)


def test_install_a_list_choose_it_and_play_a_word_only_it_holds(env: Env) -> None:
    seed, word = seed_with_a_made_up_word()
    source = env.data_dir / "moje słowa.txt"
    source.write_bytes(
        ("\ufeff" + "\r\n".join([word.upper(), "", "Kot", "pies"]) + "\r\n").encode()
    )

    dialog = open_preferences(env)
    dialog.choose_file()
    assert dialog.file_dialog is not None and dialog.file_dialog.isVisible()
    dialog.file_dialog.reject()
    install_through_dialog(env, dialog, source, "moja lista")
    assert "Zainstalowano listę moja lista (3 słowa)" in dialog.install_status.text()
    assert dialog.list_combos["pl"].currentData() == "moja lista"  # chosen at once
    assert dialog.installed_list.count() == 1
    click(dialog.ok_button)
    assert env.launcher.preferences.word_list("pl") == "moja lista"

    # The new-game dialog says which list the game uses.
    select_game(env.launcher, "puzzle")
    click(env.launcher.new_game_button)
    new_game = env.launcher.new_game_dialog
    assert new_game is not None
    assert new_game.word_list_label.text() == "moja lista (3 słowa)"
    new_game.reject()

    window = start_game(env, TWO_HUMANS, seed, game="puzzle")
    session = session_of(window)
    assert session.setup.word_list is not None and session.setup.word_list.name == "moja lista"
    assert load_lexicon("pl") is not shipped_lexicon("pl")
    assert window.word_list_label.text() == "Lista słów: moja lista"
    pass_privacy(env.qtbot, window, "Ala")
    submit_typed(screen_of(window), word)
    submission = state_of(window).submissions[0]
    assert submission is not None and submission.word == word
    saved = env.store.get(game_id_of(window))
    assert saved.setup.word_list == session.setup.word_list


def test_a_bad_file_installs_nothing_and_says_why(env: Env) -> None:
    source = env.data_dir / "zła.txt"
    source.write_bytes("kot\npies\nkö\n".encode())
    dialog = open_preferences(env)
    install_through_dialog(env, dialog, source, "zła")
    assert dialog.install_status.text() == (
        "Plik zła.txt, wiersz 3: znak „ö” nie jest literą tego alfabetu. Nic nie zainstalowano."
    )
    assert WordLists.in_data_dir(env.data_dir).installed() == []
    assert dialog.list_combos["pl"].count() == 1  # only the shipped lexicon


def test_the_dictionary_box_says_what_the_built_in_list_is(env: Env) -> None:
    text = open_preferences(env).dictionary_note.text()
    count = f"{len(shipped_lexicon('pl')):,}".replace(",", "\u00a0")
    assert "lista pisowni sjp.pl oczyszczona do gier" in text and count in text
    assert "slowa.txt" in text  # where sjp.pl's own list of words allowed in games comes from
    # How it stands to the tournament list (issue #41; docs/lexicon.md has the measurement).
    assert "99,7\u00a0% form oficjalnej listy turniejowej (OSPS)" in text


def test_an_install_can_be_cancelled(env: Env) -> None:
    source = env.data_dir / "duża.txt"
    words = list(shipped_lexicon("pl").words("prze"))
    source.write_text("\n".join(words), encoding="utf-8")
    dialog = open_preferences(env)
    dialog.set_file(str(source))
    click(dialog.install_button)
    assert dialog.is_installing and dialog.cancel_install_button.isEnabled()
    click(dialog.cancel_install_button)
    assert not dialog.is_installing
    assert dialog.install_status.text() == "Przerwano: nic nie zainstalowano."
    assert QThreadPool.globalInstance().waitForDone(15_000)
    folder = env.data_dir / "lexicons"
    assert not folder.exists() or list(folder.iterdir()) == []


def test_removing_a_list_asks_first(env: Env, monkeypatch: pytest.MonkeyPatch) -> None:
    source = env.data_dir / "a.txt"
    source.write_text("kot\n", encoding="utf-8")
    WordLists.in_data_dir(env.data_dir).install(source, "pl", "mała")
    env.launcher.preferences.set_word_list("pl", "mała")
    dialog = open_preferences(env)
    assert dialog.list_combos["pl"].currentData() == "mała"
    answers = [False, True]
    questions: list[str] = []

    def confirm(_parent: object, _title: str, text: str, _yes: str) -> bool:
        questions.append(text)
        return answers[len(questions) - 1]

    monkeypatch.setattr(dialogs, "confirm", confirm)
    dialog.installed_list.setCurrentRow(0)
    click(dialog.remove_button)
    assert dialog.installed_list.count() == 1
    dialog.installed_list.setCurrentRow(0)
    click(dialog.remove_button)
    assert "mała" in questions[1]
    assert dialog.installed_list.count() == 0
    assert dialog.list_combos["pl"].currentData() == ""


def saved_game_with_list(env: Env, words: list[str], *, moves: bool) -> tuple[int, str]:
    seed, word = seed_with_a_made_up_word()
    source = env.data_dir / "lista.txt"
    source.write_text("\n".join([word, *words]), encoding="utf-8")
    installed = WordLists.in_data_dir(env.data_dir).install(source, "pl", "lista")
    setup = Setup("puzzle", "gra3", 2, seed, word_list=installed.ref)
    game_id = env.store.create_game(setup, [Seat("Ala", "human"), Seat("Ola", "human")])
    if moves:
        env.store.append_move(game_id, Move(PlayerId(0), SubmitWord(word)))
    return game_id, word


def test_a_saved_game_resumes_with_its_list(env: Env) -> None:
    game_id, word = saved_game_with_list(env, ["kot"], moves=True)
    saved_games = env.launcher.open_saved_games()
    assert saved_games is not None
    item = saved_games.tree.topLevelItem(0)
    assert item is not None and item.text(0).endswith("(lista słów „lista”)")
    saved_games.reject()
    window = env.launcher.resume_game(game_id)
    assert window is not None
    env.qtbot.waitUntil(lambda: window.session is not None, timeout=15_000)
    submission = state_of(window).submissions[0]
    assert submission is not None and submission.word == word
    assert word in load_lexicon("pl")


def test_a_missing_list_is_said_and_the_shipped_one_offered(
    env: Env, monkeypatch: pytest.MonkeyPatch
) -> None:
    game_id, _word = saved_game_with_list(env, ["kot"], moves=False)
    WordLists.in_data_dir(env.data_dir).remove("lista")
    questions: list[str] = []
    answers = [False, True]

    def confirm(_parent: object, _title: str, text: str, _yes: str) -> bool:
        questions.append(text)
        return answers[len(questions) - 1]

    monkeypatch.setattr(dialogs, "confirm", confirm)
    assert env.launcher.resume_game(game_id) is None  # "no": nothing opens, nothing changes
    assert questions[0].startswith(
        "Ta gra jest grana z listą słów „lista”, której nie ma (usunięta)."
    )
    assert "wbudowany (sjp.pl)" in questions[0]
    assert env.store.get(game_id).setup.word_list is not None

    window = env.launcher.resume_game(game_id)  # "yes": the shipped lexicon, recorded
    assert window is not None
    env.qtbot.waitUntil(lambda: window.session is not None, timeout=15_000)
    assert session_of(window).setup.word_list is None
    assert env.store.get(game_id).setup.word_list is None
    assert load_lexicon("pl") is shipped_lexicon("pl")


def test_the_data_folder_is_where_qt_puts_it(qapp: QApplication) -> None:
    names = qapp.applicationName(), qapp.organizationName()
    qapp.setApplicationName(APP_NAME)
    qapp.setOrganizationName("")  # none: the folder is named once
    try:
        location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    finally:
        qapp.setApplicationName(names[0])
        qapp.setOrganizationName(names[1])
    assert Path(location) == default_data_dir()


def test_one_list_per_language_is_in_use_at_a_time(
    env: Env, monkeypatch: pytest.MonkeyPatch
) -> None:
    game_id, _word = saved_game_with_list(env, ["kot"], moves=False)
    window = env.launcher.resume_game(game_id)
    assert window is not None
    env.qtbot.waitUntil(lambda: window.session is not None, timeout=15_000)
    told: list[str] = []
    monkeypatch.setattr(dialogs, "inform", lambda _p, _t, text, warning=False: told.append(text))
    shipped_game = Setup("puzzle", "gra3", 2, 9)
    assert (
        env.launcher.start_game(shipped_game, [Seat("Ala", "human"), Seat("Ola", "human")]) is None
    )
    assert told == [
        "Otwarta gra używa słownika „lista”, a ta — „wbudowany (sjp.pl)”. Zamknij tamtą grę, "
        "aby otworzyć tę."
    ]
    assert word_in_use_is_the_list(env)
    # A game in another language is not affected.
    english = Setup("crossword", "wordsmith", 2, 9)
    other = env.launcher.start_game(english, [Seat("Ala", "human"), Seat("Ola", "human")])
    assert other is not None
    assert word_in_use_is_the_list(env)
    window.close()
    assert env.launcher.start_game(shipped_game, [Seat("Ala", "human"), Seat("Ola", "human")])
    assert load_lexicon("pl") is shipped_lexicon("pl")


def word_in_use_is_the_list(env: Env) -> bool:
    return load_lexicon("pl") is WordLists.in_data_dir(env.data_dir).load("lista")


def test_a_game_with_words_only_the_missing_list_knows_cannot_switch(
    env: Env, monkeypatch: pytest.MonkeyPatch
) -> None:
    game_id, _word = saved_game_with_list(env, ["kot"], moves=True)
    WordLists.in_data_dir(env.data_dir).remove("lista")
    told: list[str] = []
    monkeypatch.setattr(dialogs, "confirm", lambda *_args: True)
    monkeypatch.setattr(dialogs, "inform", lambda _p, _t, text, warning=False: told.append(text))
    assert env.launcher.resume_game(game_id) is None
    assert told == [
        "Tej gry nie da się dokończyć ze słownikiem wbudowany (sjp.pl): zagrano w niej słowa, "
        "których on nie zna. Zainstaluj z powrotem listę „lista”."
    ]
    assert env.store.get(game_id).setup.word_list is not None  # still recorded
