"""Rules traceability: every rulebook sentence of every game maps to a test that exists.

The lists live in ``docs/trace/<game>.yaml`` (see `gamebox.engine.trace`). A game in the box
without such a list fails; an entry naming a test that does not exist, or whose docstring does
not quote the sentence, fails; a rulebook sentence missing from the list fails, so a changed
rulebook is noticed.
"""
from __future__ import annotations

import ast
import re

import pytest
import yaml

from gamebox.engine import registry
from gamebox.engine.paths import DOCS_DIR, PROJECT_ROOT, RULES_DIR
from gamebox.engine.trace import normalise, split_sentences


def _trace(game_id: str) -> dict:
    path = DOCS_DIR / "trace" / f"{game_id}.yaml"
    assert path.is_file(), f"{game_id} has no rules traceability list at {path}"
    return yaml.safe_load(path.read_text(encoding="utf-8"))


def _test_docstrings(path) -> dict[str, str]:
    """Test function name -> its docstring with white space folded."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return {node.name: normalise(ast.get_docstring(node) or "")
            for node in ast.walk(tree) if isinstance(node, ast.FunctionDef)}


def _check_rule(rule: dict, cache: dict) -> str | None:
    """What is wrong with one entry of a list, or None."""
    if "na" in rule:
        return None if str(rule["na"]).strip() else "'na' needs a reason"
    ref = str(rule.get("test", ""))
    file_part, _, name = ref.partition("::")
    path = PROJECT_ROOT / file_part
    if not name or not path.is_file():
        return f"test {ref!r} does not exist"
    docs = cache.setdefault(file_part, _test_docstrings(path))
    name = name.split("[")[0]
    if name not in docs:
        return f"test {ref!r} does not exist"
    if normalise(rule["text"]) not in docs[name]:
        return f"{ref} does not quote the sentence in its docstring"
    return None


@pytest.mark.parametrize("game_id", registry.available_ids())
def test_every_listed_sentence_names_a_test_that_quotes_it(game_id):
    """Every entry of the list names a test that exists and quotes its sentence (or says
    why it needs none); this needs only the checkout."""
    game = registry.get(game_id)
    trace = _trace(game_id)
    assert trace["rulebook"] == game.rules_file
    cache: dict = {}
    problems = [f"{rule['text'][:60]!r}: {problem}" for rule in trace["rules"]
                if (problem := _check_rule(rule, cache))]
    assert problems == []


@pytest.mark.parametrize("game_id", registry.available_ids())
def test_every_rulebook_sentence_is_in_the_list(game_id):
    """Every sentence of the rulebook is in the list, so a changed rulebook is noticed
    (the rulebooks sit beside the checkout, in ../shared/rules, not in it)."""
    game = registry.get(game_id)
    path = RULES_DIR / game.rules_file
    if not path.is_file():
        pytest.skip(f"the rulebook is not beside this checkout ({path})")
    listed = {normalise(r["text"]) for r in _trace(game_id)["rules"]}
    missing = [s for s in split_sentences(path.read_text(encoding="utf-8"))
               if s not in listed]
    assert missing == [], f"{len(missing)} rulebook sentences are not in the list"


def test_sentence_splitting_is_stable():
    text = "## Turn\nFeed a card. Then chew!\n\n- Fill the plate to 3.\n- Spew."
    assert split_sentences(text) == ["## Turn", "Feed a card.", "Then chew!",
                                     "- Fill the plate to 3.", "- Spew."]


@pytest.mark.parametrize("game_id", registry.available_ids())
def test_every_test_a_house_rule_names_exists(game_id):
    """The house rules (`docs/rules/<game>.md`) name their tests as ``file.py::test_name``; a
    renamed or deleted test would leave a rule pointing at nothing."""
    text = (DOCS_DIR / "rules" / f"{game_id}.md").read_text(encoding="utf-8")
    refs = set(re.findall(r"(test_\w+\.py)::(test_\w+)", text))
    assert refs, f"docs/rules/{game_id}.md names no test"
    defined: dict[str, set[str]] = {}
    for path in (PROJECT_ROOT / "tests").rglob("test_*.py"):
        defined.setdefault(path.name, set()).update(_test_docstrings(path))
    missing = sorted(f"{f}::{name}" for f, name in refs if name not in defined.get(f, ()))
    assert missing == []
