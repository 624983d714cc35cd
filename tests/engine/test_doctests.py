"""The examples in the docstrings of small pure helpers run as tests."""
from __future__ import annotations

import doctest
import importlib

import pytest

MODULES = ["gamebox.engine.protocol", "gamebox.engine.rng", "gamebox.engine.match",
           "gamebox.engine.trace", "gamebox.packs.schema"]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name):
    result = doctest.testmod(importlib.import_module(name))
    assert result.attempted > 0 and result.failed == 0
