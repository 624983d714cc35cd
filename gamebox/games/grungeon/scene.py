"""The Grungeon on the table kit: the layout of its zones and its own art, phase by phase.

Everything is drawn from the seat's typed view (`state.table_view(seat)`, built from
`view(seat)` alone): during the preview the ``maze`` zone with its legend beside it
(`map_board`); then the ``corners`` the seat may choose; in play its ``room`` with the
doorways, its ``inventory`` and its ``queue`` beside it, with the turn, HP and the last
turn's report (`room_board`). The kit (`KitBoard`) lights up what the seat's legal steps
touch (a free corner, an item to attack or use with, an open doorway), puts those in the
focus ring and turns a click, a key or a pad press on one into the step. During the preview
the first-turn guide and the hint take the legend's place rather than cover the map; in
play the hint stands beside the room.

Direct control (the arrows walk, attack and use have their keys) is `direct.DirectControl`.
"""
from __future__ import annotations

import pygame

from ...engine.events import Moment
from ...engine.table import Table, Zone
from ...scenes.clock import timer_seconds
from ...scenes.kit_board import KitBoard
from ...scenes.table import TableScene
from ...ui import theme
from ...ui.highlights import Highlights, HitMap
from ...ui.text import draw_text
from . import legend
from .art import draw_bar, draw_trail
from .direct import DirectControl
from .hint import play_hint
from .map_board import MapPicture, draw_corners
from .room_board import (QUIET_TURN, draw_inventory, draw_queue, draw_report, draw_room,
                         inventory_height, queue_height)

__all__ = ["QUIET_TURN", "Scene", "untold"]

LINE_SECONDS = 0.3
"""The turn's update appears one line at a time, this far apart."""
FLASH_SECONDS = 0.6
"""A red flash over the room fades in this time when the seat was hurt."""
HURT_WORDS = (" hit you ", "Grunkletaur attacks", "Spikes!", "You have died")
QUEUED_KINDS = ("attack", "use", "move")
"""The steps a seat queues into its turn's slots (one of each at most)."""
QUIET_KINDS = ("committed", "ready", "corner")
"""Events that play as no step of their own (who is ready shows on the banner's chips)."""
OWN_NEWS = ("died", "escaped")
"""Public events that a seat's own report already tells when they are about that seat
("You have died.", "You escape the Grungeon ..."): its recap leaves them out."""
PREVIEW_HINT = ("Learn the maze by heart. When everyone has memorised it, or the time is up, "
                "the map is gone for good; then each player picks a start corner, in secret.")
"""What the hint adds during the preview, before the moves."""
GUIDE_BESIDE_MAP = ("The map stays in view, so its clock runs while this guide is open. "
                    "The legend of the icons is under this guide.")
"""The first-turn guide's last word during the preview."""


def untold(report, after: list) -> list:
    """The events of `after` that the turn's `report` does not tell already.

    The resolution writes each death into the report of every seat still playing ("EC has
    died.", or "You have died." for the seat itself) and announces it publicly as well (for
    the public table and the results' story): a seat that gets both would read the same
    death twice. A public event about the seat itself (its own death, its escape) is in its
    report in the second person.
    """
    told = set(report.text.splitlines())
    me = set(report.to or ())

    def about_me(event) -> bool:
        # only the news the report tells in its own words ("You have died."); "NAME is
        # ready" for the next turn is news the report cannot hold
        return event.kind in OWN_NEWS and isinstance(event.data, dict) \
            and event.data.get("seat") in me

    return [e for e in after if e.text not in told and not about_me(e)]


class Scene(DirectControl, KitBoard, TableScene):
    """The Grungeon's table: its zones laid out phase by phase, drawn with its own art."""

    LISTED_FIRST = ("move",)

    def __init__(self, app, match) -> None:
        super().__init__(app, match)
        self.kit_start()
        self.map = MapPicture()
        self._shown: tuple | None = None
        self._age = 0.0
        """Seconds since the update now on screen appeared (drives the short animations)."""
        self._pointer: tuple | None = None
        """Where the mouse last pointed (the preview names what lies in the room under it)."""
        self._beside: pygame.Rect | None = None
        """The column beside the map in the last drawn frame (legend, guide, hint), or None
        when no map is drawn."""
        self._status: pygame.Rect | None = None
        """The column beside the seat's room below its HP in the last drawn frame (the
        inventory, the queue and the last turn; the hint in play stands there), or None."""
        self._reported = False
        """Whether the queue of steps (`scenes/beats.py`) has just told the turn's report."""
        self._spots: dict[str, pygame.Rect] = {}
        """Where `zone_rects` put what is not a zone: the status column, the report."""

    # ---- the resolution's short animation --------------------------------------------
    def _anim_length(self, view: dict) -> float:
        return max(FLASH_SECONDS, LINE_SECONDS * len(view.get("report", ())))

    def update(self, dt: float) -> None:
        super().update(dt)
        seat = self.curtain.eyes()
        view = self.view_for(seat)
        key = (seat, view.get("phase"), view.get("turn"))
        if key != self._shown:
            self._shown = key
            # after the table has played the report step by step, it shows whole at once
            self._age = self._anim_length(view) if self._reported else 0.0
            self._reported = False
            self.app.dirty = True
        elif self._age < self._anim_length(view):
            self._age += dt
            self.app.dirty = True

    def animating(self) -> bool:
        if super().animating():
            return True
        view = self.view_for(self.curtain.eyes())
        return self._shown is not None and self._age < self._anim_length(view)

    # ---- layout ----------------------------------------------------------------------
    def draw_board(self, surface, rect, view, seat) -> None:
        surface.fill(theme.PANEL, rect)
        self._beside = self._status = None
        super().draw_board(surface, rect, view, seat)

    def zone_rects(self, rect: pygame.Rect, table: Table) -> dict[str, pygame.Rect]:
        """The maze fills the board (preview, results); the corners too; in play the room
        is a square on the left and the seat's things stand in a column beside it."""
        names = {zone.name for zone in table.zones}
        self._spots = {}
        if "maze" in names:
            return {"maze": rect}
        if "corners" in names:
            return {"corners": rect}
        if "room" not in names:
            return {}
        surface = self.app.surface
        u = theme.unit(surface)
        side = min(rect.height - round(8 * u), round(rect.width * 0.55))
        square = pygame.Rect(rect.left + round(3 * u), rect.top + round(4 * u), side, side)
        status = pygame.Rect(square.right + round(3 * u), square.top,
                             rect.right - square.right - round(5 * u),
                             rect.bottom - square.top - round(2 * u))
        y = status.top + round(13.5 * u)  # under the turn, the HP and the "Inventory" word
        count = len(table.zone("inventory").pieces)
        inventory = pygame.Rect(status.left, y, status.width, inventory_height(surface, count))
        queue = pygame.Rect(status.left, inventory.bottom + round(0.5 * u), status.width,
                            queue_height(surface))
        self._spots = {"status": status, "room": square,
                       "report": pygame.Rect(status.left, queue.bottom + round(u),
                                             status.width, status.bottom - queue.bottom
                                             - round(u))}
        rects = {"room": square, "inventory": inventory, "queue": queue}
        if "trail" in names:
            size = round(22 * u)
            rects["trail"] = pygame.Rect(rect.right - size - round(2 * u),
                                         rect.bottom - size - round(2 * u), size, size)
        return rects

    def draw_zone(self, surface: pygame.Surface, rect: pygame.Rect, zone: Zone,
                  lit: Highlights, table: Table) -> HitMap:
        seat = table.seat
        if zone.name == "maze":
            self.map.draw(surface, rect, zone, table.facts["phase"], self._pointer,
                          self.seat_rgb)
            self._beside = self.map.beside
            return {}
        if zone.name == "corners":
            return self._draw_corners(surface, rect, zone, lit, table)
        if zone.name == "room":
            return draw_room(surface, rect, zone, lit, self.seat_rgb(seat), self.seat_rgb)
        if zone.name == "inventory":
            return draw_inventory(surface, rect, zone, lit)
        if zone.name == "queue":
            return draw_queue(surface, rect, zone)
        if zone.name == "trail":
            draw_trail(surface, rect, zone, self.seat_rgb(seat))
        return {}

    def _draw_corners(self, surface, rect, zone, lit, table) -> HitMap:
        seat, facts = table.seat, table.facts
        chooser = facts.get("choosing")
        mine_rgb = self.seat_rgb(seat) if seat is not None else theme.GOOD
        return draw_corners(surface, rect, zone, lit, facts.get("my_corner"), mine_rgb,
                            self.seat_name(chooser) if chooser is not None else None)

    def draw_table_extras(self, surface, rect, table: Table, seat) -> None:
        """What is no zone: the corner board a waiting seat sees, the turn, HP and last
        turn beside the room with its red flash, or the public table's list of seats."""
        facts = table.facts
        if facts["phase"] == "corners" and "corners" not in self.zone_areas:
            self._draw_corners(surface, rect, None, Highlights(), table)
        elif "room" in self.zone_areas:
            self._draw_status(surface, table)
        elif facts["phase"] == "play":
            self._draw_public(surface, rect, table)

    def _draw_status(self, surface, table: Table) -> None:
        u = theme.unit(surface)
        area, facts = self._spots["status"], table.facts
        x, y = area.topleft
        size = theme.text_px(surface, 2.0)
        draw_text(surface, f"Turn {facts['turn']}", (x, y), theme.text_px(surface, 2.6),
                  theme.ACCENT, bold=True)
        hp, max_hp = facts["hp"]
        draw_text(surface, f"HP {hp}/{max_hp}", (x, y + round(4.5 * u)), size, theme.TEXT)
        draw_bar(surface, pygame.Rect(x, y + round(7.5 * u), area.width, round(1.8 * u)), hp,
                 max_hp, theme.GOOD)
        draw_text(surface, "Inventory", (x, y + round(13 * u)), size, theme.MUTED,
                  anchor="bottomleft")
        # the hint may cover the rest: the inventory it talks about, the queue the Commit
        # button spells out and the last turn the side panel tells again
        below_hp = y + round(10.5 * u)
        self._status = pygame.Rect(x, below_hp, area.width, area.bottom - below_hp)
        report = facts.get("report", ())
        shown = len(report) if self._shown is None else int(self._age / LINE_SECONDS) + 1
        draw_report(surface, self._spots["report"], report, shown)
        hurt = any(word in line for line in report for word in HURT_WORDS)
        if hurt and self._shown is not None and self._age < FLASH_SECONDS:
            square = self._spots["room"]
            flash = pygame.Surface(square.size, pygame.SRCALPHA)
            flash.fill((220, 40, 30, round(150 * (1 - self._age / FLASH_SECONDS))))
            surface.blit(flash, square.topleft)

    def _draw_public(self, surface, rect, table: Table) -> None:
        """The public table in play (or a dead seat's): who is ready, dead or escaped."""
        u = theme.unit(surface)
        facts = table.facts
        x, y = rect.left + round(3 * u), rect.top + round(3 * u)
        size = theme.text_px(surface, 2.4)
        draw_text(surface, f"Turn {facts['turn']} in the Grungeon", (x, y),
                  theme.text_px(surface, 3.0), theme.ACCENT, bold=True)
        y += round(6 * u)
        if table.seat is not None:
            draw_text(surface, "You have died. You no longer take part.", (x, y), size,
                      theme.BAD)
            y += round(5 * u)
        committed = facts.get("committed", ())
        for s in range(len(facts["alive"])):
            status = ("escaped" if facts["escaped"][s] else "dead" if not facts["alive"][s]
                      else "ready" if s < len(committed) and committed[s] else "deciding")
            pygame.draw.circle(surface, self.seat_rgb(s), (x + round(u), y + size // 2),
                               round(u))
            draw_text(surface, f"{self.seat_name(s)}: {status}", (x + round(3 * u), y), size,
                      theme.TEXT)
            y += round(4 * u)

    def refusal(self, seat: int, object_id: str) -> str:
        """Pointing at something that is no step now says why, in the game's words."""
        if object_id.startswith("corners#"):
            return "That corner is taken: choose a free one."
        if object_id.startswith("item/"):
            return ("That item has no step left this turn: each turn queues one attack and "
                    "one item at most. Commit, or Clear to start over.")
        return super().refusal(seat, object_id)

    # ---- the table's hooks -----------------------------------------------------------
    def seat_out(self, seat: int) -> str:
        """Deaths and escapes are announced to everyone, so the banner marks them."""
        view = self.view_for(None)
        if view["escaped"][seat]:
            return "escaped"
        return "" if view["alive"][seat] else "dead"

    def step_captions(self, event, seat: int | None) -> list[str]:
        """A turn's report plays line by line (an attack on several seats, then the moves);
        "NAME is ready" is no step: the banner's chips show who is ready."""
        if event.kind in QUIET_KINDS:
            return []
        if event.kind == "report":
            return [line for line in event.text.splitlines() if line]
        return super().step_captions(event, seat)

    def moments(self, event) -> tuple[Moment, ...]:
        """The lines of a seat's own report that hurt it (hit, struck by the Grunkletaur,
        spikes, death), each shown big to that seat as its line plays. Reports are private:
        the kit shows a moment only to a seat its event is addressed to."""
        if event.kind != "report" or not event.to or len(event.to) != 1:
            return ()
        (seat,) = event.to
        return tuple(Moment(seat, line, "hit") for line in event.text.splitlines()
                     if any(word in line for word in HURT_WORDS))

    def beats_drained(self, told) -> None:
        """The report was just played line by line: the board's own line-by-line reveal of
        it would only repeat it."""
        super().beats_drained(told)
        if any(step.caption for step in told):
            self._reported = True

    def recap_after(self, shown: list[str], events: list) -> list[str]:
        """Each update replaces the last (house rules; `log_policy = "none"`): once a turn's
        report reaches the seat, "Since you last looked" starts again from it. A running list
        of the seat's own earlier moves, walls and pick-ups would be a breadcrumb trail."""
        reports = [i for i, event in enumerate(events) if event.kind == "report"]
        if not reports:
            return super().recap_after(shown, events)
        report, *after = events[reports[-1]:]
        return super().recap_after([], [report] + untold(report, after))

    def first_focus(self, legal: list, seat: int) -> int:
        """A new turn focuses the first move that can happen as far as the seat can see: not
        a walk into a wall of its own room (QA: in the NW corner on turn 1 the focus sat on
        "Move up" with the wall drawn above). Walls elsewhere are the maze the seat has to
        remember: only its own room's sides, from its own view, are read."""
        room = self.view_for(seat).get("room") or {}
        sides = room.get("sides") or {}
        for index, action in enumerate(legal):
            if action.kind != "move" or sides.get(action.args[0]) != "wall":
                return index
        return 0

    def focus_within_decision(self, before: list, index: int, legal: list) -> int:
        """After queueing a step, "Commit" takes focus, however it was queued: Enter on the
        focused move, a click on another button, a doorway or an item. Left where it was,
        the focus had "Clear my queued actions" slide under it (queue-then-Enter emptied the
        queue just filled) or stayed on an attack nobody meant (a doorway clicked, then
        Enter: "swung the Iron Lance at thin air"). Otherwise (a take-back, "Clear") the
        focus stays on the focused move, or goes to Commit when that move is gone."""
        commits = [i for i, a in enumerate(legal) if a.kind == "commit"]
        if not commits:
            return super().focus_within_decision(before, index, legal)
        if any(a.kind in QUEUED_KINDS and a not in legal for a in before):
            return commits[0]  # a slot just filled: its steps left the list
        focused = before[index] if 0 <= index < len(before) else None
        if focused is not None and focused not in legal:
            return commits[0]
        return super().focus_within_decision(before, index, legal)

    # ---- beside the map: the guide, the hint and the clock ---------------------------
    def handle(self, intent) -> bool:
        if intent.kind in ("point", "click") and intent.pos is not None:
            self._pointer = tuple(intent.pos)
        return super().handle(intent)

    def clock_running(self) -> int | None:
        """During the preview the first-turn guide stands beside the map, not over it, so the
        preview clock runs while it is open: a clock stopped for it would let a seat study
        the map for as long as it liked."""
        seat = self.curtain.eyes()
        if seat is None or self.walkthrough != seat or \
                self.view_for(seat).get("phase") != "preview":
            return super().clock_running()
        guide, self.walkthrough = self.walkthrough, None
        try:
            return super().clock_running()
        finally:
            self.walkthrough = guide

    def draw_walkthrough(self, surface, board, seat) -> None:
        """Over the legend beside the map during the preview (QA: it hid half the map while
        the clock ran); elsewhere where the table puts it."""
        if self._beside is None:
            return super().draw_walkthrough(surface, board, seat)
        legend.draw_note(surface, self._beside, "Your first turn",
                         self.walkthrough_lines(seat), GUIDE_BESIDE_MAP)

    def draw_hint(self, surface, board, seat) -> None:
        """Over the legend beside the map during the preview (QA: it covered the whole map
        while the clock ran), saying what the preview is for; in play beside the room, on
        the seat's own situation (`_draw_play_hint`); elsewhere the table's."""
        key = self.app.input.prompt(self.curtain.controller(seat), "hint")
        if self._status is not None:
            return self._draw_play_hint(surface, seat, key)
        if self._beside is None:
            return super().draw_hint(surface, board, seat)
        moves = [f"\u2022 {self.match.state.describe(a, seat)}" for a in self.legal_for(seat)]
        legend.draw_note(surface, self._beside, "What can I do now?", [PREVIEW_HINT] + moves,
                         f"{key} closes this note; the legend of the icons is under it.")

    def _draw_play_hint(self, surface, seat: int, key: str) -> None:
        """In play: a few lines from the seat's view that the move list does not say (its
        room, what it carries, how a turn goes), over the status column beside the room,
        leaving the room, the moves and the clock in view, with the time left said too."""
        footer = f"{key} closes this note."
        left = self._time_left(seat)
        if left is not None:
            footer = f"Your clock is running: {left} s left. " + footer
        legend.draw_note(surface, self._status, "What can I do now?",
                         play_hint(self.view_for(seat)), footer)

    def _time_left(self, seat: int) -> int | None:
        """Whole seconds left on the seat's clock as the side panel shows them, or None
        when its clock is not running (untimed, or not its decision)."""
        if self.clock_running() != seat:
            return None
        full = timer_seconds(self.match, seat)
        return max(0, int(self.clock_left.get(seat, full) + 0.999))
