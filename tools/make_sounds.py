"""Write the app's sounds, ``resources/sounds/*.wav`` (16-bit mono, 22 050 Hz): short sine
tones with a soft attack and decay, so they are small (a few kB) and licence-free.

    python tools/make_sounds.py          # rewrites the files (they are committed)
"""

from __future__ import annotations

import math
import struct
import wave
from pathlib import Path

RATE = 22_050
OUT = Path(__file__).resolve().parent.parent / "resources" / "sounds"

#: name: ((frequency Hz, seconds), ...) played one after another, and the volume (0–1).
SOUNDS: dict[str, tuple[tuple[tuple[float, float], ...], float]] = {
    "tile": (((880.0, 0.05),), 0.35),  # a click
    "turn": (((660.0, 0.09), (880.0, 0.12)), 0.3),  # rising two notes
    "tick": (((1320.0, 0.04),), 0.25),  # a clock's last seconds
    "hourglass": (((784.0, 0.1), (659.0, 0.1), (523.0, 0.18)), 0.3),  # falling three notes
}


def tone(frequency: float, seconds: float, volume: float) -> list[int]:
    count = int(RATE * seconds)
    attack = max(1, int(RATE * 0.005))
    samples = []
    for i in range(count):
        envelope = min(1.0, i / attack) * (1.0 - i / count) ** 2
        value = volume * envelope * math.sin(2 * math.pi * frequency * i / RATE)
        samples.append(int(value * 32767))
    return samples


def write(name: str) -> Path:
    notes, volume = SOUNDS[name]
    samples = [s for frequency, seconds in notes for s in tone(frequency, seconds, volume)]
    path = OUT / f"{name}.wav"
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(struct.pack(f"<{len(samples)}h", *samples))
    return path


def main() -> int:
    OUT.mkdir(parents=True, exist_ok=True)
    for name in SOUNDS:
        print(write(name))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
