"""Replaying one EGN deal through the engine: who played each card, the hands
rebuilt (cards nobody saw assumed), then every call and card applied by the rules."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..actions import Action, ActionKind
from ..annotations import Annotations
from ..cards import Card, Rank, Suit
from ..deal import Deal, Phase
from ..errors import EGNError, IllegalActionError, MisdealError
from ..game import Game
from ..tricks import trick_winner
from ..trump import EFFECTIVE
from ..words import count_words
from .extension import EXTENSION, DealKeys, read_keys
from .fields import (
    ROUND_ONE_ORDERS,
    count_of,
    describe,
    lay_away_order,
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


def seat_of(value: object, index: int, what: str = "dealer", players: int = 4) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < players:
        form = "" if players == 4 else f": the ruleset has num_players={players}"
        raise EGNError(
            f"Deal {index}: {what}={shown(value)} is not a seat (0 to {players - 1}{form})."
        )
    return value


#: One entry of ``cardExchanges``: the card, and the seats it goes from and to.
_Move = tuple[Card, object, object]


@dataclass(frozen=True)
class _Under:
    """Going under, from ``cardExchanges``: who, the three cards taken from under the
    upcard, and the cards buried there (three, or fewer where the record stops)."""

    seat: int
    taken: tuple[Card, ...]
    buried: tuple[Card, ...]


@dataclass
class _Plan:
    """A deal's bidding as engine actions."""

    calls: list[tuple[str, Action]]
    discard: Card | None
    alone_defender: int | None  # None: not recorded; -1: nobody
    moves: list[_Move]  # cardExchanges: the loner's give and discard, then the defender's
    under: _Under | None = None  # going under (the first entries of cardExchanges)
    offset: int = 0  # the index in cardExchanges of moves[0]
    called: Card | None = None  # five-handed: the card the maker called
    moves_field: str = "cardExchanges"  # where the record keeps the moves

    @property
    def exchange(self) -> tuple[Card, Card | None] | None:
        """Call for best: the card the loner's partner gave, and the loner's discard."""
        return _pair(self.moves[:2])

    @property
    def defender_exchange(self) -> tuple[Card, Card | None] | None:
        """Railroad's lone defender calling for best: the card given, and the discard."""
        return _pair(self.moves[2:])


def _pair(moves: Sequence[_Move]) -> tuple[Card, Card | None] | None:
    if not moves:
        return None
    return (moves[0][0], moves[1][0] if len(moves) > 1 else None)


class DealReplay:
    """Replays one EGN deal into a game: a first pass over the play finds who played
    each card (trick winners lead), the hands are rebuilt, then the engine replays."""

    def __init__(self, index: int, raw: Mapping[str, Any], game: Game, is_last: bool) -> None:
        self.index = index
        self.raw = raw
        self.game = game
        self.is_last = is_last
        self.rules = game.rules
        self.players = n = game.rules.players
        number = raw.get("dealNumber", index)
        if isinstance(number, bool) or not isinstance(number, int) or number < 0:
            raise self.error(f"dealNumber must be a whole number from 0, not {describe(number)}.")
        state = mapping_of(raw.get("initialState"), index, "initialState")
        self.dealer = seat_of(state.get("dealer"), index, players=n)
        self.hand_size = self.rules.hand_size
        bidding, play = read_phases(self.raw.get("phases", []), self.error)
        self.bidding = bidding
        # The engine's own keys (our extension of EGN), checked against the form first.
        self.keys: DealKeys = read_keys(
            state.get(EXTENSION),
            None if bidding is None else bidding.get(EXTENSION),
            self.rules,
            self.error,
        )
        self.upcard: Card | None = None
        if self.rules.has_upcard:
            if "upCard" not in state:
                raise self.error(
                    "initialState.upCard is missing: every deal of this game turns a card "
                    'up, written like "upCard": "Td".'
                )
            try:
                self.upcard = parse_card(state.get("upCard"), None, self.rules)
            except EGNError as exc:
                raise self.error(f"upCard: {exc}") from None
        elif state.get("upCard") is not None:
            raise self.error(
                "initialState.upCard is given, but Bid Euchre turns no card up: leave it out "
                f"(the card left face down with the joker is initialState.{EXTENSION}.kitty)."
            )
        # The joker turned up: the suit the dealer named (our extension of EGN).
        self.joker_suit: Suit | None = None
        joker_suit = state.get("jokerSuit")
        if joker_suit is not None:
            if self.upcard is None or not self.upcard.is_joker:
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
        kitty = self.keys.kitty
        if kitty is not None and self.upcard is not None and kitty[0] != self.upcard:
            raise self.error(
                f"initialState.{EXTENSION}.kitty starts with {kitty[0]}, but the "
                f"upCard is {self.upcard}: the kitty lists the upcard first."
            )
        tricks = read_tricks(play, self.error)
        self.raw_tricks: list[list[Any]] = tricks
        calls = bidding.get("calls", []) if bidding is not None else []
        if self.rules.auction:  # Bid Euchre's calls are its auction's bids
            calls = [text for text, _ in self.keys.auction]
        self.annotations = Annotations(
            calls=read_comments(bidding, "callAnnotations", "call", count_of(calls), self.error),
            plays=read_comments(
                play, "playAnnotations", "card played", sum(map(len, tricks)), self.error
            ),
        )
        self.any_play = any(self.raw_tricks)
        # The bidding went past the dealer's discard (cards are played, or five-handed's
        # maker called a card after it): a discard not recorded is assumed.
        self.past_discard = self.any_play or self.keys.called is not None
        self._plan_under: int | None = None  # the seat that went under, if one did
        self.pending: EGNError | None = None  # a fault found while mapping the play
        self.play_limit = 0  # cards mapped to seats before that fault

    def error(self, text: str) -> EGNError:
        return EGNError(f"Deal {self.index}: {text}")

    # ------------------------------------------------------------------ reading

    def _given_hands(self, value: object) -> list[tuple[Card, ...] | None]:
        n = self.players
        if value is None:
            return [None] * n
        if not isinstance(value, list) or len(value) != n:
            words = count_words(n)
            given = f" (it lists {len(value)})" if isinstance(value, list) else ""
            form = "" if n == 4 else f", as the ruleset has num_players={n}"
            raise self.error(
                f"playerCards must list {words} hands (seats 0 to {n - 1}{form}){given}."
            )
        hands: list[tuple[Card, ...] | None] = []
        seen: dict[Card, int] = {} if self.upcard is None else {self.upcard: -1}
        for seat, hand in enumerate(value):
            if not isinstance(hand, list) or not all(isinstance(c, str) for c in hand):
                raise self.error(f"playerCards[{seat}] must be a list of cards (texts like 'Td').")
            if not hand or any(isinstance(c, str) and "X" in c.upper() for c in hand):
                hands.append(None)  # not recorded: rebuilt from the play
                continue
            if len(hand) != self.hand_size:
                raise self.error(
                    f"playerCards gives seat {seat} {len(hand)} cards, not {self.hand_size}."
                )
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
        if self.rules.auction:
            return self._auction_plan(calls, is_alone)
        said_alone = any(c.strip().lower() == "alone" for c in calls)
        if said_alone and is_alone is False:
            raise self.error("a call says 'Alone' but isAlone is false.")
        alone = bool(is_alone) or said_alone
        if alone and self.players in (2, 3):
            raise self.error(
                "the maker goes alone (isAlone true or an 'Alone' call), but in "
                f"{self.rules.form_words} "
                f"(num_players={self.players}) nobody does: every player is alone already, "
                "with no partner to sit out. Write isAlone false."
            )
        actions: list[tuple[str, Action]] = []
        up = self.upcard
        assert up is not None  # every form but Bid Euchre turns a card up
        up_suit = up.suit if self.joker_suit is None else self.joker_suit
        up_letter = "" if up.is_joker and self.joker_suit is None else up_suit.letter.lower()
        for i, text in enumerate(calls):
            word = text.strip().lower()
            if word == "pass":
                actions.append((text, Action.pass_()))
            elif i < self.players and (word in ROUND_ONE_ORDERS or word == up_letter):
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
        under, moves = self._exchanges(phase.get("cardExchanges"))
        offset = 0 if under is None else 3 + len(under.buried)
        called = self.keys.called
        if called is not None and alone:
            raise self.error(
                f"{EXTENSION}.calledCard is {called}, but the maker went alone (isAlone "
                "true): a maker alone calls no partner."
            )
        return _Plan(actions, discard, defender, moves, under, offset, called)

    def _auction_plan(self, calls: list[str], is_alone: bool | None) -> _Plan:
        """Bid Euchre: the auction, the trump named and the moon's exchange, from the
        deal's extension keys (EGN's calls are for the two rounds of the upcard)."""
        phase = self.bidding or {}
        keys = self.keys
        if calls:
            raise self.error(
                f"calls is {shown(calls)}, but Bid Euchre's bids are written in "
                f"{EXTENSION}.auction ('Pass', 'Bid 3' to 'Bid 6', 'Moon'): leave calls empty."
            )
        for field in ("discard", "cardExchanges", "aloneDefender"):
            if phase.get(field) not in (None, []):
                raise self.error(
                    f"{field} is given, but Bid Euchre has no upcard, no call for best and no "
                    f"lone defender; the moon's cards are {EXTENSION}.moonGive and moonDiscard."
                )
        actions = list(keys.auction)
        bidders = [i for i, (_, act) in enumerate(actions) if act.kind is not ActionKind.PASS]
        moon = any(act.kind is ActionKind.MOON for _, act in actions)
        if is_alone is not None and is_alone != moon:
            raise self.error(
                "isAlone is true, but nobody shot the moon (only the moon plays alone)."
                if is_alone
                else "isAlone is false, but a player shot the moon, which is played alone."
            )
        if keys.trump is not None:
            if not bidders:
                raise self.error(
                    f"{EXTENSION}.trump is given, but everyone passed: nobody named trump."
                )
            actions.append((str(keys.trump), keys.trump))
        moves: list[_Move] = []
        if keys.moon_give is not None:
            if not moon:
                raise self.error(
                    f"{EXTENSION}.moonGive is given, but nobody shot the moon: only the moon's "
                    "partner passes a card."
                )
            maker = (self.dealer + 1 + bidders[-1]) % self.players
            moves.append((keys.moon_give, (maker + 2) % 4, maker))
            if keys.moon_discard is not None:
                moves.append((keys.moon_discard, maker, -1))
        return _Plan(actions, None, None, moves, moves_field=f"{EXTENSION}.moonGive")

    def _exchanges(self, raw: object) -> tuple[_Under | None, list[_Move]]:
        """The cards that change hands in the bidding, as we write ``cardExchanges``
        (``-1`` is the kitty): going under first, the three cards taken from under the
        upcard (``{"from": -1, "to": 1, "card": "Qd"}``) then the three buried there
        (``{"from": 1, "to": -1, "card": "9c"}``); call for best, the partner's card to
        the loner (``{"from": 2, "to": 0, "card": "Ah"}``) then the loner's discard
        (``{"from": 0, "to": -1, "card": "9c"}``); in Railroad (``defender_best``) then
        the same two for a lone defender."""
        if raw is None or raw == []:
            return None, []
        rules = self.rules
        parts = []
        if rules.go_under:
            parts.append("going under: three cards from the kitty (-1), then three buried")
        if rules.partners_best == "partner":
            parts.append("the partner's card to the loner, then the loner's discard")
        if rules.defender_best:
            parts.append("the same for a lone defender")
        most = 6 * rules.go_under + 2 * (rules.partners_best == "partner") + 2 * rules.defender_best
        if not isinstance(raw, list) or not all(isinstance(e, Mapping) for e in raw):
            raise self.error(
                "cardExchanges must be a list of objects with from, to and card"
                + (f" ({'; '.join(parts)})." if parts else ".")
            )
        if not most:
            raise self.error(
                "cardExchanges are recorded, but the ruleset has partners_best and go_under off."
            )
        if len(raw) > most:
            raise self.error(
                f"cardExchanges has {len(raw)} entries: this ruleset has at most {most} "
                f"({'; '.join(parts)})."
            )
        moves: list[_Move] = []
        for n, entry in enumerate(raw):
            try:
                card = parse_card(entry.get("card"), None, rules)
            except EGNError as exc:
                raise self.error(f"cardExchanges[{n}]: {exc}") from None
            moves.append((card, entry.get("from"), entry.get("to")))
        under = None
        if _is_kitty(moves[0][1]):
            under = self._under(moves)
            moves = moves[3 + len(under.buried) :]
        if moves and rules.partners_best != "partner":
            first = 0 if under is None else 3 + len(under.buried)
            raise self.error(
                f"cardExchanges[{first}] passes a card from seat {describe(moves[0][1])}, but "
                "the ruleset has partners_best off (and going under takes its cards from the "
                "kitty, -1)."
            )
        return under, moves

    def _under(self, moves: list[_Move]) -> _Under:
        """Going under: the first three entries from the kitty to one seat, then up to
        three from that seat back to it."""
        if not self.rules.go_under:
            raise self.error(
                "cardExchanges[0] takes a card from the kitty (from -1), as only going under "
                "does, but the ruleset has go_under off."
            )
        seat = moves[0][2]
        taken = moves[:3]
        if (
            len(taken) < 3
            or isinstance(seat, bool)
            or not isinstance(seat, int)
            or not 0 <= seat < self.players
            or not all(_is_kitty(m[1]) and m[2] == seat for m in taken)
        ):
            raise self.error(
                "going under takes the three cards under the upcard: cardExchanges[0] to [2] "
                "must each go from -1 (the kitty) to the seat that goes under, then up to "
                "three from that seat to -1 (the cards it buries)."
            )
        buried: list[Card] = []
        for card, source, target in moves[3:6]:
            if source != seat or not _is_kitty(target):
                break
            buried.append(card)
        return _Under(seat, tuple(m[0] for m in taken), tuple(buried))

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
        under = plan.under
        for i, (text, action) in enumerate(plan.calls):
            if under is not None and self._going_under(deal, under):
                self._go_under(deal, apply, under, dummy)
                under = None
            what = self._call_name(i, text)
            if deal.phase not in _CALL_PHASES:
                raise self.error(f"{what} comes after trump was made.")
            try:
                apply(action)
            except IllegalActionError as exc:
                raise self.error(f"{what} by seat {deal.to_act}: {exc}") from None
        if under is not None and self._going_under(deal, under):
            self._go_under(deal, apply, under, dummy)  # the record stops at their bid
            under = None
        if under is not None:
            raise self.error(
                f"cardExchanges[0] says seat {under.seat} went under, but the bidding never "
                f"comes to seat {under.seat} in the first round, where it may."
            )
        if deal.phase is Phase.OVER and plan.discard is not None:
            raise self.error("a discard is recorded, but the deal was thrown in.")
        if deal.phase is Phase.DISCARD and discard is not None:
            if dummy:  # any card the dealer holds now will do
                discard = deal.hand(deal.dealer)[0]
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
        used = 0
        if deal.phase is Phase.GIVE:
            used = self._give(deal, apply, plan, plan.moves[:2], plan.offset, dummy)
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
            if _giving(deal):  # Railroad: the lone defender calls for best too
                used += self._give(deal, apply, plan, plan.moves[2:], plan.offset + 2, dummy)
        elif plan.alone_defender is not None and plan.alone_defender >= 0:
            raise self.error(
                f"aloneDefender={plan.alone_defender}, but nobody went alone to defend against."
            )
        if used < len(plan.moves):
            whose = "a loner's" if used == 0 else "a lone defender's"
            raise self.error(
                f"cardExchanges[{plan.offset + used}] has no place in the deal: nobody took {whose} call "
                "for best at that point of the bidding."
            )
        if deal.phase is Phase.PARTNER:
            self._call_partner(deal, apply, plan, dummy)
        elif plan.called is not None:
            raise self.error(
                f"{EXTENSION}.calledCard is {plan.called}, but the bidding "
                + (
                    "does not come to the maker's call (trump is not made, or the dealer's "
                    "discard is not recorded)."
                    if deal.trump_index is None or deal.phase is Phase.DISCARD
                    else "leaves the maker no card to call: the maker plays alone."
                )
            )
        if self.any_play and deal.phase is not Phase.PLAY:
            raise self.error("cards are played, but the bidding does not end with a trump suit.")

    def _call_name(self, i: int, text: str) -> str:
        """Where call ``i`` of the plan is in the record, for a message."""
        if not self.rules.auction:
            return f"call {i} ({shown(text)})"
        if i < len(self.keys.auction):
            return f"{EXTENSION}.auction[{i}] ({shown(text)})"
        return f"{EXTENSION}.trump ({text})"

    def _call_partner(
        self, deal: Deal, apply: Callable[[Action], object], plan: _Plan, dummy: bool
    ) -> None:
        """Five-handed: the maker calls the card whose holder is their partner."""
        if dummy:  # any card will do: the lead is left of the dealer all the same
            apply(deal.legal_actions()[0])
            return
        if plan.called is None:
            if self.any_play:
                raise self.error(
                    f"seat {deal.maker} made trump without going alone, so they call a "
                    f"partner's card, but {EXTENSION}.calledCard does not say which (a "
                    "maker alone has isAlone true)."
                )
            return
        try:
            apply(Action.partner(plan.called))
        except IllegalActionError as exc:
            raise self.error(f"{EXTENSION}.calledCard {plan.called}: {exc}") from None

    def _give(
        self,
        deal: Deal,
        apply: Callable[[Action], object],
        plan: _Plan,
        moves: Sequence[_Move],
        first: int,
        dummy: bool,
    ) -> int:
        """Call for best (``moves``, from ``cardExchanges[first]``): the partner's card,
        then the receiver's discard (the moon's, in Bid Euchre). Returns how many entries
        were applied."""
        giver = deal.to_act
        receiver = deal.defender_alone if _giving_to_defender(deal) else deal.maker
        assert giver is not None and receiver is not None
        who = "the lone defender" if _giving_to_defender(deal) else "the loner"
        if dummy and self.rules.auction and self.any_play:
            # The moon's cards may be hidden (assumed once the hands are rebuilt): any will do.
            anything = Card.from_id(self.rules.deck[0])
            template = [(anything, giver, receiver), (anything, receiver, -1)]
            moves = [*moves, *template[len(moves) :]][:2]
        if not moves:
            if self.any_play:
                if self.rules.auction:
                    raise self.error(
                        f"seat {receiver} shot the moon, so their partner passes them a card, "
                        f"but {EXTENSION}.moonGive does not say which (and moonDiscard which "
                        "card the bidder laid away)."
                    )
                raise self.error(
                    f"{who.capitalize()} called for their "
                    "partner's best, but cardExchanges does not say which card was passed."
                )
            return 0
        wanted = [(giver, receiver), (receiver, -1)]
        for n, (move, want) in enumerate(zip(moves, wanted, strict=False)):
            moved = move[1:]
            if moved != want or any(isinstance(v, bool) for v in moved):
                raise self.error(
                    f"cardExchanges[{first + n}] goes from {describe(moved[0])} to "
                    f"{describe(moved[1])}, but it must go from {want[0]} to {want[1]} "
                    f"(seat {giver} gives {who}, seat {receiver}, a card; then {who} "
                    "discards one, to -1)."
                )
        # Any cards will do for the dummy's exchange.
        given = deal.hand(giver)[0] if dummy else moves[0][0]
        try:
            apply(Action.give(given))
            if len(moves) > 1:
                apply(Action.discard(deal.hand(receiver)[0] if dummy else moves[1][0]))
        except IllegalActionError as exc:
            raise self.error(f"{plan.moves_field}: {exc}") from None
        return len(moves)

    @staticmethod
    def _going_under(deal: Deal, under: _Under) -> bool:
        """True when it is the turn of the seat that went under, in the first round."""
        return deal.phase is Phase.ORDER and deal.to_act == under.seat

    def _go_under(
        self, deal: Deal, apply: Callable[[Action], object], under: _Under, dummy: bool
    ) -> None:
        """Going under: the seat takes the three cards under the upcard (the kitty is
        built so that they are the ones recorded) and buries three."""
        try:
            apply(Action.go_under())
            for card in under.buried:
                apply(Action.discard(deal.hand(under.seat)[0] if dummy else card))
        except IllegalActionError as exc:
            raise self.error(f"going under (cardExchanges): {exc}") from None

    # ----------------------------------------------------------------- the play

    def _dummy(self) -> Deal:
        """A deal with the right dealer and upcard and arbitrary hands: the bidding
        does not depend on the cards, so it tells who leads and who sits out."""
        deck = [Card.from_id(i) for i in self.rules.deck]
        rest = sorted((c for c in deck if c != self.upcard), key=lambda c: (c.rank, c.suit))
        size = self.hand_size
        # A redeal and going under need a weak hand: the lowest cards go to the seat that
        # asks for a redeal, the next lowest to the seat that goes under.
        redealer = self._redealer()
        under = self._plan_under
        low = [s for s in (redealer, under) if s is not None]
        n = self.players
        order = [*low, *(s for s in range(n) if s not in low)]
        hands: list[list[Card]] = [[] for _ in range(n)]
        for k, seat in enumerate(order or range(n)):
            hands[seat] = rest[size * k : size * k + size]
        up = [] if self.upcard is None else [self.upcard]
        return Deal.new(
            dealer=self.dealer, hands=hands, kitty=[*up, *rest[size * n :]], rules=self.rules
        )

    def _redealer(self) -> int | None:
        """The seat whose call is a redeal, if any (calls go round from the dealer's left)."""
        phase = self.bidding or {}
        calls = phase.get("calls", [])
        if isinstance(calls, list):
            for i, text in enumerate(calls):
                if isinstance(text, str) and text.strip().lower() == "redeal":
                    return (self.dealer + 1 + i) % self.players
        return None

    def run(self) -> Assumptions:
        plan = self._plan()
        self._plan_under = None if plan.under is None else plan.under.seat
        dummy = self._dummy()
        # Any card the dummy dealer holds will do for the discard, if there is one.
        needs_discard = plan.discard is not None or self.past_discard
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
            everyone = ("", "", "both", "all three", "all four", "all five")[self.players]
            raise self.error(f"isAlone is true, but {everyone} passed twice (thrown in).")
        played, voids = self._first_pass(dummy, plan)
        hands, kitty, discard, notes = self._rebuild(dummy, plan, played, voids)
        self._replay(plan, hands, kitty, discard)
        return notes

    def _trick_error(self, t: int, card: object, text: str) -> EGNError:
        written = shown(card) if isinstance(card, str) else str(card)
        return EGNError(f"Deal {self.index}, trick {t}, card {written}: {text}")

    def _first_pass(self, dummy: Deal, plan: _Plan) -> tuple[list[list[Card]], list[set[int]]]:
        played: list[list[Card]] = [[] for _ in range(self.players)]
        voids: list[set[int]] = [set() for _ in range(self.players)]
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
        # The cards passed in a call for best, and the receivers' discards after it.
        passed: set[Card] = set()
        dropped: dict[Card, str] = {}
        for pair, who in ((plan.exchange, "loner"), (plan.defender_exchange, "lone defender")):
            if pair is not None:
                passed.add(pair[0])
                if pair[1] is not None:
                    dropped[pair[1]] = f"discarded by the {who} after the exchange"
        if plan.under is not None:
            for card in plan.under.buried:
                dropped[card] = f"buried under the upcard by seat {plan.under.seat} (going under)"
        active = dummy.active_seats
        owners: dict[Card, tuple[int, int]] = {}
        given_owner = {c: s for s, h in enumerate(self.given) if h for c in h}
        for n, raw in enumerate(self.raw_tricks, 1):
            if n > self.hand_size:
                raise self.error(
                    f"{len(self.raw_tricks)} tricks are recorded; a deal has {self.hand_size}."
                )
            # Nobody sits out: the trick's size is the ruleset's number of players.
            form = f" (the ruleset has num_players={self.players})" * (
                len(active) == self.players and len(raw) in (2, 3, 4)
            )
            if len(raw) > len(active):
                raise self.error(
                    f"trick {n} has {len(raw)} cards, but {len(active)} players are playing{form}."
                )
            if len(raw) < len(active) and not (self.is_last and n == len(self.raw_tricks)):
                raise self.error(
                    f"trick {n} has {len(raw)} cards, but {len(active)} players are "
                    f"playing{form} (only the last trick of the last deal may be unfinished)."
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
                if (
                    self.upcard is not None
                    and card == self.upcard
                    and card not in passed  # (the dealer may pass the upcard on)
                    and not (dummy.dealer_picked_up and seat == self.dealer)
                ):
                    why = (
                        "the dealer picked it up"
                        if dummy.dealer_picked_up
                        else "it stayed in the kitty"
                    )
                    raise self._trick_error(
                        n, card, f"{card} is the upcard and {why}; seat {seat} cannot play it."
                    )
                if card in dropped:
                    raise self._trick_error(n, card, f"{card} was {dropped[card]}.")
                if card == plan.discard:
                    raise self._trick_error(n, card, f"{card} was discarded by the dealer.")
                if card in given_owner and given_owner[card] != seat and card not in passed:
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
        # (Bid Euchre has no upcard: its one discard is the moon's.)
        picked_up = up is not None and (dummy.dealer_picked_up or (dummy.phase is Phase.DISCARD))
        called, maker = plan.called, dummy.maker
        # Bid Euchre: the card the moon's partner passed, when the bidder's discard is not
        # recorded (a partner's record of a deal in progress).
        moon_give = None
        if self.rules.auction and dummy.moon and self.any_play and len(plan.moves) == 1:
            moon_give = plan.moves[0][0] if self.given[maker or 0] is None else None
        moon_discard: Card | None = None
        out = set(dummy.sitting_out)
        known: list[list[Card]] = [[] for _ in range(self.players)]
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
            if seat == maker and called is not None:  # the maker called a card not held
                return lambda card: card != called and effective[card.id] not in voids[seat]
            return lambda card: effective[card.id] not in voids[seat]

        # Call for best: (the card passed, the receiver's discard, giver, receiver), for
        # the loner and (Railroad) for the lone defender.
        exchanges: list[tuple[Card, Card | None, int, int]] = []
        for pair, receiver in (
            (plan.exchange, dummy.maker),
            (plan.defender_exchange, dummy.defender_alone),
        ):
            if pair is not None and receiver is not None:
                exchanges.append((pair[0], pair[1], (receiver + 2) % 4, receiver))

        under = plan.under
        taken = () if under is None else under.taken
        for seat in range(self.players):
            given = self.given[seat]
            if given is not None:
                known[seat] = list(given)
                continue
            known[seat] = list(played[seat])
            missing = self.hand_size - len(played[seat])
            if under is not None and seat == under.seat:
                for card in taken:  # from under the upcard, not dealt here
                    if card in known[seat]:
                        known[seat].remove(card)
                        missing += 1
                for card in under.buried:
                    if card not in taken:
                        known[seat].append(card)
                        missing -= 1
            # The dealer may have given the upcard away, or discarded it, in an exchange.
            up_used = up in played[seat]
            for passed, dropped, giver, receiver in exchanges:
                if seat == receiver:
                    if passed in known[seat]:
                        known[seat].remove(passed)  # the partner's card, not dealt here
                        missing += 1
                    if dropped is not None and dropped not in (passed, up):
                        known[seat].append(dropped)
                        missing -= 1
                    up_used = up_used or dropped == up
                elif seat == giver:
                    if passed == up:
                        up_used = True
                    else:
                        known[seat].append(passed)
                        missing -= 1
            if seat == dealer and picked_up:
                if up_used:
                    if up in known[seat]:
                        known[seat].remove(up)
                        missing += 1
                    if discard is None:  # (not the card the maker called, if the dealer)
                        units.append(("discard", lambda card: card != called or dealer != maker))
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
                elif discard is None and self.past_discard:
                    discard = up  # the dealer never played it: it was the discard
                    discard_assumed = missing > 0
            if under is not None and seat == under.seat:
                for card in taken:  # a card taken from under the upcard and passed on
                    if card in known[seat]:
                        known[seat].remove(card)
                        missing += 1
            if missing < 0:
                if self.pending is not None:
                    raise self.pending
                raise self.error(
                    f"seat {seat} plays or passes more cards than the {self.hand_size} dealt to it."
                )
            ok = fits(seat)
            # The moon's discard, not recorded: any card (laid away before the play),
            # unless the bidder laid away the card passed (kept, it must fit the play).
            if (
                seat == maker
                and moon_give is not None
                and missing > 0
                and (moon_give in played[seat] or ok(moon_give))
            ):
                units.append(("moon", lambda card: True))
                missing -= 1
            if under is not None and seat == under.seat:
                # Going under needs three or more 9s and 10s (or lower) in the dealt hand.
                low = sum(card.rank <= Rank.TEN for card in known[seat])
                for _ in range(min(missing, max(0, 3 - low))):
                    units.append((seat, _low_and(ok)))
                    missing -= 1
            units.extend((seat, ok) for _ in range(missing))

        if (
            up is not None
            and picked_up
            and discard is None
            and self.given[dealer] is not None
            and self.past_discard
        ):
            candidates = sorted((set(self.given[dealer] or ()) | {up}) - set(played[dealer]))
            discard = up if up in candidates else candidates[0]
            discard_assumed = len(played[dealer]) < self.hand_size

        ups = () if up is None else (up,)
        seen = {c for hand in known for c in hand} | set(ups) | set(taken)
        deck = [Card.from_id(i) for i in self.rules.deck]
        # The kitty as the record lists it (the upcard first): nobody was dealt those.
        laid = [c for c in (self.keys.kitty or ()) if c not in ups]
        for card in laid:
            if card in seen:
                raise self.error(
                    f"initialState.{EXTENSION}.kitty lists {card}, but "
                    + (
                        "the hands or the play show it dealt to a seat."
                        if card not in taken
                        else "going under takes it into a hand."
                    )
                )
        pool = sorted(c for c in deck if c not in seen and c not in laid)
        if len(set(taken)) != len(taken) or up in taken:
            raise self.error(
                "going under takes three different cards from under the upcard, and the "
                "upcard is not one of them (cardExchanges[0] to [2])."
            )
        if len(pool) != len(units) + self.rules.kitty_size - len(ups) - len(taken) - len(laid):
            if self.pending is not None:
                raise self.pending
            raise self.error(
                f"the recorded cards do not make a deal of {len(deck)} cards (some card is "
                "missing or appears twice)."
            )
        # An unrecorded discard is the card a player would lay away, not the lowest card.
        prefer = [lay_away_order(trump) if slot == "discard" else None for slot, _ in units]
        chosen = _match([ok for _, ok in units], pool, prefer)
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
            elif slot == "moon":
                moon_discard = card
                known[maker or 0].append(card)
            else:
                assert isinstance(slot, int)
                known[slot].append(card)
                assumed.setdefault(slot, []).append(card)
        if self.rules.auction and dummy.moon and self.any_play and len(plan.moves) < 2:
            discard = self._assume_moon_cards(plan, dummy, played, assumed, moon_discard)
            discard_assumed = True
        # The kitty: the upcard, the cards taken by going under, then the cards nobody saw.
        kitty = [*ups, *taken, *laid, *sorted(c for c in pool if c not in set(chosen))]
        notes = Assumptions(
            hands={s: tuple(sorted(cs)) for s, cs in sorted(assumed.items())},
            discard=discard if discard_assumed else None,
            recorded_seats=tuple(s for s in range(self.players) if self.given[s] is not None),
            players=self.players,
        )
        return known, kitty, discard, notes

    def _assume_moon_cards(
        self,
        plan: _Plan,
        dummy: Deal,
        played: list[list[Card]],
        assumed: dict[int, list[Card]],
        moon_discard: Card | None,
    ) -> Card:
        """Bid Euchre: the moon's exchange where the record does not show it (as a
        defender's record of a deal in progress does). Not recorded at all: the partner
        passed their lowest unseen card and the bidder laid it away again. The card
        passed recorded but not the discard: the bidder laid away an unseen card of their
        own (``moon_discard``, chosen with the hands), or else the card passed itself.
        Returns the discard assumed."""
        maker = dummy.maker
        assert maker is not None
        giver = (maker + 2) % 4
        if not plan.moves:
            hidden = sorted(assumed.get(giver, ()))
            if not hidden:
                raise self.error(
                    f"seat {maker} shot the moon, so their partner passes them a card, but "
                    f"{EXTENSION}.moonGive does not say which, and playerCards shows the "
                    "partner's whole hand: write moonGive and moonDiscard."
                )
            plan.moves = [(hidden[0], giver, maker), (hidden[0], maker, -1)]
            return hidden[0]
        give = plan.moves[0][0]
        dealt = self.given[maker]
        if dealt is not None:  # the bidder's hand is recorded: a card of it not played
            spare = sorted((set(dealt) | {give}) - set(played[maker]))
            discard = give if give in spare else spare[0]
        else:
            discard = give if moon_discard is None else moon_discard
        plan.moves.append((discard, maker, -1))
        return discard

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


#: The phases of a deal where a call of the record is made.
_CALL_PHASES = (Phase.ORDER, Phase.CALL, Phase.AUCTION, Phase.TRUMP)


def _low_and(ok: Callable[[Card], bool]) -> Callable[[Card], bool]:
    """A 9 or 10 (or lower) that ``ok`` accepts: a card of a hand that went under."""
    return lambda card: card.rank <= Rank.TEN and ok(card)


def _is_kitty(place: object) -> bool:
    """True for -1, the kitty in ``cardExchanges``."""
    return place == -1 and not isinstance(place, bool)


def _giving_to_defender(deal: Deal) -> bool:
    """True in Railroad's second call for best, the lone defender's."""
    return deal.defender_alone is not None


def _giving(deal: Deal) -> bool:
    """True when a partner is to pass a card (call for best)."""
    return deal.phase is Phase.GIVE


def _match(
    units: Sequence[Callable[[Card], bool]],
    pool: Sequence[Card],
    prefer: Sequence[Callable[[Card], tuple[int, ...]] | None] | None = None,
) -> list[Card] | None:
    """A card of ``pool`` for every unit that accepts it, no card used twice (a
    bipartite matching by augmenting paths). Each unit tries the lowest cards first,
    or, with a key in ``prefer``, the cards in that key's order."""
    owner: dict[int, int] = {}  # pool index -> unit
    keys = prefer or [None] * len(units)
    order: list[Sequence[int]] = []
    for key in keys:
        if key is None:
            order.append(range(len(pool)))
        else:
            ranked = sorted(pool, key=key)
            order.append([pool.index(card) for card in ranked])

    def place(unit: int, tried: set[int]) -> bool:
        for i in order[unit]:
            card = pool[i]
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
