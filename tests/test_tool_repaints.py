"""A tool changing state as a move lands (undo enabled or not) repaints only the table's regions
its button paints into: the regions its face lies in (outside it, a button paints only a shadow
that no state changes). Each cached frame is still the frame painted from scratch."""
from __future__ import annotations
from tests.tables_seen import Still

import pygame
import pytest

from tests.test_table_caching import assert_fresh, synchronous_bots, table_for, tables


def at_rest(app, scene) -> None:
    """Until the AI seats have moved and nothing animates (the log's glow has faded)."""
    for _ in range(300):
        if not app.frame(1 / 30, []):
            break
    for _ in range(2):
        app.dirty = True
        app.frame(1 / 30, [])
    assert Still(scene).painted == []


@pytest.mark.parametrize("game_id, players", tables())
def test_a_tool_changing_repaints_the_regions_under_it_alone(app, monkeypatch, game_id, players):
    app.settings.automaton_speed = "instant"
    synchronous_bots(app, monkeypatch)
    scene = table_for(app, game_id, players)
    at_rest(app, scene)
    undo = scene.tool("undo")
    could = scene.session.can_undo
    monkeypatch.setattr(scene.session, "can_undo", lambda seat: not could(seat))  # as a move landing does
    was = undo.enabled
    scene.refresh_toolbar()
    app.dirty = True
    app.frame(1 / 30, [])
    assert undo.enabled != was and not undo.highlight
    under = sorted(r.name for r in Still(scene).regions(scene.view) if pygame.Rect(r.rect).colliderect(undo.rect))
    assert sorted(Still(scene).painted) == under
    assert_fresh(scene, "the undo button toggling")
