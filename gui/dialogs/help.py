"""Pomoc → Zasady gry (F1) and Skróty klawiszowe: a page per game built from what the engines
decide by — the registered rule sets and their options (the ones in force when a game is open),
the tile sets of ``resources/tiles`` and worked examples computed by the engines' own scoring —
plus a short rule summary (Polish, English through tr()), and the keyboard shortcuts.

Also the one-line first-game tour each game window shows until the player closes it."""

from __future__ import annotations

import html
from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from engines.core import GameInfo, OptionSpec, RuleSet
from engines.registry import all_games, get_game
from engines.tiles import BLANK, TileSet, TileSetError, load_tile_set
from gui.support.i18n import pick

RULES_SHORTCUT = QKeySequence(Qt.Key.Key_F1)


def _summary(game_id: str) -> list[str]:
    """The rules in short, one paragraph each (the rulebooks are in GAMES.md)."""
    if game_id == "seven_words":
        return [
            QCoreApplication.translate(
                "Help",
                "Każda runda: na stole leży 8 kart ze spółgłoskami w 4 kolumnach wartych 5, 4, 3 "
                "i 2 punkty. Każdy gracz pisze jedno słowo; karta, której litera jest w słowie, "
                "daje punkty swojej kolumny (i premię rzadkiej litery). Litera użyta raz na dwóch "
                "kartach liczy lepszą kartę, użyta dwa razy — obie.",
            ),
            QCoreApplication.translate(
                "Help",
                "Najszybszy gracz odwraca klepsydrę; kto jest wolniejszy o ponad 30 s, dostaje 0. "
                "Premie „>” i „≥” za pokonanie lub wyrównanie wyniku rywali rosną w rundach 4–7.",
            ),
            QCoreApplication.translate(
                "Help",
                "Nie wolno powtórzyć słowa z wcześniejszej rundy ani słowa z tej samej rodziny "
                "(dom, domowy, przydomowy). Po 7 rundach skreśla się dwa najsłabsze słowa; każda "
                "kara to −2.",
            ),
        ]
    if game_id == "crossword":
        return [
            QCoreApplication.translate(
                "Help",
                "Krzyżówka na planszy 15×15: każdy ma 7 płytek; ruch to płytki położone w jednej "
                "linii, bez przerw, łączące się z tym, co leży na planszy (pierwszy ruch przez "
                "środek). Liczy się każde nowo utworzone słowo; premie pól działają tylko pod "
                "nowymi płytkami.",
            ),
            QCoreApplication.translate(
                "Help",
                "Zamiast ruchu można wymienić płytki (gdy w worku jest ich dość) albo spasować. "
                "Gra kończy się, gdy ktoś wyłoży ostatnią płytkę przy pustym worku "
                "albo po kolejnych pasach; wartość płytek pozostałych na stojaku "
                "odejmuje się od wyniku.",
            ),
        ]
    if game_id == "puzzle":
        return [
            QCoreApplication.translate(
                "Help",
                "GRA III: w każdej z 10 rund gracz dostaje 15 płytek i układa z nich "
                "jak najdłuższe słowo. Pierwsze zgłoszone słowo kończy rundę i musi mieć "
                "co najmniej 5 liter. "
                "Słowo liczy sumę wartości liter (mydło 0), najdłuższe dostaje +5.",
            ),
            QCoreApplication.translate(
                "Help",
                "GRA I: krzyżówka na nieograniczonym stole. GRA II: każdy układa własną "
                "krzyżówkę z wylosowanych płytek w 4 rundach.",
            ),
            QCoreApplication.translate(
                "Help",
                "Słowa: rzeczowniki, czasowniki, liczebniki, przymiotniki, zaimki, przysłówki "
                "i przyimki, w dowolnej formie. Słowo, które jest tylko spójnikiem, partykułą, "
                "wykrzyknikiem albo skrótem (ORAZ, NIECH, ACH, ŻE, BY), się nie liczy; gdy ma "
                "choć jedno dozwolone znaczenie (LECZ — od „leczyć”), liczy się. Klasę słowa "
                "podaje Morfeusz 2. Nazwy własne tylko po umowie przed grą (ustawienie „Nazwy "
                "własne dozwolone”), inne słowa — na liście dodatkowych słów.",
            ),
            QCoreApplication.translate(
                "Help",
                "GRA II na jednym ekranie: gracze układają po kolei, każdy na swoim zegarze. "
                "Runda trwa tyle, ile najszybszemu zajęło ułożenie wszystkich płytek (bez tego: "
                "do limitu czasu, a gdy wszyscy powiedzą „Gotowe” — tyle, ile najdłuższe "
                "układanie), a każda krzyżówka liczy się tak, jak leżała w tej chwili na "
                "zegarze swojego gracza. Kto układa później, widzi "
                "czas do pobicia. Gdy czas minie, liczy się każde poprawne słowo, w każdej "
                "części siatki; +20 tylko za jedną całą krzyżówkę ze wszystkich płytek.",
            ),
        ]
    if game_id == "slowka":
        return [
            QCoreApplication.translate(
                "Help",
                "Słówka: plansza 7×7. Najpierw kładziesz żetony na jasnych polach — każdy "
                "musi przylegać bokiem do żetonu na planszy albo położonego w tym ruchu —, "
                "potem wskazujesz słowo: ścieżkę żetonów, z których każdy następny styka się "
                "z poprzednim bokiem albo rogiem (w zasadach „tylko przez boki” — bokiem). "
                "Słowo liczy wartości liter; kto otoczy pole premii, dostaje jego punkty.",
            ),
            QCoreApplication.translate(
                "Help",
                "Przykład z instrukcji: NOŻYK = N1+O1+Ż8+Y3+K1 = 14 pkt; potem ŻONKIL z tymi "
                "samymi Ż, O, N i K = 14 pkt + 10 pkt za otoczenie pola premii = 24 pkt. "
                "W komplecie jest jedno Ż i jedno K, więc ŻONKIL musi przejść przez róg.",
            ),
            QCoreApplication.translate(
                "Help",
                "Sprawdzanie słów przez rywala: błędne słowo może zakwestionować każdy inny "
                "gracz, dopóki następny gracz nie zagra; słowo wraca wtedy do gracza, który "
                "traci kolejkę. Sprawdzenie poprawnego słowa nic nie kosztuje.",
            ),
        ]
    return []


def _tile_sets(game_id: str, rule_set: RuleSet) -> list[str]:
    if game_id == "crossword":
        from engines.crossword.rulesets import rules_for

        return [rules_for(rule_set.id).tile_set]
    if game_id == "slowka":
        from engines.slowka.rulesets import rules_for as slowka_rules

        return [slowka_rules(rule_set.id).tile_set]
    if game_id == "puzzle":
        return ["puzzle"]
    if game_id == "seven_words":
        return ["seven_words"]
    return []


def _value_text(option: OptionSpec, value: Any) -> str:
    if option.value_labels and value in option.allowed:
        return pick(option.value_labels[option.allowed.index(value)])
    if isinstance(value, bool):
        return (
            QCoreApplication.translate("Help", "tak")
            if value
            else QCoreApplication.translate("Help", "nie")
        )
    if isinstance(value, tuple):
        return ", ".join(value) if value else QCoreApplication.translate("Help", "brak")
    return str(value)


def _options_html(rule_set: RuleSet, in_force: Mapping[str, Any] | None) -> str:
    if not rule_set.options:
        return ""
    rows = []
    for option in rule_set.options:
        # An option kept only for games saved before a rule changed is said only for such a
        # game (it plays by the old rule); a new game always has its default.
        kept = in_force is not None and in_force.get(option.key, option.default) != option.default
        if not option.offered and not kept:
            continue
        if in_force is not None and option.key in in_force:
            value = _value_text(option, in_force[option.key])
        else:
            choices = [_value_text(option, each) for each in option.allowed]
            value = QCoreApplication.translate("Help", "domyślnie {default}").format(
                default=_value_text(option, option.default)
            )
            if len(choices) > 1:
                value += " (" + " / ".join(choices) + ")"
        rows.append(
            f"<tr><td>{html.escape(pick(option.label))}</td><td>{html.escape(value)}</td></tr>"
        )
    heading = (
        QCoreApplication.translate("Help", "Opcje w tej grze")
        if in_force is not None
        else QCoreApplication.translate("Help", "Opcje")
    )
    return f"<p><b>{heading}</b></p><table cellpadding='2'>{''.join(rows)}</table>"


def _tile_set(set_id: str, players: int | None) -> TileSet:
    """A tile set; one whose blanks depend on the number of players (wordsmith) for
    ``players`` (the game's, or the fewest its rule set allows)."""
    try:
        return load_tile_set(set_id)
    except TileSetError:
        return load_tile_set(set_id, players=players)


def _tiles_html(tile_set: TileSet) -> str:
    cards = tile_set.id == "seven_words"
    header = (
        QCoreApplication.translate("Help", "litera")
        + "</th><th>"
        + QCoreApplication.translate("Help", "sztuk")
    )
    header += "</th><th>" + (
        QCoreApplication.translate("Help", "premia")
        if cards
        else QCoreApplication.translate("Help", "punkty")
    )
    rows = []
    for kind in tile_set.kinds:
        letter = (
            QCoreApplication.translate("Help", "mydło")
            if kind.letter == BLANK
            else kind.letter.upper()
        )
        worth = kind.bonus if cards else kind.value
        rows.append(f"<tr><td>{letter}</td><td>{kind.count}</td><td>{worth}</td></tr>")
    title = tile_set.names[_language()]
    if tile_set.players is not None:
        title += " " + QCoreApplication.translate("Help", "(dla {n} graczy)").format(
            n=tile_set.players
        )
    total = sum(kind.count for kind in tile_set.kinds)
    return (
        f"<p><b>{html.escape(title)}</b> — "
        + QCoreApplication.translate("Help", "razem {n}").format(n=total)
        + f"</p><table border='1' cellspacing='0' cellpadding='3'><tr><th>{header}</th></tr>"
        + "".join(rows)
        + "</table>"
    )


def _language() -> str:
    from gui.support.i18n import language

    return language()


def _examples_html(game_id: str, rule_set: RuleSet) -> str:
    """Worked examples, computed by the engines' scoring (never written out by hand)."""
    lines: list[str] = []
    if game_id == "seven_words":
        from engines.seven_words.cards import card_value
        from engines.seven_words.scoring import score_word

        area = ("l", "p", "m", "b", "l", "t", "r", "n")
        word = "lumpenproletariat"
        scored = score_word(word, area)
        parts = " + ".join(f"{area[p].upper()}{card_value(area[p], p)}" for p in scored.cards)
        lines.append(
            QCoreApplication.translate(
                "Help", "Karty {area}: słowo {word} bierze {parts} = {points} pkt."
            ).format(
                area=" ".join(c.upper() for c in area),
                word=word.upper(),
                parts=parts,
                points=scored.points,
            )
        )
    elif game_id in ("crossword", "slowka", "puzzle"):
        tile_set = _tile_set(_tile_sets(game_id, rule_set)[0], rule_set.min_players)
        word = "cat" if rule_set.language == "en" else "kot"
        parts = " + ".join(f"{c.upper()}{tile_set.value(c)}" for c in word)
        total = sum(tile_set.value(c) for c in word)
        lines.append(
            QCoreApplication.translate(
                "Help", "Słowo {word}: {parts} = {points} pkt (bez premii)."
            ).format(word=word.upper(), parts=parts, points=total)
        )
        if game_id == "crossword":
            from engines.crossword.rulesets import rules_for

            rules = rules_for(rule_set.id)
            lines.append(
                QCoreApplication.translate(
                    "Help", "Premia za {n} płytek w jednym ruchu: +{bonus} pkt."
                ).format(n=rules.bingo_tiles, bonus=rules.bingo_bonus)
            )
        if game_id == "puzzle" and rule_set.id == "gra2":
            lines.append(
                QCoreApplication.translate(
                    "Help",
                    "Koniec czasu, KOT i PIES leżą osobno: KOT 3 + PIES 4 = 7 pkt, bez +20 "
                    "(to nie jedna krzyżówka).",
                )
            )
        if game_id == "puzzle":
            lines.append(
                QCoreApplication.translate(
                    "Help", "ORAZ to spójnik: nie liczy się (0 pkt, ruch odrzucony)."
                )
            )
        if game_id == "puzzle" and rule_set.id == "gra3":
            from engines.puzzle.gra3 import LONGEST_BONUS, MIN_ENDING_LENGTH

            lines.append(
                QCoreApplication.translate(
                    "Help",
                    "Najdłuższe słowo rundy: +{bonus} pkt; słowo kończące rundę ma co najmniej "
                    "{n} liter.",
                ).format(bonus=LONGEST_BONUS, n=MIN_ENDING_LENGTH)
            )
    if not lines:
        return ""
    return (
        "<p><b>"
        + QCoreApplication.translate("Help", "Przykład")
        + "</b></p>"
        + "".join(f"<p>{line}</p>" for line in lines)
    )


def rules_html(
    game_id: str, rules_id: str | None = None, in_force: Mapping[str, Any] | None = None
) -> str:
    """The Rules page of a game: every rule set, or only ``rules_id`` with the options
    ``in_force`` (an open game's)."""
    info: GameInfo = get_game(game_id).info
    parts = [
        f"<h2>{html.escape(pick(info.name))}</h2>",
        f"<p><i>{html.escape(pick(info.description))}</i></p>",
    ]
    parts += [f"<p>{html.escape(text)}</p>" for text in _summary(game_id)]
    shown_sets: set[str] = set()
    for rule_set in info.rule_sets:
        if rules_id is not None and rule_set.id != rules_id:
            continue
        parts.append(
            "<h3>"
            + html.escape(pick(rule_set.name))
            + "</h3><p>"
            + QCoreApplication.translate("Help", "Gracze: {min}–{max}").format(
                min=rule_set.min_players, max=rule_set.max_players
            )
            + "</p>"
        )
        parts.append(_options_html(rule_set, in_force if rules_id is not None else None))
        parts.append(_examples_html(game_id, rule_set))
        for set_id in _tile_sets(game_id, rule_set):
            if set_id not in shown_sets:
                shown_sets.add(set_id)
                parts.append(_tiles_html(_tile_set(set_id, rule_set.min_players)))
    return "".join(parts)


def shortcuts_html() -> str:
    """Every keyboard shortcut, as a table."""
    rows = [
        (
            QKeySequence(QKeySequence.StandardKey.New),
            QCoreApplication.translate("Help", "Nowa gra"),
        ),
        (
            QKeySequence(QKeySequence.StandardKey.Open),
            QCoreApplication.translate("Help", "Kontynuuj zapisaną grę (okno startowe)"),
        ),
        (
            QKeySequence(QKeySequence.StandardKey.Close),
            QCoreApplication.translate("Help", "Zamknij okno gry"),
        ),
        (QKeySequence("Ctrl+L"), QCoreApplication.translate("Help", "Sprawdź słowo")),
        (QKeySequence("Ctrl+H"), QCoreApplication.translate("Help", "Historia rozegranych gier")),
        (QKeySequence("Ctrl+T"), QCoreApplication.translate("Help", "Statystyki")),
        (
            QKeySequence(QKeySequence.StandardKey.Undo),
            QCoreApplication.translate(
                "Help", "Cofnij ruch (krzyżówka, Słówka, GRA I, gdy zasady pozwalają)"
            ),
        ),
        (RULES_SHORTCUT, QCoreApplication.translate("Help", "Zasady gry")),
    ]
    text_rows = [(seq.toString(QKeySequence.SequenceFormat.NativeText), what) for seq, what in rows]
    text_rows += [
        (
            QCoreApplication.translate("Help", "litery"),
            QCoreApplication.translate(
                "Help", "Wpisują słowo (7 słów, GRA III) lub kładą płytkę pod kursorem"
            ),
        ),
        (
            QCoreApplication.translate("Help", "Enter"),
            QCoreApplication.translate("Help", "Zatwierdź słowo lub ruch"),
        ),
        (
            QCoreApplication.translate("Help", "Esc"),
            QCoreApplication.translate("Help", "Wyczyść słowo, zdejmij wszystkie położone płytki"),
        ),
        (
            QCoreApplication.translate("Help", "Backspace"),
            QCoreApplication.translate("Help", "Cofnij ostatnią literę lub płytkę"),
        ),
        (
            QCoreApplication.translate("Help", "strzałki"),
            QCoreApplication.translate("Help", "Przesuń kursor planszy"),
        ),
        (
            QCoreApplication.translate("Help", "spacja"),
            QCoreApplication.translate("Help", "Zmień kierunek: poziomo / pionowo"),
        ),
        (
            QCoreApplication.translate("Help", "Alt+litera"),
            QCoreApplication.translate(
                "Help",
                "Naciśnij przycisk lub otwórz menu z podkreśloną literą (np. Alt+P: Pas, "
                "Alt+W: Wymiana…, Alt+D: Podpowiedź)",
            ),
        ),
        (
            QCoreApplication.translate("Help", "Tab"),
            QCoreApplication.translate(
                "Help", "Przejdź do przycisków Zatwierdź, Pas, Wymiana… (Enter lub spacja naciska)"
            ),
        ),
    ]
    body = "".join(
        f"<tr><td><b>{html.escape(key)}</b></td><td>{html.escape(what)}</td></tr>"
        for key, what in text_rows
    )
    title = QCoreApplication.translate("Help", "Skróty klawiszowe")
    return f"<h2>{title}</h2><table cellpadding='4'>{body}</table>"


def tour_line(game_id: str, rules_id: str) -> str:
    """One line for a first game: what to do on this screen."""
    if game_id == "seven_words":
        return QCoreApplication.translate(
            "Help",
            "Pisz słowo z liter kart (klawiatura lub kliknięcia), Enter zatwierdza. "
            "Liczy się szybkość. F1 — zasady, Ctrl+L — sprawdź słowo.",
        )
    if game_id == "crossword":
        return QCoreApplication.translate(
            "Help",
            "Przeciągnij płytki na planszę albo kliknij pole i pisz; Enter zatwierdza ruch, "
            "Esc zdejmuje płytki. F1 — zasady, Ctrl+L — sprawdź słowo.",
        )
    if game_id == "puzzle" and rules_id == "gra1":
        return QCoreApplication.translate(
            "Help",
            "Przeciągnij płytki na stół albo kliknij pole i pisz; słowo musi przecinać albo "
            "przedłużać słowo na stole. Enter zatwierdza. F1 — zasady, Ctrl+L — sprawdź słowo.",
        )
    if game_id == "puzzle" and rules_id == "gra2":
        return QCoreApplication.translate(
            "Help",
            "Ułóż własną krzyżówkę ze swoich płytek: przeciągnij je albo pisz; Gotowe kończy "
            "ułożenie. F1 — zasady, Ctrl+L — sprawdź słowo.",
        )
    if game_id == "puzzle":
        return QCoreApplication.translate(
            "Help",
            "Ułóż najdłuższe słowo z twoich płytek: klikaj je lub pisz, Enter zatwierdza. "
            "F1 — zasady, Ctrl+L — sprawdź słowo.",
        )
    if game_id == "slowka":
        return QCoreApplication.translate(
            "Help",
            "Połóż żetony na jasnych polach, potem wskaż słowo, klikając jego żetony po kolei; "
            "Enter zatwierdza. F1 — zasady, Ctrl+L — sprawdź słowo.",
        )
    return QCoreApplication.translate("Help", "F1 — zasady gry, Ctrl+L — sprawdź słowo.")


class HelpDialog(QDialog):
    """Two tabs: the Rules page of a chosen game, and the keyboard shortcuts."""

    def __init__(
        self,
        game_id: str | None = None,
        rules_id: str | None = None,
        in_force: Mapping[str, Any] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Zasady gry"))
        self.resize(720, 600)
        self._rules_id = rules_id
        self._in_force = in_force
        self._fixed_game = game_id
        self.game_box = QComboBox()
        for game in all_games():
            self.game_box.addItem(pick(game.info.name), game.info.id)
        if game_id is not None:
            self.game_box.setCurrentIndex(max(0, self.game_box.findData(game_id)))
        self.game_box.currentIndexChanged.connect(lambda _index: self._show_rules())
        self.rules_text = QTextBrowser()
        self.shortcuts_text = QTextBrowser()
        self.shortcuts_text.setHtml(shortcuts_html())
        rules_page = QWidget()
        row = QHBoxLayout()
        row.addWidget(QLabel(self.tr("Gra:")))
        row.addWidget(self.game_box, 1)
        rules_layout = QVBoxLayout(rules_page)
        rules_layout.addLayout(row)
        rules_layout.addWidget(self.rules_text, 1)
        self.tabs = QTabWidget()
        self.tabs.addTab(rules_page, self.tr("Zasady"))
        self.tabs.addTab(self.shortcuts_text, self.tr("Skróty klawiszowe"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(buttons)
        self._show_rules()

    @property
    def game_id(self) -> str:
        return str(self.game_box.currentData())

    def _show_rules(self) -> None:
        same = self.game_id == self._fixed_game
        self.rules_text.setHtml(
            rules_html(
                self.game_id,
                self._rules_id if same else None,
                self._in_force if same else None,
            )
        )


def show_help(
    parent: QWidget,
    game_id: str | None = None,
    rules_id: str | None = None,
    in_force: Mapping[str, Any] | None = None,
    *,
    shortcuts: bool = False,
) -> HelpDialog:
    dialog = HelpDialog(game_id, rules_id, in_force, parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    if shortcuts:
        dialog.tabs.setCurrentIndex(1)
    dialog.open()
    return dialog


def help_actions(window: QMainWindow) -> tuple[QAction, QAction]:
    """ "Zasady gry…" (F1) and "Skróty klawiszowe…"; their ``triggered`` is for the window to
    connect (it knows its game)."""
    rules = QAction(QCoreApplication.translate("Help", "&Zasady gry…"), window)
    rules.setShortcut(RULES_SHORTCUT)
    shortcuts = QAction(QCoreApplication.translate("Help", "&Skróty klawiszowe…"), window)
    return rules, shortcuts
