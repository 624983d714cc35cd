"""Widgets and drawing helpers shared by every scene: theme, text cache, buttons, focus."""
import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
