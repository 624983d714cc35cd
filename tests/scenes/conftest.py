"""Saves the scene tests share, beside the one that cannot be replayed (tests/conftest.py): a
good Guts game, and a save of a game this box does not have."""
from __future__ import annotations

import json

import pytest

from gamebox.engine import registry, saves
from gamebox.engine.match import Match, SeatSpec
from gamebox.engine.saves import save_match


@pytest.fixture
def good_save(user_data):
    """A Guts game of Ann and a bot, saved before its first move."""
    game = registry.get("guts")
    match = Match.start(game, [SeatSpec("human", "kbd", "Ann"), SeatSpec("bot", "easy", "Rob")],
                        None, 5)
    return saves.save_match(match, user_data / "saves" / "guts-good.json")


@pytest.fixture
def chess_save(highcard, user_data):
    """A valid save whose game was changed to one the box does not have (`chess-....json`)."""
    match = Match.start(highcard, [SeatSpec("human", "kbd", "Ann"),
                                   SeatSpec("bot", "easy", "Rob")], None, 9)
    match.act(1, match.state.legal_actions(1)[0])
    path = save_match(match, user_data / "saves" / "chess-20261123-140500-555555555.json")
    doc = json.loads(path.read_text())
    doc["game"] = "chess"
    path.write_text(json.dumps(doc))
    return path
