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
from ...ui.text import draw_text, measure, wrap  # noqa: E402
from ...ui.widgets import panel  # noqa: E402

FOOD_RGB = (58, 104, 176)
CONDIMENT_RGB = (56, 138, 86)
COIN_RGB = (236, 190, 64)
CHEW_RGB = (24, 20, 20)
GLORY_CARD_RGB = (246, 206, 92)
EMPTY_RGB = (70, 56, 50)
POWER_MARKS = {"in_mouth": "M", "swallow": "S"}
ANIM_SECONDS = 0.7
"""How long a chew, swallow or spew keeps moving on the table."""
ANIMATED = ("chew", "swallow", "spew_at", "land", "feed", "steal", "unchew")


def _timing_marks(card: dict) -> str:
    from .effects import VOCABULARY

    timings = {VOCABULARY[p].timing for p in card["powers"] if p in VOCABULARY}
    return "".join(POWER_MARKS[t] for t in ("in_mouth", "swallow") if t in timings)


class Layout:
    """Where everything sits inside the board rect, for one window size and seat count."""

    def __init__(self, rect: pygame.Rect, seats: int, u: float, shown: list[tuple]):
        m = round(1.5 * u)
        self.rect = rect
        top_h = round(rect.height * 0.30)
        self.top = pygame.Rect(rect.left, rect.top, rect.width, top_h)
        card_h = top_h - 2 * m - round(3 * u)
        card_w = round(card_h * 0.72)
        y = rect.top + m + round(3 * u)
        x = rect.left + m
        self.deck = pygame.Rect(x, y, card_w, card_h)
        self.discard = pygame.Rect(self.deck.right + m, y, card_w, card_h)
        px = self.discard.right + 3 * m
        self.plate = [pygame.Rect(px + i * (card_w + m), y, card_w, card_h) for i in range(3)]
        tx = self.plate[-1].right + 3 * m
        self.track = pygame.Rect(tx, y, max(10, rect.right - tx - m), round(card_h * 0.30))
        self.detail = pygame.Rect(tx, self.track.bottom + round(2.6 * u), self.track.width,
                                  card_h - self.track.height - round(2.6 * u))
        # mouth boards: two per row when more than two seats
        area = pygame.Rect(rect.left, self.top.bottom + m, rect.width,
                           rect.bottom - self.top.bottom - m)
        cols = 1 if seats <= 2 else 2
        rows = (seats + cols - 1) // cols
        bw = (area.width - (cols - 1) * m) // cols
        bh = (area.height - (rows - 1) * m) // rows
        self.boards = []
        self.slots: dict[tuple[int, int], pygame.Rect] = {}
        for s in range(seats):
            r, c = divmod(s, cols)
            board = pygame.Rect(area.left + c * (bw + m), area.top + r * (bh + m), bw, bh)
            self.boards.append(board)
            order = shown[s]
            n = len(order)
            inner_top = board.top + round(4.6 * u)
            ch = board.bottom - inner_top - round(2.2 * u)
            cw = min(round(ch * 0.72), (board.width - (n + 1) * m) // n)
            ch = min(ch, round(cw / 0.72))
            total = n * cw + (n - 1) * m
            left = board.left + (board.width - total) // 2
            for k, x in enumerate(order):
                self.slots[(s, x)] = pygame.Rect(left + k * (cw + m), inner_top, cw, ch)


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

    # ---- animation ------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        for anim in self.anims:
            anim[2] += dt
        self.anims = [a for a in self.anims if a[2] < ANIM_SECONDS]
        history = self.match.history
        for event in history[self._seen_events:]:
            if event.kind in ANIMATED:
                self.anims.append([event.kind, event.data, 0.0])
        self._seen_events = len(history)

    def animating(self) -> bool:
        return bool(self.anims) or super().animating()

    def draw_anims(self, surface: pygame.Surface, lay: "Layout", u: float) -> None:
        """Chews pulse on their card, swallows flash gold, spews fly from mouth to mouth."""
        for kind, data, age in self.anims:
            p = min(1.0, age / ANIM_SECONDS)
            width = max(1, round((1 - p) * 0.9 * u))
            if kind in ("chew", "unchew"):
                rect = lay.slots.get((data.get("owner"), data.get("slot")))
                if rect is not None:
                    radius = round(rect.width * (0.2 + 0.5 * p))
                    pygame.draw.circle(surface, CHEW_RGB if kind == "chew" else theme.TEXT,
                                       rect.center, radius, width + 1)
            elif kind == "swallow":
                rect = lay.slots.get((data.get("seat"), data.get("slot")))
                if rect is not None:
                    grow = round(p * 1.5 * u)
                    pygame.draw.rect(surface, GLORY_CARD_RGB, rect.inflate(grow, grow),
                                     width + 1, border_radius=round(u))
                    draw_text(surface, "Gulp!", (rect.centerx, rect.top - round(p * 2 * u)),
                              theme.text_px(surface, 2.0), GLORY_CARD_RGB, bold=True,
                              anchor="midbottom")
            elif kind == "spew_at":
                seats = len(lay.boards)
                a, b = data.get("seat"), data.get("target")
                if a is not None and b is not None and a < seats and b < seats:
                    start, end = lay.boards[a].center, lay.boards[b].center
                    at = (start[0] + (end[0] - start[0]) * p, start[1] + (end[1] - start[1]) * p)
                    pygame.draw.line(surface, theme.BAD, start, at, max(2, round(0.4 * u)))
                    pygame.draw.circle(surface, theme.BAD, at, round(1.4 * u))
            elif kind in ("land", "feed", "steal"):
                key = (data.get("seat"), data.get("to_slot", data.get("slot")))
                rect = lay.slots.get(key)
                if rect is not None:
                    pygame.draw.rect(surface, theme.FOCUS, rect.inflate(round(u), round(u)),
                                     width + 1, border_radius=round(u))

    # ---- layout ---------------------------------------------------------------------------
    def lay(self, surface: pygame.Surface, rect: pygame.Rect, view: dict) -> Layout:
        u = theme.unit(surface)
        shown = [shown_slots(m) for m in view["mouths"]]
        key = (tuple(rect), round(u, 2), tuple(shown))
        if key != self._layout_key:
            self._layout = Layout(rect, len(shown), u, shown)
            self._layout_key = key
        return self._layout

    # ---- drawing --------------------------------------------------------------------------
    def draw_board(self, surface: pygame.Surface, rect: pygame.Rect, view: dict,
                   seat: int | None) -> None:
        """Draw the table; the picture is kept and reused until the view or the card shown
        large changes (the background under the board never changes)."""
        u = theme.unit(surface)
        lay = self.lay(surface, rect, view)
        detail = self.detail_card(view, seat, lay)
        key = (len(self.match.state.log), id(view), tuple(rect), surface.get_size(), round(u, 2),
               detail["name"] if detail else None, theme._state["text_scale"])
        cached = self._board_cache
        if cached is not None and cached[0] == key:
            surface.blit(cached[1], rect)
        else:
            self.paint_board(surface, lay, view, detail, u)
            self._board_cache = (key, surface.subsurface(rect).copy())
        if self.anims:
            self.draw_anims(surface, lay, u)

    def paint_board(self, surface: pygame.Surface, lay: "Layout", view: dict,
                    detail: dict | None, u: float) -> None:
        panel(surface, lay.top, theme.PANEL, alpha=200)
        small = theme.text_px(surface, 1.5)
        draw_text(surface, f"Deck ({view['deck']})", (lay.deck.left, lay.top.top + u), small,
                  theme.MUTED)
        draw_text(surface, f"Discard ({len(view['discard'])})", (lay.discard.left,
                                                                 lay.top.top + u), small,
                  theme.MUTED)
        draw_text(surface, "Plate", (lay.plate[0].left, lay.top.top + u), small, theme.MUTED)
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
        self.draw_track(surface, lay.track, view, u)
        for s in range(len(view["mouths"])):
            self.draw_mouth(surface, lay, s, view, u)
        if detail is not None:
            self.draw_detail(surface, lay.detail, detail, u)
        elif view["task"]:
            draw_text(surface, view["task"]["text"], (lay.detail.left, lay.detail.top + u),
                      theme.text_px(surface, 1.8), theme.ACCENT, max_width=lay.detail.width)

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
            draw_text(surface, line, (rect.centerx, y), size, theme.TEXT, anchor="midtop")
            y += round(size * 1.15)

    def draw_empty(self, surface, rect, label: str, u: float) -> None:
        pygame.draw.rect(surface, EMPTY_RGB, rect, width=max(1, round(u * 0.2)),
                         border_radius=round(u * 0.8))
        if label:
            draw_text(surface, label, rect.center, theme.text_px(surface, 1.3), theme.FAINT,
                      anchor="center")

    def draw_card(self, surface, rect: pygame.Rect, card: dict, u: float) -> None:
        """A card readable at a glance: name, toughness chew, glory coin, power marks, chews
        sitting on it and the glory cards attached to it."""
        food = card["type"] == "Food"
        radius = round(u * 0.8)
        gc = card.get("glory_cards", 0)
        for n in range(min(gc, 3), 0, -1):
            tab = rect.move(0, round(n * 0.9 * u))
            pygame.draw.rect(surface, GLORY_CARD_RGB, tab, border_radius=radius)
        pygame.draw.rect(surface, FOOD_RGB if food else CONDIMENT_RGB, rect, border_radius=radius)
        pygame.draw.rect(surface, (235, 225, 210), rect, width=max(1, round(u * 0.2)),
                         border_radius=radius)
        r = max(6, round(min(rect.width, rect.height) * 0.13))
        chew_c = (rect.right - r - round(0.4 * u), rect.top + r + round(0.4 * u))
        pygame.draw.circle(surface, CHEW_RGB, chew_c, r)
        big = max(8, round(r * 1.3))
        draw_text(surface, str(card["toughness"]), chew_c, big, theme.TEXT, bold=True,
                  anchor="center")
        if food:
            coin_c = (rect.left + r + round(0.4 * u), rect.top + r + round(0.4 * u))
            pygame.draw.circle(surface, COIN_RGB, coin_c, r)
            draw_text(surface, str(card["glory"]), coin_c, big, CHEW_RGB, bold=True,
                      anchor="center")
        size = max(8, round(rect.width * 0.15))
        room = rect.width - round(0.8 * u)
        longest = max(card["name"].split(), key=lambda w: measure(w, size, True)[0])
        while size > 8 and measure(longest, size, True)[0] > room:
            size -= 1
        y = rect.top + 2 * r + round(0.9 * u)
        for line in wrap(card["name"], size, rect.width - round(0.8 * u), bold=True)[:3]:
            draw_text(surface, line, (rect.centerx, y), size, theme.TEXT, bold=True,
                      anchor="midtop")
            y += round(size * 1.1)
        marks = _timing_marks(card)
        if marks:
            draw_text(surface, marks, (rect.centerx, rect.bottom - round(0.5 * u) - 2 * r),
                      max(8, round(size * 1.1)), (255, 240, 200), bold=True, anchor="midbottom")
        chews = card.get("chews", 0)
        if chews:
            dot = max(3, round(r * 0.55))
            cx = rect.left + dot + round(0.5 * u)
            for _ in range(chews):
                pygame.draw.circle(surface, CHEW_RGB, (cx, rect.bottom - dot - round(0.5 * u)),
                                   dot)
                pygame.draw.circle(surface, (200, 200, 200), (cx, rect.bottom - dot
                                                              - round(0.5 * u)), dot, 1)
                cx += 2 * dot + 2
        if gc:
            draw_text(surface, f"+{gc}", (rect.right - round(0.5 * u), rect.bottom
                                          - round(0.4 * u)), max(8, round(size * 1.1)),
                      GLORY_CARD_RGB, bold=True, anchor="bottomright")

    def draw_track(self, surface, rect: pygame.Rect, view: dict, u: float) -> None:
        seats = len(view["glory"])
        step = rect.width / 8
        size = theme.text_px(surface, 1.6)
        for n in range(8):
            cell = pygame.Rect(round(rect.left + n * step), rect.top, round(step) - 2,
                               rect.height)
            pygame.draw.rect(surface, (88, 70, 60) if n < 7 else (120, 90, 40), cell,
                             border_radius=round(u * 0.5))
            draw_text(surface, str(n), (cell.left + round(0.4 * u), cell.top + round(0.2 * u)),
                      size, theme.MUTED)
            pawns = [s for s in range(seats) if view["glory"][s] == n]
            for k, s in enumerate(pawns):
                pr = max(4, round(min(step, rect.height) * 0.14))
                px = cell.left + round(step * 0.25) + k * (2 * pr + 2)
                py = cell.bottom - pr - round(0.5 * u)
                pygame.draw.circle(surface, self.seat_rgb(s), (px, py), pr)
        draw_text(surface, f"Glory cards beside the board: {view['glory_supply']}   Chew pool: "
                  f"{view['chew_pool']}", (rect.left, rect.bottom + round(0.3 * u)),
                  theme.text_px(surface, 1.4), theme.MUTED)

    def draw_mouth(self, surface, lay: Layout, s: int, view: dict, u: float) -> None:
        board = lay.boards[s]
        mouth = view["mouths"][s]
        acting = view["to_act"] == s
        panel(surface, board, theme.PANEL_RAISED if acting else theme.PANEL, alpha=220)
        pygame.draw.rect(surface, self.seat_rgb(s), board, width=max(2, round(u * 0.35)),
                         border_radius=round(u * 1.2))
        facts = [f"{view['glory'][s]} glory", f"{mouth['chews_per_turn']} chews/turn"]
        if mouth["chews_per_card"] > 1:
            facts.append(f"{mouth['chews_per_card']} per card")
        if mouth["protected"]:
            facts.append("protected")
        if view["current"] == s and view["phase"] == "chew":
            facts.append(f"{view['chews_left']} to place")
        draw_text(surface, f"{self.seat_name(s)}  \u00b7  " + "  \u00b7  ".join(facts),
                  (board.left + round(1.5 * u), board.top + round(1.0 * u)),
                  theme.text_px(surface, 1.9), self.seat_rgb(s) if acting else theme.TEXT,
                  bold=acting, max_width=board.width - round(3 * u))
        for x in shown_slots(mouth):
            rect = lay.slots[(s, x)]
            card = mouth["slots"][x]
            if card is not None:
                self.draw_card(surface, rect, card, u)
            else:
                self.draw_empty(surface, rect, "Food" if x < 2 else "Condiment", u)

    def draw_detail(self, surface, rect: pygame.Rect, card: dict, u: float) -> None:
        """The card under the mouse or named by the focused action, opened large."""
        panel(surface, rect, theme.PANEL_RAISED, alpha=240)
        pad = round(u)
        width = rect.width - 2 * pad
        y = rect.top + pad
        head = theme.text_px(surface, 1.9)
        draw_text(surface, card["name"], (rect.left + pad, y), head, theme.ACCENT, bold=True,
                  max_width=width)
        y += round(head * 1.25)
        size = theme.text_px(surface, 1.45)
        stats = f"{card['type']} · toughness {card['toughness']}"
        if card["type"] == "Food":
            stats += f" · {card['glory']} glory"
        if card.get("chews"):
            stats += f" · {card['chews']} chewed"
        if card.get("glory_cards"):
            stats += f" · +{card['glory_cards']} glory cards"
        lines = [(stats, theme.MUTED)]
        lines += [(line, theme.TEXT) for line in wrap(card["rules"], size, width)]
        lines += [(line, theme.FAINT) for line in wrap(card["flavour"], size, width)]
        for text, colour in lines:
            if y + size > rect.bottom:
                return
            draw_text(surface, text, (rect.left + pad, y), size, colour, max_width=width)
            y += round(size * 1.18)

    # ---- what the focus and the mouse point at -------------------------------------------
    def focused_action(self, seat: int | None) -> Action | None:
        focused = self.ring.focused
        if seat is None or focused is None or focused.value[0] != "act":
            return None
        legal = self.legal_for(seat)
        return legal[focused.value[1]] if focused.value[1] < len(legal) else None

    def detail_card(self, view: dict, seat: int | None, lay: Layout) -> dict | None:
        """The card to show large: under the mouse, else the one the focused action names."""
        try:
            pos = pygame.mouse.get_pos()
        except pygame.error:
            pos = (-1, -1)
        for p, rect in enumerate(lay.plate):
            if rect.collidepoint(pos) and view["plate"][p]:
                return view["plate"][p]
        for (s, x), rect in lay.slots.items():
            if rect.collidepoint(pos) and view["mouths"][s]["slots"][x]:
                return view["mouths"][s]["slots"][x]
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
        """A click on a plate card feeds it (into the leftmost fitting slot); a click on an
        empty slot feeds the first plate card that fits it; a click on a card in a mouth
        chews, spews, steals or un-chews it; a click on a mouth board picks that seat."""
        lay = self._layout
        if lay is None or seat is None:
            return None
        for p, rect in enumerate(lay.plate):
            if rect.collidepoint(pos):
                return next((act for act in legal if act.kind == "feed" and act.args[0] == p),
                            None)
        for (s, x), rect in lay.slots.items():
            if not rect.collidepoint(pos):
                continue
            for act in legal:
                k, a = act.kind, act.args
                if k == "feed" and len(a) == 2 and s == seat and a[1] == x:
                    return act
                if k in ("chew", "steal", "unchew") and a == (s, x):
                    return act
                if k in ("spew", "bump") and s == seat and a[0] == x:
                    return act
        for s, rect in enumerate(lay.boards):
            if rect.collidepoint(pos):
                return next((act for act in legal if act.kind in ("at", "force")
                             and act.args[0] == s), None)
        return None
