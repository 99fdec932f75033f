"""Where things stand on the shell screens and in the shared play scene (logical 1280x720
coordinates). Rectangles are stored as tuples (a ``pygame.Rect`` is mutable): a screen makes its
own ``pygame.Rect(NAME)`` from them. A table overrides the play scene's rectangles by name in its
own ``scenes/<id>/layout.py``."""
from __future__ import annotations

# the shared play scene: the right column's suggestion and log (a table may override either)
SUGGESTION_RECT = (1052, 52, 216, 182)
LOG_RECT = (1052, 246, 216, 466)
REPLAY_BAR = (676, 6, 446, 36)  # the toolbar's middle: where Suggest, undo, redo and save sit in a live game
# the coach's bubble: how far it keeps from the screen's edges, and the top of its upper corners
BUBBLE_EDGE = 16
BUBBLE_TOP = 60

# the score screen: the table of scores on the left, the panel beside it
SCORE_TABLE_RECT = (28, 112, 620, 500)
SCORE_PANEL_RECT = (672, 100, 584, 604)

# the menu's panel (its top follows the title)
MENU_PANEL_X, MENU_PANEL_W, MENU_PANEL_BOTTOM = 130, 560, 676

# the shell screens' panels
NEW_GAME_PANEL = (170, 226, 940, 420)
LOAD_LIST_X, LOAD_LIST_W = 110, 1060
LOAD_LIST_RECT = (LOAD_LIST_X, 236, LOAD_LIST_W, 386)
STATS_PANEL = (110, 206, 1060, 420)
STATS_PANEL_LARGE = (50, 190, 1180, 440)  # large text
RULES_SIDE = (50, 200, 280, 500)
RULES_VIEW = (346, 200, 884, 500)
SETTINGS_PANEL = (150, 214, 980, 420)

# where a box sits on its own surface, clear of the shadow drawn under it
TIP_BOX_AT = (6, 4)  # a tooltip's or a shell button's tip
DRAG_BUBBLE_AT = (8, 8)  # a drop's bubble

# play over the network: the lobby's and Join's panels, the network card's button before it is placed
LOBBY_PANEL = (150, 206, 980, 400)
JOIN_PANEL = (110, 200, 1060, 420)
NET_CARD_BUTTON = (0, 0, 120, 34)
