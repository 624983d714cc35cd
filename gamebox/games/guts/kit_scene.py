"""Guts of Glory on the table kit: its layout and its card look, nothing drawn by hand.

The top strip holds the deck, the discard pile and the plate, then the glory track with the
glory cards and chew tokens beside the board, and under them the card in focus shown large.
Each seat's mouth is a framed area in its colour with its cards in the order they lie:
mouth card 1, the Condiment slots, mouth card 2. Feeding is pointing at a plate card (it is
picked up and the slots it may go in light up), then at the slot.
"""
from __future__ import annotations

from dataclasses import replace

import pygame

from ...engine.table import Table, Zone
from ...scenes.kit_board import KitBoard
from ...scenes.table import TableScene
from ...ui.highlights import HitMap, Highlights
from ...ui.inspector import draw_inspector
from ...ui.tokens import draw_seat, draw_track, seat_header
from ...ui.zones import draw_row
from ...ui import theme
from .board import slot_name
from .look import LOOK

class Scene(KitBoard, TableScene):
    """The Guts table: a layout of kit zones."""

    look = LOOK

    def __init__(self, app, match) -> None:
        super().__init__(app, match)
        self.kit_start()

    # ---- layout ------------------------------------------------------------------------
    def zone_rects(self, rect: pygame.Rect, table: Table) -> dict[str, pygame.Rect]:
        u = theme.unit(self.app.surface)
        m = round(1.2 * u)
        top = pygame.Rect(rect.left, rect.top, rect.width, round(rect.height * 0.34))
        unit_w = (top.width - 2 * m) // 9  # deck, discard, three plate places, the rest
        rects = {"deck": pygame.Rect(top.left, top.top, unit_w, top.height),
                 "discard": pygame.Rect(top.left + unit_w, top.top, unit_w, top.height)}
        plate_w = 3 * unit_w + 2 * m
        rects["plate"] = pygame.Rect(top.left + 2 * unit_w + m, top.top, plate_w, top.height)
        if "held" in {z.name for z in table.zones}:
            rects["plate"].width -= unit_w
            rects["held"] = pygame.Rect(rects["plate"].right, top.top, unit_w, top.height)
        right = pygame.Rect(rects["plate"].left + plate_w + m, top.top,
                            top.right - rects["plate"].left - plate_w - m, top.height)
        rects["glory"] = pygame.Rect(right.left, right.top, right.width, round(top.height * 0.42))
        rects["supply"] = pygame.Rect(right.left, rects["glory"].bottom, right.width,
                                      round(top.height * 0.2))
        self.inspector_area = pygame.Rect(right.left, rects["supply"].bottom, right.width,
                                          right.bottom - rects["supply"].bottom)
        mouths = [z for z in table.zones if z.name.startswith("mouth/")]
        area = pygame.Rect(rect.left, top.bottom + m, rect.width, rect.bottom - top.bottom - m)
        cols = 1 if len(mouths) <= 2 else 2
        rows = (len(mouths) + cols - 1) // cols
        bw = (area.width - (cols - 1) * m) // cols
        bh = (area.height - (rows - 1) * m) // rows
        for i, zone in enumerate(mouths):
            r, c = divmod(i, cols)
            rects[zone.name] = pygame.Rect(area.left + c * (bw + m), area.top + r * (bh + m),
                                           bw, bh)
        return rects

    def draw_zone(self, surface: pygame.Surface, rect: pygame.Rect, zone: Zone,
                  lit: Highlights, table: Table) -> HitMap:
        if zone.name.startswith("mouth/"):
            return self.draw_mouth(surface, rect, zone, lit, table)
        if zone.name == "plate":
            places = range(zone.size or 0)
            return draw_row(surface, rect, zone, self.look, lit, labels=["Plate"] * len(places),
                            details=[str(p + 1) for p in places])
        if zone.kind == "track":
            colours = [self.seat_rgb(s) for s in range(len(self.match.seats))]
            return draw_track(surface, rect, zone, lit, seat_colours=colours)
        return super().draw_zone(surface, rect, zone, lit, table)

    def draw_mouth(self, surface: pygame.Surface, rect: pygame.Rect, zone: Zone,
                   lit: Highlights, table: Table) -> HitMap:
        """A seat's mouth: its frame and title (glory, chews a turn), then its cards."""
        seat = zone.owner
        facts = table.facts
        title = f"{self.seat_name(seat)}  \u00b7  {facts['glory'][seat]} glory"
        if facts["current"] == seat and facts["chews_left"]:
            title += f"  \u00b7  {facts['chews_left']} chews to place"
        # the mouth itself (a spew's target) lies under its cards: `hit_at` takes the last
        hits = {zone.name: rect}
        hits.update(draw_seat(surface, rect, None, self.seat_rgb(seat), title, lit,
                              active=facts["current"] == seat))
        _, inside = seat_header(surface, rect)
        order = facts["mouth_orders"][seat]
        labels = ["Food" if x < 2 else "Condiment" for x in order]
        # the frame's title names the seat: the row needs no caption of its own
        hits.update(draw_row(surface, inside, replace(zone, label=""), self.look, lit,
                             places=order,
                             labels=labels, details=[slot_name(x) for x in order]))
        return hits

    def draw_table_extras(self, surface: pygame.Surface, rect: pygame.Rect, table: Table,
                          seat: int | None) -> None:
        """The focused or hovered card, large, under the track."""
        shown = self.focused_object()
        if shown is None:
            focused = self.ring.focused
            if focused is not None and focused.value[0] == "act" and seat is not None:
                legal = self.legal_for(seat)
                if focused.value[1] < len(legal):
                    touched = self.targets(seat).lit_by(legal[focused.value[1]])
                    shown = touched[0] if touched else None
        found = table.find(shown) if shown else None
        if found is None and self.picked:
            found = table.find(self.picked)
        decision = self.match.state.decision(seat) if seat is not None else None
        draw_inspector(surface, self.inspector_area, self.look,
                       found[1] if found else None,
                       heading=decision.prompt if decision and found else "")
