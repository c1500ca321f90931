"""DealTable: deal a hand, show or hide each seat, and try each trump suit.

The seed box takes a whole number of 0 or more (the same number always deals the same cards);
"Deal this seed" with an empty box, a fraction or a word explains what it needs.

>>> table = DealTable(seed=1)
>>> table.set_trump("H")
>>> table.rank_of("JD")
'trump #2 (left bower)'
>>> table.hide_seat(1); table.shown
(True, False, True, True)
>>> table.deal_from_box("3.5") is None
The seed '3.5' is not a whole number of 0 or more: type digits only, such as 2024 (up to 30 of them), or press New random deal.
True
>>> table.feedback_text.startswith("The seed '3.5' is not a whole number")
True
>>> _ = table.set_form("cutthroat")
>>> [line.split(":")[0] for line in table.text.splitlines()[1:]]
['South', 'West', 'East']
>>> _ = table.set_form("five_handed")
>>> [line.split(":")[0] for line in table.text.splitlines()[1:]]
['South', 'West', 'Northwest', 'Northeast', 'East']
"""

from __future__ import annotations

import functools
import html
import random

import ipywidgets as w  # type: ignore[import-untyped]

from ..cards import Card, CardLike, Suit
from ..checks import seat_arg
from ..deal import Deal
from ..narration import seat_names
from ..render import deal_html, table_html
from ..rules import Rules
from ..trump import bower_kind, effective_suit, is_trump, left_bower, plain_order, trump_order
from ..words import listed
from .base import (
    FORMS,
    MAX_PLAYERS,
    MAX_SEED_DIGITS,
    EuchreWidget,
    WidgetInputError,
    action,
    board_layout,
    label_style,
    parse_seed,
    preset_name,
)

__all__ = ["DealTable"]

_TRUMP_CHOICES = [("no trump yet", ""), *((f"{s} {s.plural}", s.letter) for s in Suit)]


class DealTable(EuchreWidget):
    """A table of four hands (two, three or five in the other forms, six cards each
    in Bid Euchre: ``set_form`` or the Game menu). ``deal(seed=...)`` deals again (no seed: a random deal),
    ``show_seat``/``hide_seat`` turn a hand face up or down, and ``set_trump`` shows
    every card's effective suit and rank with that suit trump. The seed picks the
    dealer as well as the cards (``dealer=`` keeps one seat dealing)."""

    def __init__(self, *, seed: int | None = None, dealer: int | None = None) -> None:
        super().__init__()
        # (the seed box's own rule: a whole number of 0 or more, which it can deal again)
        seed = parse_seed(seed, otherwise="give no seed for new cards")
        self._rng = random.Random(seed)
        # None: the seed picks the dealer too (seed mod the number of players), so the
        # deal goes round the table from one random deal to the next, and a seed typed
        # again brings back the same dealer with the same cards.
        self.rules = Rules()
        # The table opens four-handed; in a form of fewer players the seat wraps round.
        self.dealer = None if dealer is None else seat_arg(dealer, "dealer", self.rules.players)
        self.shown: tuple[bool, ...] = (True, True, True, True)
        self.trump: Suit | None = None
        if seed is None:  # a seed of its own, shown in the box like every other deal's
            seed = self._rng.randrange(10**9)
        self.seed: int | None = seed
        self.current = Deal.shuffled(seed=seed, dealer=self._dealer_for(seed))
        self.form_menu = w.Dropdown(
            options=list(FORMS.items()),
            value="standard",
            description="Game",
            style=label_style(),
            layout=w.Layout(max_width="100%"),
        )
        self.on_change(self.form_menu, self._on_form_menu)
        self.board = w.HTML(layout=board_layout())
        self.counts = w.HTML()
        self.ranks = w.HTML()
        self.seed_box = w.Text(
            value=str(seed),
            description="Seed",
            style=label_style(),
            placeholder="a whole number",
            tooltip=f"A whole number of 0 or more, up to {MAX_SEED_DIGITS} digits",
            layout=w.Layout(width="20em"),
        )
        self.on_enter(self.seed_box, lambda: self.deal_from_box())
        self.trump_menu = w.Dropdown(
            options=_TRUMP_CHOICES,
            value="",
            description="Trump",
            style=label_style(),
        )
        self.on_change(self.trump_menu, self._on_trump_menu)
        # A box for every seat any form has; those this form has not are hidden.
        self.seat_boxes = [
            self.check_box(f"show {self.names[s]}", True) for s in range(MAX_PLAYERS)
        ]
        for seat, box in enumerate(self.seat_boxes):
            self.on_change(box, functools.partial(self._on_seat_box, seat))
            if seat >= self.rules.players:
                box.layout.display = "none"
        controls = self.row(
            [
                self.button("New random deal", lambda: self.deal()),
                self.seed_box,
                self.button("Deal this seed", lambda: self.deal_from_box()),
                self.trump_menu,
                self.form_menu,
            ]
        )
        self.widget = self.frame(
            [
                controls,
                self.row(self.seat_boxes),
                # What the controls did (or why they could not), beside them: under
                # the board it was out of sight on a phone.
                self.feedback,
                self.board,
                self.counts,
                self.ranks,
            ]
        )
        self._draw()

    def _dealer_for(self, seed: int) -> int:
        return (seed if self.dealer is None else self.dealer) % self.rules.players

    # ------------------------------------------------------------- actions

    @action
    def deal(self, seed: int | None = None) -> Deal:
        """Deal a new hand: the same ``seed`` always gives the same cards; without one the
        table's own generator picks a new seed (reproducible from the table's seed).
        Either way the seed box then shows the seed of the cards on the table, so
        Deal this seed brings them back."""
        if seed is not None:
            # explains anything that is not a whole number
            seed = parse_seed(seed, otherwise="give no seed for new cards")
            if seed is None:
                raise WidgetInputError(
                    "Give the seed as a whole number, such as 2024, or nothing for a random deal."
                )
        else:
            seed = self._rng.randrange(10**9)
        self.seed = seed
        self.seed_box.value = str(seed)
        self.current = Deal.shuffled(seed=seed, dealer=self._dealer_for(seed), rules=self.rules)
        self.say(
            f"A new deal (seed {seed}): {self.names[self.current.dealer]} dealt, "
            f"{self._upcard_words()}."
        )
        self._draw()
        return self.current

    @action
    def deal_from_box(self, text: str | None = None) -> Deal | None:
        """Deal the seed typed in the seed box (or ``text``): a whole number always deals
        the same cards; an empty box or anything else is explained."""
        typed = self.seed_box.value if text is None else text
        seed = parse_seed(typed, otherwise="press New random deal")
        if seed is None:
            raise WidgetInputError(
                "The seed box is empty: type a whole number such as 2024 to deal its cards "
                "(the same number always deals the same cards), or press New random deal."
            )
        return self.deal(seed=seed)

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
    def set_form(self, form: str) -> Deal | None:
        """Play another form of the game (``"standard"``, ``"railroad"``,
        ``"two_handed"``, ``"cutthroat"``, ``"bid_euchre"``, ``"five_handed"``, as the
        Game menu lists them) and deal again: the seed in the box, if it holds one, so
        that the same seed can be seen dealt in each form; otherwise new cards."""
        if form not in FORMS.values():
            raise WidgetInputError(
                f"{form!r} is not a form of the game here: choose one of "
                + ", ".join(repr(f) for f in FORMS.values())
                + "."
            )
        self.rules = Rules.presets()[form]
        players = self.rules.players
        self.shown = (True,) * players
        for seat, box in enumerate(self.seat_boxes):
            box.layout.display = "" if seat < players else "none"
            box.description = f"show {self.names[seat]}" if seat < players else ""
            box.value = True
        try:
            kept = parse_seed(self.seed_box.value)
        except WidgetInputError:
            kept = None  # not a seed: new cards, and the box shows their seed
        if self.form_menu.value != form:
            self.form_menu.value = form  # calls set_form again, which deals once more
        return self.deal(kept)

    @property
    def names(self) -> tuple[str, ...]:
        """The seats' names at this table (South, West, North, East in four-handed; a
        seat this form has not is named "")."""
        return seat_names(players=self.rules.players) + ("",) * (MAX_PLAYERS - self.rules.players)

    @action
    def show_seat(self, seat: int, shown: bool = True) -> None:
        """Turn a seat's hand face up (or face down with ``shown=False``)."""
        players = self.rules.players
        if isinstance(seat, bool) or seat not in range(players):
            names = (f"{s} ({name})" for s, name in enumerate(seat_names(players=players)))
            raise WidgetInputError(f"seat={seat!r} is not a seat: the seats are {listed(names)}.")
        flags = list(self.shown)
        flags[seat] = bool(shown)
        self.shown = tuple(flags)
        if self.seat_boxes[seat].value != bool(shown):
            self.seat_boxes[seat].value = bool(shown)
        self._draw()

    def hide_seat(self, seat: int) -> None:
        """Turn a seat's hand face down."""
        self.show_seat(seat, False)

    def _on_trump_menu(self, value: object) -> None:
        wanted = str(value) or None
        if wanted != (None if self.trump is None else self.trump.letter):
            self.set_trump(wanted)

    def _on_form_menu(self, value: object) -> None:
        if value != preset_name(self.rules):
            self.set_form(str(value))

    def _on_seat_box(self, seat: int, value: object) -> None:
        if seat >= self.rules.players:  # the box of a seat this form has not (hidden)
            return
        if bool(value) != self.shown[seat]:
            self.show_seat(seat, bool(value))

    # --------------------------------------------------------------- reading

    def rank_of(self, card: CardLike) -> str:
        """A card's effective suit and rank within it under the chosen trump, e.g.
        ``"trump #2 (left bower)"`` or ``"diamond #1"``; just its suit with no trump."""
        rules = self.rules
        card = (
            card
            if type(card) is Card
            else Card.parse(card, min_rank=rules.min_rank, joker=rules.joker)
        )
        if card.is_joker:
            if self.trump is None:
                return "the joker (a trump of whichever suit is trump)"
            return "trump #1 (the joker, above both bowers)"
        if self.trump is None:
            return card.suit.singular
        trump = self.trump
        if is_trump(card, trump):
            kind = bower_kind(card, trump)
            order = trump_order(trump, min_rank=rules.min_rank, joker=rules.joker)
            place = order.index(card) + 1
            return f"trump #{place}" + (f" ({kind} bower)" if kind else "")
        suit = effective_suit(card, trump)
        order = plain_order(suit, trump, min_rank=rules.min_rank)
        return f"{suit.singular} #{order.index(card) + 1}"

    @property
    def text(self) -> str:
        """The table as text: shown hands and, with a trump, each card's rank."""
        dealer = self.names[self.current.dealer]
        upcard = self.current.upcard
        lines = [
            f"Dealer: {dealer}   Upcard: {upcard}"
            if upcard is not None
            else f"Dealer: {dealer}   No upcard: the players bid for trump"
        ]
        for seat in range(self.rules.players):
            name = self.names[seat]
            if not self.shown[seat]:
                lines.append(f"{name}: {self.rules.hand_size} cards face down")
                continue
            hand = self.current.hand(seat)
            if self.trump is None:
                lines.append(f"{name}: " + " ".join(str(c) for c in hand))
            else:
                lines.append(f"{name}: " + ", ".join(f"{c} {self.rank_of(c)}" for c in hand))
        return "\n".join(lines)

    def trump_counts(self) -> dict[str, int]:
        """How many trumps each seat holds with the chosen trump (the left bower
        included), by seat name; empty with no trump chosen."""
        if self.trump is None:
            return {}
        trump = self.trump
        return {
            self.names[seat]: sum(is_trump(c, trump) for c in self.current.hand(seat))
            for seat in range(self.rules.players)
        }

    def _upcard_words(self) -> str:
        upcard = self.current.upcard
        if upcard is None:
            return "no card is turned up: the players bid for trump"
        return f"the upcard is {upcard}"

    # ---------------------------------------------------------------- drawing

    def _draw(self) -> None:
        deal = self.current
        self.board.value = deal_html(
            deal,
            show=self.shown,
            trump=self.trump,
            annotate=self.trump is not None,
            fit=True,
        )
        if self.trump is None:
            self.counts.value = ""
            self.ranks.value = ""
            return
        counts = self.trump_counts()
        # Face-down hands are not counted (that would give their cards away).
        shown = [f"{name} {n}" for seat, (name, n) in enumerate(counts.items()) if self.shown[seat]]
        self.counts.value = html.escape(
            f"Trumps held ({self.trump.plural}): " + (", ".join(shown) or "every hand is face down")
        )
        rows: list[list[str]] = []
        for seat in range(self.rules.players):
            if self.shown[seat]:
                name = self.names[seat]
                rows.extend([name, str(c), self.rank_of(c)] for c in deal.hand(seat))
        self.ranks.value = (
            "<details><summary>Every card's suit and rank, as a list</summary>"
            + table_html(rows, header=["seat", "card", "effective suit and rank"])
            + "</details>"
        )
