"""Duplicate matches and the command line."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from euchre import Deal, Rules
from euchre.bots import RandomBot, RuleBot
from euchre.tournament import duplicate_match, main, parse_rules, play_deal

ROOT = Path(__file__).resolve().parents[1]


def test_a_deterministic_bot_against_itself_scores_exactly_zero() -> None:
    result = duplicate_match("rule", "rule", deals=30, seed=4)
    assert result.points_per_deal == 0
    assert result.ci_low <= 0 <= result.ci_high
    assert result.points_a == result.points_b


def test_random_against_itself_ci_contains_zero() -> None:
    result = duplicate_match("random", "random", deals=150, seed=2)
    assert result.ci_low < 0 < result.ci_high


def test_rule_beats_random() -> None:
    result = duplicate_match("rule", "random", deals=200, seed=1, games=3)
    assert result.ci_low > 0.5
    assert result.games_won_a + result.games_won_b == 6
    assert result.games_won_a > result.games_won_b
    text = str(result)
    assert "points per deal" in text and "games to 10 won" in text


def test_same_seed_same_result_and_factories() -> None:
    one = duplicate_match(RuleBot and (lambda s: RuleBot()), "random", deals=20, seed=8)
    two = duplicate_match("rule", lambda s: RandomBot(seed=s), deals=20, seed=8)
    assert one.pair_differences == two.pair_differences
    assert one.bot_a == "rule" and two.bot_b == "random"


def test_play_deal_scores() -> None:
    result = play_deal(Deal.shuffled(seed=5), [RuleBot()] * 4)
    assert sum(result.points) in (0, 1, 2, 4)


def test_bad_arguments() -> None:
    with pytest.raises(ValueError, match="at least one"):
        duplicate_match("rule", "random", deals=0)
    with pytest.raises(ValueError, match="key=value"):
        parse_rules(["stick_the_dealer"])
    assert parse_rules(["defend_alone=yes", "lead_rule=left_of_dealer"]) == Rules(
        defend_alone=True, lead_rule="left_of_dealer"
    )
    assert main(["nobody", "rule", "--deals", "1"]) == 2


def test_command_line() -> None:
    run = subprocess.run(
        [
            sys.executable,
            "-m",
            "euchre.tournament",
            "rule",
            "random",
            "--deals",
            "4",
            "--seed",
            "1",
            "--games",
            "1",
            "--rules",
            "stick_the_dealer=true",
        ],
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=True,
        timeout=60,
    )
    assert "rule - random:" in run.stdout and "95% CI" in run.stdout
    assert "stick_the_dealer=True" in run.stdout
