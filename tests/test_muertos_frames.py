"""Frames while the AI seats play Dia de los Muertos repaint only what changed: the log is a
region of the table, so the newest line's fading glow repaints the band it lies in, not the
whole picture over the table. Each cached frame is still the frame painted from scratch."""
from __future__ import annotations

from tests.test_table_caching import assert_fresh, run, synchronous_bots, table_for
from tests.test_tool_repaints import at_rest


def test_the_log_glow_repaints_the_newest_line_alone(app, monkeypatch):
    app.settings.automaton_speed = "instant"
    synchronous_bots(app, monkeypatch)
    scene = table_for(app, "muertos", 4)
    at_rest(app, scene)
    assert scene.suggestion is None and not scene.thinking
    upper = scene.table.upper_layer.paints
    scene.log_panel.add("[b]A new line[/b] in the log")
    painted = []
    for frame in range(60):
        serial = scene.table.picture.serial
        run(app, 1)
        if scene.table.picture.serial != serial and frame != 5:  # (after the check below, all is repainted)
            painted.append(list(scene.table.picture.painted))
        if frame == 4:
            assert_fresh(scene, "the log's glow fading")
    assert_fresh(scene, "the log's glow gone")
    steps = [names for names in painted if names == ["log_glow"]]
    assert len(steps) >= scene.log_panel.GLOW_STEPS - 1, f"the glow's steps repainted {painted}"
    assert all(set(names) <= {"log", "log_glow"} for names in painted), f"a new log line repainted {painted}"
    assert scene.table.upper_layer.paints == upper, "nothing lies over the table: no picture is composed over it"
