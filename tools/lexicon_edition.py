"""Record the shipped lexicon's edition: run this after every change of the shipped word lists.

    .venv/bin/python tools/lexicon_edition.py            # record a new edition if the lists changed
    .venv/bin/python tools/lexicon_edition.py --check    # exit 1 when an edition is unrecorded
    .venv/bin/python tools/lexicon_edition.py --history  # every edition again, from git

A saved game names the edition of the shipped lexicon it was played with (its version and the
checksum of ``LANG.dawg``); a game is replayed with the words of that edition
(:mod:`engines.lexicon.editions`). For that the app keeps, per edition after the first, what
changed since the one before: ``resources/lexicon/editions/LANG-N.txt.xz`` (the words it added
and dropped and, for Polish, the forms the letter puzzles began or ceased to refuse by word
class), and ``editions.json`` lists the editions with their checksums.

Recording needs the previous edition's files, which a rebuild has just overwritten: they are
taken from git (the version of ``resources/lexicon/LANG.dawg`` whose SHA-256 is the last
recorded checksum), so run it in a checkout. The output is deterministic. ``--history`` makes
every edition again from the first-parent history of HEAD (the builds people could have had).
"""

from __future__ import annotations

import argparse
import datetime
import hashlib
import json
import lzma
import subprocess
import sys
from collections.abc import Iterable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import dawg as dawg2  # noqa: E402

from engines.lexicon.dawg import PackedDawg  # noqa: E402
from engines.lexicon.editions import (  # noqa: E402
    EDITIONS_FILE,
    REFUSED_FILE,
    diff_name,
    editions_dir,
    refused_forms_of,
)
from engines.lexicon.lexicon import Lexicon, lexicon_dir  # noqa: E402

LANGUAGES = ("pl", "en")


def _git(*args: str) -> bytes:
    return subprocess.run(["git", *args], cwd=ROOT, check=True, capture_output=True).stdout


def _sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def dawg_words(data: bytes) -> set[str]:
    """Every word of a ``LANG.dawg`` file's bytes."""
    packed = PackedDawg.from_bytes(data)
    return set(Lexicon("", packed, dawg2.DAWG()).words())


class Shipped:
    """One state of the shipped files of a language: the DAWG's bytes and the refused forms."""

    def __init__(self, dawg: bytes, refused: bytes | None) -> None:
        self.dawg = dawg
        self.refused = refused

    @property
    def checksum(self) -> str:
        return _sha256(self.dawg)

    @property
    def refused_sha256(self) -> str | None:
        return None if self.refused is None else _sha256(self.refused)

    def words(self) -> set[str]:
        return dawg_words(self.dawg)

    def refused_forms(self) -> frozenset[str]:
        return refused_forms_of(self.refused.decode("utf-8")) if self.refused else frozenset()


def shipped_now(lang: str) -> Shipped:
    folder = lexicon_dir()
    refused = folder / REFUSED_FILE
    return Shipped(
        (folder / f"{lang}.dawg").read_bytes(),
        refused.read_bytes() if lang == "pl" and refused.exists() else None,
    )


def shipped_at(commit: str, lang: str) -> Shipped:
    dawg = _git("show", f"{commit}:resources/lexicon/{lang}.dawg")
    refused: bytes | None = None
    if lang == "pl":
        try:
            refused = _git("show", f"{commit}:resources/lexicon/{REFUSED_FILE}")
        except subprocess.CalledProcessError:
            refused = None
    return Shipped(dawg, refused)


def _blob_with_sha256(path: str, sha256: str) -> bytes:
    """The version of ``path`` in HEAD's history whose content has ``sha256``."""
    commits = _git("log", "--format=%H", "HEAD", "--", path).decode().split()
    for commit in commits:
        data = _git("show", f"{commit}:{path}")
        if _sha256(data) == sha256:
            return data
    raise SystemExit(f"no version of {path} in git has SHA-256 {sha256}: cannot record")


def diff_text(
    lang: str,
    version: int,
    old_words: set[str],
    new_words: set[str],
    old_refused: Iterable[str],
    new_refused: Iterable[str],
) -> str:
    """The edition file: ``+word`` added, ``-word`` dropped, ``+!word`` refused by class from
    this edition on, ``-!word`` refused no more (sorted, so the file is deterministic)."""
    added, dropped = sorted(new_words - old_words), sorted(old_words - new_words)
    refused_now, refused_before = set(new_refused), set(old_refused)
    lines = [
        f"# lexicon {lang} edition {version}: what changed since edition {version - 1}",
        *(f"+{w}" for w in added),
        *(f"-{w}" for w in dropped),
        *(f"+!{w}" for w in sorted(refused_now - refused_before)),
        *(f"-!{w}" for w in sorted(refused_before - refused_now)),
    ]
    return "\n".join(lines) + "\n"


def write_diff(lang: str, version: int, text: str) -> Path:
    path = editions_dir() / diff_name(lang, version)
    # Fixed settings and no timestamp in the container: the same words give the same bytes.
    path.write_bytes(lzma.compress(text.encode("utf-8"), preset=9 | lzma.PRESET_EXTREME))
    return path


def edition_entry(
    lang: str, version: int, shipped: Shipped, words: int, commit: str | None, date: str
) -> dict[str, object]:
    entry: dict[str, object] = {
        "version": version,
        "checksum": shipped.checksum,
        "words": words,
        "commit": commit,
        "date": date,
    }
    if lang == "pl":  # the letter puzzles' forms refused by class (none before they existed)
        entry["refused"] = shipped.refused_sha256
    return entry


def load_listing() -> dict[str, list[dict[str, object]]]:
    path = editions_dir() / EDITIONS_FILE
    if not path.exists():
        return {lang: [] for lang in LANGUAGES}
    data: dict[str, list[dict[str, object]]] = json.loads(path.read_text("utf-8"))
    return {lang: list(data.get(lang, [])) for lang in LANGUAGES}


def save_listing(listing: dict[str, list[dict[str, object]]]) -> None:
    path = editions_dir() / EDITIONS_FILE
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(listing, indent=1, ensure_ascii=False) + "\n", "utf-8")


def _same(entry: dict[str, object], shipped: Shipped) -> bool:
    return entry["checksum"] == shipped.checksum and entry.get("refused") == (
        shipped.refused_sha256
    )


def unrecorded() -> list[str]:
    """The languages whose shipped files are not the last recorded edition."""
    listing = load_listing()
    return [
        lang
        for lang in LANGUAGES
        if not listing[lang] or not _same(listing[lang][-1], shipped_now(lang))
    ]


def record() -> None:
    listing = load_listing()
    for lang in LANGUAGES:
        now = shipped_now(lang)
        editions = listing[lang]
        if editions and _same(editions[-1], now):
            print(f"{lang}: edition {editions[-1]['version']} is recorded")
            continue
        if not editions:
            raise SystemExit(f"{lang}: no edition recorded yet; run with --history first")
        last = editions[-1]
        print(f"{lang}: reading edition {last['version']} from git…")
        before = Shipped(
            _blob_with_sha256(f"resources/lexicon/{lang}.dawg", str(last["checksum"])),
            None
            if last.get("refused") is None
            else _blob_with_sha256(f"resources/lexicon/{REFUSED_FILE}", str(last["refused"])),
        )
        version = int(str(last["version"])) + 1
        new_words = now.words()
        text = diff_text(
            lang, version, before.words(), new_words, before.refused_forms(), now.refused_forms()
        )
        path = write_diff(lang, version, text)
        today = datetime.datetime.now(datetime.UTC).date().isoformat()
        editions.append(edition_entry(lang, version, now, len(new_words), None, today))
        print(f"{lang}: edition {version} recorded ({path.name}, {text.count(chr(10)) - 1} lines)")
    save_listing(listing)


def history() -> None:
    """Every edition from the first-parent history of HEAD."""
    listing: dict[str, list[dict[str, object]]] = {lang: [] for lang in LANGUAGES}
    for lang in LANGUAGES:
        paths = [f"resources/lexicon/{lang}.dawg"]
        if lang == "pl":
            paths.append(f"resources/lexicon/{REFUSED_FILE}")
        commits = (
            _git("rev-list", "--first-parent", "--reverse", "HEAD", "--", *paths).decode().split()
        )
        previous: Shipped | None = None
        previous_words: set[str] = set()
        for commit in commits:
            shipped = shipped_at(commit, lang)
            if previous is not None and (shipped.checksum, shipped.refused_sha256) == (
                previous.checksum,
                previous.refused_sha256,
            ):
                continue
            words = shipped.words()
            version = len(listing[lang]) + 1
            if previous is not None:
                text = diff_text(
                    lang,
                    version,
                    previous_words,
                    words,
                    previous.refused_forms(),
                    shipped.refused_forms(),
                )
                write_diff(lang, version, text)
            date = _git("log", "-1", "--format=%cs", commit).decode().strip()
            listing[lang].append(
                edition_entry(lang, version, shipped, len(words), commit[:12], date)
            )
            print(f"{lang}: edition {version} = {commit[:12]} ({date}, {len(words):,} words)")
            previous, previous_words = shipped, words
    save_listing(listing)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--check", action="store_true", help="exit 1 if an edition is unrecorded")
    mode.add_argument("--history", action="store_true", help="make every edition from git")
    options = parser.parse_args(argv)
    if options.check:
        missing = unrecorded()
        for lang in missing:
            print(f"{lang}: the shipped list is no recorded edition: run tools/lexicon_edition.py")
        return 1 if missing else 0
    if options.history:
        history()
    else:
        record()
    return 0


if __name__ == "__main__":
    sys.exit(main())
