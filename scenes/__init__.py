"""Scenes: one per screen and per game. They draw views and turn input into proposed actions."""
