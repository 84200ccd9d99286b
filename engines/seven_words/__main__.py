"""Command line: score a word or list the best words for an area.

    python -m engines.seven_words score --area L,P,M,B,L,T,R,N [--veteran] WORD
    python -m engines.seven_words best --area L,P,M,B,L,T,R,N [--top N] [--veteran]

The area lists the 8 cards column by column from the 5-point column to the 2-point column,
top card first; rare bonuses come from the tile-set file. ``score`` prints the points and the
cards taken (letter and value); ``best`` prints "points<TAB>word" lines, best first. Bad input
prints one line on stderr and exits with 2.
"""

from __future__ import annotations

import itertools
import sys
from collections.abc import Callable

from engines.core import Reason, Rejected
from engines.lexicon import load_lexicon
from engines.seven_words.area import check_area
from engines.seven_words.cards import MAX_RARE, card_value
from engines.seven_words.index import lexicon_index
from engines.seven_words.scoring import score_word
from engines.seven_words.search import ranked_words
from engines.tools.cli import OneLineParser, run_main

PROG = "python -m engines.seven_words"


def _message(error: Rejected) -> str:
    """The English sentence for a refused area or word."""
    d = error.details
    messages: dict[Reason, Callable[[], str]] = {
        Reason.AREA_SIZE: lambda: f"--area needs {d.get('needed')} cards, got {d.get('cards')}",
        Reason.CARD_NOT_IN_DECK: lambda: f"no card {d.get('card')!r} in the deck",
        Reason.TOO_MANY_OF_LETTER: lambda: (
            f"{d.get('count')} cards {d.get('card')!r} in the area (at most {d.get('limit')})"
        ),
        Reason.TOO_MANY_RARE: lambda: (
            f"{d.get('count')} rare cards in the area (at most {MAX_RARE})"
        ),
        Reason.LETTERS_NOT_IN_ALPHABET: lambda: (
            f"{d.get('word')!r}: letters outside the Polish alphabet: {d.get('letters')}"
        ),
        Reason.EMPTY_WORD: lambda: "the word is empty",
    }
    make = messages.get(error.reason)
    return make() if make else f"{error.reason.value} {d}"


def parse_area(text: str) -> tuple[str, ...]:
    """The 8 area letters of ``--area`` (raises :class:`Rejected` when they cannot occur)."""
    cards = tuple(card.strip().lower() for card in text.split(","))
    check_area(cards)
    return cards


def parse_word(text: str) -> str:
    word = text.strip().lower()
    if not word:
        raise Rejected(Reason.EMPTY_WORD)
    alphabet = load_lexicon("pl").alphabet
    outside = sorted({c for c in word if c not in alphabet})
    if outside:
        raise Rejected(Reason.LETTERS_NOT_IN_ALPHABET, word=word, letters="".join(outside))
    return word


def main(argv: list[str] | None = None) -> int:
    parser = OneLineParser(prog=PROG, description="7 słów: word scores and best words.")
    commands = parser.add_subparsers(dest="command", required=True, parser_class=OneLineParser)
    score = commands.add_parser("score", help="print a word's score and the cards it takes")
    best = commands.add_parser("best", help="print the best words for an area")
    for command in (score, best):
        command.add_argument("--area", required=True, help="8 cards, e.g. L,P,M,B,L,T,R,N")
        command.add_argument("--veteran", action="store_true", help="the veteran handicap")
    score.add_argument("word")
    best.add_argument("--top", type=int, default=10)
    args = parser.parse_args(argv)
    try:
        area = parse_area(args.area)
        if args.command == "score":
            word = parse_word(args.word)
        elif args.top < 1:
            parser.error("--top must be at least 1")
    except Rejected as error:
        parser.error(_message(error))
    if args.command == "score":
        result = score_word(word, area, veteran=args.veteran)
        cards = " ".join(f"{area[p].upper()}{card_value(area[p], p)}" for p in result.cards)
        print(f"{result.points}\t{cards}".rstrip())
        if word not in load_lexicon("pl"):
            print(f"note: {word!r} is not in the lexicon", file=sys.stderr)
        return 0
    ranked = ranked_words(lexicon_index(), area, veteran=args.veteran)
    # Streamed: a --top larger than the lexicon just lists every word, as found.
    for points, found in itertools.islice(ranked, args.top):
        print(f"{points}\t{found}")
    return 0


if __name__ == "__main__":
    raise SystemExit(run_main(main))
