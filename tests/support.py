"""Helpers for tests that need a tool from Debian's packages (installed by .ci/run)."""
from __future__ import annotations

import os
import shutil

import pytest


def in_ci() -> bool:
    """True on CI, where a test that needs a Debian package must fail rather than skip."""
    return os.environ.get("CI", "").lower() == "true"


def need_tool(name: str) -> str:
    """The path of a command-line tool; skip locally, fail on CI, when it is missing."""
    path = shutil.which(name)
    if path is None:
        message = f"{name} is not installed (.ci/run installs it)"
        if in_ci():
            pytest.fail(message)
        pytest.skip(message)
    return path
