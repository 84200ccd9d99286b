"""Command line: ``python -m engines.lexicon check|anagram|relation|install|lists|remove ...``.

Bad input (unknown language, letters outside the alphabet, an empty word, a bad word-list
file) prints one line to standard error and exits with status 2.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import NoReturn

from engines.lexicon.lexicon import ALPHABETS, Lexicon, LexiconError, shipped_lexicon
from engines.lexicon.wordlists import WordLists
from engines.tools.cli import OneLineParser, run_main

USAGE_ERROR = 2


def _parser() -> argparse.ArgumentParser:
    parser = OneLineParser(prog="python -m engines.lexicon", description="The word lists.")
    commands = parser.add_subparsers(dest="command", required=True, parser_class=OneLineParser)
    languages = sorted(ALPHABETS)

    data_dir = OneLineParser(add_help=False)
    data_dir.add_argument(
        "--data-dir",
        metavar="DIR",
        type=Path,
        help="the app's data folder, where word lists are installed (default: the user's)",
    )

    check = commands.add_parser(
        "check", parents=[data_dir], help="is each WORD in the lexicon? (WORD<TAB>yes|no)"
    )
    check.add_argument("--lang", choices=languages, default="pl")
    check.add_argument("--list", metavar="NAME", help="an installed word list (default: shipped)")
    check.add_argument("words", nargs="+", metavar="WORD")

    install = commands.add_parser(
        "install", parents=[data_dir], help="install a word list (UTF-8, one word a line)"
    )
    install.add_argument("file", metavar="FILE", type=Path)
    install.add_argument("--lang", choices=languages, required=True)
    install.add_argument("--name", required=True)
    commands.add_parser("lists", parents=[data_dir], help="the installed word lists")
    remove = commands.add_parser("remove", parents=[data_dir], help="remove a word list")
    remove.add_argument("name", metavar="NAME")

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


def _check_anagram_bounds(args: argparse.Namespace) -> None:
    from engines.lexicon.anagram import MAX_SLOTS
    from engines.tiles import most_blanks

    most = most_blanks(args.lang)
    if not 0 <= args.blanks <= most:
        _fail(f"--blanks must be 0–{most} (the most a {args.lang} tile set holds)")
    if len(args.letters.strip()) > MAX_SLOTS or len(args.required) > MAX_SLOTS:
        _fail(f"--letters and --required take at most {MAX_SLOTS} letters")
    if args.min_length < 1:
        _fail("--min-length must be at least 1")
    if args.max_length is not None and args.max_length < args.min_length:
        _fail("--max-length must be at least --min-length")


def _lexicon(args: argparse.Namespace) -> Lexicon:
    name = getattr(args, "list", None)
    if name is None:
        return shipped_lexicon(args.lang)
    lists = WordLists.in_data_dir(args.data_dir)
    listed = lists.get(name)
    if listed.lang != args.lang:
        _fail(f"the word list {name!r} is {listed.lang}, not {args.lang}")
    return lists.load(name)


def _word_lists(args: argparse.Namespace) -> int:
    lists = WordLists.in_data_dir(args.data_dir)
    if args.command == "install":
        installed = lists.install(args.file, args.lang, args.name)
        print(f"installed {installed.name} ({installed.lang}): {installed.word_count} words")
    elif args.command == "lists":
        for each in lists.installed():
            print(f"{each.name}\t{each.lang}\t{each.word_count}\t{each.checksum[:16]}")
    else:
        lists.remove(args.name)
        print(f"removed {args.name}")
    return 0


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    data_dir: Path | None = getattr(args, "data_dir", None)
    if data_dir is not None and data_dir.exists() and not data_dir.is_dir():
        _fail(f"--data-dir {data_dir} is not a folder")
    try:
        if args.command in ("install", "lists", "remove"):
            return _word_lists(args)
        lexicon = _lexicon(args)
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
            _check_anagram_bounds(args)
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
    return 0


if __name__ == "__main__":
    raise SystemExit(run_main(main))
