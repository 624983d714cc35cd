"""A gallery of the table kit's widgets, and a micro benchmark of a table of sixty cards.

    .venv/bin/python tools/kit_gallery.py                 # PNGs into ./kit-gallery/
    .venv/bin/python tools/kit_gallery.py --out /tmp/kit  # somewhere else
    .venv/bin/python tools/kit_gallery.py --bench         # frame times, no PNGs

Three pages per window size (1920x1080 and 1280x720): ``cards`` (a card at every size and
in every state, backs, the inspector, with the Guts cards of ``content/packs/guts/`` through
`GUTS_LOOK` and made-up cards through `FILM_LOOK`, a look for no game of the box, to show the
kit knows no game), ``zones`` (hands, piles, a slot row, a track, pools, a stack, seat
areas, the prompt bar and the log) and ``chips`` (cards as chips, `ui/card_chip.py`: a chip
of each look, on one, two and three lines and in every state, and a column of chips in
rects ever shorter, giving way as `chip_column` says).

`GUTS_LOOK` is the Guts game's own look (`gamebox/games/guts/look.py`).
"""
from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame  # noqa: E402

from gamebox.engine.table import Decision, Piece, Zone  # noqa: E402
from gamebox.ui import card, theme  # noqa: E402
from gamebox.ui.card import CardState  # noqa: E402
from gamebox.ui.card_chip import (chip_column, chip_height, draw_chip,  # noqa: E402
                                  draw_chip_list, lines_needed)
from gamebox.ui.card_look import Badge, CardLook, MarkStyle  # noqa: E402
from gamebox.ui.highlights import Highlights  # noqa: E402
from gamebox.ui.inspector import draw_inspector  # noqa: E402
from gamebox.ui.log_panel import draw_log  # noqa: E402
from gamebox.ui.prompt_bar import draw_prompt  # noqa: E402
from gamebox.bench_kit import _cards, bench_table, guts_faces  # noqa: E402,F401
from gamebox.games.grizzled.look import LOOK as GRIZZLED_LOOK  # noqa: E402
from gamebox.games.guts.cards import load_content_data  # noqa: E402
from gamebox.games.guts.look import LOOK  # noqa: E402
from gamebox.ui.text import draw_text  # noqa: E402
from gamebox.ui.tokens import draw_pool, draw_seat, draw_track, seat_header  # noqa: E402
from gamebox.ui.zones import draw_hand, draw_pile, draw_row, draw_stack  # noqa: E402


GUTS_LOOK = LOOK

FILM_LOOK = CardLook(
    game="film-night", title="Film Night",
    name_field="title", frame_field="kind",
    frames=(("Character", (46, 92, 168)), ("Location", (58, 128, 74)),
            ("Creature", (168, 52, 46)), ("Prop", (112, 96, 84)),
            ("Special Effect", (118, 72, 150)), ("Plot Twist", (40, 40, 48))),
    badges=(Badge("cost", "top_left", "square", (250, 214, 90), (40, 30, 20), word="popcorn"),
            Badge("points", "top_left", "coin", (236, 190, 64), (24, 20, 20), word="points",
                  when=("kind", "Plot Twist")),
            Badge("defense", "bottom_right", "shield", (196, 210, 226), (20, 30, 50),
                  word="defense"),
            Badge("attack", "bottom_right", "shield", (240, 120, 90), (40, 10, 10),
                  word="attack", when=("kind", "Creature"))),
    rules_field="ability", flavour_field="tagline",
    icon_field="traits", icons=(("popcorn", "P"), ("combine", "C"), ("attach", "A")),
    icon_words=(("P", "makes popcorn"), ("C", "combines"), ("A", "attaches")),
    marks=(MarkStyle("ko", (200, 40, 40), (255, 230, 230), word="knocked out"),),
    art_field="art", art_folder="content/packs/film-night/art",
    back_colour=(40, 30, 60), back_pattern=(90, 70, 130), text_box=(236, 232, 244))

FILM_CARDS = (
    {"title": "Scream Queen", "kind": "Character", "cost": 2, "defense": 3,
     "ability": "While she is in your movie, your Creatures cost 1 less popcorn.",
     "tagline": "She has died in eleven sequels and is still available.",
     "traits": ["popcorn"], "art": "scream-queen.png"},
    {"title": "Abandoned Drive-In", "kind": "Location", "cost": 1, "defense": 2,
     "ability": "Combine with another Location that shares a genre.",
     "tagline": "Double feature, no refunds.", "traits": ["combine", "popcorn"]},
    {"title": "Giant Radioactive Ants", "kind": "Creature", "cost": 4, "attack": 7,
     "ability": "Characters with a Prop attached cannot defend against them.",
     "tagline": "THEM!", "traits": []},
    {"title": "Chainsaw", "kind": "Prop", "cost": 1, "defense": 1,
     "ability": "Attach to a Character: it gets +2 defense.", "traits": ["attach"]},
    {"title": "Fog Machine", "kind": "Special Effect", "cost": 0,
     "ability": "Play on any turn: the attacking Creature gets -3 attack.",
     "tagline": "Nobody can see the zipper in the monster suit."},
    {"title": "The Twin Was Evil All Along", "kind": "Plot Twist", "points": 3,
     "ability": "Bank when one of your Characters is knocked out by a Creature you played.",
     "traits": ["popcorn"]},
)

SEATS = ((228, 87, 46), (41, 182, 246), (255, 201, 20), (118, 176, 65))
TOKEN_COLOURS = {"Chews": (24, 20, 20), "Glory cards": (246, 206, 92), "Popcorn": (250, 214, 90),
                 "Glory": (236, 190, 64)}


def _label(surface, text: str, pos) -> None:
    draw_text(surface, text, pos, theme.text_px(surface, 1.5), theme.ACCENT, bold=True)


def page_cards(surface: pygame.Surface, faces: list[dict]) -> None:
    """Cards at every size and state, backs, both looks, and the inspector."""
    u = theme.unit(surface)
    surface.blit(theme.background(surface.get_size()), (0, 0))
    x0, y = round(2 * u), round(2 * u)
    _label(surface, "Sizes: thumbnail, compact, full (Guts look)", (x0, y))
    y += round(3 * u)
    x = x0
    food = next(f for f in faces if f["name"] == "Dentures")
    spicy = next(f for f in faces if f["rules"] and f["type"] == "Condiment")
    for w, face, marks in ((round(5 * u), food, {}), (round(7 * u), spicy, {"chews": 1}),
                           (round(11 * u), food, {"chews": 2, "glory_cards": 1}),
                           (round(20 * u), food, {"chews": 2})):
        r = pygame.Rect(x, y, w, card.card_height(w))
        card.draw_card(surface, r, GUTS_LOOK, face, marks)
        x = r.right + round(2 * u)
    top_right = x
    y_states = y + card.card_height(round(20 * u)) + round(3 * u)
    _label(surface, "States: normal, highlighted, focused, focused target, dimmed, selected, "
                    "back", (x0, y_states))
    y_states += round(3 * u)
    w = round(10 * u)
    states = (CardState.NORMAL, CardState.HIGHLIGHT, CardState.FOCUS,
              CardState.FOCUS | CardState.HIGHLIGHT, CardState.DIM, CardState.SELECT)
    x = x0
    for n, state in enumerate(states):
        r = pygame.Rect(x, y_states, w, card.card_height(w))
        card.draw_card(surface, r, GUTS_LOOK, faces[n * 3 % len(faces)], {}, state)
        x = r.right + round(2 * u)
    card.draw_back(surface, pygame.Rect(x, y_states, w, card.card_height(w)), GUTS_LOOK)
    x += w + round(2 * u)
    card.draw_back(surface, pygame.Rect(x, y_states, w, card.card_height(w)), FILM_LOOK)
    y_film = y_states + card.card_height(w) + round(3 * u)
    _label(surface, "Another look (made up, no game of the box): Film Night", (x0, y_film))
    y_film += round(3 * u)
    x = x0
    for n, face in enumerate(FILM_CARDS):
        r = pygame.Rect(x, y_film, w, card.card_height(w))
        card.draw_card(surface, r, FILM_LOOK, face, {"ko": 1} if n == 0 else {})
        x = r.right + round(2 * u)
    # the inspector on the right: a Guts card over a Film card
    right = pygame.Rect(max(top_right, x, x0 + 8 * (w + round(2 * u))), round(2 * u), 0, 0)
    right.width = surface.get_width() - right.left - round(2 * u)
    half = (surface.get_height() - round(6 * u)) // 2
    box = pygame.Rect(right.left, round(2 * u), right.width, half)
    piece = Piece("mouth/1/0", faces[1], marks={"chews": 3, "glory_cards": 1})
    draw_inspector(surface, box, GUTS_LOOK, piece, heading="Player 2 may chew this card")
    box2 = pygame.Rect(right.left, box.bottom + round(2 * u), right.width, half)
    draw_inspector(surface, box2, FILM_LOOK, Piece("movie/0", FILM_CARDS[2]))


def page_zones(surface: pygame.Surface, faces: list[dict]) -> None:
    """Every zone widget on one table."""
    u = theme.unit(surface)
    W, H = surface.get_size()
    surface.blit(theme.background(surface.get_size()), (0, 0))
    pad = round(1.5 * u)
    prompt = pygame.Rect(pad, pad, W - 2 * pad, round(6 * u))
    decision = Decision(0, "Feed a card from the plate into a slot", step=1, steps=2,
                        may_pass=True)
    draw_prompt(surface, prompt, decision, seat_name="Ana", seat_colour=SEATS[0],
                pass_label="Pass")
    top = prompt.bottom + pad
    col = round(W * 0.62)
    # piles, plate, track and pool
    deck = Zone("deck", "pile", (Piece.hidden("deck", 35),), label="Deck", count=36,
                hidden=True)
    discard = Zone("discard", "pile", (Piece("discard/top", faces[4]),), label="Discard",
                   count=7)
    empty = Zone("spent", "pile", (), label="Spent", count=0)
    pile_h = round(22 * u)
    pw = round(13 * u)
    draw_pile(surface, pygame.Rect(pad, top, pw, pile_h), deck, GUTS_LOOK)
    draw_pile(surface, pygame.Rect(pad + pw, top, pw, pile_h), discard, GUTS_LOOK,
              Highlights(targets=frozenset({"discard/top"})))
    draw_pile(surface, pygame.Rect(pad + 2 * pw, top, pw, pile_h), empty, GUTS_LOOK)
    plate = Zone("plate", "row", tuple(p for p in _cards(faces, "plate", 3, 6) if p.at != 1),
                 label="Plate (a slot row, one place empty)", size=3)
    plate_rect = pygame.Rect(pad + 3 * pw + pad, top, col - (4 * pw) - pad, pile_h)
    draw_row(surface, plate_rect, plate, GUTS_LOOK,
             Highlights(targets=frozenset({"plate/0", "plate/2"}), focus="plate/2"),
             labels=("", "empty", ""))
    right = pygame.Rect(col + pad, top, W - col - 2 * pad, 0)
    track = Zone("glory", "track", (Piece("pawn/0", kind="pawn", owner=0, at=0),
                                    Piece("pawn/1", kind="pawn", owner=1, at=0),
                                    Piece("pawn/2", kind="pawn", owner=2, at=3),
                                    Piece("pawn/3", kind="pawn", owner=3, at=0)),
                 label="Glory track", size=8)
    draw_track(surface, pygame.Rect(right.left, top, right.width, round(8 * u)), track,
               seat_colours=SEATS)
    score = Zone("score", "track", tuple(Piece(f"p{s}", kind="pawn", owner=s, at=a)
                                         for s, a in ((0, 4), (1, 11), (2, 11), (3, 23))),
                 label="A longer track (0-24)", size=25)
    draw_track(surface, pygame.Rect(right.left, top + round(9 * u), right.width,
                                    round(13 * u)), score, seat_colours=SEATS,
               lit=Highlights(targets=frozenset({"score#12", "score#13"})))
    pool = Zone("supply", "pool", (Piece("chews", {"name": "Chews"}, kind="token", count=150),
                                   Piece("glory", {"name": "Glory cards"}, kind="token",
                                         count=12)),
                label="Supply (a token pool)")
    pool_top = top + pile_h + pad
    draw_pool(surface, pygame.Rect(pad, pool_top, col - pad, round(5 * u)), pool,
              token_colours=TOKEN_COLOURS)
    # seats with mouths (slot rows inside seat areas)
    seat_top = pool_top + round(5 * u) + pad
    seat_h = round(24 * u)
    seat_w = (col - pad) // 2 - pad // 2
    for s in range(2):
        area = pygame.Rect(pad + s * (seat_w + pad), seat_top, seat_w, seat_h)
        standing = Zone(f"seat/{s}", "seat", (Piece(f"seat/{s}/glory", {"name": "Glory"},
                                                    kind="token", count=3 + s),))
        draw_seat(surface, area, standing, SEATS[s], f"{['Ana', 'Bo'][s]}",
                  active=s == 0, facts="2 chews/turn" + (" \u00b7 protected" if s else ""),
                  token_colours=TOKEN_COLOURS)
        _, inside = seat_header(surface, area)
        mouth = Zone(f"mouth/{s}", "row", tuple(
            Piece(f"mouth/{s}/{k}", faces[(k * 5 + s * 7) % len(faces)], at=k,
                  marks={"chews": k % 3, "glory_cards": 1 if k == 0 else 0})
            for k in (0, 2, 4) if (s, k) != (1, 4)), size=5)
        lit = Highlights(targets=frozenset({"mouth/0#1", "mouth/0#3"}), focus="mouth/0#1") \
            if s == 0 else Highlights(dim_others=True, targets=frozenset({"x"}))
        draw_row(surface, inside, mouth, GUTS_LOOK, lit, places=(0, 1, 2, 3, 4),
                 labels=("Food", "Condiment", "Condiment", "Condiment", "Food"),
                 details=("mouth card 1", "slot 1", "slot 2", "slot 3", "mouth card 2"))
    # hands
    hand_top = seat_top + seat_h + pad
    hand_h = H - hand_top - pad
    hand = Zone("hand/0", "hand", _cards(faces, "hand/0", 9, 2), owner=0,
                label="Ana's hand (a crowded hand, the focused card whole and lifted)")
    draw_hand(surface, pygame.Rect(pad, hand_top, col - round(20 * u) - pad, hand_h), hand,
              GUTS_LOOK, Highlights(targets=frozenset(f"hand/0/{i}" for i in range(9)),
                                    focus="hand/0/3"))
    other = Zone("hand/1", "hand", (), owner=1, label="Bo's hand", count=5, hidden=True)
    draw_hand(surface, pygame.Rect(col - round(20 * u) + pad, hand_top, round(20 * u) - pad,
                                   hand_h), other, GUTS_LOOK)
    # stack, film hand and log on the right
    stack = Zone("stack", "stack", (Piece("effect/0", faces[8]),
                                    Piece("effect/1", None, kind="effect",
                                          label="Bo answers: spew a card"),
                                    Piece("effect/2", faces[13])),
                 label="Stack (newest on top)")
    stack_top = top + round(23 * u)
    draw_stack(surface, pygame.Rect(right.left, stack_top, right.width, round(22 * u)), stack,
               GUTS_LOOK)
    film = Zone("film", "hand", _cards(list(FILM_CARDS), "film", 6), label="A Film Night hand")
    film_top = stack_top + round(23 * u)
    draw_hand(surface, pygame.Rect(right.left, film_top, right.width, round(20 * u)), film,
              FILM_LOOK, Highlights(selected=frozenset({"film/2"}), focus="film/4"), arc=True)
    log_top = film_top + round(21 * u)
    draw_log(surface, pygame.Rect(right.left, log_top, right.width, H - log_top - pad),
             ["Ana fed Dentures into mouth card 1.", "Bo chewed Wedding Cake twice.",
              "Ana swallowed Toast...er: it pops! She takes 2 more chew tokens to place "
              "this turn.", "Bo spewed Mystery Meat at Ana."], title="What happened")


KNOCKS = (
    {"name": "Mute", "type": "Hard Knock", "keyword": "No Speech"},
    {"name": "Phobia (Gas Mask)", "type": "Hard Knock", "keyword": "Gas Mask +1"},
    {"name": "Fearful", "type": "Hard Knock", "keyword": "2 alike: withdraw"},
    {"name": "Hardheaded", "type": "Hard Knock", "keyword": "2+ cards: stay"},
    {"name": "Tyrannical", "type": "Hard Knock", "keyword": "Always Leader", "number": 105},
)
"""Hard Knocks of the Grizzled (made here, in the pack's words) for its look's chips."""


def page_chips(surface: pygame.Surface, faces: list[dict]) -> None:
    """Cards as chips: each look's chips at one, two and three lines and in every state, and
    a column of chips that has to give way in rects ever shorter."""
    u = theme.unit(surface)
    surface.blit(theme.background(surface.get_size()), (0, 0))
    W, H = surface.get_size()
    px = theme.readable_px(surface)
    pad = round(2 * u)
    x0, y = pad, pad
    _label(surface, "A chip of each look: name and keyword at the readable figure, badges "
                    "and counters at the ends", (x0, y))
    y += round(3 * u)
    by_name = {f["name"]: f for f in faces}
    amounts = {c["name"]: tuple(p.get("amount") or 0 for p in c["powers"])
               for c in load_content_data()[0]["cards"]}
    by_name = {name: {**f, "amounts": amounts.get(name, ())} for name, f in by_name.items()}
    guts = [(by_name["Tire of Doom"], {"chews": 2}), (by_name["Side Jaw"], {}),
            (by_name["Mustard of Momentum"], {"chews": 1, "glory_cards": 1}),
            (by_name["Fridge of Virtue"], {"chews": 4})]
    col_w = (W - 4 * pad) // 3
    looks = (("Guts", GUTS_LOOK, guts),
             ("The Grizzled (Hard Knocks)", GRIZZLED_LOOK, [(k, {}) for k in KNOCKS[:4]]),
             ("Film Night (no keyword: the name)", FILM_LOOK,
              [(f, {"ko": 1} if n == 0 else {}) for n, f in enumerate(FILM_CARDS[:4])]))
    bottom = y
    for c, (title, look, shown) in enumerate(looks):
        x = x0 + c * (col_w + pad)
        yy = y
        draw_text(surface, title, (x, yy), theme.text_px(surface, 1.3), theme.MUTED)
        yy += round(2.2 * u)
        for n, (face, marks) in enumerate(shown):
            # wide and narrow: ``name · keyword`` on one line, else on as many as it needs
            width = col_w if n % 2 == 0 else round(col_w * 0.55)
            lines = lines_needed(look, face, marks, width, px)
            rect = pygame.Rect(x, yy, width, chip_height(px, lines))
            draw_chip(surface, rect, look, face, marks, px=px, lines=lines)
            yy = rect.bottom + round(0.5 * u)
        bottom = max(bottom, yy)
    y = bottom + round(1.5 * u)
    _label(surface, "States: normal, highlighted, focused, focused target, dimmed, selected",
           (x0, y))
    y += round(3 * u)
    states = (CardState.NORMAL, CardState.HIGHLIGHT, CardState.FOCUS,
              CardState.FOCUS | CardState.HIGHLIGHT, CardState.DIM, CardState.SELECT)
    sw = (W - 2 * pad - 5 * round(u)) // 6
    chip_h = chip_height(px, 1)
    for n, state in enumerate(states):
        rect = pygame.Rect(x0 + n * (sw + round(u)), y, sw, chip_h)
        draw_chip(surface, rect, GUTS_LOOK, guts[n % 4][0], guts[n % 4][1], state, px=px)
    y += chip_h + round(2.5 * u)
    _label(surface, "A column that has to give way: larger words first, then its caption, "
                    "then lines, then the size", (x0, y))
    y += round(3 * u)
    zone = Zone("mouth/1", "row", tuple(
        Piece(f"mouth/1/{k}", face, at=k, marks=marks)
        for k, (face, marks) in enumerate(guts + [(by_name["Box of Spiders"], {})])),
        label="Bo's mouth", size=5)
    room = H - y - pad
    cw = (W - 2 * pad - 3 * pad) // 4
    need = chip_column(surface, pygame.Rect(0, 0, cw, 10_000), zone, GUTS_LOOK,
                       caption_text=zone.label)
    full = need.rows[-1][2].bottom if need.rows else room
    for n, share in enumerate((1.0, 0.85, 0.62, 0.42)):
        rect = pygame.Rect(x0 + n * (cw + pad), y, cw, min(room, round(full * share)))
        pygame.draw.rect(surface, theme.PANEL, rect.inflate(8, 8), 1, border_radius=6)
        draw_chip_list(surface, rect, zone, GUTS_LOOK, Highlights(focus="mouth/1/1"))


def render(out: Path, sizes=((1920, 1080), (1280, 720))) -> list[Path]:
    """Render the three pages at each size into `out`; return the PNG paths."""
    pygame.display.init()
    pygame.font.init()
    faces = guts_faces()
    made = []
    out.mkdir(parents=True, exist_ok=True)
    for size in sizes:
        surface = pygame.display.set_mode(size)
        card.clear()
        for name, page in (("cards", page_cards), ("zones", page_zones),
                           ("chips", page_chips)):
            page(surface, faces)
            path = out / f"kit-{name}-{size[0]}x{size[1]}.png"
            pygame.image.save(surface, str(path))
            made.append(path)
    return made


# ---- the micro benchmark ---------------------------------------------------------------------
def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default="kit-gallery", help="folder for the PNGs")
    parser.add_argument("--bench", action="store_true", help="report frame times instead")
    parser.add_argument("--frames", type=int, default=300)
    args = parser.parse_args(argv)
    if args.bench:
        print(bench_table(args.frames))
        return 0
    for path in render(Path(args.out)):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
