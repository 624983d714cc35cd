"""Guts of Glory on screen: its layout on the table kit and its own few words, no card drawn
by hand (the kit paints every card from `look.LOOK`).

The board has two parts. On the left the top strip holds the deck, the discard pile, the
plate and, right of it, a card in transit (the card being fed while its seat spews for room,
a spewed card waiting to be thrown); under it each seat's mouth, a frame in its colour with
its header facts and its cards in the order they lie (mouth card 1, the Condiment slots,
mouth card 2). With three or four seats the home seat's mouth (the seat looking) has a row
of its own under the plate; with four the other three stand side by side under it, each a
column of chips (`ui.card_chip`: every card's name and power in a word at the readable
figure, the card itself in the inspector); the strip is as tall as the plate's cards can
use (`layout.GutsLayout`; docs/table-kit.md). On the right, the
glory track and the supply over the inspector: the card the focused move names (or the
mouse points at) shown large with every word on it, under the decision it is about.

Feeding is the rules' two decisions: pointing at a plate card takes it (it lies under "Being
fed" and the free slots of its type light up), then pointing at a slot puts it there.
Anything refused is answered with the rule that forbids it (`GutsState.why_illegal`).
"""
from __future__ import annotations

import pygame

from ...engine.events import Moment
from ...engine.protocol import Action
from ...engine.table import Piece, Table, Zone, place_id
from ...scenes.kit_board import KitBoard
from ...scenes.table import TableScene
from ...ui import theme
from ...ui.card import fit_card, margin
from ...ui.card_chip import chip_column, draw_chip_list
from ...ui.highlights import HitMap, Highlights, hit_at
from ...ui.inspector import draw_inspector
from ...ui.text import draw_text, line_height, measure, within
from ...ui.tokens import draw_seat, draw_track, header_px, seat_header
from ...ui.zones import draw_row
from .board import slot_name
from .header import fitting_facts, header_words, mouth_facts
from .layout import GutsLayout
from .look import LOOK

STEERING = ("up", "down", "left", "right", "next", "previous", "first", "last")
"""Intents that move the focus: the card shown large follows the focus again."""
class Scene(GutsLayout, KitBoard, TableScene):
    """The Guts table: a layout of kit zones, the mouths' headers and the inspector."""

    look = LOOK
    dim_others = False  # every mouth stays readable: players plan from the whole table

    def __init__(self, app, match) -> None:
        super().__init__(app, match)
        self.kit_start()
        self.inspector_area = pygame.Rect(0, 0, 0, 0)
        self.hovered: tuple | None = None
        """(match revision, piece id) the mouse points at, since it last moved: shown large
        until the focus moves by key or pad, or the table changes."""
        self.last_moved: str | None = None
        """The piece that last flew: what the inspector shows when nothing else is named."""
        self.shown: tuple[str | None, str] = (None, "")
        """(piece id, heading) the inspector showed on the last frame."""
        self._turns: tuple | None = None
        """((match revision), how many turns have begun): `turn_of`, counted once a change."""
        self.chipped: set[str] = set()
        """The mouths drawn as columns of chips (the others at a four-seat table: layout)."""

    # ---- zones -------------------------------------------------------------------------
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
        """A seat's mouth: its frame, its header (name, glory, facts), then its cards; lit
        as a whole while it may be picked (whom a spew flies at)."""
        seat = zone.owner
        active = table.facts["current"] == seat
        order = table.facts["mouth_orders"][seat]
        if zone.name in self.chipped:
            return self.draw_mouth_chips(surface, rect, zone, lit, table)

        def cards(inside: pygame.Rect) -> int:
            return fit_card((inside.width // len(order), inside.height))[0]

        # a larger text size writes the title larger only while the cards keep their size
        _, inside = seat_header(surface, rect, cards=cards)
        px = header_px(surface, rect, cards)  # (the title's size: its facts' too)
        line = line_height(px)
        cw, ch = fit_card((inside.width // len(order), inside.height))
        two_lines = inside.height - ch - 2 * margin(cw) >= line  # (cards short of width)
        name = self.seat_name(seat)
        title, facts, second = header_words(surface, rect, name, seat, table, active,
                                            two_lines, px)
        # the mouth itself (a spew's target) lies under its cards: `hit_at` takes the last
        hits = draw_seat(surface, rect, None, self.seat_rgb(seat), title, lit, active=active,
                         facts=facts, key=zone.name, cards=cards)
        if second:
            draw_text(surface, second, inside.topleft, px, theme.MUTED)
            inside = pygame.Rect(inside.left, inside.top + line, inside.width,
                                 inside.height - line)
        hits.update(draw_row(surface, inside, Zone(zone.name, "row", zone.pieces, seat,
                                                   size=zone.size), self.look, lit,
                             places=order, labels=["Food" if x < 2 else "Condiment"
                                                   for x in order],
                             details=self.place_names(order, cw)))
        return hits

    def draw_mouth_chips(self, surface: pygame.Surface, rect: pygame.Rect, zone: Zone,
                         lit: Highlights, table: Table) -> HitMap:
        """Another seat's mouth at a four-seat table: its frame and header, then its places
        in the order they lie as a column of chips (`ui.card_chip`): each card's name and
        power in a word at the readable figure, its glory, chews and toughness at the
        ends; an empty place a faint line with its name. The card itself is in the
        inspector (hover or focus), as from a thumbnail."""
        seat = zone.owner
        active = table.facts["current"] == seat
        order = table.facts["mouth_orders"][seat]

        def room(inside: pygame.Rect) -> int:
            return inside.height  # (a larger title must not take the chips' room)

        _, inside = seat_header(surface, rect, cards=room)
        px = header_px(surface, rect, room)  # (the title's size: its facts' too)
        name = self.seat_name(seat)
        title, facts, _ = header_words(surface, rect, name, seat, table, active, False, px)
        chips = Zone(zone.name, "row", zone.pieces, seat, size=zone.size)
        # the chips reach into the frame's padding: a long name keeps one line
        reach = round(0.4 * theme.unit(surface))
        second = ""
        if facts != fitting_facts(mouth_facts(table, seat), px, 10_000):
            # a narrow mouth leaves facts out of its title line: they take a second line
            # when the chips under it keep what they say and its size
            two = header_words(surface, rect, name, seat, table, active, True, px)
            below = pygame.Rect(inside.left, inside.top + line_height(px), inside.width,
                                inside.height - line_height(px))
            now = chip_column(surface, inside, chips, self.look, places=order, reach=reach)
            then = chip_column(surface, below, chips, self.look, places=order, reach=reach)
            if two[2] and (then.px, [n for *_, n in then.rows]) == \
                    (now.px, [n for *_, n in now.rows]):
                title, facts, second = two
                inside = below
        hits = draw_seat(surface, rect, None, self.seat_rgb(seat), title, lit, active=active,
                         facts=facts, key=zone.name, cards=room)
        if second:
            with within(pygame.Rect(inside.left, inside.top - line_height(px), inside.width,
                                    line_height(px)), surface):
                draw_text(surface, second, (inside.left, inside.top - line_height(px)), px,
                          theme.MUTED, max_width=inside.width)
        labels = ["Food" if x < 2 else "Condiment" for x in order]
        hits.update(draw_chip_list(surface, inside, chips, self.look, lit, places=order,
                                   labels=labels, details=[slot_name(x) for x in order],
                                   show_caption=False, reach=reach))
        return hits

    @staticmethod
    def place_names(order: tuple, card_w: int) -> list[str]:
        """The empty places' names as the moves say them ("mouth card 1", "slot 2"), or
        just "card 1" where a small card has no room for "mouth card 1" (never cut)."""
        names = [slot_name(x) for x in order]
        room = card_w - 2 * max(2, round(card_w * 0.05))
        px = max(8, round(card_w * 0.13 * theme.text_scale()))
        if any(measure(n, px)[0] > room for n in names):
            names = [n.replace("mouth ", "") for n in names]
        return names

    # ---- the card shown large ----------------------------------------------------------
    def draw_table_extras(self, surface: pygame.Surface, rect: pygame.Rect, table: Table,
                          seat: int | None) -> None:
        piece, heading = self.inspected(table, seat)
        self.shown = (piece.id if piece else None, heading)
        draw_inspector(surface, self.inspector_area, self.look, piece, heading=heading)

    def inspected(self, table: Table, seat: int | None) -> tuple[Piece | None, str]:
        """The card the inspector shows and the heading over it: the card the mouse points
        at (read alone), else the one the focused move names, the card picked up or the
        card the decision is about (under the decision's prompt), else the card that last
        moved. With no card the prompt stands alone."""
        acting = seat is not None and seat in self.curtain.humans_to_act() \
            and not self.beat_playing()  # nothing is asked while the table shows a move
        decision = self.match.state.decision(seat) if acting else None
        prompt = decision.prompt if decision is not None else ""
        hovered = self.hovered[1] if self.hovered and \
            self.hovered[0] == self.match.revision else None
        found = table.find(hovered) if hovered else None
        if found is not None:
            return found[1], ""
        for key in (self.focused_object(), next(iter(self.focused_touches(seat)), None), self.picked,
                    *self.in_transit(table)):
            found = table.find(key) if key else None
            if found is not None and found[1].face is not None:
                return found[1], prompt
        found = table.find(self.last_moved) if self.last_moved else None
        if found is not None:
            return found[1], prompt
        return None, prompt

    @staticmethod
    def in_transit(table: Table) -> list[str]:
        """The cards in the air and being fed, the newest first (what a spew, a target or
        a feed for room is about)."""
        return [p.id for z in reversed(table.zones) if z.name in ("air", "held")
                for p in reversed(z.pieces)]

    # ---- pointing, moving, refusing ------------------------------------------------------
    def handle(self, intent) -> bool:
        if intent.kind == "point" and self.hits:
            key = hit_at(self.hits, intent.pos)
            found = self.table_for(self.curtain.eyes()).find(key) if key else None
            key = key if found is not None and found[1].face is not None else None  # a card
            if key != (self.hovered[1] if self.hovered else None):
                self.hovered = (self.match.revision, key) if key else None
                self.app.dirty = True
        elif intent.kind in STEERING:
            self.hovered = None  # the focus moved: its card is shown again
        return super().handle(intent)

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.flights:
            self.last_moved = self.flights[-1][0].target  # where it lies now

    def flashes(self, event, seat: int | None) -> tuple[tuple[str, str], ...]:
        """"Gulp!" where a swallowed card was."""
        if event.kind == "swallow":
            return (("Gulp!", place_id(f"mouth/{event.data['seat']}", event.data["slot"])),)
        return ()

    def moments(self, event) -> tuple[Moment, ...]:
        """What a Guts move does *to* a seat, shown big to that seat: a card spewed at it,
        a card stolen from it, a spew it is made to make, chews taken off its card, glory
        it loses. (Its own gains it made itself: the log tells them.)"""
        kind, data = event.kind, event.data
        name = self.match.state.name
        if kind == "spew_at" and data["target"] != data["seat"]:
            return (Moment(data["target"], f"{self.seat_name(data['seat'])} spews "
                                           f"{name(data['card'])} at you!", "hit"),)
        if kind == "steal":
            return (Moment(data["from"], f"{self.seat_name(data['seat'])} steals your "
                                         f"{name(data['card'])}!", "loss"),)
        if kind == "force":
            return (Moment(data["target"], f"{self.seat_name(data['seat'])} makes you "
                                           "spew!", "hit"),)
        if kind == "unchew" and data["owner"] != data["seat"]:
            return (Moment(data["owner"], f"{self.seat_name(data['seat'])} takes the chews "
                                          "off your card", "loss"),)
        if kind == "glory" and data["delta"] < 0:
            lost = -data["delta"]
            return (Moment(data["seat"], f"You lose {lost} glory "
                                         f"(now {data['glory']})", "loss"),)
        return ()

    def turn_of(self, seat: int) -> tuple:
        """A new Guts turn starts with its "turn" event (an extra turn too: the same seat
        keeps the screen into it); before the first, each declaration is its own."""
        key = ("turns", self.match.revision)
        if self._turns is None or self._turns[0] != key:
            count = sum(1 for e in self.match.history if e.kind == "turn")
            self._turns = (key, count)
        view = self.view_for(seat)
        return (self._turns[1], view.get("phase") == "declare" and view.get("to_act"))

    def refusal(self, seat: int, object_id: str) -> str:
        """The rule that forbids what was pointed at (`GutsState.why_illegal`): a plate card
        after feeding, a card already chewed, an opponent's card, a slot of the wrong kind;
        else the kit's answer with the decision's prompt."""
        action = self.refused_action(seat, object_id)
        if action is None:
            return super().refusal(seat, object_id)
        return self.match.state.why_illegal(seat, action)

    def refused_action(self, seat: int, object_id: str) -> Action | None:
        """The action a refused point stands for, when the rules can say why it is not one."""
        state = self.match.state
        table = self.table_for(seat)
        found = table.find(object_id)
        chewing = table.facts["phase"] == "chew" or table.facts["task"]
        if found is not None:
            zone, piece = found
            if zone.name == "plate":
                return Action("feed", (piece.at,))
            if zone.name.startswith("mouth/") and chewing:
                return Action("chew", (zone.owner, piece.at))
            return None
        zone_name, _, place = object_id.partition("#")
        if zone_name == f"mouth/{seat}" and place.isdigit() and state.held >= 0:
            return Action("place", (int(place),))  # the card being fed, into a wrong slot
        return None

    def picks_a_number(self, legal: list) -> bool:
        """Hunger and anger are picked on a row of numbers, 0 to 10 (one picker each)."""
        return bool(legal) and legal[0].kind in ("hunger", "anger")

    def decision_epoch(self, seat: int) -> tuple:
        """The table's epoch and the kind of move asked for: every Guts list holds one kind,
        and a new kind (anger after hunger, a target after a spew) is a new decision, which
        opens on its first move rather than where the last list's focus was."""
        legal = self.legal_for(seat)
        return super().decision_epoch(seat) + (legal[0].kind if legal else None,)

    def walkthrough_lines(self, seat: int) -> list[str]:
        lines = super().walkthrough_lines(seat)
        if self.curtain.controller(seat) == "kbd":
            # the mouse's way, after the keys' one ("Your moves are listed on the right")
            lines.insert(2, "With the mouse: drag a plate card onto a free slot of your "
                            "mouth (or click it, then the slot); click a card in a mouth "
                            "to chew it.")
        return lines
