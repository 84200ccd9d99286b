"""Engine values (a player's view, a refusal's details) to JSON and back.

A view is a tree of frozen dataclasses, enums, tuples, sets and mappings of plain values. On the
wire a dataclass is ``{"$data": "module:Class", "fields": {...}}``, an enum
``{"$enum": "module:Class", "value": ...}``, a refusal ``{"$rejected": reason, "details": ...}``,
a set ``{"$set": [...]}``, a mapping ``{"$map": [[key, value], ...]}`` and a tuple a list.
Decoding makes only classes of the engines' own modules that are already imported (the game's
package is, once its engine is known): a message cannot make the reader import or build anything
else, and every dataclass is built through its constructor, so its own checks run.

>>> from engines.core import Outcome
>>> decode(encode(Outcome(scores=(3, 1), ranks=(1, 2))))
Outcome(scores=(3, 1), ranks=(1, 2))
"""

from __future__ import annotations

import dataclasses
import enum
import json
import sys
from collections.abc import Mapping
from typing import Any

from engines.core import Reason, Rejected


class CodecError(ValueError):
    """A value that is not the encoding of an engine value (one line saying why)."""


#: Deeper than any view nests (a view is a few levels of dataclasses and tuples).
MAX_DEPTH = 40


def _type_name(kind: type) -> str:
    return f"{kind.__module__}:{kind.__qualname__}"


def encode(value: Any) -> Any:
    """``value`` as JSON-ready data (see the module's docstring)."""
    if value is None or type(value) in (bool, int, str, float):
        return value
    if isinstance(value, enum.Enum):
        return {"$enum": _type_name(type(value)), "value": encode(value.value)}
    if isinstance(value, Rejected):
        return {"$rejected": value.reason.value, "details": encode(value.details)}
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        fields = {
            f.name: encode(getattr(value, f.name)) for f in dataclasses.fields(value) if f.init
        }
        return {"$data": _type_name(type(value)), "fields": fields}
    if isinstance(value, (tuple, list)):
        return [encode(item) for item in value]
    if isinstance(value, (frozenset, set)):
        items = [encode(item) for item in value]
        return {"$set": sorted(items, key=lambda item: json.dumps(item, sort_keys=True))}
    if isinstance(value, Mapping):
        return {"$map": [[encode(k), encode(v)] for k, v in value.items()]}
    raise TypeError(f"cannot send a {type(value).__name__}")


def _engine_class(name: Any) -> type:
    """The class ``module:Qualname`` names, if it is one of the engines' own, already loaded."""
    if not isinstance(name, str) or name.count(":") != 1:
        raise CodecError(f"not a type name: {str(name)[:60]!r}")
    module_name, qualname = name.split(":")
    module = sys.modules.get(module_name)
    if module is None or not (module_name == "engines" or module_name.startswith("engines.")):
        raise CodecError(f"not an engine module: {module_name[:60]!r}")
    kind: Any = module
    for part in qualname.split("."):
        if not part.isidentifier() or part.startswith("_"):
            raise CodecError(f"not a type name: {qualname[:60]!r}")
        kind = getattr(kind, part, None)
    if not isinstance(kind, type):
        raise CodecError(f"no such type: {name[:60]!r}")
    return kind


def decode(data: Any, depth: int = 0) -> Any:
    """The value :func:`encode` gave ``data``; raises :class:`CodecError` for anything else."""
    if depth > MAX_DEPTH:
        raise CodecError("nested too deep")
    if data is None or type(data) in (bool, int, str, float):
        return data
    if isinstance(data, list):
        return tuple(decode(item, depth + 1) for item in data)
    if not isinstance(data, dict):
        raise CodecError(f"not a value: {type(data).__name__}")
    if set(data) == {"$enum", "value"}:
        kind = _engine_class(data["$enum"])
        if not issubclass(kind, enum.Enum):
            raise CodecError(f"not an enum: {data['$enum'][:60]!r}")
        try:
            return kind(decode(data["value"], depth + 1))
        except ValueError as error:
            raise CodecError(f"no such {kind.__name__}") from error
    if set(data) == {"$data", "fields"}:
        kind = _engine_class(data["$data"])
        fields = data["fields"]
        if not dataclasses.is_dataclass(kind) or not isinstance(fields, dict):
            raise CodecError(f"not a dataclass: {data['$data'][:60]!r}")
        known = {f.name for f in dataclasses.fields(kind) if f.init}
        if set(fields) - known:
            raise CodecError(f"{kind.__name__} has no field {sorted(set(fields) - known)[0]!r}")
        values = {key: decode(value, depth + 1) for key, value in fields.items()}
        try:
            return kind(**values)
        except (TypeError, ValueError) as error:
            raise CodecError(f"a {kind.__name__} that cannot be: {error}") from error
    if set(data) == {"$rejected", "details"}:
        details = decode(data["details"], depth + 1)
        try:
            reason = Reason(data["$rejected"])
        except ValueError as error:
            raise CodecError("no such reason") from error
        if not isinstance(details, dict) or not all(isinstance(k, str) for k in details):
            raise CodecError("a refusal's details must be a mapping by name")
        return Rejected(reason, **details)
    if set(data) == {"$set"} and isinstance(data["$set"], list):
        try:
            return frozenset(decode(item, depth + 1) for item in data["$set"])
        except TypeError as error:  # an unhashable item
            raise CodecError("a set of unhashable items") from error
    if set(data) == {"$map"} and isinstance(data["$map"], list):
        pairs = data["$map"]
        if not all(isinstance(pair, list) and len(pair) == 2 for pair in pairs):
            raise CodecError("a mapping must be a list of [key, value] pairs")
        try:
            return {decode(k, depth + 1): decode(v, depth + 1) for k, v in pairs}
        except TypeError as error:
            raise CodecError("a mapping with unhashable keys") from error
    raise CodecError(f"an object of unknown kind: {sorted(data)[:3]!r}")
