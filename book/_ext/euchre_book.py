"""Small fixes to the book's HTML build.

Jupyter Book 1 registers sphinx-thebe's configuration script twice on every page,
which makes the browser report "Identifier 'THEBE_JS_URL' has already been
declared". This extension drops the repeated script before the page is written.
"""

from __future__ import annotations

from typing import Any


def _drop_repeated_scripts(
    app: Any, pagename: str, templatename: str, context: dict[str, Any], doctree: Any
) -> None:
    scripts = context.get("script_files")
    if not scripts:
        return
    seen: set[tuple[str, str]] = set()
    kept = []
    for script in scripts:
        # An inline script's filename is None or "" depending on who added it.
        filename = getattr(script, "filename", script) or ""
        body = getattr(script, "attributes", {}).get("body", "")
        key = (str(filename), str(body))
        if key in seen:
            continue
        seen.add(key)
        kept.append(script)
    scripts[:] = kept


def setup(app: Any) -> dict[str, Any]:
    app.connect("html-page-context", _drop_repeated_scripts, priority=900)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
