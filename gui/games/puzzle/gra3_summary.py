"""After each GRA III round: everyone's word as tiles, its score, the +5 marks and who ended
the round, then "Dalej"."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from engines.puzzle.gra3 import RoundResult
from engines.tiles import BLANK
from gui.support.appearance import QUIET_STYLE
from gui.widgets.missed_words import MissedWordsPanel
from gui.widgets.shortcuts import on_enter
from gui.widgets.tiles import TileWidget
from gui.widgets.timers import format_ms

SUMMARY_TILE = 34


class Gra3RoundSummary(QWidget):
    closed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._title = QLabel()
        title_font = QFont(self.font())
        title_font.setPointSizeF(title_font.pointSizeF() * 1.6)
        title_font.setBold(True)
        self._title.setFont(title_font)
        self._rows = QWidget()
        self._grid = QGridLayout(self._rows)
        self._grid.setHorizontalSpacing(18)
        self._grid.setVerticalSpacing(10)
        self._standing = QLabel()
        self._standing.setWordWrap(True)
        self.next_button = QPushButton(self.tr("&Dalej"))
        self.next_button.setMinimumWidth(160)
        self.next_button.setMinimumHeight(36)
        self.next_button.clicked.connect(self.closed)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 20, 24, 20)
        layout.addWidget(self._title)
        layout.addSpacing(8)
        layout.addWidget(self._rows)
        line = QFrame()
        line.setFrameShape(QFrame.Shape.HLine)
        line.setFrameShadow(QFrame.Shadow.Sunken)
        layout.addWidget(line)
        layout.addWidget(self._standing)
        self.missed_words = MissedWordsPanel()
        layout.addWidget(self.missed_words)
        layout.addStretch(1)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.next_button)
        layout.addLayout(buttons)

        on_enter(self, self._close_if_visible)

    def show_result(
        self,
        result: RoundResult,
        names: Sequence[str],
        totals: Sequence[int],
        values: Mapping[str, int],
        last_round: bool,
    ) -> None:
        self._title.setText(self.tr("Runda {n} — wyniki").format(n=result.number))
        self._clear_rows()
        header_font = QFont(self.font())
        header_font.setBold(True)
        for column, text in enumerate(
            (self.tr("Gracz"), self.tr("Słowo"), self.tr("Punkty"), self.tr("Premia"), "")
        ):
            label = QLabel(text)
            label.setFont(header_font)
            self._grid.addWidget(label, 0, column)
        for player, name in enumerate(names):
            self._add_row(player + 1, result, player, name, values)
        self._grid.setColumnStretch(1, 1)
        standing = " · ".join(
            self.tr("{name}: {points} pkt").format(name=name, points=points)
            for name, points in zip(names, totals, strict=True)
        )
        self._standing.setText(self.tr("Stan gry: {standing}").format(standing=standing))
        self.next_button.setText(self.tr("&Wyniki końcowe") if last_round else self.tr("&Dalej"))
        self.next_button.setFocus(Qt.FocusReason.OtherFocusReason)

    def _add_row(
        self, row: int, result: RoundResult, player: int, name: str, values: Mapping[str, int]
    ) -> None:
        bold = QFont(self.font())
        bold.setBold(True)
        name_label = QLabel(name)
        name_label.setFont(bold)
        self._grid.addWidget(name_label, row, 0)
        submission = result.submissions[player]
        word_box = QWidget()
        word_layout = QVBoxLayout(word_box)
        word_layout.setContentsMargins(0, 0, 0, 0)
        word_layout.setSpacing(2)
        tiles = QHBoxLayout()
        tiles.setSpacing(3)
        if submission.word is None:
            tiles.addWidget(QLabel(self.tr("brak słowa")))
        else:
            for letter, tile in zip(submission.word, submission.tiles, strict=True):
                blank = tile == BLANK
                tiles.addWidget(
                    TileWidget(
                        tile,
                        None if blank else values.get(tile),
                        SUMMARY_TILE,
                        blank_letter=letter if blank else None,
                    )
                )
        tiles.addStretch(1)
        word_layout.addLayout(tiles)
        rack = QLabel(
            self.tr("Litery: {letters}").format(
                letters=" ".join(t.upper() for t in result.racks[player])
            )
        )
        rack.setStyleSheet(QUIET_STYLE)  # background information
        word_layout.addWidget(rack)
        self._grid.addWidget(word_box, row, 1)
        self._grid.addWidget(
            QLabel(self.tr("{points} pkt").format(points=result.word_scores[player])), row, 2
        )
        bonus = result.bonuses[player]
        bonus_label = QLabel(self.tr("+{bonus} za najdłuższe").format(bonus=bonus) if bonus else "")
        bonus_label.setStyleSheet("color: #1b6e20; font-weight: bold;")
        self._grid.addWidget(bonus_label, row, 3)
        ender = QLabel(self._note(result, player))
        ender.setStyleSheet("color: #8a4b08;")
        ender.setWordWrap(True)
        self._grid.addWidget(ender, row, 4)

    def _note(self, result: RoundResult, player: int) -> str:
        """Why the player's word stands as it does: it ended the round; it came after the end
        (at one screen: later on their clock than the raised hand); their time ran out."""
        submission = result.submissions[player]
        if result.ender == player:
            if result.length is not None:
                return self.tr("słowo kończące rundę ({time})").format(
                    time=format_ms(round(result.length * 1000))
                )
            return self.tr("słowo kończące rundę")
        if submission.late and submission.at is not None:
            return self.tr("zgłoszone po końcu rundy ({time}): 0 pkt").format(
                time=format_ms(round(submission.at * 1000))
            )
        if submission.timed_out:
            return self.tr("runda skończyła się przed zgłoszeniem słowa")
        return ""

    def _clear_rows(self) -> None:
        while self._grid.count():
            item = self._grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()
                widget.deleteLater()

    def _close_if_visible(self) -> None:
        if self.isVisible():
            self.closed.emit()
