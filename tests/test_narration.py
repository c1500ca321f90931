"""Narration comes from one place (euchre.narration): every phase, every kind of
result and every kind of action has words, and the old copies are gone."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from euchre import Card, Deal, Rules
from euchre.actions import Action, ActionKind
from euchre.deal import Phase, Turn
from euchre.errors import EuchreError, IllegalActionError
from euchre.narration import (
    PHASE_WORDS,
    RESULT_KINDS,
    SEAT_NAMES,
    action_words,
    deal_story,
    phase_words,
    result_kind,
    result_words,
    seat_name,
    seat_names,
    seat_role,
    team_name,
    turn_words,
)

ENGINE = Path(__file__).resolve().parents[1] / "euchre"


def test_one_seat_naming_system() -> None:
    from euchre import render

    assert SEAT_NAMES == ("South", "West", "North", "East")
    assert render.DEFAULT_SEAT_NAMES is SEAT_NAMES
    assert [seat_name(s) for s in range(4)] == list(SEAT_NAMES)
    assert team_name(0) == "South and North" and team_name(1) == "West and East"
    assert seat_role(1, dealer=0) == "left of the dealer"
    assert seat_role(0, dealer=0) == "the dealer"
    # A wrong seat or team is refused with the class Deal.view and the solver use.
    for bad in (4, -1, True, "1", None):
        with pytest.raises(IllegalActionError):
            seat_name(bad)  # type: ignore[arg-type]
    with pytest.raises(IllegalActionError, match="2 is not a team"):
        team_name(2)
    # The refusal lists the seats by the names in use, from the one place seats are
    # refused (euchre.seats).
    with pytest.raises(EuchreError, match=r"are 0 \(Ann\), 1 \(Bo\), 2 \(Cy\) and 3 \(Di\)\.$"):
        seat_name(4, ["Ann", "Bo", "Cy", "Di"])
    with pytest.raises(EuchreError, match=r"; West is 1\.$"):
        seat_name("west")  # type: ignore[arg-type]
    with pytest.raises(EuchreError):
        seat_names(["A", "B", "C"])
    with pytest.raises(EuchreError):
        seat_names("ABCD")


@pytest.mark.parametrize("phase", list(Phase))
def test_every_phase_has_words(phase: Phase) -> None:
    assert phase.value in PHASE_WORDS
    assert phase_words(phase).strip()
    if phase is not Phase.OVER:
        assert turn_words(phase).startswith("to ")
    assert "Phase" not in phase_words(phase)


def _weak_hand_redeal() -> Deal:
    hands = ["9C TC 9D TD 9H", "JC QC KC AC TH", "JD QD KD AD JH", "QH KH AH 9S TS"]
    deal = Deal.new(
        dealer=3, hands=hands, kitty="JS QS KS AS", rules=Rules(weak_hand_redeal="farmer")
    )
    deal.apply("redeal")
    return deal


def _thrown_in() -> Deal:
    deal = Deal.shuffled(seed=11, dealer=0)
    for _ in range(8):
        deal.apply("pass")
    return deal


def _played(seed: int) -> Deal:
    rng = random.Random(seed)
    rules = Rules(defend_alone=True, fast_break=True)
    deal = Deal.shuffled(seed=seed, dealer=seed % 4, rules=rules)
    while not deal.is_over:
        deal.apply(rng.choice(deal.legal_actions()))
    return deal


def _deals_of_every_kind() -> dict[str, Deal]:
    found: dict[str, Deal] = {"redeal": _weak_hand_redeal(), "thrown in": _thrown_in()}
    seed = 0
    while len(found) < len(RESULT_KINDS) or seed < 300:
        deal = _played(seed)
        assert deal.result is not None
        found.setdefault(result_kind(deal.result), deal)
        for extra in ("alone", "defending alone"):
            key = f"{result_kind(deal.result)} {extra}"
            alone = deal.result.maker_alone if extra == "alone" else deal.result.defender_alone
            if alone and deal.result.maker is not None:
                found.setdefault(key, deal)
        seed += 1
    return found


def test_every_kind_of_result_has_its_own_words() -> None:
    deals = _deals_of_every_kind()
    assert set(RESULT_KINDS) <= set(deals)
    words = {kind: result_words(deal.result) for kind, deal in deals.items() if deal.result}
    assert len({words[kind] for kind in RESULT_KINDS}) == len(RESULT_KINDS)  # all differ
    assert words["redeal"].startswith("Redeal: South showed a weak hand")
    assert "passed twice" not in words["redeal"]
    assert words["thrown in"].startswith("Thrown in: all four passed twice")
    assert "euchred" in words["euchred"] and "a march" in words["march"]
    assert "made it" in words["made"]
    assert "fast break, so nobody scores" in words["fast break"]
    for kind, deal in deals.items():
        result = deal.result
        assert result is not None
        text = words[kind]
        assert str(result) == text  # DealResult.__str__ is the same sentence
        assert "seat" not in text.lower() and "team 0" not in text and "team 1" not in text
        if result.maker is not None and not result.fast_break:
            scorer = result.scoring_team
            assert scorer is not None
            assert f"score {result.points[scorer]} point" in text
            assert team_name(scorer) in text
            assert ("alone" in text) == (result.maker_alone or result.defender_alone is not None)


def test_every_kind_of_action_has_words() -> None:
    rules = Rules(
        allow_no_trump=True,
        defend_alone=True,
        weak_hand_redeal="farmer",
        partners_best="partner",
        go_under=True,
    )
    seen: set[ActionKind] = set()
    forms = (rules, Rules.bid_euchre().replace(shoot_the_moon=True), Rules.five_handed())
    for seed in range(600):
        rng = random.Random(seed)
        table = forms[seed % 3]
        deal = Deal.shuffled(seed=seed, dealer=seed % 4, rules=table)
        names = seat_names(players=table.players)
        while not deal.is_over:
            for action in deal.legal_actions():
                seat = deal.to_act
                assert seat is not None
                text = action_words(deal, Turn(seat, action))
                assert text.startswith(names[seat]) and text.endswith(".")
                assert "Action" not in text and "Phase" not in text
                seen.add(action.kind)
            deal.apply(rng.choice(deal.legal_actions()))
    assert seen >= set(ActionKind) - {ActionKind.NAME, ActionKind.REDEAL}
    weak = _weak_hand_redeal().restart()
    assert action_words(weak, Turn(0, Action.redeal())) == (
        "South shows a weak hand and asks for a redeal."
    )
    joker = Deal.shuffled(seed=0, rules=Rules(joker=True))
    assert action_words(joker, Turn(0, Action.name("S"))).startswith("South names spades")


def ordered_up(passes: int) -> tuple[Deal, Card]:
    """Seed 11's deal with South dealing: ``passes`` passes, an order, the dealer's
    discard. Returns the deal and the card discarded."""
    deal = Deal.shuffled(seed=11, dealer=0)
    for _ in range(passes):
        deal.apply("pass")
    deal.apply("order")
    discard = deal.legal_actions()[0]
    assert discard.card is not None
    deal.apply(discard)
    return deal, discard.card


def test_a_deal_told_from_the_deal_to_the_score() -> None:
    deal, discarded = ordered_up(1)
    story = deal_story(deal)
    assert story[0] == f"South deals and turns up the {deal.upcard}."
    assert story[2].startswith(
        f"North, the dealer's partner, assists (orders up the {deal.upcard})"
    )
    assert (
        story[3] == f"South, the dealer, picks up the {deal.upcard} and discards the {discarded}."
    )
    while not deal.is_over:
        deal.apply(deal.legal_actions()[0])
    story = deal_story(deal)
    assert sum("wins trick" in line for line in story) == 5
    assert story[-1] == str(deal.result)


def test_the_old_copies_are_gone() -> None:
    for name in ("deal.py", "render.py", "stepper.py"):
        source = (ENGINE / name).read_text(encoding="utf-8")
        assert "passed twice" not in source, name
        assert "_result_words" not in source and "_PHASE_WORDS" not in source, name
        assert '("South", "West", "North", "East")' not in source, name
    assert "passed twice" in (ENGINE / "narration.py").read_text(encoding="utf-8")


def test_the_first_hand_page_explains_every_decision() -> None:
    """book/bookglue.explain_deal: one beginner's sentence for every call and card."""
    import sys

    pytest.importorskip("myst_nb")
    sys.path.insert(0, str(ENGINE.parent / "book"))
    try:
        from bookglue import explain_deal  # type: ignore[import-not-found]
    finally:
        sys.path.pop(0)
    from euchre.bots import RuleBot
    from euchre.stepper import call_steps, play_steps

    bot = RuleBot()
    for seed in range(12):
        deal = Deal.shuffled(seed=seed, dealer=seed % 4)
        while not deal.is_over:
            seat = deal.to_act
            assert seat is not None
            deal.apply(bot.act(deal.view(seat)))
        notes = explain_deal(deal)
        assert sorted(notes.calls) == list(range(len(call_steps(deal))))
        assert sorted(notes.plays) == list(range(len(play_steps(deal))))
        for texts in [*notes.calls.values(), *notes.plays.values()]:
            assert len(texts) == 1 and texts[0].endswith(".")
            assert any(name in texts[0] for name in SEAT_NAMES)
            assert "Action" not in texts[0] and "seat" not in texts[0]
        if deal.tricks:
            # The last trick's lead is the leader's only card left: a forced play,
            # told as one, not with the hopes of a chosen lead.
            last_lead = len(play_steps(deal)) - len(deal.tricks[-1].cards)
            assert "has one card left" in notes.plays[last_lead][0]


def test_the_dealers_own_pick_up_is_told_once() -> None:
    deal, discarded = ordered_up(3)
    story = deal_story(deal)
    assert story[-2] == (
        f"South, the dealer, picks up the {deal.upcard}: {deal.upcard.suit.plural} are trump."
    )
    assert story[-1] == f"South, the dealer, discards the {discarded}."
    assert sum("picks up" in line for line in story) == 1


def test_going_under_the_words_count_the_cards_left_to_bury() -> None:
    """Going under buries three cards one at a time. After the first, the deal's
    text, its refusal of another seat and its drawings still said "bury three cards";
    they count the cards left, as the deal does."""
    from euchre.narration import cards_buried
    from euchre.render import deal_html, view_html

    hands = ["9C TC 9D TD QH", "JC QC KC AC TH", "JD QD KD AD JH", "9H KH AH 9S TS"]
    deal = Deal.new(dealer=3, hands=hands, kitty="JS QS KS AS", rules=Rules(go_under=True))
    deal.apply("go under")
    for left, more in [(3, "three cards"), (2, "two more cards"), (1, "one more card")]:
        words = f"bury {more} under the upcard (going under)"
        assert cards_buried(deal.history) == 3 - left
        assert f"South to {words}." in str(deal)
        assert words in deal_html(deal) and words in view_html(deal.view(0))
        with pytest.raises(EuchreError, match=re.escape(f"South's turn ({words})")):
            deal.apply(Action.discard(deal.hand(1)[0]), seat=1)
        deal.apply(Action.discard(deal.hand(0)[0]))
    assert deal.phase is Phase.ORDER and cards_buried(deal.history) == 3
    assert f"South to {PHASE_WORDS['order']}." in str(deal)
    with pytest.raises(EuchreError, match="buried=4 is not allowed: give how many cards"):
        phase_words(Phase.UNDER, buried=4)
