"""DealTable: deal a hand, show or hide each seat, and try each trump suit.

>>> table = DealTable(seed=1)
>>> table.set_trump("H")
>>> table.rank_of("JD")
'trump #2 (left bower)'
>>> table.hide_seat(1); table.shown
(True, False, True, True)
"""

from __future__ import annotations

import random

import ipywidgets as w  # type: ignore[import-untyped]

from ..cards import Card, CardLike, Suit
from ..deal import Deal
from ..render import DEFAULT_SEAT_NAMES, deal_html, hand_html, table_html
from ..trump import bower_kind, effective_suit, is_trump, left_bower, plain_order, trump_order
from .base import EuchreWidget, action

__all__ = ["DealTable"]

_TRUMP_CHOICES = [("no trump yet", ""), *((f"{s} {s.plural}", s.letter) for s in Suit)]


class DealTable(EuchreWidget):
    """A table of four hands. ``deal(seed=...)`` deals again (no seed: a random deal),
    ``show_seat``/``hide_seat`` turn a hand face up or down, and ``set_trump`` shows
    every card's effective suit and rank with that suit trump."""

    def __init__(self, *, seed: int | None = None, dealer: int = 0) -> None:
        super().__init__()
        self._rng = random.Random(seed)
        self.dealer = dealer
        self.shown = (True, True, True, True)
        self.trump: Suit | None = None
        self.seed: int | None = seed
        self.current = Deal.shuffled(seed=self._rng, dealer=dealer)
        self.board = w.HTML()
        self.ranks = w.HTML()
        self.seed_box = w.IntText(value=seed or 0, description="Seed", layout={"width": "160px"})
        self.trump_menu = w.Dropdown(options=_TRUMP_CHOICES, value="", description="Trump")
        self.trump_menu.observe(self._on_trump_menu, "value")
        self.seat_boxes = [
            w.Checkbox(value=True, description=f"show {DEFAULT_SEAT_NAMES[s]}", indent=False)
            for s in range(4)
        ]
        for seat, box in enumerate(self.seat_boxes):
            box.observe(lambda change, seat=seat: self._on_seat_box(seat, change), "value")
        controls = self.row(
            [
                self.button("New random deal", lambda: self.deal()),
                self.seed_box,
                self.button("Deal this seed", lambda: self.deal(seed=self.seed_box.value)),
                self.trump_menu,
            ]
        )
        self.widget = w.VBox(
            [controls, self.row(self.seat_boxes), self.board, self.ranks, self.feedback]
        )
        self._draw()

    # ------------------------------------------------------------- actions

    @action
    def deal(self, seed: int | None = None) -> Deal:
        """Deal a new hand: the same ``seed`` always gives the same cards; without one the
        table's own generator deals (reproducible from the table's seed)."""
        if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int)):
            raise TypeError(f"seed={seed!r}: give a whole number, or nothing for a random deal.")
        self.seed = seed
        self.current = Deal.shuffled(seed=self._rng if seed is None else seed, dealer=self.dealer)
        self.say(
            "A new deal"
            + (f" (seed {seed})" if seed is not None else "")
            + f": seat {self.dealer} dealt, the upcard is {self.current.upcard}."
        )
        self._draw()
        return self.current

    @action
    def set_trump(self, trump: Suit | str | None) -> None:
        """Choose a trump suit (``"H"``, ``"♥"``, ``"hearts"``), or ``None`` for none."""
        self.trump = None if trump is None else Suit.parse(trump)
        value = "" if self.trump is None else self.trump.letter
        if self.trump_menu.value != value:
            self.trump_menu.value = value  # calls set_trump again, which changes nothing
        if self.trump is None:
            self.say("No trump chosen: every card belongs to its printed suit.")
        else:
            left = left_bower(self.trump)
            self.say(
                f"{self.trump.plural.capitalize()} are trump: {left} (the left bower) is a "
                f"{self.trump.singular} for the whole hand, and {self.trump.sister.plural} "
                "have only five cards."
            )
        self._draw()

    @action
    def show_seat(self, seat: int, shown: bool = True) -> None:
        """Turn a seat's hand face up (or face down with ``shown=False``)."""
        if isinstance(seat, bool) or seat not in range(4):
            raise ValueError(f"seat={seat!r} is not a seat: seats are 0, 1, 2 and 3.")
        flags = list(self.shown)
        flags[seat] = bool(shown)
        self.shown = (flags[0], flags[1], flags[2], flags[3])
        if self.seat_boxes[seat].value != bool(shown):
            self.seat_boxes[seat].value = bool(shown)
        self._draw()

    def hide_seat(self, seat: int) -> None:
        """Turn a seat's hand face down."""
        self.show_seat(seat, False)

    def _on_trump_menu(self, change: dict[str, object]) -> None:
        wanted = str(change["new"]) or None
        if wanted != (None if self.trump is None else self.trump.letter):
            self.set_trump(wanted)

    def _on_seat_box(self, seat: int, change: dict[str, object]) -> None:
        if bool(change["new"]) != self.shown[seat]:
            self.show_seat(seat, bool(change["new"]))

    # --------------------------------------------------------------- reading

    def rank_of(self, card: CardLike) -> str:
        """A card's effective suit and rank within it under the chosen trump, e.g.
        ``"trump #2 (left bower)"`` or ``"diamond #1"``; just its suit with no trump."""
        card = Card.parse(card)
        if self.trump is None:
            return card.suit.singular
        trump = self.trump
        if is_trump(card, trump):
            kind = bower_kind(card, trump)
            place = trump_order(trump).index(card) + 1
            return f"trump #{place}" + (f" ({kind} bower)" if kind else "")
        suit = effective_suit(card, trump)
        return f"{suit.singular} #{plain_order(suit, trump).index(card) + 1}"

    @property
    def text(self) -> str:
        """The table as text: shown hands and, with a trump, each card's rank."""
        lines = [f"Dealer: seat {self.current.dealer}   Upcard: {self.current.upcard}"]
        for seat in range(4):
            name = f"Seat {seat} ({DEFAULT_SEAT_NAMES[seat]})"
            if not self.shown[seat]:
                lines.append(f"{name}: 5 cards face down")
                continue
            hand = self.current.hand(seat)
            if self.trump is None:
                lines.append(f"{name}: " + " ".join(str(c) for c in hand))
            else:
                lines.append(f"{name}: " + ", ".join(f"{c} {self.rank_of(c)}" for c in hand))
        return "\n".join(lines)

    # ---------------------------------------------------------------- drawing

    def _draw(self) -> None:
        deal = self.current
        if self.trump is None:
            self.board.value = deal_html(deal, show=self.shown)
            self.ranks.value = ""
            return
        rows: list[list[str]] = []
        parts = [f"<p><b>{self.trump} {self.trump.plural.capitalize()} are trump.</b></p>"]
        for seat in range(4):
            name = f"Seat {seat} ({DEFAULT_SEAT_NAMES[seat]})"
            hand = deal.hand(seat)
            if self.shown[seat]:
                shown = hand_html(hand, trump=self.trump, annotate=True, label=name)
                rows.extend([name, str(c), self.rank_of(c)] for c in hand)
            else:
                shown = hand_html(hand, face_down=True, label=f"{name}: 5 cards face down")
            parts.append(f"<div><b>{name}</b>{' (dealer)' if seat == deal.dealer else ''}</div>")
            parts.append(shown)
        parts.append(f"<p>Upcard: {deal.upcard}</p>")
        self.board.value = "".join(parts)
        self.ranks.value = table_html(rows, header=["seat", "card", "effective suit and rank"])
