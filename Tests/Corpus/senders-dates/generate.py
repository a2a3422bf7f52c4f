#!/usr/bin/env python3
"""Generate the senders-dates test corpus: 50 invented Norwegian letters (32 from NAV/Nav,
18 from kommuner) as `pdftotext -layout`-like text, each stored with its truth.

Focus: the letter's own date (documentDate), printed in one of 30 skeleton layouts, among
many other dates (periods, application dates, earlier letters, deadlines, payments,
maksdato, birth dates, certificates, payment tables, print stamps in footers).

Standard library only, deterministic (fixed seeds): running it twice writes a
byte-identical texts.jsonl next to this file. Every name except the family (family.json),
every address, case number, phone, account and organisation number is invented.
"""
import datetime as dt
import json
import os
import random
import re
import textwrap

HERE = os.path.dirname(os.path.abspath(__file__))
SEED = 5062024

with open(os.path.join(HERE, "family.json"), encoding="utf-8") as fh:
    FAMILY = {p["name"]: p for p in json.load(fh)}

KARI, PER, SOFIE, JONAS, EMMA, INGRID, ARNE = (
    "Kari Nordvik", "Per Nordvik", "Sofie Aas", "Jonas Nordvik", "Emma Nordvik",
    "Ingrid Solheim", "Arne Solheim")
CHILDREN = (SOFIE, JONAS, EMMA)

# ----------------------------------------------------------------------------------------
# dates
MND = ["januar", "februar", "mars", "april", "mai", "juni", "juli", "august", "september",
       "oktober", "november", "desember"]
MND_AB = ["jan.", "feb.", "mars", "april", "mai", "juni", "juli", "aug.", "sep.", "okt.",
          "nov.", "des."]
WD = {"nb": ["mandag", "tirsdag", "onsdag", "torsdag", "fredag", "lørdag", "søndag"],
      "nn": ["måndag", "tysdag", "onsdag", "torsdag", "fredag", "laurdag", "sundag"]}


def day(s):
    return dt.date.fromisoformat(s)


def add(d, n):
    return d + dt.timedelta(days=n)


def addm(d, n, dd=None):
    y, m = divmod(d.month - 1 + n, 12)
    y += d.year
    m += 1
    last = (dt.date(y + (m == 12), m % 12 + 1, 1) - dt.timedelta(days=1)).day
    return dt.date(y, m, min(dd or d.day, last))


def mstart(d):
    return d.replace(day=1)


def mend(d):
    return add(addm(mstart(d), 1), -1)


def wk(d):
    """weekday on or after d"""
    while d.weekday() >= 5:
        d = add(d, 1)
    return d


def wkb(d):
    """weekday on or before d"""
    while d.weekday() >= 5:
        d = add(d, -1)
    return d


def on_wd(d, wd):
    """first date on or after d that falls on weekday wd (0 = Monday)"""
    while d.weekday() != wd:
        d = add(d, 1)
    return d


def fd(d, s="n", lang="nb"):
    if s == "n":
        return f"{d.day:02d}.{d.month:02d}.{d.year}"
    if s == "s":
        return f"{d.day}.{d.month}.{d.year}"
    if s == "y2":
        return f"{d.day:02d}.{d.month:02d}.{d.year % 100:02d}"
    if s == "iso":
        return d.isoformat()
    if s == "l":
        return f"{d.day}. {MND[d.month - 1]} {d.year}"
    if s == "l0":
        return f"{d.day:02d}. {MND[d.month - 1]} {d.year}"
    if s == "a":
        return f"{d.day:02d}. {MND_AB[d.month - 1]} {d.year}"
    if s == "dm":
        return f"{d.day}. {MND[d.month - 1]}"
    if s == "my":
        return f"{MND[d.month - 1]} {d.year}"
    if s == "My":
        return f"{MND[d.month - 1].capitalize()} {d.year}"
    if s == "wd":
        return f"{WD[lang][d.weekday()]} {d.day}. {MND[d.month - 1]} {d.year}"
    if s == "Wd":
        w = WD[lang][d.weekday()]
        return f"{w[0].upper()}{w[1:]} {d.day}. {MND[d.month - 1]} {d.year}"
    if s == "wdm":
        return f"{WD[lang][d.weekday()]} {d.day}. {MND[d.month - 1]}"
    raise ValueError(s)


def date_forms(d):
    """the surface forms in which a full date may be printed (for checking)"""
    return [fd(d, s) for s in ("n", "s", "y2", "iso", "l", "l0", "a")]


DATE_RE = re.compile(
    r"(?<![\d.])(\d{1,2})\.(\d{1,2})\.(\d{4}|\d{2})(?![\d])"
    r"|(?<!\d)(\d{4})-(\d{2})-(\d{2})(?!\d)"
    r"|(?<![\d.])(\d{1,2})\. (" + "|".join(MND + [m for m in MND_AB if m.endswith(".")]) +
    r") (\d{4})")


def find_dates(text):
    """(position, date) of every full date printed in text"""
    out = []
    for m in DATE_RE.finditer(text):
        try:
            if m.group(1):
                y = int(m.group(3))
                y = y + 2000 if y < 100 else y
                d = dt.date(y, int(m.group(2)), int(m.group(1)))
            elif m.group(4):
                d = dt.date(int(m.group(4)), int(m.group(5)), int(m.group(6)))
            else:
                mn = m.group(8)
                k = MND.index(mn) if mn in MND else MND_AB.index(mn)
                d = dt.date(int(m.group(9)), k + 1, int(m.group(7)))
        except ValueError:
            continue
        out.append((m.start(), d))
    return out


def kr(x):
    return f"{x:,.0f}".replace(",", " ")


def kr2(x):
    s = f"{x:,.2f}".replace(",", " ").replace(".", ",")
    return s


# ----------------------------------------------------------------------------------------
# identity numbers

W1 = [3, 7, 6, 1, 8, 9, 4, 5, 2]
W2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]


def fnr_valid(s):
    """True if s (11 digits) passes the fødselsnummer control digits (old or 2032 rule)"""
    if len(s) != 11 or not s.isdigit():
        return False
    x = [int(c) for c in s]
    r1 = (sum(w * v for w, v in zip(W1, x[:9])) + x[9]) % 11
    r2 = (sum(w * v for w, v in zip(W2, x[:10])) + x[10]) % 11
    return r1 in (0, 1, 2, 3) and r2 == 0


for _p in FAMILY.values():
    assert fnr_valid(_p["personnummer"]), _p


def account(rng):
    """an invented Norwegian-looking account number that is NOT a valid fødselsnummer"""
    while True:
        s = f"{rng.randint(1200, 9899)}{rng.randint(10, 99)}{rng.randint(10000, 99999)}"
        if not fnr_valid(s):
            return f"{s[:4]}.{s[4:6]}.{s[6:]}"


# ----------------------------------------------------------------------------------------
# people and addresses

def home(name, d):
    if name in (INGRID, ARNE):
        if d < day("2016-06-01"):
            return ["Grønnlibakken 8", "1178 OSLO"]
        return ["Fjordhagen 5", "5600 NORHEIMSUND"]
    if d < day("2014-01-01"):
        return ["Myrhagen 12 B", "0475 OSLO"]
    if d < day("2019-07-01"):
        return ["Kleivdalsvegen 23", "5063 BERGEN"]
    return ["Lønahaugvegen 17", "5704 VOSS"]


def born(name):
    return day(FAMILY[name]["born"])


def fnr(name, mode):
    n = FAMILY[name]["personnummer"]
    if mode == "11":
        return n
    if mode == "split":
        return n[:6] + " " + n[6:]
    raise ValueError(mode)


def first(name):
    return name.split()[0]


def age(name, d):
    b = born(name)
    return d.year - b.year - ((d.month, d.day) < (b.month, b.day))


# ----------------------------------------------------------------------------------------
# senders (all postal and visiting addresses, phone and org. numbers invented)

NAV_SWITCH = day("2022-05-01")

UNITS = {
    "nav_forv_oslo": dict(name="NAV Forvaltning Oslo", post=["Postboks 6243 Etterstad", "0603 OSLO"],
                          phone="21 06 48 20", place="Oslo"),
    "nav_sagene": dict(name="NAV Sagene", post=["Postboks 4412 Nydalen", "0403 OSLO"],
                       visit="Treskeveien 6", phone="22 80 41 70", place="Oslo"),
    "nav_fp": dict(name="NAV Familie- og pensjonsytelser", new="Nav Familie- og pensjonsytelser",
                   post=["Postboks 6930 St. Olavs plass", "0130 OSLO"], phone="21 07 37 10",
                   place="Oslo"),
    "nav_forv_hord": dict(name="NAV Forvaltning Hordaland", post=["Postboks 7440", "5020 BERGEN"],
                          phone="55 58 71 30", place="Bergen"),
    "nav_arstad": dict(name="NAV Årstad", post=["Postboks 2014 Nygårdstangen", "5838 BERGEN"],
                       visit="Kleiva 2, Danmarksplass", phone="55 58 62 10", place="Bergen"),
    "nav_ay": dict(name="NAV Arbeid og ytelser", new="Nav Arbeid og ytelser",
                   post=["Postboks 4120 Sentrum", "0610 OSLO"], phone="21 07 37 10",
                   place="Oslo"),
    "nav_voss": dict(name="NAV Voss", new="Nav Voss", post=["Postboks 187", "5701 VOSS"],
                     visit="Vangsgata 41", phone="56 52 36 80", place="Voss"),
    "nav_hms_hord": dict(name="NAV Hjelpemiddelsentral Hordaland",
                         post=["Postboks 6113 Bedriftssenteret", "5892 BERGEN"],
                         visit="Kokstadflaten 31", phone="55 91 47 00", place="Bergen"),
    "nav_hms_vl": dict(name="NAV Hjelpemiddelsentral Vestland",
                       new="Nav hjelpemiddelsentral Vestland",
                       post=["Postboks 6113 Bedriftssenteret", "5892 BERGEN"],
                       visit="Kokstadflaten 31", phone="55 91 47 00", place="Bergen"),
    # kommuner
    "oslo_nordstrand": dict(name="Oslo kommune", sub=["Bydel Nordstrand", "Tildelingskontoret"],
                            dept="Bydel Nordstrand",
                            aliases=["Bydel Nordstrand", "Oslo kommune Bydel Nordstrand",
                                     "Oslo kommune, Bydel Nordstrand",
                                     "Bydel Nordstrand Tildelingskontoret"],
                            post=["Postboks 4643 Nydalen", "0405 OSLO"],
                            visit="Lambertseterveien 19", phone="21 80 42 60",
                            orgnr="974 512 730", place="Oslo"),
    "oslo_velferd": dict(name="Oslo kommune", sub=["Velferdsetaten", "TT-kontoret"],
                         dept="Velferdsetaten",
                         aliases=["Velferdsetaten", "Oslo kommune Velferdsetaten",
                                  "Oslo kommune, Velferdsetaten", "TT-kontoret"],
                         post=["Postboks 30 Sentrum", "0101 OSLO"],
                         visit="Tollbugata 41", phone="21 80 22 95",
                         orgnr="976 820 412", place="Oslo"),
    "oslo_sagene_hs": dict(name="Oslo kommune", sub=["Bydel Sagene", "Sagene helsestasjon"],
                           dept="Sagene helsestasjon",
                           aliases=["Bydel Sagene", "Oslo kommune Bydel Sagene",
                                    "Oslo kommune, Bydel Sagene", "Sagene helsestasjon"],
                           post=["Postboks 4416 Nydalen", "0403 OSLO"],
                           visit="Bjølsengata 7", phone="21 80 31 75",
                           orgnr="974 503 118", place="Oslo"),
    "bergen_hs": dict(name="Bergen kommune", sub=["Etat for helsetjenester", "Årstad helsestasjon"],
                      dept="Årstad helsestasjon",
                      aliases=["Bergen kommune Årstad helsestasjon", "Årstad helsestasjon",
                               "Etat for helsetjenester"],
                      post=["Postboks 7700", "5020 BERGEN"], visit="Hagerups vei 3",
                      phone="55 56 17 40", orgnr="964 610 335", place="Bergen"),
    "bergen_tild": dict(name="Bergen kommune", sub=["Etat for tjenestetildeling",
                                                    "Tildelingskontor Årstad"],
                        dept="Etat for tjenestetildeling",
                        aliases=["Bergen kommune Etat for tjenestetildeling",
                                 "Etat for tjenestetildeling", "Tildelingskontor Årstad"],
                        post=["Postboks 7700", "5020 BERGEN"], visit="Fjøsangervegen 30",
                        phone="55 56 28 61", orgnr="964 610 335", place="Bergen"),
    "kvam_tk": dict(name="Kvam herad", sub=["Helse og omsorg", "Tenestekontoret"],
                    dept="Tenestekontoret",
                    aliases=["Kvam kommune", "Kvam herad Tenestekontoret", "Tenestekontoret"],
                    post=["Postboks 210", "5601 NORHEIMSUND"], visit="Tingvegen 4",
                    phone="56 55 34 17", orgnr="939 417 552", place="Norheimsund"),
    "voss_tild": dict(name="Voss herad", sub=["Helse og omsorg", "Tildelingseininga"],
                      dept="Tildelingseininga",
                      aliases=["Voss kommune", "Voss herad Tildelingseininga",
                               "Tildelingseininga"],
                      post=["Postboks 145", "5701 VOSS"], visit="Uttrågata 19",
                      phone="56 53 41 20", orgnr="921 408 667", place="Voss"),
    "voss_hs": dict(name="Voss herad", sub=["Oppvekst", "Helsestasjonen"],
                    dept="Helsestasjonen",
                    aliases=["Voss kommune", "Voss herad Helsestasjonen", "Helsestasjonen"],
                    post=["Postboks 145", "5701 VOSS"], visit="Helsehuset, Sjukehusvegen 16",
                    phone="56 53 42 90", orgnr="921 408 667", place="Voss"),
    "voss_skule": dict(name="Voss herad", sub=["Helsestasjon og skulehelseteneste",
                                               "Skulehelsetenesta"],
                       dept="Skulehelsetenesta",
                       aliases=["Voss kommune", "Voss herad Skulehelsetenesta",
                                "Skulehelsetenesta"],
                       post=["Postboks 145", "5701 VOSS"], visit="Sjukehusvegen 16",
                       phone="56 53 42 94", orgnr="921 408 667", place="Voss"),
}


def unit_name(u, d):
    U = UNITS[u]
    if u.startswith("nav") and d >= NAV_SWITCH:
        return U.get("new", U["name"].replace("NAV", "Nav"))
    return U["name"]


def nav_word(d):
    return "Nav" if d >= NAV_SWITCH else "NAV"


def statsforvalter(d, region):
    """the county governor's name at date d ('oslo' or 'vest')"""
    if region == "oslo":
        return "Fylkesmannen i Oslo og Akershus" if d.year < 2021 else \
            "Statsforvalteren i Oslo og Viken"
    if d.year < 2019:
        return "Fylkesmannen i Hordaland"
    if d.year < 2021:
        return "Fylkesmannen i Vestland"
    return "Statsforvalteren i Vestland"


# ----------------------------------------------------------------------------------------
# layout helpers

KEEP_RE = re.compile(r"\d{1,2}\. (?:" + "|".join(MND) + r"|jan\.|feb\.|aug\.|sep\.|okt\.|nov\.|des\.)"
                     r" \d{4}|§§? \d+(?:-\d+)?(?: a)?|kr \d{1,3}(?: \d{3})*|kl\. \d|[Ss]ide \d+ av \d+")


def wrap(text, width):
    """word-wrap without breaking inside dates, paragraph references, amounts and times"""
    text = KEEP_RE.sub(lambda m: m.group(0).replace(" ", "\x00"), text)
    return [x.replace("\x00", " ") for x in
            textwrap.wrap(text, width=width, break_long_words=False, break_on_hyphens=False)]


def lr(left, right, width, mingap=3):
    gap = max(mingap, width - len(left) - len(right))
    return left + " " * gap + right


def rj(text, width):
    return " " * max(0, width - len(text)) + text


def side(left, right, col):
    """two columns: left lines, right lines starting at column col"""
    out = []
    for i in range(max(len(left), len(right))):
        a = left[i] if i < len(left) else ""
        b = right[i] if i < len(right) else ""
        if b:
            a = a.ljust(col) if len(a) < col else a + "   "
            out.append(a + b)
        else:
            out.append(a)
    return out


def kv(pairs, w=None, sep=""):
    if not pairs:
        return []
    w = max(w or 0, max(len(k + sep) for k, _ in pairs) + 2)
    return [(k + sep).ljust(w) + v if v else (k + sep) for k, v in pairs]


def ind(lines, k):
    return [(" " * k + s) if s else "" for s in lines]


def table(rows, gap=3, right=()):
    """rows: list of lists of str; returns padded lines. `right`: right-aligned columns"""
    n = max(len(r) for r in rows)
    rows = [list(r) + [""] * (n - len(r)) for r in rows]
    w = [max(len(r[i]) for r in rows) for i in range(n)]
    out = []
    for r in rows:
        cells = [c.rjust(w[i]) if i in right else c.ljust(w[i]) for i, c in enumerate(r)]
        out.append((" " * gap).join(cells).rstrip())
    return out


# block constructors
def P(t):
    return ("p", t)


def H(t):
    return ("h", t)


def T(rows, gap=3, right=()):
    return ("t", rows, gap, right)


def B(items, mark="-"):
    return ("b", items, mark)


def PRE(lines):
    return ("pre", lines)


def RAW(lines):
    return ("raw", lines)


PB = ("pb",)
ANCHOR = ("anchor",)      # where a skeleton may insert a line after the grounds


def render_blocks(blocks, L):
    out = []
    M, TW = L.M, L.TW
    for b in blocks:
        k = b[0]
        if k == "p":
            out += ind(wrap(b[1], TW), M) + [""]
        elif k == "h":
            out += [" " * M + b[1]] + ([""] if L.hgap else [])
        elif k == "t":
            out += ind(table(b[1], b[2], b[3]), M + L.tind) + [""]
        elif k == "b":
            for it in b[1]:
                ws = wrap(it, TW - 4)
                out.append(" " * (M + 1) + b[2] + "  " + ws[0])
                out += [" " * (M + 4) + x for x in ws[1:]]
            out.append("")
        elif k == "pre":
            out += ind(b[1], M) + [""]
        elif k == "raw":
            out += b[1]
        elif k == "pb":
            out.append("\f")
        elif k == "anchor":
            pass
        else:
            raise ValueError(k)
    return out


def insert_at_anchor(blocks, new):
    i = next(i for i, b in enumerate(blocks) if b[0] == "anchor")
    return blocks[:i] + new + blocks[i:]


# ----------------------------------------------------------------------------------------
# the letter

LBL = {
    "nb": dict(saksnr="Saksnummer", sb="Saksbehandler", tlf="Telefon", vref="Vår ref.",
               dref="Deres ref.", vdato="Vår dato", ddato="Deres dato", dato="Dato",
               fnr="Fødselsnummer", born="Fødselsdato", gjelder="Gjelder",
               hilsen="Med vennlig hilsen", khilsen="Med hilsen", side="Side",
               vreferanse="Vår referanse", dreferanse="Deres referanse", av="av",
               arkiv="Arkivkode", vedlegg="Vedlegg", kopi="Kopi til"),
    "nn": dict(saksnr="Saksnummer", sb="Sakshandsamar", tlf="Telefon", vref="Vår ref.",
               dref="Dykkar ref.", vdato="Vår dato", ddato="Dykkar dato", dato="Dato",
               fnr="Fødselsnummer", born="Fødd", gjelder="Gjeld",
               hilsen="Med venleg helsing", khilsen="Med helsing", side="Side",
               vreferanse="Vår referanse", dreferanse="Dykkar referanse", av="av",
               arkiv="Arkivkode", vedlegg="Vedlegg", kopi="Kopi til"),
}

CASEWORKERS = {
    "nb": ["Hilde Brekkeli", "Torgeir Vassbotn", "Marit Løvlien", "Sindre Haugnes",
           "Anette Krogsæter", "Jørn Fjellstad", "Camilla Teigland", "Eirik Rusten",
           "Lene Bjørgum", "Stian Ravnås", "Nina Sollid Aarflot", "Kjetil Mørkeseth"],
    "nn": ["Ragnhild Kvåle", "Olav Tysse", "Solveig Hauge Lid", "Magne Ringheim",
           "Gunvor Flatebø", "Eldrid Nesheim", "Håkon Lekve", "Turid Skeie",
           "Sigrun Bjørkedal", "Arnfinn Nå", "Liv Marit Totland", "Jostein Hæreid"],
}


class Letter:
    def __init__(self, idx, spec):
        self.spec = spec
        self.idx = idx
        self.id = f"sd{idx:03d}"
        self.kind = spec["kind"]
        self.unit = spec["unit"]
        self.lang = spec["lang"]
        self.person = spec["person"]
        self.D = day(spec["date"])
        assert self.D.weekday() < 5, (self.id, spec["date"])
        self.skel = spec["skel"]
        self.fmode = spec["fmode"]
        self.to = spec.get("to", self.person)
        self.rng = random.Random(SEED * 1000 + idx)
        r = self.rng
        self.nav = self.unit.startswith("nav")
        self.M = r.choice([0, 2, 3, 4, 6, 8])
        self.W = r.choice([80, 84, 88, 92, 96])
        self.TW = r.choice([64, 68, 70, 72, 76]) if self.W >= 84 else r.choice([62, 66, 70])
        self.tind = r.choice([0, 2, 4])
        self.hgap = r.random() < 0.35
        self.RC = self.W - r.choice([26, 30, 34])   # right column start
        self.upper = r.random() < 0.4
        self.df = r.choice(["n", "n", "n", "l", "s"])  # style of the other dates in the text
        self.inst = unit_name(self.unit, self.D)
        U = UNITS[self.unit]
        self.U = U
        if self.nav:
            al = ["NAV", "Nav", "Arbeids- og velferdsetaten"]
            for a in (U["name"], U.get("new"), U["name"].replace("NAV", "Nav")):
                if a and a != self.inst and a not in al:
                    al.append(a)
            self.aliases = al
            self.dept = None
        else:
            self.aliases = list(U.get("aliases", []))
            self.dept = U.get("dept")
        cw = CASEWORKERS[self.lang][:]
        r.shuffle(cw)
        self.cw = cw[:2]
        if self.nav:
            self.saksnr = str(r.randint(10**8, 10**9 - 1))
            self.jpost = str(r.randint(4 * 10**8, 6 * 10**8))
        else:
            self.saksnr = f"{self.D.year % 100:02d}/{r.randint(100, 9999):05d}"
            self.jpost = f"{self.saksnr}-{r.randint(2, 14)}"
        self.place = U["place"]
        self.stamp = None
        if spec.get("stamp"):
            sd = add(self.D, spec["stamp"])
            self.stamp = (f"Utskrift {fd(sd)} kl. {r.randint(8, 21):02d}:{r.randint(0, 59):02d}")
        self.page2 = r.choice(["none", "ref", "name"])
        self.foot = r.choice(["side", "side_right", "navline", "org"]) if self.nav else \
            r.choice(["side", "org", "side_right", "org"])
        if self.nav and self.foot == "org":
            self.foot = "navline"
        self.own = None          # the string in which the letter's own date is printed
        self.appointment = None

    def L(self, k):
        return LBL[self.lang][k]

    def t(self, nb, nn):
        return nb if self.lang == "nb" else nn

    def f(self, d, s=None):
        assert d != self.D, (self.id, "a body date equals the letter's own date")
        return fd(d, s or self.df, self.lang)

    def p(self, x):
        return self.rng.random() < x

    def ch(self, seq):
        return self.rng.choice(seq)


# ----------------------------------------------------------------------------------------
# header pieces

def lhead(L, style=None):
    """the sender's letterhead"""
    U = L.U
    style = style or L.ch(["left", "right", "left"])
    if L.nav:
        lines = [L.inst]
        if L.p(0.5):
            lines += [x if not x.isupper() else x for x in U["post"]]
    else:
        lines = [U["name"].upper() if L.p(0.5) else U["name"]] + U["sub"]
    if style == "right":
        return [rj(x, L.W) for x in lines] + [""]
    if style == "logo":
        return [" " * L.M + ("NAV" if L.D < NAV_SWITCH else "nav")] + [""]
    return ind(lines, L.M) + [""]


def rec(L, b, date=None):
    """recipient block; `date` (str) printed unlabelled at the right of the name line"""
    to = b.get("to", L.to)
    lines = [to] + home(to, L.D)
    if b.get("co"):
        lines = [lines[0], b["co"]] + lines[1:]
    out = [""] + ind(lines, L.M)
    if date:
        out[1] = lr(out[1], date, L.W)
    return out + [""]


def idpairs(L, b):
    """identity pairs for the person the letter is about"""
    p = L.person
    to = b.get("to", L.to)
    if to == p:
        if L.fmode in ("11", "split"):
            return [(L.L("fnr"), fnr(p, L.fmode))]
        if L.fmode == "birth":
            return [(L.L("born"), fd(born(p)))]
        return []
    if L.fmode in ("11", "split"):
        return [(L.L("gjelder"), f"{p}, {fnr(p, L.fmode)}")]
    if L.fmode == "birth":
        w = L.t("født", "fødd")
        return [(L.L("gjelder"), f"{p}, {w} {fd(born(p))}")]
    return [(L.L("gjelder"), p)]


def refpairs(L, b, cw=True):
    pairs = [(L.L("saksnr") if L.nav else L.L("vref"), L.saksnr if L.nav else L.jpost)]
    if cw:
        pairs.append((L.L("sb"), L.cw[0]))
    return pairs


def kvl(L, pairs, sep=":", w=None):
    return ind(kv(pairs, w=w, sep=sep), L.M)


def titleblock(L, b):
    t = b["title"]
    out = [" " * L.M + (t.upper() if L.upper else t)]
    if b.get("sub"):
        out.append(" " * L.M + b["sub"])
    return out + [""]


def signature(L, b, pre=None):
    U = L.U
    lines = list(pre or [])
    hil = L.L("hilsen") if (L.nav or L.p(0.5)) else L.L("khilsen")
    lines.append(hil)
    sig = b.get("sig") or (L.ch(["auto", "named", "two"]) if L.nav else L.ch(["named", "two"]))
    if sig == "auto":
        lines.append(L.inst)
    elif sig == "named":
        role = b.get("role") or L.t("saksbehandler", "sakshandsamar")
        lines += ["", "", L.cw[0], role]
        lines.append(L.inst if L.nav else U["sub"][-1])
    else:
        roles = b.get("roles") or L.t(["saksbehandler", "rådgiver"],
                                      ["sakshandsamar", "rådgjevar"])
        lines += ["", ""] + table([[L.cw[0], L.cw[1]], roles], gap=L.ch([6, 8, 12]))
        lines.append(L.inst if L.nav else U["sub"][-1])
    if not L.nav and L.p(0.6):
        lines += ["", L.t("Dokumentet er elektronisk godkjent og har derfor ingen underskrift.",
                          "Dokumentet er elektronisk godkjent og har difor inga underskrift.")]
    if b.get("vedlegg"):
        lines += ["", L.L("vedlegg") + ":"] + [f"- {v}" for v in b["vedlegg"]]
    if b.get("cc"):
        lines += ["", L.L("kopi") + ": " + b["cc"]]
    return ind(lines, L.M)


def footer_fn(L, extra1=None):
    """footer(p, n) -> lines; extra1: lines printed in the page-1 footer only"""
    U = L.U
    style = L.foot

    def f(p, n):
        side_txt = f"{L.L('side')} {p} {L.L('av')} {n}"
        out = []
        if p == 1 and extra1:
            out += extra1
        if style == "side":
            out += [" " * ((L.W - len(side_txt)) // 2) + side_txt]
        elif style == "side_right":
            out += [rj(side_txt, L.W)]
        elif style == "navline":
            post = ", ".join(U["post"]).replace("OSLO", "Oslo").replace("BERGEN", "Bergen") \
                .replace("VOSS", "Voss")
            out += [" " * L.M + f"{L.inst} · {post} · {'nav.no'}", rj(side_txt, L.W)]
        else:
            heads = ["Postadresse", L.t("Besøksadresse", "Besøksadresse"), L.L("tlf"),
                     "Org.nr."]
            vals = [", ".join(U["post"][-2:]), U.get("visit", ""), U["phone"], U.get("orgnr", "")]
            out += ind(table([heads, vals], gap=4), L.M) + [rj(side_txt, L.W)]
        if L.stamp:
            out.append(" " * L.M + L.stamp)
        return out
    return f


def page2_head(L, p, n, b):
    st = L.page2
    if st == "none":
        return []
    if st == "side":
        return [rj(f"{L.L('side')} {p} {L.L('av')} {n}", L.W), ""]
    if st == "ref":
        lab = L.L("saksnr") if L.nav else L.L("vref")
        return [" " * L.M + f"{lab}: {L.saksnr if L.nav else L.jpost}", ""]
    return [lr(" " * L.M + b.get("to", L.to), f"{L.L('side')} {p}", L.W), ""]


def assemble(L, b, head, blocks, sig, footer):
    body = render_blocks(blocks, L)
    lines = head + body + sig
    pages, cur = [], []
    for ln in lines:
        if ln == "\f":
            pages.append(cur)
            cur = []
        else:
            cur.append(ln)
    pages.append(cur)
    n = len(pages)
    assert n == 2, (L.id, n)
    out = []
    for i, pg in enumerate(pages):
        if i > 0:
            pg = page2_head(L, i + 1, n, b) + pg
        while pg and not pg[0].strip():
            pg.pop(0)
        while pg and not pg[-1].strip():
            pg.pop()
        pg = pg + [""] * L.rng.choice([2, 3, 4, 5]) + footer(i + 1, n)
        out.append("\n".join(x.rstrip() for x in pg) + "\n")
    return "\f".join(out) + "\f"


# ----------------------------------------------------------------------------------------
# skeletons: each puts the letter's own date in one place and one format.
# A skeleton returns (head lines, body blocks, lines before the signature, page-1 footer lines)

def own(L, s):
    L.own = fd(L.D, s, L.lang)
    return L.own


def std_refs(L, b, cw=True):
    return kvl(L, refpairs(L, b, cw) + idpairs(L, b), sep=":")


def sk_name_right(L, b):          # S01: unlabelled, right of the recipient's name line
    head = lhead(L) + rec(L, b, date=own(L, "n")) + std_refs(L, b) + [""] + titleblock(L, b)
    return head, b["blocks"], [], None


def sk_saksnr_right(L, b):        # S02: unlabelled, right of the Saksnummer line
    lab = L.L("saksnr")
    line = lr(" " * L.M + f"{lab}: {L.saksnr}", own(L, "l"), L.W)
    rest = kvl(L, [(L.L("sb"), L.cw[0])] + idpairs(L, b), sep=":",
               w=len(lab) + 3 if L.p(0.5) else None)
    head = lhead(L) + rec(L, b) + [line] + rest + [""] + titleblock(L, b)
    return head, b["blocks"], [], None


def sk_rj_alone(L, b):            # S03: right-aligned alone above the title, 06. mai 2024
    head = lhead(L) + rec(L, b) + std_refs(L, b) + ["", rj(own(L, "l0"), L.W), ""] + \
        titleblock(L, b)
    return head, b["blocks"], [], None


def sk_dato_rightcol(L, b):       # S04: "Dato:" last in a right column beside the address
    recl = rec(L, b)[1:-1]
    right = kv(refpairs(L, b) + [(L.L("tlf"), L.U["phone"]), (L.L("dato"), own(L, "n"))],
               sep=":")
    head = lhead(L) + [""] + side(recl, right, L.RC) + [""]
    ip = idpairs(L, b)
    if ip:
        head += kvl(L, ip, sep=":") + [""]
    return head + titleblock(L, b), b["blocks"], [], None


def sk_pair_inline(L, b):         # S05: "Deres dato: …   Vår dato: …" on one line
    dd = b["ddato"]
    l1 = lr(" " * L.M + f"{L.L('dref')}: {b.get('dref', '')}".rstrip(),
            f"{L.L('vref')}: {L.saksnr if L.nav else L.jpost}", L.W - 2)
    l2 = lr(" " * L.M + f"{L.L('ddato')}: {fd(dd)}", f"{L.L('vdato')}: {own(L, 'n')}", L.W - 2)
    head = lhead(L) + rec(L, b) + [l1, l2, ""] + \
        kvl(L, [(L.L("sb"), L.cw[0])] + idpairs(L, b), sep=":") + [""] + titleblock(L, b)
    return head, b["blocks"], [], None


def sk_caption3(L, b):            # S06: caption row "Vår ref. Deres ref. Dato", empty cell
    ref = L.saksnr if L.nav else L.jpost
    rows = [[L.L("vref"), L.L("dref"), L.L("dato")], [ref, "", own(L, "n")]]
    lines = ind(table(rows, gap=L.ch([6, 8, 10])), L.M)
    head = lhead(L) + rec(L, b) + lines + [""] + \
        kvl(L, [(L.L("sb"), L.cw[0])] + idpairs(L, b), sep=":") + [""] + titleblock(L, b)
    return head, b["blocks"], [], None


def sk_caption4(L, b):            # S07: "Deres ref. Deres dato Vår ref. Vår dato", 6.5.2024
    ref = L.saksnr if L.nav else L.jpost
    rows = [[L.L("dref"), L.L("ddato"), L.L("vref"), L.L("vdato")],
            [b.get("dref", ""), fd(b["ddato"], "s"), ref, own(L, "s")]]
    lines = ind(table(rows, gap=5), L.M)
    head = lhead(L) + rec(L, b) + lines + [""] + \
        kvl(L, [(L.L("sb"), L.cw[0])] + idpairs(L, b), sep=":") + [""] + titleblock(L, b)
    return head, b["blocks"], [], None


def sk_brevdato_box(L, b):        # S08: header box top right, label over value
    lab = L.L("saksnr")
    box = table([["Brevdato", lab], [own(L, "n"), L.saksnr if L.nav else L.jpost]], gap=4)
    bw = max(len(x) for x in box)
    head = [rj(x.ljust(bw), L.W - 2) for x in box] + [""] + lhead(L, "left") + rec(L, b) + \
        kvl(L, [(L.L("sb"), L.cw[0])] + idpairs(L, b), sep=":") + [""] + titleblock(L, b)
    return head, b["blocks"], [], None


def sk_vedtaksdato_top(L, b):     # S09: under the title, after "Søknad mottatt"
    rec_lab = b.get("dlabel") or L.t("Søknad mottatt", "Søknad motteken")
    pairs = [(rec_lab, fd(b["ddato"])), ("Vedtaksdato", own(L, "n"))]
    head = lhead(L) + rec(L, b) + std_refs(L, b) + [""] + titleblock(L, b) + \
        kvl(L, pairs, sep=":") + [""]
    return head, b["blocks"], [], None


def sk_vedtaksdato_after(L, b):   # S10: "Vedtaksdato" after the reasons
    head = lhead(L) + rec(L, b) + std_refs(L, b) + [""] + titleblock(L, b)
    blocks = insert_at_anchor(b["blocks"], [RAW([" " * L.M + f"Vedtaksdato: {own(L, 'l')}",
                                                 ""])])
    return head, blocks, [], None


def sk_dfv_footer(L, b):          # S11: "Dato for vedtak" in the page-1 footer
    head = lhead(L) + rec(L, b) + std_refs(L, b) + [""] + titleblock(L, b)
    ex = [" " * L.M + f"Dato for vedtak: {own(L, 'n')}    {L.L('saksnr')}: {L.saksnr}"]
    return head, b["blocks"], [], ex


def sk_place_right(L, b):         # S12: "Oslo, 6. mai 2024" right-aligned
    head = lhead(L) + rec(L, b) + std_refs(L, b) + ["", rj(f"{L.place}, {own(L, 'l')}", L.W),
                                                     ""] + titleblock(L, b)
    return head, b["blocks"], [], None


def sk_place_left(L, b):          # S13: "Bergen, 6. mai 2024" at the left, under the address
    head = lhead(L) + rec(L, b) + [" " * L.M + f"{L.place}, {own(L, 'l')}", ""] + \
        std_refs(L, b) + [""] + titleblock(L, b)
    return head, b["blocks"], [], None


def sk_place_nocomma(L, b):       # S14: "Voss 6. mai 2024", no comma, after the references
    head = lhead(L) + rec(L, b) + std_refs(L, b) + ["", " " * L.M + f"{L.place} {own(L, 'l')}",
                                                     ""] + titleblock(L, b)
    return head, b["blocks"], [], None


def sk_weekday(L, b):             # S15: "Oslo, mandag 6. mai 2024" right-aligned
    head = lhead(L) + rec(L, b) + std_refs(L, b) + ["", rj(f"{L.place}, {own(L, 'wd')}", L.W),
                                                     ""] + titleblock(L, b)
    return head, b["blocks"], [], None


def sk_y2(L, b):                  # S16: "Dato: 06.05.24" in the reference list
    pairs = refpairs(L, b)[:1] + [(L.L("dato"), own(L, "y2"))] + refpairs(L, b)[1:] + \
        idpairs(L, b)
    head = lhead(L) + rec(L, b) + kvl(L, pairs, sep=":") + [""] + titleblock(L, b)
    return head, b["blocks"], [], None


def sk_short_rightcol(L, b):      # S17: "Dato 6.5.2024" without colon, right column
    recl = rec(L, b)[1:-1]
    ref = L.saksnr if L.nav else L.jpost
    right = kv([(L.L("vref"), ref), (L.L("dref"), b.get("dref", "")),
                (L.L("dato"), own(L, "s"))])
    head = lhead(L) + [""] + side(recl, right, L.RC) + [""] + \
        kvl(L, [(L.L("sb"), L.cw[0])] + idpairs(L, b), sep=":") + [""] + titleblock(L, b)
    return head, b["blocks"], [], None


def sk_iso_digital(L, b):         # S18: metadata block of a digital letter, 2024-05-06
    to = b.get("to", L.to)
    meta = kv([(L.t("Mottaker", "Mottakar"), to), ("Brevdato", own(L, "iso")),
               ("Dokument-ID", L.jpost)], sep=":")
    head = ind(meta, L.M) + [""] + lhead(L) + rec(L, b) + std_refs(L, b) + [""] + \
        titleblock(L, b)
    return head, b["blocks"], [], None


def sk_l0_rightcol(L, b):         # S19: unlabelled "06. mai 2024" atop a right column
    recl = rec(L, b)[1:-1]
    ref = L.saksnr if L.nav else L.jpost
    right = [own(L, "l0"), ""] + kv([(L.L("vref"), ref), (L.L("sb"), L.cw[0]),
                                     (L.L("tlf"), L.U["phone"])], sep=":")
    head = lhead(L) + [""] + side(recl, right, L.RC) + [""] + kvl(L, idpairs(L, b), sep=":")
    return head + [""] + titleblock(L, b), b["blocks"], [], None


def sk_end_only(L, b):            # S20: only at the end, above "Med hilsen"
    head = lhead(L) + rec(L, b) + std_refs(L, b) + [""] + titleblock(L, b)
    return head, b["blocks"], [f"{L.place}, {own(L, 'l')}", ""], None


def sk_sendt(L, b):               # S21: digital-post "Sendt:" stamp at the top
    hh, mm = L.rng.randint(7, 16), L.rng.randint(0, 59)
    top = lr(" " * L.M + L.t("Digital post", "Digital post") + f" · {L.inst}",
             f"Sendt: {own(L, 'n')} {hh:02d}:{mm:02d}", L.W)
    head = [top, ""] + lhead(L) + rec(L, b) + std_refs(L, b) + [""] + titleblock(L, b)
    return head, b["blocks"], [], None


def sk_gjort(L, b):               # S22: «Vedtaket er gjort 6. mai 2024» only
    head = lhead(L) + rec(L, b) + std_refs(L, b) + [""] + titleblock(L, b)
    s = L.t(f"Vedtaket er gjort {own(L, 'l')} av {L.inst}.",
            f"Vedtaket er gjort {own(L, 'l')} av {L.inst}.")
    blocks = insert_at_anchor(b["blocks"], [P(s)])
    return head, blocks, [], None


def sk_stack(L, b):               # S23: right column, Deres dato above Vår dato
    recl = rec(L, b)[1:-1]
    ref = L.saksnr if L.nav else L.jpost
    right = kv([(L.L("dref"), b.get("dref", "")), (L.L("ddato"), fd(b["ddato"])),
                (L.L("vref"), ref), (L.L("vdato"), own(L, "n"))], sep=":")
    head = lhead(L) + [""] + side(recl, right, L.RC) + [""] + \
        kvl(L, [(L.L("sb"), L.cw[0])] + idpairs(L, b), sep=":") + [""] + titleblock(L, b)
    return head, b["blocks"], [], None


def sk_born_then_dato(L, b):      # S24: birth date, then "Dato:" in a left block
    p = L.person
    pairs = [(L.t("Navn", "Namn"), p), (L.t("Fødselsdato", "Fødselsdato"), fd(born(p)))]
    if L.fmode in ("11", "split"):
        pairs.append((L.L("fnr"), fnr(p, L.fmode)))
    pairs += [(L.L("saksnr") if L.nav else L.L("vref"), L.saksnr if L.nav else L.jpost),
              (L.L("dato"), own(L, "n"))]
    head = lhead(L) + rec(L, b) + kvl(L, pairs, sep=":") + [""] + titleblock(L, b)
    return head, b["blocks"], [], None


def sk_brevdato_title(L, b):      # S25: "Brevdato" on a line under the title
    head = lhead(L) + rec(L, b) + kvl(L, idpairs(L, b), sep=":") + [""] + titleblock(L, b)
    head += [lr(" " * L.M + f"Brevdato: {own(L, 'n')}",
                f"{L.L('saksnr')}: {L.saksnr if L.nav else L.jpost}", L.W - 4), ""]
    return head, b["blocks"], [], None


def sk_top_corner(L, b):          # S26: unlabelled 6.5.2024 in the top right corner
    head = [rj(own(L, "s"), L.W), ""] + lhead(L, "left") + rec(L, b) + std_refs(L, b) + [""] + \
        titleblock(L, b)
    return head, b["blocks"], [], None


def sk_meta_left(L, b):           # S27: left block ending in "Dato: 06. mai 2024" (glibc %d. %b %Y)
    pairs = [(L.L("vreferanse"), L.saksnr if L.nav else L.jpost)]
    if b.get("ddato"):
        pairs.append((L.L("dreferanse"), L.t("søknad datert ", "søknad datert ") +
                      fd(b["ddato"])))
    pairs += [(L.L("sb"), L.cw[0])] + idpairs(L, b) + [(L.L("dato"), own(L, "a"))]
    head = lhead(L) + rec(L, b) + kvl(L, pairs, sep=":") + [""] + titleblock(L, b)
    return head, b["blocks"], [], None


def sk_lhead_line(L, b):          # S28: "Dato: …" at the right of the letterhead's first line
    lh = lhead(L, "left")
    lh[0] = lr(lh[0], f"{L.L('dato')}: {own(L, 'n')}", L.W)
    head = lh + rec(L, b) + std_refs(L, b) + [""] + titleblock(L, b)
    return head, b["blocks"], [], None


def sk_vd_rightcol(L, b):         # S29: right column, "Søknad mottatt" above "Vedtaksdato"
    recl = rec(L, b)[1:-1]
    right = kv([(b.get("dlabel") or L.t("Søknad mottatt", "Søknad motteken"), fd(b["ddato"])),
                ("Vedtaksdato", own(L, "n")),
                (L.L("saksnr"), L.saksnr if L.nav else L.jpost)])
    head = lhead(L) + [""] + side(recl, right, L.RC) + [""] + \
        kvl(L, [(L.L("sb"), L.cw[0])] + idpairs(L, b), sep=":") + [""] + titleblock(L, b)
    return head, b["blocks"], [], None


def sk_dfv_caption(L, b):         # S30: caption table "… Søknad mottatt  Dato for vedtak"
    rows = [[L.t("Ytelse", "Yting") if L.nav else L.t("Tjeneste", "Teneste"),
             b.get("dlabel") or L.t("Søknad mottatt", "Søknad motteken"), "Dato for vedtak"],
            [b["short"], fd(b["ddato"]), own(L, "n")]]
    head = lhead(L) + rec(L, b) + std_refs(L, b) + [""] + titleblock(L, b) + \
        ind(table(rows, gap=5), L.M) + [""]
    return head, b["blocks"], [], None


SKELETONS = {
    "S01": (sk_name_right, "unlabelled 06.05.2024 at the right of the recipient's name line"),
    "S02": (sk_saksnr_right, "unlabelled 6. mai 2024 at the right of the `Saksnummer:` line"),
    "S03": (sk_rj_alone, "06. mai 2024 right-aligned alone between references and title"),
    "S04": (sk_dato_rightcol, "`Dato: 06.05.2024` last in a right column beside the address"),
    "S05": (sk_pair_inline, "`Deres/Dykkar dato: …` then `Vår dato: 06.05.2024` on one line"),
    "S06": (sk_caption3, "caption row `Vår ref.  Deres ref.  Dato` over values, empty cell"),
    "S07": (sk_caption4, "caption row `Deres ref. Deres dato Vår ref. Vår dato`, 6.5.2024"),
    "S08": (sk_brevdato_box, "header box top right: `Brevdato` over 06.05.2024"),
    "S09": (sk_vedtaksdato_top, "`Vedtaksdato:` under the title, after `Søknad mottatt:`"),
    "S10": (sk_vedtaksdato_after, "`Vedtaksdato: 6. mai 2024` after the reasons"),
    "S11": (sk_dfv_footer, "`Dato for vedtak: 06.05.2024` in the page-1 footer"),
    "S12": (sk_place_right, "`Oslo, 6. mai 2024` right-aligned above the title"),
    "S13": (sk_place_left, "`Bergen, 6. mai 2024` at the left under the address"),
    "S14": (sk_place_nocomma, "`Voss 6. mai 2024` (place without comma) at the left"),
    "S15": (sk_weekday, "`Oslo, mandag 6. mai 2024` right-aligned, with weekday"),
    "S16": (sk_y2, "`Dato: 06.05.24` (two-digit year) in the reference list"),
    "S17": (sk_short_rightcol, "`Dato  6.5.2024` (no colon) in a right column"),
    "S18": (sk_iso_digital, "`Brevdato: 2024-05-06` in a digital-letter metadata block on top"),
    "S19": (sk_l0_rightcol, "unlabelled 06. mai 2024 atop a right column beside the address"),
    "S20": (sk_end_only, "only at the end: `Voss, 6. mai 2024` above `Med hilsen`"),
    "S21": (sk_sendt, "digital-post stamp `Sendt: 06.05.2024 14:32` on the first line"),
    "S22": (sk_gjort, "only «Vedtaket er gjort 6. mai 2024 av …» in the body"),
    "S23": (sk_stack, "right column: `Deres dato` above `Vår dato: 06.05.2024`"),
    "S24": (sk_born_then_dato, "left block: `Fødselsdato` then `Dato: 06.05.2024`"),
    "S25": (sk_brevdato_title, "`Brevdato: 06.05.2024` on the line under the title"),
    "S26": (sk_top_corner, "unlabelled 6.5.2024 alone in the top right corner"),
    "S27": (sk_meta_left, "left block ending `Dato: 06. mai 2024` / `06. nov. 2024` (abbr.)"),
    "S28": (sk_lhead_line, "`Dato: 06.05.2024` at the right of the letterhead's first line"),
    "S29": (sk_vd_rightcol, "right column: `Søknad mottatt` above `Vedtaksdato 06.05.2024`"),
    "S30": (sk_dfv_caption, "caption table `Ytelse  Søknad mottatt  Dato for vedtak`"),
}


# ----------------------------------------------------------------------------------------
# common closing sections

def nav_klage(L, what=None):
    nav = nav_word(L.D)
    if L.lang == "nb":
        return [H("Du har rett til å klage"),
                P(f"Hvis du mener vedtaket er feil, kan du klage. Fristen for å klage er seks uker "
                  f"fra den datoen du mottok vedtaket. Klagen må være skriftlig, og du må skrive "
                  f"hvilket vedtak du klager på og hvorfor du mener det er feil. Du kan klage på "
                  f"nav.no/klage eller sende klagen i posten. Hvis vi ikke endrer vedtaket selv, "
                  f"sender vi klagen til {nav} Klageinstans."),
                P("Du finner mer informasjon om klagerett og klagefrister i folketrygdloven "
                  "§ 21-12 og forvaltningsloven §§ 28 til 33.")]
    return [H("Du har rett til å klage"),
            P(f"Dersom du meiner vedtaket er feil, kan du klage. Fristen for å klage er seks veker "
              f"frå den datoen du fekk vedtaket. Klaga må vere skriftleg, og du må skrive kva "
              f"vedtak du klagar på og kvifor du meiner det er feil. Du kan klage på nav.no/klage "
              f"eller sende klaga i posten. Dersom vi ikkje endrar vedtaket sjølve, sender vi "
              f"klaga til {nav} klageinstans."),
            P("Du finn meir informasjon om klagerett og klagefristar i folketrygdlova § 21-12 "
              "og forvaltningslova §§ 28 til 33.")]


def nav_innsyn(L):
    if L.lang == "nb":
        return [H("Du har rett til innsyn"),
                P("Du har rett til å se dokumentene i saken din. Dette følger av "
                  "forvaltningsloven § 18. Kontakt oss om du vil se dokumentene.")]
    return [H("Du har rett til innsyn"),
            P("Du har rett til å sjå dokumenta i saka di. Dette følgjer av forvaltningslova "
              "§ 18. Kontakt oss dersom du vil sjå dokumenta.")]


def nav_kontakt(L):
    ph = L.U["phone"]
    if L.lang == "nb":
        return [H("Har du spørsmål?"),
                P(f"Du finner mer informasjon på nav.no. Hvis du ikke finner svar der, kan du "
                  f"ringe oss på telefon {ph} hverdager kl. 09.00–15.00. Oppgi saksnummeret "
                  f"når du kontakter oss.")]
    return [H("Har du spørsmål?"),
            P(f"Du finn meir informasjon på nav.no. Dersom du ikkje finn svar der, kan du ringje "
              f"oss på telefon {ph} kvardagar kl. 09.00–15.00. Oppgi saksnummeret når du tek "
              f"kontakt med oss.")]


def nav_endringer(L, what):
    if L.lang == "nb":
        return [H("Du må melde fra om endringer"),
                P(f"Du må straks gi beskjed til {nav_word(L.D)} hvis det skjer endringer som "
                  f"kan ha betydning for {what}. Hvis du ikke melder fra, kan du måtte betale "
                  f"tilbake penger du har fått for mye.")]
    return [H("Du må melde frå om endringar"),
            P(f"Du må straks gi beskjed til {nav_word(L.D)} dersom det skjer endringar som kan "
              f"ha noko å seie for {what}. Dersom du ikkje melder frå, kan du måtte betale "
              f"tilbake pengar du har fått for mykje.")]


def kom_klage(L, region, law, nemnd=False):
    sf = statsforvalter(L.D, region)
    if nemnd:
        sf = L.t("kommunens klagenemnd", "den kommunale klagenemnda")
    if L.lang == "nb":
        return [H("Klagerett"),
                P(f"Du kan klage på vedtaket. Klagefristen er fire uker fra du mottok dette "
                  f"brevet, jf. {law}. Klagen sendes til oss. Dersom vi ikke gir deg medhold, "
                  f"sender vi saken videre til {sf} for endelig avgjørelse. Du kan be om hjelp "
                  f"til å skrive klagen."),
                P("Du har rett til å se dokumentene i saken, jf. forvaltningsloven §§ 18 og 19.")]
    return [H("Klagerett"),
            P(f"Du kan klage på vedtaket. Klagefristen er fire veker frå du fekk dette brevet, "
              f"jf. {law}. Klaga skal sendast til oss. Dersom vi ikkje gir deg medhald, sender "
              f"vi saka vidare til {sf} for endeleg avgjerd. Du kan be om hjelp til å skrive "
              f"klaga."),
            P("Du har rett til å sjå dokumenta i saka, jf. forvaltningslova §§ 18 og 19.")]


def pay_rows(L, start, n, amount, payday=20, label=None, tax=None):
    """monthly payment rows: period, gross, tax, net, paid on"""
    rows = []
    for i in range(n):
        a = addm(mstart(start), i)
        b_ = mend(a)
        pd = wkb(dt.date(a.year, a.month, payday))
        g = amount
        tx = round(g * tax) if tax else 0
        row = [f"{fd(a)} - {fd(b_)}", kr(g), kr(tx), kr(g - tx), fd(pd)]
        rows.append(row)
    return rows


# ----------------------------------------------------------------------------------------
# NAV letters

def b_dp_vedtak(L):
    """vedtak: dagpenger innvilget"""
    D, r, f = L.D, L.rng, L.f
    sp = L.spec.get("dp", {})
    soknad = day(sp["soknad"]) if "soknad" in sp else wkb(add(D, -r.randint(19, 30)))
    reg = day(sp["reg"]) if "reg" in sp else wkb(add(soknad, -r.randint(1, 4)))
    slutt = day(sp["slutt"]) if "slutt" in sp else mend(addm(reg, -1))
    varsel = day(sp["opps"]) if "opps" in sp else wkb(add(slutt, -r.randint(30, 60)))
    brev = day(sp["brev"]) if "brev" in sp else wk(add(soknad, r.randint(5, 9)))
    attest = wk(add(brev, r.randint(2, 5)))
    tom = add(reg, 7 * 104 - 1)
    grunnlag = r.choice([412_000, 438_500, 468_200, 502_700])
    if L.D.year < 2015:
        grunnlag = r.choice([321_400, 348_900, 365_100])
    sats = round(grunnlag * 0.624 / 260)
    firm = L.t("Grorud Mekaniske AS", "Vossestrand Trevare AS")
    m0 = on_wd(reg, 0)
    rows = [[L.t("Meldeperiode", "Meldeperiode"), L.t("Dager", "Dagar"), "Sats",
             L.t("Beløp", "Beløp"), L.t("Meldekort mottatt", "Meldekort motteke")]]
    k = 0
    while add(m0, 14 * k + 13) < D and k < 3:
        a = add(m0, 14 * k)
        e = add(a, 13)
        mk = add(e, 1) if add(e, 1) != D else add(e, 2)
        rows.append([f"{fd(a)} - {fd(e)}", "10", kr(sats), kr(10 * sats), fd(mk)])
        k += 1
    nxt = add(m0, 14 * k + 13)
    nxt_frist = add(nxt, 8)
    utb = wk(add(D, 4))
    if L.lang == "nb":
        blocks = [
            P(f"Vi viser til søknaden din om dagpenger som vi mottok {f(soknad)}, og til brevet "
              f"vårt av {f(brev)} der vi ba om arbeidsgiverens bekreftelse på at "
              f"arbeidsforholdet er avsluttet."),
            H("Dette er vedtaket"),
            P(f"Du får dagpenger fra og med {f(reg)}. Dagpengeperioden din er 104 uker, og "
              f"du kan etter dette ha rett til dagpenger til og med {f(tom)} så lenge du "
              f"fortsatt oppfyller vilkårene."),
            T([["Grunnlag for dagpenger", f"kr {kr(grunnlag)}"],
               ["Dagsats før skatt", f"kr {kr(sats)}"],
               ["Ventedager", "3"],
               ["Antall uker", "104"]], gap=4),
            H("Begrunnelse"),
            P(f"Arbeidsforholdet ditt hos {firm} ble avsluttet {f(slutt)} etter at du fikk "
              f"skriftlig oppsigelse {f(varsel)}. Bekreftelsen fra arbeidsgiveren, datert "
              f"{f(attest)}, viser at du har hatt inntekt over minstekravet de siste tolv "
              f"månedene. Du registrerte deg som arbeidssøker {f(reg)}, og du har vist at du "
              f"er reell arbeidssøker."),
            P("Vedtaket er gjort etter folketrygdloven §§ 4-3, 4-4, 4-5, 4-11 og 4-15."),
            ANCHOR,
            PB,
            H("Etterbetaling"),
            P(f"Du har allerede sendt meldekort for disse periodene. Etterbetalingen blir utbetalt "
              f"til kontonummeret du har oppgitt innen {f(utb)}, og det trekkes skatt etter "
              f"skattekortet ditt."),
            T(rows, gap=3, right=(1, 2, 3)),
            H("Dette må du gjøre"),
            P(f"Du må sende meldekort hver 14. dag. Neste meldekort gjelder perioden som "
              f"slutter {f(nxt)}, og det må være sendt senest {f(nxt_frist)}. Hvis du ikke "
              f"sender meldekort i tide, kan dagpengene dine bli stanset."),
        ] + nav_endringer(L, "dagpengene dine") + nav_klage(L) + nav_innsyn(L) + nav_kontakt(L)
        title = "Vedtak om dagpenger"
        sub = "Du får dagpenger"
    else:
        blocks = [
            P(f"Vi viser til søknaden din om dagpengar som vi fekk {f(soknad)}, og til brevet "
              f"vårt av {f(brev)} der vi bad om stadfesting frå arbeidsgivaren på at "
              f"arbeidsforholdet er avslutta."),
            H("Dette er vedtaket"),
            P(f"Du får dagpengar frå og med {f(reg)}. Dagpengeperioden din er 104 veker, og "
              f"du kan etter dette ha rett til dagpengar til og med {f(tom)} så lenge du "
              f"framleis oppfyller vilkåra."),
            T([["Grunnlag for dagpengar", f"kr {kr(grunnlag)}"],
               ["Dagsats før skatt", f"kr {kr(sats)}"],
               ["Ventedagar", "3"],
               ["Tal på veker", "104"]], gap=4),
            H("Grunngiving"),
            P(f"Arbeidsforholdet ditt hos {firm} vart avslutta {f(slutt)} etter at du fekk "
              f"skriftleg oppseiing {f(varsel)}. Stadfestinga frå arbeidsgivaren, datert "
              f"{f(attest)}, viser at du har hatt inntekt over minstekravet dei siste tolv "
              f"månadene. Du registrerte deg som arbeidssøkjar {f(reg)}, og du har vist at du "
              f"er reell arbeidssøkjar."),
            P("Vedtaket er gjort etter folketrygdlova §§ 4-3, 4-4, 4-5, 4-11 og 4-15."),
            ANCHOR,
            PB,
            H("Etterbetaling"),
            P(f"Du har alt sendt meldekort for desse periodane. Etterbetalinga blir utbetalt til "
              f"kontonummeret du har oppgitt innan {f(utb)}, og det blir trekt skatt etter "
              f"skattekortet ditt."),
            T(rows, gap=3, right=(1, 2, 3)),
            H("Dette må du gjere"),
            P(f"Du må sende meldekort kvar 14. dag. Neste meldekort gjeld perioden som sluttar "
              f"{f(nxt)}, og det må vere sendt seinast {f(nxt_frist)}. Dersom du ikkje sender "
              f"meldekort i tide, kan dagpengane dine bli stansa."),
        ] + nav_endringer(L, "dagpengane dine") + nav_klage(L) + nav_innsyn(L) + nav_kontakt(L)
        title = "Vedtak om dagpengar"
        sub = "Du får dagpengar"
    return dict(title=title, sub=sub, blocks=blocks, docType="vedtak", ddato=soknad,
                short=L.t("Dagpenger", "Dagpengar"))


def b_kontrollsamtale(L):
    """innkalling: kontrollsamtale / samtale om dagpenger (nb)"""
    D, r, f = L.D, L.rng, L.f
    mote = wk(add(D, r.randint(8, 13)))
    hh, mm = r.choice([(9, 0), (10, 30), (13, 15), (11, 0)])
    L.appointment = f"{mote.isoformat()}T{hh:02d}:{mm:02d}"
    vedtak = day(L.spec["dp"]["vedtak"])
    fom = day(L.spec["dp"]["reg"])
    mk = add(on_wd(add(D, -20), 0), -1)
    svar = wkb(add(mote, -3))
    blocks = [
        P(f"Du har dagpenger fra og med {f(fom)}, jf. vedtaket vårt av {f(vedtak)}. Som "
          f"dagpengemottaker må du møte til samtaler når {nav_word(D)} ber om det. Vi kaller deg "
          f"derfor inn til kontrollsamtale om meldekortene og aktiviteten din som arbeidssøker."),
        H("Tid og sted"),
        T([["Dato:", fd(mote, "Wd")],
           ["Klokkeslett:", f"kl. {hh:02d}.{mm:02d}"],
           ["Sted:", f"{L.inst}, {L.U['visit']}"],
           ["Oppmøte:", "I publikumsmottaket, ta kølapp merket «Time»"]], gap=2),
        P(f"Samtalen tar omtrent 30 minutter. Hvis du ikke kan komme, må du gi beskjed senest "
          f"{f(svar)}, slik at vi kan finne et nytt tidspunkt."),
        H("Dette må du ta med"),
        B(["gyldig legitimasjon med bilde",
           f"oversikt over stillinger du har søkt på etter {f(fom)}",
           f"kopi av meldekortet for perioden som sluttet {f(mk)}",
           "eventuelle arbeidsavtaler eller tilbud om arbeid"]),
        ANCHOR,
        PB,
        H("Hvis du ikke møter"),
        P("Hvis du uteblir fra samtalen uten rimelig grunn, kan dagpengene dine bli stanset fra "
          "dagen etter samtalen, jf. folketrygdloven § 4-20. Du får i så fall et eget "
          "forhåndsvarsel før vi gjør et vedtak."),
        P("Du må fortsatt sende meldekort hver 14. dag, også i perioden fram til samtalen."),
    ] + nav_kontakt(L)
    return dict(title="Innkalling til kontrollsamtale", sub="Samtale om dagpenger og meldekort",
                blocks=blocks, docType="innkalling", sig="named",
                role="veileder")


def b_dp_stans(L):
    """vedtak: stans av dagpenger (nb)"""
    D, r, f = L.D, L.rng, L.f
    fom0 = day(L.spec["dp"]["reg"])
    mk_end = add(on_wd(add(D, -40), 6), 0)   # a Sunday
    mk_frist = add(mk_end, 8)
    varsel = wk(add(mk_frist, r.randint(6, 9)))
    svarfrist = add(varsel, 14)
    stans = add(mk_end, -13)
    blocks = [
        P(f"Vi viser til forhåndsvarselet vårt av {f(varsel)}. Du fikk frist til {f(svarfrist)} "
          f"med å uttale deg. Vi har ikke mottatt noen uttalelse fra deg innen fristen."),
        H("Dette er vedtaket"),
        P(f"Dagpengene dine er stanset fra og med {f(stans)}. Du har hatt dagpenger fra og med "
          f"{f(fom0)}."),
        H("Begrunnelse"),
        P(f"Du skulle ha sendt meldekort for meldeperioden {f(stans)} - {f(mk_end)} senest "
          f"{f(mk_frist)}. Vi har ikke mottatt meldekortet. Når du ikke sender meldekort, "
          f"har du ikke oppfylt meldeplikten, og du har ikke rett til dagpenger fra første dag "
          f"i meldeperioden."),
        P("Vedtaket er gjort etter folketrygdloven § 4-8 og § 4-20."),
        ANCHOR,
        H("Hvis du vil ha dagpenger igjen"),
        P("Du må registrere deg som arbeidssøker på nytt og sende en ny søknad om gjenopptak "
          "av dagpenger. Du kan få dagpenger fra den dagen du har registrert deg på nytt, hvis "
          "du fortsatt fyller vilkårene."),
        PB,
    ] + nav_klage(L) + nav_innsyn(L) + nav_kontakt(L)
    return dict(title="Vedtak om stans av dagpenger", blocks=blocks, docType="vedtak",
                short="Dagpenger")


def kvote_weeks(y):
    return 12 if y < 2014 else (10 if y < 2018 else 15)


def total_weeks(y):
    return 47 if y < 2013 else 49


def b_fp_vedtak(L):
    """vedtak: foreldrepenger to the mother"""
    D, r, f = L.D, L.rng, L.f
    child = L.spec["child"]
    B = born(child)
    termin = add(B, r.choice([-6, -3, 4, 9]))
    soknad = wkb(add(B, -r.randint(30, 45)))
    im = wk(add(soknad, r.randint(2, 6)))
    start = add(B, -21)
    kv_ = kvote_weeks(B.year)
    mk_end = add(B, 7 * kv_ - 1)
    fp_end = add(B, 7 * (total_weeks(B.year) - 3 - kv_) - 1)
    mk_start = B
    fe_start = add(mk_end, 1)
    fe_end = fp_end
    grunnlag = r.choice([436_800, 462_000, 489_600]) if B.year > 2014 else \
        r.choice([388_000, 402_500])
    sats = round(grunnlag / 260)
    firm = {2011: "Sagene Regnskap AS", 2015: "Bergen Bydrift", 2020: "Voss Apotek"}[B.year]
    bname = first(child)
    if L.lang == "nb":
        rows = [["Periode", "Fra og med", "Til og med", "Dekningsgrad"],
                ["Foreldrepenger før fødsel", fd(start), fd(add(B, -1)), "100 %"],
                ["Mødrekvote", fd(mk_start), fd(mk_end), "100 %"],
                ["Fellesperiode", fd(fe_start), fd(fe_end), "100 %"]]
        blocks = [
            P(f"Vi viser til søknaden din om foreldrepenger som vi mottok {f(soknad)}, og til "
              f"inntektsmeldingen fra arbeidsgiveren din, {firm}, datert {f(im)}."),
            H("Dette er vedtaket"),
            P(f"Du får foreldrepenger i forbindelse med fødselen av {bname} {f(B)}. Termindatoen "
              f"var {f(termin)}. Stønadsperioden starter {f(start)}, tre uker før fødselen, og "
              f"du har valgt 100 prosent dekningsgrad."),
            T(rows, gap=3),
            P(f"Foreldrepengene beregnes av en årsinntekt på kr {kr(grunnlag)}. Det gir en "
              f"dagsats på kr {kr(sats)}. Arbeidsgiveren din betaler lønn i perioden og får "
              f"refusjon fra {nav_word(D)}."),
            H("Begrunnelse"),
            P("Du har vært i arbeid i minst seks av de siste ti månedene før stønadsperioden "
              "startet, og du har hatt inntekt som gir rett til foreldrepenger. Vedtaket er "
              "gjort etter folketrygdloven §§ 14-6, 14-7, 14-9, 14-10 og 14-12."),
            ANCHOR,
            PB,
            H("Fellesperioden"),
            P(f"Fellesperioden kan deles mellom deg og den andre forelderen. Hvis den andre "
              f"forelderen skal ta ut deler av fellesperioden, må han eller hun søke senest fire "
              f"uker før uttaket starter. Fedrekvoten på {kv_} uker kan ikke tas ut før "
              f"{f(add(mk_end, 1))} uten at det foreligger særlige grunner."),
            H("Utsettelse"),
            P("Hvis du vil utsette deler av foreldrepengene, for eksempel fordi du skal jobbe, "
              "må du søke før utsettelsen starter. Foreldrepengene må være tatt ut innen barnet "
              "fyller tre år."),
        ] + nav_endringer(L, "foreldrepengene") + nav_klage(L) + nav_kontakt(L)
        title, sub = "Vedtak om foreldrepenger", f"Fødsel {fd(B)}"
    else:
        rows = [["Periode", "Frå og med", "Til og med", "Dekningsgrad"],
                ["Foreldrepengar før fødsel", fd(start), fd(add(B, -1)), "100 %"],
                ["Mødrekvote", fd(mk_start), fd(mk_end), "100 %"],
                ["Fellesperiode", fd(fe_start), fd(fe_end), "100 %"]]
        blocks = [
            P(f"Vi viser til søknaden din om foreldrepengar som vi fekk {f(soknad)}, og til "
              f"inntektsmeldinga frå arbeidsgivaren din, {firm}, datert {f(im)}."),
            H("Dette er vedtaket"),
            P(f"Du får foreldrepengar i samband med fødselen av {bname} {f(B)}. Termindatoen "
              f"var {f(termin)}. Stønadsperioden startar {f(start)}, tre veker før fødselen, og "
              f"du har valt 100 prosent dekningsgrad."),
            T(rows, gap=3),
            P(f"Foreldrepengane blir rekna ut frå ei årsinntekt på kr {kr(grunnlag)}. Det gir "
              f"ein dagsats på kr {kr(sats)}. Arbeidsgivaren din betaler løn i perioden og får "
              f"refusjon frå {nav_word(D)}."),
            H("Grunngiving"),
            P("Du har vore i arbeid i minst seks av dei siste ti månadene før stønadsperioden "
              "starta, og du har hatt inntekt som gir rett til foreldrepengar. Vedtaket er "
              "gjort etter folketrygdlova §§ 14-6, 14-7, 14-9, 14-10 og 14-12."),
            ANCHOR,
            PB,
            H("Fellesperioden"),
            P(f"Fellesperioden kan delast mellom deg og den andre forelderen. Dersom den andre "
              f"forelderen skal ta ut delar av fellesperioden, må han eller ho søkje seinast fire "
              f"veker før uttaket startar. Fedrekvoten på {kv_} veker kan ikkje takast ut før "
              f"{f(add(mk_end, 1))} utan at det ligg føre særlege grunnar."),
            H("Utsetjing"),
            P("Dersom du vil utsetje delar av foreldrepengane, til dømes fordi du skal arbeide, "
              "må du søkje før utsetjinga startar. Foreldrepengane må vere tekne ut innan barnet "
              "fyller tre år."),
        ] + nav_endringer(L, "foreldrepengane") + nav_klage(L) + nav_kontakt(L)
        title, sub = "Vedtak om foreldrepengar", f"Fødsel {fd(B)}"
    return dict(title=title, sub=sub, blocks=blocks, docType="vedtak", ddato=soknad,
                short=L.t("Foreldrepenger", "Foreldrepengar"))


def bt_rate(y):
    return 970 if y < 2019 else 1354


def b_bt_vedtak(L):
    """vedtak: barnetrygd for a newborn, to the mother"""
    D, r, f = L.D, L.rng, L.f
    child = L.spec["child"]
    B = born(child)
    soknad = wkb(add(B, r.randint(10, 20)))
    fom = mstart(addm(B, 1))
    rate = bt_rate(B.year)
    kids = [c for c in CHILDREN if born(c) <= B]
    show_fnr = L.fmode in ("11", "split")
    head = ["Barn", L.L("fnr") if show_fnr else L.t("Født", "Fødd"), L.t("Fra og med", "Frå og med"),
            "Til og med", L.t("Per måned", "Per månad")]
    rows = [head]
    for c in kids:
        cb = born(c)
        cf = mstart(addm(cb, 1))
        rt = rate if c == child else (1054 if D.year >= 2019 else 970)
        if c != child and D.year >= 2019 and age(c, D) < 6:
            rt = 1354
        rows.append([c, fnr(c, "11") if show_fnr else fd(cb), fd(cf),
                     fd(mend(addm(cb, 18 * 12 - 1))), f"kr {kr(rt)}"])
    n_back = (D.year - fom.year) * 12 + D.month - fom.month + (1 if D.day >= 20 else 0)
    n_back = max(1, n_back)
    etter = rate * n_back
    pay = wkb(add(D, r.randint(4, 9)))
    if L.lang == "nb":
        blocks = [
            P(f"Vi viser til søknaden din om ordinær barnetrygd som vi mottok {f(soknad)}."),
            H("Dette er vedtaket"),
            P(f"Du får barnetrygd for {child}, født {f(B)}, fra og med {f(fom)}. Barnetrygden "
              f"er kr {kr(rate)} per måned og blir utbetalt så lenge du fyller vilkårene, "
              f"senest til og med måneden før barnet fyller 18 år."),
            T(rows, gap=3, right=(4,)),
            H("Begrunnelse"),
            P("Barnet bor fast hos deg, og både du og barnet er medlemmer i folketrygden og bor i "
              "Norge. Vedtaket er gjort etter barnetrygdloven §§ 2, 4, 10 og 11."),
            ANCHOR,
            PB,
            H("Utbetaling"),
            P(f"Du får en etterbetaling på kr {kr(etter)} for {n_back} måned(er). "
              f"Etterbetalingen blir utbetalt {f(pay)}. Deretter blir barnetrygden utbetalt "
              f"innen den siste virkedagen i hver måned."),
        ] + nav_endringer(L, "barnetrygden") + nav_klage(L) + nav_innsyn(L) + nav_kontakt(L)
        title = "Vedtak om barnetrygd"
    else:
        blocks = [
            P(f"Vi viser til søknaden din om ordinær barnetrygd som vi fekk {f(soknad)}."),
            H("Dette er vedtaket"),
            P(f"Du får barnetrygd for {child}, fødd {f(B)}, frå og med {f(fom)}. Barnetrygda "
              f"er kr {kr(rate)} per månad og blir utbetalt så lenge du oppfyller vilkåra, "
              f"seinast til og med månaden før barnet fyller 18 år."),
            T(rows, gap=3, right=(4,)),
            H("Grunngiving"),
            P("Barnet bur fast hos deg, og både du og barnet er medlemer i folketrygda og bur i "
              "Noreg. Vedtaket er gjort etter barnetrygdlova §§ 2, 4, 10 og 11."),
            ANCHOR,
            PB,
            H("Utbetaling"),
            P(f"Du får ei etterbetaling på kr {kr(etter)} for {n_back} månad(er). "
              f"Etterbetalinga blir utbetalt {f(pay)}. Deretter blir barnetrygda utbetalt "
              f"innan den siste verkedagen i kvar månad."),
        ] + nav_endringer(L, "barnetrygda") + nav_klage(L) + nav_innsyn(L) + nav_kontakt(L)
        title = "Vedtak om barnetrygd"
    return dict(title=title, blocks=blocks, docType="vedtak", ddato=soknad, short="Barnetrygd")


def b_ks_vedtak(L):
    """vedtak: kontantstøtte, to the mother"""
    D, r, f = L.D, L.rng, L.f
    child = L.spec["child"]
    B = born(child)
    one = B.replace(year=B.year + 1)
    soknad = wkb(add(one, -r.randint(8, 20)))
    fom = mstart(addm(one, 1))
    bhg = L.spec["bhg"]
    bhg = day(bhg)
    tom = mend(addm(bhg, -1))
    rate = 5000 if D.year < 2020 else 7500
    rows = [[L.t("Måned", "Månad"), L.t("Beløp", "Beløp"), L.t("Utbetales", "Blir utbetalt")]]
    m = fom
    k = 0
    while m <= tom and k < 6:
        rows.append([fd(m, "My"), f"kr {kr(rate)}", fd(wkb(dt.date(m.year, m.month, 20)))])
        m = addm(m, 1)
        k += 1
    if L.lang == "nb":
        blocks = [
            P(f"Vi viser til søknaden din om kontantstøtte for {child} som vi mottok "
              f"{f(soknad)}."),
            H("Dette er vedtaket"),
            P(f"Du får kontantstøtte for {child}, født {f(B)}, i perioden {f(fom)} - {f(tom)}. "
              f"Full kontantstøtte er kr {kr(rate)} per måned."),
            P(f"Du har opplyst at barnet har fått plass i barnehage fra {f(bhg)}. Kontantstøtten "
              f"stanser derfor fra og med måneden barnet begynner i barnehagen."),
            T(rows, gap=4, right=(1,)),
            H("Begrunnelse"),
            P("Barnet er mellom ett og to år, bor fast hos deg og har ikke plass i barnehage med "
              "offentlig tilskudd i perioden. Vedtaket er gjort etter kontantstøtteloven §§ 2, "
              "3, 7 og 8."),
            ANCHOR,
            PB,
            H("Hvis barnehagestarten endres"),
            P("Hvis barnet begynner i barnehage på et annet tidspunkt enn du har oppgitt, eller "
              "får en annen avtalt oppholdstid, må du gi beskjed med en gang."),
        ] + nav_endringer(L, "kontantstøtten") + nav_klage(L) + nav_kontakt(L)
        title = "Vedtak om kontantstøtte"
    else:
        blocks = [
            P(f"Vi viser til søknaden din om kontantstøtte for {child} som vi fekk "
              f"{f(soknad)}."),
            H("Dette er vedtaket"),
            P(f"Du får kontantstøtte for {child}, fødd {f(B)}, i perioden {f(fom)} - {f(tom)}. "
              f"Full kontantstøtte er kr {kr(rate)} per månad."),
            P(f"Du har opplyst at barnet har fått plass i barnehage frå {f(bhg)}. "
              f"Kontantstøtta stansar difor frå og med månaden barnet byrjar i barnehagen."),
            T(rows, gap=4, right=(1,)),
            H("Grunngiving"),
            P("Barnet er mellom eitt og to år, bur fast hos deg og har ikkje plass i barnehage "
              "med offentleg tilskot i perioden. Vedtaket er gjort etter kontantstøttelova §§ 2, "
              "3, 7 og 8."),
            ANCHOR,
            PB,
            H("Dersom barnehagestarten blir endra"),
            P("Dersom barnet byrjar i barnehage på eit anna tidspunkt enn du har oppgitt, eller "
              "får ei anna avtalt opphaldstid, må du gi beskjed med ein gong."),
        ] + nav_endringer(L, "kontantstøtta") + nav_klage(L) + nav_kontakt(L)
        title = "Vedtak om kontantstøtte"
    return dict(title=title, blocks=blocks, docType="vedtak", ddato=soknad, short="Kontantstøtte")


def b_sp_vedtak(L):
    """vedtak: sykepenger paid directly, with monthly rows"""
    D, r, f = L.D, L.rng, L.f
    s0 = day(L.spec["s0"]) if "s0" in L.spec else wkb(add(D, -r.randint(75, 95)))
    agp_end = add(s0, 15)
    sm1 = s0
    sm2 = add(s0, r.randint(27, 33))
    grad_from = add(sm2, r.randint(20, 28))
    tom = add(D, -r.randint(4, 10))
    soknad = wk(add(tom, 1))
    le = wkb(add(s0, r.randint(30, 40)))
    maks = add(s0, 7 * 52 + 16 + r.randint(0, 6))
    grunnlag = r.choice([445_000, 471_600, 506_300]) if D.year > 2015 else \
        r.choice([392_500, 410_000])
    sats = round(grunnlag / 260)
    firm = L.t("Sagene Regnskap AS", "Voss Apotek")
    if L.lang == "nb":
        rows = [["Sykmelding datert", "Fra og med", "Til og med", "Grad"],
                [fd(sm1), fd(s0), fd(add(sm2, -1)), "100 %"],
                [fd(sm2), fd(sm2), fd(add(grad_from, -1)), "100 %"],
                [fd(add(grad_from, -2)), fd(grad_from), fd(tom), "50 %"]]
        pay = [["Periode", "Brutto", "Skattetrekk", "Netto", "Utbetalt"]]
        a = add(agp_end, 1)
        while a <= tom:
            e = min(mend(a), tom)
            nd = sum(1 for i in range((e - a).days + 1) if add(a, i).weekday() < 5)
            g = nd * sats if a < grad_from else nd * sats // 2
            tx = round(g * 0.33)
            pay.append([f"{fd(a)} - {fd(e)}", kr(g), kr(tx), kr(g - tx),
                        fd(wk(add(e, 12))) if add(e, 12) < D else L.t("ikke utbetalt",
                                                                      "ikkje utbetalt")])
            a = add(e, 1)
        blocks = [
            P(f"Vi viser til søknaden din om sykepenger som vi mottok {f(soknad)}, og til "
              f"legeerklæringen datert {f(le)}."),
            H("Dette er vedtaket"),
            P(f"Du får sykepenger fra og med {f(add(agp_end, 1))} til og med {f(tom)}. "
              f"Arbeidsgiveren din, {firm}, har betalt sykepenger i arbeidsgiverperioden fra "
              f"{f(s0)} til {f(agp_end)}. Sykepengene blir utbetalt direkte til deg."),
            T(rows, gap=3),
            P(f"Sykepengegrunnlaget er kr {kr(grunnlag)}, og dagsatsen er kr {kr(sats)} ved "
              f"100 prosent sykmelding."),
            H("Begrunnelse"),
            P("Du er arbeidsufør på grunn av sykdom, og du har vært i arbeid i minst fire uker "
              "før du ble sykmeldt. Vedtaket er gjort etter folketrygdloven §§ 8-2, 8-4, 8-13 "
              "og 8-28."),
            ANCHOR,
            PB,
            H("Utbetalinger"),
            T(pay, gap=3, right=(1, 2, 3)),
            H("Maksdato"),
            P(f"Du kan få sykepenger i opptil 52 uker. Hvis du fortsatt er sykmeldt, er "
              f"maksdatoen din {f(maks)}. Etter denne datoen kan du ikke få mer sykepenger før "
              f"du har vært helt arbeidsfør i 26 uker."),
        ] + nav_klage(L) + nav_kontakt(L)
        title = "Vedtak om sykepenger"
    else:
        rows = [["Sjukmelding datert", "Frå og med", "Til og med", "Grad"],
                [fd(sm1), fd(s0), fd(add(sm2, -1)), "100 %"],
                [fd(sm2), fd(sm2), fd(add(grad_from, -1)), "100 %"],
                [fd(add(grad_from, -2)), fd(grad_from), fd(tom), "50 %"]]
        pay = [["Periode", "Brutto", "Skattetrekk", "Netto", "Utbetalt"]]
        a = add(agp_end, 1)
        while a <= tom:
            e = min(mend(a), tom)
            nd = sum(1 for i in range((e - a).days + 1) if add(a, i).weekday() < 5)
            g = nd * sats if a < grad_from else nd * sats // 2
            tx = round(g * 0.33)
            pay.append([f"{fd(a)} - {fd(e)}", kr(g), kr(tx), kr(g - tx),
                        fd(wk(add(e, 12))) if add(e, 12) < D else "ikkje utbetalt"])
            a = add(e, 1)
        blocks = [
            P(f"Vi viser til søknaden din om sjukepengar som vi fekk {f(soknad)}, og til "
              f"legeerklæringa datert {f(le)}."),
            H("Dette er vedtaket"),
            P(f"Du får sjukepengar frå og med {f(add(agp_end, 1))} til og med {f(tom)}. "
              f"Arbeidsgivaren din, {firm}, har betalt sjukepengar i arbeidsgivarperioden frå "
              f"{f(s0)} til {f(agp_end)}. Sjukepengane blir utbetalte direkte til deg."),
            T(rows, gap=3),
            P(f"Sjukepengegrunnlaget er kr {kr(grunnlag)}, og dagsatsen er kr {kr(sats)} ved "
              f"100 prosent sjukmelding."),
            H("Grunngiving"),
            P("Du er arbeidsufør på grunn av sjukdom, og du har vore i arbeid i minst fire veker "
              "før du vart sjukmeld. Vedtaket er gjort etter folketrygdlova §§ 8-2, 8-4, 8-13 "
              "og 8-28."),
            ANCHOR,
            PB,
            H("Utbetalingar"),
            T(pay, gap=3, right=(1, 2, 3)),
            H("Maksdato"),
            P(f"Du kan få sjukepengar i opptil 52 veker. Dersom du framleis er sjukmeld, er "
              f"maksdatoen din {f(maks)}. Etter denne datoen kan du ikkje få meir sjukepengar før "
              f"du har vore heilt arbeidsfør i 26 veker."),
        ] + nav_klage(L) + nav_kontakt(L)
        title = "Vedtak om sjukepengar"
    return dict(title=title, blocks=blocks, docType="vedtak", ddato=soknad,
                short=L.t("Sykepenger", "Sjukepengar"))


def b_dialogmote(L):
    """innkalling: dialogmøte under sick leave"""
    D, r, f = L.D, L.rng, L.f
    s0 = day(L.spec["s0"]) if "s0" in L.spec else wkb(add(D, -r.randint(150, 170)))
    mote = wk(add(D, r.randint(12, 18)))
    hh, mm = r.choice([(9, 0), (10, 0), (12, 30), (14, 0)])
    L.appointment = f"{mote.isoformat()}T{hh:02d}:{mm:02d}"
    plan = wkb(add(s0, r.randint(25, 40)))
    dm1 = wkb(add(s0, r.randint(45, 55)))
    frist = wkb(add(mote, -r.randint(4, 6)))
    firm, leader, gp = L.t(("Sagene Regnskap AS", "Trond Ellingsæter", "Lege Bente Moen, "
                            "Bjølsen legesenter"),
                           ("Voss Apotek", "Gro Instanes", "Lege Sverre Nygard, "
                            "Vangen legekontor"))
    if L.lang == "nb":
        blocks = [
            P(f"Du har vært sykmeldt fra {f(s0)}. Vi viser til oppfølgingsplanen datert "
              f"{f(plan)} og til dialogmøtet med arbeidsgiveren din {f(dm1)}. {nav_word(D)} "
              f"innkaller nå til dialogmøte 2."),
            H("Tid og sted"),
            T([["Dato:", fd(mote, "Wd")],
               ["Tid:", f"kl. {hh:02d}.{mm:02d}–{hh + 1:02d}.{mm:02d}"],
               ["Sted:", f"{L.inst}, {L.U.get('visit', '')}, møterom 2"]], gap=2),
            H("Hvem deltar"),
            B([f"deg", f"{leader}, nærmeste leder hos {firm}",
               f"{gp} (sykmelder)", f"veileder hos {L.inst}"]),
            P(f"Gi beskjed innen {f(frist)} hvis tidspunktet ikke passer, eller hvis du ønsker "
              f"at flere skal delta."),
            ANCHOR,
            PB,
            H("Hva skal vi snakke om"),
            P("Vi skal gå gjennom oppfølgingsplanen, se på hvilke muligheter du har for å komme "
              "tilbake i arbeid, og vurdere om det er behov for tiltak fra arbeidsgiveren eller "
              f"{nav_word(D)}. Ta gjerne med deg en du stoler på."),
            P("Møtet holdes etter folketrygdloven § 8-7 a. Du har plikt til å delta, med mindre "
              "du har en god grunn for å la være."),
        ] + nav_kontakt(L)
        title = "Innkalling til dialogmøte"
    else:
        blocks = [
            P(f"Du har vore sjukmeld frå {f(s0)}. Vi viser til oppfølgingsplanen datert "
              f"{f(plan)} og til dialogmøtet med arbeidsgivaren din {f(dm1)}. {nav_word(D)} "
              f"kallar no inn til dialogmøte 2."),
            H("Tid og stad"),
            T([["Dato:", fd(mote, "Wd", "nn")],
               ["Tid:", f"kl. {hh:02d}.{mm:02d}–{hh + 1:02d}.{mm:02d}"],
               ["Stad:", f"{L.inst}, {L.U.get('visit', '')}, møterom 2"]], gap=2),
            H("Kven deltek"),
            B(["deg", f"{leader}, næraste leiar hos {firm}",
               f"{gp} (sjukmeldar)", f"rettleiar hos {L.inst}"]),
            P(f"Gi beskjed innan {f(frist)} dersom tidspunktet ikkje passar, eller dersom du "
              f"ønskjer at fleire skal delta."),
            ANCHOR,
            PB,
            H("Kva skal vi snakke om"),
            P("Vi skal gå gjennom oppfølgingsplanen, sjå på kva moglegheiter du har for å kome "
              "tilbake i arbeid, og vurdere om det trengst tiltak frå arbeidsgivaren eller "
              f"{nav_word(D)}. Ta gjerne med deg nokon du stolar på."),
            P("Møtet blir halde etter folketrygdlova § 8-7 a. Du har plikt til å delta, med mindre "
              "du har ein god grunn til å la vere."),
        ] + nav_kontakt(L)
        title = "Innkalling til dialogmøte"
    return dict(title=title, sub=L.t("Dialogmøte 2", "Dialogmøte 2"), blocks=blocks,
                docType="innkalling", sig="named", role=L.t("veileder", "rettleiar"))


def b_innhenting(L):
    """annet: request for more information (sykepenger nb / dagpenger nn)"""
    D, r, f = L.D, L.rng, L.f
    frist = wk(add(D, 14))
    if L.lang == "nb":
        s0 = day(L.spec["s0"]) if "s0" in L.spec else wkb(add(D, -r.randint(50, 70)))
        tom = add(s0, r.randint(30, 35))
        soknad = wk(add(tom, r.randint(2, 6)))
        sm = wkb(add(s0, 1))
        blocks = [
            P(f"Vi har mottatt søknaden din om sykepenger for perioden {f(s0)} - {f(tom)}. "
              f"Søknaden kom inn {f(soknad)}. Før vi kan behandle søknaden, trenger vi flere "
              f"opplysninger fra deg."),
            H("Dette trenger vi"),
            B([f"bekreftelse på inntekten din som selvstendig næringsdrivende for årene "
               f"{D.year - 3}, {D.year - 2} og {D.year - 1}",
               f"kopi av sykmeldingen datert {f(sm)}, del D, som vi ikke har fått",
               "opplysninger om du har tegnet frivillig forsikring for sykepenger fra første "
               "dag"]),
            P(f"Du må sende opplysningene innen {f(frist)}. Du kan ettersende dokumentasjon på "
              f"nav.no eller sende den i posten sammen med forsiden som ligger ved dette brevet."),
            ANCHOR,
            PB,
            H("Hvis vi ikke får opplysningene"),
            P("Hvis vi ikke mottar opplysningene innen fristen, vil vi behandle søknaden ut fra "
              "de opplysningene vi har. Det kan føre til at du får avslag. Dette følger av "
              "folketrygdloven § 21-3."),
            P(f"Denne henvendelsen er ikke et vedtak, og du kan derfor ikke klage på den."),
        ] + nav_kontakt(L)
        title = "Vi trenger flere opplysninger"
        sub = "Søknad om sykepenger"
        short = "Sykepenger"
    else:
        sp = L.spec["dp"]
        soknad, slutt, opps = day(sp["soknad"]), day(sp["slutt"]), day(sp["opps"])
        blocks = [
            P(f"Vi har fått søknaden din om dagpengar. Søknaden kom inn {f(soknad)}. Før vi kan "
              f"handsame søknaden, treng vi fleire opplysningar frå deg."),
            H("Dette treng vi"),
            B([f"oppseiingsbrevet frå arbeidsgivaren, datert {f(opps)}",
               f"stadfesting frå arbeidsgivaren på at arbeidsforholdet vart avslutta {f(slutt)}",
               f"lønsslippar for {fd(addm(slutt, -2), 'my')}, {fd(addm(slutt, -1), 'my')} og "
               f"{fd(slutt, 'my')}"]),
            P(f"Du må sende opplysningane innan {f(frist)}. Du kan ettersende dokumentasjon på "
              f"nav.no eller sende han i posten saman med framsida som ligg ved dette brevet."),
            ANCHOR,
            PB,
            H("Dersom vi ikkje får opplysningane"),
            P("Dersom vi ikkje får opplysningane innan fristen, vil vi handsame søknaden ut frå "
              "dei opplysningane vi har. Det kan føre til at du får avslag. Dette følgjer av "
              "folketrygdlova § 21-3."),
            P("Denne førespurnaden er ikkje eit vedtak, og du kan difor ikkje klage på han."),
        ] + nav_kontakt(L)
        title = "Vi treng fleire opplysningar"
        sub = "Søknad om dagpengar"
        short = "Dagpengar"
    return dict(title=title, sub=sub, blocks=blocks, docType="annet", ddato=soknad, short=short,
                vedlegg=[L.t("Forside for ettersendelse", "Framside for ettersending")])


def b_aap_vedtak(L):
    """vedtak: arbeidsavklaringspenger innvilget (nb)"""
    D, r, f = L.D, L.rng, L.f
    s0 = day(L.spec["s0"]) if "s0" in L.spec else wkb(add(D, -r.randint(330, 345)))
    maks = add(s0, 7 * 52 + 16)
    fom = add(maks, 1)
    tom = add(fom, 364)
    soknad = wkb(add(D, -r.randint(35, 50)))
    le = wkb(add(soknad, -r.randint(5, 12)))
    aev = wk(add(soknad, r.randint(10, 18)))
    plan = wk(add(aev, r.randint(2, 6)))
    grunnlag = r.choice([402_000, 428_800, 455_300])
    sats = round(grunnlag * 0.66 / 260)
    blocks = [
        P(f"Vi viser til søknaden din om arbeidsavklaringspenger (AAP) som vi mottok "
          f"{f(soknad)}, og til legeerklæringen datert {f(le)}."),
        H("Dette er vedtaket"),
        P(f"Du får arbeidsavklaringspenger fra og med {f(fom)} til og med {f(tom)}. Du har "
          f"hatt sykepenger fra {f(s0)}, og maksdatoen for sykepenger var {f(maks)}."),
        T([["Vedtaksperiode", f"f.o.m. {fd(fom)} t.o.m. {fd(tom)}"],
           ["Beregningsgrunnlag", f"kr {kr(grunnlag)}"],
           ["Årlig ytelse (66 %)", f"kr {kr(round(grunnlag * 0.66))}"],
           ["Dagsats", f"kr {kr(sats)}"],
           ["Barnetillegg", "kr 27 per barn per dag"]], gap=4, right=()),
        H("Begrunnelse"),
        P(f"Arbeidsevnen din er nedsatt med minst halvparten på grunn av sykdom. Dette går "
          f"fram av arbeidsevnevurderingen datert {f(aev)}. Du har behov for behandling og "
          f"arbeidsrettede tiltak for å kunne komme tilbake i arbeid. Aktivitetsplanen din ble "
          f"sist oppdatert {f(plan)}."),
        P("Vedtaket er gjort etter folketrygdloven §§ 11-5, 11-6, 11-10, 11-19 og 11-20."),
        ANCHOR,
        PB,
        H("Dette må du gjøre"),
        P("Du må sende meldekort hver 14. dag og følge opp aktivitetene i aktivitetsplanen. "
          "Hvis du ikke møter til avtalte samtaler eller ikke deltar i aktivitetene, kan "
          "utbetalingen bli stanset."),
        P(f"Før perioden utløper {f(tom)}, vil {nav_word(D)} vurdere om du fortsatt har rett til "
          f"arbeidsavklaringspenger."),
    ] + nav_endringer(L, "arbeidsavklaringspengene") + nav_klage(L) + nav_kontakt(L)
    return dict(title="Vedtak om arbeidsavklaringspenger", sub="Du får AAP", blocks=blocks,
                docType="vedtak", ddato=soknad, short="AAP")


def b_oppfolging(L):
    """innkalling: oppfølgingssamtale AAP (nb)"""
    D, r, f = L.D, L.rng, L.f
    mote = wk(add(D, r.randint(9, 15)))
    hh, mm = r.choice([(9, 30), (10, 15), (13, 0), (14, 30)])
    L.appointment = f"{mote.isoformat()}T{hh:02d}:{mm:02d}"
    vedtak = day(L.spec["aap"]["vedtak"])
    fom = day(L.spec["aap"]["fom"])
    tom = add(fom, 364)
    plan = wkb(add(D, -r.randint(60, 90)))
    kurs_end = wkb(add(D, -r.randint(10, 20)))
    frist = wkb(add(mote, -2))
    blocks = [
        P(f"Du mottar arbeidsavklaringspenger for perioden {f(fom)} - {f(tom)}, jf. vedtaket "
          f"vårt av {f(vedtak)}. Vi ønsker å gå gjennom aktivitetsplanen din sammen med deg, og "
          f"kaller deg inn til en oppfølgingssamtale."),
        H("Tid og sted"),
        T([["Når:", f"{fd(mote, 'wd')} kl. {hh:02d}.{mm:02d}"],
           ["Hvor:", f"{L.inst}, {L.U.get('visit', '')}"],
           ["Hvem:", f"veileder {L.cw[0]}"]], gap=2),
        P(f"Hvis du er forhindret fra å møte, må du gi beskjed senest {f(frist)}."),
        H("Dette skal vi snakke om"),
        B([f"hvordan kurset som ble avsluttet {f(kurs_end)} har gått",
           f"aktivitetsplanen som sist ble endret {f(plan)}",
           "hvilke tiltak som kan være aktuelle framover",
           "helsesituasjonen din og behandlingen du får"]),
        ANCHOR,
        PB,
        H("Husk"),
        P("Du må fortsatt sende meldekort hver 14. dag. Hvis du ikke møter til samtalen uten "
          "rimelig grunn, kan arbeidsavklaringspengene bli stanset etter folketrygdloven "
          "§ 11-9."),
    ] + nav_kontakt(L)
    return dict(title="Innkalling til oppfølgingssamtale", blocks=blocks, docType="innkalling",
                sig="named", role="veileder")


def b_forhandsvarsel(L):
    """annet: forhåndsvarsel (tilbakekreving AAP, nb) / førehandsvarsel (stans dagpengar, nn)"""
    D, r, f = L.D, L.rng, L.f
    frist = wk(add(D, 14))
    if L.lang == "nb":
        sp = L.spec["tb"]
        fom, tom, belop = day(sp["fom"]), day(sp["tom"]), sp["belop"]
        ao = wkb(add(tom, r.randint(60, 80)))
        rows = [["Periode", "Utbetalt", "Riktig beløp", "Feilutbetalt"]]
        m = fom
        rest = belop
        n = (tom.year - fom.year) * 12 + tom.month - fom.month + 1
        for i in range(n):
            part = belop // n if i < n - 1 else rest
            rest -= part
            full = 19_800 + r.randint(-400, 400)
            rows.append([f"{fd(m)} - {fd(mend(m))}", kr(full), kr(full - part), kr(part)])
            m = addm(m, 1)
        rows.append(["Sum", "", "", kr(belop)])
        blocks = [
            P(f"Vi har fått opplysninger om at du har hatt arbeidsinntekt i perioden {f(fom)} - "
              f"{f(tom)} som ikke er ført på meldekortene dine. Opplysningene kom fra "
              f"a-ordningen, og vi mottok dem {f(ao)}."),
            H("Dette kan føre til et krav"),
            P(f"Vi vurderer å kreve tilbake arbeidsavklaringspenger du har fått for mye. Etter "
              f"våre beregninger er det feilutbetalte beløpet kr {kr(belop)} før skatt."),
            T(rows, gap=3, right=(1, 2, 3)),
            ANCHOR,
            PB,
            H("Du kan uttale deg"),
            P(f"Før vi gjør et vedtak, har du rett til å uttale deg. Fristen for å uttale seg er "
              f"{f(frist)}. Skriv hvorfor du mener at du ikke bør betale tilbake, og legg ved "
              f"dokumentasjon hvis du har det. Hvis vi ikke hører fra deg innen fristen, "
              f"behandler vi saken ut fra de opplysningene vi har."),
            P("Dette er et forhåndsvarsel etter forvaltningsloven § 16. Reglene om tilbakekreving "
              "står i folketrygdloven § 22-15. Du kan ikke klage på forhåndsvarselet, men du kan "
              "klage på vedtaket vi gjør senere."),
        ] + nav_innsyn(L) + nav_kontakt(L)
        title = "Forhåndsvarsel om tilbakekreving av arbeidsavklaringspenger"
        short = "AAP"
    else:
        dpv = day(L.spec["dpv"])
        mk_end = add(on_wd(add(D, -24), 6), 0)
        mk_frist = add(mk_end, 8)
        stans = add(mk_end, -13)
        reg = wkb(add(mk_end, -r.randint(2, 5)))
        blocks = [
            P(f"Du har dagpengar etter vedtaket vårt av {f(dpv)}. Vi har registrert at du ikkje "
              f"lenger er registrert som arbeidssøkjar. Registreringa di vart avslutta "
              f"{f(reg)}, og meldekortet for perioden {f(stans)} - {f(mk_end)} skulle ha vore "
              f"sendt seinast {f(mk_frist)}."),
            H("Vi vurderer å stanse dagpengane dine"),
            P(f"Dersom du ikkje er registrert som arbeidssøkjar og ikkje sender meldekort, har du "
              f"ikkje rett til dagpengar. Vi vurderer difor å stanse dagpengane dine frå og med "
              f"{f(stans)}."),
            ANCHOR,
            PB,
            H("Du kan uttale deg"),
            P(f"Før vi gjer eit vedtak, har du rett til å uttale deg. Fristen er {f(frist)}. "
              f"Dersom du har hatt ein god grunn til at du ikkje har sendt meldekort, må du "
              f"skrive det og leggje ved dokumentasjon, til dømes ei legeerklæring."),
            P("Dette er eit førehandsvarsel etter forvaltningslova § 16. Reglane står i "
              "folketrygdlova §§ 4-5 og 4-8. Du kan ikkje klage på førehandsvarselet, men du kan "
              "klage på vedtaket vi gjer seinare."),
        ] + nav_innsyn(L) + nav_kontakt(L)
        title = "Førehandsvarsel om stans av dagpengar"
        short = "Dagpengar"
    return dict(title=title, blocks=blocks, docType="annet", short=short)


def b_tb_vedtak(L):
    """vedtak: tilbakekreving (AAP nb / uføretrygd etteroppgjer nn)"""
    D, r, f = L.D, L.rng, L.f
    sp = L.spec["tb"]
    fom, tom, belop = day(sp["fom"]), day(sp["tom"]), sp["belop"]
    varsel = day(sp["varsel"])
    uttal = wk(add(varsel, r.randint(8, 13)))
    betfrist = wk(add(D, r.randint(28, 35)))
    kid = "".join(str(r.randint(0, 9)) for _ in range(15))
    acct = account(r)
    renter = round(belop * 0.1) if L.lang == "nb" else 0
    if L.lang == "nb":
        blocks = [
            P(f"Vi viser til forhåndsvarselet vårt av {f(varsel)} og til uttalelsen din som vi "
              f"mottok {f(uttal)}."),
            H("Dette er vedtaket"),
            P(f"Du må betale tilbake kr {kr(belop)} i arbeidsavklaringspenger som du har fått "
              f"for mye i perioden {f(fom)} - {f(tom)}. I tillegg må du betale et rentetillegg "
              f"på kr {kr(renter)}."),
            T([["Feilutbetalt beløp", f"kr {kr(belop)}"], ["Rentetillegg (10 %)", f"kr {kr(renter)}"],
               ["Skattetrekk som trekkes fra", f"kr {kr(round(belop * 0.3))}"],
               ["Å betale", f"kr {kr(belop + renter - round(belop * 0.3))}"]], gap=4),
            H("Begrunnelse"),
            P("Du har hatt arbeidsinntekt som du ikke har ført på meldekortene. Du burde ha "
              "forstått at utbetalingen var feil, og du har vist grov uaktsomhet. Vi har lagt vekt "
              "på det du skrev i uttalelsen din, men det endrer ikke vurderingen. Vedtaket er "
              "gjort etter folketrygdloven §§ 22-15 og 22-17 a."),
            ANCHOR,
            PB,
            H("Slik betaler du"),
            P(f"Innkrevingen overtas av {nav_word(D)} Innkreving. Du får et eget brev med "
              f"betalingsinformasjon. Hvis du betaler før brevet kommer, bruk kontonummer "
              f"{acct} og KID {kid}. Forfallsdato er {f(betfrist)}."),
        ] + nav_klage(L) + nav_innsyn(L) + nav_kontakt(L)
        title = "Vedtak om tilbakekreving"
        sub = "Arbeidsavklaringspenger"
        short = "AAP"
    else:
        skatt = day(sp["skatt"])
        forv, faktisk = sp["forv"], sp["faktisk"]
        trekk_fra = mstart(addm(D, 2))
        blocks = [
            P(f"Vi viser til førehandsvarselet vårt av {f(varsel)} og til uttalen din som vi "
              f"fekk {f(uttal)}."),
            H("Dette er vedtaket"),
            P(f"Etteroppgjeret for uføretrygd for {fom.year} viser at du har fått utbetalt "
              f"kr {kr(belop)} for mykje i perioden {f(fom)} - {f(tom)}. Du må betale tilbake "
              f"dette beløpet."),
            T([["Inntekt du oppgav at du ville ha", f"kr {kr(forv)}"],
               [f"Inntekt etter skatteoppgjeret {fom.year}", f"kr {kr(faktisk)}"],
               ["Feilutbetalt uføretrygd", f"kr {kr(belop)}"]], gap=4),
            H("Grunngiving"),
            P(f"Skatteoppgjeret ditt for {fom.year} vart klart {f(skatt)}. Det viser at du hadde "
              f"høgare arbeidsinntekt enn den inntekta uføretrygda var rekna ut frå. Du har difor "
              f"fått for mykje uføretrygd. Vedtaket er gjort etter folketrygdlova §§ 12-14 og "
              f"22-15."),
            ANCHOR,
            PB,
            H("Slik betaler du tilbake"),
            P(f"Vi trekkjer beløpet i uføretrygda di med kr {kr(round(belop / 12))} per månad frå "
              f"{f(trekk_fra)} til kravet er nedbetalt. Vil du heller betale alt på ein gong, "
              f"kan du betale til kontonummer {acct} med KID {kid} innan {f(betfrist)}."),
        ] + nav_klage(L) + nav_innsyn(L) + nav_kontakt(L)
        title = "Vedtak om tilbakekrevjing"
        sub = f"Etteroppgjer for uføretrygd {fom.year}"
        short = "Uføretrygd"
    return dict(title=title, sub=sub, blocks=blocks, docType="vedtak", ddato=uttal,
                dref=L.t("Uttalelse", "Uttale"), short=short,
                dlabel=L.t("Uttalelse mottatt", "Uttale motteken"))


def b_oversendelse(L):
    """annet: oversendelse av klage til klageinstansen"""
    D, r, f = L.D, L.rng, L.f
    sp = L.spec["ov"]
    vedtak, klage = day(sp["vedtak"]), day(sp["klage"])
    ki = L.t("NAV Klageinstans Vest", "Nav klageinstans vest") if D < NAV_SWITCH else \
        "Nav klageinstans vest"
    if D < NAV_SWITCH:
        ki = "NAV Klageinstans Vest"
    ytel = L.t("arbeidsavklaringspenger", "uføretrygd")
    tb = L.spec["tb"]
    per = L.t(f"for perioden {f(day(tb['fom']))} - {f(day(tb['tom']))}",
              f"for perioden {f(day(tb['fom']))} - {f(day(tb['tom']))}")
    tid = L.t("Saksbehandlingstiden i klageinstansen er for tiden omtrent fire måneder.",
              "Sakshandsamingstida i klageinstansen er no om lag fire månader.")
    if L.lang == "nb":
        blocks = [
            P(f"Vi viser til klagen din mottatt {f(klage)} på vedtaket vårt av {f(vedtak)} om "
              f"tilbakekreving av {ytel} {per}. Før vedtaket sendte vi deg et forhåndsvarsel "
              f"datert {f(day(tb['varsel']))}."),
            H("Vi har vurdert klagen din"),
            P("Vi har gått gjennom saken på nytt, men vi har ikke funnet grunn til å endre "
              "vedtaket. Klagen er derfor sendt over til "
              f"{ki}, som vil behandle saken og gjøre et nytt vedtak."),
            P(f"Uttalelsen vår til klageinstansen ligger ved dette brevet. {tid}"),
            ANCHOR,
            PB,
            H("Har du nye opplysninger?"),
            P(f"Hvis du har kommentarer til uttalelsen vår eller nye opplysninger, må du sende "
              f"dem innen tre uker, det vil si innen {f(add(D, 21))}. Send dem til {ki}, "
              f"Postboks 2744 Møhlenpris, 5831 Bergen, og oppgi saksnummeret."),
            P("Kravet om tilbakebetaling gjelder selv om du har klaget. Du kan be om utsatt "
              "iverksetting til klagen er avgjort, jf. forvaltningsloven § 42."),
        ] + nav_innsyn(L) + nav_kontakt(L)
        title = "Klagen din er sendt til NAV Klageinstans"
    else:
        blocks = [
            P(f"Vi viser til klaga di som vi fekk {f(klage)}, på vedtaket vårt av {f(vedtak)} om "
              f"tilbakekrevjing av {ytel} {per}. Før vedtaket sende vi deg eit førehandsvarsel "
              f"datert {f(day(tb['varsel']))}."),
            H("Vi har vurdert klaga di"),
            P("Vi har gått gjennom saka på nytt, men vi har ikkje funne grunn til å endre "
              f"vedtaket. Klaga er difor send over til {ki}, som vil handsame saka og gjere "
              f"eit nytt vedtak."),
            P(f"Fråsegna vår til klageinstansen ligg ved dette brevet. {tid}"),
            ANCHOR,
            PB,
            H("Har du nye opplysningar?"),
            P(f"Dersom du har merknader til fråsegna vår eller nye opplysningar, må du sende "
              f"dei innan tre veker, det vil seie innan {f(add(D, 21))}. Send dei til {ki}, "
              f"Postboks 2744 Møhlenpris, 5831 Bergen, og oppgi saksnummeret."),
            P("Kravet om tilbakebetaling gjeld sjølv om du har klaga. Du kan be om utsett "
              "iverksetjing til klaga er avgjord, jf. forvaltningslova § 42."),
        ] + nav_innsyn(L) + nav_kontakt(L)
        title = f"Klaga di er send til {'Nav' if D >= NAV_SWITCH else 'NAV'} klageinstans"
    return dict(title=title, blocks=blocks, docType="annet", ddato=klage,
                dref=L.t("Klage", "Klage"), cc=ki,
                dlabel=L.t("Klage mottatt", "Klage motteken"),
                vedlegg=[L.t("Oversendelsesbrev til klageinstansen", "Oversendingsbrev til "
                             "klageinstansen")])


def b_pp_vedtak(L):
    """vedtak: pleiepenger for sykt barn, to the parent (person = parent)"""
    D, r, f = L.D, L.rng, L.f
    child = L.spec["child"]
    B = born(child)
    innl = wkb(add(D, -r.randint(50, 65)))
    utskr = add(innl, r.randint(9, 16))
    tom = add(utskr, r.randint(20, 30))
    le = wk(add(innl, r.randint(2, 5)))
    soknad = wk(add(le, r.randint(1, 4)))
    im = wk(add(soknad, r.randint(1, 5)))
    grunnlag = r.choice([452_000, 478_300, 498_900]) if D.year > 2019 else r.choice([441_000, 463_200])
    sats = round(grunnlag / 260)
    hosp = L.t("Haukeland universitetssykehus, Barne- og ungdomsklinikken",
               "Haukeland universitetssjukehus, Barne- og ungdomsklinikken")
    grad2 = add(utskr, 1)
    if L.lang == "nb":
        rows = [["F.o.m.", "T.o.m.", "Pleiepengegrad", "Dagsats"],
                [fd(innl), fd(utskr), "100 %", f"kr {kr(sats)}"],
                [fd(grad2), fd(tom), "50 %", f"kr {kr(sats // 2)}"]]
        blocks = [
            P(f"Vi viser til søknaden din om pleiepenger som vi mottok {f(soknad)}, "
              f"legeerklæringen fra {hosp} datert {f(le)} og inntektsmeldingen fra "
              f"arbeidsgiveren din datert {f(im)}."),
            H("Dette er vedtaket"),
            P(f"Du får pleiepenger fordi du har pleiet barnet ditt, {child}, født {f(B)}. "
              f"Barnet var innlagt på sykehus fra {f(innl)} til {f(utskr)}, og har etter "
              f"utskrivelsen hatt behov for kontinuerlig tilsyn og pleie."),
            T(rows, gap=3),
            H("Begrunnelse"),
            P("Barnet er under 12 år og har hatt behov for tilsyn og pleie hele døgnet på grunn av "
              "sykdom. Pleiepengegraden er redusert til 50 prosent fra barnet begynte delvis i "
              "skole igjen. Vedtaket er gjort etter folketrygdloven §§ 9-10, 9-11 og 9-15."),
            ANCHOR,
            PB,
            H("Utbetaling"),
            P(f"Pleiepengene blir utbetalt til deg innen {f(wk(add(D, 10)))}. Hvis arbeidsgiveren "
              f"din betaler lønn i perioden, får arbeidsgiveren refusjon i stedet."),
        ] + nav_endringer(L, "pleiepengene") + nav_klage(L) + nav_kontakt(L)
        title = "Vedtak om pleiepenger"
        short = "Pleiepenger"
    else:
        rows = [["F.o.m.", "T.o.m.", "Pleiepengegrad", "Dagsats"],
                [fd(innl), fd(utskr), "100 %", f"kr {kr(sats)}"],
                [fd(grad2), fd(tom), "50 %", f"kr {kr(sats // 2)}"]]
        blocks = [
            P(f"Vi viser til søknaden din om pleiepengar som vi fekk {f(soknad)}, "
              f"legeerklæringa frå {hosp} datert {f(le)} og inntektsmeldinga frå "
              f"arbeidsgivaren din datert {f(im)}."),
            H("Dette er vedtaket"),
            P(f"Du får pleiepengar fordi du har pleidd barnet ditt, {child}, fødd {f(B)}. "
              f"Barnet var innlagt på sjukehus frå {f(innl)} til {f(utskr)}, og har etter "
              f"utskrivinga hatt behov for kontinuerleg tilsyn og pleie."),
            T(rows, gap=3),
            H("Grunngiving"),
            P("Barnet er under 12 år og har hatt behov for tilsyn og pleie heile døgeret på "
              "grunn av sjukdom. Pleiepengegraden er redusert til 50 prosent frå barnet byrja "
              "delvis i barnehagen igjen. Vedtaket er gjort etter folketrygdlova §§ 9-10, 9-11 "
              "og 9-15."),
            ANCHOR,
            PB,
            H("Utbetaling"),
            P(f"Pleiepengane blir utbetalte til deg innan {f(wk(add(D, 10)))}. Dersom "
              f"arbeidsgivaren din betaler løn i perioden, får arbeidsgivaren refusjon i "
              f"staden."),
        ] + nav_endringer(L, "pleiepengane") + nav_klage(L) + nav_kontakt(L)
        title = "Vedtak om pleiepengar"
        short = "Pleiepengar"
    return dict(title=title, blocks=blocks, docType="vedtak", ddato=soknad, short=short)


def hm_art(r):
    return f"{r.choice([8, 9])}{r.randint(10000, 99999)}"


def b_hm_vedtak(L):
    """vedtak: hjelpemidler from the hjelpemiddelsentral"""
    D, r, f = L.D, L.rng, L.f
    items = L.spec["items"]
    soknad = wkb(add(D, -r.randint(25, 45)))
    datert = wkb(add(soknad, -r.randint(3, 9)))
    utpr = wkb(add(datert, -r.randint(7, 20)))
    le = wkb(add(utpr, -r.randint(10, 30)))
    prev = L.spec.get("prev")
    lever = wk(add(D, r.randint(18, 30)))
    ther = L.spec["ther"]
    rows = [[L.t("HMS-art.nr.", "HMS-art.nr."), L.t("Hjelpemiddel", "Hjelpemiddel"),
             L.t("Antall", "Tal"), L.t("Leveres innen", "Levert innan")]]
    for it in items:
        rows.append([hm_art(r), it, "1", fd(lever)])
    child = L.person in CHILDREN
    assert not (child and L.lang == "nb")
    if L.lang == "nb":
        blocks = [
            P(f"Vi viser til søknaden om hjelpemidler datert {f(datert)}, som vi mottok "
              f"{f(soknad)}. Søknaden er sendt av {ther}, som også har gjennomført utprøving "
              f"{f(utpr)}. Vi har også mottatt legeerklæring fra fastlegen din datert {f(le)}."
              + (f" Du har tidligere fått låne hjelpemidler etter vedtak av {f(day(prev))}."
                 if prev else "")),
            H("Dette er vedtaket"),
            P(f"{nav_word(D)} innvilger søknaden. Du får låne hjelpemidlene nedenfor så lenge du "
              f"har behov for dem."),
            T(rows, gap=3),
            H("Begrunnelse"),
            P("Du har en varig funksjonsnedsettelse som gjør at du har vesentlige problemer med å "
              "klare daglige gjøremål i hjemmet. Hjelpemidlene er nødvendige og hensiktsmessige "
              "for å bedre funksjonsevnen din. Vedtaket er gjort etter folketrygdloven §§ 10-5, "
              "10-6 og 10-7 bokstav a."),
            ANCHOR,
            PB,
            H("Levering og ansvar"),
            P(f"Hjelpemidlene blir levert til kommunens hjelpemiddellager, som avtaler levering "
              f"hjem til deg. Hjelpemidlene er {nav_word(D)}s eiendom og skal leveres tilbake når "
              f"du ikke lenger har bruk for dem. Du har ansvar for vanlig vedlikehold og må gi "
              f"beskjed til kommunen hvis noe blir ødelagt."),
        ] + nav_klage(L) + nav_kontakt(L)
        title = "Vedtak om hjelpemidler"
    else:
        blocks = [
            P(f"Vi viser til søknaden om hjelpemiddel til {L.person} datert {f(datert)}, som vi "
              f"fekk {f(soknad)}. Søknaden er send av {ther}, som òg har gjennomført "
              f"utprøving {f(utpr)}. Vi har òg fått legeerklæring frå fastlegen datert "
              f"{f(le)}."),
            H("Dette er vedtaket"),
            P(f"{nav_word(D)} innvilgar søknaden. {first(L.person)} får låne hjelpemidla nedanfor "
              f"så lenge det er behov for dei."),
            T(rows, gap=3),
            H("Grunngiving"),
            P(f"{first(L.person)} har ei varig funksjonsnedsetjing som gjer at han har vesentlege "
              f"problem med å meistre daglege gjeremål i heimen og på skulen. Hjelpemidla er "
              f"naudsynte og føremålstenlege for å betre funksjonsevna. Vedtaket er gjort etter "
              f"folketrygdlova §§ 10-5, 10-6 og 10-7 bokstav a."),
            ANCHOR,
            PB,
            H("Levering og ansvar"),
            P(f"Hjelpemidla blir leverte til hjelpemiddellageret i kommunen, som avtalar levering "
              f"heim til dykk. Hjelpemidla er eigedomen til {nav_word(D)} og skal leverast "
              f"tilbake når det ikkje lenger er bruk for dei. De har ansvar for vanleg vedlikehald "
              f"og må gi beskjed til kommunen dersom noko blir øydelagt."),
        ] + nav_klage(L) + nav_kontakt(L)
        title = "Vedtak om hjelpemiddel"
    return dict(title=title, blocks=blocks, docType="vedtak", ddato=datert,
                short=L.t("Hjelpemidler", "Hjelpemiddel"),
                dlabel=L.t("Søknad datert", "Søknad datert"))


def b_ufore_vedtak(L):
    """vedtak: uføretrygd (nn)"""
    D, r, f = L.D, L.rng, L.f
    soknad = wkb(add(D, -r.randint(120, 160)))
    le = wkb(add(soknad, -r.randint(10, 20)))
    spes = wkb(add(le, -r.randint(40, 70)))
    ufotid = day(L.spec["ufotid"])
    fom = mstart(addm(D, -1))
    ifu = 468_000
    grad = 60
    year = 312_600
    mnd = round(year / 12)
    rows = [["Månad", "Brutto", "Skattetrekk", "Netto", "Blir utbetalt"]]
    m = fom
    while m <= mstart(D):
        g = mnd
        pd_ = wkb(dt.date(D.year, D.month, 20))
        if pd_ <= D:
            pd_ = wk(add(D, 3))
        rows.append([fd(m, "My"), kr(g), kr(round(g * 0.28)), kr(g - round(g * 0.28)), fd(pd_)])
        m = addm(m, 1)
    blocks = [
        P(f"Vi viser til søknaden din om uføretrygd som vi fekk {f(soknad)}. Vi har òg lagt vekt "
          f"på legeerklæringa datert {f(le)} og spesialisterklæringa datert {f(spes)}."),
        H("Dette er vedtaket"),
        P(f"Du får uføretrygd frå {f(fom)}. Uføregraden din er {grad} prosent, og "
          f"uføretidspunktet er sett til {f(ufotid)}."),
        T([["Inntekt før du vart ufør", f"kr {kr(ifu)}"],
           ["Uføregrad", f"{grad} %"],
           ["Uføretrygd per år", f"kr {kr(year)}"],
           ["Uføretrygd per månad", f"kr {kr(mnd)}"],
           ["Inntektsgrense", f"kr {kr(round(ifu * 0.4 + 46_000))}"]], gap=4),
        H("Grunngiving"),
        P("Sjukdomen din har vart lenge, og du har gjennomført behandling og arbeidsretta tiltak "
          "utan at inntektsevna di er betra. Inntektsevna er varig nedsett med 60 prosent. "
          "Vedtaket er gjort etter folketrygdlova §§ 12-5 til 12-10 og 12-13."),
        ANCHOR,
        PB,
        H("Utbetaling"),
        T(rows, gap=3, right=(1, 2, 3)),
        P(f"Arbeidsavklaringspengane dine stansar når du får uføretrygd. Du får eit eige vedtak "
          f"om dette. Det som er utbetalt i arbeidsavklaringspengar etter {f(fom)}, blir trekt i "
          f"etterbetalinga av uføretrygd."),
        H("Inntekt ved sidan av uføretrygda"),
        P("Du kan ha inntekt opp til inntektsgrensa utan at uføretrygda blir redusert. Du må "
          "melde frå om forventa inntekt på nav.no. Det blir gjort eit etteroppgjer kvart år "
          "når skatteoppgjeret er klart."),
    ] + nav_klage(L) + nav_kontakt(L)
    return dict(title="Vedtak om uføretrygd", sub="Du får uføretrygd", blocks=blocks,
                docType="vedtak", ddato=soknad, short="Uføretrygd")


def b_aap_stans(L):
    """vedtak: stans av arbeidsavklaringspengar because uføretrygd was granted (nn)"""
    D, r, f = L.D, L.rng, L.f
    ufv = day(L.spec["ufv"])
    aap_fom = day(L.spec["aap_fom"])
    stans = mstart(addm(ufv, -1))
    mk_end = add(on_wd(add(stans, -14), 6), 0)
    blocks = [
        P(f"Du har fått arbeidsavklaringspengar frå {f(aap_fom)}. I vedtaket vårt av {f(ufv)} "
          f"fekk du innvilga uføretrygd frå {f(stans)}."),
        H("Dette er vedtaket"),
        P(f"Arbeidsavklaringspengane dine blir stansa frå og med {f(stans)}. Siste meldekort du "
          f"skal sende, gjeld perioden som slutta {f(mk_end)}."),
        H("Grunngiving"),
        P("Ein kan ikkje få arbeidsavklaringspengar og uføretrygd for den same delen av "
          "inntektsevna. Når du får uføretrygd, fell retten til arbeidsavklaringspengar bort. "
          "Vedtaket er gjort etter folketrygdlova §§ 11-27 og 11-31."),
        ANCHOR,
        H("Samordning med uføretrygda"),
        P(f"Arbeidsavklaringspengar som er utbetalte for tida etter {f(stans)}, blir trekte i "
          f"etterbetalinga av uføretrygd. Det betyr at du ikkje treng å betale tilbake noko sjølv."),
        PB,
    ] + nav_klage(L) + nav_innsyn(L) + nav_kontakt(L)
    return dict(title="Vedtak om stans av arbeidsavklaringspengar", blocks=blocks,
                docType="vedtak", short="AAP")


# ----------------------------------------------------------------------------------------
# kommune letters

def svc_content(L, svc, d):
    """service-specific parts of a tildelingsvedtak. d: dict of dates (filled here)."""
    D, r, f = L.D, L.rng, L.f
    sp = L.spec
    c = {}
    if svc == "trygghetsalarm":
        d["fom"] = wk(add(D, r.randint(7, 12)))
        c["title"] = L.t("Vedtak om trygghetsalarm", "Vedtak om tryggleiksalarm")
        c["short"] = "Trygghetsalarm"
        c["intro"] = L.t(
            f"Vi viser til søknaden din om trygghetsalarm, mottatt {f(d['soknad'])}, og til "
            f"hjemmebesøket {f(d['besok'])}.",
            f"Vi viser til søknaden din om tryggleiksalarm, motteken {f(d['soknad'])}, og til "
            f"heimebesøket {f(d['besok'])}.")
        c["vedtak"] = L.t(
            f"Du får trygghetsalarm fra og med {f(d['fom'])}. Alarmen blir koblet til "
            f"responssenteret, som tar imot alarmene hele døgnet. Montøren tar kontakt for å "
            f"avtale tidspunkt for installasjon.",
            f"Du får tryggleiksalarm frå og med {f(d['fom'])}. Alarmen blir kopla til "
            f"responssenteret, som tek imot alarmane heile døgeret. Montøren tek kontakt for å "
            f"avtale tidspunkt for installasjon.")
        c["rows"] = [[L.t("Tjeneste", "Teneste"), L.t("Fra og med", "Frå og med"),
                      L.t("Egenandel per måned", "Eigenbetaling per månad")],
                     [L.t("Trygghetsalarm", "Tryggleiksalarm"), fd(d["fom"]),
                      f"kr {L.spec.get('pris', 250)}"]]
        c["grunn"] = L.t(
            f"Du er mye alene hjemme på dagtid og har falt flere ganger det siste året, sist "
            f"{f(d['fall'])}. Trygghetsalarm gjør at du raskt kan få hjelp hvis noe skjer.",
            f"Du er mykje åleine heime på dagtid og har falle fleire gonger det siste året, sist "
            f"{f(d['fall'])}. Tryggleiksalarm gjer at du raskt kan få hjelp dersom noko skjer.")
        c["law"] = L.t("helse- og omsorgstjenesteloven § 3-1", "helse- og omsorgstenestelova § 3-1")
    elif svc == "hjemmesykepleie":
        d["fom"] = add(d["utskr"], 1)
        c["title"] = L.t("Vedtak om hjemmesykepleie", "Vedtak om heimesjukepleie")
        c["short"] = L.t("Hjemmesykepleie", "Heimesjukepleie")
        c["intro"] = L.t(
            f"Vi viser til melding fra sykehuset om behov for helse- og omsorgstjenester, mottatt "
            f"{f(d['soknad'])}, og til epikrisen datert {f(d['epi'])}. Du var innlagt fra "
            f"{f(d['innl'])} og ble skrevet ut {f(d['utskr'])}.",
            f"Vi viser til melding frå sjukehuset om behov for helse- og omsorgstenester, "
            f"motteken {f(d['soknad'])}, og til epikrisa datert {f(d['epi'])}. Du var innlagd "
            f"frå {f(d['innl'])} og vart skriven ut {f(d['utskr'])}.")
        c["vedtak"] = L.t(
            f"Du får hjemmesykepleie fra og med {f(d['fom'])}. Tjenesten skal revurderes innen "
            f"{f(d['rev'])}.",
            f"Du får heimesjukepleie frå og med {f(d['fom'])}. Tenesta skal vurderast på nytt "
            f"innan {f(d['rev'])}.")
        c["rows"] = [[L.t("Tiltak", "Tiltak"), L.t("Omfang", "Omfang")],
                     [L.t("Medisinhåndtering", "Medisinhandtering"),
                      L.t("morgen og kveld, 7 dager i uken", "morgon og kveld, 7 dagar i veka")],
                     [L.t("Sårstell", "Sårstell"), L.t("3 ganger i uken", "3 gonger i veka")],
                     [L.t("Hjelp med støttestrømper", "Hjelp med støttestrømper"),
                      L.t("morgen og kveld", "morgon og kveld")]]
        c["grunn"] = L.t(
            "Du trenger hjelp til medisiner og sårstell etter sykehusoppholdet, og du klarer "
            "ikke dette selv. Hjemmesykepleie er nødvendig for at du skal kunne bo trygt hjemme.",
            "Du treng hjelp til medisinar og sårstell etter sjukehusopphaldet, og du klarar ikkje "
            "dette sjølv. Heimesjukepleie er naudsynt for at du skal kunne bu trygt heime.")
        c["law"] = L.t("helse- og omsorgstjenesteloven § 3-2 første ledd nr. 6 bokstav a og "
                       "pasient- og brukerrettighetsloven § 2-1 a",
                       "helse- og omsorgstenestelova § 3-2 første ledd nr. 6 bokstav a og "
                       "pasient- og brukarrettslova § 2-1 a")
        c["free"] = True
    elif svc == "tt":
        d["fom"] = mstart(addm(D, 1))
        d["tom"] = mend(addm(d["fom"], 35))
        c["title"] = "Vedtak om TT-kort"
        c["short"] = "TT-kort"
        c["intro"] = (f"Vi viser til søknaden din om tilrettelagt transport (TT), mottatt "
                      f"{f(d['soknad'])}, og til legeerklæringen datert {f(d['le'])}.")
        c["vedtak"] = (f"Du blir godkjent som TT-bruker fra {f(d['fom'])} til {f(d['tom'])}. "
                       f"Du får 96 enkeltreiser per år. Kortet sendes til deg i posten før "
                       f"{f(add(d['fom'], -1))}.")
        c["rows"] = [["Ordning", "Gyldig fra", "Gyldig til", "Reiser per år"],
                     ["TT-kort", fd(d["fom"]), fd(d["tom"]), "96"]]
        c["grunn"] = ("Du har store problemer med å bruke ordinær kollektivtransport på grunn "
                      "av nedsatt gangfunksjon, og dette vil vare i mer enn to år.")
        c["law"] = "retningslinjer for TT-ordningen i Oslo kommune"
    elif svc == "avlastning":
        d["fom"] = mstart(addm(D, 1))
        d["tom"] = mend(addm(d["fom"], 11))
        c["title"] = "Vedtak om avlastning"
        c["short"] = "Avlastning"
        c["intro"] = (f"Vi viser til søknaden deres om avlastning for {L.person}, mottatt "
                      f"{f(d['soknad'])}, til vårt foreløpige svar av {f(d['forel'])} og til "
                      f"kartleggingssamtalen {f(d['besok'])}.")
        c["vedtak"] = (f"Dere får avlastning for {L.person} i perioden {f(d['fom'])} - "
                       f"{f(d['tom'])}. Avlastningen gis i Fjellsiden avlastningsbolig.")
        c["rows"] = [["Tjeneste", "Omfang", "Fra og med", "Til og med"],
                     ["Avlastning", "2 helger per måned", fd(d["fom"]), fd(d["tom"])],
                     ["Avlastning, sommer", "1 uke", fd(dt.date(d["fom"].year if d["fom"].month < 7
                                                                  else d["fom"].year + 1, 7, 1)),
                      fd(dt.date(d["fom"].year if d["fom"].month < 7 else d["fom"].year + 1, 7, 7))]]
        c["grunn"] = (f"{first(L.person)} har behov for tett oppfølging hele døgnet, og dere har "
                      f"et særlig tyngende omsorgsarbeid. Avlastning skal gi dere nødvendig hvile "
                      f"og fritid.")
        c["law"] = "helse- og omsorgstjenesteloven § 3-6 første ledd nr. 2"
        c["free"] = True
    elif svc == "praktisk":
        d["fom"] = wk(add(D, r.randint(7, 14)))
        c["title"] = "Vedtak om praktisk bistand i heimen"
        c["short"] = "Praktisk bistand"
        c["intro"] = (f"Vi viser til søknaden din om heimehjelp, motteken {f(d['soknad'])}, og "
                      f"til heimebesøket {f(d['besok'])}.")
        c["vedtak"] = (f"Du får praktisk bistand frå og med {f(d['fom'])}. Vedtaket gjeld til "
                       f"{f(d['rev'])}, då vi vurderer behovet på nytt.")
        c["rows"] = [["Tiltak", "Omfang"],
                     ["Reingjering av bustaden", "2 timar annakvar veke"],
                     ["Innkjøp av daglegvarer", "1 gong i veka"],
                     ["Skift av sengetøy", "annakvar veke"]]
        c["grunn"] = ("Du har redusert kraft og balanse og klarar ikkje lenger tyngre husarbeid "
                      "sjølv. Ektemannen din har òg redusert helse og kan ikkje gjere dette for "
                      "deg.")
        c["law"] = "helse- og omsorgstenestelova § 3-2 første ledd nr. 6 bokstav b"
        c["egen"] = ("Det er eigenbetaling for praktisk bistand. Du får eit eige vedtak om kor "
                     "mykje du skal betale, rekna ut frå inntekta i husstanden.")
    elif svc == "parkering":
        d["fom"] = wk(add(D, 3))
        d["tom"] = add(d["fom"].replace(year=d["fom"].year + 3), -1)
        c["title"] = "Vedtak om parkeringsløyve for forflytningshemma"
        c["short"] = "Parkeringsløyve"
        c["intro"] = (f"Vi viser til søknaden din om parkeringsløyve, motteken {f(d['soknad'])}, "
                      f"og til legeerklæringa datert {f(d['le'])}.")
        c["vedtak"] = (f"Du får parkeringsløyve for forflytningshemma som sjåfør og passasjer. "
                       f"Løyvet gjeld frå {f(d['fom'])} til og med {f(d['tom'])}.")
        c["rows"] = [["Løyve nr.", "Gyldig frå", "Gyldig til"],
                     [f"KV-{r.randint(1000, 9999)}", fd(d["fom"]), fd(d["tom"])]]
        c["grunn"] = ("Du kan berre gå korte strekningar med rullator og har difor særleg "
                      "behov for å parkere nær målet for reisa.")
        c["law"] = "forskrift om parkering for forflytningshemmede §§ 2 og 3"
        c["after"] = [P(f"Kortet blir sendt til deg i posten. Det gamle kortet ditt, som gjekk "
                        f"ut {f(d['old'])}, kan du kaste.")]
    elif svc == "korttid":
        d["fom"] = wk(add(D, r.randint(4, 9)))
        d["tom"] = add(d["fom"], 20)
        d["besok"] = wkb(add(d["soknad"], r.randint(4, 8)))
        c["title"] = "Vedtak om korttidsopphald"
        c["short"] = "Korttidsopphald"
        c["intro"] = (f"Vi viser til søknaden om korttidsopphald, motteken {f(d['soknad'])}, og "
                      f"til tverrfagleg møte {f(d['besok'])}.")
        c["vedtak"] = (f"Du får korttidsopphald på Norheimsund omsorgssenter i perioden "
                       f"{f(d['fom'])} - {f(d['tom'])}. Du kjem direkte frå sjukehuset til "
                       f"avdeling 2 innkomstdagen.")
        c["rows"] = [["Teneste", "Frå og med", "Til og med", "Eigenbetaling per døgn"],
                     ["Korttidsopphald", fd(d["fom"]), fd(d["tom"]), "kr 185"]]
        c["grunn"] = (f"Du har vore innlagd på Voss sjukehus sidan {f(d['innl'])}, og det er "
                      f"venta at du blir skriven ut {f(d['fom'])}. Du treng opptrening og tilsyn "
                      f"heile døgeret ei tid før du kan bu trygt heime igjen.")
        c["law"] = "helse- og omsorgstenestelova § 3-2 første ledd nr. 6 bokstav c"
    elif svc == "stottekontakt":
        d["fom"] = mstart(addm(D, 1))
        c["title"] = "Vedtak om støttekontakt"
        c["short"] = "Støttekontakt"
        c["intro"] = (f"Vi viser til søknaden dykkar om støttekontakt for {L.person}, motteken "
                      f"{f(d['soknad'])}, og til samtalen med dykk {f(d['besok'])}.")
        c["vedtak"] = (f"{first(L.person)} får støttekontakt 3 timar i veka frå og med "
                       f"{f(d['fom'])}. Vedtaket gjeld til {f(d['rev'])}.")
        c["rows"] = [["Teneste", "Omfang", "Frå og med", "Til og med"],
                     ["Støttekontakt", "3 timar per veke", fd(d["fom"]), fd(d["rev"])]]
        c["grunn"] = (f"{first(L.person)} har behov for hjelp til å delta i fritidsaktivitetar "
                      f"saman med andre born. Støttekontakt skal bidra til ei meiningsfull "
                      f"fritid.")
        c["law"] = "helse- og omsorgstenestelova § 3-2 første ledd nr. 6 bokstav b"
        c["free"] = True
        c["after"] = [P(f"Tildelingseininga har avtalt eit oppstartsmøte med dykk og "
                        f"støttekontakten {f(d['start'])}.")]
    elif svc == "bpa":
        d["fom"] = mstart(addm(D, 1))
        c["title"] = "Vedtak om brukarstyrt personleg assistanse (BPA)"
        c["short"] = "BPA"
        c["intro"] = (f"Vi viser til søknaden dykkar om brukarstyrt personleg assistanse for "
                      f"{L.person}, motteken {f(d['soknad'])}, til førebels svar frå oss datert "
                      f"{f(d['forel'])} og til kartleggingsbesøket {f(d['besok'])}.")
        c["vedtak"] = (f"{first(L.person)} får brukarstyrt personleg assistanse med 22 timar per "
                       f"veke frå og med {f(d['fom'])}. Vedtaket skal vurderast på nytt innan "
                       f"{f(d['rev'])}.")
        c["rows"] = [["Teneste", "Timar per veke", "Frå og med", "Arbeidsleiar"],
                     ["BPA", "22", fd(d["fom"]), "føresette"]]
        c["grunn"] = (f"{first(L.person)} har eit langvarig og stort behov for personleg "
                      f"assistanse, og har difor rett til BPA. Kommunen har vurdert at behovet "
                      f"utanom skuletid og avlastning er om lag 22 timar i veka. Foreldra skal "
                      f"vere arbeidsleiarar.")
        c["law"] = ("helse- og omsorgstenestelova § 3-8 og pasient- og brukarrettslova "
                    "§ 2-1 d")
        c["free"] = True
    else:
        raise ValueError(svc)
    return c


def b_kom_vedtak(L):
    """vedtak: a kommune's tildelingsvedtak"""
    D, r, f = L.D, L.rng, L.f
    sp = L.spec
    svc = sp["svc"]
    d = {}
    d["soknad"] = day(sp["soknad"]) if sp.get("soknad") else wkb(add(D, -r.randint(22, 40)))
    d["forel"] = day(sp["forel"]) if sp.get("forel") else None
    base = d["forel"] or d["soknad"]
    d["besok"] = wk(add(base, r.randint(7, 14)))
    if d["besok"] >= D:
        d["besok"] = wkb(add(D, -3))
    d["fall"] = add(d["soknad"], -r.randint(12, 30))
    d["epi"] = wkb(add(d["soknad"], -1))
    d["utskr"] = add(d["soknad"], -1)
    d["le"] = wkb(add(d["soknad"], -r.randint(6, 15)))
    d["rev"] = mend(addm(D, r.choice([6, 12])))
    d["old"] = add(D, -r.randint(20, 40))
    d["innl"] = add(d["soknad"], -r.randint(8, 14))
    d["start"] = wk(add(D, r.randint(20, 28)))
    c = svc_content(L, svc, d)
    law = c["law"]
    lang_region = "oslo" if L.unit.startswith("oslo") else "vest"
    klage_law = L.t("pasient- og brukerrettighetsloven § 7-2 og forvaltningsloven § 29",
                    "pasient- og brukarrettslova § 7-2 og forvaltningslova § 29")
    if svc in ("tt", "parkering"):
        klage_law = L.t("forvaltningsloven § 29", "forvaltningslova § 29")
    blocks = [P(c["intro"]),
              H(L.t("Vedtak", "Vedtak")), P(c["vedtak"]), T(c["rows"], gap=3)]
    blocks += c.get("after", [])
    blocks += [H(L.t("Begrunnelse", "Grunngiving")), P(c["grunn"]),
               P(L.t(f"Vedtaket er gjort med hjemmel i {law}.",
                     f"Vedtaket er gjort med heimel i {law}.")),
               ANCHOR, PB]
    if c.get("free"):
        blocks += [H(L.t("Egenandel", "Eigenbetaling")),
                   P(L.t("Tjenesten er gratis.", "Tenesta er gratis."))]
    elif c.get("egen"):
        blocks += [H("Eigenbetaling"), P(c["egen"])]
    blocks += [H(L.t("Endringer", "Endringar")),
               P(L.t("Dersom behovet ditt endrer seg, må du ta kontakt med oss. Vi kan endre "
                     "vedtaket dersom forholdene endrer seg.",
                     "Dersom behovet endrar seg, må de ta kontakt med oss. Vi kan endre "
                     "vedtaket dersom tilhøva endrar seg."))]
    blocks += kom_klage(L, lang_region, klage_law, nemnd=svc in ("tt", "parkering"))
    return dict(title=c["title"], blocks=blocks, docType="vedtak", ddato=d["soknad"],
                short=c["short"], role=L.t("saksbehandler", "sakshandsamar"))


def b_egenandel(L):
    """vedtak: eigenbetaling for praktisk bistand (nn)"""
    D, r, f = L.D, L.rng, L.f
    tv = day(L.spec["tv"])
    g = 106_399 if D >= day("2021-05-01") else 101_351
    gdate = dt.date(D.year if D.month >= 5 else D.year - 1, 5, 1)
    year = D.year - 2 if D.month < 6 else D.year - 1
    fom = mstart(addm(D, 1))
    inntekt = 498_000
    rows = [["Inntekt i husstanden", "Maks eigenbetaling per månad"],
            ["Under 2 G", "kr 215"],
            ["2–3 G", "kr 1 200"],
            ["3–4 G", "kr 1 800"],
            ["4–5 G", "kr 2 400"],
            ["Over 5 G", "kr 3 000"]]
    blocks = [
        P(f"Du har fått praktisk bistand etter vedtaket vårt av {f(tv)}. Kvam herad krev "
          f"eigenbetaling for praktisk bistand etter forskrift om eigendel for kommunale helse- og "
          f"omsorgstenester."),
        H("Vedtak"),
        P(f"Frå og med {f(fom)} skal du betale kr 345 per time for praktisk bistand, men ikkje meir "
          f"enn kr 2 400 per månad."),
        H("Utrekning"),
        P(f"Eigenbetalinga er rekna ut frå den samla skattepliktige inntekta i husstanden etter "
          f"skatteoppgjeret for {year}. Inntekta var kr {kr(inntekt)}. Grunnbeløpet i "
          f"folketrygda (G) er kr {kr(g)} frå {f(gdate)}."),
        T(rows, gap=4),
        ANCHOR,
        PB,
        H("Faktura"),
        P(f"Du får faktura etterskotsvis kvar månad. Første faktura gjeld {fd(fom, 'my')} og har "
          f"forfall {f(dt.date(addm(fom, 1).year, addm(fom, 1).month, 20))}. Dersom inntekta i "
          f"husstanden har gått monaleg ned, kan du søkje om redusert eigenbetaling."),
    ] + kom_klage(L, "vest", "forvaltningslova § 29")
    return dict(title="Vedtak om eigenbetaling for praktisk bistand", blocks=blocks,
                docType="vedtak", short="Eigenbetaling", role="konsulent")


def b_hs_innkalling(L):
    """innkalling: helsestasjon consultation for a child, to a parent"""
    D, r, f = L.D, L.rng, L.f
    child = L.person
    B = born(child)
    kind = L.spec["cons"]
    appt = day(L.spec["appt"])
    assert appt.weekday() < 5
    hh, mm = r.choice([(8, 30), (9, 15), (10, 0), (12, 45), (13, 30)])
    L.appointment = f"{appt.isoformat()}T{hh:02d}:{mm:02d}"
    prev = wkb(add(D, -r.randint(70, 110)))
    frist = wkb(add(appt, -r.randint(3, 5)))
    closed = wk(add(D, r.randint(5, 9)))
    nxt_m = L.spec["nxt"]
    nxt = addm(B, nxt_m)
    nurse = L.cw[0]
    if L.lang == "nb":
        blocks = [
            RAW([" " * L.M + f"Til foresatte for {child}, født {f(B)}", ""]),
            P(f"Vi ønsker dere velkommen til {kind} på helsestasjonen. Forrige konsultasjon var "
              f"{f(prev)}."),
            H("Tid og sted"),
            T([["Dag:", fd(appt, "Wd")], ["Tid:", f"kl. {hh:02d}.{mm:02d}"],
               ["Sted:", f"{L.U['sub'][-1]}, {L.U['visit']}"],
               ["Helsesykepleier:", nurse]], gap=2),
            P(f"Hvis timen ikke passer, må dere gi beskjed innen {f(frist)} på telefon "
              f"{L.U['phone']} (hverdager kl. 08.00–15.30). Timer som ikke blir avbestilt, kan "
              f"ikke brukes av andre."),
            ANCHOR,
            PB,
            H("Om konsultasjonen"),
            P("Vi måler vekt, lengde og hodeomkrets og snakker om søvn, mat, språk og lek. Legen "
              "undersøker barnet. Ta gjerne med spørsmål dere har."),
            H("Vaksiner"),
            P("Etter barnevaksinasjonsprogrammet får barnet vaksine ved denne konsultasjonen. "
              "Ta med helsekortet for gravide og barn, eller vaksinekortet, hvis dere har det."),
            P("Hvis barnet har feber eller er sykt den dagen, ring oss, så finner vi en ny time."),
            P(f"Helsestasjonen er stengt {f(closed)} på grunn av planleggingsdag. Neste faste "
              f"konsultasjon blir ved {nxt_m // 12 if nxt_m % 12 == 0 else nxt_m} "
              f"{'års' if nxt_m % 12 == 0 else 'måneders'} alder, rundt {fd(nxt, 'my')}, og "
              f"dere får egen innkalling."),
        ]
        title = f"Innkalling til {kind}"
    else:
        blocks = [
            RAW([" " * L.M + f"Til føresette for {child}, fødd {f(B)}", ""]),
            P(f"Vi ønskjer dykk velkomne til {kind} på helsestasjonen. Førre konsultasjon var "
              f"{f(prev)}."),
            H("Tid og stad"),
            T([["Dag:", fd(appt, "Wd", "nn")], ["Tid:", f"kl. {hh:02d}.{mm:02d}"],
               ["Stad:", f"{L.U['sub'][-1]}, {L.U['visit']}"],
               ["Helsesjukepleiar:", nurse]], gap=2),
            P(f"Dersom timen ikkje passar, må de gi beskjed innan {f(frist)} på telefon "
              f"{L.U['phone']} (kvardagar kl. 08.00–15.30). Timar som ikkje blir avbestilte, kan "
              f"ikkje brukast av andre."),
            ANCHOR,
            PB,
            H("Om konsultasjonen"),
            P("Vi måler vekt, lengd og hovudomkrins og snakkar om søvn, mat, språk og leik. Legen "
              "undersøkjer barnet. Ta gjerne med spørsmål de har."),
            H("Vaksinar"),
            P("Etter barnevaksinasjonsprogrammet får barnet vaksine ved denne konsultasjonen. "
              "Ta med helsekortet for gravide og born, eller vaksinekortet, dersom de har det."),
            P("Dersom barnet har feber eller er sjukt den dagen, ring oss, så finn vi ein ny time."),
            P(f"Helsestasjonen er stengd {f(closed)} på grunn av planleggingsdag. Neste faste "
              f"konsultasjon blir ved {nxt_m // 12 if nxt_m % 12 == 0 else nxt_m} "
              f"{'års' if nxt_m % 12 == 0 else 'månaders'} alder, rundt {fd(nxt, 'my')}, og de "
              f"får eiga innkalling."),
        ]
        title = f"Innkalling til {kind}"
    return dict(title=title, blocks=blocks, docType="innkalling", sig="named",
                role=L.t("helsesykepleier", "helsesjukepleiar"),
                to=L.to)


def b_skule_innkalling(L):
    """innkalling: skulehelsetenesta, vaccination 2. trinn (nn)"""
    D, r, f = L.D, L.rng, L.f
    child = L.person
    appt = day(L.spec["appt"])
    hh, mm = r.choice([(9, 0), (10, 20), (11, 10)])
    L.appointment = f"{appt.isoformat()}T{hh:02d}:{mm:02d}"
    frist = wkb(add(appt, -r.randint(7, 10)))
    prevdose = wk(add(born(child).replace(year=born(child).year + 1), r.randint(3, 12)))
    blocks = [
        RAW([" " * L.M + f"Til føresette for {child}, 2. trinn, Vangen skule", ""]),
        P(f"Alle born på 2. trinn får tilbod om vaksine mot difteri, stivkrampe, kikhoste og "
          f"poliomyelitt etter barnevaksinasjonsprogrammet. Vi kallar difor {first(child)} inn "
          f"til vaksinasjon og ein kort helsesamtale på skulen."),
        H("Tid og stad"),
        T([["Dato:", fd(appt, "wd", "nn")], ["Klokka:", f"{hh:02d}.{mm:02d}"],
           ["Stad:", "Helserommet, Vangen skule"]], gap=2),
        P(f"Ifølgje vaksinasjonsregisteret (SYSVAK) fekk {first(child)} førre dose av denne "
          f"vaksinen {f(prevdose)}, ved eittårskontrollen på helsestasjonen."),
        ANCHOR,
        PB,
        H("Svarslipp"),
        P(f"Vi ber om at de fyller ut og leverer svarslippen til kontaktlæraren innan {f(frist)}. "
          f"Dersom de ikkje ønskjer at barnet skal få vaksinen, må de krysse av for det. Dersom "
          f"barnet er sjukt på vaksinasjonsdagen, kan det få vaksinen {f(add(appt, 14))} "
          f"i staden."),
        P("Foreldre kan gjerne vere til stades. Ta kontakt med helsesjukepleiaren dersom de har "
          "spørsmål om vaksinen eller om helsa til barnet."),
        RAW(ind(["- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -",
                 f"Svarslipp – vaksinasjon 2. trinn, levert innan {fd(frist)}",
                 f"Elev: {child}",
                 "[ ] Ja, barnet kan få vaksinen     [ ] Nei",
                 "Underskrift føresett: ______________________"], L.M) + [""]),
    ]
    return dict(title="Innkalling til vaksinasjon og helsesamtale", blocks=blocks,
                docType="innkalling", sig="named", role="helsesjukepleiar")


def b_forelopig(L):
    """annet: foreløpig svar på søknad"""
    D, r, f = L.D, L.rng, L.f
    soknad = day(L.spec["soknad"])
    svarinnen = mend(addm(D, 2))
    le = wkb(add(soknad, -r.randint(5, 15)))
    want = mstart(addm(soknad, 3))
    what = L.spec["what"]
    if L.lang == "nb":
        blocks = [
            P(f"Vi viser til søknaden deres om {what} for {L.person}, mottatt {f(soknad)}, med "
              f"vedlagt legeerklæring datert {f(le)}. Dere har søkt om oppstart fra "
              f"{f(want)}."),
            H("Saksbehandlingstid"),
            P(f"Vi har mange saker til behandling, og vi har ikke hatt anledning til å behandle "
              f"søknaden ennå. Vi regner med å kunne gi dere svar innen {f(svarinnen)}."),
            P("En saksbehandler vil ta kontakt med dere for å avtale en kartleggingssamtale. "
              "Dersom vi trenger flere opplysninger, vil vi be om det."),
            ANCHOR,
            PB,
            H("Om foreløpig svar"),
            P("Dette brevet er sendt fordi søknader som ikke kan besvares innen én måned, skal "
              "ha et foreløpig svar, jf. forvaltningsloven § 11 a. Brevet er ikke et vedtak, og "
              "det kan ikke påklages."),
        ]
        title = f"Foreløpig svar på søknad om {what}"
    else:
        blocks = [
            P(f"Vi viser til søknaden dykkar om {what} for {L.person}, motteken {f(soknad)}, med "
              f"vedlagd legeerklæring datert {f(le)}. De har søkt om oppstart frå {f(want)}."),
            H("Sakshandsamingstid"),
            P(f"Vi har mange saker til handsaming, og vi har ikkje hatt høve til å handsame "
              f"søknaden enno. Vi reknar med å kunne gi dykk svar innan {f(svarinnen)}."),
            P("Ein sakshandsamar vil ta kontakt med dykk for å avtale eit kartleggingsbesøk. "
              "Dersom vi treng fleire opplysningar, vil vi be om det."),
            ANCHOR,
            PB,
            H("Om førebels svar"),
            P("Dette brevet er sendt fordi søknader som ikkje kan svarast på innan éin månad, "
              "skal ha eit førebels svar, jf. forvaltningslova § 11 a. Brevet er ikkje eit "
              "vedtak, og det kan ikkje klagast på."),
        ]
        title = f"Førebels svar på søknad om {what}"
    return dict(title=title, blocks=blocks, docType="annet", ddato=soknad, short=what)


BODIES = {
    "dp_vedtak": b_dp_vedtak, "kontrollsamtale": b_kontrollsamtale, "dp_stans": b_dp_stans,
    "fp_vedtak": b_fp_vedtak, "bt_vedtak": b_bt_vedtak, "ks_vedtak": b_ks_vedtak,
    "sp_vedtak": b_sp_vedtak, "dialogmote": b_dialogmote, "innhenting": b_innhenting,
    "aap_vedtak": b_aap_vedtak, "oppfolging": b_oppfolging, "forhandsvarsel": b_forhandsvarsel,
    "tb_vedtak": b_tb_vedtak, "oversendelse": b_oversendelse, "pp_vedtak": b_pp_vedtak,
    "hm_vedtak": b_hm_vedtak, "ufore_vedtak": b_ufore_vedtak, "aap_stans": b_aap_stans,
    "kom_vedtak": b_kom_vedtak, "egenandel": b_egenandel, "hs_innkalling": b_hs_innkalling,
    "skule_innkalling": b_skule_innkalling, "forelopig": b_forelopig,
}


# ----------------------------------------------------------------------------------------
# the 50 letters: kind, sender, language, person (+ addressee), date, skeleton, ID mode
#   fmode: "11" = 11-digit fødselsnummer printed, "split" = DDMMYY NNNNN printed,
#          "birth" = only the birth date printed, "none" = neither.

def S(kind, unit, lang, person, date, skel, fmode, **kw):
    return dict(kind=kind, unit=unit, lang=lang, person=person, date=date, skel=skel,
                fmode=fmode, **kw)


TB_AAP = dict(fom="2016-05-01", tom="2016-09-30", belop=38_412, varsel="2017-01-17")
TB_UFO = dict(fom="2023-01-01", tom="2023-12-31", belop=21_480, varsel="2024-08-27",
              skatt="2024-06-25", forv=60_000, faktisk=96_500)
PER_SICK = "2014-08-18"
PER_DP = dict(reg="2009-01-23", vedtak="2009-02-24")
KARI_DP = dict(soknad="2024-01-26", reg="2024-01-24", slutt="2023-12-31", opps="2023-11-24",
               brev="2024-02-06")
KARI_SICK_2012 = "2012-12-17"
KARI_SICK_2022 = "2022-05-23"
THER_KVAM = "ergoterapeut Astrid Vikøren i Kvam herad"
THER_VOSS = "fysioterapeut Marte Gjelle i Voss herad"

SPECS = [
    # --- NAV, before May 2022 "NAV", after "Nav" ---------------------------------------
    S("dp_vedtak", "nav_forv_oslo", "nb", PER, "2009-02-24", "S12", "11", dp=PER_DP),
    S("kontrollsamtale", "nav_sagene", "nb", PER, "2009-05-12", "S01", "split", dp=PER_DP),
    S("dp_stans", "nav_sagene", "nb", PER, "2009-11-18", "S10", "11", dp=PER_DP),
    S("fp_vedtak", "nav_forv_oslo", "nb", KARI, "2011-08-03", "S09", "11", child=SOFIE),
    S("bt_vedtak", "nav_forv_oslo", "nb", KARI, "2011-07-27", "S16", "birth", child=SOFIE),
    S("ks_vedtak", "nav_fp", "nb", KARI, "2012-06-19", "S26", "none", child=SOFIE,
      bhg="2013-01-02"),
    S("sp_vedtak", "nav_forv_oslo", "nb", KARI, "2013-04-16", "S11", "11", stamp=400,
      s0=KARI_SICK_2012),
    S("dialogmote", "nav_sagene", "nb", KARI, "2013-05-28", "S28", "split", s0=KARI_SICK_2012),
    S("innhenting", "nav_arstad", "nb", PER, "2014-10-21", "S05", "11", s0=PER_SICK),
    S("fp_vedtak", "nav_forv_hord", "nb", KARI, "2015-02-04", "S29", "split", child=JONAS),
    S("aap_vedtak", "nav_arstad", "nb", PER, "2015-09-09", "S22", "11", s0=PER_SICK),
    S("oppfolging", "nav_arstad", "nb", PER, "2016-03-09", "S15", "birth",
      aap=dict(vedtak="2015-09-09", fom="2015-09-03")),
    S("forhandsvarsel", "nav_ay", "nb", PER, "2017-01-17", "S19", "11", tb=TB_AAP),
    S("tb_vedtak", "nav_ay", "nb", PER, "2017-03-08", "S30", "11", tb=TB_AAP, stamp=33),
    S("oversendelse", "nav_ay", "nb", PER, "2017-06-14", "S07", "split", tb=TB_AAP,
      ov=dict(vedtak="2017-03-08", klage="2017-04-10")),
    S("hm_vedtak", "nav_hms_hord", "nb", INGRID, "2017-09-12", "S04", "11",
      items=["Seng, elektrisk regulerbar", "Sengebord med hjul"], ther=THER_KVAM),
    S("pp_vedtak", "nav_fp", "nb", KARI, "2018-04-24", "S03", "none", child=JONAS),
    S("ufore_vedtak", "nav_ay", "nn", PER, "2019-09-17", "S20", "11", ufotid=PER_SICK),
    S("aap_stans", "nav_ay", "nn", PER, "2019-10-02", "S02", "split", ufv="2019-09-17",
      aap_fom="2015-09-03"),
    S("fp_vedtak", "nav_fp", "nn", KARI, "2020-10-06", "S17", "11", child=EMMA),
    S("bt_vedtak", "nav_fp", "nn", KARI, "2020-10-21", "S06", "split", child=EMMA, stamp=5),
    S("hm_vedtak", "nav_hms_vl", "nn", JONAS, "2021-04-13", "S24", "11", to=KARI,
      items=["Ståstativ for born", "Arbeidsstol for born med sittetilpassing"],
      ther=THER_VOSS),
    S("ks_vedtak", "nav_fp", "nn", KARI, "2021-09-28", "S14", "birth", child=EMMA,
      bhg="2022-08-15"),
    S("sp_vedtak", "nav_ay", "nn", KARI, "2022-09-20", "S21", "11", s0=KARI_SICK_2022),
    S("dialogmote", "nav_voss", "nn", KARI, "2022-11-08", "S27", "none", s0=KARI_SICK_2022),
    S("pp_vedtak", "nav_fp", "nn", KARI, "2023-03-14", "S25", "split", child=EMMA),
    S("hm_vedtak", "nav_hms_vl", "nb", INGRID, "2023-06-06", "S13", "11",
      items=["Elektrisk rullestol, innendørs og utendørs", "Terskelramper, sett"],
      ther=THER_KVAM, prev="2017-09-12"),
    S("innhenting", "nav_ay", "nn", KARI, "2024-02-06", "S23", "11", dp=KARI_DP),
    S("dp_vedtak", "nav_ay", "nn", KARI, "2024-03-05", "S08", "split", stamp=120, dp=KARI_DP),
    S("tb_vedtak", "nav_ay", "nn", PER, "2024-10-15", "S18", "11", tb=TB_UFO),
    S("oversendelse", "nav_ay", "nn", PER, "2025-02-11", "S05", "11", tb=TB_UFO,
      ov=dict(vedtak="2024-10-15", klage="2024-11-19")),
    S("forhandsvarsel", "nav_ay", "nn", KARI, "2025-05-13", "S12", "none", dpv="2024-03-05"),
    # --- kommuner ------------------------------------------------------------------------
    S("kom_vedtak", "oslo_nordstrand", "nb", ARNE, "2012-10-09", "S06", "birth",
      svc="trygghetsalarm"),
    S("kom_vedtak", "oslo_nordstrand", "nb", INGRID, "2014-03-18", "S23", "11",
      svc="hjemmesykepleie"),
    S("kom_vedtak", "oslo_velferd", "nb", ARNE, "2015-11-24", "S13", "none", svc="tt"),
    S("hs_innkalling", "oslo_sagene_hs", "nb", SOFIE, "2012-06-05", "S04", "birth", to=KARI,
      cons="ettårskontroll", appt="2012-07-04", stamp=2, nxt=15),
    S("hs_innkalling", "bergen_hs", "nb", JONAS, "2016-12-13", "S01", "none", to=PER,
      cons="toårskontroll", appt="2017-01-17", nxt=48),
    S("forelopig", "bergen_tild", "nb", JONAS, "2018-02-20", "S07", "none", to=KARI,
      soknad="2018-01-15", what="avlastning"),
    S("kom_vedtak", "bergen_tild", "nb", JONAS, "2018-04-10", "S10", "split", to=KARI,
      svc="avlastning", soknad="2018-01-15", forel="2018-02-20"),
    S("kom_vedtak", "kvam_tk", "nn", INGRID, "2017-02-14", "S15", "birth",
      svc="trygghetsalarm"),
    S("kom_vedtak", "kvam_tk", "nn", INGRID, "2018-05-29", "S20", "11", svc="praktisk"),
    S("kom_vedtak", "kvam_tk", "nn", ARNE, "2019-11-19", "S29", "none", svc="hjemmesykepleie"),
    S("kom_vedtak", "kvam_tk", "nn", ARNE, "2020-06-16", "S22", "birth", svc="parkering",
      stamp=60),
    S("kom_vedtak", "kvam_tk", "nn", ARNE, "2021-11-23", "S03", "split", svc="korttid"),
    S("egenandel", "kvam_tk", "nn", INGRID, "2022-01-18", "S11", "none", tv="2018-05-29"),
    S("hs_innkalling", "voss_hs", "nn", EMMA, "2021-08-24", "S19", "birth", to=KARI,
      cons="eittårskontroll", appt="2021-09-21", nxt=15),
    S("skule_innkalling", "voss_skule", "nn", JONAS, "2022-09-27", "S14", "none", to=PER,
      appt="2022-10-18"),
    S("kom_vedtak", "voss_tild", "nn", JONAS, "2023-05-09", "S09", "birth", to=KARI,
      svc="stottekontakt", stamp=14),
    S("forelopig", "voss_tild", "nn", JONAS, "2024-02-27", "S17", "none", to=KARI,
      soknad="2024-01-22", what="brukarstyrt personleg assistanse"),
    S("kom_vedtak", "voss_tild", "nn", JONAS, "2024-05-06", "S02", "split", to=KARI,
      svc="bpa", soknad="2024-01-22", forel="2024-02-27"),
]

KEYS = ["id", "docType", "documentDate", "institution", "institutionAliases", "department",
        "specialty", "person", "appointment", "hasPersonnummer", "personnummer", "text"]


def build(idx, spec):
    L = Letter(idx, spec)
    b = BODIES[spec["kind"]](L)
    b.setdefault("to", L.to)
    fn = SKELETONS[spec["skel"]][0]
    head, blocks, pre, ex1 = fn(L, b)
    sig = signature(L, b, pre=pre)
    text = assemble(L, b, head, blocks, sig, footer_fn(L, ex1))
    has = L.fmode in ("11", "split")
    rec_ = dict(id=L.id, docType=b["docType"], documentDate=L.D.isoformat(),
                institution=L.inst, institutionAliases=L.aliases, department=L.dept,
                specialty=None, person=L.person, appointment=L.appointment,
                hasPersonnummer=has,
                personnummer=FAMILY[L.person]["personnummer"] if has else None, text=text)
    return rec_, L


FNR_RE = re.compile(r"(?<!\d)(\d{6})[ -]?(\d{5})(?!\d)")


def check(rec_, L):
    """assertions on one record; returns facts for the summary"""
    t = rec_["text"]
    assert list(rec_) == KEYS
    assert L.own and L.own in t, (L.id, L.own)
    dates = find_dates(t)
    own_pos = [p for p, d in dates if d == L.D]
    assert len(own_pos) == 1, (L.id, "own date printed", len(own_pos))
    others = {d for p, d in dates if d != L.D}
    assert len(others) >= 4, (L.id, len(others))
    above = any(p < own_pos[0] for p, d in dates if d != L.D)
    assert 2008 <= L.D.year <= 2025
    assert t.count("\f") == 2 and t.endswith("\f"), L.id
    # fødselsnummer
    found = [m.group(1) + m.group(2) for m in FNR_RE.finditer(t)
             if fnr_valid(m.group(1) + m.group(2))]
    if rec_["hasPersonnummer"]:
        assert rec_["personnummer"] in found, (L.id, found)
    else:
        assert not found, (L.id, found)
    low = t.lower()
    assert any(a.lower() in low for a in [rec_["institution"]] + rec_["institutionAliases"]), L.id
    assert rec_["person"] in t, L.id
    if rec_["docType"] == "innkalling":
        ap = rec_["appointment"]
        assert ap and dt.date.fromisoformat(ap[:10]) > L.D, L.id
        assert dt.date.fromisoformat(ap[:10]) in others
        assert f"{int(ap[11:13]):02d}.{ap[14:16]}" in t, (L.id, ap)
    else:
        assert rec_["appointment"] is None
    if L.stamp:
        assert L.stamp in t
    width = max(len(x) for x in t.split("\n"))
    assert width <= 110, (L.id, width)
    return dict(above=above, n_other=len(others), width=width)


def main():
    assert len(SPECS) == 50
    recs, facts = [], []
    errors = []
    for i, sp in enumerate(SPECS):
        rec_, L = build(i, sp)
        try:
            facts.append((L, check(rec_, L)))
        except AssertionError as e:
            errors.append(e)
        recs.append(rec_)
    for e in errors:
        print("CHECK FAILED:", e)
    assert not errors
    with open(os.path.join(HERE, "texts.jsonl"), "w", encoding="utf-8", newline="\n") as fh:
        for rec_ in recs:
            fh.write(json.dumps(rec_, ensure_ascii=False) + "\n")
    return recs, facts


if __name__ == "__main__":
    main()
