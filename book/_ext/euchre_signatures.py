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
    # The signature lists the fields __init__ takes in their order, so its n-th
    # "<factory>" is the n-th such field made by a factory.
    for field in dataclasses.fields(obj):
        if field.init and field.default_factory is not dataclasses.MISSING:
            call = f"{getattr(field.default_factory, '__name__', 'factory')}()"
            signature = signature.replace("<factory>", call, 1)
    return signature, return_annotation


def setup(app: Sphinx) -> dict[str, Any]:
    app.connect("autodoc-process-signature", _factory_defaults)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
