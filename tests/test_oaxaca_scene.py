"""The Oaxaca table, headless: the re-roll, dice dragged onto decks and the Workshop, refused drops
snapping back with the rules' reason, combining two dice, the gather choice, bonuses with choices
through the chooser, scrapping, the Early Morning box, solo sales with their price, the opponent's
mat enlarged, and hotseat never showing a gatherer's cards to anyone else."""
from __future__ import annotations

import pygame
import conftest
from conftest import frame
import pytest

from game import registry
from game.rules.oaxaca.actions import Activate, Craft, EndTurn, Gather, Reroll, Scrap, Sell, UseTourist
from game.rules.oaxaca.cards import CRAFTS, DAY, WILD, result_name
from game.rules.oaxaca.state import Phase
from game.session import Session
from table_hands import button, click, drag, open_table, setup


def refusal(state, *args):
    """A refusal (a message) as it reads in English, or None."""
    from game.text import say
    reason = state.why_illegal(*args)
    return None if reason is None else say(reason, "en")


GAME = registry.get("oaxaca")


def die_of(scene, want) -> int:
    """A Daylight die of the seat on screen whose face passes ``want``."""
    me = scene.state.table[scene.seat]
    for d in me.day():
        if want(me.faces[d]):
            return d
    raise LookupError("no such die")


def solo_at_turn(seed: int = 3) -> Session:
    session = Session(GAME, setup(1), seed)
    session.apply(0, Reroll(()))
    return session


def set_faces(session, faces) -> None:
    """A hand-built roll: the seat's Daylight dice show ``faces`` (a test position)."""
    me = session.state.table[0]
    for d, f in zip(me.day(), faces):
        me.faces[d] = f


def test_the_reroll_marks_dice_by_click_and_rolls_only_those(table):
    session = Session(GAME, setup(1), 4)
    scene = open_table(table, session)
    assert scene.state.phase is Phase.REROLL
    rects = scene.table.geometry.day_rects()
    click(table, rects[1].center)
    click(table, rects[3].center)
    assert scene.table.reroll_marks == {1, 3}
    click(table, rects[3].center)
    assert scene.table.reroll_marks == {1}
    click(table, button(scene, "btn_re-roll").rect.center)
    last = [e for e in scene.state.events if e.kind == "reroll"][-1]
    assert last.data[1] == (1,)
    assert scene.state.phase is Phase.TURN


def test_a_die_dropped_on_its_deck_gathers_and_the_gathered_cards_are_chosen_by_buttons(table):
    session = solo_at_turn()
    set_faces(session, (2, 3, 4, 5, 6))
    scene = open_table(table, session)
    d = die_of(scene, lambda f: f == 4)
    deck = scene.table.geometry.deck_rect(CRAFTS.index("textile"))
    drag(table, scene.table.geometry.die_rect(scene.table.geometry.me(), d).center, deck.center)
    st = scene.state
    assert st.phase is Phase.KEEP and st.drawn_from == "textile" and len(st.drawn) == 2
    kept, other = st.drawn
    click(table, button(scene, f"keep_{kept}").rect.center)
    assert kept in st.table[0].workshop and st.phase is Phase.PUT_BACK
    click(table, button(scene, f"bottom_{other}").rect.center)
    assert st.phase is Phase.TURN and st.decks["textile"][-1] == other


def test_a_refused_drop_snaps_back_and_says_the_rules_reason(table):
    session = solo_at_turn()
    set_faces(session, (2, 3, 4, 5, 6))
    scene = open_table(table, session)
    d = die_of(scene, lambda f: f == 2)
    before = scene.state.digest()
    drag(table, scene.table.geometry.die_rect(scene.table.geometry.me(), d).center, scene.table.geometry.deck_rect(CRAFTS.index("tin")).center)
    assert scene.state.digest() == before
    reason = refusal(scene.state, 0, Gather(f"d{d}", "tin"))
    assert reason and scene.drag.message is not None and scene.drag.message.text == reason
    assert not scene.drag.dragging and scene.table.geometry.me().where[d] == DAY, "the die is back home"
    # the Workshop is empty: crafting there is refused with its reason too
    drag(table, scene.table.geometry.die_rect(scene.table.geometry.me(), d).center, scene.table.geometry.areas()["workshop"].center)
    assert scene.drag.message.text == refusal(scene.state, 0, Craft(f"d{d}", "pottery"))


def test_legal_targets_light_up_while_dragging(table):
    session = solo_at_turn()
    set_faces(session, (1, 3, 4, 5, 6))
    scene = open_table(table, session)
    d = die_of(scene, lambda f: f == WILD)
    drag(table, scene.table.geometry.die_rect(scene.table.geometry.me(), d).center, (500, 500), release=False)
    legal = scene.drag.legal_keys()
    assert {("deck", c) for c in CRAFTS} <= legal, "a wild gathers from any deck"
    frame(table, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)])
    assert not scene.drag.dragging


def test_two_dice_combine_into_any_craft(table):
    session = solo_at_turn()
    set_faces(session, (2, 2, 3, 3, 4))
    scene = open_table(table, session)
    me = scene.table.geometry.me()
    a, b = me.faces.index(2), me.faces.index(3)
    drag(table, scene.table.geometry.die_rect(me, a).center, scene.table.geometry.die_rect(me, b).center)
    assert scene.table.combo == f"d{a}+d{b}"
    table.dirty = True
    frame(table)  # the pair is drawn as one result
    drag(table, scene.table.geometry.combo_rect().center, scene.table.geometry.deck_rect(CRAFTS.index("tin")).center)
    gathers = [e for e in scene.state.events if e.kind == "gather"]
    assert gathers and gathers[-1].data[1:3] == (f"d{a}+d{b}", "tin")


def test_a_die_dropped_on_a_free_result_card_uses_it_and_combines_with_it(table):
    session = solo_at_turn()
    set_faces(session, (2, 2, 3, 3, 4))
    scene = open_table(table, session)
    me = scene.table.geometry.me()
    banner = scene.table.geometry.stall_rects(len(me.stall))[0]
    drag(table, scene.table.geometry.die_rect(me, 0).center, banner.center)
    st = scene.state
    assert st.table[0].used == {"banner-1"} and len(st.pool) == 1
    assert scene.table.combo == "d0+f0"
    drag(table, scene.table.geometry.combo_rect().center, scene.table.geometry.deck_rect(CRAFTS.index("jewelry")).center)
    assert [e for e in st.events if e.kind == "gather"][-1].data[1:3] == ("d0+f0", "jewelry")


def test_click_a_die_then_a_deck_does_what_a_drag_does(table):
    session = solo_at_turn()
    set_faces(session, (5, 3, 4, 6, 2))
    scene = open_table(table, session)
    d = die_of(scene, lambda f: f == 5)
    click(table, scene.table.geometry.die_rect(scene.table.geometry.me(), d).center)
    assert scene.table.selected == ("source", f"d{d}")
    click(table, scene.table.geometry.deck_rect(CRAFTS.index("woodcarving")).center)
    assert scene.state.phase in (Phase.KEEP, Phase.TURN) and scene.state.drawn_from == "woodcarving"


def test_a_tourist_with_choices_opens_the_chooser_and_the_choice_is_played(table):
    # find a seed whose first-round tourists include one that needs a choice
    for seed in range(1, 60):
        session = solo_at_turn(seed)
        legal = session.state.legal_actions(0)
        tourist = next((a.tourist for a in legal if isinstance(a, UseTourist) and a.args), None)
        if tourist is not None:
            break
    else:
        pytest.fail("no seed with a tourist that needs a choice")
    scene = open_table(table, session)
    idx = list(scene.view.grid).index(tourist)
    click(table, scene.table.geometry.tourist_rect(idx).center)
    assert scene.table.choices.chooser is not None
    while scene.table.choices.chooser is not None:
        choice = next(b for b in scene.table.choices.buttons if b.name.startswith("choice_") and b.name[7:].isdigit())
        click(table, choice.rect.center)
    used = [e for e in scene.state.events if e.kind == "tourist"]
    assert used and used[-1].data[1] == tourist


def test_the_chooser_offers_only_what_the_rules_allow_and_cancel_leaves_the_game_alone(table):
    session = solo_at_turn(7)
    st = session.state
    # a hand-built Workshop: a Glazed Bowl in the stall (move tokens) and two projects
    bowl = next(c for c in st.data.decks["pottery"] if st.data.card(c).effect == "redistribute_tokens")
    st.decks["pottery"].remove(bowl)
    st.table[0].stall.append(bowl)
    for craft in ("jewelry", "textile"):
        card = st.decks[craft].pop(0)
        st.table[0].workshop.append(card)
        st.table[0].tokens[card] = 2
        st.supply -= 2
    scene = open_table(table, session)
    rect = scene.table.geometry.stall_rects(len(scene.table.geometry.me().stall))[1]
    click(table, rect.center)
    ch = scene.table.choices.chooser
    assert ch is not None
    legal = {a.args for a in st.legal_actions(0) if isinstance(a, Activate) and a.card == bowl}
    first, _ = ch.step()
    assert set(first) == {args[0] for args in legal}
    before = st.digest()
    click(table, button(scene, "choice_cancel").rect.center)
    assert scene.table.choices.chooser is None and st.digest() == before


def test_a_workshop_card_dragged_onto_its_deck_is_scrapped(table):
    session = solo_at_turn()
    st = session.state
    card = st.decks["jewelry"].pop(0)
    st.table[0].workshop.append(card)
    st.table[0].tokens[card] = 3
    st.supply -= 3
    scene = open_table(table, session)
    rect = scene.table.geometry.workshop_rects(1, 3)[0]
    drag(table, rect.center, scene.table.geometry.deck_rect(CRAFTS.index("pottery")).center)
    assert card in st.table[0].workshop, "a jewelry card does not go back to the pottery deck"
    drag(table, rect.center, scene.table.geometry.deck_rect(CRAFTS.index("jewelry")).center)
    assert card not in st.table[0].workshop and st.decks["jewelry"][-1] == card


def test_the_last_die_dropped_in_the_early_morning_box_asks_its_face(table):
    session = solo_at_turn()
    st = session.state
    me = st.table[0]
    for d in me.day()[1:]:  # a hand-built turn: four dice already used
        me.where[d] = "night"
    scene = open_table(table, session)
    d = me.day()[0]
    drag(table, scene.table.geometry.die_rect(scene.table.geometry.me(), d).center, scene.table.geometry.areas()["early"].center)
    assert scene.table.choices.chooser is not None
    pick = next(b for b in scene.table.choices.buttons if b.label == "Turned to textile")
    click(table, pick.rect.center)
    assert me.where[d] == "early" and me.faces[d] == 4


def test_solo_early_die_is_dragged_onto_a_deck_and_never_promised_a_point_at_the_end(table):
    """Alone, only sales score: the early die's words speak of the next round and the bonus token
    (the point at the end is the multiplayer rule)."""
    session = solo_at_turn()
    st = session.state
    me = st.table[0]
    for d in me.day()[1:]:
        me.where[d] = "night"
    scene = open_table(table, session)
    d = me.day()[0]
    drag(table, scene.table.geometry.die_rect(scene.table.geometry.me(), d).center, scene.table.geometry.areas()["early"].center)
    click(table, next(b for b in scene.table.choices.buttons if b.label == "Turned to textile").rect.center)
    assert scene.propose(EndTurn())
    frame(table)
    assert st.phase is Phase.EARLY
    # the die kept there is what the pointer finds in the box (not the box), and a drag onto a deck
    # turns it into a bonus token there
    assert scene.table.parts.hit(scene.table.geometry.early_rect().center, scene.view).key == ("early_die", 4)
    words = [button(scene, "btn_keep").tooltip, *scene.table.tips.early_tip().lines, *scene.table.tips.die_tip(d)().lines,
             *scene.table.tips.workshop_tip().lines]
    assert all("at the end" not in w for w in words), words
    assert "next round" in button(scene, "btn_keep").tooltip
    assert any("bonus token" in w for w in scene.table.tips.die_tip(d)().lines)
    st.round = st.data.rounds - 1  # the last round's early die: no next round to start
    scene.refresh()  # (the table reads its view: it is told the state was changed under it)
    assert "next round" not in button(scene, "btn_keep").tooltip
    st.round = 0
    scene.refresh()
    drag(table, scene.table.geometry.early_rect().center, scene.table.geometry.deck_rect(CRAFTS.index("pottery")).center)
    assert st.deck_tokens["pottery"] == 1 and st.phase is Phase.SELL


def test_a_solo_sale_shows_its_price_before_the_drop_and_scores_it(table):
    session = solo_at_turn()
    st = session.state
    card = next(c for c in st.data.decks["pottery"] if st.data.card(c).value == 4)
    for deck in st.decks.values():
        if card in deck:
            deck.remove(card)
    st.table[0].stall.append(card)
    st.customers = [2, 1, 3, 4, 5]
    st.deck_tokens["pottery"] = 2
    st.phase = Phase.SELL  # a hand-built round's end
    scene = open_table(table, session)
    scene.refresh()
    rect = scene.table.geometry.stall_rects(len(scene.table.geometry.me().stall))[1]
    target = scene.table.geometry.customer_rects()[0]
    drag(table, rect.center, target.center, release=False)
    assert scene.drag.hover is not None and scene.drag.hover.hint.startswith("Sell for 10 points (4\u00d72 + 2 deck")
    frame(table, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=target.center, button=1)])
    assert st.score == 10 and st.sold_to[0] and card in st.sold
    assert Sell(card, 0) not in st.legal_actions(0)


def test_an_opponent_mat_opens_whole_and_closes(table):
    session = Session(GAME, setup(3, humans=1), 5)
    session.apply(0, Reroll(())) if 0 in session.state.to_move() else None
    scene = open_table(table, session)
    click(table, scene.table.geometry.other_rect(0).center)
    assert scene.table.enlarged == scene.table.geometry.others_order()[0]
    table.dirty = True
    frame(table)
    click(table, (500, 400))
    assert scene.table.enlarged is None


def test_hotseat_never_shows_a_gatherers_cards_to_the_next_player(table):
    session = Session(GAME, setup(2, humans=2), 11)
    st = session.state
    while st.phase is Phase.REROLL:
        (seat,) = st.to_move()
        session.apply(seat, Reroll(()))
    seat = st.active
    me = st.table[seat]
    d = next(d for d in me.day() if me.faces[d] != WILD)
    session.apply(seat, Gather(f"d{d}", result_name(me.faces[d])))
    assert st.phase is Phase.KEEP
    other = 1 - seat
    from game.rules.oaxaca.view import player_view

    view = player_view(st, other)
    assert all(c is None for c in view.drawn)
    assert not any(c in view.state.drawn for c in st.drawn), "the rule copy in the view hides them too"
    scene = open_table(table, session)
    scene.seat = other
    scene.refresh()
    table.dirty = True
    frame(table)  # drawing the other seat's view must not need the hidden cards


def test_end_turn_passes_play_on_and_the_bot_seat_moves(table):
    session = Session(GAME, setup(2, humans=1), 8)
    st = session.state
    scene = open_table(table, session)
    for _ in range(400):
        if scene.players_turn and st.phase is Phase.TURN:
            break
        if scene.players_turn and st.phase is Phase.REROLL:
            scene.propose(Reroll(()))
        frame(table)
    assert scene.players_turn and st.phase is Phase.TURN
    me = st.table[0]
    d = me.day()[0]
    face = me.faces[d]
    scene.propose(Gather(f"d{d}", CRAFTS[0] if face == WILD else result_name(face)))
    while st.phase is not Phase.TURN:
        scene.propose(st.legal_actions(0)[0])
    assert EndTurn() in st.legal_actions(0)
    click(table, button(scene, "btn_end").rect.center)
    assert not (st.active == 0 and st.phase is Phase.TURN) or not me.day()


def test_a_oaxaca_shot_renders_and_every_one_is_listed(tmp_path):
    """The default run renders one shot; the soak renders them all."""
    from client.shots import render_shot, shot_builders

    names = [n for n in shot_builders() if n.startswith("oaxaca/")]
    out = render_shot("oaxaca/sale", 2, tmp_path / "one.png")
    assert out.stat().st_size > 10_000
    assert "oaxaca/sale" in names


@pytest.mark.slow
def test_every_oaxaca_shot_renders(tmp_path):
    from client.shots import render_shot, shot_builders

    names = [n for n in shot_builders() if n.startswith("oaxaca/")]
    assert {"oaxaca/table", "oaxaca/gather", "oaxaca/sale", "oaxaca/end", "oaxaca/solo"} <= set(names)
    for name in names:
        out = render_shot(name, 2, tmp_path / (name.replace("/", "-") + ".png"))
        assert out.stat().st_size > 10_000


def rest(app, seconds: float) -> None:
    """Time passes, the pointer still (a tooltip waits its delay)."""
    for _ in range(int(seconds * 20)):
        conftest.frame(app, dt=0.05)


def hover(app, pos, seconds: float = 0.0) -> None:
    """The pointer moved to ``pos`` and rests there ``seconds``."""
    frame(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])
    rest(app, seconds)


def with_projects(session, crafts=("jewelry",)):
    """A hand-built Workshop: a card of each craft in ``crafts``, three tokens on each."""
    st = session.state
    cards = []
    for craft in crafts:
        card = st.decks[craft].pop(0)
        st.table[0].workshop.append(card)
        st.table[0].tokens[card] = 3
        st.supply -= 3
        cards.append(card)
    return cards


def test_the_table_is_made_of_named_parts_and_every_hotspot_belongs_to_one(table):
    scene = open_table(table, solo_at_turn())
    decks = [f"deck:{c}" for c in CRAFTS]
    assert scene.table.parts.names() == ["market", "prompt", *decks, "supply", "tourists", "workshop", "dice", "mat", "stall",
                                   "customers", "gather", "sheet"]
    for spot in scene.hotspots:
        assert scene.table.parts.part_of(spot.key) is not None, spot.key
    assert {s.key for s in scene.hotspots} >= {("workshop",), ("early",), ("customer", 0), ("deck", "tin")}
    session = Session(GAME, setup(3), 5)
    scene = open_table(table, session)
    assert scene.table.parts.names() == ["market", "prompt", *decks, "supply", "tourists", "workshop", "dice", "mat", "stall",
                                   "seat:1", "seat:2", "gather", "sheet"]
    assert scene.table.parts.part_of(("other", scene.table.geometry.others_order()[1])).name == "seat:2"
    for spot in scene.hotspots:
        assert scene.table.parts.part_of(spot.key) is not None, spot.key
    # every drop target is a piece of a named part too
    me = scene.table.geometry.me()
    if session.state.phase is Phase.TURN:
        for t in scene.drop_targets(("source", f"d{me.day()[0]}")):
            assert scene.table.parts.part_of(t.key) is not None, t.key


def test_every_part_has_a_place_that_holds_its_pieces(table):
    """A part's rect is where it lies (a guided game lights it): none is empty, and every piece and
    drop target of the seat's own parts lies inside its part (the prompt part is the prompt line)."""
    scene = open_table(table, solo_at_turn())
    for part in map(scene.table.parts.part, scene.table.parts.names()):
        if part.name in ("sheet", "gather"):
            continue  # an opponent's mat shown whole, the gathered cards: only while open (test_oaxaca_tutorial)
        assert part.rect.w > 0 and part.rect.h > 0, part.name
        for piece in part.pieces(scene.view):
            assert part.rect.contains(piece.rect), (part.name, piece.key, piece.rect, part.rect)
    die = scene.state.table[scene.seat].day()[0]
    for part in map(scene.table.parts.part, scene.table.parts.names()):
        for t in part.targets(("source", f"d{die}"), scene.view):
            assert part.rect.contains(t.rect), (part.name, t.key, t.rect, part.rect)
    assert scene.buttons and all(scene.table.parts.part("prompt").rect.contains(b.rect) for b in scene.buttons)


def test_a_tooltip_closes_when_the_card_it_describes_goes(table):
    session = solo_at_turn()
    (card,) = with_projects(session)
    scene = open_table(table, session)
    rect = scene.table.geometry.workshop_rects(1, 3)[0]
    hover(table, rect.center)
    assert scene.tooltip.key == ("wcard", card)  # waiting for its delay
    scene.propose(Scrap(card))  # the card goes back to its deck before the tooltip shows
    assert card not in scene.table.geometry.me().workshop
    rest(table, 1.0)
    assert scene.tooltip.key is None and not scene.tooltip.visible


def test_a_tooltip_never_covers_the_chooser_or_a_refusal(table):
    session = solo_at_turn(7)
    st = session.state
    bowl = next(c for c in st.data.decks["pottery"] if st.data.card(c).effect == "redistribute_tokens")
    st.decks["pottery"].remove(bowl)
    st.table[0].stall.append(bowl)
    with_projects(session, ("jewelry", "textile"))
    set_faces(session, (2, 3, 4, 5, 6))
    scene = open_table(table, session)
    rect = scene.table.geometry.stall_rects(len(scene.table.geometry.me().stall))[1]
    hover(table, rect.center, 1.0)
    assert scene.tooltip.visible and scene.tooltip.key == ("scard", bowl)
    click(table, rect.center)
    assert scene.table.choices.chooser is not None
    hover(table, rect.center, 1.0)
    table.dirty = True
    frame(table)
    drawn = [name for _, name, _ in scene.overlays.drawn]
    assert "chooser" in drawn and "tooltip" not in drawn, drawn
    assert scene.overlays.covered() == []
    click(table, button(scene, "choice_cancel").rect.center)
    # a refused drop: its reason lies over the tooltip of the deck the pointer rests on
    d = die_of(scene, lambda f: f == 2)
    deck = scene.table.geometry.deck_rect(CRAFTS.index("tin"))
    drag(table, scene.table.geometry.die_rect(scene.table.geometry.me(), d).center, deck.center)
    assert scene.drag.message is not None
    hover(table, deck.center, 0.6)
    assert scene.tooltip.visible and scene.drag.message is not None
    table.dirty = True
    frame(table)
    drawn = [name for _, name, _ in scene.overlays.drawn]
    assert "refusal" in drawn and "tooltip" not in drawn, drawn  # no tooltip while a refusal is read
    assert scene.overlays.covered() == []
