"""How each seat is played and how this computer is tied to the match: two small enums.

They live apart from ``ui.session`` (which brings the core with it) so that the window's
frame, built before any match, can name them without loading the rules engine.
"""

from __future__ import annotations

from enum import Enum


class Presence(Enum):
    """How a seat is played right now, as the table shows it beside the seat's name."""

    HERE = "here"  # a person here or connected, or a computer player
    AWAY = "away"  # a person whose connection dropped: the table waits for them
    COVERED = "covered"  # a person away, played by a computer player until they are back


class Link(Enum):
    """This computer's tie to the match."""

    LOCAL = "local"  # the match is played on this computer (alone, hot-seat, or hosting)
    CONNECTED = "connected"
    RECONNECTING = "reconnecting"  # the connection dropped; the client retries with its token
    LOST = "lost"  # given up: the host refused the seat or is gone for good


__all__ = ["Link", "Presence"]
