"""Loading YAML packs against declared fields, with file, line and column in every error.

The YAML is composed into nodes (safe constructors only; no Python objects can be built from
a pack), so every value keeps the position it was written at. Checking collects every problem
in a file before raising, so a pack author fixes them all in one go. `check_file` keeps what
is right beside the problems (`Loaded.faulty`), so a validator can also run the checks across
files on the values that have no problem of their own, in the same run.
"""
from __future__ import annotations

import difflib
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from ..errors import ContentError, Problem
from .schema import Field, Kind, ListOf, MapOf, Record, kind_name

Key = tuple  # a path into the document: ("cards", 3, "toughness")
_CONSTRUCTOR = yaml.constructor.SafeConstructor()


def field_name(key: Key) -> str:
    """``cards[3].toughness`` for ("cards", 3, "toughness")."""
    out = ""
    for part in key:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out


@dataclass
class Loaded:
    """A checked document: plain data, and where each value stood in the file."""

    path: str
    data: Any
    positions: dict[Key, tuple[int, int]] = field(default_factory=dict)
    faulty: frozenset[Key] = frozenset()
    """Keys of the values a problem was found at (empty for a document that loaded)."""

    def is_sound(self, *key) -> bool:
        """True when no problem was found at the value at `key`, inside it or around it (a
        problem with the list or record holding it)."""
        key = tuple(key)
        return not any(f[:len(key)] == key or key[:len(f)] == f for f in self.faulty)

    def where(self, *key) -> tuple[int, int]:
        """(line, column) of the value at `key`, or of its nearest enclosing value."""
        key = tuple(key)
        while key not in self.positions and key:
            key = key[:-1]
        return self.positions.get(key, (0, 0))

    def problem(self, key: Key, message: str) -> Problem:
        """A Problem pointing at the value at `key`."""
        line, col = self.where(*key)
        return Problem(self.path, line, col, message, field_name(key))


class FirstSeen:
    """Names defined across a game's packs, each with the file that defined it first: a
    later definition of a name is a Problem naming that file."""

    def __init__(self, said: str = "is already defined in"):
        self.files: dict[str, str] = {}
        self.said = said
        """The words between the name and the first file in the Problem."""

    def __len__(self) -> int:
        """How many names were defined."""
        return len(self.files)

    def first(self, pack: Loaded, key: Key, name: str, problems: list[Problem]) -> bool:
        """True when `name` is new (it is now `pack`'s); else False, with a Problem at `key`
        of `pack` added to `problems`."""
        if name in self.files:
            problems.append(pack.problem(key, f"{name!r} {self.said} {self.files[name]}"))
            return False
        self.files[name] = pack.path
        return True


class _Checker:
    def __init__(self, path: str):
        self.path = path
        self.problems: list[Problem] = []
        self.positions: dict[Key, tuple[int, int]] = {}
        self.faulty: set[Key] = set()

    def fail(self, node: yaml.Node | None, key: Key, message: str) -> None:
        line, col = (node.start_mark.line + 1, node.start_mark.column + 1) if node else (0, 0)
        self.fail_at(key, (line, col), message)

    def fail_at(self, key: Key, where: tuple[int, int], message: str) -> None:
        self.problems.append(Problem(self.path, where[0], where[1], message, field_name(key)))
        self.faulty.add(key)

    def value(self, node: yaml.Node, kind: Kind, key: Key, spec: Field | None = None) -> Any:
        self.positions[key] = (node.start_mark.line + 1, node.start_mark.column + 1)
        if isinstance(kind, Record):
            return self.record(node, kind, key)
        if isinstance(kind, ListOf):
            return self.list(node, kind, key)
        if isinstance(kind, MapOf):
            return self.mapping(node, kind, key)
        return self.scalar(node, kind, key, spec)

    def scalar(self, node: yaml.Node, kind: type, key: Key, spec: Field | None) -> Any:
        expected = kind_name(kind)
        if not isinstance(node, yaml.ScalarNode):
            self.fail(node, key, f"expected {expected}, found a {_node_kind(node)}")
            return None
        value = _CONSTRUCTOR.construct_object(node)
        if kind is float and isinstance(value, int) and not isinstance(value, bool):
            value = float(value)
        if kind is str and isinstance(value, (int, float)) and not isinstance(value, bool) \
                and node.style is None:
            value = node.value  # a bare 42 where text is expected is still fine as text
        if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
            self.fail(node, key, f"expected {expected}, found {node.value!r}")
            return None
        if spec is not None:
            if spec.choices is not None and value not in spec.choices:
                hint = _did_you_mean(str(value), [str(c) for c in spec.choices])
                allowed = ", ".join(str(c) for c in spec.choices)
                self.fail(node, key, f"{value!r} is not allowed; expected one of: {allowed}{hint}")
            if spec.minimum is not None and value < spec.minimum:
                self.fail(node, key, f"{value} is too small; expected at least {spec.minimum}")
            if spec.maximum is not None and value > spec.maximum:
                self.fail(node, key, f"{value} is too large; expected at most {spec.maximum}")
            if spec.pattern is not None and not re.fullmatch(spec.pattern, value):
                self.fail(node, key, f"{value!r} does not have the expected form ({spec.pattern})")
        return value

    def list(self, node: yaml.Node, kind: ListOf, key: Key) -> list:
        if not isinstance(node, yaml.SequenceNode):
            self.fail(node, key, f"expected {kind_name(kind)}, found a {_node_kind(node)}")
            return []
        items = [self.value(child, kind.item, key + (i,)) for i, child in enumerate(node.value)]
        if len(items) < kind.min_items:
            self.fail(node, key, f"expected at least {kind.min_items} item(s), found {len(items)}")
        if kind.max_items is not None and len(items) > kind.max_items:
            self.fail(node, key, f"expected at most {kind.max_items} item(s), found {len(items)}")
        return items

    def _pairs(self, node: yaml.Node, key: Key, what: str):
        if not isinstance(node, yaml.MappingNode):
            self.fail(node, key, f"expected {what}, found a {_node_kind(node)}")
            return None
        seen: dict[str, yaml.Node] = {}
        pairs = []
        for knode, vnode in node.value:
            name = knode.value if isinstance(knode, yaml.ScalarNode) else None
            if not isinstance(name, str):
                self.fail(knode, key, "keys must be plain text")
                continue
            if name in seen:
                first = seen[name].start_mark.line + 1
                self.fail(knode, key + (name,), f"appears twice (first on line {first})")
                continue
            seen[name] = knode
            pairs.append((name, knode, vnode))
        return pairs

    def mapping(self, node: yaml.Node, kind: MapOf, key: Key) -> dict:
        pairs = self._pairs(node, key, kind_name(kind))
        if pairs is None:
            return {}
        return {name: self.value(vnode, kind.value, key + (name,)) for name, _, vnode in pairs}

    def record(self, node: yaml.Node, record: Record, key: Key) -> dict:
        pairs = self._pairs(node, key, kind_name(record))
        if pairs is None:
            return {}
        problems_before = len(self.problems)
        out: dict[str, Any] = {}
        for name, knode, vnode in pairs:
            spec = record.fields.get(name)
            if spec is None:
                hint = _did_you_mean(name, list(record.fields))
                known = ", ".join(sorted(record.fields))
                self.fail(knode, key + (name,),
                          f"unknown field in a {record.name}{hint or '; known fields: ' + known}")
                continue
            out[name] = self.value(vnode, spec.kind, key + (name,), spec)
        for name, spec in record.fields.items():
            if name not in out:
                if spec.required:
                    what = f" ({spec.description})" if spec.description else ""
                    self.fail(node, key + (name,),
                              f"missing; a {record.name} needs {kind_name(spec.kind)}{what}")
                else:
                    out[name] = spec.default
        # cross-field checks only make sense once each field on its own is right
        if record.check is not None and len(self.problems) == problems_before:
            for fname, message in record.check(out):
                target = key + (fname,) if fname else key
                where = self.positions.get(target, self.positions.get(key, (0, 0)))
                self.fail_at(target, where, message)
        return out


def _node_kind(node: yaml.Node) -> str:
    if isinstance(node, yaml.MappingNode):
        return "mapping"
    if isinstance(node, yaml.SequenceNode):
        return "list"
    return f"single value {node.value!r}"


def _did_you_mean(word: str, options: list[str]) -> str:
    close = difflib.get_close_matches(word, options, n=1, cutoff=0.6)
    return f" (did you mean {close[0]!r}?)" if close else ""


def parse_text(text: str, path: str, kind: Kind) -> Loaded:
    """Check YAML `text` against `kind`; raise ContentError listing every problem."""
    loaded, problems = check_text(text, path, kind)
    if problems:
        raise ContentError(problems)
    return loaded


def check_text(text: str, path: str, kind: Kind) -> tuple[Loaded, list[Problem]]:
    """Check YAML `text` against `kind`, keeping what is right: the document, with the keys of
    its faulty values in `Loaded.faulty`, and every problem found. Raise ContentError only when
    there is no document to check (the text is empty or not YAML)."""
    node = _compose(text, path)
    if node is None:
        raise ContentError([Problem(path, 1, 1, f"the file is empty; expected {kind_name(kind)}")])
    checker = _Checker(path)
    data = checker.value(node, kind, ())
    return Loaded(path, data, checker.positions, frozenset(checker.faulty)), checker.problems


def _compose(text: str, path: str) -> yaml.Node | None:
    """YAML text to nodes (safe loader), or a ContentError with the parser's position."""
    try:
        return yaml.compose(text, Loader=yaml.SafeLoader)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line, col = (mark.line + 1, mark.column + 1) if mark else (0, 0)
        raise ContentError([Problem(path, line, col,
                                    f"not valid YAML: {exc.problem or exc.context}")]) from None
    except yaml.YAMLError as exc:
        raise ContentError([Problem(path, 0, 0, f"not valid YAML: {exc}")]) from None


def _read_text(path: Path) -> str:
    try:
        return path.read_text(encoding="utf-8")
    except OSError as exc:
        raise ContentError([Problem(str(path), 0, 0, f"cannot be read: {exc.strerror}")]) from None
    except UnicodeDecodeError:
        raise ContentError([Problem(str(path), 0, 0, "is not UTF-8 text")]) from None


def load_any_yaml(path: str | Path) -> None:
    """Check that a YAML file parses at all (for files no game declares fields for)."""
    path = Path(path)
    _compose(_read_text(path), str(path))


def load_file(path: str | Path, kind: Kind) -> Loaded:
    """Read and check one YAML file."""
    path = Path(path)
    return parse_text(_read_text(path), str(path), kind)


def check_file(path: str | Path, kind: Kind) -> tuple[Loaded, list[Problem]]:
    """Read and check one YAML file, keeping what is right (see `check_text`)."""
    path = Path(path)
    return check_text(_read_text(path), str(path), kind)


def check_references(loaded: Loaded, refs: list[tuple[Key, str]], known: set[str],
                     what: str) -> list[Problem]:
    """Problems for each (key, name) in `refs` whose name is not in `known`."""
    problems = []
    for key, name in refs:
        if name not in known:
            hint = _did_you_mean(name, sorted(known))
            problems.append(loaded.problem(key, f"no {what} called {name!r}{hint}"))
    return problems
