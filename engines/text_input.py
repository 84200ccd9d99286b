"""Text that comes from outside the app: one check for every string read from a game record,
a GCG file, the network, a word-list file's name or a command line, before it is kept or shown.

Python strings may hold what no file, store or screen should: a lone UTF-16 surrogate
(``"\\ud800"`` is valid JSON, but SQLite and UTF-8 cannot encode it), control characters (ESC
reaches a terminal, CR/LF splits a TSV row, NUL ends a C string) and invisible format characters
(a right-to-left override makes one name look like another). :func:`checked_text` refuses them
with a typed :class:`TextReason` that the GUI and the command lines word; :func:`shown_text`
makes text saved before this check safe to print.
"""

from __future__ import annotations

import enum
import re
import unicodedata
from typing import Any

#: Format characters that join letters in some scripts and emoji; harmless in a name.
_JOINERS = frozenset("\u200c\u200d")


class TextReason(enum.Enum):
    """Why a text from outside was refused."""

    #: Not a string at all (a number or a list where a name belongs).
    NOT_TEXT = "not_text"
    #: Empty, or only spaces, where something must be said.
    EMPTY = "empty"
    #: Longer than the field allows.
    TOO_LONG = "too_long"
    #: A lone UTF-16 surrogate: no UTF-8 file or store can hold it.
    SURROGATE = "surrogate"
    #: A control character (NUL, BEL, ESC, tab, CR, LF…).
    CONTROL = "control"
    #: An invisible format character: direction marks and overrides, zero-width spaces, BOM.
    INVISIBLE = "invisible"


class BadText(ValueError):
    """A text from outside that :func:`checked_text` refused: ``reason``, the ``field`` it came
    in (``"name"``, ``"code"``, ``"word list"``…) and, for a bad character, its code point."""

    def __init__(
        self,
        reason: TextReason,
        field: str,
        code_point: int | None = None,
        max_length: int | None = None,
    ) -> None:
        where = f" U+{code_point:04X}" if code_point is not None else ""
        limit = f" (longer than {max_length} characters)" if max_length is not None else ""
        super().__init__(f"{field}: {reason.value}{where}{limit}")
        self.reason = reason
        self.field = field
        self.code_point = code_point
        #: For ``TOO_LONG``: the most the field takes.
        self.max_length = max_length


def _character_problem(character: str) -> TextReason | None:
    category = unicodedata.category(character)
    if category == "Cs":
        return TextReason.SURROGATE
    if category == "Cc":
        return TextReason.CONTROL
    if category == "Cf" and character not in _JOINERS:
        return TextReason.INVISIBLE
    return None


def text_problem(
    value: Any, *, max_length: int | None = None, allow_empty: bool = False
) -> tuple[TextReason, int | None] | None:
    """What is wrong with ``value`` as a text from outside (and the first bad character's code
    point), or None when it may be kept and shown."""
    if not isinstance(value, str):
        return TextReason.NOT_TEXT, None
    if not allow_empty and not value.strip():
        return TextReason.EMPTY, None
    if max_length is not None and len(value) > max_length:
        return TextReason.TOO_LONG, None
    for character in value:
        problem = _character_problem(character)
        if problem is not None:
            return problem, ord(character)
    return None


def _refused_characters() -> re.Pattern[str]:
    """A pattern that finds any character :func:`checked_text` refuses that may stand in
    JSON text as itself: invisible format characters, the control characters JSON takes
    inside a string (DEL and C1; the others must be escaped, or lie between tokens) and lone
    surrogates (which no text decoded from UTF-8 holds, but a string may)."""
    codes = [code for code in range(0x20, 0x110000) if _character_problem(chr(code)) is not None]
    runs: list[list[int]] = []
    for code in codes:  # as ranges: a class of single characters is searched far slower
        if runs and runs[-1][1] == code - 1:
            runs[-1][1] = code
        else:
            runs.append([code, code])
    ranges = "".join(re.escape(chr(a)) + "-" + re.escape(chr(b)) for a, b in runs)
    return re.compile("[" + ranges + "]")


_REFUSED_AS_ITSELF = _refused_characters()


def json_text_problem(value: Any, text: str | None = None) -> tuple[TextReason, int | None] | None:
    """The first problem of any string in a JSON value (keys too; empty strings and any
    length allowed: the message's own checks say what each field may be), or None. With the
    ``text`` the value was parsed from (strictly: no raw control character in a string), a
    text in which no refused character can hide — no escape (``\\u``, ``\\n``…), which may
    spell any of them, a lone surrogate too, and none as itself — is passed at once: the
    common case costs two searches, not a walk."""
    if text is not None and "\\" not in text and _REFUSED_AS_ITSELF.search(text) is None:
        return None
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            problem = text_problem(item, allow_empty=True)
            if problem is not None:
                return problem
        elif isinstance(item, dict):
            stack.extend(item.keys())
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return None


def checked_text(
    value: Any, field: str, *, max_length: int | None = None, allow_empty: bool = False
) -> str:
    """``value`` when it is a text that may be kept and shown; :class:`BadText` else."""
    problem = text_problem(value, max_length=max_length, allow_empty=allow_empty)
    if problem is not None:
        limit = max_length if problem[0] is TextReason.TOO_LONG else None
        raise BadText(problem[0], field, problem[1], limit)
    assert isinstance(value, str)
    return value


def checked_lines(
    value: Any, field: str, *, max_length: int | None = None, allow_empty: bool = True
) -> str:
    """``value`` when it is a text of lines (``\n`` between them, nothing else refused by
    :func:`checked_text` in any): a note, a comment; :class:`BadText` else."""
    if not isinstance(value, str):
        raise BadText(TextReason.NOT_TEXT, field)
    if not allow_empty and not value.strip():
        raise BadText(TextReason.EMPTY, field)
    if max_length is not None and len(value) > max_length:
        raise BadText(TextReason.TOO_LONG, field, max_length=max_length)
    for line in value.split("\n"):
        checked_text(line, field, allow_empty=True)
    return value


def check_all_text(value: Any, field: str, *, multiline: frozenset[str] = frozenset()) -> None:
    """Every string in the JSON ``value`` (keys too, at any depth) passes
    :func:`checked_text` (empty ones may: a field left blank); the values of the keys in
    ``multiline`` may be lines (:func:`checked_lines`). :class:`BadText` names the ``field``
    and the key path of the first that does not (``action.word``)."""
    if isinstance(value, str):
        checked_text(value, field, allow_empty=True)
    elif isinstance(value, dict):
        for key, item in value.items():
            checked_text(key, field, allow_empty=True)
            where = f"{field}.{key}"
            if key in multiline:
                checked_lines(item, where)
            else:
                check_all_text(item, where, multiline=multiline)
    elif isinstance(value, (list, tuple)):
        for item in value:
            check_all_text(item, field, multiline=multiline)


def shown_text(value: str) -> str:
    """``value`` with every character :func:`checked_text` refuses written as a visible escape
    (``\\x1b``, ``\\u202e``, ``\\ud800``): for printing text that was saved before the check."""
    if not any(_character_problem(c) for c in value):
        return value
    return "".join(
        (f"\\x{ord(c):02x}" if ord(c) < 0x100 else f"\\u{ord(c):04x}")
        if _character_problem(c)
        else c
        for c in value
    )
