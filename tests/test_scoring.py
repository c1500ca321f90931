"""Every row of the scoring table (RULES.md section 5) and both lone-defender options."""

from __future__ import annotations

import pytest

from euchre import EuchreError, Rules, score_hand

MARCH_4 = Rules(defend_alone=True, lone_defender_scoring="march_4")
EUCHRE_4 = Rules(defend_alone=True)


@pytest.mark.parametrize("tricks", [3, 4])
def test_makers_take_3_or_4(tricks: int) -> None:
    assert score_hand(tricks) == ("makers", 1)


def test_march() -> None:
    assert score_hand(5) == ("makers", 2)


def test_maker_alone_takes_all_five() -> None:
    assert score_hand(5, maker_alone=True) == ("makers", 4)


@pytest.mark.parametrize("tricks", [3, 4])
def test_maker_alone_takes_3_or_4(tricks: int) -> None:
    assert score_hand(tricks, maker_alone=True) == ("makers", 1)


@pytest.mark.parametrize("tricks", [0, 1, 2])
def test_euchred(tricks: int) -> None:
    assert score_hand(tricks) == ("defenders", 2)
    assert score_hand(tricks, maker_alone=True) == ("defenders", 2)


@pytest.mark.parametrize("tricks", [0, 1, 2])
def test_euchred_by_a_lone_defender(tricks: int) -> None:
    assert score_hand(tricks, maker_alone=True, lone_defender=True, rules=EUCHRE_4) == (
        "defenders",
        4,
    )


@pytest.mark.parametrize("tricks", [3, 4, 5])
def test_lone_defender_who_fails_scores_nothing(tricks: int) -> None:
    side, _ = score_hand(tricks, maker_alone=True, lone_defender=True, rules=EUCHRE_4)
    assert side == "makers"
    side, _ = score_hand(tricks, maker_alone=True, lone_defender=True, rules=MARCH_4)
    assert side == "makers"


def test_lone_defender_against_a_loner_who_marches() -> None:
    assert score_hand(5, maker_alone=True, lone_defender=True) == ("makers", 4)
    assert score_hand(4, maker_alone=True, lone_defender=True) == ("makers", 1)


@pytest.mark.parametrize(("maker_tricks", "points"), [(2, 2), (1, 2), (0, 4)])
def test_march_4_lone_defender(maker_tricks: int, points: int) -> None:
    # The lone defender takes 3 or 4 tricks: 2 points; all five: 4.
    assert score_hand(maker_tricks, maker_alone=True, lone_defender=True, rules=MARCH_4) == (
        "defenders",
        points,
    )


def test_march_4_does_not_change_ordinary_scoring() -> None:
    for tricks in range(6):
        assert score_hand(tricks, rules=MARCH_4) == score_hand(tricks)
        assert score_hand(tricks, maker_alone=True, rules=MARCH_4) == score_hand(
            tricks, maker_alone=True
        )


def test_alone_point_options() -> None:
    rules = Rules(alone_march_points=5, alone_euchre_points=3)
    assert score_hand(5, maker_alone=True, rules=rules) == ("makers", 5)
    assert score_hand(1, maker_alone=True, rules=rules) == ("defenders", 3)
    assert score_hand(1, rules=rules) == ("defenders", 2)


def test_exactly_one_side_scores_and_points_are_positive() -> None:
    for rules in (Rules(), EUCHRE_4, MARCH_4):
        for tricks in range(6):
            for alone, lone in ((False, False), (True, False), (True, True)):
                side, points = score_hand(
                    tricks, maker_alone=alone, lone_defender=lone, rules=rules
                )
                assert side == ("makers" if tricks >= 3 else "defenders")
                assert points > 0


@pytest.mark.parametrize("bad", [-1, 6, 2.0, True, "3"])
def test_impossible_trick_counts(bad: object) -> None:
    with pytest.raises(EuchreError, match="0 to 5"):
        score_hand(bad)  # type: ignore[arg-type]


def test_lone_defender_needs_a_loner() -> None:
    with pytest.raises(EuchreError, match="maker_alone=True"):
        score_hand(1, lone_defender=True)


@pytest.mark.parametrize("rules", [Rules.two_handed(), Rules.cutthroat()])
def test_nobody_goes_alone_where_everyone_plays_alone(rules: Rules) -> None:
    # Two-handed scored a "loner's" march 4, and cutthroat ignored the flag.
    with pytest.raises(EuchreError, match=f"not possible in {rules.form_words}: nobody goes"):
        score_hand(5, maker_alone=True, rules=rules)


def test_keyword_only() -> None:
    with pytest.raises(TypeError):
        score_hand(3, True)  # type: ignore[call-arg]
