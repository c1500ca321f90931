"""The engine's contract at its edge: bad input of every kind gets the right answer or
an engine error, never a crash, a wrong error, a silent acceptance or a long wait.

Every public function, method and constructor of ``euchre`` is called with one
argument replaced by generated input of every class (tests/contract_inputs.py),
the other arguments good. For each argument the test knows what a player may give
(a seat is 0 to 3, a suit is a Suit or a text such as "H", ...):

- input that is allowed must give the same answer as the engine's own form of it
  ("H" as Suit.HEARTS, "AD" as Card("AD"));
- input that is not allowed must be refused with an :class:`EuchreError` (a
  ``ValueError``) whose message is a bounded sentence;
- either way within :data:`TIME_LIMIT` seconds.

``EUCHRE_CONTRACT_PROFILE=contract-deep`` runs many more examples (by hand; the
counts per class are printed at the end of the run and written to
``$EUCHRE_CONTRACT_COUNTS`` when it names a file).
"""

from __future__ import annotations

import importlib
import inspect
import json
import math
import os
import random
import tempfile
import time
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

import pytest
from contract_inputs import COUNTS, OUTCOMES, anything
from hypothesis import HealthCheck, given, settings

from euchre import (
    Action,
    ActionKind,
    Card,
    Deal,
    EuchreError,
    Game,
    IllegalActionError,
    PlayerView,
    Rank,
    Rules,
    Suit,
    cards,
    dealing,
    effective_suit,
    is_trump,
    left_bower,
    legal_plays,
    measure,
    odds,
    order_up,
    quiz,
    right_bower,
    score_hand,
    scorekeeping,
    solver,
    tournament,
    trick_winner,
    tricks,
    trump,
    trump_order,
)
from euchre import bots as bots_module
from euchre.bots import (
    RandomBot,
    RuleBot,
    base,
    bidding,
    bidding_measure,
    expert_bot,
    inference,
    rule_bot,
)
from euchre.errors import shown

cards_module = importlib.import_module("euchre.cards")  # (euchre.cards is also a function)

settings.register_profile(
    "contract",
    max_examples=12,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    derandomize=True,
)
settings.register_profile(
    "contract-deep",
    max_examples=400,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
PROFILE = settings.get_profile(os.environ.get("EUCHRE_CONTRACT_PROFILE", "contract"))

#: The longest one call may take, in seconds (bad input is refused long before).
TIME_LIMIT = 5.0
#: The longest an error message may be.
MESSAGE_LIMIT = 2000


class _Marker:
    def __init__(self, name: str) -> None:
        self.name = name

    def __repr__(self) -> str:
        return self.name


#: The argument is not allowed: the call must raise an engine error.
INVALID = _Marker("INVALID")
#: The argument is allowed, but too big to try (a million deals).
SKIP = _Marker("SKIP")
#: Anything may happen but a crash: no exact answer is known for this argument.
ANY = _Marker("ANY")

Kind = Callable[[Any], Any]


# ------------------------------------------------------------ what is allowed


def k_any(_: Any) -> Any:
    return ANY


def k_card(value: Any) -> Any:
    """A card: a Card, or a text that is one."""
    if type(value) is Card:
        return value
    if isinstance(value, str):
        try:
            return Card(value)
        except EuchreError:
            return INVALID
    return INVALID


def k_suit(value: Any) -> Any:
    """A suit: a Suit, or a text that is one."""
    if type(value) is Suit:
        return value
    if isinstance(value, str):
        try:
            return Suit.parse(value)
        except EuchreError:
            return INVALID
    return INVALID


def k_suit_or_none(value: Any) -> Any:
    return None if value is None else k_suit(value)


def k_seat(value: Any) -> Any:
    return value if type(value) is int and 0 <= value <= 3 else INVALID


def k_seat_or_none(value: Any) -> Any:
    return None if value is None else k_seat(value)


def k_bool(value: Any) -> Any:
    return value if value is True or value is False else INVALID


def k_rules(value: Any) -> Any:
    return value if isinstance(value, Rules) else INVALID


def k_score(value: Any) -> Any:
    if value is None:
        return (0, 0)  # not given: nobody has scored yet
    if (
        isinstance(value, tuple | list)
        and len(value) == 2
        and all(type(v) is int and v >= 0 for v in value)
    ):
        return tuple(value)
    return INVALID


def k_seed(value: Any) -> Any:
    if value is None:
        return ANY  # an unseeded shuffle: any deal is right
    if isinstance(value, random.Random):
        return ANY  # the generator is drawn from, so a second call differs
    return value if type(value) is int else INVALID


def k_int(low: int | None, high: int | None, skip_above: int | None = None) -> Kind:
    def kind(value: Any) -> Any:
        if type(value) is not int:
            return INVALID
        if (low is not None and value < low) or (high is not None and value > high):
            return INVALID
        if skip_above is not None and value > skip_above:
            return SKIP
        return value

    return kind


def k_int_or_none(low: int, high: int | None, skip_above: int | None = None) -> Kind:
    inner = k_int(low, high, skip_above)
    return lambda value: None if value is None else inner(value)


def k_choice(*allowed: Any) -> Kind:
    return lambda value: (
        value if any(type(value) is type(a) and value == a for a in allowed) else INVALID
    )


def k_worlds(value: Any) -> Any:
    """A number of worlds: None (the default, too slow to try here) or 1 or more."""
    return SKIP if value is None else k_int(1, 100_000, 4)(value)


def k_number(value: Any) -> Any:
    """A finite real number of points (not a bool, nor an int too large for a float)."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        return INVALID
    try:
        return value if math.isfinite(float(value)) else INVALID
    except OverflowError:
        return INVALID


def k_random(value: Any) -> Any:
    return ANY if isinstance(value, random.Random) else INVALID


def k_wanted(value: Any) -> Any:
    """(count, seed) pairs of measured deals; more than a few deals are not tried."""
    if isinstance(value, str | bytes | bytearray | Mapping) or not isinstance(value, Iterable):
        return INVALID
    pairs = list(value)
    if not all(isinstance(p, tuple | list) and len(p) == 2 for p in pairs):
        return INVALID
    kinds = [(k_int(1, 1_000_000, 5)(c), k_int(0, 10**9)(s)) for c, s in pairs]
    if any(INVALID in pair for pair in kinds):
        return INVALID
    return SKIP if any(SKIP in pair for pair in kinds) else ANY


def k_folder(value: Any) -> Any:
    """An existing folder: not tried (a file would be written into it)."""
    return SKIP if isinstance(value, str | os.PathLike) and os.path.isdir(value) else INVALID


# ------------------------------------------------------------------- fixtures


def play_deal_of(seed: int = 3, rules: Rules | None = None) -> Deal:
    """A deal in its play phase, two cards into the first trick."""
    deal = Deal.shuffled(seed=seed, dealer=0, rules=rules or Rules())
    rng = random.Random(seed)
    while deal.phase.value != "play":
        deal.apply(RuleBot().act(deal.view(deal.to_act)))  # type: ignore[arg-type]
    deal.apply(rng.choice(deal.legal_actions()))
    return deal


def over_deal() -> Deal:
    deal = play_deal_of(4)
    while not deal.is_over:
        deal.apply(deal.legal_actions()[0])
    return deal


DEAL = play_deal_of()
VIEW = DEAL.view(DEAL.to_act)  # type: ignore[arg-type]
BID_VIEW = Deal.shuffled(seed=5, dealer=0).view(1)
KNOW = inference.Knowledge.from_view(BID_VIEW)
RESULT = over_deal().result
HAND = cards("JD QD AS 9C KH")
ORDERED_UP = order_up.ordered_up_deals(3, seed=1)
STORE_FOLDER = tempfile.mkdtemp(prefix="euchre-contract-")
GOOD_HANDS = ["JH JD AH KH QH", "9C TC QC KC AC", "9S TS QS KS AS", "9D TD QD KD AD"]


def stat(hand: tuple[Card, ...]) -> int:
    return len(hand)


@dataclass(frozen=True)
class Template:
    """One public entry point with one argument left open."""

    name: str
    call: Callable[[Any], Any]
    kind: Kind


T = Template
RULE_FIELDS: list[Template] = []
for _name, _kind in {
    "stick_the_dealer": k_bool,
    "allow_alone": k_bool,
    "defend_alone": k_bool,
    "joker": k_bool,
    "allow_no_trump": k_bool,
    "dealer_may_discard_upcard": k_bool,
    "target": k_int(1, 15),
    "alone_march_points": k_int(1, 15),
    "alone_euchre_points": k_int(1, 15),
    "min_rank": k_choice(9, 7),
    "lead_rule": k_choice("left_of_loner", "left_of_dealer"),
    "deal_pattern": k_choice("3-2", "2-3", "alternating"),
    "partners_best": k_choice("off", "partner", "upcard"),
    "weak_hand_redeal": k_choice("off", "farmer", "ace_no_face"),
    "lone_defender_scoring": k_choice("euchre_4", "march_4"),
}.items():
    RULE_FIELDS.append(T(f"Rules({_name}=x)", lambda x, n=_name: Rules(**{n: x}), _kind))
    RULE_FIELDS.append(
        T(f"Rules().replace({_name}=x)", lambda x, n=_name: Rules().replace(**{n: x}), _kind)
    )


def k_rank(value: Any) -> Any:
    if isinstance(value, Rank):
        return value
    if type(value) is int and 7 <= value <= 14:
        return Rank(value)
    if isinstance(value, str):
        try:
            return Rank.parse(value)
        except EuchreError:
            return INVALID
    return INVALID


def k_card_suit(value: Any) -> Any:
    if type(value) is int and 0 <= value <= 3:
        return Suit(value)
    return k_suit(value)


def k_card_new(value: Any) -> Any:
    if value is Rank.JOKER:
        return value
    return k_card(value)


def k_rank_parse(value: Any) -> Any:
    return (
        value if isinstance(value, Rank) else k_rank(value) if isinstance(value, str) else INVALID
    )


def k_mask(value: Any) -> Any:
    return value if type(value) is int and 0 <= value < 1 << 33 else INVALID


def k_led(value: Any) -> Any:
    if value is None or type(value) in (Card, Suit):
        return value
    if isinstance(value, str):
        suit = k_suit(value)
        return suit if suit is not INVALID else k_card(value)
    return INVALID


def k_card_parse(value: Any) -> Any:
    if type(value) is Card:
        return ANY  # the joker and 7s are refused outside their variants
    if isinstance(value, str):
        return ANY
    return INVALID


CARDS = [
    T("Card(x)", lambda x: Card(x), k_card_new),
    T("Card(x, 'H')", lambda x: Card(x, "H"), k_rank),
    T("Card('J', x)", lambda x: Card("J", x), k_card_suit),
    T("Card.from_id(x)", lambda x: Card.from_id(x), k_int(0, 32)),
    T("Card.parse(x)", lambda x: Card.parse(x), k_card_parse),
    T("Card.parse('JD', min_rank=x)", lambda x: Card.parse("JD", min_rank=x), k_choice(9, 7)),
    T("Card.parse('JD', joker=x)", lambda x: Card.parse("JD", joker=x), k_bool),
    T("cards(x)", lambda x: cards(x), k_any),
    T("cards('JD AH', min_rank=x)", lambda x: cards("JD AH", min_rank=x), k_choice(9, 7)),
    T("cards(['JD', x])", lambda x: cards(["AH", x], min_rank=7, joker=True), k_card),
    T("mask_of(x)", lambda x: cards_module.mask_of(x), k_any),
    T("mask_of(['JD', x])", lambda x: cards_module.mask_of(["AH", x]), k_card),
    T("cards_of_mask(x)", lambda x: cards_module.cards_of_mask(x), k_mask),
    T("deck_ids(min_rank=x)", lambda x: cards_module.deck_ids(min_rank=x), k_choice(9, 7)),
    T("deck_ids(joker=x)", lambda x: cards_module.deck_ids(joker=x), k_bool),
    T("Suit.parse(x)", lambda x: Suit.parse(x), k_suit),
    T("Rank.parse(x)", lambda x: Rank.parse(x), k_rank_parse),
]

TRUMP = [
    T("effective_suit(x, H)", lambda x: effective_suit(x, Suit.HEARTS), k_card),
    T("effective_suit(JD, x)", lambda x: effective_suit(Card("JD"), x), k_suit),
    T("is_trump(x, H)", lambda x: is_trump(x, Suit.HEARTS), k_card),
    T("is_trump(JD, x)", lambda x: is_trump(Card("JD"), x), k_suit),
    T("right_bower(x)", lambda x: right_bower(x), k_suit),
    T("left_bower(x)", lambda x: left_bower(x), k_suit),
    T("bower_kind(x, H)", lambda x: trump.bower_kind(x, Suit.HEARTS), k_card),
    T("bower_kind(JD, x)", lambda x: trump.bower_kind(Card("JD"), x), k_suit),
    T("trump_order(x)", lambda x: trump_order(x), k_suit),
    T("trump_order(H, min_rank=x)", lambda x: trump_order(Suit.HEARTS, min_rank=x), k_choice(9, 7)),
    T("trump_order(H, joker=x)", lambda x: trump_order(Suit.HEARTS, joker=x), k_bool),
    T("plain_order(x, H)", lambda x: trump.plain_order(x, Suit.HEARTS), k_suit),
    T("plain_order(D, x)", lambda x: trump.plain_order(Suit.DIAMONDS, x), k_suit_or_none),
    T("trump_index(x)", lambda x: trump.trump_index(x), k_suit_or_none),
    T("legal_plays(x, H, AD)", lambda x: legal_plays(x, Suit.HEARTS, Card("AD")), k_any),
    T("legal_plays(hand, x, AD)", lambda x: legal_plays(HAND, x, Card("AD")), k_suit_or_none),
    T("legal_plays(hand, H, x)", lambda x: legal_plays(HAND, Suit.HEARTS, x), k_led),
    T("legal_plays([AH, x], H, AD)", lambda x: legal_plays(["AH", x], "H", "AD"), k_card),
    T("trick_winner(x, H)", lambda x: trick_winner(x, Suit.HEARTS), k_any),
    T("trick_winner([AD, x], H)", lambda x: trick_winner(["AD", x], Suit.HEARTS), k_card),
    T("trick_winner([AD, JD], x)", lambda x: trick_winner(["AD", "JD"], x), k_suit_or_none),
    T("led_suit(x, H)", lambda x: tricks.led_suit(x, Suit.HEARTS), k_led),
    T("led_suit(AD, x)", lambda x: tricks.led_suit(Card("AD"), x), k_suit_or_none),
    T("check_follow(hand, x, H, AD)", lambda x: tricks.check_follow(HAND, x, "H", "AD"), k_card),
    T("check_follow(x, JD, H, AD)", lambda x: tricks.check_follow(x, "JD", "H", "AD"), k_any),
    T("follow_words(x, H, AD)", lambda x: tricks.follow_words(x, "H", "AD"), k_any),
    T("follow_words(hand, x, AD)", lambda x: tricks.follow_words(HAND, x, "AD"), k_suit_or_none),
    T("follow_words(hand, H, x)", lambda x: tricks.follow_words(HAND, "H", x), k_led),
    T("cards_that_follow(hand, H, x)", lambda x: tricks.cards_that_follow(HAND, "H", x), k_suit),
]


def _fresh() -> Deal:
    return Deal.shuffled(seed=11, dealer=2)


DEALS = [
    T("Deal.shuffled(seed=x)", lambda x: Deal.shuffled(seed=x), k_seed),
    T("Deal.shuffled(dealer=x)", lambda x: Deal.shuffled(seed=1, dealer=x), k_seat),
    T("Deal.shuffled(rules=x)", lambda x: Deal.shuffled(seed=1, rules=x), k_rules),
    T("Deal.shuffled(score=x)", lambda x: Deal.shuffled(seed=1, score=x), k_score),
    T("Deal.new(dealer=x)", lambda x: Deal.new(dealer=x, hands=GOOD_HANDS, kitty="TH 9H JC JS"), k_seat),
    T("Deal.new(hands=x)", lambda x: Deal.new(dealer=0, hands=x, kitty="TH 9H JC JS"), k_any),
    T("Deal.new(kitty=x)", lambda x: Deal.new(dealer=0, hands=GOOD_HANDS, kitty=x), k_any),
    T("Deal.new(rules=x)", lambda x: Deal.new(dealer=0, hands=GOOD_HANDS, kitty="TH 9H JC JS", rules=x), k_any),
    T("Deal.new(score=x)", lambda x: Deal.new(dealer=0, hands=GOOD_HANDS, kitty="TH 9H JC JS", score=x), k_score),
    T("Deal(dealt=x)", lambda x: Deal(dealer=0, dealt=x, kitty=DEAL.kitty), k_any),
    T("Deal(kitty=x)", lambda x: Deal(dealer=0, dealt=DEAL.dealt, kitty=x), k_any),
    T("Deal(dealer=x)", lambda x: Deal(dealer=x, dealt=DEAL.dealt, kitty=DEAL.kitty), k_seat),
    T("Deal(rules=x)", lambda x: Deal(dealer=0, dealt=DEAL.dealt, kitty=DEAL.kitty, rules=x), k_any),
    T("deal.at(x)", lambda x: DEAL.at(x), k_int(0, len(DEAL.history))),
    T("deal.hand(x)", lambda x: DEAL.hand(x), k_seat),
    T("deal.dealt_hand(x)", lambda x: DEAL.dealt_hand(x), k_seat),
    T("deal.view(x)", lambda x: DEAL.view(x), k_seat),
    T("PlayerView.of(deal, x)", lambda x: PlayerView.of(DEAL, x), k_seat),
    T("PlayerView.of(x, 0)", lambda x: PlayerView.of(x, 0), k_any),
    T("deal.apply(x)", lambda x: _fresh().apply(x), k_any),
    T("deal.apply('pass', seat=x)", lambda x: _fresh().apply("pass", seat=x), k_seat_or_none),
    T("Action.parse(x)", lambda x: Action.parse(x), k_any),
    T("Action.call(x)", lambda x: Action.call(x), k_any),
    T("Action.call(H, alone=x)", lambda x: Action.call("H", alone=x), k_bool),
    T("Action.order(x)", lambda x: Action.order(x), k_bool),
    T("Action.no_trump(x)", lambda x: Action.no_trump(x), k_bool),
    T("Action.name(x)", lambda x: Action.name(x), k_suit),
    T("Action.play(x)", lambda x: Action.play(x), k_card),
    T("Action.discard(x)", lambda x: Action.discard(x), k_card),
    T("Action.give(x)", lambda x: Action.give(x), k_card),
    T("Action(x)", lambda x: Action(x), k_any),
    T("Action(CALL, suit=x)", lambda x: Action(ActionKind.CALL, suit=x), k_any),
    T("Action(PLAY, card=x)", lambda x: Action(ActionKind.PLAY, card=x), k_any),
    T("Action(ORDER, alone=x)", lambda x: Action(ActionKind.ORDER, alone=x), k_bool),
    T("repr(Action(NAME, suit=x))", lambda x: repr(Action(ActionKind.NAME, suit=x)), k_suit),
    T("Game(rules=x)", lambda x: Game(rules=x, seed=1), k_rules),
    T("Game(seed=x)", lambda x: Game(seed=x), k_seed),
    T("Game(first_dealer=x)", lambda x: Game(seed=1, first_dealer=x), k_seat_or_none),
    T("Game(score=x)", lambda x: Game(seed=1, score=x), k_score),
    T("Game(shuffle=x)", lambda x: Game(seed=1, shuffle=x), k_bool),
    T("game.view(x)", lambda x: Game(seed=1).view(x), k_seat),
    T("game.apply(x)", lambda x: Game(seed=1).apply(x), k_any),
    T("game.annotations_for(x)", lambda x: Game(seed=1).annotations_for(x), k_int(0, None)),
    T("game.start(x)", lambda x: Game(seed=1, shuffle=False).start(x), k_any),
    T("game.play(x)", lambda x: Game(seed=1).play(x), k_any),
    T("game.play(bots, max_actions=x)", lambda x: Game(seed=1).play([RandomBot(1).act] * 4, max_actions=x), k_any),
    T("score_hand(x)", lambda x: score_hand(x), k_int(0, 5)),
    T("score_hand(5, maker_alone=x)", lambda x: score_hand(5, maker_alone=x), k_bool),
    T("score_hand(1, lone_defender=x)", lambda x: score_hand(1, maker_alone=True, lone_defender=x), k_bool),
    T("score_hand(3, rules=x)", lambda x: score_hand(3, rules=x), k_rules),
]  # fmt: skip

AROUND = [
    T("layout(x)", lambda x: scorekeeping.layout(x), k_int(0, 9)),
    T("score_svg(x)", lambda x: scorekeeping.score_svg(x), k_int(0, 9)),
    T("score_svg(3, symbol=x)", lambda x: scorekeeping.score_svg(3, symbol=x), k_any),
    T("score_svg(3, colour=x)", lambda x: scorekeeping.score_svg(3, colour=x), k_any),
    T("packets(x)", lambda x: dealing.packets(x), k_seat),
    T("packets(0, x)", lambda x: dealing.packets(0, x), k_choice("3-2", "2-3", "alternating")),
    T("deal_cards(x, 0)", lambda x: dealing.deal_cards(x, 0), k_any),
    T("deal_cards(deck, x)", lambda x: dealing.deal_cards(list(range(24)), x), k_seat),
    T("shuffled_deck(x)", lambda x: dealing.shuffled_deck(x), k_random),
    T("shuffled_deck(rng, x)", lambda x: dealing.shuffled_deck(random.Random(1), x), k_any),
    T("deal_order(x)", lambda x: dealing.deal_order(x), k_seat),
    T("deal_order(0, x)", lambda x: dealing.deal_order(0, x), k_choice("3-2", "2-3", "alternating")),
    T("deal_order(0, '3-2', x)", lambda x: dealing.deal_order(0, "3-2", x), k_choice(24, 25, 32, 33)),
    T("derive_seed(x)", lambda x: tournament.derive_seed(x), k_int(None, None)),
    T("derive_seed(1, x)", lambda x: tournament.derive_seed(1, x), k_any),
    T("seatings(x)", lambda x: tournament.seatings(x), k_int(2, 4)),
    T("rotation(x)", lambda x: tournament.rotation(x), k_int(2, 5)),
    T("play_deal(x, bots)", lambda x: tournament.play_deal(x, [RuleBot()] * 4), k_any),
    T("play_deal(deal, x)", lambda x: tournament.play_deal(_fresh(), x), k_any),
    T("duplicate_match(x, random)", lambda x: tournament.duplicate_match(x, "random", deals=1), k_any),
    T("duplicate_match(deals=x)", lambda x: tournament.duplicate_match("random", "random", deals=x), k_int(1, None, 3)),
    T("duplicate_match(seed=x)", lambda x: tournament.duplicate_match("random", "random", deals=1, seed=x), k_int(None, None)),
    T("duplicate_match(bot_seed=x)", lambda x: tournament.duplicate_match("random", "random", deals=1, bot_seed=x), k_int(None, None)),
    T("duplicate_match(rules=x)", lambda x: tournament.duplicate_match("random", "random", deals=1, rules=x), k_rules),
    T("duplicate_match(games=x)", lambda x: tournament.duplicate_match("random", "random", deals=1, games=x), k_int(0, None, 0)),
    T("games_to_target(games=x)", lambda x: tournament.games_to_target("random", "random", games=x), k_int(0, None, 0)),
    T("parse_rules(x)", lambda x: tournament.parse_rules(x), k_any),
    T("make_bot(x)", lambda x: base.make_bot(x), k_any),
    T("make_bot(random, x)", lambda x: base.make_bot("random", x), k_any),
    T("get_factory(x)", lambda x: base.get_factory(x), k_any),
    T("check_view(x)", lambda x: base.check_view(x), k_any),
    T("RandomBot(x)", lambda x: RandomBot(x), k_any),
    T("RandomBot().act(x)", lambda x: RandomBot(1).act(x), k_any),
    T("RuleBot(x)", lambda x: RuleBot(x), k_any),
    T("RuleBot().act(x)", lambda x: RuleBot().act(x), k_any),
    T("RuleBot().explain(x)", lambda x: RuleBot().explain(x), k_any),
    T("rule(x)", lambda x: rule_bot.rule(x), k_any),
    T("hand_count(x, H)", lambda x: rule_bot.hand_count(x, Suit.HEARTS), k_any),
    T("hand_count(hand, x)", lambda x: rule_bot.hand_count(HAND, x), k_any),
    T("alone_worthy(x, H)", lambda x: rule_bot.alone_worthy(x, Suit.HEARTS), k_any),
    T("bid_count_words(x)", lambda x: rule_bot.bid_count_words(x), k_any),
    T("alone_worthy(hand, x)", lambda x: rule_bot.alone_worthy(HAND, x), k_any),
    T("trick_count(x, H)", lambda x: rule_bot.trick_count(x, Suit.HEARTS), k_any),
    T("trick_count(hand, x)", lambda x: rule_bot.trick_count(HAND, x), k_any),
    T("choose_discard(hand, H, x)", lambda x: rule_bot.choose_discard([c.id for c in HAND], Suit.HEARTS, x), k_any),
    T("ExpertBot(x)", lambda x: expert_bot.ExpertBot(x), k_any),
    T("ExpertBot(worlds=x)", lambda x: expert_bot.ExpertBot(worlds=x), k_any),
    T("ExpertBot(learned=x)", lambda x: expert_bot.ExpertBot(learned=x), k_bool),
    T("ExpertBot(lone_search=x)", lambda x: expert_bot.ExpertBot(lone_search=x), k_bool),
    T("ExpertBot().act(x)", lambda x: expert_bot.ExpertBot(worlds=4, bid_worlds=4).act(x), k_any),
    T("win_probability(x, 5)", lambda x: expert_bot.win_probability(x, 5), k_any),
    T("game_value(x, score, 0)", lambda x: expert_bot.game_value(x, (0, 0), 0), k_any),
    T("went_under(x)", lambda x: expert_bot.went_under(x), k_any),
    T("game_value(1, x, 0)", lambda x: expert_bot.game_value(1, x, 0), k_any),
    T("describe_action(x, view)", lambda x: expert_bot.describe_action(x, VIEW), k_any),
    T("sample_worlds(view, rng, x)", lambda x: expert_bot.sample_worlds(VIEW, random.Random(1), x), k_int(0, None, 20)),
    T("sample_worlds(x, rng, 2)", lambda x: expert_bot.sample_worlds(x, random.Random(1), 2), k_any),
    T("finish_bidding(x)", lambda x: expert_bot.finish_bidding(x), k_any),
    T("baseline(x)", lambda x: expert_bot.baseline(x), k_any),
    T("considered(x)", lambda x: expert_bot.considered(x), k_any),
    T("ruleset_of(x)", lambda x: bidding.ruleset_of(x), k_any),
    T("hand_cell(x, 2)", lambda x: bidding.hand_cell(x, 2), k_any),
    T("hand_cell(mask, x)", lambda x: bidding.hand_cell(0b1111, x), k_any),
    T("cell_of(x, pass)", lambda x: bidding.cell_of(x, "pass"), k_any),
    T("cell_of(view, x)", lambda x: bidding.cell_of(BID_VIEW, x), k_any),
    T("lookup(x)", lambda x: bidding.lookup(x), k_any),
    T("table(); first_round(x, 1)", lambda x: (bidding.table(), bidding.first_round(x, 1)), k_any),
    T("first_round(standard, x)", lambda x: bidding.first_round("standard", x), k_any),
    T("bid_likelihood(x, ...)", lambda x: bidding.bid_likelihood(x, 1, Phase.ORDER, 8, 0, Action.pass_()), k_any),
    T("bid_likelihood(..., x)", lambda x: bidding.bid_likelihood("standard", 1, Phase.ORDER, 8, 0, x), k_any),
    T("world_weight(x, ...)", lambda x: bidding.world_weight(x, KNOW, KNOW.sample(random.Random(1)), "standard"), k_any),
    T("world_weight(view, x, ...)", lambda x: bidding.world_weight(BID_VIEW, x, KNOW.sample(random.Random(1)), "standard"), k_any),
    T("measure(x, 1, 0, 1)", lambda x: bidding_measure.measure(x, 1, 0, 0), k_any),
    T("measure(standard, 1, 0, x)", lambda x: bidding_measure.measure("standard", 1, 0, x), k_int(0, None, 2)),
    T("merge(x, {})", lambda x: bidding_measure.merge(x, {}), k_any),
    T("ordered(x); digest(x, 0)", lambda x: (bidding_measure.ordered(x), bidding_measure.digest(x, 0)), k_any),
    T("digest(1, x)", lambda x: bidding_measure.digest(1, x), k_int(0, 10_000, 1)),
    T("Knowledge.from_view(x)", lambda x: inference.Knowledge.from_view(x), k_any),
    T("sample_hands(x, rng)", lambda x: inference.sample_hands(x, random.Random(1)), k_any),
    T("sample_hands(view, x)", lambda x: inference.sample_hands(VIEW, x), k_random),
    T("world_deal(x, rng)", lambda x: inference.world_deal(x, random.Random(1)), k_any),
    T("bot_names()", lambda x: bots_module.bot_names(), k_any),
]  # fmt: skip

_SMALL_DECK = cards("9H TH JH QH KH AH")

ANALYSIS = [
    T("trumps_in(x, H)", lambda x: odds.trumps_in(x, Suit.HEARTS), k_any),
    T("trumps_in(hand, x)", lambda x: odds.trumps_in(HAND, x), k_suit),
    T("bowers_in(hand, x)", lambda x: odds.bowers_in(HAND, x), k_suit),
    T("top_trumps_in(hand, x)", lambda x: odds.top_trumps_in(HAND, x), k_suit),
    T("voids_in(hand, x)", lambda x: odds.voids_in(HAND, x), k_suit),
    T("voids_in(x, H)", lambda x: odds.voids_in(x, Suit.HEARTS), k_any),
    T("deck_cards(x)", lambda x: odds.deck_cards(x), k_rules),
    T("hand_distribution(x)", lambda x: odds.hand_distribution(x, cards=_SMALL_DECK, size=2), k_any),
    T("hand_distribution(cards=x)", lambda x: odds.hand_distribution(stat, cards=x, size=1), k_any),
    T("hand_distribution(size=x)", lambda x: odds.hand_distribution(stat, cards=_SMALL_DECK, size=x), k_int(0, 6)),
    T("partner_distribution(hand=x)", lambda x: odds.partner_distribution(stat, hand=x, upcard=Card("9S")), k_any),
    T("partner_distribution(upcard=x)", lambda x: odds.partner_distribution(stat, hand=HAND, upcard=x), k_any),
    T("dealer_trumps_after_pickup(x)", lambda x: odds.dealer_trumps_after_pickup(x), k_any),
    T("simulate_hands(samples=x)", lambda x: odds.simulate_hands(stat, samples=x, seed=1), k_int(0, None, 50)),
    T("simulate_hands(seed=x)", lambda x: odds.simulate_hands(stat, samples=3, seed=x), k_any),
    T("simulate_hands(seat=x)", lambda x: odds.simulate_hands(stat, samples=3, seed=1, seat=x), k_seat),
    T("simulate_hands(rules=x)", lambda x: odds.simulate_hands(stat, samples=3, seed=1, rules=x), k_any),
    T("simulate_dealer_pickup(samples=x)", lambda x: odds.simulate_dealer_pickup(samples=x, seed=1), k_int(0, None, 50)),
    T("standard_error(x, 100)", lambda x: odds.standard_error(x, 100), k_any),
    T("standard_error(0.5, x)", lambda x: odds.standard_error(0.5, x), k_any),
    T("trump_cards(x)", lambda x: odds.trump_cards(x), k_suit),
    T("trump_cards(H, x)", lambda x: odds.trump_cards(Suit.HEARTS, x), k_any),
    T("marked_distribution(x)", lambda x: odds.marked_distribution(x, marked=HAND[:2]), k_any),
    T("marked_distribution(marked=x)", lambda x: odds.marked_distribution(len, marked=x), k_any),
    T("dealt_distribution(rules=x)", lambda x: odds.dealt_distribution(len, marked=HAND[:2], rules=x), k_any),
    T("unseen_cards(x, 9S)", lambda x: odds.unseen_cards(x, Card("9S")), k_any),
    T("unseen_cards(hand, x)", lambda x: odds.unseen_cards(HAND, x), k_any),
    T("opponents_distribution(rules=x)", lambda x: odds.opponents_distribution(stat, hand=HAND, upcard=Card("9S"), rules=x), k_any),
    T("trump_count_distribution(x)", lambda x: odds.trump_count_distribution(x), k_any),
    T("trump_count_distribution(rules, x)", lambda x: odds.trump_count_distribution(Rules.bid_euchre(), x), k_suit),
    T("best_suit_distribution(x)", lambda x: odds.best_suit_distribution(x), k_any),
    T("hidden_cards(x)", lambda x: odds.hidden_cards(x, Rules.bid_euchre()), k_any),
    T("hidden_cards(hand, seen=x)", lambda x: odds.hidden_cards(HAND, seen=x), k_any),
    T("partner_hand_distribution(hand=x)", lambda x: odds.partner_hand_distribution(stat, hand=x, rules=Rules.bid_euchre()), k_any),
    T("card_places(x)", lambda x: odds.card_places(x, unseen=HAND, places={"W": 5}, trump=Suit.HEARTS), k_any),
    T("card_places(places=x)", lambda x: odds.card_places(HAND[0], unseen=HAND, places=x, trump=None), k_any),
    T("card_places(voids=x)", lambda x: odds.card_places(HAND[0], unseen=HAND, places={"W": 5}, trump=None, voids=x), k_any),
    T("card_places(barred=x)", lambda x: odds.card_places(HAND[0], unseen=HAND, places={"W": 5}, trump=None, barred=x), k_any),
    T("card_places(trump=x)", lambda x: odds.card_places(HAND[0], unseen=HAND, places={"W": 5}, trump=x), k_suit_or_none),
    T("wilson(x, 10)", lambda x: measure.wilson(x, 10), k_int(0, 10)),
    T("wilson(3, x)", lambda x: measure.wilson(3, x), k_int(3, None)),
    T("wilson(3, 10, x)", lambda x: measure.wilson(3, 10, x), k_any),
    T("Estimate.rate(x, 10)", lambda x: measure.Estimate.rate(x, 10), k_int(0, 10)),
    T("Estimate.mean(x)", lambda x: measure.Estimate.mean(x), k_any),
    T("rank_correlation(x, [1, 2])", lambda x: measure.rank_correlation(x, [1, 2]), k_any),
    T("rank_correlation([1, 2], x)", lambda x: measure.rank_correlation([1, 2], x), k_any),
    T("ordered_up_deals(x, 1)", lambda x: order_up.ordered_up_deals(x, seed=1), k_int(1, 1_000_000, 2)),
    T("ordered_up_deals(1, x)", lambda x: order_up.ordered_up_deals(1, seed=x), k_int(0, 10**9)),
    T("store_measured(x, folder)", lambda x: order_up.store_measured(x, STORE_FOLDER), k_wanted),
    T("store_measured([(2, 1)], x)", lambda x: order_up.store_measured([(2, 1)], x), k_folder),
    T("trumps_held(x, H)", lambda x: order_up.trumps_held(x, Suit.HEARTS), k_any),
    T("trumps_held(hand, x)", lambda x: order_up.trumps_held(HAND, x), k_suit),
    T("deal_value(x)", lambda x: order_up.deal_value(x), k_int(0, 5)),
    T("strength_correlations(x, deals)", lambda x: order_up.strength_correlations(x, ORDERED_UP), k_any),
    T("strength_correlations(f, x)", lambda x: order_up.strength_correlations(order_up.trumps_held, x), k_any),
    T("order_values(x, deals)", lambda x: order_up.order_values(x, ORDERED_UP), k_any),
    T("order_values(f, x)", lambda x: order_up.order_values(lambda h, u: True, x), k_any),
    T("holding(x, H)", lambda x: measure.holding(x, Suit.HEARTS), k_any),
    T("holding(hand, x)", lambda x: measure.holding(HAND, x), k_suit),
    T("team_points(x, 0)", lambda x: measure.team_points(x, 0), k_any),
    T("team_points(result, x)", lambda x: measure.team_points(RESULT, x), k_seat),  # type: ignore[arg-type]
    T("advance(x, bots, until)", lambda x: measure.advance(x, [RuleBot()] * 4, lambda d: True), k_any),
    T("advance(deal, x, until)", lambda x: measure.advance(_fresh(), x, lambda d: d.is_over), k_any),
    T("advance(deal, bots, x)", lambda x: measure.advance(_fresh(), [RuleBot()] * 4, x), k_any),
    T("try_action(deal, x, bots)", lambda x: measure.try_action(_fresh(), x, [RuleBot()] * 4), k_any),
    T("find_deals(x, want)", lambda x: measure.find_deals(x, {"a": 1}, seed=1, max_deals=5), k_any),
    T("find_deals(classify, x)", lambda x: measure.find_deals(lambda d: "a", x, seed=1, max_deals=5), k_any),
    T("find_deals(seed=x)", lambda x: measure.find_deals(lambda d: "a", {"a": 1}, seed=x, max_deals=5), k_any),
    T("find_deals(max_deals=x)", lambda x: measure.find_deals(lambda d: "a", {"a": 1}, seed=1, max_deals=x), k_any),
    T("LeadTrumpBot(x)", lambda x: measure.LeadTrumpBot(x), k_any),
    T("play_variants(x, bots, {})", lambda x: measure.play_variants(x, [RuleBot()] * 4, {}), k_any),
    T("play_variants(deal, x, {})", lambda x: measure.play_variants(_fresh(), x, {}), k_any),
    T("play_variants(deal, bots, x)", lambda x: measure.play_variants(_fresh(), [RuleBot()] * 4, x), k_any),
    T("card_values_state(x, 0, 1)", lambda x: solver.card_values_state(x, 0, 1), k_any),
    T("reach_state(hands, 0, 1, team=x)", lambda x: solver.reach_state(list(DEAL.dealt), 0, 1, team=x, tricks=3), k_int(0, 1)),
    T("reach_state(hands, 0, 1, tricks=x)", lambda x: solver.reach_state(list(DEAL.dealt), 0, 1, team=0, tricks=x), k_int(None, None)),
    T("table_deals_words(x)", lambda x: expert_bot.table_deals_words(x), k_int(0, None)),
    T("signed_points(x, ...)", lambda x: expert_bot.signed_points(x, 0, 0, False, False, Rules()), k_int(0, 5)),
    T("signed_points(3, x, ...)", lambda x: expert_bot.signed_points(3, x, 0, False, False, Rules()), k_int(0, 1)),
    T("signed_points(3, 0, x, ...)", lambda x: expert_bot.signed_points(3, 0, x, False, False, Rules()), k_int(0, 1)),
    T("signed_points(rules=x)", lambda x: expert_bot.signed_points(3, 0, 0, False, False, x), k_rules),
    T("check_bots(x)", lambda x: base.check_bots(x), k_any),
    T("register(x)", lambda x: base.register(x), k_any),
    T("solve(x)", lambda x: solver.solve(x), k_any),
    T("card_values(x)", lambda x: solver.card_values(x), k_any),
    T("can_reach(deal, x, 3)", lambda x: solver.can_reach(DEAL, x, 3), k_int(0, 1)),
    T("can_reach(deal, 0, x)", lambda x: solver.can_reach(DEAL, 0, x), k_int(None, None)),
    T("solve_state(x, 0, 0)", lambda x: solver.solve_state(x, 0, 0), k_any),
    T("solve_state(hands, x, 0)", lambda x: solver.solve_state(list(DEAL.dealt), x, 1), k_any),
    T("solve_state(hands, 0, x)", lambda x: solver.solve_state(list(DEAL.dealt), 0, x), k_any),
    T("solve_state(current=x)", lambda x: solver.solve_state(list(DEAL.dealt), 0, 1, current=x), k_any),
    T("solve_state(out=x)", lambda x: solver.solve_state(list(DEAL.dealt), 0, 1, out=x), k_any),
    T("solve_state(tricks_won=x)", lambda x: solver.solve_state(list(DEAL.dealt), 0, 1, tricks_won=x), k_any),
]  # fmt: skip

PARTNER_QUESTION = next(quiz.partner_questions(seed=1))

QUIZ = [
    T("trump_ranking_question(x)", lambda x: quiz.trump_ranking_question(x), k_random),
    T("trump_ranking_question(rng, x)", lambda x: quiz.trump_ranking_question(random.Random(1), x), k_any),
    T("trump_ranking_questions(x)", lambda x: quiz.trump_ranking_questions(x, count=2), k_any),
    T("trump_ranking_questions(1, count=x)", lambda x: quiz.trump_ranking_questions(1, count=x), k_int_or_none(0, None, 5)),
    T("follow_suit_question(rng, x)", lambda x: quiz.follow_suit_question(random.Random(1), x), k_any),
    T("follow_suit_question(rng, trap=x)", lambda x: quiz.follow_suit_question(random.Random(1), trap=x), k_any),
    T("follow_suit_questions(x)", lambda x: quiz.follow_suit_questions(x, count=2), k_any),
    T("scoring_question(rng, x)", lambda x: quiz.scoring_question(random.Random(1), x), k_any),
    T("scoring_questions(x)", lambda x: quiz.scoring_questions(x, count=2), k_any),
    T("scoring_questions(1, count=x)", lambda x: quiz.scoring_questions(1, count=x), k_int_or_none(0, None, 5)),
    T("to_jupyterquiz(x)", lambda x: quiz.to_jupyterquiz(x), k_any),
    T("card_span(x)", lambda x: quiz.card_span(x), k_any),
    T("joker_ranking_questions(x)", lambda x: quiz.joker_ranking_questions(x, count=2), k_any),
    T("no_trump_follow_questions(x)", lambda x: quiz.no_trump_follow_questions(x, count=2), k_any),
    T("bid_questions(x)", lambda x: quiz.bid_questions(x, count=2), k_any),
    T("bid_questions(1, count=x)", lambda x: quiz.bid_questions(1, count=x), k_int_or_none(0, None, 5)),
    T("partner_questions(x)", lambda x: quiz.partner_questions(x, count=1), k_any),
    T("bid_scoring_questions(x)", lambda x: quiz.bid_scoring_questions(x, count=2), k_any),
    T("five_scoring_questions(x)", lambda x: quiz.five_scoring_questions(x, count=2), k_any),
    T("bid.check(x)", lambda x: quiz.BidQuestion(("pass",)).check(x), k_any),
    T("bid.why(x)", lambda x: quiz.BidQuestion(("pass",)).why(x), k_any),
    T("BidQuestion(x)", lambda x: quiz.BidQuestion(x), k_any),
    T("partner.check(x)", lambda x: PARTNER_QUESTION.check(x), k_any),
    T("bid_scoring.check(x)", lambda x: quiz.BidScoringQuestion(4, 3).check(x), k_any),
    T("BidScoringQuestion(x, 3)", lambda x: quiz.BidScoringQuestion(x, 3), k_int(3, 6)),
    T("five_scoring.check(x)", lambda x: quiz.FiveScoringQuestion(4).check(x), k_any),
    T("FiveScoringQuestion(x)", lambda x: quiz.FiveScoringQuestion(x), k_int(0, 5)),
    T("no_trump_follow_questions(1, count=x)", lambda x: quiz.no_trump_follow_questions(1, count=x), k_int(0, None, 5)),
    T("book_questions(x)", lambda x: quiz.book_questions(x, seed=1), k_any),
    T("book_questions(kind, seed=x)", lambda x: quiz.book_questions("ranking", seed=x), k_any),
    T("book_quiz(kind, count=x)", lambda x: quiz.book_quiz("ranking", seed=1, count=x), k_int(0, None, 5)),
    T("show_quiz(x)", lambda x: quiz.show_quiz(x), k_any),
    T("ranking.check(x)", lambda x: quiz.trump_ranking_question(random.Random(2)).check(x), k_any),
    T("follow.check(x)", lambda x: quiz.follow_suit_question(random.Random(2)).check(x), k_any),
    T("scoring.check(x)", lambda x: quiz.scoring_question(random.Random(2)).check(x), k_any),
    T("ranking.describe(x)", lambda x: quiz.trump_ranking_question(random.Random(2)).describe(x), k_any),
    T("follow.why_legal(x)", lambda x: quiz.follow_suit_question(random.Random(2)).why_legal(x), k_any),
    T("follow.why_illegal(x)", lambda x: quiz.follow_suit_question(random.Random(2)).why_illegal(x), k_any),
]  # fmt: skip

from euchre import coach, render, stepper  # noqa: E402

_TRICK = over_deal().tricks[0]

SHOWN = [
    T("label_for(x, 0.0)", lambda x: coach.label_for(x, 0.0), k_number),
    T("label_for(0.0, x)", lambda x: coach.label_for(0.0, x), k_number),
    T("label_for(0.0, 0.0, x)", lambda x: coach.label_for(0.0, 0.0, x), k_bool),
    T("hint(x)", lambda x: coach.hint(x, worlds=2), k_any),
    T("textbook_difference(x, [])", lambda x: coach.textbook_difference(x, []), k_any),
    T("textbook_difference(view, x)", lambda x: coach.textbook_difference(BID_VIEW, x), k_any),
    T("hint(view, seed=x)", lambda x: coach.hint(BID_VIEW, seed=x, worlds=2), k_any),
    T("hint(view, worlds=x)", lambda x: coach.hint(VIEW, worlds=x), k_worlds),
    T("judge(x, action)", lambda x: coach.judge(x, "pass", worlds=2, bid_worlds=2), k_any),
    T("judge(view, x)", lambda x: coach.judge(BID_VIEW, x, worlds=2, bid_worlds=2), k_any),
    T("judge(view, action, deal=x)", lambda x: coach.judge(BID_VIEW, "pass", deal=x, worlds=2, bid_worlds=2), k_any),
    T("judge(view, action, seed=x)", lambda x: coach.judge(BID_VIEW, "pass", seed=x, worlds=2, bid_worlds=2), k_any),
    T("judge(view, action, bid_worlds=x)", lambda x: coach.judge(BID_VIEW, "pass", worlds=2, bid_worlds=x), k_worlds),
    T("annotate(x)", lambda x: coach.annotate(x, worlds=2, bid_worlds=2, deals=[]), k_any),
    T("annotate(game, deals=x)", lambda x: coach.annotate(Game(seed=1), worlds=2, bid_worlds=2, deals=x), k_any),
    T("annotate(game, attach=x)", lambda x: coach.annotate(Game(seed=1), worlds=2, bid_worlds=2, deals=[], attach=x), k_bool),
    T("card_svg(x)", lambda x: render.card_svg(x), k_any),
    T("card_svg(card, width=x)", lambda x: render.card_svg(Card("JD"), width=x), k_any),
    T("card_svg(card, label=x)", lambda x: render.card_svg(Card("JD"), label=x), k_any),
    T("card_svg(card, trump=x)", lambda x: render.card_svg(Card("JD"), trump=x), k_any),
    T("card_svg(card, highlight=x)", lambda x: render.card_svg(Card("JD"), highlight=x), k_any),
    T("hand_html(x)", lambda x: render.hand_html(x), k_any),
    T("hand_html(hand, legal=x)", lambda x: render.hand_html(HAND, legal=x), k_any),
    T("trick_html(x)", lambda x: render.trick_html(x), k_any),
    T("trick_html(trick, seat_names=x)", lambda x: render.trick_html(_TRICK, seat_names=x), k_any),
    T("deal_html(x)", lambda x: render.deal_html(x), k_any),
    T("deal_html(deal, show=x)", lambda x: render.deal_html(DEAL, show=x), k_any),
    T("deal_html(deal, bottom=x)", lambda x: render.deal_html(DEAL, bottom=x), k_any),
    T("deal_html(deal, fit=x)", lambda x: render.deal_html(DEAL, fit=x), k_bool),
    T("view_html(x)", lambda x: render.view_html(x), k_any),
    T("view_html(view, fit=x)", lambda x: render.view_html(DEAL.view(0), fit=x), k_bool),
    T("card_text(x)", lambda x: render.card_text(x), k_any),
    T("hand_text(x)", lambda x: render.hand_text(x), k_any),
    T("trick_text(x)", lambda x: render.trick_text(x), k_any),
    T("deal_text(x)", lambda x: render.deal_text(x), k_any),
    T("view_text(x)", lambda x: render.view_text(x), k_any),
    T("table_html(x)", lambda x: render.table_html(x), k_any),
    T("table_html(rows, header=x)", lambda x: render.table_html([["a", "b"]], header=x), k_any),
    T(
        "table_html(rows, caption=x)",
        lambda x: render.table_html([["a", "b"]], caption=x),
        lambda v: v if v is None or (type(v) is str and v.strip()) else INVALID,
    ),
    T("bid_words(x)", lambda x: render.bid_words(x), k_any),
    T("hand_label(x, 5)", lambda x: render.hand_label(x, 5), lambda v: v if v is None or type(v) is str else INVALID),
    T("hand_label('West', x)", lambda x: render.hand_label("West", x), k_int(0, None)),
    T("heard_in_words(x, 'J♦')", lambda x: render.heard_in_words(x, "J♦"), lambda v: v if type(v) is str else INVALID),
    T("heard_in_words('', x)", lambda x: render.heard_in_words("", x), lambda v: v if type(v) is str else INVALID),
    T("heard_inline(x)", lambda x: render.heard_inline(x), lambda v: v if type(v) is str else INVALID),
    T("high_bid_words(x, 4)", lambda x: render.high_bid_words(x, 4), k_any),
    T("high_bid_words(1, x)", lambda x: render.high_bid_words(1, x), k_any),
    T("call_steps(x)", lambda x: stepper.call_steps(x), k_any),
    T("play_steps(x)", lambda x: stepper.play_steps(x), k_any),
    T("annotation_steps(deal, x)", lambda x: stepper.annotation_steps(DEAL, x), k_any),
    T("label_words(x)", lambda x: stepper.label_words(x), k_any),
    T("stepper_id(x)", lambda x: stepper.stepper_id(x), k_any),
    T("stepper_html(x)", lambda x: stepper.stepper_html(x), k_any),
    T("stepper_html(deal, title=x)", lambda x: stepper.stepper_html(DEAL, title=x), k_any),
    T("stepper_html(deal, seat_names=x)", lambda x: stepper.stepper_html(DEAL, seat_names=x), k_any),
    T("comments_html(x)", lambda x: stepper.comments_html(x), k_any),
    T("alternative_notes(deal, x)", lambda x: stepper.alternative_notes(DEAL, x), k_any),
]  # fmt: skip

from euchre import Phase, Turn, narration, rules_words  # noqa: E402
from euchre.actions import canonical  # noqa: E402


def k_names(value: Any) -> Any:
    """Seat names: None (the course's own) or a list or tuple of four texts."""
    if value is None:
        return None
    if isinstance(value, list | tuple) and len(value) == 4 and all(type(n) is str for n in value):
        return tuple(value)
    return INVALID


def k_option(value: Any) -> Any:
    """The name of a rules option, as a program writes it."""
    names = [name for name, _, _ in Rules.options()]
    return value if isinstance(value, str) and value in names else INVALID


def k_phase(value: Any) -> Any:
    return value if type(value) is Phase else INVALID


def k_action(value: Any) -> Any:
    """An action object whose every field is one an action may have."""
    if not isinstance(value, Action):
        return INVALID
    try:
        return canonical(value)
    except EuchreError:
        return INVALID


def k_told(value: Any) -> Any:
    """An action that can be told: any action object but a card played face down."""
    action = k_action(value)
    if action is not INVALID and action.kind is ActionKind.PLAY and action.card is None:
        return INVALID
    return action


_BEFORE = Deal.shuffled(seed=5, dealer=0)  # West (seat 1) to pass or order up
_TURN = Turn(1, Action.order())
_OVER = over_deal()

NARRATION = [
    T("seat_names(x)", lambda x: narration.seat_names(x), k_names),
    T("seat_names(players=x)", lambda x: narration.seat_names(players=x), k_choice(2, 3, 4)),
    T("seat_name(x)", lambda x: narration.seat_name(x), k_seat),
    T("seat_name(0, names=x)", lambda x: narration.seat_name(0, x), k_names),
    T("seat_name(0, players=x)", lambda x: narration.seat_name(0, players=x), k_choice(2, 3, 4)),
    T("team_name(x)", lambda x: narration.team_name(x), k_int(0, 1)),
    T("team_name(1, names=x)", lambda x: narration.team_name(1, x), k_names),
    T("seat_role(x, 0)", lambda x: narration.seat_role(x, 0), k_seat),
    T("seat_role(1, x)", lambda x: narration.seat_role(1, x), k_seat),
    T("seat_role(1, 0, x)", lambda x: narration.seat_role(1, 0, x), k_choice(2, 3, 4)),
    T("phase_words(x)", lambda x: narration.phase_words(x), k_phase),
    T("phase_words(DISCARD, exchange=x)", lambda x: narration.phase_words(Phase.DISCARD, exchange=x), k_bool),
    T("turn_words(x)", lambda x: narration.turn_words(x), k_phase),
    T("action_words(x, turn)", lambda x: narration.action_words(x, _TURN), k_any),
    T("action_words(deal, x)", lambda x: narration.action_words(_BEFORE, x), k_any),
    T("action_words(deal, Turn(x, order))", lambda x: narration.action_words(_BEFORE, Turn(x, Action.order())), k_seat),
    T("action_words(deal, Turn(1, x))", lambda x: narration.action_words(_BEFORE, Turn(1, x)), k_told),
    T("action_words(play deal, Turn(seat, x))", lambda x: narration.action_words(DEAL, Turn(DEAL.to_act, x)), k_told),
    T("action_words(deal, turn, names=x)", lambda x: narration.action_words(_BEFORE, _TURN, x), k_names),
    T("deal_story(x)", lambda x: narration.deal_story(x), k_any),
    T("deal_story(deal, names=x)", lambda x: narration.deal_story(_OVER, x), k_names),
    T("result_kind(x)", lambda x: narration.result_kind(x), k_any),
    T("result_words(x)", lambda x: narration.result_words(x), k_any),
    T("result_words(result, names=x)", lambda x: narration.result_words(RESULT, x), k_names),
    T("action_phrase(x)", lambda x: narration.action_phrase(x), k_action),
    T("action_phrase(order, dealer=x)", lambda x: narration.action_phrase(Action.order(), dealer=x), k_bool),
    T("action_phrase(play, leading=x)", lambda x: narration.action_phrase(Action.play("AC"), leading=x), k_bool),
    T("after_a_card_given(x)", lambda x: narration.after_a_card_given(x), k_any),
    T("after_a_card_given([x])", lambda x: narration.after_a_card_given([x]), k_any),
    T("cards_buried(x)", lambda x: narration.cards_buried(x), k_any),
    T("cards_buried([x])", lambda x: narration.cards_buried([x]), k_any),
    T("phase_words(UNDER, buried=x)", lambda x: narration.phase_words(Phase.UNDER, buried=x), k_int(0, 3)),
    T("option_name(x)", lambda x: rules_words.option_name(x), k_option),
    T("option_explanation(x)", lambda x: rules_words.option_explanation(x), k_option),
    T("value_words(x, True)", lambda x: rules_words.value_words(x, True), k_option),
    T("value_words(lead_rule, x)", lambda x: rules_words.value_words("lead_rule", x), k_any),
    T("rules_words(x)", lambda x: rules_words.rules_words(x), k_rules),
]  # fmt: skip

GROUPS = {"cards": CARDS, "trump": TRUMP, "deal": DEALS + RULE_FIELDS, "around": AROUND,
          "analysis": ANALYSIS, "quiz": QUIZ, "shown": SHOWN, "narration": NARRATION}  # fmt: skip
ALL = [(group, t) for group, templates in GROUPS.items() for t in templates]


# ---------------------------------------------------------------- the property


def outcome(call: Callable[[Any], Any], value: Any) -> tuple[str, Any]:
    """``("ok", repr of the answer)`` or ``("refused", the error's type)``; anything
    but an engine error escapes and fails the test. The call must be quick."""
    start = time.perf_counter()
    try:
        answer = call(value)
        if hasattr(answer, "__next__"):  # a generator: its first answers
            answer = [next(answer, None) for _ in range(2)]
    except EuchreError as exc:
        message = str(exc)
        assert 0 < len(message) <= MESSAGE_LIMIT, f"a message of {len(message)} characters"
        found: tuple[str, Any] = ("refused", type(exc))
    else:
        found = ("ok", _stable(answer))
    elapsed = time.perf_counter() - start
    assert elapsed < TIME_LIMIT, f"took {elapsed:.1f} s"
    return found


def _stable(answer: Any) -> str:
    """A text that two equal answers share."""
    text = repr(answer)
    return text if " at 0x" not in text else type(answer).__name__


def check(template: Template, tag: str, value: Any) -> None:
    COUNTS[tag] += 1
    if isinstance(value, BaseException):  # a hand-built action its constructor refused
        assert isinstance(value, EuchreError), f"{type(value).__name__}: {value}"
        OUTCOMES[(tag, "refused")] += 1
        return
    expected = template.kind(value)
    if expected is SKIP:
        OUTCOMES[(tag, "skipped (valid, too big to try)")] += 1
        return
    got = outcome(template.call, value)
    if expected is INVALID:
        assert got[0] == "refused", f"{template.name} with x={shown(value)} was accepted: {got[1]}"
    elif expected is not ANY:
        want = outcome(template.call, expected)
        assert got == want, (
            f"{template.name}: x={shown(value)} gave {got}, but {shown(expected)} gives {want}"
        )
    OUTCOMES[(tag, "accepted" if got[0] == "ok" else "refused")] += 1


@pytest.mark.parametrize("group", list(GROUPS))
@PROFILE
@given(data=anything(), index=__import__("hypothesis").strategies.integers(0, 10**6))
def test_bad_input_gets_the_right_answer_or_an_engine_error(
    group: str, data: tuple[str, Any], index: int
) -> None:
    templates = GROUPS[group]
    tag, value = data
    # Every template of the group gets this input, so every entry point sees every class.
    for template in templates[index % len(templates) :] + templates[: index % len(templates)]:
        check(template, tag, value)


def test_every_public_name_has_a_template() -> None:
    """Each public function of these modules is called by a template above."""
    names = " ".join(t.name for _, t in ALL)
    modules = [trump, tricks, dealing, scorekeeping, odds, measure, order_up, solver, tournament, quiz,
               rule_bot, inference, expert_bot, base, coach, render, stepper, narration,
               bidding, bidding_measure, rules_words]  # fmt: skip
    missing = []
    for module in modules:
        for name in getattr(module, "__all__", []):
            obj = getattr(module, name)
            if inspect.isfunction(obj) and name not in names:
                missing.append(f"{module.__name__}.{name}")
    # main is the command line: argparse answers a bad argument with its usage.
    # verify takes no argument (it re-measures the committed table: tests/test_bidding.py).
    allowed = {"euchre.tournament.main", "euchre.bots.bidding_measure.verify"}
    assert not [m for m in missing if m not in allowed], missing


def pytest_sessionfinish_counts() -> dict[str, Any]:
    """The counts so far, per class of input and per outcome."""
    return {
        "inputs": dict(sorted(COUNTS.items())),
        "outcomes": {f"{tag}: {what}": n for (tag, what), n in sorted(OUTCOMES.items())},
    }


def test_zz_write_counts() -> None:
    """Write the counts (for the closing note of a deep run) when asked to."""
    path = os.environ.get("EUCHRE_CONTRACT_COUNTS")
    if path:
        with open(path, "w", encoding="utf-8") as out:
            json.dump(pytest_sessionfinish_counts(), out, indent=1, ensure_ascii=False)
    assert all(n > 0 for n in COUNTS.values())


# ------------------------------------------------------- the examples of issue 15

REFUSED: list[tuple[str, Callable[[], Any]]] = [
    ("Action(CALL, suit=4)", lambda: Action(ActionKind.CALL, suit=4)),
    ("Action(CALL, suit=7)", lambda: Action(ActionKind.CALL, suit=7)),
    ("repr(Action(NAME))", lambda: repr(Action(ActionKind.NAME))),
    ("Card.from_id(33)", lambda: Card.from_id(33)),
    ("Card.from_id(-1)", lambda: Card.from_id(-1)),
    ("cards(None)", lambda: cards(None)),  # type: ignore[arg-type]
    ("Card(None, 'H')", lambda: Card(None, "H")),  # type: ignore[arg-type]
    ("effective_suit(card, None)", lambda: effective_suit(Card("JD"), None)),  # type: ignore[arg-type]
    ("Rules(foo=1)", lambda: Rules(foo=1)),  # type: ignore[call-arg]
    ("Rules(min_rank=7.0)", lambda: Rules(min_rank=7.0)),  # type: ignore[arg-type]
    ("Deal.shuffled(score='ab')", lambda: Deal.shuffled(score="ab")),  # type: ignore[arg-type]
    ("Game(score=(-1, 0))", lambda: Game(score=(-1, 0))),
    ("Deal.new(hands=None)", lambda: Deal.new(dealer=0, hands=None, kitty="9H")),  # type: ignore[arg-type]
    ("Deal.shuffled(rules=None)", lambda: Deal.shuffled(rules=None)),  # type: ignore[arg-type]
    ("Deal.shuffled(seed=[1])", lambda: Deal.shuffled(seed=[1])),  # type: ignore[arg-type]
    ("deal.at('3')", lambda: Deal.shuffled(seed=1).at("3")),  # type: ignore[arg-type]
]


@pytest.mark.parametrize(("name", "call"), REFUSED, ids=[name for name, _ in REFUSED])
def test_the_issues_examples_are_refused_in_a_players_words(
    name: str, call: Callable[[], Any]
) -> None:
    with pytest.raises(EuchreError) as caught:
        call()
    message = str(caught.value)
    assert "Error" not in message and "object at 0x" not in message
    assert any(word in message for word in ("give", "write", "choose", "like", "must", ": "))


def test_hand_built_actions_are_checked_as_strictly_as_text() -> None:
    """A no-trump call built by hand is refused where no trump is off, as its text is;
    the loose "JD" is the play of J♦; a refused action leaves the deal as it was."""
    deal = Deal.shuffled(seed=2, dealer=0)
    for _ in range(4):
        deal.apply("pass")
    assert deal.phase.value == "call"
    before = (repr(deal), str(deal), deal.legal_actions(), deal.view(1))
    for bad in (Action(ActionKind.CALL), "call N", Action.no_trump(alone=True)):
        with pytest.raises(IllegalActionError, match="No trump is not allowed"):
            deal.apply(bad)
        assert (repr(deal), str(deal), deal.legal_actions(), deal.view(1)) == before
    tampered = Action(ActionKind.CALL, suit=Suit.HEARTS)
    object.__setattr__(tampered, "suit", 7)  # changed behind the constructor's back
    with pytest.raises(IllegalActionError, match="suit=7 is not a suit"):
        deal.apply(tampered)
    assert (repr(deal), str(deal), deal.legal_actions(), deal.view(1)) == before
    assert Action(ActionKind.PLAY, card="JD") == Action.play("JD")


def test_loose_input_gives_the_right_answer() -> None:
    hand = cards("JD QD AS 9C KH")
    assert legal_plays(hand, "H", "AD") == legal_plays(hand, Suit.HEARTS, Card("AD"))
    assert trick_winner(["AD", "JD"], Suit.HEARTS) == trick_winner(cards("AD JD"), Suit.HEARTS)
    assert left_bower("H") == Card("JD") == Card(Card("JD"))
