"""Small word helpers every game's words module shares: numbers in words, plurals, capitals, lists."""
from __future__ import annotations

NUMBERS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")


def num(n: int, numbers=NUMBERS) -> str:
    """``n`` in words while ``numbers`` has a word for it, else in digits."""
    return numbers[n] if 0 <= n < len(numbers) else str(n)


def plural(n: int, word: str, many: str | None = None) -> str:
    """``n`` (in words) and ``word``, or ``many`` (default ``word`` + s) when ``n`` is not one."""
    return f"{num(n)} {word if n == 1 else (many or word + 's')}"


def cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def listing(parts) -> str:
    """``a``, ``a and b``, ``a, b and c``; ``nothing`` for no parts."""
    parts = list(parts)
    if not parts:
        return "nothing"
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]
