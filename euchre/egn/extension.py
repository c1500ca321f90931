"""The engine's own keys in a deal of an EGN record: what Bid Euchre and five-handed
call-your-partner Euchre need and EGN 1.4 has no field for.

They sit in ``"x-euchre-course"`` objects, the name of the ruleset's extension (see
:data:`euchre.egn.rulesets.EXTENSION`): one in the deal's ``initialState`` for the
kitty, one in its ``EUCHRE_BIDDING`` phase for the bidding.

- ``initialState`` → ``kitty``: the cards nobody was dealt, as they lay. Five-handed:
  the three cards, the upcard (EGN's ``upCard``) first. Bid Euchre with the joker: the
  one card left face down (there is no upcard, so ``upCard`` is left out).
- ``EUCHRE_BIDDING`` → ``auction`` (Bid Euchre): each bid in turn from the dealer's
  left, ``"Pass"``, ``"Bid 3"`` to ``"Bid 6"`` or ``"Moon"``; EGN's ``calls`` stay
  empty. ``trump``: the suit the high bidder named, ``"s"``, ``"h"``, ``"d"``, ``"c"``
  or ``"n"`` (no trump). ``moonGive`` and ``moonDiscard``: the card the moon's partner
  passed and the card the bidder then laid away.
- ``EUCHRE_BIDDING`` → ``calledCard`` (five-handed): the card the maker called; whoever
  holds it is the maker's partner (nobody, if it is in the kitty).

>>> keys = read_keys({"kitty": ["Qd"]}, {"auction": ["Pass", "Bid 4", "Pass", "Pass"],
...                                      "trump": "h"}, Rules.bid_euchre().replace(joker=True),
...                  EGNError)
>>> keys.kitty, [str(a) for _, a in keys.auction], str(keys.trump)
((Card('Q♦'),), ['pass', 'bid 4', 'pass', 'pass'], 'trump H')
>>> read_keys(None, {"auction": ["Bid 7"]}, Rules.bid_euchre(), EGNError)
Traceback (most recent call last):
...
euchre.errors.EGNError: x-euchre-course.auction[0] is 'Bid 7': write 'Pass', 'Bid 3' to 'Bid 6' or 'Moon'.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ..actions import Action, ActionKind
from ..cards import Card
from ..deal import Deal
from ..errors import EGNError
from ..rules import Rules
from .fields import Fault, describe, parse_card, read_suit
from .rulesets import EXTENSION
from .safe_json import shown

__all__ = [
    "BIDDING_KEYS",
    "EXTENSION",
    "STATE_KEYS",
    "DealKeys",
    "bidding_keys",
    "egn_text",
    "read_keys",
    "state_keys",
]

#: The keys of ``initialState``'s extension object, and the forms they belong to.
STATE_KEYS = {"kitty": ("bid_euchre", "five_handed")}

#: The keys of the ``EUCHRE_BIDDING`` phase's extension object, and their forms.
BIDDING_KEYS = {
    "auction": ("bid_euchre",),
    "trump": ("bid_euchre",),
    "moonGive": ("bid_euchre",),
    "moonDiscard": ("bid_euchre",),
    "calledCard": ("five_handed",),
}

#: The forms in a player's words.
_FORM_WORDS = {
    "bid_euchre": "Bid Euchre",
    "five_handed": "five-handed call-your-partner Euchre",
}

_BID = re.compile(r"bid\s*([0-9]{1,2})")


@dataclass(frozen=True)
class DealKeys:
    """A deal's extension keys, read: the kitty as recorded (None when not given);
    Bid Euchre's auction (each bid's text and action), the trump named, the moon's
    give and discard; five-handed's called card."""

    kitty: tuple[Card, ...] | None = None
    auction: tuple[tuple[str, Action], ...] = ()
    trump: Action | None = None
    moon_give: Card | None = None
    moon_discard: Card | None = None
    called: Card | None = None


def _object(
    raw: object, where: str, keys: Mapping[str, tuple[str, ...]], rules: Rules
) -> dict[str, Any]:
    """The extension object at ``where``, its keys checked against the form."""
    if raw is None:
        return {}
    if not isinstance(raw, Mapping):
        raise EGNError(f"{where} must be an object, not {describe(raw)}.")
    for key in raw:
        if key not in keys:
            raise EGNError(f"{where} has the unknown key {shown(key)}: it holds {', '.join(keys)}.")
        forms = keys[key]
        if rules.form not in forms:
            owners = " and ".join(_FORM_WORDS[f] for f in forms)
            raise EGNError(
                f"{where}.{key} belongs to {owners}, but the ruleset is {_form_words(rules)}."
            )
    return dict(raw)


def _form_words(rules: Rules) -> str:
    if rules.form in _FORM_WORDS:
        return _FORM_WORDS[rules.form]
    return {
        "four_handed": (
            'four-handed Euchre (Bid Euchre says "auction": true in the ruleset\'s x-euchre-course)'
        ),
        "two_handed": "two-handed Euchre",
        "cutthroat": "cutthroat",
    }.get(rules.form, rules.form)


def _card(value: object, where: str, rules: Rules) -> Card:
    try:
        return parse_card(value, None, rules)
    except EGNError as exc:
        raise EGNError(f"{where}: {exc}") from None


def read_keys(state: object, bidding: object, rules: Rules, error: Fault) -> DealKeys:
    """The extension keys of one deal: ``state`` and ``bidding`` are the extension
    objects of its ``initialState`` and ``EUCHRE_BIDDING`` phase (or None). ``error``
    adds the place (the deal) to a message."""
    try:
        return _read(state, bidding, rules)
    except EGNError as exc:
        raise error(str(exc)) from None


def _read(state: object, bidding: object, rules: Rules) -> DealKeys:
    at_state = f"initialState.{EXTENSION}"
    at_bid = EXTENSION
    own_state = _object(state, at_state, STATE_KEYS, rules)
    own_bid = _object(bidding, at_bid, BIDDING_KEYS, rules)
    kitty: tuple[Card, ...] | None = None
    if "kitty" in own_state:
        raw = own_state["kitty"]
        size = rules.kitty_size
        if not isinstance(raw, list) or len(raw) != size:
            lay = "the upcard first" if rules.has_upcard else "face down"
            raise EGNError(
                f"{at_state}.kitty must list the {size} cards of the kitty ({lay}), not "
                f"{describe(raw)}" + (f" of {len(raw)}" if isinstance(raw, list) else "") + "."
            )
        cards = [_card(c, f"{at_state}.kitty[{i}]", rules) for i, c in enumerate(raw)]
        if len(set(cards)) != len(cards):
            raise EGNError(f"{at_state}.kitty lists a card twice.")
        kitty = tuple(cards)
    auction: list[tuple[str, Action]] = []
    if "auction" in own_bid:
        raw = own_bid["auction"]
        if not isinstance(raw, list):
            raise EGNError(
                f"{at_bid}.auction must be the list of bids in turn from the dealer's left "
                f"('Pass', 'Bid 3' to 'Bid 6', 'Moon'), not {describe(raw)}."
            )
        if len(raw) > rules.players:
            raise EGNError(
                f"{at_bid}.auction has {len(raw)} bids: each of the {rules.players} players "
                "bids once."
            )
        for i, text in enumerate(raw):
            auction.append((text, _bid(text, f"{at_bid}.auction[{i}]")))
    trump: Action | None = None
    if "trump" in own_bid:
        raw = own_bid["trump"]
        suit = read_suit(raw)
        if suit is not None:
            trump = Action.trump(suit)
        elif isinstance(raw, str) and raw.strip().lower() == "n":
            if not rules.allow_no_trump:
                raise EGNError(
                    f"{at_bid}.trump is 'n' (no trump), but the ruleset does not allow it "
                    "(allow_no_trump is false)."
                )
            trump = Action.trump(None)
        else:
            nt = ", or n (no trump)" if rules.allow_no_trump else ""
            raise EGNError(
                f"{at_bid}.trump is {describe(raw)}: write the suit the high bidder named "
                f"as s, h, d or c{nt}."
            )
    give = discard = None
    if "moonGive" in own_bid or "moonDiscard" in own_bid:
        if not rules.shoot_the_moon:
            raise EGNError(
                f"{at_bid} records the moon's cards, but the ruleset has shoot_the_moon "
                "off (no moon in its x-euchre-course)."
            )
        if "moonGive" not in own_bid:
            raise EGNError(
                f"{at_bid}.moonDiscard is given without moonGive: the bidder discards "
                "after the partner passes a card."
            )
        give = _card(own_bid["moonGive"], f"{at_bid}.moonGive", rules)
        if "moonDiscard" in own_bid:
            discard = _card(own_bid["moonDiscard"], f"{at_bid}.moonDiscard", rules)
    called = None
    if "calledCard" in own_bid:
        called = _card(own_bid["calledCard"], f"{at_bid}.calledCard", rules)
    return DealKeys(kitty, tuple(auction), trump, give, discard, called)


def _bid(text: object, where: str) -> Action:
    """One bid of the auction."""
    word = text.strip().lower() if isinstance(text, str) else ""
    if word == "pass":
        return Action.pass_()
    if word == "moon":
        return Action.moon()
    match = _BID.fullmatch(word)
    if match is not None and 3 <= int(match.group(1)) <= 6:
        return Action.bid(int(match.group(1)))
    raise EGNError(f"{where} is {shown(text)}: write 'Pass', 'Bid 3' to 'Bid 6' or 'Moon'.")


def egn_text(action: Action) -> str:
    """An auction's bid as the record writes it: ``"Pass"``, ``"Bid 4"``, ``"Moon"``.

    >>> egn_text(Action.bid(4)), egn_text(Action.pass_()), egn_text(Action.moon())
    ('Bid 4', 'Pass', 'Moon')
    """
    if action.kind is ActionKind.BID:
        return f"Bid {action.tricks}"
    return "Moon" if action.kind is ActionKind.MOON else "Pass"


def state_keys(deal: Deal, card: Any) -> dict[str, Any]:
    """The extension object of a deal's ``initialState`` (empty for the other forms,
    and for Bid Euchre without the joker, whose kitty is empty). ``card`` writes a card."""
    if deal.rules.form not in STATE_KEYS["kitty"] or not deal.kitty:
        return {}
    return {"kitty": [card(Card.from_id(c)) for c in deal.kitty]}


def bidding_keys(deal: Deal, card: Any) -> dict[str, Any]:
    """The extension object of a deal's ``EUCHRE_BIDDING`` phase: Bid Euchre's auction,
    trump and moon cards, five-handed's called card (as far as the deal has gone)."""
    form = deal.rules.form
    keys: dict[str, Any] = {}
    if form == "bid_euchre":
        auction = [egn_text(t.action) for t in deal.history if t.action.is_bid]
        keys["auction"] = auction
        for turn in deal.history:
            act = turn.action
            if act.kind is ActionKind.TRUMP:
                keys["trump"] = "n" if act.suit is None else act.suit.letter.lower()
            elif act.kind is ActionKind.GIVE and act.card is not None:
                keys["moonGive"] = card(act.card)
            elif act.kind is ActionKind.DISCARD and act.card is not None:
                keys["moonDiscard"] = card(act.card)
    elif form == "five_handed":
        for turn in deal.history:
            if turn.action.kind is ActionKind.PARTNER and turn.action.card is not None:
                keys["calledCard"] = card(turn.action.card)
    return keys
