"""The book's page sources, read as text (no build needed)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[1]


def test_a_fold_button_always_folds_code() -> None:
    # _config.yml names the fold button "Show the Python code", which is only true
    # while no page folds a cell's output.
    config = yaml.safe_load((ROOT / "_config.yml").read_text(encoding="utf-8"))
    assert "Python code" in config["sphinx"]["config"]["nb_code_prompt_show"]
    folding_outputs = [
        page.name
        for page in sorted((ROOT / "book").glob("*.md"))
        if re.search(
            r"^:?tags:.*\b(hide-output|hide-cell)\b", page.read_text(encoding="utf-8"), re.M
        )
    ]
    assert folding_outputs == []


def test_a_change_to_the_engine_has_every_page_run_again(tmp_path: Path) -> None:
    import sys
    from types import SimpleNamespace

    sys.path.insert(0, str(ROOT / "book" / "_ext"))
    try:
        import euchre_book
    finally:
        sys.path.remove(str(ROOT / "book" / "_ext"))
    (tmp_path / "euchre").mkdir()
    engine = tmp_path / "euchre" / "deal.py"
    engine.write_text("A = 1\n")
    cache = tmp_path / "_build" / ".jupyter_cache"
    app = SimpleNamespace(srcdir=str(tmp_path), outdir=str(tmp_path / "_build" / "html"))
    env = SimpleNamespace(
        found_docs={"book/deal", "book/intro"},
        mystnb_config=SimpleNamespace(execution_cache_path=str(cache)),
    )

    def outdated() -> list[str]:
        cache.mkdir(parents=True, exist_ok=True)
        pages: list[str] = euchre_book._all_pages_if_inputs_changed(app, env, set(), set(), set())
        return pages

    assert outdated() == ["book/deal", "book/intro"] and not cache.exists()  # first build
    euchre_book._remember_inputs(app, None)
    assert outdated() == [] and cache.exists()  # nothing changed: the cache is kept
    engine.write_text("A = 2\n")
    assert outdated() == ["book/deal", "book/intro"] and not cache.exists()
    euchre_book._remember_inputs(app, RuntimeError("the build failed"))
    assert outdated() == ["book/deal", "book/intro"]  # still: that build did not finish


def test_every_chart_is_drawn_at_the_book_size_readable_on_a_phone() -> None:
    """Charts come from bookglue.chart (one width, one type scale), and their smallest
    text still reads at 9 px or more once a phone shrinks the chart to its column."""
    import sys

    sys.path.insert(0, str(ROOT / "book"))
    try:
        import bookglue
    finally:
        sys.path.remove(str(ROOT / "book"))
    pages = {page.name: page.read_text(encoding="utf-8") for page in (ROOT / "book").glob("*.md")}
    charted = sorted(name for name, text in pages.items() if "plt.show()" in text)
    assert charted == ["odds.md", "strategy.md"]
    for name in charted:
        assert "figsize" not in pages[name] and "plt.subplots" not in pages[name], name
    sizes = [v for k, v in bookglue.CHART_STYLE.items() if k.endswith("size")]
    sizes += [int(n) for name in charted for n in re.findall(r"fontsize=(\d+)", pages[name])]
    phone_column = 350  # CSS px: the output column is 358 px wide on a 390 px screen
    natural = bookglue.CHART_WIDTH * 96  # an SVG chart's width in CSS px (96 to the inch)
    smallest = min(sizes) * 96 / 72 * min(1.0, phone_column / natural)
    assert smallest >= 9, f"a chart's {min(sizes)} pt text is {smallest:.1f} px on a phone"


def test_every_practice_notebook_says_where_next() -> None:
    """Each notebook ends by naming the chapters whose practice box opens it and
    linking the next notebook, so that following the links visits every one."""
    notebooks = {path.stem: path for path in (ROOT / "notebooks").glob("*.ipynb")}
    pages = {page.stem: page.read_text(encoding="utf-8") for page in (ROOT / "book").glob("*.md")}
    seen, name = [], "deal_table"
    while name not in seen:
        seen.append(name)
        cells = json.loads(notebooks[name].read_text(encoding="utf-8"))["cells"]
        last = "".join(cells[-1]["source"])
        assert last.startswith("## Where next"), name
        for stem, text in pages.items():
            if f":::{{practice}} notebooks/{name}.ipynb" in text:
                title = re.search(r"^# (.+)$", text, re.M).group(1)  # type: ignore[union-attr]
                assert f"*{title}*" in last, (name, stem)
        links = re.findall(r"\]\((\w+)\.ipynb\)", last)
        assert len(links) == 1 and links[0] in notebooks, last
        name = links[0]
    assert sorted(seen) == sorted(notebooks)


def test_the_glossarys_march_points_are_the_engines() -> None:
    """The glossary is a definition list the build does not execute, so the points its
    entry for a march gives are checked here against the engine's scoring."""
    from euchre import Rules
    from euchre.scoring import score_hand

    text = (ROOT / "book" / "glossary.md").read_text(encoding="utf-8")
    entry = " ".join(text.split("\nmarch\n", 1)[1].split("\n\n", 1)[0].split())
    said = re.match(
        r"Taking all five tricks as makers: (\d+) points, or (\d+) for a loner \((\d+) in "
        r"\{term\}`two-handed Euchre` and (\d+) in \{term\}`cutthroat`, where the maker "
        r"always plays alone; (\d+) for a loner in \{term\}`five-handed Euchre`",
        entry,
    )
    assert said, entry
    engine = (
        score_hand(5)[1],
        score_hand(5, maker_alone=True)[1],
        score_hand(5, rules=Rules.two_handed())[1],
        score_hand(5, rules=Rules.cutthroat())[1],
        score_hand(5, maker_alone=True, rules=Rules.five_handed())[1],
    )
    assert tuple(int(n) for n in said.groups()) == engine


def test_the_library_chapter_quotes_exercise_8s_graded_match() -> None:
    """The library chapter shows the call that grades exercise 8's bot; it named the
    wrong opponent (RandomBot, the function's default) while the grading plays
    RuleBot. Its arguments are checked here against the exercise's hidden checks."""
    text = " ".join((ROOT / "book" / "library.md").read_text(encoding="utf-8").split())
    shown = re.search(r'`isolated_match\(source, ("MyBot\(\)", "(\w+)", deals=(\d+))', text)
    assert shown, "the library chapter no longer quotes isolated_match's call"
    args, opponent, deals = shown.groups()
    exercise = (ROOT / "exercises" / "08_bot" / "08_bot.py").read_text(encoding="utf-8")
    calls = re.findall(r'"MyBot\(\)", "(\w+)", deals=(\d+)', exercise)
    assert calls and set(calls) == {(opponent, deals)}, (args, calls)
    from euchre.bots import get_factory

    named = type(get_factory(opponent)(0)).__name__
    assert f"duplicate match against `{named}`" in text, named


def test_the_versions_the_pages_name_are_the_ones_installed() -> None:
    """The teachers' page and its browser note name otter-grader's and Pyodide's
    versions in prose (the note says what failed with exactly those): each must be
    the one requirements.txt pins and lite/package.json installs."""
    import json

    pinned = re.search(r"^otter-grader==(\S+)", (ROOT / "requirements.txt").read_text(), re.M)
    package = json.loads((ROOT / "lite" / "package.json").read_text(encoding="utf-8"))
    assert pinned
    pyodide = {**package.get("dependencies", {}), **package.get("devDependencies", {})}["pyodide"]
    pages = {
        name: " ".join((ROOT / "book" / name).read_text(encoding="utf-8").split())
        for name in ("teachers.md", "_includes/lite_exercises.md")
    }
    found = []
    for name, text in pages.items():
        for said in re.findall(r"otter-grader\]?(?:\([^)]*\))? (\d[\w.]*)", text):
            assert said.rstrip(".") == pinned[1], (name, said)
            found.append((name, "otter"))
        for said in re.findall(r"Pyodide (\d[\w.]*)", text):
            assert said.rstrip(".") == pyodide.lstrip("^~="), (name, said)
            found.append((name, "pyodide"))
    assert {("teachers.md", "otter"), ("_includes/lite_exercises.md", "pyodide")} <= set(found)
