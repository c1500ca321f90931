"""Keeping score the traditional way, with a 2 and a 3 from the unused cards.

Customs differ from table to table; this module implements one common, consistent
scheme and draws it. The two cards are stacked: count the pips (suit symbols) you
can see, and add 5 when the top card lies *across* the bottom one.

>>> layout(4)
ScoreCards(points=4, bottom=3, bottom_up=True, top=2, top_up=True, crossed=False, covered=1)
>>> all(layout(p).value == p for p in range(10))
True
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .errors import EuchreError, shown

__all__ = ["ScoreCards", "layout", "score_svg"]


@dataclass(frozen=True)
class ScoreCards:
    """How the 2 and the 3 lie for one score: the bottom card and the top card (ranks 2
    or 3, face up or down), whether the top card crosses the bottom one, and how many of
    the bottom card's pips the top card hides."""

    points: int
    bottom: int
    bottom_up: bool
    top: int
    top_up: bool
    crossed: bool
    covered: int

    @property
    def visible_pips(self) -> int:
        """Pips a player can see."""
        return (self.bottom - self.covered if self.bottom_up else 0) + (
            self.top if self.top_up else 0
        )

    @property
    def value(self) -> int:
        """The score this layout shows: the visible pips, plus 5 if the cards cross."""
        return self.visible_pips + (5 if self.crossed else 0)

    def describe(self) -> str:
        """The layout in words.

        >>> layout(7).describe()
        'the 2 face up, with the 3 face down across it: 2 pips showing, plus 5 for the cross'
        """
        face = {True: "face up", False: "face down"}
        how = "across it" if self.crossed else "on top"
        text = f"the {self.bottom} {face[self.bottom_up]}, with the {self.top} {face[self.top_up]} {how}"
        if self.covered:
            text += f" hiding {self.covered} of its pips"
        pips = self.visible_pips
        text += f": {pips} pip{'s' if pips != 1 else ''} showing"
        if self.crossed:
            text += ", plus 5 for the cross"
        return text


_LAYOUTS = {
    0: (3, False, 2, False, False, 0),
    1: (3, True, 2, False, False, 2),
    2: (3, False, 2, True, False, 0),
    3: (2, False, 3, True, False, 0),
    4: (3, True, 2, True, False, 1),
    5: (3, False, 2, False, True, 0),
    6: (3, True, 2, False, True, 2),
    7: (2, True, 3, False, True, 0),
    8: (3, True, 2, False, True, 0),
    9: (3, True, 2, True, True, 1),
}


def layout(points: int) -> ScoreCards:
    """The layout for a score of 0 to 9 (at 10 the game is won)."""
    if type(points) is not int or points not in _LAYOUTS:
        raise EuchreError(f"points={shown(points)}: the 2 and the 3 show scores from 0 to 9.")
    return ScoreCards(points, *_LAYOUTS[points])


_W, _H = 50, 74
_SYMBOLS = frozenset("♠♣♥♦")
_COLOUR = re.compile(r"#[0-9a-fA-F]{3,8}|[a-zA-Z]{1,20}")


def _pip_ys(count: int) -> list[float]:
    return [16.0, 58.0] if count == 2 else [16.0, 37.0, 58.0]


def _card(x: float, y: float, rank: int, up: bool, symbol: str, colour: str, rotate: bool) -> str:
    transform = f' transform="rotate(90 {x + _W / 2} {y + _H / 2})"' if rotate else ""
    parts = [f"<g{transform}>"]
    if up:
        parts.append(
            f'<rect x="{x}" y="{y}" width="{_W}" height="{_H}" rx="5" fill="#fff" stroke="#333"/>'
        )
        parts.append(f'<text x="{x + 4}" y="{y + 11}" font-size="10" fill="{colour}">{rank}</text>')
        for py in _pip_ys(rank):
            parts.append(
                f'<text x="{x + _W / 2}" y="{y + py + 5}" font-size="14" text-anchor="middle" '
                f'fill="{colour}">{symbol}</text>'
            )
    else:
        parts.append(
            f'<rect x="{x}" y="{y}" width="{_W}" height="{_H}" rx="5" fill="#2c4f8a" stroke="#333"/>'
        )
        parts.append(
            f'<rect x="{x + 5}" y="{y + 5}" width="{_W - 10}" height="{_H - 10}" rx="3" '
            'fill="none" stroke="#9db4dd"/>'
        )
    parts.append("</g>")
    return "".join(parts)


def score_svg(points: int, *, symbol: str = "♠", colour: str = "#111") -> str:
    """An SVG picture of the layout for ``points``, with a text alternative. ``symbol``
    is a suit's symbol (``♠ ♣ ♥ ♦``); ``colour`` a colour name or ``#`` code."""
    if not isinstance(symbol, str) or symbol not in _SYMBOLS:
        raise EuchreError(f"symbol={shown(symbol)} is not a suit symbol: choose ♠, ♣, ♥ or ♦.")
    if not isinstance(colour, str) or not _COLOUR.fullmatch(colour):
        raise EuchreError(
            f"colour={shown(colour)} is not a colour: give a name like 'red' or a code like '#111'."
        )
    cards = layout(points)
    x, y = 20.0, 8.0
    bottom = _card(x, y, cards.bottom, cards.bottom_up, symbol, colour, rotate=False)
    if cards.crossed:
        hide = {0: 86.0, 1: 66.0, 2: 45.0}[cards.covered]
        top = _card(x, y + hide - _H / 2 + 4, cards.top, cards.top_up, symbol, colour, rotate=True)
    else:
        shift = {0: 0.0, 1: 44.0, 2: 24.0}[cards.covered] if cards.bottom_up else 0.0
        top = _card(x, y + shift, cards.top, cards.top_up, symbol, colour, rotate=False)
    label = f"score {points}: {cards.describe()}"
    # The number stands clear below the lowest card of any layout (a top card moved
    # down 44, its edge at y + 44 + _H), so every picture has it at the same height.
    below = y + 44 + _H + 18
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="90" height="{int(below + 6)}" '
        f'viewBox="0 0 90 {int(below + 6)}" role="img" aria-label="{label}">'
        f"<title>{label}</title>{bottom}{top}"
        f'<text x="45" y="{int(below)}" font-size="12" text-anchor="middle">{points}</text></svg>'
    )
