"""The shipped Ofrenda data, checked card by card against docs/rulings/ofrenda.md, and bad data files.

Bad files are made by copying ``data/ofrenda`` to a temporary folder and breaking one thing;
each must raise :class:`DataError` naming the file, the key and the reason.
"""
from __future__ import annotations

import shutil
from collections import Counter
from pathlib import Path

import pytest
import yaml

from game.datafiles import DataError
from game.paths import data_dir
from game.rules.ofrenda import load_ofrenda_data

SOURCE = data_dir() / "ofrenda"
DATA = load_ofrenda_data(SOURCE)
BRANCHES = ["blue", "pink", "orange", "green", "purple"]
SHAPES = ["circle", "heart", "diamond", "triangle", "square"]
OFFERINGS = ["calavera", "water", "salt", "fruit", "papel_picado"]


# ------------------------------------------------------------------------------ shipped data
def test_branches_and_offerings():
    assert [b.id for b in DATA.branches] == BRANCHES
    assert [b.shape for b in DATA.branches] == SHAPES, "colour is never the only cue"
    assert [o.id for o in DATA.offerings] == OFFERINGS


def expected_objective(b: int, j: int) -> dict:
    """The rulings' formula for card j of branch b (colours/offerings counted from the card's own)."""
    o = (b + j) % 5
    col = lambda k: BRANCHES[(b + k) % 5]  # noqa: E731
    off = lambda k: OFFERINGS[(o + k) % 5]  # noqa: E731
    return {
        0: {"kind": "colour_at_least", "colour": col(1), "count": 2},
        1: {"kind": "offering_at_least", "offering": off(1), "count": 2},
        2: {"kind": "colour_at_least", "colour": col(2), "count": 2},
        3: {"kind": "colour_at_least", "colour": col(3), "count": 2},
        4: {"kind": "offering_at_least", "offering": off(2), "count": 2},
        5: {"kind": "offering_at_least", "offering": off(4), "count": 2},
        6: {"kind": "distinct_colours", "count": 4},
        7: {"kind": "no_colour", "colour": col(3)},
        8: {"kind": "distinct_offerings", "count": 3},
        9: {"kind": "no_colour", "colour": col(4)},
        10: {"kind": "no_offering", "offering": off(3)},
        11: {"kind": "own_colour_and_offering", "colour": col(0), "offering": off(0)},
        12: {"kind": "no_offering", "offering": off(1)},
    }[j]


@pytest.mark.parametrize("b", range(5))
@pytest.mark.parametrize("j", range(13))
def test_portrait_formula(b, j):
    cid = f"{BRANCHES[b]}-{j + 1:02d}"
    p = DATA.portraits[cid]
    assert p.branch == BRANCHES[b]
    assert p.offering == OFFERINGS[(b + j) % 5]
    assert p.players == (2 if j <= 6 else 3 if j <= 9 else 4)
    assert p.objective.model_dump() == expected_objective(b, j)
    assert p.name.strip()


def test_portrait_counts():
    assert len(DATA.portraits) == 65
    assert Counter(p.branch for p in DATA.portraits.values()) == {b: 13 for b in BRANCHES}
    assert Counter(p.players for p in DATA.portraits.values()) == {2: 35, 3: 15, 4: 15}
    assert Counter(p.offering for p in DATA.portraits.values()) == {o: 13 for o in OFFERINGS}
    assert len({p.name for p in DATA.portraits.values()}) == 65, "every relative has their own name"


def test_candles():
    assert len(DATA.candles) == 35
    kinds = Counter()
    for c in DATA.candles.values():
        o = c.objective
        key = (o.kind, getattr(o, "colour", None), getattr(o, "offering", None), getattr(o, "count", None),
               c.end_only, c.multiplayer)
        kinds[key] += 1
    expected = Counter()
    for b in BRANCHES:
        expected[("colour_count", b, None, 3, False, False)] = 1
    for o in OFFERINGS:
        expected[("offering_count", None, o, 3, False, False)] = 1
    expected[("all_colours", None, None, None, False, False)] = 2
    expected[("all_offerings", None, None, None, False, False)] = 2
    expected[("marigolds_placed", None, None, 2, False, False)] = 3
    expected[("one_colour_count", None, None, 4, False, False)] = 2
    expected[("lit_portraits", None, None, 6, True, False)] = 3
    expected[("all_slots_filled", None, None, None, True, False)] = 3
    expected[("marigolds_placed", None, None, 3, True, False)] = 3
    expected[("most_lit_portraits", None, None, None, True, True)] = 2
    expected[("most_marigolds_placed", None, None, None, True, True)] = 2
    expected[("most_of_one_colour", None, None, None, True, True)] = 2
    expected[("fewest_empty_slots", None, None, None, True, True)] = 1
    assert kinds == expected
    assert sum(1 for c in DATA.candles.values() if not c.multiplayer) == 28


def test_board():
    slots = DATA.slots
    assert [s for s in slots] == ["T1", "T2", "T3", "M1", "M2", "M3", "M4", "B1", "B2", "B3", "B4", "B5"]
    pairs = {frozenset((a, b)) for a, ns in DATA.neighbours.items() for b in ns}
    assert len(pairs) == 23
    degrees = {s: len(n) for s, n in DATA.neighbours.items()}
    assert min(degrees.values()) == 2 and max(degrees.values()) == 6
    assert degrees == {"T1": 3, "T2": 4, "T3": 3, "M1": 4, "M2": 6, "M3": 6, "M4": 4,
                       "B1": 2, "B2": 4, "B3": 4, "B4": 4, "B5": 2}
    assert set(DATA.neighbours["M2"]) == {"T1", "T2", "M1", "M3", "B2", "B3"}
    assert set(DATA.neighbours["B1"]) == {"B2", "M1"}
    for a, ns in DATA.neighbours.items():
        for b in ns:
            assert a in DATA.neighbours[b], "adjacency is symmetric"
    effects = {s.id: s.effect for s in slots.values() if s.effect}
    assert effects == {"T2": "golden", "B3": "golden", "B1": "gain", "B5": "gain", "M2": "cost", "M3": "cost"}
    decos = {d.id: (d.holds, set(d.portraits)) for d in DATA.decorations.values()}
    assert decos == {
        "C1": ("candle", {"T1", "T2", "M2"}), "C2": ("candle", {"T2", "T3", "M3"}),
        "C3": ("candle", {"M2", "M3", "B3"}), "G1": ("marigold", {"M1", "M2", "B2"}),
        "G2": ("marigold", {"M3", "M4", "B4"}), "G3": ("marigold", {"T2", "M2", "M3"}),
    }


def test_solo_tiers():
    assert [t.min for t in DATA.tiers] == [0, 70, 80, 90, 110]
    assert all(t.title and t.verdict for t in DATA.tiers)


# ------------------------------------------------------------------------------ bad data files
@pytest.fixture
def folder(tmp_path) -> Path:
    dest = tmp_path / "ofrenda"
    shutil.copytree(SOURCE, dest)
    return dest


def edit(folder: Path, name: str, change) -> Path:
    path = folder / name
    doc = yaml.safe_load(path.read_text(encoding="utf-8"))
    change(doc)
    path.write_text(yaml.safe_dump(doc, allow_unicode=True, sort_keys=False), encoding="utf-8")
    return path


def load_error(folder: Path) -> DataError:
    with pytest.raises(DataError) as err:
        load_ofrenda_data(folder)
    return err.value


def check(err: DataError, file: str, key: str, reason: str) -> None:
    assert Path(err.path).name == file, err
    assert key in err.key, err
    assert reason.lower() in err.reason.lower(), err
    text = str(err)
    assert file in text and key in text and err.reason in text, "the message names file, key and reason"


def test_copy_loads(folder):
    assert len(load_ofrenda_data(folder).portraits) == 65


def test_bad_yaml_syntax(folder):
    path = folder / "board.yaml"
    path.write_text(path.read_text(encoding="utf-8").replace("{id: T2,", "{id: T2 [,", 1), encoding="utf-8")
    err = load_error(folder)
    check(err, "board.yaml", "line ", "not valid YAML")
    assert "column" in err.key


def test_missing_file(folder):
    (folder / "candles.yaml").unlink()
    check(load_error(folder), "candles.yaml", "(file)", "cannot be read")


def test_empty_file(folder):
    (folder / "solo.yaml").write_text("", encoding="utf-8")
    check(load_error(folder), "solo.yaml", "(top level)", "expected a mapping")


def test_missing_key(folder):
    edit(folder, "portraits.yaml", lambda d: d["portraits"][3].pop("offering"))
    check(load_error(folder), "portraits.yaml", "portraits[3] (id blue-04).offering", "field required")


def test_missing_top_level_key(folder):
    edit(folder, "board.yaml", lambda d: d.pop("decorations"))
    check(load_error(folder), "board.yaml", "decorations", "field required")


def test_unknown_key(folder):
    edit(folder, "candles.yaml", lambda d: d["candles"][0].update(colour="blue"))
    check(load_error(folder), "candles.yaml", "candles[0] (id candle-01).colour", "extra inputs")


def test_unknown_branch(folder):
    edit(folder, "portraits.yaml", lambda d: d["portraits"][20].update(branch="teal"))
    check(load_error(folder), "portraits.yaml", "portraits[20] (id pink-08).branch", "unknown branch 'teal'")


def test_unknown_objective_colour(folder):
    edit(folder, "portraits.yaml", lambda d: d["portraits"][0]["objective"].update(colour="gold"))
    check(load_error(folder), "portraits.yaml", "portraits[0] (id blue-01).objective.colour", "'gold'")


def test_unknown_offering_in_candle(folder):
    edit(folder, "candles.yaml", lambda d: d["candles"][5]["objective"].update(offering="bread"))
    check(load_error(folder), "candles.yaml", "candles[5] (id candle-06).objective.offering", "unknown offering")


def test_unknown_objective_kind(folder):
    edit(folder, "portraits.yaml", lambda d: d["portraits"][2]["objective"].update(kind="be_happy"))
    check(load_error(folder), "portraits.yaml", "portraits[2] (id blue-03).objective", "be_happy")


def test_duplicate_portrait_id(folder):
    edit(folder, "portraits.yaml", lambda d: d["portraits"][1].update(id="blue-01"))
    check(load_error(folder), "portraits.yaml", "portraits[1] (id blue-01).id", "duplicate portrait id 'blue-01'")


def test_duplicate_candle_id(folder):
    edit(folder, "candles.yaml", lambda d: d["candles"][9].update(id="candle-02"))
    check(load_error(folder), "candles.yaml", "candles[9] (id candle-02).id", "duplicate candle id")


def test_duplicate_slot_id(folder):
    edit(folder, "board.yaml", lambda d: d["slots"][4].update(id="T1"))
    check(load_error(folder), "board.yaml", "slots[4] (id T1).id", "duplicate slot id")


def test_wrong_portrait_count(folder):
    edit(folder, "portraits.yaml", lambda d: d["portraits"].pop())
    check(load_error(folder), "portraits.yaml", "portraits", "at least 65")


def test_wrong_candle_count(folder):
    edit(folder, "candles.yaml", lambda d: d["candles"].append(dict(d["candles"][0], id="candle-36")))
    check(load_error(folder), "candles.yaml", "candles", "at most 35")


def test_wrong_branch_count(folder):
    edit(folder, "portraits.yaml", lambda d: d["branches"].pop())
    check(load_error(folder), "portraits.yaml", "branches", "at least 5")


def test_bad_colour_hex(folder):
    edit(folder, "portraits.yaml", lambda d: d["branches"][2].update(colour="#12345"))
    check(load_error(folder), "portraits.yaml", "branches[2] (id orange).colour", "pattern")


def test_bad_count_value(folder):
    edit(folder, "portraits.yaml", lambda d: d["portraits"][0]["objective"].update(count=0))
    check(load_error(folder), "portraits.yaml", "portraits[0] (id blue-01).objective", "greater than or equal to 1")


def test_bad_type(folder):
    edit(folder, "candles.yaml", lambda d: d["candles"][0].update(end_only="sometimes"))
    check(load_error(folder), "candles.yaml", "candles[0] (id candle-01).end_only", "boolean")


def test_shared_shape(folder):
    edit(folder, "portraits.yaml", lambda d: d["branches"][1].update(shape="circle"))
    check(load_error(folder), "portraits.yaml", "branches", "own shape")


def test_non_adjacent_decoration(folder):
    edit(folder, "board.yaml", lambda d: d["decorations"][0].update(portraits=["T1", "T2", "B5"]))
    check(load_error(folder), "board.yaml", "decorations[0] (id C1).portraits", "mutually adjacent")


def test_decoration_unknown_slot(folder):
    edit(folder, "board.yaml", lambda d: d["decorations"][2].update(portraits=["M2", "M3", "Z3"]))
    check(load_error(folder), "board.yaml", "decorations[2] (id C3).portraits", "unknown slot 'Z3'")


def test_decoration_wrong_holder(folder):
    edit(folder, "board.yaml", lambda d: d["decorations"][3].update(holds="skull"))
    check(load_error(folder), "board.yaml", "decorations[3] (id G1).holds", "'candle' or 'marigold'")


def test_comparative_candle_in_solo(folder):
    edit(folder, "candles.yaml", lambda d: d["candles"][28].update(multiplayer=False))
    check(load_error(folder), "candles.yaml", "candles[28] (id candle-29).objective", "multiplayer-only")


def test_tiers_must_rise(folder):
    edit(folder, "solo.yaml", lambda d: d["tiers"][2].update(min=60))
    check(load_error(folder), "solo.yaml", "tiers", "rise strictly")
