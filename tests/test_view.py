"""A player's view holds what that seat may know, and nothing more."""

from __future__ import annotations

import dataclasses
import random

import pytest

from euchre import Card, Deal, IllegalActionError, Phase, PlayerView, Rules
from euchre.actions import Action, ActionKind
from euchre.view import HIDDEN_DISCARD

HANDS = ["AD KS 9H 9C TC", "JD QD AS QC KC", "KD TD QS TH QH", "9D JH AH KH 9S"]
KITTY = "AC JC JS TS"


def picked_up() -> Deal:
    """Seat 1 orders clubs up; the dealer (seat 3) picks up A♣ and discards 9♠."""
    deal = Deal.new(dealer=3, hands=HANDS, kitty=KITTY)
    for action in ("pass", "order", "discard 9S"):
        deal.apply(action)
    return deal


def every_card_in(view: PlayerView) -> set[Card]:
    """Every card object reachable from the view's fields."""
    found: set[Card] = set()

    def walk(value: object) -> None:
        if isinstance(value, Card):
            found.add(value)
        elif isinstance(value, (tuple, list)):
            for item in value:
                walk(item)
        elif dataclasses.is_dataclass(value) and not isinstance(value, type):
            for f in dataclasses.fields(value):
                walk(getattr(value, f.name))
        elif hasattr(value, "__slots__") and not isinstance(value, (Rules, str, int)):
            for name in getattr(value, "__slots__", ()):
                walk(getattr(value, name, None))

    for f in dataclasses.fields(view):
        walk(getattr(view, f.name))
    return found


def test_view_shows_own_hand_and_upcard_only() -> None:
    deal = Deal.new(dealer=3, hands=HANDS, kitty=KITTY)
    for seat in range(4):
        view = deal.view(seat)
        assert view.seat == seat and view.hand == deal.hand(seat)
        assert view.upcard == Card("AC")
        assert every_card_in(view) == set(deal.hand(seat)) | {Card("AC")}
        assert not hasattr(view, "hands") and not hasattr(view, "kitty")


def test_dealers_discard_is_hidden_from_the_others() -> None:
    deal = picked_up()
    assert deal.discard == Card("9S") and deal.phase is Phase.PLAY
    dealer_view = deal.view(3)
    assert dealer_view.discard == Card("9S")
    assert dealer_view.history[-1].action == deal.history[-1].action
    for seat in (0, 1, 2):
        view = deal.view(seat)
        assert view.discard is None
        assert view.history[-1].action is HIDDEN_DISCARD
        assert view.history[-1].action.card is None
        assert Card("9S") not in every_card_in(view)
        # the kitty's hidden cards never appear
        assert not {Card("JC"), Card("JS"), Card("TS")} & every_card_in(view)
        assert every_card_in(view) <= set(deal.hand(seat)) | {Card("AC")}
    assert dealer_view.dealer_picked_up


def test_view_history_keeps_everything_but_the_discard() -> None:
    deal = picked_up()
    view = deal.view(0)
    assert [t.seat for t in view.history] == [t.seat for t in deal.history]
    kinds = [t.action.kind for t in view.history]
    assert kinds == [t.action.kind for t in deal.history]
    assert kinds[-1] is ActionKind.DISCARD


def test_played_cards_are_public() -> None:
    deal = picked_up()
    deal.apply("play KS")
    for seat in range(4):
        view = deal.view(seat)
        assert view.current_trick == ((0, Card("KS")),)
        assert view.played_cards == (Card("KS"),)


def test_legal_actions_only_for_the_seat_to_act() -> None:
    deal = Deal.new(dealer=3, hands=HANDS, kitty=KITTY)
    assert deal.view(0).is_my_turn
    assert deal.view(0).legal_actions() == deal.legal_actions()
    for seat in (1, 2, 3):
        assert not deal.view(seat).is_my_turn
        assert deal.view(seat).legal_actions() == []


def test_view_is_a_snapshot() -> None:
    deal = Deal.new(dealer=3, hands=HANDS, kitty=KITTY)
    view = deal.view(0)
    deal.apply("pass")
    assert view.to_act == 0 and view.history == ()
    with pytest.raises(dataclasses.FrozenInstanceError):
        view.seat = 1  # type: ignore[misc]


def test_partner_and_team() -> None:
    view = Deal.shuffled(seed=1).view(1)
    assert view.partner == 3 and view.team == 1


def test_bad_seat() -> None:
    with pytest.raises(IllegalActionError, match="not a seat"):
        Deal.shuffled(seed=1).view(4)


@pytest.mark.parametrize("seed", range(20))
def test_views_never_leak_during_random_deals(seed: int) -> None:
    rng = random.Random(seed)
    rules = Rules(defend_alone=bool(seed % 2), stick_the_dealer=bool(seed % 3 == 0))
    deal = Deal.shuffled(seed=seed, dealer=seed % 4, rules=rules)
    while True:
        played = {c for t in deal.tricks for c in t.cards} | {c for _, c in deal.current_trick}
        for seat in range(4):
            view = deal.view(seat)
            allowed = set(view.hand) | played | {deal.upcard}
            if seat == deal.dealer and deal.discard is not None:
                allowed.add(deal.discard)
            assert every_card_in(view) <= allowed
            assert view.hand == deal.hand(seat)
        if deal.is_over:
            break
        deal.apply(rng.choice(deal.legal_actions()))


def test_str() -> None:
    deal = Deal.new(dealer=3, hands=HANDS, kitty=KITTY)
    text = str(deal.view(0))
    assert "Your cards: 9♣ 10♣ A♦ 9♥ K♠" in text
    assert "Your turn: pass, order, order alone" in text
    assert "J♦" not in text


def test_str_names_cards_as_printed() -> None:
    """The dealer's choices read "discard 10♣" as the cards are printed, not the typed
    "discard TC", and each reads back as the action it names."""
    deal = Deal.shuffled(seed=11, dealer=0)
    deal.apply("pass")
    deal.apply("order")
    line = str(deal.view(0)).splitlines()[-1]
    assert line == "Your turn: " + ", ".join(f"discard {a.card}" for a in deal.legal_actions())
    assert "discard 10♣" in line and "TC" not in line
    assert [Action.parse(t) for t in line.removeprefix("Your turn: ").split(", ")] == (
        deal.legal_actions()
    )
    # The second round names suits as printed too, and reads back the same way.
    second = Deal.shuffled(seed=11, dealer=0)
    for _ in range(4):
        second.apply("pass")
    line = str(second.view(1)).splitlines()[-1]
    assert line.startswith("Your turn: pass, call ♣, call ♣ alone") and " call C" not in line
    assert [Action.parse(t) for t in line.removeprefix("Your turn: ").split(", ")] == (
        second.legal_actions()
    )


_GARBAGE = (None, "x", -1, 99, 2.5, ("x",), [], object())


@pytest.mark.parametrize("name", [f.name for f in dataclasses.fields(PlayerView)])
def test_a_hand_built_view_checks_every_field(name: str) -> None:
    view = Deal.shuffled(seed=3, dealer=0).view(1)
    refused = 0
    for value in _GARBAGE:
        try:
            dataclasses.replace(view, **{name: value})
        except IllegalActionError as error:
            assert name in str(error) and "deal.view(seat)" in str(error)
            refused += 1
    assert refused >= len(_GARBAGE) - 2  # (None is a fine value for the optional fields)
    assert dataclasses.replace(view) == view  # the engine's own view passes its checks


def test_a_finished_deals_view_says_how_it_ended() -> None:
    """Everyone at the table sees the tricks counted and the points given: the view of
    a finished deal carries its result, says it, and its drawing shows the score the
    deal left (its ``score`` stays the score before the deal, as a view's always is)."""
    from euchre.narration import result_words
    from euchre.render import view_html

    deal = Deal.new(dealer=3, hands=HANDS, kitty=KITTY, score=(4, 7))
    for action in ("pass", "order", "discard 9S"):
        deal.apply(action)
    assert deal.view(0).result is None  # not before the end
    while not deal.is_over:
        deal.apply(deal.legal_actions()[0])
    assert deal.result is not None
    for seat in range(4):
        view = deal.view(seat)
        assert view.result == deal.result and view.score == (4, 7)
        assert str(view).splitlines()[-1] == str(deal.result)
        drawn = view_html(view)
        assert result_words(deal.result) in drawn and "The deal is over." not in drawn
        after = tuple(s + p for s, p in zip((4, 7), deal.result.points, strict=True))
        assert after != (4, 7)
        # the score block's cells: team, tricks, score
        for team, points in enumerate(after):
            assert (
                f">{deal.result.tricks[team]}</td><td" in drawn and f">{points}</td></tr>" in drawn
            )


def test_the_dealer_names_the_jokers_suit_without_seeing_their_hand() -> None:
    """With the joker turned up the dealer names its suit before looking at their
    hand, so their view holds none of its cards until then (the others' views are
    as always: their own cards)."""
    from euchre.render import view_html

    deal = Deal.new(
        dealer=3,
        hands=["JH JD AH KH QH", "9C TC QC KC AC", "9S TS QS KS AS", "9D TD QD KD AD"],
        kitty="B TH 9H JC JS",
        rules=Rules(joker=True),
    )
    assert deal.phase is Phase.NAME
    blind = deal.view(3)
    assert blind.hand == () and every_card_in(blind) == {Card("B")}  # the upcard only
    assert "face down until you have named" in str(blind)
    drawn = view_html(blind)
    assert "East: 5 face-down cards" in drawn and "9♦" not in drawn
    assert deal.view(0).hand == deal.hand(0)
    deal.apply("name H")
    assert deal.view(3).hand == deal.hand(3)
