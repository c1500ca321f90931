"""The practice notebooks' "Try this" code, typed as a student types it: after the
notebook's own cells, each command a bullet gives, in order. The engine tour told a
student to play a game with random bots on a game that was already over; it printed
the old score as if it were the new one."""

from __future__ import annotations

import os
import re
from pathlib import Path

import nbformat
import pytest

NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"


def _run_cells(name: str) -> tuple[dict[str, object], list[str]]:
    """The notebook's code cells run in one namespace (in its folder, as Jupyter runs
    it), and its "Try this" bullets."""
    book = nbformat.read(NOTEBOOKS / f"{name}.ipynb", as_version=4)
    namespace: dict[str, object] = {"__name__": "__main__"}
    here = os.getcwd()
    os.chdir(NOTEBOOKS)
    try:
        for cell in book.cells:
            if cell.cell_type == "code":
                exec(compile(cell.source, f"{name}.ipynb", "exec"), namespace)
    finally:
        os.chdir(here)
    tries = [
        c.source for c in book.cells if c.cell_type == "markdown" and "## Try this" in c.source
    ]
    bullets = [b for text in tries for b in re.split(r"\n- ", text)[1:]]
    return namespace, bullets


def _commands(bullet: str) -> list[str]:
    """The bullet's code, in order: each line of a fenced ``python`` block, and code in
    backticks that is a whole Python statement (a name alone, such as `RandomBot`, is
    a name the text mentions, not a command)."""
    found = []
    for block, inline in re.findall(r"```python\n(.*?)```|`([^`]+)`", bullet, re.S):
        if block:
            found += [line.strip() for line in block.splitlines() if line.strip()]
            continue
        snippet = " ".join(inline.split())
        if snippet.isidentifier():
            continue
        try:
            compile(snippet, "<bullet>", "exec")
        except SyntaxError:
            continue
        found.append(snippet)
    return found


def test_the_engine_tour_random_bots_suggestion_plays_a_new_game() -> None:
    pytest.importorskip("ipywidgets")
    namespace, bullets = _run_cells("engine_tour")
    (bullet,) = [b for b in bullets if "RandomBot" in b]
    old = namespace["game"]
    for command in _commands(bullet):
        exec(command, namespace)
    game = namespace["game"]
    assert game is not old, "the suggestion plays on the game the notebook finished"
    assert game.is_over and game.deals  # type: ignore[attr-defined]
    assert max(game.score) >= 10  # type: ignore[attr-defined]


def test_the_play_tables_export_suggestion_replays_the_game(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Both routes the bullet gives, typed after a finished game is exported: the text
    itself in a new cell, and the text saved as ``my_game.egn``."""
    pytest.importorskip("ipywidgets")
    namespace, bullets = _run_cells("play_table")
    (bullet,) = [b for b in bullets if "egn_text" in b]
    table = namespace["table"]
    while not table.game.is_over:  # type: ignore[attr-defined]
        table.choose(table.legal_actions()[0])  # type: ignore[attr-defined]
    table.export_egn()  # type: ignore[attr-defined]
    (tmp_path / "my_game.egn").write_text(table.egn_text, encoding="utf-8")  # type: ignore[attr-defined]
    monkeypatch.chdir(tmp_path)
    commands = [c for c in _commands(bullet) if "AnnotatedHand" in c]  # not the file's name
    assert commands[0] == "from euchre.widgets import AnnotatedHand" and len(commands) == 3
    exec(commands[0], namespace)
    for command in commands[1:]:
        replay = eval(command, namespace)
        assert replay.record.score == table.game.score  # type: ignore[attr-defined]
        assert len(replay.record.deals) == len(table.game.deals)  # type: ignore[attr-defined]


def test_the_annotated_hand_notebooks_own_games_block_runs_verbatim(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The code block of "Your own games", typed as printed, on a game exported from
    the play table and saved as ``my_game.egn``."""
    pytest.importorskip("ipywidgets")
    from euchre.widgets import PlayTable

    book = nbformat.read(NOTEBOOKS / "annotated_hand.ipynb", as_version=4)
    (block,) = [
        code
        for cell in book.cells
        if cell.cell_type == "markdown" and "## Your own games" in cell.source
        for code in re.findall(r"```python\n(.*?)```", cell.source, re.S)
    ]
    table = PlayTable(seed=4, bots="rule")
    while not table.game.is_over:
        table.choose(table.legal_actions()[0])
    (tmp_path / "my_game.egn").write_text(table.export_egn(), encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    namespace: dict[str, object] = {}
    exec("from euchre.widgets import AnnotatedHand", namespace)
    exec(block, namespace)
    assert namespace["mine"].record.score == table.game.score  # type: ignore[attr-defined]
