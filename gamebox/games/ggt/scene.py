"""Grunt, Growl and Tear on the table kit: the hex map, the Monster Monitors, the hand, the
Test and the initiative order.

Layout of the board rect:

- left, the map: the kit's `HexBoard` draws the Tiled map's tile layers and its tile objects
  that never move (trees, rocks, start flags; `hex_board.tile_objects_from_tmx`), then the
  pieces with this game's pictures (`piece_art`): each Monster seen from above on a base in
  its seat's colour, turned to its facing, with the limbs it has (a torn one shows as a red
  stump, a stolen one in its first owner's skin), torn limbs lying on the ground, the
  pushable objects from the tileset with their Weight. While Monsters are chosen the roster
  of Monsters takes the map's place, as cards;
- under the map: the hand of the seat whose eyes are on the screen (no other hand is ever
  drawn: the Monitors give only counts) with its draw pile and discard, the Test's cards
  and the initiative order of the round;
- right, one Monster Monitor per seat: the Monster's picture, its four attributes (the sums
  of torso and attached limbs) with their tracking tokens, its health pool, its Power
  tokens and each limb spot (the limb there or a torn, empty spot).

Every decision is made by pointing (`targets`): a hex to place, move to, turn towards or
drop or shove onto; a Monster to attack, push or escape from; a limb on the map and then
the spot to attach it to; a card to play in a Test; the health pool to heal; a limb spot
to guard or rip. What touches nothing (end the turn, let the Monster go) is in the panel.
At a Test's reveal the face-down cards turn over together where they lie (`flip`).
"""
from __future__ import annotations

import dataclasses
import math
from pathlib import Path

import pygame

from ...engine.events import Moment
from ...engine.table import Piece, Table, Zone, place_id
from ...scenes.kit_board import KitBoard
from ...scenes.table import TableScene
from ...ui import theme
from ...ui.card import draw_back, draw_card, fit_card
from ...ui.hex_board import VOID, HexBoard
from ...ui.highlights import Highlights, HitMap, hit_at
from ...ui.text import draw_text, draw_wrapped, fit, fitting_size, line_height, measure
from ...ui.tokens import draw_seat, seat_header
from ...ui.zones import draw_hand, draw_pile, draw_row
from .art import limb_picture, monster_picture, shade
from .look import CARD_LOOK, PART_LOOK

MONITOR_SHARE = 0.27
"""The share of the board's width the column of Monster Monitors takes."""
STRIP_SHARE = 0.25
"""The share of the left column's height the strip under the map takes."""
FLIP_SECONDS = 0.5
"""How long the face-down cards of a Test take to turn over at the reveal."""
ATTRIBUTES = ("speed", "strength", "smarts", "health")
ATTR_SHORT = {"speed": "SPD", "strength": "STR", "smarts": "SMA", "health": "HP"}
ATTR_RGB = {"speed": (70, 140, 200), "strength": (200, 70, 56), "smarts": (150, 100, 200),
            "health": (70, 160, 90)}
POWER_RGB = (236, 190, 64)
POOL_RGB = (190, 40, 40)
HURT_KINDS = ("damage", "rip", "rip_pulp")
"""Events that hurt a seat's Monster (its ``victim``, else its ``seat``): a moment for it."""
ARROW_INK = (250, 244, 230)
SPOT_WORDS = {"tentacle": "Tent"}


def map_path(arena_id: str) -> Path | None:
    """The Tiled file of a shipped or user map named `arena_id`, when there is one."""
    from ...engine.paths import content_roots

    for root in reversed(content_roots()):  # a user's map of the same name wins
        path = Path(root) / "maps" / "ggt" / f"{arena_id}.tmx"
        if path.is_file():
            return path
    return None


class MapArt:
    """One arena's board widget and the pictures of its pushable objects (read from the
    Tiled file when it is there and matches the arena; else terrain colours)."""

    def __init__(self, arena) -> None:
        self.arena = arena
        self.things: dict[str, pygame.Surface] = {}
        tiles, objects = [], []
        path = map_path(arena.id)
        if path is not None and pygame.display.get_surface() is not None:
            try:
                from ...maps import load_tmx
                from ...maps.hexgrid import HexGrid
                from ...ui.hex_board import tile_layers_from_tmx, tile_objects_from_tmx

                if HexGrid.from_map(load_tmx(path)) == arena.grid:
                    tiles = tile_layers_from_tmx(path)
                    objects = tile_objects_from_tmx(path, arena.grid,
                                                    keep=lambda o: o.type != "pushable")
                    self.things = self._thing_images(path)
            except Exception:  # (a map that will not draw still plays: colours instead)
                tiles, objects, self.things = [], [], {}
        terrain = {cell: VOID for cell in arena.void}
        if not tiles:
            terrain.update({cell: "rock" for cell in arena.blocked})
        self.board = HexBoard(arena.grid, terrain, tiles=tiles, objects=objects,
                              default_kind="grass")

    @staticmethod
    def _thing_images(path: Path) -> dict[str, pygame.Surface]:
        import pytmx
        from pytmx.util_pygame import load_pygame

        found = {}
        for group in load_pygame(str(path)).visible_layers:
            if isinstance(group, pytmx.TiledObjectGroup):
                for obj in group:
                    if obj.type == "pushable" and getattr(obj, "image", None) is not None:
                        found[str(obj.id)] = obj.image
        return found


class Scene(KitBoard, TableScene):
    """The Grunt, Growl and Tear table."""

    look = CARD_LOOK
    dim_others = False  # the whole map stays readable: players plan from where all stand

    def __init__(self, app, match) -> None:
        super().__init__(app, match)
        self.kit_start()
        self._maps: dict[str, MapArt] = {}
        self._pictures: dict[tuple, pygame.Surface] = {}
        self._arrows: dict[str, pygame.Rect] = {}
        """Turn arrows drawn for hexagons past the map's edge, by place id (they answer a
        click before the Monster drawn under them)."""
        self.flip: list | None = None
        """The reveal of a Test on screen: [faces, rects, seconds]."""

    # ---- the map and its pictures -----------------------------------------------------
    def map_art(self) -> MapArt:
        arena = self.shown_state().arena
        found = self._maps.get(arena.id)
        if found is None or found.arena != arena:
            found = self._maps[arena.id] = MapArt(arena)
            found.board.piece_art = self.piece_art
        return found

    def draw_flying(self, surface: pygame.Surface, rect: pygame.Rect, move) -> None:
        """A stepping Monster and a torn limb fly as the map draws them; cards as cards."""
        kind, _, rest = move.piece.partition("/")
        if kind not in ("monster", "limb"):
            return super().draw_flying(surface, rect, move)
        colour = self.seat_rgb(int(rest)) if kind == "monster" else (226, 212, 186)
        art = self.piece_art(Piece(move.piece, move.face, move.kind), colour,
                             max(6, round(min(rect.width, rect.height) / 2.9)))
        if art is None:
            return super().draw_flying(surface, rect, move)
        picture = self.picture(*art)
        surface.blit(picture, picture.get_rect(center=rect.center))

    def held_looks(self, state, seat: int) -> list:
        """What fills each limb spot of `seat`'s Monster: the look of the Monster the limb
        came from with its kind, or None for an empty spot (public: limbs are on the table)."""
        out = []
        for limb in state.slots[seat]:
            if limb is None or limb < 0:
                out.append(None)
                continue
            m, _ = state.limb_part[limb]
            out.append(dict(state.roster.monsters[m].look, kind=state.part(limb).type))
        return out

    def picture(self, key: tuple, make) -> pygame.Surface:
        found = self._pictures.get(key)
        if found is None:
            if len(self._pictures) > 300:
                self._pictures.clear()
            found = self._pictures[key] = make()
        return found

    def piece_art(self, piece: Piece, colour, r: int):
        """The board's pictures: a Monster turned to its facing, a torn limb, an object."""
        state = self.shown_state()
        kind, _, rest = piece.id.partition("/")
        if kind == "monster":
            seat = int(rest)
            m = state.monster[seat]
            if m < 0:
                return None
            monster = state.roster.monsters[m]
            held = self.held_looks(state, seat)
            facing = piece.face.get("facing", 0) if isinstance(piece.face, dict) else 0
            bearing = state.arena.grid.facing_angle(facing)
            size = max(12, round(r * 2.9))
            key = ("monster", m, tuple(str(h) for h in held), tuple(colour), size,
                   round(bearing))

            def make():
                picture = monster_picture(monster.look, monster.spots, held, size, colour)
                return pygame.transform.rotozoom(picture, -bearing, 1.0)
            return key, make
        if kind == "limb":
            limb = int(rest)
            m, _ = state.limb_part[limb]
            look = state.roster.monsters[m].look
            part = state.part(limb)
            size = max(10, round(r * 1.7))
            slant = (-35, 15, 60, -70)[limb % 4]
            return ("limb", m, part.type, size, slant), \
                lambda: limb_picture(part.type, look, size, slant)
        if kind == "thing":
            i = int(rest)
            thing = state.arena.things[i]
            image = self.map_art().things.get(thing.id)
            size = max(10, round(r * 2.3))
            return ("thing", thing.id, thing.weight, size), \
                lambda: self.thing_picture(image, thing.weight, size)
        return None

    @staticmethod
    def thing_picture(image, weight: int, size: int) -> pygame.Surface:
        """A pushable object: its tile picture (or a grey boulder) and its Weight."""
        out = pygame.Surface((size, size), pygame.SRCALPHA)
        if image is not None:
            iw, ih = image.get_size()
            scale = size / max(iw, ih)
            small = pygame.transform.smoothscale(image.convert_alpha(),
                                                 (max(1, round(iw * scale)),
                                                  max(1, round(ih * scale))))
            out.blit(small, small.get_rect(center=(size // 2, size // 2)))
        else:
            pygame.draw.circle(out, (96, 92, 86), (size // 2, size // 2), size * 0.36)
            pygame.draw.circle(out, (150, 144, 134), (size // 2 - 2, size // 2 - 2),
                               size * 0.3)
        r = max(6, size // 6)
        centre = (size - r - 1, size - r - 1)
        pygame.draw.circle(out, (24, 20, 18), centre, r)
        pygame.draw.circle(out, (236, 226, 206), centre, r, max(1, r // 5))
        px = fitting_size(str(weight), r * 2, round(r * 1.5), True)
        from ...ui.text import render

        words = render(str(weight), px, (236, 226, 206), True)
        out.blit(words, words.get_rect(center=centre))
        return out

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
        pile_w = fit_card((strip.width, strip.height - line_height(theme.text_px(
            self.app.surface, 1.4)) - m))[0]
        x = strip.left
        if seat is not None and f"hand/{seat}" in names:
            rects[f"deck/{seat}"] = pygame.Rect(x, strip.top, pile_w, strip.height)
            x += pile_w + m
            rects[f"discard/{seat}"] = pygame.Rect(x, strip.top, pile_w, strip.height)
            x += pile_w + 2 * m
        rest = strip.right - x
        # the Test gets room for its cards side by side, the initiative a narrow column,
        # the hand the rest
        card_w = fit_card((strip.width, strip.height - line_height(theme.text_px(
            self.app.surface, 1.4)) - m))[0]
        test_cards = max(2, len(table.zone("test").pieces))
        init_w = round(rest * 0.21)
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
            self.draw_step_marks(surface, rect, board, lit, hits, table.seat)
            return hits
        if name == "roster":
            return self.draw_roster(surface, rect, zone, lit)
        if name.startswith("monitor/"):
            return self.draw_monitor(surface, rect, zone, lit, table)
        if name.startswith("hand/"):
            zone = Zone(zone.name, zone.kind, zone.pieces, zone.owner, label="Your hand",
                        hidden=zone.hidden, count=zone.count)
            return draw_hand(surface, rect, zone, self.look, lit)
        if name.startswith("deck/"):
            # the whole draw pile answers to its name (paying Health for its top card)
            hits = draw_pile(surface, rect, zone, self.look, lit)
            place = next(iter(hits.values()), rect)
            self.ring_if_lit(surface, place, name, lit)
            return {name: place}
        if name.startswith("discard/"):
            return draw_pile(surface, rect, zone, self.look, lit)
        if name == "test":
            return self.draw_test(surface, rect, zone, lit, table)
        if name == "initiative":
            self.draw_initiative(surface, rect, zone, table)
            return {}
        return super().draw_zone(surface, rect, zone, lit, table)

    def draw_step_marks(self, surface, rect, board: HexBoard, lit: Highlights, hits: HitMap,
                        seat: int | None) -> None:
        """Over the hexagons round the acting Monster: an arrow on each one it may turn
        to face, chevrons where it may step. A hexagon past the map's edge that a Turn
        names gets a place in `hits` too, so it can be pointed at and focused."""
        self._arrows = {}
        if seat is None or not lit.targets or self.beat_playing():
            return
        state = self.match.state
        cell = state.cell[seat] if seat < len(state.cell) else None
        if cell is None or state.phase != "play":
            return
        grid = state.arena.grid
        lay = board.layout(rect)
        if lay is None:
            return
        r = max(4, round(lay.radius * 0.42))
        legal = self.legal_for(seat)
        stepped = {state.touches(a, seat)[0] for a in legal if a.kind == "move"}
        for action in legal:
            if action.kind not in ("turn", "move"):
                continue
            (target,) = state.touches(action, seat)
            if target not in lit.targets or (action.kind == "turn" and target in stepped):
                continue  # (a step back and a turn about share a hexagon: the step shows)
            step = state.facing[seat] + (action.args[0] if action.kind == "turn" else
                                         (0 if action.args[0] == "forward" else 3))
            place = grid.neighbour(cell, step)
            x, y = board.cell_center(rect, place)
            if target not in hits:
                # past the map's edge: on the hexagon where the board shows it, else
                # pulled in towards the Monster until it fits in the board's rect
                mx, my = board.cell_center(rect, cell)
                box = pygame.Rect(0, 0, 3 * r, 3 * r)
                for share in (1.0, 0.85, 0.7, 0.58):
                    x, y = mx + (x - mx) * share, my + (y - my) * share
                    box.center = (round(x), round(y))
                    if rect.contains(box):
                        break
                else:
                    continue
                x, y = box.center
                hits[target] = box
                self._arrows[target] = box
                colour = theme.FOCUS if lit.focus == target else (120, 214, 120)
                pygame.draw.circle(surface, colour, box.center, round(1.5 * r), 2)
            dx, dy = grid.step_offset(step)
            length = math.hypot(dx, dy) or 1
            ux, uy = dx / length, dy / length
            if action.kind == "turn":
                # an arrowhead pointing away from the Monster, the way it would face
                tip = (x + ux * r * 1.1, y + uy * r * 1.1)
                left = (x - uy * r * 0.6, y + ux * r * 0.6)
                right = (x + uy * r * 0.6, y - ux * r * 0.6)
                tail = (x - ux * r * 0.9, y - uy * r * 0.9)
                pygame.draw.line(surface, (24, 20, 18), tail, (x, y), max(3, r // 2) + 2)
                pygame.draw.polygon(surface, (24, 20, 18), [tip, left, right])
                pygame.draw.line(surface, ARROW_INK, tail, (x, y), max(2, r // 3))
                pygame.draw.polygon(surface, ARROW_INK, [tip, left, right], max(1, r // 4))
            else:
                # two chevrons pointing the way the step goes
                for k in (-0.45, 0.35):
                    cx, cy = x + ux * r * k, y + uy * r * k
                    a = (cx + ux * r * 0.5, cy + uy * r * 0.5)
                    wing = [(cx - uy * r * 0.7, cy + ux * r * 0.7), a,
                            (cx + uy * r * 0.7, cy - ux * r * 0.7)]
                    pygame.draw.lines(surface, (24, 20, 18), False, wing, max(3, r // 3) + 2)
                    pygame.draw.lines(surface, ARROW_INK, False, wing, max(2, r // 3))

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
        """The Test's cards; at the reveal the face-down ones turn over where they lie."""
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
        shown = Zone(zone.name, "row", zone.pieces, label=label, size=max(2, len(zone.pieces)))
        hits = draw_row(surface, rect, shown, self.look, lit,
                        labels=["to play"] * shown.size)
        if self.flip is not None:
            self.draw_flip(surface)
        return hits

    def draw_flip(self, surface) -> None:
        faces, rects, age = self.flip
        p = min(1.0, age / FLIP_SECONDS)
        squeeze = abs(math.cos(math.pi * p))
        for face, rect in zip(faces, rects):
            pygame.draw.rect(surface, theme.PANEL, rect)
            w = max(1, round(rect.width * squeeze))
            box = pygame.Rect(0, 0, w, rect.height)
            box.center = rect.center
            if p < 0.5:
                draw_back(surface, box, self.look)
            else:
                draw_card(surface, box, self.look, face)

    def draw_initiative(self, surface, rect, zone: Zone, table: Table) -> None:
        """This round's order: each Monster in its seat's colour, the one acting marked."""
        px = theme.text_px(surface, 1.4)
        line = line_height(px)
        draw_text(surface, fit(f"Round {table.facts['round']}", px,
                               rect.width), rect.topleft, px, theme.MUTED)
        y = rect.top + line + 4
        current = table.facts.get("current")
        for piece in sorted(zone.pieces, key=lambda p: p.at or 0):
            if y + line > rect.bottom:
                break
            s = piece.owner
            colour = self.seat_rgb(s)
            acting = s == current
            if acting:
                pygame.draw.rect(surface, theme.PANEL_RAISED,
                                 pygame.Rect(rect.left, y - 2, rect.width, line + 4),
                                 border_radius=4)
            pygame.draw.circle(surface, colour, (rect.left + px // 2 + 2, y + line // 2),
                               px // 2)
            words = f"{(piece.at or 0) + 1}. {self.shown_state().monster_name(s)}"
            draw_text(surface, fit(words, px, rect.width - px - 8, acting),
                      (rect.left + px + 6, y), px, colour if acting else theme.TEXT,
                      bold=acting)
            y += line + 4

    # ---- the Monster Monitor ----------------------------------------------------------
    def draw_monitor(self, surface, rect, zone: Zone, lit: Highlights, table: Table) -> HitMap:
        """A seat's Monster Monitor (see the module's notes)."""
        state = self.shown_state()
        seat = zone.owner
        colour = self.seat_rgb(seat)
        pieces = {p.id: p for p in zone.pieces}
        power = pieces.get(f"power/{seat}")
        held_cards = len(state.hand[seat])
        facts = f"{held_cards} card{'' if held_cards == 1 else 's'}"
        if not state.alive[seat]:
            facts = "R.I.P."
        active = table.facts.get("current") == seat
        hits = draw_seat(surface, rect, None, colour, zone.label or self.seat_name(seat), lit,
                         active=active, facts=facts, key=zone.name)
        _, inside = seat_header(surface, rect)
        u = theme.unit(surface)
        side = min(inside.height, round(inside.width * 0.36))
        m = state.monster[seat]
        picture_box = pygame.Rect(inside.left, inside.top, side, side)
        if m >= 0 and side >= 16:
            monster = state.roster.monsters[m]
            held = self.held_looks(state, seat)
            key = ("portrait", m, tuple(str(h) for h in held), side, state.alive[seat])
            picture = self.picture(key, lambda: monster_picture(
                monster.look, monster.spots, held, side))
            pygame.draw.rect(surface, shade(colour, -0.7), picture_box, border_radius=6)
            surface.blit(picture, picture_box)
            if not state.alive[seat]:
                veil = pygame.Surface(picture_box.size, pygame.SRCALPHA)
                veil.fill((10, 10, 10, 150))
                surface.blit(veil, picture_box)
        info = pygame.Rect(picture_box.right + round(u), inside.top,
                           inside.right - picture_box.right - round(u), inside.height)
        px = theme.text_px(surface, 1.4)
        line = line_height(px)
        # the four attributes: big sums with their tracking tokens
        chip_w = info.width // 4
        chip_h = min(round(line * 2.1), info.height // 3)
        big = fitting_size("88", round(chip_h * 0.62), chip_w - 4, True)
        small = max(8, min(px, round(chip_h * 0.34)))
        for i, name in enumerate(ATTRIBUTES):
            piece = pieces.get(f"attr/{seat}/{name}")
            value = piece.face["value"] if piece is not None else 0
            chip = pygame.Rect(info.left + i * chip_w, info.top, chip_w - 3, chip_h)
            pygame.draw.rect(surface, shade(ATTR_RGB[name], -0.55), chip, border_radius=5)
            pygame.draw.rect(surface, ATTR_RGB[name], chip, 2, border_radius=5)
            # the word in the chip's top-left, never under the number in its bottom-right
            room = chip.width - measure(str(value), big, True)[0] - 8
            word_px = fitting_size(ATTR_SHORT[name], small, max(8, room + 4), True)
            draw_text(surface, ATTR_SHORT[name], (chip.left + 3, chip.top + 1), word_px,
                      shade(ATTR_RGB[name], 0.5), bold=True)
            draw_text(surface, str(value), (chip.right - 4, chip.bottom - 1), big, theme.TEXT,
                      bold=True, anchor="bottomright")
            if piece is not None:
                hits[piece.id] = chip
        y = info.top + chip_h + 4
        # the health pool and the Power tokens
        pool = pieces.get(f"pool/{seat}")
        if pool is not None and y + line <= info.bottom:
            value, most = pool.face["value"], max(1, pool.face["max"])
            bar = pygame.Rect(info.left, y, round(info.width * 0.58), line)
            pygame.draw.rect(surface, (40, 20, 20), bar, border_radius=4)
            fill = bar.copy()
            fill.width = round(bar.width * max(0, min(value, most)) / most)
            pygame.draw.rect(surface, POOL_RGB, fill, border_radius=4)
            words = f"Health pool {value}/{most}"
            if measure(words, small, True)[0] > bar.width - 8:
                words = f"Pool {value}/{most}"
            draw_text(surface, fit(words, small, bar.width - 6),
                      (bar.left + 4, bar.centery), small, theme.TEXT, bold=True,
                      anchor="midleft")
            self.ring_if_lit(surface, bar, pool.id, lit)
            hits[pool.id] = bar
            tokens = pygame.Rect(bar.right + 6, y, info.right - bar.right - 6, line)
            count = power.count if power is not None else 0
            r = max(3, line // 2 - 1)
            shown = min(count, max(0, (tokens.width - measure("x88", small, True)[0]) // (r + 2)))
            for k in range(shown):
                c = (tokens.left + r + k * (r + 2), tokens.centery)
                pygame.draw.circle(surface, shade(POWER_RGB, -0.5), c, r)
                pygame.draw.circle(surface, POWER_RGB, c, r - 1)
            draw_text(surface, f"{count} Power" if shown == 0 else
                      (f"\u00d7{count}" if shown < count else ""),
                      (tokens.left + shown * (r + 2) + r + 2, tokens.centery), small,
                      POWER_RGB, bold=True, anchor="midleft")
            if power is not None:
                hits[power.id] = tokens
            y += line + 4
        # the limb spots
        spots = [p for p in zone.pieces if p.id.startswith(f"spot/{seat}/")]
        rows_h = info.bottom - y
        if spots and rows_h > 8:
            cols = 1 if rows_h // len(spots) >= line else 2
            per_col = -(-len(spots) // cols)
            row_h = min(line + 4, rows_h // per_col)
            col_w = info.width // cols
            size = max(8, min(small, row_h - 2))
            for k, piece in enumerate(spots):
                c, r_ = divmod(k, per_col)
                box = pygame.Rect(info.left + c * col_w, y + r_ * row_h, col_w - 3, row_h - 2)
                self.draw_spot(surface, box, piece, size, lit, tagged=cols == 1)
                hits[piece.id] = box
        return hits

    def draw_spot(self, surface, box: pygame.Rect, piece: Piece, px: int,
                  lit: Highlights, tagged: bool = True) -> None:
        """One limb spot: the limb's name and what it adds, or the empty spot in red;
        `tagged`: its kind first (left out when two columns leave too little room: the
        picture shows where each limb sits)."""
        face = piece.face
        empty = "type" not in face
        back = (60, 30, 28) if empty else (44, 40, 36)
        pygame.draw.rect(surface, back, box, border_radius=4)
        kind = str(face.get("spot", ""))
        tag = SPOT_WORDS.get(kind, kind[:4].title()) if tagged else ""
        tag_w = measure("Wing", px, True)[0] + 6 if tagged else 0
        draw_text(surface, tag, (box.left + 3, box.centery), px, theme.MUTED, bold=True,
                  anchor="midleft")
        x = box.left + tag_w + 3
        guard = piece.marks.get("power", 0) if piece.marks else 0
        right = box.right - 3
        if guard:
            r = max(3, box.height // 2 - 2)
            pygame.draw.circle(surface, POWER_RGB, (right - r, box.centery), r)
            right -= 2 * r + 3
        if empty:
            words = "torn off" if tagged else f"{kind}: torn off"
            draw_text(surface, fit(words, px, right - x), (x, box.centery), px,
                      (236, 120, 110), anchor="midleft")
        else:
            # what the limb adds, one number per attribute in that attribute's colour
            adds = [(f"{'+' if face[a] > 0 else ''}{face[a]}", a) for a in ATTRIBUTES
                    if face.get(a)]
            cell = measure("+8", px, True)[0] + 4
            name_room = right - x - cell * len(adds) - 4
            if name_room < measure("Abc\u2026", px)[0]:
                adds, name_room = [], right - x
            draw_text(surface, fit(str(face.get("name", "")), px, name_room), (x, box.centery),
                      px, theme.TEXT, anchor="midleft")
            for n, (words, a) in enumerate(reversed(adds)):
                draw_text(surface, words, (right - n * cell, box.centery), px,
                          shade(ATTR_RGB[a], 0.35), bold=True, anchor="midright")
        self.ring_if_lit(surface, box, piece.id, lit)

    @staticmethod
    def ring_if_lit(surface, box: pygame.Rect, piece_id: str, lit: Highlights) -> None:
        from ...ui.card import HIGHLIGHT_RGB, SELECT_RGB

        if piece_id == lit.focus:
            pygame.draw.rect(surface, theme.FOCUS, box.inflate(4, 4), 3, border_radius=5)
        elif piece_id in lit.selected:
            pygame.draw.rect(surface, SELECT_RGB, box.inflate(4, 4), 2, border_radius=5)
        elif piece_id in lit.targets:
            pygame.draw.rect(surface, HIGHLIGHT_RGB, box.inflate(4, 4), 2, border_radius=5)

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
    def fly_step(self, step, held: bool) -> None:
        super().fly_step(step, held)
        self.start_flip(step)

    def fly_at_once(self, steps) -> None:
        super().fly_at_once(steps)
        for step in steps:
            self.start_flip(step)

    def start_flip(self, step) -> None:
        """At a Test's reveal: the cards played turn over together where the face-down
        cards lay (the last places of the Test's row as last drawn)."""
        event = self.match.history[step.index] if step.index < len(self.match.history) \
            else None
        if event is None or event.kind != "reveal":
            return
        roster = self.match.state.roster
        faces = []
        for name in event.data.get("cards", ()):
            if name in roster.card_names:
                faces.append(roster.card_face(roster.card_names.index(name)))
        if not faces:
            return
        places = sorted((k for k in self.hits if k.startswith("test#")),
                        key=lambda k: int(k.split("#")[1]))
        rects = [self.hits[k].copy() for k in places[-len(faces):]]
        while rects and len(rects) < len(faces):
            last = rects[-1]
            rects.append(last.move(last.width + 6, 0))
        if len(rects) == len(faces):
            self.flip = [faces, rects, 0.0]
            self.app.dirty = True

    def update(self, dt: float) -> None:
        if self.flip is not None:
            self.flip[2] += dt
            self.app.dirty = True
            if self.flip[2] >= FLIP_SECONDS * 3 and not self.beats.playing:
                self.flip = None
        super().update(dt)

    def animating(self) -> bool:
        return self.flip is not None or super().animating()

    def beats_drained(self, told) -> None:
        super().beats_drained(told)
        self.flip = None

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
