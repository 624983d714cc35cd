"""Enter the Grungeon: the rules (`rules.GAME`), its maze, bots and scene."""
