"""The launcher: a tile per game in the box, saved games to continue, settings and quit.

A game whose module or content is broken keeps its tile, showing the error, and cannot be
started; every other game still plays. Corrupt saves are moved aside by the engine and their
messages are listed here.
"""
from __future__ import annotations

import time

import pygame

from ..engine import registry
from ..ui import art, theme
from ..ui.text import draw_text, draw_wrapped, wrap
from ..ui.widgets import Button, panel
from .base import MenuScene
from .notes import draw_notes, show_all_notes

KNOWN_NAMES = {
    "grungeon": "Enter the Grungeon",
    "guts": "Guts of Glory",
    "grizzled": "The Grizzled: Armistice",
    "ggt": "Grunt, Growl and Tear",
    "gros": "Grave Robbers From Outer Space",
}
"""Display names for the tiles' first frame, before the games' modules are imported (the
loaded game's own `name` replaces it a frame later)."""


def placeholder_name(game_id: str) -> str:
    """A game's display name without importing it: known, else the id made readable."""
    return KNOWN_NAMES.get(game_id) or game_id.replace("_", " ").title()


def tile_art(game_id: str, size: tuple[int, int]) -> pygame.Surface | None:
    """The game's tile picture (``assets/games/<id>.png``) filling `size`, or None."""
    return art.cover(f"games/{game_id}.png", size)


def user_content_problems(entries) -> list[str]:
    """What is wrong with the user's own packs and maps (``<data>/content/``), one line per
    file, for the games that load. The game leaves a broken file of yours out and plays
    without it; without these lines nobody would know why their cards never show up. A map
    or tileset saved from Tiled as JSON (``.tmj``, ``.tsj``, a Tiled ``.json``) is left out
    too, since the box reads .tmx: its line says how to save it as one."""
    from pathlib import Path

    from ..engine.paths import content_roots
    from ..maps.tiled_json import JSON_SUFFIXES, json_problem

    out: list[str] = []
    for entry in entries:
        if entry.game is None:
            continue
        for root in content_roots()[1:]:
            files = []
            for kind, suffixes in (("packs", (".yaml", ".yml")),
                                   ("maps", (".tmx", ".json", *JSON_SUFFIXES))):
                folder = Path(root) / kind / entry.id
                if folder.is_dir():
                    files += sorted(f for f in folder.iterdir() if f.suffix.lower() in suffixes)
            for path in files:
                if path.suffix.lower() in (".json", *JSON_SUFFIXES):
                    saved_as_json = json_problem(path)  # None: a .json that is not Tiled's
                    problems = [saved_as_json] if saved_as_json else []
                else:
                    try:
                        problems = entry.game.validate_file(path)
                    except Exception as exc:  # a checker that fails still names the file
                        problems = [f"could not be checked ({exc})"]
                if not problems:
                    continue
                out.append(problem_line(entry.game.name, path, problems))
    return out


def options_note(entry, options: dict) -> str:
    """What the game says sets a saved match's options apart ("" when it cannot say: a
    hand-edited save must not take the launcher down)."""
    if entry is None or entry.game is None:
        return ""
    try:
        return str(entry.game.options_note(options))
    except Exception:  # noqa: BLE001 - a save's options are not trusted here
        return ""


def problem_line(game_name: str, path, problems: list) -> str:
    """One note for a file of the user's that a game leaves out, with its problems written
    ``file:line:column: message`` as `gamebox validate` prints them and editors read them:
    the count and the first where room is short (the launcher), all on the Notes screen."""
    count = f"{len(problems)} problems: " if len(problems) > 1 else ""
    return (f"{game_name}: your file {path.name} is left out \u2014 {count}"
            + "; ".join(str(p) for p in problems))


def in_saves_folder(message: str) -> str:
    """`message` with the saves folder's full path written ``saves/``: the file's name is
    what tells one save from another, and a long data folder path took the note's room."""
    import os

    from ..engine.paths import saves_dir

    return message.replace(os.path.join(str(saves_dir()), ""), "saves/")


def saves_of_this_box(saves: list) -> tuple[list, list[str]]:
    """`saves` without those this box cannot continue, and a note on them: the saves made
    by a newer gamebox, and a note for each game this box does not have (a game removed, or
    a save copied from a box with more games). Their Continue could only fail, so they get
    no button; the files are not broken, so they stay in ``saves/`` untouched, for the day
    gamebox is updated or the game is back."""
    from ..engine.saves import VERSION

    newer = [s for s in saves if s.newer]
    saves = [s for s in saves if not s.newer]
    known = set(registry.available_ids())
    kept = [s for s in saves if s.game in known]
    missing: dict[str, int] = {}
    for save in saves:
        if save.game not in known:
            missing[save.game] = missing.get(save.game, 0) + 1
    notes = [f"A saved game of {game!r}, which this box does not have, is kept in saves/"
             if count == 1 else
             f"{count} saved games of {game!r}, which this box does not have, are kept in "
             "saves/" for game, count in missing.items()]
    if len(newer) == 1:
        notes.insert(0, f"{in_saves_folder(str(newer[0].path))} needs a newer gamebox (save "
                        f"version {newer[0].newer}, this one reads up to {VERSION}): it is "
                        "kept in saves/ for when gamebox is updated")
    elif newer:
        notes.insert(0, f"{len(newer)} saved games need a newer gamebox (this one reads save "
                        f"versions up to {VERSION}): they are kept in saves/ for when "
                        "gamebox is updated")
    return kept, notes


class LauncherScene(MenuScene):
    """The first screen: pick a game, continue a save, open settings or quit."""

    def __init__(self, app, last_game: str | None = None) -> None:
        super().__init__(app)
        self.last_game = last_game
        """The game just played: its tile takes the focus when the launcher comes back."""
        self.entries: list[registry.GameEntry] = []
        self.saves: list = []
        self.save_problems: list[str] = []
        self.notice = ""
        self.content_problems: list[str] = []
        """Problems of the user's own packs and maps (found once the content loaded)."""
        self.foreign_saves: list[str] = []
        """Saves of games this box does not have, a note per game (`saves_of_this_box`):
        listed last, as they are no problem of today's and come back on every start."""
        self.left_out: dict[str, int] = {}
        """Game id -> how many files of the user's it leaves out (said on its tile too, so
        the note beside the Continue buttons is tied to its game at a glance)."""
        self._stage = 2
        self._warned_save = ""
        """The save whose content note was shown: choosing it again opens it."""
        self._notes_built = 0
        """How many notes there were when the buttons were last built."""

    def enter(self) -> None:
        self.refresh()

    def resume(self) -> None:
        self.refresh()

    def refresh(self) -> None:
        """Read the games and the saves again (a save may have appeared or gone).

        Content packs are loaded after the first frame (`update`), so the window shows up
        fast; a game with broken content shows its error a frame later.
        """
        # Tiles first (ids only), then the game modules, then their content: one step per
        # frame after the first, so the window appears at once and fills in within ~0.1 s.
        self.entries = [registry.GameEntry(gid, None) for gid in registry.available_ids()]
        self._stage = 0
        self.read_saves()

    def read_saves(self, keep_notes: bool = False) -> None:
        """Read the saved games again for the Continue buttons (bad ones are moved aside by
        the engine and named in the notes). With `keep_notes` the notes about bad saves
        shown so far stay: the player has not left the screen since."""
        from ..engine.saves import list_saves

        try:
            saves, problems = list_saves()
        except OSError as exc:
            saves, problems = [], [f"Saved games could not be read: {exc}"]
        saves, self.foreign_saves = saves_of_this_box(saves)
        self.saves = sorted(saves, key=lambda s: s.saved_at, reverse=True)
        earlier = self.save_problems if keep_notes else []
        # a save that could not be moved aside (or opened) is found again: said once
        news = [in_saves_folder(p) for p in problems] + self.app.messages
        self.save_problems = earlier + [p for p in news if p not in earlier]
        self.app.messages = []
        self.invalidate()

    @staticmethod
    def games_without_content() -> list[registry.GameEntry]:
        entries = []
        for gid in registry.available_ids():
            try:
                entries.append(registry.GameEntry(gid, registry.get(gid)))
            except Exception as exc:  # a game that does not even import keeps its tile
                entries.append(registry.GameEntry(gid, None, str(exc) or type(exc).__name__))
        return entries

    def update(self, dt: float) -> None:
        if self._stage < 2 and self.app.frames > 0:
            self.load_next_stage()

    def load_next_stage(self) -> None:
        """Import the games (stage 1), then load and check their content (stage 2)."""
        if self._stage == 0:
            self.entries = self.games_without_content()
            self._stage = 1
        else:
            self.entries = registry.load_all()
            self.content_problems, self.left_out = [], {}
            for entry in self.entries:
                lines = user_content_problems([entry])
                self.content_problems += lines
                if lines:
                    self.left_out[entry.id] = len(lines)
            self._stage = 2
        self.invalidate()
        self.app.dirty = True

    def animating(self) -> bool:
        return self._stage < 2

    def load_now(self) -> None:
        """Load every stage that is still to come at once (choosing a tile, screenshots)."""
        while self._stage < 2:
            self.load_next_stage()

    def entry(self, game_id: str):
        for e in self.entries:
            if e.id == game_id:
                return e
        return None

    def build(self, surface: pygame.Surface) -> list[Button]:
        u = theme.unit(surface)
        w, h = surface.get_size()
        margin = round(6 * u)
        buttons: list[Button] = []
        count = max(1, len(self.entries))
        per_row = min(count, 5)
        gap = round(2 * u)
        tile_w = min(round(34 * u), (w - 2 * margin - gap * (per_row - 1)) // per_row)
        top = round(17 * u)
        rows = (len(self.entries) + per_row - 1) // per_row
        tile_h = self.grown_tile_height(surface, tile_w, top, max(1, rows))
        row_w = per_row * tile_w + (per_row - 1) * gap
        left = (w - row_w) // 2
        for i, entry in enumerate(self.entries):
            r, c = divmod(i, per_row)
            rect = pygame.Rect(left + c * (tile_w + gap), top + r * (tile_h + gap), tile_w, tile_h)
            buttons.append(Button(rect, entry.game.name if entry.game
                                  else placeholder_name(entry.id),
                                  ("game", entry.id), enabled=entry.playable,
                                  tags={"tile": True}))
        y = top + rows * (tile_h + gap) + round(3 * u)
        bw, bh = round(44 * u), round(6 * u)
        slots, save_h = self.continue_rows(surface, y)
        # when some saves do not fit, the last slot opens the list of them all
        shown = slots if len(self.saves) <= slots else slots - 1
        for save in self.saves[:shown]:
            label, value, detail = self.save_label(save)
            buttons.append(Button(pygame.Rect(left, y, bw, save_h), label, value, detail=detail))
            y += save_h + round(1.2 * u)
        if shown < len(self.saves):
            buttons.append(Button(pygame.Rect(left, y, bw, save_h),
                                  f"All saved games ({len(self.saves)})", ("saves",),
                                  detail=f"{len(self.saves) - shown} more: continue or "
                                  "put away any of them"))
        bottom = h - margin - bh
        small_w = round(20 * u)
        notes = self.notes()
        self._notes_built = len(notes)
        if notes:
            # a note the box below the tiles cannot show whole is read here in full
            notes_w = round(24 * u)
            buttons.append(Button(
                pygame.Rect(w - margin - 2 * small_w - 2 * gap - notes_w, bottom, notes_w, bh),
                f"Notes ({len(notes)})", ("notes",)))
        buttons.append(Button(pygame.Rect(w - margin - 2 * small_w - gap, bottom, small_w, bh),
                              "Settings", ("settings",)))
        buttons.append(Button(pygame.Rect(w - margin - small_w, bottom, small_w, bh), "Quit",
                              ("quit",)))
        return buttons

    def grown_tile_height(self, surface: pygame.Surface, tile_w: int, top: int,
                          rows: int) -> int:
        """The tiles' height: the picture's usual share of the tile, or taller so each pitch
        shows whole (huge text) in room nothing else needs: every Continue button at full
        height and six lines of notes (when there are any) stay below, above Settings and
        Quit."""
        u = theme.unit(surface)
        usual = round(tile_w * 1.08)
        want = self.tile_height(surface, tile_w)
        if want <= usual:
            return usual
        shown = min(5 if len(self.saves) > 4 else 4, len(self.saves))
        buttons = shown * round(6 * u) + max(0, shown - 1) * round(1.2 * u)
        floor = surface.get_height() - round(6 * u) - round(6 * u) - round(2 * u)
        if shown:
            hint_h = theme.font(theme.text_px(surface, 1.6)).get_height()
            floor = surface.get_height() - round(2.5 * u) - hint_h - round(0.8 * u)
        bottom = floor - buttons
        if self.notes():
            # the notes end above Settings and Quit (see `notes_box`), not at the hint line
            notes_floor = surface.get_height() - 2 * round(6 * u) - round(1.5 * u)
            bottom = min(bottom, notes_floor
                         - 6 * theme.font(theme.text_px(surface, 1.8)).get_linesize())
        room = (bottom - round(3 * u) - top) // rows - round(2 * u)
        return max(usual, min(want, room))

    def save_label(self, save) -> tuple[str, tuple, str]:
        """A save's Continue button: its label ("Continue Guts of Glory"), value, and detail
        (when, where the match stood or else its moves, what sets its options apart, seats)."""
        entry = self.entry(save.game)
        name = entry.game.name if entry and entry.game else placeholder_name(save.game)
        when = time.strftime("%d %b %H:%M", time.localtime(save.saved_at))
        # the time and the progress first: the seats' names are the same from game to game
        # and are what a narrow button cuts
        moves = "1 move" if save.turns == 1 else f"{save.turns} moves"
        parts = [when, save.summary or moves, options_note(entry, save.options),
                 ", ".join(save.seats)]
        return (f"Continue {name}", ("save", str(save.path)),
                " \u00b7 ".join(p for p in parts if p))

    def continue_rows(self, surface: pygame.Surface, top: int) -> tuple[int, int]:
        """(how many rows for saves, their height) between `top` and the hint line at the
        bottom: up to four Continue buttons, newest first, plus a fifth row for "All saved
        games" when there are more; a little shorter rather than one fewer, never running
        into the hint line."""
        u = theme.unit(surface)
        hint_h = theme.font(theme.text_px(surface, 1.6)).get_height()
        floor = surface.get_height() - round(2.5 * u) - hint_h - round(0.8 * u)
        gap = round(1.2 * u)
        count = min(5 if len(self.saves) > 4 else 4, len(self.saves))
        while count > 1:
            height = min(round(6 * u), (floor - top - (count - 1) * gap) // count)
            if height >= round(4.5 * u):
                return count, height
            count -= 1
        return count, min(round(6 * u), max(round(4.5 * u), floor - top))

    def layout(self, surface: pygame.Surface | None = None) -> None:
        # the tiles leave room for notes only while there are any, and the notes button
        # counts them: a note come or gone since the buttons were built rebuilds them
        if len(self.notes()) != self._notes_built:
            self.invalidate()
        super().layout(surface)
        tile = ("game", self.last_game)
        if self.last_game is not None and any(b.value == tile for b in self.ring.buttons):
            # once, on coming back from a game (its tile built): Enter plays it again
            self.ring.set(self.ring.buttons, keep=tile)
            self.last_game = None

    def choose(self, button: Button) -> None:
        """Act on the chosen button by its kind (a tile, a save, the list, the notes,
        settings, quit)."""
        kind = button.value[0]
        if kind == "game":
            self.load_now()
            entry = self.entry(button.value[1])
            if entry is None or not entry.playable:
                self.notice = f"{button.label} cannot start: {entry.error if entry else 'missing'}"
                self.app.cue("failure")
                return
            from .setup import SeatSetupScene

            self.app.push(SeatSetupScene(self.app, entry.game))
        elif kind == "save":
            self.continue_save(button.value[1])
        elif kind == "saves":
            from .saved_games import SavedGamesScene

            self.load_now()  # the rows name each game and what sets its options apart
            self.notice = ""
            self.app.push(SavedGamesScene(self.app, self))
        elif kind == "notes":
            show_all_notes(self.app, self.notes())
        elif kind == "settings":
            from .settings_scene import SettingsScene

            self.app.push(SettingsScene(self.app))
        elif kind == "quit":
            self.app.running = False

    def continue_save(self, path_text: str, covered: bool = False) -> bool:
        """Open the saved game at `path_text` at its table; True when it opened.

        A save that cannot be opened leaves `notice` saying why (the list of all saved
        games shows it too). With `covered`, the scene on top of the launcher (that list)
        makes way for the table, so leaving the game comes back to the launcher.
        """
        from pathlib import Path

        from ..engine.saves import SaveError, dropped_note, load_match, read_table_record

        path = Path(path_text)
        try:
            match = load_match(path)
        except SaveError as exc:
            self.notice = in_saves_folder(str(exc))
            self.app.cue("failure")
            # a save that does not replay was moved aside: its button goes with it
            self.read_saves(keep_notes=True)
            return False
        except OSError as exc:  # gone or unreadable since the list was read
            self.notice = f"{path.name} cannot be read: {exc.strerror or exc}"
            self.app.cue("failure")
            return False
        if match.state.is_over():
            self.notice = "That game is already over."
            return False
        note = " ".join(n for n in (dropped_note(match), match.game.content_note(match.state))
                        if n)
        if note and self._warned_save != path_text:
            # say it before the table covers the launcher; the same button goes on
            self._warned_save = path_text
            self.notice = f"{note} Choose Continue again to play on."
            self.app.cue("failure")
            return False
        self._warned_save = ""
        self.notice = ""
        if covered:
            self.app.pop()
        # the same file goes on saving; its clocks and set-up seats come back with it
        self.app.open_match(match, save_path=path, table_record=read_table_record(path))
        return True

    def handle(self, intent) -> bool:
        if intent.kind == "focus_gained":
            self.rescan()
            return True
        return super().handle(intent)

    def rescan(self) -> None:
        """Read the saves and the games' content again at once, keeping the notes shown so
        far: the window is back from another (Tiled, a file manager) where the user's files
        may have changed. Unlike `refresh`, the tiles never show their loading state."""
        self.read_saves(keep_notes=True)
        self._stage = 1
        self.load_next_stage()

    def back(self) -> None:
        """Back on the launcher does nothing (quit is a button, so no one leaves by accident)."""

    def notes(self) -> list[str]:
        """The notes to show, newest first: the last refusal, then problems with saves,
        with the user's own files, and saves of games this box does not have."""
        return (([self.notice] if self.notice else []) + self.save_problems
                + self.content_problems + self.foreign_saves)

    def draw(self, surface: pygame.Surface) -> None:
        u, w, h, margin = self.draw_backdrop(surface)
        self.draw_header(surface, "gamebox", "Tabletop games for one couch. Pick a game.",
                         title_units=6.5)
        focused = self.ring.focused
        for b in self.ring.buttons:
            if b.tags.get("tile"):
                self._draw_tile(surface, b, b is focused)
            else:
                b.draw(surface, b is focused, theme.text_px(surface, 2.2))
        notes = self.notes()
        if notes:
            draw_notes(surface, notes, self.notes_box(surface))
        hint = "Arrows or stick: move \u00b7 Enter or A: choose \u00b7 F11: fullscreen"
        draw_text(surface, hint, (margin, h - round(2.5 * u)), theme.text_px(surface, 1.6),
                  theme.FAINT, anchor="bottomleft")

    def notes_box(self, surface: pygame.Surface) -> pygame.Rect:
        """Where the notes (a refused save, broken files of the user's) go: beside the
        Continue buttons, above Settings and Quit, so no note ever covers a button.

        A window too narrow for a column beside them puts the notes under the last one.
        """
        u = theme.unit(surface)
        w, h = surface.get_size()
        margin = round(6 * u)
        buttons = self.ring.buttons
        tiles = [b.rect for b in buttons if b.tags.get("tile")]
        saves = [b.rect for b in buttons if b.value[0] in ("save", "saves")]
        row = [b.rect for b in buttons if b.value[0] in ("notes", "settings", "quit")]
        bottom = min((r.top for r in row), default=h - margin) - round(1.5 * u)
        right = w - margin
        top = (max(r.bottom for r in tiles) if tiles else round(17 * u)) + round(3 * u)
        if saves:
            beside = max(r.right for r in saves) + round(3 * u)
            if w - margin - beside >= round(36 * u):
                return pygame.Rect(beside, top, w - margin - beside, max(0, bottom - top))
            # under the last one, down to the hint line, left of Settings and Quit
            top = max(r.bottom for r in saves) + round(u)
            bottom = h - round(2.5 * u) - theme.font(theme.text_px(surface, 1.6)).get_linesize()
            right = max(margin + round(20 * u),
                        min((r.left for r in row), default=right) - round(2 * u))
        return pygame.Rect(margin, top, right - margin, max(0, bottom - top))

    def tile_parts(self, surface: pygame.Surface, rect: pygame.Rect, game_id: str,
                   label: str) -> dict:
        """Where a tile's parts go in `rect`: its picture, its name (one or two lines), the
        seat count and the left-out warning (their tops), and the rest for the pitch."""
        u = theme.unit(surface)
        entry = self.entry(game_id)
        game = entry.game if entry else None
        pad = round(1.6 * u)
        inner = rect.width - 2 * pad
        art = pygame.Rect(rect.left + pad, rect.top + pad, inner, round(inner * 9 / 16))
        title = theme.text_px(surface, 2.4)
        # a name too long for one line (huge text) takes two rather than losing its end
        lines = min(2, len(wrap(label, title, inner, True)))
        step = theme.font(title, True).get_linesize()
        name = pygame.Rect(art.left, art.bottom + round(1.2 * u), inner, lines * step)
        y = name.top + round(title * 1.25) + (lines - 1) * step
        small = theme.text_px(surface, 1.7)
        parts = {"art": art, "name": name, "small": small, "seats": None, "warning": None}
        if game is not None:
            parts["seats"] = y
            y += round(small * 1.35)
            if self.left_out.get(game_id, 0):
                parts["warning"] = y
                y += round(small * 1.35)
        parts["body"] = pygame.Rect(art.left, y, inner, rect.bottom - pad - y)
        return parts

    def tile_height(self, surface: pygame.Surface, tile_w: int) -> int:
        """How tall the tiles must be for every game's whole pitch (huge text needs more
        than the picture's usual share of the tile)."""
        u = theme.unit(surface)
        tall = pygame.Rect(0, 0, tile_w, 10 * surface.get_height())
        need = 0
        for entry in self.entries:
            if entry.game is None or entry.error:
                continue
            body = self.tile_parts(surface, tall, entry.id, entry.game.name)["body"]
            small = theme.text_px(surface, 1.7)
            lines = len(wrap(entry.game.pitch, small, body.width))
            need = max(need, body.top + lines * theme.font(small).get_linesize()
                       + round(1.6 * u))
        return need

    def _draw_tile(self, surface: pygame.Surface, b: Button, focused: bool) -> None:
        u = theme.unit(surface)
        entry = self.entry(b.value[1])
        panel(surface, b.rect, theme.PANEL_RAISED if focused else theme.PANEL, alpha=255,
              edge=not focused)
        if focused:
            pygame.draw.rect(surface, theme.FOCUS, b.rect.inflate(round(u * 0.6), round(u * 0.6)),
                             width=max(2, round(u * 0.4)), border_radius=round(u * 1.4))
        parts = self.tile_parts(surface, b.rect, b.value[1], b.label)
        art_rect = parts["art"]
        picture = tile_art(b.value[1], art_rect.size)
        if picture is not None:
            surface.blit(picture, art_rect)
        else:
            pygame.draw.rect(surface, theme.BACKGROUND_GLOW, art_rect, border_radius=round(u))
            initial = (b.label[:1] or "?").upper()
            draw_text(surface, initial, art_rect.center, round(art_rect.height * 0.6),
                      theme.ACCENT, bold=True, anchor="center")
        draw_wrapped(surface, b.label, parts["name"], theme.text_px(surface, 2.4),
                     theme.TEXT if b.enabled else theme.FAINT, bold=True, max_lines=2)
        small, left, inner = parts["small"], art_rect.left, art_rect.width
        game = entry.game if entry else None
        if parts["seats"] is not None:
            seats = (f"{game.min_seats} players" if game.min_seats == game.max_seats
                     else f"{game.min_seats}\u2013{game.max_seats} players")
            draw_text(surface, seats, (left, parts["seats"]), small, theme.ACCENT)
        if parts["warning"] is not None:
            count = self.left_out[b.value[1]]
            files = "1 file" if count == 1 else f"{count} files"
            draw_text(surface, f"\u26a0 {files} of yours left out", (left, parts["warning"]),
                      small, theme.BAD, max_width=inner)
        body = parts["body"]
        rows = max(1, body.height // max(1, theme.font(small).get_linesize()))
        if entry is not None and entry.error:
            draw_wrapped(surface, "Cannot start: " + entry.error, body, small, theme.BAD,
                         max_lines=rows)
        elif game is None:
            draw_text(surface, "Opening the box\u2026", body.topleft, small, theme.FAINT)
        else:
            draw_wrapped(surface, game.pitch, body, small, theme.MUTED, max_lines=rows)
