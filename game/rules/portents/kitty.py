"""Portents solo: the Kitty's turn (steal, push from its slot, prowl) and Feed the Cat's sacrifice,
a part of :class:`~game.rules.portents.state.PortentsState`."""
from __future__ import annotations

from game.rules.portents.altar import GAP
from game.rules.portents.phases import KITTY


class PortentsKitty:
    """The Kitty and its bag (a part of the state's class)."""

    def _draw(self) -> int:
        return self.bag.pop()

    def _do_sacrifice(self, tile: int) -> None:
        hand = self.hands[0]
        drawn = self._draw()
        hand[hand.index(tile)] = drawn
        self.bag.append(tile)
        self.rng.shuffle(self.bag)
        self.revealed = True
        self._log("sacrifice", (0, tile, drawn), 0)
        self._start_turn(KITTY)

    def _kitty_turn(self) -> None:
        self.revealed = True
        data = self.data
        slot = self.kitty_slot
        if self.steal:
            omen = self.slots[slot]
            if omen != GAP:
                self.slots[slot] = GAP
                self.kitty_omens.append(omen)
            self._log("steal", (slot, omen), KITTY)
            self.steal = False
        self._kitty_push(data.slots[slot])
        self._kitty_advance()
        self._scry()

    def _kitty_push(self, info) -> None:
        altar, lit = self.altar, self.lit
        lanes = [self.data.sides[info.kitty_side][i] for i in info.kitty_lanes]
        chaotic = "chaotic_cat" in self.challenges
        if len(lanes) == 1:
            lane = lanes[0]
            shifts = [0] * min(self.data.pushes, self._lane_capacity(altar, lane))
        else:
            shifts = [i for i, lane in enumerate(lanes) if altar[lane[2]] >= 0 and not (lit >> altar[lane[2]]) & 1]
        blocked = tuple(info.kitty_lanes[i] for i in range(len(lanes))
                        if len(lanes) > 1 and i not in shifts) if len(lanes) > 1 else ()
        if not shifts:
            if chaotic:
                self._log("kitty_blocked", (info.kitty_side, info.kitty_lanes, GAP, GAP), KITTY)
                return
            old, new = self.token, self._draw()
            self.token = new
            self.bag.append(old)
            self.rng.shuffle(self.bag)
            self._log("kitty_blocked", (info.kitty_side, info.kitty_lanes, old, new), KITTY)
            return
        entered, off = [], []
        for k, i in enumerate(shifts):
            lane = lanes[i]
            if k == 0 and not chaotic:
                tile, self.token = self.token, GAP
            else:
                tile = self._draw()
            off.append(altar[lane[2]])
            altar[lane[2]], altar[lane[1]], altar[lane[0]] = altar[lane[1]], altar[lane[0]], tile
            entered.append((info.kitty_lanes[i], tile))
        if not chaotic:
            self.token = self._draw()
        self.bag += off
        self.rng.shuffle(self.bag)
        self._log("kitty_push", (info.kitty_side, tuple(entered), tuple(off), blocked, self.token, len(lanes) > 1),
                  KITTY)

    def _kitty_advance(self) -> None:
        steps = 2 if self.extra_step else 1
        extra = self.extra_step
        self.extra_step = False
        start = self.data.kitty_start
        for step in range(steps):
            pos = self.kitty_slot
            lap = False
            j = pos
            for _ in range(16):
                j = (j + 1) % 16
                if j == start:
                    lap = True
                if self.slots[j] != GAP or j == pos:
                    break
            self.kitty_slot = j
            if lap:
                self.laps += 1
            self._log("kitty_advance", (pos, j, lap, self.laps, extra and step == 1), KITTY)

    def _lane_capacity(self, altar, lane) -> int:
        """How many shifts a lane allows: its unlit tiles counted from the far end."""
        n = 0
        for cell in reversed(lane):
            t = altar[cell]
            if t < 0 or (self.lit >> t) & 1:
                break
            n += 1
        return n
