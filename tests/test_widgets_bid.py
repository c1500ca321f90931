"""The widgets play Bid Euchre and five-handed call-your-partner (issue 12), driven the
way a reader clicks: the Game menu, the buttons under the table, whole seeded games
to the end, a wrong click explained, the exported record opened again."""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterator
from contextlib import contextmanager

import pytest

pytest.importorskip("ipywidgets")

from euchre import Rules, egn
from euchre.actions import Action, ActionKind
from euchre.bots import BOTS, RandomBot, register
from euchre.cards import Rank
from euchre.errors import EuchreError, RulesError
from euchre.narration import seat_names
from euchre.values import Phase, Turn
from euchre.view import PlayerView
from euchre.widgets import AnnotatedHand, DealTable, PlayTable, rule_advice
from euchre.widgets.base import FORMS, buttons_of, find_button
from euchre.widgets.opponents import default_bot
from euchre.widgets.play_table import action_label

BID = Rules.bid_euchre()
FIVE = Rules.five_handed()


def _table(rules: Rules, seed: int, **options: object) -> PlayTable:
    """A table whose hints are the textbook rules' (the coach is slow, and not what
    these tests are about)."""
    return PlayTable(seed=seed, rules=rules, hint_provider=rule_advice, **options)  # type: ignore[arg-type]


def _labels(table: PlayTable) -> list[str]:
    return [b.description for b in buttons_of(table.actions_row)]


def _click(table: PlayTable, choose: Callable[[list[str]], str]) -> str:
    """Click one of the buttons under the table, as a reader would, checking first
    that the buttons are the engine's legal actions in players' words (in the order
    of the hand drawn above them, which test_widgets checks)."""
    legal = table.legal_actions()
    labels = _labels(table)
    view = table.game.view(table.human)
    assert sorted(labels) == sorted(action_label(a, view) for a in legal), table.text
    label = choose(labels)
    table.error_text = ""
    find_button(table.actions_row, label).click()
    assert not table.error_text, table.error_text
    return label


def _play_out(
    table: PlayTable, rng: random.Random, prefer: tuple[str, ...] = (), limit: int = 3000
) -> list[list[str]]:
    """Click to the end of the game: a button starting with one of ``prefer`` if there
    is one (a coin decides, so the reader does not bid on every hand), else the
    hint's choice most of the time (random bids alone rarely reach Bid Euchre's 32),
    else any. Returns every set of buttons offered."""
    offered: list[list[str]] = []

    def choose(labels: list[str]) -> str:
        offered.append(labels)
        for word in prefer:
            wanted = [label for label in labels if label.startswith(word)]
            if wanted and rng.random() < 0.5:
                return rng.choice(wanted)
        if rng.random() < 0.8:
            advice = table.hint()
            if advice is not None:
                return action_label(advice.action, table.game.view(table.human))
        return rng.choice(labels)

    for _ in range(limit):
        if table.game.is_over:
            return offered
        _click(table, choose)
    raise AssertionError(f"the game did not end in {limit} clicks:\n{table.text}")


# ------------------------------------------------------------------- the Game menu


def test_the_game_menu_offers_both_new_forms() -> None:
    assert FORMS["Bid Euchre"] == "bid_euchre"
    assert FORMS["five-handed (call your partner)"] == "five_handed"
    table = _table(Rules(), 1, bots="random")
    assert ("Bid Euchre", "bid_euchre") in table.form_menu.options
    table.form_menu.value = "bid_euchre"  # shows the form's target and house rules
    assert table.target_box.value == 32
    shown = {n for n, box in table.option_boxes.items() if box.layout.display != "none"}
    assert shown == {"stick_the_dealer", "shoot_the_moon", "allow_no_trump", "joker"}
    table.option_boxes["shoot_the_moon"].value = True
    find_button(table.widget, "New game with these settings").click()
    assert table.game.rules == BID.replace(shoot_the_moon=True), table.feedback_text
    assert table.log[0].startswith("New game of Bid Euchre to 32")
    table.form_menu.value = "five_handed"
    shown = {n for n, box in table.option_boxes.items() if box.layout.display != "none"}
    assert shown == {"stick_the_dealer", "allow_alone", "allow_no_trump", "call_ace"}
    table.option_boxes["call_ace"].value = True
    find_button(table.widget, "New game with these settings").click()
    assert table.game.rules == FIVE.replace(call_ace=True), table.feedback_text
    assert table.log[0].startswith("New game of five-handed (call your partner) to 10")
    assert len(table.bots) == 5 and table.bots[0] is None


def test_a_table_to_more_than_fifteen_is_bid_euchre_only() -> None:
    table = _table(BID, 2, bots="random")
    table.target_box.value = 64
    find_button(table.widget, "New game with these settings").click()
    assert table.game.rules.target == 64
    table.form_menu.value = "standard"
    assert max(value for _, value in table.target_box.options) == 15
    assert table.target_box.value == 10


# --------------------------------------------------------------------- Bid Euchre


def test_bid_euchre_a_whole_game_by_clicks() -> None:
    table = _table(BID, 11)
    assert table.bots[1] is not None and table.bots[1].kind == default_bot(BID)
    assert table.text.splitlines()[0] == "Score: you and North 0, West and East 0"
    assert table.log[0].startswith("New game of Bid Euchre to 32")
    offered = _play_out(table, random.Random(11), prefer=("bid", "trump"))
    game = table.game
    assert game.is_over and game.winner in (0, 1)
    assert max(game.score) >= 32
    auctions = [labels for labels in offered if "pass" in labels or "bid 6" in labels]
    assert auctions, "the reader was never asked to bid"
    for labels in auctions:
        bids = [label for label in labels if label.startswith("bid ")]
        assert bids == [f"bid {n}" for n in range(7 - len(bids), 7)]  # every bid up to 6
        assert "shoot the moon" not in labels  # shoot_the_moon is off
    trumps = [labels for labels in offered if any(x.startswith("trump ") for x in labels)]
    assert trumps, "the reader never named trump"
    every_suit = {"trump ♠ spades", "trump ♥ hearts", "trump ♣ clubs", "trump ♦ diamonds"}
    assert all(set(labels) == every_suit for labels in trumps)  # no "no trump": it is off
    assert all(len(d.dealt_hand(0)) == 6 for d in game.deals)  # six-card hands
    assert "win" in table.feedback_text and "Export" in table.feedback_text
    assert f"of {game.rules.target}" in table.score_html.value
    record = egn.loads(table.export_egn() or "")
    assert record.score == game.score and len(record.deals) == len(game.deals)


def test_bid_euchre_scores_go_below_zero_and_are_shown() -> None:
    """Bidding 6 on every hand fails often: the team's score goes negative and the
    score shows the number, never a 2-and-3 picture."""
    for seed in range(20):
        table = _table(BID, seed, bots="random")
        rng = random.Random(seed)
        while not table.game.is_over and min(table.game.score) >= 0:
            _click(table, lambda labels, r=rng: "bid 6" if "bid 6" in labels else r.choice(labels))
        if min(table.game.score) < 0:
            break
    else:
        pytest.fail("twenty games of bidding 6 never went below zero")
    low = min(table.game.score)
    assert f"<b>−{-low}</b> of 32" in table.score_html.value  # a minus sign
    assert "<svg" not in table.score_html.value
    assert f"−{-low}" in table.text.splitlines()[0]


def test_bid_euchre_shooting_the_moon_with_the_exchange() -> None:
    rules = BID.replace(shoot_the_moon=True, allow_no_trump=True)
    for seed in range(30):
        table = _table(rules, seed)
        if "shoot the moon" in _labels(table):
            break
    else:
        pytest.fail("the reader never had a chance to shoot the moon")
    find_button(table.actions_row, "shoot the moon").click()
    assert table.game.deal.phase is Phase.TRUMP and table.game.deal.moon
    labels = _labels(table)
    assert "no trump" in labels and "trump ♥ hearts" in labels
    find_button(table.actions_row, "trump ♥ hearts").click()
    deal = table.game.deal
    # North gave you a card, face up to you; now you discard one of seven.
    assert deal.phase is Phase.DISCARD and deal.to_act == 0, table.text
    assert any("North" in line and "partner" in line for line in table.log), table.log
    discards = _labels(table)
    assert len(discards) == 7 and all(label.startswith("discard ") for label in discards)
    find_button(table.actions_row, discards[0]).click()
    assert table.game.deal.phase is Phase.PLAY or table.game.deals[-1].is_over
    _play_out(table, random.Random(seed))
    first = table.game.deals[0].result
    assert first is not None and first.moon and first.bid == 6
    assert first.points[0] in (12, -12)


def test_bid_euchre_wrong_clicks_are_explained() -> None:
    table = _table(BID, 4, bots="random")
    deal = table.game.deal
    assert deal.phase is Phase.AUCTION and deal.to_act == 0
    for wrong in ("bid 2", "bid 7", "moon", "order", "trump H", "partner AS", "play JH"):
        with pytest.raises(EuchreError) as refused:
            deal.copy().apply(wrong, seat=0)
        assert table.choose(wrong) is None
        assert table.error_text == str(refused.value)
        assert "Traceback" not in table.feedback.value
        assert table.game.deal.history == deal.history  # nothing changed


# -------------------------------------------------------------------- five-handed


def test_five_handed_a_whole_game_by_clicks() -> None:
    table = _table(FIVE, 6)
    names = seat_names(players=5)
    assert table.seat_names == names
    assert table.text.splitlines()[0] == "Score: you 0, West 0, Northwest 0, Northeast 0, East 0"
    offered = _play_out(table, random.Random(6), prefer=("order", "call", "partner"))
    game = table.game
    assert game.is_over and game.winner is not None and len(game.score) == 5
    assert max(game.score) >= 10
    card = re.compile(r"call (?:10|[89JQKA])[♣♦♥♠]$")  # a partner's card, not a suit
    calls = [labels for labels in offered if labels and card.match(labels[0])]
    assert calls, "the reader never called a partner"
    assert all(card.match(label) for labels in calls for label in labels)
    shown = table.score_html.value
    cells = shown.count("of 10") + shown.count("(game to 10)")  # those at 10 or more have won
    assert cells == 5
    assert shown.count("(game to 10)") == sum(points >= 10 for points in game.score)
    if game.winner != 0:
        assert f"{names[game.winner]} wins" in table.feedback_text
    record = egn.loads(table.export_egn() or "")
    assert record.score == game.score


def _making(labels: list[str]) -> str:
    """The first button that makes trump (orders up or calls), or ""."""
    return next((x for x in labels if x.startswith(("order", "call"))), "")


def test_five_handed_the_partner_call_offers_the_engines_cards() -> None:
    for seed in range(40):
        table = _table(FIVE.replace(call_ace=True), seed, bots="random")
        rng = random.Random(seed)
        while not table.game.is_over and table.game.deal.phase is not Phase.PARTNER:
            _click(table, lambda labels, r=rng: _making(labels) or r.choice(labels))
        if not table.game.is_over and table.game.deal.to_act == 0:
            break
    else:
        pytest.fail("the reader never made trump in forty games")
    legal = table.game.legal_actions()
    assert legal and all(a.kind is ActionKind.PARTNER for a in legal)
    trump = table.game.deal.trump
    for act in legal:
        assert act.card is not None and act.card.rank == Rank.ACE
        assert act.card not in table.game.deal.hand(0)
        assert trump is None or act.card.suit is not trump
    assert _labels(table) == [f"call {a.card}" for a in legal]  # as the turn says: call a card
    # a card the engine does not offer: explained, nothing changed
    wrong = f"partner {table.game.deal.hand(0)[0].code}"
    table.choose(wrong)
    assert table.error_text and "Traceback" not in table.feedback.value
    assert table.game.deal.phase is Phase.PARTNER
    find_button(table.actions_row, _labels(table)[0]).click()
    assert table.game.deal.called_card == legal[0].card
    assert str(legal[0].card) in "\n".join(table.log)


def test_five_handed_never_shows_what_you_may_not_see() -> None:
    table = _table(FIVE, 9, bots="random")
    rng = random.Random(9)
    for _ in range(150):
        if table.game.is_over:
            break
        deal = table.game.deal
        board = table.board.value
        for seat in range(1, 5):
            for card in deal.hand(seat):
                if card in (deal.called_card, deal.upcard):  # named aloud to everyone
                    continue
                assert card.name not in board, (card, seat)
        if not deal.partner_revealed and deal.partner not in (None, 0):
            assert "partner is " + seat_names(players=5)[deal.partner] not in table.text
        _click(table, lambda labels: rng.choice(labels))


# -------------------------------------------------------------------------- bots


@contextmanager
def _refusing_bot() -> Iterator[str]:
    """A bot that plays the four-handed game only, as a bot written before these
    forms may: it raises on any other table."""

    class Refuses:
        name = "refuses"

        def __init__(self, seed: int) -> None:
            self.inner = RandomBot(seed=seed)

        def act(self, view: PlayerView) -> Action:
            if view.players != 4 or view.hand_size != 5:
                raise RulesError("This bot plays only the four-handed game.")
            return self.inner.act(view)

    register("refuses")(Refuses)
    try:
        yield "refuses"
    finally:
        del BOTS["refuses"]


@pytest.mark.parametrize("rules", [BID, FIVE], ids=["bid_euchre", "five_handed"])
def test_a_bot_that_does_not_play_the_form_is_replaced(rules: Rules) -> None:
    with _refusing_bot() as kind:
        table = _table(rules, 3, bots=kind)
        _play_out(table, random.Random(3))
    assert table.game.is_over and table.game.winner is not None
    assert all(b is None or b.replaced for b in table.bots)
    assert all(b is None or b.name == "random" for b in table.bots)
    record = egn.loads(table.export_egn() or "")
    assert record.score == table.game.score


def test_the_log_says_when_a_bot_stands_in() -> None:
    with _refusing_bot() as kind:
        table = _table(BID, 5, bots=kind)
        stand_ins = [line for line in table.log if "random bot plays" in line]
    if table.game.deal.to_act == 0 and table.game.deal.phase is Phase.AUCTION:
        # the reader bids first (dealer East): the bots have not acted yet
        _click(table, lambda labels: labels[0])
        stand_ins = [line for line in table.log if "random bot plays" in line]
    assert stand_ins and "does not play Bid Euchre" in stand_ins[0]


# --------------------------------------------------------------------- DealTable


def test_deal_table_deals_both_forms() -> None:
    table = DealTable(seed=2)
    table.form_menu.value = "bid_euchre"
    assert table.current.rules == BID
    lines = table.text.splitlines()
    assert "No upcard" in lines[0]
    assert [line.split(":")[0] for line in lines[1:]] == ["South", "West", "North", "East"]
    assert all(len(table.current.hand(s)) == 6 for s in range(4))
    table.hide_seat(3)
    assert "6 cards face down" in table.text
    assert all(c.name not in table.board.value for c in table.current.hand(3))
    table.set_form("five_handed")
    names = ["South", "West", "Northwest", "Northeast", "East"]
    assert [line.split(":")[0] for line in table.text.splitlines()[1:]] == names
    visible = [b for b in table.seat_boxes if b.layout.display != "none"]
    assert [b.description for b in visible] == [f"show {n}" for n in names]
    table.seat_boxes[4].value = False
    assert table.shown == (True, True, True, True, False)
    assert all(c.name not in table.board.value for c in table.current.hand(4))
    table.set_trump("S")
    assert list(table.trump_counts()) == names
    assert table.rank_of("8S").startswith("trump #")  # the 28-card deck's 8s
    table.form_menu.value = "standard"
    assert table.current.players == 4 and len(table.text.splitlines()) == 5


# ----------------------------------------------------------------- AnnotatedHand


@pytest.mark.parametrize(
    ("rules", "prefer"),
    [(BID.replace(shoot_the_moon=True), ("bid", "shoot the moon")), (FIVE, ("order", "call"))],
    ids=["bid_euchre", "five_handed"],
)
def test_annotated_hand_opens_the_play_tables_record(rules: Rules, prefer: tuple[str, ...]) -> None:
    table = _table(rules.replace(target=4), 8, bots="random")
    _play_out(table, random.Random(8), prefer=prefer)
    record = egn.loads(table.export_egn() or "")
    assert [d.history for d in record.deals] == [d.history for d in table.game.deals]
    hand = AnnotatedHand(record, hint_provider=rule_advice)
    assert hand.seat_names == seat_names(players=rules.players)
    assert [b.description for b in buttons_of(hand.play_controls)][2:] == [
        f"Play {n}" for n in hand.seat_names
    ]
    for index, deal in enumerate(record.deals):
        hand.select_deal(index)
        while hand.step < len(deal.history):
            find_button(hand.widget, "Forward ›").click()
            assert not hand.error_text, hand.error_text
        assert hand.current.result == deal.result
    find_button(hand.widget, "Play West").click()
    live = hand.live
    assert live is not None
    rng = random.Random(1)
    for _ in range(100):
        if live.is_over:
            break
        rng.choice(buttons_of(hand.actions_row)).click()
    assert live.is_over and hand.choices
    assert "Traceback" not in hand.feedback.value


# ------------------------------------------------------------- a live deal's EGN


def _known_codes(view: PlayerView) -> set[str]:
    """Every card, as EGN writes it, that the player of ``view`` may know."""
    from euchre.egn import egn_card

    known = {*view.hand, *view.played_cards}
    known.update(t.action.card for t in view.history if t.action.card is not None)
    known.update(c for c in (view.upcard, view.discard, view.given) if c is not None)
    return {egn_card(c) for c in known}


def _public(history: tuple[Turn, ...]) -> list[object]:
    """A deal's turns as everyone saw them: a card discarded or passed face down is
    only its seat (the loader assumes a card where the record hides it)."""
    face_down = (ActionKind.DISCARD, ActionKind.GIVE)
    return [t.seat if t.action.kind in face_down else t for t in history]


@pytest.mark.parametrize(
    "rules",
    [BID.replace(shoot_the_moon=True, joker=True), FIVE],
    ids=["bid_euchre", "five_handed"],
)
def test_an_export_in_the_middle_of_a_deal_holds_only_what_you_know(rules: Rules) -> None:
    """The moon's card passed and its discard, the kitty and the dealer's discard stay
    out of a record exported while the deal is being played (unless they are yours)."""
    import json
    import re

    checked = 0
    for seed in range(12):
        table = _table(rules, seed, bots="random")
        rng = random.Random(seed)
        for _ in range(rng.randrange(1, 25)):
            if table.game.is_over:
                break
            _click(
                table,
                lambda labels, r=rng: (
                    "shoot the moon" if "shoot the moon" in labels else r.choice(labels)
                ),
            )
        if table.game.is_over or table.game.deal.is_over:
            continue
        text = table.export_egn()
        assert text is not None, table.error_text
        record = egn.loads(text)  # it reads back, the hidden cards assumed
        assert len(record.deals) == len(table.game.deals)
        assert _public(record.deals[-1].history) == _public(table.game.deal.history)
        last = json.loads(text)["deals"][-1]
        written = re.findall(r'"([2-9TJQKA][cdhs]|B)"', json.dumps(last))
        known = _known_codes(table.game.view(0))
        assert [c for c in written if c not in known] == [], (seed, last)
        checked += 1
    assert checked >= 6


@pytest.mark.parametrize("rules", [BID, FIVE], ids=["bid_euchre", "five_handed"])
def test_the_coach_hints_in_both_forms(rules: Rules) -> None:
    table = PlayTable(seed=2, rules=rules, bots="random")  # the coach by default
    find_button(table.widget, "Hint").click()
    advice = table.last_advice
    assert advice is not None and advice.action in table.legal_actions()
    view = table.game.view(table.human)
    assert table.feedback_text.startswith(f"Hint: {action_label(advice.action, view)}.")
    assert "value of each choice" in table.feedback_text


def test_annotated_hand_says_when_a_bot_stands_in() -> None:
    table = _table(FIVE.replace(target=2), 4, bots="random")
    _play_out(table, random.Random(4))
    with _refusing_bot() as kind:
        hand = AnnotatedHand.from_egn(
            table.export_egn() or "", bots=kind, hint_provider=rule_advice
        )
        find_button(hand.widget, "Play South").click()
        live = hand.live
        assert live is not None
        for _ in range(40):
            if live.is_over:
                break
            buttons_of(hand.actions_row)[0].click()
    assert live.is_over
    moment = hand.moment.value
    assert "The refuses bot does not play five-handed (call your partner)" in moment
    assert "a random bot plays West, Northwest, Northeast, East" in moment
