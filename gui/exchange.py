"""The exchange dialog every tile game shares: choose the tiles to give back (any of the rack,
or at most as many as the bag or pool holds when that is fewer). It opens window-modal with
``open()`` and reports through ``accepted``, so the game never blocks in a nested event loop
(and tests can click it)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from engines.tiles import BLANK
from gui.tiles import TileButton


class ExchangeDialog(QDialog):
    """Choose the tiles to return to the bag: any of the rack, but at most ``max_tiles`` (what
    the bag holds). A game with its own words for things (tokens and a pool) passes its
    ``title``, ``intro`` and ``limit`` sentence — said only when the bag holds fewer than the
    rack (with ``{n}`` chosen and ``{bag}`` the most allowed)."""

    def __init__(
        self,
        rack: Sequence[str],
        values: Mapping[str, int],
        max_tiles: int,
        parent: QWidget | None = None,
        *,
        title: str | None = None,
        intro: str | None = None,
        limit: str | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(title or self.tr("Wymiana płytek"))
        self.setMinimumWidth(480)
        self.max_tiles = min(max_tiles, len(rack))
        if max_tiles < len(rack):
            self._limit = limit or self.tr(
                "Wybrane: {n}. W worku: {bag} — tyle najwyżej można wymienić."
            )
        else:  # the rack is the limit: the bag's count says nothing here
            self._limit = self.tr("Wybrane: {n} z {rack}.")
        intro_label = QLabel(
            intro
            or self.tr(
                "Zaznacz płytki, które wracają do worka; dostaniesz tyle samo nowych. "
                "Wymiana kończy ruch bez punktów."
            )
        )
        intro_label.setWordWrap(True)
        self.limit_label = QLabel()
        self.limit_label.setWordWrap(True)
        row = QHBoxLayout()
        row.setSpacing(4)
        self.buttons: list[TileButton] = []
        for tile in rack:
            button = TileButton(tile, None if tile == BLANK else values.get(tile), checkable=True)
            button.toggled.connect(lambda _on: self._update())
            self.buttons.append(button)
            row.addWidget(button)
        row.addStretch(1)
        all_button = QPushButton(self.tr("Zaznacz &wszystkie"))
        all_button.clicked.connect(self.select_all)
        all_button.setEnabled(len(rack) <= max_tiles)
        box = QDialogButtonBox()
        self.ok_button = box.addButton(self.tr("&Wymień"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.cancel_button = box.addButton(
            self.tr("Anuluj"), QDialogButtonBox.ButtonRole.RejectRole
        )
        box.accepted.connect(self.accept)
        box.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.setSpacing(10)
        layout.addWidget(intro_label)
        layout.addLayout(row)
        layout.addWidget(self.limit_label)
        bottom = QHBoxLayout()
        bottom.addWidget(all_button)
        bottom.addStretch(1)
        bottom.addWidget(box)
        layout.addLayout(bottom)
        self._update()

    def chosen(self) -> str:
        """The chosen tiles as the engine's ``Exchange`` takes them."""
        return "".join(b.tile for b in self.buttons if b.isChecked())

    def select_all(self) -> None:
        for button in self.buttons:
            button.setChecked(True)

    def _update(self) -> None:
        count = len(self.chosen())
        too_many = count > self.max_tiles
        self.ok_button.setEnabled(0 < count <= self.max_tiles)
        self.limit_label.setText(
            self._limit.format(n=count, bag=self.max_tiles, rack=len(self.buttons))
        )
        self.limit_label.setStyleSheet("color: #b00020;" if too_many else "color: #6b6256;")
