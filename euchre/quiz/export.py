"""Questions exported for the ``jupyterquiz`` package: JSON dicts a page shows with
``display_quiz`` (answerable without a kernel in the static site), and the book's
quizzes by kind and seed."""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterable
from typing import Any

from ..cards import STANDARD_DECK, Card, Rank
from ..checks import card_arg
from ..errors import shown
from ..narration import seat_names
from ..tricks import legal_plays
from ..trump import bower_kind, left_bower, right_bower
from ..words import whole_points
from .bid_euchre import (
    BidQuestion,
    BidScoringQuestion,
    bid_questions,
    bid_scoring_questions,
    said,
)
from .five_handed import (
    KITTY,
    FiveScoringQuestion,
    PartnerQuestion,
    five_scoring_questions,
    partner_questions,
)
from .models import (
    _SUITS,
    CardText,
    FollowSuitQuestion,
    Question,
    QuizError,
    ScoringQuestion,
    Side,
    TrumpRankingQuestion,
    _counter,
    _names,
    _rng_of,
    follow_suit_questions,
    joker_ranking_questions,
    scoring_questions,
    trump_ranking_questions,
)

__all__ = [
    "QUIZ_COLOURS",
    "book_questions",
    "book_quiz",
    "card_span",
    "no_trump_follow_questions",
    "show_quiz",
    "to_jupyterquiz",
]

_CARD_IN_TEXT = re.compile(r"(?<![\w])(10|[9JQKA])([♣♦♥♠])|🃏")


def _render(text: str, card_text: CardText | None) -> str:
    """Apply the ``card_text`` hook to every card written in ``text``."""
    if card_text is None:
        return text
    return _CARD_IN_TEXT.sub(lambda m: card_text(Card.parse(m.group(0), joker=True)), text)


#: Every question a quiz page may show: the four-handed game's and the other forms'.
AnyQuestion = Question | BidQuestion | PartnerQuestion | BidScoringQuestion | FiveScoringQuestion


def to_jupyterquiz(question: AnyQuestion, *, card_text: CardText | None = None) -> dict[str, Any]:
    """The question as one ``jupyterquiz`` question dict (JSON-serialisable); pass a
    list of them to ``jupyterquiz.display_quiz``.

    - a ranking: ``"multiple_choice"`` among four orders, the wrong ones built from the
      classic mistakes (the left bower below the ace or in its printed suit, the ten
      above the queen, the bowers swapped), each with feedback;
    - follow suit: ``"many_choice"`` with one answer per card in the hand, the legal
      ones correct (jupyterquiz shows ``[found/total]`` as the reader clicks);
    - scoring: ``"multiple_choice"`` among four results (Bid Euchre's and
      five-handed's too);
    - what may I bid, who can be my partner: ``"many_choice"``, one answer per bid or
      place, each with the engine's reason.

    jupyterquiz renders question, answer and feedback texts as HTML, so ``card_text``
    may turn each card into markup (an inline SVG, say); by default cards stay text.

    >>> from euchre.cards import Suit, cards
    >>> q = to_jupyterquiz(FollowSuitQuestion(cards("JD QD AS 9C KH"), Suit.HEARTS, Card("AD")))
    >>> q["type"], [(a["answer"], a["correct"]) for a in q["answers"]][:2]
    ('many_choice', [('J♦', False), ('Q♦', True)])
    """
    if isinstance(question, TrumpRankingQuestion):
        return _ranking_quiz(question, card_text)
    if isinstance(question, FollowSuitQuestion):
        return _follow_quiz(question, card_text)
    if isinstance(question, ScoringQuestion):
        return _scoring_quiz(question, card_text)
    if isinstance(question, BidQuestion | PartnerQuestion):
        return _choose_all_quiz(question, card_text)
    if isinstance(question, BidScoringQuestion | FiveScoringQuestion):
        return _form_scoring_quiz(question, card_text)
    raise QuizError(f"{shown(question)} is not a quiz question.")


def _ranking_mistake_orders(q: TrumpRankingQuestion) -> list[tuple[Card, ...]]:
    """Orders a reader with a classic misconception would give."""
    trump, led = q.trump, q.led
    left, right = left_bower(trump), right_bower(trump)

    def order(adjust: Callable[[Card, float], float]) -> tuple[Card, ...]:
        return tuple(sorted(q.answer, key=lambda c: adjust(c, q._strength(c)), reverse=True))

    def joker_below_right(c: Card, s: float) -> float:  # the joker taken for the second trump
        return 38.5 if c.is_joker else s

    def left_as_jack(c: Card, s: float) -> float:  # the left bower ranks like a jack
        return 31.5 if c == left else s

    def left_in_printed_suit(c: Card, s: float) -> float:  # J♦ played as a diamond
        if c != left:
            return s
        return 4.5 if led is left.suit else -1

    def ten_high(c: Card, s: float) -> float:  # A 10 K Q (J) 9, as in Schnapsen
        return s + 3.5 if c.rank is Rank.TEN else s

    def bowers_swapped(c: Card, s: float) -> float:
        return {left: 39.0, right: 38.0}.get(c, s)

    def jack_as_bower(c: Card, s: float) -> float:  # any jack taken for a bower
        return 37.5 if c.rank is Rank.JACK and bower_kind(c, trump) is None else s

    transforms = (
        joker_below_right,
        left_in_printed_suit,
        left_as_jack,
        ten_high,
        bowers_swapped,
        jack_as_bower,
    )
    found: list[tuple[Card, ...]] = []
    for transform in transforms:
        candidate = order(transform)
        if candidate != q.answer and candidate not in found:
            found.append(candidate)
    return found


def _ranking_quiz(q: TrumpRankingQuestion, card_text: CardText | None) -> dict[str, Any]:
    rng = random.Random(repr(q))
    truth = q.answer
    options = _ranking_mistake_orders(q)[:3]
    while len(options) < 3:
        swapped = list(rng.choice([truth, *options]))
        i = rng.randrange(len(swapped) - 1)
        swapped[i], swapped[i + 1] = swapped[i + 1], swapped[i]
        candidate = tuple(swapped)
        if candidate != truth and candidate not in options:
            options.append(candidate)
    answers = [
        {
            "answer": _names(truth),
            "correct": True,
            "feedback": "Right. " + q.explanation,
        }
    ]
    for option in options:
        mistakes = q.check(option).mistakes
        answers.append(
            {
                "answer": _names(option),
                "correct": False,
                "feedback": "No. " + " ".join(mistakes[:3]),
            }
        )
    rng.shuffle(answers)
    trump = f"{q.trump.plural.capitalize()} are trump"
    if q.led is None:
        question = (
            f"{trump}. Which order of {_names(q.cards)} runs from the highest trump to the lowest?"
        )
    else:
        question = (
            f"{trump} and {q.led.plural} are led. If each of {_names(q.cards)} were "
            "played to that trick, which order runs from the strongest to the weakest?"
        )
    return _rendered(
        {"question": question, "type": "multiple_choice", "answers": answers}, card_text
    )


def _follow_quiz(q: FollowSuitQuestion, card_text: CardText | None) -> dict[str, Any]:
    legal = set(q.answer)
    answers = [
        {
            "answer": str(card),
            "correct": card in legal,
            "feedback": ("Yes: " + q.why_legal(card)) if card in legal else q.why_illegal(card),
        }
        for card in q.hand
    ]
    return _rendered(
        {
            "question": q.prompt,
            "type": "many_choice",
            "answer_cols": len(q.hand),
            "answers": answers,
        },
        card_text,
    )


_RESULTS: tuple[tuple[Side, int], ...] = (
    ("makers", 1),
    ("makers", 2),
    ("makers", 4),
    ("defenders", 2),
    ("defenders", 4),
)


def _scoring_quiz(q: ScoringQuestion, card_text: CardText | None) -> dict[str, Any]:
    rng = random.Random(repr(q))
    truth = q.answer
    wrong = [r for r in _RESULTS if r != truth]
    rng.shuffle(wrong)
    same_side = [r for r in wrong if r[0] == truth[0]]
    choices = [truth, *same_side[:1], *[r for r in wrong if r not in same_side[:1]]][:4]
    rng.shuffle(choices)
    answers = [
        {
            "answer": f"{points} {'point' if points == 1 else 'points'} to the {side}",
            "correct": (side, points) == truth,
            "feedback": ("Right. " if (side, points) == truth else "No. ") + q.explanation,
        }
        for side, points in choices
    ]
    return _rendered(
        {"question": q.prompt, "type": "multiple_choice", "answers": answers}, card_text
    )


def _choose_all_quiz(
    q: BidQuestion | PartnerQuestion, card_text: CardText | None
) -> dict[str, Any]:
    """Every choice a button, the legal ones (or the possible places) correct, each
    with the engine's reason."""
    legal = set(q.answer)
    if isinstance(q, BidQuestion):
        labels: dict[Any, str] = {c: said(c) for c in q.choices}
        options: tuple[Any, ...] = q.choices
    else:
        names = seat_names(players=5)
        options = q.places
        labels = {p: "the kitty" if p == KITTY else names[p] for p in options}
    answers = [{"answer": labels[o], "correct": o in legal, "feedback": q.why(o)} for o in options]
    return _rendered(
        {
            "question": q.prompt,
            "type": "many_choice",
            "answer_cols": min(len(options), 3),
            "answers": answers,
        },
        card_text,
    )


def _form_scoring_quiz(
    q: BidScoringQuestion | FiveScoringQuestion, card_text: CardText | None
) -> dict[str, Any]:
    rng = random.Random(repr(q))
    choices: list[Any] = list(q.options())
    rng.shuffle(choices)
    answers = [
        {
            "answer": _score_words(q, c),
            "correct": c == q.answer,
            "feedback": ("Right. " if c == q.answer else "No. ") + q.explanation,
        }
        for c in choices
    ]
    return _rendered(
        {"question": q.prompt, "type": "multiple_choice", "answers": answers}, card_text
    )


def _score_words(q: BidScoringQuestion | FiveScoringQuestion, choice: tuple[Any, ...]) -> str:
    def pts(n: int) -> str:
        return f"{whole_points(n)} {'point' if abs(n) == 1 else 'points'}"

    if isinstance(q, BidScoringQuestion):
        return f"bidders {pts(choice[0])}, defenders {pts(choice[1])}"
    maker, partner, each = choice
    partner_words = "no partner" if partner is None else f"partner {pts(partner)}"
    return f"maker {pts(maker)}, {partner_words}, each defender {pts(each)}"


def _rendered(quiz: dict[str, Any], card_text: CardText | None) -> dict[str, Any]:
    quiz["question"] = _render(quiz["question"], card_text)
    for answer in quiz["answers"]:
        answer["answer"] = _render(answer["answer"], card_text)
        answer["feedback"] = _render(answer["feedback"], card_text)
    return quiz


def card_span(card: Card) -> str:
    """A card as short HTML text for quizzes: the rank and suit symbol on a white chip
    (readable on any quiz colour), red suits in red; the symbol, not the colour, tells
    the suit."""
    card = card_arg(card)
    colour = "#6a1b9a" if card.is_joker else "#c62828" if card.is_red else "#1a1a1a"
    return (
        f'<span style="color:{colour};background:#fff;font-weight:600;padding:0 0.2em;'
        f'border-radius:3px" role="img" aria-label="{card.name}">{card}</span>'
    )


def no_trump_follow_questions(seed: int | str, count: int = 3) -> list[dict[str, Any]]:
    """Following suit in a no-trump hand, as jupyterquiz questions: each hand holds a
    jack of the led suit's sister suit (a left bower in a trump hand), so the
    question is whether it still follows its printed suit (it does: no bowers).

    >>> q = no_trump_follow_questions(seed=2, count=1)[0]
    >>> q["type"], "called no trump" in q["question"]
    ('many_choice', True)
    """
    rng = _rng_of(seed)
    if count is None:
        raise QuizError("count=None: give how many questions, 0 or more.")
    out: list[dict[str, Any]] = []
    deck = list(STANDARD_DECK)
    for _ in _counter(count):
        led_suit = rng.choice(_SUITS)
        jack = Card(Rank.JACK, led_suit.sister)
        led = rng.choice([c for c in deck if c.suit is led_suit and c.rank is not Rank.JACK])
        followers = [c for c in deck if c.suit is led_suit and c != led]
        others = [c for c in deck if c.suit is not led_suit and c != jack]
        hand = sorted([jack, *rng.sample(followers, rng.randint(1, 2))])
        hand = sorted([*hand, *rng.sample(others, 5 - len(hand))])
        legal = set(legal_plays(hand, None, led))
        answers = []
        for card in hand:
            if card in legal:
                why = f"Yes: {card} is a {card.suit.singular}, and {led_suit.plural} were led."
            elif card == jack:
                why = (
                    f"No: with no trump there are no bowers; {card} is a plain "
                    f"{card.suit.singular}, and you hold {led_suit.plural}."
                )
            else:
                why = f"No: {card} is a {card.suit.singular}, and you can follow {led_suit.plural}."
            answers.append({"answer": str(card), "correct": card in legal, "feedback": why})
        question = (
            f"A player called no trump (no trump suit, no bowers), and {led} was led. "
            f"Your hand: {_names(hand)}. "
            "Which cards may you play?"
        )
        out.append(
            _rendered(
                {
                    "question": question,
                    "type": "many_choice",
                    "answer_cols": len(hand),
                    "answers": answers,
                },
                card_span,
            )
        )
    return out


_BOOK_KINDS = (
    "trump-ranking",
    "follow-suit",
    "scoring",
    "joker-ranking",
    "no-trump-follow",
    "bid",
    "partner",
    "bid-scoring",
    "five-scoring",
)


def book_questions(
    kind: str, *, seed: int, count: int = 3, difficulty: int = 2
) -> list[dict[str, Any]]:
    """``count`` questions of one kind, exported for jupyterquiz (same seed, same quiz).

    >>> [q["type"] for q in book_questions("follow-suit", seed=1, count=2)]
    ['many_choice', 'many_choice']
    """
    if not isinstance(kind, str) or kind not in _BOOK_KINDS:
        raise QuizError(f"{shown(kind)} is not a quiz: choose one of {', '.join(_BOOK_KINDS)}.")
    if kind == "no-trump-follow":
        return no_trump_follow_questions(seed, count)
    generators: dict[str, Callable[..., Iterable[AnyQuestion]]] = {
        "trump-ranking": trump_ranking_questions,
        "follow-suit": follow_suit_questions,
        "scoring": scoring_questions,
        "joker-ranking": joker_ranking_questions,
        "bid": bid_questions,
        "partner": partner_questions,
        "bid-scoring": bid_scoring_questions,
        "five-scoring": five_scoring_questions,
    }
    if kind not in generators:
        raise QuizError(f"{shown(kind)} is not a quiz: choose one of {', '.join(_BOOK_KINDS)}.")
    questions = generators[kind](seed, difficulty=difficulty, count=count)
    return [to_jupyterquiz(q, card_text=card_span) for q in questions]


def book_quiz(kind: str, *, seed: int, count: int = 3, difficulty: int = 2) -> None:
    """Show a quiz in a book page or notebook with jupyterquiz (answerable without a
    kernel in the static site)."""
    show_quiz(book_questions(kind, seed=seed, count=count, difficulty=difficulty))


def show_quiz(questions: list[dict[str, Any]]) -> None:
    """Show jupyterquiz questions (:func:`to_jupyterquiz`'s) in the book's colours.

    jupyterquiz (2.9) leaves its container ``<div>`` open: in a notebook the browser
    closes it, but in a built page everything after the quiz, the next paragraph
    and the next cells, fell inside the quiz's output box (and a link there had
    too little contrast on its grey). The container is closed here.

    For readers with a screen reader, a small script has the verdict read out when it
    appears, and makes the answers checkboxes, each a stop of its own for the Tab key,
    instead of one group of radio buttons, whose arrow keys answered every choice
    they passed on the way to hear the choices; the answers are a group named by
    their question."""
    if not isinstance(questions, list) or not all(
        isinstance(q, dict) and {"question", "type", "answers"} <= q.keys() for q in questions
    ):
        raise QuizError(
            f"questions={shown(questions)} are not quiz questions: give a list of what "
            "to_jupyterquiz makes, such as [to_jupyterquiz(question)]."
        )
    from IPython.display import display
    from IPython.utils.capture import capture_output
    from jupyterquiz import display_quiz  # type: ignore[import-untyped]  # book extra

    with capture_output(stdout=False, stderr=False) as shown_quiz:
        display_quiz(questions, colors=QUIZ_COLOURS)
    for output in shown_quiz.outputs:
        data = dict(output.data)
        text = data.get("text/html")
        if isinstance(text, str):
            closed = text + "</div>" * (text.count("<div") - text.count("</div>"))
            data["text/html"] = closed + _SPEAKABLE_QUIZ
        display(data, raw=True, metadata=output.metadata)  # type: ignore[no-untyped-call]


#: What jupyterquiz's questions need for a screen reader, run once they are drawn
#: (and again as the page loads: it may draw them later): each verdict a polite live
#: region, and the answers checkboxes (see :func:`show_quiz`).
_SPEAKABLE_QUIZ = """<script>(function () {
  function speakable() {
    document.querySelectorAll(".Feedback").forEach(function (verdict) {
      verdict.setAttribute("aria-live", "polite");
    });
    document.querySelectorAll('input[type="radio"][name^="mcgroup-"]').forEach(function (box) {
      box.type = "checkbox";
    });
    // Each question's answers are a group named by the question, so that a box
    // reached with the Tab key is heard with the question it answers.
    document.querySelectorAll(".Quiz > .Answer").forEach(function (answers) {
      const asked = answers.parentElement.querySelector('[id^="quizQn"]');
      if (!asked) return;
      answers.setAttribute("role", "group");
      answers.setAttribute("aria-labelledby", asked.id);
    });
  }
  // A box is ticked exactly when the quiz counts the answer as chosen (a wrong
  // pick clears the others: their boxes are cleared with them).
  function ticked() {
    document.querySelectorAll("label.MCButton > input").forEach(function (box) {
      const label = box.parentElement.classList;
      box.checked = label.contains("correctButton") || label.contains("incorrectButton");
    });
  }
  if (!window.euchreQuizTicks) {
    window.euchreQuizTicks = true;
    document.addEventListener("click", function (event) {
      if (event.target.closest && event.target.closest(".MCButton")) setTimeout(ticked, 0);
    });
  }
  speakable();
  document.addEventListener("DOMContentLoaded", speakable);
  window.addEventListener("load", speakable);
})();</script>"""

#: Overrides of jupyterquiz's colours. It draws a question in purple when one
#: answer is right and in orange when several are, which tells a reader of "select
#: every card that is allowed" how many to look for before they think; its orange
#: also has a contrast of only 3.1:1 behind white text. Every question takes its
#: purple (#392061) here. Its green for a right answer (#009113) read at 4.15:1 on
#: white ("Right. ...") and 3.98:1 behind an answer's white text, and at 2.82:1 on
#: the light panel the theme's dark mode puts a quiz on, where its red (#c80202)
#: read at 4.12:1: darker shades read at 5.3:1 or more everywhere.
QUIZ_COLOURS = {
    "--jq-many-choice-bg": "#392061",
    "--jq-correct-color": "#1b5e20",
    "--jq-incorrect-color": "#a30000",
}
