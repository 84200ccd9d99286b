"""The play area: 2 rows × 4 columns of letter cards, the deck and the discard pile.

The "2 on 2" rule holds at all times: never more than 2 rare cards in the area and never more
than 2 cards of one letter. A drawn card that would break it is discarded (and logged, so the
screen can show it) and the next one is drawn. Setup deals into the rightmost (2-point) column
first; at the end of a round the two right columns are discarded, the two left columns move
into them and 4 new cards fill the left columns, again the rightmost empty column first.

Decision: should the deck run out (it needs about 28 rule discards in one game), the discard
pile is shuffled into a new deck, a chance step like any other.
"""

from __future__ import annotations

import enum
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from engines.core import Reason, Rejected, chance
from engines.seven_words.cards import (
    AREA_SIZE,
    MAX_OF_LETTER,
    MAX_RARE,
    ROWS,
    deck,
    is_card_letter,
    is_rare,
)

#: Setup: the 2-point column first, top card first, then leftwards.
DEAL_ORDER = (6, 7, 4, 5, 2, 3, 0, 1)
#: End of round: the emptied left columns, the 4-point column first.
REFILL_ORDER = (2, 3, 0, 1)
#: Columns that move right at the end of a round: position p goes to p + SHIFT.
SHIFT = 2 * ROWS


class DiscardReason(enum.Enum):
    """Which half of the "2 on 2" rule a drawn card would have broken."""

    LETTER_LIMIT = "letter_limit"  # a third card of one letter
    RARE_LIMIT = "rare_limit"  # a third rare card


@dataclass(frozen=True)
class Discard:
    """A card the "2 on 2" rule sent to the discard pile, for the log on screen."""

    round: int
    card: str
    reason: DiscardReason


@dataclass(frozen=True)
class Table:
    """The cards: the area (None for an empty place while dealing), the deck in draw order,
    the discard pile, and the log of rule discards."""

    area: tuple[str | None, ...]
    deck: tuple[str, ...]
    discards: tuple[str, ...] = ()
    log: tuple[Discard, ...] = ()

    @property
    def cards(self) -> tuple[str, ...]:
        """The area's letters (every place filled once a round starts)."""
        return tuple(card for card in self.area if card is not None)


def rule_broken(area: Iterable[str | None], card: str) -> DiscardReason | None:
    """Which "2 on 2" limit adding ``card`` to ``area`` would break, or None.

    >>> rule_broken(["k", "k", None], "k"), rule_broken(["ż", "l"], "h"), rule_broken(["l"], "l")
    (<DiscardReason.LETTER_LIMIT: 'letter_limit'>, <DiscardReason.RARE_LIMIT: 'rare_limit'>, None)
    """
    present = [c for c in area if c is not None]
    if present.count(card) >= MAX_OF_LETTER:
        return DiscardReason.LETTER_LIMIT
    if is_rare(card) and sum(1 for c in present if is_rare(c)) >= MAX_RARE:
        return DiscardReason.RARE_LIMIT
    return None


def _draw(table: Table, seed: int, step: int) -> tuple[str, Table, int]:
    """The top card of the deck; an empty deck is first remade from the shuffled discards."""
    if not table.deck:
        if not table.discards:  # pragma: no cover - 60 cards never all sit in 8 places
            raise RuntimeError("no card left to draw")
        cards = list(table.discards)
        chance(seed, step).shuffle(cards)
        table = Table(table.area, tuple(cards), (), table.log)
        step += 1
    return table.deck[0], Table(table.area, table.deck[1:], table.discards, table.log), step


def fill(
    table: Table, positions: Sequence[int], round_number: int, seed: int, step: int
) -> tuple[Table, int]:
    """Deal into the empty ``positions`` in order under the "2 on 2" rule.

    Returns the table and the next chance step (reshuffles use one step each)."""
    area = list(table.area)
    for position in positions:
        while True:
            card, table, step = _draw(table, seed, step)
            broken = rule_broken(area, card)
            if broken is None:
                area[position] = card
                table = Table(tuple(area), table.deck, table.discards, table.log)
                break
            table = Table(
                table.area,
                table.deck,
                (*table.discards, card),
                (*table.log, Discard(round_number, card, broken)),
            )
    return table, step


def new_table(seed: int) -> tuple[Table, int]:
    """The shuffled deck (chance step 0) and the area dealt for round 1; the next step."""
    cards = list(deck().tiles())
    chance(seed, 0).shuffle(cards)
    return fill(Table((None,) * AREA_SIZE, tuple(cards)), DEAL_ORDER, 1, seed, 1)


def next_round(table: Table, round_number: int, seed: int, step: int) -> tuple[Table, int]:
    """End of a round: discard the two right columns, shift the left ones right, refill."""
    area = table.area
    shifted = (None,) * SHIFT + area[:SHIFT]
    gone = tuple(card for card in area[SHIFT:] if card is not None)
    moved = Table(shifted, table.deck, table.discards + gone, table.log)
    return fill(moved, REFILL_ORDER, round_number, seed, step)


def check_area(cards: Sequence[str]) -> None:
    """Refuse an area that could not occur: not 8 cards, a letter the deck lacks, or a
    broken "2 on 2" rule (raises :class:`Rejected`)."""
    if len(cards) != AREA_SIZE:
        raise Rejected(Reason.AREA_SIZE, cards=len(cards), needed=AREA_SIZE)
    for card in cards:
        if not is_card_letter(card):
            raise Rejected(Reason.CARD_NOT_IN_DECK, card=card)
    for letter, count in Counter(cards).items():
        limit = min(MAX_OF_LETTER, deck().count(letter))
        if count > limit:
            raise Rejected(Reason.TOO_MANY_OF_LETTER, card=letter, count=count, limit=limit)
    rare = sum(1 for card in cards if is_rare(card))
    if rare > MAX_RARE:
        raise Rejected(Reason.TOO_MANY_RARE, count=rare)
