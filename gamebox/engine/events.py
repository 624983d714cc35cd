"""Events: what happened, addressed to the seats allowed to see it.

Applying an action returns a list of them; scenes, recaps, logs, bots and transcripts
consume only those their seat may see (`events_for`).
"""
from __future__ import annotations

from typing import Iterable, NamedTuple


class Event:
    """Something that happened, addressed to the seats allowed to see it; read-only by convention.

    `kind` says what happened (``dealt``, ``swallowed``, ``attack``...); `text` is one line a
    player reads in the recap and the log; `data` holds details for animations and bots
    (JSON-friendly); `to` is None for a public event (every seat and the public table see it),
    otherwise the set of seats that may see it; `reveals` marks an event that uncovers
    information someone did not have before (a card turned, a hand dealt), which ends the
    chance to undo.

    Both may be given unfinished, and are finished the first time they are read: the text as
    ``(template, arg, ...)``, written out with ``template.format(*args)``; the data as
    ``(keys, value, ...)``, made into ``dict(zip(keys, values))``. Simulations and bots make
    millions of events nobody reads, and formatting them and building their dicts was a tenth
    of a game's time. The arguments and values must not change afterwards (ints and strings).

    Written by hand rather than as a dataclass: this is made once or twice per action in every
    game's hottest loop, and the generated `__init__` with a default factory costs more.
    """

    __slots__ = ("kind", "_text", "_data", "to", "reveals")

    def __init__(self, kind: str, text: str | tuple, data: dict | None = None,
                 to: frozenset | None = None, reveals: bool = False):
        self.kind = kind
        self._text = text
        self._data = {} if data is None else data
        self.to = to
        self.reveals = reveals

    @property
    def text(self) -> str:
        """One line a player reads in the recap and the log."""
        text = self._text
        if text.__class__ is tuple:
            text = self._text = text[0].format(*text[1:])
        return text

    @text.setter
    def text(self, value: str | tuple) -> None:
        self._text = value

    @property
    def data(self) -> dict:
        """Details for animations and bots, JSON-friendly."""
        data = self._data
        if data.__class__ is tuple:
            data = self._data = dict(zip(data[0], data[1:]))
        return data

    def visible_to(self, seat: int | None) -> bool:
        """Whether `seat` (None: the public table) may see this event."""
        return self.to is None or (seat is not None and seat in self.to)

    def __eq__(self, other: object) -> bool:
        # `data` is left out, as before: events are equal when they say the same to the same
        if not isinstance(other, Event):
            return NotImplemented
        return (self.kind == other.kind and self.text == other.text and self.to == other.to
                and self.reveals == other.reveals)

    __hash__ = None  # mutable by slots, like the dataclass it replaced

    def __repr__(self) -> str:
        return (f"Event(kind={self.kind!r}, text={self.text!r}, data={self.data!r}, "
                f"to={self.to!r}, reveals={self.reveals!r})")


def events_for(events: Iterable[Event], seat: int | None) -> list[Event]:
    """The events `seat` may see (None: the public table)."""
    return [e for e in events if e.visible_to(seat)]


MOMENT_KINDS = ("hit", "loss", "gain", "threat")
"""How a moment feels: ``hit`` (spewed on, struck: the screen shakes), ``loss`` (a card stolen,
glory or HP lost), ``gain`` (a good thing done to you), ``threat`` (something closing in)."""


class Moment(NamedTuple):
    """Something that happened *to* one seat, shown big to that seat's eyes for a moment (a
    banner, a shake, a sound) as well as in the log: what a game's `moments` hook makes of an
    event (`scenes/beats.py`). The table shows it only to `seat`, and only when that seat may
    see the event it comes from.

    >>> Moment(1, "Rob spewed a Rotten Egg into your mouth!").kind
    'hit'
    """

    seat: int
    """The seat it happens to."""
    headline: str
    """A few words, said to that seat ("You lose 2 glory")."""
    kind: str = "hit"
    """One of `MOMENT_KINDS`."""
