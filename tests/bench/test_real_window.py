"""The launcher opens in a real X window (Xvfb) and the idle measurement of `gamebox bench` works."""
from __future__ import annotations

from gamebox import bench_ui
from support import need_tool


def test_launcher_idles_in_a_real_window():
    need_tool("Xvfb")
    figures = bench_ui.idle_under_xvfb(seconds=1.0, settle=2.0)
    assert figures["video_driver"] == "x11"
    # the process was alive and measured: it has a resident size and a CPU share
    assert figures["peak_memory_mb"] > 10
    assert 0 <= figures["idle_cpu_percent_of_one_core"] < 100
