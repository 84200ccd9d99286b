"""Players' own word lists (issue #16): install, lists, remove, check; a game records its list,
every rule and computer player uses it, a resumed game needs it back."""

from __future__ import annotations

import dataclasses
import random
import threading
from pathlib import Path

import pytest

from engines.core import PlayerId, Reason, Rejected, Setup, WordListRef
from engines.lexicon import Lexicon, LexiconError, lexicon_from_words, load_lexicon, shipped_lexicon
from engines.lexicon.__main__ import main
from engines.lexicon.wordlists import (
    BadWordListFile,
    WordListExists,
    WordLists,
    WordListUnavailable,
    private_choice,
    read_word_list,
    set_default_word_lists,
    use_word_list,
    word_list_choice,
    word_list_in_use,
)
from engines.puzzle import PuzzleGame
from engines.puzzle.gra3 import Submission, SubmitWord
from engines.records.record import GameRecord, Move, replay, setup_from_json, setup_to_json, start
from engines.records.store import GameStore, Seat

P0 = PlayerId(0)


def write(path: Path, data: bytes) -> Path:
    path.write_bytes(data)
    return path


def cli(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    try:
        status = main(list(argv))
    except SystemExit as stop:
        status = int(stop.code or 0)
    out, err = capsys.readouterr()
    return status, out, err


def nothing_installed(data_dir: Path) -> bool:
    folder = data_dir / "lexicons"
    return not folder.exists() or not any(folder.iterdir())


# -- the file ------------------------------------------------------------------------------
def test_bom_crlf_any_case_and_blank_lines_are_read() -> None:
    data = "\ufeffKot\r\nŻÓŁW\r\n\r\n  \r\nkot\r\nŹdźbło\r\n".encode()
    assert read_word_list(data, "pl") == sorted(w.encode() for w in ["kot", "żółw", "źdźbło"])
    assert read_word_list(b"Tea\nCAT\n\n", "en") == [b"cat", b"tea"]


@pytest.mark.parametrize(
    ("data", "message"),
    [
        (b"kot\npies\nk\xc3\xb6t\n", "f.txt:3: 'ö' is not a letter of the Polish alphabet"),
        (b"kot\r\nfoo bar\r\n", "f.txt:2: more than one word on the line"),
        (b"kot\nkot.\n", "f.txt:2: '.' is not a letter of the Polish alphabet"),
        (b"\xef\xbb\xbf\r\n\r\n  \n", "f.txt: the list is empty"),
        (b"", "f.txt: the list is empty"),
        (b"\x7fELF\x02\x01\x00\x00kot", "f.txt: a binary file, not a word list (it holds NUL"),
        (b"kot\n\xff\xfe\x80\n", "f.txt:2: not UTF-8 text"),
    ],
)
def test_a_bad_file_is_refused_naming_the_line(data: bytes, message: str) -> None:
    with pytest.raises(BadWordListFile) as refused:
        read_word_list(data, "pl", "f.txt")
    assert str(refused.value).startswith(message)


def test_english_lists_take_only_a_to_z() -> None:
    with pytest.raises(BadWordListFile) as refused:
        read_word_list("cat\nżółw\n".encode(), "en", "f.txt")
    assert refused.value.line == 2


# -- the command line ----------------------------------------------------------------------
def test_install_lists_check_and_remove(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    source = write(tmp_path / "slowa.txt", "\ufeffKOTOPIES\r\nkot\r\n\r\nŻÓŁWIK\r\n".encode())
    data = str(tmp_path / "data")
    status, out, _ = cli(capsys, "install", str(source), "--lang", "pl", "--name", "moja",
                         "--data-dir", data)  # fmt: skip
    assert (status, out) == (0, "installed moja (pl): 3 words\n")
    status, out, _ = cli(capsys, "lists", "--data-dir", data)
    name, lang, count, checksum = out.rstrip("\n").split("\t")
    assert (status, name, lang, count) == (0, "moja", "pl", "3") and len(checksum) == 16
    status, out, _ = cli(
        capsys, "check", "--lang", "pl", "--list", "moja", "--data-dir", data,
        "kotopies", "Żółwik", "pies",
    )  # fmt: skip
    assert (status, out) == (0, "kotopies\tyes\nŻółwik\tyes\npies\tno\n")
    # Without --list: the shipped list, as before.
    status, out, _ = cli(capsys, "check", "--lang", "pl", "--data-dir", data, "kotopies", "pies")
    assert (status, out) == (0, "kotopies\tno\npies\tyes\n")
    status, out, _ = cli(capsys, "remove", "moja", "--data-dir", data)
    assert (status, out) == (0, "removed moja\n")
    assert nothing_installed(tmp_path / "data")
    status, _, err = cli(capsys, "check", "--lang", "pl", "--list", "moja", "--data-dir", data,
                         "kot")  # fmt: skip
    assert (status, err) == (2, "error: no word list named 'moja' is installed\n")


@pytest.mark.parametrize(
    ("data", "error"),
    [
        (b"kot\n\nk\xc3\xb6t\n", "error: bad.txt:3: 'ö' is not a letter of the Polish alphabet\n"),
        (b"\r\n\r\n", "error: bad.txt: the list is empty\n"),
        (
            bytes(range(256)),
            "error: bad.txt: a binary file, not a word list (it holds NUL bytes)\n",
        ),
        (b"kot\n\xc0\n", "error: bad.txt:2: not UTF-8 text (a binary file?)\n"),
    ],
)
def test_a_bad_file_installs_nothing_and_exits_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], data: bytes, error: str
) -> None:
    source = write(tmp_path / "bad.txt", data)
    status, out, err = cli(capsys, "install", str(source), "--lang", "pl", "--name", "zła",
                           "--data-dir", str(tmp_path))  # fmt: skip
    assert (status, out, err) == (2, "", error)
    assert nothing_installed(tmp_path)


def test_names_are_checked_and_never_overwritten(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source = write(tmp_path / "a.txt", b"kot\n")
    data = str(tmp_path / "data")
    for bad in ("../x", ".hidden", "a/b", ""):
        status, _, err = cli(capsys, "install", str(source), "--lang", "pl", "--name", bad,
                             "--data-dir", data)  # fmt: skip
        assert status == 2 and "cannot name a word list" in err
    assert cli(capsys, "install", str(source), "--lang", "pl", "--name", "sjp 2024",
               "--data-dir", data)[0] == 0  # fmt: skip
    status, _, err = cli(capsys, "install", str(source), "--lang", "en", "--name", "sjp 2024",
                         "--data-dir", data)  # fmt: skip
    assert (status, err) == (2, "error: a word list named 'sjp 2024' is installed already "
                                "(remove it first)\n")  # fmt: skip
    status, _, err = cli(capsys, "remove", "nic", "--data-dir", data)
    assert (status, err) == (2, "error: no word list named 'nic' is installed\n")
    status, _, err = cli(capsys, "check", "--lang", "en", "--list", "sjp 2024", "--data-dir",
                         data, "cat")  # fmt: skip
    assert (status, err) == (2, "error: the word list 'sjp 2024' is pl, not en\n")


def test_a_cancelled_install_leaves_nothing(tmp_path: Path) -> None:
    from engines.core import Cancelled

    lists = WordLists(tmp_path / "lexicons")
    source = write(tmp_path / "a.txt", b"kot\npies\n")
    seen: list[float] = []
    with pytest.raises(Cancelled):
        lists.install(source, "pl", "x", progress=seen.append, should_stop=lambda: bool(seen))
    assert seen == [0.1]
    assert not any((tmp_path / "lexicons").iterdir())
    assert lists.installed() == []


def test_an_installed_list_is_the_same_lexicon_as_one_built_in_memory(tmp_path: Path) -> None:
    words = list(shipped_lexicon("pl").words("żółw"))  # in alphabet order
    source = write(tmp_path / "a.txt", "\n".join(w.upper() for w in reversed(words)).encode())
    lists = WordLists(tmp_path)
    installed = lists.install(source, "pl", "żółwie")
    assert installed.word_count == len(words) and installed.lang == "pl"
    lexicon = lists.load("żółwie")
    assert list(lexicon.words()) == words
    assert lexicon.packed.to_bytes() == lexicon_from_words(words, "pl").packed.to_bytes()
    assert all(w in lexicon for w in words) and "kot" not in lexicon
    assert lexicon.anagrams("wółż") == ["żółw"]


# -- games ---------------------------------------------------------------------------------
@pytest.fixture
def lists(tmp_path: Path) -> WordLists:
    found = WordLists(tmp_path / "lexicons")
    set_default_word_lists(found)
    return found


def only_in_the_list(setup: Setup) -> str:
    """Five letters from player 0's rack in an order no shipped word has."""
    _game, state = start(setup)
    letters = "".join(t for t in state.racks[0] if t != "?")
    word = letters[:5]
    assert word not in shipped_lexicon("pl")
    return word


def install(lists: WordLists, tmp_path: Path, name: str, words: list[str]) -> Setup:
    source = write(tmp_path / f"{name}.txt", "\n".join(words).encode())
    installed = lists.install(source, "pl", name)
    # The round end of games saved before 2026-11-28: a word handed in waits for the others
    # (these tests are of the word list, whatever ends the round); every option given, as a
    # game saves them.
    options = {"round_end": "grace", "word_classes": "school"}
    return Setup("puzzle", "gra3", 2, 5, options, word_list=installed.ref)


def test_a_game_uses_its_list_for_the_rules_and_the_computer(
    lists: WordLists, tmp_path: Path
) -> None:
    word = only_in_the_list(Setup("puzzle", "gra3", 2, 5))
    setup = install(lists, tmp_path, "moja", [word, "kot"])
    game, state = start(setup)
    assert load_lexicon("pl") is lists.load("moja")
    after = game.apply(state, P0, SubmitWord(word))
    assert after.submissions[0] is not None and after.submissions[0].word == word
    # The computer knows only the list's words too.
    computer = PuzzleGame().computer("strong")
    view = game.view(state, P0)
    chosen = computer.choose(view, random.Random(1), lambda: False, lambda _f: None)
    assert chosen == SubmitWord(word)
    # The same setup on the shipped list refuses the word.
    game, state = start(dataclasses.replace(setup, word_list=None))
    with pytest.raises(Rejected) as refused:
        game.apply(state, P0, SubmitWord(word))
    assert refused.value.reason is Reason.UNKNOWN_WORD


def test_a_saved_game_records_its_list_and_resumes_with_it(
    lists: WordLists, tmp_path: Path
) -> None:
    word = only_in_the_list(Setup("puzzle", "gra3", 2, 5))
    setup = install(lists, tmp_path, "moja", [word])
    assert setup_from_json(setup_to_json(setup)) == setup
    record = GameRecord(setup, (Move(P0, SubmitWord(word)),))
    assert GameRecord.from_json(record.to_json()) == record
    with GameStore(tmp_path / "games.sqlite") as store:
        game_id = store.create_game(setup, [Seat("Ala", "human"), Seat("Ola", "human")])
        store.append_move(game_id, Move(P0, SubmitWord(word)))
    use_word_list("pl", None)
    with GameStore(tmp_path / "games.sqlite") as store:
        saved = store.get(game_id)
        moves = store.moves(game_id, PuzzleGame())
    assert saved.setup.word_list == setup.word_list
    state = replay(saved.setup, moves)
    assert state.submissions[0] is not None and state.submissions[0].word == word


def test_a_missing_or_changed_list_is_a_typed_error_on_resume(
    lists: WordLists, tmp_path: Path
) -> None:
    word = only_in_the_list(Setup("puzzle", "gra3", 2, 5))
    setup = install(lists, tmp_path, "moja", [word])
    moves = [Move(P0, SubmitWord(word))]
    use_word_list("pl", None)
    lists.remove("moja")
    with pytest.raises(WordListUnavailable) as missing:
        replay(setup, moves)
    assert missing.value.ref == setup.word_list and missing.value.found is None
    assert "is not installed" in str(missing.value)
    assert load_lexicon("pl") is shipped_lexicon("pl")  # nothing changed
    # Installed again under the same name with other words: not the same list.
    install(lists, tmp_path, "moja", [word, "kot"])
    with pytest.raises(WordListUnavailable) as changed:
        replay(setup, moves)
    assert changed.value.found is not None and "has changed" in str(changed.value)


def test_a_thread_replaying_with_another_list_changes_only_its_own_choice(
    lists: WordLists, tmp_path: Path
) -> None:
    word = only_in_the_list(Setup("puzzle", "gra3", 2, 5))
    setup = install(lists, tmp_path, "moja", [word])
    moves = [Move(P0, SubmitWord(word))]
    use_word_list("pl", None)
    choice = word_list_choice()
    seen: list[object] = []

    def worker() -> None:
        with private_choice(choice):
            assert load_lexicon("pl") is shipped_lexicon("pl")
            state = replay(setup, moves)
            seen.extend([state.submissions[0], word_list_in_use("pl"), load_lexicon("pl")])
        seen.append(load_lexicon("pl"))

    thread = threading.Thread(target=worker)
    thread.start()
    thread.join()
    submitted, ref, inside, after = seen
    assert isinstance(submitted, Submission) and submitted.word == word
    assert ref == setup.word_list and inside is lists.load("moja")
    assert after is shipped_lexicon("pl")
    # The rest of the process never saw the worker's list.
    assert word_list_in_use("pl") is None and load_lexicon("pl") is shipped_lexicon("pl")


def test_a_damaged_list_is_unavailable_not_wrong(lists: WordLists, tmp_path: Path) -> None:
    setup = install(lists, tmp_path, "moja", ["kot"])
    walk = tmp_path / "lexicons" / "moja" / "words.dawg"
    walk.write_bytes(walk.read_bytes()[:-4] + b"\0\0\0\1")
    with pytest.raises(WordListUnavailable):
        start(setup)


def test_an_unknown_language_list_is_an_error(tmp_path: Path) -> None:
    with pytest.raises(LexiconError):
        WordLists(tmp_path).install(write(tmp_path / "a.txt", b"kot\n"), "de", "x")
    with pytest.raises(WordListExists):
        lists = WordLists(tmp_path / "l")
        lists.install(write(tmp_path / "a.txt", b"kot\n"), "pl", "x")
        lists.install(write(tmp_path / "a.txt", b"kot\n"), "pl", "x")


# -- every game and computer player --------------------------------------------------------
SHORT = 5


def short_words(lexicon: Lexicon) -> list[str]:
    """The words of at most SHORT letters (a walk that never goes deeper)."""
    found: list[str] = []
    stack = [("", lexicon.root)]
    while stack:
        text, node = stack.pop()
        if lexicon.is_terminal(node):
            found.append(text)
        if len(text) < SHORT:
            stack.extend((text + letter, child) for letter, child in lexicon.children(node))
    return found


@pytest.fixture(scope="module")
def short_lists(
    tmp_path_factory: pytest.TempPathFactory,
) -> tuple[WordLists, dict[str, WordListRef]]:
    """Per language, a list of the shipped words of at most SHORT letters."""
    folder = tmp_path_factory.mktemp("short")
    found = WordLists(folder / "lexicons")
    refs: dict[str, WordListRef] = {}
    for lang in ("pl", "en"):
        words = short_words(shipped_lexicon(lang))
        source = write(folder / f"{lang}.txt", "\n".join(words).encode())
        refs[lang] = found.install(source, lang, f"short-{lang}").ref
    return found, refs


def words_of(action: object) -> list[str]:
    """The words an action plays: its ``word``, or every word of a GRA II crossword."""
    from engines.puzzle.gra2 import SubmitGrid
    from engines.puzzle.grid import Grid

    if isinstance(action, SubmitGrid):
        return [found.word.lower() for found in Grid.from_text(action.grid).words()]
    word = getattr(action, "word", "")
    return [word.lower()] if word else []


def game_cases() -> list[tuple[str, str, int]]:
    from engines.registry import all_games

    return [
        (game.info.id, rules.id, rules.min_players)
        for game in all_games()
        for rules in game.info.rule_sets
    ]


def test_a_crossword_game_after_one_on_another_list_has_its_own_dictionary(
    short_lists: tuple[WordLists, dict[str, WordListRef]],
) -> None:
    """The crossword's context (rules, board, dictionary) is made once per setup: the same
    setup on another list must not reuse the dictionary of the first."""
    from engines.crossword.rules import context

    lists, refs = short_lists
    set_default_word_lists(lists)
    setup = Setup("crossword", "jawa", 2, 3, word_list=refs["pl"])
    _, on_list = start(setup)
    assert context(on_list.setup).dictionary.lexicon is lists.load(refs["pl"].name)
    _, shipped = start(dataclasses.replace(setup, word_list=None))
    assert context(shipped.setup).dictionary.lexicon is shipped_lexicon("pl")


@pytest.mark.parametrize("level", ["strong", "easy"])
@pytest.mark.parametrize(("game_id", "rules_id", "players"), game_cases())
def test_every_game_and_computer_player_plays_from_the_chosen_list(
    short_lists: tuple[WordLists, dict[str, WordListRef]],
    game_id: str,
    rules_id: str,
    players: int,
    level: str,
) -> None:
    """Computers, which would play long words from the shipped lexicon (strong), or common
    words (easy), play only the short words of the game's list; the rules accept them (or
    the game would not go on)."""
    from engines.core import computer_rng
    from engines.registry import get_game

    lists, refs = short_lists
    set_default_word_lists(lists)
    language = get_game(game_id).info.rule_set(rules_id).language
    setup = Setup(game_id, rules_id, max(players, 2), 3, word_list=refs[language])
    game, state = start(setup)
    chosen = lists.load(refs[language].name)
    assert load_lexicon(language) is chosen
    computers = [game.computer(level) for _ in range(setup.players)]
    played: list[str] = []
    for number in range(24):
        if game.is_over(state):
            break
        acting = sorted(game.to_act(state))
        player = acting[0] if acting else PlayerId(-1)
        rng = computer_rng(setup, player, number)
        if player < 0:
            action = game.random_action(state, player, rng)
        else:
            view = game.view(state, player)
            action = computers[player].choose(view, rng, lambda: False, lambda _f: None)
        played.extend(words_of(action))
        state = game.apply(state, player, action)
    assert played, "no word was played"
    assert all(len(w) <= SHORT and w in chosen for w in played), played
