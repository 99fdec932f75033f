"""The kit's grid: panels in a column or a row, with their gaps."""
import pygame
import pytest

from scenes.kit.grid import column, row


def test_a_column_stacks_panels_down_with_one_gap_or_each_its_own():
    assert column(12, 56, 500, (200, 124, 316)) == [
        pygame.Rect(12, 56, 500, 200), pygame.Rect(12, 264, 500, 124), pygame.Rect(12, 396, 500, 316)]
    assert column(0, 10, 50, (20, 30, 40), gap=(6, 4)) == [
        pygame.Rect(0, 10, 50, 20), pygame.Rect(0, 36, 50, 30), pygame.Rect(0, 70, 50, 40)]


def test_a_row_sets_panels_side_by_side():
    assert row(664, 280, 96, (250, 122)) == [pygame.Rect(664, 280, 250, 96), pygame.Rect(922, 280, 122, 96)]
    assert row(0, 5, 10, (30,), gap=()) == [pygame.Rect(0, 5, 30, 10)]


def test_the_gaps_must_fit_the_panels():
    with pytest.raises(ValueError, match="3 panels have 2 gaps"):
        column(0, 0, 10, (1, 2, 3), gap=(1,))
