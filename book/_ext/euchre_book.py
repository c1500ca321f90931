"""Small fixes to the book's HTML build.

- Jupyter Book 1 registers sphinx-thebe's configuration script twice on every page,
  which makes the browser report "Identifier 'THEBE_JS_URL' has already been
  declared". This extension drops repeated scripts before the page is written.
- The book runs its code live from its own files (book/_ext/euchre_live.py), so
  sphinx-thebe, which would load thebe from a CDN and start a Binder for an example
  repository, is dropped from every page: its scripts, its style sheet and the
  configuration it adds to each page's body.
"""

from __future__ import annotations

from typing import Any

from docutils import nodes

# What sphinx-thebe puts into a page.
_THEBE_FILES = ("sphinx-thebe.js", "sphinx-thebe.css")
_THEBE_MARKERS = ("THEBE_JS_URL", "text/x-thebe-config", "kernelName = ")


def _is_thebe(filename: str, body: str) -> bool:
    return filename.split("?")[0].endswith(_THEBE_FILES) or any(m in body for m in _THEBE_MARKERS)


def _drop_repeated_scripts(
    app: Any, pagename: str, templatename: str, context: dict[str, Any], doctree: Any
) -> None:
    for key in ("script_files", "css_files"):
        assets = context.get(key)
        if not assets:
            continue
        seen: set[tuple[str, str]] = set()
        kept = []
        for asset in assets:
            # An inline script's filename is None or "" depending on who added it.
            filename = getattr(asset, "filename", asset) or ""
            body = getattr(asset, "attributes", {}).get("body", "")
            entry = (str(filename), str(body))
            if entry in seen or _is_thebe(*entry):
                continue
            seen.add(entry)
            kept.append(asset)
        assets[:] = kept


def _drop_thebe_config(app: Any, doctree: nodes.document, docname: str) -> None:
    for node in list(doctree.findall(nodes.raw)):
        if node.get("format") == "html" and _is_thebe("", node.astext()):
            node.parent.remove(node)


def setup(app: Any) -> dict[str, Any]:
    app.connect("html-page-context", _drop_repeated_scripts, priority=900)
    # After sphinx-thebe's own doctree-resolved handler (priority 500).
    app.connect("doctree-resolved", _drop_thebe_config, priority=900)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
