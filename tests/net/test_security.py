"""Tokens, the join code, ``busy`` and the rate limit, on a fake clock."""

from __future__ import annotations

import hashlib
import re

import pytest

from hand_desktop.net.security import (
    CODE_ALPHABET,
    BusyGuard,
    JoinCode,
    TokenBucket,
    TokenTable,
    new_join_code,
)


def test_tokens_are_long_random_and_stored_only_as_sha256() -> None:
    table = TokenTable()
    token = table.issue(2)
    assert len(token) >= 22  # >= 128 bits in URL-safe base64
    assert table.seat_of(token) == 2
    assert table.digests() == {2: hashlib.sha256(token.encode()).hexdigest()}
    assert token not in repr(vars(table))
    assert table.issue(3) != token


def test_wrong_revoked_and_reissued_tokens_match_no_seat() -> None:
    table = TokenTable()
    first = table.issue(0)
    assert table.seat_of(first + "x") is None
    assert table.seat_of("") is None
    second = table.issue(0)
    assert table.seat_of(first) is None and table.seat_of(second) == 0
    table.revoke(0)
    assert table.seat_of(second) is None and not table.holds(0)


def test_a_table_resumed_from_digests_knows_its_tokens() -> None:
    table = TokenTable()
    token = table.issue(1)
    resumed = TokenTable(table.digests())
    assert resumed.seat_of(token) == 1


def test_join_codes_are_six_crockford_characters() -> None:
    codes = {new_join_code() for _ in range(200)}
    assert len(codes) > 190
    for code in codes:
        assert re.fullmatch(r"[0-9A-HJKMNP-TV-Z]{6}", code)
    assert not set("ILOU") & set(CODE_ALPHABET)


def test_join_code_is_read_the_crockford_way() -> None:
    code = JoinCode("K7QX10")
    assert code.accepts("K7QX10")
    assert code.accepts("k7qx-lo")  # lower case, a dash, L for 1, O for 0
    assert not code.accepts("K7QX11")
    assert not code.accepts("K7QX1")
    assert not code.accepts(None) and not code.accepts(123)


def test_no_code_lets_anyone_in_and_bad_codes_are_refused_by_the_host() -> None:
    assert JoinCode(None).accepts(None) and not JoinCode(None).required
    with pytest.raises(ValueError):
        JoinCode("ABCU12")
    with pytest.raises(ValueError):
        JoinCode("ABC")


def test_five_failures_within_a_minute_make_busy_for_30_seconds() -> None:
    guard = BusyGuard()
    for t in range(4):
        guard.failed("a", 10.0 * t)
        assert not guard.busy("a", 10.0 * t)
    guard.failed("a", 45.0)
    assert guard.busy("a", 45.0) and guard.busy("a", 74.9)
    assert not guard.busy("b", 45.0)
    assert not guard.busy("a", 75.0)
    guard.failed("a", 76.0)  # the count starts afresh
    assert not guard.busy("a", 76.0)


def test_failures_spread_over_more_than_a_minute_never_make_busy() -> None:
    guard = BusyGuard()
    for t in range(20):
        guard.failed("a", 16.0 * t)
        assert not guard.busy("a", 16.0 * t)


def test_busy_guard_forgets_old_addresses() -> None:
    guard = BusyGuard()
    for i in range(100):
        guard.failed(f"10.0.0.{i}", 0.0)
    guard.forget_old(61.0)
    assert guard._seen == {} and guard._busy_until == {}


def test_token_bucket_allows_bursts_of_40_then_20_a_second() -> None:
    bucket = TokenBucket(now=0.0)
    assert all(bucket.take(0.0) for _ in range(40))
    assert not bucket.take(0.0)
    assert bucket.take(0.05)  # one more after 1/20 s
    assert not bucket.take(0.05)
    assert sum(bucket.take(1.05) for _ in range(30)) == 20
    assert sum(bucket.take(100.0) for _ in range(50)) == 40  # refills only to its depth


def test_token_bucket_ignores_a_clock_that_goes_back() -> None:
    bucket = TokenBucket(now=10.0)
    for _ in range(40):
        bucket.take(10.0)
    assert not bucket.take(5.0)
    assert not bucket.take(10.0)
