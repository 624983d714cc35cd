"""Grunt, Growl and Tear on the table kit: the hex map, the Monster Monitors, the hand, the
Test and the initiative order.

Layout of the board rect:

- left, the map: the kit's `HexBoard` with this game's pictures (`map_art.py`: the Tiled
  map's tiles and fixed objects, each Monster turned to its facing with the limbs it has,
  torn limbs lying on the ground, the pushable objects with their Weight). While Monsters
  are chosen the roster of Monsters takes the map's place, as cards;
- under the map: the hand of the seat whose eyes are on the screen (no other hand is ever
  drawn: the Monitors give only counts) with its draw pile and discard, the Test's cards
  and the initiative order of the round;
- right, one Monster Monitor per seat: the kit's status panel (`ui/status_panel.py`) drawn
  from the facts `table.py` gives (``facts["status"]``) with the Monster's picture: its four
  attributes, its health pool, its Power tokens and each limb spot.

Every decision is made by pointing (`targets`): a hex to place, move to, turn towards or
drop or shove onto; a Monster to attack, push or escape from; a limb on the map and then
the spot to attach it to; a card to play in a Test; the health pool to heal; a limb spot
to guard or rip; the draw pile to pay Health for its top card. What touches nothing (end
the turn, let the Monster go) is in the panel. At a Test's reveal the face-down cards turn
over together where they lie (the kit's flip, `scenes/beats.py: Flip`).
"""
from __future__ import annotations

import dataclasses

import pygame

from ...engine.events import Moment
from ...engine.table import Piece, Table, Zone, place_id
from ...scenes.beats import Flip
from ...scenes.kit_board import KitBoard
from ...scenes.table import TableScene
from ...ui import theme
from ...ui.card import fit_card
from ...ui.highlights import Highlights, HitMap, hit_at
from ...ui.status_panel import PanelLook, draw_status
from ...ui.text import draw_text, draw_wrapped, fit, line_height
from ...ui.widgets import panel
from ...ui.zones import CAPTION_UNITS, draw_hand, draw_row
from .art import MONITOR_COLOURS
from .look import CARD_LOOK, PART_LOOK
from .map_art import MapArt, Pictures, draw_step_marks, portrait
from .pack import ATTRIBUTES

MONITOR_SHARE = 0.27
"""The share of the board's width the column of Monster Monitors takes."""
STRIP_SHARE = 0.25
"""The share of the left column's height the strip under the map takes."""
HURT_KINDS = ("damage", "rip", "rip_pulp")
"""Events that hurt a seat's Monster (its ``victim``, else its ``seat``): a moment for it."""
MONITOR_LOOK = PanelLook(colours=MONITOR_COLOURS)


class Scene(KitBoard, TableScene):
    """The Grunt, Growl and Tear table."""

    look = CARD_LOOK
    LISTED_LAST = ("end",)
    dim_others = False  # the whole map stays readable: players plan from where all stand

    def __init__(self, app, match) -> None:
        super().__init__(app, match)
        self.kit_start()
        self._maps: dict[str, MapArt] = {}
        self.pictures = Pictures()
        self._arrows: HitMap = {}
        """Turn arrows drawn for hexagons past the map's edge, by place id (they answer a
        click before the Monster drawn under them)."""
        self._init_rows: HitMap = {}
        self._pointed: str | None = None
        """The initiative row the pointer is on (its card's whole text is shown)."""

    # ---- the map and its pictures -----------------------------------------------------
    def map_art(self) -> MapArt:
        arena = self.shown_state().arena
        found = self._maps.get(arena.id)
        if found is None or found.arena != arena:
            found = self._maps[arena.id] = MapArt(arena, self.shown_state, self.pictures)
        return found

    def draw_flying(self, surface: pygame.Surface, rect: pygame.Rect, move) -> None:
        """A stepping Monster and a torn limb fly as the map draws them; cards as cards."""
        kind, _, rest = move.piece.partition("/")
        colour = self.seat_rgb(int(rest)) if kind == "monster" else None
        if not self.map_art().flying(surface, rect, move, colour):
            super().draw_flying(surface, rect, move)

    # ---- layout -----------------------------------------------------------------------
    def zone_rects(self, rect: pygame.Rect, table: Table) -> dict[str, pygame.Rect]:
        u = theme.unit(self.app.surface)
        m = max(4, round(u))
        names = [z.name for z in table.zones]
        col_w = round(rect.width * MONITOR_SHARE)
        right = pygame.Rect(rect.right - col_w, rect.top, col_w, rect.height)
        left = pygame.Rect(rect.left, rect.top, rect.width - col_w - m, rect.height)
        strip_h = round(left.height * STRIP_SHARE)
        top = pygame.Rect(left.left, left.top, left.width, left.height - strip_h - m)
        rects: dict[str, pygame.Rect] = {}
        rects["roster" if "roster" in names else "board"] = top
        strip = pygame.Rect(left.left, top.bottom + m, left.width, strip_h)
        seat = table.seat
        # the cards' sizes under a caption at the normal text size: a larger caption is
        # written only where it takes no room from them (`zones.caption`)
        caption_h = line_height(max(8, round(CAPTION_UNITS * u)))
        pile_w = fit_card((strip.width, strip.height - caption_h - m))[0]
        x = strip.left
        if seat is not None and f"hand/{seat}" in names:
            rects[f"deck/{seat}"] = pygame.Rect(x, strip.top, pile_w, strip.height)
            x += pile_w + m
            rects[f"discard/{seat}"] = pygame.Rect(x, strip.top, pile_w, strip.height)
            x += pile_w + 2 * m
        rest = strip.right - x
        # the Test gets room for its cards side by side, the initiative a narrow column,
        # the hand the rest
        card_w = pile_w
        # between Tests the Test keeps a narrow column (its note) and the hand the room:
        # its cards side by side, each rank whole (issue 23)
        in_test = self.shown_state().test is not None or bool(table.zone("test").pieces)
        test_cards = max(2, len(table.zone("test").pieces)) if in_test else 0
        treats = any(p.face and "effect" in p.face for p in table.zone("initiative").pieces)
        init_w = round(rest * (0.28 if treats else 0.21))  # (room for Ms. Treat's words)
        least = 0.2 if table.zone("test").pieces else 0.16
        test_w = min(round(rest * 0.45), max(round(rest * least),
                                             test_cards * (card_w + m // 2) + m))
        hand_w = rest - test_w - init_w - 2 * m
        if seat is not None and f"hand/{seat}" in names:
            rects[f"hand/{seat}"] = pygame.Rect(x, strip.top, hand_w, strip.height)
            x += hand_w + m
        else:
            test_w += hand_w + m
        rects["test"] = pygame.Rect(x, strip.top, test_w, strip.height)
        rects["initiative"] = pygame.Rect(strip.right - init_w, strip.top, init_w,
                                          strip.height)
        monitors = [n for n in names if n.startswith("monitor/")]
        if monitors:
            h = min((right.height - (len(monitors) - 1) * m) // len(monitors),
                    round(right.height * 0.42))
            for i, name in enumerate(monitors):
                rects[name] = pygame.Rect(right.left, right.top + i * (h + m), right.width, h)
        return rects

    # ---- zones ------------------------------------------------------------------------
    def draw_zone(self, surface: pygame.Surface, rect: pygame.Rect, zone: Zone,
                  lit: Highlights, table: Table) -> HitMap:
        name = zone.name
        if name == "board":
            colours = [self.seat_rgb(s) for s in range(len(self.match.seats))]
            board = self.map_art().board
            moving = set(self.landed) | {flight[0].piece for flight in self.flights}
            if moving:  # a stepping Monster is drawn by its flight, not at the held place
                zone = dataclasses.replace(
                    zone, pieces=tuple(p for p in zone.pieces if p.id not in moving))
            hits = board.draw(surface, rect, zone, lit,
                              [("#%02x%02x%02x" % c) for c in colours])
            seat = table.seat
            self._arrows = {}
            if seat is not None and lit.targets and not self.beat_playing():
                self._arrows = draw_step_marks(surface, rect, board, lit, hits,
                                               self.match.state, seat, self.legal_for(seat))
            return hits
        if name == "roster":
            return self.draw_roster(surface, rect, zone, lit)
        if name.startswith("monitor/"):
            return self.draw_monitor(surface, rect, zone, lit, table)
        if name.startswith("hand/"):
            zone = dataclasses.replace(zone, label="Your hand")
            return draw_hand(surface, rect, zone, self.look, lit)
        if name == "test":
            return self.draw_test(surface, rect, zone, lit, table)
        if name == "initiative":
            self._init_rows = self.draw_initiative(surface, rect, zone, table)
            return {}  # (pointing shows a card's words; nothing there is a move)
        return super().draw_zone(surface, rect, zone, lit, table)

    def draw_roster(self, surface, rect, zone: Zone, lit: Highlights) -> HitMap:
        """The Monsters still free, as torso cards with the whole Monster drawn."""
        state = self.shown_state()
        pieces = []
        for i, piece in enumerate(zone.pieces):
            monster = state.roster.monsters[state.roster.index[piece.id.split("/", 1)[1]]]
            look = dict(monster.look, spots=list(monster.spots))
            face = {"name": monster.name, "type": "torso", "look": look,
                    "character": monster.character,
                    **dict(zip(ATTRIBUTES, monster.totals()))}
            pieces.append(Piece(piece.id, face, at=i))
        # two rows once there are more than four: the cards twice as large, their faces
        # readable while a player weighs them up
        per_row = len(pieces) if len(pieces) <= 4 else (len(pieces) + 1) // 2
        rows = max(1, (len(pieces) + per_row - 1) // per_row)
        hits: HitMap = {}
        row_h = rect.height // rows
        for r in range(rows):
            places = range(r * per_row, min(len(pieces), (r + 1) * per_row))
            shown = Zone(zone.name, "row", tuple(pieces),
                         label="Choose your Monster" if r == 0 else "", size=len(pieces))
            hits.update(draw_row(surface, pygame.Rect(rect.left, rect.top + r * row_h,
                                                      rect.width, row_h),
                                 shown, PART_LOOK, lit, places=places))
        return hits

    def draw_test(self, surface, rect, zone: Zone, lit: Highlights, table: Table) -> HitMap:
        """The Test's cards (at the reveal the kit turns the face-down ones over)."""
        test = self.shown_state().test
        label = "Test"
        if test is not None:
            attr = ("Speed", "Strength", "Smarts", "Health")[test["attr"]]
            label = f"Test of {attr}"
        if test is None and not zone.pieces:
            px = theme.text_px(surface, 1.4)
            draw_text(surface, "Test", rect.topleft, px, theme.MUTED)
            draw_wrapped(surface, "No Test now. The cards of the next one are played "
                         "here face down and turn over together.",
                         pygame.Rect(rect.left, rect.top + 2 * px, rect.width,
                                     rect.height - 2 * px), px, theme.FAINT)
            return {}
        # an empty place for each card still to come: one more when this seat may play
        playing = any(a.kind == "play" for a in self.legal_for(table.seat))
        size = max(2, len(zone.pieces) + playing)
        shown = Zone(zone.name, "row", zone.pieces, label=label, size=size)
        return draw_row(surface, rect, shown, self.look, lit, labels=["to play"] * size)

    def draw_initiative(self, surface, rect, zone: Zone, table: Table) -> HitMap:
        """This round's order: each Monster in its seat's colour, the one acting marked;
        with Ms. Treat's cards each row also names its card and its effect in a few words,
        and the row pointed at shows the card's whole text in a box over the map."""
        px = theme.text_px(surface, 1.4)
        small = max(8, round(px * 0.8))
        line = line_height(px)
        draw_text(surface, fit(f"Round {table.facts['round']}", px,
                               rect.width), rect.topleft, px, theme.MUTED)
        y = rect.top + line + 4
        current = table.facts.get("current")
        hits: HitMap = {}
        for piece in sorted(zone.pieces, key=lambda p: p.at or 0):
            treat = piece.face.get("effect") if piece.face else None
            row_h = line + (line_height(small) if treat else 0)
            if y + row_h > rect.bottom:
                break
            s = piece.owner
            colour = self.seat_rgb(s)
            acting = s == current
            row = pygame.Rect(rect.left, y - 2, rect.width, row_h + 4)
            hits[piece.id] = row
            if acting or piece.id == self._pointed:
                pygame.draw.rect(surface, theme.PANEL_RAISED, row, border_radius=4)
            pygame.draw.circle(surface, colour, (rect.left + px // 2 + 2, y + line // 2),
                               px // 2)
            words = f"{(piece.at or 0) + 1}. {self.shown_state().monster_name(s)}"
            draw_text(surface, fit(words, px, rect.width - px - 8, acting),
                      (rect.left + px + 6, y), px, colour if acting else theme.TEXT,
                      bold=acting)
            if treat:
                draw_text(surface, fit(f"{piece.face['name']}: {treat}", small,
                                       rect.width - px - 8), (rect.left + px + 6, y + line),
                          small, theme.MUTED)
            y += row_h + 4
        pointed = next((p for p in zone.pieces if p.id == self._pointed and p.face
                        and p.face.get("rules")), None)
        if pointed is not None:  # the whole card, over the map's corner above the column
            face = pointed.face
            width = max(rect.width * 2, round(theme.unit(surface) * 40))
            box = pygame.Rect(rect.right - width, 0, width, 4 * line + 2 * line_height(small))
            box.bottom = rect.top - 6
            panel(surface, box, theme.PANEL_RAISED, alpha=252)
            inner = box.inflate(-px, -px // 2)
            draw_text(surface, fit(f"{face['name']} ({face['number']})", px, inner.width),
                      inner.topleft, px, theme.ACCENT, bold=True)
            used = draw_wrapped(surface, face["rules"], pygame.Rect(
                inner.left, inner.top + line, inner.width, inner.height - line), px)
            draw_wrapped(surface, face.get("line", ""), pygame.Rect(
                inner.left, inner.top + line + used + 4, inner.width,
                inner.height - line - used - 4), small, theme.FAINT)
        return hits

    def handle(self, intent) -> bool:
        """Pointing at a row of the initiative column shows that card's whole text."""
        if intent.kind == "point" and intent.pos is not None:
            found = hit_at(self._init_rows, intent.pos)
            if found != self._pointed:
                self._pointed = found
                self.app.dirty = True
        return super().handle(intent)

    # ---- the Monster Monitor ----------------------------------------------------------
    def draw_monitor(self, surface, rect, zone: Zone, lit: Highlights, table: Table) -> HitMap:
        """A seat's Monster Monitor: the kit's status panel with the Monster's picture."""
        state = self.shown_state()
        seat = zone.owner

        def paint(surface: pygame.Surface, box: pygame.Rect) -> None:
            picture = portrait(self.pictures, state, seat, box.width)
            if picture is not None:
                surface.blit(picture, box)
        return draw_status(surface, rect, table.facts["status"][zone.name], lit,
                           colour=self.seat_rgb(seat), look=MONITOR_LOOK, paint_portrait=paint,
                           keep=True)

    # ---- pointing -----------------------------------------------------------------------
    def object_at(self, pos) -> str | None:
        """What is under `pos`: on the map a piece, else the hexagon itself (asked of the
        grid: hexagons' boxes overlap, so a box alone could name a neighbour)."""
        area = self.zone_areas.get("board")
        arrow = hit_at(self._arrows, pos)
        if arrow is not None:
            return arrow
        if area is not None and area.collidepoint(pos):
            cell_id = self.cell_at(pos, area)
            pieces = [k for k, r in self.hits.items() if "#" not in k and r.collidepoint(pos)]
            seat = self.curtain.eyes()
            lit = self.targets(seat).ids if seat is not None else frozenset()
            # what answers is what may be done: a Monster to attack before the hexagon it
            # stands on, the hexagon before the Monster when a limb is dropped there
            for key in reversed(pieces):
                if key in lit:
                    return key
            if cell_id in lit or not pieces:
                return cell_id
            return pieces[-1]
        return hit_at(self.hits, pos)

    def cell_at(self, pos, area: pygame.Rect) -> str | None:
        """The hexagon under `pos` as a place id (also past the map's edge: see below)."""
        board = self.map_art().board
        cell = board.cell_at(pos, area)
        if cell is None:
            # past the map's edge or on a hole: a Turn towards it still names that cell
            lay = board.layout(area)
            if lay is None:
                return None
            cell = board.grid.cell_at((pos[0] - area.left - lay.origin[0]) / lay.scale,
                                      (pos[1] - area.top - lay.origin[1]) / lay.scale)
        return place_id("board", cell)

    def action_at(self, pos, legal: list, view, seat: int | None):
        object_id = self.object_at(pos)
        if object_id is None or seat is None:
            return None
        return self.point_at(seat, object_id)

    # ---- the reveal ---------------------------------------------------------------------
    def flips(self, event, seat: int | None) -> tuple[Flip, ...]:
        """At a Test's reveal the cards played turn over together where they lay face down
        (after the cards of the rounds before it, when a tie played on)."""
        if event.kind != "reveal":
            return ()
        roster = self.match.state.roster
        faces = tuple(roster.card_face(roster.card_names.index(name))
                      for name in event.data.get("cards", ()) if name in roster.card_names)
        return (Flip("test", faces, self.played_before(event)),) if faces else ()

    def played_before(self, event) -> int | None:
        """How many cards of this Test lay face up before `event`'s reveal: those the
        reveals before it in the same Test turned over (None: `event` is not in the
        history)."""
        history = self.match.history
        at = next((k for k in range(len(history) - 1, -1, -1) if history[k] is event), None)
        if at is None:
            return None
        played = 0
        for earlier in reversed(history[:at]):
            if earlier.kind == "reveal":
                played += sum(1 for name in earlier.data.get("cards", ()) if name != "nothing")
            elif earlier.kind not in ("commit", "tie"):
                break
        return played

    # ---- words --------------------------------------------------------------------------
    def moments(self, event) -> tuple[Moment, ...]:
        """What a fight does to a seat's Monster, shown big to that seat: damage taken, a
        limb torn off."""
        data = event.data if isinstance(event.data, dict) else {}
        victim = data.get("victim", data.get("seat"))
        if event.kind in HURT_KINDS and isinstance(victim, int) and event.text:
            return (Moment(victim, event.text, "hit"),)
        return ()

    def walkthrough_lines(self, seat: int) -> list[str]:
        lines = super().walkthrough_lines(seat)
        lines.insert(min(2, len(lines)),
                     "With the mouse: click a hex next to your Monster to step or turn "
                     "there, a Monster to attack or push it, a limb on the ground then a "
                     "spot on your Monitor to attach it, a card to play it in a Test.")
        return lines
