"""Named rule sets: a few built in, the players' own kept in ``rule_sets.json`` next to the settings.

A rule set keeps how a game is played: Saudi or not, and every house setting
(RULES.md section 13). How long the match is (its rounds) and who sits at the
table, and so whether partners play, stay the new-game dialog's choice:
``for_table`` puts a set's rules on the chosen table. (Files written before
kept rounds in a set; they are read and ignored.)
The file is written atomically (``storage.atomic_write_text``); a file that
cannot be read is set aside, never overwritten, and the caller gets a sentence
to show. An entry that is not a valid set is left out the same way: the file is
set aside whole and the good entries are written back.
"""

from __future__ import annotations

import contextlib
import json
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication

from hand_desktop.core.house_rules import normalised
from hand_desktop.core.jsonfile import FileProblem, FileReadError, is_whole, read_json
from hand_desktop.core.rules import Rules, ScoreTable, Variant
from hand_desktop.ui import storage
from hand_desktop.ui.marks import QT_TRANSLATE_NOOP
from hand_desktop.ui.words.text import fill, local_digits, ltr

FILE_NAME = "rule_sets.json"
FILE_KIND = "hand-desktop-rule-sets"
SCHEMA = 1
MAX_NAME = 40
MAX_SETS = 100
CTX = "RuleSets"


def _tr(text: str) -> str:
    return QCoreApplication.translate(CTX, text)


@dataclass(frozen=True)
class RuleSet:
    """A name and the rules it stands for; ``builtin`` names one of ``BUILT_IN`` (translated)."""

    name: str
    rules: Rules
    builtin: str | None = None

    def shown_name(self) -> str:
        if self.builtin is None:
            return self.name
        return local_digits(QCoreApplication.translate(CTX, self.name))


_BUILT_IN: tuple[tuple[str, Rules], ...] = (
    (QT_TRANSLATE_NOOP("RuleSets", "Standard"), Rules()),
    (QT_TRANSLATE_NOOP("RuleSets", "Gulf 51"), Rules(score_table=ScoreTable.GULF, threshold=51)),
    # RULES.md section 12: no opening until 8 cards have been thrown to the fire pile this
    # round, by anyone (not 8 turns of each player): named for what it does.
    (QT_TRANSLATE_NOOP("RuleSets", "Gulf 101, open after 8 throws"),
     Rules(score_table=ScoreTable.GULF, threshold=101, discards_before_opening=8)),
    (QT_TRANSLATE_NOOP("RuleSets", "Saudi"), Rules(variant=Variant.SAUDI)),
)
BUILT_IN: tuple[RuleSet, ...] = tuple(RuleSet(name, rules, name) for name, rules in _BUILT_IN)


def for_table(rules: Rules, partners: bool, rounds: int) -> Rules:
    """``rules`` at a table with (or without) partners, of ``rounds`` rounds: the variant
    keeps its Saudi side, the rounds are the table's whatever the set's were."""
    saudi = rules.variant.saudi
    variant = {
        (False, False): Variant.HAND, (False, True): Variant.HAND_PARTNERS,
        (True, False): Variant.SAUDI, (True, True): Variant.SAUDI_PARTNERS,
    }[(saudi, partners)]
    return normalised(rules.with_(variant=variant, rounds=rounds))


def matching(sets: Sequence[RuleSet], rules: Rules) -> RuleSet | None:
    """The first set whose rules are those of ``rules``'s table (whatever its rounds), if any."""
    wanted = normalised(rules)
    for rule_set in sets:
        if for_table(rule_set.rules, rules.partners, rules.rounds) == wanted:
            return rule_set
    return None


def check_name(name: str, sets: Sequence[RuleSet], keep: RuleSet | None = None) -> str | None:
    """Why ``name`` cannot name a new (or renamed ``keep``) set, in words; None when it can."""
    name = name.strip()
    if not name:
        return _tr("Give the rule set a name.")
    if len(name) > MAX_NAME:
        return _tr("The name is too long.")
    taken = {s.shown_name().casefold() for s in (*BUILT_IN, *sets) if s != keep}
    if name.casefold() in taken:
        return _tr("A rule set of that name exists already.")
    return None


# ---------------------------------------------------------------------- the file


def default_path() -> Path:
    return storage.config_dir() / FILE_NAME


def rules_json(rules: Rules) -> dict[str, Any]:
    """``rules`` as a ``Rules.from_json`` object, ``rising_threshold`` left out when it is the
    variant's default (so that it follows a Saudi or plain table)."""
    rules = normalised(rules)
    data = rules.to_json()
    if rules.rising_threshold is None:
        del data["rising_threshold"]
    return data


def to_json(sets: Sequence[RuleSet]) -> dict[str, Any]:
    entries = [{"name": s.name, "rules": rules_json(s.rules)} for s in sets]
    return {"kind": FILE_KIND, "schema": SCHEMA, "sets": entries}


def _entry(data: Any) -> RuleSet:
    """One saved set, validated (its rules through ``Rules.from_json``); ValueError if bad."""
    if not isinstance(data, dict) or set(data) != {"name", "rules"}:
        raise ValueError("an entry must hold exactly a name and rules")
    name = data["name"]
    if not isinstance(name, str) or not name.strip() or len(name.strip()) > MAX_NAME:
        raise ValueError(f"bad rule set name {name!r}")
    try:
        rules = Rules.from_json(data["rules"])
    except (ValueError, TypeError) as exc:
        raise ValueError(f"rule set {name!r}: {exc}") from None
    return RuleSet(name.strip(), normalised(rules))


def from_json(data: Any) -> tuple[list[RuleSet], list[str]]:
    """The good sets and, for each bad entry, why; ValueError when the file is not ours at all."""
    if not isinstance(data, dict) or data.get("kind") != FILE_KIND:
        raise ValueError("not a file of rule sets")
    if not is_whole(data.get("schema")) or data.get("schema") != SCHEMA:  # 1.0 and true are not 1
        raise ValueError(f"unsupported rule sets version {data.get('schema')!r}")
    entries = data.get("sets")
    if not isinstance(entries, list):
        raise ValueError("the rule sets are not a list")
    good: list[RuleSet] = []
    bad: list[str] = []
    for entry in entries[:MAX_SETS]:
        try:
            rule_set = _entry(entry)
        except ValueError as exc:
            bad.append(str(exc))
            continue
        if check_name(rule_set.name, good) is not None:
            bad.append(f"rule set {rule_set.name!r} appears twice")
            continue
        good.append(rule_set)
    if len(entries) > MAX_SETS:
        bad.append(f"only the first {MAX_SETS} rule sets are kept")
    return good, bad


def load(path: Path | None = None) -> tuple[list[RuleSet], str | None]:
    """The players' saved sets and, when the file had a problem, the sentence to show."""
    path = default_path() if path is None else Path(path)
    try:
        data = read_json(path)
    except FileReadError as exc:
        if exc.problem is FileProblem.MISSING:
            return [], None
        return [], _set_aside(path, storage.StorageError(exc.detail or "", exc.problem).explain(), [])
    try:
        good, bad = from_json(data)
    except ValueError as exc:
        return [], _set_aside(path, str(exc), [])
    if not bad:
        return good, None
    return good, _set_aside(path, "; ".join(bad), good)


def _set_aside(path: Path, reason: str, keep: list[RuleSet]) -> str:
    """Move the file aside (kept, never overwritten), write back the sets still good, and say so."""
    moved = storage.set_aside(path)
    if moved is not None and keep:
        with contextlib.suppress(OSError):
            save(keep, path)
    head = (_tr("Some of your saved rule sets could not be read and were left out.") if keep
            else _tr("Your saved rule sets could not be read, so only the built-in ones are offered."))
    if moved is not None:
        where = fill(_tr("The file was kept as %1 so nothing is lost."), ltr(moved))
    else:
        where = fill(_tr("The file %1 could not be moved aside."), ltr(path))
    detail = fill(_tr("Reason: %1"), reason)
    return f"{head}\n\n{where}\n\n{detail}"


def save(sets: Sequence[RuleSet], path: Path | None = None) -> None:
    """Write the players' sets atomically; raises OSError."""
    path = default_path() if path is None else Path(path)
    storage.atomic_write_text(path, json.dumps(to_json(sets), ensure_ascii=False, indent=1) + "\n")


class RuleSetStore:
    """The players' sets in memory, written to ``path`` on every change (None: memory only)."""

    def __init__(self, path: Path | None = None, sets: Sequence[RuleSet] = (),
                 problem: str | None = None) -> None:
        self.path = path
        self.sets: list[RuleSet] = list(sets)
        self.problem = problem  # a sentence about the file, shown once by the dialog

    @classmethod
    def from_file(cls, path: Path | None = None) -> RuleSetStore:
        path = default_path() if path is None else Path(path)
        sets, problem = load(path)
        return cls(path, sets, problem)

    def all(self) -> list[RuleSet]:
        return [*BUILT_IN, *self.sets]

    def _write(self, sets: list[RuleSet]) -> None:
        if self.path is not None:
            save(sets, self.path)
        self.sets = sets

    def add(self, name: str, rules: Rules) -> RuleSet:
        """Save ``rules`` as ``name`` (checked with ``check_name`` first); raises OSError."""
        # The standard rounds, not the table's: a set does not hold the match's length.
        rule_set = RuleSet(name.strip(), normalised(rules.with_(rounds=Rules().rounds)))
        self._write([*self.sets, rule_set])
        return rule_set

    def rename(self, rule_set: RuleSet, name: str) -> RuleSet:
        renamed = RuleSet(name.strip(), rule_set.rules)
        self._write([renamed if s == rule_set else s for s in self.sets])
        return renamed

    def delete(self, rule_set: RuleSet) -> None:
        self._write([s for s in self.sets if s != rule_set])
