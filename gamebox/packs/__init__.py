"""YAML content packs: declared fields, checked loading, discovery. No pygame here."""
from .discovery import (PackSet, load_game_packs, pack_files, packs_checked_with,
                        validate_pack_file)
from .loader import (FirstSeen, Loaded, check_file, check_references, field_name,
                     load_file, parse_text)
from .schema import Field, ListOf, MapOf, Record

__all__ = ["Field", "FirstSeen", "ListOf", "Loaded", "MapOf", "PackSet", "Record", "check_file",
           "check_references", "field_name", "load_file", "load_game_packs", "pack_files",
           "packs_checked_with", "parse_text", "validate_pack_file"]
