"""gamebox: five tabletop games with their full rules, for friends on one couch."""

__version__ = "0.1.0"
