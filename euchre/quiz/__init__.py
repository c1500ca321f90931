"""Seeded practice questions: ranking trumps, following suit, scoring a hand, and in
the other forms what may be bid (Bid Euchre) and who can be the partner (five-handed).

Every generator takes a seed and yields the same questions for the same seed, so the
book can print a quiz that a widget also asks. A question knows its answer (from the
engine's own tables) and checks a reader's answer, explaining each mistake:

>>> from euchre.cards import Card, Suit, cards
>>> q = TrumpRankingQuestion(Suit.HEARTS, cards("10H JD AH QH"))
>>> q.prompt
'Hearts are trump. Order these trumps from the highest to the lowest: 10♥, J♦, A♥, Q♥.'
>>> [str(c) for c in q.answer]
['J♦', 'A♥', 'Q♥', '10♥']
>>> for line in q.check("AH JD 10H QH").mistakes:
...     print(line)
J♦ is the left bower when hearts are trump: it ranks above A♥ (only the right bower, J♥, is higher).
Q♥ ranks above 10♥: in Euchre the ten is below the queen.

>>> q = FollowSuitQuestion(cards("JD QD AS 9C KH"), Suit.HEARTS, Card("AD"))
>>> q.trap, [str(c) for c in q.answer]
('printed_suit_led', ['Q♦'])
>>> print(q.check("JD QD").mistakes[0])
J♦, the left bower, counts as a heart when hearts are trump; you must follow diamonds with Q♦.

>>> [q.prompt for q in trump_ranking_questions(seed=7, count=2)] == [
...     q.prompt for q in trump_ranking_questions(seed=7, count=2)]
True

:func:`to_jupyterquiz` turns any question into the JSON dict of the ``jupyterquiz``
package (``display_quiz([...])``).
"""

from __future__ import annotations

from .bid_euchre import BidQuestion, BidScoringQuestion, bid_questions, bid_scoring_questions
from .export import (
    QUIZ_COLOURS,
    book_questions,
    book_quiz,
    card_span,
    no_trump_follow_questions,
    show_quiz,
    to_jupyterquiz,
)
from .five_handed import (
    KITTY,
    FiveScoringQuestion,
    PartnerQuestion,
    five_scoring_questions,
    partner_questions,
)
from .models import (
    TRAP_DESCRIPTIONS,
    CardText,
    Feedback,
    FollowSuitQuestion,
    FollowTrap,
    Question,
    QuizError,
    ScoringQuestion,
    TrumpRankingQuestion,
    follow_suit_question,
    follow_suit_questions,
    joker_ranking_questions,
    scoring_question,
    scoring_questions,
    trump_ranking_question,
    trump_ranking_questions,
)

__all__ = [
    "KITTY",
    "QUIZ_COLOURS",
    "TRAP_DESCRIPTIONS",
    "BidQuestion",
    "BidScoringQuestion",
    "CardText",
    "Feedback",
    "FiveScoringQuestion",
    "FollowSuitQuestion",
    "FollowTrap",
    "PartnerQuestion",
    "Question",
    "QuizError",
    "ScoringQuestion",
    "TrumpRankingQuestion",
    "bid_questions",
    "bid_scoring_questions",
    "book_questions",
    "book_quiz",
    "card_span",
    "five_scoring_questions",
    "follow_suit_question",
    "follow_suit_questions",
    "joker_ranking_questions",
    "no_trump_follow_questions",
    "partner_questions",
    "scoring_question",
    "scoring_questions",
    "show_quiz",
    "to_jupyterquiz",
    "trump_ranking_question",
    "trump_ranking_questions",
]
