"""The Grungeon on screen: the preview map, the corner choice and the room a seat stands in.

Everything is drawn from the view the table hands over (`state.view(seat)`), never from the
state: the preview draws the map the view carries, and in play only the seat's own room, HP,
inventory, queued slots and last update are known. The tileset image of the Tiled map gives
the room and item art. Beside the map stands its legend (`legend.py`), and during the preview
the first-turn guide and the hint take the legend's place rather than cover the map.
"""
from __future__ import annotations

import pygame

from ...engine.protocol import Action
from ...scenes.clock import timer_seconds
from ...scenes.table import TableScene
from ...ui import theme
from ...ui.text import draw_text, fit, fitting_size, measure
from . import legend
from .board_content import MAP_DIR
from .combat import GRUNKLETAUR_HP
from .hint import play_hint
from .maze import DIRS, SIZE, WEAPON_BASE, item_name
from .maze import label as room_label
from .tmxwrite import SPIKES_TILE, THING_TILES, TILE

TILESET = MAP_DIR / "grungeon_tiles.png"
TILESET_COLUMNS = 8
FLOOR = (58, 52, 48)
WALL = (196, 180, 150)
SPIKE = (230, 70, 70)
EXIT = (80, 210, 110)
TOKEN_GOLD = (250, 200, 60)
CORNER_SPOTS = {"NW": (0, 0), "NE": (1, 0), "SW": (0, 1), "SE": (1, 1)}
LINE_SECONDS = 0.3
"""The turn's update appears one line at a time, this far apart."""
FLASH_SECONDS = 0.6
"""A red flash over the room fades in this time when the seat was hurt."""
HURT_WORDS = (" hit you ", "Grunkletaur attacks", "Spikes!", "You have died")
QUIET_TURN = "Nothing happened to you."
"""The "Last turn" line when the seat's report of the turn is empty."""
QUEUED_KINDS = ("attack", "use", "move")
"""The steps a seat queues into its turn's slots (one of each at most)."""
OWN_NEWS = ("died", "escaped")
"""Public events that a seat's own report already tells when they are about that seat
("You have died.", "You escape the Grungeon ..."): its recap leaves them out."""
MAP_SHARE = 0.95
"""The map gives up at most this much of its size to the legend beside it; past that the
legend's words shrink instead (huge text): the map is what the preview is for."""
PREVIEW_HINT = ("Learn the maze by heart. When everyone has memorised it, or the time is up, "
                "the map is gone for good; then each player picks a start corner, in secret.")
"""What the hint adds during the preview, before the moves."""
GUIDE_BESIDE_MAP = ("The map stays in view, so its clock runs while this guide is open. "
                    "The legend of the icons is under this guide.")
"""The first-turn guide's last word during the preview."""


def wrap_text(text: str, size: int, width: int) -> list[str]:
    """`text` broken at spaces into lines no wider than `width` pixels at `size`."""
    rows, row = [], ""
    for word in text.split(" "):
        trial = f"{row} {word}" if row else word
        if row and measure(trial, size)[0] > width:
            rows.append(row)
            row = word
        else:
            row = trial
    rows.append(row)
    return [fit(r, size, width) for r in rows]


def untold(report, after: list) -> list:
    """The events of `after` that the turn's `report` does not tell already.

    The resolution writes each death into the report of every seat still playing ("EC has
    died.", or "You have died." for the seat itself) and announces it publicly as well (for
    the public table and the results' story): a seat that gets both would read the same
    death twice (QA: "EC has died." inside the report and once again under it). A public
    event about the seat itself (its own death, its escape) is in its report in the second
    person.
    """
    told = set(report.text.splitlines())
    me = set(report.to or ())

    def about_me(event) -> bool:
        # only the news the report tells in its own words ("You have died."); "NAME is
        # ready" for the next turn is news the report cannot hold
        return event.kind in OWN_NEWS and isinstance(event.data, dict) \
            and event.data.get("seat") in me

    return [e for e in after if e.text not in told and not about_me(e)]


class _Art:
    """Tiles cut from the tileset PNG, scaled once per size."""

    def __init__(self):
        self.sheet: pygame.Surface | None = None
        self.scaled: dict[tuple[int, int], pygame.Surface] = {}

    def tile(self, tile: int, size: int) -> pygame.Surface | None:
        key = (tile, size)
        surf = self.scaled.get(key)
        if surf is not None:
            return surf
        if self.sheet is None:
            try:
                self.sheet = pygame.image.load(str(TILESET))
            except (pygame.error, FileNotFoundError):
                return None
        x, y = (tile % TILESET_COLUMNS) * TILE, (tile // TILESET_COLUMNS) * TILE
        surf = pygame.transform.smoothscale(self.sheet.subsurface((x, y, TILE, TILE)),
                                            (size, size))
        if len(self.scaled) > 400:
            self.scaled.clear()
        self.scaled[key] = surf
        return surf


ART = _Art()


def item_tile(item: str) -> int | None:
    """The tileset tile of an item or weapon (None for the Token, drawn by hand)."""
    return THING_TILES.get(item)


class Scene(TableScene):
    """The table scene with the Grungeon's board."""

    def __init__(self, app, match) -> None:
        super().__init__(app, match)
        self._map_cache: tuple | None = None
        self._hot: dict[str, pygame.Rect] = {}
        """Clickable board areas of the last drawn frame: 'move up', 'attack iron_axe'..."""
        self._shown: tuple | None = None
        self._age = 0.0
        """Seconds since the update now on screen appeared (drives the short animations)."""
        self._beside: pygame.Rect | None = None
        """The column beside the map in the last drawn frame (legend, guide, hint), or None
        when no map is drawn."""
        self._map_spot: tuple[int, int, int] | None = None
        """(left, top, cell) of the map in the last drawn frame, to find the hovered room."""
        self._pointer: tuple | None = None
        """Where the mouse last pointed (the preview names what lies in the room under it)."""
        self._status: pygame.Rect | None = None
        """The column beside the seat's room in the last drawn frame (HP, inventory, queue,
        last turn; the hint in play stands there), or None when no room is drawn."""

    # ---- the resolution's short animation ---------------------------------------------------
    def _anim_length(self, view: dict) -> float:
        return max(FLASH_SECONDS, LINE_SECONDS * len(view.get("report", ())))

    def update(self, dt: float) -> None:
        super().update(dt)
        seat = self.curtain.eyes()
        view = self.view_for(seat)
        key = (seat, view.get("phase"), view.get("turn"))
        if key != self._shown:
            self._shown = key
            self._age = 0.0
            self.app.dirty = True
        elif self._age < self._anim_length(view):
            self._age += dt
            self.app.dirty = True

    def animating(self) -> bool:
        if super().animating():
            return True
        view = self.view_for(self.curtain.eyes())
        return self._shown is not None and self._age < self._anim_length(view)

    # ---- the board -------------------------------------------------------------------------
    def draw_board(self, surface: pygame.Surface, rect: pygame.Rect, view: dict,
                   seat: int | None) -> None:
        surface.fill(theme.PANEL, rect)
        self._hot = {}
        self._beside = self._map_spot = self._status = None
        phase = view.get("phase")
        if phase in ("preview", "over") and "map" in view:
            self._draw_map(surface, rect, view)
        elif phase == "corners":
            self._draw_corners(surface, rect, view, seat)
        elif seat is None or "room" not in view:
            self._draw_public(surface, rect, view, seat)
        else:
            self._draw_room(surface, rect, view, seat)

    def action_at(self, pos, legal: list, view: dict, seat: int | None) -> Action | None:
        for key, area in self._hot.items():
            if area.collidepoint(pos):
                action = Action.parse(key)
                if action in legal:
                    return action
        return None

    def seat_out(self, seat: int) -> str:
        """Deaths and escapes are announced to everyone, so the banner marks them."""
        view = self.view_for(None)
        if view["escaped"][seat]:
            return "escaped"
        return "" if view["alive"][seat] else "dead"

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
        # a slot just filled: its steps left the list
        if any(a.kind in QUEUED_KINDS and a not in legal for a in before):
            return commits[0]
        focused = before[index] if 0 <= index < len(before) else None
        if focused is not None and focused not in legal:
            return commits[0]
        return super().focus_within_decision(before, index, legal)

    def board_highlights(self, action: Action, view: dict, seat: int | None) -> list:
        area = self._hot.get(str(action))
        return [area] if area is not None else []

    # ---- beside the map: the guide, the hint and the clock -------------------------------------
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
        room, what it carries, how a turn goes), over the status column beside the room.

        QA 4 (finding 11): the table's hint listed the moves already on the right and covered
        the room while the turn clock ran on. This one leaves the room, the moves and the
        clock in view, and says the time left as well."""
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

    # ---- preview and results: the whole map ----------------------------------------------------
    def _draw_map(self, surface, rect, view) -> None:
        shown = view["map"]
        u = theme.unit(surface)
        label_px = theme.text_px(surface, 1.8)
        left, top, cell, beside = self._map_layout(surface, rect)
        key = (cell, shown.get("name"), tuple(shown["walls"]), tuple(shown["spikes"]),
               tuple((t["kind"], t.get("item"), t["room"]) for t in shown["things"]))
        if self._map_cache is None or self._map_cache[0] != key:
            self._map_cache = (key, self._render_map(shown, cell))
        surface.blit(self._map_cache[1], (left, top))
        for i in range(SIZE):
            draw_text(surface, chr(ord("A") + i), (left + i * cell + cell // 2, top - 4),
                      label_px, theme.MUTED, anchor="midbottom")
            draw_text(surface, str(i + 1), (left - 6, top + i * cell + cell // 2), label_px,
                      theme.MUTED, anchor="midright")
        title = shown.get("name") or "The Grungeon"
        if view.get("phase") == "preview":
            title += ": memorise it, it will be gone"
        draw_text(surface, title, (rect.left + round(2 * u), rect.top + round(1.5 * u)),
                  theme.text_px(surface, 2.4), theme.ACCENT, bold=True,
                  max_width=rect.width - round(4 * u))
        self._map_spot, self._beside = (left, top, cell), beside
        hovered = self._hovered_room()
        marks = legend.room_marks(shown)
        legend.draw_legend(surface, beside, ART.tile, set(marks.get(hovered, ())))
        final = view.get("final")
        if final:
            for s, where in enumerate(final["rooms"]):
                if not where:
                    continue
                col = ord(where[0]) - ord("A")
                row = int(where[1:]) - 1
                centre = (left + col * cell + cell // 2 + (s - 1) * cell // 4,
                          top + row * cell + cell // 2)
                pygame.draw.circle(surface, self.seat_rgb(s), centre, max(3, cell // 5))
        if hovered is not None:
            self._draw_room_tip(surface, rect, hovered, marks.get(hovered, ()))

    def _map_layout(self, surface, rect) -> tuple[int, int, int, pygame.Rect]:
        """The map's top-left corner and room size, and the column beside it for the legend:
        the map as large as the height allows, unless the legend needs the width (then the
        map gives up to `MAP_SHARE` of its size, and the legend's words shrink after that)."""
        u = theme.unit(surface)
        label_px = theme.text_px(surface, 1.8)
        title = theme.font(theme.text_px(surface, 2.4), True).get_linesize()
        band = max(round(5 * u), round(1.5 * u) + title)  # the title above the map
        margin, gap = round(2 * u), round(3 * u)
        numbers = measure(str(SIZE), label_px)[0] + 6  # the row numbers left of the map
        tall = rect.height - round(5 * u) - round(3 * u) - 2 * label_px
        spare = rect.width - 2 * margin - numbers - gap
        wide = spare - legend.natural_width(surface)
        side = min(tall, max(wide, round(tall * MAP_SHARE)), spare - legend.least_width(surface))
        cell = max(8, side // SIZE)
        grid = cell * SIZE
        legend_w = max(0, min(legend.natural_width(surface), spare - grid))
        group = numbers + grid + gap + legend_w
        left = rect.left + max(margin, (rect.width - group) // 2) + numbers
        top = rect.top + round(5 * u) + (rect.height - round(5 * u) - grid + label_px) // 2
        beside_left = left + grid + gap
        beside = pygame.Rect(beside_left, rect.top + band + round(u),
                             rect.right - margin - beside_left,
                             rect.bottom - margin - rect.top - band - round(u))
        return left, top, cell, beside

    def _hovered_room(self) -> int | None:
        """The room of the map under the mouse pointer, if any."""
        if self._pointer is None or self._map_spot is None:
            return None
        left, top, cell = self._map_spot
        col, row = (self._pointer[0] - left) // cell, (self._pointer[1] - top) // cell
        return row * SIZE + col if 0 <= col < SIZE and 0 <= row < SIZE else None

    def _draw_room_tip(self, surface, board, room: int, keys) -> None:
        """A label by the pointer: the room's name and what the map shows in it."""
        names = [legend.mark_name(k) for k in keys]
        text = f"{room_label(room)}: {', '.join(names)}" if names else room_label(room)
        u = theme.unit(surface)
        size = theme.text_px(surface, 1.8)
        w, h = measure(text, size)
        box = pygame.Rect(0, 0, w + round(2 * u), h + round(u))
        x, y = self._pointer
        box.topleft = (x + round(2 * u), y + round(2 * u))
        left, _, cell = self._map_spot
        if box.right > left + SIZE * cell:  # it would hide the legend entry it lights up
            box.topright = (x - round(2 * u), y + round(2 * u))
        box = box.clamp(board)
        pygame.draw.rect(surface, theme.CURTAIN, box, border_radius=round(0.6 * u))
        pygame.draw.rect(surface, theme.FOCUS, box, width=max(1, round(0.2 * u)),
                         border_radius=round(0.6 * u))
        draw_text(surface, text, box.center, size, theme.TEXT, anchor="center")

    def _render_map(self, shown: dict, cell: int) -> pygame.Surface:
        grid = pygame.Surface((cell * SIZE, cell * SIZE))
        walls = shown["walls"]
        spikes = set(shown["spikes"])
        for room, bits in enumerate(walls):
            col, row = room % SIZE, room // SIZE
            tile = ART.tile(bits & 15, cell)
            if tile is not None:
                grid.blit(tile, (col * cell, row * cell))
            if room in spikes:
                mark = ART.tile(SPIKES_TILE, cell)
                if mark is not None:
                    grid.blit(mark, (col * cell, row * cell))
        for thing in shown["things"]:
            kind = thing["kind"]
            tile = THING_TILES.get(thing.get("item") if kind == "weapon" else kind)
            art = ART.tile(tile, cell) if tile is not None else None
            if art is not None:
                col, row = thing["room"] % SIZE, thing["room"] // SIZE
                grid.blit(art, (col * cell, row * cell))
        return grid

    # ---- corners -------------------------------------------------------------------------------
    def _draw_corners(self, surface, rect, view, seat) -> None:
        """The four start corners. Only the seat choosing sees which are taken (its view
        alone has ``corners``); the public table and a seat waiting see the corners with
        no word on them (a seat's own corner marked "yours"): the choice is secret."""
        u = theme.unit(surface)
        big = theme.text_px(surface, 2.6)
        statuses = view.get("corners")
        title = ("The maze is gone. Choose a start corner." if statuses is not None
                 else "The maze is gone. Start corners are chosen in secret.")
        # the title shrinks to the board's width: at huge text in a 960x540 window it was
        # wider than the board and ran off the window's left edge (the monkey)
        draw_text(surface, title, (rect.centerx, rect.top + round(3 * u)),
                  fitting_size(title, big, rect.width - round(2 * u), bold=True),
                  theme.ACCENT, bold=True, anchor="midtop")
        side = min(rect.width, rect.height) - round(16 * u)
        square = pygame.Rect(0, 0, side, side)
        square.center = (rect.centerx, rect.centery + round(3 * u))
        pygame.draw.rect(surface, FLOOR, square)
        pygame.draw.rect(surface, WALL, square, max(2, round(0.6 * u)))
        box = side // 4
        mine = view.get("my_corner")
        for corner, (cx, cy) in CORNER_SPOTS.items():
            area = pygame.Rect(square.left + cx * (side - box), square.top + cy * (side - box),
                               box, box)
            status = statuses[corner] if statuses is not None else ""
            colour = theme.FAINT if status == "taken" else theme.PANEL_RAISED
            if corner == mine:
                colour = self.seat_rgb(seat) if seat is not None else theme.GOOD
            pygame.draw.rect(surface, colour, area.inflate(-8, -8), border_radius=round(u))
            draw_text(surface, corner, area.center, big, theme.TEXT, bold=True,
                      anchor="center")
            draw_text(surface, "yours" if corner == mine else status,
                      (area.centerx, area.bottom - round(1.5 * u)),
                      theme.text_px(surface, 1.8), theme.MUTED, anchor="midbottom")
            if status == "free":
                self._hot[f"corner {corner}"] = area
        chooser = view.get("choosing")
        if chooser is not None:
            draw_text(surface, f"{view['names'][chooser]} is choosing.",
                      (rect.centerx, rect.bottom - round(2 * u)), theme.text_px(surface, 2.0),
                      theme.MUTED, anchor="midbottom")

    # ---- play: the public table and the room -------------------------------------------------
    def _draw_public(self, surface, rect, view, seat) -> None:
        u = theme.unit(surface)
        x, y = rect.left + round(3 * u), rect.top + round(3 * u)
        size = theme.text_px(surface, 2.4)
        draw_text(surface, f"Turn {view.get('turn', 0)} in the Grungeon", (x, y),
                  theme.text_px(surface, 3.0), theme.ACCENT, bold=True)
        y += round(6 * u)
        if seat is not None and "room" not in view:
            draw_text(surface, "You have died. You no longer take part.", (x, y), size,
                      theme.BAD)
            y += round(5 * u)
        committed = view.get("committed", [])
        for s, name in enumerate(view["names"]):
            if view["escaped"][s]:
                status = "escaped"
            elif not view["alive"][s]:
                status = "dead"
            elif s < len(committed) and committed[s]:
                status = "ready"
            else:
                status = "deciding"
            pygame.draw.circle(surface, self.seat_rgb(s), (x + round(u), y + size // 2),
                               round(u))
            draw_text(surface, f"{name}: {status}", (x + round(3 * u), y), size, theme.TEXT)
            y += round(4 * u)

    def _draw_room(self, surface, rect, view, seat) -> None:
        u = theme.unit(surface)
        room = view["room"]
        side = min(rect.height - round(8 * u), round(rect.width * 0.55))
        square = pygame.Rect(rect.left + round(3 * u), rect.top + round(4 * u), side, side)
        pygame.draw.rect(surface, FLOOR, square)
        thick = max(4, round(1.4 * u))
        door = side // 3
        small = theme.text_px(surface, 1.8)
        for d in DIRS:
            what = room["sides"][d]
            wall, gap = self._side_rects(square, d, thick, door)
            if what == "wall":
                pygame.draw.rect(surface, WALL, wall)
                continue
            for part in self._split(wall, gap):
                pygame.draw.rect(surface, WALL, part)
            # an opening: the floor runs on through the gap, the exit glows green
            pygame.draw.rect(surface, EXIT if what == "exit" else FLOOR, gap)
            label = "EXIT" if what == "exit" else d
            spot, anchor = self._door_label_spot(square, d, thick)
            draw_text(surface, label, spot, small, EXIT if what == "exit" else theme.MUTED,
                      bold=True, anchor=anchor)
            self._hot[f"move {d}"] = gap.inflate(thick * 2, thick * 2)
        inner = square.inflate(-4 * thick, -4 * thick)
        # the bottom row belongs to the "down" doorway's label; spikes and the floor sit above
        base = inner.bottom - small - round(u)
        if room["spikes"]:
            spike = ART.tile(SPIKES_TILE, max(16, inner.width // 7))
            if spike is not None:
                for i in range(3):
                    surface.blit(spike, (inner.left + i * spike.get_width(),
                                         base - small - spike.get_height()))
            draw_text(surface, "Spikes underfoot", (inner.left, base), small, SPIKE,
                      anchor="bottomleft")
        floor = room["floor"]
        if floor:
            icon = max(16, inner.width // 8)
            names = ", ".join(item_name(i) for i in floor)
            caption = draw_text(surface, f"On the floor: {names}", (inner.right, base), small,
                                theme.TEXT, anchor="bottomright",
                                max_width=inner.width // 2 if room["spikes"] else inner.width)
            for i, item in enumerate(floor):
                self._draw_item(surface, item, (inner.right - (i + 1) * (icon + 4),
                                                caption.top - icon - round(0.5 * u)), icon)
        figures = [(self.seat_rgb(seat), "You")] + [
            (self.seat_rgb(s), view["names"][s]) for s in room["others"]]
        radius = max(10, inner.width // 14)
        for i, (colour, name) in enumerate(figures):
            centre = (inner.left + radius * 2 + i * radius * 4, inner.top + radius * 2)
            pygame.draw.circle(surface, colour, centre, radius)
            draw_text(surface, name, (centre[0], centre[1] + radius + 4), small, theme.TEXT,
                      anchor="midtop")
        if room["grunkletaur_hp"] is not None:
            size = inner.width // 3
            spot = (inner.centerx - size // 2, inner.centery - size // 3)
            beast = ART.tile(THING_TILES["grunkletaur"], size)
            if beast is not None:
                surface.blit(beast, spot)
            bar = pygame.Rect(spot[0], spot[1] + size + round(0.5 * u), size, round(1.4 * u))
            self._bar(surface, bar, room["grunkletaur_hp"], GRUNKLETAUR_HP, theme.BAD)
            draw_text(surface, f"Grunkletaur {room['grunkletaur_hp']}/{GRUNKLETAUR_HP} HP",
                      (bar.centerx, bar.bottom + round(0.5 * u)), small, theme.TEXT,
                      anchor="midtop")
        hurt = any(word in line for line in view.get("report", ()) for word in HURT_WORDS)
        if hurt and self._shown is not None and self._age < FLASH_SECONDS:
            flash = pygame.Surface(square.size, pygame.SRCALPHA)
            flash.fill((220, 40, 30, round(150 * (1 - self._age / FLASH_SECONDS))))
            surface.blit(flash, square.topleft)
        status = pygame.Rect(square.right + round(3 * u), square.top,
                             rect.right - square.right - round(5 * u),
                             rect.bottom - square.top - round(2 * u))
        below_hp = self._draw_status(surface, status, view)
        # the hint may cover the rest: the inventory it talks about, the queue the Commit
        # button spells out and the last turn the side panel tells again
        self._status = pygame.Rect(status.left, below_hp, status.width, status.bottom - below_hp)
        if "trail" in view:
            size = round(22 * u)
            self._draw_trail(surface, pygame.Rect(rect.right - size - round(2 * u),
                                                  rect.bottom - size - round(2 * u), size, size),
                             view["trail"], self.seat_rgb(seat))

    @staticmethod
    def _door_label_spot(square, d, thick) -> tuple:
        """Where a doorway's label goes: just inside the room, beside the opening."""
        pad = 2 * thick + 6  # clear of the focus ring drawn around the doorway
        if d == "up":
            return (square.centerx, square.top + pad), "midtop"
        if d == "down":
            return (square.centerx, square.bottom - pad), "midbottom"
        if d == "left":
            return (square.left + pad, square.centery), "midleft"
        return (square.right - pad, square.centery), "midright"

    @staticmethod
    def _draw_trail(surface, box, trail, colour) -> None:
        """Easy memory: the visited rooms as a small map centred on the seat."""
        pygame.draw.rect(surface, theme.CURTAIN, box)
        reach = max([abs(t["dx"]) for t in trail] + [abs(t["dy"]) for t in trail] + [2])
        cell = max(4, box.width // (2 * reach + 1))
        cx, cy = box.centerx - cell // 2, box.centery - cell // 2
        for step in trail:
            x, y = cx + step["dx"] * cell, cy + step["dy"] * cell
            room = pygame.Rect(x, y, cell, cell)
            if not box.contains(room):
                continue
            pygame.draw.rect(surface, FLOOR, room)
            for d, what in step["sides"].items():
                if what != "wall":
                    continue
                if d in ("up", "down"):
                    y0 = room.top if d == "up" else room.bottom - 2
                    pygame.draw.rect(surface, WALL, (room.left, y0, cell, 2))
                else:
                    x0 = room.left if d == "left" else room.right - 2
                    pygame.draw.rect(surface, WALL, (x0, room.top, 2, cell))
        pygame.draw.circle(surface, colour, (cx + cell // 2, cy + cell // 2), max(2, cell // 4))

    def _draw_status(self, surface, area, view) -> int:
        """Turn, HP, inventory, queued slots and the last turn's update, down `area`; returns
        where the HP bar ends (the hint stands below it)."""
        u = theme.unit(surface)
        size = theme.text_px(surface, 2.0)
        line = theme.font(size).get_linesize()
        x, y = area.left, area.top
        draw_text(surface, f"Turn {view['turn']}", (x, y), theme.text_px(surface, 2.6),
                  theme.ACCENT, bold=True)
        y += round(4.5 * u)
        draw_text(surface, f"HP {view['hp']}/{view['max_hp']}", (x, y), size, theme.TEXT)
        y += round(3 * u)
        self._bar(surface, pygame.Rect(x, y, area.width, round(1.8 * u)), view["hp"],
                  view["max_hp"], theme.GOOD)
        y += round(4 * u)
        below_hp = y - round(u)
        draw_text(surface, "Inventory", (x, y), size, theme.MUTED)
        y += round(3.2 * u)
        inventory = view["inventory"]
        if not inventory:
            draw_text(surface, "nothing", (x, y), size, theme.FAINT)
            y += line + round(u)
        # two columns of icon and name: on a couch nobody can hover to ask what an icon is
        icon = round(3.2 * u)
        col_w = area.width // 2
        small = theme.text_px(surface, 1.7)
        for i, item in enumerate(inventory):
            spot = (x + (i % 2) * col_w, y + (i // 2) * (icon + round(0.6 * u)))
            self._draw_item(surface, item, spot, icon)
            draw_text(surface, item_name(item),
                      (spot[0] + icon + round(0.6 * u), spot[1] + icon // 2), small, theme.TEXT,
                      anchor="midleft", max_width=col_w - icon - round(u))
            verb = "attack" if item in WEAPON_BASE else "use"
            self._hot.setdefault(f"{verb} {item}", pygame.Rect(spot, (col_w - round(u), icon)))
        if inventory:
            y += ((len(inventory) - 1) // 2 + 1) * (icon + round(0.6 * u)) + round(u)
        queue = view.get("queue") or {}
        for slot, empty in (("attack", "no attack"), ("use", "no item"), ("move", "stay")):
            value = queue.get(slot)
            text = empty if value is None else (value if slot == "move" else item_name(value))
            box = pygame.Rect(x, y, area.width, round(3.4 * u))
            pygame.draw.rect(surface, theme.PANEL_RAISED, box, border_radius=round(0.6 * u))
            draw_text(surface, f"{slot.title()}: {text}", (x + round(u), box.centery), size,
                      theme.TEXT if value else theme.FAINT, anchor="midleft")
            y += round(4 * u)
        y += round(u)
        draw_text(surface, "Last turn", (x, y), size, theme.MUTED)
        y += round(3 * u)
        report = view.get("report", [])
        shown = len(report) if self._shown is None else int(self._age / LINE_SECONDS) + 1
        small = theme.text_px(surface, 1.8)
        rows = [row for text in report[:shown] for row in wrap_text(text, small, area.width)]
        step = theme.font(small).get_linesize()
        room_for = max(1, (area.bottom - y) // step)
        if len(rows) > room_for:  # keep the newest lines; the first ones are the oldest news
            rows = ["\u2026"] + rows[len(rows) - room_for + 1:]
        if not report:
            # a turn in which nothing reached this seat (everyone stayed, or its time ran out)
            # still gets a line: a heading over nothing reads like a drawing fault
            draw_text(surface, QUIET_TURN, (x, y), small, theme.FAINT)
        for row in rows:
            draw_text(surface, row, (x, y), small, theme.TEXT)
            y += step
        return below_hp

    # ---- small pieces ---------------------------------------------------------------------------
    @staticmethod
    def _side_rects(square, d, thick, door):
        if d == "up":
            wall = pygame.Rect(square.left, square.top, square.width, thick)
        elif d == "down":
            wall = pygame.Rect(square.left, square.bottom - thick, square.width, thick)
        elif d == "left":
            wall = pygame.Rect(square.left, square.top, thick, square.height)
        else:
            wall = pygame.Rect(square.right - thick, square.top, thick, square.height)
        gap = wall.copy()
        if d in ("up", "down"):
            gap.width = door
            gap.centerx = square.centerx
        else:
            gap.height = door
            gap.centery = square.centery
        return wall, gap

    @staticmethod
    def _split(wall, gap):
        if wall.width > wall.height:
            return [pygame.Rect(wall.left, wall.top, gap.left - wall.left, wall.height),
                    pygame.Rect(gap.right, wall.top, wall.right - gap.right, wall.height)]
        return [pygame.Rect(wall.left, wall.top, wall.width, gap.top - wall.top),
                pygame.Rect(wall.left, gap.bottom, wall.width, wall.bottom - gap.bottom)]

    @staticmethod
    def _bar(surface, bar, value, maximum, colour) -> None:
        pygame.draw.rect(surface, theme.CURTAIN, bar)
        filled = bar.copy()
        filled.width = round(bar.width * max(0, min(value, maximum)) / max(1, maximum))
        pygame.draw.rect(surface, colour, filled)

    @staticmethod
    def _draw_item(surface, item, pos, size) -> None:
        tile = item_tile(item)
        art = ART.tile(tile, size) if tile is not None else None
        if art is not None:
            surface.blit(art, pos)
        else:  # the Token of Grunkle has no map tile
            centre = (pos[0] + size // 2, pos[1] + size // 2)
            pygame.draw.circle(surface, TOKEN_GOLD, centre, size // 2 - 2)
            draw_text(surface, "G", centre, max(10, size // 2), theme.CURTAIN, bold=True,
                      anchor="center")
