"""Reading the JSON of an EGN file safely: any text, bytes or file in, plain JSON
values out, and every fault an :class:`~euchre.errors.EGNError` in a reader's words.

JSON itself allows things no EGN record needs and that would break a reader later:
nesting thousands of levels deep, numbers thousands of digits long, ``NaN``, the same
key twice in one object (the first value is silently lost), text that is not UTF-8.
:func:`parse` refuses them all, naming where; a byte-order mark is accepted.

>>> parse('{"deals": [1, 2]}')
{'deals': [1, 2]}
>>> parse('\\ufeff{"a": 1}')
{'a': 1}
>>> parse('{"a": 1, "a": 2}')
Traceback (most recent call last):
...
euchre.errors.EGNError: The EGN text has the key 'a' twice in one object: each key may appear once.
>>> parse("[" * 100000)
Traceback (most recent call last):
...
euchre.errors.EGNError: The EGN text is nested too deeply: an EGN record needs at most 32 levels of brackets.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Mapping
from typing import Any

from ..errors import EGNError

__all__ = ["MAX_CHARS", "MAX_DEPTH", "MAX_DIGITS", "check", "decode", "parse", "shown"]

#: The deepest nesting of objects and lists an EGN record may have (real records
#: need 7: deals, alternative lines, phases, tricks, cards).
MAX_DEPTH = 32
#: The longest whole number, in digits (scores and seats need one or two).
MAX_DIGITS = 15
#: The longest EGN text, in characters (a long game is a few hundred thousand).
MAX_CHARS = 10_000_000
_MAX_NODES = 1_000_000
_LIMIT = 10**MAX_DIGITS

_SURROGATE = re.compile("[\\ud800-\\udfff]")


def shown(value: object, limit: int = 40) -> str:
    """A short quotation of ``value`` for a message (long texts are cut).

    >>> shown("x" * 100)
    "'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx...' (100 characters)"
    """
    if isinstance(value, (str, bytes, bytearray)) and len(value) > limit:
        return f"{value[: limit - 2]!r}"[:-1] + f"...' ({len(value)} characters)"
    try:
        text = repr(value)
    except Exception:  # a broken __repr__ of a caller's object
        text = f"<{type(value).__name__}>"
    return text if len(text) <= limit + 20 else text[: limit + 17] + "..."


def decode(data: bytes | bytearray, where: str = "The EGN text") -> str:
    """``data`` as UTF-8 text (a byte-order mark is dropped).

    >>> decode(b"\\xef\\xbb\\xbf{}")
    '{}'
    >>> decode(b'{"title": "Caf\\xe9"}')
    Traceback (most recent call last):
    ...
    euchre.errors.EGNError: The EGN text is not UTF-8 text (byte 0xe9 at position 14): save the file as UTF-8.
    """
    if len(data) > 4 * MAX_CHARS:
        raise EGNError(f"{where} is {len(data)} bytes long: an EGN file may have {MAX_CHARS}.")
    try:
        return bytes(data).decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        byte = exc.object[exc.start]
        raise EGNError(
            f"{where} is not UTF-8 text (byte 0x{byte:02x} at position {exc.start}): "
            "save the file as UTF-8."
        ) from None


def _pairs(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise EGNError(
                f"The EGN text has the key {shown(key)} twice in one object: each key may "
                "appear once."
            )
        out[key] = value
    return out


def _int(text: str) -> int:
    digits = len(text.lstrip("-"))
    if digits > MAX_DIGITS:
        raise EGNError(
            f"The EGN text has a number {digits} digits long: numbers in EGN have at most "
            f"{MAX_DIGITS} digits."
        )
    return int(text)


def _float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise EGNError(f"The EGN text has the number {shown(text)}, which is too large.")
    return value


def _constant(text: str) -> float:
    raise EGNError(f"The EGN text has {text}, which is not a number JSON allows.")


def parse(text: str | bytes | bytearray) -> Any:
    """The JSON value of an EGN text (see the module's description)."""
    if isinstance(text, (bytes, bytearray)):
        text = decode(text)
    if not isinstance(text, str):
        raise EGNError(f"An EGN text is a string of JSON, not {type(text).__name__}.")
    if len(text) > MAX_CHARS:
        raise EGNError(
            f"The EGN text is {len(text)} characters long: an EGN file may have {MAX_CHARS}."
        )
    text = text.removeprefix("\ufeff")
    if not text.strip():
        raise EGNError("The EGN text is empty: an EGN file is a JSON object.")
    try:
        value = json.loads(
            text,
            object_pairs_hook=_pairs,
            parse_int=_int,
            parse_float=_float,
            parse_constant=_constant,
        )
    except RecursionError:
        raise _too_deep() from None
    except json.JSONDecodeError as exc:
        raise EGNError(
            f"The EGN text is not valid JSON: {exc.msg} at line {exc.lineno}, column {exc.colno}."
        ) from None
    check(value)
    return value


def _too_deep() -> EGNError:
    return EGNError(
        f"The EGN text is nested too deeply: an EGN record needs at most {MAX_DEPTH} "
        "levels of brackets."
    )


def _place(path: tuple[object, ...]) -> str:
    out = ""
    for part in path:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            text = str(part)
            name = text if text.isidentifier() and len(text) <= 40 else f"[{shown(text)}]"
            out += name if not out or name.startswith("[") else f".{name}"
    return out or "the EGN document"


def check(value: object) -> None:
    """Refuse anything in ``value`` that JSON cannot hold or an EGN record does not need:
    objects with keys that are not text, tuples, sets and other Python values, numbers
    too large, unpaired surrogates in texts, nesting deeper than :data:`MAX_DEPTH`.

    >>> check({"deals": [{"dealer": (0, 1)}]})
    Traceback (most recent call last):
    ...
    euchre.errors.EGNError: deals[0].dealer is a tuple, which JSON does not have: use a list.
    """
    stack: list[tuple[object, tuple[object, ...]]] = [(value, ())]
    nodes = 0
    while stack:
        item, path = stack.pop()
        nodes += 1
        if nodes > _MAX_NODES:
            raise EGNError(f"The EGN document has more than {_MAX_NODES} values: too large.")
        if len(path) > MAX_DEPTH:
            raise _too_deep()
        if item is None or isinstance(item, bool):
            continue
        if isinstance(item, str):
            if _SURROGATE.search(item):
                raise EGNError(
                    f"{_place(path)} has a text with an unpaired surrogate (like \\ud800), "
                    "which is not a character."
                )
        elif isinstance(item, int):
            if abs(item) >= _LIMIT:
                raise EGNError(
                    f"{_place(path)} is a number more than {MAX_DIGITS} digits long: numbers "
                    f"in EGN have at most {MAX_DIGITS} digits."
                )
        elif isinstance(item, float):
            if not math.isfinite(item):
                raise EGNError(f"{_place(path)} is {item}, which JSON does not allow.")
        elif isinstance(item, list):
            stack.extend((v, (*path, i)) for i, v in enumerate(item))
        elif isinstance(item, Mapping):
            for key, v in item.items():
                if not isinstance(key, str):
                    raise EGNError(
                        f"{_place(path)} has the key {shown(key)}: keys in JSON are texts."
                    )
                if _SURROGATE.search(key):
                    raise EGNError(
                        f"{_place(path)} has a key with an unpaired surrogate (like \\ud800), "
                        "which is not a character."
                    )
                stack.append((v, (*path, key)))
        else:
            kind = type(item).__name__
            hint = ": use a list" if isinstance(item, (tuple, set, frozenset)) else ""
            raise EGNError(f"{_place(path)} is a {kind}, which JSON does not have{hint}.")
