"""Render a game's screens at a text size, a window size and a seat count, recording every
line of text drawn (`gamebox.ui.text.recording`), and say which lines leave their boxes.

A line leaves its box when its pixels reach past the window or the clip it was drawn
under, past the `within` box of the zone or card line it belongs to, or past the width its
caller allowed (`max_width`); two lines of a screen run over each other when their rects
overlap. A line cut with an ellipsis is allowed only where the caller asked for it (by
`max_width`): that cut is the design's.
"""
from __future__ import annotations

import pygame

from gamebox.engine import registry
from gamebox.engine.match import Match, SeatSpec
from gamebox.ui import card, status_panel, text, theme

SIZES = ((1280, 720), (1920, 1080))
TEXT_SIZES = ("small", "normal", "large", "huge")
SEATS = {"guts": (2, 4), "grungeon": (3,), "grizzled": (1, 2, 5), "ggt": (2, 4)}
"""Each game's smallest and largest seat counts (the Grizzled's two too: its layout
changes between one and two)."""
SCREENS = ("setup", "rules", "pause", "results")


def seat_specs(count: int) -> list[SeatSpec]:
    """A human on the keyboard in the first seat (its own cards shown), bots in the rest,
    with long names (the widest labels a table writes)."""
    return [SeatSpec("human", "kbd", "Annabelle-Marie")] + [
        SeatSpec("bot", "normal", f"Bartholomew {n}") for n in range(1, count)]


def played(game_id: str, count: int, seed: int = 3, moves: int = 8,
           looking: bool = False) -> Match:
    """A match `moves` decisions in: bots play theirs, the human its middle legal move.
    With `looking`, the bots play on (a few dozen moves at most) until the human in the
    first seat is to act: its own cards are on the table."""
    match = Match.start(registry.get(game_id), seat_specs(count), None, seed)
    for n in range(moves + (60 if looking else 0)):
        if n >= moves and 0 in match.state.to_act():
            break
        if match.state.is_over():
            break
        if match.bot_to_act() is not None:
            match.bot_step()
            continue
        seat = match.state.to_act()[0]
        legal = match.state.legal_actions(seat)
        after = match.state.clone()
        choice = legal[len(legal) // 2]
        after.apply_unchecked(seat, choice)
        if after.is_over():
            break
        match.act(seat, choice)
    return match


def finished(game_id: str, count: int, seed: int = 5) -> Match:
    match = Match.start(registry.get(game_id), [SeatSpec("bot", "easy", f"Bartholomew {n}")
                                                for n in range(count)], None, seed)
    while not match.state.is_over():
        match.bot_step()
    return match


def set_window(app, size, text_size) -> None:
    app.settings.text_size = text_size
    app.apply_settings()
    app.surface = pygame.Surface(size)


def table_scene(app, match, eyes: int | None = 0):
    """`match`'s table pushed on `app`, `eyes`' curtain lifted and its guide closed."""
    from gamebox.app import scene_class_for

    while app.stack:
        app.pop()
        app.apply_pending()
    table = scene_class_for(match.game.id)(app, match)
    app.push(table)
    app.apply_pending()
    if eyes is not None and eyes in table.curtain.humans_to_act():
        table.curtain.lift(eyes)
        table.on_eyes_changed()
    table.walkthrough = None
    return table


def screen_scene(app, game_id: str, kind: str, match: Match | None = None):
    from gamebox.scenes.pause import PauseScene
    from gamebox.scenes.results import ResultsScene
    from gamebox.scenes.rules_scene import RulesScene
    from gamebox.scenes.setup import SeatSetupScene

    while app.stack:
        app.pop()
        app.apply_pending()
    game = registry.get(game_id)
    if kind == "setup":
        app.push(SeatSetupScene(app, game))
    elif kind == "rules":
        app.push(RulesScene(app, game))
    elif kind == "results":
        app.push(ResultsScene(app, match))
    elif kind == "pause":
        table = table_scene(app, match)
        app.push(PauseScene(app, table))
    app.apply_pending()
    return app.top


def drawn_lines(app) -> list[text.Drawn]:
    """Every line one frame of `app`'s top scene draws (card faces painted afresh); the
    scenes under an overlay (the table under the pause menu) are drawn first, unrecorded:
    the overlay's panel covers them. Pictures kept between frames (card faces, GGT's
    Monitors: `status_panel`'s `keep`) are dropped first, so every line is drawn afresh."""
    card.clear()
    status_panel._KEPT.clear()
    surface = app.surface
    for scene in app.stack[:-1]:
        scene.draw(surface)
    with text.recording() as seen:
        app.top.draw(surface)
    return on_window(list(seen), surface)


def on_window(lines: list[text.Drawn], window: pygame.Surface) -> list[text.Drawn]:
    """The screen lines of `lines` drawn on `window` (not on a picture drawn off screen)
    and the card lines."""
    return [d for d in lines if d.where == "card" or d.target == id(window)]


def overflows(lines: list[text.Drawn], window: tuple[int, int]) -> list[str]:
    """What is wrong with `lines`: each line out of its box, said in words (empty: none)."""
    problems = []
    screen = pygame.Rect(0, 0, *window)
    slack = 1  # a rounding pixel: an anchor at a half pixel
    for d in lines:
        rect = d.rect
        ink = _ink(d)
        if d.where == "screen" and not screen.inflate(2 * slack, 2 * slack).contains(ink):
            problems.append(f"{d.text!r} runs off the window at {rect}")
        if not d.area.inflate(2 * slack, 2 * slack).contains(ink):
            problems.append(f"{d.text!r} ({d.where}) leaves its clip {d.area} at {rect}")
        if d.box is not None and not d.box.inflate(2 * slack, 2 * slack).contains(ink):
            problems.append(f"{d.text!r} ({d.where}) leaves its box {d.box} at {rect}")
        if d.max_width is not None and rect.width > d.max_width + slack:
            problems.append(f"{d.text!r} is {rect.width} px wide, allowed {d.max_width}")
    return problems


def _ink(d: text.Drawn) -> pygame.Rect:
    """The line's rect with the empty room a font keeps under its descenders trimmed: what
    may not leave a box is where pixels can land."""
    height = text.line_height(d.size)
    return pygame.Rect(d.rect.left, d.rect.top, d.rect.width, min(d.rect.height, height))


def collisions(lines: list[text.Drawn]) -> list[str]:
    """Pairs of screen lines whose rects overlap (labels running over each other)."""
    shown = [d for d in lines if d.where == "screen" and d.text.strip()]
    problems = []
    for i, a in enumerate(shown):
        ra = _trim(a)
        for b in shown[i + 1:]:
            if ra.colliderect(_trim(b)):
                problems.append(f"{a.text!r} {a.rect} runs over {b.text!r} {b.rect}")
    return problems


def _trim(d: text.Drawn) -> pygame.Rect:
    """A line's rect less the font's leading (its top and bottom fifth), so two lines set
    one under the other at their line step never count as touching."""
    cut = round(d.rect.height * 0.2)
    return pygame.Rect(d.rect.left + 1, d.rect.top + cut, max(0, d.rect.width - 2),
                       max(0, d.rect.height - 2 * cut))


def readable_floor(size: tuple[int, int]) -> int:
    """The card body text figure, in pixels, for a window of `size` at normal text."""
    return round(theme.BODY_UNITS * max(3.0, min(size[0] / 160.0, size[1] / 90.0)))


def card_widths(app, monkeypatch=None) -> list[int]:
    """The widths of the cards one frame of `app` draws (faces and backs, the inspector's
    card left out: it is as big as its panel allows at every text size)."""
    from gamebox.ui import inspector

    widths: list[int] = []
    face, back, inspect = card.face_surface, card.back_surface, inspector.draw_card

    def face_size(look, f, size, *args, **kwargs):
        widths.append(int(size[0]))
        return face(look, f, size, *args, **kwargs)

    def back_size(look, size, *args, **kwargs):
        widths.append(int(size[0]))
        return back(look, size, *args, **kwargs)

    def inspected(surface, rect, *args, **kwargs):
        card.face_surface, card.back_surface = face, back
        try:
            return inspect(surface, rect, *args, **kwargs)
        finally:
            card.face_surface, card.back_surface = face_size, back_size

    card.face_surface, card.back_surface, inspector.draw_card = face_size, back_size, inspected
    try:
        app.draw(app.surface)
    finally:
        card.face_surface, card.back_surface, inspector.draw_card = face, back, inspect
    return widths


def face_sizes(scene, zones) -> list[tuple[str, int, int, int]]:
    """For each face-up card of `zones` (names, or name prefixes ending in ``/``) on the
    last frame of `scene`: its name, its width, the size its name is written at and the
    size of its keyword (0: none), from the face's layout at the size it was drawn (a
    hand's overlapped card answers to its height)."""
    table = scene.table_for(scene.curtain.eyes())
    out = []
    for zone in table.zones:
        if not any(zone.name == z or z.endswith("/") and zone.name.startswith(z)
                   for z in zones):
            continue
        for piece in zone.pieces:
            rect = scene.hits.get(piece.id)
            if piece.face is None or not piece.face_up or rect is None:
                continue
            size = card.card_size(rect.height)
            lay = card.face_layout(scene.look, piece.face, size)
            names = [ln.px for ln in lay.lines if ln.bold and ln.colour == card.NAME_INK]
            words = [ln.px for ln in lay.lines if ln.colour == card.KEYWORD_INK]
            out.append((str(piece.face.get(scene.look.name_field)), size[0],
                        min(names, default=0), min(words, default=0)))
    return out


# ---- staged positions: cards far away, drawn as chips ------------------------------------------
def give_knocks(match: Match, knocks: dict[int, list[str]], alone: bool = False) -> Match:
    """The Grizzled `match` with each actor's Hard Knocks (by name) lying on his panel,
    taken from wherever they were (the deck, a hand, the discard); with `alone`, the ones
    he had before are set aside (his panel holds those named, no more)."""
    state = match.state
    if alone:
        for a in knocks:
            state.discard.extend(state.knocks[a])
            state.knocks[a].clear()
    by_name = {}
    for c, face in enumerate(state.cards.faces):
        by_name.setdefault(face.get("name"), c)
    for a, names in knocks.items():
        for name in names:
            c = by_name[name]
            for pile in (state.deck, state.discard, state.nml, *state.hands, *state.knocks):
                if c in pile:
                    pile.remove(c)
            state.knocks[a].append(c)
            state.clock += 1
            state.seq[c] = state.clock
    state.touch()
    match.revision += 1
    return match


def fill_mouths(match: Match, mouths: dict[int, dict[int, tuple[str, int]]]) -> Match:
    """The Guts `match` with each seat's mouth holding the named cards (slot -> (name,
    chews)); what lay there before is gone (a picture to draw, not a game to go on with)."""
    from gamebox.games.guts.rules import NSLOT

    state = match.state
    for seat, slots in mouths.items():
        for x in range(NSLOT):
            state.mouth[seat * NSLOT + x] = -1
        for x, (name, chews) in slots.items():
            i = seat * NSLOT + x
            state.mouth[i], state.chews[i], state.gcards[i] = state.table.index[name], chews, 0
    state.touch()
    match.revision += 1
    return match


def chip_lines(lines: list[text.Drawn], box: pygame.Rect) -> list[text.Drawn]:
    """The screen lines written inside the chip drawn at `box` (its `within` box)."""
    return [d for d in lines if d.where == "screen" and d.box == box]
