"""The Grizzled on the table kit: the layout draws every zone inside the board for 1 to 5
seats, pointing plays each kind of move, a whole game is played by pointing, no hand is drawn
for another seat's eyes, and the Duo's curtain falls between a player's own two Grizzled."""
from __future__ import annotations

import pytest

from gamebox.engine.match import Match, SeatSpec
from gamebox.games.grizzled import art as art_module
from gamebox.games.grizzled import scene as scene_module
from gamebox.games.grizzled.game import GAME
from gamebox.games.grizzled.scene import Scene, third_threats
from gamebox.ui import status_panel, zones

from scene_helpers import draw_frame, look, moves_of, record_text, run_bots, use_size


def _scene(app, seats=3, humans=1, seed=4, state=None):
    app.settings.bot_speed = "instant"
    specs = [SeatSpec("human", "kbd", f"P{i + 1}") if i < humans else SeatSpec("bot", "normal")
             for i in range(seats)]
    match = Match.start(GAME, specs, None, seed)
    if state is not None:
        match.state = state
    scene = Scene(app, match)
    app.push(scene)
    app.apply_pending()
    return scene




def _click(app, drive, scene, key):
    draw_frame(app)
    assert key in scene.hits, f"{key} is not on the board: {sorted(scene.hits)}"
    drive.click(scene.hits[key].center)


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
@pytest.mark.parametrize("seats", [1, 2, 3, 4, 5])
def test_every_zone_and_word_is_drawn_inside_the_board(app, monkeypatch, size, seats):
    use_size(app, size)
    scene = _scene(app, seats=seats, seed=seats)
    run_bots(scene)
    look(scene, 0)
    written = record_text(monkeypatch, scene_module)
    for module in (art_module, status_panel):  # (the panels' and the piles' words too)
        written += record_text(monkeypatch, module)
    draw_frame(app)
    board = scene.board_rect
    for name, rect in scene.zone_areas.items():
        assert board.contains(rect), f"{name} {rect} leaves the board {board}"
    for key, rect in scene.hits.items():
        assert board.contains(rect), f"{key} {rect} leaves the board {board}"
    for line in written:
        assert board.contains(line["rect"]), f"{line['text']!r} leaves the board"
    for a in range(scene.match.state.n):
        assert f"grizzled/{a}/card" in scene.hits, "each Grizzled's card is drawn"
    for word in ("rain", "snow", "night", "gas", "shell", "whistle"):
        assert f"threat/{word}" in scene.hits, "every Threat has its count"


def test_pointing_at_a_hand_card_plays_it(app, drive, gz):
    state = gz.position(3, hands={0: ["Rain + Shell", "Snow + Whistle"]}, turn=0)
    scene = _scene(app, humans=3, state=state)
    look(scene, 0)
    card = f"t{state.hands[0][0]}"
    _click(app, drive, scene, card)
    assert str(scene.match.state.log[-1][1]) == f"play {card[1:]}"
    assert int(card[1:]) in scene.match.state.nml


def test_pointing_at_the_charm_then_a_card_of_no_mans_land_uses_it(app, drive, gz):
    state = gz.position(3, hands={0: ["Snow + Whistle"]}, nml=["Rain + Shell", "Night + Shell"],
                        turn=0)
    charm = state.charm(0)
    from gamebox.games.grizzled.knocks import THREATS

    target = next((c for c in state.nml if THREATS[charm] in state.cards.faces[c]["threats"]),
                  None)
    if target is None:  # (a charm none of these two show: lay one that does)
        state = gz.position(3, hands={0: ["Snow + Whistle"]},
                            nml=[f"{THREATS[charm]} (Luck)"], turn=0)
        target = state.nml[0]
    scene = _scene(app, humans=3, state=state)
    look(scene, 0)
    _click(app, drive, scene, "grizzled/0/card")
    _click(app, drive, scene, f"t{target}")
    assert str(scene.match.state.log[-1][1]) == f"charm {target}"


def test_pointing_at_a_speech_token_then_a_threat_makes_the_speech(app, drive, gz):
    state = gz.position(3, hands={0: ["Snow + Whistle"], 1: ["Rain + Shell"],
                                  2: ["Night + Shell"]}, speech=[1, 0, 0], turn=0)
    scene = _scene(app, humans=3, state=state)
    look(scene, 0)
    _click(app, drive, scene, "speech/0")
    assert scene.picked == "speech/0"
    _click(app, drive, scene, "threat/shell")
    assert str(scene.match.state.log[-1][1]) == "speech shell"


def test_pointing_at_a_support_tile_withdraws_with_it(app, drive, gz):
    state = gz.position(3, hands={0: ["Snow + Whistle"]}, tiles=[["L", "R"], ["L"], ["R"]],
                        turn=0)
    scene = _scene(app, humans=3, state=state)
    look(scene, 0)
    _click(app, drive, scene, "tiles/0/1")
    assert str(scene.match.state.log[-1][1]) == "withdraw R"


def test_pointing_at_an_intensity_number_sets_it(app, drive, gz):
    state = gz.position(3, tiles=[["L", "R"], ["L", "R"], ["L", "R"]])
    while state.phase == "play":
        gz.act(state, "withdraw L")
    state.pending = []
    if state.phase != "intensity":
        pytest.skip("the position ended the game")
    scene = _scene(app, humans=3, state=state)
    seat = state.to_act()[0]
    look(scene, seat)
    legal = [str(a) for a in scene.legal_for(seat)]
    _click(app, drive, scene, "trials#2")
    assert "intensity 2" in legal and str(scene.match.state.log[-1][1]) == "intensity 2"


def test_a_card_that_would_make_the_third_threat_is_marked():
    """The count at two: a card in hand showing that Threat (or adding it) is marked."""
    counts = [2, 1, 0, 0, 0, 0]
    assert third_threats({"threats": ["Rain", "Shell"]}, counts) == ["Rain"]
    assert third_threats({"threats": ["Snow"]}, counts) == []
    assert third_threats(None, counts) == []


def test_the_mark_is_drawn_on_the_hand_card(app, monkeypatch, gz):
    state = gz.position(3, hands={0: ["Rain + Shell", "Snow + Whistle"]},
                        nml=["Rain + Gas Mask", "Rain + Whistle"], turn=0)
    scene = _scene(app, humans=3, state=state)
    look(scene, 0)
    written = record_text(monkeypatch, scene_module)
    draw_frame(app)
    marks = [w["text"] for w in written if w["text"].startswith("3rd")]
    assert marks and all("Rain" in m for m in marks)


def test_a_whole_game_is_played_by_pointing_at_the_board(app, drive):
    scene = _scene(app, seats=3, seed=9)
    pointed = panel = 0
    for _ in range(800):
        run_bots(scene)
        if scene.match.state.is_over():
            break
        look(scene, 0)
        draw_frame(app)
        targets = scene.targets(0)
        if not targets.ids:
            scene.act(0, scene.legal_for(0)[0])  # keep, done, stop: the panel's list
            panel += 1
            continue
        first = sorted(targets.ids)[0]
        before = moves_of(scene, 0)
        drive.click(scene.hits[first].center)
        if moves_of(scene, 0) == before:
            if scene.picked is None:  # several moves share it: the list has them
                scene.act(0, scene.targets(0).actions_of(first)[0])
            else:  # picked up: now where it goes
                draw_frame(app)
                drive.click(scene.hits[sorted(scene.targets(0).ids)[0]].center)
        assert moves_of(scene, 0) == before + 1
        pointed += 1
    assert scene.match.state.is_over() and pointed > 10 and pointed > panel


@pytest.mark.parametrize("seats", [3, 4, 5])
def test_no_seat_is_drawn_another_seats_hand(app, seats):
    """Silence: "Players must never discuss, reveal nor show their cards." """
    scene = _scene(app, seats=seats, humans=seats, seed=seats)
    state = scene.match.state
    for seat in range(seats):
        scene.curtain.lower()
        look(scene, seat)
        draw_frame(app)
        mine = {f"t{c}" for h in state.visible_hands(seat) for c in state.hands[h]}
        others = {f"t{c}" for h, hand in enumerate(state.hands)
                  if h not in state.visible_hands(seat) for c in hand}
        assert mine and mine <= set(scene.hits)
        assert not others & set(scene.hits), f"seat {seat} sees another hand"


def test_the_duo_curtain_falls_between_a_players_own_two_grizzled(app, gz):
    """Duo: "each player can only look at one hand at a time ... on the turn of one
    Grizzled, the player cannot look at the cards of their other Grizzled. Once they've
    played, they set their hand aside facedown and pick up the cards of their other
    Grizzled." Seat 0 plays Grizzled 0 and 1, seat 1 Grizzled 2 and 3."""
    state = gz.position(2, hands={0: ["Rain + Shell"], 1: ["Snow + Rain"],
                                  2: ["Night + Whistle"], 3: ["Snow + Shell"]}, turn=0)
    scene = _scene(app, seats=2, humans=2, state=state)
    look(scene, 0)
    draw_frame(app)
    first, second = f"t{state.hands[0][0]}", f"t{state.hands[1][0]}"
    assert first in scene.hits and second not in scene.hits
    scene.act(0, scene.legal_for(0)[0])
    assert scene.match.state.turn == 1 and scene.match.state.to_act() == (0,)
    assert scene.curtain.looking is None, "the curtain falls before his other Grizzled"
    look(scene, 0)
    for _ in range(10):
        scene.update(0.5)  # (the play's steps shown)
    draw_frame(app)
    assert second in scene.hits, "the other hand is picked up"
    assert scene.table_for(0).zone("hand/0").hidden, "the first is set aside face down"
    assert first in [p.id for p in scene.table_for(0).zone("nml").pieces]


def test_the_duo_curtain_stays_up_while_the_same_hand_answers(app, gz):
    """The curtain falls for a new hand only: a move that leaves the seat on the same hand
    (refused, or nothing changed) keeps it up."""
    state = gz.position(2, hands={0: ["Rain + Shell", "Snow + Whistle"], 1: ["Snow + Rain"],
                                  2: ["Night + Whistle"], 3: ["Snow + Shell"]}, turn=0)
    scene = _scene(app, seats=2, humans=2, state=state)
    look(scene, 0)
    scene.after_change(0)
    assert scene.curtain.looking == 0


def test_the_rules_screen_has_the_grizzled_cards():
    sections = GAME.reference_cards()
    names = [s.heading for s in sections]
    assert names == ["Threats", "Hard Knocks", "The Grizzled", "Orders of the Day", "Recruits",
                     "Helping Hands"]
    from gamebox.games.grizzled.cards import table_of

    cards = table_of(GAME.load_content())
    assert [len(s.faces) for s in sections[3:]] == [
        len(cards.orders), len(cards.recruits), len(cards.helping)], "every module card, once"
    assert sections[4].faces[0]["text"].startswith("Starts with ")
    knock = sections[1].faces[0]
    assert knock["text"] and "caption" in knock
    assert all(f["text"] for s in sections for f in s.faces), "every card has its rules"
    assert GAME.card_look().game == "grizzled"


def test_a_lit_card_is_in_the_focus_ring_and_confirm_plays_it(app, drive, gz):
    """Keyboard and pad: the lit objects join the focus ring; confirm on one plays it."""
    import pygame

    from gamebox.scenes.kit_board import BOARD_TAG

    state = gz.position(3, hands={0: ["Rain + Shell", "Snow + Whistle"]}, turn=0)
    scene = _scene(app, humans=3, state=state)
    look(scene, 0)
    draw_frame(app)
    scene.layout()
    card = f"t{state.hands[0][1]}"
    index = next(i for i, b in enumerate(scene.ring.buttons) if b.tags.get(BOARD_TAG) == card)
    scene.ring.index = index
    drive.key(pygame.K_RETURN)
    assert str(scene.match.state.log[-1][1]) == f"play {card[1:]}"


def test_answering_a_speech_by_pointing_at_a_hand_card(app, drive, gz):
    """A Speech: each comrade still in may discard one card showing the Threat named."""
    state = gz.position(3, hands={0: ["Snow + Whistle"], 1: ["Rain + Shell", "Night + Snow"],
                                  2: ["Night + Shell"]}, speech=[1, 0, 0], turn=0)
    gz.act(state, "speech shell")
    seat = state.to_act()[0]
    scene = _scene(app, humans=3, state=state)
    look(scene, seat)
    hand = state.hands[state.hand_of[state.pending[0][1]]]
    card = next(c for c in hand if "Shell" in state.cards.faces[c]["threats"])
    _click(app, drive, scene, f"t{card}")
    assert str(scene.match.state.log[-1][1]) == f"discard {card}"


def test_a_still_board_is_one_picture_until_something_on_it_changes(app, drive, gz):
    state = gz.position(3, hands={0: ["Rain + Shell", "Snow + Whistle"]}, turn=0)
    scene = _scene(app, humans=3, state=state)
    look(scene, 0)
    draw_frame(app)
    drawn = []
    original = Scene.draw_zone
    Scene.draw_zone = lambda self, *a: drawn.append(a[2].name) or original(self, *a)
    try:
        draw_frame(app)
        assert drawn == [], "nothing changed: the board's picture is blitted"
        assert f"t{state.hands[0][0]}" in scene.hits, "and its hit map kept"
        scene.act(0, scene.legal_for(0)[0])
        for _ in range(10):
            scene.update(0.5)
        look(scene, scene.match.state.to_act()[0])  # (the curtain fell: the next seat)
        draw_frame(app)
        assert drawn, "a move draws the board afresh"
    finally:
        Scene.draw_zone = original


def test_a_mutes_speech_token_is_refused_with_the_rule(app, drive, gz):
    """Mute Hard Knock: the player cannot play a Speech but can play a Support."""
    from gamebox.games.grizzled.rules import RULE_MUTE

    state = gz.position(3, hands={0: ["Snow + Whistle"]}, knocks={0: ["Mute"]},
                        speech=[1, 0, 0], turn=0)
    scene = _scene(app, humans=3, state=state)
    look(scene, 0)
    before = len(scene.match.state.log)
    _click(app, drive, scene, "speech/0")
    assert len(scene.match.state.log) == before and RULE_MUTE in scene.notice


def test_a_withdrawal_the_hard_knocks_forbid_is_refused_in_words(app, drive, gz):
    state = gz.position(3, hands={0: ["Snow + Whistle", "Rain + Shell"]},
                        knocks={0: ["Hardheaded"]}, turn=0)
    scene = _scene(app, humans=3, state=state)
    look(scene, 0)
    _click(app, drive, scene, "tiles/0/0")
    assert "keep you in the Mission" in scene.notice


@pytest.mark.parametrize("seats", [1, 2])
def test_a_solo_or_duo_game_is_played_by_pointing_only_people_at_the_table(app, drive, seats):
    """Solo and Duo, every seat a person: each decision is made by pointing at the board
    (or the list, for a move that touches nothing), the curtain lifted for whoever is asked."""
    scene = _scene(app, seats=seats, humans=seats, seed=11)
    state = scene.match.state
    pointed = 0
    for _ in range(900):
        if state.is_over():
            break
        for _ in range(10):
            scene.update(0.5)  # (the steps shown, the banners gone)
        seat = scene.match.state.to_act()[0]
        if scene.curtain.looking != seat:
            scene.curtain.lower()
        look(scene, seat)
        draw_frame(app)
        now = scene.match.state
        others = {f"t{c}" for h, hand in enumerate(now.hands)
                  if h not in now.visible_hands(seat) for c in hand}
        assert not others & set(scene.hits), "no hand but the one held is drawn"
        before = len(scene.match.state.log)
        ids = sorted(scene.targets(seat).ids)
        if not ids:
            scene.act(seat, scene.legal_for(seat)[0])
            continue
        drive.click(scene.hits[ids[0]].center)
        if len(scene.match.state.log) == before:
            if scene.picked is None:
                scene.act(seat, scene.targets(seat).actions_of(ids[0])[0])
            else:
                draw_frame(app)
                drive.click(scene.hits[sorted(scene.targets(seat).ids)[0]].center)
        assert len(scene.match.state.log) == before + 1
        pointed += 1
        state = scene.match.state
    assert scene.match.state.is_over() and pointed > 10


def test_the_peace_card_shows_through_as_the_trials_deck_empties(app, gz):
    """Setup: "Trials Deck: place it on top of the Peace card" (and the Morale Reserve on
    the Monument card): the lower the pile, the more of its card shows, all of it when
    the pile is gone."""
    shown = {}
    for size in (28, 3, 0):
        state = gz.position(3, hands={0: ["Rain + Shell"]}, deck_size=size)
        scene = _scene(app, humans=3, state=state)
        look(scene, 0)
        draw_frame(app)
        under, pile = scene.hits["trials#under"], scene.hits["trials"]
        shown[size] = under.bottom - pile.bottom
    assert shown[28] < shown[3] and shown[0] == 0


def test_a_laid_support_tile_is_a_face_for_its_player_and_a_back_for_the_others(app, gz):
    state = gz.position(3, hands={1: ["Rain + Shell"]}, tiles=[["L", "R"], ["L"], ["R"]],
                        turn=0)
    gz.act(state, "withdraw R")
    scene = _scene(app, humans=3, state=state)
    look(scene, 0)
    draw_frame(app)
    assert "tiles/0/laid" in scene.hits
    scene.curtain.lower()
    look(scene, 1)
    draw_frame(app)
    assert "tiles/0/laid" not in scene.hits and "tiles/0/1" in scene.hits
    laid = scene.table_for(1).zone("tiles/0").pieces[-1]
    assert laid.face is None, "the others see its back only"


def test_the_inspector_shows_the_card_held_not_the_focused_move(app, gz):
    """While a card is held (dragged towards No Man's Land) the card shown large is that
    card, whatever move the panel's focus is on (it showed the focused move's card)."""
    import pygame

    state = gz.position(3, hands={0: ["Rain + Shell", "Snow + Whistle"]}, turn=0)
    use_size(app, (1920, 1080))
    scene = _scene(app, humans=3, state=state)
    look(scene, 0)
    draw_frame(app)
    first, second = (f"t{c}" for c in state.hands[0])
    focused = scene.first_card(scene.focused_touches(0))
    held = second if focused == first else first
    start = scene.hits[held].center
    nml = scene.zone_areas["nml"].center

    def mouse(kind, pos):
        extra = {"rel": (0, 0), "buttons": (1, 0, 0)} if kind == pygame.MOUSEMOTION \
            else {"button": 1}
        app.step(dt=0.0, events=[pygame.event.Event(kind, pos=pos, **extra)])

    mouse(pygame.MOUSEBUTTONDOWN, start)
    for k in (1, 2, 3):
        mouse(pygame.MOUSEMOTION, (start[0] + (nml[0] - start[0]) * k // 3,
                                   start[1] + (nml[1] - start[1]) * k // 3))
    assert scene.holding() == held
    assert scene.first_card(scene.focused_touches(0)) != held
    piece, _ = scene.inspected(scene.table_for(0), 0)
    assert piece is not None and piece.id == held


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_another_hand_in_a_panel_is_one_line_of_its_count_and_backs(app, monkeypatch, gz, size):
    """Another Grizzled's hand in his panel is one line, ``Hand (n)`` and a back per card
    (the panel's room goes to his Hard Knocks, drawn as chips): every back answers to its
    place (``hand/1/0``, where a dealt card flies), each on the line beside the words, and
    his Hard Knocks answer to their card ids above it."""
    use_size(app, size)
    state = gz.position(5, hands={0: ["Rain + Shell"], 1: ["Snow + Whistle", "Night + Shell",
                                                           "Rain + Night"]},
                        knocks={1: ["Mute", "Fearful"]}, turn=0)
    scene = _scene(app, seats=5, humans=1, state=state)
    look(scene, 0)
    written = record_text(monkeypatch, zones)  # (the kit's `draw_hand_line`)
    draw_frame(app)
    line = scene.zone_areas["hand/1"]
    words = [w for w in written if w["text"] == "Hand (3)"]
    assert len(words) == 1 and line.contains(words[0]["rect"])
    backs = [scene.hits[f"hand/1/{i}"] for i in range(3)]
    assert all(line.contains(b) and b.left > words[0]["rect"].right for b in backs)
    panel = scene.zone_areas["grizzled/1"]
    for card in state.knocks[1]:
        chip = scene.hits[f"t{card}"]
        assert panel.contains(chip) and chip.bottom <= line.top and chip.width > chip.height
