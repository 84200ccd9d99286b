"""Hostile word lists, records, arguments and a saved-games file deleted mid-game (issue 24,
parts 3 and 4): each gets a one-line error with exit status 2, or goes on without losing
anything, never a crash, a traceback or a half-written file."""

from __future__ import annotations

import functools
import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from engines.core import Reason, Rejected, Setup, WordListRef
from engines.crossword.actions import Pass
from engines.crossword.words import dictionary_for
from engines.lexicon import MAX_WORD_LENGTH, WordTooLong, lexicon_from_words, load_lexicon
from engines.lexicon.lexicon import ROOT as LEXICON_ROOT
from engines.lexicon.lexicon import Lexicon, Node
from engines.lexicon.lookup import _within, look_up
from engines.lexicon.wordlists import BadWordListFile, FileProblem, WordLists
from engines.records.import_export import import_file, import_text
from engines.records.record import GameRecord, Move, RecordError, start
from engines.records.store import MAX_NAME_LENGTH, GameStore, Seat
from engines.registry import get_game
from engines.tools.play import play_out

ROOT = Path(__file__).resolve().parent.parent
#: The line a fuzzer found: one 100,000-letter "word" crashed the C++ DAWG builder.
HUGE_WORD = "a" * 100_000
SEATS = (Seat("Ala", "human"), Seat("Ola", "human"))


def run(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, *args], capture_output=True, text=True, cwd=ROOT, timeout=300
    )


def one_line_error(result: subprocess.CompletedProcess[str]) -> str:
    assert result.returncode == 2, result.stderr[-2000:]
    assert len(result.stderr.strip().splitlines()) == 1, result.stderr[-2000:]
    assert "Traceback" not in result.stderr
    return result.stderr


def record_file(tmp_path: Path, name: str, change: dict[str, object]) -> Path:
    _, _, record = play_out(Setup("crossword", "jawa", 2, 7), ["easy", "easy"])
    data = record.to_json() | change
    path = tmp_path / name
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


# -- word lists --------------------------------------------------------------------------------
def test_installing_a_list_with_a_100000_letter_line_is_refused_and_leaves_nothing(
    tmp_path: Path,
) -> None:
    source = tmp_path / "long.txt"
    source.write_text(f"kot\n{HUGE_WORD}\npies\n", encoding="utf-8")
    data = tmp_path / "data"
    result = run("-m", "engines.lexicon", "install", str(source), "--lang", "pl", "--name",
                 "długa", "--data-dir", str(data))  # fmt: skip
    assert f"long.txt:2: a word longer than {MAX_WORD_LENGTH} letters" in one_line_error(result)
    assert not list((data / "lexicons").glob("*")) if (data / "lexicons").exists() else True


def test_a_word_of_the_longest_length_installs(tmp_path: Path) -> None:
    source = tmp_path / "ok.txt"
    longest = "konstantynopolitańczykowianeczka" * 2  # 64 letters
    assert len(longest) == MAX_WORD_LENGTH
    source.write_text(f"kot\n{longest}\n", encoding="utf-8")
    lists = WordLists(tmp_path / "lexicons")
    assert lists.install(source, "pl", "pełna").word_count == 2
    source.write_text(f"kot\n{longest}a\n", encoding="utf-8")
    with pytest.raises(BadWordListFile) as refused:
        lists.install(source, "pl", "za-długa")
    assert (refused.value.problem, refused.value.line) == (FileProblem.TOO_LONG, 2)
    assert [each.name for each in lists.installed()] == ["pełna"]
    assert [entry.name for entry in lists.folder.iterdir()] == ["pełna"]


def test_an_endless_word_list_is_refused_without_reading_it_all(tmp_path: Path) -> None:
    result = run("-m", "engines.lexicon", "install", "/dev/zero", "--lang", "pl", "--name",
                 "zera", "--data-dir", str(tmp_path))  # fmt: skip
    assert "larger than 100 MB" in one_line_error(result)
    assert not (tmp_path / "lexicons" / "zera").exists()


def test_a_crashed_install_leaves_no_folder_for_long(tmp_path: Path) -> None:
    lists = WordLists(tmp_path / "lexicons")
    old = lists.folder / ".install-crashed"
    recent = lists.folder / ".install-building-now"
    for folder in (old, recent):
        folder.mkdir(parents=True)
        (folder / "words.dawg").write_bytes(b"half")
    os.utime(old, (0, 0))
    source = tmp_path / "ok.txt"
    source.write_text("kot\n", encoding="utf-8")
    lists.install(source, "pl", "mała")
    assert not old.exists() and recent.exists()


@pytest.mark.parametrize("place", ["file", "under a file", "/proc"])
def test_a_data_dir_that_cannot_be_used_is_one_line(tmp_path: Path, place: str) -> None:
    a_file = tmp_path / "plik"
    a_file.write_text("x")
    data_dir = {"file": a_file, "under a file": a_file / "dane", "/proc": Path("/proc/gry")}[place]
    source = tmp_path / "ok.txt"
    source.write_text("kot\n", encoding="utf-8")
    result = run("-m", "engines.lexicon", "install", str(source), "--lang", "pl", "--name",
                 "mała", "--data-dir", str(data_dir))  # fmt: skip
    one_line_error(result)


def test_a_solver_word_list_with_a_huge_word_is_refused() -> None:
    with pytest.raises(WordTooLong):
        lexicon_from_words(["kot", HUGE_WORD])


# -- the word lookup ---------------------------------------------------------------------------
def test_a_pasted_huge_word_is_looked_up_without_walking_the_lexicon(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """No word list holds a word over MAX_WORD_LENGTH letters, so nothing is within two edits
    of a longer one: the nearest-word walk (a row as long as the word per letter walked) is not
    started. Up to the limit plus two it still finds the long word."""
    longest = "ź" * MAX_WORD_LENGTH
    small = lexicon_from_words(["kot", longest])
    assert look_up(longest + "źź", small, with_morphology=False).nearest == (longest,)
    walked: list[object] = []
    children = Lexicon.children

    def counting(self: Lexicon, node: Node) -> Iterator[tuple[str, Node]]:
        walked.append(node)
        return children(self, node)

    monkeypatch.setattr(Lexicon, "children", counting)
    assert _within(HUGE_WORD, small, 2) == set() and walked == []
    found = look_up(HUGE_WORD, small, with_morphology=False)
    assert not found.allowed and found.nearest == ()
    assert look_up(longest + "źźź", small, with_morphology=False).nearest == ()


def test_the_shipped_lexicons_hold_no_word_over_the_limit() -> None:
    """What the lookup above counts on (player word lists and in-memory builds refuse longer
    words; the shipped lists are built by tools/build_lexicon.py)."""

    def longest(lexicon: Lexicon) -> int:
        @functools.cache
        def depth(node: Node) -> int:
            return max((1 + depth(child) for _, child in lexicon.children(node)), default=0)

        return depth(LEXICON_ROOT)

    for lang in ("pl", "en"):
        assert 0 < longest(load_lexicon(lang)) <= MAX_WORD_LENGTH


# -- house rules -------------------------------------------------------------------------------
def test_a_huge_extra_word_is_refused_before_it_reaches_the_move_generator() -> None:
    setup = Setup("crossword", "jawa", 2, 1, options={"extra_words": [HUGE_WORD]})
    with pytest.raises(Rejected) as refused:
        start(setup)
    assert refused.value.reason is Reason.BAD_OPTION
    longest = "ź" * MAX_WORD_LENGTH
    _, state = start(Setup("crossword", "jawa", 2, 1, options={"extra_words": [longest]}))
    assert state.setup.options["extra_words"] == (longest,)
    # What the move generator walks for the house words: built, no crash.
    extra = dictionary_for("pl", (longest,)).extra_lexicon
    assert extra is not None and longest in extra


def test_a_record_with_a_huge_extra_word_is_refused(tmp_path: Path) -> None:
    path = record_file(tmp_path, "g.json", {"options": {"extra_words": [HUGE_WORD]}})
    result = run("-m", "engines", "import", "--store", str(tmp_path / "s.sqlite"), str(path))
    assert "no such game or setup" in one_line_error(result)
    assert len(result.stderr) < 300  # the word is not printed


# -- records -----------------------------------------------------------------------------------
def test_a_record_with_a_5000_digit_number_is_one_line(tmp_path: Path) -> None:
    path = tmp_path / "g.json"
    _, _, record = play_out(Setup("crossword", "jawa", 2, 7), ["easy", "easy"])
    path.write_text(record.dumps().replace('"seed": 7', '"seed": ' + "9" * 5000), "utf-8")
    result = run("-m", "engines", "import", "--store", str(tmp_path / "s.sqlite"), str(path))
    assert "more than 4300 digits" in one_line_error(result)


@pytest.mark.parametrize("seed", [2**63, -(2**63)])
def test_a_seed_out_of_range_is_a_record_error(seed: int) -> None:
    with pytest.raises(RecordError, match="seed"):
        GameRecord.loads(json.dumps({"game": "crossword", "rules": "jawa", "players": 2,
                                     "seed": seed, "actions": []}))  # fmt: skip


def test_gcg_numbers_too_long_for_int_are_refused() -> None:
    from engines.records.gcg import GcgError, import_gcg

    with pytest.raises(GcgError):
        import_gcg(f"#player{'9' * 5000} a A\n")
    with pytest.raises(GcgError):
        import_gcg("#gry-slowne-seat ² human\n")


def test_a_huge_record_file_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "big.json"
    with path.open("wb") as file:
        file.truncate(11 * 2**20)
    with GameStore(tmp_path / "s.sqlite") as store, pytest.raises(RecordError, match="10 MB"):
        import_file(store, path)


def test_a_record_on_a_missing_word_list_imports_and_names_the_list(tmp_path: Path) -> None:
    ref = {"lang": "pl", "name": "moja lista", "checksum": "ab" * 32}
    path = record_file(tmp_path, "g.json", {"word_list": ref})
    store_path = tmp_path / "s.sqlite"
    result = run("-m", "engines", "import", "--store", str(store_path), str(path))
    assert result.returncode == 0, result.stderr
    assert "'moja lista' (pl)" in result.stderr and "Traceback" not in result.stderr
    game_id = int(result.stdout)
    with GameStore(store_path) as store:
        saved = store.get(game_id)
        assert saved.setup.word_list == WordListRef(**ref)
        assert saved.status == "playing"  # not replayed, so not known to be finished
        original = json.loads(path.read_text("utf-8"))["actions"]
        moves = store.moves(game_id, get_game("crossword"))
        assert [move.to_json() for move in moves] == original
    exported = run("-m", "engines", "export", "--store", str(store_path), "--game",
                   str(game_id), "--format", "json")  # fmt: skip
    assert exported.returncode == 0 and json.loads(exported.stdout)["word_list"] == ref
    gcg = run("-m", "engines", "export", "--store", str(store_path), "--game", str(game_id),
              "--format", "gcg")  # fmt: skip
    assert "'moja lista' (pl) is not installed" in one_line_error(gcg)


def test_an_unchecked_import_still_refuses_a_move_by_no_seat(tmp_path: Path) -> None:
    ref = {"lang": "pl", "name": "moja", "checksum": "ab" * 32}
    record = GameRecord(Setup("crossword", "jawa", 2, 1), (Move(7, Pass()),)).to_json()  # type: ignore[arg-type]
    text = json.dumps(record | {"word_list": ref})
    with GameStore(tmp_path / "s.sqlite") as store:
        with pytest.raises(RecordError, match="no seat"):
            import_text(store, text, "g.json")
        assert store.unfinished() == []


def test_export_of_a_game_id_too_large_for_sqlite_is_one_line(tmp_path: Path) -> None:
    result = run("-m", "engines", "export", "--store", str(tmp_path / "s.sqlite"), "--game",
                 "99999999999999999999999", "--format", "json")  # fmt: skip
    one_line_error(result)


# -- output piped into head ----------------------------------------------------------------------
@pytest.mark.parametrize(
    "command",
    [
        "engines list",
        "engines.lexicon anagram --letters aąbcćdeęfgh --blanks 2",
        "engines.crossword solve --rules jawa --board BOARD --rack AKOTPSI --all",
    ],
)
def test_output_piped_into_head_ends_quietly(tmp_path: Path, command: str) -> None:
    board = tmp_path / "board.txt"
    board.write_text("\n".join(["." * 15] * 15) + "\n", encoding="utf-8")
    args = [a.replace("BOARD", str(board)) for a in command.split()]
    with subprocess.Popen(
        [sys.executable, "-m", *args], cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE
    ) as process:
        assert process.stdout is not None and process.stderr is not None
        process.stdout.readline()
        process.stdout.close()  # as `head -1` does
        errors = process.stderr.read().decode()
        status = process.wait(timeout=300)
    assert errors == "" and status == 0


# -- the saved-games file deleted or replaced mid-game ---------------------------------------------
def play_some(store: GameStore, game_id: int, moves: list[Move], count: int) -> None:
    done = len(store.moves(game_id, get_game("crossword")))
    for move in moves[done : done + count]:
        store.append_move(game_id, move)


@pytest.fixture
def crossword_moves() -> tuple[Setup, list[Move]]:
    _, _, record = play_out(Setup("crossword", "jawa", 2, 11), ["easy", "easy"])
    return record.setup, list(record.moves)


def test_a_deleted_store_is_made_again_with_every_move(
    tmp_path: Path, crossword_moves: tuple[Setup, list[Move]]
) -> None:
    setup, moves = crossword_moves
    path = tmp_path / "games.sqlite"
    with GameStore(path) as store:
        other = store.create_game(setup, SEATS)
        game_id = store.create_game(setup, SEATS)
        play_some(store, game_id, moves, 4)
        for name in ("games.sqlite", "games.sqlite-wal", "games.sqlite-shm"):
            (tmp_path / name).unlink(missing_ok=True)
        play_some(store, game_id, moves, 6)
        recovery = store.take_recovery()
        assert recovery is not None and recovery.path == path and not recovery.replaced
        assert store.take_recovery() is None  # told once
        play_some(store, game_id, moves, 3)
    with GameStore(path) as again:
        assert again.moves(game_id, get_game("crossword")) == tuple(moves[:13])
        assert again.get(other).seats == SEATS


def test_a_store_deleted_without_its_wal_keeps_every_move(
    tmp_path: Path, crossword_moves: tuple[Setup, list[Move]]
) -> None:
    setup, moves = crossword_moves
    path = tmp_path / "games.sqlite"
    with GameStore(path) as store:
        game_id = store.create_game(setup, SEATS)
        play_some(store, game_id, moves, 4)
        path.unlink()  # the -wal and -shm stay: SQLite would read them as the new file's
        play_some(store, game_id, moves, 2)
    with GameStore(path) as again:
        assert again.moves(game_id, get_game("crossword")) == tuple(moves[:6])


def test_a_replaced_store_is_left_alone_and_the_games_go_beside_it(
    tmp_path: Path, crossword_moves: tuple[Setup, list[Move]]
) -> None:
    setup, moves = crossword_moves
    path = tmp_path / "games.sqlite"
    with GameStore(path) as store:
        game_id = store.create_game(setup, SEATS)
        play_some(store, game_id, moves, 3)
        with GameStore(tmp_path / "other.sqlite") as replacement:
            replacement.create_game(setup, SEATS)
            replacement.create_game(setup, SEATS)
        os.replace(tmp_path / "other.sqlite", path)  # another file put in its place
        play_some(store, game_id, moves, 2)
        recovery = store.take_recovery()
        assert recovery is not None and recovery.replaced
        assert recovery.path == tmp_path / "games.sqlite.recovered-1"
    with GameStore(tmp_path / "games.sqlite.recovered-1") as kept:
        assert kept.moves(game_id, get_game("crossword")) == tuple(moves[:5])
    with GameStore(path) as replacement:
        assert len(replacement.unfinished()) == 2
        assert all(not saved.moves_count for saved in replacement.unfinished())


# -- names ---------------------------------------------------------------------------------------
def test_a_record_with_a_player_name_too_long_is_refused(tmp_path: Path) -> None:
    seats = [{"name": "Ala" * 1000, "kind": "human"}, {"name": "Ola", "kind": "human"}]
    path = record_file(tmp_path, "g.json", {"seats": seats})
    with GameStore(tmp_path / "s.sqlite") as store:
        with pytest.raises(RecordError, match=f"longer than {MAX_NAME_LENGTH}"):
            import_file(store, path)
        assert store.unfinished() == [] and store.finished() == []


def test_a_gcg_on_a_missing_word_list_is_refused_naming_it(tmp_path: Path) -> None:
    from engines.records.gcg import GcgError, export_gcg, import_gcg

    _, _, record = play_out(Setup("crossword", "jawa", 2, 7), ["easy", "easy"])
    text = export_gcg(record.setup, SEATS, record.moves)
    ref = WordListRef("pl", "moja lista", "ab" * 32)
    note = next(line for line in text.splitlines() if line.startswith("#note gry-slowne "))
    data = json.loads(note.split(" ", 2)[2])
    data["setup"] |= {"word_list": ref.__dict__}
    hostile = text.replace(note, f"#note gry-slowne {json.dumps(data)}")
    with pytest.raises(GcgError, match="'moja lista' \\(pl\\) is not installed: install it"):
        import_gcg(hostile)


# -- games saved before these limits --------------------------------------------------------------
def test_a_saved_game_this_version_cannot_replay_is_one_line_and_left_out_of_stats(
    tmp_path: Path,
) -> None:
    """A game saved with a house word over the limit (imported before the limit existed)."""
    import dataclasses

    from engines.records.history import summaries

    game, state, record = play_out(Setup("crossword", "jawa", 2, 5), ["easy", "easy"])
    options = dict(record.setup.options) | {"extra_words": (HUGE_WORD,)}
    hostile = dataclasses.replace(record.setup, options=options)
    path = tmp_path / "s.sqlite"
    with GameStore(path) as store:
        bad = store.import_game(hostile, SEATS, record.moves, game.outcome(state).scores)
        good = store.import_game(record.setup, SEATS, record.moves, game.outcome(state).scores)
        assert set(summaries(store)) == {good}
    stats = run("-m", "engines", "stats", "--store", str(path))
    assert stats.returncode == 0 and "Ala" in stats.stdout
    exported = run("-m", "engines", "export", "--store", str(path), "--game", str(bad),
                   "--format", "gcg")  # fmt: skip
    assert "cannot be replayed here: bad_option" in one_line_error(exported)


def test_a_file_written_atomically_is_whole_or_untouched(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from engines.files import write_text_atomically

    target = tmp_path / "gra.json"
    write_text_atomically(target, "stary zapis\n")

    def full_disk(*_args: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", full_disk)
    with pytest.raises(OSError):
        write_text_atomically(target, "nowy zapis\n")
    assert target.read_text("utf-8") == "stary zapis\n"
    assert [entry.name for entry in tmp_path.iterdir()] == ["gra.json"]


def test_writing_atomically_keeps_a_link_and_a_pipe_what_they_are(tmp_path: Path) -> None:
    import stat
    import threading

    from engines.files import write_text_atomically

    target = tmp_path / "zapis.json"
    target.write_text("stary\n", "utf-8")
    link = tmp_path / "link.json"
    link.symlink_to(target)
    write_text_atomically(link, "nowy\n")
    assert link.is_symlink() and target.read_text("utf-8") == "nowy\n"

    pipe = tmp_path / "rura"
    os.mkfifo(pipe)
    read: list[str] = []
    reader = threading.Thread(target=lambda: read.append(pipe.read_text("utf-8")))
    reader.start()
    write_text_atomically(pipe, "przez rurę\n")
    reader.join(timeout=10)
    assert read == ["przez rurę\n"] and stat.S_ISFIFO(os.stat(pipe).st_mode)


# -- solvers and the lexicon's own commands -------------------------------------------------------
@pytest.mark.parametrize("module", ["crossword", "slowka"])
@pytest.mark.parametrize("content", ["huge word", "endless"])
def test_a_solver_word_list_with_a_huge_word_or_no_end_is_refused(
    tmp_path: Path, module: str, content: str
) -> None:
    import importlib

    solver = importlib.import_module(f"engines.{module}.solver")
    path = Path("/dev/zero")
    if content == "huge word":
        path = tmp_path / "lista.txt"
        path.write_text(f"kot\n{HUGE_WORD}\n", encoding="utf-8")
    with pytest.raises(solver.SolverInputError):
        solver.read_word_list(path, "aąbcćdeęfghijklłmnńoóprsśtuwyzźż", "pl")


def test_anagram_of_more_letters_than_it_takes_is_one_line() -> None:
    result = run("-m", "engines.lexicon", "anagram", "--letters", "a" * 100_000)
    assert "at most 64 letters" in one_line_error(result)


# -- text from outside: every import path, every class of bad text (issue 38) ------------------
#: Each class the check refuses, as a JSON string, with the reason the one-line error names.
BAD_JSON_TEXT = [
    pytest.param('"Ala\\ud800"', "surrogate U+D800", id="surrogate"),
    pytest.param('"Ala\\u001b[31m"', "control U+001B", id="escape"),
    pytest.param('"Ala\\u0007"', "control U+0007", id="bell"),
    pytest.param('"Ala\\r\\nBob"', "control U+000D", id="line-break"),
    pytest.param('"Ala\\u0000"', "control U+0000", id="nul"),
    pytest.param('"Ala\\u202eboB"', "invisible U+202E", id="right-to-left"),
    pytest.param('"' + "A" * 101 + '"', "too_long", id="too-long"),
    pytest.param('"  "', "empty", id="empty"),
    pytest.param("7", "not_text", id="not-text"),
]


def cli_import(tmp_path: Path, path: Path) -> str:
    store = tmp_path / "s.sqlite"
    error = one_line_error(run("-m", "engines", "import", "--store", str(store), str(path)))
    with GameStore(store) as opened:
        assert opened.unfinished() == [] and opened.finished() == []
    return error


@pytest.mark.parametrize(("text", "reason"), BAD_JSON_TEXT)
def test_cli_import_of_a_json_record_refuses_a_bad_seat_name(
    tmp_path: Path, text: str, reason: str
) -> None:
    path = record_file(tmp_path, "g.json", {"seats": [{"name": "X", "kind": "human"}] * 2})
    path.write_text(path.read_text("utf-8").replace('"name": "X"', f'"name": {text}', 1))
    assert f"seat 1 name: {reason}" in cli_import(tmp_path, path)


@pytest.mark.parametrize(("text", "reason"), BAD_JSON_TEXT[:6])
def test_cli_import_of_a_json_record_refuses_a_bad_word_list_name(
    tmp_path: Path, text: str, reason: str
) -> None:
    ref = {"lang": "pl", "name": "LIST", "checksum": "ab" * 32}
    path = record_file(tmp_path, "g.json", {"word_list": ref})
    path.write_text(path.read_text("utf-8").replace('"LIST"', text))
    assert f"word list: {reason}" in cli_import(tmp_path, path)


@pytest.mark.parametrize(
    ("name", "note", "expected"),
    [
        ("Ala\x1b[31m", "x", "seat 1 name: control U+001B"),
        ("Ala\x07", "x", "seat 1 name: control U+0007"),
        ("Ala\x00", "x", "seat 1 name: control U+0000"),
        ("Ala\u202eboB", "x", "seat 1 name: invisible U+202E"),
        ("A" * 101, "x", "seat 1 name: too_long"),
        ("Ala", "a\x1b[2Jnote", "action 0.note: control U+001B"),
        ("Ala", "a\u2066note", "action 0.note: invisible U+2066"),
    ],
)
def test_cli_import_of_a_gcg_refuses_bad_names_and_notes(
    tmp_path: Path, name: str, note: str, expected: str
) -> None:
    path = tmp_path / "g.gcg"
    path.write_text(
        f"#player1 ala {name}\n#player2 ola Ola\n>ala: AEIMNRT 8D MINARET +72 72\n"
        f"#note {note}\n>ola: DEFGLOU 9C FUG +20 20\n",
        "utf-8",
    )
    assert expected in cli_import(tmp_path, path)


def test_cli_import_of_a_gcg_refuses_a_surrogate_in_our_note(tmp_path: Path) -> None:
    from engines.records.gcg import export_gcg

    _, _, record = play_out(Setup("crossword", "jawa", 2, 7), ["easy", "easy"])
    text = export_gcg(record.setup, SEATS, record.moves)
    path = tmp_path / "g.gcg"
    path.write_text(text.replace('{"name":"Ala"', '{"name":"Ala\\ud800"'), "utf-8")
    assert "surrogate U+D800" in cli_import(tmp_path, path)


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("moja\x1blista", "control U+001B"),
        ("moja\u202elista", "invisible U+202E"),
        ("moja\u200blista", "invisible U+200B"),
    ],
)
def test_cli_word_list_install_refuses_a_bad_name(tmp_path: Path, name: str, expected: str) -> None:
    source = tmp_path / "lista.txt"
    source.write_text("kot\npies\n", "utf-8")
    result = run(
        "-m", "engines.lexicon", "install", "--data-dir", str(tmp_path), str(source),
        "--lang", "pl", "--name", name,
    )  # fmt: skip
    assert expected in one_line_error(result)
    assert WordLists.in_data_dir(tmp_path).installed() == []


def test_cli_word_list_install_refuses_a_name_that_is_no_utf8(tmp_path: Path) -> None:
    """Bytes that are not UTF-8 on a command line reach Python as lone surrogates."""
    source = tmp_path / "lista.txt"
    source.write_text("kot\npies\n", "utf-8")
    result = subprocess.run(
        [sys.executable, "-m", "engines.lexicon", "install", "--data-dir", str(tmp_path),
         str(source), "--lang", "pl", "--name", b"moja\xff".decode("utf-8", "surrogateescape")],
        capture_output=True, cwd=ROOT, timeout=300,
    )  # fmt: skip
    assert result.returncode == 2 and len(result.stderr.strip().splitlines()) == 1
    assert b"surrogate U+DCFF" in result.stderr


def test_stats_and_exports_print_names_saved_before_the_check_safely(tmp_path: Path) -> None:
    """A name an older version imported raw (ESC, CR LF, a tab, a right-to-left override):
    the statistics table escapes it, one row per line; the GCG keeps it on its line."""
    game, state, record = play_out(Setup("crossword", "jawa", 2, 5), ["easy", "easy"])
    raw = "Ala\x1b[31m\r\n\tBob\u202e"
    path = tmp_path / "s.sqlite"
    with GameStore(path) as store:
        game_id = store.import_game(
            record.setup, (Seat(raw, "human"), Seat("Ola", "human")), record.moves,
            game.outcome(state).scores,
        )  # fmt: skip
    stats = run("-m", "engines", "stats", "--store", str(path))
    assert stats.returncode == 0
    rows = stats.stdout.splitlines()
    assert all(line.count("\t") == rows[0].count("\t") for line in rows)
    assert "\x1b" not in stats.stdout and "\u202e" not in stats.stdout
    assert any(line.startswith("Ala\\x1b[31m\\x0d\\x0a\\x09Bob\\u202e\t") for line in rows)
    gcg = run("-m", "engines", "export", "--store", str(path), "--game", str(game_id),
              "--format", "gcg")  # fmt: skip
    assert gcg.returncode == 0 and "\x1b" not in gcg.stdout
    assert "#player1 Ala\\x1b[31m\\x0d\\x0a\\x09Bob\\u202e" in gcg.stdout
    # Read back, the escaped name is an ordinary one.
    (tmp_path / "again.gcg").write_text(gcg.stdout, "utf-8")
    assert run("-m", "engines", "import", "--store", str(path), str(tmp_path / "again.gcg"))
