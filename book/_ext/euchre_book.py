"""Small fixes to the book's HTML build.

- Jupyter Book 1 registers sphinx-thebe's configuration script twice on every page,
  which makes the browser report "Identifier 'THEBE_JS_URL' has already been
  declared". This extension drops repeated scripts before the page is written.
- The book runs its code live from its own files (book/_ext/euchre_live.py), so
  sphinx-thebe, which would load thebe from a CDN and start a Binder for an example
  repository, is dropped from every page: its scripts, its style sheet and the
  configuration it adds to each page's body.
- Every page runs the engine, but Sphinx re-reads only the pages whose text changed
  and myst-nb re-runs only the notebooks whose code changed: after a change to the
  engine (``euchre/``), the pages' shared helpers (``book/bookglue.py``) or the
  recorded data (``data/``), a local build would keep stale pages. When any of those
  files changed since the last build, this extension empties the execution cache and
  has every page read again. (A fresh clone, as in CI, has nothing stale.)
- The theme's light/dark switch starts from a mode Jupyter Book 1 leaves empty, so a
  first visit logged "Got invalid theme mode" in the browser's console. The mode
  now starts at "auto" (the reader's system setting), which the theme then uses anyway.
- myst-nb names every code fold's toggle "Toggle hidden content" for a screen reader,
  over the words it shows ("Show the Python code"), so that a listener hears another
  name than a reader sees, and a voice command by the shown words finds nothing. The
  label is dropped, and the toggle is named by its own words.
- Sphinx lists every documented name in a page's contents ("On this page", and again
  in the theme's printed contents), each method and field under its class: 398
  entries twice on the first reference page, a third of its 18,000 elements. The
  contents list the modules, their classes and their functions; a class's methods
  and fields are listed where the class is documented, and found by the search.
- The theme loads Font Awesome's script on every page (1.5 MB, 540 KB compressed,
  half of a first visit), which redraws its icons as pictures; its style sheet
  already draws the same icons from Font Awesome's fonts. The script is left out of
  the pages (the theme writes it in its template, so it is taken out of the written
  files).
"""

from __future__ import annotations

import hashlib
import re
import shutil
from pathlib import Path
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


#: myst-nb's name for a fold's toggle, which hides the words the toggle shows.
_FOLD_LABEL = '<summary aria-label="Toggle hidden content">'


def _name_folds_by_their_words(
    app: Any, pagename: str, templatename: str, context: dict[str, Any], doctree: Any
) -> None:
    body = context.get("body")
    if isinstance(body, str):
        context["body"] = body.replace(_FOLD_LABEL, "<summary>")


def _drop_thebe_config(app: Any, doctree: nodes.document, docname: str) -> None:
    for node in list(doctree.findall(nodes.raw)):
        if node.get("format") == "html" and _is_thebe("", node.astext()):
            node.parent.remove(node)


def _list_members_under_their_class_only(app: Any, doctree: nodes.document) -> None:
    from sphinx import addnodes

    for member in doctree.findall(addnodes.desc):
        if any(isinstance(a, addnodes.desc) for a in _ancestors(member)):
            member["no-contents-entry"] = True


def _ancestors(node: nodes.Node) -> list[nodes.Node]:
    found = []
    while node.parent is not None:
        node = node.parent
        found.append(node)
    return found


#: The theme's script tag for Font Awesome's icons as pictures.
_ICON_SCRIPT = re.compile(
    r'\s*<script defer src="[^"]*_static/scripts/fontawesome\.js\?digest=[0-9a-f]+"></script>'
)


def _drop_icon_script(app: Any, exception: BaseException | None) -> None:
    if exception is not None or app.builder.format != "html":
        return
    for page in Path(app.outdir).rglob("*.html"):
        if "lite" in page.relative_to(app.outdir).parts:
            continue
        text = page.read_text(encoding="utf-8")
        kept = _ICON_SCRIPT.sub("", text)
        if kept != text:
            page.write_text(kept, encoding="utf-8")


def _inputs_digest(root: Path) -> str:
    """One digest of every file the pages' code reads besides the pages."""
    digest = hashlib.sha256()
    files = [*root.glob("euchre/**/*.py"), root / "book" / "bookglue.py", *root.glob("data/**/*")]
    for path in sorted(p for p in files if p.is_file()):
        digest.update(path.relative_to(root).as_posix().encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()


def _all_pages_if_inputs_changed(
    app: Any, env: Any, added: set[str], changed: set[str], removed: set[str]
) -> list[str]:
    stamp = _stamp(app)
    app.euchre_inputs_digest = digest = _inputs_digest(Path(app.srcdir))
    if stamp.exists() and stamp.read_text() == digest:
        return []
    shutil.rmtree(env.mystnb_config.execution_cache_path, ignore_errors=True)
    stamp.unlink(missing_ok=True)  # written again only by a build that succeeds
    return sorted(env.found_docs)


def _stamp(app: Any) -> Path:
    return Path(app.outdir).parent / ".inputs-digest"


def _remember_inputs(app: Any, exception: BaseException | None) -> None:
    digest = getattr(app, "euchre_inputs_digest", None)
    if exception is None and digest is not None:
        _stamp(app).write_text(digest)


def _auto_theme_mode(app: Any, config: Any) -> None:
    config.html_context.setdefault("default_mode", "auto")  # read by the page template


def setup(app: Any) -> dict[str, Any]:
    app.connect("config-inited", _auto_theme_mode)
    app.connect("env-get-outdated", _all_pages_if_inputs_changed)
    app.connect("build-finished", _remember_inputs)
    app.connect("build-finished", _drop_icon_script)
    app.connect("html-page-context", _drop_repeated_scripts, priority=900)
    app.connect("html-page-context", _name_folds_by_their_words, priority=900)
    # Before Sphinx's contents collector reads the page (priority 500).
    app.connect("doctree-read", _list_members_under_their_class_only, priority=400)
    # After sphinx-thebe's own doctree-resolved handler (priority 500).
    app.connect("doctree-resolved", _drop_thebe_config, priority=900)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
