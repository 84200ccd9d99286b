"""The new-game dialog: rule set, as many seats as the rule set allows (name, human or computer,
level, and a tick per seat for options that are chosen seat by seat), the rule set's options
(only those that matter for the number of players; one that needs another option's value can be
chosen only with it; what a house option changes in the rulebook's game is said under it), and
which word list the game uses (chosen in Ustawienia → Słownik; recorded with the game). Options
not offered (kept only for games saved before a rule changed) are left out: a new game gets
their default. The seed is drawn at random and stored with the game."""

from __future__ import annotations

import itertools
import random
import re
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtGui import QFont, QResizeEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLayout,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from engines.core import LEVELS, GameInfo, OptionSpec, RuleSet, Setup, WordListRef
from engines.lexicon.wordlists import InstalledList
from engines.records.store import MAX_NAME_LENGTH, Seat
from engines.text_input import BadText, checked_text
from gui.support.appearance import ERROR_STYLE, QUIET_STYLE
from gui.support.i18n import pick
from gui.support.reasons import text_refusal
from gui.support.seats import computer_name, level_names
from gui.support.word_lists import describe, shipped_name

HUMAN, COMPUTER = "human", "computer"
DEFAULT_LEVEL = "medium"
#: A new game starts with this many seats when the rule set allows it.
DEFAULT_PLAYERS = 2
#: The option a game uses for how words are checked, and the preference values (Ustawienia →
#: Sprawdzanie słów) that pre-fill it, as the option values they stand for.
CHECKING_OPTION = "checking"
CHECKING_PREFERENCE: dict[str, tuple[str, ...]] = {
    "auto": ("automatic", "auto"),
    "challenge": ("challenge",),
}


#: Options that mean something only for some numbers of players: (game id, option key) →
#: (fewest, most). The new-game dialog hides them otherwise (the engine's default applies).
OPTION_PLAYERS: dict[tuple[str, str], tuple[int, int]] = {
    ("seven_words", "solo"): (1, 1),
    ("seven_words", "checking"): (2, 99),
    ("seven_words", "porada"): (2, 99),
    ("seven_words", "veterans"): (2, 99),
}


def option_applies(game_id: str, key: str, players: int) -> bool:
    """Whether option ``key`` of ``game_id`` matters with ``players`` players."""
    fewest, most = OPTION_PLAYERS.get((game_id, key), (0, 1 << 30))
    return fewest <= players <= most


def is_word_list(spec: OptionSpec) -> bool:
    """An option whose only listed value is the empty list takes a free list of words (the
    crossword game's house rules); ``value in spec.allowed`` says whether a list is good."""
    return spec.default == () and tuple(spec.allowed) == ((),)


def parse_word_list(text: str) -> tuple[str, ...]:
    """Words typed into a word-list field: separated by spaces, commas or semicolons.

    >>> parse_word_list("Qi, żółw;  xu ")
    ('qi', 'żółw', 'xu')
    """
    return tuple(word.lower() for word in re.split(r"[\s,;]+", text) if word)


def is_seat_flags(spec: OptionSpec, rules: RuleSet) -> bool:
    """An option whose values are every bit mask over the seats (bit ``i``: seat ``i + 1``)
    is chosen seat by seat, with a tick in each seat's row (e.g. the veteran handicap)."""
    return (
        rules.max_players > 1
        and spec.default == 0
        and spec.allowed == tuple(range(1 << rules.max_players))
    )


class WrappedLabel(QLabel):
    """A word-wrapped label that keeps the height its lines need at the width it is given (a
    form layout under a minimum-size constraint would otherwise give it one line's height)."""

    def __init__(self, text: str, parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self.setWordWrap(True)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        needed = self.heightForWidth(self.width())
        if needed > 0 and needed != self.minimumHeight():
            self.setMinimumHeight(needed)


@dataclass
class SeatRow:
    """The widgets of one seat in the dialog's grid."""

    label: QLabel
    name: QComboBox
    kind: QComboBox
    level: QComboBox
    #: The name the dialog filled in last ("": none yet).
    given: str = ""
    #: One tick per seat-by-seat option (by option key).
    flags: dict[str, QCheckBox] = field(default_factory=dict)

    @property
    def generated(self) -> bool:
        """The seat still has the dialog's name (so a change of seats may replace it); one
        typed or chosen is the player's."""
        return self.name.currentText() == self.given

    def widgets(self) -> tuple[QWidget, ...]:
        return (self.label, self.name, self.kind, self.level)


class NewGameDialog(QDialog):
    def __init__(
        self,
        info: GameInfo,
        known_players: Sequence[Seat] = (),
        parent: QWidget | None = None,
        *,
        word_checking: str | None = None,
        word_lists: Mapping[str, InstalledList | None] | None = None,
        last_options: Mapping[str, Mapping[str, object]] | None = None,
    ) -> None:
        super().__init__(parent)
        #: Per rule set, the options chosen for its last game (they pre-fill the options).
        self._last_options = dict(last_options or {})
        self.info = info
        #: Per language, the player's own list new games use (absent or None: the shipped one).
        self._word_lists = dict(word_lists or {})
        #: The "word checking" preference, which pre-fills the game's checking option.
        self._word_checking = word_checking
        #: Remembered players: humans fill the seats; any name chosen brings back its kind
        #: and level of last time.
        self._remembered = {seat.name: seat for seat in known_players}
        self._known = [seat for seat in known_players if seat.kind == HUMAN]
        #: The game's seed: random, but a test may set it before accepting.
        self.seed = random.SystemRandom().randrange(1, 2**31)
        self.setWindowTitle(self.tr("Nowa gra — {game}").format(game=pick(info.name)))

        self.rules_combo = QComboBox()
        for rules in info.rule_sets:
            self.rules_combo.addItem(pick(rules.name), rules.id)
        self.players_spin = QSpinBox()
        form = self._form = QFormLayout()
        form.addRow(self.tr("&Zasady:"), self.rules_combo)
        form.addRow(self.tr("&Liczba graczy:"), self.players_spin)
        self.word_list_label = QLabel()
        self.word_list_label.setToolTip(self.tr("Zmiana: Ustawienia → Słownik"))
        form.addRow(self.tr("Słownik:"), self.word_list_label)

        seats_box = QGroupBox(self.tr("Gracze"))
        self._seat_grid = QGridLayout(seats_box)
        self._seat_grid.setColumnStretch(1, 1)
        bold = QFont(self.font())
        bold.setBold(True)
        #: The seat grid's column headers: number, name, who plays, level.
        self._seat_headers: list[QLabel] = []
        for column, text in enumerate(("", self.tr("Imię"), self.tr("Kto gra"), self.tr("Poziom"))):
            header = QLabel(text)
            header.setFont(bold)
            self._seat_grid.addWidget(header, 0, column)
            self._seat_headers.append(header)
        self.rows: list[SeatRow] = []
        #: Seat-by-seat options of every rule set, by key, and their column headers.
        self._flag_specs: dict[str, OptionSpec] = {}
        self._flag_headers: dict[str, QLabel] = {}
        for rules in info.rule_sets:
            for spec in rules.options:
                if is_seat_flags(spec, rules) and spec.key not in self._flag_specs:
                    self._flag_specs[spec.key] = spec
                    header = QLabel(pick(spec.label))
                    header.setFont(bold)
                    self._flag_headers[spec.key] = header
                    self._seat_grid.addWidget(header, 0, 3 + len(self._flag_specs))

        self.options_box = QGroupBox(self.tr("Ustawienia gry"))
        self._options_form = QFormLayout(self.options_box)
        self.option_combos: dict[str, QComboBox] = {}
        #: Free word-list options (house rules), typed as words.
        self.option_edits: dict[str, QLineEdit] = {}
        #: What an option changes in the rulebook's game, said under it (by option key).
        self.option_notes: dict[str, QLabel] = {}
        #: The option key of each row of the options form, in order.
        self._option_rows: list[str] = []

        #: What a choice of seats means for the game (GRA II: a computer's time per tile).
        self.game_note_label = QLabel()
        self.game_note_label.setWordWrap(True)
        self.game_note_label.hide()
        self.error_label = QLabel()
        self.error_label.setStyleSheet(ERROR_STYLE)
        self.error_label.setWordWrap(True)
        buttons = QDialogButtonBox()
        self.ok_button = buttons.addButton(self.tr("&Graj"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.ok_button.setDefault(True)
        self.cancel_button = buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self._on_accept)
        buttons.rejected.connect(self.reject)

        layout = self._layout = QVBoxLayout(self)
        # The dialog grows when more seats (and their ticks) are shown.
        layout.setSizeConstraint(QLayout.SizeConstraint.SetMinimumSize)
        layout.setContentsMargins(18, 18, 18, 18)
        layout.setSpacing(12)
        layout.addLayout(form)
        layout.addWidget(seats_box)
        layout.addWidget(self.options_box)
        layout.addWidget(self.game_note_label)
        layout.addWidget(self.error_label)
        layout.addWidget(buttons)

        self.rules_combo.currentIndexChanged.connect(self._on_rules_changed)
        self.players_spin.valueChanged.connect(self._on_players_changed)
        self._make_rows(max(r.max_players for r in info.rule_sets))
        self._on_rules_changed()
        first = info.rule_sets[0]
        self.players_spin.setValue(max(first.min_players, min(DEFAULT_PLAYERS, first.max_players)))
        self.setMinimumWidth(560)

    # -- seats ------------------------------------------------------------------------------
    def _make_rows(self, count: int) -> None:
        names = list(self._remembered)
        for index in range(count):
            label = QLabel(self.tr("{n}.").format(n=index + 1))
            name = QComboBox()
            name.setEditable(True)
            name.addItems(names)
            # Room for a generated name in any language ("Computer (medium)").
            name.setMinimumContentsLength(20)
            name.setSizeAdjustPolicy(
                QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
            )
            kind = QComboBox()
            kind.addItem(self.tr("człowiek"), HUMAN)
            kind.addItem(self.tr("komputer"), COMPUTER)
            level = QComboBox()
            for code, text in zip(LEVELS, level_names(), strict=True):
                level.addItem(text, code)
            level.setCurrentIndex(LEVELS.index(DEFAULT_LEVEL))
            row = SeatRow(label, name, kind, level, given=name.currentText())
            self.rows.append(row)
            for column, widget in enumerate(row.widgets()):
                self._seat_grid.addWidget(widget, index + 1, column)
            label.setBuddy(name)
            for column, key in enumerate(self._flag_specs, start=4):
                tick = QCheckBox()
                tick.setAccessibleName(pick(self._flag_specs[key].label))
                row.flags[key] = tick
                self._seat_grid.addWidget(tick, index + 1, column)
            # Seat 2 is a computer by default: the quickest way to start a game alone.
            self._set_kind(row, COMPUTER if index == 1 else HUMAN)
            editor = name.lineEdit()
            assert editor is not None  # the combo is editable
            editor.setMaxLength(MAX_NAME_LENGTH)
            editor.textEdited.connect(lambda _text: self._fill_names())
            name.activated.connect(lambda _index, r=row: self._on_name_chosen(r))
            kind.currentIndexChanged.connect(lambda _i, r=row: self._on_kind_changed(r))
            level.currentIndexChanged.connect(lambda _i, r=row: self._on_kind_changed(r))

    def _name_choices(self, index: int, numbered: bool, ordinal: int) -> Iterator[str]:
        """The names the dialog may give seat ``index``, best first: a computer is named after
        its level (numbered, from ``ordinal``, when the game has more than one computer); a
        human gets the next remembered player, else "Gracz N"."""
        row = self.rows[index]
        if row.kind.currentData() == COMPUTER:
            level = str(row.level.currentData())
            if not numbered:
                yield computer_name(level)
            yield from (computer_name(level, n) for n in itertools.count(ordinal))
            return
        humans_before = sum(1 for r in self.rows[:index] if r.kind.currentData() == HUMAN)
        yield from (seat.name for seat in self._known[humans_before:])
        yield from (self.tr("Gracz {n}").format(n=n) for n in itertools.count(index + 1))

    def _fill_names(self) -> None:
        """Give every seat the dialog names a name no other seat of the game has, so its own
        names are never the ones it refuses (issue #28: two computers were both "Komputer
        (średni)")."""
        seated = self.rows[: self.players_spin.value()]
        taken = {r.name.currentText().strip().casefold() for r in seated if not r.generated}
        computers = [r for r in seated if r.kind.currentData() == COMPUTER]
        for index, row in enumerate(self.rows):
            if not row.generated:
                continue
            ordinal = computers.index(row) + 1 if row in computers else 1
            choices = self._name_choices(index, len(computers) > 1, ordinal)
            name = next(n for n in choices if n.casefold() not in taken)
            if row in seated:
                taken.add(name.casefold())
            if row.name.currentText() != name:
                row.name.setCurrentText(name)
            row.given = name

    def _set_kind(self, row: SeatRow, kind: str) -> None:
        row.kind.setCurrentIndex(row.kind.findData(kind))
        self._on_kind_changed(row)

    def _on_kind_changed(self, row: SeatRow) -> None:
        row.level.setEnabled(row.kind.currentData() == COMPUTER)
        self._fill_names()
        self._show_game_note()

    def _show_game_note(self) -> None:
        """GRA II: the quickest full crossword ends the round for everyone, and a computer
        builds on a clock of its own pace — said here, before its time becomes the round's."""
        note = ""
        if (self.info.id, self.rules.id) == ("puzzle", "gra2"):
            note = self._gra2_computer_note()
        self.game_note_label.setText(note)
        self.game_note_label.setVisible(bool(note))

    def _gra2_computer_note(self) -> str:
        from engines.puzzle.gra2 import tiles_per_player
        from engines.puzzle.rounds import PACE

        players = self.players_spin.value()
        levels = [
            str(row.level.currentData())
            for row in self.rows[:players]
            if row.kind.currentData() == COMPUTER
        ]
        if not levels:
            return ""
        fastest = min(levels, key=lambda level: PACE.get(level, PACE["medium"]))
        pace = PACE.get(fastest, PACE["medium"])
        tiles = tiles_per_player(players)
        seconds = round(pace * tiles)
        return self.tr(
            "Komputer też układa na czas: {name} kładzie płytkę co {pace} s, więc wszystkie "
            "{tiles} płytek może ułożyć w {time}. Kto pierwszy ułoży wszystkie płytki, kończy "
            "rundę: jego czas staje się czasem rundy dla każdego gracza."
        ).format(
            name=computer_name(fastest),
            pace=f"{pace:g}",
            tiles=tiles,
            time=f"{seconds // 60}:{seconds % 60:02d}",
        )

    def _on_name_chosen(self, row: SeatRow) -> None:
        """A remembered name chosen from the list: its seat type and level of last time."""
        seat = self._remembered.get(row.name.currentText())
        if seat is None:
            return
        row.kind.setCurrentIndex(row.kind.findData(seat.kind))
        if seat.level is not None:
            row.level.setCurrentIndex(row.level.findData(seat.level))
        row.name.setCurrentText(seat.name)
        self._fill_names()

    # -- rule set ---------------------------------------------------------------------------
    @property
    def rules(self) -> RuleSet:
        return self.info.rule_set(str(self.rules_combo.currentData()))

    def _on_rules_changed(self) -> None:
        rules = self.rules
        while self._options_form.rowCount():
            self._options_form.removeRow(0)
        self.option_combos.clear()
        self.option_edits.clear()
        self.option_notes.clear()
        self._option_rows.clear()
        for spec in rules.options:
            if is_seat_flags(spec, rules) or not spec.offered:
                continue
            field: QWidget
            if is_word_list(spec):
                edit = QLineEdit()
                edit.setPlaceholderText(self.tr("słowa oddzielone spacjami (puste: brak)"))
                self.option_edits[spec.key] = edit
                field = edit
            else:
                field = self.option_combos[spec.key] = self._option_combo(spec)
            self._option_rows.append(spec.key)
            self._options_form.addRow(pick(spec.label) + ":", field)
            if spec.note is not None:
                # Its own row under the option, across the form: a wrapped label there gets
                # the height its lines need.
                self._option_rows.append(spec.key)
                self._options_form.addRow(self._note(spec, field))
        for combo in self.option_combos.values():
            combo.currentIndexChanged.connect(self._on_requirements_changed)
        self._on_requirements_changed()
        self.players_spin.setRange(rules.min_players, rules.max_players)
        listed = self._word_lists.get(rules.language)
        self.word_list_label.setText(
            shipped_name(rules.language) if listed is None else describe(listed)
        )
        self._on_players_changed()
        self._set_tab_order()

    def _note(self, spec: OptionSpec, field: QWidget) -> QLabel:
        """What the option changes in the rulebook's game, said under ``field`` (a house
        option's: take-backs relax the rule that a laid word stands)."""
        assert spec.note is not None
        note = WrappedLabel(pick(spec.note))
        note.setStyleSheet(QUIET_STYLE)
        note.setContentsMargins(12, 0, 0, 4)
        self.option_notes[spec.key] = note
        field.setToolTip(pick(spec.note))
        return note

    def _on_requirements_changed(self) -> None:
        """An option that matters only with another option's value (a game clock's minutes
        under its mode, PORADA in challenge mode) can be chosen only with it."""
        for key, combo in self.option_combos.items():
            required = self.rules.option(key).requires
            if required is not None:
                other = self.option_combos.get(required[0])
                combo.setEnabled(other is not None and other.currentData() == required[1])

    def _flag_keys(self) -> list[str]:
        """The seat-by-seat options of the rule set that matter for this many players."""
        rules, players = self.rules, self.players_spin.value()
        return [
            spec.key
            for spec in rules.options
            if is_seat_flags(spec, rules) and option_applies(self.info.id, spec.key, players)
        ]

    def _applies(self, key: str) -> bool:
        return option_applies(self.info.id, key, self.players_spin.value())

    def _set_tab_order(self) -> None:
        """Top to bottom, row by row (the widgets were not made in that order)."""
        chain: list[QWidget] = [self.rules_combo, self.players_spin]
        for row in self.rows:
            chain += [row.name, row.kind, row.level, *row.flags.values()]
        keys = dict.fromkeys(self._option_rows)  # an option with a note has two rows
        chain += [self.option_combos.get(k) or self.option_edits[k] for k in keys]
        chain += [self.ok_button, self.cancel_button]
        for first, second in itertools.pairwise(chain):
            QWidget.setTabOrder(first, second)

    def _option_combo(self, spec: OptionSpec) -> QComboBox:
        combo = QComboBox()
        labels = [pick(t) for t in spec.value_labels] or [str(v) for v in spec.allowed]
        for value, label in zip(spec.allowed, labels, strict=True):
            combo.addItem(label, value)
        default = spec.default
        last = self._last_options.get(self.rules.id, {})
        if spec.key == CHECKING_OPTION and self._word_checking is not None:
            # The preference (Ustawienia → Sprawdzanie słów) decides, not the last game.
            preferred = CHECKING_PREFERENCE.get(self._word_checking, ())
            default = next((v for v in preferred if v in spec.allowed), default)
        elif spec.key in last and last[spec.key] in spec.allowed:
            default = last[spec.key]
        combo.setCurrentIndex(spec.allowed.index(default))
        return combo

    def _on_players_changed(self) -> None:
        count = self.players_spin.value()
        self.players_spin.setSuffix(self.tr(" gracz") if count == 1 else self.tr(" graczy"))
        flags = self._flag_keys()
        for key, header in self._flag_headers.items():
            header.setVisible(key in flags)
        for index, row in enumerate(self.rows):
            for widget in row.widgets():
                widget.setVisible(index < count)
            for key, tick in row.flags.items():
                tick.setVisible(index < count and key in flags)
        self._fill_names()
        self._show_game_note()
        for row_index, key in enumerate(self._option_rows):
            self._options_form.setRowVisible(row_index, self._applies(key))
        self.options_box.setVisible(any(self._applies(key) for key in self._option_rows))

    # -- result -----------------------------------------------------------------------------
    def set_seat(self, index: int, name: str, kind: str, level: str | None = None) -> None:
        """Fill a seat (for tests and for repeating the last game's seats)."""
        row = self.rows[index]
        self._set_kind(row, kind)
        if level is not None:
            row.level.setCurrentIndex(row.level.findData(level))
        row.name.setCurrentText(name)
        self._fill_names()

    def repeat(self, setup: Setup, seats: Sequence[Seat] = ()) -> None:
        """Fill the dialog as ``setup`` was (rule set, number of players, options) and with
        ``seats``: the same game again (a rematch, issue #40), a new seed. The player may still
        change anything before pressing Graj."""
        index = self.rules_combo.findData(setup.rules)
        if index < 0:
            return
        self.rules_combo.setCurrentIndex(index)
        self.players_spin.setValue(setup.players)
        for key, value in setup.options.items():
            combo, edit = self.option_combos.get(key), self.option_edits.get(key)
            if combo is not None and combo.findData(value) >= 0:
                combo.setCurrentIndex(combo.findData(value))
            elif edit is not None and isinstance(value, tuple | list):
                edit.setText(" ".join(str(word) for word in value))
        for index, seat in enumerate(seats[: setup.players]):
            self.set_seat(index, seat.name, seat.kind, seat.level)
        for key in self._flag_keys():
            flags = setup.options.get(key, 0)
            for index in range(setup.players):
                self.set_flag(index, key, isinstance(flags, int) and bool(flags >> index & 1))

    def seats(self) -> list[Seat]:
        seats = []
        for row in self.rows[: self.players_spin.value()]:
            kind = str(row.kind.currentData())
            level = str(row.level.currentData()) if kind == COMPUTER else None
            seats.append(Seat(row.name.currentText().strip(), kind, level))
        return seats

    def options(self) -> dict[str, Any]:
        """The options that matter for this many players (the engine fills in the rest)."""
        chosen = {
            key: combo.currentData()
            for key, combo in self.option_combos.items()
            if self._applies(key)
        }
        for key, edit in self.option_edits.items():
            if self._applies(key):
                chosen[key] = parse_word_list(edit.text())
        players = self.rows[: self.players_spin.value()]
        for key in self._flag_keys():
            chosen[key] = sum(1 << i for i, row in enumerate(players) if row.flags[key].isChecked())
        return chosen

    def set_flag(self, index: int, key: str, on: bool) -> None:
        """Tick a seat-by-seat option for seat ``index`` (for tests)."""
        self.rows[index].flags[key].setChecked(on)

    def setup(self) -> Setup:
        return Setup(
            game=self.info.id,
            rules=self.rules.id,
            players=self.players_spin.value(),
            seed=self.seed,
            options=self.options(),
            word_list=self.word_list(),
        )

    def word_list(self) -> WordListRef | None:
        """The list this game will use (None: the shipped lexicon of its language)."""
        listed = self._word_lists.get(self.rules.language)
        return None if listed is None else listed.ref

    def _named_rows(self) -> list[SeatRow]:
        """The seats whose names the dialog gives (every seat of the game here)."""
        return self.rows[: self.players_spin.value()]

    def _problem(self) -> str | None:
        names = [row.name.currentText().strip() for row in self._named_rows()]
        if any(not name for name in names):
            return self.tr("Każdy gracz musi mieć imię.")
        for number, name in enumerate(names, 1):
            try:
                checked_text(name, f"seat {number} name", max_length=MAX_NAME_LENGTH)
            except BadText as bad:  # pasted: a control or invisible character
                return text_refusal(bad)
        if len({name.casefold() for name in names}) < len(names):
            return self.tr("Imiona graczy muszą się różnić.")
        return self._options_problem()

    def _options_problem(self) -> str | None:
        for key, edit in self.option_edits.items():
            spec = self.rules.option(key)
            if self._applies(key) and parse_word_list(edit.text()) not in spec.allowed:
                return self.tr("„{option}”: słowa mogą mieć tylko litery alfabetu tej gry.").format(
                    option=pick(spec.label)
                )
        return None

    def _on_accept(self) -> None:
        problem = self._problem()
        if problem is not None:
            self.error_label.setText(problem)
            return
        self.accept()
