#!/usr/bin/env python3
"""Letters with the fields a family acts on, and their truth, for scripts/evaluate-actions.

  generate.py --pool dev|heldout [--seed N] [--count N]   # one JSON object a line on stdout

Each letter is the shape of `letters.jsonl`: id, documentDate, appointment, text and `actions`
(the JSON of `LetterActions`). The institutions, families and date formats come from the shared
corpus generator (../shared/corpus/tools/arkivgen), read at run time; the phrases are this
file's own, in two disjoint pools: `dev` may be looked at while developing, `heldout` was
written up front and is only measured.
"""
import argparse
import datetime as dt
import json
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "..", "shared",
                                "corpus", "tools"))
from arkivgen import pool_a, world  # noqa: E402

F = lambda v: {"value": v, "confidence": 1}  # noqa: E731

NB_WEEKDAYS = world.WEEKDAYS
NN_WEEKDAYS = ["måndag", "tysdag", "onsdag", "torsdag", "fredag", "laurdag", "sundag"]
DRUGS = ["Marevan", "Eliquis", "Xarelto", "Albyl-E", "Metformin", "Plavix"]
ITEMS = ["medisinlisten", "gyldig legitimasjon", "frikortet", "tidligere røntgenbilder", "briller",
         "oppdatert liste over faste medisiner", "blodsukkerapparatet", "resultater fra tidligere blodprøver"]
ROOMS = ["Ekspedisjonen", "Resepsjonen", "Rom 214", "Ekspedisjon B"]
BUILDINGS = ["Bygg 2", "Bevegelsessenteret", "Laboratoriesenteret", "Blokk C", "Hovedbygget"]
FLOORS = ["1. etasje", "2. etasje", "3. etasje", "plan 2", "4. etasje"]
DEPARTMENTS = ["Ortopedisk poliklinikk", "Øyepoliklinikken", "Medisinsk poliklinikk", "Røntgenavdelingen",
               "Hjertepoliklinikken", "Endoskopienheten"]
STREETS = [("Sognsvannsveien 20", "0372 Oslo"), ("Prinsens gate 9", "7012 Trondheim"),
           ("Jonas Lies vei 65", "5021 Bergen"), ("Anna Rogstads gate 3", "2609 Lillehammer")]


def clock(t: dt.datetime) -> str:
    return f"{t.hour:02d}.{t.minute:02d}"


def iso_minute(t: dt.datetime) -> str:
    return f"{t.date().isoformat()}T{t.hour:02d}:{t.minute:02d}"


def long_date(d: dt.date, nynorsk: bool) -> str:
    weekdays = NN_WEEKDAYS if nynorsk else NB_WEEKDAYS
    return f"{weekdays[d.weekday()]} {world.fmt_date_long(d)}"


def months_later(d: dt.date, months: int) -> dt.date:
    total = d.year * 12 + d.month - 1 + months
    year, month = divmod(total, 12)
    last = [31, 29 if year % 4 == 0 and (year % 100 or year % 400 == 0) else 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    return dt.date(year, month + 1, min(d.day, last[month]))


class Letter:
    """One letter being written: its lines and its truth."""

    def __init__(self, rng, nynorsk):
        self.rng = rng
        self.nynorsk = nynorsk
        self.body = []
        self.actions = {"bring": [], "preparation": [], "payments": [], "references": [], "followUps": []}

    def say(self, line):
        self.body.append(line)

    def nb_nn(self, bokmal, nynorsk):
        return nynorsk if self.nynorsk else bokmal


# Each phrase writes its words into the letter and their truth into letter.actions.
# ctx: start (datetime), date (letter date), phone (the sender's), moved_from (datetime or None).

def set_place(letter, parts):
    """Two sentences of a letter may each give part of the place: the truth holds them all."""
    letter.actions["place"] = F({**letter.actions.get("place", {"value": {}})["value"], **parts})


def dev_phrases():
    def end(l, c):
        minutes = l.rng.choice([30, 45, 60])
        stop = c["start"] + dt.timedelta(minutes=minutes)
        c["range"] = f"kl. {clock(c['start'])}–{clock(stop)}"
        l.actions["appointmentEnd"] = F(iso_minute(stop))
        l.actions["durationMinutes"] = F(minutes)

    def duration(l, c):
        minutes = l.rng.choice([20, 40, 90])
        l.say(l.nb_nn(f"Timen varer ca. {minutes} minutter.", f"Timen varar ca. {minutes} minutt."))
        l.actions["durationMinutes"] = F(minutes)

    def place(l, c):
        room, building, floor = l.rng.choice(ROOMS), l.rng.choice(BUILDINGS), l.rng.choice(FLOORS)
        l.say(f"{l.nb_nn('Oppmøte', 'Frammøte')}: {room}, {building}, {floor}.")
        set_place(l, {"room": room, "building": building, "floor": floor})

    def address(l, c):
        dept, (street, town) = l.rng.choice(DEPARTMENTS), l.rng.choice(STREETS)
        l.say(f"Møtested: {dept}, {street}, {town}.")
        set_place(l, {"department": dept, "address": f"{street}, {town}"})

    def arrive(l, c):
        n = l.rng.choice([10, 15, 20, 30])
        l.say(l.rng.choice([f"Møt {n} minutter før timen.", f"Kom gjerne {n} min før avtalt tid."]) if not l.nynorsk
              else f"Møt opp {n} minutt før.")
        l.actions["arriveBy"] = F(iso_minute(c["start"] - dt.timedelta(minutes=n)))

    def bring(l, c):
        a, b = l.rng.sample(ITEMS, 2)
        l.say(l.nb_nn(f"Ta med {a} og {b}.", f"Ta med {a} og {b}."))
        l.actions["bring"] += [F(a), F(b)]

    def bring_id(l, c):
        l.say(l.nb_nn("Husk legitimasjon.", "Hugs legitimasjon."))
        l.actions["bring"].append(F("legitimasjon"))

    def fasting(l, c):
        sentence = l.nb_nn("Du må faste fra midnatt.", "Du må faste frå midnatt.")
        l.say(sentence)
        l.actions["preparation"].append(F(sentence))

    def stop_drug(l, c):
        drug, n = l.rng.choice(DRUGS), l.rng.choice([2, 3, 5])
        sentence = l.nb_nn(f"Stopp {drug} {n} dager før undersøkelsen.", f"Stopp {drug} {n} dagar før undersøkinga.")
        l.say(sentence)
        l.actions["preparation"].append(F(sentence))

    def cancel(l, c):
        hours = l.rng.choice([24, 48])
        l.say(l.nb_nn(f"Dersom du ikke kan møte, gi beskjed senest {hours} timer før på telefon {c['phone']}.",
                      f"Dersom du ikkje kan møte, gje beskjed seinast {hours} timar før på telefon {c['phone']}."))
        l.actions["cancellation"] = F({"phone": c["phone"], "hoursBefore": hours})

    def payment(l, c):
        kroner = l.rng.choice([375, 291, 150])
        l.say(l.nb_nn(f"Egenandel kr {kroner} betales ved oppmøte.", f"Eigendel kr {kroner} vert betalt ved frammøte."))
        l.actions["payments"].append(F({"kind": "egenandel", "amountInOre": kroner * 100}))

    def confirm(l, c):
        by = c["date"] + dt.timedelta(days=14)
        l.say(l.nb_nn(f"Svar innen {world.fmt_date_num(by)} om du tar imot timen.",
                      f"Svar innan {world.fmt_date_num(by)} om du tek imot timen."))
        l.actions["answerDeadline"] = F(by.isoformat())

    def follow_up(l, c):
        n = l.rng.choice([3, 6, 12])
        sentence = l.nb_nn(f"Du får ny time om {n} måneder.", f"Du får ny time om {n} månader.")
        l.say(sentence)
        l.actions["followUps"].append(F({"text": sentence, "count": n, "unit": "months",
                                         "dueDate": months_later(c["start"].date(), n).isoformat()}))

    def questions(l, c):
        l.say(l.nb_nn(f"Har du spørsmål, ring oss på {c['phone']}.", f"Har du spørsmål, ring oss på {c['phone']}."))
        l.actions["contactPhone"] = F(c["phone"])

    def no_show_fee(l, c):
        l.say(l.nb_nn("Ved uteblivelse uten gyldig grunn belastes et gebyr på kr 1 500.",
                      "Ved uteblivelse utan gyldig grunn vert du belasta eit gebyr på kr 1 500."))

    return [end, duration, place, address, arrive, bring, bring_id, fasting, stop_drug, cancel, payment, confirm,
            follow_up, questions, no_show_fee]


def heldout_phrases():
    def end(l, c):
        minutes = l.rng.choice([30, 50, 75])
        stop = c["start"] + dt.timedelta(minutes=minutes)
        c["range"] = f"fra kl. {clock(c['start'])} til kl. {clock(stop)}"
        l.actions["appointmentEnd"] = F(iso_minute(stop))
        l.actions["durationMinutes"] = F(minutes)

    def duration(l, c):
        hours = l.rng.choice([2, 3])
        l.say(l.nb_nn(f"Du må beregne rundt {hours} timer til undersøkelsen.", f"Set av om lag {hours} timar til undersøkinga."))
        l.actions["durationMinutes"] = F(hours * 60)

    def place(l, c):
        dept, floor, building = l.rng.choice(DEPARTMENTS), l.rng.choice(FLOORS), l.rng.choice(BUILDINGS)
        l.say(l.nb_nn(f"Du skal møte på {dept}, {floor}, {building}.", f"Stad: {dept}, {floor}, {building}."))
        set_place(l, {"department": dept, "floor": floor, "building": building})

    def address(l, c):
        street, town = l.rng.choice(STREETS)
        l.say(f"{l.nb_nn('Oppmøteadresse', 'Adresse for frammøte')}: {street}, {town}")
        set_place(l, {"address": f"{street}, {town}"})

    def arrive(l, c):
        if l.rng.random() < 0.5:
            n = l.rng.choice([15, 30])
            l.say(l.nb_nn(f"Vær på plass senest {n} minutter før timen starter.", f"Ver på plass {n} minutt før timen tek til."))
            l.actions["arriveBy"] = F(iso_minute(c["start"] - dt.timedelta(minutes=n)))
        else:
            at = c["start"] - dt.timedelta(minutes=45)
            l.say(l.nb_nn(f"Oppmøtetid er kl. {clock(at)}.", f"Frammøte kl. {clock(at)}."))
            l.actions["arriveBy"] = F(iso_minute(at))

    def bring(l, c):
        a, b, d = l.rng.sample(ITEMS, 3)
        l.say(l.nb_nn(f"Ha med deg {a}, {b} og {d}.", f"Hugs å ta med {a}, {b} og {d}."))
        l.actions["bring"] += [F(a), F(b), F(d)]

    def fasting(l, c):
        sentence = l.nb_nn("Du skal ikke spise eller drikke de siste seks timene før undersøkelsen.",
                           "Ikkje et eller drikk etter kl. 24 kvelden før.")
        l.say(sentence)
        l.actions["preparation"].append(F(sentence))

    def driving(l, c):
        sentence = l.nb_nn("Du får beroligende og kan ikke kjøre bil samme dag.",
                           "Du kan ikkje køyre bil same dag.")
        l.say(sentence)
        l.actions["preparation"].append(F(sentence))

    def cancel(l, c):
        if l.rng.random() < 0.5:
            l.say(l.nb_nn(f"Avbestilling må skje innen kl. 12 dagen før, på telefon {c['phone']}.",
                          f"Avbestilling må skje innan kl. 12 dagen før, på telefon {c['phone']}."))
            l.actions["cancellation"] = F({"phone": c["phone"],
                                           "deadlineText": l.nb_nn("innen kl. 12 dagen før", "innan kl. 12 dagen før")})
        else:
            l.say(l.nb_nn(f"Kan du ikke komme, ring {c['phone']} minst 24 timer i forkant.",
                          f"Kan du ikkje kome, ring {c['phone']} minst 24 timar i forkant."))
            l.actions["cancellation"] = F({"phone": c["phone"], "hoursBefore": 24})

    def payment(l, c):
        kroner = l.rng.choice([375, 460, 520])
        l.say(l.nb_nn(f"For konsultasjonen sender vi faktura på {kroner},- med betalingsfrist 14 dager.",
                      f"Eigendelen på kr {kroner} blir sendt som faktura."))
        kind = "egenandel" if l.nynorsk else "faktura"
        payment = {"kind": kind, "amountInOre": kroner * 100}
        if not l.nynorsk:
            payment["dueDate"] = (c["date"] + dt.timedelta(days=14)).isoformat()
        l.actions["payments"].append(F(payment))

    def confirm(l, c):
        by = c["date"] + dt.timedelta(days=10)
        l.say(l.nb_nn(f"Svarfrist: {world.fmt_date_long(by)}.", f"Svarfrist: {world.fmt_date_long(by)}."))
        l.actions["answerDeadline"] = F(by.isoformat())

    def follow_up(l, c):
        if l.rng.random() < 0.5:
            sentence = l.nb_nn("Det blir ny kontroll om ett år.", "Det blir ny kontroll om eit år.")
            l.actions["followUps"].append(F({"text": sentence, "count": 1, "unit": "years",
                                             "dueDate": months_later(c["start"].date(), 12).isoformat()}))
        else:
            n = l.rng.choice([4, 6, 8])
            sentence = l.nb_nn(f"Kontroll ved poliklinikken etter {n} uker.", f"Kontroll ved poliklinikken om {n} veker.")
            l.actions["followUps"].append(F({"text": sentence, "count": n, "unit": "weeks",
                                             "dueDate": (c["start"].date() + dt.timedelta(weeks=n)).isoformat()}))
        l.say(sentence)

    def questions(l, c):
        l.say(l.nb_nn(f"Ved spørsmål kan du kontakte sekretæren på tlf. {c['phone']}.",
                      f"Kontakt oss på {c['phone']} om du lurer på noko."))
        l.actions["contactPhone"] = F(c["phone"])

    def no_show_fee(l, c):
        l.say(l.nb_nn("Hvis du ikke møter og ikke har gitt beskjed, må du betale gebyr på kr 1 500.",
                      "Viss du ikkje møter, må du betale eit gebyr på 1 500 kroner."))

    return [end, duration, place, address, arrive, bring, fasting, driving, cancel, payment, confirm, follow_up,
            questions, no_show_fee]


def write(rng, pool, index):
    phrases = dev_phrases() if pool == "dev" else heldout_phrases()
    inst = rng.choice([i for i in pool_a.INSTITUTIONS if i.kind in ("hospital", "private", "gp")] or pool_a.INSTITUTIONS)
    nynorsk = rng.random() < 0.3
    letter = Letter(rng, nynorsk)
    date = world.random_date(rng, dt.date(2025, 1, 5), dt.date(2026, 6, 30))
    start_day = date + dt.timedelta(days=rng.randrange(10, 60))
    start = dt.datetime.combine(start_day, dt.time(rng.choice([8, 9, 10, 11, 13, 14]), rng.choice([0, 15, 30, 45])))
    phone = inst.phone
    context = {"start": start, "date": date, "phone": phone}
    chosen = [p for p in phrases if rng.random() < 0.45]
    if any(p.__name__ == "end" for p in chosen):
        chosen = [p for p in chosen if p.__name__ != "duration"]  # a letter gives its length once
    change = rng.random() < 0.2
    reference = f"{date.year % 100}/{rng.randrange(1000, 99999)}"
    head = [inst.trust or inst.name, inst.postaddr, f"Telefon {phone}"]
    if pool == "dev":
        head.append(f"Vår ref.: {reference}")
    else:
        head.append(letter.nb_nn(f"Saksnr.: {reference}", f"Saksnr: {reference}"))
    letter.actions["references"].append(F({"label": "ref", "value": reference}))
    head.append(f"{inst.city}, {world.fmt_date_long(date)}")
    for phrase in chosen:
        if phrase.__name__ == "end":
            phrase(letter, context)
    when = f"{long_date(start_day, nynorsk)} {context.get('range', 'kl. ' + clock(start))}"
    if change:
        old = start - dt.timedelta(days=rng.randrange(2, 9), hours=1)
        if pool == "dev":
            head.append(letter.nb_nn("Timen din er flyttet", "Timen din er flytta"))
            letter.say(letter.nb_nn(f"Timen {world.fmt_date_long(old.date())} kl. {clock(old)} er flyttet til {when}.",
                                    f"Timen {world.fmt_date_long(old.date())} kl. {clock(old)} er flytta til {when}."))
        else:
            head.append("Endring av time")
            letter.say(letter.nb_nn(f"Vi må dessverre endre timen din {world.fmt_date_num(old.date())} kl. {clock(old)}.",
                                    f"Vi må diverre endre timen din {world.fmt_date_num(old.date())} kl. {clock(old)}."))
            letter.say(f"Ny tid: {when}.")
        letter.actions["change"] = F("moved")
        letter.actions["previousAppointment"] = F(iso_minute(old))
    else:
        head.append(letter.nb_nn("INNKALLING TIL TIME", "INNKALLING TIL TIME"))
        letter.say(letter.nb_nn(f"Du har fått time {when}.", f"Du har fått time {when}."))
    for phrase in chosen:
        if phrase.__name__ != "end":
            phrase(letter, context)
    if "contactPhone" not in letter.actions:
        letter.actions["contactPhone"] = F(phone)  # the letterhead's number is the one to call
    foot = [letter.nb_nn("Med vennlig hilsen", "Med venleg helsing"), rng.choice(pool_a.DOCTORS),
            f"Org.nr.: {inst.orgnr}"]
    return {"id": f"{pool}{index:04d}", "documentDate": date.isoformat(), "appointment": iso_minute(start),
            "text": "\n".join(head + letter.body + foot), "actions": letter.actions}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pool", choices=["dev", "heldout"], required=True)
    parser.add_argument("--seed", type=int, default=20)
    parser.add_argument("--count", type=int, default=80)
    arguments = parser.parse_args()
    rng = random.Random(f"{arguments.pool}-{arguments.seed}")
    for index in range(arguments.count):
        print(json.dumps(write(rng, arguments.pool, index), ensure_ascii=False))


if __name__ == "__main__":
    main()
