"""Build the shipped lexicon files from Debian's word lists (reproducible).

    python tools/build_lexicon.py [--lang pl|en|all] [--out DIR] [--jobs N]

Polish: sjp.pl's list as packaged by Debian ``wpolish`` (/usr/share/dict/polish). Kept: words
of the 32 lowercase Polish letters (this drops proper names), minus abbreviations and fragments:
a word Morfeusz 2 (SGJP) tags only as an abbreviation is dropped, and so is a word without a
vowel unless Morfeusz tags it as an interjection (brr, hm); then the reviewed overrides in
``resources/lexicon/overrides-pl.txt`` are applied (``+word`` allows, ``-word`` denies), and
``resources/lexicon/review-pl.tsv``'s decisions on the test "used in Polish as a word": every
form it keeps stays whatever the filters said (hmm, grr, inf), every form it drops goes
(pieces of foreign phrases, abbreviations without their dot; tools/review_candidates_pl.py
finds the candidates); and the two-letter
words are those ``resources/lexicon/two-letter-pl.tsv`` keeps, each reviewed. Then the regular
forms sjp.pl's list lacks are added by rule (:func:`neuter_past_persons`, :func:`negated_forms`,
:func:`verb_paradigm`); the build prints how many each rule adds, with examples.
English: SCOWL "huge" (Debian ``wamerican-huge`` ∪ ``wbritish-huge``), words of a–z only, minus
the words SCOWL's own category lists (Debian ``scowl``) mark only as abbreviations or Roman
numerals (govt, asap, xiv) and the words without a vowel (kc, mph), unless
``resources/lexicon/review-en.tsv`` keeps them (col, cos, hmm, psst); minus every word that
file drops (dui, publically), plus the tournament-list words it adds (ok, ew).

Writes ``LANG.dawg`` (walkable), ``LANG.dawgdic`` (membership) and ``manifest.json`` with the
checksums of sources, overrides, review and outputs; the test suite compares the shipped files
with it. For Polish also ``puzzle-refused-pl.txt``: the forms the letter puzzles refuse by word
class (:mod:`engines.puzzle.word_classes`; a Morfeusz pass over 4 million forms takes a minute,
too long for a player's start-up).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import multiprocessing
import re
import sys
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

import dawg as dawg2

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from lexicon_review import REVIEW, read_review  # noqa: E402

from engines.lexicon.dawg import build  # noqa: E402
from engines.lexicon.editions import REFUSED_FILE  # noqa: E402
from engines.lexicon.lexicon import ALPHABETS  # noqa: E402
from engines.puzzle.word_classes import refused_forms  # noqa: E402

SOURCES = {
    "pl": [Path("/usr/share/dict/polish")],
    "en": [
        Path("/usr/share/dict/american-english-huge"),
        Path("/usr/share/dict/british-english-huge"),
    ],
}
DEBIAN_PACKAGES = {"pl": ["wpolish"], "en": ["wamerican-huge", "wbritish-huge", "scowl"]}
POLISH_VOWELS = frozenset("aąeęioóuy")
OVERRIDES = ROOT / "resources" / "lexicon" / "overrides-pl.txt"
TWO_LETTER = ROOT / "resources" / "lexicon" / "two-letter-pl.tsv"
REVIEW_EN = ROOT / "resources" / "lexicon" / "review-en.tsv"
ENGLISH_VOWELS = frozenset("aeiouy")


def read_words(paths: Iterable[Path]) -> list[str]:
    # A dict, not a set: it keeps the lists' own order, which is nearly sorted already, and
    # sorting that takes a third of the time a set's order does (4.3 million Polish words:
    # 4 s instead of 12). The same words come out, in the same order.
    words: dict[str, None] = {}
    for path in paths:
        words.update(dict.fromkeys(map(str.strip, path.read_text(encoding="utf-8").splitlines())))
    words.pop("", None)
    return sorted(words)


def read_overrides(path: Path) -> tuple[set[str], set[str]]:
    """``+word`` lines allow a word, ``-word`` lines deny it; ``#`` starts a comment."""
    allow: set[str] = set()
    deny: set[str] = set()
    for number, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        sign, word = line[0], line[1:].strip()
        if sign not in "+-" or not word or set(word) - set(ALPHABETS["pl"]):
            raise SystemExit(f"{path}:{number}: expected +word or -word, got {raw!r}")
        (allow if sign == "+" else deny).add(word)
    if allow & deny:
        raise SystemExit(f"{path}: both allowed and denied: {sorted(allow & deny)}")
    return allow, deny


def read_two_letter(path: Path) -> dict[str, bool]:
    """Two-letter word → keep? from ``word<TAB>keep|drop<TAB>reason`` lines (``#``: comment)."""
    letters = set(ALPHABETS["pl"])
    decisions: dict[str, bool] = {}
    for number, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if not raw or raw.startswith("#"):
            continue
        fields = raw.split("\t")
        if (
            len(fields) != 3
            or len(fields[0]) != 2
            or set(fields[0]) - letters
            or fields[1] not in ("keep", "drop")
            or not fields[2]
            or fields[0] in decisions
        ):
            raise SystemExit(f"{path}:{number}: expected word<TAB>keep|drop<TAB>reason: {raw!r}")
        decisions[fields[0]] = fields[1] == "keep"
    return decisions


FORM_OF_DROPPED = "signals: form of dropped "


def review_decisions(two_letter: dict[str, bool]) -> tuple[set[str], set[str]]:
    """(forms the review keeps, forms it drops). A form dropped as a form of a dropped entry
    (OPÓW of OP) must not outlive that entry: the build stops if the review or the two-letter
    file keeps the entry."""
    decisions = read_review(REVIEW, ALPHABETS["pl"])
    stale = sorted(
        form
        for form, d in decisions.items()
        if not d.keep
        and d.basis.startswith(FORM_OF_DROPPED)
        and (
            two_letter.get(stem := d.basis.removeprefix(FORM_OF_DROPPED), False)
            or (stem in decisions and decisions[stem].keep)
        )
    )
    if stale:
        raise SystemExit(f"{REVIEW}: forms of entries kept after all are dropped: {stale}")
    keeps = {f for f, d in decisions.items() if d.keep}
    return keeps, set(decisions) - keeps


_morfeusz: Any = None


def _analyser() -> Any:
    """This process's Morfeusz (a worker makes its own: Morfeusz is not picklable)."""
    global _morfeusz
    if _morfeusz is None:
        import morfeusz2

        _morfeusz = morfeusz2.Morfeusz()
    return _morfeusz


def _morfeusz_verdicts(words: Sequence[str]) -> list[bool]:
    """Per word: True to keep. Runs in a worker process."""
    morfeusz = _analyser()
    verdicts = []
    for word in words:
        # With a following dot SGJP also finds abbreviations written with one (np., prof.).
        tags = [
            tag for start, _end, (_f, _l, tag, *_r) in morfeusz.analyse(word + ".") if start == 0
        ]
        kinds = {tag.split(":", 1)[0] for tag in tags}
        abbreviation_only = bool(kinds) and kinds == {"brev"}
        vowelless = not POLISH_VOWELS & set(word)
        verdicts.append(not abbreviation_only and (not vowelless or "interj" in kinds))
    return verdicts


def polish_words(jobs: int) -> tuple[list[str], dict[str, object]]:
    alphabet = set(ALPHABETS["pl"])
    candidates = [w for w in read_words(SOURCES["pl"]) if set(w) <= alphabet]
    chunk = 20_000
    parts = [candidates[i : i + chunk] for i in range(0, len(candidates), chunk)]
    with multiprocessing.Pool(jobs) as pool:
        verdicts = [v for part in pool.map(_morfeusz_verdicts, parts) for v in part]
    kept = {w for w, keep in zip(candidates, verdicts, strict=True) if keep}
    allow, deny = read_overrides(OVERRIDES)
    two_letter = read_two_letter(TWO_LETTER)
    review_keeps, dropped = review_decisions(two_letter)
    # The review's keeps stand over the filters above (a vowel-less interjection Morfeusz does
    # not know: HMM, GRR), its drops over everything.
    kept_by_review = (review_keeps & set(candidates)) - kept - deny
    kept = (kept | allow | kept_by_review) - deny
    kept_before_review = len(kept)
    kept -= dropped
    dropped_by_review = kept_before_review - len(kept)
    undecided = sorted(w for w in kept if len(w) == 2 and w not in two_letter)
    if undecided:
        raise SystemExit(f"{TWO_LETTER}: decide the two-letter words {undecided}")
    kept = {w for w in kept if len(w) != 2} | {w for w, keep in two_letter.items() if keep}
    # Forms made by rule from the kept words: only forms the source lacks (never one a filter,
    # the overrides or the review dropped).
    ordered = sorted(w for w in kept if NEGATABLE_ENDING.search(w))
    parts = [ordered[i : i + chunk] for i in range(0, len(ordered), chunk)]
    with multiprocessing.Pool(jobs) as pool:
        negated = {w for part in pool.map(negated_forms, parts) for w in part}
    made = {"neuter_past_persons": neuter_past_persons(kept), "negated_forms": negated}
    added_by_rule = {rule: forms - set(candidates) - deny - dropped for rule, forms in made.items()}
    for rule, forms in added_by_rule.items():
        _report(rule, forms)
        kept |= forms
    # The paradigm rule last, so that it counts only what the other rules left out.
    ordered = sorted(kept)
    parts = [ordered[i : i + chunk] for i in range(0, len(ordered), chunk)]
    with multiprocessing.Pool(jobs) as pool:
        lemmas = sorted({lemma for part in pool.map(verb_lemmas, parts) for lemma in part})
        lemma_parts = [lemmas[i : i + 500] for i in range(0, len(lemmas), 500)]
        generated = [pair for part in pool.map(verb_paradigm, lemma_parts) for pair in part]
    refused = kept | set(candidates) | deny | dropped
    by_tag: dict[str, set[str]] = {}
    for form, kind in generated:
        if form not in refused:
            by_tag.setdefault(kind, set()).add(form)
    paradigm = set().union(*by_tag.values())
    added_by_rule["verb_paradigm"] = paradigm
    print(f"pl: verb_paradigm reads {len(lemmas)} verb lemmas")
    _report("verb_paradigm", paradigm)
    for kind, forms in sorted(by_tag.items()):
        _report(f"verb_paradigm {kind}", forms)
    kept |= paradigm
    import morfeusz2

    details: dict[str, object] = {
        "morfeusz2": morfeusz2.__version__,
        "morfeusz_dictionary": morfeusz2.Morfeusz().dict_id(),
        "overrides_sha256": _sha256(OVERRIDES.read_bytes()),
        "dropped_by_morfeusz": len(candidates) - sum(verdicts),
        "review_sha256": _sha256(REVIEW.read_bytes()),
        "two_letter_sha256": _sha256(TWO_LETTER.read_bytes()),
        "dropped_by_review": dropped_by_review,
        "kept_by_review": len(kept_by_review),
        "added_by_rule": {rule: len(forms) for rule, forms in added_by_rule.items()},
        "verb_paradigm_by_tag": {kind: len(forms) for kind, forms in sorted(by_tag.items())},
    }
    return sorted(kept), details


#: What a neuter past form (czytało) takes for the 1st and 2nd person and the conditional:
#: czytałom, czytałoś, czytałobym, czytałobyś, czytałoby.
NEUTER_PAST_ENDINGS = ("m", "ś", "bym", "byś", "by")


def neuter_past_persons(words: Iterable[str]) -> set[str]:
    """The neuter past persons and conditionals of the verbs among ``words``.

    hunspell-pl's affix rules never make czytałom or czytałobyś, yet the jawa rules allow every
    correct form, and every verb has them: for each word Morfeusz reads as a verb's neuter past
    form (``praet:sg:n``), its ``NEUTER_PAST_ENDINGS``. Nouns in -ło make none (koło, wiosło:
    kołom is a noun's dative, and there is no kołoś).
    """
    import morfeusz2

    morfeusz = morfeusz2.Morfeusz()
    made: set[str] = set()
    for word in words:
        if not word.endswith("ło"):
            continue
        readings = morfeusz.analyse(word)
        # One segment spanning the word: "czytało" itself, not a form with a clitic.
        if any(
            (start, end) == (0, 1) and tag.startswith("praet:sg:n")
            for start, end, (_f, _l, tag, *_r) in readings
        ):
            made.update(word + ending for ending in NEUTER_PAST_ENDINGS)
    return made


#: The word classes whose forms take a joined nie- (the jawa rules: "nie" is written together
#: with verbal nouns and adjectival participles): SGJP tags them ``...:aff`` and ``...:neg``.
NEGATABLE = frozenset({"ger", "pact", "ppas"})
#: The endings those forms take (verbal nouns -nie/-cie..., active participles -ący...,
#: passive ones -ny/-ty..., -ni/-ci): only such words are read, to keep the build short.
NEGATABLE_ENDING = re.compile(
    r"(?:[nc](?:ie|ia|iu|iem|iom|iach|iami)|[ńć]|ąc[ayeą]|ąc(?:ego|ej|emu|ym|ych|ymi)"
    r"|[nt](?:y|a|e|ego|ej|emu|ą|ym|ych|ymi)|[nc]i)$"
)


def _negatable_lemmas(analysis: Iterable[Any], polarity: str) -> set[str]:
    """The lemmas of the one-segment ``ger``/``pact``/``ppas`` readings of that polarity."""
    return {
        lemma
        for start, end, (_f, lemma, tag, *_r) in analysis
        if (start, end) == (0, 1)
        and tag.split(":", 1)[0] in NEGATABLE
        and tag.endswith(":" + polarity)
    }


def negated_forms(words: Sequence[str]) -> list[str]:
    """The nie- forms of the verbal nouns and participles among ``words`` (obejściach →
    nieobejściach, ujęć → nieujęć): each one Morfeusz reads as the negated form of the same
    verb's verbal noun or participle, so a noun never gets one (koła: no niekoła). Runs in a
    worker process."""
    morfeusz = _analyser()
    made = []
    for word in words:
        lemmas = _negatable_lemmas(morfeusz.analyse(word), "aff")
        if lemmas and lemmas & _negatable_lemmas(morfeusz.analyse("nie" + word), "neg"):
            made.append("nie" + word)
    return made


#: The verb forms the paradigm rule takes from Morfeusz's generator: infinitive, present (or
#: perfective future), past, imperative and the adverbial participles.
PARADIGM_TAGS = frozenset({"inf", "fin", "praet", "impt", "pcon", "pant"})
#: SGJP's labels for a form outside today's standard (dated, dialect, not recommended, wrong,
#: colloquial, one author's): a form carrying one is not a regular member of the paradigm.
#: Rare (rzad.) and domain labels (filoz., med.) are kept: zreparować is rzad., subsumowawszy
#: filoz., and both are correct.
NONSTANDARD_LABELS = frozenset(
    {
        "daw.",
        "przest.",
        "gwar.",
        "reg.",
        "niezal.",
        "niepopr.",
        "pot.",
        "środ.",
        "indyw.",
        "podniosłe",
        "poet.",
        "książk.",
        "posp.",
    }
)
#: What a past form takes for the persons (zbogaciłem, zbogaciliście) and the conditional
#: (zbogacilibyście): Morfeusz's generator makes only the bare past form, and its analyser
#: checks each joined word (it refuses zbogaciłm, niósłem).
PAST_PERSON_ENDINGS = ("m", "ś", "em", "eś", "śmy", "ście", "by", "bym", "byś", "byśmy", "byście")


def verb_lemmas(words: Sequence[str]) -> set[str]:
    """The lemmas of the verbs among ``words``: each one-segment reading tagged a verb form of
    ``PARADIGM_TAGS`` (with SGJP's homonym mark: mieć:v1). Runs in a worker process."""
    morfeusz = _analyser()
    return {
        lemma
        for word in words
        for start, end, (_f, lemma, tag, *_r) in morfeusz.analyse(word)
        if (start, end) == (0, 1) and tag.split(":", 1)[0] in PARADIGM_TAGS
    }


def _is_past_person(morfeusz: Any, word: str, lemma: str) -> bool:
    """Whether Morfeusz reads ``word`` as ``lemma``'s past form joined with a person ending or
    the conditional by, and as nothing unknown."""
    analysis = morfeusz.analyse(word)
    return all(tag != "ign" for _s, _e, (_f, _l, tag, *_r) in analysis) and any(
        (start, end) == (0, 1) and lemma_ == lemma and tag.startswith("praet:")
        for start, end, (_f, lemma_, tag, *_r) in analysis
    )


def verb_paradigm(lemmas: Sequence[str]) -> list[tuple[str, str]]:
    """The standard forms of each verb in ``lemmas`` that Morfeusz's generator makes, as
    (form, kind) pairs: kind is the tag's class (``inf``, ``fin``...), or ``praet+person`` for
    a past form joined with a person ending or by. Labelled forms (``NONSTANDARD_LABELS``) and
    forms of other letters are left out; so are the bare ``praet:...:agl`` stems (wywiodł,
    zniosł), which stand only before a person ending. Runs in a worker process."""
    morfeusz = _analyser()
    alphabet = set(ALPHABETS["pl"])
    made: list[tuple[str, str]] = []
    for lemma in lemmas:
        # generate() takes the lemma without SGJP's homonym mark and makes every homonym's forms.
        for form, lemma_, tag, _names, labels in morfeusz.generate(lemma.split(":", 1)[0]):
            kind = tag.split(":", 1)[0]
            if (
                lemma_ != lemma
                or kind not in PARADIGM_TAGS
                or not set(form) <= alphabet
                or NONSTANDARD_LABELS & {x for label in labels for x in label.split(",")}
            ):
                continue
            if not tag.endswith(":agl"):
                made.append((form, kind))
            if kind == "praet":
                made.extend(
                    (form + ending, "praet+person")
                    for ending in PAST_PERSON_ENDINGS
                    if _is_past_person(morfeusz, form + ending, lemma)
                )
    return made


def _report(rule: str, forms: set[str]) -> None:
    examples = sorted(forms)[:: max(1, len(forms) // 6)]
    print(f"pl: {rule} adds {len(forms)} forms, e.g. {', '.join(examples)}")


def write_puzzle_refused(words: Sequence[str], out: Path, jobs: int) -> bytes:
    """Write the forms the letter puzzles refuse by class; returns the file's bytes."""
    chunk = 50_000
    parts = [words[i : i + chunk] for i in range(0, len(words), chunk)]
    with multiprocessing.Pool(jobs) as pool:
        refused = [w for part in pool.map(refused_forms, parts) for w in part]
    header = (
        "# Forms of the shipped Polish lexicon that the letter puzzles refuse by word class: "
        "every\n"
        "# reading a conjunction, particle, interjection, abbreviation... "
        "(engines/puzzle/word_classes.py).\n"
        "# Written by tools/build_lexicon.py; do not edit.\n"
    )
    data = (header + "".join(f"{w}\n" for w in refused)).encode("utf-8")
    (out / REFUSED_FILE).write_bytes(data)
    return data


#: SCOWL's own lists (Debian ``scowl``): each word under its category — ``*-abbreviations.*``
#: and ``special-roman-numerals.*`` mark the entries the word game refuses.
SCOWL = Path("/usr/share/dict/scowl")
#: The largest SCOWL size "huge" is made of (size 95, "insane", lists ii and xiv as words too).
SCOWL_HUGE = 80


def _scowl_words(pattern: str) -> set[str]:
    words: set[str] = set()
    for path in sorted(SCOWL.glob(pattern)):
        if int(path.suffix[1:]) <= SCOWL_HUGE:
            words.update(path.read_text(encoding="latin-1").split())
    return words


def scowl_abbreviations() -> set[str]:
    """The lowercase words SCOWL marks only as abbreviations (govt, dept, asap) or Roman
    numerals (xiv), never as an ordinary word of its ``*-words.*`` lists up to the "huge" size
    (xi, the Greek letter, is both)."""
    marked = _scowl_words("*-abbreviations.*") | _scowl_words("special-roman-numerals.*")
    return {w for w in marked if w.isascii() and w.isalpha() and w.islower()} - _scowl_words(
        "*-words.*"
    )


def scowl_sha256() -> str:
    """One checksum of SCOWL's lists: each file's name and SHA-256."""
    lines = "".join(f"{p.name}:{_sha256(p.read_bytes())}\n" for p in sorted(SCOWL.glob("*")))
    return _sha256(lines.encode())


def english_words() -> tuple[list[str], dict[str, object]]:
    alphabet = set(ALPHABETS["en"])
    review = read_review(REVIEW_EN, ALPHABETS["en"])
    candidates = [w for w in read_words(SOURCES["en"]) if set(w) <= alphabet]
    abbreviations = scowl_abbreviations()
    # A word is dropped by rule (SCOWL marks it an abbreviation, or it has no vowel: kc, mph)
    # or by the review; the review's keeps stand over the rules (col, cos, hmm) and may add a
    # tournament-list word SCOWL "huge" lacks in lowercase (ok, ew).
    by_rule = {w for w in candidates if w in abbreviations or not ENGLISH_VOWELS & set(w)}
    kept = {w for w in candidates if w not in by_rule and w not in review}
    kept |= {w for w, d in review.items() if d.keep}
    details: dict[str, object] = {
        "review_sha256": _sha256(REVIEW_EN.read_bytes()),
        "scowl_sha256": scowl_sha256(),
        "dropped_as_scowl_abbreviations": len(by_rule & abbreviations),
        "dropped": len(set(candidates) - kept),
        "added_by_review": len(kept - set(candidates)),
    }
    return sorted(kept), details


def _sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def _debian_version(package: str) -> str:
    import subprocess

    result = subprocess.run(
        ["dpkg-query", "-W", "-f=${Version}", package], capture_output=True, text=True
    )
    return result.stdout.strip() or "unknown"


def build_language(lang: str, out: Path, jobs: int) -> dict[str, object]:
    needed = SOURCES[lang] + ([SCOWL] if lang == "en" else [])
    missing = [str(p) for p in needed if not p.exists()]
    if missing:
        raise SystemExit(
            f"missing {', '.join(missing)}: apt-get install {' '.join(DEBIAN_PACKAGES[lang])}"
        )
    details: dict[str, object] = {}
    if lang == "pl":
        words, details = polish_words(jobs)
    else:
        words, details = english_words()
    packed = build(words, ALPHABETS[lang])
    walk_bytes = packed.to_bytes()
    (out / f"{lang}.dawg").write_bytes(walk_bytes)
    membership_path = out / f"{lang}.dawgdic"
    dawg2.DAWG(words).save(str(membership_path))
    files = {
        f"{lang}.dawg": _sha256(walk_bytes),
        f"{lang}.dawgdic": _sha256(membership_path.read_bytes()),
    }
    if lang == "pl":
        files[REFUSED_FILE] = _sha256(write_puzzle_refused(words, out, jobs))
    return {
        "sources": {str(p): {"sha256": _sha256(p.read_bytes())} for p in SOURCES[lang]},
        "debian_packages": {p: _debian_version(p) for p in DEBIAN_PACKAGES[lang]},
        "word_count": len(words),
        "dawg_words": len(packed.array),
        "files": files,
        **details,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n", 1)[0])
    parser.add_argument("--lang", choices=["pl", "en", "all"], default="all")
    parser.add_argument("--out", type=Path, default=ROOT / "resources" / "lexicon")
    parser.add_argument("--jobs", type=int, default=multiprocessing.cpu_count())
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    manifest_path = args.out / "manifest.json"
    manifest = json.loads(manifest_path.read_text("utf-8")) if manifest_path.exists() else {}
    for lang in ["pl", "en"] if args.lang == "all" else [args.lang]:
        manifest[lang] = build_language(lang, args.out, args.jobs)
        print(f"{lang}: {manifest[lang]['word_count']} words, {manifest[lang]['files']}")
    manifest_path.write_text(json.dumps(manifest, indent=2, sort_keys=True) + "\n", "utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
