"""A bot of one's own: while the engine's players are refused, a bot built on them,
or asking them, fails with a message that says why; everything else still plays, and
afterwards the engine's players work again."""

from __future__ import annotations

import re

import pytest

from euchre import Deal
from euchre.bots import RandomBot, RuleBot, make_bot
from euchre.bots.isolated import BotProcess, IsolatedBotError, isolated_match
from euchre.bots.own_work import (
    ENGINE_PLAYERS,
    EnginePlayerError,
    engine_players_refused,
    own_work,
)
from euchre.tournament import duplicate_match

VIEW = Deal.shuffled(seed=3, dealer=0).view(1)

# Each a way to let the engine decide: built on RuleBot, asking the ExpertBot, the
# coach's hint, the learned bidding table through the registry, a RuleBot method.
SHORTCUTS = {
    "subclass": "from euchre.bots import RuleBot\nclass MyBot(RuleBot):\n    name = 'mine'\n",
    "expert": (
        "from euchre.bots.expert_bot import ExpertBot\n"
        "class MyBot:\n    name = 'mine'\n"
        "    def act(self, view):\n        return ExpertBot().act(view)\n"
    ),
    "coach": (
        "from euchre import coach\n"
        "class MyBot:\n    name = 'mine'\n"
        "    def act(self, view):\n        return coach.hint(view).action\n"
    ),
    "registry": (
        "from euchre.bots import make_bot\n"
        "class MyBot:\n    name = 'mine'\n"
        "    def act(self, view):\n        return make_bot('rule').act(view)\n"
    ),
}


@pytest.mark.parametrize("how", sorted(SHORTCUTS))
def test_a_bot_that_lets_the_engine_decide_is_refused_in_its_process(how: str) -> None:
    with (
        BotProcess(SHORTCUTS[how], "MyBot()", own_work=True) as process,
        pytest.raises(IsolatedBotError, match="one of the engine's own players") as refused,
    ):
        process.bot().act(VIEW)
    # the engine's refusal in its own words, not "euchre.bots.own_work.EnginePlayerError"
    assert re.match(r"The bot failed to decide: [\w.]+ is one of", str(refused.value))


def test_without_own_work_the_same_bot_plays() -> None:
    with BotProcess(SHORTCUTS["subclass"], "MyBot()") as process:
        assert process.bot().act(VIEW) == RuleBot().act(VIEW)


def test_a_bot_of_ones_own_plays_its_match() -> None:
    source = "from euchre.bots import RandomBot\nclass MyBot(RandomBot):\n    name = 'mine'\n"
    result = isolated_match(source, "MyBot(seed=seed)", deals=4, seed=2, own_work=True)
    assert result.deals == 4


def test_in_process_the_refusal_names_what_was_called_and_ends_with_the_block() -> None:
    with engine_players_refused():
        with pytest.raises(EnginePlayerError) as refused:
            RuleBot().act(VIEW)
        assert str(refused.value).startswith("RuleBot.act is one of the engine's own players")
        with pytest.raises(EnginePlayerError, match=r"^RuleBot\.act is"):
            make_bot("rule").act(VIEW)
        # RandomBot, the rest of the engine and a match against it still work.
        assert RandomBot(seed=1).act(VIEW) in VIEW.legal_actions()
        assert duplicate_match(lambda seed: RandomBot(seed=seed), "random", deals=2).deals == 2
    assert RuleBot().act(VIEW) in VIEW.legal_actions()
    assert make_bot("expert").act(VIEW) in VIEW.legal_actions()


def test_the_refusal_is_undone_even_when_the_block_raises() -> None:
    with pytest.raises(KeyError), engine_players_refused():
        raise KeyError("out")
    assert RuleBot().act(VIEW) in VIEW.legal_actions()


def test_every_engine_player_module_has_something_to_refuse() -> None:
    import importlib

    from euchre.bots import own_work

    for name in ENGINE_PLAYERS:
        importlib.import_module(name)
        assert list(own_work._replacements(name)), name


@pytest.mark.parametrize("how", sorted(SHORTCUTS))
def test_in_one_process_a_bot_of_ones_own_is_refused_while_its_opponents_play(
    how: str,
) -> None:
    """Exercise 8's try_bot and public check play the student's bot against RuleBot in
    the notebook's own process: the bot's calls to the engine's players are refused,
    while the RuleBots across the table decide, and an honest bot plays to the end."""
    namespace: dict[str, object] = {}
    exec(SHORTCUTS[how], namespace)
    shortcut = namespace["MyBot"]
    with pytest.raises(EnginePlayerError, match="one of the engine's own players"):
        duplicate_match(own_work(lambda seed: shortcut()), "rule", deals=2)  # type: ignore[operator]
    honest = duplicate_match(own_work(lambda seed: RandomBot(seed=seed)), "rule", deals=3)
    assert honest.deals == 3 and (honest.bot_a, honest.bot_b) == ("random", "rule")
    assert RuleBot().act(VIEW) in VIEW.legal_actions()
