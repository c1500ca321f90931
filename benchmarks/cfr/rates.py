"""How often the solved bidding bids at each decision, over the payoffs' deals.

    python benchmarks/cfr/rates.py POLICY.json PAYOFFS.json.gz

For each of the eight decisions, the share of hands (every deal, whether or not the
bidding reaches that seat) where the policy's most likely action is to pass, to make
trump with the partner, or to go alone.
"""

from __future__ import annotations

import gzip
import json
import sys
from collections import Counter
from pathlib import Path

NAMES = ["left", "partner", "right", "dealer"]


def main() -> None:
    policy = json.loads(Path(sys.argv[1]).read_text())["cells"]
    with gzip.open(sys.argv[2], "rt") as f:
        data = json.load(f)
    rows = data["rows"]
    chosen: Counter[tuple[int, int]] = Counter()
    for row in rows:
        for k, key in enumerate(row["keys"]):
            p = policy[key]["p"]
            chosen[k, max(range(3), key=lambda i: p[i])] += 1
    print(f"{len(rows)} deals: pass / make / alone")
    for k in range(8):
        shares = " / ".join(f"{chosen[k, a] / len(rows):5.1%}" for a in range(3))
        print(f"round {k // 4 + 1}, {NAMES[k % 4]:8} {shares}")


if __name__ == "__main__":
    main()
