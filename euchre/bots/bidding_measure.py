"""How the learned bidding table (:mod:`euchre.bots.bidding`) is measured, and the
check that the committed table is what this measuring gives.

``benchmarks/bidding_table.py`` runs :func:`measure` over many deals (split over
processes) and writes the file; the book and the tests call :func:`verify`, which
measures the first deals again and compares them with the digest stored in the file.

For each rule set of :data:`~euchre.bots.bidding.RULESETS`, deal ``i`` is shuffled
from ``derive_seed(seed, "bidding", ruleset, i)`` with dealer ``i % 4`` and bid by
RuleBot. At every decision of the two rounds, before RuleBot acts, every legal bid
is tried on a copy of the deal, and the copy is played to the end by RuleBot in all
four seats (each seeing only its own view). The cell of the bid counts the points it
gave the bidder's team (theirs minus the other team's), how often that team made
trump and scored, and its tricks then; the cell of the decision also counts what
RuleBot chose, the table's model of a bidder. The deal then goes on with RuleBot's
own bid.

>>> cells, chosen = measure("standard", seed=1, start=0, stop=1)
>>> all(c[0] in "ocp" for c in cells) and sum(sum(k.values()) for k in chosen.values()) > 0
True
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

from ..actions import Action, ActionKind
from ..checks import int_arg
from ..deal import Deal, Phase
from ..errors import EuchreError
from ..tournament import derive_seed
from .bidding import RULESETS, _kind, _ruleset_arg, cell_of, table
from .rule_bot import RuleBot

__all__ = ["CHECK_DEALS", "Counts", "digest", "measure", "merge", "ordered", "verify"]

#: How many deals of each rule set :func:`verify` measures again.
CHECK_DEALS = 25

Counts = dict[str, Any]
_RULE = RuleBot()


def _play_out(deal: Deal) -> None:
    while not deal.is_over:
        seat = deal.to_act
        assert seat is not None
        deal.apply(_RULE.act(deal.view(seat)))


def _add(cells: Counts, cell: str, kind: str, points: int, made: bool, tricks: int) -> None:
    entry = cells.setdefault(cell, {}).setdefault(kind, {"points": {}, "made": 0, "tricks": 0})
    key = str(points)
    entry["points"][key] = entry["points"].get(key, 0) + 1
    if made:
        entry["made"] += 1
        entry["tricks"] += tricks


def _count(chosen: Counts, cell: str, kind: str) -> None:
    row = chosen.setdefault(cell, {})
    row[kind] = row.get(kind, 0) + 1


def _measure_deal(ruleset: str, seed: int, i: int, cells: Counts, chosen: Counts) -> None:
    rules = RULESETS[ruleset]
    deal = Deal.shuffled(seed=derive_seed(seed, "bidding", ruleset, i), dealer=i % 4, rules=rules)
    while deal.phase in (Phase.ORDER, Phase.CALL):
        seat = deal.to_act
        assert seat is not None
        view = deal.view(seat)
        team = seat % 2
        for action in view.legal_actions():
            trial = deal.copy()
            trial.apply(action)
            _play_out(trial)
            result = trial.result
            assert result is not None
            points = result.points[team] - result.points[1 - team]
            made = result.maker is not None and result.maker % 2 == team and points > 0
            _add(cells, cell_of(view, action), _kind(action), points, made, result.tricks[team])
        choice = _RULE.act(view)
        if view.phase is Phase.ORDER:
            _count(chosen, cell_of(view, choice), _kind(choice))
        else:
            passed = choice.kind is ActionKind.PASS
            _count(chosen, cell_of(view, Action.pass_()), "pass" if passed else "bid")
            for action in view.legal_actions():
                if action.kind is ActionKind.CALL and not action.alone:
                    called = choice.kind is ActionKind.CALL and choice.suit == action.suit
                    _count(chosen, cell_of(view, action), "called" if called else "not")
        deal.apply(choice)


def measure(ruleset: str, seed: int, start: int, stop: int) -> tuple[Counts, Counts]:
    """The counts (cells, chosen) of deals ``start`` to ``stop - 1`` of ``ruleset``."""
    _ruleset_arg(ruleset)
    int_arg(seed, "seed", None, None, "a seed is a whole number")
    int_arg(start, "start", 0, None, "deals are numbered from 0")
    int_arg(stop, "stop", start, None, "stop is a deal number at least start")
    cells: Counts = {}
    chosen: Counts = {}
    for i in range(start, stop):
        _measure_deal(ruleset, seed, i, cells, chosen)
    return cells, chosen


def merge(into: Counts, more: Counts) -> None:
    """Add the counts ``more`` into ``into`` (the order of merging does not matter)."""
    if not isinstance(into, dict) or not isinstance(more, dict):
        raise EuchreError("merge adds one dict of counts into another, as measure returns them.")
    for key, value in more.items():
        if isinstance(value, dict):
            merge(into.setdefault(key, {}), value)
        else:
            into[key] = into.get(key, 0) + value


def ordered(counts: Any) -> Any:
    """``counts`` with every level's keys sorted, as the file stores them."""
    if isinstance(counts, dict):
        return {k: ordered(counts[k]) for k in sorted(counts)}
    return counts


def digest(seed: int, deals: int = CHECK_DEALS) -> str:
    """A digest of the counts of the first ``deals`` deals of every rule set."""
    int_arg(seed, "seed", None, None, "a seed is a whole number")
    int_arg(deals, "deals", 0, 10_000, "digest 0 to 10,000 deals")
    parts = []
    for ruleset in RULESETS:
        cells, chosen = measure(ruleset, seed, 0, deals)
        parts.append(json.dumps([ruleset, ordered(cells), ordered(chosen)], sort_keys=True))
    return hashlib.sha256("\n".join(parts).encode()).hexdigest()


def verify() -> int:
    """Measure the first deals again and check them against the committed table's
    digest; returns how many deals were measured, or raises ``AssertionError`` with
    what to run when the engine no longer measures what the file says."""
    data = table()
    check = data["check"]
    if digest(data["seed"], check["deals"]) != check["digest"]:
        raise AssertionError(
            "The learned bidding table no longer matches what the engine measures: "
            "run benchmarks/bidding_table.py --write again (see its docstring)."
        )
    return int(check["deals"]) * len(RULESETS)
