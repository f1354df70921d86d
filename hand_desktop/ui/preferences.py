"""What the player chose in Edit → Preferences: the table's looks, the cards, sound.

``Preferences`` is a frozen value stored inside the settings (``Settings.prefs``);
reading checks every entry and a bad one is refused with a message naming it (the
settings file is then set aside as any broken file is, see ``storage``). The
animation speed stays the settings' own ``animation_ms`` (the View menu has it too).
Standard library only: the settings are read before the first window.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields, replace
from enum import Enum
from typing import Any


class Felt(Enum):
    """The table's cloth (``resources/cards/felt*.svg``)."""

    GREEN = "green"
    BLUE = "blue"
    RED = "red"
    BROWN = "brown"


class Back(Enum):
    """The design on the backs of the cards (``resources/cards/back*.svg``)."""

    BLUE = "blue"  # the eight-pointed-star lattice, deep blue
    RED = "red"  # the same lattice in crimson
    TILES = "tiles"  # green and gold diamonds


class CardSize(Enum):
    """How wide a card in the hand is: filling the window, or at most a chosen width."""

    AUTO = "auto"
    SMALL = "small"
    NORMAL = "normal"
    LARGE = "large"


# The most a hand card may be wide, in logical pixels (AUTO: what the window allows).
CARD_SIZE_PX: dict[CardSize, float | None] = {
    CardSize.AUTO: None, CardSize.SMALL: 64.0, CardSize.NORMAL: 88.0, CardSize.LARGE: 120.0}

# The felt's colour at the top and the bottom of the welcome page (the felt's own tones).
FELT_TONES: dict[Felt, tuple[str, str]] = {
    Felt.GREEN: ("#1f6b45", "#134a2f"),
    Felt.BLUE: ("#1d4f7a", "#12324f"),
    Felt.RED: ("#7a2230", "#4e141e"),
    Felt.BROWN: ("#6b4a2b", "#45301b"),
}

VOLUME_MAX = 100


@dataclass(frozen=True)
class Preferences:
    felt: Felt = Felt.GREEN
    back: Back = Back.BLUE
    card_size: CardSize = CardSize.AUTO
    four_colour: bool = False  # diamonds blue and clubs green: no suit mistaken for another
    auto_sort: bool = True  # a new card goes to its place in the hand (by suit) when none is chosen
    volume: int = 70  # 0..100
    muted: bool = False

    def with_(self, **changes: Any) -> Preferences:
        return replace(self, **changes)

    @property
    def loudness(self) -> float:
        """What a sound is played at, 0.0 (silent or muted) to 1.0."""
        return 0.0 if self.muted else self.volume / VOLUME_MAX

    def to_json(self) -> dict[str, Any]:
        return {k: v.value if isinstance(v, Enum) else v for k, v in asdict(self).items()}

    @classmethod
    def from_json(cls, data: Any) -> Preferences:
        """Read preferences; raises ``ValueError`` naming the first bad entry (unknown keys
        are ignored, missing ones take their defaults)."""
        if not isinstance(data, dict):
            raise ValueError("the preferences are not a JSON object")
        values: dict[str, Any] = {}
        for f in fields(cls):
            if f.name not in data:
                continue
            value, default = data[f.name], getattr(cls(), f.name)
            if isinstance(default, Enum):
                try:
                    value = type(default)(value)
                except ValueError:
                    raise ValueError(f"unknown {f.name} {value!r}") from None
            elif isinstance(default, bool):
                if not isinstance(value, bool):
                    raise ValueError(f"bad {f.name} setting {value!r}")
            elif not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= VOLUME_MAX:
                raise ValueError(f"bad {f.name} setting {value!r}")
            values[f.name] = value
        return cls(**values)


class Pointer(Enum):
    """The short pointers shown on the table during a player's first match, each once."""

    MELDS = "melds"  # drag cards above the hand to build melds
    FIRE = "fire"  # the fire pile: the last card thrown, to take
    COUNTER = "counter"  # the counter: the points still needed to open
