"""The other forms of the game (RULES.md 9.1, 9.2, 9.5): two-handed, cutthroat and
Railroad, each rule checked on a deal built for it."""

from __future__ import annotations

import dataclasses
import itertools
import random

import pytest

from euchre import Card, Deal, Game, IllegalActionError, Match, Phase, Rules, RulesError
from euchre.dealing import deal_cards, packets
from euchre.narration import deal_story, seat_names

TWO = Rules.two_handed()
THREE = Rules.cutthroat()
RAILROAD = Rules.railroad()

# A two-handed deal, South (seat 0) dealing: North (seat 1) bids first and leads.
TWO_HANDS = ["9H TH JH QH KH", "9S TS JS QS KS"]
TWO_KITTY = "AH AS 9C TC JC QC KC AC 9D TD JD QD KD AD"
# A cutthroat deal, East (seat 2) dealing: South bids first and leads.
THREE_HANDS = ["JH JD AH 9C TC", "9S TS QS KS AS", "9D TD QD KD AD"]
THREE_KITTY = "KH QH TH 9H JC QC KC AC JS"


def two_handed(**changes: object) -> Deal:
    return Deal.new(dealer=0, hands=TWO_HANDS, kitty=TWO_KITTY, rules=TWO.replace(**changes))


def cutthroat(**changes: object) -> Deal:
    return Deal.new(dealer=2, hands=THREE_HANDS, kitty=THREE_KITTY, rules=THREE.replace(**changes))


def play_out(deal: Deal, seed: int = 0) -> Deal:
    rng = random.Random(seed)
    while not deal.is_over:
        deal.apply(rng.choice(deal.legal_actions()))
    return deal


def play_first_legal(deal: Deal) -> Deal:
    while not deal.is_over:
        deal.apply(deal.legal_actions()[0])
    return deal


# ------------------------------------------------------------------------ rules


def test_presets_name_the_forms() -> None:
    assert (TWO.players, TWO.form, TWO.kitty_size, TWO.scorers) == (2, "two_handed", 14, 2)
    assert (THREE.players, THREE.form, THREE.kitty_size, THREE.scorers) == (3, "cutthroat", 9, 3)
    assert (RAILROAD.players, RAILROAD.form, RAILROAD.scorers) == (4, "four_handed", 2)
    assert RAILROAD.joker and RAILROAD.defend_alone and RAILROAD.defender_best
    assert RAILROAD.partners_best == "partner" and RAILROAD.laps and RAILROAD.slams
    assert {"two_handed", "cutthroat", "railroad"} <= set(Rules.presets())


@pytest.mark.parametrize(
    ("changes", "word"),
    [
        ({"players": 3}, "allow_alone"),  # the default allows going alone
        ({"players": 2, "allow_alone": False, "defend_alone": True}, "defend_alone"),
        ({"players": 3, "allow_alone": False, "partners_best": "partner"}, "partners_best"),
        ({"players": 5}, "players"),
        ({"players": 3.0}, "players"),
        ({"cutthroat_march_points": 4}, "cutthroat_march_points"),
        ({"defender_best": True}, "defender_best"),
        # a cutthroat march elsewhere, a loner's points where nobody goes alone
        ({"cutthroat_march_points": 2}, "applies to cutthroat only .* the four-handed game"),
        ({"players": 2, "allow_alone": False, "cutthroat_march_points": 2}, "two-handed"),
        ({"players": 3, "allow_alone": False, "alone_march_points": 6}, "nobody goes alone"),
        ({"players": 2, "allow_alone": False, "alone_euchre_points": 3}, "nobody goes alone"),
    ],
)
def test_options_that_do_not_fit_a_form_are_refused(changes: dict[str, object], word: str) -> None:
    with pytest.raises(RulesError, match=word):
        Rules(**changes)  # type: ignore[arg-type]


# ------------------------------------------------------------------- two-handed


def test_two_handed_deal_non_dealer_first_and_the_eleventh_card_turned_up() -> None:
    assert packets(0, players=2) == ((1, 3), (0, 3), (1, 2), (0, 2))
    hands, kitty = deal_cards(list(range(24)), dealer=0, players=2)
    assert hands == ((3, 4, 5, 8, 9), (0, 1, 2, 6, 7))
    assert kitty[0] == 10 and len(kitty) == 14  # the 11th card, and 13 unseen under it


def test_two_handed_shuffled_deals_two_hands_of_five() -> None:
    for seed in range(50):
        deal = Deal.shuffled(seed=seed, dealer=seed % 2, rules=TWO)
        dealt = [c for s in range(2) for c in deal.hand(s)]
        assert len(deal.hands) == 2 and all(len(h) == 5 for h in deal.hands)
        assert sorted([c.id for c in dealt] + list(deal.kitty)) == sorted(TWO.deck)


def test_two_handed_unseen_cards_are_in_no_view() -> None:
    deal = two_handed()
    unseen = {Card.from_id(i) for i in deal.kitty[1:]}
    play_out(deal, seed=3)
    for moves in range(len(deal.history) + 1):
        state = deal.at(moves)
        for seat in range(2):
            view = state.view(seat)
            seen = set(view.hand) | set(view.played_cards) | {view.upcard}
            if view.discard is not None:
                seen.add(view.discard)
            assert not seen & unseen
            for f in dataclasses.fields(view):
                assert not any(str(c) in repr(getattr(view, f.name)) for c in unseen), f.name


def test_two_handed_bidding_goes_non_dealer_then_dealer() -> None:
    deal = two_handed()
    assert deal.to_act == 1
    assert [str(a) for a in deal.legal_actions()] == ["pass", "order"]
    with pytest.raises(IllegalActionError, match="alone"):
        deal.apply("order alone")
    deal.apply("pass")
    assert deal.to_act == 0
    deal.apply("pass")  # the dealer turns it down
    assert deal.phase is Phase.CALL and deal.to_act == 1
    assert "call H" not in [str(a) for a in deal.legal_actions()]  # hearts turned down
    deal.apply("pass")
    deal.apply("pass")
    assert deal.is_over and deal.result is not None and deal.result.thrown_in
    assert str(deal.result).startswith("Thrown in: both players passed twice")


def test_two_handed_stick_the_dealer() -> None:
    deal = two_handed(stick_the_dealer=True)
    for _ in range(3):
        deal.apply("pass")
    assert "pass" not in [str(a) for a in deal.legal_actions()]
    with pytest.raises(IllegalActionError, match="Stick the dealer"):
        deal.apply("pass")


def test_two_handed_dealer_takes_up_and_the_non_dealer_leads() -> None:
    deal = two_handed()
    deal.apply("pass")
    deal.apply("order")  # the dealer takes the A♥ up
    assert deal.phase is Phase.DISCARD and deal.to_act == 0 and deal.maker == 0
    deal.apply("discard 9H")
    assert deal.phase is Phase.PLAY and deal.to_act == 1 and deal.leader == 1
    assert deal.sides == ((0,), (1,)) and deal.view(0).partner is None
    deal.apply("play 9S")
    assert deal.to_act == 0
    deal.apply("play TH")  # hearts are trump: South ruffs
    assert len(deal.tricks) == 1 and deal.tricks[0].winner == 0
    assert deal.tricks_won == (1, 0)


@pytest.mark.parametrize(
    ("maker_tricks", "points"),
    [(5, (2, 0)), (4, (1, 0)), (3, (1, 0)), (2, (0, 2)), (0, (0, 2))],
)
def test_two_handed_scoring(maker_tricks: int, points: tuple[int, int]) -> None:
    # South makes hearts holding five trumps; North's spades win exactly the tricks
    # South lets them win, so walk every play and keep the first of each count.
    found = {}
    for seed in range(400):
        deal = two_handed()
        deal.apply("pass")
        deal.apply("order")
        deal.apply("discard 9H")
        play_out(deal, seed)
        assert deal.result is not None
        found.setdefault(deal.result.maker_tricks, deal.result.points)
    # South holds all the trumps; whatever North leads, South wins every trick it ruffs
    assert set(found) <= {3, 4, 5}
    if maker_tricks in found:
        assert found[maker_tricks] == points
    # the same table as the score of any deal
    from euchre.scoring import score_hand

    side, value = score_hand(maker_tricks, rules=TWO)
    assert (value, 0) == points if side == "makers" else (0, value) == points


def test_two_handed_game_to_ten_or_five() -> None:
    for target, seed in ((10, 1), (5, 2)):
        game = Game(rules=TWO.replace(target=target), seed=seed)
        rng = random.Random(seed)
        dealers = []
        while not game.is_over:
            if not game.deal.history:
                dealers.append(game.deal.dealer)
            game.apply(rng.choice(game.legal_actions()))
        assert len(game.score) == 2 and max(game.score) >= target
        assert game.winner == game.score.index(max(game.score))
        assert all(b == (a + 1) % 2 for a, b in itertools.pairwise(dealers))


# -------------------------------------------------------------------- cutthroat


def test_cutthroat_deals_three_hands_and_a_nine_card_kitty() -> None:
    deal = Deal.shuffled(seed=4, dealer=1, rules=THREE)
    assert len(deal.hands) == 3 and len(deal.kitty) == 9
    assert packets(1, players=3)[:3] == ((2, 3), (0, 3), (1, 3))
    assert deal.to_act == 2  # left of the dealer


def test_cutthroat_bidding_clockwise_from_the_dealers_left_two_rounds() -> None:
    deal = cutthroat()
    order = []
    for _ in range(6):
        order.append(deal.to_act)
        deal.apply("pass")
    assert order == [0, 1, 2, 0, 1, 2]
    assert deal.is_over and str(deal.result).startswith("Thrown in: all three passed twice")


def test_cutthroat_maker_plays_alone_against_two_partners_for_the_hand() -> None:
    deal = cutthroat()
    assert deal.sides == ((0,), (1,), (2,))
    assert [str(a) for a in deal.legal_actions()] == ["pass", "order"]
    deal.apply("order")  # South orders the K♥ up to East, the dealer
    assert deal.to_act == 2 and deal.phase is Phase.DISCARD
    deal.apply("discard 9D")
    assert deal.sides == ((0,), (1, 2))
    assert not deal.maker_alone and deal.sitting_out == ()
    assert deal.view(1).partner == 2 and deal.view(0).partner is None
    assert deal.to_act == 0  # left of the dealer leads
    deal.apply("play JH")
    assert deal.to_act == 1
    deal.apply("play 9S")
    deal.apply("play KH")  # East must follow trump with the K♥ picked up
    assert deal.tricks[0].seats == (0, 1, 2) and deal.tricks[0].winner == 0


def test_cutthroat_scoring_per_player() -> None:
    seen = {}
    for seed in range(300):
        deal = Deal.shuffled(seed=seed, dealer=seed % 3, rules=THREE)
        play_out(deal, seed)
        result = deal.result
        assert result is not None and len(result.points) == 3 and len(result.tricks) == 3
        if result.thrown_in:
            assert result.points == (0, 0, 0)
            continue
        maker = result.maker
        assert maker is not None
        taken = result.tricks[maker]
        others = [i for i in range(3) if i != maker]
        if taken == 5:
            expected = 3
        elif taken >= 3:
            expected = 1
        else:
            expected = 0
        if expected:
            assert result.points[maker] == expected and all(result.points[i] == 0 for i in others)
            assert result.scorers == (maker,)
        else:
            assert result.points[maker] == 0 and all(result.points[i] == 2 for i in others)
            assert result.scorers == tuple(others) and result.scoring_team is None
        seen[taken] = True
    assert {0, 1, 2, 3, 4} <= set(seen)


def test_cutthroat_march_points_option() -> None:
    from euchre.scoring import score_hand

    assert score_hand(5, rules=THREE) == ("makers", 3)
    assert score_hand(5, rules=THREE.replace(cutthroat_march_points=2)) == ("makers", 2)
    assert score_hand(2, rules=THREE) == ("defenders", 2)


def test_cutthroat_game_first_player_to_ten() -> None:
    game = Game(rules=THREE, seed=5)
    rng = random.Random(5)
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
    assert len(game.score) == 3
    winner = game.winner
    assert winner is not None and game.score[winner] >= 10
    assert all(game.score[winner] > s for i, s in enumerate(game.score) if i != winner)


def test_cutthroat_two_defenders_level_past_the_target_play_on() -> None:
    game = Game(rules=THREE, first_dealer=0, score=(0, 10, 10))
    assert not game.is_over and game.winner is None  # level: they play on
    assert Game(rules=THREE, first_dealer=0, score=(3, 11, 10)).winner == 1


def test_cutthroat_story_names_three_seats() -> None:
    deal = cutthroat()
    deal.apply("order")
    deal.apply("discard 9D")
    play_first_legal(deal)
    story = deal_story(deal)
    names = seat_names(players=3)
    assert story[0] == f"{names[2]} deals and turns up the K♥."
    assert "plays alone against the other two" in story[1]
    assert not any("North" in line for line in story)


# ------------------------------------------------------------------- railroad


def _railroad_loner(seed: int) -> Deal:
    """A Railroad deal where South goes alone and West defends alone."""
    for s in range(seed, seed + 200):
        deal = Deal.shuffled(seed=s, dealer=3, rules=RAILROAD)
        if deal.phase is Phase.NAME:
            continue
        deal.apply("order alone")
        while deal.phase is not Phase.DEFEND:
            deal.apply(deal.legal_actions()[0])
        return deal
    raise AssertionError("no deal")


def test_railroad_lone_defender_calls_for_best() -> None:
    deal = _railroad_loner(0)
    assert deal.to_act == 1
    deal.apply("defend alone")
    assert deal.phase is Phase.GIVE and deal.to_act == 3  # West's partner East gives
    card = deal.hand(3)[-1]
    deal.apply(f"give {card.code}")
    assert deal.phase is Phase.DISCARD and deal.to_act == 1
    assert card in deal.hand(1) and deal.defender_exchange == (card, None)
    assert deal.view(1).given == card and deal.view(3).given == card
    assert deal.view(0).given != card and deal.view(2).given != card
    hidden = [t.action for t in deal.view(0).history if t.seat == 3]
    assert all(a.card is None for a in hidden)
    drop = deal.hand(1)[0]
    deal.apply(f"discard {drop.code}")
    assert deal.phase is Phase.PLAY and deal.active_seats == (0, 1)
    assert deal.defender_exchange == (card, drop)
    play_first_legal(deal)
    assert deal.result is not None
    if deal.result.euchred:
        assert deal.result.points[1] == 4


def test_defender_best_off_goes_straight_to_play() -> None:
    rules = RAILROAD.replace(defender_best=False)
    deal = Deal.shuffled(seed=0, dealer=3, rules=rules)
    while deal.phase is Phase.NAME:
        deal = Deal.shuffled(seed=deal.kitty[0] + 1, dealer=3, rules=rules)
    deal.apply("order alone")
    while deal.phase is not Phase.DEFEND:
        deal.apply(deal.legal_actions()[0])
    deal.apply("defend alone")
    assert deal.phase is Phase.PLAY


def test_railroad_match_laps_and_slams() -> None:
    for seed in range(6):
        match = Match(rules=RAILROAD, seed=seed, games_to_win=3)
        rng = random.Random(seed)
        while not match.is_over:
            match.apply(rng.choice(match.legal_actions()))
        assert sum(r.wins for r in match.results if r.winner == match.winner) >= 3
        for before, after in itertools.pairwise(match.results):
            start = [0, 0]
            start[before.winner] = before.score[before.winner] - 10
            assert after.start == tuple(start)  # laps: the points past 10 carry over
        for result in match.results:
            loser = 1 - result.winner
            assert result.slam == (result.score[loser] == 0)
            assert result.wins == (2 if result.slam else 1)
    # The refusal names the winners, their games first (it read "won 0-1" before).
    assert match.winner is not None
    won, lost = match.wins[match.winner], match.wins[1 - match.winner]
    team = ("South and North", "West and East")[match.winner]
    with pytest.raises(IllegalActionError, match=f"match is over: {team} won it {won}-{lost} "):
        match.apply("pass")


def test_match_without_laps_or_slams() -> None:
    rules = RAILROAD.replace(laps=False, slams=False)
    match = Match(rules=rules, seed=3, games_to_win=2)
    rng = random.Random(3)
    while not match.is_over:
        match.apply(rng.choice(match.legal_actions()))
    assert all(r.start == (0, 0) and r.wins == 1 and r.carried == 0 for r in match.results)


# ------------------------------------------------------------- EGN's last options


def _going_under_deal() -> Deal:
    """A deal where West (seat 1, left of the dealer) may go under: three 9s and 10s."""
    return Deal.new(
        dealer=0,
        hands=["AH KH QH AS KS", "9C TC 9D JS QS", "AC KC QC AD KD", "9H TH JH 9S TS"],
        kitty="JC QD TD JD",
        rules=Rules(go_under=True),
    )


def test_go_under_swaps_three_cards_with_the_kitty() -> None:
    deal = _going_under_deal()
    assert "go under" in [str(a) for a in deal.legal_actions()]
    deal.apply("go under")
    assert deal.phase is Phase.UNDER and deal.to_act == 1
    assert {str(c) for c in deal.hand(1)} >= {"Q♦", "10♦", "J♦"}  # the three under the upcard
    for card in ("9C", "TC", "9D"):
        deal.apply(f"discard {card}")
    assert deal.phase is Phase.ORDER and deal.to_act == 1 and deal.under_by == 1
    assert sorted(str(c) for c in deal.buried) == sorted(["9♣", "10♣", "9♦"])
    assert len(deal.hand(1)) == 5
    assert "go under" not in [str(a) for a in deal.legal_actions()]  # once a deal
    hidden = [t.action for t in deal.view(2).history if t.seat == 1][1:]
    assert len(hidden) == 3 and all(a.card is None for a in hidden)
    assert [t.action.card for t in deal.view(1).history[1:]] == [
        Card("9C"),
        Card("TC"),
        Card("9D"),
    ]
    play_first_legal(deal)
    assert deal.result is not None


def test_go_under_needs_a_weak_hand_and_the_option() -> None:
    deal = _going_under_deal()
    deal.apply("pass")  # West passes; North holds no 9s or 10s
    assert "go under" not in [str(a) for a in deal.legal_actions()]
    with pytest.raises(IllegalActionError, match="three or more 9s and 10s"):
        deal.apply("go under")
    plain = Deal.new(dealer=0, hands=_going_under_deal().hands, kitty="JC QD TD JD", rules=Rules())
    with pytest.raises(IllegalActionError, match=r"Going under is not played at this table\.$"):
        plain.apply("go under")


def test_fast_break_scores_nothing() -> None:
    rules = Rules(fast_break=True)
    seen = 0
    for seed in range(1500):
        deal = play_out(Deal.shuffled(seed=seed, rules=rules), seed)
        result = deal.result
        assert result is not None
        if result.thrown_in:
            continue
        makers = result.makers
        won = [rules.scorer_of(t.winner) == makers for t in deal.tricks]
        assert result.fast_break == (won == [False, False, True, True, True])
        if result.fast_break:
            seen += 1
            assert result.points == (0, 0) and "fast break" in str(result)
        else:
            assert sum(result.points) > 0
    assert seen > 10


def test_four_trick_tokens_make_a_point_every_fourth() -> None:
    rules = Rules(four_trick_tokens=True)
    for seed in range(6):
        game = Game(rules=rules, seed=seed)
        rng = random.Random(seed)
        earned = [0, 0]
        points = [0, 0]
        while not game.is_over:
            deal = game.deal
            game.apply(rng.choice(game.legal_actions()))
            if deal.is_over:
                result = deal.result
                assert result is not None
                for i, p in enumerate(result.points):
                    points[i] += p
                makers = result.makers
                if makers is not None and not result.maker_alone and result.maker_tricks == 4:
                    earned[makers] += 1
                assert game.tokens == tuple(e % 4 for e in earned)
                assert game.score == tuple(p + e // 4 for p, e in zip(points, earned, strict=True))
