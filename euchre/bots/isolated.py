"""Bots that run in a separate Python process and see only their player's view.

A bot that runs in the same process as the deal can always reach the whole deal
through Python itself (``sys._getframe``, ``gc.get_referrers``, module globals).
That is fine for the engine's own bots, not for a student's graded bot or a
tournament between authors. :class:`BotProcess` starts a fresh interpreter, runs
the bot's source code there and then, for each decision, sends it the pickled
:class:`~euchre.PlayerView` of its seat and reads back the action's text. The
child never holds the deal, so there is nothing to find; the parent never
unpickles anything the child sends (only action text, read with
:meth:`~euchre.Action.parse` and checked against the legal actions).

>>> from euchre import Deal
>>> source = "from euchre.bots import RandomBot"
>>> with BotProcess(source, "RandomBot(seed=seed)") as process:
...     bot = process.bot(seed=1)
...     view = Deal.shuffled(seed=3, dealer=0).view(1)
...     bot.name, bot.act(view) in view.legal_actions()
('random', True)
"""

from __future__ import annotations

import functools
import json
import os
import pickle
import re
import select
import struct
import subprocess
import sys
import time
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING

from ..actions import Action
from ..checks import finite_number
from ..errors import EuchreError, shown
from ..view import PlayerView
from .base import check_view

if TYPE_CHECKING:
    from ..tournament import MatchResult

__all__ = ["BotProcess", "IsolatedBot", "IsolatedBotError", "isolated_match", "notebook_code"]

#: Seconds a bot may think about one decision.
DECISION_SECONDS = 2.0
#: Seconds the child may take to run the bot's source and make a bot.
START_SECONDS = 60.0

_HEADER = struct.Struct(">I")

# The child: keep the pipes to the parent, send the bot's own prints to stderr,
# end when the parent ends, run the source, then answer requests until the parent
# closes the pipe.
_CHILD = r"""
import json, os, pickle, struct, sys, traceback
HEADER = struct.Struct(">I")
requests = os.fdopen(os.dup(0), "rb")
replies = os.fdopen(os.dup(1), "wb")
os.dup2(os.open(os.devnull, os.O_RDONLY), 0)
os.dup2(2, 1)

def watch(parent=os.getppid()):
    # When the parent is gone (a grading kernel stopped for its time), this process
    # ends too, even in the middle of a bot's endless loop: nothing else would stop
    # it, as it runs in a session of its own.
    import time
    while os.getppid() == parent:
        time.sleep(0.5)
    os._exit(1)

import threading
threading.Thread(target=watch, daemon=True).start()

def read():
    head = requests.read(HEADER.size)
    if len(head) < HEADER.size:
        sys.exit(0)
    return pickle.loads(requests.read(HEADER.unpack(head)[0]))

def reply(**answer):
    data = json.dumps(answer).encode()
    replies.write(HEADER.pack(len(data)) + data)
    replies.flush()

def failure(error):
    if type(error).__module__.split(".")[0] == "euchre":  # the engine's refusals are words
        return str(error)
    text = traceback.format_exception_only(type(error), error)[-1].strip()
    if isinstance(error, SyntaxError):
        text += f" (line {error.lineno})"
    return text

source, factory, own_work = read()
if own_work:
    from euchre.bots.own_work import engine_players_refused
    refused = engine_players_refused()  # kept: for the life of this process
    refused.__enter__()
namespace = {"__name__": "__bot__"}
try:
    exec(compile(source, "<bot>", "exec"), namespace)
except BaseException as error:
    reply(error="the bot's code raised " + failure(error))
    sys.exit(0)
reply(ok=True)
bots = {}
while True:
    request = read()
    try:
        if request[0] == "new":
            _, key, seed = request
            bots[key] = eval(factory, dict(namespace, seed=seed))
            reply(name=str(getattr(bots[key], "name", "bot")))
        else:
            _, key, view = request
            action = bots[key].act(view)
            reply(action=str(action))
    except BaseException as error:
        reply(error=failure(error))
"""


class IsolatedBotError(EuchreError):
    """A bot in its own process failed: it raised, ran out of time, or answered
    with something that is not one of the legal actions."""


class BotProcess:
    """A fresh interpreter that runs ``source`` and makes bots with ``factory``.

    ``factory`` is a Python expression evaluated in the source's namespace with the
    name ``seed`` bound, for example ``"MyBot()"`` or ``"RandomBot(seed=seed)"``.
    :meth:`bot` is a :data:`~euchre.bots.BotFactory`, so a whole match can be played
    against bots of this process: ``duplicate_match(process.bot, "random")``.
    Each decision may take at most ``decision_seconds``; a bot that takes longer
    is stopped and :class:`IsolatedBotError` raised. With ``own_work=True`` the
    engine's own players are refused to the bot's code
    (``euchre.bots.own_work.engine_players_refused``, for the whole process).
    """

    def __init__(
        self,
        source: str,
        factory: str,
        *,
        decision_seconds: float = DECISION_SECONDS,
        start_seconds: float = START_SECONDS,
        own_work: bool = False,
    ) -> None:
        for name, text in (("source", source), ("factory", factory)):
            if not isinstance(text, str):
                raise IsolatedBotError(
                    f"{name}={shown(text)} is not Python text: give the bot's code as a "
                    "string (notebook_code reads it from a notebook) and the expression "
                    "that makes a bot from it, like 'MyBot()'."
                )
        for name, seconds in (
            ("decision_seconds", decision_seconds),
            ("start_seconds", start_seconds),
        ):
            if not finite_number(seconds) or seconds <= 0:
                raise IsolatedBotError(
                    f"{name}={shown(seconds)}: give a number of seconds above 0."
                )
        self.decision_seconds = decision_seconds
        self._next_key = 0
        self._child = subprocess.Popen(
            [sys.executable, "-I", "-c", _CHILD],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            start_new_session=True,
        )
        self._send((source, factory, own_work))
        self._receive(start_seconds, "to start")

    def bot(self, seed: int = 0) -> IsolatedBot:
        """A new bot made in the child process (``factory`` with this ``seed``)."""
        key = self._next_key
        self._next_key += 1
        self._send(("new", key, seed))
        answer = self._receive(self.decision_seconds, "to make a bot")
        return IsolatedBot(self, key, str(answer["name"]))

    def decide(self, key: int, view: PlayerView) -> str:
        """The text of the action bot ``key`` chooses in ``view``."""
        self._send(("act", key, check_view(view)))
        return str(self._receive(self.decision_seconds, "to decide")["action"])

    def close(self) -> None:
        """Stop the child process (a closed process cannot make or run bots)."""
        if self._child.poll() is None:
            self._child.kill()
        self._child.wait()
        for pipe in (self._child.stdin, self._child.stdout):
            if pipe is not None:
                pipe.close()

    def __enter__(self) -> BotProcess:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        self.close()

    def _send(self, request: object) -> None:
        data = pickle.dumps(request)
        pipe = self._child.stdin
        if pipe is None or self._child.poll() is not None:
            raise IsolatedBotError("The bot's process has stopped: start a new BotProcess.")
        try:
            pipe.write(_HEADER.pack(len(data)) + data)
            pipe.flush()
        except BrokenPipeError:
            self.close()
            raise IsolatedBotError(
                "The bot's process has stopped: start a new BotProcess."
            ) from None

    def _receive(self, seconds: float, doing: str) -> dict[str, object]:
        pipe = self._child.stdout
        assert pipe is not None
        deadline = time.monotonic() + seconds
        data = b""
        size: int | None = None
        while size is None or len(data) < size:
            left = deadline - time.monotonic()
            ready, _, _ = select.select([pipe], [], [], max(left, 0.0))
            if not ready:
                self.close()
                raise IsolatedBotError(
                    f"The bot took more than {seconds:g} seconds {doing}; it was stopped."
                )
            chunk = os.read(pipe.fileno(), 65536)
            if not chunk:
                self.close()
                raise IsolatedBotError(f"The bot's process ended while it had {doing}.")
            data += chunk
            if size is None and len(data) >= _HEADER.size:
                size = _HEADER.size + _HEADER.unpack(data[: _HEADER.size])[0]
        answer = json.loads(data[_HEADER.size :].decode())
        if not isinstance(answer, dict):
            raise IsolatedBotError("The bot's process sent an answer that is not a reply.")
        if "error" in answer:
            raise IsolatedBotError(f"The bot failed {doing}: {answer['error']}")
        return answer


class IsolatedBot:
    """A bot that lives in a :class:`BotProcess`; made by :meth:`BotProcess.bot`."""

    def __init__(self, process: BotProcess, key: int, name: str) -> None:
        self._process = process
        self._key = key
        self.name = name

    def act(self, view: PlayerView) -> Action:
        """Ask the bot in the child process; its answer must be a legal action."""
        text = self._process.decide(self._key, view)
        legal = view.legal_actions()
        try:
            action = Action.parse(text)
        except EuchreError:
            action = None
        if action is None or action not in legal:
            allowed = ", ".join(str(a) for a in legal)
            raise IsolatedBotError(
                f"The bot {self.name!r} answered {text!r}, which is not allowed here: "
                f"choose one of {allowed}."
            )
        return action

    def __repr__(self) -> str:
        return f"IsolatedBot(name={self.name!r})"


def notebook_code(path: str | Path, *, skip: tuple[str, ...] = ("otter", "grader")) -> str:
    """The code cells of the notebook at ``path`` as one source for :class:`BotProcess`.

    Each cell runs as in Jupyter: one that raises does not stop the next. Cells whose
    code (comments aside) names a word of ``skip`` (the exercises' set-up and check
    cells: ``import otter``, ``grader.check("q1")``) are left out; a word inside another
    (``hotter``) or in a comment does not count.

    >>> import json, os, tempfile
    >>> cells = ["import otter", "x = 1  # the grader reads this", "grader.check('q1')",
    ...          "hotter = 2"]
    >>> nb = {"cells": [{"cell_type": "code", "source": c} for c in cells]}
    >>> with tempfile.NamedTemporaryFile("w", suffix=".ipynb", delete=False) as f:
    ...     json.dump(nb, f)
    >>> "x = 1" in notebook_code(f.name), "hotter = 2" in notebook_code(f.name)
    (True, True)
    >>> "import otter" in notebook_code(f.name), "grader.check" in notebook_code(f.name)
    (False, False)
    >>> os.unlink(f.name)
    """
    nb = json.loads(Path(path).read_text(encoding="utf-8"))
    named = re.compile(r"\b(?:" + "|".join(map(re.escape, skip)) + r")\b")
    cells = []
    for cell in nb.get("cells", []):
        source = cell.get("source", "")
        text = "".join(source) if isinstance(source, list) else str(source)
        code = "\n".join(line.split("#", 1)[0] for line in text.splitlines())
        if cell.get("cell_type") == "code" and not named.search(code):
            cells.append(text)
    return (
        f"for _cell in {cells!r}:\n"
        "    try:\n        exec(_cell, globals())\n"
        "    except Exception:\n        pass\n"
    )


@functools.lru_cache(maxsize=4)
def isolated_match(
    source: str,
    factory: str,
    opponent: str = "random",
    *,
    deals: int = 300,
    seed: int = 0,
    own_work: bool = False,
) -> MatchResult:
    """A duplicate match of the bots ``factory`` makes from ``source``, each in its own
    process, against the registered bot ``opponent``. With ``own_work=True`` the bots
    may not use the engine's own players (see :class:`BotProcess`).

    The result is kept, so several checks of one grading read one match.
    """
    from ..tournament import duplicate_match

    with BotProcess(source, factory, own_work=own_work) as process:
        return duplicate_match(process.bot, opponent, deals=deals, seed=seed)
