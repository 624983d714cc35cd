"""Direct control of the Grungeon's explorer while a seat queues its turn: the arrow keys
and the d-pad (or the left stick) of that seat's own controller walk: they queue the move
that way, up being north as the room is drawn; a wall of the seat's room or a move already
queued is refused in words and queues nothing. Attack and use have their own keys (A and
U; a pad's right and left triggers): with one weapon (one usable item) the key queues it,
with several it focuses the first of them in the list, then the next, and confirm queues
the focused one. Arrows being the explorer's, the list is reached by Tab / Shift+Tab, Page
Up / Down, Home / End, the shoulder buttons and the mouse; moves are listed first
(`Scene.LISTED_FIRST`).
"""
from __future__ import annotations

from .actions import MOVE

WALKS = ("up", "down", "left", "right")
"""The intents that walk while a seat queues its turn (arrow keys, d-pad, left stick)."""
OWN_KEYS = {"attack": "an attack", "use": "an item"}
"""The two steps with a key of their own, and what their slot holds in words."""


class DirectControl:
    """The arrows and the attack and use keys of the Grungeon's table (a part of its
    `Scene`, before the kit's bases)."""

    _choosing: str | None = None
    """"attack" or "use" while its key has focused one of several in the list."""

    def queueing(self, seat: int) -> bool:
        """Whether `seat` is choosing its turn's queue now (in play, looking, asked)."""
        return self.view_for(seat).get("phase") == "play" and bool(self.legal_for(seat))

    def handle_seat(self, intent, seat: int) -> bool:
        """While the seat queues its turn, its arrows (d-pad, stick) walk and its attack
        and use keys (triggers) queue those steps; the mouse wheel still scrolls the list
        and everything else is the table's (Tab and the shoulders move along the list)."""
        kind = intent.kind
        if self.queueing(seat):
            if kind in WALKS and intent.text != "wheel":
                self.walk(seat, kind)
                return True
            if kind in OWN_KEYS:
                self.own_key(seat, kind)
                return True
        self._choosing = None
        return super().handle_seat(intent, seat)

    def walk(self, seat: int, way: str) -> None:
        """Queue the move `way` (up is north), or say why not: a wall of the seat's own
        room (from its view: the walls beyond are the maze it has to remember), or a move
        queued already (the rule that allows one a turn)."""
        self._choosing = None
        sides = (self.view_for(seat).get("room") or {}).get("sides") or {}
        move = MOVE[way]
        if sides.get(way, "wall") == "wall":
            self.refuse(f"A wall: there is no way {way} from this room.")
        elif move not in self.legal_for(seat):
            back = self.app.input.prompt(self.curtain.controller(seat), "back")
            self.refuse(f"{self.match.state.why_illegal(seat, move)} {back} takes it back.")
        else:
            self.act(seat, move)

    def own_key(self, seat: int, kind: str) -> None:
        """The attack or use key: one such step queues at once; several are focused in
        the list in turn (this key again: the next one) for confirm to queue."""
        legal = self.legal_for(seat)
        options = [i for i, a in enumerate(legal) if a.kind == kind]
        if not options:
            self._choosing = None
            queued = (self.view_for(seat).get("queue") or {}).get(kind)
            back = self.app.input.prompt(self.curtain.controller(seat), "back")
            if queued is not None:
                self.refuse(f"You already queued {OWN_KEYS[kind]} this turn: one a turn. "
                            f"{back} takes it back.")
            else:
                self.refuse("You carry no weapon to attack with." if kind == "attack"
                            else "You carry nothing you can use.")
            return
        if len(options) == 1:
            self._choosing = None
            self.act(seat, legal[options[0]])
            return
        here = self.ring.index
        self.ring.index = options[(options.index(here) + 1) % len(options)] \
            if here in options and self._choosing == kind else options[0]
        self._choosing = kind
        self.notice = ""
        self._built_for = None
        self.app.dirty = True

    def refuse(self, words: str) -> None:
        """Say why a direct input queues nothing, to the seat looking only. Silently: in
        this game a queued step makes no sound (the room would count them), so a refused
        one makes none either, or the ear would tell the two apart."""
        self.notice = words
        self._built_for = None
        self.app.dirty = True

    def banner_line(self) -> str:
        """After the attack or use key found several: which one, and how to choose."""
        seat = self.curtain.eyes()
        focused = self.ring.focused
        if self._choosing is not None and seat is not None and focused is not None \
                and focused.value[0] == "act" and self.queueing(seat):
            legal = self.legal_for(seat)
            index = focused.value[1]
            if index < len(legal) and legal[index].kind == self._choosing:
                src = self.curtain.controller(seat)
                prompt = self.app.input.prompt
                what = "weapon" if self._choosing == "attack" else "item"
                return (f"Which {what}? {prompt(src, self._choosing)} again: the next  "
                        f"\u00b7  {prompt(src, 'confirm')}: queue it")
        return super().banner_line()

    def key_tips(self, src: str) -> list[str]:
        """While the seat queues its turn: its direct keys first, then the table's."""
        seat = self.curtain.eyes()
        tips = super().key_tips(src)
        if seat is None or not self.queueing(seat):
            return tips
        prompt = self.app.input.prompt
        arrows = "Arrows" if src == "kbd" else "D-pad"
        return [f"{arrows}: walk", f"{prompt(src, 'attack')}/{prompt(src, 'use')}: attack/use",
                tips[0], f"{prompt(src, 'next')}: list"] + tips[1:]

    def walkthrough_lines(self, seat: int) -> list[str]:
        """The table's guide, and how to walk and fight once in the maze."""
        src = self.curtain.controller(seat)
        prompt = self.app.input.prompt
        arrows = "the arrow keys" if src == "kbd" else "the d-pad"
        lines = super().walkthrough_lines(seat)
        lines.insert(-2, f"In the maze, {arrows} queue a move that way (up is north), "
                         f"{prompt(src, 'attack')} an attack, {prompt(src, 'use')} an item; "
                         f"{prompt(src, 'next')} / {prompt(src, 'previous')} move along "
                         "the list.")
        return lines
