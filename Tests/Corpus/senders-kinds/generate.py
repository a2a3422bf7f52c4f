#!/usr/bin/env python3
"""Generate the 'senders-kinds' test corpus: 50 invented Norwegian clinical letters.

Standard library only. Fixed seed. Writes texts.jsonl next to this file and
produces byte-identical output on every run.

    python3 generate.py            # write texts.jsonl
    python3 generate.py --table    # print the per-document table used in README.md

Every person except the family in family.json, every address, phone number,
reference number and clinical detail is invented. Institution names are real
Norwegian institutions (or invented GP offices / practices).
"""
import datetime as dt
import json
import os
import random
import re
import sys

RNG = random.Random(20250611)
W = 88  # nominal page width of the -layout text

FAMILY = {
    "Kari Nordvik": "15037906872",
    "Per Nordvik": "02117629115",
    "Sofie Aas": "30061191042",
    "Jonas Nordvik": "09011589127",
    "Emma Nordvik": "14092053246",
    "Ingrid Solheim": "21084413027",
    "Arne Solheim": "04024106093",
}
BORN = {
    "Kari Nordvik": "1979-03-15",
    "Per Nordvik": "1976-11-02",
    "Sofie Aas": "2011-06-30",
    "Jonas Nordvik": "2015-01-09",
    "Emma Nordvik": "2020-09-14",
    "Ingrid Solheim": "1944-08-21",
    "Arne Solheim": "1941-02-04",
}

MONTHS = ["januar", "februar", "mars", "april", "mai", "juni", "juli",
          "august", "september", "oktober", "november", "desember"]
WD = {
    "nb": ["mandag", "tirsdag", "onsdag", "torsdag", "fredag", "lørdag", "søndag"],
    "nn": ["måndag", "tysdag", "onsdag", "torsdag", "fredag", "laurdag", "sundag"],
}

DOCS = []


# ---------------------------------------------------------------- helpers
def d(iso):
    return dt.date.fromisoformat(iso)


def dmy(iso):
    x = d(iso)
    return f"{x.day:02d}.{x.month:02d}.{x.year}"


def longdate(iso, lang="nb", weekday=False, cap=False):
    x = d(iso)
    s = f"{x.day}. {MONTHS[x.month - 1]} {x.year}"
    if weekday:
        s = WD[lang][x.weekday()] + " " + s
    if cap:
        s = s[0].upper() + s[1:]
    return s


def wday(iso, lang="nb", cap=False):
    s = WD[lang][d(iso).weekday()]
    return s[0].upper() + s[1:] if cap else s


def age(name, iso):
    b, x = d(BORN[name]), d(iso)
    return x.year - b.year - ((x.month, x.day) < (b.month, b.day))


def pn(name, style=0):
    p = FAMILY[name]
    if style == 0:
        return p
    if style == 1:
        return p[:6] + " " + p[6:]
    return p[:6] + "-" + p[6:]


def born(name, style=0):
    b = d(BORN[name])
    if style == 0:
        return f"{b.day:02d}.{b.month:02d}.{b.year}"
    return f"{b.day}. {MONTHS[b.month - 1]} {b.year}"


def lr(left, right, w=W, gap=3):
    """left text, right text pushed to column w (as pdftotext -layout does)."""
    n = w - len(left) - len(right)
    return left + " " * max(gap, n) + right


def col(*cells):
    """cells are (text, column) pairs: place each text at its column."""
    out = ""
    for text, c in cells:
        if len(out) < c:
            out += " " * (c - len(out))
        elif out:
            out += "  "
        out += text
    return out.rstrip()


def ind(n, *lines):
    return [(" " * n + s) if s else "" for s in lines]


def page(lines):
    flat = []
    for x in lines:
        flat.extend(x if isinstance(x, list) else [x])
    return "\n".join(x.rstrip() for x in flat).strip("\n") + "\n"


def pages(*pgs):
    return "\f".join(page(p) for p in pgs)


def ref(prefix="", n=7):
    return prefix + "".join(str(RNG.randint(0, 9)) for _ in range(n))


def add(i, docType, date, institution, aliases, department, specialty, person,
        appointment, pnr_printed, text, lang, heading, why):
    DOCS.append({
        "id": f"ck{i:03d}",
        "docType": docType,
        "documentDate": date,
        "institution": institution,
        "institutionAliases": aliases,
        "department": department,
        "specialty": specialty,
        "person": person,
        "appointment": appointment,
        "hasPersonnummer": bool(pnr_printed),
        "personnummer": FAMILY[person] if pnr_printed else None,
        "text": text,
        "_lang": lang,
        "_heading": heading,
        "_why": why,
    })


# ---------------------------------------------------------------- addresses
ADR = {
    # the family (invented addresses)
    "oslo": ("Lyngveien 14 B", "0475 Oslo"),
    "trondheim": ("Heggdalsvegen 7", "7022 Trondheim"),
    "bergen": ("Solbakkevegen 23", "5093 Bergen"),
    "forde": ("Brekkevegen 9", "6800 Førde"),
    "bergen_parents": ("Kroken 4", "5036 Bergen"),
}


def home(name, iso):
    y = d(iso)
    if name in ("Ingrid Solheim", "Arne Solheim"):
        return ADR["bergen_parents"] if y >= d("2023-06-01") else ADR["forde"]
    if y < d("2012-08-01"):
        return ADR["oslo"]
    if y < d("2015-07-01"):
        return ADR["trondheim"]
    return ADR["bergen"]


# ============================================================ documents
# ---- epikrise-kind ------------------------------------------------------

# ck000  Epikrise, Haukeland, Hjarteavdelinga (nn)
def ck000():
    p = "Arne Solheim"
    a = home(p, "2019-11-07")
    p1 = [
        lr("Helse Bergen", "Haukeland universitetssjukehus"),
        lr("", "Hjarteavdelinga"),
        lr("", "Postboks 7610 Nygårdstangen, 5020 Bergen"),
        lr("", "Sentralbord 55 61 40 00"),
        "",
        "",
        "Fastlege Gunnhild Hatlestad",
        "Hafstadvegen legekontor",
        "Postboks 214",
        "6801 Førde",
        lr("", "Dato: 07.11.2019"),
        lr("", "Vår ref.: 19/" + ref(n=5)),
        "",
        "EPIKRISE",
        "",
        col(("Pasient:", 0), (p, 16), ("Fødselsnr.:", 46), (pn(p, 1), 60)),
        col(("Adresse:", 0), (f"{a[0]}, {a[1]}", 16)),
        col(("Innlagd:", 0), ("03.11.2019 (overflytta frå Førde sentralsjukehus)", 16)),
        col(("Utskriven:", 0), ("06.11.2019 til heimen", 16)),
        "",
        "Diagnosar",
        "  I21.4   Akutt subendokardialt hjarteinfarkt (NSTEMI)",
        "  I25.1   Aterosklerotisk hjartesjukdom, eitt-kar-sjukdom",
        "  I10     Essensiell hypertensjon",
        "",
        "Prosedyrar",
        "  FNG05   Perkutan koronar intervensjon med innsetjing av medikamentstent i",
        "          proksimale ramus circumflexus (04.11.2019)",
        "",
        "Anamnese",
        f"{age(p, '2019-11-07')} år gamal mann, pensjonert lærar, bur saman med kona i Førde. Kjend",
        "hypertensjon, behandla hos fastlege. Slutta å røykje i 1990. Ingen kjend",
        "diabetes. Kom til Førde sentralsjukehus 03.11 med trykkjande brystsmerter som",
        "stråla ut i venstre arm, debut same morgon. Troponin T 212 -> 486 ng/L. EKG viste",
        "ST-senkingar i V4-V6. Starta med Albyl-E, Brilique og Fragmin, og overflytta",
        "hit for koronar angiografi.",
        "",
        "Supplerande undersøkingar",
        "Koronar angiografi 04.11: 90 % stenose i proksimale RCX, behandla med PCI og",
        "ein medikamentavgjevande stent med godt resultat. Moderate forandringar i LAD",
        "utan signifikante stenosar. Ekkokardiografi 05.11: lett nedsett systolisk",
        "funksjon i venstre ventrikkel, EF om lag 50 %, hypokinesi lateralt. Ingen",
        "klaffefeil av betydning.",
        "",
        lr("", "Side 1 av 2"),
    ]
    p2 = [
        lr("Epikrise - Arne Solheim", "Haukeland universitetssjukehus"),
        "",
        "Forløp",
        "Ukomplisert forløp etter prosedyren. Innstikkstaden i høgre handledd utan",
        "merknad. Sinusrytme på telemetri heile opphaldet. Mobilisert frå dag 2 utan",
        "brystsmerter. Undervist om sjukdomen og medisinane av sjukepleiar.",
        "",
        "Vurdering",
        "NSTEMI behandla med PCI mot RCX. Resterande koronarsjukdom skal behandlast",
        "medikamentelt. Lett redusert pumpefunksjon, truleg som følgje av infarktet.",
        "",
        "Vidare plan",
        "- Dobbel platehemming (Brilique og Albyl-E) i 12 månader, deretter berre Albyl-E.",
        "- Kontroll ved Medisinsk poliklinikk, Førde sentralsjukehus om 3 månader med",
        "  nytt ekkokardiografi. Innkalling kjem derifrå.",
        "- Tilvising til hjarterehabilitering ved Førde sentralsjukehus er sendt.",
        "- Fastlege: kontroll av blodtrykk, kreatinin og lipidar om 6-8 veker.",
        "  Behandlingsmål LDL under 1,4 mmol/L.",
        "- Ikkje køyre bil den første veka etter utskriving.",
        "",
        "Legemiddel ved utskriving",
        col(("Legemiddel", 2), ("Dosering", 44), ("Merknad", 66)),
        col(("Albyl-E tablett 75 mg", 2), ("1 x 1", 44), ("Ny", 66)),
        col(("Brilique tablett 90 mg", 2), ("1 x 2", 44), ("Ny, til 11/2020", 66)),
        col(("Atorvastatin tablett 80 mg", 2), ("1 x 1 kveld", 44), ("Ny", 66)),
        col(("Metoprolol depottablett 50 mg", 2), ("1 x 1", 44), ("Ny", 66)),
        col(("Ramipril kapsel 5 mg", 2), ("1 x 1", 44), ("Uendra", 66)),
        col(("Pantoprazol tablett 20 mg", 2), ("1 x 1", 44), ("Ny", 66)),
        col(("Nitroglyserin resoriblett 0,25 mg", 2), ("ved behov", 44), ("Ny", 66)),
        "Seponert: Amlodipin 5 mg (erstatta av metoprolol).",
        "",
        "Med helsing",
        "",
        col(("Kristoffer Vik", 0), ("Anne Marte Lunde", 44)),
        col(("lege i spesialisering", 0), ("overlege", 44)),
        "Elektronisk godkjend",
        "",
        "Kopi: Medisinsk poliklinikk, Førde sentralsjukehus",
        "",
        lr("", "Side 2 av 2"),
    ]
    add(0, "epikrise", "2019-11-07", "Haukeland universitetssjukehus",
        ["Helse Bergen", "Helse Bergen HF", "Haukeland"], "Hjarteavdelinga",
        "Kardiologi", p, None, True, pages(p1, p2), "nn", "EPIKRISE",
        "Discharge summary after an admission with PCI. Trap: it mentions a control "
        "'om 3 månader', an innkalling that will come and a tilvising that was sent, "
        "but the letter itself summarises a stay.")


# ck001  Poliklinisk notat, Ullevål, ortopedi (nb)
def ck001():
    p = "Per Nordvik"
    a = home(p, "2010-03-18")
    p1 = [
        "Oslo universitetssykehus HF",
        "Ullevål",
        "Ortopedisk klinikk - Ortopedisk poliklinikk",
        "",
        lr("", "Oslo, 18.03.2010"),
        "",
        "Til: Fastlege Hilde Moen, Schultz gate legekontor, Schultz gate 9, 0365 Oslo",
        "",
        "",
        "POLIKLINISK NOTAT",
        "",
        f"Pasient:  {p}, født {born(p)}",
        f"          {a[0]}, {a[1]}",
        "Konsultasjon 17.03.2010 - Ortopedisk poliklinikk, Ullevål",
        "Lege:     Stian Rønning, overlege",
        "",
        "Problemstilling",
        "Smerter og låsningsepisoder i høyre kne etter vridningsskade.",
        "",
        "Anamnese",
        f"{age(p, '2010-03-17')} år gammel mann, ingeniør, ellers frisk. Vridde høyre kne under",
        "fotballtrening i januar. Siden da smerter medialt, hevelse etter belastning og",
        "tre episoder med låsning der han har måttet 'riste løs' kneet. Bruker ingen faste",
        "medisiner. Ingen kjente allergier.",
        "",
        "Funn",
        "Lett hydrops høyre kne. Full ekstensjon, fleksjon til 130 grader. Ømhet over",
        "mediale leddspalte. McMurray positiv medialt. Stabil i frontal- og sagittalplan,",
        "negativ Lachman og skuffetest.",
        "MR høyre kne (tatt privat 02.03.2010) er gjennomgått: skrå ruptur i bakhornet av",
        "mediale menisk, intakte korsbånd, ingen bruskskade av betydning.",
        "",
        "Vurdering",
        "Symptomgivende medial meniskruptur med mekaniske plager. Det er indikasjon for",
        "artroskopi med reseksjon eventuelt sutur av menisken.",
        "",
        "Plan",
        "Pasienten settes på venteliste for artroskopi ved Ortopedisk klinikk. Forventet",
        "ventetid er 4-5 måneder, og han er informert om fritt behandlingsvalg. Han",
        "vurderer selv å få inngrepet utført privat. Frem til operasjon: belastning etter",
        "smerte, unngå vridning og kontaktidrett. Ny kontakt ved forverring.",
        "",
        "Diagnose: S83.2 Ruptur av menisk, aktuell",
        "",
        "Stian Rønning",
        "overlege",
        "Dokumentet er elektronisk godkjent og har derfor ingen signatur",
    ]
    add(1, "epikrise", "2010-03-18", "Ullevål sykehus",
        ["Oslo universitetssykehus", "Oslo universitetssykehus HF", "OUS", "Ullevål"],
        "Ortopedisk klinikk", "Ortopedi", p, None, False, pages(p1), "nb",
        "POLIKLINISK NOTAT",
        "An outpatient note written after the consultation; the waiting list and the "
        "planned operation are plans inside a clinical note, not a summons.")


# ck002  Konsultasjonsnotat, avtalespesialist ØNH (nn)
def ck002():
    p = "Sofie Aas"
    a = home(p, "2017-10-12")
    p1 = [
        lr("NESTTUN ØNH-SENTER", "Spesialist i øyre-nase-halssjukdomar"),
        lr("Østre Nesttunvegen 31, 5221 Nesttun", "Torgeir Bøe"),
        lr("Tlf. 55 13 72 80", "Avtalespesialist i Helse Vest"),
        "",
        "",
        "Til fastlege Synnøve Rygg",
        "Kalfaret legekontor",
        "Kalfarveien 58",
        "5018 Bergen",
        "",
        lr("", "Nesttun, 12. oktober 2017"),
        "",
        "KONSULTASJONSNOTAT",
        "",
        f"Gjeld: {p}, fnr. {pn(p, 1)}",
        f"{a[0]}, {a[1]}",
        "",
        f"Takk for tilvising. Eg såg {age(p, '2017-10-12')} år gamle Sofie i dag saman med mor.",
        "",
        "Aktuelt: Gjentekne øyrebetennelsar sidan barnehagealder, fire episodar siste",
        "året, sist i august. Mor fortel om snorking, munnpusting og uroleg søvn. Lærar",
        "har meldt at ho av og til ikkje høyrer beskjedar i klasserommet.",
        "",
        "Funn: Begge trommehinner matte og inndregne, væskenivå bak høgre. Tympanometri",
        "flat kurve (type B) bilateralt. Nasofaryngoskopi: store adenoide vegetasjonar",
        "som dekkjer om lag 2/3 av choanene. Tonsillar storleik 2, ikkje betente.",
        "Screeningaudiometri: lett konduktivt hørselstap, om lag 25 dB bilateralt.",
        "",
        "Vurdering: Sekretorisk otitt bilateralt og adenoid hypertrofi med hørselstap",
        "og plager over fleire månader. Eg tilrår adenotomi og innlegging av dren i",
        "begge trommehinner.",
        "",
        "Tiltak: Eg har i dag sendt tilvising til Øyre-nase-hals-avdelinga,",
        "Haukeland universitetssjukehus, for inngrepet. Dei sender innkalling direkte",
        "til føresette. Ved ny akutt øyrebetennelse før inngrepet: vanleg behandling",
        "hos fastlege.",
        "",
        "Diagnosar: H65.3 Kronisk mukoid mellomøyrebetennelse. J35.2 Adenoid hypertrofi.",
        "",
        "Venleg helsing",
        "",
        "Torgeir Bøe",
        "spesialist i øyre-nase-halssjukdomar",
        "",
        "Kopi: føresette",
    ]
    add(2, "epikrise", "2017-10-12", "Nesttun ØNH-senter",
        ["Nesttun ØNH", "Torgeir Bøe"], None, "Øre-nese-hals", p, None, True,
        pages(p1), "nn", "KONSULTASJONSNOTAT",
        "A private specialist's note after seeing the child. Trap: it says a tilvising "
        "to Haukeland has been sent, but the document is the consultation note.")


# ck003  Journalnotat, GP Førde (nn)
def ck003():
    p = "Ingrid Solheim"
    p1 = [
        "Hafstadvegen legekontor",
        "Hafstadvegen 20, 6800 Førde   -   Telefon 57 82 41 10",
        "",
        "JOURNALNOTAT",
        "",
        col(("Pasient", 0), (p, 14), ("Fødselsnummer", 44), (pn(p), 60)),
        col(("Notatdato", 0), ("08.02.2021", 14), ("Kontakttype", 44), ("Konsultasjon", 60)),
        col(("Lege", 0), ("Gunnhild Hatlestad", 14), ("Notattype", 44), ("Ordinær", 60)),
        "",
        "S:",
        f"{age(p, '2021-02-08')} år gamal kvinne, kjem saman med ektemannen. Svimmelheit dei",
        "siste tre vekene, mest når ho reiser seg frå senga om morgonen. Har ikkje falle, men",
        "har halde seg i møblane. Ingen brystsmerter, ingen hjartebank. Et og drikk litt",
        "mindre enn før. Blodtrykksmedisinen vart auka i november.",
        "",
        "O:",
        "Allmenntilstand god. BT sitjande 128/72, ståande etter 1 min 104/64, etter",
        "3 min 108/66. Puls 72 regelmessig. Cor: ingen bilyd. Nevrologisk grovt",
        "normalt, Romberg normal, Dix-Hallpike negativ bilateralt.",
        "",
        "A:",
        "Ortostatisk hypotensjon, truleg medikamentelt betinga. R42 Svimmelheit.",
        "",
        "P:",
        "Amlodipin redusert frå 10 mg til 5 mg dagleg. Rådd til å drikke 1,5 liter",
        "dagleg og reise seg roleg. Blodprøvar teke i dag (Hb, natrium, kalium,",
        "kreatinin, TSH, B12), svar vert følgt opp. Ny time om to veker for kontroll",
        "av blodtrykk; tek kontakt før dersom ho fell eller vert verre.",
        "",
        "Gunnhild Hatlestad, spesialist i allmennmedisin",
    ]
    add(3, "epikrise", "2021-02-08", "Hafstadvegen legekontor", [], None,
        "Allmennmedisin", p, None, True, pages(p1), "nn", "JOURNALNOTAT",
        "A GP's journal note (SOAP) after a consultation. Trap: 'Ny time om to veker' "
        "without a date - a plan, not a summons.")


# ck004  Notat fra legevakt, Bergen legevakt (nb)
def ck004():
    p = "Jonas Nordvik"
    p1 = [
        lr("BERGEN KOMMUNE", "Dato: 20.05.2018"),
        "Bergen legevakt",
        "Solheimsgaten 19, 5058 Bergen",
        "",
        "NOTAT FRA LEGEVAKT",
        "",
        col(("Pasient:", 0), (f"{p}  ({pn(p)})", 12)),
        col(("Ankomst:", 0), ("20.05.2018 kl. 17:05", 12), ("Hastegrad:", 46), ("Gul", 58)),
        col(("Lege:", 0), ("Marius Fosse, lege", 12), ("Fastlege:", 46), ("Synnøve Rygg", 58)),
        "",
        "Årsak til henvendelse: Smerter venstre albue etter fall fra trampoline.",
        "",
        f"Anamnese: {age(p, '2018-05-20')} år gammel gutt, tidligere frisk. Falt ca. kl. 15 fra",
        "trampoline hjemme og tok seg for med venstre arm. Vil ikke bruke armen. Ingen",
        "hodeskade, ingen bevissthetstap. Far følger.",
        "",
        "Funn: Holder armen i lett fleksjon. Hevelse og ømhet over distale humerus",
        "lateralt. God radialispuls, kapillærfylning under 2 sek. Beveger fingrene, sensi-",
        "bilitet vurdert normal. Ingen andre skader.",
        "",
        "Røntgen venstre albue (legevakten): Positivt fettputetegn. Mulig ikke-dislosert",
        "suprakondylær humerusfraktur, ikke sikker frakturlinje.",
        "",
        "Vurdering: Sannsynlig udislosert suprakondylær fraktur venstre albue.",
        "Sirkulasjon og nervefunksjon intakt.",
        "",
        "Tiltak: Gipsskinne (overarm) og fatle. Paracetamol mikstur 24 mg/ml, 7,5 ml",
        "inntil 4 ganger i døgnet. Henvist til Ortopedisk poliklinikk, Haukeland, for",
        "kontroll med nye bilder om 7-10 dager; de sender innkalling. Far informert om",
        "tegn på nedsatt sirkulasjon og når man skal ta kontakt på nytt.",
        "",
        "Diagnose: L76 Brudd annet (ICPC-2)",
        "",
        "Kopi til fastlege.",
        "Marius Fosse, lege",
    ]
    add(4, "epikrise", "2018-05-20", "Bergen legevakt",
        ["Legevakten i Bergen", "Bergen kommune"], None, "Allmennmedisin", p,
        None, True, pages(p1), "nb", "NOTAT FRA LEGEVAKT",
        "An emergency-room note. Traps: an X-ray finding inside it and 'Henvist til "
        "Ortopedisk poliklinikk'; the document is the note, not the referral or the result.")


# ck005  Notat frå psykolog (nn)
def ck005():
    p = "Kari Nordvik"
    p1 = [
        "Tveit psykologpraksis",
        "Psykologspesialist Solveig Tveit",
        "Vaskerelven 8, 5014 Bergen",
        "",
        lr("Fastlege Synnøve Rygg", "Bergen, 26.09.2016"),
        "Kalfaret legekontor",
        "5018 Bergen",
        "",
        "",
        "NOTAT FRÅ PSYKOLOG",
        "Sluttrapport etter avslutta samtalebehandling",
        "",
        f"Klient: {p}, fødd {born(p, 1)}",
        "",
        "Bakgrunn",
        "Kari vart tilvist frå deg i februar i år med symptom på utmatting, søvnvanskar",
        "og bekymring etter flytting til Bergen, ny jobb og ein krevjande periode med to",
        "små born. Ho har ikkje tidlegare vore i kontakt med psykisk helsevern.",
        "",
        "Forløp",
        "Vi har hatt 12 samtalar frå mars til september. Arbeidet har vore kognitivt",
        "orientert, med vekt på søvnhygiene, realistisk planlegging i kvardagen og",
        "handtering av grubling. Ho har brukt søvndagbok og aktivitetsplan mellom timane.",
        "",
        "Status ved avslutning",
        "Ho søv no 6,5-7 timar dei fleste netter og opplever at ho har meir overskot.",
        "Skåren på HADS er redusert frå 11/9 (angst/depresjon) ved oppstart til 6/4 no.",
        "Ho er i full jobb. Det er ikkje teikn til alvorleg depresjon eller suicidalitet.",
        "",
        "Vurdering",
        "Tilpassingsforstyrring med blanda angst- og depresjonssymptom (F43.2), no i",
        "god betring. Vidare behandling hos psykolog er ikkje naudsynt no.",
        "",
        "Ho kan ta kontakt att ved behov, og ho veit at ho då treng ny tilvising.",
        "",
        "Venleg helsing",
        "Solveig Tveit",
        "psykologspesialist",
    ]
    add(5, "epikrise", "2016-09-26", "Tveit psykologpraksis",
        ["Psykologspesialist Solveig Tveit"], None, "Psykiatri", p, None, False,
        pages(p1), "nn", "NOTAT FRÅ PSYKOLOG / Sluttrapport etter avslutta samtalebehandling",
        "A psychologist's closing note after treatment: a clinical summary. "
        "The 'tilvist frå deg' and 'ny tilvising' mentions are background.")


# ck006  Sluttrapport fysioterapi (nb)
def ck006():
    p = "Per Nordvik"
    p1 = [
        lr("Sandviken Fysioterapi og Trening", "Org.nr. 918 442 617"),
        "Sandviksveien 96, 5035 Bergen  |  post@sandviken-fysio.example  |  55 31 04 92",
        "",
        "",
        "Til: Fastlege Synnøve Rygg, Kalfaret legekontor",
        "",
        lr("BEHANDLINGSRAPPORT - FYSIOTERAPI", "Dato: 03.06.2022"),
        "",
        col(("Pasient:", 0), (p, 18)),
        col(("Fødselsnummer:", 0), (pn(p), 18)),
        col(("Henvisning:", 0), ("fra deg, datert 11.02.2022", 18)),
        col(("Behandlingsperiode:", 0), ("24.02.2022 - 31.05.2022, 12 behandlinger", 20)),
        col(("Fysioterapeut:", 0), ("Lars Eide, spesialist i muskel- og skjelettfysioterapi", 18)),
        "",
        "Problemstilling ved oppstart",
        "Smerter i høyre skulder gjennom 4 måneder, verst ved løft over hodehøyde og om",
        "natten ved liggende på høyre side. Arbeider delvis på kontor, trener styrke.",
        "",
        "Undersøkelse ved oppstart",
        "Aktiv fleksjon 150 grader med smertebue 80-120 grader. Smerte ved isometrisk",
        "utadrotasjon og abduksjon. Positiv Hawkins-Kennedy. Nedsatt skapulær kontroll.",
        "",
        "Tiltak",
        "Progressiv styrketrening for rotatorcuff og skapulastabilisatorer, hjemme-",
        "program 4 dager i uken, råd om belastningsstyring. Ingen injeksjon.",
        "",
        "Status ved avslutning",
        "Full aktiv bevegelighet uten smertebue. Smerte NRS 1/10 ved belastning (7/10 ved",
        "oppstart). QuickDASH 9 (43 ved oppstart). Sover uten å våkne av smerter.",
        "",
        "Vurdering",
        "Subakromiale smerter / rotatorcuff-tendinopati med god effekt av trening.",
        "Behandlingen avsluttes. Han fortsetter hjemmeprogrammet 2 ganger i uken.",
        "Ny henvisning er ikke nødvendig, men han kan ta kontakt ved tilbakefall.",
        "",
        "Med vennlig hilsen",
        "Lars Eide",
        "fysioterapeut",
    ]
    add(6, "epikrise", "2022-06-03", "Sandviken Fysioterapi og Trening",
        ["Sandviken Fysioterapi"], None, "Rehabilitering", p, None, True,
        pages(p1), "nb", "BEHANDLINGSRAPPORT - FYSIOTERAPI",
        "A physiotherapist's closing report summarising a course of treatment. "
        "The referral it answers is only named.")


# ck007  Rapport etter opphald, Nordfjord sjukehus rehabilitering (nn)
def ck007():
    p = "Ingrid Solheim"
    a = home(p, "2015-10-23")
    p1 = [
        lr("Helse Førde", "Nordfjord sjukehus"),
        lr("", "Avdeling for fysikalsk medisin og rehabilitering"),
        lr("", "6770 Nordfjordeid"),
        "",
        "Fastlege Gunnhild Hatlestad",
        "Hafstadvegen legekontor",
        "6800 Førde",
        "",
        lr("", "Nordfjordeid, 23.10.2015"),
        "",
        "RAPPORT ETTER OPPHALD",
        "",
        f"Pasient: {p}   Fødselsnr.: {pn(p, 1)}",
        f"Adresse: {a[0]}, {a[1]}",
        "Opphald: 21.09.2015 - 16.10.2015 (rehabiliteringsopphald, 4 veker)",
        "",
        "Tilvisingsgrunn",
        "Tilvist frå Voss sjukehus etter operert lårhalsbrot høgre side (osteosyntese",
        "03.08.2015). Nedsett gangfunksjon og redusert sjølvhjelpsevne etter sjukehus-",
        "opphaldet og korttidsopphald i kommunen.",
        "",
        "Mål for opphaldet (sett saman med pasienten)",
        "1. Gå innandørs utan ganghjelpemiddel og utandørs med stokk.",
        "2. Greie trapp (12 trinn) heime med rekkverk.",
        "3. Klare personleg stell og enkel matlaging sjølv.",
        "",
        "Tverrfagleg arbeid",
        "Fysioterapi dagleg (gangtrening, balanse, styrke), ergoterapi med ADL-trening",
        "og heimebesøk 08.10 saman med ektemann, samtalar med sosionom om hjelpe-",
        "middel. Sjukepleie: smertelindring, ernæring og beinhelse.",
        "",
        "Resultat",
        col(("", 0), ("Ved innkomst", 36), ("Ved utreise", 56)),
        col(("Timed Up and Go", 2), ("24 s (rullator)", 36), ("12 s (stokk)", 56)),
        col(("Bergs balanseskala", 2), ("34/56", 36), ("47/56", 56)),
        col(("6 minutt gangtest", 2), ("190 m", 36), ("340 m", 56)),
        col(("Trapp", 2), ("ikkje utført", 36), ("12 trinn, rekkverk", 56)),
        "Mål 1 og 2 er nådd. Mål 3 er delvis nådd; ho treng framleis hjelp til dusj.",
        "",
        lr("", "Side 1 av 2"),
    ]
    p2 = [
        lr("Rapport etter opphald", f"{p}, {pn(p, 1)}"),
        "",
        "Medisinsk",
        "Beintettleiksmåling (DXA) under opphaldet viste osteoporose i lårhalsen",
        "(T-skåre -2,9). Starta med zoledronsyre infusjon 5 mg 12.10.2015, vel tolerert.",
        "Kalsium og D-vitamin held fram.",
        "",
        "Vidare oppfølging",
        "- Fysioterapeut i Førde kommune held fram med trening to gonger i veka.",
        "- Heimesjukepleie ein gong dagleg for hjelp til dusj i ein overgangsperiode.",
        "- Zoledronsyre skal gjevast årleg, neste gong oktober 2016 (fastlege tilviser).",
        "- Ho har fått tryggleiksalarm og dusjkrakk.",
        "",
        "Diagnosar: Z50.9 Rehabilitering. S72.0 Lårhalsbrot (operert). M81.9 Osteoporose.",
        "",
        "Med helsing",
        "",
        col(("Hege Strand", 0), ("Bjørn Tefre", 48)),
        col(("spesialist i fysikalsk medisin og rehab.", 0), ("fysioterapeut", 48)),
        "",
        lr("", "Side 2 av 2"),
    ]
    add(7, "epikrise", "2015-10-23", "Nordfjord sjukehus",
        ["Helse Førde", "Helse Førde HF"], "Avdeling for fysikalsk medisin og rehabilitering",
        "Rehabilitering", p, None, True, pages(p1, p2), "nn", "RAPPORT ETTER OPPHALD",
        "A report after a rehabilitation stay - the Nynorsk equivalent of an epikrise. "
        "Admission and discharge dates appear before the letter date.")


# ck008  Svar på henvisning, St. Olavs, Øyeavdelingen (nb)
def ck008():
    p = "Kari Nordvik"
    a = home(p, "2012-11-14")
    p1 = [
        "St. Olavs hospital HF",
        "Øyeavdelingen",
        "Postboks 3370 Torgarden, 7006 Trondheim",
        "",
        "",
        lr("Fastlege Øystein Krogstad", "Vår dato: 14.11.2012"),
        lr("Møllenberg legesenter", "Deres dato: 05.11.2012"),
        lr("Nedre Møllenberg gate 30", "Saksnr.: 12/" + ref(n=6)),
        "7014 Trondheim",
        "",
        "",
        "Svar på henvisning",
        "",
        f"Pasient: {p}, f. {born(p)}, {a[0]}, {a[1]}",
        "",
        "Takk for henvisning datert 05.11.2012 vedrørende rødt, lysømt høyre øye.",
        "Pasienten ble sett som øyeblikkelig hjelp på vår poliklinikk 07.11.2012.",
        "",
        "Anamnese: Kjent psoriasisartritt, behandlet med metotreksat ved Diakonhjemmet",
        "frem til flytting i sommer, nå fulgt ved Revmatologisk avdeling her. Fem dager",
        "med rødme, smerter og lysskyhet høyre øye. Tåkesyn. Ingen tidligere episoder.",
        "",
        "Funn: Visus uten korreksjon hø. 0,6, ve. 1,0. Trykk 15/14 mmHg. Høyre øye:",
        "ciliær injeksjon, keratiske presipitater, celler 2+ og flare 1+ i fremre kammer.",
        "Ingen synekier. Fundus i mydriasis: normale forhold begge øyne.",
        "",
        "Diagnose: H20.0 Akutt fremre uveitt, høyre øye",
        "",
        "Vurdering og behandling: Akutt fremre uveitt, sannsynlig assosiert til hennes",
        "psoriasisartritt. Startet med Pred Forte 1 % dråper hver time i våken tilstand",
        "og Cyclogyl 1 % x 2. Ved kontroll 13.11 var det klar bedring, celler 1+, visus",
        "0,9. Pred Forte trappes ned over 5 uker etter utlevert skjema.",
        "",
        "Videre: Ny kontroll hos oss om ca. 4 uker; innkalling sendes separat. Hun er",
        "informert om å ta kontakt samme dag ved ny rødme eller smerter. Kopi av",
        "dette brevet er sendt behandlende revmatolog.",
        "",
        "Med vennlig hilsen",
        "",
        "Ragnhild Aune",
        "overlege, Øyeavdelingen",
        "",
        "Kopi: Revmatologisk avdeling, St. Olavs hospital",
    ]
    add(8, "epikrise", "2012-11-14", "St. Olavs hospital",
        ["St. Olavs hospital HF", "St. Olavs", "St. Olav"], "Øyeavdelingen",
        "Øyesykdommer", p, None, False, pages(p1), "nb", "Svar på henvisning",
        "A specialist's answer to the GP after examining and treating the patient - a "
        "clinical summary despite the word 'henvisning' in its heading. The 'Deres dato' "
        "(referral date) precedes the letter date.")


# ck009  Vurdering, BUP (nn)
def ck009():
    p = "Sofie Aas"
    a = home(p, "2024-03-21")
    p1 = [
        "Helse Bergen",
        "Psykisk helsevern for barn og unge",
        "BUP Sentrum",
        "Postboks 1422, 5021 Bergen",
        "",
        "",
        "Til fastlege Synnøve Rygg, Kalfaret legekontor",
        "Kopi: føresette",
        "",
        lr("", "Bergen, 21. mars 2024"),
        "",
        "VURDERING",
        "",
        f"Namn: {p}",
        f"Fødselsnummer: {pn(p)}",
        f"Adresse: {a[0]}, {a[1]}",
        "",
        "Bakgrunn for vurderinga",
        "Sofie vart tilvist frå fastlege i oktober 2023 med aukande angst, vegring mot å",
        "gå på skulen og magesmerter om morgonen. Ho har vore til utgreiing hos oss med",
        "fire samtalar (to med Sofie åleine, to saman med mor og far), skuleobservasjon",
        "og innhenta opplysningar frå skule og helsesjukepleiar.",
        "",
        "Kartlegging",
        "Spence Children's Anxiety Scale (barn): forhøgd på sosial angst og",
        "separasjonsangst. SDQ (føresette og lærar): forhøgde emosjonelle vanskar,",
        "ingen vanskar med åtferd eller merksemd. Kiddie-SADS: kriteria for sosial",
        "angstliding er oppfylte. Ingen teikn til depresjon av klinisk grad eller",
        "sjølvskading.",
        "",
        "Vurdering",
        f"Sofie er ei {age(p, '2024-03-21')} år gamal jente med sosial angstliding (F40.1) som",
        "gjev klar funksjonssvikt, særleg med omsyn til skule. Magesmertene vert vurderte",
        "som ein del av angstbiletet; somatisk utgreiing hos fastlege var normal.",
        "",
        "Tilråding og vidare plan",
        "- Ho får tilbod om kognitiv åtferdsterapi ved BUP Sentrum, 12-16 timar, med",
        "  eksponeringsarbeid og foreldrerettleiing. Behandlar er Ida Hjelmeland.",
        "- Samarbeidsmøte med skulen i april for tilrettelegging og gradvis",
        "  auke av oppmøte.",
        "- Medikamentell behandling er ikkje aktuelt no.",
        "",
        "Med helsing",
        "",
        col(("Ida Hjelmeland", 0), ("Kjetil Sandvik", 40)),
        col(("psykologspesialist", 0), ("overlege, barne- og ungdomspsykiatri", 40)),
    ]
    add(9, "epikrise", "2024-03-21", "Helse Bergen",
        ["Helse Bergen HF", "BUP Sentrum", "Psykisk helsevern for barn og unge"],
        "BUP Sentrum", "Barne- og ungdomspsykiatri", p, None, True, pages(p1), "nn",
        "VURDERING",
        "The conclusion of an assessment at BUP after meeting the child: a clinical "
        "summary. It answers an earlier tilvising and offers treatment, but sets no time.")


# ck010  Oppsummering, UNN Tromsø (nb)
def ck010():
    p = "Jonas Nordvik"
    a = home(p, "2023-07-18")
    p1 = [
        lr("UNN", "Universitetssykehuset Nord-Norge HF"),
        lr("", "Barne- og ungdomsklinikken"),
        lr("", "Barneavdelingen, Tromsø"),
        "",
        "",
        "Til foresatte for Jonas Nordvik",
        f"{a[0]}",
        f"{a[1]}",
        "",
        lr("", "Tromsø, 18.07.2023"),
        "",
        "OPPSUMMERING AV OPPHOLDET",
        "",
        f"Pasient: {p}    Fnr.: {pn(p, 1)}",
        "Opphold: 16.07.2023 - 17.07.2023, Barneavdelingen, UNN Tromsø",
        "Kopi: Fastlege Synnøve Rygg, Kalfaret legekontor, Bergen",
        "",
        "Hva skjedde",
        f"Jonas ({age(p, '2023-07-16')} år) falt av sykkel uten hjelm i en nedoverbakke under ferie i",
        "Tromsø og slo hodet mot asfalten. Han var ikke bevisstløs, men kastet opp to",
        "ganger og var trett og litt forvirret da han kom til Akuttmottaket.",
        "",
        "Undersøkelser",
        "Glasgow Coma Score 14 ved ankomst, 15 etter to timer. Ingen fokale nevrologiske",
        "utfall. CT caput: ingen blødning eller brudd. Skrubbsår på panne og høyre kne,",
        "renset og dekket.",
        "",
        "Forløp",
        "Observert på Barneavdelingen med nevrologisk tilsyn hver time de første seks",
        "timene, deretter annenhver time. Han har ikke kastet opp siden ankomst, spiser",
        "og drikker og er i god form ved utreise.",
        "",
        "Diagnose: S06.0 Hjernerystelse",
        "",
        "Råd videre",
        "- Rolige dager med lite skjerm den første uken, gradvis tilbake til aktivitet.",
        "- Ingen sykling, klatring eller ballspill med hodeduell på to uker.",
        "- Ta kontakt med lege straks ved tiltakende hodepine, gjentatte oppkast,",
        "  uvanlig søvnighet eller endret oppførsel.",
        "- Vi har ikke planlagt noen kontroll her. Fastlege kan vurdere ham ved behov",
        "  etter hjemkomst.",
        "",
        "Med vennlig hilsen",
        "Maren Pedersen, lege i spesialisering, Barneavdelingen",
    ]
    add(10, "epikrise", "2023-07-18", "Universitetssykehuset Nord-Norge",
        ["UNN", "UNN Tromsø", "Universitetssykehuset Nord-Norge HF"], "Barneavdelingen",
        "Barnesykdommer", p, None, True, pages(p1), "nb", "OPPSUMMERING AV OPPHOLDET",
        "A plain-language summary of a short admission written to the parents: an "
        "epikrise by content. Admission dates come before the letter date.")


# ck011  Statusrapport, Diakonhjemmet, revmatologi (nb)
def ck011():
    p = "Kari Nordvik"
    a = home(p, "2012-06-20")
    p1 = [
        "DIAKONHJEMMET SYKEHUS",
        "Revmatologisk avdeling",
        "Postboks 41 Vinderen, 0319 Oslo",
        "",
        lr("Fastlege Hilde Moen", "Oslo, 20.06.2012"),
        "Schultz gate legekontor",
        "Schultz gate 9",
        "0365 Oslo",
        "",
        "",
        "STATUSRAPPORT",
        "",
        col(("Pasient", 0), (p, 14)),
        col(("Fødselsnr.", 0), (pn(p), 14)),
        col(("Adresse", 0), (f"{a[0]}, {a[1]}", 14)),
        col(("Diagnose", 0), ("L40.5 Psoriasisartritt (M07.3)", 14)),
        "",
        "Pasienten flytter til Trondheim i august, og vi gir derfor en oppsummering av",
        "status og behandling så langt.",
        "",
        "Sykehistorie",
        "Debuterte høsten 2011, etter fødsel i juni, med hevelse i flere fingerledd og",
        "hele 3. tå venstre fot (daktylitt). Psoriasis i hårbunn og på albuer siden",
        "tenårene. CRP ved debut 28 mg/L, RF og anti-CCP negative. Røntgen hender og",
        "føtter uten erosjoner.",
        "",
        "Behandling",
        "Metotreksat startet 12/2011, opptrappet til 20 mg en gang i uken subkutant,",
        "med folsyre 5 mg ukentlig. God toleranse. Én intraartikulær steroidinjeksjon",
        "i høyre kne 02/2012.",
        "",
        "Status ved siste kontroll 14.06.2012",
        "Ingen hovne ledd, to ømme ledd. DAS28-CRP 2,1 (remisjon). Pasientens globale",
        "vurdering 2/10. CRP 3 mg/L, SR 8. ALAT 31, kreatinin 64, Hb 13,1 og leukocytter",
        "5,8 - alle innen referanseområdet. Hudstatus: lette plakk på albuer.",
        "",
        "Videre plan",
        "- Uendret metotreksat. Blodprøvekontroll hver 3. måned (Hb, leukocytter,",
        "  trombocytter, ALAT, kreatinin) hos fastlege.",
        "- Metotreksat skal seponeres minst 3 måneder før eventuell ny graviditet.",
        "- Henvisning til Revmatologisk avdeling, St. Olavs hospital, er sendt for",
        "  videre oppfølging der fra høsten.",
        "",
        "Med vennlig hilsen",
        "Else Marie Berg, overlege",
    ]
    add(11, "epikrise", "2012-06-20", "Diakonhjemmet sykehus",
        ["Diakonhjemmet", "Diakonhjemmet Sykehus AS"], "Revmatologisk avdeling",
        "Revmatologi", p, None, True, pages(p1), "nb", "STATUSRAPPORT",
        "A status report summarising the course so far. Trap: it announces that a "
        "henvisning to St. Olavs has been sent; the lab values are part of a summary.")


# ck012  Operasjonsbeskrivelse, Aleris Frogner (nb)
def ck012():
    p = "Per Nordvik"
    p1 = [
        lr("Aleris", "Aleris Frogner"),
        lr("", "Ortopedi og idrettsmedisin"),
        lr("", "Drammensveien 72, 0271 Oslo"),
        "",
        "OPERASJONSBESKRIVELSE",
        "",
        col(("Pasient:", 0), (p, 16), ("Fnr.:", 48), (pn(p), 56)),
        col(("Operasjonsdato:", 0), ("08.09.2010", 16), ("Stue:", 48), ("2", 56)),
        col(("Operatør:", 0), ("Dr. med. Henrik Aasen", 16), ("Assistent:", 48), ("opr.spl. Tone Li", 60)),
        col(("Anestesi:", 0), ("Generell anestesi (LMA)", 16), ("Anestesilege:", 48), ("Per Ove Dahl", 62)),
        "",
        "Preoperativ diagnose:  S83.2 Medial meniskruptur høyre kne",
        "Postoperativ diagnose: S83.2 Lapprift i bakhorn medial menisk høyre kne",
        "Prosedyre:             NGD11 Artroskopisk partiell meniskreseksjon i kne",
        "",
        "Indikasjon",
        "Mekaniske plager og låsninger høyre kne siden januar 2010. MR viser ruptur i",
        "bakhornet av mediale menisk. Vurdert ved Ullevål, står på venteliste, ønsker",
        "inngrepet utført her.",
        "",
        "Beskrivelse av inngrepet",
        "Ryggleie, blodtomhet ikke benyttet. Vask og steril oppdekning. Standard antero-",
        "lateral og anteromedial portal. Systematisk inspeksjon: Patellofemoralleddet",
        "med intakt brusk. Mediale kompartment: lapprift i bakhornet av menisken, lappen",
        "er luksert inn i interkondylærgropen. Ikke egnet for sutur. Lappen reseseres med",
        "punch og shaver til stabil kant; ca. 25 % av bakhornet fjernet. Brusken medialt",
        "ICRS grad 1 på femurkondylen. Fremre og bakre korsbånd intakte og stramme.",
        "Laterale kompartment normalt. Skylling. Portalene lukkes med Ethilon 3-0.",
        "20 ml Marcain-adrenalin 5 mg/ml intraartikulært. Steril bandasje.",
        "",
        "Peroperativt forløp uten komplikasjoner. Blødning minimal.",
        "",
        "Postoperativt",
        "Full belastning etter smerte, krykker de første dagene ved behov. Fjerning av",
        "sting hos fastlege etter 12-14 dager. Øvelsesprogram fra fysioterapeut utlevert.",
        "Sykmeldt 2 uker. Kontroll hos operatør om 6 uker.",
        "",
        "Henrik Aasen",
        "spesialist i ortopedisk kirurgi",
        lr("Signert elektronisk 08.09.2010", "Aleris Helse AS"),
    ]
    add(12, "epikrise", "2010-09-08", "Aleris Frogner",
        ["Aleris", "Aleris Helse AS"], "Ortopedi og idrettsmedisin", "Ortopedi", p,
        None, True, pages(p1), "nb", "OPERASJONSBESKRIVELSE",
        "An operation note is a clinical document written after treating the patient; "
        "the contract's closest kind is epikrise. 'Kontroll om 6 uker' carries no time.")


# ck013  Tverrfagleg epikrise, Førde sentralsjukehus, geriatri (nn)
def ck013():
    p = "Arne Solheim"
    a = home(p, "2022-01-28")
    p1 = [
        "Helse Førde HF",
        "Førde sentralsjukehus",
        "Medisinsk avdeling - Geriatrisk seksjon",
        "Svanehaugvegen 12, 6812 Førde",
        "",
        lr("", "Førde, 28.01.2022"),
        "",
        "Mottakarar: Fastlege Gunnhild Hatlestad, Hafstadvegen legekontor",
        "            Heimetenesta, Førde kommune",
        "",
        "TVERRFAGLEG EPIKRISE",
        "",
        f"{p}, f. {born(p)} ({pn(p, 1)}), {a[0]}, {a[1]}",
        "Innlagd 19.01.2022 - utskriven 27.01.2022",
        "",
        "Diagnosar: F05.0 Delirium. N39.0 Urinvegsinfeksjon. W19 Fall i heimen.",
        "Bidiagnosar: I25.1 Koronarsjukdom, PCI 2019. I10 Hypertensjon. Lett kognitiv svikt.",
        "",
        "LEGE",
        f"{age(p, '2022-01-19')} år gamal mann innlagd etter fall i heimen på natta, funnen av kona.",
        "Ved innkomst uroleg, desorientert for tid, feber 38,6. CRP 142, leukocyttar 14,3.",
        "Urinstix: nitritt og leukocyttar positive, dyrking E. coli sensitiv for",
        "mecillinam. CT caput utan blødning. Behandla med intravenøs ampicillin og",
        "gentamicin i tre døgn, deretter mecillinam peroralt til totalt 7 døgn. Deliriet",
        "gjekk gradvis tilbake. Ved utreise orientert, MMSE 25/30 (var 27/30 i 2020).",
        "Oxynorm og zopiklon er seponerte. Medikamentliste sendt separat.",
        "",
        "SJUKEPLEIE",
        "Sjølvstendig i ADL ved utreise, treng tilsyn ved dusj. Et og drikk godt, vekt",
        "72 kg. Normal vasslating og avføring. Søv godt utan sovemedisin.",
        "",
        "FYSIOTERAPI",
        "Går med rullator innandørs, Timed Up and Go 16 s. Tilrådd vidare styrke- og",
        "balansetrening i kommunal regi, to gonger i veka.",
        "",
        "ERGOTERAPI",
        "Heimebesøk 25.01: fjerna teppe i gang, tilrådd toalettforhøgar og nattlys.",
        "",
        "Oppfølging: Fastlege vurderer kognitiv funksjon på nytt om 3 månader. Ingen",
        "kontroll ved sjukehuset.",
        "",
        "Med helsing",
        "Torunn Myklebust, overlege    Liv Sunde, sjukepleiar    Erik Hovland, fysioterapeut",
    ]
    add(13, "epikrise", "2022-01-28", "Førde sentralsjukehus",
        ["Helse Førde", "Helse Førde HF"], "Medisinsk avdeling - Geriatrisk seksjon",
        "Geriatri", p, None, True, pages(p1), "nn", "TVERRFAGLEG EPIKRISE",
        "A multidisciplinary discharge summary (lege, sjukepleie, fysio, ergo).")


# ck014  Sjukepleiarrapport, Voss sjukehus (nn)
def ck014():
    p = "Ingrid Solheim"
    p1 = [
        lr("Helse Bergen", "Voss sjukehus"),
        lr("", "Kirurgisk sengepost"),
        lr("", "Sjukehusvegen 30, 5704 Voss"),
        "",
        "Til: Korttidsavdelinga, Førde helsetun, Førde kommune",
        "",
        "SJUKEPLEIARRAPPORT VED UTSKRIVING",
        "",
        col(("Pasient:", 0), (p, 12), ("Fødselsnr.:", 44), (pn(p), 57)),
        col(("Innlagd:", 0), ("02.08.2015", 12), ("Utskriven:", 44), ("12.08.2015", 57)),
        col(("Kontaktsjukepleiar:", 0), ("Randi Lødøen", 21)),
        lr("", "Dato: 12.08.2015"),
        "",
        "Årsak til innlegging: Fall under opphald på hytte, lårhalsbrot høgre side.",
        "Operert 03.08.2015 med osteosyntese (to skruer). Full belastning tillaten.",
        "",
        "Respirasjon/sirkulasjon: BT 134/78, puls 76, SpO2 96 % på romluft. Afebril.",
        "Ernæring: Et halve porsjonar, får næringsdrikk 2 x dagleg. Vekt 61 kg.",
        "Eliminasjon: Kateter fjerna dag 2, ladar spontant. Avføring 11.08 etter Laxoberal.",
        "Hud: Operasjonssår tørt og fint, plaster skift ved behov. Sting/agraffar fjernast",
        "      14 dagar etter operasjonen (17.08).",
        "Mobilisering: Går med prekestol/rullator og hjelp av ein, 15-20 meter. Treng",
        "      hjelp til forflytting ut og inn av seng.",
        "Smerte: Paracetamol 1 g x 4 fast, Oxynorm 5 mg ved behov (har trengt 1-2 dosar",
        "      i døgnet). Smerte 3/10 i kvile.",
        "Søvn: Urolege netter dei to første døgna, no betre.",
        "Psykisk: Klar og orientert. Noko engsteleg for korleis ho skal klare seg heime.",
        "Tromboseprofylakse: Fragmin 5000 IE sc x 1 til og med 02.09.2015.",
        "",
        "Pårørande: Ektemann Arne Solheim og dotter er informerte.",
        "",
        "Medisinliste ved utskriving følgjer legeepikrisen.",
        "",
        "Med helsing",
        "Randi Lødøen, sjukepleiar",
    ]
    add(14, "epikrise", "2015-08-12", "Voss sjukehus",
        ["Helse Bergen", "Helse Bergen HF"], "Kirurgisk sengepost", "Ortopedi", p,
        None, True, pages(p1), "nn", "SJUKEPLEIARRAPPORT VED UTSKRIVING",
        "A nursing discharge report: a clinical summary of a stay, written by the "
        "nurse. Admission/operation/suture dates all precede or follow the letter date.")


# ck015  GP note with no heading (nb)
def ck015():
    p = "Emma Nordvik"
    p1 = [
        "Kalfaret legekontor",
        "Kalfarveien 58, 5018 Bergen",
        "Telefon 55 32 18 60",
        "",
        "",
        lr(f"{p}, født {born(p)}", "Bergen, 03.11.2022"),
        "",
        "Mor forteller at Emma har hatt feber opp til 39,5 siden i går kveld, er",
        "grinete, tar seg til høyre øre og har sovet dårlig. Rennende nese en uke.",
        "Drikker greit, våte bleier. Ingen utslett. Ingen tidligere ørebetennelser.",
        "",
        "Temp 38,9 (rektalt). God allmenntilstand mellom gråtetoktene. Høyre trommehinne",
        "rød og buktende, venstre lett injisert. Svelg: lett rødt. Lunger: normale",
        "respirasjonslyder. Ingen nakkestivhet, CRP 18.",
        "",
        "Akutt mellomørebetennelse høyre side (H71 Akutt otitt/myringitt).",
        "",
        f"Emma er {age(p, '2022-11-03')} år. Vi avtalte å vente med antibiotika i 48 timer og gi",
        "smertestillende (paracetamol mikstur 24 mg/ml, 5 ml inntil 4 ganger daglig)",
        "samt nesedråper. Mor har fått utsatt resept på fenoksymetylpenicillin mikstur",
        "som hentes ut dersom Emma ikke er bedre innen lørdag, eller tidligere ved",
        "forverring. Ny vurdering ved vedvarende feber over 3 døgn.",
        "",
        "Synnøve Rygg",
        "fastlege",
    ]
    add(15, "epikrise", "2022-11-03", "Kalfaret legekontor", [], None,
        "Allmennmedisin", p, None, False, pages(p1), "nb", None,
        "No heading at all: a GP's consultation note whose body alone (history, "
        "findings, diagnosis, plan) makes it a clinical note. The 'utsatt resept' is "
        "mentioned, not printed.")


# ---- lab-svar -------------------------------------------------------------

# ck016  Svarrapport, Fürst (nb)
def ck016():
    p = "Arne Solheim"
    rows = [
        ("Hemoglobin", "14,1", "g/dL", "13,4 - 17,0", ""),
        ("Leukocytter", "6,2", "10^9/L", "3,5 - 10,0", ""),
        ("Trombocytter", "231", "10^9/L", "145 - 390", ""),
        ("CRP", "<5", "mg/L", "<5", ""),
        ("Natrium", "139", "mmol/L", "137 - 145", ""),
        ("Kalium", "4,6", "mmol/L", "3,6 - 4,6", ""),
        ("Kreatinin", "104", "umol/L", "60 - 105", ""),
        ("eGFR (CKD-EPI)", "59", "mL/min/1,73m2", ">60", "L"),
        ("HbA1c", "41", "mmol/mol", "<42", ""),
        ("Kolesterol", "6,4", "mmol/L", "3,9 - 7,8", ""),
        ("LDL-kolesterol", "4,3", "mmol/L", "2,0 - 5,3", ""),
        ("HDL-kolesterol", "1,2", "mmol/L", ">1,0", ""),
        ("Triglyserider", "1,9", "mmol/L", "0,5 - 2,6", ""),
        ("PSA", "3,8", "ug/L", "<4,5", ""),
        ("TSH", "2,1", "mIE/L", "0,5 - 4,3", ""),
    ]
    p1 = [
        lr("FÜRST MEDISINSK LABORATORIUM", "SVARRAPPORT"),
        "Postboks 158 Alnabru, 0614 Oslo   Telefon 22 90 41 77",
        "",
        col(("Rekvirent:", 0), ("Gunnhild Hatlestad", 14), ("Pasient:", 48), ("SOLHEIM, ARNE", 60)),
        col(("", 0), ("Hafstadvegen legekontor", 14), ("Fødselsnr.:", 48), (pn(p), 60)),
        col(("", 0), ("Hafstadvegen 20", 14), ("Kjønn:", 48), ("M", 60)),
        col(("", 0), ("6800 FØRDE", 14), ("Prøvenr.:", 48), (ref("F", 8), 60)),
        "",
        col(("Prøvetatt:", 0), ("11.04.2013 08:40", 12), ("Mottatt:", 30), ("12.04.2013 07:55", 39),
            ("Utskrevet:", 58), ("12.04.2013 16:21", 69)),
        "",
        col(("Analyse", 0), ("Resultat", 30), ("Enhet", 42), ("Referanseområde", 60), ("Merk", 78)),
        "-" * 84,
    ]
    for r in rows:
        p1.append(col((r[0], 0), (r[1], 30), (r[2], 42), (r[3], 60), (r[4], 78)))
    p1 += [
        "-" * 84,
        "L = lavere enn referanseområdet, H = høyere enn referanseområdet.",
        "",
        "Kommentar: eGFR beregnet ut fra kreatinin, alder og kjønn. Hos personer over",
        "70 år er lett redusert eGFR vanlig; vurderes i sammenheng med klinikk.",
        "",
        "Endelig svar. Alle analyser er utført ved Fürst Medisinsk Laboratorium.",
        lr("Medisinsk ansvarlig: Lege i medisinsk biokjemi", "Side 1 av 1"),
    ]
    add(16, "lab-svar", "2013-04-12", "Fürst Medisinsk Laboratorium",
        ["Fürst", "Fürst Medisinsk Laboratorium AS"], None, None, p, None, True,
        pages(p1), "nb", "SVARRAPPORT",
        "Blood test results from a private lab. Sample and received dates precede the "
        "'Utskrevet' date, which is the document date.")


# ck017  MR skulder, Unilabs Røntgen (nb)
def ck017():
    p = "Per Nordvik"
    p1 = [
        "unilabs",
        lr("Unilabs Røntgen Bergen", "Kanalveien 58, 5068 Bergen"),
        lr("", "Telefon 55 57 84 00"),
        "",
        col(("Pasient:", 0), (f"{p}", 14), ("Født:", 50), (born(p), 58)),
        col(("Rekvirent:", 0), ("Synnøve Rygg, Kalfaret legekontor", 14)),
        col(("Us.dato:", 0), ("03.02.2022", 14), ("Svardato:", 50), ("04.02.2022", 61)),
        col(("Henv.nr.:", 0), (ref("RB", 7), 14)),
        "",
        "MR HØYRE SKULDER",
        "",
        "Klinisk problemstilling: Smerter høyre skulder i 3 måneder, smertebue.",
        "Rotatorcuffruptur?",
        "",
        "Teknikk: Standard skulderprotokoll uten kontrast, 1,5 T.",
        "",
        "Beskrivelse:",
        "Fortykket supraspinatussene med økt signal i de distale 2 cm, forenlig med",
        "tendinose. Ingen partiell eller total ruptur. Infraspinatus, subscapularis og",
        "teres minor er normale. Lang bicepssene ligger i sulcus, normal. Lett væske i",
        "bursa subacromialis-subdeltoidea. Acromion type II. Lett degenerative",
        "forandringer i AC-leddet med beskjedent benødem, uten impresjon av muskel-",
        "sene-komplekset. Labrum og glenohumeralledd uten sikre patologiske funn.",
        "",
        "Konklusjon:",
        "Tendinose i supraspinatus og lett bursitt subacromialt. Ingen ruptur.",
        "Lette degenerative forandringer i AC-leddet.",
        "",
        "Med vennlig hilsen",
        "Jørgen Halvorsen, spesialist i radiologi",
        "",
        "Bildene er tilgjengelige for rekvirent og behandlende sykehus via bildedeling.",
    ]
    add(17, "lab-svar", "2022-02-04", "Unilabs Røntgen Bergen",
        ["Unilabs", "Unilabs Røntgen", "Unilabs AS"], None, None, p, None, False,
        pages(p1), "nb", "MR HØYRE SKULDER",
        "A radiology answer (Beskrivelse/Konklusjon) from a private radiology institute; "
        "the examination name is the only heading. Svardato is the document date.")


# ck018  CT thorax, St. Olavs, no letter heading (nb)
def ck018():
    p = "Per Nordvik"
    p1 = [
        "St. Olavs hospital HF",
        "Klinikk for bildediagnostikk",
        "",
        col(("Navn", 0), ("NORDVIK, PER", 16), ("Fnr.", 50), (pn(p, 1), 56)),
        col(("Rekvirent", 0), ("Øystein Krogstad, Møllenberg legesenter, 7014 Trondheim", 16)),
        col(("Undersøkt", 0), ("03.02.2014 14:12", 16), ("Lab/rtg-nr", 50), (ref("", 8), 62)),
        col(("Godkjent", 0), ("04.02.2014 09:37", 16)),
        "",
        "CT thorax med i.v. kontrast",
        "",
        "Klinisk info: Hoste gjennom 4 måneder. Spirometri lett obstruktiv. Røntgen",
        "thorax 12/2013: mulig fortetning i venstre underlapp.",
        "",
        "Helical CT fra apertur til binyrer etter 70 ml Omnipaque 350.",
        "",
        "Lungene: 5 mm solid, glattkonturert nodulus i laterale segment av venstre",
        "underlapp (serie 4, bilde 212). Ingen andre noduli. Lett bronkial vegg-",
        "fortykkelse basalt bilateralt. Ingen konsolidering, ingen emfysem. Fortetningen",
        "beskrevet på røntgen er trolig summasjon. Ingen pleuravæske.",
        "Mediastinum: Ingen forstørrede lymfeknuter. Normale kar og hjerte.",
        "Øvre abdomen: Ingen patologi i avbildede deler.",
        "",
        "KONKLUSJON:",
        "1. Solitær nodulus 5 mm venstre underlapp - lav risiko. Hos pasient uten",
        "   risikofaktorer anbefales ingen rutinemessig oppfølging (Fleischner 2017).",
        "   Kontroll-CT om 12 måneder kan vurderes ved røykeanamnese.",
        "2. Lett bronkial veggfortykkelse, forenlig med astma/bronkitt.",
        "",
        "Signert: Ola Tangvik, overlege, Klinikk for bildediagnostikk",
    ]
    add(18, "lab-svar", "2014-02-04", "St. Olavs hospital",
        ["St. Olavs hospital HF", "St. Olavs", "St. Olav"], "Klinikk for bildediagnostikk",
        None, p, None, True, pages(p1), "nb", None,
        "No letter heading: a hospital radiology report opening with identification "
        "fields and the examination name. The godkjent date is the answer date.")


# ck019  Mammografi og ultralyd, Haukeland (nn)
def ck019():
    p = "Kari Nordvik"
    p1 = [
        lr("Helse Bergen", "Haukeland universitetssjukehus"),
        lr("", "Radiologisk avdeling - Brystdiagnostisk senter"),
        "",
        "Svar til: Synnøve Rygg, Kalfaret legekontor, 5018 Bergen",
        "",
        col(("Pasient:", 0), (p, 12), ("Fødselsnummer:", 44), (pn(p), 60)),
        col(("Undersøkt:", 0), ("18.05.2021", 12), ("Svar godkjent:", 44), ("19.05.2021", 60)),
        "",
        "MAMMOGRAFI OG ULTRALYD BEGGE BRYST",
        "",
        "Tilvisingsgrunn: Palpabel kul i venstre bryst, øvre laterale kvadrant, sidan",
        "tre veker. Ingen arveleg disposisjon.",
        "",
        "Funn",
        "Mammografi: Spreidd fibroglandulært vev (ACR B). I venstre bryst klokka 2 ein",
        "12 mm velavgrensa oval fortetting svarande til det palpable. Ingen mistenkjelege",
        "mikroforkalkingar. Høgre bryst normalt.",
        "Ultralyd: Oppfyllinga i venstre bryst kl. 2, 4 cm frå mamille, er ein enkel",
        "cyste på 11 x 8 mm med tynn vegg og bakre forsterking. Ingen solide",
        "komponentar. Ein mindre cyste på 4 mm kl. 10 same side. Normale lymfeknutar",
        "i begge aksiller.",
        "",
        "Konklusjon",
        "Enkel cyste i venstre bryst som forklarar den palpable kulen. Godarta funn,",
        "BI-RADS 2. Ingen vidare kontroll er naudsynt. Ny vurdering ved endring.",
        "",
        "Elin Søreide, overlege, spesialist i radiologi",
    ]
    add(19, "lab-svar", "2021-05-19", "Haukeland universitetssjukehus",
        ["Helse Bergen", "Helse Bergen HF", "Haukeland"],
        "Radiologisk avdeling - Brystdiagnostisk senter", None, p, None, True,
        pages(p1), "nn", "MAMMOGRAFI OG ULTRALYD BEGGE BRYST",
        "A diagnostic mammography and ultrasound answer with Funn/Konklusjon.")


# ck020  Histologisk undersøking, Haukeland patologi (nn)
def ck020():
    p = "Kari Nordvik"
    p1 = [
        "HAUKELAND UNIVERSITETSSJUKEHUS",
        "Avdeling for patologi",
        "Helse Bergen HF",
        "",
        lr("PATOLOGISVAR", "Svardato: 26.08.2019"),
        "",
        col(("Pasient:", 0), ("Nordvik, Kari", 14), ("Fnr.:", 46), (pn(p, 1), 53)),
        col(("Rekvirent:", 0), ("Synnøve Rygg, Kalfaret legekontor", 14)),
        col(("Prøve-ID:", 0), ("H19-" + ref("", 5), 14), ("Motteke:", 46), ("20.08.2019", 56)),
        col(("Uttaksdato:", 0), ("19.08.2019", 14)),
        "",
        "Materiale: Hud, rygg venstre side, eksisjon av pigmentert lesjon.",
        "Klinisk opplysning: Pigmentert nevus 7 mm, endra farge siste halvår. Melanom?",
        "",
        "Makroskopisk:",
        "Hudellipse 18 x 8 mm, djupne 5 mm, med sentral brunleg lesjon 6 mm. Tusjmerka.",
        "Heilt innstøypt i 3 blokker.",
        "",
        "Mikroskopisk:",
        "Compound nevus med lett arkitektonisk atypi og fokal mild cytologisk atypi.",
        "Ingen pagetoid spreiing, ingen dermale mitosar. Lesjonen er fjerna i sin",
        "heilskap med frie randar, minste margin 2 mm lateralt.",
        "",
        "Diagnose:",
        "Hud, rygg: Dysplastisk compound nevus med mild atypi, radikalt fjerna.",
        "Ikkje haldepunkt for malignitet.",
        "",
        "SNOMED: T02000 M87203",
        "",
        "Signert: Gro Nesheim, overlege, spesialist i patologi",
    ]
    add(20, "lab-svar", "2019-08-26", "Haukeland universitetssjukehus",
        ["Helse Bergen", "Helse Bergen HF", "Haukeland"], "Avdeling for patologi",
        None, p, None, True, pages(p1), "nn", "PATOLOGISVAR",
        "A pathology answer (makro, mikro, diagnose). Sampling and receipt dates come "
        "before the Svardato.")


# ck021  Mikrobiologi, Stavanger universitetssjukehus (nb)
def ck021():
    p = "Jonas Nordvik"
    p1 = [
        "Helse Stavanger HF",
        lr("Stavanger universitetssjukehus", "Avdeling for medisinsk mikrobiologi"),
        lr("", "Postboks 8144, 4068 Stavanger"),
        "",
        "MIKROBIOLOGISK SVAR - ENDELIG",
        "",
        col(("Pasient", 0), ("Nordvik, Jonas", 14), ("Fødselsnr.", 46), (pn(p), 58)),
        col(("Rekvirent", 0), ("Stavanger legevakt, lege Sindre Tjelta", 14)),
        col(("Kopi", 0), ("Synnøve Rygg, Kalfaret legekontor, Bergen", 14)),
        col(("Prøvetaking", 0), ("28.07.2019", 14), ("Mottatt", 46), ("29.07.2019", 58)),
        col(("Besvart", 0), ("31.07.2019", 14), ("Prøvenr.", 46), ("M19" + ref("", 6), 58)),
        "",
        "Materiale: Halsprøve (tonsiller), ESwab",
        "Undersøkelse: Dyrking for betahemolytiske streptokokker",
        "",
        "Resultat:",
        "  Streptococcus pyogenes (gruppe A)      Rikelig vekst",
        "",
        "Resistensbestemmelse",
        col(("", 0), ("Streptococcus pyogenes", 26)),
        col(("Penicillin G", 2), ("S", 30)),
        col(("Erytromycin", 2), ("S", 30)),
        col(("Klindamycin", 2), ("S", 30)),
        col(("Tetrasyklin", 2), ("R", 30)),
        "S = følsom, I = følsom ved økt eksponering, R = resistent",
        "",
        "Kommentar: Funnet er forenlig med streptokokktonsillitt ved relevant klinikk.",
        "Fenoksymetylpenicillin er førstevalg.",
        "",
        "Godkjent av: Kristin Eikeland, overlege i medisinsk mikrobiologi",
    ]
    add(21, "lab-svar", "2019-07-31", "Stavanger universitetssjukehus",
        ["Helse Stavanger", "Helse Stavanger HF", "SUS"],
        "Avdeling for medisinsk mikrobiologi", None, p, None, True, pages(p1), "nb",
        "MIKROBIOLOGISK SVAR - ENDELIG",
        "A microbiology culture with resistance pattern; 'Besvart' is the answer date.")


# ck022  Prikktest, Haukeland BUK (nn)
def ck022():
    p = "Jonas Nordvik"
    rows = [("Negativ kontroll", "0"), ("Histamin (positiv kontroll)", "6"),
            ("Bjørk", "9"), ("Or", "6"), ("Hassel", "5"), ("Timotei", "3"),
            ("Burot", "0"), ("Katt", "0"), ("Hund", "2"), ("Hest", "0"),
            ("Husstøvmidd (D. pteronyssinus)", "0"), ("Cladosporium", "0"),
            ("Egg (kvite)", "0"), ("Peanøtt", "0"), ("Hasselnøtt", "4")]
    p1 = [
        "Helse Bergen",
        "Haukeland universitetssjukehus",
        "Barne- og ungdomsklinikken - Allergipoliklinikken",
        "",
        lr("RESULTAT AV PRIKKTEST", "Dato: 19.02.2020"),
        "",
        f"Namn: {p}        Fødselsdato: {born(p)}",
        "Tilvist av: Kalfaret legekontor",
        "Antihistamin seponert: ja, 5 døgn før testing",
        "Testa på: volar side av venstre underarm. Avlesing etter 15 minutt.",
        "",
        col(("Allergen", 2), ("Kvaddel (mm)", 40)),
        col(("-" * 34, 2), ("-" * 12, 40)),
    ]
    for r in rows:
        p1.append(col((r[0], 2), (r[1], 44)))
    p1 += [
        "",
        "Positiv reaksjon: kvaddel 3 mm eller større enn negativ kontroll.",
        "",
        "Tolking: Positiv prikktest for bjørk, or og hassel, svak reaksjon for timotei",
        "og hund. Hasselnøtt positiv, truleg kryssreaksjon ved bjørkepollenallergi.",
        "Resultatet vert gjennomgått med føresette av lege ved neste konsultasjon.",
        "",
        "Utført av: Marianne Vevle, sjukepleiar",
        "Kontrollert av: Jostein Fjell, overlege",
    ]
    add(22, "lab-svar", "2020-02-19", "Haukeland universitetssjukehus",
        ["Helse Bergen", "Helse Bergen HF", "Haukeland"],
        "Barne- og ungdomsklinikken - Allergipoliklinikken", None, p, None, False,
        pages(p1), "nn", "RESULTAT AV PRIKKTEST",
        "An allergy test sheet: a table of results with a short interpretation; the "
        "clinical consultation comes separately.")


# ck023  Audiogram, Førde sentralsjukehus (nn)
def ck023():
    p = "Ingrid Solheim"
    hz = ["250", "500", "1000", "2000", "3000", "4000", "6000", "8000"]
    ho = ["20", "20", "25", "35", "45", "55", "65", "70"]
    ve = ["15", "20", "25", "40", "50", "55", "70", "75"]
    p1 = [
        lr("Helse Førde", "Førde sentralsjukehus"),
        lr("", "Øyre-nase-hals-avdelinga, Hørselssentralen"),
        "",
        "AUDIOGRAM",
        "",
        col(("Namn:", 0), (p, 10), ("Fødselsnr.:", 42), (pn(p, 1), 55)),
        col(("Testdato:", 0), ("11.09.2018", 10), ("Audiograf:", 42), ("Silje Bakke", 55)),
        col(("Utstyr:", 0), ("Interacoustics AC40, kalibrert 03/2018", 10)),
        "",
        "Tonaudiometri, luftleiing (dB HL)",
        col(("Hz", 2), *[(h, 14 + 8 * i) for i, h in enumerate(hz)]),
        col(("Høgre", 2), *[(v, 14 + 8 * i) for i, v in enumerate(ho)]),
        col(("Venstre", 2), *[(v, 14 + 8 * i) for i, v in enumerate(ve)]),
        "",
        "Beinleiing samsvarar med luftleiing (ingen luft-bein-gap over 10 dB).",
        "",
        "Taleaudiometri",
        col(("", 2), ("SRT", 14), ("Diskriminasjon", 24)),
        col(("Høgre", 2), ("30 dB", 14), ("88 % ved 65 dB", 24)),
        col(("Venstre", 2), ("30 dB", 14), ("84 % ved 65 dB", 24)),
        "",
        "Tympanometri: Type A bilateralt.",
        "",
        "Konklusjon: Symmetrisk, diskantfallande sensorinevralt hørselstap, forenleg",
        "med aldersbetinga hørselstap (presbyakusis). Indikasjon for høyreapparat",
        "på begge sider. Pasienten er sett på liste for tilpassing hos audiograf.",
        "",
        lr("", "Utskrive 11.09.2018"),
    ]
    add(23, "lab-svar", "2018-09-11", "Førde sentralsjukehus",
        ["Helse Førde", "Helse Førde HF"], "Øyre-nase-hals-avdelinga, Hørselssentralen",
        None, p, None, True, pages(p1), "nn", "AUDIOGRAM",
        "A hearing test (pure-tone and speech audiometry): a function test result.")


# ck024  Spirometri print from GP office (nb)
def ck024():
    p = "Per Nordvik"
    p1 = [
        lr("Møllenberg legesenter", "SPIROMETRI"),
        "Nedre Møllenberg gate 30, 7014 Trondheim",
        "",
        col(("Pasient:", 0), ("Nordvik, Per", 10), ("ID:", 40), (pn(p), 46)),
        col(("Alder:", 0), (f"{age(p, '2013-12-09')} år", 10), ("Høyde:", 40), ("182 cm", 48),
            ("Vekt:", 60), ("84 kg", 67)),
        col(("Kjønn:", 0), ("Mann", 10), ("Røyk:", 40), ("Aldri", 48),
            ("Ref.:", 60), ("GLI-2012", 67)),
        col(("Testdato:", 0), ("09.12.2013 10:32", 10), ("Operatør:", 40), ("Hanne Lien, helsesekr.", 50)),
        "",
        col(("Parameter", 0), ("Pred", 20), ("LLN", 30), ("Pre", 40), ("%Pred", 50),
            ("Post", 60), ("%Pred", 70), ("Endr. %", 80)),
        col(("FVC (L)", 0), ("5,32", 20), ("4,30", 30), ("5,05", 40), ("95", 50),
            ("5,12", 60), ("96", 70), ("1", 80)),
        col(("FEV1 (L)", 0), ("4,21", 20), ("3,40", 30), ("3,30", 40), ("78", 50),
            ("3,71", 60), ("88", 70), ("12", 80)),
        col(("FEV1/FVC", 0), ("0,79", 20), ("0,70", 30), ("0,65", 40), ("", 50),
            ("0,72", 60), ("", 70), ("", 80)),
        col(("PEF (L/s)", 0), ("9,9", 20), ("7,6", 30), ("8,1", 40), ("82", 50),
            ("9,0", 60), ("91", 70), ("11", 80)),
        "",
        "Reversibilitet: 0,4 mg salbutamol (Ventoline), ny måling etter 15 min.",
        "Kvalitet: 3 akseptable forsøk, repeterbarhet A.",
        "",
        "Tolkning: Lett obstruktiv ventilasjonsinnskrenkning (FEV1/FVC under LLN) med",
        "signifikant reversibilitet (FEV1 +12 %, +410 ml). Forenlig med astma.",
        "Kontroll med ny spirometri om 3 måneder etter oppstart av inhalasjonssteroid.",
        "",
        lr("Tolket av: Øystein Krogstad, lege", "Utskrift 09.12.2013"),
    ]
    add(24, "lab-svar", "2013-12-09", "Møllenberg legesenter", [], None, None, p,
        None, True, pages(p1), "nb", "SPIROMETRI",
        "A spirometry print-out with reversibility test from a GP office: a function "
        "test result. Trap: 'Kontroll ... om 3 måneder' is not an appointment.")


# ck025  Langtids-EKG, Lærdal sjukehus (nn)
def ck025():
    p = "Arne Solheim"
    p1 = [
        "Helse Førde HF",
        "Lærdal sjukehus",
        "Medisinsk poliklinikk",
        "Postboks 118, 6886 Lærdal",
        "",
        lr("Til: Gunnhild Hatlestad, Hafstadvegen legekontor", "Lærdal, 14.06.2018"),
        "",
        "Langtids-EKG (Holter) - svar",
        "",
        f"Pasient: {p}, fnr. {pn(p)}",
        "Registrering: 11.06.2018 kl. 09:15 - 12.06.2018 kl. 09:05 (23 t 50 min)",
        "Problemstilling: Episodar med hjartebank og lett svimmelheit.",
        "",
        "Resultat",
        col(("Grunnrytme:", 2), ("Sinusrytme", 28)),
        col(("Frekvens:", 2), ("min 48 (natt), snitt 68, maks 121 /min", 28)),
        col(("Ventrikulære ES:", 2), ("412 (0,4 %), monomorfe, 3 bigemini-episodar", 28)),
        col(("Supraventrikulære ES:", 2), ("1 870, lengste SVT-løp 6 slag, frekvens 142", 28)),
        col(("Pausar:", 2), ("ingen over 2,0 s", 28)),
        col(("AV-blokk:", 2), ("nei", 28)),
        col(("Atrieflimmer:", 2), ("ikkje påvist", 28)),
        col(("ST-segment:", 2), ("ingen signifikante endringar", 28)),
        "",
        "Pasientdagbok: Hjartebank kl. 16:40 og 22:10 - samsvarar med supraventrikulære",
        "ekstrasystolar og eit kort SVT-løp.",
        "",
        "Konklusjon: Sinusrytme med moderat mengd supraventrikulære ekstrasystolar og",
        "korte, asymptomatiske SVT-løp. Ikkje atrieflimmer. Funna forklarar truleg",
        "symptoma og er ikkje farlege. Reduser koffein. Kontroll om 3 månader hos",
        "fastlege; ny Holter berre ved endring av symptom.",
        "",
        "Bente Grinde, overlege, indremedisin",
    ]
    add(25, "lab-svar", "2018-06-14", "Lærdal sjukehus",
        ["Helse Førde", "Helse Førde HF"], "Medisinsk poliklinikk", None, p, None,
        True, pages(p1), "nn", "Langtids-EKG (Holter) - svar",
        "A Holter recording answer. Trap: 'Kontroll hos fastlege om 3 månader' - a "
        "recommendation inside a result, with no time.")


# ck026  Søvnregistrering, Haraldsplass, no heading (nb)
def ck026():
    p = "Per Nordvik"
    p1 = [
        "HARALDSPLASS DIAKONALE SYKEHUS",
        "Medisinsk avdeling - Lungepoliklinikken, søvnlaboratoriet",
        "Ulriksdal 14, 5009 Bergen",
        "",
        col(("Pasient:", 0), (f"{p} ({pn(p, 1)})", 12)),
        col(("Rekvirent:", 0), ("Synnøve Rygg, Kalfaret legekontor", 12)),
        col(("Registrert:", 0), ("natt til 12.03.2024, hjemme, Nox T3 polygraf", 12)),
        col(("Tolket:", 0), ("15.03.2024", 12)),
        "",
        "Registreringen er teknisk god, med 7 t 12 min analyserbar tid.",
        "",
        col(("AHI (apné-hypopné-indeks)", 2), ("24 /t", 40)),
        col(("  i ryggleie", 2), ("41 /t  (52 % av tiden)", 40)),
        col(("  i sideleie", 2), ("6 /t", 40)),
        col(("ODI (oksygen-desaturasjonsindeks)", 2), ("22 /t", 40)),
        col(("Gjennomsnittlig SpO2", 2), ("93 %", 40)),
        col(("Laveste SpO2", 2), ("81 %", 40)),
        col(("Tid med SpO2 under 90 %", 2), ("4 %", 40)),
        col(("Snorking", 2), ("38 % av tiden", 40)),
        "",
        "Overveiende obstruktive hendelser, ingen sentrale apnéer av betydning.",
        "",
        "Moderat obstruktiv søvnapné (G47.3), klart leieavhengig. ESS 13.",
        "Pasienten vil bli vurdert for CPAP-behandling på lungepoliklinikken; vi",
        "tar kontakt med ham.",
        "",
        "Trond Myking, overlege, lungesykdommer",
    ]
    add(26, "lab-svar", "2024-03-15", "Haraldsplass Diakonale Sykehus",
        ["Haraldsplass", "Haraldsplass Diakonale Sykehus AS"],
        "Medisinsk avdeling - Lungepoliklinikken", None, p, None, True, pages(p1),
        "nb", None,
        "No heading at all: identification fields, then measured indices and a short "
        "interpretation of a sleep recording (polygrafi) - a test result.")


# ---- innkalling -----------------------------------------------------------

# ck027  Svar på tilvising - innkalling, Haukeland nevrologi (nn)
def ck027():
    p = "Kari Nordvik"
    a = home(p, "2020-10-06")
    t = "2020-11-24"
    p1 = [
        lr("Helse Bergen", "Haukeland universitetssjukehus"),
        lr("", "Nevrologisk avdeling"),
        lr("", "Nevrologisk poliklinikk"),
        "",
        f"{p}",
        f"{a[0]}",
        f"{a[1]}",
        "",
        lr("", "Vår dato: 06.10.2020"),
        lr("", "Vår referanse: 20/" + ref(n=5)),
        "",
        "SVAR PÅ TILVISING - INNKALLING TIL POLIKLINIKK",
        "",
        "Vi har motteke tilvisinga di frå Kalfaret legekontor, og du har fått rett til",
        "naudsynt helsehjelp i spesialisthelsetenesta. Du er sett opp til time:",
        "",
        ind(4, f"Dato:        {longdate(t, 'nn', weekday=True, cap=True)}",
            "Klokkeslett: 09:30 - møt 15 minutt før",
            "Stad:        Nevrologisk poliklinikk, Sentralblokka, inngang nord, 3. etasje",
            "Lege:        Torbjørn Ask"),
        "",
        "Meld deg i mottaket eller i skranken ved oppmøte. Ta med oversikt over",
        "legemiddel du brukar og eventuell hovudpinedagbok.",
        "",
        "Eigendel: For poliklinisk konsultasjon vert det kravd eigendel etter gjeldande",
        "satsar. Har du frikort, vert du ikkje fakturert. Born under 16 år betaler ikkje.",
        "",
        "Dersom du ikkje kan møte, må du gje beskjed seinast 24 timar før på telefon",
        "55 97 62 14 eller via helsenorge.no. Ved uteblivne timar vert det sendt faktura",
        "på gebyr.",
        "",
        "På grunn av smittevern: Kom ikkje til timen dersom du har luftvegssymptom. Ta",
        "kontakt, så får du ny time.",
        "",
        "Med helsing",
        "Nevrologisk poliklinikk",
        "Haukeland universitetssjukehus",
    ]
    add(27, "innkalling", "2020-10-06", "Haukeland universitetssjukehus",
        ["Helse Bergen", "Helse Bergen HF", "Haukeland"], "Nevrologisk avdeling",
        "Nevrologi", p, t + "T09:30", False, pages(p1), "nn",
        "SVAR PÅ TILVISING - INNKALLING TIL POLIKLINIKK",
        "A summons with date and time. 'Svar på tilvising' here gives a time, so the "
        "contract counts it as innkalling (unlike ck008, which answers after a visit).")


# ck028  Timeavtale, Volvat Majorstuen (nb)
def ck028():
    p = "Per Nordvik"
    a = home(p, "2009-11-04")
    t = "2009-11-18"
    p1 = [
        "VOLVAT",
        lr("Volvat Majorstuen", "Volvat Medisinske Senter AS"),
        lr("Majorstuveien 31, 0367 Oslo", "Tlf. 22 95 18 40"),
        "",
        "",
        f"{p}",
        f"{a[0]}",
        f"{a[1]}",
        "",
        lr("", f"Oslo, {longdate('2009-11-04')}"),
        "",
        "Timeavtale",
        "",
        "Vi bekrefter at du har bestilt time hos oss:",
        "",
        col(("Behandler:", 4), ("Hudlege Tone Wessel", 20)),
        col(("Tjeneste:", 4), ("Føflekkontroll med dermatoskopi", 20)),
        col(("Tidspunkt:", 4), (f"{longdate(t, weekday=True, cap=True)} kl. 14:15", 20)),
        col(("Sted:", 4), ("Volvat Majorstuen, 4. etasje, Hudavdelingen", 20)),
        "",
        "Pris for konsultasjon hos spesialist er kr 1 150. Eventuell fjerning av",
        "føflekk og vevsprøve kommer i tillegg. Privat behandling dekkes ikke av",
        "egenandelsordningen, men kan dekkes av din helseforsikring.",
        "",
        "Avbestilling må skje senest 24 timer før timen. Timer som ikke avbestilles",
        "blir fakturert fullt.",
        "",
        "Velkommen!",
        "Med vennlig hilsen",
        "Kundesenteret, Volvat",
    ]
    add(28, "innkalling", "2009-11-04", "Volvat Majorstuen",
        ["Volvat", "Volvat Medisinske Senter", "Volvat Medisinske Senter AS"],
        "Hudavdelingen", "Hudsykdommer", p, t + "T14:15", False, pages(p1), "nb",
        "Timeavtale",
        "A private chain's confirmation of a booked time: a summons with date and time.")


# ck029  Time til MR, St. Olavs (nb)
def ck029():
    p = "Kari Nordvik"
    a = home(p, "2014-04-02")
    t = "2014-04-23"
    p1 = [
        lr("St. Olavs hospital", "Klinikk for bildediagnostikk"),
        lr("Universitetssykehuset i Trondheim", "MR-seksjonen"),
        "",
        "",
        f"{p}",
        f"{a[0]}",
        f"{a[1]}",
        "",
        lr("", "Trondheim, 02.04.2014"),
        "",
        "TIME TIL MR-UNDERSØKELSE",
        "",
        f"Pasient: {p}, f. {born(p)}",
        "Undersøkelse: MR caput (hode)",
        "Henvist av: Øystein Krogstad, Møllenberg legesenter",
        "",
        f"Tid:  {longdate(t, weekday=True)} kl. 07:45",
        "Sted: MR-seksjonen, Kunnskapssenteret, 1. etasje, Olav Kyrres gate 27",
        "",
        "Før undersøkelsen",
        "MR bruker et sterkt magnetfelt. Fyll ut det vedlagte sikkerhetsskjemaet og ta",
        "det med. Gi oss beskjed på forhånd dersom du har pacemaker, metallsplinter i",
        "øynene, høreimplantat, insulinpumpe eller annet implantat, eller om du kan være",
        "gravid. Ta av smykker og piercinger hjemme. Undersøkelsen tar ca. 30 minutter,",
        "og du kan spise og drikke som vanlig.",
        "",
        "Svaret sendes til den som henviste deg, normalt innen en uke.",
        "",
        "Forhindret? Ring 72 57 30 12 (kl. 08-15) så snart som mulig, slik at timen",
        "kan gå til en annen pasient. Uteblivelse uten avbestilling faktureres.",
        "",
        "Vedlegg: Sikkerhetsskjema MR",
    ]
    add(29, "innkalling", "2014-04-02", "St. Olavs hospital",
        ["St. Olavs hospital HF", "St. Olavs", "St. Olav"], "Klinikk for bildediagnostikk",
        "Radiologi", p, t + "T07:45", False, pages(p1), "nb", "TIME TIL MR-UNDERSØKELSE",
        "A time for an imaging examination: a summons, even though it is from radiology "
        "and talks about the answer.")


# ck030  Velkommen til Bjørgvin DPS (nn)
def ck030():
    p = "Per Nordvik"
    a = home(p, "2025-01-14")
    t = "2025-02-04"
    p1 = [
        "Helse Bergen",
        "Bjørgvin distriktspsykiatriske senter (Bjørgvin DPS)",
        "Allmennpoliklinikken",
        "",
        "",
        f"{p}",
        f"{a[0]}",
        f"{a[1]}",
        lr("", "Dato: 14.01.2025"),
        "",
        "Velkommen til Bjørgvin DPS",
        "",
        "Vi har vurdert tilvisinga frå fastlegen din og har sett av ein time til deg",
        "for ein første samtale:",
        "",
        f"   {longdate(t, 'nn', weekday=True, cap=True)} klokka 12:00",
        "   Allmennpoliklinikken, Bjørgvin DPS, 2. etasje",
        "   Behandlar: Astrid Nygaard, psykologspesialist",
        "",
        "Den første samtalen varer om lag 60 minutt. Vi vil snakke med deg om kva du",
        "treng hjelp til, og saman med deg leggje ein plan for vidare behandling. Du kan",
        "gjerne ta med deg ein pårørande.",
        "",
        "Fyll gjerne ut spørjeskjemaet du får tilsendt på helsenorge.no før timen.",
        "",
        "Eigendel: Det vert kravd eigendel for konsultasjonen dersom du ikkje har",
        "frikort. Gje beskjed seinast 24 timar før om du ikkje kan kome.",
        "",
        "Får du det verre medan du ventar, kontakt fastlegen din eller legevakta",
        "på 116 117.",
        "",
        "Venleg helsing",
        "Bjørgvin DPS",
    ]
    add(30, "innkalling", "2025-01-14", "Helse Bergen",
        ["Helse Bergen HF", "Bjørgvin DPS", "Bjørgvin distriktspsykiatriske senter"],
        "Bjørgvin DPS, Allmennpoliklinikken", "Psykiatri", p, t + "T12:00", False,
        pages(p1), "nn", "Velkommen til Bjørgvin DPS",
        "A welcome letter that gives a first appointment: a summons with date and time "
        "behind a friendly heading.")


# ck031  Endring av time, Haukeland barneklinikk (nb)
def ck031():
    p = "Emma Nordvik"
    a = home(p, "2023-01-10")
    old = "2023-01-19"
    t = "2023-02-02"
    p1 = [
        lr("Helse Bergen", "Haukeland universitetssykehus"),
        lr("", "Barne- og ungdomsklinikken"),
        lr("", "Barnepoliklinikken"),
        "",
        "Til foresatte for",
        f"{p}",
        f"{a[0]}",
        f"{a[1]}",
        "",
        lr("", "Bergen, 10.01.2023"),
        "",
        "ENDRING AV TIME - NY TIME",
        "",
        f"Gjelder: {p}, født {born(p)}",
        "",
        f"Vi må dessverre flytte timen {longdate(old, weekday=True)} kl. 10:00 på",
        "grunn av endringer i legebemanningen. Vi beklager ulempen dette medfører.",
        "",
        "Ny time:",
        f"    {longdate(t, weekday=True, cap=True)} kl. 13:15",
        "    Barnepoliklinikken, Glasblokkene, inngang A, 2. etasje",
        "    Undersøkelse: Kontroll av bilyd på hjertet, med ultralyd av hjertet",
        "",
        "Barnet kan spise og drikke som vanlig. Ta gjerne med noe å holde på med",
        "under ventetiden. Regn med at besøket tar ca. to timer.",
        "",
        "Passer ikke den nye timen, ring oss på 55 97 53 28 mellom kl. 09 og 14.",
        "Barn under 16 år betaler ikke egenandel.",
        "",
        "Med vennlig hilsen",
        "Barnepoliklinikken",
    ]
    add(31, "innkalling", "2023-01-10", "Haukeland universitetssjukehus",
        ["Helse Bergen", "Helse Bergen HF", "Haukeland", "Haukeland universitetssykehus"],
        "Barne- og ungdomsklinikken", "Barnesykdommer", p, t + "T13:15", False,
        pages(p1), "nb", "ENDRING AV TIME - NY TIME",
        "A rescheduling that names the old time and gives a new one: the appointment "
        "is the new time. Addressed to the parents; the child is the person.")


# ck032  Bekreftelse på time, Aleris Bergen (nb)
def ck032():
    p = "Kari Nordvik"
    t = "2024-10-29"
    p1 = [
        lr("Aleris", "Aleris Bergen"),
        lr("", "Gastrolab"),
        lr("", "Nygårdsgaten 114, 5008 Bergen"),
        "",
        "BEKREFTELSE PÅ TIME",
        "",
        lr(f"Kjære {p}", f"Dato: {dmy('2024-10-14')}"),
        "",
        "Takk for din bestilling. Vi bekrefter herved følgende avtale:",
        "",
        col(("Hva:", 4), ("Gastroskopi", 16)),
        col(("Når:", 4), (f"{wday(t, cap=True)} {dmy(t)}, kl. 08:20 (oppmøte kl. 08:00)", 16)),
        col(("Hvor:", 4), ("Aleris Bergen, Gastrolab, 3. etasje", 16)),
        col(("Lege:", 4), ("Spesialist i fordøyelsessykdommer Arvid Midtbø", 16)),
        col(("Betaling:", 4), ("Dekkes av forsikring, saksnr. " + ref("FS", 6), 16)),
        "",
        "Forberedelser",
        "- Du må faste fra kl. 24:00 natten før. Du kan drikke litt vann frem til",
        "  to timer før undersøkelsen.",
        "- Ta faste medisiner som vanlig med litt vann, unntatt blodfortynnende",
        "  (avtales med legen din).",
        "- Dersom du ønsker beroligende, kan du ikke kjøre bil samme dag.",
        "",
        "Avbestilling senest 24 timer før. Ved senere avbestilling eller uteblivelse",
        "belastes et gebyr.",
        "",
        "Vennlig hilsen",
        "Aleris Bergen",
        "Aleris Helse AS - org.nr. 985 419 622",
    ]
    add(32, "innkalling", "2024-10-14", "Aleris Bergen",
        ["Aleris", "Aleris Helse AS"], "Gastrolab", "Gastroenterologi", p,
        t + "T08:20", False, pages(p1), "nb", "BEKREFTELSE PÅ TIME",
        "A confirmation of a booked examination with date and time (the examination "
        "time, not the earlier oppmøte time).")


# ck033  Invitasjon til mammografi (nn)
def ck033():
    p = "Ingrid Solheim"
    a = home(p, "2012-04-12")
    t = "2012-05-10"
    p1 = [
        "MAMMOGRAFIPROGRAMMET",
        lr("Helse Førde - Førde sentralsjukehus", "Kreftregisteret"),
        "Brystdiagnostisk eining, Radiologisk avdeling",
        "",
        "",
        f"{p}",
        f"{a[0]}",
        f"{a[1]}",
        "",
        lr("", "Førde, 12.04.2012"),
        "",
        "INVITASJON TIL MAMMOGRAFI",
        "",
        "Alle kvinner mellom 50 og 69 år får tilbod om mammografi annakvart år. Du er",
        "med dette invitert til ny undersøking:",
        "",
        col(("Tid:", 4), (f"{longdate(t, 'nn', weekday=True, cap=True)} kl. 11:20", 14)),
        col(("Stad:", 4), ("Radiologisk avdeling, Førde sentralsjukehus, inngang C", 14)),
        "",
        "Undersøkinga tek om lag 15 minutt. Bruk ikkje deodorant, krem eller pudder på",
        "overkroppen den dagen. Ta med dette brevet.",
        "",
        "Ønskjer du å endre timen, ring 57 83 11 42 mellom kl. 09 og 14.",
        "Deltaking er frivillig. Eigendelen er 225 kroner.",
        "",
        "Du får svar i posten innan tre veker. Om du har merka endringar i brysta,",
        "skal du ikkje vente på denne undersøkinga, men kontakte fastlegen din.",
        "",
        "Med venleg helsing",
        "Mammografiprogrammet i Sogn og Fjordane",
    ]
    add(33, "innkalling", "2012-04-12", "Førde sentralsjukehus",
        ["Helse Førde", "Helse Førde HF", "Mammografiprogrammet"],
        "Radiologisk avdeling", "Radiologi", p, t + "T11:20", False, pages(p1), "nn",
        "INVITASJON TIL MAMMOGRAFI",
        "A screening invitation with a set time is a summons, even though it reads "
        "like a general programme letter.")


# ---- henvisning -----------------------------------------------------------

# ck034  Henvisning, GP -> Haukeland nevrologi (nb)
def ck034():
    p = "Kari Nordvik"
    a = home(p, "2020-09-28")
    p1 = [
        lr("Kalfaret legekontor", "HENVISNING"),
        "Kalfarveien 58, 5018 Bergen",
        "Tlf. 55 32 18 60  -  HER-id 84" + ref("", 4),
        "",
        col(("Til:", 0), ("Haukeland universitetssjukehus", 12)),
        col(("", 0), ("Nevrologisk avdeling, poliklinikken", 12)),
        col(("Fra:", 0), ("Synnøve Rygg, fastlege, Kalfaret legekontor", 12)),
        col(("Dato:", 0), ("28.09.2020", 12)),
        "",
        col(("Gjelder:", 0), (p, 12), ("Fødselsnr.:", 46), (pn(p, 1), 59)),
        col(("Adresse:", 0), (f"{a[0]}, {a[1]}", 12), ("Telefon:", 46), ("915 48 227", 59)),
        "",
        "Henvisningsårsak",
        "Anfallsvis hodepine med synsforstyrrelser og nummenhet i høyre hånd. Ønsker",
        "nevrologisk vurdering.",
        "",
        "Sykehistorie",
        "41 år gammel kvinne. Psoriasisartritt siden 2011, fulgt av revmatolog, bruker",
        "metotreksat 20 mg/uke. Fremre uveitt høyre øye 2012. Hypotyreose. Migrene uten",
        "aura fra ungdomsårene; MR caput ved St. Olavs 2014 var normal.",
        "",
        "Det siste halve året har hun hatt 3-4 anfall per måned der det starter med",
        "flimmer i synsfeltet, deretter prikking og nummenhet som vandrer fra fingrene",
        "i høyre hånd opp til munnviken, varighet ca. 30 min, fulgt av hodepine. Ett",
        "anfall med ordletingsvansker. Mellom anfallene er hun upåvirket.",
        "",
        lr("", "Side 1 av 2"),
    ]
    p2 = [
        lr(f"Henvisning - {p}", "Kalfaret legekontor"),
        "",
        "Klinisk us. 24.09: Normal nevrologisk status, BT 124/80, fundoskopi normal.",
        "Blodprøver: Hb, CRP, SR, glukose og lipider normale.",
        "",
        "Jeg viser for øvrig til epikrise fra Diakonhjemmet sykehus 20.06.2012 og",
        "notat fra Øyeavdelingen, St. Olavs hospital, 14.11.2012, som følger vedlagt.",
        "",
        "Spørsmål: Er dette migrene med aura, eller er det behov for videre utredning",
        "med tanke på TIA/annen årsak? Råd om forebyggende behandling?",
        "",
        "Faste medisiner: Metotreksat 20 mg s.c. x 1/uke, folsyre 5 mg x 1/uke,",
        "Levaxin 100 ug x 1, Sumatriptan 50 mg ved behov (liten effekt).",
        "Allergi: Ingen kjente.",
        "Tolk: Nei.",
        "",
        "Med vennlig hilsen",
        "Synnøve Rygg",
        "spesialist i allmennmedisin",
        "",
        "Vedlegg: 2 (epikrise 2012, øyenotat 2012)",
        "",
        lr("", "Side 2 av 2"),
    ]
    add(34, "henvisning", "2020-09-28", "Kalfaret legekontor", [],
        None, "Nevrologi", p, None, True, pages(p1, p2), "nb", "HENVISNING",
        "A GP referral to a hospital department. Trap: it cites and attaches an "
        "earlier epikrise and a specialist note. Sender is the GP office; specialty "
        "is the receiving department's.")


# ck035  Tilvising, GP Førde -> Augeavdelinga (nn)
def ck035():
    p = "Arne Solheim"
    a = home(p, "2016-10-03")
    p1 = [
        "HAFSTADVEGEN LEGEKONTOR",
        "Hafstadvegen 20, 6800 Førde  -  Telefon 57 82 41 10",
        "",
        lr("Førde sentralsjukehus", "Førde, 3. oktober 2016"),
        "Augeavdelinga",
        "Postboks 1090",
        "6807 Førde",
        "",
        "",
        "TILVISING",
        "",
        f"Pasient: {p}, {pn(p)}",
        f"         {a[0]}, {a[1]}   Tlf. 57 82 67 03",
        "",
        "Problemstilling: Gradvis synssvekking begge auge, katarakt? Ønskjer vurdering",
        "med tanke på operasjon.",
        "",
        f"Bakgrunn: {age(p, '2016-10-03')} år gamal mann, pensjonert lærar. Hypertensjon, elles",
        "frisk. Merkar siste året at det er vanskeleg å lese avisa og å køyre bil i",
        "mørkret, blendar av møtande lys. Optikar har ikkje lenger klart å korrigere",
        "synet tilfredsstillande.",
        "",
        "Funn: Visus med eigne briller hø. 0,4, ve. 0,5. Nedsett raudrefleks, gråleg",
        "uklarheit i linsene ved oftalmoskopi. Normalt trykk ved palpasjon.",
        "",
        "Han treng synskrav for førarkort, og det hastar noko for han å få dette",
        "vurdert.",
        "",
        "Faste medisinar: Amlodipin 5 mg x 1, Ramipril 5 mg x 1.",
        "CAVE: Ingen kjende.",
        "",
        "Med helsing",
        "Gunnhild Hatlestad",
        "fastlege",
    ]
    add(35, "henvisning", "2016-10-03", "Hafstadvegen legekontor", [], None,
        "Øyesykdommer", p, None, True, pages(p1), "nn", "TILVISING",
        "The Nynorsk word for a referral: a GP asks the eye department to assess "
        "the patient.")


# ck036  Søknad om vurdering, GP -> BUP (nn)
def ck036():
    p = "Sofie Aas"
    a = home(p, "2023-10-17")
    p1 = [
        "Kalfaret legekontor",
        "Kalfarveien 58, 5018 Bergen",
        "",
        "Til: Helse Bergen, Psykisk helsevern for barn og unge, BUP Sentrum",
        "Frå: Synnøve Rygg, fastlege",
        lr("", "Bergen, 17.10.2023"),
        "",
        "SØKNAD OM VURDERING I BUP",
        "",
        f"Gjeld: {p}, fnr. {pn(p)}",
        f"Adresse: {a[0]}, {a[1]}",
        "Føresette: Kari Nordvik (mor), tlf. 915 48 227; far Henrik Aas, tlf. 482 19 630",
        "Føresette er informerte om og samtykkjer til tilvisinga.",
        "",
        "Bakgrunn",
        f"Sofie er {age(p, '2023-10-17')} år og går i 7. klasse. Ho har sidan vinteren hatt aukande",
        "angst i sosiale situasjonar, og har siste to månadene hatt 14 dagar fråvær.",
        "Ho klagar over magesmerter og kvalme om morgonen på skuledagar, men ikkje i",
        "helgene. Ho har trekt seg frå handballen. Søv dårleg og grip lett til gråt.",
        "Ingen kjende traume. Foreldra er skilde, ho bur fast hos mor med samvær",
        "annakvar helg.",
        "",
        "Somatisk vurdering hos meg er normal: vekst følgjer kurva, normale blodprøvar",
        "(Hb, ferritin, CRP, TSH, transglutaminase-antistoff). Helsesjukepleiar på",
        "skulen har hatt samtalar med henne utan tilstrekkeleg effekt.",
        "",
        "Spørsmål",
        "Ber om vurdering av angstliding og eventuell behandling. Ingen teikn til",
        "sjølvskading eller suicidale tankar ved samtale med Sofie åleine.",
        "",
        "Venleg helsing",
        "Synnøve Rygg, fastlege",
    ]
    add(36, "henvisning", "2023-10-17", "Kalfaret legekontor", [], None,
        "Barne- og ungdomspsykiatri", p, None, True, pages(p1), "nn",
        "SØKNAD OM VURDERING I BUP",
        "A 'søknad om vurdering' to BUP is a referral in everything but the word; "
        "it names the mother (also in the family) but is about the child.")


# ck037  Rekvisisjon røntgen thorax (nb)
def ck037():
    p = "Per Nordvik"
    p1 = [
        "REKVISISJON - BILDEDIAGNOSTIKK",
        "",
        col(("Til:", 0), ("St. Olavs hospital, Klinikk for bildediagnostikk", 14)),
        col(("Rekvirent:", 0), ("Øystein Krogstad, Møllenberg legesenter", 14)),
        col(("", 0), ("Nedre Møllenberg gate 30, 7014 Trondheim, tlf. 73 52 40 19", 14)),
        col(("Dato:", 0), ("10.12.2013", 14), ("Prioritet:", 44), ("Innen 2 uker", 56)),
        "",
        col(("Pasient:", 0), ("Nordvik, Per", 14), ("Fødselsnr.:", 44), (pn(p), 56)),
        col(("Adresse:", 0), (", ".join(home(p, "2013-12-10")), 14)),
        "",
        "Ønsket undersøkelse:  Røntgen thorax front og side",
        "",
        "Klinisk problemstilling:",
        f"{age(p, '2013-12-10')} år, aldri røykt. Hoste i snart 4 måneder etter luftveisinfeksjon i",
        "august, mest om natten og ved anstrengelse. Ingen feber, ingen vekttap, ingen",
        "hemoptyse. Spirometri 09.12: lett obstruktiv, reversibel. Lett nedsatt",
        "respirasjonslyd basalt venstre. Startet inhalasjonssteroid.",
        "Spørsmål: infiltrat? annen patologi?",
        "",
        "Kontraindikasjoner / graviditet:  Ikke relevant",
        "Kontrast:                         Nei",
        "",
        "Svar ønskes til rekvirent.",
        "",
        "Øystein Krogstad",
        "lege, spesialist i allmennmedisin",
    ]
    add(37, "henvisning", "2013-12-10", "Møllenberg legesenter", [], None,
        "Radiologi", p, None, True, pages(p1), "nb", "REKVISISJON - BILDEDIAGNOSTIKK",
        "A GP's requisition for imaging is a referral (the task allows 'rekvisisjon' "
        "of imaging); it quotes a spirometry result but is not the result.")


# ck038  Henvisning til fødepoliklinikk (nb)
def ck038():
    p = "Kari Nordvik"
    a = home(p, "2010-12-06")
    p1 = [
        lr("Schultz gate legekontor", "Dr. Hilde Moen"),
        lr("Schultz gate 9, 0365 Oslo", "Telefon 22 46 31 70"),
        "",
        "",
        "Oslo universitetssykehus, Ullevål",
        "Kvinneklinikken, Fødepoliklinikken",
        "Postboks 4990 Nydalen",
        "0424 Oslo",
        "",
        lr("", "Oslo, 06.12.2010"),
        "",
        "Henvisning til svangerskapsoppfølging ved Fødepoliklinikken",
        "",
        f"Pasient: {p}, {pn(p, 2)}, {a[0]}, {a[1]}",
        "",
        "31 år gammel førstegangsfødende, ellers frisk. Siste menstruasjon 22.09.2010,",
        "termin etter UL ved 12 uker: 29.06.2011. Hun ønsker å føde ved Ullevål.",
        "",
        "Grunn til henvisning: Hypotyreose diagnostisert 2008, bruker Levaxin 75 ug.",
        "TSH 06.12.2010: 3,9 mIE/L (ref. 0,5-3,6), fritt T4 12 pmol/L. Levaxin er økt til",
        "100 ug. Familiær disposisjon for type 2 diabetes, BMI 31 ved første kontroll.",
        "",
        "Ønsker: Vurdering av oppfølging av stoffskiftet i svangerskapet og om det er",
        "indikasjon for glukosebelastning i uke 24-28. Videre svangerskapskontroller",
        "tas ellers hos meg og jordmor i bydelen.",
        "",
        "Blodtype O RhD positiv, antistoffscreening negativ. Rubella immun. Hb 12,4.",
        "",
        "Med hilsen",
        "Hilde Moen",
        "fastlege",
    ]
    add(38, "henvisning", "2010-12-06", "Schultz gate legekontor", [], None,
        "Gynekologi", p, None, True, pages(p1), "nb",
        "Henvisning til svangerskapsoppfølging ved Fødepoliklinikken",
        "A referral from a GP to an obstetric outpatient clinic; the term date and "
        "sample dates are not the letter date.")


# ck039  Referral with no heading (nb)
def ck039():
    p = "Emma Nordvik"
    a = home(p, "2023-09-05")
    p1 = [
        col(("Avsender", 0), ("Kalfaret legekontor", 22), ("Mottaker", 52)),
        col(("", 0), ("Synnøve Rygg, fastlege", 22), ("Haukeland universitetssjukehus", 52)),
        col(("", 0), ("Kalfarveien 58", 22), ("Øyre-nase-hals-avdelinga", 52)),
        col(("", 0), ("5018 Bergen", 22), ("Poliklinikk barn", 52)),
        "",
        col(("Sendt", 0), ("05.09.2023", 22)),
        "",
        col(("Pasient", 0), (p, 22)),
        col(("Fødselsnummer", 0), (pn(p, 1), 22)),
        col(("Adresse", 0), (f"{a[0]}, {a[1]}", 22)),
        col(("Foresatte", 0), ("Kari Nordvik og Per Nordvik", 22)),
        "",
        col(("Ønsket tjeneste", 0), ("Vurdering og ev. behandling", 22)),
        col(("Diagnose", 0), ("R83 Luftveisinfeksjon annen / snorking, ICPC-2", 22)),
        "",
        "Emma er snart 3 år. Foreldrene forteller om kraftig snorking hver natt det",
        "siste året, med pustepauser på opptil 10-15 sekunder som de har filmet. Hun",
        "sover urolig, svetter mye og er trett og irritabel på dagtid i barnehagen.",
        "Fem halsbetennelser og tre ørebetennelser siste 12 måneder.",
        "",
        "Us.: Store tonsiller (grad 3-4), kissing tonsils. Munnpuster. Trommehinner",
        "lett inndratt bilateralt. Vekt 13,1 kg (følger 25-persentilen). Cor: lett",
        "systolisk bilyd, vurdert som uskyldig ved Barnepoliklinikken i februar i år.",
        "",
        "Spørsmål om tonsillotomi/adenotomi. Takk for vurdering.",
        "",
        "Faste medisiner: ingen. Allergier: ingen kjente.",
        "Søsken: Sofie hadde adenotomi og dren ved deres avdeling i 2018.",
    ]
    add(39, "henvisning", "2023-09-05", "Kalfaret legekontor", [], None,
        "Øre-nese-hals", p, None, True, pages(p1), "nb", None,
        "No heading: an electronic referral print with sender/receiver blocks, "
        "'Ønsket tjeneste' and a question to the specialist - a referral by shape. "
        "Both parents named; the child is the person.")


# ---- resept ---------------------------------------------------------------
def uuid_like():
    h = "".join(RNG.choice("0123456789abcdef") for _ in range(32))
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


# ck040  Reseptutskrift (e-resept), Kalfaret legekontor (nb)
def ck040():
    p = "Per Nordvik"
    p1 = [
        lr("RESEPT", "Utskrift av e-resept"),
        lr("", "Reseptgruppe C"),
        "",
        col(("Pasient:", 0), (p, 20), ("Fødselsnr.:", 50), (pn(p), 62)),
        col(("Adresse:", 0), (", ".join(home(p, "2021-03-11")), 20)),
        "",
        col(("Forskrevet av:", 0), ("Synnøve Rygg, lege", 20), ("HPR-nr.:", 50), ("9" + ref("", 6), 62)),
        col(("Virksomhet:", 0), ("Kalfaret legekontor, Kalfarveien 58, 5018 Bergen", 20)),
        col(("Forskrivningsdato:", 0), ("11.03.2021", 20)),
        "",
        "-" * 84,
        "Symbicort Turbuhaler inhalasjonspulver 160 mikrog/4,5 mikrog/dose",
        col(("Mengde:", 2), ("3 x 120 doser", 22)),
        col(("Dosering:", 2), ("1 inhalasjon morgen og kveld. Ved behov 1 ekstra", 22)),
        col(("", 2), ("inhalasjon, høyst 8 inhalasjoner per døgn.", 22)),
        col(("Bruksområde:", 2), ("Astma", 22)),
        col(("Refusjon:", 2), ("§ 4 (blå resept), refusjonskode ICPC-2 R96 Astma", 22)),
        col(("Reit:", 2), ("3", 22), ("Gyldig til:", 44), ("11.03.2022", 58)),
        col(("Resept-ID:", 2), (uuid_like(), 22)),
        "-" * 84,
        "Aerius tablett 5 mg",
        col(("Mengde:", 2), ("100 stk.", 22)),
        col(("Dosering:", 2), ("1 tablett daglig i pollensesongen", 22)),
        col(("Bruksområde:", 2), ("Allergisk rhinitt", 22)),
        col(("Refusjon:", 2), ("Nei (hvit resept)", 22)),
        col(("Reit:", 2), ("1", 22), ("Gyldig til:", 44), ("11.03.2022", 58)),
        col(("Resept-ID:", 2), (uuid_like(), 22)),
        "-" * 84,
        "",
        "Reseptene er sendt elektronisk til Reseptformidleren og kan hentes ut på et",
        "hvilket som helst apotek i Norge. Ta med legitimasjon.",
        "",
        lr("Utskrevet 11.03.2021 10:42", "Side 1 av 1"),
    ]
    add(40, "resept", "2021-03-11", "Kalfaret legekontor", [], None,
        "Allmennmedisin", p, None, True, pages(p1), "nb", "RESEPT (Utskrift av e-resept)",
        "A printed e-prescription with two items; Forskrivningsdato is the date.")


# ck041  Reseptkvittering (nb)
def ck041():
    p = "Jonas Nordvik"
    p1 = [
        "Kalfaret legekontor",
        "Kalfarveien 58, 5018 Bergen  -  tlf. 55 32 18 60",
        "",
        "RESEPTKVITTERING",
        "",
        f"Til: {p} (f. {born(p)})",
        "",
        "Det er sendt e-resept på følgende legemidler. Ta med legitimasjon for",
        "den som henter, og oppgi barnets fødselsdato på apoteket.",
        "",
        col(("Legemiddel", 0), ("Bruk", 40), ("Reit", 76)),
        col(("Aerius mikstur 0,5 mg/ml, 150 ml", 0), ("2,5 ml daglig i pollensesong", 40), ("2", 76)),
        col(("Avamys nesespray 27,5 mikrog/dose", 0), ("1 spray i hvert nesebor daglig", 40), ("2", 76)),
        col(("Opatanol øyedråper 1 mg/ml", 0), ("1 dråpe 2 ganger daglig v/behov", 40), ("1", 76)),
        "",
        col(("Forskrevet:", 0), ("26.02.2020", 14)),
        col(("Lege:", 0), ("Synnøve Rygg", 14)),
        col(("Gyldig til:", 0), ("26.02.2021", 14)),
        col(("Refusjon:", 0), ("§ 2 (blå resept) for Aerius og Avamys", 14)),
        "",
        "Behandlingen startes ca. to uker før forventet pollensesong (bjørk).",
        "Kvitteringen er ikke en resept og kan ikke brukes til å hente legemidler.",
    ]
    add(41, "resept", "2020-02-26", "Kalfaret legekontor", [], None,
        "Allmennmedisin", p, None, False, pages(p1), "nb", "RESEPTKVITTERING",
        "A receipt for e-prescriptions: a prescription document by content, even though "
        "it says it is not a prescription.")


# ck042  Legemiddelliste, Hafstadvegen legekontor (nn)
def ck042():
    p = "Arne Solheim"
    meds = [
        ("Albyl-E tablett 75 mg", "1 x 1", "hjarte, blodfortynnande", "06.11.2019"),
        ("Atorvastatin tablett 80 mg", "1 x 1 kveld", "kolesterol", "06.11.2019"),
        ("Metoprolol depottablett 50 mg", "1 x 1", "hjarte, blodtrykk", "06.11.2019"),
        ("Ramipril kapsel 5 mg", "1 x 1", "blodtrykk", "14.03.2016"),
        ("Pantoprazol tablett 20 mg", "1 x 1", "magebeskyttelse", "06.11.2019"),
        ("Paracetamol tablett 500 mg", "2 x 3 v/behov", "smerter", "27.01.2022"),
        ("Nitroglyserin resoriblett 0,25 mg", "v/behov", "brystsmerter", "06.11.2019"),
        ("Kalsium/D-vitamin tyggetablett", "1 x 1", "beinhelse", "27.01.2022"),
    ]
    p1 = [
        lr("Hafstadvegen legekontor", "LEGEMIDDELLISTE"),
        "Hafstadvegen 20, 6800 Førde",
        "",
        col(("Pasient:", 0), (p, 16), ("Fødselsnr.:", 48), (pn(p, 1), 60)),
        col(("Fastlege:", 0), ("Gunnhild Hatlestad", 16), ("Dato:", 48), ("07.02.2022", 60)),
        "",
        "Faste legemiddel",
        col(("Legemiddel", 2), ("Dosering", 38), ("Bruk", 54), ("Forskrive", 80)),
    ]
    for m in meds:
        p1.append(col((m[0], 2), (m[1], 38), (m[2], 54), (m[3], 80)))
    p1 += [
        "",
        "Seponerte siste år",
        col(("Brilique tablett 90 mg", 2), ("seponert 11/2020 (12 mnd. etter PCI)", 38)),
        col(("Oxynorm kapsel 5 mg", 2), ("seponert 27.01.2022 (sjukehus)", 38)),
        col(("Zopiklon tablett 5 mg", 2), ("seponert 27.01.2022 (sjukehus)", 38)),
        "",
        "CAVE: Ingen kjende legemiddelallergiar.",
        "",
        "Lista er oppdatert etter epikrise frå Førde sentralsjukehus. Ta med lista til",
        "alle legetimar og ved innlegging. Heimetenesta har fått kopi.",
        "",
        "Gunnhild Hatlestad, fastlege",
    ]
    add(42, "resept", "2022-02-07", "Hafstadvegen legekontor", [], None,
        "Allmennmedisin", p, None, True, pages(p1), "nn", "LEGEMIDDELLISTE",
        "A GP's medication list. Trap: each line carries an older forskrive date and "
        "the list refers to an epikrise; the list date is the document date.")


# ck043  Multidose legemiddelkort (nn)
def ck043():
    p = "Ingrid Solheim"
    rows = [
        ("Amlodipin tablett 5 mg", "1", "", "", "", "blodtrykk"),
        ("Alendronat tablett 70 mg", "1 (måndag)", "", "", "", "beinskjørheit"),
        ("Kalsium/D-vitamin 500 mg/800 IE", "", "1", "", "", "beinskjørheit"),
        ("Levotyroksin tablett 50 mikrog", "1", "", "", "", "stoffskifte"),
        ("Donepezil tablett 5 mg", "", "", "1", "", "minnesvikt"),
        ("Makrogol pulver (Movicol)", "", "", "1", "", "forstopping"),
    ]
    p1 = [
        "Fjellsiden legesenter",
        "Fjellveien 41, 5019 Bergen",
        "",
        "LEGEMIDDELKORT - MULTIDOSE",
        "",
        col(("Pasient:", 0), (p, 14), ("Fødselsnummer:", 46), (pn(p), 62)),
        col(("Adresse:", 0), (", ".join(home(p, "2024-05-13")), 14)),
        col(("Lege:", 0), ("Eirik Sæbø, fastlege", 14), ("Forskrivingsdato:", 46), ("13.05.2024", 64)),
        col(("Apotek:", 0), ("Multidoseapoteket Bergen (pakkar 14 dagar om gongen)", 14)),
        col(("Start ny pakking:", 0), ("veke 21", 18)),
        "",
        "Legemiddel i multidoseposane",
        col(("Legemiddel", 2), ("Morgon", 36), ("Dag", 48), ("Kveld", 56), ("Natt", 64), ("Bruk", 72)),
    ]
    for r in rows:
        p1.append(col((r[0], 2), (r[1], 36), (r[2], 48), (r[3], 56), (r[4], 64), (r[5], 72)))
    p1 += [
        "",
        "Legemiddel utanom multidose",
        col(("Paracetamol tablett 500 mg", 2), ("2 inntil 3 gonger dagleg ved smerter", 36)),
        col(("Zoledronsyre infusjon 5 mg", 2), ("årleg - sett på vent (byta til alendronat)", 36)),
        "",
        "Endringar frå førre kort: Donepezil 5 mg ny (Haraldsplass, utgreiing av minne).",
        "Zoledronsyre erstatta av alendronat.",
        "",
        "Heimesjukepleia deler ut posane kvar morgon.",
        "",
        "Eirik Sæbø",
        "lege",
    ]
    add(43, "resept", "2024-05-13", "Fjellsiden legesenter", [], None,
        "Allmennmedisin", p, None, True, pages(p1), "nn", "LEGEMIDDELKORT - MULTIDOSE",
        "A multidose medication card from the GP: a medication list. 'Forskrivingsdato' "
        "gives the date.")


# ---- annet ----------------------------------------------------------------

# ck044  Helseattest førerkort (nb)
def ck044():
    p = "Arne Solheim"
    a = home(p, "2021-01-20")
    p1 = [
        "HELSEATTEST FØRERKORT",
        "Legeattest til bruk ved søknad om førerkort / fornyelse",
        "",
        col(("Søker:", 0), (p, 18), ("Fødselsnr.:", 48), (pn(p), 61)),
        col(("Adresse:", 0), (f"{a[0]}, {a[1]}", 18)),
        col(("Førerkortklasse:", 0), ("B (gruppe 1)", 18)),
        col(("Identitet kontrollert:", 0), ("Førerkort", 23)),
        "",
        "Legen har undersøkt søkeren og gjennomgått helsekravene i førerkortforskriften",
        "vedlegg 1. Relevante opplysninger:",
        "",
        "- Syn: Operert for grå stær begge øyne 2017. Binokulær visus med briller 0,9.",
        "  Synsfelt normalt ved konfrontasjon. Ingen dobbeltsyn.",
        "- Hjerte: Hjerteinfarkt behandlet med PCI november 2019. Ingen angina, ingen",
        "  synkope. Stabil på medikamenter.",
        "- Kognitiv funksjon: MMSE-NR3 27/30, klokketest og Trail Making Test B",
        "  innenfor forventet for alder.",
        "- Ingen søvnsykdom, epilepsi, diabetes eller rusmiddelbruk.",
        "",
        "Konklusjon: Helsekravene for førerkortgruppe 1 er oppfylt.",
        "Attesten tidsbegrenses til 2 år på grunn av alder og hjertesykdom.",
        "",
        col(("Sted/dato:", 0), ("Førde, 20.01.2021", 12)),
        col(("Lege:", 0), ("Gunnhild Hatlestad, Hafstadvegen legekontor", 12)),
        col(("HPR-nr.:", 0), ("8" + ref("", 6), 12)),
        "",
        "Attesten sendes Statens vegvesen. Søkeren beholder kopi.",
    ]
    add(44, "annet", "2021-01-20", "Hafstadvegen legekontor", [], None,
        "Allmennmedisin", p, None, True, pages(p1), "nb", "HELSEATTEST FØRERKORT",
        "A medical certificate for a driving licence: not a summary, result, summons, "
        "referral or prescription, so annet, even though it reports clinical findings.")


# ck045  Legeattest til skolen (nb)
def ck045():
    p = "Sofie Aas"
    p1 = [
        "Kalfaret legekontor",
        "Kalfarveien 58, 5018 Bergen",
        "",
        lr("Til: Kontaktlærer, Kalfaret skole", "Bergen, 02.04.2019"),
        "",
        "LEGEATTEST",
        "",
        f"Det bekreftes at {p}, født {born(p)}, elev i 2. klasse, har dren",
        "(ventilasjonsrør) i begge trommehinner.",
        "",
        "Hun kan delta i svømmeundervisningen med øreplugger og badehette, men",
        "skal ikke dykke eller hoppe i vannet fra kanten eller stupebrett så lenge",
        "drenene sitter, foreløpig ut skoleåret.",
        "",
        "Hun har ellers ingen begrensninger i kroppsøving.",
        "",
        "Med vennlig hilsen",
        "",
        "Synnøve Rygg",
        "fastlege",
        "",
        "Attesten er utstedt etter ønske fra foresatte.",
    ]
    add(45, "annet", "2019-04-02", "Kalfaret legekontor", [], None,
        "Allmennmedisin", p, None, False, pages(p1), "nb", "LEGEATTEST",
        "A certificate for the school: an attest is 'annet'.")


# ck046  Avlysning av time, Rikshospitalet (nb)
def ck046():
    p = "Per Nordvik"
    a = home(p, "2025-03-04")
    old = "2025-03-13"
    p1 = [
        lr("Oslo universitetssykehus HF", "Rikshospitalet"),
        lr("", "Hjertemedisinsk avdeling"),
        lr("", "Hjertemedisinsk poliklinikk"),
        "",
        "",
        f"{p}",
        f"{a[0]}",
        f"{a[1]}",
        "",
        lr("", "Dato: 04.03.2025"),
        "",
        "AVLYSNING AV TIME",
        "",
        f"Pasient: {p}, fødselsnummer {pn(p, 1)}",
        "",
        f"Timen din {longdate(old, weekday=True)} kl. 10:30 ved Hjertemedisinsk",
        "poliklinikk, Rikshospitalet (vurdering før ablasjonsbehandling), er dessverre",
        "avlyst på grunn av sykdom hos behandler.",
        "",
        "Du vil få ny time så snart som mulig, og senest innen fire uker. Ny innkalling",
        "sendes til deg på helsenorge.no. Du trenger ikke ta kontakt med oss.",
        "",
        "Dersom du har bestilt reise, må du selv avbestille den hos Pasientreiser.",
        "Utgifter du allerede har hatt til reisen, kan du søke refundert.",
        "",
        "Vi beklager ulempene dette medfører.",
        "",
        "Med vennlig hilsen",
        "Hjertemedisinsk poliklinikk",
        "Oslo universitetssykehus",
    ]
    add(46, "annet", "2025-03-04", "Rikshospitalet",
        ["Oslo universitetssykehus", "Oslo universitetssykehus HF", "OUS"],
        "Hjertemedisinsk avdeling", "Kardiologi", p, None, True, pages(p1), "nb",
        "AVLYSNING AV TIME",
        "A cancellation that names the old time and promises a new summons, but gives "
        "no new time: annet, appointment null.")


# ck047  Faktura eigendel, Helse Førde (nn)
def ck047():
    p = "Arne Solheim"
    a = home(p, "2017-05-08")
    p1 = [
        lr("Helse Førde HF", "FAKTURA"),
        "Pasientfakturering",
        "Postboks 1090, 6807 Førde",
        "Org.nr. 983 971 588",
        "",
        f"{p}",
        f"{a[0]}",
        f"{a[1]}",
        "",
        col(("Fakturadato:", 48), ("08.05.2017", 66)),
        col(("Fakturanr.:", 48), ("7" + ref("", 7), 66)),
        col(("Kundenr.:", 48), (ref("", 6), 66)),
        col(("Forfallsdato:", 48), ("07.06.2017", 66)),
        "",
        "EIGENDEL FOR POLIKLINISK HELSEHJELP",
        "",
        f"Gjeld: {p}, f. {born(p)}",
        "",
        col(("Dato", 0), ("Stad", 14), ("Tenesta", 46), ("Beløp", 76)),
        col(("20.04.2017", 0), ("Augepoliklinikken, FSS", 14), ("Poliklinisk konsultasjon", 46), ("345,00", 76)),
        col(("", 0), ("", 14), ("Attesttakst/gebyr", 46), ("0,00", 76)),
        col(("", 0), ("", 14), ("Å betale", 46), ("kr 345,00", 72)),
        "",
        col(("Kontonummer:", 0), ("3705 19 42218", 16)),
        col(("KID:", 0), ("4" + ref("", 9), 16)),
        "",
        "Eigendelen vert registrert automatisk i eigendelsregisteret til Helfo.",
        "Når du har betalt over eigendelstaket, får du frikort automatisk. Har du",
        "frikort alt, kan du sjå bort frå denne fakturaen og kontakte oss.",
        "",
        "Spørsmål om fakturaen: telefon 57 83 90 30 kvardagar kl. 09-14.",
    ]
    add(47, "annet", "2017-05-08", "Helse Førde",
        ["Helse Førde HF", "Førde sentralsjukehus"], "Pasientfakturering", None, p,
        None, False, pages(p1), "nn", "FAKTURA",
        "An invoice for a patient co-payment: a receipt/invoice is annet. The visit "
        "date precedes the invoice date; the account number is not an ID number.")


# ck048  Samtykkeerklæring, Haukeland ØNH (nb)
def ck048():
    p = "Emma Nordvik"
    p1 = [
        lr("Helse Bergen", "Haukeland universitetssjukehus"),
        lr("", "Øre-nese-hals-avdelingen"),
        "",
        "SAMTYKKEERKLÆRING - KIRURGISK INNGREP PÅ BARN",
        "",
        col(("Pasient:", 0), (p, 18), ("Fødselsnr.:", 48), (pn(p), 61)),
        col(("Planlagt inngrep:", 0), ("Tonsillotomi og adenotomi i narkose", 18)),
        col(("Operatør:", 0), ("Overlege Guro Lyngstad", 18)),
        "",
        "Vi som foresatte bekrefter at vi har fått muntlig og skriftlig informasjon om",
        "inngrepet, hvorfor det anbefales, og om mulige komplikasjoner, særlig",
        "risikoen for blødning de første to ukene etter operasjonen. Vi har fått",
        "anledning til å stille spørsmål, og vi vet at samtykket kan trekkes tilbake",
        "når som helst før inngrepet.",
        "",
        "Vi samtykker til:",
        "  [X] Tonsillotomi og adenotomi som beskrevet",
        "  [X] Narkose og nødvendig smertelindring",
        "  [ ] Bruk av anonymiserte bilder i undervisning",
        "",
        "Inngrepet er planlagt i uke 11. Dere får egen innkalling med tid og oppmøtested.",
        "",
        col(("Sted og dato:", 0), ("Bergen, 20.02.2024", 16)),
        "",
        col(("_____________________________", 0), ("_____________________________", 44)),
        col(("Kari Nordvik (foresatt)", 0), ("Per Nordvik (foresatt)", 44)),
        "",
        col(("Informasjon gitt av:", 0), ("Guro Lyngstad, overlege", 22)),
        "",
        "Originalen legges i journalen. Foresatte får kopi.",
    ]
    add(48, "annet", "2024-02-20", "Haukeland universitetssjukehus",
        ["Helse Bergen", "Helse Bergen HF", "Haukeland"], "Øre-nese-hals-avdelingen",
        "Øre-nese-hals", p, None, True, pages(p1), "nb",
        "SAMTYKKEERKLÆRING - KIRURGISK INNGREP PÅ BARN",
        "A consent form signed by the parents: annet. 'Planlagt i uke 11' and a "
        "coming innkalling give no appointment.")


# ck049  Informasjonsskriv, Helse Bergen, no person (nb)
def ck049():
    p1 = [
        lr("Helse Bergen", "Haukeland universitetssjukehus"),
        "",
        lr("", "Bergen, 4. februar 2019"),
        "",
        "Informasjon til pasienter og pårørende",
        "",
        "BREV FRA SYKEHUSET KOMMER NÅ DIGITALT",
        "",
        "Fra 1. mars 2019 sender Helse Bergen innkallinger, svar på henvisning og",
        "andre brev digitalt til deg som har en digital postkasse eller bruker",
        "helsenorge.no. Du får varsel på SMS eller e-post når du har fått et nytt brev.",
        "",
        "Hva betyr dette for deg?",
        "- Du finner brevene under «Innboks» når du logger inn på helsenorge.no.",
        "- Du kan se timene dine, endre eller avbestille dem og sende oss meldinger.",
        "- Brev som ikke er åpnet innen 40 timer, sendes som vanlig post.",
        "",
        "Ønsker du fortsatt papirbrev, kan du reservere deg på helsenorge.no eller",
        "ringe oss.",
        "",
        "Foreldre til barn under 12 år kan se barnets brev på vegne av barnet.",
        "Ungdom mellom 12 og 16 år må selv gi tilgang.",
        "",
        "Har du spørsmål, ring Pasientkontoret på telefon 55 97 09 10.",
        "",
        "Med vennlig hilsen",
        "Helse Bergen",
    ]
    add(49, "annet", "2019-02-04", "Helse Bergen",
        ["Helse Bergen HF", "Haukeland universitetssjukehus"], None, None, None,
        None, False, pages(p1), "nb", "Informasjon til pasienter og pårørende",
        "A general information letter about digital post, naming no patient: annet "
        "with person null, even though it mentions innkallinger and henvisning.")


# === FOOTER ===
ORDER = [v for k, v in sorted(globals().items()) if re.fullmatch(r"ck\d{3}", k)]


def fnr_valid(s):
    if not re.fullmatch(r"\d{11}", s):
        return False
    x = [int(c) for c in s]
    w1 = [3, 7, 6, 1, 8, 9, 4, 5, 2]
    w2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
    k1 = 11 - sum(a * b for a, b in zip(x, w1)) % 11
    k1 = 0 if k1 == 11 else k1
    k2 = 11 - sum(a * b for a, b in zip(x, w2)) % 11
    k2 = 0 if k2 == 11 else k2
    if k1 == 10 or k2 == 10 or k1 != x[9] or k2 != x[10]:
        return False
    day, month = int(s[0:2]), int(s[2:4])
    if day > 40:
        day -= 40  # D-number
    return 1 <= day <= 31 and 1 <= month <= 12


def check(doc):
    t = doc["text"]
    assert "\t" not in t and "\r" not in t, doc["id"]
    found = set()
    for m in re.finditer(r"(?<![\d.])(\d{6})[ -]?(\d{5})(?![\d])", t):
        s = m.group(1) + m.group(2)
        if fnr_valid(s):
            found.add(s)
    want = {doc["personnummer"]} if doc["personnummer"] else set()
    assert found == want, (doc["id"], found, want)
    if doc["person"]:
        assert doc["person"] in FAMILY
        assert doc["documentDate"] >= BORN[doc["person"]], doc["id"]
    if doc["docType"] == "innkalling":
        assert doc["appointment"] and doc["appointment"][:10] > doc["documentDate"], doc["id"]
    else:
        assert doc["appointment"] is None, doc["id"]
    if doc["docType"] == "lab-svar":
        assert doc["specialty"] is None, doc["id"]
    assert "2009-01-01" <= doc["documentDate"] <= "2025-12-31", doc["id"]
    for ln in t.split("\n"):
        assert len(ln) <= 110, (doc["id"], ln)


def main():
    for f in ORDER:
        f()
    ids = [x["id"] for x in DOCS]
    assert ids == [f"ck{i:03d}" for i in range(len(DOCS))], ids
    keys = ["id", "docType", "documentDate", "institution", "institutionAliases",
            "department", "specialty", "person", "appointment", "hasPersonnummer",
            "personnummer", "text"]
    for x in DOCS:
        check(x)
    if "--table" in sys.argv:
        for x in DOCS:
            print(f"| {x['id']} | {x['docType']} | {x['_lang']} | {x['documentDate']} | "
                  f"{x['institution']} | {x['person'] or '-'} | {x['_heading'] or '(none)'} | {x['_why']} |")
        return
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "texts.jsonl")
    with open(out, "w", encoding="utf-8", newline="\n") as fh:
        for x in DOCS:
            fh.write(json.dumps({k: x[k] for k in keys}, ensure_ascii=False) + "\n")
    print(f"wrote {len(DOCS)} documents to {out}", file=sys.stderr)


if __name__ == "__main__":
    main()
