"""The reviewed decisions on doubtful Polish forms: ``resources/lexicon/review-pl.tsv``.

One line per form: ``form<TAB>keep|drop<TAB>reason<TAB>basis``. A dropped form gives why it is
out (an abbreviation stripped of its dot, a piece of a foreign multi-word phrase, a piece of a
word); a kept form is a real word. The basis says how it was decided: ``read`` (a person read
it) or ``signals: ...`` (the rule that settled it). ``#`` lines are comments.
tools/build_lexicon.py drops every ``drop`` form; tools/review_candidates_pl.py lists the forms
that need a decision.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

REVIEW = Path(__file__).resolve().parent.parent / "resources" / "lexicon" / "review-pl.tsv"

DROP_REASONS = frozenset({"abbreviation", "foreign phrase fragment", "word fragment"})
KEEP_REASON = "real word"


@dataclass(frozen=True)
class Decision:
    form: str
    keep: bool
    reason: str
    basis: str


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
        if len(fields) != 4:
            raise ReviewFormatError(f"{where}: expected 4 tab-separated columns, got {line!r}")
        form, decision, reason, basis = fields
        if not form or set(form) - letters:
            raise ReviewFormatError(f"{where}: {form!r} is not a word of the alphabet")
        if decision not in ("keep", "drop"):
            raise ReviewFormatError(f"{where}: decision must be keep or drop, got {decision!r}")
        keep = decision == "keep"
        if (keep and reason != KEEP_REASON) or (not keep and reason not in DROP_REASONS):
            raise ReviewFormatError(f"{where}: reason {reason!r} does not fit {decision}")
        if basis != "read" and not basis.startswith("signals: "):
            raise ReviewFormatError(f"{where}: basis must be 'read' or 'signals: ...'")
        if form in decisions:
            raise ReviewFormatError(f"{where}: {form!r} is listed twice")
        if form < previous:
            raise ReviewFormatError(f"{where}: {form!r} is out of order (sort the file)")
        previous = form
        decisions[form] = Decision(form, keep, reason, basis)
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
        lines.append(f"{form}\t{'keep' if d.keep else 'drop'}\t{d.reason}\t{d.basis}")
    return "\n".join(lines) + "\n"
