"""Solo play: the SOLO card ladder and the difficulty targets (GAMES.md §1, "Solo").

The timer stands on one of three fields: top "1" (green), middle "2", bottom (red), and starts
on "1". After each round:

* word written in time and worth ≥ 15: a bonus, the big one ("≥" column) on "1", else the
  small one (">" column);
* worth ≥ 20 with that bonus: the timer goes to "1"; worth ≥ 20 without it: it stays;
* worth < 20: one field down; already at the bottom: a penalty mark and back to the middle.

Brutal skips the middle field: down from "1" is the bottom, and a penalty leaves it there.

>>> solo_step(SoloField.TOP, 22, True, brutal=False)
SoloStep(field=<SoloField.TOP: 'top'>, bonus=<SoloBonus.BIG: 'big'>, penalty=False)
>>> solo_step(SoloField.BOTTOM, 12, True, brutal=False)
SoloStep(field=<SoloField.MIDDLE: 'middle'>, bonus=<SoloBonus.NONE: 'none'>, penalty=True)
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

#: The win targets per difficulty (the option's values, in order).
SOLO_TARGETS: dict[str, int] = {"normal": 100, "medium": 110, "hard": 120, "brutal": 120}
BRUTAL = "brutal"
BONUS_AT = 15
CLIMB_AT = 20


class SoloField(enum.Enum):
    TOP = "top"  # "1", green: the big bonus
    MIDDLE = "middle"  # "2"
    BOTTOM = "bottom"  # red


class SoloBonus(enum.Enum):
    NONE = "none"
    SMALL = "small"  # marked in the ">" column
    BIG = "big"  # marked in the "≥" column


@dataclass(frozen=True)
class SoloStep:
    """Where the timer goes after a round, the bonus marked and whether a penalty is."""

    field: SoloField
    bonus: SoloBonus
    penalty: bool


def solo_step(field: SoloField, points: int, in_time: bool, *, brutal: bool) -> SoloStep:
    """The ladder move after a word worth ``points``, written ``in_time`` or not."""
    bonus = SoloBonus.NONE
    if in_time and points >= BONUS_AT:
        bonus = SoloBonus.BIG if field is SoloField.TOP else SoloBonus.SMALL
    if points >= CLIMB_AT:
        return SoloStep(SoloField.TOP if bonus is not SoloBonus.NONE else field, bonus, False)
    if field is SoloField.BOTTOM:
        return SoloStep(SoloField.BOTTOM if brutal else SoloField.MIDDLE, bonus, True)
    if field is SoloField.TOP and not brutal:
        return SoloStep(SoloField.MIDDLE, bonus, False)
    return SoloStep(SoloField.BOTTOM, bonus, False)


def solo_target(difficulty: str) -> int:
    """The total a solo player needs to win at ``difficulty``."""
    return SOLO_TARGETS[difficulty]
