#!/usr/bin/env python3
"""Writes Arkivator's e-health corpus: Norwegian health messages as their display layouts print
them for a patient, with the truth the analysis must answer.

    python3 Tests/Corpus/ehealth/generate.py

writes two corpora the evaluate script can score (`scripts/evaluate texts DIR`):

- `Tests/Corpus/ehealth/`          the tuning set (seed 1), looked at while writing the rules;
- `Tests/Corpus/ehealth-heldout/`  the held-out set (seed 2). Besides other draws it uses wordings
  and senders that the tuning set never does (`HELD_OUT_ONLY` below): it is scored, never read.

Each holds `texts.jsonl` (the dev corpus's fields: id, docType, documentDate, institution,
institutionAliases, department, specialty, person, appointment, hasPersonnummer, personnummer, text)
and `family.json`.

The layouts follow the public display stylesheets ("visningsfiler") of Helsedirektoratet / Norsk
helsenett (NorskHelsenett/kith-visningsfiler): the common message header with a patient column
(Pasient, Fødselsnummer, Adresse) beside a sender column (Avsender, Mottaker, Kopimottaker), the
message body, and the footer «Dokumentinformasjon» with «Melding opprettet». A printed page
turned back into text comes out in one of three renderings, and every letter takes one:

- `lines`   every label on its own line, its value on the next (a table read cell by cell);
- `colon`   «Label: value» on one line;
- `columns` the patient and sender columns joined line by line, and rows of fields printed as a
            line of labels over a line of values.

All names, addresses and numbers are invented; the fødselsnumre are valid for their birth dates
(control digits as in /work/shared/docs/norway/fnr_rules.md) but belong to no one.
"""
from __future__ import annotations

import json
import os
import random
import string
from dataclasses import dataclass, field
from datetime import date, datetime, timedelta
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from norwegian_ids import fodselsnummer  # noqa: E402  (beside this folder, shared by the corpora)

HERE = os.path.dirname(os.path.abspath(__file__))
HELD_OUT_DIR = os.path.join(os.path.dirname(HERE), "ehealth-heldout")

MONTHS = ["januar", "februar", "mars", "april", "mai", "juni", "juli", "august", "september", "oktober",
          "november", "desember"]


# MARK: Identity numbers

@dataclass
class Person:
    given: str
    family: str
    born: date
    relationship: str = ""
    fnr: str | None = None
    in_profile_fnr: bool = True
    street: str = ""
    place: str = ""

    @property
    def name(self) -> str:
        return f"{self.given} {self.family}"


def make_family(rng: random.Random) -> list[Person]:
    family = [
        Person("Kari", "Nordvik", date(1979, 3, 15), "meg selv", street="Fjellvegen 4", place="7020 Trondheim"),
        Person("Per", "Nordvik", date(1976, 11, 2), "ektefelle", street="Fjellvegen 4", place="7020 Trondheim"),
        Person("Sofie", "Aas", date(2011, 6, 30), "barn", street="Fjellvegen 4", place="7020 Trondheim"),
        Person("Jonas", "Nordvik", date(2015, 1, 9), "barn", street="Fjellvegen 4", place="7020 Trondheim"),
        Person("Ingrid", "Solheim", date(1944, 8, 21), "mor", street="Lundeveien 19", place="7036 Trondheim"),
        Person("Arne", "Solheim", date(1941, 2, 4), "far", in_profile_fnr=False, street="Lundeveien 19",
               place="7036 Trondheim"),
    ]
    for p in family:
        p.fnr = fodselsnummer(p.born, rng)
    return family


OUTSIDERS = [("Nils", "Hauge", date(1952, 5, 12), "Bakkegata 3", "5003 Bergen"),
             ("Marit", "Lund", date(1988, 10, 7), "Sjøgata 21", "8006 Bodø")]


# MARK: Senders

@dataclass
class Unit:
    """A department as a message names it, with the specialty the truth gives it."""
    name: str
    specialty: str | None


@dataclass
class Sender:
    name: str                 # as printed in the message header
    truth: str                # the institution's usual name (the analysis contract)
    aliases: list[str]
    kind: str                 # hospital, gp, lab, pharmacy, kommune, clinic
    city: str
    street: str
    nynorsk: bool = False
    units: list[Unit] = field(default_factory=list)


def U(name, specialty=None):
    return Unit(name, specialty)


BOKMAL_UNITS = [
    U("Gastrokirurgisk avdeling", "Fordøyelseskirurgi"), U("Ortopedisk avdeling", "Ortopedi"),
    U("Hjerteavdelingen", "Kardiologi"), U("Lungeavdelingen", "Lungesykdommer"),
    U("Nevrologisk avdeling", "Nevrologi"), U("Barne- og ungdomsklinikken", "Barnesykdommer"),
    U("Kvinneklinikken", "Gynekologi"), U("Øre-nese-hals-avdelingen", "Øre-nese-hals"),
    U("Øyeavdelingen", "Øyesykdommer"), U("Urologisk avdeling", "Urologi"),
    U("Geriatrisk avdeling", "Geriatri"), U("Revmatologisk avdeling", "Revmatologi"),
    U("Hudavdelingen", "Hudsykdommer"), U("Kreftavdelingen", "Onkologi"),
    U("Nyremedisinsk avdeling", "Nyresykdommer"), U("Endokrinologisk poliklinikk", "Endokrinologi"),
    U("Fordøyelsesmedisinsk avdeling", "Gastroenterologi"), U("Karkirurgisk avdeling", "Karkirurgi"),
    U("Hematologisk seksjon", "Blodsykdommer"), U("Infeksjonsmedisinsk avdeling", "Infeksjonsmedisin"),
    U("Avdeling for fysikalsk medisin og rehabilitering", "Rehabilitering"),
    U("Distriktspsykiatrisk senter", "Psykiatri"), U("Kirurgisk avdeling", "Kirurgi"),
]
NYNORSK_UNITS = [
    U("Kirurgisk avdeling", "Kirurgi"), U("Ortopedisk avdeling", "Ortopedi"), U("Augeavdelinga", "Øyesykdommer"),
    U("Kvinneklinikken", "Gynekologi"), U("Barne- og ungdomsklinikken", "Barnesykdommer"),
    U("Hjarteavdelinga", "Kardiologi"), U("Lungeavdelinga", "Lungesykdommer"),
    U("Nevrologisk avdeling", "Nevrologi"), U("Øyre-nase-hals-avdelinga", "Øre-nese-hals"),
]


def hospital(name, truth, aliases, city, street, nynorsk=False):
    return Sender(name, truth, aliases, "hospital", city, street, nynorsk, NYNORSK_UNITS if nynorsk else BOKMAL_UNITS)


HOSPITALS = [
    # Helse Sør-Øst
    hospital("Oslo universitetssykehus HF", "Oslo universitetssykehus", ["OUS", "Oslo universitetssykehus HF"],
             "0424 Oslo", "Postboks 4956 Nydalen"),
    hospital("Akershus universitetssykehus HF", "Akershus universitetssykehus", ["Ahus", "A-hus"],
             "1478 Lørenskog", "Postboks 1000"),
    hospital("Sykehuset Innlandet HF", "Sykehuset Innlandet", ["Sykehuset Innlandet HF"], "2381 Brumunddal", "Postboks 104"),
    hospital("Sykehuset Østfold HF", "Sykehuset Østfold", ["Sykehuset Østfold Kalnes"], "1714 Grålum", "Postboks 300"),
    hospital("Sørlandet sykehus HF", "Sørlandet sykehus", ["SSHF", "Sørlandet sykehus HF"], "4604 Kristiansand",
             "Postboks 416 Lundsiden"),
    hospital("Sykehuset i Vestfold HF", "Sykehuset i Vestfold", ["SiV"], "3103 Tønsberg", "Postboks 2168"),
    hospital("Sykehuset Telemark HF", "Sykehuset Telemark", ["STHF"], "3710 Skien", "Postboks 2900 Kjørbekk"),
    hospital("Diakonhjemmet Sykehus AS", "Diakonhjemmet sykehus", ["Diakonhjemmet"], "0319 Oslo", "Postboks 23 Vinderen"),
    # Helse Vest
    hospital("Helse Bergen HF, Haukeland universitetssjukehus", "Haukeland universitetssjukehus",
             ["Helse Bergen", "Haukeland"], "5021 Bergen", "Postboks 1400", nynorsk=True),
    hospital("Helse Stavanger HF", "Stavanger universitetssjukehus", ["SUS", "Helse Stavanger"], "4068 Stavanger",
             "Postboks 8100"),
    hospital("Helse Førde HF", "Helse Førde", ["Førde sentralsjukehus"], "6807 Førde", "Postboks 1000", nynorsk=True),
    hospital("Helse Fonna HF", "Helse Fonna", ["Haugesund sjukehus"], "5504 Haugesund", "Postboks 2170", nynorsk=True),
    # Helse Midt-Norge
    hospital("St. Olavs hospital HF", "St. Olavs hospital", ["St. Olavs hospital HF", "St. Olav"], "7006 Trondheim",
             "Postboks 3250 Torgarden"),
    hospital("Helse Møre og Romsdal HF", "Helse Møre og Romsdal", ["Ålesund sjukehus"], "6026 Ålesund",
             "Postboks 1600", nynorsk=True),
    hospital("Helse Nord-Trøndelag HF", "Helse Nord-Trøndelag", ["Sykehuset Levanger"], "7601 Levanger", "Postboks 333"),
    # Helse Nord
    hospital("Universitetssykehuset Nord-Norge HF", "Universitetssykehuset Nord-Norge", ["UNN"], "9038 Tromsø",
             "Postboks 100"),
    hospital("Nordlandssykehuset HF", "Nordlandssykehuset", ["NLSH"], "8092 Bodø", "Postboks 1480"),
    hospital("Helgelandssykehuset HF", "Helgelandssykehuset", ["Helgelandssykehuset HF"], "8607 Mo i Rana", "Postboks 601"),
    hospital("Finnmarkssykehuset HF", "Finnmarkssykehuset", ["Finnmarkssykehuset HF"], "9613 Hammerfest", "Postboks 1294"),
]

GPS = [
    Sender("Lade legesenter", "Lade legesenter", [], "gp", "7041 Trondheim", "Haakon VIIs gate 9"),
    Sender("Bryn legesenter AS", "Bryn legesenter", [], "gp", "0667 Oslo", "Østensjøveien 79"),
    Sender("Fjellsiden legekontor", "Fjellsiden legekontor", [], "gp", "5015 Bergen", "Skansemyren 2", nynorsk=True),
    Sender("Tromsdalen legesenter", "Tromsdalen legesenter", [], "gp", "9020 Tromsdalen", "Solstrandveien 11"),
    Sender("Kvadraturen legesenter", "Kvadraturen legesenter", [], "gp", "4611 Kristiansand", "Markens gate 21"),
    Sender("Sandnes sentrum legekontor", "Sandnes sentrum legekontor", [], "gp", "4306 Sandnes", "Langgata 44"),
    Sender("Storsenteret legekontor", "Storsenteret legekontor", [], "gp", "8006 Bodø", "Storgata 12"),
    Sender("Sogndal legekontor", "Sogndal legekontor", [], "gp", "6856 Sogndal", "Gravensteinsgata 3", nynorsk=True),
]

LABS = [
    Sender("Fürst Medisinsk Laboratorium AS", "Fürst Medisinsk Laboratorium", ["Fürst"], "lab", "1051 Oslo",
           "Søren Bulls vei 25", units=[U("Avdeling for medisinsk biokjemi"), U("Avdeling for mikrobiologi")]),
    Sender("Unilabs Laboratoriemedisin", "Unilabs", ["Unilabs Norge"], "lab", "1337 Sandvika", "Kjørboveien 20",
           units=[U("Medisinsk biokjemi")]),
]

PHARMACIES = [
    Sender("Apotek 1 Solsiden", "Apotek 1", ["Apotek 1 Solsiden"], "pharmacy", "7014 Trondheim", "Beddingen 10"),
    Sender("Vitusapotek Jernbanetorget", "Vitusapotek", ["Vitus apotek"], "pharmacy", "0154 Oslo", "Jernbanetorget 4B"),
    Sender("Boots apotek Lagunen", "Boots apotek", ["Boots"], "pharmacy", "5239 Rådal", "Laguneveien 1"),
]


def kommune(name, units, city, street, nynorsk=False):
    return Sender(f"{name} kommune", f"{name} kommune", [name], "kommune", city, street, nynorsk,
                  [U(u) for u in units])


KOMMUNER = [
    kommune("Trondheim", ["Helse- og velferdskontor Lerkendal", "Hjemmetjenesten Lerkendal", "Helsehuset Søbstad"],
            "7004 Trondheim", "Postboks 2300 Torgarden"),
    kommune("Bergen", ["Etat for tildeling", "Hjemmesykepleien Årstad", "Fyllingsdalen sykehjem"], "5020 Bergen",
            "Postboks 7700", nynorsk=False),
    kommune("Bærum", ["Tildelingskontoret", "Hjemmetjenesten Sandvika"], "1304 Sandvika", "Postboks 700"),
    kommune("Tromsø", ["Tildelingstjenesten", "Hjemmetjenesten Sentrum"], "9299 Tromsø", "Postboks 6900"),
    kommune("Kristiansand", ["Helse og mestring", "Hjemmetjenesten Vågsbygd"], "4685 Nodeland", "Postboks 4"),
    kommune("Sogndal", ["Heimetenesta", "Sogndal omsorgssenter"], "6851 Sogndal", "Postboks 153", nynorsk=True),
    kommune("Ålesund", ["Tenestekontoret", "Heimesjukepleia Hessa"], "6025 Ålesund", "Postboks 1521", nynorsk=True),
]

CLINICS = [
    Sender("Aleris Helse AS", "Aleris", ["Aleris Helse"], "clinic", "0264 Oslo", "Frognerveien 6",
           units=[U("Ortopedisk poliklinikk", "Ortopedi"), U("Hudlegene", "Hudsykdommer")]),
    Sender("Volvat Medisinske Senter AS", "Volvat", ["Volvat Medisinske Senter"], "clinic", "0370 Oslo",
           "Borgenveien 2A", units=[U("Øre-nese-hals", "Øre-nese-hals"), U("Gastromedisin", "Gastroenterologi")]),
]

# Senders and wordings that only the held-out set draws.
HELD_OUT_ONLY = {
    "hospital": [
        hospital("Vestre Viken HF", "Vestre Viken", ["Drammen sykehus"], "3004 Drammen", "Postboks 800"),
        hospital("Haraldsplass Diakonale Sykehus AS", "Haraldsplass diakonale sykehus", ["Haraldsplass"],
                 "5892 Bergen", "Postboks 6165", nynorsk=True),
        hospital("Sykehuset Telemark HF", "Sykehuset Telemark", ["STHF"], "3710 Skien", "Postboks 2900"),
    ],
    "gp": [
        Sender("Nordstrand legesenter", "Nordstrand legesenter", [], "gp", "1166 Oslo", "Nordstrandveien 37"),
        Sender("Eidsvåg legesenter", "Eidsvåg legesenter", [], "gp", "6630 Tingvoll", "Vikavegen 5", nynorsk=True),
    ],
    "kommune": [
        kommune("Lillestrøm", ["Tildelingskontoret", "Hjemmetjenesten Strømmen"], "2001 Lillestrøm", "Postboks 313"),
        kommune("Bodø", ["Tildelingskontoret", "Hjemmetjenesten Sentrum"], "8001 Bodø", "Postboks 319"),
    ],
}

DOCTORS = ["Ola Dahl", "Anne Berg", "Hilde Strand", "Trond Moe", "Eirik Lie", "Siri Bakke", "Lars Haugland",
           "Marte Sæther", "Knut Aasen", "Ragnhild Vik", "Jon Ellingsen", "Tone Kvam"]
NURSES = ["Liv Myhre", "Gunn Sørli", "Heidi Brekke", "Stian Aune", "Nora Tangen"]


# MARK: Clinical content by specialty

CHILD_SPECIALTIES = {"Barnesykdommer", "Øre-nese-hals", "Øyesykdommer", "Ortopedi", "Hudsykdommer"}

CONTENT = {
    "Fordøyelseskirurgi": ("K80.2", "Gallestein uten kolecystitt", "laparoskopisk kolecystektomi", "gallesteinsanfall"),
    "Ortopedi": ("S72.0", "Lårhalsbrudd", "osteosyntese med glideskrue", "fall i hjemmet"),
    "Kardiologi": ("I48.9", "Atrieflimmer", "elektrokonvertering", "hjertebank og tungpust"),
    "Lungesykdommer": ("J44.1", "KOLS med akutt forverring", "inhalasjonsbehandling", "økende tungpust"),
    "Nevrologi": ("I63.9", "Hjerneinfarkt", "trombolyse", "plutselig talevansker"),
    "Barnesykdommer": ("J21.9", "Bronkiolitt", "oksygenbehandling", "pustebesvær og feber"),
    "Gynekologi": ("N83.2", "Ovarialcyste", "laparoskopisk cystektomi", "smerter i nedre del av magen"),
    "Øre-nese-hals": ("J35.0", "Kronisk tonsillitt", "tonsillektomi", "gjentatte halsbetennelser"),
    "Øyesykdommer": ("H25.9", "Aldersbetinget katarakt", "kataraktoperasjon", "tåkesyn"),
    "Urologi": ("N20.0", "Nyrestein", "ureteroskopi", "sterke flankesmerter"),
    "Geriatri": ("F03", "Demens", "kognitiv utredning", "økende glemsomhet"),
    "Revmatologi": ("M06.9", "Revmatoid artritt", "oppstart av metotreksat", "hovne og stive ledd"),
    "Hudsykdommer": ("L40.0", "Psoriasis", "lysbehandling", "utbredt utslett"),
    "Onkologi": ("C50.9", "Brystkreft", "cellegiftbehandling", "kul i brystet"),
    "Nyresykdommer": ("N18.4", "Kronisk nyresykdom stadium 4", "dialyseforberedelse", "stigende kreatinin"),
    "Endokrinologi": ("E10.9", "Diabetes type 1", "insulinpumpe", "høye blodsukkerverdier"),
    "Gastroenterologi": ("K50.9", "Crohns sykdom", "koloskopi", "diaré og vekttap"),
    "Karkirurgi": ("I70.2", "Aterosklerose i bena", "ballongutvidelse", "smerter i leggen ved gange"),
    "Blodsykdommer": ("D50.9", "Jernmangelanemi", "jerninfusjon", "slapphet"),
    "Infeksjonsmedisin": ("A41.9", "Sepsis", "intravenøs antibiotikabehandling", "høy feber og frostanfall"),
    "Rehabilitering": ("M54.5", "Lave ryggsmerter", "tverrfaglig rehabilitering", "langvarige ryggsmerter"),
    "Psykiatri": ("F32.1", "Moderat depressiv episode", "samtalebehandling", "nedstemthet"),
    "Kirurgi": ("K35.8", "Akutt appendisitt", "laparoskopisk appendektomi", "magesmerter"),
    None: ("R53", "Slapphet", "utredning", "slapphet"),
}

DRUGS = [("Paracet", "500 mg tablett", "1-2 tabletter inntil 4 ganger daglig ved behov", "N02BE01"),
         ("Metformin", "500 mg tablett", "1 tablett 2 ganger daglig", "A10BA02"),
         ("Albyl-E", "75 mg enterotablett", "1 tablett daglig", "B01AC06"),
         ("Simvastatin", "20 mg tablett", "1 tablett om kvelden", "C10AA01"),
         ("Levaxin", "50 mikrog tablett", "1 tablett om morgenen", "H03AA01"),
         ("Ventoline", "0,1 mg/dose inhalasjonsaerosol", "2 doser ved behov", "R03AC02"),
         ("Apocillin", "660 mg tablett", "1 tablett 4 ganger daglig i 10 dager", "J01CE02"),
         ("Eliquis", "5 mg tablett", "1 tablett 2 ganger daglig", "B01AF02"),
         ("Cipralex", "10 mg tablett", "1 tablett daglig", "N06AB10"),
         ("Somac", "40 mg enterotablett", "1 tablett daglig før frokost", "A02BC02"),
         ("Furix", "40 mg tablett", "1 tablett om morgenen", "C03CA01"),
         ("Ibux", "400 mg tablett", "1 tablett inntil 3 ganger daglig", "M01AE01")]

ANALYSES = [("Hemoglobin", "g/dL", "11,7 - 15,3", 10.2, 15.9), ("CRP", "mg/L", "< 5", 1, 80),
            ("Leukocytter", "10^9/L", "3,5 - 10,0", 3.0, 14.0), ("Kreatinin", "µmol/L", "45 - 90", 50, 160),
            ("Ferritin", "µg/L", "15 - 200", 5, 300), ("TSH", "mIE/L", "0,27 - 4,2", 0.1, 8.0),
            ("HbA1c", "mmol/mol", "< 42", 30, 80), ("Natrium", "mmol/L", "137 - 145", 128, 146),
            ("Kalium", "mmol/L", "3,5 - 4,4", 3.1, 5.4), ("ALAT", "U/L", "10 - 45", 12, 120)]


# MARK: Rendering

class Style:
    """How one letter's page came out as text."""

    def __init__(self, rng: random.Random, layout: str):
        self.rng = rng
        self.layout = layout  # lines | colon | columns
        self.date_form = rng.choice(["dmy", "dmy_time", "iso", "textual", "dmy_kl"])
        self.fnr_form = rng.choice(["plain", "grouped", "grouped", "double"])
        self.name_order = rng.choice(["family_first", "given_first", "given_first"])

    def day(self, d: date) -> str:
        if self.date_form == "iso":
            return d.isoformat()
        if self.date_form == "textual":
            return f"{d.day}. {MONTHS[d.month - 1]} {d.year}"
        return d.strftime("%d.%m.%Y")

    def stamp(self, t: datetime) -> str:
        """A timestamp as the footer prints it."""
        if self.date_form == "iso":
            return t.strftime("%Y-%m-%d %H:%M")
        if self.date_form == "textual":
            return f"{t.day}. {MONTHS[t.month - 1]} {t.year} kl. {t:%H:%M}"
        if self.date_form == "dmy_kl":
            return t.strftime("%d.%m.%Y kl. %H:%M")
        if self.date_form == "dmy":
            return t.strftime("%d.%m.%Y")
        return t.strftime("%d.%m.%Y %H:%M")

    def fnr(self, number: str) -> str:
        if self.fnr_form == "plain":
            return number
        if self.fnr_form == "double":
            return number[:6] + "  " + number[6:]
        return number[:6] + " " + number[6:]

    def patient_name(self, p: Person) -> str:
        return f"{p.family}, {p.given}" if self.name_order == "family_first" else p.name

    # Blocks

    def fields(self, pairs: list[tuple[str, str | list[str]]]) -> list[str]:
        """Label/value pairs, one under another."""
        out = []
        for label, value in pairs:
            values = value if isinstance(value, list) else [value]
            values = [v for v in values if v]
            if not values:
                continue
            if self.layout == "colon":
                out.append(f"{label}: {', '.join(values)}")
            elif self.layout == "columns":
                out.append(f"{label} {values[0]}")
                out.extend(values[1:])
            else:
                out.append(label)
                out.extend(values)
        return out

    def row(self, pairs: list[tuple[str, str]]) -> list[str]:
        """Fields that stand side by side on the page (a table row, an eh-row of columns)."""
        pairs = [(k, v) for k, v in pairs if v]
        if self.layout == "colon":
            return ["   ".join(f"{k}: {v}" for k, v in pairs)]
        if self.layout == "columns":
            return ["   ".join(k for k, _ in pairs), "   ".join(v for _, v in pairs)]
        return [x for k, v in pairs for x in (k, v)]

    def table(self, header: list[str], rows: list[list[str]]) -> list[str]:
        """A table: in every rendering the header line and then one line a row, except `lines`,
        which reads it cell by cell."""
        if self.layout == "lines" and self.rng.random() < 0.5:
            out = []
            for r in rows:
                for k, v in zip(header, r):
                    if v:
                        out += [k, v]
            return out
        return ["  ".join(header)] + ["  ".join(c for c in r if c) for r in rows]

    def header(self, left: list[tuple[str, list[str]]], right: list[tuple[str, list[str]]]) -> list[str]:
        """The message header: the patient column beside the sender column."""
        if self.layout != "columns":
            return self.fields(left) + self.fields(right)
        if self.rng.random() < 0.35:
            # Each column a caption over its value, the two columns joined line by line
            # (`Pasient Avsender` / `Kari Nordvik St. Olavs hospital HF`).
            self.layout = "lines"
            a, b = self.fields(left), self.fields(right)
            self.layout = "columns"
        else:
            a, b = self.fields(left), self.fields(right)
        n = max(len(a), len(b))
        a += [""] * (n - len(a))
        b += [""] * (n - len(b))
        # A PDF's text keeps the gap between the columns; a scan's OCR often closes it to one space.
        if self.rng.random() < 0.5:
            return [f"{x:<44}{y}".rstrip() for x, y in zip(a, b)]
        return [f"{x} {y}".strip() for x, y in zip(a, b)]


def message_id(rng: random.Random) -> str:
    """A message id with letters in every group (never a run of digits that reads as a number)."""
    groups = []
    for n in (8, 4, 4, 4, 12):
        g = [rng.choice("0123456789abcdef") for _ in range(n)]
        g[rng.randrange(n)] = rng.choice("abcdef")
        groups.append("".join(g))
    return "-".join(groups)


def footer(s: Style, created: datetime, msg_type: str, rng: random.Random, extra=()) -> list[str]:
    out = ["Dokumentinformasjon"]
    out += s.row([("Melding opprettet", s.stamp(created)), *extra, ("Meldingsid", message_id(rng))])
    if rng.random() < 0.6:
        out += s.row([("Visningsversjon", rng.choice(["v5.4.1", "v5.3.2", "v4.1.3"])),
                      ("Visningsstil", rng.choice(["Smooth", "KITH", "Hvit"])), ("Meldingsversjon", msg_type)])
    return out


# MARK: Letters

@dataclass
class Letter:
    docType: str
    documentDate: date
    sender: Sender
    department: str | None
    specialty: str | None
    person: Person | None
    text: list[str]
    appointment: datetime | None = None
    fnr_shown: bool = False

    def truth(self, ident: str) -> dict:
        return {
            "id": ident, "docType": self.docType, "documentDate": self.documentDate.isoformat(),
            "institution": self.sender.truth, "institutionAliases": self.sender.aliases,
            "department": self.department, "specialty": self.specialty,
            "person": self.person.name if self.person and self.person.relationship else None,
            "appointment": self.appointment.strftime("%Y-%m-%dT%H:%M") if self.appointment else None,
            "hasPersonnummer": self.fnr_shown, "personnummer": self.person.fnr if self.fnr_shown else None,
            "text": "\n".join(self.text),
        }


class Writer:
    """Draws the parts of letters; `held_out` adds the senders and wordings kept for the held-out set."""

    def __init__(self, rng: random.Random, family: list[Person], held_out: bool):
        self.rng = rng
        self.family = family
        self.held_out = held_out

    def pool(self, kind: str, base: list) -> list:
        return base + (HELD_OUT_ONLY.get(kind, []) if self.held_out else [])

    def words(self, base: list[str], held_out: list[str] = ()) -> str:
        return self.rng.choice(base + (list(held_out) if self.held_out else []))

    def hospital(self) -> Sender:
        return self.rng.choice(self.pool("hospital", HOSPITALS))

    def gp(self) -> Sender:
        return self.rng.choice(self.pool("gp", GPS))

    def kommune(self) -> Sender:
        return self.rng.choice(self.pool("kommune", KOMMUNER))

    def unit(self, sender: Sender, patient: Person | None = None) -> Unit:
        """A department of `sender` that fits the patient's age (no children in geriatrics)."""
        units = [u for u in sender.units if u.specialty]
        if patient is not None:
            age = 2024 - patient.born.year
            if age < 18:
                units = [u for u in units if u.specialty in CHILD_SPECIALTIES]
            else:
                units = [u for u in units if u.specialty != "Barnesykdommer"
                         and (u.specialty != "Geriatri" or age >= 70)]
        return self.rng.choice(units or sender.units)

    def patient(self, elderly=False, adult=False) -> Person:
        if self.rng.random() < 0.04:
            given, fam, born, street, place = self.rng.choice(OUTSIDERS)
            p = Person(given, fam, born, street=street, place=place)
            p.fnr = fodselsnummer(born, self.rng)
            return p
        if elderly:
            return self.rng.choice([m for m in self.family if m.relationship in ("mor", "far")])
        if adult:
            return self.rng.choice([m for m in self.family if m.born.year < 2000])
        return self.rng.choice(self.family)

    def relative(self, patient: Person) -> Person | None:
        """A family member written as next of kin (pårørende): never the letter's person."""
        others = [m for m in self.family if m is not patient and m.born.year < 2000 and m.relationship in
                  ("meg selv", "ektefelle")]
        return self.rng.choice(others) if others else None

    def doctor(self) -> str:
        return self.rng.choice(DOCTORS)

    def when(self) -> datetime:
        day = date(2019, 1, 1) + timedelta(days=self.rng.randrange(0, 6 * 365))
        return datetime(day.year, day.month, day.day, self.rng.randint(7, 16), self.rng.choice([2, 14, 27, 33, 48, 55]))

    def hpr(self) -> str:
        return str(self.rng.randint(1000000, 9999999))

    def her(self) -> str:
        return str(self.rng.randint(80000, 8999999))

    # Header parts

    def patient_block(self, s: Style, p: Person, show_fnr=True) -> list[tuple[str, list[str]]]:
        block = [("Pasient", [s.patient_name(p)])]
        if show_fnr:
            block.append((self.rng.choice(["Fødselsnummer", "Fødselsnummer", "Fnr."]), [s.fnr(p.fnr)]))
        else:
            block.append(("Fødselsdag", [s.day(p.born)]))
        if self.rng.random() < 0.6:
            block.append(("Adresse", [p.street, p.place]))
        return block

    def org_lines(self, s: Sender, unit: str | None, person: str | None = None, title="Lege",
                  with_ids=False, capitals=False) -> list[str]:
        name = s.name.upper() if capitals else s.name
        lines = [name]
        if unit:
            lines.append(f"{unit} ( {self.her()} )" if with_ids else unit)
        if person:
            who = [f"{title} {person}"] + ([f"HPR-nummer: {self.hpr()}"] if self.rng.random() < 0.5 else [])
            # The stylesheet prints a professional who stands directly under the organisation
            # before the organisation's name.
            lines = who + lines if not unit and self.rng.random() < 0.3 else lines + who
        if self.rng.random() < 0.4:
            lines += [s.street, s.city]
        return lines

    def maybe(self, p: float) -> bool:
        return self.rng.random() < p


# MARK: Message kinds

def epikrise(w: Writer, s: Style) -> Letter:
    rng = w.rng
    sender = w.hospital()
    p = w.patient()
    unit = w.unit(sender, p)
    gp = w.gp()
    created = w.when()
    discharged = created.date() - timedelta(days=rng.choice([0, 0, 1, 2, 5]))
    admitted = discharged - timedelta(days=rng.randint(1, 9))
    referred = admitted - timedelta(days=rng.randint(3, 40))
    code, diagnosis, procedure, complaint = CONTENT[unit.specialty]
    doctor = w.doctor()
    show_fnr = w.maybe(0.85)
    lines = s.header(w.patient_block(s, p, show_fnr),
                     [("Avsender", w.org_lines(sender, unit.name, doctor, "Overlege", w.maybe(0.3), w.maybe(0.2))),
                      ("Mottaker", w.org_lines(gp, None, w.doctor(), "Fastlege"))]
                     + ([("Kopimottaker", [w.kommune().name, "Hjemmetjenesten"])] if w.maybe(0.3) else []))
    heading = w.words(["Epikrise", "Epikrise", "Epikrise - Endelig", f"Epikrise {unit.name}"],
                      ["Sykehusepikrise", "Epikrise fra innleggelse"])
    lines += [heading]
    lines += s.row([("Innlagt", s.day(admitted)), ("Utskrevet", s.day(discharged)),
                    ("Ansvarlig", f"Overlege {doctor}")])
    lines += ["Diagnoser"] + s.row([("Hoveddiagnose", f"{code} {diagnosis}")])
    lines += ["Vurdering", f"Pasienten ble innlagt med {complaint}. Det ble gjort {procedure} med godt resultat.",
              "Videre oppfølging", "Kontroll hos fastlege om 2 uker. Ny time ved poliklinikken kommer i posten."]
    if w.maybe(0.6):
        lines += ["Kritisk informasjon"] + s.row([("Cave", "Penicillin"), ("Reaksjon", "Utslett"),
                                                   ("Registrert", s.day(referred - timedelta(days=900)))])
    lines += ["Årsak til innleggelse", f"Henvist fra legevakt med {complaint}."]
    lines += ["Funn/undersøkelsesresultat"] + s.table(
        ["Undersøkelse", "Funn/resultat", "Tidspunkt for undersøkelsen"],
        [["Hemoglobin", "12,1 g/dL", s.day(admitted)], ["CRP", "34 mg/L", s.day(admitted + timedelta(days=1))]])
    drug = rng.choice(DRUGS)
    lines += ["Legemiddelopplysninger"] + s.table(
        ["Legemiddel", "Dosering", "Start"], [[f"{drug[0]} {drug[1]}", drug[2], s.day(admitted)]])
    if w.maybe(0.5):
        lines += ["Opprinnelig henvisning"] + s.row([("Type", "Henvisning til utredning"),
                                                     ("Utstedt", s.day(referred)), ("Henviser", gp.name)])
    lines += footer(s, created, "Epikrise v1.2", rng,
                    [("Melding godkjent", s.stamp(created))] if w.maybe(0.3) else [])
    return Letter("epikrise", created.date(), sender, unit.name, unit.specialty, p, lines, fnr_shown=show_fnr)


def henvisning(w: Writer, s: Style, onward=False) -> Letter:
    """A referral; `onward` makes it a viderehenvisning from one hospital to another."""
    rng = w.rng
    target_hospital = w.hospital()
    p = w.patient()
    target = w.unit(target_hospital, p)
    gp = w.gp()
    if onward:
        sender = w.hospital()
        while sender.truth == target_hospital.truth:
            sender = w.hospital()
        sender_unit = w.unit(sender, p).name
    else:
        sender, sender_unit = gp, None
    created = w.when()
    code, diagnosis, procedure, complaint = CONTENT[target.specialty]
    doctor = w.doctor()
    show_fnr = w.maybe(0.85)
    right = [("Avsender", w.org_lines(sender, sender_unit, doctor, "Lege" if onward else "Fastlege")),
             ("Mottaker", w.org_lines(target_hospital, target.name, with_ids=w.maybe(0.4)))]
    if onward:
        right.append(("Opprinnelig henviser", [gp.name, f"Fastlege {w.doctor()}"]))
    lines = s.header(w.patient_block(s, p, show_fnr), right)
    if onward:
        lines += [w.words(["Viderehenvisning", "Henvisning - Viderehenvisning", "Viderehenvisning til vurdering"],
                          ["Videresendt henvisning"])]
    else:
        lines += [w.words(["Henvisning - Henvisning til utredning", "Henvisning", "Henvisning - Henvisning til behandling",
                           f"Henvisning til {target.name.lower()}"], ["Tilvising", "Elektronisk henvisning"])]
    date_label = w.words(["Utstedt", "Henvisningsdato", "Utstedt"], ["Dato for henvisning"])
    lines += s.row([("Type", "Henvisning til utredning"), (date_label, s.day(created.date())),
                    ("Hastegrad", rng.choice(["Vanlig", "Haster"]))])
    if onward:
        first = created.date() - timedelta(days=rng.randint(10, 60))
        lines += s.row([("Opprinnelig henvisning utstedt", s.day(first)),
                        ("Mottatt", s.day(first + timedelta(days=2)))])
    lines += ["Diagnoser"] + s.row([("Henvisningsdiagnose", f"{code} {diagnosis}")])
    lines += ["Aktuell problemstilling",
              f"{p.given} har hatt {complaint} siden {MONTHS[(created.month + 8) % 12]}. "
              f"Ber om vurdering med tanke på {procedure}."]
    if onward:
        lines += ["Begrunnelse for viderehenvisning",
                  f"Pasienten ble vurdert ved {sender_unit.lower()}. Utredning og behandling gis ved deres avdeling."]
    if w.maybe(0.6):
        lines += ["Kritisk informasjon"] + s.row([("Cave", "Sulfa"),
                                                   ("Registrert", s.day(created.date() - timedelta(days=2000)))])
    drugs = rng.sample(DRUGS, 2)
    lines += ["Legemiddelopplysninger"] + s.table(
        ["Virkestoff", "Dosering", "Startdato"],
        [[f"{d[0]} {d[1]}", d[2], s.day(created.date() - timedelta(days=rng.randint(30, 900)))] for d in drugs])
    if w.maybe(0.4):
        lines += ["Sykehistorie", f"Tidligere frisk. Operert for lyskebrokk {created.year - 12}."]
    if w.maybe(0.8):
        lines += footer(s, created, "Henvisning v2.0", rng)
    return Letter("henvisning", created.date(), sender, sender_unit, target.specialty, p, lines, fnr_shown=show_fnr)


def svarrapport(w: Writer, s: Style) -> Letter:
    rng = w.rng
    kind = rng.choice(["biokjemi", "biokjemi", "biokjemi", "mikrobiologi", "patologi", "radiologi"])
    if kind in ("patologi", "radiologi") or w.maybe(0.3):
        sender = w.hospital()
        unit = {"biokjemi": "Avdeling for medisinsk biokjemi", "mikrobiologi": "Avdeling for mikrobiologi",
                "patologi": "Avdeling for patologi", "radiologi": "Avdeling for bildediagnostikk"}[kind]
    else:
        sender = rng.choice(LABS)
        unit = sender.units[0].name if kind == "biokjemi" else "Avdeling for mikrobiologi"
    p = w.patient()
    gp = w.gp()
    created = w.when()
    sampled = created - timedelta(days=rng.choice([0, 1, 1, 2, 3, 6]), hours=rng.randint(1, 5))
    requested = sampled.date() - timedelta(days=rng.randint(0, 9))
    show_fnr = w.maybe(0.9)
    left = w.patient_block(s, p, show_fnr) + [("Dato prøvetaking", [s.stamp(sampled)])]
    right = [("Avsender", w.org_lines(sender, unit, capitals=w.maybe(0.2))),
             ("Rekvirent", [f"{w.doctor()}, {gp.name}"]),
             ("Mottaker", w.org_lines(gp, None))]
    lines = s.header(left, right)
    title = {"biokjemi": w.words(["Svarrapport Medisinsk biokjemi", "Svarrapport - Medisinsk biokjemi",
                                  "Svarrapport Klinisk kjemi"], ["Svarrapport laboratoriemedisin"]),
             "mikrobiologi": "Svarrapport Mikrobiologi", "patologi": "Svarrapport Patologi",
             "radiologi": "Svarrapport Radiologi"}[kind]
    lines += [title]
    answered_label = w.words(["Besvart", "Svar godkjent", "Rapportdato"], ["Svardato"])
    lines += s.row([("Prøvetatt", s.stamp(sampled)), ("Mottatt", s.day(sampled.date())),
                    (answered_label, s.day(created.date()))])
    if kind == "biokjemi":
        rows = []
        for name, unit_, ref, lo, hi in rng.sample(ANALYSES, rng.randint(3, 6)):
            value = rng.uniform(lo, hi)
            shown = f"{value:.1f}".replace(".", ",") if hi < 20 else str(int(value))
            rows.append([name, shown, unit_, ref])
        lines += ["Undersøkelsesresultat"] + s.table(["Analyse", "Resultat", "Enhet", "Referanseområde"], rows)
    elif kind == "mikrobiologi":
        lines += ["Undersøkelsesresultat"] + s.row([("Materiale", "Urin"), ("Undersøkelse", "Dyrkning")])
        lines += ["Funn: Escherichia coli > 10^5 CFU/mL. Følsom for mecillinam og nitrofurantoin."]
    elif kind == "patologi":
        lines += ["Undersøkelsesresultat", "Materiale: Hudbiopsi fra rygg.",
                  "Histologi: Seborrøisk keratose. Ingen holdepunkter for malignitet."]
    else:
        lines += ["Undersøkelsesresultat", "Undersøkelse: MR kne venstre.",
                  "Beskrivelse: Horisontal ruptur i bakre horn av mediale menisk. Ingen væske."]
    if w.maybe(0.5):
        lines += ["Opprinnelig rekvisisjon"] + s.row([("Utstedt", s.day(requested)), ("Rekvirent", gp.name)])
    lines += ["Kommentar til svarrapporten", "Svaret er kontrollert og godkjent."]
    lines += footer(s, created, "Svarrapport v1.4", rng)
    return Letter("lab-svar", created.date(), sender, unit, None, p, lines, fnr_shown=show_fnr)


def rekvisisjon(w: Writer, s: Style) -> Letter:
    rng = w.rng
    gp = w.gp()
    lab = rng.choice(LABS + [w.hospital()])
    p = w.patient()
    created = w.when()
    show_fnr = w.maybe(0.85)
    doctor = w.doctor()
    lines = s.header(w.patient_block(s, p, show_fnr),
                     [("Avsender", w.org_lines(gp, None, doctor, "Fastlege")),
                      ("Mottaker", w.org_lines(lab, "Medisinsk biokjemi" if lab.kind == "hospital" else None))])
    lines += [w.words(["Rekvisisjon Medisinsk biokjemi", "Rekvisisjon - Medisinsk biokjemi", "Rekvisisjon"],
                      ["Elektronisk rekvisisjon", "Laboratorierekvisisjon"])]
    lines += s.row([("Rekvisisjonsdato", s.day(created.date())), ("Rekvirent", f"{doctor}, {gp.name}"),
                    ("Hastegrad", "Vanlig")])
    planned = created.date() + timedelta(days=rng.randint(1, 10))
    lines += s.row([("Ønsket prøvetaking", s.day(planned)), ("Materiale", "Blod, serum")])
    lines += ["Rekvirerte analyser"]
    chosen = rng.sample(ANALYSES, rng.randint(3, 6))
    lines += s.table(["Analyse", "Materiale"], [[a[0], "Serum" if a[0] != "Hemoglobin" else "EDTA-blod"] for a in chosen])
    lines += ["Kliniske opplysninger", "Slapphet gjennom flere uker. Kontroll av blodprosent og stoffskifte."]
    lines += footer(s, created, "Rekvisisjon v1.6", rng)
    return Letter("annet", created.date(), gp, None, None, p, lines, fnr_shown=show_fnr)


def resept(w: Writer, s: Style) -> Letter:
    """An e-resept as the prescriber's system prints it for the patient (Reseptutskrift)."""
    rng = w.rng
    from_hospital = w.maybe(0.15)
    sender = w.hospital() if from_hospital else w.gp()
    p = w.patient()
    unit = w.unit(sender, p) if from_hospital else None
    created = w.when()
    fest = created.date() - timedelta(days=rng.randint(0, 20))
    doctor = w.doctor()
    show_fnr = w.maybe(0.9)
    lines = s.header(w.patient_block(s, p, show_fnr),
                     [("Avsender", w.org_lines(sender, unit.name if unit else None, doctor,
                                               "Lege" if from_hospital else "Fastlege"))])
    lines += [w.words(["Reseptutskrift", "Utskrift av e-resept", "Resept"], ["E-resept - pasientutskrift"])]
    if w.maybe(0.7):
        lines += [f"Resept - Oppdatert FEST: {s.day(fest)}"] if w.maybe(0.5) else s.row([("Oppdatert FEST", s.day(fest))])
    drugs = rng.sample(DRUGS, rng.randint(1, 2))
    for d in drugs:
        lines += s.row([("Legemiddel", f"{d[0]} {d[1]}"), ("ATC", d[3]), ("Reseptgruppe", "C")])
        lines += s.row([("Dosering", d[2])])
        expires = created.date() + timedelta(days=365)
        lines += s.row([("Forskrivningsdato", s.day(created.date())), ("Utløper", s.day(expires)),
                        ("Refusjonskode", rng.choice(["", "-70 (ICPC-2) Hjerte", "T90 (ICPC-2) Diabetes"]))])
        lines += s.row([("Reit", str(rng.randint(0, 3))), ("Ref.nr.", f"{rng.randint(10**8, 10**9 - 1)}")])
    lines += s.row([("Forskriver", f"{doctor}, {sender.truth}"), ("HPR-nummer", w.hpr())])
    lines += ["Resepten er sendt elektronisk til Reseptformidleren og kan hentes på et hvilket som helst apotek."]
    if w.maybe(0.5):
        lines += footer(s, created, "ERM1 v2.5", rng)
    specialty = unit.specialty if unit else "Allmennmedisin"
    return Letter("resept", created.date(), sender, unit.name if unit else None, specialty, p, lines, fnr_shown=show_fnr)


def legemiddelliste(w: Writer, s: Style) -> Letter:
    """A medication list printed from the GP's system or as Pasientens legemiddelliste."""
    rng = w.rng
    sender = w.gp()
    p = w.patient(adult=True)
    created = w.when()
    doctor = w.doctor()
    show_fnr = w.maybe(0.8)
    heading = w.words(["Legemiddelliste", "Pasientens legemiddelliste", "Faste legemidler", "Legemiddeloversikt"],
                      ["Medisinliste", "Oversikt over legemidler"])
    printed_label = w.words(["Utskriftsdato", "Skrevet ut", "Utskrevet"], ["Dato for utskrift"])
    if w.maybe(0.5):
        # A letterhead print: the office first, then the list
        lines = [sender.name, f"{sender.street}, {sender.city}", heading]
        lines += s.fields([("Pasient", [s.patient_name(p)] + ([s.fnr(p.fnr)] if show_fnr else [s.day(p.born)])),
                           (printed_label, [s.day(created.date())])])
    else:
        lines = s.header(w.patient_block(s, p, show_fnr), [("Avsender", w.org_lines(sender, None, doctor, "Fastlege"))])
        lines += [heading] + s.row([(printed_label, s.day(created.date())), ("Sist avstemt", s.day(created.date()))])
    if w.maybe(0.7):
        lines += ["Cave"] + s.row([("Legemiddel", "Penicillin"), ("Reaksjon", "Elveblest"),
                                   ("Registrert", s.day(created.date() - timedelta(days=rng.randint(300, 3000))))])
    drugs = rng.sample(DRUGS, rng.randint(3, 5))
    rows = []
    for i, d in enumerate(drugs):
        start = created.date() - timedelta(days=rng.randint(20, 2500))
        stopped = s.day(start + timedelta(days=rng.randint(5, 15))) if i == 0 and w.maybe(0.5) else ""
        rows.append([f"{d[0]} {d[1]}", d[2], s.day(start), stopped or "-"])
    lines += s.table(["Legemiddel", "Dosering", "Startdato", "Seponert"], rows)
    lines += [f"Forskriver: {doctor}, {sender.truth}", "Listen er avstemt mot Reseptformidleren."]
    return Letter("resept", created.date(), sender, None, "Allmennmedisin", p, lines, fnr_shown=show_fnr)


def reseptoversikt(w: Writer, s: Style) -> Letter:
    """Oversikt over e-resepter printed at a pharmacy from Reseptformidleren."""
    rng = w.rng
    pharmacy = rng.choice(PHARMACIES)
    p = w.patient()
    created = w.when()
    show_fnr = w.maybe(0.8)
    lines = [pharmacy.name, f"{pharmacy.street}, {pharmacy.city}"]
    lines += [w.words(["Oversikt over e-resepter", "Reseptoversikt", "Dine resepter i Reseptformidleren"],
                      ["Utskrift fra Reseptformidleren"])]
    lines += s.fields([("Utskrift fra Reseptformidleren", [s.stamp(created)]),
                       ("Pasient", [s.patient_name(p)]),
                       ("Fødselsnummer" if show_fnr else "Fødselsdato", [s.fnr(p.fnr) if show_fnr else s.day(p.born)])])
    for d in rng.sample(DRUGS, rng.randint(2, 4)):
        prescribed = created.date() - timedelta(days=rng.randint(3, 300))
        gp = w.gp()
        lines += [f"{d[0]} {d[1]}"]
        lines += s.row([("Forskrevet", s.day(prescribed)), ("Gyldig til", s.day(prescribed + timedelta(days=365))),
                        ("Forskriver", f"{w.doctor()}, {gp.truth}")])
        lines += s.row([("Dosering", d[2]), ("Gjenstående uttak", str(rng.randint(0, 3)))])
        if w.maybe(0.5):
            lines += s.row([("Sist utlevert", s.day(prescribed + timedelta(days=rng.randint(0, 3))))])
    lines += ["Oversikten viser gyldige resepter på utskriftstidspunktet."]
    return Letter("resept", created.date(), pharmacy, None, None, p, lines, fnr_shown=show_fnr)


def dialogmelding(w: Writer, s: Style) -> Letter:
    rng = w.rng
    from_hospital = w.maybe(0.6)
    p = w.patient()
    hosp = w.hospital()
    unit = w.unit(hosp, p)
    gp = w.gp()
    sender, sender_unit, receiver, receiver_unit = (hosp, unit.name, gp, None) if from_hospital else \
        (gp, None, hosp, unit.name)
    created = w.when()
    show_fnr = w.maybe(0.8)
    summons = from_hospital and w.maybe(0.3)
    lines = s.header(w.patient_block(s, p, show_fnr),
                     [("Avsender", w.org_lines(sender, sender_unit, w.doctor(), "Lege")),
                      ("Mottaker", w.org_lines(receiver, receiver_unit))])
    kind = rng.choice(["Forespørsel", "Svar på forespørsel", "Notat"])
    lines += [w.words([f"Dialogmelding - {kind}", kind, kind], [f"Helsefaglig dialog - {kind}"])]
    appointment = None
    if summons:
        appointment = datetime.combine(created.date() + timedelta(days=rng.randint(10, 40)),
                                       datetime.min.time()).replace(hour=rng.choice([8, 9, 10, 13]),
                                                                    minute=rng.choice([0, 15, 30, 45]))
        topic = w.words(["Innkalling til kontroll", "Time til kontroll", "Innkalling til poliklinisk time"])
        body = (f"Pasienten innkalles til kontroll ved {unit.name.lower()} {s.day(appointment.date())} "
                f"kl. {appointment:%H:%M}. Innkalling er også sendt pasienten. Vennligst ta blodprøver en uke før.")
    else:
        from_hospital_topics = [
            ("Blodprøvesvar", "Vi har ikke mottatt svar på blodprøvene tatt hos dere. Kan dere ettersende prøvesvar?"),
            ("Spørsmål om henvisning", "Henvisningen er mottatt. Ber om opplysninger om tidligere utredning og "
                                       "faste medisiner før vi vurderer retten til helsehjelp."),
            ("Oppfølging", "Pasienten er fulgt opp som avtalt. Status er uendret, og vi avslutter forløpet her."),
        ]
        from_gp_topics = [
            ("Spørsmål om epikrise", "Takk for epikrisen. Skal behandlingen med Eliquis fortsette etter tre måneder?"),
            ("Legemidler", "Pasienten bruker Metformin 500 mg og Albyl-E 75 mg. Ber om oppdatert legemiddelliste."),
            ("Status for henvisning", "Pasienten ble henvist for tre måneder siden og har ikke hørt noe. "
                                      "Kan dere gi status?"),
            ("Prøvesvar ettersendes", "Ettersender blodprøvesvar tatt etter henvisningen: Hb 11,2 og CRP 14."),
        ]
        topic, body = rng.choice(from_hospital_topics if from_hospital else from_gp_topics)
    lines += s.row([("Tema", topic)])
    if kind == "Svar på forespørsel":
        asked = created.date() - timedelta(days=rng.randint(1, 6))
        lines += s.row([("Opprinnelig forespørsel", f"mottatt {s.day(asked)}")])
    lines += [body]
    lines += s.row([("Kontaktperson", f"{w.doctor()}"), ("Telefon", "73 86 80 00")])
    lines += footer(s, created, "Dialogmelding v1.1", rng)
    if summons:
        return Letter("innkalling", created.date(), sender, sender_unit, unit.specialty, p, lines,
                      appointment=appointment, fnr_shown=show_fnr)
    return Letter("annet", created.date(), sender, sender_unit, None, p, lines, fnr_shown=show_fnr)


PLO_KINDS = [
    # (message name, from (hospital|kommune|gp), docType)
    ("Helseopplysninger", "hospital", "annet"),
    ("Medisinske opplysninger", "gp", "annet"),
    ("Innleggelsesrapport", "kommune", "annet"),
    ("Utskrivningsrapport", "hospital", "epikrise"),
    ("Melding om innlagt pasient", "hospital", "annet"),
    ("Melding om utskrivningsklar pasient", "hospital", "annet"),
    ("Melding om utskrevet pasient", "hospital", "annet"),
    ("Forespørsel", "kommune", "annet"),
    ("Svar på forespørsel", "hospital", "annet"),
    ("Orientering om tjenestetilbud", "kommune", "annet"),
    ("Avviksmelding", "kommune", "annet"),
    ("Legemiddelopplysninger", "gp", "annet"),
    ("Helseopplysninger til lege", "kommune", "annet"),
]


def kin_label(patient: Person, relative: Person, rng: random.Random) -> str:
    """How a PLO message names the next of kin's relation to the patient."""
    if patient.born.year < 1960:
        relation = "Datter" if relative.given == "Kari" else "Svigersønn"
    elif patient.born.year > 2005:
        relation = "Mor" if relative.given == "Kari" else "Far"
    else:
        relation = "Ektefelle"
    return rng.choice([relation, "Nærmeste pårørende"])


def plo(w: Writer, s: Style, name: str, origin: str, doc_type: str) -> Letter:
    """A pleie- og omsorgsmelding between hospital, kommune and GP."""
    rng = w.rng
    p = w.patient(elderly=w.maybe(0.8))
    kommune = w.kommune()
    hosp = w.hospital()
    unit = w.unit(hosp, p)
    gp = w.gp()
    created = w.when()
    admitted = created.date() - timedelta(days=rng.randint(0, 1) if name == "Melding om innlagt pasient"
                                          else rng.randint(1, 8))
    show_fnr = w.maybe(0.85)
    k_unit = rng.choice(kommune.units).name
    if origin == "hospital":
        sender, sender_unit = hosp, (unit.name if w.maybe(0.7) else "Somatikk plo meldingsmottak")
        receiver, receiver_unit = kommune, rng.choice(["Sykepleietjeneste, pleie- og omsorg",
                                                       "Saksbehandler, pleie, omsorg, rehab", k_unit])
    elif origin == "kommune":
        sender, sender_unit = kommune, k_unit
        receiver, receiver_unit = (hosp, "Somatikk plo meldingsmottak") if name in ("Innleggelsesrapport", "Forespørsel",
                                                                                  "Avviksmelding") else (gp, None)
    else:
        sender, sender_unit = gp, None
        receiver, receiver_unit = kommune, "Sykepleietjeneste, pleie- og omsorg"
    relative = w.relative(p)
    lines = s.header(w.patient_block(s, p, show_fnr),
                     [("Avsender", w.org_lines(sender, sender_unit, capitals=w.maybe(0.2))),
                      ("Mottaker", w.org_lines(receiver, receiver_unit))])
    # Some record systems print the message's name as a field rather than a heading.
    lines += s.fields([("Meldingstype", name)]) if w.maybe(0.2) else [name]
    code, diagnosis, procedure, complaint = CONTENT[unit.specialty]
    if name in ("Helseopplysninger", "Utskrivningsrapport", "Melding om innlagt pasient",
                "Melding om utskrivningsklar pasient", "Melding om utskrevet pasient", "Svar på forespørsel"):
        lines += s.row([("Innlagt", s.day(admitted)), ("Ansvarlig enhet", unit.name)])
    if name == "Melding om utskrivningsklar pasient":
        ready = created.date() + timedelta(days=rng.randint(0, 2))
        lines += s.row([("Utskrivningsklar fra", s.day(ready)), ("Forventet utskrivning", s.day(ready + timedelta(days=1)))])
        lines += ["Pasienten er vurdert som utskrivningsklar. Vi ber om bekreftelse på at kommunen kan ta imot."]
    elif name == "Melding om utskrevet pasient":
        lines += s.row([("Utskrevet", s.day(created.date())), ("Utskrevet til", "Hjemmet med hjemmesykepleie")])
        lines += ["Pasienten er utskrevet i dag. Utskrivningsrapport og epikrise følger."]
    elif name == "Melding om innlagt pasient":
        lines += [f"Pasienten er innlagt med {complaint}. Forventet liggetid 3-5 dager."]
    elif name == "Helseopplysninger":
        lines += ["Aktuell problemstilling", f"Innlagt med {complaint}. {diagnosis} er bekreftet.",
                  "Funksjonsnivå", "Trenger hjelp til personlig stell og påkledning. Går med rullator.",
                  "Vurdering av behov", "Vi vurderer at pasienten har behov for korttidsopphold etter utskrivning."]
    elif name == "Utskrivningsrapport":
        lines += s.row([("Utskrevet", s.day(created.date())), ("Utskrevet til", "Korttidsavdeling")])
        lines += ["Diagnoser", f"{code} {diagnosis}", "Sykepleiesammenfatning",
                  f"Innlagt med {complaint}. Behandlet med {procedure}. Mobiliseres med rullator.",
                  "Videre oppfølging", "Sårstell annenhver dag. Kontroll hos fastlege om 2 uker."]
    elif name == "Innleggelsesrapport":
        lines += [f"Pasienten sendes til sykehus med {complaint}. Bor alene med hjemmesykepleie morgen og kveld.",
                  "Funksjonsnivå", "Selvhjulpen med hjelpemidler. Lett kognitiv svikt."]
    elif name in ("Forespørsel", "Svar på forespørsel"):
        lines += s.row([("Tema", rng.choice(["Legemiddelopplysninger", "Funksjonsnivå", "Utskrivning"]))])
        lines += ["Vi ber om oppdatert legemiddelliste og opplysninger om planlagt utskrivning."
                  if name == "Forespørsel" else "Pasienten er stabil. Planlagt utskrivning i løpet av uken."]
    elif name == "Orientering om tjenestetilbud":
        start = created.date() - timedelta(days=rng.randint(0, 14))
        lines += ["Tjenester"] + s.table(["Tjeneste", "Omfang", "Fra dato"],
                                         [["Hjemmesykepleie", "2 besøk daglig", s.day(start)],
                                          ["Trygghetsalarm", "", s.day(start - timedelta(days=200))]])
        lines += ["Kommunen har vedtatt tjenestene over. Ta kontakt ved endringer i helsetilstanden."]
    elif name == "Avviksmelding":
        about = created.date() - timedelta(days=rng.randint(1, 5))
        lines += s.row([("Avvik gjelder", f"Melding mottatt {s.day(about)}"), ("Type avvik", "Manglende opplysninger")])
        lines += ["Utskrivningsrapporten manglet legemiddelliste. Ber om at den ettersendes."]
    elif name == "Medisinske opplysninger":
        lines += ["Diagnoser", f"{code} {diagnosis}", "Aktuell problemstilling",
                  f"Kjent {diagnosis.lower()}. Trenger tilsyn ved forverring."]
    elif name == "Helseopplysninger til lege":
        lines += ["Observasjoner", "Blodtrykk 145/90. Vekt 61 kg. Økende hevelse i bena siste uke.",
                  "Vi ber fastlegen vurdere behandlingen."]
    if name in ("Legemiddelopplysninger", "Helseopplysninger", "Utskrivningsrapport", "Medisinske opplysninger",
                "Innleggelsesrapport"):
        drugs = rng.sample(DRUGS, rng.randint(2, 4))
        lines += ["Legemiddelopplysninger" if name != "Legemiddelopplysninger" else "Legemidler"]
        lines += s.table(["Legemiddel", "Dosering", "Start"],
                         [[f"{d[0]} {d[1]}", d[2], s.day(created.date() - timedelta(days=rng.randint(10, 900)))]
                          for d in drugs])
        if name == "Legemiddelopplysninger":
            lines += ["Legemiddellisten er avstemt mot Reseptformidleren. Multidose fra apotek."]
    if relative and w.maybe(0.7):
        lines += ["Pårørende"] + s.row([(kin_label(p, relative, rng), s.patient_name(relative)),
                                        ("Telefon", "912 34 567")])
    lines += s.row([("Ansvarlig", f"Sykepleier {rng.choice(NURSES)}"), ("Godkjent", s.stamp(created))])
    lines += footer(s, created, f"{name} v1.6", rng)
    department = sender_unit if sender is hosp and sender_unit != "Somatikk plo meldingsmottak" else None
    specialty = unit.specialty if doc_type == "epikrise" else None
    if doc_type == "epikrise" and sender is hosp:
        department = unit.name
    return Letter(doc_type, created.date(), sender, department, specialty, p, lines, fnr_shown=show_fnr)


# MARK: The corpus

KINDS = (["epikrise"] * 10 + ["henvisning"] * 9 + ["viderehenvisning"] * 5 + ["svarrapport"] * 14
         + ["rekvisisjon"] * 5 + ["resept"] * 8 + ["legemiddelliste"] * 6 + ["reseptoversikt"] * 4
         + ["dialogmelding"] * 10 + ["plo"] * 29)


def write_letter(w: Writer, kind: str, layout: str, plo_index: int) -> Letter:
    s = Style(w.rng, layout)
    if kind == "epikrise":
        return epikrise(w, s)
    if kind == "henvisning":
        return henvisning(w, s)
    if kind == "viderehenvisning":
        return henvisning(w, s, onward=True)
    if kind == "svarrapport":
        return svarrapport(w, s)
    if kind == "rekvisisjon":
        return rekvisisjon(w, s)
    if kind == "resept":
        return resept(w, s)
    if kind == "legemiddelliste":
        return legemiddelliste(w, s)
    if kind == "reseptoversikt":
        return reseptoversikt(w, s)
    if kind == "dialogmelding":
        return dialogmelding(w, s)
    return plo(w, s, *PLO_KINDS[plo_index % len(PLO_KINDS)])


def generate(directory: str, seed: int, prefix: str, held_out: bool, kinds: list[str]) -> None:
    rng = random.Random(seed)
    family = make_family(random.Random(20240615))
    w = Writer(rng, family, held_out)
    layouts = ["lines", "colon", "columns"]
    os.makedirs(directory, exist_ok=True)
    plo_index = seed
    with open(os.path.join(directory, "texts.jsonl"), "w", encoding="utf-8") as out:
        for i, kind in enumerate(kinds):
            letter = write_letter(w, kind, layouts[i % 3], plo_index)
            if kind == "plo":
                plo_index += 1
            out.write(json.dumps(letter.truth(f"{prefix}{i:03d}"), ensure_ascii=False) + "\n")
    profiles = [{"name": p.name, "relationship": p.relationship, "born": p.born.isoformat(),
                 **({"personnummer": p.fnr} if p.in_profile_fnr else {})} for p in family]
    with open(os.path.join(directory, "family.json"), "w", encoding="utf-8") as out:
        json.dump(profiles, out, ensure_ascii=False, indent=1)
        out.write("\n")


def main() -> None:
    tuning = list(KINDS)
    random.Random(7).shuffle(tuning)
    generate(HERE, seed=1, prefix="eh", held_out=False, kinds=tuning)
    held_out = KINDS[::2]
    random.Random(8).shuffle(held_out)
    generate(HELD_OUT_DIR, seed=2, prefix="ho", held_out=True, kinds=held_out)


if __name__ == "__main__":
    main()
