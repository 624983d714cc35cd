"""Enter the Grungeon: the game (`game.GAME`), its rules, maze, bots and scene."""
