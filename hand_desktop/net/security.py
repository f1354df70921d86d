"""Seat tokens, the join code, the ``busy`` guard and the rate limit (PROTOCOL.md 4, 9, 12.7, 12.10).

Everything that depends on time takes ``now`` (seconds, any monotonic origin)
from its caller, so tests drive a fake clock and nothing here sleeps.

Decisions where PROTOCOL.md is silent:

- The join code is read the Crockford way: case does not matter, spaces and
  dashes are ignored, ``O`` reads as ``0`` and ``I``/``L`` as ``1``.
- ``busy`` lasts 30 s from the fifth failure within a minute; when it ends the
  count of failures starts afresh.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from collections import deque
from collections.abc import Mapping

TOKEN_BYTES = 24  # 192 random bits, over the 128 PROTOCOL.md asks for
CODE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"  # Crockford base32: no I, L, O, U
CODE_LENGTH = 6
_CODE_READING = str.maketrans({"O": "0", "I": "1", "L": "1", " ": None, "-": None})


def _digest(token: str) -> bytes:
    return hashlib.sha256(token.encode("utf-8", "surrogatepass")).digest()


class TokenTable:
    """The seat tokens of one table, kept only as SHA-256 digests."""

    def __init__(self, digests: Mapping[int, str] | None = None) -> None:
        self._digests: dict[int, bytes] = {
            seat: bytes.fromhex(digest) for seat, digest in (digests or {}).items()
        }

    def issue(self, seat: int) -> str:
        """A fresh token for ``seat`` (any older one stops working); only its digest is kept."""
        token = secrets.token_urlsafe(TOKEN_BYTES)
        self._digests[seat] = _digest(token)
        return token

    def revoke(self, seat: int) -> None:
        self._digests.pop(seat, None)

    def holds(self, seat: int) -> bool:
        return seat in self._digests

    def seat_of(self, token: str) -> int | None:
        """The seat ``token`` belongs to, comparing every digest in constant time."""
        digest = _digest(token)
        found = None
        for seat, stored in self._digests.items():
            if hmac.compare_digest(stored, digest):
                found = seat  # no early exit: the time does not depend on which seat matched
        return found

    def digests(self) -> dict[int, str]:
        """Seat -> hex digest, for the host-only file that lets a host resume a table."""
        return {seat: d.hex() for seat, d in self._digests.items()}


def new_join_code() -> str:
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def normalize_code(text: str) -> str:
    return text.upper().translate(_CODE_READING)


def is_join_code(text: str) -> bool:
    return len(text) == CODE_LENGTH and all(ch in CODE_ALPHABET for ch in text)


class JoinCode:
    """The table's join code, or none (``code=None``: a trusted home, anyone may join)."""

    def __init__(self, code: str | None) -> None:
        if code is not None:
            code = normalize_code(code)
            if not is_join_code(code):
                raise ValueError(f"a join code is {CODE_LENGTH} characters of {CODE_ALPHABET}")
        self.code = code

    @property
    def required(self) -> bool:
        return self.code is not None

    def accepts(self, given: object) -> bool:
        """Whether ``given`` (anything a client sent) lets its sender in."""
        if self.code is None:
            return True
        if not isinstance(given, str):
            return False
        attempt = normalize_code(given).encode("utf-8", "surrogatepass")
        return hmac.compare_digest(attempt, self.code.encode("ascii"))


class BusyGuard:
    """Failed ``hello``s per address: 5 within a minute make the address ``busy`` for 30 s."""

    def __init__(self, failures: int = 5, window: float = 60.0, pause: float = 30.0) -> None:
        self._failures = failures
        self._window = window
        self._pause = pause
        self._seen: dict[str, deque[float]] = {}
        self._busy_until: dict[str, float] = {}

    def busy(self, address: str, now: float) -> bool:
        until = self._busy_until.get(address)
        if until is None:
            return False
        if now < until:
            return True
        del self._busy_until[address]
        return False

    def failed(self, address: str, now: float) -> None:
        """Count one ``bad_code`` or ``bad_token`` from ``address``."""
        seen = self._seen.setdefault(address, deque())
        seen.append(now)
        while seen and seen[0] <= now - self._window:
            seen.popleft()
        if len(seen) >= self._failures:
            self._busy_until[address] = now + self._pause
            del self._seen[address]

    def forget_old(self, now: float) -> None:
        """Drop what no longer matters, so that many addresses cannot grow the memory."""
        for address in [a for a, seen in self._seen.items() if seen[-1] <= now - self._window]:
            del self._seen[address]
        for address in [a for a, until in self._busy_until.items() if until <= now]:
            del self._busy_until[address]


class TokenBucket:
    """A connection's rate limit: ``rate`` messages a second, bursts of ``depth``."""

    def __init__(self, now: float, rate: float = 20.0, depth: float = 40.0) -> None:
        self._rate = rate
        self._depth = depth
        self._tokens = depth
        self._when = now

    def take(self, now: float) -> bool:
        """Spend one message; False when the connection is over its rate."""
        elapsed = max(0.0, now - self._when)
        self._when = max(self._when, now)
        self._tokens = min(self._depth, self._tokens + elapsed * self._rate)
        if self._tokens < 1.0:
            return False
        self._tokens -= 1.0
        return True
