"""Benchmark the ExpertBot: a duplicate match against RuleBot, and decision times.

    python benchmarks/expert.py match [--deals 400] [--seed 1] [--workers 2]
    python benchmarks/expert.py timing [--positions 300] [--seed 1] [--form standard]
    python benchmarks/expert.py agreement [--examples data/egn]
    python benchmarks/expert.py choices [--examples data/egn]

``match`` plays exactly what ``duplicate_match("expert", "rule", deals=N, seed=S)``
plays (the same deals, the same bot seeds: an ExpertBot's decision depends only on
its seed and the view), split over worker processes, and prints points per deal with
the 95% confidence interval.

``timing`` times ``ExpertBot().act(view)`` at default settings over the decisions of
random deals played by ExpertBot in all four seats (every decision with more than one
legal action; forced ones take no search), and ``euchre.coach.hint``. Times are CPU
time (``time.process_time``), so a busy machine does not inflate them; median, mean
and 90th percentile are printed, overall and per kind of decision.

``timing --baseline`` times the ExpertBot as it was before the learned bidding table
(``ExpertBot(learned=False)``, ``euchre.bots.expert_bot.baseline``); ``match --a
expert --b expert_pimc`` plays the two against each other.

``timing --form two_handed`` (or ``cutthroat``, ``railroad``: a preset of the rules)
times the same decisions in another form.

``choices`` counts how often the ExpertBot and the baseline (``learned=False``)
choose what the humans of the EGN examples chose, for bids and cards with more than
one legal choice, each from the human's own view.

``agreement`` runs ``euchre.coach.annotate`` on every EGN file with human comments
and compares: for every human comment that carries a label, does the coach put a
label of the same polarity (criticism ``[??] [?] [?!]`` or praise ``[!?] [!] [!!]``)
at the same index? And how many of the coach's criticisms fall where a human
criticised? The example files' comments carry no label tags, so the script also
compares against a polarity *read* from the comments' words (``_READ`` below: the
reading of this script's author, one line each, not the annotators' own labels).
"""

from __future__ import annotations

import argparse
import multiprocessing
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from euchre import Deal
from euchre.bots import Bot, make_bot
from euchre.measure import Estimate
from euchre.tournament import derive_seed, play_deal

_EXAMPLES = Path(__file__).resolve().parent.parent / "data" / "egn"


def _bot(name: str, seed: int) -> Bot:
    """A registered bot, or ``expert_pimc``: the ExpertBot before the learned table."""
    if name == "expert_pimc":
        from euchre.bots.expert_bot import baseline

        return baseline(seed)
    return make_bot(name, seed)


def _pair(args: tuple[str, str, int, int]) -> tuple[int, float, int, int]:
    a, b, seed, i = args
    a0, a1 = _bot(a, derive_seed(seed, "a", 0)), _bot(a, derive_seed(seed, "a", 1))
    b0, b1 = _bot(b, derive_seed(seed, "b", 0)), _bot(b, derive_seed(seed, "b", 1))
    deal = Deal.shuffled(seed=derive_seed(seed, "deal", i), dealer=i % 4)
    first = play_deal(deal.copy(), [a0, b0, a1, b1]).points
    second = play_deal(deal, [b0, a0, b1, a1]).points
    diff = ((first[0] - first[1]) + (second[1] - second[0])) / 2
    return i, diff, first[0] + second[1], first[1] + second[0]


def match(a: str, b: str, deals: int, seed: int, workers: int) -> None:
    start = time.time()
    jobs = [(a, b, seed, i) for i in range(deals)]
    with multiprocessing.Pool(workers) as pool:
        rows = sorted(pool.imap_unordered(_pair, jobs, chunksize=4))
    diffs = [r[1] for r in rows]
    est = Estimate.mean(diffs)
    print(f"{a} vs {b}: {deals} deals played twice, seed {seed}")
    print(f"points {a} {sum(r[2] for r in rows)}, {b} {sum(r[3] for r in rows)}")
    print(
        f"{a} - {b}: {est.value:+.3f} points per deal, 95% CI {est.low:+.3f} "
        f"to {est.high:+.3f} (sd {statistics.stdev(diffs):.2f}); "
        f"{time.time() - start:.0f} s wall"
    )


def _pct(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]


def timing(positions: int, seed: int, form: str = "standard", learned: bool = True) -> None:
    from euchre import Rules
    from euchre.bots.expert_bot import ExpertBot
    from euchre.coach import hint

    rules = Rules.presets()[form]

    bot = ExpertBot(seed=seed, learned=learned)
    times: dict[str, list[float]] = {}
    hints: list[float] = []
    n = 0
    i = 0
    while n < positions:
        deal = Deal.shuffled(
            seed=derive_seed(seed, "timing", i), dealer=i % rules.players, rules=rules
        )
        i += 1
        while not deal.is_over and n < positions:
            seat = deal.to_act
            assert seat is not None
            view = deal.view(seat)
            legal = view.legal_actions()
            t0 = time.process_time()
            action = bot.act(view)
            spent = time.process_time() - t0
            if len(legal) > 1:
                kind = view.phase.value
                times.setdefault(kind, []).append(spent)
                n += 1
                if n % 5 == 0:
                    t0 = time.process_time()
                    hint(view)
                    hints.append(time.process_time() - t0)
            deal.apply(action)
    every = [t for ts in times.values() for t in ts]
    print(f"ExpertBot decisions with a choice: {len(every)} from {i} deals (CPU time, ms)")
    for kind, ts in [("all", every), *sorted(times.items())]:
        print(
            f"  {kind:8} n={len(ts):4}  median {1000 * statistics.median(ts):6.1f}  "
            f"mean {1000 * statistics.fmean(ts):6.1f}  p90 {1000 * _pct(ts, 0.9):6.1f}"
        )
    print(
        f"  hint     n={len(hints):4}  median {1000 * statistics.median(hints):6.1f}  "
        f"mean {1000 * statistics.fmean(hints):6.1f}  p90 {1000 * _pct(hints, 0.9):6.1f}"
    )


# (file, deal, "call"/"play", index) -> polarity read from an unlabelled comment.
_READ = {
    ("VWEC Finals Annotated.egn", 1, "call", 4): "criticism",  # "ambitious ... got lucky"
    ("VWEC Finals Annotated.egn", 4, "call", 4): "praise",  # "would have been euchred on it"
    ("VWEC Finals Annotated.egn", 4, "play", 1): "criticism",  # "probably better to trump high"
    ("VWEC Finals Annotated.egn", 10, "play", 4): "criticism",  # "made things dicier"
    ("VWEC Finals Annotated.egn", 11, "call", 0): "criticism",  # "probably unnecessary to donate"
    ("VWEC Finals Annotated.egn", 12, "call", 3): "praise",  # "super standard to order"
}


def agreement(examples: str, seed: int) -> None:
    from euchre import egn
    from euchre.annotations import split_label
    from euchre.coach import annotate

    labelled = same = 0
    coach_crit = coach_crit_on_human_crit = coach_praise = 0
    read_same = read_total = 0
    comments = coach_at_comment = 0
    files = sorted(Path(examples).glob("*.egn"))
    start = time.process_time()
    for path in files:
        record = egn.load(path)
        human = record.annotations
        if not any(human):
            continue
        coach = annotate(record, seed=seed)
        for d, (theirs, mine) in enumerate(zip(human, coach, strict=True)):
            for kind in ("call", "play"):
                th = theirs.calls if kind == "call" else theirs.plays
                mn = mine.calls if kind == "call" else mine.plays
                for k, texts in mn.items():
                    for text in texts:
                        label = split_label(text)[0]
                        assert label is not None
                        print(f"  coach {path.name} deal {d} {kind} {k}: {text}")
                        human_labels = [split_label(t)[0] for t in th.get(k, [])]
                        if label.is_criticism:
                            coach_crit += 1
                            if any(h is not None and h.is_criticism for h in human_labels):
                                coach_crit_on_human_crit += 1
                        else:
                            coach_praise += 1
                for k, texts in th.items():
                    comments += len(texts)
                    mine_labels = [split_label(t)[0] for t in mn.get(k, [])]
                    coach_at_comment += bool(mine_labels) * len(texts)
                    for text in texts:
                        label = split_label(text)[0]
                        if label is not None:
                            labelled += 1
                            same += any(
                                m is not None and m.is_criticism == label.is_criticism
                                for m in mine_labels
                            )
                    read = _READ.get((path.name, d, kind, k))
                    if read is not None:
                        read_total += 1
                        read_same += any(
                            m is not None and m.is_criticism == (read == "criticism")
                            for m in mine_labels
                        )
                        print(
                            f"  read {read:9} {path.name} deal {d} {kind} {k}: coach {mine_labels}"
                        )
    print(f"files with human comments: {[p.name for p in files if any(egn.load(p).annotations)]}")
    print(f"human comments: {comments}; with a label tag: {labelled}")
    print(f"labelled human comments where the coach agrees in polarity: {same} of {labelled}")
    print(f"human comments where the coach also put a label: {coach_at_comment} of {comments}")
    print(f"polarity read from the words: coach agrees at {read_same} of {read_total}")
    print(
        f"coach labels: {coach_crit} criticisms ({coach_crit_on_human_crit} where a human "
        f"labelled a criticism), {coach_praise} praises; {time.process_time() - start:.0f} s CPU"
    )


def choices(examples: str, seed: int, baseline: bool = True) -> None:
    """How often the ExpertBot, and the baseline, choose what the humans chose in the
    EGN examples: every bid and card with more than one legal choice, from the
    human's own view."""
    from euchre import egn
    from euchre.bots.bidding import lookup
    from euchre.bots.expert_bot import ExpertBot
    from euchre.deal import Phase

    start = time.process_time()
    bots = {"expert": ExpertBot(seed=seed)}
    if baseline:
        bots["expert_pimc"] = ExpertBot(seed=seed, learned=False)
    same = {(name, kind): 0 for name in bots for kind in ("bid", "play", "table")}
    total = {"bid": 0, "play": 0, "table": 0}
    for path in sorted(Path(examples).glob("*.egn")):
        game = egn.load(path).game
        for deal in game.deals:
            replay = deal.restart()
            for turn in deal.history:
                view = replay.view(turn.seat)
                phase = replay.phase
                kind = "play" if phase is Phase.PLAY else "bid"
                if phase in (Phase.ORDER, Phase.CALL, Phase.PLAY) and len(view.legal_actions()) > 1:
                    kinds = [kind] + (["table"] if lookup(view) is not None else [])
                    for k in kinds:
                        total[k] += 1
                    for name, bot in bots.items():
                        if bot.act(view) == turn.action:
                            for k in kinds:
                                same[name, k] += 1
                replay.apply(turn.action)
    for kind, label in (("bid", "bids"), ("play", "cards"), ("table", "bids the table covers")):
        row = ", ".join(f"{name} {same[name, kind]}" for name in bots)
        print(f"{label}: {total[kind]} human choices; the same choice: {row}")
    print(f"{time.process_time() - start:.0f} s CPU")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="what", required=True)
    m = sub.add_parser("match")
    m.add_argument("--deals", type=int, default=400)
    m.add_argument("--seed", type=int, default=1)
    m.add_argument("--workers", type=int, default=2)
    m.add_argument("--a", default="expert")
    m.add_argument("--b", default="rule")
    t = sub.add_parser("timing")
    t.add_argument("--positions", type=int, default=300)
    t.add_argument("--seed", type=int, default=1)
    t.add_argument("--form", default="standard", help="a preset of the rules, e.g. cutthroat")
    t.add_argument("--baseline", action="store_true", help="time ExpertBot(learned=False)")
    g = sub.add_parser("agreement")
    g.add_argument("--examples", default=str(_EXAMPLES))
    g.add_argument("--seed", type=int, default=0)
    c = sub.add_parser("choices")
    c.add_argument("--examples", default=str(_EXAMPLES))
    c.add_argument("--seed", type=int, default=0)
    c.add_argument("--no-baseline", action="store_true", help="only the ExpertBot")
    args = parser.parse_args()
    if args.what == "match":
        match(args.a, args.b, args.deals, args.seed, args.workers)
    elif args.what == "agreement":
        agreement(args.examples, args.seed)
    elif args.what == "choices":
        choices(args.examples, args.seed, not args.no_baseline)
    else:
        timing(args.positions, args.seed, args.form, not args.baseline)


if __name__ == "__main__":
    main()
