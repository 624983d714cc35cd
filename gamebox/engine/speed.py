"""The engine's speed tricks, kept out of the protocol that every game author reads.

Simulations and search bots run millions of actions, and two costs stood out in them:
making an `Event` and copying a slotted state's fields in `clone`. The ways around them
below are faster than the plain ones but harder to read, so they live here, each with the
reason it exists; the protocol and the games call them by name.
"""
from __future__ import annotations

import functools

from .events import Event


class _MadeEvent(Event):
    """The events `new_event` makes: Events in every way but their type's name.

    Calling a class with a Python `__init__` runs it in a nested interpreter loop, and
    `object.__new__(Event)` goes through a generic wrapper; calling a class whose `__init__`
    is object's own costs the least of all ways to make an instance."""

    __slots__ = ()
    __init__ = object.__init__


def new_event(kind: str, text: str | tuple, data: dict | tuple, to: frozenset | None = None,
              reveals: bool = False) -> Event:
    """`Event(kind, text, data, to, reveals)` made faster, for the rules' hottest loops
    (about a third cheaper: see `_MadeEvent`). `data` is required here."""
    event = _MadeEvent()
    event.kind = kind
    event._text = text
    event._data = data
    event.to = to
    event.reveals = reveals
    return event


@functools.cache
def game_slots(cls: type, base: type) -> tuple[str, ...]:
    """The fields `cls` and its mixins declare in `__slots__`, below `base` (the engine's
    `GameState`, whose own fields are not the game's)."""
    names: list[str] = []
    for klass in reversed(cls.__mro__):
        if klass is base or klass is object:
            continue
        slots = klass.__dict__.get("__slots__", ())
        for name in (slots,) if isinstance(slots, str) else slots:
            if name not in ("__dict__", "__weakref__") and name not in names:
                names.append(name)
    return tuple(names)


@functools.cache
def slot_copier(cls: type, base: type):
    """A function ``copy(source, target)`` that sets every field of `game_slots(cls, base)`
    on `target` from `source`, written out line by line: a clone runs it, and a loop of
    getattr and setattr took twice as long as the rest of a clone. The source is generated
    from the class's own `__slots__` names, which are identifiers by construction."""
    lines = [f"    target.{name} = source.{name}" for name in game_slots(cls, base)]
    namespace: dict = {}
    exec("def copy(source, target):\n" + "\n".join(lines or ["    pass"]), namespace)
    return namespace["copy"]
