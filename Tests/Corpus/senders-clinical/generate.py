#!/usr/bin/env python3
"""Write texts.jsonl: 70 invented Norwegian clinical letters (as pdftotext -layout
would return them), each with its truth.  Standard library only, fixed seed, so the
output is byte-for-byte the same on every run.

All people other than the family in family.json, all addresses, phone numbers,
case numbers and org.nr are invented.
"""
import datetime as _dt
import json
import os
import random
import textwrap

HERE = os.path.dirname(os.path.abspath(__file__))
SEED = 7302

with open(os.path.join(HERE, "family.json"), encoding="utf-8") as _f:
    FAMILY = {m["name"]: m for m in json.load(_f)}

MONTHS = ["januar", "februar", "mars", "april", "mai", "juni", "juli", "august",
          "september", "oktober", "november", "desember"]
WEEKDAYS = {"nb": ["mandag", "tirsdag", "onsdag", "torsdag", "fredag", "lørdag", "søndag"],
            "nn": ["måndag", "tysdag", "onsdag", "torsdag", "fredag", "laurdag", "sundag"]}


# ----------------------------------------------------------------------------
# small helpers
# ----------------------------------------------------------------------------
def D(s):
    return _dt.date.fromisoformat(s)


def dmy(s):
    d = D(s)
    return "%02d.%02d.%d" % (d.day, d.month, d.year)


def dmy2(s):
    d = D(s)
    return "%02d.%02d.%02d" % (d.day, d.month, d.year % 100)


def lng(s):
    d = D(s)
    return "%d. %s %d" % (d.day, MONTHS[d.month - 1], d.year)


def wd(s, lang="nb"):
    return WEEKDAYS[lang][D(s).weekday()]


def fnr(name, style="11"):
    p = FAMILY[name]["personnummer"]
    if style == "split":
        return p[:6] + " " + p[6:]
    return p


def born(name):
    return dmy(FAMILY[name]["born"])


def spaced(word):
    """A logo line as OCR returns it: letters apart, words further apart."""
    return "   ".join(" ".join(w) for w in word.split())


def fnr_valid(s):
    """mod-11 check (old rule) - used to make sure decoy numbers are NOT valid."""
    if len(s) != 11 or not s.isdigit():
        return False
    x = [int(c) for c in s]
    w1 = [3, 7, 6, 1, 8, 9, 4, 5, 2]
    w2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
    k1 = 11 - sum(a * b for a, b in zip(w1, x[:9])) % 11
    k1 = 0 if k1 == 11 else k1
    k2 = 11 - sum(a * b for a, b in zip(w2, x[:10])) % 11
    k2 = 0 if k2 == 11 else k2
    return k1 == x[9] and k2 == x[10]


def decoy(s):
    assert not fnr_valid(s.replace(" ", "").replace(".", "")), s
    return s


# ----------------------------------------------------------------------------
# layout helpers
# ----------------------------------------------------------------------------
def two(left, right, col, m=0):
    """Put two blocks of lines side by side, right block starting at column col."""
    out = []
    for i in range(max(len(left), len(right))):
        a = (" " * m + left[i]) if i < len(left) and left[i] else ""
        b = right[i] if i < len(right) else ""
        if b:
            a = a.ljust(col) if len(a) < col - 1 else a + "   "
            a += b
        out.append(a)
    return out


def spread(parts, width, m=0):
    """One footer line with its parts spread over the width."""
    if len(parts) == 1:
        return " " * m + parts[0]
    total = sum(len(p) for p in parts)
    gaps = len(parts) - 1
    space = max(width - m - total, 2 * gaps)
    base, extra = divmod(space, gaps)
    s = " " * m
    for i, p in enumerate(parts):
        s += p
        if i < gaps:
            s += " " * (base + (1 if i < extra else 0))
    return s


def center(s, width):
    return " " * max((width - len(s)) // 2, 0) + s


def right(s, width):
    return " " * max(width - len(s), 0) + s


def kv(pairs, m, rng, lw=None, sep=""):
    if lw is None:
        lw = max(len(a) for a, _ in pairs) + len(sep) + rng.randint(2, 5)
    out = []
    for a, b in pairs:
        vals = str(b).split("\n")
        out.append((" " * m + (a + sep).ljust(lw) + vals[0]).rstrip())
        for v in vals[1:]:
            out.append(" " * (m + lw) + v)
    return out


def items(body, W, m, rng):
    """Render body items into pages of lines.

    str                -> wrapped paragraph + blank line
    ("h", t)           -> heading line directly followed by the next item
    ("hb", t)          -> heading line + blank line
    ("kv", pairs)      -> label/value lines
    ("tab", rows)      -> columns (first row header)
    ("pre", lines)     -> lines kept as written (with margin)
    ("raw", lines)     -> lines kept as written (no margin)
    ("bl", list)       -> bullet list (hanging indent)
    ("sp", n)          -> n blank lines
    "PB"               -> page break
    """
    pages = [[]]
    cur = pages[-1]
    for it in body:
        if it == "PB":
            while cur and cur[-1] == "":
                cur.pop()
            pages.append([])
            cur = pages[-1]
            continue
        if isinstance(it, str):
            for ln in textwrap.wrap(it, W, break_long_words=False, break_on_hyphens=False):
                cur.append(" " * m + ln)
            cur.append("")
            continue
        k = it[0]
        if k == "h":
            cur.append(" " * m + it[1])
        elif k == "hb":
            cur.append(" " * m + it[1])
            cur.append("")
        elif k == "kv":
            cur.extend(kv(it[1], m, rng, *(it[2:3] or [None])))
            cur.append("")
        elif k == "tab":
            rows = it[1]
            gap = rng.randint(2, 5)
            ws = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
            for r in rows:
                cur.append((" " * m + (" " * gap).join(c.ljust(w) for c, w in zip(r, ws))).rstrip())
            cur.append("")
        elif k == "pre":
            cur.extend((" " * m + ln) if ln else "" for ln in it[1])
            cur.append("")
        elif k == "raw":
            cur.extend(it[1])
            cur.append("")
        elif k == "bl":
            mark = it[2] if len(it) > 2 else "-"
            for b in it[1]:
                ls = textwrap.wrap(b, W - len(mark) - 1, break_long_words=False)
                cur.append(" " * m + mark + " " + ls[0])
                for ln in ls[1:]:
                    cur.append(" " * (m + len(mark) + 1) + ln)
            cur.append("")
        elif k == "sp":
            cur.extend([""] * it[1])
        else:
            raise ValueError(k)
    return pages


def finish(pages):
    """Join pages as pdftotext does: lines, form feed between pages."""
    out = []
    for p in pages:
        lines = [ln.rstrip() for ln in p]
        while lines and lines[0] == "":
            lines.pop(0)
        while lines and lines[-1] == "":
            lines.pop()
        # collapse runs of more than 4 blank lines
        clean, blank = [], 0
        for ln in lines:
            blank = blank + 1 if ln == "" else 0
            if blank <= 4:
                clean.append(ln)
        out.append("\n".join(clean) + "\n")
    return "\f".join(out)


def sign_block(sign, m, rng):
    out = []
    for ln in sign:
        out.append(" " * m + ln if ln else "")
    return out


def footer(foot, width, rng, rule=None):
    out = [""] * rng.randint(2, 5)
    if rule:
        out.append(rule * rng.randint(width - 20, width))
    style = rng.choice(["center", "left", "spread"])
    for f in foot:
        if isinstance(f, (list, tuple)):
            parts = list(f)
            if sum(len(x) for x in parts) + 3 * (len(parts) - 1) > width and len(parts) > 2:
                half = (len(parts) + 1) // 2
                out.append(spread(parts[:half], width, rng.randint(0, 3)))
                out.append(spread(parts[half:], width, rng.randint(0, 3)))
            else:
                out.append(spread(parts, width, rng.randint(0, 3)))
        elif style == "center":
            out.append(center(f, width))
        elif style == "left":
            out.append(" " * rng.randint(0, 4) + f)
        else:
            out.append(center(f, width))
    return out


# ----------------------------------------------------------------------------
# skeletons
# ----------------------------------------------------------------------------
def sk_letterhead(L, rng):
    """K1 - hospital/institution letterhead: sender top left, contact top right,
    recipient address with the reference block (Vår ref/Deres ref/Dato) beside it."""
    W = rng.randint(66, 78)
    m = rng.randint(0, 6)
    col = rng.randint(46, 58)
    top = two(L["lh"], L.get("lhr", []), col + rng.randint(0, 8), rng.randint(0, 3))
    page = top + [""] * rng.randint(2, 4)
    refs = kv(L["refs"], 0, rng, sep=L.get("refsep", ":"))
    if L.get("refs_below") or rng.random() < 0.25:
        page += [" " * m + t for t in L["to"]] + [""] * rng.randint(1, 3)
        page += [" " * (col - 4) + r for r in refs]
    else:
        pad = [""] * L.get("refs_down", rng.randint(0, 1))
        page += two(L["to"], pad + refs, col, m)
    page += [""] * rng.randint(2, 3)
    title = L["title"]
    page += [" " * m + t for t in (title if isinstance(title, list) else [title])]
    page.append("")
    if L.get("meta"):
        page += kv(L["meta"], m, rng) + [""]
    pages = items(L["body"], W - m, m, rng)
    pages[0] = page + pages[0]
    pages[-1] += sign_block(L["sign"], m, rng)
    for i, p in enumerate(pages):
        p += footer(L["foot"], W + 6, rng, rule=L.get("rule"))
        if len(pages) > 1:
            p.append(right("Side %d av %d" % (i + 1, len(pages)), W + 6))
        if i > 0:
            head = [spread([L["p2"], L["title"] if isinstance(L["title"], str) else L["title"][0]], W + 4, 0), ""]
            pages[i] = head + p
    return finish(pages)


def sk_logo(L, rng):
    """K7 - brand logo line with odd letter spacing, the site under it, date
    in a single line right of (or above) the recipient address."""
    W = rng.randint(64, 80)
    m = rng.randint(0, 5)
    page = [" " * rng.randint(0, 4) + spaced(L["logo"])]
    if L.get("logo2"):
        page.append(" " * rng.randint(0, 4) + L["logo2"])
    page.append("")
    col = rng.randint(44, 56)
    page += two(L.get("lh", []), L.get("lhr", []), col, rng.randint(0, 3))
    page += [""] * rng.randint(2, 4)
    dl = L["dateline"]
    pos = L.get("datepos", rng.choice(["right", "above", "below"]))
    if pos == "right":
        page += two(L["to"], [""] * rng.randint(0, 2) + [dl] + L.get("refs2", []), col + rng.randint(0, 6), m)
    elif pos == "above":
        page += [right(dl, W), ""] + [" " * m + t for t in L["to"]]
    else:
        page += [" " * m + t for t in L["to"]] + [""] * rng.randint(1, 2) + [" " * m + dl]
        page += [" " * m + r for r in L.get("refs2", [])]
    page += [""] * rng.randint(2, 3)
    title = L["title"]
    page += [" " * m + t for t in (title if isinstance(title, list) else [title])]
    page.append("")
    if L.get("meta"):
        page += kv(L["meta"], m, rng) + [""]
    pages = items(L["body"], W - m, m, rng)
    pages[0] = page + pages[0]
    pages[-1] += sign_block(L["sign"], m, rng)
    for i, p in enumerate(pages):
        p += footer(L["foot"], W, rng, rule=L.get("rule"))
        if len(pages) > 1:
            p.append(center("%d/%d" % (i + 1, len(pages)), W))
        if i > 0:
            pages[i] = [" " * m + L["p2"], ""] + p
    return finish(pages)


def sk_emsg(L, rng):
    """K2 - print of an electronic message (e-health): header fields in
    label-value form (Avsender/Mottaker/Pasient/Dato), then the text."""
    W = rng.randint(70, 84)
    m = rng.randint(0, 2)
    page = []
    if L.get("system"):
        page += [spread(L["system"], W, 0), ""]
    rule = rng.choice(["=", "-", "_"]) * W
    page += [rule]
    page += kv(L["hdr"], m, rng, sep=L.get("hsep", ":"))
    page += [rule, ""]
    if L.get("title"):
        page += [" " * m + L["title"], ""]
    pages = items(L["body"], W - m - 2, m + rng.choice([0, 2]), rng)
    pages[0] = page + pages[0]
    pages[-1] += sign_block(L["sign"], m, rng)
    if L.get("tail"):
        pages[-1] += ["", rule] + [" " * m + t for t in L["tail"]]
    for i, p in enumerate(pages):
        if len(pages) > 1:
            p += ["", right("Side %d av %d" % (i + 1, len(pages)), W)]
        if i > 0:
            pages[i] = [L["p2"], rule, ""] + p
    return finish(pages)


def sk_lab(L, rng):
    """K3 - laboratory report: lab name and report date at the head, Rekvirent
    and patient side by side, sample dates in one row, results as a table."""
    W = rng.randint(74, 90)
    m = rng.randint(0, 3)
    col = rng.randint(40, 52)
    page = two(L["lh"], L["lhr"], col + rng.randint(4, 14), m)
    page += [""] * rng.randint(1, 3)
    page += two(L["left"], L["rightb"], col, m)
    page.append("")
    if L.get("row"):
        page.append(spread(L["row"], W, m))
        page.append("")
    pages = items(L["body"], W - m, m, rng)
    pages[0] = page + pages[0]
    pages[-1] += sign_block(L["sign"], m, rng)
    for i, p in enumerate(pages):
        p += footer(L["foot"], W, rng, rule=L.get("rule"))
    return finish(pages)


def sk_radiology(L, rng):
    """K4 - imaging answer: brand/site head, a label-value block (patient,
    Rekvirent, Kopi til, Undersøkelse, dates), findings, conclusion, signature."""
    W = rng.randint(68, 82)
    m = rng.randint(0, 4)
    page = []
    if L.get("logo"):
        page += [" " * rng.randint(0, 6) + spaced(L["logo"])]
    page += two(L["lh"], L.get("lhr", []), rng.randint(40, 54), m)
    page += [""] * rng.randint(1, 3)
    if L.get("title"):
        page += [" " * m + L["title"], ""]
    page += kv(L["meta"], m, rng, sep=L.get("sep", ":")) + [""]
    pages = items(L["body"], W - m, m, rng)
    pages[0] = page + pages[0]
    pages[-1] += sign_block(L["sign"], m, rng)
    for p in pages:
        p += footer(L["foot"], W, rng, rule=L.get("rule"))
    return finish(pages)


def sk_pathology(L, rng):
    """K5 - pathology answer: department centred at the head, patient and
    requisitioner side by side, case number row, sections, electronic signature."""
    W = rng.randint(70, 84)
    m = rng.randint(0, 3)
    page = [center(h, W) for h in L["lh"]] + [""]
    if L.get("title"):
        page += [center(L["title"], W), ""]
    col = rng.randint(38, 46)
    page += two(L["left"], L["rightb"], col, m) + [""]
    if L.get("row"):
        page += [spread(L["row"], W, m), ""]
    pages = items(L["body"], W - m, m, rng)
    pages[0] = page + pages[0]
    pages[-1] += sign_block(L["sign"], m, rng)
    for p in pages:
        p += footer(L["foot"], W, rng, rule=L.get("rule"))
    return finish(pages)


def sk_gpref(L, rng):
    """K6 - referral form from a practice: name centred at the top, a rule,
    'Til:' (the receiver) and 'Fra:' blocks, patient fields, sections,
    'Sted, dato' above the signature."""
    W = rng.randint(66, 80)
    m = rng.randint(0, 4)
    page = [center(h, W) for h in L["lh"]]
    page += [rng.choice(["-", "_", "="]) * W, ""]
    if L.get("title_top", True):
        page += [" " * m + L["title"], ""]
    col = rng.randint(38, 46)
    page += two(L["til"], L.get("fra", []), col, m) + [""]
    if not L.get("title_top", True):
        page += [" " * m + L["title"], ""]
    page += kv(L["meta"], m, rng) + [""]
    pages = items(L["body"], W - m, m, rng)
    pages[0] = page + pages[0]
    tailpos = L.get("placepos", "left")
    if tailpos == "left":
        pages[-1] += [" " * m + L["place_date"], ""]
        pages[-1] += sign_block(L["sign"], m, rng)
    else:
        s = sign_block(L["sign"], 0, rng)
        pages[-1] += two([L["place_date"]], s, rng.randint(34, 42), m)
    for p in pages:
        p += footer(L["foot"], W, rng)
    return finish(pages)


def sk_footonly(L, rng):
    """K8 - small practice letter: no letterhead, place and date top right,
    the practice's name only in the footer line (and in the signature)."""
    W = rng.randint(64, 76)
    m = rng.randint(2, 8)
    page = [""] * rng.randint(0, 2)
    page.append(right(L["dateline"], W))
    page += [""] * rng.randint(2, 4)
    page += [" " * m + t for t in L["to"]]
    page += [""] * rng.randint(2, 3)
    title = L["title"]
    page += [" " * m + t for t in (title if isinstance(title, list) else [title])]
    page.append("")
    if L.get("meta"):
        page += kv(L["meta"], m, rng) + [""]
    pages = items(L["body"], W - m, m, rng)
    pages[0] = page + pages[0]
    pages[-1] += sign_block(L["sign"], m, rng)
    for p in pages:
        p += footer(L["foot"], W, rng, rule=rng.choice(["_", "-", None]))
    return finish(pages)


def sk_avsender(L, rng):
    """K9 - window-envelope letter: an 'Avsender:'/'Avs.:' block at the top,
    recipient indented below, a one-line reference row holding the date."""
    W = rng.randint(66, 80)
    m = rng.randint(0, 4)
    page = [" " * m + a for a in L["avs"]]
    page += [""] * rng.randint(1, 3)
    ind = L.get("to_indent", rng.choice([m, m + 6, m + 10]))
    page += [" " * ind + t for t in L["to"]]
    page += [""] * rng.randint(2, 3)
    if L.get("refrow"):
        page.append(spread(L["refrow"], W, m))
        page.append("")
    if L.get("refrow2"):
        page.append(spread(L["refrow2"], W, m))
        page.append("")
    title = L["title"]
    page += [" " * m + t for t in (title if isinstance(title, list) else [title])]
    page.append("")
    if L.get("meta"):
        page += kv(L["meta"], m, rng) + [""]
    pages = items(L["body"], W - m, m, rng)
    pages[0] = page + pages[0]
    pages[-1] += sign_block(L["sign"], m, rng)
    for p in pages:
        p += footer(L["foot"], W, rng, rule=L.get("rule"))
    return finish(pages)


def sk_form(L, rng):
    """K10 - prescription / medication list: header row with the date, the
    prescriber and patient blocks, Rp. lines or a table."""
    W = rng.randint(70, 86)
    m = rng.randint(0, 3)
    page = []
    if L.get("hdrrow"):
        page += [spread(L["hdrrow"], W, m), ""]
    col = rng.randint(40, 50)
    page += two(L["left"], L.get("rightb", []), col, m) + [""]
    pages = items(L["body"], W - m, m, rng)
    pages[0] = page + pages[0]
    pages[-1] += sign_block(L["sign"], m, rng)
    for p in pages:
        p += footer(L["foot"], W, rng, rule=L.get("rule"))
    return finish(pages)


def sk_receipt(L, rng):
    """K11 - receipt/invoice: seller left, KVITTERING + number + date right,
    buyer address, service lines with takst codes, payment info."""
    W = rng.randint(70, 84)
    m = rng.randint(0, 3)
    col = rng.randint(42, 52)
    page = two(L["lh"], L["lhr"], col, m) + [""] * rng.randint(1, 3)
    page += [" " * m + t for t in L["to"]] + [""] * rng.randint(1, 3)
    pages = items(L["body"], W - m, m, rng)
    pages[0] = page + pages[0]
    pages[-1] += sign_block(L.get("sign", []), m, rng)
    for p in pages:
        p += footer(L["foot"], W, rng, rule=L.get("rule"))
    return finish(pages)


def sk_memo(L, rng):
    """K12 - journal note print: one header row (note type, Dato, Side),
    patient line, a rule, headed sections, 'Dato signert' at the end."""
    W = rng.randint(70, 86)
    m = rng.randint(0, 2)
    page = [spread(L["hdrrow"], W, m)]
    page += [" " * m + t for t in L.get("sub", [])]
    page += [rng.choice(["-", "_"]) * W, ""]
    if L.get("to"):
        page += [" " * m + t for t in L["to"]] + [""]
    if L.get("meta"):
        page += kv(L["meta"], m, rng) + [""]
    pages = items(L["body"], W - m, m, rng)
    pages[0] = page + pages[0]
    pages[-1] += sign_block(L["sign"], m, rng)
    for p in pages:
        p += footer(L["foot"], W, rng, rule=L.get("rule"))
    return finish(pages)


SKELETONS = {
    "K1": sk_letterhead, "K2": sk_emsg, "K3": sk_lab, "K4": sk_radiology,
    "K5": sk_pathology, "K6": sk_gpref, "K7": sk_logo, "K8": sk_footonly,
    "K9": sk_avsender, "K10": sk_form, "K11": sk_receipt, "K12": sk_memo,
}

LETTERS = []


def letter(fn):
    LETTERS.append(fn)
    return fn


# ----------------------------------------------------------------------------
# recurring invented addresses and offices
# ----------------------------------------------------------------------------
ADR_BAERUM = ["Lyngveien 7B", "1357 Bekkestua"]
ADR_NESTTUN = ["Fjellstuvegen 22", "5224 Nesttun"]
ADR_SOGNDAL = ["Vikavegen 31", "6856 Sogndal"]

LYNG = "Lyngåsen legesenter"
LYNG_AL = ["Lyngåsen Legesenter AS", "Lyngåsen legekontor"]
LYNG_ADR = "Lyngåsveien 2, 1357 Bekkestua"
SKJ = "Skjoldtun legekontor"
SKJ_AL = ["Skjoldtun legekontor AS", "Skjoldtun legesenter"]
SKJ_ADR = "Skjoldvegen 41, 5236 Rådal"
FJO = "Fjøra legekontor"
FJO_AL = ["Fjøra legekontor AS", "Legekontoret på Fjøra"]
FJO_ADR = "Fjørevegen 12, 6856 Sogndal"

# ============================================================================
# EPIKRISER / NOTATER / SLUTTRAPPORTER
# ============================================================================
@letter
def lovisenberg_kari():
    p = "Kari Nordvik"
    return dict(
        docType="epikrise", lang="nb", sk="K1", date="2014-05-22", person=p, pnr="11",
        institution="Lovisenberg Diakonale Sykehus",
        aliases=["Lovisenberg", "Lovisenberg sykehus", "Lovisenberg Diakonale Sykehus AS"],
        department="Kirurgisk avdeling", specialty="Fordøyelseskirurgi", appointment=None,
        lh=["Lovisenberg Diakonale Sykehus", "Kirurgisk avdeling", "Gastrokirurgisk sengepost 4B"],
        lhr=["Telefon sentralbord: 23 41 76 20", "Telefon avdeling: 23 41 76 48", "www.lovisenberg.no"],
        to=["Kari Nordvik"] + ADR_BAERUM,
        refs=[("Vår ref.", "LDS-14/22871"), ("Deres ref.", ""), ("Dato", dmy("2014-05-22"))],
        title="EPIKRISE",
        meta=[("Pasient", "Kari Nordvik"), ("Fødselsnummer", fnr(p)),
              ("Innlagt", "19.05.2014"), ("Utskrevet", "21.05.2014"),
              ("Kopi til", "Fastlege Hilde Marstein, Lyngåsen legesenter, " + LYNG_ADR)],
        body=[
            ("h", "Diagnoser:"),
            ("pre", ["K80.2  Galleblærestein uten kolecystitt",
                     "Prosedyre: JKA21 Laparoskopisk kolecystektomi"]),
            ("h", "Bakgrunn:"),
            "35 år gammel kvinne, tidligere frisk. Henvist fra fastlege med gjentatte anfall av "
            "smerter under høyre kostalbue etter måltider siden høsten 2013. Ultralyd abdomen "
            "26.02.2014 viste flere konkrementer i galleblæren uten tegn til kolecystitt, "
            "ikke dilaterte galleganger. Vurdert ved poliklinikken 08.04.2014 og satt opp til "
            "elektiv operasjon.",
            ("h", "Forløp:"),
            "Innlagt operasjonsdagen. Operert 19.05.2014 med laparoskopisk kolecystektomi. "
            "Ukomplisert inngrep, kritisk sikkerhetssyn oppnådd, arteria og ductus cysticus "
            "klipset og delt. Galleblæren sendt til histologisk undersøkelse. Postoperativt noe "
            "skuldersmerter første døgn, ellers fint forløp. Mobilisert samme kveld, spiser og "
            "drikker normalt, fått vannlating. Blodprøver 20.05.2014: Hb 12,4 g/dL, CRP 38 mg/L, "
            "bilirubin 9 µmol/L.",
            "Pasienten ble liggende et ekstra døgn grunnet kvalme andre postoperative dag, "
            "som gikk over med antiemetika. Utskrives i god form 21.05.2014.",
            "PB",
            ("h", "Medikamenter ved utskrivning:"),
            ("bl", ["Paracetamol 1 g x 4 ved behov",
                    "Ibuprofen 400 mg x 3 ved behov i inntil 5 dager",
                    "Oksykodon 5 mg inntil x 2 ved sterke smerter, utlevert 6 tabletter"]),
            ("h", "Videre oppfølging:"),
            "Sting fjernes hos fastlege om 10-12 dager. Sykmeldt 2 uker. Unngå tunge løft over "
            "10 kg i 4 uker. Histologisvar ettersendes fastlege. Ingen rutinemessig kontroll ved "
            "Lovisenberg. Ved feber, tiltagende smerter, gulsott eller rødme rundt sårene skal "
            "pasienten kontakte fastlege eller legevakt.",
        ],
        sign=["Med vennlig hilsen", "", "",
              "Martin Egeland                         Ragnhild Sæbø",
              "Overlege, spesialist i gastrokirurgi   LIS-lege",
              "", "Elektronisk godkjent, derfor ikke signert."],
        foot=["Lovisenberg Diakonale Sykehus AS  -  Postboks 4811 Nydalen, 0422 Oslo",
              "Besøksadresse: Lovisenberggata 9  -  Org.nr. 982 791 952  -  Telefon 23 41 76 20"],
        rule="_", p2="Kari Nordvik, f.nr. " + fnr(p),
    )


@letter
def diakonhjemmet_per_notat():
    p = "Per Nordvik"
    return dict(
        docType="epikrise", lang="nb", sk="K2", date="2016-02-11", person=p, pnr="11",
        institution="Diakonhjemmet Sykehus",
        aliases=["Diakonhjemmet", "Diakonhjemmet sykehus AS", "Diakonhjemmet Sykehus AS"],
        department="Revmatologisk avdeling", specialty="Revmatologi", appointment=None,
        system=["Meldingsvisning - Epikrise/Poliklinisk notat", "Side 1"],
        hdr=[("Dokumenttype", "Poliklinisk notat"),
             ("Avsender", "Diakonhjemmet Sykehus, Revmatologisk avdeling\n"
                          "v/ overlege Åse Lindtveit (HPR 9123458)"),
             ("Mottaker", "Lyngåsen legesenter v/ Hilde Marstein\n" + LYNG_ADR),
             ("Kopi til", "Pasienten"),
             ("Pasient", "NORDVIK, PER   " + fnr(p)),
             ("Adresse", ", ".join(ADR_BAERUM)),
             ("Dato", dmy("2016-02-11")),
             ("Konsultasjon", "09.02.2016, revmatologisk poliklinikk")],
        title="POLIKLINISK NOTAT - REVMATOLOGI",
        body=[
            ("h", "Henvisningsårsak:"),
            "Henvist fra fastlege 03.11.2015 med spørsmål om inflammatorisk ryggsykdom. "
            "39 år gammel mann med korsryggsmerter i over ett år, verst om natten og "
            "morgenstivhet over en time. Bedring ved aktivitet. Effekt av NSAIDs.",
            ("h", "Tidligere sykdommer:"),
            "Operert for fremre korsbåndsruptur høyre kne ved Martina Hansens Hospital 2015. "
            "Periode med søvnvansker 2011. Ingen kjent psoriasis, inflammatorisk tarmsykdom "
            "eller uveitt. Far til pasienten har hatt ryggplager, ellers ingen kjent revmatisk "
            "sykdom i familien.",
            ("h", "Funn:"),
            "Upåfallende gange. Redusert lateralfleksjon i lumbalcolumna. Modifisert Schober 3,5 cm. "
            "Ømhet over begge iliosakralledd. Ingen synovitt i perifere ledd. Ingen entesitt "
            "over akillessener.",
            ("h", "Supplerende undersøkelser:"),
            "HLA-B27 positiv. SR 18 mm, CRP 11 mg/L. MR iliosakralledd 26.01.2016 viser "
            "benmargsødem bilateralt forenlig med aktiv sakroiliitt.",
            ("h", "Vurdering:"),
            "Aksial spondyloartritt (M45), oppfyller ASAS-kriteriene. BASDAI 5,2. "
            "Det startes med fast NSAID-behandling og fysioterapi. Dersom utilstrekkelig "
            "effekt etter 3 måneder vurderes biologisk behandling.",
            ("h", "Plan:"),
            ("bl", ["Naproksen 500 mg x 2, med esomeprazol 20 mg x 1",
                    "Henvist til fysioterapeut med kompetanse på spondyloartritt",
                    "Ny kontroll revmatologisk poliklinikk om ca. 3 måneder, innkalling kommer",
                    "Fastlege bes kontrollere kreatinin og Hb om 4 uker"]),
        ],
        sign=["", "Åse Lindtveit", "Overlege, spesialist i revmatologi",
              "Diakonhjemmet Sykehus, Revmatologisk avdeling"],
        tail=["Postboks 52 Vinderen, 0319 Oslo  |  Sentralbord 22 96 41 30"],
        p2="Per Nordvik - Poliklinisk notat",
    )


@letter
def forde_arne_epikrise():
    p = "Arne Solheim"
    return dict(
        docType="epikrise", lang="nn", sk="K7", date="2019-01-17", person=p, pnr="11",
        institution="Førde sentralsjukehus",
        aliases=["Helse Førde", "Helse Førde HF", "Førde sjukehus", "Førde sentralsykehus"],
        department="Medisinsk avdeling, Hjarteseksjonen", specialty="Kardiologi", appointment=None,
        logo="Helse Førde",
        lh=["Førde sentralsjukehus", "Medisinsk avdeling", "Hjarteseksjonen, sengepost M3"],
        lhr=["Telefon 57 61 42 00", "Direkte 57 61 43 17"],
        to=["Arne Solheim"] + ADR_SOGNDAL,
        dateline="Dato: " + dmy("2019-01-17"),
        refs2=["Vår ref.: 2019/01833", "Sakshandsamar: Liv Nesse"],
        datepos="right",
        title="EPIKRISE",
        meta=[("Pasient", "Arne Solheim"), ("F.nr.", fnr(p)),
              ("Innlagd", "09.01.2019"), ("Utskriven", "15.01.2019"),
              ("Fastlege", "Synnøve Hauge, " + FJO + ", " + FJO_ADR)],
        body=[
            ("h", "Diagnosar:"),
            ("pre", ["I48.1  Atrieflimmer, persisterande",
                     "I50.0  Hjartesvikt med redusert ejeksjonsfraksjon",
                     "I10    Essensiell hypertensjon (kjend)"]),
            ("h", "Årsak til innlegging:"),
            "77 år gamal mann, innlagd via akuttmottaket med tiltakande tungpust ved "
            "anstrenging i to veker, hovne bein og uregelmessig puls. Sjølv merka han "
            "hjartebank. Tidlegare behandla for høgt blodtrykk hjå fastlege.",
            ("h", "Funn ved innkomst:"),
            "BT 152/94, puls 124 uregelmessig, SpO2 93 % utan oksygen. Knatrelydar basalt "
            "bilateralt, pitting-ødem til midt på leggen. EKG: atrieflimmer med rask "
            "ventrikkelrespons, ingen akutte ST-endringar. NT-proBNP 3450 ng/L, troponin T 18 ng/L "
            "utan dynamikk. Røntgen thorax: lungestuving og små pleuravæsker bilateralt.",
            ("h", "Forløp:"),
            "Behandla med intravenøs furosemid med god diurese, vektnedgang 4,1 kg. "
            "Frekvensregulert med metoprolol. Oppstart antikoagulasjon med apixaban, "
            "CHA2DS2-VASc 4. Ekkokardiografi 11.01.2019 viste lett dilatert venstre ventrikkel "
            "med EF om lag 35 %, moderat mitralinsuffisiens. Oppstart sakubitril/valsartan "
            "vart vurdert, men ein starta med ramipril i låg dose grunna nyrefunksjonen "
            "(eGFR 52). Kalium og kreatinin stabile ved utskriving.",
            "PB",
            ("h", "Medisinar ved utskriving:"),
            ("tab", [("Legemiddel", "Styrke", "Dosering", "Merknad"),
                     ("Eliquis (apixaban)", "5 mg", "1 x 2", "Ny"),
                     ("Metoprolol depot", "50 mg", "1 x 1", "Ny"),
                     ("Ramipril", "2,5 mg", "1 x 1", "Ny, auke gradvis"),
                     ("Furosemid", "40 mg", "1 x 1 morgon", "Ny"),
                     ("Amlodipin", "5 mg", "", "Seponert")]),
            ("h", "Vidare plan:"),
            "Fastlege blir beden om å kontrollere kreatinin, kalium og natrium om ei veke. "
            "Pasienten skal vege seg dagleg og ta kontakt ved vektauke over 2 kg på tre dagar. "
            "Kontroll ved hjartepoliklinikken om 6-8 veker med ny vurdering av rytmekontroll "
            "(elektrokonvertering) og opptitrering av hjartesviktbehandlinga. Innkalling blir "
            "send i eige brev.",
        ],
        sign=["Med venleg helsing", "", "Eirik Haugland", "Overlege, spesialist i hjartesjukdomar",
              "", "Kopi: Fastlege Synnøve Hauge, " + FJO],
        foot=[("Helse Førde HF", "Postboks 340, 6803 Førde", "Org.nr. 974 552 310"),
              ("Førde sentralsjukehus", "Svanehaugvegen 9", "helse-forde.no")],
        rule="-", p2="Epikrise - Arne Solheim (f. " + born(p) + ")",
    )


@letter
def mhh_per():
    p = "Per Nordvik"
    return dict(
        docType="epikrise", lang="nb", sk="K1", date="2015-09-03", person=p, pnr="split",
        institution="Martina Hansens Hospital",
        aliases=["Martina Hansens", "Martina Hansens Hospital AS", "MHH"],
        department="Ortopedisk avdeling", specialty="Ortopedi", appointment=None,
        lh=["MARTINA HANSENS HOSPITAL", "Ortopedisk avdeling", "Dagkirurgisk enhet"],
        lhr=["Postadresse: Postboks 823, 1306 Sandvika", "Telefon: 67 52 18 00",
             "Telefaks: 67 52 18 09"],
        to=["Lyngåsen legesenter", "v/ fastlege Hilde Marstein", "Lyngåsveien 2", "1357 Bekkestua"],
        refs=[("Deres ref.", "Henv. 12.05.2015"), ("Vår ref.", "MHH 2015/4412"), ("Dato", dmy("2015-09-03"))],
        title=["EPIKRISE - DAGKIRURGI", "Korsbåndsrekonstruksjon høyre kne"],
        meta=[("Pasient", "Per Nordvik"), ("Fødselsnr.", fnr(p, "split")),
              ("Adresse", ", ".join(ADR_BAERUM)),
              ("Operert", "31.08.2015"), ("Kopi", "Pasienten")],
        body=[
            ("h", "Diagnose:"),
            "S83.5 Ruptur av fremre korsbånd, høyre kne. Lateral meniskskade, partiell.",
            ("h", "Operasjon:"),
            "NGE45 Rekonstruksjon av fremre korsbånd med hamstringsene (semitendinosus/gracilis), "
            "artroskopisk. NGD11 Partiell reseksjon av lateral menisk.",
            ("h", "Anamnese:"),
            "38 år gammel mann som vridde høyre kne under fotball i mars 2015. Instabilitet ved "
            "vridning og løping tross fysioterapi i 3 måneder. MR 28.04.2015 bekreftet total ruptur "
            "av fremre korsbånd. Henvist fra fastlege 12.05.2015, vurdert poliklinisk 18.06.2015.",
            ("h", "Forløp:"),
            "Operert i spinalanestesi 31.08.2015. Peroperativt total ruptur av fremre korsbånd og "
            "en liten lappruptur i bakhornet av lateral menisk som ble resesert. Brusk uten "
            "vesentlige skader. Ukomplisert forløp, mobilisert med krykker og full belastning "
            "samme dag. Reiste hjem kl. 18.20.",
            ("h", "Videre:"),
            ("bl", ["Fragmin 5000 IE s.c. daglig i 10 dager",
                    "Paracetamol og ibuprofen ved behov",
                    "Opptrening etter eget program for korsbåndsopererte hos fysioterapeut, "
                    "første time innen en uke",
                    "Fjerning av sting hos fastlege etter 12-14 dager",
                    "Sykmeldt 4 uker (kontorarbeid)",
                    "Poliklinisk kontroll hos operatør om 3 måneder, innkalling sendes"]),
            "Ta kontakt ved feber over 38,5, økende hevelse eller smerter i leggen.",
        ],
        sign=["Vennlig hilsen", "", "Tormod Bråten", "overlege, ortopedisk kirurg", "",
              "Dokumentet er elektronisk godkjent"],
        foot=["Martina Hansens Hospital - Dønskiveien 31, 1346 Gjettum - Org.nr. 971 227 811"],
        rule="-", p2="Per Nordvik",
    )


@letter
def aleris_frogner_kari():
    p = "Kari Nordvik"
    return dict(
        docType="epikrise", lang="nb", sk="K7", date="2013-11-19", person=p, pnr="11",
        institution="Aleris Frogner",
        aliases=["Aleris", "Aleris Helse AS", "Aleris Sykehus Frogner", "Aleris Sykehus Oslo"],
        department="Gynekologisk poliklinikk", specialty="Gynekologi", appointment=None,
        logo="Aleris",
        lh=["Aleris Frogner", "Gynekologisk poliklinikk", "Frognerveien 41, 0266 Oslo"],
        lhr=["Tlf. 22 91 47 60", "Åpent 08-16"],
        to=["Kari Nordvik"] + ADR_BAERUM,
        dateline="Oslo, " + lng("2013-11-19"),
        title="Epikrise etter dagkirurgisk inngrep",
        meta=[("Pasient", "Kari Nordvik, " + fnr(p)), ("Inngrep utført", "19.11.2013"),
              ("Henvisende lege", "Hilde Marstein, Lyngåsen legesenter")],
        body=[
            ("h", "Bakgrunn"),
            "34 år gammel kvinne, 1 fødsel (2011). Mellomblødninger siden våren 2013. "
            "Vaginal ultralyd ved konsultasjon 22.10.2013 viste en 9 mm stor polypp i cavum uteri. "
            "Celleprøve fra livmorhalsen tatt 2012 var normal.",
            ("h", "Inngrep"),
            "Hysteroskopi med fjerning av endometriepolypp (LCA16) i lokalbedøvelse og "
            "lett sedasjon. Polyppen ble fjernet i sin helhet med slynge. Resten av "
            "slimhinnen så normal ut. Vevet er sendt til histologisk undersøkelse ved Fürst.",
            ("h", "Etter inngrepet"),
            "Pasienten var i god form og reiste hjem etter 2 timer. Det er normalt med litt "
            "blødning og menstruasjonslignende smerter noen dager. Unngå samleie, bad og "
            "svømming i en uke. Ta kontakt ved feber, illeluktende utflod eller kraftig blødning.",
            ("h", "Oppfølging"),
            "Du vil få svar på vevsprøven innen 3 uker. Dersom prøven er godartet, er det ikke "
            "behov for ny kontroll hos oss. Kopi av epikrisen er sendt fastlege.",
        ],
        sign=["Med vennlig hilsen", "", "Siri Fjeldstad", "Spesialist i fødselshjelp og kvinnesykdommer"],
        foot=["Aleris Helse AS  |  Aleris Frogner  |  Org.nr. 913 524 816  |  aleris.no"],
        p2="Kari Nordvik",
    )


@letter
def volvat_per_onh():
    p = "Per Nordvik"
    return dict(
        docType="epikrise", lang="nb", sk="K7", date="2012-04-26", person=p, pnr="11",
        institution="Volvat Majorstuen",
        aliases=["Volvat", "Volvat Medisinske Senter AS", "Volvat Medisinske Senter"],
        department=None, specialty="Øre-nese-hals", appointment=None,
        logo="Volvat",
        logo2="Medisinske Senter",
        lh=["Volvat Majorstuen", "Øre-nese-hals"],
        lhr=["Sentralbord 22 95 81 70"],
        to=["Lyngåsen legesenter", "Fastlege Hilde Marstein", "Lyngåsveien 2", "1357 BEKKESTUA"],
        dateline="Dato: " + dmy("2012-04-26"),
        title="Konsultasjonsnotat - øre-nese-hals",
        meta=[("Gjelder", "Per Nordvik"), ("Fnr", fnr(p)), ("Konsultasjon", "26.04.2012"),
              ("Kopi", "Pasienten")],
        body=[
            "Takk for henvisningen datert 02.04.2012 angående tett nese.",
            ("h", "Anamnese:"),
            "35 år gammel mann som i flere år har hatt tett nese, mest på venstre side. Snorker "
            "ifølge ektefelle, ingen observerte pustestopp. Brukt nesespray med kortison i "
            "perioder uten særlig effekt. Ingen allergi kjent. Røyker ikke.",
            ("h", "Funn:"),
            "Fremre rhinoskopi viser septumdeviasjon mot venstre med kontakt mot nedre concha. "
            "Lett hypertrofi av nedre concha høyre side. Endoskopi av nesesvelg: normale forhold, "
            "ingen polypper. Ører og munnhule normale.",
            ("h", "Vurdering:"),
            "Symptomgivende septumdeviasjon (J34.2). Pasienten har et klart behov for bedre "
            "nesepust, og septumplastikk er aktuelt. Han ønsker å tenke over dette og ta det "
            "opp igjen etter sommeren.",
            ("h", "Tiltak:"),
            "Fortsetter med Nasonex 2 sprut x 1 i hvert nesebor. Tar kontakt dersom han ønsker "
            "operasjon. Ingen fast kontroll.",
        ],
        sign=["Med hilsen", "", "Knut Westby", "Spesialist i øre-nese-halssykdommer", "Volvat Majorstuen"],
        foot=["Volvat Medisinske Senter AS - Org.nr. 957 431 208 - Slemdalsveien 9, 0369 Oslo"],
        rule="-",
        p2="Per Nordvik",
    )


@letter
def hudlege_emma_notat():
    p = "Emma Nordvik"
    return dict(
        docType="epikrise", lang="nn", sk="K8", date="2022-05-20", person=p, pnr="11",
        institution="Hudlege Randi Skeie",
        aliases=["Hudlege Randi Skeie AS", "Randi Skeie"],
        department=None, specialty="Hudsykdommer", appointment=None,
        dateline="Nesttun, " + lng("2022-05-20"),
        to=["Til føresette for Emma Nordvik", "Kari Nordvik og Per Nordvik"] + ADR_NESTTUN,
        title="Notat etter konsultasjon",
        meta=[("Pasient", "Emma Nordvik"), ("Fødselsnummer", fnr(p)),
              ("Konsultasjon", "18.05.2022"),
              ("Tilvist frå", "Øystein Brekke, " + SKJ),
              ("Kopi", "Fastlege Øystein Brekke")],
        body=[
            "Emma er 1 år og 8 månader gamal og kom til konsultasjon saman med mor grunna utslett "
            "sidan ho var om lag fire månader. Utslettet er verst i albogebøyar, knehasar og på "
            "kinna, og ho klør mykje om natta. Det er prøvd fuktighetskrem og Hydrokortison krem "
            "1 % med noko effekt. Mor har hatt høysnue. Ingen kjend matallergi.",
            ("h", "Funn"),
            "Tørr hud generelt. Eksematøse, lett fortjukka område med ekskoriasjonar i begge "
            "albogebøyar og knehasar. Lett raudme på kinna. Ingen teikn til sekundærinfeksjon.",
            ("h", "Vurdering"),
            "Atopisk eksem, moderat (L20.8). Det er ikkje haldepunkt for at mat er årsak, og eg "
            "tilrår ikkje allergitesting no.",
            ("h", "Tiltak"),
            ("bl", ["Rikeleg fuktighetskrem minst to gonger dagleg, også når huda er fin",
                    "Elocon krem ein gong dagleg på eksemområda i to veker, deretter to dagar "
                    "i veka i fire veker (proaktiv behandling)",
                    "Korte, lunkne bad, klapp huda tørr og smør med ein gong",
                    "Resept er sendt elektronisk 18.05.2022"]),
            "Ny kontroll hjå meg om tre månader. Ta kontakt tidlegare ved forverring eller "
            "væskande utslett.",
        ],
        sign=["Med venleg helsing", "", "Randi Skeie", "Spesialist i hud- og veneriske sjukdomar"],
        foot=[("Hudlege Randi Skeie AS", "Østre Nesttunvegen 14, 5221 Nesttun", "Tlf. 55 13 27 90",
               "Org.nr. 915 402 663")],
    )


@letter
def psykiater_kari():
    p = "Kari Nordvik"
    return dict(
        docType="epikrise", lang="nb", sk="K12", date="2018-11-06", person=p, pnr="split",
        institution="Psykiater Bjørn Aase",
        aliases=["Aase Psykiatri AS", "Bjørn Aase"],
        department=None, specialty="Psykiatri", appointment=None,
        hdrrow=["EPIKRISE / BEHANDLINGSOPPSUMMERING", "Dato: " + dmy("2018-11-06"), "Side 1 av 1"],
        sub=["Psykiater Bjørn Aase  -  Aase Psykiatri AS  -  Christies gate 19, 5015 Bergen"],
        to=["Til: Fastlege Øystein Brekke, " + SKJ + ", " + SKJ_ADR,
            "Kopi: Pasienten"],
        meta=[("Pasient", "Kari Nordvik"), ("Fnr", fnr(p, "split")),
              ("Behandlingsperiode", "04.09.2018 - 30.10.2018 (6 konsultasjoner)")],
        body=[
            ("h", "Henvisningsgrunn"),
            "Henvist fra fastlege 21.08.2018 med spørsmål om depresjon og vurdering av "
            "medikamentell behandling. Pasienten er 39 år, gift, tre barn, arbeider som "
            "regnskapsfører. Flyttet fra Bærum til Bergen 2017.",
            ("h", "Sykehistorie og funn"),
            "Siden vinteren 2018 nedstemthet, redusert glede, tidlig oppvåkning, konsentrasjons"
            "vansker og økende sosial tilbaketrekning. Sykmeldt 50 % fra juni 2018. Ingen "
            "tidligere psykiatrisk behandling. Ingen suicidale tanker eller planer, klare "
            "beskyttende faktorer i familien. MADRS ved første konsultasjon 27, ved siste 14.",
            ("h", "Vurdering"),
            "Moderat depressiv episode (F32.1), nå i bedring. Det er ikke holdepunkter for "
            "bipolar lidelse eller psykose.",
            ("h", "Behandling"),
            "Startet sertralin 50 mg x 1 fra 11.09.2018, godt tolerert. Samtaler med "
            "kognitiv tilnærming, aktivitetsplan og søvnhygiene.",
            ("h", "Videre"),
            ("bl", ["Sertralin 50 mg fortsettes i minst 6 måneder etter bedring",
                    "Gradert tilbakeføring til arbeid, fastlege følger opp sykmelding",
                    "Ny kontakt hos undertegnede ved behov; pasienten kan ta direkte kontakt"]),
        ],
        sign=["Bjørn Aase", "Spesialist i psykiatri", "", "Dato signert: 06.11.2018"],
        foot=["Aase Psykiatri AS - org.nr. 918 277 354 - telefon 55 31 60 84 - avtalespesialist i Helse Vest"],
    )


@letter
def psykolog_sofie():
    p = "Sofie Aas"
    return dict(
        docType="epikrise", lang="nn", sk="K8", date="2024-06-12", person=p, pnr=None,
        institution="Psykologspesialist Silje Moe",
        aliases=["Psykolog Silje Moe", "Moe Psykologteneste AS", "Silje Moe"],
        department=None, specialty="Barne- og ungdomspsykiatri", appointment=None,
        dateline="Bergen " + dmy("2024-06-12"),
        to=["Til føresette for Sofie Aas", "Kari Nordvik"] + ADR_NESTTUN,
        title="Sluttrapport etter behandling",
        meta=[("Gjeld", "Sofie Aas, fødd " + born(p)),
              ("Behandlingsperiode", "januar 2024 - juni 2024, 14 samtalar"),
              ("Tilvisar", "Fastlege Øystein Brekke, " + SKJ),
              ("Kopi", "Fastlegen (med samtykke)")],
        body=[
            "Sofie vart tilvist frå fastlegen i desember 2023 grunna magesmerter, uro før "
            "skuledagar og aukande skulefråvær hausten 2023. Ho har budd med mor og stefar, "
            "og har to yngre halvsysken.",
            ("h", "Kartlegging"),
            "Kartlegging med SCAS (barn- og foreldreversjon) og samtalar viste eit bilete "
            "forenleg med generalisert angst (F41.1) med sosial tilbaketrekking. Det var ikkje "
            "teikn til depresjon, og somatiske årsaker til magesmertene er utgreidde hjå fastlegen.",
            ("h", "Behandling"),
            "Vi har nytta kognitiv åtferdsterapi tilpassa alder, med psykoedukasjon, "
            "eksponeringsoppgåver og foreldrerettleiing (tre samtalar med mor). Sofie har "
            "arbeidd godt mellom timane. Skulen har vore trekt inn med ein plan for gradvis "
            "oppmøte.",
            ("h", "Status ved avslutning"),
            "Fråværet er no lite, og Sofie seier sjølv at ho meistrar uroa betre. "
            "SCAS-skåren er redusert frå 48 til 26. Behandlinga vert avslutta etter avtale. "
            "Ved tilbakefall kan fastlegen tilvise på nytt, eventuelt til BUP.",
        ],
        sign=["Med helsing", "", "Silje Moe", "Psykologspesialist i klinisk barne- og ungdomspsykologi"],
        foot=["Moe Psykologteneste AS · Psykologspesialist Silje Moe · Kaigaten 4, 5016 Bergen · tlf 932 48 115"],
    )


@letter
def bup_fana_jonas_epikrise():
    p = "Jonas Nordvik"
    return dict(
        docType="epikrise", lang="nn", sk="K1", date="2023-04-20", person=p, pnr="11",
        institution="Helse Bergen",
        aliases=["Helse Bergen HF", "BUP Fana", "Haukeland universitetssjukehus"],
        department="BUP Fana", specialty="Barne- og ungdomspsykiatri", appointment=None,
        lh=["Helse Bergen HF", "Divisjon psykisk helsevern", "Psykisk helsevern for barn og unge",
            "BUP Fana"],
        lhr=["Postadresse: Postboks 7411, 5020 Bergen", "Besøksadresse: Fanavegen 120, Nesttun",
             "Telefon: 55 97 61 30"],
        to=["Til føresette for", "Jonas Nordvik", "v/ Kari Nordvik og Per Nordvik"] + ADR_NESTTUN,
        refs=[("Vår ref.", "2022/48813-11"), ("Dykkar ref.", ""), ("Sakshandsamar", "Tone Alvær"),
              ("Dato", dmy("2023-04-20"))],
        title="EPIKRISE FRÅ UTGREIING",
        meta=[("Pasient", "Jonas Nordvik"), ("Fødselsnummer", fnr(p)),
              ("Tilvist frå", "Fastlege Øystein Brekke, " + SKJ),
              ("Tilvising motteken", "13.06.2022"),
              ("Første samtale", "18.10.2022"),
              ("Kopi til", "Fastlege; PPT Fana (etter samtykke)")],
        body=[
            ("h", "Bakgrunn for tilvisinga"),
            "Jonas er 8 år og går i 2. klasse på Nesttun skule. Han vart tilvist med spørsmål om "
            "ADHD grunna konsentrasjonsvanskar, motorisk uro og impulsivitet både heime og på "
            "skulen. Skulen har sett inn ekstra vaksen i fleire timar i veka.",
            ("h", "Utgreiing"),
            "Utgreiinga har omfatta samtalar med foreldra (18.10.2022 og 08.11.2022), samtale og "
            "observasjon av Jonas, skulebesøk 24.11.2022, spørjeskjema frå foreldre og lærar "
            "(ADHD-RS, SDQ), WISC-V (januar 2023) og somatisk undersøking ved lege i BUP. "
            "Hørsel og syn er tidlegare kontrollert og normale. Han har tidlegare hatt "
            "feberkramper (2016) og fjerna mandlar (2020), elles frisk.",
            ("h", "Resultat"),
            "Kognitiv fungering innanfor normalområdet (FIQ 98), med relativ svakheit i "
            "arbeidsminne. Skjema frå både heim og skule viser symptom på uoppmerksemd og "
            "hyperaktivitet/impulsivitet klart over grenseverdiane. Symptoma har vore til stades "
            "før 5-årsalder og gjev vesentlege vanskar i fleire miljø.",
            "PB",
            ("h", "Diagnose"),
            ("pre", ["F90.0  Forstyrring av aktivitet og merksemd (ADHD, kombinert type)"]),
            ("h", "Tiltak og vidare plan"),
            ("bl", ["Foreldrekurs (COS) i BUP Fana hausten 2023",
                    "Råd til skulen om tilrettelegging: faste rutinar, korte arbeidsøkter, "
                    "plass nær læraren",
                    "Medikamentell behandling er drøfta med foreldra. Dei ønskjer å prøve "
                    "tilrettelegging først. Ny vurdering i september 2023",
                    "Jonas held fram som pasient i BUP Fana med kontaktperson Tone Alvær"]),
            "Ta gjerne kontakt dersom noko er uklart.",
        ],
        sign=["Med venleg helsing", "", "Henrik Vatle                  Tone Alvær",
              "Overlege, spesialist i        Klinisk sosionom",
              "barne- og ungdomspsykiatri", "", "Dokumentet er elektronisk godkjent."],
        foot=["Helse Bergen HF - Haukeland universitetssjukehus - Org.nr. 983 641 122 - helse-bergen.no"],
        rule="_", p2="Jonas Nordvik, f.nr. " + fnr(p),
    )


@letter
def baerum_dps_per_epikrise():
    p = "Per Nordvik"
    return dict(
        docType="epikrise", lang="nb", sk="K1", date="2011-10-27", person=p, pnr="split",
        institution="Vestre Viken",
        aliases=["Vestre Viken HF", "Bærum DPS"],
        department="Bærum DPS, Allmennpsykiatrisk poliklinikk", specialty="Psykiatri", appointment=None,
        lh=["Vestre Viken HF", "Klinikk for psykisk helse og rus", "Bærum DPS",
            "Allmennpsykiatrisk poliklinikk"],
        lhr=["Sandviksveien 176, 1337 Sandvika", "Tlf. 67 82 16 50"],
        to=["Fastlege Hilde Marstein", LYNG, "Lyngåsveien 2", "1357 Bekkestua"],
        refs=[("Deres ref.", ""), ("Vår ref.", "11/03871"), ("Dato", dmy("2011-10-27"))],
        refs_down=2,
        title="Epikrise - avslutning av poliklinisk behandling",
        meta=[("Pasient", "Per Nordvik"), ("Fødselsnr.", fnr(p, "split")),
              ("Henvist", "02.05.2011"), ("Behandlingstid", "07.06.2011 - 18.10.2011"),
              ("Kopi", "Pasienten")],
        body=[
            "Takk for henvisning av ovennevnte 34 år gamle mann, som ble henvist med søvnvansker, "
            "uro og bekymringstanker over et halvt år, i forbindelse med stort arbeidspress og "
            "flytting.",
            ("h", "Utredning og diagnose"),
            "Strukturert intervju (MINI) og selvutfyllingsskjema. Han fylte kriteriene for "
            "generalisert angstlidelse (F41.1) med sekundær insomni. Ingen depresjon, ingen "
            "rusproblematikk, ingen suicidalitet.",
            ("h", "Behandling"),
            "Han har gått til 11 samtaler hos psykologspesialist Mette Ruud med kognitiv terapi "
            "for bekymring og søvnrestriksjon. Han har ikke ønsket medikamentell behandling. "
            "God effekt; GAD-7 redusert fra 15 til 5, og han sover nå 6-7 timer de fleste netter.",
            ("h", "Videre"),
            "Behandlingen avsluttes etter felles avtale 18.10.2011. Ved tilbakefall kan han "
            "henvises på nytt. Vi anbefaler at fastlege følger opp søvn og arbeidssituasjon.",
        ],
        sign=["Med vennlig hilsen", "", "Mette Ruud                          Arild Sønstebø",
              "Psykologspesialist                  Avdelingssjef"],
        foot=["Vestre Viken HF  -  Postboks 620, 3004 Drammen  -  Org.nr. 894 166 722"],
        p2="Per Nordvik",
    )


@letter
def fysio_per():
    p = "Per Nordvik"
    return dict(
        docType="epikrise", lang="nn", sk="K9", date="2020-11-25", person=p, pnr="11",
        institution="Nesttun Fysikalske Institutt",
        aliases=["Nesttun Fysikalske Institutt AS", "Nesttun fysioterapi"],
        department=None, specialty="Rehabilitering", appointment=None,
        avs=["Avsendar:", "Nesttun Fysikalske Institutt AS", "Nesttunbrekka 7, 5221 Nesttun"],
        to=["Skjoldtun legekontor", "v/ fastlege Øystein Brekke", "Skjoldvegen 41", "5236 RÅDAL"],
        refrow=["Dato: " + dmy("2020-11-25"), "Vår ref.: LV/2020-112", "Side 1"],
        title="SLUTTRAPPORT FRÅ FYSIOTERAPI",
        meta=[("Pasient", "Per Nordvik"), ("Fnr.", fnr(p)), ("Adresse", ", ".join(ADR_NESTTUN)),
              ("Tilvist", "24.08.2020, diagnose L92 skuldersyndrom"),
              ("Behandlingar", "12 (01.09.2020 - 19.11.2020)")],
        body=[
            ("h", "Bakgrunn"),
            "44 år gamal mann med smerter i høgre skulder etter oppussingsarbeid i juli 2020. "
            "Smerter ved løft over hovudhøgd og nattsmerter. Tidlegare korsbandsoperert i "
            "høgre kne, og har aksial spondyloartritt under oppfølging.",
            ("h", "Funn ved start"),
            "Smertefull boge 70-120 grader ved abduksjon, positiv Hawkins og Jobe. Full passiv "
            "bevegelegheit. Redusert skapulakontroll. Ingen teikn til ruptur.",
            ("h", "Behandling"),
            "Progressiv styrketrening for rotatorcuff og skapulastabilisatorar, råd om belastning "
            "og arbeidsstilling, heimeprogram. Ein ultralydrettleia injeksjon vart ikkje naudsynt.",
            ("h", "Status ved avslutning"),
            "Ingen nattsmerter. Smertefri boge ved abduksjon, lett ubehag ved tunge løft. "
            "Funksjonsskår (QuickDASH) betra frå 45 til 11. Han held fram med heimeprogram "
            "og trening på treningssenter.",
            "Behandlinga er avslutta. Ny tilvising ved behov.",
        ],
        sign=["Med venleg helsing", "", "Lars Vindenes", "Fysioterapeut, MSc manuellterapi"],
        foot=[("Nesttun Fysikalske Institutt AS", "Org.nr. 983 215 406", "Tlf. 55 10 42 77",
               "post@nesttunfysio.no")],
        rule="-",
    )


@letter
def kiropraktor_kari_epikrise():
    p = "Kari Nordvik"
    return dict(
        docType="epikrise", lang="nb", sk="K12", date="2023-03-28", person=p, pnr=None,
        institution="Fana Kiropraktorsenter",
        aliases=["Fana Kiropraktorsenter AS", "Kiropraktor Ida Strand"],
        department=None, specialty=None, appointment=None,
        hdrrow=["Epikrise til fastlege", dmy("2023-03-28"), "Fana Kiropraktorsenter AS"],
        sub=["Kiropraktor Ida Strand, Sandbrekkevegen 3, 5224 Nesttun, tlf. 55 27 90 31"],
        to=["Mottaker: Øystein Brekke, " + SKJ,
            "Gjelder: Kari Nordvik, f. " + born(p) + ", " + ", ".join(ADR_NESTTUN)],
        body=[
            ("h", "Problemstilling:"),
            "Pasienten oppsøkte kiropraktor 16.02.2023 med akutte korsryggsmerter med utstråling "
            "til venstre legg etter løft i hagen. Ingen blære- eller tarmforstyrrelser.",
            ("h", "Funn:"),
            "Positiv Lasègue venstre ved 45 grader, svekket akillesrefleks venstre, nedsatt "
            "sensibilitet lateralt på venstre fot. Kraft normal.",
            ("h", "Utredning:"),
            "Henvist til MR lumbalcolumna ved Aleris Røntgen Nesttun 20.02.2023, tatt 09.03.2023. "
            "MR viste skiveprolaps L5/S1 med affeksjon av venstre S1-rot. Svar mottatt 10.03.2023.",
            ("h", "Behandling og forløp:"),
            "7 behandlinger med mobilisering, bløtvevsbehandling, McKenzie-øvelser og råd om "
            "aktivitet. Gradvis bedring, beinsmertene er nå betydelig redusert (NRS fra 7 til 2). "
            "Pasienten har vært sykmeldt av kiropraktor i 3 uker (16.02.2023 - 09.03.2023) og er nå "
            "tilbake i full jobb.",
            ("h", "Vurdering:"),
            "Lumbago ischias venstre (L86) med god bedring under konservativ behandling. "
            "Ved nye nevrologiske utfall anbefales henvisning til ryggpoliklinikk.",
        ],
        sign=["Med vennlig hilsen", "Ida Strand, kiropraktor (HPR 5512397)"],
        foot=["Fana Kiropraktorsenter AS - org.nr. 921 604 338 - www.fanakiropraktor.no"],
    )


@letter
def fjellhagen_arne_epikrise():
    p = "Arne Solheim"
    return dict(
        docType="epikrise", lang="nn", sk="K1", date="2020-10-13", person=p, pnr="11",
        institution="Fjellhagen Rehabiliteringssenter",
        aliases=["Stiftelsen Fjellhagen Rehabiliteringssenter", "Stiftelsen Fjellhagen", "Fjellhagen"],
        department=None, specialty="Rehabilitering", appointment=None,
        lh=["Stiftelsen Fjellhagen Rehabiliteringssenter"],
        lhr=["Fjellhagevegen 40, 6817 Naustdal", "Telefon 57 71 28 00"],
        to=["Fastlege Synnøve Hauge", FJO, "Fjørevegen 12", "6856 SOGNDAL"],
        refs=[("Vår dato", dmy("2020-10-13")), ("Vår ref.", "R-2020-0611"),
              ("Dykkar ref.", "")],
        title=["EPIKRISE / SLUTTRAPPORT", "Rehabiliteringsopphald etter hjerneslag"],
        meta=[("Pasient", "Arne Solheim"), ("Fødselsnummer", fnr(p)),
              ("Adresse", ", ".join(ADR_SOGNDAL)),
              ("Opphald", "14.09.2020 - 09.10.2020"),
              ("Tilvisar", "Førde sentralsjukehus, Slageininga"),
              ("Kopi", "Pasienten; Sogndal kommune, heimetenesta")],
        body=[
            ("h", "Diagnosar"),
            ("pre", ["I63.4  Hjerneinfarkt, venstre arteria cerebri media (26.06.2020)",
                     "I48.1  Atrieflimmer",
                     "I50.0  Hjartesvikt, kjend"]),
            ("h", "Bakgrunn"),
            "79 år gamal mann, innlagd Førde sentralsjukehus 26.06.2020 med høgresidig "
            "kraftsvikt og ordletingsvanskar. Behandla med trombolyse. Han hadde hatt opphald "
            "i antikoagulasjonen i samband med tannbehandling. Utskriven til heimen med "
            "heimesjukepleie, og tilvist hit for døgnbasert rehabilitering.",
            ("h", "Mål for opphaldet"),
            "Gå trygt utandørs med stokk, klare personleg hygiene sjølv, betre tale og "
            "ordmobilisering, og auka kunnskap om hjartesjukdom og slagførebygging.",
            ("h", "Tverrfagleg tilbod"),
            "Lege, sjukepleiar, fysioterapeut, ergoterapeut, logoped, klinisk ernæringsfysiolog. "
            "Dagleg fysisk trening individuelt og i gruppe, balansetrening, ADL-trening "
            "i leilegheit, logopedi tre gonger i veka, slagskule for pasient og kone.",
            "PB",
            ("h", "Resultat"),
            ("tab", [("Test", "Ved innkomst", "Ved utreise"),
                     ("Berg balanseskala", "38/56", "49/56"),
                     ("6 min gangtest", "210 m", "335 m"),
                     ("Timed Up and Go", "19 s", "12 s"),
                     ("Barthel ADL-indeks", "15/20", "19/20")]),
            "Han går no innandørs utan hjelpemiddel og utandørs med stokk. Talen er klart "
            "betre, med noko ordletingsvanskar ved trøyttleik. Han klarer personleg hygiene "
            "sjølv.",
            ("h", "Medisinar ved utreise"),
            "Eliquis 5 mg x 2, Atorvastatin 40 mg x 1, Metoprolol depot 50 mg x 1, "
            "Ramipril 5 mg x 1, Furosemid 20 mg x 1. Ingen endringar under opphaldet.",
            ("h", "Tilrådingar"),
            ("bl", ["Vidare fysioterapi i kommunen, 1-2 gonger i veka i 3 månader",
                    "Logoped i kommunen er kontakta",
                    "Fastlegen kontrollerer BT, kreatinin og lipidar om 6-8 veker",
                    "Ikkje bilkøyring før ny vurdering hjå fastlege (førarkortforskrifta)"]),
        ],
        sign=["Med venleg helsing", "", "Marit Osland", "Overlege, spesialist i fysikalsk medisin og rehabilitering",
              "", "Gunnar Eide", "Fysioterapeut"],
        foot=["Stiftelsen Fjellhagen Rehabiliteringssenter  ·  Org.nr. 970 521 884  ·  "
              "Avtale med Helse Vest RHF"],
        rule="-", p2="Arne Solheim - sluttrapport",
    )


@letter
def lhl_glittre_ingrid():
    p = "Ingrid Solheim"
    return dict(
        docType="epikrise", lang="nb", sk="K1", date="2017-04-04", person=p, pnr="11",
        institution="LHL-klinikkene Glittre",
        aliases=["LHL-klinikkene", "LHL Glittre", "Glittreklinikken", "LHL"],
        department="Lungeavdelingen", specialty="Lungesykdommer", appointment=None,
        lh=["LHL-klinikkene Glittre", "Lungeavdelingen"],
        lhr=["Postboks 104, 1488 Hakadal", "Telefon: 67 16 88 10"],
        to=["Ingrid Solheim"] + ADR_SOGNDAL,
        refs=[("Dato", dmy("2017-04-04")), ("Journalnr.", "77132"),
              ("Kopi til", "Fastlege Synnøve Hauge, " + FJO)],
        title="Epikrise - lungerehabilitering",
        meta=[("Navn", "Ingrid Solheim"), ("Fødselsnummer", fnr(p)),
              ("Innlagt", "06.03.2017"), ("Utskrevet", "31.03.2017"),
              ("Henvist av", "Lungepoliklinikken, Førde sentralsjukehus")],
        body=[
            ("h", "Diagnoser:"),
            "J44.9 Kronisk obstruktiv lungesykdom, GOLD grad 3. Tidligere røyker, 35 pakkeår, "
            "røykfri siden 2009. Hypertensjon. Osteopeni.",
            ("h", "Bakgrunn:"),
            "72 år gammel kvinne med KOLS og tre forverringer siste år, hvorav en innleggelse "
            "Førde sentralsjukehus i desember 2016. Økende tungpust ved gange i motbakker og "
            "redusert aktivitetsnivå. Henvist for fire ukers lungerehabilitering.",
            ("h", "Undersøkelser:"),
            ("tab", [("", "Ved innkomst", "Ved utreise"),
                     ("FEV1 (% av forventet)", "0,82 L (40 %)", "0,86 L (42 %)"),
                     ("FEV1/FVC", "0,44", "0,45"),
                     ("6 minutters gangtest", "290 m", "375 m"),
                     ("SpO2 hvile/min. under gange", "94 / 87 %", "94 / 89 %"),
                     ("CAT-skår", "24", "16")]),
            "Arteriell blodgass i hvile uten oksygen 07.03.2017: pO2 9,1 kPa, pCO2 5,4 kPa. "
            "Ingen indikasjon for langtids oksygenbehandling.",
            "PB",
            ("h", "Forløp:"),
            "Pasienten har deltatt i individuelt tilpasset utholdenhets- og styrketrening "
            "fem dager i uken, pusteteknikk og sekretmobilisering ved fysioterapeut, "
            "inhalasjonsteknikk ved sykepleier, samtaler med klinisk ernæringsfysiolog "
            "(vektøkning ønsket, BMI 19,6) og KOLS-skole. God motivasjon og fin fremgang.",
            ("h", "Medisiner ved utreise:"),
            ("bl", ["Spiolto Respimat 2,5/2,5 µg 2 inhalasjoner x 1",
                    "Ventoline inhalator ved behov",
                    "Losartan 50 mg x 1",
                    "Calcigran Forte 1 x 1"]),
            ("h", "Anbefalinger:"),
            "Videre trening i fysikalsk institutt eller frisklivssentral i hjemkommunen, minst "
            "2 ganger i uken. Egenbehandlingsplan ved forverring er gjennomgått, og pasienten "
            "har fått resept på prednisolon og amoksicillin som hun kan starte ved forverring "
            "etter avtale med fastlege. Pneumokokkvaksine anbefales dersom ikke gitt siste 6 år. "
            "Kontroll hos fastlege om 4-6 uker.",
        ],
        sign=["Med vennlig hilsen", "", "Hans Petter Lund", "Overlege, spesialist i lungesykdommer",
              "LHL-klinikkene Glittre"],
        foot=["LHL-klinikkene AS  -  Glittreveien 62, 1488 Hakadal  -  Org.nr. 916 203 555"],
        rule="=", p2="Ingrid Solheim, " + fnr(p),
    )


@letter
def drdropin_jonas_notat():
    p = "Jonas Nordvik"
    return dict(
        docType="epikrise", lang="nb", sk="K2", date="2019-09-14", person=p, pnr="11",
        institution="Dr.Dropin Bergen Sentrum",
        aliases=["Dr.Dropin", "Dr. Dropin", "Dr.Dropin AS", "Dr. Dropin Bergen"],
        department=None, specialty="Allmennmedisin", appointment=None,
        system=["Dr.Dropin  |  Journalnotat - kopi til fastlege", "Utskrift"],
        hdr=[("Avsender", "Dr.Dropin Bergen Sentrum, Olav Kyrres gate 22, 5014 Bergen"),
             ("Behandler", "Lege Amund Tjelta"),
             ("Mottaker", "Fastlege Øystein Brekke, " + SKJ),
             ("Pasient", "Jonas Nordvik, " + fnr(p)),
             ("Foresatt", "Per Nordvik (far), tlf. 917 44 203"),
             ("Dato", dmy("2019-09-14") + " kl. 11:42")],
        hsep="",
        title="Konsultasjonsnotat",
        body=[
            ("h", "Årsak til kontakt:"),
            "4 år gammel gutt med feber og vondt i halsen siden torsdag. Spiser lite, drikker "
            "greit. Ingen hoste. Far forteller at dette er fjerde halsbetennelse siden mars, "
            "og at han snorker mye.",
            ("h", "Funn:"),
            "Allmenntilstand lett redusert, temp 38,9. Store, røde tonsiller med belegg "
            "bilateralt. Ømme, forstørrede kjertler på halsen. Ørene normale. Lunger normale. "
            "Strep A hurtigtest positiv. CRP 64.",
            ("h", "Vurdering:"),
            "Streptokokktonsillitt (R72/R76). Centor 4 av 4.",
            ("h", "Tiltak:"),
            "Fenoksymetylpenicillin mikstur (Apocillin) 12,5 mg/kg x 4 i 10 dager, e-resept sendt. "
            "Paracetamol ved behov. Informert om å søke lege igjen ved pustebesvær, "
            "sikling, nakkestivhet eller dårlig drikke.",
            "Gjentatte tonsillitter og snorking: anbefaler at fastlege vurderer henvisning til "
            "øre-nese-hals-lege.",
        ],
        sign=["", "Amund Tjelta", "Lege, Dr.Dropin"],
        tail=["Dr.Dropin AS  org.nr. 916 847 222  -  drdropin.no  -  Dette er en kopi av journalnotatet"],
    )


@letter
def skjoldtun_per_notat():
    p = "Per Nordvik"
    return dict(
        docType="epikrise", lang="nn", sk="K12", date="2021-03-08", person=p, pnr="11",
        institution="Skjoldtun legekontor", aliases=SKJ_AL,
        department=None, specialty="Allmennmedisin", appointment=None,
        hdrrow=["Konsultasjonsnotat", "Skjoldtun legekontor", "Dato " + dmy("2021-03-08")],
        sub=["Utskrift til pasient etter ønskje - vedlegg til sjukmelding"],
        meta=[("Pasient", "Per Nordvik"), ("Fnr.", fnr(p)),
              ("Adresse", ", ".join(ADR_NESTTUN)),
              ("Lege", "Øystein Brekke, fastlege"),
              ("Konsultasjon", "08.03.2021 kl. 09.20")],
        body=[
            ("h", "S:"),
            "Akutt vondt i korsryggen sidan laurdag 06.03. etter å ha bore ein kommode. "
            "Smertene strålar ikkje ned i beina. Ingen nummenheit, normal vasslating og avføring. "
            "Kjend aksial spondyloartritt, kontrollar ved revmatolog. Arbeider som "
            "ingeniør, mykje sitjande, men også feltarbeid med tunge løft.",
            ("h", "O:"),
            "Går stivt. Muskulær spenning og ømheit paravertebralt L3-L5 bilateralt. "
            "Fleksjon til knea. Lasègue negativ bilateralt. Reflekser, kraft og sensibilitet "
            "normale i underekstremitetane.",
            ("h", "A:"),
            "Akutt lumbago utan nevrologiske utfall (L03). Ikkje haldepunkt for "
            "oppbluss av Bekhterev.",
            ("h", "P:"),
            "Råd om å halde seg i aktivitet. Naproksen 500 mg x 2 i inntil 7 dagar (har frå før). "
            "Sjukmeldt 100 % 08.03.2021 - 14.03.2021, deretter gradert 50 % ei veke ved behov. "
            "Ny time ved manglande betring om 2 veker, eller før ved nye symptom.",
            ("h", "Diagnose (ICPC-2):"),
            "L03 Korsryggsymptom/plager",
        ],
        sign=["Øystein Brekke", "Spesialist i allmennmedisin", "Dato signert: 08.03.2021"],
        foot=[(SKJ, SKJ_ADR, "Tlf. 55 91 48 00", "Org.nr. 992 418 370")],
    )


@letter
def ous_barn_jonas():
    p = "Jonas Nordvik"
    return dict(
        docType="epikrise", lang="nb", sk="K1", date="2016-03-15", person=p, pnr="11",
        institution="Oslo universitetssykehus",
        aliases=["OUS", "Oslo universitetssykehus HF", "Ullevål", "Ullevål sykehus"],
        department="Barne- og ungdomsklinikken, Barnemedisinsk avdeling", specialty="Barnesykdommer",
        appointment=None,
        lh=["Oslo universitetssykehus HF", "Barne- og ungdomsklinikken",
            "Barnemedisinsk avdeling, Ullevål"],
        lhr=["Postadresse:", "Postboks 4947 Nydalen", "0424 Oslo"],
        to=["Til foresatte for Jonas Nordvik", "Kari Nordvik"] + ADR_BAERUM,
        refs=[("Vår ref.", "16/05529"), ("Deres ref.", ""), ("Dato", dmy("2016-03-15"))],
        title="Epikrise",
        meta=[("Pasient", "Jonas Nordvik"), ("Fødselsnr.", fnr(p)),
              ("Innlagt", "12.03.2016 kl. 21.40"), ("Utskrevet", "13.03.2016"),
              ("Kopi", "Fastlege Hilde Marstein, Lyngåsen legesenter; Bærum kommune, Bekkestua helsestasjon")],
        body=[
            ("h", "Diagnose:"),
            "R56.0 Feberkramper, enkle. J06.9 Akutt øvre luftveisinfeksjon.",
            ("h", "Sykehistorie:"),
            "14 måneder gammel gutt, tidligere frisk, født til termin. Feber og snørr i to dager. "
            "Lørdag kveld fikk han et generalisert krampeanfall hjemme med stiv kropp og rykninger "
            "i armer og bein i om lag to minutter. Foreldrene ringte 113, og han ble brakt inn med "
            "ambulanse. Krampene hadde sluttet før ambulansen kom. Ingen kjente tilfeller av "
            "epilepsi i familien, mor hadde feberkramper som barn.",
            ("h", "Funn:"),
            "Ved ankomst våken, litt slapp, temp 39,6. Ingen nakkestivhet, fontanelle i nivå. "
            "Rød svelg, snørr. Ellers normal undersøkelse og normal nevrologisk status etter en "
            "time. CRP 12, leukocytter 9,8. Urinstiks negativ.",
            ("h", "Forløp:"),
            "Observert over natten med febernedsettende. Ingen nye kramper. Spiser og drikker. "
            "Utskrevet i god form søndag.",
            ("h", "Informasjon og råd:"),
            "Foreldrene har fått muntlig og skriftlig informasjon om feberkramper. Tilstanden er "
            "godartet og går over med alderen, men om lag en av tre får nye episoder. Stesolid "
            "rektalt 5 mg er forskrevet til bruk ved kramper som varer over fem minutter. "
            "Ingen videre kontroll ved sykehuset. Ved nye anfall: ring 113.",
        ],
        sign=["Med vennlig hilsen", "", "Ingvild Rønning", "Lege i spesialisering", "",
              "Ola Kvisle", "Overlege, barnelege"],
        foot=["Oslo universitetssykehus HF  |  Sentralbord 23 07 51 90  |  Org.nr. 993 218 477"],
        rule="_", p2="Jonas Nordvik",
    )


@letter
def haukeland_kvinne_kari():
    p = "Kari Nordvik"
    return dict(
        docType="epikrise", lang="nn", sk="K2", date="2020-09-17", person=p, pnr="11",
        institution="Haukeland universitetssjukehus",
        aliases=["Helse Bergen", "Helse Bergen HF", "Haukeland universitetssykehus", "Haukeland"],
        department="Kvinneklinikken, Fødeavdelinga", specialty="Gynekologi", appointment=None,
        system=["Melding frå Helse Bergen HF", "Epikrise"],
        hdr=[("Frå", "Helse Bergen HF, Haukeland universitetssjukehus\n"
                     "Kvinneklinikken, Fødeavdelinga / Barselavdelinga"),
             ("Til", "Fastlege Øystein Brekke, " + SKJ + "\n" + SKJ_ADR),
             ("Kopi", "Jordmor Hanne Rød, Jordmorhuset Bergen; Fana helsestasjon"),
             ("Pasient", "Kari Nordvik"),
             ("Fødselsnr.", fnr(p)),
             ("Innlagd", "13.09.2020"),
             ("Utskriven", "16.09.2020"),
             ("Dato", dmy("2020-09-17"))],
        title="EPIKRISE - FØDSEL",
        body=[
            ("h", "Diagnosar:"),
            ("pre", ["O80.0  Spontan fødsel, hovudleie", "O70.1  Rift i mellomkjøt grad 2",
                     "O99.0  Lett anemi etter fødsel"]),
            ("h", "Bakgrunn:"),
            "41 år gamal kvinne, 3. gongs fødande (fødsel 2011 og 2015). Normalt svangerskap "
            "kontrollert hjå jordmor og fastlege. Termin 19.09.2020.",
            ("h", "Forløp:"),
            "Innlagd 13.09.2020 med regelmessige rier. Spontan fødsel 14.09.2020 kl. 03.12 "
            "av ei jente, 3480 g, 51 cm, Apgar 9/10. Blødning 650 ml. Rift grad 2 sydd. "
            "Barselopphald utan komplikasjonar. Hb etter fødsel 10,1 g/dL, starta jerntilskot. "
            "Amming kom godt i gang.",
            ("h", "Barnet:"),
            "Barnet er undersøkt av barnelege og er friskt. Nyfødtscreening og hørselstest er "
            "gjort. Barnet får eigen epikrise frå Barneklinikken.",
            ("h", "Vidare:"),
            ("bl", ["Jerntilskot (Duroferon) 100 mg x 1 i 3 månader",
                    "Heimebesøk av jordmor frå helsestasjonen innan 1-3 dagar etter heimkomst",
                    "Etterkontroll hjå fastlege eller jordmor om 6-12 veker",
                    "Ta kontakt ved feber, aukande smerter eller kraftig blødning"]),
        ],
        sign=["Med venleg helsing", "Turid Myklebust, overlege, spesialist i fødselshjelp og "
              "kvinnesjukdomar", "Signert elektronisk 17.09.2020"],
        tail=["Helse Bergen HF  ·  Postboks 1911, 5021 Bergen  ·  Org.nr. 983 641 122"],
    )


@letter
def colosseum_per():
    p = "Per Nordvik"
    return dict(
        docType="epikrise", lang="nb", sk="K7", date="2014-10-15", person=p, pnr="split",
        institution="Colosseumklinikken",
        aliases=["Colosseumklinikken AS", "Colosseum Klinikken", "Colosseum"],
        department=None, specialty="Kirurgi", appointment=None,
        logo="Colosseum",
        logo2="k l i n i k k e n",
        lh=["Colosseumklinikken AS", "Kirurgisk dagavdeling"],
        lhr=["Sørkedalsveien 27 B", "0369 Oslo", "Tlf 23 36 91 44"],
        to=["Per Nordvik"] + ADR_BAERUM,
        dateline="Oslo, den " + lng("2014-10-15"),
        datepos="above",
        title="OPERASJONSNOTAT OG EPIKRISE",
        meta=[("Pasient", "Per Nordvik  (" + fnr(p, "split") + ")"),
              ("Operasjonsdato", "14.10.2014"),
              ("Henvist fra", "Lyngåsen legesenter, dr. Jon Erik Stave"),
              ("Kopi", "Fastlege")],
        body=[
            ("h", "Diagnose:"),
            "K40.9 Lyskebrokk høyre side, indirekte.",
            ("h", "Operasjon:"),
            "JAB11 Laparoskopisk reparasjon av lyskebrokk med nett (TEP), høyre side. "
            "Generell anestesi. Varighet 48 minutter.",
            ("h", "Forløp:"),
            "Ukomplisert inngrep. Indirekte brokk med brokksekk ned i skrotum. Nett 15 x 10 cm "
            "lagt preperitonealt. Pasienten var i god form postoperativt og reiste hjem "
            "samme dag kl. 16.30 i følge med ektefelle.",
            ("h", "Råd og videre forløp:"),
            "Vanlige smertestillende etter behov. Full belastning etter smerter, men unngå tunge "
            "løft over 15 kg i 2 uker. Sykmeldt 1 uke. Plastret kan fjernes etter 2 døgn, "
            "trådene er selvoppløselige. Hevelse og blåmerker i lysken er vanlig. "
            "Kontroll hos oss er ikke nødvendig. Kontakt oss ved feber, tiltagende smerter "
            "eller hevelse.",
        ],
        sign=["Med vennlig hilsen", "", "Dr. med. Sverre Holmboe", "Spesialist i generell kirurgi"],
        foot=[("Colosseumklinikken AS", "Org.nr. 961 284 530", "post@colosseumklinikken.no")],
        rule="_",
    )


# ============================================================================
# LAB-SVAR (laboratory, radiology, pathology)
# ============================================================================
@letter
def furst_per_2013():
    p = "Per Nordvik"
    return dict(
        docType="lab-svar", lang="nb", sk="K3", date="2013-10-08", person=p, pnr="split",
        institution="Fürst Medisinsk Laboratorium",
        aliases=["Fürst", "Fürst Medisinsk Laboratorium AS", "Furst Medisinsk Laboratorium"],
        department=None, specialty=None, appointment=None,
        lh=["F Ü R S T", "Fürst Medisinsk Laboratorium AS", "Postboks 214 Alnabru, 0614 Oslo",
            "Kundeservice: 22 90 97 31"],
        lhr=["LABORATORIESVAR", "Utskrevet: " + dmy("2013-10-08") + " 06:14", "Side 1 av 1"],
        left=["Rekvirent:", "Lyngåsen legesenter", "Lege Jon Erik Stave", "Lyngåsveien 2",
              "1357 BEKKESTUA"],
        rightb=["Pasient:", "NORDVIK, PER", "Fnr: " + fnr(p, "split"), "Kjønn: M"],
        row=["Prøve tatt: 04.10.2013 08:15", "Mottatt: 04.10.2013 14:02",
             "Rekv.nr: " + decoy("31284470915")],
        body=[
            ("tab", [("Analyse", "Resultat", "", "Enhet", "Referanseområde"),
                     ("Hemoglobin", "15,1", "", "g/dL", "13,4 - 17,0"),
                     ("Leukocytter", "6,2", "", "x10^9/L", "3,5 - 10,0"),
                     ("Trombocytter", "241", "", "x10^9/L", "145 - 390"),
                     ("Glukose (fastende)", "6,4", "H", "mmol/L", "4,0 - 6,0"),
                     ("HbA1c", "40", "", "mmol/mol", "< 42"),
                     ("Kolesterol", "6,8", "", "mmol/L", "3,3 - 6,9"),
                     ("LDL-kolesterol", "4,9", "H", "mmol/L", "1,4 - 4,7"),
                     ("HDL-kolesterol", "1,12", "", "mmol/L", "> 1,0"),
                     ("Triglyserider", "2,9", "H", "mmol/L", "0,45 - 2,6"),
                     ("ALAT", "52", "", "U/L", "10 - 70"),
                     ("Kreatinin", "84", "", "µmol/L", "60 - 105"),
                     ("eGFR (CKD-EPI)", "> 90", "", "mL/min/1,73m2", ""),
                     ("TSH", "1,9", "", "mIU/L", "0,5 - 4,1")]),
            ("h", "Kommentar:"),
            "Fastende glukose 6,1-6,9 mmol/L forenlig med nedsatt fastende glukose. "
            "HbA1c under diagnostisk grense for diabetes. Vurder ny kontroll om 1 år.",
            "H = over referanseområdet. Referanseområder gjelder for menn 18-50 år.",
        ],
        sign=["Godkjent av: Ragnar Lie, overlege, medisinsk biokjemi"],
        foot=["Fürst Medisinsk Laboratorium AS  -  Org.nr. 950 318 411  -  Akkreditert etter NS-EN ISO 15189"],
        rule="-",
    )


@letter
def forde_biokjemi_arne():
    p = "Arne Solheim"
    return dict(
        docType="lab-svar", lang="nn", sk="K3", date="2021-04-13", person=p, pnr="split",
        institution="Førde sentralsjukehus",
        aliases=["Helse Førde", "Helse Førde HF", "Førde sjukehus"],
        department="Laboratorium for medisinsk biokjemi", specialty=None, appointment=None,
        lh=["Helse Førde HF", "Laboratorium for medisinsk biokjemi", "Førde sentralsjukehus"],
        lhr=["Svar på laboratorieundersøking", "Rapportdato: " + dmy("2021-04-13")],
        left=["Rekvirent:", FJO, "Synnøve Hauge", FJO_ADR],
        rightb=["Pasient:", "Solheim, Arne", fnr(p, "split"),
                "Fødd: " + born(p)],
        row=["Prøvetaking: 12.04.2021 kl. 08.40 (" + FJO + ")", "Motteke: 12.04.2021 15.31"],
        body=[
            ("tab", [("Analyse", "Svar", "Eining", "Ref.område", "Førre svar (05.01.2021)"),
                     ("Hemoglobin", "12,9 L", "g/dL", "13,4-17,0", "13,2"),
                     ("Natrium", "138", "mmol/L", "137-145", "139"),
                     ("Kalium", "4,9", "mmol/L", "3,5-5,0", "4,6"),
                     ("Kreatinin", "121 H", "µmol/L", "60-105", "109"),
                     ("eGFR", "49", "mL/min/1,73m²", "> 60", "56"),
                     ("NT-proBNP", "1180 H", "ng/L", "< 450", "1420"),
                     ("ALAT", "21", "U/L", "10-70", ""),
                     ("TSH", "2,4", "mIU/L", "0,5-3,6", "")]),
            ("h", "Merknad:"),
            "eGFR er rekna ut etter CKD-EPI. Svaret er automatisk godkjent etter regelverk i "
            "laboratoriet. L = under, H = over referanseområdet.",
        ],
        sign=["Ansvarleg: Kjersti Flatebø, overlege i medisinsk biokjemi"],
        foot=["Helse Førde HF  ·  Laboratorium for medisinsk biokjemi  ·  Tlf. 57 61 45 30"],
    )


@letter
def aleris_rontgen_kari_svar():
    p = "Kari Nordvik"
    return dict(
        docType="lab-svar", lang="nb", sk="K4", date="2023-03-10", person=p, pnr="11",
        institution="Aleris Røntgen Nesttun",
        aliases=["Aleris", "Aleris Nesttun", "Aleris Helse AS", "Aleris Sykehus Nesttun"],
        department=None, specialty=None, appointment=None,
        logo="Aleris",
        lh=["Aleris Røntgen Nesttun", "Østre Nesttunvegen 3, 5221 Nesttun"],
        lhr=["Tlf. 55 36 18 50", "Svartid: 1-2 virkedager"],
        title="RADIOLOGISK BESKRIVELSE",
        meta=[("Pasient", "Kari Nordvik"), ("Fødselsnr.", fnr(p)),
              ("Rekvirent", "Kiropraktor Ida Strand, Fana Kiropraktorsenter AS"),
              ("Kopi til", "Fastlege Øystein Brekke, " + SKJ),
              ("Undersøkelse", "MR columna lumbalis"),
              ("Undersøkt", "09.03.2023"),
              ("Svar dato", dmy("2023-03-10")),
              ("Henv. nr.", "ARN-2302-14471")],
        body=[
            ("h", "Klinisk problemstilling:"),
            "Korsryggsmerter med utstråling til venstre legg siden 16.02. Svekket akillesrefleks "
            "venstre. Prolaps?",
            ("h", "Beskrivelse:"),
            "Normal lordose. Normal høyde av virvellegemene. Normalt signal i beinmargen. "
            "Conus ender normalt ved L1. Degenerative forandringer med lett redusert signal i "
            "skivene L4/L5 og L5/S1.",
            "L4/L5: Lett diffus skivebuling uten rotaffeksjon.",
            "L5/S1: Venstresidig paramedian skiveprolaps med kaudal migrasjon på ca. 6 mm, som "
            "affiserer venstre S1-rot i recessen. Høyre rot fri. Ingen spinal stenose.",
            "Øvrige nivåer uten sikker patologi.",
            ("h", "Konklusjon:"),
            "Venstresidig paramedian prolaps L5/S1 med affeksjon av venstre S1-rot, passer med "
            "klinikken.",
        ],
        sign=["Med vennlig hilsen", "Torbjørn Gjesdal, overlege, spesialist i radiologi",
              "Elektronisk signert " + dmy("2023-03-10") + " 10:05"],
        foot=["Aleris Helse AS  |  Org.nr. 913 524 816  |  aleris.no"],
        rule="-",
    )


@letter
def curato_kari_ul():
    p = "Kari Nordvik"
    return dict(
        docType="lab-svar", lang="nb", sk="K4", date="2014-02-27", person=p, pnr="11",
        institution="Curato Røntgen Sandvika",
        aliases=["Curato", "Curato Røntgen", "Curato Røntgen AS"],
        department=None, specialty=None, appointment=None,
        logo="Curato",
        lh=["Curato Røntgen Sandvika", "Sandviksveien 31, 1337 Sandvika", "Tlf 67 80 44 20"],
        lhr=["R Ø N T G E N S V A R"],
        meta=[("Navn", "NORDVIK, KARI"), ("Fnr", fnr(p)), ("Adresse", ", ".join(ADR_BAERUM)),
              ("Henvisende lege", "Hilde Marstein, " + LYNG + ", " + LYNG_ADR),
              ("Undersøkelsesdato", "26.02.2014"),
              ("Rapportdato", dmy("2014-02-27")),
              ("Undersøkelse", "Ultralyd abdomen")],
        body=[
            ("h", "Klinisk opplysning:"),
            "Anfall med smerter under høyre kostalbue etter fete måltider. Galleveier?",
            ("h", "Ultralyd abdomen:"),
            "Leveren er normalt stor med homogent ekkomønster. Ingen fokale lesjoner. "
            "Galleblæren er tynnvegget, og inneholder flere mobile, skyggegivende konkrementer, "
            "det største ca. 14 mm. Ingen perikolecystisk væske. Negativ sonografisk Murphy. "
            "Ductus choledochus måler 4 mm. Pancreas fremstilles delvis og ser normal ut. "
            "Milt og begge nyrer er normale. Ingen fri væske.",
            ("h", "KONKLUSJON:"),
            "Cholecystolithiasis uten tegn til kolecystitt. Ikke dilaterte galleganger.",
        ],
        sign=["", "Anders Vikan", "Radiolog"],
        foot=["Curato Røntgen AS  -  org.nr. 980 612 774  -  www.curato.no"],
    )


@letter
def furst_kari_2022():
    p = "Kari Nordvik"
    return dict(
        docType="lab-svar", lang="nb", sk="K3", date="2022-01-19", person=p, pnr="11",
        institution="Fürst Medisinsk Laboratorium",
        aliases=["Fürst", "Fürst Medisinsk Laboratorium AS", "Furst Medisinsk Laboratorium"],
        department=None, specialty=None, appointment=None,
        lh=["Fürst Medisinsk Laboratorium", "Laboratoriesvar - kopi til pasient"],
        lhr=["Utskriftsdato: " + dmy("2022-01-19"), "Svarstatus: Endelig"],
        left=["Pasient", "Kari Nordvik", "F.nr. " + fnr(p), "Fjellstuvegen 22, 5224 Nesttun"],
        rightb=["Rekvirent", "Øystein Brekke", SKJ, SKJ_ADR,
                "Svar til: Rekvirent og pasient (Helsenorge)"],
        row=["Prøvedato 17.01.2022", "Mottatt lab 17.01.2022", "Prøvenr " + decoy("21130452817")],
        body=[
            ("tab", [("Analyse", "Resultat", "Ref.", "Enhet"),
                     ("Hemoglobin", "11,8 *", "11,7-15,3", "g/dL"),
                     ("MCV", "79 *", "82-98", "fL"),
                     ("Ferritin", "8 *", "15-200", "µg/L"),
                     ("Vitamin B12", "312", "150-650", "pmol/L"),
                     ("Folat", "14", "> 7", "nmol/L"),
                     ("TSH", "3,1", "0,5-4,1", "mIU/L"),
                     ("Fritt T4", "13", "11-22", "pmol/L"),
                     ("Anti-TPO", "< 9", "< 34", "kIU/L"),
                     ("CRP", "< 1", "< 5", "mg/L"),
                     ("Vitamin D (25-OH)", "38 *", "50-150", "nmol/L")]),
            "* Utenfor referanseområdet.",
            "Lav ferritin forenlig med jernmangel. Stoffskifteprøvene er normale.",
        ],
        sign=["Medisinsk ansvarlig: Ingrid Sunde, lege i medisinsk biokjemi"],
        foot=[("Fürst Medisinsk Laboratorium AS", "Org.nr 950 318 411", "Akkreditert lab")],
    )


@letter
def unilabs_lab_ingrid():
    p = "Ingrid Solheim"
    return dict(
        docType="lab-svar", lang="nb", sk="K3", date="2018-09-05", person=p, pnr="11",
        institution="Unilabs Laboratoriemedisin",
        aliases=["Unilabs", "Unilabs Norge AS", "Unilabs Laboratoriemedisin AS"],
        department=None, specialty=None, appointment=None,
        lh=["u n i l a b s", "Unilabs Laboratoriemedisin", "Postboks 3350, 3707 Skien"],
        lhr=["PRØVESVAR", "Utskrevet " + dmy("2018-09-05"), "Side 1/1"],
        left=["Rekvirent", FJO, "Synnøve Hauge", "Fjørevegen 12", "6856 Sogndal",
              "Kopi: -"],
        rightb=["Pasient", "Solheim, Ingrid", fnr(p), "Født " + born(p) + "   K"],
        row=["Tatt: 03.09.2018", "Mottatt: 04.09.2018 09:12", "Lab.nr: 18-0904-7713"],
        body=[
            ("tab", [("Analyse", "Resultat", "Enhet", "Referanse"),
                     ("Hemoglobin", "13,1", "g/dL", "11,7 - 15,3"),
                     ("Glukose", "5,6", "mmol/L", "4,0 - 6,0"),
                     ("HbA1c", "39", "mmol/mol", "< 42"),
                     ("Kreatinin", "74", "µmol/L", "45 - 90"),
                     ("eGFR", "68", "mL/min/1,73m2", ""),
                     ("Kalsium", "2,38", "mmol/L", "2,15 - 2,51"),
                     ("Albumin", "41", "g/L", "36 - 48"),
                     ("25-OH vitamin D", "61", "nmol/L", "50 - 150"),
                     ("Kolesterol", "5,9", "mmol/L", ""),
                     ("LDL", "3,6", "mmol/L", ""),
                     ("HDL", "1,6", "mmol/L", "")]),
            "Alle resultater innenfor referanseområdet der slike er angitt.",
        ],
        sign=["Godkjent: Eva Haraldsen, bioingeniør   Medisinsk ansvarlig: dr. Finn Mørk"],
        foot=["Unilabs Norge AS  -  Org.nr. 976 223 810  -  Tlf. 35 59 87 40"],
        rule="_",
    )


@letter
def haukeland_mikro_emma():
    p = "Emma Nordvik"
    return dict(
        docType="lab-svar", lang="nn", sk="K3", date="2021-03-05", person=p, pnr="11",
        institution="Haukeland universitetssjukehus",
        aliases=["Helse Bergen", "Helse Bergen HF", "Haukeland universitetssykehus", "Haukeland"],
        department="Avdeling for mikrobiologi", specialty=None, appointment=None,
        lh=["Helse Bergen HF", "Haukeland universitetssjukehus", "Avdeling for mikrobiologi"],
        lhr=["MIKROBIOLOGISK SVAR", "Svardato: " + dmy("2021-03-05"), "Endeleg svar"],
        left=["Pasient: Emma Nordvik", "Fnr: " + fnr(p), "Fødd: " + born(p) + "  Kjønn: K"],
        rightb=["Rekvirent: " + SKJ, "v/ Øystein Brekke", SKJ_ADR],
        row=["Prøvenr: M21-033198", "Prøvemateriale: Urin, pose", "Teke: 03.03.2021",
             "Motteke: 03.03.2021"],
        body=[
            ("h", "Undersøking: Urin - dyrking og resistens"),
            ("kv", [("Funn", "Escherichia coli  > 10^5 CFU/mL"),
                    ("Anna vekst", "Ingen")]),
            ("h", "Resistensbestemming (EUCAST):"),
            ("tab", [("Antibiotikum", "E. coli"),
                     ("Mecillinam", "S"),
                     ("Trimetoprim", "R"),
                     ("Trimetoprim-sulfa", "R"),
                     ("Nitrofurantoin", "S"),
                     ("Amoksicillin", "R"),
                     ("Cefalexin (ukomplisert UVI)", "S"),
                     ("Ciprofloksacin", "S")]),
            "S = følsam, R = resistent. Merk: prøve teken med urinpose har høg risiko for "
            "kontaminasjon. Ved klinisk mistanke om pyelonefritt hjå barn under 2 år bør funnet "
            "stadfestast med prøve teken som midtstråle eller kateterurin.",
        ],
        sign=["Godkjend av: Solveig Hope, overlege, spesialist i medisinsk mikrobiologi"],
        foot=["Helse Bergen HF  -  Avdeling for mikrobiologi  -  Sentralbord 55 90 12 00"],
    )


@letter
def vestlandets_pat_per():
    p = "Per Nordvik"
    return dict(
        docType="lab-svar", lang="nb", sk="K5", date="2021-09-21", person=p, pnr="11",
        institution="Vestlandets Patologilaboratorium",
        aliases=["Vestlandets Patologilaboratorium AS", "Vestlandets Patologi"],
        department=None, specialty=None, appointment=None,
        lh=["VESTLANDETS PATOLOGILABORATORIUM AS", "Møllendalsbakken 9, 5009 Bergen",
            "Telefon 55 29 73 40"],
        title="HISTOLOGISK UNDERSØKELSE",
        left=["Pasient: Per Nordvik", "Fnr: " + fnr(p), "Adresse: " + ", ".join(ADR_NESTTUN)],
        rightb=["Rekvirent: Hudlege Randi Skeie AS", "Østre Nesttunvegen 14, 5221 Nesttun",
                "Kopi: Fastlege Øystein Brekke"],
        row=["Remissenr: VP21-09877", "Tatt: 14.09.2021", "Mottatt: 15.09.2021",
             "Besvart: " + dmy("2021-09-21")],
        body=[
            ("h", "Klinisk opplysning:"),
            "Pigmentert lesjon rygg, 7 mm, uregelmessig farge. Eksisjon. Dysplastisk nevus? Melanom?",
            ("h", "Materiale:"),
            "Hudeksisjon, rygg, merket med sutur kl. 12.",
            ("h", "Makroskopisk:"),
            "Hudellipse 18 x 8 mm, dybde 5 mm, med sentral pigmentert lesjon 7 x 5 mm. "
            "Tuschet, i sin helhet innstøpt i 4 blokker.",
            ("h", "Mikroskopisk:"),
            "Compound melanocyttær nevus med arkitektonisk uregelmessighet, broforming av "
            "rete-tapper og lett til moderat cytologisk atypi. Ingen pagetoid spredning, ingen "
            "dermale mitoser. Lesjonen er fritt fjernet med minste margin 3 mm lateralt og "
            "2 mm i dybden.",
            ("h", "DIAGNOSE:"),
            ("pre", ["Hud, rygg, eksisjon:",
                     "Dysplastisk nevus med lett til moderat atypi. Radikalt fjernet.",
                     "Ingen holdepunkt for malignitet.", "",
                     "SNOMED: T02000  M87270"]),
        ],
        sign=["Elektronisk signert 21.09.2021 av Helga Strømme, overlege, spesialist i patologi"],
        foot=["Vestlandets Patologilaboratorium AS - org.nr. 912 774 065 - akkreditert etter NS-EN ISO 15189"],
        rule="_",
    )


@letter
def furst_patologi_kari():
    p = "Kari Nordvik"
    return dict(
        docType="lab-svar", lang="nb", sk="K5", date="2015-03-19", person=p, pnr="split",
        institution="Fürst Medisinsk Laboratorium",
        aliases=["Fürst", "Fürst Medisinsk Laboratorium AS", "Fürst Patologi"],
        department="Avdeling for patologi", specialty=None, appointment=None,
        lh=["Fürst Medisinsk Laboratorium", "Avdeling for patologi", "Cytologi"],
        title="SVAR PÅ CELLEPRØVE FRA LIVMORHALSEN",
        left=["Pasient:", "NORDVIK, KARI", fnr(p, "split")],
        rightb=["Rekvirent:", "Gynekologene Bekkestua AS", "Gynekolog Eva Lind",
                "Gamle Ringeriksvei 12, 1356 Bekkestua"],
        row=["Prøve tatt 10.03.2015", "Mottatt 11.03.2015", "Svar dato " + dmy("2015-03-19"),
             "Nr. C15-031144"],
        body=[
            ("kv", [("Prøvetype", "Væskebasert cytologi (ThinPrep)"),
                    ("Klinisk info", "Kontroll. Siste prøve 2012 normal. Mellomblødninger 2013, "
                                     "\nhysteroskopisk polyppfjerning nov. 2013."),
                    ("Prøvekvalitet", "Tilfredsstillende, transformasjonssone representert")]),
            ("h", "Konklusjon:"),
            ("pre", ["Normal cytologi (NILM). Ingen celleforandringer."]),
            ("h", "Anbefaling:"),
            "Ny celleprøve om 3 år i henhold til Livmorhalsprogrammet.",
        ],
        sign=["Screenet av: bioingeniør Marit Sunde", "Godkjent: Paal Holter, lege"],
        foot=["Fürst Medisinsk Laboratorium AS  ·  Org.nr. 950 318 411"],
    )


@letter
def unilabs_tromso_per():
    p = "Per Nordvik"
    return dict(
        docType="lab-svar", lang="nb", sk="K4", date="2017-06-14", person=p, pnr="11",
        institution="Unilabs Røntgen Tromsø",
        aliases=["Unilabs", "Unilabs Røntgen", "Unilabs Norge AS"],
        department=None, specialty=None, appointment=None,
        logo="unilabs",
        lh=["Unilabs Røntgen Tromsø", "Storgata 102, 9008 Tromsø"],
        lhr=["Tlf. 77 60 21 15"],
        meta=[("Pasient", "Per Nordvik  " + fnr(p)),
              ("Rekvirent", "Storgata legesenter, lege Mats Eriksen, 9008 Tromsø"),
              ("Kopi", "Fastlege Øystein Brekke, " + SKJ + ", 5236 Rådal"),
              ("Undersøkelse", "MR venstre kne"),
              ("Undersøkt", "13.06.2017"),
              ("Dato signert", dmy("2017-06-14"))],
        sep="",
        body=[
            ("h", "Henvisningsopplysninger:"),
            "Vridningstraume venstre kne 29.05. Hevelse, låsningsfølelse. Menisk? Tidligere "
            "operert fremre korsbånd høyre kne.",
            ("h", "MR venstre kne:"),
            "Horisontal- og lapprift i bakhornet av medial menisk med et lite fragment som "
            "vippes inn i interkondylært område. Lateral menisk intakt. Korsbånd og "
            "kollateralligamenter intakte. Beinmargsødem i mediale tibiaplatå. Moderat "
            "leddvæske. Lett brusktap retropatellart, grad 1-2.",
            ("h", "Konklusjon:"),
            "Lapprift i bakhornet av medial menisk med mulig innklemt fragment. Anbefaler "
            "ortopedisk vurdering ved vedvarende låsninger.",
        ],
        sign=["Siv Karlsen", "Spesialist i radiologi"],
        foot=["Unilabs Norge AS  -  Unilabs Røntgen Tromsø  -  Org.nr. 976 223 810"],
        rule="-",
    )


@letter
def forde_radiologi_ingrid():
    p = "Ingrid Solheim"
    return dict(
        docType="lab-svar", lang="nn", sk="K4", date="2023-02-02", person=p, pnr="11",
        institution="Førde sentralsjukehus",
        aliases=["Helse Førde", "Helse Førde HF", "Førde sjukehus"],
        department="Radiologisk avdeling", specialty=None, appointment=None,
        lh=["Helse Førde HF", "Førde sentralsjukehus", "Radiologisk avdeling"],
        lhr=["Røntgensvar"],
        meta=[("Namn", "Solheim, Ingrid"), ("Fødselsnr.", fnr(p)),
              ("Tilvisar", "Synnøve Hauge, " + FJO),
              ("Undersøking", "Røntgen thorax, to plan"),
              ("Undersøkt", "01.02.2023 kl. 13.22"),
              ("Rapportdato", dmy("2023-02-02")),
              ("Henv.nr.", "RIS-4417280")],
        body=[
            ("h", "Kliniske opplysningar:"),
            "KOLS. Hoste og feber i ei veke, auka tungpust. Pneumoni?",
            ("h", "Beskriving:"),
            "Samanlikna med førre undersøking 14.12.2016. Hyperinflaterte lunger med flate "
            "diafragmakupler, som før. Ny fortetting i høgre underlapp, forenleg med pneumoni. "
            "Ingen pleuravæske. Normal hjartestorleik. Ingen stuving.",
            ("h", "Konklusjon:"),
            "Pneumoni i høgre underlapp. Emfysem. Kontroll om 6-8 veker etter behandling "
            "er tilrådd.",
        ],
        sign=["Signert: Mathias Førde, overlege, radiolog"],
        foot=["Helse Førde HF  -  Radiologisk avdeling  -  Tlf. 57 61 46 60"],
    )


@letter
def baerum_radiologi_sofie():
    p = "Sofie Aas"
    return dict(
        docType="lab-svar", lang="nb", sk="K4", date="2012-09-05", person=p, pnr="11",
        institution="Bærum sykehus",
        aliases=["Vestre Viken", "Vestre Viken HF", "Bærum sykehus, Vestre Viken"],
        department="Radiologisk avdeling", specialty=None, appointment=None,
        lh=["Vestre Viken HF", "Bærum sykehus", "Radiologisk avdeling"],
        lhr=["Postboks 620, 3004 Drammen", "Tlf. 67 80 92 70"],
        title="UNDERSØKELSESSVAR",
        meta=[("Pasient", "Aas, Sofie"), ("Fødselsnr", fnr(p)),
              ("Rekvirent", "Lyngåsen legesenter, Hilde Marstein"),
              ("Kopi til", "Barnepoliklinikken, Bærum sykehus"),
              ("Undersøkelse", "UL urinveier"),
              ("Dato", dmy("2012-09-05"))],
        body=[
            ("h", "Problemstilling:"),
            "14 mnd gammel jente, febril urinveisinfeksjon august 2012, behandlet. "
            "Misdannelse i urinveiene?",
            ("h", "Funn:"),
            "Høyre nyre 6,4 cm, venstre nyre 6,7 cm, normalt for alder. Normal "
            "kortikomedullær differensiering. Ingen dilatasjon av nyrebekken eller ureter. "
            "Urinblæren er delvis fylt, glattvegget, uten dilaterte distale uretere.",
            ("h", "Konklusjon:"),
            "Normal ultralyd av urinveiene.",
        ],
        sign=["Kristin Ødegård, lege i spesialisering / Bjørn Tveter, overlege",
              "Godkjent " + dmy("2012-09-05")],
        foot=["Vestre Viken HF - Bærum sykehus - Org.nr. 894 166 722"],
        rule="_",
    )


@letter
def unilabs_lab_sofie():
    p = "Sofie Aas"
    return dict(
        docType="lab-svar", lang="nb", sk="K3", date="2019-11-07", person=p, pnr="11",
        institution="Unilabs Laboratoriemedisin",
        aliases=["Unilabs", "Unilabs Norge AS", "Unilabs Laboratoriemedisin AS"],
        department=None, specialty=None, appointment=None,
        lh=["Unilabs Laboratoriemedisin", "Postboks 3350, 3707 Skien"],
        lhr=["Laboratoriesvar", "Rapportdato: " + lng("2019-11-07")],
        left=["Pasient", "Sofie Aas", fnr(p), "Foresatt: Kari Nordvik"],
        rightb=["Rekvirent", "Skjoldtun legekontor", "Lege Øystein Brekke", "Skjoldvegen 41, 5236 Rådal"],
        row=["Prøvetaking: 04.11.2019", "Ankomst: 05.11.2019", "Prøve-ID " + decoy("40017731190")],
        body=[
            ("tab", [("Undersøkelse", "Resultat", "Enhet", "Referanse", ""),
                     ("Transglutaminase IgA", "2", "U/mL", "< 7", ""),
                     ("Total IgA", "1,1", "g/L", "0,5 - 2,6", ""),
                     ("Hemoglobin", "12,7", "g/dL", "11,5 - 15,0", ""),
                     ("Ferritin", "22", "µg/L", "15 - 200", ""),
                     ("CRP", "< 5", "mg/L", "< 5", ""),
                     ("TSH", "2,2", "mIU/L", "0,5 - 4,5", "")]),
            ("h", "Tolkning:"),
            "Negativ transglutaminase IgA ved normal total IgA. Cøliaki er lite sannsynlig "
            "så lenge pasienten har spist gluten.",
        ],
        sign=["Godkjent av Tore Lunde, lege i medisinsk biokjemi"],
        foot=["unilabs.no  |  Unilabs Norge AS  |  Org.nr. 976 223 810"],
    )


@letter
def baerum_biokjemi_kari():
    p = "Kari Nordvik"
    return dict(
        docType="lab-svar", lang="nb", sk="K3", date="2010-11-22", person=p, pnr="11",
        institution="Bærum sykehus",
        aliases=["Vestre Viken", "Vestre Viken HF"],
        department="Avdeling for medisinsk biokjemi", specialty=None, appointment=None,
        lh=["VESTRE VIKEN HF", "Bærum sykehus", "Avdeling for medisinsk biokjemi",
            "og Blodbanken"],
        lhr=["SVARRAPPORT", "Utskrevet: " + dmy("2010-11-22"), "Endelig"],
        left=["Rekvirent:", "Jordmortjenesten, Bekkestua helsestasjon", "Jordmor Tove Lund",
              "Bærum kommune"],
        rightb=["Pasient:", "Kari Nordvik", "Fødselsnr.: " + fnr(p),
                "Svangerskap, uke 8"],
        row=["Prøve tatt: 18.11.2010", "Registrert: 18.11.2010", "Lab-nr 1011-18-0442"],
        body=[
            ("tab", [("Analyse", "Resultat", "Enhet", "Ref.område"),
                     ("ABO/RhD blodtype", "A RhD pos", "", ""),
                     ("Screening irregulære", "Negativ", "", ""),
                     ("  erytrocyttantistoff", "", "", ""),
                     ("Hemoglobin", "12,6", "g/dL", "11,7 - 15,3"),
                     ("Ferritin", "34", "µg/L", "10 - 167"),
                     ("Glukose", "4,8", "mmol/L", "4,0 - 6,0"),
                     ("Rubella IgG", "Positiv", "", "Immun"),
                     ("Syfilis (TPPA)", "Negativ", "", ""),
                     ("HIV Ag/As", "Negativ", "", ""),
                     ("HBsAg", "Negativ", "", "")]),
            "Svangerskapsprøver i henhold til retningslinjer. RhD positiv: ingen videre "
            "antistoffscreening nødvendig i svangerskapet. Kopi av blodtypekort er sendt pasienten.",
        ],
        sign=["Godkjent: Lise Bakke, overlege"],
        foot=["Vestre Viken HF  ·  Bærum sykehus  ·  Postboks 83, 1309 Rud"],
    )


@letter
def haukeland_patologi_arne():
    p = "Arne Solheim"
    return dict(
        docType="lab-svar", lang="nn", sk="K5", date="2022-05-12", person=p, pnr="11",
        institution="Haukeland universitetssjukehus",
        aliases=["Helse Bergen", "Helse Bergen HF", "Haukeland universitetssykehus", "Haukeland"],
        department="Avdeling for patologi", specialty=None, appointment=None,
        lh=["Helse Bergen HF - Haukeland universitetssjukehus", "Avdeling for patologi"],
        title="Patologisvar - histologisk undersøking",
        left=["Pasient: Solheim, Arne", "F.nr.: " + fnr(p), "Fødd: " + born(p)],
        rightb=["Rekvirent: Førde sentralsjukehus", "Kirurgisk klinikk, Urologisk poliklinikk",
                "Overlege Jan Ove Kvåle", "Kopi: Fastlege Synnøve Hauge, " + FJO],
        row=["Remissenr.: H22-11907", "Teke: 04.05.2022", "Motteke: 05.05.2022",
             "Besvart: " + dmy("2022-05-12")],
        body=[
            ("h", "Kliniske opplysningar:"),
            "81 år. PSA 7,9. MR prostata PI-RADS 4 venstre perifer sone. Systematiske og "
            "målretta biopsiar.",
            ("h", "Materiale:"),
            "12 systematiske biopsiar (glas 1-12) og 2 målretta biopsiar frå venstre perifer sone "
            "(glas 13-14).",
            ("h", "Mikroskopi:"),
            "Glas 13 og 14: acinært adenokarsinom, Gleason 3+3=6, i 2 av 2 biopsiar, "
            "tumorlengd 4 mm og 2 mm (om lag 25 % og 10 % av biopsilengda). "
            "Ingen perinevral vekst. Glas 1-12: benign prostatavev med kronisk inflammasjon, "
            "ingen malignitet.",
            ("h", "Diagnose:"),
            ("pre", ["Prostata, nålebiopsiar:",
                     "Acinært adenokarsinom, Gleason 3+3=6 (ISUP gradgruppe 1),",
                     "påvist i 2 av 14 biopsiar (venstre perifer sone)."]),
        ],
        sign=["Elektronisk godkjent " + dmy("2022-05-12") + " av Øyvind Rusten, overlege, "
              "spesialist i patologi"],
        foot=["Helse Bergen HF  |  Avdeling for patologi  |  Org.nr. 983 641 122"],
        rule="-",
    )


# ============================================================================
# HENVISNINGER (the sender is the referring practice)
# ============================================================================
@letter
def lyng_henv_sofie_oye():
    p = "Sofie Aas"
    return dict(
        docType="henvisning", lang="nb", sk="K6", date="2016-08-15", person=p, pnr="11",
        institution=LYNG, aliases=LYNG_AL,
        department=None, specialty="Øyesykdommer", appointment=None,
        lh=["LYNGÅSEN LEGESENTER", "Lyngåsveien 2  ·  1357 Bekkestua  ·  Tlf. 67 15 42 10"],
        title="HENVISNING",
        til=["Til:", "Øyelege Tone Vik AS", "Kinoveien 3", "1337 Sandvika"],
        fra=["Fra:", "Fastlege Hilde Marstein", LYNG, "HER-id: 112 7734"],
        meta=[("Pasient", "Sofie Aas"), ("Fødselsnummer", fnr(p)),
              ("Adresse", "c/o Kari Nordvik, " + ", ".join(ADR_BAERUM)),
              ("Foresatt", "Kari Nordvik, tlf. 926 14 388"),
              ("Fastlege", "Hilde Marstein")],
        body=[
            ("h", "Henvisningsårsak:"),
            "Vurdering av syn og mulig skjeling.",
            ("h", "Sykehistorie:"),
            "Jente 5 år. Helsestasjonen fant ved 4-årskontrollen nedsatt syn på venstre "
            "øye, og ved ny synstest her 11.08.2016 er visus 0,5 venstre mot 0,8 høyre (LEA-tavle). "
            "Foreldrene synes hun av og til ser skjelende ut når hun er trett. Hun var til "
            "vurdering ved Øyeavdelingen, Ullevål i 2014 for rennende øye, men den kontrollen "
            "ble avlyst og ikke fulgt opp.",
            ("h", "Funn:"),
            "Cover-test usikker, mulig intermitterende innoverskjeling venstre. Normale "
            "pupillereaksjoner. Rødrefleks symmetrisk.",
            ("h", "Medikamenter:"), "Ingen.",
            ("h", "Ønsket:"),
            "Vurdering av refraksjon og eventuell amblyopi, brillebehov og behandling. "
            "Hun begynner på skolen neste høst.",
        ],
        place_date="Bekkestua, " + dmy("2016-08-15"),
        placepos="side",
        sign=["Med vennlig hilsen", "", "Hilde Marstein", "Spesialist i allmennmedisin"],
        foot=["Lyngåsen Legesenter AS  -  org.nr. 981 276 554  -  lyngasen.legesenter@epost.no"],
    )


@letter
def lyng_henv_per_mhh():
    p = "Per Nordvik"
    return dict(
        docType="henvisning", lang="nb", sk="K2", date="2015-05-12", person=p, pnr="11",
        institution=LYNG, aliases=LYNG_AL,
        department=None, specialty="Ortopedi", appointment=None,
        system=["Utskrift av sendt melding", "Lyngåsen legesenter"],
        hdr=[("Meldingstype", "Henvisning (elektronisk)"),
             ("Avsender", "Lyngåsen legesenter\nHilde Marstein, fastlege\n" + LYNG_ADR),
             ("Mottaker", "Martina Hansens Hospital\nOrtopedisk poliklinikk, 1346 Gjettum"),
             ("Pasient", "Per Nordvik"),
             ("Fødselsnummer", fnr(p)),
             ("Adresse", ", ".join(ADR_BAERUM)),
             ("Telefon", "913 06 471"),
             ("Sendt", dmy("2015-05-12") + " 15:47"),
             ("Status", "Mottatt av mottaker 12.05.2015 15:49")],
        title="HENVISNING TIL ORTOPEDISK VURDERING",
        body=[
            ("h", "Problemstilling:"),
            "Instabilt høyre kne etter vridningsskade. Spørsmål om korsbåndsrekonstruksjon.",
            ("h", "Sykehistorie:"),
            "38 år gammel mann, aktiv fotballspiller i bedriftslag. Vridningsskade høyre kne "
            "15.03.2015 med akutt hevelse. Har gått til fysioterapeut 2 ganger i uken i 8 uker. "
            "Fortsatt instabilitet ved vridning, kneet «svikter» i trapper. MR ved Curato "
            "28.04.2015: total ruptur av fremre korsbånd, mulig skade på lateral menisk.",
            ("h", "Funn:"),
            "Lett hevelse. Positiv Lachman og pivot shift høyre. Medialt og lateralt stabilt. "
            "Full bevegelighet.",
            ("h", "Tidligere sykdommer:"),
            "Angst/søvnvansker 2011, behandlet ved DPS. Ellers frisk.",
            ("h", "Faste medisiner:"), "Ingen.",
            ("h", "Allergier:"), "Ingen kjente.",
            ("h", "Ønsker:"),
            "Vurdering av operasjon. Pasienten er motivert for opptrening. Han er informert "
            "om fritt behandlingsvalg og ønsker Martina Hansens Hospital.",
        ],
        sign=["Hilde Marstein", "Fastlege, Lyngåsen legesenter"],
    )


@letter
def lyng_henv_per_diak():
    p = "Per Nordvik"
    return dict(
        docType="henvisning", lang="nb", sk="K6", date="2015-11-03", person=p, pnr="split",
        institution=LYNG, aliases=LYNG_AL,
        department=None, specialty="Revmatologi", appointment=None,
        lh=["Lyngåsen legesenter", "Lyngåsveien 2, 1357 Bekkestua",
            "Telefon 67 15 42 10 - Telefaks 67 15 42 19"],
        title="Henvisning - revmatologisk vurdering",
        title_top=False,
        til=["Mottaker:", "Diakonhjemmet Sykehus", "Revmatologisk avdeling", "Postboks 52 Vinderen",
             "0319 Oslo"],
        fra=["Henvisende lege:", "Hilde Marstein", "HPR-nr. 9087765"],
        meta=[("Navn", "Per Nordvik"), ("F.nr.", fnr(p, "split")),
              ("Adresse", ", ".join(ADR_BAERUM)), ("Mobil", "913 06 471")],
        body=[
            ("h", "Hovedproblem:"),
            "Inflammatoriske ryggsmerter? Bekhterev?",
            ("h", "Aktuelt:"),
            "39 år gammel mann med smerter i korsrygg og seteregion i over ett år, verst i "
            "andre halvdel av natten og om morgenen, stivhet over en time, bedres av bevegelse. "
            "God effekt av ibuprofen. Ingen traume. Operert for korsbåndsruptur høyre kne i "
            "august i år ved Martina Hansens Hospital, ellers frisk.",
            ("h", "Undersøkelser:"),
            "Ømhet over begge iliosakralledd. Nedsatt lateralfleksjon. "
            "CRP 14, SR 22 (28.10.2015). HLA-B27 rekvirert, svar ikke mottatt. "
            "Røntgen bekken 29.10.2015 uten sikre forandringer i iliosakralleddene.",
            ("h", "Medikamenter:"),
            "Ibuprofen 400 mg ved behov.",
            ("h", "Spørsmål til spesialist:"),
            "Utredning med tanke på aksial spondyloartritt og vurdering av behandling.",
        ],
        place_date="Bekkestua " + dmy("2015-11-03"),
        sign=["Vennlig hilsen", "Hilde Marstein", "Fastlege"],
        foot=["Lyngåsen Legesenter AS, org.nr. 981 276 554"],
    )


@letter
def skj_henv_jonas_onh():
    p = "Jonas Nordvik"
    return dict(
        docType="henvisning", lang="nn", sk="K2", date="2019-10-02", person=p, pnr="11",
        institution=SKJ, aliases=SKJ_AL,
        department=None, specialty="Øre-nese-hals", appointment=None,
        system=["Elektronisk tilvising - utskrift", "CGM-melding nr. 19-77104"],
        hdr=[("Avsendar", SKJ + ", Øystein Brekke (fastlege)"),
             ("Mottakar", "Nesttun Øre-nese-hals AS\nØre-nese-hals-spesialist Geir Tveit\n"
                          "Nesttunvegen 96, 5221 Nesttun"),
             ("Pasient", "Jonas Nordvik, fnr. " + fnr(p)),
             ("Føresett", "Per Nordvik, Kari Nordvik"),
             ("Dato", dmy("2019-10-02"))],
        title="TILVISING",
        body=[
            ("h", "Problemstilling:"),
            "Gjentekne halsbetennelsar og snorking hjå 4 år gamal gut. Tonsillektomi?",
            ("h", "Sjukehistorie:"),
            "Fire streptokokk-tonsillittar siste året (mars, mai og juli 2019, sist "
            "14.09.2019 ved Dr.Dropin, alle behandla med penicillin). Snorkar kvar natt, "
            "foreldra har observert pustepausar. Søv uroleg, trøytt om dagen i barnehagen. "
            "Tidlegare feberkramper 2016, elles frisk.",
            ("h", "Funn:"),
            "Store tonsiller (grad 3) bilateralt. Munnpusting. Normale trommehinner.",
            ("h", "Faste medisinar:"), "Ingen.",
            ("h", "Allergi:"), "Ingen kjende.",
            ("h", "Ønskje:"),
            "Vurdering av tonsillektomi/tonsillotomi og eventuell adenotomi.",
        ],
        sign=["Med helsing", "Øystein Brekke", "Fastlege, " + SKJ, SKJ_ADR],
    )


@letter
def onh_tveit_henv_jonas():
    p = "Jonas Nordvik"
    return dict(
        docType="henvisning", lang="nb", sk="K8", date="2019-12-05", person=p, pnr="11",
        institution="Nesttun Øre-nese-hals",
        aliases=["Nesttun Øre-nese-hals AS", "ØNH-spesialist Geir Tveit", "Geir Tveit"],
        department=None, specialty="Øre-nese-hals", appointment=None,
        dateline="Nesttun, " + dmy("2019-12-05"),
        to=["Helse Bergen HF", "Haukeland universitetssjukehus",
            "Øyre-nase-hals-avdelinga", "Postboks 1911", "5021 Bergen"],
        title=["Henvisning til tonsillektomi", ""],
        meta=[("Pasient", "Jonas Nordvik"), ("Fnr", fnr(p)),
              ("Adresse", ", ".join(ADR_NESTTUN)),
              ("Foresatte", "Kari og Per Nordvik, tlf. 917 44 203"),
              ("Henvist fra", "Fastlege Øystein Brekke, " + SKJ),
              ("Kopi", "Fastlege; foresatte")],
        body=[
            "Takk for at dere tar imot denne 4 år gamle gutten, som jeg undersøkte 28.11.2019 "
            "etter henvisning fra fastlege.",
            ("h", "Anamnese"),
            "Fire tonsillitter siste 12 måneder, alle behandlet med penicillin. Snorker hver "
            "natt med observerte pustestopp, munnpuster. Søvnregistrering hjemme 20.11.2019: "
            "AHI 6,2 per time, laveste metning 88 %.",
            ("h", "Funn"),
            "Tonsiller grad 3-4 bilateralt. Adenoid fyller om lag 2/3 av choanene ved fleksibel "
            "endoskopi. Trommehinner normale, tympanometri type A bilateralt.",
            ("h", "Vurdering"),
            "Tonsillehypertrofi og adenoidhypertrofi med obstruktiv søvnapné (G47.3, J35.3) og "
            "residiverende tonsillitter. Indikasjon for tonsillotomi/tonsillektomi og adenotomi. "
            "Pga. søvnapné og alder anbefales inngrepet utført i sykehus med overnatting.",
            "Foreldrene er informert og ønsker operasjon.",
        ],
        sign=["Med vennlig hilsen", "", "Geir Tveit", "Spesialist i øre-nese-halssykdommer"],
        foot=[("Nesttun Øre-nese-hals AS", "Nesttunvegen 96, 5221 Nesttun", "Tlf 55 92 30 14",
               "Org.nr 998 120 457")],
    )


@letter
def skj_henv_jonas_bup():
    p = "Jonas Nordvik"
    return dict(
        docType="henvisning", lang="nn", sk="K6", date="2022-06-08", person=p, pnr="11",
        institution=SKJ, aliases=SKJ_AL,
        department=None, specialty="Barne- og ungdomspsykiatri", appointment=None,
        lh=["Skjoldtun legekontor", "Skjoldvegen 41 - 5236 Rådal - tlf. 55 91 48 00"],
        title="TILVISING TIL BUP",
        til=["Til:", "Helse Bergen HF", "BUP Fana", "Postboks 7411, 5020 Bergen"],
        fra=["Tilvisar:", "Øystein Brekke", "Fastlege, Skjoldtun legekontor"],
        meta=[("Pasient", "Jonas Nordvik"), ("Fødselsnr.", fnr(p)),
              ("Føresette", "Kari Nordvik og Per Nordvik (felles foreldreansvar)"),
              ("Adresse", ", ".join(ADR_NESTTUN)),
              ("Skule", "Nesttun skule, 1. trinn"),
              ("Samtykke", "Føresette har samtykt til tilvisinga")],
        body=[
            ("h", "Årsak til tilvising:"),
            "Spørsmål om ADHD. Konsentrasjonsvanskar og uro heime og på skulen.",
            ("h", "Bakgrunn:"),
            "Jonas er 7 år. Foreldra fortel at han alltid har vore aktiv, men etter skulestart "
            "hausten 2021 har vanskane vorte tydelegare. Læraren melder at han ikkje klarer å "
            "sitje i ro, avbryt ofte og fell ut av oppgåvene etter kort tid. Han har lite "
            "konfliktar, men blir lett frustrert. Søv godt etter tonsillektomi i 2020.",
            "Skulen har kontakta PPT, og rapport frå skulen er lagt ved. Syn og hørsel er "
            "normale (helsestasjon og fastlege).",
            ("h", "Somatisk:"),
            "Feberkramper 2016. Tonsillotomi og adenotomi Haukeland 2020. Høgd og vekt "
            "følgjer 50-percentilen. Ingen faste medisinar.",
            ("h", "Ønskje:"),
            "Utgreiing med tanke på ADHD og råd om tiltak heime og på skulen.",
        ],
        place_date="Rådal, " + dmy("2022-06-08"),
        placepos="side",
        sign=["Venleg helsing", "", "Øystein Brekke", "Spesialist i allmennmedisin"],
        foot=["Vedlegg: Pedagogisk rapport frå Nesttun skule"],
    )


@letter
def fjo_henv_ingrid_auge():
    p = "Ingrid Solheim"
    return dict(
        docType="henvisning", lang="nn", sk="K6", date="2018-10-11", person=p, pnr="11",
        institution=FJO, aliases=FJO_AL,
        department=None, specialty="Øyesykdommer", appointment=None,
        lh=["F J Ø R A   L E G E K O N T O R", "Fjørevegen 12, 6856 Sogndal",
            "Telefon 57 67 20 40"],
        title="Tilvising",
        til=["Mottakar:", "Helse Førde HF", "Førde sentralsjukehus", "Augepoliklinikken",
             "6800 Førde"],
        fra=["Avsendar:", FJO, "Lege Synnøve Hauge"],
        meta=[("Pasient", "Ingrid Solheim"), ("Fnr", fnr(p)),
              ("Adresse", ", ".join(ADR_SOGNDAL)),
              ("Telefon", "452 18 930"),
              ("Pårørande", "Arne Solheim (ektemann), dotter Kari Nordvik")],
        body=[
            ("h", "Problemstilling:"),
            "Gradvis synssvekking begge auge. Katarakt?",
            ("h", "Anamnese:"),
            "74 år gamal kvinne som det siste året har merka tåkesyn, blending i motlys og "
            "vanskar med å lese. Ho har slutta å køyre bil i mørket. Optikar 02.10.2018 fann "
            "visus 0,4 høgre og 0,5 venstre med beste korreksjon og mistanke om katarakt.",
            ("h", "Tidlegare sjukdomar:"),
            "KOLS (lungerehabilitering LHL Glittre 2017), hypertensjon, osteopeni.",
            ("h", "Faste medisinar:"),
            "Spiolto Respimat, Losartan 50 mg, Calcigran Forte, Ventoline ved behov.",
            ("h", "Allergi:"), "Ingen kjende.",
            ("h", "Ønskje:"),
            "Vurdering med tanke på kataraktoperasjon.",
        ],
        place_date="Sogndal, " + lng("2018-10-11"),
        sign=["Med venleg helsing", "", "Synnøve Hauge", "fastlege"],
        foot=["Fjøra legekontor AS · org.nr. 976 330 128"],
    )


@letter
def fjo_henv_arne_geri():
    p = "Arne Solheim"
    return dict(
        docType="henvisning", lang="nn", sk="K2", date="2022-10-26", person=p, pnr="11",
        institution=FJO, aliases=FJO_AL,
        department=None, specialty="Geriatri", appointment=None,
        system=["Tilvising - kopi til journal", FJO],
        hdr=[("Dato", dmy("2022-10-26")),
             ("Frå", FJO + ", " + FJO_ADR + "\nv/ fastlege Synnøve Hauge, HER-id 88 4021"),
             ("Til", "Førde sentralsjukehus, Medisinsk klinikk\nGeriatrisk poliklinikk (hukommelse)"),
             ("Pasient", "Arne Solheim   Fødselsnr. " + fnr(p)),
             ("Kopi til", "Sogndal kommune, heimetenesta")],
        hsep=":",
        title="Tilvising - utgreiing av kognitiv svikt",
        body=[
            ("h", "Årsak:"),
            "Aukande gløymsle over eitt år. Utgreiing for demens.",
            ("h", "Sjukehistorie:"),
            "81 år gamal mann. Hjerneinfarkt venstre side 2020 med god restitusjon etter "
            "rehabilitering på Fjellhagen. Atrieflimmer, hjartesvikt, hypertensjon. "
            "Prostatakreft Gleason 6 (mai 2022) under aktiv overvaking ved urologisk "
            "poliklinikk. Kona Ingrid fortel at han gløymer avtalar, har gått seg vill i "
            "sentrum ein gong, og har hatt problem med rekningar. Han sjølv bagatelliserer.",
            ("h", "Undersøkingar:"),
            "MMSE-NR3 22/30 (19.10.2022), klokketest 3/5. Blodprøvar inkl. B12, folat, TSH, "
            "kalsium normale. Ingen depresjon ved GDS. CT caput 2020 viste gamalt infarkt og "
            "moderat atrofi.",
            ("h", "Faste medisinar:"),
            "Eliquis 5 mg x 2, Atorvastatin 40 mg, Metoprolol 50 mg, Ramipril 5 mg, "
            "Furosemid 20 mg.",
            ("h", "Ønskje:"),
            "Utgreiing og diagnostisk avklaring, vurdering av behandling og oppfølging. "
            "Pasienten og kona samtykkjer til tilvisinga. Han bør ha følgje til timen.",
        ],
        sign=["Synnøve Hauge", "Spesialist i allmennmedisin"],
    )


@letter
def gyn_bekkestua_henv_kari():
    p = "Kari Nordvik"
    return dict(
        docType="henvisning", lang="nb", sk="K8", date="2015-04-14", person=p, pnr="split",
        institution="Gynekologene Bekkestua",
        aliases=["Gynekologene Bekkestua AS", "Gynekolog Eva Lind"],
        department=None, specialty="Gynekologi", appointment=None,
        dateline="Bekkestua " + dmy("2015-04-14"),
        to=["Vestre Viken HF, Bærum sykehus", "Gynekologisk poliklinikk", "Postboks 83",
            "1309 Rud"],
        title="HENVISNING",
        meta=[("Gjelder", "Kari Nordvik, f.nr. " + fnr(p, "split")),
              ("Adresse", ", ".join(ADR_BAERUM)),
              ("Fastlege", "Hilde Marstein, Lyngåsen legesenter"),
              ("Kopi", "Fastlege")],
        body=[
            "Jeg henviser denne 36 år gamle kvinnen, 2 fødsler (2011 og 2015), med kraftige "
            "menstruasjonsblødninger og et voksende myom.",
            ("h", "Anamnese"),
            "Hysteroskopisk fjerning av endometriepolypp ved Aleris i november 2013. Fødte "
            "sønn i januar 2015. Siden februar kraftige og langvarige blødninger, bruker "
            "dobbel beskyttelse. Ferritin 9 og Hb 10,8 (mars 2015). Celleprøve 10.03.2015 normal.",
            ("h", "Funn"),
            "Vaginal ultralyd 07.04.2015: intramuralt myom på fremre vegg, 4,2 cm, med "
            "impresjon av cavum. Ovarier normale. Endometriet 9 mm.",
            ("h", "Spørsmål"),
            "Vurdering av behandling, hysteroskopisk eller laparoskopisk myomektomi. Pasienten "
            "ønsker å beholde livmoren. Hun har startet med jerntilskudd og "
            "traneksamsyre ved blødning.",
        ],
        sign=["Med vennlig hilsen", "", "Eva Lind", "Gynekolog"],
        foot=["Gynekologene Bekkestua AS  |  Gamle Ringeriksvei 12, 1356 Bekkestua",
              "Tlf 67 14 20 60  |  Org.nr 985 301 227  |  gynbekkestua.no"],
    )


@letter
def kiro_henv_kari_mr():
    p = "Kari Nordvik"
    return dict(
        docType="henvisning", lang="nb", sk="K9", date="2023-02-20", person=p, pnr="11",
        institution="Fana Kiropraktorsenter",
        aliases=["Fana Kiropraktorsenter AS", "Kiropraktor Ida Strand"],
        department=None, specialty="Radiologi", appointment=None,
        avs=["Avsender: Fana Kiropraktorsenter AS, Sandbrekkevegen 3, 5224 Nesttun"],
        to=["Aleris Røntgen Nesttun", "Østre Nesttunvegen 3", "5221 Nesttun"],
        to_indent=0,
        refrow=["Dato: " + dmy("2023-02-20"), "Haster: Nei", "Svar til: Henviser og fastlege"],
        title="Henvisning til MR",
        meta=[("Pasient", "Kari Nordvik"), ("Fødselsnr.", fnr(p)),
              ("Adresse", ", ".join(ADR_NESTTUN)), ("Mob.", "926 14 388"),
              ("Fastlege", "Øystein Brekke, " + SKJ),
              ("Undersøkelse", "MR columna lumbalis"),
              ("Henvisende", "Kiropraktor Ida Strand, HPR 5512397")],
        body=[
            ("h", "Kliniske opplysninger:"),
            "43 år gammel kvinne med akutte korsryggsmerter fra 16.02.2023 etter løft, med "
            "utstråling langs baksiden av venstre lår og legg til fotsålen. Positiv Lasègue "
            "venstre 45 grader, svekket akillesrefleks venstre, nedsatt sensibilitet lateralt "
            "venstre fot. Ingen blære/tarm-symptomer. Ingen kjent kreftsykdom.",
            ("h", "Problemstilling:"),
            "Prolaps med rotaffeksjon S1 venstre?",
            ("h", "Kontraindikasjoner for MR:"),
            "Ingen pacemaker, ingen metall i kroppen. Ikke gravid. Ingen klaustrofobi.",
        ],
        sign=["Med vennlig hilsen", "", "Ida Strand", "Kiropraktor"],
        foot=[("Fana Kiropraktorsenter AS", "Org.nr. 921 604 338", "Tlf. 55 27 90 31")],
    )


@letter
def dropin_henv_per_hud():
    p = "Per Nordvik"
    return dict(
        docType="henvisning", lang="nb", sk="K6", date="2021-08-23", person=p, pnr="11",
        institution="Dr.Dropin Bergen Sentrum",
        aliases=["Dr.Dropin", "Dr. Dropin", "Dr.Dropin AS", "Dr. Dropin Bergen"],
        department=None, specialty="Hudsykdommer", appointment=None,
        lh=["Dr.Dropin", "Bergen Sentrum  ·  Olav Kyrres gate 22  ·  5014 Bergen"],
        title="Henvisning til hudlege",
        til=["Til:", "Hudlege Randi Skeie AS", "Østre Nesttunvegen 14", "5221 Nesttun"],
        fra=["Henvisende lege:", "Amund Tjelta", "Dr.Dropin Bergen Sentrum",
             "Svar til: henviser og fastlege"],
        meta=[("Pasient", "Per Nordvik"), ("Personnummer", fnr(p)),
              ("Adresse", ", ".join(ADR_NESTTUN)), ("Telefon", "913 06 471"),
              ("Fastlege", "Øystein Brekke, " + SKJ + " (kopi)")],
        body=[
            ("h", "Problemstilling:"),
            "Føflekk på ryggen som har endret seg. Melanom?",
            ("h", "Anamnese:"),
            "44 år gammel mann. Kona har sett at en føflekk midt på ryggen har blitt større og "
            "mørkere i løpet av sommeren. Ingen kløe eller blødning. Lys hudtype, flere "
            "solbrenninger i barndommen. Ingen melanom i familien.",
            ("h", "Funn:"),
            "Th10-nivå paravertebralt høyre: pigmentert lesjon 7 x 5 mm, asymmetrisk, "
            "uregelmessig avgrensning og to fargenyanser. Dermatoskopi: atypisk nettverk. "
            "Ellers ca. 40 nevi på truncus uten påfallende funn.",
            ("h", "Medisiner:"),
            "Naproksen ved behov. Ingen allergier.",
            ("h", "Ønsker:"),
            "Vurdering og eksisjon. Bilde er tatt og kan ettersendes.",
        ],
        place_date="Bergen, " + dmy("2021-08-23"),
        placepos="side",
        sign=["Med vennlig hilsen", "Amund Tjelta", "Lege"],
        foot=["Dr.Dropin AS · org.nr. 916 847 222 · drdropin.no"],
    )


@letter
def tannlege_henv_sofie():
    p = "Sofie Aas"
    return dict(
        docType="henvisning", lang="nb", sk="K6", date="2020-01-14", person=p, pnr="11",
        institution="Tannlegekontoret Nesttun",
        aliases=["Tannlegekontoret Nesttun AS", "Tannlege Mari Dale"],
        department=None, specialty=None, appointment=None,
        lh=["Tannlegekontoret Nesttun AS", "Tannlege Mari Dale  -  Tannlege Sindre Aarli",
            "Nesttunbrekka 2, 5221 Nesttun  -  Tlf. 55 10 73 00"],
        title="HENVISNING TIL KJEVEORTOPED",
        til=["Til:", "Kjeveortoped Nina Holm AS", "Lagunen Storsenter, Laguneveien 1", "5239 Rådal"],
        fra=["Fra:", "Tannlege Mari Dale"],
        meta=[("Pasient", "Sofie Aas"), ("Fødselsnummer", fnr(p)),
              ("Foresatt", "Kari Nordvik, 926 14 388"),
              ("Adresse", ", ".join(ADR_NESTTUN)),
              ("Offentlig tannhelsetjeneste", "Nei, privat tannlege")],
        body=[
            ("h", "Årsak til henvisning:"),
            "Trangstilling og stor overbitt.",
            ("h", "Funn:"),
            "8 år gammel jente i tidlig blandingstannsett. Distalbitt (klasse II:1) med "
            "horisontal overbitt ca. 8 mm og dyp bitt. Trangstilling i overkjevens front. "
            "Ingen karies, god munnhygiene. Munnpuster tidvis.",
            ("h", "Røntgen:"),
            "OPG tatt 09.01.2020 vedlagt. Alle permanente tannanlegg til stede.",
            ("h", "Ønsket:"),
            "Vurdering av behov og tidspunkt for kjeveortopedisk behandling. Pasienten har "
            "rett til refusjon etter HELFO gruppe B/C etter vurdering.",
        ],
        place_date="Nesttun, " + dmy("2020-01-14"),
        sign=["Med vennlig hilsen", "", "Mari Dale", "Tannlege"],
        foot=["Tannlegekontoret Nesttun AS  ·  Org.nr. 987 120 995"],
    )


# ============================================================================
# INNKALLINGER
# ============================================================================
@letter
def haukeland_onh_innk_jonas():
    p = "Jonas Nordvik"
    a = "2020-03-11"
    return dict(
        docType="innkalling", lang="nn", sk="K1", date="2020-02-04", person=p, pnr="11",
        institution="Haukeland universitetssjukehus",
        aliases=["Helse Bergen", "Helse Bergen HF", "Haukeland universitetssykehus", "Haukeland"],
        department="Øyre-nase-hals-avdelinga", specialty="Øre-nese-hals",
        appointment=a + "T07:30",
        lh=["Helse Bergen", "Haukeland universitetssjukehus", "Øyre-nase-hals-avdelinga",
            "Dagkirurgisk eining, Barn"],
        lhr=["Postadresse: Postboks 1911, 5021 Bergen", "Telefon: 55 97 22 84",
             "(kvardagar 08.00-15.00)"],
        to=["Til føresette for", "Jonas Nordvik", "Per Nordvik"] + ADR_NESTTUN,
        refs=[("Vår ref.", "2019/77213"), ("Dykkar ref.", "Tilv. 05.12.2019"),
              ("Dato", dmy("2020-02-04"))],
        refsep="",
        title="INNKALLING TIL OPERASJON - SVAR PÅ TILVISING",
        meta=[("Pasient", "Jonas Nordvik"), ("Fødselsnr.", fnr(p))],
        body=[
            "Vi viser til tilvising frå ØNH-spesialist Geir Tveit, datert 05.12.2019. Jonas har "
            "rett til nødvendig helsehjelp i spesialisthelsetenesta, og vi har sett opp time til "
            "operasjon (tonsillotomi og adenotomi) med overnatting:",
            ("kv", [("Dag og dato:", wd(a, "nn") + " " + lng(a)),
                    ("Klokkeslett:", "07.30"),
                    ("Stad:", "Barneklinikken, Haukeland, inngang vest, 2. etasje, "
                              "\nmottak Dagkirurgisk eining, Barn"),
                    ("Lege:", "Overlege Bente Lygre")]),
            ("h", "Før operasjonen"),
            ("bl", ["Jonas kan ete vanleg mat fram til kl. 01.00 natt til operasjonsdagen, "
                    "og drikke klare væsker (vatn, saft) fram til kl. 06.30.",
                    "Han må vere frisk. Ved feber eller luftvegsinfeksjon siste to veker, ring oss.",
                    "Ta med sjukdomar og medisinar han brukar. Han brukar ikkje faste medisinar "
                    "etter det vi kjenner til.",
                    "Ein av foreldra kan overnatte saman med barnet."]),
            "Vedlagt ligg informasjon om operasjonen og om smertelindring etter inngrepet. "
            "Ein sjukepleiar vil ringje dykk nokre dagar før operasjonen.",
            ("h", "Dersom timen ikkje passar"),
            "Gje beskjed så snart som mogleg på telefon 55 97 22 84 eller via helsenorge.no. "
            "Timar som ikkje vert avbestilte seinare enn 24 timar før, vert fakturerte med "
            "gebyr, også for barn. Når de har fått time, er fristen for helsehjelp oppfylt.",
        ],
        sign=["Med venleg helsing", "", "Anne Lise Sæle", "Merkantil, Øyre-nase-hals-avdelinga"],
        foot=["Helse Bergen HF  -  Haukeland universitetssjukehus  -  Org.nr. 983 641 122  -  helse-bergen.no"],
        p2="Jonas Nordvik",
    )


@letter
def forde_auge_innk_ingrid():
    p = "Ingrid Solheim"
    a = "2019-01-15"
    return dict(
        docType="innkalling", lang="nn", sk="K7", date="2018-11-20", person=p, pnr="11",
        institution="Førde sentralsjukehus",
        aliases=["Helse Førde", "Helse Førde HF", "Førde sjukehus"],
        department="Augepoliklinikken", specialty="Øyesykdommer",
        appointment=a + "T09:40",
        logo="Helse Førde",
        lh=["Førde sentralsjukehus", "Kirurgisk klinikk, Augepoliklinikken"],
        lhr=["Telefon 57 61 48 20", "Opningstid 08.00-15.30"],
        to=["Ingrid Solheim"] + ADR_SOGNDAL,
        dateline="Førde, " + lng("2018-11-20"),
        refs2=["Vår ref. 18/41170"],
        title="Svar på tilvising - innkalling til undersøking",
        meta=[("Gjeld", "Ingrid Solheim, f.nr. " + fnr(p)),
              ("Tilvist av", "Fastlege Synnøve Hauge, " + FJO + " (11.10.2018)")],
        body=[
            "Vi har vurdert tilvisinga di. Du har rett til nødvendig helsehjelp, og helsehjelpa "
            "skal starte seinast 11.02.2019. Du har fått time til forundersøking før "
            "eventuell kataraktoperasjon:",
            ("pre", ["Tid:      " + wd(a, "nn").capitalize() + " " + dmy(a) + " kl. 09.40",
                     "Stad:     Augepoliklinikken, 2. etasje, inngang A",
                     "Lege:     Overlege Kjell Myklebust"]),
            "Ver venleg å møte 15 minutt før timen for registrering. Undersøkinga tek 2-3 "
            "timar fordi pupillane skal utvidast med dropar. Du kan ikkje køyre bil etterpå. "
            "Ta med briller og oversikt over medisinane dine.",
            "Eigendel etter gjeldande satsar blir fakturert. Har du frikort, tek du det med.",
            "Dersom du ikkje kan møte, må du gje beskjed seinast 24 timar før. Ved manglande "
            "oppmøte utan avbestilling blir det kravd gebyr.",
        ],
        sign=["Med venleg helsing", "Augepoliklinikken", "Førde sentralsjukehus"],
        foot=[("Helse Førde HF", "Postboks 340, 6803 Førde", "Org.nr. 974 552 310")],
    )


@letter
def diak_innk_per():
    p = "Per Nordvik"
    a = "2016-02-09"
    return dict(
        docType="innkalling", lang="nb", sk="K9", date="2015-12-01", person=p, pnr="split",
        institution="Diakonhjemmet Sykehus",
        aliases=["Diakonhjemmet", "Diakonhjemmet sykehus AS", "Diakonhjemmet Sykehus AS"],
        department="Revmatologisk avdeling", specialty="Revmatologi",
        appointment=a + "T10:15",
        avs=["Avs.: Diakonhjemmet Sykehus, Postboks 52 Vinderen, 0319 Oslo"],
        to=["Per Nordvik"] + ADR_BAERUM,
        to_indent=4,
        refrow=["Revmatologisk poliklinikk", "Deres ref.:", "Vår ref.: 15/99017",
                "Dato: " + dmy("2015-12-01")],
        title=["Innkalling til revmatologisk poliklinikk"],
        meta=[("Pasient", "Per Nordvik"), ("Fødselsnummer", fnr(p, "split")),
              ("Henvist av", "Hilde Marstein, Lyngåsen legesenter, 03.11.2015")],
        body=[
            "Vi har mottatt henvisning fra din lege. Du er vurdert til å ha rett til nødvendig "
            "helsehjelp fra spesialisthelsetjenesten, med frist for start av helsehjelpen "
            "senest 03.03.2016.",
            ("kv", [("Tid", wd(a) + " " + lng(a) + " kl. 10.15"),
                    ("Sted", "Revmatologisk poliklinikk, Diakonhjemmet Sykehus,\n"
                             "bygg B, 1. etasje. Meld deg i skranken."),
                    ("Behandler", "Overlege Åse Lindtveit")]),
            "Ta blodprøver ved vårt laboratorium senest en uke før timen (rekvisisjon ligger "
            "ved). Du blir også satt opp til MR av iliosakralleddene i januar, og får eget "
            "brev om dette.",
            "Fyll ut vedlagte spørreskjema (BASDAI/BASFI) og ta det med. Ta med liste over "
            "medisiner du bruker.",
            "Avbestilling må skje senest 24 timer før timen på telefon 22 96 43 80. Ved "
            "manglende oppmøte uten avbestilling vil du bli fakturert gebyr.",
        ],
        sign=["Med vennlig hilsen", "Revmatologisk poliklinikk", "Diakonhjemmet Sykehus"],
        foot=["Diakonhjemmet Sykehus AS  -  org.nr. 982 791 340  -  www.diakonhjemmetsykehus.no"],
        rule="-",
    )


@letter
def aleris_rontgen_innk_kari():
    p = "Kari Nordvik"
    a = "2023-03-09"
    return dict(
        docType="innkalling", lang="nb", sk="K7", date="2023-03-02", person=p, pnr=None,
        institution="Aleris Røntgen Nesttun",
        aliases=["Aleris", "Aleris Nesttun", "Aleris Helse AS", "Aleris Sykehus Nesttun"],
        department=None, specialty="Radiologi",
        appointment=a + "T15:40",
        logo="Aleris",
        lh=["Aleris Røntgen Nesttun", "Østre Nesttunvegen 3", "5221 Nesttun"],
        lhr=["Timebestilling: 55 36 18 50", "Man-fre 07.30-20.00"],
        to=["Kari Nordvik"] + ADR_NESTTUN,
        dateline="Dato: " + dmy("2023-03-02"),
        title="Bekreftelse på time - MR",
        meta=[("Pasient", "Kari Nordvik, født " + born(p)),
              ("Henvist av", "Kiropraktor Ida Strand, Fana Kiropraktorsenter (20.02.2023)"),
              ("Undersøkelse", "MR columna lumbalis")],
        body=[
            "Vi bekrefter din time:",
            ("pre", ["  " + wd(a).upper() + " " + dmy(a) + "   KL. 15:40",
                     "  Aleris Røntgen Nesttun, 1. etasje (inngang fra parkeringshuset)"]),
            "Møt gjerne 10 minutter før avtalt tid. Undersøkelsen tar ca. 20 minutter. Du må "
            "fjerne alt metall, og vi anbefaler klær uten metall. Fyll ut sikkerhetsskjemaet "
            "for MR som du får ved oppmøte.",
            "Undersøkelsen er offentlig finansiert, og du betaler vanlig egenandel. Frikort "
            "registreres automatisk.",
            "Avbestilling senest 24 timer før, ellers belastes du med gebyr. Svaret sendes "
            "til henvisende behandler, normalt innen 1-2 virkedager.",
        ],
        sign=["Vennlig hilsen", "Aleris Røntgen Nesttun"],
        foot=["Aleris Helse AS  -  Org.nr. 913 524 816  -  aleris.no/rontgen"],
    )


@letter
def fana_hs_innk_emma():
    p = "Emma Nordvik"
    a = "2022-09-20"
    return dict(
        docType="innkalling", lang="nn", sk="K7", date="2022-08-22", person=p, pnr=None,
        institution="Fana helsestasjon",
        aliases=["Bergen kommune", "Helsestasjonen i Fana", "Fana helsestasjon, Bergen kommune"],
        department=None, specialty=None,
        appointment=a + "T10:30",
        logo="Bergen kommune",
        lh=["Fana helsestasjon", "Helsestasjon og skulehelseteneste"],
        lhr=["Telefon 55 56 72 30"],
        to=["Til føresette for Emma Nordvik"] + ADR_NESTTUN,
        dateline="Dato: " + dmy("2022-08-22"),
        datepos="below",
        title="Innkalling til 2-årskontroll",
        meta=[("Barn", "Emma Nordvik, fødd " + born(p))],
        body=[
            "Emma har fylt eller fyller snart 2 år, og de er velkomne til 2-årskontroll på "
            "helsestasjonen.",
            ("kv", [("Tid:", wd(a, "nn") + " " + dmy(a) + " kl. 10.30"),
                    ("Stad:", "Fana helsestasjon, Nesttunvegen 102, 2. etasje"),
                    ("Hjå:", "Helsesjukepleiar Marte Valvatne og lege Aud Nygård")]),
            "På kontrollen måler vi høgd, vekt og hovudomkrins, ser på utvikling, språk og "
            "samspel, og snakkar om det de lurer på. Det er ikkje vaksine ved denne "
            "kontrollen. Førre kontroll var 17-månaderskontrollen 15.02.2022.",
            "Ta med helsekortet for gravide og barn dersom de har det.",
            "Dersom timen ikkje passar, ring oss eller send melding via helsenorge.no.",
        ],
        sign=["Venleg helsing", "", "Marte Valvatne", "helsesjukepleiar"],
        foot=["Bergen kommune  ·  Etat for helsetenester  ·  Fana helsestasjon  ·  bergen.kommune.no"],
    )


@letter
def bup_innk_jonas():
    p = "Jonas Nordvik"
    a = "2022-10-18"
    return dict(
        docType="innkalling", lang="nn", sk="K1", date="2022-09-12", person=p, pnr="11",
        institution="Helse Bergen",
        aliases=["Helse Bergen HF", "BUP Fana", "Haukeland universitetssjukehus"],
        department="BUP Fana", specialty="Barne- og ungdomspsykiatri",
        appointment=a + "T09:00",
        lh=["HELSE BERGEN", "Haukeland universitetssjukehus", "", "Psykisk helsevern for barn og unge",
            "BUP Fana"],
        lhr=["Fanavegen 120, 5221 Nesttun", "Telefon 55 97 61 30"],
        to=["Til føresette for", "Jonas Nordvik"] + ADR_NESTTUN,
        refs=[("Dato:", dmy("2022-09-12")), ("Vår ref.:", "2022/48813-4"), ("Dykkar ref.:", "")],
        refsep="",
        title="Innkalling til første samtale i BUP",
        meta=[("Gjeld", "Jonas Nordvik, " + fnr(p)),
              ("Tilvisar", "Øystein Brekke, Skjoldtun legekontor")],
        body=[
            "Vi har motteke tilvisinga for Jonas datert 08.06.2022. Han har rett til nødvendig "
            "helsehjelp, og frist for start av helsehjelp er sett til 08.11.2022.",
            "Første samtale er berre med foreldra. Jonas skal ikkje vere med denne gongen.",
            ("kv", [("Tid", wd(a, "nn") + " " + lng(a) + " kl. 09.00 - 10.30"),
                    ("Stad", "BUP Fana, Fanavegen 120, 3. etasje"),
                    ("Behandlar", "Tone Alvær, klinisk sosionom")]),
            "Det er ingen eigendel for pasientar under 18 år. Ver venleg å fylle ut "
            "vedlagde skjema og ta dei med til timen. Vi ønskjer også at læraren fyller ut "
            "lærarskjemaet, som de kan levere på skulen.",
            "Melding om avbod til 55 97 61 30 eller via helsenorge.no.",
        ],
        sign=["Med venleg helsing", "", "Tone Alvær", "Klinisk sosionom, BUP Fana"],
        foot=["Helse Bergen HF  -  Divisjon psykisk helsevern  -  Org.nr. 983 641 122"],
        p2="Jonas Nordvik",
    )


@letter
def oyelege_vik_innk_sofie():
    p = "Sofie Aas"
    a = "2016-10-04"
    return dict(
        docType="innkalling", lang="nb", sk="K8", date="2016-08-29", person=p, pnr="11",
        institution="Øyelege Tone Vik",
        aliases=["Øyelege Tone Vik AS", "Tone Vik"],
        department=None, specialty="Øyesykdommer",
        appointment=a + "T08:45",
        dateline="Sandvika " + dmy("2016-08-29"),
        to=["Til foresatte for Sofie Aas", "v/ Kari Nordvik"] + ADR_BAERUM,
        title="TIMEBEKREFTELSE",
        meta=[("Pasient", "Sofie Aas"), ("Fnr.", fnr(p)),
              ("Henvist fra", "Lyngåsen legesenter v/ Hilde Marstein, 15.08.2016")],
        body=[
            "Vi har mottatt henvisning, og Sofie har fått time hos øyelege:",
            ("pre", ["   " + wd(a).capitalize() + " " + lng(a) + ", kl. 08.45"]),
            "Undersøkelsen tar omtrent 1 1/2 time. Vi drypper øynene for å måle brillestyrken "
            "nøyaktig, og synet kan være uklart og lysømfintlig resten av dagen. "
            "Ta med eventuelle briller.",
            "Barn under 16 år betaler ikke egenandel. Ved avbestilling senere enn 24 timer før "
            "timen, eller ved uteblivelse, må vi dessverre kreve gebyr.",
        ],
        sign=["Vennlig hilsen", "", "Tone Vik", "Øyelege, avtalespesialist"],
        foot=["Øyelege Tone Vik AS  ·  Kinoveien 3, 1337 Sandvika  ·  Tlf. 67 54 18 22  ·  "
              "Org.nr. 996 402 881"],
    )


@letter
def jordmor_innk_kari():
    p = "Kari Nordvik"
    a = "2020-02-26"
    return dict(
        docType="innkalling", lang="nn", sk="K9", date="2020-02-10", person=p, pnr=None,
        institution="Jordmorhuset Bergen",
        aliases=["Jordmorhuset Bergen AS", "Jordmor Hanne Rød"],
        department=None, specialty="Gynekologi",
        appointment=a + "T14:00",
        avs=["Jordmorhuset Bergen AS", "Kong Oscars gate 58, 5017 Bergen"],
        to=["Kari Nordvik"] + ADR_NESTTUN,
        refrow=["Bergen, " + lng("2020-02-10")],
        title="Time til første svangerskapskontroll",
        body=[
            "Hei Kari!",
            "Takk for at du har valt jordmor hjå oss i svangerskapet. Du har fått time til "
            "første kontroll:",
            ("kv", [("Dato:", wd(a, "nn") + " " + lng(a)),
                    ("Tid:", "kl. 14.00 (om lag 60 minutt)"),
                    ("Jordmor:", "Hanne Rød")]),
            "Ta med morgonurin på eit reint glas. Vi tek blodtrykk, urinprøve og snakkar om "
            "svangerskapet, kosthald og fosterdiagnostikk. Blodprøvar (blodtype og "
            "antistoff, hemoglobin, ferritin, infeksjonsprøvar) blir tekne same dag. Termin "
            "ut frå siste menstruasjon er rekna til 19.09.2020. Ultralyd i veke 17-19 ved "
            "Kvinneklinikken, Haukeland, blir tinga av oss.",
            "Svangerskapskontrollar er gratis. Gje beskjed dersom du ikkje kan kome.",
        ],
        sign=["Venleg helsing", "Hanne Rød", "jordmor"],
        foot=[("Jordmorhuset Bergen AS", "org.nr. 919 330 217", "tlf. 55 31 06 40", "jordmorhuset.no")],
    )


@letter
def fjellhagen_innk_arne():
    p = "Arne Solheim"
    a = "2020-09-14"
    return dict(
        docType="innkalling", lang="nn", sk="K1", date="2020-08-18", person=p, pnr="11",
        institution="Fjellhagen Rehabiliteringssenter",
        aliases=["Stiftelsen Fjellhagen Rehabiliteringssenter", "Stiftelsen Fjellhagen", "Fjellhagen"],
        department=None, specialty="Rehabilitering",
        appointment=a + "T11:00",
        lh=["S T I F T E L S E N", "F J E L L H A G E N", "Rehabiliteringssenter"],
        lhr=["Fjellhagevegen 40", "6817 Naustdal", "Tlf. 57 71 28 00"],
        to=["Arne Solheim"] + ADR_SOGNDAL,
        refs=[("Dato", dmy("2020-08-18")), ("Vår ref.", "R-2020-0611")],
        title="Innkalling til rehabiliteringsopphald",
        meta=[("Namn", "Arne Solheim"), ("Fødselsnr.", fnr(p)),
              ("Tilvisar", "Førde sentralsjukehus, Nevrologisk avdeling, Slageininga")],
        body=[
            "Tilvisinga di er vurdert av Regional koordinerande eining i Helse Vest, og du "
            "har fått plass hos oss. Vi ønskjer deg velkomen til eit opphald på fire veker.",
            ("kv", [("Innkomst", wd(a, "nn") + " " + lng(a) + ", kl. 11.00"),
                    ("Utreise", "fredag 9. oktober 2020 (planlagt)"),
                    ("Møtestad", "Resepsjonen, hovudbygget")]),
            "Ta med deg medisinar for heile opphaldet, treningsklede, innesko og uteklede. "
            "Ledsagar kan bu saman med deg første natt etter avtale. Reise blir dekt etter "
            "reglane til Pasientreiser.",
            "På grunn av koronasituasjonen må du vere utan luftvegssymptom og ikkje ha vore i "
            "karantene siste 10 dagar. Ring oss før avreise dersom du er sjuk.",
            "Eigendel for opphaldet blir fakturert etter gjeldande satsar.",
        ],
        sign=["Med venleg helsing", "", "Randi Hatlestad", "Inntakskoordinator"],
        foot=["Stiftelsen Fjellhagen Rehabiliteringssenter - Org.nr. 970 521 884"],
        p2="Arne Solheim",
    )


@letter
def dps_innk_per():
    p = "Per Nordvik"
    a = "2011-06-07"
    return dict(
        docType="innkalling", lang="nb", sk="K7", date="2011-05-18", person=p, pnr="split",
        institution="Vestre Viken",
        aliases=["Vestre Viken HF", "Bærum DPS"],
        department="Bærum DPS, Allmennpsykiatrisk poliklinikk", specialty="Psykiatri",
        appointment=a + "T13:00",
        logo="Vestre Viken",
        lh=["Bærum DPS", "Allmennpsykiatrisk poliklinikk"],
        lhr=["Sandviksveien 176", "1337 Sandvika", "Tlf. 67 82 16 50"],
        to=["Per Nordvik"] + ADR_BAERUM,
        dateline="Sandvika, " + dmy("2011-05-18"),
        refs2=["Saksnr: 11/03871"],
        datepos="right",
        title="INNKALLING TIL FØRSTE SAMTALE",
        meta=[("Pasient", "Per Nordvik"), ("Fnr", fnr(p, "split"))],
        body=[
            "Vi har mottatt henvisning fra fastlege Hilde Marstein datert 02.05.2011. Henvisningen "
            "er vurdert, og du har rett til nødvendig helsehjelp. Frist for oppstart er "
            "02.08.2011.",
            "Du er satt opp til første samtale:",
            ("pre", ["Dato:       " + dmy(a) + " (" + wd(a) + ")",
                     "Klokken:    13.00",
                     "Sted:       Bærum DPS, 2. etasje, meld deg i ekspedisjonen",
                     "Behandler:  Psykologspesialist Mette Ruud"]),
            "Ta med liste over medisiner. Egenandel betales etter gjeldende satser. "
            "Avbestill senest 24 timer før, ellers kan du bli fakturert gebyr.",
        ],
        sign=["Med vennlig hilsen", "Bærum DPS"],
        foot=["Vestre Viken HF  -  Postboks 620, 3004 Drammen  -  Org.nr. 894 166 722"],
    )


@letter
def kjeveortoped_innk_sofie():
    p = "Sofie Aas"
    a = "2020-02-27"
    return dict(
        docType="innkalling", lang="nb", sk="K8", date="2020-02-03", person=p, pnr="11",
        institution="Kjeveortoped Nina Holm",
        aliases=["Kjeveortoped Nina Holm AS", "Nina Holm"],
        department=None, specialty=None,
        appointment=a + "T14:15",
        dateline="Rådal, " + lng("2020-02-03"),
        to=["Til foresatte for Sofie Aas", "Kari Nordvik"] + ADR_NESTTUN,
        title="Innkalling til konsultasjon",
        meta=[("Pasient", "Sofie Aas  (" + fnr(p) + ")"),
              ("Henvist av", "Tannlege Mari Dale, Tannlegekontoret Nesttun")],
        body=[
            "Takk for henvisningen fra tannlege Mari Dale av 14.01.2020. Sofie er satt opp til "
            "første konsultasjon med undersøkelse og eventuelt røntgen:",
            ("pre", ["Dato:  " + wd(a).capitalize() + " " + dmy(a),
                     "Tid:   14.15",
                     "Sted:  Kjeveortoped Nina Holm, Lagunen Storsenter, 3. etg."]),
            "Ta med eventuelle røntgenbilder og skjema for helseopplysninger (vedlagt), utfylt "
            "og underskrevet av foresatt. Konsultasjonen tar ca. 45 minutter. Det gis "
            "refusjon fra HELFO for barn etter gjeldende regler; vi informerer om dette ved "
            "timen.",
            "Gi beskjed senest 24 timer i forveien om timen ikke passer.",
        ],
        sign=["Med vennlig hilsen", "", "Nina Holm", "Spesialist i kjeveortopedi"],
        foot=["Kjeveortoped Nina Holm AS · Laguneveien 1, 5239 Rådal · Tlf 55 13 72 00 · "
              "Org.nr 914 622 870"],
    )


@letter
def haraldsplass_endring_per():
    p = "Per Nordvik"
    a = "2019-04-09"
    return dict(
        docType="innkalling", lang="nb", sk="K9", date="2019-03-18", person=p, pnr=None,
        institution="Haraldsplass Diakonale Sykehus",
        aliases=["Haraldsplass", "Haraldsplass Diakonale Sykehus AS", "Haraldsplass diakonale sjukehus"],
        department="Medisinsk avdeling, Fordøyelsespoliklinikken", specialty="Gastroenterologi",
        appointment=a + "T08:30",
        avs=["Avsender:", "Haraldsplass Diakonale Sykehus", "Medisinsk avdeling",
             "Postboks 6165, 5892 Bergen"],
        to=["Per Nordvik"] + ADR_NESTTUN,
        refrow=["Vår dato: " + dmy("2019-03-18"), "Vår ref.: HDS 19/2210",
                "Deres ref.: Henv. 21.02.2019"],
        title="ENDRING AV TIME - KOLOSKOPI",
        meta=[("Pasient", "Per Nordvik, født " + born(p)),
              ("Henvisende lege", "Øystein Brekke, Skjoldtun legekontor")],
        body=[
            "Vi må dessverre endre timen din til koloskopi. Timen du hadde tirsdag "
            "02.04.2019 kl. 10.00 er flyttet. Din nye time er:",
            ("pre", ["NY TID:  " + wd(a) + " " + lng(a) + " kl. 08.30",
                     "STED:    Fordøyelsespoliklinikken, Haraldsplass, 2. etasje, bygg C"]),
            "Tarmtømming (Picoprep) skal tas dagen før etter skjemaet som ble sendt med første "
            "innkalling. Du skal ikke spise fast føde dagen før undersøkelsen. Avbryt "
            "jerntabletter en uke før. Bruker du blodfortynnende, ta kontakt.",
            "Du kan ikke kjøre bil etter undersøkelsen dersom du får beroligende. Regn med å "
            "være hos oss ca. 3 timer.",
            "Vi beklager ulempen dette medfører. Passer ikke den nye timen, ring 55 97 86 40 "
            "(kl. 08.00-14.00).",
        ],
        sign=["Med vennlig hilsen", "Fordøyelsespoliklinikken"],
        foot=[("Haraldsplass Diakonale Sykehus AS", "Org.nr. 984 104 398", "haraldsplass.no")],
        rule="_",
    )


# ============================================================================
# RESEPTER / LEGEMIDDELLISTER
# ============================================================================
@letter
def lyng_resept_kari():
    p = "Kari Nordvik"
    return dict(
        docType="resept", lang="nb", sk="K10", date="2012-02-20", person=p, pnr="11",
        institution=LYNG, aliases=LYNG_AL,
        department=None, specialty="Allmennmedisin", appointment=None,
        hdrrow=["R E S E P T", "Lyngåsen legesenter", "Tlf. 67 15 42 10"],
        left=["Rekvirent:", "Hilde Marstein, lege", "HPR-nr. 9087765",
              "Lyngåsen legesenter", "Lyngåsveien 2, 1357 Bekkestua"],
        rightb=["Pasient:", "Kari Nordvik", "Fødselsnr. " + fnr(p),
                "Lyngveien 7B, 1357 Bekkestua"],
        body=[
            ("h", "Rp."),
            ("pre", ["  Cerazette tabl. 75 mikrog          3 x 28 stk",
                     "  D.S. 1 tablett daglig uten opphold",
                     "  Reit. 3", "",
                     "  Ibux tabl. 400 mg                  30 stk",
                     "  D.S. 1 tablett inntil 3 ganger daglig ved menstruasjonssmerter",
                     "  Reit. 1"]),
            "Ammer: Ja. Cerazette er forenlig med amming.",
            ("sp", 1),
            ("pre", ["Dato: " + dmy("2012-02-20") + "              Underskrift: ______________________",
                     "                                     Hilde Marstein"]),
        ],
        sign=[],
        foot=["Resepten er gyldig i ett år fra utstedelsesdato. Papirresept utstedt ved "
              "utskriving til pasient."],
        rule="-",
    )


@letter
def skj_legemiddelliste_per():
    p = "Per Nordvik"
    return dict(
        docType="resept", lang="nn", sk="K10", date="2023-05-10", person=p, pnr="11",
        institution=SKJ, aliases=SKJ_AL,
        department=None, specialty="Allmennmedisin", appointment=None,
        hdrrow=["LEGEMIDDELLISTE", "Skjoldtun legekontor", "Utskrive " + dmy("2023-05-10")],
        left=["Pasient: Per Nordvik", "Fnr.: " + fnr(p), "Adresse: " + ", ".join(ADR_NESTTUN)],
        rightb=["Fastlege: Øystein Brekke", "Skjoldvegen 41, 5236 Rådal", "Tlf. 55 91 48 00"],
        body=[
            "Oversikt over faste og behovsmedisinar som er registrerte hjå fastlegen. Kontroller "
            "lista og gje beskjed dersom noko ikkje stemmer.",
            ("tab", [("Legemiddel", "Styrke", "Dosering", "Forskrivingsdato", "Forskrivar"),
                     ("Naproxen", "500 mg", "1 x 2 ved behov", dmy("2023-05-10"), "Ø. Brekke"),
                     ("Esomeprazol", "20 mg", "1 x 1 når naproxen", dmy("2023-05-10"), "Ø. Brekke"),
                     ("Atorvastatin", "20 mg", "1 x 1 kveld", "14.11.2022", "Ø. Brekke"),
                     ("Benepali (etanercept)", "50 mg", "1 sprøyte kvar veke", "02.02.2023",
                      "Revmatolog, Haukeland"),
                     ("Paracetamol", "500 mg", "2 x 3 ved behov", "14.11.2022", "Ø. Brekke")]),
            ("h", "Avslutta legemiddel:"),
            ("pre", ["Ibux 400 mg - erstatta av naproxen 2016",
                     "Nasonex nasespray - ikkje i bruk"]),
            ("h", "Allergiar / CAVE:"), "Ingen kjende.",
            "Benepali er forskriven av spesialist (H-resept). Resepten på naproxen og esomeprazol "
            "er fornya i dag og ligg i Reseptformidlaren.",
        ],
        sign=["Øystein Brekke", "fastlege"],
        foot=[(SKJ, "Org.nr. 992 418 370", "helsenorge.no")],
    )


@letter
def dropin_resept_emma():
    p = "Emma Nordvik"
    return dict(
        docType="resept", lang="nb", sk="K10", date="2024-07-06", person=p, pnr="11",
        institution="Dr.Dropin Bergen Sentrum",
        aliases=["Dr.Dropin", "Dr. Dropin", "Dr.Dropin AS", "Dr. Dropin Bergen"],
        department=None, specialty="Allmennmedisin", appointment=None,
        hdrrow=["Dr.Dropin", "Reseptkvittering", "Side 1 av 1"],
        left=["Pasient", "Emma Nordvik", "Fnr " + fnr(p), "Foresatt: Kari Nordvik"],
        rightb=["Forskrevet av", "Lege Kristine Bøe", "Dr.Dropin Bergen Sentrum",
                "Olav Kyrres gate 22, 5014 Bergen"],
        body=[
            "Følgende e-resept er sendt til Reseptformidleren og kan hentes på hvilket som helst "
            "apotek i Norge ved å oppgi pasientens fødselsnummer.",
            ("kv", [("Forskrivningsdato", dmy("2024-07-06")),
                     ("Legemiddel", "Amoxicillin mikstur 50 mg/ml, 100 ml"),
                     ("Bruksområde", "Ørebetennelse"),
                     ("Dosering", "4 ml 3 ganger daglig i 5 dager"),
                     ("Reit.", "0"),
                     ("Refusjon", "Nei")]),
            ("kv", [("Legemiddel", "Paracetamol mikstur 24 mg/ml"),
                     ("Dosering", "10 ml inntil 4 ganger daglig ved behov for smerter/feber"),
                     ("Reit.", "0")]),
            "Resepten er gyldig i ett år. Ta kontakt på nytt dersom Emma ikke er bedre etter "
            "2-3 dager, eller ved høy feber, nakkestivhet eller væske fra øret.",
        ],
        sign=[],
        foot=["Dr.Dropin AS · org.nr. 916 847 222 · drdropin.no"],
    )


@letter
def hudlege_resept_emma():
    p = "Emma Nordvik"
    return dict(
        docType="resept", lang="nn", sk="K10", date="2022-05-18", person=p, pnr="11",
        institution="Hudlege Randi Skeie",
        aliases=["Hudlege Randi Skeie AS", "Randi Skeie"],
        department=None, specialty="Hudsykdommer", appointment=None,
        hdrrow=["Reseptutskrift", "Forskrivingsdato " + dmy("2022-05-18")],
        left=["Pasient:", "Emma Nordvik", fnr(p), ", ".join(ADR_NESTTUN)],
        rightb=["Rekvirent:", "Randi Skeie, hudlege", "HPR 7702185",
                "Hudlege Randi Skeie AS", "Østre Nesttunvegen 14, 5221 Nesttun"],
        body=[
            ("tab", [("Nr", "Legemiddel", "Mengd", "Bruk", "Reit", "Refusjon"),
                     ("1", "Elocon krem 0,1 %", "30 g", "Tynt lag 1 gong dagleg, sjå plan", "1",
                      "Blå §5-14, L20"),
                     ("2", "Locobase Repair krem", "350 g", "Smør heile kroppen 2 gonger dagleg",
                      "3", "Blå §5-14, L20"),
                     ("3", "Hydrokortison krem 1 %", "30 g", "Andlet ved behov, maks 1 veke",
                      "1", "-")]),
            "E-resept er sendt til Reseptformidlaren. Denne utskrifta er kvittering til føresette.",
            ("h", "Behandlingsplan Elocon:"),
            "Veke 1-2: kvar dag på eksem. Veke 3-6: måndag og torsdag på område som har hatt eksem.",
        ],
        sign=["Randi Skeie", "Spesialist i hud- og veneriske sjukdomar"],
        foot=["Hudlege Randi Skeie AS  -  org.nr. 915 402 663  -  tlf. 55 13 27 90"],
        rule="-",
    )


@letter
def fjo_resept_arne():
    p = "Arne Solheim"
    return dict(
        docType="resept", lang="nn", sk="K10", date="2021-04-14", person=p, pnr="split",
        institution=FJO, aliases=FJO_AL,
        department=None, specialty="Allmennmedisin", appointment=None,
        hdrrow=["Fjøra legekontor", "Utskrift av e-reseptar", "Dato: " + dmy("2021-04-14")],
        left=["Pasient: Arne Solheim", "Fnr: " + fnr(p, "split"), "Vikavegen 31, 6856 Sogndal"],
        rightb=["Lege: Synnøve Hauge", "HPR 8840217", "Fjørevegen 12, 6856 Sogndal"],
        body=[
            "Etter blodprøvane 12.04.2021 (kreatinin 121, eGFR 49) er ramipril redusert. "
            "Følgjande reseptar er sende elektronisk i dag:",
            ("tab", [("Legemiddel", "Dosering", "Mengd", "Reit.", "Refusjon"),
                     ("Ramipril 2,5 mg tablettar", "1 tablett morgon (NY DOSE)", "100 stk", "3", "§2, I10"),
                     ("Eliquis 5 mg tablettar", "1 tablett morgon og kveld", "168 stk", "3", "§2, I48"),
                     ("Furosemid 20 mg tablettar", "1 tablett morgon", "100 stk", "3", "§2, I50"),
                     ("Atorvastatin 40 mg", "1 tablett kveld", "98 stk", "3", "§2, I63")]),
            "Ramipril 5 mg er sett på pause. Ny blodprøve (kreatinin, kalium) om 3 veker, "
            "time er sett opp 05.05.2021 kl. 08.15.",
        ],
        sign=["Med helsing", "Synnøve Hauge", "fastlege"],
        foot=["Fjøra legekontor AS  ·  org.nr. 976 330 128  ·  tlf. 57 67 20 40"],
    )


# ============================================================================
# ANNET (cancellation, receipts, information letters)
# ============================================================================
@letter
def ous_avlysning_sofie():
    p = "Sofie Aas"
    return dict(
        docType="annet", lang="nb", sk="K9", date="2014-09-22", person=p, pnr="11",
        institution="Oslo universitetssykehus",
        aliases=["OUS", "Oslo universitetssykehus HF", "Ullevål", "Ullevål sykehus"],
        department="Øyeavdelingen", specialty="Øyesykdommer", appointment=None,
        avs=["Avs.: Oslo universitetssykehus HF, Øyeavdelingen, Postboks 4947 Nydalen, 0424 Oslo"],
        to=["Til foresatte for Sofie Aas", "Kari Nordvik"] + ADR_BAERUM,
        to_indent=2,
        refrow=["Oslo universitetssykehus", "Øyeavdelingen, Ullevål"],
        refrow2=["Vår ref.: 14/18230", "Deres ref.:", "Dato: " + dmy("2014-09-22")],
        title="AVLYSNING AV TIME",
        meta=[("Pasient", "Sofie Aas"), ("Fødselsnummer", fnr(p))],
        body=[
            "Vi må dessverre avlyse timen Sofie har ved Øyeavdelingen, barneseksjonen, "
            "onsdag 08.10.2014 kl. 09.30, på grunn av sykdom hos behandler.",
            "Dere vil få tilsendt ny time i posten. Vi beklager ulempene dette medfører.",
            "Har dere spørsmål, kan dere ringe ekspedisjonen på telefon 23 07 63 15 "
            "mellom kl. 09.00 og 14.00.",
        ],
        sign=["Med vennlig hilsen", "Øyeavdelingen, Ullevål"],
        foot=["Oslo universitetssykehus HF - Org.nr. 993 218 477"],
    )


@letter
def volvat_kvittering_per():
    p = "Per Nordvik"
    return dict(
        docType="annet", lang="nb", sk="K11", date="2012-04-26", person=p, pnr=None,
        institution="Volvat Majorstuen",
        aliases=["Volvat", "Volvat Medisinske Senter AS", "Volvat Medisinske Senter"],
        department=None, specialty="Øre-nese-hals", appointment=None,
        lh=["V O L V A T", "Volvat Medisinske Senter AS", "Volvat Majorstuen",
            "Slemdalsveien 9, 0369 Oslo"],
        lhr=["KVITTERING", "Kvitteringsnr: 2012-0426-1187", "Dato: " + dmy("2012-04-26"),
             "Betalt: Bankkort"],
        to=["Per Nordvik", "Lyngveien 7B", "1357 Bekkestua", "Født: " + born(p)],
        body=[
            ("tab", [("Takst", "Beskrivelse", "Antall", "Beløp"),
                     ("2ad", "Konsultasjon spesialist, øre-nese-hals", "1", "685,00"),
                     ("104", "Nasofaryngoskopi (fleksibel endoskopi)", "1", "390,00"),
                     ("", "Behandler: Knut Westby", "", ""),
                     ("", "Diagnose: J34.2 Septumdeviasjon", "", ""),
                     ("", "", "", "--------"),
                     ("", "Sum", "", "1 075,00"),
                     ("", "Herav mva", "", "0,00")]),
            "Volvat Majorstuen har ikke driftsavtale med det offentlige. Egenandelen gir "
            "ikke grunnlag for frikort. Ta vare på kvitteringen dersom du har "
            "behandlingsforsikring.",
            ("kv", [("Kontonummer", decoy("6011.05.48221")),
                    ("Org.nr.", "957 431 208")]),
        ],
        foot=["Volvat Medisinske Senter AS  |  Sentralbord 22 95 81 70  |  volvat.no"],
        rule="-",
    )


@letter
def nordklinikk_kvittering_kari():
    p = "Kari Nordvik"
    return dict(
        docType="annet", lang="nb", sk="K11", date="2016-06-08", person=p, pnr="11",
        institution="Nordklinikk Sandvika",
        aliases=["Nordklinikk", "Nordklinikk Helse", "Nordklinikk Helse AS"],
        department=None, specialty="Gastroenterologi", appointment=None,
        lh=["nordklinikk", "HELSE", "", "Nordklinikk Sandvika", "Brodtkorbsgate 7, 1338 Sandvika"],
        lhr=["FAKTURA / KVITTERING", "Fakturanr. 160608-2291", "Fakturadato: " + dmy("2016-06-08"),
             "Forfall: 22.06.2016", "KID: " + decoy("30001234567")],
        to=["Kari Nordvik", "Fnr. " + fnr(p)] + ADR_BAERUM,
        body=[
            ("tab", [("Dato", "Tjeneste", "Behandler", "Beløp"),
                     ("08.06.2016", "Gastroskopi med biopsi", "Dr. Lars Tandberg", "3 450,00"),
                     ("08.06.2016", "Helicobacter pylori hurtigtest (CLO)", "", "250,00"),
                     ("08.06.2016", "Histologi, 2 glass (Fürst)", "", "640,00"),
                     ("08.06.2016", "Sedasjon (Midazolam)", "", "300,00"),
                     ("", "", "Å betale", "4 640,00")]),
            ("h", "Kort om undersøkelsen:"),
            "Indikasjon: dyspepsi. Funn: lett rødme i antrum, ellers normal gastroskopi. "
            "Biopsier tatt fra antrum og corpus, svar sendes din fastlege og deg innen 2 uker. "
            "Helicobacter hurtigtest: negativ.",
            ("kv", [("Betales til konto", decoy("1506.44.78102")),
                    ("Merk betalingen med KID", "30001234567")]),
        ],
        foot=["Nordklinikk Helse AS - Org.nr. 914 885 260 - Sandvika | Lillestrøm | Tønsberg - nordklinikk.no"],
    )


@letter
def skulehelse_lus_jonas():
    p = "Jonas Nordvik"
    return dict(
        docType="annet", lang="nn", sk="K9", date="2023-02-06", person=p, pnr=None,
        institution="Bergen kommune",
        aliases=["Skulehelsetenesta", "Skulehelsetenesta ved Nesttun skule", "Fana helsestasjon"],
        department=None, specialty=None, appointment=None,
        avs=["BERGEN KOMMUNE", "Etat for helsetenester", "Skulehelsetenesta ved Nesttun skule"],
        to=["Til føresette for Jonas Nordvik, 2B"] + ADR_NESTTUN,
        to_indent=0,
        refrow=["Dato: " + dmy("2023-02-06"), "Saksnr.: 2023/1144"],
        title="Informasjon om hovudlus i klassen",
        body=[
            "Vi har fått melding om hovudlus i 2. klasse ved Nesttun skule. Hovudlus er ufarleg, "
            "men smittar lett ved direkte kontakt hovud mot hovud. Lus har ingenting med "
            "dårleg hygiene å gjere.",
            ("h", "Kva skal de gjere?"),
            ("bl", ["Sjekk håret til barnet med lusekam på fuktig hår i kveld, og igjen om "
                    "ei veke.",
                    "Finn de levande lus, skal alle i familien sjekkast, og berre dei som har "
                    "lus skal behandlast.",
                    "Lusemiddel får de kjøpt reseptfritt på apoteket.",
                    "Gje beskjed til skulen og til andre som barnet har vore i nær kontakt med."]),
            "Barnet kan gå på skulen som vanleg. Ta gjerne kontakt med helsesjukepleiar om de "
            "har spørsmål.",
        ],
        sign=["Venleg helsing", "", "Ingvild Nordbø", "helsesjukepleiar, tlf. 940 17 552",
              "Skulehelsetenesta, Fana helsestasjon"],
        foot=["Bergen kommune  ·  Postboks 7700, 5020 Bergen  ·  bergen.kommune.no"],
    )


@letter
def trygg_avlyst_kari():
    p = "Kari Nordvik"
    return dict(
        docType="annet", lang="nb", sk="K9", date="2025-01-14", person=p, pnr=None,
        institution="Tryggklinikken Lagunen",
        aliases=["Tryggklinikken", "Tryggklinikken AS"],
        department=None, specialty="Gynekologi", appointment=None,
        avs=["T R Y G G K L I N I K K E N", "omsorg  ·  trygghet  ·  kompetanse"],
        to=["Kari Nordvik"] + ADR_NESTTUN,
        to_indent=8,
        refrow=["Tryggklinikken Lagunen", "Laguneveien 1, 5239 Rådal",
                dmy("2025-01-14")],
        title="Din time er avlyst",
        body=[
            "Hei Kari,",
            "Vi må dessverre avlyse din time hos gynekolog Helene Bjørke torsdag 23.01.2025 "
            "kl. 11:15 (årlig gynekologisk kontroll og oppfølging av overgangsplager), fordi "
            "legen har fått fravær.",
            "Du kan bestille ny time på tryggklinikken.no eller ringe oss på 55 60 20 80. "
            "Dersom du har bestilt hormonbehandling og trenger fornyet resept før ny time, gi "
            "beskjed, så ordner vi det.",
            "Du vil ikke bli belastet for den avlyste timen. Har du forhåndsbetalt, "
            "refunderes beløpet innen 5 virkedager.",
        ],
        sign=["Vennlig hilsen", "Pasientkoordinator", "Tryggklinikken Lagunen"],
        foot=["Tryggklinikken AS  -  Org.nr. 926 118 447  -  Bergen | Stavanger | Ålesund"],
        rule="_",
    )


@letter
def diak_forskning_per():
    p = "Per Nordvik"
    return dict(
        docType="annet", lang="nb", sk="K7", date="2016-09-06", person=p, pnr=None,
        institution="Diakonhjemmet Sykehus",
        aliases=["Diakonhjemmet", "Diakonhjemmet sykehus AS", "Diakonhjemmet Sykehus AS"],
        department="Revmatologisk avdeling", specialty="Revmatologi", appointment=None,
        logo="Diakonhjemmet",
        logo2="S Y K E H U S",
        lh=["Revmatologisk avdeling", "Forskningsseksjonen"],
        lhr=["Postboks 52 Vinderen", "0319 Oslo"],
        to=["Per Nordvik"] + ADR_BAERUM,
        dateline="Oslo, " + lng("2016-09-06"),
        datepos="above",
        title=["Forespørsel om deltakelse i forskningsprosjektet",
               "«Trening og sykdomsaktivitet ved aksial spondyloartritt» (TRAX-studien)"],
        body=[
            "Du får dette brevet fordi du er pasient ved Revmatologisk avdeling og har fått "
            "diagnosen aksial spondyloartritt (Bekhterevs sykdom) i løpet av de siste to årene.",
            ("h", "Hva innebærer prosjektet?"),
            "Vi ønsker å undersøke om høyintensiv trening i 12 uker påvirker sykdomsaktivitet "
            "og hjerte- og karhelse. Deltakerne blir trukket til treningsgruppe eller "
            "kontrollgruppe. Du må møte til tre undersøkelser med blodprøver, "
            "spørreskjema og en arbeidstest på sykkel.",
            ("h", "Frivillig deltakelse"),
            "Det er frivillig å delta. Dersom du ikke ønsker å delta, får det ingen "
            "konsekvenser for behandlingen din. Du kan når som helst trekke deg. Prosjektet er "
            "godkjent av Regional komité for medisinsk og helsefaglig forskningsetikk "
            "(REK sør-øst, ref. 2016/10422).",
            "Samtykkeskjema og svarkonvolutt ligger ved. Ta kontakt med prosjektkoordinator "
            "Lene Haug på telefon 22 96 44 12 dersom du har spørsmål.",
        ],
        sign=["Med vennlig hilsen", "", "Åse Lindtveit                 Lene Haug",
              "Prosjektleder, overlege       Prosjektkoordinator, fysioterapeut"],
        foot=["Diakonhjemmet Sykehus AS  -  org.nr. 982 791 340  -  www.diakonhjemmetsykehus.no"],
    )


# ============================================================================
# build
# ============================================================================
KEYS = ["id", "docType", "documentDate", "institution", "institutionAliases", "department",
        "specialty", "person", "appointment", "hasPersonnummer", "personnummer", "text"]


def build():
    order = list(LETTERS)
    random.Random(SEED).shuffle(order)
    out = []
    for i, fn in enumerate(order):
        L = fn()
        rng = random.Random(SEED * 1000 + i)
        text = SKELETONS[L["sk"]](L, rng)
        has = L["pnr"] is not None
        pn = FAMILY[L["person"]]["personnummer"]
        rec = {
            "id": "sc%03d" % i,
            "docType": L["docType"],
            "documentDate": L["date"],
            "institution": L["institution"],
            "institutionAliases": L["aliases"],
            "department": L["department"],
            "specialty": L["specialty"],
            "person": L["person"],
            "appointment": L["appointment"],
            "hasPersonnummer": has,
            "personnummer": pn if has else None,
            "text": text,
        }
        out.append((rec, L["lang"], L["sk"], fn.__name__))
    return out


def main():
    recs = build()
    path = os.path.join(HERE, "texts.jsonl")
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        for rec, _, _, _ in recs:
            f.write(json.dumps({k: rec[k] for k in KEYS}, ensure_ascii=False) + "\n")
    if os.environ.get("SC_SUMMARY"):
        for rec, lang, sk, name in recs:
            print("\t".join([rec["id"], rec["docType"], lang, sk, rec["documentDate"],
                             rec["person"], rec["institution"], str(rec["specialty"]), name]))


if __name__ == "__main__":
    main()
