"""EGN under attack: mutated real records, and every kind of bad input to the public
functions of euchre.egn and euchre.annotations.

Every input either gives the right answer (a mutated record that still loads writes
itself back unchanged) or an EGNError that names the place, in bounded time.

The number of examples is modest for ``make unit``; for a deep run set
``EGN_FUZZ_EXAMPLES`` (e.g. 10000; ``EGN_FUZZ_RANDOM=1`` draws fresh inputs instead of
the fixed ones) and run with ``-s`` to see the count of inputs of each class and of
each outcome.
"""

from __future__ import annotations

import collections
import copy
import json
import os
import random
import re
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from euchre import Card, EGNError, Game, Rules
from euchre.annotations import Annotations, split_label
from euchre.egn import (
    Assumptions,
    Record,
    dump,
    dumps,
    egn_card,
    from_json,
    load,
    loads,
    rules_from_ruleset,
    ruleset_of,
    to_json,
)

ROOT = Path(__file__).resolve().parents[1]
SHARED = Path(os.environ.get("EUCHRE_SHARED", "/work/shared")) / "egn" / "examples"
_BY_NAME = {p.name: p for p in [*SHARED.glob("*.egn"), *(ROOT / "data" / "egn").glob("*.egn")]}
FILES = [*sorted(_BY_NAME.values()), ROOT / "tests" / "data" / "egn_spec_example.egn"]
RECORDS = [json.loads(p.read_text(encoding="utf-8")) for p in FILES]
assert len(RECORDS) >= 8

#: Variants no published record plays, so that their fields (jokerSuit, cardExchanges,
#: aloneDefender, redeals, no trump, the 32-card deck, the two- and three-handed forms,
#: Railroad's lone defender's call for best, going under) are mutated too.
VARIANTS = [
    (Rules(joker=True, min_rank=7, allow_no_trump=True, stick_the_dealer=True), '"n"'),
    (Rules(joker=True), "jokerSuit"),
    (Rules(partners_best="partner"), "cardExchanges"),
    (Rules(defend_alone=True), "aloneDefender"),
    (Rules.two_handed().replace(go_under=True), '"from": -1'),
    (Rules.cutthroat().replace(cutthroat_march_points=2), '"num_players": 3'),
    (Rules.railroad(), "four cardExchanges"),  # the loner's exchange, then the defender's
]


def _has(data: dict[str, Any], field: str) -> bool:
    if field == "four cardExchanges":
        phases = [p for deal in data["deals"] for p in deal["phases"]]
        return any(len(p.get("cardExchanges", [])) == 4 for p in phases)
    return field in json.dumps(data)


def _played(rules: Rules, seed: int) -> dict[str, Any]:
    game = Game(seed=seed, rules=rules)
    rng = random.Random(seed)
    while not game.is_over:
        actions = game.legal_actions()
        rare = [
            a
            for a in actions
            if a.alone or a.is_no_trump or str(a) in ("redeal", "go under", "defend alone")
        ]
        game.apply(rng.choice(rare) if rare and rng.random() < 0.4 else rng.choice(actions))
    data: dict[str, Any] = json.loads(dumps(game))
    return data


def _showing(rules: Rules, field: str) -> dict[str, Any]:
    """The first seeded game of ``rules`` whose record has ``field``."""
    for seed in range(200):
        data = _played(rules, seed)
        if _has(data, field):
            return data
    raise AssertionError(f"no game of {rules!r} in 200 seeds has {field}")


RECORDS += [_showing(rules, field) for rules, field in VARIANTS]

EXAMPLES = int(os.environ.get("EGN_FUZZ_EXAMPLES", "150"))
FUZZ = settings(
    max_examples=EXAMPLES,
    deadline=None,
    derandomize=not os.environ.get("EGN_FUZZ_RANDOM"),  # fresh inputs on request
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
#: A hang guard, not a speed target: no single input may take longer than this.
BOUND_SECONDS = 20.0

COUNTS: collections.Counter[str] = collections.Counter()


@pytest.fixture(scope="module", autouse=True)
def _report() -> Iterator[None]:
    yield
    if COUNTS:
        print("\nEGN fuzz counts:")
        for key, n in sorted(COUNTS.items()):
            print(f"  {key}: {n}")


# -------------------------------------------------------------------------- mutation


class Pairs(list):  # type: ignore[type-arg]
    """An object written with these (key, value) pairs, duplicates allowed."""


def _text(value: Any) -> str:
    """JSON text of ``value``; a :class:`Pairs` is written as an object as it stands."""
    if isinstance(value, Pairs):
        return "{" + ", ".join(f"{json.dumps(k)}: {_text(v)}" for k, v in value) + "}"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{json.dumps(k)}: {_text(v)}" for k, v in value.items()) + "}"
    if isinstance(value, list):
        return "[" + ", ".join(_text(v) for v in value) + "]"
    return json.dumps(value)


def _places(value: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    """Every path to a value inside ``value`` (the root included)."""
    yield path
    if isinstance(value, dict):
        for k, v in value.items():
            yield from _places(v, (*path, k))
    elif isinstance(value, list) and not isinstance(value, Pairs):
        for i, v in enumerate(value):
            yield from _places(v, (*path, i))


def _get(root: Any, path: tuple[Any, ...]) -> Any:
    for part in path:
        root = root[part]
    return root


CARDS = [r + s for r in "9TJQKAN78" for s in "cdhsCDHS"] + ["R", "L", "B", "Xx", "Jx", "10d"]
WORDS = [
    "Pass", "Order", "PickUp", "Alone", "Call", "h", "s", "d", "c", "n", "x", "Redeal",
    "EUCHRE_BIDDING", "TRICK_PLAY", "LEFT_OF_LONER", "LEFT_OF_DEALER", " 1 ", "01", "1",
    "\u0661", "1_0", "", "Euchre Game Notation", "1.4", "2.0", "[!!]", "\ufeff",
]  # fmt: skip
ODD = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-5, 12),
    st.sampled_from([10**15, -(10**15), 2**63, 10**14]),
    st.sampled_from([0.5, -0.0, 1.0, 1e300]),
    st.text(max_size=12),
    st.sampled_from(CARDS + WORDS),
    st.just([]),
    st.just({}),
)
JSONISH = st.recursive(
    st.one_of(
        st.none(), st.booleans(), st.integers(), st.floats(), st.text(max_size=20),
        st.sampled_from(CARDS + WORDS),
    ),
    lambda inner: st.one_of(
        st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=12,
)  # fmt: skip
KINDS = [
    "drop key",
    "duplicate key",
    "retype",
    "number",
    "string",
    "card",
    "truncate list",
    "duplicate item",
    "nest",
    "nest deep",
    "swap items",
    "truncate text",
    "comment text",
    "unknown key",
    "comment text",
    "unknown key",
]


def _fits(kind: str, path: tuple[Any, ...], target: Any) -> bool:
    """May mutation ``kind`` be applied to ``target`` (at ``path``)?"""
    if kind in ("drop key", "duplicate key"):
        return isinstance(target, dict) and bool(target)
    if kind == "unknown key":
        return isinstance(target, dict)
    if kind == "comment text":
        notes = ("callAnnotations", "playAnnotations")
        return len(path) >= 3 and path[-3] in notes and isinstance(target, str)
    if not path:
        return False  # the root: only the mutations above (and a cut of the text) apply
    if kind == "number":
        return isinstance(target, int) and not isinstance(target, bool)
    if kind in ("string", "card"):
        return isinstance(target, str)
    if kind in ("truncate list", "duplicate item", "swap items"):
        plain = isinstance(target, list) and not isinstance(target, Pairs)
        return plain and len(target) > (1 if kind == "swap items" else 0)
    return True  # retype, nest, nest deep


@st.composite
def mutated(draw: st.DrawFn) -> tuple[str, list[tuple[str, tuple[Any, ...]]]]:
    """A real record with one to three mutations, as JSON text, and what was done where."""
    data = copy.deepcopy(draw(st.sampled_from(RECORDS)))
    done: list[tuple[str, tuple[Any, ...]]] = []
    cut: int | None = None
    for _ in range(draw(st.integers(1, 3))):
        kind = draw(st.sampled_from(KINDS))
        if kind == "truncate text":
            cut = draw(st.integers(0, 10**6))
            continue
        places = [p for p in _places(data) if _fits(kind, p, _get(data, p))]
        if not places:
            continue
        path = draw(st.sampled_from(places))
        target = _get(data, path)
        parent = _get(data, path[:-1]) if path else None
        if kind in ("drop key", "duplicate key"):
            key = draw(st.sampled_from(sorted(target)))
            if kind == "drop key":
                del target[key]
            else:
                pairs = Pairs(target.items())
                pairs.append((key, draw(ODD) if draw(st.booleans()) else target[key]))
                if parent is None:
                    data = pairs
                else:
                    parent[path[-1]] = pairs
        elif kind == "unknown key":
            target[draw(st.sampled_from(["extra", "note", "x-logger"]))] = draw(JSONISH)
        elif kind == "comment text":
            parent[path[-1]] = draw(st.text(max_size=30))
        elif kind == "retype":
            parent[path[-1]] = draw(ODD)
        elif kind == "number":
            parent[path[-1]] = target + draw(st.sampled_from([-1, 1, -4, 4, 10**16, -(10**3)]))
        elif kind == "string":
            parent[path[-1]] = draw(
                st.one_of(st.sampled_from(WORDS), st.text(max_size=8), st.just(target.upper()))
            )
        elif kind == "card":
            parent[path[-1]] = draw(st.sampled_from(CARDS))
        elif kind == "truncate list":
            del target[draw(st.integers(0, len(target) - 1)) :]
        elif kind == "duplicate item":
            i = draw(st.integers(0, len(target) - 1))
            target.insert(i, copy.deepcopy(target[i]))
        elif kind == "swap items":
            i = draw(st.integers(0, len(target) - 2))
            target[i], target[i + 1] = target[i + 1], target[i]
        elif kind == "nest":
            parent[path[-1]] = draw(st.sampled_from([[target], {"value": target}]))
        else:  # nest deep
            wrapped = target
            for _ in range(draw(st.integers(5, 60))):
                wrapped = [wrapped]
            parent[path[-1]] = wrapped
        done.append((kind, path))
    text = _text(data)
    if cut is not None:
        text = text[: cut % (len(text) + 1)]
        done.append(("truncate text", ()))
    return text, done


#: Where an error may say the fault is: a deal (and its trick and card), the
#: metadata and ruleset, or the file as a whole.
PLACE = re.compile(
    r"^(Deal \d+|metadata|The ruleset|Unknown ruleset option|The EGN (text|file|document)"
    r"|An EGN file|fileType|version|deals|.*\bis a \w+, which JSON)"
)


def _check_refusal(exc: EGNError, done: list[tuple[str, tuple[Any, ...]]]) -> None:
    message = str(exc)
    assert message and "\n" not in message and len(message) < 700, message
    assert PLACE.match(message), f"the error does not name a place: {message}"
    deal = re.match(r"^Deal (\d+)", message)
    touched = [p[1] for _, p in done if len(p) > 1 and p[0] == "deals" and isinstance(p[1], int)]
    only_deals = all(len(p) > 1 and p[0] == "deals" for _, p in done)
    if deal and touched and only_deals:
        # Deals replay in order: a change to deal i cannot break an earlier deal.
        assert int(deal.group(1)) >= min(touched), (message, done)


def _round_trip(record: Record) -> None:
    text = dumps(record)
    again = loads(text)
    assert again == record
    assert dumps(again) == text
    for i in range(len(record.deals)):
        for line in record.alternatives(i):
            assert len(line.comments) == len(line.turns)
            line.end()


@FUZZ
@given(mutated())
def test_mutated_records_load_and_round_trip_or_are_refused(
    case: tuple[str, list[tuple[str, tuple[Any, ...]]]],
) -> None:
    text, done = case
    for kind, _ in done:
        COUNTS[f"mutation: {kind}"] += 1
    started = time.perf_counter()
    try:
        record = loads(text)
    except EGNError as exc:
        COUNTS["mutated record: refused with EGNError"] += 1
        _check_refusal(exc, done)
    else:
        COUNTS["mutated record: loaded and round-tripped"] += 1
        _round_trip(record)
    assert time.perf_counter() - started < BOUND_SECONDS


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_real_records_round_trip_and_bytes_load_alike(path: Path) -> None:
    record = load(path)
    _round_trip(record)
    raw = path.read_bytes()
    assert loads(raw) == record == loads(b"\xef\xbb\xbf" + raw) == load(raw.decode())


# ------------------------------------------------------------------------ bad input

BAD = st.one_of(
    JSONISH,
    st.binary(max_size=40),
    st.sampled_from(
        [
            "[" * 100000,
            "{" * 5000,
            "9" * 5000,
            "\ufeff",
            "\ufeff{}",
            b"\xff\xfe{}",
            '{"a": NaN}',
            '{"a": 1e999}',
            '{"a": "\\ud800"}',
            "x" * 200000,
            float("nan"),
            float("inf"),
            10**5000,
            -1,
            object(),
            (1, 2),
            {1, 2},
            frozenset(),
            Card("JD"),
            Rules(),
            Game,
            Path("/no/such/dir"),
        ]
    ),
    st.tuples(JSONISH, JSONISH),
)


def _family(call: Any, *args: Any, **kwargs: Any) -> str:
    """Run ``call``: ``"ok"``, or ``"refused"`` for an EGNError; anything else fails."""
    started = time.perf_counter()
    try:
        call(*args, **kwargs)
    except EGNError as exc:
        assert str(exc) and len(str(exc)) < 700, str(exc)
        outcome = "refused"
    else:
        outcome = "ok"
    assert time.perf_counter() - started < BOUND_SECONDS
    return outcome


RECORD = load(FILES[0])
GAME = Game(seed=3)


@FUZZ
@given(bad=BAD, kind=st.sampled_from(range(15)))
def test_bad_input_to_every_public_function_is_an_egn_error(
    bad: Any, kind: int, tmp_path_factory: pytest.TempPathFactory
) -> None:
    target = tmp_path_factory.getbasetemp() / "egn-fuzz-out.egn"
    calls: list[tuple[str, Any, tuple[Any, ...], dict[str, Any]]] = [
        ("loads", loads, (bad,), {}),
        ("load (text, bytes or object)", load, (bad,), {}),
        ("from_json", from_json, (bad,), {}),
        ("loads with a bad base", loads, (_text(RECORDS[0]),), {"base": bad}),
        ("dumps", dumps, (bad,), {}),
        ("dumps with bad metadata", dumps, (RECORD,), {"metadata": bad}),
        ("to_json of a game with bad metadata", to_json, (GAME,), {"metadata": bad}),
        ("dump to a bad path", dump, (RECORD, bad), {}),
        ("dump of a bad source", dump, (bad, target), {}),
        ("rules_from_ruleset", rules_from_ruleset, (bad,), {}),
        ("ruleset_of and egn_card", lambda v: (ruleset_of(v), egn_card(v)), (bad,), {}),
        ("Record.alternatives", RECORD.alternatives, (bad,), {}),
        ("Annotations", lambda v: Annotations(calls=v), (bad,), {}),
        ("Annotations.add_call/add_play/split_label", _annotate, (bad,), {}),
        ("Record and Assumptions", _construct, (bad,), {}),
    ]
    name, call, args, kwargs = calls[kind]
    if (
        name == "load (text, bytes or object)"
        and isinstance(bad, str)
        and not bad.lstrip("\ufeff \t\r\n").startswith(("{", "["))
    ):
        args = (str(tmp_path_factory.getbasetemp() / "missing") + bad[:50].replace("\0", ""),)
    if name == "dump to a bad path" and isinstance(bad, (str, os.PathLike)):
        args = (RECORD, tmp_path_factory.getbasetemp() / "no-such-folder" / str(bad)[:50])
    COUNTS[f"bad input: {name}: {_family(call, *args, **kwargs)}"] += 1


def _annotate(value: Any) -> None:
    notes = Annotations()
    notes.add_call(value, "a comment")
    notes.add_play(0, value)
    split_label(value)


def _construct(value: Any) -> None:
    Assumptions(hands=value)
    Assumptions(players=value)
    Assumptions(discard=value)
    Record(RECORD.game, RECORD.rules, value, {}, RECORD.deal_notes)


def test_refusals_name_the_place() -> None:
    """The examples of issue 15, each refused naming where."""
    data = copy.deepcopy(RECORDS[0])
    data["metadata"].setdefault("ruleset", {})["loner_lead"] = []
    with pytest.raises(EGNError, match="loner_lead must be a text, not a list"):
        loads(_text(data))
    with pytest.raises(EGNError, match="not None"):
        load(None)  # type: ignore[arg-type]
    with pytest.raises(EGNError, match="5000 digits long"):
        loads(_text(RECORDS[0]).replace('"dealer": 0', '"dealer": ' + "9" * 5000, 1))
    with pytest.raises(EGNError, match=r"not UTF-8 text \(byte 0xe9"):
        loads(_text(RECORDS[0]).replace('"title": "', '"title": "\u00e9', 1).encode("latin-1"))
    data = copy.deepcopy(RECORDS[0])
    bidding = data["deals"][0]["phases"][0]
    bidding["callAnnotations"] = {" 0 ": ["one"], "0": ["two"]}
    with pytest.raises(EGNError, match=r"^Deal 0: callAnnotations has both ' 0 ' and '0'"):
        loads(_text(data))
    bidding["callAnnotations"] = {" 0 ": ["one"]}
    assert loads(_text(data)).annotations[0].calls == {0: ["one"]}
    bidding["callAnnotations"] = {"9": ["one"]}
    with pytest.raises(EGNError, match=r"comments on call 9, but there are \d+ calls"):
        loads(_text(data))


def _with_line(line: Any, source: int = 0, deal: int = 0) -> str:
    data = copy.deepcopy(RECORDS[source])
    data["deals"][deal]["alternativeLines"] = [line]
    return _text(data)


def test_alternative_lines_are_checked_at_load() -> None:
    vwec = next(i for i, p in enumerate(FILES) if p.name == "VWEC Finals Annotated.egn")
    deal = RECORDS[vwec]["deals"][0]
    good = copy.deepcopy(deal["alternativeLines"][0])  # branchIndex 8: trick 2's lead
    record = loads(_with_line(good, vwec))
    (line,) = record.alternatives(0)
    assert line.played_out and line.branch == 8 and line.start == 9
    assert line.end().result is not None and line.end().result.march  # type: ignore[union-attr]
    assert line.comments[0] == tuple(good["phases"][0]["playAnnotations"]["0"])
    bad = copy.deepcopy(good)
    bad["phases"][0]["tricks"][1][1] = bad["phases"][0]["tricks"][0][0]
    with pytest.raises(EGNError, match=r"^Deal 0, alternative line 0 \(branchIndex 8\), trick 3"):
        loads(_with_line(bad, vwec))
    for broken, words in [
        (5, "must be a JSON object"),
        ({"branchIndex": 99, "phases": []}, "branchIndex is the number 99"),
        ({"branchIndex": True, "phases": []}, "branchIndex is true"),
        ({**good, "phases": 3}, "phases must be a list"),
        ({**good, "phases": [{"type": "TRICK_PLAY", "tricks": [[5]]}]}, "lists of cards"),
        ({**good, "phases": [{"type": "TRICK_PLAY", "tricks": [["Zz"]]}]}, "card 'Zz'"),
        ({**good, "branchIndex": 0}, "needs its own EUCHRE_BIDDING phase"),
    ]:
        with pytest.raises(EGNError, match=re.escape(words)):
            loads(_with_line(broken, vwec))


def test_dump_never_writes_what_load_refuses(tmp_path: Path) -> None:
    game = Game(seed=5)
    game.annotations_for(0).add_play(40, "a comment on a card nobody played")
    with pytest.raises(EGNError, match="deal 0 has comments on calls or cards"):
        dumps(game)
    with pytest.raises(EGNError, match="initialScore is the game's own"):
        dumps(RECORD, metadata={"initialScore": [3, 3]})
    with pytest.raises(EGNError, match="Cannot write the EGN file"):
        dump(RECORD, tmp_path)
    dump(RECORD, tmp_path / "out.egn")
    assert load(tmp_path / "out.egn") == RECORD


def test_lines_that_need_unseen_cards_stop_where_the_record_does() -> None:
    bears = load(ROOT / "data" / "egn" / "Me and Bears.egn")
    (line,) = bears.alternatives(4)  # seat 2 alone in hearts; seat 0's cards were never seen
    assert not line.played_out and 0 in bears.deal_notes[4].hands
    assert line.turns and line.end().result is None
    vwec = load(ROOT / "data" / "egn" / "VWEC Finals Annotated.egn")
    (line,) = vwec.alternatives(11)  # the dealer orders up; the discard is not written
    dealer = line.end().dealer
    dealer_cards = {
        t.action.card for t in line.turns if t.seat == dealer and t.action.kind.value == "play"
    }
    assert line.played_out and line.assumed_discard is not None
    assert line.assumed_discard not in dealer_cards
    assert all(len(c) == 0 for c in line.comments[:4]) and line.unplaced == ()


def test_json_that_no_record_needs_is_refused() -> None:
    cycle: dict[str, Any] = {"metadata": {}}
    cycle["metadata"]["self"] = cycle
    with pytest.raises(EGNError, match="nested too deeply"):
        from_json(cycle)
    with pytest.raises(EGNError, match=r"metadata\.title has a text with an unpaired surrogate"):
        loads(_text(RECORDS[0]).replace('"title": "', '"title": "\\ud800', 1))
    with pytest.raises(EGNError, match="has the key 'deals' twice"):
        loads(_text(RECORDS[0])[:-1] + ', "deals": []}')
    with pytest.raises(EGNError, match="is a tuple, which JSON does not have: use a list"):
        from_json({**RECORDS[0], "metadata": {**RECORDS[0]["metadata"], "players": ("A",)}})
    with pytest.raises(EGNError, match=r"not a plain file|no such file"):
        load(Path("/dev/null"))


def test_loose_card_and_key_forms_give_the_right_answer() -> None:
    text = _text(RECORDS[0])
    ten = next(c for t in RECORDS[0]["deals"][0]["phases"][1]["tricks"] for c in t if c[0] == "T")
    loose = text.replace(f'"{ten}"', f'"10{ten[1]}"')
    assert loose != text and loads(loose) == loads(text)


def test_annotations_refuse_what_they_cannot_hold() -> None:
    with pytest.raises(EGNError, match="maps call numbers to lists of comments"):
        Annotations(calls=[1])  # type: ignore[arg-type]
    with pytest.raises(EGNError, match="on a play number from 0"):
        Annotations().add_play(True, "x")
    with pytest.raises(EGNError, match="A comment is a text, not int"):
        Annotations(plays={0: [5]})  # type: ignore[list-item]
    with pytest.raises(EGNError, match="A comment is a text"):
        split_label(None)  # type: ignore[arg-type]


def test_work_is_bounded_by_what_a_game_can_hold() -> None:
    data = copy.deepcopy(RECORDS[0])
    data["deals"] = data["deals"] * 501
    with pytest.raises(EGNError, match="has 501 deals: a game has far fewer"):
        loads(_text(data))
    data = copy.deepcopy(RECORDS[0])
    data["deals"][0]["alternativeLines"] = [{"branchIndex": 0, "phases": []}] * 101
    with pytest.raises(EGNError, match=r"^Deal 0 has 101 alternative lines"):
        loads(_text(data))
