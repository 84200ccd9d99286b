"""7 słów over the network on the game's own screen (issue #30: "simultaneous games run truly at
once (no hand-over screens)"): two people, each in their own window with their own connection to
a real host on 127.0.0.1, write at the same time; neither ever receives the other's word before
the round's reveal; the host's clock sets the time to beat, judges a late word and ends the
writing of a player who wrote nothing; a refused word shows the host's reason."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from gui_test_support import click, type_text
from network_support import host_on_loopback, seat_window
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from engines.core import Reason, Rejected, Setup
from engines.net.codec import decode
from engines.net.host import NETWORK, SeatPlan
from engines.records.store import GameStore
from engines.seven_words.state import SevenWordsView, WordStatus
from gui.games.seven_words.screen import SevenWordsScreen
from gui.support.reasons import explain

WAIT_MS = 30_000
#: Each round's words (Ala's, Ola's): every one of its own family.
WORDS = (
    ("kot", "dom"),
    ("las", "rzeka"),
    ("okno", "ptak"),
    ("stół", "mleko"),
    ("góra", "woda"),
    ("chleb", "ser"),
    ("ryba", "koń"),
)


class Seat:
    """One person's window, and every message its connection received from the host."""

    def __init__(self, qtbot: QtBot, port: int, name: str) -> None:
        self.messages: list[dict[str, Any]] = []
        self.window = seat_window(qtbot, port, name, self.messages)
        self.session = self.window.session
        self.qtbot = qtbot

    @property
    def screen(self) -> SevenWordsScreen:
        screen = self.window.game_screen
        assert isinstance(screen, SevenWordsScreen)
        return screen

    def public(self) -> SevenWordsView:
        view = self.session.view(None)
        assert isinstance(view, SevenWordsView)
        return view

    def wait_writing(self) -> None:
        self.qtbot.waitUntil(lambda: self.screen.word_edit.isEnabled(), timeout=WAIT_MS)

    def type(self, word: str) -> None:
        type_text(self.screen.word_edit, word)

    def hand_in(self) -> None:
        QTest.keyClick(self.screen.word_edit, Qt.Key.Key_Return)

    def close_summary(self, rounds: int) -> None:
        summary = self.screen.summary
        self.qtbot.waitUntil(summary.isVisible, timeout=WAIT_MS)
        assert self.session.rounds_done() == rounds
        click(summary.next_button)


def test_two_people_write_at_once_over_the_network(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # One clock the test moves by hand: the host's (seconds) and the screens' (milliseconds).
    now = [0.0]
    monkeypatch.setattr("gui.games.base.monotonic_ms", lambda: round(now[0] * 1000))
    path = tmp_path / "host.sqlite"
    setup = Setup("seven_words", "standard", 2, seed=11)
    plans = [SeatPlan(NETWORK), SeatPlan(NETWORK)]
    hosting = host_on_loopback(path, setup, plans, lambda: now[0])
    ala = Seat(qtbot, hosting.port, "Ala")
    qtbot.waitUntil(lambda: ala.session.seat == 0, timeout=WAIT_MS)
    ola = Seat(qtbot, hosting.port, "Ola")
    for seat in (ala, ola):
        qtbot.waitUntil(lambda seat=seat: seat.window.game_screen is not None, timeout=WAIT_MS)

    # Round 1: both write at once; Ala hands in first, at 5 s on the host's clock.
    started = now[0]
    ala.wait_writing()
    ola.wait_writing()
    ala.type(WORDS[0][0])
    ola.type(WORDS[0][1])
    now[0] = started + 5
    ala.hand_in()
    # "from then the others have 30 s to write theirs": Ola's open turn shows the time to beat
    # the host measured and her deadline, while her word stays as she typed it.
    qtbot.waitUntil(lambda: "0:35" in ola.screen.time_label.text(), timeout=WAIT_MS)
    assert "0:05" in ola.screen.time_label.text()
    assert ola.screen.word() == WORDS[0][1]
    assert "Ala" in ola.screen._status_label.text()
    qtbot.waitUntil(lambda: ola.screen.timer_label.text() == "0:30", timeout=WAIT_MS)
    # The window's redraw of the host's clocks leaves the deadline's countdown as it is (the
    # host's limit runs on to the end of the typing grace).
    ola.window.show_clocks()
    assert ola.screen.timer_label.text() == "0:30"
    qtbot.waitUntil(lambda: "Twoje słowo: KOT" in ala.screen._idle_label.text(), timeout=WAIT_MS)
    now[0] = started + 8
    ola.hand_in()
    for seat in (ala, ola):
        qtbot.waitUntil(seat.screen.summary.isVisible, timeout=WAIT_MS)
        table = seat.screen.summary.table
        assert [label.text() for label in table.word_labels] == ["KOT", "DOM"]
        assert "najszybszy gracz" in table.role_labels[0].text()
        assert "czas 0:05" in table.role_labels[0].text()
        seat.close_summary(1)

    # Round 2: Ala hands in at 2 s; Ola starts typing only after the deadline (32 s): the host
    # takes her word and judges it late — "a word that is not written when time runs out
    # scores 0 for that round".
    ala.wait_writing()
    ola.wait_writing()
    started = now[0]
    ala.type(WORDS[1][0])
    now[0] = started + 2
    ala.hand_in()
    qtbot.waitUntil(lambda: "0:32" in ola.screen.time_label.text(), timeout=WAIT_MS)
    now[0] = started + 33
    qtbot.waitUntil(
        lambda: (
            ola.screen.timer_note.text() == "Czas minął — słowo zgłoszone teraz już się nie liczy."
        ),
        timeout=WAIT_MS,
    )
    ola.type(WORDS[1][1])
    ola.hand_in()
    qtbot.waitUntil(ola.screen.summary.isVisible, timeout=WAIT_MS)
    late = ola.public().history[1].players[1]
    assert (late.word, late.status, late.points) == (WORDS[1][1], WordStatus.LATE, 0)
    assert ola.screen.summary.table.word_labels[1].font().strikeOut()
    assert ola.screen.summary.table.points_labels[1].text() == "0 pkt"
    for seat in (ala, ola):
        seat.close_summary(2)

    # Round 3: Ola writes nothing; 5 s after her deadline (the grace for a player who had
    # started typing, which the host cannot see) the host ends her writing.
    ala.wait_writing()
    ola.wait_writing()
    started = now[0]
    ala.type(WORDS[2][0])
    now[0] = started + 1
    ala.hand_in()
    qtbot.waitUntil(lambda: "0:31" in ola.screen.time_label.text(), timeout=WAIT_MS)
    now[0] = started + 37
    qtbot.waitUntil(ola.screen.summary.isVisible, timeout=WAIT_MS)
    missed = ola.public().history[2].players[1]
    assert (missed.word, missed.status) == (None, WordStatus.NO_WORD)
    assert ola.screen.summary.table.word_labels[1].text() == "brak słowa"
    for seat in (ala, ola):
        seat.close_summary(3)

    # Round 4: a word the lexicon lacks is refused by the host, with its reason; the turn
    # stays open and the corrected word is taken.
    for number in range(4, 8):
        ala.wait_writing()
        ola.wait_writing()
        started = now[0]
        ala_word, ola_word = WORDS[number - 1]
        if number == 4:
            ola.type("kkkk")
            ola.hand_in()
            qtbot.waitUntil(lambda: bool(ola.screen.message_label.text()), timeout=WAIT_MS)
            refusal = Rejected(Reason.UNKNOWN_WORD, word="kkkk")
            assert ola.screen.message_label.text() == explain(refusal)
            assert ola.screen.word_edit.isEnabled()
        ola.type(ola_word)  # (replaces the refused word, which is selected)
        ala.type(ala_word)
        now[0] = started + 3
        ola.hand_in()
        now[0] = started + 4
        ala.hand_in()
        for seat in (ala, ola):
            seat.close_summary(number)
    assert ola.public().history[3].players[1].word == WORDS[3][1]

    for seat in (ala, ola):
        qtbot.waitUntil(lambda seat=seat: seat.window.final is not None, timeout=WAIT_MS)
    game_id = hosting.result.result(timeout=30)
    assert ala.session.game_id == ola.session.game_id == game_id
    with GameStore(path) as store:
        (saved,) = store.finished()
    assert [(s.name, s.kind) for s in saved.seats] == [("Ala", "human"), ("Ola", "human")]

    # Neither connection ever carried the other's word before the round that revealed it —
    # also while the other had handed it in and this seat was still writing.
    for seat, other in ((ala, 1), (ola, 0)):
        sealed = 0
        for message in seat.messages:
            if message["type"] != "view":
                continue
            public = decode(message["public"])
            assert isinstance(public, SevenWordsView)
            text = json.dumps(message, ensure_ascii=False)
            for number in range(len(public.history) + 1, len(WORDS) + 1):
                assert f'"{WORDS[number - 1][other]}"' not in text
            sealed += public.submitted[other] and not public.finished
        assert sealed >= 3
    for seat in (ala, ola):
        seat.window.close()


def _host(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, setup: Setup, now: list[float]) -> Any:
    """A host of ``setup`` with network seats only, on the test's clock (screens too)."""
    monkeypatch.setattr("gui.games.base.monotonic_ms", lambda: round(now[0] * 1000))
    plans = [SeatPlan(NETWORK)] * setup.players
    return host_on_loopback(tmp_path / "host.sqlite", setup, plans, lambda: now[0])


def test_challenges_over_the_network(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Challenge mode: "any player may challenge another's word. If it is not a valid word … it
    scores 0" — the words are revealed on both screens once both are in, a challenge made on
    one screen shows on the other, and the round is scored when both go on."""
    now = [0.0]
    setup = Setup("seven_words", "standard", 2, seed=5, options={"checking": "challenge"})
    hosting = _host(tmp_path, monkeypatch, setup, now)
    ala = Seat(qtbot, hosting.port, "Ala")
    qtbot.waitUntil(lambda: ala.session.seat == 0, timeout=WAIT_MS)
    ola = Seat(qtbot, hosting.port, "Ola")
    for seat, word in ((ala, "kot"), (ola, "kkkk")):
        qtbot.waitUntil(lambda seat=seat: seat.window.game_screen is not None, timeout=WAIT_MS)
        seat.wait_writing()
        seat.type(word)
    ala.hand_in()
    qtbot.waitUntil(lambda: "Ala" in ola.screen._status_label.text(), timeout=WAIT_MS)
    assert ola.screen.review.isHidden()
    ola.hand_in()
    for seat in (ala, ola):
        qtbot.waitUntil(seat.screen.review.isVisible, timeout=WAIT_MS)
    button = ala.screen.review.challenge_buttons[1]
    # (just added to its layout: it has a size once the event loop has run)
    qtbot.waitUntil(lambda: not button.rect().isEmpty(), timeout=WAIT_MS)
    click(button)
    qtbot.waitUntil(lambda: bool(ola.screen.review.results.text()), timeout=WAIT_MS)
    assert "KKKK" in ola.screen.review.results.text()
    # Ola may still challenge Ala's word (a button just added shows once the loop has run).
    qtbot.waitUntil(ola.screen.review.challenge_buttons[0].isVisible, timeout=WAIT_MS)
    assert ola.screen.review.challenge_buttons[0].isEnabled()
    for seat in (ala, ola):
        click(seat.screen.review.continue_button)
    for seat in (ala, ola):
        qtbot.waitUntil(seat.screen.summary.isVisible, timeout=WAIT_MS)
        struck = seat.public().history[0].players[1]
        assert (struck.word, struck.status) == ("kkkk", WordStatus.STRUCK)
        assert seat.screen.summary.table.points_labels[1].text() == "0 pkt"
        seat.window.close()
    hosting.host.stop()
    hosting.result.result(timeout=30)


def test_a_solo_game_over_the_network_thinks_on_after_the_hourglass(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Solo: "If you write your word before it runs out you may stop it; if not, you lose the
    chance of a bonus but may think on without limit" — on the host's clock, shown here."""
    now = [0.0]
    setup = Setup("seven_words", "standard", 1, seed=5, options={"solo": "brutal"})
    hosting = _host(tmp_path, monkeypatch, setup, now)
    ala = Seat(qtbot, hosting.port, "Ala")
    qtbot.waitUntil(lambda: ala.window.game_screen is not None, timeout=WAIT_MS)
    ala.wait_writing()
    assert ala.screen.solo_card.isVisible() and not ala.screen.hourglass.isVisible()
    now[0] = 10
    qtbot.waitUntil(lambda: ala.screen.timer_label.text() == "0:20", timeout=WAIT_MS)
    now[0] = 120
    qtbot.waitUntil(
        lambda: (
            ala.screen.timer_note.text()
            == "Czas minął: bez bonusu, ale możesz spokojnie myśleć dalej."
        ),
        timeout=WAIT_MS,
    )
    assert ala.screen.word_edit.isEnabled()
    ala.type("kot")
    ala.hand_in()
    qtbot.waitUntil(ala.screen.summary.isVisible, timeout=WAIT_MS)
    assert "po czasie (bez bonusu)" in ala.screen.summary.solo_label.text()
    ala.window.close()
    hosting.host.stop()
    hosting.result.result(timeout=30)


def test_without_the_hourglass_over_the_network(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The variant without the timer: "a 'main player' takes the fastest player's role" — no
    deadline runs, whenever the words come."""
    now = [0.0]
    setup = Setup("seven_words", "no_timer", 2, seed=5)
    hosting = _host(tmp_path, monkeypatch, setup, now)
    ala = Seat(qtbot, hosting.port, "Ala")
    qtbot.waitUntil(lambda: ala.session.seat == 0, timeout=WAIT_MS)
    ola = Seat(qtbot, hosting.port, "Ola")
    for seat, word in ((ala, "kot"), (ola, "dom")):
        qtbot.waitUntil(lambda seat=seat: seat.window.game_screen is not None, timeout=WAIT_MS)
        seat.wait_writing()
        assert seat.screen.timer_note.text() == "Bez klepsydry."
        seat.type(word)
    ala.hand_in()
    now[0] = 600
    qtbot.waitUntil(lambda: "Ala" in ola.screen._status_label.text(), timeout=WAIT_MS)
    assert ola.screen.timer_note.text() == "Bez klepsydry."
    ola.hand_in()
    qtbot.waitUntil(ola.screen.summary.isVisible, timeout=WAIT_MS)
    assert [line.word for line in ola.public().history[0].players] == ["kot", "dom"]
    assert "gracz główny" in ola.screen.summary.table.role_labels[0].text()
    for seat in (ala, ola):
        seat.window.close()
    hosting.host.stop()
    hosting.result.result(timeout=30)
