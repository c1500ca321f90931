"""The live site's apps get the book's style for printed output once each (a rebuild
adds no second copy), and a build whose pages cannot take it stops with a reason.
What the style does, words kept whole on a phone, is tested in a browser
(tests/browser/test_live.py). A live notebook opens with its first instruction in
text that a phone wraps."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "book" / "_ext"))
import euchre_lite

PAGE = "<!doctype html><html><head><title>JupyterLite</title></head><body></body></html>"


def _site(tmp_path: Path, apps: dict[str, str]) -> Path:
    for app, text in apps.items():
        (tmp_path / app).mkdir(parents=True)
        (tmp_path / app / "index.html").write_text(text, encoding="utf-8")
    return tmp_path


def test_every_app_is_styled_once(tmp_path: Path) -> None:
    site = _site(tmp_path, {"lab": PAGE, "notebooks": PAGE, "repl": PAGE})
    for _ in range(2):
        styled = euchre_lite.style_apps(site)
    assert [p.parent.name for p in styled] == ["lab", "notebooks", "repl"]
    for page in styled:
        text = page.read_text(encoding="utf-8")
        assert text.count(euchre_lite.output_style()) == 1
        assert text.index(euchre_lite.output_style()) < text.index("</head>")


def test_a_page_without_a_head_or_a_site_without_notebooks_is_refused(tmp_path: Path) -> None:
    headless = _site(tmp_path / "a", {"notebooks": "<html><body></body></html>"})
    with pytest.raises(euchre_lite.LiteBuildError, match="has no </head>"):
        euchre_lite.style_apps(headless)
    empty = _site(tmp_path / "b", {"lab": PAGE})
    with pytest.raises(euchre_lite.LiteBuildError, match=r"wrote no .*/notebooks/index\.html"):
        euchre_lite.style_apps(empty)


def test_a_live_notebook_says_first_in_text_to_run_its_install_cell() -> None:
    """The instruction was the install cell's comment, whose lines ran off a phone's
    screen ("Run it first every time you open the noteb"): a code cell's lines do not
    wrap. It is now a text cell before it, and the cell's own lines are short."""
    source = Path(__file__).resolve().parents[1] / "notebooks" / "deal_table.ipynb"
    cells = euchre_lite.lite_notebook(source)["cells"]
    note, install = cells[0], cells[1]  # type: ignore[index]
    assert note["cell_type"] == "markdown"
    assert "Run the next cell first, every time you open this notebook" in note["source"]
    assert install["cell_type"] == "code" and "%pip install" in install["source"]
    comments = [line for line in install["source"].splitlines() if line.startswith("#")]
    assert comments and all(len(line) <= 40 for line in comments), comments


def test_a_live_exercise_tells_the_student_to_download_and_hand_it_in() -> None:
    """The teachers' page says that work in the browser stays in that browser until it
    is downloaded; the student, who reads the exercise and not that page, was never
    told. An exercise's first note says so; a practice notebook's does not speak of
    handing in."""
    root = Path(__file__).resolve().parents[1]
    exercise = euchre_lite.lite_notebook(
        root / "exercises" / "03_legal_plays" / "fixtures" / "solution.ipynb"
    )
    practice = euchre_lite.lite_notebook(root / "notebooks" / "deal_table.ipynb")
    said = exercise["cells"][0]["source"]  # type: ignore[index]
    assert "kept only in this browser" in said and "File › Download" in said and "hand" in said
    assert "hand that file in" not in practice["cells"][0]["source"]  # type: ignore[index]


def test_a_live_exercise_opens_on_its_title_after_the_install_cell() -> None:
    """In the browser the install cell is the first code cell, and the set-up cell
    said "run this cell first" and came before the exercise's title: a student who
    ran it first met two tracebacks, and saw grading code before the exercise. Under
    the install cell now comes the exercise's title, then the set-up cell, folded,
    whose first line is true there too."""
    root = Path(__file__).resolve().parents[1]
    sys.path.insert(0, str(root / "exercises"))
    import make_masters

    source = root / "exercises" / "03_legal_plays" / "fixtures" / "empty.ipynb"
    cells = euchre_lite.lite_notebook(source)["cells"]
    install, title, setup = cells[1], cells[2], cells[3]  # type: ignore[index]
    assert "%pip install" in install["source"]
    assert title["cell_type"] == "markdown" and "".join(title["source"]).startswith("# Exercise 3")
    first_line = "".join(setup["source"]).splitlines()[0]
    assert first_line == make_masters.INIT_CELL_FIRST_LINE
    assert "first" not in first_line
    assert setup["metadata"]["jupyter"] == {"source_hidden": True}
