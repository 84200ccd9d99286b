"""The end of a game: the ranking (equal scores share a place; one player: just the score),
the game's own details and headline if it has them, and what to do next."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from engines.core import Outcome


class FinalScreen(QWidget):
    new_game_requested = Signal()
    close_requested = Signal()
    #: "Powtórka z analizą": the replay of this game, with every move's analysis.
    replay_requested = Signal()

    def __init__(
        self,
        outcome: Outcome,
        names: Sequence[str],
        details: QWidget | None = None,
        parent: QWidget | None = None,
        *,
        headline: str | None = None,
        replay: bool = False,
    ) -> None:
        """``replay``: the game is saved, so its replay can be offered."""
        super().__init__(parent)
        title = QLabel(self.tr("Koniec gry"))
        title_font = QFont(self.font())
        title_font.setPointSizeF(title_font.pointSizeF() * 2.0)
        title_font.setBold(True)
        title.setFont(title_font)
        winners = [names[p] for p in outcome.winners]
        # A game may say it its own way (a solo game is won or lost against a target).
        if headline is None and len(winners) == 1:
            headline = self.tr("Wygrywa {name}!").format(name=winners[0])
        elif headline is None:
            headline = self.tr("Remis na pierwszym miejscu: {names}").format(
                names=", ".join(winners)
            )
        self.headline = QLabel(headline)
        headline_font = QFont(self.font())
        headline_font.setPointSizeF(headline_font.pointSizeF() * 1.4)
        self.headline.setFont(headline_font)

        self.ranking = QWidget()
        grid = QGridLayout(self.ranking)
        grid.setHorizontalSpacing(24)
        bold = QFont(self.font())
        bold.setBold(True)
        order = sorted(range(len(names)), key=lambda p: (outcome.ranks[p], p))
        shared = {r for r in outcome.ranks if outcome.ranks.count(r) > 1}
        for row, player in enumerate(order):
            rank = outcome.ranks[player]
            place = self.tr("{place}. miejsce").format(place=rank) if len(names) > 1 else ""
            if rank in shared:
                place += " " + self.tr("(ex aequo)")
            points = self.tr("{points} pkt").format(points=outcome.scores[player])
            cells = (place, names[player], points) if place else (names[player], points)
            for column, text in enumerate(cells):
                label = QLabel(text)
                label.setFont(bold if rank == 1 or len(names) == 1 else self.font())
                grid.addWidget(label, row, column)
        grid.setColumnStretch(3, 1)

        self.new_game_button = QPushButton(self.tr("&Nowa gra…"))
        self.new_game_button.setToolTip(
            self.tr("Rewanż: ta sama gra jeszcze raz — te same zasady, ustawienia i gracze")
        )
        self.new_game_button.clicked.connect(self.new_game_requested)
        self.close_button = QPushButton(self.tr("&Zamknij"))
        self.close_button.clicked.connect(self.close_requested)
        self.replay_button = QPushButton(self.tr("&Powtórka z analizą"))
        self.replay_button.setToolTip(
            self.tr("Cała gra ruch po ruchu, z najlepszymi ruchami, jakie były możliwe")
        )
        self.replay_button.clicked.connect(self.replay_requested)
        self.replay_button.setVisible(replay)
        buttons = QHBoxLayout()
        buttons.addWidget(self.replay_button)
        buttons.addStretch(1)
        buttons.addWidget(self.new_game_button)
        buttons.addWidget(self.close_button)

        # Everything above the buttons scrolls when the window is too small for it (a large
        # font, a small screen): never cut off (issue #40: the final board was), the buttons
        # always in sight.
        content = QWidget()
        inner = QVBoxLayout(content)
        inner.setContentsMargins(24, 20, 24, 0)
        inner.addWidget(title)
        inner.addWidget(self.headline)
        inner.addSpacing(12)
        inner.addWidget(self.ranking)
        if details is not None:
            inner.addSpacing(12)
            inner.addWidget(details, 1)
        inner.addStretch(0 if details is not None else 1)
        self.content_scroll = QScrollArea()
        self.content_scroll.setWidget(content)
        self.content_scroll.setWidgetResizable(True)
        self.content_scroll.setFrameShape(QFrame.Shape.NoFrame)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 20)
        layout.addWidget(self.content_scroll, 1)
        buttons.setContentsMargins(24, 0, 24, 0)
        layout.addLayout(buttons)
        self.new_game_button.setFocus(Qt.FocusReason.OtherFocusReason)

    def places(self) -> list[str]:
        """The ranking as text rows (for tests and screen readers)."""
        grid = self.ranking.layout()
        assert isinstance(grid, QGridLayout)
        rows = []
        for row in range(grid.rowCount()):
            cells = []
            for column in range(3):
                item = grid.itemAtPosition(row, column)
                widget = item.widget() if item is not None else None
                if isinstance(widget, QLabel) and widget.text():
                    cells.append(widget.text())
            rows.append(" ".join(cells))
        return rows
