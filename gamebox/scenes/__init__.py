"""The app's scenes: launcher, seat setup, table (with its curtain), pause, settings, rules,
results. `base.Scene` is the shape they share."""
import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
