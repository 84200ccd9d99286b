"""Text from outside: one check refuses what no store, file or screen should hold."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engines.net.protocol import valid_name
from engines.text_input import BadText, TextReason, checked_text, shown_text, text_problem


@pytest.mark.parametrize(
    ("value", "reason", "code_point"),
    [
        (json.loads('"Ala\\ud800"'), TextReason.SURROGATE, 0xD800),
        ("Ala\x1b[31m", TextReason.CONTROL, 0x1B),
        ("Ala\x07", TextReason.CONTROL, 0x07),
        ("Ala\r\nBob", TextReason.CONTROL, 0x0D),
        ("Ala\x00", TextReason.CONTROL, 0x00),
        ("Ala\u202eboB", TextReason.INVISIBLE, 0x202E),
        ("\ufeffAla", TextReason.INVISIBLE, 0xFEFF),
        ("", TextReason.EMPTY, None),
        ("   ", TextReason.EMPTY, None),
        (7, TextReason.NOT_TEXT, None),
    ],
)
def test_each_class_of_bad_text_is_refused_with_its_reason(
    value: object, reason: TextReason, code_point: int | None
) -> None:
    with pytest.raises(BadText) as caught:
        checked_text(value, "name")
    assert (caught.value.reason, caught.value.code_point, caught.value.field) == (
        reason,
        code_point,
        "name",
    )


def test_ordinary_names_pass_whole() -> None:
    for name in ("Ala", "Żaneta Ćwik", "O'Brien-Smith", "👩\u200d💻 Ola", "名前"):
        assert checked_text(name, "name") == name


def test_length_and_emptiness_are_the_fields_to_say() -> None:
    assert text_problem("a" * 11, max_length=10) == (TextReason.TOO_LONG, None)
    assert text_problem("", allow_empty=True) is None


def test_the_network_name_check_is_the_same_check() -> None:
    assert valid_name("Ala")
    assert not valid_name("Ala\u202e")
    assert not valid_name(json.loads('"\\udfff"'))


def test_shown_text_escapes_what_the_check_refuses_and_nothing_else() -> None:
    assert shown_text("Ala\x1b[31m\r\n\u202e") == "Ala\\x1b[31m\\x0d\\x0a\\u202e"
    assert shown_text("Żaneta") == "Żaneta"


@given(st.text())
def test_shown_text_can_always_be_encoded_and_passes_the_check_when_not_empty(value: str) -> None:
    shown = shown_text(value)
    shown.encode("utf-8")
    assert text_problem(shown, allow_empty=True) is None
