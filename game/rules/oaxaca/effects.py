"""The bonuses of Oaxaca's cards and tourists: with which choices each may be used now, why not,
and what it does. A part of :class:`~game.rules.oaxaca.state.OaxacaState` (a mixin: it works on
the state's own fields), kept apart because the bonuses are most of the game's rules text.

A bonus's choices (``args``) are strings: card ids, dice (``d3``), crafts, seats (``p2``), faces
and counts. The enumeration (``_effect_args``) is the judge of what is allowed; the refusal
words only name the likely reason.
"""
from __future__ import annotations

from game.rules.oaxaca.cards import COPY_EFFECTS, CRAFTS, DAY, NIGHT, WILD, opposite
from game.text import Msg


class Bonuses:
    """The card and tourist bonuses of :class:`OaxacaState`."""

    def _effect_args(self, seat: int, obj, own_id: str, depth: int = 0) -> list[tuple[str, ...]]:
        """Every argument tuple with which ``obj`` (a card or a tourist) may be used now."""
        me = self.table[seat]
        e = obj.effect
        day = [d for d in me.day()]
        night = [i for i, w in enumerate(me.where) if w == NIGHT]
        mine = [c for c in me.workshop if me.tokens[c] > 0]
        if e in ("free_result", "gather_extra", "remove_each_and_share"):
            if e == "remove_each_and_share" and not me.workshop:
                return []
            return [()]
        if e == "craft_double":
            return [] if self.main_used else [()]
        if e == "remove_token_any":
            seats = [seat] if self.solo else range(self.players)
            return [(c,) for s in seats for c in self.table[s].workshop if self.table[s].tokens[c] > 0]
        if e == "redistribute_tokens":
            out = []
            for a in mine:
                for b in me.workshop:
                    if b != a:
                        out.append((a, b))
            n = len(out)
            for i in range(n):
                for j in range(i, n):
                    args = out[i] + out[j]
                    if self._tokens_after_moves(seat, args) is not None:
                        out.append(args)
            return out
        if e == "wild_craft_bonus":
            if self.wild_crafts <= 0 or not mine:
                return []
            need = min(obj.arg("tokens"), sum(me.tokens.values()))
            out = []
            self._multisets(mine, need, (), out, seat)
            return out
        if e == "return_and_remove":
            out = []
            for r in me.workshop:
                targets = [c for c in mine if c != r]
                out += [(r, t) for t in targets] if targets else [(r,)]
            return out
        if e == "die_to_wild":
            return [(f"d{d}",) for d in day if me.faces[d] != WILD]
        if e == "refresh_card":
            return [(c,) for c in me.stall if c in me.used and c != own_id]
        if e == "token_to_opponent":
            if self.supply <= 0:
                return []
            if self.solo:
                return [(c,) for c in CRAFTS]
            return [(c,) for s in self.opponents(seat) for c in self.table[s].workshop]
        if e == "tokens_to_opponent_workshop":
            if self.supply <= 0:
                return []
            if self.solo:
                n = min(obj.arg("solo_deck_tokens"), self.supply)
                out = []
                self._craft_multisets(n, 0, (), out)
                return out
            return [(f"p{s}",) for s in self.opponents(seat) if self.table[s].workshop]
        if e == "move_tokens":
            out = []
            for a in mine:
                craft = self.card(a).craft
                seats = [seat] if self.solo else range(self.players)
                for s in seats:
                    for b in self.table[s].workshop:
                        if b != a and self.card(b).craft == craft:
                            out += [(a, b, str(n)) for n in range(1, min(obj.arg("tokens"), me.tokens[a]) + 1)]
            return out
        if e in ("reroll_one", "flip_die"):
            return [(f"d{d}",) for d in day]
        if e == "reroll_any":
            out = []
            for mask in range(1, 1 << len(day)):
                out.append(tuple(f"d{d}" for i, d in enumerate(day) if mask >> i & 1))
            return out
        if e == "reclaim_die":
            return [(f"d{d}",) for d in night]
        if e == "change_die":
            return [(f"d{d}", str(f)) for d in day for f in range(1, 7) if f != me.faces[d]]
        if e == "draw_tourist":
            return [()] if self.tourist_deck and me.extra is None else []
        if depth > 0:
            return []  # a borrowed bonus never borrows again
        if e in COPY_EFFECTS:
            out = []
            for target_id, target in self._copy_targets(seat, e):
                for args in self._effect_args(seat, target, own_id, depth + 1):
                    out.append((target_id,) + args)
            return out
        return []

    def _multisets(self, cards: list[str], need: int, prefix: tuple, out: list, seat: int) -> None:
        if need == 0:
            out.append(prefix)
            return
        start = cards.index(prefix[-1]) if prefix else 0
        tokens = self.table[seat].tokens
        for c in cards[start:]:
            if prefix.count(c) < tokens[c]:
                self._multisets(cards, need - 1, prefix + (c,), out, seat)

    def _craft_multisets(self, need: int, start: int, prefix: tuple, out: list) -> None:
        if need == 0:
            out.append(prefix)
            return
        for i in range(start, len(CRAFTS)):
            self._craft_multisets(need - 1, i, prefix + (CRAFTS[i],), out)

    def _copy_targets(self, seat: int, effect: str) -> list[tuple[str, object]]:
        """What a borrowing effect may borrow: (id, the card or tourist)."""
        def borrowable(obj) -> bool:
            return not (getattr(obj, "use", "any") == "passive" or obj.effect in COPY_EFFECTS
                        or obj.effect == "wild_craft_bonus")

        me = self.table[seat]
        if effect == "copy_bonus":
            if self.solo:
                ids = list(me.workshop)
            else:
                ids = [c for s in self.opponents(seat) for c in self.table[s].stall]
            return [(c, self.card(c)) for c in ids if borrowable(self.card(c))]
        if effect == "activate_workshop":
            return [(c, self.card(c)) for c in me.workshop if borrowable(self.card(c))]
        if effect == "use_tourist":
            return [(t, self.data.tourists[t]) for t in self.grid if borrowable(self.data.tourists[t])]
        if effect == "other_round_tourist":
            now = self.current_tourists()
            return [(t, self.data.tourists[t]) for t in self.grid if t not in now
                    and borrowable(self.data.tourists[t])]
        return []

    def _canonical(self, seat: int, obj, args: tuple[str, ...]) -> tuple[str, ...]:
        """``args`` in the order the enumeration lists them, where their order does not matter."""
        e = obj.effect
        if e == "redistribute_tokens" and len(args) == 4:
            pairs = [args[:2], args[2:]]
            if self._tokens_after_moves(seat, args[:2]) is None:
                pairs.reverse()  # the second move makes the first possible: keep that order
            listed = self._effect_args(seat, obj, "")
            for first, second in (pairs, pairs[::-1]):
                if first + second in listed:
                    return first + second
            return args
        if e == "wild_craft_bonus":
            order = self.table[seat].workshop
            return tuple(sorted(args, key=lambda c: order.index(c) if c in order else -1))
        if e == "tokens_to_opponent_workshop" and self.solo:
            return tuple(sorted(args, key=lambda c: CRAFTS.index(c) if c in CRAFTS else -1))
        return args

    def _tokens_after_moves(self, seat: int, args: tuple[str, ...]) -> dict | None:
        """The seat's Workshop tokens after moving one token per (from, to) pair, or None if a move
        is impossible."""
        tokens = dict(self.table[seat].tokens)
        for a, b in zip(args[::2], args[1::2]):
            if a not in tokens or b not in tokens or a == b or tokens[a] <= 0:
                return None
            tokens[a] -= 1
            tokens[b] += 1
        return tokens


    def _effect_refusal(self, seat: int, obj, own_id: str, args: tuple[str, ...]) -> "Msg | None":
        """Why ``obj``'s bonus may not be used with ``args`` now (None: it may)."""
        if not isinstance(args, tuple) or not all(isinstance(a, str) for a in args):
            return Msg("oaxaca-refuse-bonus-choices")
        e = obj.effect
        me = self.table[seat]
        if e in ("redistribute_tokens", "wild_craft_bonus", "tokens_to_opponent_workshop"):
            args = self._canonical(seat, obj, args)
        if args in self._effect_args(seat, obj, own_id):
            return None
        # the likely reasons, in a player's words; the enumeration above is the judge
        if e == "craft_double" and self.main_used:
            return Msg("oaxaca-refuse-double-before")
        if e == "wild_craft_bonus" and self.wild_crafts <= 0:
            return Msg("oaxaca-refuse-wild-first")
        if e in ("token_to_opponent", "tokens_to_opponent_workshop") and self.supply <= 0:
            return Msg("oaxaca-refuse-supply-empty")
        if e == "draw_tourist" and not self.tourist_deck:
            return Msg("oaxaca-refuse-tourist-deck-empty")
        if e == "draw_tourist" and me.extra is not None:
            return Msg("oaxaca-refuse-tourist-drawn")
        if e == "remove_each_and_share" and not me.workshop:
            return Msg("oaxaca-refuse-workshop-empty")
        if e in ("refresh_card",):
            return Msg("oaxaca-refuse-refresh-choose")
        if e in COPY_EFFECTS and args:
            if args[0] not in dict(self._copy_targets(seat, e)):
                return Msg("oaxaca-refuse-not-borrowable")
            return Msg("oaxaca-refuse-borrowed-not-now")
        return Msg("oaxaca-refuse-bonus-not-now")


    def _effect(self, seat: int, obj, own_id: str, args: tuple[str, ...]) -> None:
        me = self.table[seat]
        e = obj.effect
        if e == "free_result":
            self.pool.append((obj.results, own_id, False))
        elif e == "remove_token_any":
            owner = self.workshop_owner(args[0])
            self._remove(owner, args[0], 1)
            self._complete(owner)
        elif e == "redistribute_tokens":
            me.tokens.update(self._tokens_after_moves(seat, args) or self._tokens_after_moves(seat, args[2:] + args[:2]))
            self._complete(seat)
        elif e == "wild_craft_bonus":
            self.wild_crafts -= 1
            for c in args:
                self._remove(seat, c, 1)
            self._complete(seat)
        elif e == "return_and_remove":
            self._return_card(seat, args[0])
            if len(args) > 1:
                self._remove(seat, args[1], obj.arg("tokens"))
            self._complete(seat)
        elif e == "die_to_wild":
            me.faces[int(args[0][1:])] = WILD
        elif e == "refresh_card":
            me.used.discard(args[0])
        elif e == "token_to_opponent":
            n = min(obj.arg("solo_deck_tokens") if self.solo else obj.arg("tokens"), self.supply)
            self.supply -= n
            if self.solo:
                self.deck_tokens[args[0]] += n
            else:
                owner = self.workshop_owner(args[0])
                self.table[owner].tokens[args[0]] += n
        elif e == "tokens_to_opponent_workshop":
            if self.solo:
                for craft in args:
                    self.supply -= 1
                    self.deck_tokens[craft] += 1
            else:
                other = self.table[int(args[0][1:])]
                for c in other.workshop:
                    n = min(obj.arg("tokens"), self.supply)
                    self.supply -= n
                    other.tokens[c] += n
        elif e == "remove_each_and_share":
            for c in list(me.workshop):
                self._remove(seat, c, obj.arg("tokens"))
            self._complete(seat)
            if not self.solo:
                self._share_with_opponents(seat)
        elif e == "move_tokens":
            a, b, n = args[0], args[1], int(args[2])
            owner = self.workshop_owner(b)
            me.tokens[a] -= n
            self.table[owner].tokens[b] += n
            self._complete(seat)
        elif e in ("reroll_one", "reroll_any"):
            for a in args:
                me.faces[int(a[1:])] = self.rng.die()
            self.revealed = True
            self._log("dice", (seat, tuple(me.faces)), seat)
        elif e == "reclaim_die":
            d = int(args[0][1:])
            me.faces[d] = self.rng.die()
            me.where[d] = DAY
            self.revealed = True
            self._log("dice", (seat, tuple(me.faces)), seat)
        elif e == "gather_extra":
            self.gather_extra += obj.arg("cards")
        elif e == "craft_double":
            self.craft_double = True
        elif e == "flip_die":
            d = int(args[0][1:])
            me.faces[d] = opposite(me.faces[d])
        elif e == "change_die":
            me.faces[int(args[0][1:])] = int(args[1])
        elif e == "draw_tourist":
            me.extra = self.tourist_deck.pop(0)
            me.extra_used = False
            self.revealed = True
            self._log("tourist_drawn", (seat, me.extra), seat)
        elif e in COPY_EFFECTS:
            target = args[0]
            borrowed = self.data.tourists[target] if target in self.data.tourists else self.card(target)
            self._effect(seat, borrowed, own_id, args[1:])
