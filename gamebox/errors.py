"""Problems found in files people edit (packs, maps, saves), shared by every loader.

A `Problem` names the file, line, column and field and says what was expected, in the
``path:line:column: message`` form that editors and `gamebox validate` print (``path:
message`` for a problem of the whole file).
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Problem:
    """One thing wrong in one file."""

    path: str
    """The file, as given to the loader."""
    line: int
    """1-based line (0 when unknown)."""
    column: int
    """1-based column (0 when unknown)."""
    message: str
    """What is wrong and what was expected, for the person editing the file."""
    field: str = ""
    """The field or object at fault (``cards[3].toughness``), when there is one."""

    def __str__(self) -> str:
        # a problem of the whole file (unreadable, of no known kind) has no place in it
        where = f"{self.path}:{self.line}:{self.column}" if self.line > 0 else self.path
        what = f"{self.field}: {self.message}" if self.field else self.message
        return f"{where}: {what}"


class ContentError(Exception):
    """A pack, map or save that cannot be used; carries every problem found."""

    def __init__(self, problems: list[Problem]):
        self.problems = list(problems)
        super().__init__("\n".join(str(p) for p in self.problems))
