"""Pair a probe's run against ISMCTS with plain runs of the same deals.

    python benchmarks/cfr/pairs.py PROBE.log CHANGED PLAIN.log [PLAIN2.log ...]
    python benchmarks/cfr/pairs.py --pool RUN.log [RUN2.log ...]
    python benchmarks/cfr/pairs.py --diff RUN.log OTHER.log

Each log is ``openspiel_match.py`` output (its "per-deal values" line, deals in
order from ``--first``); CHANGED has "deal count" lines from ``osrun.py``. A pair
where no decision changed counts as zero; elsewhere the probe's value minus the mean
of the plain runs'. ``--pool`` gives the mean of runs of different deals together;
``--diff``, one run minus another of the same deals, pair by pair, every pair counted.
"""

from __future__ import annotations

import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from euchre.measure import Estimate


def values(path: str) -> list[float]:
    for line in Path(path).read_text().splitlines():
        if line.startswith("per-deal values: "):
            return [float(x) for x in line.split(": ", 1)[1].split()]
    raise SystemExit(f"{path}: no per-deal values")


def ci(xs: list[float]) -> str:
    est = Estimate.mean(xs)
    return f"{est.value:+.3f} ({est.low:+.3f}..{est.high:+.3f})"


def main() -> None:
    if sys.argv[1] == "--pool":
        pooled = [v for path in sys.argv[2:] for v in values(path)]
        print(f"{len(pooled)} pairs: {ci(pooled)}")
        return
    if sys.argv[1] == "--diff":
        run, other = values(sys.argv[2]), values(sys.argv[3])
        print(f"{len(run)} pairs, the first run minus the second: ", end="")
        print(ci([a - b for a, b in zip(run, other, strict=True)]))
        return
    probe = values(sys.argv[1])
    changed = {}
    for line in Path(sys.argv[2]).read_text().splitlines():
        i, n = line.split()
        changed[int(i)] = int(n)
    plains = [values(p) for p in sys.argv[3:]]
    first = min(changed)
    mean_plain = [statistics.fmean(p[k] for p in plains) for k in range(len(probe))]
    d = [(probe[k] - mean_plain[k]) if changed[first + k] else 0.0 for k in range(len(probe))]
    n = sum(1 for k in range(len(probe)) if changed[first + k])
    print(f"probe raw {ci(probe)}; plain raw " + ", ".join(ci(p) for p in plains))
    print(f"paired (unchanged pairs 0): {ci(d)}, {n} pairs changed")
    print(f"paired (all pairs): {ci([probe[k] - mean_plain[k] for k in range(len(probe))])}")


if __name__ == "__main__":
    main()
