"""Euchre Game Notation: every published example replays, scores as an independent
tally says, round-trips; broken records are rejected with a useful message."""

from __future__ import annotations

import copy
import json
import os
import random
from pathlib import Path
from typing import Any

import pytest

from euchre import Card, EGNError, Game, Rules, Suit
from euchre.actions import ActionKind
from euchre.bots import RuleBot
from euchre.egn import (
    Assumptions,
    Record,
    dump,
    dumps,
    load,
    loads,
    rules_from_ruleset,
    ruleset_of,
)
from euchre.trump import is_trump


def _examples_dir() -> Path:
    """The repository's copy of the EGN examples (data/egn); EUCHRE_SHARED may point at
    another copy of the EGN project's folder instead."""
    shared = os.environ.get("EUCHRE_SHARED")
    if shared:
        return Path(shared) / "egn" / "examples"
    return Path(__file__).resolve().parents[1] / "data" / "egn"


EXAMPLES = _examples_dir()
EXAMPLE_FILES = sorted(EXAMPLES.glob("*.egn"))
# The repository ships the seven published examples: a missing file is a failure.
assert len(EXAMPLE_FILES) >= 7, f"expected the EGN examples in {EXAMPLES}"
needs_examples = pytest.mark.skipif(False, reason="examples are part of the repository")


# --------------------------------------------------------------------------------------
# An independent scorer, written from the EGN documents (replayer-logic.md and
# determinism-of-egn.md), sharing no code with euchre.


SISTER = {"c": "s", "s": "c", "d": "h", "h": "d"}
PLAIN = {"9": 9, "N": 9, "T": 10, "J": 11, "Q": 12, "K": 13, "A": 14}


def _norm(card: str, trump: str) -> tuple[str, str]:
    if card == "R":
        return "J", trump
    if card == "L":
        return "J", SISTER[trump]
    return ("9" if card[0] == "N" else card[0]), card[1].lower()


def _suit_of(card: tuple[str, str], trump: str) -> str:
    rank, suit = card
    return trump if rank == "J" and suit == SISTER[trump] else suit


def _strength(card: tuple[str, str], led: str, trump: str) -> int:
    rank, suit = card
    if rank == "J" and suit == trump:
        return 100
    if rank == "J" and suit == SISTER[trump]:
        return 99
    if suit == trump:
        return 80 + PLAIN[rank]
    if suit == led:
        return 40 + PLAIN[rank]
    return 0


def tally(data: dict[str, Any]) -> tuple[int, int]:
    """Final score by the EGN rules, straight from the JSON."""
    meta = data["metadata"]
    rules = meta.get("ruleset", {})
    march = rules.get("loner_march_score", 4)
    lone_euchre = rules.get("loner_euchred_score", 2)
    loner_lead = rules.get("loner_lead", "LEFT_OF_DEALER")
    score = list(meta.get("initialScore", [0, 0]))
    for deal in data["deals"]:
        dealer = deal["initialState"]["dealer"]
        up = deal["initialState"]["upCard"]
        bidding = next(p for p in deal["phases"] if p["type"] == "EUCHRE_BIDDING")
        play = next((p for p in deal["phases"] if p["type"] == "TRICK_PLAY"), None)
        calls = bidding["calls"]
        made = [i for i, c in enumerate(calls) if c != "Pass"]
        if not made or play is None or len(play["tricks"]) < 5:
            continue  # thrown in, or unfinished
        index = made[0]
        maker = (dealer + 1 + index) % 4
        trump = up[1].lower() if index < 4 else calls[index].lower()
        alone = bool(bidding.get("isAlone")) or calls[index] == "Alone"
        defender = bidding.get("aloneDefender", -1)
        out = set()
        if alone:
            out.add((maker + 2) % 4)
        if defender is not None and defender >= 0:
            out.add((defender + 2) % 4)
        lead = (maker + 1) % 4 if alone and loner_lead == "LEFT_OF_LONER" else (dealer + 1) % 4
        while lead in out:
            lead = (lead + 1) % 4
        won = [0, 0]
        for trick in play["tricks"]:
            seats = []
            seat = lead
            for _ in trick:
                seats.append(seat)
                seat = (seat + 1) % 4
                while seat in out:
                    seat = (seat + 1) % 4
            cards = [_norm(c, trump) for c in trick]
            led = _suit_of(cards[0], trump)
            best = max(range(len(cards)), key=lambda i: _strength(cards[i], led, trump))
            lead = seats[best]
            won[lead % 2] += 1
        makers = maker % 2
        if won[makers] == 5:
            score[makers] += march if alone else 2
        elif won[makers] >= 3:
            score[makers] += 1
        elif defender is not None and defender >= 0:
            score[1 - makers] += 4
        else:
            score[1 - makers] += lone_euchre if alone else 2
    return score[0], score[1]


def _json(path: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


def _annotation_count(data: dict[str, Any]) -> int:
    total = 0
    for deal in data["deals"]:
        for phase in deal["phases"]:
            for key in ("callAnnotations", "playAnnotations"):
                total += sum(len(v) for v in phase.get(key, {}).values())
    return total


# --------------------------------------------------------------------------------------
# The published examples


@needs_examples
def test_examples_folder_has_files() -> None:
    assert len(EXAMPLE_FILES) >= 7


@needs_examples
@pytest.mark.parametrize("path", EXAMPLE_FILES, ids=lambda p: p.stem)
def test_example_loads_and_scores(path: Path) -> None:
    data = _json(path)
    record = load(path)
    assert record.score == tally(data)
    assert len(record.deals) == len(data["deals"])
    assert all(deal.is_over for deal in record.deals)
    assert record.title == data["metadata"].get("title")
    assert record.players == data["metadata"]["players"]
    got = sum(
        len(texts) for a in record.annotations for texts in [*a.calls.values(), *a.plays.values()]
    )
    assert got == _annotation_count(data)
    for i, deal in enumerate(data["deals"]):
        if "alternativeLines" in deal:
            assert record.alternative_lines[i] == deal["alternativeLines"]


@needs_examples
@pytest.mark.parametrize("path", EXAMPLE_FILES, ids=lambda p: p.stem)
def test_example_round_trip(path: Path, tmp_path: Path) -> None:
    record = load(path)
    again = loads(dumps(record))
    assert again == record
    assert [d.history for d in again.deals] == [d.history for d in record.deals]
    assert again.metadata["finalScore"] == list(record.score)
    target = tmp_path / "copy.egn"
    dump(record, target)
    assert load(target) == record
    assert load(str(target)) == record


@needs_examples
def test_known_scores_and_annotations() -> None:
    comeback = load(EXAMPLES / "Epic Comeback.egn")
    assert comeback.metadata["initialScore"] == [0, 7]
    assert comeback.score[0] >= 10 > comeback.score[1]
    six = load(EXAMPLES / "Six Points in Two Hands.egn")
    assert six.score == (10, 9)  # 4-9, a loner march (+4), then a march (+2)
    hustle = load(EXAMPLES / "Quite the Hustle Annotated.egn")
    note = hustle.annotations[10].calls[0][0]
    assert note.startswith("Can't really consider donating")
    vwec = load(EXAMPLES / "VWEC Finals Annotated.egn")
    assert vwec.rules.lead_rule == "left_of_loner"
    plain = load(EXAMPLES / "VWEC Finals.egn")
    assert [d.history for d in vwec.deals] == [d.history for d in plain.deals]
    assert not any(plain.annotations) and any(vwec.annotations)


@needs_examples
def test_sitting_out_partner_is_assumed_and_noted() -> None:
    record = load(EXAMPLES / "Six Points in Two Hands.egn")
    notes = record.deal_notes[0]
    # Seat 2 called hearts alone (sixth call, dealer 0); its partner, seat 0, showed nothing.
    assert record.deals[0].maker == 2 and record.deals[0].sitting_out == (0,)
    assert set(notes.hands) == {0} and len(notes.hands[0]) == 5
    assert not record.deal_notes[1].hands


@needs_examples
def test_an_assumed_discard_is_a_plain_card_a_player_would_lay_away() -> None:
    """The dealer's discard, when the record does not say it, is a plain-suit card
    (the unseen cards always include one here): it was the lowest unseen card, so
    VWEC's seventh deal laid away J♣, the left bower, with spades trump."""
    guessed = 0
    for path in EXAMPLE_FILES:
        record = load(path)
        for deal, notes in zip(record.deals, record.deal_notes, strict=True):
            if notes.discard is None or deal.trump is None:
                continue
            guessed += 1
            assert not is_trump(notes.discard, deal.trump), (path.name, str(notes.discard))
    assert guessed >= 30
    vwec = load(EXAMPLES / "VWEC Finals Annotated.egn")
    assert vwec.deal_notes[6].discard == Card("QD") and vwec.deals[6].trump is Suit.SPADES


@needs_examples
def test_recorded_hands_are_used() -> None:
    record = load(EXAMPLES / "Custom Scenario.egn")
    data = _json(EXAMPLES / "Custom Scenario.egn")
    hands = data["deals"][0]["initialState"]["playerCards"]
    deal = record.deals[0]
    for seat in range(4):
        assert set(deal.dealt_hand(seat)) == {Card(c) for c in hands[seat]}
    assert not record.deal_notes[0] and record.deal_notes[0].hands_recorded
    assert "playerCards" in json.loads(dumps(record))["deals"][0]["initialState"]


def test_spec_readme_example_loads() -> None:
    """The example in the specification's README (copied to tests/data), with a loner
    and alternative lines."""
    text = (Path(__file__).parent / "data" / "egn_spec_example.egn").read_text(encoding="utf-8")
    record = load(text)
    data = json.loads(text)
    assert record.score == tally(data)
    assert record.deals[1].maker_alone and record.deals[1].sitting_out == (1,)
    assert loads(dumps(record)) == record


# --------------------------------------------------------------------------------------
# Games played by the engine


RULE_SETS = [
    Rules(),
    Rules(stick_the_dealer=True),
    Rules(lead_rule="left_of_dealer"),
    Rules(defend_alone=True),
    Rules(defend_alone=True, lead_rule="left_of_dealer", stick_the_dealer=True),
    Rules(allow_alone=False, target=5),
    Rules(alone_march_points=5, alone_euchre_points=3, target=7),
]


def _random_game(seed: int, rules: Rules) -> Game:
    rng = random.Random(seed)
    game = Game(seed=seed, rules=rules)
    calls = plays = 0  # the calls and cards of the deal in progress, as EGN numbers them
    while not game.is_over:
        if not game.deal.history:
            calls = plays = 0
        actions = game.legal_actions()
        # Prefer going alone and defending alone now and then, so loners are common.
        alone = [a for a in actions if a.alone]
        passes = [a for a in actions if str(a) == "pass"]
        if alone and rng.random() < 0.25:
            action = rng.choice(alone)
        elif passes and rng.random() < 0.6:
            action = passes[0]
        else:
            action = rng.choice(actions)
        index = len(game.deals) - 1
        if rng.random() < 0.05:
            comment = rng.choice(["[!]Nice.", "[??]Ouch.", "Plain comment"])
            if action.is_bid and game.deal.trump is None:
                game.annotations_for(index).add_call(calls, comment)
            elif action.kind is ActionKind.PLAY:
                game.annotations_for(index).add_play(plays, comment)
        if action.kind is ActionKind.PLAY:
            plays += 1
        elif action.is_bid or action.kind is ActionKind.REDEAL:
            calls += 1
        game.apply(action)
    return game


@pytest.mark.parametrize("seed", range(50))
def test_random_game_round_trip(seed: int) -> None:
    rules = RULE_SETS[seed % len(RULE_SETS)]
    game = _random_game(seed, rules)
    text = dumps(game, metadata={"title": f"Random {seed}"})
    record = loads(text, base=rules)
    assert record.rules == rules
    assert record.score == game.score
    assert record.score == tally(json.loads(text))
    assert len(record.deals) == len(game.deals)
    for mine, theirs in zip(record.deals, game.deals, strict=True):
        assert mine.history == theirs.history
        assert mine.dealt == theirs.dealt
        assert set(mine.kitty) == set(theirs.kitty) and mine.kitty[0] == theirs.kitty[0]
    for i in range(len(game.deals)):
        assert record.annotations[i] == game.annotations_for(i)
    assert not any(record.deal_notes)
    assert loads(dumps(record), base=rules) == record


def test_random_games_cover_loners_defenders_and_throw_ins() -> None:
    """The random games above do exercise the interesting cases."""
    alone = defended = thrown = 0
    for seed in range(50):
        rules = RULE_SETS[seed % len(RULE_SETS)]
        record = loads(dumps(_random_game(seed, rules)), base=rules)
        for deal in record.deals:
            result = deal.result
            assert result is not None
            alone += result.maker_alone
            defended += result.defender_alone is not None
            thrown += result.thrown_in
    assert alone and defended and thrown


def test_game_in_progress_round_trips() -> None:
    rng = random.Random(5)
    game = Game(seed=5, rules=Rules(defend_alone=True))
    for _ in range(60):
        game.apply(rng.choice(game.legal_actions()))
    record = loads(dumps(game), base=game.rules)
    assert [d.history for d in record.deals] == [d.history for d in game.deals]
    assert record.score == game.score
    assert not record.deals[-1].is_over


# --------------------------------------------------------------------------------------
# Hand-made records


def _record(deals: list[dict[str, Any]], **ruleset: Any) -> dict[str, Any]:
    return {
        "fileType": "Euchre Game Notation",
        "version": "1.4",
        "metadata": {
            "players": ["A", {"name": "B", "playerIds": [{"id": "b1", "source": "x"}]}, "C", "D"],
            "initialScore": [0, 0],
            "ruleset": {"std": False, **ruleset},
        },
        "deals": deals,
    }


def _deal(
    dealer: int, up: str, calls: list[str], tricks: list[list[str]] | None, **bid: Any
) -> dict[str, Any]:
    phases: list[dict[str, Any]] = [
        {"phaseNumber": 0, "type": "EUCHRE_BIDDING", "calls": calls, "isAlone": False, **bid}
    ]
    if tricks is not None:
        phases.append({"phaseNumber": 1, "type": "TRICK_PLAY", "tricks": tricks})
    return {
        "dealNumber": dealer,
        "initialState": {"dealer": dealer, "upCard": up},
        "phases": phases,
    }


# The README's first deal: dealer 3 orders the J♦ (diamonds), discards 9♠.
TRICKS = [
    ["Ac", "Tc", "9c", "Kc"],
    ["Ah", "Kh", "Th", "Qd"],
    ["Jd", "9d", "Ad", "Kd"],
    ["Jh", "Td", "Ks", "Ts"],
    ["Qc", "Qs", "Js", "Jc"],
]
ORDER = ["Pass", "Pass", "Pass", "Order"]


def _text(data: dict[str, Any]) -> str:
    return json.dumps(data)


def test_thrown_in_deal_then_partial_deal() -> None:
    data = _record(
        [
            _deal(2, "9h", ["Pass"] * 8, None),
            _deal(3, "Jd", ORDER, [*TRICKS[:2], TRICKS[2][:2]], discard="9s"),
        ]
    )
    record = loads(_text(data))
    assert record.deals[0].result is not None and record.deals[0].result.thrown_in
    assert not record.deals[1].is_over and record.score == (0, 0)
    assert record.players == ["A", "B", "C", "D"]
    # Cards not yet played are assumed, and no assumed card makes an earlier play a renege.
    notes = record.deal_notes[1]
    assert sum(len(c) for c in notes.hands.values()) == 20 - 10
    assert loads(dumps(record)) == record
    # Every hand of the thrown-in deal is unknown.
    assert sum(len(c) for c in record.deal_notes[0].hands.values()) == 20


def test_partial_deal_followed_by_another_is_rejected() -> None:
    data = _record(
        [_deal(3, "Jd", ORDER, TRICKS[:3], discard="9s"), _deal(0, "9h", ["Pass"] * 8, None)]
    )
    with pytest.raises(EGNError, match=r"Deal 0: trick 3 has|only the last"):
        loads(_text(data))


def test_bower_and_nine_notation() -> None:
    plain = loads(_text(_record([_deal(3, "Jd", ORDER, TRICKS, discard="9s")])))
    tricks = copy.deepcopy(TRICKS)
    tricks[2][0] = "R"  # J♦ with diamonds trump
    tricks[3][0] = "L"  # J♥
    tricks[0][2] = "Nc"
    fancy = loads(_text(_record([_deal(3, "Jd", ORDER, tricks, discard="9s")])))
    assert fancy.deals[0].history == plain.deals[0].history


@pytest.mark.parametrize("seed", range(12))
def test_hidden_hands_are_rebuilt_from_the_play(seed: int) -> None:
    """Strip the dealt hands and discards from engine games: the play alone must replay
    to the same score, and exactly the unseen cards are reported as assumed."""
    rules = RULE_SETS[seed % len(RULE_SETS)]
    game = _random_game(seed, rules)
    data = json.loads(dumps(game))
    for deal in data["deals"]:
        del deal["initialState"]["playerCards"]
        deal["phases"][0].pop("discard", None)
    record = loads(json.dumps(data), base=rules)
    assert record.score == game.score
    for mine, theirs, notes in zip(record.deals, game.deals, record.deal_notes, strict=True):
        assert [t.action for t in mine.history if t.action.kind.name != "DISCARD"] == [
            t.action for t in theirs.history if t.action.kind.name != "DISCARD"
        ]
        seen = {t.action.card for t in theirs.history if t.action.kind.name == "PLAY"}
        for seat in range(4):
            hidden = set(theirs.dealt_hand(seat)) - seen
            if theirs.dealer_picked_up and seat == theirs.dealer:
                # The dealer's dealt hand: the cards played, less the upcard, plus the
                # discard, which is deduced (never played upcard) or assumed.
                if seat in theirs.sitting_out:  # partner of a lone defender: nothing seen
                    assert len(notes.hands[seat]) == 5 and notes.discard is not None
                    continue
                assert set(mine.dealt_hand(seat)) - {mine.discard} <= seen
                if theirs.upcard not in seen:
                    assert mine.discard == theirs.discard == theirs.upcard
                    assert notes.discard is None
                else:
                    assert notes.discard == mine.discard and notes.discard is not None
                continue
            assert len(notes.hands.get(seat, ())) == len(hidden)
            if not hidden:
                assert mine.dealt_hand(seat) == theirs.dealt_hand(seat)
    assert loads(dumps(record), base=rules) == record


def test_renege_is_rejected_naming_deal_trick_and_card() -> None:
    tricks = copy.deepcopy(TRICKS)
    tricks[1][2], tricks[3][3] = tricks[3][3], tricks[1][2]  # seat 2: T♠ on a heart, T♥ later
    with pytest.raises(EGNError) as info:
        loads(_text(_record([_deal(3, "Jd", ORDER, tricks, discard="9s")])))
    message = str(info.value)
    assert message.startswith("Deal 0, trick 2, card 10♠:")
    assert "follow hearts with 10♥" in message


@needs_examples
def test_renege_in_an_example_is_rejected() -> None:
    data = _json(EXAMPLES / "VWEC Finals.egn")
    # Deal 0, clubs trump: seat 0 follows the A♦ lead with 9♦ in trick 1 and trumps
    # with 10♣ in trick 3. Swapped, seat 0's 10♣ wins trick 1, so seat 0 leads trick 2
    # and every later card moves to another seat: 9♦ lands with seat 2, who then
    # trumped the A♦ lead in trick 1 while holding a diamond.
    tricks = data["deals"][0]["phases"][1]["tricks"]
    assert tricks[0] == ["Ad", "9d", "Qd", "9c"] and tricks[2] == ["Kh", "Qh", "Ah", "Tc"]
    tricks[0][1], tricks[2][3] = tricks[2][3], tricks[0][1]
    with pytest.raises(
        EGNError, match=r"^Deal 0, trick 1, card 9♣: seat 2 may not play it. A♦ was led"
    ):
        loads(_text(data))


def test_repeated_card_is_rejected() -> None:
    tricks = copy.deepcopy(TRICKS)
    tricks[4][0] = "Ac"
    with pytest.raises(
        EGNError, match=r"^Deal 0, trick 5, card A♣: A♣ was already played in trick 1"
    ):
        loads(_text(_record([_deal(3, "Jd", ORDER, tricks, discard="9s")])))


def test_played_discard_and_foreign_upcard_are_rejected() -> None:
    tricks = copy.deepcopy(TRICKS)
    with pytest.raises(EGNError, match=r"^Deal 0, trick 3, card J♦: .*discarded"):
        loads(_text(_record([_deal(3, "Jd", ORDER, tricks, discard="Jd")])))
    # Round two: the turned-down upcard stays in the kitty.
    with pytest.raises(EGNError, match=r"^Deal 0, trick 3, card J♦: J♦ is the upcard"):
        loads(_text(_record([_deal(3, "Jd", ["Pass"] * 4 + ["h"], tricks)])))


@needs_examples
def test_card_not_in_recorded_hand_is_rejected() -> None:
    data = _json(EXAMPLES / "Custom Scenario.egn")
    deal = data["deals"][0]
    hands = deal["initialState"]["playerCards"]
    tricks = deal["phases"][1]["tricks"]
    leader_card = tricks[0][0]
    holder = next(s for s in range(4) if leader_card in hands[s])
    other = next(c for c in hands[(holder + 1) % 4] if c not in [x for t in tricks[:1] for x in t])
    tricks[0][0] = other
    with pytest.raises(EGNError, match=rf"^Deal 0, trick 1, card {Card(other)}: seat {holder}"):
        loads(_text(data))
    # A card in nobody's hand (one of the kitty's) is caught by the engine.
    data = _json(EXAMPLES / "Custom Scenario.egn")
    deal = data["deals"][0]
    dealt = {c for h in deal["initialState"]["playerCards"] for c in h}
    kitty = sorted(f"{r}{s}" for r in "9TJQKA" for s in "cdhs" if f"{r}{s}" not in dealt)
    hidden = next(c for c in kitty if c != deal["initialState"]["upCard"])
    deal["phases"][1]["tricks"][0][0] = hidden
    with pytest.raises(EGNError, match=rf"^Deal 0, trick 1, card {Card(hidden)}: .*do not hold"):
        loads(_text(data))


def test_unknown_cards_cannot_be_replayed() -> None:
    tricks = copy.deepcopy(TRICKS)
    tricks[1][1] = "Xx"
    with pytest.raises(EGNError, match=r"^Deal 0, trick 2, card 'Xx': .*unknown card"):
        loads(_text(_record([_deal(3, "Jd", ORDER, tricks, discard="9s")])))


def test_too_many_cards_in_a_trick() -> None:
    data = _record([_deal(3, "Jd", ORDER, TRICKS, discard="9s", isAlone=True)])
    data["deals"][0]["phases"][0]["isAlone"] = True
    with pytest.raises(EGNError, match=r"trick 1 has 4 cards, but 3 players"):
        loads(_text(data))


@pytest.mark.parametrize(
    ("option", "value"),
    [
        ("min_rank", 8),
        ("num_players", 5),
        ("num_players", 1),
        ("num_deals", 8),
    ],
)
def test_unsupported_ruleset_option(option: str, value: Any) -> None:
    data = _record([_deal(3, "Jd", ORDER, TRICKS, discard="9s")], **{option: value})
    with pytest.raises(EGNError, match=rf"{option}=.*not supported"):
        loads(_text(data))


@pytest.mark.parametrize(
    ("option", "value", "changes"),
    [
        ("joker", True, {"joker": True}),
        ("canadian", True, {"canadian_loner": True}),
        ("farmers", True, {"weak_hand_redeal": "farmer"}),
        ("partners_best", True, {"partners_best": "partner"}),
        ("allow_no_trump", True, {"allow_no_trump": True}),
        ("min_rank", 7, {"min_rank": 7}),
        ("go_under", True, {"go_under": True}),
        ("fast_break", True, {"fast_break": True}),
        ("four_trick_tokens", True, {"four_trick_tokens": True}),
    ],
)
def test_variant_ruleset_options_map_to_rules(option: str, value: Any, changes: Any) -> None:
    # The four-player variants are played (tests/test_variants.py replays records of each).
    expected = rules_from_ruleset(None).replace(**changes)
    assert rules_from_ruleset({option: value}) == expected


def test_ruleset_mapping() -> None:
    assert rules_from_ruleset(None) == Rules(stick_the_dealer=True, lead_rule="left_of_dealer")
    rules = rules_from_ruleset(
        {
            "std": False,
            "loner_lead": "LEFT_OF_LONER",
            "winning_score": 11,
            "loner_march_score": 5,
            "loner_euchred_score": 4,
            "defend_alone": True,
            "canadian": False,
            "joker": False,
        }
    )
    assert rules == Rules(target=11, alone_march_points=5, alone_euchre_points=4, defend_alone=True)
    with pytest.raises(EGNError, match=r"Unknown ruleset option 'house_rule'.*knows std"):
        rules_from_ruleset({"house_rule": True})
    with pytest.raises(EGNError, match="winning_score=0"):
        rules_from_ruleset({"winning_score": 0})
    with pytest.raises(EGNError, match="target=21"):
        rules_from_ruleset({"winning_score": 21})
    with pytest.raises(EGNError, match="loner_lead"):
        rules_from_ruleset({"loner_lead": "RIGHT_OF_DEALER"})
    with pytest.raises(EGNError, match="must be true or false"):
        rules_from_ruleset({"std": "yes"})
    # The engine's own options: a word option must be a word, and one of its words.
    with pytest.raises(EGNError, match=r"deal_pattern must be a word in quotes, not the number 5"):
        rules_from_ruleset({"x-euchre-course": {"deal_pattern": 5}})
    with pytest.raises(EGNError, match=r"deal_pattern='4-1' is not allowed: choose one of"):
        rules_from_ruleset({"x-euchre-course": {"deal_pattern": "4-1"}})


def test_alone_call_and_is_alone_must_agree() -> None:
    calls = ["Pass", "Pass", "Pass", "Alone"]
    data = _record([_deal(3, "Jd", calls, None, isAlone=True)])
    record = loads(_text(data))
    assert record.deals[0].maker_alone and not record.deals[0].is_over
    data["deals"][0]["phases"][0].pop("isAlone")
    assert loads(_text(data)).deals[0].maker_alone
    data["deals"][0]["phases"][0]["isAlone"] = False
    with pytest.raises(EGNError, match="'Alone' but isAlone is false"):
        loads(_text(data))


def test_stick_the_dealer_violation() -> None:
    data = _record([_deal(2, "9h", ["Pass"] * 8, None)], std=True)
    with pytest.raises(EGNError, match=r"^Deal 0: call 7 \('Pass'\) by seat 2: Stick the dealer"):
        loads(_text(data))


def test_dealer_rotation_is_checked() -> None:
    data = _record([_deal(2, "9h", ["Pass"] * 8, None), _deal(0, "9h", ["Pass"] * 8, None)])
    with pytest.raises(EGNError, match=r"^Deal 1: .*dealt by East"):
        loads(_text(data))


def test_final_score_is_checked() -> None:
    data = _record([_deal(3, "Jd", ORDER, TRICKS, discard="9s")])
    data["metadata"]["finalScore"] = [0, 1]
    assert loads(_text(data)).score == (0, 1)
    data["metadata"]["finalScore"] = [2, 0]
    with pytest.raises(EGNError, match="finalScore is 2-0, but the deals replay to 0-1"):
        loads(_text(data))


def test_defend_alone_records() -> None:
    # Seat 0 orders alone (dealer 3); seat 1 defends alone, so seats 2 and 3 sit out.
    tricks = [["Ac", "Tc"], ["Jd", "9d"], ["Jh", "Td"], ["Ad", "Kc"], ["Ah", "Qc"]]
    deal = _deal(3, "Qd", ["Order"], tricks, isAlone=True, aloneDefender=1)
    record = loads(_text(_record([deal], defend_alone=True)))
    result = record.deals[0].result
    assert result is not None and result.defender_alone == 1 and result.maker_alone
    assert record.score == tally(_record([deal], defend_alone=True))
    with pytest.raises(EGNError, match="defend_alone is false"):
        loads(_text(_record([deal])))
    bad = _deal(3, "Qd", ["Order"], tricks, isAlone=True, aloneDefender=2)
    with pytest.raises(EGNError, match="only a defender"):
        loads(_text(_record([bad], defend_alone=True)))


def test_malformed_files() -> None:
    with pytest.raises(EGNError, match="not valid JSON"):
        loads("{nope")
    with pytest.raises(EGNError, match="condensed"):
        loads(_text({**_record([]), "deals": ["AAECAw"]}))
    with pytest.raises(EGNError, match="no deals"):
        loads(_text(_record([])))
    with pytest.raises(EGNError, match="Cannot read"):
        load("/no/such/file.egn")


@needs_examples
def test_partly_recorded_hands_round_trip() -> None:
    data = _json(EXAMPLES / "Custom Scenario.egn")
    data["deals"][0]["initialState"]["playerCards"][2] = []
    record = loads(_text(data))
    assert record.deal_notes[0].recorded_seats == (0, 1, 3)
    assert not record.deal_notes[0].hands_recorded
    written = json.loads(dumps(record))["deals"][0]["initialState"]["playerCards"]
    assert written[2] == [] and len(written[0]) == 5
    assert loads(dumps(record)) == record


def test_assumptions_repr() -> None:
    notes = Assumptions(hands={3: (Card("9C"),)}, discard=Card("TD"))
    assert str(notes) == "assumed seat 3: 9♣; discard: 10♦"
    assert str(Assumptions()) == "nothing assumed" and not Assumptions()


def test_record_is_not_equal_to_other_things() -> None:
    record = loads(_text(_record([_deal(3, "Jd", ORDER, TRICKS, discard="9s")])))
    assert record != "record"
    assert isinstance(record, Record)
    assert "1 deal," in repr(record)


def _other_values(name: str) -> list[Any]:
    """Every value of a ``Rules`` option other than its default that ``Rules`` takes on
    its own (a flag flipped, each other word of a choice, the whole numbers beside)."""
    import dataclasses
    import typing

    kind = typing.get_type_hints(Rules)[name]
    default = next(f.default for f in dataclasses.fields(Rules) if f.name == name)
    if kind is bool:
        values: list[Any] = [not default]
    elif typing.get_origin(kind) is typing.Literal:
        values = [v for v in typing.get_args(kind) if v != default]
    else:
        values = [default - 1, default + 1]
    playable = []
    for value in values:
        try:
            Rules(**{name: value})
        except ValueError:
            continue
        playable.append(value)
    return playable


def test_every_option_survives_a_record() -> None:
    """A game written under any one option and read back is played under the same rules:
    EGN's own fields, or the engine's extension object for what EGN cannot say. (The
    deal pattern and going alone were once dropped without a word.) The one option
    EGN cannot hold at all is refused with a reason."""
    import dataclasses

    lost = []
    for name in (f.name for f in dataclasses.fields(Rules)):
        for value in _other_values(name):
            rules = Rules(**{name: value})
            if (name, value) == ("partners_best", "upcard"):
                with pytest.raises(EGNError, match="cannot be written in EGN"):
                    ruleset_of(rules)
                continue
            if rules_from_ruleset(ruleset_of(rules)) != rules:
                lost.append(f"{name}={value!r}")
    presets = (
        Rules.two_handed(),
        Rules.cutthroat(),
        Rules.railroad(),
        # a lone defender scored like a march (EGN's defend_alone scores 4 for any euchre)
        Rules.railroad().replace(lone_defender_scoring="march_4"),
        Rules.bid_euchre(),
        Rules.five_handed(),
        Rules.canadian(),
    )
    lost += [repr(r) for r in presets if rules_from_ruleset(ruleset_of(r)) != r]
    assert lost == []
    game = Game(seed=3, rules=Rules(deal_pattern="2-3", allow_alone=False))
    game.play([RuleBot().act] * 4)
    assert loads(dumps(game)).rules == game.rules


@pytest.mark.parametrize(
    "rules", [Rules(), Rules.cutthroat(), Rules.two_handed(), Rules.five_handed()]
)
def test_a_game_written_without_names_names_its_seats_as_the_course_does(rules: Rules) -> None:
    """The players were written "Seat 0" to "Seat 3", while every message and picture
    of the course says South, West, North and East."""
    from euchre.narration import seat_names

    game = Game(seed=1, rules=rules.replace(target=2))
    game.play([RuleBot()] * rules.players)
    record = loads(dumps(game))
    assert record.players == list(seat_names(players=rules.players))


def test_a_comments_seat_name_needs_a_seat() -> None:
    # comment_seat(9, 0) gave 'S1', a seat that is not at the table.
    from euchre import IllegalActionError
    from euchre.egn import comment_seat

    assert comment_seat(4, 0, players=5) == "S4"
    for seat, dealer in ((9, 0), (4, 0), (0, 7)):
        with pytest.raises(IllegalActionError, match="is not a seat"):
            comment_seat(seat, dealer)


def test_a_missing_upcard_is_named_missing() -> None:
    # It read "upCard: null is not a card", though the file says no null.
    record = json.loads((EXAMPLES / "VWEC Finals.egn").read_text(encoding="utf-8"))
    del record["deals"][0]["initialState"]["upCard"]
    with pytest.raises(EGNError, match=r"^Deal 0: initialState\.upCard is missing"):
        loads(json.dumps(record))
