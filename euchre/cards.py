"""Cards, suits and ranks.

Inside the engine a card is a small int, ``(rank - 7) * 4 + suit``, and a set of
cards is a bitmask, so "the cards of the led suit in this hand" is one AND. Outside,
:class:`Card` is a tiny immutable value that prints as ``J♦`` and is parsed from the
ways people write cards:

>>> Card.parse("JD"), Card.parse("j♦"), Card.parse("10h"), Card.parse("TH")
(Card('J♦'), Card('J♦'), Card('10♥'), Card('10♥'))
>>> str(Card.parse("ac"))
'A♣'
>>> cards("J♦ A♥ 9♣")
(Card('J♦'), Card('A♥'), Card('9♣'))

The joker of the joker variant (the "benny") is one more card, the highest trump
whatever the trump suit. It parses from ``"B"`` (as EGN writes it), ``"JK"``,
``"🃏"`` or ``"joker"``, and prints as ``🃏``:

>>> Card.parse("B", joker=True), Card.joker().is_joker, Card.joker().name
(Card('🃏'), True, 'joker')

7s and 8s belong to the 32-card variant (8s also to five-handed's 28 cards); they
parse only when asked for:

>>> Card.parse("8H", min_rank=7)
Card('8♥')
>>> Card.parse("8H")
Traceback (most recent call last):
...
euchre.errors.CardParseError: '8H' is not in this deck: the ranks are 9, 10, J, Q, K and A (8s are only used in the 28- and 32-card decks). Write a card as its rank then its suit, like 'JD', 'J♦', '10H' or 'TH'.
"""

from __future__ import annotations

import enum
import re
from collections.abc import Iterable, Iterator
from typing import Union

from .errors import CardParseError, shown

__all__ = [
    "Card",
    "CardLike",
    "Rank",
    "Suit",
    "cards",
    "cards_of_mask",
    "check_deck",
    "deck_ids",
    "mask_of",
]


class Suit(enum.IntEnum):
    """One of the four suits. Hearts and diamonds are red, clubs and spades black.

    >>> Suit.parse("H"), Suit.parse("♥"), Suit.parse("hearts")
    (Suit.HEARTS, Suit.HEARTS, Suit.HEARTS)
    >>> Suit.HEARTS.sister, Suit.CLUBS.sister
    (Suit.DIAMONDS, Suit.SPADES)
    """

    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3

    @classmethod
    def _missing_(cls, value: object) -> Suit:
        raise CardParseError(
            f"Suit({shown(value)}) is not a suit: the suits are 0 to 3 (clubs, diamonds, "
            "hearts, spades); Suit.parse reads 'H', '♥' or 'hearts'."
        )

    def __repr__(self) -> str:
        return f"Suit.{self.name}"

    def __str__(self) -> str:
        return self.symbol

    @property
    def letter(self) -> str:
        """The suit's letter: ``C``, ``D``, ``H`` or ``S``."""
        return "CDHS"[self]

    @property
    def symbol(self) -> str:
        """The suit's symbol: ``♣``, ``♦``, ``♥`` or ``♠``."""
        return "♣♦♥♠"[self]

    @property
    def plural(self) -> str:
        """The suit's name in the plural, as players say it: ``"hearts"``."""
        return self.name.lower()

    @property
    def singular(self) -> str:
        """One card's worth of the suit's name: ``"heart"``."""
        return self.name.lower()[:-1]

    @property
    def is_red(self) -> bool:
        """True for hearts and diamonds."""
        return self in (Suit.DIAMONDS, Suit.HEARTS)

    @property
    def colour(self) -> str:
        """``"red"`` or ``"black"``."""
        return "red" if self.is_red else "black"

    @property
    def sister(self) -> Suit:
        """The other suit of the same colour (the left bower's printed suit when this is trump)."""
        return Suit(3 - self)

    @classmethod
    def parse(cls, text: str | Suit) -> Suit:
        """Read a suit from a letter, a symbol or a name, in any case."""
        if isinstance(text, Suit):
            return text
        found = (
            _SUIT_WORDS.get(text.translate(_PLAIN).strip().lower())
            if isinstance(text, str)
            else None
        )
        if found is None:
            raise CardParseError(
                f"{shown(text)} is not a suit: write C, D, H or S, a symbol ♣ ♦ ♥ ♠, "
                "or a name like 'hearts'."
            )
        return found


#: Suit symbols may come with an invisible variation selector (U+FE0E asks for the
#: text style, U+FE0F for the emoji style, as phone keyboards type ♥️): read as none.
_PLAIN = str.maketrans("", "", "\ufe0e\ufe0f")

_SUIT_WORDS: dict[str, Suit] = {}
for _suit in Suit:
    for _word in (_suit.letter, _suit.symbol, _suit.plural, _suit.singular):
        _SUIT_WORDS[_word.lower()] = _suit
for _word, _suit in (
    ("♧", Suit.CLUBS),
    ("♢", Suit.DIAMONDS),
    ("♡", Suit.HEARTS),
    ("♤", Suit.SPADES),
):
    _SUIT_WORDS[_word] = _suit


class Rank(enum.IntEnum):
    """A card's rank. The standard deck uses NINE to ACE; SEVEN and EIGHT exist for the
    32-card variant.

    >>> Rank.parse("10"), Rank.parse("T"), Rank.parse("j")
    (Rank.TEN, Rank.TEN, Rank.JACK)
    """

    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14
    #: The joker's rank (the joker variant): above every other rank, with no suit.
    JOKER = 15

    @classmethod
    def _missing_(cls, value: object) -> Rank:
        raise CardParseError(
            f"Rank({shown(value)}) is not a rank: the ranks are 7 to 14 (ace), and 15 for "
            "the joker; Rank.parse reads '9', '10', 'T', 'J', 'Q', 'K' or 'A'."
        )

    def __repr__(self) -> str:
        return f"Rank.{self.name}"

    def __str__(self) -> str:
        return self.label

    @property
    def letter(self) -> str:
        """One character: ``9``, ``T``, ``J``, ``Q``, ``K``, ``A`` (also ``7``, ``8``, and
        ``B`` for the joker, as EGN writes it)."""
        return "789TJQKAB"[self - 7]

    @property
    def label(self) -> str:
        """How the rank is printed on a card: ``10`` rather than ``T``."""
        if self is Rank.JOKER:
            return "🃏"
        return "10" if self is Rank.TEN else self.letter

    @property
    def noun(self) -> str:
        """The rank's name as a word: ``"jack"``, ``"ten"``."""
        return self.name.lower()

    @classmethod
    def parse(cls, text: str | Rank) -> Rank:
        """Read a rank from ``9 10 T J Q K A`` (also ``N`` for nine, as EGN allows)."""
        if isinstance(text, Rank):
            return text
        found = _RANK_WORDS.get(text.strip().upper()) if isinstance(text, str) else None
        if found is None:
            raise CardParseError(f"{shown(text)} is not a rank: write 9, 10 (or T), J, Q, K or A.")
        return found


_RANK_WORDS: dict[str, Rank] = {}
for _rank in Rank:
    if _rank is Rank.JOKER:
        continue  # the joker is a card, not a rank of a suit
    _RANK_WORDS[_rank.letter] = _rank
    _RANK_WORDS[_rank.label] = _rank
    _RANK_WORDS[_rank.name] = _rank
_RANK_WORDS["N"] = Rank.NINE

#: The ranks of the standard 24-card deck, low to high.
STANDARD_RANKS: tuple[Rank, ...] = (
    Rank.NINE,
    Rank.TEN,
    Rank.JACK,
    Rank.QUEEN,
    Rank.KING,
    Rank.ACE,
)

#: Number of card ids the engine reserves: 32 suited cards (7 to A) and one joker slot.
CARD_ID_COUNT = 33

#: A card, or a text that parses as one ("JD", "J♦").
CardLike = Union["Card", str]


class Card:
    """A playing card: an immutable value, one object per card.

    Build one from a rank and a suit, or from text:

    >>> Card(Rank.JACK, Suit.DIAMONDS) is Card("JD")
    True
    >>> card = Card("J♦")
    >>> card.rank, card.suit, card.code, card.name
    (Rank.JACK, Suit.DIAMONDS, 'JD', 'jack of diamonds')

    ``Card`` builds a card of any deck the engine plays, the 7s, 8s and joker
    included; :meth:`parse` and :func:`cards` also check that the card belongs to the
    deck asked for (the 24 cards unless told otherwise):

    >>> Card("8H"), Card("joker")
    (Card('8♥'), Card('🃏'))
    """

    __slots__ = ("_id", "_key", "_rank", "_suit")
    _id: int
    _key: int
    _rank: Rank
    _suit: Suit

    def __new__(cls, rank: Rank | int | str, suit: Suit | int | str | None = None) -> Card:
        if suit is None:
            if isinstance(rank, str | Card):
                return cls._parse_any(rank)
            if rank is Rank.JOKER:
                return _CARDS[JOKER_ID]
            raise CardParseError(
                f"Card({shown(rank)}) is not a card: a card needs a rank and a suit, like "
                "Card(Rank.JACK, Suit.DIAMONDS), or a text like Card('JD')."
            )
        r = _rank_of(rank)
        if r is Rank.JOKER:
            return _CARDS[JOKER_ID]
        return _CARDS[(r - 7) * 4 + _suit_of(suit)]

    @classmethod
    def _make(cls, card_id: int) -> Card:
        self = object.__new__(cls)
        rank = Rank(card_id // 4 + 7)
        suit = Suit(card_id % 4)
        object.__setattr__(self, "_id", card_id)
        object.__setattr__(self, "_rank", rank)
        object.__setattr__(self, "_suit", suit)
        # Sort key: suit, then rank; the joker sorts after every suited card.
        object.__setattr__(self, "_key", 99 if card_id == JOKER_ID else suit * 16 + rank)
        return self

    @classmethod
    def joker(cls) -> Card:
        """The joker (the "benny") of the joker variant: the highest trump.

        Its :attr:`rank` is :attr:`Rank.JOKER`. It has no printed suit; :attr:`suit`
        answers clubs (the low bits of its id), which means nothing: what counts is
        its effective suit, always trump (see :func:`euchre.effective_suit`).
        """
        return _CARDS[JOKER_ID]

    @property
    def is_joker(self) -> bool:
        """True for the joker."""
        return self._id == JOKER_ID

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("cards are immutable")

    def __reduce__(self) -> tuple[object, tuple[int]]:
        return (Card.from_id, (self._id,))

    @property
    def id(self) -> int:
        """The engine's small-int code of this card (its bit in a hand mask)."""
        return self._id

    @property
    def bit(self) -> int:
        """This card's bit in a hand mask: ``1 << card.id``."""
        return 1 << self._id

    @property
    def rank(self) -> Rank:
        """The printed rank."""
        return self._rank

    @property
    def suit(self) -> Suit:
        """The printed suit (see :func:`euchre.effective_suit` for the suit it plays as).
        The joker has none: see :meth:`joker`."""
        return self._suit

    @property
    def code(self) -> str:
        """Two ASCII characters, rank then suit: ``"JD"``, ``"TH"`` (``"JK"`` for the
        joker)."""
        if self._id == JOKER_ID:
            return "JK"
        return self._rank.letter + self._suit.letter

    @property
    def name(self) -> str:
        """The card in words, as a screen reader says it: ``"jack of diamonds"``."""
        if self._id == JOKER_ID:
            return "joker"
        return f"{self._rank.noun} of {self._suit.plural}"

    @property
    def is_red(self) -> bool:
        """True for hearts and diamonds."""
        return self._suit.is_red

    @classmethod
    def from_id(cls, card_id: int) -> Card:
        """The card with this engine code, 0 to 32 (see :attr:`id`).

        >>> Card.from_id(Card("JD").id)
        Card('J♦')
        """
        if type(card_id) is int and 0 <= card_id < CARD_ID_COUNT:
            return _CARDS[card_id]
        raise CardParseError(
            f"{shown(card_id)} is not a card id: the engine numbers its cards 0 to "
            f"{CARD_ID_COUNT - 1} (card.id gives a card's)."
        )

    @classmethod
    def parse(cls, text: str | Card, *, min_rank: int = 9, joker: bool = False) -> Card:
        """Read a card of the 24-card deck from text such as ``"JD"``, ``"jd"``, ``"J♦"``,
        ``"10D"``, ``"TD"`` or ``"jack of diamonds"``. The variants' cards only when
        asked for: with ``min_rank=7`` (the 32-card deck) 7s and 8s, with ``joker=True``
        the joker, from ``"B"``, ``"JK"``, ``"🃏"`` or ``"joker"``."""
        check_deck(min_rank, joker)
        card = cls._parse_any(text)
        if card._id == JOKER_ID and not joker:
            raise CardParseError(
                f"{shown(text)} is the joker, which is only in the deck of the joker variant "
                "(Rules(joker=True)). " + _CARD_SHAPE
            )
        if card.rank < min_rank:
            raise CardParseError(
                f"{shown(text)} is not in this deck: the ranks are "
                f"{_DECK_RANKS[min_rank]} ({card.rank.label}s are only used in the "
                f"{'28- and 32-card decks' if card.rank == 8 else '32-card deck'}). " + _CARD_SHAPE
            )
        return card

    @classmethod
    def _parse_any(cls, text: str | Card) -> Card:
        if isinstance(text, Card):
            return text
        if not isinstance(text, str):
            raise CardParseError(f"{shown(text)} is not a card. " + _CARD_SHAPE)
        raw = text.translate(_PLAIN).strip()
        if raw.lower() in _JOKER_WORDS:
            return _CARDS[JOKER_ID]
        words = raw.lower().split()
        try:
            if len(words) == 3 and words[1] == "of":
                return cls(Rank.parse(words[0]), Suit.parse(words[2]))
            if len(raw) >= 2:
                return cls(Rank.parse(raw[:-1]), Suit.parse(raw[-1]))
        except CardParseError:
            pass
        if not raw:
            raise CardParseError(f"No card given: {shown(text)} is empty. " + _CARD_SHAPE)
        several = [w for w in re.split(r"[\s,]+", raw) if w]
        if len(several) > 1 and all(_reads_as_card(w) for w in several):
            raise CardParseError(
                f"{shown(text)} is {len(several)} cards, and a Card is one: read several with "
                f"cards({shown(text)})."
            )
        raise CardParseError(f"{shown(text)} is not in the Euchre deck. " + _CARD_SHAPE)

    def __str__(self) -> str:
        if self._id == JOKER_ID:
            return "🃏"
        return self._rank.label + self._suit.symbol

    def __repr__(self) -> str:
        return f"Card('{self}')"

    def _repr_html_(self) -> str:
        from .render import card_svg

        return card_svg(self)

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)

    def __hash__(self) -> int:
        return self._id

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Card):
            return self._id == other._id
        return NotImplemented

    # Each comparison answers NotImplemented for a non-card (so ``card < 3`` is a
    # TypeError), and none delegates to a reflected operator, which used to recurse
    # forever when a card was compared with a string.
    def __lt__(self, other: object) -> bool:
        """Cards sort by suit (♣ ♦ ♥ ♠), then rank low to high; the joker last."""
        if not isinstance(other, Card):
            return NotImplemented
        return self._key < other._key

    def __le__(self, other: object) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return self._key <= other._key

    def __gt__(self, other: object) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return self._key > other._key

    def __ge__(self, other: object) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return self._key >= other._key


#: The joker's card id (the joker variant).
JOKER_ID = 32
_JOKER_WORDS = frozenset({"b", "jk", "🃏", "joker", "benny"})

_CARD_SHAPE = "Write a card as its rank then its suit, like 'JD', 'J♦', '10H' or 'TH'."


def _rank_of(rank: object) -> Rank:
    """A card's rank from a :class:`Rank`, a number 7 to 14 or a text."""
    if isinstance(rank, Rank):
        return rank
    if isinstance(rank, str):
        return Rank.parse(rank)
    if type(rank) is int and Rank.SEVEN <= rank <= Rank.ACE:
        return Rank(rank)
    raise CardParseError(
        f"{shown(rank)} is not a rank: give a Rank such as Rank.JACK, a number 7 to 14, "
        "or write 9, 10 (or T), J, Q, K or A."
    )


def _suit_of(suit: object) -> Suit:
    """A card's suit from a :class:`Suit`, a number 0 to 3 or a text."""
    if isinstance(suit, Suit):
        return suit
    if isinstance(suit, str):
        return Suit.parse(suit)
    if type(suit) is int and 0 <= suit <= 3:
        return Suit(suit)
    raise CardParseError(
        f"{shown(suit)} is not a suit: give a Suit such as Suit.HEARTS, or write C, D, H "
        "or S, a symbol ♣ ♦ ♥ ♠, or a name like 'hearts'."
    )


_DECK_RANKS = {9: "9, 10, J, Q, K and A", 8: "8, 9, 10, J, Q, K and A", 7: "7 to A"}


def check_deck(min_rank: object, joker: object) -> None:
    """Refuse a deck that no variant plays: ``min_rank`` is 9, 8 or 7, ``joker`` a bool."""
    if type(min_rank) is not int or min_rank not in (9, 8, 7):
        raise CardParseError(
            f"min_rank={shown(min_rank)} is not a deck: 9 for the 24-card deck, 8 for the "
            "28-card deck of five-handed Euchre, 7 for the 32-card deck."
        )
    if joker is not True and joker is not False:
        raise CardParseError(f"joker={shown(joker)} is not allowed: it must be True or False.")


_CARDS: tuple[Card, ...] = tuple(Card._make(i) for i in range(CARD_ID_COUNT))

#: The 24 cards of the standard deck, in engine-code order.
STANDARD_DECK: tuple[Card, ...] = tuple(c for c in _CARDS[:32] if c.rank >= Rank.NINE)


def deck_ids(*, min_rank: int = 9, joker: bool = False) -> tuple[int, ...]:
    """The card ids of a deck, in engine-code order: ranks ``min_rank`` (9; 8 for the
    28-card deck, 7 for the 32-card deck) to ace, and the joker (id 32) when ``joker``
    is true.

    >>> len(deck_ids()), len(deck_ids(min_rank=7)), deck_ids(joker=True)[-1]
    (24, 32, 32)
    """
    check_deck(min_rank, joker)
    ids = tuple(range((min_rank - 7) * 4, 32))
    return (*ids, JOKER_ID) if joker else ids


def _reads_as_card(word: str) -> bool:
    """Whether one word of a text is a card of some deck (for a refusal's words)."""
    try:
        Card._parse_any(word)
    except CardParseError:
        return False
    return True


def cards(
    text: str | Iterable[CardLike], *, min_rank: int = 9, joker: bool = False
) -> tuple[Card, ...]:
    """Several cards at once, from a text separated by spaces or commas, or from an
    iterable of cards and texts.

    >>> cards("J♦, A♥ 9c")
    (Card('J♦'), Card('A♥'), Card('9♣'))
    >>> cards("ten of hearts, jack of spades")
    (Card('10♥'), Card('J♠'))
    >>> cards(["AS", Card("KS")])
    (Card('A♠'), Card('K♠'))
    """
    check_deck(min_rank, joker)
    if isinstance(text, str):
        # "ten of hearts" is one card, as Card reads it; anything else splits at spaces.
        items: Iterable[CardLike] = re.findall(
            r"[^\s,]+\s+of\s+[^\s,]+|[^\s,]+", text, flags=re.IGNORECASE
        )
    elif isinstance(text, (bytes, bytearray, dict)) or not isinstance(text, Iterable):
        raise CardParseError(
            f"{shown(text)} is not a list of cards: write a text like 'J♦ A♥ 9♣', or give "
            "a list of cards and texts."
        )
    else:
        items = text
    return tuple(Card.parse(item, min_rank=min_rank, joker=joker) for item in items)


def mask_of(items: str | Iterable[CardLike]) -> int:
    """The bitmask of a collection of cards (or of a text of cards).

    >>> mask_of(cards("9C")) == 1 << Card("9C").id == mask_of("9C")
    True
    """
    if isinstance(items, str):
        items = cards(items, min_rank=7, joker=True)
    elif isinstance(items, (bytes, bytearray, dict)) or not isinstance(items, Iterable):
        raise CardParseError(f"{shown(items)} is not a list of cards. " + _CARD_SHAPE)
    mask = 0
    for card in items:
        if type(card) is not Card:
            card = Card._parse_any(card)
        mask |= 1 << card._id
    return mask


def cards_of_mask(mask: int) -> tuple[Card, ...]:
    """The cards of a bitmask, in engine-code order.

    >>> cards_of_mask(mask_of(cards("9C JD")))
    (Card('9♣'), Card('J♦'))
    """
    if type(mask) is not int or not 0 <= mask < 1 << CARD_ID_COUNT:
        raise CardParseError(
            f"{shown(mask)} is not a mask of cards: give a whole number whose bits are card "
            f"ids 0 to {CARD_ID_COUNT - 1}, as mask_of(cards) makes."
        )
    return tuple(_CARDS[i] for i in iter_ids(mask))


def iter_ids(mask: int) -> Iterator[int]:
    """The card ids set in a mask, lowest first."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low
