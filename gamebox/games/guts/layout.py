"""Where Guts of Glory's zones go on the board (`GutsLayout`, a part of its `Scene`): the top
strip (deck, discard, plate, a card in transit) as tall as the plate's cards can use, under
it the mouths, the home seat's (the seat looking) on a row of its own with three or four
seats and the others under it (with four, side by side as columns of chips: `CHIP_RIVALS`),
and the right column (track, supply, inspector)."""
from __future__ import annotations

import pygame

from ...engine.table import Table, Zone
from ...ui import theme
from ...ui.card import fit_card, margin
from ...ui.text import line_height
from ...ui.tokens import HEADER_UNITS, seat_header

INSPECTOR_SHARE = 0.3
"""The share of the board's width the right column (track, supply, inspector) takes."""
PILE_UNITS = 0.8
"""The deck's and the discard's width, in plate places."""
TOP_SHARE = 0.25
"""The share of the board's height the top strip (deck, discard, plate) takes."""
CHIP_RIVALS = 3
"""With this many other mouths (a four-seat table) each is a column of chips, one a card
(its name and power at the readable figure), side by side under the home seat's mouth:
two rows of thumbnails left them 76 px wide with 12-px names (docs/table-kit.md). A table
of bots only (people watching, nobody's mouth their own) draws all its mouths so, from
three (`mouth_rects`)."""


class GutsLayout:
    """The Guts board's rects. A part of `Scene` (it reads the look, the curtain's eyes and
    the theme's unit through the scene)."""

    def zone_rects(self, rect: pygame.Rect, table: Table) -> dict[str, pygame.Rect]:
        u = theme.unit(self.app.surface)
        m = round(1.2 * u)
        col_w = round(rect.width * INSPECTOR_SHARE)
        right = pygame.Rect(rect.right - col_w, rect.top, col_w, rect.height)
        rects = {"glory": pygame.Rect(right.left, right.top, col_w, round(7 * u))}
        # a caption and two rows of tokens, as tall as the text (at "huge" the second row
        # was left out)
        rects["supply"] = pygame.Rect(right.left, rects["glory"].bottom + m // 2, col_w,
                                      round(6.5 * u * max(1.0, theme.text_scale())))
        self.inspector_area = pygame.Rect(right.left, rects["supply"].bottom + m, col_w,
                                          right.bottom - rects["supply"].bottom - m)
        main = pygame.Rect(rect.left, rect.top, rect.width - col_w - m, rect.height)
        # deck and discard (read from afar: a count, a top card the inspector shows) take
        # less than the plate's places and the card in transit, which are played from
        units = (("deck", PILE_UNITS), ("discard", PILE_UNITS), ("plate", 3), ("transit", 1))
        unit_w = round((main.width - 3 * m) / sum(n for _, n in units))
        mouths = [z for z in table.zones if z.name.startswith("mouth/")]
        usual = round(main.height * TOP_SHARE)
        # one column of mouths or two, chosen as under a strip of the usual height (a
        # taller strip never turns one column into two narrower ones)
        cols = self.mouth_columns(pygame.Rect(main.left, main.top + usual + m, main.width,
                                              main.height - usual - m), mouths, m) \
            if mouths else 1
        top = pygame.Rect(main.left, main.top, main.width,
                          self.top_height(main, mouths, cols, unit_w, m,
                                          watched=self.home_seat(table) is None))
        x = top.left
        for name, share in units:
            rects[name] = pygame.Rect(x, top.top, round(share * unit_w), top.height)
            x += round(share * unit_w) + (m if name != "deck" else 0)
        transit = rects.pop("transit")
        moving = [z.name for z in table.zones if z.name in ("held", "air")]
        for i, name in enumerate(moving):  # (both at once is rare: they share the place)
            w = transit.width // len(moving)
            rects[name] = pygame.Rect(transit.left + i * w, transit.top, w, transit.height)
        area = pygame.Rect(main.left, top.bottom + m, main.width, main.bottom - top.bottom - m)
        rects.update(self.mouth_rects(area, mouths, cols, self.home_seat(table), m))
        return rects

    def home_seat(self, table: Table) -> int | None:
        """The seat whose mouth is laid out first and widest: the seat looking, else (a
        bot's turn, the public table) the first person at the table."""
        if table.seat is not None:
            return table.seat
        return next((s for s, spec in enumerate(self.match.seats) if not spec.is_bot), None)

    def mouth_need(self, width: int, mouths: list[Zone]) -> int:
        """The height a mouth `width` wide needs for its cards at the size its width
        allows: the header and a second line of facts, the cards and their margins, the
        frame's pad; the words at normal text, so a larger text size moves nothing (a
        larger header takes from the room left for the second line)."""
        widest = max((z.size or 1 for z in mouths), default=1)
        probe = pygame.Rect(0, 0, width, 10_000)
        _, inside = seat_header(self.app.surface, probe, cards=lambda r: r.height)
        cw, ch = fit_card((inside.width // widest, 10_000))
        normal = max(8, round(HEADER_UNITS * theme.unit(self.app.surface)))
        return inside.top + line_height(normal) + ch + 2 * margin(cw) \
            + (probe.bottom - inside.bottom)

    def mouth_rects(self, area: pygame.Rect, mouths: list[Zone], cols: int,
                    home: int | None, m: int) -> dict[str, pygame.Rect]:
        """Where each mouth goes in `area`. With three or four, in two columns, the home
        seat's mouth (`home_seat`) takes a row of its own under the plate, as wide as the
        board, so its cards are large (a player chews and feeds there); the others, in two
        columns under it, keep the size their width allows, or (three others: `CHIP_RIVALS`)
        stand side by side in the room of two such rows, each drawn as a column of chips
        (`chipped` names them). Else, and when that leaves the home row smaller than the
        others, a grid of one or two columns."""
        rects: dict[str, pygame.Rect] = {}
        own = next((z for z in mouths if z.owner == home), None)
        self.chipped = set()
        if own is None and len(mouths) >= CHIP_RIVALS:
            # bots only, people watching: no mouth is one's own, every mouth is read from
            # afar, so each is a column of chips (`draw_mouth_chips`): three side by side
            # (as wide as a four-seat table's rivals), four in two rows of two, as the
            # thumbnails lay, where a chip says ``name · power`` on one line
            across = len(mouths) if len(mouths) < 4 else 2
            down = -(-len(mouths) // across)
            gap = m // 2
            cw = (area.width - (across - 1) * gap) // across
            ch = (area.height - (down - 1) * gap) // down
            for i, zone in enumerate(mouths):
                r, c = divmod(i, across)
                rects[zone.name] = pygame.Rect(area.left + c * (cw + gap),
                                               area.top + r * (ch + gap), cw, ch)
                self.chipped.add(zone.name)
            return rects
        if cols == 2 and own is not None:
            others = [z for z in mouths if z is not own]
            bw = (area.width - m) // 2
            rows = -(-len(others) // 2)
            bh = self.mouth_need(bw, mouths)
            home_h = area.height - rows * (bh + m)
            if home_h >= bh and len(others) == CHIP_RIVALS:
                # the others side by side under the home row, each a column of chips as
                # tall as two rows of thumbnails were (`draw_mouth_chips`)
                rects[own.name] = pygame.Rect(area.left, area.top, area.width, home_h)
                gap = m // 2  # (the frames tell the columns apart: their words get room)
                cw = (area.width - (len(others) - 1) * gap) // len(others)
                for i, zone in enumerate(others):
                    rects[zone.name] = pygame.Rect(area.left + i * (cw + gap),
                                                   area.top + home_h + m, cw,
                                                   area.bottom - home_h - m - area.top)
                    self.chipped.add(zone.name)
                return rects
            if home_h >= bh:
                rects[own.name] = pygame.Rect(area.left, area.top, area.width, home_h)
                for i, zone in enumerate(others):
                    r, c = divmod(i, 2)
                    rects[zone.name] = pygame.Rect(area.left + c * (bw + m),
                                                   area.top + home_h + m + r * (bh + m),
                                                   bw, bh)
                return rects
        rows = -(-len(mouths) // cols)
        bw = (area.width - (cols - 1) * m) // cols
        bh = (area.height - (rows - 1) * m) // rows
        for i, zone in enumerate(mouths):
            r, c = divmod(i, cols)
            rects[zone.name] = pygame.Rect(area.left + c * (bw + m), area.top + r * (bh + m),
                                           bw, bh)
        return rects

    def top_height(self, main: pygame.Rect, mouths: list[Zone], cols: int, unit_w: int,
                   m: int, watched: bool = False) -> int:
        """The plate strip's height: `TOP_SHARE` of the board, or more when the mouths
        under it need less (three or four mouths in two columns: their cards are as wide
        as a fifth of a column, whatever their height; `watched`, a table of bots only:
        its mouths in one or two rows), up to what makes the plate's cards as large as
        their width allows. The cards a player feeds from get the room
        first, then the home seat's mouth (`mouth_rects`)."""
        usual = round(main.height * TOP_SHARE)
        if not mouths:
            return usual
        need = self.mouth_need((main.width - (cols - 1) * m) // cols, mouths)
        # with a home row (`mouth_rects`): the others' rows and a home row as tall as them;
        # bots only (`watched`, three mouths or more): one row of columns of chips, or two
        if watched and len(mouths) >= CHIP_RIVALS:
            rows = 1 if len(mouths) < 4 else 2
        elif cols == 2:
            rows = -(-(len(mouths) - 1) // 2) + 1
        else:
            rows = -(-len(mouths) // cols)
        spare = main.height - m - rows * need - (rows - 1) * m
        pw, ph = fit_card((unit_w, 10_000))
        cap = line_height(max(8, round(1.4 * theme.unit(self.app.surface)))) \
            + round(0.4 * theme.unit(self.app.surface)) + ph + 2 * margin(pw)
        return max(usual, min(spare, cap))

    def mouth_columns(self, area: pygame.Rect, mouths: list[Zone], m: int) -> int:
        """One column of mouths, or two when that gives their cards more room."""
        widest = max((z.size or 1 for z in mouths), default=1)
        header = seat_header(self.app.surface, pygame.Rect(0, 0, 100, 100))[1].top

        def card_width(cols: int) -> int:
            rows = -(-len(mouths) // cols)
            w = (area.width - (cols - 1) * m) // cols
            h = (area.height - (rows - 1) * m) // rows - header - m
            return fit_card((w // widest, h))[0]

        return 2 if len(mouths) > 2 and card_width(2) > card_width(1) else 1
