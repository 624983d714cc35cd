"""The kit's status panel (`gamebox.ui.status_panel`): it draws each kind of status fact (a
stat as a chip, a pool as a bar, tokens as lettered discs or a disc each, a list of chips as
rows or tiles, a row of cards, a portrait card or a painted picture), keeps everything it
draws and every id it returns inside its rect, lights what the table lights, and, asked to
keep its picture, draws once while nothing it shows changes."""
from __future__ import annotations

import pygame
import pytest

from gamebox.engine.table import Chip, Chips, Piece, Stat, Status, Tokens, Zone
from gamebox.ui import status_panel
from gamebox.ui.highlights import Highlights
from gamebox.ui.status_panel import PanelLook, draw_status

from widget_helpers import guts_faces, outside_changed, screen

RECT = pygame.Rect(40, 30, 520, 300)
POOL = (190, 40, 40)
LOOK = PanelLook(colours={"speed": (70, 140, 200), "pool": POOL, "power": (236, 190, 64),
                          "speech": (226, 212, 184)})
MONITOR = Status(
    "monitor/0", "Ana's Quillback", owner=0, note="3 cards",
    stats=(Stat("attr/0/speed", "Speed", 3, short="SPD", kind="speed"),
           Stat("attr/0/strength", "Strength", 4, short="STR", kind="strength"),
           Stat("pool/0", "Health pool", 4, most=8, short="Pool", kind="pool")),
    tokens=(Tokens("power/0", "Power", 2, kind="power"),),
    lists=(Chips("", "Limbs", (Chip("spot/0/0", "Digging Leg", "Leg",
                                    adds=(("speed", 1), ("health", 1)), marks=1),
                               Chip("spot/0/1", "torn off", "Arm", alert=True))),))


@pytest.fixture(scope="module")
def faces():
    return guts_faces()


def _words(rendered) -> str:
    return " | ".join(str(w) for w in rendered)


def test_each_stat_is_a_chip_with_its_word_and_number(rendered):
    surf = screen()
    hits = draw_status(surf, RECT, MONITOR, colour=(220, 90, 60), look=LOOK)
    text = _words(rendered)
    for words in ("Ana's Quillback", "3 cards", "SPD", "STR", "3", "4"):
        assert words in text, words
    speed, strength = hits["attr/0/speed"], hits["attr/0/strength"]
    assert speed.top == strength.top and speed.right <= strength.left, "side by side"
    assert outside_changed(surf, RECT) == 0
    assert all(RECT.contains(r) for r in hits.values())


def test_a_pool_is_a_bar_filled_as_far_as_its_value(rendered):
    surf = screen()
    hits = draw_status(surf, RECT, MONITOR, colour=(220, 90, 60), look=LOOK)
    bar = hits["pool/0"]
    assert "Health pool 4/8" in rendered or "Pool 4/8" in rendered
    row = bar.bottom - 2
    filled = [x for x in range(bar.left, bar.right) if surf.get_at((x, row))[:3] == POOL]
    assert filled and abs(len(filled) - bar.width / 2) <= bar.width * 0.1, "half full"


def test_tokens_are_a_disc_each_or_a_lettered_disc_and_a_count(rendered):
    surf = screen()
    hits = draw_status(surf, RECT, MONITOR, colour=(220, 90, 60), look=LOOK)
    assert "power/0" in hits and "\u00d72" not in rendered, "two discs fit: no count"
    broke = Status("monitor/0", "Bo", tokens=(Tokens("power/0", "Power", 0, kind="power"),))
    draw_status(screen(), RECT, broke, colour=(60, 90, 220), look=LOOK)
    assert "0 Power" in rendered
    rendered.clear()
    speech = Status("grizzled/0", "Gaston", tokens=(
        Tokens("speech/0", "Speech", 2, kind="speech", mark="S", one="Speech token"),
        Tokens("leader", "Leader", 1, kind="speech", mark="L", one="Leader")))
    hits = draw_status(screen(), RECT, speech, colour=(60, 90, 220), look=LOOK)
    assert {"\u00d72 Speech", "Leader", "S", "L"} <= set(rendered)
    assert {"speech/0", "leader"} <= set(hits)


def test_a_list_of_rows_shows_tags_words_numbers_and_an_alert(rendered):
    surf = screen()
    hits = draw_status(surf, RECT, MONITOR, colour=(220, 90, 60), look=LOOK)
    assert {"Leg", "Digging Leg", "+1", "Arm", "torn off"} <= set(rendered)
    leg, arm = hits["spot/0/0"], hits["spot/0/1"]
    assert leg.bottom <= arm.top, "one chip a line"
    assert surf.get_at((arm.left + 1, arm.centery))[:3] == LOOK.alert_row, "torn: warning red"


def test_a_list_of_tiles_shows_faces_backs_and_a_short_mark_when_words_do_not_fit(rendered):
    tiles = (Chip("tiles/0/0", "Left", short="L"), Chip("tiles/0/1", ""),
             Chip("tiles/0/2", "", face_up=False), Chip("tiles/0/laid", "laid: 2 Right",
                                                        short="RR", face_up=False))
    status = Status("grizzled/0", "Gaston", lists=(Chips("tiles/0", "Support tiles", tiles,
                                                         shape="tiles"),))
    surf = screen()
    hits = draw_status(surf, RECT, status, colour=(60, 90, 220), look=LOOK)
    assert {"tiles/0", "tiles/0/0", "tiles/0/2", "tiles/0/laid"} <= set(hits)
    assert "Support tiles" in rendered and "Left" in rendered
    face, back = hits["tiles/0/0"], hits["tiles/0/2"]
    assert surf.get_at((face.left + 2, face.centery))[:3] == LOOK.paper
    assert surf.get_at((back.centerx, back.centery))[:3] == LOOK.back
    rendered.clear()
    narrow = pygame.Rect(40, 30, 150, 300)
    draw_status(screen(), narrow, status, colour=(60, 90, 220), look=LOOK)
    assert "RR" in rendered or "laid: 2 Right" in rendered


def test_a_portrait_card_and_a_row_of_cards_are_drawn_with_the_games_look(faces, rendered):
    from gamebox.games.guts.look import LOOK as CARD_LOOK

    knock = Piece("t5", faces[1], at=0)
    status = Status("grizzled/1", "Lazare", portrait=Piece("grizzled/1/card", faces[0]),
                    cards=Zone("grizzled/1/knocks", "row", (knock,), size=1,
                               label="Hard Knocks (1)"), empty_cards="No Hard Knock")
    look = PanelLook(top=0.4, cards=0.4)
    surf = screen()
    hits = draw_status(surf, RECT, status, colour=(60, 90, 220), look=look,
                       card_look=CARD_LOOK)
    assert {"grizzled/1", "grizzled/1/card", "t5"} <= set(hits)
    assert hits["grizzled/1/card"].bottom <= hits["t5"].top, "the cards lie under the portrait"
    assert "Hard Knocks (1)" in rendered and outside_changed(surf, RECT) == 0
    empty = Status("grizzled/1", "Lazare", cards=Zone("k", "row", (), size=0),
                   empty_cards="No Hard Knock")
    draw_status(screen(), RECT, empty, colour=(60, 90, 220), look=look, card_look=CARD_LOOK)
    assert "No Hard Knock" in rendered


def test_a_painted_portrait_fills_its_square_and_is_veiled_when_out():
    boxes = []

    def paint(surface, box):
        boxes.append(box.copy())
        surface.fill((250, 250, 250), box.inflate(-4, -4))

    alive = screen()
    draw_status(alive, RECT, MONITOR, colour=(220, 90, 60), look=LOOK, paint_portrait=paint)
    dead = screen()
    draw_status(dead, RECT, Status(**{**{f: getattr(MONITOR, f) for f in (
        "id", "title", "owner", "note", "stats", "tokens", "lists")}, "out": True}),
        colour=(220, 90, 60), look=LOOK, paint_portrait=paint)
    box = boxes[0]
    assert box.width == box.height and RECT.contains(box)
    assert alive.get_at(box.center)[:3] == (250, 250, 250)
    assert sum(dead.get_at(box.center)[:3]) < 3 * 150, "the veil darkens a Monster out"


def test_a_lit_fact_is_ringed(rendered):
    plain, lit = screen(), screen()
    hits = draw_status(plain, RECT, MONITOR, colour=(220, 90, 60), look=LOOK)
    draw_status(lit, RECT, MONITOR, Highlights(targets=frozenset({"spot/0/1"})),
                colour=(220, 90, 60), look=LOOK)
    box = hits["spot/0/1"]
    assert plain.get_at((box.centerx, box.top)) != lit.get_at((box.centerx, box.top))


def test_a_kept_panel_is_drawn_once_while_nothing_it_shows_changes(monkeypatch):
    painted = []

    def paint(surface, box):
        painted.append(1)
        surface.fill((200, 200, 200), box)

    status_panel._KEPT.clear()
    first = screen()
    hits = draw_status(first, RECT, MONITOR, colour=(220, 90, 60), look=LOOK,
                       paint_portrait=paint, keep=True)
    again = screen()
    assert draw_status(again, RECT, MONITOR, colour=(220, 90, 60), look=LOOK,
                       paint_portrait=paint, keep=True) == hits
    assert len(painted) == 1
    assert pygame.image.tobytes(first, "RGB") == pygame.image.tobytes(again, "RGB")
    draw_status(screen(), RECT, MONITOR, Highlights(targets=frozenset({"pool/0"})),
                colour=(220, 90, 60), look=LOOK, paint_portrait=paint, keep=True)
    assert len(painted) == 2, "a light on one of its ids draws it afresh"
