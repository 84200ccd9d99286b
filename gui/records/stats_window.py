""" "Statystyki": per player (people by name, computer players by level) — games, wins, win
rate against each computer level, average and best score, best move, bingos, thinking time,
per game — and a plot of the chosen player's score game after game.

The per-game summaries are made (and cached in the store) in a worker with its own connection:
the first time after many games this replays every finished game once.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from engines.core import LEVELS, Rejected
from engines.records.history import PlayerStats, player_stats, summaries
from engines.records.store import GameStore
from engines.registry import get_game
from gui.support.i18n import pick
from gui.support.seats import level_names
from gui.support.workers import Task, start_task
from gui.widgets.score_plot import ScorePlot
from gui.widgets.shortcuts import closes_with_keys


class StatsWindow(QWidget):
    def __init__(self, store: GameStore, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.store_path = store.path
        self.stats: dict[str, PlayerStats] = {}
        self._task: Task | None = None
        closes_with_keys(self)
        self.setWindowTitle(self.tr("Statystyki graczy"))
        self.players_table = QTableWidget(0, 10)
        self.players_table.setHorizontalHeaderLabels(
            [
                self.tr("Gracz"),
                self.tr("Gry"),
                self.tr("Wygrane"),
                self.tr("% wygranych"),
                self.tr("Średnio"),
                self.tr("Najlepszy wynik"),
                self.tr("Najlepszy ruch"),
                self.tr("Premie na grę"),
                self.tr("Czas na ruch (s)"),
                self.tr("Cofnięte ruchy"),
            ]
        )
        self.detail_table = QTableWidget(0, 5)
        self.detail_table.setHorizontalHeaderLabels(
            [
                self.tr("Gra / przeciwnik"),
                self.tr("Gry"),
                self.tr("Wygrane"),
                self.tr("% wygranych"),
                self.tr("Średnio"),
            ]
        )
        for table in (self.players_table, self.detail_table):
            table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
            table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
            table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
            table.verticalHeader().setVisible(False)
            table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
            table.horizontalHeader().setStretchLastSection(True)
        self.players_table.currentCellChanged.connect(lambda row, *_: self._show_player(row))
        self.plot = ScorePlot()
        self.status = QLabel(self.tr("Liczę statystyki…"))
        self.save_plot_button = QPushButton(self.tr("Zapisz &wykres…"))
        self.save_plot_button.clicked.connect(self._save_plot)
        close_button = QPushButton(self.tr("&Zamknij"))
        close_button.clicked.connect(self.close)
        lower = QSplitter()
        lower.addWidget(self.detail_table)
        lower.addWidget(self.plot)
        lower.setSizes([420, 680])
        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.addWidget(self.players_table)
        splitter.addWidget(lower)
        buttons = QHBoxLayout()
        buttons.addWidget(self.status, 1)
        buttons.addWidget(self.save_plot_button)
        buttons.addWidget(close_button)
        layout = QVBoxLayout(self)
        layout.addWidget(splitter, 1)
        layout.addLayout(buttons)
        self.resize(1100, 700)
        self._start()

    def _start(self) -> None:
        path = self.store_path

        def work(_should_stop: Any, _progress: Any) -> dict[str, PlayerStats]:
            with GameStore(path) as store:  # the worker's own connection
                return player_stats(summaries(store))

        self._task = start_task(work, self.show_stats, self._failed)

    @property
    def loading(self) -> bool:
        return self._task is not None

    def _failed(self, message: str) -> None:
        self._task = None
        self.status.setText(
            self.tr("Nie udało się policzyć statystyk: {error}").format(error=message)
        )

    def player_label(self, who: str) -> str:
        levels = dict(zip(LEVELS, level_names(), strict=True))
        if who.startswith("komputer:"):
            level = who.split(":", 1)[1]
            return self.tr("Komputer ({level})").format(level=levels.get(level, level))
        return who

    def take_backs_text(self, entry: PlayerStats) -> str:
        """How many moves the player took back, and in how many games ("" for none)."""
        if not entry.take_backs:
            return ""
        return self.tr("{n} (w grach: {games})").format(
            n=entry.take_backs, games=entry.games_with_take_backs
        )

    def show_stats(self, stats: dict[str, PlayerStats]) -> None:
        self._task = None
        self.stats = stats
        ordered = sorted(
            stats.values(),
            key=lambda s: (s.player.startswith("komputer:"), -s.overall.games, s.player),
        )
        self.players_table.setRowCount(len(ordered))
        for row, entry in enumerate(ordered):
            tally = entry.overall
            best_move = f"{entry.best_move} ({entry.best_move_points})" if entry.best_move else ""
            cells = [
                self.player_label(entry.player),
                str(tally.games),
                str(tally.wins),
                f"{tally.win_rate:.0%}",
                f"{tally.average:.1f}",
                str(tally.best_score),
                best_move,
                f"{entry.bingo_rate:.2f}",
                f"{entry.average_think_s:.1f}",
                self.take_backs_text(entry),
            ]
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setData(Qt.ItemDataRole.UserRole, entry.player)
                self.players_table.setItem(row, column, item)
        games = sum(1 for _ in ordered)
        self.status.setText(self.tr("Graczy: {n}").format(n=games))
        if ordered:
            self.players_table.setCurrentCell(0, 0)
            self._show_player(0)

    def _show_player(self, row: int) -> None:
        item = self.players_table.item(row, 0)
        if item is None:
            return
        entry = self.stats[str(item.data(Qt.ItemDataRole.UserRole))]
        rows: list[tuple[str, Any]] = []
        for game_id, tally in sorted(entry.per_game.items()):
            try:
                label = pick(get_game(game_id).info.name)
            except Rejected:
                label = game_id
            rows.append((label, tally))
        for level, tally in sorted(entry.against.items()):
            rows.append(
                (
                    self.tr("przeciw: {who}").format(who=self.player_label(f"komputer:{level}")),
                    tally,
                )
            )
        self.detail_table.setRowCount(len(rows))
        for r, (label, tally) in enumerate(rows):
            for column, text in enumerate(
                [
                    label,
                    str(tally.games),
                    str(tally.wins),
                    f"{tally.win_rate:.0%}",
                    f"{tally.average:.1f}",
                ]
            ):
                self.detail_table.setItem(r, column, QTableWidgetItem(text))
        self.plot.set_data(
            [self.player_label(entry.player)],
            [[score for _when, _game, score in entry.timeline]],
            title=self.tr("Wynik w kolejnych grach"),
            x_label=self.tr("gra"),
        )

    def _save_plot(self) -> None:
        name, _ = QFileDialog.getSaveFileName(
            self, self.tr("Zapisz wykres"), "wykres.png", "PNG (*.png)"
        )
        if name:
            self.plot.save_png(Path(name))

    def closeEvent(self, event: QCloseEvent) -> None:
        if self._task is not None:
            self._task.cancel()
        super().closeEvent(event)
