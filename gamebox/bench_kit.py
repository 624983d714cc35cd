"""The kit's heaviest table, for `gamebox bench` and `tools/kit_gallery.py --bench`: 60 cards,
every zone widget, the inspector, the prompt, the log and a card flying, drawn frame after
frame at 1920x1080 with the focus moving, so the kit's frame time is measured on a table
busier than any game shows today."""
from __future__ import annotations

import statistics
import time

import pygame

from .engine.table import Decision, Piece, Zone
from .games.guts.look import LOOK
from .ui import card, theme
from .ui.card import draw_card
from .ui.highlights import Highlights
from .ui.inspector import draw_inspector
from .ui.log_panel import draw_log
from .ui.prompt_bar import draw_prompt
from .ui.tokens import draw_pool, draw_seat, draw_track, seat_header
from .ui.zones import draw_hand, draw_pile, draw_row

SEATS = ((228, 87, 46), (41, 182, 246), (255, 201, 20), (118, 176, 65))
TOKEN_COLOURS = {"Chews": (24, 20, 20), "Glory cards": (246, 206, 92), "Popcorn": (250, 214, 90),
                 "Glory": (236, 190, 64)}


def guts_faces() -> list[dict]:
    """The shipped Guts cards as the game's view shows them (powers as effect names)."""
    from gamebox.games.guts.cards import load_content_data

    data, _ = load_content_data()
    return [{"name": c["name"], "type": c["type"], "toughness": c["toughness"],
             "glory": c["glory"], "rules": c.get("rules") or "",
             "flavour": c.get("flavour") or "",
             "powers": [p["effect"] for p in c["powers"]]} for c in data["cards"]]


def _cards(faces: list[dict], zone: str, n: int, start: int = 0, **kw) -> tuple[Piece, ...]:
    return tuple(Piece(f"{zone}/{i}", faces[(start + i) % len(faces)], at=i, **kw)
                 for i in range(n))


def bench_table(frames: int = 300, size: tuple[int, int] = (1920, 1080), warmup: int = 30
                ) -> dict:
    """Draw a four-seat table of 60 cards (mouth rows, a hand, three hidden hands, the plate,
    two piles, the inspector) plus a track, a pool, the prompt, the log and a card in flight, `frames` times
    after `warmup` frames, the focus stepping through the hand; return the median and 99th
    percentile of the drawing time in milliseconds (the display flip not counted)."""
    pygame.display.init()
    pygame.font.init()
    surface = pygame.display.set_mode(size)
    faces = guts_faces()
    u = theme.unit(surface)
    W, H = size
    pad = round(u)
    seat_w = (W - round(40 * u) - 3 * pad) // 2
    mouths = [Zone(f"mouth/{s}", "row", tuple(
        Piece(f"mouth/{s}/{k}", faces[(k * 3 + s * 5) % len(faces)], at=k,
              marks={"chews": (k + s) % 3}) for k in range(5)), size=5) for s in range(4)]
    hand = Zone("hand/0", "hand", _cards(faces, "hand/0", 10, 4), owner=0)
    hidden = [Zone(f"hand/{s}", "hand", (), owner=s, count=8, hidden=True) for s in (1, 2, 3)]
    plate = Zone("plate", "row", _cards(faces, "plate", 3, 11), size=3)
    deck = Zone("deck", "pile", (Piece.hidden("deck", 20),), count=21, hidden=True)
    discard = Zone("discard", "pile", (Piece("discard/top", faces[2]),), count=4)
    track = Zone("glory", "track", tuple(Piece(f"pawn/{s}", kind="pawn", owner=s, at=s)
                                         for s in range(4)), size=8)
    pool = Zone("supply", "pool", (Piece("chews", {"name": "Chews"}, kind="token", count=90),))
    decision = Decision(0, "Choose a card from your hand", may_pass=True)
    log = [f"Seat {n % 4 + 1} chewed a card." for n in range(30)]
    board_top = round(8 * u)
    rects = {
        "prompt": pygame.Rect(pad, pad, W - 2 * pad, round(6 * u)),
        "deck": pygame.Rect(pad, board_top, round(12 * u), round(20 * u)),
        "discard": pygame.Rect(pad + round(12 * u), board_top, round(12 * u), round(20 * u)),
        "plate": pygame.Rect(pad + round(24 * u), board_top, round(40 * u), round(20 * u)),
        "track": pygame.Rect(pad + round(66 * u), board_top, round(50 * u), round(8 * u)),
        "pool": pygame.Rect(pad + round(66 * u), board_top + round(10 * u), round(50 * u),
                            round(4 * u)),
        "inspector": pygame.Rect(W - round(40 * u), board_top, round(40 * u) - pad,
                                 round(40 * u)),
        "log": pygame.Rect(W - round(40 * u), board_top + round(41 * u), round(40 * u) - pad,
                           H - board_top - round(42 * u)),
        "hand": pygame.Rect(pad, H - round(17 * u), round(70 * u), round(16 * u)),
    }
    seats = [pygame.Rect(pad + (s % 2) * (seat_w + pad), board_top + round(21 * u)
                         + (s // 2) * round(22 * u), seat_w, round(21 * u)) for s in range(4)]
    hidden_rects = [pygame.Rect(pad + round(72 * u) + n * round(13 * u), H - round(17 * u),
                                round(12 * u), round(16 * u)) for n in range(3)]
    background = theme.background(size)

    def frame(n: int) -> None:
        focus = f"hand/0/{n % 10}"
        lit = Highlights(targets=frozenset(p.id for p in hand.pieces), focus=focus)
        surface.blit(background, (0, 0))
        draw_prompt(surface, rects["prompt"], decision, seat_name="Ana", seat_colour=SEATS[0])
        draw_pile(surface, rects["deck"], deck, LOOK, lit)
        draw_pile(surface, rects["discard"], discard, LOOK, lit)
        draw_row(surface, rects["plate"], plate, LOOK, lit)
        draw_track(surface, rects["track"], track, lit, seat_colours=SEATS)
        draw_pool(surface, rects["pool"], pool, lit, token_colours=TOKEN_COLOURS)
        for s, area in enumerate(seats):
            draw_seat(surface, area, None, SEATS[s], f"Seat {s + 1}", active=s == 0)
            _, inside = seat_header(surface, area)
            draw_row(surface, inside, mouths[s], LOOK, lit)
        draw_hand(surface, rects["hand"], hand, LOOK, lit)
        for zone, r in zip(hidden, hidden_rects):
            draw_hand(surface, r, zone, LOOK, lit)
        focused = hand.pieces[n % 10]
        draw_inspector(surface, rects["inspector"], LOOK, focused)
        draw_log(surface, rects["log"], log, title="Log")
        # a card in flight from the plate to a mouth, as the table animates a move
        p = (n % 20) / 20
        start, end = rects["plate"], seats[n % 4]
        flying = pygame.Rect(0, 0, round(12 * u), round(16 * u))
        flying.center = (round(start.centerx + (end.centerx - start.centerx) * p),
                         round(start.centery + (end.centery - start.centery) * p))
        draw_card(surface, flying, LOOK, faces[n % len(faces)])

    cards_drawn = 5 * 4 + 10 + 3 * 8 + 3 + 2 + 1  # and one more in flight
    for n in range(warmup):
        frame(n)
    times = []
    for n in range(frames):
        start = time.perf_counter()
        frame(n)
        times.append((time.perf_counter() - start) * 1000)
    times.sort()
    return {"cards": cards_drawn, "frames": frames, "size": f"{W}x{H}",
            "median_ms": round(statistics.median(times), 3),
            "p99_ms": round(times[min(len(times) - 1, int(len(times) * 0.99))], 3),
            "cache_faces": len(card.CACHE)}
