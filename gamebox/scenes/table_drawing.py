"""Drawing of the table's fixed parts: banner, side panel, hint, first-turn walkthrough and
the curtain. A mixin of `TableScene`, kept apart so each file stays readable; everything here
draws from the match's public history, the curtain's state and the seat that is looking."""
from __future__ import annotations

import pygame

from ..ui import art, moments, theme
from ..ui.text import draw_text, draw_wrapped, fitting_size, last_rows, measure, wrap
from ..ui.widgets import dim, panel
from .clock import timer_seconds
from .beats import MOMENT_SECONDS, MOMENT_STEPS
from .curtain import HOLD_SECONDS

TIP_UNITS = 1.4
"""Text size of the key-tip line under the side panel, in units."""
TIP_GAP = 0.2
"""Units between the side panel and the key-tip line under it (`TableScene.bottom_margin`
makes room for the line there)."""


class TableDrawing:
    """Banner, side panel and overlays of the table (mixed into `TableScene`)."""

    _backdrops: dict = {}
    advice_box: pygame.Rect | None = None
    """Where the hint's box was last drawn (tests check it leaves the board alone)."""

    def backdrop(self, surface: pygame.Surface, banner: pygame.Rect,
                 side: pygame.Rect) -> pygame.Surface:
        """Background with the empty banner and side panels, composed once per window size."""
        key = (surface.get_size(), banner.size, side.size)
        made = TableDrawing._backdrops.get(key)
        if made is None:
            made = theme.background(surface.get_size()).copy()
            panel(made, banner, theme.PANEL, alpha=235)
            panel(made, side, theme.PANEL, alpha=235)
            TableDrawing._backdrops.clear()
            TableDrawing._backdrops[key] = made
        return made

    def draw_banner(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        u = theme.unit(surface)
        pad = round(2 * u)
        size = theme.text_px(surface, 2.6)
        top = rect.top + round(1.4 * u)
        text, room, ink = self.turn_text(), round(rect.width * 0.5), theme.TEXT
        if self.beats.playing:
            # the step being played is the banner's title, whole (smaller rather than cut),
            # so nothing covers the board where its card flies
            room, ink = round(rect.width * 0.72), theme.ACCENT
            size = fitting_size(text, size, room, True)
        title = draw_text(surface, text, (rect.left + pad, top), size, ink,
                          bold=True, max_width=room)
        last = self.banner_line()
        small = theme.text_px(surface, 1.9)
        # the last public event goes under the title while both fit, their line boxes
        # overlapping by at most a quarter line (the blank above a line's capitals); with huge
        # text they do not fit, and it is left to the side panel's recap, which shows it too
        line = theme.font(small).get_height()
        left_edge = title.right
        if last and title.bottom + line <= rect.bottom - round(1.4 * u) + line // 4:
            shown = draw_text(surface, last, (rect.left + pad, rect.bottom - round(1.4 * u)),
                              small, theme.MUTED, anchor="bottomleft",
                              max_width=round(rect.width * 0.55))
            left_edge = max(left_edge, shown.right)
        to_act = set(self.match.state.to_act()) if not self.match.state.is_over() else set()
        chip = theme.text_px(surface, 1.9)
        chips = self.banner_chips(chip, u, rect.right - pad - left_edge - round(2 * u), to_act)
        x = rect.right - pad
        for i, label, out, width in reversed(chips):
            box = pygame.Rect(0, 0, width, round(4 * u))
            box.midright = (x, rect.centery)
            face = theme.PANEL_RAISED if i in to_act else theme.BACKGROUND
            pygame.draw.rect(surface, face, box, border_radius=round(2 * u))
            if i in to_act:
                pygame.draw.rect(surface, theme.FOCUS, box, width=max(2, round(0.25 * u)),
                                 border_radius=round(2 * u))
            dot = (box.left + round(1.8 * u), box.centery)
            if out:  # out of play: an empty ring in the seat's colour, faint words
                pygame.draw.circle(surface, self.seat_rgb(i), dot, round(0.9 * u),
                                   width=max(1, round(0.25 * u)))
            else:
                pygame.draw.circle(surface, self.seat_rgb(i), dot, round(0.9 * u))
            draw_text(surface, label, (box.left + round(3.2 * u), box.centery), chip,
                      theme.TEXT if i in to_act else theme.FAINT if out else theme.MUTED,
                      bold=i in to_act, anchor="midleft")
            x = box.left - round(u)

    def banner_chips(self, size: int, u: float, room: int, to_act: set
                     ) -> list[tuple[int, str, str, int]]:
        """The banner's seat chips that fit in `room` pixels, in seat order, as (seat,
        label, out-of-play words, box width).

        Every seat gets its whole label ("Ann (bot) · escaped") while they all fit; then
        the "(bot)" marks go; then seats not to act are left out, from the first, so the
        seats a player waits for always keep their chip."""
        gap = round(u)

        def chips(with_bot: bool, seats) -> list:
            out = []
            for i in seats:
                label = self.seat_name(i)
                if with_bot and self.match.seats[i].is_bot:
                    label += " (bot)"
                words = self.seat_out(i)
                if words:
                    label += f" \u00b7 {words}"
                width = theme.font(size, i in to_act).size(label)[0] + round(4.4 * u)
                out.append((i, label, words, width))
            return out

        def fits(row: list) -> bool:
            return sum(c[3] for c in row) + gap * (len(row) - 1) <= room

        seats = list(range(len(self.match.seats)))
        row = chips(True, seats)
        if fits(row):
            return row
        row = chips(False, seats)
        while row and not fits(row):
            idle = [c for c in row if c[0] not in to_act]
            row.remove(idle[0] if idle else row[0])
        return row

    def banner_line(self) -> str:
        """The line under the banner's title: what the seat looking is asked, with the step
        of a choice of several (`GameState.decision`), while it is to act; else the last
        public event (the recap keeps every event either way)."""
        seat = self.curtain.eyes()
        if self.beats.playing:
            done, total = self.beats.progress
            src = self.curtain.controller(seat) if seat is not None else "kbd"
            prompt = self.app.input.prompt
            steps = f"Step {done} of {total}  \u00b7  " if total > 1 else ""
            return f"{steps}{prompt(src, 'confirm')} or {prompt(src, 'skip')}: hurry"
        if seat is not None and seat in self.curtain.humans_to_act() \
                and not self.beat_playing():
            decision = self.match.state.decision(seat)
            if decision is not None:
                step = f" ({decision.progress})" if decision.progress else ""
                return decision.prompt + step
        return self.last_public()

    def turn_text(self) -> str:
        state = self.match.state
        if self.beats.playing:
            step = self.beats.current
            return step.caption if step is not None and step.caption else "What happened"
        if state.is_over():
            return "Game over"
        if self.turn_beat is not None:
            return f"{self.seat_name(self.turn_beat[0])}'s turn"
        if self.bots_only == "ask":
            return "Only bots are left: watch them, or skip to the end?"
        waiting = self.curtain.down_for()
        if waiting is not None:
            return f"Pass to {self.seat_name(waiting)}"
        seat = self.curtain.eyes()
        if seat is not None and seat in self.curtain.humans_to_act():
            return f"{self.seat_name(seat)}, your move"
        bot = self.match.bot_to_act()
        if bot is not None:
            return f"{self.seat_name(bot)} (bot) is thinking\u2026"
        names = [self.seat_name(s) for s in state.to_act()]
        return f"Waiting for {', '.join(names)}" if names else ""

    def draw_side(self, surface: pygame.Surface, side: pygame.Rect, seat: int | None) -> None:
        u = theme.unit(surface)
        pad = round(1.6 * u)
        x, y = side.left + pad, side.top + pad
        inner = side.width - 2 * pad
        head = theme.text_px(surface, 2.2)
        body = theme.text_px(surface, 1.8)
        line = theme.font(body).get_linesize()
        if seat is not None:
            pygame.draw.circle(surface, self.seat_rgb(seat), (x + round(u), y + head // 2),
                               round(u))
            draw_text(surface, self.seat_name(seat), (x + round(3 * u), y), head, theme.TEXT,
                      bold=True, max_width=inner - round(3 * u))
            y += round(head * 1.5)
            role = self.seat_role(seat)
            if role:  # the seat's role in the rules, under its name, read whole (wrapped)
                for row in wrap(role, body, inner)[:2]:
                    draw_text(surface, row, (x, y), body, theme.MUTED, max_width=inner)
                    y += line
                y += line // 3
            clock = self.clock_running()
            if clock is not None:
                full = timer_seconds(self.match, clock)
                left = max(0, int(self.clock_left.get(clock, full) + 0.999))
                draw_text(surface, f"Time left: {left} s", (x, y), body,
                          theme.BAD if left <= 10 else theme.ACCENT, bold=True)
                y += line
            limit = side.top + round(side.height * 0.42) - line
            if self.advice_open:
                # the hint's box takes the recap's place, beside the board, never over it
                self.draw_advice(surface, pygame.Rect(x, y, inner,
                                                      limit + line - y - round(0.6 * u)), seat)
                y = limit + line
            else:
                y = self.draw_recap(surface, x, y, inner, limit, body, line)
        else:
            draw_text(surface, "Public table", (x, y), head, theme.TEXT, bold=True)
            y += round(head * 1.5)
            y += draw_wrapped(surface, "Nothing private is shown here. Esc or Start: menu.",
                              pygame.Rect(x, y, inner, line * 3), body, theme.MUTED)
            if self.match.game.log_policy == "full":
                y += line // 2
                draw_text(surface, "What happened", (x, y), body, theme.MUTED, bold=True)
                y += line
                limit = min(b.rect.top for b in self.ring.buttons) - line if self.ring.buttons \
                    else side.bottom - line
                rows = max(0, (limit - y) // line)
                # a long entry takes two or three rows; the oldest scroll off the top
                for text_line, dx in last_rows(self.public_log(rows), body, inner, rows,
                                               indent=round(1.5 * u)):
                    draw_text(surface, text_line, (x + dx, y), body, theme.TEXT)
                    y += line
        show_focus = seat is not None or self.curtain.down_for() is None
        for b in self.ring.buttons:
            if b.rect.left >= 0 and "board" not in b.tags:  # board objects draw themselves
                b.draw(surface, show_focus and b is self.ring.focused, theme.text_px(surface, 1.9))
        if self.more_moves is not None and seat is not None:
            self.draw_more_moves(surface, *self.more_moves)
        if seat is not None and seat in self.curtain.humans_to_act():
            tips = self.key_tips(self.curtain.controller(seat))
            size = theme.text_px(surface, TIP_UNITS)
            # whole tips only: the last ones go when they do not fit (huge text), never a
            # tip cut in the middle
            while len(tips) > 1 and measure("  \u00b7  ".join(tips), size)[0] > side.width:
                tips.pop()
            draw_text(surface, "  \u00b7  ".join(tips),
                      (side.centerx, side.bottom + round(TIP_GAP * u)), size, theme.FAINT,
                      anchor="midtop", max_width=side.width)

    def draw_recap(self, surface: pygame.Surface, x: int, y: int, inner: int, limit: int,
                   body: int, line: int) -> int:
        """"Since you last looked" and the seat's recap from `y` down to `limit` (a refusal
        under it); returns where it ends."""
        u = theme.unit(surface)
        draw_text(surface, "Since you last looked", (x, y), body, theme.MUTED, bold=True)
        y += line
        # a refusal is read whole, with the rule it quotes: the recap above it gives up
        # rows for it (it keeps at least one when the panel has any)
        notice = []
        if self.notice:
            room = max(1, (limit + line - y) // line - 1)
            notice = last_rows([self.notice], body, inner, room)
        bottom = limit + (line if notice else 0)
        for text_line, dx in last_rows(self.recap_shown() or ["Nothing new."], body, inner,
                                       (bottom - len(notice) * line - y) // line,
                                       indent=round(1.5 * u)):
            draw_text(surface, text_line, (x + dx, y), body, theme.TEXT)
            y += line
        y = bottom - len(notice) * line
        for text_line, dx in notice:
            draw_text(surface, text_line, (x + dx, y), body, theme.BAD)
            y += line
        return y

    def draw_advice(self, surface: pygame.Surface, rect: pygame.Rect, seat: int) -> None:
        """The hint's box, in the side panel where the recap was (never over the board):
        the move a strong bot would make and why in a few words, "Thinking..." while it
        thinks, or that it waits for the seat's next decision; how to play it and how to see
        every move. Drawn for the seat looking only
        (it is behind its curtain), from its own `advice`."""
        self.advice_box = rect
        u = theme.unit(surface)
        panel(surface, rect, theme.PANEL_RAISED, alpha=255)
        pygame.draw.rect(surface, theme.ACCENT, rect, width=max(2, round(0.25 * u)),
                         border_radius=round(1.2 * u))
        pad = round(1.2 * u)
        inner = rect.inflate(-2 * pad, -2 * pad)
        title = theme.text_px(surface, 2.0)
        body = theme.text_px(surface, 1.8)
        small = theme.text_px(surface, 1.5)
        src = self.curtain.controller(seat)
        prompt = self.app.input.prompt
        footer = (f"{prompt(src, 'confirm')}: play it  ·  "
                  f"{prompt(src, 'hint')} again: all your moves")
        foot_rows = wrap(footer, small, inner.width)[:2]
        foot_h = len(foot_rows) * theme.font(small).get_linesize()
        y = inner.top
        draw_text(surface, "Hint", (inner.left, y), title, theme.ACCENT, bold=True)
        y += theme.font(title, True).get_linesize()
        room = pygame.Rect(inner.left, y, inner.width, inner.bottom - foot_h - y)
        advice = self.advice if self.hint_for == (seat, self.match.revision) else None
        if seat not in self.curtain.humans_to_act() or not self.legal_for(seat):
            # the others' turn, or what happened still playing out: nothing to advise yet
            draw_wrapped(surface, "For your next decision.", room, body, theme.MUTED)
        elif advice is None or advice.seat != seat:
            draw_wrapped(surface, "Thinking…", room, body, theme.MUTED)
        else:
            used = draw_wrapped(surface, advice.words, room, body, theme.TEXT, bold=True,
                                max_lines=2)
            room.top += used + round(0.4 * u)
            room.height = max(0, inner.bottom - foot_h - room.top)
            if advice.reason:
                used = draw_wrapped(surface, advice.reason, room, body, theme.GOOD,
                                    max_lines=3)
                room.top += used + round(0.4 * u)
                room.height = max(0, inner.bottom - foot_h - room.top)
            estimate = advice.estimate()
            if estimate and room.height >= theme.font(small).get_linesize():
                draw_wrapped(surface, estimate, room, small, theme.MUTED, max_lines=2)
        y = inner.bottom - foot_h
        for row in foot_rows:
            draw_text(surface, row, (inner.left, y), small, theme.FAINT, max_width=inner.width)
            y += theme.font(small).get_linesize()

    def key_tips(self, src: str) -> list[str]:
        """The key tips under the side panel for the controller `src`, the most needed
        first (those that do not fit are left out from the last). A game with keys of its
        own puts them first (the Grungeon: the arrows walk)."""
        prompt = self.app.input.prompt
        tips = [f"{prompt(src, 'confirm')}: choose", f"{prompt(src, 'hint')}: hint"]
        if self.curtain.private:
            tips.append(f"{prompt(src, 'hide')}: hide")
        elif self.match.bots:
            tips.append(f"{prompt(src, 'skip')}: hurry the bots")
        return tips

    def recap_shown(self) -> list[str]:
        """The recap as far as it has been told: while a queue of steps plays, the lines
        from before it and the steps shown so far (`scenes/beats.py`)."""
        if self.recap_hold is None:
            return self.recap
        return self.recap_hold + [s.caption for s in self.beats.told if s.caption]

    def draw_beats(self, surface: pygame.Surface, board: pygame.Rect, seat: int | None) -> None:
        """Over the board: a moment for the eyes on the screen and the turn-change banner
        (`scenes/beats.py`); the step being played is the banner's title."""
        src = self.curtain.controller(seat) if seat is not None else "kbd"
        prompt = self.app.input.prompt
        if self.moment is not None:
            moment, age = self.moment
            total = max(MOMENT_SECONDS, self.pace * MOMENT_STEPS)
            who, rgb = "", None
            if moment.seat != seat:  # everyone's screen: say whom it happens to
                who, rgb = self.seat_name(moment.seat), self.seat_rgb(moment.seat)
            moments.draw_moment(surface, board, moment.headline, moment.kind, age, total,
                                who, rgb)
        if self.turn_beat is not None:
            turn_seat, age, total = self.turn_beat
            decision = self.match.state.decision(turn_seat)
            line = decision.prompt if decision is not None else ""
            moments.draw_turn(surface, board, self.seat_name(turn_seat),
                              self.seat_rgb(turn_seat), line, age, total,
                              f"{prompt(src, 'confirm')}: go on")

    def draw_more_moves(self, surface: pygame.Surface, above: int, below: int,
                        rect: pygame.Rect) -> None:
        """How many moves are scrolled out of the panel, and how to reach them: without it
        "I am 0/10 hungry" to "4/10" looked like every choice there was."""
        size = theme.text_px(surface, 1.4)
        parts = ([f"\u25b2 {above} more above"] if above else []) + \
            ([f"\u25bc {below} more below"] if below else [])
        texts = ("  \u00b7  ".join(parts) + "  (\u2191\u2193 or the wheel)",
                 "  \u00b7  ".join(parts))
        text = next((t for t in texts if measure(t, size)[0] <= rect.width), texts[-1])
        draw_text(surface, text, (rect.centerx, rect.centery), size, theme.MUTED,
                  anchor="center", max_width=rect.width)

    def draw_hint(self, surface: pygame.Surface, board: pygame.Rect, seat: int) -> None:
        """"What can I do now": every legal action in words, over the board (the hint
        key's second press; the first shows the advice box, `draw_advice`)."""
        u = theme.unit(surface)
        rect = board.inflate(-round(8 * u), -round(8 * u))
        panel(surface, rect, theme.PANEL_RAISED, alpha=255)
        pad = round(2.5 * u)
        x, y = rect.left + pad, rect.top + pad
        draw_text(surface, "What can I do now?", (x, y), theme.text_px(surface, 2.6),
                  theme.ACCENT, bold=True)
        y += round(theme.text_px(surface, 2.6) * 1.6)
        body = theme.text_px(surface, 1.9)
        line = theme.font(body).get_linesize()
        legal = self.legal_for(seat)
        texts = [self.match.state.describe(a, seat) for a in legal]
        for text_line in texts:
            if y + 2 * line > rect.bottom - pad:
                draw_text(surface, f"\u2026 and {len(texts) - texts.index(text_line)} more",
                          (x, y), body, theme.MUTED)
                break
            draw_text(surface, "\u2022 " + text_line, (x, y), body, theme.TEXT,
                      max_width=rect.width - 2 * pad)
            y += line
        draw_text(surface, "The full rules are in the menu (Esc / Start \u2192 Rules).",
                  (x, rect.bottom - pad), body, theme.MUTED, anchor="bottomleft")

    def walkthrough_lines(self, seat: int) -> list[str]:
        """The first-turn guide for `seat`: the game's pitch, where things are, its buttons."""
        src = self.curtain.controller(seat)
        prompt = self.app.input.prompt
        legal = self.legal_for(seat)
        moves = "up/down" if src == "kbd" else "the d-pad"
        lines = [f"Welcome, {self.seat_name(seat)}. {self.match.game.pitch}"]
        if self.curtain.private:
            lines.append("The board shows what only you may see while the curtain is up.")
        lines.append(f"Your moves are listed on the right: {moves} to pick one, "
                     f"{prompt(src, 'confirm')} to play it.")
        if legal:
            example = self.match.state.describe(legal[0], seat)
            lines.append(f"Right now you have {len(legal)} choice"
                         f"{'s' if len(legal) != 1 else ''}, such as \u201c{example}\u201d.")
        keys = [f"{prompt(src, 'hint')}: a hint (again: every move)"]
        if self.curtain.private:
            keys.append(f"{prompt(src, 'hide')}: hide your view")
        elif self.match.bots:
            keys.append(f"{prompt(src, 'skip')}: hurry the bots")
        keys.append(f"{prompt(src, 'menu')}: pause, rules, settings.")
        lines.append("  \u00b7  ".join(keys))
        close = prompt(src, 'back') + (" or a right click" if src == "kbd" else "")
        lines.append(f"{close} closes this guide; it also goes away after your first move.")
        return lines

    def draw_walkthrough(self, surface: pygame.Surface, board: pygame.Rect, seat: int) -> None:
        """The first-turn guide, an opaque box over the bottom of the board."""
        u = theme.unit(surface)
        body = theme.text_px(surface, 2.0)
        line = theme.font(body).get_linesize()
        width = board.width - round(10 * u)
        lines = self.walkthrough_lines(seat)
        wrapped = [wrap(t, body, width - round(5 * u)) for t in lines]
        height = round(9 * u) + sum(len(w) for w in wrapped) * line + len(lines) * round(0.6 * u)
        rect = pygame.Rect(0, 0, width, height)
        rect.midbottom = (board.centerx, board.bottom - round(3 * u))
        # opaque: at 3-4 seats the guide lies over seat boards, whose card outlines and
        # labels showed through even a nearly opaque panel (QA) and made its text hard to read
        panel(surface, rect, theme.PANEL_RAISED, alpha=255)
        pygame.draw.rect(surface, theme.ACCENT, rect, width=max(2, round(0.25 * u)),
                         border_radius=round(1.2 * u))
        x, y = rect.left + round(2.5 * u), rect.top + round(2 * u)
        draw_text(surface, "Your first turn", (x, y), theme.text_px(surface, 2.6), theme.ACCENT,
                  bold=True)
        y += round(theme.text_px(surface, 2.6) * 1.5)
        for chunk in wrapped:
            for text_line in chunk:
                draw_text(surface, text_line, (x, y), body, theme.TEXT)
                y += line
            y += round(0.6 * u)

    def draw_curtain(self, surface: pygame.Surface, seat: int) -> None:
        """"Pass to NAME": covers everything but the banner; shows nothing private."""
        u = theme.unit(surface)
        w, h = surface.get_size()
        drape = art.cover("curtain.png", (w, h))
        if drape is not None:
            surface.blit(drape, (0, 0))
            dim(surface, 90)
        else:
            dim(surface, 225)
        box = pygame.Rect(0, 0, round(min(w * 0.7, 90 * u)), round(36 * u))
        box.center = (w // 2, h // 2)
        panel(surface, box, theme.CURTAIN, alpha=255)
        pygame.draw.rect(surface, self.seat_rgb(seat), box, width=max(3, round(0.5 * u)),
                         border_radius=round(1.2 * u))
        name = self.seat_name(seat)
        if self.out_news:  # public: everyone sees who left the game, once
            draw_text(surface, self.out_news, (box.centerx, box.top - round(2 * u)),
                      theme.text_px(surface, 2.4), theme.BAD, bold=True, anchor="midbottom",
                      max_width=box.width)
        draw_text(surface, f"Pass to {name}", (box.centerx, box.top + round(6 * u)),
                  theme.title_px(surface, 5), self.seat_rgb(seat), bold=True, anchor="midtop",
                  max_width=box.width - round(4 * u))
        source = self.curtain.controller(seat)
        if source.startswith("pad"):
            how = f"{name}: press {self.app.input.prompt(source, 'confirm')} on gamepad " \
                  f"{source[3:]} to look."
        else:
            how = f"{name}: hold Enter (or hold the mouse button) to look."
        # how to look must be read whole: smaller rather than cut (huge text)
        size = fitting_size(how, theme.text_px(surface, 2.3), box.width - round(4 * u))
        draw_text(surface, how, (box.centerx, box.top + round(17 * u)), size, theme.TEXT,
                  anchor="midtop", max_width=box.width - round(4 * u))
        draw_text(surface, "Everyone else, look away.", (box.centerx, box.top + round(22 * u)),
                  theme.text_px(surface, 2.0), theme.MUTED, anchor="midtop")
        bar = pygame.Rect(0, 0, round(box.width * 0.6), round(1.4 * u))
        bar.midtop = (box.centerx, box.top + round(28 * u))
        pygame.draw.rect(surface, theme.PANEL, bar, border_radius=round(0.7 * u))
        done = min(1.0, self.curtain.hold / HOLD_SECONDS)
        if done > 0:
            fill = bar.copy()
            fill.width = max(1, round(bar.width * done))
            pygame.draw.rect(surface, theme.ACCENT, fill, border_radius=round(0.7 * u))
