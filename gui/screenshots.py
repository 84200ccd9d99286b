"""Screenshots of every window a player meets, offscreen, so anyone can look at what a player sees.

    python -m gui.screenshots OUTDIR [--game GAME] [--rules RULES] [--moves N] [--seed K]
                                     [--language en] [--font-size PT]

For each game and rule set with a screen, a game opens with a human in the first seat and
computers in the others; the computers play their first ``--moves`` actions through the
engine, the window shows the human's turn (past the privacy screen) and is saved at 1024×700,
1200×760 (a game window's default size) and 1920×1080 as ``GAME-RULES-WIDTHxHEIGHT.png``, in
Polish or (``--language en``) English, with the system's font or ``--font-size`` points. Then
(unless ``--game`` picks one game) the launcher at these sizes, the round summaries with "what
was possible" (7 słów, GRA II, GRA III), the hand-over screen, every game's end screen, the
replay, history and statistics windows, a network seat with its hosting window, and every
dialog at its own size (``dialog-NAME-WIDTHxHEIGHT.png``): new game, continue, preferences,
about, rules, shortcuts, word lookup, exchange, a blank's letter, a question, joining and
hosting a network game. Nothing is saved to the user's store (a temporary one is used).

:func:`walk` yields the same windows one by one; ``tests/gui/test_every_button.py`` walks them
to check every push button (an Alt letter, no English in the Polish interface).
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication, QWidget

    from engines.core import Setup
    from engines.records.record import Move

SIZES = ((1024, 700), (1200, 760), (1920, 1080))


@dataclass(frozen=True)
class Shot:
    """One window as the walk shows it: the file name it is saved under (no extension)."""

    name: str
    widget: QWidget


def _wait(app: QApplication, until: Callable[[], bool], seconds: float) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        app.processEvents()
        if until():
            return True
        time.sleep(0.01)
    return until()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m gui.screenshots")
    parser.add_argument("outdir", type=Path)
    parser.add_argument("--game")
    parser.add_argument("--rules")
    parser.add_argument("--moves", type=int, default=4, help="actions played before the picture")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--language", choices=("pl", "en"), default="pl")
    parser.add_argument("--font-size", type=int, default=0, help="points (0: the system's)")
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

    from PySide6.QtGui import QFont

    from gui.app import make_application
    from gui.support import i18n
    from gui.support.fonts import load_bundled_fonts

    app = make_application([])
    load_bundled_fonts(app)
    # Polish too: Qt's own buttons ("Zamknij", not "Close") come from its translations.
    i18n.install(app, args.language)
    if args.font_size:
        font = QFont(app.font())
        font.setPointSize(args.font_size)
        app.setFont(font)
    args.outdir.mkdir(parents=True, exist_ok=True)
    for shot in walk(app, seed=args.seed, moves=args.moves, game=args.game, rules=args.rules):
        path = args.outdir / f"{shot.name}.png"
        shot.widget.grab().save(str(path))
        print(path, flush=True)
    return 0


def walk(
    app: QApplication,
    *,
    seed: int = 7,
    moves: int = 4,
    game: str | None = None,
    rules: str | None = None,
    sizes: Sequence[tuple[int, int]] = SIZES,
) -> Iterator[Shot]:
    """Every window the screenshots show, each when it is ready to be looked at (it closes
    when the walk goes on)."""
    yield from _game_windows(app, seed, moves, game, rules, sizes)
    if game is None:
        yield from _extras(app, seed, sizes)


def _random_moves(setup: Setup, count: int | None, seed: int) -> list[Move]:
    """``count`` random legal actions from the start (None: to the end of the game)."""
    from engines.records.record import Move
    from engines.registry import get_game

    game = get_game(setup.game)
    state = game.new_game(setup)
    rng = random.Random(seed)
    moves: list[Move] = []
    while count is None or len(moves) < count:
        actors = sorted(game.to_act(state))
        if not actors or game.is_over(state):
            break
        action = game.random_action(state, actors[0], rng)
        state = game.apply(state, actors[0], action)
        moves.append(Move(actors[0], action))
    return moves


def _middle(sizes: Sequence[tuple[int, int]]) -> Sequence[tuple[int, int]]:
    """The middle size only (a window seen at one size: the game window's default)."""
    return sizes[len(sizes) // 2 :][:1]


def _sized(
    app: QApplication, widget: QWidget, name: str, sizes: Sequence[tuple[int, int]]
) -> Iterator[Shot]:
    for width, height in sizes:
        widget.resize(width, height)
        _wait(app, lambda: False, 0.2)
        yield Shot(f"{name}-{width}x{height}", widget)


def _game_windows(
    app: QApplication,
    seed: int,
    moves: int,
    game_id: str | None,
    rules_id: str | None,
    sizes: Sequence[tuple[int, int]],
) -> Iterator[Shot]:
    from engines.core import Setup, resolve_setup
    from engines.records.store import Seat
    from engines.registry import all_games
    from gui.game_window import GameWindow
    from gui.games import has_ui

    for game in all_games():
        for rules in game.info.rule_sets:
            wanted = game_id in (None, game.info.id) and rules_id in (None, rules.id)
            if not wanted or not has_ui(game.info.id, rules.id):
                continue
            players = max(2, rules.min_players)
            setup = resolve_setup(game.info, Setup(game.info.id, rules.id, players, seed))
            seats = [Seat("Ala", "human")] + [
                Seat(f"Komputer {i}", "computer", "strong") for i in range(1, players)
            ]
            window = GameWindow(
                setup, seats, store=None, game_id=None, moves=_random_moves(setup, moves, seed)
            )
            window.asks_before_closing = False  # nobody plays it
            window.show()
            if not _wait(app, lambda w=window: w.session is not None, 60):  # type: ignore[misc]
                print(f"{game.info.id} {rules.id}: did not load", file=sys.stderr)
                window.close()
                continue
            if _wait(app, window.privacy.isVisible, 2):
                window.privacy.button.click()
            _wait(app, lambda: False, 0.3)
            yield from _sized(app, window, f"{game.info.id}-{rules.id}", sizes)
            window.close()


def _dialog(app: QApplication, dialog: QWidget, name: str) -> Iterator[Shot]:
    _wait(app, dialog.isVisible, 2)
    _wait(app, lambda: False, 0.3)
    size = dialog.size()
    yield Shot(f"dialog-{name}-{size.width()}x{size.height()}", dialog)
    dialog.close()


def _played_round(game_id: str, rules_id: str, players: int, seed: int) -> tuple[Setup, list[Move]]:
    """A setup and the moves of its first round, played by easy computers."""
    from engines.core import PlayerId, Setup, computer_rng, resolve_setup
    from engines.records.record import Move
    from engines.registry import get_game
    from gui.games import ui_for

    game = get_game(game_id)
    setup = resolve_setup(game.info, Setup(game_id, rules_id, players, seed))
    rounds_done = ui_for(game_id, rules_id).rounds_done
    state = game.new_game(setup)
    computer = game.computer("easy")
    moves: list[Move] = []
    while rounds_done(state) == 0 and not game.is_over(state):
        player = sorted(game.to_act(state))[0]
        action = computer.choose(
            game.view(state, PlayerId(player)),
            computer_rng(setup, PlayerId(player), len(moves)),
            lambda: False,
            lambda _fraction: None,
        )
        state = game.apply(state, PlayerId(player), action)
        moves.append(Move(player, action))
    return setup, moves


def _extras(app: QApplication, seed: int, sizes: Sequence[tuple[int, int]]) -> Iterator[Shot]:
    import tempfile

    from engines.core import Setup
    from engines.lexicon.wordlists import WordLists, set_default_word_lists
    from engines.records.store import GameStore, Seat
    from gui.shell.launcher import Launcher
    from gui.support.settings import Preferences

    with tempfile.TemporaryDirectory() as folder:
        data = Path(folder)
        set_default_word_lists(WordLists.in_data_dir(data))
        store = GameStore(data / "games.sqlite")
        store.create_game(
            Setup("puzzle", "gra3", 2, seed),
            [Seat("Ala", "human"), Seat("Komputer (mocny)", "computer", "strong")],
        )
        preferences = Preferences(data / "settings.ini")
        preferences.human_pace = False
        launcher = Launcher(store, preferences)
        launcher.show()
        yield from _sized(app, launcher, "launcher", sizes)
        launcher.resize(820, 520)
        yield from _dialogs(app, launcher, seed)
        yield from _summaries(app, seed, sizes)
        yield from _hand_over(app, seed, sizes)
        yield from _end_screens(app, launcher, store, seed, sizes)
        yield from _network(app, launcher, sizes)
        launcher.close()
        _wait(app, lambda: False, 0.3)
        store.close()


def _dialogs(app: QApplication, launcher: Any, seed: int) -> Iterator[Shot]:
    from PySide6.QtCore import QCoreApplication

    from gui.dialogs.about import AboutDialog
    from gui.dialogs.help import show_help
    from gui.dialogs.word_lookup import show_word_lookup
    from gui.widgets.dialogs import question_box
    from gui.widgets.tile_dialogs import BlankLetterDialog, ExchangeDialog

    yield from _dialog(app, launcher.open_new_game("seven_words"), "new-game")
    saved = launcher.open_saved_games()
    if saved is not None:
        _wait(app, lambda: saved.tree.topLevelItem(0).text(2) != "…", 30)
        yield from _dialog(app, saved, "continue")
    yield from _dialog(app, launcher.open_preferences(), "preferences")
    about = AboutDialog(launcher)
    about.open()
    yield from _dialog(app, about, "about")
    yield from _dialog(app, show_help(launcher, "crossword"), "rules")
    yield from _dialog(app, show_help(launcher, "seven_words", shortcuts=True), "shortcuts")
    lookup = show_word_lookup(launcher, "pl", "zolw")
    _wait(app, lambda: lookup.found is not None, 30)
    yield from _dialog(app, lookup, "word-lookup")
    allowed = show_word_lookup(launcher, "pl", "kotami")
    _wait(app, lambda: allowed.found is not None, 30)
    yield from _dialog(app, allowed, "word-lookup-allowed")
    exchange = ExchangeDialog(tuple("kotaeiz"), dict.fromkeys("kotaeiz", 1), 67, launcher)
    exchange.buttons[1].setChecked(True)
    exchange.open()
    yield from _dialog(app, exchange, "exchange")
    blank = BlankLetterDialog("aąbcćdeęfghijklłmnńoóprsśtuwyzźż", launcher)
    blank.open()
    yield from _dialog(app, blank, "blank")
    translate = QCoreApplication.translate
    question = question_box(
        launcher,
        translate("GameWindow", "Zamknąć grę?"),
        translate(
            "GameWindow",
            "Rozpoczęty ruch przepadnie (gra jest zapisana do ostatniego zagranego ruchu "
            "i można ją dokończyć w „Kontynuuj”).",
        ),
        translate("GameWindow", "&Zamknij grę"),
    )
    question.open()
    yield from _dialog(app, question, "question")
    yield from _dialog(app, launcher.open_network_game(), "join")
    yield from _dialog(app, launcher.open_host_game("crossword"), "host")


def _window(
    app: QApplication,
    setup: Setup,
    seats: Sequence[Any],
    moves: Sequence[Move],
    *,
    store: Any = None,
    game_id: int | None = None,
) -> Any:
    """A game window opened on ``moves`` (None when it did not load)."""
    from gui.game_window import GameWindow

    window = GameWindow(setup, seats, store=store, game_id=game_id, moves=moves)
    window.asks_before_closing = False
    window.show()
    if not _wait(app, lambda: window.game_screen is not None, 60):
        window.close()
        return None
    return window


def _summaries(app: QApplication, seed: int, sizes: Sequence[tuple[int, int]]) -> Iterator[Shot]:
    from engines.records.store import Seat

    for game_id, rules_id in (
        ("puzzle", "gra3"),
        ("puzzle", "gra2"),
        ("seven_words", "standard"),
    ):
        setup, moves = _played_round(game_id, rules_id, 2, seed)
        seats = [Seat("Ala", "human"), Seat("Komputer (łatwy)", "computer", "easy")]
        window = _window(app, setup, seats, moves)
        if window is None:
            continue
        # Let the window open the next turn first (the summary is then put on top).
        _wait(app, lambda w=window: w.current is not None, 10)  # type: ignore[misc]
        screen, session = window.game_screen, window.session
        screen.show_round_summary(1)
        window._pages.setCurrentWidget(screen)
        panel = screen.missed_words
        if panel is not None:
            panel.compute(setup, moves, [s.name for s in window.seats], window._ui.rounds_done)
            _wait(app, lambda p=panel: p.found is not None, 60)  # type: ignore[misc]
        assert session is not None
        yield from _sized(app, window, f"summary-{game_id}-{rules_id}", sizes)
        window.close()


def _hand_over(app: QApplication, seed: int, sizes: Sequence[tuple[int, int]]) -> Iterator[Shot]:
    """Hot seat: the screen that hides one player's letters from the next."""
    from engines.core import Setup, resolve_setup
    from engines.records.store import Seat
    from engines.registry import get_game

    setup = resolve_setup(get_game("crossword").info, Setup("crossword", "jawa", 2, seed))
    window = _window(app, setup, [Seat("Ala", "human"), Seat("Olek", "human")], [])
    if window is None:
        return
    _wait(app, window.privacy.isVisible, 5)
    yield from _sized(app, window, "handover", _middle(sizes))
    window.close()


def _end_screens(
    app: QApplication, launcher: Any, store: Any, seed: int, sizes: Sequence[tuple[int, int]]
) -> Iterator[Shot]:
    """Every game played to its end at random, saved, and shown as it ends; then the replay
    of the crossword game and the history and statistics windows."""
    from engines.core import Setup, resolve_setup
    from engines.records.store import Seat
    from engines.registry import all_games
    from gui.games import has_ui

    replayed: int | None = None
    for game, rules in ((g, r) for g in all_games() for r in g.info.rule_sets):
        if not has_ui(game.info.id, rules.id):
            continue
        players = max(2, rules.min_players)
        setup = resolve_setup(game.info, Setup(game.info.id, rules.id, players, seed))
        seats = [Seat("Ala", "human")] + [
            Seat(f"Komputer {i}", "computer", "strong") for i in range(1, players)
        ]
        game_id = store.create_game(setup, seats)
        moves = _random_moves(setup, None, seed)
        store.append_moves(game_id, moves)
        window = _window(app, setup, seats, moves, store=store, game_id=game_id)
        if window is None:
            continue
        _wait(app, lambda w=window: w.final is not None and w.final.isVisible(), 10)  # type: ignore[misc]
        yield from _sized(app, window, f"end-{game.info.id}-{rules.id}", sizes)
        window.close()
        if game.info.id == "crossword":
            replayed = game_id
    if replayed is not None:
        replay = launcher.open_replay(replayed)
        if replay is not None:
            _wait(app, lambda: False, 1.0)
            yield from _sized(app, replay, "replay-crossword", _middle(sizes))
            replay.close()
    history = launcher.open_history()
    if history is not None:
        _wait(app, lambda: False, 0.5)
        yield from _sized(app, history, "history", _middle(sizes))
        history.close()
    stats = launcher.open_stats()
    if stats is not None:
        _wait(app, lambda: False, 0.5)
        yield from _sized(app, stats, "statistics", _middle(sizes))
        stats.close()


def _network(app: QApplication, launcher: Any, sizes: Sequence[tuple[int, int]]) -> Iterator[Shot]:
    """A crossword game hosted from the app on this computer only: its hosting window and the
    window of the host's own player (seat 1) against the host's computer."""
    dialog = launcher.open_host_game("crossword")
    dialog.port_spin.setValue(0)
    dialog.loopback_check.setChecked(True)
    dialog.set_seat(1, "Komputer 1", "computer", "easy")
    dialog.accept()
    if not launcher.hosting_windows:
        return
    hosting = launcher.hosting_windows[0]
    if _wait(app, lambda: bool(launcher.network_windows), 10):
        seat = launcher.network_windows[0]
        _wait(app, lambda: seat.game_screen is not None and seat.session.may_act, 30)
        yield from _sized(app, seat, "network-seat", sizes)
        seat.close()
    _wait(app, lambda: False, 0.3)
    yield from _sized(app, hosting, "hosting", _middle(sizes))
    hosting.close()
    _wait(app, lambda: False, 0.5)


if __name__ == "__main__":
    raise SystemExit(main())
