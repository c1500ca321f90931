"""Resolve the short cross-references in the engine's docstrings.

The docstrings name classes and functions the way the module's own code does:
``:class:`IllegalActionError``` inside ``euchre.deal``, or ``:func:`euchre.score_hand```
for a name the package re-exports. Sphinx looks such names up only in the current
module, so they would not resolve, although the target is documented in the API
reference under its home module (``euchre.errors.IllegalActionError``).

This handler tries, in order: the home module of a name re-exported by ``euchre``;
the home module of a name re-exported by a subpackage (``euchre.bots.RuleBot``) or
of a method of a re-exported class (``euchre.Action.parse``); then the one
documented object whose dotted name ends with the target. A target
that matches nothing, or more than one object, is left unresolved, so a really
broken reference still fails the strict build.
"""

from __future__ import annotations

import importlib
from typing import Any

from docutils import nodes
from sphinx.addnodes import pending_xref
from sphinx.application import Sphinx
from sphinx.environment import BuildEnvironment


def _candidates(env: BuildEnvironment, target: str) -> list[str]:
    domain: Any = env.get_domain("py")
    names = set(domain.objects)
    found: list[str] = []
    if target.startswith("euchre.") and target.count(".") == 1:
        try:
            obj = getattr(importlib.import_module("euchre"), target.split(".", 1)[1])
        except AttributeError:
            obj = None
        home = getattr(obj, "__module__", None)
        if home and f"{home}.{target.split('.', 1)[1]}" in names:
            found.append(f"{home}.{target.split('.', 1)[1]}")
    if not found and target.startswith("euchre.") and target.count(".") > 1:
        found = _home_of(target, names)
    if not found and target.startswith("euchre.") is False:
        found = sorted(n for n in names if n.startswith("euchre.") and n.endswith("." + target))
    return found


def _home_of(target: str, names: set[str]) -> list[str]:
    """``euchre.bots.RuleBot`` or ``euchre.Action.parse``: a name re-exported by a
    package (or a method of one), found through the package to its home module."""
    parts = target.split(".")
    for cut in range(len(parts) - 1, 0, -1):
        try:
            obj: Any = importlib.import_module(".".join(parts[:cut]))
        except ImportError:
            continue
        rest = parts[cut:]
        try:
            top = getattr(obj, rest[0])
        except AttributeError:
            return []
        home = getattr(top, "__module__", None)
        name = ".".join([str(home), *rest])
        if home and name in names:
            return [name]
        # A type alias (BotFactory) keeps typing's __module__: look in the package.
        package = ".".join(parts[:cut]) + "."
        tail = "." + ".".join(rest)
        return sorted(n for n in names if n.startswith(package) and n.endswith(tail))
    return []


def _resolve(
    app: Sphinx, env: BuildEnvironment, node: pending_xref, contnode: nodes.TextElement
) -> nodes.reference | None:
    if node.get("refdomain") != "py":
        return None
    target = node.get("reftarget", "")
    found = _candidates(env, target)
    if len(found) != 1:
        return None
    domain: Any = env.get_domain("py")
    return domain.resolve_xref(
        env, node["refdoc"], app.builder, node["reftype"], found[0], node, contnode
    )


def setup(app: Sphinx) -> dict[str, Any]:
    app.connect("missing-reference", _resolve)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
