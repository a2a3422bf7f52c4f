#!/usr/bin/env python3
"""Writes Arkivator's corpus of letters from senders other than the hospitals: NAV, the kommune,
Helfo, Statsforvalteren, Pasientreiser and private clinics, laboratories and radiology chains,
with the truth the analysis must answer.

    python3 Tests/Corpus/senders/generate.py

writes two corpora the evaluate script can score (`scripts/evaluate texts DIR`):

- `Tests/Corpus/senders/`          the tuning set (seed 1), looked at while writing the rules;
- `Tests/Corpus/senders-heldout/`  the held-out set (seed 2). Besides other draws it uses senders,
  headings and wordings that the tuning set never does (the `held_out` halves of the pools
  below): it is scored, never read.

Each holds `texts.jsonl` (the dev corpus's fields: id, docType, documentDate, institution,
institutionAliases, department, specialty, person, appointment, hasPersonnummer, personnummer, text)
and `family.json`.

The layouts are written from general knowledge of how such letters are printed, not copied from
any template: a public body's letter puts its date unlabelled at the right of the header block
(beside the case number, beside the recipient's name, or alone on a line), or labels it
(`Vår dato`, `Dato`), or writes a place and date line; its body is full of other dates (the
application's, periods of a benefit, deadlines, payments). A private clinic's letter heads the
page with its name and site, sometimes with an `Org.nr.` line or an `Avsender:` block, or signs
with it only. Bokmål and Nynorsk.

All names, addresses and numbers are invented; the fødselsnumre are valid for their birth dates
but belong to no one.
"""
from __future__ import annotations

import json
import os
import random
from dataclasses import dataclass
from datetime import date, datetime, timedelta
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from norwegian_ids import fodselsnummer  # noqa: E402  (beside this folder, shared by the corpora)

HERE = os.path.dirname(os.path.abspath(__file__))
HELD_OUT_DIR = os.path.join(os.path.dirname(HERE), "senders-heldout")

MONTHS = ["januar", "februar", "mars", "april", "mai", "juni", "juli", "august", "september", "oktober",
          "november", "desember"]
WEEKDAYS_BM = ["mandag", "tirsdag", "onsdag", "torsdag", "fredag", "lørdag", "søndag"]
WEEKDAYS_NN = ["måndag", "tysdag", "onsdag", "torsdag", "fredag", "laurdag", "søndag"]
SCAN_DATE = date(2026, 6, 1)


@dataclass
class Person:
    given: str
    family: str
    born: date
    relationship: str
    street: str
    place: str
    fnr: str = ""

    @property
    def name(self) -> str:
        return f"{self.given} {self.family}"


def make_family(rng: random.Random) -> list[Person]:
    family = [
        Person("Kari", "Nordvik", date(1979, 3, 15), "meg selv", "Fjellvegen 4", "7020 Trondheim"),
        Person("Per", "Nordvik", date(1976, 11, 2), "ektefelle", "Fjellvegen 4", "7020 Trondheim"),
        Person("Sofie", "Aas", date(2011, 6, 30), "barn", "Fjellvegen 4", "7020 Trondheim"),
        Person("Jonas", "Nordvik", date(2015, 1, 9), "barn", "Fjellvegen 4", "7020 Trondheim"),
        Person("Emma", "Nordvik", date(2020, 9, 14), "barn", "Fjellvegen 4", "7020 Trondheim"),
        Person("Ingrid", "Solheim", date(1944, 8, 21), "mor", "Lundeveien 19", "7036 Trondheim"),
        Person("Arne", "Solheim", date(1941, 2, 4), "far", "Lundeveien 19", "7036 Trondheim"),
    ]
    for p in family:
        p.fnr = fodselsnummer(p.born, rng)
    return family


@dataclass
class Letter:
    doc_type: str
    date: date
    institution: str
    aliases: list[str]
    person: Person
    text: str
    appointment: datetime | None = None

    def truth(self, id_: str) -> dict:
        return {
            "id": id_, "docType": self.doc_type, "documentDate": self.date.isoformat(),
            "institution": self.institution, "institutionAliases": self.aliases, "department": None,
            "specialty": None, "person": self.person.name,
            "appointment": self.appointment.strftime("%Y-%m-%dT%H:%M") if self.appointment else None,
            "hasPersonnummer": self.person.fnr in self.text.replace(" ", ""),
            "personnummer": self.person.fnr if self.person.fnr in self.text.replace(" ", "") else None,
            "text": self.text,
        }


class Writer:
    """Draws the parts of a letter; `pick` takes from a pool's shared half, and in the held-out set
    mostly from its own half."""

    def __init__(self, rng: random.Random, family: list[Person], held_out: bool):
        self.rng = rng
        self.family = family
        self.held_out = held_out

    def pick(self, shared: list, held_out_only: list | None = None):
        if self.held_out and held_out_only and self.rng.random() < 0.7:
            return self.rng.choice(held_out_only)
        return self.rng.choice(shared)

    def maybe(self, p: float) -> bool:
        return self.rng.random() < p

    def adult(self) -> Person:
        return self.rng.choice([p for p in self.family if p.born.year < 2000 and p.born.year > 1960])

    def elderly(self) -> Person:
        return self.rng.choice([p for p in self.family if p.born.year < 1950])

    def child(self, youngest=False) -> Person:
        kids = [p for p in self.family if p.born.year > 2005]
        return kids[-1] if youngest else self.rng.choice(kids)

    def parent(self) -> Person:
        return self.family[self.rng.choice([0, 1])]

    def letter_date(self) -> date:
        return date(2019, 1, 1) + timedelta(days=self.rng.randint(0, 365 * 6 + 40))

    def case_number(self) -> str:
        return str(self.rng.randint(100000000, 199999999))

    def reference(self, d: date) -> str:
        return f"{d.year % 100:02d}/{self.rng.randint(100, 29999)}-{self.rng.randint(1, 12)}"


def long(d: date) -> str:
    return f"{d.day}. {MONTHS[d.month - 1]} {d.year}"


def numeric(d: date) -> str:
    return f"{d.day:02d}.{d.month:02d}.{d.year}"


def weekday_after(t: datetime) -> datetime:
    """Appointments fall on working days."""
    while t.weekday() >= 5:
        t += timedelta(days=1)
    return t


def clock(t: datetime, nynorsk: bool, rng: random.Random) -> str:
    word = rng.choice(["kl.", "klokka"] if nynorsk else ["kl.", "klokken", "kl"])
    sep = rng.choice([".", ":"])
    return f"{word} {t.hour:02d}{sep}{t.minute:02d}"


def gap(rng: random.Random) -> str:
    return " " * rng.randint(4, 40)


def fnr_text(p: Person, rng: random.Random) -> str:
    return p.fnr if rng.random() < 0.6 else f"{p.fnr[:6]} {p.fnr[6:]}"


def address_block(p: Person) -> list[str]:
    return [p.name, p.street, p.place]


def header_with_date(w: Writer, recipient: Person, d: date, layout: str, nynorsk: bool,
                     case_label: str | None = None, show_fnr: bool = True, fmt=long) -> list[str]:
    """The recipient's address and the case lines with the letter's date as `layout` places it."""
    rng = w.rng
    lines: list[str] = []
    address = address_block(recipient)
    case_label = case_label or rng.choice(["Saksnummer", "Saksnr."] if not nynorsk else ["Saksnummer", "Saksnr."])
    fnr_label = rng.choice(["Fødselsnummer", "Fødselsnr."] if not nynorsk else ["Fødselsnummer", "Fødselsnr."])
    if layout == "name":
        lines.append(f"{address[0]}{gap(rng)}{fmt(d)}")
        lines += address[1:]
    else:
        lines += address
    lines.append("")
    if show_fnr:
        lines.append(f"{fnr_label}: {fnr_text(recipient, rng)}")
    if layout == "case":
        lines.append(f"{case_label}: {w.case_number()}{gap(rng)}{fmt(d)}")
    else:
        lines.append(f"{case_label}: {w.case_number()}")
    if layout == "alone":
        lines.append("")
        lines.append(" " * rng.randint(30, 60) + fmt(d))
    elif layout == "ourdate":
        lines.append(f"{'Vår dato' if rng.random() < 0.8 else 'Dato'}: {numeric(d)}")
    elif layout == "place":
        lines.append("")
        lines.append(f"{rng.choice(['Oslo', 'Trondheim', 'Bergen', 'Tromsø', 'Drammen'])}, {long(d)}")
    return lines


# MARK: NAV

BENEFITS = [  # (bokmål, nynorsk, law section)
    ("foreldrepenger", "foreldrepengar", "14-5"), ("sykepenger", "sjukepengar", "8-4"),
    ("arbeidsavklaringspenger", "arbeidsavklaringspengar", "11-5"), ("pleiepenger", "pleiepengar", "9-10"),
    ("omsorgspenger", "omsorgspengar", "9-5"), ("grunnstønad", "grunnstønad", "6-3"),
    ("hjelpestønad", "hjelpestønad", "6-4"), ("uføretrygd", "uføretrygd", "12-5"),
    ("engangsstønad", "eingongsstønad", "14-17"), ("svangerskapspenger", "svangerskapspengar", "14-4"),
]
BENEFITS_HELD_OUT = [
    ("dagpenger", "dagpengar", "4-3"), ("overgangsstønad", "overgangsstønad", "15-6"),
    ("tilleggsstønad", "tilleggsstønad", "11 A-4"), ("opplæringspenger", "opplæringspengar", "9-13"),
]
NAV_UNITS = ["Nav Familie- og pensjonsytelser", "Nav Arbeid og ytelser", "NAV Familie- og pensjonsytelser",
             "Nav Arbeid og ytelser Sykepenger"]
NAV_UNITS_HELD_OUT = ["Nav Arbeid og ytelser Tønsberg", "NAV Klageinstans", "Nav Internasjonalt"]
NAV_OFFICES = ["Nav Grünerløkka", "Nav Trondheim", "Nav Tromsø", "Nav Sandnes", "NAV Bergenhus"]
NAV_OFFICES_HELD_OUT = ["Nav Lillestrøm", "Nav Alta", "Nav Fredrikstad"]


def nav_head(w: Writer, unit: str) -> list[str]:
    rng = w.rng
    first = rng.choice(["Nav", "NAV", unit])
    lines = [first]
    if rng.random() < 0.6:
        lines.append(rng.choice(["Returadresse: Nav skanning, Postboks 1400 Sentrum, 0109 Oslo",
                                 "Returadresse: NAV, Postboks 6600 Etterstad, 0607 Oslo"]))
    lines.append("")
    return lines


def nav_footer(w: Writer, unit: str, nynorsk: bool) -> list[str]:
    rng = w.rng
    lines = ["", "Med venleg helsing" if nynorsk else "Med vennlig hilsen", unit]
    if rng.random() < 0.5:
        lines.append(rng.choice(["Ingrid Haugen", "Thomas Berg", "Sara Mæland"]) + ", " +
                     ("sakshandsamar" if nynorsk else "saksbehandler"))
    if rng.random() < 0.5:
        lines += ["", "Har du spørsmål? Kontakt oss på nav.no/kontakt eller ring oss på 55 55 33 33."
                  if not nynorsk else "Har du spørsmål? Kontakt oss på nav.no/kontakt eller ring oss på 55 55 33 33."]
    return lines


def nav_decision(w: Writer, nynorsk: bool) -> Letter:
    rng = w.rng
    p = w.adult()
    d = w.letter_date()
    bm, nn, section = w.pick(BENEFITS, BENEFITS_HELD_OUT)
    benefit = nn if nynorsk else bm
    unit = w.pick(NAV_UNITS, NAV_UNITS_HELD_OUT)
    outcome = rng.choice(["innvilget", "innvilget", "avslag", "opphør", "endring"])
    applied = d - timedelta(days=rng.randint(10, 70))
    start = d + timedelta(days=rng.randint(-40, 40))
    end = start + timedelta(days=rng.randint(60, 300))
    payment = d + timedelta(days=rng.randint(5, 25))
    deadline = d + timedelta(days=42)
    if nynorsk:
        headings = {
            "innvilget": w.pick([f"Vedtak om {benefit}", f"Nav har innvilga søknaden din om {benefit}",
                                 f"Du får {benefit}"], [f"Vi har innvilga {benefit} til deg", f"Innvilga søknad om {benefit}"]),
            "avslag": w.pick([f"Vi har avslått søknaden din om {benefit}", f"Avslag på søknad om {benefit}"],
                             [f"Nav har avslått søknaden din om {benefit}"]),
            "opphør": w.pick([f"Vedtak om opphøyr av {benefit}", f"Vi stansar {benefit}"], [f"Stans av {benefit}"]),
            "endring": w.pick([f"Vi har endra {benefit}", f"Vedtak om endring av {benefit}"], [f"Endring i {benefit}"]),
        }
        applied_line = w.pick([f"Vi viser til søknaden din av {long(applied)}.", f"Vi har motteke søknaden din datert {long(applied)}.",
                               f"Søknaden din om {benefit} kom inn til oss {long(applied)}."],
                              [f"Me viser til søknaden di frå {long(applied)}.", f"Vi har behandla søknaden din av {numeric(applied)}."])
        period = w.pick([f"Du får {benefit} frå og med {long(start)} til og med {long(end)}.",
                         f"Du får {benefit} i perioden {long(start)} til {long(end)}.",
                         f"Fyrste dag med {benefit} er {long(start)}, og siste dag er {long(end)}."],
                        [f"Perioden er frå {numeric(start)} til {numeric(end)}.", f"{benefit.capitalize()} gjeld f.o.m. {numeric(start)} t.o.m. {numeric(end)}."])
        body = {
            "innvilget": [applied_line, "", period, "",
                          f"Pengane blir utbetalte innan den 25. i månaden. Fyrste utbetaling er {long(payment)}."],
            "avslag": [applied_line, "", f"Vi har avslått søknaden din fordi du ikkje fyller vilkåra i folketrygdlova § {section}.",
                       f"Du søkte om {benefit} frå {long(start)}."],
            "opphør": [f"{benefit.capitalize()} blir stansa frå og med {long(start)}.", f"Siste utbetaling er {long(payment)}.",
                       "", f"Grunngjeving: Du fyller ikkje lenger vilkåra i folketrygdlova § {section}."],
            "endring": [applied_line, "", f"Frå {long(start)} får du {rng.randint(300, 1900)} kroner dagleg.",
                        f"Endringa gjeld til og med {long(end)}."],
        }[outcome]
        appeal = w.pick(["Du kan klage på vedtaket innan seks veker frå den dagen du fekk vedtaket.",
                         f"Fristen for å klage er {long(deadline)}."],
                        [f"Klaga må vere komen fram til oss innan {numeric(deadline)}.", "Du har rett til å klage. Klagefristen er seks veker."])
        rights = "Du har rett til innsyn i saka di, sjå forvaltningslova § 18."
    else:
        headings = {
            "innvilget": w.pick([f"Vedtak om {benefit}", f"Nav har innvilget søknaden din om {benefit}",
                                 f"Du får {benefit}"], [f"Vi har innvilget {benefit} til deg", f"Innvilget søknad om {benefit}"]),
            "avslag": w.pick([f"Vi har avslått søknaden din om {benefit}", f"Avslag på søknad om {benefit}"],
                             [f"Nav har avslått søknaden din om {benefit}"]),
            "opphør": w.pick([f"Vedtak om opphør av {benefit}", f"Vi stanser {benefit}"], [f"Stans av {benefit}"]),
            "endring": w.pick([f"Vi har endret {benefit}", f"Vedtak om endring av {benefit}"], [f"Endring i {benefit}"]),
        }
        applied_line = w.pick([f"Vi viser til søknaden din av {long(applied)}.", f"Vi har mottatt søknaden din datert {long(applied)}.",
                               f"Søknaden din om {benefit} kom inn til oss {long(applied)}."],
                              [f"Vi viser til søknad fra deg av {long(applied)}.", f"Vi har behandlet søknaden din av {numeric(applied)}."])
        period = w.pick([f"Du får {benefit} fra og med {long(start)} til og med {long(end)}.",
                         f"Du får {benefit} i perioden {long(start)} til {long(end)}.",
                         f"Første dag med {benefit} er {long(start)}, og siste dag er {long(end)}."],
                        [f"Perioden er fra {numeric(start)} til {numeric(end)}.", f"{benefit.capitalize()} gjelder f.o.m. {numeric(start)} t.o.m. {numeric(end)}."])
        body = {
            "innvilget": [applied_line, "", period, "",
                          f"Pengene blir utbetalt innen den 25. i måneden. Første utbetaling er {long(payment)}."],
            "avslag": [applied_line, "", f"Vi har avslått søknaden din fordi du ikke fyller vilkårene i folketrygdloven § {section}.",
                       f"Du søkte om {benefit} fra {long(start)}."],
            "opphør": [f"{benefit.capitalize()} stanses fra og med {long(start)}.", f"Siste utbetaling er {long(payment)}.",
                       "", f"Begrunnelse: Du fyller ikke lenger vilkårene i folketrygdloven § {section}."],
            "endring": [applied_line, "", f"Fra {long(start)} får du {rng.randint(300, 1900)} kroner per dag.",
                        f"Endringen gjelder til og med {long(end)}."],
        }[outcome]
        appeal = w.pick(["Du kan klage på vedtaket innen seks uker fra den dagen du mottok vedtaket.",
                         f"Fristen for å klage er {long(deadline)}."],
                        [f"Klagen må være kommet fram til oss innen {numeric(deadline)}.", "Du har rett til å klage. Klagefristen er seks uker."])
        rights = "Du har rett til innsyn i saken din, se forvaltningsloven § 18."
    layout = w.pick(["case", "name", "alone", "case", "ourdate"], ["case", "name", "alone", "place"])
    text = nav_head(w, unit) + header_with_date(w, p, d, layout, nynorsk) + ["", headings[outcome], ""] + body
    text += ["", "Du har rett til å klage" if not nynorsk else "Du har rett til å klage", appeal, "", rights]
    text += nav_footer(w, unit, nynorsk)
    return Letter("vedtak", d, "NAV", ["Nav", unit], p, "\n".join(text))


def nav_notice(w: Writer, nynorsk: bool) -> Letter:
    """A varsel or forhåndsvarsel before a decision, or a request for information: `annet`."""
    rng = w.rng
    p = w.adult()
    d = w.letter_date()
    bm, nn, section = w.pick(BENEFITS, BENEFITS_HELD_OUT)
    benefit = nn if nynorsk else bm
    unit = w.pick(NAV_UNITS + NAV_OFFICES, NAV_UNITS_HELD_OUT + NAV_OFFICES_HELD_OUT)
    kind = rng.choice(["varsel", "forhandsvarsel", "innhenting"])
    deadline = d + timedelta(days=rng.randint(10, 21))
    applied = d - timedelta(days=rng.randint(5, 40))
    stop = d + timedelta(days=rng.randint(20, 60))
    if nynorsk:
        heading = {
            "varsel": w.pick([f"Varsel om stans av {benefit}", f"Varsel om revurdering av {benefit}",
                              "Varsel om brot på aktivitetsplikta"], [f"Varsel – vi vurderer å stanse {benefit}"]),
            "forhandsvarsel": w.pick([f"Førehandsvarsel om tilbakekrevjing av {benefit}", "Førehandsvarsel om stans"],
                                     [f"Førehandsvarsel – {benefit}"]),
            "innhenting": w.pick(["Vi treng opplysningar frå deg", "Innhenting av opplysningar"],
                                 ["Vi manglar dokumentasjon"]),
        }[kind]
        body = {
            "varsel": [f"Vi vurderer å stanse {benefit} frå og med {long(stop)}.",
                       "Før vi gjer eit vedtak, får du høve til å uttale deg.",
                       f"Fristen for å uttale deg er {long(deadline)}.", "",
                       "Dette er eit varsel og ikkje eit vedtak. Du kan ikkje klage på varselet, men du kan klage på vedtaket når det kjem."],
            "forhandsvarsel": [f"Vi har fått opplysningar om at du har fått utbetalt for mykje {benefit} i perioden {long(applied)} til {long(d - timedelta(days=2))}.",
                               f"Du kan uttale deg innan {long(deadline)}.", "",
                               "Vi vil deretter gjere eit vedtak. Du kan klage på vedtaket når du har fått det."],
            "innhenting": [f"Vi behandlar søknaden din om {benefit} av {long(applied)}.",
                           "For å kunne behandle søknaden treng vi ei legeerklæring og inntektsopplysningar.",
                           f"Send oss dokumentasjonen innan {long(deadline)}.",
                           "Dersom vi ikkje får opplysningane innan fristen, kan vi avslå søknaden din, sjå folketrygdlova § 21-3."],
        }[kind]
    else:
        heading = {
            "varsel": w.pick([f"Varsel om stans av {benefit}", f"Varsel om revurdering av {benefit}",
                              "Varsel om brudd på aktivitetsplikten"], [f"Varsel – vi vurderer å stanse {benefit}"]),
            "forhandsvarsel": w.pick([f"Forhåndsvarsel om tilbakekreving av {benefit}", "Forhåndsvarsel om stans"],
                                     [f"Forhåndsvarsel – {benefit}"]),
            "innhenting": w.pick(["Vi trenger opplysninger fra deg", "Innhenting av opplysninger"],
                                 ["Vi mangler dokumentasjon"]),
        }[kind]
        body = {
            "varsel": [f"Vi vurderer å stanse {benefit} fra og med {long(stop)}.",
                       "Før vi gjør et vedtak, får du mulighet til å uttale deg.",
                       f"Fristen for å uttale deg er {long(deadline)}.", "",
                       "Dette er et varsel og ikke et vedtak. Du kan ikke klage på varselet, men du kan klage på vedtaket når det kommer."],
            "forhandsvarsel": [f"Vi har fått opplysninger om at du har fått utbetalt for mye {benefit} i perioden {long(applied)} til {long(d - timedelta(days=2))}.",
                               f"Du kan uttale deg innen {long(deadline)}.", "",
                               "Vi vil deretter fatte et vedtak. Du kan klage på vedtaket når du har mottatt det."],
            "innhenting": [f"Vi behandler søknaden din om {benefit} av {long(applied)}.",
                           "For å kunne behandle søknaden trenger vi en legeerklæring og inntektsopplysninger.",
                           f"Send oss dokumentasjonen innen {long(deadline)}.",
                           "Hvis vi ikke mottar opplysningene innen fristen, kan vi avslå søknaden din, se folketrygdloven § 21-3."],
        }[kind]
    layout = w.pick(["case", "name", "alone", "ourdate"], ["case", "name", "place"])
    text = nav_head(w, unit) + header_with_date(w, p, d, layout, nynorsk) + ["", heading, ""] + body
    text += nav_footer(w, unit, nynorsk)
    return Letter("annet", d, "NAV", ["Nav", unit], p, "\n".join(text))


def nav_meeting(w: Writer, nynorsk: bool) -> Letter:
    """An innkalling to a dialogmøte, a kontrollsamtale or an oppfølgingssamtale."""
    rng = w.rng
    p = w.adult()
    d = w.letter_date()
    office = w.pick(NAV_OFFICES, NAV_OFFICES_HELD_OUT)
    meeting = rng.choice(["dialogmøte", "kontrollsamtale", "oppfølgingssamtale"])
    when = weekday_after(datetime(d.year, d.month, d.day, rng.choice([9, 10, 11, 13, 14]), rng.choice([0, 15, 30])) +
                         timedelta(days=rng.randint(7, 28)))
    sick_since = d - timedelta(days=rng.randint(40, 180))
    weekday = (WEEKDAYS_NN if nynorsk else WEEKDAYS_BM)[when.weekday()]
    date_text = rng.choice([f"{weekday} {long(when.date())}", long(when.date()), numeric(when.date())])
    if nynorsk:
        heading = w.pick([f"Innkalling til {meeting}", f"Du er kalla inn til {meeting}"],
                         [f"Møteinnkalling – {meeting}", f"Invitasjon til {meeting}"])
        body = [f"Du har vore sjukmeld sidan {long(sick_since)}." if meeting == "dialogmøte" else
                f"Vi kallar deg inn til {meeting} for å følgje opp planen din.", "",
                f"Tid: {date_text} {clock(when, True, rng)}",
                f"Stad: {office}, {rng.choice(['Storgata 12', 'Kongens gate 5', 'Sjøgata 21'])}", "",
                f"Gi oss beskjed innan {long(when.date() - timedelta(days=3))} dersom du ikkje kan kome."]
    else:
        heading = w.pick([f"Innkalling til {meeting}", f"Du er innkalt til {meeting}"],
                         [f"Møteinnkalling – {meeting}", f"Invitasjon til {meeting}"])
        body = [f"Du har vært sykmeldt siden {long(sick_since)}." if meeting == "dialogmøte" else
                f"Vi innkaller deg til {meeting} for å følge opp planen din.", "",
                rng.choice([f"Tid: {date_text} {clock(when, False, rng)}",
                            f"Tidspunkt: {date_text} {clock(when, False, rng)}"]),
                f"Sted: {office}, {rng.choice(['Storgata 12', 'Kongens gate 5', 'Sjøgata 21'])}", "",
                f"Gi oss beskjed innen {long(when.date() - timedelta(days=3))} hvis du ikke kan komme."]
    if meeting == "dialogmøte":
        body += ["", "Arbeidsgiveren din og sykmelderen din er også invitert." if not nynorsk
                 else "Arbeidsgivaren din og sjukmeldaren din er òg inviterte."]
    layout = w.pick(["case", "name", "alone", "ourdate"], ["case", "name", "place"])
    text = nav_head(w, office) + header_with_date(w, p, d, layout, nynorsk) + ["", heading, ""] + body
    text += nav_footer(w, office, nynorsk)
    return Letter("innkalling", d, "NAV", ["Nav", office], p, "\n".join(text), appointment=when)


# MARK: Kommune

KOMMUNER = ["Trondheim", "Bergen", "Tromsø", "Stavanger", "Bodø", "Kristiansand"]
KOMMUNER_HELD_OUT = ["Lillestrøm", "Ålesund", "Førde", "Gjøvik"]
SERVICES = [("hjemmesykepleie", "heimesjukepleie"), ("praktisk bistand i hjemmet", "praktisk bistand i heimen"),
            ("trygghetsalarm", "tryggleiksalarm"), ("korttidsopphold", "korttidsopphald"),
            ("dagaktivitetstilbud", "dagaktivitetstilbod")]
SERVICES_HELD_OUT = [("brukerstyrt personlig assistanse", "brukarstyrt personleg assistanse"),
                     ("langtidsopphold i sykehjem", "langtidsopphald i sjukeheim"), ("avlastning", "avlasting")]
KOMMUNE_UNITS = ["Tildelingskontoret", "Helse- og velferdskontor Østbyen", "Enhet for tildeling av helse- og omsorgstjenester"]
KOMMUNE_UNITS_HELD_OUT = ["Tenestekontoret", "Koordinerande eining", "Forvaltningskontoret for helse og omsorg"]


def kommune_head(w: Writer, name: str, unit: str, recipient: Person, d: date, nynorsk: bool) -> list[str]:
    rng = w.rng
    lines = [f"{name} kommune", unit, ""] + address_block(recipient) + [""]
    layout = w.pick(["refs", "dato", "place", "right"], ["refs_row", "right"])
    ref = w.reference(d)
    if layout == "refs":
        lines += [f"Vår ref.: {ref}", "Deres ref.:", f"Dato: {numeric(d)}"]
    elif layout == "dato":
        lines += [f"Dato: {long(d)}"]
    elif layout == "place":
        lines += [f"{name}, {long(d)}"]
    elif layout == "right":
        lines += [f"Saksnr.: {ref}{gap(rng)}{numeric(d)}"]
    else:
        lines += [f"Vår ref.{gap(rng)}Deres ref.{gap(rng)}Vår dato", f"{ref}{gap(rng)}{gap(rng)}{numeric(d)}"]
    if rng.random() < 0.4:
        lines += ["Unntatt offentlighet, jf. offentleglova § 13" if not nynorsk else "Unnateke offentlegheit, jf. offentleglova § 13"]
    return lines + [""]


def kommune_decision(w: Writer, nynorsk: bool) -> Letter:
    rng = w.rng
    p = w.elderly()
    d = w.letter_date()
    name = w.pick(KOMMUNER, KOMMUNER_HELD_OUT)
    unit = w.pick(KOMMUNE_UNITS, KOMMUNE_UNITS_HELD_OUT)
    bm, nn = w.pick(SERVICES, SERVICES_HELD_OUT)
    service = nn if nynorsk else bm
    applied = d - timedelta(days=rng.randint(7, 40))
    start = d + timedelta(days=rng.randint(1, 20))
    review = d + timedelta(days=rng.randint(90, 200))
    if nynorsk:
        heading = w.pick([f"Vedtak om {service}", f"Tildelingsvedtak – {service}"], [f"Vedtak – tildeling av {service}"])
        body = [w.pick([f"Vi viser til søknaden din motteken {long(applied)}.", f"Vi viser til søknad datert {numeric(applied)}."],
                       [f"Kommunen fekk søknaden din {long(applied)}."]), "",
                f"Du får {service} frå {long(start)}.",
                f"Vedtaket gjeld til {long(review)}, då vi vurderer behovet ditt på nytt.", "",
                "Heimel: helse- og omsorgstenestelova § 3-2 første ledd nr. 6.", "",
                "Du kan klage på vedtaket. Klagefristen er tre veker frå du fekk dette brevet. Klaga blir send til Statsforvaltaren via kommunen."]
    else:
        heading = w.pick([f"Vedtak om {service}", f"Tildelingsvedtak – {service}"], [f"Vedtak – tildeling av {service}"])
        body = [w.pick([f"Vi viser til søknaden din mottatt {long(applied)}.", f"Vi viser til søknad datert {numeric(applied)}."],
                       [f"Kommunen mottok søknaden din {long(applied)}."]), "",
                f"Du får {service} fra {long(start)}.",
                f"Vedtaket gjelder til {long(review)}, da vi vurderer behovet ditt på nytt.", "",
                "Hjemmel: helse- og omsorgstjenesteloven § 3-2 første ledd nr. 6.", "",
                "Du kan klage på vedtaket. Klagefristen er tre uker fra du mottok dette brevet. Klagen sendes til Statsforvalteren via kommunen."]
    text = kommune_head(w, name, unit, p, d, nynorsk) + [heading, ""] + body
    text += ["", "Med venleg helsing" if nynorsk else "Med vennlig hilsen", rng.choice(["Anne Lie", "Ola Vik"]),
             "rådgjevar" if nynorsk else "rådgiver", unit]
    return Letter("vedtak", d, f"{name} kommune", [name], p, "\n".join(text))


HEALTH_VISITS = [("4-årskontroll", "4-årskontroll"), ("2-årskontroll", "2-årskontroll"),
                 ("helsesamtale på 8. trinn", "helsesamtale på 8. trinn"), ("vaksinasjon", "vaksinasjon")]
HEALTH_VISITS_HELD_OUT = [("skolestartundersøkelse", "skulestartundersøking"), ("HPV-vaksinasjon", "HPV-vaksinasjon")]


def kommune_health_visit(w: Writer, nynorsk: bool) -> Letter:
    rng = w.rng
    d = w.letter_date()
    child = rng.choice([q for q in w.family if q.born.year > 2005 and q.born.year < d.year - 1])
    name = w.pick(KOMMUNER, KOMMUNER_HELD_OUT)
    bm, nn = w.pick(HEALTH_VISITS, HEALTH_VISITS_HELD_OUT)
    visit = nn if nynorsk else bm
    service = rng.choice(["Helsestasjon for barn og unge", "Skolehelsetjenesten"] if not nynorsk
                         else ["Helsestasjonen", "Skulehelsetenesta"])
    when = weekday_after(datetime(d.year, d.month, d.day, rng.choice([8, 9, 12, 13, 14]), rng.choice([0, 15, 30, 45])) +
                         timedelta(days=rng.randint(7, 30)))
    weekday = (WEEKDAYS_NN if nynorsk else WEEKDAYS_BM)[when.weekday()]
    parent = w.parent()
    to = ("Til føresette for " if nynorsk else "Til foresatte for ") + child.name
    lines = [f"{name} kommune", service, ""] + [to, parent.street, parent.place, ""]
    lines += [w.pick([f"Dato: {numeric(d)}", f"{name}, {long(d)}"], [f"{gap(rng)}{long(d)}"]), ""]
    if nynorsk:
        lines += [w.pick([f"Innkalling til {visit}", f"Time hjå helsestasjonen – {visit}"], [f"Invitasjon til {visit}"]), "",
                  f"{child.given} har fått time til {visit}.",
                  f"Tid: {weekday} {long(when.date())} {clock(when, True, rng)}",
                  f"Stad: {service}, {rng.choice(['Rådhusgata 4', 'Skolevegen 2'])}", "",
                  "Ta med helsekortet. Gi beskjed dersom timen ikkje passar."]
    else:
        lines += [w.pick([f"Innkalling til {visit}", f"Time på helsestasjonen – {visit}"], [f"Invitasjon til {visit}"]), "",
                  f"{child.given} har fått time til {visit}.",
                  f"Tid: {weekday} {long(when.date())} {clock(when, False, rng)}",
                  f"Sted: {service}, {rng.choice(['Rådhusgata 4', 'Skoleveien 2'])}", "",
                  "Ta med helsekortet. Gi beskjed hvis timen ikke passer."]
    lines += ["", "Med venleg helsing" if nynorsk else "Med vennlig hilsen", "Helsesjukepleiar" if nynorsk else "Helsesykepleier"]
    return Letter("innkalling", d, f"{name} kommune", [name], child, "\n".join(lines), appointment=when)


def kommune_kindergarten(w: Writer, nynorsk: bool) -> Letter:
    rng = w.rng
    child = w.child(youngest=True)
    d = date(rng.choice([2021, 2022, 2023, 2024]), rng.randint(2, 6), rng.randint(1, 28))
    name = w.pick(KOMMUNER, KOMMUNER_HELD_OUT)
    parent = w.parent()
    kind = rng.choice(["plass", "betaling"])
    start = date(d.year, 8, 1)
    answer_by = d + timedelta(days=14)
    garden = rng.choice(["Solsikken barnehage", "Lykkeliten barnehage", "Bjørkåsen barnehage"])
    lines = [f"{name} kommune", "Barnehagekontoret" if not nynorsk else "Barnehagekontoret", ""] + address_block(parent) + [""]
    lines += [w.pick([f"Dato: {numeric(d)}", f"Saksnr.: {w.reference(d)}{gap(rng)}{long(d)}"], [f"Vår dato: {numeric(d)}"]), ""]
    child_line = (f"Barnet sitt namn: {child.name}" if nynorsk else f"Barnets navn: {child.name}")
    if kind == "plass":
        if nynorsk:
            lines += [w.pick(["Vedtak om barnehageplass", "Tilbod om barnehageplass"], ["Tildeling av barnehageplass"]), "", child_line,
                      f"{child.given} har fått tilbod om plass i {garden} frå {long(start)}.",
                      f"Du må svare på tilbodet innan {long(answer_by)}.", "",
                      "Du kan klage på vedtaket innan tre veker, jf. forvaltningslova § 29."]
        else:
            lines += [w.pick(["Vedtak om barnehageplass", "Tilbud om barnehageplass"], ["Tildeling av barnehageplass"]), "", child_line,
                      f"{child.given} har fått tilbud om plass i {garden} fra {long(start)}.",
                      f"Du må svare på tilbudet innen {long(answer_by)}.", "",
                      "Du kan klage på vedtaket innen tre uker, jf. forvaltningsloven § 29."]
    else:
        if nynorsk:
            lines += ["Vedtak om redusert foreldrebetaling", "", child_line,
                      f"Vi viser til søknaden din av {long(d - timedelta(days=20))}.",
                      f"Du får redusert foreldrebetaling frå og med {long(start)} til og med {long(date(start.year + 1, 7, 31))}.", "",
                      "Du kan klage innan tre veker frå du fekk vedtaket."]
        else:
            lines += ["Vedtak om redusert foreldrebetaling", "", child_line,
                      f"Vi viser til søknaden din av {long(d - timedelta(days=20))}.",
                      f"Du får redusert foreldrebetaling fra og med {long(start)} til og med {long(date(start.year + 1, 7, 31))}.", "",
                      "Du kan klage innen tre uker fra du mottok vedtaket."]
    lines += ["", "Med venleg helsing" if nynorsk else "Med vennlig hilsen", "Barnehagekontoret"]
    return Letter("vedtak", d, f"{name} kommune", [name], child, "\n".join(lines))


# MARK: Helfo, Statsforvalteren, Pasientreiser

def helfo(w: Writer, nynorsk: bool) -> Letter:
    rng = w.rng
    p = w.adult() if rng.random() < 0.7 else w.elderly()
    d = w.letter_date()
    kind = w.pick(["refusjon", "frikort", "legemidler"], ["fastlege"])
    lines = [rng.choice(["Helfo", "HELFO", "Helseøkonomiforvaltningen (Helfo)"]), "Postboks 2415, 3104 Tønsberg", ""]
    lines += address_block(p) + [""]
    lines += [w.pick([f"Vår dato: {numeric(d)}", f"Dato: {long(d)}"], [f"Vår referanse: {w.reference(d)}{gap(rng)}{long(d)}"]), ""]
    applied = d - timedelta(days=rng.randint(14, 60))
    treated = applied - timedelta(days=rng.randint(5, 40))
    doc_type = "vedtak"
    if kind == "refusjon":
        if nynorsk:
            lines += ["Vedtak om refusjon av utgifter til behandling i eit anna EØS-land", "",
                      f"Vi viser til søknaden din motteken {long(applied)} om refusjon for behandling {long(treated)}.",
                      f"Du får refundert {rng.randint(800, 9000)} kroner. Beløpet blir utbetalt innan 14 dagar.", "",
                      "Du kan klage på vedtaket innan seks veker."]
        else:
            lines += ["Vedtak om refusjon av utgifter til behandling i et annet EØS-land", "",
                      f"Vi viser til søknaden din mottatt {long(applied)} om refusjon for behandling {long(treated)}.",
                      f"Du får refundert {rng.randint(800, 9000)} kroner. Beløpet blir utbetalt innen 14 dager.", "",
                      "Du kan klage på vedtaket innen seks uker."]
    elif kind == "legemidler":
        until = d + timedelta(days=365)
        if nynorsk:
            lines += ["Vedtak om stønad til legemiddel – individuell stønad", "",
                      f"Vi viser til søknaden frå legen din datert {numeric(applied)}.",
                      f"Du får stønad frå {long(d)} til {long(until)}.", "",
                      "Du kan klage på vedtaket innan seks veker, sjå forvaltningslova § 29."]
        else:
            lines += ["Vedtak om stønad til legemidler – individuell stønad", "",
                      f"Vi viser til søknaden fra legen din datert {numeric(applied)}.",
                      f"Du får stønad fra {long(d)} til {long(until)}.", "",
                      "Du kan klage på vedtaket innen seks uker, se forvaltningsloven § 29."]
    elif kind == "frikort":
        doc_type = "annet"
        year_end = date(d.year, 12, 31)
        if nynorsk:
            lines += ["Frikort for eigendelar", "", "Du har nådd eigendelstaket og har fått frikort.",
                      f"Frikortet gjeld frå {long(d)} til og med {long(year_end)}."]
        else:
            lines += ["Frikort for egenandeler", "", "Du har nådd egenandelstaket og har fått frikort.",
                      f"Frikortet gjelder fra {long(d)} til og med {long(year_end)}."]
    else:
        doc_type = "annet"
        new = d + timedelta(days=rng.randint(10, 40))
        gp = rng.choice(["Bryn legesenter", "Solsiden legekontor", "Hamna legesenter"])
        if nynorsk:
            lines += ["Stadfesting på byte av fastlege", "", f"Du har fått ny fastlege frå {long(new)}:",
                      f"Lege Ola Hansen, {gp}"]
        else:
            lines += ["Bekreftelse på bytte av fastlege", "", f"Du har fått ny fastlege fra {long(new)}:",
                      f"Lege Ola Hansen, {gp}"]
    lines += ["", "Med venleg helsing" if nynorsk else "Med vennlig hilsen", "Helfo"]
    return Letter(doc_type, d, "Helfo", ["Helseøkonomiforvaltningen"], p, "\n".join(lines))


STATSFORVALTERE = ["Vestland", "Trøndelag", "Nordland", "Rogaland"]
STATSFORVALTERE_HELD_OUT = ["Oslo og Viken", "Troms og Finnmark", "Innlandet"]


def statsforvalteren(w: Writer, nynorsk: bool) -> Letter:
    rng = w.rng
    p = w.elderly() if rng.random() < 0.6 else w.adult()
    d = w.letter_date()
    region = w.pick(STATSFORVALTERE, STATSFORVALTERE_HELD_OUT)
    kommune = w.pick(KOMMUNER, KOMMUNER_HELD_OUT)
    sender = f"{'Statsforvaltaren' if nynorsk else 'Statsforvalteren'} i {region}"
    complaint = d - timedelta(days=rng.randint(30, 90))
    their = complaint - timedelta(days=rng.randint(10, 40))
    lines = [sender, ""] + address_block(p) + [""]
    layout = w.pick(["row", "labels"], ["row"])
    ref = w.reference(d)
    if layout == "row":
        lines += [f"Vår dato:{gap(rng)}Vår ref:", f"{numeric(d)}{gap(rng)}{ref}",
                  f"Dykkar dato:{gap(rng)}Dykkar ref:" if nynorsk else f"Deres dato:{gap(rng)}Deres ref:",
                  f"{numeric(complaint)}"]
    else:
        lines += [f"Vår dato: {numeric(d)}", f"Vår ref: {ref}", f"{'Dykkar' if nynorsk else 'Deres'} dato: {numeric(complaint)}"]
    lines.append("")
    kind = rng.choice(["klage", "klage", "orientering"])
    if kind == "klage":
        if nynorsk:
            lines += [w.pick(["Vedtak i klagesak – helse- og omsorgstenester", "Avgjerd i klagesak"], ["Klagesak – vedtak"]), "",
                      f"Vi viser til klaga di av {long(complaint)} på vedtaket frå {kommune} kommune av {long(their)}.",
                      f"Statsforvaltaren {rng.choice(['stadfestar', 'opphevar'])} vedtaket til kommunen.", "",
                      "Vedtaket er endeleg og kan ikkje klagast på, jf. forvaltningslova § 28 tredje ledd."]
        else:
            lines += [w.pick(["Vedtak i klagesak – helse- og omsorgstjenester", "Avgjørelse i klagesak"], ["Klagesak – vedtak"]), "",
                      f"Vi viser til klagen din av {long(complaint)} på vedtak fra {kommune} kommune av {long(their)}.",
                      f"Statsforvalteren {rng.choice(['stadfester', 'opphever'])} kommunens vedtak.", "",
                      "Vedtaket er endelig og kan ikke påklages, jf. forvaltningsloven § 28 tredje ledd."]
        doc_type = "vedtak"
    else:
        if nynorsk:
            lines += ["Orientering om tilsynssak", "",
                      f"Vi har motteke brevet ditt av {long(complaint)} om helsehjelpa i {kommune} kommune.",
                      f"Vi har bede kommunen om ei utgreiing innan {long(d + timedelta(days=21))}."]
        else:
            lines += ["Orientering om tilsynssak", "",
                      f"Vi har mottatt brevet ditt av {long(complaint)} om helsehjelpen i {kommune} kommune.",
                      f"Vi har bedt kommunen om en redegjørelse innen {long(d + timedelta(days=21))}."]
        doc_type = "annet"
    lines += ["", "Med venleg helsing" if nynorsk else "Med vennlig hilsen", "Liv Eide", "seniorrådgjevar" if nynorsk else "seniorrådgiver"]
    return Letter(doc_type, d, sender, ["Statsforvalteren", "Statsforvaltaren"], p, "\n".join(lines))


def pasientreiser(w: Writer, nynorsk: bool) -> Letter:
    rng = w.rng
    p = w.adult() if rng.random() < 0.6 else w.elderly()
    granted = rng.random() < 0.6
    travel = w.letter_date() - timedelta(days=rng.randint(40, 200))
    # A refusal for a late claim: the claim came more than six months after the journey.
    applied = travel + timedelta(days=rng.randint(2, 15) if granted else rng.randint(190, 230))
    d = applied + timedelta(days=rng.randint(10, 40))
    hospital = rng.choice(["St. Olavs hospital", "Haukeland universitetssjukehus", "Universitetssykehuset Nord-Norge"])
    header = w.pick(["Pasientreiser", "Pasientreiser HF", "Pasientreiser Helse Midt-Norge"], ["Pasientreiser Vest", "Pasientreiser Sør-Øst"])
    lines = [header, "Postboks 2533, 3702 Skien", ""] + address_block(p) + [""]
    lines += [w.pick([f"Dato: {numeric(d)}", f"Saksnummer: {w.case_number()}{gap(rng)}{long(d)}"], [f"{gap(rng)}{long(d)}"]), ""]
    amount = rng.randint(150, 2400)
    if nynorsk:
        lines += ["Vedtak om refusjon av reiseutgifter" if granted else "Avslag på søknad om refusjon av reiseutgifter", "",
                  f"Vi har behandla søknaden din om refusjon for reisa {long(travel)} til {hospital}.",
                  f"Søknaden kom inn {long(applied)}." + ("" if granted else " Det er meir enn seks månader etter reisa."),
                  f"Du får {amount} kroner. Beløpet blir utbetalt innan tre veker." if granted else
                  "Vi kan difor ikkje dekkje reiseutgiftene dine.",
                  "", "Du kan klage på vedtaket innan seks veker."]
    else:
        lines += ["Vedtak om refusjon av reiseutgifter" if granted else "Avslag på søknad om refusjon av reiseutgifter", "",
                  f"Vi har behandlet søknaden din om refusjon for reisen {long(travel)} til {hospital}.",
                  f"Søknaden kom inn {long(applied)}." + ("" if granted else " Det er mer enn seks måneder etter reisen."),
                  f"Du får {amount} kroner. Beløpet blir utbetalt innen tre uker." if granted else
                  "Vi kan derfor ikke dekke reiseutgiftene dine.",
                  "", "Du kan klage på vedtaket innen seks uker."]
    lines += ["", "Med venleg helsing" if nynorsk else "Med vennlig hilsen", "Pasientreiser"]
    return Letter("vedtak", d, "Pasientreiser", ["Pasientreiser HF", header], p, "\n".join(lines))


# MARK: Private clinics, laboratories and radiology chains

@dataclass
class Clinic:
    printed: str          # as the letterhead writes it
    truth: str            # the usual name with its site
    aliases: list[str]
    kind: str             # clinic, rehab, lab, imaging
    city: str


CLINICS = [
    Clinic("Volvat Medisinske Senter Stokkan", "Volvat Stokkan", ["Volvat Medisinske Senter Stokkan"], "clinic", "Trondheim"),
    Clinic("Volvat Majorstuen", "Volvat Majorstuen", ["Volvat Medisinske Senter Majorstuen"], "clinic", "Oslo"),
    Clinic("Aleris Frogner", "Aleris Frogner", ["Aleris Helse Frogner"], "clinic", "Oslo"),
    Clinic("Unilabs Røntgen Tromsø", "Unilabs Røntgen Tromsø", [], "imaging", "Tromsø"),
    Clinic("Curato Røntgen Bergen", "Curato Røntgen Bergen", [], "imaging", "Bergen"),
    Clinic("Fjordsyn Rehabiliteringssenter", "Fjordsyn Rehabiliteringssenter", [], "rehab", "Molde"),
    Clinic("Kolsås Ortopediklinikk AS", "Kolsås Ortopediklinikk", [], "clinic", "Bærum"),
    Clinic("Stiftelsen Hallset Behandlingskollektiv", "Hallset Behandlingskollektiv", ["Stiftelsen Hallset Behandlingskollektiv"], "rehab", "Trondheim"),
    Clinic("Nordvest Laboratoriemedisin AS", "Nordvest Laboratoriemedisin", [], "lab", "Ålesund"),
    Clinic("Bryggen Spesialistklinikk", "Bryggen Spesialistklinikk", [], "clinic", "Bergen"),
]
CLINICS_HELD_OUT = [
    Clinic("Aleris Røntgen Stavanger", "Aleris Røntgen Stavanger", [], "imaging", "Stavanger"),
    Clinic("Volvat Medisinske Senter Bergen", "Volvat Bergen", ["Volvat Medisinske Senter Bergen"], "clinic", "Bergen"),
    Clinic("Stiftelsen Solbakken Behandlingssenter", "Solbakken Behandlingssenter", ["Stiftelsen Solbakken Behandlingssenter"], "rehab", "Gjøvik"),
    Clinic("Sandvika Øyeklinikk", "Sandvika Øyeklinikk", [], "clinic", "Bærum"),
    Clinic("Midtbyen Hudklinikk AS", "Midtbyen Hudklinikk", [], "clinic", "Trondheim"),
    Clinic("Fürst Medisinsk Laboratorium", "Fürst Medisinsk Laboratorium", ["Fürst"], "lab", "Oslo"),
]
REFERRERS = ["Ragnhild Vik, Tromsdalen legesenter", "Lars Haugland, Bryn legesenter", "Eva Moe, Solsiden legekontor"]


def clinic_letterhead(w: Writer, c: Clinic) -> tuple[list[str], list[str]]:
    """The lines above the letter and the signature, by one of the ways a clinic prints its name."""
    rng = w.rng
    style = w.pick(["top", "orgnr", "avsender", "signature"], ["top", "orgnr", "signature"])
    street = rng.choice(["Haakon VIIs gate 3", "Sandslimarka 31", "Kirkegata 10", "Storgata 44"])
    sign_name = rng.choice(["Overlege Hans Berg", "Lege Mari Holm", "Spesialist Knut Aune", "Fysioterapeut Siri Lunde"])
    if style == "top":
        head = [c.printed, f"{street}, {c.city}", f"Telefon {rng.randint(20, 99)} {rng.randint(10, 99)} {rng.randint(10, 99)} {rng.randint(10, 99)}", ""]
        sign = [sign_name]
    elif style == "orgnr":
        head = [c.printed, f"Org.nr. {rng.randint(900, 999)} {rng.randint(100, 999)} {rng.randint(100, 999)}", f"{street}, {c.city}", ""]
        sign = [sign_name, c.printed]
    elif style == "avsender":
        head = ["Avsender:", c.printed, street, c.city, ""]
        sign = [sign_name]
    else:
        head = []
        sign = [sign_name, c.printed]
    return head, sign


def clinic_letter(w: Writer, nynorsk: bool) -> Letter:
    rng = w.rng
    c = w.pick(CLINICS, CLINICS_HELD_OUT)
    d = w.letter_date()
    p = rng.choice([q for q in w.family if q.born.year < d.year - 1])
    head, sign = clinic_letterhead(w, c)
    referrer = rng.choice(REFERRERS)
    born = f"Født: {numeric(p.born)}" if rng.random() < 0.5 else f"Fødselsnummer: {fnr_text(p, rng)}"
    examined = d - timedelta(days=rng.randint(0, 6))
    date_line = w.pick([f"Dato: {numeric(d)}", f"{c.city}, {long(d)}", f"Skrevet: {numeric(d)}"], [f"Brevdato: {numeric(d)}", f"{gap(rng)}{long(d)}"])
    appointment = None
    if c.kind == "imaging":
        modality = rng.choice(["MR kne", "CT thorax", "Ultralyd abdomen", "MR columna lumbalis", "Røntgen håndledd"])
        body = [f"Svar på {modality}" if rng.random() < 0.5 else f"Røntgenbeskrivelse – {modality}", "",
                f"Pasient: {p.name}", born, f"Henvisende lege: {referrer}", f"Undersøkelsesdato: {numeric(examined)}", "",
                "Beskrivelse:", "Normale forhold. Ingen tegn til fraktur eller patologisk oppfylling.", "",
                "Konklusjon: Normal undersøkelse.", f"Svar godkjent: {numeric(d)}"]
        doc_type = "lab-svar"
        date_line = ""
    elif c.kind == "lab":
        body = ["Svarrapport – medisinsk biokjemi", "", f"Pasient: {p.name}", born, f"Rekvirent: {referrer}",
                f"Prøvetatt: {numeric(examined)}", f"Rapportdato: {numeric(d)}", "",
                "Analyse  Resultat  Enhet  Referanseområde", "Hemoglobin  13,9  g/dL  11,7 - 15,3",
                "Ferritin  42  µg/L  15 - 200", "CRP  3  mg/L  < 5"]
        doc_type = "lab-svar"
        date_line = ""
    elif c.kind == "rehab" and rng.random() < 0.5:
        when = weekday_after(datetime(d.year, d.month, d.day, rng.choice([9, 10, 12]), rng.choice([0, 30])) + timedelta(days=rng.randint(14, 60)))
        if nynorsk:
            body = ["Innkalling til rehabiliteringsopphald", "", f"Pasient: {p.name}", born, "",
                    f"Du er sett opp til innkomst {long(when.date())} {clock(when, True, rng)}.",
                    "Opphaldet varer i fire veker. Ta med treningstøy og medisinane dine.",
                    f"Tilvisinga frå {referrer} kom inn {long(d - timedelta(days=30))}."]
        else:
            body = ["Innkalling til rehabiliteringsopphold", "", f"Pasient: {p.name}", born, "",
                    f"Du er satt opp til innkomst {long(when.date())} {clock(when, False, rng)}.",
                    "Oppholdet varer i fire uker. Ta med treningstøy og medisinene dine.",
                    f"Henvisningen fra {referrer} ble mottatt {long(d - timedelta(days=30))}."]
        doc_type = "innkalling"
        appointment = when
    elif rng.random() < 0.3:
        when = weekday_after(datetime(d.year, d.month, d.day, rng.choice([8, 10, 13, 15]), rng.choice([0, 20, 40])) + timedelta(days=rng.randint(7, 40)))
        weekday = (WEEKDAYS_NN if nynorsk else WEEKDAYS_BM)[when.weekday()]
        if nynorsk:
            body = [w.pick(["Innkalling til poliklinisk time", "Time hjå spesialist"], ["Innkalling til konsultasjon"]), "",
                    f"Pasient: {p.name}", born, "",
                    f"Du har fått time {weekday} {long(when.date())} {clock(when, True, rng)}.",
                    "Møt opp 15 minutt før timen i resepsjonen.", f"Tilvisande lege: {referrer}"]
        else:
            body = [w.pick(["Innkalling til poliklinisk time", "Time hos spesialist"], ["Innkalling til konsultasjon"]), "",
                    f"Pasient: {p.name}", born, "",
                    f"Du har fått time {weekday} {long(when.date())} {clock(when, False, rng)}.",
                    "Møt opp 15 minutter før timen i resepsjonen.", f"Henvisende lege: {referrer}"]
        doc_type = "innkalling"
        appointment = when
    else:
        admitted = d - timedelta(days=rng.randint(5, 40))
        if nynorsk:
            body = [w.pick(["Epikrise", "Poliklinisk notat"], ["Epikrise etter rehabiliteringsopphald"]), "",
                    f"Pasient: {p.name}", born, f"Tilvisande lege: {referrer}", "",
                    f"Konsultasjon {numeric(admitted)}.", "Funn: Lett nedsett rørsle. Vurdering: Vidare opptrening.",
                    f"Kopi til: fastlege {referrer}"]
        else:
            body = [w.pick(["Epikrise", "Poliklinisk notat"], ["Epikrise etter rehabiliteringsopphold"]), "",
                    f"Pasient: {p.name}", born, f"Henvisende lege: {referrer}", "",
                    f"Konsultasjon {numeric(admitted)}.", "Funn: Lett nedsatt bevegelighet. Vurdering: Videre opptrening.",
                    f"Kopi til: fastlege {referrer}"]
        doc_type = "epikrise"
    text = head + ([date_line, ""] if date_line else []) + body + ["", "Med venleg helsing" if nynorsk else "Med vennlig hilsen"] + sign
    return Letter(doc_type, d, c.truth, c.aliases, p, "\n".join(text), appointment=appointment)


# MARK: The sets

KINDS = [(nav_decision, 18), (nav_notice, 10), (nav_meeting, 10), (kommune_decision, 8), (kommune_health_visit, 6),
         (kommune_kindergarten, 4), (helfo, 6), (statsforvalteren, 4), (pasientreiser, 4), (clinic_letter, 14)]


def generate(directory: str, seed: int, prefix: str, held_out: bool, scale: float) -> None:
    rng = random.Random(seed)
    family = make_family(rng)
    w = Writer(rng, family, held_out)
    letters: list[Letter] = []
    for kind, count in KINDS:
        for _ in range(max(2, round(count * scale))):
            letters.append(kind(w, nynorsk=rng.random() < 0.3))
    rng.shuffle(letters)
    os.makedirs(directory, exist_ok=True)
    with open(os.path.join(directory, "texts.jsonl"), "w") as out:
        for i, letter in enumerate(letters):
            assert letter.date <= SCAN_DATE
            out.write(json.dumps(letter.truth(f"{prefix}{i:03d}"), ensure_ascii=False) + "\n")
    profiles = [{"name": p.name, "relationship": p.relationship, "born": p.born.isoformat(), "personnummer": p.fnr}
                for p in family]
    with open(os.path.join(directory, "family.json"), "w") as out:
        json.dump(profiles, out, ensure_ascii=False, indent=1)
        out.write("\n")


def main() -> None:
    generate(HERE, seed=1, prefix="se", held_out=False, scale=1.0)
    generate(HELD_OUT_DIR, seed=2, prefix="sh", held_out=True, scale=0.5)


if __name__ == "__main__":
    main()
