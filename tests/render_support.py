"""What a screen reader hears of the hands in a drawing, for the render tests."""

from __future__ import annotations

import re
from html.parser import HTMLParser

_HAND = re.compile(r"^(?:(.+)'s )?hand, (?:(\d+) cards?|no cards)$")


class _Hands(HTMLParser):
    """Each face-up hand's label (``hand_label``), and the spoken names of the cards
    inside it."""

    def __init__(self) -> None:
        super().__init__()
        self.hands: list[tuple[str, list[str]]] = []
        self._depth: list[int] = []  # open elements inside each unfinished hand
        self._open = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        label = found.get("aria-label") or ""
        if found.get("role") == "group" and _HAND.match(label):
            self.hands.append((label, []))
            self._depth.append(self._open)
        elif self._depth and found.get("role") == "img":
            self.hands[-1][1].append(label)
        self._open += 1

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.handle_starttag(tag, attrs)
        self.handle_endtag(tag)

    def handle_endtag(self, tag: str) -> None:
        self._open -= 1
        if self._depth and self._open == self._depth[-1]:
            self._depth.pop()


def hands_heard(html: str) -> list[str]:
    """Each face-up hand as a screen reader meets it: "West's hand: nine of clubs, ace
    of hearts", the cards by their names (what comes after a name's first comma, such
    as "left bower", left off). The hand's own label must count its cards right."""
    parser = _Hands()
    parser.feed(html)
    heard = []
    for label, cards in parser.hands:
        found = _HAND.match(label)
        assert found is not None
        assert int(found[2] or 0) == len(cards), (label, cards)
        whose = f"{found[1]}'s hand" if found[1] else "hand"
        heard.append(f"{whose}: " + (", ".join(c.split(",")[0] for c in cards) or "no cards"))
    return heard
