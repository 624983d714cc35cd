"""Seat setup: how many seats, and for each its name, colour and controller; game options.

Controllers are the shared keyboard and mouse, a gamepad, or a bot at a level. A gamepad
joins by pressing its confirm button here: it takes the first bot seat (or a new seat when
the game has room). The last setup of each game is remembered in the settings file.
"""
from __future__ import annotations

import time

import pygame

from ..engine.bots import LEVELS
from ..engine.match import Match, SeatSpec
from ..engine.protocol import Game, Option
from ..ui import theme
from ..ui.text import draw_text, draw_wrapped
from ..ui.widgets import Button
from .base import MenuScene


def controller_label(spec: SeatSpec) -> str:
    if spec.is_bot:
        return f"Bot ({spec.level})"
    if spec.controller == "kbd":
        return "Keyboard + mouse"
    return f"Gamepad {spec.controller[3:]}"


def option_text(option: Option, value) -> str:
    if isinstance(option.default, bool):
        return "on" if value else "off"
    return str(value)


def next_option_value(option: Option, value):
    """The value after `value` when the option's button is pressed (wrapping)."""
    if option.choices:
        choices = list(option.choices)
        return choices[(choices.index(value) + 1) % len(choices)] if value in choices \
            else choices[0]
    if isinstance(option.default, bool):
        return not value
    if isinstance(option.default, int):
        low = option.minimum if option.minimum is not None else 0
        high = option.maximum if option.maximum is not None else max(low, option.default) + 10
        step = 1 if high - low <= 20 else max(1, (high - low) // 10)
        return low if value + step > high else value + step
    return value


class SeatSetupScene(MenuScene):
    """Choose seats and options for `game`, then start the match."""

    def __init__(self, app, game: Game) -> None:
        super().__init__(app)
        self.game = game
        self.seats: list[SeatSpec] = []
        self.options: dict = {}
        self.editing: int | None = None
        """The seat whose name is being typed, if any."""
        self.notice = ""

    # ---- remembered setup ---------------------------------------------------------
    def enter(self) -> None:
        self.seats, self.options = self.remembered()
        pygame.key.start_text_input()

    def exit(self) -> None:
        pygame.key.stop_text_input()

    def remembered(self) -> tuple[list[SeatSpec], dict]:
        """The last setup used for this game, when it still fits; else a fresh one."""
        game = self.game
        saved = self.app.settings.setups.get(game.id)
        if isinstance(saved, dict):
            try:
                seats = [SeatSpec.from_json(s) for s in saved.get("seats", [])]
                options = game.resolve_options(saved.get("options", {}))
                if game.min_seats <= len(seats) <= game.max_seats and all(
                        s.kind in ("human", "bot") for s in seats):
                    return seats, options
            except (ValueError, KeyError, TypeError):
                pass
        count = game.min_seats
        seats = [SeatSpec("human", "kbd")] + [SeatSpec("bot", "normal")
                                                for _ in range(count - 1)]
        return seats, game.default_options()

    def remember(self) -> None:
        self.app.settings.setups[self.game.id] = {
            "seats": [s.to_json() for s in self.seats], "options": dict(self.options)}
        self.app.save_settings()

    # ---- seats --------------------------------------------------------------------
    def seat_name(self, i: int) -> str:
        return self.seats[i].name or self.game.seat_names(len(self.seats))[i]

    def seat_colour(self, i: int) -> tuple:
        return theme.seat_colour(self.seats[i].colour, i)

    def controllers(self) -> list[tuple[str, str]]:
        """(kind, controller) choices in cycling order."""
        pads = self.app.input.pad_sources()
        used = {s.controller for s in self.seats if not s.is_bot}
        choices = [("human", "kbd")] + [("human", p) for p in pads]
        choices += [("human", c) for c in sorted(used) if c != "kbd" and c not in pads]
        return choices + [("bot", lvl) for lvl in LEVELS]

    def set_count(self, n: int) -> None:
        n = max(self.game.min_seats, min(self.game.max_seats, n))
        while len(self.seats) < n:
            self.seats.append(SeatSpec("bot", "normal"))
        del self.seats[n:]
        self.invalidate()

    def join(self, source: str) -> bool:
        """A pad pressed confirm: give it a seat if it has none. True when it joined."""
        if any(not s.is_bot and s.controller == source for s in self.seats):
            return False
        target = next((i for i, s in enumerate(self.seats) if s.is_bot), None)
        if target is None and len(self.seats) < self.game.max_seats:
            self.seats.append(SeatSpec("bot", "normal"))
            target = len(self.seats) - 1
        if target is None:
            self.notice = f"Gamepad {source[3:]}: every seat is taken by a person."
            return False
        spec = self.seats[target]
        self.seats[target] = SeatSpec("human", source, spec.name, spec.colour)
        self.notice = f"Gamepad {source[3:]} joined as {self.seat_name(target)}."
        self.app.cue("turn")
        self.invalidate()
        return True

    # ---- widgets ------------------------------------------------------------------
    def build(self, surface: pygame.Surface) -> list[Button]:
        u = theme.unit(surface)
        w, h = surface.get_size()
        margin = round(6 * u)
        row_h = round(6 * u)
        gap = round(1.2 * u)
        y = round(15 * u)
        col = [round(24 * u), round(15 * u), round(30 * u)]
        fixed = self.game.min_seats == self.game.max_seats
        buttons = [Button(pygame.Rect(margin, y, col[0] + col[1] + gap, row_h),
                          f"Players: {len(self.seats)}", ("count",),
                          detail="always, in this game" if fixed
                          else f"{self.game.min_seats} to {self.game.max_seats}")]
        y += row_h + 2 * gap
        palette = theme.seat_palette()
        for i, spec in enumerate(self.seats):
            x = margin
            name = self.seat_name(i) + ("_" if self.editing == i else "")
            buttons.append(Button(pygame.Rect(x, y, col[0], row_h), name, ("name", i),
                                  colour=self.seat_colour(i),
                                  detail="typing\u2026 Enter to finish" if self.editing == i
                                  else "name"))
            x += col[0] + gap
            colour_name = theme.colour_name(spec.colour or palette[i % len(palette)])
            buttons.append(Button(pygame.Rect(x, y, col[1], row_h), "Colour", ("colour", i),
                                  colour=self.seat_colour(i), detail=colour_name))
            x += col[1] + gap
            buttons.append(Button(pygame.Rect(x, y, col[2], row_h), controller_label(spec),
                                  ("controller", i), detail="controller"))
            y += row_h + gap
        ox = margin + sum(col) + 2 * gap + round(6 * u)
        oy = round(15 * u)
        ow = max(round(30 * u), w - margin - ox)
        for option in self.game.options:
            value = self.options.get(option.key, option.default)
            buttons.append(Button(pygame.Rect(ox, oy, ow, row_h),
                                  f"{option.label or option.key}: {option_text(option, value)}",
                                  ("option", option.key), detail=option.help))
            oy += row_h + gap
        bw = round(24 * u)
        bottom = h - margin - row_h
        buttons.append(Button(pygame.Rect(w - margin - bw, bottom, bw, row_h), "Start game",
                              ("start",), colour=theme.ACCENT))
        buttons.append(Button(pygame.Rect(w - margin - 2 * bw - gap, bottom, bw, row_h), "Back",
                              ("back",)))
        buttons.append(Button(pygame.Rect(w - margin - 3 * bw - 2 * gap, bottom, bw, row_h),
                              "Rules", ("rules",)))
        return buttons

    def handle(self, intent) -> bool:
        if self.editing is not None:
            return self.handle_typing(intent)
        if intent.kind == "confirm" and intent.source.startswith("pad") and self.join(intent.source):
            return True
        if intent.kind == "pad_removed":
            self.invalidate()
            return True
        if intent.kind == "pad_added":
            self.notice = f"Gamepad {intent.source[3:]} connected: press its A button to join."
            self.invalidate()
            return True
        return super().handle(intent)

    def handle_typing(self, intent) -> bool:
        i = self.editing
        spec = self.seats[i]
        if intent.kind == "text":
            if spec.name or not intent.text.isspace():
                spec.name = (spec.name + intent.text)[:18]
        elif intent.kind == "confirm" and intent.text == " ":
            pass  # the space arrives as text too
        elif intent.kind == "back":
            spec.name = spec.name[:-1]
        elif intent.kind in ("confirm", "menu", "click", "up", "down"):
            self.editing = None
            if intent.kind in ("click", "up", "down"):
                self.invalidate()
                return super().handle(intent)
        self.invalidate()
        return True

    def choose(self, button: Button) -> None:
        kind = button.value[0]
        if kind == "count":
            n = len(self.seats) + 1
            self.set_count(n if n <= self.game.max_seats else self.game.min_seats)
        elif kind == "name":
            self.editing = button.value[1]
        elif kind == "colour":
            i = button.value[1]
            palette = theme.seat_palette()
            current = self.seats[i].colour or palette[i % len(palette)]
            at = palette.index(current) if current in palette else -1
            self.seats[i].colour = palette[(at + 1) % len(palette)]
        elif kind == "controller":
            i = button.value[1]
            spec = self.seats[i]
            choices = self.controllers()
            here = (spec.kind, spec.controller)
            kind_, ctrl = choices[(choices.index(here) + 1) % len(choices)] \
                if here in choices else choices[0]
            self.seats[i] = SeatSpec(kind_, ctrl, spec.name, spec.colour)
        elif kind == "option":
            option = next(o for o in self.game.options if o.key == button.value[1])
            self.options[option.key] = next_option_value(
                option, self.options.get(option.key, option.default))
        elif kind == "start":
            self.start()
            return
        elif kind == "back":
            self.app.pop()
            return
        elif kind == "rules":
            from .rules_scene import RulesScene

            self.app.push(RulesScene(self.app, self.game))
            return
        self.invalidate()

    def back(self) -> None:
        self.app.pop()

    def start(self, seed: int | None = None) -> Match:
        """Remember this setup and open the match (the table replaces this screen)."""
        self.remember()
        seats = [SeatSpec(s.kind, s.controller, self.seat_name(i), s.colour)
                 for i, s in enumerate(self.seats)]
        seed = seed if seed is not None else time.time_ns() % 1_000_000_007
        match = Match.start(self.game, seats, dict(self.options), seed)
        self.app.pop()
        self.app.open_match(match)
        return match

    def draw(self, surface: pygame.Surface) -> None:
        self.layout(surface)
        u = theme.unit(surface)
        w, h = surface.get_size()
        surface.blit(theme.background(surface.get_size()), (0, 0))
        margin = round(6 * u)
        first_option = next((b for b in self.ring.buttons if b.value[0] == "option"), None)
        right = (first_option.rect.left if first_option is not None else w) - round(2 * u)
        title = draw_text(surface, self.game.name, (margin, round(3.5 * u)),
                          theme.title_px(surface, 5), theme.ACCENT, bold=True,
                          max_width=w - 2 * margin)
        draw_text(surface, "Who is playing? Gamepads: press A (Cross) to join.",
                  (margin, max(round(10.5 * u), title.bottom - round(0.5 * u))),
                  theme.text_px(surface, 2.2), theme.MUTED, max_width=right - margin)
        if first_option is not None:
            draw_text(surface, "Options", (first_option.rect.left, first_option.rect.top - u),
                      theme.text_px(surface, 2), theme.MUTED, bold=True, anchor="bottomleft")
        self.ring.draw(surface, theme.text_px(surface, 2.1))
        focused = self.ring.focused
        options = [b for b in self.ring.buttons if b.value[0] == "option"]
        if focused is not None and focused.value[0] == "option" and focused.detail:
            # The button's one line cuts a long help text: the focused option's help in full.
            size = theme.text_px(surface, 1.9)
            top = options[-1].rect.bottom + round(1.5 * u)
            bottom = min(b.rect.top for b in self.ring.buttons if b.value[0] == "start")
            box = pygame.Rect(focused.rect.left, top, focused.rect.width,
                              max(0, bottom - top - round(u)))
            draw_wrapped(surface, focused.detail, box, size, theme.MUTED,
                         max_lines=max(1, box.height // theme.font(size).get_linesize()))
        if self.notice:
            draw_text(surface, self.notice, (margin, h - margin - round(3 * u)),
                      theme.text_px(surface, 2), theme.GOOD, anchor="midleft")
