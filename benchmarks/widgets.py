"""Time the practice widgets' main actions, without a browser.

Run ``python benchmarks/widgets.py [--runs 30]``.

Each action is timed ``--runs`` times on fresh, seeded widgets and the median is
printed with the budget from the widget spec: whatever asks the coach (the hint, the
bidding quiz's values of each choice, the label on a choice in AnnotatedHand) within
300 ms, everything else within 100 ms. A PlayTable turn is one human action followed
by every bot action up to the human's next turn, redrawn (with rule bots). The last
line says whether every budget is met.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from euchre.widgets import (  # noqa: E402
    AnnotatedHand,
    BiddingQuiz,
    DealTable,
    FollowSuitQuiz,
    PlayTable,
    TrumpRankingQuiz,
)

HINT_BUDGET = 0.300
BUDGET = 0.100


def median_time(setup: Callable[[int], Callable[[], object]], runs: int) -> float:
    """The median time of the action ``setup(i)`` returns, one fresh setup per run."""
    times = []
    for i in range(runs):
        act = setup(i)
        start = time.perf_counter()
        act()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def _set_trump(i: int) -> Callable[[], object]:
    table = DealTable(seed=i)
    return lambda: table.set_trump("H")


def _answer_ranking(i: int) -> Callable[[], object]:
    quiz = TrumpRankingQuiz(seed=i, difficulty=3)
    order = " ".join(c.code for c in reversed(quiz.question.answer))
    return lambda: quiz.answer(order)


def _click_follow(i: int) -> Callable[[], object]:
    quiz = FollowSuitQuiz(seed=i, difficulty=3)
    card = quiz.question.hand[0]
    return lambda: quiz.click(card)


def _submit_follow(i: int) -> Callable[[], object]:
    quiz = FollowSuitQuiz(seed=i, difficulty=3)
    for card in quiz.question.answer:
        quiz.click(card)
    return quiz.submit


def _bid(i: int) -> Callable[[], object]:
    quiz = BiddingQuiz(seed=i)
    return lambda: quiz.choose("pass")


_RECORD = ROOT / "data" / "egn" / "VWEC Finals Annotated.egn"


def _step(i: int) -> Callable[[], object]:
    hand = AnnotatedHand.from_egn(_RECORD, deal=i % 13)
    hand.jump(step=len(hand.final.history) - 1)  # the slowest step: the last one
    return hand.forward


def _play_seat(i: int) -> Callable[[], object]:
    hand = AnnotatedHand.from_egn(_RECORD, deal=i % 13)
    hand.take_seat(0)
    live = hand.live
    assert live is not None
    return lambda: hand.choose(live.legal_actions()[0])


def _table(i: int, bots: str) -> PlayTable:
    return PlayTable(seed=i, bots=bots)


def _turn(bots: str) -> Callable[[int], Callable[[], object]]:
    def setup(i: int) -> Callable[[], object]:
        table = _table(i, bots)
        return lambda: table.choose(table.legal_actions()[0])

    return setup


def _hint(i: int) -> Callable[[], object]:
    table = _table(i, "rule")
    return table.hint


def _export_mid_deal(i: int) -> Callable[[], object]:
    table = _table(i, "rule")
    table.choose(table.legal_actions()[0])  # a deal under way: only your view is written
    return table.export_egn


def _new_from_settings(i: int) -> Callable[[], object]:
    table = _table(i, "rule")
    table.seed_box.value = str(i)
    return table.new_game_from_settings


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=30)
    args = parser.parse_args()
    cases: list[tuple[str, Callable[[int], Callable[[], object]], float]] = [
        ("DealTable.deal", lambda i: DealTable(seed=i).deal, BUDGET),
        ("DealTable.set_trump", _set_trump, BUDGET),
        (
            "TrumpRankingQuiz.next_question",
            lambda i: TrumpRankingQuiz(seed=i).next_question,
            BUDGET,
        ),
        ("TrumpRankingQuiz.answer", _answer_ranking, BUDGET),
        ("FollowSuitQuiz.next_question", lambda i: FollowSuitQuiz(seed=i).next_question, BUDGET),
        ("FollowSuitQuiz.click", _click_follow, BUDGET),
        ("FollowSuitQuiz.submit", _submit_follow, BUDGET),
        ("BiddingQuiz.next_question", lambda i: BiddingQuiz(seed=i).next_question, BUDGET),
        ("BiddingQuiz.choose (coach values)", _bid, HINT_BUDGET),
        ("AnnotatedHand.forward", _step, BUDGET),
        ("AnnotatedHand.choose (coach label)", _play_seat, HINT_BUDGET),
        ("PlayTable turn, rule bots", _turn("rule"), BUDGET),
        ("PlayTable turn, random bots", _turn("random"), BUDGET),
        ("PlayTable.new_game", lambda i: _table(i, "rule").new_game, BUDGET),
        ("PlayTable New game with these settings", _new_from_settings, BUDGET),
        ("PlayTable.export_egn mid-deal", _export_mid_deal, BUDGET),
        ("PlayTable.hint (coach)", _hint, HINT_BUDGET),
    ]
    ok = True
    print(f"{'action':40} {'median':>10} {'budget':>8}")
    for name, setup, budget in cases:
        median = median_time(setup, args.runs)
        met = median <= budget
        ok = ok and met
        print(
            f"{name:40} {median * 1000:8.2f} ms {budget * 1000:5.0f} ms {'ok' if met else 'OVER'}"
        )
    print("every budget met" if ok else "some budget NOT met")


if __name__ == "__main__":
    main()
