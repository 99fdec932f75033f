"""Ofrenda's calavera faces: each portrait's face drawn from its id and name, and the Abuela."""
from __future__ import annotations

import math
import random

import pygame

from art.common import (BONE, BONE_D, GOLD, GOLD_D, GOLD_L, GREEN_L, INK, MAGENTA_L, MARIGOLD, MARIGOLD_L, NIGHT0,
                        PURPLE_L, TURQ, TURQ_L, WHITE, apply_mask, mix, new_surface, rgba, shade, tint, vgradient)
from art.motifs import flower_on, leaf_on, marigold_on, rose_on
from art.pen import Pen, shape_points


# --------------------------------------------------------------------------
# calavera portraits
# --------------------------------------------------------------------------
FEMALE_TITLES = ("Abuela", "Bisabuela", "Tía", "Prima", "Madrina", "Doña", "Comadre")
ELDER_TITLES = ("Abuela", "Abuelo", "Bisabuela", "Bisabuelo", "Doña", "Don")
ACCENTS = [MAGENTA_L, TURQ_L, MARIGOLD_L, PURPLE_L, GREEN_L, (240, 90, 70)]
HAIR_DARK = [(34, 24, 40), (62, 38, 30), (88, 54, 34), (30, 30, 48)]
HAIR_OLD = [(196, 196, 206), (228, 226, 232), (160, 160, 172)]


def face_params(card_id, name, branch_colour):
    rng = random.Random(f"face-{card_id}")
    title = name.split()[0]
    female = title in FEMALE_TITLES
    elder = title in ELDER_TITLES or title.startswith("Bisab")
    acc = ACCENTS[:]
    rng.shuffle(acc)
    prm = {
        "female": female,
        "elder": elder,
        "accent": acc[0],
        "accent2": acc[1],
        "accent3": acc[2],
        "hair": rng.choice(HAIR_OLD if elder and rng.random() < 0.8 else HAIR_DARK),
        "cloth": mix(branch_colour, rng.choice([NIGHT0, (255, 255, 255), (0, 0, 0)]), rng.uniform(0.05, 0.35)),
        "cloth2": rng.choice([BONE, MARIGOLD_L, TURQ_L, MAGENTA_L, (240, 240, 240)]),
        "glasses": (elder and rng.random() < 0.55) or rng.random() < 0.12,
        "forehead": rng.choice(["flower", "heart", "marigold", "dots", "cross"]),
        "mouth": rng.choice(["stitch", "stitch", "teeth"]),
        "brow": rng.choice(["dots", "swirl", "petals"]),
        "face_w": rng.uniform(0.94, 1.06),
        "jaw": rng.uniform(0.9, 1.08),
        "seed": rng.randint(0, 10 ** 6),
    }
    if female:
        prm["head"] = rng.choice(["crown", "bun", "braids", "rebozo", "crown_long", "bun", "braids"])
        prm["earrings"] = rng.choice(["hoop", "drop", "none", "hoop", "flower"])
        prm["neck"] = rng.choice(["beads", "beads", "collar", "embroidery"])
        prm["moustache"] = None
        prm["beard"] = False
    else:
        prm["head"] = rng.choice(["sombrero", "bowler", "hair", "cap", "sombrero", "bald" if elder else "hair"])
        prm["earrings"] = "none"
        prm["neck"] = rng.choice(["bowtie", "bandana", "collar", "bowtie"])
        prm["moustache"] = rng.choice(["handlebar", "walrus", "thin", None, "handlebar"])
        prm["beard"] = rng.random() < (0.35 if elder else 0.15)
    return prm


def draw_face(p, cx, cy, u, prm, lit=True):
    """A stylised calavera bust. (cx, cy) is the centre of the skull, u its half width."""
    rng = random.Random(prm["seed"])

    def F(x, y):
        return (cx + x * u, cy + y * u)

    def FP(pts):
        return [F(x, y) for x, y in pts]

    hair = prm["hair"]
    hair_d = shade(hair, 0.35)
    cloth = prm["cloth"]
    fw = prm["face_w"]
    head = prm["head"]
    # ---- back hair -------------------------------------------------------
    if head in ("crown_long", "braids", "bun", "crown") and prm["female"]:
        if head == "crown_long":
            p.poly(FP([(-1.15, -0.5), (-1.35, 1.6), (-0.6, 1.9), (0.6, 1.9), (1.35, 1.6), (1.15, -0.5), (0, -1.25)]), hair_d)
        else:
            p.ellipse(*F(0, -0.05), 1.14 * u * fw, 1.16 * u, hair_d)
    if head == "rebozo":
        rb = prm["accent"]
        p.poly(FP([(-1.35, -0.2), (-1.9, 2.4), (1.9, 2.4), (1.35, -0.2)]), shade(rb, 0.3))
        p.ellipse(*F(0, -0.2), 1.38 * u, 1.33 * u, shade(rb, 0.3))
    # ---- body ------------------------------------------------------------
    body = FP([(-2.2, 2.6), (-2.0, 1.75), (-1.55, 1.35), (-0.5, 1.12), (0.5, 1.12), (1.55, 1.35), (2.0, 1.75), (2.2, 2.6)])
    p.poly(body, cloth)
    p.poly(FP([(-2.2, 2.6), (-2.0, 1.75), (-1.55, 1.35), (-1.1, 1.25), (-1.4, 2.6)]), shade(cloth, 0.2))
    p.poly(FP([(2.2, 2.6), (2.0, 1.75), (1.55, 1.35), (1.1, 1.25), (1.4, 2.6)]), tint(cloth, 0.08))
    # neck (vertebrae)
    p.rrect(*F(-0.3, 0.75), 0.6 * u, 0.6 * u, 0.15 * u, BONE_D)
    for i in range(2):
        p.line(F(-0.22, 1.0 + i * 0.17), F(0.22, 1.0 + i * 0.17), shade(BONE_D, 0.3), max(1, u * 0.04))
    neck = prm["neck"]
    if neck == "collar" or (neck in ("bowtie", "bandana") and not prm["female"]):
        p.poly(FP([(-0.55, 1.12), (0, 1.55), (-0.15, 1.9), (-0.75, 1.35)]), prm["cloth2"])
        p.poly(FP([(0.55, 1.12), (0, 1.55), (0.15, 1.9), (0.75, 1.35)]), prm["cloth2"])
        p.poly(FP([(-0.55, 1.12), (0, 1.55), (0.55, 1.12)]), BONE_D)
    if neck == "bowtie":
        bc = prm["accent"]
        p.poly(FP([(0, 1.5), (-0.45, 1.28), (-0.45, 1.72)]), bc)
        p.poly(FP([(0, 1.5), (0.45, 1.28), (0.45, 1.72)]), bc)
        p.circle(F(0, 1.5), 0.13 * u, shade(bc, 0.2))
    elif neck == "bandana":
        bc = (200, 40, 50) if rng.random() < 0.6 else prm["accent"]
        p.poly(FP([(-0.7, 1.2), (0.7, 1.2), (0, 2.0)]), bc)
        for (x, y) in ((-0.3, 1.35), (0.3, 1.35), (0, 1.6)):
            p.circle(F(x, y), 0.06 * u, BONE)
    elif neck == "beads":
        for i in range(11):
            a = math.pi * (0.12 + 0.76 * i / 10)
            col = (prm["accent"], prm["accent2"], MARIGOLD_L)[i % 3]
            p.circle(F(0.72 * math.cos(a), 1.05 + 0.55 * math.sin(a)), 0.1 * u, col)
    elif neck == "embroidery":
        p.poly(FP([(-0.8, 1.18), (0.8, 1.18), (0.55, 1.6), (-0.55, 1.6)]), BONE)
        for i in range(5):
            flower_on(p, *F(-0.5 + 0.25 * i, 1.36), 0.13 * u, (prm["accent"], prm["accent2"])[i % 2], n=5)
    if head == "rebozo":
        rb = prm["accent"]
        p.poly(FP([(-2.2, 2.6), (-1.95, 1.55), (-1.3, 1.0), (-0.6, 1.45), (-0.9, 2.6)]), rb)
        p.poly(FP([(2.2, 2.6), (1.95, 1.55), (1.3, 1.0), (0.6, 1.45), (0.9, 2.6)]), rb)
        for k in range(4):
            t = 0.3 + k * 0.45
            p.line(F(-1.95 + 0.1 * k, 1.55 + t * 0.5), F(-0.75 + 0.0 * k, 1.7 + t * 0.45), prm["accent2"], max(1, u * 0.07))
            p.line(F(1.95 - 0.1 * k, 1.55 + t * 0.5), F(0.75, 1.7 + t * 0.45), prm["accent2"], max(1, u * 0.07))
    # ---- skull -----------------------------------------------------------
    jaw = prm["jaw"]
    p.ellipse(*F(0, -0.12), 1.02 * u * fw + u * 0.06, 1.04 * u + u * 0.06, INK)
    p.ellipse(*F(0, 0.5 * jaw), 0.74 * u * fw + u * 0.06, 0.55 * u * jaw + u * 0.06, INK)
    p.ellipse(*F(0, 0.5 * jaw), 0.74 * u * fw, 0.55 * u * jaw, BONE_D)
    p.ellipse(*F(0, -0.12), 1.02 * u * fw, 1.04 * u, BONE)
    p.ellipse(*F(0, 0.48 * jaw), 0.68 * u * fw, 0.5 * u * jaw, BONE)
    p.ellipse(*F(-0.25, -0.55), 0.45 * u, 0.3 * u, rgba(WHITE, 90), angle=-0.4)
    # cheek bone shadows
    p.ellipse(*F(-0.78 * fw, 0.42), 0.2 * u, 0.34 * u, rgba(BONE_D, 200), angle=0.3)
    p.ellipse(*F(0.78 * fw, 0.42), 0.2 * u, 0.34 * u, rgba(BONE_D, 200), angle=-0.3)
    # ---- hair (front) -----------------------------------------------------
    if head in ("crown", "bun", "braids", "crown_long", "hair") or (head == "cap"):
        part = -0.2 if rng.random() < 0.5 else 0.2
        if prm["female"]:
            pts = [F(x, y) for x, y in p.arc_pts(0, -0.1, 1.1 * fw, 1.13, math.pi * 0.95, math.pi * 2.05, 30)]
            pts += [F(1.0 * fw, 0.05), F(0.9, -0.35), F(0.45, -0.72), F(part, -0.82), F(-0.45, -0.72), F(-0.9, -0.35), F(-1.0 * fw, 0.05)]
        else:
            pts = [F(x, y) for x, y in p.arc_pts(0, -0.12, 1.07 * fw, 1.1, math.pi * 1.02, math.pi * 1.98, 30)]
            pts += [F(0.95 * fw, -0.3), F(0.6, -0.62), F(part * 2, -0.74), F(-0.6, -0.7), F(-0.98 * fw, -0.28)]
        p.poly(pts, hair)
        # strands
        for k in range(5):
            t = -0.8 + 0.4 * k
            p.stroke([F(part, -0.95), F(t * 0.7, -0.95 + 0.1 * abs(t)), F(t, -0.55 + 0.15 * abs(t))], hair_d, max(1, u * 0.04))
    if head == "bald":
        for sgn in (-1, 1):
            p.ellipse(*F(sgn * 0.98 * fw, -0.15), 0.22 * u, 0.36 * u, hair)
    if head == "bun":
        p.circle(F(0, -1.22), 0.46 * u, hair)
        p.stroke(p.arc_pts(*F(0, -1.22), 0.32 * u, 0.3 * u, 3.6, 5.6, 10), hair_d, max(1, u * 0.05))
        rose_on(p, *F(-0.45, -1.0), 0.22 * u, prm["accent"])
        flower_on(p, *F(0.45, -1.05), 0.2 * u, prm["accent2"])
        marigold_on(p, *F(0.0, -0.92), 0.2 * u, seed=prm["seed"], outline=False)
    if head == "braids":
        for sgn in (-1, 1):
            for i in range(6):
                y = 0.15 + 0.27 * i
                x = sgn * (1.02 + 0.06 * i) * fw
                p.ellipse(*F(x, y), 0.2 * u, 0.17 * u, hair_d)
                p.ellipse(*F(x - 0.02, y - 0.02), 0.17 * u, 0.14 * u, hair)
            p.circle(F(sgn * 1.38 * fw, 1.8), 0.13 * u, prm["accent"])
            p.circle(F(sgn * 1.22 * fw, 1.8), 0.13 * u, prm["accent"])
        flower_on(p, *F(0.78, -0.72), 0.26 * u, prm["accent"])
        leaf_on(p, *F(0.95, -0.6), 0.35 * u, 0.6)
    if head in ("crown", "crown_long"):
        cols = [prm["accent"], MARIGOLD, prm["accent2"], MARIGOLD, prm["accent"], prm["accent3"], MARIGOLD]
        n = 7
        for i in range(n):
            a = math.pi * (1.08 + 0.84 * i / (n - 1))
            x, y = F(1.0 * math.cos(a), -0.2 + 0.95 * math.sin(a))
            leaf_on(p, x, y, 0.4 * u, a + (0.9 if i % 2 else -0.9))
        for i in range(n):
            a = math.pi * (1.08 + 0.84 * i / (n - 1))
            x, y = F(1.0 * math.cos(a), -0.2 + 0.95 * math.sin(a))
            r = (0.26 if i % 2 == 0 else 0.21) * u
            if cols[i] == MARIGOLD:
                marigold_on(p, x, y, r * 1.05, seed=prm["seed"] + i, outline=False)
            elif i % 3 == 0:
                rose_on(p, x, y, r, cols[i])
            else:
                flower_on(p, x, y, r, cols[i])
    if head == "rebozo":
        rb = prm["accent"]
        pts = [F(x, y) for x, y in p.arc_pts(0, -0.15, 1.3, 1.3, math.pi * 0.92, math.pi * 2.08, 30)]
        inner = [F(x, y) for x, y in p.arc_pts(0, -0.12, 1.07 * fw, 1.08, math.pi * 2.1, math.pi * 0.9, 30)]
        p.poly(pts + inner, rb)
        p.stroke([F(x, y) for x, y in p.arc_pts(0, -0.15, 1.2, 1.2, math.pi * 0.95, math.pi * 2.05, 30)], prm["accent2"], max(1, u * 0.08))
        p.stroke([F(x, y) for x, y in p.arc_pts(0, -0.15, 1.3, 1.3, math.pi * 0.92, math.pi * 2.08, 30)], shade(rb, 0.35), max(1, u * 0.05))
    # ---- painted face -----------------------------------------------------
    acc, acc2 = prm["accent"], prm["accent2"]
    ey = 0.05
    ex = 0.4 * fw
    for sgn in (-1, 1):
        x0, y0 = F(sgn * ex, ey)
        if prm["brow"] == "petals":
            for j in range(9):
                a = 2 * math.pi * j / 9
                p.circle((x0 + 0.36 * u * math.cos(a), y0 + 0.36 * u * math.sin(a)), 0.11 * u, acc)
        elif prm["brow"] == "dots":
            p.circle((x0, y0), 0.38 * u, acc)
            for j in range(7):
                a = math.pi * (1.1 + 0.8 * j / 6)
                p.circle((x0 + 0.5 * u * math.cos(a), y0 + 0.5 * u * math.sin(a)), 0.055 * u, acc2)
        else:
            p.circle((x0, y0), 0.37 * u, acc)
            p.stroke(p.arc_pts(x0, y0 - 0.05 * u, 0.5 * u, 0.45 * u, math.pi * 1.15, math.pi * 1.85, 12), acc2, max(1, u * 0.07))
            p.circle((x0 + sgn * 0.52 * u * 0.6, y0 - 0.42 * u), 0.06 * u, acc2)
        p.circle((x0, y0), 0.27 * u, INK)
        # friendly eye: iris + shine
        p.circle((x0, y0 + 0.02 * u), 0.13 * u, acc2 if prm["brow"] != "dots" else MARIGOLD_L)
        p.circle((x0, y0 + 0.02 * u), 0.07 * u, INK)
        p.circle((x0 - 0.07 * u, y0 - 0.07 * u), 0.06 * u, WHITE)
    # nose
    nx, ny = F(0, 0.42)
    hp = shape_points("heart", 0, 0, 0.13 * u)
    p.poly([(nx + x, ny - y) for x, y in hp], INK)
    # cheeks
    for sgn in (-1, 1):
        x0, y0 = F(sgn * 0.68 * fw, 0.5)
        flower_on(p, x0, y0, 0.13 * u, prm["accent3"], centre=BONE, n=5)
    # mouth
    my = 0.72 * jaw
    if prm["mouth"] == "teeth":
        p.rrect(*F(-0.36, my - 0.1), 0.72 * u, 0.22 * u, 0.08 * u, INK)
        for i in range(6):
            p.rrect(*F(-0.33 + 0.11 * i, my - 0.08), 0.095 * u, 0.18 * u, 0.03 * u, BONE)
    else:
        pts = [F(x, y) for x, y in p.arc_pts(0, my - 0.12, 0.42, 0.15, 0.3, math.pi - 0.3, 14)]
        p.stroke(pts, INK, max(1, u * 0.05))
        for i in range(6):
            t = -0.32 + 0.128 * i
            yy = my - 0.12 + 0.15 * math.sqrt(max(0, 1 - (t / 0.42) ** 2))
            p.line(F(t, yy - 0.09), F(t, yy + 0.09), INK, max(1, u * 0.035))
    # chin dots
    for i in range(3):
        p.circle(F(-0.12 + 0.12 * i, my + 0.22), 0.035 * u, acc)
    # forehead
    fy = -0.55
    fh = prm["forehead"]
    if fh == "flower":
        flower_on(p, *F(0, fy), 0.26 * u, acc2, n=6)
    elif fh == "heart":
        p.poly(shape_points("heart", *F(0, fy), 0.22 * u), acc)
        p.poly(shape_points("heart", *F(0, fy), 0.12 * u), acc2)
    elif fh == "marigold":
        marigold_on(p, *F(0, fy), 0.24 * u, seed=prm["seed"] + 50, outline=False)
    elif fh == "cross":
        for a in range(4):
            ang = a * math.pi / 2
            p.ellipse(*F(0.16 * math.cos(ang), fy + 0.16 * math.sin(ang)), 0.13 * u, 0.07 * u, acc, angle=ang)
        p.circle(F(0, fy), 0.07 * u, acc2)
    else:
        for i in range(5):
            a = math.pi * (1.15 + 0.7 * i / 4)
            p.circle(F(0.35 * math.cos(a), fy + 0.3 + 0.35 * math.sin(a)), 0.06 * u, acc)
        p.circle(F(0, fy - 0.07), 0.1 * u, acc2)
    # moustache & beard
    hc = hair if prm["elder"] else mix(hair, INK, 0.2)
    if prm["beard"]:
        pts = [F(x, y) for x, y in p.arc_pts(0, 0.35, 0.78 * fw, 0.85 * jaw, 0.05, math.pi - 0.05, 20)]
        pts += [F(x, y) for x, y in p.arc_pts(0, my - 0.05, 0.45, 0.28, math.pi, 0, 12)]
        p.poly(pts, hc)
        p.ellipse(*F(0, my - 0.02), 0.34 * u, 0.14 * u, INK)
    ms = prm["moustache"]
    if ms == "handlebar":
        for sgn in (-1, 1):
            pts = [F(0, 0.56), F(sgn * 0.2, 0.52), F(sgn * 0.45, 0.58), F(sgn * 0.6, 0.5), F(sgn * 0.68, 0.36),
                   F(sgn * 0.62, 0.46), F(sgn * 0.5, 0.68), F(sgn * 0.25, 0.68), F(0, 0.62)]
            p.poly(pts, hc)
    elif ms == "walrus":
        p.poly(FP([(-0.5, 0.72), (-0.45, 0.55), (-0.2, 0.5), (0, 0.54), (0.2, 0.5), (0.45, 0.55), (0.5, 0.72),
                   (0.3, 0.66), (0.15, 0.74), (0, 0.66), (-0.15, 0.74), (-0.3, 0.66)]), hc)
    elif ms == "thin":
        p.stroke(FP([(-0.42, 0.62), (-0.2, 0.55), (0, 0.58), (0.2, 0.55), (0.42, 0.62)]), hc, max(1, u * 0.07))
    # earrings
    er = prm["earrings"]
    for sgn in (-1, 1):
        x0, y0 = F(sgn * 0.98 * fw, 0.32)
        if er == "hoop":
            p.circle((x0, y0 + 0.14 * u), 0.16 * u, GOLD, max(1, u * 0.05))
        elif er == "drop":
            p.circle((x0, y0), 0.06 * u, GOLD)
            p.ellipse(x0, y0 + 0.2 * u, 0.08 * u, 0.13 * u, acc2)
        elif er == "flower":
            flower_on(p, x0, y0 + 0.05 * u, 0.13 * u, acc)
    # glasses
    if prm["glasses"]:
        gc = (60, 40, 30) if rng.random() < 0.5 else GOLD_D
        for sgn in (-1, 1):
            p.circle(F(sgn * ex, ey), 0.36 * u, rgba((220, 240, 255), 60))
            p.circle(F(sgn * ex, ey), 0.36 * u, gc, max(1, u * 0.06))
            p.line(F(sgn * (ex + 0.35), ey - 0.05), F(sgn * 0.98 * fw, -0.05), gc, max(1, u * 0.05))
        p.stroke([F(-ex + 0.33, ey - 0.06), F(0, ey - 0.14), F(ex - 0.33, ey - 0.06)], gc, max(1, u * 0.05))
    # hats
    if head == "sombrero":
        hc1 = rng.choice([(222, 180, 104), (40, 30, 46), (120, 70, 40), (200, 200, 190)])
        hc2 = shade(hc1, 0.3)
        band = prm["accent"]
        p.ellipse(*F(0, -0.78), 1.85 * u, 0.42 * u, hc2)
        p.ellipse(*F(0, -0.84), 1.8 * u, 0.36 * u, hc1)
        p.stroke([F(x, y) for x, y in p.arc_pts(0, -0.84, 1.62, 0.28, 0.2, math.pi - 0.2, 20)], band, max(1, u * 0.06))
        p.poly(FP([(-0.72, -0.86), (-0.62, -1.55), (-0.32, -1.92), (0.32, -1.92), (0.62, -1.55), (0.72, -0.86)]), hc1)
        p.poly(FP([(0.3, -0.86), (0.5, -1.55), (0.32, -1.92), (0.62, -1.55), (0.72, -0.86)]), hc2)
        p.poly(FP([(-0.72, -0.86), (-0.68, -1.12), (0.68, -1.12), (0.72, -0.86)]), band)
        for i in range(6):
            p.circle(F(-0.55 + 0.22 * i, -0.99), 0.055 * u, prm["accent2"])
    elif head == "bowler":
        hc1 = rng.choice([(40, 30, 46), (90, 56, 40), (60, 60, 70)])
        p.ellipse(*F(0, -0.8), 1.28 * u, 0.24 * u, shade(hc1, 0.2))
        pts = [F(x, y) for x, y in p.arc_pts(0, -0.82, 0.88, 0.95, math.pi, 2 * math.pi, 24)]
        p.poly(pts, hc1)
        p.poly(FP([(-0.88, -0.84), (-0.86, -1.05), (0.86, -1.05), (0.88, -0.84)]), prm["accent"])
        p.ellipse(*F(-0.3, -1.42), 0.25 * u, 0.15 * u, rgba(WHITE, 50), angle=-0.5)
        flower_on(p, *F(0.62, -0.96), 0.16 * u, prm["accent2"])
    elif head == "cap":
        hc1 = rng.choice([(70, 60, 90), (110, 80, 60), (50, 70, 90)])
        pts = [F(x, y) for x, y in p.arc_pts(0, -0.6, 1.02, 0.7, math.pi, 2 * math.pi, 24)]
        p.poly(pts + [F(1.02, -0.6), F(-1.02, -0.6)], hc1)
        p.poly(FP([(-1.02, -0.62), (-0.95, -0.48), (0.4, -0.5), (1.35, -0.42), (1.1, -0.66)]), shade(hc1, 0.3))
        p.circle(F(0, -1.3), 0.08 * u, shade(hc1, 0.3))


# --------------------------------------------------------------------------
# the Abuela
# --------------------------------------------------------------------------
def abuela_params():
    return {
        "female": True, "elder": True, "accent": MAGENTA_L, "accent2": TURQ_L, "accent3": MARIGOLD_L,
        "hair": (222, 220, 230), "cloth": (60, 40, 100), "cloth2": BONE, "glasses": True,
        "forehead": "marigold", "mouth": "stitch", "brow": "petals", "face_w": 1.0, "jaw": 0.95,
        "seed": 1717, "head": "bun", "earrings": "drop", "neck": "beads", "moustache": None, "beard": False,
        "shawl": True, "stern": True,
    }


def render_abuela(k=3):
    S = 240
    p = Pen(S, S, ss=k, clear=TURQ)
    p.circle((S / 2, S / 2 + 3), 117, rgba(INK, 160))
    p.circle((S / 2, S / 2), 116, GOLD)
    p.circle((S / 2, S / 2), 110, (30, 120, 130))
    inner = new_surface(S * k, S * k)
    q = Pen(S, S, ss=k, surf=inner)
    q.surf.blit(vgradient(S * k, S * k, [(0, (40, 150, 150)), (1, (70, 40, 120))]), (0, 0))
    for i in range(20):
        a0 = 2 * math.pi * i / 20
        q.poly([(120, 110), (120 + 200 * math.cos(a0), 110 + 200 * math.sin(a0)),
                (120 + 200 * math.cos(a0 + 0.16), 110 + 200 * math.sin(a0 + 0.16))], rgba(WHITE, 22))
    q.glow(120, 100, 110, (255, 220, 150), 110, 1.5)
    prm = abuela_params()
    draw_face(q, 120, 128, 50, prm)
    # rebozo over the shoulders (striped shawl with fringe)
    rb = (150, 30, 90)
    for sgn in (-1, 1):
        pts = [(120 + sgn * 140, 250), (120 + sgn * 112, 200), (120 + sgn * 70, 186), (120 + sgn * 10, 240), (120 + sgn * 10, 250)]
        q.poly(pts, rb)
        q.stroke([(120 + sgn * 108, 206), (120 + sgn * 70, 194), (120 + sgn * 22, 246)], TURQ_L, 3)
        q.stroke([(120 + sgn * 116, 216), (120 + sgn * 76, 205), (120 + sgn * 36, 250)], MARIGOLD_L, 2)
        for j in range(5):
            fx = 120 + sgn * (70 + j * 8)
            q.poly(shape_points("diamond", fx, 192 + j * 3.5 + 14, 3), BONE)
    # stern eyebrows
    for sgn in (-1, 1):
        q.stroke([(120 + sgn * 40, 103), (120 + sgn * 12, 110)], INK, 5.5)
    m = new_surface(S * k, S * k, WHITE)
    pygame.draw.circle(m, WHITE, (S * k / 2, S * k / 2), 110 * k)
    apply_mask(inner, m)
    p.surf.blit(inner, (0, 0))
    p.circle((S / 2, S / 2), 110, GOLD_L, 1.5)
    for i in range(36):
        a = 2 * math.pi * i / 36
        p.circle((S / 2 + 113 * math.cos(a), S / 2 + 113 * math.sin(a)), 1.6, GOLD_D)
    return p.result()
