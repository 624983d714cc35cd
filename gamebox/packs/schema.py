"""Declared fields for YAML content: every key a pack may use, its type, range and meaning.

A `Record` is a mapping with declared `Field`s; `ListOf` is a list of one kind; the kinds are
`str`, `int`, `float`, `bool`, a `Record` or a `ListOf`. The loader (`packs.loader`) checks a
YAML document against them and names file, line, column and field for every problem.

>>> card = Record("card", {"name": Field(str, "The card's name."),
...                        "toughness": Field(int, "Chews to swallow.", minimum=1)})
>>> sorted(card.fields)
['name', 'toughness']
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Union

Kind = Union[type, "Record", "ListOf", "MapOf"]


@dataclass(frozen=True)
class Field:
    """One declared key of a record."""

    kind: Kind
    """str, int, float, bool, a Record, a ListOf or a MapOf."""
    description: str = ""
    """What the field means, for pack authors (shown in messages and docs)."""
    required: bool = True
    default: Any = None
    """Value used when an optional field is absent."""
    minimum: float | None = None
    maximum: float | None = None
    choices: tuple | None = None
    """Allowed values (strings or numbers)."""
    pattern: str | None = None
    """A regular expression a string must match in full (ids, names)."""


@dataclass(frozen=True)
class Record:
    """A mapping with declared fields; unknown keys are errors."""

    name: str
    """What one such mapping is called in messages (``card``, ``effect``)."""
    fields: dict[str, Field]
    description: str = ""
    check: Callable[[dict], list[tuple[str, str]]] | None = field(default=None, compare=False)
    """Extra checks across fields; returns (field, message) pairs for what is wrong."""


@dataclass(frozen=True)
class ListOf:
    """A YAML list whose items are all of one kind."""

    item: Kind
    min_items: int = 0
    max_items: int | None = None


@dataclass(frozen=True)
class MapOf:
    """A YAML mapping from free-form string keys to values of one kind."""

    value: Kind


def kind_name(kind: Kind) -> str:
    """How a kind is called in a message ("a whole number", "a list of card")."""
    names = {str: "text", int: "a whole number", float: "a number", bool: "yes/no (true or false)"}
    if isinstance(kind, Record):
        return f"a {kind.name} (a mapping of fields)"
    if isinstance(kind, ListOf):
        return f"a list of {kind_name(kind.item)}"
    if isinstance(kind, MapOf):
        return f"a mapping of names to {kind_name(kind.value)}"
    return names.get(kind, getattr(kind, "__name__", str(kind)))
