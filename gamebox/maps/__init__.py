"""Tiled maps read into plain board data with the standard library (no pygame, no pytmx)."""
from .tmx import MapObject, ObjectLayer, TiledMap, TileLayer, Tileset, load_tmx

__all__ = ["MapObject", "ObjectLayer", "TiledMap", "TileLayer", "Tileset", "load_tmx"]
