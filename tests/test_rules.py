"""The Rules value: defaults from RULES.md, keyword-only, frozen, validated."""

from __future__ import annotations

import dataclasses

import pytest

from euchre import Rules, RulesError


def test_defaults_are_the_rules_md_defaults() -> None:
    rules = Rules()
    assert rules.stick_the_dealer is False
    assert rules.allow_alone is True
    assert rules.defend_alone is False
    assert rules.lead_rule == "left_of_loner"
    assert rules.lone_defender_scoring == "euchre_4"
    assert rules.dealer_may_discard_upcard is True
    assert rules.target == 10
    assert rules.deal_pattern == "3-2"
    assert rules.alone_march_points == 4
    assert rules.alone_euchre_points == 2
    assert Rules.standard() == rules


def test_keyword_only() -> None:
    """Options are given by name; a bare value or an unknown name is explained."""
    with pytest.raises(RulesError, match="by name"):
        Rules(True)  # type: ignore[misc]
    with pytest.raises(RulesError, match="Unknown rules option 'foo'"):
        Rules(foo=1)  # type: ignore[call-arg]


def test_frozen_and_hashable() -> None:
    rules = Rules()
    with pytest.raises(dataclasses.FrozenInstanceError):
        rules.target = 5  # type: ignore[misc]
    assert hash(rules) == hash(Rules())
    assert Rules(target=5) != rules


@pytest.mark.parametrize("target", [1, 5, 15])
def test_target_in_range(target: int) -> None:
    assert Rules(target=target).target == target


@pytest.mark.parametrize("target", [0, 16, 21, -1, 10.0, True, "10"])
def test_target_out_of_range(target: object) -> None:
    with pytest.raises(RulesError, match="target=") as info:
        Rules(target=target)  # type: ignore[arg-type]
    assert isinstance(info.value, ValueError)
    assert "1 and 15" in str(info.value)


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("lead_rule", "left_of_maker"),
        ("lone_defender_scoring", "march_5"),
        ("deal_pattern", "3-3"),
        ("stick_the_dealer", 1),
        ("allow_alone", "yes"),
        ("defend_alone", None),
        ("dealer_may_discard_upcard", 0),
        ("alone_march_points", 0),
        ("alone_euchre_points", 16),
    ],
)
def test_invalid_options(name: str, value: object) -> None:
    with pytest.raises(RulesError, match=name):
        Rules(**{name: value})


def test_bid_euchre_for_three_is_refused_as_bid_euchre() -> None:
    # It said "auction=True makes the game Bid Euchre ... use Rules.cutthroat()".
    with pytest.raises(RulesError, match=r"auction=True needs players=4 \(not 3\)"):
        Rules(auction=True, players=3)


def test_every_choice_is_accepted() -> None:
    for lead in ("left_of_loner", "left_of_dealer"):
        for scoring in ("euchre_4", "march_4"):
            for pattern in ("3-2", "2-3", "alternating"):
                rules = Rules(lead_rule=lead, lone_defender_scoring=scoring, deal_pattern=pattern)
                assert (rules.lead_rule, rules.lone_defender_scoring, rules.deal_pattern) == (
                    lead,
                    scoring,
                    pattern,
                )


def test_repr_shows_only_changes() -> None:
    assert repr(Rules()) == "Rules()"
    assert repr(Rules(target=5, stick_the_dealer=True)) == "Rules(stick_the_dealer=True, target=5)"
    assert eval(repr(Rules(deal_pattern="2-3"))) == Rules(deal_pattern="2-3")


def test_replace_checks_names_and_values() -> None:
    assert Rules().replace(target=7) == Rules(target=7)
    with pytest.raises(RulesError, match="Unknown rules option 'tagret'"):
        Rules().replace(tagret=7)
    with pytest.raises(RulesError):
        Rules().replace(target=99)


def test_options_document_every_field() -> None:
    options = Rules.options()
    assert [name for name, _, _ in options] == [f.name for f in dataclasses.fields(Rules)]
    for _, _, doc in options:
        assert doc
