"""Duplicate matches and the command line."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from euchre import Deal, EuchreError, Rules
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


def _seeds_given(seed: int, bot_seed: int = 0) -> list[int]:
    """The seeds a match gives the factories of its bots."""
    given: list[int] = []

    def factory(s: int) -> RandomBot:
        given.append(s)
        return RandomBot(seed=s)

    duplicate_match(factory, "random", deals=2, seed=seed, bot_seed=bot_seed, games=1)
    return given


def test_a_bots_seed_says_nothing_about_the_deals() -> None:
    """A bot's seed is derived from bot_seed only: every match seed gives the bots the
    same seeds, so no search over match seeds can find the one a bot plays in (it
    used to be found by brute force from the bot's own seed, then every deal rebuilt)."""
    seen = {tuple(_seeds_given(seed)) for seed in (0, 1, 2, 12345, 2**40)}
    assert len(seen) == 1
    # ... while the deals do follow the match seed, and the bots follow bot_seed.
    one = duplicate_match("random", "random", deals=5, seed=1)
    two = duplicate_match("random", "random", deals=5, seed=2)
    assert one.pair_differences != two.pair_differences or one.points_a != two.points_a
    assert tuple(_seeds_given(1, bot_seed=1)) not in seen
    again = duplicate_match("random", "random", deals=5, seed=1, bot_seed=7)
    assert again == duplicate_match("random", "random", deals=5, seed=1, bot_seed=7)
    assert again.bot_seed == 7


def test_bad_arguments_are_explained() -> None:
    with pytest.raises(EuchreError, match="play at least one deal"):
        duplicate_match("rule", "random", deals=1.0)  # type: ignore[arg-type]
    with pytest.raises(EuchreError, match="not a bot"):
        duplicate_match(lambda s: object(), "random", deals=1)  # type: ignore[arg-type,return-value]
    # A bot object was "not a bot"; it is one, but a match needs a fresh one each play.
    with pytest.raises(EuchreError, match=r"RuleBot\(\) is a bot, but .* like 'rule'"):
        duplicate_match(RuleBot(), "random", deals=1)  # type: ignore[arg-type]
    with pytest.raises(EuchreError, match=r"lambda seed: RandomBot\(seed=seed\)"):
        duplicate_match(RandomBot(seed=1), "random", deals=1)  # type: ignore[arg-type]
    with pytest.raises(EuchreError, match="No bot is called"):
        duplicate_match("nobody", "random", deals=1)
    with pytest.raises(EuchreError, match="four bots"):
        play_deal(Deal.shuffled(seed=1), [RuleBot()] * 3)
    with pytest.raises(EuchreError, match="key=value"):
        parse_rules([3])  # type: ignore[list-item]


# ------------------------------------------------- rotation in the other forms


@pytest.mark.parametrize("form", ["two_handed", "cutthroat"])
def test_rotation_a_deterministic_bot_against_itself_scores_exactly_zero(form: str) -> None:
    result = duplicate_match("rule", "rule", deals=12, seed=3, rules=Rules.presets()[form])
    assert result.points_per_deal == 0
    assert result.points_a == result.points_b
    assert result.plays_per_deal == (2 if form == "two_handed" else 6)
    # Every seat-play counted: 1 seat per play each in two-handed; 9 each per cutthroat deal.
    assert result.seats_a == result.seats_b == 12 * (2 if form == "two_handed" else 9)


def test_seatings_put_each_bot_in_each_seat_alone_and_doubled() -> None:
    from euchre.tournament import seatings

    for players in (2, 3, 4):
        plays = seatings(players)
        for who in "ab":
            for seat in range(players):
                assert any(p[seat] == who for p in plays)
    three = seatings(3)
    assert sorted(p.count("a") for p in three) == [1, 1, 1, 2, 2, 2]
    assert {p.index("a") for p in three if p.count("a") == 1} == {0, 1, 2}
    assert {p.index("b") for p in three if p.count("b") == 1} == {0, 1, 2}
    with pytest.raises(EuchreError, match="2, 3 or 4"):
        seatings(5)


@pytest.mark.parametrize("form", ["two_handed", "cutthroat"])
def test_rotation_plays_every_deal_in_every_seat(form: str) -> None:
    """A recording bot: each bot sees each deal's first hand of every seat, in every
    seating, and the points add up to the deals' results."""
    rules = Rules.presets()[form]
    seen: dict[str, list[tuple[int, tuple[str, ...]]]] = {"a": [], "b": []}

    class Recorder(RandomBot):
        def __init__(self, who: str, seed: int) -> None:
            super().__init__(seed=seed)
            self.who = who

        def act(self, view):  # type: ignore[no-untyped-def]
            if not view.history:  # the first decision of a deal: its seat and cards
                seen[self.who].append((view.seat, tuple(c.code for c in view.hand)))
            return super().act(view)

    deals = 4
    result = duplicate_match(
        lambda s: Recorder("a", s), lambda s: Recorder("b", s), deals=deals, seed=5, rules=rules
    )
    n = rules.players
    plays = 2 if n == 2 else 6
    assert len(result.pair_differences) == deals and result.plays_per_deal == plays
    # The first to act is left of the dealer, once per play of each deal.
    assert len(seen["a"]) + len(seen["b"]) == deals * plays
    # The same match again gives the same result; and in every seating of every deal,
    # the bot the seating puts first to act saw that seat's cards of that deal.
    again = duplicate_match(
        lambda s: Recorder("a", s), lambda s: Recorder("b", s), deals=deals, seed=5, rules=rules
    )
    assert again == result
    from euchre.tournament import derive_seed, seatings

    for i in range(deals):
        deal = Deal.shuffled(seed=derive_seed(5, "deal", i), dealer=i % n, rules=rules)
        first = (i + 1) % n
        for seating in seatings(n):
            who = seating[first]
            assert (first, tuple(c.code for c in deal.hand(first))) in seen[who]


def test_rotation_rule_beats_random_and_games() -> None:
    result = duplicate_match("rule", "random", deals=60, seed=1, rules=Rules.cutthroat(), games=1)
    assert result.ci_low > 0.3
    assert result.games_won_a + result.games_won_b == 6
    text = str(result)
    assert "seats rotated" in text and "(of 6)" in text and "per seat-play" in text


def test_command_line_form() -> None:
    assert main(["rule", "random", "--deals", "3", "--form", "two_handed"]) == 0


def test_a_one_deal_match_reads_as_english() -> None:
    """One deal pair gives no interval: the summary said "1 deals" and "95% CI -inf
    to +inf"."""
    said = str(duplicate_match("rule", "random", deals=1))
    assert "1 deal played twice" in said and "too few deals for an interval" in said
    assert "inf" not in said and "95% CI" in str(duplicate_match("rule", "random", deals=2))


def test_a_bots_illegal_answer_names_the_bot() -> None:
    """A program's own bot that answers something the rules refuse, in a match or a
    game against the engine's bots: the refusal alone ("You cannot play A♠ now")
    did not say whose answer it was."""
    from euchre import Game

    class Eager:
        name = "eager"

        def act(self, view: object) -> str:
            return "play AS"

    with pytest.raises(EuchreError, match=r"^South's player, 'eager', answered 'play AS': You"):
        duplicate_match(lambda seed: Eager(), "random", deals=2)
    with pytest.raises(EuchreError, match=r"^West's player, 'eager', answered 'play AS': You"):
        Game(seed=1).play([RuleBot(), Eager(), RuleBot(), RuleBot()])

    def sure(view: object) -> str:  # a function for a player: named by its name
        return "play JS"

    with pytest.raises(EuchreError, match=r"^South's player, 'sure', answered 'play JS'"):
        play_deal(Deal.shuffled(seed=1, dealer=3), [sure] * 4)
