"""One deal, from the upcard to the score, as a state machine.

A :class:`Deal` is **mutable**: :meth:`Deal.apply` changes it in place (and returns
the action it applied); :meth:`Deal.copy` gives an independent copy, and
:meth:`Deal.at` rebuilds the state after any number of actions from the history.

>>> deal = Deal.new(dealer=3, hands=["JH JD AH KH QH", "9C TC QC KC AC",
...                                  "9S TS QS KS AS", "9D TD QD KD AD"],
...                 kitty="TH 9H JC JS")
>>> deal.upcard, deal.to_act, deal.legal_actions()
(Card('10♥'), 0, [Action('pass'), Action('order'), Action('order alone')])
>>> deal.apply("order alone")
Action('order alone')
>>> deal.phase, deal.to_act
(Phase.DISCARD, 3)
>>> deal.apply("discard 9D"); deal.phase, deal.to_act
Action('discard 9D')
(Phase.PLAY, 1)

The variants (see :class:`~euchre.Rules`) add a few steps, each with its own action:
with the joker turned up the dealer first names its suit (``Phase.NAME``, ``"name
H"``); with call for best a loner's partner passes a card (``Phase.GIVE``, ``"give
AH"``) and the loner discards; no trump is called as ``"call N"``; a weak hand may
ask for a ``"redeal"`` on its first turn to bid. The deck follows the rules: 25
cards with the joker (a 5-card kitty), 32 with the 7s and 8s (a 12-card kitty).

>>> from euchre.rules import Rules
>>> joker = Deal.shuffled(seed=1, rules=Rules(joker=True, min_rank=7))
>>> len(joker.kitty), sorted(joker.rules.deck) == sorted(
...     [c.id for s in range(4) for c in joker.hand(s)] + list(joker.kitty))
(13, True)
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, NoReturn

from .actions import (
    _BIDS,
    _CALLS,
    _DISCARDS,
    _FORMS,
    _GIVES,
    _INTERNED,
    _NAMES,
    _NO_TRUMP_CALLS,
    _PARTNERS,
    _PLAYS,
    _TRUMP_NONE,
    _TRUMPS,
    DEFEND_ALONE,
    GO_UNDER,
    MOON,
    ORDER,
    ORDER_ALONE,
    PASS,
    REDEAL,
    UNDER_CARDS,
    Action,
    ActionKind,
    canonical,
)
from .cards import (
    CARD_ID_COUNT,
    JOKER_ID,
    STANDARD_DECK,
    Card,
    CardLike,
    Rank,
    Suit,
    cards,
    cards_of_mask,
    iter_ids,
    mask_of,
)
from .checks import random_of, rules_arg, score_arg, seat_arg
from .dealing import deal_order, shuffled_deck
from .errors import IllegalActionError, MisdealError, shown
from .narration import FORM_SEAT_NAMES, after_a_card_given, phase_words
from .rules import Rules
from .rules_words import value_words
from .scoring import score_bid, score_hand
from .tricks import check_follow
from .trump import EFFECTIVE, NO_TRUMP, STRENGTH, SUIT_MASK
from .values import DealResult, Phase, Trick, Turn, team_of
from .words import capitalised, card_words, listed

if TYPE_CHECKING:
    from .view import PlayerView

# The value types of a deal live in euchre.values; they are named here too, where
# users have always imported them.
__all__ = ["Deal", "DealResult", "Phase", "Trick", "Turn", "team_of"]


_STANDARD = Rules()
_NO_SCORE = (0, 0)
_STANDARD_MASK = mask_of(STANDARD_DECK)

# Enum members as module constants: the hot paths compare against these (a global
# lookup is several times cheaper than an enum attribute lookup).
_ORDER, _DISCARD, _CALL, _DEFEND, _PLAY, _OVER = (
    Phase.ORDER,
    Phase.DISCARD,
    Phase.CALL,
    Phase.DEFEND,
    Phase.PLAY,
    Phase.OVER,
)
_K_PASS, _K_ORDER, _K_CALL, _K_DEFEND, _K_DISCARD, _K_PLAY = (
    ActionKind.PASS,
    ActionKind.ORDER,
    ActionKind.CALL,
    ActionKind.DEFEND,
    ActionKind.DISCARD,
    ActionKind.PLAY,
)
_CARD_OF = tuple(Card.from_id(i) for i in range(CARD_ID_COUNT))
_BIT = tuple(1 << i for i in range(CARD_ID_COUNT))
_NEW = object.__new__  # a card id's bit in a hand's mask
# _FOLLOW[trump][lead]: the cards that follow suit when ``lead`` is led (the mask of
# its effective suit). _TRICK_KEYS[trump][lead][card]: the card's strength in that
# trick times 64, plus its id, so that the highest key names the winning card.
_FOLLOW = tuple(
    tuple(SUIT_MASK[t][EFFECTIVE[t][c]] for c in range(CARD_ID_COUNT)) for t in range(5)
)
_TRICK_KEYS = tuple(
    tuple(
        tuple(STRENGTH[t][EFFECTIVE[t][lead]][c] * 64 + c for c in range(CARD_ID_COUNT))
        for lead in range(CARD_ID_COUNT)
    )
    for t in range(5)
)


def _slice_tables(
    actions: Sequence[Action],
) -> tuple[tuple[list[Action], ...], ...]:
    """Three tables, one per slice of a hand mask (card ids 0-7, the sevens and eights;
    8-19; and 20-32): for each value of the slice, the actions of its cards, one per
    card id. The standard deck needs only the last two. The lists are shared: they are
    only ever added together (which makes a new list) or unpacked, never handed out."""
    tables = []
    for low, width in ((0, 8), (8, 12), (20, CARD_ID_COUNT - 20)):
        table: list[list[Action]] = [[]]
        for i in range(width):  # the values with bit i set: those below it, plus card i
            card = [actions[low + i]]
            table += [cards + card for cards in table]
        tables.append(tuple(table))
    return tuple(tables)


# The actions of the cards of a hand mask are table lookups, lowest id first.
_PLAYS_LOW, _PLAYS_MID, _PLAYS_HIGH = _slice_tables(_PLAYS)
_DISCARDS_LOW, _DISCARDS_MID, _DISCARDS_HIGH = _slice_tables(_DISCARDS)


# _PLAY_TURNS[seat][card]: the history entry of that seat playing that card (shared).
_PLAY_TURNS = tuple(tuple((seat, _PLAYS[c]) for c in range(CARD_ID_COUNT)) for seat in range(5))


def _trick_orders(out: int, players: int = 4) -> tuple[tuple[int, ...], ...]:
    """For each seat leading, the seats that play to the trick in order, skipping the
    seats in ``out`` (a bit per seat sitting out)."""
    return tuple(
        tuple(s % players for s in range(leader, leader + players) if not out >> s % players & 1)
        for leader in range(players)
    )


_TRICK_ORDERS = tuple(_trick_orders(out) for out in range(16))
# The two-, three- and five-handed forms: nobody sits out.
_FORM_ORDERS = {2: _trick_orders(0, 2), 3: _trick_orders(0, 3), 5: _trick_orders(0, 5)}
_CALL_ACTIONS: dict[tuple[int, bool, bool, bool], tuple[Action, ...]] = {}


def _call_actions(
    turned_down: int, may_pass: bool, alone: bool, no_trump: bool
) -> tuple[Action, ...]:
    """The second round's bids: pass (unless the dealer is stuck), then each suit but
    the turned-down one, with or without going alone, then no trump if allowed."""
    key = (turned_down, may_pass, alone, no_trump)
    actions = _CALL_ACTIONS.get(key)
    if actions is None:
        bids = [PASS] if may_pass else []
        for suit in Suit:
            if suit != turned_down:
                bids.extend(_CALLS[suit][:2] if alone else _CALLS[suit][:1])
        if no_trump:
            bids.extend(_NO_TRUMP_CALLS[:2] if alone else _NO_TRUMP_CALLS[:1])
        actions = _CALL_ACTIONS[key] = tuple(bids)
    return actions


_ORDER_ACTIONS = (PASS, ORDER, ORDER_ALONE)
_AUCTION_KINDS = frozenset({ActionKind.PASS, ActionKind.BID, ActionKind.MOON})
_HOW_MANY = ("", "", "two", "three", "four", "five", "six")
_DEFEND_ACTIONS = (PASS, DEFEND_ALONE)


#: The refusal of a redeal at a table that plays none.
_NO_REDEALS = "this table plays no redeal for a weak hand"


class Deal:
    """A deal of Euchre: bidding, the dealer's discard, play and score.

    Seats are 0 to 3 clockwise (0 to ``players - 1`` in the two-, three- and
    five-handed forms); seat ``(dealer + 1) % players`` is left of the dealer.
    Build one with :meth:`new` (cards given) or :meth:`shuffled` (seeded).

    The plain attributes ``dealer``, ``dealt``, ``kitty``, ``rules``, ``score`` and
    ``is_over`` are kept by the engine: read them, but do not assign to them.
    ``dealt`` holds each seat's hand as dealt as one bit mask, ``kitty`` the kitty's
    cards as card ids (:meth:`Card.from_id`); read them as cards with
    :meth:`dealt_hand` and :attr:`kitty_cards`.
    """

    __slots__ = (
        "_active",
        "_alone",
        "_called",
        "_current",
        "_defender_alone",
        "_defender_exchange",
        "_discard",
        "_discarder",
        "_exchange",
        "_follow",
        "_follow_of",
        "_hands",
        "_high",
        "_high_by",
        "_history",
        "_keys_of",
        "_leader",
        "_legal",
        "_legal_mask",
        "_maker",
        "_moon",
        "_n",
        "_order",
        "_orders",
        "_out",
        "_partner",
        "_phase",
        "_picked_up",
        "_picker",
        "_receiver",
        "_redeal_by",
        "_same_bids",
        "_size",
        "_to_act",
        "_tricks",
        "_trump",
        "_turned_down",
        "_under",
        "_under_by",
        "_upsuit",
        "dealer",
        "dealt",
        "is_over",
        "kitty",
        "rules",
        "score",
    )

    def __init__(
        self,
        *,
        dealer: int,
        dealt: tuple[int, ...],
        kitty: tuple[int, ...],
        rules: Rules = _STANDARD,
        score: tuple[int, ...] | None = None,
    ) -> None:
        rules = rules_arg(rules)
        seat_arg(dealer, "dealer", rules.players)
        score = score_arg(score, scorers=rules.scorers, negative=rules.negative_scores)
        _check_cards(dealt, kitty, rules)
        self._setup(dealer, tuple(dealt), tuple(kitty), rules, score)

    def _setup(
        self,
        dealer: int,
        dealt: tuple[int, ...],
        kitty: tuple[int, ...],
        rules: Rules,
        score: tuple[int, ...],
    ) -> None:
        """The state before any action (``__init__``'s work, callable without the
        cost of a keyword call to the class, for :meth:`shuffled`)."""
        self.rules = rules
        self.dealer = dealer
        self.dealt = dealt
        self.kitty = kitty
        self.score = score
        self._hands = list(dealt)
        self._phase = _ORDER
        #: True once the deal is scored or thrown in (the same as ``phase is
        #: Phase.OVER``; an attribute, not a property, because every loop over a deal
        #: reads it once per action).
        self.is_over = False
        self._n = n = rules.players
        self._to_act: int | None = (dealer + 1) % n
        self._trump: int | None = None
        self._maker: int | None = None
        self._alone = False
        self._defender_alone: int | None = None
        self._out = [False] * n
        self._picked_up = False
        self._turned_down = False
        self._discard: int | None = None
        self._leader = 0
        self._current: list[int] = []  # the cards of the trick in play
        # In play, for each seat leading, the seats in the order they play to a trick;
        # and the order of the trick in play.
        self._orders: tuple[tuple[int, ...], ...] = _TRICK_ORDERS[0] if n == 4 else _FORM_ORDERS[n]
        self._order: tuple[int, ...] = self._orders[0]
        # The finished tricks as (leader, cards, seats, winner); each trick's list of
        # cards is the one it was played into (a new list starts each trick).
        self._tricks: list[tuple[int, list[int], tuple[int, ...], int]] = []
        # The actions before play, as (seat, action); the plays are read off the tricks.
        self._history: list[tuple[int, Action]] = []
        self._active = n
        auction = rules.auction
        self._size = 6 if auction else 5
        # Bid Euchre: the high bid so far (0: none), its bidder, and whether it is a moon;
        # five-handed: the called card's id, and the seat that holds it (None: nobody).
        self._high = 0
        self._moon = False
        self._high_by: int | None = None
        self._called: int | None = None
        self._partner: int | None = None
        up = -1 if auction else kitty[0]  # (Bid Euchre turns up no card)
        self._upsuit = up & 3
        self._picker: int | None = None
        self._discarder = dealer
        self._exchange: tuple[int, int | None] | None = None
        # Railroad's lone defender calling for best: (the card given, the discard).
        self._defender_exchange: tuple[int, int | None] | None = None
        self._receiver: int | None = None  # who gets the card in the give phase
        # Going under: who went under, and the cards they have buried so far.
        self._under_by: int | None = None
        self._under: list[int] = []
        self._redeal_by: int | None = None
        # In play: the cards that follow the led card, and the tables that give them
        # for this trump (set when play starts).
        self._follow = 0
        self._follow_of: tuple[int, ...] = ()
        self._keys_of: tuple[tuple[int, ...], ...] = ()
        if up == JOKER_ID:
            self._upsuit = -1
            self._phase = Phase.NAME
            self._to_act = dealer
        elif up < 0:
            self._phase = Phase.AUCTION
        # The legal actions of the player to act, kept up to date by every action:
        # apply checks an action against them, and legal_actions lists them. In play
        # they are a mask of the cards that may be played (_legal_mask), else a tuple.
        self._legal_mask = 0
        # Every seat has the same first-round bids, unless the dealer's partner must go
        # alone (Canadian loner) or a weak hand may ask for a redeal.
        self._same_bids = (
            not rules.canadian_loner and rules.weak_hand_redeal == "off" and not rules.go_under
        )
        self._legal: tuple[Action, ...] = (
            _ORDER_ACTIONS
            if self._same_bids and rules.allow_alone and up >= 0 and up != JOKER_ID
            else self._bids_and_discards()
        )

    # ----------------------------------------------------------------- building

    @classmethod
    def new(
        cls,
        *,
        dealer: int,
        hands: Sequence[str | Iterable[CardLike]],
        kitty: str | Iterable[CardLike],
        rules: Rules = _STANDARD,
        score: tuple[int, ...] | None = None,
    ) -> Deal:
        """A deal with the cards given: four hands of five (seat 0 first) and the four
        cards of the kitty, ``kitty[0]`` being the upcard (the rest of the deck in a
        variant's deck: 5 cards with the joker, 12 in the 32-card deck). The two- and
        three-handed forms take two or three hands, and a kitty of the 14 or 9 cards left;
        five-handed Euchre five hands and 3 cards; Bid Euchre four hands of six.
        ``score`` is the game's score before this deal (one number per side, or per
        player where each plays for themselves; none given: 0 each). It stays as given
        while the deal is played: the points the deal wins are in ``result``.

        >>> two = Deal.new(dealer=0, hands=["9H TH JH QH KH", "9S TS JS QS KS"],
        ...                kitty="AH AS 9C TC JC QC KC AC 9D TD JD QD KD AD",
        ...                rules=Rules.two_handed())
        >>> two.to_act, two.legal_actions()
        (1, [Action('pass'), Action('order')])

        Bid Euchre deals six cards each and turns up none; its first action is a bid:

        >>> bid = Deal.new(dealer=3, hands=["9C TC JC QC KC AC", "9D TD JD QD KD AD",
        ...                                 "9H TH JH QH KH AH", "9S TS JS QS KS AS"],
        ...                kitty="", rules=Rules.bid_euchre())
        >>> bid.upcard, bid.apply("bid 4"), bid.legal_actions()
        (None, Action('bid 4'), [Action('pass'), Action('bid 5'), Action('bid 6')])
        """
        rules = rules_arg(rules)
        n = rules.players
        seat_arg(dealer, "dealer", n)
        score = score_arg(score, scorers=rules.scorers, negative=rules.negative_scores)
        words = _HOW_MANY[n]
        if isinstance(hands, str | bytes | dict) or not isinstance(hands, Iterable):
            raise MisdealError(
                f"hands={shown(hands)} is not {words} hands: give a list of {words} hands, "
                "seat 0 first, each a text like 'JH JD AH KH QH' or a list of cards."
            )
        hands = list(hands)
        if len(hands) != n:
            raise MisdealError(f"A deal needs {n} hands (seats 0 to {n - 1}), not {len(hands)}.")
        low = rules.min_rank
        joker = rules.joker
        parsed = [cards(h, min_rank=low, joker=joker) for h in hands]
        kitty_cards = cards(kitty, min_rank=low, joker=joker)
        for seat, hand in enumerate(parsed):
            if len(hand) != rules.hand_size:
                raise MisdealError(
                    f"{_name(seat, n)} was dealt {len(hand)} cards; each player gets "
                    f"{rules.hand_size}. After a misdeal the same dealer deals again."
                )
        size = rules.kitty_size
        if len(kitty_cards) != size:
            raise MisdealError(
                f"The kitty has {len(kitty_cards)} card{'' if len(kitty_cards) == 1 else 's'}; "
                f"it must have the {size} cards not "
                "dealt" + (" (Bid Euchre deals every card)." if size == 0 else ".")
            )
        seen: set[Card] = set()
        for card in [c for h in parsed for c in h] + list(kitty_cards):
            if card in seen:
                raise MisdealError(f"{card} appears twice; a deck has one of each card.")
            seen.add(card)
        return cls(
            dealer=dealer,
            dealt=tuple(mask_of(hand) for hand in parsed),
            kitty=tuple(c.id for c in kitty_cards),
            rules=rules,
            score=score,
        )

    @classmethod
    def shuffled(
        cls,
        *,
        seed: int | random.Random | None = None,
        dealer: int = 0,
        rules: Rules = _STANDARD,
        score: tuple[int, ...] | None = None,
    ) -> Deal:
        """A deal from a shuffled deck. The same ``seed`` (an int, or a
        :class:`random.Random` to draw from) always gives the same cards. ``score`` is
        the game's score before this deal, as for :meth:`new`."""
        if type(rules) is not Rules:
            rules = rules_arg(rules)
        n = rules.players
        if type(dealer) is not int or not 0 <= dealer < n:
            seat_arg(dealer, "dealer", n)
        if score is not None or n not in (2, 4):
            score = score_arg(score, scorers=rules.scorers, negative=rules.negative_scores)
        else:
            score = _NO_SCORE
        rng = seed if isinstance(seed, random.Random) else random_of(seed)
        if n != 4 or rules.auction:
            size = rules.hand_size
            order = deal_order(dealer, rules.deal_pattern, rules.deck_size, n, size)
            dealt = order(shuffled_deck(rng, rules.deck))
            deal = _NEW(cls)
            deal._setup(
                dealer,
                tuple(sum(_BIT[i] for i in dealt[size * s : size * s + size]) for s in range(n)),
                dealt[size * n :],
                rules,
                score,
            )
            return deal
        if rules.min_rank == 9 and not rules.joker:
            dealt = deal_order(dealer, rules.deal_pattern)(shuffled_deck(rng))
        else:
            dealt = deal_order(dealer, rules.deal_pattern, rules.deck_size)(
                shuffled_deck(rng, rules.deck)
            )
        bit = _BIT
        deal = _NEW(cls)
        deal._setup(
            dealer,
            (
                bit[dealt[0]] | bit[dealt[1]] | bit[dealt[2]] | bit[dealt[3]] | bit[dealt[4]],
                bit[dealt[5]] | bit[dealt[6]] | bit[dealt[7]] | bit[dealt[8]] | bit[dealt[9]],
                bit[dealt[10]] | bit[dealt[11]] | bit[dealt[12]] | bit[dealt[13]] | bit[dealt[14]],
                bit[dealt[15]] | bit[dealt[16]] | bit[dealt[17]] | bit[dealt[18]] | bit[dealt[19]],
            ),
            dealt[20:],
            rules,
            score,
        )
        return deal

    def copy(self) -> Deal:
        """An independent copy of this deal in its current state."""
        other = Deal.__new__(Deal)
        for name in Deal.__slots__:
            value = getattr(self, name)
            if isinstance(value, list):
                value = list(value)
            object.__setattr__(other, name, value)
        return other

    def restart(self) -> Deal:
        """A fresh deal with the same cards, dealer, rules and score, before any action."""
        return Deal(
            dealer=self.dealer,
            dealt=self.dealt,
            kitty=self.kitty,
            rules=self.rules,
            score=self.score,
        )

    def at(self, moves: int) -> Deal:
        """The deal as it stood after its first ``moves`` actions (0 is the start)."""
        turns = self._turns()
        if type(moves) is not int or not 0 <= moves <= len(turns):
            raise IllegalActionError(
                f"moves={shown(moves)}: this deal has {len(turns)} actions; choose 0 to "
                f"{len(turns)} (a whole number)."
            )
        deal = self.restart()
        for _, action in turns[:moves]:
            deal.apply(action)
        return deal

    def _turns(self) -> list[tuple[int, Action]]:
        """Every action so far as ``(seat, action)``: the bidding (and discards), then
        the cards of each trick in the order played."""
        turns = list(self._history)
        for _, played, seats, _ in self._tricks:
            turns.extend(_PLAY_TURNS[s][c] for s, c in zip(seats, played, strict=True))
        turns.extend(_PLAY_TURNS[s][c] for s, c in zip(self._order, self._current, strict=False))
        return turns

    # ----------------------------------------------------------- what is known

    @property
    def phase(self) -> Phase:
        """The current phase."""
        return self._phase

    @property
    def to_act(self) -> int | None:
        """The seat whose turn it is, or ``None`` when the deal is over."""
        return self._to_act

    @property
    def upcard(self) -> Card | None:
        """The card turned up on the kitty (``None`` in Bid Euchre, which turns up none)."""
        return None if self.rules.auction else Card.from_id(self.kitty[0])

    @property
    def hand_size(self) -> int:
        """Cards dealt to each player, which is the number of tricks: 6 in Bid Euchre, else 5."""
        return self._size

    @property
    def bids(self) -> tuple[Turn, ...]:
        """Bid Euchre: the auction so far, a turn per seat that bid or passed."""
        if not self.rules.auction:
            return ()
        kinds = (_K_PASS, ActionKind.BID, ActionKind.MOON)
        return tuple(Turn(s, a) for s, a in self._history if a.kind in kinds)

    @property
    def high_bid(self) -> int | None:
        """Bid Euchre: the highest bid so far, in tricks (6 for a moon), or ``None``."""
        return self._high or None

    @property
    def high_bidder(self) -> int | None:
        """Bid Euchre: the seat with the highest bid so far (the maker, once the
        auction is over)."""
        return self._high_by

    @property
    def moon(self) -> bool:
        """Bid Euchre: True if the high bid is a moon (all six tricks alone)."""
        return self._moon

    @property
    def called_card(self) -> Card | None:
        """Five-handed: the card the maker called (public), or ``None``."""
        return None if self._called is None else Card.from_id(self._called)

    @property
    def partner(self) -> int | None:
        """Five-handed: the seat holding the called card, the maker's secret partner
        (``None`` before the call, when the maker is alone, or when the card is in the
        kitty; always ``None`` in the other forms, where partners sit across the table).
        This is the full state: a view knows it only once the card is played. Not to be
        mixed up with :attr:`PlayerView.partner <euchre.view.PlayerView.partner>`, the
        viewing seat's own partner in every form."""
        return self._partner

    @property
    def partner_revealed(self) -> bool:
        """Five-handed: True once the called card has been played."""
        called = self._called
        if called is None:
            return False
        return any(called in t[1] for t in self._tricks) or called in self._current

    @property
    def upcard_suit(self) -> Suit | None:
        """The suit the upcard stands for in the bidding: its own, or for a joker turned
        up the suit the dealer names (``None`` until named)."""
        return None if self._upsuit < 0 else Suit(self._upsuit)

    @property
    def upcard_turned_down(self) -> bool:
        """True once all four passed in the first round."""
        return self._turned_down

    @property
    def trump(self) -> Suit | None:
        """The trump suit, once made (``None`` too in a no-trump hand: see :attr:`no_trump`)."""
        trump = self._trump
        return None if trump is None or trump == NO_TRUMP else Suit(trump)

    @property
    def no_trump(self) -> bool:
        """True once no trump is called (the no-trump variant)."""
        return self._trump == NO_TRUMP

    @property
    def trump_index(self) -> int | None:
        """The trump tables' index: the suit, or 4 (``NO_TRUMP``) in a no-trump hand."""
        return self._trump

    @property
    def maker(self) -> int | None:
        """The seat that made trump."""
        return self._maker

    @property
    def maker_alone(self) -> bool:
        """True if the maker went alone."""
        return self._alone

    @property
    def plays_alone(self) -> bool:
        """True if the maker plays without a partner and scores as a loner: the maker
        went alone, or (five-handed) called a card that lies in the kitty, so that
        nobody holds it. This is the full state: the players cannot see the kitty,
        and the called card, never played, tells them only by its absence."""
        return self._alone or (self._called is not None and self._partner is None)

    @property
    def defender_alone(self) -> int | None:
        """The seat defending alone, if any."""
        return self._defender_alone

    @property
    def sitting_out(self) -> tuple[int, ...]:
        """Seats that sit out this deal (a loner's partner, a lone defender's partner)."""
        return tuple(s for s in range(self._n) if self._out[s])

    @property
    def active_seats(self) -> tuple[int, ...]:
        """Seats that play cards this deal."""
        return tuple(s for s in range(self._n) if not self._out[s])

    @property
    def players(self) -> int:
        """How many play: 4, or 2, 3 and 5 in the two-, three- and five-handed forms."""
        return self._n

    @property
    def sides(self) -> tuple[tuple[int, ...], ...]:
        """The sides of the deal, as tuples of seats: the two partnerships in the
        four-handed game; in the others each player alone, and in cutthroat, once trump
        is made, the maker against the other two.

        >>> from euchre.rules import Rules
        >>> deal = Deal.shuffled(seed=1, dealer=0, rules=Rules.cutthroat())
        >>> deal.sides
        ((0,), (1,), (2,))
        >>> _ = deal.apply("order"); deal.sides
        ((1,), (0, 2))
        """
        n = self._n
        if n == 4:
            return ((0, 2), (1, 3))
        maker = self._maker
        if n == 2 or maker is None:
            return tuple((s,) for s in range(n))
        makers = (maker,) if self._partner is None else tuple(sorted((maker, self._partner)))
        return (makers, tuple(s for s in range(n) if s not in makers))

    @property
    def dealer_picked_up(self) -> bool:
        """True if the dealer took the upcard into their hand."""
        return self._picked_up

    @property
    def upcard_taken_by(self) -> int | None:
        """The seat that took the upcard into their hand: the dealer, or with
        ``partners_best="upcard"`` a loner; ``None`` while it is on the kitty."""
        return self._picker

    @property
    def exchange(self) -> tuple[Card, Card | None] | None:
        """Call for best (``partners_best="partner"``): the card the loner's partner
        gave, and the loner's discard (``None`` until made)."""
        if self._exchange is None:
            return None
        given, dropped = self._exchange
        return (Card.from_id(given), None if dropped is None else Card.from_id(dropped))

    @property
    def defender_exchange(self) -> tuple[Card, Card | None] | None:
        """Railroad's lone defender calling for best (``defender_best``): the card their
        partner gave, and their discard (``None`` until made)."""
        if self._defender_exchange is None:
            return None
        given, dropped = self._defender_exchange
        return (Card.from_id(given), None if dropped is None else Card.from_id(dropped))

    @property
    def under_by(self) -> int | None:
        """Going under (``Rules.go_under``): the seat that went under, if one did."""
        return self._under_by

    @property
    def buried(self) -> tuple[Card, ...]:
        """Going under: the cards buried under the upcard so far (hidden from every
        other player: see :meth:`view`)."""
        return tuple(Card.from_id(c) for c in self._under)

    @property
    def redeal_by(self) -> int | None:
        """The seat that asked for a redeal with a weak hand, if one did."""
        return self._redeal_by

    @property
    def discard(self) -> Card | None:
        """The discard of the player who took the upcard, usually the dealer (hidden
        from the other players: see :meth:`view`)."""
        return None if self._discard is None else Card.from_id(self._discard)

    @property
    def kitty_cards(self) -> tuple[Card, ...]:
        """The cards dealt to the kitty, the upcard first (none in Bid Euchre, which
        deals every card).

        >>> deal = Deal.new(dealer=0, hands=["9C TC JC QC KC", "AC 9D TD JD QD",
        ...     "KD AD 9H TH JH", "QH KH AH 9S TS"], kitty="JS QS KS AS")
        >>> " ".join(map(str, deal.kitty_cards)), Card("JS") in deal.kitty_cards
        ('J♠ Q♠ K♠ A♠', True)
        """
        return tuple(Card.from_id(c) for c in self.kitty)

    def hand(self, seat: int) -> tuple[Card, ...]:
        """The cards ``seat`` holds now, sorted."""
        seat_arg(seat, "seat", self._n)
        return tuple(sorted(cards_of_mask(self._hands[seat])))

    @property
    def hands(self) -> tuple[tuple[Card, ...], ...]:
        """Every seat's current cards (the full state: bots get :meth:`view` instead)."""
        return tuple(self.hand(s) for s in range(self._n))

    def dealt_hand(self, seat: int) -> tuple[Card, ...]:
        """The cards ``seat`` was dealt (five, or six in Bid Euchre)."""
        seat_arg(seat, "seat", self._n)
        return tuple(sorted(cards_of_mask(self.dealt[seat])))

    @property
    def history(self) -> tuple[Turn, ...]:
        """Every action so far, in order."""
        return tuple(Turn(seat, action) for seat, action in self._turns())

    @property
    def tricks(self) -> tuple[Trick, ...]:
        """The finished tricks."""
        n = self._n
        return tuple(
            Trick(leader, tuple(_CARD_OF[c] for c in played), seats, winner, n)
            for leader, played, seats, winner in self._tricks
        )

    @property
    def current_trick(self) -> tuple[tuple[int, Card], ...]:
        """The cards played to the trick in progress, as ``(seat, card)``."""
        return tuple((s, Card.from_id(c)) for s, c in zip(self._order, self._current, strict=False))

    @property
    def leader(self) -> int | None:
        """The seat leading (or that led) the trick in progress."""
        return self._leader if self._phase is _PLAY else None

    @property
    def tricks_won(self) -> tuple[int, ...]:
        """Tricks taken so far, per team (per player in the two-, three- and five-handed
        forms)."""
        if self._n != 4:
            winners = [t[3] for t in self._tricks]
            return tuple(winners.count(s) for s in range(self._n))
        odd = sum(t[3] & 1 for t in self._tricks)  # tricks won by seats 1 and 3
        return (len(self._tricks) - odd, odd)

    @property
    def result(self) -> DealResult | None:
        """The outcome, once the deal is over."""
        if self._phase is not _OVER:
            return None
        if self._maker is None:
            return DealResult(
                maker=None,
                trump=None,
                maker_alone=False,
                defender_alone=None,
                tricks=(0,) * self.rules.scorers,
                points=(0,) * self.rules.scorers,
                thrown_in=True,
                redeal_by=self._redeal_by,
                players=self._n,
                hand_size=self._size,
            )
        makers = self.rules.scorer_of(self._maker)
        tricks = self.tricks_won
        partner = self._partner
        if self.rules.auction:
            bidders, defenders = score_bid(tricks[makers], self._high, moon=self._moon)
            return DealResult(
                maker=self._maker,
                trump=self.trump,
                maker_alone=self._alone,
                defender_alone=None,
                tricks=tricks,
                points=(bidders, defenders) if makers == 0 else (defenders, bidders),
                no_trump=self._trump == NO_TRUMP,
                bid=self._high,
                moon=self._moon,
                hand_size=6,
            )
        side, points = score_hand(
            tricks[makers] + (0 if partner is None else tricks[partner]),
            maker_alone=self.plays_alone,
            lone_defender=self._defender_alone is not None,
            rules=self.rules,
        )
        # The makers' points go to the makers (in five-handed, to the maker and the
        # partner each); a euchre's to each defending score (the other team, or in the
        # other forms every other player).
        scores = tuple(
            points if (i in (makers, partner)) == (side == "makers") else 0
            for i in range(len(tricks))
        )
        fast_break = self.rules.fast_break and self._fast_break(makers)
        if fast_break:
            scores = (0,) * len(tricks)
        return DealResult(
            maker=self._maker,
            trump=self.trump,
            maker_alone=self._alone,
            defender_alone=self._defender_alone,
            tricks=tricks,
            points=scores,
            no_trump=self._trump == NO_TRUMP,
            players=self._n,
            fast_break=fast_break,
            partner=partner,
        )

    def _fast_break(self, makers: int) -> bool:
        """The defenders took the first two tricks and the makers the last three."""
        scorer_of = self.rules.scorer_of
        won = [scorer_of(t[3]) == makers for t in self._tricks]
        return won == [False, False, True, True, True]

    def view(self, seat: int) -> PlayerView:
        """What ``seat`` may know now: their own cards, the upcard, every bid, the
        dealer's own discard only for the dealer, the cards played, the tricks won."""
        from .view import PlayerView

        seat_arg(seat, "seat", self._n)
        return PlayerView.of(self, seat)

    # ------------------------------------------------------------ legal actions

    def _not_an_action(self, text: object, error: IllegalActionError) -> IllegalActionError:
        """``error`` (from reading ``text``), or, when it only listed every action of
        every form, the same refusal naming the actions the player to act has."""
        if not str(error).endswith(f"write {_FORMS}.") or self._to_act is None:
            return error
        who = _name(self._to_act, self._n)
        may = listed(self.legal_actions(), "or")
        return IllegalActionError(f"{shown(text)} is not an action: {who} may {may}.")

    def legal_actions(self) -> list[Action]:
        """Every action the player to act may take now (empty when the deal is over)."""
        if self._phase is _PLAY:
            mask = self._legal_mask
            if mask & 255:  # sevens or eights (the 32-card deck)
                return (
                    _PLAYS_LOW[mask & 255] + _PLAYS_MID[mask >> 8 & 4095] + _PLAYS_HIGH[mask >> 20]
                )
            return _PLAYS_MID[mask >> 8 & 4095] + _PLAYS_HIGH[mask >> 20]  # (a new list)
        return list(self._legal)

    def _bids_and_discards(self) -> tuple[Action, ...]:
        """The legal actions outside play."""
        phase = self._phase
        rules = self.rules
        if phase is _ORDER:
            actions: tuple[Action, ...] = _ORDER_ACTIONS if rules.allow_alone else (PASS, ORDER)
            if self._same_bids:
                return actions
            seat = self._to_act
            if rules.canadian_loner and seat == (self.dealer + 2) % 4:
                actions = (PASS, ORDER_ALONE)
            if (
                rules.weak_hand_redeal != "off" and seat != self._under_by and self._weak(seat)  # type: ignore[arg-type]
            ):
                actions += (REDEAL,)
            if rules.go_under and self._under_by is None and self._may_go_under(seat):  # type: ignore[arg-type]
                actions += (GO_UNDER,)
            return actions
        if phase is _CALL:
            may_pass = not (rules.stick_the_dealer and self._to_act == self.dealer)
            return _call_actions(self._upsuit, may_pass, rules.allow_alone, rules.allow_no_trump)
        if phase is _DISCARD or phase is Phase.UNDER:
            hand = self._hands[self._discarder]
            if (
                not rules.dealer_may_discard_upcard
                and self._exchange is None
                and self._picker == self.dealer
            ):
                hand &= ~(1 << self.kitty[0])
            return (
                *_DISCARDS_LOW[hand & 255],
                *_DISCARDS_MID[hand >> 8 & 4095],
                *_DISCARDS_HIGH[hand >> 20],
            )
        if phase is _DEFEND:
            return _DEFEND_ACTIONS
        if phase is Phase.NAME:
            return tuple([_NAMES[s] for s in Suit])
        if phase is Phase.GIVE:
            return tuple([_GIVES[i] for i in iter_ids(self._hands[self._to_act])])  # type: ignore[index]
        if phase is Phase.AUCTION:
            if rules.stick_the_dealer and self._to_act == self.dealer and not self._high:
                return (_BIDS[3],)  # the stuck dealer's contract is 3, no more
            bids = [PASS]
            bids.extend(_BIDS[k] for k in range(max(3, self._high + 1), 7))
            if rules.shoot_the_moon:
                bids.append(MOON)
            return tuple(bids)
        if phase is Phase.TRUMP:
            names = [_TRUMPS[s] for s in Suit]
            return tuple([*names, _TRUMP_NONE] if rules.allow_no_trump else names)
        if phase is Phase.PARTNER:
            return tuple([_PARTNERS[c] for c in self._callable()])
        return ()

    def _callable(self) -> list[int]:
        """Five-handed: the ids of the cards the maker may call, lowest first: not
        trump, not in the maker's hand, not the turned-down upcard nor the maker's own
        discard; with ``call_ace`` only aces."""
        maker: int = self._maker  # type: ignore[assignment]
        trump: int = self._trump  # type: ignore[assignment]
        hand = self._hands[maker]
        known = {self.kitty[0]} if self._turned_down else set()
        if self._discard is not None and self.dealer == maker:
            known.add(self._discard)
        aces_only = self.rules.call_ace
        return [
            c
            for c in self.rules.deck
            if c != JOKER_ID
            and (trump == NO_TRUMP or EFFECTIVE[trump][c] != trump)
            and not hand >> c & 1
            and c not in known
            and (not aces_only or _CARD_OF[c].rank is Rank.ACE)
        ]

    def _may_go_under(self, seat: int) -> bool:
        """True if ``seat``'s dealt hand has three or more 9s and 10s (or lower)."""
        return sum(Card.from_id(i).rank <= Rank.TEN for i in iter_ids(self.dealt[seat])) >= 3

    def _weak(self, seat: int) -> bool:
        """True if ``seat``'s dealt hand may ask for a redeal under the table's rule."""
        dealt = self.dealt[seat]
        ranks = [Card.from_id(i).rank for i in iter_ids(dealt)]
        if self.rules.weak_hand_redeal == "farmer":
            return all(r <= Rank.TEN for r in ranks)
        return all(r < Rank.JACK for r in ranks)  # ace-no-face: no A, K, Q, J or joker

    # ---------------------------------------------------------------- applying

    def apply(self, action: Action | str, *, seat: int | None = None) -> Action:
        """Carry out an action of the player to act (an :class:`Action` or its text,
        such as ``"order alone"`` or ``"play JH"``). Give ``seat`` to have the engine
        check that it is that seat's turn. Returns the action applied.

        Raises :class:`IllegalActionError`, explaining why, for anything the rules do
        not allow; the deal is then unchanged. Text that is no action at all is told the
        actions the player to act has (the engine's list of every form's actions is
        no help to them):

        >>> Deal.shuffled(seed=1, dealer=0).apply("xyz")
        Traceback (most recent call last):
        ...
        euchre.errors.IllegalActionError: 'xyz' is not an action: West may pass, order or order alone.
        """
        if type(action) is Action:
            act = action
        else:
            try:
                act = Action.parse(action)
            except IllegalActionError as error:
                raise self._not_an_action(action, error) from None
        to_act = self._to_act
        if (
            (card := act._code) >= 0  # one of the engine's own play actions
            and self._phase is _PLAY
            and self._legal_mask & (bit := _BIT[card])
            and (seat is None or seat is to_act)  # (a seat is a small int: one object each)
        ):
            # The hot path of play, checked against the legal cards worked out when the
            # turn came round; anything else goes the long way, which explains errors.
            self._play(to_act, card, bit)  # type: ignore[arg-type]
            return act
        if (
            act is PASS
            and self._phase is _ORDER
            and to_act != self.dealer
            and seat is None
            and self._same_bids
        ):
            # A pass in the first round, not the dealer's: the next seat has the same
            # choices.
            self._to_act = (to_act + 1) % self._n  # type: ignore[operator]
            self._history.append((to_act, act))  # type: ignore[arg-type]
            return act
        # The long way: every field of the action is checked again (an action built by
        # hand, or changed behind its constructor's back), and so is the seat; nothing
        # changes until the action is known to be legal.
        if id(act) not in _INTERNED:
            act = canonical(act)
        n = self._n
        if seat is not None:
            seat_arg(seat, "seat", n)
        if to_act is None:
            raise IllegalActionError(f"The deal is over; {act} is not possible.")
        if seat is not None and seat != to_act:
            raise IllegalActionError(
                f"It is {_name(to_act, n)}'s turn ({self._phase_words()}), not {_name(seat, n)}'s."
            )
        kind = act.kind
        phase = self._phase
        if phase is _PLAY and kind is _K_PLAY:
            if act.card is not None and self._legal_mask >> (card := act.card._id) & 1:
                self._play(to_act, card, _BIT[card])  # (the seat was given as another int)
                return act
            self._reject_play(to_act, act)
        if phase is _ORDER and (kind is _K_PASS or kind is _K_ORDER):
            self._order_round(to_act, act)
        elif phase is _CALL and (kind is _K_PASS or kind is _K_CALL):
            self._call_round(to_act, act)
        elif phase is _DISCARD and kind is _K_DISCARD:
            self._discard_card(act)
        elif phase is _DEFEND and (kind is _K_PASS or kind is _K_DEFEND):
            self._defend(to_act, act)
        elif phase is Phase.NAME and kind is ActionKind.NAME:
            self._name_upcard(act)
        elif phase is Phase.GIVE and kind is ActionKind.GIVE:
            self._give(to_act, act)
        elif phase is _ORDER and kind is ActionKind.REDEAL:
            self._redeal(to_act)
        elif phase is _ORDER and kind is ActionKind.UNDER:
            self._go_under(to_act)
        elif phase is Phase.UNDER and kind is _K_DISCARD:
            self._bury(to_act, act)
        elif phase is Phase.AUCTION and kind in _AUCTION_KINDS:
            self._auction(to_act, act)
        elif phase is Phase.TRUMP and kind is ActionKind.TRUMP:
            self._name_trump(to_act, act)
        elif phase is Phase.PARTNER and kind is ActionKind.PARTNER:
            self._call_partner(to_act, act)
        else:
            what = (
                f"call the {act.card} as your partner's card"
                if kind is ActionKind.PARTNER
                else act.printed
            )
            why = self._why_not_now(kind, act)
            raise IllegalActionError(
                f"You cannot {what} now: {why}it is {_name(to_act, n)}'s turn to "
                f"{self._phase_words()}."
            )
        self._history.append((to_act, act))
        if self._phase is _PLAY:
            hand = self._hands[self._to_act]  # type: ignore[index]
            self._legal_mask = self._follow & hand or hand if self._current else hand
            self._legal = ()
        else:
            self._legal_mask = 0
            self._legal = self._bids_and_discards()
        return act

    def _play(self, seat: int, card: int, bit: int) -> None:
        """Play: ``seat`` plays the card (its id, and its bit in a hand's mask) to the
        trick in progress; a complete trick goes to the highest card, whose player
        leads the next, until the fifth ends the deal. The card is already known to
        be legal (:meth:`apply` checks it against the legal cards of the turn)."""
        hands = self._hands
        hands[seat] ^= bit
        current = self._current
        current.append(card)
        played = len(current)
        if played == self._active:
            # The trick is complete: the card with the highest key for this lead
            # wins (a plain loop: faster than max() on four cards), and its player
            # leads the next trick, or the deal is over after five.
            keys = self._keys_of[current[0]]
            best = 0
            for played_card in current:
                key = keys[played_card]
                if key > best:
                    best = key
            order = self._order
            winner = order[current.index(best & 63)]
            tricks = self._tricks
            tricks.append((self._leader, current, order, winner))
            self._current = []
            if len(tricks) == self._size:
                self._end()
            else:
                self._leader = self._to_act = winner
                self._order = self._orders[winner]
                self._legal_mask = hands[winner]
            return
        if played == 1:
            self._follow = self._follow_of[card]
        seat = self._to_act = self._order[played]
        hand = hands[seat]
        self._legal_mask = self._follow & hand or hand

    def _why_not_now(self, kind: ActionKind, act: Action) -> str:
        """Why an action the rules allow only at one moment is not possible now, ended
        with "; " (empty for the others: the turn's words say enough)."""
        rules = self.rules
        if kind is _K_DEFEND:
            if not rules.defend_alone:
                return "defending alone is not played at this table; "
            return (
                "a defender may defend alone only against a loner, when asked right after "
                "the loner's call; "
            )
        if kind is ActionKind.REDEAL:
            if rules.weak_hand_redeal == "off":
                return f"{_NO_REDEALS}; "
            return "a weak hand may ask for a redeal only on its first turn to bid; "
        # an action of another form of the game: it will not become possible later
        if kind in (ActionKind.BID, ActionKind.MOON, ActionKind.TRUMP) and not rules.auction:
            return (
                "bidding for tricks and naming trump after it are Bid Euchre's, not this table's; "
            )
        if kind in (_K_ORDER, _K_CALL) and rules.auction:
            return "Bid Euchre turns up no card to order and has no second round to call in; "
        if kind is ActionKind.PARTNER and self._n != 5:
            return "calling a partner's card is five-handed Euchre's, not this table's; "
        if kind is ActionKind.NAME and self._phase is Phase.TRUMP:
            # "East names diamonds", the story says; the action is "trump D"
            assert act.suit is not None  # a 'name' always names its suit
            return (
                "'name' names the suit of a joker turned up, and the high bidder names trump "
                f"with 'trump', like 'trump {act.suit.letter}'; "
            )
        return ""

    def _turned_down_words(self, *, sentence: bool = False) -> str:
        """The suit turned down in the first round, as a player says it: "hearts", or
        "hearts (the suit the joker stood for)" when the joker was turned up; as a
        ``sentence``: "Hearts were turned down in the first round"."""
        suit = Suit(self._upsuit).plural
        joker = self.upcard is not None and self.upcard.rank is Rank.JOKER
        if sentence:
            if joker:
                return f"The joker, named {suit}, was turned down in the first round"
            return f"{capitalised(suit)} were turned down in the first round"
        return f"{suit} (the suit the joker stood for)" if joker else suit

    def _phase_words(self) -> str:
        choices = self.legal_actions()
        # How to write the two actions a player seldom meets, with one they may take.
        hint = (
            f"; written like {choices[0]}"
            if self._phase in (Phase.NAME, Phase.GIVE) and choices
            else ""
        )
        return (
            phase_words(
                self._phase,
                exchange=after_a_card_given(self.history),
                choices=choices,
                dealer=self._to_act == self.dealer,
                buried=len(self._under),
            )
            + hint
        )

    def _name_upcard(self, act: Action) -> None:
        """The joker turned up: the dealer names the suit it stands for in the bidding."""
        assert act.suit is not None  # (a name action always names a suit)
        self._upsuit = int(act.suit)
        self._phase = _ORDER
        self._to_act = (self.dealer + 1) % self._n

    def _check_alone(self, act: Action) -> None:
        if act.alone and not self.rules.allow_alone:
            without = f"{'order' if act.kind is _K_ORDER else 'call'} without 'alone'."
            if self._n in (2, 3):
                raise IllegalActionError(
                    f"In {self.rules.form_words} the maker always plays alone, so there is no "
                    f"call to go alone: {without}"
                )
            raise IllegalActionError(f"Going alone is not played at this table; {without}")

    def _order_round(self, seat: int, act: Action) -> None:
        if act.kind is _K_PASS:
            if seat == self.dealer:
                self._phase = _CALL
                self._turned_down = True
            self._to_act = (seat + 1) % self._n
            return
        if act.alone:
            self._check_alone(act)
        rules = self.rules
        if rules.canadian_loner and not act.alone and seat == (self.dealer + 2) % 4:
            raise IllegalActionError(
                "The Canadian loner: the dealer's partner who orders up must go alone "
                "(order alone)."
            )
        self._make_trump(seat, self._upsuit, act.alone)
        dealer = self.dealer
        if act.alone and rules.partners_best == "upcard" and seat != dealer:
            self._take_upcard(seat)
        elif self._out[dealer]:
            self._after_bidding()
        else:
            self._take_upcard(dealer)

    def _take_upcard(self, seat: int) -> None:
        self._picker = seat
        self._picked_up = seat == self.dealer
        self._hands[seat] |= 1 << self.kitty[0]
        self._discarder = seat
        self._phase = _DISCARD
        self._to_act = seat

    def _go_under(self, seat: int) -> None:
        if not self.rules.go_under:
            raise IllegalActionError("Going under is not played at this table.")
        if self._under_by is not None:
            raise IllegalActionError(
                f"{_name(self._under_by, self._n)} has already gone under this deal; there "
                "are no more cards under the upcard to take."
            )
        if not self._may_go_under(seat):
            raise IllegalActionError(
                "Only a hand with three or more 9s and 10s may go under, and yours is not one."
            )
        self._under_by = seat
        for card in self.kitty[1 : 1 + UNDER_CARDS]:
            self._hands[seat] |= 1 << card
        self._discarder = seat
        self._phase = Phase.UNDER

    def _held(self, seat: int, act: Action, verb: str) -> int:
        """The id of the card of a discard, a bury or a give, which ``seat`` must hold."""
        card = _card_id(act)
        if not self._hands[seat] >> card & 1:
            who = "The dealer" if seat == self.dealer else _name(seat, self._n)
            raise IllegalActionError(
                f"{who} does not hold {act.card}: {verb} one of "
                f"{', '.join(str(c) for c in self.hand(seat))}."
            )
        return card

    def _bury(self, seat: int, act: Action) -> None:
        card = self._held(seat, act, "bury")
        self._hands[seat] &= ~(1 << card)
        self._under.append(card)
        if len(self._under) == UNDER_CARDS:  # all buried: the same player bids on
            self._phase = _ORDER
            self._discarder = self.dealer

    def _redeal(self, seat: int) -> None:
        if self.rules.weak_hand_redeal == "off" or seat == self._under_by or not self._weak(seat):
            rule = self.rules.weak_hand_redeal
            if rule == "off":
                raise IllegalActionError(capitalised(_NO_REDEALS) + ".")
            raise IllegalActionError(
                f"Only a weak hand may ask for a redeal ({value_words('weak_hand_redeal', rule)}"
                " at this table), and yours is not one."
            )
        self._redeal_by = seat
        self._end()

    def _call_round(self, seat: int, act: Action) -> None:
        if act.kind is _K_PASS:
            if seat == self.dealer:
                if self.rules.stick_the_dealer:
                    no_trump = ", or call no trump" if self.rules.allow_no_trump else ""
                    raise IllegalActionError(
                        "Stick the dealer: the dealer may not pass in the second round and "
                        f"must name a suit other than {self._turned_down_words()}{no_trump}."
                    )
                self._end()  # thrown in
                return
            self._to_act = (seat + 1) % self._n
            return
        if act.suit is None:
            if not self.rules.allow_no_trump:
                raise IllegalActionError("No trump is not allowed at this table: name a suit.")
            self._check_alone(act)
            self._make_trump(seat, NO_TRUMP, act.alone)
            self._after_call()
            return
        if act.suit == self._upsuit:
            others = [s.plural for s in Suit if s != self._upsuit]
            if self.rules.allow_no_trump:
                others.append("no trump")
            raise IllegalActionError(
                f"{self._turned_down_words(sentence=True)}; in the second round you may "
                f"call {listed(others, 'or')}."
            )
        self._check_alone(act)
        self._make_trump(seat, int(act.suit), act.alone)
        self._after_call()

    def _after_call(self) -> None:
        """After a second-round call: a loner may take the turned-down upcard
        (``partners_best="upcard"``)."""
        if self._alone and self.rules.partners_best == "upcard":
            assert self._maker is not None
            self._take_upcard(self._maker)
        else:
            self._after_bidding()

    def _make_trump(self, seat: int, trump: int, alone: bool) -> None:
        self._trump = trump
        self._maker = seat
        self._alone = alone
        if alone and self._n == 4:  # (five-handed: a loner plays against the other four)
            self._out[(seat + 2) % 4] = True
            self._active = 3

    # Bid Euchre ----------------------------------------------------------------

    def _auction(self, seat: int, act: Action) -> None:
        """A bid, a moon or a pass; after the dealer's turn the high bidder names trump
        (or, if all passed and the dealer is not stuck, the deal is thrown in)."""
        rules = self.rules
        high = self._high
        kind = act.kind
        if rules.stick_the_dealer and seat == self.dealer and not high and act != _BIDS[3]:
            tried = {_K_PASS: "pass", ActionKind.MOON: "shoot the moon"}.get(kind, str(act))
            raise IllegalActionError(
                "Everyone else passed, so the dealer is stuck with a bid of 3 (stick the "
                f"dealer): bid 3; you may not {tried}."
            )
        if kind is ActionKind.MOON:
            if not rules.shoot_the_moon:
                raise IllegalActionError(
                    "Shooting the moon is not played at this table: bid 3 to 6, or pass."
                )
            self._high, self._high_by, self._moon = 6, seat, True
        elif kind is not _K_PASS:
            tricks: int = act.tricks  # type: ignore[assignment]
            if tricks <= high:
                moon = " or shoot the moon" if rules.shoot_the_moon else ""
                allowed = f"pass{moon}" if high == 6 else f"bid more than {high}{moon} or pass"
                raise IllegalActionError(
                    f"The high bid is {high}: you must {allowed}, not bid {tricks}."
                )
            self._high, self._high_by = tricks, seat
        if seat == self.dealer or self._moon:  # everyone has bid, or a moon ends it
            if self._high_by is None:
                self._end()  # all passed: thrown in
                return
            self._phase = Phase.TRUMP
            self._to_act = self._maker = self._high_by
        else:
            self._to_act = (seat + 1) % 4

    def _name_trump(self, seat: int, act: Action) -> None:
        """The high bidder names trump; a moon's partner then passes a card."""
        if act.suit is None and not self.rules.allow_no_trump:
            raise IllegalActionError(
                "No trump is not allowed at this table: name a suit, like 'trump H'."
            )
        self._make_trump(seat, NO_TRUMP if act.suit is None else int(act.suit), self._moon)
        if self._moon:
            self._phase = Phase.GIVE
            self._receiver = seat
            self._to_act = (seat + 2) % 4
        else:
            self._start_play()

    # Five-handed ---------------------------------------------------------------

    def _call_partner(self, seat: int, act: Action) -> None:
        """The maker calls a card; whoever holds it partners them (the kitty: nobody)."""
        card = _card_id(act)
        if card not in self._callable():
            raise IllegalActionError(self._why_not_callable(card))
        self._called = card
        self._partner = next(
            (s for s in range(self._n) if s != seat and self._hands[s] >> card & 1), None
        )
        self._start_play()

    def _why_not_callable(self, card: int) -> str:
        """Why the maker may not call ``card``, and what they may call."""
        shown_card = _CARD_OF[card]
        trump = self._trump
        maker: int = self._maker  # type: ignore[assignment]
        if card not in self.rules.deck:
            why = f"{shown_card} is not in this deck"
        elif card == JOKER_ID or (trump != NO_TRUMP and EFFECTIVE[trump][card] == trump):  # type: ignore[index]
            why = f"{shown_card} is a trump, and the called card must not be trump"
        elif self._hands[maker] >> card & 1:
            why = f"you hold {shown_card} yourself"
        elif self._turned_down and card == self.kitty[0]:
            why = f"{shown_card} is the upcard, turned down on the kitty, so nobody holds it"
        elif card == self._discard:
            why = f"you buried {shown_card} in the kitty yourself"
        else:
            why = f"at this table the called card must be an ace, and {shown_card} is not"
        choices = ", ".join(str(_CARD_OF[c]) for c in self._callable())
        return f"You cannot call {shown_card}: {why}. Call one of {choices}."

    def _discard_card(self, act: Action) -> None:
        seat = self._discarder
        card = self._held(seat, act, "discard")
        hand = self._hands[seat]
        defender = self._defender_exchange
        if defender is not None and defender[1] is None:
            # Railroad: the lone defender discards after their partner's best card.
            self._hands[seat] = hand & ~(1 << card)
            self._defender_exchange = (defender[0], card)
            self._start_play()
            return
        exchanging = self._exchange is not None
        if (
            not exchanging
            and seat == self.dealer
            and card == self.kitty[0]
            and not self.rules.dealer_may_discard_upcard
        ):
            raise IllegalActionError(
                f"At this table the dealer may not discard the upcard {act.card} just picked "
                "up; discard another card."
            )
        self._hands[seat] = hand & ~(1 << card)
        if exchanging:
            assert self._exchange is not None
            self._exchange = (self._exchange[0], card)
            self._after_exchange()
            return
        self._discard = card
        if self._alone or self._n == 5:  # (a loner's exchange, five-handed's partner call)
            self._after_bidding()
        else:
            self._start_play()

    def _give(self, seat: int, act: Action) -> None:
        receiver = self._receiver
        assert receiver is not None
        card = self._held(seat, act, "give")
        self._hands[seat] &= ~(1 << card)
        self._hands[receiver] |= 1 << card
        if receiver == self._maker:
            self._exchange = (card, None)
        else:
            self._defender_exchange = (card, None)
        self._discarder = receiver
        self._phase = _DISCARD
        self._to_act = receiver

    def _after_bidding(self) -> None:
        if self._alone and self.rules.partners_best == "partner" and self._exchange is None:
            assert self._maker is not None
            self._phase = Phase.GIVE
            self._receiver = self._maker
            self._to_act = (self._maker + 2) % 4
            return
        self._after_exchange()

    def _after_exchange(self) -> None:
        if self._alone and self.rules.defend_alone:
            self._phase = _DEFEND
            assert self._maker is not None
            self._to_act = (self._maker + 1) % 4
        elif self._n == 5 and not self._alone:
            if self._callable():
                self._phase = Phase.PARTNER
                self._to_act = self._maker
            else:  # nothing to call (call_ace, every other ace in hand): alone
                self._alone = True
                self._start_play()
        else:
            self._start_play()

    def _defend(self, seat: int, act: Action) -> None:
        assert self._maker is not None
        if act.kind is _K_DEFEND:
            self._defender_alone = seat
            self._out[(seat + 2) % 4] = True
            self._active = 2
            if self.rules.defender_best:
                # Railroad: the lone defender calls for their partner's best card too.
                self._phase = Phase.GIVE
                self._receiver = seat
                self._to_act = (seat + 2) % 4
                return
            self._start_play()
        elif seat == (self._maker + 1) % 4:
            self._to_act = (self._maker + 3) % 4
        else:
            self._start_play()

    def _start_play(self) -> None:
        self._phase = _PLAY
        trump: int = self._trump  # type: ignore[assignment]
        self._follow_of = _FOLLOW[trump]
        self._keys_of = _TRICK_KEYS[trump]
        out = self._out
        n = self._n
        if n == 4:
            self._orders = _TRICK_ORDERS[out[0] | out[1] << 1 | out[2] << 2 | out[3] << 3]
        if self._size == 6:  # Bid Euchre: the high bidder leads
            assert self._maker is not None
            self._leader = self._to_act = self._maker
            self._order = self._orders[self._maker]
            return
        if self._alone and self.rules.lead_rule == "left_of_loner" and n == 4:
            assert self._maker is not None
            left_of = self._maker
        else:
            left_of = self.dealer
        # The first seat left of it still playing: the play order from the next seat
        # (a seat sitting out leads no order of its own; its order starts after it).
        leader = self._orders[(left_of + 1) % n][0]
        self._leader = self._to_act = leader
        self._order = self._orders[leader]

    def _end(self) -> None:
        """The deal is over (scored, thrown in or redealt): nobody is to act."""
        self._phase = _OVER
        self.is_over = True
        self._to_act = None
        self._legal_mask = 0
        self._legal = ()

    def _reject_play(self, seat: int, act: Action) -> NoReturn:
        """Explain why ``act`` (a card not among the legal plays) may not be played."""
        card = _CARD_OF[_card_id(act)]
        trump = self._trump
        current = self._current
        led = _CARD_OF[current[0]] if current else None
        if card.id not in self.rules.deck:  # (not "you do not hold it": nobody could)
            name = capitalised(card_words(card))
            playable = listed([a.card for a in self.legal_actions()], "or")
            raise IllegalActionError(
                f"{name} is not in this deck of {self.rules.deck_size} cards: you may play "
                f"{playable}."
            )
        check_follow(self.hand(seat), card, None if trump == NO_TRUMP else Suit(trump), led)  # type: ignore[arg-type]
        raise IllegalActionError(
            f"{card} cannot be played now: play one of {self.legal_actions()}."
        )

    # ---------------------------------------------------------------- display

    def _repr_html_(self) -> str:
        from .render import deal_html

        # Small cards, so the whole table fits a book's text column.
        return deal_html(self, width=44, fit=True)

    def __repr__(self) -> str:
        state = f"{self._phase.name.lower()}"
        if self._to_act is not None:
            state += f", seat {self._to_act} to act"
        trump = f", trump {self.trump}" if self._trump is not None else ""
        if self._trump == NO_TRUMP:
            trump = ", no trump"
        up = f" upcard={self.upcard}" if self.upcard is not None else " bid euchre"
        return f"<Deal dealer={self.dealer}{up}{trump}: {state}>"

    def __str__(self) -> str:
        names = FORM_SEAT_NAMES[self._n]
        up = "" if self.upcard is None else f"   Upcard: {self.upcard}"
        lines = [f"Dealer: {names[self.dealer]}{up}"]
        for seat in range(self._n):
            out = " (sitting out)" if self._out[seat] else ""
            lines.append(f"{names[seat]}: {' '.join(str(c) for c in self.hand(seat))}{out}")
        if self._high_by is not None:
            bid = "the moon" if self._moon else str(self._high)
            lines.append(f"High bid: {bid} by {names[self._high_by]}")
        if self._trump is not None:
            made = "No trump" if self._trump == NO_TRUMP else f"Trump: {self.trump}"
            lines.append(f"{made} made by {names[self._maker]}")  # type: ignore[index]
        if self._called is not None:
            lines.append(f"Called card: {_CARD_OF[self._called]}")
        lines.extend(f"Trick {i + 1}: {t}" for i, t in enumerate(self.tricks))
        result = self.result
        if result is not None:
            lines.append(str(result))
        elif self._to_act is not None:
            lines.append(f"{names[self._to_act]} to {self._phase_words()}.")
        return "\n".join(lines)


def _card_id(act: Action) -> int:
    """The id of a card action's card; a card action whose card is hidden (as a view
    shows another player's discard) cannot be applied."""
    if act.card is None:
        raise IllegalActionError(
            f"'{act}' does not say which card: write, for example, {act.kind.value} JH."
        )
    return act.card._id


def _name(seat: int, players: int) -> str:
    """A seat's name in the course's one naming system (South, West, North, East)."""
    return FORM_SEAT_NAMES[players][seat]


def _check_cards(dealt: object, kitty: object, rules: Rules) -> None:
    """Refuse hands (masks) and a kitty (card ids) that are not a deal of this deck."""
    deck = rules.deck
    deck_mask = sum(1 << i for i in deck)
    n = rules.players
    size = rules.hand_size
    words = _HOW_MANY[n]
    if not isinstance(dealt, tuple | list) or len(dealt) != n:
        raise MisdealError(
            f"dealt={shown(dealt)} is not {words} hands: give {words} masks of cards, seat 0 "
            "first (or use Deal.new with the cards as text)."
        )
    for seat, mask in enumerate(dealt):
        if type(mask) is not int or mask & ~deck_mask or mask < 0 or mask.bit_count() != size:
            raise MisdealError(
                f"{_name(seat, n)}'s hand {shown(mask)} is not {_HOW_MANY[size]} cards of this "
                f"deck (a mask of {_HOW_MANY[size]} card ids, as mask_of gives). After a "
                "misdeal the same dealer deals again."
            )
    if not isinstance(kitty, tuple | list) or len(kitty) != rules.kitty_size:
        raise MisdealError(
            f"kitty={shown(kitty)} is not a kitty: give the ids of the {rules.kitty_size} "
            "cards not dealt" + (", the upcard first." if rules.has_upcard else ".")
        )
    for card in kitty:
        if type(card) is not int or card not in deck:
            raise MisdealError(f"The kitty's card {shown(card)} is not a card id of this deck.")
    seen = 0
    for mask in dealt:
        seen |= mask
    if seen.bit_count() != size * n:
        raise MisdealError("A card was dealt to two hands; a deck has one of each card.")
    for card in kitty:
        if seen >> card & 1:
            raise MisdealError(f"{Card.from_id(card)} appears twice; a deck has one of each card.")
        seen |= 1 << card
