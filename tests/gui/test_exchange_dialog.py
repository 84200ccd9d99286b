"""The exchange dialog's limit is the rack, or the bag when it holds fewer (issue #12, defect 6)."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from gui.widgets.tile_dialogs import ExchangeDialog
from tests.gui.gui_test_support import click

RACK = tuple("kotaeiz")
VALUES = dict.fromkeys(RACK, 1)


def test_a_full_bag_leaves_the_rack_as_the_limit(qtbot: QtBot) -> None:
    dialog = ExchangeDialog(RACK, VALUES, 67)
    qtbot.addWidget(dialog)
    assert dialog.max_tiles == 7
    assert dialog.limit_label.text() == "Wybrane: 0 z 7."
    assert "67" not in dialog.limit_label.text()
    dialog.select_all()
    assert dialog.ok_button.isEnabled()
    assert dialog.limit_label.text() == "Wybrane: 7 z 7."


def test_a_nearly_empty_bag_is_the_limit(qtbot: QtBot) -> None:
    dialog = ExchangeDialog(RACK, VALUES, 3)
    qtbot.addWidget(dialog)
    for button in dialog.buttons[:4]:
        click(button)
    assert not dialog.ok_button.isEnabled()
    assert dialog.limit_label.text() == "Wybrane: 4. W worku: 3 — tyle najwyżej można wymienić."
    click(dialog.buttons[0])
    assert dialog.ok_button.isEnabled()
