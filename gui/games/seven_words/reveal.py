"""The 7 słów reveal: every player's word with the cards it scored and its points.

Two uses: the review step of challenge mode (words revealed, each player in turn may challenge
another's word; the lexicon decides, shown at once) and the round summary after a round is
scored (bonuses, who was fastest, late or struck words, challenges, the solo ladder, the
updated score sheets)."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QSize, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from engines.seven_words.cards import bonus, card_value
from engines.seven_words.round_end import TIMER_MS
from engines.seven_words.scoring import PENALTY_POINTS
from engines.seven_words.solo import CLIMB_AT, SoloField
from engines.seven_words.state import (
    NO_TIMER,
    ChallengeResult,
    PlayerRound,
    RoundResult,
    SevenWordsView,
    Verdict,
    WordStatus,
)
from gui.games.seven_words.cards import AreaWidget, CardWidget
from gui.games.seven_words.sheet import ScoreSheet, SheetsPanel
from gui.support.appearance import ERROR_STYLE, QUIET_STYLE
from gui.widgets.missed_words import MissedWordsPanel
from gui.widgets.shortcuts import on_enter
from gui.widgets.timers import format_ms

MINI_CARD = QSize(34, 44)
GOOD_STYLE = "color: #1b6e20; font-weight: bold;"
NOTE_STYLE = "color: #8a4b08;"


def _bold(widget: QWidget, scale: float = 1.0) -> QFont:
    font = QFont(widget.font())
    font.setBold(True)
    font.setPointSizeF(font.pointSizeF() * scale)
    return font


class RevealTable(QWidget):
    """One row per player: name and role, the word and its cards, points, bonus marks, notes,
    and an optional widget at the end of the row (the review's challenge button)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._grid = QGridLayout(self)
        self._grid.setContentsMargins(0, 0, 0, 0)
        self._grid.setHorizontalSpacing(18)
        self._grid.setVerticalSpacing(10)
        #: The word label of each row (for tests and screen readers).
        self.word_labels: list[QLabel] = []
        self.points_labels: list[QLabel] = []
        self.role_labels: list[QLabel] = []
        self.card_rows: list[list[CardWidget]] = []

    def show_result(
        self,
        result: RoundResult,
        names: Sequence[str],
        *,
        scored: bool,
        main: bool = False,
        extra: Callable[[int], QWidget | None] = lambda player: None,
    ) -> None:
        """``scored``: the round is final (bonuses shown), else a provisional reveal; ``main``:
        the fastest player's role is the main player's (the variant without the timer)."""
        self._clear()
        headers = (self.tr("Gracz"), self.tr("Słowo i karty"), self.tr("Punkty"), "", "")
        for column, text in enumerate(headers):
            label = QLabel(text)
            label.setFont(_bold(self))
            self._grid.addWidget(label, 0, column)
        for player, name in enumerate(names):
            line = result.players[player]
            row = player + 1
            self._grid.addWidget(self._who(result, player, name, main), row, 0)
            self._grid.addWidget(self._word(result, line), row, 1)
            points = QLabel(self.tr("{points} pkt").format(points=line.points))
            points.setFont(_bold(self, 1.2))
            self.points_labels.append(points)
            self._grid.addWidget(points, row, 2, Qt.AlignmentFlag.AlignVCenter)
            marks = QLabel(self._marks(line, scored))
            marks.setStyleSheet(GOOD_STYLE)
            self._grid.addWidget(marks, row, 3)
            notes = QLabel(self._notes(line))
            notes.setStyleSheet(ERROR_STYLE if line.status is not WordStatus.SCORED else NOTE_STYLE)
            notes.setWordWrap(True)
            self._grid.addWidget(notes, row, 4)
            widget = extra(player)
            if widget is not None:
                self._grid.addWidget(widget, row, 5)
        self._grid.setColumnStretch(4, 1)

    def _who(self, result: RoundResult, player: int, name: str, main: bool) -> QWidget:
        box = QWidget()
        layout = QVBoxLayout(box)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(1)
        label = QLabel(name)
        label.setFont(_bold(self))
        layout.addWidget(label)
        roles = []
        if result.fastest == player and len(result.players) > 1:
            roles.append(self.tr("gracz główny") if main else self.tr("najszybszy gracz"))
        elapsed = result.players[player].elapsed_ms
        if elapsed is not None:
            roles.append(self.tr("czas {time}").format(time=format_ms(elapsed)))
        role = QLabel(" · ".join(roles))
        role.setStyleSheet(QUIET_STYLE)
        self.role_labels.append(role)
        layout.addWidget(role)
        return box

    def _word(self, result: RoundResult, line: PlayerRound) -> QWidget:
        box = QWidget()
        layout = QVBoxLayout(box)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(3)
        word = QLabel(line.word.upper() if line.word else self.tr("brak słowa"))
        word.setFont(_bold(self, 1.25))
        if line.status in (WordStatus.LATE, WordStatus.STRUCK):
            font = word.font()
            font.setStrikeOut(True)
            word.setFont(font)
        self.word_labels.append(word)
        layout.addWidget(word)
        cards = QHBoxLayout()
        cards.setSpacing(3)
        widgets = []
        for position in line.cards:
            letter = result.area[position]
            card = CardWidget(letter, bonus(letter), card_value(letter, position), MINI_CARD)
            card.set_taken(line.status is WordStatus.SCORED)
            widgets.append(card)
            cards.addWidget(card)
        self.card_rows.append(widgets)
        if line.word and not line.cards:
            cards.addWidget(QLabel(self.tr("żadna karta")))
        cards.addStretch(1)
        layout.addLayout(cards)
        return box

    def _marks(self, line: PlayerRound, scored: bool) -> str:
        if not scored:
            return ""
        marks = []
        if line.greater:
            marks.append(f"> +{line.greater}")
        if line.at_least:
            marks.append(f"≥ +{line.at_least}")
        return "  ".join(marks)

    def _notes(self, line: PlayerRound) -> str:
        notes = []
        if line.status is WordStatus.LATE:
            notes.append(
                self.tr("za późno: ponad {seconds} s po najszybszym (0 pkt)").format(
                    seconds=TIMER_MS // 1000
                )
            )
        elif line.status is WordStatus.STRUCK:
            notes.append(self.tr("skreślone po wyzwaniu (0 pkt, bez bonusu)"))
        elif line.status is WordStatus.NO_WORD:
            notes.append(self.tr("bez słowa (0 pkt)"))
        if line.family_accepted:
            notes.append(self.tr("rodzina słowa zaakceptowana przez graczy"))
        if line.corrected_from is not None:
            notes.append(
                self.tr("poprawione (PORADA): zapisane „{written}”").format(
                    written=line.corrected_from.upper()
                )
            )
        if line.penalties:
            notes.append(
                self.tr("kara: {n} × −{points}").format(n=line.penalties, points=PENALTY_POINTS)
            )
        return "\n".join(notes)

    def _clear(self) -> None:
        self.word_labels.clear()
        self.points_labels.clear()
        self.role_labels.clear()
        self.card_rows.clear()
        while self._grid.count():
            item = self._grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()
                widget.deleteLater()


def challenge_sentence(challenge: ChallengeResult, names: Sequence[str]) -> str:
    """What came of a challenge, in a sentence."""
    facts = {
        "challenger": names[challenge.challenger],
        "target": names[challenge.target],
        "word": challenge.word.upper(),
        "earlier": (challenge.earlier or "").upper(),
        "points": PENALTY_POINTS,
    }
    if challenge.verdict is Verdict.VALID:
        text = QCoreApplication.translate(
            "SevenWordsReveal",
            "{challenger} kwestionuje „{word}” ({target}): słowo jest poprawne — "
            "{challenger} dostaje karę (−{points}).",
        )
    elif challenge.verdict is Verdict.NOT_A_WORD:
        text = QCoreApplication.translate(
            "SevenWordsReveal",
            "{challenger} kwestionuje „{word}” ({target}): nie ma go w słowniku — słowo skreślone.",
        )
    elif challenge.verdict is Verdict.REPEATED_WORD:
        text = QCoreApplication.translate(
            "SevenWordsReveal",
            "{challenger} kwestionuje „{word}” ({target}): to samo słowo co „{earlier}” "
            "z wcześniejszej rundy — słowo skreślone.",
        )
    else:
        text = QCoreApplication.translate(
            "SevenWordsReveal",
            "{challenger} kwestionuje „{word}” ({target}): ta sama rodzina co „{earlier}” "
            "z wcześniejszej rundy — słowo skreślone.",
        )
    if challenge.corrected is not None:
        text += " " + QCoreApplication.translate(
            "SevenWordsReveal", "PORADA: {target} poprawia je na „{corrected}”."
        ).replace("{corrected}", challenge.corrected.upper())
    return text.format(**facts)


def _line() -> QFrame:
    line = QFrame()
    line.setFrameShape(QFrame.Shape.HLine)
    line.setFrameShadow(QFrame.Shadow.Sunken)
    return line


class ReviewPage(QWidget):
    """Challenge mode: the words revealed; the player at the screen may challenge others'."""

    challenge_requested = Signal(int)
    continue_requested = Signal()
    #: PORADA: the player at the screen changes their struck word to this one.
    correct_requested = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._title = QLabel()
        self._title.setFont(_bold(self, 1.6))
        self._who = QLabel()
        self._who.setFont(_bold(self, 1.2))
        self._who.setWordWrap(True)
        self.table = RevealTable()
        self.results = QLabel()
        self.results.setWordWrap(True)
        self.message_label = QLabel()
        self.message_label.setStyleSheet(ERROR_STYLE)
        self.message_label.setWordWrap(True)
        self.challenge_buttons: dict[int, QPushButton] = {}
        # PORADA: the player whose word a challenge struck may change it to the one they meant.
        self.correction_label = QLabel()
        self.correction_label.setWordWrap(True)
        self.correction_combo = QComboBox()
        self.correction_combo.setEditable(True)
        self.correction_combo.setMinimumContentsLength(20)
        self.correction_label.setBuddy(self.correction_combo)
        self.correct_button = QPushButton(self.tr("&Popraw słowo"))
        self.correct_button.clicked.connect(self._on_correct)
        self._correction = QWidget()
        correction = QHBoxLayout(self._correction)
        correction.setContentsMargins(0, 0, 0, 0)
        correction.addWidget(self.correction_label, 1)
        correction.addWidget(self.correction_combo)
        correction.addWidget(self.correct_button)
        self._correction.hide()
        self.continue_button = QPushButton(self.tr("&Dalej — nie kwestionuję"))
        self.continue_button.setMinimumHeight(36)
        self.continue_button.clicked.connect(self.continue_requested)
        help_label = QLabel(
            self.tr(
                "Każdy może zakwestionować słowo innego gracza; rozstrzyga słownik. Słowo "
                "niepoprawne (albo z rodziny słowa z wcześniejszej rundy) dostaje 0 pkt i "
                "żadnego bonusu; za niesłuszne wyzwanie kwestionujący dostaje karę (−{points} pkt)."
            ).format(points=PENALTY_POINTS)
        )
        help_label.setWordWrap(True)
        help_label.setStyleSheet(QUIET_STYLE)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 20, 24, 20)
        layout.addWidget(self._title)
        layout.addWidget(self._who)
        layout.addWidget(help_label)
        layout.addSpacing(8)
        layout.addWidget(self.table)
        layout.addWidget(_line())
        layout.addWidget(self.results)
        layout.addWidget(self._correction)
        layout.addWidget(self.message_label)
        layout.addStretch(1)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.continue_button)
        layout.addLayout(buttons)

    def _on_correct(self) -> None:
        word = self.correction_combo.currentText().strip()
        if word:
            self.correct_requested.emit(word)

    def _show_correction(self, view: SevenWordsView, player: int) -> bool:
        """PORADA: offer ``player`` to change their word a challenge struck as no word (one
        of the words they wrote, or its proper form typed in). True when offered."""
        struck = next(
            (
                c
                for c in view.challenges
                if c.target == player and c.verdict is Verdict.NOT_A_WORD and c.corrected is None
            ),
            None,
        )
        if not view.porada or struck is None:
            self._correction.hide()
            return False
        words = [w for w in re.split(r"[\s-]+", struck.word) if w]
        self.correction_label.setText(
            self.tr(
                "PORADA: jeśli wiadomo, o jakie słowo ci chodziło, popraw „{word}” na jego "
                "właściwą formę{choice}:"
            ).format(
                word=struck.word.upper(),
                choice=self.tr(" albo wybierz jedno z zapisanych słów") if len(words) > 1 else "",
            )
        )
        self.correction_combo.clear()
        self.correction_combo.addItems(words if len(words) > 1 else [struck.word])
        self._correction.show()
        return True

    def show_review(self, view: SevenWordsView, player: int, names: Sequence[str]) -> None:
        assert view.provisional is not None
        self._title.setText(self.tr("Runda {n} — sprawdzanie słów").format(n=view.round))
        self._who.setText(
            self.tr("{name}: czy kwestionujesz czyjeś słowo?").format(name=names[player])
        )
        self.message_label.clear()
        challenged = {c.target for c in view.challenges}
        self.challenge_buttons = {}

        def button(target: int) -> QWidget | None:
            line = view.provisional.players[target] if view.provisional else None
            if target == player or line is None or line.word is None:
                return None
            done = target in challenged
            widget = QPushButton(
                self.tr("sprawdzone")
                if done
                else self.tr("Kwestionuję „{word}”").format(word=line.word.upper())
            )
            widget.setEnabled(not done)
            widget.clicked.connect(
                lambda _checked=False, t=target: self.challenge_requested.emit(t)
            )
            self.challenge_buttons[target] = widget
            return widget

        main = view.rules == NO_TIMER
        self.table.show_result(view.provisional, names, scored=False, main=main, extra=button)
        self.results.setText("\n".join(challenge_sentence(c, names) for c in view.challenges))
        self.continue_button.setText(
            self.tr("&Dalej")
            if any(c.challenger == player for c in view.challenges)
            else self.tr("&Dalej — nie kwestionuję")
        )
        if self._show_correction(view, player):
            self.correction_combo.setFocus(Qt.FocusReason.OtherFocusReason)
        else:
            self.continue_button.setFocus(Qt.FocusReason.OtherFocusReason)


class RoundSummary(QWidget):
    """After a round is scored: the reveal with bonuses, then the sheets, then "Dalej"."""

    closed = Signal()

    def __init__(self, names: Sequence[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._names = tuple(names)
        self._title = QLabel()
        self._title.setFont(_bold(self, 1.6))
        self.table = RevealTable()
        self.results = QLabel()
        self.results.setWordWrap(True)
        self.solo_label = QLabel()
        self.solo_label.setWordWrap(True)
        self.solo_label.setFont(_bold(self))
        self.sheets = SheetsPanel(names, columns=min(3, max(1, len(names))))
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(self.sheets)
        # The sheets scroll when the window is short (1024×700): the reveal above stays whole.
        scroll.setMinimumHeight(ScoreSheet.SIZE.height() // 3)
        self.next_button = QPushButton(self.tr("&Dalej"))
        self.next_button.setMinimumWidth(160)
        self.next_button.setMinimumHeight(36)
        self.next_button.clicked.connect(self.closed)

        #: The round's cards, small, for reference.
        self.area = AreaWidget(QSize(40, 52))
        area_box = QVBoxLayout()
        area_title = QLabel(self.tr("Karty tej rundy"))
        area_title.setStyleSheet(QUIET_STYLE)
        area_box.addWidget(area_title)
        area_box.addWidget(self.area)
        area_box.addStretch(1)
        top = QWidget()
        top_layout = QVBoxLayout(top)
        top_layout.setContentsMargins(0, 0, 0, 0)
        top_layout.addWidget(self._title)
        top_layout.addSpacing(6)
        top_layout.addWidget(self.table)
        top_layout.addWidget(self.results)
        top_layout.addWidget(self.solo_label)
        self.missed_words = MissedWordsPanel()
        top_layout.addWidget(self.missed_words)
        head = QHBoxLayout()
        head.addWidget(top, 1)
        head.addSpacing(16)
        head.addLayout(area_box)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 16, 24, 16)
        layout.addLayout(head)
        layout.addWidget(_line())
        layout.addWidget(scroll, 1)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.next_button)
        layout.addLayout(buttons)

        on_enter(self, self._close_if_visible)

    def show_result(self, view: SevenWordsView, rounds_done: int) -> None:
        result = view.history[rounds_done - 1]
        self._title.setText(self.tr("Runda {n} — wyniki").format(n=result.number))
        self.table.show_result(result, self._names, scored=True, main=view.rules == NO_TIMER)
        self.results.setText(
            "\n".join(challenge_sentence(c, self._names) for c in result.challenges)
        )
        self.results.setVisible(bool(result.challenges))
        self.solo_label.setText(self._solo_text(result))
        self.solo_label.setVisible(result.solo_field is not None)
        # The sheets as they stood after this round.
        self.sheets.show_view(view, pending=False)
        self.area.set_area(result.area, [bonus(letter) for letter in result.area])
        last = rounds_done >= view.rounds
        self.next_button.setText(self.tr("&Wyniki końcowe") if last else self.tr("&Dalej"))
        self.next_button.setFocus(Qt.FocusReason.OtherFocusReason)

    def _solo_text(self, result: RoundResult) -> str:
        if result.solo_field is None or result.solo_field_after is None:
            return ""
        names = {
            SoloField.TOP: self.tr("„1” (zielone)"),
            SoloField.MIDDLE: self.tr("„2”"),
            SoloField.BOTTOM: self.tr("dolne (czerwone)"),
        }
        line = result.players[0]
        timing = self.tr("w czasie") if line.in_time else self.tr("po czasie (bez bonusu)")
        text = self.tr("Słowo zapisane {timing}. Klepsydra: pole {before} → {after}.").format(
            timing=timing,
            before=names[result.solo_field],
            after=names[result.solo_field_after],
        )
        # Why the timer moved (and a penalty came) when it happens, not only in the rules.
        if line.points >= CLIMB_AT:
            why = self.tr("Słowo warte co najmniej {n} pkt: klepsydra nie schodzi niżej.")
        elif line.penalties:
            why = self.tr(
                "Słowo warte mniej niż {n} pkt, a klepsydra stała już na dolnym polu: kara "
                "−{points} pkt (znak kary na karcie)."
            )
        else:
            why = self.tr("Słowo warte mniej niż {n} pkt: klepsydra schodzi o pole.")
        return f"{text} {why.format(n=CLIMB_AT, points=PENALTY_POINTS)}"

    def _close_if_visible(self) -> None:
        if self.isVisible():
            self.closed.emit()
