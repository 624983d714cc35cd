"""Grunt, Growl and Tear: Monsters tearing each other's limbs off on Tiled hex maps."""
