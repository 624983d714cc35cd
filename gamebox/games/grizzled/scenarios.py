"""Scenario games: "create your own scenario-based games by creating the Order of the Day and
Recruit Decks yourself".

A scenario is a small YAML file in a ``scenarios`` folder beside the packs: shipped ones in
``content/packs/grizzled/scenarios/``, a user's own in ``<user data>/content/packs/grizzled/
scenarios/`` (the pack loader reads only the pack folder itself, so scenarios are never taken
for packs; `gamebox validate` reaches them through the game's `validate_file`). It names:

- ``name`` and ``about`` (a line or two for the seat setup and the rules screen);
- the Order of the Day deck: ``orders`` (the Orders by name, each once) or ``order_counts``
  (how many Easy, Normal and Hard Orders, drawn at random);
- the Recruit deck: ``recruits`` (by name) or ``recruit_count`` (drawn at random).

A part left out plays without that module. The option ``scenario`` (the seat setup lists the
scenarios found, `ScenarioOption`) chooses one; the chosen file's decks go into the match's
content (`with_scenario`), so a save replays it without the file. Each file is checked with
the packs it plays with: unknown names, a name twice, counts the packs cannot meet and a
scenario with neither deck are problems with file, line and field.
"""
from __future__ import annotations

import difflib
import os
from pathlib import Path
from typing import Any

from ...engine.paths import content_roots
from ...engine.protocol import Option
from ...errors import ContentError, Problem
from ...packs import Field, ListOf, MapOf, Record, check_file
from .orders import DIFFICULTIES

NONE = "none"
"""The ``scenario`` option's value for a game without one."""
USER_PREFIX = "user:"

SCENARIO = Record("grizzled scenario", {
    "name": Field(str, "The scenario's name.", pattern=r"\S.{0,59}"),
    "about": Field(str, "What it is about, in a line or two."),
    "orders": Field(ListOf(str, min_items=1), "The Order of the Day deck, by name.",
                    required=False, default=None),
    "order_counts": Field(MapOf(int), "Easy/Normal/Hard -> how many Orders, drawn at random.",
                          required=False, default=None),
    "recruits": Field(ListOf(str, min_items=1), "The Recruit deck, by name.", required=False,
                      default=None),
    "recruit_count": Field(int, "How many Recruits, drawn at random.", required=False,
                           default=None, minimum=1, maximum=21),
}, "A scenario: the Order of the Day and Recruit decks.")


def scenario_folders(roots=None) -> list[tuple[Path, bool]]:
    """(folder, is the user's) of the scenarios, shipped first."""
    roots = list(content_roots() if roots is None else roots)
    return [(Path(r) / "packs" / "grizzled" / "scenarios", i > 0) for i, r in enumerate(roots)]


def _files(folder: Path) -> list[Path]:
    try:
        with os.scandir(folder) as entries:
            return sorted(folder / e.name for e in entries
                          if e.name.endswith((".yaml", ".yml")) and e.is_file())
    except OSError:
        return []


def is_scenario_file(path: Path) -> bool:
    return Path(path).parent.name == "scenarios"


def check_scenario(path: Path, content_data: dict | None = None) -> tuple[dict, list[Problem]]:
    """A scenario file's data and its problems, its names checked against `content_data`
    (default: the game's packs)."""
    loaded, problems = check_file(path, SCENARIO)
    data = loaded.data
    if content_data is None:
        from .cards import load_content_data

        content_data = load_content_data()[0]
    orders = {o["name"]: o["difficulty"] for o in content_data.get("orders_of_the_day") or []}
    recruits = [r["name"] for r in content_data.get("recruits") or []]

    def named(key: str, known, what: str) -> None:
        names = data.get(key)
        if not names or not loaded.is_sound(key):
            return
        seen: set = set()
        for i, name in enumerate(names):
            if name not in known:
                close = difflib.get_close_matches(name, list(known), n=1, cutoff=0.5)
                hint = f" (did you mean {close[0]!r}?)" if close else ""
                problems.append(loaded.problem((key, i), f"{name!r} is not {what}{hint}"))
            elif name in seen:
                problems.append(loaded.problem((key, i), f"{name!r} is named twice: each card "
                                                         "is in the deck once"))
            seen.add(name)
    if isinstance(data, dict):
        named("orders", orders, "an Order of the Day of the packs")
        named("recruits", set(recruits), "a Recruit of the packs")
        counts = data.get("order_counts")
        if data.get("orders") and counts:
            problems.append(loaded.problem(("order_counts",), "give orders or order_counts, "
                                                              "not both"))
        elif counts and loaded.is_sound("order_counts"):
            have = {d: sum(1 for v in orders.values() if v == d) for d in DIFFICULTIES}
            for key, k in counts.items():
                if key not in DIFFICULTIES:
                    problems.append(loaded.problem(("order_counts", key),
                                                   f"{key!r} is not a difficulty; expected "
                                                   f"{', '.join(DIFFICULTIES)}"))
                elif not 0 <= k <= have[key]:
                    problems.append(loaded.problem(("order_counts", key),
                                                   f"the deck cannot be built: {k} {key} "
                                                   f"Orders asked, the packs have {have[key]}"))
        if data.get("recruits") and data.get("recruit_count"):
            problems.append(loaded.problem(("recruit_count",), "give recruits or "
                                                               "recruit_count, not both"))
        elif data.get("recruit_count") and data["recruit_count"] > len(recruits):
            problems.append(loaded.problem(("recruit_count",),
                                           f"the deck cannot be built: "
                                           f"{data['recruit_count']} Recruits asked, the "
                                           f"packs have {len(recruits)}"))
        if not any(data.get(k) for k in ("orders", "order_counts", "recruits",
                                         "recruit_count")) and not problems:
            problems.append(loaded.problem(("name",), "a scenario names an Order of the Day "
                                                      "deck, a Recruit deck, or both"))
    return data, problems


def validate_scenario_file(path) -> list[Problem]:
    try:
        return check_scenario(Path(path))[1]
    except ContentError as exc:
        return list(exc.problems)


_checked: dict[tuple[str, int, int], str | None] = {}
"""A scenario file's name when it checked sound (None: with problems), by its path, change
time and size: the seat setup and the table ask for the scenarios every frame, and checking
a file reads the whole content."""


def _sound_name(path: Path, content_data: list) -> str | None:
    """The name of the scenario in `path`, or None when it has problems (checked once per
    version of the file)."""
    try:
        stat = path.stat()
    except OSError:
        return None
    key = (str(path), stat.st_mtime_ns, stat.st_size)
    if key not in _checked:
        if not content_data:
            from .cards import load_content_data

            content_data.append(load_content_data()[0])
        try:
            data, problems = check_scenario(path, content_data[0])
        except ContentError:
            data, problems = {}, [None]
        _checked[key] = None if problems else data["name"]
    return _checked[key]


def scan(roots=None) -> dict[str, tuple[str, Path]]:
    """The scenarios without problems: key -> (name, path). The key is the file stem; a user's
    file whose stem a shipped one has gets ``user:`` in front. Files with problems are left
    out (`gamebox validate` names them)."""
    found: dict[str, tuple[str, Path]] = {}
    content_data: list = []  # read only when a file is new or changed
    for folder, user in scenario_folders(roots):
        for path in _files(folder):
            name = _sound_name(path, content_data)
            if name is None:
                continue
            key = path.stem if path.stem not in found else USER_PREFIX + path.stem
            name += " (yours)" if user and any(n == name for n, _ in found.values()) else ""
            found[key] = (name, path)
    return found


class ScenarioOption(Option):
    """The ``scenario`` option: none, or a scenario found now, shown by its name."""

    names: dict = {}

    def text(self, value: Any) -> str:
        return "none" if value == NONE else self.names.get(value, str(value))


def scenario_option() -> Option:
    found = scan()
    option = ScenarioOption("scenario", NONE, "Scenario", choices=(NONE, *found),
                            help="A scenario sets the Order of the Day and Recruit decks "
                                 "(it overrides those options). Your own go in the data "
                                 "folder's content/packs/grizzled/scenarios.")
    object.__setattr__(option, "names", {key: name for key, (name, _) in found.items()})
    return option


def with_scenario(content, key: str):
    """`content` with the scenario `key`'s decks in it (``data["scenario"]``): the match plays
    from the copy, a save replays it without the file. Unchanged when it holds them already
    (a save's copy)."""
    from ...engine.content import Content

    if content.data.get("scenario", {}).get("key") == key:
        return content
    found = scan()
    if key not in found:
        raise ValueError(f"no scenario {key!r}; the scenarios found: "
                         f"{', '.join(found) or 'none'}")
    data, _ = check_scenario(found[key][1], content.data)
    scenario = {"key": key, "name": data["name"]}
    for k in ("orders", "order_counts", "recruits", "recruit_count"):
        if data.get(k):
            scenario[k] = data[k]
    return Content.of({**content.data, "scenario": scenario}, content.sources)
