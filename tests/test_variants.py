"""The four-player variants: the joker, the 32-card deck, no-trump, the Canadian loner,
call for best and weak-hand redeals, each a set of rules options."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from minimax import brute

from euchre import Card, Deal, Game, IllegalActionError, Phase, Rules, Suit
from euchre.actions import Action, ActionKind
from euchre.bots.inference import Knowledge, world_deal
from euchre.bots.rule_bot import RuleBot
from euchre.cards import JOKER_ID, Rank, cards, deck_ids
from euchre.egn import dumps, loads, rules_from_ruleset, ruleset_of
from euchre.errors import CardParseError, EGNError, MisdealError, RulesError
from euchre.solver import card_values, solve
from euchre.tricks import legal_plays, trick_winner
from euchre.trump import EFFECTIVE, NO_TRUMP, trump_order

VARIANTS: dict[str, Rules] = {
    "joker": Rules(joker=True),
    "32 cards": Rules(min_rank=7),
    "32 cards and joker": Rules(min_rank=7, joker=True),
    "no trump": Rules(allow_no_trump=True),
    "no trump and joker": Rules(allow_no_trump=True, joker=True, stick_the_dealer=True),
    "canadian": Rules.canadian(),
    "partner's best": Rules(partners_best="partner", defend_alone=True),
    "upcard best": Rules(partners_best="upcard"),
    "farmer": Rules(weak_hand_redeal="farmer"),
    "ace no face": Rules(weak_hand_redeal="ace_no_face", min_rank=7),
    "everything": Rules(
        joker=True,
        min_rank=7,
        allow_no_trump=True,
        canadian_loner=True,
        partners_best="partner",
        weak_hand_redeal="farmer",
    ),
}
NAMES = sorted(VARIANTS)


def random_deal(rules: Rules, seed: int, *, stop: int | None = None) -> Deal:
    """A seeded deal played by random legal actions (to the end, or ``stop`` actions)."""
    rng = random.Random(seed)
    deal = Deal.shuffled(seed=rng, dealer=seed % 4, rules=rules)
    steps = 0
    while not deal.is_over and (stop is None or steps < stop):
        deal.apply(rng.choice(deal.legal_actions()))
        steps += 1
    return deal


def all_cards(deal: Deal) -> list[int]:
    """Every card of a deal: the four dealt hands and the kitty."""
    ids = [c.id for s in range(4) for c in deal.dealt_hand(s)]
    return ids + list(deal.kitty)


# --------------------------------------------------------------------- rules


def test_presets_and_deck_sizes() -> None:
    assert Rules.standard() == Rules()
    assert Rules.canadian().canadian_loner and Rules.british().joker
    assert set(Rules.presets()) >= {"standard", "canadian", "british", "thirty_two", "no_trump"}
    sizes = {(r.min_rank, r.joker): (r.deck_size, r.kitty_size) for r in VARIANTS.values()}
    assert sizes[(9, True)] == (25, 5) and sizes[(7, False)] == (32, 12)
    assert sizes[(7, True)] == (33, 13)
    assert Rules().deck == deck_ids() and len(Rules(min_rank=7, joker=True).deck) == 33


@pytest.mark.parametrize(
    "changes",
    [
        {"min_rank": 8},
        {"partners_best": "dealer"},
        {"weak_hand_redeal": "yes"},
        {"joker": 1},
        {"canadian_loner": True, "allow_alone": False},
    ],
)
def test_bad_options_are_refused(changes: dict[str, object]) -> None:
    with pytest.raises(RulesError):
        Rules().replace(**changes)


# ----------------------------------------------------------------- the cards


@pytest.mark.parametrize("text", ["B", "JK", "jk", "🃏", "joker", "Joker"])
def test_joker_text(text: str) -> None:
    assert Card.parse(text, joker=True) is Card.joker()


def test_joker_prints_clearly_and_sorts_last() -> None:
    joker = Card.joker()
    assert (str(joker), joker.code, joker.name, joker.rank) == ("🃏", "JK", "joker", Rank.JOKER)
    assert joker.id == JOKER_ID and Card(Rank.JOKER, Suit.SPADES) is joker
    assert sorted([joker, Card("AS"), Card("9C")])[-1] is joker
    assert str(Action.play(joker)) == "play JK" and Action.parse("play B").card is joker
    with pytest.raises(CardParseError, match="joker variant"):
        Card.parse("B")


def test_sevens_and_eights() -> None:
    assert cards("7C 8H", min_rank=7) == (Card(Rank.SEVEN, Suit.CLUBS), Card(Rank.EIGHT, "H"))
    with pytest.raises(CardParseError, match="32-card"):
        cards("7C")


def test_trump_orders() -> None:
    assert [str(c) for c in trump_order(Suit.HEARTS, joker=True)][:3] == ["🃏", "J♥", "J♦"]
    assert len(trump_order(Suit.HEARTS, joker=True)) == 8
    order = [str(c) for c in trump_order(Suit.CLUBS, min_rank=7)]
    assert order == ["J♣", "J♠", "A♣", "K♣", "Q♣", "10♣", "9♣", "8♣", "7♣"]


# -------------------------------------------------------------- the deck, dealt


def test_standard_seeded_deals_are_unchanged() -> None:
    deal = Deal.shuffled(seed=7, dealer=0)
    again = Deal.shuffled(seed=7, dealer=0, rules=Rules(allow_no_trump=True))
    assert deal.dealt == again.dealt and deal.kitty == again.kitty and len(deal.kitty) == 4


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 10**6), name=st.sampled_from(NAMES))
def test_cards_are_conserved(seed: int, name: str) -> None:
    rules = VARIANTS[name]
    deal = random_deal(rules, seed)
    ids = all_cards(deal)
    assert sorted(ids) == sorted(rules.deck)
    assert len(deal.kitty) == rules.kitty_size
    if not deal.result or deal.result.thrown_in:
        return
    held = [c.id for s in deal.active_seats for t in deal.tricks for c in t.cards if False]
    played = sorted(c.id for t in deal.tricks for c in t.cards)
    assert len(played) == 5 * len(deal.active_seats) and not held


def test_new_checks_the_deck() -> None:
    hands = ["9C TC JC QC KC", "9D TD JD QD KD", "9H TH JH QH KH", "9S TS JS QS KS"]
    with pytest.raises(MisdealError, match="kitty has 4 cards; it must have the 5"):
        Deal.new(dealer=0, hands=hands, kitty="AC AD AH AS", rules=Rules(joker=True))
    deal = Deal.new(dealer=0, hands=hands, kitty="AC AD AH AS B", rules=Rules(joker=True))
    assert deal.kitty[-1] == JOKER_ID
    with pytest.raises(CardParseError):
        Deal.new(dealer=0, hands=hands, kitty="AC AD AH AS B")


# ------------------------------------------------------------------- the joker


@settings(max_examples=80, deadline=None)
@given(seed=st.integers(0, 10**6), no_trump=st.booleans())
def test_the_joker_wins_every_trick_it_is_in(seed: int, no_trump: bool) -> None:
    rules = Rules(joker=True, allow_no_trump=no_trump, min_rank=7 if seed % 2 else 9)
    deal = random_deal(rules, seed)
    for trick in deal.tricks:
        if Card.joker() in trick.cards:
            assert trick.winning_card is Card.joker()


def test_the_joker_is_trump_and_a_led_joker_calls_for_trump() -> None:
    hand = cards("AH 9C KS QD TD")
    assert legal_plays(hand, Suit.HEARTS, led=Card.joker()) == (Card("AH"),)
    assert EFFECTIVE[Suit.SPADES][JOKER_ID] == Suit.SPADES
    assert trick_winner([Card("JH"), Card.joker(), Card("JD")], Suit.HEARTS) == 1
    # In no-trump, nothing can follow the joker: any card may be played.
    assert legal_plays(hand, None, led=Card.joker()) == hand
    assert trick_winner([Card("AH"), Card.joker()], None) == 1


def test_joker_turned_up_the_dealer_names_its_suit() -> None:
    deal = Deal.new(
        dealer=3,
        hands=["JH JD AH KH QH", "9C TC QC KC AC", "9S TS QS KS AS", "9D TD QD KD AD"],
        kitty="B TH 9H JC JS",
        rules=Rules(joker=True),
    )
    assert deal.phase is Phase.NAME and deal.to_act == 3 and deal.upcard_suit is None
    assert [str(a) for a in deal.legal_actions()] == ["name C", "name D", "name H", "name S"]
    with pytest.raises(IllegalActionError):
        deal.apply("order")
    deal.apply("name H")
    assert deal.phase is Phase.ORDER and deal.to_act == 0 and deal.upcard_suit is Suit.HEARTS
    deal.apply("order")
    assert deal.trump is Suit.HEARTS and Card.joker() in deal.hand(3)
    deal.apply("discard 9D")
    assert deal.phase is Phase.PLAY


def test_joker_turned_down_its_named_suit_is_turned_down() -> None:
    deal = Deal.new(
        dealer=3,
        hands=["JH JD AH KH QH", "9C TC QC KC AC", "9S TS QS KS AS", "9D TD QD KD AD"],
        kitty="B TH 9H JC JS",
        rules=Rules(joker=True),
    )
    for action in ("name S", "pass", "pass", "pass", "pass"):
        deal.apply(action)
    assert Action.call("S") not in deal.legal_actions()
    assert Action.call("H") in deal.legal_actions()


# ----------------------------------------------------------------- no trump


def test_no_trump_is_a_second_round_call() -> None:
    deal = Deal.shuffled(seed=3, dealer=0, rules=Rules(allow_no_trump=True))
    assert Action.no_trump() not in deal.legal_actions()
    for _ in range(4):
        deal.apply("pass")
    assert Action.no_trump() in deal.legal_actions()
    deal.apply("call no trump")
    assert deal.no_trump and deal.trump is None and deal.trump_index == NO_TRUMP
    assert deal.phase is Phase.PLAY
    standard = Deal.shuffled(seed=3, dealer=0)
    for _ in range(4):
        standard.apply("pass")
    with pytest.raises(
        IllegalActionError, match=r"No trump is not allowed at this table: name a suit\."
    ):
        standard.apply("call N")


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 10**6))
def test_no_bowers_in_no_trump(seed: int) -> None:
    rules = Rules(allow_no_trump=True, stick_the_dealer=True)
    rng = random.Random(seed)
    deal = Deal.shuffled(seed=rng, dealer=seed % 4, rules=rules)
    for _ in range(4):
        deal.apply("pass")
    deal.apply("call N")
    while not deal.is_over:
        deal.apply(rng.choice(deal.legal_actions()))
    for trick in deal.tricks:
        led = trick.cards[0].suit
        best = max((c for c in trick.cards if c.suit == led), key=lambda c: c.rank)
        assert trick.winning_card == best  # jacks are plain cards, between Q and 10
    assert deal.result is not None and deal.result.no_trump
    assert str(deal.result).startswith("No trump, called by")


def test_a_left_bower_follows_its_own_suit_in_no_trump() -> None:
    hand = cards("JD QD AS 9C KH")
    assert legal_plays(hand, None, led=Card("AH")) == (Card("KH"),)
    assert legal_plays(hand, None, led=Card("AD")) == (Card("JD"), Card("QD"))


# ------------------------------------------------------------ canadian loner


def test_canadian_loner() -> None:
    deal = Deal.shuffled(seed=5, dealer=0, rules=Rules.canadian())
    deal.apply("pass")
    assert deal.to_act == 2
    assert [str(a) for a in deal.legal_actions()] == ["pass", "order alone"]
    with pytest.raises(IllegalActionError, match="Canadian loner"):
        deal.apply("order")
    deal.apply("order alone")
    assert deal.maker_alone and deal.sitting_out == (0,)


# ------------------------------------------------------------- call for best


def test_partners_best() -> None:
    deal = Deal.new(
        dealer=3,
        hands=["JH JD AH KH 9C", "TC QC KC AC 9S", "QH TS QS KS AS", "9D TD QD KD AD"],
        kitty="TH 9H JC JS",
        rules=Rules(partners_best="partner"),
    )
    deal.apply("order alone")
    deal.apply("discard 9D")
    assert deal.phase is Phase.GIVE and deal.to_act == 2
    # The way to write it names a card North holds (it named A♥, South's, before).
    with pytest.raises(IllegalActionError) as refused:
        deal.apply("give JH", seat=0)
    assert str(refused.value) == (
        "It is North's turn (give their partner, who plays alone, their best card; "
        f"written like {deal.legal_actions()[0]}), not South's."
    )
    assert str(deal.legal_actions()[0]).split()[1] in "QH TS QS KS AS"
    deal.apply("give QH")
    assert deal.phase is Phase.DISCARD and deal.to_act == 0 and len(deal.hand(0)) == 6
    deal.apply("discard 9C")
    assert deal.exchange == (Card("QH"), Card("9C")) and deal.phase is Phase.PLAY
    assert len(deal.hand(0)) == 5 and len(deal.hand(2)) == 4
    opponent = deal.view(1)
    assert opponent.given is None
    assert [str(t.action) for t in opponent.history][-2:] == ["give", "discard"]
    assert deal.view(0).given == Card("QH")


def test_upcard_best_the_loner_takes_the_upcard() -> None:
    deal = Deal.new(
        dealer=3,
        hands=["JH JD AH KH 9C", "TC QC KC AC 9S", "QH TS QS KS AS", "9D TD QD KD AD"],
        kitty="TH 9H JC JS",
        rules=Rules(partners_best="upcard"),
    )
    deal.apply("order alone")
    assert deal.phase is Phase.DISCARD and deal.to_act == 0 and not deal.dealer_picked_up
    assert deal.upcard_taken_by == 0 and Card("TH") in deal.hand(0)
    deal.apply("discard 9C")
    assert deal.phase is Phase.PLAY and deal.discard == Card("9C")
    assert deal.view(0).discard == Card("9C") and deal.view(3).discard is None


# ------------------------------------------------------------ weak-hand redeals


def test_farmers_hand_redeal_and_the_same_dealer_deals_again() -> None:
    hands = ["9C TC 9D TD 9H", "JC QC KC AC TH", "JD QD KD AD JH", "QH KH AH 9S TS"]
    rules = Rules(weak_hand_redeal="farmer")
    deal = Deal.new(dealer=3, hands=hands, kitty="JS QS KS AS", rules=rules)
    assert Action.redeal() in deal.legal_actions()
    deal.apply("pass")
    assert Action.redeal() not in deal.legal_actions()  # seat 1 holds face cards
    with pytest.raises(IllegalActionError, match="weak hand"):
        deal.apply("redeal")
    again = deal.restart()
    again.apply("redeal")
    assert again.is_over and again.result is not None and again.result.redeal_by == 0
    assert again.result.points == (0, 0) and "Redeal" in str(again.result)
    game = Game(rules=rules, first_dealer=3, shuffle=False)
    game.start(again)
    assert game.next_dealer == 3


def test_ace_no_face() -> None:
    rules = Rules(weak_hand_redeal="ace_no_face")
    hands = ["9C TC 9D TD 9H", "JC QC KC AC TH", "JD QD KD AD JH", "QH KH AH 9S TS"]
    deal = Deal.new(dealer=3, hands=hands, kitty="JS QS KS AS", rules=rules)
    assert Action.redeal() in deal.legal_actions()
    farmer = Deal.new(dealer=3, hands=hands, kitty="JS QS KS AS", rules=Rules())
    assert Action.redeal() not in farmer.legal_actions()


# ------------------------------------------------------- bots and the solver


@pytest.mark.parametrize("name", NAMES)
def test_rule_bot_plays_every_variant(name: str) -> None:
    rules = VARIANTS[name].replace(target=5)
    for seed in range(3):
        game = Game(rules=rules, seed=seed)
        bot = RuleBot()
        game.play([bot.act] * 4)
        assert game.is_over


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10**6), name=st.sampled_from(NAMES), steps=st.integers(0, 30))
def test_worlds_agree_with_every_view(seed: int, name: str, steps: int) -> None:
    deal = random_deal(VARIANTS[name], seed, stop=steps)
    if deal.is_over:
        return
    seat = deal.to_act
    assert seat is not None
    view = deal.view(seat)
    know = Knowledge.from_view(view)
    rng = random.Random(seed)
    for _ in range(3):
        world = world_deal(view, rng, know)
        assert world.view(seat) == view
        assert sorted(all_cards(world)) == sorted(deal.rules.deck)


@pytest.mark.parametrize("name", ["joker", "32 cards and joker", "no trump and joker"])
@pytest.mark.parametrize("seed", range(6))
def test_solver_matches_brute_force(name: str, seed: int) -> None:
    rules = VARIANTS[name]
    rng = random.Random(seed)
    deal = Deal.shuffled(seed=rng, dealer=seed % 4, rules=rules)
    while deal.phase is not Phase.PLAY or len(deal.tricks) < 1:
        if deal.is_over:
            deal = Deal.shuffled(seed=rng, dealer=seed % 4, rules=rules)
            continue
        actions = deal.legal_actions()
        no_trump = [a for a in actions if a.is_no_trump and not a.alone]
        deal.apply(no_trump[0] if no_trump and "no trump" in name else rng.choice(actions))
    assert solve(deal).tricks == brute(deal, {})
    values = card_values(deal)
    for card, value in values.items():
        child = deal.copy()
        child.apply(Action.play(card))
        assert brute(child, {})[deal.to_act % 2] == value  # type: ignore[operator]


# ---------------------------------------------------------------------- EGN


#: Text that shows a variant's feature in an EGN record.
MARKERS = {
    "joker": '"B"',
    "32 cards": '"7',
    "32 cards and joker": '"8',
    "no trump": '"n"',
    "no trump and joker": '"n"',
    "canadian": '"isAlone": true',
    "partner's best": "cardExchanges",
    "farmer": "Redeal",
    "everything": "cardExchanges",
}


def _played_game(rules: Rules, seed: int) -> Game:
    game = Game(rules=rules, seed=seed)
    bot = RuleBot()
    rng = random.Random(seed)
    while not game.is_over:
        seat = game.to_act
        assert seat is not None
        if rng.random() < 0.6:
            game.apply(bot.act(game.view(seat)))
        else:
            game.apply(rng.choice(game.legal_actions()))
    return game


@pytest.mark.parametrize("name", sorted(MARKERS))
def test_egn_round_trip(name: str) -> None:
    rules = VARIANTS[name]
    for seed in range(30):
        game = _played_game(rules, seed)
        text = dumps(game)
        if MARKERS[name] in text:
            break
    else:
        pytest.fail(f"no game of 30 shows {MARKERS[name]}")
    record = loads(text)
    assert record.rules == game.rules
    assert record.score == game.score
    assert [d.history for d in record.deals] == [d.history for d in game.deals]
    assert [d.dealt for d in record.deals] == [d.dealt for d in game.deals]
    assert dumps(record) == text
    assert loads(dumps(record)) == record


def test_egn_ruleset_mapping() -> None:
    rules = Rules(
        joker=True,
        min_rank=7,
        allow_no_trump=True,
        canadian_loner=True,
        partners_best="partner",
        weak_hand_redeal="farmer",
    )
    ruleset = ruleset_of(rules)
    assert ruleset["joker"] and ruleset["min_rank"] == 7 and ruleset["allow_no_trump"]
    assert ruleset["canadian"] and ruleset["partners_best"] and ruleset["farmers"]
    assert rules_from_ruleset(ruleset, rules) == rules
    assert "joker" not in ruleset_of(Rules())
    with pytest.raises(EGNError, match="upcard"):
        ruleset_of(Rules(partners_best="upcard"))
    with pytest.raises(EGNError, match="go_under"):
        rules_from_ruleset({"go_under": "yes"})
    ace = Rules(weak_hand_redeal="ace_no_face")
    assert rules_from_ruleset(ruleset_of(ace), ace) == ace


def test_egn_joker_upcard_is_recorded_with_its_suit() -> None:
    rules = Rules(joker=True)
    for seed in range(400):
        deal = Deal.shuffled(seed=seed, dealer=0, rules=rules)
        if deal.upcard.is_joker:
            break
    game = Game(rules=rules, first_dealer=0, shuffle=False)
    game.start(deal)
    game.apply("name D")
    rng = random.Random(1)
    while not deal.is_over:
        game.apply(rng.choice(game.legal_actions()))
    text = dumps(game)
    assert '"upCard": "B"' in text and '"jokerSuit": "d"' in text
    assert loads(text).deals[0].history == deal.history
    assert ActionKind.NAME in {t.action.kind for t in deal.history}


@pytest.mark.parametrize("name", sorted(MARKERS))
def test_egn_without_hands_replays_the_same_actions(name: str) -> None:
    for seed in range(30):
        game = _played_game(VARIANTS[name], seed)
        text = dumps(game)
        if MARKERS[name] in text:
            break
    data = json.loads(text)
    for deal in data["deals"]:
        del deal["initialState"]["playerCards"]  # rebuilt from the play, as for most records
    record = loads(json.dumps(data))
    assert [d.history for d in record.deals] == [d.history for d in game.deals]
    assert record.score == game.score


# ------------------------------------------------------- display, quiz, odds


def test_the_joker_is_drawn_and_named_clearly() -> None:
    from euchre.render import card_svg, hand_html

    svg = card_svg(Card.joker())
    assert 'aria-label="joker, the highest trump"' in svg and "JOKER" in svg
    html = hand_html([Card.joker(), Card("JH")], trump=Suit.HEARTS, annotate=True)
    assert "joker" in html and "left bower" not in html


def test_variant_actions_are_narrated() -> None:
    from euchre.deal import Turn
    from euchre.narration import action_words

    deal = Deal.shuffled(seed=3, dealer=0, rules=Rules(allow_no_trump=True))
    assert action_words(deal, Turn(1, Action.no_trump(alone=True))).endswith(
        "calls no trump and goes alone."
    )
    assert "redeal" in action_words(deal, Turn(1, Action.redeal()))


def test_variant_quizzes() -> None:
    from euchre.quiz import TrumpRankingQuestion, book_questions, joker_ranking_questions

    q = next(joker_ranking_questions(seed=4))
    assert q.answer[0] is Card.joker()
    wrong = (q.answer[1], q.answer[0], *q.answer[2:])
    assert "the joker, the highest trump" in q.check(wrong).mistakes[0]
    quiz = book_questions("joker-ranking", seed=1, count=1)[0]
    assert sum(a["correct"] for a in quiz["answers"]) == 1
    for question in book_questions("no-trump-follow", seed=1, count=4):
        assert any(a["correct"] for a in question["answers"])
    assert TrumpRankingQuestion(Suit.SPADES, (Card.joker(), Card("JS"))).answer[0].is_joker


def test_variant_odds_by_enumeration() -> None:
    from fractions import Fraction
    from math import comb

    from euchre.odds import deck_cards, hand_distribution, top_trumps_in, trumps_in

    joker = deck_cards(Rules(joker=True))
    holds = hand_distribution(lambda h: Card.joker() in h, cards=joker)
    assert holds[True] == Fraction(1, 5)
    long = hand_distribution(
        lambda h: trumps_in(h, Suit.CLUBS), cards=deck_cards(Rules(min_rank=7))
    )
    assert long[5] == Fraction(comb(9, 5), comb(32, 5))
    top = hand_distribution(lambda h: top_trumps_in(h, Suit.CLUBS), cards=joker)
    assert top[3] == Fraction(comb(22, 2), comb(25, 5))


# ------------------------------------------------- legality in every variant

ALL_VARIANT_ACTIONS = [
    Action.pass_(),
    Action.order(),
    Action.order(alone=True),
    Action.defend(),
    Action.redeal(),
    Action.no_trump(),
    Action.no_trump(alone=True),
    *(Action.call(s, alone) for s in Suit for alone in (False, True)),
    *(Action.name(s) for s in Suit),
    *(
        make(Card.from_id(i))
        for i in range(33)
        for make in (Action.play, Action.discard, Action.give)
    ),
]


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10**6), name=st.sampled_from(NAMES))
def test_only_legal_actions_are_accepted_in_every_variant(seed: int, name: str) -> None:
    rng = random.Random(seed)
    deal = Deal.shuffled(seed=rng, dealer=seed % 4, rules=VARIANTS[name])
    while True:
        legal = set(deal.legal_actions())
        before = (deal.phase, deal.to_act, deal.hands, len(deal.history))
        for action in ALL_VARIANT_ACTIONS:
            if action in legal:
                deal.copy().apply(action)
                continue
            with pytest.raises(IllegalActionError):
                deal.apply(action)
            assert (deal.phase, deal.to_act, deal.hands, len(deal.history)) == before
        if deal.is_over:
            break
        deal.apply(rng.choice(deal.legal_actions()))
    for n in (0, len(deal.history) // 2, len(deal.history)):
        again = deal.at(n)
        assert len(again.history) == n
    assert deal.at(len(deal.history)).hands == deal.hands
