"""A bot in its own process sees only its view: a bot that hunts for the deal through
frames, the garbage collector, module globals or the parent's objects finds it when it
runs in-process (so the hunt works) and finds nothing when it runs isolated."""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
import time

import pytest

from euchre import Deal
from euchre.bots import RandomBot
from euchre.bots.isolated import BotProcess, IsolatedBotError
from euchre.errors import NotAViewError
from euchre.tournament import duplicate_match, play_deal

# The cheat raises with what it found; when it finds nothing it plays randomly.
CHEAT = '''
import gc
import sys

from euchre import Deal
from euchre.bots import RandomBot


def looks_like_the_deal(thing, view):
    """A deal whose hand for the view's seat is the view's hand: the real deal."""
    try:
        return isinstance(thing, Deal) and tuple(thing.hand(view.seat)) == tuple(view.hand)
    except Exception:
        return False


def hunt(view):
    found = []
    frame = sys._getframe()
    while frame is not None:
        found += [f"frame {frame.f_code.co_name}" for v in frame.f_locals.values()
                  if looks_like_the_deal(v, view)]
        frame = frame.f_back
    found += ["gc.get_objects" for o in gc.get_objects() if looks_like_the_deal(o, view)]
    found += ["gc.get_referrers" for o in gc.get_referrers(view) if looks_like_the_deal(o, view)]
    for name, module in list(sys.modules.items()):
        for value in list(vars(module).values()):
            if looks_like_the_deal(value, view):
                found.append(f"global of {name}")
    import __main__
    found += ["__main__" for v in vars(__main__).values() if looks_like_the_deal(v, view)]
    return found


class Cheat:
    name = "cheat"

    def __init__(self, seed):
        self.random = RandomBot(seed=seed)

    def act(self, view):
        found = hunt(view)
        if found:
            raise RuntimeError("found the deal: " + ", ".join(sorted(set(found))))
        return self.random.act(view)
'''


def test_the_hunt_finds_the_deal_in_process() -> None:
    namespace: dict[str, object] = {}
    exec(CHEAT, namespace)
    cheat = namespace["Cheat"]
    bots = [cheat(1), RandomBot(seed=2), RandomBot(seed=3), RandomBot(seed=4)]  # type: ignore[operator]
    with pytest.raises(RuntimeError, match=r"found the deal: .*frame play_deal"):
        play_deal(Deal.shuffled(seed=5, dealer=3), bots)


def test_the_hunt_finds_nothing_in_its_own_process() -> None:
    with BotProcess(CHEAT, "Cheat(seed)") as process:
        result = duplicate_match(process.bot, "random", deals=5, seed=11)
    assert result.deals == 5


def test_an_isolated_bot_plays_like_the_same_bot_in_process() -> None:
    source = "from euchre.bots import RandomBot"
    with BotProcess(source, "RandomBot(seed=seed)") as process:
        isolated = duplicate_match(process.bot, "random", deals=6, seed=4)
    local = duplicate_match(lambda seed: RandomBot(seed=seed), "random", deals=6, seed=4)
    assert isolated.pair_differences == local.pair_differences


def test_a_bot_that_thinks_forever_is_stopped() -> None:
    source = "class Slow:\n    name = 'slow'\n    def act(self, view):\n        while True: pass\n"
    with BotProcess(source, "Slow()", decision_seconds=0.5) as process:
        bot = process.bot()
        start = time.monotonic()
        with pytest.raises(IsolatedBotError, match=r"more than 0\.5 seconds to decide"):
            bot.act(Deal.shuffled(seed=1, dealer=0).view(1))
    assert time.monotonic() - start < 5


def test_an_illegal_answer_is_refused_with_the_allowed_actions() -> None:
    source = "class Bad:\n    name = 'bad'\n    def act(self, view):\n        return 'play AS'\n"
    view = Deal.shuffled(seed=1, dealer=0).view(1)
    with (
        BotProcess(source, "Bad()") as process,
        pytest.raises(IsolatedBotError, match=r"answered 'play AS'.*choose one of pass, order"),
    ):
        process.bot().act(view)


def test_a_bot_that_raises_is_reported_with_its_error() -> None:
    source = "class Broken:\n    name = 'broken'\n    def act(self, view):\n        return nope\n"
    with (
        BotProcess(source, "Broken()") as process,
        pytest.raises(IsolatedBotError, match="NameError: name 'nope' is not defined"),
    ):
        process.bot().act(Deal.shuffled(seed=1, dealer=0).view(1))


def test_source_that_does_not_run_is_reported() -> None:
    with pytest.raises(IsolatedBotError, match="the bot's code raised SyntaxError"):
        BotProcess("def (", "None")


def test_prints_in_the_bot_do_not_disturb_the_answers() -> None:
    source = (
        "from euchre.bots import RandomBot\nprint('hello')\n"
        "class Chatty(RandomBot):\n    def act(self, view):\n"
        "        print('thinking', view)\n        return super().act(view)\n"
    )
    with BotProcess(source, "Chatty(seed=seed)") as process:
        assert duplicate_match(process.bot, "random", deals=2, seed=1).deals == 2


def test_the_child_is_handed_a_view_not_a_deal() -> None:
    source = "from euchre.bots import RandomBot"
    with (
        BotProcess(source, "RandomBot(seed=seed)") as process,
        pytest.raises(NotAViewError, match="not a Deal"),
    ):
        process.bot().act(Deal.shuffled(seed=1, dealer=0))  # type: ignore[arg-type]


# A parent that starts a bot whose every decision is an endless loop, says the bot's
# process id, and waits for the decision (as a grading kernel does until its time runs
# out and the kernel is stopped).
STUCK_PARENT = """
import sys
from euchre import Deal
from euchre.bots.isolated import BotProcess

source = "class Stuck:\\n    name = 'stuck'\\n    def act(self, view):\\n        while True:\\n            pass\\n"
process = BotProcess(source, "Stuck()", decision_seconds=600)
bot = process.bot()
print(process._child.pid, flush=True)
bot.act(Deal.shuffled(seed=1, dealer=0).view(1))
"""


def _running(pid: int) -> bool:
    """The process is alive (an ended one waiting to be reaped counts as ended)."""
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().split(") ")[1][0] != "Z"
    except FileNotFoundError:
        return False


@pytest.mark.skipif(not os.path.isdir("/proc"), reason="reads /proc")
def test_a_bot_stuck_in_a_loop_ends_when_its_parent_is_killed() -> None:
    """A grading kernel stopped for its time (killed) left the bot's process spinning
    for good: it runs in a session of its own, and a loop never reads the closed pipe.
    It now ends within a second or so of its parent."""
    parent = subprocess.Popen(
        [sys.executable, "-c", STUCK_PARENT], stdout=subprocess.PIPE, text=True
    )
    assert parent.stdout is not None
    child = int(parent.stdout.readline())
    time.sleep(1)
    assert _running(child)
    parent.kill()
    parent.wait()
    deadline = time.monotonic() + 10
    while _running(child) and time.monotonic() < deadline:
        time.sleep(0.1)
    stuck = _running(child)
    if stuck:
        os.kill(child, signal.SIGKILL)
    assert not stuck, "the bot's process still runs after its parent was killed"


@pytest.mark.parametrize(
    ("args", "options", "said"),
    [
        ((None, "X()"), {}, "source=None is not Python text"),
        (("x = 1", 5), {}, "factory=5 is not Python text"),
        (("x = 1", "X()"), {"decision_seconds": -1}, "decision_seconds=-1: give a number"),
        (("x = 1", "X()"), {"start_seconds": float("nan")}, "start_seconds=nan: give"),
    ],
)
def test_a_bot_process_refuses_what_it_cannot_run_before_starting(
    args: tuple[object, object], options: dict[str, object], said: str
) -> None:
    """BotProcess(None, ...) reported compile()'s TypeError from the child, and
    decision_seconds=-1 'took more than -1 seconds to make a bot'."""
    with pytest.raises(IsolatedBotError, match=re.escape(said)):
        BotProcess(*args, **options)  # type: ignore[arg-type]
