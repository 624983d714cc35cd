"""Hidden information must not leak through the channels beside the drawn table.

Each test plays the same seeded Grungeon twice with one secret changed (what a seat queued
on turn 1) and compares what the whole room can perceive; before the rules reveal anything,
the two runs must look the same.

What leaked before the fixes:
- the bot pace: the table gives each bot step one beat (0.9 s at the normal pace), and a
  Grungeon bot queued each action as a step of its own, so the time between the start of a
  turn and the public "DMO 2 is ready." told everyone how many actions that bot had queued
  (one beat to commit at once, two with a move queued...);
- the launcher's Continue button (and the saved-games list) said "N moves" with N the length
  of the action log, which counts every seat's secret queue steps: two saves at the same
  public moment differed by the number of moves a seat had queued;
- the sound: a person's every queued step played "success" and its take-back "click" for
  the whole room to hear, so the sounds counted the steps.
"""
from __future__ import annotations

import dataclasses

import json

import pytest

from gamebox.app import scene_class_for
from gamebox.engine import registry, saves
from gamebox.engine.match import Match, SeatSpec
from gamebox.games.grungeon import bots as grungeon_bots
from gamebox.games.grungeon.actions import COMMIT, MOVE

SEED = 7
FRAME = 0.05


def public_timeline(app, monkeypatch, first_turn_plan) -> list[tuple[int, tuple]]:
    """Three normal bots at the normal pace; DMO 2 (seat 0) follows `first_turn_plan` on
    turn 1. Returns each change of the public events, with the frame it came in, until
    turn 2 begins."""
    app.settings.bot_speed = "normal"
    plan_turn = grungeon_bots.GrungeonBot._plan_turn

    def planned(bot, view):
        if bot.seat == 0 and view["turn"] == 1:
            return list(first_turn_plan)
        return plan_turn(bot, view)

    monkeypatch.setattr(grungeon_bots.GrungeonBot, "_plan_turn", planned)
    match = Match.start(registry.get("grungeon"), [SeatSpec("bot", "normal") for _ in range(3)],
                        None, SEED)
    table = scene_class_for("grungeon")(app, match)
    timeline: list[tuple[int, tuple]] = []
    seen: tuple = ()
    for frame in range(2000):
        table.update(FRAME)
        public = tuple(e.text for e in match.history if e.to is None)
        if public != seen:
            timeline.append((frame, public[len(seen):]))
            seen = public
        if match.state.turn >= 2:
            return timeline
    raise AssertionError("turn 2 never began")


def test_a_bot_takes_as_long_whatever_it_queued_in_secret(app, monkeypatch):
    """The time a bot takes to commit must not count its secret queued actions."""
    at_once = public_timeline(app, monkeypatch, [COMMIT])
    with_a_move = public_timeline(app, monkeypatch, [MOVE["down"], COMMIT])
    ready = [(frame, texts) for frame, texts in at_once if "Player 1 is ready." in texts]
    assert ready, "Player 1 committed on turn 1"
    assert at_once == with_a_move


def save_at_turn_two(path, secret: list) -> saves.SaveInfo:
    """A save of a person (DMO 2) and two bots taken when turn 2 begins; on turn 1 the person
    queued `secret` before committing. Returns what the saves list says of it."""
    match = Match.start(registry.get("grungeon"),
                        [SeatSpec("human", "kbd"), SeatSpec("bot", "normal"),
                         SeatSpec("bot", "normal")], None, 5)
    saves.enable_autosave(match, path)
    state = match.state
    while not (state.phase == "play" and state.turn == 2):
        if match.bot_to_act() is not None:
            match.bot_step()
            continue
        if state.phase == "play":
            for action in secret:
                match.act(0, action)
            match.act(0, COMMIT)
        else:
            match.act(0, state.legal_actions(0)[0])
    return next(i for i in saves.list_saves(path.parent)[0] if i.path == path)


def test_the_continue_button_counts_only_the_moves_the_table_saw(app, user_data):
    """The Continue button's "N moves" must not count the secret queue steps."""
    from gamebox.scenes.launcher import LauncherScene

    folder = user_data / "saves"
    plain = save_at_turn_two(folder / "plain.json", [])
    queued = save_at_turn_two(folder / "queued.json", [MOVE["up"]])
    assert plain.turns == queued.turns == 9  # 3 x ready, 3 corners, 3 commits
    launcher = LauncherScene(app)
    details = [launcher.save_label(info)[2].split(" \u00b7 ", 1)[1] for info in (plain, queued)]
    assert details[0] == details[1] and "turn 2" in details[0]
    # a save from before the summary was kept shows its moves instead, counted the same way
    old = [dataclasses.replace(info, summary="") for info in (plain, queued)]
    details = [launcher.save_label(info)[2].split(" \u00b7 ", 1)[1] for info in old]
    assert details[0] == details[1] and "9 moves" in details[0]


@pytest.mark.parametrize("kept", [None, "nine", -1, 10 ** 6, True])
def test_a_save_without_a_usable_count_falls_back_to_its_log(user_data, kept):
    """Saves from before the count was kept (or hand-edited) still list, with the log's
    length as before."""
    path = save_at_turn_two(user_data / "saves" / "old.json", []).path
    doc = json.loads(path.read_text())
    doc.pop("moves_seen", None)
    if kept is not None:
        doc["moves_seen"] = kept
    path.write_text(json.dumps(doc))
    info = next(i for i in saves.list_saves(path.parent)[0] if i.path == path)
    assert info.turns == len(doc["log"])


def cues_of_a_first_turn(app, monkeypatch, steps: list[str]) -> list:
    """A person (DMO 2, keyboard) and two bots: the sounds the room hears while the person,
    behind the curtain on turn 1, takes `steps` ("move": the first move listed, "clear",
    "take back") and commits."""
    from gamebox.engine.match import Match, SeatSpec

    heard: list[str] = []
    monkeypatch.setattr(app, "cue", heard.append)
    app.settings.bot_speed = "instant"
    match = Match.start(registry.get("grungeon"), [SeatSpec("human", "kbd"),
                        SeatSpec("bot", "normal"), SeatSpec("bot", "normal")], None, 4,
                        undo=True)  # as the app starts a match with people
    table = scene_class_for("grungeon")(app, match)
    state = match.state
    for _ in range(500):
        table.update(FRAME)
        if 0 not in state.to_act() or match.bot_to_act() is not None:
            continue
        table.curtain.lift(0)
        table.on_eyes_changed()
        if state.phase != "play":
            table.act(0, state.legal_actions(0)[0])
            continue
        heard.clear()
        for step in steps:
            if step == "take back":
                table.take_back(0)
            else:
                assert table.act(0, next(a for a in state.legal_actions(0) if a.kind == step))
        assert table.act(0, COMMIT)
        return list(heard)
    raise AssertionError("turn 1 never came to Player 1")


@pytest.mark.parametrize("steps", [["move"], ["move", "clear"], ["move", "take back"]])
def test_the_room_hears_a_commit_not_the_steps_queued_before_it(app, monkeypatch, steps):
    """Queued steps, clearing them and taking them back make no sound; the commit, which the
    table sees, sounds alike whatever was queued before it."""
    assert cues_of_a_first_turn(app, monkeypatch, steps) \
        == cues_of_a_first_turn(app, monkeypatch, []) == ["success"]
