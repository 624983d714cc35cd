"""A small XML reader that remembers the line and column of every element.

`xml.etree` forgets positions; map authors need them ("line 41, column 3"), so Tiled files are
read with the standard library's expat parser into `Node`s. No pygame, no third-party code.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from xml.parsers import expat

from ..errors import ContentError, Problem


@dataclass
class Node:
    """One XML element with its attributes, children, text and position."""

    tag: str
    attrs: dict[str, str]
    line: int
    column: int
    children: list["Node"] = field(default_factory=list)
    text: str = ""
    text_line: int = 0
    """Where `text` begins: its first character's line and column (0 when it has none), so
    a position inside it can be named (a cell of a CSV tile layer)."""
    text_column: int = 0

    def find(self, tag: str) -> "Node | None":
        """The first child with this tag."""
        for child in self.children:
            if child.tag == tag:
                return child
        return None

    def findall(self, tag: str) -> list["Node"]:
        return [c for c in self.children if c.tag == tag]


def parse_xml(text: str | bytes, path: str) -> Node:
    """Parse XML into Nodes; broken XML raises ContentError with the parser's position."""
    root: list[Node] = []
    stack: list[Node] = []
    parser = expat.ParserCreate()

    def start(tag: str, attrs: dict[str, str]) -> None:
        node = Node(tag, attrs, parser.CurrentLineNumber, parser.CurrentColumnNumber + 1)
        if stack:
            stack[-1].children.append(node)
        else:
            root.append(node)
        stack.append(node)

    def end(tag: str) -> None:
        stack.pop()

    def chars(data: str) -> None:
        if stack:
            node = stack[-1]
            if not node.text_line:
                node.text_line = parser.CurrentLineNumber
                node.text_column = parser.CurrentColumnNumber + 1
            node.text += data

    parser.StartElementHandler = start
    parser.EndElementHandler = end
    parser.CharacterDataHandler = chars
    try:
        parser.Parse(text, True)
    except expat.ExpatError as exc:
        message = expat.errors.messages.get(exc.code, str(exc))
        raise ContentError([Problem(path, exc.lineno, exc.offset + 1,
                                    f"broken XML: {message}")]) from None
    return root[0]


def read_xml(path: Path) -> Node:
    """Read and parse an XML file; a missing or unreadable file is a ContentError."""
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise ContentError([Problem(str(path), 0, 0, f"cannot be read: {exc.strerror}")]) from None
    return parse_xml(data, str(path))
