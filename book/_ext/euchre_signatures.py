"""Readable signatures for dataclasses with a field made by a factory, and the
descriptions dataclass fields keep in their metadata.

Python shows such a field's default as ``<factory>``, which Sphinx cannot parse as a
signature; it then prints the whole signature raw, with the ``~`` of its short type
names left in (``values: ~collections.abc.Mapping[~euchre.actions.Action, float] =
<factory>``). This handler writes the factory's call instead (``= dict()``), so the
signature parses and reads like the others: ``values: Mapping[Action, float] = dict()``.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from sphinx.application import Sphinx


def _factory_defaults(
    app: Sphinx,
    what: str,
    name: str,
    obj: Any,
    options: Any,
    signature: str | None,
    return_annotation: str | None,
) -> tuple[str | None, str | None] | None:
    if not signature or "<factory>" not in signature or not dataclasses.is_dataclass(obj):
        return None
    # The signature lists the fields __init__ takes in their order, so its n-th
    # "<factory>" is the n-th such field made by a factory.
    for field in dataclasses.fields(obj):
        if field.init and field.default_factory is not dataclasses.MISSING:
            call = f"{getattr(field.default_factory, '__name__', 'factory')}()"
            signature = signature.replace("<factory>", call, 1)
    return signature, return_annotation


def _field_docs(
    app: Sphinx, what: str, name: str, obj: Any, options: Any, lines: list[str]
) -> None:
    """A dataclass whose fields are described by ``field(metadata={"doc": ...})`` (the
    options of :class:`euchre.Rules`) lists them, with those texts, in its own entry:
    autodoc shows such a field bare and fires no event for it."""
    if what != "class" or not dataclasses.is_dataclass(obj):
        return
    described = [f for f in dataclasses.fields(obj) if "doc" in f.metadata]
    if not described:
        return
    lines.extend(["", ".. rubric:: Options", ""])
    for field in described:
        lines.extend([f"``{field.name}``", f"   {field.metadata['doc']}", ""])


def setup(app: Sphinx) -> dict[str, Any]:
    app.connect("autodoc-process-signature", _factory_defaults)
    app.connect("autodoc-process-docstring", _field_docs)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
