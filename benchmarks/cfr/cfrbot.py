"""ExpertBot bidding from a CFR policy (``cfr.py``) where it covers the cell."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

from euchre import Action, Phase
from euchre.actions import ActionKind
from euchre.bots import bidding
from euchre.bots.expert_bot import ExpertBot
from euchre.bots.inference import Knowledge, Sample
from euchre.deal import Deal
from euchre.view import PlayerView


class CfrBot(ExpertBot):
    """Bids by the policy's most likely action (``by="p"``; ``"q"``: its best
    counterfactual value) in the cells reached in at least ``min_n`` of its deals;
    everything else as the ExpertBot. With ``track`` set, it also asks the
    ExpertBot at each of its decisions and counts in ``changed`` the decisions
    where the two differ.

    ``alone="expert"``: the policy says only whether to make it; alone or with the
    partner is the ExpertBot's choice between the two (its table and lone search),
    as double-dummy payoffs may overrate lone hands.

    ``model``: whose bids are read by the policy when the worlds are weighted
    (``"partner"``, ``"all"``); the others' bids, and every bid with ``"rulebot"``,
    by the table's model of a bidder, RuleBot, as the ExpertBot reads them.

    ``make="expert"``: the reverse of ``alone="expert"``: the ExpertBot decides
    whether to make it (and in the second round which suit), the policy only
    whether to go alone, where it covers the cell of the ExpertBot's bid."""

    def __init__(
        self,
        *args: Any,
        policy: str | dict,
        min_n: int = 40,
        by: str = "p",
        alone: str = "policy",
        model: str = "rulebot",
        make: str = "policy",
        **kw: Any,
    ) -> None:
        super().__init__(*args, **kw)
        self.policy = json.loads(Path(policy).read_text()) if isinstance(policy, str) else policy
        self.min_n = min_n
        self.by = by
        self.alone = alone
        self.model = model
        self.make = make
        self.track = False
        self.changed = 0

    def _policy_cell(self, key: str) -> dict | None:
        cell = self.policy["cells"].get(key)
        return None if cell is None or cell["n"] < self.min_n else cell

    def bid_likelihood(
        self, rel: int, phase: Phase, upcard: int, hand: int, action: Action
    ) -> float | None:
        """How likely the policy was to make ``action`` (its bid or pass; alone or
        not counts alike) holding ``hand``; ``None`` where it does not cover the cell."""
        if phase is Phase.ORDER:
            cell = self._policy_cell(bidding._first_round_cell(rel, upcard, hand))
            made = action.kind is not ActionKind.PASS
        else:
            turned_down = upcard % 4
            best = bidding._best_suit(turned_down, hand)
            cell = self._policy_cell(bidding._call_cell(rel, turned_down, best, hand))
            if action.kind is not ActionKind.PASS and action.suit != best:
                return bidding.FLOOR if cell is not None else None
            made = action.kind is not ActionKind.PASS
        if cell is None:
            return None
        p = cell["p"][1] + cell["p"][2] if made else cell["p"][0]
        return max(bidding.FLOOR, p)

    def _weight(self, view: PlayerView, know: Knowledge, sample: Sample) -> float:
        """``bidding.world_weight`` with the policy's likelihood for the seats it reads."""
        assert view.upcard is not None
        upcard = view.upcard.id
        weight = 1.0
        for seat, phase, hand, action in bidding._bids_with_hands(view, know, sample):
            rel = (seat - view.dealer) % 4
            by_policy = self.model == "all" or (
                self.model == "partner" and seat == (view.seat + 2) % 4
            )
            p = self.bid_likelihood(rel, phase, upcard, hand, action) if by_policy else None
            if p is None:
                p = bidding.bid_likelihood("stick_the_dealer", rel, phase, upcard, hand, action)
            weight *= p
        return weight

    def _samples(
        self, view: PlayerView, know: Knowledge, rng: random.Random, count: int, full: bool
    ) -> list[tuple[Sample, Deal | None, float]]:
        if (
            self.model == "rulebot"
            or not self.learned
            or bidding.ruleset_of(view.rules) != "stick_the_dealer"
            or view.players != 4
            or view.upcard is None
        ):
            return super()._samples(view, know, rng, count, full)
        samples = [know.sample(rng) for _ in range(count)]
        return [(s, None, self._weight(view, know, s)) for s in samples]

    def cfr_action(self, view: PlayerView) -> Action | None:
        if view.phase not in (Phase.ORDER, Phase.CALL) or view.upcard is None:
            return None
        if view.players != 4 or bidding.ruleset_of(view.rules) != "stick_the_dealer":
            return None
        rel = (view.seat - view.dealer) % 4
        hand = bidding._hand_mask(view)
        up = view.upcard.id
        expert = ExpertBot.act(self, view) if self.make == "expert" else None
        if expert is not None and expert.kind is ActionKind.PASS:
            return expert
        if view.phase is Phase.ORDER:
            key = bidding._first_round_cell(rel, up, hand)
            make, alone = Action.order(), Action.order(alone=True)
        else:
            best = bidding._best_suit(up % 4, hand) if expert is None else int(expert.suit)
            key = bidding._call_cell(rel, up % 4, best, hand)
            suit = "CDHS"[best]
            make, alone = Action.call(suit), Action.call(suit, alone=True)
        cell = self._policy_cell(key)
        if cell is None:
            return expert
        if expert is not None:
            return alone if cell[self.by][2] > cell[self.by][1] else make
        choices = [Action.pass_(), make, alone]
        legal = set(view.legal_actions())
        scores = cell[self.by]
        best_i = max((i for i in range(3) if choices[i] in legal), key=lambda i: scores[i])
        if self.alone == "expert" and best_i > 0:
            ranked = [e.action for e in self.explain(view)]
            return min((make, alone), key=lambda a: ranked.index(a) if a in ranked else 99)
        return choices[best_i]

    def act(self, view: PlayerView) -> Action:
        chosen = self.cfr_action(view)
        if chosen is None:
            chosen = super().act(view)
        if self.track:
            model, self.model = self.model, "rulebot"
            if chosen != ExpertBot.act(self, view):
                self.changed += 1
            self.model = model
        return chosen
