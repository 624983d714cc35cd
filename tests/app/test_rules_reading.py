"""The rules screen reads as a text for players: the rulebook without the labels of its
pictures, a pointer where it leaves a section empty, and the house rules without the docs'
labels for developers."""
from __future__ import annotations

import re

import pytest

from gamebox.engine import registry
from gamebox.scenes.rules_scene import rules_text

GUTS_CAPTIONS = ("player 1 mouth", "player 2 mouth", "player pawns", "the plate", "discard",
                 "deck", "plate", "glory")


def _rulebook(game_id: str) -> str:
    return rules_text(registry.get(game_id)).split("THE RULEBOOK", 1)[1]


def test_the_guts_rulebook_shows_no_picture_labels_and_no_gaps():
    """The board picture's labels ("player 1 mouth", "deck", "plate"...) stood as lines of
    their own, and blank runs stood where the card icons were."""
    book = _rulebook("guts")
    lines = [line.strip() for line in book.splitlines()]
    assert not set(GUTS_CAPTIONS) & set(lines)
    assert "\n\n\n" not in book
    assert "Setup... Continued" in lines and "Foods:" in lines  # the text around them stays


def test_the_empty_how_to_spew_points_to_the_house_rule():
    """The rulebook's "How to Spew" is empty: the screen says where the box's rule is."""
    book = _rulebook("guts")
    after = book.split("How to Spew", 1)[1].strip().splitlines()[0]
    assert "house rules" in after and "How to Spew (the rule in full)" in after
    assert "How to Spew (the rule in full)" in rules_text(registry.get("guts"))


@pytest.mark.parametrize("game_id", ["guts", "grungeon"])
def test_players_read_no_labels_meant_for_developers(game_id):
    """"Decision." and "Fills:" headed house rules; a player now reads the rule itself, and
    the rulebook's words it completes as "From the rulebook:"."""
    text = rules_text(registry.get(game_id)).split("THE RULEBOOK", 1)[0]
    assert not re.search(r"\b(Decision\.|Decided:|Fills:)", text)
    if game_id == "guts":
        assert 'From the rulebook: "Foods: ...' in text
