"""jupyterquiz's script once for the whole site, instead of in every quiz.

jupyterquiz puts its whole library (about 37 KB of JavaScript) into each quiz it
draws, so that a notebook's quiz works on its own. In the built book a chapter with
four quizzes carried four copies, half of its weight. This extension writes the
library once, as ``_static/jupyterquiz.js``, which a page with a quiz loads and the
browser keeps for the next one, and takes the copies out of the quizzes.

The file wraps the library in a block, as each quiz does: its functions
(``show_questions``) become global and its classes (``Question``) do not, so a
quiz's own test, ``typeof Question === 'undefined'``, still lets it draw itself.
The library's text is composed by jupyterquiz's own ``build_script``, so it is the
same text whatever version is installed; tests/browser/test_book.py checks that no
page carries a copy and that every quiz is drawn.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

#: The file the pages load.
FILENAME = "jupyterquiz.js"

#: What every jupyterquiz script holds, with or without its library.
_QUIZ_SCRIPT = "if (typeof Question === 'undefined') {"


def _library() -> str:
    from jupyterquiz.dynamic.renderer import build_script

    def script(load_js: bool) -> str:
        return str(build_script("", True, "", "quiz", load_js))

    with_library, without = script(True), script(False)
    if not with_library.endswith(without) or len(with_library) == len(without):
        raise RuntimeError("jupyterquiz's build_script no longer ends with the quiz's own call")
    return with_library[: -len(without)]


def _write_library(app: Any) -> None:
    static = Path(app.outdir) / "_static"
    static.mkdir(parents=True, exist_ok=True)
    (static / FILENAME).write_text("{\n" + _library() + "\n}\n", encoding="utf-8")


def _one_library_per_site(
    app: Any, pagename: str, templatename: str, context: dict[str, Any], doctree: Any
) -> None:
    body = context.get("body")
    if not isinstance(body, str) or _QUIZ_SCRIPT not in body:
        return
    # myst-nb writes a script output with "</script>" escaped inside it.
    inline = _library().replace("</script>", r"<\/script>")
    context["body"] = body.replace(inline, "")
    app.add_js_file(FILENAME)


def setup(app: Any) -> dict[str, Any]:
    app.connect("builder-inited", _write_library)
    app.connect("html-page-context", _one_library_per_site)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
