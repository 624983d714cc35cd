"""Grunt, Growl and Tear, the registered game: metadata, options, content, bots (the rules
are `rules.GgtState`)."""
from __future__ import annotations

from pathlib import Path
from typing import Any

from ...engine.content import Content
from ...engine.protocol import Game, Option
from .arenas import arena_to_data, default_arena_id, load_arenas
from .rules import GgtState

DEFAULT_ROUND_LIMIT = 60


class MapOption(Option):
    """The `map` option: its choices are the arenas found now, shown by their names."""

    names: dict = {}

    def text(self, value: Any) -> str:
        return self.names.get(value, str(value))


def _map_option() -> Option:
    arenas = load_arenas()
    option = MapOption("map", default_arena_id(arenas), "Map", choices=tuple(arenas),
                       help="The arena to fight in: a Tiled map (your own go in the data "
                            "folder's content/maps/ggt).")
    object.__setattr__(option, "names", {key: a.name for key, a in arenas.items()})
    return option


class GruntGrowlTear(Game):
    """Grunt, Growl and Tear: monsters tearing each other's limbs off on a hex map."""

    id = "ggt"
    name = "Grunt, Growl and Tear"
    pitch = "Rip off your rival's limbs, stick them on yourself, stomp what is left."
    min_seats = 2
    max_seats = 4
    log_policy = "full"
    hidden_information = True
    rules_file = "grunt-growl-and-tear.txt"
    rulebook_captions = frozenset({"AttachmentSize", "Package icon ggt_complete.zip1.33 MB",
                                   "PDF icon GGTexp1_MsTreat_Initiative.pdf153.75 KB"})
    state_class = GgtState
    sim_games = 24
    """Checked random games `tests/engine/test_random_sim.py` plays of this game (instead of
    its 200): every step of a four-seat game checks each seat's view against every other
    seat's, so a checked game takes seconds (some 600 steps) and 200 would take CI about
    ten minutes; unchecked simulations (`gamebox simulate`, the balance report) play
    thousands."""
    fixed_options = (
        Option("round_limit", DEFAULT_ROUND_LIMIT, "Round limit", minimum=5, maximum=500,
               help="After this many rounds the crowd goes home and nobody wins."),
    )
    expansion_options = (
        Option("ms_treat", False, "Ms. Treat's initiative",
               help="Our own design of the unpublished expansion: the arena's keeper deals "
                    "initiative cards that also give treats or trouble for the round."),
    )
    """Options that add to the game: left out of the resolved options while off, so a game
    without them (its saves, its transcripts) reads as it did before they existed."""

    @property
    def options(self) -> tuple[Option, ...]:  # type: ignore[override]
        return (_map_option(),) + self.fixed_options + self.expansion_options

    def resolve_options(self, options: dict | None) -> dict:
        """As for every game; the map folders are read only when a map is named. An
        expansion option is in the result only when it is on (`expansion_options`)."""
        rest = dict(options or {})
        wanted = rest.pop("map", None)
        resolved = {o.key: o.default for o in self.fixed_options}
        expansions = {o.key for o in self.expansion_options}
        checked = self.checked_options(rest, self.fixed_options + self.expansion_options,
                                       also=("map",))
        for key, value in checked.items():
            if value is not False or key not in expansions:
                resolved[key] = value
        arenas = load_arenas()
        if wanted is None:
            wanted = default_arena_id(arenas)
        elif not isinstance(wanted, str) or not wanted.strip():
            raise ValueError(f"option map names a map, not {wanted!r}")
        else:
            # a map's id or its name; one not in the folders now is kept as named, since a
            # save brings its own copy (`content_for` says when there is none)
            wanted = next((key for key, a in arenas.items()
                           if wanted.lower() in (key.lower(), a.name.lower())), wanted)
        resolved["map"] = wanted
        return resolved

    def default_options(self) -> dict:
        """Every option at its default, the expansions' too (off: the seat setup and the
        tools step them from here); a state keeps them as `resolve_options` gives them."""
        return {**self.resolve_options({}),
                **{o.key: o.default for o in self.expansion_options}}

    def options_note(self, options: dict) -> str:
        note = str(options.get("map", ""))
        return f"{note}, Ms. Treat" if options.get("ms_treat") else note

    def load_content(self, roots=None):
        """The packs and the default arena."""
        return self.content_for({"map": default_arena_id(load_arenas())})

    def content_for(self, options: dict, content=None):
        """The packs and the chosen arena: `content` when it is for that arena (a save's copy,
        one load shared by many games), else read now."""
        wanted = options.get("map")
        if content is not None and isinstance(content.data, dict) and \
                content.data.get("arena", {}).get("id") == wanted:
            return content
        from .pack import load_pack_data

        arenas = load_arenas()
        if wanted not in arenas:  # (a save's map is found in the save's own copy above)
            raise ValueError(f"There is no playable map {wanted!r}. The maps are: "
                             f"{', '.join(arenas)}.")
        pack, sources = load_pack_data()
        return Content.of({"pack": pack, "arena": arena_to_data(arenas[wanted])}, sources)

    def validate_file(self, path) -> list:
        path = Path(path)
        if path.suffix == ".tmx":
            try:
                from .mapfile import validate_file as validate_map
            except ImportError:
                return super().validate_file(path)
            return validate_map(path)
        from .pack import validate_file as validate_pack

        return validate_pack(path)

    def reference_cards(self) -> list:
        """Each Monster as its torso card (the whole Monster drawn, its totals and its line
        of character) followed by its limb cards (each limb's numbers and abilities); then
        Ms. Treat's initiative cards (the ``ms_treat`` option), when a pack gives them."""
        from ...engine.protocol import CardSection
        from .pack import Roster, load_pack_data

        roster = Roster(load_pack_data()[0])
        sections = []
        for m in roster.monsters:
            look = dict(m.look, spots=list(m.spots))
            totals = dict(zip(("speed", "strength", "smarts", "health"), m.totals()))
            torso = {**m.torso.face(), "name": m.name, "look": look,
                     "character": m.character,
                     "rules": f"Torso: {m.torso.name}. Whole: " + ", ".join(
                         f"{k.title()} {v}" for k, v in totals.items()) + ".",
                     "caption": "Torso (whole Monster)"}
            faces = [torso]
            for limb in m.limbs:
                face = {**limb.face(), "look": look, "caption": limb.type.title()}
                face.pop("abilities", None)
                face["rules"] = "; ".join(limb.face().get("abilities", ()))
                faces.append(face)
            sections.append(CardSection(m.name, tuple(faces), m.character))
        if roster.ms_treat:  # the option exists: show what it deals
            sections.append(CardSection(
                "Ms. Treat's initiative cards", tuple(
                    {**t.face(), "type": "initiative", "character": t.line,
                     "caption": t.short} for t in roster.ms_treat),
                "The ms_treat option (our own design: the official cards were never "
                "published). Each round her deck is shuffled and one card dealt per Monster, "
                "the lowest numbers to the most Smarts; a card helps or hinders its holder "
                "that round."))
        return sections

    def card_look(self):
        from .look import PART_LOOK

        return PART_LOOK

    def make_bot(self, seat: int, level: str, seed: int, think=None):
        """A bot: ``easy`` and ``normal`` are `bots.GgtBot`s; ``hard`` (or its old name
        ``expert``) searches (`engine.search`) for `think` (a `Budget`; None: a second) per
        decision, the normal bot's sense in its rollouts and as its prior (the search's second
        opinion decides only when it is clearly better); `PLAYOUT_SENSE` is that sense alone
        (a normal `GgtBot`, for the ladder and the tests; no seat's level)."""
        from ...engine.bots import PLAYOUT_SENSE, SEARCH_LEVEL, level_named
        from .bots import GgtBot

        level = level_named(level, sense=True)
        if level == SEARCH_LEVEL:
            from ...engine.search import SearchBot
            from .playout import HeuristicPlayout

            # the normal bot proposes, the search overrules it only when it rates another
            # action better (a few dozen rollouts alone, spread over a turn's ten or more
            # actions, chose worse than the normal bot: 17.5% of two-seat games); how much
            # better and after how many tries: `HeuristicPlayout.overrule(_visits)`
            return SearchBot(seat, level, seed, think, HeuristicPlayout(),
                             prior=GgtBot(seat, "normal", seed))

        return GgtBot(seat, "normal" if level == PLAYOUT_SENSE else level, seed)

    def advice_effects(self):
        """The hint's words: damage dealt, limbs torn, Health risked (`advice.GgtEffects`)."""
        from .advice import EFFECTS

        return EFFECTS


GAME = GruntGrowlTear()
"""Grunt, Growl and Tear: the hex-map monster brawl (rules, Monsters, bots)."""
