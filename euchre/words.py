"""Words shared by every message the engine writes: a list said as a player says it.

>>> listed(["J♦", "Q♦", "A♠"]), listed(["pass", "order"], "or"), listed(["9♥"])
('J♦, Q♦ and A♠', 'pass or order', '9♥')
"""

from __future__ import annotations

from collections.abc import Iterable

__all__ = ["listed"]


def listed(items: Iterable[object], conjunction: str = "and") -> str:
    """``items`` (written with ``str``) as "A, B and C", or with ``conjunction``
    ("A, B or C"); one item alone, as itself."""
    names = [str(item) for item in items]
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + f" {conjunction} " + names[-1]
