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
from ..errors import ContentError
from ..ui import theme
from ..ui.text import (draw_text, draw_wrapped, fit, fitting_size, line_height, measure,
                       wrap)
from ..ui.widgets import Button, arrow_zones, draw_arrows, two_line_sizes
from .base import MenuScene


def controller_label(spec: SeatSpec) -> str:
    """What a seat's controller button says ("Keyboard + mouse", "Gamepad 2", "Bot (hard)")."""
    if spec.is_bot:
        return f"Bot ({spec.level})"
    if spec.controller == "kbd":
        return "Keyboard + mouse"
    return f"Gamepad {spec.controller[3:]}"


def colour_hex(rgb: tuple) -> str:
    """``#rrggbb`` for an RGB tuple (the inverse of `theme.rgb`)."""
    return "#%02x%02x%02x" % tuple(rgb)


def shown_colour_name(colour: str, index: int) -> str:
    """The name of the colour a seat with `colour` (empty: its place's default) shows at
    place `index`. Names, not hex codes, tell colours apart: the colour-blind palette draws
    the default "sky blue" and its own alike, so two seats holding those are one colour."""
    return theme.colour_name(colour_hex(theme.seat_colour(colour, index)))


def distinct_colours(seats: list[SeatSpec]) -> list[SeatSpec]:
    """`seats`, each showing a colour of its own: a seat showing the colour of a seat
    before it (a setup remembered from before colours were kept apart, or from the other
    palette) takes the first colour of the palette nobody shows. Returns `seats`."""
    shown = [shown_colour_name(s.colour, i) for i, s in enumerate(seats)]
    for i, spec in enumerate(seats):
        if shown[i] not in shown[:i]:
            continue
        free = next((p for p in theme.seat_palette() if theme.colour_name(p) not in shown),
                    None)
        if free is not None:  # more seats than colours: nothing to give
            spec.colour = free
            shown[i] = theme.colour_name(free)
    return seats


def option_text(option: Option, value) -> str:
    return option.text(value)


def step_option_value(option: Option, value, delta: int = 1):
    """The value `delta` (+1 or -1) steps away from `value`, wrapping at either end."""
    if option.choices:
        choices = list(option.choices)
        if value not in choices:
            return choices[0]
        return choices[(choices.index(value) + delta) % len(choices)]
    if isinstance(option.default, bool):
        return not value
    if isinstance(option.default, int):
        low = option.minimum if option.minimum is not None else 0
        high = option.maximum if option.maximum is not None else max(low, option.default) + 10
        stops = number_stops(low, high, option.default, value)
        return stops[(stops.index(value) + delta) % len(stops)]
    return value


ROUND_STEPS = (1, 2, 3, 5, 10, 15, 20, 30, 45, 60, 90, 120, 180, 240, 300, 450, 600, 900,
               1200, 1500, 2000, 3000, 5000, 10000)
"""Values a number option stops at on a wide range: round numbers, about half again each
(seconds read as 45 s, 1 min 30, 3 min; counts as 100, 150, 200)."""


def number_stops(low: int, high: int, default: int, value: int) -> list[int]:
    """The values a number option steps through, in order.

    A narrow range (20 or less) steps by one. A wide one stops at round numbers that grow
    by about half each time, so a couple of presses go from 30 s to 3 min and none lands on
    177; the ends, the default and the value now are always among the stops, so a step one
    way and one the other come back to where they started.
    """
    if high - low <= 20:
        stops = set(range(low, high + 1))
    else:
        # no stops too fine for the range (a 1 s or 2 s turn on a range up to 10 min)
        stops = {n for n in ROUND_STEPS if low < n < high and n >= (high - low) / 100}
    return sorted(stops | {low, high, default, value})


def next_option_value(option: Option, value):
    """The value after `value` when the option's button is pressed (wrapping)."""
    return step_option_value(option, value, 1)


STEPPABLE = ("count", "option", "colour", "controller")
"""Buttons whose value steps both ways: they show two arrows, and while one has the focus
left/right (keys, the pad's d-pad, the stick) step it back and forth; the mouse steps back on
its back arrow and forward anywhere else; choosing it steps forward. One rule for every
button with arrows: left/right move the focus only on buttons without them (a seat's name
passes right onto its colour; Tab / LB RB and up/down go everywhere)."""


SUBTITLES = ("Who is playing? Gamepads: press A (Cross) to join.",
             "Who is playing? Gamepads: press A to join.")
"""The line under the game's name, and a shorter one for when huge text leaves no room."""
OPTION_HELP_HINT = "Move to an option, or point at it, to read all of what it does here."
"""Shown where an option's help goes while no option has the focus."""


ROLE_UNITS = 1.6
"""The size of a seat's role line (`SeatSetupScene.draw_roles`), in text units."""
ROLE_SMALLEST = 0.8
"""The share of its size a role line may shrink to before it is cut."""


def role_line_height(surface: pygame.Surface) -> int:
    """The height of a seat's role line under its row."""
    return line_height(theme.text_px(surface, ROLE_UNITS))


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
        self.error = ""
        """Why the last "Start game" was refused (shown until the next start)."""
        self.content_notes: list[str] = []
        """Files of the user's own this game leaves out (a broken map is not among the
        choices: this says why)."""

    # ---- remembered setup ---------------------------------------------------------
    def enter(self) -> None:
        self.seats, self.options = self.remembered()
        self.content_notes = self.user_content_problems()
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
                options = self.still_offered(game.resolve_options(saved.get("options", {})))
                if game.min_seats <= len(seats) <= game.max_seats and all(
                        s.kind in ("human", "bot") for s in seats):
                    return distinct_colours(seats), options
            except (ValueError, KeyError, TypeError):
                pass
        count = game.min_seats
        seats = [SeatSpec("human", "kbd")] + [SeatSpec("bot", "normal")
                                                for _ in range(count - 1)]
        return seats, game.default_options()

    def still_offered(self, options: dict) -> dict:
        """`options` with every choice no longer offered (a map file since deleted or
        broken) set back to the option's default."""
        for option in self.game.options:
            if option.choices and options.get(option.key) not in option.choices:
                options[option.key] = option.default
        return options

    def user_content_problems(self) -> list[str]:
        from ..engine.registry import GameEntry
        from .launcher import user_content_problems

        try:
            return user_content_problems([GameEntry(self.game.id, self.game)])
        except OSError as exc:  # an unreadable folder is worth a line, not a crash
            return [f"Your content folder could not be read: {exc}"]

    def remember(self) -> None:
        self.app.settings.setups[self.game.id] = {
            "seats": [s.to_json() for s in self.seats], "options": dict(self.options)}
        self.app.save_settings()

    # ---- seats --------------------------------------------------------------------
    def seat_name(self, i: int) -> str:
        return self.seats[i].name or self.game.seat_names(len(self.seats))[i]

    def seat_colour(self, i: int) -> tuple:
        return theme.seat_colour(self.seats[i].colour, i)

    def colour_held_by_others(self, i: int) -> set[str]:
        """The names of the colours the seats other than `i` show."""
        return {shown_colour_name(s.colour, j) for j, s in enumerate(self.seats) if j != i}

    def step_colour(self, i: int, delta: int) -> None:
        """Step seat `i`'s colour `delta` (+1/-1) along the palette, wrapping, past the
        colours other seats show: a colour is all that tells a seat's pawn from another's
        on the table, so no two seats may share one. With every colour taken it stays."""
        palette = theme.seat_palette()
        names = [theme.colour_name(p) for p in palette]
        held = self.colour_held_by_others(i)
        mine = shown_colour_name(self.seats[i].colour, i)
        # a colour off this palette (written by hand) steps onto its first colour
        at = names.index(mine) if mine in names else -delta
        for _ in palette:
            at = (at + delta) % len(palette)
            if names[at] not in held:
                self.seats[i].colour = palette[at]
                return

    def controllers(self) -> list[tuple[str, str]]:
        """(kind, controller) choices in cycling order."""
        pads = self.app.input.pad_sources()
        used = {s.controller for s in self.seats if not s.is_bot}
        choices = [("human", "kbd")] + [("human", p) for p in pads]
        choices += [("human", c) for c in sorted(used) if c != "kbd" and c not in pads]
        return choices + [("bot", lvl) for lvl in LEVELS]

    def step(self, button: Button, delta: int) -> None:
        """Step a count, colour, controller or option button's value by `delta` (+1/-1),
        wrapping at either end."""
        kind = button.value[0]
        if kind == "count":
            low, high = self.game.min_seats, self.game.max_seats
            n = len(self.seats) + delta
            self.set_count(low if n > high else high if n < low else n)
        elif kind == "colour":
            self.step_colour(button.value[1], delta)
        elif kind == "controller":
            i = button.value[1]
            spec = self.seats[i]
            choices = self.controllers()
            here = (spec.kind, spec.controller)
            kind_, ctrl = choices[(choices.index(here) + delta) % len(choices)] \
                if here in choices else choices[0]
            self.seats[i] = SeatSpec(kind_, ctrl, spec.name, spec.colour)
        elif kind == "option":
            option = next(o for o in self.game.options if o.key == button.value[1])
            self.options[option.key] = step_option_value(
                option, self.options.get(option.key, option.default), delta)
        self.invalidate()

    def set_count(self, n: int) -> None:
        n = max(self.game.min_seats, min(self.game.max_seats, n))
        while len(self.seats) < n:
            self.seats.append(SeatSpec("bot", "normal"))
        del self.seats[n:]
        distinct_colours(self.seats)  # a new seat's default may be a colour chosen above
        self.invalidate()

    def join(self, source: str) -> bool:
        """A pad pressed confirm: give it a seat if it has none. True when it joined."""
        if any(not s.is_bot and s.controller == source for s in self.seats):
            return False
        target = next((i for i, s in enumerate(self.seats) if s.is_bot), None)
        if target is None and len(self.seats) < self.game.max_seats:
            self.seats.append(SeatSpec("bot", "normal"))
            distinct_colours(self.seats)
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
        # colour and controller carry arrows: wide enough for "Colour" at huge text and
        # "Keyboard + mouse" at normal text beside them, leaving the options column room
        # for its longest label and value at huge text
        col = [round(19 * u), round(20 * u), round(34 * u)]
        fixed = self.game.min_seats == self.game.max_seats
        buttons = [Button(pygame.Rect(margin, y, col[0] + col[1] + gap, row_h),
                          f"Players: {len(self.seats)}", ("count",),
                          detail="always, in this game" if fixed
                          else f"{self.game.min_seats} to {self.game.max_seats}")]
        y += row_h + 2 * gap
        roles = self.game.seat_roles(len(self.seats))  # a role is a subtitle, not a name
        role_h = role_line_height(surface) if any(roles) else 0
        for i, spec in enumerate(self.seats):
            x = margin
            name = self.seat_name(i) + ("_" if self.editing == i else "")
            # the name button is narrow: it says the role's short form ("DMO 2"); the whole
            # role with its meaning has a line of its own under the seat's row
            tags = {"role": (roles[i], pygame.Rect(margin, y + row_h + round(0.3 * u),
                                                   sum(col) + 2 * gap, role_h))} \
                if roles[i] else {}
            buttons.append(Button(pygame.Rect(x, y, col[0], row_h), name, ("name", i),
                                  colour=self.seat_colour(i),
                                  detail="typing\u2026 Enter to finish" if self.editing == i
                                  else roles[i].split(" \u00b7 ")[0] or "name", tags=tags))
            x += col[0] + gap
            # the name of the colour drawn (the colour-blind palette draws a remembered red
            # as orange)
            buttons.append(Button(pygame.Rect(x, y, col[1], row_h), "Colour", ("colour", i),
                                  colour=self.seat_colour(i),
                                  detail=shown_colour_name(spec.colour, i)))
            x += col[1] + gap
            buttons.append(Button(pygame.Rect(x, y, col[2], row_h), controller_label(spec),
                                  ("controller", i), detail="controller",
                                  short="Keyboard" if spec.controller == "kbd" else ""))
            y += row_h + gap + (role_h + round(0.3 * u) if roles[i] else 0)
        ox = margin + sum(col) + 2 * gap + round(6 * u)
        oy = round(15 * u)
        ow = max(round(30 * u), w - margin - ox)
        for option in self.game.options:
            value = self.options.get(option.key, option.default)
            buttons.append(Button(pygame.Rect(ox, oy, ow, row_h),
                                  f"{option.label or option.key}: {option_text(option, value)}",
                                  ("option", option.key), detail=option.help))
            oy += row_h + gap
        for b in buttons:
            if b.value[0] in STEPPABLE and not (b.value[0] == "count" and fixed):
                seat_row = b.value[0] in ("colour", "controller")
                b.tags["arrows"] = arrow_zones(b.rect, u, 3.4 if seat_row else 4.2)
        bw = round(24 * u)
        bottom = h - margin - row_h
        buttons.append(Button(pygame.Rect(w - margin - bw, bottom, bw, row_h), "Start game",
                              ("start",), colour=theme.ACCENT))
        buttons.append(Button(pygame.Rect(w - margin - 2 * bw - gap, bottom, bw, row_h), "Back",
                              ("back",)))
        buttons.append(Button(pygame.Rect(w - margin - 3 * bw - 2 * gap, bottom, bw, row_h),
                              "Rules", ("rules",)))
        notes = self.shown_notes()
        if notes:
            # under the notes, at the left end of the bottom row: a note the box can only
            # cut or count is read here whole (beside Rules it took the notes' width)
            buttons.append(Button(pygame.Rect(margin, bottom, bw, row_h),
                                  f"Notes ({len(notes)})", ("notes",)))
        return buttons

    def handle(self, intent) -> bool:
        if self.editing is not None:
            return self.handle_typing(intent)
        if intent.kind == "text" and self.type_over_name(intent.text):
            return True
        if intent.kind == "confirm" and intent.source.startswith("pad") and self.join(intent.source):
            return True
        if intent.kind == "pad_removed":
            self.invalidate()
            return True
        if intent.kind == "focus_gained":
            # back from another window (Tiled, a file manager): maps and packs may have
            # changed, so the Map choice and the notes on the user's files are read again
            self.options = self.still_offered(dict(self.options))
            self.content_notes = self.user_content_problems()
            self.invalidate()
            return True
        if intent.kind == "pad_added":
            self.notice = f"Gamepad {intent.source[3:]} connected: press its A button to join."
            self.invalidate()
            return True
        if intent.kind in ("left", "right"):
            self.layout()
            focused = self.ring.focused
            if focused is not None and "arrows" in focused.tags:
                self.app.cue("click")
                self.step(focused, 1 if intent.kind == "right" else -1)
                return True
        if intent.kind == "click" and intent.pos is not None:
            self.layout()
            button = self.ring.at(intent.pos)
            if button is not None and "arrows" in button.tags \
                    and button.tags["arrows"][0].collidepoint(intent.pos):
                self.ring.hover(intent.pos)
                self.app.cue("click")
                self.step(button, -1)
                return True
        if intent.kind in ("up", "down"):
            self.layout()
            before = self.ring.focused
            used = super().handle(intent)
            self.land_on_name(before)
            return used
        return super().handle(intent)

    def land_on_name(self, before: Button | None) -> None:
        """After an up/down move from `before`: one that came into a seat's row from outside
        the seat rows (down from Players) lands on the seat's name, the row's first button,
        where typing starts. The nearest button would be its colour, which lies under the
        wide Players button too, and letters typed there are lost. Up/down between seats
        keep their column."""
        row = ("name", "colour", "controller")
        after = self.ring.focused
        if before is None or after is None or before.value[0] in row \
                or after.value[0] not in row:
            return
        self.ring.index = next(i for i, b in enumerate(self.ring.buttons)
                               if b.value == ("name", after.value[1]))

    def type_over_name(self, text: str) -> bool:
        """Letters typed while a seat's name has focus (not yet being edited) start the
        editing at once and replace the name, as a field whose text is selected would: a
        player who sees "Player 2" focused and types "Ann" gets "Ann". Whether they did."""
        self.layout()
        focused = self.ring.focused
        if focused is None or focused.value[0] != "name" or not text.strip():
            return False
        self.editing = focused.value[1]
        self.seats[self.editing].name = text.lstrip()[:18]
        self.invalidate()
        return True

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
        if kind in ("count", "colour", "controller", "option"):
            self.step(button, 1)
            return
        if kind == "name":
            self.editing = button.value[1]
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
        elif kind == "notes":
            from .notes import show_all_notes

            show_all_notes(self.app, self.shown_notes())
            return
        self.invalidate()

    def back(self) -> None:
        self.app.pop()

    def start(self, seed: int | None = None) -> Match | None:
        """Remember this setup and open the match (the table replaces this screen).

        A game that cannot start with these options (a map file broken or deleted since
        this screen opened) is refused here with its reason, and the options are read
        again; None then. Raising would close the whole box.
        """
        distinct_colours(self.seats)  # whatever happened on the way, no shared colour
        self.remember()
        seats = [SeatSpec(s.kind, s.controller, self.seat_name(i), s.colour)
                 for i, s in enumerate(self.seats)]
        seed = seed if seed is not None else time.time_ns() % 1_000_000_007
        try:
            match = Match.start(self.game, seats, dict(self.options), seed)
        except (ValueError, ContentError) as exc:
            self.refuse(str(exc))
            return None
        self.app.pop()
        self.app.open_match(match)
        return match

    def refuse(self, message: str) -> None:
        """The game did not start: say why, and offer only what can be played now."""
        self.error = f"The game cannot start: {message}"
        self.notice = ""
        self.options = self.still_offered(dict(self.options))
        self.content_notes = self.user_content_problems()
        self.app.cue("failure")
        self.invalidate()

    def draw_buttons(self, surface: pygame.Surface, size: int) -> None:
        """The buttons, stepping ones with their arrows (label and help kept clear of them)."""
        focused = self.ring.focused
        u = theme.unit(surface)
        for b in self.ring.buttons:
            arrows = b.tags.get("arrows")
            if arrows is None:
                b.draw(surface, b is focused, size)
                continue
            room = arrows[0].left - b.rect.left - round(2.2 * u)
            # fit at the sizes the button draws at (two lines shrink on a short button)
            label, small, _ = two_line_sizes(size, b.rect.height) if b.detail \
                else (size, size, 0)
            words = b.short if b.short and measure(b.label, label, True)[0] > room else b.label
            shown = Button(b.rect, fit(words, label, room, True), b.value, b.enabled,
                           fit(b.detail, small, room), b.colour, b.tags)
            shown.draw(surface, b is focused, size)
            draw_arrows(surface, arrows, theme.TEXT if b is focused else theme.MUTED)

    def draw_roles(self, surface: pygame.Surface) -> None:
        """Each seat's role in the rules with its meaning, whole, on the line under its row
        (the name button has room for the role's short form only). A line too long for the
        row is written smaller, down to `ROLE_SMALLEST` of its size, before it is cut."""
        for b in self.ring.buttons:
            if "role" not in b.tags:
                continue
            words, box = b.tags["role"]
            px = theme.text_px(surface, ROLE_UNITS)
            px = fitting_size(words, px, box.width, smallest=round(px * ROLE_SMALLEST))
            draw_text(surface, words, (box.left + round(theme.unit(surface)), box.top), px,
                      theme.MUTED, max_width=box.width - round(theme.unit(surface)))

    def help_box(self, surface: pygame.Surface) -> pygame.Rect | None:
        """Where the focused option's help is written in full: under the options, above the
        Rules / Back / Start row, as wide as the options (None for a game without any)."""
        u = theme.unit(surface)
        options = [b for b in self.ring.buttons if b.value[0] == "option"]
        if not options:
            return None
        top = options[-1].rect.bottom + round(1.5 * u)
        bottom = min(b.rect.top for b in self.ring.buttons if b.value[0] == "start")
        return pygame.Rect(options[0].rect.left, top, options[0].rect.width,
                           max(0, bottom - top - round(u)))

    def draw_option_help(self, surface: pygame.Surface) -> None:
        """The focused option's help in full (its button's one line cuts a long one, like
        the map option's folder for your own maps), wrapped onto as many lines as it takes;
        a long folder path breaks after a slash. A focused name with a role in the rules
        (`Game.seat_roles`; its button's line cuts it) shows that role whole. With neither
        focused, how to read it."""
        box = self.help_box(surface)
        if box is None:
            return
        focused = self.ring.focused
        size = theme.text_px(surface, 1.9)
        text = focused.detail if focused is not None and focused.value[0] == "option" else ""
        if focused is not None and focused.value[0] == "name":
            role = self.game.seat_roles(len(self.seats))[focused.value[1]]
            text = f"{self.seat_name(focused.value[1])}: {role}" if role else ""
        if not text:
            draw_wrapped(surface, OPTION_HELP_HINT, box, theme.text_px(surface, 1.6),
                         theme.FAINT, max_lines=2)
            return
        # a help too long for the box (a deep data folder, huge text) is written smaller
        # rather than cut
        smallest = theme.text_px(surface, 1.4)
        while size > smallest and len(wrap(text, size, box.width, split_words=True)) \
                * theme.font(size).get_linesize() > box.height:
            size -= 1
        draw_wrapped(surface, text, box, size, theme.MUTED, split_words=True,
                     max_lines=max(1, box.height // theme.font(size).get_linesize()))

    def notes_box(self, surface: pygame.Surface) -> pygame.Rect:
        """Where a refused start and the notes on files of yours go: in the seats' column,
        under the seats and down to the Notes button (the hint line without it), left of the
        Options and of the Rules / Back / Start row, so no note runs into an option or under
        a button."""
        u = theme.unit(surface)
        w, h = surface.get_size()
        margin = round(6 * u)
        buttons = self.ring.buttons
        seat_rows = [b.rect for b in buttons if b.value[0] == "controller"] + [
            b.tags["role"][1] for b in buttons if "role" in b.tags]
        seat_rows.sort(key=lambda r: r.bottom)
        top = (seat_rows[-1].bottom if seat_rows else round(40 * u)) + round(3 * u)
        right = min([b.rect.left for b in buttons if b.value[0] in ("option", "rules")]
                    + [w - margin]) - round(2 * u)
        bottom = h - round(2.5 * u) - theme.font(theme.text_px(surface, 1.6)).get_linesize() \
            - round(u)
        bottom = min([bottom] + [b.rect.top - round(u) for b in buttons if b.value[0] == "notes"])
        return pygame.Rect(margin, top, max(0, right - margin), max(0, bottom - top))

    def shown_notes(self) -> list[str]:
        """What the notes box says, the most important first: why the last start was
        refused, then the files of yours left out (without the game's name: this is its
        screen), but for one whose problem the refusal already tells."""
        notes = [self.error] if self.error else []
        for note in self.content_notes:
            if self.error and note.partition(" \u2014 ")[2] in self.error:
                continue  # the refusal says it already (the broken map that was chosen)
            note = note.removeprefix(f"{self.game.name}: ")
            notes.append(note[:1].upper() + note[1:])
        return notes

    def draw_notes(self, surface: pygame.Surface) -> None:
        """The notes (see `notes.draw_notes`: the refusal whole first, what does not fit
        counted on the last line), and under them a pad's join or connect in green."""
        from .notes import draw_notes

        box = self.notes_box(surface)
        if self.notice and not self.error:
            size = theme.text_px(surface, 2)
            box.height = max(0, box.height - theme.font(size).get_linesize())
            draw_text(surface, self.notice, box.bottomleft, size, theme.GOOD,
                      max_width=box.width)
        draw_notes(surface, self.shown_notes(), box, most=4)

    def draw(self, surface: pygame.Surface) -> None:
        u, w, h, margin = self.draw_backdrop(surface)
        first_option = next((b for b in self.ring.buttons if b.value[0] == "option"), None)
        right = (first_option.rect.left if first_option is not None else w) - round(2 * u)
        # the shorter line when huge text leaves no room for the whole (2.3: the header's
        # text size, see MenuScene.draw_header)
        subtitle = next((line for line in SUBTITLES
                         if measure(line, theme.text_px(surface, 2.3))[0] <= right - margin),
                        SUBTITLES[-1])
        self.draw_header(surface, self.game.name, subtitle, right=right)
        if first_option is not None:
            draw_text(surface, "Options", (first_option.rect.left, first_option.rect.top - u),
                      theme.text_px(surface, 2), theme.MUTED, bold=True, anchor="bottomleft")
        self.draw_buttons(surface, theme.text_px(surface, 2.1))
        self.draw_roles(surface)
        self.draw_option_help(surface)
        self.draw_notes(surface)
        hint = ("Up/down: move \u00b7 Left/right: change a button with arrows \u00b7 "
                "Enter or A: choose \u00b7 Tab or LB/RB: next")
        draw_text(surface, hint, (margin, h - round(2.5 * u)), theme.text_px(surface, 1.6),
                  theme.FAINT, anchor="bottomleft", max_width=w - 2 * margin)
