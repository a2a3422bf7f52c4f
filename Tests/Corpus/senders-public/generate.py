#!/usr/bin/env python3
"""Write texts.jsonl: 70 invented Norwegian letters from public bodies, with truth.

Standard library only, deterministic (fixed seed).  Run:

    python3 generate.py

The letters imitate what `pdftotext -layout` (or clean OCR) gives for printed
letters from NAV, Helfo, Statsforvalteren, Pasientreiser, Norsk
pasientskadeerstatning, Helseklage and kommuner.  Every letter is about one
member of family.json (next to this script).  All other names, addresses and
case numbers are invented.
"""

import json
import os
import random
import re
import textwrap
from datetime import date, datetime, timedelta

HERE = os.path.dirname(os.path.abspath(__file__))
SEED = 61_0324

with open(os.path.join(HERE, "family.json"), encoding="utf-8") as fh:
    FAMILY = json.load(fh)
FAM = {m["name"]: m for m in FAMILY}

# --------------------------------------------------------------------------
# dates
# --------------------------------------------------------------------------
MONTHS = ["januar", "februar", "mars", "april", "mai", "juni", "juli",
          "august", "september", "oktober", "november", "desember"]
WD = {"bm": ["mandag", "tirsdag", "onsdag", "torsdag", "fredag", "lørdag", "søndag"],
      "nn": ["måndag", "tysdag", "onsdag", "torsdag", "fredag", "laurdag", "sundag"]}


def D(s):
    return date.fromisoformat(s)


def d_num(d):
    return f"{d.day:02d}.{d.month:02d}.{d.year}"


def d_short(d):
    return f"{d.day:02d}.{d.month:02d}.{d.year % 100:02d}"


def d_loose(d):
    return f"{d.day}.{d.month}.{d.year}"


def d_long(d):
    return f"{d.day}. {MONTHS[d.month - 1]} {d.year}"


def d_iso(d):
    return d.isoformat()


def d_wd(d, lang):
    return f"{WD[lang][d.weekday()]} {d_long(d)}"


def all_forms(d):
    return {d_num(d), d_short(d), d_loose(d), d_long(d), d_iso(d),
            d_long(d).upper(), f"{d.day}.{d.month:02d}.{d.year}"}


def weekday_on_or_before(d):
    while d.weekday() >= 5:
        d -= timedelta(days=1)
    return d


def weekday_on_or_after(d):
    while d.weekday() >= 5:
        d += timedelta(days=1)
    return d


def first_next_month(d):
    return date(d.year + (d.month == 12), d.month % 12 + 1, 1)


def last_of_month(d):
    return first_next_month(d) - timedelta(days=1)


def add_months(d, n):
    m = d.month - 1 + n
    y = d.year + m // 12
    m = m % 12 + 1
    day = min(d.day, [31, 29 if y % 4 == 0 and (y % 100 or y % 400 == 0) else 28,
                      31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1])
    return date(y, m, day)


def kr(n):
    s = f"{n:,}".replace(",", " ")
    return s


# --------------------------------------------------------------------------
# text helpers
# --------------------------------------------------------------------------
_MONTH_RE = "|".join(MONTHS)
_WD_RE = "|".join(sorted(set(WD["bm"] + WD["nn"])))
PROTECT = re.compile(
    rf"(?:(?:{_WD_RE}) )?\d{{1,2}}\. (?:{_MONTH_RE}) \d{{4}}"
    r"|kl\. \d{1,2}[.:]\d{2}"
    r"|\d{1,3}(?: \d{3})+"
    r"|§§? \d+(?: ?[A-Z])?(?:-\d+)?(?: [a-z]+ ledd)?|\d{2} \d{2} \d{2} \d{2}"
    r"|nr\. \d+|\d+ (?:prosent|kroner|timar|timer|uker|veker|dagar|dager)")


def wrap(text, width=78, indent="", first=None):
    prot = PROTECT.sub(lambda m: m.group(0).replace(" ", "\x00"), text)
    out = textwrap.fill(prot, width=width,
                        initial_indent=indent if first is None else first,
                        subsequent_indent=indent,
                        break_long_words=False, break_on_hyphens=False)
    return out.replace("\x00", " ")


def rpad(left, right, width=86):
    gap = max(3, width - len(left) - len(right))
    return left + " " * gap + right


def cols(parts, positions):
    s = ""
    for p, pos in zip(parts, positions):
        if len(s) < pos:
            s += " " * (pos - len(s))
        elif s:
            s += "   "
        s += p
    return s.rstrip()


def side_by_side(left, right, pos=50):
    n = max(len(left), len(right))
    left = left + [""] * (n - len(left))
    right = right + [""] * (n - len(right))
    out = []
    for a, b in zip(left, right):
        out.append(cols([a, b], [0, pos]) if b else a)
    return out


def render_blocks(L, blocks, width=78, indent="", hstyle="plain", kvstyle="colon",
                  bullet="•", hgap=False):
    out = []
    for kind, val in blocks:
        if kind == "p":
            out.append(wrap(val, width, indent))
            out.append("")
        elif kind == "h":
            h = val.upper() if hstyle == "upper" else (
                val + ":" if hstyle == "colon" and not val.endswith(("?", ":")) else val)
            out.append(indent + h)
            if hgap:
                out.append("")
        elif kind == "kv":
            w = max(len(k) for k, _ in val)
            for k, v in val:
                if kvstyle == "colon":
                    out.append(f"{indent}{k}: {v}")
                elif kvstyle == "aligned":
                    out.append(f"{indent}{k.ljust(w + 4)}{v}")
                else:
                    out.append(f"{indent}{(k + ':').ljust(w + 3)}{v}")
            out.append("")
        elif kind == "ul":
            for it in val:
                out.append(wrap(it, width, indent + "  ", first=indent + bullet + " "))
            out.append("")
        elif kind == "table":
            head, rows = val
            allr = [head] + rows
            ws = [max(len(r[i]) for r in allr) for i in range(len(head))]
            pos, acc = [], len(indent)
            for w in ws:
                pos.append(acc)
                acc += w + 4
            for r in allr:
                out.append(cols(list(r), pos))
            out.append("")
    # flatten multi-line strings, collapse double blanks
    flat = []
    for chunk in out:
        flat.extend(chunk.split("\n"))
    res = []
    for ln in flat:
        if ln == "" and res and res[-1] == "":
            continue
        res.append(ln.rstrip())
    while res and res[-1] == "":
        res.pop()
    return res


def finish(lines):
    txt = "\n".join(ln.rstrip() for ln in lines)
    txt = re.sub(r"\n{4,}", "\n\n\n", txt)
    return txt.strip("\n") + "\n"


# --------------------------------------------------------------------------
# invented people and places
# --------------------------------------------------------------------------
FIRST = ["Anne", "Marit", "Hilde", "Tone", "Lise", "Ragnhild", "Silje", "Ingvild",
         "Eirik", "Håkon", "Lars", "Trond", "Geir", "Øystein", "Kjersti", "Sigrid",
         "Torbjørn", "Vegard", "Astrid", "Nina", "Camilla", "Jostein", "Bjørnar",
         "Mona", "Halvard", "Synnøve", "Oddny", "Runa", "Espen", "Kristin", "Gunnhild",
         "Steinar", "Therese", "Idunn", "Mats", "Aslaug"]
LAST = ["Brekkestø", "Haugland", "Midtbø", "Sætrevik", "Lien", "Fossheim", "Rønningen",
        "Kvamme", "Bakkehaug", "Eidsnes", "Tangvald", "Myklebust", "Ødegård", "Hovlandsdal",
        "Strandli", "Viksund", "Aunemo", "Grønlid", "Sunde", "Nygårdsvoll", "Hatlestad",
        "Kleppestø", "Lundhaug", "Reitangen", "Skjelbred", "Bratland", "Dahlevik",
        "Evjenth", "Fjeldstad", "Hoffstad", "Ulvestad", "Tveitnes"]

HOMES = {
    "oslo": ("Fjellstuveien 12 B", "0473 OSLO", "0473 Oslo"),
    "bodo": ("Havørnveien 23", "8016 BODØ", "8016 Bodø"),
    "baerum": ("Kløverlia 8", "1349 RYKKINN", "1349 Rykkinn"),
    "voss": ("Tjørnvegen 5", "5706 VOSS", "5706 Voss"),
    "trd": ("Furuhaugen 9", "7049 TRONDHEIM", "7049 Trondheim"),
}


def home_for(name, d):
    if name in ("Ingrid Solheim", "Arne Solheim"):
        return "voss" if d < D("2021-07-01") else "trd"
    if d < D("2016-07-01"):
        return "oslo"
    if d < D("2020-07-01"):
        return "bodo"
    return "baerum"


LBL = {
    "our_ref": ("Vår ref.", "Vår ref."),
    "our_ref_long": ("Vår referanse", "Vår referanse"),
    "your_ref": ("Deres ref.", "Dykkar ref."),
    "your_ref_long": ("Deres referanse", "Dykkar referanse"),
    "your_date": ("Deres dato", "Dykkar dato"),
    "our_date": ("Vår dato", "Vår dato"),
    "case": ("Saksnummer", "Saksnummer"),
    "case_short": ("Saksnr.", "Saksnr."),
    "handler": ("Saksbehandler", "Sakshandsamar"),
    "regards": ("Med hilsen", "Med helsing"),
    "kind": ("Med vennlig hilsen", "Med venleg helsing"),
    "page": ("Side", "Side"),
    "fnr": ("Fødselsnummer", "Fødselsnummer"),
    "born": ("Fødselsdato", "Fødselsdato"),
    "post": ("Postadresse", "Postadresse"),
    "visit": ("Besøksadresse", "Besøksadresse"),
    "phone": ("Telefon", "Telefon"),
    "elec": ("Dokumentet er elektronisk godkjent og har derfor ingen håndskrevne signaturer.",
             "Dokumentet er elektronisk godkjent og har difor ingen handskrivne underskrifter."),
    "elec2": ("Brevet er godkjent elektronisk og sendes uten underskrift.",
              "Brevet er godkjent elektronisk og blir sendt utan underskrift."),
    "recipient": ("Mottaker", "Mottakar"),
    "return": ("Returadresse", "Returadresse"),
    "attach": ("Vedlegg", "Vedlegg"),
    "copy": ("Kopi til", "Kopi til"),
    "name": ("Navn", "Namn"),
    "from": ("Fra", "Frå"),
    "to": ("Til", "Til"),
    "subject": ("Emne", "Emne"),
    "exempt": ("Unntatt offentlighet, jf. offentleglova § 13",
               "Unnateke frå offentlegheit, jf. offentleglova § 13"),
    "direct": ("Direkte telefon", "Direkte telefon"),
    "email": ("E-post", "E-post"),
}


# --------------------------------------------------------------------------
# senders
# --------------------------------------------------------------------------
NAV_UNITS = {
    "nav_fp": ("NAV Familie- og pensjonsytelser", "Postboks 6215 Etterstad", "0603 Oslo", "Oslo"),
    "nav_forv": ("NAV Forvaltning Oslo", "Postboks 5174 Majorstuen", "0302 Oslo", "Oslo"),
    "nav_ay": ("NAV Arbeid og ytelser", "Postboks 2730 Kjørbekk", "3702 Skien", "Skien"),
    "nav_pensjon": ("NAV Pensjon", "Postboks 6602 Etterstad", "0607 Oslo", "Oslo"),
    "nav_sagene": ("NAV Sagene", "Postboks 4418 Nydalen", "0403 Oslo", "Oslo"),
    "nav_bodo": ("NAV Bodø", "Postboks 1084", "8001 Bodø", "Bodø"),
    "nav_baerum": ("NAV Bærum", "Postboks 313", "1301 Sandvika", "Sandvika"),
    "nav_voss": ("NAV Voss", "Postboks 274", "5703 Voss", "Voss"),
    "nav_hms_trl": ("NAV Hjelpemiddelsentral Trøndelag", "Postboks 6810 Torgarden", "7433 Trondheim", "Trondheim"),
    "nav_hms_hord": ("NAV Hjelpemiddelsentral Hordaland", "Postboks 7924", "5020 Bergen", "Bergen"),
    "nav_klage": ("NAV Klageinstans Oslo og Akershus", "Postboks 7028 St. Olavs plass", "0130 Oslo", "Oslo"),
}

OTHER = {
    # key: inst, printed lines, aliases, post1, post2, place, phone, web, orgnr, kind
    "helfo": ("Helfo", ["Helfo"], ["HELFO", "Helseøkonomiforvaltningen"],
              "Postboks 2562", "3103 Tønsberg", "Tønsberg", "33 45 82 00", "helfo.no", "983 544 622", "helse"),
    "sf_vl": ("Statsforvalteren i Vestland", ["Statsforvaltaren i Vestland"],
              ["Statsforvaltaren i Vestland"],
              "Postboks 7310", "5020 Bergen", "Leikanger", "55 57 21 00", "statsforvaltaren.no/vestland",
              "974 760 711", "sf"),
    "sf_ov": ("Statsforvalteren i Oslo og Viken", ["Statsforvalteren i Oslo og Viken"], [],
              "Postboks 325", "1502 Moss", "Oslo", "22 00 35 00", "statsforvalteren.no/oslo-viken",
              "974 761 422", "sf"),
    "sf_trl": ("Statsforvalteren i Trøndelag", ["Statsforvalteren i Trøndelag"], [],
               "Postboks 4710 Torgarden", "7468 Trondheim", "Steinkjer", "74 16 80 00",
               "statsforvalteren.no/trondelag", "974 764 711", "sf"),
    "pr_vest": ("Pasientreiser", ["Pasientreiser Helse Vest"], ["Pasientreiser HF", "Pasientreiser Helse Vest"],
                "Postboks 2533", "3702 Skien", "Skien", "05515", "pasientreiser.no", "916 559 232", "helse"),
    "pr_midt": ("Pasientreiser", ["Pasientreiser Helse Midt-Norge"],
                ["Pasientreiser HF", "Pasientreiser Helse Midt-Norge"],
                "Postboks 2533", "3702 Skien", "Skien", "05515", "pasientreiser.no", "916 559 232", "helse"),
    "pr_nord": ("Pasientreiser", ["Pasientreiser Helse Nord"], ["Pasientreiser HF", "Pasientreiser Helse Nord"],
                "Postboks 2533", "3702 Skien", "Skien", "05515", "pasientreiser.no", "916 559 232", "helse"),
    "npe": ("Norsk pasientskadeerstatning", ["Norsk pasientskadeerstatning"], ["NPE"],
            "Postboks 6124 Etterstad", "0602 Oslo", "Oslo", "22 99 44 60", "npe.no", "986 457 154", "helse"),
    "hk": ("Helseklage", ["Helseklage", "Nasjonalt klageorgan for helsetjenesten"],
           ["Nasjonalt klageorgan for helsetjenesten"],
           "Postboks 4221 Nydalen", "0401 Oslo", "Bergen", "21 04 57 10", "helseklage.no", "916 334 575", "helse"),
}

KOMMUNER = {
    "voss": ("Voss herad", "Postboks 145", "5701 Voss", "Voss", "56 52 15 00", "voss.herad.no", "921 862 012",
             "Vangsgata 22, Vossevangen"),
    "trd": ("Trondheim kommune", "Postboks 2615 Sluppen", "7439 Trondheim", "Trondheim", "72 54 20 00",
            "trondheim.kommune.no", "942 110 464", "Erling Skakkes gate 14"),
    "bodo": ("Bodø kommune", "Postboks 319", "8001 Bodø", "Bodø", "75 55 50 00", "bodo.kommune.no",
             "972 418 013", "Kongens gate 27"),
    "oslo": ("Oslo kommune", "Postboks 4488 Nydalen", "0403 Oslo", "Oslo", "21 80 21 80", "oslo.kommune.no",
             "974 778 882", "Sandakerveien 24 C"),
    "baerum": ("Bærum kommune", "Postboks 816", "1306 Sandvika", "Sandvika", "67 50 40 50", "baerum.kommune.no",
               "935 478 715", "Arnold Haukelands plass 10"),
}


def uniq(xs):
    out = []
    for x in xs:
        if x and x not in out:
            out.append(x)
    return out


def make_sender(L, spec):
    key = spec["sender"]
    if key in NAV_UNITS:
        name, p1, p2, place = NAV_UNITS[key]
        brand = "Nav" if L.d >= D("2022-05-01") else "NAV"
        name = name.replace("NAV", brand, 1)
        return dict(kind="nav", inst="NAV", aliases=uniq(["Nav", name]), org=name, brand=brand, name=name,
                    lines=[name], post1=p1, post2=p2, place=place, phone="55 55 33 33",
                    web="nav.no", orgnr="889 640 782", visit=None)
    if key in OTHER:
        inst, lines, aliases, p1, p2, place, phone, web, orgnr, kind = OTHER[key]
        unit = spec.get("unit")
        lines = list(lines)
        if unit:
            lines.append(unit)
        return dict(kind=kind, inst=inst, aliases=uniq(aliases + ([unit] if unit else [])), org=lines[0],
                    name=lines[0], lines=lines, post1=p1, post2=p2, place=place, phone=phone, web=web,
                    orgnr=orgnr, visit=None)
    org, p1, p2, place, phone, web, orgnr, visit = KOMMUNER[key]
    unit = spec["unit"]
    units = unit if isinstance(unit, list) else [unit]
    return dict(kind="kom", inst=org, aliases=uniq(units + [f"{org}, {units[0]}"]), org=org,
                name=f"{org}, {units[0]}", lines=[org] + units, post1=p1, post2=p2, place=place, phone=phone,
                web=web, orgnr=orgnr, visit=visit)


TITLES = {
    "nav": (["saksbehandler", "rådgiver", "teamleder", "fagkoordinator", "veileder"],
            ["sakshandsamar", "rådgjevar", "teamleiar", "fagkoordinator", "rettleiar"]),
    "helse": (["saksbehandler", "rådgiver", "seniorrådgiver", "fagansvarlig"],
              ["sakshandsamar", "rådgjevar", "seniorrådgjevar", "fagansvarleg"]),
    "sf": (["seniorrådgiver", "rådgiver", "seksjonsleder", "fagdirektør"],
           ["seniorrådgjevar", "rådgjevar", "seksjonsleiar", "fagdirektør"]),
    "kom": (["saksbehandler", "avdelingsleder", "konsulent", "fagleder", "koordinator"],
            ["sakshandsamar", "avdelingsleiar", "konsulent", "fagleiar", "koordinator"]),
}
LEAD = {"nav": ("enhetsleder", "einingsleiar"), "helse": ("seksjonsleder", "seksjonsleiar"),
        "sf": ("fagdirektør", "fagdirektør"), "kom": ("enhetsleder", "einingsleiar")}


# --------------------------------------------------------------------------
# one letter
# --------------------------------------------------------------------------
class Letter:
    def __init__(self, spec, rng):
        self.spec = spec
        self.rng = rng
        self.lang = spec["lang"]
        self.pname = spec["person"]
        self.person = FAM[self.pname]
        lo, hi = D(spec["win"][0]), D(spec["win"][1])
        while True:
            d = lo + timedelta(days=rng.randint(0, (hi - lo).days))
            if d.weekday() < 5:
                break
        self.d = d
        self.bstyle = rng.choice(["num", "num", "long", "mix", "mix"])
        self.snd = make_sender(self, spec)
        kind = self.snd["kind"]
        li = 0 if self.lang == "bm" else 1
        n1 = f"{rng.choice(FIRST)} {rng.choice(LAST)}"
        n2 = n1
        while n2.split()[0] == n1.split()[0]:
            n2 = f"{rng.choice(FIRST)} {rng.choice(LAST)}"
        self.staff = [(n1, rng.choice(TITLES[kind][li])), (n2, LEAD[kind][li])]
        self.staff2 = (n2, rng.choice([t for t in TITLES[kind][li] if t != self.staff[0][1]]))
        show = {"nav": 0.85, "helse": 0.75, "sf": 0.6, "kom": 0.5}[kind]
        self.show_fnr = spec.get("fnr", rng.random() < show)
        fnr = self.person["personnummer"]
        self.fnr_txt = rng.choice([fnr, fnr[:6] + " " + fnr[6:]])
        self.upper_addr = rng.random() < (0.6 if kind == "nav" else 0.3)
        self.to = spec.get("to", [self.pname])
        yy = d.year % 100
        r = rng.randint
        if kind == "nav":
            self.case = str(r(10_000_000, 99_999_999)) if d.year < 2016 else str(r(100_000_000, 299_999_999))
            self.ref = self.case
        elif kind == "helfo" or self.snd["inst"] == "Helfo":
            self.case = f"{yy:02d}/{r(100000, 999999)}"
            self.ref = self.case
        elif self.snd["inst"] == "Norsk pasientskadeerstatning":
            self.case = f"{d.year}/{r(1000, 19999):05d}"
            self.ref = self.case
        elif self.snd["inst"] == "Pasientreiser":
            self.case = f"{r(1000, 9999)} {r(1000, 9999)}"
            self.ref = self.case
        else:
            self.case = f"{yy:02d}/{r(100, 19999):05d}-{r(1, 9)}"
            ini = "".join(p[0] for p in n1.split()).upper()
            self.ref = rng.choice([self.case, f"{self.case} / {ini}", f"{self.case} {ini}"])
        self.phone_direct = f"{r(2, 9)}{r(0, 9)} {r(10, 99)} {r(10, 99)} {r(10, 99)}"
        self.body_dates = []

    # language
    def T(self, bm, nn):
        return bm if self.lang == "bm" else nn

    def lb(self, key):
        return LBL[key][0 if self.lang == "bm" else 1]

    def pick(self, xs):
        return self.rng.choice(xs)

    # dates in the body
    def bd(self, d, style=None):
        assert d != self.d, (self.spec["key"], d)
        self.body_dates.append(d)
        st = style or self.bstyle
        if st == "mix":
            st = self.rng.choice(["num", "long", "num", "loose"])
        return {"num": d_num, "long": d_long, "loose": d_loose, "short": d_short,
                "iso": d_iso}[st](d)

    def back(self, a, b):
        while True:
            x = weekday_on_or_before(self.d - timedelta(days=self.rng.randint(a, b)))
            if x != self.d:
                return x

    def fwd(self, a, b):
        while True:
            x = weekday_on_or_after(self.d + timedelta(days=self.rng.randint(a, b)))
            if x != self.d:
                return x

    def period(self, a, b):
        A, B = self.bd(a), self.bd(b)
        if self.lang == "bm":
            forms = [f"fra og med {A} til og med {B}", f"f.o.m. {A} t.o.m. {B}",
                     f"i perioden {A}–{B}", f"fra {A} til {B}", f"i perioden fra {A} til {B}"]
        else:
            forms = [f"frå og med {A} til og med {B}", f"f.o.m. {A} t.o.m. {B}",
                     f"i perioden {A}–{B}", f"frå {A} til {B}", f"i perioden frå {A} til {B}"]
        return self.pick(forms)

    # person and address
    def fnr_line(self, sep=": "):
        if self.show_fnr:
            return f"{self.lb('fnr')}{sep}{self.fnr_txt}"
        if self.rng.random() < 0.5:
            return f"{self.lb('born')}{sep}{d_num(D(self.person['born']))}"
        return None

    def recipient(self):
        names = self.to
        first = names[0] if len(names) == 1 else self.T(f"{names[0]} og {names[1]}", f"{names[0]} og {names[1]}")
        street, up, low = HOMES[home_for(names[0], self.d)]
        lines = [first, street, up if self.upper_addr else low]
        if self.upper_addr:
            lines[0] = lines[0].upper()
        return lines

    def other_name(self):
        return f"{self.rng.choice(FIRST)} {self.rng.choice(LAST)}"

    def appt(self, a, b, times):
        ad = self.fwd(a, b)
        hh, mm = self.pick(times)
        self.appointment = datetime(ad.year, ad.month, ad.day, hh, mm)
        self.bd(ad)
        style = self.pick(["wd", "wd", "num", "long"])
        sep = self.pick([".", ":"])
        ds = {"wd": d_wd(ad, self.lang), "num": d_num(ad), "long": d_long(ad)}[style]
        return ds, f"kl. {hh:02d}{sep}{mm:02d}", ad


def Body(title, blocks, doc, app=None, app_kind="søknad"):
    return dict(title=title, blocks=blocks, doc=doc, app=app, app_kind=app_kind)


# --------------------------------------------------------------------------
# shared NAV paragraphs
# --------------------------------------------------------------------------
def nav_klage(L, explicit=None):
    org = L.snd.get("brand", "Nav")
    if explicit is None:
        explicit = L.rng.random() < 0.3
    b = [("h", L.T(L.pick(["Du har rett til å klage", "Du kan klage på vedtaket", "Klagerett"]),
                   L.pick(["Du har rett til å klage", "Du kan klage på vedtaket", "Klagerett"])))]
    if L.lang == "bm":
        b.append(("p", L.pick([
            "Hvis du mener vedtaket er feil, kan du klage. Fristen for å klage er seks uker fra den datoen du "
            "mottok vedtaket. Du finner skjema og informasjon på nav.no/klage.",
            "Du kan klage på vedtaket innen seks uker fra du mottok dette brevet. Klagen må være skriftlig og "
            "inneholde navn, fødselsnummer og hva du klager på. Les mer på nav.no/klage.",
            "Er du uenig i vedtaket, kan du klage innen seks uker, jf. folketrygdloven § 21-12. Fristen regnes "
            "fra den dagen du mottok brevet. Skjema finner du på nav.no/klage."])))
        b.append(("p", L.pick([
            f"Hvis vi ikke endrer vedtaket, sender vi klagen din til {org} Klageinstans for ny vurdering.",
            f"Hvis vi ikke gir deg medhold, sender vi saken til {org} Klageinstans."])))
        if explicit:
            fr = L.d + timedelta(days=42 + L.rng.randint(2, 5))
            b.append(("p", L.pick([f"Klagefristen går ut {L.bd(fr)}.",
                                   f"Vi må ha mottatt klagen din senest {L.bd(fr)}."])))
    else:
        b.append(("p", L.pick([
            "Dersom du meiner vedtaket er feil, kan du klage. Fristen for å klage er seks veker frå den datoen "
            "du fekk vedtaket. Du finn skjema og informasjon på nav.no/klage.",
            "Du kan klage på vedtaket innan seks veker frå du fekk dette brevet. Klaga må vere skriftleg og "
            "innehalde namn, fødselsnummer og kva du klagar på. Les meir på nav.no/klage.",
            "Er du usamd i vedtaket, kan du klage innan seks veker, jf. folketrygdlova § 21-12. Fristen blir "
            "rekna frå den dagen du fekk brevet. Skjema finn du på nav.no/klage."])))
        b.append(("p", L.pick([
            f"Dersom vi ikkje endrar vedtaket, sender vi klaga di til {org} Klageinstans for ny vurdering.",
            f"Dersom vi ikkje gir deg medhald, sender vi saka til {org} Klageinstans."])))
        if explicit:
            fr = L.d + timedelta(days=42 + L.rng.randint(2, 5))
            b.append(("p", L.pick([f"Klagefristen går ut {L.bd(fr)}.",
                                   f"Vi må ha fått klaga di seinast {L.bd(fr)}."])))
    return b


def nav_tail(L, plikt=None, klage=True, explicit=None):
    b = []
    if plikt:
        b += [("h", L.T("Du må melde fra om endringer", "Du må melde frå om endringar")), ("p", plikt)]
    if klage:
        b += nav_klage(L, explicit)
    if L.rng.random() < 0.55:
        b += [("h", L.T("Du har rett til innsyn", "Du har rett til innsyn")),
              ("p", L.T("Du har rett til å se dokumentene i saken din, jf. forvaltningsloven § 18. "
                        "Ta kontakt med oss hvis du ønsker innsyn.",
                        "Du har rett til å sjå dokumenta i saka di, jf. forvaltningslova § 18. "
                        "Ta kontakt med oss dersom du ønskjer innsyn."))]
    b += [("h", L.T("Har du spørsmål?", "Har du spørsmål?")),
          ("p", L.T(L.pick([
              "Du finner mer informasjon på nav.no. På nav.no/kontakt kan du chatte eller skrive til oss. "
              "Hvis du ikke finner svar på nav.no, kan du ringe oss på telefon 55 55 33 33, hverdager "
              "09.00–15.00.",
              "Har du spørsmål, kan du ringe oss på 55 55 33 33 eller skrive til oss på nav.no. "
              f"Oppgi saksnummeret {L.case} når du kontakter oss."]),
              L.pick([
                  "Du finn meir informasjon på nav.no. På nav.no/kontakt kan du chatte eller skrive til oss. "
                  "Dersom du ikkje finn svar på nav.no, kan du ringje oss på telefon 55 55 33 33, kvardagar "
                  "09.00–15.00.",
                  "Har du spørsmål, kan du ringje oss på 55 55 33 33 eller skrive til oss på nav.no. "
                  f"Oppgi saksnummeret {L.case} når du kontaktar oss."])))]
    return b


def not_vedtak(L):
    return ("p", L.pick([L.T("Dette brevet er ikke et vedtak, og du kan derfor ikke klage på det.",
                             "Dette brevet er ikkje eit vedtak, og du kan difor ikkje klage på det."),
                         L.T("Dette er et varsel og ikke et vedtak.", "Dette er eit varsel og ikkje eit vedtak.")]))


def kr_(L, n):
    return f"{kr(n)} kroner"


FAM_BORN = {m["name"]: D(m["born"]) for m in FAMILY}


# --------------------------------------------------------------------------
# NAV letters
# --------------------------------------------------------------------------
def n_fp_jonas(L):
    termin = D("2015-01-12")
    start = termin - timedelta(days=21)
    end = start + timedelta(days=49 * 7 - 1)
    app = L.back(10, 25)
    dagsats = L.rng.randint(1380, 1620)
    pay = D("2015-01-20")
    bl = [
        ("p", f"Vi viser til søknaden din om foreldrepenger ved fødsel, mottatt {L.bd(app)}. "
              + L.pick(["Søknaden er innvilget.", "Vi har innvilget søknaden."])),
        ("p", f"Du får foreldrepenger {L.period(start, end)}. Termindatoen er {L.bd(termin)}. "
              "Perioden før fødselen er forbeholdt mor og starter tre uker før termin."),
        ("kv", [("Dekningsgrad", "100 prosent"), ("Stønadsperiode", "49 uker"),
                ("Dagsats", kr_(L, dagsats)), ("Beregningsgrunnlag", f"{kr(dagsats * 260)} kroner per år")]),
        ("p", f"Foreldrepengene blir utbetalt etterskuddsvis. Første utbetaling blir {L.bd(pay)}."),
        ("p", "Hvis barnet blir født før eller etter termin, blir perioden etter fødselen regnet fra "
              "fødselsdatoen. Du må gi beskjed til oss når barnet er født."),
        ("h", "Begrunnelse"),
        ("p", "Du har hatt pensjonsgivende inntekt i minst seks av de siste ti månedene før "
              "stønadsperioden, jf. folketrygdloven § 14-6. Foreldrepengene er beregnet etter § 14-7."),
    ]
    bl += nav_tail(L, plikt="Du må si fra hvis du begynner å jobbe i stønadsperioden, eller hvis det "
                            "skjer endringer i inntekten din.")
    return Body(L.pick(["Vedtak om foreldrepenger", "Melding om vedtak – foreldrepenger ved fødsel"]), bl,
                "vedtak", app)


def n_fp_emma(L):
    termin = D("2020-09-18")
    start = termin - timedelta(days=21)
    mk_end = termin + timedelta(days=19 * 7 - 1)
    end = mk_end + timedelta(days=18 * 7)
    app = L.back(14, 30)
    dagsats = L.rng.randint(1250, 1480)
    pay = D("2020-09-25")
    bl = [
        ("p", L.pick([f"Du har søkt om foreldrepenger med 80 prosent dekning. Søknaden ble registrert {L.bd(app)}, "
                      "og vi har innvilget den.",
                      f"Vi har innvilget søknaden din om foreldrepenger, som vi mottok {L.bd(app)}. "
                      "Du har valgt 80 prosent dekningsgrad."])),
        ("p", "Du får foreldrepenger i disse periodene:"),
        ("table", (["Periode", "Kvote", "Uttak"],
                   [[f"{L.bd(start)} – {L.bd(termin - timedelta(days=1))}", "Før fødsel", "100 %"],
                    [f"{L.bd(termin)} – {L.bd(mk_end)}", "Mødrekvote", "100 %"],
                    [f"{L.bd(mk_end + timedelta(days=1))} – {L.bd(end)}", "Fellesperiode", "100 %"]])),
        ("p", "Fedrekvoten på 19 uker er ikke med i dette vedtaket. Den andre forelderen må søke om den selv."),
        ("p", f"Dagsatsen din er {kr_(L, dagsats)}. Foreldrepengene blir utbetalt rundt den 25. i hver måned "
              f"for måneden før. Første utbetaling er {L.bd(pay)}."),
        ("h", "Begrunnelse"),
        ("p", "Du oppfyller vilkårene for foreldrepenger i folketrygdloven §§ 14-6 og 14-9. Stønadsperioden "
              "med 80 prosent dekningsgrad er 59 uker, jf. § 14-9."),
    ]
    bl += nav_tail(L, plikt="Du må gi oss beskjed hvis du begynner å jobbe, blir syk eller vil endre "
                            "periodene du har søkt om.")
    return Body("Vedtak om foreldrepenger", bl, "vedtak", app)


def n_fp_per(L):
    a = D("2021-06-07")
    old_end = a + timedelta(days=19 * 7 - 1)
    new_end = a + timedelta(days=38 * 7 - 1)
    app = L.back(10, 24)
    prev = L.back(120, 150)
    bl = [
        ("p", f"Vi har endret foreldrepengene dine etter søknaden om endring som vi mottok {L.bd(app)}. "
              f"Du har tidligere fått vedtak om foreldrepenger av {L.bd(prev)}."),
        ("p", "Du tar ut fedrekvoten som gradert uttak. Du jobber 50 prosent og får foreldrepenger for de "
              "resterende 50 prosentene. Fedrekvoten blir derfor forlenget."),
        ("table", (["", "Før endringen", "Etter endringen"],
                   [["Periode", f"{L.bd(a)} – {L.bd(old_end)}", f"{L.bd(a)} – {L.bd(new_end)}"],
                    ["Uttak", "100 %", "50 %"], ["Arbeid", "0 %", "50 %"]])),
        ("p", f"Barnet vedtaket gjelder: Emma Nordvik, født {L.bd(FAM_BORN['Emma Nordvik'])}."),
        ("h", "Begrunnelse"),
        ("p", "Du kan kombinere foreldrepenger med delvis arbeid, jf. folketrygdloven § 14-16. Du har "
              "avtalt gradert uttak med arbeidsgiveren din."),
    ]
    bl += nav_tail(L, plikt="Du må si fra hvis arbeidstiden din endrer seg i perioden.")
    return Body(L.pick(["Vedtak om endring av foreldrepenger", "Vi har endret foreldrepengene dine"]), bl,
                "vedtak", app)


def n_sp_per(L):
    sick = D("2019-01-21")
    a = sick + timedelta(days=16)
    b = L.back(4, 12)
    maks = D("2020-01-17")
    dagsats = L.rng.randint(1800, 2100)
    bl = [
        ("kv", [("Sykmeldt fra", L.bd(sick)), ("Periode i dette vedtaket", f"{L.bd(a)} – {L.bd(b)}"),
                ("Sykmeldingsgrad", "100 %"), ("Sykepengegrunnlag", kr_(L, dagsats * 260)),
                ("Dagsats", kr_(L, dagsats)), ("Utbetales til", "Nordkyst Rør AS (refusjon)")]),
        ("p", "Vi har innvilget sykepenger for perioden over. Arbeidsgiveren din betaler lønn under sykdom og "
              "får pengene refundert fra NAV."),
        ("p", f"Maksdatoen din er beregnet til {L.bd(maks)}. Det er den siste dagen du kan få sykepenger "
              "hvis du fortsatt er sykmeldt."),
        ("h", "Begrunnelse"),
        ("p", "Du er arbeidsufør på grunn av sykdom, jf. folketrygdloven § 8-4, og du har vært i arbeid i "
              "minst fire uker før sykmeldingen, jf. § 8-2. Arbeidsgiveren har betalt sykepenger i "
              "arbeidsgiverperioden på 16 dager."),
    ]
    bl += nav_tail(L)
    return Body(L.pick(["Melding om vedtak – sykepenger", "Vedtak om sykepenger"]), bl, "vedtak")


def n_sp_maks(L):
    sick = D("2019-01-21")
    maks = D("2020-01-17")
    frist = D("2019-12-06")
    bl = [
        ("p", f"Du har vært sykmeldt siden {L.bd(sick)}. Ifølge våre beregninger har du rett til sykepenger "
              f"til og med {L.bd(maks)}. Dette er maksdatoen din."),
        ("p", "Hvis du fortsatt er syk etter maksdato, kan du ikke få nye sykepenger før du har vært "
              "arbeidsfør i 26 uker, jf. folketrygdloven § 8-12."),
        ("h", "Hva kan du gjøre nå?"),
        ("ul", ["Snakk med arbeidsgiveren din om muligheten for å komme tilbake i jobb.",
                "Du kan ha rett til arbeidsavklaringspenger (AAP). Du må søke selv.",
                f"Vi anbefaler at du søker AAP senest {L.bd(frist)}, slik at du ikke står uten inntekt."]),
        not_vedtak(L),
        ("p", "Har du spørsmål, kan du ta kontakt med veilederen din hos NAV Bodø på telefon 55 55 33 33."),
    ]
    return Body(L.pick(["Varsel om at sykepengene snart tar slutt", "Du nærmer deg maksdato for sykepenger"]),
                bl, "annet")


def n_sp_stans(L):
    sick = D("2021-09-13")
    stans = D("2021-11-08")
    fv = L.back(14, 20)
    bl = [
        ("p", f"Vi viser til førehandsvarselet vårt datert {L.bd(fv)}, der vi varsla om at sjukepengane dine "
              "kunne bli stansa. Vi har ikkje fått nye opplysningar frå deg."),
        ("p", f"Vi har difor stansa sjukepengane dine frå og med {L.bd(stans)}."),
        ("h", "Grunngjeving"),
        ("p", f"Du har vore sjukmeld sidan {L.bd(sick)}. Etter åtte veker må du vere i arbeidsretta aktivitet, "
              "med mindre medisinske grunnar klart er til hinder for det, jf. folketrygdlova § 8-8 andre ledd. "
              "Sjukmeldinga frå legen din gir ingen opplysningar om at medisinske grunnar hindrar aktivitet, og "
              "arbeidsgjevaren din har opplyst at det finst tilpassa arbeid."),
        ("p", "Dersom du kjem i aktivitet igjen, kan du få sjukepengar frå den dagen du byrjar. Gi oss beskjed så "
              "snart som mogleg."),
    ]
    bl += nav_tail(L)
    return Body(L.pick(["Vedtak om stans av sjukepengar", "Vi har stansa sjukepengane dine"]), bl, "vedtak")


def n_sp_innhent(L):
    sick = D("2021-09-13")
    to = D("2021-10-31")
    frist = L.fwd(14, 16)
    bl = [
        ("p", f"Vi har fått sjukmeldinga di for perioden {L.bd(sick)} til {L.bd(to)}. For å kunne behandle "
              "saka di treng vi fleire opplysningar frå deg."),
        ("p", "Vi treng:"),
        ("ul", ["inntektsopplysningar frå enkeltpersonføretaket ditt for dei tre siste åra",
                "stadfesting på kor mange timar du arbeidde i veka før du vart sjukmeld",
                "kopi av arbeidsavtalen din"]),
        ("p", f"Send opplysningane til oss innan {L.bd(frist)}. Du kan laste dei opp på nav.no/ettersending "
              "eller sende dei i posten saman med førstesida som ligg ved."),
        ("p", "Dersom vi ikkje får opplysningane innan fristen, kan vi avgjere saka på grunnlag av dei "
              "opplysningane vi har, jf. folketrygdlova § 21-3. Det kan føre til at du ikkje får sjukepengar."),
        not_vedtak(L),
    ]
    return Body(L.pick(["Vi treng fleire opplysningar frå deg", "Innhenting av opplysningar – sjukepengar"]),
                bl, "annet")


def n_aap_innv(L):
    start = D("2022-09-12")
    end = D("2023-09-11")
    app = L.back(20, 40)
    le = L.back(35, 60)
    av = L.back(5, 18)
    mk = L.fwd(10, 18)
    grunnlag = L.rng.randint(440, 520) * 1000 + L.rng.randint(0, 999)
    dagsats = round(grunnlag * 0.66 / 260)
    bl = [
        ("p", f"Vi har innvilga søknaden din om arbeidsavklaringspengar, som vi fekk {L.bd(app)}."),
        ("p", f"Du får AAP {L.period(start, end)}."),
        ("kv", [("Grunnlag", kr_(L, grunnlag)), ("Dagsats før skatt", kr_(L, dagsats)),
                ("Barnetillegg", "3 barn, 81 kroner per dag")]),
        ("h", "Grunngjeving"),
        ("p", "Arbeidsevna di er nedsett med minst halvparten på grunn av sjukdom, jf. folketrygdlova § 11-5. "
              "Du har behov for behandling og arbeidsretta tiltak for å kome i arbeid, jf. § 11-6. Vi har lagt "
              f"vekt på legeerklæringa frå fastlegen din datert {L.bd(le)} og arbeidsevnevurderinga frå "
              f"{L.bd(av)}."),
        ("h", "Meldekort og utbetaling"),
        ("p", "Du må sende meldekort kvar 14. dag. Utbetalinga skjer etter at vi har fått meldekortet. "
              f"Første meldekort kan du sende frå {L.bd(mk)}."),
    ]
    bl += nav_tail(L, plikt="Du må melde frå dersom du byrjar å arbeide, flyttar, reiser til utlandet eller "
                            "ikkje kan delta i aktivitetane i aktivitetsplanen din.")
    return Body(L.pick(["Vedtak om arbeidsavklaringspengar (AAP)", "Melding om vedtak – arbeidsavklaringspengar"]),
                bl, "vedtak", app)


def n_aap_forh(L):
    missed = L.back(8, 14)
    frist = L.fwd(12, 16)
    stans = frist + timedelta(days=L.rng.randint(3, 7))
    bl = [
        ("p", f"Du skulle ha møtt til samtale med rettleiaren din ved {L.snd['name']} {L.bd(missed)} kl. 10.00. "
              "Du møtte ikkje, og vi har ikkje fått nokon grunn frå deg."),
        ("p", "Vi vurderer difor å stanse arbeidsavklaringspengane dine, jf. folketrygdlova § 11-8."),
        ("h", "Du kan uttale deg"),
        ("p", "Før vi gjer vedtak, har du høve til å uttale deg. Dersom du hadde ein rimeleg grunn til ikkje å "
              f"møte, må du gi oss beskjed innan {L.bd(frist)}. Du kan skrive til oss på nav.no eller ringje "
              "55 55 33 33."),
        ("p", f"Dersom vi ikkje høyrer frå deg innan fristen, vil vi stanse AAP frå og med {L.bd(stans)}."),
        not_vedtak(L),
    ]
    return Body(L.pick(["Førehandsvarsel – vi vurderer å stanse arbeidsavklaringspengane dine",
                        "Varsel om stans av arbeidsavklaringspengar"]), bl, "annet")


def n_aap_klage(L):
    vp = L.back(130, 150)
    kl = weekday_on_or_after(vp + timedelta(days=L.rng.randint(12, 20)))
    missed = vp - timedelta(days=L.rng.randint(20, 30))
    stans = vp + timedelta(days=L.rng.randint(3, 8))
    bl = [
        ("p", f"Vi har behandla klaga di av {L.bd(kl)} på vedtaket frå Nav Arbeid og ytelser datert {L.bd(vp)} "
              f"om stans av arbeidsavklaringspengar frå {L.bd(stans)}."),
        ("h", "Resultat"),
        ("p", "Du får medhald i klaga. Vedtaket om stans blir oppheva, og du har rett til AAP også etter "
              f"{L.bd(stans)}."),
        ("h", "Grunngjeving"),
        ("p", "Nav Klageinstans meiner at du hadde rimeleg grunn til ikkje å møte til samtalen "
              f"{L.bd(missed)}. Du har lagt fram dokumentasjon frå legevakta som viser at du var sjuk denne "
              "dagen. Vilkåra for stans etter folketrygdlova § 11-8 er difor ikkje oppfylte."),
        ("p", "Nav Arbeid og ytelser vil utbetale det du har til gode. Du får eit eige brev om etterbetalinga."),
        ("h", "Du kan anke til Trygderetten"),
        ("p", "Dersom du er usamd i vedtaket, kan du anke det til Trygderetten innan seks veker frå du fekk "
              "dette brevet, jf. trygderettslova § 11. Anken skal sendast til Nav Klageinstans."),
    ]
    return Body(L.pick(["Vedtak i klagesak – arbeidsavklaringspengar", "Nav Klageinstans sitt vedtak i klagesaka di"]),
                bl, "vedtak", kl, "klage")


def n_dp_perm(L):
    perm = D("2020-03-23")
    app = D("2020-03-25")
    start = D("2020-03-25")
    grunnlag = L.rng.randint(470, 560) * 1000
    dagsats = round(grunnlag * 0.624 / 260)
    bl = [
        ("p", f"Vi viser til søknaden din om dagpenger, registrert {L.bd(app)}. Du er permittert 100 prosent fra "
              f"{L.bd(perm)} fra stillingen din hos Nordkyst Rør AS."),
        ("p", f"Du får dagpenger fra og med {L.bd(start)}. Arbeidsgiveren din har lønnsplikt de to første "
              "arbeidsdagene av permitteringen."),
        ("kv", [("Dagpengegrunnlag", kr_(L, grunnlag)), ("Dagsats", kr_(L, dagsats)),
                ("Barnetillegg", "1 barn, 17 kroner per dag")]),
        ("p", "Dagpengene blir utbetalt hver 14. dag etter at du har sendt meldekort. Du må sende meldekort "
              "selv om du ikke har jobbet."),
        ("h", "Begrunnelse"),
        ("p", "Du oppfyller vilkårene for dagpenger under permittering etter folketrygdloven §§ 4-3 og 4-7 og "
              "midlertidig forskrift om unntak fra folketrygdloven kapittel 4 i forbindelse med covid-19."),
    ]
    bl += nav_tail(L, plikt="Du må melde fra på meldekortet når du jobber, og straks gi beskjed når "
                            "permitteringen opphører.")
    return Body(L.pick(["Vedtak om dagpenger under permittering", "Melding om vedtak – dagpenger"]), bl,
                "vedtak", app)


def n_dp_stans(L):
    back = D("2020-08-24")
    prev = D("2020-04-21")
    last_a, last_b = D("2020-08-10"), D("2020-08-23")
    pay = L.fwd(3, 8)
    bl = [
        ("p", f"Du har opplyst på meldekortet at du gikk tilbake i full stilling fra {L.bd(back)}."),
        ("p", f"Vi har derfor stanset dagpengene dine fra og med {L.bd(back)}. Vedtaket vårt av {L.bd(prev)} om "
              "dagpenger under permittering gjelder ikke lenger fra denne datoen."),
        ("p", f"Siste utbetaling gjelder perioden {L.bd(last_a)} – {L.bd(last_b)} og blir utbetalt {L.bd(pay)}."),
        ("h", "Begrunnelse"),
        ("p", "Du har ikke lenger tapt arbeidstid, jf. folketrygdloven § 4-3."),
    ]
    bl += nav_tail(L)
    return Body("Vedtak om stans av dagpenger", bl, "vedtak")


def n_dp_avslag(L):
    app = L.back(20, 35)
    reg = app - timedelta(days=L.rng.randint(1, 4))
    inc = L.rng.randint(120, 160) * 1000 + L.rng.randint(0, 999)
    bl = [
        ("p", f"Vi har avslått søknaden din om dagpenger, mottatt {L.bd(app)}."),
        ("h", "Begrunnelse"),
        ("p", f"Du er registrert som arbeidssøker fra {L.bd(reg)}. For å få dagpenger må du ha hatt arbeidsinntekt "
              "på minst 1,5 ganger grunnbeløpet de siste 12 månedene, eller minst 3 ganger grunnbeløpet de siste "
              "36 månedene, jf. folketrygdloven § 4-4."),
        ("kv", [("Inntekt siste 12 måneder", kr_(L, inc)), ("Krav (1,5 G)", "167 216 kroner"),
                ("Inntekt siste 36 måneder", kr_(L, inc * 2 + 13_544)), ("Krav (3 G)", "334 431 kroner")]),
        ("p", "Inntekten din er lavere enn begge grensene. Du har derfor ikke rett til dagpenger."),
        ("p", "Du kan fortsatt være registrert som arbeidssøker og få hjelp fra Nav til å finne jobb."),
    ]
    bl += nav_tail(L, explicit=True)
    return Body(L.pick(["Vedtak – avslag på søknad om dagpenger", "Avslag på søknaden din om dagpenger"]), bl,
                "vedtak", app)


def n_dp_klagesvar(L):
    vp = L.back(50, 70)
    kl = L.back(12, 25)
    frist = L.fwd(21, 23)
    bl = [
        ("p", f"Vi har mottatt klagen din datert {L.bd(kl)} på vedtaket vårt av {L.bd(vp)} om avslag på dagpenger."),
        ("p", "Vi har vurdert saken på nytt, men har ikke funnet grunnlag for å endre vedtaket. Saken er derfor "
              "sendt til Nav Klageinstans Oslo og Akershus, som vil behandle klagen."),
        ("p", "Vedlagt følger kopi av oversendelsesbrevet. Hvis du har merknader til dette, kan du sende dem "
              f"til Nav Klageinstans innen {L.bd(frist)}."),
        ("p", "Saksbehandlingstiden i Nav Klageinstans er for tiden om lag 20 uker. Du finner oppdatert "
              "saksbehandlingstid på nav.no/saksbehandlingstider."),
        ("p", "Du får et nytt brev når klagen er ferdig behandlet."),
    ]
    return Body(L.pick(["Vi har sendt klagen din til Nav Klageinstans", "Svar på klage – oversendelse til klageinstans"]),
                bl, "annet", kl, "klage")


def n_dp_varsel(L):
    a, b = D("2020-08-24"), D("2020-09-06")
    stansv = D("2020-09-15")
    frist = L.fwd(14, 18)
    bl = [
        ("p", f"Vi har oppdaget at du har fått utbetalt dagpenger for perioden {L.bd(a)}–{L.bd(b)}, selv om du "
              "var tilbake i full jobb. Feilutbetalt beløp er 8 412 kroner før skatt."),
        ("p", f"Dagpengene ble stanset i vedtak av {L.bd(stansv)}, men utbetalingen for perioden over var da "
              "allerede gjennomført."),
        ("h", "Du kan uttale deg"),
        ("p", "Før vi avgjør om du må betale tilbake, vil vi gi deg anledning til å uttale deg, jf. "
              f"forvaltningsloven § 16. Svar oss innen {L.bd(frist)}."),
        ("p", "Hvis du mener at du ikke burde forstått at utbetalingen var feil, må du forklare hvorfor."),
        not_vedtak(L),
    ]
    return Body(L.pick(["Varsel om mulig tilbakekreving av dagpenger", "Varsel – vi vurderer å kreve tilbake dagpenger"]),
                bl, "annet")


def n_dp_tilbake(L):
    a, b = D("2020-08-24"), D("2020-09-06")
    varsel = L.back(55, 75)
    svar = weekday_on_or_after(varsel + timedelta(days=L.rng.randint(9, 14)))
    forf = L.fwd(30, 40)
    bl = [
        ("p", f"Vi viser til varselet vårt datert {L.bd(varsel)} og svaret ditt, mottatt {L.bd(svar)}."),
        ("h", "Vedtak"),
        ("p", f"Du har fått 8 412 kroner for mye i dagpenger {L.period(a, b)}. Du må betale tilbake hele "
              "beløpet. Vi har trukket fra skatt, slik at beløpet du skal betale er 5 888 kroner."),
        ("h", "Begrunnelse"),
        ("p", "Du meldte på meldekortet at du ikke hadde arbeidet, selv om du var tilbake i full stilling. Du "
              "burde ha forstått at utbetalingen var feil, jf. folketrygdloven § 22-15 første ledd."),
        ("p", f"Du får en faktura med innbetalingsinformasjon. Forfallsdatoen er {L.bd(forf)}."),
    ]
    bl += nav_tail(L)
    return Body("Vedtak om tilbakekreving av dagpenger", bl, "vedtak", svar, "brev")


def n_bt_jonas(L):
    born = FAM_BORN["Jonas Nordvik"]
    pay = D("2015-02-20")
    bl = [
        ("p", L.pick([f"Du får barnetrygd for Jonas Nordvik, født {L.bd(born)}.",
                      f"Vi har innvilget barnetrygd for Jonas Nordvik, som ble født {L.bd(born)}."])
              + " Barnetrygden er innvilget automatisk på bakgrunn av opplysninger fra Folkeregisteret."),
        ("kv", [("Barn", f"Jonas Nordvik ({L.bd(born)})"), ("Fra og med", "februar 2015"),
                ("Beløp", "970 kroner per måned")]),
        ("p", f"Første utbetaling er {L.bd(pay)}. Barnetrygden blir deretter utbetalt innen den 20. hver måned."),
        ("p", f"Du får også barnetrygd for Sofie Aas, født {L.bd(FAM_BORN['Sofie Aas'])}. Samlet barnetrygd fra "
              "februar 2015 er 1 940 kroner per måned."),
        ("p", "Barnetrygden blir utbetalt til og med måneden før barnet fyller 18 år."),
        ("h", "Begrunnelse"),
        ("p", "Du bor fast i Norge sammen med barnet, jf. barnetrygdloven §§ 2 og 4."),
    ]
    bl += nav_tail(L, plikt="Du må melde fra hvis du eller barnet flytter, eller hvis barnet ikke lenger "
                            "bor hos deg.")
    return Body(L.pick(["Vedtak om barnetrygd", "Melding om vedtak – barnetrygd"]), bl, "vedtak")


def n_ubt_opphor(L):
    married = D("2014-06-14")
    opph = D("2014-07-01")
    paid = D("2014-07-18")
    bl = [
        ("p", f"Vi har fått melding fra Folkeregisteret om at du giftet deg {L.bd(married)}."),
        ("p", f"Du har fått utvidet barnetrygd fordi du har vært enslig forsørger for Sofie Aas, født "
              f"{L.bd(FAM_BORN['Sofie Aas'])}. Når du gifter deg, har du ikke lenger rett til utvidet "
              "barnetrygd, jf. barnetrygdloven § 9."),
        ("p", f"Utvidet barnetrygd opphører fra og med {L.bd(opph)}. Du får fortsatt ordinær barnetrygd for "
              "Sofie med 970 kroner per måned."),
        ("p", f"Du fikk utbetalt utvidet barnetrygd for juli 2014 den {L.bd(paid)}. Vi vil vurdere om beløpet "
              "skal kreves tilbake, og sender deg i så fall et eget varsel."),
    ]
    bl += nav_tail(L)
    return Body(L.pick(["Vedtak om opphør av utvidet barnetrygd", "Utvidet barnetrygd opphører"]), bl, "vedtak")


def n_ks_innv(L):
    born = FAM_BORN["Emma Nordvik"]
    app = L.back(14, 28)
    pay = D("2021-10-20")
    bl = [
        ("p", f"Vi har innvilga søknaden din om kontantstøtte for Emma Nordvik, fødd {L.bd(born)}. "
              f"Vi fekk søknaden {L.bd(app)}."),
        ("p", "Du får kontantstøtte frå og med oktober 2021, med 7 500 kroner i månaden. "
              f"Første utbetaling er {L.bd(pay)}."),
        ("p", "Kontantstøtta varer til og med månaden før Emma fyller to år, det vil seie til og med august "
              "2022, eller fram til ho får plass i barnehage."),
        ("h", "Grunngjeving"),
        ("p", "Barnet er mellom 13 og 23 månader og har ikkje barnehageplass, jf. kontantstøttelova §§ 2 og 7."),
    ]
    bl += nav_tail(L, plikt="Du må melde frå til oss dersom Emma får barnehageplass. Dette gjeld også om "
                            "plassen er deltid.")
    return Body("Vedtak om kontantstøtte", bl, "vedtak", app)


def n_ks_opphor(L):
    bh = D("2022-01-03")
    opph = D("2022-02-01")
    siste = D("2022-01-20")
    bl = [
        ("p", "Vi har fått opplysninger fra Bærum kommune om at Emma Nordvik, født "
              f"{L.bd(FAM_BORN['Emma Nordvik'])}, har fått fulltids barnehageplass fra {L.bd(bh)}."),
        ("p", f"Kontantstøtten opphører derfor fra og med {L.bd(opph)}. Siste utbetaling er {L.bd(siste)}, "
              "og gjelder januar 2022."),
        ("h", "Begrunnelse"),
        ("p", "Barn med fulltids barnehageplass gir ikke rett til kontantstøtte, jf. kontantstøtteloven § 7."),
    ]
    bl += nav_tail(L)
    return Body(L.pick(["Vedtak om opphør av kontantstøtte", "Kontantstøtten din opphører"]), bl, "vedtak")


def n_pp_innv(L):
    innl = D("2019-01-14")
    to = D("2019-03-15")
    le = D("2019-01-24")
    app = D("2019-01-17")
    pay = D("2019-02-25")
    dagsats = L.rng.randint(1400, 1750)
    bl = [
        ("p", f"Vi har innvilget søknaden din om pleiepenger for Jonas Nordvik, født {L.bd(FAM_BORN['Jonas Nordvik'])}. "
              f"Søknaden ble mottatt {L.bd(app)}."),
        ("p", f"Du får pleiepenger med 100 prosent {L.period(innl, to)}."),
        ("kv", [("Dagsats", kr_(L, dagsats)), ("Utbetales til", "deg"), ("Første utbetaling", L.bd(pay))]),
        ("h", "Begrunnelse"),
        ("p", f"Vi har lagt til grunn legeerklæringen fra Nordlandssykehuset datert {L.bd(le)}, som bekrefter at "
              f"Jonas har vært innlagt siden {L.bd(innl)} og har behov for kontinuerlig tilsyn og pleie, jf. "
              "folketrygdloven § 9-10."),
    ]
    bl += nav_tail(L, plikt="Du må si fra hvis Jonas blir utskrevet før perioden er over, eller hvis du "
                            "begynner å jobbe.")
    return Body("Vedtak om pleiepenger", bl, "vedtak", app)


def n_pp_innhent(L):
    app = D("2019-01-17")
    signed = D("2019-01-16")
    frist = L.fwd(14, 16)
    bl = [
        ("p", f"Vi har mottatt søknaden din om pleiepenger for Jonas Nordvik. Søknaden er datert {L.bd(signed)} "
              f"og ble mottatt hos oss {L.bd(app)}."),
        ("p", "For å kunne behandle søknaden trenger vi:"),
        ("ul", ["legeerklæring for pleiepenger fra sykehuset der Jonas er innlagt",
                "bekreftelse fra arbeidsgiveren din på fravær og inntekt"]),
        ("p", f"Dokumentasjonen må være mottatt innen {L.bd(frist)}. Du kan sende den digitalt via nav.no eller "
              "i posten."),
        ("p", "Hvis vi ikke mottar dokumentasjonen innen fristen, kan søknaden bli avslått, jf. "
              "folketrygdloven § 21-3."),
        not_vedtak(L),
    ]
    return Body(L.pick(["Vi trenger mer dokumentasjon", "Innhenting av opplysninger – pleiepenger"]), bl, "annet", app)


def n_op_per(L):
    app = L.back(21, 40)
    le = app - timedelta(days=L.rng.randint(5, 12))
    bl = [
        ("p", f"Vi har innvilget søknaden din om ekstra omsorgsdager, mottatt {L.bd(app)}."),
        ("p", "Jonas Nordvik har en kronisk sykdom som gir betydelig høyere risiko for fravær fra jobb, jf. "
              "folketrygdloven § 9-6 andre ledd."),
        ("p", f"Du får 10 ekstra omsorgsdager per kalenderår {L.period(D('2019-01-01'), D('2033-12-31'))}."),
        ("p", f"Vi har lagt vekt på legeerklæringen datert {L.bd(le)}."),
        ("p", "Omsorgspengene blir utbetalt av arbeidsgiveren din. Arbeidsgiveren kan kreve refusjon fra NAV."),
    ]
    bl += nav_tail(L)
    return Body(L.pick(["Vedtak om ekstra omsorgsdager", "Vedtak – omsorgspenger, kronisk sykt barn"]), bl,
                "vedtak", app)


def n_uf_innv(L):
    app = L.back(120, 160)
    virk = D("2023-06-01")
    uft = D("2021-03-15")
    le = L.back(60, 90)
    et = L.fwd(7, 14)
    grl = L.rng.randint(500, 560) * 1000
    aar = round(grl * 0.66 * 0.5)
    bl = [
        ("p", f"Vi har behandlet søknaden din om uføretrygd, mottatt {L.bd(app)}. Du får 50 prosent uføretrygd "
              f"fra {L.bd(virk)}."),
        ("kv", [("Uføregrad", "50 %"), ("Uføretidspunkt", L.bd(uft)),
                ("Beregningsgrunnlag", kr_(L, grl)), ("Uføretrygd per år", kr_(L, aar)),
                ("Uføretrygd per måned", kr_(L, round(aar / 12)))]),
        ("p", "Uføretrygden blir utbetalt den 20. hver måned. Du har krav på etterbetaling for perioden "
              f"{L.bd(virk)} til {L.bd(D('2023-09-30'))}, som blir utbetalt {L.bd(et)}."),
        ("h", "Begrunnelse"),
        ("p", "Inntektsevnen din er varig nedsatt med 50 prosent på grunn av sykdom, jf. folketrygdloven "
              f"§§ 12-6 og 12-7. Vi har lagt vekt på uttalelsen fra fastlegen din datert {L.bd(le)}."),
    ]
    bl += nav_tail(L, plikt="Du må melde fra hvis inntekten din endrer seg. Forventet inntekt brukes til å "
                            "beregne uføretrygden, og avvik blir rettet opp i etteroppgjøret.")
    return Body(L.pick(["Vedtak om uføretrygd", "Melding om vedtak – uføretrygd"]), bl, "vedtak", app)


def n_uf_varsel(L):
    meldt = D("2023-08-28")
    frist = L.fwd(21, 25)
    bl = [
        ("p", "Skatteoppgjøret for 2023 viser at du hadde en arbeidsinntekt på 318 600 kroner. Da vi beregnet "
              f"uføretrygden din, la vi til grunn en forventet inntekt på 260 000 kroner, som du meldte {L.bd(meldt)}."),
        ("p", f"Du har derfor fått 14 230 kroner for mye i uføretrygd {L.period(D('2023-06-01'), D('2023-12-31'))}."),
        ("h", "Du kan uttale deg"),
        ("p", f"Før vi gjør vedtak, kan du uttale deg. Fristen er {L.bd(frist)}. Svar oss på nav.no/ettersende "
              "eller i posten."),
        not_vedtak(L),
    ]
    return Body(L.pick(["Forhåndsvarsel – etteroppgjør av uføretrygd for 2023", "Varsel om etteroppgjør for 2023"]),
                bl, "annet")


def n_uf_etter(L):
    fv = L.back(40, 55)
    forf = L.fwd(28, 35)
    bl = [
        ("p", f"Vi viser til forhåndsvarselet vårt av {L.bd(fv)}. Vi har ikke mottatt merknader fra deg."),
        ("h", "Vedtak"),
        ("p", "Etteroppgjøret viser at du har fått 14 230 kroner for mye i uføretrygd i 2023. Beløpet kreves "
              "tilbake etter folketrygdloven § 12-14."),
        ("p", f"Skatteetaten krever inn beløpet og sender deg faktura. Første forfallsdato er {L.bd(forf)}."),
        ("h", "Begrunnelse"),
        ("p", "Den faktiske inntekten din i 2023 var høyere enn inntekten vi brukte da vi beregnet uføretrygden."),
    ]
    bl += nav_tail(L)
    return Body("Vedtak – etteroppgjør av uføretrygd for 2023", bl, "vedtak")


def n_ap_arne(L):
    app = L.back(45, 70)
    b67 = D("2008-02-04")
    start = D("2008-03-01")
    first = D("2008-03-20")
    bl = [
        ("p", f"Vi viser til søknaden din om alderspensjon, motteken {L.bd(app)}. Du fyller 67 år {L.bd(b67)}, "
              f"og får alderspensjon frå og med {L.bd(start)}."),
        ("table", (["", "Per år", "Per månad"],
                   [["Grunnpensjon", "66 812", "5 568"], ["Tilleggspensjon", "118 204", "9 850"],
                    ["Sum", "185 016", "15 418"]])),
        ("p", f"Pensjonen blir utbetalt den 20. kvar månad. Første utbetaling er {L.bd(first)}."),
        ("p", "Du har 40 år med trygdetid og 34 poengår. Grunnpensjonen er rekna ut etter folketrygdlova "
              "§ 3-2, og tilleggspensjonen etter § 3-8."),
    ]
    bl += nav_tail(L, plikt="Du må melde frå dersom du flyttar til utlandet eller sivilstanden din blir endra.")
    return Body(L.pick(["Melding om vedtak – alderspensjon", "Vedtak om alderspensjon"]), bl, "vedtak", app)


def n_ap_ingrid(L):
    move = D("2024-01-15")
    endr = D("2024-02-01")
    et = L.fwd(5, 12)
    bl = [
        ("p", f"Vi har fått opplysningar om at ektefellen din, Arne Solheim, har flytta på langtidsopphald i "
              f"institusjon frå {L.bd(move)}. De blir difor rekna som tvungent åtskilde, jf. folketrygdlova § 1-5."),
        ("p", f"Alderspensjonen din er berekna på nytt som for einsleg frå og med {L.bd(endr)}."),
        ("table", (["", "Før endringa", "Etter endringa"],
                   [["Grunnpensjon per år", "106 758", "118 620"], ["Samla pensjon per månad", "17 202", "18 191"]])),
        ("p", f"Etterbetalinga for februar blir utbetalt {L.bd(et)}."),
    ]
    bl += nav_tail(L)
    return Body(L.pick(["Vedtak om endring av alderspensjon", "Vi har endra alderspensjonen din"]), bl, "vedtak")


def n_gs_ingrid(L):
    app = L.back(40, 60)
    le = app - timedelta(days=L.rng.randint(6, 15))
    start = first_next_month(app)
    bl = [
        ("p", "Vi har innvilga søknaden din om grunnstønad til ekstra utgifter til slitasje på klede og "
              f"sengetøy. Søknaden var datert {L.bd(app)}, og legeerklæringa er datert {L.bd(le)}."),
        ("p", f"Du får grunnstønad etter sats 1, som er 8 328 kroner i året (694 kroner i månaden), frå og med "
              f"{L.bd(start)}."),
        ("p", "Grunnstønaden blir utbetalt saman med alderspensjonen din den 20. kvar månad."),
        ("h", "Grunngjeving"),
        ("p", "Du har varige ekstrautgifter på grunn av sjukdom, jf. folketrygdlova § 6-3 første ledd bokstav d."),
    ]
    bl += nav_tail(L)
    return Body("Vedtak om grunnstønad", bl, "vedtak", app)


def n_hs_arne(L):
    app = L.back(50, 80)
    start = D("2020-01-01")
    et = D("2020-02-20")
    bl = [
        ("p", f"Vi viser til søknaden din om hjelpestønad, motteken {L.bd(app)}."),
        ("p", f"Du får hjelpestønad etter ordinær sats, 14 844 kroner i året, frå og med {L.bd(start)}."),
        ("p", "Vi har lagt vekt på at du treng særskilt tilsyn og pleie på grunn av sjukdom, og at Ingrid "
              "Solheim gir deg denne hjelpa som ei privat pleieordning, jf. folketrygdlova § 6-4."),
        ("p", f"Stønaden blir utbetalt saman med alderspensjonen din. Etterbetaling for januar blir utbetalt "
              f"{L.bd(et)}."),
    ]
    bl += nav_tail(L, plikt="Du må melde frå dersom pleieordninga endrar seg, eller dersom du flyttar på institusjon.")
    return Body(L.pick(["Vedtak om hjelpestønad", "Melding om vedtak – hjelpestønad"]), bl, "vedtak", app)


def n_hm_arne(L):
    app = L.back(20, 35)
    signed = app - timedelta(days=L.rng.randint(2, 6))
    bl = [
        ("p", f"Vi har mottatt søknad om hjelpemidler fra ergoterapeut i Trondheim kommune. Søknaden er signert "
              f"av deg {L.bd(signed)} og ble mottatt {L.bd(app)}."),
        ("p", "Du får låne disse hjelpemidlene:"),
        ("table", (["HMS-nr.", "Hjelpemiddel", "Antall"],
                   [["214837", "Rullator, innendørs", "1"], ["176520", "Dusjkrakk med rygg", "1"],
                    ["229164", "Toalettforhøyer med armlener", "1"]])),
        ("p", "Hjelpemidlene blir levert til kommunens hjelpemiddellager, som kjører dem ut til deg. "
              "Forventet levering er i løpet av tre uker."),
        ("h", "Begrunnelse"),
        ("p", "Hjelpemidlene er nødvendige og hensiktsmessige for at du skal kunne klare deg selv i hjemmet, jf. "
              "folketrygdloven § 10-6."),
    ]
    bl += nav_tail(L, plikt="Hjelpemidlene er et utlån. Du må gi beskjed til kommunen når du ikke lenger "
                            "trenger dem.")
    return Body(L.pick(["Vedtak om hjelpemidler", "Melding om vedtak – utlån av hjelpemidler"]), bl, "vedtak", app)


def n_hm_ingrid(L):
    app = L.back(30, 50)
    ergo = app - timedelta(days=L.rng.randint(4, 10))
    bl = [
        ("p", f"Vi har avslått søknaden din om elektrisk trehjulssykkel, som vi fekk {L.bd(app)}."),
        ("h", "Grunngjeving"),
        ("p", "Hjelpemiddelet må vere nødvendig og føremålstenleg for å betre funksjonsevna di i dagleglivet, "
              f"jf. folketrygdlova § 10-5. Ut frå opplysningane frå ergoterapeuten, datert {L.bd(ergo)}, skal "
              "sykkelen hovudsakleg brukast til trening og fritid. Vi meiner difor at vilkåra ikkje er oppfylte."),
        ("p", "Du kan ta kontakt med ergoterapeuten i Voss herad for å sjå på andre løysingar."),
    ]
    bl += nav_tail(L, explicit=True)
    return Body(L.pick(["Vedtak – avslag på søknad om hjelpemiddel", "Avslag på søknad om hjelpemiddel"]),
                bl, "vedtak", app)


def n_ts_kari(L):
    app = L.back(14, 30)
    ta = L.back(1, 10)
    tb = ta + timedelta(days=L.rng.randint(80, 110))
    bl = [
        ("p", f"Vi har innvilga søknaden din om stønad til daglege reiser, motteken {L.bd(app)}."),
        ("p", f"Du deltek i arbeidsretta tiltak ved Rykkinn Læringssenter AS {L.period(ta, tb)}."),
        ("p", "Du får dekt billett til kollektivtransport med inntil 39 kroner per reisedag, inntil fem "
              "reisedagar i veka."),
        ("p", "Stønaden blir utbetalt etterskotsvis når du har sendt inn krav om utbetaling. Kravet må sendast "
              "seinast seks månader etter at du har hatt utgifta."),
        ("h", "Grunngjeving"),
        ("p", "Du får arbeidsavklaringspengar og har reiseutgifter på grunn av tiltaket, jf. folketrygdlova "
              "§ 11 A-4 og forskrift om tilleggsstønader § 6."),
    ]
    bl += nav_tail(L)
    return Body(L.pick(["Vedtak om tilleggsstønader – daglege reiser", "Vedtak om stønad til daglege reiser"]),
                bl, "vedtak", app)


def n_os_innv(L):
    app = D("2011-07-11")
    start, end = D("2011-07-01"), D("2014-06-30")
    et = L.fwd(5, 10)
    bl = [
        ("p", f"Vi viser til søknad om overgangsstønad mottatt {L.bd(app)}. Søknaden er innvilget."),
        ("p", f"Du får overgangsstønad {L.period(start, end)}, det vil si inntil tre år."),
        ("p", "Stønaden utgjør 2,25 ganger grunnbeløpet per år, redusert på grunn av inntekt. Du får "
              f"{kr_(L, L.rng.randint(12800, 14200))} per måned."),
        ("p", f"Når Sofie Aas fyller ett år {L.bd(D('2012-06-30'))}, må du være i yrkesrettet aktivitet, "
              "for eksempel arbeid minst 50 prosent, utdanning eller registrert som arbeidssøker, jf. "
              "folketrygdloven § 15-6."),
        ("p", f"Overgangsstønaden blir utbetalt den 20. hver måned. Etterbetaling for juli og august blir "
              f"utbetalt {L.bd(et)}."),
    ]
    bl += nav_tail(L, plikt="Du må straks melde fra hvis du flytter sammen med noen, gifter deg, får endret "
                            "inntekt eller flytter.")
    return Body("Vedtak om overgangsstønad", bl, "vedtak", app)


def n_os_tilbake(L):
    varsel = L.back(35, 50)
    svar = weekday_on_or_after(varsel + timedelta(days=L.rng.randint(8, 14)))
    bl = [
        ("p", f"Vi viser til vårt brev av {L.bd(varsel)} der vi varslet om mulig tilbakekreving, og til ditt "
              f"svar mottatt {L.bd(svar)}."),
        ("p", f"Du og Per Nordvik har vært registrert på samme adresse fra {L.bd(D('2012-09-01'))}. Dere har bodd "
              "sammen fra denne datoen, og du hadde ikke lenger rett til overgangsstønad, jf. folketrygdloven "
              "§ 15-4."),
        ("p", f"Du har fått utbetalt 41 220 kroner for mye {L.period(D('2012-09-01'), D('2012-11-30'))}."),
        ("h", "Vedtak"),
        ("p", "Du må betale tilbake 41 220 kroner. Du burde ha forstått at du ikke hadde rett til stønaden, jf. "
              "folketrygdloven § 22-15. Du vil få et eget brev fra NAV Innkreving med innbetalingsinformasjon."),
    ]
    bl += nav_tail(L)
    return Body("Vedtak om tilbakekreving av overgangsstønad", bl, "vedtak", svar, "brev")


def n_dm_kari(L):
    sick = D("2021-09-13")
    ds, kl, ad = L.appt(14, 24, [(9, 0), (10, 0), (13, 0)])
    svar = weekday_on_or_before(ad - timedelta(days=L.rng.randint(4, 7)))
    leader = L.other_name()
    bl = [
        ("p", f"Du har vore sjukmeld sidan {L.bd(sick)}. Vi kallar deg inn til dialogmøte for å snakke om "
              "korleis du kan kome tilbake i arbeid."),
        ("kv", [("Tid", f"{ds} {kl}"), ("Stad", f"{L.snd['name']}, Sandvika, 3. etasje – meld deg i resepsjonen"),
                ("Deltakarar", f"du, nærmaste leiaren din ({leader}) og rettleiar frå NAV")]),
        ("p", "Fastlegen din kan også bli invitert. Du kan ta med deg ein person du har tillit til."),
        ("p", f"Dersom tidspunktet ikkje passar, må du gi beskjed innan {L.bd(svar)}."),
        ("p", "Møtet blir halde etter folketrygdlova § 8-7 a. Det er viktig at du møter. Dersom du ikkje møter "
              "utan rimeleg grunn, kan sjukepengane dine bli stansa."),
    ]
    return Body(L.pick(["Innkalling til dialogmøte", "Innkalling til dialogmøte 2"]), bl, "innkalling")


def n_dm_per(L):
    sick = D("2019-01-21")
    ds, kl, ad = L.appt(14, 28, [(9, 30), (11, 0), (12, 30)])
    leader = L.other_name()
    bl = [
        ("p", f"Du har vært sykmeldt fra {L.bd(sick)}. NAV kaller deg og arbeidsgiveren din inn til dialogmøte."),
        ("h", "Tid og sted"),
        ("p", f"{ds[0].upper() + ds[1:]}, {kl}, hos NAV Bodø, Sjøgata 41, 2. etasje."),
        ("h", "Hvem deltar"),
        ("ul", ["deg", f"lederen din, {leader}, Nordkyst Rør AS", "veileder fra NAV",
                "eventuelt fastlegen din og bedriftshelsetjenesten"]),
        ("p", "I møtet skal vi snakke om hvordan du kan komme tilbake i arbeid, og hva som skal til for at du "
              "kan jobbe helt eller delvis."),
        ("p", "Hvis du ikke kan møte, må du gi beskjed så snart som mulig. Manglende oppmøte uten rimelig grunn "
              "kan føre til stans i sykepengene, jf. folketrygdloven § 8-8."),
    ]
    return Body("Innkalling til dialogmøte", bl, "innkalling")


def n_veil_per(L):
    reg = L.back(8, 20)
    ds, kl, ad = L.appt(7, 16, [(9, 0), (10, 30), (13, 15), (14, 0)])
    veil = L.other_name()
    frist = weekday_on_or_before(ad - timedelta(days=2))
    bl = [
        ("p", f"Du er registrert som arbeidssøker fra {L.bd(reg)}. Vi vil gjerne møte deg for å snakke om "
              "jobbmulighetene dine og hva slags hjelp du trenger."),
        ("kv", [("Tidspunkt", f"{ds}, {kl}"), ("Sted", f"{L.snd['name']}, Løkketangen 18, Sandvika"),
                ("Veileder", veil)]),
        ("p", "Ta med CV og gyldig legitimasjon."),
        ("p", f"Hvis du ikke kan møte, ring 55 55 33 33 innen {L.bd(frist)}. Hvis du søker eller mottar "
              "dagpenger og ikke møter uten rimelig grunn, kan dagpengene bli stanset, jf. folketrygdloven § 4-20."),
    ]
    return Body(L.pick(["Innkalling til møte med veileder", "Du er kalt inn til samtale med veileder"]), bl,
                "innkalling")


def n_opp_kari(L):
    ds, kl, ad = L.appt(10, 20, [(10, 0), (12, 0), (14, 30)])
    veil = L.other_name()
    frist = weekday_on_or_before(ad - timedelta(days=3))
    bl = [
        ("p", f"Du får arbeidsavklaringspengar frå {L.bd(D('2022-09-12'))}. Vi vil ha ein samtale med deg for å "
              "følgje opp aktivitetsplanen din."),
        ("kv", [("Når", f"{ds} {kl}"), ("Kvar", f"{L.snd['name']}, Løkketangen 18, Sandvika"),
                ("Rettleiar", veil)]),
        ("p", f"Samtalen kan også gjennomførast på video dersom du ønskjer det. Gi beskjed innan {L.bd(frist)}."),
        ("p", "Du har plikt til å møte, jf. folketrygdlova § 11-7. Dersom du ikkje møter, kan "
              "arbeidsavklaringspengane bli stansa."),
    ]
    return Body("Innkalling til oppfølgingssamtale", bl, "innkalling")


def n_kontroll_per(L):
    a, b = D("2020-04-13"), D("2020-05-24")
    ds, kl, ad = L.appt(10, 18, [(9, 0), (13, 0)])
    bl = [
        ("p", f"I forbindelse med kontroll av meldekortene dine for perioden {L.bd(a)} – {L.bd(b)} ber vi deg "
              "møte til en samtale."),
        ("kv", [("Tid", f"{ds} {kl}"), ("Sted", "NAV Bodø, Sjøgata 41, møterom 2"),
                ("Saksbehandler", L.staff[0][0])]),
        ("p", "Ta med lønnsslipper for april og mai 2020 og eventuelle timelister."),
        ("p", "Hvis du ikke møter, vil vi vurdere saken ut fra opplysningene vi har. Det kan føre til at "
              "dagpengene blir stanset eller krevd tilbake."),
    ]
    return Body(L.pick(["Innkalling til kontrollsamtale", "Innkalling til samtale – kontroll av meldekort"]), bl,
                "innkalling")


# --------------------------------------------------------------------------
# health bodies: Helfo, Statsforvalteren, Pasientreiser, NPE, Helseklage
# --------------------------------------------------------------------------
def h_helfo_frikort(L):
    reached = L.back(6, 14)
    bl = [
        ("p", "Du har no betalt eigendelar for helsetenester som til saman er over eigendelstaket for 2019 på "
              "2 369 kroner. Du har difor fått frikort."),
        ("kv", [("Frikortet gjeld frå", L.bd(reached)), ("Frikortet gjeld til og med", L.bd(D("2019-12-31"))),
                ("Registrerte eigendelar", "2 412 kroner")]),
        ("p", "Du treng ikkje ta med deg frikortet. Behandlarar kan sjå elektronisk at du har frikort."),
        ("p", f"Har du betalt eigendel etter {L.bd(reached)}, får du pengane tilbake automatisk til "
              "kontonummeret ditt."),
        ("p", "Les meir om frikort på helsenorge.no."),
    ]
    return Body(L.pick(["Frikort for helsetenester", "Du har fått frikort for eigendelstak 1"]), bl, "annet")


def h_helfo_avslag(L):
    app = L.back(25, 45)
    signed = app - timedelta(days=L.rng.randint(3, 9))
    lege = L.other_name()
    bl = [
        ("p", f"Vi viser til søknad om individuell stønad til legemiddelet Tardivex 20 mg, sendt av legen din, "
              f"{lege}. Søknaden er datert {L.bd(signed)} og ble mottatt hos Helfo {L.bd(app)}."),
        ("h", "Vedtak"),
        ("p", "Søknaden er avslått."),
        ("h", "Begrunnelse"),
        ("p", "For å få dekket et legemiddel etter blåreseptforskriften § 3 må det være dokumentert at "
              "aktuelle legemidler som er forhåndsgodkjent, er forsøkt uten tilstrekkelig effekt. Søknaden "
              "viser ikke at dette er gjort."),
        ("h", "Du kan klage"),
        ("p", "Du kan klage på vedtaket innen seks uker fra du mottok det, jf. folketrygdloven § 21-12. Klagen "
              "sender du til Helfo. Hvis vi ikke gir deg medhold, blir saken sendt til Nasjonalt klageorgan for "
              "helsetjenesten (Helseklage)."),
        ("p", "Du har rett til å se dokumentene i saken, jf. forvaltningsloven § 18."),
    ]
    return Body(L.pick(["Vedtak – avslag på søknad om individuell stønad", "Avslag på søknad om blå resept"]),
                bl, "vedtak", app)


def h_helfo_fastlege(L):
    reg = L.back(1, 4)
    start = first_next_month(L.d)
    doc = L.other_name()
    bl = [
        ("p", f"Vi har registrert at du har byttet fastlege. Byttet ble registrert {L.bd(reg)}."),
        ("kv", [("Ny fastlege", doc), ("Legekontor", "Rykkinn legesenter"),
                ("Adresse", "Kløverveien 2, 1349 Rykkinn"), ("Gjelder fra", L.bd(start))]),
        ("p", "Du kan bytte fastlege inntil to ganger per kalenderår. Bytte gjør du enklest på helsenorge.no."),
        ("p", "Dette brevet er en bekreftelse. Du trenger ikke gjøre noe."),
    ]
    return Body(L.pick(["Bekreftelse på bytte av fastlege", "Du har fått ny fastlege"]), bl, "annet")


def h_helfo_eos(L):
    t1, t2 = D("2023-03-14"), D("2023-03-21")
    app = L.back(40, 60)
    pay = L.fwd(8, 14)
    bl = [
        ("p", "Vi viser til søknaden din om refusjon av utgifter til fysioterapi i Spania "
              f"{L.bd(t1)} og {L.bd(t2)}. Vi mottok søknaden {L.bd(app)}."),
        ("h", "Vedtak"),
        ("p", "Søknaden er delvis innvilget. Du får refundert 1 846 kroner."),
        ("h", "Begrunnelse"),
        ("p", "Du får dekket det behandlingen ville ha kostet det offentlige i Norge, med fradrag for "
              "egenandel, jf. forskrift om stønad til helsetjenester mottatt i et annet EØS-land."),
        ("p", f"Beløpet blir utbetalt til kontonummeret ditt innen {L.bd(pay)}."),
        ("h", "Klage"),
        ("p", "Du kan klage innen seks uker fra du mottok dette brevet. Klagen sender du til Helfo."),
    ]
    return Body("Vedtak om refusjon av utgifter til helsehjelp i et annet EØS-land", bl, "vedtak", app)


def h_sf_forerkort(L):
    app = L.back(30, 50)
    la = app - timedelta(days=L.rng.randint(8, 20))
    sf = la - timedelta(days=L.rng.randint(5, 15))
    bl = [
        ("p", "Statsforvaltaren har vurdert søknaden din om dispensasjon frå helsekrava i førarkortforskrifta "
              f"vedlegg 1, motteken {L.bd(app)}."),
        ("h", "Vedtak"),
        ("p", "Søknaden om dispensasjon blir avslått."),
        ("h", "Grunngjeving"),
        ("p", f"Legeattesten datert {L.bd(la)} og synsfeltundersøkinga frå augelege {L.bd(sf)} viser at "
              "synsfeltet ditt ikkje oppfyller krava for førarkort i gruppe 1. Vi har ikkje funne særlege grunnar "
              "som gjer at det er trafikktrygt å gi dispensasjon."),
        ("p", "Dette betyr at du ikkje kan køyre bil så lenge helsekrava ikkje er oppfylte."),
        ("h", "Klagerett"),
        ("p", "Du kan klage på vedtaket innan tre veker etter at du fekk det, jf. forvaltningslova § 29. Klaga "
              "skal sendast til Statsforvaltaren. Dersom vi ikkje endrar vedtaket, blir klaga send til "
              "Helsedirektoratet."),
    ]
    return Body(L.pick(["Vedtak – søknad om dispensasjon frå helsekrava for førarkort",
                        "Avslag på søknad om dispensasjon – førarkort"]), bl, "vedtak", app)


def h_sf_klageorient(L):
    vv = L.back(75, 90)
    kl = L.back(55, 65)
    ov = L.back(8, 14)
    frist = L.fwd(14, 21)
    bl = [
        ("p", f"Statsforvaltaren fekk {L.bd(ov)} klaga di datert {L.bd(kl)} på vedtaket frå Voss herad av "
              f"{L.bd(vv)} om redusert praktisk bistand."),
        ("p", "Vi vil no vurdere alle sider av saka, jf. pasient- og brukarrettslova § 7-6. Forventa "
              "sakshandsamingstid er om lag fire månader."),
        ("p", "Dersom du har merknader til saka eller vil leggje fram nye opplysningar, ber vi om at du sender "
              f"dei til oss innan {L.bd(frist)}."),
        ("p", "Du har rett til innsyn i dokumenta i saka, jf. forvaltningslova § 18."),
    ]
    return Body(L.pick(["Orientering om sakshandsaming – klage på vedtak frå Voss herad",
                        "Vi har motteke klaga di"]), bl, "annet", kl, "klage")


def h_sf_rettshjelp(L):
    app = L.back(14, 30)
    adv = L.other_name()
    bl = [
        ("p", f"Statsforvalteren viser til søknad om fritt rettsråd fra advokat {adv}, mottatt {L.bd(app)}. "
              "Saken gjelder foreldreansvar, fast bosted og samvær for Sofie Aas, født "
              f"{L.bd(FAM_BORN['Sofie Aas'])}."),
        ("h", "Vedtak"),
        ("p", "Søknaden innvilges, jf. rettshjelploven § 11 første ledd. Bevillingen omfatter inntil ni timer "
              "etter offentlig salærsats."),
        ("p", "Du skal betale en egenandel på 1 253 kroner direkte til advokaten."),
        ("h", "Begrunnelse"),
        ("p", "Inntekten og formuen din er under grensene i forskrift til rettshjelploven, og saken er av en "
              "slik art at fritt rettsråd gis uten behovsprøving av saken."),
        ("h", "Klage"),
        ("p", "Du kan klage på vedtaket innen tre uker fra du mottok det. Klagen sendes til Statsforvalteren, "
              "som oversender den til Statens sivilrettsforvaltning dersom vedtaket ikke blir endret."),
    ]
    return Body(L.pick(["Vedtak om fritt rettsråd", "Fritt rettsråd – vedtak"]), bl, "vedtak", app)


def h_sf_mottatt(L):
    vt = L.back(40, 55)
    ov = L.back(5, 10)
    bl = [
        ("p", f"Vi har mottatt klagen din på Trondheim kommunes vedtak av {L.bd(vt)} om avslag på brukerstyrt "
              f"personlig assistanse (BPA). Kommunen har vurdert klagen på nytt og oversendte saken til oss "
              f"{L.bd(ov)}."),
        ("p", "Saksbehandlingstiden for klagesaker om helse- og omsorgstjenester er for tiden om lag fem måneder."),
        ("p", "Vi tar kontakt hvis vi trenger flere opplysninger. Du vil få kopi av vedtaket når saken er "
              "ferdig behandlet."),
    ]
    return Body(L.pick(["Bekreftelse på mottatt klage", "Vi har mottatt klagesaken din"]), bl, "annet")


def h_pr_ingrid(L):
    reise = L.back(20, 35)
    app = weekday_on_or_after(reise + timedelta(days=L.rng.randint(3, 6)))
    pay = L.fwd(7, 14)
    bl = [
        ("p", f"Vi har handsama søknaden din om refusjon av reiseutgifter, motteken {L.bd(app)}, for reisa di "
              f"til Haukeland universitetssjukehus {L.bd(reise)}."),
        ("table", (["Strekning", "Reisemåte", "Søkt", "Godkjent"],
                   [["Voss – Bergen t/r", "Drosje", "4 860 kr", "0 kr"],
                    ["Voss – Bergen t/r", "Tog (billigaste reisemåte)", "–", "398 kr"],
                    ["Eigendel", "", "", "– 298 kr"], ["Til utbetaling", "", "", "100 kr"]])),
        ("h", "Grunngjeving"),
        ("p", "Du hadde ikkje rekvisisjon frå behandlar om at du trong drosje av medisinske grunnar. Vi kan difor "
              "berre dekkje det billigaste rutegåande transportmiddelet, jf. pasientreiseforskrifta."),
        ("p", f"Beløpet blir utbetalt til kontoen din innan {L.bd(pay)}."),
        ("h", "Klage"),
        ("p", "Du kan klage innan seks veker etter at du fekk dette brevet. Dersom vi ikkje gir deg medhald, "
              "sender vi klaga til Helseklage."),
    ]
    return Body(L.pick(["Vedtak om refusjon av reiseutgifter – delvis avslag", "Vedtak – pasientreise"]), bl,
                "vedtak", app)


def h_pr_arne(L):
    r3 = L.back(14, 24)
    r2 = r3 - timedelta(days=7)
    r1 = r2 - timedelta(days=7)
    app = weekday_on_or_after(r3 + timedelta(days=3))
    pay = L.fwd(6, 12)
    bl = [
        ("p", f"Vi har behandlet reiseregningen din mottatt {L.bd(app)}."),
        ("table", (["Reisedato", "Behandlingssted", "Reisemåte", "Beløp"],
                   [[L.bd(r1), "St. Olavs hospital, Orkdal", "Bil, 92 km", "239 kr"],
                    [L.bd(r2), "St. Olavs hospital, Orkdal", "Bil, 92 km", "239 kr"],
                    [L.bd(r3), "St. Olavs hospital, Orkdal", "Bil, 92 km", "239 kr"]])),
        ("p", "Du har frikort for helsetjenester, og det trekkes derfor ikke egenandel."),
        ("p", f"Til utbetaling: 717 kroner. Beløpet blir utbetalt til kontoen din innen {L.bd(pay)}."),
        ("h", "Klage"),
        ("p", "Du kan klage innen seks uker fra du mottok vedtaket. Send klagen til Pasientreiser."),
    ]
    return Body("Vedtak om refusjon av reiseutgifter", bl, "vedtak", app)


def h_pr_kari(L):
    reise = L.back(8, 20)
    mott = L.back(2, 6)
    while mott <= reise:
        mott += timedelta(days=1)
    bl = [
        ("p", f"Vi har mottatt reiseregningen din for reise til Nordlandssykehuset Bodø {L.bd(reise)}. "
              f"Reiseregningen kom inn til oss {L.bd(mott)}."),
        ("p", "Saksbehandlingstiden er for tiden om lag fire uker. Du får et vedtak når saken er ferdig behandlet."),
        ("p", "Du trenger ikke gjøre noe nå. Hvis vi trenger flere opplysninger, tar vi kontakt."),
    ]
    return Body(L.pick(["Vi har mottatt reiseregningen din", "Kvittering for mottatt reiseregning"]), bl, "annet",
                mott, "brev")


def h_npe_per(L):
    beh = D("2020-02-11")
    meld = D("2020-10-05")
    sak = L.back(30, 60)
    bl = [
        ("p", f"Vi viser til saken din som vi mottok {L.bd(meld)}. Saken gjelder operasjon i høyre kne ved "
              f"Salten Ortopediklinikk {L.bd(beh)}."),
        ("h", "Vedtak"),
        ("p", "NPE har kommet til at du har rett til erstatning etter pasientskadeloven § 2 første ledd "
              "bokstav a."),
        ("h", "Begrunnelse"),
        ("p", f"Sakkyndig spesialist i ortopedi har i uttalelse datert {L.bd(sak)} vurdert at infeksjonen etter "
              "operasjonen skyldes svikt i behandlingen. Skaden har ført til at du har vært sykmeldt lenger "
              "enn du ellers ville vært."),
        ("p", "Vi har ennå ikke tatt stilling til hvor stort økonomisk tap du har hatt. Vi kontakter deg om dette."),
        ("h", "Klage"),
        ("p", "Du kan klage på vedtaket innen tre uker etter at du mottok det, jf. pasientskadeloven § 18. Klagen "
              "sendes til NPE. Hvis vi ikke endrer vedtaket, sender vi saken til Helseklage."),
    ]
    return Body(L.pick(["Vedtak – du har rett til erstatning", "Vedtak om erstatning for pasientskade"]), bl, "vedtak")


def h_npe_kari(L):
    rec = L.back(20, 40)
    beh = D("2023-05-03")
    frist = L.fwd(18, 24)
    bl = [
        ("p", f"Vi har mottatt saken din {L.bd(rec)}. Saken gjelder behandling ved gynekologisk poliklinikk "
              f"{L.bd(beh)}."),
        ("p", "For å kunne behandle saken trenger vi:"),
        ("ul", ["signert fullmakt (vedlagt), slik at vi kan hente inn journal",
                "opplysninger om inntekten din for 2022 og 2023",
                "navn på fastlegen din"]),
        ("p", f"Vi ber om at du sender dette innen {L.bd(frist)}. Bruk gjerne skjemaet på npe.no, og husk å "
              "oppgi saksnummeret."),
        ("p", "Hvis vi ikke får opplysningene, kan saken bli avgjort på grunnlag av det vi har."),
    ]
    return Body(L.pick(["Vi trenger flere opplysninger i saken din", "Forespørsel om opplysninger"]), bl, "annet",
                rec, "brev")


def h_hk_kari(L):
    vn = L.back(120, 150)
    ov = L.back(5, 12)
    bl = [
        ("p", f"Helseklage har {L.bd(ov)} mottatt klagesaken din fra Norsk pasientskadeerstatning (NPE). "
              f"Saken gjelder klage på NPEs vedtak av {L.bd(vn)}."),
        ("p", "Saksbehandlingstiden hos oss er for tiden om lag ti måneder. Vi kan hente inn en ny sakkyndig "
              "uttalelse hvis vi mener det er nødvendig. Du får i så fall kopi og mulighet til å uttale deg."),
        ("p", "Du trenger ikke gjøre noe nå. Har du nye opplysninger, kan du sende dem til oss."),
    ]
    return Body(L.pick(["Vi har mottatt klagesaken din", "Bekreftelse på mottatt klagesak"]), bl, "annet")


def h_npe_ingrid(L):
    beh = D("2019-08-27")
    meld = D("2019-12-02")
    sak = L.back(30, 60)
    bl = [
        ("p", f"Vi viser til saka di, som vi fekk {L.bd(meld)}. Saka gjeld operasjon for hofteprotese ved "
              f"sjukehuset {L.bd(beh)}."),
        ("h", "Vedtak"),
        ("p", "NPE har kome fram til at du ikkje har rett til erstatning."),
        ("h", "Grunngjeving"),
        ("p", f"Vi har lagt vekt på uttale frå sakkunnig spesialist i ortopedi, datert {L.bd(sak)}. Plagene du "
              "har no, skuldast ein kjend risiko ved inngrepet og ikkje svikt i behandlinga, jf. "
              "pasientskadelova § 2."),
        ("h", "Klage"),
        ("p", "Du kan klage på vedtaket innan tre veker etter at du fekk det. Klaga skal sendast til NPE. "
              "Dersom vi ikkje endrar vedtaket, blir saka send til Helseklage."),
    ]
    return Body(L.pick(["Vedtak – du har ikkje rett til erstatning", "Vedtak i saka di om pasientskade"]), bl,
                "vedtak")


# --------------------------------------------------------------------------
# kommune bodies
# --------------------------------------------------------------------------
def kom_klage(L, instans, weeks=4, law=None):
    if L.lang == "bm":
        law = law or "pasient- og brukerrettighetsloven § 7-2"
        t = (f"Du kan klage på vedtaket innen {['', '', '', 'tre', 'fire'][weeks]} uker fra du mottok det, "
             f"jf. {law}. Klagen sendes til kommunen. Hvis kommunen ikke gir deg medhold, sendes klagen til "
             f"{instans}.")
        b = [("h", L.pick(["Klagerett", "Du kan klage", "Klage"])), ("p", t)]
        if L.rng.random() < 0.4:
            b.append(("p", f"Klagefristen er {L.bd(L.d + timedelta(days=7 * weeks + L.rng.randint(2, 4)))}."))
    else:
        law = law or "pasient- og brukarrettslova § 7-2"
        t = (f"Du kan klage på vedtaket innan {['', '', '', 'tre', 'fire'][weeks]} veker frå du fekk det, "
             f"jf. {law}. Klaga skal sendast til heradet. Dersom heradet ikkje gir deg medhald, blir klaga "
             f"send til {instans}.")
        b = [("h", L.pick(["Klagerett", "Du kan klage", "Klage"])), ("p", t)]
        if L.rng.random() < 0.4:
            b.append(("p", f"Klagefristen er {L.bd(L.d + timedelta(days=7 * weeks + L.rng.randint(2, 4)))}."))
    return b


def k_voss_pb(L):
    app = L.back(30, 45)
    visit = L.back(10, 20)
    start = L.fwd(7, 14)
    ev = start + timedelta(days=L.rng.randint(80, 100))
    bl = [
        ("p", f"Vi viser til søknaden din motteken {L.bd(app)} og kartleggingsbesøket heime hos deg {L.bd(visit)}."),
        ("h", "Vedtak"),
        ("p", f"Du får praktisk bistand (heimehjelp) med 2 timar annakvar veke frå og med {L.bd(start)}. "
              "Tenesta gjeld reingjering av kjøkken, bad og stove, og skift av sengetøy."),
        ("p", "Heimel: helse- og omsorgstenestelova § 3-2 første ledd nr. 6 bokstav b, jf. pasient- og "
              "brukarrettslova § 2-1 a andre ledd."),
        ("h", "Grunngjeving"),
        ("p", "Du har nedsett gangfunksjon og klarer ikkje lenger tyngre husarbeid sjølv. Ektefellen din har "
              "òg avgrensa helse."),
        ("p", f"Du får eige vedtak om eigendel. Tenesta skal evaluerast innan {L.bd(ev)}."),
    ]
    bl += kom_klage(L, "Fylkesmannen i Vestland")
    return Body(L.pick(["Vedtak om praktisk bistand", "Vedtak om praktisk bistand – heimehjelp"]), bl, "vedtak", app)


def k_voss_alarm(L):
    app = L.back(14, 30)
    inst = L.fwd(7, 15)
    bl = [
        ("p", f"Vi viser til søknaden din om tryggleiksalarm, datert {L.bd(app)}."),
        ("h", "Vedtak"),
        ("p", f"Du får tryggleiksalarm. Alarmen blir montert heime hos deg om lag {L.bd(inst)}. Montøren ringjer "
              "deg før han kjem."),
        ("p", "Eigenbetalinga er 250 kroner i månaden etter betalingsregulativet til Voss herad for 2020."),
        ("p", "Heimel: helse- og omsorgstenestelova § 3-1."),
    ]
    bl += kom_klage(L, "klagenemnda i Voss herad", weeks=3, law="forvaltningslova § 29")
    return Body("Vedtak om tryggleiksalarm", bl, "vedtak", app)


def k_voss_eigendel(L):
    pb = L.back(21, 35)
    start = first_next_month(L.d)
    forf = start + timedelta(days=L.rng.randint(19, 24))
    bl = [
        ("p", f"Vi viser til vedtaket om praktisk bistand datert {L.bd(pb)}."),
        ("h", "Vedtak"),
        ("p", f"Eigendelen din for praktisk bistand er 1 056 kroner i månaden frå {L.bd(start)}."),
        ("h", "Utrekning"),
        ("p", "Eigendelen er rekna ut frå samla inntekt i husstanden etter skatteoppgjeret for 2017. Husstanden "
              "hadde ei inntekt mellom 4 og 5 gonger grunnbeløpet. Du betaler aldri meir enn det tenesta kostar "
              "(391 kroner per time)."),
        ("p", f"Du får faktura kvar månad. Første forfall er {L.bd(forf)}."),
        ("p", "Heimel: forskrift om eigendel for kommunale helse- og omsorgstenester §§ 8 og 10."),
    ]
    bl += kom_klage(L, "Fylkesmannen i Vestland", weeks=3, law="forvaltningslova § 29")
    return Body(L.pick(["Vedtak om eigendel for praktisk bistand", "Eigendel – praktisk bistand"]), bl, "vedtak")


def k_voss_dag(L):
    app = L.back(25, 40)
    sam = L.back(8, 15)
    start = L.fwd(10, 20)
    bl = [
        ("p", f"Vi viser til søknaden din datert {L.bd(app)} og samtale med demenskoordinator {L.bd(sam)}."),
        ("h", "Vedtak"),
        ("p", "Du får plass på dagaktivitetstilbodet ved Sollia dagsenter to dagar i veka, tysdag og torsdag, "
              f"kl. 09.30–14.30, frå og med {L.bd(start)}."),
        ("p", "Du blir henta og køyrd heim med dagsenterbussen. Eigenbetaling for mat og transport er 95 kroner "
              "per dag."),
        ("p", "Heimel: helse- og omsorgstenestelova § 3-2 første ledd nr. 7."),
    ]
    bl += kom_klage(L, "Fylkesmannen i Vestland")
    return Body(L.pick(["Vedtak om dagaktivitetstilbod", "Vedtak om plass på dagsenter"]), bl, "vedtak", app)


def k_trd_hsp(L):
    uts = L.back(12, 20)
    start = uts + timedelta(days=1)
    ev = L.fwd(60, 80)
    bl = [
        ("p", f"Du har fått hjemmesykepleie fra {L.bd(start)}, etter at du ble skrevet ut fra St. Olavs hospital "
              f"{L.bd(uts)}. Dette vedtaket gjelder videre tjenester."),
        ("h", "Vedtak"),
        ("p", "Du får helsetjenester i hjemmet (hjemmesykepleie):"),
        ("ul", ["hjelp til legemiddelhåndtering morgen og kveld",
                "sårstell på venstre legg tre ganger i uken",
                "hjelp til å ta på kompresjonsstrømper hver morgen"]),
        ("p", f"Tjenesten gis inntil videre. Vi evaluerer tjenesten innen {L.bd(ev)}. Hjemmesykepleie er gratis."),
        ("p", "Hjemmel: helse- og omsorgstjenesteloven § 3-2 første ledd nr. 6 bokstav a, jf. pasient- og "
              "brukerrettighetsloven § 2-1 a andre ledd."),
    ]
    bl += kom_klage(L, "Statsforvalteren i Trøndelag")
    return Body(L.pick(["Vedtak om helsetjenester i hjemmet", "Vedtak om hjemmesykepleie"]), bl, "vedtak")


def k_trd_kort(L):
    a = L.fwd(4, 10)
    b = a + timedelta(days=20)
    innl = L.back(10, 20)
    bl = [
        ("h", "Vedtak"),
        ("p", f"Du får korttidsopphold ved Ladehagen helsehus, avdeling 2, {L.period(a, b)}."),
        ("p", f"Formålet med oppholdet er opptrening etter fall og sykehusinnleggelse {L.bd(innl)}."),
        ("p", "Avdelingen kontakter deg om tidspunkt for innkomst. Egenandel for korttidsopphold er 180 kroner "
              "per døgn, jf. forskrift om egenandel for kommunale helse- og omsorgstjenester § 5."),
        ("p", "Hjemmel: helse- og omsorgstjenesteloven § 3-2 første ledd nr. 6 bokstav c."),
    ]
    bl += kom_klage(L, "Statsforvalteren i Trøndelag")
    return Body(L.pick(["Vedtak om korttidsopphold", "Tildeling av korttidsopphold"]), bl, "vedtak")


def k_trd_bpa(L):
    app = L.back(30, 50)
    hb = L.back(10, 20)
    prev = L.back(400, 480)
    bl = [
        ("p", f"Vi viser til søknaden din om brukerstyrt personlig assistanse (BPA), mottatt {L.bd(app)}, og "
              f"hjemmebesøk {L.bd(hb)}."),
        ("h", "Vedtak"),
        ("p", "Søknaden om BPA er avslått."),
        ("h", "Begrunnelse"),
        ("p", "Retten til BPA etter pasient- og brukerrettighetsloven § 2-1 d gjelder personer under 67 år. "
              "Du har derfor ikke rett til BPA etter denne bestemmelsen. Kommunen har også vurdert om BPA likevel "
              "er en hensiktsmessig måte å organisere tjenestene dine på, jf. helse- og omsorgstjenesteloven § 3-8, "
              "men har kommet til at behovet ditt best dekkes av hjemmesykepleien."),
        ("p", f"Du mottar i dag hjemmesykepleie og praktisk bistand etter vedtak av {L.bd(prev)}. Disse "
              "tjenestene fortsetter som før."),
    ]
    bl += kom_klage(L, "Statsforvalteren i Trøndelag")
    return Body(L.pick(["Vedtak – avslag på søknad om brukerstyrt personlig assistanse",
                        "Avslag på søknad om BPA"]), bl, "vedtak", app)


def k_trd_forelop(L):
    app = L.back(7, 14)
    target = L.fwd(40, 60)
    bl = [
        ("p", f"Vi har mottatt søknaden din om langtidsopphold i sykehjem, datert {L.bd(app)}."),
        ("p", "Vi har ikke kunnet behandle søknaden ennå, fordi vi venter på oppdaterte opplysninger fra "
              f"fastlegen din og hjemmesykepleien. Vi regner med å gjøre vedtak innen {L.bd(target)}."),
        ("p", "Dette er et foreløpig svar etter forvaltningsloven § 11 a. Du trenger ikke gjøre noe."),
    ]
    return Body(L.pick(["Foreløpig svar på søknad om langtidsopphold", "Foreløpig svar"]), bl, "annet", app)


def k_trd_lang(L):
    app = L.back(55, 70)
    start = D("2024-01-15")
    bl = [
        ("p", f"Vi viser til søknaden din om langtidsopphold, datert {L.bd(app)}."),
        ("h", "Vedtak"),
        ("p", f"Du får langtidsopphold ved Ladehagen helsehus, avdeling 4 (skjermet enhet), fra og med "
              f"{L.bd(start)}."),
        ("p", "Du skal betale vederlag etter forskrift om egenandel for kommunale helse- og omsorgstjenester "
              "kapittel 2. Du får eget vedtak om vederlag."),
        ("p", "Hjemmel: helse- og omsorgstjenesteloven § 3-2 a og pasient- og brukerrettighetsloven § 2-1 e."),
    ]
    bl += kom_klage(L, "Statsforvalteren i Trøndelag")
    return Body(L.pick(["Vedtak om langtidsopphold i sykehjem", "Tildeling av langtidsopphold"]), bl, "vedtak", app)


def k_bodo_avl(L):
    app = L.back(25, 45)
    a = L.fwd(14, 28)
    b = D("2018-12-31")
    bl = [
        ("p", f"Vi viser til søknad om avlastning for Jonas Nordvik, født {L.bd(FAM_BORN['Jonas Nordvik'])}, "
              f"mottatt {L.bd(app)}."),
        ("h", "Vedtak"),
        ("p", "Jonas får avlastning i Solbakken avlastningsbolig ett døgn annenhver helg, fra fredag kl. 16.00 "
              f"til lørdag kl. 16.00, {L.period(a, b)}."),
        ("p", "Avlastning er gratis. Vedtaket gjelder dere som foreldre og omsorgsytere, jf. helse- og "
              "omsorgstjenesteloven § 3-6 første ledd nr. 2."),
    ]
    bl += kom_klage(L, "Fylkesmannen i Nordland")
    return Body("Vedtak om avlastning", bl, "vedtak", app)


def k_bodo_oms(L):
    a, b = D("2019-03-01"), D("2019-12-31")
    first = D("2019-04-12")
    bl = [
        ("h", "Vedtak"),
        ("p", f"Du får omsorgsstønad for omsorgsarbeidet for Jonas Nordvik med 20 timer per måned "
              f"{L.period(a, b)}."),
        ("p", f"Timesatsen er 205 kroner. Omsorgsstønaden blir utbetalt den 12. i måneden etter, første gang "
              f"{L.bd(first)}."),
        ("p", "Omsorgsstønad er skattepliktig inntekt. Du må levere skattekort til kommunen."),
        ("p", "Hjemmel: helse- og omsorgstjenesteloven § 3-6 første ledd nr. 3."),
    ]
    bl += kom_klage(L, "Fylkesmannen i Nordland")
    return Body("Vedtak om omsorgsstønad", bl, "vedtak")


def k_oslo_2aar(L):
    ds, kl, ad = L.appt(21, 30, [(9, 0), (13, 30), (10, 15)])
    hs = L.other_name()
    bl = [
        ("p", f"Sofie Aas, født {L.bd(FAM_BORN['Sofie Aas'])}, skal til 2-årskontroll på helsestasjonen."),
        ("kv", [("Tid", f"{ds} {kl}"), ("Sted", "Helsestasjonen Sagene, Sandakerveien 24 C, inngang B"),
                ("Hos", f"helsesøster {hs}")]),
        ("p", "Ta med helsekortet for barn. Kontrollen tar omtrent 45 minutter. Vi snakker om språk, lek, søvn, "
              "mat og tannhelse, og Sofie blir målt og veid."),
        ("p", "Gi beskjed hvis timen ikke passer, helst senest to virkedager før."),
    ]
    return Body(L.pick(["Innkalling til 2-årskontroll", "Time på helsestasjonen – 2-årskontroll"]), bl, "innkalling")


def k_baerum_1aar(L):
    ds, kl, ad = L.appt(21, 35, [(8, 30), (11, 0), (14, 0)])
    bl = [
        ("p", f"Emma Nordvik, født {L.bd(FAM_BORN['Emma Nordvik'])}, har fått time til 1-årskontroll."),
        ("kv", [("Når", f"{ds} {kl}"), ("Hvor", "Helsestasjon Rykkinn, Kløverveien 4")]),
        ("p", "Ved 1-årskontrollen møter dere både helsesykepleier og lege. Emma får tilbud om "
              "pneumokokkvaksine. Ta med helsekortet."),
        ("p", "Ikke møt hvis noen i familien har symptomer på luftveisinfeksjon. Ring oss i så fall for ny time."),
    ]
    return Body(L.pick(["Innkalling til 1-årskontroll", "Velkommen til 1-årskontroll"]), bl, "innkalling")


def k_baerum_skole(L):
    ds, kl, ad = L.appt(10, 25, [(8, 15), (9, 45), (12, 30)])
    bl = [
        ("p", "Alle barn får tilbud om helseundersøkelse hos helsesykepleier ved skolestart. Foreldre eller "
              "foresatte skal være med."),
        ("p", f"Vi har satt opp time for Jonas Nordvik, født {L.bd(FAM_BORN['Jonas Nordvik'])}:"),
        ("kv", [("Tidspunkt", f"{ds} {kl}"), ("Sted", "Helsesykepleiers kontor, Kløverlia skole, 1. etasje")]),
        ("p", "Fyll gjerne ut spørreskjemaet som ligger ved, og ta det med til timen."),
    ]
    return Body(L.pick(["Innkalling til helseundersøkelse i 1. trinn", "Skolestartundersøkelse – innkalling"]), bl,
                "innkalling")


def k_baerum_hpv(L):
    ds, kl, ad = L.appt(14, 28, [(8, 30), (9, 15), (10, 0)])
    frist = weekday_on_or_before(ad - timedelta(days=L.rng.randint(4, 8)))
    mmr = D("2017-11-21")
    bl = [
        ("p", "Alle elever på 7. trinn får tilbud om vaksine mot humant papillomavirus (HPV) gjennom "
              "barnevaksinasjonsprogrammet. Sofie Aas er satt opp til vaksinasjon på skolen."),
        ("kv", [("Når", f"{ds} {kl}"), ("Hvor", "Helsesykepleiers kontor, Kløverlia skole")]),
        ("p", f"Hvis dere ikke ønsker at Sofie skal vaksineres, må dere gi beskjed til helsesykepleier innen "
              f"{L.bd(frist)}."),
        ("p", f"Ifølge Sysvak fikk Sofie siste dose MMR-vaksine {L.bd(mmr)}. Hun har ikke fått HPV-vaksine tidligere."),
    ]
    return Body(L.pick(["Innkalling til vaksinasjon – HPV", "Vaksinasjon i 7. trinn"]), bl, "innkalling")


# --------------------------------------------------------------------------
# signatures and footers
# --------------------------------------------------------------------------
def sig(L, style, indent=""):
    (n1, t1), (n2, t2) = L.staff
    if style == "two_side":
        out = [L.lb("kind"), "", "", cols([n2, n1], [0, 38]), cols([t2, t1], [0, 38])]
    elif style == "two_stack":
        out = [L.lb("regards"), "", n1, t1, "", n2, t2]
    elif style == "one":
        out = [L.lb("kind"), "", "", n1, t1]
    elif style == "unit":
        out = [L.lb("kind"), L.snd["name"], "", L.lb("elec2")]
    elif style == "unit_names":
        out = [L.lb("regards"), L.snd["lines"][-1], "", "", cols([n1, n2], [0, 36]), cols([t1, t2], [0, 36])]
    elif style == "elec_one":
        out = [L.lb("regards"), "", n1, t1, "", L.lb("elec")]
    elif style == "phone":
        out = [L.lb("kind"), "", n1, t1, f"{L.lb('direct')}: {L.phone_direct}"]
    else:
        raise ValueError(style)
    return [indent + x if x else "" for x in out]


def footer(L, style):
    s = L.snd
    if style == "pipes":
        return [f"{L.lb('post')}: {s['post1']}, {s['post2']} | {L.lb('phone')}: {s['phone']} | {s['web']}"]
    if style == "cols":
        return [cols([L.lb("post"), L.lb("phone"), "Internett", "Org.nr."], [0, 34, 52, 72]),
                cols([s["post1"], s["phone"], s["web"], s["orgnr"]], [0, 34, 52, 72]),
                s["post2"]]
    if style == "dot":
        items = [s["name"], s["post1"], s["post2"], f"{L.lb('phone')} {s['phone']}", s["web"]]
        line = " · ".join(items)
        if len(line) > 96:
            return [" · ".join(items[:3]), " · ".join(items[3:])]
        return [line]
    if style == "visit":
        v = s["visit"] or s["web"]
        vl = L.lb("visit") if s["visit"] else "Internett"
        return [cols([f"{L.lb('post')}:", f"{vl}:", f"{L.lb('phone')}:"], [0, 30, 62]),
                cols([s["post1"], v, s["phone"]], [0, 30, 62]),
                cols([s["post2"], "", f"Org.nr. {s['orgnr']}"], [0, 30, 62])]
    raise ValueError(style)


def body(L, B, **kw):
    return render_blocks(L, B["blocks"], **kw)


def app_label(L, B):
    k = B.get("app_kind", "søknad")
    return {"søknad": L.T("Søknad av", "Søknad av"), "klage": L.T("Klage av", "Klage av"),
            "brev": L.T("Brev av", "Brev av")}[k]


def app_str(L, B, style="num"):
    return L.bd(B["app"], style) if B.get("app") else ""


def two_pages(head, lines, tail, footer1, header2, footer2=None, at=None):
    """Split body lines over two pages with a form feed, as pdftotext does."""
    if at is None:
        at = min(30, max(8, len(lines) - 6))
    while at < len(lines) and lines[at - 1] != "":
        at += 1
    p1 = head + lines[:at] + [""] + footer1
    p2 = header2 + [""] + lines[at:] + tail + ([""] + footer2 if footer2 else [])
    return "\n".join(p1) + "\n\f" + "\n".join(p2)


# --------------------------------------------------------------------------
# skeletons: each is a different hand-made layout
# --------------------------------------------------------------------------
def s01_name_line(L, B):
    """Date unlabelled at the right of the recipient's name."""
    s = L.snd
    rec = L.recipient()
    out = [f"{L.lb('return')}: {', '.join(s['lines'])}, {s['post1']}, {s['post2']}", "", ""]
    out.append(rpad(rec[0], d_long(L.d), 84))
    out += rec[1:] + [""]
    f = L.fnr_line(": ")
    if f:
        out.append(f)
    out += [f"{L.lb('case')}: {L.case}", "", "", B["title"], ""]
    out += body(L, B, width=80)
    out += ["", ""] + sig(L, "two_side") + ["", "", ""] + footer(L, "pipes")
    return finish(out)


def s02_saksnr_right(L, B):
    """Date unlabelled at the right of the Saksnummer line."""
    s = L.snd
    out = s["lines"] + [s["post1"], s["post2"], "", ""] + L.recipient() + ["", "", ""]
    if B.get("app"):
        out.append(f"{L.lb('your_ref')} {app_label(L, B).lower()} {app_str(L, B)}")
    out.append(rpad(f"{L.lb('case')} {L.case}", d_num(L.d), 82))
    f = L.fnr_line(" ")
    if f:
        out.append(f)
    out += ["", "", B["title"].upper(), ""]
    out += body(L, B, width=76, hstyle="upper", kvstyle="aligned")
    out += ["", ""] + sig(L, "unit") + ["", "", rpad("", f"{L.lb('page')} 1 av 1", 82)]
    return finish(out)


def s03_vref_right(L, B):
    """Date unlabelled at the right of the 'Vår ref.' line; 'Deres ref.' may carry the application date."""
    s = L.snd
    out = [rpad("", x, 84) for x in s["lines"] + [s["post1"], s["post2"]]]
    out += ["", ""] + L.recipient() + ["", ""]
    yr = f"{L.lb('your_ref')}: "
    if B.get("app"):
        yr += app_label(L, B) + " " + app_str(L, B, L.pick(["num", "loose"]))
    out.append(yr)
    out.append(rpad(f"{L.lb('our_ref')}: {L.ref}", L.pick([d_num, d_loose])(L.d), 84))
    f = L.fnr_line(": ")
    if f:
        out.append(f)
    out += ["", "", B["title"], ""]
    out += body(L, B, width=78, hgap=True)
    out += [""] + sig(L, "phone") + ["", ""] + footer(L, "dot")
    return finish(out)


def s04_alone(L, B):
    """Date alone, right-aligned, on its own line between the field block and the text."""
    s = L.snd
    out = [s["org"].upper()] + s["lines"][1:] + ["", ""] + L.recipient() + ["", "", B["title"], ""]
    kv = [(L.lb("case"), L.case)]
    f = L.fnr_line("|")
    if f:
        k, v = f.split("|")
        kv.insert(0, (k, v))
    kv.insert(0, (L.lb("name"), L.pname))
    if B.get("app"):
        kv.append((app_label(L, B), app_str(L, B)))
    out += render_blocks(L, [("kv", kv)], kvstyle="aligned_colon")
    out += ["", rpad("", d_long(L.d), 84), ""]
    out += [""] + body(L, B, width=80, hstyle="colon")
    out += ["", ""] + sig(L, "two_stack") + ["", ""] + footer(L, "cols")
    return finish(out)


def s05_dato_rightcol(L, B):
    """'Dato:' in a right-hand column beside the recipient's address."""
    s = L.snd
    out = s["lines"] + [s["post1"], s["post2"], "", ""]
    right = ([f"{L.lb('your_date')}: {app_str(L, B)}"] if B.get("app") else []) + [
             f"Dato: {d_num(L.d)}", f"{L.lb('case_short')}: {L.case}",
             f"{L.lb('handler')}: {L.staff[0][0]}", f"{L.lb('phone')}: {L.phone_direct}"]
    out += side_by_side(L.recipient() + [""], right, 52)
    f = L.fnr_line(": ")
    out += [""] + ([f] if f else []) + ["", B["title"], ""]
    out += body(L, B, width=80)
    out += ["", ""] + sig(L, "one") + ["", "", ""] + footer(L, "pipes")
    return finish(out)


def s06_vaar_dato_stack(L, B):
    """Stacked reference block: Deres ref / Deres dato / Vår ref / Vår dato."""
    s = L.snd
    out = [s["org"]] + s["lines"][1:] + ["", ""]
    lab = [L.lb("your_ref"), L.lb("your_date"), L.lb("our_ref"), L.lb("our_date")]
    vals = ["", app_str(L, B), L.ref, d_num(L.d)]
    w = max(len(x) for x in lab) + 3
    right = [(a + ":").ljust(w) + b for a, b in zip(lab, vals)]
    out += side_by_side(L.recipient(), right, 48)
    out += ["", ""]
    f = L.fnr_line(": ")
    out += [B["title"]] + ([f] if f else []) + [""]
    out += body(L, B, width=82, hstyle="plain")
    out += ["", ""] + sig(L, "unit_names") + ["", "", ""] + footer(L, "cols")
    return finish(out)


def s07_brevdato_footer(L, B):
    """'Brevdato' only in the page-1 footer; the letter runs over two pages."""
    s = L.snd
    head = s["lines"] + [s["post1"] + ", " + s["post2"], "", ""] + L.recipient() + ["", ""]
    f = L.fnr_line(": ")
    if f:
        head.append(f)
    head += [f"{L.lb('case')}: {L.case}", "", "", B["title"], ""]
    lines = body(L, B, width=80)
    tail = ["", ""] + sig(L, L.pick(["unit", "elec_one"]))
    f1 = [cols([f"Brevdato: {d_num(L.d)}", f"{L.lb('page')} 1 av 2"], [0, 70])]
    h2 = [rpad(L.pname, f"{L.lb('case')}: {L.case}", 80)]
    f2 = [cols([s["name"], f"{L.lb('page')} 2 av 2"], [0, 70])]
    return finish(two_pages(head, lines, tail, f1, h2, f2).split("\n"))


def s08_vedtaksdato(L, B):
    """Box of fields under the title with 'Vedtaksdato' (application date just above it)."""
    s = L.snd
    out = [s["org"].upper()] + s["lines"][1:] + [s["post1"], s["post2"], "", ""] + L.recipient() + ["", "", ""]
    out += [B["title"].upper(), ""]
    kv = [(L.lb("name"), L.pname)]
    f = L.fnr_line("|")
    if f:
        kv.append(tuple(f.split("|")))
    kv.append((L.lb("case"), L.case))
    if B.get("app"):
        kv.append((L.T("Søknad mottatt", "Søknad motteken"), app_str(L, B)))
    kv.append(("Vedtaksdato", d_num(L.d)))
    out += render_blocks(L, [("kv", kv)], kvstyle="aligned_colon")
    out += ["", ""] + body(L, B, width=78, hstyle="upper")
    out += ["", ""] + sig(L, "elec_one") + ["", ""] + footer(L, "pipes")
    return finish(out)


def s09_dato_for_vedtak(L, B):
    """'Dato for vedtak' after the reasons, no date in the header."""
    s = L.snd
    left = s["lines"] + [s["post1"], s["post2"]]
    right = [f"{L.lb('our_ref')}: {L.ref}", f"{L.lb('handler')}: {L.staff[0][0]}",
             f"{L.lb('phone')}: {L.phone_direct}"]
    out = side_by_side(left, right, 50) + ["", ""] + L.recipient() + ["", ""]
    f = L.fnr_line(": ")
    out += [B["title"], ""] + ([f, ""] if f else [])
    out += body(L, B, width=78, hstyle="plain")
    out += ["", f"Dato for vedtak: {d_num(L.d)}",
            L.T("Vedtaket er fattet av: ", "Vedtaket er gjort av: ") + f"{L.staff[0][0]}, {L.staff[0][1]}",
            "", ""] + sig(L, "unit") + ["", ""] + footer(L, "visit")
    return finish(out)


def s10_caption_row(L, B):
    """Caption row 'Vår referanse / Deres referanse / Dato' over a value row."""
    s = L.snd
    head = s["lines"] + [s["post1"], s["post2"], f"{L.lb('phone')}: {s['phone']}", "", ""] + L.recipient() + ["", "", ""]
    head.append(cols([L.lb("our_ref_long"), L.lb("your_ref_long"), "Dato"], [0, 28, 58]))
    yr = f"{app_label(L, B)} {app_str(L, B, 'short')}" if B.get("app") else ""
    head.append(cols([L.ref, yr, d_num(L.d)], [0, 28, 58]))
    head += ["", ""]
    f = L.fnr_line(": ")
    head += [B["title"]] + ([f] if f else []) + [""]
    lines = body(L, B, width=80, hstyle="plain", hgap=True)
    tail = ["", ""] + sig(L, "two_stack") + ["", ""] + footer(L, "cols")
    if len(lines) > 36:
        h2 = [cols([s["name"], L.ref, f"{L.lb('page')} 2"], [0, 40, 72])]
        return finish(two_pages(head, lines, tail, [rpad("", f"{L.lb('page')} 1", 80)], h2).split("\n"))
    return finish(head + lines + tail)


def s11_place_comma(L, B):
    """'Oslo, 12. mars 2024' right-aligned above the title."""
    s = L.snd
    out = [s["org"]] + s["lines"][1:] + ["", "", ""] + L.recipient() + ["", ""]
    out.append(rpad("", f"{s['place']}, {d_long(L.d)}", 84))
    out += ["", f"{L.lb('our_ref')}: {L.ref}"]
    f = L.fnr_line(": ")
    if f:
        out.append(f)
    out += ["", B["title"].upper(), ""]
    out += body(L, B, width=80)
    out += ["", ""] + sig(L, "one") + ["", "", ""] + footer(L, "cols")
    return finish(out)


def s12_place_num(L, B):
    """'Bergen 12.03.2024' (no comma) on its own line at the left below the references."""
    s = L.snd
    out = [rpad("", x, 84) for x in s["lines"]] + ["", ""] + L.recipient() + ["", ""]
    if B.get("app"):
        out.append(f"{L.lb('your_ref')} {app_label(L, B).lower()} {app_str(L, B, 'long')}")
    out.append(f"{L.lb('our_ref')} {L.ref}")
    f = L.fnr_line(" ")
    if f:
        out.append(f)
    out += ["", f"{s['place']} {d_num(L.d)}", "", "", B["title"], ""]
    out += body(L, B, width=78, hstyle="colon")
    out += ["", ""] + sig(L, "two_side") + ["", ""] + footer(L, "dot")
    return finish(out)


def s13_foot_place(L, B):
    """Place and date at the foot, above the greeting; references only in the header."""
    s = L.snd
    left = s["lines"]
    right = [f"{L.lb('our_ref')}: {L.ref}", f"{L.lb('your_ref')}:", f"{L.lb('handler')}: {L.staff[0][0]}",
             f"{L.lb('direct')}: {L.phone_direct}"]
    out = side_by_side(left, right, 46) + ["", ""] + L.recipient() + ["", "", ""]
    out += [B["title"], ""]
    f = L.fnr_line(": ")
    if f:
        out += [f, ""]
    out += body(L, B, width=80)
    out += ["", "", f"{s['place']}, {L.pick([d_long, d_num])(L.d)}", ""]
    out += sig(L, "unit_names") + ["", "", ""] + footer(L, "pipes")
    return finish(out)


def s14_weekday(L, B):
    """Weekday date under the sender's name."""
    s = L.snd
    wd = d_wd(L.d, L.lang)
    out = [s["org"], wd[0].upper() + wd[1:]] + s["lines"][1:] + ["", ""] + L.recipient() + ["", ""]
    f = L.fnr_line(": ")
    out += [f"{L.lb('case_short')}: {L.case}"] + ([f] if f else []) + ["", "", B["title"], ""]
    out += body(L, B, width=78, hgap=True)
    out += ["", ""] + sig(L, "one") + ["", ""] + footer(L, "visit")
    return finish(out)


def s15_short_numeric(L, B):
    """Compact one-line references 'Deres ref / Vår ref / Dato' with short numeric date '03.05.24'."""
    s = L.snd
    out = [" – ".join(s["lines"]), f"{s['post1']}, {s['post2']}", "", ""] + L.recipient() + ["", ""]
    yr = L.T("Deres ref:", "Dykkar ref:")
    if B.get("app"):
        yr += f" {app_label(L, B).split()[0].lower()} {app_str(L, B, 'short')}"
    out.append(cols([yr, f"Vår ref: {L.ref}", f"Dato: {d_short(L.d)}"], [0, 34, 62]))
    f = L.fnr_line(": ")
    if f:
        out.append(f)
    out += ["", B["title"], ""]
    out += body(L, B, width=76, bullet="-")
    out += ["", L.lb("regards"), "", L.staff[0][0], L.staff[0][1], "", "", f"{s['web']}  {s['phone']}"]
    return finish(out)


def s16_iso_stack(L, B):
    """Caption-over-value stack at the left with an ISO date; address at the right."""
    s = L.snd
    meta = [L.lb("case"), L.case, ""]
    if B.get("app"):
        meta += [L.lb("your_date"), app_str(L, B, "iso"), ""]
    meta += ["Dato", d_iso(L.d)]
    out = s["lines"] + ["", ""] + side_by_side(meta, L.recipient(), 40) + ["", ""]
    f = L.fnr_line(": ")
    out += [B["title"]] + ([f] if f else []) + [""]
    out += body(L, B, width=80, kvstyle="aligned")
    out += ["", ""] + sig(L, "elec_one") + ["", ""] + footer(L, "pipes")
    return finish(out)


def s17_one_line_labels(L, B):
    """'Vår ref.: …   Saksbehandler: …   Dato: 12. mars 2024' on one line."""
    s = L.snd
    out = s["lines"] + [s["post1"], s["post2"], "", ""] + L.recipient() + ["", ""]
    f = L.fnr_line(": ")
    out += ([f] if f else [])
    out.append(cols([f"{L.lb('our_ref')}: {L.ref}", f"{L.lb('handler')}: {L.staff[0][0]}",
                     f"Dato: {d_long(L.d)}"], [0, 28, 60]))
    out += ["", "", B["title"], ""]
    out += body(L, B, width=80)
    out += ["", ""] + sig(L, "two_stack") + ["", ""] + footer(L, "dot")
    return finish(out)


def s18_grid(L, B):
    """2x2 grid of captions over values: Vår dato / Vår ref, Deres dato / Deres ref."""
    s = L.snd
    head = [rpad("", x, 84) for x in s["lines"]] + ["", ""] + L.recipient() + ["", ""]
    head.append(cols([L.lb("our_date") + ":", L.lb("our_ref") + ":"], [0, 26]))
    head.append(cols([d_num(L.d), L.ref], [0, 26]))
    head.append(cols([L.lb("your_date") + ":", L.lb("your_ref") + ":"], [0, 26]))
    head.append(cols([app_str(L, B), ""], [0, 26]))
    head += ["", cols([L.lb("handler") + ", " + L.lb("direct").lower() + ":"], [0]),
             f"{L.staff[0][0]}, {L.phone_direct}", "", ""]
    f = L.fnr_line(": ")
    head += [B["title"]] + ([f] if f else []) + [""]
    lines = body(L, B, width=80, hgap=False)
    tail = ["", ""] + sig(L, "two_side") + ["", ""] + footer(L, "cols")
    if len(lines) > 30:
        h2 = [rpad("", f"{L.lb('page')} 2 av 2", 84)]
        return finish(two_pages(head, lines, tail, [rpad("", f"{L.lb('page')} 1 av 2", 84)], h2).split("\n"))
    return finish(head + lines + tail)


def s19_label_column(L, B):
    """Labels in a left column ('Mottaker', 'Dato', …), values and body indented to column 18."""
    s = L.snd
    ind = " " * 18
    out = [s["org"].upper()] + [x for x in s["lines"][1:]] + ["", ""]
    rec = L.recipient()
    out.append(cols([L.lb("recipient"), rec[0]], [0, 18]))
    out += [ind + x for x in rec[1:]] + [""]
    if B.get("app"):
        out.append(cols([L.lb("your_ref"), f"{app_label(L, B)} {app_str(L, B)}"], [0, 18]))
    out.append(cols(["Dato", d_long(L.d)], [0, 18]))
    out.append(cols([L.lb("case_short"), L.case], [0, 18]))
    if L.show_fnr:
        out.append(cols(["Fødselsnr.", L.fnr_txt], [0, 18]))
    out += ["", cols([L.T("Gjelder", "Gjeld"), B["title"]], [0, 18]), ""]
    out += body(L, B, width=84, indent=ind)
    out += ["", ""] + sig(L, "one", indent=ind) + ["", ""] + footer(L, "visit")
    return finish(out)


def s20_sender_line_right(L, B):
    """Date unlabelled at the right of the sender's name line (loose format 12.3.2024)."""
    s = L.snd
    out = [rpad(" – ".join(s["lines"][:2]), d_loose(L.d), 84), f"{s['post1']}, {s['post2']}", "", ""]
    out += L.recipient() + ["", ""]
    f = L.fnr_line(": ")
    out += ([f] if f else []) + ["", B["title"], ""]
    out += body(L, B, width=78, bullet="–")
    out += ["", ""] + sig(L, "one") + ["", ""] + footer(L, "pipes")
    return finish(out)


def s21_four_col(L, B):
    """Old-style caption row with four columns, 'Deres dato' filled with the application date."""
    s = L.snd
    out = [s["org"].upper()] + s["lines"][1:] + ["", ""] + L.recipient() + ["", "", ""]
    pos = [0, 16, 32, 58]
    out.append(cols([L.lb("your_ref"), L.lb("your_date"), L.lb("our_ref"), L.lb("our_date")], pos))
    vals = ["", app_str(L, B), L.ref, d_num(L.d)]
    out.append(cols(vals, pos) if vals[1] else cols(["", "", L.ref, d_num(L.d)], pos))
    out += ["", "", B["title"].upper()]
    f = L.fnr_line(": ")
    out += ([f] if f else []) + [""]
    out += body(L, B, width=80, hstyle="upper")
    out += ["", ""] + sig(L, "two_side") + ["", ""] + footer(L, "cols")
    return finish(out)


def s22_foot_plain(L, B):
    """Exempt-from-publicity line at the top; the date alone at the foot above the greeting."""
    s = L.snd
    out = [rpad("", L.lb("exempt"), 84), ""] + s["lines"] + ["", ""] + L.recipient() + ["", ""]
    out.append(cols([f"{L.lb('our_ref')}: {L.ref}", f"{L.lb('your_ref')}:"], [0, 40]))
    f = L.fnr_line(": ")
    out += ([f] if f else []) + ["", "", B["title"], ""]
    out += body(L, B, width=80)
    out += ["", "", d_num(L.d), ""] + sig(L, L.pick(["one", "phone"])) + ["", ""] + footer(L, "dot")
    return finish(out)


def s23_vaar_dato_line(L, B):
    """'Vår dato 12.03.2024   Vår referanse …' on one line without colons."""
    s = L.snd
    out = [" ".join(s["lines"][:1])] + s["lines"][1:] + [f"{s['post1']}, {s['post2']}", "", ""]
    out += L.recipient() + ["", ""]
    out.append(cols([f"{L.lb('our_date')} {d_num(L.d)}", f"{L.lb('our_ref_long')} {L.ref}",
                     L.lb("your_ref_long")], [0, 26, 60]))
    out += ["", ""]
    f = L.fnr_line(": ")
    out += [B["title"]] + ([f] if f else []) + [""]
    out += body(L, B, width=80, kvstyle="aligned")
    out += ["", ""] + sig(L, "unit_names") + ["", ""] + footer(L, "visit")
    return finish(out)


def s24_memo(L, B):
    """Memo layout: Til / Fra / Dato / Emne."""
    s = L.snd
    rec = L.recipient()
    w = 13
    out = [s["org"], ""]
    out.append(f"{(L.lb('to') + ':').ljust(w)}{rec[0]}, {rec[1]}, {rec[2]}")
    out.append(f"{(L.lb('from') + ':').ljust(w)}{' – '.join(s['lines'])}")
    if B.get("app"):
        out.append(f"{(L.lb('your_ref') + ':').ljust(w)}{app_label(L, B)} {app_str(L, B)}")
    out.append(f"{'Dato:'.ljust(w)}{L.pick([d_loose, d_num])(L.d)}")
    out.append(f"{(L.lb('subject') + ':').ljust(w)}{B['title']}")
    out.append(f"{'Ref.:'.ljust(w)}{L.ref}")
    f = L.fnr_line(": ")
    out += [""] + ([f, ""] if f else [])
    out += ["-" * 60, ""]
    out += body(L, B, width=78, hstyle="upper")
    out += ["", ""] + sig(L, L.pick(["phone", "two_stack"])) + ["", ""] + footer(L, "pipes")
    return finish(out)


SKELETONS = [
    (s01_name_line, None), (s02_saksnr_right, None), (s03_vref_right, None), (s04_alone, None),
    (s05_dato_rightcol, None), (s06_vaar_dato_stack, None), (s07_brevdato_footer, None),
    (s08_vedtaksdato, {"vedtak"}), (s09_dato_for_vedtak, {"vedtak"}), (s10_caption_row, None),
    (s11_place_comma, None), (s12_place_num, None), (s13_foot_place, None), (s14_weekday, None),
    (s15_short_numeric, None), (s16_iso_stack, None), (s17_one_line_labels, None), (s18_grid, None),
    (s19_label_column, None), (s20_sender_line_right, None), (s21_four_col, None),
    (s22_foot_plain, None), (s23_vaar_dato_line, None), (s24_memo, None),
]


# --------------------------------------------------------------------------
# the plan: 40 NAV, 15 health, 15 kommune
# --------------------------------------------------------------------------
KARI, PER, SOFIE, JONAS, EMMA, INGRID, ARNE = (
    "Kari Nordvik", "Per Nordvik", "Sofie Aas", "Jonas Nordvik", "Emma Nordvik", "Ingrid Solheim", "Arne Solheim")


def P(key, fn, person, lang, a, b, sender, unit=None, to=None):
    d = dict(key=key, fn=fn, person=person, lang=lang, win=(a, b), sender=sender)
    if unit:
        d["unit"] = unit
    if to:
        d["to"] = to
    return d


PLAN = [
    # NAV
    P("n01", n_fp_jonas, KARI, "bm", "2014-12-01", "2014-12-12", "nav_forv"),
    P("n02", n_fp_emma, KARI, "bm", "2020-08-03", "2020-08-14", "nav_fp"),
    P("n03", n_fp_per, PER, "bm", "2021-02-15", "2021-03-05", "nav_fp"),
    P("n05", n_sp_per, PER, "bm", "2019-03-04", "2019-03-22", "nav_ay"),
    P("n06", n_sp_maks, PER, "bm", "2019-10-14", "2019-11-01", "nav_ay"),
    P("n07", n_sp_stans, KARI, "nn", "2021-11-15", "2021-11-26", "nav_ay"),
    P("n08", n_sp_innhent, KARI, "nn", "2021-10-11", "2021-10-22", "nav_ay"),
    P("n09", n_aap_innv, KARI, "nn", "2022-08-22", "2022-09-09", "nav_ay"),
    P("n10", n_aap_forh, KARI, "nn", "2023-05-08", "2023-05-26", "nav_baerum"),
    P("n12", n_aap_klage, KARI, "nn", "2023-10-16", "2023-11-10", "nav_klage"),
    P("n13", n_dp_perm, PER, "bm", "2020-04-14", "2020-04-30", "nav_ay"),
    P("n14", n_dp_stans, PER, "bm", "2020-09-07", "2020-09-11", "nav_ay"),
    P("n15", n_dp_avslag, PER, "bm", "2023-02-27", "2023-03-17", "nav_ay"),
    P("n16", n_dp_klagesvar, PER, "bm", "2023-05-02", "2023-05-19", "nav_ay"),
    P("n17", n_dp_varsel, PER, "bm", "2020-11-02", "2020-11-20", "nav_ay"),
    P("n18", n_dp_tilbake, PER, "bm", "2021-01-11", "2021-01-29", "nav_ay"),
    P("n19", n_bt_jonas, KARI, "bm", "2015-01-26", "2015-02-13", "nav_forv"),
    P("n20", n_ubt_opphor, KARI, "bm", "2014-08-11", "2014-08-29", "nav_forv"),
    P("n21", n_ks_innv, KARI, "nn", "2021-10-04", "2021-10-15", "nav_fp"),
    P("n22", n_ks_opphor, KARI, "bm", "2022-01-10", "2022-01-19", "nav_fp"),
    P("n23", n_pp_innv, KARI, "bm", "2019-02-11", "2019-02-22", "nav_ay"),
    P("n24", n_pp_innhent, KARI, "bm", "2019-01-21", "2019-01-31", "nav_ay"),
    P("n25", n_op_per, PER, "bm", "2019-09-02", "2019-09-20", "nav_ay"),
    P("n26", n_uf_innv, PER, "bm", "2023-09-04", "2023-09-22", "nav_ay"),
    P("n27", n_uf_varsel, PER, "bm", "2024-10-07", "2024-10-25", "nav_ay"),
    P("n28", n_uf_etter, PER, "bm", "2024-11-25", "2024-12-13", "nav_ay"),
    P("n29", n_ap_arne, ARNE, "nn", "2007-11-12", "2007-11-30", "nav_pensjon"),
    P("n30", n_ap_ingrid, INGRID, "nn", "2024-02-12", "2024-03-08", "nav_fp"),
    P("n31", n_gs_ingrid, INGRID, "nn", "2018-05-07", "2018-05-25", "nav_ay"),
    P("n32", n_hs_arne, ARNE, "nn", "2020-02-03", "2020-02-14", "nav_voss"),
    P("n33", n_hm_arne, ARNE, "bm", "2022-09-05", "2022-09-23", "nav_hms_trl"),
    P("n34", n_hm_ingrid, INGRID, "nn", "2019-06-03", "2019-06-21", "nav_hms_hord"),
    P("n35", n_ts_kari, KARI, "nn", "2022-10-03", "2022-10-21", "nav_ay"),
    P("n36", n_os_innv, KARI, "bm", "2011-08-15", "2011-09-02", "nav_sagene"),
    P("n37", n_os_tilbake, KARI, "bm", "2013-03-04", "2013-03-22", "nav_sagene"),
    P("n38", n_dm_kari, KARI, "nn", "2022-02-07", "2022-02-18", "nav_baerum"),
    P("n39", n_dm_per, PER, "bm", "2019-05-13", "2019-05-31", "nav_bodo"),
    P("n40", n_veil_per, PER, "bm", "2023-01-16", "2023-01-27", "nav_baerum"),
    P("n41", n_opp_kari, KARI, "nn", "2022-10-24", "2022-11-11", "nav_baerum"),
    P("n42", n_kontroll_per, PER, "bm", "2020-06-02", "2020-06-19", "nav_bodo"),
    # health
    P("h01", h_helfo_frikort, INGRID, "nn", "2019-09-09", "2019-09-27", "helfo"),
    P("h02", h_helfo_avslag, ARNE, "bm", "2022-11-07", "2022-11-25", "helfo"),
    P("h03", h_helfo_fastlege, PER, "bm", "2020-10-12", "2020-10-23", "helfo"),
    P("h04", h_helfo_eos, KARI, "bm", "2023-06-05", "2023-06-23", "helfo"),
    P("h05", h_sf_forerkort, ARNE, "nn", "2021-04-06", "2021-04-23", "sf_vl", "Helse- og sosialavdelinga"),
    P("h06", h_sf_klageorient, INGRID, "nn", "2021-02-08", "2021-02-26", "sf_vl",
      "Helse-, sosial- og barnevernsavdelinga"),
    P("h07", h_sf_rettshjelp, KARI, "bm", "2022-02-07", "2022-02-25", "sf_ov", "Justis- og forvaltningsavdelingen"),
    P("h08", h_sf_mottatt, ARNE, "bm", "2023-08-14", "2023-09-01", "sf_trl", "Helse- og sosialavdelingen"),
    P("h09", h_pr_ingrid, INGRID, "nn", "2019-03-11", "2019-03-29", "pr_vest"),
    P("h10", h_pr_arne, ARNE, "bm", "2023-02-06", "2023-02-24", "pr_midt"),
    P("h11", h_pr_kari, KARI, "bm", "2019-04-08", "2019-04-26", "pr_nord"),
    P("h12", h_npe_per, PER, "bm", "2021-09-06", "2021-09-24", "npe"),
    P("h13", h_npe_kari, KARI, "bm", "2024-01-08", "2024-01-26", "npe"),
    P("h14", h_hk_kari, KARI, "bm", "2024-11-04", "2024-11-22", "hk"),
    P("h15", h_npe_ingrid, INGRID, "nn", "2020-06-08", "2020-06-26", "npe"),
    # kommuner
    P("k01", k_voss_pb, INGRID, "nn", "2019-01-07", "2019-01-25", "voss", "Tenestekontoret"),
    P("k02", k_voss_alarm, INGRID, "nn", "2020-03-02", "2020-03-20", "voss", ["Helse og omsorg", "Tenestekontoret"]),
    P("k03", k_voss_eigendel, INGRID, "nn", "2019-02-04", "2019-02-22", "voss", "Tenestekontoret"),
    P("k04", k_voss_dag, ARNE, "nn", "2020-10-05", "2020-10-23", "voss", ["Helse og omsorg", "Tenestekontoret"]),
    P("k05", k_trd_hsp, ARNE, "bm", "2022-03-07", "2022-03-25", "trd", "Helse- og velferdskontor Lade"),
    P("k06", k_trd_kort, ARNE, "bm", "2023-06-05", "2023-06-16", "trd", "Tildelingskontoret"),
    P("k07", k_trd_bpa, ARNE, "bm", "2023-06-26", "2023-07-07", "trd", "Tildelingskontoret"),
    P("k08", k_trd_forelop, ARNE, "bm", "2023-11-06", "2023-11-17", "trd", "Tildelingskontoret"),
    P("k09", k_trd_lang, ARNE, "bm", "2024-01-03", "2024-01-11", "trd", "Tildelingskontoret"),
    P("k10", k_bodo_avl, JONAS, "bm", "2018-05-07", "2018-05-25", "bodo", "Tildelingskontoret", to=[KARI, PER]),
    P("k11", k_bodo_oms, KARI, "bm", "2019-03-04", "2019-03-22", "bodo", "Tildelingskontoret"),
    P("k12", k_oslo_2aar, SOFIE, "bm", "2013-08-05", "2013-08-16", "oslo", ["Bydel Sagene", "Helsestasjonen Sagene"],
      to=[KARI]),
    P("k13", k_baerum_1aar, EMMA, "bm", "2021-08-16", "2021-08-27", "baerum", ["Helsestasjon Rykkinn"], to=[KARI, PER]),
    P("k14", k_baerum_skole, JONAS, "bm", "2021-08-23", "2021-09-03", "baerum",
      ["Skolehelsetjenesten", "Kløverlia skole"], to=[KARI, PER]),
    P("k15", k_baerum_hpv, SOFIE, "bm", "2023-09-11", "2023-09-22", "baerum", ["Skolehelsetjenesten"], to=[KARI]),
]


def fnr_hits(text):
    hits = set()
    for m in FAMILY:
        f = m["personnummer"]
        if f in text.replace(" ", "") and (f in text or f"{f[:6]} {f[6:]}" in text):
            hits.add(f)
    return hits


def build():
    rng = random.Random(SEED)
    specs = list(PLAN)
    rng.shuffle(specs)
    usage = {f.__name__: 0 for f, _ in SKELETONS}
    rows = []
    for i, spec in enumerate(specs):
        L = Letter(spec, rng)
        L.appointment = None
        B = spec["fn"](L)
        cands = [f for f, allowed in SKELETONS if allowed is None or B["doc"] in allowed]
        low = min(usage[f.__name__] for f in cands)
        skel = rng.choice([f for f in cands if usage[f.__name__] == low])
        usage[skel.__name__] += 1
        text = skel(L, B)
        hits = fnr_hits(text)
        assert hits <= {L.person["personnummer"]}, (spec["key"], hits)
        has = bool(hits)
        rows.append({
            "id": f"sp{i:03d}",
            "docType": B["doc"],
            "documentDate": L.d.isoformat(),
            "institution": L.snd["inst"],
            "institutionAliases": L.snd["aliases"],
            "department": None,
            "specialty": None,
            "person": L.pname,
            "appointment": L.appointment.strftime("%Y-%m-%dT%H:%M") if L.appointment else None,
            "hasPersonnummer": has,
            "personnummer": L.person["personnummer"] if has else None,
            "text": text,
            "_skeleton": skel.__name__,
            "_key": spec["key"],
            "_lang": L.lang,
        })
    return rows


def main():
    rows = build()
    path = os.path.join(HERE, "texts.jsonl")
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        for r in rows:
            out = {k: v for k, v in r.items() if not k.startswith("_")}
            fh.write(json.dumps(out, ensure_ascii=False) + "\n")
    print(f"wrote {len(rows)} letters to {path}")


if __name__ == "__main__":
    main()
