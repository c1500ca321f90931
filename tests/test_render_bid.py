"""The drawings of Bid Euchre and five-handed call-your-partner: four seats of six
cards and an auction in players' words; five seats (Northwest and Northeast at the
top), the called card once called, and the secret partner named in no drawing of a
player who cannot know it, before the called card is played."""

from __future__ import annotations

import random
import re
import xml.etree.ElementTree as ET
from collections.abc import Callable
from html import escape

import pytest
from render_support import hands_heard

from euchre import Card, Deal, Phase, Rules
from euchre.actions import Action, ActionKind
from euchre.errors import EuchreError
from euchre.narration import result_words, seat_names
from euchre.render import (
    TURN_MARK,
    bid_words,
    deal_html,
    high_bid_words,
    trick_html,
    trick_text,
    view_html,
)

SVG = "{http://www.w3.org/2000/svg}"
BID = Rules.bid_euchre()
FIVE = Rules.five_handed()
MOON = BID.replace(shoot_the_moon=True)
FOUR = ("South", "West", "North", "East")
FIVE_NAMES = ("South", "West", "Northwest", "Northeast", "East")


def play(rules: Rules, seed: int, until: Callable[[Deal], bool] = lambda d: False) -> Deal:
    """A seeded deal of ``rules``, its actions chosen at random (seeded, a bid or an
    order half the time so that auctions climb and trump is made early), stopped
    where ``until`` first holds or at the end."""
    deal = Deal.shuffled(seed=seed, rules=rules, dealer=seed % rules.players)
    rng = random.Random(seed)
    while not deal.is_over and not until(deal):
        actions = deal.legal_actions()
        keen = [
            a
            for a in actions
            if a.kind in (ActionKind.BID, ActionKind.ORDER, ActionKind.CALL) and not a.alone
        ]
        deal.apply(rng.choice(keen) if keen and rng.random() < 0.5 else rng.choice(actions))
    return deal


def labels(html: str) -> list[str]:
    """The spoken names of every group and card, in document order."""
    return [
        el.attrib["aria-label"] for el in ET.fromstring(html).iter() if "aria-label" in el.attrib
    ]


def group(html: str, label: str) -> ET.Element:
    (found,) = [el for el in ET.fromstring(html).iter() if el.attrib.get("aria-label") == label]
    return found


def text_of(el: ET.Element) -> str:
    return " ".join(t.strip() for t in el.itertext() if t.strip())


def chips(html: str, name: str) -> list[str]:
    """The chips after a seat's name ("dealer", "bid 4", "partner", ...)."""
    html = html.replace(TURN_MARK, "▶ ")  # the marker, for the eye only
    title = re.search(
        rf'<span style="white-space:nowrap">{name}(?: · \d+ cards?)?(?:<span[^>]*>[^<]*</span>)?</span>(.*?)</div>',
        html,
    )
    assert title is not None, name
    return re.findall(r"<span[^>]*>([^<]*)</span>", title.group(1))


def shows(html: str, card: Card) -> bool:
    return card.name in html or str(card) in html


# ------------------------------------------------------------------- the tables


@pytest.mark.parametrize(("rules", "names", "size"), [(BID, FOUR, 6), (FIVE, FIVE_NAMES, 5)])
def test_the_table_has_a_place_and_a_score_row_per_seat(
    rules: Rules, names: tuple[str, ...], size: int
) -> None:
    assert seat_names(players=rules.players) == names
    for seed in (2, 7):
        deal = Deal.shuffled(seed=seed, rules=rules, dealer=1)
        html = deal_html(deal)
        spoken = hands_heard(html)
        hands = [s for s in spoken if "'s hand: " in s]
        assert len(hands) == len(names)
        for seat, name in enumerate(names):
            held = deal.hand(seat)
            assert len(held) == size
            assert f"{name}'s hand: " + ", ".join(c.name for c in held) in spoken
        rows = re.findall(r"<tr[^>]*><td[^>]*>([^<]*)</td>", html)
        assert rows == (["South and North", "West and East"] if rules.players == 4 else list(names))


def test_five_seats_sit_clockwise_with_two_at_the_top() -> None:
    deal = Deal.shuffled(seed=4, rules=FIVE, dealer=0)
    for bottom in range(5):
        html = deal_html(deal, bottom=bottom)
        # In document order: the two top seats (clockwise: bottom + 2, bottom + 3),
        # then left (bottom + 1), right (bottom + 4), and the bottom seat last.
        order = [s.split("'s hand")[0] for s in hands_heard(html) if "'s hand: " in s]
        expect = [FIVE_NAMES[(bottom + k) % 5] for k in (2, 3, 1, 4, 0)]
        assert order == expect
        assert "grid-template-areas:'top top top' 'left mid right' 'info bottom score'" in html


def test_the_middle_of_a_five_handed_table_has_a_place_per_seat() -> None:
    deal = play(FIVE, 5, lambda d: len(d.current_trick) == 4)
    assert len(deal.current_trick) == 4
    html = deal_html(deal)
    centre = group(html, "middle of the table")
    spots = [
        (el.attrib["style"].split(";")[0], el.find(f"{SVG}svg"))
        for el in centre
        if el.find(f"{SVG}svg") is not None
    ]
    places = {"3 / 2": 0, "2 / 1": 1, "1 / 1": 2, "1 / 3": 3, "2 / 3": 4}
    for (style, svg), (seat, card) in zip(spots, deal.current_trick, strict=True):
        assert svg is not None and svg.attrib["aria-label"].startswith(card.name)
        assert places[style.removeprefix("grid-area:")] == seat
    assert "Trick " in text_of(centre)


# ------------------------------------------------------------------ Bid Euchre


def test_the_auction_is_shown_bid_by_bid_in_players_words() -> None:
    seen_bids = 0
    for seed in range(12):
        deal = play(BID, seed, lambda d: d.phase is not Phase.AUCTION)
        if deal.phase is not Phase.TRUMP:
            continue
        names = FOUR
        for step in range(len(deal.history) + 1):
            state = deal.at(step)
            html = deal_html(state)
            panel = text_of(group(html, "the bidding"))
            said = [f"{names[t.seat]} {bid_words(t.action)}" for t in state.history]
            assert all(line in panel for line in said)
            assert [panel.index(line) for line in said] == sorted(
                panel.index(line) for line in said
            )
            bidders = [t for t in state.history if t.action.kind is ActionKind.BID]
            if bidders:
                top = bidders[-1]
                assert f"High bid: {top.action.tricks} tricks, {names[top.seat]}" in panel
                # The top bidder's chip: its bid, then (the auction over, the maker)
                # its high bid.
                over = state.phase is Phase.TRUMP
                mine = f"{'high bid: ' if over else 'bid '}{top.action.tricks}"
                assert mine in chips(html, names[top.seat])
                seen_bids += 1
            else:
                assert "No bid yet" in panel
            # No upcard in Bid Euchre: no card in the middle, no "Upcard" line.
            assert group(html, "the bidding") is not None
            assert "Upcard" not in html and "upcard" not in html
            centre = group(html, "middle of the table")
            assert centre.find(f".//{SVG}svg") is None
        # Trump named: the high bidder's chip, the high bid in the panel.
        maker = [t.seat for t in deal.history if t.action.kind is ActionKind.BID][-1]
        deal.apply(deal.legal_actions()[0])
        assert deal.maker == maker
        html = deal_html(deal)
        assert f"high bid: {deal.high_bid}" in chips(html, names[maker])
        assert f"High bid: {deal.high_bid} tricks, {names[maker]}" in html
        assert f", named by {names[maker]}" in html
        assert "the bidding" not in labels(html)
    assert seen_bids >= 10


def test_a_stuck_dealer_and_a_thrown_in_auction() -> None:
    stuck = Deal.shuffled(seed=5, rules=BID, dealer=2)
    for _ in range(3):
        stuck.apply(Action.pass_())
    html = deal_html(stuck)
    assert "No bid yet" in text_of(group(html, "the bidding"))
    assert "▶ to bid" in chips(html, "North")  # stuck: no passing
    assert "North to bid 3 tricks (the dealer is stuck)." in html
    stuck.apply(Action.bid(3))
    html = deal_html(stuck)
    assert "High bid: 3 tricks, North" in text_of(group(html, "the bidding"))
    assert "North to name trump" in html
    thrown = BID.replace(stick_the_dealer=False)
    deal = Deal.shuffled(seed=1, rules=thrown, dealer=0)
    for _ in range(4):
        deal.apply(Action.pass_())
    assert deal.is_over
    html = deal_html(deal)
    assert "Nobody bid" not in html or "Trump: not yet made" in html
    assert escape(result_words(deal.result, FOUR)) in html  # type: ignore[arg-type]
    assert all(chips(html, name).count("passed") == 1 for name in FOUR)


def test_six_card_views_count_the_cards_and_show_none_unseen() -> None:
    for seed in range(6):
        deal = play(BID, seed, lambda d: len(d.tricks) == 2 and len(d.current_trick) == 1)
        for seat in range(4):
            html = view_html(deal.view(seat))
            spoken = labels(html)
            for other in set(range(4)) - {seat}:
                held = len(deal.hand(other))
                assert f"{FOUR[other]}: {held} face-down card{'s' * (held != 1)}" in spoken
            unseen = {c for s in range(4) if s != seat for c in deal.hand(s)}
            assert [c for c in unseen if shows(html, c)] == []
            assert "you" in chips(html, FOUR[seat])


def test_a_moon_shows_the_partner_sitting_out_and_the_card_given() -> None:
    found = 0
    for seed in range(120):
        deal = play(MOON, seed, lambda d: any(t.action.kind is ActionKind.MOON for t in d.history))
        if not deal.moon:
            continue
        bidder = next(t.seat for t in deal.history if t.action.kind is ActionKind.MOON)
        partner = (bidder + 2) % 4
        while deal.phase is not Phase.PLAY:
            deal.apply(deal.legal_actions()[0])
        html = deal_html(deal)
        assert "sitting out" in chips(html, FOUR[partner])
        assert "shot the moon" in chips(html, FOUR[bidder])
        assert f"{FOUR[bidder]} shoots the moon: all six tricks alone" in html
        # The bidder holds six again (one given, one discarded); the partner five.
        for seat in range(4):
            view = labels(view_html(deal.view(seat)))
            for other in set(range(4)) - {seat}:
                held = len(deal.hand(other))
                assert f"{FOUR[other]}: {held} face-down card{'s' * (held != 1)}" in view
        assert len(deal.hand(bidder)) == 6 and len(deal.hand(partner)) == 5
        found += 1
        if found == 2:
            break
    assert found == 2


def test_negative_scores_and_no_trump_are_drawn() -> None:
    rules = BID.replace(allow_no_trump=True)
    deal = Deal.shuffled(seed=3, rules=rules, dealer=0, score=(-5, 12))
    deal.apply(Action.bid(4))
    for _ in range(3):
        deal.apply(Action.pass_())
    deal.apply(Action.trump(None))
    html = deal_html(deal)
    assert "Trump: <b>no trump</b>, named by West" in html
    assert re.search(
        r"<tr[^>]*><td[^>]*>South and North</td><td[^>]*>0</td><td[^>]*>\u22125</td></tr>", html
    )


def test_bid_words_refuse_what_is_no_bid() -> None:
    assert [bid_words(a) for a in (Action.bid(3), Action.pass_(), Action.moon())] == [
        "bid 3",
        "passed",
        "shot the moon",
    ]
    with pytest.raises(EuchreError, match="is not a bid"):
        bid_words(Action.play("AS"))
    with pytest.raises(EuchreError, match="is not a bid"):
        bid_words("bid 4")  # type: ignore[arg-type]
    assert high_bid_words(1, 6, moon=True) == "West shoots the moon: all six tricks alone"
    assert high_bid_words(3, 5, seat_names=["Ann", "Bo", "Cy", "Di"]) == "High bid: 5 tricks, Di"
    assert high_bid_words(None, None) == "Nobody bid"
    with pytest.raises(EuchreError, match="0 to 3"):
        high_bid_words(4, 3)
    with pytest.raises(EuchreError, match="3 to 6 of the six tricks"):
        high_bid_words(0, 7)
    with pytest.raises(EuchreError, match="True or False"):
        high_bid_words(0, 3, moon="yes")  # type: ignore[arg-type]


# ----------------------------------------------------------------- five-handed


def called_deals(stop: Callable[[Deal], bool], count: int = 6) -> list[Deal]:
    """Five-handed deals with a partner called (not alone), stopped where ``stop``
    first holds."""
    out = []
    for seed in range(80):
        deal = play(FIVE, seed, lambda d: d.called_card is not None and stop(d))
        if deal.called_card is not None and not deal.maker_alone and not deal.is_over:
            out.append(deal)
        if len(out) == count:
            break
    assert len(out) == count
    return out


def test_the_called_card_is_shown_once_called() -> None:
    deal = called_deals(lambda d: True, 1)[0]
    before = deal.at(len(deal.history) - 1)
    assert before.phase is Phase.PARTNER
    assert "Called card" not in deal_html(before)
    maker = FIVE_NAMES[before.to_act]  # type: ignore[index]
    assert f"{maker} to call a card" in deal_html(before)
    card = deal.called_card
    for seat in range(5):
        assert f"Called card: {card}" in view_html(deal.view(seat))
    assert f"Called card: {card}" in deal_html(deal)


def test_no_view_names_the_partner_before_the_called_card_is_played() -> None:
    checked = 0
    for deal in called_deals(lambda d: d.partner_revealed, 8):
        card = deal.called_card
        assert card is not None
        steps = len(deal.history)
        start = next(n for n in range(steps + 1) if deal.at(n).called_card is not None)
        for step in range(start, steps):
            state = deal.at(step)
            holder = state.partner
            for seat in range(5):
                html = view_html(state.view(seat))
                assert "Partner:" not in html
                for other in range(5):
                    assert "partner" not in chips(html, FIVE_NAMES[other])
                    held = [c for c in chips(html, FIVE_NAMES[other]) if c.startswith("holds")]
                    # The holder knows it holds the card; nobody else learns who does.
                    assert held == ([f"holds the {card}"] if other == seat == holder else [])
                if seat == holder:
                    assert f"Called card: {card} (you hold it;" in html
                    # badged in the hand (after "legal" when it may be played)
                    assert re.search(f'aria-label="{card.name}(, legal)?, called"', html)
                else:
                    assert f"Called card: {card} (its holder is the partner" in html
                    assert ">called</text>" not in html
                unseen = {c for s in range(5) if s != seat for c in state.hand(s)}
                unseen -= {card, state.upcard}
                assert [c for c in unseen if shows(html, c)] == []
                checked += 1
        # Once it is played, every view names the partner.
        names = [FIVE_NAMES[s] for s in range(5)]
        holder = deal.partner
        assert holder is not None
        for seat in range(5):
            html = view_html(deal.view(seat))
            assert f"Partner: {names[holder]}, who played the called {card}" in html
            assert "partner" in chips(html, names[holder])
    assert checked > 100


def test_a_full_table_names_the_holder_only_of_a_hand_it_shows() -> None:
    checked = 0
    for deal in called_deals(lambda d: len(d.tricks) == 1 and not d.partner_revealed, 4):
        holder = deal.partner
        card = deal.called_card
        if holder is None or card is None or deal.partner_revealed:
            continue
        checked += 1
        hidden = tuple(s != holder for s in range(5))
        html = deal_html(deal, show=hidden)
        # the called card is named aloud to every seat (for the eye, and in words)
        said = html.replace(f"Called card: {card}", "").replace(f"Called card: {card.name}", "")
        assert not shows(said, card)
        assert all(not c.startswith("holds") for s in range(5) for c in chips(html, FIVE_NAMES[s]))
        html = deal_html(deal)
        assert f"holds the {card}" in chips(html, FIVE_NAMES[holder])
        assert f"{FIVE_NAMES[holder]} holds it" in html
    assert checked >= 2


def test_a_called_card_in_the_kitty_is_told_at_the_end() -> None:
    for seed in range(300):
        deal = play(FIVE, seed)
        if deal.called_card is not None and not deal.maker_alone and deal.partner is None:
            html = deal_html(deal)
            assert f"Called card: {deal.called_card}, never played: it was in the kitty" in html
            assert "Partner:" not in html
            return
    pytest.fail("no deal in 300 called a card from the kitty")


def test_five_card_tricks_are_named_by_the_five_seats() -> None:
    deal = play(FIVE, 9)
    trick = deal.tricks[0]
    assert len(trick.cards) == 5
    text = trick_text(trick, trump=deal.trump)
    assert [part.split(" ")[0] for part in text.split(", ")] == [FIVE_NAMES[s] for s in trick.seats]
    assert trick_html(trick, trump=deal.trump).count(">wins</text>") == 1
    pairs = tuple(zip(trick.seats[:3], trick.cards[:3], strict=True))
    assert trick_text(pairs, players=5).split(", ")[0].startswith(FIVE_NAMES[trick.seats[0]])
    with pytest.raises(EuchreError, match="is not allowed"):
        trick_text(((5, Card("9C")),), players=5)
    # Pairs name no table: without players= they are a four-handed trick's, and the
    # refusal says how to name another.
    with pytest.raises(EuchreError, match=r"seats 0 to 3, each playing once \(for another form"):
        trick_text(((4, Card("9C")),))


def test_drawings_are_deterministic() -> None:
    for rules in (BID, FIVE):
        one = play(rules, 11, lambda d: len(d.tricks) == 3)
        two = play(rules, 11, lambda d: len(d.tricks) == 3)
        assert deal_html(one) == deal_html(two)
        assert view_html(one.view(2)) == view_html(two.view(2))


def test_a_score_below_zero_has_a_minus_sign_on_the_board() -> None:
    """Bid Euchre's scores fall below zero: the board's score table wrote "-26" with a
    hyphen, where the score block under it, and every table of the book, write −26."""
    from euchre.render import deal_html

    deal = Deal.shuffled(seed=1, dealer=0, rules=Rules.bid_euchre(), score=(-26, 5))
    board = deal_html(deal)
    assert ">\u221226<" in board and ">-26<" not in board
