"""The book's live mode: the engine's widgets running in the reader's browser.

After the HTML pages are written, the JupyterLite site is built into ``lite/`` of the
book's own folder (:mod:`euchre_lite`). Pages reach it with relative addresses, so the
book works wherever it is served (``/`` or ``/euchre-course/``).

A page puts a live table in with two directives::

    ::::{live}
    :::{live-widget} Play a game
    from euchre.widgets import PlayTable
    PlayTable(bots="rule")
    :::
    ::::

Each ``live-widget`` is a button; the first one the reader presses starts Python in
the page (JupyterLite's REPL in a frame, the widget's code run in it), with a progress
note while the kernel starts. A browser without WebAssembly gets a message instead,
and the page stays as it is (``_static/euchre_live.js``).
"""

from __future__ import annotations

import html
from pathlib import Path
from typing import Any
from urllib.parse import quote

from docutils import nodes
from sphinx.application import Sphinx
from sphinx.util.docutils import SphinxDirective
from sphinx.util.osutil import relative_uri

import euchre_lite

STATIC = Path(__file__).with_name("live_static")

NO_WASM = (
    "This browser cannot run Python in the page (it has no WebAssembly), so the live "
    "table stays off. The rest of the page works as usual, and the practice notebooks "
    "open in Binder from the links in each chapter."
)
#: Said when the page was opened as a file: the live table's Python loads only over
#: HTTP, and after 90 s of waiting the page blamed the browser.
FROM_FILE = (
    "This page was opened as a file, and the live table runs only when the book is "
    "served over HTTP: in the book's folder, the one that holds index.html, run "
    "python3 -m http.server and open http://127.0.0.1:8000/ in the browser. The rest "
    "of this page works as usual."
)


def lite_url(docname: str, app: str, query: str = "") -> str:
    """The address of the live site's ``app`` (``repl``, ``notebooks``) from page
    ``docname``, relative so that the book can be served from any folder."""
    target = f"{euchre_lite.SITE_FOLDER}/{app}/index.html"
    url = relative_uri(f"{docname}.html", target)
    return f"{url}?{query}" if query else url


def notebook_url(docname: str, path: str) -> str:
    """The live address that opens the practice notebook ``path`` in JupyterLite."""
    return lite_url(docname, "notebooks", "path=" + quote(path, safe="/"))


def is_live_notebook(path: str) -> bool:
    """Whether the live site serves ``path`` (a path from the repository root)."""
    return any(
        source.relative_to(euchre_lite.ROOT).as_posix() == path
        for source in euchre_lite.served_notebooks()
    )


class LiveWidgetDirective(SphinxDirective):
    """One button of a live table: its label and the Python code it runs."""

    required_arguments = 1
    final_argument_whitespace = True
    has_content = True

    def run(self) -> list[nodes.Node]:
        label = self.arguments[0].strip()
        code = "\n".join(self.content).strip()
        if not code:
            raise self.error(f"live-widget {label!r} needs the code that shows the widget")
        button = (
            '<button type="button" class="euchre-live-choice" aria-pressed="false" '
            f'data-code="{html.escape(code, quote=True)}">{html.escape(label)}</button>'
        )
        return [nodes.raw("", button, format="html")]


class LiveDirective(SphinxDirective):
    """The live table: its buttons, a progress note and the frame the REPL runs in."""

    has_content = True

    def run(self) -> list[nodes.Node]:
        repl = lite_url(self.env.docname, "repl")
        start = (
            f'<div class="euchre-live" data-repl="{html.escape(repl, quote=True)}" '
            f'data-install="{html.escape(euchre_lite.INSTALL_LINE, quote=True)}" '
            f'data-no-wasm="{html.escape(NO_WASM, quote=True)}" '
            f'data-from-file="{html.escape(FROM_FILE, quote=True)}">'
            '<p class="euchre-live-choices">'
        )
        box = nodes.container(classes=["euchre-live-box"])
        box += nodes.raw("", start, format="html")
        self.state.nested_parse(self.content, self.content_offset, box)
        end = (
            "</p>"
            '<p class="euchre-live-note" role="status" aria-live="polite">'
            "Press a button: Python starts in this page, with no server. The first "
            "start downloads Python and the engine, which takes a while on a slow "
            "connection; later starts are quicker.</p>"
            '<noscript><p class="euchre-live-note">The live table needs JavaScript.</p>'
            "</noscript>"
            '<div class="euchre-live-frame"></div></div>'
        )
        box += nodes.raw("", end, format="html")
        return [box]


def _static_files(app: Sphinx, config: Any) -> None:
    config.html_static_path = [*config.html_static_path, str(STATIC)]


def _build_lite(app: Sphinx, exception: Exception | None) -> None:
    if exception is not None or app.builder.format != "html":
        return
    euchre_lite.build(Path(app.outdir))


def setup(app: Sphinx) -> dict[str, Any]:
    app.add_directive("live", LiveDirective)
    app.add_directive("live-widget", LiveWidgetDirective)
    app.connect("config-inited", _static_files)
    app.connect("build-finished", _build_lite)
    app.add_js_file("euchre_live.js", defer="defer")
    app.add_css_file("euchre_live.css")
    return {"parallel_read_safe": True, "parallel_write_safe": True}
