"""Guts of Glory, the registered game: metadata, options, content, bots (the rules are
`rules.GutsState`)."""
from __future__ import annotations

from ...engine.content import Content
from ...engine.protocol import CardSection, Game, Option
from .board import FEED_ACTIONS, PLACE_ACTIONS
from .cards import load_content_data, validate_file
from .rules import GutsState


class GutsOfGlory(Game):
    """Guts of Glory: the registered game object."""

    id = "guts"
    name = "Guts of Glory"
    pitch = "Cram, chew and spew your way to competitive-eating glory."
    min_seats = 2
    max_seats = 4
    options = (
        Option("first_game", False, "First game deck",
               help="The rulebook's starter deck (made for two players): 10 Foods and 15 "
                    "Condiments with 2 Tapeworms and 1 Right Hand Glove on top."),
    )
    log_policy = "full"
    hidden_information = False
    rules_file = "guts-of-glory.txt"
    rulebook_captions = frozenset({"player 1 mouth", "player 2 mouth", "player pawns",
                                   "the plate", "discard", "deck", "plate", "glory"})
    rulebook_notes = {"How to Spew": "(The rulebook leaves this section empty. This box's rule "
                                     "is on the page Our house rules, under How to spew, in "
                                     "full.)"}
    state_class = GutsState

    def options_note(self, options: dict) -> str:
        """The starter deck, when a match plays it (the full set is the default)."""
        return "first game deck" if self.resolve_options(options)["first_game"] else ""

    def save_summary(self, state) -> str:
        """"round 3 · glory 2-5-1 · Bob's turn", from the public table (glory in seat order,
        as the Continue button lists the seats)."""
        table = state.view(None)
        if state.is_over():
            return "glory " + "-".join(str(g) for g in table["glory"]) + " \u00b7 over"
        parts = [f"round {table['round']}" if table["round"] else "declaring hunger",
                 "glory " + "-".join(str(g) for g in table["glory"])]
        if table["current"] is not None:
            parts.append(f"{state.names[table['current']]}'s turn")
        return " \u00b7 ".join(parts)

    def load_content(self, roots=None):
        data, sources = load_content_data(roots)
        return Content.of(data, sources)

    def reference_cards(self) -> list[CardSection]:
        """The set's Foods, then its Condiments, then the cards of the user's own packs, each
        with its number of copies under it."""
        from .cards import table_of, user_cards

        content = self.load_content()
        cards, infos = content.data["cards"], table_of(content).infos
        own = {card["name"] for card in user_cards()}
        faces = [dict(info, caption=f"{card['copies']} "
                      f"{'copy' if card['copies'] == 1 else 'copies'}")
                 for card, info in zip(cards, infos)]
        sections = [CardSection(heading, tuple(f for f in faces
                                               if f["type"] == kind and f["name"] not in own))
                    for heading, kind in (("Foods", "Food"), ("Condiments", "Condiment"))]
        mine = tuple(f for f in faces if f["name"] in own)
        if mine:
            sections.append(CardSection(
                "Cards from your own packs", mine,
                "They join the set every deck is dealt from (not the first-game deck). A pack "
                "of yours with a problem is left out: the launcher's notes say why."))
        return sections

    def card_look(self):
        from .look import LOOK

        return LOOK

    def read_entry(self, seat: int, action):
        """``feed P X`` of saves made before the feed became two decisions: ``feed P`` (take
        the plate card), then ``place X`` (its slot)."""
        if action.kind == "feed" and len(action.args) == 2:
            return [(seat, FEED_ACTIONS[action.args[0]]), (seat, PLACE_ACTIONS[action.args[1]])]
        return [(seat, action)]

    def content_from_data(self, data):
        return None if data is None else Content.of(data)

    def validate_file(self, path) -> list:
        return validate_file(path)

    def make_bot(self, seat: int, level: str, seed: int, think=None):
        """A bot: ``easy`` and ``normal`` are `bots.GutsBot`s; ``hard`` (or its old name
        ``expert``) searches (`engine.search`) for `think` (a `Budget`; None: a second) per
        decision, the playout's sense in its rollouts; `PLAYOUT_SENSE` is that sense alone (a
        `GutsBot` that decides at once, for the ladder and the tests; no seat's level)."""
        from ...engine.bots import SEARCH_LEVEL, level_named

        level = level_named(level, sense=True)
        if level == SEARCH_LEVEL:
            from ...engine.search import SearchBot
            from .playout import HeuristicPlayout

            return SearchBot(seat, level, seed, think, HeuristicPlayout())
        from .bots import GutsBot

        return GutsBot(seat, level, seed)

    def advice_effects(self):
        """The hint's words: glory gained, cards swallowed (`advice.GutsEffects`)."""
        from .advice import EFFECTS

        return EFFECTS


GAME = GutsOfGlory()
