"""Every saved game in one scrolling list, for when the launcher has more than it can show.

Each row continues its game the way the launcher's Continue buttons do (the launcher's own
`continue_save`), or puts the save away: after a confirmation the file moves to
``saves/finished/`` (`saves.retire`), so nothing a player puts away is ever lost.
"""
from __future__ import annotations

from pathlib import Path

import pygame

from ..ui import theme
from ..ui.text import draw_text, draw_wrapped, fit
from ..ui.widgets import Button, FocusRing, dim, panel
from .base import MenuScene

ROW_UNITS = 6.0
"""A row's height in units (the launcher's Continue buttons are as tall)."""
GAP_UNITS = 1.2
PUT_AWAY_UNITS = 24.0
"""The width of a row's "Put away" button in units."""


def newest_first(saves: list) -> list:
    """Saves ordered as the launcher lists them: the most recently played first."""
    return sorted(saves, key=lambda s: s.saved_at, reverse=True)


class SavedGamesScene(MenuScene):
    """All saved games, newest first: continue one, or put one away (behind a confirmation).

    Up/down, the d-pad and the wheel move through the list, which scrolls to keep the focused
    row in view; left/right go between a row's Continue and Put away; back returns to the
    launcher.
    """

    def __init__(self, app, launcher) -> None:
        super().__init__(app)
        self.launcher = launcher
        """The launcher underneath: its `continue_save` opens a game, its `save_label`
        words a row, and a save that cannot be opened leaves its reason in its `notice`."""
        self.saves: list = []
        self.first = 0
        """The index of the first row in view (the scroll position)."""
        self.message = ""
        """What the last put-away did (or why it could not)."""
        self.problems: list[str] = []

    # ---- the list ---------------------------------------------------------------------
    def enter(self) -> None:
        self.refresh()

    def resume(self) -> None:
        self.refresh()

    def refresh(self) -> None:
        """Read the saves again (one may have been put away or finished since)."""
        from ..engine.saves import list_saves

        from .launcher import saves_of_this_box

        try:
            saves, problems = list_saves()
        except OSError as exc:
            saves, problems = [], [f"Saved games could not be read: {exc}"]
        saves, foreign = saves_of_this_box(saves)  # no row that could only fail
        self.saves = newest_first(saves)
        self.problems = problems + foreign
        self.invalidate()
        self.app.dirty = True

    def list_area(self, surface: pygame.Surface) -> pygame.Rect:
        """Where the rows go: under the header, above the Back button and the notes."""
        u = theme.unit(surface)
        w, h = surface.get_size()
        margin = round(6 * u)
        top = round(10.5 * u) + theme.font(theme.text_px(surface, 2.3)).get_linesize() \
            + round(2 * u)
        bottom = h - margin - round(ROW_UNITS * u) - round(2 * u) - self.notes_height(surface)
        return pygame.Rect(margin, top, w - 2 * margin - round(2.5 * u), max(0, bottom - top))

    @staticmethod
    def notes_height(surface: pygame.Surface) -> int:
        """Room for two lines of notes over the Back button (a refusal, a put-away)."""
        return 2 * theme.font(theme.text_px(surface, 1.8)).get_linesize()

    def rows_in_view(self, surface: pygame.Surface) -> int:
        u = theme.unit(surface)
        pitch = round(ROW_UNITS * u) + round(GAP_UNITS * u)
        return max(1, (self.list_area(surface).height + round(GAP_UNITS * u)) // pitch)

    def clamp_scroll(self, surface: pygame.Surface) -> None:
        most = max(0, len(self.saves) - self.rows_in_view(surface))
        self.first = max(0, min(self.first, most))

    def build(self, surface: pygame.Surface) -> list[Button]:
        u = theme.unit(surface)
        w, h = surface.get_size()
        margin = round(6 * u)
        self.clamp_scroll(surface)
        area = self.list_area(surface)
        row_h, gap = round(ROW_UNITS * u), round(GAP_UNITS * u)
        away_w = round(PUT_AWAY_UNITS * u)
        view = self.rows_in_view(surface)
        buttons: list[Button] = []
        for i, save in enumerate(self.saves):
            # rows out of view keep their place above or below it, so up/down from the
            # edge of the view reach them (and the view follows); they are never drawn
            # nor clicked
            y = area.top + (i - self.first) * (row_h + gap)
            hidden = not self.first <= i < self.first + view
            label, value, detail = self.launcher.save_label(save)
            tags = {"row": i, "hidden": hidden}
            buttons.append(Button(pygame.Rect(area.left, y, area.width - away_w - gap, row_h),
                                  label, value, detail=detail, tags=dict(tags)))
            buttons.append(Button(pygame.Rect(area.right - away_w, y, away_w, row_h),
                                  "Put away", ("retire", str(save.path)),
                                  detail="the file is kept", tags=dict(tags)))
        back_w = round(24 * u)
        buttons.append(Button(pygame.Rect(w - margin - back_w, h - margin - row_h, back_w, row_h),
                              "Back", ("back",)))
        return buttons

    def visible(self) -> list[Button]:
        return [b for b in self.ring.buttons if not b.tags.get("hidden")]

    def visible_at(self, pos) -> Button | None:
        """The button under the mouse among those drawn (a row out of view may lie under
        the Back button)."""
        return next((b for b in self.visible() if b.rect.collidepoint(pos)), None)

    # ---- input ------------------------------------------------------------------------
    def handle(self, intent) -> bool:
        self.layout()
        kind = intent.kind
        if kind in ("up", "down") and intent.text == "wheel":
            self.scroll_by(-1 if kind == "up" else 1)
            return True
        if kind in ("point", "click") and intent.pos is not None:
            button = self.visible_at(intent.pos)
            if button is None:
                return kind == "click"
            index = self.ring.buttons.index(button)
            changed = index != self.ring.index
            self.ring.index = index
            if kind == "click":
                self.app.cue("click")
                self.choose(button)
                return True
            return changed
        directions = {"up": (0, -1), "down": (0, 1), "left": (-1, 0), "right": (1, 0)}
        focused = self.ring.focused
        if kind in directions and focused is not None and "row" not in focused.tags:
            # from Back, only what is drawn: a row out of view may lie right under it
            self.move_among_visible(*directions[kind])
            return True
        if kind in ("left", "right") and focused is not None and "row" in focused.tags:
            # left/right stay in the row (Back sits a little right of the Put away column)
            self.ring.index = 2 * focused.tags["row"] + (1 if kind == "right" else 0)
            return True
        used = super().handle(intent)
        self.follow_focus()
        return used

    def move_among_visible(self, dx: int, dy: int) -> None:
        """Move the focus in direction (dx, dy) among the buttons drawn only."""
        shown = FocusRing()
        shown.set(self.visible())
        shown.index = shown.buttons.index(self.ring.focused)
        if shown.move(dx, dy):
            self.ring.index = self.ring.buttons.index(shown.focused)

    def scroll_by(self, rows: int) -> None:
        """Scroll the view by `rows`; focus stays on its row while that row is in view, else
        it moves to the nearest row in view (in the same column)."""
        surface = self.app.surface
        before = self.first
        self.first += rows
        self.clamp_scroll(surface)
        if self.first == before:
            return
        focused = self.ring.focused
        if focused is not None and "row" in focused.tags:
            view = self.rows_in_view(surface)
            row = min(max(focused.tags["row"], self.first), self.first + view - 1)
            column = 0 if focused.value[0] == "save" else 1
            # every row is built (two buttons each, in order): focus the one now in view
            self.ring.index = 2 * row + column
        self.invalidate()
        self.layout(surface)
        self.app.dirty = True

    def follow_focus(self) -> None:
        """Scroll so the focused row is in view (after keys, the d-pad, Tab)."""
        focused = self.ring.focused
        if focused is None or "row" not in focused.tags:
            return
        surface = self.app.surface
        row, view = focused.tags["row"], self.rows_in_view(surface)
        if row < self.first:
            self.scroll_by(row - self.first)
        elif row >= self.first + view:
            self.scroll_by(row - (self.first + view - 1))

    def choose(self, button: Button) -> None:
        kind = button.value[0]
        if kind == "save":
            self.message = ""
            if not self.launcher.continue_save(button.value[1], covered=True):
                self.refresh()  # a save that does not replay was moved aside: its row goes
        elif kind == "retire":
            save = next((s for s in self.saves if str(s.path) == button.value[1]), None)
            if save is not None:
                self.app.push(PutAwayScene(self.app, self, save))
        elif kind == "back":
            self.back()

    def put_away(self, save) -> None:
        """Move `save` to ``saves/finished/`` (the confirmation said yes)."""
        from ..engine.saves import retire

        name = self.launcher.save_label(save)[0].removeprefix("Continue ")
        row = next((i for i, s in enumerate(self.saves) if s.path == save.path), 0)
        try:
            moved = retire(Path(save.path))
        except OSError as exc:
            self.message = f"{name} could not be put away: {exc.strerror or exc}"
            self.app.cue("failure")
            return
        self.message = f"{name} was put away in saves/finished/{moved.name}."
        self.refresh()
        self.focus_row(row)

    def focus_row(self, row: int) -> None:
        """Focus the Put away button of row `row` (the last row when the list is shorter
        now; Back when it is empty) and scroll it into view: after a put-away the focus
        stays where it was, on the row that moved up into the gap, so putting away
        several in a row needs no walk back down from the top."""
        self.layout()
        if not self.saves:
            self.ring.index = len(self.ring.buttons) - 1
            return
        # every row is built (two buttons each, in order): its Put away is the second
        self.ring.index = 2 * min(row, len(self.saves) - 1) + 1
        self.follow_focus()

    # ---- drawing ----------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        u, w, h, margin = self.draw_backdrop(surface)
        count = len(self.saves)
        view = self.rows_in_view(surface)
        if count > view:
            shown = f"Showing {self.first + 1}\u2013{min(count, self.first + view)} of {count}" \
                    " \u00b7 up/down or the wheel scrolls."
        else:
            shown = "Newest first."
        games = "1 unfinished game" if count == 1 else f"{count} unfinished games"
        self.draw_header(surface, "Saved games", f"{games}. {shown}")
        focused = self.ring.focused
        size = theme.text_px(surface, 2.1)
        for b in self.visible():
            b.draw(surface, b is focused, size)
        self.draw_scrollbar(surface, count, view)
        if not self.saves:
            area = self.list_area(surface)
            draw_text(surface, "No saved games left: every game is finished or put away.",
                      (area.left, area.top), theme.text_px(surface, 2.2), theme.MUTED,
                      max_width=area.width)
        notes = [n for n in (self.launcher.notice, self.message) if n] + self.problems
        if notes:
            back = self.ring.buttons[-1].rect
            note_size = theme.text_px(surface, 1.8)
            line_h = theme.font(note_size).get_linesize()
            box = pygame.Rect(margin, back.top - self.notes_height(surface) - round(u),
                              w - 2 * margin, self.notes_height(surface))
            colour = theme.GOOD if notes[0] == self.message and "put away in" in self.message \
                else theme.BAD
            draw_wrapped(surface, notes[0], box, note_size, colour,
                         max_lines=max(1, box.height // line_h))
        hint = ("Up/down: move \u00b7 Left/right: Continue or Put away \u00b7 "
                "Enter or A: choose \u00b7 Esc or B: back")
        draw_text(surface, hint, (margin, h - round(2.5 * u)), theme.text_px(surface, 1.6),
                  theme.FAINT, anchor="bottomleft",
                  max_width=self.ring.buttons[-1].rect.left - margin - round(2 * u))

    def draw_scrollbar(self, surface: pygame.Surface, count: int, view: int) -> None:
        """A thin bar right of the rows when they do not all fit: where the view is."""
        if count <= view:
            return
        u = theme.unit(surface)
        area = self.list_area(surface)
        rows_h = view * round(ROW_UNITS * u) + (view - 1) * round(GAP_UNITS * u)
        track = pygame.Rect(area.right + round(1.2 * u), area.top, max(3, round(0.8 * u)),
                            rows_h)
        pygame.draw.rect(surface, theme.PANEL, track, border_radius=track.width // 2)
        thumb_h = max(track.width * 2, track.height * view // count)
        thumb_top = track.top + (track.height - thumb_h) * self.first // max(1, count - view)
        pygame.draw.rect(surface, theme.ACCENT, pygame.Rect(track.left, thumb_top, track.width,
                                                            thumb_h),
                         border_radius=track.width // 2)


class PutAwayScene(MenuScene):
    """"Put this save away?" over the list; "Keep it" has the focus, so a stray confirm
    costs nothing, and back keeps it too."""

    opaque = False

    def __init__(self, app, listing: SavedGamesScene, save) -> None:
        super().__init__(app)
        self.listing = listing
        self.save = save

    def build(self, surface: pygame.Surface) -> list[Button]:
        u = theme.unit(surface)
        w, h = surface.get_size()
        bw, bh, gap = round(30 * u), round(6 * u), round(2 * u)
        top = h // 2 + round(4 * u)
        left = (w - 2 * bw - gap) // 2
        return [Button(pygame.Rect(left, top, bw, bh), "Keep it", ("keep",)),
                Button(pygame.Rect(left + bw + gap, top, bw, bh), "Put it away", ("retire",),
                       detail="to saves/finished/")]

    def choose(self, button: Button) -> None:
        self.app.pop()
        if button.value[0] == "retire":
            self.listing.put_away(self.save)

    def draw(self, surface: pygame.Surface) -> None:
        self.layout(surface)
        dim(surface, 200)
        u = theme.unit(surface)
        w, h = surface.get_size()
        buttons = self.ring.buttons
        area = buttons[0].rect.union(buttons[-1].rect)
        area.width = max(area.width, min(w - round(8 * u), round(90 * u)))
        area.centerx = w // 2
        area = area.inflate(round(6 * u), round(6 * u))
        area.top = h // 2 - round(16 * u)
        area.height = buttons[0].rect.bottom + round(3 * u) - area.top
        panel(surface, area, theme.CURTAIN, alpha=240)
        inner = area.width - round(6 * u)
        label, _, detail = self.listing.launcher.save_label(self.save)
        title = theme.title_px(surface, 3.4)
        draw_text(surface, fit(f"Put away {label.removeprefix('Continue ')}?", title, inner, True),
                  (area.centerx, area.top + round(2 * u)), title, theme.ACCENT, bold=True,
                  anchor="midtop")
        size = theme.text_px(surface, 1.9)
        line_h = theme.font(size).get_linesize()
        text_top = area.top + round(2 * u) + theme.font(title, True).get_linesize() + round(u)
        body = (f"{detail}. It leaves the list of saved games and moves to saves/finished/ "
                "in your data folder: the file is kept, never deleted.")
        box = pygame.Rect(area.left + round(3 * u), text_top, inner,
                          buttons[0].rect.top - round(u) - text_top)
        draw_wrapped(surface, body, box, size, theme.TEXT,
                     max_lines=max(1, box.height // line_h))
        self.ring.draw(surface, theme.text_px(surface, 2.1))
