"""Games saved and exported by older releases replay here as they were played.

The fixtures in ``tests/old_releases/`` were written by the code of older commits (see its
``make_fixtures.py``): stores of schemas 2, 3 and 4 with a game of every rule set, their JSON
records and GCG exports, and the games the shipped lexicon has since dropped words of (``pia``
in ``jawa``, ``ms`` in ``wordsmith``, ``dimów`` in GRA III). None of them names a lexicon
edition: they are replayed with the newest edition that accepts every move.
"""

from __future__ import annotations

import dataclasses
import json
import shutil
from pathlib import Path

import pytest

from engines.__main__ import main
from engines.core import EditionUse
from engines.lexicon import load_lexicon
from engines.lexicon.editions import current_edition, editions
from engines.records.history import summaries
from engines.records.import_export import export_game, import_file
from engines.records.record import (
    GameRecord,
    MoveRefused,
    as_played,
    edition_change,
    replay,
    replay_states,
)
from engines.records.store import GameStore, SavedGame
from engines.registry import all_games, get_game

RELEASES = Path(__file__).resolve().parent / "old_releases"
FOLDERS = sorted(path for path in RELEASES.iterdir() if path.is_dir())
FIRST = RELEASES / "2247fb3-schema2"
#: The games of the first release with a word the current shipped lexicon lacks: its
#: record's name, the word, and the language of the rule set.
DROPPED = [("jawa-pia", "pia", "pl"), ("wordsmith-ms", "ms", "en"), ("gra3-dimow", "dimów", "pl")]
EVERY_RULE_SET = {(game.info.id, rules.id) for game in all_games() for rules in game.info.rule_sets}


def first_edition(lang: str) -> EditionUse:
    found = editions(lang)[0]
    return EditionUse(0, found.version, found.checksum)


def open_copy(folder: Path, tmp_path: Path) -> GameStore:
    path = tmp_path / folder.name / "games.sqlite"
    path.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy(folder / "games.sqlite", path)
    return GameStore(path)


def record_files(folder: Path, *patterns: str) -> list[Path]:
    """The records in ``folder`` (not the plan ``make_fixtures.py`` made them from)."""
    found = [path for pattern in patterns for path in folder.glob(pattern)]
    return sorted(path for path in found if path.name != "plan.json")


def every_game(store: GameStore) -> list[SavedGame]:
    return [*store.unfinished(), *store.finished(limit=None)]


@pytest.mark.parametrize("folder", FOLDERS, ids=lambda path: path.name)
def test_every_game_of_an_older_store_replays_to_its_saved_scores(
    folder: Path, tmp_path: Path
) -> None:
    with open_copy(folder, tmp_path) as store:
        games = every_game(store)
        assert {(saved.setup.game, saved.setup.rules) for saved in games} == EVERY_RULE_SET
        for saved in games:
            game = get_game(saved.setup.game)
            assert saved.setup.editions is None  # older releases name no edition
            state = replay(saved.setup, store.moves(saved.id, game), saved.scores)
            assert state.setup.editions is not None
            if saved.scores is not None:
                assert game.is_over(state)
                assert game.scores(state) == saved.scores


@pytest.mark.parametrize(("name", "word", "lang"), DROPPED)
def test_a_word_the_lexicon_dropped_stands_in_the_game_that_played_it(
    name: str, word: str, lang: str
) -> None:
    for ending in ("finished", "unfinished"):
        record = GameRecord.loads((FIRST / f"{name}-{ending}.json").read_text("utf-8"))
        assert record.setup.editions is None
        current_only = dataclasses.replace(record.setup, editions=())
        with pytest.raises(MoveRefused) as refused:
            replay(current_only, record.moves)
        assert word in refused.value.details["word"]
        state = replay(record.setup, record.moves)
        assert state.setup.editions == (first_edition(lang),)


def test_records_of_every_rule_set_replay_and_some_need_their_edition() -> None:
    needing = set()
    for folder in FOLDERS:
        for path in record_files(folder, "*.json"):
            record = GameRecord.loads(path.read_text("utf-8"))
            _game, states = replay_states(record.setup, record.moves)
            if states[-1].setup.editions:  # settled on a past edition
                needing.add((record.setup.game, record.setup.rules))
    # Computer players of the first release played words dropped since in these rule sets.
    assert needing >= {
        ("crossword", "jawa"),
        ("crossword", "wordsmith"),
        ("slowka", "standard"),
        ("puzzle", "gra1"),
        ("puzzle", "gra2"),
        ("puzzle", "gra3"),
    }


def test_statistics_count_every_finished_game_of_an_older_store(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    with open_copy(FIRST, tmp_path) as store:
        finished = {saved.id for saved in store.finished(limit=None)}
        assert set(summaries(store)) == finished
    assert main(["stats", "--store", str(tmp_path / FIRST.name / "games.sqlite")]) == 0
    rows = [line.split("\t") for line in capsys.readouterr().out.splitlines()]
    assert ["Ala", "*", str(len(finished))] == rows[1][:3]


@pytest.mark.parametrize("folder", FOLDERS, ids=lambda path: path.name)
def test_older_records_import_naming_the_edition_they_replay_with(
    folder: Path, tmp_path: Path
) -> None:
    with GameStore(tmp_path / "new.sqlite") as store:
        for path in record_files(folder, "*.json", "*.gcg"):
            imported = import_file(store, path)
            saved = store.get(imported.game_id)
            game = get_game(saved.setup.game)
            moves = store.moves(saved.id, game)
            exported = json.loads(export_game(store, saved.id, "json"))
            assert exported["lexicon"][0]["since"] == 0, path.name
            assert exported["lexicon"][0]["version"] in {e.version for e in editions("pl")} | {
                e.version for e in editions("en")
            }
            # Replays as saved, and the record it exports replays the same.
            again = GameRecord.from_json(exported)
            assert replay(again.setup, again.moves) == replay(saved.setup, moves)
            if saved.setup.game == "crossword":
                gcg = export_game(store, saved.id, "gcg")
                (tmp_path / "again.gcg").write_text(gcg, "utf-8")
                back = store.get(import_file(store, tmp_path / "again.gcg").game_id)
                assert back.setup == saved.setup


def test_the_cli_exports_every_crossword_game_of_an_older_store_as_gcg(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    with open_copy(FIRST, tmp_path) as store:
        ids = [saved.id for saved in every_game(store) if saved.setup.game == "crossword"]
    path = tmp_path / FIRST.name / "games.sqlite"
    for game_id in ids:
        assert (
            main(["export", "--store", str(path), "--game", str(game_id), "--format", "gcg"]) == 0
        )
        assert capsys.readouterr().out.startswith("#character-encoding UTF-8")


def test_an_unfinished_game_goes_on_with_the_current_lexicon(tmp_path: Path) -> None:
    with open_copy(FIRST, tmp_path) as store:
        crossword = get_game("crossword")
        saved = next(each for each in store.unfinished() if each.setup.rules == "jawa")
        moves = store.moves(saved.id, crossword)
        assert moves[0].action.to_json()["word"] == "PIA"
        state = replay(saved.setup, moves)
        change = edition_change(state.setup, len(moves))
        assert change is not None
        now = current_edition("pl")
        assert now is not None
        assert (change.before, change.now) == (
            first_edition("pl"),
            EditionUse(len(moves), now.version, now.checksum),
        )
        store.set_editions(saved.id, change.setup.editions or ())
        again = store.get(saved.id)
        assert again.setup.editions == change.setup.editions
        # Said once: the game names the current edition from here on.
        assert edition_change(replay(again.setup, moves).setup, len(moves)) is None
        # The moves so far keep their words; the next one is judged by the current list.
        with as_played(again.setup, len(moves) - 1):
            assert "pia" in load_lexicon("pl")
        with as_played(again.setup, len(moves)):
            assert "pia" not in load_lexicon("pl")
        assert "pia" not in load_lexicon("pl")
