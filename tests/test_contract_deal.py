"""A refused action never changes the deal, and an accepted one was legal.

Deals under random rules are played to a random moment; then an action is applied
that may be anything: a legal action, its text, an action built by hand with bad
fields, a shared action copied and changed behind its constructor's back, text of
every kind, other types, with a seat that may be wrong too. Either the action was
legal for the seat to act (and it is applied), or an engine error is raised and the
deal's whole state, its repr and text, its legal actions and every seat's view are
exactly as they were.
"""

from __future__ import annotations

import random
from typing import Any

from contract_inputs import COUNTS, OUTCOMES, anything
from hypothesis import given, settings
from hypothesis import strategies as st
from test_contract import PROFILE

from euchre import Action, Deal, EuchreError, IllegalActionError, Rules
from euchre.errors import shown

RULES = st.builds(
    Rules,
    stick_the_dealer=st.booleans(),
    allow_alone=st.just(True),
    defend_alone=st.booleans(),
    joker=st.booleans(),
    min_rank=st.sampled_from([9, 7]),
    allow_no_trump=st.booleans(),
    canadian_loner=st.booleans(),
    dealer_may_discard_upcard=st.booleans(),
    partners_best=st.sampled_from(["off", "partner", "upcard"]),
    weak_hand_redeal=st.sampled_from(["off", "farmer", "ace_no_face"]),
    lead_rule=st.sampled_from(["left_of_loner", "left_of_dealer"]),
)


def snapshot(deal: Deal) -> tuple[Any, ...]:
    """Everything about a deal: its private state, repr, text, legal actions, views."""
    state = tuple(
        (name, list(value) if isinstance(value, list) else value)
        for name in Deal.__slots__
        for value in [getattr(deal, name)]
    )
    views = tuple(deal.view(seat) for seat in range(4))
    return (state, repr(deal), str(deal), deal.legal_actions(), views, deal.history)


def _played_to(seed: int, rules: Rules, steps: int) -> Deal:
    rng = random.Random(seed)
    deal = Deal.shuffled(seed=rng, dealer=rng.randrange(4), rules=rules)
    for _ in range(steps):
        if deal.is_over:
            break
        deal.apply(rng.choice(deal.legal_actions()))
    return deal


ACTIONS = st.one_of(
    anything(),
    st.integers(0, 40).map(lambda i: ("legal action", i)),
    st.integers(0, 40).map(lambda i: ("legal action's text", i)),
    st.integers(0, 40).map(lambda i: ("legal action rebuilt by hand", i)),
)
SEATS = st.one_of(
    st.just(("no seat", None)),
    st.integers(0, 3).map(lambda s: ("a seat", s)),
    anything(),
)


@settings(PROFILE, max_examples=PROFILE.max_examples * 25)
@given(
    seed=st.integers(0, 10**6),
    rules=RULES,
    steps=st.integers(0, 40),
    action=ACTIONS,
    seat=SEATS,
)
def test_a_refused_action_never_changes_the_deal(
    seed: int, rules: Rules, steps: int, action: tuple[str, Any], seat: tuple[str, Any]
) -> None:
    deal = _played_to(seed, rules, steps)
    tag, value = action
    legal = deal.legal_actions()
    if tag.startswith("legal action"):
        if not legal:
            return
        chosen = legal[value % len(legal)]
        if tag == "legal action's text":
            value = str(chosen)
        elif tag == "legal action rebuilt by hand":
            value = Action(chosen.kind, suit=chosen.suit, card=chosen.card, alone=chosen.alone)
        else:
            value = chosen
    COUNTS[f"apply: {tag}"] += 1
    if isinstance(value, BaseException):  # a hand-built action its constructor refused
        assert isinstance(value, EuchreError)
        OUTCOMES[(f"apply: {tag}", "refused")] += 1
        return
    _, seat_value = seat
    before = snapshot(deal)
    to_act = deal.to_act
    try:
        applied = deal.apply(value, seat=seat_value)
    except EuchreError as exc:
        assert isinstance(exc, IllegalActionError | EuchreError)
        assert snapshot(deal) == before, f"refusing {shown(value)} changed the deal"
        assert 0 < len(str(exc)) <= 2000
        OUTCOMES[(f"apply: {tag}", "refused")] += 1
        right_seat = seat_value is None or (type(seat_value) is int and seat_value == to_act)
        if tag.startswith("legal action") and right_seat:
            raise AssertionError(f"a legal action, {shown(value)}, was refused: {exc}") from None
        return
    # Accepted: it was legal for the seat to act, and the seat given (if any) was theirs.
    assert applied in legal, f"{shown(value)} was applied as {applied!r}, not a legal action"
    assert seat_value is None or (type(seat_value) is int and seat_value == to_act)
    assert any(applied is a for a in legal), "the deal keeps the engine's own action objects"
    OUTCOMES[(f"apply: {tag}", "accepted")] += 1


def test_zz_write_counts() -> None:
    """After both contract modules: write every count (see tests/test_contract.py)."""
    from test_contract import test_zz_write_counts as write

    write()
