"""Screenshots of every game screen, offscreen, so anyone can look at what a player sees.

    python -m gui.screenshots OUTDIR [--game GAME] [--rules RULES] [--moves N] [--seed K]
                                     [--language en]

For each game and rule set with a screen, a game opens with a human in the first seat and
computers in the others; the computers play their first ``--moves`` actions through the
engine, the window shows the human's turn (past the privacy screen) and is saved at 1024×700,
1200×760 (a game window's default size) and 1920×1080 as ``GAME-RULES-WIDTHxHEIGHT.png``, in
Polish or (``--language en``) English. Then (unless ``--game`` picks one game) the launcher at
these sizes, the round summaries with "what was possible" (7 słów, GRA III), and
every dialog at its own size (``dialog-NAME-WIDTHxHEIGHT.png``): new game, continue,
preferences, about, rules, shortcuts, word lookup, exchange. Nothing is saved to the user's
store (the launcher's is a temporary one).
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path

SIZES = ((1024, 700), (1200, 760), (1920, 1080))


def _wait(app: object, until: Callable[[], bool], seconds: float) -> bool:
    from PySide6.QtWidgets import QApplication

    assert isinstance(app, QApplication)
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
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

    from engines.core import Setup, resolve_setup
    from engines.records.record import Move
    from engines.records.store import Seat
    from engines.registry import all_games
    from gui.app import make_application
    from gui.game_window import GameWindow
    from gui.games import has_ui
    from gui.support.fonts import load_bundled_fonts

    app = make_application([])
    load_bundled_fonts(app)
    if args.language != "pl":
        from gui.support import i18n

        i18n.install(app, args.language)
    args.outdir.mkdir(parents=True, exist_ok=True)
    for game in all_games():
        for rules in game.info.rule_sets:
            wanted = args.game in (None, game.info.id) and args.rules in (None, rules.id)
            if not wanted or not has_ui(game.info.id, rules.id):
                continue
            players = max(2, rules.min_players)
            setup = resolve_setup(game.info, Setup(game.info.id, rules.id, players, args.seed))
            state = game.new_game(setup)
            rng = random.Random(args.seed)
            moves: list[Move] = []
            for _ in range(args.moves):
                actors = sorted(game.to_act(state))
                if not actors or game.is_over(state):
                    break
                actor = actors[0]
                action = game.random_action(state, actor, rng)
                state = game.apply(state, actor, action)
                moves.append(Move(actor, action))
            seats = [Seat("Ala", "human")] + [
                Seat(f"Komputer {i}", "computer", "strong") for i in range(1, players)
            ]
            window = GameWindow(setup, seats, store=None, game_id=None, moves=moves)
            window.asks_before_closing = False  # nobody plays it
            window.show()
            if not _wait(app, lambda w=window: w.session is not None, 60):  # type: ignore[misc]
                print(f"{game.info.id} {rules.id}: did not load", file=sys.stderr)
                continue
            if _wait(app, window.privacy.isVisible, 2):
                window.privacy.button.click()
            _wait(app, lambda: False, 0.3)
            for width, height in SIZES:
                window.resize(width, height)
                _wait(app, lambda: False, 0.2)
                path = args.outdir / f"{game.info.id}-{rules.id}-{width}x{height}.png"
                window.grab().save(str(path))
                print(path, flush=True)
            window.close()
    if args.game is None:
        _extras(app, args.outdir, args.seed)
    return 0


def _save(widget: object, path: Path) -> None:
    from PySide6.QtWidgets import QWidget

    assert isinstance(widget, QWidget)
    widget.grab().save(str(path))
    print(path, flush=True)


def _dialog(app: object, dialog: object, outdir: Path, name: str) -> None:
    from PySide6.QtWidgets import QDialog

    assert isinstance(dialog, QDialog)
    _wait(app, dialog.isVisible, 2)
    _wait(app, lambda: False, 0.3)
    size = dialog.size()
    _save(dialog, outdir / f"dialog-{name}-{size.width()}x{size.height()}.png")
    dialog.close()


def _played_round(game_id: str, rules_id: str, players: int, seed: int) -> tuple[object, list]:  # type: ignore[type-arg]
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


def _extras(app: object, outdir: Path, seed: int) -> None:
    import tempfile

    from engines.core import Setup
    from engines.lexicon.wordlists import WordLists, set_default_word_lists
    from engines.records.store import GameStore, Seat
    from gui.dialogs.about import AboutDialog
    from gui.dialogs.help import show_help
    from gui.dialogs.word_lookup import show_word_lookup
    from gui.game_window import GameWindow
    from gui.shell.launcher import Launcher
    from gui.support.settings import Preferences
    from gui.widgets.tile_dialogs import ExchangeDialog

    with tempfile.TemporaryDirectory() as folder:
        data = Path(folder)
        set_default_word_lists(WordLists.in_data_dir(data))
        store = GameStore(data / "games.sqlite")
        store.create_game(
            Setup("puzzle", "gra3", 2, seed),
            [Seat("Ala", "human"), Seat("Komputer (mocny)", "computer", "strong")],
        )
        launcher = Launcher(store, Preferences(data / "settings.ini"))
        launcher.show()
        for width, height in SIZES:
            launcher.resize(width, height)
            _wait(app, lambda: False, 0.2)
            _save(launcher, outdir / f"launcher-{width}x{height}.png")
        launcher.resize(820, 520)
        _dialog(app, launcher.open_new_game("seven_words"), outdir, "new-game")
        saved = launcher.open_saved_games()
        if saved is not None:
            _wait(app, lambda: saved.tree.topLevelItem(0).text(2) != "…", 30)  # type: ignore[union-attr]
            _dialog(app, saved, outdir, "continue")
        _dialog(app, launcher.open_preferences(), outdir, "preferences")
        about = AboutDialog(launcher)
        about.open()
        _dialog(app, about, outdir, "about")
        _dialog(app, show_help(launcher, "crossword"), outdir, "rules")
        _dialog(app, show_help(launcher, "seven_words", shortcuts=True), outdir, "shortcuts")
        lookup = show_word_lookup(launcher, "pl", "zolw")
        _wait(app, lambda: lookup.found is not None, 30)
        _dialog(app, lookup, outdir, "word-lookup")
        allowed = show_word_lookup(launcher, "pl", "kotami")
        _wait(app, lambda: allowed.found is not None, 30)
        _dialog(app, allowed, outdir, "word-lookup-allowed")
        exchange = ExchangeDialog(tuple("kotaeiz"), dict.fromkeys("kotaeiz", 1), 67, launcher)
        exchange.buttons[1].setChecked(True)
        exchange.open()
        _dialog(app, exchange, outdir, "exchange")

        for game_id, rules_id in (("puzzle", "gra3"), ("seven_words", "standard")):
            setup, moves = _played_round(game_id, rules_id, 2, seed)
            seats = [Seat("Ala", "human"), Seat("Komputer (łatwy)", "computer", "easy")]
            window = GameWindow(setup, seats, store=None, game_id=None, moves=moves)  # type: ignore[arg-type]
            window.asks_before_closing = False
            window.show()
            if not _wait(app, lambda w=window: w.game_screen is not None, 60):  # type: ignore[misc]
                continue
            # Let the window open the next turn first (the summary is then put on top).
            _wait(app, lambda w=window: w.current is not None, 10)  # type: ignore[misc]
            screen, session = window.game_screen, window.session
            assert screen is not None and session is not None
            screen.show_round_summary(1)
            window._pages.setCurrentWidget(screen)
            panel = screen.missed_words
            assert panel is not None
            panel.compute(setup, moves, [s.name for s in window.seats], window._ui.rounds_done)  # type: ignore[arg-type]
            _wait(app, lambda p=panel: p.found is not None, 60)  # type: ignore[misc]
            for width, height in SIZES:
                window.resize(width, height)
                _wait(app, lambda: False, 0.2)
                _save(window, outdir / f"summary-{game_id}-{rules_id}-{width}x{height}.png")
            window.close()
        launcher.close()
        _wait(app, lambda: False, 0.3)
        store.close()


if __name__ == "__main__":
    raise SystemExit(main())
