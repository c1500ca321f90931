"""Property tests for the other forms (two-handed, cutthroat, Railroad, and the last
EGN options): random options, random deals, random legal actions, with invariants
checked after every action and at the end of every deal and game."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from euchre import Deal, Game, IllegalActionError, Match, Rules

seeds = st.integers(0, 2**32 - 1)


@st.composite
def form_rules(draw: st.DrawFn) -> Rules:
    """Any form with any of the options it allows."""
    form = draw(st.sampled_from(["two_handed", "cutthroat", "railroad", "standard"]))
    base = Rules.presets()[form]
    changes: dict[str, object] = {
        "stick_the_dealer": draw(st.booleans()),
        "joker": draw(st.booleans()),
        "min_rank": draw(st.sampled_from([9, 7])),
        "allow_no_trump": draw(st.booleans()),
        "deal_pattern": draw(st.sampled_from(["3-2", "2-3", "alternating"])),
        "go_under": draw(st.booleans()),
        "fast_break": draw(st.booleans()),
        "four_trick_tokens": draw(st.booleans()),
        "weak_hand_redeal": draw(st.sampled_from(["off", "farmer", "ace_no_face"])),
        "target": draw(st.integers(1, 15)),
    }
    if base.players == 3:
        changes["cutthroat_march_points"] = draw(st.sampled_from([2, 3]))
    return base.replace(**changes)


def check_state(deal: Deal) -> None:
    """Cards conserved, trick sizes, one seat to act, views agree with the deal."""
    rules = deal.rules
    players = deal.players
    held = [c for s in range(players) for c in deal.hand(s)]
    played = [c for t in deal.tricks for c in t.cards] + [c for _, c in deal.current_trick]
    buried = list(deal.buried)
    discards = [deal.discard] if deal.discard is not None else []
    for exchange in (deal.exchange, deal.defender_exchange):
        if exchange is not None and exchange[1] is not None:
            discards.append(exchange[1])
    undealt = set(deal.kitty) - {c.id for c in held + played + buried + discards}
    everything = Counter(c.id for c in held + played + buried + discards) + Counter(undealt)
    assert sorted(everything.elements()) == sorted(rules.deck)  # every card once
    active = len(deal.active_seats)
    assert all(len(t.cards) == active for t in deal.tricks)
    assert len(deal.current_trick) < active or not deal.current_trick
    assert deal.players == rules.players and len(deal.tricks_won) == rules.scorers
    if not deal.is_over:
        seat = deal.to_act
        assert seat is not None and 0 <= seat < players
        view = deal.view(seat)
        assert view.legal_actions() == deal.legal_actions() and view.players == players
        # the cards left under the upcard, that nobody has taken into a hand
        taken = {c.id for c in held + played + buried + discards}
        unseen = set(deal.kitty[1:]) - taken
        seen = {c.id for c in view.hand} | {c.id for c in view.played_cards}
        assert not seen & unseen


def check_result(deal: Deal) -> None:
    """Exactly the right side scores, per team or per player."""
    result = deal.result
    assert result is not None and len(result.points) == deal.rules.scorers
    if result.thrown_in or result.maker is None:
        assert sum(result.points) == 0
        return
    assert sum(result.tricks) == 5
    if result.fast_break:
        assert sum(result.points) == 0
        return
    makers = result.makers
    assert makers is not None
    if result.euchred:
        defenders = [i for i in range(len(result.points)) if i != makers]
        assert result.points[makers] == 0
        assert all(result.points[i] > 0 for i in defenders)  # each defender (team) scores
    else:
        assert result.scorers == (makers,)


@settings(max_examples=150, deadline=None)
@given(rules=form_rules(), seed=seeds, play=seeds, dealer=st.integers(0, 3))
def test_every_deal_of_every_form_keeps_its_invariants(
    rules: Rules, seed: int, play: int, dealer: int
) -> None:
    deal = Deal.shuffled(seed=seed, dealer=dealer % rules.players, rules=rules)
    rng = random.Random(play)
    for _ in range(60):
        check_state(deal)
        if deal.is_over:
            break
        before = deal.copy()
        try:
            deal.apply("play 9C" if rng.random() < 0.2 else "call S alone")
        except IllegalActionError:
            assert repr(deal) == repr(before) and deal.history == before.history
        if not deal.is_over:
            deal.apply(rng.choice(deal.legal_actions()))
    assert deal.is_over
    check_result(deal)


@settings(max_examples=25, deadline=None)
@given(rules=form_rules(), seed=seeds, play=seeds)
def test_every_game_of_every_form_ends_with_one_winner(rules: Rules, seed: int, play: int) -> None:
    game = Game(rules=rules, seed=seed)
    rng = random.Random(play)
    for _ in range(20_000):
        if game.is_over:
            break
        game.apply(rng.choice(game.legal_actions()))
    assert game.is_over
    winner = game.winner
    assert winner is not None and game.score[winner] >= rules.target
    assert all(game.score[winner] > s for i, s in enumerate(game.score) if i != winner)
    total = [0] * rules.scorers
    for deal in game.deals:
        assert deal.result is not None
        for i, points in enumerate(deal.result.points):
            total[i] += points
    assert all(0 <= t < 4 for t in game.tokens)
    # the score is the deals' points, plus (with four-trick tokens) a point per fourth token
    extra = [s - t for s, t in zip(game.score, total, strict=True)]
    assert all(e >= 0 for e in extra) and (rules.four_trick_tokens or not any(extra))


@settings(max_examples=10, deadline=None)
@given(seed=seeds, play=seeds, wins=st.integers(1, 3))
def test_a_railroad_match_ends(seed: int, play: int, wins: int) -> None:
    match = Match(rules=Rules.railroad(), seed=seed, games_to_win=wins)
    rng = random.Random(play)
    while not match.is_over:
        match.apply(rng.choice(match.legal_actions()))
    assert match.winner is not None and match.wins[match.winner] >= wins
    assert sum(r.wins for r in match.results) == sum(match.wins)
