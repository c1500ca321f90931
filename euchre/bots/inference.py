"""What a player's view implies about the hidden cards, and worlds consistent with it.

A seat sees its own cards, the upcard, every bid and every card played. From that it
can work out a lot: which cards are *unseen* (in the other hands, buried in the
kitty, or the dealer's discard), how many cards each seat still holds, and which
suits a seat has shown out of. :class:`Knowledge` collects these facts, and
:meth:`Knowledge.sample` deals the unseen cards at random in a way that respects all
of them: the "worlds" a perfect-information Monte Carlo player (the ExpertBot)
solves and averages over.

>>> from euchre import Deal
>>> deal = Deal.shuffled(seed=4, dealer=0)
>>> know = Knowledge.from_view(deal.view(1))
>>> know.counts, bin(know.unseen).count("1"), know.out_of_play
((5, 5, 5, 5), 18, 3)
>>> import random
>>> world = world_deal(deal.view(1), random.Random(0))
>>> world.view(1) == deal.view(1)
True

The facts used are hard facts only: what the cards played prove. Bids are not
read as evidence (a pass does not remove strong hands from the sample); a bot that
wants that can weight the worlds it draws.

One assumption is made about the upcard: a dealer who picked it up is taken to
still hold it (until it is played) unless that is impossible, namely when the
dealer has shown out of trump or may not discard it. Dealers almost never bury
the card that made trump.

The variants are read from the view's rules: the deck (the joker, the 32-card deck)
sets the unseen cards and the size of the kitty; with ``partners_best="upcard"``
the seat that took the upcard is the loner, not the dealer; with
``partners_best="partner"`` the card a loner's partner passed and the loner's
discard are hidden from the defenders (the sampler puts the passed card among the
loner's and the loner's discard in the out-of-play pile); Railroad's lone defender
who calls for best too, the same way. A giver knows its card: it is taken to be in
the receiver's hand until played, unless the receiver has shown out of its suit
(then it was the discard).

The form is read from the view too: one hand per seat (two, three, four or five),
and the kitty's unseen cards, 13 in two-handed and 8 in cutthroat, in the out-of-play
pile with the discards. Bid Euchre deals six cards each and turns up no card (with
the joker, one unseen card is the whole out-of-play pile); a moon's card from the
partner and the bidder's discard are read as call for best's. In five-handed the
called card, until it is played, may be in any hand but the maker's (who cannot
call a card they hold) and any seat's that has shown out of its suit, or in the
kitty (two buried cards and the dealer's discard: the pile the sampler also uses);
a dealer who is the maker cannot have discarded it either. Its holder's own view
holds it, so there it is no longer unseen.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from functools import lru_cache
from math import comb

from ..actions import Action, ActionKind
from ..cards import Card, Rank, Suit, iter_ids, mask_of
from ..checks import random_arg, seat_arg
from ..deal import Deal, Phase
from ..errors import EuchreError, shown
from ..trump import EFFECTIVE, SUIT_MASK
from ..view import PlayerView
from .base import check_view

__all__ = ["Knowledge", "Sample", "sample_hands", "world_deal"]

_DECK_MASKS: dict[tuple[int, ...], int] = {}


def _deck_mask(ids: tuple[int, ...]) -> int:
    mask = _DECK_MASKS.get(ids)
    if mask is None:
        mask = _DECK_MASKS[ids] = sum(1 << i for i in ids)
    return mask


def _popcount(mask: int) -> int:
    return bin(mask).count("1")


@dataclass(frozen=True)
class Sample:
    """One way the unseen cards may lie.

    ``hands`` are every seat's current hand as a mask (the viewer's own hand as it
    is), ``buried`` the kitty cards under the upcard (a mask), and ``discard`` the
    dealer's discard (a card id), or ``None`` if the dealer has not discarded.
    """

    hands: tuple[int, ...]
    buried: int
    discard: int | None
    #: Call for best: the discards after receiving a partner's card that the view
    #: does not show, in the order they were made (a loner's, then a lone defender's).
    exchange_discards: tuple[int, ...] = ()


@dataclass(frozen=True)
class _Exchange:
    """Call for best: one card passed from ``giver`` to ``receiver`` (their partner),
    and the receiver's discard; ``card`` and ``dropped`` are ``None`` where the view
    does not show them."""

    giver: int
    receiver: int
    card: int | None = None
    discarded: bool = False
    dropped: int | None = None


@dataclass(frozen=True)
class Knowledge:
    """The hard facts a view gives about where the cards are.

    - ``hand``: the viewer's cards (mask); ``played``: the cards each seat has played.
    - ``counts``: how many cards each seat holds now (the dealer holds 6 while
      discarding; a seat sitting out keeps its 5). One entry per seat: four, or two
      and three in the two- and three-handed forms.
    - ``voids``: per seat, the effective suits (trump counts the left bower) it has
      failed to follow and so no longer holds.
    - ``unseen``: cards whose place the viewer does not know: the other hands, the
      buried kitty cards (3 in the four-handed game, 13 in two-handed, 8 in
      cutthroat) and, for everyone but the dealer, the discard. The upcard is not in
      it (see ``upcard_in_doubt``).
    - ``out_of_play``: how many unseen cards are out of play (the buried cards, plus
      each discard the viewer does not know).
    - ``upcard_in_doubt``: the dealer picked up the upcard, has not played it, and the
      viewer cannot see whether it was kept or discarded.
    - ``dealer_holds``: cards known to be in the dealer's hand (the picked-up upcard
      while the dealer is still to discard).
    - ``discarded``: the dealer has discarded; ``known_discard``: the discard (card
      id) when the viewer is the dealer.
    """

    seat: int
    dealer: int
    trump: Suit | None
    upcard: int
    hand: int
    played: tuple[int, ...]
    counts: tuple[int, ...]
    voids: tuple[frozenset[Suit], ...]
    unseen: int
    out_of_play: int
    upcard_in_doubt: bool
    dealer_holds: int
    discarded: bool
    known_discard: int | None
    _groups: tuple[tuple[tuple[int, ...], tuple[int, ...]], ...] = field(
        default=(), repr=False, compare=False
    )
    #: The seat that took the upcard (the dealer, or a loner with partners_best="upcard").
    picker: int = -1
    #: The out-of-play pile when nothing is hidden: the kitty under the upcard.
    base_out: int = 3
    #: Call for best: how many receivers' discards are hidden from this seat (each one
    #: is in the out-of-play pile).
    hidden_exchanges: int = 0
    #: The no-trump variant: no trump was called (``trump`` is None).
    no_trump: bool = False
    #: Call for best: every card passed, in order (a loner's, then a lone defender's).
    exchanges: tuple[_Exchange, ...] = field(default=(), repr=False)
    #: Per seat, cards known to be in its hand besides ``dealer_holds``: the card
    #: this seat gave for best, as its giver sees it.
    holds: tuple[int, ...] = ()
    #: Going under (``go_under``): the seat that went under (-1: nobody), and the
    #: cards it buried under the upcard as far as this seat knows them (all three for
    #: the seat itself, none for the others: to them they are out-of-play cards).
    under_by: int = -1
    under_known: int = 0
    #: Going under: how many cards the seat has still to bury (it holds that many more).
    under_pending: int = 0
    #: The seat that took the upcard into its hand (-1: it is still on the kitty).
    taken_by: int = -1
    #: Five-handed: the called card (-1: none called) and the maker, who cannot hold
    #: it (a seat that has shown out of its suit cannot either: see ``voids``). Where
    #: the card is unseen it may lie in any other hand or in the kitty.
    called: int = -1
    maker: int = -1
    #: The dealer naming a turned-up joker's suit, before looking at their hand: the
    #: viewer's own cards are unseen too, dealt at random like the others'.
    blind: bool = False

    @property
    def _own(self) -> int:
        """The seat whose cards are known for sure (-1 when the viewer is blind)."""
        return -1 if self.blind else self.seat

    @classmethod
    def from_view(cls, view: PlayerView) -> Knowledge:
        """Work out the facts a view implies."""
        view = check_view(view)
        seat, dealer = view.seat, view.dealer
        n = view.players
        rules = view.rules
        taken = view.upcard_taken_by
        picker = dealer if taken is None else taken
        picked_up = taken is not None
        trump = view.trump
        upcard = -1 if view.upcard is None else view.upcard.id  # Bid Euchre turns up none
        hand = mask_of(view.hand)
        played = [0] * n
        voids: list[set[Suit]] = [set() for _ in range(n)]
        plays: list[tuple[tuple[int, int], ...]] = [
            tuple(zip(t.seats, (c.id for c in t.cards), strict=True)) for t in view.tricks
        ]
        if view.current_trick:
            plays.append(tuple((s, c.id) for s, c in view.current_trick))
        t = 4 if view.no_trump else trump
        for trick in plays:
            assert t is not None
            led = EFFECTIVE[t][trick[0][1]]
            for who, card in trick:
                played[who] |= 1 << card
                if EFFECTIVE[t][card] != led and led < 4:
                    voids[who].add(Suit(led))
        discarded = False
        exchanges: list[_Exchange] = []
        under_by, to_bury, under_known = -1, 0, 0
        for turn in view.history:
            kind = turn.action.kind
            shown_card = turn.action.card
            shown_id = None if shown_card is None else shown_card.id
            if kind is ActionKind.UNDER:
                under_by, to_bury = turn.seat, 3
            elif kind is ActionKind.DISCARD and to_bury and turn.seat == under_by:
                to_bury -= 1  # a card buried under the upcard: it stays out of play
                if shown_id is not None:
                    under_known |= 1 << shown_id
            elif kind is ActionKind.GIVE:
                receiver = (turn.seat + 2) % 4
                exchanges.append(_Exchange(turn.seat, receiver, shown_id))
            elif kind is ActionKind.DISCARD:
                pending = exchanges[-1] if exchanges else None
                if pending is not None and pending.receiver == turn.seat and not pending.discarded:
                    exchanges[-1] = _Exchange(
                        pending.giver,
                        pending.receiver,
                        pending.card,
                        True,
                        shown_id,
                    )
                else:
                    discarded = True
        counts = [view.hand_size - _popcount(p) for p in played]
        if to_bury:
            counts[under_by] += to_bury  # took three, has buried only some so far
        if picked_up:
            counts[picker] += 0 if discarded else 1
        all_played = 0
        for p in played:
            all_played |= p
        exchange_known = 0
        hidden = 0
        holds = [0] * n
        for index, ex in enumerate(exchanges):
            counts[ex.giver] -= 1
            counts[ex.receiver] += 0 if ex.discarded else 1
            given = ex.card
            if seat == ex.giver and given is not None and not all_played >> given & 1:
                # The giver knows the card: the receiver holds it, unless it was their
                # hidden discard (taken to be kept while the receiver still has cards
                # to play and has not shown out of its suit).
                exchange_known |= 1 << given
                shown_out = t is not None and EFFECTIVE[t][given] in voids[ex.receiver]
                if ex.discarded and ex.dropped is None and (counts[ex.receiver] == 0 or shown_out):
                    ex = exchanges[index] = _Exchange(ex.giver, ex.receiver, given, True, given)
                else:
                    holds[ex.receiver] |= 1 << given
            if ex.dropped is not None:
                exchange_known |= 1 << ex.dropped
            elif ex.discarded:
                hidden += 1
        upcard_bit = 0 if upcard < 0 else 1 << upcard
        known = hand | all_played | exchange_known | under_known
        # The cards under the upcard (the buried ones, after going under), less those
        # this seat knows; in Bid Euchre the kitty's one unseen card, if any.
        base_out = rules.kitty_size - (upcard >= 0) - _popcount(under_known) - to_bury
        out_of_play = base_out + hidden
        upcard_in_doubt = False
        dealer_holds = 0
        if seat == picker:
            if view.discard is not None:
                known |= 1 << view.discard.id
            known |= upcard_bit  # the picker knows where it is, whatever happened
        elif not picked_up:
            known |= upcard_bit  # on the kitty, turned down or never picked up
        elif not discarded:
            known |= upcard_bit
            dealer_holds = upcard_bit
        else:
            out_of_play += 1  # the discard is hidden from this seat
            if not (all_played | hand | exchange_known) & upcard_bit:
                known |= upcard_bit
                upcard_in_doubt = True
        return cls(
            seat=seat,
            dealer=dealer,
            trump=trump,
            upcard=upcard,
            hand=hand,
            played=tuple(played),
            counts=tuple(counts),
            voids=tuple(frozenset(v) for v in voids),
            unseen=_deck_mask(rules.deck) & ~known,
            out_of_play=out_of_play,
            upcard_in_doubt=upcard_in_doubt,
            dealer_holds=dealer_holds,
            discarded=discarded,
            known_discard=None if view.discard is None else view.discard.id,
            picker=picker,
            base_out=base_out,
            hidden_exchanges=hidden,
            no_trump=view.no_trump,
            exchanges=tuple(exchanges),
            holds=tuple(holds),
            under_by=under_by,
            under_known=under_known,
            under_pending=to_bury,
            taken_by=-1 if taken is None else taken,
            called=-1 if view.called_card is None else view.called_card.id,
            maker=-1 if view.maker is None else view.maker,
            blind=view.phase is Phase.NAME and seat == dealer,
        )

    # ------------------------------------------------------------------ queries

    @property
    def _who(self) -> int:
        """The seat that took the upcard (the dealer unless a loner took it)."""
        return self.dealer if self.picker < 0 else self.picker

    @property
    def _t(self) -> int | None:
        """The trump tables' index (4 in no-trump), or None before trump is made."""
        return 4 if self.no_trump else self.trump

    @property
    def players(self) -> int:
        """How many seats the deal has."""
        return len(self.counts)

    def void_mask(self, seat: int) -> int:
        """The cards ``seat`` cannot hold because of the suits it has shown out of."""
        seat_arg(seat, "seat", self.players)
        t = self._t
        if t is None:
            return 0
        mask = 0
        for suit in self.voids[seat]:
            mask |= SUIT_MASK[t][suit]
        return mask

    def possible(self, seat: int) -> int:
        """The cards ``seat`` might hold now (its known cards included)."""
        seat_arg(seat, "seat", self.players)
        if seat == self._own:
            return self.hand
        mask = self.unseen & ~self.void_mask(seat)
        if self.holds:
            mask |= self.holds[seat]
        if seat == self._who:
            mask |= self.dealer_holds
            if self.upcard_in_doubt:
                mask |= 1 << self.upcard
        return mask

    def upcard_kept(self) -> bool:
        """Where the sampler puts an upcard in doubt: in the dealer's hand, unless no
        placement agrees with that (the dealer has shown out of trump, or has no
        cards left); then it was the discard. False when the upcard is not in doubt.
        """
        if not self.upcard_in_doubt:
            return False
        if self.trump is not None and self.trump in self.voids[self._who]:
            return False
        shape = tuple((len(c), p) for c, p in self._card_groups())
        return _ways(shape, 0, self._capacities(kept=True)) > 0

    def _capacities(self, kept: bool | None = None) -> tuple[int, ...]:
        caps = [0 if s == self._own else self.counts[s] for s in range(self.players)]
        caps[self._who] -= _popcount(self.dealer_holds) if self._who != self._own else 0
        for s, held in enumerate(self.holds):
            caps[s] -= _popcount(held)
        out = self.out_of_play
        if self.upcard_in_doubt:
            if kept is None:
                kept = self.upcard_kept()
            if kept:
                caps[self._who] -= 1
            else:
                out -= 1
        caps.append(out)
        if min(caps) < 0:
            return (0,) * self.players + (-1,)  # impossible: no placement has negative room
        return tuple(caps)

    def _card_groups(self) -> tuple[tuple[tuple[int, ...], tuple[int, ...]], ...]:
        """The unseen cards grouped by the set of places they may go."""
        if self._groups:
            return self._groups
        by_places: dict[tuple[int, ...], list[int]] = {}
        for card in iter_ids(self.unseen):
            t = self._t
            e = None if t is None else EFFECTIVE[t][card]
            suit = None if e is None or e == 4 else Suit(e)
            seats = (
                s
                for s in range(self.players)
                if s != self._own
                and suit not in self.voids[s]
                and not (card == self.called and s == self.maker)
            )
            places = (*seats, self.players)  # the last place: out of play
            by_places.setdefault(places, []).append(card)
        groups = tuple((tuple(cards), places) for places, cards in sorted(by_places.items()))
        object.__setattr__(self, "_groups", groups)
        return groups

    def count_worlds(self) -> int:
        """How many placements of the unseen cards agree with the facts (the buried
        cards and the discard counted together as one out-of-play pile).

        >>> from euchre import Deal
        >>> Knowledge.from_view(Deal.shuffled(seed=4, dealer=0).view(1)).count_worlds()  # 18!/(5!5!5!3!)
        617512896
        """
        groups = self._card_groups()
        return _ways(tuple((len(c), p) for c, p in groups), 0, self._capacities())

    # ----------------------------------------------------------------- sampling

    def sample(self, rng: random.Random) -> Sample:
        """Deal the unseen cards at random, uniformly among the placements that agree
        with every fact (the dealer keeping a picked-up upcard, see the module text).

        The sampler is exact, not rejection-based: it counts the placements of each
        group of interchangeable cards (same suit constraints) by dynamic programming
        and draws group by group, so heavily constrained views cost no more than
        free ones. The one exception is going under: a player who went under was
        dealt three or more 9s and 10s, and draws that leave them too few are drawn
        again.
        """
        rng = random_arg(rng)
        for _ in range(_UNDER_TRIES):
            drawn = self._draw(rng)
            if self.under_by < 0 or self.under_by == self.seat or self._under_possible(drawn):
                return drawn
        raise EuchreError(
            "No placement of the unseen cards agrees with this view: the player who went "
            "under cannot have been dealt three 9s and 10s."
        )

    def _under_possible(self, drawn: Sample) -> bool:
        """The player who went under can have been dealt three or more low cards: its
        eight cards (its hand, its plays, and what it has buried, drawn from the pile
        under the upcard) hold three."""
        seat = self.under_by
        held = drawn.hands[seat] | self.played[seat]
        if seat == self.taken_by:
            # it took the upcard later: the upcard was not among its eight, and the
            # card it discarded for it (if it has discarded) was
            held &= ~(1 << self.upcard)
            if drawn.discard is not None:
                held |= 1 << drawn.discard
        buried = 3 - self.under_pending
        pile_low = sum(1 for c in iter_ids(drawn.buried) if _LOW >> c & 1)
        return _popcount(held & _LOW) + min(buried, pile_low) >= 3

    def _draw(self, rng: random.Random) -> Sample:
        """One draw of :meth:`sample`'s exact placement."""
        groups = self._card_groups()
        shape = tuple((len(c), p) for c, p in groups)
        caps = list(self._capacities())
        if _ways(shape, 0, tuple(caps)) == 0:
            raise EuchreError("No placement of the unseen cards agrees with this view.")
        hands = [0] * self.players
        hands[self.seat] = self.hand
        out_place = self.players
        out: list[int] = []
        for index, (cards, places) in enumerate(groups):
            choices: list[tuple[int, ...]] = []
            weights: list[int] = []
            for split in _splits(len(cards), tuple(caps[p] for p in places)):
                rest = list(caps)
                for p, k in zip(places, split, strict=True):
                    rest[p] -= k
                w = _multinomial(split) * _ways(shape, index + 1, tuple(rest))
                if w:
                    choices.append(split)
                    weights.append(w)
            split = rng.choices(choices, weights)[0]
            shuffled = list(cards)
            rng.shuffle(shuffled)
            pos = 0
            for p, k in zip(places, split, strict=True):
                chunk = shuffled[pos : pos + k]
                pos += k
                caps[p] -= k
                if p == out_place:
                    out.extend(chunk)
                else:
                    hands[p] |= mask_of_ids(chunk)
        hands[self._who] |= self.dealer_holds if self._who != self._own else 0
        for s, held in enumerate(self.holds):
            hands[s] |= held
        discard = self.known_discard
        exchange_discards = tuple(
            out.pop(rng.randrange(len(out))) for _ in range(self.hidden_exchanges)
        )
        if self.upcard_in_doubt:
            if self.upcard_kept():
                hands[self._who] |= 1 << self.upcard
                discard = out.pop(self._discard_index(out, rng))
            else:
                discard = self.upcard
        elif self.out_of_play - self.hidden_exchanges > self.base_out:
            # the dealer has played the upcard: discard unknown
            discard = out.pop(self._discard_index(out, rng))
        return Sample(
            hands=tuple(hands),
            buried=mask_of_ids(out) | self.under_known,
            discard=discard,
            exchange_discards=exchange_discards,
        )

    def _discard_index(self, out: list[int], rng: random.Random) -> int:
        """Where in the out-of-play pile the dealer's hidden discard is drawn: any
        card, except that a maker who discarded cannot then have called that card."""
        if self.called in out and self._who == self.maker and len(out) > 1:
            index = rng.randrange(len(out) - 1)
            return index + (index >= out.index(self.called))
        return rng.randrange(len(out))


#: Going under: the cards that count as low (9s and 10s, and the 7s and 8s).
_LOW = sum(
    1 << c.id for c in (Card.from_id(i) for i in range(33)) if not c.is_joker and c.rank <= Rank.TEN
)
#: Draws tried before a view is declared impossible (a deal after going under).
_UNDER_TRIES = 200


def mask_of_ids(ids: list[int]) -> int:
    """The mask of a list of card ids."""
    mask = 0
    for i in ids:
        mask |= 1 << i
    return mask


def _multinomial(split: tuple[int, ...]) -> int:
    total, result = 0, 1
    for k in split:
        total += k
        result *= comb(total, k)
    return result


def _splits(n: int, caps: tuple[int, ...]) -> list[tuple[int, ...]]:
    """Every way to put ``n`` cards into places with these capacities."""
    if len(caps) == 1:
        return [(n,)] if n <= caps[0] else []
    result: list[tuple[int, ...]] = []
    for k in range(min(n, caps[0]) + 1):
        for rest in _splits(n - k, caps[1:]):
            result.append((k, *rest))
    return result


@lru_cache(maxsize=65536)
def _ways(shape: tuple[tuple[int, tuple[int, ...]], ...], index: int, caps: tuple[int, ...]) -> int:
    """Placements of groups ``index..`` into capacities ``caps``, every place filled."""
    if min(caps) < 0:
        return 0
    if index == len(shape):
        return 1 if not any(caps) else 0
    n, places = shape[index]
    total = 0
    for split in _splits(n, tuple(caps[p] for p in places)):
        rest = list(caps)
        for p, k in zip(places, split, strict=True):
            rest[p] -= k
        total += _multinomial(split) * _ways(shape, index + 1, tuple(rest))
    return total


def sample_hands(view: PlayerView, rng: random.Random) -> tuple[int, ...]:
    """Every seat's current hand (masks) in one world consistent with ``view``.

    >>> import random
    >>> from euchre import Deal
    >>> from euchre.cards import mask_of
    >>> view = Deal.shuffled(seed=2, dealer=3).view(0)
    >>> hands = sample_hands(view, random.Random(1))
    >>> [bin(h).count("1") for h in hands], hands[0] == mask_of(view.hand)
    ([5, 5, 5, 5], True)
    """
    know = Knowledge.from_view(view)
    return know.sample(random_arg(rng)).hands


def world_deal(view: PlayerView, rng: random.Random, knowledge: Knowledge | None = None) -> Deal:
    """A full :class:`~euchre.Deal`, consistent with ``view``, replayed to the view's
    moment: its history is the view's (with a hidden discard filled in), so
    ``world.view(view.seat) == view``. Pass ``knowledge`` to reuse the facts when
    drawing many worlds from one view.

    Every form: in two-handed the 13 unseen cards under the upcard are drawn too.

    >>> import random
    >>> from euchre.rules import Rules
    >>> two = Deal.shuffled(seed=5, dealer=1, rules=Rules.two_handed())
    >>> world = world_deal(two.view(0), random.Random(0))
    >>> world.view(0) == two.view(0), len(world.kitty)
    (True, 14)
    """
    view = check_view(view)
    rng = random_arg(rng)
    if knowledge is not None and not isinstance(knowledge, Knowledge):
        raise EuchreError(
            f"knowledge={shown(knowledge)} is not a Knowledge: give Knowledge.from_view(view)."
        )
    know = knowledge if knowledge is not None else Knowledge.from_view(view)
    return world_from_sample(view, know, know.sample(rng), rng)


def world_from_sample(
    view: PlayerView, know: Knowledge, sample: Sample, rng: random.Random
) -> Deal:
    """The :class:`~euchre.Deal` of one drawn ``sample``, replayed through the view's
    history (see :func:`world_deal`)."""
    view = check_view(view)
    rng = random_arg(rng)
    if not isinstance(know, Knowledge) or not isinstance(sample, Sample):
        raise EuchreError(
            "world_from_sample needs the view's Knowledge and one of its samples: "
            "know = Knowledge.from_view(view); know.sample(rng)."
        )
    n = know.players
    dealt = [sample.hands[s] | know.played[s] for s in range(n)]
    # Undone in reverse order: first call for best (each receiver gives back the card
    # it got, drawn among the cards it has had since when the view does not show it,
    # and takes back its discard), then the pickup of the upcard.
    hidden = list(sample.exchange_discards)
    filled: list[tuple[int, int | None]] = []  # (given, dropped) per exchange, in order
    for ex in know.exchanges:
        dropped = ex.dropped
        if dropped is None and ex.discarded:
            dropped = hidden.pop(0)
        filled.append((-1, dropped))
    for index in reversed(range(len(know.exchanges))):
        ex = know.exchanges[index]
        dropped = filled[index][1]
        if dropped is not None:
            dealt[ex.receiver] |= 1 << dropped
        given = ex.card
        if given is None:
            held = dealt[ex.receiver]
            up = 0 if know.upcard < 0 else 1 << know.upcard
            if view.upcard_taken_by == ex.receiver:
                held &= ~up  # picked up, not given
            if view.upcard_taken_by == ex.giver and held & up:
                given = know.upcard  # the receiver can only have had it from the giver
            else:
                given = rng.choice(list(iter_ids(held)))
        dealt[ex.receiver] &= ~(1 << given)
        dealt[ex.giver] |= 1 << given
        filled[index] = (given, dropped)
    if view.upcard_taken_by is not None:
        d = view.upcard_taken_by
        if sample.discard is not None:
            dealt[d] |= 1 << sample.discard
        dealt[d] &= ~(1 << know.upcard)
    buried = list(iter_ids(sample.buried))
    rng.shuffle(buried)
    under: list[int] = []  # going under: the three cards buried, in the order buried
    if know.under_by >= 0:
        under, buried, dealt[know.under_by], taken = _undo_going_under(
            view, know, dealt[know.under_by], buried, rng
        )
        buried = taken + buried  # the three it took lay right under the upcard
    deal = Deal(
        dealer=view.dealer,
        dealt=tuple(dealt),
        kitty=tuple(buried) if know.upcard < 0 else (know.upcard, *buried),
        rules=view.rules,
        score=view.score,
    )
    gives = 0
    waiting: int | None = None  # the exchange whose receiver has still to discard
    for turn in view.history:
        action = turn.action
        if action.kind is ActionKind.GIVE:
            waiting = gives
            gives += 1
            if action.card is None:
                action = Action.give(Card.from_id(filled[waiting][0]))
        elif action.kind is ActionKind.DISCARD and deal.phase is Phase.UNDER:
            if action.card is None:
                action = Action.discard(Card.from_id(under.pop(0)))
            else:
                under.remove(action.card.id)
        elif action.kind is ActionKind.DISCARD:
            at = waiting
            if at is not None and know.exchanges[at].receiver == turn.seat:
                waiting = None
            else:
                at = None
            if action.card is None:
                card = sample.discard if at is None else filled[at][1]
                assert card is not None
                action = Action.discard(Card.from_id(card))
        deal.apply(action, seat=turn.seat)
    return deal


def _undo_going_under(
    view: PlayerView, know: Knowledge, held: int, pile: list[int], rng: random.Random
) -> tuple[list[int], list[int], int, list[int]]:
    """Going under, undone for one world: which cards were buried (the ones this seat
    saw buried, else three of the pile under the upcard), which three the player
    took (any three of its eight cards that leave a dealt hand allowed to go under:
    three or more 9s and 10s, or lower), and the hand it was dealt.

    Returns ``(buried in order, the rest of the pile, the dealt hand, the three
    taken)``."""
    if know.under_known:  # this seat went under: it saw what it buried
        buried = [
            t.action.card.id
            for t in view.history
            if t.action.kind is ActionKind.DISCARD
            and t.action.card is not None
            and know.under_known >> t.action.card.id & 1
        ]
    else:  # three of the pile, with at least as many low cards as the dealt hand needs
        count = 3 - know.under_pending
        low_held = _popcount(held & _LOW)
        lows = [c for c in pile if _LOW >> c & 1]
        for _ in range(_UNDER_TRIES):
            buried = rng.sample(pile, count)
            if low_held + sum(1 for c in buried if _LOW >> c & 1) >= 3:
                break
        else:
            buried = (lows + [c for c in pile if c not in lows])[:count]
    rest = [c for c in pile if c not in buried]
    eight = held | mask_of_ids(buried)
    cards = list(iter_ids(eight))
    low = {c for c in cards if Card.from_id(c).rank <= Rank.TEN}
    for _ in range(200):
        taken = rng.sample(cards, 3)
        if len(low - set(taken)) >= 3:
            break
    else:  # take the three highest: the five left hold every low card
        taken = sorted(cards, key=lambda c: (Card.from_id(c).rank, c))[-3:]
    return buried, rest, eight & ~mask_of_ids(taken), taken
