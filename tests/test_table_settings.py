"""The play table's Table settings: every house rule the engine has for the form chosen
in the Game menu, each in a player's words, and a game started with it."""

from __future__ import annotations

import dataclasses
import html
import re
from typing import Any, get_args, get_type_hints

import pytest

pytest.importorskip("ipywidgets")

import ipywidgets as w

from euchre import Rules
from euchre.errors import RulesError
from euchre.rules_words import option_explanation, option_name, rules_words, value_words
from euchre.widgets import PlayTable
from euchre.widgets.base import find_button

#: The options the house rules never offer, whatever the form: the Game menu chooses
#: the form (and with Railroad its match and its lone defender's call for best), the
#: Target menu the target.
NOT_HOUSE_RULES = {"players", "auction", "laps", "slams", "defender_best", "target"}
#: Options a form's preset accepts that the settings leave out for it, and why.
LEFT_OUT = {
    "standard": set(),
    "railroad": {"joker", "partners_best"},  # Railroad's own: without them, not Railroad
    # nobody goes alone, since every player plays alone already
    "two_handed": {"lead_rule", "lone_defender_scoring"},
    "cutthroat": {"lead_rule", "lone_defender_scoring"},
}


def _values(name: str) -> tuple[Any, ...]:
    kind = get_type_hints(Rules)[name]
    if kind is int:  # a score: the engine takes 1 to 15 (a cutthroat march 2 or 3)
        return tuple(range(1, 16))
    return (False, True) if kind is bool else get_args(kind)


def _accepted(preset: str, name: str) -> list[Any]:
    """The values of ``name`` that the Game menu's ``preset`` accepts."""
    rules = Rules.presets()[preset]
    accepted = []
    for value in _values(name):
        try:
            rules.replace(**{name: value})
        except RulesError:
            continue
        accepted.append(value)
    return accepted


def _controls(table: PlayTable) -> dict[str, Any]:
    return {**table.option_boxes, **table.option_menus}


def _shown(table: PlayTable) -> dict[str, Any]:
    return {n: c for n, c in _controls(table).items() if c.layout.display != "none"}


def _offered(control: Any) -> list[Any]:
    if isinstance(control, w.Checkbox):
        return [False, True]
    return [value for _, value in control.options]


def _text(widget: w.HTML) -> str:
    return html.unescape(re.sub(r"<[^>]+>", "", widget.value))


@pytest.mark.parametrize("preset", list(LEFT_OUT))
def test_the_settings_offer_every_house_rule_the_form_accepts(preset: str) -> None:
    table = PlayTable(seed=1, bots="random")
    table.form_menu.value = preset
    shown = _shown(table)
    changeable = {
        f.name
        for f in dataclasses.fields(Rules)
        if f.name not in NOT_HOUSE_RULES
        and any(v != getattr(Rules.presets()[preset], f.name) for v in _accepted(preset, f.name))
    }
    if preset == "railroad":  # unticked, nobody defends alone to call for best (which
        changeable.add("defend_alone")  # the settings then switch off as well)
    assert set(shown) == changeable - LEFT_OUT[preset]
    for name, control in shown.items():
        assert control.description == option_name(name)
        assert control.tooltip == option_explanation(name)
        assert _offered(control) == _accepted(preset, name) or isinstance(control, w.Checkbox)
        if isinstance(control, w.Dropdown):
            assert [words for words, _ in control.options] == [
                value_words(name, v) for v in _accepted(preset, name)
            ]


@pytest.mark.parametrize("preset", [*LEFT_OUT, "bid_euchre", "five_handed"])
def test_each_house_rule_shown_starts_a_game_that_has_it(preset: str) -> None:
    table = PlayTable(seed=1, bots="random")
    table.form_menu.value = preset
    button = find_button(table.widget, "New game with these settings")
    for name, control in _shown(table).items():
        if preset == "railroad" and name == "allow_alone":
            continue  # refused: Railroad's call for best needs a loner (tested below)
        before = control.value
        for value in _offered(control):
            if value == before:
                continue
            control.value = value
            button.click()
            assert getattr(table.game.rules, name) == value, (name, value, table.error_text)
            assert table.form_menu.value == preset and control.value == value
        control.value = before


def test_the_new_controls_show_the_rules_a_table_was_given() -> None:
    table = PlayTable(seed=1, bots="random", rules=Rules(joker=True, min_rank=7, go_under=True))
    shown = _shown(table)
    assert shown["joker"].value and shown["go_under"].value
    assert shown["min_rank"].value == 7 and shown["min_rank"].label == "32 cards from the 7s up"
    assert table.form_menu.value == "standard"
    table = PlayTable(seed=1, bots="random", rules=Rules.cutthroat().replace(deal_pattern="2-3"))
    assert _shown(table)["deal_pattern"].value == "2-3"
    table.option_menus["deal_pattern"].value = "alternating"  # in the middle of a game
    assert "The game being played keeps its rules" in _text(table.settings_feedback)


def test_railroads_own_rules_are_not_settings_and_four_handed_stays_four_handed() -> None:
    table = PlayTable(seed=1, bots="random")
    table.form_menu.value = "railroad"
    assert not {"joker", "partners_best"} & set(_shown(table))
    button = find_button(table.widget, "New game with these settings")
    button.click()
    assert table.game.rules.joker and table.game.rules.partners_best == "partner"
    assert table.match is not None
    # The benny and call for best chosen from the four-handed entry: a four-handed
    # game with those house rules, one game to 10, not a match of Railroad.
    table.form_menu.value = "standard"
    table.option_boxes["joker"].value = True
    table.option_menus["partners_best"].value = "partner"
    button.click()
    rules = table.game.rules
    assert rules.joker and rules.partners_best == "partner" and not rules.laps
    assert table.match is None and table.form_menu.value == "standard"
    assert table.log[0].startswith("New game to 10")
    assert _shown(table)["joker"].value and _shown(table)["partners_best"].value == "partner"


def _refused(table: PlayTable) -> str:
    before = table.game
    find_button(table.widget, "New game with these settings").click()
    assert table.game is before, "a game was started"
    return _text(table.settings_feedback)


def test_a_loners_house_rule_without_going_alone_is_explained_in_the_settings() -> None:
    alone, defend, best = (option_name(n) for n in ("allow_alone", "defend_alone", "partners_best"))
    table = PlayTable(seed=1, bots="random")
    table.option_boxes["allow_alone"].value = False
    table.option_boxes["defend_alone"].value = True
    assert _refused(table) == (
        f"'{defend}' acts only when a player goes alone, so it needs '{alone}' ticked: "
        f"tick '{alone}', or untick '{defend}'."
    )
    table.option_menus["partners_best"].value = "upcard"
    assert _refused(table) == (
        f"'{defend}' and '{best}' act only when a player goes alone, so they need "
        f"'{alone}' ticked: tick '{alone}', or untick '{defend}' and set '{best}' to off."
    )
    table.option_boxes["allow_alone"].value = True
    assert table.new_game_from_settings() is not None


def test_railroad_without_going_alone_is_explained_and_starts_nothing() -> None:
    alone, best = option_name("allow_alone"), option_name("partners_best")
    table = PlayTable(seed=1, bots="random", rules=Rules.railroad())
    table.option_boxes["allow_alone"].value = False
    said = _refused(table)
    lone_best = option_name("defender_best")
    assert said == (
        f"'{option_name('defend_alone')}', '{best}' and '{lone_best}' act only when a "
        f"player goes alone, so they need '{alone}' ticked, and Railroad always plays "
        f"'{best}' and '{lone_best}': tick '{alone}'."
    )
    table.option_boxes["defend_alone"].value = False
    assert _refused(table) == (
        f"'{best}' acts only when a player goes alone, so it needs '{alone}' ticked, and "
        f"Railroad always plays '{best}': tick '{alone}'."
    )


def test_bid_euchres_stuck_dealer_is_not_carried_from_another_form() -> None:
    """Bid Euchre's "Stick the dealer" (a stuck dealer bids 3) is on in its preset:
    a box unticked in the four-handed game, where it starts off, does not start Bid
    Euchre with throw-ins; and Bid Euchre's unticked does not carry back either."""
    table = PlayTable(seed=1, bots="random")
    stick = table.option_boxes["stick_the_dealer"]
    stick.value = True
    stick.value = False
    table.form_menu.value = "bid_euchre"
    assert stick.value
    assert table.new_game_from_settings() is not None and table.game.rules.stick_the_dealer
    stick.value = False
    table.form_menu.value = "two_handed"
    assert not stick.value
    stick.value = True  # ticked where it starts off: carried where it also starts off
    table.form_menu.value = "standard"
    assert stick.value


def test_the_house_rules_menus_each_take_a_line_no_wider_than_the_table() -> None:
    """On a 390 px phone: the check boxes wrap in a row, each menu has a line of its
    own and is never wider than the table, whose frame is never wider than its output."""
    table = PlayTable(seed=1, bots="random")
    assert table.widget.layout.max_width == "100%"
    menus = list(table.option_menus.values())
    holder = next(c for c in table.settings_box.children if menus[0] in getattr(c, "children", ()))
    assert isinstance(holder, w.VBox) and list(holder.children) == menus
    assert holder.layout.max_width == "100%"
    for menu in menus:
        assert menu.layout.max_width == "100%" and menu.style.description_width == "initial"
    boxes = next(
        c for c in table.settings_box.children if table.option_boxes["joker"] in c.children
    )
    assert boxes.layout.flex_flow == "row wrap"


def test_every_score_option_is_said_in_points() -> None:
    """The settings' menus for a loner's points read "4 points", as the target's menu
    does; a bare "4" beside "A loner's march" reads as a count of anything."""
    for name in ("target", "alone_march_points", "alone_euchre_points", "cutthroat_march_points"):
        assert value_words(name, 1) == "1 point"
        assert value_words(name, 4) == "4 points"
    table = PlayTable(seed=1)
    for name in ("alone_march_points", "alone_euchre_points"):
        labels = [label for label, _ in table.option_menus[name].options]
        assert labels[:2] == ["1 point", "2 points"]
    assert [label for label, _ in table.target_box.options][:2] == ["1 point", "2 points"]
    assert "set to 5 points" in rules_words(Rules(alone_march_points=5))


def test_a_house_rule_changed_is_explained_under_the_house_rules() -> None:
    """The page said pointing at a house rule shows what it does; ipywidgets shows
    no tooltip on a box or menu that has a label, and a phone or a keyboard has no
    pointing at all. Each house rule changed is explained under them, in its words
    (rules_words, the one source), and read out."""
    table = PlayTable(seed=1)
    assert table.rule_note.value == ""
    assert "euchre-live-region" in table.rule_note._dom_classes
    for name, control in {**table.option_boxes, **table.option_menus}.items():
        if isinstance(control, w.Checkbox):
            value: Any = not control.value
        else:
            others = [v for _, v in control.options if v != control.value]
            if not others:
                continue  # a menu of one value (cutthroat's march) cannot change
            value = others[0]
        control.value = value
        said = html.unescape(re.sub(r"<[^>]+>", "", table.rule_note.value))
        assert said == (
            f"{option_name(name)} ({value_words(name, value)}): {option_explanation(name)}"
        ), name
    # Once a game starts with the rule changed, the note has done its work; a refusal
    # keeps it (every rule above was changed, loners' rules without going alone).
    find_button(table.widget, "New game with these settings").click()
    assert table.rule_note.value != "" and table.settings_feedback.value
    table = PlayTable(seed=1)
    table.option_boxes["stick_the_dealer"].value = True
    assert "Stick the dealer (on)" in table.rule_note.value
    find_button(table.widget, "New game with these settings").click()
    assert table.rule_note.value == "" and table.game.rules.stick_the_dealer
    # The settings showing the game being played change nothing, and explain nothing.
    table.new_game(seed=3, stick_the_dealer=True)
    assert table.rule_note.value == ""
