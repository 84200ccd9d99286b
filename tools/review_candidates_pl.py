"""Find the doubtful forms of the Polish list and settle what the signals can (maintainers' tool).

    python tools/review_candidates_pl.py [--write] [--undecided FILE]

The Polish list (Debian ``wpolish``, sjp.pl's spelling list) holds words of foreign multi-word
phrases ("compos mentis" → COMPOS) and abbreviations without their dot (przen., agr.): a spell
checker needs them, a word game does not. Where they hide, found with offline signals:

* Debian ``hunspell-pl`` (the same sjp.pl dictionary with affix flags): its entries without
  flags are the words that do not inflect — fragments, abbreviations and undeclinable loans.
* Morfeusz 2 (SGJP): a form it does not know as a common word is doubtful (readings as a proper
  name or acronym do not count: "and" is not a Polish word for being a form of the name Anda);
  one it tags only as a phrase fragment (``frag``) or abbreviation (``brev``) too.
* Word lists of other languages (Debian ``wamerican-huge wbritish-huge witalian wfrench
  wngerman wspanish``, Latin headwords of ``dict-freedict-lat-eng dict-freedict-lat-deu``).

Candidates: (1) flagless hunspell-pl entries Morfeusz does not know; (2) flagless entries it
knows only as frag/brev; (3) inflecting hunspell-pl entries it does not know that are words of
another language (pieces of hyphenated compounds: "ping-pong" → PONG); (4) forms hunspell-pl
does not have (sjp.pl words newer than it) that Morfeusz does not know and that are words of
another language, or are at most 5 letters long without a Polish ending.

A candidate of (1) with a Polish inflectional ending (abdykowawszy, cementowo, bananowcze) is
kept by that signal. Every form of a dropped hunspell-pl entry — one the review drops (WAY →
WAYA) or one the build drops before it (MGR, DR, PKT: no vowel or only an abbreviation; CA:
circa) — is dropped with it, unless it is also a form of a kept entry: hunspell-pl without the
dropped entries accepts it, or Morfeusz reads it as a form of a common lemma that is not
dropped. Every other candidate is decided by reading it and the decision kept in
review-pl.tsv. Needs ``apt-get install hunspell hunspell-pl witalian wfrench wngerman wspanish
dict-freedict-lat-eng dict-freedict-lat-deu hunspell-tools`` besides the build's packages.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
import tempfile
from collections.abc import Iterable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
sys.path.insert(0, str(ROOT))

from build_lexicon import (  # noqa: E402
    OVERRIDES,
    SOURCES,
    _morfeusz_verdicts,
    read_overrides,
    read_words,
)
from lexicon_review import HEADER, KEEP_REASON, REVIEW, Decision, format_review, read_review  # noqa: E402

from engines.lexicon.lexicon import ALPHABETS  # noqa: E402

HUNSPELL = Path("/usr/share/hunspell/pl_PL")
FOREIGN_LISTS = [
    Path("/usr/share/dict/american-english-huge"),
    Path("/usr/share/dict/british-english-huge"),
    Path("/usr/share/dict/italian"),
    Path("/usr/share/dict/french"),
    Path("/usr/share/dict/ngerman"),
    Path("/usr/share/dict/spanish"),
]
LATIN_INDEXES = [
    Path("/usr/share/dictd/freedict-lat-eng.index"),
    Path("/usr/share/dictd/freedict-lat-deu.index"),
]
# Endings only Polish inflection makes: adverbial participles, conditionals, past tense persons,
# comparative adverbs, vocatives in -cze, adverbs and compound stems in -owo/-czno/-jno...
POLISH_ENDING = re.compile(
    r"(wszy|łszy|szy|ąc|ąca|ące|ący|ącą|ącego|ącemu|ącym|ącymi|ących|ąco|śmy|ście|bym|byś|by|"
    r"żmy|myż|cież|ież|żże|jże|lże|mże|zże|łem|łeś|łam|łaś|nął|ęgł|iej|cze|owo|[cnlj]no|owi|"
    r"ych|ymi|iom|emu|ego)$"
)
SHORT = 5


def _hunspell_entries() -> tuple[set[str], dict[str, str]]:
    """(flagless entry words, flagged entry word → its raw line)."""
    lines = HUNSPELL.with_suffix(".dic").read_text(encoding="iso-8859-2").splitlines()[1:]
    flagless = {line for line in lines if line and "/" not in line}
    flagged = {line.split("/", 1)[0]: line for line in lines if "/" in line}
    return flagless, flagged


def _foreign_words() -> set[str]:
    words: set[str] = set()
    for path in FOREIGN_LISTS:
        words.update(w.strip().lower() for w in path.read_text("utf-8", "replace").splitlines())
    for path in LATIN_INDEXES:
        for line in path.read_text("utf-8").splitlines():
            headword = line.split("\t", 1)[0].strip().lower()
            if not headword.startswith("00database"):
                words.update(re.split(r"[\s,;]+", headword))
    words.discard("")
    return words


def _rejected_by_hunspell(words: Iterable[str], dic: Path) -> set[str]:
    data = "\n".join(words).encode("iso-8859-2")
    result = subprocess.run(
        ["hunspell", "-d", str(dic), "-i", "ISO-8859-2", "-l"],
        input=data,
        capture_output=True,
        check=True,
    )
    return set(result.stdout.decode("iso-8859-2").split())


def _expand_entry(line: str) -> set[str]:
    with tempfile.TemporaryDirectory() as tmp:
        dic = Path(tmp) / "one.dic"
        dic.write_bytes(f"1\n{line}\n".encode("iso-8859-2"))
        result = subprocess.run(
            ["unmunch", str(dic), str(HUNSPELL.with_suffix(".aff"))],
            capture_output=True,
            check=True,
        )
    return set(result.stdout.decode("iso-8859-2").split())


def _morfeusz_kinds(words: Iterable[str]) -> dict[str, set[str]]:
    """Per word the part-of-speech tags of Morfeusz's readings of it as a common word
    ({'ign'} if none). Readings as a proper name or acronym do not count: Morfeusz matches
    letter case loosely, so "and" would pass as a form of the name Anda and "it" of Ita."""
    import morfeusz2

    morfeusz = morfeusz2.Morfeusz()
    kinds = {}
    for word in words:
        tags = {
            tag.split(":", 1)[0]
            for _s, _e, (_f, lemma, tag, *_r) in morfeusz.analyse(word)
            if lemma[:1].islower() and not tag.startswith("ign")
        }
        kinds[word] = tags or {"ign"}
    return kinds


def _kept_by_earlier_steps(words: list[str]) -> set[str]:
    """The words the build keeps before the review (abbreviation tags, vowels, overrides)."""
    allow, deny = read_overrides(OVERRIDES)
    verdicts = _morfeusz_verdicts(words)
    return {w for w, keep in zip(words, verdicts, strict=True) if (keep or w in allow)} - deny


def find_candidates() -> tuple[set[str], dict[str, Decision], dict[str, str]]:
    """(forms to read, decisions the signals settle, dropped-stem candidates → entry line)."""
    alphabet = set(ALPHABETS["pl"])
    source = {w for w in read_words(SOURCES["pl"]) if set(w) <= alphabet}
    flagless, flagged = _hunspell_entries()
    foreign = _foreign_words()
    pool = {w for w in source if w in flagless or w in flagged or w in foreign or (len(w) <= SHORT)}
    pool = _kept_by_earlier_steps(sorted(pool))
    kinds = _morfeusz_kinds(sorted(pool))
    unknown = {w for w, k in kinds.items() if k == {"ign"}}
    to_read: set[str] = set()
    settled: dict[str, Decision] = {}
    for w in unknown & flagless:
        if POLISH_ENDING.search(w):
            settled[w] = Decision(w, True, KEEP_REASON, "signals: Polish inflectional ending")
        else:
            to_read.add(w)
    to_read |= {w for w in pool & flagless if kinds[w] and kinds[w] <= {"frag", "brev"}}
    stems = {w: flagged[w] for w in unknown & foreign if w in flagged}
    to_read |= set(stems)
    newer = _rejected_by_hunspell(
        sorted(w for w in unknown - flagless if w in foreign or len(w) <= SHORT), HUNSPELL
    )
    to_read |= {w for w in newer if w in foreign or not POLISH_ENDING.search(w)}
    return to_read, settled, stems


def _forms_of_other_lemmas(words: Iterable[str], dropped: set[str]) -> set[str]:
    """The words Morfeusz reads as a form of a common lemma outside ``dropped`` (not as an
    abbreviation): "mgrze" is only a form of mgr, "cami" no form at all."""
    import morfeusz2

    morfeusz = morfeusz2.Morfeusz()
    found = set()
    for word in words:
        for _s, _e, (_f, lemma, tag, *_r) in morfeusz.analyse(word):
            base = lemma.split(":", 1)[0]
            kind = tag.split(":", 1)[0]
            if base[:1].islower() and base not in dropped and kind not in ("ign", "brev"):
                found.add(word)
                break
    return found


def forms_of_dropped_stems(dropped: dict[str, str], source: set[str]) -> dict[str, str]:
    """Forms that only the dropped entries make (Morfeusz knows them as no other lemma's form,
    hunspell-pl without those entries rejects them), by the entry they come from."""
    made: dict[str, str] = {}
    for stem, line in sorted(dropped.items()):
        for form in sorted(_expand_entry(line) & source):
            made.setdefault(form, stem)
    elsewhere = _forms_of_other_lemmas(sorted(made), set(dropped))
    made = {form: stem for form, stem in made.items() if form not in elsewhere}
    if not made:
        return {}
    lines = HUNSPELL.with_suffix(".dic").read_text(encoding="iso-8859-2").splitlines()[1:]
    kept_lines = [line for line in lines if line.split("/", 1)[0] not in dropped]
    with tempfile.TemporaryDirectory() as tmp:
        base = Path(tmp) / "pl_PL"
        base.with_suffix(".dic").write_text(
            f"{len(kept_lines)}\n" + "\n".join(kept_lines) + "\n", encoding="iso-8859-2"
        )
        base.with_suffix(".aff").write_bytes(HUNSPELL.with_suffix(".aff").read_bytes())
        rejected = _rejected_by_hunspell(sorted(made), base)
    return {form: stem for form, stem in made.items() if form in rejected}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n", 1)[0])
    parser.add_argument("--write", action="store_true", help="add settled decisions to the file")
    parser.add_argument("--undecided", type=Path, help="write the forms still to read here")
    args = parser.parse_args(argv)
    decisions = read_review(REVIEW, ALPHABETS["pl"]) if REVIEW.exists() else {}
    to_read, settled, stems = find_candidates()
    for form, decision in settled.items():
        decisions.setdefault(form, decision)
    dropped_stems = {
        stem: line for stem, line in stems.items() if stem in decisions and not decisions[stem].keep
    }
    alphabet = set(ALPHABETS["pl"])
    source = {w for w in read_words(SOURCES["pl"]) if set(w) <= alphabet}
    _flagless, flagged = _hunspell_entries()
    in_source = sorted(stem for stem in flagged if stem in source)
    # Entries the build drops before the review (mgr, dr, pkt, ca): abbreviations, all of them.
    kept = _kept_by_earlier_steps(in_source)
    built_out = {stem for stem in in_source if stem not in kept}
    reviewed_out = {s for s in in_source if s in decisions and not decisions[s].keep}
    dropped_stems |= {stem: flagged[stem] for stem in built_out | reviewed_out}
    made = forms_of_dropped_stems(dropped_stems, source)
    for form, stem in made.items():
        if form not in decisions and form != stem:
            reason = decisions[stem].reason if stem in decisions else "abbreviation"
            decisions[form] = Decision(form, False, reason, f"signals: form of dropped {stem}")
    undecided = sorted(to_read - set(decisions))
    print(
        f"{len(to_read)} candidates to read, {len(settled)} settled by endings, "
        f"{len(made)} forms of dropped entries; {len(undecided)} undecided"
    )
    if args.undecided:
        args.undecided.write_text("\n".join(undecided) + "\n", encoding="utf-8")
    if args.write:
        REVIEW.write_text(format_review(decisions, HEADER), encoding="utf-8")
    return 1 if undecided else 0


if __name__ == "__main__":
    raise SystemExit(main())
