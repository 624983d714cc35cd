"""The table kit's board: a game's typed table drawn with the shared widgets, and pointing.

A game scene that mixes `KitBoard` in before `TableScene` writes only its layout
(`zone_rects`: which zone goes where) and sets its card `look`; this class draws every zone
with the kit's widgets from `GameState.table_view(seat)`, lights up what the seat's legal
actions touch (`targets.Targets`), turns a click, a key or a pad press on an object into the
legal action it stands for (picking an object up first when its moves have destinations),
refuses anything else in words, and puts the lit objects into the focus ring so arrows and
the d-pad move between them and the panel's buttons by direction. Dragging an object to
where it goes, and how a held object is shown, are `kit_drag.KitDrag`'s.
"""
from __future__ import annotations

import pygame

from ..engine.protocol import Action
from ..engine.table import Table, Zone
from ..ui import theme
from ..ui.card import draw_card
from ..ui.card_look import CardLook
from ..ui.highlights import HitMap, Highlights, hit_at
from ..ui.text import draw_text, fitting_size, measure
from ..ui.tokens import draw_pool, draw_seat, draw_track
from ..ui.widgets import Button
from ..ui.zones import draw_hand, draw_pile, draw_row, draw_stack
from .kit_drag import KitDrag
from .targets import Targets

FLIGHT_SECONDS = 0.45
"""How long a piece takes to fly from the zone it left to the one it lands in."""
FLASH_SECONDS = 0.7
"""How long a game's word over a place (`KitBoard.flashes`: "Gulp!") stays on screen."""
FLASH_BACK = (24, 20, 20)
FLASH_INK = (246, 206, 92)
BOARD_TAG = "board"
"""The tag of a focus-ring button that stands for an object on the board (it is drawn by the
board's widgets, never as a button)."""


class KitBoard(KitDrag):
    """Mixin for a `TableScene` drawn with the table kit (list it first among the bases)."""

    look: CardLook
    """How this game's cards look (the game sets it)."""
    dim_others: bool | None = None
    """Whether what is not a target is dimmed while a choice is open (`Highlights`): by
    default yes; a game whose players read the whole table to plan may keep it bright."""

    def kit_start(self) -> None:
        """Call from the scene's `__init__`."""
        self.hits: HitMap = {}
        """What the last frame drew where: piece and place ids to screen rects."""
        self.picked: str | None = None
        """The object picked up by the first step of a move, while its destination is chosen."""
        self._targets: tuple | None = None
        self._board_ids: tuple = ()
        self.zone_areas: dict[str, pygame.Rect] = {}
        """Where the last frame drew each zone."""
        self.flights: list[list] = []
        """Pieces in the air: [move, where it left from, seconds flown]."""
        self.flashed: list[list] = []
        """Words shown over a place for a moment: [words, place id, seconds shown]."""
        self.landed: dict[str, tuple] = {}
        """While a queue of steps holds the old view (`scenes/beats.py`): each piece that
        landed somewhere in it, as (move, where it lies); drawn there until the queue ends."""
        self.left: dict[str, pygame.Rect] = {}
        """...and where each piece that moved lay in the held view (drawn as empty)."""
        self.drag_start()

    # ---- what a game writes ---------------------------------------------------------
    def zone_rects(self, rect: pygame.Rect, table: Table) -> dict[str, pygame.Rect]:
        """Where each zone of `table` is drawn inside the board `rect` (zones left out are
        not drawn)."""
        raise NotImplementedError

    def draw_zone(self, surface: pygame.Surface, rect: pygame.Rect, zone: Zone,
                  lit: Highlights, table: Table) -> HitMap:
        """Draw one zone with the kit widget for its kind; a game overrides it to pass its
        own options (a row's place labels, a track's colours) and calls this for the rest."""
        colours = [self.seat_rgb(s) for s in range(len(self.match.seats))]
        kind = zone.kind
        if kind == "hand":
            return draw_hand(surface, rect, zone, self.look, lit)
        if kind == "pile":
            return draw_pile(surface, rect, zone, self.look, lit)
        if kind == "row":
            return draw_row(surface, rect, zone, self.look, lit)
        if kind == "stack":
            return draw_stack(surface, rect, zone, self.look, lit)
        if kind == "track":
            return draw_track(surface, rect, zone, lit, seat_colours=colours)
        if kind == "pool":
            return draw_pool(surface, rect, zone, lit, seat_colours=colours)
        if kind == "seat":
            owner = zone.owner if zone.owner is not None else 0
            return draw_seat(surface, rect, zone, colours[owner], zone.label, lit, key=zone.name)
        return {}

    def draw_table_extras(self, surface: pygame.Surface, rect: pygame.Rect, table: Table,
                          seat: int | None) -> None:
        """Whatever the game draws over its zones (an inspector, a banner); nothing by
        default."""

    def flashes(self, event, seat: int | None) -> tuple[tuple[str, str], ...]:
        """Words to show for a moment over a place when `event` happens, as (words, place
        id) pairs (a swallow's "Gulp!" where the card was); none by default."""
        return ()

    def refusal(self, seat: int, object_id: str) -> str:
        """What a seat reads when it points at something that is no move now."""
        decision = self.match.state.decision(seat)
        ask = f" {decision.prompt}." if decision is not None else ""
        return f"That is not one of your moves now.{ask}"

    # ---- targets ---------------------------------------------------------------------
    def targets(self, seat: int | None) -> Targets:
        """The targets of `seat`'s decision at its current stage (cached per table change)."""
        key = (seat, self.match.revision, self.picked)
        if self._targets is None or self._targets[0] != key:
            legal = self.legal_for(seat)
            touches = [self.match.state.touches(a, seat) for a in legal] if legal else []
            targets = Targets(legal, touches, self.picked)
            if self.picked is not None and not targets.ids:
                self.picked = None  # the move it started is gone (taken back, timed out)
                targets = Targets(legal, touches)
            self._targets = (key, targets)
        return self._targets[1]

    def focused_object(self) -> str | None:
        """The board object under the focus ring, if it is one."""
        focused = self.ring.focused
        if focused is not None and BOARD_TAG in focused.tags:
            return focused.tags[BOARD_TAG]
        return None

    def focused_touches(self, seat: int | None) -> tuple[str, ...]:
        """What the move focused in the list touches, in pointing order (what an inspector
        shows while a player reads the list); () when no move is focused."""
        focused = self.ring.focused
        if seat is None or focused is None or focused.value[0] != "act":
            return ()
        legal = self.legal_for(seat)
        if focused.value[1] >= len(legal):
            return ()
        return tuple(self.targets(seat).lit_by(legal[focused.value[1]]))

    def board_buttons(self, seat: int | None) -> list[Button]:
        """The lit objects as focus-ring entries, in drawing order; while an object is held,
        a destination that is a whole zone (No Man's Land) too, where the zone lies."""
        ids = self.targets(seat).ids if seat is not None else frozenset()
        buttons = [Button(rect.copy(), "", ("touch", key), tags={BOARD_TAG: key})
                   for key, rect in self.hits.items() if key in ids]
        if self.picked is not None:
            buttons += [Button(self.zone_areas[key].copy(), "", ("touch", key),
                               tags={BOARD_TAG: key})
                        for key in sorted(ids - set(self.hits)) if key in self.zone_areas]
        return buttons

    # ---- moves fly ---------------------------------------------------------------------
    def update(self, dt: float) -> None:
        for flight in self.flights + self.flashed:
            flight[2] += dt
        if self.flights or self.flashed:
            self.app.dirty = True  # the last frame must show them landed
        self.flights = [f for f in self.flights if f[2] < FLIGHT_SECONDS]
        self.flashed = [f for f in self.flashed if f[2] < FLASH_SECONDS]
        super().update(dt)  # the table takes new events in: what they fly starts now

    def fly_at_once(self, steps) -> None:
        """Every step's pieces fly at once over the new view: a piece moved several times
        since the last frame (spewed, then thrown, then landed) flies once, from where it
        was drawn to where it lies now (the instant pace, and a person's own move)."""
        flown: set[str] = set()
        for step in steps:
            for move in step.moves:
                start = self.rect_of(move.source)
                if start is not None and move.piece not in flown:
                    flown.add(move.piece)
                    self.flights.append([move, start, 0.0])
            self.flashed += [[words, where, 0.0] for words, where in step.flashes]

    def fly_step(self, step, held: bool) -> None:
        """One step's pieces fly over the held view: from where the last step left them
        (or where the held view draws them) to their landing place, where they stay drawn
        until the queue ends; the place they left is drawn empty."""
        card = self.card_like()
        for move in step.moves:
            before = self.landed.get(move.piece)
            start = before[1] if before is not None else self.rect_of(move.source)
            if start is None:
                continue
            spot = self.hits.get(move.source)
            if before is None and move.kind == "card" and move.piece not in self.left \
                    and spot is not None and move.source not in self.zone_areas \
                    and self.card_sized(spot, card) == spot:
                self.left[move.piece] = spot  # a card's place (never a whole zone) empties
            end = self.rect_of(move.target)
            if end is not None:
                end = self.card_sized(end, card)
                self.landed[move.piece] = (move, end)
            else:
                self.landed.pop(move.piece, None)
            self.flights.append([move, self.card_sized(start, card), 0.0])
        self.flashed += [[words, where, 0.0] for words, where in step.flashes]

    def card_like(self) -> pygame.Rect:
        """The size of a card as the last frame drew them (the middle one by area); a
        chip (`ui.card_chip`, more than three times as wide as tall) is no card's shape:
        a card flying into one lands card-shaped in its middle."""
        cards = sorted((r for k, r in self.hits.items()
                        if "#" in k and 3 * r.height >= r.width),
                       key=lambda r: r.width * r.height)
        return cards[len(cards) // 2] if cards else pygame.Rect(0, 0, 60, 84)

    @staticmethod
    def card_sized(rect: pygame.Rect, like: pygame.Rect) -> pygame.Rect:
        """`rect`, or a card of `like`'s proportions centred in it when `rect` is a whole
        zone (a mouth, the air): a card flying into a zone stays card-sized."""
        if rect.width <= like.width * 1.6 and rect.height <= like.height * 1.6:
            return rect
        scale = min(rect.width / max(1, like.width), rect.height / max(1, like.height), 1.0)
        out = pygame.Rect(0, 0, max(1, round(like.width * scale)),
                          max(1, round(like.height * scale)))
        out.center = rect.center
        return out

    def beats_drained(self, told) -> None:
        super().beats_drained(told)
        self.landed = {}
        self.left = {}

    def animating(self) -> bool:
        return bool(self.flights or self.flashed or self.flipping) or super().animating()

    def rect_of(self, where: str) -> pygame.Rect | None:
        """Where the last frame drew a piece, a place (``zone#place``) or, failing those, the
        zone the place is in."""
        for key in (where, where.split("#")[0]):
            rect = self.hits.get(key) or self.zone_areas.get(key)
            if rect is not None:
                return rect
        return None

    def draw_flights(self, surface: pygame.Surface) -> None:
        """Each piece in the air, eased from where it left to where it lands."""
        for move, start, age in self.flights:
            landed = self.landed.get(move.piece)
            end = landed[1] if landed is not None and landed[0] is move \
                else self.rect_of(move.target)
            if end is None:
                continue
            p = min(1.0, age / FLIGHT_SECONDS)
            p = 1 - (1 - p) ** 3  # fast off, gentle landing
            w = round(start.width + (end.width - start.width) * p)
            h = round(start.height + (end.height - start.height) * p)
            rect = pygame.Rect(0, 0, max(1, w), max(1, h))
            rect.center = (round(start.centerx + (end.centerx - start.centerx) * p),
                           round(start.centery + (end.centery - start.centery) * p))
            self.draw_flying(surface, rect, move)

    def draw_flying(self, surface: pygame.Surface, rect: pygame.Rect, move) -> None:
        """`move`'s piece in the air (or landed, over a held view) at `rect`: a card of the
        game's look. A game whose moves fly other pieces (a pawn on a board) draws those."""
        draw_card(surface, rect, self.look, move.face)

    def draw_landed(self, surface: pygame.Surface) -> None:
        """Over the held view: the places moved pieces left, empty, and the pieces that
        have landed (not those still in the air)."""
        u = theme.unit(surface)
        for rect in self.left.values():
            pygame.draw.rect(surface, theme.PANEL, rect, border_radius=round(0.6 * u))
            pygame.draw.rect(surface, theme.FAINT, rect, width=1, border_radius=round(0.6 * u))
        flying = {flight[0].piece for flight in self.flights}
        for piece, (move, rect) in self.landed.items():
            if piece not in flying:
                self.draw_flying(surface, rect, move)

    def draw_flashes(self, surface: pygame.Surface) -> None:
        """Each flashed word rising inside its place, on a dark backing so it reads over any
        card, and never above the place (a seat's header may be there)."""
        for words, where, age in self.flashed:
            place = self.rect_of(where)
            if place is None:
                continue
            u = theme.unit(surface)
            p = min(1.0, age / FLASH_SECONDS)
            size = fitting_size(words, theme.text_px(surface, 2.2),
                                max(8, place.width - round(0.6 * u)), True)
            w, h = measure(words, size, True)
            back = pygame.Rect(0, 0, min(place.width, w + round(0.8 * u)), h + round(0.3 * u))
            back.center = (place.centerx,
                           round(place.centery + place.height * (0.15 - 0.3 * p)))
            back.clamp_ip(place)
            pygame.draw.rect(surface, FLASH_BACK, back, border_radius=round(0.6 * u))
            draw_text(surface, words, back.center, size, FLASH_INK, bold=True,
                      anchor="center")

    # ---- the TableScene hooks ----------------------------------------------------------
    def draw_board(self, surface: pygame.Surface, rect: pygame.Rect, view, seat) -> None:
        table = self.table_for(seat)
        acting = seat is not None and seat in self.curtain.humans_to_act()
        targets = self.targets(seat) if acting else Targets((), ())
        if not acting:
            self.drag = None
        held = self.holding()
        lit_ids = self.lit_now(targets)
        focus = self.focused_object()
        lit = Highlights(targets=lit_ids, focus=focus,
                         selected=frozenset({held}) if held else frozenset(),
                         dim_others=self.dim_others)
        hits: HitMap = {}
        self.zone_areas = self.zone_rects(rect, table)
        for zone_name, zone_rect in self.zone_areas.items():
            hits.update(self.draw_zone(surface, zone_rect, table.zone(zone_name), lit, table))
        self.hits = hits
        if held is not None:
            self.draw_zone_rings(surface, lit_ids, focus)
        self.draw_table_extras(surface, rect, table, seat)
        self.draw_flips(surface)
        if self.held is not None:
            self.draw_landed(surface)
        self.draw_flights(surface)
        self.draw_flashes(surface)
        ring_ids = tuple(k for k in hits if k in targets.ids)
        if ring_ids != self._board_ids:
            # the ring holds the lit objects where they were drawn: build it again
            self._board_ids = ring_ids
            self._built_for = None
            self.app.dirty = True

    def action_at(self, pos, legal: list, view, seat: int | None) -> Action | None:
        object_id = hit_at(self.hits, pos)
        if object_id is None or seat is None:
            return None
        return self.point_at(seat, object_id)

    def board_object_at(self, pos) -> bool:
        return hit_at(self.hits, pos) is not None

    def point_at(self, seat: int, object_id: str) -> Action | None:
        """What pointing at `object_id` does: the action to play, or None after picking the
        object up, dropping it, offering its moves or refusing in words."""
        pick = self.targets(seat).pick(object_id)
        if pick.action is not None:
            self.picked = None
            return pick.action
        self._built_for = None
        self.app.dirty = True
        if pick.picked is not None:
            self.picked = pick.picked
            self._aim = pick.picked  # the keys and the d-pad start from its destinations
            self.notice = ""
        elif pick.choices:
            legal = self.legal_for(seat)
            self.ring.index = legal.index(pick.choices[0])
            self.notice = "Choose one of its moves in the list."
        elif self.picked is not None and object_id == self.picked:
            self.picked = None  # pointing at what you hold puts it down
        else:
            self.notice = self.refusal(seat, object_id)
            self.app.cue("failure")
        return None

    def board_highlights(self, action: Action, view, seat: int | None) -> list:
        return [self.hits[key] for key in self.targets(seat).lit_by(action) if key in self.hits]

    def drop_picked(self) -> bool:
        """Put down what the seat picked up (Back); True when something was held."""
        if self.picked is None:
            return False
        self.picked = None
        self._built_for = None
        self.app.dirty = True
        return True
