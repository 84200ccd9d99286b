"""The games as the launcher lists them: names, descriptions, rule sets and player counts, with
no engine loaded.

Each engine builds its :class:`~engines.core.GameInfo` from its entry here and its options
(:func:`game_info`), so these texts are written once. The launcher shows them before any engine
is imported: importing the four engines (their rules, move generators, computer players) took
most of its start-up, several times a bare window's (``benchmarks/launcher_start.py``).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping

from engines.game_info import GameInfo, OptionSpec, RuleSet, Text

#: Every game, in launcher order, its rule sets without their options (each game's id is also
#: its package's name under ``engines``).
GAMES: tuple[GameInfo, ...] = (
    GameInfo(
        id="puzzle",
        name=Text("Puzzle literowe", "Letter puzzles"),
        description=Text(
            "68 puzzli z literami i 2 mydełka. GRA I: z 7 liter układaj krzyżówkę na stole bez "
            "granic, +20 za wszystkie 7. GRA II: w każdej z 4 rund ułóż ze swoich liter własną "
            "krzyżówkę; liczy się każde słowo, +20 za wszystkie litery. GRA III: w każdej z 10 "
            "rund ułóż z 15 swoich liter jak najdłuższe słowo; najdłuższe dostaje +5. Liczą się "
            "rzeczowniki, czasowniki, liczebniki, przymiotniki, zaimki, przysłówki i przyimki.",
            "68 letter puzzles and 2 blanks. GRA I: build a crossword on an unbounded table from "
            "a rack of 7, +20 for all 7. GRA II: in each of 4 rounds build your own crossword "
            "from your letters; every word scores, +20 for all of them. GRA III: in each of 10 "
            "rounds make the longest word you can from your 15 letters; the longest gets +5. "
            "Nouns, verbs, numerals, adjectives, pronouns, adverbs and prepositions count.",
        ),
        rule_sets=(
            # GRA III first: the oldest rule set, whose games the tests' fixed seeds describe.
            RuleSet("gra3", Text("GRA III — najdłuższe słowo", "GRA III — longest word"), 2, 4),
            RuleSet(
                "gra1",
                Text("GRA I — krzyżówka na stole", "GRA I — a crossword on the table"),
                2,
                4,
            ),
            RuleSet("gra2", Text("GRA II — własna krzyżówka", "GRA II — your own crossword"), 2, 4),
        ),
    ),
    GameInfo(
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
            RuleSet("standard", Text("Z klepsydrą", "With the timer"), 1, 6),
            RuleSet(
                "no_timer", Text("Bez klepsydry (gracz główny)", "No timer (main player)"), 2, 6
            ),
        ),
    ),
    GameInfo(
        id="crossword",
        name=Text("Krzyżówka", "Crossword"),
        description=Text(
            "Układaj słowa na planszy 15×15 z premiami, z 7 liter na stojaku. Zasady JAWA "
            "(polskie słowa, +40 za wszystkie 7 liter) albo Wordsmith (angielskie słowa, +25).",
            "Build words on a 15×15 board with premium squares from a rack of 7. JAWA rules "
            "(Polish words, +40 for all 7 tiles) or Wordsmith (English words, +25).",
        ),
        rule_sets=(
            RuleSet("jawa", Text("JAWA — po polsku", "JAWA — Polish"), 2, 4, language="pl"),
            RuleSet(
                "wordsmith",
                Text("Wordsmith — po angielsku", "Wordsmith — English"),
                2,
                4,
                language="en",
            ),
        ),
    ),
    GameInfo(
        id="slowka",
        name=Text("Słówka", "Słówka (path words)"),
        description=Text(
            "Dokładaj żetony na planszy 7×7 i czytaj jedno słowo ścieżką liter stykających się "
            "bokiem albo rogiem, zawsze z co najmniej jedną literą, która już leży. Otocz ciemne "
            "pola, by zdobyć premie 10 i 5.",
            "Add tokens on a 7×7 board and read one word along a path of letters touching by a "
            "side or a corner, always using a letter already there. Surround the dark squares "
            "for 10 and 5 points.",
        ),
        rule_sets=(RuleSet("standard", Text("Standardowe", "Standard"), 2, 4),),
    ),
)


def entry(game_id: str) -> GameInfo:
    """The entry of ``game_id`` (KeyError for a game not listed)."""
    for game in GAMES:
        if game.id == game_id:
            return game
    raise KeyError(game_id)


def game_info(game_id: str, options: Mapping[str, tuple[OptionSpec, ...]]) -> GameInfo:
    """``game_id``'s :class:`GameInfo`: its entry with ``options`` (rule set id → its options)
    for each rule set."""
    game = entry(game_id)
    return dataclasses.replace(
        game,
        rule_sets=tuple(
            dataclasses.replace(rules, options=options.get(rules.id, ()))
            for rules in game.rule_sets
        ),
    )
