"""Readable signatures for dataclasses with a field made by a factory.

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
    for field in dataclasses.fields(obj):
        factory = field.default_factory
        if factory is dataclasses.MISSING:
            continue
        call = f"{getattr(factory, '__name__', 'factory')}()"
        signature = signature.replace(f"{field.name}: ", f"\0{field.name}: ", 1)
        head, _, tail = signature.partition(f"\0{field.name}: ")
        annotation, _, rest = tail.partition(" = <factory>")
        signature = f"{head}{field.name}: {annotation} = {call}{rest}"
    return signature, return_annotation


def setup(app: Sphinx) -> dict[str, Any]:
    app.connect("autodoc-process-signature", _factory_defaults)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
