"""The seats: their numbers, their names in each form, and the refusal of a value
that is not one.

Seats are numbered from 0 clockwise; the course names them by the compass, seat 0
South, the reader's own seat.
"""

from __future__ import annotations

from collections.abc import Sequence

from .errors import shown
from .words import listed

__all__ = ["FORM_SEAT_NAMES", "SEAT_NAMES", "not_a_seat"]

#: The seats' names, seat 0 first, then clockwise: you (South), the opponent on your
#: left (West), your partner (North), the opponent on your right (East).
SEAT_NAMES: tuple[str, str, str, str] = ("South", "West", "North", "East")

#: The seats' names in each form, by the number of players: two players face each
#: other (South and North); three sit South, West (on South's left) and East.
FORM_SEAT_NAMES: dict[int, tuple[str, ...]] = {
    2: ("South", "North"),
    3: ("South", "West", "East"),
    4: SEAT_NAMES,
    5: ("South", "West", "Northwest", "Northeast", "East"),
}


def not_a_seat(
    value: object, what: str = "seat", *, players: int = 4, names: Sequence[str] | None = None
) -> str:
    """The refusal of ``value`` as a seat: seats are numbers, each named (by ``names``,
    or the course's compass names), and a seat's name given instead is answered with
    its number.

    >>> not_a_seat("West")
    "seat='West' is not a seat: seats are 0 (South), 1 (West), 2 (North) and 3 (East); West is 1."
    >>> not_a_seat(5, "dealer", players=3)
    'dealer=5 is not a seat: seats are 0 (South), 1 (West) and 2 (East).'
    """
    names = FORM_SEAT_NAMES.get(players, SEAT_NAMES) if names is None else names
    seats = listed(f"{s} ({name})" for s, name in enumerate(names))
    message = f"{what}={shown(value)} is not a seat: seats are {seats}"
    if isinstance(value, str):
        lowered = [name.lower() for name in names]
        if value.strip().lower() in lowered:
            number = lowered.index(value.strip().lower())
            message += f"; {names[number]} is {number}"
    return message + "."
