"""Keyboard, mouse and gamepads turned into intents per seat (`gamebox.input.intents`)."""
import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
from .intents import Intent, InputRouter, KEYBOARD

__all__ = ["Intent", "InputRouter", "KEYBOARD"]
