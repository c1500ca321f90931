"""The static hand stepper: one frame per step, comments on the right frame, ids
deterministic and distinct, HTML that parses and stays small."""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path

import pytest

from euchre import Action, Deal, Rules, egn
from euchre.actions import ActionKind
from euchre.annotations import Annotations
from euchre.stepper import (
    alternative_notes,
    annotation_steps,
    call_steps,
    comments_html,
    play_steps,
    stepper_html,
    stepper_id,
)

EGN = Path(__file__).resolve().parents[1] / "data" / "egn"


@pytest.fixture(scope="module")
def vwec() -> egn.Record:
    return egn.load(EGN / "VWEC Finals Annotated.egn")


class _Tree(HTMLParser):
    """Checks that every element is closed in order; collects ids and frames."""

    def __init__(self) -> None:
        super().__init__()
        self.stack: list[str] = []
        self.ids: list[str] = []
        self.frames: list[dict[str, str | None]] = []
        self.errors: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        if found.get("id"):
            self.ids.append(str(found["id"]))
        if tag == "details" and "eus-frame" in (found.get("class") or ""):
            self.frames.append(found)
        self.stack.append(tag)

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        if found.get("id"):
            self.ids.append(str(found["id"]))

    def handle_endtag(self, tag: str) -> None:
        if not self.stack or self.stack[-1] != tag:
            self.errors.append(f"</{tag}> closes <{self.stack[-1] if self.stack else None}>")
            return
        self.stack.pop()


def _parse(html: str) -> _Tree:
    tree = _Tree()
    tree.feed(html)
    tree.close()
    assert tree.errors == []
    assert tree.stack == []
    return tree


def _frames(html: str) -> dict[int, str]:
    """Each frame's HTML by step."""
    parts = re.split(r'(?=<details class="eus-frame")', html)
    out = {}
    for part in parts[1:]:
        step = int(re.search(r'data-step="(\d+)"', part).group(1))  # type: ignore[union-attr]
        out[step] = part[: part.index("</details>")]
    return out


def test_call_and_play_indices_map_to_steps(vwec: egn.Record) -> None:
    deal = vwec.deals[3]  # dealer Llama (seat 1) orders up hearts and discards
    calls = call_steps(deal)
    assert calls == [1, 2, 3, 4]  # the discard (step 5) is not a call
    plays = play_steps(deal)
    assert len(plays) == 20 and plays[0] == 6
    assert all(deal.history[n - 1].action.kind is ActionKind.PLAY for n in plays)
    # "Double led spades here...": play 4 is WWMM's second spade lead, the J♠.
    step = plays[4]
    turn = deal.history[step - 1]
    assert (turn.seat, str(turn.action)) == (0, "play JS")
    notes = annotation_steps(deal, vwec.annotations[3])
    assert notes[step][0].startswith("Double led spades")


def test_second_round_call_index(vwec: egn.Record) -> None:
    deal = vwec.deals[4]  # five passes, then WWMM calls clubs: calls 4 and 5 commented
    notes = annotation_steps(deal, vwec.annotations[4])
    call5 = call_steps(deal)[5]
    assert str(deal.history[call5 - 1]) == "seat 0: call C"
    assert notes[call5] == ["Went with length over strength."]


def test_defend_passes_are_not_calls() -> None:
    deal = Deal.shuffled(seed=4, dealer=0, rules=Rules(defend_alone=True))
    deal.apply("order alone")
    deal.apply(deal.legal_actions()[0])  # the dealer's discard
    deal.apply("pass")  # declines to defend alone: not a call
    assert str(deal.history[-1].action) == "pass"
    assert call_steps(deal) == [1]


def test_a_comment_on_a_missing_card_is_refused(vwec: egn.Record) -> None:
    with pytest.raises(ValueError, match="play 20"):
        annotation_steps(vwec.deals[3], Annotations(plays={20: ["too late"]}))


def test_one_frame_per_step_and_comments_in_their_frame(vwec: egn.Record) -> None:
    deal = vwec.deals[3]
    html = stepper_html(deal, annotations=vwec.annotations[3], seat_names=vwec.players)
    tree = _parse(html)
    assert len(tree.frames) == len(deal.history) + 1
    frames = _frames(html)
    assert sorted(frames) == list(range(len(deal.history) + 1))
    lead = play_steps(deal)[4]
    assert "Double led spades" in frames[lead]
    assert "the J♠" in frames[lead]
    others = [s for s, f in frames.items() if "Double led spades" in f]
    assert others == [lead]
    assert f"step 0 of {len(deal.history)}" in html


def test_labels_in_words_and_coach_box() -> None:
    deal = Deal.shuffled(seed=1, dealer=0)
    for action in ["pass", "pass", "pass", "pass", "pass"]:
        deal.apply(action)
    human = Annotations(calls={4: ["[?]Should have called."]})
    coach = Annotations(calls={4: ["[!!]Waiting was right."]})
    html = stepper_html(deal, annotations=human, coach=coach)
    frame = _frames(html)[5]
    assert "[?] mistake" in frame and "Should have called." in frame
    assert "[!!] brilliant play" in frame and "Coach" in frame
    assert "Coach" not in stepper_html(deal, annotations=human)


def test_ids_are_deterministic_and_distinct(vwec: egn.Record) -> None:
    a = stepper_html(vwec.deals[3], annotations=vwec.annotations[3])
    assert a == stepper_html(vwec.deals[3], annotations=vwec.annotations[3])
    b = stepper_html(vwec.deals[4], annotations=vwec.annotations[4])
    page = _parse(a + b)
    assert len(page.ids) == len(set(page.ids))
    assert stepper_id(vwec.deals[3]) != stepper_id(vwec.deals[4])
    assert stepper_id(vwec.deals[3]) != stepper_id(vwec.deals[3], show=(True, False, True, False))
    # The script finds its own root by id, and guards against running twice.
    root = stepper_id(vwec.deals[3])
    assert f'getElementById("{root}")' in a and "data-eus-ready" in a


def test_controls_are_real_buttons_hidden_without_script(vwec: egn.Record) -> None:
    html = stepper_html(vwec.deals[3])
    assert '<div class="eus-nav" hidden>' in html
    buttons = re.findall(r"<button[^>]*>", html)
    assert len(buttons) == 2 + 1 + 5  # back, forward, start, five tricks
    assert all('type="button"' in b and "aria-label=" in b for b in buttons)
    # Read out at each step: a short line, not the whole table of the frame shown.
    assert '<span class="eus-said" aria-live="polite"></span>' in html
    assert html.count("aria-live") == 1


def test_size_stays_reasonable(vwec: egn.Record) -> None:
    for deal, notes in zip(vwec.deals, vwec.annotations, strict=True):
        assert len(stepper_html(deal, annotations=notes)) < 300_000


def test_every_card_has_a_name(vwec: egn.Record) -> None:
    html = stepper_html(vwec.deals[7], show=(True, True, True, False))
    cards = re.findall(r'<svg class="eus-card[^"]*" role="img" aria-label="([^"]*)"', html)
    assert cards and all(cards)
    assert "face-down card" in cards


def test_comments_table_side_by_side(vwec: egn.Record) -> None:
    html = comments_html(
        vwec.deals[4],
        annotations=vwec.annotations[4],
        coach=Annotations(plays={1: ["[?!]Trump high."]}),
        seat_names=vwec.players,
    )
    assert "Went with length over strength." in html
    assert "[?!] dubious: Trump high." in html
    assert html.count("<tr>") == 1 + 3
    # Each cell is labelled with its column, for the book's one-column phone layout.
    assert 'class="euchre-data euchre-stack"' in html
    assert html.count('data-label="coach"') == 3


def test_comments_on_one_step_stay_apart() -> None:
    deal = Deal.shuffled(seed=1, dealer=0)
    deal.apply(Action.order())
    deal.apply(deal.legal_actions()[0])  # the dealer's discard
    deal.apply(deal.legal_actions()[0])  # the first card led
    html = comments_html(deal, annotations=Annotations(plays={0: ["One.", "[?]Two."]}))
    assert "One.\n[?] mistake: Two." in html


def test_side_hands_lie_in_rows_of_three() -> None:
    """West and East lay their cards in rows of at most three (3 widths and 2 gaps of
    2 px), at every width: a fan hid all but the corner of each card and the bower's
    marker."""
    html = stepper_html(Deal.shuffled(seed=1, dealer=0), width=40)
    root = re.search(r'id="(eus-[0-9a-f]+)"', html).group(1)  # type: ignore[union-attr]
    style = html[html.index("<style>") : html.index("</style>")]
    assert f"#{root} .eus-side .eus-hand{{flex-wrap:wrap;" in style
    assert "max-width:124px" in style
    assert "margin-left:-" not in style


def test_alternative_lines_become_comments() -> None:
    record = egn.load(EGN / "Quite the Hustle Annotated.egn")
    notes = alternative_notes(record.deals[8], record.alternative_lines[8])
    assert list(notes.calls) == [1]
    assert "Wild pass here with R+1" in notes.calls[1][0]


def test_a_comment_before_anyone_acts() -> None:
    from euchre.errors import EuchreError

    deal = Deal.shuffled(seed=1, dealer=0)
    html = stepper_html(deal, annotator="Why", start="East deals; you speak first.")
    first = html[html.index('data-step="0"') :]
    assert "East deals; you speak first." in first[: first.index("</details>")]
    with pytest.raises(EuchreError):
        stepper_html(deal, start=3)  # type: ignore[arg-type]


def test_a_no_trump_deal_shows_its_tricks_and_says_no_trump() -> None:
    """A four-handed no-trump deal used to draw empty tricks: the middle of the table
    only showed cards when there was a trump suit."""
    import random

    rules = Rules.no_trump()
    for seed in range(200):
        deal = Deal.shuffled(seed=seed, dealer=0, rules=rules)
        rng = random.Random(seed)
        while not deal.is_over:
            calls = [a for a in deal.legal_actions() if a.is_no_trump]
            deal.apply(calls[0] if calls else rng.choice(deal.legal_actions()))
        if deal.result is not None and deal.result.no_trump:
            break
    else:
        pytest.fail("no seed called no trump")
    html = stepper_html(deal)
    first = deal.tricks[0]
    assert "no trump" in html
    assert html.count("led") >= len(deal.tricks)  # each trick's lead is marked
    assert 'aria-label="trick 1, won by' in html and first.cards[0].name in html


def test_a_joker_upcard_lies_in_the_middle_while_its_suit_is_named() -> None:
    from euchre.bots import RuleBot
    from euchre.measure import advance

    rules = Rules.railroad()
    deal = next(
        d
        for d in (Deal.shuffled(seed=s, dealer=3, rules=rules) for s in range(1, 200))
        if d.upcard.is_joker
    )
    advance(deal, [RuleBot()] * 4, lambda d: d.is_over)
    assert deal.history[0].action.kind is ActionKind.NAME  # the dealer names its suit
    frames = _frames(stepper_html(deal))
    for step in (0, 1):  # before the dealer names the suit, and after
        middle = frames[step][frames[step].index("grid-area:c") :]
        assert re.match(
            r'grid-area:c">\s*<svg class="eus-card" role="img" aria-label="joker', middle
        )
        assert "<span>upcard</span>" in middle
