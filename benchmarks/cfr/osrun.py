"""``benchmarks/openspiel_match.py`` with the CfrBot in ExpertBot's place.

CFR_POLICY=policy.json [CFR_MIN_N=40] [CFR_ALONE=expert] [CFR_MODEL=partner] [CFR_MAKE=expert] python benchmarks/cfr/osrun.py --first 400 --deals 400 --sims 10000 --workers 2
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import openspiel_match as om
from cfrbot import CfrBot

POLICY = json.loads(Path(os.environ["CFR_POLICY"]).read_text())
MIN_N = int(os.environ.get("CFR_MIN_N", "40"))
ALONE = os.environ.get("CFR_ALONE", "policy")
MODEL = os.environ.get("CFR_MODEL", "rulebot")
MAKE = os.environ.get("CFR_MAKE", "policy")


MADE: list[CfrBot] = []


def _bot(seed: int, learned: bool = True) -> CfrBot:
    bot = CfrBot(
        seed=seed, learned=learned, policy=POLICY, min_n=MIN_N, alone=ALONE, model=MODEL, make=MAKE
    )
    bot.track = True
    MADE.append(bot)
    return bot


_plain_pair = om._pair


def _pair(args: tuple[int, int, int, str]) -> object:
    """om._pair, and the number of decisions (bids, and with CFR_MODEL also the
    cards) where the CfrBot's choice was not the ExpertBot's, one line per pair in
    CFR_CHANGED (appended)."""
    MADE.clear()
    row = _plain_pair(args)
    with open(os.environ["CFR_CHANGED"], "a") as f:
        f.write(f"{args[2]} {sum(b.changed for b in MADE)}\n")
    return row


om.ExpertBot = _bot  # type: ignore[misc, assignment]
om._pair = _pair  # type: ignore[assignment]

if __name__ == "__main__":
    print(
        f"CfrBot, policy {os.environ['CFR_POLICY']}, min_n {MIN_N}, alone {ALONE}, model {MODEL}, make {MAKE}"
    )
    om.main()
