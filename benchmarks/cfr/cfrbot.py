"""ExpertBot bidding from a CFR policy (``cfr.py``) where it covers the cell."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from euchre import Action, Phase
from euchre.bots import bidding
from euchre.bots.expert_bot import ExpertBot
from euchre.view import PlayerView


class CfrBot(ExpertBot):
    """Bids by the policy's most likely action (``by="p"``; ``"q"``: its best
    counterfactual value) in the cells reached in at least ``min_n`` of its deals;
    everything else as the ExpertBot. With ``track`` set, it also asks the
    ExpertBot at each bid it takes from the policy and counts in ``changed`` the
    bids where the two differ."""

    def __init__(
        self, *args: Any, policy: str | dict, min_n: int = 40, by: str = "p", **kw: Any
    ) -> None:
        super().__init__(*args, **kw)
        self.policy = json.loads(Path(policy).read_text()) if isinstance(policy, str) else policy
        self.min_n = min_n
        self.by = by
        self.track = False
        self.changed = 0

    def cfr_action(self, view: PlayerView) -> Action | None:
        if view.phase not in (Phase.ORDER, Phase.CALL) or view.upcard is None:
            return None
        if view.players != 4 or bidding.ruleset_of(view.rules) != "stick_the_dealer":
            return None
        rel = (view.seat - view.dealer) % 4
        hand = bidding._hand_mask(view)
        up = view.upcard.id
        if view.phase is Phase.ORDER:
            key = bidding._first_round_cell(rel, up, hand)
            make, alone = Action.order(), Action.order(alone=True)
        else:
            best = bidding._best_suit(up % 4, hand)
            key = bidding._call_cell(rel, up % 4, best, hand)
            suit = "CDHS"[best]
            make, alone = Action.call(suit), Action.call(suit, alone=True)
        cell = self.policy["cells"].get(key)
        if cell is None or cell["n"] < self.min_n:
            return None
        choices = [Action.pass_(), make, alone]
        legal = set(view.legal_actions())
        scores = cell[self.by]
        best_i = max((i for i in range(3) if choices[i] in legal), key=lambda i: scores[i])
        return choices[best_i]

    def act(self, view: PlayerView) -> Action:
        chosen = self.cfr_action(view)
        if chosen is None:
            return super().act(view)
        if self.track and chosen != super().act(view):
            self.changed += 1
        return chosen
