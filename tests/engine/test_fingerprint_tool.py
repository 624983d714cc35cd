"""tools/game_fingerprint.py: the check that a speed-up left a game's behaviour alone."""
from tool_helpers import load_tool


def _tool():
    return load_tool("game_fingerprint")


def test_same_games_same_fingerprint_other_games_another(highcard):
    tool = _tool()
    content = highcard.load_content()
    a = tool.random_games(highcard, content, 2, range(5))
    assert a == tool.random_games(highcard, content, 2, range(5))
    assert a != tool.random_games(highcard, content, 2, range(5, 10))
    b = tool.bot_games(highcard, content, 2, "normal", range(3))
    assert b == tool.bot_games(highcard, content, 2, "normal", range(3))
    assert b != tool.bot_games(highcard, content, 2, "normal", range(3, 6))


def test_fingerprint_changes_when_an_event_text_changes(highcard, monkeypatch):
    tool = _tool()
    content = highcard.load_content()
    before = tool.random_games(highcard, content, 2, range(3))
    original = highcard.state_class._apply

    def reworded(self, seat, action):
        events = original(self, seat, action)
        for event in events:
            event.text = event.text.upper()
        return events

    monkeypatch.setattr(highcard.state_class, "_apply", reworded)
    assert tool.random_games(highcard, content, 2, range(3)) != before
