"""Die of the Dead: the phases of the game (who decides what) and the names the rules share."""
from __future__ import annotations

# phases: who decides what
PLACE = "place"  # setup: every seat still placing puts dice into the caskets
OPEN = "open"  # the Round Starter chooses the casket to open (candle tokens first, if any)
ACT = "act"  # ``current`` takes their action for the open casket
RETUNE = "retune"  # the drafter may change the drafted die with a bread or incense token
PAY = "pay"  # the drafter pays onto a closed casket's lid
CITY = "city"  # the colour of a City of the Dead die gained (marigold) or spent (solo move, solo pass)
DISCARD = "discard"  # a full hand discards before taking a token
SCORE = "score"  # the scorer chooses the next section to score, cashes tokens or finishes
LAND = "land"  # the climber chooses the square the scoring die lands on
SKULL_BONUS = "skull"  # the climber chooses the power die to turn to its skull
FACE_BONUS = "face"  # the climber chooses a normal preparation die and its new face
OVER = "over"

EMPTY = -1  # an empty space (of an ofrenda, a preparation board)
GAIN, SPEND = "gain", "spend"  # what a CITY decision is for
TAKE, BONUS = "take", "bonus"  # what a DISCARD decision makes room for
EARNED = ("candle", "marigold", "bread", "incense", "tokens", "ascend")  # where steps came from
TOKEN_STEPS, ASCEND_STEPS = 4, 5
