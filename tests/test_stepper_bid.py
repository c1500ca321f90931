"""The stepper through deals of Bid Euchre and five-handed call-your-partner: a frame
per action, the auction bid by bid, six tricks to jump to, five seats with two at
the top, the called card from the call on and its holder named only once it is
played, and no face-down card shown before it is played."""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from html import escape
from html.parser import HTMLParser

import pytest
from render_support import hands_heard

from euchre import Card, Deal, Rules
from euchre.actions import Action, ActionKind
from euchre.annotations import Annotations
from euchre.errors import EuchreError
from euchre.narration import result_words, seat_names
from euchre.render import TURN_MARK, bid_words
from euchre.stepper import annotation_steps, call_steps, comments_html, stepper_html

BID = Rules.bid_euchre()
FIVE = Rules.five_handed()
FORMS = {"bid_euchre": BID, "five_handed": FIVE}


def play(rules: Rules, seed: int, until: Callable[[Deal], bool] = lambda d: False) -> Deal:
    """A seeded deal of ``rules`` played at random (a bid, an order or a call half the
    time), to the end or until ``until`` holds."""
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


def frames(html: str) -> dict[int, str]:
    parts = re.split(r'(?=<details class="eus-frame")', html)
    out = {}
    for part in parts[1:]:
        step = int(re.search(r'data-step="(\d+)"', part).group(1))  # type: ignore[union-attr]
        out[step] = part[: part.index("</details>")]
    return out


class _Closed(HTMLParser):
    """Every element is closed, in order."""

    def __init__(self) -> None:
        super().__init__()
        self.stack: list[str] = []
        self.errors: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.stack.append(tag)

    def handle_endtag(self, tag: str) -> None:
        if not self.stack or self.stack[-1] != tag:
            self.errors.append(tag)
            return
        self.stack.pop()


def seat_chips(frame: str, name: str) -> list[str]:
    frame = frame.replace(TURN_MARK, "▶ ")  # the marker, for the eye only
    found = re.search(
        rf'<div class="eus-name">{name}((?:<span class="eus-chip[^"]*">[^<]*</span>)*)</div>', frame
    )
    assert found is not None, name
    return re.findall(r">([^<]+)</span>", found.group(1))


def middle(frame: str) -> str:
    start = frame.index('class="eus-mid"')
    return frame[start : frame.index('<div class="eus-foot">', start)]


@pytest.mark.parametrize("form", list(FORMS))
def test_the_stepper_steps_through_a_whole_deal(form: str) -> None:
    rules = FORMS[form]
    for seed in (1, 6):
        deal = play(rules, seed)
        names = seat_names(players=rules.players)
        html = stepper_html(deal, title=f"A deal of {form}")
        checker = _Closed()
        checker.feed(html)
        assert checker.errors == [] and checker.stack == []
        steps = frames(html)
        assert sorted(steps) == list(range(len(deal.history) + 1))
        assert html.count("Jump to the end of trick") == rules.hand_size == len(deal.tricks)
        for step, frame in steps.items():
            for name in names:
                assert f'<div class="eus-name">{name}' in frame
            state = deal.at(step)
            heard = hands_heard(frame)
            for seat, name in enumerate(names):
                held = ", ".join(c.name for c in state.hand(seat)) or "no cards"
                assert f"{name}'s hand: {held}" in heard
        last = steps[len(deal.history)]
        assert escape(result_words(deal.result, names)) in last  # type: ignore[arg-type]
        mid = middle(last)
        assert mid.count('class="eus-spot"') == rules.players - len(deal.sitting_out)
        assert f"won by {names[deal.tricks[-1].winner]}" in mid


def test_bid_euchre_steps_through_the_auction_bid_by_bid() -> None:
    deal = play(BID, 3)
    names = seat_names(players=4)
    steps = frames(stepper_html(deal))
    assert f"The deal: {names[deal.dealer]} deals 6 cards each." in steps[0]
    auction = [t for t in deal.history if t.action.is_bid]
    for step in range(len(auction) + 1):
        mid = middle(steps[step])
        said = [f"{names[t.seat]} {bid_words(t.action)}" for t in auction[:step]]
        assert all(line in mid for line in said), step
        assert 'aria-label="the bidding"' in mid
        assert "<svg" not in mid  # no upcard in Bid Euchre
    # Once trump is named, the foot says the high bid and who named trump.
    named = next(n for n, t in enumerate(deal.history, 1) if t.action.kind is ActionKind.TRUMP)
    maker = names[deal.history[named - 1].seat]
    foot = steps[named][steps[named].index('<div class="eus-foot">') :]
    assert f"High bid: {deal.high_bid} tricks, {maker}" in foot
    assert f"made by {maker}" in foot
    assert f"high bid: {deal.high_bid}" in seat_chips(steps[named], maker)
    # The calls that comments are keyed to are the bids (as EGN's auction lists them);
    # naming trump is not one.
    assert call_steps(deal) == list(range(1, len(auction) + 1))
    assert named == len(auction) + 1
    last_bid = len(auction) - 1
    notes = Annotations(calls={last_bid: ["[!]The last word."]}, plays={0: ["A lead."]})
    keyed = annotation_steps(deal, notes)
    assert keyed[len(auction)] == ["[!]The last word."]
    first = next(n for n, t in enumerate(deal.history, 1) if t.action.kind is ActionKind.PLAY)
    assert keyed[first] == ["A lead."]
    with pytest.raises(EuchreError, match=f"this deal has {len(auction)} calls"):
        annotation_steps(deal, Annotations(calls={len(auction): ["Trump?"]}))
    assert "A lead." in comments_html(deal, annotations=notes)


def test_five_handed_steps_name_the_partner_only_once_the_card_is_played() -> None:
    names = seat_names(players=5)
    done = 0
    for seed in range(60):
        deal = play(FIVE, seed)
        card = deal.called_card
        holder = deal.partner
        if card is None or holder is None:
            continue
        called = next(
            n for n, t in enumerate(deal.history, 1) if t.action.kind is ActionKind.PARTNER
        )
        shown = next(
            n
            for n, t in enumerate(deal.history, 1)
            if t.action.kind is ActionKind.PLAY and t.action.card == card
        )
        steps = frames(stepper_html(deal, show=(True,) + (False,) * 4))
        for step, frame in steps.items():
            foot = frame[frame.index('<div class="eus-foot">') :]
            # Two seats share the top, side by side.
            assert re.search(
                rf'<div style="grid-area:top;[^"]*"><div class="eus-seat[^"]*"><div class="eus-name">{names[2]}',
                frame,
            )
            if step < called:
                assert "Called card" not in foot
            elif step < shown:
                assert f"Called card: {card} (its holder is the partner, secret" in foot
                assert all("partner" not in seat_chips(frame, n) for n in names)
            else:
                assert f"Partner: {names[holder]}, who played the called {card}" in foot
                assert "partner" in seat_chips(frame, names[holder])
        done += 1
        if done == 3:
            return
    pytest.fail("fewer than three deals called a card held by a player")


@pytest.mark.parametrize("form", list(FORMS))
def test_a_face_down_seat_shows_a_card_only_once_played(form: str) -> None:
    rules = FORMS[form]
    deal = play(rules, 4)
    hidden = 1
    html = stepper_html(deal, show=tuple(s != hidden for s in range(rules.players)))
    unseen = set(deal.dealt_hand(hidden)) | {Card.from_id(i) for i in deal.kitty[1:]}
    if rules.players == 5 and deal.called_card is not None:
        unseen.discard(deal.called_card)
    if deal.discard is not None and deal.dealer == hidden:
        unseen.add(deal.discard)
    for step, frame in frames(html).items():
        state = deal.at(step)
        down = {c for t in state.tricks for c in t.cards} | {c for _, c in state.current_trick}
        if deal.upcard is not None:
            down.add(deal.upcard)
        leaked = [c for c in unseen - down if c.name in frame]
        assert leaked == [], (step, leaked)


def test_a_moon_steps_with_the_partner_sitting_out() -> None:
    rules = BID.replace(shoot_the_moon=True)
    deal = Deal.shuffled(seed=8, rules=rules, dealer=3)
    deal.apply(Action.moon())  # South, left of the dealer, shoots the moon
    deal.apply(Action.trump("S"))
    while not deal.is_over:
        deal.apply(deal.legal_actions()[0])
    names = seat_names(players=4)
    steps = frames(stepper_html(deal))
    last = steps[len(deal.history)]
    assert "sitting out" in seat_chips(last, "North")
    assert "shot the moon" in seat_chips(last, "South")
    assert "South shoots the moon: all six tricks alone" in last
    assert middle(last).count('class="eus-spot"') == 3
    assert escape(result_words(deal.result, names)) in last  # type: ignore[arg-type]
