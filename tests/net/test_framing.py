"""Framing (PROTOCOL.md 2, 12.5, 12.13): the line decoder's limits and the encoder's leak check."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hand_desktop.net.codes import WireError
from hand_desktop.net.framing import (
    CLIENT_LINE_LIMIT,
    HOST_LINE_LIMIT,
    BadFrame,
    LeakError,
    LineDecoder,
    encode,
    nesting_depth,
)

FRAMING_CODES = {WireError.TOO_LONG, WireError.BAD_UTF8, WireError.BAD_JSON}


def feed(*chunks: bytes) -> list:
    decoder = LineDecoder()
    frames: list = []
    for chunk in chunks:
        frames += decoder.feed(chunk)
    return frames


def test_lines_split_across_chunks_and_several_in_one_chunk() -> None:
    assert feed(b'{"type":"pi', b'ng","n":1}\n{"type":"bye"}\n{"ty') == [
        {"type": "ping", "n": 1}, {"type": "bye"}]


def test_trailing_cr_dropped_and_empty_lines_ignored() -> None:
    assert feed(b'\n\r\n{"type":"ping"}\r\n\n') == [{"type": "ping"}]


def test_a_line_of_exactly_the_limit_is_read() -> None:
    body = b'{"type":"chat","text":"' + b"x" * (CLIENT_LINE_LIMIT - 25) + b'"}'
    assert len(body) == CLIENT_LINE_LIMIT
    assert feed(body + b"\n")[0]["type"] == "chat"


def test_a_line_one_byte_over_the_limit_is_too_long() -> None:
    body = b'{"type":"chat","text":"' + b"x" * (CLIENT_LINE_LIMIT - 24) + b'"}'
    assert len(body) == CLIENT_LINE_LIMIT + 1
    assert feed(body + b"\n") == [BadFrame(WireError.TOO_LONG)]


def test_the_cr_counts_toward_the_limit() -> None:
    body = b" " * (CLIENT_LINE_LIMIT - 2) + b"{}"
    assert feed(body + b"\n") == [{}]
    assert feed(body + b"\r\n") == [BadFrame(WireError.TOO_LONG)]


def test_too_long_at_once_when_buffered_bytes_exceed_the_limit_without_newline() -> None:
    decoder = LineDecoder()
    assert decoder.feed(b"x" * CLIENT_LINE_LIMIT) == []
    assert decoder.feed(b"x") == [BadFrame(WireError.TOO_LONG)]
    assert decoder.broken
    assert decoder.feed(b'\n{"type":"ping"}\n') == []  # nothing more is read


def test_good_lines_before_a_fault_are_delivered_then_nothing_after() -> None:
    assert feed(b'{"type":"ping"}\n\xff\n{"type":"bye"}\n') == [
        {"type": "ping"}, BadFrame(WireError.BAD_UTF8)]


@pytest.mark.parametrize("raw", [
    b"\xff\xfe", b'{"a":"\xc3"}', b'{"a":"\xed\xa0\x80"}',  # a bare surrogate in UTF-8
    b'{"a":"\xc0\xaf"}',  # an overlong '/'
])
def test_bytes_that_are_not_utf8(raw: bytes) -> None:
    assert feed(raw + b"\n") == [BadFrame(WireError.BAD_UTF8)]


@pytest.mark.parametrize("text", [
    "[1,2]", '"hello"', "42", "null", "{", '{"a":1,}', "{'a':1}", '{"a":NaN}',
    '{"a":Infinity}', '{"a":-Infinity}', '{"a":1e999}', "   ", "\ufeff{}",
    '{"a":' + "1" * 5000 + "}",
])
def test_text_that_is_not_a_json_object(text: str) -> None:
    assert feed(text.encode() + b"\n") == [BadFrame(WireError.BAD_JSON)]


def test_nesting_of_32_levels_is_read_and_33_is_bad_json() -> None:
    ok = '{"a":' + "[" * 31 + "]" * 31 + "}"
    assert nesting_depth(ok) == 32
    assert feed(ok.encode() + b"\n") == [json.loads(ok)]
    deep = '{"a":' + "[" * 32 + "]" * 32 + "}"
    assert feed(deep.encode() + b"\n") == [BadFrame(WireError.BAD_JSON)]


def test_very_deep_input_is_refused_before_parsing() -> None:
    deep = b'{"a":' + b"[" * 8000 + b"]" * 8000 + b"}"  # under the line limit, far over any recursion
    assert feed(deep + b"\n") == [BadFrame(WireError.BAD_JSON)]


def test_brackets_inside_strings_do_not_count() -> None:
    text = '{"a":"' + "[{" * 100 + '\\"[[["}'
    assert nesting_depth(text) == 1
    assert feed(text.encode() + b"\n") == [json.loads(text)]


def test_encode_is_one_compact_line() -> None:
    data = encode({"type": "chat", "seat": 1, "text": "مرحبا\nhi"})
    assert data.endswith(b"\n") and data.count(b"\n") == 1
    assert json.loads(data) == {"type": "chat", "seat": 1, "text": "مرحبا\nhi"}


@pytest.mark.parametrize("message", [
    {"type": "update", "view": {"seed": 7}},
    {"type": "update", "events": [{"event": "x", "deep": [{"stock": []}]}]},
    {"type": "welcome", "rules": {"seed": None}},
    {"type": "seed"} | {"seed": 1},
])
def test_encode_refuses_any_key_named_seed_or_stock(message: dict) -> None:
    with pytest.raises(LeakError):
        encode(message)


def test_encode_allows_those_words_as_values_and_in_longer_keys() -> None:
    message = {"type": "update", "view": {"stock_size": 30, "seeds": 1},
               "events": [{"event": "drawn", "source": "stock"}]}
    assert json.loads(encode(message)) == message


def test_encode_refuses_nan_and_over_long_lines() -> None:
    with pytest.raises(ValueError):
        encode({"type": "pong", "n": float("nan")})
    with pytest.raises(ValueError):
        encode({"type": "chat", "text": "x" * HOST_LINE_LIMIT})
    with pytest.raises(ValueError):
        encode({"no": "type"})


@given(st.lists(st.binary(max_size=300), max_size=30))
def test_random_chunks_never_raise_and_give_only_objects_or_framing_codes(chunks: list[bytes]) -> None:
    decoder = LineDecoder(limit=256)
    for chunk in chunks:
        for frame in decoder.feed(chunk):
            assert isinstance(frame, dict) or frame.code in FRAMING_CODES


@given(st.lists(st.dictionaries(st.text(max_size=5), st.integers() | st.text(max_size=8),
                                max_size=4), max_size=8),
       st.integers(min_value=1, max_value=40))
def test_any_split_of_good_lines_gives_the_same_objects(objects: list[dict], step: int) -> None:
    data = b"".join(json.dumps(o).encode() + b"\n" for o in objects)
    chunks = [data[i:i + step] for i in range(0, len(data), step)]
    assert feed(*chunks) == objects


def test_frames_can_be_read_one_by_one_and_left_buffered() -> None:
    decoder = LineDecoder()
    decoder.push(b'{"a":1}\n{"a":2}\n{"a":')
    frames = decoder.frames()
    assert next(frames) == {"a": 1}
    frames.close()  # the reader stopped: the rest stays buffered
    decoder.push(b"3}\n")
    assert list(decoder.frames()) == [{"a": 2}, {"a": 3}]
