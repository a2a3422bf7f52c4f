"""Latency percentiles, recall and precision, and the tables that show them."""
import math
import time

from .oracle import CLASSES


def percentile(samples: list, fraction: float) -> float:
    """Nearest-rank percentile."""
    ordered = sorted(samples)
    return ordered[max(0, math.ceil(fraction * len(ordered)) - 1)]


def time_pages(engine, queries: list, repeat: int, seconds_per_query: float) -> tuple:
    """Milliseconds of engine.page per query class: each query warmed up twice, then asked
    `repeat` times, or fewer (at least 5) where that would take longer than seconds_per_query.
    Returns the time the caller waited, and the time the engine reports it spent itself
    (`engine.reported_ms` after each page, where it has that; else None)."""
    waited = {kind: [] for kind in CLASSES}
    reported = {kind: [] for kind in CLASSES}
    for query in queries:
        for _ in range(2):
            engine.page(query.text)
        spent = 0.0
        for done in range(repeat):
            started = time.perf_counter()
            engine.page(query.text)
            elapsed = time.perf_counter() - started
            waited[query.kind].append(elapsed * 1000)
            if getattr(engine, "reported_ms", None) is not None:
                reported[query.kind].append(engine.reported_ms)
            spent += elapsed
            if done >= 4 and spent > seconds_per_query:
                break
    return waited, (reported if all(reported.values()) else None)


def judge(matches, queries: list, relevant: dict) -> dict:
    """Per query class, (true positives, retrieved, relevant, true positives among the first
    `relevant` retrieved) of each query's complete match list, best first."""
    counts = {kind: [] for kind in CLASSES}
    for query in queries:
        ranked = matches(query.text)
        found, wanted = set(ranked), relevant[query]
        counts[query.kind].append((len(found & wanted), len(found), len(wanted), len(set(ranked[:len(wanted)]) & wanted)))
    return counts


def recall_precision(counts: list) -> tuple:
    """Macro averages over the queries where each is defined (recall and R-precision: some
    letter is relevant; precision: the engine found something)."""
    recalls = [hits / relevant for hits, _, relevant, _ in counts if relevant]
    precisions = [hits / found for hits, found, _, _ in counts if found]
    r_precisions = [first / relevant for _, _, relevant, first in counts if relevant]
    return (sum(recalls) / len(recalls) if recalls else None,
            sum(precisions) / len(precisions) if precisions else None,
            sum(r_precisions) / len(r_precisions) if r_precisions else None)


def micro_recall_precision(counts: list) -> tuple:
    hits = sum(count[0] for count in counts)
    found = sum(count[1] for count in counts)
    relevant = sum(count[2] for count in counts)
    first = sum(count[3] for count in counts)
    return (hits / relevant if relevant else None, hits / found if found else None,
            first / relevant if relevant else None)


def _figure(value) -> str:
    return "–" if value is None else "1.0" if round(value, 2) >= 1 else f"{value:.2f}".lstrip("0")


def _cell(samples, counts, summed=False) -> str:
    recall, precision, r_precision = (micro_recall_precision if summed else recall_precision)(counts)
    rates = f"{_figure(recall):>4} {_figure(precision):>4} {_figure(r_precision):>4}"
    if samples is None:
        return rates
    return " ".join(f"{percentile(samples, fraction):6.1f}" for fraction in (.5, .95, .99)) + "  " + rates


def latency_table(name: str, samples: dict) -> str:
    """One engine's p50, p95 and p99 per query class."""
    lines = [f"{'query class':<15} |    p50    p95    p99   ({name})"]
    lines.append("-" * len(lines[0]))
    for kind in CLASSES:
        lines.append(f"{kind:<15} | " + " ".join(f"{percentile(samples[kind], fraction):6.1f}" for fraction in (.5, .95, .99)))
    return "\n".join(lines)


def table(engines: list, latency: dict, quality: dict) -> str:
    """Rows are query classes; per engine p50, p95 and p99 in ms (where measured), then recall,
    precision of the whole match list, and R-precision (precision of the first R matches, R the
    number of relevant letters: whether the ranking puts them first) against the oracle (macro
    averages; the last row: all queries, micro).
    latency: engine → class → samples; quality: engine → class → counts."""
    widths = {engine: 36 if engine in latency else max(14, len(engine)) for engine in engines}
    lines = [f"{'':<15}" + "".join(f" | {engine[:widths[engine]]:^{widths[engine]}}" for engine in engines),
             f"{'query class':<15}" + "".join(
                 " | " + (("   p50    p95    p99  " if engine in latency else "") + "   R    P  P@R").rjust(widths[engine])
                 for engine in engines)]
    lines.append("-" * len(lines[0]))
    for kind in CLASSES:
        lines.append(f"{kind:<15}" + "".join(
            " | " + _cell(latency.get(engine, {}).get(kind), quality[engine][kind]).rjust(widths[engine])
            for engine in engines))
    lines.append(f"{'all (micro)':<15}" + "".join(
        " | " + _cell([sample for kind in CLASSES for sample in latency[engine][kind]] if engine in latency else None,
                      [count for kind in CLASSES for count in quality[engine][kind]], summed=True).rjust(widths[engine])
        for engine in engines))
    return "\n".join(lines)
