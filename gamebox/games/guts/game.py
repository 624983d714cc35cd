"""Guts of Glory, the registered game: metadata, options, content, bots (the rules are
`rules.GutsState`)."""
from __future__ import annotations

from ...engine.content import Content
from ...engine.protocol import Game, Option
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
                                     "is in the house rules above, under How to Spew (the rule "
                                     "in full).)"}
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

    def rules_appendix(self) -> str:
        from .cards import CARD_TABLE_HEAD, card_rows, user_cards

        cards = user_cards()
        if not cards:
            return ""
        return ("## Cards from your own packs\n\nThey join the set every deck is dealt from "
                "(not the first-game deck). A pack of yours with a problem is left out: the "
                "launcher's notes say why.\n\n"
                + CARD_TABLE_HEAD + "\n" + "\n".join(card_rows(cards)) + "\n")

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
        """A bot; ``expert`` searches (`engine.search`) for `think` (a `Budget`) per
        decision, with the hard bot's sense in its rollouts."""
        if level == "expert":
            from ...engine.search import SearchBot
            from .playout import HeuristicPlayout

            return SearchBot(seat, level, seed, think, HeuristicPlayout())
        from .bots import GutsBot

        return GutsBot(seat, level, seed)


GAME = GutsOfGlory()
