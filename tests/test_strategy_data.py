"""The strategy chapter's recorded games (data/strategy/strategy.json.gz) are what the
engine plays: a sample of them is re-played here, as the book does at every build."""

from __future__ import annotations

import copy
import gzip
import json
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from euchre import experiments as ex

DATA = Path(__file__).resolve().parent.parent / "data" / "strategy" / "strategy.json.gz"


@cache
def _data() -> dict[str, Any]:
    with gzip.open(DATA, "rt", encoding="utf-8") as f:
        data: dict[str, Any] = json.load(f)
    return data


def test_every_claim_has_at_least_2000_rulebot_deals() -> None:
    # 2,000 of each kind, except the rare hands of the loner claim (the top three
    # trumps): a million seeded deals hold only about a thousand of each.
    data = _data()
    for key, claim in ex.CLAIMS.items():
        sizes = [len(data["claims"][key]["rule"][kind]) for kind in claim.kinds]
        assert sum(sizes) >= 2000 and min(sizes) >= 900, (key, sizes)
    assert len(data["claims"]["discard"]["rule"]) >= 2000
    assert data["meta"]["seeds"]["order"] == ex.CLAIMS["order"].seed
    assert data["meta"]["expert_settings"] == dict(ex.EXPERT_SETTINGS)


def test_the_expert_deals_are_the_first_rulebot_deals_of_their_kind() -> None:
    data = _data()
    for key, claim in ex.CLAIMS.items():
        for kind in claim.kinds:
            rule = [r["deal"] for r in data["claims"][key]["rule"][kind]]
            expert = [r["deal"] for r in data["claims"][key]["expert"][kind]]
            assert expert == rule[: len(expert)], (key, kind)


def test_a_sample_of_the_recorded_deals_plays_as_recorded() -> None:
    assert ex.verify(_data(), per_kind=1, expert=0) >= len(ex.CLAIMS)


def test_one_recorded_expert_deal_plays_as_recorded() -> None:
    row = _data()["claims"]["order"]["expert"]["both bowers"][0]
    deal = ex.at_decision("order", row["deal"])
    assert ex.play_record("order", deal, ex.expert_bots(), double_dummy=False) == row["result"]


def test_a_changed_record_is_caught() -> None:
    data = copy.deepcopy(_data())
    row = data["claims"]["order"]["rule"]["both bowers"][0]
    row["result"]["a"][0] += 1
    with pytest.raises(ValueError, match="plays"):
        ex.verify(data, per_kind=1, expert=0)


def test_a_deal_survives_its_text() -> None:
    row = _data()["claims"]["call"]["rule"]["3+ trumps, no bower"][0]
    assert ex.deal_text(ex.deal_from_text(row["deal"])) == row["deal"]


@pytest.mark.parametrize(
    ("call", "said"),
    [
        (lambda: ex.deal_from_text("x"), "is not a deal as deal_text writes it"),
        (lambda: ex.deal_from_text(None), "is not a deal as deal_text writes it"),
        (lambda: ex.at_decision("nope", "0|a|b|c|d|e"), "'nope' is not a claim: give one of"),
        (lambda: ex.verify({}), "verify takes the recorded games"),
        (lambda: ex.verify({"claims": {"order": {}}}), "a dict whose 'claims' holds"),
    ],
)
def test_the_library_chapters_functions_explain_wrong_input(call: Any, said: str) -> None:
    """The library chapter teaches deal_from_text, at_decision and verify; given
    something else they raised Python's own ValueError, KeyError and KeyError."""
    from euchre.errors import EuchreError

    with pytest.raises(EuchreError, match=said):
        call()
