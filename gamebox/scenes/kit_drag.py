"""Picking up and dropping on the table kit: drag and drop with the mouse, and what a held
object looks like for every input.

A press on an object whose moves all have a destination (`targets.Targets.destinations`:
a Grizzled Trial and No Man's Land, a Speech token and its Threats, a GGT limb and its
spots) or whose one move is the first step of a choice whose next step says where it goes
(`KitDrag.steps_ahead`: Guts' plate card, then its mouth slot) does nothing yet. Let go
where it was pressed and it is an ordinary click (the kit's pointing, `KitBoard.point_at`).
Move the pointer further than `DRAG_UNITS` first and the object follows it, drawn on top
at its own size, its destinations lit: let go on one and that move plays (both steps of a
choice of two); let go anywhere else, its own place included, and it goes back with no
move made. Back (or a right click) during a drag puts it back too.

Whatever holds an object (a drag, or a click, a key or a pad that picked it up) the object
stays in sight, lifted and ringed where it lies or under the pointer, and the prompt bar
names it: "Gas Mask: choose where". While one is held by the keys or a pad, the arrows (the
d-pad) move between its lit destinations only; Tab (RB/LB) still reaches the panel.
Nothing here decides what is legal: the destinations come from the rules' `touches` of
their legal actions, and a drop plays them through `TableScene.act`, which the rules check.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from ..engine.protocol import Action
from ..input.intents import Intent
from ..ui import theme
from ..ui.card import CardState, draw_card
from ..ui.highlights import draw_ring

DRAG_UNITS = 1.2
"""How far (layout units) the pointer moves with the button down before a press is a drag:
less is a click with a shaky hand."""
DIRECTIONS = {"up": (0, -1), "down": (0, 1), "left": (-1, 0), "right": (1, 0)}


@dataclass
class Drag:
    """An object pressed with the mouse, maybe being dragged."""

    piece: str
    """The object pressed (a piece or a place id)."""
    seat: int
    start: tuple[int, int]
    """Where the button went down."""
    pos: tuple[int, int]
    """Where the pointer is now."""
    revision: int
    """The match revision `drops` were read at (`KitDrag.reread_drops` reads them again
    when the table has changed)."""
    drops: dict[str, tuple[Action, ...]]
    """Each destination with the actions a drop there plays, in order (one move, or the
    two steps of a choice of two)."""
    ahead: bool = False
    """Whether `drops` hold two steps each (the first step has a single move)."""
    moving: bool = False
    """Whether the pointer has gone further than `DRAG_UNITS`: a drag, not a click."""
    picked_before: str | None = None
    """What was picked up when the press came (the object itself, or nothing): a drag of
    one move's object holds it as picked (its destinations are the holding stage's
    targets), and a drop that plays nothing leaves this back."""


class KitDrag:
    """The drag-and-drop half of `KitBoard` (which lists it among its bases)."""

    def drag_start(self) -> None:
        """Call from `kit_start`."""
        self.drag: Drag | None = None
        """The object pressed with the mouse, while the button is down."""
        self.floating: tuple[str, pygame.Rect] | None = None
        """(object id, rect) where the last frame drew the dragged object under the pointer
        (None: nothing was being dragged)."""
        self._aim: str | None = None
        """An object just picked up: the next layout puts the focus on its nearest
        destination, so the arrows start from there."""

    # ---- where an object may go --------------------------------------------------------
    def drops_for(self, seat: int, object_id: str) -> tuple[dict, bool]:
        """The destinations of `object_id` for a drag, with the actions a drop on each
        plays, and whether they are two steps; ({}, False) when it is not dragged."""
        targets = self.targets(seat)
        if self.picked is not None and self.picked != object_id:
            return {}, False
        if self.picked is not None:
            targets = type(targets)(targets.legal, targets.touches)  # from the start
        found = targets.destinations(object_id)
        if found:
            return found, False
        actions = targets.actions_of(object_id)
        if len(actions) == 1:
            ahead = self.steps_ahead(seat, actions[0])
            if ahead:
                return {where: (actions[0], then) for where, then in ahead.items()}, True
        return {}, False

    def steps_ahead(self, seat: int, action: Action) -> dict[str, Action]:
        """Where an object goes when its one move is a step of a choice of several and the
        next step says where (Guts: the plate card taken to feed, then its slot): the next
        step's moves by what each points at, read from the rules on a copy of the state.
        {} when the move ends its choice (`Decision.step`), leaves the seat with nothing
        more to choose, or draws or reveals anything (then it is played alone, as ever)."""
        state = self.match.state
        decision = state.decision(seat)
        if decision is None or decision.step >= decision.steps:
            return {}
        probe = state.clone()
        draws = probe.rng.draws
        events = probe.apply_unchecked(seat, action)
        if probe.rng.draws != draws or any(e.reveals for e in events) \
                or seat not in probe.to_act():
            return {}
        after = probe.decision(seat)
        if after is None or after.step != decision.step + 1:
            return {}
        found: dict[str, list[Action]] = {}
        for then in probe.legal_actions(seat):
            touched = probe.touches(then, seat)
            if len(touched) == 1:
                found.setdefault(touched[0], []).append(then)
        return {where: moves[0] for where, moves in found.items() if len(moves) == 1}

    # ---- input ---------------------------------------------------------------------------
    def handle_seat(self, intent, seat: int) -> bool:
        kind = intent.kind
        if kind == "click" and intent.pos is not None and self.drag is None \
                and self.board_rect.collidepoint(intent.pos):
            object_id = self.object_at(intent.pos)
            if object_id is not None:
                drops, ahead = self.drops_for(seat, object_id)
                if drops:
                    self.drag = Drag(object_id, seat, tuple(intent.pos), tuple(intent.pos),
                                     self.match.revision, drops, ahead,
                                     picked_before=self.picked)
                    return True
        drag = self.drag
        if drag is not None:
            if kind == "point" and intent.pos is not None:
                drag.pos = tuple(intent.pos)
                self.reread_drops(drag, seat)
                reach = DRAG_UNITS * theme.unit(self.app.surface)
                if not drag.moving and (abs(drag.pos[0] - drag.start[0]) > reach
                                        or abs(drag.pos[1] - drag.start[1]) > reach):
                    drag.moving = True
                    self.notice = ""
                    if not drag.ahead:
                        self.picked = drag.piece  # held: its destinations light up
                        self._built_for = None
                self.app.dirty = True
                return True
            if kind == "release":
                self.drag = None
                self.app.dirty = True
                if not drag.moving:  # a click: the kit's pointing, as ever
                    return super().handle_seat(Intent("click", intent.source, drag.start),
                                               seat)
                self.drop(seat, drag, tuple(intent.pos) if intent.pos else drag.pos)
                return True
            self.cancel_drag()  # any other press (Back, a key) puts the dragged object back
            if kind == "back":
                return True
        if self.picked is not None and kind in DIRECTIONS and intent.text != "wheel":
            if self.aim_step(*DIRECTIONS[kind]):
                return True
        return super().handle_seat(intent, seat)

    def cancel_drag(self) -> None:
        """Put the dragged object back where it lies, as it was before the press."""
        drag, self.drag = self.drag, None
        if drag is not None and drag.moving and not drag.ahead:
            self.picked = drag.picked_before
        self._built_for = None
        self.app.dirty = True

    def object_at(self, pos) -> str | None:
        """The object drawn on top at `pos` (`hit_at` of the last frame's hit map)."""
        found = None
        for key, rect in self.hits.items():
            if rect.collidepoint(pos):
                found = key
        return found

    def drop_at(self, drag: Drag, pos) -> str | None:
        """The destination of `drag` under `pos`: a piece or place drawn there (the one on
        top), else a whole zone that is a destination (No Man's Land); None on the object's
        own place, which puts it back."""
        source = self.hits.get(drag.piece)
        if source is not None and source.collidepoint(pos):
            return None
        found = None
        for key, rect in self.hits.items():
            if key in drag.drops and rect.collidepoint(pos):
                found = key
        if found is None:
            for key in drag.drops:
                area = self.zone_areas.get(key)
                if area is not None and area.collidepoint(pos):
                    found = key
        return found

    def drop(self, seat: int, drag: Drag, pos) -> None:
        """Let go of a dragged object at `pos`: play the moves of the destination there, or
        put it back with no move (anywhere else, or when the seat has nothing to do now).
        When the table changed during the drag (another seat played meanwhile), the
        destinations are read again: the drop plays only if the object may still go there,
        with the moves that take it there now."""
        self.reread_drops(drag, seat)
        where = self.drop_at(drag, pos)
        self._built_for = None
        if where is None or seat not in self.curtain.humans_to_act():
            if not drag.ahead:
                self.picked = drag.picked_before
            return
        if drag.ahead:
            first, then = drag.drops[where]
            if self.act(seat, first):
                self.act(seat, then)
            return
        self.picked = drag.piece  # held: the kit's pointing plays the move that ends there
        action = self.point_at(seat, where)  # (or offers them in the list when several do)
        if action is not None:
            self.act(seat, action)

    def reread_drops(self, drag: Drag, seat: int) -> None:
        """Read `drag`'s destinations again when the table changed since they were read
        (another seat played during the drag): some may have gone, or moved."""
        if drag.revision == self.match.revision:
            return
        held, self.picked = self.picked, drag.picked_before
        drag.drops, drag.ahead = self.drops_for(seat, drag.piece)
        drag.revision = self.match.revision
        self.picked = held if drag.drops and not drag.ahead else drag.picked_before
        self._built_for = None

    def aim_step(self, dx: int, dy: int) -> bool:
        """While an object is held: move the focus to the nearest lit destination that way
        (arrows, d-pad); False when the ring has no destination to go to."""
        self.layout()
        ids = self.targets(self.curtain.eyes()).ids
        here = self.ring.focused
        spots = [(i, b) for i, b in enumerate(self.ring.buttons)
                 if b.tags.get("board") in ids]
        if not spots:
            return False
        if here is None or here.tags.get("board") not in ids:
            self.ring.index = spots[0][0]
            self._built_for = None
            return True
        cx, cy = here.rect.center
        best = None
        for i, b in spots:
            bx, by = b.rect.center
            along = (bx - cx) * dx + (by - cy) * dy
            if b is here or along <= 0:
                continue
            score = along + 2 * (abs((bx - cx) * dy) + abs((by - cy) * dx))
            if best is None or score < best[0]:
                best = (score, i)
        if best is not None:
            self.ring.index = best[1]
            self._built_for = None
        return True  # at the edge the focus stays on the destinations

    def layout(self, surface=None) -> None:
        super().layout(surface)
        aim, self._aim = self._aim, None
        if aim is None or self.picked != aim:
            return
        ids = self.targets(self.curtain.eyes()).ids
        start = self.hits.get(aim)
        spots = [(i, b) for i, b in enumerate(self.ring.buttons)
                 if b.tags.get("board") in ids]
        if not spots:
            return
        if start is not None:
            spots.sort(key=lambda s: (s[1].rect.centerx - start.centerx) ** 2
                       + (s[1].rect.centery - start.centery) ** 2)
        self.ring.index = spots[0][0]

    # ---- what a held object looks like ----------------------------------------------------
    def holding(self) -> str | None:
        """The object held now: dragged (once it moves), or picked up by a point."""
        if self.drag is not None and self.drag.moving:
            return self.drag.piece
        return self.picked

    def lit_now(self, targets) -> frozenset[str]:
        """What lights up: a dragged object's destinations, else the decision's targets."""
        if self.drag is not None and self.drag.moving:
            return frozenset(self.drag.drops)
        return targets.ids

    def under_pointer(self) -> str | None:
        """The destination a dragged object would drop on now (ringed as the focus)."""
        if self.drag is None or not self.drag.moving:
            return None
        return self.drop_at(self.drag, self.drag.pos)

    def draw_zone_rings(self, surface: pygame.Surface, lit: frozenset[str],
                        focus: str | None) -> None:
        """A ring round each lit destination that is a whole zone its widget does not
        ring itself (No Man's Land while a Trial is held): it must read as a place to go."""
        for key in lit:
            if key in self.hits:
                continue
            area = self.zone_areas.get(key)
            if area is not None:
                state = CardState.HIGHLIGHT | (CardState.FOCUS if key == focus else 0)
                draw_ring(surface, area, state, scale=1.6)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self.draw_dragged(surface)

    def draw_dragged(self, surface: pygame.Surface) -> None:
        """Over the whole frame (a game may keep its board as a still picture): the place
        a dragged object would drop on, ringed as the focus, and the object under the
        pointer, at the size it was drawn and held where it was grabbed: a card drawn
        lifted from its face, any other object as the picture the board drew of it."""
        self.floating = None
        drag = self.drag
        seat = self.curtain.eyes()
        if drag is None or not drag.moving or seat != drag.seat:
            return
        source = self.hits.get(drag.piece)
        if source is None:
            return
        target = self.under_pointer()
        spot = self.hits.get(target) or self.zone_areas.get(target) if target else None
        if spot is not None:
            draw_ring(surface, spot, CardState.FOCUS, scale=1.6 if target not in self.hits
                      else 1.0)
        rect = source.copy()
        rect.topleft = (drag.pos[0] - (drag.start[0] - source.left),
                        drag.pos[1] - (drag.start[1] - source.top))
        found = self.table_for(seat).find(drag.piece)
        piece = found[1] if found is not None else None
        if piece is not None and piece.kind == "card" and piece.face is not None:
            draw_card(surface, rect, self.look, piece.face, piece.marks,
                      CardState.SELECT | CardState.FOCUS)
        else:
            clip = source.clip(surface.get_rect())
            if clip.size != source.size or not clip.width or not clip.height:
                return
            surface.blit(surface.subsurface(clip).copy(), rect)
            draw_ring(surface, rect, CardState.SELECT)
        self.floating = (drag.piece, rect)

    def banner_line(self) -> str:
        """While an object is held, the prompt bar names it and says what to do with it."""
        held = self.holding()
        seat = self.curtain.eyes()
        if held is None or seat is None or seat not in self.curtain.humans_to_act() \
                or self.beat_playing() or self.beats.playing:
            return super().banner_line()
        found = self.table_for(seat).find(held)
        name = found[1].name if found is not None and found[1].name else "What you hold"
        if self.drag is not None and self.drag.moving:
            return f"{name}: drop it on a lit place (anywhere else puts it back)"
        back = self.app.input.prompt(self.curtain.controller(seat), "back")
        return f"{name}: choose where  \u00b7  {back}: put it back"

    def forget_private(self) -> None:
        """The eyes change or the curtain falls: nothing stays held for the next seat."""
        self.picked = None
        self.drag = None
        self.floating = None
        super().forget_private()
