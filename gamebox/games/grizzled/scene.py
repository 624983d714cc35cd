"""The Grizzled on screen: its layout on the table kit and its own sober art.

Top left, the three piles: the Trials Deck lying on the Peace card and the Morale Reserve
on the Monument card (each rises off its card as it empties, so the card shows through), and
the cards set aside; right of them No Man's Land. Under No Man's Land the active Threats,
counted by type with our own six symbols: a count turns warning-red at two, and a card in
the hand that would make the third is marked before it is played. Under the piles, the
Mission, its Intensity and the Speech tokens left (while the Leader chooses, the Intensity
numbers to point at). Then a panel per Grizzled: his card with his Good Luck Charm (struck
through once used), the Mission Leader's token, his Speech tokens, his Support tiles (faces
for his own player, backs for the others, the one laid face down apart), his Hard Knocks
as chips, each its effect or its name at the readable figure (the kit's status panel,
`ui/status_panel.py` and `ui/card_chip.py`, drawn from `table.py`'s facts; the card itself
in the inspector), and his hand on one line (``Hand (n)`` and its backs, unless it is the
one the seat looking holds). At the bottom the hand
the seat looking holds, large; on the right the card shown large with its rules.

Pointing: a card of the hand plays it; the charm, then a card of No Man's Land; a Speech
token, then a Threat; a Support tile withdraws with it (the whole tiles when it is drawn at
random, the Grizzled's panel when he has none); a Hard Knock to shed or discard; the Trials
Deck to refill (Solo). Moves that touch nothing (keep, done, stop) are in the panel's list.

The Duo's curtain: a player looks at one of his two hands at a time, so the curtain falls
when the hand the seat looking holds changes, between his own two Grizzled too.
"""
from __future__ import annotations

import dataclasses

import pygame

from ...engine.protocol import Action
from ...engine.table import Piece, Table, Zone, place_id
from ...scenes.kit_board import KitBoard
from ...scenes.table import TableScene
from ...ui import theme
from ...ui.card import card_height, fit_card, margin
from ...ui.highlights import HitMap, Highlights, draw_ring, hit_at
from ...ui.inspector import draw_inspector
from ...ui.status_panel import draw_status, status_parts
from ...ui.text import draw_text, fit, fitting_size, line_height, measure
from ...ui.zones import CAPTION_UNITS, LIFT, draw_hand, draw_hand_line, draw_pile, draw_row
from .art import KHAKI, PANEL_LOOK, WARN_RED, draw_deck, draw_threat_counts, threat_icon
from .knocks import THREATS
from .look import LOOK, with_text

INSPECTOR_SHARE = 0.25
TOP_SHARE = 0.22
STRIP_UNITS = 5.0
HAND_SHARE = 0.3
HAND_CARD_UNITS = 13.0
"""The width the hand held aims its cards at, in units (156 px at 1920x1080): a Trial's
name at the name figure and its Threats large (`docs/table-kit.md`)."""
HAND_MOST = 0.46
"""The most of the room under the piles the hand held takes."""
STEERING = ("up", "down", "left", "right", "next", "previous", "first", "last")
PEACE = {"name": "Peace", "type": "Peace",
         "text": "The Trials Deck lies on it. When it shows and every hand is empty, the war "
                 "is over: you have survived it together."}
MONUMENT = {"name": "Monument", "type": "Monument",
            "text": "The Morale Reserve lies on it. When it shows, morale is gone and the war "
                    "is lost."}
PILE_CAPTIONS = {"trials": "Trials Deck", "reserve": "Morale Reserve", "discard": "Set aside"}


def third_threats(face: dict | None, counts) -> list[str]:
    """The Threats `face` would make the third identical one of in No Man's Land (a Threat
    card's symbols, or the Threat a Phobia or Trauma adds)."""
    if not face:
        return []
    return [t for t in face.get("threats") or () if counts[THREATS.index(t)] >= 2]


class Scene(KitBoard, TableScene):
    """The Grizzled's table: piles, No Man's Land and its Threats, a panel per Grizzled,
    the hand held, the inspector."""

    look = LOOK
    dim_others = False  # the whole table stays readable: players plan from all of it

    def __init__(self, app, match) -> None:
        super().__init__(app, match)
        self.kit_start()
        self.inspector_area = pygame.Rect(0, 0, 0, 0)
        self.hovered: tuple | None = None
        """(match revision, piece id) the mouse points at."""
        self.last_moved: str | None = None
        self.in_panels: set[str] = set()
        """The hands drawn inside their Grizzled's panel (not the one held)."""
        self.board_cache: tuple | None = None
        """(what the board showed, its picture, its hit map, its zone areas)."""
        self.sight: tuple = (None, ())
        """(seat looking, the hands it holds): in the Duo the curtain falls when they change."""

    # ---- layout ------------------------------------------------------------------------
    def zone_rects(self, rect: pygame.Rect, table: Table) -> dict[str, pygame.Rect]:
        u = theme.unit(self.app.surface)
        m = round(1.0 * u)
        col_w = round(rect.width * INSPECTOR_SHARE)
        self.inspector_area = pygame.Rect(rect.right - col_w, rect.top, col_w, rect.height)
        main = pygame.Rect(rect.left, rect.top, rect.width - col_w - m, rect.height)
        top_h = round(main.height * TOP_SHARE)
        # the piles' captions at the normal text size: a larger one is written only where
        # it takes no room from the cards (`zones.caption`), so the piles keep their widths
        px = max(8, round(CAPTION_UNITS * u))
        card_w = fit_card((10_000, round((top_h - line_height(px)) / 1.3)))[0]
        rects: dict[str, pygame.Rect] = {}
        x = main.left
        for name in ("trials", "reserve", "discard"):
            pile_w = max(card_w + 2 * m, measure(PILE_CAPTIONS[name] + " (38)", px)[0] + m)
            rects[name] = pygame.Rect(x, main.top, pile_w, top_h)
            x += pile_w + m // 2
        rects["nml"] = pygame.Rect(x + m, main.top, main.right - x - m, top_h)
        strip_h = round(STRIP_UNITS * u)
        strip_y = main.top + top_h + m // 2
        self.info_area = pygame.Rect(main.left, strip_y, x - main.left, strip_h)
        rects["threats"] = pygame.Rect(rects["nml"].left, strip_y, rects["nml"].width, strip_h)
        visible = [z for z in table.zones if z.name.startswith("hand/") and not z.hidden]
        rest = pygame.Rect(main.left, strip_y + strip_h + m, main.width,
                           main.bottom - strip_y - strip_h - m)
        hand_h = self.hand_height(rest, len(visible), u) if visible else 0
        panels = pygame.Rect(rest.left, rest.top, rest.width,
                             rest.height - (hand_h + m if hand_h else 0))
        if visible:
            hand_area = pygame.Rect(rest.left, panels.bottom + m, rest.width, hand_h)
            w = hand_area.width // len(visible)
            for i, zone in enumerate(visible):
                rects[zone.name] = pygame.Rect(hand_area.left + i * w, hand_area.top,
                                               w - (m if i + 1 < len(visible) else 0), hand_h)
        seats = [z for z in table.zones if z.name.startswith("grizzled/")]
        n = len(seats)
        pw = (panels.width - (n - 1) * m) // max(1, n)
        solo = any(z.name == "solo_tiles" for z in table.zones)
        self.in_panels = in_panels = set()
        for i, zone in enumerate(seats):
            box = pygame.Rect(panels.left + i * (pw + m), panels.top, pw, panels.height)
            rects[zone.name] = box
            hand = f"hand/{i}"
            if not solo and hand not in rects and any(z.name == hand for z in table.zones):
                rects[hand] = status_parts(self.app.surface, box, PANEL_LOOK, True)["rest"]
                in_panels.add(hand)
        if solo and "hand/0" not in rects:
            rects["hand/0"] = pygame.Rect(rest.left, panels.bottom - round(panels.height * 0.3),
                                          rest.width, round(panels.height * 0.3))
        return rects

    def hand_height(self, rest: pygame.Rect, hands: int, u: float) -> int:
        """The height of the row of hands held: room for cards `HAND_CARD_UNITS` wide (their
        names and Threats read from the couch; the hand is what a player decides from),
        lifted when focused, under their caption; at least `HAND_SHARE` of the board and
        at most `HAND_MOST` of what is under the piles (the panels keep the rest)."""
        least = round(rest.height * HAND_SHARE / (1 - TOP_SHARE))
        cw = round(HAND_CARD_UNITS * u) + 2 * margin(round(HAND_CARD_UNITS * u))
        caption_h = line_height(max(8, round(CAPTION_UNITS * u))) + max(1, round(0.4 * u))
        want = caption_h + round((card_height(cw) + 2 * margin(cw)) * (1 + LIFT))
        return max(least, min(want, round(rest.height * HAND_MOST)))

    # ---- the board, drawn once per change -------------------------------------------------
    def draw_board(self, surface: pygame.Surface, rect: pygame.Rect, view, seat) -> None:
        """The kit's board, kept as a picture while nothing it shows changes (the table, the
        eyes, the lit, focused, picked and pointed objects): a still frame is one blit. While
        pieces fly or a queue of steps holds the old view, it is drawn afresh every frame."""
        if self.flights or self.flashed or self.held is not None:
            self.board_cache = None
            super().draw_board(surface, rect, view, seat)
            return
        key = self.board_key(surface, rect, seat)
        cached = self.board_cache
        if cached is not None and cached[0] == key:
            surface.blit(cached[1], rect)
            self.hits, self.zone_areas = dict(cached[2]), dict(cached[3])
            return
        super().draw_board(surface, rect, view, seat)
        self.board_cache = (key, surface.subsurface(rect).copy(), dict(self.hits),
                            dict(self.zone_areas))

    def board_key(self, surface: pygame.Surface, rect: pygame.Rect, seat) -> tuple:
        """Everything the board's picture depends on besides the backdrop under it."""
        acting = seat is not None and seat in self.curtain.humans_to_act()
        focused = self.ring.focused
        return (surface.get_size(), tuple(rect), theme.text_scale(), self.match.revision,
                id(self.shown_state()), seat, acting, self.beat_playing(),
                self.targets(seat).ids if acting else None, self.focused_object(),
                self.picked, self.hovered, focused.value if focused is not None else None,
                self.last_moved, tuple(self.seat_rgb(s) for s in range(len(self.match.seats))))

    # ---- zones -------------------------------------------------------------------------
    def draw_zone(self, surface: pygame.Surface, rect: pygame.Rect, zone: Zone,
                  lit: Highlights, table: Table) -> HitMap:
        name = zone.name
        if name in ("trials", "reserve"):
            under = PEACE if name == "trials" else MONUMENT
            return draw_deck(surface, rect, zone, self.look, lit, with_text(under),
                             PILE_CAPTIONS[name])
        if name == "threats":
            hits = draw_threat_counts(surface, rect, zone, lit)
            hits.update(self.draw_info(surface, self.info_area, lit, table))
            return hits
        if name.startswith("grizzled/"):
            # his card, tokens, Support tiles and Hard Knocks: the kit's status panel
            status = table.facts["status"][name]
            owner = zone.owner if zone.owner is not None else 0
            words = [status.note] + ([self.seat_name(owner)] if len(self.match.seats) > 1
                                     else [])
            return draw_status(surface, rect, status, lit, colour=self.seat_rgb(owner),
                               look=PANEL_LOOK, card_look=self.look,
                               note=" \u00b7 ".join(w for w in words if w))
        if name.startswith("hand/") and zone.hidden and name in self.in_panels:
            # another hand (or the Duo's other one) in its Grizzled's panel: "Hand (n)" and
            # its backs on one line (the panel names whose it is)
            return draw_hand_line(surface, rect, zone, self.look, lit)
        if name.startswith("hand/"):
            hits = draw_hand(surface, rect, zone, self.look, lit)
            if not zone.hidden:
                self.mark_thirds(surface, zone, hits, table)
            return hits
        if name == "discard":
            return draw_pile(surface, pygame.Rect(rect.left, rect.top, rect.width,
                                                  round(rect.height / 1.3)), zone, self.look, lit)
        if name == "nml":
            places = max(zone.size or 0, 6)
            return draw_row(surface, rect, Zone(name, "row", zone.pieces, size=places,
                                                label=f"No Man's Land ({len(zone.pieces)})"),
                            self.look, lit)
        return super().draw_zone(surface, rect, zone, lit, table)

    def draw_info(self, surface: pygame.Surface, rect: pygame.Rect, lit: Highlights,
                  table: Table) -> HitMap:
        """Under the piles: the Mission and its Intensity, or while the Leader chooses, the
        Intensity numbers to point at."""
        facts = table.facts
        px = theme.text_px(surface, 1.4)
        u = theme.unit(surface)
        choices = sorted(int(key.split("#")[1]) for key in self.targets(table.seat).ids
                         if key.startswith("trials#")) if table.seat is not None else []
        if facts["phase"] == "intensity" and choices:
            draw_text(surface, "Intensity:", rect.topleft, px, theme.MUTED)
            size = min(rect.height - line_height(px) - round(0.2 * u),
                       (rect.width - round(0.3 * u) * len(choices)) // len(choices))
            hits: HitMap = {}
            y = rect.top + line_height(px) + round(0.2 * u)
            for i, k in enumerate(choices):
                chip = pygame.Rect(rect.left + i * (size + round(0.3 * u)), y, size, size)
                key = place_id("trials", k)
                pygame.draw.rect(surface, KHAKI, chip, border_radius=round(0.5 * u))
                draw_text(surface, str(k), chip.center, round(size * 0.6), theme.TEXT,
                          bold=True, anchor="center")
                draw_ring(surface, chip, lit.state(key))
                hits[key] = chip
            return hits
        intensity = self.intensity()
        lines = [f"Mission {facts['mission']}" + (f" \u00b7 Intensity {intensity}"
                                                  if intensity is not None else ""),
                 f"Speech tokens left: {table.zone('speech_pool').pieces[0].count}"
                 if table.zone("speech_pool").pieces[0].count else "",
                 f"Cards in hands: {facts['in_hands']}"]
        if any(z.name == "solo_tiles" for z in table.zones):
            lines.append(f"Solo Support tiles: {table.zone('solo_tiles').count}")
        y = rect.top
        for line in [ln for ln in lines if ln]:
            if y + line_height(px) > rect.bottom:
                break
            draw_text(surface, fit(line, px, rect.width), (rect.left, y), px, theme.MUTED)
            y += line_height(px)
        return {}

    def intensity(self) -> int | None:
        """The Intensity of the Mission under way (from its public deal)."""
        for event in reversed(self.match.history):
            if event.kind == "deal":
                return event.data.get("intensity")
        return None

    def mark_thirds(self, surface: pygame.Surface, zone: Zone, hits: HitMap,
                    table: Table) -> None:
        """A card of the hand held that would make a third identical Threat: a red tag
        with the Threat's symbol across its foot."""
        counts = table.facts["threats"]
        u = theme.unit(surface)
        for piece in zone.pieces:
            thirds = third_threats(piece.face, counts)
            rect = hits.get(piece.id)
            if not thirds or rect is None:
                continue
            px = theme.text_px(surface, 1.2)
            h = line_height(px, True) + round(0.3 * u)
            tag = pygame.Rect(rect.left, rect.bottom - h - round(0.3 * u), rect.width, h)
            pygame.draw.rect(surface, WARN_RED, tag, border_radius=round(0.4 * u))
            icon = threat_icon(thirds[0], h - 4, (255, 244, 230))
            surface.blit(icon, (tag.left + 2, tag.top + 2))
            words = f"3rd {thirds[0]}"
            size = fitting_size(words, px, tag.width - h - 4, True)
            if measure(words, size, True)[0] > tag.width - h - 4:
                words = "3rd!"
            draw_text(surface, fit(words, size, tag.width - h - 4, True),
                      (tag.left + h, tag.centery), size, (255, 244, 230), bold=True,
                      anchor="midleft")

    # ---- the card shown large ----------------------------------------------------------
    def draw_table_extras(self, surface: pygame.Surface, rect: pygame.Rect, table: Table,
                          seat: int | None) -> None:
        piece, heading = self.inspected(table, seat)
        if piece is not None and piece.face is not None:
            piece = dataclasses.replace(piece, face=with_text(piece.face))
        draw_inspector(surface, self.inspector_area, self.look, piece, heading=heading)

    def inspected(self, table: Table, seat: int | None) -> tuple[Piece | None, str]:
        """The card held (dragged or picked up), else the one the mouse points at, the one
        the focused move names or the card that last moved; with the decision's prompt
        over it."""
        acting = seat is not None and seat in self.curtain.humans_to_act() \
            and not self.beat_playing()
        decision = self.match.state.decision(seat) if acting else None
        prompt = decision.prompt if decision is not None else ""
        hovered = self.hovered[1] if self.hovered and \
            self.hovered[0] == self.match.revision else None
        held = self.holding()
        for key in (held, hovered, self.focused_object(),
                    self.first_card(self.focused_touches(seat)), self.last_moved):
            found = table.find(key) if key else None
            if found is not None and found[1].face is not None and found[1].kind == "card":
                return found[1], "" if key == hovered and key != held else prompt
        nml = table.zone("nml").pieces
        if nml and not prompt:
            return nml[-1], ""  # (the card last played into No Man's Land)
        return None, prompt

    @staticmethod
    def first_card(touched: tuple[str, ...]) -> str | None:
        """The first card among what a move touches (a card id is ``t<n>``), else the first."""
        return next((t for t in touched if t.startswith("t")), touched[0] if touched else None)

    # ---- pointing, the Duo's curtain ---------------------------------------------------
    def handle(self, intent) -> bool:
        if intent.kind == "point" and self.hits:
            key = hit_at(self.hits, intent.pos)
            if key != (self.hovered[1] if self.hovered else None):
                self.hovered = (self.match.revision, key) if key else None
                self.app.dirty = True
        elif intent.kind in STEERING:
            self.hovered = None
        return super().handle(intent)

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.flights:
            self.last_moved = self.flights[-1][0].piece

    def refusal(self, seat: int, object_id: str) -> str:
        """Why a point is no move, quoting the rule where one forbids it (a Mute's Speech, a
        Hard Knock that keeps its Grizzled in the Mission); else the kit's answer."""
        state = self.match.state
        a = self.view_for(seat).get("turn", -1)
        if state.pending or a is None or a < 0 or state.owner[a] != seat \
                or state.phase != "play":
            return super().refusal(seat, object_id)
        if object_id == f"speech/{a}":
            return state.why_illegal(seat, Action("speech", ("rain",)))
        if object_id in (f"grizzled/{a}", f"tiles/{a}") or \
                object_id.startswith(f"tiles/{a}/"):
            return state.why_illegal(seat, Action("withdraw"))
        return super().refusal(seat, object_id)

    def hands_in_sight(self, seat: int | None) -> tuple:
        """The hands `seat` looks at now, from its view (in the Duo, one of its two)."""
        if seat is None:
            return ()
        return tuple(sorted(self.match.state.view(seat)["hands"]))

    def on_eyes_changed(self) -> None:
        super().on_eyes_changed()
        eyes = self.curtain.looking
        self.sight = (eyes, self.hands_in_sight(eyes))

    def after_change(self, eyes_before: int | None) -> None:
        """After any move: in the Duo the curtain also falls when the seat looking now holds
        another hand (its other Grizzled's turn): "each player can only look at one hand at a
        time ... Once they've played, they set their hand aside facedown"."""
        super().after_change(eyes_before)
        looking = self.curtain.looking
        if looking is None or not self.curtain.private or self.match.state.is_over():
            return
        if self.sight[0] == looking and self.hands_in_sight(looking) != self.sight[1]:
            self.lower()
            self.sight = (None, ())

    def turn_of(self, seat: int) -> tuple:
        """A new turn is a new Grizzled to act (the Duo's two Grizzled of one seat too)."""
        view = self.view_for(seat)
        return (view.get("mission"), view.get("turn"), view.get("pending"))
