"""The drawings of the two- and three-handed forms: a table of two seats (South and
North) or three (South, West, East), tricks of two or three cards, the seats' names
from the engine, and no card a player cannot see in what that player is shown."""

from __future__ import annotations

import random
import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from html import escape

import pytest
from render_support import hands_heard

from euchre import Card, Deal, Phase, Rules
from euchre.actions import ActionKind
from euchre.annotations import Annotations
from euchre.errors import EuchreError
from euchre.narration import result_words, seat_names
from euchre.render import deal_html, trick_html, trick_text, view_html
from euchre.stepper import comments_html, stepper_html

SVG = "{http://www.w3.org/2000/svg}"
FORMS = {"two-handed": Rules.two_handed(), "cutthroat": Rules.cutthroat()}
ALL_SEATS = ("South", "West", "North", "East")


def play(rules: Rules, seed: int, *, until: str) -> Deal:
    """A seeded deal of ``rules``: the first to speak orders up, the dealer discards
    the first card it may, and the cards are played at random (seeded), up to
    ``until``: ``"start"``, ``"mid"`` (two tricks done and the next one started) or
    ``"over"``."""
    deal = Deal.shuffled(seed=seed, rules=rules, dealer=seed % rules.players)
    rng = random.Random(seed)
    while not deal.is_over:
        if until == "start":
            break
        if until == "mid" and len(deal.tricks) == 2 and deal.current_trick:
            break
        actions = deal.legal_actions()
        orders = [a for a in actions if str(a) == "order"]
        deal.apply(orders[0] if deal.phase is Phase.ORDER and orders else rng.choice(actions))
    return deal


def cases() -> Iterator[tuple[str, int, str]]:
    for form in FORMS:
        for seed in (3, 8):
            for until in ("start", "mid", "over"):
                yield form, seed, until


CASES = list(cases())


def ids(case: tuple[str, int, str]) -> str:
    return "-".join(map(str, case))


def labels(html: str) -> list[str]:
    """The spoken names of every group and card in the drawing, in document order."""
    root = ET.fromstring(html)
    return [el.attrib["aria-label"] for el in root.iter() if "aria-label" in el.attrib]


def middle(html: str) -> list[str]:
    """The spoken names of the cards in the middle of the table."""
    root = ET.fromstring(html)
    (centre,) = [el for el in root.iter() if el.attrib.get("aria-label") == "middle of the table"]
    return [el.attrib["aria-label"] for el in centre.iter(f"{SVG}svg")]


def hidden_from(deal: Deal, seat: int) -> set[Card]:
    """The cards ``seat`` cannot know now: the others' hands, the kitty under the
    upcard, and the dealer's discard unless ``seat`` deals."""
    unseen = {c for s in range(deal.players) if s != seat for c in deal.hand(s)}
    unseen |= {Card.from_id(i) for i in deal.kitty[1:]}
    if deal.discard is not None and seat != deal.dealer:
        unseen.add(deal.discard)
    return unseen - {deal.upcard}


def shows(html: str, card: Card) -> bool:
    """The card's face appears: its spoken name or its short form (``J♦``)."""
    return card.name in html or str(card) in html


# ---------------------------------------------------------------------- the table


@pytest.mark.parametrize("case", CASES, ids=ids)
def test_the_table_has_one_place_per_player(case: tuple[str, int, str]) -> None:
    form, seed, until = case
    deal = play(FORMS[form], seed, until=until)
    names = seat_names(players=deal.players)
    assert names == {"two-handed": ("South", "North"), "cutthroat": ("South", "West", "East")}[form]
    html = deal_html(deal)
    for seat, name in enumerate(names):
        hand = ", ".join(c.name for c in deal.hand(seat)) or "no cards"
        assert f"{name}'s hand: {hand}" in hands_heard(html)
    for absent in set(ALL_SEATS) - set(names):
        assert absent not in html
    # The score panel: one row per player, with the tricks each has taken.
    for name, won in zip(names, deal.tricks_won, strict=True):
        assert re.search(rf"<tr[^>]*><td[^>]*>{name}</td><td[^>]*>{won}</td>", html), name
    assert re.search(r"<th style='[^']*text-align:left'>player</th>", html)
    assert len(deal.tricks_won) == deal.players


@pytest.mark.parametrize("case", CASES, ids=ids)
def test_the_middle_shows_the_trick_of_two_or_three_cards(case: tuple[str, int, str]) -> None:
    form, seed, until = case
    deal = play(FORMS[form], seed, until=until)
    html = deal_html(deal)
    centre = middle(html)
    if until == "start":
        assert deal.phase is Phase.ORDER
        assert centre == [f"{deal.upcard.name}, upcard"]
        return
    trick = deal.current_trick or tuple(
        zip(deal.tricks[-1].seats, deal.tricks[-1].cards, strict=True)
    )
    assert [name.split(",")[0] for name in centre] == [c.name.split(",")[0] for _, c in trick]
    assert "led" in centre[0]
    if until == "over":
        last = deal.tricks[-1]
        assert len(last.cards) == deal.players == len(centre)
        names = seat_names(players=deal.players)
        assert f"Last trick: {names[last.winner]} won it" in html
        assert escape(result_words(deal.result, names)) in html  # type: ignore[arg-type]
        assert sum("wins" in name for name in centre) == 1
    else:
        assert 0 < len(centre) < deal.players
        assert f"Trick {len(deal.tricks) + 1}" in html


@pytest.mark.parametrize("case", CASES, ids=ids)
def test_a_view_shows_no_card_its_player_cannot_see(case: tuple[str, int, str]) -> None:
    form, seed, until = case
    deal = play(FORMS[form], seed, until=until)
    names = seat_names(players=deal.players)
    for seat in range(deal.players):
        html = view_html(deal.view(seat))
        assert [c for c in hidden_from(deal, seat) if shows(html, c)] == []
        spoken = labels(html)
        mine = ", ".join(c.name for c in deal.hand(seat)) or "no cards"
        assert f"{names[seat]}'s hand: {mine}" in hands_heard(html)
        for other in set(range(deal.players)) - {seat}:
            held = len(deal.hand(other))
            assert f"{names[other]}: {held} face-down card{'' if held == 1 else 's'}" in spoken
        assert "you" in html
        # What everyone has seen is there: the upcard, and the trick in the middle.
        assert str(deal.upcard) in html
        for _, card in deal.current_trick:
            assert card.name in html


@pytest.mark.parametrize("form", list(FORMS))
def test_a_face_down_seat_and_the_kitty_stay_hidden_in_the_full_table(form: str) -> None:
    deal = play(FORMS[form], 8, until="mid")
    show = tuple(seat == 0 for seat in range(deal.players))
    html = deal_html(deal, show=show)
    shown = {c for _, c in deal.current_trick} | set(deal.hand(0)) | {deal.upcard}
    if deal.dealer == 0 and deal.discard is not None:
        shown.add(deal.discard)
    everything = [Card.from_id(i) for i in deal.kitty] + [
        c for s in range(deal.players) for c in deal.hand(s)
    ]
    assert [c for c in everything if c not in shown and shows(html, c)] == []


@pytest.mark.parametrize("form", list(FORMS))
def test_the_table_turns_with_bottom(form: str) -> None:
    deal = play(FORMS[form], 3, until="start")
    names = seat_names(players=deal.players)
    for bottom in range(deal.players):
        html = deal_html(deal, bottom=bottom)
        # Drawn in place order (top, left, right, bottom): the bottom seat comes last.
        hands = hands_heard(html)
        assert hands[-1].startswith(f"{names[bottom]}'s hand")
        assert sorted(hands) == sorted(
            f"{n}'s hand: " + ", ".join(c.name for c in deal.hand(s)) for s, n in enumerate(names)
        )


@pytest.mark.parametrize("form", list(FORMS))
def test_bad_flags_and_names_for_the_form_are_refused(form: str) -> None:
    deal = play(FORMS[form], 3, until="start")
    n = deal.players
    with pytest.raises(EuchreError, match=f"show needs {n} flags"):
        deal_html(deal, show=(True, True, True, True))
    with pytest.raises(EuchreError, match=f"0 to {n - 1}"):
        deal_html(deal, bottom=n)
    with pytest.raises(EuchreError, match=f"need {n} names"):
        deal_html(deal, seat_names=["Ann", "Bo", "Cy", "Di"])
    names = [f"Player {i}" for i in range(n)]
    assert all(name in deal_html(deal, seat_names=names) for name in names)
    assert all(name in view_html(deal.view(0), seat_names=names) for name in names)


# ---------------------------------------------------------------------- tricks


def test_a_trick_of_two_and_of_three_is_named_by_its_own_table() -> None:
    for rules in FORMS.values():
        deal = play(rules, 3, until="over")
        trick = deal.tricks[0]
        names = seat_names(players=deal.players)
        text = trick_text(trick, trump=deal.trump)
        assert text.count(",") == deal.players - 1
        assert all(names[s] in text for s in trick.seats)
        html = trick_html(trick, trump=deal.trump)
        assert html.count(">wins</text>") == 1
        assert f"{names[trick.winner]} {trick.cards[trick.seats.index(trick.winner)]}" in text
    pairs = ((1, Card("9C")), (0, Card("AC")))
    assert trick_text(pairs, players=2) == "North 9♣, South A♣"
    assert trick_text(pairs) == "West 9♣, South A♣"
    with pytest.raises(EuchreError, match="seats 0 to 1"):
        trick_text(((2, Card("9C")),), players=2)


# ---------------------------------------------------------------------- the stepper


def frames(html: str) -> dict[int, str]:
    parts = re.split(r'(?=<details class="eus-frame")', html)
    out = {}
    for part in parts[1:]:
        step = int(re.search(r'data-step="(\d+)"', part).group(1))  # type: ignore[union-attr]
        out[step] = part[: part.index("</details>")]
    return out


@pytest.mark.parametrize("form", list(FORMS))
def test_the_stepper_steps_through_a_deal_of_each_form(form: str) -> None:
    deal = play(FORMS[form], 8, until="over")
    names = seat_names(players=deal.players)
    hidden = deal.dealer  # the dealer's hand (and so the discard) face down
    show = tuple(s != hidden for s in range(deal.players))
    html = stepper_html(deal, show=show)
    steps = frames(html)
    assert sorted(steps) == list(range(len(deal.history) + 1))
    played = {t.action.card for t in deal.history if t.action.kind is ActionKind.PLAY}
    unseen = {Card.from_id(i) for i in deal.kitty[1:]} | set(deal.dealt_hand(hidden))
    if deal.discard is not None:
        unseen.add(deal.discard)
    for step, frame in steps.items():
        seats = re.findall(r'<div class="eus-seat[^"]*" style="grid-area:(\w+)">', frame)
        assert sorted(seats) == sorted(
            {2: ["bottom", "top"], 3: ["bottom", "left", "right"]}[deal.players]
        )
        for name in names:
            assert f'<div class="eus-name">{name}' in frame
        # A face-down hand's cards show only once played; the kitty never does.
        state = deal.at(step)
        on_table = {c for t in state.tricks for c in t.cards} | {c for _, c in state.current_trick}
        # (by its name, in a drawing or in words, or its symbols, in a sentence)
        leaked = [
            c
            for c in unseen - {deal.upcard}
            if (c.name in frame or str(c) in frame) and c not in on_table
        ]
        assert leaked == [], step
        assert all(c in played for c in on_table)
    # At the end of each trick, the middle holds its two or three cards and its winner.
    last = steps[len(deal.history)]
    mid = last[last.index('class="eus-mid"') :]
    assert mid.count('class="eus-spot"') == deal.players
    assert f"won by {names[deal.tricks[-1].winner]}" in mid
    assert escape(result_words(deal.result, names)) in last  # type: ignore[arg-type]
    won = ", ".join(f"{n} {k}" for n, k in zip(names, deal.tricks_won, strict=True))
    assert f"Tricks: {won}" in last
    assert html.count("Jump to the end of trick") == 5


def test_the_cutthroat_stepper_says_who_plays_against_the_maker() -> None:
    deal = play(FORMS["cutthroat"], 8, until="over")
    names = seat_names(players=3)
    assert deal.maker is not None
    others = " and ".join(names[s] for s in range(3) if s != deal.maker)
    last = frames(stepper_html(deal))[len(deal.history)]
    assert f"made by {names[deal.maker]} against {others}" in last
    assert f"made by {names[deal.maker]} against {others}" in deal_html(deal)


def test_the_comments_table_names_the_seats_of_the_form() -> None:
    deal = play(FORMS["two-handed"], 3, until="over")
    html = comments_html(deal, annotations=Annotations(plays={0: ["A lead."]}))
    first = next(t for t in deal.history if t.action.kind is ActionKind.PLAY)
    assert f"{seat_names(players=2)[first.seat]} leads the {first.action.card}" in html
    assert "West" not in html and "East" not in html


PRESETS = dict(Rules.presets())
PRESETS["going under"] = Rules(go_under=True)


@pytest.mark.parametrize("name", list(PRESETS))
def test_a_view_counts_the_cards_each_seat_holds(name: str) -> None:
    """The face-down hands show as many backs as the seat holds, through the pick-up,
    going under, a partner's best card (Railroad) and the play: in every preset."""
    rules = PRESETS[name]
    phases = set()
    for seed in range(6):
        deal = Deal.shuffled(seed=seed, rules=rules, dealer=seed % rules.players)
        rng = random.Random(seed)
        names = seat_names(players=deal.players)
        while True:
            phases.add(deal.phase)
            for seat in range(deal.players):
                spoken = labels(view_html(deal.view(seat)))
                for other in set(range(deal.players)) - {seat}:
                    held = len(deal.hand(other))
                    backs = f"{names[other]}: {held} face-down card{'' if held == 1 else 's'}"
                    assert backs in spoken, (seed, deal.phase, seat, other)
            if deal.is_over:
                break
            actions = deal.legal_actions()
            under = [a for a in actions if a.kind is ActionKind.UNDER]  # rare at random
            deal.apply(under[0] if under else rng.choice(actions))
    assert Phase.PLAY in phases
    if name == "railroad":
        assert Phase.GIVE in phases
    if name == "going under":
        assert Phase.UNDER in phases
