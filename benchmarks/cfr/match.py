"""CfrBot against main's ExpertBot on OpenSpiel's rules, in our own engine.

Duplicate pairs; each seat's bot has the same seed in both plays, whichever bot it
is, so a pair where CfrBot decides as the ExpertBot everywhere scores exactly 0. With
``--other baseline`` both are ``learned=False`` (the CfrBot searches the bids its
policy does not cover).

    python benchmarks/cfr/match.py POLICY.json --deals 300 --first 0 --workers 2 [--other baseline]
        [--alone expert] [--model partner] [--make expert]
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from cfrbot import CfrBot
from openspiel_match import OUR_RULES

from euchre import Deal
from euchre.bots.expert_bot import ExpertBot
from euchre.measure import Estimate
from euchre.tournament import derive_seed, play_deal

ARGS: dict = {}


def _pair(i: int) -> tuple[int, float, int]:
    seed = ARGS["seed"]
    seeds = [derive_seed(seed, "seat", s, i) for s in range(4)]
    learned = ARGS["other"] != "baseline"
    total = 0.0
    changed = 0
    deal0 = Deal.shuffled(seed=derive_seed(seed, "deal", i), dealer=i % 4, rules=OUR_RULES)
    for cfr_team in (0, 1):
        bots = [
            CfrBot(
                seed=seeds[s],
                learned=learned,
                policy=ARGS["policy"],
                min_n=ARGS["min_n"],
                by=ARGS["by"],
                alone=ARGS["alone"],
                model=ARGS["model"],
                make=ARGS["make"],
            )
            if s % 2 == cfr_team
            else ExpertBot(seed=seeds[s], learned=learned)
            for s in range(4)
        ]
        for bot in bots:
            if isinstance(bot, CfrBot):
                bot.track = True
        pts = play_deal(deal0.copy(), bots).points
        changed += sum(b.changed for b in bots if isinstance(b, CfrBot))
        total += pts[cfr_team] - pts[1 - cfr_team]
    return i, total / 2, int(changed > 0)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("policy")
    ap.add_argument("--deals", type=int, default=300)
    ap.add_argument("--first", type=int, default=0)
    ap.add_argument("--seed", type=int, default=5)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--min-n", type=int, default=40)
    ap.add_argument("--by", default="p")
    ap.add_argument("--other", default="main")
    ap.add_argument("--alone", default="policy", choices=["policy", "expert"])
    ap.add_argument("--model", default="rulebot", choices=["rulebot", "partner", "all"])
    ap.add_argument("--make", default="policy", choices=["policy", "expert"])
    a = ap.parse_args()
    ARGS.update(
        seed=a.seed,
        policy=json.loads(Path(a.policy).read_text()),
        min_n=a.min_n,
        by=a.by,
        other=a.other,
        alone=a.alone,
        model=a.model,
        make=a.make,
    )
    t = time.time()
    with multiprocessing.Pool(a.workers) as pool:
        rows = sorted(pool.imap_unordered(_pair, range(a.first, a.first + a.deals), chunksize=2))
    d = [r[1] for r in rows]
    est = Estimate.mean(d)
    ch = sum(r[2] for r in rows)
    print(
        f"cfr - {a.other}: {est.value:+.3f} ({est.low:+.3f}..{est.high:+.3f}) over {len(d)} pairs, "
        f"{ch} with a changed decision; {time.time() - t:.0f} s"
    )


if __name__ == "__main__":
    main()
