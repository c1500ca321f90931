"""A game: deals to the target, the deal passes left, first jack deals, replayable."""

from __future__ import annotations

import random

import pytest

from euchre import Action, Deal, Game, IllegalActionError, PlayerView, Rank, Rules
from euchre.game import first_jack_draw


def random_player(seed: int):  # type: ignore[no-untyped-def]
    rng = random.Random(seed)

    def play(view: PlayerView) -> Action:
        return rng.choice(view.legal_actions())

    return play


def play_randomly(game: Game, seed: int = 0) -> Game:
    rng = random.Random(seed)
    for _ in range(100_000):
        if game.is_over:
            return game
        game.apply(rng.choice(game.legal_actions()))
    raise AssertionError("the game did not end")


def test_first_jack_draw_deals_until_a_jack() -> None:
    for seed in range(50):
        draw = first_jack_draw(random.Random(seed))
        ranks = [card.rank for _, card in draw.cards]
        assert ranks[-1] is Rank.JACK and Rank.JACK not in ranks[:-1]
        assert [seat for seat, _ in draw.cards] == [i % 4 for i in range(len(draw.cards))]
        assert draw.dealer == draw.cards[-1][0]


def test_first_dealer_is_drawn_from_the_seed() -> None:
    game = Game(seed=3)
    assert game.draw is not None and game.first_dealer == game.draw.dealer
    assert game.deal.dealer == game.first_dealer
    assert Game(seed=3).first_dealer == game.first_dealer
    dealers = {Game(seed=s).first_dealer for s in range(40)}
    assert dealers == {0, 1, 2, 3}


def test_first_dealer_given() -> None:
    game = Game(seed=1, first_dealer=2)
    assert game.draw is None and game.deal.dealer == 2
    with pytest.raises(IllegalActionError):
        Game(first_dealer=4)


def test_game_plays_to_the_target_and_the_deal_passes_left() -> None:
    for seed in range(5):
        game = play_randomly(Game(seed=seed), seed)
        assert game.is_over and max(game.score) >= 10
        assert game.winner == (0 if game.score[0] >= 10 else 1)
        assert min(game.score) < 10
        results = [d.result for d in game.deals]
        assert all(r is not None for r in results)
        points = [r.points for r in results if r is not None]
        for index, (before, after) in enumerate(zip(game.deals, game.deals[1:], strict=False)):
            assert after.dealer == (before.dealer + 1) % 4
            assert after.score == (
                before.score[0] + points[index][0],
                before.score[1] + points[index][1],
            )
        assert game.deals[0].dealer == game.first_dealer
        assert (sum(p[0] for p in points), sum(p[1] for p in points)) == game.score
        assert game.to_act is None and game.legal_actions() == []
        with pytest.raises(IllegalActionError, match="The game is over"):
            game.apply("pass")


@pytest.mark.parametrize("target", [1, 3, 15])
def test_target_option(target: int) -> None:
    game = play_randomly(Game(seed=target, rules=Rules(target=target)), target)
    assert max(game.score) >= target and game.winner is not None
    # the game ended at the first deal that reached the target
    running = [0, 0]
    for deal in game.deals[:-1]:
        assert deal.result is not None
        running[0] += deal.result.points[0]
        running[1] += deal.result.points[1]
        assert max(running) < target


def test_thrown_in_deal_passes_the_deal() -> None:
    game = Game(seed=8, first_dealer=1)
    for _ in range(8):
        game.apply("pass")
    first = game.deals[0]
    assert first.result is not None and first.result.thrown_in
    assert game.score == (0, 0)
    assert len(game.deals) == 2 and game.deal.dealer == 2
    assert game.deal.to_act == 3


def test_seeded_games_replay_identically() -> None:
    def record(seed: int) -> list[tuple[int, str]]:
        game = play_randomly(Game(seed=seed), seed=99)
        return [(t.seat, str(t.action)) for d in game.deals for t in d.history]

    assert record(5) == record(5)
    assert record(5) != record(6)


def test_same_seed_same_cards() -> None:
    a, b = Game(seed=12), Game(seed=12)
    assert a.deal.hands == b.deal.hands
    play_randomly(a, 1)
    play_randomly(b, 2)
    # the shuffles do not depend on the players' choices
    for da, db in zip(a.deals, b.deals, strict=False):
        assert da.dealt == db.dealt and da.kitty == db.kitty


def test_play_with_player_callables() -> None:
    game = Game(seed=4, rules=Rules(target=5))
    score = game.play([random_player(s) for s in range(4)])
    assert score == game.score and game.is_over
    with pytest.raises(IllegalActionError, match="four players"):
        Game(seed=1).play([random_player(0)])


def test_play_takes_bots_as_play_deal_does() -> None:
    """A game and a match are played by the bots themselves (as play_deal takes them)
    or by their act methods, to the same end; anything else is refused in words."""
    from euchre import Match
    from euchre.bots import RandomBot, RuleBot

    by_bots, by_acts = Game(seed=7), Game(seed=7)
    by_bots.play([RuleBot(), RandomBot(seed=2)] * 2)
    by_acts.play([RuleBot().act, RandomBot(seed=2).act] * 2)
    assert by_bots.score == by_acts.score and [d.history for d in by_bots.deals] == [
        d.history for d in by_acts.deals
    ]
    match = Match(seed=3, games_to_win=1)
    assert max(match.play([RuleBot()] * 4)) == 1
    with pytest.raises(IllegalActionError, match=r"is a bot's name: .* make_bot\('rule'\)"):
        Game(seed=1).play([RuleBot(), RuleBot(), RuleBot(), "rule"])  # type: ignore[list-item]


def test_apply_checks_the_seat() -> None:
    game = Game(seed=2, first_dealer=0)
    with pytest.raises(IllegalActionError, match="It is West's turn"):
        game.apply("pass", seat=2)
    game.apply("pass", seat=1)
    assert game.to_act == 2
    # A seat's name is answered with its number (was "seats are 0, 1, 2 and 3").
    with pytest.raises(IllegalActionError, match=r"seats are 0 \(South\), .*; North is 2\.$"):
        game.apply("pass", seat="north")  # type: ignore[arg-type]
    with pytest.raises(IllegalActionError, match=r"first_dealer='East' .*; East is 3\.$"):
        Game(first_dealer="East")  # type: ignore[arg-type]
    with pytest.raises(IllegalActionError, match=r"and 4 \(East\); Northwest is 2\.$"):
        Deal.shuffled(rules=Rules.five_handed(), seed=1).view("Northwest")  # type: ignore[arg-type]


def test_start_replays_given_deals() -> None:
    game = Game(first_dealer=3, shuffle=False)
    with pytest.raises(IllegalActionError, match="No deal has started"):
        _ = game.deal
    assert game.legal_actions() == [] and game.to_act is None
    hands = ["AD KS 9H 9C TC", "JD QD AS QC KC", "KD TD QS TH QH", "9D JH AH KH 9S"]
    with pytest.raises(IllegalActionError, match="should be dealt by East"):
        game.start(Deal.new(dealer=0, hands=hands, kitty="AC JC JS TS"))
    deal = game.start(Deal.new(dealer=3, hands=hands, kitty="AC JC JS TS"))
    with pytest.raises(IllegalActionError, match="not over yet"):
        game.start(Deal.new(dealer=0, hands=hands, kitty="AC JC JS TS"))
    for _ in range(8):
        game.apply("pass")
    assert deal.is_over and len(game.deals) == 1 and game.next_dealer == 0


def test_initial_score() -> None:
    game = Game(seed=1, score=(9, 9))
    assert game.deal.score == (9, 9)
    play_randomly(game)
    assert max(game.score) >= 10 and len(game.deals) >= 1
    assert Game(seed=1, score=(10, 3)).is_over


def test_games_under_every_option_end() -> None:
    for seed in range(6):
        rules = Rules(
            stick_the_dealer=seed % 2 == 0,
            allow_alone=seed % 3 != 0,
            defend_alone=seed % 2 == 1,
            lead_rule="left_of_dealer" if seed % 3 == 1 else "left_of_loner",
            lone_defender_scoring="march_4" if seed > 2 else "euchre_4",
            dealer_may_discard_upcard=seed != 4,
            deal_pattern=("3-2", "2-3", "alternating")[seed % 3],
            target=5,
        )
        game = play_randomly(Game(seed=seed, rules=rules), seed)
        assert game.is_over and len(game.deals) < 200
        if rules.stick_the_dealer:
            assert not any(d.result.thrown_in for d in game.deals)  # type: ignore[union-attr]


def test_repr() -> None:
    assert repr(Game(seed=1)).startswith("<Game 0-0 to 10, deal 1 in progress")


def test_a_library_users_slips_get_the_engines_own_words() -> None:
    """Found by a programmer's audit: each of these passed silently or raised Python's
    own error from inside the engine."""
    from euchre import Card, EuchreError, Game, Rules, Suit, cards
    from euchre.render import card_text, trick_text
    from euchre.tricks import trick_winner

    game = Game(seed=1)
    with pytest.raises(EuchreError, match="this game has one deal so far, deal 0"):
        game.annotations_for(99)  # was accepted, and the comment dropped on export
    game.annotations_for(0).add_call(0, "fine")
    with pytest.raises(
        EuchreError,
        match=r"seat='1' is not a seat: seats are 0 \(South\), 1 \(West\), 2 \(North\) and 3 \(East\)\.$",
    ):
        Rules().scorer_of("1")  # type: ignore[arg-type]  # was a TypeError
    with pytest.raises(EuchreError, match=r"seats are 0 \(South\), 1 \(West\) and 2 \(East\)"):
        Rules.cutthroat().scorer_of(9)  # was 9
    with pytest.raises(EuchreError, match="each player plays once to a trick"):
        trick_text([(0, Card("9C")), (0, Card("AC"))], trump=Suit.HEARTS)
    with pytest.raises(EuchreError, match="A♦ is in the trick twice"):
        trick_winner(cards("AD AD"), Suit.HEARTS)  # said "in the hand"
    with pytest.raises(EuchreError, match="give a Card"):
        card_text(None)  # type: ignore[arg-type]  # was the text 'None'
    with pytest.raises(EuchreError, match=r"The game is over \(10-0\) before any deal"):
        _ = Game(seed=1, score=(10, 0)).deal  # said: call start(), which refuses
    assert "5-−7" in repr(Game(seed=1, rules=Rules.bid_euchre(), score=(5, -7)))


def test_a_records_deals_cannot_be_changed_by_hand() -> None:
    """Record.deals handed out the game's own list: a deal popped from it left a record
    whose score no longer replayed (egn.dumps then refused it)."""
    from pathlib import Path

    from euchre import egn

    record = egn.load(Path(__file__).resolve().parent.parent / "data/egn/Epic Comeback.egn")
    deals = record.deals
    assert isinstance(deals, tuple)
    assert egn.loads(egn.dumps(record)).score == record.score


def test_a_finished_games_refusal_gives_the_winners_score_first() -> None:
    """ "West and East won 11-0", not "won 0-11": the score a winner is said to
    have won by starts with the winners' own."""
    from euchre.bots import RandomBot, RuleBot

    game = Game(seed=5)
    game.play([RandomBot(seed=1), RuleBot()] * 2)
    assert game.winner == 1 and game.score[1] > game.score[0]
    with pytest.raises(IllegalActionError) as refused:
        game.play([RuleBot()] * 4)
    assert f"West and East won {game.score[1]}-{game.score[0]}." in str(refused.value)


def test_a_game_given_no_deal_yet_says_so() -> None:
    """Game(shuffle=False) before its first deal read "deal 0 in progress"."""
    assert repr(Game(shuffle=False, first_dealer=0)) == "<Game 0-0 to 10, no deal started>"
