"""Rule settings (RULES.md section 13) and the error codes (section 14)."""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields, replace
from enum import Enum
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from hand_desktop.core.cards import Card


class Variant(Enum):
    HAND = "hand"
    HAND_PARTNERS = "hand_partners"
    SAUDI = "saudi"
    SAUDI_PARTNERS = "saudi_partners"

    @property
    def partners(self) -> bool:
        return self in (Variant.HAND_PARTNERS, Variant.SAUDI_PARTNERS)

    @property
    def saudi(self) -> bool:
        return self in (Variant.SAUDI, Variant.SAUDI_PARTNERS)


class ErrorCode(Enum):
    """Why an action was rejected (RULES.md section 14), in reporting priority."""

    BAD_INPUT = "bad_input"
    NOT_YOUR_TURN = "not_your_turn"
    WRONG_PHASE = "wrong_phase"
    MUST_OPEN = "must_open"
    NOT_OPENED = "not_opened"
    NO_SUCH_MELD = "no_such_meld"
    CARD_NOT_IN_HAND = "card_not_in_hand"
    TWO_JOKERS = "two_jokers"
    ILLEGAL_MELD = "illegal_meld"
    ILLEGAL_EXTENSION = "illegal_extension"
    ILLEGAL_REPLACEMENT = "illegal_replacement"
    OPENING_NOT_ALLOWED_YET = "opening_not_allowed_yet"
    BELOW_THRESHOLD = "below_threshold"
    FIRE_CARD_LOCKED = "fire_card_locked"
    CANNOT_OPEN_WITH_FIRE_CARD = "cannot_open_with_fire_card"


class RuleError(Exception):
    """A rejected action: a code from section 14 and a message for people."""

    def __init__(self, code: ErrorCode, message: str = "") -> None:
        super().__init__(message or code.value)
        self.code = code
        self.message = message or code.value


class ScoreTable(Enum):
    STANDARD = "standard"
    GULF = "gulf"


class PartnerPays(Enum):
    HAND = "hand"
    ZERO = "zero"


ALLOWED_ROUNDS = (3, 5, 7, 9)
ALLOWED_THRESHOLDS = (51, 61, 71, 81, 91, 101, 111)
ALLOWED_DISCARDS_BEFORE_OPENING = (0, 8, 16)


@dataclass(frozen=True)
class Rules:
    """Every setting of section 13. ``rising_threshold`` None means "the variant's default"."""

    variant: Variant = Variant.HAND
    rounds: int = 5
    threshold: int = 51
    rising_threshold: bool | None = None
    joker_in_hand: int = 15
    low_ace_value: int = 1
    final_discard_required: bool = False
    hand_exempt_from_threshold: bool = False
    fire_twin_discard_allowed: bool = False
    partner_of_finisher_pays: PartnerPays = PartnerPays.HAND
    max_reshuffles: int = 3
    discards_before_opening: int = 0
    open_only_after_taking_discard: bool = False
    score_table: ScoreTable = ScoreTable.STANDARD

    def __post_init__(self) -> None:
        _check(self.rounds in ALLOWED_ROUNDS, f"rounds must be one of {ALLOWED_ROUNDS}")
        _check(self.threshold in ALLOWED_THRESHOLDS, f"threshold must be one of {ALLOWED_THRESHOLDS}")
        _check(self.joker_in_hand in (15, 20), "joker_in_hand must be 15 or 20")
        _check(self.low_ace_value in (1, 11), "low_ace_value must be 1 or 11")
        _check(0 <= self.max_reshuffles <= 9, "max_reshuffles must be 0 to 9")
        _check(
            self.discards_before_opening in ALLOWED_DISCARDS_BEFORE_OPENING,
            "discards_before_opening must be 0, 8 or 16",
        )

    @property
    def partners(self) -> bool:
        return self.variant.partners

    @property
    def rising(self) -> bool:
        if self.rising_threshold is None:
            return self.variant.saudi
        return self.rising_threshold

    @property
    def gulf(self) -> bool:
        return self.score_table is ScoreTable.GULF

    @property
    def joker_penalty(self) -> int:
        """A Joker left in hand: 20 with the Gulf table whatever ``joker_in_hand`` says."""
        return 20 if self.gulf else self.joker_in_hand

    @property
    def discard_required_to_finish(self) -> bool:
        """With the Gulf table going out always ends with a discard (section 12)."""
        return self.final_discard_required or self.gulf

    def locked_by(self, fire_card: Card | None) -> frozenset[Card]:
        """Cards that may not be discarded in the turn ``fire_card`` was taken (16.3):
        the fire card and its twin (the two Jokers are each other's twin), or only the
        fire card with ``fire_twin_discard_allowed``."""
        if fire_card is None:
            return frozenset()
        if self.fire_twin_discard_allowed:
            return frozenset((fire_card,))
        return frozenset((fire_card, fire_card.twin))

    def side(self, seat: int, players: int) -> tuple[int, ...]:
        """The seats of ``seat``'s side: itself, and its partner opposite in partner variants."""
        if self.partners:
            return (seat, (seat + 2) % players)
        return (seat,)

    def check_players(self, players: int) -> None:
        if self.partners:
            _check(players == 4, "partner variants need exactly 4 players")
        else:
            _check(2 <= players <= 4, "there must be 2, 3 or 4 players")

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for key, value in asdict(self).items():
            out[key] = value.value if isinstance(value, Enum) else value
        if self.rising_threshold is None:
            out["rising_threshold"] = self.rising
        return out

    @classmethod
    def from_json(cls, data: dict[str, Any], variant: str | None = None) -> Rules:
        """Build settings from a scenario/save ``rules`` object; unknown keys are rejected."""
        if not isinstance(data, dict):
            raise ValueError("rules must be an object")
        known = {f.name for f in fields(cls)}
        unknown = sorted(set(data) - known)
        if unknown:
            raise ValueError(f"unknown rules key(s): {', '.join(map(repr, unknown))}")
        merged = dict(data)
        if variant is not None:
            if "variant" in merged and merged["variant"] != variant:
                raise ValueError("variant given twice with different values")
            merged["variant"] = variant
        kwargs: dict[str, Any] = {}
        for f in fields(cls):
            if f.name not in merged:
                continue
            kwargs[f.name] = _convert(f.name, merged[f.name])
        return cls(**kwargs)

    def with_(self, **changes: Any) -> Rules:
        return replace(self, **changes)


_ENUM_KEYS: dict[str, type[Enum]] = {
    "variant": Variant,
    "partner_of_finisher_pays": PartnerPays,
    "score_table": ScoreTable,
}
_BOOL_KEYS = {
    "rising_threshold",
    "final_discard_required",
    "hand_exempt_from_threshold",
    "fire_twin_discard_allowed",
    "open_only_after_taking_discard",
}


def _convert(name: str, value: Any) -> Any:
    if name in _ENUM_KEYS:
        try:
            return _ENUM_KEYS[name](value)
        except ValueError:
            raise ValueError(f"bad value for {name}: {value!r}") from None
    if name in _BOOL_KEYS:
        _check(isinstance(value, bool), f"{name} must be true or false")
        return value
    _check(isinstance(value, int) and not isinstance(value, bool), f"{name} must be a number")
    return value


def _check(condition: bool, message: str) -> None:
    if not condition:
        raise ValueError(message)
