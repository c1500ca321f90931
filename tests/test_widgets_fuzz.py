"""A fuzzer over every practice widget: seeded random sequences of every control it
has (buttons, menus, check boxes, text boxes), including stale clicks on buttons of
an earlier state, double clicks, clicks after the game or the deal ended, and
contradictory settings. After every step:

- nothing raised into the notebook and no control failed for a reason the widget did
  not explain (the guard logs those);
- the feedback is in a reader's words: no traceback, no exception name, no repr;
- no card hidden from the player reaches the HTML of a live deal (the play table and
  the annotated hand in play mode, face-down seats of the deal table) or the EGN the
  play table exports in the middle of a deal.
"""

from __future__ import annotations

import json
import logging
import random
import re
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

w = pytest.importorskip("ipywidgets")

from euchre import Card, Rules  # noqa: E402
from euchre.egn import egn_card  # noqa: E402
from euchre.view import PlayerView  # noqa: E402
from euchre.widgets import (  # noqa: E402
    AnnotatedHand,
    BiddingQuiz,
    DealTable,
    EuchreWidget,
    FollowSuitQuiz,
    PlayTable,
    TrumpRankingQuiz,
    rule_advice,
)

ANNOTATED = Path(__file__).resolve().parent.parent / "data" / "egn" / "VWEC Finals Annotated.egn"

#: Text a reader must never see in a widget.
NOT_READERS_WORDS = re.compile(
    r"Traceback|Exception|\w+Error\b|Something went wrong|<\w+[ .]\w* object|"
    r"\bAction\(|\bCard\(|\bNone\b|take_seat|KeyError|Errno"
)

#: A call from code may quote its arguments back (``seat=None``), never a traceback.
NOT_EXPLAINED = re.compile(
    r"Traceback|Exception|\w+Error\b|Something went wrong|<\w+[ .]\w* object"
)

#: What gets typed into text boxes: empty, fractions, signs, words, long and
#: unicode numbers, and some good seeds.
TYPED = ["", " ", "3.5", "-4", "abc", "1" * 31, "12345678901234567890", "٣", "7", " 42 ", "0"]

#: Tables the play table is built with: contradictions are made by its check boxes.
TABLE_RULES = [
    Rules(target=2),
    Rules(target=3, stick_the_dealer=True, defend_alone=True),
    Rules.canadian().replace(target=2),
    Rules(target=2, partners_best="partner"),
    Rules.british().replace(target=2),
]


def controls(widget: Any) -> Iterator[Any]:
    """Every control inside an ipywidgets tree, depth first (hidden ones included)."""
    if isinstance(widget, w.Button | w.Dropdown | w.Checkbox | w.Text | w.BoundedIntText):
        yield widget
    for child in getattr(widget, "children", ()):
        yield from controls(child)


def html_of(widget: Any) -> str:
    """All HTML the widget shows, and the text of its text areas."""
    parts = []
    if isinstance(widget, w.HTML):
        parts.append(widget.value)
    if isinstance(widget, w.Textarea):
        parts.append(widget.value)
    for child in getattr(widget, "children", ()):
        parts.append(html_of(child))
    return "\n".join(parts)


def click(button: Any) -> None:
    # Button.click() would swallow an exception into a log line; call the handlers
    # directly so that anything the guard let through fails the test.
    for callback in button._click_handlers.callbacks:
        callback(button)


def operate(rng: random.Random, control: Any) -> None:
    if isinstance(control, w.Button):
        click(control)
        if rng.random() < 0.15:
            click(control)  # a double click
    elif isinstance(control, w.Dropdown):
        values = [value for _, value in control.options]
        if control.description == "Bots":  # the expert's seconds per card would slow the
            values = [v for v in values if v != "expert"]  # fuzzer, not change its paths
        if values:
            control.value = rng.choice(values)
    elif isinstance(control, w.Checkbox):
        control.value = not control.value
    elif isinstance(control, w.BoundedIntText):
        control.value = rng.randint(control.min, control.max)
    elif isinstance(control, w.Text):
        control.value = rng.choice(TYPED)


# ------------------------------------------------------------------------ secrecy


def _cards_of(rules: Rules) -> list[Card]:
    return [Card.from_id(i) for i in rules.deck]


def _known(view: PlayerView) -> set[Card]:
    """Every card a player may know: their hand, the upcard, their discard or the
    card given to them, every card played, and the cards in their own actions."""
    known = {*view.hand, *([] if view.upcard is None else [view.upcard])}  # none in Bid Euchre
    known.update(c for t in view.tricks for c in t.cards)
    known.update(c for _, c in view.current_trick)
    known.update(t.action.card for t in view.history if t.action.card is not None)
    for extra in (view.discard, view.given):
        if extra is not None:
            known.add(extra)
    return known


def assert_no_hidden_card(html: str, rules: Rules, known: set[Card], where: str) -> None:
    # The EGN ruleset's option, the Game menu's Railroad name and the list of the
    # rules options that a refused option name is answered with, not the card.
    html = html.replace('"joker": ', "").replace("(joker, calling for best)", "")
    html = re.sub(r"the options are [a-z_, ]+\.", "", html)
    for card in _cards_of(rules):
        if card in known:
            continue
        assert f'"{card.name}' not in html and f"{card.name}," not in html, (
            f"{where}: {card.name} is hidden from the player but appears in the HTML"
        )


def check_play_table(table: PlayTable, attempted: str | None = "") -> None:
    """``attempted``: the label of what was just tried (an explanation may quote its
    card back), or ``None`` when the feedback is an earlier step's, already checked."""
    game = table.game
    deal = game.deal
    if game.is_over or deal.is_over:
        return
    view = deal.view(table.human)
    known = _known(view)
    assert_no_hidden_card(table.board.value, deal.rules, known, "PlayTable board")
    earlier = {c for d in game.deals[:-1] for t in d.tricks for c in t.cards}
    assert_no_hidden_card(html_of(table.widget), deal.rules, known | earlier, "PlayTable")
    # A hint names one of your choices, whose buttons show their cards (five-handed's
    # call of a partner's card that someone else holds).
    shown = {a.card for a in view.legal_actions() if a.card is not None}
    for card in _cards_of(deal.rules) if attempted is not None else ():
        # An explanation may quote the card the player just tried (a stale button).
        if card not in known | earlier | shown and str(card) not in attempted:
            assert str(card) not in table.feedback_text, f"{card} named in the feedback"
    if table.egn_box.value and table.egn_text == table.egn_box.value:
        exported = json.loads(table.egn_text)
        if len(exported["deals"]) == len(game.deals):
            last = exported["deals"][-1]
            hands = last["initialState"]["playerCards"]
            assert all(hands[s] == [] for s in range(deal.players) if s != table.human)
            codes = {egn_card(c) for c in known}
            cards_text = re.findall(r'"([2-9TJQKA][cdhs]|B)"', json.dumps(last))
            hidden = [code for code in cards_text if code not in codes]
            assert hidden == [], f"the live deal's EGN holds hidden cards {hidden}"


def check_annotated_hand(hand: AnnotatedHand, attempted: str | None = "") -> None:
    live, player = hand.live, hand.player
    if hand.mode != "play" or live is None or player is None or live.is_over:
        return
    view = live.view(player)
    assert_no_hidden_card(hand.board.value, live.rules, _known(view), "AnnotatedHand board")
    assert_no_hidden_card(html_of(hand.widget), live.rules, _known(view), "AnnotatedHand")
    assert [value for _, value in hand.seat_menu.options] == [player]
    if live.to_act == player:  # never takes the player's turn away
        labels = {b.description for b in hand.actions_row.children}
        assert labels and len(labels) == len(live.legal_actions())


def check_deal_table(table: DealTable, attempted: str | None = "") -> None:
    deal = table.current
    known = {deal.upcard}
    for seat in range(deal.players):
        if table.shown[seat]:
            known.update(deal.hand(seat))
    assert_no_hidden_card(table.board.value, deal.rules, known, "DealTable board")
    assert_no_hidden_card(table.ranks.value, deal.rules, known, "DealTable ranks")


# ------------------------------------------------------------------------- widgets


def _annotated(rng: random.Random) -> AnnotatedHand:
    return AnnotatedHand.from_egn(
        ANNOTATED, deal=rng.randrange(13), bots="random", hint_provider=rule_advice
    )


def _nothing_secret(widget: Any, attempted: str | None = "") -> None:
    pass


FACTORIES: dict[str, tuple[Callable[[random.Random], EuchreWidget], Callable[..., None]]] = {
    "DealTable": (lambda rng: DealTable(seed=rng.randrange(10**6)), check_deal_table),
    "TrumpRankingQuiz": (
        lambda rng: TrumpRankingQuiz(seed=rng.randrange(10**6), difficulty=rng.randint(1, 3)),
        _nothing_secret,
    ),
    "FollowSuitQuiz": (
        lambda rng: FollowSuitQuiz(seed=rng.randrange(10**6), difficulty=rng.randint(1, 3)),
        _nothing_secret,
    ),
    "BiddingQuiz": (
        lambda rng: BiddingQuiz(seed=rng.randrange(10**6), hint_provider=rule_advice),
        _nothing_secret,
    ),
    "AnnotatedHand": (_annotated, check_annotated_hand),
    "PlayTable": (
        lambda rng: PlayTable(
            seed=rng.randrange(10**6),
            bots=rng.choice(["random", "rule"]),
            rules=rng.choice(TABLE_RULES),
            hint_provider=rule_advice,
        ),
        check_play_table,
    ),
}

#: Besides its controls, code in a notebook calls a widget's public methods: random
#: calls with good, bad and contradictory arguments, by widget.
ACTION_TEXTS = [
    "pass",
    "order",
    "order alone",
    "call H",
    "call S alone",
    "play JD",
    "play 9C",
    "discard AH",
    "defend alone",
    "redeal",
    "play",
    "",
    "XX",
    None,
    3,
]
CARD_TEXTS = ["JD", "AH", "9C", "10S", "TS", "KD", "QH", "J♦", "XX", "", None, 7]


#: The cards those calls name: an explanation may quote them back.
CALLED = " ".join(
    str(Card(text.split()[-1]))
    for text in [*ACTION_TEXTS, *CARD_TEXTS]
    if isinstance(text, str) and re.fullmatch(r"(play |discard )?(10|[9TJQKA])[CDHS♦]", text)
)


def _calls(name: str) -> list[Callable[[Any, random.Random], object]]:
    common: list[Callable[[Any, random.Random], object]] = []
    if name == "AnnotatedHand":
        return [
            lambda h, r: h.show_seat(r.choice([None, 0, 1, 2, 3, 4, True, "N"])),
            lambda h, r: h.take_seat(r.choice([0, 1, 2, 3, -1, None])),
            lambda h, r: h.choose(r.choice(ACTION_TEXTS)),
            lambda h, r: h.jump(step=r.randrange(-2, 40)),
            lambda h, r: h.jump(trick=r.randrange(-1, 7)),
            lambda h, r: h.select_deal(r.randrange(-1, 15)),
            lambda h, r: h.hint(),
        ]
    if name == "PlayTable":
        return [
            lambda t, r: t.choose(r.choice(ACTION_TEXTS)),
            lambda t, r: t.new_game(
                seed=r.choice([None, 5, "3.5", -1]),
                bots=r.choice(["random", "rule", "nobody", ["rule"]]),
                **r.choice(
                    [
                        {},
                        {"target": 2},
                        {"canadian_loner": True, "allow_alone": False},
                        {"target": 99},
                        {"nonsense": 1},
                    ]
                ),
            ),
            lambda t, r: t.hint(),
            lambda t, r: t.export_egn(),
        ]
    if name == "DealTable":
        return [
            lambda t, r: t.deal(seed=r.choice([None, 1, "3.5", 2.5, True, "12345678901234567890"])),
            lambda t, r: t.set_trump(r.choice([None, "H", "♠", "hearts", "X", 4])),
            lambda t, r: t.show_seat(r.choice([0, 1, 2, 3, 4, None]), r.random() < 0.5),
        ]
    if name in ("TrumpRankingQuiz",):
        common.append(lambda q, r: q.pick(r.choice(CARD_TEXTS)))
        common.append(lambda q, r: q.answer(r.choice(["JD JH", "", "XX", None])))
    if name == "FollowSuitQuiz":
        common.append(lambda q, r: q.click(r.choice(CARD_TEXTS)))
    if name == "BiddingQuiz":
        common.append(lambda q, r: q.choose(r.choice(ACTION_TEXTS)))
    common.append(lambda q, r: q.set_difficulty(r.choice([1, 2, 3, 0, "2", None])))
    return common


SEEDS = range(4)
STEPS = 70


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("name", sorted(FACTORIES))
def test_random_controls_never_break_or_leak(
    name: str, seed: int, caplog: pytest.LogCaptureFixture
) -> None:
    rng = random.Random(f"{name}-{seed}")
    make, check = FACTORIES[name]
    calls = _calls(name)
    widget = make(rng)
    seen: list[Any] = []  # every control ever shown, for stale clicks
    with caplog.at_level(logging.ERROR, logger="euchre.widgets"):
        for step in range(STEPS):
            now = list(controls(widget.widget))
            seen.extend(c for c in now if c not in seen)
            pool = now if rng.random() < 0.8 or not seen else seen
            # Buttons are most of what a reader does, so weigh them up.
            buttons = [c for c in pool if isinstance(c, w.Button)]
            before = widget.feedback_text
            if rng.random() < 0.2:
                call = rng.choice(calls)
                call(widget, rng)  # must not raise: it explains
                control, where = None, f"{name} seed {seed} step {step}: a method call"
            else:
                control = rng.choice(buttons if buttons and rng.random() < 0.7 else pool)
                operate(rng, control)
                where = f"{name} seed {seed} step {step}: {type(control).__name__} "
                where += repr(getattr(control, "description", ""))
            said = widget.feedback_text != before  # this step's words (or none)
            if said:
                words = NOT_READERS_WORDS if control is not None else NOT_EXPLAINED
                assert not words.search(widget.feedback_text), f"{where}: {widget.feedback_text!r}"
            tried = str(getattr(control, "description", "")) if control is not None else CALLED
            check(widget, tried if said else None)
        unexplained = [r.getMessage() for r in caplog.records if r.name == "euchre.widgets"]
        assert unexplained == [], f"{name}: controls failed without an explanation"


def test_play_table_contradictory_settings_are_explained() -> None:
    table = PlayTable(seed=3, bots="random", hint_provider=rule_advice)
    before = table.game
    table.option_boxes["canadian_loner"].value = True
    table.option_boxes["allow_alone"].value = False
    for button in controls(table.widget):
        if isinstance(button, w.Button) and button.description.startswith("New game with"):
            click(button)
    assert table.game is before  # nothing changed
    assert "Canadian loner" in table.error_text and "Going alone" in table.error_text
    assert not NOT_READERS_WORDS.search(table.error_text)
    # Said under the settings' button, where the reader pressed it (the feedback under
    # the board, out of sight on a phone, still says whose turn it is).
    assert "Canadian loner" in table.settings_feedback.value
    assert "Canadian loner" not in table.feedback.value
    assert "Your turn" in table.feedback.value
    settings = table.settings_box.children
    assert settings.index(table.settings_feedback) == len(settings) - 1
    # The next thing done at the table takes the stale refusal away.
    table.choose(table.legal_actions()[0])
    assert table.settings_feedback.value == ""


def test_play_table_new_game_draws_new_cards_unless_a_seed_is_typed() -> None:
    table = PlayTable(seed=3, bots="random", hint_provider=rule_advice)
    first = table.game.deal.dealt

    def press() -> None:
        for button in controls(table.widget):
            if isinstance(button, w.Button) and button.description.startswith("New game with"):
                click(button)

    press()
    assert table.game.deal.dealt != first
    table.seed_box.value = "12345678901234567890"
    press()
    again = table.game.deal.dealt
    assert table.seed == 12345678901234567890 and table.seed_box.value == ""
    assert str(table.seed) in table.seed_label.value
    table.seed_box.value = "12345678901234567890"
    press()
    assert table.game.deal.dealt == again
    table.seed_box.value = "3.5"
    press()
    assert "not a whole number" in table.error_text and table.game.deal.dealt == again
    assert "not a whole number" in table.settings_feedback.value
    table.seed_box.value = ""
    press()  # a game starts: the refusal is gone
    assert table.settings_feedback.value == "" and table.game.deal.dealt != again


def test_play_table_export_mid_deal_then_in_full() -> None:
    table = PlayTable(seed=12, bots="rule", rules=Rules(target=1), hint_provider=rule_advice)
    table.choose(table.legal_actions()[0])
    assert not table.game.deal.is_over
    live = json.loads(table.export_egn() or "")
    hands = live["deals"][-1]["initialState"]["playerCards"]
    assert hands[0] and hands[1] == hands[2] == hands[3] == []
    assert "as far as you know it" in table.feedback_text
    while not table.game.is_over:
        table.choose(table.legal_actions()[0])
    full = json.loads(table.export_egn() or "")
    assert all(len(h) == 5 for h in full["deals"][-1]["initialState"]["playerCards"])


def test_annotated_hand_show_menu_keeps_the_players_secrets_and_turn() -> None:
    hand = AnnotatedHand.from_egn(ANNOTATED, deal=2, bots="random", hint_provider=rule_advice)
    hand.take_seat(0)
    live = hand.live
    assert live is not None and not live.is_over
    hand.show_seat(None)  # every hand: refused while the deal is live
    assert "only South's cards" in hand.error_text
    assert hand.seat == 0 and hand.seat_menu.value == 0
    check_annotated_hand(hand)
    while not live.is_over:
        assert hand.actions_row.children, "the player's turn was taken away"
        click(hand.actions_row.children[0])
    assert hand.seat is None  # the deal is over: every hand shows
    assert -1 in [value for _, value in hand.seat_menu.options]


def test_every_control_after_the_game_ended_explains(caplog: pytest.LogCaptureFixture) -> None:
    table = PlayTable(seed=4, bots="random", rules=Rules(target=1), hint_provider=rule_advice)
    stale: list[Any] = []
    while not table.game.is_over:
        stale.extend(b for b in controls(table.actions_row) if b not in stale)
        click(table.actions_row.children[0])
    rng = random.Random(4)
    with caplog.at_level(logging.ERROR, logger="euchre.widgets"):
        for control in stale + [c for c in controls(table.widget) if c.description != "Bots"]:
            if isinstance(control, w.Button) and control.description.startswith("New game"):
                continue  # those start again; every other control must explain
            operate(rng, control)
            assert not NOT_READERS_WORDS.search(table.feedback_text), table.feedback_text
    assert table.game.is_over
    assert "game is over" in table.error_text
    assert [r for r in caplog.records if r.name == "euchre.widgets"] == []
