"""The replay's move list words every action for a player: a hint asked for, a clock's report,
GRA II's tiles laid one by one — never the engines' record forms (``HINT``, ``TIME 0 42123``,
``PUT 1 6 Ź``)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from engines.core import Action, Setup, TimeUp
from engines.crossword.actions import DismissHint, RequestHint
from engines.game_clock import TimeUsed
from engines.puzzle.gra1 import ExchangeTiles, PassTurn
from engines.puzzle.gra2 import EndSitting, MoveTile, PutTile, SubmitGrid, SwapTiles, TakeTile
from engines.records.store import GameStore, Seat
from engines.tile_turns import Accept, Challenge, Exchange, Pass
from engines.tools.play import play_out
from gui.records.action_words import WORDS, action_words
from gui.records.replay import ReplayWindow
from gui.support import i18n

#: The engines' record forms of the actions that are not a placed word.
RECORD_FORM = re.compile(r"\b(HINT|TIME|PUT|TAKE|MOVE|SWAP|DONE|SUBMIT|PASS|EXCHANGE|CHALLENGE)\b")

EXAMPLES: list[tuple[Action, str, str]] = [
    (RequestHint(), "prosi o podpowiedź", "asks for a hint"),
    (DismissHint(), "odkłada podpowiedź", "puts the hint away"),
    (TimeUsed(1, 42_400), "zegar: Bartek +0:42", "clock: Bartek +0:42"),
    (TimeUp(), "koniec czasu", "time is up"),
    (Challenge(), "sprawdza słowa", "challenges the words"),
    (Accept(), "przyjmuje słowa", "accepts the words"),
    (Pass(), "pas", "pass"),
    (PassTurn(), "pas", "pass"),
    (ExchangeTiles("AB"), "wymiana płytek: 2", "tiles exchanged: 2"),
    (Exchange("AĄB"), "wymiana płytek: 3", "tiles exchanged: 3"),
    (PutTile(1, 6, "ź", 12.5), "kładzie Ź na (1, 6) (12,5 s)", "puts Ź on (1, 6) (12.5 s)"),
    (TakeTile(1, 6), "zdejmuje płytkę z (1, 6)", "takes the tile off (1, 6)"),
    (
        MoveTile(1, 6, 2, 6),
        "przesuwa płytkę z (1, 6) na (2, 6)",
        "moves the tile from (1, 6) to (2, 6)",
    ),
    (SwapTiles("ab"), "wymiana płytek: 2", "tiles exchanged: 2"),
    (EndSitting(), "kończy układanie", "ends the sitting"),
    (SubmitGrid("KOT"), "oddaje krzyżówkę", "hands in the crossword"),
]


@pytest.mark.parametrize(("action", "polish", "english"), EXAMPLES, ids=str)
def test_an_action_in_words_in_both_languages(
    qapp: QApplication, action: Action, polish: str, english: str
) -> None:
    names = ["Ala", "Bartek"]
    assert action_words(action, names) == polish
    try:
        assert i18n.install(qapp, "en")
        assert action_words(action, names) == english
    finally:
        i18n.install(qapp, "pl")


def test_every_worded_action_has_an_example() -> None:
    assert set(WORDS) == {type(action) for action, _, _ in EXAMPLES}


@pytest.mark.parametrize(
    ("game", "rules", "options"),
    [("crossword", "jawa", {"hints": 2, "challenge": True}), ("puzzle", "gra2", {})],
)
def test_a_replay_lists_no_record_forms(
    qtbot: QtBot, tmp_path: Path, game: str, rules: str, options: dict[str, object]
) -> None:
    played, state, record = play_out(Setup(game, rules, 2, 7, options=options), random_moves=True)
    store = GameStore(tmp_path / "games.sqlite")
    seats = [Seat("Ala", "human"), Seat("Bartek", "human")]
    game_id = store.import_game(record.setup, seats, record.moves, played.outcome(state).scores)
    window = ReplayWindow(store, game_id)
    qtbot.addWidget(window)
    table = window.moves_table
    texts = [table.item(row, 1).text() for row in range(table.rowCount())]
    assert len(texts) == len(record.moves) + 1
    assert not [text for text in texts if RECORD_FORM.search(text)]
    window.close()
