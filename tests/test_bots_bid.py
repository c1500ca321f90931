"""The bots, the coach and the tournament in Bid Euchre and five-handed
call-your-partner: whole games with legal actions only, RuleBot's numbered rules for
the auction, trump and the call of a partner, the sampler's placing of the called
card, ExpertBot's worlds, the coach's hints and the five-seat rotation."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from euchre import Deal, Game, Phase, Rules
from euchre.actions import Action, ActionKind
from euchre.bots import RandomBot, RuleBot
from euchre.bots.base import Bot
from euchre.bots.expert_bot import ExpertBot, describe_action, sample_worlds, signed_points
from euchre.bots.inference import Knowledge, world_deal
from euchre.bots.rule_bot import (
    BID_ALLOWANCE,
    BID_RULES,
    FIVE_HANDED_RULES,
    MOON_MARK,
    rule,
    trick_count,
)
from euchre.cards import Card, Suit, cards
from euchre.coach import annotate, hint, judge
from euchre.tournament import duplicate_match, rotation, seatings
from euchre.trump import EFFECTIVE
from euchre.view import PlayerView

FORMS = {
    "bid": Rules.bid_euchre(),
    "bid-options": Rules.bid_euchre().replace(
        shoot_the_moon=True, joker=True, allow_no_trump=True, stick_the_dealer=False
    ),
    "five": Rules.five_handed(),
    "five-options": Rules.five_handed().replace(call_ace=True, allow_alone=True),
}


def _small_expert(seed: int) -> ExpertBot:
    return ExpertBot(seed=seed, worlds=6, bid_worlds=4, discard_worlds=3)


def _checked(bot: Bot, seen: set[Phase]) -> Callable[[PlayerView], Action]:
    """The bot's act, asserting each action is one of the view's legal actions."""

    def act(view: PlayerView) -> Action:
        action = bot.act(view)
        assert action in view.legal_actions(), (str(view), action)
        seen.add(view.phase)
        return action

    return act


@pytest.mark.parametrize("form", FORMS)
@pytest.mark.parametrize("kind", ["random", "rule", "mixed"])
def test_whole_games_of_the_new_forms(form: str, kind: str) -> None:
    """Whole games to the target (seeded): every action legal, a winner, and the
    phases of the form all reached."""
    rules = FORMS[form]
    if kind == "random" and rules.auction:
        # random bids lose more than they make: both teams drift below zero, so a
        # game of random players is played to a low target, which a lucky deal reaches
        rules = rules.replace(target=4)
    n = rules.players
    seen: set[Phase] = set()
    for seed in range(2):
        bots: list[Bot] = [
            RandomBot(seed=seed * 10 + s)
            if kind == "random" or (kind == "mixed" and s % 2)
            else RuleBot()
            for s in range(n)
        ]
        game = Game(rules=rules, seed=seed)
        score = game.play([_checked(bot, seen) for bot in bots])
        assert game.winner is not None
        assert max(score) >= rules.target
    expected = {Phase.PLAY}
    expected |= {Phase.AUCTION, Phase.TRUMP} if rules.auction else {Phase.ORDER, Phase.PARTNER}
    assert expected <= seen


@pytest.mark.parametrize("form", FORMS)
def test_expert_bot_plays_short_games_of_the_new_forms(form: str) -> None:
    """ExpertBot (few worlds) against RuleBot, a short game of each form: every
    decision legal, from sampled worlds."""
    rules = FORMS[form].replace(target=6 if FORMS[form].auction else 3)
    n = rules.players
    seen: set[Phase] = set()
    bots: list[Bot] = [_small_expert(s) if s % 2 == 0 else RuleBot() for s in range(n)]
    game = Game(rules=rules, seed=4)
    game.play([_checked(bot, seen) for bot in bots])
    assert game.winner is not None
    assert Phase.PLAY in seen


@pytest.mark.parametrize("form", FORMS)
@pytest.mark.parametrize("seed", range(3))
def test_expert_bot_in_every_seat(form: str, seed: int) -> None:
    rules = FORMS[form]
    deal = Deal.shuffled(seed=seed, dealer=seed % rules.players, rules=rules)
    bots = [_small_expert(seed + s) for s in range(rules.players)]
    while deal.to_act is not None:
        seat = deal.to_act
        action = bots[seat].act(deal.view(seat))
        assert action in deal.legal_actions()
        deal.apply(action)
    assert deal.result is not None


# ------------------------------------------------------------ RuleBot's rules


def _bid_view(
    hand: str,
    *,
    seat: int = 1,
    dealer: int = 0,
    rules: Rules | None = None,
    before: tuple[str, ...] = (),
) -> PlayerView:
    """Seat ``seat``'s view in a Bid Euchre auction holding ``hand``, the other cards
    dealt in order, after the bids ``before``."""
    rules = rules or Rules.bid_euchre()
    mine = cards(hand)
    rest = [c for c in rules.deck if c not in {m.id for m in mine}]
    hands = []
    for s in range(4):
        if s == seat:
            hands.append(hand)
        else:
            hands.append(" ".join(Card.from_id(rest.pop(0)).code for _ in range(6)))
    kitty = " ".join(Card.from_id(c).code for c in rest)
    deal = Deal.new(dealer=dealer, hands=hands, kitty=kitty, rules=rules)
    for text in before:
        deal.apply(text)
    assert deal.to_act == seat
    return deal.view(seat)


def test_bid_and_five_handed_rules_are_numbered_and_documented() -> None:
    assert [r.number for r in BID_RULES] == [39, 40, 41, 42, 43]
    assert [r.number for r in FIVE_HANDED_RULES] == [44, 45, 46, 47, 48]
    for r in (*BID_RULES, *FIVE_HANDED_RULES):
        assert rule(r.number) is r
        assert r.description.endswith(".")
        assert r.name.startswith("Bid Euchre:") or r.name.startswith("five-handed:")


def test_trick_count_reads_trumps_bowers_aces_and_voids() -> None:
    # right, left, ace of trump 1 each, the fourth trump 1, the ace of spades 1, and
    # a half for the void in diamonds (the jack of diamonds is a trump, the left bower)
    assert trick_count(cards("JH JD AH 9H AS 9C"), Suit.HEARTS) == 5.5
    # the right 1, a small trump a half, ace-king of spades 1.5, the void in diamonds a half
    assert trick_count(cards("JH 9H AS KS 9C TC"), Suit.HEARTS) == 3.5
    assert (
        trick_count(cards("AC AD AH KH 9S TS"), None) == 4.0
    )  # no trump: aces, a king with its ace


def test_rule_40_bids_the_count_less_the_allowance() -> None:
    hand = "JH 9H AS KS 9C TC"  # 3.5 tricks by rule 39's count, a bid of 3
    decision = RuleBot().explain(_bid_view(hand))
    assert decision.rule.number == 40
    assert decision.action == Action.bid(int(trick_count(cards(hand), Suit.HEARTS) + BID_ALLOWANCE))
    assert decision.action == Action.bid(3)
    # over a bid of 3 the same hand passes (rule 42)
    later = RuleBot().explain(_bid_view(hand, seat=2, before=("bid 3",)))
    assert (later.rule.number, later.action) == (42, Action.pass_())


def test_rule_39_shoots_the_moon_only_where_allowed() -> None:
    hand = "JH JD AH KH QH AS"
    assert trick_count(cards(hand), Suit.HEARTS) >= MOON_MARK
    moon = Rules.bid_euchre().replace(shoot_the_moon=True)
    decision = RuleBot().explain(_bid_view(hand, rules=moon))
    assert (decision.rule.number, decision.action) == (39, Action.moon())
    decision = RuleBot().explain(_bid_view(hand))
    assert (decision.rule.number, decision.action) == (40, Action.bid(6))


def test_rule_41_the_stuck_dealer_bids_three() -> None:
    view = _bid_view("9C TC 9D TD 9S TS", seat=0, before=("pass", "pass", "pass"))
    assert Action.pass_() not in view.legal_actions()
    decision = RuleBot().explain(view)
    assert (decision.rule.number, decision.action) == (41, Action.bid(3))
    # without stick the dealer, the same dealer passes (rule 42) and the deal is thrown in
    free = Rules.bid_euchre().replace(stick_the_dealer=False)
    view = _bid_view("9C TC 9D TD 9S TS", seat=0, rules=free, before=("pass", "pass", "pass"))
    assert RuleBot().explain(view).rule.number == 42


def test_rule_43_names_the_trump_the_bid_was_counted_for() -> None:
    rules = Rules.bid_euchre().replace(allow_no_trump=True)
    view = _bid_view("JS JC AS 9S AD KH", rules=rules, before=("bid 4", "pass", "pass", "pass"))
    assert view.phase is Phase.TRUMP
    decision = RuleBot().explain(view)
    assert (decision.rule.number, decision.action) == (43, Action.trump("S"))
    aces = _bid_view("AC AD AH AS KH KS", rules=rules, before=("bid 3", "pass", "pass", "pass"))
    four_aces = cards("AC AD AH AS KH KS")
    assert trick_count(four_aces, None) > max(trick_count(four_aces, s) for s in Suit)
    assert RuleBot().explain(aces).action == Action.trump(None)


def test_the_moons_exchange_by_rules_30_and_13_14() -> None:
    rules = Rules.bid_euchre().replace(shoot_the_moon=True)
    deal = Deal.new(
        dealer=0,
        hands=["9C TC QC 9D TD QD", "JH JD AH KH QH AS", "9H TH 9S TS QS KS", "KC AC JC JS KD AD"],
        kitty="",
        rules=rules,
    )
    bot = RuleBot()
    for _ in range(4):  # West shoots the moon, the others are done at once or pass
        if deal.phase is not Phase.AUCTION:
            break
        deal.apply(bot.act(deal.view(deal.to_act or 0)))
    assert deal.moon and deal.high_bidder == 1
    assert deal.phase is Phase.TRUMP
    deal.apply(bot.act(deal.view(1)))
    assert deal.trump is Suit.HEARTS
    assert deal.phase is Phase.GIVE and deal.to_act == 3
    give = bot.explain(deal.view(3))
    # East holds no trump: rule 30 gives its highest card, an ace (diamonds: the last of the tie)
    assert give.rule.number == 30 and give.action.card == Card("AD")
    deal.apply(give.action)
    discard = bot.explain(deal.view(1))
    assert discard.rule.number in (13, 14) and discard.action.kind is ActionKind.DISCARD
    deal.apply(discard.action)
    assert deal.phase is Phase.PLAY


def _five_view(
    hand: str,
    *,
    trump_order: bool = True,
    rules: Rules | None = None,
    seat: int = 1,
    upcard: str = "9H",
) -> PlayerView:
    """Five-handed: seat ``seat`` (left of the dealer, seat 0) holding ``hand`` with
    ``upcard`` turned up; with ``trump_order`` it has ordered up and the dealer has
    discarded, so it is to call a partner."""
    rules = rules or Rules.five_handed()
    mine = cards(hand, min_rank=8)
    up = Card(upcard)
    taken = {m.id for m in mine} | {up.id}
    rest = [c for c in rules.deck if c not in taken]
    hands = []
    for s in range(5):
        if s == seat:
            hands.append(hand)
        else:
            hands.append(" ".join(Card.from_id(rest.pop(0)).code for _ in range(5)))
    kitty = " ".join([up.code, *(Card.from_id(c).code for c in rest)])
    deal = Deal.new(dealer=0, hands=hands, kitty=kitty, rules=rules)
    if trump_order:
        deal.apply("order")
        deal.apply(RuleBot().act(deal.view(0)))  # the dealer's discard
    return deal.view(deal.to_act or 0)


def test_rule_47_calls_an_ace_you_can_lead_to() -> None:
    view = _five_view("JH JD AH 9C QS")
    assert view.phase is Phase.PARTNER and view.seat == 1
    decision = RuleBot().explain(view)
    # one club and one spade: the clubs ace (the lower card of the tie)
    assert (decision.rule.number, decision.action) == (47, Action.partner("AC"))
    view = _five_view("JH JD AH 9C TC")  # clubs the only off suit held
    decision = RuleBot().explain(view)
    assert (decision.rule.number, decision.action) == (47, Action.partner("AC"))


def test_rule_48_calls_the_highest_card_otherwise() -> None:
    # every off-suit ace of the maker's own: no ace to call, so the highest card, a king
    view = _five_view("JH AC AS AD 9H", upcard="TH")
    decision = RuleBot().explain(view)
    assert decision.rule.number == 48
    assert decision.action.card is not None and decision.action.card.rank.name == "KING"
    # a void in every off suit but held aces elsewhere: rule 48 calls an ace
    view = _five_view("JH JD AH KH 9H", upcard="QH")
    decision = RuleBot().explain(view)
    assert decision.rule.number == 48 and decision.action.card is not None
    assert decision.action.card.rank.name == "ACE"


def test_rules_44_and_45_order_alone_and_by_the_mark() -> None:
    alone = Rules.five_handed().replace(allow_alone=True)
    view = _five_view("JH JD AH KH AS", trump_order=False, rules=alone)
    decision = RuleBot().explain(view)
    assert (decision.rule.number, decision.action) == (44, Action.order(alone=True))
    view = _five_view("9C TC QS KD 8D", trump_order=False)
    decision = RuleBot().explain(view)
    assert (decision.rule.number, decision.action) == (45, Action.pass_())


def test_the_holder_of_the_called_card_plays_as_the_makers_partner() -> None:
    """RuleBot's allies: the holder knows the maker is its partner before anyone
    else does; a defender does not know its partners until the card is played."""
    from euchre.bots.rule_bot import Situation

    for seed in range(40):
        rng = random.Random(seed)
        deal = Deal.shuffled(seed=seed, dealer=0, rules=Rules.five_handed())
        while deal.phase is not Phase.PLAY and deal.phase is not Phase.OVER:
            deal.apply(RuleBot().act(deal.view(deal.to_act or 0)))
        if deal.phase is not Phase.PLAY or deal.partner is None:
            continue
        maker, holder = deal.maker, deal.partner
        assert maker is not None
        assert Situation(deal.view(holder)).allies == {maker}
        assert Situation(deal.view(maker)).allies == frozenset()
        other = next(s for s in range(5) if s not in (maker, holder))
        assert Situation(deal.view(other)).allies == frozenset()
        while not deal.partner_revealed and deal.phase is Phase.PLAY:
            deal.apply(rng.choice(deal.legal_actions()))
        if deal.phase is Phase.PLAY:
            assert Situation(deal.view(maker)).allies == {holder}
            assert Situation(deal.view(other)).allies == set(range(5)) - {maker, holder, other}
        return
    pytest.fail("no five-handed deal with a partner in 40 seeds")


# ------------------------------------------------------------ the sampler


def test_the_sampler_keeps_the_called_card_where_the_view_allows() -> None:
    """At every moment of five-handed deals, every seat's worlds: the called card is
    never with the maker, never with a seat that showed out of its suit, sometimes in
    the kitty, always with its holder in the holder's own worlds; every world shows
    the seat its own view."""
    in_kitty = 0
    checked = 0
    for seed in range(12):
        rng = random.Random(seed)
        rules = Rules.five_handed() if seed % 2 else Rules.five_handed().replace(call_ace=True)
        deal = Deal.shuffled(seed=seed, dealer=seed % 5, rules=rules)
        while deal.to_act is not None:
            deal.apply(rng.choice(deal.legal_actions()))
            called = deal.called_card
            if called is None or deal.phase is not Phase.PLAY or deal.partner_revealed:
                continue
            for seat in range(5):
                view = deal.view(seat)
                know = Knowledge.from_view(view)
                t = 4 if view.no_trump else int(view.trump)  # type: ignore[arg-type]
                suit = Suit(EFFECTIVE[t][called.id])
                for i in range(4):
                    world = world_deal(view, random.Random(i), know)
                    assert world.view(seat) == view
                    holder = world.partner
                    checked += 1
                    if seat == deal.partner:
                        assert holder == seat
                    if holder is None:
                        in_kitty += 1
                        continue
                    assert holder != deal.maker
                    assert suit not in know.voids[holder]
    assert checked > 500
    assert in_kitty > 0


def test_worlds_of_a_bid_euchre_moon_keep_the_partner_out() -> None:
    rules = FORMS["bid-options"].replace(stick_the_dealer=True)
    for seed in range(60):
        rng = random.Random(seed)
        deal = Deal.shuffled(seed=seed, dealer=0, rules=rules)
        while deal.phase is Phase.AUCTION and Action.moon() not in deal.legal_actions():
            deal.apply(rng.choice(deal.legal_actions()))
        if deal.phase is not Phase.AUCTION:
            continue
        deal.apply("moon")
        while deal.phase is not Phase.PLAY:
            deal.apply(rng.choice(deal.legal_actions()))
        assert deal.sitting_out
        for seat in range(4):
            view = deal.view(seat)
            for world in sample_worlds(view, random.Random(seed), 4):
                assert world.view(seat) == view
                assert world.sitting_out == deal.sitting_out
                assert len(world.kitty) == rules.kitty_size
        return
    pytest.fail("no moon in 60 seeds")


def test_expert_reads_bid_euchre_bids_as_evidence() -> None:
    """After West bids 5, East's worlds give West more trumps than chance would."""
    rules = Rules.bid_euchre()
    strong = weak = 0.0
    for seed in range(30):
        deal = Deal.shuffled(seed=seed, dealer=0, rules=rules)
        deal.apply("bid 5")  # West, left of the dealer, bids first
        view = deal.view(2)
        unfiltered = [world_deal(view, random.Random(i)) for i in range(6)]
        filtered = sample_worlds(view, random.Random(seed), 6)
        for world in filtered:
            strong += max(trick_count(world.hand(1), s) for s in Suit)
        for world in unfiltered:
            weak += max(trick_count(world.hand(1), s) for s in Suit)
    assert strong > weak


# ------------------------------------------------------------ ExpertBot


def test_signed_points_in_bid_euchre() -> None:
    rules = Rules.bid_euchre()
    assert signed_points(4, 0, 0, False, False, rules, bid=4) == 4 - 2
    assert signed_points(2, 1, 0, False, False, rules, bid=4) == 2 - 4
    assert signed_points(3, 0, 0, False, False, rules, bid=4) == -4 - 3
    assert signed_points(6, 0, 0, True, False, rules, bid=6, moon=True) == 12
    assert signed_points(1, 1, 0, True, False, rules, bid=6, moon=True) == 1 + 12


def test_expert_explains_every_choice_of_the_new_phases() -> None:
    view = _five_view("JH JD AH 9C QS")
    evals = ExpertBot(seed=0, bid_worlds=8).explain(view)
    assert sorted(str(e.action) for e in evals) == sorted(str(a) for a in view.legal_actions())
    assert all(e.worlds >= 12 for e in evals)
    view = _bid_view("JH JD AH KH QH AS")
    evals = ExpertBot(seed=0, bid_worlds=6).explain(view)
    assert {e.action for e in evals} == set(view.legal_actions())
    best = evals[0]
    assert best.action.kind is ActionKind.BID and best.points > 0


# ------------------------------------------------------------ coach, tournament


@pytest.mark.parametrize("form", FORMS)
def test_the_coach_hints_in_the_new_forms(form: str) -> None:
    rules = FORMS[form]
    deal = Deal.shuffled(seed=3, dealer=0, rules=rules)
    rng = random.Random(3)
    phases = set()
    while deal.to_act is not None:
        view = deal.view(deal.to_act)
        if len(view.legal_actions()) > 1 and view.phase not in phases:
            phases.add(view.phase)
            evaluation = hint(view, worlds=6)
            assert evaluation.action in view.legal_actions()
            # the words of the action are the narration's ("Bidding 4", "Calling A♣ ...")
            phrase = describe_action(evaluation.action, view)
            assert evaluation.reason.startswith(phrase[0].upper() + phrase[1:] + ":")
            chosen = rng.choice(view.legal_actions())
            verdict = judge(view, chosen, worlds=6, bid_worlds=4)
            assert verdict.chosen.action == chosen
            assert verdict.loss == pytest.approx(verdict.best.value - verdict.chosen.value)
            assert (verdict.label is None) == (verdict.text == "")
        deal.apply(rng.choice(deal.legal_actions()))
    assert Phase.PLAY in phases


def test_five_seats_rotate_and_bid_euchre_swaps_teams() -> None:
    plays = rotation(5)
    assert rotation(3) == seatings(3)
    assert len(plays) == 10
    for seat in range(5):
        assert {p[seat] for p in plays} == {"a", "b"}
        assert sum(p[seat] == "a" for p in plays) == 5
    five = duplicate_match("rule", "random", deals=4, seed=2, rules=Rules.five_handed())
    assert five.plays_per_deal == 10 and len(five.pair_differences) == 4
    assert five.seats_a == five.seats_b == 4 * 25
    bid = duplicate_match("rule", "random", deals=4, seed=2, rules=Rules.bid_euchre())
    assert bid.plays_per_deal == 2 and len(bid.pair_differences) == 4


def test_the_coach_annotates_bid_euchre_bids_by_their_place_in_the_auction() -> None:
    """Random bidders blunder: the coach's comments on Bid Euchre's bids are keyed by
    the bid's place in the auction, as EGN keys them."""
    rules = Rules.bid_euchre().replace(target=6)
    game = Game(rules=rules, seed=8)
    game.play([RandomBot(seed=s).act for s in range(4)])
    notes = annotate(game, worlds=4, bid_worlds=4, deals=[0, 1])
    commented = 0
    for index in (0, 1):
        bids = game.deals[index].bids
        for key, texts in notes[index].calls.items():
            assert 0 <= key < len(bids)
            # the comment names the bid made there, in the narration's words
            phrase = describe_action(bids[key].action, game.deals[index].view(bids[key].seat))
            assert texts[0].split("]", 1)[1].startswith(phrase[0].upper() + phrase[1:] + ":")
            commented += 1
    assert commented > 0


def test_a_bid_euchre_reason_says_what_its_share_counts() -> None:
    """The share is of the sampled deals whose points (yours less theirs) are above
    zero. A bid outbid in the first sampled deal read "your side sets them in 69%",
    though in other deals the side made the bid, and a bid made by 3 tricks of 6
    (3 points each) counted as not made."""
    view = Deal.shuffled(seed=2, dealer=0, rules=Rules.bid_euchre()).view(1)
    for evaluation in ExpertBot(seed=0, bid_worlds=16).explain(view):
        if evaluation.action.kind is ActionKind.PASS:
            continue
        share = round(100 * evaluation.scores)
        assert f"your side comes out ahead in {share}% of the deals" in evaluation.reason
