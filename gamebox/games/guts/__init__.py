"""Guts of Glory: the competitive-eating card game (rules, cards, effects, bots, scene)."""
