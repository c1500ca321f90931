"""The coach: labels by documented thresholds, EGN-compatible keys, quiet on good play."""

from __future__ import annotations

from pathlib import Path

import pytest
from positions import trick_four

from euchre import Action, ActionKind, Deal, EuchreError, Game, IllegalActionError, egn
from euchre.annotations import Label, split_label
from euchre.bots import RuleBot
from euchre.coach import annotate, hint, judge

DATA = Path(__file__).resolve().parent.parent / "data" / "egn"


def test_throwing_the_ace_is_a_blunder_and_the_ruff_is_not_criticised() -> None:
    deal = trick_four()
    view = deal.view(3)
    bad = judge(view, "play AD", worlds=8)
    assert bad.label in (Label.BLUNDER, Label.MISTAKE)
    assert bad.text.startswith(bad.label.value if bad.label else "")
    assert "A♦" in bad.text and "J♥" in bad.text
    good = judge(view, Action.play("JH"), deal=deal, worlds=8)
    assert good.label is None or not good.label.is_criticism
    assert good.loss <= 0


def test_a_choice_not_allowed_is_refused_in_the_cards_as_printed() -> None:
    deal = Deal.shuffled(seed=0, dealer=0)
    for action in ("pass", "order", "discard 9H", "play AC"):  # West leads A♣
        deal.apply(action)
    view = deal.view(2)  # North holds one club, the K♣, and must follow suit
    assert view.legal_actions() == [Action.play("KC")]
    with pytest.raises(IllegalActionError) as refused:
        judge(view, "play AS", worlds=8)
    assert str(refused.value) == ("play A♠ is not a choice of North here: the choices are play K♣.")


def test_passing_a_loner_is_a_blunder() -> None:
    deal = Deal.new(
        dealer=3,
        hands=["JH JD AH KH QH", "9C TC QC KC AC", "9S TS QS KS AS", "9D TD QD KD AD"],
        kitty="TH 9H JC JS",
    )
    view = deal.view(0)
    assert judge(view, "pass", bid_worlds=4).label is Label.BLUNDER
    best = judge(view, "order alone", bid_worlds=4, deal=deal)
    assert best.label in (None, Label.GREAT, Label.BRILLIANT)


def test_hint_is_the_best_action() -> None:
    view = trick_four().view(3)
    best = hint(view, worlds=8)
    assert best.action == Action.play("JH")
    assert best.reason


def test_annotate_a_game_keys_like_egn() -> None:
    game = Game(seed=5, first_dealer=0)
    bot = RuleBot()
    while len(game.deals) < 2 or not game.deals[1].is_over:
        seat = game.to_act
        assert seat is not None
        game.apply(bot.act(game.view(seat)))
    deals = game.deals[:2]
    notes = annotate(game, worlds=4, bid_worlds=4)
    assert len(notes) == len(game.deals)
    for deal, note in zip(deals, notes, strict=False):
        bids = sum(1 for t in deal.history if t.action.is_bid)
        plays = sum(1 for t in deal.history if t.action.kind is ActionKind.PLAY)
        assert all(0 <= k < bids for k in note.calls)
        assert all(0 <= k < plays for k in note.plays)
        for texts in [*note.calls.values(), *note.plays.values()]:
            for text in texts:
                assert split_label(text)[0] is not None


def test_annotate_a_record_and_attach() -> None:
    record = egn.load(DATA / "Six Points in Two Hands.egn")
    notes = annotate(record, worlds=3, bid_worlds=3, attach=True)
    assert len(notes) == len(record.deals)
    for mine, theirs in zip(notes, record.annotations, strict=True):
        for k, texts in mine.calls.items():
            assert set(texts) <= set(theirs.calls[k])
    again = egn.loads(egn.dumps(record))
    assert again.annotations == record.annotations


def test_the_coach_in_two_handed_speaks_to_a_player_alone() -> None:
    from euchre import Rules

    deal = Deal.new(
        dealer=0,
        hands=["9C TC QC KC AC", "JH JD AH KH QH"],
        kitty="TH 9S TS QS KS AS 9D TD QD KD AD JC JS 9H",
        rules=Rules.two_handed(),
    )
    verdict = judge(deal.view(1), "pass", worlds=8, bid_worlds=8)
    assert verdict.label is not None and verdict.label.is_criticism
    assert "ordering up instead: you make it in 100%" in verdict.text
    assert "your side" not in verdict.text
    assert hint(deal.view(1), worlds=8).action == Action.order()


def test_annotate_a_cutthroat_game() -> None:
    from euchre import Rules
    from euchre.bots import RandomBot

    rules = Rules.cutthroat().replace(target=2)
    game = Game(rules=rules, seed=3)
    game.play([RandomBot(seed=s).act for s in range(3)])
    notes = annotate(game, worlds=4, bid_worlds=4, deals=[0])
    assert len(notes) == len(game.deals)
    played = len(game.deals[0].tricks) * 3
    assert all(0 <= k < played for k in notes[0].plays)
    texts = [t for ts in (*notes[0].calls.values(), *notes[0].plays.values()) for t in ts]
    assert texts and all(split_label(t)[0] is not None for t in texts)


def test_annotate_refuses_a_deal_the_game_has_not_dealt() -> None:
    """A deal number past the game's was ignored, and every deal came back without a
    comment, which reads as a game played without a mistake."""
    game = Game(seed=1)
    game.play([RuleBot()] * 4)
    last = len(game.deals) - 1
    with pytest.raises(EuchreError, match=rf"deals=99 is not allowed: .*numbered 0 to {last}"):
        annotate(game, worlds=4, bid_worlds=4, deals=[99])


def test_a_label_weighing_a_bid_against_a_pass_says_whom_the_pass_is_valued_against() -> None:
    """The annotated hands called an expert's bid a mistake against "passing instead:
    expected +1.66 points", a value that holds only against players who bid by the
    rules of thumb (the learned table's deals were played out by RuleBot), without a
    word of it. The pass's clause keeps its reason's words; the table's deals are
    named once."""
    view = Deal.shuffled(seed=33, dealer=0).view(1)  # the coach passes; rule 2 orders
    notes = judge(view, Action.order())
    assert notes.label is Label.MISTAKE and notes.best.action == Action.pass_()
    chosen, _, instead = notes.text.partition("; passing instead: ")
    assert "played out by the textbook bots" in chosen
    assert instead.startswith("expected +") and "the other side then scored in" in instead
    assert notes.text.count("deals with a hand like this") == 1
    # A pass valued by search (no table for these rules) says its own condition.
    deal = Deal.new(
        dealer=3,
        hands=["JH JD AH KH QH", "9C TC QC KC AC", "9S TS QS KS AS", "9D TD QD KD AD"],
        kitty="TH 9H JC JS",
    )
    deal.apply("pass")
    passed = judge(deal.at(0).view(0), deal.history[0].action)
    assert "Passing: expected" in passed.text
    assert "if the others bid by the rules of thumb" in passed.text
