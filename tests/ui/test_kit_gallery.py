"""The kit's gallery renders every widget to PNGs, and its micro benchmark runs (its figures
are reported, not checked: speed is measured by the benchmark, not by timed tests)."""
from __future__ import annotations

import pygame

from tool_helpers import load_tool


def test_the_gallery_renders_its_three_pages(tmp_path):
    """Cards, zones, and cards as chips (`ui/card_chip.py`)."""
    kit = load_tool("kit_gallery")
    made = kit.render(tmp_path, sizes=((1280, 720),))
    assert [p.name for p in made] == ["kit-cards-1280x720.png", "kit-zones-1280x720.png",
                                      "kit-chips-1280x720.png"]
    for path in made:
        assert pygame.image.load(str(path)).get_size() == (1280, 720)


def test_the_benchmark_reports_median_and_p99():
    kit = load_tool("kit_gallery")
    figures = kit.bench_table(frames=3, size=(960, 540), warmup=1)
    assert figures["cards"] == 60 and figures["frames"] == 3
    assert 0 < figures["median_ms"] <= figures["p99_ms"]
