"""Property tests for Bid Euchre (RULES 9.3) and five-handed call-your-partner (9.4):
random options, random seeded deals, random legal actions (with refused ones tried in
between), checking after every action what each view may and may not show, that
copies and replays reproduce the state, and at the end that the points follow the
scoring of 9.3 and 9.4."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import example, given, settings
from hypothesis import strategies as st
from view_support import hand_in_view

from euchre import ActionKind, Card, Deal, Game, IllegalActionError, Phase, Rules

seeds = st.integers(0, 2**32 - 1)


@st.composite
def bid_rules(draw: st.DrawFn) -> Rules:
    """Bid Euchre with any of the options that apply to it."""
    return Rules.bid_euchre().replace(
        joker=draw(st.booleans()),
        allow_no_trump=draw(st.booleans()),
        shoot_the_moon=draw(st.booleans()),
        stick_the_dealer=draw(st.booleans()),
        target=draw(st.integers(1, 64)),
    )


@st.composite
def five_rules(draw: st.DrawFn) -> Rules:
    """Five-handed call-your-partner with any of the options that apply to it."""
    return Rules.five_handed().replace(
        call_ace=draw(st.booleans()),
        allow_alone=draw(st.booleans()),
        stick_the_dealer=draw(st.booleans()),
        joker=draw(st.booleans()),
        allow_no_trump=draw(st.booleans()),
    )


any_rules = st.one_of(bid_rules(), five_rules())

#: Actions tried at random between legal ones: each is refused somewhere.
WRONG = ("pass", "bid 3", "bid 7", "moon", "trump H", "trump N", "partner AS", "play 9C", "order")


def played_ids(deal: Deal) -> list[int]:
    return [c.id for t in deal.tricks for c in t.cards] + [c.id for _, c in deal.current_trick]


def out_of_hands(deal: Deal) -> set[int]:
    """The card ids no hand holds and no trick shows: the unseen card, the kitty, the
    discards."""
    held = {c.id for s in range(deal.players) for c in deal.hand(s)}
    return set(deal.rules.deck) - held - set(played_ids(deal))


def check_state(deal: Deal) -> None:
    """Every card once, trick sizes, six cards and tricks in Bid Euchre, five cards of
    five in five-handed, one seat to act."""
    rules = deal.rules
    held = [c.id for s in range(deal.players) for c in deal.hand(s)]
    everything = Counter(held + played_ids(deal))
    assert all(n == 1 for n in everything.values())  # no card twice
    assert set(everything) <= set(rules.deck)
    assert deal.hand_size == rules.hand_size == (6 if rules.auction else 5)
    assert len(deal.tricks) <= deal.hand_size
    assert all(len(t.cards) == len(deal.active_seats) for t in deal.tricks)
    assert len(deal.tricks_won) == rules.scorers
    if rules.players == 5:
        assert deal.sitting_out == ()  # nobody sits out in five-handed, even alone
        assert len(deal.active_seats) == 5
    if not deal.is_over:
        seat = deal.to_act
        assert seat is not None and 0 <= seat < deal.players
        assert deal.view(seat).legal_actions() == deal.legal_actions()
        assert deal.legal_actions()


def check_views(deal: Deal) -> None:
    """Each view holds its own hand and nothing another seat holds, nor the unseen card
    or the kitty; another's discard or gift shows no card; in five-handed nobody's
    view names the partner before the called card is played."""
    hidden = out_of_hands(deal)
    called = deal.called_card
    for seat in range(deal.players):
        view = deal.view(seat)
        assert view.hand == hand_in_view(deal, seat)
        others = {c.id for s in range(deal.players) if s != seat for c in deal.hand(s)}
        shown = {c.id for c in view.hand} | {c.id for c in view.played_cards}
        for turn in view.history:
            card = turn.action.card
            if card is None or turn.action.kind is ActionKind.PARTNER:
                continue  # (the called card is named to everyone: not who holds it)
            shown.add(card.id)
            if turn.action.kind is ActionKind.DISCARD:
                assert turn.seat == seat  # only your own discard shows its card
            if turn.action.kind is ActionKind.GIVE:
                assert seat in (turn.seat, deal.maker)  # giver and taker only
        if view.discard is not None:
            shown.add(view.discard.id)
        if view.given is not None:
            shown.add(view.given.id)
        secret = (others | hidden) - _own_cards(deal, seat)
        assert not shown & secret, (seat, shown & secret)
        if deal.rules.has_upcard:
            assert view.upcard == deal.upcard
        else:
            assert view.upcard is None and deal.upcard is None
        if deal.players == 5:
            assert view.called_card == called
            if called is not None and not deal.partner_revealed and not deal.is_over:
                assert view.partner is None
                assert view.sides == tuple((s,) for s in range(5))
                assert (called in view.hand) == (deal.partner == seat)
            if deal.partner_revealed and deal.partner is not None:
                if seat == deal.maker:
                    assert view.partner == deal.partner
                elif seat == deal.partner:
                    assert view.partner == deal.maker
                else:
                    assert view.partner is None


def _own_cards(deal: Deal, seat: int) -> set[int]:
    """Cards out of the hands that this seat saw go: its discard, a card it gave or got."""
    own = set()
    for turn in deal.history:
        card = turn.action.card
        if card is None:
            continue
        if turn.action.kind is ActionKind.DISCARD and turn.seat == seat:
            own.add(card.id)
        if turn.action.kind is ActionKind.GIVE and seat in (turn.seat, deal.maker):
            own.add(card.id)
    return own


def expected_points(deal: Deal) -> tuple[int, ...]:
    """The points of a finished deal, from RULES 9.3 and 9.4, worked out from the tricks."""
    rules = deal.rules
    result = deal.result
    assert result is not None
    if result.thrown_in or deal.maker is None:
        return (0,) * rules.scorers
    won = Counter(t.winner for t in deal.tricks)
    maker = deal.maker
    if rules.auction:
        team = maker % 2
        made = won[team] + won[team + 2]
        bid = deal.high_bid
        assert bid is not None and result.bid == bid and result.moon == deal.moon
        mine = (12 if made == 6 else -12) if deal.moon else made if made >= bid else -bid
        points = [0, 0]
        points[team], points[1 - team] = mine, 6 - made
        return tuple(points)
    called = deal.called_card
    holder = None
    if called is not None:
        holder = next(
            (s for t in deal.tricks for c, s in zip(t.cards, t.seats, strict=True) if c == called),
            None,
        )
    assert result.partner == holder == deal.partner
    makers = {maker} | ({holder} if holder is not None else set())
    made = sum(won[s] for s in makers)
    points = [0] * 5
    if made < 3:
        for seat in range(5):
            if seat not in makers:
                points[seat] = 2
    else:
        each = (5 if made == 5 else 1) if called is None else (2 if made == 5 else 1)
        for seat in makers:
            points[seat] = each
    return tuple(points)


def random_deal(rules: Rules, seed: int, dealer: int) -> Deal:
    return Deal.shuffled(seed=seed, dealer=dealer % rules.players, rules=rules)


@settings(max_examples=80, deadline=None)
@given(rules=any_rules, seed=seeds, play=seeds, dealer=st.integers(0, 4))
# the joker turned up in five-handed: the dealer names its suit before looking
@example(
    rules=Rules.five_handed().replace(joker=True, allow_alone=False),
    seed=22009762,
    play=0,
    dealer=0,
)
def test_every_deal_ends_and_keeps_its_invariants(
    rules: Rules, seed: int, play: int, dealer: int
) -> None:
    deal = random_deal(rules, seed, dealer)
    rng = random.Random(play)
    for _ in range(80):
        check_state(deal)
        check_views(deal)
        if deal.is_over:
            break
        wrong = rng.choice(WRONG)
        if wrong not in {str(a) for a in deal.legal_actions()}:
            before = deal.copy()
            try:
                deal.apply(wrong)
            except IllegalActionError as error:
                assert str(error)  # a sentence, not an empty refusal
            else:
                raise AssertionError(f"{wrong!r} was accepted but not listed as legal")
            assert repr(deal) == repr(before) and deal.history == before.history
            assert deal.legal_actions() == before.legal_actions()
        deal.apply(rng.choice(deal.legal_actions()))
    assert deal.is_over
    result = deal.result
    assert result is not None and len(result.points) == rules.scorers
    assert result.points == expected_points(deal)
    if not result.thrown_in:
        assert sum(result.tricks) == deal.hand_size == len(deal.tricks)


@settings(max_examples=60, deadline=None)
@given(rules=any_rules, seed=seeds, play=seeds, stop=st.integers(0, 60))
def test_copy_at_and_restart_reproduce_the_deal(
    rules: Rules, seed: int, play: int, stop: int
) -> None:
    deal = random_deal(rules, seed, seed)
    rng = random.Random(play)
    for _ in range(stop):
        if deal.is_over:
            break
        deal.apply(rng.choice(deal.legal_actions()))
    moves = len(deal.history)
    for other in (deal.copy(), deal.at(moves)):
        assert repr(other) == repr(deal) and other.history == deal.history
        assert other.legal_actions() == deal.legal_actions()
        assert other.result == deal.result
        assert all(other.view(s) == deal.view(s) for s in range(deal.players))
    fresh = deal.restart()
    assert fresh.history == () and repr(fresh) == repr(deal.at(0))
    assert fresh.hands == tuple(deal.dealt_hand(s) for s in range(deal.players))
    half = deal.at(moves // 2)
    assert half.history == deal.history[: moves // 2]
    # a copy is independent: playing on it leaves the original as it was
    if not deal.is_over:
        before = repr(deal)
        copy = deal.copy()
        copy.apply(copy.legal_actions()[-1])
        assert repr(deal) == before and len(deal.history) == moves


def _swapped(deal: Deal, a: int | None, b: int, x: Card, y: Card) -> Deal | None:
    """The same deal with card ``x`` (from seat ``a``'s hand, or the cards out of play
    when ``a`` is None) and ``y`` (from seat ``b``'s hand) exchanged before the deal,
    and the same actions replayed; None if those actions are not legal any more."""
    hands = [list(deal.dealt_hand(s)) for s in range(deal.players)]
    kitty = [Card.from_id(i) for i in deal.kitty]
    source = kitty if a is None else hands[a]
    source[source.index(x)] = y
    hands[b][hands[b].index(y)] = x
    other = Deal.new(
        dealer=deal.dealer,
        hands=[" ".join(c.code for c in h) for h in hands],
        kitty=" ".join(c.code for c in kitty),
        rules=deal.rules,
    )
    try:
        for turn in deal.history:
            other.apply(turn.action)
    except IllegalActionError:
        return None
    return other


@settings(max_examples=100, deadline=None)
@given(rules=any_rules, seed=seeds, play=seeds, stop=st.integers(0, 40), pick=seeds)
def test_a_view_is_the_same_whoever_holds_the_cards_it_cannot_see(
    rules: Rules, seed: int, play: int, stop: int, pick: int
) -> None:
    # Exchange one card between two other players' hands (or between another's hand
    # and the unseen card or the kitty) and replay: the view of a third seat does not
    # change. In five-handed this covers the called card moving between players, or
    # into the kitty, before it is played: nobody can tell who the partner is.
    deal = random_deal(rules, seed, seed)
    rng = random.Random(play)
    for _ in range(stop):
        if deal.is_over:
            break
        deal.apply(rng.choice(deal.legal_actions()))
    choose = random.Random(pick)
    n = deal.players
    seat = choose.randrange(n)
    dealt = {s: set(deal.dealt_hand(s)) for s in range(n)}
    # cards still in a hand that were dealt there (not picked up or given)
    movable = {s: [c for c in deal.hand(s) if c in dealt[s]] for s in range(n) if s != seat}
    givers = [s for s in movable if movable[s]]
    if not givers:
        return
    b = choose.choice(givers)
    y = choose.choice(movable[b])
    called = deal.called_card
    holder = next((s for s in givers if called in movable[s]), None)
    if holder is not None and choose.random() < 0.8:
        b, y = holder, called  # move the called card (to another hand, or the kitty)
    # the cards nobody took up: the unseen card of Bid Euchre's joker deck, or the
    # kitty under five-handed's upcard (whose dealer does not see them either)
    unseen = [Card.from_id(i) for i in deal.kitty[0 if rules.auction else 1 :]]
    held = [(s, c) for s in givers if s != b for c in movable[s]]
    if unseen and (not held or choose.random() < 0.4):
        a, x = None, choose.choice(unseen)
    elif held:
        a, x = choose.choice(held)
    else:
        return
    other = _swapped(deal, a, b, x, y)
    if other is None:
        return
    assert other.view(seat) == deal.view(seat)


@settings(max_examples=25, deadline=None)
@given(rules=any_rules, seed=seeds, play=seeds)
def test_every_game_ends_with_one_winner(rules: Rules, seed: int, play: int) -> None:
    # Random cards, but in the auction the first to speak bids 3 and the others pass
    # (or the stuck dealer bids 3): players who bid and moon at random keep failing
    # and both teams' scores can fall below zero for ever.
    game = Game(rules=rules, seed=seed)
    rng = random.Random(play)
    for _ in range(40_000):
        if game.is_over:
            break
        legal = [str(a) for a in game.legal_actions()]
        if game.deal.phase is Phase.AUCTION:
            game.apply("bid 3" if "bid 3" in legal else "pass")
        else:
            game.apply(rng.choice(legal))
    assert game.is_over
    winner = game.winner
    assert winner is not None and game.score[winner] >= rules.target
    total = [0] * rules.scorers
    for deal in game.deals:
        assert deal.result is not None
        total = [t + p for t, p in zip(total, deal.result.points, strict=True)]
    assert tuple(total) == game.score  # the score is the deals' points, nothing else
    last = game.deals[-1].result
    assert last is not None
    if rules.auction and min(game.score) >= rules.target:
        assert winner == last.makers  # both past the target in one deal: the bidders win
    else:
        assert all(game.score[winner] > s for i, s in enumerate(game.score) if i != winner)
    for deal in game.deals:
        assert deal.result is not None
        # a failed bid takes a side's score below zero, but never by more than 12 a deal
        assert all(p >= (-12 if rules.auction else 0) for p in deal.result.points)


@settings(max_examples=60, deadline=None)
@given(rules=five_rules(), seed=seeds, play=seeds, cards=st.integers(0, 20), pick=seeds)
def test_five_handed_nobody_can_tell_who_holds_the_called_card(
    rules: Rules, seed: int, play: int, cards: int, pick: int
) -> None:
    # Up to the moment it is played, the called card could be in any other hand, or in
    # the kitty (the maker then alone): moving it there changes no other seat's view.
    deal = random_deal(rules, seed, seed)
    rng = random.Random(play)
    while not deal.is_over and (deal.phase is not Phase.PLAY or len(played_ids(deal)) < cards):
        legal = deal.legal_actions()
        plain = [a for a in legal if not a.alone]  # fewer loners: more partners to hide
        deal.apply(rng.choice(plain or legal))
    called = deal.called_card
    holder = deal.partner
    if called is None or holder is None or called not in deal.hand(holder):
        return
    choose = random.Random(pick)
    others = [s for s in range(5) if s not in (holder, deal.maker) and deal.hand(s)]
    targets: list[int | None] = [*others, None]
    target = choose.choice(targets)
    if target is None:
        pool = [Card.from_id(i) for i in deal.kitty[1:]]
    else:  # a card it was dealt (the dealer may hold only the upcard it picked up)
        pool = [c for c in deal.hand(target) if c in deal.dealt_hand(target)]
    if not pool:
        return
    x = choose.choice(pool)
    moved = _swapped(deal, target, holder, x, called)
    if moved is None:
        return
    assert moved.partner == target and moved.called_card == called
    for seat in range(5):
        if seat not in (holder, target):
            assert moved.view(seat) == deal.view(seat), seat
