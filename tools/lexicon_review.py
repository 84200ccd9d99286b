"""The reviewed decisions on doubtful Polish forms: ``resources/lexicon/review-pl.tsv``.

One line per form: ``form<TAB>keep|drop<TAB>reason<TAB>basis[<TAB>note]``. The test is the
official lists': is the form used in Polish as a word? A dropped form gives why it is out (an
abbreviation stripped of its dot, a piece of a foreign multi-word phrase, a piece of a word); a
kept form is a real word, a loanword Polish uses on its own, or an interjection. The basis says
how it was decided: ``read`` (a person read it) or ``signals: ...`` (the rule that settled it);
the optional note says what was read (the phrase a piece comes from, the use of a loan). ``#``
lines are comments. tools/build_lexicon.py drops every ``drop`` form and keeps every ``keep``
form of the source, whatever its earlier filters say (a vowel-less interjection: HMM);
tools/review_candidates_pl.py lists the forms that need a decision.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

REVIEW = Path(__file__).resolve().parent.parent / "resources" / "lexicon" / "review-pl.tsv"

DROP_REASONS = frozenset(
    {"abbreviation", "foreign phrase fragment", "word fragment", "misspelling"}
)
KEEP_REASON = "real word"
KEEP_REASONS = frozenset({KEEP_REASON, "loanword", "interjection"})

HEADER = """\
Reviewed doubtful forms of the Polish list, on the official lists' test: is it used in Polish as
a word? tools/build_lexicon.py drops every "drop" form and keeps every "keep" form.
Columns: form, keep|drop, reason (abbreviation / foreign phrase fragment / word fragment /
real word / loanword / interjection), basis ("read" or the signal that settled it), and an
optional note (the phrase a fragment comes from, the use of a loan). Candidates and method:
tools/review_candidates_pl.py; the rules and counts in docs/lexicon.md."""


@dataclass(frozen=True)
class Decision:
    form: str
    keep: bool
    reason: str
    basis: str
    note: str = ""


class ReviewFormatError(ValueError):
    pass


def parse_review(text: str, alphabet: str, source: str = "review") -> dict[str, Decision]:
    """Decisions by form; raises ReviewFormatError naming the line for anything malformed
    (wrong column count, unknown decision or reason, a reason that does not fit the decision,
    letters outside the alphabet, a form listed twice, lines out of order)."""
    letters = set(alphabet)
    decisions: dict[str, Decision] = {}
    previous = ""
    for number, line in enumerate(text.splitlines(), start=1):
        if not line or line.startswith("#"):
            continue
        where = f"{source}:{number}"
        fields = line.split("\t")
        if len(fields) not in (4, 5) or (len(fields) == 5 and not fields[4]):
            raise ReviewFormatError(f"{where}: expected 4 or 5 tab-separated columns, got {line!r}")
        form, decision, reason, basis = fields[:4]
        note = fields[4] if len(fields) == 5 else ""
        if not form or set(form) - letters:
            raise ReviewFormatError(f"{where}: {form!r} is not a word of the alphabet")
        if decision not in ("keep", "drop"):
            raise ReviewFormatError(f"{where}: decision must be keep or drop, got {decision!r}")
        keep = decision == "keep"
        if (keep and reason not in KEEP_REASONS) or (not keep and reason not in DROP_REASONS):
            raise ReviewFormatError(f"{where}: reason {reason!r} does not fit {decision}")
        if basis != "read" and not basis.startswith("signals: "):
            raise ReviewFormatError(f"{where}: basis must be 'read' or 'signals: ...'")
        if form in decisions:
            raise ReviewFormatError(f"{where}: {form!r} is listed twice")
        if form < previous:
            raise ReviewFormatError(f"{where}: {form!r} is out of order (sort the file)")
        previous = form
        decisions[form] = Decision(form, keep, reason, basis, note)
    return decisions


def read_review(path: Path, alphabet: str) -> dict[str, Decision]:
    try:
        return parse_review(path.read_text(encoding="utf-8"), alphabet, str(path))
    except ReviewFormatError as error:
        raise SystemExit(str(error)) from None


def format_review(decisions: dict[str, Decision], header: str) -> str:
    lines = [f"# {line}" if line else "#" for line in header.splitlines()]
    for form in sorted(decisions):
        d = decisions[form]
        note = f"\t{d.note}" if d.note else ""
        lines.append(f"{form}\t{'keep' if d.keep else 'drop'}\t{d.reason}\t{d.basis}{note}")
    return "\n".join(lines) + "\n"
