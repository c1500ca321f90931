"""Replaying one EGN deal through the engine: who played each card, the hands
rebuilt (cards nobody saw assumed), then every call and card applied by the rules."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..actions import Action
from ..annotations import Annotations
from ..cards import Card, Rank, Suit
from ..deal import Deal, Phase
from ..errors import EGNError, IllegalActionError, MisdealError
from ..game import Game
from ..tricks import trick_winner
from ..trump import EFFECTIVE
from .fields import (
    ROUND_ONE_ORDERS,
    count_of,
    describe,
    parse_card,
    read_comments,
    read_phases,
    read_suit,
    read_tricks,
)
from .record import Assumptions
from .safe_json import shown

__all__ = ["DealReplay", "mapping_of", "seat_of"]


def mapping_of(value: object, index: int, what: str) -> Mapping[str, Any]:
    if not isinstance(value, Mapping):
        if isinstance(value, str) and what == "deal":
            raise EGNError(
                f"Deal {index} is a condensed (bit-packed) deal; convert the file to JSON "
                "deals first (egn-convert)."
            )
        raise EGNError(f"Deal {index}: {what} must be a JSON object.")
    return value


def seat_of(value: object, index: int, what: str = "dealer") -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 3:
        raise EGNError(f"Deal {index}: {what}={shown(value)} is not a seat (0 to 3).")
    return value


@dataclass
class _Plan:
    """A deal's bidding as engine actions."""

    calls: list[tuple[str, Action]]
    discard: Card | None
    alone_defender: int | None  # None: not recorded; -1: nobody
    exchange: tuple[Card, Card | None] | None = None  # call for best: given, loner's discard


class DealReplay:
    """Replays one EGN deal into a game: a first pass over the play finds who played
    each card (trick winners lead), the hands are rebuilt, then the engine replays."""

    def __init__(self, index: int, raw: Mapping[str, Any], game: Game, is_last: bool) -> None:
        self.index = index
        self.raw = raw
        self.game = game
        self.is_last = is_last
        self.rules = game.rules
        number = raw.get("dealNumber", index)
        if isinstance(number, bool) or not isinstance(number, int) or number < 0:
            raise self.error(f"dealNumber must be a whole number from 0, not {describe(number)}.")
        state = mapping_of(raw.get("initialState"), index, "initialState")
        self.dealer = seat_of(state.get("dealer"), index)
        try:
            self.upcard = parse_card(state.get("upCard"), None, self.rules)
        except EGNError as exc:
            raise self.error(f"upCard: {exc}") from None
        # The joker turned up: the suit the dealer named (our extension of EGN).
        self.joker_suit: Suit | None = None
        joker_suit = state.get("jokerSuit")
        if joker_suit is not None:
            if not self.upcard.is_joker:
                raise self.error(
                    f"initialState.jokerSuit is given, but the upCard {self.upcard} is not "
                    "the joker."
                )
            self.joker_suit = read_suit(joker_suit)
            if self.joker_suit is None:
                raise self.error(
                    f"initialState.jokerSuit is {describe(joker_suit)}: write the suit the "
                    "dealer named as s, h, d or c."
                )
        self.given = self._given_hands(state.get("playerCards"))
        bidding, play = read_phases(self.raw.get("phases", []), self.error)
        self.bidding = bidding
        tricks = read_tricks(play, self.error)
        self.raw_tricks: list[list[Any]] = tricks
        calls = bidding.get("calls", []) if bidding is not None else []
        self.annotations = Annotations(
            calls=read_comments(bidding, "callAnnotations", "call", count_of(calls), self.error),
            plays=read_comments(
                play, "playAnnotations", "card played", sum(map(len, tricks)), self.error
            ),
        )
        self.any_play = any(self.raw_tricks)
        self.exchange_moves: list[tuple[object, object]] = []
        self.pending: EGNError | None = None  # a fault found while mapping the play
        self.play_limit = 0  # cards mapped to seats before that fault

    def error(self, text: str) -> EGNError:
        return EGNError(f"Deal {self.index}: {text}")

    # ------------------------------------------------------------------ reading

    def _given_hands(self, value: object) -> list[tuple[Card, ...] | None]:
        if value is None:
            return [None] * 4
        if not isinstance(value, list) or len(value) != 4:
            raise self.error("playerCards must list four hands (seats 0 to 3).")
        hands: list[tuple[Card, ...] | None] = []
        seen: dict[Card, int] = {self.upcard: -1}
        for seat, hand in enumerate(value):
            if not isinstance(hand, list) or not all(isinstance(c, str) for c in hand):
                raise self.error(f"playerCards[{seat}] must be a list of cards (texts like 'Td').")
            if not hand or any(isinstance(c, str) and "X" in c.upper() for c in hand):
                hands.append(None)  # not recorded: rebuilt from the play
                continue
            if len(hand) != 5:
                raise self.error(f"playerCards gives seat {seat} {len(hand)} cards, not 5.")
            cards: list[Card] = []
            for text in hand:
                try:
                    card = parse_card(text, None, self.rules)
                except EGNError as exc:
                    raise self.error(f"playerCards of seat {seat}: {exc}") from None
                if card in seen:
                    other = seen[card]
                    where = "is the upcard" if other < 0 else f"is also in seat {other}'s hand"
                    raise self.error(f"playerCards of seat {seat}: {card} {where}.")
                seen[card] = seat
                cards.append(card)
            hands.append(tuple(cards))
        return hands

    def _plan(self) -> _Plan:
        phase = self.bidding or {}
        calls = phase.get("calls", [])
        if not isinstance(calls, list) or not all(isinstance(c, str) for c in calls):
            raise self.error("calls must be a list of texts.")
        is_alone = phase.get("isAlone")
        if is_alone is not None and not isinstance(is_alone, bool):
            raise self.error("isAlone must be true or false.")
        said_alone = any(c.strip().lower() == "alone" for c in calls)
        if said_alone and is_alone is False:
            raise self.error("a call says 'Alone' but isAlone is false.")
        alone = bool(is_alone) or said_alone
        actions: list[tuple[str, Action]] = []
        up_suit = self.upcard.suit if self.joker_suit is None else self.joker_suit
        up_letter = (
            "" if self.upcard.is_joker and self.joker_suit is None else up_suit.letter.lower()
        )
        for i, text in enumerate(calls):
            word = text.strip().lower()
            if word == "pass":
                actions.append((text, Action.pass_()))
            elif i < 4 and (word in ROUND_ONE_ORDERS or word == up_letter):
                actions.append((text, Action.order(alone)))
            elif word in ("s", "h", "d", "c"):
                actions.append((text, Action.call(word, alone)))
            elif word == "n":
                if not self.rules.allow_no_trump:
                    raise self.error(
                        f"call {i} is 'n' (no trump), but the ruleset does not allow it "
                        "(allow_no_trump is false)."
                    )
                actions.append((text, Action.no_trump(alone)))
            elif word == "redeal":
                actions.append((text, Action.redeal()))
            elif word == "x":
                raise self.error(f"call {i} is 'x' (unknown): the deal cannot be replayed.")
            else:
                raise self.error(
                    f"call {i} is {shown(text)}: write Pass, Order (first round) or a suit letter "
                    "s, h, d, c (second round)."
                )
        discard = None
        if phase.get("discard") is not None:
            try:
                discard = parse_card(phase["discard"], None, self.rules)
            except EGNError as exc:
                raise self.error(f"discard: {exc}") from None
        defender = phase.get("aloneDefender")
        if defender is not None and (
            isinstance(defender, bool) or not isinstance(defender, int) or not -1 <= defender <= 3
        ):
            raise self.error(f"aloneDefender={shown(defender)} must be a seat (0 to 3) or -1.")
        if defender is not None and defender >= 0 and not self.rules.defend_alone:
            raise self.error(
                f"aloneDefender={defender}, but the ruleset does not allow defending alone "
                "(defend_alone is false)."
            )
        return _Plan(actions, discard, defender, self._exchanges(phase.get("cardExchanges")))

    def _exchanges(self, raw: object) -> tuple[Card, Card | None] | None:
        """Call for best, as we write ``cardExchanges``: the partner's card to the loner
        (``{"from": 2, "to": 0, "card": "Ah"}``), then the loner's discard
        (``{"from": 0, "to": -1, "card": "9c"}``)."""
        if raw is None or raw == []:
            return None
        if (
            not isinstance(raw, list)
            or len(raw) > 2
            or not all(isinstance(e, Mapping) for e in raw)
        ):
            raise self.error(
                "cardExchanges must be a list of one or two objects with from, to and card "
                "(the partner's card to the loner, then the loner's discard)."
            )
        if not self.rules.partners_best == "partner":
            raise self.error("cardExchanges are recorded, but the ruleset has partners_best off.")
        cards: list[Card] = []
        moves: list[tuple[object, object]] = []
        for n, entry in enumerate(raw):
            try:
                cards.append(parse_card(entry.get("card"), None, self.rules))
            except EGNError as exc:
                raise self.error(f"cardExchanges[{n}]: {exc}") from None
            moves.append((entry.get("from"), entry.get("to")))
        self.exchange_moves = moves
        return (cards[0], cards[1] if len(cards) > 1 else None)

    # ------------------------------------------------------------------ bidding

    def _bid(
        self,
        deal: Deal,
        apply: Callable[[Action], object],
        plan: _Plan,
        discard: Card | None,
        *,
        dummy: bool = False,
    ) -> None:
        """Apply the bidding to ``deal`` (through ``apply``), stopping where the record
        stops."""
        if deal.phase is Phase.NAME and (plan.calls or self.any_play):
            if self.joker_suit is None:
                raise self.error(
                    "the joker is the upCard: initialState.jokerSuit must give the suit the "
                    "dealer named for it."
                )
            apply(Action.name(self.joker_suit))
        for i, (text, action) in enumerate(plan.calls):
            if deal.phase not in (Phase.ORDER, Phase.CALL):
                raise self.error(f"call {i} ({shown(text)}) comes after trump was made.")
            try:
                apply(action)
            except IllegalActionError as exc:
                raise self.error(f"call {i} ({shown(text)}) by seat {deal.to_act}: {exc}") from None
        if deal.phase is Phase.OVER and plan.discard is not None:
            raise self.error("a discard is recorded, but the deal was thrown in.")
        if deal.phase is Phase.DISCARD and discard is not None:
            try:
                apply(Action.discard(discard))
            except IllegalActionError as exc:
                raise self.error(f"discard {discard}: {exc}") from None
        elif (
            plan.discard is not None and not deal.dealer_picked_up and deal.trump_index is not None
        ):
            raise self.error(
                f"discard {plan.discard} is recorded, but the dealer did not pick up the upcard."
            )
        if deal.phase is Phase.GIVE:
            exchange = plan.exchange
            if dummy and exchange is not None:  # any cards will do for the dummy's exchange
                giver, loner = deal.to_act or 0, deal.maker or 0
                exchange = (deal.hand(giver)[0], deal.hand(loner)[0])
            if exchange is None and self.any_play:
                raise self.error(
                    "a loner called for their partner's best, but cardExchanges does not say "
                    "which card was passed."
                )
            if exchange is not None:
                wanted: list[tuple[object, object]] = [
                    (deal.to_act, deal.maker),
                    (deal.maker, -1),
                ]
                for n, (moved, want) in enumerate(zip(self.exchange_moves, wanted, strict=False)):
                    if moved != want or any(isinstance(v, bool) for v in moved):
                        raise self.error(
                            f"cardExchanges[{n}] goes from {describe(moved[0])} to "
                            f"{describe(moved[1])}, but it must go from {want[0]} to {want[1]} "
                            f"(seat {deal.to_act} gives the loner, seat {deal.maker}, a card; "
                            "then the "
                            "loner discards one, to -1)."
                        )
                try:
                    apply(Action.give(exchange[0]))
                    if exchange[1] is not None:
                        apply(Action.discard(exchange[1]))
                except IllegalActionError as exc:
                    raise self.error(f"cardExchanges: {exc}") from None
        if deal.phase is Phase.DEFEND and (plan.alone_defender is not None or self.any_play):
            maker = deal.maker
            assert maker is not None
            defender = plan.alone_defender if plan.alone_defender is not None else -1
            if defender not in (-1, (maker + 1) % 4, (maker + 3) % 4):
                raise self.error(
                    f"aloneDefender={defender}: only a defender (seat {(maker + 1) % 4} or "
                    f"{(maker + 3) % 4}) may defend alone against seat {maker}."
                )
            steps = {-1: ["pass", "pass"], (maker + 1) % 4: ["defend alone"]}.get(
                defender, ["pass", "defend alone"]
            )
            for step in steps:
                apply(Action.parse(step))
        elif plan.alone_defender is not None and plan.alone_defender >= 0:
            raise self.error(
                f"aloneDefender={plan.alone_defender}, but nobody went alone to defend against."
            )
        if self.any_play and deal.phase is not Phase.PLAY:
            raise self.error("cards are played, but the bidding does not end with a trump suit.")

    # ----------------------------------------------------------------- the play

    def _dummy(self) -> Deal:
        """A deal with the right dealer and upcard and arbitrary hands: the bidding
        does not depend on the cards, so it tells who leads and who sits out."""
        deck = [Card.from_id(i) for i in self.rules.deck]
        rest = sorted((c for c in deck if c != self.upcard), key=lambda c: (c.rank, c.suit))
        # A redeal needs a weak hand: the lowest cards go to the seat that asks for one.
        redealer = self._redealer()
        order = [redealer, *(s for s in range(4) if s != redealer)] if redealer is not None else []
        hands: list[list[Card]] = [[], [], [], []]
        for k, seat in enumerate(order or range(4)):
            hands[seat] = rest[5 * k : 5 * k + 5]
        return Deal.new(
            dealer=self.dealer, hands=hands, kitty=[self.upcard, *rest[20:]], rules=self.rules
        )

    def _redealer(self) -> int | None:
        """The seat whose call is a redeal, if any (calls go round from the dealer's left)."""
        phase = self.bidding or {}
        calls = phase.get("calls", [])
        if isinstance(calls, list):
            for i, text in enumerate(calls):
                if isinstance(text, str) and text.strip().lower() == "redeal":
                    return (self.dealer + 1 + i) % 4
        return None

    def run(self) -> Assumptions:
        plan = self._plan()
        dummy = self._dummy()
        # Any card the dummy dealer holds will do for the discard, if there is one.
        needs_discard = plan.discard is not None or self.any_play
        self._bid(
            dummy,
            dummy.apply,
            plan,
            dummy.hand(self.dealer)[0] if needs_discard else None,
            dummy=True,
        )
        if (
            dummy.trump is None
            and dummy.phase is Phase.OVER
            and self.bidding
            and self.bidding.get("isAlone")
        ):
            raise self.error("isAlone is true, but all four passed twice (thrown in).")
        played, voids = self._first_pass(dummy, plan)
        hands, kitty, discard, notes = self._rebuild(dummy, plan, played, voids)
        self._replay(plan, hands, kitty, discard)
        return notes

    def _trick_error(self, t: int, card: object, text: str) -> EGNError:
        written = shown(card) if isinstance(card, str) else str(card)
        return EGNError(f"Deal {self.index}, trick {t}, card {written}: {text}")

    def _first_pass(self, dummy: Deal, plan: _Plan) -> tuple[list[list[Card]], list[set[int]]]:
        played: list[list[Card]] = [[], [], [], []]
        voids: list[set[int]] = [set(), set(), set(), set()]
        if not self.any_play:
            return played, voids
        try:
            self._map_tricks(dummy, plan, played, voids)
        except EGNError as exc:
            # Replay up to here first: the engine may find an earlier fault (a renege).
            self.pending = exc
        return played, voids

    def _map_tricks(
        self, dummy: Deal, plan: _Plan, played: list[list[Card]], voids: list[set[int]]
    ) -> None:
        trump = dummy.trump
        t = dummy.trump_index
        leader = dummy.to_act
        assert t is not None and leader is not None
        effective = EFFECTIVE[t]
        passed, dropped = plan.exchange if plan.exchange is not None else (None, None)
        active = dummy.active_seats
        owners: dict[Card, tuple[int, int]] = {}
        given_owner = {c: s for s, h in enumerate(self.given) if h for c in h}
        for n, raw in enumerate(self.raw_tricks, 1):
            if n > 5:
                raise self.error(f"{len(self.raw_tricks)} tricks are recorded; a deal has 5.")
            if len(raw) > len(active):
                raise self.error(
                    f"trick {n} has {len(raw)} cards, but {len(active)} players are playing."
                )
            if len(raw) < len(active) and not (self.is_last and n == len(self.raw_tricks)):
                raise self.error(
                    f"trick {n} has {len(raw)} cards, but {len(active)} players are playing "
                    "(only the last trick of the last deal may be unfinished)."
                )
            seats = [leader]
            while len(seats) < len(active):
                seats.append(active[(active.index(seats[-1]) + 1) % len(active)])
            cards: list[Card] = []
            for text, seat in zip(raw, seats[: len(raw)], strict=True):
                try:
                    card = parse_card(text, trump, self.rules)
                except EGNError as exc:
                    raise self._trick_error(n, text, str(exc)) from None
                if card in owners:
                    raise self._trick_error(
                        n, card, f"{card} was already played in trick {owners[card][1]}."
                    )
                if card == self.upcard and not (dummy.dealer_picked_up and seat == self.dealer):
                    why = (
                        "the dealer picked it up"
                        if dummy.dealer_picked_up
                        else "it stayed in the kitty"
                    )
                    raise self._trick_error(
                        n, card, f"{card} is the upcard and {why}; seat {seat} cannot play it."
                    )
                if card == dropped and dropped is not None:
                    raise self._trick_error(
                        n, card, f"{card} was discarded by the loner after the exchange."
                    )
                if card == plan.discard:
                    raise self._trick_error(n, card, f"{card} was discarded by the dealer.")
                if card in given_owner and given_owner[card] != seat and card != passed:
                    raise self._trick_error(
                        n,
                        card,
                        f"seat {seat} plays it, but playerCards deals it to seat "
                        f"{given_owner[card]}.",
                    )
                owners[card] = (seat, n)
                if cards:
                    led = effective[cards[0].id]
                    if effective[card.id] != led:
                        voids[seat].add(led)
                cards.append(card)
                played[seat].append(card)
                self.play_limit += 1
            if len(cards) == len(active):
                leader = seats[trick_winner(cards, trump)]

    def _rebuild(
        self,
        dummy: Deal,
        plan: _Plan,
        played: list[list[Card]],
        voids: list[set[int]],
    ) -> tuple[list[list[Card]], list[Card], Card | None, Assumptions]:
        """Every seat's dealt hand, the kitty, the dealer's discard, and what was assumed."""
        dealer = self.dealer
        up = self.upcard
        trump = dummy.trump_index
        picked_up = dummy.dealer_picked_up or (dummy.phase is Phase.DISCARD)
        out = set(dummy.sitting_out)
        known: list[list[Card]] = [[], [], [], []]
        # Units to fill from the unseen cards: (slot, may this card go there?).
        units: list[tuple[int | str, Callable[[Card], bool]]] = []
        discard = plan.discard
        discard_assumed = False

        redealer = dummy.redeal_by
        weak_rank = Rank.TEN if self.rules.weak_hand_redeal == "farmer" else Rank.NINE

        def fits(seat: int) -> Callable[[Card], bool]:
            if seat == redealer:  # a weak hand: low cards only
                return lambda card: card.rank <= weak_rank
            if trump is None or seat in out:
                return lambda card: True
            effective = EFFECTIVE[trump]
            return lambda card: effective[card.id] not in voids[seat]

        exchange = plan.exchange
        loner = dummy.maker if exchange is not None else None

        for seat in range(4):
            given = self.given[seat]
            if given is not None:
                known[seat] = list(given)
                continue
            known[seat] = list(played[seat])
            missing = 5 - len(played[seat])
            if seat == dealer and picked_up:
                if up in played[seat]:
                    known[seat].remove(up)
                    missing += 1
                    if discard is None:
                        units.append(("discard", lambda card: True))
                        missing -= 1
                    else:
                        known[seat].append(discard)
                        missing -= 1
                elif discard is not None and discard != up:
                    if missing == 0:
                        raise self.error(
                            f"the dealer picked up {up} and discarded {discard}, but never "
                            f"played {up}."
                        )
                    known[seat].append(discard)  # still holds the upcard, unplayed
                    missing -= 1
                elif discard is None and self.any_play:
                    discard = up  # the dealer never played it: it was the discard
                    discard_assumed = missing > 0
            if exchange is not None and loner is not None:
                passed, dropped = exchange
                if seat == loner:
                    if passed in known[seat]:
                        known[seat].remove(passed)  # the partner's card, not dealt here
                        missing += 1
                    if dropped is not None and dropped not in (passed, up):
                        known[seat].append(dropped)
                        missing -= 1
                elif seat == (loner + 2) % 4:
                    known[seat].append(passed)
                    missing -= 1
            units.extend((seat, fits(seat)) for _ in range(missing))

        if picked_up and discard is None and self.given[dealer] is not None and self.any_play:
            candidates = sorted((set(self.given[dealer] or ()) | {up}) - set(played[dealer]))
            discard = up if up in candidates else candidates[0]
            discard_assumed = len(played[dealer]) < 5

        seen = {c for hand in known for c in hand} | {up}
        deck = [Card.from_id(i) for i in self.rules.deck]
        pool = sorted(c for c in deck if c not in seen)
        if len(pool) != len(units) + self.rules.kitty_size - 1:
            if self.pending is not None:
                raise self.pending
            raise self.error(
                f"the recorded cards do not make a deal of {len(deck)} cards (some card is "
                "missing or appears twice)."
            )
        chosen = _match([ok for _, ok in units], pool)
        if chosen is None:
            if self.pending is not None:
                raise self.pending
            raise self.error(
                "no dealt hands are consistent with the play: some seat showed out of a "
                "suit it must still hold."
            )
        assumed: dict[int, list[Card]] = {}
        for (slot, _), card in zip(units, chosen, strict=True):
            if slot == "discard":
                discard = card
                discard_assumed = True
                known[dealer].append(card)
            else:
                assert isinstance(slot, int)
                known[slot].append(card)
                assumed.setdefault(slot, []).append(card)
        kitty = [up, *sorted(c for c in pool if c not in set(chosen))]
        notes = Assumptions(
            hands={s: tuple(sorted(cs)) for s, cs in sorted(assumed.items())},
            discard=discard if discard_assumed else None,
            recorded_seats=tuple(s for s in range(4) if self.given[s] is not None),
        )
        return known, kitty, discard, notes

    def _replay(
        self, plan: _Plan, hands: list[list[Card]], kitty: list[Card], discard: Card | None
    ) -> None:
        game = self.game
        try:
            deal = Deal.new(dealer=self.dealer, hands=hands, kitty=kitty, rules=self.rules)
        except MisdealError as exc:
            raise self.error(str(exc)) from None
        try:
            game.start(deal)
        except IllegalActionError as exc:
            raise self.error(str(exc)) from None
        game.annotations[self.index] = self.annotations
        self._bid(deal, game.apply, plan, discard)
        plays = [(t, text) for t, raw in enumerate(self.raw_tricks, 1) for text in raw]
        for t, text in plays[: self.play_limit]:
            card = parse_card(text, deal.trump, self.rules)
            seat = deal.to_act
            try:
                game.apply(Action.play(card))
            except IllegalActionError as exc:
                raise self._trick_error(t, card, f"seat {seat} may not play it. {exc}") from None
        if self.pending is not None:
            raise self.pending


def _match(units: Sequence[Callable[[Card], bool]], pool: Sequence[Card]) -> list[Card] | None:
    """A card of ``pool`` for every unit that accepts it, no card used twice (a
    bipartite matching by augmenting paths; the lowest cards are tried first)."""
    owner: dict[int, int] = {}  # pool index -> unit

    def place(unit: int, tried: set[int]) -> bool:
        for i, card in enumerate(pool):
            if i in tried or not units[unit](card):
                continue
            tried.add(i)
            if i not in owner or place(owner[i], tried):
                owner[i] = unit
                return True
        return False

    for unit in range(len(units)):
        if not place(unit, set()):
            return None
    chosen: list[Card | None] = [None] * len(units)
    for i, unit in owner.items():
        chosen[unit] = pool[i]
    return [c for c in chosen if c is not None]
