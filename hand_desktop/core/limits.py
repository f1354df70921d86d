"""The caps on sizes, written down once: every reader and writer of names and files cites these.

A value over a cap is out of range: a file holding one is refused (set aside and
reported, never overwritten), a name is cut to its cap by ``core.names``.
"""

from __future__ import annotations

NAME_VISIBLE = 24  # a player's name: at most this many visible characters (PROTOCOL.md 4.4)
NAME_SCANNED = 1024  # only this many characters of a name are looked at (a 7 MB "name" costs nothing)
NAME_STORED = 256  # a name in a file longer than this (before cleaning) is out of range: not one we wrote
TABLE_NAME_VISIBLE = 40  # a table's name as the search lists it (the name rule, cut here)
TABLE_NAME_STORED = 256  # likewise a table's name in the seat note or a host's seat file

RECORD_ENTRIES = 10_000  # matches the record keeps; a file with more was not written by us
RECORD_TOTAL = 1_000_000  # |a match total| in the record (a real match stays in the hundreds)
RECORD_ROUND_POINTS = 100_000  # |a round's points|
RECORD_LIST = 1_000  # rounds and openings listed for one person of one match
RECORD_HANDS = 1_000  # rounds one person finished with a hand in one match

GRACE_MAX = 86_400.0  # seconds before a bot plays an absent seat (hand-desktop-host --grace)
