"""A plain minimax over the engine's public Deal API (copy, legal_actions, apply), with
a memo but no pruning: the reference the solver is checked against."""

from __future__ import annotations

from euchre import Deal


def _key(deal: Deal) -> tuple[object, ...]:
    return (deal.hands, deal.current_trick, deal.to_act, deal.tricks_won)


def brute(deal: Deal, memo: dict[tuple[object, ...], tuple[int, int]]) -> tuple[int, int]:
    """Tricks per team at the end of the deal under perfect play."""
    if deal.is_over:
        return deal.tricks_won
    key = _key(deal)
    if key not in memo:
        assert deal.to_act is not None
        team = deal.to_act % 2
        results = []
        for action in deal.legal_actions():
            child = deal.copy()
            child.apply(action)
            results.append(brute(child, memo))
        memo[key] = max(results, key=lambda r: r[team])
    return memo[key]
