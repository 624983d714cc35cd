"""Pause over the table: resume, rules, settings, seats (bot in, person in, controller swap),
quit to the launcher; and the "gamepad unplugged" stop that waits for the pad to come back."""
from __future__ import annotations

import pygame

from ..ui import theme
from ..ui.text import draw_text
from ..ui.widgets import Button, dim, panel
from .base import MenuScene


def controller_name(controller: str) -> str:
    return "keyboard" if controller == "kbd" else f"gamepad {controller[3:]}"


class PauseScene(MenuScene):
    """The menu over a paused table; the table's curtain is already down."""

    opaque = False

    def __init__(self, app, table) -> None:
        super().__init__(app)
        self.table = table

    def build(self, surface: pygame.Surface) -> list[Button]:
        u = theme.unit(surface)
        w, h = surface.get_size()
        match = self.table.match
        bw, bh, gap = round(50 * u), round(5.4 * u), round(1 * u)
        rows = [("Resume", ("resume",), ""), ("Rules", ("rules",), ""),
                ("Settings", ("settings",), "")]
        for i, spec in enumerate(match.seats):
            name = self.table.seat_name(i)
            if spec.is_bot:
                rows.append((f"{name}: take this seat", ("take", i),
                             f"a person plays it on the keyboard (now a {spec.level} bot)"))
            else:
                rows.append((f"{name}: hand to a bot", ("bot", i),
                             f"now on the {controller_name(spec.controller)}"))
                rows.append((f"{name}: switch controller", ("swap", i),
                             f"now on the {controller_name(spec.controller)}"))
        rows.append(("Quit to launcher", ("quit",), self.quit_note()))
        total = len(rows) * (bh + gap)
        columns = 1 if total < h - 20 * u else 2
        per_col = (len(rows) + columns - 1) // columns
        left = (w - columns * bw - (columns - 1) * 2 * gap) // 2
        top = max(round(14 * u), (h - per_col * (bh + gap)) // 2 + round(3 * u))
        buttons = []
        for n, (label, value, detail) in enumerate(rows):
            c, r = divmod(n, per_col)
            rect = pygame.Rect(left + c * (bw + 2 * gap), top + r * (bh + gap), bw, bh)
            colour = self.table.seat_rgb(value[1]) if len(value) > 1 else None
            buttons.append(Button(rect, label, value, detail=detail, colour=colour))
        return buttons

    def resume(self) -> None:
        """Uncovered: a screen above (a lost pad's) may have handed a seat over, so the seat
        rows are laid out afresh rather than offering what the seats were."""
        self.invalidate()

    def quit_note(self) -> str:
        """What quitting keeps, said truly: a game is saved from its first move on (the
        autosave writes with each move), so one quit before any move leaves no save and
        does not promise one."""
        match = self.table.match
        path = match.autosave_path
        if path is not None and path.exists():
            return "the game is saved; continue it later"
        if path is not None and not match.state.log:
            return "no move made yet, so nothing is saved"
        return "this game is not saved"

    def choose(self, button: Button) -> None:
        kind = button.value[0]
        match = self.table.match
        if kind == "resume":
            self.app.pop()
        elif kind == "rules":
            from .rules_scene import RulesScene

            self.app.push(RulesScene(self.app, match.game))
        elif kind == "settings":
            from .settings_scene import SettingsScene

            self.app.push(SettingsScene(self.app))
        elif kind in ("bot", "take", "swap") \
                and match.seats[button.value[1]].is_bot != (kind == "take"):
            self.invalidate()  # the seat changed hands since this button was laid out
        elif kind == "bot":
            match.hand_to_bot(button.value[1], "normal")
            self.seats_changed()
        elif kind == "take":
            match.take_seat(button.value[1], "kbd")
            self.seats_changed()
        elif kind == "swap":
            seat = button.value[1]
            choices = ["kbd"] + self.app.input.pad_sources()
            current = match.seats[seat].controller
            nxt = choices[(choices.index(current) + 1) % len(choices)] \
                if current in choices else "kbd"
            match.seats[seat].controller = nxt
            self.seats_changed()
        elif kind == "quit":
            from .launcher import LauncherScene

            self.app.reset(LauncherScene(self.app, self.table.match.game.id))

    def seats_changed(self) -> None:
        """A seat changed hands: the save learns it now (the log alone is written only with
        the next move, so quitting from this menu would have brought the old seat back)."""
        self.table.save_table(force=True)
        self.invalidate()

    def draw(self, surface: pygame.Surface) -> None:
        self.layout(surface)
        dim(surface, 200)
        u = theme.unit(surface)
        if self.ring.buttons:
            area = self.ring.buttons[0].rect.unionall([b.rect for b in self.ring.buttons])
            area = area.inflate(round(6 * u), round(6 * u))
            area.top -= round(9 * u)
            area.height += round(9 * u)
            panel(surface, area, theme.CURTAIN, alpha=240)
            draw_text(surface, "Paused", (area.centerx, area.top + round(2 * u)),
                      theme.title_px(surface, 4.4), theme.ACCENT, bold=True, anchor="midtop")
        self.ring.draw(surface, theme.text_px(surface, 2.0))


class PadLostScene(MenuScene):
    """A seat's gamepad was unplugged: the table waits; plug it back or pick another way."""

    opaque = False

    def __init__(self, app, table, source: str) -> None:
        super().__init__(app)
        self.table = table
        self.source = source

    def seats(self) -> list[int]:
        return [i for i, s in enumerate(self.table.match.seats)
                if not s.is_bot and s.controller == self.source]

    def build(self, surface: pygame.Surface) -> list[Button]:
        u = theme.unit(surface)
        w, h = surface.get_size()
        bw, bh, gap = round(50 * u), round(5.4 * u), round(1 * u)
        y = h // 2 + round(2 * u)
        out = [Button(pygame.Rect((w - bw) // 2, y, bw, bh), "Switch to the keyboard",
                      ("kbd",)),
               Button(pygame.Rect((w - bw) // 2, y + bh + gap, bw, bh), "Hand to a bot",
                      ("bot",))]
        return out

    def handle(self, intent) -> bool:
        if intent.kind == "pad_added" and intent.source == self.source:
            self.app.pop()
            return True
        if intent.kind in ("pad_added", "pad_removed", "focus_lost"):
            return False
        return super().handle(intent)

    def back(self) -> None:
        """Back does not dismiss it: the seat needs a controller first."""

    def choose(self, button: Button) -> None:
        match = self.table.match
        for seat in self.seats():
            if button.value[0] == "kbd":
                match.seats[seat].controller = "kbd"
            else:
                match.hand_to_bot(seat, "normal")
        self.table.save_table(force=True)  # the seat's new controller is kept if they quit
        self.app.pop()

    def draw(self, surface: pygame.Surface) -> None:
        self.layout(surface)
        dim(surface, 215)
        u = theme.unit(surface)
        w, h = surface.get_size()
        names = ", ".join(self.table.seat_name(s) for s in self.seats()) or "A seat"
        box = pygame.Rect(0, 0, round(80 * u), round(16 * u))
        box.midbottom = (w // 2, h // 2)
        panel(surface, box, theme.CURTAIN, alpha=255)
        draw_text(surface, f"Gamepad {self.source[3:]} is not connected",
                  (box.centerx, box.top + round(3 * u)), theme.text_px(surface, 3.4), theme.BAD,
                  bold=True, anchor="midtop")
        draw_text(surface, f"{names}: reconnect or switch controller. Nothing is lost.",
                  (box.centerx, box.top + round(9.5 * u)), theme.text_px(surface, 2.1),
                  theme.TEXT, anchor="midtop", max_width=box.width - round(4 * u))
        self.ring.draw(surface, theme.text_px(surface, 2.0))
