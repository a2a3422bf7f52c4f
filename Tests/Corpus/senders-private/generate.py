#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Writes texts.jsonl next to this file: 70 Norwegian letters (45 from
private clinics, GP offices, labs, radiology chains and rehabilitation
centres; 25 from kommuner) with their truth.

Standard library only.  Deterministic: every random draw comes from a
random.Random seeded with the letter's id, so running the script again
reproduces texts.jsonl byte for byte.

The letters imitate what `pdftotext -layout` (or clean OCR) gives back for a
printed letter: columns padded with spaces, headers side by side, footers,
page marks.  Every skeleton below is written by hand; the content (clinical
text, decisions, lab rows) is written per letter, and names, dates and
wordings are drawn.
"""

import datetime as dt
import json
import os
import random
import textwrap

HERE = os.path.dirname(os.path.abspath(__file__))

# ---------------------------------------------------------------------------
# dates and layout helpers
# ---------------------------------------------------------------------------

MONTHS = ["januar", "februar", "mars", "april", "mai", "juni", "juli",
          "august", "september", "oktober", "november", "desember"]
WEEKDAYS = {
    "nb": ["mandag", "tirsdag", "onsdag", "torsdag", "fredag", "lørdag", "søndag"],
    "nn": ["måndag", "tysdag", "onsdag", "torsdag", "fredag", "laurdag", "sundag"],
}


def fd(d, style="num", lang="nb"):
    """Format a date the way Norwegian letters print it."""
    if isinstance(d, dt.datetime):
        d = d.date()
    wd = WEEKDAYS[lang][d.weekday()]
    mon = MONTHS[d.month - 1]
    if style == "num":
        return "%02d.%02d.%04d" % (d.day, d.month, d.year)
    if style == "short":
        return "%02d.%02d.%02d" % (d.day, d.month, d.year % 100)
    if style == "nopad":
        return "%d.%d.%d" % (d.day, d.month, d.year)
    if style == "long":
        return "%d. %s %d" % (d.day, mon, d.year)
    if style == "daymon":
        return "%d. %s" % (d.day, mon)
    if style == "monyear":
        return "%s %d" % (mon, d.year)
    if style == "wdlong":
        return "%s %d. %s %d" % (wd, d.day, mon, d.year)
    if style == "Wdlong":
        return ("%s %d. %s %d" % (wd, d.day, mon, d.year)).capitalize()
    if style == "wdnum":
        return "%s %s" % (wd, fd(d, "num"))
    if style == "Wdnum":
        return ("%s %s" % (wd, fd(d, "num"))).capitalize()
    if style == "wdday":
        return "%s %d. %s" % (wd, d.day, mon)
    if style == "iso":
        return d.isoformat()
    raise ValueError(style)


def ft(t, style="dot"):
    """Format a time: 10.30 or 10:30."""
    if style == "dot":
        return "%02d.%02d" % (t.hour, t.minute)
    return "%02d:%02d" % (t.hour, t.minute)


def wrap(text, width=76, indent="", first=None):
    # keep "§ 7-2", "99 %" and "kr 205" on one line, as a typesetter would
    text = text.replace("§ ", "§\x00").replace(" %", "\x00%").replace("kr ", "kr\x00")
    out = textwrap.fill(text, width=width,
                        initial_indent=indent if first is None else first,
                        subsequent_indent=indent,
                        break_long_words=False, break_on_hyphens=False)
    return out.replace("\x00", " ")


def lr(left, right, width=78):
    gap = max(3, width - len(left) - len(right))
    return left + " " * gap + right


def row(cells, widths):
    out = ""
    for i, cell in enumerate(cells):
        if i < len(widths) and i < len(cells) - 1:
            w = widths[i]
            out += cell.ljust(w) if len(cell) < w else cell + "  "
        else:
            out += cell
    return out.rstrip()


def side(left, right, col=46):
    out = []
    for i in range(max(len(left), len(right))):
        a = left[i] if i < len(left) else ""
        b = right[i] if i < len(right) else ""
        out.append((a.ljust(col) + b).rstrip() if b else a)
    return out


def weekday_back(d):
    while d.weekday() > 4:
        d -= dt.timedelta(days=1)
    return d


def weekday_fwd(d):
    while d.weekday() > 4:
        d += dt.timedelta(days=1)
    return d


def D(s):
    return dt.date.fromisoformat(s)


# ---------------------------------------------------------------------------
# people
# ---------------------------------------------------------------------------

with open(os.path.join(HERE, "family.json"), encoding="utf-8") as fh:
    FAMILY = json.load(fh)
PEOPLE = {}
for _m in FAMILY:
    _m = dict(_m)
    _m["born_d"] = D(_m["born"])
    _m["first"], _m["last"] = _m["name"].split(" ", 1)
    PEOPLE[_m["name"]] = _m

HOME = {
    "Kari Nordvik": ("Tåsenveien 41 B", "0873 OSLO"),
    "Per Nordvik": ("Tåsenveien 41 B", "0873 OSLO"),
    "Sofie Aas": ("Tåsenveien 41 B", "0873 OSLO"),
    "Jonas Nordvik": ("Tåsenveien 41 B", "0873 OSLO"),
    "Emma Nordvik": ("Tåsenveien 41 B", "0873 OSLO"),
    "Ingrid Solheim": ("Kyrkjevegen 12", "5700 VOSS"),
    "Arne Solheim": ("Kyrkjevegen 12", "5700 VOSS"),
}

FIRST_F = ["Hanne", "Marit", "Ingvild", "Solveig", "Tone", "Ragnhild", "Silje",
           "Guro", "Camilla", "Astrid", "Liv", "Ane", "Hilde", "Therese", "Mari",
           "Eli", "Gunn", "Kristin", "Ida", "Siri", "Line", "Oda", "Vilde",
           "Torunn", "Synnøve", "Brita", "Marte", "Randi", "Åse", "Helene"]
FIRST_M = ["Anders", "Håkon", "Eirik", "Sindre", "Trond", "Bjørn", "Lars",
           "Magnus", "Øyvind", "Kjetil", "Tor", "Jon", "Rune", "Espen", "Geir",
           "Stian", "Audun", "Olav", "Vegard", "Aslak", "Torstein", "Halvor",
           "Sverre", "Nils", "Petter", "Ivar", "Leif", "Frode"]
LAST = ["Bakken", "Strand", "Haugland", "Myklebust", "Lie", "Sæther", "Vik",
        "Tangen", "Rønning", "Eide", "Hovland", "Aasen", "Fossum", "Kvam",
        "Lunde", "Holm", "Berge", "Rustad", "Helland", "Midtbø", "Grøtting",
        "Ulvestad", "Skarstein", "Thorsen", "Kolstad", "Nesheim", "Rød",
        "Bjerke", "Haugen", "Nyhus", "Tveit", "Løvlie", "Sandvik", "Engebretsen",
        "Flatebø", "Hjelmeland", "Aune", "Sørli", "Bø", "Vassbotn", "Grimstad",
        "Øverland", "Kleppe", "Teigen", "Mæland", "Rekdal", "Sunde"]

# ---------------------------------------------------------------------------
# senders
# ---------------------------------------------------------------------------

PHONE_PREFIX = {"Oslo": "2", "Bergen": "55", "Tromsø": "77", "Stavanger": "51",
                "Drammen": "32", "Sogn": "57", "Sunnmøre": "70", "Voss": "56",
                "Innlandet": "61", "Trondheim": "73", "Agder": "38",
                "Haugesund": "52", "Stord": "53", "Akershus": "6",
                "Ringerike": "32", "Rogaland": "51", "Fjordane": "57",
                "Hardanger": "53"}


def make_orgnr(key):
    r = random.Random("orgnr:" + key)
    while True:
        digits = [r.choice([8, 9])] + [r.randint(0, 9) for _ in range(7)]
        s = sum(a * b for a, b in zip(digits, [3, 2, 7, 6, 5, 4, 3, 2]))
        k = 11 - s % 11
        if k == 11:
            k = 0
        if k == 10:
            continue
        return "".join(map(str, digits + [k]))


def org_fmt(o):
    return "%s %s %s" % (o[:3], o[3:6], o[6:])


def make_phone(key, region):
    r = random.Random("phone:" + key)
    p = PHONE_PREFIX[region]
    digits = p + "".join(str(r.randint(0, 9)) for _ in range(8 - len(p)))
    return "%s %s %s %s" % (digits[:2], digits[2:4], digits[4:6], digits[6:])


SENDERS = {}


def sender(key, name, aliases, street, post, city, region, **kw):
    s = dict(key=key, name=name, aliases=list(aliases), street=street,
             post=post, city=city, region=region)
    s["phone"] = make_phone(key, region)
    s["org"] = make_orgnr(key)
    s.update(kw)
    SENDERS[key] = s


# private clinics, chains, practices, labs, radiology, GP offices
sender("aleris_frogner", "Aleris Frogner", ["Aleris Helse AS", "Aleris"],
       "Frognerveien 54", "0266 Oslo", "Oslo", "Oslo",
       brand="Aleris", legal="Aleris Helse AS", web="www.aleris.no")
sender("volvat_bergen", "Volvat Bergen", ["Volvat Medisinske Senter AS", "Volvat"],
       "Vestre Strømkaien 7", "5008 Bergen", "Bergen", "Bergen",
       brand="Volvat", legal="Volvat Medisinske Senter AS", web="www.volvat.no")
sender("volvat_majorstuen", "Volvat Majorstuen", ["Volvat Medisinske Senter AS", "Volvat"],
       "Borgenveien 2 A", "0370 Oslo", "Oslo", "Oslo",
       brand="Volvat", legal="Volvat Medisinske Senter AS", web="www.volvat.no")
sender("hudlegene", "Hudlegene på Majorstuen", ["Hudlegene på Majorstuen AS"],
       "Kirkeveien 64 B", "0364 Oslo", "Oslo", "Oslo",
       legal="Hudlegene på Majorstuen AS")
sender("oyelege_brekke", "Øyelege Helga Brekke AS", ["Øyelege Helga Brekke"],
       "Bogstadveien 27", "0355 Oslo", "Oslo", "Oslo",
       legal="Øyelege Helga Brekke AS", doctor="Helga Brekke")
sender("bjorkly", "Stiftelsen Bjørkly rehabiliteringssenter",
       ["Bjørkly rehabiliteringssenter", "Stiftelsen Bjørkly"],
       "Bjørklyvegen 10", "2836 Biri", "Biri", "Innlandet")
sender("glittre", "LHL-klinikkene Glittre", ["LHL-klinikkene", "Glittre"],
       "Postboks 104", "1485 Hakadal", "Hakadal", "Akershus",
       brand="LHL-klinikkene", site_line="Glittre", web="www.lhl.no")
sender("nordfjord_hss", "Nordfjord Helsesportssenter",
       ["Stiftelsen Nordfjord Helsesportssenter"],
       "Sjøvegen 40", "6770 Nordfjordeid", "Nordfjordeid", "Fjordane")
sender("torshov", "Torshov legesenter", ["Torshov Legesenter AS"],
       "Vogts gate 48", "0474 Oslo", "Oslo", "Oslo")
sender("psykolog_odegard", "Psykologpraksis Ødegård & Lie",
       ["Ødegård & Lie Psykologtjenester AS"],
       "Thereses gate 14", "0358 Oslo", "Oslo", "Oslo",
       legal="Ødegård & Lie Psykologtjenester AS")
sender("nordas_dps", "Nordås DPS",
       ["Nordås distriktspsykiatriske senter", "Stiftelsen Nordås"],
       "Postboks 213 Nesttun", "5852 Bergen", "Bergen", "Bergen",
       legal="Stiftelsen Nordås")
sender("granly", "Granly behandlingskollektiv", ["Stiftelsen Granly", "Granly"],
       "Granlyveien 3", "3530 Røyse", "Røyse", "Ringerike",
       legal="Stiftelsen Granly")
sender("sogndal_fysio", "Sogndal Fysioterapi og Trening",
       ["Sogndal Fysioterapi og Trening AS"],
       "Gravensteinsgata 4", "6856 Sogndal", "Sogndal", "Sogn")
sender("kardio_lysaker", "Hjertelegene Lysaker", ["Hjertelegene Lysaker AS"],
       "Lysaker torg 5", "1366 Lysaker", "Lysaker", "Akershus",
       legal="Hjertelegene Lysaker AS")
sender("bryggen_indremed", "Bryggen Indremedisinske Senter",
       ["Bryggen Indremedisinske Senter AS"],
       "Bryggen 19", "5003 Bergen", "Bergen", "Bergen")
sender("barnelege_alesund", "Barnelegesenteret Ålesund",
       ["Barnelegesenteret Ålesund AS"],
       "Keiser Wilhelms gate 22", "6003 Ålesund", "Ålesund", "Sunnmøre")
sender("furst", "Fürst Medisinsk Laboratorium",
       ["Fürst Medisinsk Laboratorium AS", "Fürst"],
       "Postboks 158 Alnabru", "0614 Oslo", "Oslo", "Oslo",
       legal="Fürst Medisinsk Laboratorium AS")
sender("polarlab", "Polarlab Medisinsk Laboratorium",
       ["Polarlab Medisinsk Laboratorium AS", "Polarlab"],
       "Postboks 1234", "9262 Tromsø", "Tromsø", "Tromsø",
       legal="Polarlab Medisinsk Laboratorium AS")
sender("labora_vest", "Labora Vest Medisinsk Laboratorium", ["Labora Vest AS"],
       "Kanalveien 52", "5068 Bergen", "Bergen", "Bergen", legal="Labora Vest AS")
sender("holmboe_lab", "Dr. Holmboes Laboratorium", ["Dr. Holmboes Laboratorium AS"],
       "Hoffsveien 21", "0275 Oslo", "Oslo", "Oslo",
       legal="Dr. Holmboes Laboratorium AS")
sender("unilabs_sandvika", "Unilabs Røntgen Sandvika", ["Unilabs Norge AS", "Unilabs"],
       "Sandviksveien 12", "1337 Sandvika", "Sandvika", "Akershus",
       brand="Unilabs", legal="Unilabs Norge AS", web="www.unilabs.no")
sender("curato_tromso", "Curato Røntgen Tromsø", ["Curato Røntgen AS", "Curato"],
       "Storgata 100", "9008 Tromsø", "Tromsø", "Tromsø",
       brand="Curato", legal="Curato Røntgen AS", web="www.curato.no")
sender("curato_lillestrom", "Curato Røntgen Lillestrøm", ["Curato Røntgen AS", "Curato"],
       "Storgata 22", "2000 Lillestrøm", "Lillestrøm", "Akershus",
       brand="Curato", legal="Curato Røntgen AS", web="www.curato.no")
sender("aleris_rtg_stavanger", "Aleris Røntgen Stavanger", ["Aleris Helse AS", "Aleris"],
       "Løkkeveien 99", "4008 Stavanger", "Stavanger", "Stavanger",
       brand="Aleris", legal="Aleris Helse AS", web="www.aleris.no")
sender("rtg_drammen", "Røntgeninstituttet Drammen", ["Røntgeninstituttet Drammen AS"],
       "Bragernes torg 6", "3017 Drammen", "Drammen", "Drammen",
       legal="Røntgeninstituttet Drammen AS")
sender("vestlandsrontgen", "Vestlandsrøntgen Haugesund",
       ["Vestlandsrøntgen AS", "Vestlandsrøntgen"],
       "Smedasundet 97", "5528 Haugesund", "Haugesund", "Haugesund",
       brand="Vestlandsrøntgen", legal="Vestlandsrøntgen AS")
sender("oyelegane_forde", "Øyelegane i Førde", ["Øyelegane i Førde AS"],
       "Hafstadvegen 20", "6800 Førde", "Førde", "Fjordane",
       legal="Øyelegane i Førde AS")
sender("kysthaug", "Kysthaug rehabiliteringssenter",
       ["Stiftelsen Kysthaug rehabiliteringssenter", "Stiftelsen Kysthaug"],
       "Kysthaugvegen 2", "5443 Bømlo", "Bømlo", "Stord",
       legal="Stiftelsen Kysthaug")
sender("wiborg", "Dr. Wiborgs Øre-Nese-Hals Klinikk",
       ["Dr. Wiborgs ØNH-klinikk", "Dr. Wiborgs Øre-Nese-Hals Klinikk AS"],
       "Sørkedalsveien 10", "0369 Oslo", "Oslo", "Oslo",
       legal="Dr. Wiborgs Øre-Nese-Hals Klinikk AS")
sender("psykologane_voss", "Psykologane på Voss", ["Psykologane på Voss AS"],
       "Uttrågata 19", "5700 Voss", "Voss", "Voss")
sender("ortopedi_skoyen", "Ortopediklinikken Skøyen", ["Ortopediklinikken Skøyen AS"],
       "Karenslyst allé 9", "0278 Oslo", "Oslo", "Oslo",
       legal="Ortopediklinikken Skøyen AS")
sender("midtbyen_revma", "Midtbyen Revmatologi", ["Midtbyen Revmatologi AS"],
       "Kongens gate 30", "7011 Trondheim", "Trondheim", "Trondheim")
sender("psykiater_moe", "Psykiater Eirik Moe AS", ["Psykiater Eirik Moe"],
       "Professor Dahls gate 30", "0260 Oslo", "Oslo", "Oslo",
       doctor="Eirik Moe")
sender("sunnhordland_barnelege", "Sunnhordland barnelegesenter",
       ["Sunnhordland barnelegesenter AS"],
       "Borggata 5", "5411 Stord", "Stord", "Stord")
sender("legene_nedre_eiker", "Legene på Nedre Eiker", ["Legene på Nedre Eiker DA"],
       "Storgata 18", "3050 Mjøndalen", "Mjøndalen", "Drammen")
sender("kjelsas", "Kjelsås legesenter", ["Kjelsås Legesenter AS"],
       "Kjelsåsveien 139", "0491 Oslo", "Oslo", "Oslo")
sender("lindeberg", "Lindeberg legesenter", ["Lindeberg Legesenter AS"],
       "Lindebergveien 8", "1069 Oslo", "Oslo", "Oslo")
sender("vangen", "Vangen legesenter", ["Vangen legesenter AS"],
       "Strandavegen 15", "5700 Voss", "Voss", "Voss")
sender("gand", "Gand legesenter", ["Gand Legesenter DA"],
       "Langgata 40", "4306 Sandnes", "Sandnes", "Rogaland")
sender("hafstad", "Hafstad legesenter", ["Hafstad legesenter AS"],
       "Fjellvegen 3", "6800 Førde", "Førde", "Fjordane")
sender("stenersen", "Dr. Stenersens legekontor", ["Dr. Stenersens legekontor AS"],
       "Bygdøy allé 15", "0262 Oslo", "Oslo", "Oslo")
sender("leirvik", "Leirvik legesenter", ["Leirvik legesenter AS"],
       "Hamnegata 12", "5411 Stord", "Stord", "Stord")

# kommuner: unit is what is printed under the name; sf = Statsforvalteren
sender("baerum", "Bærum kommune", ["Bærum kommune, Tildelingskontoret"],
       "Postboks 700", "1304 Sandvika", "Sandvika", "Akershus",
       unit="Tildelingskontoret", sf="Statsforvalteren i Oslo og Viken",
       web="www.baerum.kommune.no")
sender("asker", "Asker kommune", ["Asker kommune, Tildelingsenheten"],
       "Postboks 353", "1372 Asker", "Asker", "Akershus",
       unit="Tildelingsenheten for helse- og omsorgstjenester",
       sf="Statsforvalteren i Oslo og Viken", web="www.asker.kommune.no")
sender("lillestrom", "Lillestrøm kommune", ["Lillestrøm kommune, Tjenestekontoret"],
       "Postboks 313", "2001 Lillestrøm", "Lillestrøm", "Akershus",
       unit="Tjenestekontoret", sf="Statsforvalteren i Oslo og Viken")
sender("drammen", "Drammen kommune", ["Drammen kommune, Tildelingskontoret"],
       "Postboks 7500", "3008 Drammen", "Drammen", "Drammen",
       unit="Tildelingskontoret helse og omsorg", sf="Statsforvalteren i Oslo og Viken")
sender("tromso", "Tromsø kommune", ["Tromsø kommune, Tildelingstjenesten"],
       "Postboks 6900", "9299 Tromsø", "Tromsø", "Tromsø",
       unit="Tildelingstjenesten", sf="Statsforvalteren i Troms og Finnmark")
sender("bergen", "Bergen kommune", ["Bergen kommune, Etat for tjenestetildeling"],
       "Postboks 7700", "5020 Bergen", "Bergen", "Bergen",
       unit="Etat for tjenestetildeling, Bergenhus og Årstad",
       sf="Statsforvalteren i Vestland")
sender("nordre_follo", "Nordre Follo kommune", ["Nordre Follo kommune, Bølerud skole"],
       "Postboks 10", "1401 Ski", "Ski", "Akershus",
       unit="Bølerud skole – SFO", sf="Statsforvalteren i Oslo og Viken")
sender("sandnes", "Sandnes kommune", ["Sandnes kommune, Barnehageseksjonen"],
       "Postboks 583", "4302 Sandnes", "Sandnes", "Rogaland",
       unit="Barnehageseksjonen", sf="Statsforvalteren i Rogaland")
sender("oslo", "Oslo kommune", ["Bydel Nordre Aker", "Oslo kommune, Bydel Nordre Aker"],
       "Postboks 4130 Nydalen", "0401 Oslo", "Oslo", "Oslo",
       unit="Bydel Nordre Aker", sf="Statsforvalteren i Oslo og Viken")
sender("lier", "Lier kommune", ["Lier kommune, Helsestasjon og skolehelsetjeneste"],
       "Postboks 205", "3401 Lier", "Lier", "Drammen",
       unit="Helsestasjon og skolehelsetjeneste", sf="Statsforvalteren i Oslo og Viken")
sender("ringsaker", "Ringsaker kommune", ["Ringsaker kommune, Fysio- og ergoterapitjenesten"],
       "Postboks 13", "2381 Brumunddal", "Brumunddal", "Innlandet",
       unit="Fysio- og ergoterapitjenesten", sf="Statsforvalteren i Innlandet")
sender("trondheim", "Trondheim kommune", ["Trondheim kommune, Helse og velferd"],
       "Postboks 2300 Torgarden", "7004 Trondheim", "Trondheim", "Trondheim",
       unit="Helse og velferd – Egenandelskontoret", sf="Statsforvalteren i Trøndelag")
sender("kristiansand", "Kristiansand kommune", ["Kristiansand kommune, Helse og mestring"],
       "Postboks 417 Lund", "4604 Kristiansand", "Kristiansand", "Agder",
       unit="Helse og mestring – Fakturering", sf="Statsforvalteren i Agder")
sender("voss", "Voss herad", ["Voss kommune", "Voss herad, Tenestekontoret"],
       "Postboks 145", "5701 Voss", "Voss", "Voss",
       unit="Tenestekontoret", sf="Statsforvaltaren i Vestland")
sender("sunnfjord", "Sunnfjord kommune", ["Sunnfjord kommune, Tildelingskontoret"],
       "Postboks 338", "6802 Førde", "Førde", "Fjordane",
       unit="Tildelingskontoret", sf="Statsforvaltaren i Vestland")
sender("kvinnherad", "Kvinnherad kommune", ["Kvinnherad kommune, Tenestekontoret"],
       "Rådhusvegen 10", "5470 Rosendal", "Rosendal", "Hardanger",
       unit="Tenestekontoret", sf="Statsforvaltaren i Vestland")
sender("orsta", "Ørsta kommune", ["Ørsta kommune, Tildelingseininga"],
       "Postboks 38", "6151 Ørsta", "Ørsta", "Sunnmøre",
       unit="Tildelingseininga", sf="Statsforvaltaren i Møre og Romsdal")
sender("volda", "Volda kommune", ["Volda kommune, Tenestekontoret"],
       "Stormyra 2", "6100 Volda", "Volda", "Sunnmøre",
       unit="Tenestekontoret", sf="Statsforvaltaren i Møre og Romsdal")
sender("sogndal", "Sogndal kommune", ["Sogndal kommune, Oppvekst"],
       "Postboks 153", "6851 Sogndal", "Sogndal", "Sogn",
       unit="Oppvekst – barnehage", sf="Statsforvaltaren i Vestland")
sender("ulstein", "Ulstein kommune", ["Ulstein kommune, Helsestasjonen"],
       "Postboks 143", "6067 Ulsteinvik", "Ulsteinvik", "Sunnmøre",
       unit="Helsestasjonen", sf="Statsforvaltaren i Møre og Romsdal")
sender("stryn", "Stryn kommune", ["Stryn kommune, Helsestasjon og skulehelseteneste"],
       "Tonningsgata 4", "6783 Stryn", "Stryn", "Fjordane",
       unit="Helsestasjon og skulehelseteneste", sf="Statsforvaltaren i Vestland")
sender("ullensvang", "Ullensvang herad", ["Ullensvang kommune", "Ullensvang herad, Fysio- og ergoterapitenesta"],
       "Opheimsgata 31", "5750 Odda", "Odda", "Hardanger",
       unit="Fysio- og ergoterapitenesta", sf="Statsforvaltaren i Vestland")
sender("hareid", "Hareid kommune", ["Hareid kommune, Ergoterapitenesta"],
       "Rådhusplassen 5", "6060 Hareid", "Hareid", "Sunnmøre",
       unit="Ergoterapitenesta", sf="Statsforvaltaren i Møre og Romsdal")
sender("stord", "Stord kommune", ["Stord kommune, Fakturering helse og omsorg"],
       "Postboks 304", "5402 Stord", "Leirvik", "Stord",
       unit="Fakturering helse og omsorg", sf="Statsforvaltaren i Vestland")
sender("luster", "Luster kommune", ["Luster kommune, Helse og omsorg"],
       "Rådhusvegen 1", "6868 Gaupne", "Gaupne", "Sogn",
       unit="Helse og omsorg – økonomi", sf="Statsforvaltaren i Vestland")

# GP offices that appear as recipients, copies or referrers (traps)
GP_OFFICES = {
    "torshov": ("Torshov legesenter", "Vogts gate 48", "0474 Oslo"),
    "sagene": ("Sagene legekontor", "Maridalsveien 128", "0461 Oslo"),
    "nydalen": ("Nydalen legesenter", "Nydalsveien 30", "0484 Oslo"),
    "landas": ("Landås legesenter", "Nattlandsveien 1", "5093 Bergen"),
    "bekkestua": ("Bekkestua legesenter", "Gamle Ringeriksvei 40", "1357 Bekkestua"),
    "nedre_eiker": ("Legene på Nedre Eiker", "Storgata 18", "3050 Mjøndalen"),
    "kjelsas": ("Kjelsås legesenter", "Kjelsåsveien 139", "0491 Oslo"),
    "lindeberg": ("Lindeberg legesenter", "Lindebergveien 8", "1069 Oslo"),
    "vangen": ("Vangen legesenter", "Strandavegen 15", "5700 Voss"),
    "gand": ("Gand legesenter", "Langgata 40", "4306 Sandnes"),
    "tromsdalen": ("Tromsdalen legesenter", "Kirkegårdsveien 2", "9020 Tromsdalen"),
    "nesttun": ("Nesttun legesenter", "Østre Nesttunvegen 4", "5221 Nesttun"),
}


# ---------------------------------------------------------------------------
# a letter being written
# ---------------------------------------------------------------------------

TIMES = [(8, 0), (8, 15), (8, 30), (8, 45), (9, 0), (9, 20), (9, 30), (9, 45),
         (10, 0), (10, 15), (10, 30), (11, 0), (11, 15), (11, 40), (12, 0),
         (12, 30), (13, 0), (13, 15), (13, 30), (14, 0), (14, 10), (14, 30),
         (14, 45), (15, 0)]


class C(object):
    def __init__(self, idx, spec):
        self.id = "sv%03d" % idx
        self.spec = spec
        self.rng = random.Random("senders-private:" + self.id)
        self.lang = spec["lang"]
        self.S = SENDERS[spec["sender"]]
        self.P = PEOPLE[spec["person"]]
        self.kind = spec["kind"]
        self.width = self.rng.choice([74, 76, 78, 80, 82])
        lo, hi = spec.get("range", ("2023-02-01", "2025-05-30"))
        lo, hi = D(lo), D(hi)
        self.date = weekday_back(lo + dt.timedelta(days=self.rng.randint(0, (hi - lo).days)))
        if self.date < lo:
            self.date = weekday_fwd(lo)
        self.cons = self.before(self.date, 2, 14)
        self.appt = None
        if self.kind == "innkalling":
            lo_a, hi_a = spec.get("lead", (12, 55))
            ad = self.date + dt.timedelta(days=self.rng.randint(lo_a, hi_a))
            if (ad.month == 12 and ad.day >= 20) or (ad.month == 1 and ad.day <= 3):
                ad = dt.date(ad.year + (1 if ad.month == 12 else 0), 1, 6)
            ad = weekday_fwd(ad)
            h, m = self.rng.choice(spec.get("times", TIMES))
            self.appt = dt.datetime(ad.year, ad.month, ad.day, h, m)
        self.used = set(["Kari Nordvik", "Per Nordvik", "Ingrid Solheim", "Arne Solheim"])
        self.addr = spec.get("addr") or HOME[self.P["name"]]
        gp = spec.get("gp")
        if gp is None:
            gp = self.rng.choice(sorted(GP_OFFICES))
        self.gp_office = GP_OFFICES[gp]
        self.gp_name = self.name()
        if "doctor" in self.S:
            self.used.add(self.S["doctor"])

    # language
    def t(self, nb, nn):
        return nn if self.lang == "nn" else nb

    def pick(self, *opts):
        return self.rng.choice(opts)

    def d(self, date, style="num"):
        return fd(date, style, self.lang)

    def before(self, ref, lo, hi):
        return weekday_back(ref - dt.timedelta(days=self.rng.randint(lo, hi)))

    def after(self, ref, lo, hi):
        return weekday_fwd(ref + dt.timedelta(days=self.rng.randint(lo, hi)))

    def first_of_month_after(self, ref, months=1):
        y, m = ref.year, ref.month + months
        while m > 12:
            y, m = y + 1, m - 12
        return dt.date(y, m, 1)

    def name(self, sex=None):
        while True:
            s = sex or self.rng.choice("fm")
            n = self.rng.choice(FIRST_F if s == "f" else FIRST_M) + " " + self.rng.choice(LAST)
            if n not in self.used:
                self.used.add(n)
                return n

    def para(self, text, indent=""):
        return wrap(text, self.width - 2, indent)

    def lr(self, left, right):
        return lr(left, right, self.width)

    # person
    @property
    def has_fnr(self):
        return self.spec.get("fnr") is not None

    def fnr(self):
        f = self.P["personnummer"]
        if self.spec.get("fnr") == "s":
            return f[:6] + " " + f[6:]
        return f

    def born(self, style="num"):
        return fd(self.P["born_d"], style, self.lang)

    def pname(self, style="plain"):
        if style == "rev":
            return "%s, %s" % (self.P["last"], self.P["first"])
        if style == "REV":
            return ("%s, %s" % (self.P["last"], self.P["first"])).upper()
        return self.P["name"]

    def pid(self, fnr_label=None, born_label=None):
        """The identity bit after the name: fnr when the letter prints it,
        otherwise the birth date."""
        if self.has_fnr:
            return "%s %s" % (fnr_label or self.t("Fødselsnr.:", "Fødselsnr.:"), self.fnr())
        return "%s %s" % (born_label or self.t("Født:", "Fødd:"), self.born())

    def addr_lines(self, name=None, upper_post=True):
        street, post = self.addr
        if not upper_post:
            code, place = post.split(" ", 1)
            post = code + " " + place.title()
        return [name or self.P["name"], street, post]

    def hilsen(self):
        if self.lang == "nn":
            return self.pick("Med venleg helsing", "Venleg helsing", "Med helsing")
        return self.pick("Med vennlig hilsen", "Vennlig hilsen", "Med hilsen")

    def esign(self):
        return self.t(
            self.pick("Dokumentet er elektronisk godkjent og har derfor ingen signatur.",
                      "Brevet er godkjent elektronisk og har derfor ingen håndskreven signatur."),
            self.pick("Dokumentet er elektronisk godkjent og har difor inga underskrift.",
                      "Brevet er godkjent elektronisk og har difor ikkje handskriven underskrift."))

    def content(self):
        return self.spec["topic"](self)

    def age(self, at=None):
        at = at or self.date
        b = self.P["born_d"]
        return at.year - b.year - ((at.month, at.day) < (b.month, b.day))

    def money(self, n):
        s = "{:,}".format(n).replace(",", " ")
        return "kr " + s


# ---------------------------------------------------------------------------
# clinical content, one function per letter topic
# ---------------------------------------------------------------------------

def t_gyn_kari(c):
    us = c.before(c.cons, 20, 50)
    ctrl = c.after(c.date, 80, 100)
    return dict(
        title=c.pick("Notat fra konsultasjon", "Poliklinisk notat", "Konsultasjonsnotat"),
        doc=c.name("f"), dtitle="spesialist i fødselshjelp og kvinnesykdommer",
        sec=[
            ("Bakgrunn", "Henvist fra fastlege etter at det ved ultralyd hos fastlegen %s ble sett "
             "en cyste på venstre ovarium. G3P3, fødsler 2011, 2015 og 2020. Hormonspiral siden "
             "2021. Ingen kjente allergier. Ingen faste medisiner utover levotyroksin." % fd(us)),
            ("Aktuelt", "Lette, stikkende smerter i venstre fossa iliaca de siste to månedene, mest "
             "midt i syklus. Ingen feber, ingen blødningsforstyrrelser, ingen dysuri. Siste "
             "cervixprøve tatt 2022, normal."),
            ("Funn", "Vaginal ultralyd: Uterus anteflektert, normal størrelse. Endometrium 5 mm. "
             "Hormonspiral korrekt plassert. Venstre ovarium med enkel, tynnvegget cyste "
             "3,1 x 2,7 cm uten septa eller solide elementer. Høyre ovarium normalt. "
             "Ingen fri væske i fossa Douglasi."),
            ("Vurdering", "Funnet er forenlig med en funksjonell cyste som er i ferd med å gå "
             "tilbake. Ingen holdepunkter for malignitet. Pasienten er informert og beroliget."),
            ("Plan", "Ny vaginal ultralyd her om ca. tre måneder (%s). Kontakt lege ved økende "
             "smerter, feber eller plutselige sterke magesmerter." % fd(ctrl, "monyear")),
        ],
        diag=[("N83.2", "Annen og uspesifisert ovarialcyste")],
    )


def t_nevro_per(c):
    mr = c.before(c.cons, 10, 30)
    return dict(
        title=c.pick("Poliklinisk notat – nevrologi", "Notat etter konsultasjon", "Nevrologisk vurdering"),
        doc=c.name(), dtitle="spesialist i nevrologi",
        sec=[
            ("Problemstilling", "Attakkvis multippel sklerose, diagnostisert 2019. Årlig kontroll og "
             "vurdering av behandling."),
            ("Anamnese", "Bruker teriflunomid 14 mg daglig siden 2020 uten bivirkninger av betydning. "
             "Ingen nye attakker siste år. Noe økt tretthet utover ettermiddagen og lett "
             "nummenhet i venstre fot, uendret siden 2022. Går tur 3–4 km uten hvile. "
             "I full jobb som ingeniør."),
            ("Funn", "Våken, adekvat. Kranialnerver ua. Kraft 5/5 i alle ekstremiteter. Lett "
             "nedsatt vibrasjonssans venstre fot. Reflekser livlige og symmetriske, "
             "plantarrefleks fleksjon bilateralt. Romberg negativ. Tandemgang lett ustø. EDSS 2,0."),
            ("Supplerende", "MR caput og cervikalcolumna %s: Uendret lesjonsbelastning, ingen nye "
             "eller kontrastladende lesjoner sammenlignet med %d." % (fd(mr), mr.year - 1)),
            ("Vurdering", "Stabil sykdom uten klinisk eller radiologisk aktivitet. Fortsetter "
             "nåværende behandling."),
            ("Plan", "Blodprøver (hematologi, ALAT) hver tredje måned hos fastlege. Ny MR om ett år. "
             "Kontroll her om 12 måneder, innkalling kommer."),
        ],
        diag=[("G35", "Multippel sklerose")],
    )


def t_hud_sofie(c):
    return dict(
        title=c.pick("Poliklinisk notat", "Notat – hudlege"),
        doc=c.name(), dtitle="spesialist i hud- og veneriske sykdommer",
        sec=[
            ("Anamnese", "%d år gammel jente som kommer sammen med mor. Atopisk eksem fra "
             "spedbarnsalder, forverret siste vinter med kløe som forstyrrer søvnen. Bruker "
             "hydrokortisonkrem av og til og fuktighetskrem. Høysnue om våren. Ingen kjente "
             "matallergier." % c.age(c.cons)),
            ("Status", "Lichenifiserte, tørre eksemflater i albuebøyer og knehaser, samt på "
             "håndryggene. Enkelte ekskoriasjoner. Ingen tegn til sekundær infeksjon. "
             "Ansikt og hals fritt. SCORAD ca. 38."),
            ("Vurdering", "Moderat atopisk eksem, utilstrekkelig behandlet med svake steroider."),
            ("Tiltak", "Mometason krem 0,1 % én gang daglig på eksemflater i 2 uker, deretter "
             "to dager per uke som vedlikehold. Takrolimus salve 0,03 % i ansikt ved behov. "
             "Rikelig fet fuktighetskrem to ganger daglig. Skriftlig eksemplan gitt."),
            ("Videre", "Kontroll om 8 uker. Ved manglende effekt vurderes lysbehandling."),
        ],
        diag=[("L20.8", "Annen spesifisert atopisk dermatitt")],
    )


def t_oye_ingrid(c):
    return dict(
        title="Vedrørende grå stær",
        doc=c.S["doctor"], dtitle="spesialist i øyesykdommer",
        sec=[
            (None, "Takk for henvisningen av din pasient, som ble undersøkt her %s på grunn av "
             "gradvis tåkesyn og blending ved bilkjøring i mørket." % fd(c.cons)),
            (None, "Visus med egen korreksjon: høyre øye 0,4, venstre øye 0,6. Trykk 17/18 mmHg. "
             "Fremre segment: Kjerneskleroserende katarakt grad 2–3 høyre og grad 2 venstre. "
             "Fundus: Små drusen makulært bilateralt, ingen tegn til våt degenerasjon. "
             "OCT av makula viser normal foveakontur."),
            (None, "Vurdering: Aldersrelatert katarakt, mest uttalt på høyre øye, og det er "
             "indikasjon for operasjon. Pasienten ønsker dette. Hun settes opp til "
             "kataraktoperasjon på høyre øye, og innkalling sendes direkte til henne. "
             "Venstre øye vurderes ved kontroll etter operasjonen."),
            (None, "Hun bruker Marevan. INR bør ligge under 3,0 på operasjonsdagen, og "
             "behandlingen trenger ikke å stoppes."),
        ],
        diag=[("H25.1", "Senil kjernekatarakt")],
    )


def t_rehab_arne(c):
    out = c.before(c.date, 3, 9)
    inn = out - dt.timedelta(days=c.rng.choice([21, 24, 27, 28]))
    op = c.before(inn, 10, 20)
    c.stay = (inn, out)
    return dict(
        title="EPIKRISE",
        doc=c.name(), dtitle="spesialist i fysikalsk medisin og rehabilitering",
        ref="Sykehuset Innlandet Gjøvik, ortopedisk avdeling",
        sec=[
            ("Innleggelsesårsak", "Rehabilitering etter operert lårhalsbrudd høyre side "
             "(hemiprotese %s)." % fd(op)),
            ("Tidligere sykdommer", "KOLS, hypertensjon, atrieflimmer på antikoagulasjon, "
             "hyperkolesterolemi."),
            ("Forløp", "Ved innkomst gikk pasienten med rullator korte distanser innendørs og "
             "trengte hjelp til påkledning av underkropp. Han har deltatt i individuell "
             "fysioterapi daglig, gruppetrening i basseng og ergoterapi med vekt på "
             "dagliglivets aktiviteter. Han har vært motivert og i god fremgang. Ingen "
             "komplikasjoner under oppholdet."),
            ("Status ved utreise", "Går selvstendig med rullator innendørs og med to krykker "
             "utendørs ca. 300 meter. Trapp 14 trinn med gelender. Klarer personlig hygiene "
             "og påkledning selv med strømpepåtrekker. Bergs balanseskala 38 → 47."),
            ("Videre oppfølging", "Henvist til kommunal fysioterapi for videre gangtrening. "
             "Trygghetsalarm er søkt. Kontroll hos ortoped etter 3 måneder, innkalling kommer "
             "fra sykehuset."),
        ],
        diag=[("Z50.8", "Rehabilitering"), ("S72.0", "Brudd på lårhals"),
              ("J44.9", "Kronisk obstruktiv lungesykdom, uspesifisert")],
    )


def t_lungerehab_arne(c):
    out = c.before(c.date, 2, 8)
    inn = out - dt.timedelta(days=c.rng.choice([25, 26, 27]))
    c.stay = (inn, out)
    return dict(
        title=c.pick("Epikrise – lungerehabilitering", "EPIKRISE LUNGEREHABILITERING"),
        doc=c.name(), dtitle="spesialist i lungesykdommer",
        ref="Haukeland universitetssjukehus, Lungeavdelinga",
        sec=[
            ("Oppholdet", "Innlagt %s, utskrevet %s. Fire ukers lungerehabilitering i gruppe."
             % (fd(inn), fd(out))),
            ("Diagnose og bakgrunn", "KOLS GOLD 3 med hyppige forverringer, tidligere røyker "
             "(45 pakkeår, sluttet 2016). Atrieflimmer, hypertensjon."),
            ("Medikamenter ved utreise", "Tiotropium/olodaterol 2,5/2,5 mikrog 2 inh. x 1, "
             "salbutamol ved behov, apixaban 5 mg x 2, metoprolol 50 mg x 1, atorvastatin 20 mg x 1."),
            ("Forløp og resultater", "Deltok på utholdenhets- og styrketrening fem dager i uken, "
             "pusteteknikk, energiøkonomisering og undervisning i egenbehandling. "
             "6 minutters gangtest økte fra 310 til 395 meter, laveste metning 88 %. "
             "Spirometri: FEV1 1,12 l (41 % av forventet), FEV1/FVC 0,48. CAT-skår 24 → 17."),
            ("Anbefalinger", "Fortsette trening i LHL-gruppe eller hos fysioterapeut to ganger i "
             "uken. Skriftlig egenbehandlingsplan ved forverring er gitt. Oksygenbehandling "
             "ikke indisert i hvile."),
        ],
        diag=[("J44.1", "KOLS med akutt forverring, uspesifisert"), ("Z50.8", "Rehabilitering")],
    )


def t_rehab_per_nn(c):
    out = c.before(c.date, 2, 8)
    inn = out - dt.timedelta(days=c.rng.choice([18, 20, 21]))
    c.stay = (inn, out)
    return dict(
        title="EPIKRISE",
        doc=c.name(), dtitle="lege, spesialist i fysikalsk medisin og rehabilitering",
        ref="Volvat Bergen",
        sec=[
            ("Årsak til opphaldet", "Tre vekers rehabilitering ved multippel sklerose, med mål om "
             "betre uthald, balanse og meistring av fatigue i arbeidskvardagen."),
            ("Bakgrunn", "Attakkvis MS sidan 2019, behandla med teriflunomid. EDSS 2,0. "
             "Elles frisk. I full stilling som ingeniør."),
            ("Forløp", "Pasienten har følgt fast program med styrke- og balansetrening, "
             "bassengtrening, uthaldstrening på ergometersykkel og gruppeundervisning om "
             "energiøkonomisering. Han har vore motivert og deltok på alle aktivitetane. "
             "Ingen attakkmistanke under opphaldet."),
            ("Testresultat", "6 minutt gangtest: 520 → 585 meter. Mini-BESTest 22 → 25. "
             "Fatigue Severity Scale 5,1 → 4,3."),
            ("Vidare plan", "Held fram med heimetreningsprogram to–tre gonger i veka. "
             "Fysioterapi i kommunen er tilrådd. Kontroll hos nevrolog som planlagt."),
        ],
        diag=[("G35", "Multippel sklerose"), ("Z50.8", "Rehabilitering")],
    )


def t_gp_kari(c):
    last_tsh = c.before(c.date, 400, 700)
    return dict(
        title="Konsultasjon",
        doc=c.name(), dtitle="lege, spesialist i allmennmedisin",
        sec=[
            ("Årsak", "Slapp og trøtt."),
            ("Anamnese", "Kjent hypotyreose, bruker Levaxin 75 mikrog. Siste TSH %s var 2,1. "
             "Føler seg slapp de siste 6–8 ukene, fryser mer enn før og har gått opp 3 kg. "
             "Sover godt, ikke nedstemt. Regelmessig menstruasjon med normale blødninger. "
             "Travel periode på jobb." % fd(last_tsh)),
            ("Us", "Upåfallende allmenntilstand. BT 128/82, puls 64 regelmessig. Thyreoidea "
             "palperes ikke forstørret. Ingen lymfeknuter. Hjerte og lunger ua. Tørr hud på "
             "leggene."),
            ("Vurdering", "Mulig underbehandlet hypotyreose. DD jernmangel, B12-mangel."),
            ("Tiltak", "Tar blodprøver i dag: Hb, ferritin, B12, TSH, fritt T4, anti-TPO, CRP. "
             "Svar gis via Helsenorge. Justerer dose ved behov. Ny kontroll om 6 uker."),
        ],
        diag=[("T86", "Hypotyreose"), ("A04", "Slapphet/tretthet")],
    )


def t_psyk_sofie(c):
    end = c.before(c.date, 3, 12)
    start = end - dt.timedelta(days=c.rng.choice([140, 150, 161, 168]))
    c.period = (start, end, c.rng.choice([12, 13, 14]))
    return dict(
        title="SLUTTRAPPORT – PSYKOLOGISK BEHANDLING",
        doc=c.name("f"), dtitle="psykologspesialist",
        sec=[
            ("Henvisningsgrunn", "Sofie ble henvist fra fastlege på grunn av angst og unngåelse "
             "knyttet til skole og sosiale situasjoner, med økende skolefravær."),
            ("Behandling", "Kognitiv atferdsterapi med eksponering, samtaler med Sofie alene og "
             "tre foreldresamtaler. Samarbeid med kontaktlærer og helsesykepleier på skolen."),
            ("Forløp", "Sofie har vært stabilt til stede og jobbet godt mellom timene. Hun har "
             "gradvis tatt opp igjen full skolegang og deltar på håndballtrening. "
             "SCAS-skår er redusert fra 52 til 24."),
            ("Vurdering", "Sosial angstlidelse i bedring. Ingen tegn til depresjon eller "
             "selvskading."),
            ("Videre", "Behandlingen avsluttes etter avtale. Familien kan ta direkte kontakt "
             "ved tilbakefall innen ett år. Vi ber fastlege følge opp ved behov."),
        ],
        diag=[("F40.1", "Sosial angstlidelse")],
    )


def t_dps_kari_nn(c):
    end = c.before(c.date, 3, 10)
    start = end - dt.timedelta(days=c.rng.choice([170, 190, 210]))
    c.period = (start, end, None)
    return dict(
        title="Epikrise – poliklinisk behandling",
        doc=c.name(), dtitle="overlege, spesialist i psykiatri",
        sec=[
            ("Behandlingsperiode", "%s – %s, allmennpoliklinikken." % (fd(start), fd(end))),
            ("Tilvisingsgrunn", "Tilvist frå fastlege grunna nedstemtheit, søvnvanskar og "
             "redusert funksjon i jobb gjennom fleire månader."),
            ("Forløp", "Pasienten har fått samtalebehandling med kognitiv tilnærming, til saman "
             "16 samtalar. Sertralin vart starta av fastlege og trappa opp til 100 mg. "
             "Ho har gradvis fått betre søvn og meir energi, og er tilbake i full stilling. "
             "MADRS 27 ved oppstart, 9 ved avslutning."),
            ("Vurdering", "Moderat depressiv episode, no i remisjon. Ingen suicidalitet."),
            ("Vidare oppfølging", "Tilrådd å halde fram med sertralin 100 mg i minst seks "
             "månader etter remisjon, deretter gradvis nedtrapping i samråd med fastlege. "
             "Avslutta her. Ny tilvising ved tilbakefall."),
        ],
        diag=[("F32.1", "Moderat depressiv episode")],
    )


def t_fysio_ingrid_nn(c):
    start = c.before(c.cons, 60, 80)
    return dict(
        title="Rapport frå fysioterapeut",
        doc=c.name(), dtitle="fysioterapeut, MNFF",
        sec=[
            (None, "Ingrid Solheim har gått til behandling her sidan %s etter tilvising frå deg, "
             "grunna smerter i høgre kne ved gonartrose. Ho har til no fått 12 behandlingar." % fd(start)),
            (None, "Behandlinga har vore styrke- og funksjonstrening etter GLA:D-opplegget, "
             "rettleiing i aktivitetsjustering og eit heimeprogram. Ho trenar i tillegg "
             "i basseng ein gong i veka."),
            (None, "Status ved siste time %s: Smerte ved gange 4/10 (før 7/10). 30 sekund "
             "reis deg-test 9 → 12 repetisjonar. Ho går no tur på 40 minutt utan kvile, "
             "men har framleis smerter i trapp ned." % fd(c.cons)),
            (None, "Vurdering: God effekt av trening. Vi avsluttar fast behandling og held kontakt "
             "med kontrolltime om tre månader. Dersom smertene aukar igjen, kan ho vurderast "
             "for tilvising til ortoped."),
        ],
        diag=[],
    )


def t_kardio_arne(c):
    return dict(
        title=c.pick("Kardiologisk vurdering", "Poliklinisk notat"),
        doc=c.name(), dtitle="spesialist i indremedisin og hjertesykdommer",
        sec=[
            ("Problemstilling", "Brystsmerter ved anstrengelse."),
            ("Anamnese", "%d år gammel mann med KOLS, hypertensjon og paroksysmal atrieflimmer. "
             "Siste 2 måneder trykkende smerte midt i brystet når han går i motbakke, "
             "forsvinner etter få minutters hvile. Ingen hvilesmerter. Bruker apixaban, "
             "metoprolol og atorvastatin." % c.age(c.cons)),
            ("Funn", "BT 146/84, puls 68 regelmessig. Ingen bilyder. Lungene med forlenget "
             "ekspirium. Ingen ødemer. EKG: Sinusrytme 66/min, ingen ST-forandringer. "
             "Ekkokardiografi: Normal venstre ventrikkel med EF ca. 55 %, lett "
             "aortasklerose uten stenose."),
            ("Belastnings-EKG", "Avbrutt ved 75 W pga. dyspné og trykk i brystet. 1 mm "
             "horisontal ST-senkning i V4–V6 som normaliseres i hvile."),
            ("Vurdering", "Sannsynlig stabil angina pectoris."),
            ("Plan", "Startet isosorbidmononitrat 30 mg x 1 og nitroglyserin sublingualt ved "
             "behov. Henviser til CT koronar angiografi. Ny kontroll her etter "
             "undersøkelsen."),
        ],
        diag=[("I20.8", "Andre spesifiserte former for angina pectoris")],
    )


def t_endo_kari(c):
    lab = c.before(c.cons, 5, 20)
    return dict(
        title=c.pick("Poliklinisk notat", "Notat – endokrinologisk poliklinikk"),
        doc=c.name(), dtitle="spesialist i indremedisin og endokrinologi",
        sec=[
            ("Problemstilling", "Hypotyreose, vurdering av dose og etiologi."),
            ("Anamnese", "Hypotyreose diagnostisert 2017, behandlet med levotyroksin. Siste "
             "måneder slapphet og vektøkning. Blodprøver %s: TSH 6,8 mIU/L, fritt T4 "
             "11 pmol/L, anti-TPO 410 kU/L. Ferritin 18 mikrog/L." % fd(lab)),
            ("Funn", "Vekt 71 kg, høyde 168 cm. BT 124/80. Thyreoidea lett forstørret, fast, "
             "uten knuter. Ultralyd thyreoidea viser diffust heterogent ekkomønster."),
            ("Vurdering", "Hashimotos tyreoiditt med utilstrekkelig substitusjon. Lav ferritin "
             "kan redusere opptaket av levotyroksin."),
            ("Tiltak", "Øker Levaxin fra 75 til 100 mikrog daglig, tas fastende om morgenen "
             "minst 30 min før frokost og 4 timer før jerntilskudd. Starter jerntilskudd. "
             "Ny TSH og fritt T4 hos fastlege om 6–8 uker."),
        ],
        diag=[("E06.3", "Autoimmun tyreoiditt")],
    )


def t_barn_emma_nn(c):
    a = c.age(c.date)
    kg, cm = {2: ("13,4", "91"), 3: ("15,6", "99"), 4: ("17,2", "105")}.get(a, ("18,0", "108"))
    return dict(
        title="Konsultasjon",
        doc=c.name(), dtitle="spesialist i barnesjukdomar",
        sec=[
            ("Årsak", "Gjentekne episodar med pipande pust."),
            ("Anamnese", "%d år gamal jente, kjem med mor. Fire episodar sidan hausten med "
             "hoste og pipande pust i samband med forkjøling, siste for tre veker sidan. "
             "Brukte salbutamol via inhalasjonskammer med god effekt. Ingen "
             "nattlege symptom mellom episodane. Atopi i familien (storesøster har eksem)."
             % c.age(c.date)),
            ("Us", "Fin allmenntilstand. Vekt %s kg, høgd %s cm. Øyre, hals ua. "
             "Lungene: Reint vesikulær respirasjon, ingen pipelydar i dag. SpO2 99 %%." % (kg, cm)),
            ("Vurdering", "Virusutløyst obstruktiv bronkitt, førebels ikkje grunnlag for "
             "astmadiagnose."),
            ("Tiltak", "Salbutamol 0,1 mg/dose 2 drag via kammer ved behov. Ved fleire enn "
             "tre episodar neste halvår vurderer vi førebyggjande inhalasjonssteroid. "
             "Skriftleg plan gjeven til mor. Kontroll om tre månader."),
        ],
        diag=[("J21.9", "Akutt bronkiolitt, uspesifisert")],
    )


# lab reports -------------------------------------------------------------

def t_lab_kari_thyroid(c):
    taken = dt.datetime.combine(c.before(c.date, 0, 2), dt.time(8, c.rng.choice([5, 12, 20, 34, 41])))
    return dict(
        taken=taken, received=taken + dt.timedelta(hours=c.rng.randint(3, 7), minutes=c.rng.randint(0, 50)),
        rekv=(c.name(), "Torshov legesenter"),
        rows=[
            ("Hematologi", None, None, None, None),
            ("Hemoglobin", "12,9", "", "g/dL", "11,7 - 15,3"),
            ("Ferritin", "18", "", "µg/L", "15 - 200"),
            ("Kobalamin (B12)", "312", "", "pmol/L", "150 - 650"),
            ("Endokrinologi", None, None, None, None),
            ("TSH", "6,8", "H", "mIU/L", "0,4 - 4,0"),
            ("Fritt T4", "11", "L", "pmol/L", "12 - 22"),
            ("Anti-TPO", "410", "H", "kU/L", "< 34"),
            ("Klinisk kjemi", None, None, None, None),
            ("CRP", "< 5", "", "mg/L", "< 5"),
        ],
        comment="Forhøyet TSH med lav fritt T4 og positive TPO-antistoffer, forenlig med "
                "autoimmun tyreoiditt / utilstrekkelig substitusjon.",
        signer=(c.name(), "lege i medisinsk biokjemi"),
    )


def t_lab_arne(c):
    taken = dt.datetime.combine(c.before(c.date, 1, 3), dt.time(9, c.rng.choice([2, 14, 27, 45])))
    return dict(
        taken=taken, received=taken + dt.timedelta(hours=c.rng.randint(4, 9)),
        rekv=(c.name(), "Tromsdalen legesenter"),
        rows=[
            ("Hemoglobin", "13,1", "L", "g/dL", "13,4-17,0"),
            ("Leukocytter", "9,8", "", "10^9/L", "3,5-10,0"),
            ("Trombocytter", "241", "", "10^9/L", "145-390"),
            ("CRP", "12", "H", "mg/L", "<5"),
            ("Natrium", "139", "", "mmol/L", "137-145"),
            ("Kalium", "4,6", "", "mmol/L", "3,5-4,9"),
            ("Kreatinin", "108", "H", "µmol/L", "60-105"),
            ("eGFR (CKD-EPI)", "58", "L", "mL/min/1,73m2", ">60"),
            ("NT-proBNP", "420", "H", "ng/L", "<300"),
        ],
        comment="NT-proBNP over beslutningsgrense for eldre. Anbefaler klinisk vurdering "
                "og eventuelt ekkokardiografi.",
        signer=(c.name(), "overlege"),
    )


def t_lab_per(c):
    taken = dt.datetime.combine(c.before(c.date, 1, 2), dt.time(7, c.rng.choice([48, 52, 55])))
    return dict(
        taken=taken, received=taken + dt.timedelta(hours=c.rng.randint(3, 6), minutes=c.rng.randint(0, 50)),
        rekv=(c.name(), "Landås legesenter"),
        rows=[
            ("Hemoglobin", "14,6", "", "g/dL", "13,4 - 17,0"),
            ("Leukocytter", "3,2", "L", "10^9/L", "3,5 - 10,0"),
            ("Nøytrofile granulocytter", "1,6", "L", "10^9/L", "1,8 - 7,5"),
            ("Lymfocytter", "1,1", "", "10^9/L", "0,7 - 4,0"),
            ("Trombocytter", "212", "", "10^9/L", "145 - 390"),
            ("ALAT", "82", "H", "U/L", "10 - 70"),
            ("Gamma-GT", "38", "", "U/L", "10 - 80"),
            ("25-OH vitamin D", "42", "L", "nmol/L", "50 - 150"),
        ],
        comment="Lett nøytropeni og leukopeni. Ved behandling med teriflunomid anbefales "
                "kontroll av blodbilde og ALAT etter gjeldende plan.",
        signer=(c.name(), "lege i spesialisering, medisinsk biokjemi"),
    )


def t_lab_jonas(c):
    taken = dt.datetime.combine(c.before(c.date, 2, 5), dt.time(10, c.rng.choice([3, 18, 33])))
    return dict(
        taken=taken, received=taken + dt.timedelta(hours=c.rng.randint(5, 8)),
        rekv=(c.name(), "Gand legesenter"),
        rows=[
            ("Allergi / immunologi", None, None, None, None),
            ("IgE total", "420", "H", "kU/L", "< 200"),
            ("Bjørk (t3)", "12,4", "H", "kUA/L", "< 0,35"),
            ("Timotei (g6)", "3,1", "H", "kUA/L", "< 0,35"),
            ("Katt (e1)", "0,22", "", "kUA/L", "< 0,35"),
            ("Hund (e5)", "0,41", "H", "kUA/L", "< 0,35"),
            ("Peanøtt (f13)", "< 0,10", "", "kUA/L", "< 0,35"),
            ("Hasselnøtt (f17)", "1,9", "H", "kUA/L", "< 0,35"),
            ("Cøliakiserologi", None, None, None, None),
            ("Transglutaminase IgA", "48", "H", "U/mL", "< 7"),
            ("IgA total", "1,1", "", "g/L", "0,5 - 2,6"),
        ],
        comment="Sensibilisering for bjørk og timotei. Positivt transglutaminase IgA ved "
                "normal total IgA. Funn bør vurderes i lys av klinikk; henvisning til "
                "barnelege for videre utredning av cøliaki anbefales.",
        signer=(c.name(), "overlege, medisinsk biokjemi"),
    )


def t_lab_ingrid(c):
    taken = dt.datetime.combine(c.before(c.date, 0, 1), dt.time(8, c.rng.choice([10, 22, 47])))
    return dict(
        taken=taken, received=taken + dt.timedelta(hours=c.rng.randint(2, 5), minutes=c.rng.randint(0, 50)),
        rekv=(c.name(), "Lindeberg legesenter"),
        rows=[
            ("INR", "2,7", "", "", "2,0 - 3,0 (ved Marevan)"),
            ("Hemoglobin", "12,1", "", "g/dL", "11,7 - 15,3"),
            ("HbA1c", "52", "H", "mmol/mol", "< 42"),
            ("Glukose", "7,9", "H", "mmol/L", "4,0 - 6,0"),
            ("Kreatinin", "81", "", "µmol/L", "45 - 90"),
            ("eGFR", "61", "", "mL/min/1,73m2", "> 60"),
            ("Kalium", "4,1", "", "mmol/L", "3,5 - 4,4"),
            ("LDL-kolesterol", "2,4", "", "mmol/L", ""),
        ],
        comment="INR innenfor terapeutisk område.",
        signer=(c.name(), "bioingeniør / lege"),
    )


def t_rad_per(c):
    ex = c.before(c.date, 1, 4)
    prev = c.before(ex, 330, 420)
    return dict(
        exam_date=ex, rekv=(c.name(), "Legene på Nedre Eiker"),
        exam="MR caput og cervikalcolumna uten og med i.v. kontrast",
        question="Kjent attakkvis MS. Årlig kontroll, spørsmål om ny sykdomsaktivitet.",
        findings="Sammenlignet med forrige undersøkelse %s. Det ses 14 ovale T2/FLAIR-hyperintense "
                 "lesjoner periventrikulært, juxtakortikalt og i pons, samt to lesjoner i "
                 "medulla spinalis på nivå C3 og C5. Antall og størrelse er uendret. Ingen "
                 "kontrastoppladende lesjoner. Ingen diffusjonsrestriksjon. Normale ventrikler "
                 "og sulci. Ingen atrofi utover det forventede." % fd(prev),
        conclusion="Stabil MS-bilde uten nye eller aktive lesjoner.",
        radiologist=c.name(),
    )


def t_rad_arne(c):
    ex = c.before(c.date, 1, 5)
    return dict(
        exam_date=ex, rekv=(c.name(), "Tromsdalen legesenter"),
        exam="CT thorax med i.v. kontrast",
        question="KOLS, langvarig hoste og vekttap 4 kg. Malignitet?",
        findings="Uttalt sentrilobulært emfysem med overvekt i overlappene. Fortykkede "
                 "bronkievegger basalt. Ingen fortetninger eller tumorsuspekte forandringer. "
                 "4 mm solid nodulus i høyre underlapp, anteriort, trolig uspesifikk. Ingen "
                 "forstørrede lymfeknuter i mediastinum eller hili. Ingen pleuravæske. "
                 "Koronarkalk. Avbildede deler av øvre abdomen uten sikre patologiske funn.",
        conclusion="Emfysem. Ingen holdepunkter for malignitet. 4 mm nodulus i høyre "
                   "underlapp krever ikke kontroll etter gjeldende retningslinjer.",
        radiologist=c.name(),
    )


def t_rad_ingrid(c):
    ex = c.before(c.date, 0, 3)
    return dict(
        exam_date=ex, rekv=(c.name(), "Bekkestua legesenter"),
        exam="Røntgen begge knær, stående, og høyre kne i to plan",
        question="Smerter høyre kne over lang tid, artrose? Vurdering for henvisning til ortoped.",
        findings="Høyre kne: Uttalt avsmalnet medial leddspalte med subkondral sklerose og "
                 "osteofytter på femur og tibia. Lett varusstilling. Lateral leddspalte "
                 "bevart. Patellofemoralt moderate degenerative forandringer. Ingen "
                 "frakturer. Venstre kne: Lett avsmalnet medial leddspalte, små osteofytter.",
        conclusion="Uttalt medial gonartrose høyre kne (Kellgren-Lawrence grad 3–4). Lett "
                   "artrose venstre kne.",
        radiologist=c.name(),
    )


def t_rad_kari(c):
    ex = c.before(c.date, 1, 4)
    ordered = c.before(ex, 14, 30)
    return dict(
        exam_date=ex, ordered=ordered, rekv=(c.name(), "Torshov legesenter"),
        exam="Ultralyd thyreoidea",
        question="Hypotyreose med positive TPO-antistoffer. Struma? Knuter?",
        findings="Thyreoidea er lett forstørret med samlet volum ca. 22 ml. Diffust "
                 "heterogent og hypoekkogent parenkym med økt vaskularisering, forenlig med "
                 "tyreoiditt. Ingen avgrensbare noduli over 5 mm. Ingen patologiske "
                 "lymfeknuter på halsen.",
        conclusion="Funn forenlig med kronisk autoimmun tyreoiditt. Ingen knuter som krever "
                   "videre oppfølging.",
        radiologist=c.name(),
    )


def t_rad_jonas_nn(c):
    ex = c.before(c.date, 1, 4)
    return dict(
        exam_date=ex, rekv=(c.name(), "Gand legesenter"),
        exam="Ultralyd abdomen",
        question="Gjentekne magesmerter og positiv cøliakiserologi. Anna patologi?",
        findings="Lever av normal storleik og ekkogenisitet. Normal galleblære utan "
                 "konkrement. Galleganger ikkje utvida. Pankreas og milt ua. Begge nyrer "
                 "normale, høgre 8,9 cm og venstre 9,2 cm. Nokre litt forstørra mesenteriale "
                 "lymfeknutar i høgre fossa, største 9 mm i kortaksen, truleg reaktive. "
                 "Appendix ikkje sikkert framstilt. Ingen fri væske.",
        conclusion="Ingen sikker patologi. Små, truleg reaktive mesenteriale lymfeknutar.",
        radiologist=c.name(),
    )


# summons -----------------------------------------------------------------

def t_inn_gastro_kari(c):
    rec = c.before(c.date, 5, 20)
    return dict(
        title="Innkalling til gastroskopi",
        intro=["Vi har mottatt henvisning fra din fastlege %s, og du er satt opp til "
               "gastroskopi (undersøkelse av spiserør, magesekk og tolvfingertarm)." % fd(rec)],
        where="Volvat Majorstuen, endoskopiavdelingen, 3. etasje",
        who="Gastroenterolog " + c.name(),
        prep=["Du må faste i 6 timer før undersøkelsen. Du kan drikke litt vann inntil "
              "2 timer før.",
              "Bruker du blodfortynnende medisiner, må du kontakte oss senest én uke før.",
              "Har du fått beroligende medisin, kan du ikke kjøre bil resten av dagen."],
        extra=["Undersøkelsen tar ca. 15 minutter, men regn med å være hos oss i 1–2 timer.",
               "Pris: kr 4 190. Har du helseforsikring, ta med skadenummer.",
               "Timer som ikke avbestilles senest 24 timer før, vil bli fakturert."],
    )


def t_inn_katarakt_ingrid_nn(c):
    return dict(
        title="Innkalling til operasjon for grå stær (katarakt)",
        intro=["Du er sett opp til operasjon for grå stær på høgre auge, slik vi avtalte "
               "ved undersøkinga hjå oss."],
        where="Øyelegane i Førde, operasjonsavdelinga i 2. etasje",
        who="Augelege " + c.name(),
        prep=["Du kan ete ein lett frukost og ta medisinane dine som vanleg, også Marevan. "
              "Ta INR-prøve hjå fastlegen nokre dagar før operasjonen.",
              "Ikkje bruk sminke rundt auga på operasjonsdagen.",
              "Du kan ikkje køyre bil sjølv heim. Avtal at nokon hentar deg."],
        extra=["Du er hjå oss om lag to timar. Kontroll vert avtalt etter operasjonen.",
               "Operasjonen er gjort etter avtale med Helse Førde og du betalar ingen eigendel.",
               "Gje beskjed snarast dersom du ikkje kan møte."],
    )


def t_inn_rehab_per_nn(c):
    c.stay_end = c.appt.date() + dt.timedelta(days=c.rng.choice([18, 25]))
    return dict(
        title="Innkalling til rehabiliteringsopphald",
        intro=["Vi viser til tilvising frå nevrolog ved Volvat Bergen. Du har fått tilbod om "
               "eit rehabiliteringsopphald hjå oss for personar med multippel sklerose."],
        where="Kysthaug rehabiliteringssenter, resepsjonen i hovudbygget",
        who=None,
        prep=["Ta med treningstøy for inne- og utebruk, gode sko, badetøy og medisinane "
              "dine for heile opphaldet.",
              "Reiseutgifter blir dekte etter reglane til Pasientreiser."],
        extra=["Opphaldet er ein del av spesialisthelsetenesta. Eigendel blir rekna etter "
               "gjeldande satsar og tel med i frikortgrunnlaget."],
    )


def t_inn_granly_per(c):
    rec = c.before(c.date, 7, 25)
    return dict(
        title="Innkalling til forsamtale",
        intro=["Vi har %s mottatt henvisning fra fastlegen din om vurdering for "
               "behandling hos oss. Før vi tar stilling til inntak, ønsker vi å bli kjent "
               "med deg i en forsamtale." % fd(rec)],
        where="Granly behandlingskollektiv, Granlyveien 3, Røyse (hovedhuset)",
        who="Miljøterapeut " + c.name() + " og lege " + c.name(),
        prep=["Ta gjerne med en pårørende eller annen støtteperson.",
              "Vi ber deg ta med oversikt over medisiner du bruker."],
        extra=["Samtalen varer ca. 1,5 time, og du får en omvisning i huset.",
               "Du har rett til å få dekket reiseutgifter etter reglene til Pasientreiser.",
               "Gi beskjed så tidlig som mulig dersom timen ikke passer."],
    )


def t_inn_dren_emma(c):
    return dict(
        title="Innkalling til operasjon",
        intro=["Emma er satt opp til innsetting av dren (ventilasjonsrør) i begge trommehinner "
               "og fjerning av polypp (adenotomi), slik vi avtalte ved konsultasjonen."],
        where="Dr. Wiborgs Øre-Nese-Hals Klinikk, dagkirurgisk avdeling, 2. etasje",
        who="Øre-nese-halslege " + c.name(),
        prep=["Emma skal ikke spise fast føde de siste 6 timene før oppmøte. Morsmelk/melk "
              "inntil 4 timer og klar drikke (vann, saft) inntil 1 time før.",
              "Hun bør ikke ha feber eller pågående luftveisinfeksjon. Ring oss ved sykdom.",
              "Ta gjerne med kosedyr eller smokk."],
        extra=["Én av foreldrene kan være med inn til Emma sovner. Dere kan vanligvis dra hjem "
               "etter ca. 2 timer.",
               "Operasjonen er offentlig finansiert etter avtale med Helse Sør-Øst. Barn under "
               "16 år betaler ikke egenandel."],
    )


def t_inn_mammo_kari(c):
    return dict(
        title="Mammografi og ultralyd bryster",
        intro=["Vi bekrefter timen din hos oss. Henvisningen fra fastlegen din er mottatt og "
               "vurdert av radiolog."],
        where="Curato Røntgen Lillestrøm, 2. etasje",
        who=None,
        prep=["Ikke bruk deodorant, bodylotion eller pudder på overkroppen samme dag.",
              "Ta med legitimasjon og eventuelle tidligere bilder tatt andre steder enn hos oss."],
        extra=["Svar sendes til henvisende lege, vanligvis innen 3 virkedager.",
               "Egenandel betales ved oppmøte. Manglende oppmøte uten avbestilling senest "
               "24 timer før faktureres med kr 500."],
    )


def t_inn_psyk_sofie_nn(c):
    return dict(
        title="Innkalling til første samtale",
        intro=["Vi har motteke tilvising frå fastlegen din og har sett opp ein første samtale "
               "for deg. Der vil vi snakke om korleis du har det, og kva du og dei føresette "
               "dine ønskjer hjelp til."],
        where="Psykologane på Voss, Uttrågata 19, 2. etasje (inngang frå bakgarden)",
        who="Psykolog " + c.name(),
        prep=["Sidan du er under 16 år, ber vi om at minst éin av dei føresette møter saman "
              "med deg første gong.",
              "Fyll gjerne ut spørjeskjemaet som ligg ved, og ta det med."],
        extra=["Samtalen tek om lag 60 minutt.",
               "Behandlinga er gratis for barn og unge under 18 år.",
               "Gje beskjed seinast 24 timar før dersom du ikkje kan kome."],
    )


def t_inn_ortopedi_ingrid(c):
    return dict(
        title="Innkalling til preoperativ konsultasjon",
        intro=["Du er henvist fra Bekkestua legesenter og vurdert av ortoped. Du er satt opp "
               "til konsultasjon før planlagt innsetting av protese i høyre kne."],
        where="Ortopediklinikken Skøyen, Karenslyst allé 9, 4. etasje",
        who="Ortoped " + c.name() + ", anestesisykepleier og fysioterapeut",
        prep=["Ta med liste over alle medisiner du bruker. Marevan må vanligvis stoppes "
              "før operasjonen – vi gir deg beskjed om dette ved konsultasjonen.",
              "Ta blodprøver hos fastlegen senest én uke før timen: Hb, kreatinin, INR og HbA1c."],
        extra=["Konsultasjonen tar inntil 3 timer.",
               "Operasjonen er finansiert gjennom Fritt behandlingsvalg, og du betaler "
               "vanlig egenandel."],
    )


def t_inn_revma_kari(c):
    return dict(
        title="Timeinnkalling – revmatolog",
        intro=["Vi har mottatt henvisning fra fastlegen din på grunn av smerter og stivhet "
               "i fingerledd. Du har fått time til første konsultasjon."],
        where="Midtbyen Revmatologi, Kongens gate 30, 3. etasje (heis)",
        who="Revmatolog " + c.name(),
        prep=["Ta med oversikt over medisiner og svar på tidligere blodprøver og "
              "røntgenundersøkelser.",
              "Ikke ta betennelsesdempende medisiner de to siste døgnene før timen, "
              "dersom du klarer deg uten."],
        extra=["Vi tar blodprøver og eventuelt ultralyd av ledd samme dag.",
               "Egenandel betales ved frammøte. Uteblivelse faktureres etter gjeldende regler."],
    )


# referrals -----------------------------------------------------------------

def t_hen_per_nevro(c):
    onset = c.before(c.date, 8, 18)
    return dict(
        to=["Vestre Viken HF", "Drammen sykehus", "Nevrologisk poliklinikk",
            "Postboks 800", "3004 Drammen"],
        prio=c.pick("Haster", "Ønsker vurdering innen 2 uker"),
        reason="Kjent MS, nye symptomer – spørsmål om attakk",
        anamnese="%d år gammel mann med attakkvis multippel sklerose siden 2019, følges av "
                 "nevrolog privat (Volvat Bergen) og bruker teriflunomid. Fra %s nedsatt "
                 "kraft og nummenhet i høyre ben, ustø gange og økt tretthet. Ingen feber "
                 "eller infeksjonstegn. Ingen blære- eller tarmforstyrrelser." % (c.age(), fd(onset)),
        funn="Nedsatt kraft hoftefleksjon høyre 4/5, livlige reflekser høyre, "
             "Babinski positiv høyre. Bredsporet gange. Urinstix negativ. CRP < 5.",
        med=["Teriflunomid 14 mg x 1", "Vitamin D 20 mikrog x 1"],
        allergy="Ingen kjente",
        question="Vurdering av mulig attakk og behov for steroidbehandling. Ber også om "
                 "vurdering av videre sykdomsmodifiserende behandling.",
        doc=(c.name(), "spesialist i allmennmedisin"),
        spec="Nevrologi",
    )


def t_hen_arne_uro(c):
    p1 = c.before(c.date, 300, 380)
    p2 = c.before(c.date, 100, 140)
    p3 = c.before(c.date, 4, 12)
    return dict(
        to=["Oslo universitetssykehus HF", "Urologisk avdeling, Aker",
            "Postboks 4956 Nydalen", "0424 Oslo"],
        prio="Vanlig",
        reason="Stigende PSA",
        anamnese="%d år gammel mann med KOLS, hypertensjon og atrieflimmer (apixaban). "
                 "PSA %s: 4,1, %s: 6,8, %s: 8,2 µg/L. Lett nokturi 1–2 ganger, ellers ingen "
                 "vannlatingsplager. Ingen hematuri. Far hadde prostatakreft." %
                 (c.age(), fd(p1), fd(p2), fd(p3)),
        funn="Rektal eksplorasjon: Prostata lett forstørret, glatt, ingen sikre knuter. "
             "Urinstix neg. Kreatinin 108.",
        med=["Apixaban 5 mg x 2", "Metoprolol depot 50 mg x 1", "Atorvastatin 20 mg x 1",
             "Spiolto Respimat 2 inh. x 1"],
        allergy="Penicillin (utslett)",
        question="Ber om vurdering med tanke på MR prostata og eventuell biopsi.",
        doc=(c.name(), "fastlege"),
        spec="Urologi",
    )


def t_hen_arne_lunge_nn(c):
    exac = c.before(c.date, 20, 40)
    return dict(
        to=["Haukeland universitetssjukehus", "Lungeavdelinga, poliklinikken",
            "Postboks 1400", "5021 Bergen"],
        prio="Vanleg",
        reason="KOLS med aukande tungpust – vurdering av oksygenbehov",
        anamnese="%d år gamal mann med KOLS GOLD 3, tidlegare røykar. Gjennomført "
                 "lungerehabilitering ved LHL-klinikkene Glittre. Innlagd ved Voss sjukehus "
                 "%s med forverring. Sidan då aukande tungpust ved lett aktivitet, klarar "
                 "berre 50 meter på flat mark." % (c.age(), fd(exac)),
        funn="SpO2 i kvile 89 %, ved gange 84 %. Forlenga ekspirium, spreidde pipelydar. "
             "Lette ankelødem. Spirometri: FEV1 0,98 l (36 %).",
        med=["Spiolto Respimat 2 inh. x 1", "Ventoline ved behov", "Eliquis 5 mg x 2",
             "Selo-Zok 50 mg x 1"],
        allergy="Penicillin",
        question="Vurdering av langtids oksygenbehandling og optimalisering av "
                 "inhalasjonsbehandlinga.",
        doc=(c.name(), "fastlege, spesialist i allmennmedisin"),
        spec="Lungesykdommer",
    )


def t_hen_kari_gastro(c):
    return dict(
        to=["Lovisenberg Diakonale Sykehus", "Medisinsk poliklinikk, seksjon for gastroenterologi",
            "Lovisenberggata 17", "0456 Oslo"],
        prio="Vanlig",
        reason="Dyspepsi og jernmangel",
        anamnese="%d år gammel kvinne med hypotyreose. Siste 4 måneder brennende smerter i "
                 "epigastriet, verst etter måltider, og tidvis kvalme. Ingen vekttap. "
                 "Ferritin 9, Hb 11,4. Menstruasjon normal. Helicobacter pylori "
                 "avføringsprøve negativ. Ingen effekt av 8 ukers behandling med "
                 "pantoprazol 40 mg." % c.age(),
        funn="Lett palpasjonsømhet i epigastriet. Ellers upåfallende.",
        med=["Levaxin 100 mikrog x 1", "Pantoprazol 40 mg x 1"],
        allergy="Ingen kjente",
        question="Ber om gastroskopi med biopsier, inkludert duodenalbiopsier med tanke "
                 "på cøliaki.",
        doc=(c.name(), "spesialist i allmennmedisin"),
        spec="Gastroenterologi",
    )


def t_hen_jonas_barn(c):
    lab = c.before(c.date, 5, 15)
    return dict(
        to=["Stavanger universitetssjukehus", "Barne- og ungdomsklinikken, poliklinikk",
            "Postboks 8100", "4068 Stavanger"],
        prio="Vanlig",
        reason="Positiv cøliakiserologi",
        anamnese="Gutt, %d år. Gjentatte magesmerter og løs avføring siste halvår. Vekten har "
                 "flatet ut på vekstkurven. Blodprøver %s: transglutaminase IgA 48 U/mL "
                 "(ref. < 7), normal total IgA. Kjent pollenallergi. Ultralyd abdomen uten "
                 "sikker patologi." % (c.age(), fd(lab)),
        funn="Vekt 27,4 kg (25-persentil, tidligere 50), høyde 134 cm. Blek, ellers fin "
             "allmenntilstand. Abdomen bløt, ingen oppfylning.",
        med=["Aerius mikstur ved behov"],
        allergy="Bjørk, timotei",
        question="Vurdering med tanke på cøliaki og videre utredning. Familien er informert om "
                 "å fortsette vanlig kost med gluten til utredningen er ferdig.",
        doc=(c.name(), "fastlege"),
        spec="Barnesykdommer",
    )


def t_hen_kari_gyn_nn(c):
    return dict(
        to=["Helse Førde", "Førde sentralsjukehus", "Kvinneklinikken, poliklinikken",
            "Postboks 1000", "6807 Førde"],
        prio="Vanleg",
        reason="Blødingsforstyrringar",
        anamnese="%d år gamal kvinne, G3P3, hormonspiral sidan 2021. Siste halvår uregelmessige "
                 "og langvarige blødingar, til dels kraftige. Funksjonell ovarialcyste "
                 "venstre side vurdert privat tidlegare. Hb 11,2, ferritin 12. "
                 "Cervixprøve normal." % c.age(),
        funn="Gynekologisk undersøking: Normal portio, spiraltrådar synlege. Uterus "
             "normal storleik, ikkje øm.",
        med=["Levaxin 100 mikrog x 1", "Jerntilskot 100 mg annakvar dag"],
        allergy="Ingen kjende",
        question="Ber om vurdering med vaginal ultralyd og eventuelt endometriebiopsi.",
        doc=(c.name(), "lege, spesialist i allmennmedisin"),
        spec="Gynekologi",
    )


def t_hen_sofie_hud(c):
    return dict(
        to=["Hudlegene på Majorstuen", "Kirkeveien 64 B", "0364 Oslo"],
        prio="Vanlig",
        reason="Atopisk eksem",
        anamnese="%d år gammel jente med atopisk eksem fra spedbarnsalder. Tiltakende plager "
                 "siste halvår med nattlig kløe og søvnforstyrrelser. Har brukt "
                 "hydrokortisonkrem 1 %% og fuktighetskrem uten varig effekt. "
                 "Kjent høysnue." % c.age(),
        funn="Tørre, lichenifiserte eksemflater i albuebøyer, knehaser og på hendene.",
        med=["Hydrokortison krem 1 % ved behov", "Cetirizin 10 mg ved behov"],
        allergy="Ingen kjente legemiddelallergier",
        question="Ber om vurdering og behandlingsplan.",
        doc=(c.name(), "spesialist i allmennmedisin"),
        spec="Hudsykdommer",
    )


# prescription lists ----------------------------------------------------------

def t_res_arne(c):
    def back(lo, hi):
        return c.before(c.date, lo, hi)
    return dict(
        drugs=[
            ("Spiolto Respimat 2,5/2,5 mikrog/dose inh.væske", "2 inhalasjoner 1 gang daglig",
             back(600, 900), "Blå resept §4, J44"),
            ("Ventoline 0,1 mg/dose inhalasjonsaerosol", "1-2 inhalasjoner ved behov, maks 8 per døgn",
             back(700, 1100), "Blå resept §4, J44"),
            ("Eliquis 5 mg tablett", "1 tablett 2 ganger daglig", back(500, 800), "Blå resept §4, I48"),
            ("Selo-Zok 50 mg depottablett", "1 tablett om morgenen", back(900, 1300), "Blå resept §4, I10"),
            ("Atorvastatin Krka 20 mg tablett", "1 tablett om kvelden", back(1000, 1400), "Blå resept §4"),
            ("Isosorbidmononitrat 30 mg depottablett", "1 tablett om morgenen", back(20, 60), "Hvit resept"),
            ("Nitroglycerin 0,25 mg resoribletter", "1 tablett under tungen ved brystsmerter",
             back(20, 60), "Hvit resept"),
        ],
        note="Oversikten er hentet fra Reseptformidleren. Kontroller at listen stemmer med det "
             "du faktisk bruker, og ta den med til alle legebesøk.",
        doc=(c.name(), "fastlege"),
    )


def t_res_sofie(c):
    return dict(
        drugs=[
            ("Elocon 1 mg/g krem", "Smøres tynt på eksem 1 gang daglig i 2 uker, deretter 2 dager per uke",
             c.before(c.date, 0, 0), "Blå resept §4, L20"),
            ("Protopic 0,03 % salve", "Tynt lag i ansiktet 2 ganger daglig ved utbrudd",
             c.before(c.date, 0, 0), "Blå resept §4, L20"),
            ("Cetirizin 10 mg tablett", "1 tablett ved behov for kløe", c.before(c.date, 150, 300),
             "Hvit resept"),
        ],
        note="Bruk rikelig fuktighetskrem også når eksemet er borte.",
        doc=(c.name(), "hudlege"),
    )


def t_res_ingrid_nn(c):
    def back(lo, hi):
        return c.before(c.date, lo, hi)
    return dict(
        drugs=[
            ("Marevan 2,5 mg tablett", "Etter doseringskort (INR-mål 2,0-3,0)", back(1500, 2000), "Blå resept §4"),
            ("Metformin 500 mg tablett", "1 tablett 2 gonger dagleg til måltid", back(400, 700), "Blå resept §4"),
            ("Xalatan 50 mikrog/ml augedropar", "1 drope i kvart auge om kvelden", back(800, 1200), "Blå resept §4"),
            ("Furix 20 mg tablett", "1 tablett om morgonen", back(200, 400), "Kvit resept"),
            ("Paracet 500 mg tablett", "2 tablettar inntil 3 gonger dagleg ved behov", back(60, 200), "Kvit resept"),
            ("Levaxin 50 mikrog tablett", "1 tablett fastande om morgonen", back(2000, 2600), "Blå resept §4"),
        ],
        note="Ta med lista til sjukehus, tannlege og apotek. Gje beskjed til legekontoret "
             "dersom du sluttar med eller endrar ein medisin.",
        doc=(c.name(), "fastlege"),
    )


def t_res_kari(c):
    return dict(
        drugs=[
            ("Sertralin Bluefish 100 mg tablett", "1 tablett om morgenen", c.before(c.date, 0, 0),
             "Blå resept §4, F32", "98 stk, 3 reit"),
            ("Circadin 2 mg depottablett", "1 tablett 1–2 timer før sengetid ved behov",
             c.before(c.date, 0, 0), "Hvit resept", "30 stk"),
        ],
        other=[("Levaxin 100 mikrog tablett", "forskrevet av fastlege")],
        note="",
        doc=(c.S["doctor"], "spesialist i psykiatri"),
    )


def t_res_jonas_nn(c):
    def back(lo, hi):
        return c.before(c.date, lo, hi)
    return dict(
        drugs=[
            ("Flutide 50 mikrog/dose inhalasjonsaerosol", "2 drag morgon og kveld via kammer",
             back(30, 90), "Blå resept §4, J45"),
            ("Ventoline 0,1 mg/dose inhalasjonsaerosol", "2 drag via kammer ved behov",
             back(200, 500), "Blå resept §4, J45"),
            ("Aerius 0,5 mg/ml mikstur", "5 ml 1 gong dagleg i pollensesongen", back(300, 500),
             "Blå resept §4, J30"),
            ("Nasonex 50 mikrog/dose nasespray", "1 sprut i kvart nasebor om morgonen",
             back(300, 500), "Blå resept §4, J30"),
        ],
        note="Skyl munnen etter bruk av Flutide.",
        doc=(c.name(), "barnelege"),
    )


# ---------------------------------------------------------------------------
# kommune content
# ---------------------------------------------------------------------------

def klage_text(c, law):
    k = c.S["name"]
    if c.lang == "nn":
        if law == "pbrl":
            return [
                "Du har rett til å klage på vedtaket, jf. pasient- og brukarrettslova § 7-2. "
                "Klagefristen er fire veker frå du fekk dette brevet. Klaga skal vere skriftleg "
                "og sendast til %s, som vurderer saka på nytt. Får du ikkje medhald, blir klaga "
                "send vidare til %s for endeleg avgjerd." % (k, c.S["sf"]),
                "Du har rett til å sjå dokumenta i saka di, jf. forvaltningslova § 18.",
            ]
        return [
            "Vedtaket kan påklagast, jf. forvaltningslova § 28. Klagefristen er tre veker frå "
            "du fekk brevet. Send klaga til %s. Grunngje kvifor du klagar og kva endring "
            "du ønskjer." % k,
        ]
    if law == "pbrl":
        return [
            "Du har rett til å klage på vedtaket, jf. pasient- og brukerrettighetsloven § 7-2. "
            "Klagefristen er fire uker fra du mottok dette brevet. Klagen skal være skriftlig og "
            "sendes til %s. Dersom kommunen ikke gir deg medhold, sendes klagen til %s for "
            "endelig avgjørelse." % (k, c.S["sf"]),
            "Du har rett til å se dokumentene i saken, jf. forvaltningsloven § 18.",
        ]
    return [
        "Du kan klage på vedtaket, jf. forvaltningsloven § 28. Klagefristen er tre uker fra du "
        "mottok dette brevet. Klagen sendes til %s og må inneholde hva du klager på og "
        "hvilken endring du ønsker." % k,
    ]


def v_bpa_per(c):
    start = c.first_of_month_after(c.date)
    ev = c.first_of_month_after(start, 6)
    return dict(
        title="Vedtak om brukerstyrt personlig assistanse (BPA)",
        applied=c.before(c.date, 35, 70),
        intro="Vi viser til søknaden din om brukerstyrt personlig assistanse, kartleggingsbesøk "
              "hjemme hos deg og opplysninger fra fastlege og fysioterapeut.",
        decision=["Du innvilges brukerstyrt personlig assistanse (BPA) med %d timer per uke fra "
                  "%s. Timene skal dekke praktisk bistand i hjemmet, hjelp til innkjøp og "
                  "deltakelse i fritidsaktiviteter." % (c.rng.choice([18, 20, 22, 24]), fd(start)),
                  "Du er selv arbeidsleder. Du velger selv en av kommunens godkjente "
                  "BPA-leverandører som arbeidsgiver. Vedtaket evalueres innen %s." % fd(ev)],
        law="Pasient- og brukerrettighetsloven § 2-1 d, helse- og omsorgstjenesteloven § 3-8 "
            "og § 3-2 første ledd nr. 6 bokstav b.",
        grounds=["Du har multippel sklerose med nedsatt gangfunksjon og uttalt tretthet. "
                 "Kartleggingen viser at du har et langvarig og stort behov for bistand, og at "
                 "du har forutsetninger for å være arbeidsleder. Vilkårene for rett til BPA er "
                 "derfor oppfylt."],
        pay="BPA er gratis for den delen som gjelder personlig stell. For praktisk bistand "
            "betaler du egenandel etter kommunens satser. Du får eget brev om dette.",
        klage="pbrl",
    )


def v_omsorgsstonad_kari(c):
    start = c.first_of_month_after(c.date)
    end = dt.date(start.year + 1, start.month, 1) - dt.timedelta(days=1)
    return dict(
        title="Vedtak om omsorgsstønad",
        applied=c.before(c.date, 30, 60),
        intro="Vi viser til søknad om omsorgsstønad for omsorgsarbeid du utfører for din mor, "
              "Ingrid Solheim (født 21.08.1944), og til hjemmebesøk hos henne.",
        decision=["Du innvilges omsorgsstønad tilsvarende %d timer per uke i perioden %s–%s. "
                  "Stønaden utbetales etterskuddsvis den 12. hver måned med kr 232 per time."
                  % (c.rng.choice([6, 8, 10]), fd(start), fd(end)),
                  "Stønaden er skattepliktig. Kommunen trekker forskuddsskatt."],
        law="Helse- og omsorgstjenesteloven § 3-6 første ledd nr. 3.",
        grounds=["Din mor har redusert hukommelse og behov for tilsyn og hjelp til måltider, "
                 "medisiner og personlig hygiene flere ganger daglig. Du utfører et særlig "
                 "tyngende omsorgsarbeid som ellers måtte vært dekket av kommunen. Kommunen "
                 "har lagt vekt på omfanget av arbeidet og din mors ønske om å bo hjemme."],
        pay=None,
        klage="pbrl",
    )


def v_avlastning_jonas(c):
    start = c.first_of_month_after(c.date)
    end = dt.date(start.year, 12, 31) if start.month < 9 else dt.date(start.year + 1, 6, 30)
    return dict(
        title="Vedtak om avlastning",
        about="Jonas Nordvik, født 09.01.2015",
        to=["Kari Nordvik og Per Nordvik"],
        applied=c.before(c.date, 40, 80),
        intro="Vi viser til søknaden deres om avlastning for Jonas, samtale med dere og "
              "uttalelse fra Barne- og ungdomspsykiatrisk poliklinikk.",
        decision=["Dere innvilges avlastning for Jonas i Furuhagen avlastningsbolig to helger "
                  "per måned (fredag kl. 15.00 til søndag kl. 16.00) i perioden %s til %s."
                  % (fd(start), fd(end)),
                  "I tillegg innvilges én uke avlastning i skolens sommerferie etter avtale med "
                  "avlastningsboligen."],
        law="Helse- og omsorgstjenesteloven § 3-2 første ledd nr. 6 bokstav d, jf. § 3-6 "
            "første ledd nr. 2, og pasient- og brukerrettighetsloven § 2-1 a.",
        grounds=["Jonas har en utviklingsforstyrrelse og trenger tett oppfølging hele døgnet. "
                 "Omsorgsoppgavene er særlig tyngende, og avlastning er nødvendig for at dere "
                 "skal kunne fortsette å gi ham god omsorg hjemme."],
        pay="Avlastning er gratis.",
        klage="pbrl",
    )


def v_hjemmesyk_ingrid(c):
    start = c.after(c.date, 1, 4)
    return dict(
        title="Vedtak om helsetjenester i hjemmet – hjemmesykepleie",
        applied=c.before(c.date, 6, 20),
        intro="Vi viser til henvendelse fra fastlegen din og fra din datter, Kari Nordvik, og "
              "til kartleggingsbesøk hos deg.",
        decision=["Du tildeles hjemmesykepleie fra %s:" % fd(start),
                  "- hjelp til medisinhåndtering (dosett og administrering) morgen og kveld",
                  "- påtaking av kompresjonsstrømper om morgenen",
                  "- sårstell høyre legg tre ganger per uke inntil såret er grodd",
                  "Tjenesten utføres av hjemmesykepleien, sone Strømsø. Tidspunktene avtales "
                  "med deg."],
        law="Helse- og omsorgstjenesteloven § 3-2 første ledd nr. 6 bokstav a, jf. pasient- og "
            "brukerrettighetsloven § 2-1 a andre ledd.",
        grounds=["Du har diabetes, bruker blodfortynnende medisin og har et leggsår som "
                 "trenger jevnlig stell. Du har vansker med å holde oversikt over medisinene "
                 "dine. Kommunen vurderer at du har behov for nødvendige helsetjenester i "
                 "hjemmet for å kunne bo trygt hjemme."],
        pay="Hjemmesykepleie er gratis.",
        klage="pbrl",
    )


def v_praktisk_arne(c):
    start = c.after(c.date, 7, 14)
    return dict(
        title="Vedtak om praktisk bistand i hjemmet",
        applied=c.before(c.date, 20, 40),
        intro="Vi viser til søknaden din om hjemmehjelp og til samtale hjemme hos deg.",
        decision=["Du innvilges praktisk bistand fra uke %d (%s):" % (start.isocalendar()[1], fd(start)),
                  "- rengjøring av stue, kjøkken, bad og soverom, 2 timer hver 14. dag",
                  "- innkjøp av dagligvarer én gang per uke",
                  "- skifte av sengetøy hver 14. dag"],
        law="Helse- og omsorgstjenesteloven § 3-2 første ledd nr. 6 bokstav b, jf. pasient- og "
            "brukerrettighetsloven § 2-1 a.",
        grounds=["Du har alvorlig KOLS og blir tungpustet ved lett aktivitet. Du klarer ikke "
                 "tyngre husarbeid og innkjøp selv, og har ingen i husstanden som kan gjøre "
                 "dette."],
        pay="Du betaler egenandel for praktisk bistand. Egenandelen beregnes ut fra "
            "husstandens inntekt, og du får eget brev om dette.",
        klage="pbrl",
    )


def v_korttid_arne(c):
    start = c.after(c.date, 2, 6)
    end = start + dt.timedelta(days=c.rng.choice([21, 28]))
    return dict(
        title="Vedtak om korttidsopphold",
        applied=c.before(c.date, 2, 8),
        intro="Vi viser til melding fra Haukeland universitetssjukehus om utskrivningsklar "
              "pasient og samtale med deg og din datter.",
        decision=["Du tildeles korttidsopphold med rehabilitering ved Fyllingsdalen helsehus "
                  "i perioden %s til og med %s." % (fd(start), fd(end)),
                  "Før oppholdet avsluttes, skal det holdes et evalueringsmøte der det blir "
                  "vurdert om du kan reise hjem og hvilke tjenester du da trenger."],
        law="Helse- og omsorgstjenesteloven § 3-2 første ledd nr. 6 bokstav c, jf. pasient- og "
            "brukerrettighetsloven § 2-1 a.",
        grounds=["Etter sykehusoppholdet har du redusert gangfunksjon og behov for trening og "
                 "tilsyn som ikke kan gis forsvarlig i hjemmet nå."],
        pay="For korttidsopphold betaler du egenandel per døgn etter forskrift om egenandel for "
            "kommunale helse- og omsorgstjenester, for tiden kr 205 per døgn. Betaling skjer "
            "etterskuddsvis.",
        klage="pbrl",
    )


def v_sfo_jonas(c):
    start = dt.date(c.date.year, 8, 16)
    return dict(
        title="Vedtak om plass i skolefritidsordningen (SFO)",
        about="Jonas Nordvik, 4. trinn, født 09.01.2015",
        to=["Kari Nordvik og Per Nordvik"],
        applied=c.before(c.date, 20, 50),
        intro="Vi viser til søknaden deres om plass i SFO for skoleåret %d/%d." % (start.year, start.year + 1),
        decision=["Jonas tildeles 100 %% plass i SFO ved Bølerud skole fra %s." % fd(start),
                  "Plassen gjelder til og med 4. trinn eller til den blir sagt opp. "
                  "Oppsigelsestiden er én måned regnet fra den 1. i måneden."],
        law="Opplæringslova § 13-7 og vedtekter for SFO i Nordre Follo kommune.",
        grounds=["Alle barn på 1.–4. trinn som søker innen fristen, får plass."],
        pay="Pris for 100 % plass er kr 3 390 per måned i 11 måneder. Søskenmoderasjon og "
            "redusert betaling etter inntekt kan søkes om.",
        klage="fvl",
    )


def v_barnehage_emma(c):
    year = c.date.year if c.date.month >= 5 else c.date.year - 1
    return dict(
        title="Vedtak om redusert foreldrebetaling og gratis kjernetid",
        about="Emma Nordvik, født 14.09.2020 – Sandved barnehage",
        to=["Kari Nordvik og Per Nordvik"],
        applied=c.before(c.date, 20, 45),
        intro="Vi viser til søknaden deres om redusert foreldrebetaling og gratis kjernetid.",
        decision=["Søknaden innvilges for barnehageåret %d/%d (01.08.%d–31.07.%d)." % (year, year + 1, year, year + 1),
                  "Foreldrebetalingen for Emma settes til kr 2 610 per måned. Emma har i tillegg "
                  "rett til 20 timer gratis oppholdstid per uke."],
        law="Forskrift om foreldrebetaling i barnehager §§ 3 og 4.",
        grounds=["Husstandens samlede person- og kapitalinntekt er under grensen for redusert "
                 "foreldrebetaling og gratis kjernetid."],
        pay=None,
        klage="fvl",
    )


def v_heimesjuk_arne_nn(c):
    start = c.after(c.date, 1, 5)
    return dict(
        title="Vedtak om heimesjukepleie",
        applied=c.before(c.date, 8, 20),
        intro="Vi viser til melding frå Voss sjukehus ved utskriving og til kartleggingssamtale "
              "heime hjå deg der dotter di, Kari Nordvik, var til stades.",
        decision=["Du får tildelt heimesjukepleie frå %s:" % fd(start),
                  "- hjelp til medisinar og inhalasjon morgon og kveld",
                  "- tilsyn og måling av oksygenmetning ein gong dagleg",
                  "- hjelp til dusj ein gong i veka",
                  "Tenesta blir utført av heimesjukepleia, sone Vangen. Tidspunkt blir avtalt med deg."],
        law="Helse- og omsorgstenestelova § 3-2 første ledd nr. 6 bokstav a, jf. pasient- og "
            "brukarrettslova § 2-1 a andre ledd.",
        grounds=["Du har alvorleg KOLS og hjartesjukdom, og har nyleg vore innlagd med "
                 "forverring. Kommunen vurderer at du har behov for helsehjelp i heimen for "
                 "å kunne bu trygt heime."],
        pay="Heimesjukepleie er gratis.",
        klage="pbrl",
    )


def v_praktisk_ingrid_nn(c):
    start = c.after(c.date, 7, 14)
    return dict(
        title="Vedtak om praktisk bistand – heimehjelp",
        applied=c.before(c.date, 20, 45),
        intro="Vi viser til søknaden din om heimehjelp og til heimebesøk hjå deg.",
        decision=["Du får praktisk bistand frå %s:" % fd(start),
                  "- reinhald av kjøkken, bad og stove 2 timar kvar 14. dag",
                  "- skift av sengeklede kvar 14. dag",
                  "- hjelp til å handle daglegvarer ein gong i veka"],
        law="Helse- og omsorgstenestelova § 3-2 første ledd nr. 6 bokstav b.",
        grounds=["Du har artrose i kneet og nedsett balanse, og kan ikkje gjere tyngre "
                 "husarbeid sjølv utan fare for fall."],
        pay="Du betalar eigendel for praktisk bistand ut frå inntekta i husstanden. Du får "
            "eige brev om dette.",
        klage="pbrl",
    )


def v_korttid_ingrid_nn(c):
    start = c.after(c.date, 3, 8)
    end = start + dt.timedelta(days=c.rng.choice([14, 21]))
    return dict(
        title="Vedtak om korttidsopphald",
        applied=c.before(c.date, 5, 12),
        intro="Vi viser til søknad frå fastlegen din om korttidsopphald etter kneoperasjonen, og "
              "til samtale med deg og dotter di.",
        decision=["Du får korttidsopphald ved Husnes omsorgssenter frå %s til og med %s."
                  % (fd(start), fd(end)),
                  "Målet med opphaldet er opptrening etter innsetjing av kneprotese, slik at du "
                  "kan bu trygt heime att."],
        law="Helse- og omsorgstenestelova § 3-2 første ledd nr. 6 bokstav c.",
        grounds=["Du kan førebels ikkje gå i trapp og treng hjelp til forflytting. Det er "
                 "ikkje forsvarleg at du bur heime åleine i denne perioden."],
        pay="Eigendel for korttidsopphald er kr 205 per døgn etter forskrift om eigendel for "
            "kommunale helse- og omsorgstenester.",
        klage="pbrl",
    )


def v_tryggleik_arne_nn(c):
    start = c.after(c.date, 5, 12)
    return dict(
        title="Vedtak om tryggleiksalarm",
        applied=c.before(c.date, 15, 40),
        intro="Vi viser til søknaden din om tryggleiksalarm.",
        decision=["Du får tildelt tryggleiksalarm med fallsensor. Alarmen blir installert "
                  "%s eller etter nærare avtale." % fd(start),
                  "Alarmen blir kopla til responssenteret, som varslar heimetenesta ved behov. "
                  "Du må ha nøkkelboks ved inngangsdøra."],
        law="Kommunen si plikt til å sørgje for nødvendige helse- og omsorgstenester, "
            "jf. helse- og omsorgstenestelova § 3-1, og kommunale tildelingskriterium.",
        grounds=["Du bur åleine, har falle to gonger siste halvår og har nedsett "
                 "lungefunksjon. Tryggleiksalarm vil gje deg tryggleik og rask hjelp ved fall."],
        pay="Eigenbetaling er kr 330 per månad, fakturert kvartalsvis.",
        klage="fvl",
    )


def v_dagsenter_arne_nn(c):
    start = c.after(c.date, 7, 14)
    return dict(
        title="Vedtak om dagtilbod",
        applied=c.before(c.date, 20, 50),
        intro="Vi viser til søknaden din om dagtilbod og samtale med deg og dotter di.",
        decision=["Du får plass ved Volda dagsenter to dagar i veka, tysdag og torsdag "
                  "kl. 09.30–14.30, frå %s." % fd(start),
                  "Transport til og frå dagsenteret er inkludert."],
        law="Helse- og omsorgstenestelova § 3-2 første ledd nr. 6 bokstav b og § 3-1.",
        grounds=["Du har mista førarkortet og har lite sosial kontakt i kvardagen. "
                 "Dagtilbodet vil gje deg fellesskap, måltid og fysisk aktivitet."],
        pay="Du betalar kr 120 per dag for mat og kr 40 for transport.",
        klage="pbrl",
    )


def v_barnehage_emma_nn(c):
    start = dt.date(c.date.year, 8, 1) if c.date.month < 7 else c.first_of_month_after(c.date, 2)
    deadline = c.after(c.date, 10, 14)
    return dict(
        title="Vedtak om barnehageplass",
        about="Emma Nordvik, fødd 14.09.2020",
        to=["Kari Nordvik og Per Nordvik"],
        applied=c.before(c.date, 40, 90),
        intro="Vi viser til søknaden dykkar om barnehageplass.",
        decision=["Emma får tilbod om 100 %% plass i Trolltun barnehage, avdeling Blåklokka, "
                  "frå %s." % fd(start),
                  "Svar på tilbodet i søknadsportalen innan %s. Dersom vi ikkje får svar, "
                  "går plassen til neste barn på venteliste." % fd(deadline)],
        law="Barnehagelova § 16 og vedtektene for dei kommunale barnehagane i Sogndal.",
        grounds=["Emma har rett til plass og er tildelt plass etter opptakskriteria. Dykkar "
                 "første ønske er innfridd."],
        pay="Foreldrebetaling er kr 3 000 per månad for full plass, 11 månader i året.",
        klage="fvl",
    )


# kommune summons ------------------------------------------------------------

def i_helsestasjon_emma(c):
    return dict(
        title="Innkalling til 3-årskontroll på helsestasjonen",
        to=["Til foresatte for", "Emma Nordvik, født 14.09.2020"],
        body=["Det er tid for 3-årskontroll. Vi skal se på Emmas vekst, språk og utvikling, og "
              "snakke om det dere er opptatt av, for eksempel søvn, mat, barnehage og "
              "lek.",
              "Fyll gjerne ut spørreskjemaet om språk og utvikling på forhånd."],
        where="Helsestasjonen Nordre Aker, Kapellveien 2, 2. etasje",
        who="Helsesykepleier " + c.name("f"),
        extra=["Konsultasjonen tar ca. 45 minutter.",
               "Passer ikke tidspunktet, ring eller send melding via Helsenorge så snart som mulig."],
    )


def i_hpv_sofie(c):
    return dict(
        title="Vaksinasjon i 7. trinn – HPV",
        to=["Til foresatte for", "Sofie Aas, 7B, Hegsbro skole"],
        body=["Gjennom barnevaksinasjonsprogrammet får alle elever i 7. trinn tilbud om vaksine "
              "mot humant papillomavirus (HPV). Vaksinen beskytter mot livmorhalskreft og andre "
              "kreftformer.",
              "Vaksinen settes på skolen av helsesykepleier. Gi beskjed innen en uke dersom dere "
              "ikke ønsker at Sofie skal vaksineres, eller om hun har allergi eller har besvimt "
              "ved tidligere vaksinering."],
        where="Helserommet på Hegsbro skole",
        who="Helsesykepleier " + c.name("f"),
        extra=["Sofie bør spise frokost denne dagen.",
               "Vaksinasjonen registreres i Nasjonalt vaksinasjonsregister (SYSVAK)."],
    )


def i_fysio_per(c):
    return dict(
        title="Time hos fysioterapeut",
        to=None,
        body=["Du er henvist til kommunens fysioterapitjeneste for vurdering av gangfunksjon, "
              "balanse og behov for hjelpemidler. Du har fått time hos oss."],
        where="Brumunddal helsesenter, Fysioterapien, inngang B",
        who="Fysioterapeut " + c.name(),
        extra=["Ta med treningstøy og innesko.",
               "Egenandel for fysioterapi betales etter gjeldende takster og teller med i "
               "frikortgrunnlaget.",
               "Avbestilling senest 24 timer før, ellers må du betale for timen."],
    )


def i_helsestasjon_emma_nn(c):
    return dict(
        title="Innkalling til 4-årskontroll",
        to=["Til føresette for", "Emma Nordvik, fødd 14.09.2020"],
        body=["Emma er no fire år, og de er velkomne til 4-årskontroll på helsestasjonen. Vi "
              "måler høgd og vekt, testar syn og ser på språk, motorikk og trivsel. De får også "
              "snakke om det de lurer på.",
              "Emma kan gjerne ta med seg ei bok eller ein leik."],
        where="Ulstein helsestasjon, Sjøgata 9, 1. etasje",
        who="Helsesjukepleiar " + c.name("f"),
        extra=["Konsultasjonen tek om lag ein time.",
               "Gje beskjed om timen ikkje passar, så finn vi ein ny."],
    )


def i_vaksine_jonas_nn(c):
    return dict(
        title="Vaksinasjon i 2. trinn",
        to=["Til føresette for", "Jonas Nordvik, 2. trinn, Stryn barneskule"],
        body=["Alle elevar i 2. trinn får tilbod om vaksine mot difteri, stivkrampe, kikhoste og "
              "poliomyelitt (DTP-IPV) gjennom barnevaksinasjonsprogrammet.",
              "Vaksinen blir sett på skulen. Gje beskjed til helsesjukepleiar dersom Jonas har "
              "hatt reaksjonar på tidlegare vaksinar, eller om de ikkje ønskjer vaksinen."],
        where="Helsesjukepleiarkontoret på Stryn barneskule",
        who="Helsesjukepleiar " + c.name("f"),
        extra=["Etter vaksinasjonen blir elevane verande i klasserommet i 15–20 minutt."],
    )


def i_fysio_arne_nn(c):
    return dict(
        title="Time hjå fysioterapeut",
        to=None,
        body=["Du er tilvist til fysioterapitenesta i kommunen etter rehabiliteringsopphaldet, "
              "for vidare gangtrening og fallførebyggjande trening. Du har fått time hjå oss."],
        where="Odda helsehus, treningssalen i 1. etasje",
        who="Fysioterapeut " + c.name(),
        extra=["Ta med rullatoren og gode sko.",
               "Eigendel blir rekna etter gjeldande takstar. Har du frikort, tek du det med."],
    )


def i_ergo_ingrid_nn(c):
    return dict(
        title="Heimebesøk frå ergoterapeut",
        to=None,
        body=["Vi har motteke melding frå fastlegen din om at du treng vurdering av hjelpemiddel "
              "i heimen. Ergoterapeuten kjem heim til deg for å sjå på badet, trappa og "
              "tilkomsten til huset."],
        where="Heime hjå deg",
        who="Ergoterapeut " + c.name("f"),
        extra=["Det er fint om dotter di eller ein annan pårørande kan vere til stades.",
               "Besøket tek om lag ein time og er gratis."],
    )


# egenandel notices -----------------------------------------------------------

def e_trondheim_ingrid(c):
    return dict(
        title="Melding om egenandel for praktisk bistand",
        service="praktisk bistand (hjemmehjelp)",
        start=c.first_of_month_after(c.date),
        income=c.rng.choice([356440, 371900, 384210, 398020]),
        income_year=c.date.year - 2,
        rate=395, cap=2380,
        body=["Egenandelen er beregnet ut fra husstandens samlede skattbare inntekt etter "
              "særfradrag, slik den framgår av skatteoppgjøret."],
    )


def e_kristiansand_arne(c):
    return dict(
        title="Melding om egenandel – trygghetsalarm og praktisk bistand",
        service="trygghetsalarm og praktisk bistand",
        start=c.first_of_month_after(c.date),
        income=c.rng.choice([288100, 301450, 312660]),
        income_year=c.date.year - 2,
        rate=370, cap=1290, alarm=310,
        body=["Egenandel for praktisk bistand kan ikke overstige månedlig maksimalbeløp."],
    )


def e_stord_ingrid_nn(c):
    return dict(
        title="Melding om eigendel for heimehjelp",
        service="praktisk bistand (heimehjelp)",
        start=c.first_of_month_after(c.date),
        income=c.rng.choice([356440, 371900, 384210]),
        income_year=c.date.year - 2,
        rate=380, cap=2250,
        body=["Eigendelen er rekna ut frå den samla skattbare inntekta til husstanden etter "
              "særfrådrag, slik ho går fram av skatteoppgjeret."],
    )


def e_luster_arne_nn(c):
    end = c.before(c.date, 6, 14)
    start = end - dt.timedelta(days=13)
    return dict(
        title="Eigendel for korttidsopphald",
        service="korttidsopphald",
        period=(start, end),
        days=14, per_day=205,
        body=["Eigendelen gjeld korttidsopphaldet ditt ved Luster omsorgssenter, Gaupne. "
              "Satsen følgjer forskrift om eigendel for kommunale helse- og omsorgstenester."],
    )


# ---------------------------------------------------------------------------
# skeletons: each writes one letter layout by hand
# ---------------------------------------------------------------------------

def office_lookup(name):
    for v in GP_OFFICES.values():
        if v[0] == name:
            return v
    return (name, "", "")


def refno(c, width=5):
    return "%d/%0*d-%d" % (c.date.year % 100, width, c.rng.randint(100, 99999 if width == 5 else 9999),
                           c.rng.randint(1, 9))


def section_lines(c, sec, style):
    """style: 'own' heading on its own line, 'upper' HEADING: then text,
    'inline' Heading: text hanging, 'underline' heading with dashes."""
    out = []
    for head, text in sec:
        if head is None:
            out.append(c.para(text))
        elif style == "own":
            out.append(head)
            out.append(c.para(text))
        elif style == "upper":
            out.append(head.upper() + ":")
            out.append(c.para(text))
        elif style == "underline":
            out.append(head)
            out.append("-" * len(head))
            out.append(c.para(text))
        elif style == "inline":
            lab = head + ": "
            out.append(wrap(text, c.width - 2, " " * min(len(lab), 16), first=lab))
        out.append("")
    return out


def diag_lines(c, k, label=None):
    if not k.get("diag"):
        return []
    label = label or c.t("Diagnose:", "Diagnose:")
    out = [label]
    for code, txt in k["diag"]:
        out.append("  %-7s %s" % (code, txt))
    out.append("")
    return out


# --- S01: chain brand line above the site, date unlabelled at the right ----
def sk_brand_note(c):
    k = c.content()
    S = c.S
    site = S.get("site_line", S["name"])
    L = [S["brand"].upper() if c.rng.random() < 0.5 else S["brand"]]
    L.append(c.lr(site, c.d(c.date, "long")))
    L.append("%s, %s · Tlf. %s" % (S["street"], S["post"], S["phone"]))
    L += ["", ""]
    gp = c.gp_office
    L += ["Fastlege " + c.gp_name, gp[0], gp[1], gp[2], "", ""]
    L.append(k["title"].upper())
    L.append("")
    L.append(row(["Pasient: " + c.pname(), c.pid()], [40]))
    if getattr(c, "stay", None):
        L.append(row(["Innlagt: " + fd(c.stay[0]), "Utskrevet: " + fd(c.stay[1])], [40]))
    else:
        L.append(row(["Konsultasjon: " + fd(c.cons), "Lege: " + k["doc"]], [40]))
    L.append("")
    L += section_lines(c, k["sec"], "own")
    L += diag_lines(c, k)
    L += [c.hilsen(), "", "", k["doc"], k["dtitle"], ""]
    L.append(c.pick("Kopi: Pasienten", "Kopi til pasient"))
    L += ["", "", "%s · Org.nr. %s · %s" % (S.get("legal", S["name"]), org_fmt(S["org"]), S.get("web", ""))]
    return "\n".join(L)


# --- S02: caption row over value row, copy line to the GP ------------------
def sk_caption_note(c):
    k = c.content()
    S = c.S
    L = side([S["name"], "%s, %s" % (S["street"], S["post"])],
             ["Telefon " + S["phone"], "Org.nr. " + org_fmt(S["org"])], c.width - 26)
    L += ["", "", k["title"].upper(), ""]
    lab2 = c.pick("Dokumentdato", "Notatdato", "Skrevet dato")
    w = [28, 18]
    if c.has_fnr:
        L.append(row(["Pasient", "Fødselsnummer"], w))
        L.append(row([c.pname(), c.fnr()], w))
    else:
        L.append(row(["Pasient", "Født"], w))
        L.append(row([c.pname(), c.born()], w))
    L.append("")
    L.append(row(["Konsultasjon", lab2, "Behandler"], [18, 16]))
    L.append(row([fd(c.cons), fd(c.date), k["doc"]], [18, 16]))
    L += ["", ""]
    L += section_lines(c, k["sec"], "upper")
    L += diag_lines(c, k)
    L += [c.esign(), "", k["doc"] + ", " + k["dtitle"], ""]
    L.append("Kopi til fastlege %s, %s" % (c.gp_name, c.gp_office[0]))
    return "\n".join(L)


# --- S03: place and date line at the top right; the practice only under the signature
def sk_place_letter(c):
    k = c.content()
    S = c.S
    gp = c.gp_office
    L = ["", c.lr("", "%s, %s" % (S["city"], c.d(c.date, "long"))), ""]
    L += ["Fastlege " + c.gp_name, gp[0], gp[1], gp[2], "", ""]
    if c.has_fnr:
        who = "%s, f. %s (fnr. %s)" % (c.pname(), c.born(), c.fnr())
    else:
        who = "%s, f. %s" % (c.pname(), c.born())
    L.append(c.t("Vedr.: ", "Gjeld: ") + who)
    if k.get("title"):
        L.append(k["title"])
    L.append("")
    L += section_lines(c, k["sec"], "own")
    L += [c.hilsen(), "", ""]
    L += [k["doc"], k["dtitle"], S["name"], "%s, %s – tlf. %s" % (S["street"], S["post"], S["phone"])]
    return "\n".join(L)


# --- S04: institution with Org.nr. under its name; stay dates; labelled epikrise date
def sk_stay_epikrise(c):
    k = c.content()
    S = c.S
    nn = c.lang == "nn"
    L = [S["name"].upper(), "Org.nr. " + org_fmt(S["org"]),
         "%s, %s   Sentralbord %s" % (S["street"], S["post"], S["phone"]), "", ""]
    L.append(c.lr(k["title"], "Epikrisedato: " + fd(c.date)))
    L.append("")
    L.append(row(["Pasient: " + c.pname(), c.pid("Fnr.:", c.t("Født:", "Fødd:"))], [42]))
    L.append(row([c.t("Innlagt: ", "Innlagd: ") + fd(c.stay[0]),
                  c.t("Utskrevet: ", "Utskriven: ") + fd(c.stay[1])], [42]))
    L.append(c.t("Henvist fra: ", "Tilvist frå: ") + k["ref"])
    L.append(c.t("Ansvarlig lege: ", "Ansvarleg lege: ") + k["doc"])
    L.append("")
    L += diag_lines(c, k, c.t("Diagnoser:", "Diagnosar:"))
    L += section_lines(c, k["sec"], "underline")
    L += [c.esign(), "", k["doc"], k["dtitle"], ""]
    L.append("Kopi: %s %s, %s" % (c.t("fastlege", "fastlege"), c.gp_name, c.gp_office[0]))
    return "\n".join(L)


# --- S05: journal note printout; the consultation line is the only date -----
def sk_journal(c):
    c.cons = c.date
    k = c.content()
    S = c.S
    bar = "-" * (c.width - 4)
    L = [c.lr(S["name"], c.t("Journalnotat", "Journalnotat")),
         "%s, %s   Tlf. %s" % (S["street"], S["post"], S["phone"]), bar]
    L.append(row(["Pasient: " + c.pname("REV"), c.pid("Fnr.", c.t("Født", "Fødd"))], [36]))
    L.append("Adresse: %s, %s" % c.addr)
    L.append(bar)
    h, m = c.rng.choice([(8, 20), (9, 40), (10, 5), (11, 30), (13, 15), (14, 50)])
    L.append(row(["%s %02d:%02d" % (fd(c.date), h, m), k["title"], k["doc"]], [20, 16]))
    L.append("")
    L += section_lines(c, k["sec"], "inline")
    for code, txt in k.get("diag", []):
        L.append("Diagnose: %s %s" % (code, txt))
    L += [bar, c.lr("", "Side 1 av 1")]
    return "\n".join(L)


# --- S06: report whose sender stands only in the footer; date above the signature
def sk_footer_report(c):
    k = c.content()
    S = c.S
    gp = c.gp_office
    start, end, n = c.period
    L = ["", k["title"], ""]
    L.append("Til:      Fastlege %s, %s" % (c.gp_name, gp[0]))
    L.append("Gjelder:  %s, f. %s" % (c.pname(), c.born()) + (" – fnr. %s" % c.fnr() if c.has_fnr else ""))
    L.append("Periode:  %s – %s%s" % (fd(start), fd(end), " (%d samtaler)" % n if n else ""))
    L.append("")
    L += section_lines(c, k["sec"], "own")
    L.append(c.para("Rapporten er sendt med samtykke fra %s og foresatte." % c.P["first"]))
    L += ["", "%s, %s" % (S["city"], c.d(c.date, c.pick("num", "long"))), "", c.hilsen(), "", "",
          k["doc"], k["dtitle"], "", "", "_" * (c.width - 6)]
    L.append("%s | %s, %s | Tlf. %s | Org.nr. %s" % (S["name"], S["street"], S["post"], S["phone"], org_fmt(S["org"])))
    return "\n".join(L)


# --- S07: "Avsendar:" block for a window envelope; labelled date ------------
def sk_avsender_epikrise(c):
    k = c.content()
    S = c.S
    gp = c.gp_office
    L = [c.t("Avsender:", "Avsendar:"), S["name"], S["street"], S["post"], ""]
    L += side([""] * 4, ["Fastlege " + c.gp_name, gp[0], gp[1], gp[2]], 40)
    L += ["", ""]
    L.append(row(["Dato: " + fd(c.date), c.t("Vår ref.: ", "Vår ref.: ") + refno(c, 4),
                  "Journalnr.: " + str(c.rng.randint(100000, 999999))], [22, 22]))
    L += ["", k["title"].upper(), ""]
    L.append("Pasient: %s, %s" % (c.pname(), c.pid("fødselsnr.", c.t("født", "fødd"))))
    L.append("")
    L += section_lines(c, k["sec"], "own")
    L += diag_lines(c, k)
    second = c.name()
    L += [c.hilsen(), "", "", row([k["doc"], second], [34]),
          row([k["dtitle"].split(",")[0], c.t("psykolog", "psykolog")], [34]), "",
          c.t("Kopi: Pasienten", "Kopi: Pasienten")]
    return "\n".join(L)


# --- S08: Org.nr. under the name, weekday date, "Henvist fra" and copy line --
def sk_orgnr_note(c):
    k = c.content()
    S = c.S
    gp = c.gp_office
    L = [S["name"], "Org.nr. " + org_fmt(S["org"]), "%s, %s" % (S["street"], S["post"]),
         "Telefon " + S["phone"], "", ""]
    L.append("Dato: " + c.d(c.date, c.pick("wdlong", "Wdlong")))
    L += ["", k["title"].upper(), ""]
    L.append("Pasient: %s, %s" % (c.pname(), c.pid("fnr", "født")))
    L.append("Henvist fra: %s v/ fastlege %s" % (gp[0], c.gp_name))
    L.append("Konsultasjonsdato: " + fd(c.cons))
    L.append("")
    L += section_lines(c, k["sec"], "upper")
    L += diag_lines(c, k)
    L += [c.hilsen(), "", "", k["doc"], k["dtitle"], ""]
    L.append("Kopi til fastlege %s, %s, %s %s" % (c.gp_name, gp[0], gp[1], gp[2].split(" ", 1)[1]))
    return "\n".join(L)


# --- S09: lab report; sample/received/report dates in two columns ----------
def lab_table(c, rows, widths=(28, 12, 12)):
    out = [row(["Analyse", "Resultat", "Enhet", "Referanseområde"], list(widths)),
           "-" * (sum(widths) + 18)]
    for an, val, flag, unit, ref in rows:
        if val is None:
            out.append("")
            out.append(an.upper())
            continue
        v = val + (" " + flag if flag else "")
        out.append(row(["  " + an, v, unit, ref], list(widths)))
    return out


def sk_lab_report(c):
    k = c.content()
    S = c.S
    off = office_lookup(k["rekv"][1])
    lab = c.spec.get("lab_label") or c.pick("Rapportdato", "Utskrevet", "Svar utskrevet")
    L = [c.lr(S["name"], "LABORATORIESVAR"), "%s, %s · Tlf. %s" % (S["street"], S["post"], S["phone"]),
         "=" * (c.width - 4), ""]
    sex = "K" if c.P["first"] in ("Kari", "Sofie", "Emma", "Ingrid") else "M"
    L += side(["Rekvirent:", "Lege " + k["rekv"][0], off[0], off[1], off[2]],
              ["Pasient:", c.pname("REV"), c.pid("Fnr:", "Født:"), "Kjønn: " + sex], 42)
    L += ["", "-" * (c.width - 4)]
    L.append(row(["Prøve tatt: %s %s" % (fd(k["taken"]), ft(k["taken"], "colon")),
                  "Mottatt: %s %s" % (fd(k["received"]), ft(k["received"], "colon"))], [38]))
    L.append(row(["%s: %s" % (lab, fd(c.date)),
                  "Prøvenr.: %s-%05d" % (k["taken"].strftime("%y%m%d"), c.rng.randint(1, 99999))], [38]))
    L += ["-" * (c.width - 4), ""]
    tab = lab_table(c, k["rows"])
    if len(k["rows"]) > 10:
        cut = 2 + 7
        L += tab[:cut]
        L += ["", "", c.lr("", "Side 1 av 2"), "\f" + c.lr(S["name"], "LABORATORIESVAR"),
              "Pasient: %s   %s   %s: %s" % (c.pname("REV"), c.pid("Fnr:", "Født:"), lab, fd(c.date)), ""]
        L += tab[cut:]
        page = "Side 2 av 2"
    else:
        L += tab
        page = "Side 1 av 1"
    L += ["", "Kommentar:", c.para(k["comment"], "  "), ""]
    L.append("Endelig svar. Godkjent av %s, %s." % k["signer"])
    L += ["", "-" * (c.width - 4),
          c.lr("%s · Org.nr. %s" % (S.get("legal", S["name"]), org_fmt(S["org"])), page)]
    return "\n".join(L)


# --- S10: lab report with caption row over value row -----------------------
def sk_lab_caption(c):
    k = c.content()
    S = c.S
    L = side(["LABORATORIESVAR"], [S["name"], "%s, %s" % (S["street"], S["post"]), "Tlf. " + S["phone"]],
             c.width - 40)
    L.append("")
    sex = "K" if c.P["first"] in ("Kari", "Sofie", "Emma", "Ingrid") else "M"
    w = [30, 20]
    L.append(row(["Pasient", "Fødselsnummer" if c.has_fnr else "Fødselsdato", "Kjønn"], w))
    L.append(row([c.pname("REV"), c.fnr() if c.has_fnr else c.born(), sex], w))
    L.append("")
    w2 = [30, 18, 18]
    L.append(row(["Rekvirent", "Prøvetaking", "Mottatt", "Svardato"], w2))
    L.append(row([k["rekv"][0], "%s %s" % (fd(k["taken"]), ft(k["taken"], "colon")),
                  "%s %s" % (fd(k["received"]), ft(k["received"], "colon")), fd(c.date)], w2))
    L.append(k["rekv"][1])
    L += ["", ""]
    L.append(row(["Analyse", "Resultat", "Ref.område", "Enhet"], [28, 12, 24]))
    for an, val, flag, unit, ref in k["rows"]:
        if val is None:
            L.append(an)
            continue
        L.append(row([an, ("*" if flag else " ") + val, ref, unit], [28, 12, 24]))
    L += ["", "* = utenfor referanseområdet", "", "Kommentar", c.para(k["comment"]), ""]
    L.append("Godkjent: %s, %s" % k["signer"])
    L += ["", c.lr(S.get("legal", S["name"]) + ", org.nr. " + org_fmt(S["org"]), "Side 1/1")]
    return "\n".join(L)


# --- S11: "Avsender:" block and short numeric dates -------------------------
def sk_lab_avsender(c):
    k = c.content()
    S = c.S
    off = office_lookup(k["rekv"][1])
    L = ["Avsender:", S.get("legal", S["name"]), S["street"], S["post"], ""]
    L += side([""] * 4, ["Lege " + k["rekv"][0], off[0], off[1], off[2]], 44)
    L += ["", ""]
    L.append(c.lr("SVAR PÅ LABORATORIEUNDERSØKELSER", "Utskriftsdato: " + fd(c.date, "short")))
    L.append("")
    L.append(row(["Pasient: %s (%s)" % (c.pname(), c.born("short")), "Pnr.: " + c.fnr() if c.has_fnr else ""], [44]))
    L.append(row(["Prøve tatt: %s kl %s" % (fd(k["taken"], "short"), ft(k["taken"], "colon")),
                  "Mottatt lab: %s kl %s" % (fd(k["received"], "short"), ft(k["received"], "colon"))], [44]))
    L.append("")
    for an, val, flag, unit, ref in k["rows"]:
        lead = (an + " ").ljust(26, ".")
        L.append("%s %-8s %-2s %-16s (%s)" % (lead, val, flag or "", unit, ref))
    L += ["", wrap(k["comment"], c.width - 2, "         ", first="Merknad: "), "", "Med hilsen", k["signer"][0] + ", " + k["signer"][1],
          "", "Tlf. %s  ·  Org.nr. %s" % (S["phone"], org_fmt(S["org"]))]
    return "\n".join(L)


# --- S12: radiology answer under a chain's brand line ------------------------
def sk_rad_brand(c):
    k = c.content()
    S = c.S
    L = [S["brand"].upper(), S["name"], c.lr("%s, %s" % (S["street"], S["post"]), "Tlf. " + S["phone"]), "", ""]
    L.append(c.pick("RØNTGENSVAR", "RADIOLOGISK BESKRIVELSE"))
    L.append("")
    L.append(row(["Navn: " + c.pname(), c.pid("Fødselsnr.:", "Født:")], [40]))
    L.append("Henvisende lege: %s, %s" % k["rekv"])
    L.append("Undersøkelse: " + k["exam"])
    L.append(row(["Undersøkt: " + fd(k["exam_date"]), "Svardato: " + fd(c.date)], [40]))
    L.append("")
    for head, key in (("Klinisk problemstilling:", "question"), ("Beskrivelse:", "findings"),
                      ("Konklusjon:", "conclusion")):
        L += [head, c.para(k[key]), ""]
    L += [k["radiologist"], "Spesialist i radiologi", "", "",
          "%s · %s · Org.nr. %s" % (S["legal"], S.get("web", ""), org_fmt(S["org"]))]
    return "\n".join(L)


# --- S13: radiology answer with ISO dates -----------------------------------
def sk_rad_iso(c):
    k = c.content()
    S = c.S
    L = [c.lr(S["name"], "Dato: " + fd(c.date, "iso")),
         "%s · %s · tlf %s" % (S["street"], S["post"], S["phone"]), "=" * (c.width - 4), ""]
    L.append(c.t("Svar på radiologisk undersøkelse", "Svar på radiologisk undersøking"))
    L.append("")
    L.append(row([c.t("Pasient: ", "Pasient: ") + c.pname("REV"), c.pid("", c.t("f.", "f."))], [44]))
    L.append(c.t("Henvisende lege: ", "Tilvisande lege: ") + "%s, %s" % k["rekv"])
    L.append(c.t("Undersøkelsesdato: ", "Undersøkingsdato: ") + fd(k["exam_date"], "iso"))
    L.append(c.t("Undersøkelse: ", "Undersøking: ") + k["exam"])
    L.append("")
    L += [c.t("Problemstilling", "Problemstilling"), c.para(k["question"]), ""]
    L += [c.t("Funn", "Funn"), c.para(k["findings"]), ""]
    L += [c.t("Konklusjon", "Konklusjon"), c.para(k["conclusion"]), ""]
    L += ["Signert: %s, overlege" % k["radiologist"], "", S.get("legal", S["name"]) + ", org.nr. " + org_fmt(S["org"])]
    return "\n".join(L)


# --- S32: radiology answer dated by its electronic signature at the foot ----
def sk_rad_signed(c):
    k = c.content()
    S = c.S
    off = office_lookup(k["rekv"][1])
    L = [S["name"], "%s | %s | tlf %s" % (S["street"], S["post"], S["phone"]), ""]
    L += side([""] * 4, ["Til: " + k["rekv"][0], "     " + off[0], "     " + off[1], "     " + off[2]], 40)
    L += ["", "", k["exam"].upper(), ""]
    L.append(row(["Pasient: " + c.pname(), c.pid("Fnr.:", "Født:")], [40]))
    L.append(row(["Bestilt: " + fd(k["ordered"]), "Undersøkt: " + fd(k["exam_date"])], [40]))
    L += ["", "Problemstilling: " + k["question"], "", "Beskrivelse:", c.para(k["findings"]), "",
          "Konklusjon:", c.para(k["conclusion"]), ""]
    h, m = c.rng.choice([(9, 12), (10, 14), (11, 47), (13, 5), (15, 22)])
    L.append("Elektronisk signert av %s, spesialist i radiologi, %s kl. %02d:%02d"
             % (k["radiologist"], fd(c.date), h, m))
    L += ["", S["legal"] + " – org.nr. " + org_fmt(S["org"])]
    return "\n".join(L)


# --- S14: summons with "Vår dato" at the right of the sender block -----------
def sk_inn_vardato(c):
    k = c.content()
    S = c.S
    a = c.appt
    left = ([S["brand"].upper()] if S.get("brand") else []) + [S["name"], S["street"], S["post"]]
    right = ([""] if S.get("brand") else []) + ["Vår dato: " + fd(c.date), "Vår ref.: " + refno(c),
                                                 "Tlf. " + S["phone"]]
    L = side(left, right, c.width - 28)
    L += ["", ""] + c.addr_lines() + ["", ""]
    L += [k["title"].upper(), ""]
    for p in k["intro"]:
        L += [c.para(p), ""]
    L.append("Tid:    %s kl. %s" % (c.d(a, "wdlong"), ft(a)))
    L.append(c.t("Sted:   ", "Stad:   ") + k["where"])
    if k.get("who"):
        L.append(c.t("Hos:    ", "Hjå:    ") + k["who"])
    L += ["", c.t("Forberedelser:", "Førebuing:")]
    for p in k["prep"]:
        L.append(wrap(p, c.width - 4, "  ", first="- "))
    L.append("")
    for p in k["extra"]:
        L += [c.para(p), ""]
    L += [c.hilsen(), S["name"], c.t("Pasientkontoret", "Pasientkontoret")]
    return "\n".join(L)


# --- S15: summons with "Place, date" on the recipient's first line -----------
def sk_inn_placedate(c):
    k = c.content()
    S = c.S
    a = c.appt
    L = [S["name"], "%s, %s" % (S["street"], S["post"]),
         c.t("Telefon %s (hverdager 08–15)", "Telefon %s (kvardagar 08–15)") % S["phone"], "", ""]
    if c.P["name"] == "Emma Nordvik":
        rec = ["Til foreldre/foresatte for", "%s (f. %s)" % (c.pname(), c.born())] + c.addr_lines(None)[1:]
    else:
        rec = [c.pname(), c.t("v/ foresatte", "v/ føresette")] + c.addr_lines()[1:]
    L.append(c.lr(rec[0], "%s, %s" % (S["city"], c.d(c.date, "long"))))
    L += rec[1:] + ["", ""]
    L += [k["title"], ""]
    for p in k["intro"]:
        L += [c.para(p), ""]
    if c.P["name"] == "Emma Nordvik":
        L.append("Operasjonsdato:  " + c.d(a, "Wdlong"))
        L.append("Oppmøte:         kl. " + ft(a))
    else:
        L.append(c.t("Tid:   ", "Tid:   ") + "%s kl. %s" % (c.d(a, "wdlong"), ft(a)))
    L.append(c.t("Sted:            ", "Stad:  ") + k["where"])
    if k.get("who"):
        L.append(c.t("Hos:             ", "Hjå:   ") + k["who"])
    L.append("")
    for p in k["prep"] + k["extra"]:
        L += [c.para(p), ""]
    L += [c.hilsen(), "", c.name("f"), c.t("sekretær", "sekretær")]
    return "\n".join(L)


# --- S16: summons/stay offer with labelled date, case number and a reply deadline
def sk_inn_stay(c):
    k = c.content()
    S = c.S
    a = c.appt
    L = [S["name"].upper(), "%s · Org.nr. %s" % (S.get("legal", S["name"]), org_fmt(S["org"])),
         "%s, %s" % (S["street"], S["post"]), ""]
    L += side(c.addr_lines(), ["Dato: " + fd(c.date), "Saksnr.: " + refno(c)], c.width - 26)
    L += ["", "", k["title"], ""]
    for p in k["intro"]:
        L += [c.para(p), ""]
    deadline = c.after(c.date, 5, max(6, min(14, (a.date() - c.date).days - 4)))
    if getattr(c, "stay_end", None):
        L.append(c.para("Opphaldet ditt er planlagt frå %s til %s." % (c.d(a, "wdlong"), c.d(c.stay_end, "wdlong"))))
        L.append("")
        L.append("Oppmøte:  %s kl. %s" % (c.d(a, "wdday"), ft(a)))
        L.append("Stad:     " + k["where"])
        L += ["", c.para("Vi ber deg stadfeste at du tek imot plassen innan %s." % fd(deadline)), ""]
    else:
        L.append(c.t("Tidspunkt: ", "Tidspunkt: ") + "%s, kl. %s" % (c.d(a, "wdnum"), ft(a, "colon")))
        L.append(c.t("Sted:      ", "Stad:      ") + k["where"])
        if k.get("who"):
            L.append(c.t("Du møter:  ", "Du møter:  ") + k["who"])
        L += ["", c.para(c.t("Bekreft timen innen %s via SMS eller telefon.",
                             "Stadfest timen innan %s.") % fd(deadline)), ""]
    for p in k["prep"]:
        L.append(wrap(p, c.width - 4, "   ", first=" • "))
    L.append("")
    for p in k["extra"]:
        L += [c.para(p), ""]
    L += [c.hilsen(), "", c.name(), c.t("inntakskoordinator", "inntakskoordinator"), S["name"]]
    return "\n".join(L)


# --- S17: summons with an "Avsender:" block and an unlabelled numeric date ----
def sk_inn_avsender(c):
    k = c.content()
    S = c.S
    a = c.appt
    L = ["Avsender:", S["name"], "%s, %s" % (S["street"], S["post"]), ""]
    L += side([""] * 3, c.addr_lines(), 44)
    L += ["", c.lr("", fd(c.date, "nopad")), ""]
    L += [k["title"].upper(), ""]
    for p in k["intro"]:
        L += [c.para(p), ""]
    L.append("Tidspunkt:  %s kl. %s" % (c.d(a, "wdlong"), ft(a)))
    L.append("Sted:       " + k["where"])
    if k.get("who"):
        L.append(wrap(k["who"], c.width - 2, " " * 12, first="Du møter:   "))
    L.append("")
    for p in k["prep"] + k["extra"]:
        L += [c.para(p), ""]
    L += [c.hilsen(), "", c.name(), "inntakskoordinator", "Tlf. " + S["phone"]]
    return "\n".join(L)


# --- S33: appointment confirmation: caption row for the appointment, "Brevdato" -
def sk_inn_timebekreftelse(c):
    k = c.content()
    S = c.S
    a = c.appt
    L = [S["name"], "%s, %s · %s" % (S["street"], S["post"], S["phone"]), "", ""]
    L += c.addr_lines(upper_post=False) + ["", ""]
    L.append(c.lr("TIMEBEKREFTELSE", "Brevdato: " + fd(c.date)))
    L.append("")
    L.append(("Pasient: %s, %s" % (c.pname(), c.pid("", "født"))).replace(",  ", ", "))
    L.append("")
    w = [14, 8, 30]
    L.append(row(["Dato", "Kl.", "Gjelder", "Sted"], w))
    L.append(row([fd(a), ft(a, "colon"), k["title"], k["where"].split(",")[0]], w))
    L.append("")
    for p in k["intro"]:
        L += [c.para(p), ""]
    if k.get("who"):
        L += ["Du skal til: " + k["who"], ""]
    L.append("Før timen:")
    for p in k["prep"]:
        L.append(wrap(p, c.width - 4, "  ", first="- "))
    L.append("")
    for p in k["extra"]:
        L += [c.para(p), ""]
    L += [c.hilsen(), S["name"]]
    return "\n".join(L)


# --- S18: referral as an EPJ printout (Til / Fra / Pasient) ------------------
def sk_hen_epj(c):
    k = c.content()
    S = c.S
    L = ["HENVISNING", ""]
    L.append(row(["Dato: " + fd(c.date), "Prioritet: " + k["prio"]], [40]))
    L.append("")
    for i, line in enumerate(k["to"]):
        L.append(("Til:   " if i == 0 else "       ") + line)
    L.append("")
    fra = [S["name"], "%s, %s" % k["doc"], "%s, %s" % (S["street"], S["post"]),
           "Tlf. %s   HER-id: %d" % (S["phone"], c.rng.randint(80000, 199999))]
    for i, line in enumerate(fra):
        L.append(("Fra:   " if i == 0 else "       ") + line)
    L.append("")
    L.append("Pasient: %s" % c.pname())
    L.append("         " + c.pid("Fødselsnr.", "Født"))
    L.append("         %s, %s" % c.addr)
    L += ["", "Henvisningsårsak: " + k["reason"], "", "Anamnese:", c.para(k["anamnese"]), "",
          "Funn:", c.para(k["funn"]), "", "Faste medisiner:"]
    L += ["  - " + m for m in k["med"]]
    L += ["", "Allergier: " + k["allergy"], "", "Problemstilling / spørsmål til spesialist:",
          c.para(k["question"]), "", c.esign()]
    return "\n".join(L)


# --- S20: referral with caption rows --------------------------------------
def sk_hen_caption(c):
    k = c.content()
    S = c.S
    L = side([S["name"], ""], ["%s, %s" % (S["street"], S["post"]), "Tlf. " + S["phone"]], c.width - 34)
    L += ["", "HENVISNING TIL SPESIALISTHELSETJENESTEN", ""]
    w = [20, 18]
    L.append(row(["Henvisningsdato", "Prioritet", "Type"], w))
    L.append(row([fd(c.date), k["prio"], "Poliklinisk vurdering"], w))
    L += ["", "Mottaker", ", ".join(k["to"]), ""]
    w2 = [24, 18]
    L.append(row(["Pasient", "Fødselsnummer" if c.has_fnr else "Født", "Adresse"], w2))
    L.append(row([c.pname(), c.fnr() if c.has_fnr else c.born(), "%s, %s" % c.addr], w2))
    L += [""]
    L.append(row(["Henvisende lege", "HPR-nr.", "Fastlege"], w2))
    L.append(row([k["doc"][0], str(c.rng.randint(1000000, 9999999)), "Ja"], w2))
    L += ["", "Årsak", c.para(k["reason"]), "", "Sykehistorie", c.para(k["anamnese"]), "",
          "Kliniske funn", c.para(k["funn"]), "", "Legemidler"]
    L += ["  " + m for m in k["med"]]
    L += ["", "CAVE: " + k["allergy"], "", "Spørsmål", c.para(k["question"]), "", "",
          c.lr("", "Utskrift fra journalsystem – side 1 av 1")]
    return "\n".join(L)


# --- S19: Nynorsk referral letter dated at the foot above the signature -----
def sk_hen_nn_letter(c):
    k = c.content()
    S = c.S
    L = [S["name"], "%s, %s   Tlf. %s" % (S["street"], S["post"], S["phone"]), "", ""]
    for i, line in enumerate(k["to"]):
        L.append(("Til: " if i == 0 else "     ") + line)
    L += ["", "", "TILVISING – " + k["reason"], ""]
    L.append("Gjeld: %s, %s" % (c.pname(), c.pid("fnr.", "fødd")))
    L.append("Adresse: %s, %s" % c.addr)
    L.append("Prioritet: " + k["prio"])
    L += ["", "Sjukehistorie", c.para(k["anamnese"]), "", "Funn", c.para(k["funn"]), "", "Faste medisinar"]
    L += ["  - " + m for m in k["med"]]
    L += ["", "Allergi: " + k["allergy"], "", "Spørsmål", c.para(k["question"]), ""]
    L += ["%s, %s" % (S["city"], c.d(c.date, c.pick("num", "long"))), "", c.hilsen(), "", "",
          k["doc"][0], k["doc"][1]]
    return "\n".join(L)


# --- S34: referral to a private clinic as a plain letter --------------------
def sk_hen_private(c):
    k = c.content()
    S = c.S
    L = [c.lr(S["name"], "Dato: " + c.d(c.date, "long")), "%s, %s" % (S["street"], S["post"]),
         "Tlf. " + S["phone"], "", ""]
    L += k["to"] + ["", ""]
    L.append("Henvisning – %s, født %s" % (c.pname(), c.born()))
    if c.has_fnr:
        L.append("Fødselsnummer: " + c.fnr())
    L.append("Foresatte: Kari Nordvik (mor)")
    L += ["", "Kjære kollega,", ""]
    L += [c.para("Jeg henviser %s for %s. %s" % (c.P["first"], k["reason"].lower(), k["anamnese"])), ""]
    L += [c.para("Ved undersøkelse: " + k["funn"]), ""]
    L += [c.para("Bruker: " + "; ".join(k["med"]) + ". Allergier: " + k["allergy"] + "."), ""]
    L += [c.para(k["question"] + " Takk for hjelpen."), ""]
    L += [c.hilsen(), "", "", k["doc"][0], k["doc"][1]]
    return "\n".join(L)


# --- S21: prescription list printed from the EPJ ("Utskrevet") --------------
def sk_res_epj(c):
    k = c.content()
    S = c.S
    h, m = c.rng.choice([(9, 4), (10, 41), (12, 17), (14, 5), (15, 33)])
    head = c.t("RESEPTLISTE / LEGEMIDDELOVERSIKT", "LEGEMIDDELLISTE")
    L = [c.lr(head, "Side 1 av 1"), "%s, %s, %s" % (S["name"], S["street"], S["post"]), ""]
    L.append(row(["Pasient: " + c.pname("rev"), c.pid("Fnr.", c.t("Født", "Fødd"))], [40]))
    if c.lang == "nn":
        L.append("Utskriftsdato: %s kl. %02d:%02d  –  %s" % (fd(c.date), h, m, k["doc"][0]))
    else:
        L.append("Utskrevet: %s %02d:%02d av %s" % (fd(c.date), h, m, k["doc"][0]))
    L.append("")
    w = [50, 12, 14]
    L.append(row([c.t("Legemiddel", "Legemiddel"), c.t("Startdato", "Startdato"),
                  c.t("Gyldig til", "Gyldig til"), "Resepttype"], w))
    L.append("-" * (c.width - 2))
    for d in k["drugs"]:
        valid = c.after(c.date, 150, 360)
        L.append(row([d[0][:49], fd(d[2]), fd(valid), d[3]], w))
        L.append("    " + c.t("Dosering: ", "Dosering: ") + d[1])
    L += ["-" * (c.width - 2), "", c.para(k["note"]), "", S["name"] + " – tlf. " + S["phone"]]
    return "\n".join(L)


# --- S22: medicine list with a short numeric date ---------------------------
def sk_res_short(c):
    k = c.content()
    S = c.S
    L = [S["name"], "%s, %s" % (S["street"], S["post"]), "",
         c.lr("LEGEMIDDELLISTE", "Dato: " + fd(c.date, "short")), ""]
    L.append(row([c.t("Navn: ", "Namn: ") + c.pname(), c.t("Født: ", "Fødd: ") + c.born()], [36]))
    if c.has_fnr:
        L.append(c.t("Fødselsnummer: ", "Fødselsnummer: ") + c.fnr())
    L.append("")
    L.append(row(["Nr", "Legemiddel", c.t("Bruk", "Bruk")], [4, 44]))
    for i, d in enumerate(k["drugs"], 1):
        L.append(row([str(i), d[0][:43], ""], [4, 44]))
        L.append("    " + d[1])
        L.append("    " + c.t("Startet ", "Starta ") + fd(d[2]) + " · " + d[3])
    L += ["", c.para(k["note"]), "", c.t("Lege: ", "Lege: ") + k["doc"][0] + ", " + k["doc"][1]]
    return "\n".join(L)


# --- S35: prescriptions sent, letter with sender only in the footer ---------
def sk_res_footer(c):
    k = c.content()
    S = c.S
    L = [""] + c.addr_lines(upper_post=False) + ["", "", ""]
    L += ["Resepter sendt elektronisk", ""]
    L.append(c.para("Følgende resepter er sendt til Reseptformidleren og kan hentes på et hvilket "
                    "som helst apotek mot legitimasjon. Du finner dem også under «Legemidler» på "
                    "Helsenorge."))
    L.append("")
    for i, d in enumerate(k["drugs"], 1):
        L.append("%d. %s" % (i, d[0]))
        L.append("   %s. Mengde: %s. %s." % (d[1], d[4], d[3]))
    if k.get("other"):
        L += ["", "Andre legemidler du bruker (fra andre forskrivere):"]
        L += ["   %s – %s" % o for o in k["other"]]
    L += ["", c.para("Ta kontakt dersom du får plager du tror kan skyldes medisinene. Vi ses til "
                     "avtalt time."), ""]
    L += ["%s, %s" % (S["city"], c.d(c.date, "long")), "", c.hilsen(), "", k["doc"][0], k["doc"][1], "", ""]
    L.append("_" * (c.width - 10))
    L.append("%s – %s, %s – Tlf. %s – Org.nr. %s" % (S["name"], S["street"], S["post"], S["phone"], org_fmt(S["org"])))
    return "\n".join(L)


# ---------------------------------------------------------------------------
# kommune skeletons
# ---------------------------------------------------------------------------

def kommune_recipient(c, k):
    if k.get("to"):
        return k["to"] + list(c.addr)
    return c.addr_lines()


def gjelder_line(c, k):
    if k.get("about"):
        base = k["about"]
    else:
        base = c.pname()
    if c.has_fnr:
        return c.t("Gjelder: ", "Gjeld: ") + base + c.t(", fødselsnr. ", ", fødselsnr. ") + c.fnr()
    return c.t("Gjelder: ", "Gjeld: ") + base


def vedtak_body(c, k, heads):
    """heads: (vedtak, hjemmel, begrunnelse, betaling, klage) labels."""
    L = [c.para(k["intro"]), "", heads[0]]
    for p in k["decision"]:
        L.append(c.para(p) if not p.startswith("- ") else wrap(p[2:], c.width - 4, "  ", first="- "))
    L += ["", heads[1], c.para(k["law"]), "", heads[2]]
    for p in k["grounds"]:
        L.append(c.para(p))
    if k.get("pay"):
        L += ["", heads[3], c.para(k["pay"])]
    L += ["", heads[4]]
    for p in klage_text(c, k["klage"]):
        L.append(c.para(p))
    L.append("")
    return L


def kommune_footer(c):
    S = c.S
    return ("Postadresse: %s, %s | Telefon: %s | Org.nr.: %s%s"
            % (S["street"], S["post"], S["phone"], org_fmt(S["org"]),
               " | " + S["web"] if S.get("web") else ""))


# --- S23: Bokmål vedtak with the Vår dato / Deres dato caption row ----------
def sk_vedtak_caption(c):
    k = c.content()
    S = c.S
    sb = c.name()
    L = [S["name"].upper(), S["unit"], "", ""] + kommune_recipient(c, k) + ["", ""]
    w = [16, 16, 18]
    L.append(row(["Vår dato", "Deres dato", "Vår ref.", "Deres ref."], w))
    L.append(row([fd(c.date), fd(k["applied"]), refno(c), ""], w))
    L.append("Saksbehandler: %s, tlf. %s" % (sb, S["phone"]))
    L += ["", "", k["title"].upper(), gjelder_line(c, k), ""]
    L += vedtak_body(c, k, ("Vedtak", "Hjemmel", "Begrunnelse", "Egenbetaling", "Rett til å klage"))
    L += [c.hilsen(), "", "", sb, c.pick("saksbehandler", "rådgiver", "konsulent"), "", c.esign(), "", "",
          kommune_footer(c)]
    return "\n".join(L)


# --- S24: Nynorsk vedtak with label/value pairs beside the address ----------
def sk_vedtak_nn_pairs(c):
    k = c.content()
    S = c.S
    sb = c.name()
    L = [S["name"], S["unit"], "", ""]
    right = ["Vår dato:      " + fd(c.date), "Dykkar dato:   " + fd(k["applied"]),
             "Vår ref.:      " + refno(c), "Sakshandsamar: " + sb, "Telefon:       " + S["phone"]]
    L += side(kommune_recipient(c, k), right, c.width - 34)
    L += ["", "", k["title"], gjelder_line(c, k), ""]
    L += vedtak_body(c, k, ("Vedtak", "Heimel", "Grunngjeving", "Eigenbetaling", "Klagerett"))
    L += [c.hilsen(), "", "", sb, c.pick("sakshandsamar", "rådgjevar", "konsulent"), "", c.esign(), "",
          kommune_footer(c)]
    return "\n".join(L)


# --- S25: "Avsender:" line, then "Brevdato" at the right -----------------------
def sk_vedtak_avsender(c):
    k = c.content()
    S = c.S
    sb = c.name()
    L = ["%s %s, %s, %s, %s" % (c.t("Avsender:", "Avsendar:"), S["name"], S["unit"], S["street"], S["post"]),
         "", ""]
    right = ["Brevdato: " + fd(c.date), "Saksnr.: %d/%d" % (c.date.year, c.rng.randint(1000, 19999)),
             c.t("Søknad mottatt: ", "Søknad motteken: ") + fd(k["applied"])]
    L += side(kommune_recipient(c, k), right, c.width - 30)
    L += ["", "", k["title"].upper(), gjelder_line(c, k), ""]
    L += vedtak_body(c, k, c.t(("Vedtak", "Lovgrunnlag", "Begrunnelse", "Betaling", "Klageadgang"),
                               ("Vedtak", "Lovgrunnlag", "Grunngjeving", "Betaling", "Klagerett")))
    L += [c.hilsen(), "for " + S["name"], "", "", sb, c.t("saksbehandler", "sakshandsamar"), "",
          c.t("Kopi: fastlege", "Kopi: fastlege")]
    return "\n".join(L)


# --- S36: name + Org.nr. under it, date unlabelled at the right of the name ---
def sk_vedtak_orgnr(c):
    k = c.content()
    S = c.S
    sb = c.name()
    L = [c.lr(S["name"], c.d(c.date, c.pick("num", "long"))), "Org.nr. " + org_fmt(S["org"]), S["unit"], "", ""]
    L += kommune_recipient(c, k) + ["", ""]
    L.append(row([c.t("Saksnummer: ", "Saksnummer: ") + refno(c), "Arkivkode: H12"], [34]))
    L.append(c.t("Saksbehandler: ", "Sakshandsamar: ") + sb)
    L += ["", k["title"], "=" * len(k["title"]), gjelder_line(c, k), ""]
    L += vedtak_body(c, k, c.t(("Vedtak:", "Hjemmel:", "Begrunnelse:", "Egenandel:", "Klage:"),
                               ("Vedtak:", "Heimel:", "Grunngjeving:", "Eigendel:", "Klage:")))
    L += [c.hilsen(), "", sb, c.t("saksbehandler", "sakshandsamar"), "", c.esign()]
    return "\n".join(L)


# --- S30: kindergarten / after-school decision with a label block ------------
def sk_vedtak_barn(c):
    k = c.content()
    S = c.S
    sb = c.name()
    L = [S["name"], S["unit"], "%s, %s" % (S["street"], S["post"]), "", ""] + kommune_recipient(c, k) + ["", ""]
    L.append(c.t("Vedtaksdato:    ", "Vedtaksdato:    ") + c.d(c.date, "long"))
    L.append(c.t("Søknad datert:  ", "Søknad datert:  ") + fd(k["applied"]))
    L.append(c.t("Gjelder barn:   ", "Gjeld barn:     ") + k["about"])
    if c.has_fnr:
        L.append("Fødselsnr.:     " + c.fnr())
    L.append("Saksnr.:        %d/%d" % (c.date.year, c.rng.randint(1000, 19999)))
    L += ["", k["title"].upper(), ""]
    L += vedtak_body(c, k, c.t(("Vedtak", "Hjemmel", "Begrunnelse", "Betaling", "Klage"),
                               ("Vedtak", "Heimel", "Grunngjeving", "Betaling", "Klage")))
    title = c.pick("rektor", "SFO-leder") if "SFO" in S["unit"] else c.t("barnehagekonsulent", "barnehagekonsulent")
    L += [c.hilsen(), "", sb, title, "", c.esign()]
    return "\n".join(L)


# --- S26: health-station summons to parents, weekday date at the right -------
def sk_inn_helsestasjon(c):
    k = c.content()
    S = c.S
    a = c.appt
    L = [c.lr(S["name"], c.d(c.date, c.pick("wdlong", "Wdlong"))), S["unit"], "", ""]
    L += k["to"] + ["Kari Nordvik og Per Nordvik" if c.P["name"] != "Sofie Aas" else "Kari Nordvik"] + list(c.addr)
    L += ["", "", k["title"], ""]
    for p in k["body"]:
        L += [c.para(p), ""]
    L.append("Tid:   %s, kl. %s" % (c.d(a, "wdlong"), ft(a)))
    L.append("Sted:  " + k["where"])
    L.append("Hos:   " + k["who"])
    L.append("")
    for p in k["extra"]:
        L += [c.para(p), ""]
    L += [c.hilsen(), "", k["who"].split(" ", 1)[1], k["who"].split(" ", 1)[0].lower(), S["name"] + ", " + S["unit"]]
    return "\n".join(L)


# --- S27: Nynorsk health-station letter, place and date above the signature --
def sk_inn_helsestasjon_nn(c):
    k = c.content()
    S = c.S
    a = c.appt
    L = [S["name"], S["unit"], "%s, %s   Tlf. %s" % (S["street"], S["post"], S["phone"]), "", ""]
    L += k["to"] + list(c.addr) + ["", ""]
    L += [k["title"].upper(), ""]
    for p in k["body"]:
        L += [c.para(p), ""]
    L.append("Tid:  %s kl. %s" % (c.d(a, "wdnum"), ft(a)))
    L.append("Stad: " + k["where"])
    L.append("")
    for p in k["extra"]:
        L += [c.para(p), ""]
    L += ["%s, %s" % (S["city"], c.d(c.date, c.pick("num", "nopad"))), "", c.hilsen(), "",
          k["who"].split(" ", 1)[1], "helsesjukepleiar"]
    return "\n".join(L)


# --- S29: therapist's summons, place and weekday date beside the address -----
def sk_inn_terapi(c):
    k = c.content()
    S = c.S
    a = c.appt
    L = [S["name"], S["unit"], "", ""]
    rec = c.addr_lines()
    L.append(c.lr(rec[0], "%s, %s" % (S["city"], c.d(c.date, "wdlong"))))
    L += rec[1:] + ["", ""]
    L += [k["title"], ""]
    for p in k["body"]:
        L += [c.para(p), ""]
    L.append(c.t("Dato og tid: ", "Dato og tid: ") + "%s kl. %s" % (c.d(a, "wdnum"), ft(a, "colon")))
    L.append(c.t("Sted:        ", "Stad:        ") + k["where"])
    L.append(c.t("Terapeut:    ", "Terapeut:    ") + k["who"])
    L.append("")
    for p in k["extra"]:
        L += [c.para(p), ""]
    L.append(c.para(c.t("Gi beskjed på telefon %s dersom timen ikke passer.",
                        "Gje beskjed på telefon %s dersom timen ikkje passar.") % S["phone"]))
    L += ["", c.hilsen(), "", k["who"].split(" ", 1)[1], k["who"].split(" ", 1)[0].lower()]
    return "\n".join(L)


# --- S28: egenandel notice with a labelled date -------------------------------
def sk_egenandel(c):
    k = c.content()
    S = c.S
    L = [S["name"].upper(), S["unit"], "", ""] + c.addr_lines() + ["", ""]
    L.append("Dato: " + fd(c.date))
    L.append(c.t("Kundenummer: ", "Kundenummer: ") + str(c.rng.randint(100000, 999999)))
    L += ["", k["title"], ""]
    L.append(c.para(c.t("Du mottar %s fra kommunen. Fra %s blir egenandelen din slik:",
                        "Du får %s frå kommunen. Frå %s blir eigendelen din slik:")
                    % (k["service"], fd(k["start"]))))
    L.append("")
    w = [44]
    L.append(row([c.t("  Inntektsgrunnlag (skatteåret %d):", "  Inntektsgrunnlag (skatteåret %d):")
                  % k["income_year"], c.money(k["income"])], w))
    L.append(row([c.t("  Pris per time:", "  Pris per time:"), c.money(k["rate"])], w))
    L.append(row([c.t("  Maksimal egenandel per måned:", "  Maksimal eigendel per månad:"), c.money(k["cap"])], w))
    L.append("")
    for p in k["body"]:
        L += [c.para(p), ""]
    L.append(c.para(c.t("Egenandelen faktureres etterskuddsvis hver måned med forfall den 20. "
                        "Har inntekten endret seg vesentlig, kan du be om ny beregning.",
                        "Eigendelen blir fakturert etterskotsvis kvar månad med forfall den 20. "
                        "Har inntekta endra seg mykje, kan du be om ny utrekning.")))
    L += ["", c.hilsen(), "", c.name(), S["unit"], "Tlf. " + S["phone"]]
    return "\n".join(L)


# --- S37: egenandel notice / invoice with a caption row (Dato, Kundenr., ...) -
def sk_egenandel_caption(c):
    k = c.content()
    S = c.S
    L = side([S["name"], S["street"], S["post"]], [S["unit"], "Tlf. " + S["phone"]], c.width - 36)
    L += ["", ""] + c.addr_lines() + ["", ""]
    w = [14, 14]
    knr = str(c.rng.randint(10000, 99999))
    if k.get("period"):
        due = c.after(c.date, 20, 30)
        L.append(row(["Dato", "Kundenr.", "Forfallsdato"], w))
        L.append(row([fd(c.date), knr, fd(due)], w))
        L += ["", k["title"].upper(), ""]
        for p in k["body"]:
            L += [c.para(p), ""]
        s, e = k["period"]
        tot = k["days"] * k["per_day"]
        L.append(row(["Periode", "Døgn", "Sats", "Beløp"], [26, 8, 10]))
        L.append(row(["%s–%s" % (fd(s), fd(e)), str(k["days"]), c.money(k["per_day"]), c.money(tot)], [26, 8, 10]))
        L += ["", c.lr("Å betale:", c.money(tot)), "",
              c.para("Faktura med KID kjem i eiga sending eller som eFaktura. Har du spørsmål, ta "
                     "kontakt med oss.")]
    else:
        L.append(row(["Dato", "Kundenr.", "Gjelder fra"], w))
        L.append(row([fd(c.date), knr, fd(k["start"])], w))
        L += ["", k["title"].upper(), ""]
        L.append(c.para("Egenandelen din er beregnet på nytt ut fra husstandens skattbare inntekt "
                        "for %d (%s)." % (k["income_year"], c.money(k["income"]))))
        L.append("")
        L.append(row(["  Trygghetsalarm, fast pris per måned", c.money(k["alarm"])], [46]))
        L.append(row(["  Praktisk bistand, pris per time", c.money(k["rate"])], [46]))
        L.append(row(["  Praktisk bistand, maks per måned", c.money(k["cap"])], [46]))
        L.append("")
        for p in k["body"]:
            L += [c.para(p), ""]
    L += ["", c.hilsen(), S["unit"]]
    return "\n".join(L)


# ---------------------------------------------------------------------------
# the 70 letters
# ---------------------------------------------------------------------------

def L_(sender_key, person, kind, lang, skel, topic, specialty, fnr, **kw):
    d = dict(sender=sender_key, person=person, kind=kind, lang=lang, skel=skel,
             topic=topic, specialty=specialty, fnr=fnr)
    d.update(kw)
    return d


KARI, PER, SOFIE, JONAS, EMMA, INGRID, ARNE = (
    "Kari Nordvik", "Per Nordvik", "Sofie Aas", "Jonas Nordvik", "Emma Nordvik",
    "Ingrid Solheim", "Arne Solheim")

SPECS = [
    # --- clinical notes / epikriser (14) ---
    L_("aleris_frogner", KARI, "epikrise", "nb", sk_brand_note, t_gyn_kari, "Gynekologi", "p", gp="kjelsas"),
    L_("volvat_bergen", PER, "epikrise", "nb", sk_orgnr_note, t_nevro_per, "Nevrologi", "s", gp="landas"),
    L_("hudlegene", SOFIE, "epikrise", "nb", sk_caption_note, t_hud_sofie, "Hudsykdommer", "s", gp="torshov"),
    L_("oyelege_brekke", INGRID, "epikrise", "nb", sk_place_letter, t_oye_ingrid, "Øyesykdommer", "p", gp="lindeberg"),
    L_("bjorkly", ARNE, "epikrise", "nb", sk_stay_epikrise, t_rehab_arne, "Rehabilitering", "p", gp="vangen"),
    L_("glittre", ARNE, "epikrise", "nb", sk_brand_note, t_lungerehab_arne, "Rehabilitering", "s", gp="vangen"),
    L_("nordfjord_hss", PER, "epikrise", "nn", sk_stay_epikrise, t_rehab_per_nn, "Rehabilitering", "p", gp="landas"),
    L_("torshov", KARI, "epikrise", "nb", sk_journal, t_gp_kari, "Allmennmedisin", "p"),
    L_("psykolog_odegard", SOFIE, "epikrise", "nb", sk_footer_report, t_psyk_sofie, "Psykiatri", None, gp="nydalen"),
    L_("nordas_dps", KARI, "epikrise", "nn", sk_avsender_epikrise, t_dps_kari_nn, "Psykiatri", "p", gp="nesttun"),
    L_("sogndal_fysio", INGRID, "epikrise", "nn", sk_place_letter, t_fysio_ingrid_nn, "Rehabilitering", None, gp="vangen"),
    L_("kardio_lysaker", ARNE, "epikrise", "nb", sk_orgnr_note, t_kardio_arne, "Kardiologi", "p", gp="lindeberg"),
    L_("bryggen_indremed", KARI, "epikrise", "nb", sk_caption_note, t_endo_kari, "Endokrinologi", "p", gp="torshov"),
    L_("barnelege_alesund", EMMA, "epikrise", "nn", sk_journal, t_barn_emma_nn, "Barnesykdommer", "s"),
    # --- lab reports and radiology answers (10) ---
    L_("furst", KARI, "lab-svar", "nb", sk_lab_report, t_lab_kari_thyroid, None, "p", lab_label="Rapportdato"),
    L_("polarlab", ARNE, "lab-svar", "nb", sk_lab_avsender, t_lab_arne, None, "p"),
    L_("labora_vest", PER, "lab-svar", "nb", sk_lab_caption, t_lab_per, None, "p"),
    L_("furst", JONAS, "lab-svar", "nb", sk_lab_report, t_lab_jonas, None, "s", lab_label="Svar utskrevet"),
    L_("holmboe_lab", INGRID, "lab-svar", "nb", sk_lab_caption, t_lab_ingrid, None, None),
    L_("unilabs_sandvika", PER, "lab-svar", "nb", sk_rad_brand, t_rad_per, "Radiologi", "s"),
    L_("curato_tromso", ARNE, "lab-svar", "nb", sk_rad_iso, t_rad_arne, "Radiologi", "p"),
    L_("aleris_rtg_stavanger", INGRID, "lab-svar", "nb", sk_rad_brand, t_rad_ingrid, "Radiologi", None),
    L_("rtg_drammen", KARI, "lab-svar", "nb", sk_rad_signed, t_rad_kari, "Radiologi", "p"),
    L_("vestlandsrontgen", JONAS, "lab-svar", "nn", sk_rad_iso, t_rad_jonas_nn, "Radiologi", "p"),
    # --- summons (9) ---
    L_("volvat_majorstuen", KARI, "innkalling", "nb", sk_inn_vardato, t_inn_gastro_kari, "Gastroenterologi", None),
    L_("oyelegane_forde", INGRID, "innkalling", "nn", sk_inn_vardato, t_inn_katarakt_ingrid_nn, "Øyesykdommer", None),
    L_("kysthaug", PER, "innkalling", "nn", sk_inn_stay, t_inn_rehab_per_nn, "Rehabilitering", None,
       lead=(30, 70), times=[(10, 0), (11, 0), (12, 0)]),
    L_("granly", PER, "innkalling", "nb", sk_inn_avsender, t_inn_granly_per, "Psykiatri", None),
    L_("wiborg", EMMA, "innkalling", "nb", sk_inn_placedate, t_inn_dren_emma, "Øre-nese-hals", None,
       times=[(7, 30), (7, 45), (8, 0)]),
    L_("curato_lillestrom", KARI, "innkalling", "nb", sk_inn_timebekreftelse, t_inn_mammo_kari, "Radiologi", "p"),
    L_("psykologane_voss", SOFIE, "innkalling", "nn", sk_inn_placedate, t_inn_psyk_sofie_nn, "Psykiatri", None),
    L_("ortopedi_skoyen", INGRID, "innkalling", "nb", sk_inn_stay, t_inn_ortopedi_ingrid, "Ortopedi", None),
    L_("midtbyen_revma", KARI, "innkalling", "nb", sk_inn_timebekreftelse, t_inn_revma_kari, "Revmatologi", "s"),
    # --- referrals written by GP offices (7) ---
    L_("legene_nedre_eiker", PER, "henvisning", "nb", sk_hen_epj, t_hen_per_nevro, "Nevrologi", "p"),
    L_("torshov", ARNE, "henvisning", "nb", sk_hen_caption, t_hen_arne_uro, "Urologi", "p"),
    L_("vangen", ARNE, "henvisning", "nn", sk_hen_nn_letter, t_hen_arne_lunge_nn, "Lungesykdommer", "s"),
    L_("kjelsas", KARI, "henvisning", "nb", sk_hen_epj, t_hen_kari_gastro, "Gastroenterologi", "p"),
    L_("gand", JONAS, "henvisning", "nb", sk_hen_caption, t_hen_jonas_barn, "Barnesykdommer", "p"),
    L_("hafstad", KARI, "henvisning", "nn", sk_hen_nn_letter, t_hen_kari_gyn_nn, "Gynekologi", "p"),
    L_("stenersen", SOFIE, "henvisning", "nb", sk_hen_private, t_hen_sofie_hud, "Hudsykdommer", "p"),
    # --- prescription lists (5) ---
    L_("lindeberg", ARNE, "resept", "nb", sk_res_epj, t_res_arne, "Allmennmedisin", "p"),
    L_("hudlegene", SOFIE, "resept", "nb", sk_res_short, t_res_sofie, "Hudsykdommer", None),
    L_("leirvik", INGRID, "resept", "nn", sk_res_short, t_res_ingrid_nn, "Allmennmedisin", "p"),
    L_("psykiater_moe", KARI, "resept", "nb", sk_res_footer, t_res_kari, "Psykiatri", None),
    L_("sunnhordland_barnelege", JONAS, "resept", "nn", sk_res_epj, t_res_jonas_nn, "Barnesykdommer", "p"),
    # --- kommuner, Bokmål (13) ---
    L_("baerum", PER, "vedtak", "nb", sk_vedtak_caption, v_bpa_per, None, "p",
       addr=("Gamle Ringeriksvei 12", "1357 BEKKESTUA")),
    L_("asker", KARI, "vedtak", "nb", sk_vedtak_avsender, v_omsorgsstonad_kari, None, "p"),
    L_("lillestrom", JONAS, "vedtak", "nb", sk_vedtak_caption, v_avlastning_jonas, None, "s",
       addr=("Nittedalsgata 20", "2000 LILLESTRØM")),
    L_("drammen", INGRID, "vedtak", "nb", sk_vedtak_orgnr, v_hjemmesyk_ingrid, None, "p",
       addr=("Tollbugata 31", "3044 DRAMMEN")),
    L_("tromso", ARNE, "vedtak", "nb", sk_vedtak_caption, v_praktisk_arne, None, "p",
       addr=("Skippergata 14", "9008 TROMSØ")),
    L_("bergen", ARNE, "vedtak", "nb", sk_vedtak_orgnr, v_korttid_arne, None, "s",
       addr=("Nordnesbakken 7", "5005 BERGEN")),
    L_("nordre_follo", JONAS, "vedtak", "nb", sk_vedtak_barn, v_sfo_jonas, None, None,
       addr=("Kjeppestadveien 5", "1400 SKI"), range=("2024-03-01", "2024-06-14")),
    L_("sandnes", EMMA, "vedtak", "nb", sk_vedtak_barn, v_barnehage_emma, None, "p",
       addr=("Ganddalsveien 44", "4312 SANDNES")),
    L_("oslo", EMMA, "innkalling", "nb", sk_inn_helsestasjon, i_helsestasjon_emma, None, None,
       range=("2023-08-15", "2023-11-30"), lead=(14, 40)),
    L_("lier", SOFIE, "innkalling", "nb", sk_inn_helsestasjon, i_hpv_sofie, None, None,
       addr=("Hegsbroveien 9", "3400 LIER"), range=("2023-08-21", "2023-11-10"), lead=(10, 30)),
    L_("ringsaker", PER, "innkalling", "nb", sk_inn_terapi, i_fysio_per, None, None,
       addr=("Furnesvegen 22", "2380 BRUMUNDDAL")),
    L_("trondheim", INGRID, "annet", "nb", sk_egenandel, e_trondheim_ingrid, None, None,
       addr=("Rosenborggata 18", "7014 TRONDHEIM")),
    L_("kristiansand", ARNE, "annet", "nb", sk_egenandel_caption, e_kristiansand_arne, None, None,
       addr=("Vestre Strandgate 40", "4612 KRISTIANSAND S")),
    # --- kommuner, Nynorsk (12) ---
    L_("voss", ARNE, "vedtak", "nn", sk_vedtak_nn_pairs, v_heimesjuk_arne_nn, None, "p"),
    L_("sunnfjord", INGRID, "vedtak", "nn", sk_vedtak_nn_pairs, v_praktisk_ingrid_nn, None, "s",
       addr=("Hafstadvegen 44", "6800 FØRDE")),
    L_("kvinnherad", INGRID, "vedtak", "nn", sk_vedtak_avsender, v_korttid_ingrid_nn, None, "p",
       addr=("Sjøgata 3", "5460 HUSNES")),
    L_("orsta", ARNE, "vedtak", "nn", sk_vedtak_orgnr, v_tryggleik_arne_nn, None, "p",
       addr=("Vikegata 8", "6150 ØRSTA")),
    L_("volda", ARNE, "vedtak", "nn", sk_vedtak_nn_pairs, v_dagsenter_arne_nn, None, None,
       addr=("Halsetvegen 11", "6100 VOLDA")),
    L_("sogndal", EMMA, "vedtak", "nn", sk_vedtak_barn, v_barnehage_emma_nn, None, None,
       addr=("Fosshaugane 5", "6856 SOGNDAL")),
    L_("ulstein", EMMA, "innkalling", "nn", sk_inn_helsestasjon_nn, i_helsestasjon_emma_nn, None, None,
       addr=("Holsekerdalen 12", "6065 ULSTEINVIK"), range=("2024-08-20", "2025-01-31"), lead=(14, 40)),
    L_("stryn", JONAS, "innkalling", "nn", sk_inn_helsestasjon_nn, i_vaksine_jonas_nn, None, None,
       addr=("Tonningsgata 20", "6783 STRYN"), range=("2023-02-01", "2023-04-28"), lead=(10, 30)),
    L_("ullensvang", ARNE, "innkalling", "nn", sk_inn_terapi, i_fysio_arne_nn, None, None,
       addr=("Eitrheimsvegen 9", "5750 ODDA")),
    L_("hareid", INGRID, "innkalling", "nn", sk_inn_terapi, i_ergo_ingrid_nn, None, None,
       addr=("Strandgata 16", "6060 HAREID")),
    L_("stord", INGRID, "annet", "nn", sk_egenandel, e_stord_ingrid_nn, None, None,
       addr=("Vabakkjen 6", "5410 SAGVÅG")),
    L_("luster", ARNE, "annet", "nn", sk_egenandel_caption, e_luster_arne_nn, None, None,
       addr=("Gaupnegrandane 3", "6868 GAUPNE")),
]


def build():
    records = []
    for i, spec in enumerate(SPECS):
        c = C(i, spec)
        text = spec["skel"](c)
        text = "\n".join(line.rstrip() for line in text.split("\n")).strip("\n") + "\n"
        S = c.S
        records.append({
            "id": c.id,
            "docType": spec["kind"],
            "documentDate": c.date.isoformat(),
            "institution": S["name"],
            "institutionAliases": S["aliases"],
            "department": None,
            "specialty": spec["specialty"],
            "person": c.P["name"],
            "appointment": c.appt.strftime("%Y-%m-%dT%H:%M") if c.appt else None,
            "hasPersonnummer": c.has_fnr,
            "personnummer": c.P["personnummer"] if c.has_fnr else None,
            "text": text,
        })
    return records


def main():
    records = build()
    path = os.path.join(HERE, "texts.jsonl")
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        for r in records:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    print("wrote %d letters to %s" % (len(records), path))


if __name__ == "__main__":
    main()
