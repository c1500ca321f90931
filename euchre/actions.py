"""The actions of a deal, each with a canonical text form that ``Deal.apply`` accepts.

>>> Action.parse("order alone"), Action.parse("call H"), Action.parse("play J♦")
(Action('order alone'), Action('call H'), Action('play JD'))
>>> str(Action.parse("Call hearts alone"))
'call H alone'
>>> Action.parse("bid seven")
Traceback (most recent call last):
...
euchre.errors.IllegalActionError: 'bid seven' is not an action: write pass, order, order alone, call H, call H alone, defend alone, discard 9C or play JH.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from .cards import Card, Suit
from .errors import CardParseError, IllegalActionError

__all__ = ["Action", "ActionKind"]


class ActionKind(enum.Enum):
    """What an action does."""

    PASS = "pass"
    ORDER = "order"  #: round 1: make the upcard's suit trump
    CALL = "call"  #: round 2: name a suit as trump
    DEFEND = "defend alone"  #: defend alone against a loner
    DISCARD = "discard"  #: the dealer's discard after picking up the upcard
    PLAY = "play"  #: play a card to the trick


_FORMS = "pass, order, order alone, call H, call H alone, defend alone, discard 9C or play JH"


@dataclass(frozen=True, slots=True)
class Action:
    """One decision of a player. Use the constructors or :meth:`parse`; the objects are
    shared, so comparing them is cheap."""

    kind: ActionKind
    suit: Suit | None = None
    card: Card | None = None
    alone: bool = False

    def __str__(self) -> str:
        kind = self.kind
        if kind is ActionKind.ORDER:
            return "order alone" if self.alone else "order"
        if kind is ActionKind.CALL:
            assert self.suit is not None
            return f"call {self.suit.letter}" + (" alone" if self.alone else "")
        if kind is ActionKind.DISCARD or kind is ActionKind.PLAY:
            assert self.card is not None
            return f"{kind.value} {self.card.code}"
        return str(kind.value)

    def __repr__(self) -> str:
        return f"Action('{self}')"

    @property
    def is_bid(self) -> bool:
        """True for a pass, an order or a call (the bidding actions)."""
        return self.kind in (ActionKind.PASS, ActionKind.ORDER, ActionKind.CALL)

    @property
    def makes_trump(self) -> bool:
        """True for an order or a call."""
        return self.kind in (ActionKind.ORDER, ActionKind.CALL)

    @staticmethod
    def pass_() -> Action:
        """Pass (in either bidding round, or when asked whether to defend alone)."""
        return PASS

    @staticmethod
    def order(alone: bool = False) -> Action:
        """Order up the upcard's suit (the dealer "picks it up")."""
        return ORDER_ALONE if alone else ORDER

    @staticmethod
    def call(suit: Suit | str, alone: bool = False) -> Action:
        """Name a suit as trump in the second round."""
        return _CALLS[Suit.parse(suit)][alone]

    @staticmethod
    def defend() -> Action:
        """Defend alone against a loner."""
        return DEFEND_ALONE

    @staticmethod
    def discard(card: Card | str) -> Action:
        """The dealer's discard."""
        return _DISCARDS[Card._parse_any(card).id]

    @staticmethod
    def play(card: Card | str) -> Action:
        """Play a card to the trick."""
        return _PLAYS[Card._parse_any(card).id]

    @classmethod
    def parse(cls, text: str | Action) -> Action:
        """Read an action from its text form (case and extra spaces do not matter; the
        synonyms "order up", "pick up", "assist" and "call hearts" are accepted)."""
        if isinstance(text, Action):
            return text
        words = str(text).lower().split()
        if words[-1:] == ["up"]:
            words = words[:-1]
        try:
            alone = words[-1:] == ["alone"]
            head = words[:-1] if alone else words
            if head in (["pass"], ["defend"], ["order"], ["pick"], ["assist"]) and (
                not alone or head != ["pass"]
            ):
                if head == ["pass"]:
                    return PASS
                if head == ["defend"]:
                    if alone:
                        return DEFEND_ALONE
                else:
                    return cls.order(alone)
            if len(head) == 2 and head[0] == "call":
                return cls.call(head[1], alone)
            if len(words) == 2 and words[0] in ("play", "discard"):
                card = Card._parse_any(words[1])
                return cls.play(card) if words[0] == "play" else cls.discard(card)
        except CardParseError as exc:
            raise IllegalActionError(f"{text!r} is not an action: {exc}") from None
        raise IllegalActionError(f"{text!r} is not an action: write {_FORMS}.")


PASS = Action(ActionKind.PASS)
ORDER = Action(ActionKind.ORDER)
ORDER_ALONE = Action(ActionKind.ORDER, alone=True)
DEFEND_ALONE = Action(ActionKind.DEFEND, alone=True)
_CALLS = {
    s: (Action(ActionKind.CALL, suit=s), Action(ActionKind.CALL, suit=s, alone=True)) for s in Suit
}
_DISCARDS = tuple(Action(ActionKind.DISCARD, card=Card.from_id(i)) for i in range(32))
_PLAYS = tuple(Action(ActionKind.PLAY, card=Card.from_id(i)) for i in range(32))
