#!/usr/bin/env python3
"""Synthesise the client's sound effects into assets/sounds/.

Standard library only (wave, math, random, struct): every sound is built from damped sines,
filtered noise and envelopes, with fixed seeds, so running the script twice gives
byte-identical 16-bit 44.1 kHz mono WAV files.

    python tools/make_sounds.py            # writes assets/sounds/
    python tools/make_sounds.py OUT_DIR    # writes somewhere else (the tests do)

Every sound is normalised to a modest peak (never clipping) and faded in and out.
"""
from __future__ import annotations

import math
import random
import struct
import sys
import wave
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "assets" / "sounds"
RATE = 44100
TAU = 2.0 * math.pi


# ----------------------------------------------------------------------------- building blocks
def silence(seconds: float) -> list[float]:
    return [0.0] * int(round(seconds * RATE))


def mix(buf: list[float], part: list[float], at: float, gain: float = 1.0) -> None:
    """Add ``part`` into ``buf`` starting at ``at`` seconds (whatever overhangs is dropped)."""
    start = int(round(at * RATE))
    n = min(len(part), len(buf) - start)
    for i in range(max(0, n)):
        buf[start + i] += part[i] * gain


def damped(freq: float, seconds: float, decay: float, attack: float = 0.002, phase: float = 0.0,
           glide_to: float | None = None, glide_time: float = 0.03) -> list[float]:
    """A sine at ``freq`` (optionally gliding to ``glide_to``) with a short linear attack and an
    exponential decay of time constant ``decay`` seconds."""
    n = int(round(seconds * RATE))
    out = [0.0] * n
    ph = phase
    att = max(1, int(attack * RATE))
    for i in range(n):
        t = i / RATE
        f = freq
        if glide_to is not None:
            k = min(1.0, t / glide_time)
            f = freq + (glide_to - freq) * (1.0 - (1.0 - k) ** 2)
        ph += TAU * f / RATE
        env = math.exp(-t / decay) * (i / att if i < att else 1.0)
        out[i] = math.sin(ph) * env
    return out


def noise(rng: random.Random, seconds: float) -> list[float]:
    return [rng.uniform(-1.0, 1.0) for _ in range(int(round(seconds * RATE)))]


def lowpass(buf: list[float], cutoff: float) -> list[float]:
    a = 1.0 - math.exp(-TAU * cutoff / RATE)
    y = 0.0
    out = []
    for x in buf:
        y += a * (x - y)
        out.append(y)
    return out


def highpass(buf: list[float], cutoff: float) -> list[float]:
    low = lowpass(buf, cutoff)
    return [x - lo for x, lo in zip(buf, low)]


def bandpass_sweep(buf: list[float], f0: float, f1: float, q: float) -> list[float]:
    """A state-variable band-pass whose centre glides from ``f0`` to ``f1`` over the buffer."""
    low = band = 0.0
    damp = 1.0 / q
    n = len(buf)
    out = []
    for i, x in enumerate(buf):
        fc = f0 + (f1 - f0) * (i / max(1, n - 1))
        f = 2.0 * math.sin(math.pi * fc / RATE)
        low += f * band
        high = x - low - damp * band
        band += f * high
        out.append(band)
    return out


def envelope(buf: list[float], fn) -> list[float]:
    n = len(buf)
    return [x * fn(i / max(1, n - 1)) for i, x in enumerate(buf)]


def finish(buf: list[float], peak: float, fade_in: float = 0.003, fade_out: float = 0.02) -> list[float]:
    """Remove any DC offset, fade the ends (no clicks) and scale to ``peak`` (< 1: never clips)."""
    n = len(buf)
    mean = sum(buf) / n
    buf = [x - mean for x in buf]
    fi, fo = max(1, int(fade_in * RATE)), max(1, int(fade_out * RATE))
    for i in range(min(fi, n)):
        buf[i] *= 0.5 - 0.5 * math.cos(math.pi * i / fi)
    for i in range(min(fo, n)):
        buf[n - 1 - i] *= 0.5 - 0.5 * math.cos(math.pi * i / fo)
    top = max(abs(x) for x in buf) or 1.0
    return [x * peak / top for x in buf]


def write_wav(path: Path, buf: list[float]) -> Path:
    frames = b"".join(struct.pack("<h", max(-32767, min(32767, int(round(x * 32767))))) for x in buf)
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(frames)
    return path


# ----------------------------------------------------------------------------- the sounds
def card_slide() -> list[float]:
    """A soft paper swish: band-passed noise sweeping upwards, swelling and fading (~0.18 s)."""
    rng = random.Random(101)
    length = 0.18
    swish = bandpass_sweep(noise(rng, length), 1100.0, 3800.0, 1.3)
    body = lowpass(noise(rng, length), 900.0)
    buf = [s + 0.5 * b for s, b in zip(swish, body)]
    buf = envelope(buf, lambda k: math.sin(math.pi * min(1.0, k ** 0.75)) ** 2)
    return finish(buf, 0.34, 0.004, 0.03)


def _tap(rng: random.Random, modes, seconds: float, click: float = 0.25) -> list[float]:
    """A struck object: damped modes ``(freq, amp, decay)`` plus a tiny burst of noise."""
    buf = silence(seconds)
    for freq, amp, decay in modes:
        mix(buf, damped(freq, seconds, decay, attack=0.0008, phase=rng.uniform(0, TAU)), 0.0, amp)
    burst = envelope(lowpass(noise(rng, 0.004), 3500.0), lambda k: (1.0 - k) ** 2)
    mix(buf, burst, 0.0, click)
    return buf


def card_place() -> list[float]:
    """A gentle wooden tap: a card laid on the altar's shelf (~0.14 s)."""
    rng = random.Random(202)
    buf = _tap(rng, [(186.0, 1.0, 0.034), (412.0, 0.55, 0.022), (868.0, 0.3, 0.012), (1630.0, 0.12, 0.006)],
               0.14, 0.6)
    return finish(lowpass(buf, 3200.0), 0.5, 0.001, 0.02)


def die_roll() -> list[float]:
    """A bone die tumbling on wood: a handful of quick, irregular, fading clicks (~0.6 s)."""
    rng = random.Random(303)
    length = 0.62
    buf = silence(length)
    hits = [(0.000, 0.95), (0.105, 0.75), (0.19, 0.85), (0.262, 0.55), (0.322, 0.62), (0.372, 0.42),
            (0.414, 0.46), (0.448, 0.3), (0.476, 0.26), (0.50, 0.18)]
    for at, amp in hits:
        j = rng.uniform(0.94, 1.06)
        modes = [(2350.0 * j, 0.5, 0.005), (3720.0 * j, 0.35, 0.0035), (5150.0 * j, 0.2, 0.0025),
                 (330.0 * rng.uniform(0.95, 1.05), 0.7, 0.018), (690.0 * j, 0.4, 0.011)]
        mix(buf, _tap(rng, modes, 0.08, 0.5), at + rng.uniform(-0.004, 0.004), amp)
    return finish(lowpass(buf, 7000.0), 0.55, 0.001, 0.04)


def _bell(freq: float, seconds: float, rng: random.Random) -> list[float]:
    """A small warm bell: a few inharmonic partials, the high ones dying first, gently detuned."""
    buf = silence(seconds)
    for ratio, amp, decay in ((1.0, 1.0, 0.42), (2.0, 0.22, 0.26), (2.76, 0.3, 0.17), (5.4, 0.08, 0.06)):
        f = freq * ratio
        mix(buf, damped(f, seconds, decay, attack=0.004, phase=rng.uniform(0, TAU)), 0.0, amp)
        mix(buf, damped(f * 1.0023, seconds, decay, attack=0.004, phase=rng.uniform(0, TAU)), 0.0, amp * 0.35)
    return buf


def light() -> list[float]:
    """A warm chime arpeggio (D major, rising) for a portrait or candle lighting up (~0.8 s)."""
    rng = random.Random(404)
    length = 0.8
    buf = silence(length)
    for k, (freq, amp) in enumerate(((587.33, 0.8), (739.99, 0.75), (880.0, 0.75), (1174.66, 0.6))):
        mix(buf, _bell(freq, length - 0.075 * k, rng), 0.075 * k, amp)
    return finish(lowpass(buf, 6000.0), 0.45, 0.003, 0.12)


def marigold() -> list[float]:
    """A soft pop with a little rustle of petals (~0.26 s)."""
    rng = random.Random(505)
    length = 0.26
    buf = silence(length)
    mix(buf, damped(820.0, 0.12, 0.024, attack=0.0015, glide_to=300.0, glide_time=0.035), 0.0, 1.0)
    for _ in range(5):
        grain = bandpass_sweep(noise(rng, 0.018), 3000.0, 5200.0, 2.0)
        grain = envelope(grain, lambda k: math.sin(math.pi * k) ** 2)
        mix(buf, grain, rng.uniform(0.02, 0.17), rng.uniform(0.5, 1.0))
    return finish(buf, 0.42, 0.002, 0.04)


def refuse() -> list[float]:
    """A low, short, muted thud: that cannot go there (~0.22 s)."""
    rng = random.Random(606)
    length = 0.22
    buf = silence(length)
    mix(buf, damped(150.0, length, 0.05, attack=0.002, glide_to=88.0, glide_time=0.06), 0.0, 1.0)
    mix(buf, damped(262.0, length, 0.03, attack=0.002, glide_to=190.0, glide_time=0.05), 0.0, 0.45)
    thump = envelope(lowpass(noise(rng, 0.015), 500.0), lambda k: (1.0 - k) ** 3)
    mix(buf, thump, 0.0, 1.2)
    return finish(lowpass(buf, 1100.0), 0.5, 0.002, 0.05)


def ui_click() -> list[float]:
    """A subtle, short click for buttons (~0.05 s)."""
    rng = random.Random(707)
    buf = _tap(rng, [(1850.0, 0.7, 0.0045), (3150.0, 0.35, 0.0022), (920.0, 0.25, 0.006)], 0.05, 0.2)
    return finish(buf, 0.3, 0.0005, 0.012)


def _marimba(freq: float, seconds: float, rng: random.Random) -> list[float]:
    """A marimba bar: fundamental, the tuned 4th partial and a faint 10th, softly struck."""
    buf = silence(seconds)
    base = 0.5 * math.sqrt(523.25 / freq)
    for ratio, amp, decay in ((1.0, 1.0, base), (3.98, 0.22, base / 3.5), (9.9, 0.05, base / 8.0)):
        mix(buf, damped(freq * ratio, seconds, decay, attack=0.0015, phase=rng.uniform(0, TAU)), 0.0, amp)
    knock = envelope(lowpass(noise(rng, 0.006), 1800.0), lambda k: (1.0 - k) ** 2)
    mix(buf, knock, 0.0, 0.12)
    return buf


def end_fanfare() -> list[float]:
    """A bright marimba arpeggio up to a rolled C major chord, for the score screen (~1.5 s)."""
    rng = random.Random(808)
    length = 1.5
    buf = silence(length)
    G4, C5, E5, G5, C6, E6 = 392.0, 523.25, 659.26, 783.99, 1046.5, 1318.51
    for k, freq in enumerate((G4, C5, E5, G5)):
        mix(buf, _marimba(freq, 0.9, rng), 0.11 * k, 0.7)
    chord = 0.47
    for k, freq in enumerate((C5, E5, G5, C6)):
        mix(buf, _marimba(freq, length - chord, rng), chord + 0.014 * k, 0.55)
    # a marimba roll on the top notes, fading away
    t, k = chord + 0.075, 0
    while t < 1.15:
        amp = 0.42 * (1.0 - (t - chord) / 0.75) ** 1.5
        mix(buf, _marimba((C6, E6)[k % 2], 0.4, rng), t, amp)
        t += 0.068
        k += 1
    return finish(lowpass(buf, 8000.0), 0.6, 0.002, 0.25)


SOUNDS = {
    "card_slide": card_slide,
    "card_place": card_place,
    "die_roll": die_roll,
    "light": light,
    "marigold": marigold,
    "refuse": refuse,
    "ui_click": ui_click,
    "end_fanfare": end_fanfare,
}


def make_all(out_dir: Path | str = OUT) -> list[Path]:
    """Write every sound into ``out_dir`` (created if needed); return the files written."""
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    return [write_wav(out / f"{name}.wav", build()) for name, build in SOUNDS.items()]


def main(argv: list[str]) -> int:
    out = Path(argv[1]) if len(argv) > 1 else OUT
    for path in make_all(out):
        print(f"{path}  {path.stat().st_size // 1024} KB")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
