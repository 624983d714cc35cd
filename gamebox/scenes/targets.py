"""What a pointer on the table picks: the one mapping from objects to legal actions.

Every game's legal action names the pieces and places it touches (`GameState.touches`), in
the order a player points at them: the card, then where it goes. From those alone this
module says, for one seat's decision, which objects light up as targets, and what pointing
at one does: play the action it stands for, pick the object up so its destinations light
up, or leave a short list of the moves it shares. No game decodes clicks itself.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from ..engine.protocol import Action


@dataclass(frozen=True)
class Pick:
    """What pointing at an object does now (exactly one field is set, or none: refused)."""

    action: Action | None = None
    """Play this action."""
    picked: str | None = None
    """Pick this object up: its destinations become the targets."""
    choices: tuple[Action, ...] = ()
    """Several moves start from this object and none needs a destination: choose one."""

    @property
    def refused(self) -> bool:
        return self.action is None and self.picked is None and not self.choices


class Targets:
    """The targets of one decision, at one stage: nothing picked up, or `picked` held.

    >>> feed = [Action("feed", (0, 2)), Action("feed", (0, 3)), Action("feed", (1,))]
    >>> t = Targets(feed, [("c4", "m#2"), ("c4", "m#3"), ("c7",)])
    >>> sorted(t.ids), t.pick("c7").action == feed[2], t.pick("c4").picked
    (['c4', 'c7'], True, 'c4')
    >>> held = t.holding("c4")
    >>> sorted(held.ids), held.pick("m#3").action == feed[1]
    (['m#2', 'm#3'], True)
    """

    def __init__(self, legal: Sequence[Action], touches: Sequence[tuple[str, ...]],
                 picked: str | None = None):
        self.legal = tuple(legal)
        self.touches = tuple(touches)
        self.picked = picked
        self._by_id: dict[str, list[int]] = {}
        for i, touched in enumerate(self.touches):
            key = self._key(touched)
            if key is not None:
                self._by_id.setdefault(key, []).append(i)

    def _key(self, touched: tuple[str, ...]) -> str | None:
        """The object an action lights up at this stage."""
        if self.picked is None:
            return touched[0] if touched else None
        if len(touched) >= 2 and touched[0] == self.picked:
            return touched[1]
        return None

    @property
    def ids(self) -> frozenset[str]:
        """The objects that light up: pointing at one of them does something."""
        return frozenset(self._by_id)

    def actions_of(self, object_id: str) -> tuple[Action, ...]:
        """The legal actions pointing at `object_id` stands for at this stage."""
        return tuple(self.legal[i] for i in self._by_id.get(object_id, ()))

    def destinations(self, object_id: str) -> dict[str, tuple[Action, ...]]:
        """Where `object_id` may go, before anything is picked up: each destination with the
        moves that end there, when every move starting from the object names one ({} when
        one of them does not, or something is held already). What a drag lights up.

        >>> play = [Action("play", (3,)), Action("discard", (3,))]
        >>> Targets(play[:1], [("t3", "nml")]).destinations("t3") == {"nml": (play[0],)}
        True
        >>> Targets(play, [("t3", "nml"), ("t3",)]).destinations("t3")
        {}
        """
        indices = self._by_id.get(object_id, ()) if self.picked is None else ()
        if not indices or any(len(self.touches[i]) < 2 for i in indices):
            return {}
        found: dict[str, list[Action]] = {}
        for i in indices:
            found.setdefault(self.touches[i][1], []).append(self.legal[i])
        return {where: tuple(moves) for where, moves in found.items()}

    def holding(self, object_id: str) -> "Targets":
        """The next stage: `object_id` picked up."""
        return Targets(self.legal, self.touches, object_id)

    def pick(self, object_id: str) -> Pick:
        """What pointing at `object_id` does (refused when it is no target now)."""
        indices = self._by_id.get(object_id, ())
        if not indices:
            return Pick()
        if len(indices) == 1:
            return Pick(action=self.legal[indices[0]])
        if self.picked is None and all(len(self.touches[i]) >= 2 for i in indices):
            return Pick(picked=object_id)
        return Pick(choices=tuple(self.legal[i] for i in indices))

    def lit_by(self, action: Action) -> tuple[str, ...]:
        """What lights up when `action` has focus in a list: everything it touches."""
        for candidate, touched in zip(self.legal, self.touches):
            if candidate == action:
                return touched
        return ()
