"""Settings: fullscreen, volumes, text size, colour-blind-safe palette, bot speed, and a
controller test showing what each keyboard and gamepad last pressed."""
from __future__ import annotations

import pygame

from ..settings import BOT_SPEEDS, PACES, TEXT_SIZES, THINK_MS
from ..ui import theme
from ..ui.text import draw_text, draw_wrapped, fit
from ..ui.widgets import Button, arrow_zones, draw_arrows, panel
from .base import MenuScene

SUBTITLE = "Left/right or the arrows change a value \u00b7 Back to leave"


def _cycle(values, current, step: int):
    values = list(values)
    i = values.index(current) if current in values else 0
    return values[(i + step) % len(values)]


class SettingsScene(MenuScene):
    """One column of settings. Each button that holds a value shows two arrows and steps
    both ways, as on seat setup: left/right step it back and forth, a click on its left
    arrow steps back and anywhere else forward, confirm steps forward."""

    def header_bottom(self, surface: pygame.Surface) -> int:
        """Where the title and the line under it end (the buttons start below)."""
        u = theme.unit(surface)
        title = theme.font(theme.title_px(surface, 5), True).get_height()
        line = theme.font(theme.text_px(surface, 1.8)).get_height()
        return round(3.2 * u) + title + line

    def top(self, surface: pygame.Surface) -> int:
        """The top of the buttons and the controller test: 13 units down, or lower when
        the header is taller (huge text), so the line under the title never touches the
        first button."""
        u = theme.unit(surface)
        return max(round(13 * u), self.header_bottom(surface) + round(1.5 * u))

    def build(self, surface: pygame.Surface) -> list[Button]:
        s = self.app.settings
        u = theme.unit(surface)
        bw, bh, gap = round(60 * u), round(5.6 * u), round(1.1 * u)
        x, y = round(6 * u), self.top(surface)
        rows = [
            ("fullscreen", "Fullscreen", "on" if s.fullscreen else "off"),
            ("master_volume", "Master volume", f"{round(s.master_volume * 100)}%"),
            ("effects_volume", "Effects volume", f"{round(s.effects_volume * 100)}%"),
            ("text_size", "Text size", s.text_size),
            ("colour_blind", "Colour-blind-safe colours", "on" if s.colour_blind else "off"),
            ("bot_speed", "Bot speed", s.bot_speed),
            ("pace", "Pace of moves", s.pace),
            ("hard_think_ms", "Hard bot thinks", f"{s.hard_think_ms / 1000:g} s"),
            ("forced_moves", "Forced moves", "play" if s.forced_moves else "wait"),
            ("back", "Back", ""),
        ]
        out = []
        for key, label, value in rows:
            button = Button(pygame.Rect(x, y, bw, bh), f"{label}: {value}" if value else label,
                            (key,))
            if value:
                button.tags["arrows"] = arrow_zones(button.rect, u)
            out.append(button)
            y += bh + gap
        return out

    def change(self, key: str, step: int) -> None:
        """Move one setting a step forward (+1) or back (-1), apply and save it."""
        s = self.app.settings
        if key == "fullscreen":
            self.app.set_fullscreen(not s.fullscreen)
        elif key in ("master_volume", "effects_volume"):
            value = round(getattr(s, key) + 0.1 * step, 1)
            if value > 1.0:
                value = 0.0
            elif value < 0.0:
                value = 1.0
            setattr(s, key, value)
            self.app.cue("success")
        elif key == "text_size":
            s.text_size = _cycle(TEXT_SIZES, s.text_size, step)
        elif key == "colour_blind":
            s.colour_blind = not s.colour_blind
        elif key == "forced_moves":
            s.forced_moves = not s.forced_moves
        elif key == "bot_speed":
            s.bot_speed = _cycle(BOT_SPEEDS, s.bot_speed, step)
        elif key == "pace":
            s.pace = _cycle(PACES, s.pace, step)
        elif key == "hard_think_ms":
            s.hard_think_ms = _cycle(THINK_MS, s.hard_think_ms, step)
        self.app.apply_settings()
        self.app.save_settings()
        self.invalidate()

    def handle(self, intent) -> bool:
        self.layout()
        focused = self.ring.focused
        if intent.kind in ("left", "right") and focused is not None \
                and "arrows" in focused.tags:
            self.app.cue("click")
            self.change(focused.value[0], 1 if intent.kind == "right" else -1)
            return True
        if intent.kind == "click" and intent.pos is not None:
            button = self.ring.at(intent.pos)
            if button is not None and "arrows" in button.tags \
                    and button.tags["arrows"][0].collidepoint(intent.pos):
                self.ring.hover(intent.pos)
                self.app.cue("click")
                self.change(button.value[0], -1)
                return True
        return super().handle(intent)

    def choose(self, button: Button) -> None:
        if button.value[0] == "back":
            self.app.pop()
        else:
            self.change(button.value[0], 1)

    def draw(self, surface: pygame.Surface) -> None:
        u, w, h, margin = self.draw_backdrop(surface)
        title = draw_text(surface, "Settings", (margin, round(3.2 * u)),
                          theme.title_px(surface, 5), theme.ACCENT, bold=True)
        draw_text(surface, SUBTITLE, (margin, title.bottom), theme.text_px(surface, 1.8),
                  theme.MUTED, max_width=w - 2 * margin)
        self.draw_buttons(surface, theme.text_px(surface, 2.1))
        self.draw_controller_test(surface)

    def draw_buttons(self, surface: pygame.Surface, size: int) -> None:
        """The buttons; a value's label is centred in the room left of its arrows."""
        focused = self.ring.focused
        u = theme.unit(surface)
        for b in self.ring.buttons:
            arrows = b.tags.get("arrows")
            if arrows is None:
                b.draw(surface, b is focused, size)
                continue
            Button(b.rect, "", b.value).draw(surface, b is focused, size)  # the face alone
            room = pygame.Rect(b.rect.left, b.rect.top, arrows[0].left - b.rect.left,
                               b.rect.height)
            inner = room.width - round(2.4 * u)
            # bold marks focus, but not at the price of the words (as `Button.draw`)
            bold = b is focused and fit(b.label, size, inner, True) == b.label
            draw_text(surface, fit(b.label, size, inner, bold), room.center, size,
                      theme.TEXT, bold=bold, anchor="center")
            draw_arrows(surface, arrows, theme.TEXT if b is focused else theme.MUTED)

    def draw_controller_test(self, surface: pygame.Surface) -> None:
        """The keyboard and each pad with its last press; long lines wrap (huge text)
        rather than end in an ellipsis."""
        u = theme.unit(surface)
        w = surface.get_width()
        top = self.top(surface)
        box = pygame.Rect(round(72 * u), top, w - round(78 * u), round(57 * u) - top)
        box.height = max(box.height, round(44 * u))
        panel(surface, box, theme.PANEL, alpha=230)
        pad = round(2 * u)
        size = theme.text_px(surface, 2.0)
        line = theme.font(size).get_linesize()
        x, y = box.left + pad, box.top + pad
        draw_text(surface, "Controller test", (x, y), theme.text_px(surface, 2.4), theme.ACCENT,
                  bold=True)
        y += round(line * 1.6)
        router = self.app.input
        entries = []
        for source in ["kbd"] + router.pad_sources():
            pad_info = router.pad_by_source(source)
            name = "Keyboard + mouse" if pad_info is None else \
                f"Gamepad {source[3:]}: {pad_info.name} ({pad_info.layout})"
            last = router.last.get(source, "\u2014")
            entries.append((name, f"last pressed: {last}   \u00b7   confirm is "
                                  f"{router.prompt(source, 'confirm')}"))
        for name, pressed in entries:
            if y > box.bottom - 2 * line:
                break
            y += self.write(surface, name, x, y, box.right - pad, size, theme.TEXT)
            y += self.write(surface, pressed, x + pad, y, box.right - pad, size, theme.MUTED)
            y += round(line * 0.4)
        if not router.pad_sources():
            self.write(surface, "No gamepad connected: plug one in and it appears here.",
                       x, y, box.right - pad, size, theme.FAINT)

    @staticmethod
    def write(surface: pygame.Surface, text: str, x: int, y: int, right: int, size: int,
              colour) -> int:
        """`text` wrapped between `x` and `right` from `y`; the height it took."""
        room = pygame.Rect(x, y, right - x, surface.get_height() - y)
        return draw_wrapped(surface, text, room, size, colour)
