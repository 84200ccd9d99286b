"""Command line: ``python -m engines.lexicon check|anagram|relation ...``.

Bad input (unknown language, letters outside the alphabet, an empty word) prints one line to
standard error and exits with status 2.
"""

from __future__ import annotations

import argparse
import sys
from typing import NoReturn

from engines.cli import OneLineParser
from engines.lexicon.lexicon import ALPHABETS, LexiconError, load_lexicon

USAGE_ERROR = 2


def _parser() -> argparse.ArgumentParser:
    parser = OneLineParser(prog="python -m engines.lexicon", description="The word lists.")
    commands = parser.add_subparsers(dest="command", required=True, parser_class=OneLineParser)
    languages = sorted(ALPHABETS)

    check = commands.add_parser("check", help="is each WORD in the lexicon? (WORD<TAB>yes|no)")
    check.add_argument("--lang", choices=languages, default="pl")
    check.add_argument("words", nargs="+", metavar="WORD")

    anagram = commands.add_parser("anagram", help="words made from LETTERS (+ blanks)")
    anagram.add_argument("--lang", choices=languages, default="pl")
    anagram.add_argument("--letters", required=True)
    anagram.add_argument("--blanks", type=int, default=0)
    anagram.add_argument("--min-length", type=int, default=1)
    anagram.add_argument("--max-length", type=int, default=None)
    anagram.add_argument("--required", default="", help="letters the word must contain")

    relation = commands.add_parser("relation", help="same|family|unrelated (Polish)")
    relation.add_argument("--lang", choices=["pl"], default="pl")
    relation.add_argument("first", metavar="A")
    relation.add_argument("second", metavar="B")
    return parser


def _fail(message: str) -> NoReturn:
    print(f"error: {message}", file=sys.stderr)
    raise SystemExit(USAGE_ERROR)


def _word(text: str) -> str:
    word = text.strip().lower()
    if not word:
        _fail("empty word")
    return word


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    try:
        lexicon = load_lexicon(args.lang)
        if args.command == "check":
            words = [_word(w) for w in args.words]
            for word in words:
                lexicon.check_letters(word)
            for original, word in zip(args.words, words, strict=True):
                print(f"{original}\t{'yes' if word in lexicon else 'no'}")
        elif args.command == "anagram":
            letters = args.letters.strip().lower()
            if not letters and args.blanks <= 0:
                _fail("no letters given")
            for word in lexicon.anagrams(
                letters,
                args.blanks,
                min_length=args.min_length,
                max_length=args.max_length,
                required=args.required.lower(),
            ):
                print(word)
        else:
            from engines.lexicon.relation import WordFamilies

            first, second = _word(args.first), _word(args.second)
            lexicon.check_letters(first)
            lexicon.check_letters(second)
            print(WordFamilies(lexicon.__contains__).relation(first, second).value)
    except LexiconError as error:
        _fail(str(error))
    except BrokenPipeError:  # `... | head` closed the pipe: not an error for a listing
        sys.stderr.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
