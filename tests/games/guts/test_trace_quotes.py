"""Each rulebook sentence in docs/trace/guts.yaml is quoted by the test it points to."""
from __future__ import annotations

import ast

import yaml

from gamebox.engine.paths import DOCS_DIR, PROJECT_ROOT
from gamebox.engine.trace import normalise


def _docstrings(path) -> dict[str, str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return {node.name: normalise(ast.get_docstring(node) or "")
            for node in ast.walk(tree) if isinstance(node, ast.FunctionDef)}


def test_every_traced_sentence_is_quoted_in_its_test():
    trace = yaml.safe_load((DOCS_DIR / "trace" / "guts.yaml").read_text(encoding="utf-8"))
    missing = []
    cache: dict = {}
    for rule in trace["rules"]:
        if "test" not in rule:
            continue
        file_part, _, name = rule["test"].partition("::")
        docs = cache.setdefault(file_part, _docstrings(PROJECT_ROOT / file_part))
        if normalise(rule["text"]) not in docs.get(name, ""):
            missing.append(f"{rule['test']}: {rule['text'][:50]!r}")
    assert missing == []
