#!/usr/bin/env python3
"""Invented Norwegian clinical letters (senders-clinical2 corpus).

Python 3 standard library only.  Writes texts.jsonl next to this file.
Every run gives byte-identical output (fixed seed, no set/hash ordering).
All persons other than the family in family.json, all addresses, phone
numbers, case numbers, org.nr. and HPR numbers are invented.
"""
import datetime as _dt
import json
import os
import random
import re
import textwrap

HERE = os.path.dirname(os.path.abspath(__file__))
RNG = random.Random(48151623)

FAMILY = {
    "Kari Nordvik": ("1979-03-15", "15037906872"),
    "Per Nordvik": ("1976-11-02", "02117629115"),
    "Sofie Aas": ("2011-06-30", "30061191042"),
    "Jonas Nordvik": ("2015-01-09", "09011589127"),
    "Emma Nordvik": ("2020-09-14", "14092053246"),
    "Ingrid Solheim": ("1944-08-21", "21084413027"),
    "Arne Solheim": ("1941-02-04", "04024106093"),
}

# ---------------------------------------------------------------- numbers
W1 = (3, 7, 6, 1, 8, 9, 4, 5, 2)
W2 = (5, 4, 3, 2, 7, 6, 5, 4, 3, 2)


def fnr_valid(s):
    """True if s passes the fødselsnummer check under the old or the 2032 rule."""
    if len(s) != 11 or not s.isdigit():
        return False
    d = [int(c) for c in s]
    r1 = (sum(w * x for w, x in zip(W1, d[:9])) + d[9]) % 11
    r2 = (sum(w * x for w, x in zip(W2, d[:10])) + d[10]) % 11
    return r1 in (0, 1, 2, 3) and r2 == 0


def decoy11(first=None):
    """An 11-digit number that is NOT a valid fødselsnummer/D-number (fails mod 11)."""
    while True:
        s = (first or str(RNG.randint(1, 9))) + "".join(str(RNG.randint(0, 9)) for _ in range(11 - len(first or "x")))
        if not fnr_valid(s):
            return s


def digits(n):
    return "".join(str(RNG.randint(0, 9)) for _ in range(n))


def orgnr(spaced=True):
    """Invented 9-digit organisation number that fails the Brønnøysund mod-11 check
    (so it cannot be a real one)."""
    w = (3, 2, 7, 6, 5, 4, 3, 2)
    while True:
        s = str(RNG.randint(8, 9)) + digits(8)
        r = 11 - sum(a * int(b) for a, b in zip(w, s[:8])) % 11
        k = 0 if r == 11 else r
        if r == 10 or k != int(s[8]):
            return "%s %s %s" % (s[:3], s[3:6], s[6:]) if spaced else s


def phone(prefix):
    """Invented 8-digit phone number starting with prefix (2 digits), 'NN NN NN NN'."""
    s = prefix + digits(6)
    return "%s %s %s %s" % (s[:2], s[2:4], s[4:6], s[6:])


def hpr():
    return str(RNG.randint(1, 9)) + digits(RNG.choice((6, 7, 8)))


def caseno(year):
    return "%d/%05d" % (year, RNG.randint(100, 99999))


# ---------------------------------------------------------------- dates
MONTHS = ["januar", "februar", "mars", "april", "mai", "juni", "juli", "august",
          "september", "oktober", "november", "desember"]
WD_NB = ["mandag", "tirsdag", "onsdag", "torsdag", "fredag", "lørdag", "søndag"]
WD_NN = ["måndag", "tysdag", "onsdag", "torsdag", "fredag", "laurdag", "sundag"]


def D(s):
    return _dt.date.fromisoformat(s)


def dn(s):           # 03.11.2025
    d = D(s)
    return "%02d.%02d.%04d" % (d.day, d.month, d.year)


def dn2(s):          # 03.11.25
    d = D(s)
    return "%02d.%02d.%02d" % (d.day, d.month, d.year % 100)


def dl(s):           # 3. november 2025
    d = D(s)
    return "%d. %s %d" % (d.day, MONTHS[d.month - 1], d.year)


def dwl(s, nn=False, cap=False):  # mandag 3. november 2025
    d = D(s)
    w = (WD_NN if nn else WD_NB)[d.weekday()]
    if cap:
        w = w[0].upper() + w[1:]
    return "%s %s" % (w, dl(s))


# ---------------------------------------------------------------- layout
def pad(left, col, right):
    left = left.rstrip()
    if len(left) >= col:
        return left + "   " + right
    return left + " " * (col - len(left)) + right


def two(lefts, rights, col=48):
    """Two text blocks side by side on the same lines (pdftotext -layout style)."""
    out = []
    n = max(len(lefts), len(rights))
    for i in range(n):
        l = lefts[i] if i < len(lefts) else ""
        r = rights[i] if i < len(rights) else ""
        out.append(pad(l, col, r) if r else l)
    return out


def three(a, b, c, cb=30, cc=60):
    out = []
    n = max(len(a), len(b), len(c))
    for i in range(n):
        x = a[i] if i < len(a) else ""
        y = b[i] if i < len(b) else ""
        z = c[i] if i < len(c) else ""
        line = x
        if y:
            line = pad(line, cb, y)
        if z:
            line = pad(line, cc, z)
        out.append(line)
    return out


def center(s, width=86):
    return " " * max(0, (width - len(s)) // 2) + s


def right(s, width=86):
    return " " * max(0, width - len(s)) + s


def spaced(s):
    """Spaced-out logo letters: 'HELSE BERGEN' -> 'H E L S E   B E R G E N'."""
    return "   ".join(" ".join(w) for w in s.split(" "))


def wrap(text, width=84, indent=0):
    ind = " " * indent
    return textwrap.wrap(text, width=width, initial_indent=ind, subsequent_indent=ind,
                         break_on_hyphens=False)


def para(*texts, width=84, indent=0):
    """Paragraphs wrapped and separated by blank lines."""
    out = []
    for i, t in enumerate(texts):
        if i:
            out.append("")
        out.extend(wrap(t, width, indent))
    return out


def table(rows, widths, indent=0):
    """Rows of cells; cell j starts at indent + sum(widths[:j]) (at least 2 spaces apart)."""
    out = []
    for r in rows:
        line = " " * indent
        for j, cell in enumerate(r):
            line += cell
            if j < len(r) - 1:
                target = indent + sum(widths[:j + 1])
                line += " " * max(2, target - len(line))
        out.append(line.rstrip())
    return out


def page(*blocks):
    lines = []
    for b in blocks:
        if isinstance(b, str):
            lines.append(b)
        else:
            lines.extend(b)
    return "\n".join(l.rstrip() for l in lines)


def pages(*pgs):
    """pdftotext -layout output: every page ends with a form feed."""
    return "".join(p.rstrip("\n") + "\n\f" for p in pgs)


def fnr_fmt(name, style=0):
    f = FAMILY[name][1]
    if style == 1:
        return f[:6] + " " + f[6:]
    if style == 2:
        return f[:6] + "-" + f[6:]
    return f


def born(name, style=0):
    b = FAMILY[name][0]
    return dn(b) if style == 0 else dl(b)


# ---------------------------------------------------------------- registry
LETTERS = []


def add(docType, date, institution, aliases, department, specialty, person,
        appointment, text, lang, fnr=None):
    """fnr: True if the person's fødselsnummer is printed (checked against text)."""
    LETTERS.append(dict(docType=docType, documentDate=date, institution=institution,
                        institutionAliases=list(aliases), department=department,
                        specialty=specialty, person=person, appointment=appointment,
                        hasPersonnummer=bool(fnr), lang=lang, text=text))


# === LETTERS ===
# ---------------------------------------------------------------- A1 Haukeland, innkalling, Kari (nn)
def _a1():
    date, appt = "2014-09-18", "2014-10-21T09:40"
    ref = "14/%05d-3" % RNG.randint(10000, 99999)
    head = two(["Helse Bergen",
                "Haukeland universitetssjukehus",
                "Kvinneklinikken",
                "Gynekologisk poliklinikk"],
               ["", "", "Vår ref.: " + ref, "Dykkar ref.:"], col=52)
    head += two(["", "", "Kari Nordvik", "Salhusvegen 118", "5107 SALHUS"],
                ["Sakshandsamar: Randi Tveit", "Telefon: " + phone("55"),
                 "", "Dato: " + dn(date)], col=52)
    body = ["", "", "INNKALLING TIL POLIKLINISK TIME", "",
            "Pasient: Kari Nordvik          Fødselsnr.: " + fnr_fmt("Kari Nordvik"), ""]
    body += para("Vi viser til tilvising frå fastlege Eirik Hjelmeland, Salhus legekontor, datert "
                 "29.08.2014 og motteken hjå oss 02.09.2014. Tilvisinga er vurdert, og du har rett "
                 "til naudsynt helsehjelp i spesialisthelsetenesta. Seinaste frist for start av "
                 "helsehjelpa er 15.12.2014.",
                 "Du har fått time:")
    body += ["", "    " + dwl(appt[:10], nn=True, cap=True) + " kl. 09.40",
             "    Stad: Kvinneklinikken, inngang sør, 2. etasje, Hovudbygget sør, Kvinneklinikkvegen 4",
             "    Lege: overlege Marit Øvrebø", ""]
    body += para("Meld deg i ekspedisjonen 15 minutt før timen. Ta med liste over medisinar du "
                 "brukar. Undersøkinga tek vanlegvis om lag ein time. Det er fint om du har "
                 "tømt urinblæra før undersøkinga.",
                 "Eigenandel for poliklinisk konsultasjon vert kravd inn etter gjeldande satsar. "
                 "Har du frikort, må du ta det med.",
                 "Dersom du ikkje kan møte, må du gje beskjed så snart som mogleg og seinast 24 timar "
                 "før timen. Timar som ikkje vert avbestilte, vert fakturerte med eit gebyr.")
    body += ["", "Med helsing", "", "Randi Tveit", "sekretær", "Gynekologisk poliklinikk", "",
             "Kopi: Fastlege Eirik Hjelmeland, Salhus legekontor, Postboks 34, 5107 Salhus", "", "",
             "Helse Bergen HF · Postboks 7316, 5020 Bergen · Sentralbord " + phone("55") +
             " · Org.nr. " + orgnr()]
    add("innkalling", date, "Haukeland universitetssjukehus",
        ["Helse Bergen HF", "Helse Bergen", "Haukeland", "Haukeland universitetssykehus"],
        "Kvinneklinikken, Gynekologisk poliklinikk", "Gynekologi", "Kari Nordvik", appt,
        pages(page(head, body)), "nn", fnr=True)


_a1()


# ---------------------------------------------------------------- A2 St. Olavs, epikrise, Sofie (nb)
def _a2():
    date = "2011-07-08"
    org = orgnr()
    p1 = ["", center(spaced("ST. OLAVS HOSPITAL")),
          center("UNIVERSITETSSYKEHUSET I TRONDHEIM"), "",
          "Barne- og ungdomsklinikken",
          "Nyfødt intensiv", ""]
    p1 += two(["Værnes legesenter", "v/ fastlege Gunnar Bjerkan", "Kjøpmannsgata 9",
               "7500 STJØRDAL"],
              ["Deres ref.:", "Vår ref.: " + caseno(2011), "Saksbehandler: Hege Lian",
               "Dato: " + dn(date)], col=50)
    p1 += ["", "", "EPIKRISE", "",
           "Pasient:   Sofie Aas",
           "Født:      30.06.2011          Fødselsnummer: " + fnr_fmt("Sofie Aas"),
           "Mor:       Kari Nordvik, Husbyvegen 33, 7500 Stjørdal",
           "",
           "Innlagt:   02.07.2011 kl. 14.20 (overflyttet fra Sykehuset Levanger, barneavdelingen)",
           "Utskrevet: 06.07.2011", "",
           "Diagnoser:",
           "  P59.9   Neonatal gulsott, uspesifisert",
           "  P07.3   Annen for tidlig fødsel (gestasjonsalder 36+2)", "",
           "Anamnese:"]
    p1 += para("Jente født 30.06.2011 ved Sykehuset Levanger etter ukomplisert svangerskap, spontan "
               "vaginal fødsel i uke 36+2. Fødselsvekt 2710 g. Apgar 9/10/10. Utviklet synlig "
               "ikterus andre levedøgn, og transkutan bilirubin steg raskt. Ble overflyttet hit "
               "for lysbehandling da Levanger på det tidspunktet hadde fullt belegg.",
               width=84)
    p2 = ["Forløp:"]
    p2 += para("Ved innkomst serum-bilirubin 298 µmol/L, over lysgrensen for alder og gestasjon. "
               "Blodtype mor O pos, barn A pos, DAT negativ. Hb 17,8 g/dL. Fikk dobbel lysbehandling i "
               "36 timer, deretter enkel. Bilirubin falt til 176 µmol/L 05.07.2011 og var 182 µmol/L "
               "ved kontroll morgenen 06.07.2011 uten lys. Ammer godt, vektnadir 2540 g (-6,3 %), "
               "ved utreise 2590 g. Klinisk i god form hele oppholdet.")
    p2 += ["", "Vurdering og videre plan:"]
    p2 += para("Ukomplisert neonatal ikterus hos lett premature. Ingen holdepunkter for hemolyse. "
               "Vi ber helsestasjonen veie barnet og vurdere hudfarge ved hjemmebesøk innen 3-4 dager. "
               "Ved tiltakende gulsott, slapphet eller dårlig spising skal foreldrene ta kontakt "
               "med barneavdelingen ved Sykehuset Levanger.",
               "Ingen faste medisiner. K-vitamin gitt ved fødsel. Neste ordinære kontroll ved "
               "helsestasjonen (6 ukers kontroll) ca. 11.08.2011.")
    p2 += ["", "Med vennlig hilsen", "",
           "Ingvild Sæther                        Lars Ove Rønning",
           "lege i spesialisering                 overlege", "",
           "Diktert 07.07.2011, skrevet 08.07.2011 av HL. Elektronisk godkjent.", "",
           "Kopi: Sykehuset Levanger, Barneavdelingen",
           "      Helsestasjonen, Stjørdal kommune",
           "      Foreldre", "", "",
           "St. Olavs hospital HF  |  Postboks 8804 Sluppen, 7006 Trondheim  |  Org.nr. " + org,
           right("Side 2 av 2")]
    p1 += ["", "", "St. Olavs hospital HF  |  Postboks 8804 Sluppen, 7006 Trondheim  |  Org.nr. " + org,
           right("Side 1 av 2")]
    add("epikrise", date, "St. Olavs hospital",
        ["St. Olavs hospital HF", "St. Olavs", "St Olavs hospital", "Universitetssykehuset i Trondheim"],
        "Barne- og ungdomsklinikken, Nyfødt intensiv", "Barnesykdommer", "Sofie Aas", None,
        pages(page(p1), page(p2)), "nb", fnr=True)


_a2()


# ---------------------------------------------------------------- A3 Nordlandssykehuset Bodø, epikrise, Arne (nb)
def _a3():
    date = "2013-08-14"
    bar = "-" * 86
    hdr = ["EPIKRISE" + " " * 66 + "Side 1 av 2", bar,
           "Avsender:        Nordlandssykehuset HF, Nevrologisk avdeling, Bodø",
           "                 Prinsensgate 164, 8005 Bodø   Tlf. " + phone("75"),
           "Mottaker:        Fastlege Bjørn Kvalvik, Elverhøy legesenter,",
           "                 Storgata 140, 9008 Tromsø",
           "Kopi til:        Nevrologisk poliklinikk, UNN Tromsø",
           "Pasient:         SOLHEIM, ARNE          Fnr: " + fnr_fmt("Arne Solheim"),
           "Adresse:         Prestvannvegen 41, 9011 Tromsø",
           "Dokumentdato:    " + dn(date),
           "Innlagt:         09.08.2013   Utskrevet: 13.08.2013",
           "Ansvarlig lege:  Overlege Kjell-Arne Pedersen",
           "Journalnr.:      " + digits(8),
           bar, ""]
    body = ["Diagnoser:",
            "  G45.9   Transitorisk cerebral iskemi (TIA)",
            "  I48.9   Atrieflimmer, ikke tidligere kjent", "",
            "Bakgrunn:"]
    body += para("72 år gammel mann, hjemmehørende i Tromsø. Var på reise med Hurtigruten og ble "
                 "brakt til akuttmottaket i Bodø 09.08.2013 etter ca. 40 minutter med talevansker og "
                 "nedsatt kraft i høyre hånd. Symptomene gikk helt tilbake før ankomst. Kjent "
                 "hypertensjon, ellers frisk. Røyker ikke.")
    body += ["", "Funn og undersøkelser:"]
    body += para("Ved innkomst upåfallende nevrologisk status, NIHSS 0. BT 168/94. EKG viste "
                 "atrieflimmer med ventrikkelfrekvens ca. 110/min. CT caput og CT angiografi "
                 "10.08.2013 uten tegn til blødning, infarkt eller signifikante stenoser. "
                 "Ekkokardiografi 12.08.2013: normal venstre ventrikkelfunksjon, lett dilatert "
                 "venstre atrium.")
    p1 = page(hdr, body)
    p2 = ["Epikrise – SOLHEIM, ARNE (fortsettelse)" + " " * 35 + "Side 2 av 2", bar, "",
          "Vurdering:"]
    p2 += para("Vi oppfatter episoden som TIA i venstre hemisfære på bakgrunn av nyoppdaget "
               "atrieflimmer. CHA2DS2-VASc 4. Startet antikoagulasjon med apixaban 5 mg x 2 "
               "11.08.2013 etter samtale om nytte og blødningsrisiko. Frekvensregulering med "
               "metoprolol. Pasienten er orientert om at han ikke kan kjøre bil de neste fire "
               "ukene.")
    p2 += ["", "Medikamenter ved utreise:",
           "  Eliquis (apixaban) tabl. 5 mg         1 x 2",
           "  Selo-Zok (metoprolol) tabl. 50 mg     1 x 1",
           "  Amlodipin tabl. 5 mg                  1 x 1 (som før)", "",
           "Videre oppfølging:"]
    p2 += para("Kontroll hos fastlege om 2-3 uker med blodtrykk, puls og kreatinin. Vi har sendt "
               "henvisning til nevrologisk poliklinikk ved UNN Tromsø for kontroll om ca. 3 måneder, "
               "og anbefaler vurdering hos kardiolog med tanke på videre rytmebehandling.")
    p2 += ["", "Med vennlig hilsen", "",
           "Kjell-Arne Pedersen            Hanne Berg Olsen",
           "overlege                       lege i spesialisering",
           "Nevrologisk avdeling, Nordlandssykehuset Bodø", "",
           "Dokumentet er elektronisk godkjent og sendt som elektronisk melding 14.08.2013 kl. 11:52."]
    add("epikrise", date, "Nordlandssykehuset Bodø",
        ["Nordlandssykehuset", "Nordlandssykehuset HF", "NLSH", "NLSH Bodø"],
        "Nevrologisk avdeling", "Nevrologi", "Arne Solheim", None,
        pages(p1, page(p2)), "nb", fnr=True)


_a3()


# ---------------------------------------------------------------- A4 UNN Tromsø, poliklinisk notat, Ingrid (nb)
def _a4():
    date = "2016-03-04"
    p = ["", "  " + spaced("UNN"), "  Universitetssykehuset Nord-Norge HF",
         "  Øyeavdelingen – Øyepoliklinikken", "",
         right("Tromsø, " + dl(date)), ""]
    p += two(["Elverhøy legesenter", "Fastlege Bjørn Kvalvik", "Storgata 140", "9008 Tromsø"],
             ["Vår ref.: " + caseno(2016), "Henv. mottatt: 14.12.2015"], col=54)
    p += ["", "", "POLIKLINISK NOTAT", "",
          "Gjelder:  Ingrid Solheim, født " + born("Ingrid Solheim") + ", Prestvannvegen 41, 9011 Tromsø",
          "Konsultasjon: 02.03.2016", ""]
    p += para("Henvist av deg for tiltakende tåkesyn begge øyne, mest venstre, med blending ved "
              "bilkjøring i mørket. Bruker lesebriller. Ingen tidligere øyesykdom. Diabetes er "
              "ikke kjent.")
    p += ["", "Funn:",
          "  Visus med egen korreksjon:   hø. 0,5    ve. 0,3",
          "  Trykk (applanasjon):         hø. 16     ve. 17 mmHg",
          "  Spaltelampe: Kortikonukleær katarakt begge sider, ve. > hø.",
          "  Fundus i mydriasis: Normale papiller, ingen makulære forandringer.", "",
          "Vurdering:"]
    p += para("Aldersrelatert katarakt som forklarer synsfallet. Pasienten ønsker operasjon. Hun "
              "er satt opp på venteliste for kataraktoperasjon venstre øye, forventet innen "
              "juni 2016, og får egen innkalling. Høyre øye vurderes ved etterkontroll. "
              "Hun bør ikke kjøre bil i mørket inntil videre. Visus oppfyller ikke lenger helsekravet "
              "for førerkort på venstre øye alene, men binokulært er kravet oppfylt.")
    p += ["", "Med hilsen", "", "Sigrid Mathisen", "overlege, Øyeavdelingen UNN", "",
          "Kopi: Pasienten", "", "",
          "UNN HF · Postboks 3388, 9038 Tromsø · Sentralbord " + phone("77") + " · Org.nr. " + orgnr()]
    add("epikrise", date, "UNN Tromsø",
        ["Universitetssykehuset Nord-Norge", "Universitetssykehuset Nord-Norge HF", "UNN", "UNN HF",
         "Universitetssykehuset Nord-Norge Tromsø"],
        "Øyeavdelingen", "Øyesykdommer", "Ingrid Solheim", None, pages(page(p)), "nb", fnr=False)


_a4()


# ---------------------------------------------------------------- A5 Sørlandet sykehus Kristiansand, epikrise, Jonas (nb)
def _a5():
    date = "2018-07-24"
    p = ["Sørlandet sykehus HF", "", ""]
    p += two(["Mottaker:", "Salhus legekontor", "v/ fastlege Eirik Hjelmeland", "Postboks 34",
              "5107 Salhus"],
             ["Avsender:", "Sørlandet sykehus Kristiansand", "Barne- og ungdomsklinikken",
              "Barneavdelingen, sengepost 3B", "Postboks 7082 Lund, 4604 Kristiansand"], col=46)
    p += ["", right("Kristiansand, " + dn(date)), "",
          "EPIKRISE", "",
          "Pasient:     Jonas Nordvik, f. " + born("Jonas Nordvik") + "   (fnr. " +
          fnr_fmt("Jonas Nordvik", 1) + ")",
          "Foresatte:   Kari Nordvik og Per Nordvik",
          "Innlagt:     20.07.2018 (akutt, via Kristiansand legevakt)",
          "Utskrevet:   22.07.2018", "",
          "Diagnose:    A08.4 Viral gastroenteritt, uspesifisert",
          "             E86   Dehydrering", ""]
    p += para("3 år gammel gutt på ferie i Lillesand med familien. Oppkast og vandige diareer fra "
              "18.07., tiltakende slapp og nesten ikke vannlatning siste døgn. Innlagt fra "
              "legevakten med moderat dehydrering, anslått 5-7 %. Ingen blod i avføringen.",
              "Fikk rehydrering i nasogastrisk sonde med Zerolyte i 12 timer, deretter peroralt. "
              "Norovirus påvist i feces (PCR). Na 136, K 3,6, kreatinin 38, glukose 4,9. "
              "Bedring i løpet av første døgn, spiste og drakk normalt ved utreise og hadde "
              "normal vannlatning.",
              "Vurdering: Ukomplisert norovirusgastroenteritt med moderat dehydrering. Ingen "
              "oppfølging ved vårt sykehus er nødvendig. Foreldrene er informert om smittevern "
              "og om å oppsøke lege ved nye tegn på dehydrering. Kontroll hos fastlege ved behov "
              "etter hjemkomst til Bergen.")
    p += ["", "Med vennlig hilsen", "",
          "Thomas Gundersen", "overlege, Barneavdelingen",
          "Sørlandet sykehus Kristiansand", "",
          "Kopi: Foreldre, Salhusvegen 118, 5107 Salhus", "", "",
          "Sørlandet sykehus HF  –  Org.nr. " + orgnr() + "  –  Sentralbord " + phone("38")]
    add("epikrise", date, "Sørlandet sykehus Kristiansand",
        ["Sørlandet sykehus", "Sørlandet sykehus HF", "SSHF", "SSK"],
        "Barne- og ungdomsklinikken, Barneavdelingen", "Barnesykdommer", "Jonas Nordvik", None,
        pages(page(p)), "nb", fnr=True)


_a5()


# ---------------------------------------------------------------- A6 Førde sentralsjukehus, innkalling, Per (nn)
def _a6():
    date, appt = "2015-02-20", "2015-03-31T10:15"
    p = ["", spaced("HELSE FØRDE"), "Førde sentralsjukehus", "Kirurgisk klinikk – Ortopedisk poliklinikk", ""]
    p += two(["Per Nordvik", "Salhusvegen 118", "5107 SALHUS"],
             ["Dato:            " + dn(date), "Vår referanse:   " + caseno(2015),
              "Telefon:         " + phone("57")], col=50)
    p += ["", "", "Innkalling til kontroll etter ankelbrot", "",
          "Gjeld: Per Nordvik, fødd " + born("Per Nordvik"), ""]
    p += para("Du vart operert ved Førde sentralsjukehus 15.02.2015 for brot i høgre ankel "
              "(Weber B) etter fall i slalåmbakken. Vi kallar deg med dette inn til kontroll med "
              "røntgen om om lag seks veker:")
    p += ["", "   Tid:   " + dwl(appt[:10], nn=True) + ", kl. 10.15",
          "   Stad:  Ortopedisk poliklinikk, 1. etasje, Sjukehusbakken 7, Førde",
          "   Møt først på røntgenavdelinga kl. 09.45.", ""]
    p += para("Gipsen skal ikkje fjernast før kontrollen. Ta med krykkjene. Har du vondt, "
              "nummenheit i tærne eller aukande hevelse før timen, ta kontakt med fastlegen eller "
              "legevakta.",
              "Dersom det er vanskeleg for deg å reise til Førde, kan du be om at kontrollen vert "
              "flytta til Haukeland universitetssjukehus. Ring oss då på telefonnummeret over innan "
              "10.03.2015.",
              "Reiseutgifter kan du søkje dekt frå Pasientreiser. Eigenandel for poliklinisk "
              "konsultasjon og røntgen vert kravd inn etter gjeldande satsar.")
    p += ["", "Venleg helsing", "Ortopedisk poliklinikk", "Førde sentralsjukehus", "", "",
          "Helse Førde HF   Postboks 2840, 6807 Førde   Org.nr. " + orgnr() + "   www.helse-forde.no"]
    add("innkalling", date, "Førde sentralsjukehus",
        ["Helse Førde HF", "Helse Førde", "Førde sjukehus", "FSS"],
        "Ortopedisk poliklinikk", "Ortopedi", "Per Nordvik", appt, pages(page(p)), "nn", fnr=False)


_a6()

# ---------------------------------------------------------------- A7 Voss sjukehus, epikrise, Per (nn) - first line is the date
def _a7():
    date = "2016-08-12"
    p = ["Voss, " + dl(date), "",
         "HELSE BERGEN HF", "Voss sjukehus", "Kirurgisk avdeling", "Uttrågata 41, 5704 Voss", "",
         "Til:  Eidsvåg legesenter, fastlege Tor Inge Fjeldstad", "      Eidsvågskogen 3, 5105 Eidsvåg", "",
         "EPIKRISE", "",
         "Namn:         Per Nordvik",
         "Fødselsnr.:   " + fnr_fmt("Per Nordvik"),
         "Adresse:      Salhusvegen 118, 5107 Salhus",
         "Innlagd:      07.08.2016          Utskriven: 09.08.2016",
         "Operert:      07.08.2016 (laparoskopisk appendektomi)", "",
         "Diagnose:     K35.8  Akutt appendisitt, ukomplisert", "",
         "Sjukehistorie"]
    p += para("39 år gammal mann, tidlegare frisk, på hyttetur i Voss. Kom til legevakta 07.08. med "
              "smerter som starta periumbilikalt kvelden før og seinare flytta seg til høgre fossa "
              "iliaca. Feber 38,4. CRP 64, leukocyttar 14,2. Ultralyd viste fortjukka, ikkje-"
              "komprimerbar appendiks.")
    p += ["", "Behandling og forløp"]
    p += para("Operert same kveld med laparoskopisk appendektomi. Peroperativt flegmonøs appendiks "
              "utan perforasjon. Fekk éi dose cefuroksim og metronidazol. Ukomplisert forløp, "
              "mobilisert og et normalt. Histologi er sendt til Haukeland, svaret vil gå direkte "
              "til fastlegen.")
    p += ["", "Vidare plan"]
    p += para("Sting kan fjernast hjå fastlege 10-12 dagar etter operasjonen. Unngå tunge løft i to "
              "veker. Sjukmeld til og med 21.08.2016. Ingen kontroll ved Voss sjukehus er planlagd.",
              "Medikament ved utreise: Paracetamol 1 g inntil x 4 ved behov.")
    p += ["", "Med helsing", "", "Solveig Lunde", "lege i spesialisering, Kirurgisk avdeling", "",
          "Kopi: Pasienten", "", "",
          "Helse Bergen HF · Voss sjukehus · Org.nr. " + orgnr() + " · Tlf. " + phone("56")]
    add("epikrise", date, "Voss sjukehus",
        ["Helse Bergen HF", "Helse Bergen", "Voss sjukehus (Helse Bergen)"],
        "Kirurgisk avdeling", "Kirurgi", "Per Nordvik", None, pages(page(p)), "nn", fnr=True)


_a7()


# ---------------------------------------------------------------- A8 Volda sjukehus, epikrise, Ingrid (nn)
def _a8():
    date = "2021-02-10"
    org = orgnr()
    p1 = ["", spaced("HELSE MØRE OG ROMSDAL"), "Volda sjukehus", "Klinikk for kirurgi – Ortopedisk seksjon", "", ""]
    p1 += two(["Volda legesenter", "v/ fastlege Oddbjørg Rise", "Halkjelsvegen 20", "6100 VOLDA"],
              ["Vår dato        Vår referanse", dn(date) + "      " + caseno(2021),
               "Dykkar dato     Dykkar referanse", ""], col=50)
    p1 += ["", "", "EPIKRISE", "",
           "Pasient:  Ingrid Solheim, fødd " + born("Ingrid Solheim") + " (" + fnr_fmt("Ingrid Solheim") + ")",
           "          Røysvegen 12, 6100 Volda",
           "Opphald:  Innlagd 03.02.2021, utskriven 09.02.2021", "",
           "Diagnosar:",
           "  S72.0   Lårhalsbrot venstre side (dislokert, Garden IV)",
           "  W19     Fall i heimen",
           "  I10     Hypertensjon (kjend)", "",
           "Prosedyre: NFB12 Hemiprotese i hofteledd, venstre, 04.02.2021", "",
           "Sjukehistorie og forløp:"]
    p1 += para("76 år gammal kvinne, bur saman med ektemannen og klarer seg sjølv. Fall på badet om "
               "kvelden 03.02.2021 og kunne ikkje reise seg. Innlagd med forkorta og utrotert venstre "
               "bein. Røntgen stadfesta dislokert lårhalsbrot.")
    p2 = para("Operert neste dag med sementert hemiprotese i spinalanestesi. Ukomplisert inngrep. "
              "Postoperativt lett delirium natt til 06.02., som gjekk over. Hb lågast 9,6 g/dL, "
              "ikkje transfundert. Mobilisert med gåbord frå dag 1, full belastning tillaten. "
              "Såret er tørt og fint.")
    p2 += ["", "Medikament ved utreise:",
           "  Fragmin 5000 IE s.c. x 1 til og med 03.03.2021",
           "  Paracetamol 1 g x 4",
           "  Oksykodon 5 mg inntil x 3 ved behov, trappast ned",
           "  Amlodipin 5 mg x 1 (som før)",
           "  Kalsigran Forte 1 x 1 og vurdering av osteoporosebehandling hjå fastlege", "",
           "Vidare oppfølging:"]
    p2 += para("Utskriven til korttidsplass ved Volda omsorgssenter i påvente av rehabiliteringsopphald. "
               "Søknad om opphald ved Vikaneset rehabiliteringssenter er send. Sting/agrafar "
               "fjernast 18.02.2021. Kontroll med røntgen ved Ortopedisk poliklinikk, Volda "
               "sjukehus, om tre månader – innkalling kjem. Vi tilrår DXA-måling og "
               "osteoporosebehandling.")
    p2 += ["", "Med helsing", "", "Jostein Hovden", "overlege, Ortopedisk seksjon", "",
           "Kopi: Volda kommune, tenestekontoret", "      Vikaneset rehabiliteringssenter"]
    foot = ["", "", "Helse Møre og Romsdal HF – Volda sjukehus – Postboks 6411, 6026 Ålesund – Org.nr. " + org]
    add("epikrise", date, "Volda sjukehus",
        ["Helse Møre og Romsdal HF", "Helse Møre og Romsdal", "HMR", "HMR Volda"],
        "Ortopedisk seksjon", "Ortopedi", "Ingrid Solheim", None,
        pages(page(p1, foot, right("Side 1 av 2")), page(p2, foot, right("Side 2 av 2"))), "nn", fnr=True)


_a8()


# ---------------------------------------------------------------- A9 Ålesund sjukehus, innkalling, Arne (nn) - Avsendar left / Mottakar right
def _a9():
    date, appt = "2022-04-07", "2022-05-19T08:30"
    p = ["", ""]
    p += two(["Avsendar:", "Helse Møre og Romsdal HF", "Ålesund sjukehus", "Urologisk poliklinikk",
              "Postboks 6411, 6026 Ålesund", "Telefon " + phone("70") + " (kl. 08-15)"],
             ["Mottakar:", "Arne Solheim", "Røysvegen 12", "6100 VOLDA"], col=50)
    p += ["", right("Ålesund, " + dn(date)), "",
          "SVAR PÅ TILVISING – INNKALLING TIL UROLOGISK POLIKLINIKK", "",
          "Pasient: Arne Solheim          Fødselsnummer: " + fnr_fmt("Arne Solheim", 1),
          "Tilvisande lege: Oddbjørg Rise, Volda legesenter (tilvising datert 14.03.2022)", ""]
    p += para("Tilvisinga di er vurdert av spesialist. Du har rett til naudsynt helsehjelp, og "
              "helsehjelpa skal starte seinast 14.06.2022. Du er kalla inn til:")
    p += ["", "   Dato:     " + dwl(appt[:10], nn=True, cap=True),
          "   Klokka:   08.30",
          "   Stad:     Urologisk poliklinikk, Blokk C, 2. etasje",
          "   Lege:     Overlege Eivind Brunstad", ""]
    p += para("Du må ta ny PSA-prøve hjå fastlegen seinast ei veke før timen. Kom med full urinblære, "
              "då vi skal måle urinstraumen. Ta med oversikt over medisinane dine. Sidan du brukar "
              "blodfortynnande (Eliquis), ber vi deg ikkje gjere endringar før du har snakka med "
              "legen.",
              "Melde forfall: ring oss eller send melding på Helsenorge.no. Ved forfall seinare enn "
              "24 timar før timen vert det kravd gebyr. Eigenandel etter gjeldande satsar.",
              "Du kan ha med deg ein pårørande.")
    p += ["", "Venleg helsing", "Urologisk poliklinikk, Ålesund sjukehus", "",
          "Kopi: Volda legesenter", "", "",
          "Helse Møre og Romsdal HF | Org.nr. " + orgnr() + " | helse-mr.no"]
    add("innkalling", date, "Ålesund sjukehus",
        ["Helse Møre og Romsdal HF", "Helse Møre og Romsdal", "HMR", "HMR Ålesund"],
        "Urologisk poliklinikk", "Urologi", "Arne Solheim", appt, pages(page(p)), "nn", fnr=True)


_a9()


# ---------------------------------------------------------------- A10 Stavanger universitetssjukehus, poliklinisk notat, Per (nb)
def _a10():
    date = "2017-06-26"
    line = "=" * 86
    p = two(["Helse Stavanger HF", "Stavanger universitetssjukehus", "Øre-nese-hals-avdelingen",
             "Postboks 5127, 4068 Stavanger"],
            ["POLIKLINISK NOTAT", "", "Dato:      " + dn(date), "Vår ref.:  " + caseno(2017)], col=58)
    p += [line,
          "Pasient: NORDVIK, PER    Født: " + born("Per Nordvik") + "    Konsultasjon: 21.06.2017",
          line, "",
          "Til:   Eidsvåg legesenter, fastlege Tor Inge Fjeldstad, 5105 Eidsvåg",
          "Kopi:  Bedriftshelsetjenesten, Sandsli Helse AS, 5254 Sandsli", "",
          "Problemstilling:"]
    p += para("Henvist for langvarig tett nese og nedsatt luktesans. Pendler til Stavanger i jobb "
              "og ønsket utredning her. Har brukt nesespray med mometason i over et år uten særlig "
              "effekt. Lett astma, bruker Symbicort ved behov. Ingen kjent allergi ved prikktest "
              "2015.")
    p += ["", "Funn:",
          "  Fleksibel nasofaryngoskopi: Bilaterale polypper til nedre konka, mest venstre.",
          "  CT bihuler 14.06.2017: Total fortetning av ethmoidalceller bilateralt og delvis",
          "  av maksillarsinus. Lund-Mackay score 14.",
          "  SNOT-22: 48.", "",
          "Vurdering:"]
    p += para("Kronisk rhinosinusitt med nesepolypper (J33.8) og astma, forenlig med type 2-"
              "inflammasjon. Vi anbefaler først en kur med prednisolon 30 mg x 1 i 7 dager, deretter "
              "nesespray Nasonex 2 spray x 2 i hvert nesebor, og skylling med saltvann daglig. "
              "Dersom manglende effekt etter tre måneder, er endoskopisk bihulekirurgi aktuelt.",
              "Kontroll her om ca. 3 måneder, innkalling kommer. Resept på prednisolon er sendt "
              "elektronisk.")
    p += ["", "Vennlig hilsen", "", "Ragnhild Espeland", "overlege, spesialist i øre-nese-halssykdommer", "",
          "Notatet er elektronisk signert " + dn(date) + ".", "", "",
          center("Helse Stavanger HF – org.nr. " + orgnr() + " – sentralbord " + phone("51"))]
    add("epikrise", date, "Stavanger universitetssjukehus",
        ["Helse Stavanger HF", "Helse Stavanger", "SUS", "Stavanger universitetssykehus"],
        "Øre-nese-hals-avdelingen", "Øre-nese-hals", "Per Nordvik", None, pages(page(p)), "nb", fnr=False)


_a10()


# ---------------------------------------------------------------- A11 Rikshospitalet, innkalling, Emma (nb)
def _a11():
    date, appt = "2021-04-15", "2021-06-08T11:00"
    org = orgnr()
    p = ["Oslo universitetssykehus HF", "Rikshospitalet", "Barne- og ungdomsklinikken",
         "Seksjon for barnekardiologi", ""]
    p += two(["Til foresatte for Emma Nordvik", "Salhusvegen 118", "5107 SALHUS"],
             ["Deres ref.:", "Vår ref.: " + caseno(2021), "Dato: " + dl(date)], col=56)
    p += ["", "", "INNKALLING TIL POLIKLINISK UNDERSØKELSE", "",
          "Pasient:         Emma Nordvik, født " + born("Emma Nordvik"),
          "Fødselsnummer:   " + fnr_fmt("Emma Nordvik"),
          "Henvisende lege: Barnelege Håkon Vindenes, Fana Barnelegesenter, Bergen",
          "Henvisning mottatt: 29.03.2021", ""]
    p += para("Emma er henvist til vurdering av bilyd på hjertet. Henvisningen er vurdert, og hun "
              "har rett til nødvendig helsehjelp med frist for oppstart 29.06.2021. Vi har satt "
              "opp følgende time:")
    p += ["", "    " + dwl(appt[:10], cap=True) + " kl. 11.00",
          "    Barnehjertepoliklinikken, Rikshospitalet, inngang A, 2. etasje",
          "    Gaustadbakken 31, Oslo", ""]
    p += para("Møt i ekspedisjonen 20 minutter før timen. Undersøkelsen omfatter EKG og ultralyd av "
              "hjertet (ekkokardiografi) og samtale med lege, og tar til sammen om lag to timer. Det "
              "er lurt å ta med noe å spise og drikke, og gjerne en kosebamse eller et nettbrett.",
              "Barn under 16 år betaler ikke egenandel. Reiseutgifter dekkes etter reglene til "
              "Pasientreiser; ledsager kan få dekket utgifter.",
              "Gi beskjed snarest mulig dersom timen ikke passer, på telefon " + phone("23") +
              " mellom kl. 08.00 og 15.00.")
    p += ["", "Med vennlig hilsen", "", "Anne-Lise Fossum", "seksjonssekretær", "",
          "Kopi: Fana Barnelegesenter", "      Fastlege Eirik Hjelmeland, Salhus legekontor", "", "",
          "Oslo universitetssykehus HF · Postboks 4719 Nydalen, 0424 Oslo · Org.nr. " + org,
          right("Side 1 av 1")]
    add("innkalling", date, "Rikshospitalet",
        ["Oslo universitetssykehus HF", "Oslo universitetssykehus", "OUS", "OUS Rikshospitalet"],
        "Barne- og ungdomsklinikken, Seksjon for barnekardiologi", "Barnesykdommer", "Emma Nordvik",
        appt, pages(page(p)), "nb", fnr=True)


_a11()


# ---------------------------------------------------------------- A12 Ahus, poliklinisk notat, Per (nb)
def _a12():
    date = "2010-03-19"
    p = ["", right("Akershus universitetssykehus HF"), right("Medisinsk divisjon"),
         right("Gastromedisinsk avdeling"), right("Poliklinikk Nordbyhagen"), ""]
    p += ["Haugenstua legekontor", "Att.: fastlege Nils Erik Skaug", "Haugenstuveien 44",
          "0984 Oslo", ""]
    p += two(["", ""], ["Deres dato     Deres ref.    Vår ref.         Dato",
                        "24.11.2009                   " + caseno(2010) + "       " + dn(date)], col=30)
    p += ["", "POLIKLINISK NOTAT – GASTROMEDISINSK POLIKLINIKK", "",
          "Vedr.: Per Nordvik, f. " + born("Per Nordvik") + ", Stovnerlia 21 B, 0982 Oslo", ""]
    p += para("Takk for henvisning datert 24.11.2009 vedrørende 33 år gammel mann med halsbrann og "
              "sure oppstøt gjennom to år, tiltakende siste halvår og særlig om natten. Ingen "
              "dysfagi, vekttap eller tegn til gastrointestinal blødning. Røyker ikke. Bruker "
              "Somac 20 mg ved behov med god effekt.",
              "Gastroskopi 16.03.2010: Los Angeles grad A øsofagitt, liten glidende hiatushernie. "
              "Ventrikkel og duodenum normale. Biopsier fra antrum/corpus: ingen Helicobacter. "
              "Biopsi fra distale øsofagus: ingen intestinal metaplasi.",
              "Vurdering: Gastroøsofageal reflukssykdom med lett øsofagitt (K21.0). Vi anbefaler "
              "pantoprazol 40 mg x 1 i 8 uker, deretter nedtrapping til laveste effektive dose eller "
              "behovsdosering. Råd om vektreduksjon, å heve hodeenden av sengen og å unngå store "
              "måltider sent på kvelden er gitt. Ny gastroskopi er ikke nødvendig dersom "
              "symptomene er under kontroll. Pasienten er avsluttet ved vår poliklinikk.")
    p += ["", "Med vennlig hilsen", "", "Morten Aasland", "overlege", "",
          "Kopi: Pasienten", "", "",
          "Akershus universitetssykehus HF", "1478 Lørenskog  ·  Telefon " + phone("67") +
          "  ·  Organisasjonsnummer " + orgnr()]
    add("epikrise", date, "Akershus universitetssykehus",
        ["Ahus", "Akershus universitetssykehus HF", "Ahus Nordbyhagen"],
        "Gastromedisinsk avdeling", "Gastroenterologi", "Per Nordvik", None, pages(page(p)), "nb", fnr=False)


_a12()

# ---------------------------------------------------------------- A13 Hammerfest sykehus, epikrise, Arne (nb) - e-health message print
def _a13():
    date = "2017-05-22"
    box = "+" + "-" * 84 + "+"
    p = [box, "| UTSKRIFT AV ELEKTRONISK MELDING – EPIKRISE" + " " * 41 + "|", box, ""]
    p += table([["Meldingstype", "Epikrise", "Meldingsdato", dn(date) + " 13:04"],
                ["Meldings-ID", decoy11("7") + "-" + digits(4), "Versjon", "1.1"]], [18, 30, 16])
    p += [""]
    p += three(["Avsender", "", "", "", "", ""],
               ["Finnmarkssykehuset HF", "Hammerfest sykehus", "Kirurgisk avdeling",
                "Fuglenesvegen 212", "9613 Hammerfest", "Tlf. " + phone("78")],
               ["Mottaker", "Elverhøy legesenter", "Fastlege Bjørn Kvalvik", "Storgata 140",
                "9008 Tromsø"], cb=18, cc=48)
    p += [""]
    p += table([["Pasient", "Arne Solheim", "Fødselsnummer", fnr_fmt("Arne Solheim")],
                ["Adresse", "Prestvannvegen 41, 9011 Tromsø", "", ""],
                ["Innlagt", "16.05.2017", "Utskrevet", "20.05.2017"],
                ["Ansvarlig", "Overlege Raimo Lehtonen", "Skrevet av", "Ellen Ravna, LIS"]],
               [18, 30, 16])
    p += ["", "-" * 86, "", "DIAGNOSER",
          "  K81.0  Akutt kolecystitt", "  Z92.1  Bruker antikoagulasjon (apixaban)", "",
          "SYKEHISTORIE"]
    p += para("76 år gammel mann på rundtur med Hurtigruten. Akutte smerter i høyre øvre kvadrant "
              "om bord natt til 16.05., ilandsatt i Hammerfest. Feber 38,9, Murphys tegn positivt. "
              "CRP 186, leukocytter 15,8, bilirubin 21, ALP og ALAT lett forhøyet.")
    p += ["", "FORLØP"]
    p += para("Ultralyd viste fortykket galleblærevegg med gallesteiner og perikolecystisk væske, "
              "ingen dilaterte galleganger. På grunn av antikoagulasjon og pågående reise ble det "
              "valgt konservativ behandling med intravenøs piperacillin/tazobaktam. Eliquis ble "
              "holdt tilbake i tre døgn, med tromboseprofylakse i mellomtiden. Rask klinisk bedring, "
              "CRP 58 ved utreise. Overgang til peroral amoksicillin/klavulansyre.")
    p += ["", "VIDERE PLAN"]
    p += para("Antibiotika i totalt 10 dager. Eliquis 5 mg x 2 gjenopptatt 19.05.2017. Vi anbefaler "
              "elektiv laparoskopisk kolecystektomi om 6-8 uker og har sendt henvisning til "
              "Gastrokirurgisk avdeling, UNN Tromsø. Ved nye smerter, feber eller gulsott skal han "
              "kontakte legevakt.",
              "Pasienten reiste hjem med fly 20.05.2017 i følge med ektefelle.")
    p += ["", "Elektronisk signert av Raimo Lehtonen, overlege, " + dn(date)]
    add("epikrise", date, "Hammerfest sykehus",
        ["Finnmarkssykehuset", "Finnmarkssykehuset HF", "Finnmarkssykehuset Hammerfest"],
        "Kirurgisk avdeling", "Kirurgi", "Arne Solheim", None, pages(page(p)), "nb", fnr=True)


_a13()


# ---------------------------------------------------------------- A14 Haugesund sjukehus, poliklinisk notat, Kari (nn)
def _a14():
    date = "2019-03-20"
    p = two(["Helse Fonna", "Haugesund sjukehus", "Hudavdelinga", "Postboks 6093, 5504 Haugesund"],
            ["", "Dato: " + dl(date), "Vår ref.: " + caseno(2019), "Sakshandsamar: Tone Vikse"], col=50)
    p += ["", ""]
    p += ["Salhus legekontor", "Fastlege Eirik Hjelmeland", "Postboks 34", "5107 SALHUS", "", "",
          "POLIKLINISK NOTAT – HUDPOLIKLINIKKEN", "",
          "Gjeld: Kari Nordvik, f. " + born("Kari Nordvik") + ", fnr. " + fnr_fmt("Kari Nordvik", 2), ""]
    p += para("Takk for tilvisinga. Pasienten har valt Haugesund sjukehus gjennom fritt "
              "behandlingsval. 40 år gammal kvinne, sjukepleiar, med handeksem sidan hausten 2018 "
              "og dårleg effekt av gruppe III-steroid. Ingen atopi i barndomen.",
              "Epikutantest (europeisk basisserie + sjukepleiarserie) vart lagd på 11.03.2019 og "
              "avlesen 13.03.2019 og 15.03.2019.")
    p += ["", "   Allergen                         D2      D4",
          "   Tiuram-blanding                  +       ++",
          "   Nikkelsulfat                     -       -",
          "   Parfymeblanding I                -       -",
          "   Metylisotiazolinon               -       ?+", ""]
    p += para("Vurdering: Allergisk kontakteksem, relevant reaksjon på tiuram (gummikjemikalie i "
              "hanskar), truleg med irritativ komponent frå hyppig handvask. Ho har fått skriftleg "
              "informasjon om tiuram og er tilrådd å bruke nitrilhanskar utan akselerator. "
              "Arbeidsgivar bør kontaktast.",
              "Behandling: Dermovat krem x 1 i to veker, deretter to gonger i veka i fire veker. "
              "Rikeleg fuktkrem. Resept er send elektronisk. Ny kontroll er ikkje avtalt; vi ber "
              "fastlegen tilvise på nytt ved manglande betring innan tre månader. Yrkessjukdom er "
              "meldt til Arbeidstilsynet.")
    p += ["", "Med helsing", "", "Leif Håkon Sæbø", "overlege, spesialist i hud- og veneriske sjukdomar", "",
          "Kopi: Pasienten", "", "", "-" * 86,
          "Helse Fonna HF   |   Org.nr. " + orgnr() + "   |   Sentralbord " + phone("52") +
          "   |   helse-fonna.no"]
    add("epikrise", date, "Haugesund sjukehus",
        ["Helse Fonna HF", "Helse Fonna", "Haugesund sykehus"],
        "Hudavdelinga", "Hudsykdommer", "Kari Nordvik", None, pages(page(p)), "nn", fnr=True)


_a14()


# ---------------------------------------------------------------- A15 Sykehuset Innlandet Lillehammer, epikrise, Jonas (nb)
def _a15():
    date = "2023-02-24"
    org = orgnr()
    p = ["SYKEHUSET INNLANDET HF  |  Divisjon Lillehammer", "Kirurgisk klinikk – Ortopedisk avdeling",
         "Søndre gate 88, 2609 Lillehammer", "-" * 86, ""]
    p += two(["Fastlege Eirik Hjelmeland", "Salhus legekontor", "Postboks 34", "5107 Salhus"],
             ["Vår ref.:  " + caseno(2023), "Dato:      " + dn(date), "Side:      1/1"], col=56)
    p += ["", "", "EPIKRISE", "",
          "Pasient:    Jonas Nordvik (8 år)     Født: " + born("Jonas Nordvik"),
          "Pårørende:  Per Nordvik (far), tlf. " + phone("9"[0] + str(RNG.randint(0, 9))),
          "Innlagt:    22.02.2023 kl. 15.40     Utskrevet: 23.02.2023", "",
          "Diagnose:   S52.5  Brudd i distale ende av radius, venstre (dorsalt feilstilt)", "",
          "Prosedyre:  NCJ05 Lukket reposisjon og gipsbehandling i narkose, 22.02.2023", ""]
    p += para("8 år gammel gutt på vinterferie i Hafjell. Falt i slalåmbakken og tok seg imot med "
              "venstre hånd. Innkomst med synlig feilstilling av håndleddet, normal sirkulasjon og "
              "sensibilitet. Røntgen: distal radiusfraktur med ca. 30 graders dorsal vinkling, "
              "ulna intakt.",
              "Frakturen ble lukket reponert i generell anestesi samme kveld, og det ble anlagt "
              "overarmsgips. Kontrollrøntgen viste tilfredsstillende stilling. Smertelindret med "
              "paracetamol og ibuprofen. Utskrevet i god form neste formiddag.",
              "Videre plan: Ny røntgenkontroll om 7-10 dager etter hjemreise. Vi har sendt "
              "henvisning til Ortopedisk poliklinikk, Haukeland universitetssjukehus, som har gitt "
              "foreløpig time 02.03.2023. Gipsen skal sitte i totalt 4-5 uker. Kontakt lege ved "
              "økende smerter, blå eller kalde fingre eller nummenhet. Ingen gym eller ski før "
              "etter gipsfjerning.")
    p += ["", "Med vennlig hilsen", "", "Kristoffer Bakken", "lege i spesialisering", "",
          "Kopi: Foresatte", "      Ortopedisk poliklinikk, Haukeland universitetssjukehus", "", "",
          "Sykehuset Innlandet HF – Postboks 7420, 2381 Brumunddal – Org.nr. " + org]
    add("epikrise", date, "Sykehuset Innlandet Lillehammer",
        ["Sykehuset Innlandet", "Sykehuset Innlandet HF", "Lillehammer sykehus", "SI Lillehammer"],
        "Ortopedisk avdeling", "Ortopedi", "Jonas Nordvik", None, pages(page(p)), "nb", fnr=False)


_a15()


# ---------------------------------------------------------------- A16 Sykehuset Levanger, innkalling, Kari (nb)
def _a16():
    date, appt = "2010-04-12", "2010-05-06T13:20"
    p = ["", "     " + spaced("HELSE NORD-TRØNDELAG"), "     Sykehuset Levanger", ""]
    p += two(["", "Kari Nordvik", "Husbyvegen 33", "7500 STJØRDAL"],
             ["Kvinneklinikken", "Gynekologisk poliklinikk", "Sykehusbakken 14, 7600 Levanger",
              "Telefon " + phone("74")], col=52)
    p += ["", ""]
    p += table([["Deres ref.", "Deres dato", "Vår ref.", "Vår dato"],
                ["", "22.03.2010", caseno(2010), dn(date)]], [20, 20, 20])
    p += ["", "", "INNKALLING TIL GYNEKOLOGISK POLIKLINIKK", ""]
    p += para("Vi har mottatt henvisning fra fastlege Gunnar Bjerkan, Værnes legesenter. Du har "
              "rett til nødvendig helsehjelp, og vi har satt opp time til deg:")
    p += ["", "          " + dwl(appt[:10]) + " kl. 13.20", "",
          "Pasient:  Kari Nordvik, " + fnr_fmt("Kari Nordvik"), ""]
    p += para("Oppmøte i skranken på Kvinneklinikken, 1. etasje, inngang C. Du vil få en "
              "gynekologisk undersøkelse med ultralyd. Det er ingen spesielle forberedelser. "
              "Dersom du har menstruasjon den dagen, kan du likevel møte.",
              "Egenandel betales ved oppmøte med kort. Dersom du ikke kan møte til avtalt tid, "
              "må du gi beskjed minst 24 timer i forveien. Ved manglende avbestilling må du betale "
              "egenandel og gebyr.",
              "Ta med: Legitimasjon, frikort hvis du har det, og oversikt over medisiner.")
    p += ["", "Med vennlig hilsen", "Gynekologisk poliklinikk", "Sykehuset Levanger", "", "",
          "Helse Nord-Trøndelag HF  -  Org.nr. " + orgnr() + "  -  Postadresse: Postboks 4462, 7601 Levanger"]
    add("innkalling", date, "Sykehuset Levanger",
        ["Helse Nord-Trøndelag HF", "Helse Nord-Trøndelag", "HNT", "Levanger sykehus"],
        "Kvinneklinikken, Gynekologisk poliklinikk", "Gynekologi", "Kari Nordvik", appt,
        pages(page(p)), "nb", fnr=True)


_a16()


# ---------------------------------------------------------------- A17 Haraldsplass, innkalling koloskopi, Kari (nb), 2 pages
def _a17():
    date, appt = "2024-05-02", "2024-06-13T08:00"
    org = orgnr()
    top = [center("HARALDSPLASS DIAKONALE SYKEHUS"), center("– et diakonalt sykehus –"), ""]
    p1 = top + two(["Kari Nordvik", "Salhusvegen 118", "5107 SALHUS"],
                   ["Medisinsk avdeling", "Gastroenterologisk seksjon / Endoskopi",
                    "Dato: " + dn(date), "Vår ref.: " + caseno(2024),
                    "Bestillingsnr.: " + decoy11("130624")], col=50)
    p1 += ["", "", "Innkalling til koloskopi", "",
           "Pasient: Kari Nordvik, f. " + born("Kari Nordvik"),
           "Henvisning fra: Salhus legekontor (mottatt 11.04.2024)", ""]
    p1 += para("Du er henvist til undersøkelse av tykktarmen (koloskopi) på grunn av endret "
               "avføringsmønster og positiv test for blod i avføringen. Du har rett til nødvendig "
               "helsehjelp, og undersøkelsen skal starte senest 11.07.2024.")
    p1 += ["", "    Tid:      " + dwl(appt[:10], cap=True) + ", kl. 08.00",
           "    Sted:     Endoskopienheten, Haraldsplass, 3. etasje",
           "    Adresse:  Haraldsplassvegen 27, Bergen", ""]
    p1 += para("Tarmen må være helt tom for at undersøkelsen skal kunne gjennomføres. Les "
               "forberedelsene på neste side nøye. Du vil få tilbud om smertestillende og "
               "beroligende medisin under undersøkelsen, og du skal da ikke kjøre bil resten av dagen.",
               "Gi beskjed snarest dersom timen ikke passer: telefon " + phone("55") +
               ", hverdager 08.00-14.00.")
    p1 += ["", "", "Haraldsplass Diakonale Sykehus AS · Postboks 5617, 5892 Bergen · Org.nr. " + org,
           right("Side 1 av 2")]
    p2 = top + ["Forberedelser til koloskopi – Kari Nordvik", ""]
    p2 += table([["Fra 10.06.2024", "Slutt med jerntabletter og fiberrike matvarer."],
                 ["12.06.2024", "Lett frokost før kl. 09. Deretter bare klare væsker."],
                 ["12.06.2024 kl. 18", "Første dose Picoprep oppløst i 150 ml vann."],
                 ["13.06.2024 kl. 05", "Andre dose Picoprep. Drikk minst 1,5 liter klar væske."],
                 ["13.06.2024 kl. 07", "Slutt å drikke."]], [22])
    p2 += [""]
    p2 += para("Bruker du blodfortynnende medisiner, diabetesmedisiner eller jerntilskudd, må du ta "
               "kontakt med oss i god tid før undersøkelsen.",
               "Svar på vevsprøver sendes til din fastlege, normalt innen tre uker.")
    p2 += ["", "Med vennlig hilsen", "Endoskopienheten", "", "",
           "Haraldsplass Diakonale Sykehus AS · Postboks 5617, 5892 Bergen · Org.nr. " + org,
           right("Side 2 av 2")]
    add("innkalling", date, "Haraldsplass diakonale sykehus",
        ["Haraldsplass Diakonale Sykehus AS", "Haraldsplass", "Haraldsplass sykehus"],
        "Medisinsk avdeling, Gastroenterologisk seksjon", "Gastroenterologi", "Kari Nordvik", appt,
        pages(page(p1), page(p2)), "nb", fnr=False)


_a17()


# ---------------------------------------------------------------- A18 Haugesund revmatismesykehus, poliklinisk notat, Per (nn)
def _a18():
    date = "2020-01-28"
    org = orgnr()
    p1 = ["Haugesund Sanitetsforenings Revmatismesykehus", "Poliklinikken",
          "Revmatismevegen 9, 5528 Haugesund", "", ""]
    p1 += two(["Eidsvåg legesenter", "v/ fastlege Tor Inge Fjeldstad", "Eidsvågskogen 3",
               "5105 EIDSVÅG"],
              ["Haugesund, " + dl(date), "", "Vår ref.: " + caseno(2020),
               "Dykkar ref.: tilvising av 08.10.2019"], col=48)
    p1 += ["", "", "POLIKLINISK NOTAT", "",
           "Pasient: Per Nordvik          Fødselsnr.: " + fnr_fmt("Per Nordvik"),
           "Konsultasjon: 21.01.2020 hjå overlege Mette Alsaker", "",
           "Problemstilling"]
    p1 += para("43 år gammal mann med psoriasis i hårbotnen og på albogane sidan 20-årsalderen. Sidan "
               "våren 2019 smerter og hevelse i fleire fingerledd og venstre akillessene, morgonstivheit "
               "om lag ein time. Tilvist for vurdering av psoriasisartritt.")
    p1 += ["", "Funn",
           "  Hovne ledd: DIP 2 og 3 høgre hand, PIP 3 venstre hand. Daktylitt 2. tå venstre.",
           "  Entesitt ved venstre akillesfeste. Neglegroper på fleire negler.",
           "  Ultralyd: synovitt med doppleraktivitet i dei nemnde ledda.",
           "  Røntgen hender/føter 21.01.2020: ingen erosjonar.", "",
           "Blodprøver teke 21.01.2020:"]
    p1 += table([["Analyse", "Resultat", "Ref.område"],
                 ["SR", "24 mm/t", "1-15"],
                 ["CRP", "12 mg/L", "< 5"],
                 ["Revmatoid faktor (IgM)", "negativ", ""],
                 ["Anti-CCP", "< 7 U/mL", "< 7"],
                 ["ALAT", "31 U/L", "10-70"],
                 ["Kreatinin", "84 µmol/L", "60-105"]], [30, 16], indent=2)
    p1 += ["", "", "Haugesund Sanitetsforenings Revmatismesykehus AS – org.nr. " + org, right("1/2")]
    p2 = ["Per Nordvik – poliklinisk notat " + dn(date), "", "Vurdering"]
    p2 += para("Klinisk bilete som ved psoriasisartritt (L40.5) med perifer oligoartritt, daktylitt "
               "og entesitt. Vi startar metotreksat 15 mg éin gong i veka, aukast til 20 mg etter "
               "fire veker, saman med folsyre 1 mg dagleg utanom metotreksatdagen. Pasienten har "
               "fått munnleg og skriftleg informasjon om biverknader og om å halde alkoholinntaket lågt.",
               "Blodprøvekontroll (blodstatus, ALAT, kreatinin) hjå fastlege kvar 2. veke dei første "
               "to månadene, deretter månadleg. Svar kan sendast til oss. Ny kontroll her om "
               "tre månader, innkalling kjem. Vurdere biologisk behandling dersom utilstrekkeleg "
               "effekt.")
    p2 += ["", "Med helsing", "", "Mette Alsaker", "overlege, spesialist i revmatologi", "",
           "Kopi: Pasienten", "", "",
           "Haugesund Sanitetsforenings Revmatismesykehus AS – org.nr. " + org, right("2/2")]
    add("epikrise", date, "Haugesund sanitetsforenings revmatismesykehus",
        ["Haugesund Sanitetsforenings Revmatismesykehus AS", "Revmatismesykehuset i Haugesund",
         "Haugesund revmatismesykehus", "HSR"],
        "Poliklinikken", "Revmatologi", "Per Nordvik", None, pages(page(p1), page(p2)), "nn", fnr=True)


_a18()

def uuid():
    h = "".join(RNG.choice("0123456789abcdef") for _ in range(32))
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


# ---------------------------------------------------------------- B1 Salhus legekontor, Resept – utskrift, Jonas (nn)
def _b1():
    date = "2019-11-12"
    p = ["RESEPT – UTSKRIFT" + " " * 46 + "Utskriftsdato: " + dn(date),
         "Elektronisk resept (e-resept). Utskrifta er ikkje gyldig som resept.", "=" * 86, ""]
    p += two(["Pasient", "Jonas Nordvik", "Fødselsnr. " + fnr_fmt("Jonas Nordvik"),
              "Salhusvegen 118", "5107 Salhus"],
             ["Forskrivar", "Eirik Hjelmeland, lege", "Salhus legekontor",
              "Postboks 34, 5107 Salhus", "HPR-nr. " + hpr() + "   Tlf. " + phone("55")], col=44)
    p += ["", "-" * 86]
    p += table([["Forskrivingsdato:", dn(date)],
                ["Legemiddel:", "Amoxicillin Sandoz pulver til mikstur 50 mg/ml, 100 ml"],
                ["Dosering:", "5 ml 3 gonger dagleg i 7 dagar"],
                ["Bruk:", "Mot bakteriell infeksjon (øyrebetennelse)"],
                ["Reseptgruppe:", "C"],
                ["Refusjon:", "Nei"],
                ["Reit:", "0"],
                ["Gyldig til:", "12.11.2020"],
                ["Resept-ID:", uuid()]], [22])
    p += ["-" * 86, ""]
    p += para("Resepten er send elektronisk til Reseptformidlaren og kan hentast på kva apotek som "
              "helst mot legitimasjon. Foreldre kan hente legemiddel til barn under 16 år. "
              "Oppbevar miksturen i kjøleskap etter tillaging, og rist flaska før bruk.")
    p += ["", "", "Salhus legekontor · Postboks 34, 5107 Salhus · Org.nr. " + orgnr()]
    add("resept", date, "Salhus legekontor", ["Salhus legekontor AS", "Salhus legekontor DA"],
        None, "Allmennmedisin", "Jonas Nordvik", None, pages(page(p)), "nn", fnr=True)


_b1()


# ---------------------------------------------------------------- B2 Eidsvåg legesenter, Reseptkvittering, Per (nb)
def _b2():
    date = "2016-09-27"
    p = ["", "   " + spaced("EIDSVÅG LEGESENTER"),
         "   Eidsvågskogen 3 · 5105 Eidsvåg · Tlf. " + phone("55"), "", "",
         center("RESEPTKVITTERING"), center("Kvittering for elektroniske resepter"), "",
         "Pasient:        Per Nordvik", "Født:           " + born("Per Nordvik"),
         "Kvitteringsnr.: " + decoy11("3"), "Dato:           " + dl(date), "",
         "Følgende resepter er sendt elektronisk til Reseptformidleren:", ""]
    p += table([["Legemiddel", "Dosering", "Mengde", "Reit", "Ref."],
                ["Pantoprazol Actavis 40 mg tab", "1 tab. om morgenen", "98 stk", "3", "-"],
                ["Symbicort Turbuhaler 160/4,5", "1 inh. ved behov", "1 x 120 d", "5", "§2 J45"],
                ["Nasonex nesespray 50 mikrog", "2 spray x 1 i hvert nesebor", "1 x 140 d", "2", "-"]],
               [32, 30, 12, 6], indent=2)
    p += [""]
    p += para("Resepten kan hentes på hvilket som helst apotek i Norge. Ta med legitimasjon. "
              "Resepter uten reit er gyldige i ett år fra forskrivningsdato; for A- og B-preparater "
              "gjelder kortere gyldighet. Du kan se reseptene dine på helsenorge.no.")
    p += ["", "Forskrevet av: Tor Inge Fjeldstad, fastlege (HPR " + hpr() + ")", "", "",
          "Eidsvåg legesenter AS  ·  Org.nr. " + orgnr() + "  ·  Kontonr. 9713.24.51806"]
    add("resept", date, "Eidsvåg legesenter", ["Eidsvåg legesenter AS"], None, "Allmennmedisin",
        "Per Nordvik", None, pages(page(p)), "nb", fnr=False)


_b2()


# ---------------------------------------------------------------- B3 Volda legesenter, legemiddelliste, Arne (nn)
def _b3():
    date = "2023-03-06"
    p = ["Volda legesenter                                        LEGEMIDDELLISTE",
         "Halkjelsvegen 20, 6100 Volda                            Utskrive: " + dn(date) + " 10:41",
         pad("Tlf. " + phone("70"), 56, "Side 1 av 1"), "",
         "Pasient:  SOLHEIM, ARNE   " + fnr_fmt("Arne Solheim"),
         "Adresse:  Røysvegen 12, 6100 Volda",
         "Fastlege: Oddbjørg Rise", "",
         "Faste legemiddel"]
    p += table([["Legemiddel", "Dosering", "Starta", "Forskrivingsdato"],
                ["Eliquis tab 5 mg", "1 x 2", "11.08.2013", dn(date)],
                ["Metoprolol Sandoz depottab 50 mg", "1 x 1", "11.08.2013", dn(date)],
                ["Amlodipin Orion tab 5 mg", "1 x 1", "03.05.2009", dn(date)],
                ["Finasterid Teva tab 5 mg", "1 x 1", "21.06.2022", dn(date)],
                ["Atorvastatin Krka tab 20 mg", "1 x 1 kveld", "14.09.2013", dn(date)]],
               [36, 22, 14], indent=2)
    p += ["", "Ved behov"]
    p += table([["Paracetamol Orifarm tab 500 mg", "1-2 inntil x 4", "02.02.2018", dn(date)],
                ["Movicol pulver", "1 dosepose ved behov", "19.05.2022", dn(date)]], [36, 22, 14], indent=2)
    p += ["", "Seponert siste 12 månader"]
    p += table([["Tamsulosin depotkaps 0,4 mg", "seponert 21.06.2022 (svimmelheit)"]], [36], indent=2)
    p += ["", "Allergi/CAVE: Penicillin (utslett 1998)", ""]
    p += para("Lista er henta frå journalen og fornya i samband med konsultasjon i dag. Ta med lista "
              "til sjukehus, tannlege og apotek. Gi beskjed til legekontoret om du sluttar med "
              "eller byrjar på andre legemiddel.")
    p += ["", "Oddbjørg Rise, spesialist i allmennmedisin", "",
          "Volda legesenter – org.nr. " + orgnr()]
    add("resept", date, "Volda legesenter", ["Volda legesenter AS"], None, "Allmennmedisin",
        "Arne Solheim", None, pages(page(p)), "nn", fnr=True)


_b3()


# ---------------------------------------------------------------- B4 Kristiansand legevakt, Resept – utskrift, Sofie (nb)
def _b4():
    date = "2018-07-27"
    p = ["Resept – utskrift", "", "Kristiansand legevakt",
         "Vesterveien 231, 4631 Kristiansand   |   Tlf. 116 117", "", ""]
    p += two(["PASIENT", "Sofie Aas", "f. " + born("Sofie Aas"), "Salhusvegen 118, 5107 Salhus"],
             ["FORSKRIVER", "Lege Anders Tjomsland", "HPR-nr. " + hpr(), "Kristiansand legevakt"], col=46)
    p += ["", "Forskrivningsdato: " + dn(date) + "   kl. 21:17", ""]
    p += ["  Rp.", "  Fucidin krem 20 mg/g, 15 g",
          "  D.S.: Smøres tynt på de angrepne områdene 3 ganger daglig i 7 dager.",
          "  Bruksområde: Mot bakteriell hudinfeksjon (brennkopper)", "",
          "  Reseptgruppe C    Reit: 0    Ikke refusjon", "",
          "  Resept-ID: " + uuid(), ""]
    p += para("Dette er en utskrift av en elektronisk resept. Resepten er sendt til "
              "Reseptformidleren og kan hentes på alle apotek i Norge. Utskriften kan ikke "
              "brukes som resept.",
              "Råd: Vask med såpe og vann, bytt håndkle daglig og hold barnet hjemme fra "
              "barnehage/skole til sårene er tørre. Ved feber eller rask spredning, oppsøk lege "
              "på nytt.")
    p += ["", "Kristiansand kommune, Helse og mestring – Legevakten", "Org.nr. " + orgnr()]
    add("resept", date, "Kristiansand legevakt", ["Legevakten i Kristiansand", "Kristiansand kommune"],
        None, "Allmennmedisin", "Sofie Aas", None, pages(page(p)), "nb", fnr=False)


_b4()


# ---------------------------------------------------------------- B5 Nordnes Hudlegesenter, Reseptkvittering, Kari (nn)
def _b5():
    date = "2021-10-05"
    p = [right("Bergen, " + dn(date)), "",
         "NORDNES HUDLEGESENTER", "Spesialistar i hud- og veneriske sjukdomar",
         "Klostergata 41, 5005 Bergen · " + phone("55"), "", "",
         "RESEPTKVITTERING", "",
         "Namn:            Kari Nordvik",
         "Fødselsnummer:   " + fnr_fmt("Kari Nordvik", 1),
         "Lege:            Hudlege Benedicte Aarskog (HPR " + hpr() + ")", "",
         "Desse reseptane er sende elektronisk i dag:", ""]
    p += ["1) Soolantra krem 10 mg/g, 30 g",
          "   Dosering: Påførast tynt i ansiktet éin gong dagleg om kvelden",
          "   Reit: 2   Refusjon: nei", "",
          "2) Doxycyclin EQL Pharma tab 100 mg, 28 stk",
          "   Dosering: 1 tablett dagleg i 4 veker. Takast med rikeleg vatn, ikkje rett før sengetid.",
          "   Unngå sterk sol under behandlinga.",
          "   Reit: 0   Refusjon: nei", ""]
    p += para("Diagnose: Rosacea (L71.9). Kontroll om tre månader – du får SMS med ny time. "
              "Reseptane kan hentast på alle apotek i Noreg.")
    p += ["", "", "Nordnes Hudlegesenter AS | Org.nr. " + orgnr() + " | Konto 3201.46.77150"]
    add("resept", date, "Nordnes Hudlegesenter", ["Nordnes Hudlegesenter AS"], None, "Hudsykdommer",
        "Kari Nordvik", None, pages(page(p)), "nn", fnr=True)


_b5()


# ---------------------------------------------------------------- B6 Elverhøy legesenter, legemiddeloversikt, Ingrid (nb)
def _b6():
    date = "2015-10-05"
    p = ["Elverhøy legesenter", "Storgata 140, 9008 Tromsø", "Telefon " + phone("77"), "", "",
         center("LEGEMIDDELOVERSIKT"), "",
         "Pasient:     Ingrid Solheim",
         "Fødselsdato: " + born("Ingrid Solheim"),
         "Fastlege:    Bjørn Kvalvik", ""]
    p += table([["Forskrivningsdato", "Legemiddel", "Styrke", "Dosering", "Mengde"],
                [dn(date), "Amlodipin Actavis", "5 mg", "1 x 1", "100 stk"],
                [dn(date), "Simvastatin Krka", "20 mg", "1 x 1 kveld", "100 stk"],
                [dn(date), "Paracet", "500 mg", "1-2 ved behov", "100 stk"],
                ["17.06.2015", "Vagifem", "10 mikrog", "1 x 2 pr. uke", "24 stk"],
                ["02.02.2015", "Influensavaksine", "-", "Gitt på kontoret", "1 dose"]],
               [20, 20, 11, 17], indent=0)
    p += [""]
    p += para("Oversikten er skrevet ut fra journalsystemet og viser legemidler forskrevet av "
              "fastlegen. Legemidler fra sykehus eller andre leger kan mangle. Neste blodtrykkskontroll: "
              "november 2015.")
    p += ["", "Med hilsen", "Bjørn Kvalvik, fastlege", "", "Utskrift-ID " + decoy11("051015"), "",
          "Elverhøy legesenter DA – Org.nr. " + orgnr()]
    add("resept", date, "Elverhøy legesenter", ["Elverhøy legesenter DA"], None, "Allmennmedisin",
        "Ingrid Solheim", None, pages(page(p)), "nb", fnr=False)


_b6()

# ---------------------------------------------------------------- C1 Fürst, lab-svar, Kari (nb)
def _c1():
    date = "2017-06-09"
    p = ["FÜRST MEDISINSK LABORATORIUM" + " " * 36 + "SVARRAPPORT",
         "Furusetveien 12, 1051 Oslo  ·  Kundesenter " + phone("22") + " " * 14 + "Endelig svar", "",
         ""]
    p += two(["Rekvirent:", "Salhus legekontor", "Lege Eirik Hjelmeland", "Postboks 34",
              "5107 Salhus"],
             ["Pasient:", "NORDVIK, KARI", "Fnr: " + fnr_fmt("Kari Nordvik"),
              "Kjønn: K   Alder: 38 år"], col=46)
    p += ["", "Prøve tatt:   07.06.2017 09:12       Mottatt:   08.06.2017 07:40",
          "Utskrevet:    " + dn(date) + " 14:03       Rekv.nr.:  " + digits(9), "", "-" * 86]
    p += table([["Analyse", "Resultat", "", "Enhet", "Referanseområde"],
                ["Hemoglobin", "12,9", "", "g/dL", "11,7 - 15,3"],
                ["Ferritin", "18", "", "µg/L", "10 - 167"],
                ["TSH", "4,8", "H", "mIE/L", "0,50 - 4,1"],
                ["Fritt T4", "13", "", "pmol/L", "12 - 22"],
                ["Anti-TPO", "412", "H", "kIE/L", "< 34"],
                ["Kolesterol", "5,4", "", "mmol/L", "3,3 - 6,9"],
                ["Glukose (fastende)", "5,1", "", "mmol/L", "4,0 - 6,0"]], [26, 12, 5, 12])
    p += ["-" * 86, "H = over referanseområdet   L = under referanseområdet", ""]
    p += para("Kommentar TSH: Lett forhøyet TSH med normal fritt T4 og positive TPO-antistoffer, "
              "forenlig med subklinisk hypotyreose ved autoimmun tyreoiditt. Anbefaler kontroll av "
              "TSH og fritt T4 om 3-6 måneder.")
    p += ["", "Medisinsk ansvarlig: Overlege Espen Bakkevold, spes. i medisinsk biokjemi", "", "",
          "Fürst Medisinsk Laboratorium AS · Org.nr. " + orgnr() + " · Side 1 av 1"]
    add("lab-svar", date, "Fürst Medisinsk Laboratorium",
        ["Fürst", "Fürst Medisinsk Laboratorium AS", "Fürst laboratorium"], None, None,
        "Kari Nordvik", None, pages(page(p)), "nb", fnr=True)


_c1()


# ---------------------------------------------------------------- C2 Unilabs Røntgen Tromsø, radiologi, Ingrid (nb)
def _c2():
    date = "2016-04-12"
    p = ["Avsender:", "Unilabs Røntgen Tromsø", "Unilabs Norge AS", "Skippergata 57, 9008 Tromsø",
         "Tlf. " + phone("77"), "", ""]
    p += two(["Svar til:", "Elverhøy legesenter", "Bjørn Kvalvik", "Storgata 140", "9008 Tromsø"],
             ["Rapportdato:  " + dn(date), "Henv. dato:   04.04.2016", "Undersøkt:    11.04.2016",
              "Undersøkelsesnr.: TR" + digits(7)], col=50)
    p += ["", "", "RADIOLOGISK BESKRIVELSE", "",
          "Pasient:  Ingrid Solheim   Født: " + born("Ingrid Solheim"),
          "Undersøkelse:  RØNTGEN BEKKEN OG HØYRE HOFTE", "",
          "Klinisk problemstilling:"]
    p += para("71 år gammel kvinne med smerter i høyre lyske ved gange gjennom et halvt år. Artrose?")
    p += ["", "Beskrivelse:"]
    p += para("Bekken AP og høyre hofte i to plan. Moderat avsmalnet leddspalte kranialt i høyre "
              "hofteledd med subkondral sklerose og små osteofytter på acetabulumkanten. Venstre "
              "hofteledd med lett avsmalning. Ingen fraktur. Ingen suspekte skjelettforandringer. "
              "Lett osteopen benstruktur. Degenerative forandringer i nedre lumbalcolumna.")
    p += ["", "Konklusjon:",
          "  Moderat artrose i høyre hofteledd, lett artrose venstre side. Lett osteopeni.",
          "  Vurder DXA ved klinisk mistanke om osteoporose.", "",
          "Beskrevet av: Radiolog Hans Petter Kristiansen", "", "",
          "Unilabs Norge AS · Org.nr. " + orgnr() + " · unilabs.no"]
    add("lab-svar", date, "Unilabs Røntgen Tromsø",
        ["Unilabs", "Unilabs Norge AS", "Unilabs Røntgen"], None, None, "Ingrid Solheim", None,
        pages(page(p)), "nb", fnr=False)


_c2()


# ---------------------------------------------------------------- C3 Aleris Frogner, MR skulder, Per (nb)
def _c3():
    date = "2010-10-13"
    p = ["", "  " + spaced("ALERIS"), "  Aleris Frogner – Røntgen", "  Gyldenløves gate 71, 0257 Oslo", "", ""]
    p += ["Haugenstua legekontor", "Nils Erik Skaug", "Haugenstuveien 44", "0984 Oslo", "", ""]
    p += table([["Pasient", "Per Nordvik"], ["Fødselsnummer", fnr_fmt("Per Nordvik")],
                ["Henvisende lege", "Nils Erik Skaug, Haugenstua legekontor"],
                ["Undersøkelse", "MR venstre skulder"],
                ["Undersøkelsesdato", "12.10.2010"],
                ["Rapportdato", dn(date)],
                ["Aksesjonsnr.", "AF" + digits(8)]], [22])
    p += ["", "Klinisk informasjon:"]
    p += para("33 år gammel mann med smerter i venstre skulder etter fall på sykkel i august. "
              "Smerter ved abduksjon over 90 grader. Rotatorcuffruptur?")
    p += ["", "Funn:"]
    p += para("Standard skulderprotokoll uten kontrast. Lett fortykket og signalforhøyet "
              "supraspinatussene med en 6 mm partiell ruptur på bursasiden, ingen fullveggsruptur. "
              "Lett væske i bursa subacromialis/subdeltoidea. Type II acromion. AC-leddet med "
              "moderate degenerative forandringer. Labrum, bicepssene og øvrige sener uten "
              "sikre patologiske funn. Ingen beinmargsødem.")
    p += ["", "Konklusjon:",
          "  Tendinose og liten partiell bursaside-ruptur i supraspinatussenen med bursitt.",
          "  Ingen fullveggsruptur.", "",
          "Med vennlig hilsen", "Radiolog Tove Engebretsen", "", "",
          "Aleris Helse AS · Org.nr. " + orgnr() + " · Kundesenter " + phone("22")]
    add("lab-svar", date, "Aleris Frogner",
        ["Aleris", "Aleris Helse AS", "Aleris Sykehus Frogner", "Aleris Røntgen Frogner"],
        "Røntgen", None, "Per Nordvik", None, pages(page(p)), "nb", fnr=True)


_c3()


# ---------------------------------------------------------------- C4 Volvat Majorstuen, ultralyd, Kari (nb) - e-health print
def _c4():
    date = "2009-09-24"
    p = ["Svarrapport radiologi", "=" * 86]
    p += table([["Dokumentdato:", dn(date), "Status:", "Endelig"],
                ["Avsender:", "Volvat Medisinske Senter AS, avd. Majorstuen", "", ""],
                ["", "Bildediagnostisk avdeling, Slemdalsveien 93, 0370 Oslo", "", ""],
                ["Mottaker:", "Haugenstua legekontor v/ Nils Erik Skaug", "", ""],
                ["Pasient:", "Kari Nordvik", "Fnr.:", fnr_fmt("Kari Nordvik", 1)],
                ["Henvist:", "08.09.2009", "Undersøkt:", "23.09.2009"]], [16, 52, 12])
    p += ["=" * 86, "", "UNDERSØKELSE: Ultralyd glandula thyreoidea", "",
          "Problemstilling:"]
    p += para("30 år gammel kvinne med følelse av trykk på halsen og palpabel struma? TSH lett "
              "forhøyet.")
    p += ["", "Beskrivelse:"]
    p += para("Glandula thyreoidea er lett forstørret, høyre lapp 5,4 x 1,9 x 1,8 cm, venstre lapp "
              "5,1 x 1,7 x 1,6 cm, isthmus 4 mm. Diffust heterogent og noe hypoekkogent parenkym "
              "med økt vaskularisering ved doppler. Ingen avgrensbare knuter. Ingen forstørrede "
              "lymfeknuter på halsen.")
    p += ["", "Konklusjon:"]
    p += para("Lett forstørret thyreoidea med diffust endret ekkomønster, forenlig med tyreoiditt "
              "(Hashimoto). Ingen knuter. Ingen indikasjon for ny ultralyd; anbefaler oppfølging "
              "med blodprøver.")
    p += ["", "Radiolog: Dr. Jørgen Holmsen", "", "",
          "Volvat Medisinske Senter AS  –  Org.nr. " + orgnr() + "  –  Sentralbord " + phone("22")]
    add("lab-svar", date, "Volvat Majorstuen",
        ["Volvat", "Volvat Medisinske Senter AS", "Volvat Medisinske Senter Majorstuen"],
        "Bildediagnostisk avdeling", None, "Kari Nordvik", None, pages(page(p)), "nb", fnr=True)


_c4()


# ---------------------------------------------------------------- C5 Curato Røntgen Bergen, røntgen håndledd, Sofie (nb)
def _c5():
    date = "2016-09-13"
    p = ["Avsender:  Curato Røntgen Bergen", "           Curato Røntgen AS",
         "           Fjøsangerveien 218, 5008 Bergen  ·  Tlf. " + phone("55"), "", ""]
    p += two(["Svar til:", "Salhus legekontor", "v/ Eirik Hjelmeland", "Postboks 34", "5107 Salhus"],
             ["Kopi til:", "Bergen legevakt", "", "Svardato: " + dn(date)], col=50)
    p += ["", "", "RØNTGENSVAR", "",
          "Pasient:       Aas, Sofie", "Fødselsnr.:    " + fnr_fmt("Sofie Aas"),
          "Undersøkelse:  Røntgen høyre håndledd og underarm", "Dato:          12.09.2016", "",
          "Opplysninger: 5 år gammel jente som falt fra klatrestativ 10.09. Smerter distalt radius.", "",
          "Svar:"]
    p += para("Høyre underarm og håndledd i to plan. Det ses en ikke-dislosert torusfraktur i "
              "distale radiusmetafyse ca. 2 cm proksimalt for vekstsonen. Ulna intakt. Vekstsonene "
              "er normale. Bløtdelshevelse dorsalt.")
    p += ["", "Konklusjon: Torusfraktur distale radius høyre side.", "",
          "Radiolog Inger Marie Tveter", "", "",
          "Curato Røntgen AS  |  Org.nr. " + orgnr() + "  |  www.curato.no"]
    add("lab-svar", date, "Curato Røntgen Bergen",
        ["Curato", "Curato Røntgen", "Curato Røntgen AS"], None, None, "Sofie Aas", None,
        pages(page(p)), "nb", fnr=True)


_c5()


# ---------------------------------------------------------------- C6 Norsk Medisinsk Diagnostikk, lab-svar, Per (nb)
def _c6():
    date = "2023-03-16"
    p = [center("NORSK MEDISINSK DIAGNOSTIKK"), center("Laboratoriemedisin"),
         center("Kokstadflaten 29, 5257 Kokstad  ·  Kundeservice " + phone("55")), "",
         "-" * 86]
    p += two(["Pasient", "Per Nordvik", "Født " + born("Per Nordvik") + "  (46 år, mann)",
              "Salhusvegen 118, 5107 Salhus"],
             ["Rekvirent", "Sandsli Helse AS – bedriftshelsetjeneste", "Bedriftslege Aslak Nymo",
              "Sandslimarka 12, 5254 Sandsli"], col=44)
    p += ["-" * 86,
          "Prøvetaking: 14.03.2023 08:05   Mottatt lab: 14.03.2023 11:30   Svar: " + dn(date),
          "Ordrenr.: " + decoy11("4") + "     Svarstatus: Komplett", ""]
    p += table([["", "Analyse", "Svar", "Enhet", "Ref."],
                ["", "HbA1c", "39", "mmol/mol", "20 - 42"],
                ["", "Glukose", "5,6", "mmol/L", "4,0 - 6,0"],
                ["*", "Kolesterol", "7,2", "mmol/L", "3,9 - 6,9"],
                ["*", "LDL-kolesterol", "4,6", "mmol/L", "< 3,0"],
                ["", "HDL-kolesterol", "1,1", "mmol/L", "> 1,0"],
                ["*", "Triglyserider", "2,3", "mmol/L", "< 1,7"],
                ["", "ALAT", "38", "U/L", "10 - 70"],
                ["", "Kreatinin", "91", "µmol/L", "60 - 105"],
                ["", "eGFR", "> 90", "mL/min/1,73m²", ""]], [3, 24, 10, 16], indent=1)
    p += ["", " * = utenfor referanseområdet", ""]
    p += para("Kommentar: Forhøyet LDL-kolesterol og triglyserider. Vurder samlet kardiovaskulær "
              "risiko (NORRISK 2). Pasienten bruker metotreksat etter opplysning i rekvisisjon.")
    p += ["", "Godkjent av: Bioingeniør Line Aamodt / lege Sverre Holte", "", "",
          "Norsk Medisinsk Diagnostikk AS · Org.nr. " + orgnr()]
    add("lab-svar", date, "Norsk Medisinsk Diagnostikk",
        ["Norsk Medisinsk Diagnostikk AS", "NMD"], None, None, "Per Nordvik", None,
        pages(page(p)), "nb", fnr=False)


_c6()

# ---------------------------------------------------------------- C7 Haukeland lab, lab-svar, Emma (nn)
def _c7():
    date = "2023-02-01"
    p = ["Helse Bergen HF – Haukeland universitetssjukehus",
         "Avdeling for medisinsk biokjemi og farmakologi", "Laboratorium for klinisk biokjemi",
         "Laboratoriebygget, Møllendalsbakken 19, 5021 Bergen   Tlf. " + phone("55"), "",
         "LABORATORIESVAR – ENDELEG" + " " * 38 + "Svardato: " + dn(date), "=" * 86]
    p += two(["Pasient:  NORDVIK, EMMA", "Fnr.:     " + fnr_fmt("Emma Nordvik"), "Kjønn:    K",
              "Alder:    2 år"],
             ["Rekvirent:  Salhus legekontor", "            Eirik Hjelmeland", "            Postboks 34",
              "            5107 Salhus"], col=44)
    p += ["=" * 86,
          "Prøve teken: 27.01.2023 10:20    Motteke: 27.01.2023 13:55    Prøvenr.: HB" + digits(8), ""]
    p += table([["Analyse", "Resultat", "Eining", "Referanseområde", "Merknad"],
                ["B-Hemoglobin", "11,2", "g/dL", "10,5 - 13,5", ""],
                ["S-Ferritin", "9", "µg/L", "12 - 90", "L"],
                ["S-IgA", "0,62", "g/L", "0,20 - 1,00", ""],
                ["S-Transglutaminase IgA", "142", "U/mL", "< 7", "H"],
                ["S-Endomysium IgA", "Positiv", "", "Negativ", "*"]], [26, 12, 9, 18])
    p += [""]
    p += para("Kommentar: Sterkt positiv transglutaminase IgA (over 10 gonger øvre referansegrense) "
              "med normal total IgA og positiv endomysium-antistoff. Funnet er svært suggestivt for "
              "cøliaki. Vidare utgreiing etter gjeldande retningslinjer hjå barnelege. Pasienten "
              "skal halde fram med vanleg kost som inneheld gluten til utgreiinga er avslutta.")
    p += ["", "Godkjend av: Overlege Torbjørn Nesse, Laboratorium for klinisk biokjemi", "",
          "Svaret er sendt elektronisk til rekvirent. Kopi: ingen", "", "",
          "Helse Bergen HF · Org.nr. " + orgnr() + "                                        Side 1 av 1"]
    add("lab-svar", date, "Haukeland universitetssjukehus",
        ["Helse Bergen HF", "Helse Bergen", "Haukeland", "Haukeland universitetssykehus"],
        "Avdeling for medisinsk biokjemi og farmakologi", None, "Emma Nordvik", None,
        pages(page(p)), "nn", fnr=True)


_c7()


# ---------------------------------------------------------------- C8 St. Olavs, patologi, Kari (nb)
def _c8():
    date = "2012-03-15"
    p = ["St. Olavs hospital HF", "Laboratoriemedisin, barne- og kvinnesykdommer",
         "Avdeling for patologi", "Postboks 8804 Sluppen, 7006 Trondheim", "", "",
         "PATOLOGISVAR – HISTOLOGISK UNDERSØKELSE", "-" * 86]
    p += table([["Prøvenr.:", "H12-" + str(RNG.randint(10000, 99999)), "Besvart:", dn(date)],
                ["Pasient:", "Kari Nordvik", "Født:", born("Kari Nordvik")],
                ["Rekvirent:", "Aleris Solsiden, gyn. Elin Brattås", "Prøve tatt:", "06.03.2012"],
                ["Kopi til:", "Værnes legesenter, Gunnar Bjerkan", "Mottatt:", "07.03.2012"]],
               [14, 44, 14])
    p += ["-" * 86, "", "Materiale: Cervixbiopsier kl. 12 og kl. 3, samt cervicalabrasio.", "",
          "Kliniske opplysninger:"]
    p += para("Celleprøve 10.01.2012 med ASC-H, HPV høyrisiko positiv. Kolposkopi med acetohvite "
              "områder kl. 12 og kl. 3.")
    p += ["", "Makroskopisk beskrivelse:"]
    p += para("1) Kl. 12: Ett vevsbit 3 x 2 mm. 2) Kl. 3: To vevsbiter, største 4 mm. 3) Abrasio: "
              "Sparsomt slim og vev. Alt innstøpt.")
    p += ["", "Mikroskopisk beskrivelse:"]
    p += para("1-2) Plateepitel med atypi i nedre to tredjedeler av epitelet, økt mitotisk aktivitet "
              "og koilocytær forandring. p16 diffust positiv. 3) Fragmenter av dysplastisk "
              "plateepitel og normalt sylinderepitel.")
    p += ["", "DIAGNOSE:",
          "  1-2) Cervix uteri, biopsier: CIN 2 (HSIL).",
          "  3)   Cervicalabrasio: Fragmenter med HSIL.", "",
          "  SNOMED: T83000 M74007", "",
          "Besvart av: Overlege Gøril Aune, spesialist i patologi", "", "",
          "St. Olavs hospital HF  –  Org.nr. " + orgnr()]
    add("lab-svar", date, "St. Olavs hospital",
        ["St. Olavs hospital HF", "St. Olavs", "St Olavs hospital"], "Avdeling for patologi", None,
        "Kari Nordvik", None, pages(page(p)), "nb", fnr=False)


_c8()


# ---------------------------------------------------------------- C9 Fürst, lab-svar, Ingrid (nb) - newer layout
def _c9():
    date = "2024-11-20"
    p = [pad("Utskriftsdato: " + dn(date), 60, "Side 1 av 1"), "",
         "Fürst Medisinsk Laboratorium", "Svarrapport – medisinsk biokjemi", "", ""]
    p += two(["Pasient", "SOLHEIM, INGRID", "Fnr. " + fnr_fmt("Ingrid Solheim", 1), "Kvinne, 80 år"],
             ["Rekvirent", "Volda legesenter", "Oddbjørg Rise", "Halkjelsvegen 20, 6100 Volda"], col=46)
    p += ["", "Ordrenr.   " + decoy11("6") + "      Prøvetaking  18.11.2024 08:35",
          "Status     Endelig svar     Mottatt      19.11.2024 06:12", ""]
    p += table([["Analyse", "Resultat", "Enhet", "Ref.område", ""],
                ["Hemoglobin", "12,4", "g/dL", "11,7-15,3", ""],
                ["Kreatinin", "98", "µmol/L", "45-90", "H"],
                ["eGFR (CKD-EPI)", "47", "mL/min/1,73m²", "> 60", "L"],
                ["Kalsium, albuminkorr.", "2,41", "mmol/L", "2,15-2,51", ""],
                ["25-OH vitamin D", "62", "nmol/L", "50-150", ""],
                ["PTH", "7,9", "pmol/L", "1,6-6,9", "H"],
                ["Kobalamin (B12)", "286", "pmol/L", "150-650", ""],
                ["TSH", "2,1", "mIE/L", "0,5-4,1", ""]], [26, 12, 17, 14], indent=2)
    p += [""]
    p += para("Kommentar: Redusert eGFR tilsvarende CKD stadium 3a. Lett forhøyet PTH med "
              "normalt kalsium og vitamin D, forenlig med sekundær hyperparatyreoidisme ved "
              "nedsatt nyrefunksjon. Legemiddeldoser bør vurderes ut fra nyrefunksjon.")
    p += ["", "Fürst Medisinsk Laboratorium AS – Org.nr. " + orgnr() + " – fursts.no"]
    add("lab-svar", date, "Fürst Medisinsk Laboratorium",
        ["Fürst", "Fürst Medisinsk Laboratorium AS", "Fürst laboratorium"], None, None,
        "Ingrid Solheim", None, pages(page(p)), "nb", fnr=True)


_c9()


# ---------------------------------------------------------------- C10 Ålesund sjukehus, mikrobiologi, Arne (nn)
def _c10():
    date = "2022-09-05"
    p = ["", "Helse Møre og Romsdal HF", "Ålesund sjukehus – Avdeling for medisinsk mikrobiologi",
         "Åse, 6026 Ålesund   ·   Vakttelefon " + phone("70"), "", "",
         "SVAR – BAKTERIOLOGISK UNDERSØKING", ""]
    p += two(["Pasient:    Solheim, Arne", "Fødd:       " + born("Arne Solheim"),
              "Prøvenr.:   " + "U" + digits(9)],
             ["Rekvirent:  Volda legesenter", "            Lege Oddbjørg Rise",
              "Svar til:   Rekvirent"], col=46)
    p += ["",
          "Materiale: Urin, midtstraum          Prøve teken: 02.09.2022   Motteke: 03.09.2022",
          "Kliniske opplysningar: Svie ved vasslating, feber 38,2. Bruker finasterid.",
          "", "Endeleg svar " + dn(date), "-" * 86,
          "Funn:  Escherichia coli   > 10^5 CFU/mL", "",
          "Resistensbestemming (EUCAST):"]
    p += table([["Antibiotikum", "Tolking"],
                ["Ampicillin", "R"], ["Mecillinam", "S"], ["Nitrofurantoin", "S"],
                ["Trimetoprim", "R"], ["Trimetoprim-sulfa", "R"], ["Ciprofloksacin", "S"],
                ["Cefalexin (ukomplisert UVI)", "S"]], [32], indent=2)
    p += ["", "S = følsam   I = følsam ved auka eksponering   R = resistent", ""]
    p += para("Kommentar: Ved feber hjå mann bør ein vurdere prostatitt/øvre urinvegsinfeksjon; "
              "ciprofloksacin er då eit alternativ når pasienten har penicillinallergi. Ta kontakt "
              "med vakthavande mikrobiolog ved spørsmål.")
    p += ["", "Godkjent av: Overlege Synnøve Brekke", "", "",
          "Helse Møre og Romsdal HF · org.nr. " + orgnr()]
    add("lab-svar", date, "Ålesund sjukehus",
        ["Helse Møre og Romsdal HF", "Helse Møre og Romsdal", "HMR", "HMR Ålesund"],
        "Avdeling for medisinsk mikrobiologi", None, "Arne Solheim", None, pages(page(p)), "nn",
        fnr=False)


_c10()


# ---------------------------------------------------------------- D1 Salhus legekontor, tilvising, Jonas (nn) - e-health print
def _d1():
    date = "2017-02-16"
    p = ["TILVISING" + " " * 62 + "Utskrift", "-" * 86]
    p += table([["Tilvisingsdato", dn(date)],
                ["Tilvisar", "Eirik Hjelmeland, fastlege, Salhus legekontor"],
                ["", "Postboks 34, 5107 Salhus, tlf. " + phone("55") + ", HER-id " + digits(6)],
                ["Mottakar", "Haukeland universitetssjukehus"],
                ["", "Barne- og ungdomsklinikken, Barnepoliklinikken"],
                ["Pasient", "Jonas Nordvik, fødd " + born("Jonas Nordvik")],
                ["Fødselsnummer", fnr_fmt("Jonas Nordvik")],
                ["Foreldre", "Kari Nordvik og Per Nordvik, Salhusvegen 118, 5107 Salhus"],
                ["Kopi til", "Ingen"]], [18])
    p += ["-" * 86, "", "Årsak til tilvising:", "Gjentekne episodar med pipelyd i brystet. Astma?", "",
          "Aktuelt:"]
    p += para("Jonas er no 2 år. Sidan hausten 2016 har han hatt fire episodar med hoste, rask pust "
              "og pipelyd ved forkjølingar, éin gong med innlegging over natta ved Haukeland "
              "(22.11.2016). God effekt av Ventoline på forstøvar med Aerochamber. Hostar om natta "
              "mellom episodane. Går i barnehage. Mor har høysnue. Ingen røyking i heimen.")
    p += ["", "Funn ved siste konsultasjon 14.02.2017:"]
    p += para("Afebril, i god form. Lett forlenga ekspirium, spreidde pipelydar bilateralt. "
              "SpO2 97 %. Vekt 13,2 kg, følgjer sin kurve.")
    p += ["", "Faste medisinar: Ventoline inhalasjonsaerosol 0,1 mg/dose ved behov.",
          "Allergiar: Ingen kjende.", "", "Problemstilling:"]
    p += para("Ber om vurdering av astma hjå småbarn og om førebyggjande behandling med "
              "inhalasjonssteroid er indisert. Foreldra ønskjer også vurdering av allergitesting.")
    p += ["", "Med helsing", "Eirik Hjelmeland", "spesialist i allmennmedisin", "", "",
          "Salhus legekontor – org.nr. " + orgnr()]
    add("henvisning", date, "Salhus legekontor", ["Salhus legekontor AS", "Salhus legekontor DA"],
        None, "Barnesykdommer", "Jonas Nordvik", None, pages(page(p)), "nn", fnr=True)


_d1()


# ---------------------------------------------------------------- D2 Eidsvåg legesenter, henvisning, Per (nb)
def _d2():
    date = "2019-10-08"
    p = two(["EIDSVÅG LEGESENTER", "Eidsvågskogen 3", "5105 Eidsvåg", "Tlf. " + phone("55")],
            ["", "Dato:  " + dn(date), "Vår ref.: TIF/" + digits(5), ""], col=56)
    p += ["", "",
          "Haugesund Sanitetsforenings Revmatismesykehus", "Poliklinikken",
          "Revmatismevegen 9", "5528 Haugesund", "", "",
          "HENVISNING – REVMATOLOGISK VURDERING", "",
          "Pasient:   Per Nordvik, f. " + born("Per Nordvik") + "  (" + fnr_fmt("Per Nordvik", 1) + ")",
          "Adresse:   Salhusvegen 118, 5107 Salhus   Mobil " + phone("9" + str(RNG.randint(0, 9))), ""]
    p += para("Takk for at dere ser på denne 42 år gamle mannen med kjent psoriasis (hårbunn, albuer) "
              "siden ungdommen. Siden april i år smerter og hevelse i fingerledd, særlig ytterleddene "
              "på høyre hånd, og smerter i venstre hæl/akillessene. Morgenstivhet ca. 1 time. NSAID "
              "gir delvis effekt.",
              "Ved undersøkelse 01.10.2019 hovne DIP 2-3 høyre, hoven 2. tå venstre (pølsetå) og "
              "ømhet ved akillesfestet. Neglegroper.",
              "Blodprøver 01.10.2019: SR 22, CRP 9, RF negativ, anti-CCP negativ, urat 356.",
              "Spørsmål: Psoriasisartritt? Ønsker vurdering og eventuell oppstart av "
              "sykdomsmodifiserende behandling. Pasienten har selv valgt Haugesund via fritt "
              "behandlingsvalg på grunn av kortere ventetid.",
              "Faste medisiner: Pantoprazol 40 mg x 1, Symbicort ved behov, Daivobet gel. "
              "Ingen kjente legemiddelallergier.")
    p += ["", "Med vennlig hilsen", "", "Tor Inge Fjeldstad", "fastlege, Eidsvåg legesenter",
          "HPR-nr. " + hpr(), "", "Kopi: Pasienten", "", "",
          "Eidsvåg legesenter AS – org.nr. " + orgnr()]
    add("henvisning", date, "Eidsvåg legesenter", ["Eidsvåg legesenter AS"], None, "Revmatologi",
        "Per Nordvik", None, pages(page(p)), "nb", fnr=True)


_d2()


# ---------------------------------------------------------------- D3 Elverhøy legesenter, henvisning, Ingrid (nb)
def _d3():
    date = "2015-12-10"
    p = ["Elverhøy legesenter", "Storgata 140, 9008 Tromsø   Tlf. " + phone("77"), "", "",
         center("HENVISNING TIL SPESIALISTHELSETJENESTEN"), ""]
    p += table([["Henvisningsdato:", dl(date)],
                ["Til:", "UNN Tromsø, Øyeavdelingen, 9038 Tromsø"],
                ["Fra:", "Fastlege Bjørn Kvalvik, Elverhøy legesenter"],
                ["Gjelder:", "Ingrid Solheim, " + fnr_fmt("Ingrid Solheim")],
                ["", "Prestvannvegen 41, 9011 Tromsø, tlf. " + phone("77")],
                ["Pårørende:", "Arne Solheim (ektefelle), samme adresse"]], [20])
    p += ["", "Årsak til henvisning:", "  Synssvekkelse begge øyne, mistenkt katarakt.", "",
          "Aktuelt:"]
    p += para("71 år gammel kvinne med gradvis tåkesyn gjennom ett år, mest på venstre øye. Plages "
              "av blending fra møtende biler i mørketiden og har sluttet å kjøre om kvelden. Optiker "
              "målte 16.11.2015 visus 0,5 høyre og 0,3 venstre med beste korreksjon og fant "
              "uklarheter i linsene.")
    p += ["", "Tidligere sykdommer:", "  Hypertensjon. Hysterektomi 1992. Ellers frisk.", "",
          "Faste medisiner:", "  Amlodipin 5 mg x 1, Simvastatin 20 mg x 1, Vagifem x 2 pr. uke.", "",
          "Allergier: Ingen kjente.", "", "Spørsmål:"]
    p += para("Vurdering av katarakt og eventuell operasjon. Hun er også usikker på om hun fyller "
              "kravene for førerkort og ønsker en vurdering av det.")
    p += ["", "Vennlig hilsen", "Bjørn Kvalvik", "spesialist i allmennmedisin", "", "",
          "Elverhøy legesenter DA · Org.nr. " + orgnr()]
    add("henvisning", date, "Elverhøy legesenter", ["Elverhøy legesenter DA"], None, "Øyesykdommer",
        "Ingrid Solheim", None, pages(page(p)), "nb", fnr=True)


_d3()


# ---------------------------------------------------------------- D4 Volda legesenter, tilvising, Arne (nn) - Til left / Frå right
def _d4():
    date = "2022-03-14"
    p = ["", ""]
    p += two(["Til:", "Helse Møre og Romsdal HF", "Ålesund sjukehus", "Urologisk poliklinikk",
              "Postboks 6411, 6026 Ålesund"],
             ["Frå:", "Volda legesenter", "Fastlege Oddbjørg Rise", "Halkjelsvegen 20, 6100 Volda",
              "Tlf. " + phone("70")], col=46)
    p += ["", right("Volda, " + dl(date)), "", "TILVISING", "",
          "Gjeld: Arne Solheim, fødd " + born("Arne Solheim") + ", Røysvegen 12, 6100 Volda", ""]
    p += para("Eg tilviser denne 81 år gamle mannen for vurdering av stigande PSA og "
              "vasslatingsplager.",
              "Aktuelt: Nokre års aukande nykturi (3-4 gonger), svak straum og kjensle av ufullstendig "
              "tømming. Ingen makroskopisk hematuri. Tamsulosin frå hausten 2021 gav lite effekt og "
              "svimmelheit. PSA 3,1 (2019), 5,4 (11.01.2022) og 6,2 (07.03.2022). Rektal eksplorasjon "
              "07.03.2022: moderat forstørra, glatt prostata utan sikre knutar. Urinstix negativ. "
              "Kreatinin 96.",
              "Tidlegare: Atrieflimmer med TIA 2013 (Eliquis). Akutt kolecystitt 2017, ikkje operert. "
              "Hypertensjon. Penicillinallergi.",
              "Problemstilling: Ber om vurdering av PSA-auke (MR prostata? biopsi?) og behandling av "
              "LUTS. Pasienten klarer seg godt heime saman med kona, som sjølv er nyleg hofteoperert, "
              "og treng helst time på føremiddagen på grunn av busstilbodet frå Volda.")
    p += ["", "Med helsing", "", "Oddbjørg Rise", "spesialist i allmennmedisin", "",
          "Kopi: Pasienten", "", "", "Volda legesenter AS – org.nr. " + orgnr()]
    add("henvisning", date, "Volda legesenter", ["Volda legesenter AS"], None, "Urologi",
        "Arne Solheim", None, pages(page(p)), "nn", fnr=False)


_d4()

# ---------------------------------------------------------------- D5 Fana Barnelegesenter, tilvising, Emma (nn)
def _d5():
    date = "2021-03-25"
    p = two(["FANA BARNELEGESENTER", "Spesialistar i barnesjukdomar", "Nesttunvegen 88, 5221 Nesttun",
             "Tlf. " + phone("55")],
            ["", "Vår dato:    " + dn(date), "Vår ref.:    HV/" + digits(4), "Dykkar ref.:"], col=52)
    p += ["", "",
          "Oslo universitetssykehus HF, Rikshospitalet", "Barne- og ungdomsklinikken",
          "Seksjon for barnekardiologi", "Postboks 4719 Nydalen", "0424 Oslo", "", "",
          "TILVISING – VURDERING AV BILYD PÅ HJARTET", "",
          "Pasient:      Emma Nordvik, fødd " + born("Emma Nordvik"),
          "Fødselsnr.:   " + fnr_fmt("Emma Nordvik", 1),
          "Føresette:    Kari Nordvik og Per Nordvik, Salhusvegen 118, 5107 Salhus", ""]
    p += para("Emma er ei seks månader gammal jente som vart tilvist meg frå helsestasjonen etter "
              "funn av bilyd ved seksmånaderskontrollen 08.03.2021. Ho er fødd til termin etter "
              "normalt svangerskap, fødselsvekt 3480 g. Ho et godt og veks langs 50-persentilen. "
              "Ingen pustevanskar, sveitting ved måltid eller blåfarge.",
              "Ved undersøking her 23.03.2021: Heilt upåverka, respirasjonsfrekvens 32, SpO2 99 % "
              "på høgre arm og fot. Systolisk bilyd grad 3/6 med punctum maximum 3.-4. intercostalrom "
              "venstre parasternalt, ikkje utstråling til ryggen. Normale femoralispulsar. Lever ikkje "
              "forstørra.",
              "EKG: Sinusrytme 132/min, normal akse, ikkje teikn til hypertrofi.",
              "Vurdering: Bilyden er mest forenleg med ein liten ventrikkelseptumdefekt. Eg ber om "
              "ekkokardiografi og vurdering hjå barnekardiolog. Foreldra har ønskt Rikshospitalet "
              "sidan familien uansett er i Oslo i juni; eg har informert om at Haukeland også kan "
              "ta imot henne.")
    p += ["", "Med venleg helsing", "", "Håkon Vindenes",
          "spesialist i barnesjukdomar", "Fana Barnelegesenter", "",
          "Kopi: Salhus legekontor, fastlege Eirik Hjelmeland", "", "",
          "Fana Barnelegesenter AS   Org.nr. " + orgnr()]
    add("henvisning", date, "Fana Barnelegesenter", ["Fana Barnelegesenter AS"], None,
        "Barnesykdommer", "Emma Nordvik", None, pages(page(p)), "nn", fnr=True)


_d5()


# ---------------------------------------------------------------- D6 Værnes legesenter, henvisning, Kari (nb) - first line date
def _d6():
    date = "2010-03-22"
    p = [dl(date), "", "Værnes legesenter", "Kjøpmannsgata 9, 7500 Stjørdal", "Telefon " + phone("74"),
         "", "", "Til:", "Sykehuset Levanger", "Kvinneklinikken – Gynekologisk poliklinikk",
         "7600 Levanger", "", "",
         "Henvisning", "",
         "Pasient: Kari Nordvik, Husbyvegen 33, 7500 Stjørdal",
         "Fødselsnummer: " + fnr_fmt("Kari Nordvik"), ""]
    p += para("Henvises for utredning av kraftige og langvarige menstruasjonsblødninger. "
              "31 år gammel kvinne, para 0, som siste halvår har hatt blødninger i 8-10 dager med "
              "koagler og behov for nattbind hver natt. Ingen mellomblødninger. Sist celleprøve "
              "12.06.2009 normal. Ønsker graviditet og bruker ikke prevensjon.",
              "Undersøkelse: Gynekologisk undersøkelse uten sikre funn, uterus normalstor. "
              "Hb 10,8 g/dL og ferritin 8 µg/L 15.03.2010, TSH 3,9 (kjent lett forhøyet, "
              "tyreoiditt påvist ved ultralyd 2009). Startet jerntilskudd.",
              "Spørsmål: Vaginal ultralyd med tanke på myom eller polypp? Behandlingsforslag som "
              "ikke hindrer graviditet.",
              "Medisiner: Ferro-retard 100 mg x 1. Ingen allergier.")
    p += ["", "Vennlig hilsen", "", "Gunnar Bjerkan", "Fastlege, Værnes legesenter", "", "",
          "Værnes legesenter DA · org.nr. " + orgnr() + " · Kjøpmannsgata 9, 7500 Stjørdal"]
    add("henvisning", date, "Værnes legesenter", ["Værnes legesenter DA"], None, "Gynekologi",
        "Kari Nordvik", None, pages(page(p)), "nb", fnr=True)


_d6()


# ---------------------------------------------------------------- D7 Salhus legekontor, tilvising BUP, Sofie (nn) - Mottakar/Avsendar
def _d7():
    date = "2024-01-15"
    p = ["", ""]
    p += two(["Mottakar:", "Helse Bergen HF", "Psykisk helsevern for barn og unge",
              "BUP Nordhordland", "Postboks 7316, 5020 Bergen"],
             ["Avsendar:", "Salhus legekontor", "Fastlege Eirik Hjelmeland", "Postboks 34, 5107 Salhus",
              "Tlf. " + phone("55")], col=46)
    p += ["", "Dato: " + dn(date), "", "TILVISING TIL BUP", "",
          "Gjeld: Sofie Aas, fødd " + born("Sofie Aas"), "Fnr.: " + fnr_fmt("Sofie Aas"),
          "Føresette: Kari Nordvik (mor), mobil " + phone("4" + str(RNG.randint(0, 9))), ""]
    p += para("Sofie er 12 år og går i 7. klasse. Sidan hausten 2023 har ho vore mykje borte frå "
              "skulen med magesmerter og hovudverk om morgonane. Ho fortel om uro og grubling, "
              "vanskar med å sovne og redsle for å bli flau framfor klassen. Ho har trekt seg frå "
              "handball og vener. Ingen sjølvskading eller tankar om å ta sitt eige liv ved "
              "samtale 11.01.2024, der ho var åleine med meg ein del av tida.",
              "Somatisk utgreiing med blodprøvar (blodstatus, CRP, TSH, transglutaminase) og "
              "urinprøve er normal. Helsesjukepleiar ved skulen har hatt seks samtalar med ho "
              "utan vesentleg betring. Skulen har sett i verk tilrettelegging.",
              "Problemstilling: Angstliding/sosial angst? Depresjon? Ber om utgreiing og "
              "behandling. Sofie og mor samtykkjer til tilvisinga, og til at BUP kan innhente "
              "opplysningar frå skule og helsesjukepleiar.")
    p += ["", "Med helsing", "", "Eirik Hjelmeland", "fastlege, Salhus legekontor", "",
          "Kopi: Føresette", "", "", "Salhus legekontor · org.nr. " + orgnr()]
    add("henvisning", date, "Salhus legekontor", ["Salhus legekontor AS", "Salhus legekontor DA"],
        None, "Barne- og ungdomspsykiatri", "Sofie Aas", None, pages(page(p)), "nn", fnr=True)


_d7()


# ---------------------------------------------------------------- D8 Bergen legevakt, innleggelse/henvisning, Kari (nb)
def _d8():
    date = "2025-01-19"
    p = ["BERGEN LEGEVAKT" + " " * 47 + "HENVISNING – ØYEBLIKKELIG HJELP",
         "Bergen kommune, Helse og omsorg" + " " * 31 + "Innleggelsesskriv", "=" * 86]
    p += table([["Dato/tid:", dn(date) + " kl. 23:05", "Konsultasjon:", dn(date) + " kl. 22:40"],
                ["Til:", "Haukeland universitetssjukehus", "", ""],
                ["", "Akuttmottaket – vakthavende gastrokirurg", "", ""],
                ["Pasient:", "Kari Nordvik", "Fødselsnr.:", fnr_fmt("Kari Nordvik")],
                ["Adresse:", "Salhusvegen 118, 5107 Salhus", "Tlf.:", phone("9" + str(RNG.randint(0, 9)))],
                ["Fastlege:", "Eirik Hjelmeland, Salhus legekontor", "", ""]], [12, 44, 15])
    p += ["=" * 86, "", "Problemstilling: Akutt kolecystitt?", "", "Aktuelt:"]
    p += para("45 år gammel kvinne med sterke smerter under høyre kostalbue siden kl. 17 i dag, "
              "stråler til høyre skulderblad, kvalme og to brekninger. Lignende, men kortvarige "
              "anfall etter fet mat i høst. Kolonoskopi juni 2024 normal.")
    p += ["", "Funn:"]
    p += para("Temp 38,3. BT 132/84, puls 104. Øm med defens under høyre kostalbue, Murphys tegn "
              "positivt. Ikke ikterisk. CRP 96, leukocytter 13,9 (POCT). Urinstix negativ, "
              "HCG negativ.")
    p += ["", "Gitt på legevakten: Paracetamol 1 g i.v. kl. 22:55. Ikke gitt opioider.", "",
          "Faste medisiner: Levaxin 75 mikrog x 1. Allergi: Tiuram (gummihansker).", "",
          "Transport: Drosje med følge av ektemann, beregnet ankomst kl. 23:40.", "",
          "Henvisende lege: Lege Siri Hope, Bergen legevakt, tlf. vakthavende " + phone("55"), "",
          "Kopi til: Fastlege (elektronisk)", "", "",
          "Bergen legevakt · Solheimsviken 44, 5058 Bergen · Bergen kommune org.nr. " + orgnr()]
    add("henvisning", date, "Bergen legevakt", ["Legevakten i Bergen", "Bergen kommune"], None,
        "Fordøyelseskirurgi", "Kari Nordvik", None, pages(page(p)), "nb", fnr=True)


_d8()


# ---------------------------------------------------------------- E1 Værnes legesenter, legeattest, Per (nb) -> annet
def _e1():
    date = "2011-02-21"
    p = ["", center(spaced("VÆRNES LEGESENTER")), center("Kjøpmannsgata 9  ·  7500 Stjørdal  ·  Tlf. " +
                                                        phone("74")), "", "",
         right("Stjørdal, " + dl(date)), "", "",
         "LEGEATTEST", "", "Til arbeidsgiver", "",
         "Navn:         Per Nordvik", "Fødselsdato:  " + born("Per Nordvik"), ""]
    p += para("Undertegnede bekrefter at ovennevnte var til konsultasjon ved legekontoret "
              "16.02.2011. Han var da arbeidsufør på grunn av sykdom i perioden 14.02.2011 til og "
              "med 18.02.2011. Han er fra 21.02.2011 arbeidsfør i full stilling.",
              "Attesten er skrevet etter ønske fra pasienten for bruk overfor arbeidsgiver. "
              "Diagnose er ikke oppgitt av hensyn til taushetsplikten.")
    p += ["", "", "Gunnar Bjerkan", "lege", "", "", "Honorar for attest: kr 250,- (betalt)",
          "Kvitteringsnr. " + digits(6), "", "",
          "Værnes legesenter DA · org.nr. " + orgnr() + " · Kontonr. 4212.67.00391"]
    add("annet", date, "Værnes legesenter", ["Værnes legesenter DA"], None, "Allmennmedisin",
        "Per Nordvik", None, pages(page(p)), "nb", fnr=False)


_e1()


# ---------------------------------------------------------------- E2 Salhus legekontor, innkalling til kontroll, Kari (nn)
def _e2():
    date, appt = "2022-08-29", "2022-09-14T08:15"
    p = [dn(date), "", "",
         "Salhus legekontor", "Postboks 34, 5107 Salhus · tlf. " + phone("55") + " · salhuslegekontor.no",
         "", "", "Kari Nordvik", "Salhusvegen 118", "5107 SALHUS", "", "",
         "Innkalling til årleg kontroll", ""]
    p += para("Hei! Det er tid for den årlege kontrollen av stoffskiftet og blodtrykket ditt. Du har "
              "fått time hjå fastlege Eirik Hjelmeland:")
    p += ["", "     " + dwl(appt[:10], nn=True, cap=True) + " kl. 08.15", ""]
    p += para("Kom gjerne fastande og 15 minutt før, så tek laboratoriet blodprøvar (TSH, fritt T4, "
              "kolesterol og HbA1c) før konsultasjonen. Ta Levaxin-tabletten etter at prøva er "
              "teken. Ta med blodtrykksmålingane dine heimanfrå om du har.",
              "Passar ikkje timen? Ring oss eller bruk Helsenorge seinast 24 timar før. Timar som "
              "ikkje vert avbestilte, vert fakturerte etter normaltariffen.",
              "Siste kontroll var 02.09.2021.")
    p += ["", "Venleg helsing", "Salhus legekontor", "", "", "Org.nr. " + orgnr()]
    add("innkalling", date, "Salhus legekontor", ["Salhus legekontor AS", "Salhus legekontor DA"],
        None, "Allmennmedisin", "Kari Nordvik", appt, pages(page(p)), "nn", fnr=False)


_e2()


# ---------------------------------------------------------------- E3 Bergen legevakt, legevaktnotat, Emma (nb)
def _e3():
    date = "2022-11-12"
    p = ["Dialogmelding – Notat fra legevakt" + " " * 33 + "Side 1 av 1", "-" * 86]
    p += table([["Avsender", "Bergen legevakt, Barnelegevakten"],
                ["Mottaker", "Salhus legekontor, fastlege Eirik Hjelmeland"],
                ["Dokumentdato", dn(date)],
                ["Pasient", "Emma Nordvik, f. " + born("Emma Nordvik") + "  fnr. " + fnr_fmt("Emma Nordvik")],
                ["Konsultasjon", "12.11.2022 kl. 02:14"],
                ["Følge", "Mor (Kari Nordvik)"]], [16])
    p += ["-" * 86, "", "Kontaktårsak: Gøende hoste og pustebesvær i natt.", ""]
    p += para("2 år gammel jente, forkjølet i to dager. Våknet kl. 01 med bjeffende hoste, hes stemme "
              "og inspiratorisk stridor. Ingen sikling, drikker. Vaksinert etter programmet.",
              "Funn: Temp 38,1. Inspiratorisk stridor i hvile, lette inndragninger jugulært, "
              "SpO2 97 %. Westley score 3. Ingen tegn til epiglottitt.",
              "Vurdering: Falsk krupp (laryngitt), moderat. Gitt Betapred 0,15 mg/kg peroralt "
              "kl. 02:30 med god effekt; ved ny vurdering kl. 03:30 ingen stridor i hvile.",
              "Plan: Hjem med foreldre. Informert om kald luft og oppreist stilling, og om å ringe "
              "113 ved pustebesvær i hvile, sikling eller blek/blå hudfarge. Ingen kontroll hos "
              "fastlege nødvendig med mindre forverring.")
    p += ["", "Lege Jorunn Nedrebø, Bergen legevakt", "", "Sendt elektronisk " + dn(date) + " 03:52"]
    add("epikrise", date, "Bergen legevakt", ["Legevakten i Bergen", "Bergen kommune"],
        "Barnelegevakten", "Allmennmedisin", "Emma Nordvik", None, pages(page(p)), "nb", fnr=True)


_e3()

# ---------------------------------------------------------------- E4 Åsane Fysioterapi og Trening, rapport, Per (nn)
def _e4():
    date = "2022-03-18"
    p = ["ÅSANE FYSIOTERAPI OG TRENING", "Åsamyrane 310, 5116 Ulset  |  " + phone("55") +
         "  |  post@asanefysio.no", "_" * 86, "", ""]
    p += two(["Salhus legekontor", "Fastlege Eirik Hjelmeland", "Postboks 34", "5107 Salhus"],
             ["Ulset, " + dn(date), "", "Kopi: Aleris Nesttun, Ortopedi"], col=50)
    p += ["", "", "RAPPORT FRÅ FYSIOTERAPEUT – AVSLUTTA BEHANDLING", "",
          "Pasient: Per Nordvik, fødd " + born("Per Nordvik"),
          "Tilvist av: Ortoped Sindre Myhre, Aleris Nesttun (tilvising 16.11.2021)",
          "Diagnose (tilvisar): S83.2 Meniskruptur, høgre kne – artroskopisk reseksjon 15.11.2021", "",
          "Behandlingsperiode: 06.12.2021 – 14.03.2022, 14 behandlingar", ""]
    p += para("Status ved oppstart: Hevelse og nedsett bøying (110 grader), haltande gange, smerte "
              "NRS 5/10 ved trapp. Quadriceps-atrofi, omkrets 3 cm mindre enn venstre.",
              "Tiltak: Progressiv styrke- og stabilitetstrening for kne og hofte, gangtrening, "
              "ergometersykkel og heimeprogram. Gradvis tilbake til lett jogging frå februar.",
              "Status ved avslutning: Full bøying og strekk, ingen hevelse. Hoppetest (single hop) "
              "92 % av frisk side. Smerte NRS 0-1/10. Jogger 5 km utan plager. Han held fram med "
              "eigentrening på treningssenter.",
              "Vurdering: God funksjon etter menisk-reseksjon. Behandlinga er avslutta. Ny "
              "tilvising er ikkje naudsynt, men han kan ta kontakt ved tilbakefall.")
    p += ["", "Med helsing", "", "Marte Kvamme", "fysioterapeut, MSc", "Åsane Fysioterapi og Trening", "",
          "", "Åsane Fysioterapi og Trening AS · org.nr. " + orgnr() + " · Driftsavtale med Bergen kommune"]
    add("epikrise", date, "Åsane Fysioterapi og Trening", ["Åsane Fysioterapi og Trening AS",
                                                           "Åsane Fysioterapi"],
        None, None, "Per Nordvik", None, pages(page(p)), "nn", fnr=False)


_e4()


# ---------------------------------------------------------------- E5 Psykologane i Marken, avslutningsnotat, Kari (nn)
def _e5():
    date = "2020-11-23"
    p = ["Psykologane i Marken", "Psykologspesialist Hilde Rasmussen",
         "Marken 37, 5017 Bergen", "Telefon " + phone("4" + str(RNG.randint(0, 9))) + "  ·  Avtalepsykolog i Helse Vest", "", ""]
    p += two(["Til fastlege", "Eirik Hjelmeland", "Salhus legekontor", "Postboks 34, 5107 Salhus"],
             ["Bergen, " + dl(date), "", "", ""], col=52)
    p += ["", "", "AVSLUTNINGSNOTAT", "",
          "Klient: Kari Nordvik, f. " + born("Kari Nordvik") + "    Fnr. " + fnr_fmt("Kari Nordvik"),
          "Tilvist frå: Bjørgvin DPS, etter vurderingssamtale 22.10.2019",
          "Behandlingsperiode: 04.02.2020 – 17.11.2020 (16 timar, fleire som videokonsultasjon)", ""]
    p += para("Bakgrunn: Kari tok kontakt etter ein periode med utmatting, søvnvanskar og "
              "tiltakande bekymring knytt til arbeid som sjukepleiar og omsorgsoppgåver for "
              "foreldre som bur langt unna. Ho var sjukmeld 50 % frå oktober 2019 til mars 2020.",
              "Diagnose: F43.2 Tilpassingsforstyrring med blanda angst og depressiv reaksjon. "
              "Ved oppstart PHQ-9 16 og GAD-7 14; ved avslutning PHQ-9 4 og GAD-7 5.",
              "Behandling: Kognitiv åtferdsterapi med vekt på grubling, avgrensing av "
              "arbeidsmengd, søvnhygiene og aktivitetsplanlegging. God allianse og god bruk av "
              "heimeoppgåver.",
              "Status og vidare plan: Kari er tilbake i full stilling og opplever seg som "
              "velfungerande. Vi har avtalt at behandlinga vert avslutta. Ho kan ta kontakt igjen "
              "ved behov; ny tilvising frå fastlege er då naudsynt.")
    p += ["", "Med venleg helsing", "", "Hilde Rasmussen", "psykologspesialist, Psykologane i Marken", "",
          "Kopi: Klienten", "", "", "Psykologane i Marken ANS – org.nr. " + orgnr()]
    add("epikrise", date, "Psykologane i Marken", ["Psykologane i Marken ANS"], None, "Psykiatri",
        "Kari Nordvik", None, pages(page(p)), "nn", fnr=True)


_e5()


# ---------------------------------------------------------------- E6 Aleris Nesttun, epikrise dagkirurgi, Per (nb)
def _e6():
    date = "2021-11-16"
    p = [right("Aleris Sykehus Nesttun"), right("Ortopedi / dagkirurgi"),
         right("Hardangervegen 611, 5221 Nesttun"), "", ""]
    p += ["Eidsvåg legesenter", "Fastlege Tor Inge Fjeldstad", "Eidsvågskogen 3", "5105 Eidsvåg", ""]
    p += [right("Nesttun, " + dn(date)), "", "EPIKRISE – DAGKIRURGI", "",
          "Pasient:        Per Nordvik (" + fnr_fmt("Per Nordvik", 1) + ")",
          "Operasjonsdato: 15.11.2021",
          "Betaler:        Helseforsikring, skadenr. " + decoy11("2"),
          "", "Diagnose:  S83.2 Rift i medial menisk, høyre kne", "",
          "Operasjon: NGD11 Artroskopisk partiell reseksjon av medial menisk, høyre kne", ""]
    p += para("45 år gammel mann som vred kneet på fotballtrening i august. Vedvarende smerter "
              "medialt og låsningsepisoder. MR 13.10.2021 viste lapprift i bakre horn av medial "
              "menisk.",
              "Operasjonen ble gjort i generell anestesi. Funn: Ustabil lapprift i bakre horn, "
              "ellers normal brusk og intakte korsbånd. Den ustabile delen ble fjernet, og resten av "
              "menisken er stabil. Ukomplisert forløp, reiste hjem samme dag.",
              "Videre: Full belastning etter smerter. Krykker ved behov de første dagene. Fysioterapi "
              "er anbefalt; henvisning er gitt. Stingene fjernes hos fastlege om 10-14 dager. "
              "Kontroll ved vår poliklinikk er ikke nødvendig. Sykmeldt til og med 28.11.2021.",
              "Medisiner: Paracetamol 1 g x 4 og Ibux 400 mg x 3 i inntil 5 dager.")
    p += ["", "Med vennlig hilsen", "", "Sindre Myhre", "ortoped, Aleris Sykehus Nesttun", "",
          "Kopi: Pasienten; Åsane Fysioterapi og Trening", "", "",
          "Aleris Helse AS  ·  org.nr. " + orgnr() + "  ·  aleris.no"]
    add("epikrise", date, "Aleris Nesttun",
        ["Aleris", "Aleris Helse AS", "Aleris Sykehus Nesttun"], "Ortopedi", "Ortopedi",
        "Per Nordvik", None, pages(page(p)), "nb", fnr=True)


_e6()


# ---------------------------------------------------------------- E7 LHL-sykehuset Gardermoen, innkalling, Arne (nb)
def _e7():
    date, appt = "2015-01-20", "2015-03-04T07:30"
    p = ["", "  " + spaced("LHL") + "   SYKEHUSET GARDERMOEN", "  Hjerteavdelingen – Arytmiseksjonen", ""]
    p += two(["", "Arne Solheim", "Prestvannvegen 41", "9011 TROMSØ"],
             ["Vår ref.:    " + caseno(2015), "Deres ref.:", "Dato:        " + dn(date),
              "Saksbeh.:    Wenche Nordby"], col=52)
    p += ["", "", "INNKALLING TIL INNLEGGELSE – ABLASJON FOR ATRIEFLIMMER", "",
          "Pasient: Arne Solheim, " + fnr_fmt("Arne Solheim"),
          "Henvisende lege: Kardiolog Trond Sørensen, Hjertelegene i Tromsø (henvisning 28.11.2014)", ""]
    p += para("Du har rett til nødvendig helsehjelp og er satt opp til pulmonalvene-isolasjon "
              "(ablasjon) for atrieflimmer. Du blir lagt inn:")
    p += ["", "   Dato:     " + dwl(appt[:10], cap=True), "   Oppmøte:  kl. 07.30, Hjertepoliklinikken",
          "   Adresse:  Flyplassvegen 301, 2060 Gardermoen", "   Varighet: Regn med to overnattinger.", ""]
    p += para("Blodfortynnende: Ta Eliquis som vanlig til og med kvelden 02.03.2015. Ikke ta "
              "morgendosen 03.03.2015 og ikke på innleggelsesdagen. Andre medisiner tar du som "
              "vanlig. Du skal faste fra midnatt før innleggelsen.",
              "Blodprøver (Hb, kreatinin, kalium) tas hos fastlegen innen en uke før innleggelsen, "
              "og svar sendes oss.",
              "Pasientreiser dekker reise med fly fra Tromsø. Bestill reisen via Pasientreiser.",
              "Gi oss beskjed snarest dersom du ikke kan møte.")
    p += ["", "Med vennlig hilsen", "", "Wenche Nordby", "pasientkoordinator", "",
          "Kopi: Fastlege Bjørn Kvalvik, Elverhøy legesenter", "      Hjertelegene i Tromsø", "", "",
          "LHL-sykehuset Gardermoen  ·  Landsforeningen for hjerte- og lungesyke  ·  Org.nr. " + orgnr()]
    add("innkalling", date, "LHL-sykehuset Gardermoen",
        ["LHL Gardermoen", "LHL-klinikkene", "LHL-klinikkene Gardermoen", "LHL",
         "Landsforeningen for hjerte- og lungesyke"], "Hjerteavdelingen, Arytmiseksjonen",
        "Kardiologi", "Arne Solheim", appt, pages(page(p)), "nb", fnr=True)


_e7()


# ---------------------------------------------------------------- E8 Vikaneset rehabiliteringssenter, epikrise, Ingrid (nn)
def _e8():
    date = "2021-03-19"
    p = [center("VIKANESET REHABILITERINGSSENTER"), center("Vikanesvegen 40, 6150 Ørsta  ·  " + phone("70")),
         "", ""]
    p += two(["Volda legesenter", "v/ fastlege Oddbjørg Rise", "Halkjelsvegen 20", "6100 Volda"],
             ["Dato: " + dn(date), "Ref.: " + caseno(2021), "", ""], col=54)
    p += ["", "", "EPIKRISE ETTER REHABILITERINGSOPPHALD", "",
          "Pasient:   Ingrid Solheim, fødd " + born("Ingrid Solheim"),
          "Opphald:   23.02.2021 – 16.03.2021",
          "Tilvisar:  Volda sjukehus, Ortopedisk seksjon", "",
          "Hovudproblem: Redusert gangfunksjon etter hemiprotese venstre hofte 04.02.2021", ""]
    p += para("Ingrid kom til oss frå korttidsplass ved Volda omsorgssenter, gåande med rullator "
              "og med behov for tilsyn ved forflytting. Mål for opphaldet var å gå trygt innandørs "
              "utan hjelpemiddel, gå i trapp og klare personleg stell sjølv.",
              "Tverrfagleg program med fysioterapi dagleg, ergoterapi, bassengtrening og "
              "fallførebyggjande trening i gruppe. Sjukepleiar følgde opp søvn, ernæring og "
              "blodtrykk. Ho hadde eit lett fall 05.03.2021 utan skade.",
              "Status ved utreise: Går innandørs utan hjelpemiddel, bruker stokk ute. Går trapp "
              "med rekkverk. Berg balanseskala 46/56 (ved innkomst 31/56). Klarer personleg stell "
              "og enkel matlaging.",
              "Tilrådingar: Heimebasert fysioterapi frå kommunen ein gong i veka i to månader "
              "(søknad send). Vurdering av tryggleiksalarm og fjerning av dørstokkar – ergoterapeut "
              "i Volda kommune er kontakta. DXA og osteoporosebehandling hjå fastlege som "
              "tilrådd frå sjukehuset. Kontroll ved Ortopedisk poliklinikk, Volda sjukehus, "
              "05.05.2021.")
    p += ["", "Med helsing", "", "Kjersti Øyehaug", "overlege, spesialist i fysikalsk medisin og rehabilitering",
          "", "Kopi: Volda kommune, tenestekontoret; Pasienten", "", "",
          "Vikaneset rehabiliteringssenter AS – org.nr. " + orgnr() + " – Avtale med Helse Midt-Noreg RHF"]
    add("epikrise", date, "Vikaneset rehabiliteringssenter", ["Vikaneset rehabiliteringssenter AS",
                                                              "Vikaneset"],
        None, "Rehabilitering", "Ingrid Solheim", None, pages(page(p)), "nn", fnr=False)


_e8()


# ---------------------------------------------------------------- E9 Helse Bergen / Bjørgvin DPS, innkalling, Kari (nn)
def _e9():
    date, appt = "2019-10-02", "2019-10-22T13:00"
    p = ["", spaced("HELSE BERGEN"), "Psykisk helsevern", "", ""]
    p += two(["Kari Nordvik", "Salhusvegen 118", "5107 SALHUS"],
             ["Bjørgvin DPS", "Allmennpsykiatrisk poliklinikk", "Postboks 7316, 5020 Bergen", "",
              "Dato:        " + dn(date), "Vår ref.:    " + caseno(2019)], col=50)
    p += ["", "", "Innkalling til vurderingssamtale", ""]
    p += para("Vi har motteke tilvising frå fastlegen din datert 18.09.2019. Tilvisinga er vurdert, "
              "og du har rett til naudsynt helsehjelp frå spesialisthelsetenesta. Frist for "
              "start av helsehjelp er 18.12.2019.",
              "Du er kalla inn til ein vurderingssamtale:")
    p += ["", "    Tid:     " + dwl(appt[:10], nn=True) + " kl. 13.00",
          "    Stad:    Bjørgvin DPS, Åsamyrane 412, Åsane",
          "    Hjå:     Psykologspesialist Kjetil Ulvik", ""]
    p += para("Samtalen varer i om lag ein time. Før timen ber vi deg fylle ut to korte "
              "spørjeskjema på Helsenorge. Du kan ta med deg ein pårørande om du ønskjer det.",
              "Eigenandel vert kravd. Ved avbestilling seinare enn 24 timar før timen må du betale "
              "gebyr. Ring oss på " + phone("55") + " om du ikkje kan kome.")
    p += ["", "Med helsing", "Bjørgvin DPS", "", "Kopi: Fastlege Eirik Hjelmeland, Salhus legekontor", "", "",
          "Helse Bergen HF · Org.nr. " + orgnr() + " · helse-bergen.no"]
    add("innkalling", date, "Helse Bergen HF",
        ["Helse Bergen", "Bjørgvin DPS", "Bjørgvin distriktspsykiatriske senter"],
        "Bjørgvin DPS, Allmennpsykiatrisk poliklinikk", "Psykiatri", "Kari Nordvik", appt,
        pages(page(p)), "nn", fnr=False)


_e9()


# ---------------------------------------------------------------- E10 Helse Bergen / BUP Nordhordland, innkalling, Sofie (nn)
def _e10():
    date, appt = "2024-02-20", "2024-03-12T14:00"
    p = ["Helse Bergen HF", "Psykisk helsevern for barn og unge (PBU)", "BUP Nordhordland", "", ""]
    p += two(["Til Sofie Aas og føresette", "Salhusvegen 118", "5107 Salhus"],
             ["Dato: " + dl(date), "Referanse: " + caseno(2024), "Kontakt: " + phone("55")], col=50)
    p += ["", "", "SVAR PÅ TILVISING – INNKALLING TIL FYRSTE SAMTALE", "",
          "Gjeld: Sofie Aas, fødd " + born("Sofie Aas") + " (fnr. " + fnr_fmt("Sofie Aas", 1) + ")", ""]
    p += para("BUP har motteke tilvising frå fastlege Eirik Hjelmeland, Salhus legekontor, datert "
              "15.01.2024. Sofie har rett til naudsynt helsehjelp, og helsehjelpa skal starte "
              "seinast 15.04.2024.",
              "Vi har sett opp time til fyrste samtale:")
    p += ["", "    " + dwl(appt[:10], nn=True, cap=True) + ", klokka 14.00",
          "    BUP Nordhordland, Knarvikvegen 141, 5914 Isdalstø",
          "    Behandlar: Klinisk sosionom Lene Mjelde og psykolog Ådne Kalland", ""]
    p += para("Vi ønskjer at Sofie og begge føresette kjem til den fyrste samtalen. Sofie kan også "
              "få snakke åleine med behandlar. Samtalen varer om lag 90 minutt.",
              "Det er ingen eigenandel for barn og unge under 18 år i psykisk helsevern. "
              "Gje beskjed snarast dersom de ikkje kan møte.",
              "Sofie er over 12 år og har rett til å bli høyrd i spørsmål om eiga helse. Frå ho er "
              "16 år kan ho sjølv samtykkje til helsehjelp.")
    p += ["", "Venleg helsing", "", "Lene Mjelde", "klinisk sosionom, BUP Nordhordland", "",
          "Kopi: Fastlege", "", "", "Helse Bergen HF | Org.nr. " + orgnr()]
    add("innkalling", date, "Helse Bergen HF",
        ["Helse Bergen", "BUP Nordhordland", "PBU Helse Bergen"],
        "BUP Nordhordland", "Barne- og ungdomspsykiatri", "Sofie Aas", appt, pages(page(p)), "nn",
        fnr=True)


_e10()


# ---------------------------------------------------------------- E11 ØNH-klinikken Danmarksplass, notat, Jonas (nb)
def _e11():
    date = "2017-10-20"
    left = ["Spesialister i", "øre-nese-hals:", "", "Dr. Kjetil Haugland", "Dr. Ane Solberg",
            "Dr. Øystein Vik", "", "Fjøsangerveien 50", "5059 Bergen", "Tlf. " + phone("55")]
    right_ = ["ØNH-KLINIKKEN DANMARKSPLASS", "", "Salhus legekontor",
              "Eirik Hjelmeland", "Postboks 34", "5107 Salhus", "", "", "Bergen " + dn(date)]
    p = two(left, right_, col=28)
    p += ["", "", "Vedr.: Jonas Nordvik, f. " + born("Jonas Nordvik") + ", Salhusvegen 118, 5107 Salhus", "",
          "POLIKLINISK NOTAT / OPERASJONSNOTAT", ""]
    p += para("Gutt på 2 år og 9 mnd henvist for gjentatte ørebetennelser (seks episoder siste "
              "år) og vedvarende væske i mellomørene med mistanke om nedsatt hørsel. Snorker om "
              "natten, ikke observerte pustestopp.",
              "Undersøkt 28.09.2017: Matte, inndratte trommehinner bilateralt, tympanometri type B "
              "begge sider. Store adenoider ved epifaryngoskopi.",
              "Operert 19.10.2017 i narkose: Adenotomi og bilateral myringotomi med innlegging av "
              "ventilasjonsrør (dren). Seigt sekret sugd ut begge sider. Ukomplisert.",
              "Råd: Ingen dykking eller hopping i basseng de første ukene; vanlig bading og dusj er "
              "tillatt. Ved rennende ører i mer enn tre dager: Ciprofloxacin øredråper (resept er sendt). "
              "Kontroll her om 3 måneder med hørselstest. Dren faller vanligvis ut av seg selv "
              "etter 6-12 måneder.",
              "Diagnose: H65.3 Kronisk mukøs otitis media, J35.2 Hypertrofi av adenoider.")
    p += ["", "Med vennlig hilsen", "", "Ane Solberg", "spesialist i øre-nese-halssykdommer",
          "ØNH-klinikken Danmarksplass", "", "Kopi: Foreldre", "",
          "Egenandel for barn under 16 år: kr 0. Fakturanr./KID " + decoy11("090115"), "",
          "ØNH-klinikken Danmarksplass AS · Org.nr. " + orgnr() + " · Driftsavtale med Helse Bergen"]
    add("epikrise", date, "ØNH-klinikken Danmarksplass", ["ØNH-klinikken Danmarksplass AS"], None,
        "Øre-nese-hals", "Jonas Nordvik", None, pages(page(p)), "nb", fnr=False)


_e11()

# ---------------------------------------------------------------- E12 Åsane Augeklinikk, notat, Emma (nn)
def _e12():
    date = "2024-05-06"
    p = ["ÅSANE AUGEKLINIKK", "Augelege Torstein Myking · Augelege Randi Gullaksen",
         "Åsane senter 52, 5116 Ulset · " + phone("55"), "", ""]
    p += two(["Salhus legekontor", "v/ Eirik Hjelmeland", "Postboks 34", "5107 Salhus"],
             ["Ulset, " + dl(date), "", "", ""], col=56)
    p += ["", "", "Notat frå augelege", "",
          "Gjeld: Emma Nordvik, fødd " + born("Emma Nordvik") + "  (" + fnr_fmt("Emma Nordvik") + ")",
          "Tilvist frå: Helsestasjonen i Åsane bydel (4-årskontroll planlagd september 2024)",
          "Undersøkt: 29.04.2024 og 06.05.2024 (i cyklopentolat)", ""]
    p += para("Foreldra har sett at venstre auge av og til glir innover når Emma er trøytt. "
              "Ingen augesjukdom i familien bortsett frå at far brukte briller som barn.",
              "Funn: Visus (Lea-symbol) høgre 0,5, venstre 0,3. Alternerande innoverskeling "
              "(esotropi), mest venstre, om lag 15 prismedioptriar på nært hald, mindre på avstand. "
              "Skiaskopi i cykloplegi: høgre +3,75, venstre +4,50 sfære. Normale medier og "
              "augebotnar.",
              "Vurdering: Akkommodativ esotropi med hypermetropi og truleg byrjande amblyopi "
              "venstre. Ho har fått brilleresept med full korreksjon og skal bruke brillene heile "
              "dagen. Kontroll her om 8 veker for å vurdere okklusjonsbehandling (lapp på høgre auge).",
              "Diagnose: H50.0 Konvergent strabisme, H52.0 Hypermetropi.")
    p += ["", "Med helsing", "", "Randi Gullaksen", "augelege, Åsane Augeklinikk", "",
          "Kopi: Føresette; Helsestasjonen i Åsane", "", "",
          "Åsane Augeklinikk AS – org.nr. " + orgnr() + " – avtalespesialist i Helse Bergen"]
    add("epikrise", date, "Åsane Augeklinikk", ["Åsane Augeklinikk AS"], None, "Øyesykdommer",
        "Emma Nordvik", None, pages(page(p)), "nn", fnr=True)


_e12()


# ---------------------------------------------------------------- E13 Gynekologgruppen Bryggen, notat, Kari (nb)
def _e13():
    date = "2015-06-10"
    p = ["Gynekologgruppen Bryggen" + " " * 40 + "Bergen, " + dn(date),
         "Spesialister i fødselshjelp og kvinnesykdommer", "Bryggen 11, 5003 Bergen",
         "-" * 86, "", "Til: Fastlege Eirik Hjelmeland, Salhus legekontor, 5107 Salhus", "",
         "Konsultasjonsnotat", "",
         "Pasient:  Kari Nordvik   Fnr. " + fnr_fmt("Kari Nordvik", 1),
         "Besøk:    08.06.2015", ""]
    p += para("36 år gammel kvinne, para 1 (2011). Konisering for CIN 2 ved Aleris Solsiden "
              "11.04.2012 med frie render. Kontroller med celleprøve og HPV-test 2012-2014 har vært "
              "normale. Undersøkt ved Kvinneklinikken, Haukeland, oktober 2014 for kontaktblødning, "
              "uten funn. Ønsker nå sikker prevensjon og mindre menstruasjonsblødninger.",
              "Funn: Normal portio med arr etter konisering. Uterus normalstor, ingen "
              "adnekstumor. Vaginal ultralyd: endometrium 6 mm, ingen myom. Cervixcytologi og "
              "HPV-test tatt i dag.",
              "Tiltak: Hormonspiral (Mirena) innsatt uten komplikasjoner. Tråder klippet 3 cm. "
              "Kontroll av trådposisjon hos deg eller oss om 6-8 uker. Svar på celleprøve sendes "
              "deg. Neste celleprøve etter Livmorhalsprogrammet om tre år dersom normal i dag.",
              "Diagnose: Z30.1 Innsetting av spiral. N92.0 Kraftig og hyppig menstruasjon.")
    p += ["", "Med vennlig hilsen", "", "Siv Mjanger", "spesialist i fødselshjelp og kvinnesykdommer",
          "Gynekologgruppen Bryggen", "", "",
          "Gynekologgruppen Bryggen DA · Org.nr. " + orgnr() + " · Tlf. " + phone("55")]
    add("epikrise", date, "Gynekologgruppen Bryggen", ["Gynekologgruppen Bryggen DA"], None,
        "Gynekologi", "Kari Nordvik", None, pages(page(p)), "nb", fnr=True)


_e13()


# ---------------------------------------------------------------- E14 Legevakta for Volda og Ørsta, notat, Arne (nn)
def _e14():
    date = "2020-12-27"
    p = ["Legevaktnotat" + " " * 56 + "Utskrift " + dn2(date), "~" * 86]
    p += table([["Frå:", "Legevakta for Volda og Ørsta", "Til:", "Volda legesenter"],
                ["", "Myrane 7, 6100 Volda", "", "Fastlege Oddbjørg Rise"],
                ["Pasient:", "Arne Solheim", "Fnr.:", fnr_fmt("Arne Solheim")],
                ["Kontakt:", "26.12.2020 kl. 19:48", "Ført av:", "Lege Mads Aarflot"]], [11, 40, 8])
    p += ["~" * 86, "", "Kontaktårsak: Neseblødning som ikkje stoppar.", ""]
    p += para("79 år gammal mann på Eliquis for atrieflimmer. Neseblødning frå venstre nasebor sidan "
              "kl. 17, har halde trykk utan effekt. Ikkje svimmel. Ingen traume.",
              "Funn: BT 176/92, puls 88 uregelmessig. Aktiv blødning frå Locus Kiesselbachi venstre. "
              "Hb 13,1.",
              "Tiltak: Lokalbedøving og etsing med sølvnitrat, deretter fremre tamponade med "
              "Merocel venstre side. Blødninga stoppa. Observert i 45 minutt utan ny blødning.",
              "Plan: Tamponaden skal fjernast hjå fastlege eller legevakt om 48 timar (28.12.2020). "
              "Eliquis vert halde fram som før. Ved ny blødning som ikkje stoppar: ring legevakta "
              "på 116 117. Blodtrykket bør kontrollerast hjå fastlege etter jul.")
    p += ["", "Diagnose: R04.0 Epistaxis", "", "Mads Aarflot, lege", "",
          "Dokumentdato: " + dn(date), "", "",
          "Legevakta for Volda og Ørsta – interkommunal legevakt – vertskommune Volda kommune"]
    add("epikrise", date, "Legevakta for Volda og Ørsta", ["Volda og Ørsta legevakt", "Volda kommune"],
        None, "Allmennmedisin", "Arne Solheim", None, pages(page(p)), "nn", fnr=True)


_e14()


# ---------------------------------------------------------------- E15 Hjertelegene i Tromsø, notat, Arne (nb)
def _e15():
    date = "2014-11-28"
    p = ["HJERTELEGENE I TROMSØ", "Avtalespesialister i hjertesykdommer", "", ""]
    p += two(["Elverhøy legesenter", "Fastlege Bjørn Kvalvik", "Storgata 140", "9008 Tromsø"],
             ["Sjøgata 31, 9008 Tromsø", "Telefon " + phone("77"), "",
              "Tromsø, " + dl(date)], col=52)
    p += ["", "", "Poliklinisk notat", "",
          "Pasient: Arne Solheim, f. " + born("Arne Solheim") + ", Prestvannvegen 41, 9011 Tromsø", ""]
    p += para("Kontroll av 73 år gammel mann med paroksystisk atrieflimmer oppdaget ved TIA i "
              "august 2013 (Nordlandssykehuset). Står på Eliquis og metoprolol. Har siste halvår hatt "
              "hyppigere anfall med hjertebank og slapphet, nå ukentlig og varighet opptil ett døgn. "
              "Dårlig toleranse for økt dose betablokker (svimmel, bradykard om natten).",
              "Undersøkelse i dag: Sinusrytme 58/min. BT 142/84. Ekkokardiografi: EF 58 %, venstre "
              "atrium 44 mm, ingen klaffesykdom av betydning. Holter-registrering 18.-20.11.2014: "
              "atrieflimmer 31 % av tiden, maks ventrikkelfrekvens 148.",
              "Vurdering: Symptomgivende paroksystisk atrieflimmer til tross for frekvensregulering. "
              "Etter samtale om alternativer ønsker pasienten ablasjon. Ventetiden ved UNN er lang, "
              "og han har valgt LHL-sykehuset Gardermoen via fritt behandlingsvalg. Henvisning er "
              "sendt i dag. Fortsetter Eliquis 5 mg x 2 og metoprolol 50 mg x 1 inntil videre.")
    p += ["", "Vennlig hilsen", "", "Trond Sørensen", "spesialist i indremedisin og hjertesykdommer",
          "Hjertelegene i Tromsø", "", "Kopi: LHL-sykehuset Gardermoen (med henvisning)", "", "",
          "Hjertelegene i Tromsø AS  –  org.nr. " + orgnr()]
    add("epikrise", date, "Hjertelegene i Tromsø", ["Hjertelegene i Tromsø AS"], None, "Kardiologi",
        "Arne Solheim", None, pages(page(p)), "nb", fnr=False)


_e15()


# ---------------------------------------------------------------- E16 Elverhøy legesenter, legeerklæring, Ingrid (nb) -> annet
def _e16():
    date = "2017-02-08"
    p = ["Elverhøy legesenter", "Storgata 140", "9008 Tromsø", "", "",
         "Tromsø kommune", "Servicetorget – parkeringstillatelser", "Postboks 7713", "9299 Tromsø", "",
         right(dn(date)), "", "",
         "LEGEERKLÆRING – SØKNAD OM PARKERINGSTILLATELSE FOR FORFLYTNINGSHEMMEDE", "",
         "Søker:  Ingrid Solheim, født " + born("Ingrid Solheim"),
         "        Fødselsnummer " + fnr_fmt("Ingrid Solheim"),
         "        Prestvannvegen 41, 9011 Tromsø", ""]
    p += para("Jeg har vært fastlege for søkeren siden 2008 og kjenner henne godt.",
              "Hun har moderat artrose i høyre hofte (røntgen 11.04.2016) og lettere i venstre, og "
              "gjennomgikk kataraktoperasjon på venstre øye 2016. Gangdistansen er redusert til ca. "
              "150-200 meter på flatt underlag før hun må hvile på grunn av smerter. Hun går med "
              "stokk. Om vinteren er gangfunksjonen ytterligere nedsatt på grunn av glatte veier og "
              "fallrisiko.",
              "Tilstanden er varig. Operasjon av hoften er ikke aktuelt nå. Etter min vurdering har "
              "hun vesentlig behov for å parkere nær målet for reisen, og jeg anbefaler at søknaden "
              "innvilges for fem år. Hun er passasjer i bil kjørt av ektefellen, og kjører selv bare "
              "unntaksvis.")
    p += ["", "Med vennlig hilsen", "", "Bjørn Kvalvik", "fastlege, spesialist i allmennmedisin",
          "Elverhøy legesenter", "", "Vedlegg: Søknadsskjema signert av søker", "", "",
          "Elverhøy legesenter DA · org.nr. " + orgnr() + " · Tlf. " + phone("77")]
    add("annet", date, "Elverhøy legesenter", ["Elverhøy legesenter DA"], None, "Allmennmedisin",
        "Ingrid Solheim", None, pages(page(p)), "nb", fnr=True)


_e16()


# ---------------------------------------------------------------- E17 Volvat Stokkan, epikrise dagkirurgi, Per (nb)
def _e17():
    date = "2012-04-24"
    p = ["Avsender:", "Volvat Stokkan", "Volvat Medisinske Senter AS",
         "Stokkanvegen 170, 7048 Trondheim", "Tlf. " + phone("73"), "", ""]
    p += two(["Værnes legesenter", "Fastlege Gunnar Bjerkan", "Kjøpmannsgata 9", "7500 Stjørdal"],
             ["Dato:     " + dn(date), "Journal:  " + digits(7), "", ""], col=52)
    p += ["", "", "EPIKRISE – DAGKIRURGI", "",
          "Pasient: Per Nordvik   Fødselsnr. " + fnr_fmt("Per Nordvik", 2), "",
          "Innlagt og operert: 23.04.2012      Utskrevet: 23.04.2012", "",
          "Diagnose:  K40.9 Lyskebrokk høyre side, ensidig, uten inneklemming",
          "Operasjon: JAB11 Laparoskopisk (TEP) lyskebrokkplastikk med nett, høyre side", ""]
    p += para("35 år gammel mann med kul i høyre lyske i et halvt år, ubehag ved løft. Henvist fra "
              "deg 02.02.2012 og vurdert her 07.03.2012. Operert i generell anestesi. Indirekte brokk "
              "med moderat brokkpose; nett 15 x 15 cm lagt inn preperitonealt. Ingen komplikasjoner. "
              "Reiste hjem samme ettermiddag i følge.",
              "Råd ved utreise: Vanlig aktivitet etter smerter, men unngå tunge løft over 15 kg i "
              "to uker. Sykmeldt til og med 06.05.2012. Suturer er resorberbare. Smertestillende: "
              "Paracetamol 1 g x 4 og ibuprofen 400 mg x 3 i inntil en uke. Ved feber, økende smerter "
              "eller hevelse i lysken: kontakt oss på telefon (døgnåpen første natt) eller legevakt.",
              "Ingen planlagt kontroll. Operasjonen er utført etter avtale med Helse Midt-Norge RHF "
              "(offentlig finansiert), og pasienten betaler ordinær egenandel.")
    p += ["", "Med vennlig hilsen", "", "Bård Skjetne", "spesialist i generell kirurgi og gastroenterologisk kirurgi",
          "Volvat Stokkan", "", "Kopi: Pasienten", "", "",
          "Volvat Medisinske Senter AS · org.nr. " + orgnr() + " · volvat.no"]
    add("epikrise", date, "Volvat Stokkan",
        ["Volvat", "Volvat Medisinske Senter AS", "Volvat Stokkan Trondheim",
         "Volvat Medisinske Senter Stokkan"], "Dagkirurgi", "Kirurgi", "Per Nordvik", None,
        pages(page(p)), "nb", fnr=True)


_e17()


# ---------------------------------------------------------------- E18 Aleris Solsiden, timebekreftelse, Kari (nb)
def _e18():
    date, appt = "2012-03-22", "2012-04-11T09:30"
    p = ["", center(spaced("ALERIS")), center("Aleris Sykehus og Medisinske Senter – Solsiden"),
         center("Dokkgata 23, 7042 Trondheim"), "", ""]
    p += two(["Kari Nordvik", "Husbyvegen 33", "7500 STJØRDAL"],
             ["Trondheim, " + dn(date), "Pasientnr.: " + digits(7)], col=54)
    p += ["", "", "TIMEBEKREFTELSE – KONISERING", ""]
    p += para("Vi viser til konsultasjon hos gynekolog Elin Brattås 06.03.2012 og svar på "
              "vevsprøve fra Avdeling for patologi, St. Olavs hospital, datert 15.03.2012. Du er "
              "satt opp til konisering (LEEP) av livmorhalsen.")
    p += ["", "   Dato:      " + dwl(appt[:10], cap=True),
          "   Tid:       09.30 (oppmøte i resepsjonen 09.15)",
          "   Sted:      Aleris Solsiden, Gynekologisk poliklinikk, 3. etasje",
          "   Varighet:  ca. 2 timer inkludert hvile etter inngrepet", ""]
    p += para("Inngrepet gjøres i lokalbedøvelse. Du kan spise som vanlig. Ta gjerne 1 g "
              "paracetamol en time før. Du bør ikke ha samleie, bade i basseng eller bruke tamponger "
              "de første fire ukene etter inngrepet.",
              "Inngrepet utføres etter avtale med Helse Midt-Norge RHF, og du betaler ordinær "
              "egenandel. Henvisende lege: Gunnar Bjerkan, Værnes legesenter. Ved avbestilling "
              "senere enn 24 timer før timen belastes et gebyr på kr 500.")
    p += ["", "Med vennlig hilsen", "Aleris Solsiden", "", "Kopi: Værnes legesenter", "", "",
          "Aleris Helse AS · Org.nr. " + orgnr() + " · Tlf. " + phone("73") + " · aleris.no"]
    add("innkalling", date, "Aleris Solsiden",
        ["Aleris", "Aleris Helse AS", "Aleris Sykehus Solsiden", "Aleris Trondheim"],
        "Gynekologisk poliklinikk", "Gynekologi", "Kari Nordvik", appt, pages(page(p)), "nb", fnr=False)


_e18()

# === END LETTERS ===

SPECIALTIES = ["Allmennmedisin", "Anestesi", "Barnesykdommer", "Barne- og ungdomspsykiatri",
               "Blodsykdommer", "Endokrinologi", "Fordøyelseskirurgi", "Gastroenterologi",
               "Geriatri", "Gynekologi", "Hudsykdommer", "Infeksjonsmedisin", "Kardiologi",
               "Karkirurgi", "Kirurgi", "Lungesykdommer", "Nevrokirurgi", "Nevrologi",
               "Nyresykdommer", "Onkologi", "Ortopedi", "Patologi", "Plastikkirurgi",
               "Psykiatri", "Radiologi", "Rehabilitering", "Revmatologi", "Thoraxkirurgi",
               "Urologi", "Øre-nese-hals", "Øyesykdommer"]
DOCTYPES = ["innkalling", "epikrise", "lab-svar", "resept", "henvisning", "vedtak", "annet"]
FNR_RE = re.compile(r"(?<!\d)(\d{6})[ -]?(\d{5})(?!\d)")


def date_forms(s):
    d = D(s)
    return [dn(s), dn2(s), dl(s), s, "%d.%d.%d" % (d.day, d.month, d.year),
            "%02d%02d%02d" % (d.day, d.month, d.year % 100),
            "%d. %s %d" % (d.day, MONTHS[d.month - 1][:3], d.year),
            "%d. %s. %d" % (d.day, MONTHS[d.month - 1][:3], d.year),
            "%d.%d.%02d" % (d.day, d.month, d.year % 100)]


def check(rec):
    t = rec["text"]
    assert rec["docType"] in DOCTYPES, rec["id"]
    assert rec["specialty"] is None or rec["specialty"] in SPECIALTIES, (rec["id"], rec["specialty"])
    assert rec["person"] is None or rec["person"] in FAMILY, rec["id"]
    D(rec["documentDate"])
    assert "2009-01-01" <= rec["documentDate"] <= "2025-12-31", rec["id"]
    assert any(f in t for f in date_forms(rec["documentDate"])), (rec["id"], "date not printed")
    if rec["person"]:
        assert rec["documentDate"] >= FAMILY[rec["person"]][0], rec["id"]
    if rec["appointment"]:
        assert rec["docType"] == "innkalling", rec["id"]
        a = rec["appointment"]
        assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d", a), rec["id"]
        assert any(f in t for f in date_forms(a[:10])), (rec["id"], "appointment date not printed")
        assert a[:10] > rec["documentDate"], rec["id"]
    else:
        assert rec["docType"] != "innkalling", (rec["id"], "innkalling without appointment")
    own = FAMILY[rec["person"]][1] if rec["person"] else None
    found_own = False
    for m in FNR_RE.finditer(t):
        s = m.group(1) + m.group(2)
        if fnr_valid(s):
            assert s == own, (rec["id"], "valid id number that is not the person's", s)
            found_own = True
    assert found_own == rec["hasPersonnummer"], (rec["id"], "hasPersonnummer mismatch")
    for name, (_, f) in FAMILY.items():
        if name != rec["person"]:
            assert f not in t.replace(" ", "").replace("-", ""), (rec["id"], "other member's fnr")
    assert "\f" in t and t.endswith("\f"), rec["id"]
    for line in t.replace("\f", "\n").split("\n"):
        assert line == line.rstrip(), (rec["id"], "trailing space", line)


def main():
    out = []
    for i, L in enumerate(LETTERS):
        rec = {
            "id": "cc%03d" % i,
            "docType": L["docType"],
            "documentDate": L["documentDate"],
            "institution": L["institution"],
            "institutionAliases": L["institutionAliases"],
            "department": L["department"],
            "specialty": L["specialty"],
            "person": L["person"],
            "appointment": L["appointment"],
            "hasPersonnummer": L["hasPersonnummer"],
            "personnummer": FAMILY[L["person"]][1] if L["hasPersonnummer"] else None,
            "text": L["text"],
        }
        check(rec)
        out.append(json.dumps(rec, ensure_ascii=False))
    with open(os.path.join(HERE, "texts.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        f.write("\n".join(out) + "\n")
    nn = sum(1 for L in LETTERS if L["lang"] == "nn")
    print("%d letters written (%d nynorsk)" % (len(out), nn))


if __name__ == "__main__":
    main()
