"""Identity numbers for the generated corpora: valid by the check digits, belonging to no one."""
import random
from datetime import date


def fodselsnummer(born: date, rng: random.Random) -> str:
    """A valid 11-digit number for `born` (individnummer in the range of its century)."""
    w1 = [3, 7, 6, 1, 8, 9, 4, 5, 2]
    w2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
    while True:
        individ = rng.randint(0, 499) if born.year < 2000 else rng.randint(500, 999)
        digits = [int(c) for c in f"{born.day:02d}{born.month:02d}{born.year % 100:02d}{individ:03d}"]
        k1 = 11 - sum(a * b for a, b in zip(w1, digits)) % 11
        k1 = 0 if k1 == 11 else k1
        if k1 == 10:
            continue
        digits.append(k1)
        k2 = 11 - sum(a * b for a, b in zip(w2, digits)) % 11
        k2 = 0 if k2 == 11 else k2
        if k2 == 10:
            continue
        return "".join(map(str, digits + [k2]))
