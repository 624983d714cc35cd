"""Guts of Glory on screen: the board (deck, discard, plate, glory track) and a mouth board
per seat, drawn from the public view only. Clicking a card or a slot picks the legal action
it stands for; the focused action's cards are outlined and the card it names opens large.
"""
from __future__ import annotations

import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from ...engine.protocol import Action  # noqa: E402
from ...scenes.table import TableScene  # noqa: E402
from ...ui import theme  # noqa: E402
from ...ui.text import draw_text, fit, fitting_size, measure, wrap  # noqa: E402
from ...ui.widgets import panel  # noqa: E402
from .board import slot_name  # noqa: E402
from .cards import table_of  # noqa: E402

FOOD_RGB = (58, 104, 176)
CONDIMENT_RGB = (56, 138, 86)
COIN_RGB = (236, 190, 64)
CHEW_RGB = (24, 20, 20)
CHEW_RING_RGB = (250, 238, 214)
GLORY_CARD_RGB = (246, 206, 92)
EMPTY_RGB = (98, 78, 66)
EMPTY_FILL = (42, 33, 29)
POWER_MARKS = {"in_mouth": "M", "swallow": "S"}
ANIM_SECONDS = 0.7
"""How long a chew, swallow or spew keeps moving on the table."""
ANIMATED = ("chew", "swallow", "spew_at", "land", "feed", "steal", "unchew")
STEERING = ("up", "down", "left", "right", "next", "previous", "first", "last")
"""Intents that move the highlight over the moves (keys, a pad, the mouse wheel)."""
DETAIL_SHRINK = 0.7
"""The smallest the card shown large's text may get, as a share of its usual size, before
it covers a mouth board (its rules never shrink further: a long pack card grows down)."""
DETAIL_EASE = 0.85
"""How far the card shown large's text shrinks, as a share of its usual size, before it is
held up over the glory track (which hides the pawns while it is up)."""


def _timing_marks(card: dict) -> str:
    from .effects import VOCABULARY

    timings = {VOCABULARY[p].timing for p in card["powers"] if p in VOCABULARY}
    return "".join(POWER_MARKS[t] for t in ("in_mouth", "swallow") if t in timings)


class Layout:
    """Where everything sits inside the board rect, for one window size and seat count.

    The top strip holds the deck, discard and plate cards under a row of labels; right of
    them the glory track (its caption sits in the label row), and under it the card shown
    large. Each mouth board has a header (one line, or two when the cards leave room) above
    its cards, which are centred in the space left.

    `reserve` pixels are added to the top strip under its cards: room for the card shown
    large (name, stats and rules) when it needs more than the space under the track, so it
    never covers the track or a mouth board."""

    def __init__(self, rect: pygame.Rect, seats: int, u: float, shown: list[tuple],
                 scale: float = 1.0, reserve: int = 0):
        m = round(1.5 * u)
        self.rect = rect
        top_h = round(rect.height * 0.30)
        self.top = pygame.Rect(rect.left, rect.top, rect.width, top_h + reserve)
        self.label_y = rect.top + round(u)
        card_h = top_h - 2 * m - round(3 * u)
        card_w = round(card_h * 0.72)
        # The row holds five cards, their gaps (eleven margins) and the glory track; a tall,
        # narrow board (a portrait window) shrinks the cards so the track keeps about two
        # cards' width, rather than plate 3 and the track running off the window.
        widest = max(1, (rect.width - 11 * m) // 7)
        if card_w > widest:
            card_w, card_h = widest, round(widest / 0.72)
        y = rect.top + m + round(3 * u)
        x = rect.left + m
        self.deck = pygame.Rect(x, y, card_w, card_h)
        self.discard = pygame.Rect(self.deck.right + m, y, card_w, card_h)
        px = self.discard.right + 3 * m
        self.plate = [pygame.Rect(px + i * (card_w + m), y, card_w, card_h) for i in range(3)]
        tx = self.plate[-1].right + 3 * m
        tw = max(10, rect.right - tx - m)
        self.caption = pygame.Rect(tx, self.label_y, tw, y - self.label_y)
        """The glory track's caption (glory cards and chew pool), in the label row."""
        self.track = pygame.Rect(tx, y, tw, round(card_h * 0.36))
        self.detail = pygame.Rect(tx, self.track.bottom + m, tw, y + card_h + reserve
                                  - self.track.bottom - m)
        """The card shown large's own place: under the track, down into the reserve (room
        made for it alone, so it keeps one size whichever card it shows)."""
        self.held = pygame.Rect(tx, rect.top + m // 2, tw, self.top.bottom - m - rect.top
                                - m // 2)
        """Where the card shown large may grow to, held up over the glory track, before it
        has to cover a mouth board."""
        # mouth boards: two per row when more than two seats
        area = pygame.Rect(rect.left, self.top.bottom + m, rect.width,
                           rect.bottom - self.top.bottom - m)
        cols = 1 if seats <= 2 else 2
        rows = (seats + cols - 1) // cols
        bw = (area.width - (cols - 1) * m) // cols
        bh = (area.height - (rows - 1) * m) // rows
        self.head_px = max(8, round(1.9 * u * scale))
        line = round(self.head_px * 1.3)
        self.boards = []
        self.headers: list[pygame.Rect] = []
        """Where each board's header (name, glory, chews) is written: nothing else goes
        there, animations included."""
        self.header_lines: list[int] = []
        self.slots: dict[tuple[int, int], pygame.Rect] = {}
        for s in range(seats):
            r, c = divmod(s, cols)
            board = pygame.Rect(area.left + c * (bw + m), area.top + r * (bh + m), bw, bh)
            self.boards.append(board)
            header = pygame.Rect(board.left + round(1.5 * u), board.top + round(0.9 * u),
                                 board.width - round(3 * u), line)
            order = shown[s]
            n = len(order)
            inner_top = header.bottom + round(0.9 * u)  # room for an animation's frame
            bottom = board.bottom - round(2.2 * u)
            ch = bottom - inner_top
            g = round(0.8 * u)  # between cards: narrower than the margins, bigger cards
            cw = min(round(ch * 0.72), (board.width - 2 * m - (n - 1) * g) // n)
            ch = min(ch, round(cw / 0.72))
            spare = bottom - inner_top - ch
            lines = 1
            if spare >= line:  # the cards are as wide as they can be: room for a 2nd line
                lines = 2
                header.height += line
                inner_top += line
                spare -= line
            self.headers.append(header)
            self.header_lines.append(lines)
            top = inner_top + spare // 2
            total = n * cw + (n - 1) * g
            left = board.left + (board.width - total) // 2
            for k, x in enumerate(order):
                self.slots[(s, x)] = pygame.Rect(left + k * (cw + g), top, cw, ch)


def track_cells(rect: pygame.Rect) -> list[pygame.Rect]:
    """The glory track's eight spaces (0 to 7) inside `rect`."""
    step = rect.width / 8
    return [pygame.Rect(round(rect.left + n * step), rect.top,
                        round(rect.left + (n + 1) * step) - round(rect.left + n * step) - 2,
                        rect.height) for n in range(8)]


def pawn_spots(cell: pygame.Rect, count: int, u: float, number_h: int) -> tuple[int, list]:
    """Pawn radius and centres for `count` seats on one track space: in one row or in two,
    whichever gives bigger pawns, always inside the space and below its number."""
    if count <= 0:
        return 0, []
    pad = max(1, round(0.3 * u))
    area = pygame.Rect(cell.left + pad, cell.top + number_h, cell.width - 2 * pad,
                       cell.bottom - pad - cell.top - number_h)
    best = None
    for rows in (1, 2):
        cols = -(-count // rows)
        r = min(area.width / (2 * cols), area.height / (2 * rows)) - 1
        if best is None or r > best[0]:
            best = (r, rows, cols)
    r, rows, cols = best
    r = max(2, min(int(r), round(0.9 * u)))
    gap_x = (area.width - cols * 2 * r) / (cols + 1)
    gap_y = (area.height - rows * 2 * r) / (rows + 1)
    spots = []
    for k in range(count):
        row, col = divmod(k, cols)
        spots.append((round(area.left + gap_x + col * (2 * r + gap_x) + r),
                      round(area.top + gap_y + row * (2 * r + gap_y) + r)))
    return r, spots


def card_badge(rect: pygame.Rect) -> int:
    """The radius of a card's toughness chew and glory coin."""
    return max(6, round(min(rect.width, rect.height) * 0.13))


def token_strip_top(rect: pygame.Rect, u: float) -> int:
    """The top of the strip along a card's bottom where its chew tokens sit (and where a
    chew's ring pulses): below the card's name and power marks."""
    return rect.bottom - round(0.5 * u) - 2 * card_badge(rect)


def chew_spots(rect: pygame.Rect, chews: int, u: float, room: int) -> tuple[int, list]:
    """Token radius and centres for `chews` tokens along the card's bottom left, inside
    `room` pixels; when they do not all fit, one token is drawn (the caller writes the
    count beside it)."""
    dot = max(3, round(card_badge(rect) * 0.65))  # big enough to count from the couch
    y = rect.bottom - dot - round(0.5 * u)
    x = rect.left + dot + round(0.5 * u)
    step = 2 * dot + 2
    fit = max(1, (room + 2) // step)
    shown = chews if chews <= fit else 1
    return dot, [(x + k * step, y) for k in range(shown)]


def chew_frames(rect: pygame.Rect, chews: int, u: float, room: int) -> tuple:
    """The two frames a chew's animation moves between, both inside the card `rect`: the
    tokens' part of the card's token strip (inside the card's border, left of the glory
    cards' count) and a box around the newest token."""
    edge = max(1, round(u * 0.2)) + 1  # the card's light border stays clear
    inner = rect.inflate(-2 * edge, -2 * edge)
    top = token_strip_top(rect, u)
    right = min(inner.right, rect.left + round(0.5 * u) + room)
    wide = pygame.Rect(inner.left, top, right - inner.left, inner.bottom - top)
    dot, spots = chew_spots(rect, chews, u, room)
    cx, cy = spots[-1]
    pad = max(1, round(u * 0.25))
    narrow = pygame.Rect(cx - dot - pad, cy - dot - pad, 2 * (dot + pad), 2 * (dot + pad))
    return wide, narrow.clip(wide)


def chewed_copy(card: dict) -> dict:
    """`card` as it may sit in a mouth at its longest shown large: chewed to one short of
    its toughness, with a glory card attached."""
    return {**card, "chews": max(1, card["toughness"] - 1), "glory_cards": 1}


SHORT_FACTS = ((" chews/turn", "/turn"), (" chew/turn", "/turn"), (" per card", "/card"))
"""A board header's facts written shorter when they do not all fit: "2/turn", "2/card"."""
FACT_RANK = ("to place", "protected", "/card", "per card", "/turn")
"""Which header facts stay when some must go, most needed first: the chews still to place
(what the player does now), then what limits everyone else's moves."""
MUST_SHOW = ("to place", "protected")
"""Header facts worth cutting a long seat name short for: without them a player would try
moves the table refuses (chewing a protected mouth) or lose count of their chews."""


def fitting_facts(facts: list[str], size: int, width: int, sep: str) -> str:
    """`facts` joined by `sep` in at most `width` pixels at `size`: all of them in full, else
    as many as fit, the most needed first, each in full or else in its short form ("" when
    none fits). Each fact is whole or left out, never cut in the middle of a word."""
    def fits(shown: list[str]) -> bool:
        return measure(sep.join(shown), size)[0] <= width

    if fits(facts):
        return sep.join(facts)
    short = []
    for fact in facts:
        for long, brief in SHORT_FACTS:
            fact = fact.replace(long, brief)
        short.append(fact)

    def rank(fact: str) -> int:
        return next((n for n, key in enumerate(FACT_RANK) if key in fact), len(FACT_RANK))

    kept: dict[int, str] = {}  # the most needed first, each in full or short if it fits
    for n in sorted(range(len(short)), key=lambda n: rank(short[n])):
        for form in (facts[n], short[n]):
            trial = {**kept, n: form}
            if fits([trial[k] for k in sorted(trial)]):  # (shown in the facts' own order)
                kept[n] = form
                break
    return sep.join(kept[k] for k in sorted(kept))


def shown_slots(mouth: dict) -> tuple:
    """The positions a mouth board shows, left to right: a mouth card, the open Condiment
    slots (and any card still sitting beyond them), the other mouth card."""
    cap = mouth["condiment_slots"]
    middle = [x for x in range(2, 7) if x < 2 + cap or mouth["slots"][x] is not None]
    return tuple([0] + middle + [1])


class Scene(TableScene):
    """The Guts of Glory table."""

    def __init__(self, app, match) -> None:
        super().__init__(app, match)
        self._layout_key = None
        self._layout: Layout | None = None
        self._board_cache: tuple | None = None
        self._seen_events = len(match.history)
        self.anims: list[list] = []
        """Running animations: [event kind, event data, age in seconds]."""
        self._spewed_from: tuple | None = None
        """(seat, slot) the last spewed card left: where its flight starts."""
        self._pick: tuple | None = None
        """(match revision, "plate" or "slot", index): the half of a feed a first click
        picked, when the other half (which slot, which plate card) was still open."""
        self._words: list[pygame.Rect] = []
        """Where the last painted board wrote words (and the card shown large): a flight
        passes under them."""
        self._reserve_for: tuple | None = None
        self._shown_large: tuple | None = None
        """(match revision, card, where) of the card shown large as last painted: the mouse on
        it keeps it open and a click on it reaches nothing under it."""
        self._rest: tuple | None = None
        """(match revision, pointer position) when the highlight last moved: by a key or a pad,
        or placed afresh by a new decision. The card under the pointer is shown large only
        once the pointer has left that position."""

    # ---- animation ------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        for anim in self.anims:
            anim[2] += dt
        running = [a for a in self.anims if a[2] < ANIM_SECONDS]
        if len(running) < len(self.anims):
            # The loop draws only while something animates or is dirty: without this the
            # last drawn frame (a trail, "Gulp!", a ring) would stay until the next input.
            self.app.dirty = True
        self.anims = running
        history = self.match.history
        fresh = history[self._seen_events:]
        for i, event in enumerate(fresh):
            if event.kind == "spew":
                self._spewed_from = (event.data["seat"], event.data["slot"])
            elif event.kind == "spew_at":
                self.anims.append(["spew_at", self._flight(event.data, fresh[i + 1:]), 0.0])
            elif event.kind in ANIMATED:
                self.anims.append([event.kind, event.data, 0.0])
        self._seen_events = len(history)

    def _flight(self, data: dict, after: list) -> dict:
        """A spewed card's way: from the slot it left to the slot it lands in (the event right
        after says where), or to the middle of a full mouth it bumps a card out of."""
        way = {"seat": data["seat"], "target": data["target"]}
        if self._spewed_from is not None and self._spewed_from[0] == data["seat"]:
            way["from"] = self._spewed_from
        if after and after[0].kind == "land" and after[0].data["card"] == data["card"]:
            way["to"] = (after[0].data["seat"], after[0].data["slot"])
        return way

    def animating(self) -> bool:
        return bool(self.anims) or super().animating()

    def decision_epoch(self, seat: int) -> tuple:
        """The table's epoch, and the kind of move asked for: every Guts list holds one kind,
        and a new kind (anger after hunger, a target after a spew) is a new decision, which
        opens on its first move rather than where the last list's focus was."""
        legal = self.legal_for(seat)
        return super().decision_epoch(seat) + (legal[0].kind if legal else None,)

    def draw_anims(self, surface: pygame.Surface, lay: "Layout", u: float,
                   view: dict) -> None:
        """Chews pulse on their card's token strip, swallows flash gold with a "Gulp!" on the
        card, spews fly from the slot they left to the slot they land in (or to the middle of
        a full mouth). Nothing is drawn over a board's header or a
        card's name."""
        for kind, data, age in self.anims:
            p = min(1.0, age / ANIM_SECONDS)
            width = max(1, round((1 - p) * 0.9 * u))
            if kind in ("chew", "unchew"):
                owner, slot = data.get("owner"), data.get("slot")
                rect = lay.slots.get((owner, slot))
                if rect is not None:
                    self.draw_chew_ring(surface, rect, view, owner, slot, p, width,
                                        CHEW_RGB if kind == "chew" else theme.TEXT, u,
                                        landing=kind == "chew")
            elif kind == "swallow":
                rect = lay.slots.get((data.get("seat"), data.get("slot")))
                if rect is not None:
                    self.draw_frame(surface, rect, GLORY_CARD_RGB, p, u)
                    self.draw_gulp(surface, rect, p, u)
            elif kind == "spew_at":
                seats = len(lay.boards)
                a, b = data.get("seat"), data.get("target")
                if a is not None and b is not None and a < seats and b < seats:
                    start = lay.slots.get(data.get("from"), lay.boards[a]).center
                    end = lay.slots.get(data.get("to"), lay.boards[b]).center
                    self.draw_flight(surface, lay, start, end, p, u)
            elif kind in ("land", "feed", "steal"):
                key = (data.get("seat"), data.get("to_slot", data.get("slot")))
                rect = lay.slots.get(key)
                if rect is not None:
                    self.draw_frame(surface, rect, theme.FOCUS, p, u)

    def draw_flight(self, surface, lay: "Layout", start, end, p: float, u: float) -> None:
        """A spewed card flying from one mouth board to another: a small card with a trail
        fading out behind it. Both pass under every word on the table (names, headers, marks:
        they stay whole and readable) and under the card shown large."""
        # the layer covers only the way between the two boards (a whole-table layer doubled
        # the frame's time at 1920x1080)
        reach = round(3 * u)
        area = pygame.Rect(min(start[0], end[0]), min(start[1], end[1]),
                           abs(end[0] - start[0]) + 1, abs(end[1] - start[1]) + 1)
        area = area.inflate(2 * reach, 2 * reach).clip(lay.rect)
        layer = pygame.Surface(area.size, pygame.SRCALPHA)
        sx, sy = start[0] - area.left, start[1] - area.top
        ex, ey = end[0] - area.left, end[1] - area.top
        t = 1 - (1 - p) ** 2  # eased: thrown hard, slowing as it arrives
        hx, hy = sx + (ex - sx) * t, sy + (ey - sy) * t
        tail = max(0.0, t - 0.45)  # the trail is the last part of the way, not all of it
        steps = 10
        thick = max(2, round(0.45 * u))
        for k in range(steps):
            a0, a1 = tail + (t - tail) * k / steps, tail + (t - tail) * (k + 1) / steps
            alpha = round(40 + 180 * (k + 1) / steps)
            pygame.draw.line(layer, (*theme.BAD, alpha),
                             (sx + (ex - sx) * a0, sy + (ey - sy) * a0),
                             (sx + (ex - sx) * a1, sy + (ey - sy) * a1), thick)
        card = pygame.Rect(0, 0, round(2.0 * u), round(2.8 * u))
        card.center = (round(hx), round(hy))
        radius = max(2, round(0.4 * u))
        pygame.draw.rect(layer, (*theme.BAD, 255), card, border_radius=radius)
        pygame.draw.rect(layer, (235, 225, 210, 255), card, width=max(1, round(0.2 * u)),
                         border_radius=radius)
        for rect in self._words:
            layer.fill((0, 0, 0, 0), rect.inflate(2, 2).move(-area.left, -area.top))
        surface.blit(layer, area)

    @staticmethod
    def draw_frame(surface, rect: pygame.Rect, colour, p: float, u: float) -> None:
        """A fading frame just outside a card's place (inside the gap to its neighbours and
        its board's header), so it hides nothing written on the card or the board."""
        out = max(2, round(0.6 * u))
        thick = max(1, min(out, round((1 - p) * out) + 1))
        pygame.draw.rect(surface, colour, rect.inflate(2 * out, 2 * out), thick,
                         border_radius=round(u))

    def draw_chew_ring(self, surface, rect: pygame.Rect, view: dict, owner, slot, p: float,
                       width: int, colour, u: float, landing: bool = True) -> None:
        """A frame closing in on the newest chew token (a chew landing), or opening out
        from it (a chew taken off), always inside the card's token strip: a ring around the
        token would leave the card, since the token sits by its bottom-left corner, and the
        card's name and marks above the strip stay readable."""
        card = None
        if owner is not None and owner < len(view["mouths"]) and slot is not None:
            card = view["mouths"][owner]["slots"][slot]
        chews = card.get("chews", 0) if card else 0
        wide, narrow = chew_frames(rect, max(1, chews), u, self.token_room(rect, card, u))
        t = 1 - (1 - p) ** 2  # eased: quick at first, settling on the token
        if not landing:
            t = 1 - t  # taken off: from the token outwards
        frame = pygame.Rect(round(wide.left + (narrow.left - wide.left) * t),
                            round(wide.top + (narrow.top - wide.top) * t),
                            round(wide.width + (narrow.width - wide.width) * t),
                            round(wide.height + (narrow.height - wide.height) * t))
        thick = max(1, min(width // 2 + 1, frame.height // 4))
        old = surface.get_clip()
        surface.set_clip(wide.clip(old) if old else wide)
        pygame.draw.rect(surface, colour, frame, thick, border_radius=frame.height // 2)
        surface.set_clip(old)
        if card:  # the tokens stay on top: the frame is around them, not over them
            words = len(self._words)
            self.draw_tokens(surface, rect, card, u)
            del self._words[words:]  # (noted when the card was painted)

    def draw_gulp(self, surface, rect: pygame.Rect, p: float, u: float) -> None:
        """"Gulp!" rising inside the swallowed card's slot (never above it, where the
        board's header is), on a dark backing so it reads over any card."""
        size = fitting_size("Gulp!", theme.text_px(surface, 2.0), rect.width - round(0.6 * u),
                            True)
        w, h = measure("Gulp!", size, True)
        cy = round(rect.centery + rect.height * 0.15 - p * rect.height * 0.3)
        back = pygame.Rect(0, 0, min(rect.width, w + round(0.6 * u)), h + round(0.2 * u))
        back.center = (rect.centerx, cy)
        back.clamp_ip(rect)
        pygame.draw.rect(surface, CHEW_RGB, back, border_radius=round(0.6 * u))
        draw_text(surface, "Gulp!", back.center, size, GLORY_CARD_RGB, bold=True,
                  anchor="center")

    # ---- layout ---------------------------------------------------------------------------
    def lay(self, surface: pygame.Surface, rect: pygame.Rect, view: dict) -> Layout:
        u = theme.unit(surface)
        shown = [shown_slots(m) for m in view["mouths"]]
        scale = theme._state["text_scale"]
        key = (tuple(rect), round(u, 2), tuple(shown), scale)
        if key != self._layout_key:
            plain = Layout(rect, len(shown), u, shown, scale)
            reserve = self.detail_reserve(surface, plain, u)
            self._layout = Layout(rect, len(shown), u, shown, scale, reserve) if reserve \
                else plain
            self._layout_key = key
        return self._layout

    def detail_reserve(self, surface, lay: Layout, u: float) -> int:
        """How much taller the top strip must be for any card of the set, shown large, to
        stay inside it (chewed and with a glory card attached, as it may be in a mouth; at
        most a tenth of the table). Taken over the whole set, not the cards on the table
        now, so the boards do not jump when a long card comes out."""
        table = table_of(self.match.state.content)
        key = (table, tuple(lay.detail), surface.get_size(), theme._state["text_scale"])
        if self._reserve_for is not None and self._reserve_for[0] == key:
            return self._reserve_for[1]
        lowest = max(self.detail_plan(surface, lay.detail, worn, u, 10 ** 6)[0].bottom
                     for worn in map(chewed_copy, table.infos))
        # a pack's card with very long rules must not squeeze the boards away: past a tenth
        # of the table it is held up over the track, or at worst over a board
        reserve = min(max(0, lowest - lay.held.bottom), round(lay.rect.height * 0.1))
        self._reserve_for = (key, reserve)
        return reserve

    # ---- drawing --------------------------------------------------------------------------
    def draw_board(self, surface: pygame.Surface, rect: pygame.Rect, view: dict,
                   seat: int | None) -> None:
        """Draw the table; the picture is kept and reused until the view or the card shown
        large changes (the background under the board never changes)."""
        u = theme.unit(surface)
        lay = self.lay(surface, rect, view)
        detail = self.detail_card(view, seat, lay)
        prompt = self.detail_prompt(view, seat, detail)
        shown = (detail["name"], detail.get("chews"), detail.get("glory_cards"), prompt) \
            if detail else None
        key = (self.match.revision, id(view), tuple(rect), surface.get_size(), round(u, 2),
               shown, theme._state["text_scale"])
        cached = self._board_cache
        if cached is not None and cached[0] == key:
            surface.blit(cached[1], rect)
        else:
            self.paint_board(surface, lay, view, detail, u, prompt)
            self._board_cache = (key, surface.subsurface(rect).copy())
        if self.anims:
            self.draw_anims(surface, lay, u, view)

    def paint_board(self, surface: pygame.Surface, lay: "Layout", view: dict,
                    detail: dict | None, u: float, prompt: str = "") -> None:
        """The whole table, with `detail` shown large under the decision `prompt` heading
        it (when it is the card that decision is about)."""
        self._words = []
        panel(surface, lay.top, theme.PANEL, alpha=200)
        small = theme.text_px(surface, 1.5)
        draw_text(surface, f"Deck ({view['deck']})", (lay.deck.left, lay.label_y), small,
                  theme.MUTED, max_width=lay.deck.width + round(u))
        draw_text(surface, f"Discard ({len(view['discard'])})", (lay.discard.left,
                                                                 lay.label_y), small,
                  theme.MUTED, max_width=lay.discard.width + round(u))
        for p, rect in enumerate(lay.plate):
            # numbered, as the buttons name them when two copies of a card are on the plate
            draw_text(surface, f"Plate {p + 1}", (rect.left, lay.label_y), small, theme.MUTED,
                      max_width=rect.width)
        self.draw_back(surface, lay.deck, view["deck"] > 0, u)
        if view["discard"]:
            top = view["discard"][-1]
            self.draw_back(surface, lay.discard, True, u, label=top)
        else:
            self.draw_back(surface, lay.discard, False, u)
        for p, card in enumerate(view["plate"]):
            if card is None:
                self.draw_empty(surface, lay.plate[p], "", u)
            else:
                self.draw_card(surface, lay.plate[p], card, u)
        self.draw_track(surface, lay, view, u)
        for s in range(len(view["mouths"])):
            self.draw_mouth(surface, lay, s, view, u)
        task = view["task"]
        if task and task["kind"] == "target":
            self.draw_airborne(surface, lay, view, task, u)
        self._shown_large = None
        if detail is not None:
            shown = self.draw_detail(surface, lay.detail, detail, u, floor=lay.rect.bottom,
                                     prompt=prompt, held=lay.held)
            self._words.append(shown)
            self._shown_large = (self.match.revision, detail, shown)
        elif view["task"]:
            size = theme.text_px(surface, 1.8)
            box = pygame.Rect(lay.detail.left, lay.detail.top + round(u), lay.detail.width,
                              lay.detail.height - round(u))
            self.draw_lines(surface, box, wrap(view["task"]["text"], size, box.width), size,
                            theme.ACCENT)

    def airborne_place(self, lay: "Layout", view: dict, seat: int, u: float) -> pygame.Rect:
        """Where a card `seat` has just spewed waits while its target is picked: beside the
        mouth, on the side it left from, when the board is wide enough (two seats); else
        over an empty place on that board, of the card's own kind if one is free, nearest
        to the slot it left (the card fed in for room may sit there now); else over the
        slot it left (or the board's middle)."""
        left = None
        # the spew is among the last few events (only its target is still to come)
        for event in reversed(self.match.history[-40:]):
            if event.kind == "spew" and event.data.get("seat") == seat:
                left = event.data.get("slot")
                break
        board = lay.boards[seat]
        spot = lay.slots.get((seat, left))
        if spot is None:  # (a Side Jaw's closed slot, or a restored game): the board's middle
            card = next(r for (s, _x), r in lay.slots.items() if s == seat)
            spot = pygame.Rect(0, 0, card.width, card.height)
            spot.center = (board.centerx, card.centery)
        row = [r for (s, _x), r in lay.slots.items() if s == seat]
        gap = round(2 * u)
        left_room = row[0].left - board.left
        right_room = board.right - max(r.right for r in row)
        if min(left_room, right_room) >= spot.width + 2 * gap:
            # a wide board (two seats): beside its mouth, on the side it left from
            if spot.centerx < board.centerx:
                return spot.move(min(r.left for r in row) - gap - spot.width - spot.left, 0)
            return spot.move(max(r.right for r in row) + gap - spot.left, 0)
        slots = view["mouths"][seat]["slots"]
        food = view["task"]["card"]["type"] == "Food"
        empty = [(x, r) for (s, x), r in lay.slots.items() if s == seat and slots[x] is None]
        if not empty:
            return spot
        # a well of its own kind first (a Food over a mouth card), then the nearest
        return min(empty, key=lambda e: ((e[0] < 2) != food, (e[1].centerx - spot.centerx) ** 2
                                         + (e[1].centery - spot.centery) ** 2))[1]

    def draw_airborne(self, surface, lay: "Layout", view: dict, task: dict, u: float) -> None:
        """The spewed card its spewer is aiming, drawn on the spewer's board (not only named
        in the card shown large): lifted off the board on a shadow, in a red frame (the
        colour of its flight), until a target is picked and it flies from there."""
        seat = task["seat"]
        if seat is None or seat >= len(lay.boards):
            return
        rect = self.airborne_place(lay, view, seat, u)
        lift = max(1, min(round(0.5 * u), rect.top - lay.headers[seat].bottom - 1))
        card = {**task["card"], "chews": 0, "glory_cards": task.get("glory_cards", 0)}
        radius = round(u * 0.8)
        pygame.draw.rect(surface, CHEW_RGB, rect.move(round(0.3 * u), round(0.3 * u)),
                         border_radius=radius)  # its shadow on the board
        raised = rect.move(0, -lift)
        self.draw_card(surface, raised, card, u)
        edge = max(2, round(0.35 * u))
        pygame.draw.rect(surface, theme.BAD, raised.inflate(2 * edge, 2 * edge), edge,
                         border_radius=radius + edge)

    @staticmethod
    def draw_lines(surface, rect: pygame.Rect, lines: list, size: int, colour,
                   bold: bool = False, step: float = 1.18) -> int:
        """Lines from `rect`'s top while they fit; the last one that fits ends in "..." when
        some are left over. Returns the y below the last line."""
        y = rect.top
        dy = round(size * step)
        for i, line in enumerate(lines):
            if y + size > rect.bottom:
                break
            if i + 1 < len(lines) and y + dy + size > rect.bottom:
                line = fit(line + " \u2026", size, rect.width, bold)
            draw_text(surface, line, (rect.left, y), size, colour, bold=bold,
                      max_width=rect.width)
            y += dy
        return y

    def draw_back(self, surface, rect, present: bool, u: float, label: str = "") -> None:
        if not present:
            self.draw_empty(surface, rect, "empty", u)
            return
        radius = round(u * 0.8)
        pygame.draw.rect(surface, (92, 60, 48), rect, border_radius=radius)
        pygame.draw.rect(surface, theme.PANEL_EDGE, rect, width=max(1, round(u * 0.25)),
                         border_radius=radius)
        text = label or "Guts of Glory"
        size = theme.text_px(surface, 1.5)
        y = rect.top + round(1.5 * u)
        for line in wrap(text, size, rect.width - round(1.5 * u))[:3]:
            draw_text(surface, line, (rect.centerx, y), size, theme.TEXT, anchor="midtop",
                      max_width=rect.width - round(0.6 * u))
            y += round(size * 1.15)

    def draw_empty(self, surface, rect, label: str, u: float, where: str = "") -> None:
        """An empty place: its kind (Food, Condiment) and, when it fits, its name as the
        buttons say it (mouth card 1, slot 2)."""
        # a sunken well with a light rim reads on the plain and the raised (acting) board
        radius = round(u * 0.8)
        pygame.draw.rect(surface, EMPTY_FILL, rect, border_radius=radius)
        pygame.draw.rect(surface, EMPTY_RGB, rect, width=max(1, round(u * 0.2)),
                         border_radius=radius)
        if not label:
            return
        size = theme.text_px(surface, 1.3)
        room = rect.width - round(0.6 * u)
        # a long kind ("Condiment") in a narrow well (huge text) is written smaller, down to
        # seven tenths, rather than cut short
        size = fitting_size(label, size, room, smallest=max(8, round(size * 0.7)))
        lines = [label] + ([where] if where and measure(where, size)[0] <= room else [])
        y = rect.centery - (len(lines) * round(size * 1.2)) // 2
        for line in lines:
            self.write(surface, line, (rect.centerx, y), size, theme.FAINT, anchor="midtop",
                       max_width=room)
            y += round(size * 1.2)

    def write(self, surface, text: str, pos, size: int, colour, **how) -> pygame.Rect:
        """`draw_text` for the words on cards and boards, noting where they went (a flying
        card passes under them)."""
        rect = draw_text(surface, text, pos, size, colour, **how)
        self._words.append(rect)
        return rect

    def token_room(self, rect: pygame.Rect, card: dict | None, u: float) -> int:
        """Pixels along a card's bottom for its chew tokens (the +N glory cards count keeps
        the right end)."""
        room = rect.width - round(1.0 * u)
        if card and card.get("glory_cards"):
            # up to the "+N" at the right end (written at `draw_card`'s mark size)
            mark_px = max(8, round(max(8, round(rect.width * 0.15)) * 1.1))
            room -= measure(f"+{card['glory_cards']}", mark_px, True)[0] + round(0.5 * u)
        return room

    def draw_card(self, surface, rect: pygame.Rect, card: dict, u: float) -> None:
        """A card readable at a glance: name, toughness chew, glory coin, power marks, chews
        sitting on it (a row along its bottom, clear of the name) and the glory cards
        attached to it."""
        food = card["type"] == "Food"
        radius = round(u * 0.8)
        gc = card.get("glory_cards", 0)
        for n in range(min(gc, 3), 0, -1):
            tab = rect.move(0, round(n * 0.6 * u))
            pygame.draw.rect(surface, GLORY_CARD_RGB, tab, border_radius=radius)
        pygame.draw.rect(surface, FOOD_RGB if food else CONDIMENT_RGB, rect, border_radius=radius)
        pygame.draw.rect(surface, (235, 225, 210), rect, width=max(1, round(u * 0.2)),
                         border_radius=radius)
        r = card_badge(rect)
        chew_c = (rect.right - r - round(0.4 * u), rect.top + r + round(0.4 * u))
        pygame.draw.circle(surface, CHEW_RGB, chew_c, r)
        big = max(8, round(r * 1.3))
        self.write(surface, str(card["toughness"]), chew_c, big, theme.TEXT, bold=True,
                   anchor="center")
        if food:
            coin_c = (rect.left + r + round(0.4 * u), rect.top + r + round(0.4 * u))
            pygame.draw.circle(surface, COIN_RGB, coin_c, r)
            self.write(surface, str(card["glory"]), coin_c, big, CHEW_RGB, bold=True,
                       anchor="center")
        size = max(8, round(rect.width * 0.15))
        mark_px = max(8, round(size * 1.1))
        room = rect.width - max(2, round(0.4 * u))
        longest = max(card["name"].split(), key=lambda w: measure(w, size, True)[0])
        size = fitting_size(longest, size, room, True)
        strip = token_strip_top(rect, u)
        marks = _timing_marks(card)
        # the name's lines end, whole as drawn, a little above the power marks (a three-line
        # name sat on its "S" with huge text): a smaller name rather than a cut one
        limit = strip - (measure(marks, mark_px, True)[1] + max(1, round(0.3 * u))
                         if marks else 0)
        y = rect.top + 2 * r + round(0.9 * u)
        smallest = max(8, round(size * 0.75))
        while True:
            step = round(size * 1.1)
            lines = wrap(card["name"], size, room, bold=True)
            fits = max(1, min(3, (limit - y - measure(lines[0], size, True)[1]) // step + 1))
            if len(lines) <= fits or size <= smallest:
                break
            size -= 1
        if len(lines) > fits:
            lines = lines[:fits]
            lines[-1] = fit(lines[-1] + " \u2026", size, room, True)
        for line in lines:
            self.write(surface, line, (rect.centerx, y), size, theme.TEXT, bold=True,
                       anchor="midtop", max_width=room)
            y += step
        if marks:
            self.write(surface, marks, (rect.centerx, strip), mark_px, (255, 240, 200),
                       bold=True, anchor="midbottom")
        self.draw_tokens(surface, rect, card, u)
        if gc:
            self.write(surface, f"+{gc}", (rect.right - round(0.5 * u), rect.bottom
                                           - round(0.4 * u)), mark_px,
                       GLORY_CARD_RGB, bold=True, anchor="bottomright")

    def draw_tokens(self, surface, rect: pygame.Rect, card: dict, u: float) -> None:
        """The chew tokens on a card, along its bottom left (one and a count when they do
        not all fit)."""
        chews = card.get("chews", 0)
        if not chews:
            return
        dot, spots = chew_spots(rect, chews, u, self.token_room(rect, card, u))
        ring = max(1, round(dot * 0.3))
        for spot in spots:
            # a dark token in a light ring shows on blue, green and the red of a focus alike
            pygame.draw.circle(surface, CHEW_RING_RGB, spot, dot)
            pygame.draw.circle(surface, CHEW_RGB, spot, dot - ring)
        if len(spots) < chews:
            self.write(surface, f"\u00d7{chews}", (spots[-1][0] + dot + 2, spots[-1][1]),
                       max(8, round(dot * 2.4)), theme.TEXT, bold=True, anchor="midleft")

    def draw_track(self, surface, lay: Layout, view: dict, u: float) -> None:
        """The glory track 0-7 with every seat's pawn on it (two rows of pawns on a crowded
        space), and its caption fitted into the label row above it."""
        rect = lay.track
        seats = len(view["glory"])
        size = theme.text_px(surface, 1.4)
        number_h = measure("0", size)[1]
        for n, cell in enumerate(track_cells(rect)):
            pygame.draw.rect(surface, (88, 70, 60) if n < 7 else (120, 90, 40), cell,
                             border_radius=round(u * 0.5))
            self.write(surface, str(n), (cell.left + round(0.4 * u), cell.top), size,
                       theme.TEXT if n == 7 else theme.MUTED)
            pawns = [s for s in range(seats) if view["glory"][s] == n]
            pr, spots = pawn_spots(cell, len(pawns), u, number_h)
            for s, spot in zip(pawns, spots):
                pygame.draw.circle(surface, self.seat_rgb(s), spot, pr)
                pygame.draw.circle(surface, CHEW_RGB, spot, pr, 1)
        g, c = view["glory_supply"], view["chew_pool"]
        small = theme.text_px(surface, 1.5)
        texts = (f"Glory cards: {g}  \u00b7  Chew pool: {c}", f"Glory cards {g} \u00b7 Chews {c}",
                 f"Glory {g} \u00b7 Chews {c}")
        text = next((t for t in texts if measure(t, small)[0] <= lay.caption.width), texts[-1])
        small = fitting_size(text, small, lay.caption.width)
        self.write(surface, text, lay.caption.topleft, small, theme.MUTED,
                   max_width=lay.caption.width)

    def draw_mouth(self, surface, lay: Layout, s: int, view: dict, u: float) -> None:
        board = lay.boards[s]
        mouth = view["mouths"][s]
        acting = view["to_act"] == s
        panel(surface, board, theme.PANEL_RAISED if acting else theme.PANEL, alpha=220)
        pygame.draw.rect(surface, self.seat_rgb(s), board, width=max(2, round(u * 0.35)),
                         border_radius=round(u * 1.2))
        per_turn = mouth["chews_per_turn"]
        facts = [f"{per_turn} chew{'s' if per_turn != 1 else ''}/turn"]
        if mouth["chews_per_card"] > 1:
            facts.append(f"{mouth['chews_per_card']} per card")
        if mouth["protected"]:
            facts.append("protected")
        if view["current"] == s and view["phase"] == "chew" and view["chews_left"] \
                and not view["task"]:  # (while a decision is owed, chewing waits)
            facts.append(f"{view['chews_left']} to place")
        self.draw_header(surface, lay, s, f"{view['glory'][s]} glory", facts, acting)
        for x in shown_slots(mouth):
            rect = lay.slots[(s, x)]
            card = mouth["slots"][x]
            if card is not None:
                self.draw_card(surface, rect, card, u)
            else:
                self.draw_empty(surface, rect, "Food" if x < 2 else "Condiment", u,
                                slot_name(x))

    def draw_header(self, surface, lay: Layout, s: int, glory: str, facts: list,
                    acting: bool) -> None:
        """Name and glory first; the other facts after them on the same line, or on a
        second line when the board has room for one. Facts that do not fit are written
        shorter, or left out whole (`fitting_facts`), never cut in the middle of a word.
        On one line the facts that change what may be done now (`MUST_SHOW`) come before
        the whole name: a long name is cut short to keep them (the board's colour still says
        whose it is)."""
        rect = lay.headers[s]
        size = lay.head_px
        sep = "  \u00b7  "
        lead = f"{self.seat_name(s)}{sep}{glory}"
        colour = self.seat_rgb(s) if acting else theme.TEXT
        rest = sep.join(facts)
        whole = lead + sep + rest
        if measure(whole, size, acting)[0] <= rect.width:
            self.write(surface, whole, rect.topleft, size, colour, bold=acting)
            return
        must = [f for f in facts if f.endswith(MUST_SHOW)]
        if must and lay.header_lines[s] == 1:
            # room for the needed facts (in their short forms) after the name and glory
            need = measure(sep.strip() + " " + fitting_facts(must, size, rect.width, sep),
                           size)[0] + size // 2
            tail = f"{sep}{glory}"
            name_room = rect.width - need - measure(tail, size, acting)[0]
            if measure(lead, size, acting)[0] > rect.width - need and name_room >= size:
                lead = fit(self.seat_name(s), size, name_room, acting) + tail
        shown = self.write(surface, lead, rect.topleft, size, colour, bold=acting,
                           max_width=rect.width)
        if lay.header_lines[s] == 2:
            rest = fitting_facts(facts, size, rect.width, sep)
            if rest:
                self.write(surface, rest, (rect.left, rect.top + lay.headers[s].height // 2),
                           size, theme.MUTED, max_width=rect.width)
        else:
            lead_sep = sep.strip() + " "
            room = rect.right - shown.right - size // 2 - measure(lead_sep, size)[0]
            rest = fitting_facts(facts, size, room, sep)
            if rest:
                self.write(surface, lead_sep + rest, (shown.right + size // 2, rect.top),
                           size, theme.MUTED)

    def detail_plan(self, surface, rect: pygame.Rect, card: dict, u: float,
                    floor: int, prompt: str = "", held: pygame.Rect | None = None
                    ) -> tuple[pygame.Rect, list]:
        """Where the card shown large goes and what it says: [(lines, size, colour, bold)].

        A decision waiting (`prompt`: "Player 1 must spew a card") heads it, since the card
        shown is the one that decision is about and the player needs both.

        Its name, type, toughness, glory and rules are always written whole; the flavour
        only takes the room they leave. When they need more than `rect` (the space under
        the glory track) the panel grows like a card held up to read: down within `held`
        first (the top strip, made taller for the set's cards by `detail_reserve`), then up
        over the glory track, once its text got a little smaller (to `DETAIL_EASE` of its
        size) without finding room, since over the track it hides the pawns. When even
        `held` is too small (huge text, a long decision heading it) the text gets smaller,
        down to `DETAIL_SHRINK` of its size; only past that (a pack card with very long
        rules) does the panel grow down over a mouth board, no lower than `floor`."""
        pad = round(u)
        head = theme.text_px(surface, 1.9)
        usual = theme.text_px(surface, 1.45)
        smallest = max(8, round(usual * DETAIL_SHRINK))
        gentle = max(smallest, round(usual * DETAIL_EASE))
        size = usual
        while True:
            blocks, flavour = self.detail_blocks(card, prompt, round(head * size / usual), size,
                                                 rect.width - 2 * pad)
            need = self.detail_height(blocks) + 2 * pad  # a margin under the text too
            if need <= rect.height:
                # the flavour takes what room is left (cut short with "...")
                return rect, blocks + [flavour]
            if held is None or size <= smallest or (need <= held.height and size <= gentle):
                break
            # smaller text before covering the glory track's pawns (a little), or a board
            size -= 1
        top = rect.top
        if held is not None and top + need > held.bottom:
            top = max(held.top, min(top, held.bottom - need))
        grown = pygame.Rect(rect.left, top, rect.width, need)
        grown.height = min(grown.height, max(rect.height, floor - top))
        return grown, blocks

    @staticmethod
    def detail_blocks(card: dict, prompt: str, head: int, size: int, width: int
                      ) -> tuple[list, tuple]:
        """The card shown large's text blocks (the decision, the name, the stats, the rules)
        and its flavour, wrapped to `width` at `size` (`head`: the name's size when no
        decision heads it)."""
        stats = f"{card['type']} \u00b7 toughness {card['toughness']}"
        if card["type"] == "Food":
            stats += f" \u00b7 {card['glory']} glory"
        if card.get("chews"):
            stats += f" \u00b7 {card['chews']} chewed"
        if card.get("glory_cards"):
            stats += f" \u00b7 +{card['glory_cards']} glory cards"
        name = (wrap(card["name"], head, width, bold=True), head, theme.ACCENT, True)
        if prompt:
            # the decision in the accent colour; the card's name under it in plain bold
            name = (wrap(card["name"], size, width, bold=True), size, theme.TEXT, True)
            blocks = [(wrap(prompt, size, width, bold=True), size, theme.ACCENT, True), name]
        else:
            blocks = [name]
        blocks.append((wrap(stats, size, width), size, theme.MUTED, False))
        blocks.append((wrap(card["rules"], size, width) if card["rules"] else [], size,
                       theme.TEXT, False))
        flavour = (wrap(card["flavour"], size, width) if card["flavour"] else [], size,
                   theme.FAINT, False)
        return blocks, flavour

    @staticmethod
    def detail_height(blocks: list) -> int:
        """The pixel height of the card shown large's text blocks, laid out as drawn (the
        last line needs only its own height, not the gap after it)."""
        height, last = 0, 0
        for lines, size, _colour, bold in blocks:
            if lines:
                dy = round(size * (1.25 if bold else 1.18))
                height += dy * len(lines)
                last = dy - size
        return height - last

    def draw_detail(self, surface, rect: pygame.Rect, card: dict, u: float,
                    floor: int | None = None, prompt: str = "",
                    held: pygame.Rect | None = None) -> pygame.Rect:
        """The card under the mouse or named by the focused action, opened large; returns
        where it was drawn (larger than `rect` when its rules needed the room)."""
        shown, blocks = self.detail_plan(surface, rect, card, u,
                                         rect.bottom if floor is None else floor, prompt, held)
        panel(surface, shown, theme.PANEL_RAISED, alpha=250)
        if shown.height > rect.height:
            # a raised card over the table: a clear edge tells it from the boards below
            pygame.draw.rect(surface, theme.ACCENT, shown, width=max(1, round(u * 0.2)),
                             border_radius=round(u))
        rect = shown
        pad = round(u)
        y = rect.top + pad
        for lines, size, colour, bold in blocks:
            step = 1.25 if bold else 1.18
            body = pygame.Rect(rect.left + pad, y, rect.width - 2 * pad,
                               rect.bottom - pad - y)
            y = self.draw_lines(surface, body, lines, size, colour, bold=bold, step=step)
        return rect

    # ---- the action panel -----------------------------------------------------------------
    # ---- what the focus and the mouse point at -------------------------------------------
    def focused_action(self, seat: int | None) -> Action | None:
        focused = self.ring.focused
        if seat is None or focused is None or focused.value[0] != "act":
            return None
        legal = self.legal_for(seat)
        return legal[focused.value[1]] if focused.value[1] < len(legal) else None

    def detail_card(self, view: dict, seat: int | None, lay: Layout) -> dict | None:
        """The card to show large: the one the highlighted move is about, unless the mouse
        has moved since the highlight did; then the card under the mouse (when there is
        one). A pointer that merely rests on a card never hides the decision's card."""
        pos = self.pointer()
        moved = self.pointer_moved(pos)
        about = self.move_card(view, seat)
        if about is not None and not moved:
            return about
        hovered = self.hovered_card(view, lay, pos)
        return about if hovered is None else hovered

    @staticmethod
    def pointer() -> tuple:
        """Where the mouse is ((-1, -1) without a window)."""
        try:
            return tuple(pygame.mouse.get_pos())
        except pygame.error:
            return (-1, -1)

    def pointer_moved(self, pos: tuple) -> bool:
        """Whether the pointer has moved since the highlight last did. A new decision (the
        match changed) places the highlight afresh, so the pointer counts from there."""
        revision = self.match.revision
        if self._rest is None or self._rest[0] != revision:
            self._rest = (revision, pos)
            return False
        return pos != self._rest[1]

    def handle_seat(self, intent, seat: int) -> bool:
        if intent.kind in STEERING:
            # the highlight moves: its move's card is shown until the mouse moves again
            self._rest = (self.match.revision, self.pointer())
        return super().handle_seat(intent, seat)

    def hovered_card(self, view: dict, lay: Layout, pos: tuple) -> dict | None:
        """The card under the pointer: the card shown large itself (reading it), a plate
        card or a card in a mouth; else None."""
        held = self.panel_under(pos)
        if held is not None:
            return held[1]  # reading it: not the card hidden under it
        for p, rect in enumerate(lay.plate):
            if rect.collidepoint(pos) and view["plate"][p]:
                return view["plate"][p]
        for (s, x), rect in lay.slots.items():
            if rect.collidepoint(pos) and view["mouths"][s]["slots"][x]:
                return view["mouths"][s]["slots"][x]
        return None

    def move_card(self, view: dict, seat: int | None) -> dict | None:
        """The card the highlighted move names (the card a decision asks about), or None."""
        action = self.focused_action(seat)
        if action is None:
            return None
        k, a = action.kind, action.args
        if k == "feed":
            return view["plate"][a[0]]
        if k in ("chew", "steal", "unchew"):
            return view["mouths"][a[0]]["slots"][a[1]]
        if k in ("spew", "bump"):
            return view["mouths"][view["to_act"]]["slots"][a[0]]
        if k == "at" and view["task"]:
            return view["task"].get("card")
        return None

    def detail_prompt(self, view: dict, seat: int | None, detail: dict | None) -> str:
        """The waiting decision's text, to head the card shown large when that card is the
        one the decision is about ("" otherwise: a card the mouse points at is read alone,
        never under a decision about another card)."""
        task = view["task"]
        if not task or detail is None:
            return ""
        about = self.move_card(view, seat) or task.get("card")
        return task["text"] if about is not None and detail == about else ""

    def panel_under(self, pos) -> tuple | None:
        """The card shown large, as last painted, when `pos` is on it and nothing has been
        played since; else None."""
        shown = self._shown_large
        if shown is None or shown[0] != self.match.revision \
                or not shown[2].collidepoint(pos):
            return None
        return shown

    def board_highlights(self, action: Action, view: dict, seat: int | None) -> list:
        lay = self._layout
        if lay is None:
            return []
        k, a = action.kind, action.args
        if k == "feed":
            rects = [lay.plate[a[0]]]
            if len(a) == 2:
                rects.append(lay.slots[(seat, a[1])])
            return rects
        if k in ("chew", "steal", "unchew"):
            return [lay.slots[(a[0], a[1])]]
        if k in ("spew", "bump"):
            return [lay.slots[(view["to_act"], a[0])]]
        if k in ("at", "force"):
            return [lay.boards[a[0]]]
        return []

    def action_at(self, pos, legal: list, view: dict, seat: int | None) -> Action | None:
        """A feed takes a plate card and a slot: a click on either plays it when the other
        is settled (one slot for that card, one plate card for that slot); else the first
        click picks its half and highlights a move that has it (`feed_click`). A click on a
        card in a mouth chews, spews, steals or un-chews it; a click on a mouth board picks
        that seat."""
        lay = self._layout
        if lay is None or seat is None or self.panel_under(pos) is not None:
            return None  # a click on the card shown large lands on it, not under it
        for p, rect in enumerate(lay.plate):
            if rect.collidepoint(pos):
                feeds = [act for act in legal if act.kind == "feed" and act.args[0] == p]
                if feeds:
                    return self.feed_click("plate", p, feeds, legal, view)
                break  # no feed now (the chew step): told why below, not ignored
        for (s, x), rect in lay.slots.items():
            if not rect.collidepoint(pos):
                continue
            if s == seat:
                feeds = [act for act in legal
                         if act.kind == "feed" and len(act.args) == 2 and act.args[1] == x]
                if feeds:
                    return self.feed_click("slot", x, feeds, legal, view)
            for act in legal:
                k, a = act.kind, act.args
                if k in ("chew", "steal", "unchew") and a == (s, x):
                    return act
                if k in ("spew", "bump") and s == seat and a[0] == x:
                    return act
        for s, rect in enumerate(lay.boards):
            if rect.collidepoint(pos) and any(act.args[0] == s for act in legal
                                              if act.kind in ("at", "force")):
                return next(act for act in legal if act.kind in ("at", "force")
                            and act.args[0] == s)
        return self.refused_click(pos, lay, view, seat)

    def walkthrough_lines(self, seat: int) -> list[str]:
        lines = super().walkthrough_lines(seat)
        if self.curtain.controller(seat) == "kbd":
            # the mouse's way, after the keys' one ("Your moves are listed on the right")
            lines.insert(2, "With the mouse: click a plate card, then the slot to feed it "
                            "into (or the card twice); click a card in a mouth to chew it.")
        return lines

    def feed_click(self, half: str, index: int, feeds: list, legal: list,
                   view: dict) -> Action | None:
        """A click on a plate card (`half` "plate") or an empty slot of one's own ("slot")
        that `feeds` could play. It plays one when the click settles the move: the other
        half was picked by the click before, or there is only one way (one slot for the
        card; one plate card, or copies of one, for the slot), or the same place is clicked
        twice (the highlighted move). Otherwise it picks this half and highlights the first
        of its moves, whose slot or card the board outlines, and plays nothing."""
        revision = self.match.revision
        pick = self._pick if self._pick is not None and self._pick[0] == revision else None
        self._pick = None
        if pick is not None and pick[1] != half:  # the other half was picked: both are known
            place = 0 if half == "plate" else 1
            match = [a for a in feeds if len(a.args) == 2 and a.args[1 - place] == pick[2]]
            if match:
                return match[0]
        cards = {view["plate"][a.args[0]]["name"] for a in feeds}
        if len(feeds) == 1 or (half == "slot" and len(cards) == 1):
            return feeds[0]
        if pick == (revision, half, index):  # the second click on it: the highlighted move
            focused = self.focused_action(self.curtain.eyes())
            return focused if focused in feeds else feeds[0]
        self._pick = (revision, half, index)
        self.ring.index = legal.index(feeds[0])
        self._built_for = None
        self._rest = (revision, self.pointer())  # the move's card shows, not the pointer's
        return None

    @staticmethod
    def refused_click(pos, lay: Layout, view: dict, seat: int) -> Action | None:
        """What a click on a card or slot asks for when no legal action matches it, so the
        player is told why it is refused (a card already chewed this turn, an opponent's
        card, a Food into a Condiment slot) instead of the click doing nothing."""
        plate = view["plate"]
        for p, rect in enumerate(lay.plate):
            if rect.collidepoint(pos) and plate[p] is not None:
                return Action("feed", (p,))
        for (s, x), rect in lay.slots.items():
            if not rect.collidepoint(pos):
                continue
            if view["mouths"][s]["slots"][x] is not None:
                return Action("chew", (s, x))
            first = next((p for p, card in enumerate(plate) if card is not None), None)
            if s == seat and first is not None:
                return Action("feed", (first, x))
        return None
