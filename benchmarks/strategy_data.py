"""Write data/strategy/strategy.json.gz: every deal and outcome of the strategy chapter.

    python benchmarks/strategy_data.py                # time one deal of each bot
    nice -n 10 python benchmarks/strategy_data.py --write [--rule 2000]
        [--expert-seconds 3000] [--out data/strategy/strategy.json.gz]
        [--log /tmp/strategy_data.log]

Without ``--write`` (as ``make bench`` runs it) the script only times a few deals of
the first claim with each bot and prints what a full run would cost.

The experiments themselves (seeds, kinds of deal, forced decisions) are defined once,
in ``euchre.experiments``; this script only runs them and writes the results.

1. **RuleBot**, all four seats: ``--rule`` deals of every kind of every claim (the
   play claims: 3,000 deals; the discard: 6,000 deals), with the double-dummy
   solver's tricks for the bidding claims. A few minutes.
2. **ExpertBot**, all four seats after the forced decision
   (``euchre.experiments.EXPERT_SETTINGS``): the same deals, from the first of each
   kind on, in rounds of a few deals per kind, until ``--expert-seconds`` of
   processor time are spent. The file is rewritten after every round, so it always
   holds whole rounds, and ``meta`` says how many deals each claim got.

``meta`` records the seeds, the counts, the engine's version and git commit (and
whether ``euchre/`` had uncommitted changes), the bot settings and the processor
time. The book re-plays a sample of the recorded deals at every build
(``euchre.experiments.verify``) and fails if one of them no longer plays as recorded:
then the engine's behaviour has changed, and this script must be run again.
"""

from __future__ import annotations

import argparse
import gzip
import json
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from euchre import experiments as ex  # noqa: E402

PLAY_DEALS = 3000
DISCARD_DEALS = 6000
#: Deals per kind in each ExpertBot round (the rest of the kinds of a claim: its
#: "*" entry). Most go to the two hands at the centre of the first-round claim
#: (both bowers; the right bower and two more trumps) and to the two seats of "order
#: up when your partner deals", where the other seats' bidding decides the most; the
#: machine this ran on was shared, and an hour of one processor does not go far.
ROUND: dict[str, dict[str, int]] = {
    "order": {"both bowers": 12, "right bower + 2 trumps": 12, "*": 3},
    "partner": {"*": 16},
    "opponent": {"*": 8},
    "call": {"*": 2},
    "alone": {"*": 2},
    "play": {"*": 2},
}
ROUND_DISCARD = 12


def _git(*args: str) -> str:
    try:
        return subprocess.run(
            ["git", *args], cwd=ROOT, capture_output=True, text=True, check=True
        ).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


def _write(data: dict[str, Any], out: Path) -> None:
    tmp = out.with_suffix(".tmp")
    with gzip.open(tmp, "wt", encoding="utf-8") as f:
        json.dump(data, f, separators=(",", ":"), sort_keys=True)
    tmp.replace(out)


def _timing() -> int:
    """Time the first claim's decision, played both ways, with each bot."""
    deals = ex.sample_deals("order", 3)["right bower + 2 trumps"]
    for name, bots, double_dummy in (
        ("RuleBot", ex.rule_bots(), True),
        ("ExpertBot", ex.expert_bots(), False),
    ):
        start = time.process_time()
        for deal in deals:
            ex.play_record("order", deal, bots, double_dummy=double_dummy)
        each = (time.process_time() - start) / len(deals)
        print(f"{name}: {each:.3f} s of processor time per deal, played both ways")
    print("A full run (--write): about 150 s for RuleBot, then --expert-seconds for ExpertBot.")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--write", action="store_true", help="run everything, write --out")
    parser.add_argument("--rule", type=int, default=2000, help="RuleBot deals per kind")
    parser.add_argument("--expert-seconds", type=float, default=3000.0)
    parser.add_argument("--out", type=Path, default=ROOT / "data" / "strategy" / "strategy.json.gz")
    parser.add_argument("--log", type=Path, default=None)
    parser.add_argument(
        "--resume",
        action="store_true",
        help="keep the RuleBot games and ExpertBot rounds already in --out, add rounds",
    )
    parser.add_argument(
        "--round",
        type=json.loads,
        default=None,
        help='deals per kind in each ExpertBot round, as JSON: {"order": {"*": 3}, ...} '
        "(claims left out get none; default: ROUND and ROUND_DISCARD)",
    )
    args = parser.parse_args(argv)
    log = open(args.log, "a", encoding="utf-8") if args.log else sys.stdout  # noqa: SIM115

    def say(text: str) -> None:
        print(f"{time.strftime('%H:%M:%S')} {text}", file=log, flush=True)

    if not args.write:
        return _timing()
    start = time.process_time()
    rounds_spec: dict[str, dict[str, int]] = (
        ROUND | {"discard": {"*": ROUND_DISCARD}} if args.round is None else args.round
    )
    if args.resume:
        with gzip.open(args.out, "rt", encoding="utf-8") as f:
            data = json.load(f)
        discard = ex.discard_deals(data["meta"]["rule_deals"]["discard"])
        if "expert_rounds" not in data["meta"]:  # written before rounds were recorded
            done = len(data["claims"]["order"]["expert"]["both bowers"])
            default = ROUND | {"discard": {"*": ROUND_DISCARD}}
            data["meta"]["expert_rounds"] = [default] * (done // 12)
        say(f"resumed from {args.out}: {data['meta']['expert_deals']}")
        return _expert_rounds(data, discard, rounds_spec, args, say)
    counts = {key: (PLAY_DEALS if key == "play" else args.rule) for key in ex.CLAIMS}
    data: dict[str, Any] = {
        "meta": {
            "engine_commit": _git("rev-parse", "HEAD"),
            "engine_uncommitted": _git("status", "--porcelain", "--", "euchre"),
            "engine_version": _git("describe", "--always", "--dirty"),
            "seeds": {key: claim.seed for key, claim in ex.CLAIMS.items()}
            | {"discard": ex.DISCARD_SEED},
            "rule_deals": counts | {"discard": DISCARD_DEALS},
            "expert_settings": dict(ex.EXPERT_SETTINGS),
            "expert_seeds": "ExpertBot(seed=seat) for seats 0 to 3",
            "expert_deals": {},
            "generator": "benchmarks/strategy_data.py",
        },
        "claims": {},
    }
    deals: dict[str, dict[str, list[Any]]] = {}
    for key in ex.CLAIMS:
        found = ex.sample_deals(key, counts[key])
        deals[key] = found
        block: dict[str, Any] = {"rule": {}, "expert": {}}
        for kind, ds in found.items():
            block["rule"][kind] = [
                {
                    "deal": ex.deal_text(d),
                    "result": ex.play_record(key, d, ex.rule_bots(), double_dummy=key != "play"),
                }
                for d in ds
            ]
            block["expert"][kind] = []
            say(f"rule {key}/{kind}: {len(ds)} deals")
        data["claims"][key] = block
    discard = ex.discard_deals(DISCARD_DEALS)
    data["claims"]["discard"] = {
        "rule": [ex.discard_record(d.copy(), ex.rule_bots()) for d in discard],
        "expert": [],
    }
    data["meta"]["rule_seconds"] = round(time.process_time() - start, 1)
    say(f"rule done in {data['meta']['rule_seconds']} s")
    _write(data, args.out)

    data["meta"]["expert_seconds"] = 0.0
    data["meta"]["expert_rounds"] = []
    return _expert_rounds(data, discard, rounds_spec, args, say)


def _expert_rounds(
    data: dict[str, Any],
    discard: list[Any],
    spec: dict[str, dict[str, int]],
    args: argparse.Namespace,
    say: Any,
) -> int:
    """Add ExpertBot rounds to ``data`` until ``args.expert_seconds`` more are spent,
    writing the file after each round."""
    expert_start = time.process_time() - data["meta"].get("expert_seconds", 0.0)
    budget_end = time.process_time() + args.expert_seconds
    bots = ex.expert_bots()
    rounds = len(data["meta"].setdefault("expert_rounds", []))
    while time.process_time() < budget_end:
        for key, claim in ex.CLAIMS.items():
            block = data["claims"][key]
            sizes = spec.get(key, {})
            for kind in claim.kinds:
                have = len(block["expert"][kind])
                step = sizes.get(kind, sizes.get("*", 0))
                for row in block["rule"][kind][have : have + step]:
                    deal = ex.at_decision(key, row["deal"])
                    result = ex.play_record(key, deal, bots, double_dummy=False)
                    block["expert"][kind].append({"deal": row["deal"], "result": result})
        have = len(data["claims"]["discard"]["expert"])
        step = spec.get("discard", {}).get("*", 0)
        for d in discard[have : have + step]:
            data["claims"]["discard"]["expert"].append(ex.discard_record(d.copy(), bots))
        rounds += 1
        data["meta"]["expert_rounds"].append(spec)
        data["meta"]["expert_deals"] = {
            key: {kind: len(rows) for kind, rows in data["claims"][key]["expert"].items()}
            for key in ex.CLAIMS
        } | {"discard": len(data["claims"]["discard"]["expert"])}
        data["meta"]["expert_seconds"] = round(time.process_time() - expert_start, 1)
        _write(data, args.out)
        say(
            f"expert round {rounds}: {data['meta']['expert_seconds']} s, {data['meta']['expert_deals']}"
        )
    say("done")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
