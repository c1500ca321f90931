"""Measure the learned bidding table (``euchre/bots/bidding_table.json.gz``).

    python benchmarks/bidding_table.py                       # a short sample, no file
    nice python benchmarks/bidding_table.py --write --deals 10000 --workers 2

For each rule set of ``euchre.bots.bidding.RULESETS``, ``--deals`` seeded deals are
measured as ``euchre.bots.bidding_measure`` describes: at every decision of the two
rounds of bidding, every legal bid is tried and the deal played out by RuleBot in
all four seats, each seeing only its own view; the counts are summed by cell. The
default (no ``--write``) measures 200 deals and prints what it found.

The result depends only on the seed, the deal count and the engine: rerunning with
the same arguments rewrites the same file byte for byte (the workers' counts are
summed, which does not depend on their order). The strategy chapter and
``tests/test_bidding.py`` call ``bidding_measure.verify()``, which measures the
first deals again and checks them against ``check`` in the file.

Shape of the file (gzipped JSON)::

    {"version": 1, "seed": 1, "deals": 10000,
     "check": {"deals": 25, "digest": "..."},
     "tables": {"standard": {"cells": {cell: {"pass"|"make"|"alone":
                                              {"points": {"-2": n, ...},
                                               "made": n, "tricks": n}}},
                             "chosen": {cell: {"pass"|"make"|"alone"|"called"|"not"
                                               |"bid": n}}},
                "stick_the_dealer": {...}}}
"""

from __future__ import annotations

import argparse
import gzip
import json
import multiprocessing
import sys
import time
from collections.abc import Iterable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from euchre.bots.bidding import RULESETS
from euchre.bots.bidding_measure import CHECK_DEALS, Counts, digest, measure, merge, ordered

OUT = Path(__file__).resolve().parent.parent / "euchre" / "bots" / "bidding_table.json.gz"


def _chunk(args: tuple[str, int, int, int]) -> tuple[str, Counts, Counts]:
    ruleset, seed, start, stop = args
    return (ruleset, *measure(ruleset, seed, start, stop))


def build(seed: int, deals: int, workers: int, chunk: int = 100) -> dict[str, Any]:
    jobs = [
        (ruleset, seed, start, min(deals, start + chunk))
        for ruleset in RULESETS
        for start in range(0, deals, chunk)
    ]
    tables: dict[str, Any] = {name: {"cells": {}, "chosen": {}} for name in RULESETS}
    rows: Iterable[tuple[str, Counts, Counts]]
    if workers > 1:
        pool = multiprocessing.Pool(workers)
        rows = pool.imap_unordered(_chunk, jobs)
    else:
        rows = map(_chunk, jobs)
    for done, (ruleset, cells, chosen) in enumerate(rows, 1):
        merge(tables[ruleset]["cells"], cells)
        merge(tables[ruleset]["chosen"], chosen)
        if done % 20 == 0:
            print(f"  {done}/{len(jobs)} chunks", file=sys.stderr, flush=True)
    return {
        "version": 1,
        "seed": seed,
        "deals": deals,
        "check": {"deals": CHECK_DEALS, "digest": digest(seed, CHECK_DEALS)},
        "tables": ordered(tables),
    }


def write(data: dict[str, Any], path: Path = OUT) -> None:
    text = json.dumps(data, sort_keys=True, separators=(",", ":")).encode()
    path.write_bytes(gzip.compress(text, mtime=0))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--write", action="store_true", help=f"write {OUT.name}")
    args = parser.parse_args()
    start = time.process_time(), time.time()
    data = build(args.seed, args.deals, args.workers)
    for name, t in data["tables"].items():
        tried = sum(sum(e["points"].values()) for c in t["cells"].values() for e in c.values())
        print(f"{name}: {len(t['cells'])} cells, {tried} bids tried over {args.deals} deals")
    print(f"{time.time() - start[1]:.0f} s wall")
    if args.write:
        write(data)
        print(f"wrote {OUT}")


if __name__ == "__main__":
    main()
