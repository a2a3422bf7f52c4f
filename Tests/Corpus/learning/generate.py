#!/usr/bin/env python3
"""A stream of one family's health letters over two years, each with its truth as the family
files it, for scripts/evaluate-learning.

  generate.py --pool dev|heldout [--seed N] [--count N]   # one JSON object a line on stdout

The first line is the family ({"family": [...]}); then one letter a line, in the order they
arrive: id, text, and `truth` (docType, person, institution, title). The family is fictional
(no real person's data). The senders, their letterheads and every wording come from one of two
disjoint pools: `dev` may be looked at while developing, `heldout` only measured.

The ambiguity is the kind a real family meets: a GP office writing to a parent about a child
named by first name or not at all, senders no gazetteer knows, a lab whose letterhead is long
but which the family calls by one word, letters the rules call «annet» that the family files as
something else, and the family's own title words for each sender's letters.
"""
import argparse
import datetime as dt
import json
import random

FAMILY = [
    {"name": "Ingrid Solbakken Haugen", "relationship": "meg selv", "birthDate": "1986-03-14", "first": "Ingrid"},
    {"name": "Torstein Haugen", "relationship": "ektefelle", "birthDate": "1984-11-02", "first": "Torstein"},
    {"name": "Oliver Solbakken Haugen", "relationship": "barn", "birthDate": "2018-06-21", "first": "Oliver"},
    {"name": "Emma Solbakken Haugen", "relationship": "barn", "birthDate": "2021-09-08", "first": "Emma"},
]
BY_FIRST = {m["first"]: m for m in FAMILY}
HOME = ("Solbergveien 14", "1357 Bekkestua")
MONTHS_NB = ["januar", "februar", "mars", "april", "mai", "juni", "juli", "august", "september", "oktober",
             "november", "desember"]
SIGNERS = ["Kari Lien", "Per Østby", "Anne Marie Sand", "Jon Eriksen", "Hilde Brattli", "Nils Aasen", "Siri Dahl"]

# A sender: its letterhead lines, what the family calls it, its kinds of letter with weights.
# Each kind: the family's type, who it is about (first names with weights), how the person is
# named ("label": a patient line with full name and birth date the rules find; "first": the
# first name in the body; "none": «barnet», «sønnen din» only; "greeting": «Hei Torstein»),
# heading and body wordings, the family's title words ({person} is the first name), whether
# the letter gives a time, and whether it is Nynorsk.
DEV = [
    dict(weight=4, head=["Bekkestua legekontor", "Gamle Drammensvei 12, 1357 Bekkestua", "Tlf. 67 12 34 50"],
         family="Bekkestua legekontor", kinds=[
             dict(weight=5, type="innkalling", about={"Oliver": 8, "Emma": 1}, naming="first", to="Ingrid", timed=True,
                  headings=["Time hos fastlegen", "Innkalling til legetime"],
                  bodies=["{first} har fått time hos fastlegen {appt} for kontroll av astmaen.",
                          "Vi har satt opp en time for {first} {appt}. Ta med astmamedisinene og inhalatoren."],
                  title="Legetime {person}"),
             dict(weight=3, type="annet", about={"Oliver": 6, "Ingrid": 1}, naming="none", to="Ingrid", timed=False,
                  headings=["Beskjed fra legekontoret", "Melding fra fastlegen"],
                  bodies=["Vi har fått svar fra sykehuset om sønnen din. Alt ser fint ut, og det er ikke behov for ny kontroll nå.",
                          "Resepten på astmamedisin for sønnen din er fornyet og ligger klar på apoteket."],
                  title="Beskjed fastlegen {person}"),
             dict(weight=2, type="innkalling", about={"Ingrid": 1}, naming="label", to="Ingrid", timed=True,
                  headings=["Innkalling til time"],
                  bodies=["Du har time hos fastlegen {appt} for oppfølging av blodtrykket."],
                  title="Legetime {person}"),
         ]),
    dict(weight=3, head=["Tannlege Kjersti Vold", "Kirkeveien 3, 1363 Høvik"],
         family="Tannlege Vold", kinds=[
             dict(weight=1, type="innkalling", about={"Oliver": 1, "Emma": 1}, naming="first", to="Ingrid", timed=True,
                  headings=["Årlig tannkontroll", "Tid for tannsjekk"],
                  bodies=["{first} skal til årlig undersøkelse hos tannlegen {appt}. Husk å pusse tennene godt før timen.",
                          "Det er tid for tannsjekk for {first}. Vi har satt opp time {appt}."],
                  title="Tannlege {person}"),
         ]),
    dict(weight=3, head=["Fürst Medisinsk Laboratorium AS", "Søren Bulls vei 25, 1051 Oslo"],
         family="Fürst", kinds=[
             dict(weight=1, type="lab-svar", about={"Ingrid": 1, "Torstein": 1}, naming="label", to=None, timed=False,
                  headings=["Svarrapport", "Laboratoriesvar"],
                  bodies=["Hemoglobin 13,8 g/dl (ref. 11,7-15,3)\nFerritin 45 µg/l (ref. 15-200)\nCRP <5 mg/l",
                          "HbA1c 38 mmol/mol (ref. 20-42)\nTSH 2,1 mIE/l (ref. 0,5-4,5)\nKolesterol 4,9 mmol/l"],
                  title="Blodprøvesvar Fürst"),
         ]),
    dict(weight=2, head=["Oslo universitetssykehus HF", "Barne- og ungdomsklinikken", "Postboks 4950 Nydalen, 0424 Oslo"],
         family="OUS Barneklinikken", kinds=[
             dict(weight=1, type="innkalling", about={"Oliver": 1}, naming="label", to="Ingrid", timed=True,
                  headings=["Innkalling til poliklinisk kontroll"],
                  bodies=["Pasienten er satt opp til kontroll ved lungepoliklinikken for barn {appt}. Møt i resepsjonen i 2. etasje."],
                  title="Barneklinikken {person}"),
         ]),
    dict(weight=1.5, head=["Akershus universitetssykehus HF", "Kvinneklinikken", "1478 Lørenskog"],
         family="Ahus Kvinneklinikken", kinds=[
             dict(weight=2, type="innkalling", about={"Ingrid": 1}, naming="label", to="Ingrid", timed=True,
                  headings=["Innkalling til kontroll"],
                  bodies=["Du er satt opp til kontroll ved gynekologisk poliklinikk {appt}."],
                  title="Kvinneklinikken kontroll"),
             dict(weight=1, type="epikrise", about={"Ingrid": 1}, naming="label", to="Ingrid", timed=False,
                  headings=["Epikrise"],
                  bodies=["Pasienten ble undersøkt poliklinisk. Normale funn. Ingen videre oppfølging ved Kvinneklinikken."],
                  title="Epikrise Ahus"),
         ]),
    dict(weight=3, head=["Bærum kommune", "Helsestasjonen Bekkestua", "Postboks 700, 1304 Sandvika"],
         family="Helsestasjonen Bekkestua", kinds=[
             dict(weight=1, type="innkalling", about={"Emma": 5, "Oliver": 1}, naming="none", to="Ingrid", timed=False,
                  headings=["Invitasjon til kontroll på helsestasjonen", "Velkommen til helsestasjonen"],
                  bodies=["Barnet ditt er invitert til kontroll på helsestasjonen. Ring oss for å avtale tid som passer.",
                          "Det er snart tid for ny kontroll og vaksine på helsestasjonen. Ta med helsekortet til barnet."],
                  title="Helsestasjon {person}"),
         ]),
    dict(weight=2, head=["NAV Familie- og pensjonsytelser", "Postboks 6600 Etterstad, 0607 Oslo"],
         family="NAV", kinds=[
             dict(weight=1, type="vedtak", about={"Ingrid": 1}, naming="greeting", to="Ingrid", timed=False,
                  headings=["Informasjon om utbetaling av barnetrygd", "Melding om endring i barnetrygden"],
                  bodies=["Du får utbetalt barnetrygd for to barn fra neste måned. Beløpet blir satt inn på kontoen din.",
                          "Barnetrygden din er endret fordi satsene er justert. Du trenger ikke gjøre noe."],
                  title="NAV barnetrygd"),
         ]),
    dict(weight=1.5, head=["Bærum kommune", "Tjenestekontoret for helse og omsorg", "Postboks 700, 1304 Sandvika"],
         family="Bærum kommune", kinds=[
             dict(weight=1, type="vedtak", about={"Oliver": 1}, naming="none", to="Ingrid", timed=False,
                  headings=["Bekreftelse på mottatt søknad", "Orientering om søknaden din"],
                  bodies=["Vi har mottatt søknaden om avlastning for sønnen din. Saken blir behandlet så snart som mulig.",
                          "Søknaden om støttekontakt for sønnen din er registrert hos oss."],
                  title="Kommunen avlastning {person}"),
         ]),
    dict(weight=2, head=["LUND FYSIO & TRENING", "Stasjonsveien 4, 1357 Bekkestua"],
         family="Lund Fysioterapi", kinds=[
             dict(weight=1, type="innkalling", about={"Torstein": 1}, naming="greeting", to="Torstein", timed=True,
                  headings=["Timebekreftelse", "Bekreftelse av time"],
                  bodies=["Takk for bestillingen. Du har time hos fysioterapeuten {appt}. Ta med treningstøy.",
                          "Denne e-posten bekrefter timen din hos oss {appt}."],
                  title="Fysioterapi {person}"),
         ]),
    dict(weight=1, head=["Apotek 1 Stabekk", "Stabekk senter, 1369 Stabekk"],
         family="Apotek 1", kinds=[
             dict(weight=1, type="resept", about={"Ingrid": 1, "Torstein": 1}, naming="label", to=None, timed=False,
                  headings=["Reseptoversikt"],
                  bodies=["Aktive resepter: Ventoline inhalasjonsaerosol 0,1 mg/dose. Desloratadin 5 mg tabletter."],
                  title="Reseptoversikt {person}"),
         ]),
    dict(weight=1.5, head=["Vestre Viken HF", "Bærum sykehus, Ortopedisk poliklinikk", "Postboks 800, 3004 Drammen"],
         family="Bærum sykehus ortopedi", kinds=[
             dict(weight=1, type="innkalling", about={"Torstein": 1}, naming="label", to="Torstein", timed=True,
                  headings=["Innkalling til kontroll"],
                  bodies=["Du er satt opp til kontroll etter kneoperasjonen {appt}. Møt i ortopedisk poliklinikk."],
                  title="Ortopeden {person}"),
         ]),
    dict(weight=1, nynorsk=True, head=["Helse Førde HF", "Førde sentralsjukehus, Skadepoliklinikken", "6807 Førde"],
         family="Førde sjukehus", kinds=[
             dict(weight=1, type="epikrise", about={"Torstein": 1}, naming="label", to="Torstein", timed=False,
                  headings=["Epikrise frå skadepoliklinikken"],
                  bodies=["Pasienten vart undersøkt etter eit fall på ski. Røntgen viste ikkje brot. Kontroll hos fastlegen ved behov."],
                  title="Epikrise Førde"),
         ]),
]

HELDOUT = [
    dict(weight=4, head=["Stabekk legesenter", "Stabekkveien 30, 1369 Stabekk", "Telefon 67 55 80 00"],
         family="Stabekk legesenter", kinds=[
             dict(weight=5, type="innkalling", about={"Emma": 8, "Oliver": 1}, naming="first", to="Torstein", timed=True,
                  headings=["Avtalt time", "Timeavtale hos legen"],
                  bodies=["Legen ønsker å se {first} igjen {appt} for å følge opp eksemet.",
                          "{first} er satt opp hos legen {appt}. Ta gjerne med kremene dere bruker."],
                  title="Fastlege {person}"),
             dict(weight=3, type="annet", about={"Emma": 6, "Torstein": 1}, naming="none", to="Torstein", timed=False,
                  headings=["Til orientering", "Svar på henvendelse"],
                  bodies=["Prøvesvaret for datteren din er normalt, og vi trenger ikke ny prøve.",
                          "Datteren din kan fortsette med kremen to ganger daglig. Ta kontakt om utslettet ikke går bort."],
                  title="Melding fastlege {person}"),
             dict(weight=2, type="innkalling", about={"Torstein": 1}, naming="label", to="Torstein", timed=True,
                  headings=["Timeavtale"],
                  bodies=["Det er satt av tid til årlig kontroll {appt}."],
                  title="Fastlege {person}"),
         ]),
    dict(weight=3, head=["Smilehullet Tannklinikk", "Bekkestua senter, 1357 Bekkestua"],
         family="Smilehullet", kinds=[
             dict(weight=1, type="innkalling", about={"Oliver": 1, "Emma": 1}, naming="first", to="Torstein", timed=True,
                  headings=["Innkalling til tannhelsekontroll", "Påminnelse om tannlegetime"],
                  bodies=["Vi minner om at {first} har time hos oss {appt}.",
                          "{first} er kalt inn til rutinekontroll av tennene {appt}."],
                  title="Tannlegen {person}"),
         ]),
    dict(weight=3, head=["Unilabs Laboratoriemedisin AS", "Silurveien 2B, 0380 Oslo"],
         family="Unilabs", kinds=[
             dict(weight=1, type="lab-svar", about={"Ingrid": 1, "Torstein": 1}, naming="label", to=None, timed=False,
                  headings=["Analyseresultater", "Prøvesvar"],
                  bodies=["B-Glukose 5,2 mmol/l (ref. 4,0-6,0)\nALAT 22 U/l (ref. 10-45)\nKreatinin 71 µmol/l",
                          "Vitamin D 64 nmol/l (ref. 50-150)\nB12 310 pmol/l (ref. 150-650)\nFolat 14 nmol/l"],
                  title="Prøvesvar Unilabs"),
         ]),
    dict(weight=2, head=["Sykehuset Østfold HF", "Barneavdelingen", "Postboks 300, 1714 Grålum"],
         family="SØ Barneavdelingen", kinds=[
             dict(weight=1, type="innkalling", about={"Emma": 1}, naming="label", to="Torstein", timed=True,
                  headings=["Innkalling til time ved barnepoliklinikken"],
                  bodies=["Barnet er satt opp til allergiutredning {appt}. Antihistaminer skal ikke tas tre dager før."],
                  title="Barneavdelingen {person}"),
         ]),
    dict(weight=1.5, head=["Diakonhjemmet Sykehus", "Revmatologisk avdeling", "Postboks 23 Vinderen, 0319 Oslo"],
         family="Diakonhjemmet revma", kinds=[
             dict(weight=2, type="innkalling", about={"Torstein": 1}, naming="label", to="Torstein", timed=True,
                  headings=["Innkalling"],
                  bodies=["Du har fått time ved revmatologisk poliklinikk {appt}. Ta med oversikt over medisinene dine."],
                  title="Revmatologen kontroll"),
             dict(weight=1, type="epikrise", about={"Torstein": 1}, naming="label", to="Torstein", timed=False,
                  headings=["Poliklinisk notat"],
                  bodies=["Stabil sykdom. Fortsetter med samme behandling. Ny kontroll om et halvt år."],
                  title="Notat Diakonhjemmet"),
         ]),
    dict(weight=3, nynorsk=True, head=["Bærum kommune", "Helsestasjon for barn, Høvik", "Postboks 700, 1304 Sandvika"],
         family="Helsestasjonen Høvik", kinds=[
             dict(weight=1, type="innkalling", about={"Oliver": 5, "Emma": 1}, naming="none", to="Torstein", timed=False,
                  headings=["Invitasjon til helsestasjonen", "Tid for ny konsultasjon"],
                  bodies=["Barnet dykkar er invitert til konsultasjon på helsestasjonen. Ring oss for å avtale tid.",
                          "No er det tid for vaksine og kontroll. Ta med helsekortet til barnet."],
                  title="Helsestasjonen {person}"),
         ]),
    dict(weight=2, head=["NAV Arbeid og ytelser", "Postboks 6600 Etterstad, 0607 Oslo"],
         family="NAV", kinds=[
             dict(weight=1, type="vedtak", about={"Torstein": 1}, naming="greeting", to="Torstein", timed=False,
                  headings=["Informasjon om sykepengene dine", "Utbetaling av sykepenger"],
                  bodies=["Vi har beregnet sykepengene dine for perioden. Utbetalingen kommer innen ti dager.",
                          "Sykepengene for forrige måned er utbetalt til kontoen din."],
                  title="NAV sykepenger"),
         ]),
    dict(weight=1.5, head=["Bærum kommune", "Pedagogisk-psykologisk tjeneste", "Postboks 700, 1304 Sandvika"],
         family="PPT Bærum", kinds=[
             dict(weight=1, type="vedtak", about={"Oliver": 1}, naming="none", to="Torstein", timed=False,
                  headings=["Melding om mottatt henvisning", "Informasjon om saken"],
                  bodies=["PPT har mottatt henvisningen for sønnen deres, og saken er fordelt til en rådgiver.",
                          "Vi har begynt arbeidet med den sakkyndige vurderingen av sønnen deres."],
                  title="PPT {person}"),
         ]),
    dict(weight=2, head=["KIROPRAKTOR HØVIK", "Høvikveien 1, 1363 Høvik"],
         family="Kiropraktor Høvik", kinds=[
             dict(weight=1, type="innkalling", about={"Ingrid": 1}, naming="greeting", to="Ingrid", timed=True,
                  headings=["Din time er bekreftet", "Påminnelse om time"],
                  bodies=["Velkommen til behandling {appt}. Gi beskjed senest et døgn før om du må avbestille.",
                          "Vi gleder oss til å se deg {appt}."],
                  title="Kiropraktor {person}"),
         ]),
    dict(weight=1, head=["Vitusapotek Bekkestua", "Bekkestua senter, 1357 Bekkestua"],
         family="Vitusapotek", kinds=[
             dict(weight=1, type="resept", about={"Ingrid": 1, "Torstein": 1}, naming="label", to=None, timed=False,
                  headings=["Oversikt over resepter"],
                  bodies=["Gyldige resepter: Paracet 500 mg tabletter. Nasonex nesespray 50 mikrog/dose."],
                  title="Resepter {person}"),
         ]),
    dict(weight=1.5, head=["Oslo universitetssykehus HF", "Øyeavdelingen, Ullevål", "Postboks 4956 Nydalen, 0424 Oslo"],
         family="OUS Øyeavdelingen", kinds=[
             dict(weight=1, type="innkalling", about={"Ingrid": 1}, naming="label", to="Ingrid", timed=True,
                  headings=["Innkalling til undersøkelse"],
                  bodies=["Du er satt opp til undersøkelse av synet {appt}. Du får dråper i øynene og kan ikke kjøre bil etterpå."],
                  title="Øyelegen kontroll"),
         ]),
    dict(weight=1, nynorsk=True, head=["Helse Bergen HF", "Haukeland universitetssjukehus, Akuttmottaket", "5021 Bergen"],
         family="Haukeland", kinds=[
             dict(weight=1, type="epikrise", about={"Ingrid": 1}, naming="label", to="Ingrid", timed=False,
                  headings=["Epikrise frå akuttmottaket"],
                  bodies=["Pasienten kom inn med smerter i handleddet etter fall. Gips i fire veker. Kontroll hos fastlegen."],
                  title="Epikrise Haukeland"),
         ]),
]


def pick(rng, weighted: dict):
    keys = list(weighted)
    return rng.choices(keys, weights=[weighted[k] for k in keys])[0]


def long_date(d: dt.date) -> str:
    return f"{d.day}. {MONTHS_NB[d.month - 1]} {d.year}"


def noisy(rng, line: str) -> str:
    """A letterhead as a photo's OCR sometimes gives it back."""
    if rng.random() < 0.15:
        return line.replace("ü", "u").replace("ø", "o").replace("m", "rn", 1)
    return line


def letter(rng, sender: dict, date: dt.date, number: int) -> dict:
    kind = rng.choices(sender["kinds"], weights=[k["weight"] for k in sender["kinds"]])[0]
    nynorsk = sender.get("nynorsk", False)
    first = pick(rng, kind["about"])
    person = BY_FIRST[first]
    addressee = BY_FIRST[kind["to"]] if kind["to"] else person
    appt = None
    lines = [noisy(rng, sender["head"][0])] + sender["head"][1:] + [""]
    lines += [addressee["name"], HOME[0], HOME[1], ""]
    lines.append(f"{'Dato' if not nynorsk else 'Dato'}: {date.strftime('%d.%m.%Y')}")
    lines.append(f"Vår referanse: {rng.randint(10, 99)}/{rng.randint(1000, 99999)}")
    lines.append("")
    lines.append(rng.choice(kind["headings"]))
    lines.append("")
    if kind["naming"] == "label":
        born = dt.date.fromisoformat(person["birthDate"]).strftime("%d.%m.%Y")
        lines.append(f"{'Pasient' if not nynorsk else 'Pasient'}: {person['name']}, født {born}" if not nynorsk
                     else f"Pasient: {person['name']}, fødd {born}")
        lines.append("")
    elif kind["naming"] == "greeting":
        lines.append(f"Hei {person['first']},")
        lines.append("")
    text_appt = ""
    if kind["timed"]:
        appt = dt.datetime.combine(date + dt.timedelta(days=rng.randint(10, 50)),
                                   dt.time(rng.randint(8, 15), rng.choice([0, 15, 30, 45])))
        text_appt = f"{long_date(appt.date())} kl. {appt.hour:02d}.{appt.minute:02d}"
    body = rng.choice(kind["bodies"]).format(first=person["first"], appt=text_appt)
    lines += body.split("\n")
    lines.append("")
    lines.append("Med venleg helsing" if nynorsk else "Med vennlig hilsen")
    lines.append(rng.choice(SIGNERS))
    lines.append(sender["head"][1] if len(sender["head"]) > 2 else sender["head"][0])
    title = kind["title"].format(person=person["first"])
    return {
        "id": f"brev-{number:03d}",
        "text": "\n".join(lines) + "\n",
        "truth": {"docType": kind["type"], "person": person["name"], "institution": sender["family"],
                  "title": f"{date.isoformat()} {title}"},
    }


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--pool", choices=["dev", "heldout"], default="dev")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--count", type=int, default=160)
    args = parser.parse_args()
    rng = random.Random(f"{args.pool}-{args.seed}")
    senders = DEV if args.pool == "dev" else HELDOUT
    start = dt.date(2023, 1, 9)
    days = sorted(rng.sample(range(0, 730), args.count))
    print(json.dumps({"family": [{k: m[k] for k in ("name", "relationship", "birthDate")} for m in FAMILY]},
                     ensure_ascii=False))
    for number, day in enumerate(days):
        date = start + dt.timedelta(days=day)
        sender = rng.choices(senders, weights=[s["weight"] for s in senders])[0]
        print(json.dumps(letter(rng, sender, date, number), ensure_ascii=False))


if __name__ == "__main__":
    main()
