"""One folder per game: rules.py (headless), bots.py, scene.py (pygame)."""
