"""7 słów (GAMES.md §1): 7 rounds of one word each, scored by the area cards it uses.

Modules: :mod:`.cards` (deck and columns), :mod:`.area` (the area and the "2 on 2" rule),
:mod:`.scoring` (words, bonuses, the sheet), :mod:`.solo` (the SOLO ladder), :mod:`.families`
(the word restrictions), :mod:`.state` / :mod:`.rules` / :mod:`.round_end` / :mod:`.views` (the
game), :mod:`.index` / :mod:`.search` (the best-word search), :mod:`.computer`.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from engines.core import (
    SYSTEM,
    Action,
    ComputerPlayer,
    Game,
    GameInfo,
    MoveAnalysis,
    OptionSpec,
    Outcome,
    PlayerId,
    RuleSet,
    Setup,
    Text,
    TimeUp,
    plain_level,
    resolve_setup,
)
from engines.registry import register
from engines.seven_words import rules, views
from engines.seven_words.audit import audit
from engines.seven_words.round_end import totals
from engines.seven_words.solo import SOLO_TARGETS
from engines.seven_words.state import (
    AUTOMATIC,
    CHALLENGE,
    NO_TIMER,
    STANDARD,
    Challenge,
    Continue,
    CorrectWord,
    GiveUp,
    Phase,
    SevenWordsState,
    SevenWordsView,
    SubmitWord,
)

MAX_PLAYERS = 6

CHECKING = OptionSpec(
    key="checking",
    label=Text("Sprawdzanie słów", "Word checking"),
    default=AUTOMATIC,
    allowed=(AUTOMATIC, CHALLENGE),
    value_labels=(
        Text("automatyczne (słownik od razu)", "automatic (the lexicon at once)"),
        Text("wyzwania (kara za niesłuszne)", "challenges (penalty when wrong)"),
    ),
)


def _seats(mask: int) -> str:
    return ", ".join(str(i + 1) for i in range(MAX_PLAYERS) if mask >> i & 1)


VETERANS = OptionSpec(
    key="veterans",
    label=Text("Weterani (słabsza punktacja)", "Veterans (handicap scoring)"),
    default=0,
    allowed=tuple(range(1 << MAX_PLAYERS)),
    value_labels=(
        Text("nikt", "nobody"),
        *(Text(f"gracze {_seats(m)}", f"players {_seats(m)}") for m in range(1, 1 << MAX_PLAYERS)),
    ),
)

PORADA = OptionSpec(
    key="porada",
    label=Text("PORADA: poprawka słowa po wyzwaniu", "PORADA: correcting a word after a challenge"),
    default=False,
    allowed=(False, True),
    value_labels=(
        Text("nie", "no"),
        Text(
            "tak — dla uczących się albo na luźniejszą grę",
            "yes — for learners or a relaxed game",
        ),
    ),
    note=Text(
        "PORADA z instrukcji (tylko w trybie wyzwań): gdy przy wyzwaniu jasne jest, o jakie słowo "
        "chodziło, gracz może je poprawić na właściwą formę; kto zapisał dwa słowa albo słowo "
        "z łącznikiem, wybiera jedno z nich.",
        "The rulebook's PORADA (challenge mode only): when a challenge shows which word a player "
        "meant, they may change it to its proper form; one who wrote two words or a hyphenated "
        "word picks one of them.",
    ),
    requires=("checking", CHALLENGE),
)

SOLO = OptionSpec(
    key="solo",
    label=Text("Poziom gry jednoosobowej", "Solo difficulty"),
    default="normal",
    allowed=tuple(SOLO_TARGETS),
    value_labels=(
        Text("zwykły (100 pkt)", "normal (100 points)"),
        Text("średnio (110 pkt)", "medium (110 points)"),
        Text("ciężko (120 pkt)", "hard (120 points)"),
        Text("brutalnie (120 pkt, bez pola 2)", "brutal (120 points, no middle field)"),
    ),
)

INFO = GameInfo(
    id="seven_words",
    name=Text("7 słów", "7 Words"),
    description=Text(
        "W każdej z 7 rund wszyscy naraz szukają słowa z jak największą liczbą liter z 8 kart "
        "na stole; karta daje punkty swojej kolumny (5, 4, 3, 2) i premię rzadkiej litery. "
        "Najszybszy odwraca klepsydrę: reszta ma 30 sekund.",
        "In each of 7 rounds everyone looks for a word using as many letters as possible of "
        "the 8 cards on the table; a card scores its column (5, 4, 3, 2) plus a rare bonus. "
        "The fastest player flips the timer: the others have 30 seconds.",
    ),
    rule_sets=(
        RuleSet(
            id=STANDARD,
            name=Text("Z klepsydrą", "With the timer"),
            min_players=1,
            max_players=MAX_PLAYERS,
            options=(CHECKING, PORADA, VETERANS, SOLO),
        ),
        RuleSet(
            id=NO_TIMER,
            name=Text("Bez klepsydry (gracz główny)", "No timer (main player)"),
            min_players=2,
            max_players=MAX_PLAYERS,
            options=(CHECKING, PORADA, VETERANS),
        ),
    ),
)


class SevenWordsGame(Game[SevenWordsState]):
    info = INFO
    action_types = (SubmitWord, GiveUp, Challenge, Continue, CorrectWord, TimeUp)

    def new_game(self, setup: Setup) -> SevenWordsState:
        return rules.new_game(resolve_setup(self.info, setup))

    def to_act(self, state: SevenWordsState) -> frozenset[PlayerId]:
        return rules.to_act(state)

    def apply(self, state: SevenWordsState, player: PlayerId, action: Action) -> SevenWordsState:
        return rules.apply(state, player, action)

    def random_action(self, state: SevenWordsState, player: PlayerId, rng: random.Random) -> Action:
        # Imported on use: the search index pulls in NumPy, which the launcher must not pay
        # for at start-up.
        from engines.seven_words.random_moves import random_action

        return random_action(state, player, rng)

    def system_actions(self, state: SevenWordsState) -> tuple[Action, ...]:
        return (TimeUp(),) if state.phase is Phase.WRITING else ()

    def is_over(self, state: SevenWordsState) -> bool:
        return state.phase is Phase.OVER

    def scores(self, state: SevenWordsState) -> tuple[int, ...]:
        return totals(state.history, state.setup.players)

    def outcome(self, state: SevenWordsState) -> Outcome:
        return views.outcome(state)

    def view(self, state: SevenWordsState, player: PlayerId | None) -> SevenWordsView:
        return views.view(state, player)

    def computer(self, level: str) -> ComputerPlayer:
        level = plain_level(level)  # mistrz: the strong player's best word is the best there is
        from engines.seven_words.computer import SevenWordsComputer

        return SevenWordsComputer(level)

    def audit(self, state: SevenWordsState) -> list[str]:
        return audit(state)

    def analyse(
        self,
        state: SevenWordsState,
        player: PlayerId,
        action: Action,
        *,
        search: bool = False,
        should_stop: Callable[[], bool] = lambda: False,
    ) -> MoveAnalysis | None:
        from engines.seven_words.analysis import analyse_seven_words

        return analyse_seven_words(state, player, action, search=search, should_stop=should_stop)


GAME: Any = register(SevenWordsGame())

__all__ = ["GAME", "INFO", "SYSTEM", "SevenWordsGame"]
