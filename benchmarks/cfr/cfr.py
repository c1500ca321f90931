"""CFR+ over the bidding's eight decisions, with the payoffs of ``payoffs.py``.

Every seat acts once a round, on an all-pass line, so a decision's information set
is its cell (round, seat, and the hand sized up). Each seat is its own player with
its team's points as its utility (four players, two teams). Actions: pass, make
with the partner, make alone (round 2: in the hand's best suit; the dealer, stuck,
may not pass). Vanilla CFR+ over a fixed sample of deals, simultaneous updates;
the average strategy is written out with each cell's deal count and the
counterfactual value of each action.

    python benchmarks/cfr/cfr.py PAYOFFS.json.gz OUT.json --iters 2000
"""

from __future__ import annotations

import argparse
import gzip
import json
import time
from pathlib import Path

import numpy as np


def _normalised(weights: np.ndarray, legal_i: np.ndarray) -> np.ndarray:
    """Each cell's weights as a strategy; uniform over the legal actions where all are 0."""
    tot = weights.sum(1, keepdims=True)
    uniform = legal_i / legal_i.sum(1, keepdims=True)
    return np.where(tot > 0, weights / np.where(tot > 0, tot, 1), uniform)


def _walk(
    S: np.ndarray, U: np.ndarray, sign: np.ndarray
) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """Along each deal's line of decisions under strategy ``S`` (n, 8, 3): the value
    for the dealer's team from each decision on, the other seats' and the seat's own
    probability of reaching it, and each action's value for the seat that acts."""
    n = S.shape[0]
    q = S[:, :, 0]
    V = np.zeros((n, 9))
    for k in range(7, -1, -1):
        V[:, k] = q[:, k] * V[:, k + 1] + S[:, k, 1] * U[:, k, 1] + S[:, k, 2] * U[:, k, 2]
    cf = np.ones((n, 8))
    own = np.ones((n, 8))
    for k in range(8):
        for j in range(k):
            if j % 4 == k % 4:  # the same seat, a round earlier
                own[:, k] *= q[:, j]
            else:
                cf[:, k] *= q[:, j]
    Q = np.empty((n, 8, 3))
    Q[:, :, 0] = V[:, 1:]
    Q[:, :, 1:] = U[:, :, 1:]
    Q *= sign[None, :, None]
    return V, cf, own, Q


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("payoffs")
    ap.add_argument("out")
    ap.add_argument("--iters", type=int, default=2000)
    ap.add_argument("--deals", type=int, default=0, help="use only the first N deals")
    a = ap.parse_args()
    with gzip.open(a.payoffs, "rt") as f:
        data = json.load(f)
    rows = data["rows"]
    if a.deals:
        rows = rows[: a.deals]
    n = len(rows)
    keys: dict[str, int] = {}
    info = np.zeros((n, 8), dtype=np.int64)
    U = np.zeros((n, 8, 3))
    for d, row in enumerate(rows):
        for k in range(8):
            info[d, k] = keys.setdefault(row["keys"][k], len(keys))
            U[d, k, 1:] = row["pay"][k]
    m = len(keys)
    legal = np.ones((8, 3))
    legal[7, 0] = 0.0  # the stuck dealer
    sign = np.array([1.0 if r in (0, 2) else -1.0 for _, r in data["nodes"]])  # team 0 = dealer's
    R = np.zeros((m, 3))
    avg = np.zeros((m, 3))
    counts = np.bincount(info.ravel(), minlength=m)
    node_of = np.zeros(m, dtype=np.int64)
    node_of[info.ravel()] = np.tile(np.arange(8), n)
    legal_i = legal[node_of]  # (m, 3)
    t0 = time.time()
    for t in range(1, a.iters + 1):
        sigma = _normalised(np.maximum(R, 0) * legal_i, legal_i)
        S = sigma[info]  # (n, 8, 3)
        V, cf, own, Q = _walk(S, U, sign)
        v = (S * Q).sum(2, keepdims=True)
        reg = (Q - v) * cf[:, :, None]
        dR = np.zeros((m, 3))
        np.add.at(dR, info.ravel(), reg.reshape(-1, 3))
        R = np.maximum(R + dR * legal_i, 0)
        dA = np.zeros((m, 3))
        np.add.at(dA, info.ravel(), (S * own[:, :, None]).reshape(-1, 3))
        avg += t * dA
        if t % 200 == 0 or t == a.iters:
            val = V[:, 0].mean()
            print(
                f"iter {t}: dealer's team {val:+.4f} a deal ({time.time() - t0:.0f} s)", flush=True
            )
    # counterfactual action values under the average strategy
    sigma = _normalised(avg, legal_i)
    V, cf, _, Q = _walk(sigma[info], U, sign)
    num = np.zeros((m, 3))
    den = np.zeros(m)
    np.add.at(num, info.ravel(), (Q * cf[:, :, None]).reshape(-1, 3))
    np.add.at(den, info.ravel(), cf.ravel())
    qv = num / np.where(den > 0, den, 1)[:, None]
    out = {
        "deals": n,
        "iters": a.iters,
        "value": float(V[:, 0].mean()),
        "cells": {
            key: {
                "n": int(counts[i]),
                "p": [round(float(x), 4) for x in sigma[i]],
                "q": [round(float(x), 4) for x in qv[i]],
                "reach": round(float(den[i]), 2),
            }
            for key, i in keys.items()
        },
    }
    Path(a.out).write_text(json.dumps(out))
    print(f"{m} cells; dealer's team {out['value']:+.4f} a deal")


if __name__ == "__main__":
    main()
