"""The Grizzled (Armistice edition), the registered game: metadata, options, content, bots
(the rules are `rules.GrizzledState`)."""
from __future__ import annotations

from ...engine.content import Content
from ...engine.protocol import CardSection, Game, Option
from .cards import load_content_data, validate_file
from .knocks import THREATS
from .rules import GrizzledState


class TheGrizzled(Game):
    """The Grizzled: the registered game object (one-shot games; Solo, Duo, 3-5 seats)."""

    id = "grizzled"
    name = "The Grizzled"
    pitch = "Friends in the trenches of 1914-1918 try to survive the war together."
    min_seats = 1
    max_seats = 5
    fixed_options = (
        Option("traps", True, "Traps and Luck",
               help="Threat cards with a Trap make their player play the next Trial at once; "
                    "Luck symbols cancel Traps. Without them the Aggressive Hard Knock is "
                    "set aside."),
        Option("orders", "off", "Orders of the Day", choices=("off", "easy", "normal", "hard"),
               help="Each Mission the Leader chooses one of two Orders of the Day: an advantage "
                    "or a restriction, and the least Intensity. The deck of 12 is built by "
                    "difficulty: Easy 4/8/0, Normal 4/4/4, Hard 2/4/6 Easy/Normal/Hard Orders."),
        Option("helping_hands", False, "Helping Hands",
               help="Each Grizzled draws two Helping Hands and keeps one in secret: an Action "
                    "played instead of his action, an Event played when it comes, or a "
                    "Friendship that lasts the whole game."),
        Option("recruits", False, "Recruits",
               help="Five random Recruits join one at a time: the Leader plays their face-up "
                    "hand; each brings an effect while in play and an advantage when he "
                    "leaves. No victory while a Recruit is in play."),
    )

    @property
    def options(self) -> tuple[Option, ...]:  # type: ignore[override]
        """The fixed options and the scenario choice (the scenarios found now)."""
        from .scenarios import scenario_option

        return self.fixed_options + (scenario_option(),)

    def resolve_options(self, options: dict | None) -> dict:
        """As for every game, plus the scenario: the scenario folders are read only when one
        is named (simulations start thousands of default games)."""
        from .scenarios import NONE

        rest = dict(options or {})
        wanted = rest.pop("scenario", NONE)
        resolved = {o.key: o.default for o in self.fixed_options}
        resolved.update(self.checked_options(rest, self.fixed_options, also=("scenario",)))
        if not isinstance(wanted, str) or not wanted.strip():
            raise ValueError(f"option scenario names a scenario file, not {wanted!r}")
        # a scenario no longer in the folders is kept as named: a save brings its own copy
        # of the decks (`content_for` refuses it only when there is none)
        resolved["scenario"] = wanted
        return resolved

    def content_for(self, options: dict, content=None):
        """The content, with the chosen scenario's decks in it (`scenarios.with_scenario`)."""
        content = self.load_content() if content is None else content
        if options.get("scenario", "none") != "none":
            from .scenarios import with_scenario

            content = with_scenario(content, options["scenario"])
        return content

    def options_note(self, options: dict) -> str:
        """The scenario's name, if one is played."""
        key = options.get("scenario", "none")
        if key == "none":
            return ""
        from .scenarios import scan

        found = scan()
        return found[key][0] if key in found else key

    log_policy = "full"
    hidden_information = True
    rules_file = "the-grizzled-armistice.txt"
    state_class = GrizzledState

    def seat_names(self, seats: int) -> list[str]:
        if seats == 1:
            return ["Solo"]
        return [f"Player {i + 1}" for i in range(seats)]

    def load_content(self, roots=None):
        data, sources = load_content_data(roots)
        return Content.of(data, sources)

    def reference_cards(self) -> list[CardSection]:
        """The Threat cards (each face once, its copies under it), the Hard Knocks, the six
        Grizzled with their charms, then the three modules' cards (Orders of the Day,
        Recruits, Helping Hands); each with its rules text in a player's words."""
        from .cards import table_of
        from .look import with_text

        cards = table_of(self.load_content())
        copies: dict[str, int] = {}
        for name in cards.names:
            copies[name] = copies.get(name, 0) + 1
        faces, seen = [], set()
        for c, face in enumerate(cards.faces):
            if face["name"] in seen:
                continue
            seen.add(face["name"])
            n = copies[face["name"]]
            faces.append(dict(with_text(face), caption=f"{n} {'copy' if n == 1 else 'copies'}"))
        grizzled = tuple(with_text({"name": name, "type": "Grizzled", "charm": THREATS[charm],
                                    "charm_up": True, "bio": bio})
                         for name, charm, bio in zip(cards.grizzled, cards.charm, cards.bios))
        orders = tuple(dict(with_text(f), caption=f"{f['difficulty']} \u00b7 {f['kind']}")
                       for f in cards.orders.faces)
        recruits = tuple(with_text(f) for f in cards.recruits.faces)
        helping = tuple(dict(with_text(f), caption=f["category"]) for f in cards.helping.faces)
        return [CardSection("Threats", tuple(f for f in faces if f["type"] == "Threat"),
                            "Three identical Threats in No Man's Land fail the Mission."),
                CardSection("Hard Knocks", tuple(f for f in faces if f["type"] == "Hard Knock"),
                            "Four Hard Knocks on one Grizzled end the war for everyone."),
                CardSection("The Grizzled", grizzled,
                            "Each has a Good Luck Charm against one Threat."),
                CardSection("Orders of the Day", orders,
                            "With the Orders module, the Leader places one each Mission."),
                CardSection("Recruits", recruits,
                            "With the Recruits module, a Recruit may join the squad."),
                CardSection("Helping Hands", helping,
                            "With the Helping Hands module, each Grizzled keeps one in secret.")]

    def card_look(self):
        from .look import LOOK

        return LOOK

    def validate_file(self, path) -> list:
        from .scenarios import is_scenario_file, validate_scenario_file

        if is_scenario_file(path):
            return validate_scenario_file(path)
        return validate_file(path)

    def make_bot(self, seat: int, level: str, seed: int, think=None):
        """A bot: ``easy`` and ``normal`` are `bots.GrizzledBot`s; ``hard`` (or its old name
        ``expert``) searches (`engine.search`) for `think` (a `Budget`; None: a second) per
        decision, the normal bot's sense in its rollouts; `PLAYOUT_SENSE` is that sense alone
        (deciding at once, for the ladder and the tests; no seat's level)."""
        from ...engine.bots import PLAYOUT_SENSE, SEARCH_LEVEL, level_named
        from .bots import GrizzledBot

        level = level_named(level, sense=True)
        if level == SEARCH_LEVEL:
            from ...engine.search import SearchBot
            from .playout import HeuristicPlayout

            # the normal sense proposes, the search overrules it only when sure (its few
            # rollouts alone cannot tell a safe card from a third identical Threat)
            return SearchBot(seat, level, seed, think, HeuristicPlayout(),
                             prior=GrizzledBot(seat, PLAYOUT_SENSE, seed))
        return GrizzledBot(seat, level, seed)

    def advice_effects(self):
        """The hint's words: the risk of a third identical Threat, the cards shed
        (`advice.GrizzledEffects`)."""
        from .advice import EFFECTS

        return EFFECTS


GAME = TheGrizzled()
