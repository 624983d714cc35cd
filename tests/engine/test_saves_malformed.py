"""Saves with fields of the wrong shape, from a newer box, or with options the game has not.

- A field of the wrong shape (seats that are not objects, a `saved_at` that is text) is
  reported by name and the file set aside; the launcher still starts and lists the rest.
- A save made by a newer gamebox stays where it is, listed with a note, for the updated box.
- An option the game no longer has is left out with a note; an option value the game refuses
  is reported as that option, not as a failure at some later log entry.

The rules now: every field `list_saves` and `load_match` use is checked when the save is
read, and a bad one is named with what was expected; `list_saves` never raises for what a
file holds. A save this box cannot use but that is not broken (a newer gamebox's, a game
not in the box) stays where it is. An option the game no longer has is left out (the match
says which); a value the game refuses is a bad save, reported as the option it is."""
from __future__ import annotations

import re

import pytest

from gamebox.engine import registry, saves
from gamebox.engine.match import Match, SeatSpec

from save_helpers import edit, moved_aside


def write_save(game, path, seed: int = 7, moves: int = 1):
    """A real save of `game` at `path`, `moves` moves in."""
    match = Match.start(game, [SeatSpec("human", "kbd", "Ann"), SeatSpec("bot", "easy", "Rob")],
                        None, seed)
    for _ in range(moves):
        seat = match.state.to_act()[0]
        match.act(seat, match.state.legal_actions(seat)[0])
    return saves.save_match(match, path)


def set_seat(n: int, **fields):
    def change(doc):
        doc["seats"][n].update(fields)
    return change


def drop(key: str):
    return lambda doc: doc.pop(key)


def drop_seat_field(n: int, key: str):
    return lambda doc: doc["seats"][n].pop(key)


MALFORMED = [
    # seats as names, a null seat, saved_at as text
    (lambda d: d.update(seats=["Player 1", "Player 2"]),
     "field 'seats[0]' must be a seat (an object with \"kind\" and \"controller\"), not "
     "'Player 1'"),
    (lambda d: d["seats"].__setitem__(1, None), "field 'seats[1]' must be a seat"),
    (lambda d: d.update(saved_at="yesterday"),
     "field 'saved_at' must be a time (seconds since 1970), not 'yesterday'"),
    # seats
    (lambda d: d.update(seats=None), "field 'seats' must be a list, not null"),
    (lambda d: d.update(seats="Ann, Rob"), "field 'seats' must be a list, not 'Ann, Rob'"),
    (lambda d: d.update(seats={"0": "Ann"}), "field 'seats' must be a list, not an object"),
    (drop("seats"), "field 'seats' is missing (expected a list)"),
    (lambda d: d["seats"].__setitem__(0, [1, 2]), "field 'seats[0]' must be a seat"),
    (drop_seat_field(0, "kind"), "field 'seats[0].kind' is missing (expected \"human\" or "
                                "\"bot\")"),
    (set_seat(1, kind=None), "field 'seats[1].kind' must be \"human\" or \"bot\", not null"),
    (set_seat(1, kind="alien"), "field 'seats[1].kind' must be \"human\" or \"bot\", not "
                                "'alien'"),
    (drop_seat_field(1, "controller"), "field 'seats[1].controller' is missing"),
    (set_seat(0, name=5), "field 'seats[0].name' must be text, not 5"),
    (set_seat(0, name=["Ann"]), "field 'seats[0].name' must be text, not a list"),
    (set_seat(0, colour=False), "field 'seats[0].colour' must be text, not false"),
    # saved_at
    (lambda d: d.update(saved_at=[1700000000]), "field 'saved_at' must be a time"),
    (lambda d: d.update(saved_at=None), "field 'saved_at' must be a time"),
    (lambda d: d.update(saved_at=True), "field 'saved_at' must be a time"),
    (lambda d: d.update(saved_at=1e300), "field 'saved_at' must be a time (seconds since "
                                         "1970), not 1e+300"),
    (lambda d: d.update(summary=["round 2"]), "field 'summary' must be text, not a list"),
    # the rest of the fields
    (lambda d: d.update(options=[]), "field 'options' must be an object ({...}), not a list"),
    (lambda d: d.update(options=None), "field 'options' must be an object"),
    (drop("options"), "field 'options' is missing (expected an object ({...}))"),
    (lambda d: d.update(log={}), "field 'log' must be a list, not an object"),
    (lambda d: d.update(log="play c1"), "field 'log' must be a list, not 'play c1'"),
    (drop("log"), "field 'log' is missing (expected a list)"),
    (lambda d: d.update(game=5), "field 'game' must be text, not 5"),
    (lambda d: d.update(game=None), "field 'game' must be text, not null"),
    (lambda d: d.update(game=""), "field 'game' is empty (expected a game's id)"),
    (drop("game"), "field 'game' is missing (expected text)"),
    (lambda d: d.update(seed="twelve"), "field 'seed' must be a whole number, not 'twelve'"),
    (lambda d: d.update(seed=1.5), "field 'seed' must be a whole number, not 1.5"),
    (lambda d: d.update(seed=True), "field 'seed' must be a whole number, not true"),
    (lambda d: d.update(version="1"), "field 'version' must be a whole number, not '1'"),
    (drop("version"), "field 'version' is missing (expected a whole number)"),
]


@pytest.fixture
def good_saves(highcard, user_data):
    """Two good saves, one sorting before the bad file and one after (list_saves reads the
    folder in name order), with their bytes."""
    paths = [write_save(highcard, user_data / "saves" / name, seed)
             for name, seed in (("a-good.json", 1), ("z-good.json", 2))]
    return {path: path.read_bytes() for path in paths}


@pytest.mark.parametrize("change, words", MALFORMED)
def test_list_saves_reports_a_malformed_save_and_moves_it_aside(highcard, user_data,
                                                                good_saves, change, words):
    bad = write_save(highcard, user_data / "saves" / "m-bad.json")
    original = edit(bad, change)
    infos, problems = saves.list_saves()
    assert [i.path for i in infos] == list(good_saves), "the good saves are listed"
    assert len(problems) == 1
    [moved] = moved_aside(bad)
    assert problems[0] == f"{bad}: {words}" + problems[0][len(f"{bad}: {words}"):]
    assert problems[0].endswith(f"(moved aside to {moved.name})")
    assert not bad.exists() and moved.read_bytes() == original, "kept, byte for byte"
    for path, data in good_saves.items():
        assert path.read_bytes() == data, "the good saves are untouched"


@pytest.mark.parametrize("change, words", MALFORMED)
def test_load_match_names_the_field_too(highcard, user_data, change, words):
    bad = write_save(highcard, user_data / "saves" / "m-bad.json")
    edit(bad, change)
    with pytest.raises(saves.SaveError) as err:
        saves.load_match(bad)
    assert str(err.value).startswith(f"{bad}: {words}")
    assert not isinstance(err.value, saves.NotForThisBox), "it is broken"


@pytest.mark.parametrize("text, words", [
    ("[" * 100_000 + "]" * 100_000, "broken JSON: nested too deeply"),
    ('{"format": "gamebox-save", "version": ' + "9" * 5000 + "}", "broken JSON"),
    ("[1, 2]", "not a gamebox save"),
    ('"gamebox-save"', "not a gamebox save"),
])
def test_json_python_cannot_read_is_a_bad_save_not_a_crash(user_data, good_saves, text, words):
    bad = user_data / "saves" / "m-bad.json"
    bad.write_text(text)
    infos, problems = saves.list_saves()
    assert [i.path for i in infos] == list(good_saves)
    assert len(problems) == 1 and words in problems[0] and moved_aside(bad)


SHAPES = [None, True, 0, -1, 1.5, 1e300, "", "x", [], ["x"], [None], [{}], {}, {"x": 1}]
"""A value of every shape JSON has, for fields that expect another."""


def place(doc: dict, where: str, value) -> None:
    """Put `value` in `doc` at `where`: a field ("seats"), a list's first item ("log[0]")
    or a field in one ("seats[0].name", "options.fast")."""
    *outer, last = where.split(".")
    holder = doc
    for part in outer:
        holder = holder[part.removesuffix("[0]")]
        if part.endswith("[0]"):
            holder = holder[0]
    if last.endswith("[0]"):
        holder[last.removesuffix("[0]")][0] = value
    else:
        holder[last] = value


@pytest.mark.parametrize("where", ["format", "version", "game", "options", "seats", "seed",
                                   "log", "content", "content_digest", "saved_at", "table",
                                   "seats[0]", "seats[0].kind", "seats[0].controller",
                                   "seats[0].name", "log[0]", "options.fast"])
def test_no_value_in_any_field_makes_list_saves_or_load_match_raise_anything_else(
        highcard, user_data, good_saves, where):
    """Whatever a field holds, list_saves lists or reports the save, and load_match
    continues it or raises SaveError: nothing escapes to close the box."""
    for n, value in enumerate(SHAPES):
        path = write_save(highcard, user_data / "saves" / f"m-{n}.json")
        edit(path, lambda doc: place(doc, where, value))
        infos, problems = saves.list_saves()
        listed = [i for i in infos if i.path == path]
        assert len(listed) + len(problems) == 1, (where, value)
        for info in listed:
            assert all(isinstance(s, str) for s in info.seats)
            assert isinstance(info.saved_at, float) and isinstance(info.options, dict)
            try:
                saves.load_match(path)
            except saves.SaveError:
                pass
        for extra in path.parent.glob("m-*"):
            extra.unlink()
    for path, data in good_saves.items():
        assert path.read_bytes() == data


def test_a_bad_save_that_cannot_be_moved_is_reported_not_raised(highcard, user_data,
                                                                good_saves, monkeypatch):
    bad = write_save(highcard, user_data / "saves" / "m-bad.json")
    edit(bad, lambda d: d.update(seats=["Ann", "Rob"]))

    def refuse(path):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(saves, "quarantine", refuse)
    infos, problems = saves.list_saves()
    assert [i.path for i in infos] == list(good_saves)
    assert problems == [f"{bad}: field 'seats[0]' must be a seat (an object with \"kind\" and "
                        "\"controller\"), not 'Ann' (it could not be moved aside: Permission "
                        "denied)"]
    assert bad.exists()


def test_a_save_that_cannot_be_opened_is_reported_and_left_alone(user_data, good_saves):
    odd = user_data / "saves" / "m-folder.json"
    odd.mkdir()
    infos, problems = saves.list_saves()
    assert [i.path for i in infos] == list(good_saves)
    assert len(problems) == 1 and problems[0].startswith(f"{odd}: cannot be read: ")
    assert odd.is_dir() and not moved_aside(odd)


# ---- 2. a save made by a newer gamebox is not broken ---------------------------------------
def make_newer(doc) -> None:
    """What a newer gamebox might write: a higher version, fields in another shape."""
    doc.update(version=saves.VERSION + 1, seats=["Ann", "Rob"], saved_at="today")


def test_a_newer_gamebox_save_is_listed_as_such_and_left_in_place(highcard, user_data,
                                                                  good_saves):
    newer = write_save(highcard, user_data / "saves" / "m-newer.json")
    original = edit(newer, make_newer)
    infos, problems = saves.list_saves()
    assert problems == []
    assert [(i.path.name, i.newer) for i in infos] == [
        ("a-good.json", 0), ("m-newer.json", saves.VERSION + 1), ("z-good.json", 0)]
    info = next(i for i in infos if i.newer)
    assert info.game == "highcard" and info.seats == [] and info.turns == 0
    assert newer.read_bytes() == original and not moved_aside(newer)


def test_load_match_on_a_newer_gamebox_save_leaves_it_in_place(highcard, user_data):
    newer = write_save(highcard, user_data / "saves" / "m-newer.json")
    original = edit(newer, make_newer)
    with pytest.raises(saves.NotForThisBox, match="made by a newer gamebox") as err:
        saves.load_match(newer)
    assert isinstance(err.value, saves.NewerSave) and err.value.version == saves.VERSION + 1
    assert "moved aside" not in str(err.value)
    assert newer.read_bytes() == original and not moved_aside(newer)


def test_a_save_of_a_game_not_in_the_box_is_not_for_this_box_either(highcard, user_data):
    path = write_save(highcard, user_data / "saves" / "m-chess.json")
    edit(path, lambda d: d.update(game="chess"))
    with pytest.raises(saves.NotForThisBox, match="not in this game box"):
        saves.load_match(path)
    assert path.exists()


# ---- 3. options ------------------------------------------------------------------------------
@pytest.fixture
def guts_save(user_data):
    """A Guts game some moves in."""
    return write_save(registry.get("guts"), user_data / "saves" / "guts-qa.json", 3, moves=8)


def test_an_option_the_game_no_longer_has_is_left_out(guts_save):
    """An option the game no longer has is dropped and named; the save still continues."""
    original = edit(guts_save, lambda d: d.update(options={"first_game": False,
                                                           "turbo_mode": True}))
    match = saves.load_match(guts_save)
    assert match.dropped_options == ["turbo_mode"]
    assert dict(match.state.options) == {"first_game": False}
    assert len(match.state.log) == 8, "the whole log replayed"
    assert saves.dropped_note(match) == ("This game was saved with an option this version no "
                                         "longer has (turbo_mode); it plays on without it.")
    assert guts_save.read_bytes() == original and not moved_aside(guts_save)


def test_options_the_game_no_longer_has_are_named_together(highcard, user_data):
    path = write_save(highcard, user_data / "saves" / "m-opts.json")
    edit(path, lambda d: d.update(options={"turbo": 1, "fast": True, "mode": "x"}))
    match = saves.load_match(path)
    assert match.dropped_options == ["turbo", "mode"]
    assert match.state.options["fast"] is True
    assert saves.dropped_note(match) == ("This game was saved with options this version no "
                                         "longer has (turbo, mode); it plays on without them.")
    assert saves.dropped_note(saves.load_match(write_save(
        highcard, user_data / "saves" / "m-plain.json"))) == ""


def test_a_save_that_does_not_replay_without_the_option_is_a_bad_save(guts_save):
    def change(doc):
        doc["options"] = {"turbo_mode": True}
        doc["log"].append([0, "feed 9 9"])

    original = edit(guts_save, change)
    with pytest.raises(saves.SaveError) as err:
        saves.load_match(guts_save)
    message = str(err.value)
    assert "cannot be replayed at log entry 9" in message
    assert "(without the option this version no longer has: turbo_mode)" in message
    [moved] = moved_aside(guts_save)
    assert moved.read_bytes() == original


def grungeon_save(user_data, options: dict):
    game = registry.get("grungeon")
    match = Match.start(game, [SeatSpec("bot", "easy")] * 3, None, 4)
    path = saves.save_match(match, user_data / "saves" / "grungeon-qa.json")
    edit(path, lambda d: d.update(options=options))
    return path


@pytest.mark.parametrize("options, words", [
    ({"turn_seconds": 9999}, r"option turn_seconds must be at most 600, not 9999"),
    ({"turn_seconds": "fast"}, r"option turn_seconds expects a whole number, not 'fast'"),
    ({"map": 5}, r"option map names a map, not 5"),
])
def test_an_option_value_the_game_refuses_is_reported_as_the_option(user_data, options,
                                                                    words):
    """Not "cannot be replayed" (or an error from deep in the rules): the option and why."""
    path = grungeon_save(user_data, options)
    with pytest.raises(saves.SaveError) as err:
        saves.load_match(path)
    [moved] = moved_aside(path)
    assert re.fullmatch(f"{re.escape(str(path))}: {words} "
                        f"\\(moved aside to {re.escape(moved.name)}\\)", str(err.value))


def test_an_old_name_the_game_still_reads_is_not_dropped(user_data):
    """The Grungeon reads an early save's `random_maze` though it lists no such option."""
    path = grungeon_save(user_data, {"random_maze": True})
    match = saves.load_match(path)
    assert match.dropped_options == [] and match.state.options["map"] == "random"


def test_a_yes_no_option_saved_as_maybe_is_reported_as_the_option(guts_save):
    """A yes/no option saved as "maybe" is reported as that option's value, not taken as on
    (which would fail the replay later, at some card rule)."""
    edit(guts_save, lambda d: d.update(options={"first_game": "maybe"}))
    with pytest.raises(saves.SaveError) as err:
        saves.load_match(guts_save)
    assert "option first_game" in str(err.value) and "'maybe'" in str(err.value)
    assert "log entry" not in str(err.value)
