"""The actions of a deal, each with a canonical text form that ``Deal.apply`` accepts.

>>> Action.parse("order alone"), Action.parse("call H"), Action.parse("play J♦")
(Action('order alone'), Action('call H'), Action('play JD'))
>>> str(Action.parse("Call hearts alone"))
'call H alone'
>>> Action.parse("bid seven")
Traceback (most recent call last):
...
euchre.errors.IllegalActionError: 'bid seven' is not an action: write pass, order, order alone, call H, call H alone, call N (no trump), defend alone, discard 9C or play JH (in variants also name H, give AH and redeal).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from .cards import CARD_ID_COUNT, Card, Suit
from .errors import CardParseError, IllegalActionError

__all__ = ["Action", "ActionKind"]


class ActionKind(enum.Enum):
    """What an action does."""

    PASS = "pass"
    ORDER = "order"  #: round 1: make the upcard's suit trump
    CALL = "call"  #: round 2: name a suit as trump
    DEFEND = "defend alone"  #: defend alone against a loner
    DISCARD = "discard"  #: the dealer's discard after picking up the upcard (or a loner's)
    PLAY = "play"  #: play a card to the trick
    NAME = "name"  #: the joker variant: the dealer names the suit of a joker upcard
    GIVE = "give"  #: call for best: the loner's partner passes them a card
    REDEAL = "redeal"  #: a weak hand asks for a redeal (farmer's hand, ace-no-face)


_FORMS = (
    "pass, order, order alone, call H, call H alone, call N (no trump), defend alone, "
    "discard 9C or play JH (in variants also name H, give AH and redeal)"
)


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
            letter = "N" if self.suit is None else self.suit.letter
            return f"call {letter}" + (" alone" if self.alone else "")
        if kind is ActionKind.NAME:
            assert self.suit is not None
            return f"name {self.suit.letter}"
        if kind is ActionKind.DISCARD or kind is ActionKind.PLAY or kind is ActionKind.GIVE:
            if self.card is None:  # hidden from this player (see euchre.view)
                return str(kind.value)
            return f"{kind.value} {self.card.code}"
        return str(kind.value)

    def __repr__(self) -> str:
        return f"Action('{self}')"

    @property
    def is_bid(self) -> bool:
        """True for a pass, an order or a call (the bidding actions)."""
        return self.kind in (ActionKind.PASS, ActionKind.ORDER, ActionKind.CALL)

    @property
    def is_no_trump(self) -> bool:
        """True for a call of no trump (the no-trump variant): a call without a suit."""
        return self.kind is ActionKind.CALL and self.suit is None

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
    def call(suit: Suit | str | None, alone: bool = False) -> Action:
        """Name a suit as trump in the second round (``None`` or ``"N"``: no trump)."""
        if suit is None or (isinstance(suit, str) and suit.strip().lower() in _NO_TRUMP_WORDS):
            return _NO_TRUMP_CALLS[alone]
        return _CALLS[Suit.parse(suit)][alone]

    @staticmethod
    def no_trump(alone: bool = False) -> Action:
        """Call no trump in the second round (the no-trump variant)."""
        return _NO_TRUMP_CALLS[alone]

    @staticmethod
    def name(suit: Suit | str) -> Action:
        """The joker variant: the dealer names the suit of a joker turned up."""
        return _NAMES[Suit.parse(suit)]

    @staticmethod
    def give(card: Card | str) -> Action:
        """Call for best: the loner's partner passes this card to the loner."""
        return _GIVES[Card._parse_any(card).id]

    @staticmethod
    def redeal() -> Action:
        """Ask for a redeal with a weak hand (farmer's hand, ace-no-face)."""
        return REDEAL

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
        if words[:3] == ["call", "no", "trump"] or words[:2] == ["call", "notrump"]:
            words = ["call", "n", *words[3 if words[1] == "no" else 2 :]]
        if words == ["redeal"]:
            return REDEAL
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
            if len(words) == 2 and words[0] == "name":
                return cls.name(words[1])
            if len(words) == 2 and words[0] in ("play", "discard", "give"):
                card = Card._parse_any(words[1])
                if words[0] == "give":
                    return cls.give(card)
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
_NO_TRUMP_WORDS = frozenset({"n", "nt", "no trump", "notrump", "no-trump"})
_NO_TRUMP_CALLS = (Action(ActionKind.CALL), Action(ActionKind.CALL, alone=True))
_NAMES = {s: Action(ActionKind.NAME, suit=s) for s in Suit}
REDEAL = Action(ActionKind.REDEAL)
_DISCARDS = tuple(Action(ActionKind.DISCARD, card=Card.from_id(i)) for i in range(CARD_ID_COUNT))
_PLAYS = tuple(Action(ActionKind.PLAY, card=Card.from_id(i)) for i in range(CARD_ID_COUNT))
_GIVES = tuple(Action(ActionKind.GIVE, card=Card.from_id(i)) for i in range(CARD_ID_COUNT))
