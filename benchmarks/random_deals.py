"""Complete random deals per second on one core, against OpenSpiel's ``euchre`` if installed.

A *random deal* is a shuffle, bidding with uniformly random legal bids and play with
uniformly random legal cards, until the deal is over (scored, or thrown in: a thrown-in
deal is a complete deal too). Each run counts the deals completed in ``--seconds`` of
this process's CPU time (so that other processes on a busy machine count against
neither engine), on one core where the OS allows pinning; the benchmark prints every
run's rate and the median of ``--runs`` runs, the engines' runs interleaved.

When ``open_spiel`` is importable (it is optional and never a dependency of this
project), the same run also drives OpenSpiel's ``euchre`` from Python the same way,
with the same seeded :class:`random.Random`, and prints the ratio. The target is at
least twice OpenSpiel's rate. The script exits 0 whether or not the target is met.

Three comparisons are made, so that one can see where the time goes:

1. ``full`` (the target): everything, the way each engine is meant to be driven.
   Ours: ``Deal.shuffled(seed=rng, dealer=...)``, then random legal actions.
   OpenSpiel: its dealer choice, 20 cards and the upcard are 22 chance nodes, each
   sampled uniformly from ``state.chance_outcomes()``; then random legal actions.
2. ``shuffle``: OpenSpiel's deal is done as ours is, with one ``rng.shuffle`` of the
   24 cards whose first 21 are applied as chance actions (no ``chance_outcomes()``
   lists). Ours is measured exactly as in 1.
3. ``play``: only the decisions (bidding, discard, going alone, play) are timed; the
   deal is made before the clock starts, for both engines.

Usage::

    python benchmarks/random_deals.py [--seconds 2] [--runs 5] [--seed 1]
"""

from __future__ import annotations

import argparse
import os
import platform
import random
import statistics
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

try:
    from euchre import Deal, Rules
except ModuleNotFoundError:  # run from a checkout without `pip install -e .`
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    from euchre import Deal, Rules

TARGET = 2.0  # our full-deal rate must be at least this many times OpenSpiel's
# CPU time of this process, so that other processes on a busy machine do not count
# against either engine; it is read once per batch of deals (a read costs up to 1 us).
CLOCK = time.process_time
BATCH = 16

# OpenSpiel's euchre (games/euchre/euchre.cc) plays stick the dealer by default, has
# no lone defender by default, never lets the dealer discard the upcard just picked
# up, and always leads left of the dealer (skipping a loner's partner). Our rules are
# set to match; both games are given their options explicitly.
OPEN_SPIEL_PARAMS: dict[str, bool] = {"allow_lone_defender": False, "stick_the_dealer": True}
OUR_RULES = Rules(
    stick_the_dealer=True,
    defend_alone=False,
    dealer_may_discard_upcard=False,
    lead_rule="left_of_dealer",
)
DIFFERENCES = (
    "going alone is part of our bid ('order alone', 'call H alone'); OpenSpiel asks the "
    "maker a separate go-alone question after the bidding (and after the dealer's "
    "discard), so random play goes alone more often there and the deals differ in "
    "length: compare decisions per deal too",
    "when the dealer's partner orders up alone, our dealer sits out without picking "
    "up; OpenSpiel's dealer picks up and discards first",
    "scoring differs for lone defenders only, which neither side has here",
)

Step = Callable[[random.Random, float], "Sample"]


@dataclass(frozen=True)
class Sample:
    """One run: deals completed, decisions taken and the seconds they took."""

    deals: int
    decisions: int
    seconds: float

    @property
    def rate(self) -> float:
        """Complete deals per second."""
        return self.deals / self.seconds


# ----------------------------------------------------------------- our engine


def ours_full(rng: random.Random, seconds: float) -> Sample:
    """Shuffle, bid and play random deals for ``seconds`` of CPU time."""
    choice = rng.choice
    randrange = rng.randrange
    shuffled = Deal.shuffled
    rules = OUR_RULES
    deals = decisions = 0
    start = CLOCK()
    deadline = start + seconds
    while True:
        for _ in range(BATCH):
            deal = shuffled(seed=rng, dealer=randrange(4), rules=rules)
            while not deal.is_over:
                deal.apply(choice(deal.legal_actions()))
                decisions += 1
        deals += BATCH
        now = CLOCK()
        if now >= deadline:
            return Sample(deals, decisions, now - start)


def ours_play(rng: random.Random, seconds: float) -> Sample:
    """Like :func:`ours_full`, but only the decisions are timed: each batch of deals
    is shuffled and dealt before the clock starts."""
    choice = rng.choice
    randrange = rng.randrange
    shuffled = Deal.shuffled
    rules = OUR_RULES
    deals = decisions = 0
    timed = 0.0
    while timed < seconds:
        batch = [shuffled(seed=rng, dealer=randrange(4), rules=rules) for _ in range(BATCH)]
        start = CLOCK()
        for deal in batch:
            while not deal.is_over:
                deal.apply(choice(deal.legal_actions()))
                decisions += 1
        timed += CLOCK() - start
        deals += BATCH
    return Sample(deals, decisions, timed)


# ------------------------------------------------------------------ OpenSpiel


def load_open_spiel() -> Any | None:
    """OpenSpiel's euchre game with :data:`OPEN_SPIEL_PARAMS`, or ``None`` if absent."""
    try:
        import pyspiel  # type: ignore[import-not-found, unused-ignore]
    except ImportError:
        return None
    return pyspiel.load_game("euchre", dict(OPEN_SPIEL_PARAMS))


def open_spiel_steps(game: Any) -> dict[str, Step]:
    """The three ways of timing OpenSpiel's euchre (see the module docstring)."""
    new_state = game.new_initial_state

    def full(rng: random.Random, seconds: float) -> Sample:
        choice = rng.choice
        deals = decisions = 0
        start = CLOCK()
        deadline = start + seconds
        while True:
            for _ in range(BATCH):
                state = new_state()
                while not state.is_terminal():
                    if state.is_chance_node():
                        state.apply_action(choice(state.chance_outcomes())[0])
                    else:
                        state.apply_action(choice(state.legal_actions()))
                        decisions += 1
            deals += BATCH
            now = CLOCK()
            if now >= deadline:
                return Sample(deals, decisions, now - start)

    def shuffled_state(rng: random.Random) -> Any:
        state = new_state()
        state.apply_action(rng.randrange(4))  # the dealer
        deck = list(range(24))
        rng.shuffle(deck)
        for card in deck[:21]:  # 20 cards dealt one at a time, then the upcard
            state.apply_action(card)
        return state

    def shuffle(rng: random.Random, seconds: float) -> Sample:
        choice = rng.choice
        deals = decisions = 0
        start = CLOCK()
        deadline = start + seconds
        while True:
            for _ in range(BATCH):
                state = shuffled_state(rng)
                while not state.is_terminal():
                    state.apply_action(choice(state.legal_actions()))
                    decisions += 1
            deals += BATCH
            now = CLOCK()
            if now >= deadline:
                return Sample(deals, decisions, now - start)

    def play(rng: random.Random, seconds: float) -> Sample:
        choice = rng.choice
        deals = decisions = 0
        timed = 0.0
        while timed < seconds:
            batch = [shuffled_state(rng) for _ in range(BATCH)]
            start = CLOCK()
            for state in batch:
                while not state.is_terminal():
                    state.apply_action(choice(state.legal_actions()))
                    decisions += 1
            timed += CLOCK() - start
            deals += BATCH
        return Sample(deals, decisions, timed)

    return {"full": full, "shuffle": shuffle, "play": play}


# ------------------------------------------------------------------- running

VARIANTS: dict[str, str] = {
    "full": "complete deals; OpenSpiel deals card by card from chance_outcomes() (the target)",
    "shuffle": "complete deals; OpenSpiel deals from one rng.shuffle (21 apply_action calls)",
    "play": "decisions only; both deals made before the clock starts",
}


def pin_to_one_core() -> str:
    """Pin this process to one CPU if the OS allows it; say what happened."""
    if not hasattr(os, "sched_setaffinity"):
        return "not pinned (no os.sched_setaffinity on this platform)"
    try:
        cpu = min(os.sched_getaffinity(0))
        os.sched_setaffinity(0, {cpu})
    except OSError as exc:
        return f"not pinned ({exc})"
    return f"pinned to CPU {cpu}"


def measure(
    steps: dict[str, Step], runs: int, seconds: float, seed: int
) -> dict[str, list[Sample]]:
    """Run each step ``runs`` times, interleaved, run ``i`` seeded with ``seed + i``."""
    samples: dict[str, list[Sample]] = {name: [] for name in steps}
    for i in range(runs):
        for name, step in steps.items():
            samples[name].append(step(random.Random(seed + i), seconds))
    return samples


def median_rate(samples: list[Sample]) -> float:
    """The median of the runs' deal rates."""
    return statistics.median(s.rate for s in samples)


def report_line(label: str, samples: list[Sample]) -> str:
    """One engine's runs, median, decisions per deal and decisions per second."""
    runs = " ".join(f"{s.rate:8.0f}" for s in samples)
    deals = sum(s.deals for s in samples)
    per_deal = sum(s.decisions for s in samples) / deals
    decision_rate = sum(s.decisions for s in samples) / sum(s.seconds for s in samples)
    return (
        f"  {label:<10} runs {runs}  median {median_rate(samples):8.0f} deals/s"
        f"  ({per_deal:.1f} decisions/deal, {decision_rate:,.0f} decisions/s)"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--seconds", type=float, default=2.0, help="length of one run")
    parser.add_argument("--runs", type=int, default=5, help="runs per measurement (median)")
    parser.add_argument("--seed", type=int, default=1, help="run i is seeded with seed + i")
    args = parser.parse_args(argv)
    if args.seconds <= 0 or args.runs < 1:
        parser.error("--seconds must be positive and --runs at least 1")

    pinned = pin_to_one_core()
    game = load_open_spiel()
    print(
        f"Random deals per CPU second: median of {args.runs} runs of {args.seconds:g} s, "
        f"seed {args.seed}; {pinned}; Python {platform.python_version()} "
        f"({platform.python_implementation()})"
    )
    print(f"  ours:      euchre.Deal with {OUR_RULES!r}")
    if game is None:
        print("  OpenSpiel: not installed (pip install open_spiel to compare); ours only")
    else:
        print(
            f"  OpenSpiel: {_dist_version('open_spiel')}, pyspiel.load_game('euchre', {game.get_parameters()})"
        )
        print("  Rules matched: stick the dealer, no lone defender, the dealer may not")
        print("  discard the upcard, the first lead is left of the dealer. Still different:")
        for difference in DIFFERENCES:
            print(f"   - {difference}")

    ours: dict[str, Step] = {"full": ours_full, "play": ours_play}
    # warm up (imports, caches, CPU frequency) before the clock matters
    for step in ours.values():
        step(random.Random(args.seed), min(0.2, args.seconds))
    theirs = open_spiel_steps(game) if game is not None else {}
    for step in theirs.values():
        step(random.Random(args.seed), min(0.2, args.seconds))

    if not theirs:
        print()
        ours_samples = measure(ours, args.runs, args.seconds, args.seed)
        for name in ours:
            print(f"[{name}] {VARIANTS[name]}")
            print(report_line("ours", ours_samples[name]))
        print("\nTarget not checked: open_spiel is not installed.")
        return 0

    steps: dict[str, Step] = {}
    for name in VARIANTS:
        # the 'shuffle' variant changes only how OpenSpiel is dealt; ours is as in 'full'
        steps[f"ours {name}"] = ours["play" if name == "play" else "full"]
        steps[f"open_spiel {name}"] = theirs[name]
    samples = measure(steps, args.runs, args.seconds, args.seed)

    ratios: dict[str, float] = {}
    for name, description in VARIANTS.items():
        mine, other = samples[f"ours {name}"], samples[f"open_spiel {name}"]
        ratios[name] = median_rate(mine) / median_rate(other)
        print(f"\n[{name}] {description}")
        print(report_line("ours", mine))
        print(report_line("OpenSpiel", other))
        print(f"  ratio ours/OpenSpiel (medians): {ratios[name]:.2f}x")

    met = ratios["full"] >= TARGET
    print(
        f"\nTarget: at least {TARGET:g}x OpenSpiel's complete-deal rate [full]: "
        f"{ratios['full']:.2f}x, target {'met' if met else 'NOT met'}."
    )
    return 0


def _dist_version(name: str) -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return f"{name} {version(name)}"
    except PackageNotFoundError:
        return name


if __name__ == "__main__":
    sys.exit(main())
