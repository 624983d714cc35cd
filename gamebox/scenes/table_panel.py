"""The table's layout: the banner, board and side-panel rects for a window size, and the
side panel's buttons (the seat's legal actions, number pickers, the hide/hint/menu row)
(`TablePanel`, a part of `table.TableScene`)."""
from __future__ import annotations

import pygame

from ..ui import theme
from ..ui.text import line_height, measure
from ..ui.widgets import Button, split_label, wrapped_size
from .table_drawing import TIP_GAP, TIP_UNITS


class TablePanel:
    """Where the table's parts go, and the side panel's focusable buttons. A part of
    `TableScene` (it reads the curtain, the ring and the seat's legal actions)."""

    def regions(self, surface: pygame.Surface) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
        """Banner, board and side panel rects for this window size."""
        u = theme.unit(surface)
        w, h = surface.get_size()
        m = round(2 * u)
        banner = pygame.Rect(m, m, w - 2 * m, round(9 * u))
        side_w = max(round(44 * u), round(w * 0.27))
        side = pygame.Rect(w - m - side_w, banner.bottom + m, side_w,
                           h - banner.bottom - m - self.bottom_margin(surface))
        board = pygame.Rect(m, banner.bottom + m, side.left - 2 * m, h - banner.bottom - 2 * m)
        return banner, board, side

    @staticmethod
    def bottom_margin(surface: pygame.Surface) -> int:
        """The room under the side panel: the 2 units of every margin, or more when the
        key-tip line written there is taller (large and huge text). The tips keep the size
        of the text setting and the panel gives up those few pixels, rather than the line
        running off the window's bottom edge (found in QA at huge text). The board keeps
        its size: the games lay themselves out in it. The line's drawn height, not the
        font's: at some sizes a "y" reaches a pixel below the font's height (the monkey)."""
        u = theme.unit(surface)
        tips = line_height(theme.text_px(surface, TIP_UNITS))
        return max(round(2 * u), round(TIP_GAP * u) + tips)

    def layout(self, surface: pygame.Surface | None = None) -> None:
        surface = surface or self.app.surface
        seat = self.curtain.eyes()
        key = (surface.get_size(), theme.text_scale(), seat, self.match.revision,
               self.curtain.down_for(), self.ring.index, self.hint_open)
        if key == self._built_for:
            return
        keep = self.ring.index
        legal = self.legal_for(seat)
        epoch = self.decision_epoch(seat) if legal else None
        decision = (seat, self.curtain.down_for(), epoch, tuple(legal))
        if decision != self._decision:
            # The moves changed. Within one decision (the same eyes, phase and turn: a
            # queued step, another seat's commit) focus stays on a move at about the same
            # place; a new decision focuses its first move (`first_focus`). Either way
            # Enter lands on a move, never on Hint or Menu because the old index now
            # points there.
            ongoing = self._decision is not None and self._decision[:3] == decision[:3]
            if ongoing and legal:
                keep = self.focus_within_decision(list(self._decision[3]), self.ring.index,
                                                  legal)
            else:
                keep = self.first_focus(legal, seat) if legal else 0
            self._decision = decision
            self.ring.index = keep
        _, board, side = self.regions(surface)
        self.board_rect = board
        self.ring.buttons = self.build_panel(surface, side, seat)
        self.ring.index = min(keep, max(0, len(self.ring.buttons) - 1))
        key = key[:5] + (self.ring.index, self.hint_open)
        self._built_for = key

    def build_panel(self, surface, side: pygame.Rect, seat: int | None) -> list[Button]:
        """Buttons of the side panel: the seat's legal actions, then hide/hint/menu."""
        u = theme.unit(surface)
        pad = round(1.6 * u)
        bh = round(5.2 * u)
        gap = round(0.9 * u)
        small_w = (side.width - 2 * pad - 2 * gap) // 3
        bottom = side.bottom - pad - bh
        tools: list[Button] = []
        beat = self.beat_playing()
        if self.bots_only == "ask" and not beat:
            return self.bots_only_buttons(surface, side, pad, bh, gap, small_w, bottom)
        acting = seat is not None and seat in self.curtain.humans_to_act() and not beat
        if beat and self.curtain.down_for() is None:
            names = [("Skip", ("skip",)), ("Menu", ("menu",))]  # hurry what is shown
        elif acting:
            names = [("Hide", ("hide",)), ("Hint", ("hint",)), ("Menu", ("menu",))]
            if not self.curtain.private:
                names.pop(0)  # nothing to hide; a table with bots can hurry them instead
                if self.match.bots:
                    names.insert(0, ("Skip bots", ("skip",), "Skip"))
        elif self.curtain.down_for() is None:
            names = [("Menu", ("menu",))]
            if self.match.bots:
                names.insert(0, ("Skip", ("skip",)))
        else:
            names = [("Menu", ("menu",))]
        for i, (label, value, *short) in enumerate(names):
            x = side.left + pad + i * (small_w + gap)
            tools.append(Button(pygame.Rect(x, bottom, small_w, bh), label, value,
                                short=short[0] if short else ""))
        self.more_moves = None
        if not acting:
            return tools
        legal = self.legal_for(seat)
        top = side.top + round(side.height * 0.42)
        if self.match.can_undo(seat):
            # "Take back" sits just above the tools; the moves get one row less
            rect = pygame.Rect(side.left + pad, bottom - gap - bh, side.width - 2 * pad, bh)
            label = f"Take back: {self.match.state.undo_description(seat)}"
            # the move's name is dropped, not cut mid-word, when two lines cannot hold it
            tools.insert(0, Button(rect, label, ("undo",), short="Take back"))
            bottom -= bh + gap
        room = max(1, (bottom - gap - top) // (bh + gap))
        mark_h = theme.font(theme.text_px(surface, 1.4)).get_linesize()
        if len(legal) > room > 1 and bottom - gap - top - room * (bh + gap) < mark_h:
            room -= 1  # a row for "N more below": moves out of sight are still moves
        first = 0
        focus = self.ring.index
        if focus < len(legal) and focus >= room:
            first = focus - room + 1
        buttons = []
        if self.picks_a_number(legal):
            widest = max(theme.font(theme.text_px(surface, 1.9)).size(str(a.args[0]))[0]
                         for a in legal)
            buttons = number_row(legal, side.left + pad, top, side.width - 2 * pad, bh, gap,
                                 widest + 2 * pad)
        if buttons:  # a number to pick (how hungry, 0 to 10): every choice in sight at once
            first, room = 0, len(legal)
        for n, action in enumerate(legal[first:first + room] if not buttons else ()):
            index = first + n
            rect = pygame.Rect(side.left + pad, top + n * (bh + gap), side.width - 2 * pad, bh)
            buttons.append(Button(rect, self.action_label(action, seat), ("act", index),
                                  tags={"index": index}))
        self.action_buttons = buttons
        if len(legal) > room:
            below = top + len(buttons) * (bh + gap) - gap
            self.more_moves = (first, len(legal) - first - len(buttons),
                               pygame.Rect(side.left + pad, below, side.width - 2 * pad,
                                           max(mark_h, bottom - gap - below)))
        # Buttons hidden by scrolling keep their place in the ring so focus order is stable.
        ring = [None] * len(legal)
        for b in buttons:
            ring[b.tags["index"]] = b
        for i, slot in enumerate(ring):
            if slot is None:
                ring[i] = Button(pygame.Rect(-1000, -1000, 1, 1), "", ("act", i))
        self.wrap_long_moves(surface, buttons + [t for t in tools if t.value == ("undo",)])
        return ring + tools + self.board_buttons(seat)

    def bots_only_buttons(self, surface, side, pad, bh, gap, small_w, bottom) -> list[Button]:
        """Only bots play on: "Watch" and "Skip to the end" where the moves go, and Menu."""
        self.more_moves = None
        top = side.top + round(side.height * 0.42)
        width = side.width - 2 * pad
        buttons = [Button(pygame.Rect(side.left + pad, top + n * (bh + gap), width, bh), label,
                          value)
                   for n, (label, value) in enumerate((("Watch", ("watch",)),
                                                       ("Skip to the end", ("to_end",))))]
        menu = Button(pygame.Rect(side.left + pad, bottom, small_w, bh), "Menu", ("menu",))
        return buttons + [menu]

    @staticmethod
    def wrap_long_moves(surface, buttons: list[Button]) -> None:
        """A move (or the take-back) too long for its button goes on the button's two lines
        ("Feed Tapeworm (plate 1)" over "into mouth card 1") instead of being cut; at a size up
        to a quarter smaller when two lines at full size do not fit (huge text)."""
        size = theme.text_px(surface, 1.9)
        pad = round(theme.unit(surface) * 1.6)
        for b in buttons:
            if b.detail or not b.label:
                continue
            inner = b.rect.width - 2 * pad
            if measure(b.label, size)[0] <= inner:
                continue
            drawn = wrapped_size(size, b.rect.height)
            if drawn < round(size * 0.75):
                continue  # far too big for two lines: the button shortens the label
            # split at the size the two lines are drawn at, so the words fit as drawn
            head, tail = split_label(b.label, drawn, inner)
            if b.short and max(measure(head, drawn)[0], measure(tail, drawn)[0]) > inner:
                continue  # even two lines would cut it: its short label, whole, instead
            b.label, b.detail = head, tail
            b.wrapped = bool(b.detail)  # drawn like any label, not as a title and caption


NUMBER_COLUMNS = 6
"""Chips per row of a number picker (0 to 10: two rows)."""


def number_row(legal: list, left: int, top: int, width: int, bh: int, gap: int,
               min_w: int = 0) -> list[Button]:
    """Moves of one kind with one whole number each, in a run (``hunger 0`` to ``hunger 10``),
    as rows of number chips in that order: each choice one click or a few presses of left and
    right away, none scrolled out of sight; fewer to a row where a chip would be narrower than
    `min_w` (large text). [] for any other list."""
    if len(legal) < 3 or any(a.kind != legal[0].kind or len(a.args) != 1
                             or a.args[0] != legal[0].args[0] + i
                             for i, a in enumerate(legal)) \
            or not isinstance(legal[0].args[0], int):
        return []
    cols = max(1, min(NUMBER_COLUMNS, len(legal), (width + gap) // (min_w + gap)))
    w = (width - (cols - 1) * gap) // cols
    return [Button(pygame.Rect(left + (i % cols) * (w + gap), top + (i // cols) * (bh + gap), w,
                               bh), str(a.args[0]), ("act", i), tags={"index": i})
            for i, a in enumerate(legal)]
