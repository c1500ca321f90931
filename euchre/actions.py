"""The actions of a deal, each with a canonical text form that ``Deal.apply`` accepts.

>>> Action.parse("order alone"), Action.parse("call H"), Action.parse("play J♦")
(Action('order alone'), Action('call H'), Action('play JD'))
>>> str(Action.parse("Call hearts alone"))
'call H alone'
>>> Action.parse("bid 4"), Action.parse("trump N"), Action.parse("partner A♠")
(Action('bid 4'), Action('trump N'), Action('partner AS'))
>>> Action.parse("bid seven")
Traceback (most recent call last):
...
euchre.errors.IllegalActionError: 'bid seven' is not an action: a bid is for 3, 4, 5 or 6 of the six tricks, like 'bid 4' (or moon, or pass).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field

from .cards import CARD_ID_COUNT, Card, Suit
from .checks import bool_arg
from .errors import CardParseError, IllegalActionError, shown

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
    UNDER = "go under"  #: go under: a weak hand swaps three cards with the kitty
    BID = "bid"  #: Bid Euchre: bid a number of tricks ("bid 4")
    MOON = "moon"  #: Bid Euchre: shoot the moon, all six tricks alone
    TRUMP = "trump"  #: Bid Euchre: the high bidder names trump ("trump H", "trump N")
    PARTNER = "partner"  #: five-handed: the maker calls the card whose holder partners them

    @classmethod
    def _missing_(cls, value: object) -> ActionKind:
        raise IllegalActionError(
            f"ActionKind({shown(value)}) is not a kind of action: the kinds are "
            + ", ".join(repr(k.value) for k in cls)
            + "."
        )


_SUIT_KINDS = frozenset({ActionKind.CALL, ActionKind.NAME, ActionKind.TRUMP})
_CARD_KINDS = frozenset({ActionKind.DISCARD, ActionKind.PLAY, ActionKind.GIVE, ActionKind.PARTNER})
#: The bids of Bid Euchre: a number of the six tricks.
BID_TRICKS = (3, 4, 5, 6)
_ALONE_KINDS = frozenset({ActionKind.ORDER, ActionKind.CALL, ActionKind.DEFEND})


def _suit_field(suit: object, kind: ActionKind) -> Suit | None:
    """An action's suit given otherwise than as a :class:`Suit`: a text."""
    if isinstance(suit, str):
        if kind in (ActionKind.CALL, ActionKind.TRUMP) and suit.strip().lower() in _NO_TRUMP_WORDS:
            return None
        try:
            return Suit.parse(suit)
        except CardParseError as exc:
            raise IllegalActionError(f"suit={shown(suit)}: {exc}") from None
    raise IllegalActionError(
        f"suit={shown(suit)} is not a suit: give a Suit such as Suit.HEARTS, or a text such "
        "as 'H' (for a call of no trump, no suit: Action.no_trump())."
    )


def _card_field(card: object) -> Card:
    """An action's card given otherwise than as a :class:`Card`: a text."""
    if isinstance(card, str):
        try:
            return Card._parse_any(card)
        except CardParseError as exc:
            raise IllegalActionError(f"card={shown(card)}: {exc}") from None
    raise IllegalActionError(
        f"card={shown(card)} is not a card: give a Card such as Card('JH'), or a text such as 'JH'."
    )


_FORMS = (
    "pass, order, order alone, call H, call H alone, call N (no trump), defend alone, "
    "discard 9C or play JH (in variants also name H, give AH, redeal and go under; in "
    "Bid Euchre bid 4, moon and trump H; five-handed partner AS)"
)


@dataclass(frozen=True, slots=True)
class Action:
    """One decision of a player. Use the constructors or :meth:`parse`; the objects are
    shared, so comparing them is cheap.

    An action may be made from its text, as it prints (the same as :meth:`parse`):

    >>> Action("play AH"), Action("call H alone") == Action.call("H", alone=True)
    (Action('play AH'), True)

    An action built by hand is checked field by field, as strictly as its text (a
    suit or a card may be given as text):

    >>> Action(ActionKind.CALL, suit="H", alone=True)
    Action('call H alone')
    >>> Action(ActionKind.CALL, suit=4)
    Traceback (most recent call last):
    ...
    euchre.errors.IllegalActionError: suit=4 is not a suit: give a Suit such as Suit.HEARTS, or a text such as 'H' (for a call of no trump, no suit: Action.no_trump()).
    """

    kind: ActionKind
    suit: Suit | None = None
    card: Card | None = None
    alone: bool = False
    #: Bid Euchre: the tricks a bid names (3 to 6), for a bid only.
    tricks: int | None = None
    # The card id of the engine's own play actions (-1 for every other action, and for
    # any action built by hand): ``Deal.apply`` takes its fast path on this alone.
    _code: int = field(default=-1, init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        kind, suit, card, alone = self.kind, self.suit, self.card, self.alone
        tricks = self.tricks
        if (
            isinstance(kind, str)
            and suit is None
            and card is None
            and tricks is None
            and alone is False
        ):
            parsed = Action.parse(kind)  # Action("play AH"): its text, as it prints
            for name in ("kind", "suit", "card", "alone", "tricks"):
                object.__setattr__(self, name, getattr(parsed, name))
            return
        if type(kind) is not ActionKind:
            raise IllegalActionError(
                f"kind={shown(kind)} is not a kind of action: give one of "
                f"{', '.join('ActionKind.' + k.name for k in ActionKind)}, or give the "
                f"action's text alone, like Action('play AH'): {_FORMS}."
            )
        if suit is not None and type(suit) is not Suit:
            object.__setattr__(self, "suit", _suit_field(suit, kind))
        if card is not None and type(card) is not Card:
            object.__setattr__(self, "card", _card_field(card))
        if alone is not True and alone is not False:
            raise IllegalActionError(
                f"alone={shown(alone)} is not allowed: it must be True or False."
            )
        words = f"'{kind.value}'"
        if self.suit is not None and kind not in _SUIT_KINDS:
            raise IllegalActionError(
                f"{words} names no suit (suit={shown(self.suit)}): only a call, Bid Euchre's naming of "
                "trump and the naming of a joker turned up name one."
            )
        if kind is ActionKind.NAME and self.suit is None:
            raise IllegalActionError(
                "'name' needs the suit the joker turned up stands for, like 'name H'."
            )
        if self.card is not None and kind not in _CARD_KINDS:
            raise IllegalActionError(
                f"{words} takes no card (card={shown(self.card)}): only discard, play, give and partner do."
            )
        if kind is ActionKind.BID:
            if type(tricks) is not int or tricks not in BID_TRICKS:
                raise IllegalActionError(
                    f"tricks={shown(tricks)}: a bid is for 3, 4, 5 or 6 of the six tricks, "
                    "like 'bid 4'."
                )
        elif tricks is not None:
            raise IllegalActionError(
                f"{words} names no number of tricks (tricks={shown(tricks)}): only a bid does."
            )
        if kind is ActionKind.PARTNER and self.card is None:
            raise IllegalActionError("'partner' needs the card you call, like 'partner AS'.")
        if kind is ActionKind.DEFEND:
            object.__setattr__(self, "alone", True)  # "defend alone" is the only defence
        elif alone and kind not in _ALONE_KINDS:
            raise IllegalActionError(
                f"{words} cannot be alone: only an order, a call or a defence goes alone."
            )

    def __str__(self) -> str:
        kind = self.kind
        if kind is ActionKind.ORDER:
            return "order alone" if self.alone else "order"
        if kind is ActionKind.CALL:
            letter = "N" if self.suit is None else self.suit.letter
            return f"call {letter}" + (" alone" if self.alone else "")
        if kind is ActionKind.NAME:
            return f"name {self.suit.letter if self.suit is not None else '?'}"
        if kind is ActionKind.BID:
            return f"bid {self.tricks}"
        if kind is ActionKind.TRUMP:
            return f"trump {'N' if self.suit is None else self.suit.letter}"
        if kind in _CARD_KINDS:
            if self.card is None:  # hidden from this player (see euchre.view)
                return str(kind.value)
            return f"{kind.value} {self.card.code}"
        return str(kind.value)

    def __repr__(self) -> str:
        return f"Action('{self}')"

    @property
    def printed(self) -> str:
        """The action as a player reads it, its card or suit as printed on the cards
        (``str`` gives the typed form, ``"discard TC"``); :meth:`parse` reads either.

        >>> Action.discard("TC").printed, Action.call("H", alone=True).printed
        ('discard 10♣', 'call ♥ alone')
        >>> Action.parse("discard 10♣") == Action.discard("TC")
        True
        """
        if self.kind in _CARD_KINDS and self.card is not None:
            return f"{self.kind.value} {self.card}"
        if self.kind in _SUIT_KINDS and (self.suit is not None or self.kind is not ActionKind.NAME):
            suit = "no trump" if self.suit is None else self.suit.symbol
            return f"{self.kind.value} {suit}" + (" alone" if self.alone else "")
        return str(self)

    @property
    def is_bid(self) -> bool:
        """True for a pass, an order or a call (the bidding actions), and Bid Euchre's
        bids and moon."""
        return self.kind in _BID_KINDS

    @property
    def is_no_trump(self) -> bool:
        """True for a call of no trump (the no-trump variant): a call without a suit."""
        return self.kind is ActionKind.CALL and self.suit is None

    @property
    def makes_trump(self) -> bool:
        """True for an order, a call, or Bid Euchre's naming of trump."""
        return self.kind in (ActionKind.ORDER, ActionKind.CALL, ActionKind.TRUMP)

    @staticmethod
    def pass_() -> Action:
        """Pass (in either bidding round, or when asked whether to defend alone)."""
        return PASS

    @staticmethod
    def order(alone: bool = False) -> Action:
        """Order up the upcard's suit (the dealer "picks it up")."""
        return ORDER_ALONE if bool_arg(alone, "alone", IllegalActionError) else ORDER

    @staticmethod
    def call(suit: Suit | str | None, alone: bool = False) -> Action:
        """Name a suit as trump in the second round (``None`` or ``"N"``: no trump)."""
        if suit is None or (isinstance(suit, str) and suit.strip().lower() in _NO_TRUMP_WORDS):
            return _NO_TRUMP_CALLS[bool_arg(alone, "alone", IllegalActionError)]
        return _CALLS[_suit_text(suit)][bool_arg(alone, "alone", IllegalActionError)]

    @staticmethod
    def no_trump(alone: bool = False) -> Action:
        """Call no trump in the second round (the no-trump variant)."""
        return _NO_TRUMP_CALLS[bool_arg(alone, "alone", IllegalActionError)]

    @staticmethod
    def name(suit: Suit | str) -> Action:
        """The joker variant: the dealer names the suit of a joker turned up."""
        return _NAMES[_suit_text(suit)]

    @staticmethod
    def give(card: Card | str) -> Action:
        """Call for best: the loner's partner passes this card to the loner."""
        return _GIVES[_card_text(card).id]

    @staticmethod
    def redeal() -> Action:
        """Ask for a redeal with a weak hand (farmer's hand, ace-no-face)."""
        return REDEAL

    @staticmethod
    def go_under() -> Action:
        """Go under: a weak hand takes the three cards under the upcard and buries three
        of its own there (``Rules.go_under``)."""
        return GO_UNDER

    @staticmethod
    def bid(tricks: int) -> Action:
        """Bid Euchre: bid to take ``tricks`` (3 to 6) of the six tricks."""
        if type(tricks) is not int or tricks not in BID_TRICKS:
            raise IllegalActionError(
                f"{shown(tricks)} is not a bid: bid 3, 4, 5 or 6 of the six tricks."
            )
        return _BIDS[tricks]

    @staticmethod
    def moon() -> Action:
        """Bid Euchre: shoot the moon, a bid of all six tricks alone."""
        return MOON

    @staticmethod
    def trump(suit: Suit | str | None) -> Action:
        """Bid Euchre: the high bidder names trump (``None`` or ``"N"``: no trump)."""
        if suit is None or (isinstance(suit, str) and suit.strip().lower() in _NO_TRUMP_WORDS):
            return _TRUMP_NONE
        return _TRUMPS[_suit_text(suit)]

    @staticmethod
    def partner(card: Card | str) -> Action:
        """Five-handed: the maker calls this card; whoever holds it is their partner."""
        return _PARTNERS[_card_text(card).id]

    @staticmethod
    def defend() -> Action:
        """Defend alone against a loner."""
        return DEFEND_ALONE

    @staticmethod
    def discard(card: Card | str) -> Action:
        """The dealer's discard."""
        return _DISCARDS[_card_text(card).id]

    @staticmethod
    def play(card: Card | str) -> Action:
        """Play a card to the trick."""
        return _PLAYS[_card_text(card).id]

    @classmethod
    def parse(cls, text: str | Action) -> Action:
        """Read an action from its text form (case and extra spaces do not matter; the
        synonyms "order up", "order up alone", "pick up", "pick it up", "assist" and "call
        hearts" are accepted).

        >>> Action.parse("Order up alone"), Action.parse("pick it up")
        (Action('order alone'), Action('order'))
        """
        if isinstance(text, Action):
            return canonical(text)
        if not isinstance(text, str):
            raise IllegalActionError(f"{shown(text)} is not an action: write {_FORMS}.")
        words = text.lower().split()
        if words[:3] == ["call", "no", "trump"] or words[:2] == ["call", "notrump"]:
            words = ["call", "n", *words[3 if words[1] == "no" else 2 :]]
        if words == ["redeal"]:
            return REDEAL
        if words == ["go", "under"]:
            return GO_UNDER
        if words == ["moon"] or words == ["shoot", "the", "moon"]:
            return MOON
        if words[:1] in (["order"], ["pick"]):  # "order up alone", "pick it up"
            words = words[:1] + [word for word in words[1:] if word not in ("up", "it")]
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
                return _call_or_card(text, head[1], alone)
            if len(words) == 2 and words[0] == "name":
                return cls.name(words[1])
            if len(words) == 2 and words[0] == "bid":
                if words[1] not in ("3", "4", "5", "6"):
                    raise IllegalActionError(
                        f"{shown(text)} is not an action: a bid is for 3, 4, 5 or 6 of the "
                        "six tricks, like 'bid 4' (or moon, or pass)."
                    )
                return _BIDS[int(words[1])]
            if len(words) >= 2 and words[0] == "trump":
                return cls.trump(" ".join(words[1:]))
            if len(words) >= 2 and words[0] in ("play", "discard", "give", "partner"):
                # the card as typed, for a refusal to quote: "JD", "J♦", "jack of diamonds"
                card = Card._parse_any(" ".join(text.split()[1:]))
                if words[0] == "give":
                    return cls.give(card)
                if words[0] == "partner":
                    return cls.partner(card)
                return cls.play(card) if words[0] == "play" else cls.discard(card)
        except CardParseError as exc:
            raise IllegalActionError(f"{shown(text)} is not an action: {exc}") from None
        raise IllegalActionError(f"{shown(text)} is not an action: write {_FORMS}.")


def _call_or_card(text: str, word: str, alone: bool) -> Action:
    """``call <suit>``; a card called (``call AS``) is refused with the five-handed
    maker's own words for it, ``partner AS``."""
    try:
        return Action.call(word, alone)
    except CardParseError as not_a_suit:
        try:
            card = Card._parse_any(word)
        except CardParseError:
            card = None
        if card is None or card.is_joker:
            raise not_a_suit from None  # the suit's refusal says what to write
        raise IllegalActionError(
            f"{shown(text)} is not an action: 'call' names a suit as trump ('call H'); "
            f"in five-handed Euchre the maker calls a partner's card with 'partner "
            f"{card.code}'."
        ) from None


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
GO_UNDER = Action(ActionKind.UNDER)
#: Going under: the cards taken from under the upcard, and buried there in their place.
UNDER_CARDS = 3
_DISCARDS = tuple(Action(ActionKind.DISCARD, card=Card.from_id(i)) for i in range(CARD_ID_COUNT))
_PLAYS = tuple(Action(ActionKind.PLAY, card=Card.from_id(i)) for i in range(CARD_ID_COUNT))
for _i, _play in enumerate(_PLAYS):
    object.__setattr__(_play, "_code", _i)
_GIVES = tuple(Action(ActionKind.GIVE, card=Card.from_id(i)) for i in range(CARD_ID_COUNT))
_BIDS = {k: Action(ActionKind.BID, tricks=k) for k in BID_TRICKS}
MOON = Action(ActionKind.MOON)
_TRUMPS = {s: Action(ActionKind.TRUMP, suit=s) for s in Suit}
_TRUMP_NONE = Action(ActionKind.TRUMP)
_PARTNERS = tuple(Action(ActionKind.PARTNER, card=Card.from_id(i)) for i in range(CARD_ID_COUNT))
_BID_KINDS = frozenset(
    {ActionKind.PASS, ActionKind.ORDER, ActionKind.CALL, ActionKind.BID, ActionKind.MOON}
)

_INTERNED = frozenset(
    id(a)
    for a in (
        PASS,
        ORDER,
        ORDER_ALONE,
        DEFEND_ALONE,
        REDEAL,
        GO_UNDER,
        *_NO_TRUMP_CALLS,
        *(a for pair in _CALLS.values() for a in pair),
        *_NAMES.values(),
        *_DISCARDS,
        *_PLAYS,
        *_GIVES,
        *_BIDS.values(),
        MOON,
        *_TRUMPS.values(),
        _TRUMP_NONE,
        *_PARTNERS,
    )
)


def canonical(action: Action) -> Action:
    """The engine's own object for an action: every field checked again (an object
    changed behind the constructor's back is refused), then the shared object.

    >>> canonical(Action(ActionKind.PLAY, card="JD")) is Action.play("JD")
    True
    """
    if id(action) in _INTERNED:
        return action
    if not isinstance(action, Action):
        raise IllegalActionError(f"{shown(action)} is not an action: write {_FORMS}.")
    kind, suit, card, alone = action.kind, action.suit, action.card, action.alone
    tricks = action.tricks
    try:
        checked = Action(kind, suit, card, alone, tricks)  # the constructor's checks, again
    except IllegalActionError:
        raise
    except Exception:  # fields so broken that even the checks fail on them
        raise IllegalActionError(f"That action is not one: write {_FORMS}.") from None
    kind, suit, card, alone = checked.kind, checked.suit, checked.card, checked.alone
    if kind is ActionKind.PASS:
        return PASS
    if kind is ActionKind.ORDER:
        return ORDER_ALONE if alone else ORDER
    if kind is ActionKind.CALL:
        return _NO_TRUMP_CALLS[alone] if suit is None else _CALLS[suit][alone]
    if kind is ActionKind.DEFEND:
        return DEFEND_ALONE
    if kind is ActionKind.REDEAL:
        return REDEAL
    if kind is ActionKind.UNDER:
        return GO_UNDER
    if kind is ActionKind.NAME:
        assert suit is not None  # the constructor refuses a name without a suit
        return _NAMES[suit]
    if kind is ActionKind.BID:
        assert checked.tricks is not None  # the constructor refuses a bid without tricks
        return _BIDS[checked.tricks]
    if kind is ActionKind.MOON:
        return MOON
    if kind is ActionKind.TRUMP:
        return _TRUMP_NONE if suit is None else _TRUMPS[suit]
    if card is None:
        return checked  # a card action with its card hidden, as views show them
    table = {
        ActionKind.DISCARD: _DISCARDS,
        ActionKind.PLAY: _PLAYS,
        ActionKind.GIVE: _GIVES,
        ActionKind.PARTNER: _PARTNERS,
    }[kind]
    return table[card.id]


def _suit_text(suit: object) -> Suit:
    if isinstance(suit, Suit):
        return suit
    if isinstance(suit, str):
        return Suit.parse(suit)  # (Action.parse adds that the text is not an action)
    raise IllegalActionError(
        f"{shown(suit)} is not a suit: give a Suit such as Suit.HEARTS, or a text such as 'H'."
    )


def _card_text(card: object) -> Card:
    if type(card) is Card:
        return card
    return _card_field(card)
