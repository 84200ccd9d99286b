"""How the built-in word list relates to another list: an installed one, or a word-list file.

    python tools/compare_lexicon.py --list NAME [--lang pl] [--data-dir DIR]
    python tools/compare_lexicon.py --file slowa.txt [--lang pl]
        [--write-refused FILE] [--write-beyond FILE]

Prints the share of the other list's forms that the built-in list accepts, and the forms the
built-in list has beyond it, both by length (a crossword board is 15 squares, so forms of 16
letters and more never reach it). Any list works, for instance sjp.pl's list of words allowed
in games, or a tournament list you have the right to use: install it (docs/lexicon.md, "Your
own word lists") and name it, or point at its file. ``--write-refused`` and ``--write-beyond``
write those forms, one a line, for reading.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engines.lexicon.lexicon import ALPHABETS, LexiconError, shipped_lexicon  # noqa: E402
from engines.lexicon.wordlists import WordLists, read_word_list  # noqa: E402

#: The longest word a 15×15 board takes.
BOARD = 15


class Tally:
    """Counts by word length, and the words themselves when asked to keep them."""

    def __init__(self, keep: bool) -> None:
        self.by_length: Counter[int] = Counter()
        self.words: list[str] | None = [] if keep else None

    def add(self, word: str) -> None:
        self.by_length[len(word)] += 1
        if self.words is not None:
            self.words.append(word)

    def total(self, longest: int | None = None) -> int:
        return sum(
            n for length, n in self.by_length.items() if longest is None or length <= longest
        )


@dataclass
class Comparison:
    theirs: Tally  # every form of the other list
    accepted: Tally  # those the built-in list accepts
    refused: Tally  # those it refuses
    beyond: Tally  # the built-in list's forms the other list lacks


def compare(
    theirs: Iterable[str],
    their_contains: Callable[[str], bool],
    ours: Iterable[str],
    our_contains: Callable[[str], bool],
    keep_words: bool = False,
) -> Comparison:
    result = Comparison(Tally(False), Tally(False), Tally(keep_words), Tally(keep_words))
    for word in theirs:
        result.theirs.add(word)
        (result.accepted if our_contains(word) else result.refused).add(word)
    for word in ours:
        if not their_contains(word):
            result.beyond.add(word)
    return result


def _share(part: int, whole: int) -> str:
    return f"{100 * part / whole:.2f} %" if whole else "–"


def report(name: str, ours_count: int, result: Comparison) -> str:
    their_all, accepted, beyond = result.theirs, result.accepted, result.beyond
    theirs = their_all.total()
    lines = [
        f"{name}: {theirs:,} forms; the built-in list: {ours_count:,} forms.",
        f"The built-in list accepts {accepted.total():,} of {name}'s forms: "
        f"{_share(accepted.total(), theirs)} ({theirs - accepted.total():,} refused).",
        f"It has {beyond.total():,} forms beyond {name} (+{_share(beyond.total(), theirs)} of "
        f"{name}'s count); of at most {BOARD} letters: {beyond.total(BOARD):,} "
        f"(+{_share(beyond.total(BOARD), their_all.total(BOARD))}).",
        "",
        f"{'letters':>7} {'theirs':>10} {'accepted':>10} {'share':>9} {'beyond':>10}",
    ]
    lengths = sorted(set(their_all.by_length) | set(beyond.by_length))
    for length in lengths:
        n, a = their_all.by_length[length], accepted.by_length[length]
        lines.append(
            f"{length:>7} {n:>10,} {a:>10,} {_share(a, n):>9} {beyond.by_length[length]:>10,}"
        )
    return "\n".join(lines)


def _file_words(path: Path, lang: str) -> list[str]:
    return [w.decode("utf-8") for w in read_word_list(path.read_bytes(), lang, str(path))]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n", 1)[0])
    source = parser.add_mutually_exclusive_group(required=True)
    source.add_argument("--list", metavar="NAME", help="an installed word list")
    source.add_argument("--file", metavar="FILE", type=Path, help="a word-list file")
    parser.add_argument("--lang", choices=sorted(ALPHABETS), default="pl")
    parser.add_argument("--data-dir", type=Path, help="the app's data folder (default: the user's)")
    parser.add_argument("--write-refused", metavar="FILE", type=Path)
    parser.add_argument("--write-beyond", metavar="FILE", type=Path)
    args = parser.parse_args(argv)
    ours = shipped_lexicon(args.lang)
    theirs: Iterator[str] | list[str]
    try:
        if args.list:
            lists = WordLists.in_data_dir(args.data_dir)
            if lists.get(args.list).lang != args.lang:
                parser.error(f"the list {args.list!r} is not of language {args.lang}")
            their_lexicon = lists.load(args.list)
            theirs, their_contains, name = (
                their_lexicon.words(),
                their_lexicon.__contains__,
                args.list,
            )
        else:
            words = _file_words(args.file, args.lang)
            their_set = set(words)
            theirs, their_contains, name = words, their_set.__contains__, args.file.name
    except (LexiconError, OSError) as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    keep = bool(args.write_refused or args.write_beyond)
    result = compare(theirs, their_contains, ours.words(), ours.__contains__, keep)
    print(report(name, len(ours), result))
    for path, tally in [(args.write_refused, result.refused), (args.write_beyond, result.beyond)]:
        if path is not None and tally.words is not None:
            path.write_text("".join(f"{w}\n" for w in sorted(tally.words)), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
