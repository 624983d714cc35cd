"""Settings: fullscreen, volumes, text size, colour-blind-safe palette, bot speed, and a
controller test showing what each keyboard and gamepad last pressed."""
from __future__ import annotations

import pygame

from ..settings import BOT_SPEEDS, TEXT_SIZES
from ..ui import theme
from ..ui.text import draw_text
from ..ui.widgets import Button, panel
from .base import MenuScene


def _cycle(values, current, step: int):
    values = list(values)
    i = values.index(current) if current in values else 0
    return values[(i + step) % len(values)]


class SettingsScene(MenuScene):
    """One column of settings; confirm or right steps a value forward, left steps it back."""

    def build(self, surface: pygame.Surface) -> list[Button]:
        s = self.app.settings
        u = theme.unit(surface)
        bw, bh, gap = round(60 * u), round(5.6 * u), round(1.1 * u)
        x, y = round(6 * u), round(13 * u)
        rows = [
            ("fullscreen", "Fullscreen", "on" if s.fullscreen else "off"),
            ("master_volume", "Master volume", f"{round(s.master_volume * 100)}%"),
            ("effects_volume", "Effects volume", f"{round(s.effects_volume * 100)}%"),
            ("text_size", "Text size", s.text_size),
            ("colour_blind", "Colour-blind-safe colours", "on" if s.colour_blind else "off"),
            ("bot_speed", "Bot speed", s.bot_speed),
            ("back", "Back", ""),
        ]
        out = []
        for key, label, value in rows:
            out.append(Button(pygame.Rect(x, y, bw, bh), f"{label}: {value}" if value else label,
                              (key,)))
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
        elif key == "bot_speed":
            s.bot_speed = _cycle(BOT_SPEEDS, s.bot_speed, step)
        self.app.apply_settings()
        self.app.save_settings()
        self.invalidate()

    def handle(self, intent) -> bool:
        focused = self.ring.focused
        if intent.kind in ("left", "right") and focused is not None \
                and focused.value[0] != "back":
            self.change(focused.value[0], 1 if intent.kind == "right" else -1)
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
        draw_text(surface, "Left/right change a value \u00b7 Back to leave",
                  (margin, title.bottom), theme.text_px(surface, 1.8),
                  theme.MUTED)
        self.ring.draw(surface, theme.text_px(surface, 2.1))
        box = pygame.Rect(round(72 * u), round(13 * u), w - round(78 * u), round(44 * u))
        panel(surface, box, theme.PANEL, alpha=230)
        pad = round(2 * u)
        size = theme.text_px(surface, 2.0)
        line = theme.font(size).get_linesize()
        x, y = box.left + pad, box.top + pad
        draw_text(surface, "Controller test", (x, y), theme.text_px(surface, 2.4), theme.ACCENT,
                  bold=True)
        y += round(line * 1.6)
        router = self.app.input
        sources = ["kbd"] + router.pad_sources()
        for source in sources:
            pad_info = router.pad_by_source(source)
            name = "Keyboard + mouse" if pad_info is None else \
                f"Gamepad {source[3:]}: {pad_info.name} ({pad_info.layout})"
            last = router.last.get(source, "\u2014")
            draw_text(surface, name, (x, y), size, theme.TEXT, max_width=box.width - 2 * pad)
            y += line
            draw_text(surface, f"last pressed: {last}   \u00b7   confirm is "
                      f"{router.prompt(source, 'confirm')}", (x + pad, y), size, theme.MUTED,
                      max_width=box.width - 3 * pad)
            y += round(line * 1.4)
            if y > box.bottom - line:
                break
        if not router.pad_sources():
            draw_text(surface, "No gamepad connected: plug one in and it appears here.",
                      (x, y), size, theme.FAINT, max_width=box.width - 2 * pad)
