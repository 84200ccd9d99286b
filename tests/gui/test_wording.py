"""Interface wording (issue #12, defect 12): no gendered "zakończył(a)" forms — every Polish
string is written gender-neutrally ("Koniec rundy: …")."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ElementTree

from engines.resources import resource_path

#: A past-tense verb with the feminine ending in brackets: zakończył(a), otoczył(a).
GENDERED = re.compile(r"\w+ł\(a\)")


def test_no_interface_string_is_gendered() -> None:
    tree = ElementTree.parse(resource_path("i18n", "gry_slowne_en.ts"))
    sources = [element.text or "" for element in tree.iter("source")]
    assert len(sources) > 100
    gendered = [text for text in sources if GENDERED.search(text)]
    assert gendered == []
