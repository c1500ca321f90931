"""EGN for every form of the game (RULES.md 9.1, 9.2, 9.5, 9.6): two-handed and
cutthroat records (num_players 2 and 3), Railroad (a lone defender's call for best,
laps and slams), going under, the fast break and four-trick tokens.

Each form's games are played by the engine (seeded), written, read back and compared
deal by deal; small records written by hand replay to the score worked out by hand;
and records that do not fit their ruleset are refused, naming the place."""

from __future__ import annotations

import copy
import functools
import itertools
import json
import random
from typing import Any

import pytest

from euchre import ActionKind, Card, EGNError, Game, Match, Rules, cards
from euchre.bots.random_bot import RandomBot
from euchre.egn import Assumptions, Record, dumps, egn_card, loads, rules_from_ruleset, ruleset_of

NINE_SIX: dict[str, Any] = {"go_under": True, "fast_break": True, "four_trick_tokens": True}

#: Every form, and the options that change how its records are written.
FORMS = {
    "two-handed": Rules.two_handed(),
    "two-handed, stick the dealer, to 5": Rules.two_handed().replace(
        stick_the_dealer=True, target=5
    ),
    "two-handed, joker, 32 cards, no trump": Rules.two_handed().replace(
        joker=True, min_rank=7, allow_no_trump=True
    ),
    "two-handed, 9.6": Rules.two_handed().replace(**NINE_SIX),
    "cutthroat": Rules.cutthroat(),
    "cutthroat, march 2, stick the dealer": Rules.cutthroat().replace(
        cutthroat_march_points=2, stick_the_dealer=True
    ),
    "cutthroat, joker, farmers": Rules.cutthroat().replace(joker=True, weak_hand_redeal="farmer"),
    "cutthroat, 9.6": Rules.cutthroat().replace(**NINE_SIX),
    "railroad": Rules.railroad(),
    "railroad, no defender's best": Rules.railroad().replace(defender_best=False),
    "railroad, 9.6, 32 cards": Rules.railroad().replace(min_rank=7, **NINE_SIX),
    "four-handed, 9.6": Rules(**NINE_SIX),
    "four-handed, go under and call for best": Rules(go_under=True, partners_best="partner"),
}


@functools.cache
def _played(rules: Rules, seed: int) -> Game:
    """A seeded game: RandomBots, with the rare actions (going alone, defending alone,
    going under) taken more often, so that their records are written too. (Cached:
    the tests only read it.)"""
    game = Game(rules=rules, seed=seed)
    bots = [RandomBot(seed=seed * 10 + s) for s in range(rules.players)]
    rng = random.Random(seed)
    rare = {ActionKind.DEFEND, ActionKind.UNDER}
    while not game.is_over:
        seat = game.to_act
        assert seat is not None
        wanted = [a for a in game.legal_actions() if a.kind in rare or a.alone]
        if wanted and rng.random() < 0.5:
            game.apply(rng.choice(wanted), seat=seat)
        else:
            game.apply(bots[seat].act(game.view(seat)), seat=seat)
    return game


def _same_game(record_game: Game, game: Game) -> None:
    """The record holds the game: every deal's dealer, cards, actions, leads, tricks
    and result, and the score (per player in the two- and three-handed forms)."""
    assert len(record_game.deals) == len(game.deals)
    for again, deal in zip(record_game.deals, game.deals, strict=True):
        assert again.players == deal.players == game.rules.players
        assert again.dealer == deal.dealer
        assert again.dealt == deal.dealt
        assert again.kitty[0] == deal.kitty[0] and set(again.kitty) == set(deal.kitty)
        assert len(again.kitty) == game.rules.kitty_size
        if deal.under_by is not None:  # the three cards under the upcard, as dealt
            assert set(again.kitty[1:4]) == set(deal.kitty[1:4])
            assert again.buried == deal.buried
        assert again.history == deal.history
        assert [(t.leader, t.seats, t.winner) for t in again.tricks] == [
            (t.leader, t.seats, t.winner) for t in deal.tricks
        ]
        assert again.exchange == deal.exchange
        assert again.defender_exchange == deal.defender_exchange
        assert again.result == deal.result
    assert record_game.score == game.score
    assert len(record_game.score) == game.rules.scorers
    assert record_game.tokens == game.tokens


@pytest.mark.parametrize("name", sorted(FORMS))
def test_every_form_round_trips(name: str) -> None:
    rules = FORMS[name]
    for seed in range(8):
        game = _played(rules, seed)
        text = dumps(game)
        record = loads(text)  # no base: the record says every option itself
        assert record.rules == rules
        _same_game(record.game, game)
        data = json.loads(text)
        assert len(data["metadata"]["initialScore"]) == rules.scorers
        assert data["metadata"]["finalScore"] == list(game.score)
        for deal in data["deals"]:
            assert len(deal["initialState"]["playerCards"]) == rules.players
        assert dumps(record) == text
        assert loads(dumps(record)) == record
        for deal in data["deals"]:
            del deal["initialState"]["playerCards"]  # rebuilt from the play
        rebuilt = loads(json.dumps(data))
        assert [d.history for d in rebuilt.deals] == [d.history for d in game.deals]
        assert rebuilt.score == game.score


def test_the_round_trips_cover_every_rule_of_the_forms() -> None:
    deals = [d for rules in FORMS.values() for seed in range(8) for d in _played(rules, seed).deals]
    results = [d.result for d in deals if d.result is not None]
    assert any(d.under_by is not None for d in deals)
    assert any(d.defender_exchange is not None for d in deals)
    assert any(d.exchange is not None for d in deals)
    assert any(d.redeal_by is not None for d in deals)
    assert any(d.no_trump for d in deals) and any(d.upcard.is_joker for d in deals)
    assert any(r.fast_break for r in results) and any(r.thrown_in for r in results)
    assert any(r.players == 3 and r.euchred for r in results)  # both defenders score
    assert any(r.players == 2 and r.march for r in results)
    games = [_played(rules, seed) for rules in FORMS.values() for seed in range(8)]
    assert any(any(g.tokens) for g in games)


@pytest.mark.parametrize(
    ("rules", "marker"),
    [
        (Rules.two_handed(), '"num_players": 2'),
        (Rules.cutthroat(), '"num_players": 3'),
        (Rules.cutthroat().replace(cutthroat_march_points=2), '"cutthroat_march_points": 2'),
        (Rules.railroad(), '"x-euchre-course": {"defender_best": true, "laps": true'),
        (Rules(go_under=True), '"go_under": true'),
        (Rules(fast_break=True), '"fast_break": true'),
        (Rules(four_trick_tokens=True), '"four_trick_tokens": true'),
    ],
)
def test_the_ruleset_says_the_form_and_options(rules: Rules, marker: str) -> None:
    ruleset = ruleset_of(rules)
    assert marker in json.dumps(ruleset)
    assert rules_from_ruleset(ruleset) == rules
    assert rules_from_ruleset(json.loads(json.dumps(ruleset))) == rules


def test_standard_rules_write_no_extension() -> None:
    for rules in (Rules(), Rules.two_handed(), Rules(joker=True, defend_alone=True)):
        assert "x-euchre-course" not in ruleset_of(rules)
    assert "num_players" not in ruleset_of(Rules())


def _first(rules: Rules, found: Any, seeds: int = 60) -> Game:
    for seed in range(seeds):
        game = _played(rules, seed)
        if any(found(d) for d in game.deals):
            return game
    raise AssertionError(f"no game of {rules!r} in {seeds} seeds shows it")


def test_railroad_lone_defender_best_is_in_card_exchanges() -> None:
    game = _first(Rules.railroad(), lambda d: d.defender_exchange is not None)
    data = json.loads(dumps(game))
    index, deal = next((i, d) for i, d in enumerate(game.deals) if d.defender_exchange)
    exchanges = data["deals"][index]["phases"][0]["cardExchanges"]
    defender = deal.defender_alone
    maker = deal.maker
    assert defender is not None and maker is not None
    # the loner's partner to the loner, the loner's discard, then the same for the defender
    assert [(e["from"], e["to"]) for e in exchanges] == [
        ((maker + 2) % 4, maker),
        (maker, -1),
        ((defender + 2) % 4, defender),
        (defender, -1),
    ]
    assert data["deals"][index]["phases"][0]["aloneDefender"] == defender
    again = loads(json.dumps(data)).deals[index]
    assert again.defender_exchange == deal.defender_exchange
    assert again.active_seats == tuple(sorted((maker, defender)))


def test_going_under_is_in_card_exchanges() -> None:
    for name in ("two-handed, 9.6", "cutthroat, 9.6", "four-handed, 9.6"):
        rules = FORMS[name]
        game = _first(rules, lambda d: d.under_by is not None and len(d.buried) == 3)
        index, deal = next((i, d) for i, d in enumerate(game.deals) if d.under_by is not None)
        phase = json.loads(dumps(game))["deals"][index]["phases"][0]
        seat = deal.under_by
        under = phase["cardExchanges"][:6]
        assert [(e["from"], e["to"]) for e in under] == [(-1, seat)] * 3 + [(seat, -1)] * 3
        # the three cards under the upcard, as dealt, then the three buried
        assert [e["card"] for e in under[:3]] == [
            egn_card(Card.from_id(c)) for c in deal.kitty[1:4]
        ]
        assert [e["card"] for e in under[3:]] == [egn_card(c) for c in deal.buried]
        assert "go under" not in phase["calls"]  # no call: EGN's calls are one per turn
        again = loads(dumps(game)).deals[index]
        assert again.under_by == seat and again.buried == deal.buried


def test_fast_break_and_tokens_replay_to_the_same_score() -> None:
    rules = Rules(fast_break=True, four_trick_tokens=True)
    game = _first(rules, lambda d: d.result is not None and d.result.fast_break, seeds=200)
    record = loads(dumps(game))
    assert any(d.result is not None and d.result.fast_break for d in record.deals)
    assert record.score == game.score and record.game.tokens == game.tokens


def test_railroad_match_games_carry_their_laps() -> None:
    match = Match(rules=Rules.railroad(), seed=4, games_to_win=2)
    rng = random.Random(4)
    while not match.is_over:
        match.apply(rng.choice(match.legal_actions()))
    assert len(match.games) >= 2
    for game in match.games:
        data = json.loads(dumps(game))
        assert data["metadata"]["initialScore"] == list(game.initial_score)
        record = loads(json.dumps(data))
        assert record.rules == Rules.railroad()
        assert record.score == game.score
    for before, after in itertools.pairwise(match.results):
        carried = [0, 0]
        carried[before.winner] = before.carried
        assert list(after.start) == carried


# ------------------------------------------------------------------ records by hand


def _record(deals: list[dict[str, Any]], players: int, **meta: Any) -> dict[str, Any]:
    metadata: dict[str, Any] = {
        "players": ["Ann", "Bob", "Cat"][:players],
        "initialScore": [0] * players,
        "ruleset": {"std": False, "num_players": players},
    }
    metadata.update(meta)
    return {
        "fileType": "Euchre Game Notation",
        "version": "1.4",
        "metadata": metadata,
        "deals": copy.deepcopy(deals),
    }


def _deal(
    number: int, dealer: int, up: str, calls: list[str], tricks: list[list[str]], **bid: Any
) -> dict[str, Any]:
    return {
        "dealNumber": number,
        "initialState": {"dealer": dealer, "upCard": up},
        "phases": [
            {"phaseNumber": 0, "type": "EUCHRE_BIDDING", "calls": calls, "isAlone": False, **bid},
            {"phaseNumber": 1, "type": "TRICK_PLAY", "tricks": tricks},
        ],
    }


# Two-handed, South (seat 0) dealing the A♥ up. North (seat 1, the non-dealer) bids
# first and passes; South takes it up, discards the 9♣ and ruffs North's lead of the
# A♠, then leads trumps: South takes all five tricks, a march, 2 points. The next deal
# North deals the 9♦ and South orders it up holding no diamond at all; North ruffs the
# A♣ with the Q♦ and takes every trick: South is euchred, 2 points to North.
TWO_HANDED = [
    _deal(
        0,
        0,
        "Ah",
        ["Pass", "Order"],
        [["As", "Qh"], ["Jh", "9s"], ["Jd", "Ts"], ["Ah", "Qs"], ["Kh", "Ks"]],
        discard="9c",
    ),
    _deal(
        1,
        1,
        "9d",
        ["Order"],
        [["Ac", "Qd"], ["Jd", "Kc"], ["Jh", "Qc"], ["Ad", "Jc"], ["Kd", "Tc"]],
        discard="9d",
    ),
]

# Cutthroat, East (seat 2) dealing the K♥ up: South (seat 0, left of the dealer) orders
# it up holding both bowers and takes all five tricks alone against the other two: 3
# points. The next deal South deals the 9♥; West (seat 1) orders it up with no trump
# and takes nothing: euchred, 2 points to each of the other two players.
CUTTHROAT = [
    _deal(
        0,
        2,
        "Kh",
        ["Order"],
        [
            ["Jh", "9s", "Kh"],
            ["Jd", "Ts", "Td"],
            ["Ah", "Qs", "Qd"],
            ["9c", "Ks", "Kd"],
            ["Tc", "As", "Ad"],
        ],
        discard="9d",
    ),
    _deal(
        1,
        0,
        "9h",
        ["Order"],
        [
            ["Ac", "9s", "Qh"],
            ["Jh", "9c", "Ts"],
            ["Jd", "Tc", "Qs"],
            ["Ah", "Qc", "Ks"],
            ["Kh", "Kc", "As"],
        ],
        discard="9h",
    ),
]


def test_two_handed_record_by_hand_replays_to_its_score() -> None:
    record = loads(json.dumps(_record(TWO_HANDED, 2, finalScore=[2, 2])))
    # (EGN's loner_lead is left of the dealer unless it says otherwise; nobody goes alone)
    assert record.rules == Rules.two_handed().replace(lead_rule="left_of_dealer")
    first, second = record.deals
    assert first.tricks[0].leader == 1 and first.tricks[0].seats == (1, 0)  # non-dealer leads
    assert first.tricks_won == (5, 0) and first.result is not None
    assert first.result.points == (2, 0) and first.result.march
    assert set(first.dealt_hand(0)) == set(cards("9C QH KH JD JH"))
    assert second.dealer == 1 and second.tricks[0].leader == 0
    assert second.result is not None and second.result.euchred
    assert second.result.points == (0, 2)
    assert record.score == (2, 2) and record.players == ["Ann", "Bob"]
    assert len(second.kitty) == 14  # the upcard and the 13 cards nobody saw
    assert not record.deal_notes[0] and not record.deal_notes[1]  # nothing assumed
    assert loads(dumps(record)) == record


def test_cutthroat_record_by_hand_replays_to_its_score() -> None:
    record = loads(json.dumps(_record(CUTTHROAT, 3, finalScore=[5, 0, 2])))
    assert record.rules == Rules.cutthroat().replace(lead_rule="left_of_dealer")
    first, second = record.deals
    assert first.maker == 0 and first.sides == ((0,), (1, 2)) and not first.maker_alone
    assert first.tricks_won == (5, 0, 0) and first.result is not None
    assert first.result.points == (3, 0, 0)
    assert [t.seats for t in first.tricks] == [(0, 1, 2)] * 5
    assert second.dealer == 0 and second.tricks[0].seats == (1, 2, 0)  # left of the dealer
    assert second.result is not None and second.result.points == (2, 0, 2)
    assert second.result.scorers == (0, 2)  # both defenders score a euchre
    assert record.score == (5, 0, 2)
    assert len(second.kitty) == 9
    text = dumps(record)
    assert json.loads(text)["metadata"]["finalScore"] == [5, 0, 2]
    assert loads(text) == record


def test_cutthroat_march_points_from_the_extension() -> None:
    data = _record(CUTTHROAT, 3)
    data["metadata"]["ruleset"]["x-euchre-course"] = {"cutthroat_march_points": 2}
    record = loads(json.dumps(data))
    assert record.deals[0].result is not None and record.deals[0].result.points == (2, 0, 0)
    assert record.score == (4, 0, 2)


def test_the_same_deals_under_a_base() -> None:
    # With no x-euchre-course object, the engine's own options come from base.
    base = Rules.cutthroat().replace(cutthroat_march_points=2)
    record = loads(json.dumps(_record(CUTTHROAT, 3)), base=base)
    assert record.rules.cutthroat_march_points == 2 and record.score == (4, 0, 2)


# --------------------------------------------------------------------------- refusals


def _refused(data: dict[str, Any], pattern: str) -> None:
    with pytest.raises(EGNError, match=pattern):
        loads(json.dumps(data))


def test_player_count_must_fit_the_hands_and_tricks() -> None:
    data = _record(CUTTHROAT, 3)
    data["deals"][0]["initialState"]["playerCards"] = [["Jh", "Jd", "Ah", "9c", "Tc"]] * 4
    _refused(data, r"^Deal 0: playerCards must list three hands \(seats 0 to 2, as the ruleset")
    # a three-handed record read as two-handed: three cards to a trick
    data = _record(CUTTHROAT, 3)
    data["metadata"]["ruleset"]["num_players"] = 2
    data["metadata"]["initialScore"] = [0, 0]
    _refused(data, r"^Deal 0: dealer=2 is not a seat \(0 to 1: the ruleset has num_players=2\)")
    data["deals"][0]["initialState"]["dealer"] = 1
    _refused(
        data, r"^Deal 0: trick 1 has 3 cards, but 2 players are playing \(the ruleset has num_p"
    )
    # a two-handed record read as four-handed (num_players left out)
    data = _record(TWO_HANDED, 2)
    del data["metadata"]["ruleset"]["num_players"]
    _refused(data, r"^Deal 0: trick 1 has 2 cards, but 4 players are playing \(the ruleset has")


def test_scores_are_one_per_player() -> None:
    data = _record(CUTTHROAT, 3)
    data["metadata"]["initialScore"] = [0, 0]
    _refused(data, r"^metadata.initialScore must be three whole numbers, one per player")
    data["metadata"]["initialScore"] = [0, 0, 0]
    data["metadata"]["finalScore"] = [5, 2]
    _refused(data, r"^metadata.finalScore must be three whole numbers")
    data["metadata"]["finalScore"] = [5, 2, 0]
    _refused(data, r"^metadata.finalScore is 5-2-0, but the deals replay to 5-0-2\.")
    data["metadata"]["finalScore"] = [5, 0, 2]
    data["metadata"]["initialScore"] = [9, 0, 0]  # South's march wins at 12
    _refused(data, r"^Deal 1: the game was over after deal 0 \(12-0-0, winning_score 10\)")
    data["metadata"]["initialScore"] = [10, 0, 0]
    _refused(data, r"^metadata.initialScore is 10-0-0, which already reaches")


@pytest.mark.parametrize("players", [0, 1, 5, 6])
def test_unsupported_player_counts_are_refused(players: int) -> None:
    data = _record(CUTTHROAT, 3)
    data["metadata"]["ruleset"]["num_players"] = players
    _refused(data, rf"^The ruleset option num_players={players} is not supported .* cutthroat")


@pytest.mark.parametrize("option", ["canadian", "defend_alone", "partners_best"])
def test_partner_options_do_not_apply_without_partners(option: str) -> None:
    data = _record(TWO_HANDED, 2)
    data["metadata"]["ruleset"][option] = True
    _refused(data, rf"^The ruleset option {option}=true does not apply with num_players=2")


@pytest.mark.parametrize(
    ("option", "value"), [("loner_march_score", 5), ("loner_euchred_score", 4)]
)
def test_a_loners_points_do_not_apply_without_loners(option: str, value: int) -> None:
    data = _record(CUTTHROAT, 3)
    data["metadata"]["ruleset"][option] = value
    _refused(
        data,
        rf"^The ruleset option {option}={value} does not apply with num_players=3 "
        r"\(cutthroat\): nobody goes alone",
    )


def test_a_base_cutthroat_march_is_for_cutthroat_records_only() -> None:
    # A four-handed record read with a cutthroat table as its base plays its own form.
    data = _record(CUTTHROAT, 3)
    base = Rules.cutthroat().replace(cutthroat_march_points=2)
    four = rules_from_ruleset({"std": True}, base=base)
    assert four.players == 4 and four.cutthroat_march_points == 3
    assert loads(json.dumps(data), base=base).rules.cutthroat_march_points == 2


def test_nobody_goes_alone_in_cutthroat() -> None:
    data = _record(CUTTHROAT, 3)
    data["deals"][0]["phases"][0]["isAlone"] = True
    _refused(data, r"^Deal 0: the maker goes alone .* in cutthroat \(num_players=3\) nobody")
    data = _record(CUTTHROAT, 3)
    data["deals"][0]["phases"][0]["calls"] = ["Alone"]
    del data["deals"][0]["phases"][0]["isAlone"]
    _refused(data, r"^Deal 0: the maker goes alone")


def test_the_extension_is_checked() -> None:
    data = _record(CUTTHROAT, 3)
    ruleset = data["metadata"]["ruleset"]
    ruleset["x-euchre-course"] = {"cutthroat_march_point": 2}
    _refused(data, r"^metadata.ruleset.x-euchre-course has the unknown option 'cutthroat_ma")
    ruleset["x-euchre-course"] = {"laps": "yes"}
    _refused(data, r"^metadata.ruleset.x-euchre-course.laps must be true or false")
    ruleset["x-euchre-course"] = {"cutthroat_march_points": True}
    _refused(data, r"^metadata.ruleset.x-euchre-course.cutthroat_march_points must be a whole")
    ruleset["x-euchre-course"] = {"cutthroat_march_points": 4}
    _refused(data, r"^The ruleset cannot be played by the engine: cutthroat_march_points=4")
    ruleset["x-euchre-course"] = [1]
    _refused(data, r"^metadata.ruleset.x-euchre-course must be an object")
    ruleset["x-euchre-course"] = {"defender_best": True}  # without defending alone
    _refused(data, r"^The ruleset cannot be played by the engine: defender_best=True does not")
    # another program's extension is passed over, and kept
    del ruleset["x-euchre-course"]
    ruleset["x-logger"] = {"anything": [1, 2]}
    record = loads(json.dumps(data))
    assert record.metadata["ruleset"]["x-logger"] == {"anything": [1, 2]}
    assert json.loads(dumps(record))["metadata"]["ruleset"]["x-logger"] == {"anything": [1, 2]}
    ruleset["house_rule"] = True  # a key that is neither EGN's nor an extension
    _refused(data, r"^Unknown ruleset option 'house_rule'")


def _railroad_record() -> tuple[dict[str, Any], int, Any]:
    game = _first(Rules.railroad(), lambda d: d.defender_exchange is not None)
    index, deal = next((i, d) for i, d in enumerate(game.deals) if d.defender_exchange)
    return json.loads(dumps(game)), index, deal


def test_card_exchanges_must_fit_the_ruleset() -> None:
    data, index, deal = _railroad_record()
    phase = data["deals"][index]["phases"][0]
    # without defender_best the lone defender's two entries have no place
    off = copy.deepcopy(data)
    del off["metadata"]["ruleset"]["x-euchre-course"]["defender_best"]
    _refused(off, rf"^Deal {index}: cardExchanges has 4 entries: this ruleset has at most 2")
    # the defender's card must come from the defender's partner
    wrong = copy.deepcopy(data)
    wrong["deals"][index]["phases"][0]["cardExchanges"][2]["from"] = deal.maker
    _refused(wrong, rf"^Deal {index}: cardExchanges\[2\] goes from the number {deal.maker} to")
    # the defender's exchange is needed once cards are played
    short = copy.deepcopy(data)
    del short["deals"][index]["phases"][0]["cardExchanges"][2:]
    _refused(short, rf"^Deal {index}: The lone defender called for their partner's best")
    assert len(phase["cardExchanges"]) == 4


def test_going_under_must_fit_the_ruleset() -> None:
    rules = FORMS["two-handed, 9.6"]
    game = _first(rules, lambda d: d.under_by is not None and len(d.buried) == 3)
    index = next(i for i, d in enumerate(game.deals) if d.under_by is not None)
    data = json.loads(dumps(game))
    off = copy.deepcopy(data)
    off["metadata"]["ruleset"]["go_under"] = False
    _refused(off, rf"^Deal {index}: cardExchanges")
    twice = copy.deepcopy(data)
    entries = twice["deals"][index]["phases"][0]["cardExchanges"]
    entries[1]["card"] = entries[0]["card"]
    _refused(twice, rf"^Deal {index}: ")
    other = copy.deepcopy(data)
    for entry in other["deals"][index]["phases"][0]["cardExchanges"][:3]:
        entry["to"] = 5
    _refused(other, rf"^Deal {index}: going under takes the three cards under the upcard")


def test_the_deal_passes_left_round_the_players() -> None:
    data = _record(CUTTHROAT, 3)
    data["deals"][1]["initialState"]["dealer"] = 1  # East dealt; South deals next, not West
    _refused(data, r"^Deal 1: Deal 1 should be dealt by South .*, not West\.")
    data = _record(TWO_HANDED, 2)
    data["deals"][1]["initialState"]["dealer"] = 0
    _refused(data, r"^Deal 1: Deal 1 should be dealt by North .*, not South\.")


def test_an_alternative_line_in_cutthroat_goes_round_three_seats() -> None:
    data = _record(CUTTHROAT, 3)
    line = {
        "branchIndex": 0,
        "phases": [
            {"type": "EUCHRE_BIDDING", "calls": ["Pass", "Pass", "Order"], "discard": "9d"},
            {"type": "TRICK_PLAY", "tricks": [["Jh", "9s", "Kh"]]},
        ],
    }
    data["deals"][0]["alternativeLines"] = [line]
    record = loads(json.dumps(data))
    (alternative,) = record.alternatives(0)
    assert [t.seat for t in alternative.turns] == [0, 1, 2, 2, 0, 1, 2]
    end = alternative.end()
    assert end.maker == 2 and end.sides == ((2,), (0, 1))
    assert end.tricks[0].winner == 0 and alternative.played_out  # replayed to its end
    assert loads(dumps(record)) == record


@pytest.mark.parametrize(
    "case", ["passes the upcard", "discards the upcard", "passes a card taken"]
)
def test_cards_that_change_hands_rebuild_the_dealt_hands(case: str) -> None:
    # A Railroad dealer who picked up and then sits out may pass the upcard on; a loner
    # (or lone defender) may discard it; a player who went under may pass a card they
    # took from under the upcard. None of these cards was dealt to them.
    rules = Rules.railroad().replace(go_under=True)

    def shows(deal: Any) -> bool:
        for pair in (deal.exchange, deal.defender_exchange):
            if pair is None:
                continue
            if case == "passes the upcard" and pair[0] == deal.upcard:
                return True
            if case == "discards the upcard" and pair[1] == deal.upcard:
                return True
            under = deal.under_by is not None and pair[0].id in deal.kitty[1:4]
            if case == "passes a card taken" and under:
                return True
        return False

    game = _first(rules, shows, seeds=250)
    data = json.loads(dumps(game))
    for deal in data["deals"]:
        del deal["initialState"]["playerCards"]  # every hand rebuilt from the play
    record = loads(json.dumps(data))
    assert [d.history for d in record.deals] == [d.history for d in game.deals]
    assert record.score == game.score
    # every card the reader puts in a dealt hand without assuming it was dealt there
    for again, deal, notes in zip(record.deals, game.deals, record.deal_notes, strict=True):
        for seat in range(4):
            known = set(again.dealt_hand(seat)) - set(notes.hands.get(seat, ()))
            if notes.discard is not None and seat == deal.dealer:
                known.discard(notes.discard)
            assert known <= set(deal.dealt_hand(seat)), (seat, known)


def test_a_record_built_by_hand_has_notes_for_its_players() -> None:
    record = loads(json.dumps(_record(CUTTHROAT, 3)))
    assert [n.players for n in record.deal_notes] == [3, 3]
    assert not record.deal_notes[0].hands_recorded  # no playerCards in these records
    four = [Assumptions() for _ in record.deals]
    with pytest.raises(EGNError, match=r"deal_notes are for 3 players.*Assumptions\(players=3\)"):
        Record(record.game, record.rules, record.metadata, {}, four)
    with pytest.raises(EGNError, match=r"Assumptions\.players is 2, 3, 4 or 5, not 6"):
        Assumptions(players=6)
    with pytest.raises(EGNError, match=r"recorded_seats is a tuple of seats \(0 to 1\)"):
        Assumptions(recorded_seats=(0, 2), players=2)
    assert Assumptions(recorded_seats=(0, 1, 2), players=3).hands_recorded
