"""How a game describes itself: its names, rule sets, options and player counts.

Part of the engine interface (:mod:`engines.core` exports every name here); a module of its own
because the launcher lists the games (:mod:`engines.catalogue`) before its window shows, and
the rest of the interface is not needed then (benchmarks/launcher_start.py).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engines.reasons import Reason, Rejected


@dataclass(frozen=True)
class Text:
    """A user-visible text of the engine's own (game names, option names) in both languages."""

    pl: str
    en: str

    def get(self, language: str) -> str:
        return self.en if language == "en" else self.pl


@dataclass(frozen=True)
class OptionSpec:
    """One option of a rule set: a key, its label, a default and the allowed values."""

    key: str
    label: Text
    default: Any
    allowed: tuple[Any, ...]
    #: Labels of the allowed values, same order (empty: show the values themselves).
    value_labels: tuple[Text, ...] = ()
    #: For an option added after games were saved: the value a saved setup without this key
    #: was played with (None: the default). A new game gets the default; an old record keeps
    #: the rule it was played under, so it replays the same (see :func:`with_recorded_options`).
    recorded_default: Any = None
    #: Whether a new-game dialog offers it. An option that exists only so that games saved
    #: before a rule changed keep the rule they were played under (its ``recorded_default``)
    #: is not offered: a new game always gets its default.
    offered: bool = True
    #: What the option changes in the rulebook's game, for the new-game dialog to say (None:
    #: nothing to say, e.g. a rulebook's own variant).
    note: Text | None = None
    #: The option matters only when another option has a value: ``(key, value)`` (None: always).
    requires: tuple[str, Any] | None = None

    def __post_init__(self) -> None:
        if self.default not in self.allowed:
            raise ValueError(f"option {self.key}: default {self.default!r} is not allowed")
        if self.recorded_default is not None and self.recorded_default not in self.allowed:
            raise ValueError(f"option {self.key}: {self.recorded_default!r} is not allowed")


@dataclass(frozen=True)
class RuleSet:
    id: str
    name: Text
    min_players: int
    max_players: int
    options: tuple[OptionSpec, ...] = ()
    #: The language of its words: which lexicon (shipped or a player's own list) it uses.
    language: str = "pl"

    def option(self, key: str) -> OptionSpec:
        for spec in self.options:
            if spec.key == key:
                return spec
        raise KeyError(key)


@dataclass(frozen=True)
class GameInfo:
    id: str
    name: Text
    description: Text
    rule_sets: tuple[RuleSet, ...]

    def rule_set(self, rules_id: str) -> RuleSet:
        for rules in self.rule_sets:
            if rules.id == rules_id:
                return rules
        raise Rejected(Reason.UNKNOWN_RULES, rules=rules_id)

    @property
    def min_players(self) -> int:
        return min(r.min_players for r in self.rule_sets)

    @property
    def max_players(self) -> int:
        return max(r.max_players for r in self.rule_sets)
