"""Exercise 6's yardstick: measured order-ups and the comparisons made on them."""

from __future__ import annotations

import hashlib
import json
import math
from pathlib import Path

import pandas as pd
import pytest
from hypothesis import given
from hypothesis import strategies as st

from euchre import Card, Deal, EuchreError, Rank, Suit, cards, is_trump, score_hand
from euchre.bots import RuleBot
from euchre.measure import rank_correlation, try_action
from euchre.order_up import (
    OrderedUp,
    deal_value,
    order_values,
    ordered_up_deals,
    strength_correlations,
    trumps_held,
)


def test_each_deal_is_the_order_up_played_out_perfectly() -> None:
    """The hand and upcard are seat 1's at the deal from the stated seed, and the tricks
    are what measure.try_action finds for ordering up with the solver (another path
    through the engine to the same figure)."""
    for i, measured in enumerate(ordered_up_deals(12, seed=3)):
        deal = Deal.shuffled(seed=300_000 + i, dealer=0)
        assert measured.hand == deal.hand(1) and measured.upcard == deal.upcard
        outcome = try_action(deal, "order", [RuleBot()] * 4, double_dummy=True)
        assert measured.tricks == outcome.double_dummy


def test_the_same_count_and_seed_give_the_same_deals_without_measuring_again() -> None:
    first = ordered_up_deals(5, seed=11)
    assert ordered_up_deals(5, seed=11) is first
    assert ordered_up_deals(5, seed=12) != first
    assert ordered_up_deals(6, seed=11)[:5] == first


@given(
    st.lists(
        st.tuples(st.integers(-3, 3), st.floats(-10, 10, allow_nan=False)), min_size=2, max_size=30
    )
)
def test_rank_correlation_is_spearmans(pairs: list[tuple[int, float]]) -> None:
    """Against pandas: the Pearson correlation of the average ranks."""
    xs, ys = [float(x) for x, _ in pairs], [y for _, y in pairs]
    ranked = pd.DataFrame({"x": xs, "y": ys}).rank()
    if ranked["x"].nunique() < 2 or ranked["y"].nunique() < 2:
        assert rank_correlation(xs, ys) == 0.0
    else:
        assert rank_correlation(xs, ys) == pytest.approx(ranked["x"].corr(ranked["y"]), abs=1e-9)


def test_the_strength_and_order_comparisons_count_what_they_say() -> None:
    deals = ordered_up_deals(200, seed=1)
    tricks = [d.tricks for d in deals]

    def aces(hand: tuple[Card, ...], trump: Suit) -> int:
        return sum(1 for c in hand if c.rank is Rank.ACE)

    test = strength_correlations(aces, deals)
    assert test.yours == rank_correlation([aces(d.hand, d.upcard.suit) for d in deals], tricks)
    counted = [sum(is_trump(c, d.upcard.suit) for c in d.hand) for d in deals]
    assert test.counting_trumps == rank_correlation(counted, tricks)
    assert test.counting_trumps > 0.3 > test.yours

    def two_bowers(hand: tuple[Card, ...], upcard: Card) -> bool:
        return sum(1 for c in hand if c.rank is Rank.JACK and is_trump(c, upcard.suit)) >= 2

    values = order_values(two_bowers, deals)
    by_hand = []
    for d in deals:
        side, points = score_hand(d.tricks)
        by_hand.append(
            (points if side == "makers" else -points) if two_bowers(d.hand, d.upcard) else 0
        )
    assert values.yours == pytest.approx(sum(by_hand) / 200)
    assert values.ordered == sum(two_bowers(d.hand, d.upcard) for d in deals) / 200
    three = [deal_value(d.tricks) for d, n in zip(deals, counted, strict=True) if n >= 3]
    assert values.three_trumps == pytest.approx(sum(three) / 200)


def test_deal_value_and_trumps_held() -> None:
    assert [deal_value(t) for t in range(6)] == [-2, -2, -2, 1, 1, 2]
    assert trumps_held(cards("JH JD 9H AS 9C"), Suit.HEARTS) == 3
    assert trumps_held(cards("JH JD 9H AS 9C"), Suit.DIAMONDS) == 2


def test_a_strength_that_gives_no_number_is_told_so_in_a_players_words() -> None:
    deals = ordered_up_deals(3, seed=1)

    def hand_strength(hand: object, trump: object) -> None:
        return None

    with pytest.raises(EuchreError) as raised:
        strength_correlations(hand_strength, deals)  # type: ignore[arg-type]
    held = " ".join(str(c) for c in deals[0].hand)
    trump = deals[0].upcard.suit.name.lower()
    assert str(raised.value) == (
        f"hand_strength gave None for {held} with {trump} trump: it should give a number."
    )
    for value, why in [
        (math.inf, "is not a finite number"),
        (10**400, "is too large to count with"),
    ]:
        with pytest.raises(EuchreError) as raised:
            strength_correlations(lambda hand, trump, v=value: v, deals)
        assert str(raised.value).endswith(f"trump: it should give a number (that one {why}).")
    with pytest.raises(EuchreError, match="is not a list of measured deals"):
        order_values(lambda hand, upcard: True, [(deals[0].hand, deals[0].upcard, 3)])

    def should_order(hand: object, upcard: object) -> int:
        return 1

    with pytest.raises(EuchreError) as raised:
        order_values(should_order, deals)  # type: ignore[arg-type]
    assert str(raised.value) == (
        f"should_order gave 1 for {held} with the upcard {deals[0].upcard}: "
        "it should give True (order it up) or False (pass)."
    )
    with pytest.raises(EuchreError, match="is not a function"):
        order_values(True, deals)  # type: ignore[arg-type]
    with pytest.raises(EuchreError, match="xs has 2 numbers and ys 3"):
        rank_correlation([1, 2], [1, 2, 3])
    assert isinstance(deals[0], OrderedUp)


def test_a_decision_made_with_numpy_counts_as_true_or_false() -> None:
    """numpy's booleans print as np.True_ and are not Python bools (their type is
    named bool_ before numpy 2 and bool since): a should_order built with numpy
    orders and passes as the same one built without it."""
    np = pytest.importorskip("numpy")
    deals = ordered_up_deals(50, seed=2)

    def with_numpy(hand: tuple[Card, ...], upcard: Card) -> object:
        return np.sum([is_trump(c, upcard.suit) for c in hand]) >= 3

    def plain(hand: tuple[Card, ...], upcard: Card) -> bool:
        return sum(is_trump(c, upcard.suit) for c in hand) >= 3

    assert type(with_numpy(deals[0].hand, deals[0].upcard)) is not bool
    assert order_values(with_numpy, deals) == order_values(plain, deals)  # type: ignore[arg-type]


def _fresh(monkeypatch: pytest.MonkeyPatch, value: str | None) -> None:
    """Measure as a new kernel would, with grading's store ``value`` (or none)."""
    from euchre import order_up

    if value is None:
        monkeypatch.delenv(order_up.STORE_VARIABLE, raising=False)
    else:
        monkeypatch.setenv(order_up.STORE_VARIABLE, value)
    order_up._measured.cache_clear()
    order_up._stored.cache_clear()


def test_a_store_of_measured_deals_is_read_and_a_changed_one_is_not(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Grading solves a class's deals once and every notebook reads them: the deals
    read are the file's, a shorter count takes the first of them, and once the file
    is changed (a notebook could write to it) the deals are solved again."""
    from euchre.order_up import store_measured

    _fresh(monkeypatch, None)
    solved = ordered_up_deals(8, seed=21)
    value = store_measured([(8, 21), (3, 22)], tmp_path)
    path = Path(value.rpartition("#")[0])
    kept = json.loads(path.read_text(encoding="utf-8"))
    assert sorted(kept) == ["21", "22"] and len(kept["21"]) == 8 and len(kept["22"]) == 3

    # A file that matches the value is what is read: here, one written with every
    # deal's tricks reversed, and its own SHA-256.
    kept["21"] = [[hand, upcard, 5 - tricks] for hand, upcard, tricks in kept["21"]]
    forged = tmp_path / "forged.json"
    forged.write_text(json.dumps(kept), encoding="utf-8")
    _fresh(monkeypatch, f"{forged}#{hashlib.sha256(forged.read_bytes()).hexdigest()}")
    assert [d.tricks for d in ordered_up_deals(8, seed=21)] == [5 - d.tricks for d in solved]
    assert [d.tricks for d in ordered_up_deals(5, seed=21)] == [5 - d.tricks for d in solved[:5]]
    assert ordered_up_deals(9, seed=21)[:8] == solved  # more than were kept: solved

    # The true store, then changed after it was written: solved again, not read.
    _fresh(monkeypatch, value)
    assert ordered_up_deals(8, seed=21) == solved
    path.write_text(forged.read_text(encoding="utf-8"), encoding="utf-8")
    _fresh(monkeypatch, value)
    assert ordered_up_deals(8, seed=21) == solved
    _fresh(monkeypatch, None)


def test_a_store_is_asked_for_whole_counts_and_seeds(tmp_path: Path) -> None:
    from euchre.order_up import store_measured

    with pytest.raises(EuchreError, match="count=0 is not allowed"):
        store_measured([(0, 1)], tmp_path)
    with pytest.raises(EuchreError, match="seed=-1 is not allowed"):
        store_measured([(5, -1)], tmp_path)
