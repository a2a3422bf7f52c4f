#!/usr/bin/env python3
"""Hand-written e-health letters, each in its own author's layout, unlike the generator's
(`../ehealth/generate.py`): record-system prints with «Fra:»/«Til:», older captions
(«Tjenesteyter», «Rekvirent»), Nynorsk PLO messages, pharmacy overviews, letters with page numbers.

    python3 Tests/Corpus/ehealth-handwritten/letters.py     # writes texts.jsonl and family.json here

Letters p01–p16 and q01–q12 were written while the rules were (and read to improve them); r01–r12
were written after, and scored before any rule was changed for them. Names and numbers are invented.
"""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
LETTERS = []


def add(ident, docType, date, inst, person, text, specialty=None, aliases=(), appointment=None, fnr=False):
    LETTERS.append(dict(id=ident, docType=docType, documentDate=date, institution=inst,
                        institutionAliases=list(aliases), department=None, specialty=specialty, person=person,
                        appointment=appointment, hasPersonnummer=fnr, personnummer=None, text=text.strip("\n")))


add("p01", "annet", "2023-03-14", "St. Olavs hospital", "Ingrid Solheim", """
Helseopplysninger
Pasient: SOLHEIM, INGRID (210844 09844)
Avsender: St. Olavs hospital HF - Klinikk for ortopedi, revmatologi og hud - Ortopedisk avdeling
Mottaker: Trondheim kommune, Helse- og velferdskontor Østbyen
Innleggelsesdato: 10.03.2023
Diagnose: S72.0 Lårhalsbrudd venstre side
Forløp: Operert med hemiprotese 11.03. Mobiliseres med prekestol.
Funksjonsnivå før innleggelse: Klarte seg selv med hjemmesykepleie 1 gang daglig.
Behov etter utskrivning: Korttidsopphold anbefales.
Legemidler ved innleggelse:
Albyl-E 75 mg 1x1, startet 02.05.2019
Furix 40 mg 1x1, startet 12.01.2021
Nærmeste pårørende: Kari Nordvik (datter), tlf 912 34 567
Opprettet 14.03.2023 09:12 av sykepleier Liv Myhre
""", fnr=True)

add("p02", "annet", "2022-11-02", "Bergen kommune", "Arne Solheim", """
BERGEN KOMMUNE
Etat for tildeling
Orientering om tjenestetilbud
Sendt: 02.11.2022
Til: Fjellsiden legekontor v/ fastlege Anne Berg
Gjelder: Arne Solheim, født 04.02.1941
Vedtatte tjenester:
- Hjemmesykepleie, 3 ganger daglig, fra 28.10.2022
- Trygghetsalarm, fra 15.06.2021
- Matombringing, fra 28.10.2022
Saksbehandler: Tone Bakke
""")

add("p03", "epikrise", "2024-05-22", "Haukeland universitetssjukehus", "Arne Solheim", """
Utskrivingsrapport
Pasient
Arne Solheim
Fødselsdato
04.02.1941
Frå
Helse Bergen HF
Hjarteavdelinga, post 2
Til
Bergen kommune, Heimesjukepleia Årstad
Innlagd 15.05.2024, utskriven 22.05.2024
Diagnosar
I50.9 Hjartesvikt
Sjukepleiesamandrag
Pasienten vart innlagd med auka tungpust. Diuretika er auka. Vekt ved utreise 71 kg.
Vidare oppfølging
Dagleg vekt. Kontroll hos fastlege om ei veke.
Dokumentinformasjon
Melding oppretta 22.05.2024 14:05
""", specialty="Kardiologi", aliases=["Helse Bergen"])

add("p04", "resept", "2021-03-02", "Bryn legesenter", "Kari Nordvik", """
Bryn legesenter
Østensjøveien 79, 0667 Oslo
E-RESEPT - PASIENTUTSKRIFT
Pasient: Kari Nordvik
Fødselsnr: 15037900416
Legemiddel: Paracet tab 500 mg
Mengde: 100 stk
Dosering: 1-2 tabletter ved behov, maks 8 i døgnet
Reit: 2
Utstedt: 02.03.2021
Gyldig til: 02.03.2022
Rekvirent: lege Ola Dahl, HPR-nr 7654321
Oppdatert FEST 2021-02-25
""", specialty="Allmennmedisin", fnr=True)

add("p05", "resept", "2024-01-15", "Lade legesenter", "Ingrid Solheim", """
Lade legesenter
Pasientens legemiddelliste (PLL)
Solheim, Ingrid  21.08.1944
Skrevet ut 15.01.2024
Faste legemidler
Legemiddel            Dosering         Oppstart     Seponert
Eliquis 5 mg          1 x 2            03.03.2020
Simvastatin 20 mg     1 om kvelden     14.06.2016
Metformin 500 mg      1 x 2            01.09.2019   12.12.2023
Behovslegemidler
Paracet 500 mg        1-2 ved behov    05.05.2018
Kritisk informasjon: Penicillin - registrert 12.05.2015
Fastlege: Trond Moe
""", specialty="Allmennmedisin")

add("p06", "lab-svar", "2023-01-12", "Fürst Medisinsk Laboratorium", "Per Nordvik", """
Fürst Medisinsk Laboratorium
SVARRAPPORT
Pasient: Per Nordvik   Fnr: 021176 37762
Rekvirent: Lade legesenter, Trond Moe
Prøve tatt: 10.01.2023 08:20
Prøve mottatt: 10.01.2023 14:00
Svar utgitt: 12.01.2023
Hb 14,2 g/dL (13,4-17,0)
Ferritin 45 ug/L (30-400)
CRP <5 mg/L
""", aliases=["Fürst"], fnr=True)

add("p07", "annet", "2022-09-05", "Lade legesenter", "Jonas Nordvik", """
Lade legesenter
Rekvisisjon - mikrobiologi
Til: St. Olavs hospital, Avdeling for medisinsk mikrobiologi
Pasient: Jonas Nordvik, 09.01.2015
Rekvirert dato: 05.09.2022
Materiale: Halsprøve
Undersøkelse: Dyrkning, streptokokker gruppe A
Kliniske opplysninger: Sår hals, feber 39.
Rekvirent: Fastlege Trond Moe
""")

add("p08", "henvisning", "2020-06-03", "Lade legesenter", "Kari Nordvik", """
Avsender: Lade legesenter
Fastlege Trond Moe
Mottaker: St. Olavs hospital HF, Ortopedisk poliklinikk
Henvisning
Pasient: Kari Nordvik, 150379 00416
Henvisningsdato: 03.06.2020
Årsak: Smerter i høyre kne etter vridning 02.05.2020. Låsninger.
Spørsmål: Ønsker vurdering for artroskopi.
Faste medisiner: Ingen
Cave: Ingen kjente
""", specialty="Ortopedi", fnr=True)

add("p09", "henvisning", "2021-10-19", "Sykehuset Innlandet", "Per Nordvik", """
VIDEREHENVISNING
Fra: Sykehuset Innlandet HF, Medisinsk avdeling Gjøvik
Til: Oslo universitetssykehus HF, Rikshospitalet, Nevrologisk avdeling
Pasient: Nordvik, Per
Fnr: 02117637762
Opprinnelig henvist av: Bryn legesenter, 28.09.2021
Vi viderehenviser pasienten for vurdering av epilepsikirurgi.
Dato: 19.10.2021
Lege Siri Bakke
""", specialty="Nevrologi", aliases=["Sykehuset Innlandet HF"], fnr=True)

add("p10", "annet", "2024-02-08", "Tromsdalen legesenter", "Kari Nordvik", """
Dialogmelding
Type: Forespørsel
Fra: Tromsdalen legesenter, fastlege Anne Berg
Til: Universitetssykehuset Nord-Norge, Revmatologisk avdeling
Pasient: Kari Nordvik (15037900416)
Dato: 08.02.2024
Tema: Status henvisning
Pasienten ble henvist 10.11.2023. Hun har fått økte smerter. Kan timen framskyndes?
""", fnr=True)

add("p11", "innkalling", "2024-02-12", "Universitetssykehuset Nord-Norge", "Kari Nordvik", """
Dialogmelding
Type: Svar på forespørsel
Fra: Universitetssykehuset Nord-Norge, Revmatologisk avdeling
Til: Tromsdalen legesenter
Pasient: Kari Nordvik (15037900416)
Dato: 12.02.2024
Tema: Status henvisning
Pasienten er satt opp til time 26.02.2024 kl. 09:15 ved revmatologisk poliklinikk. Innkalling er sendt.
""", specialty="Revmatologi", aliases=["UNN"], appointment="2024-02-26T09:15", fnr=True)

add("p12", "annet", "2023-06-30", "Akershus universitetssykehus", "Ingrid Solheim", """
Melding om utskrivningsklar pasient
Avsender: Akershus universitetssykehus HF, Geriatrisk avdeling
Mottaker: Bærum kommune, Tildelingskontoret
Pasient: Ingrid Solheim  f. 21.08.1944
Innlagt: 24.06.2023
Utskrivningsklar: 30.06.2023
Pasienten vurderes utskrivningsklar i dag. Behov for korttidsplass.
Dato/tid: 30.06.2023 10:44
""", aliases=["Ahus"])

add("p13", "annet", "2021-12-01", "Trondheim kommune", "Arne Solheim", """
Innleggelsesrapport
Fra: Trondheim kommune, Hjemmetjenesten Lerkendal
Til: St. Olavs hospital, Akuttmottaket
Pasient: Arne Solheim
Født: 04.02.1941
Dato: 01.12.2021
Årsak til innleggelse: Fall i hjemmet, smerter i hofte.
Legemidler: Albyl-E 75 mg x 1 (fra 2019), Paracet 1 g x 3
Pårørende: Kari Nordvik, datter
""", aliases=["Trondheim"])

add("p14", "lab-svar", "2022-04-07", "Sørlandet sykehus", "Sofie Aas", """
Sørlandet sykehus HF
Avdeling for medisinsk biokjemi
Svarrapport
Pasient: Aas, Sofie   Født: 30.06.2011
Rekvirent: Kvadraturen legesenter
Prøvetakingsdato: 05.04.2022
Svardato: 07.04.2022
Analyse Resultat Enhet Ref.
TSH 2,1 mIE/L 0,5-4,5
Fritt T4 14 pmol/L 10-22
""", aliases=["SSHF"])

add("p15", "epikrise", "2020-09-18", "Oslo universitetssykehus", "Jonas Nordvik", """
Oslo universitetssykehus HF
Barne- og ungdomsklinikken, Ullevål
Epikrise
Pasient: Jonas Nordvik   Født: 09.01.2015
Innlagt 14.09.2020, utskrevet 17.09.2020
Diagnose: J21.9 Bronkiolitt
Jonas ble innlagt med pustebesvær. Behandlet med inhalasjoner og oksygen.
Kontroll hos fastlege ved behov.
Kopi til: Lade legesenter
Oslo, 18.09.2020
Overlege Trond Moe
""", specialty="Barnesykdommer", aliases=["OUS"])

add("p16", "annet", "2025-01-20", "Sogndal kommune", "Ingrid Solheim", """
Avviksmelding
Avsendar: Sogndal kommune, Heimetenesta
Mottakar: Helse Førde HF
Pasient: Solheim, Ingrid
Melding oppretta: 20.01.2025 kl. 11:30
Avviket gjeld: Utskrivingsrapport motteken 17.01.2025
Legemiddellista mangla. Ber om at ho vert ettersendt.
""")

add("q01", "henvisning", "2021-03-12", "Kvadraturen legesenter", "Per Nordvik", """
Pasient: Nordvik, Per Fødselsnummer: 021176 37762
Rekvirent: Kvadraturen legesenter, Lege Eirik Lie
Tjenesteyter: Sørlandet sykehus HF, Urologisk poliklinikk
Henvisning - Henvisning til poliklinisk undersøkelse
Type Henvisning til poliklinisk undersøkelse Utstedt 12.03.2021
Diagnoser
N20.0 Nyrestein
Sykehistorie
Anfall med flankesmerter 02.03.2021 og 08.03.2021. CT viser 6 mm stein i venstre ureter.
Dokumentinformasjon
Melding opprettet 12.03.2021 14:33 Meldingsid 3f2a1c9e-bd21-4c55-9a2e-aa3e2f1b9c0d
""", specialty="Urologi", fnr=True)

add("q02", "lab-svar", "2020-11-20", "Unilabs", "Jonas Nordvik", """
Svarrapport Medisinsk biokjemi
Pasient: Nordvik, Jonas Fødselsnummer: 09011592292
Tjenesteyter: Unilabs Laboratoriemedisin
Rekvirent: Lade legesenter, Lege Trond Moe
Prøvetakingstidspunkt 18.11.2020 09:10
Undersøkelse Resultat Enhet Ref.interval
CRP 3 mg/L <5
Hemoglobin 12,9 g/dL 11,5-15,0
Svarrapport utstedt 20.11.2020
""", aliases=["Unilabs Norge"], fnr=True)

add("q03", "annet", "2022-02-03", "Helse Førde", "Ingrid Solheim", """
Helseopplysningar
Pasient: Ingrid Solheim
Avsendar: Helse Førde HF, Somatikk plo meldingsmottak
Mottakar: Sogndal kommune, Sakshandsamar pleie og omsorg
Innlagd: 28.01.2022
Ansvarleg eining: Lungeavdelinga
Aktuell problemstilling: KOLS med forverring. Treng auka heimesjukepleie.
Legemiddel: Spiriva 18 mikrog inhalasjonspulver, frå 12.03.2018
Melding oppretta: 03.02.2022
""")

add("q04", "resept", "2021-03-02", "Storsenteret legekontor", "Kari Nordvik", """
Reseptutskrift
Avsender: Storsenteret legekontor, Storgata 12, 8006 Bodø
Pasient: Kari Nordvik, født 15.03.1979
Legemiddel: Apocillin 660 mg tablett, 40 stk
Dosering: 1 tablett 4 ganger daglig i 10 dager
Forskrivningsdato: 2. mars 2021
Utløpsdato: 2. mars 2022
Oppdatert FEST: 1. mars 2021
Forskrevet av: Lege Siri Bakke
""", specialty="Allmennmedisin")

add("q05", "resept", "2023-09-18", "Fjellsiden legekontor", "Per Nordvik", """
Fjellsiden legekontor
Legemiddelliste for Per Nordvik
Sist oppdatert 18.09.2023
Legemiddel / Dosering / Start
Metformin 500 mg, 1 x 2, 12.03.2019
Simvastatin 20 mg, 1 om kvelden, 05.06.2017
Ibux 400 mg ved behov, 01.08.2023
CAVE: Sulfa (registrert 02.02.2012)
""", specialty="Allmennmedisin")

add("q06", "epikrise", "2024-10-04", "Nordlandssykehuset", "Ingrid Solheim", """
Pasient
Solheim, Ingrid
Fødselsnummer
210844 09844
Avsender
Nordlandssykehuset HF
Geriatrisk avdeling
Mottaker
Storsenteret legekontor
Epikrise - Foreløpig
Innlagt 26.09.2024
Utskrevet 03.10.2024
Diagnoser
F03 Demens
Vurdering
Kognitiv svikt og redusert allmenntilstand. Startet utredning.
Dokumentinformasjon
Melding godkjent
04.10.2024 08:10
""", specialty="Geriatri", aliases=["NLSH"], fnr=True)

add("q07", "lab-svar", "2023-05-09", "Akershus universitetssykehus", "Sofie Aas", """
Pasient: Sofie Aas   Fødselsdag: 30.06.2011
Avsender: Akershus universitetssykehus HF, Avdeling for mikrobiologi og smittevern
Mottaker: Lade legesenter
Svarrapport Mikrobiologi
Materiale: Urin   Prøvetatt: 05.05.2023   Mottatt: 06.05.2023
Analysetidspunkt   Godkjent
08.05.2023   09.05.2023
Funn: Escherichia coli > 10^5 CFU/mL
""", aliases=["Ahus"])

add("q08", "annet", "2020-04-15", "Bærum kommune", "Arne Solheim", """
Pasient                          Avsender
Arne Solheim                     BÆRUM KOMMUNE
Fødselsdag                       Hjemmetjenesten Sandvika
04.02.1941                       Mottaker
Lundeveien 19                    Bryn legesenter AS
Helseopplysninger til lege
Observasjoner
Blodtrykk 160/95 målt 13.04.2020 og 14.04.2020. Hevelse i begge ankler.
Vi ber om vurdering av vanndrivende.
Pårørende
Sønn: Per Nordvik
Dokumentinformasjon
Melding opprettet 15.04.2020 10:02
""", aliases=["Bærum"])

add("q09", "annet", "2023-02-14", "Sykehuset Østfold", "Kari Nordvik", """
Melding om innlagt pasient
Pasient: Nordvik, Kari (15037900416)
Fra: Sykehuset Østfold HF, Kalnes, Medisinsk klinikk
Til: Fredrikstad kommune, Sykepleietjenesten
Innlagt: 13.02.2023 kl. 22:40
Forventet utskrivningsdato: 17.02.2023
Sendt: 14.02.2023 07:12
""", aliases=["Sykehuset Østfold Kalnes"], fnr=True)

add("q10", "annet", "2021-06-21", "Tromsdalen legesenter", "Jonas Nordvik", """
Tromsdalen legesenter
Rekvisisjon
Gjelder: Jonas Nordvik, 09.01.2015
Til: Universitetssykehuset Nord-Norge, Laboratoriemedisin
Dato: 21.06.2021
Analyser: Hb, CRP, ferritin, TSH, fritt T4, transglutaminase IgA
Prøvetaking: Tas på UNN 22.06.2021
""")

add("q11", "epikrise", "2022-08-30", "Stavanger universitetssjukehus", "Kari Nordvik", """
Avsender: Helse Stavanger HF, Kvinneklinikken
Mottaker: Sandnes sentrum legekontor
Kopimottaker: Kari Nordvik
Pasient: Kari Nordvik   D-nummer/fødselsnummer: 15037900416
Poliklinisk notat
Konsultasjon 30.08.2022. Kontroll etter operasjon for ovarialcyste 12.07.2022.
Ingen plager. Avsluttes her.
Dokumentinformasjon
Melding opprettet: 30.08.2022 15:20
""", specialty="Gynekologi", aliases=["SUS", "Helse Stavanger"], fnr=True)

add("q12", "annet", "2024-03-05", "Oslo kommune", "Arne Solheim", """
Orientering om tjenestetilbud
Avsender: Oslo kommune, Bydel Frogner, Tildelingskontoret
Mottaker: Bryn legesenter
Pasient: Solheim, Arne, f. 04.02.1941
Vedtak om hjemmesykepleie fra 01.03.2024. Trygghetsalarm fra 01.01.2023.
Klage: Vedtaket kan påklages innen tre uker.
Dato: 05.03.2024
""")

add("r01", "epikrise", "2023-11-21", "Vestre Viken", "Per Nordvik", """
Side 1 av 2
Pasient: Per Nordvik (021176 37762)
Avsender: Vestre Viken HF, Drammen sykehus, Lungemedisinsk avdeling
Mottaker: Bryn legesenter AS, Lege Ola Dahl
Kopimottaker: Per Nordvik
EPIKRISE
Innlagt: 14.11.2023   Utskrevet: 20.11.2023
Hoveddiagnose: J18.9 Pneumoni
Bidiagnose: J44.9 KOLS
Forløp: Behandlet med Apocillin intravenøst, deretter peroralt. Oksygenbehov avtok.
Kontroll: Røntgen thorax om 6 uker, rekvireres av fastlege.
Side 2 av 2
Dokumentinformasjon
Melding opprettet: 21.11.2023 kl. 10:41
""", specialty="Lungesykdommer", aliases=["Drammen sykehus"], fnr=True)

add("r02", "henvisning", "2022-05-10", "Eidsvåg legesenter", "Kari Nordvik", """
Henvisning
Avsender
Eidsvåg legesenter
Vikavegen 5, 6630 Tingvoll
Mottaker
Helse Møre og Romsdal HF
Kirurgisk poliklinikk Molde
Pasient
Kari Nordvik
150379 00416
Henvisningsdato 10.05.2022
Problemstilling
Lyskebrokk høyre side, økende plager siste halvår. Ønsker vurdering for operasjon.
Tidligere sykdommer: Astma (diagnostisert 1998)
Faste medisiner: Ventoline ved behov (startet 15.04.2015)
""", specialty="Kirurgi", fnr=True)

add("r03", "lab-svar", "2024-06-28", "St. Olavs hospital", "Sofie Aas", """
St. Olavs hospital HF
Avdeling for medisinsk biokjemi
Laboratoriesvar
Pasient: AAS, SOFIE    Fnr: 30061160503
Rekvirent: Lade legesenter
Prøvetatt: 27.06.2024 08:30   Mottatt: 27.06.2024 09:10   Svar: 28.06.2024
Hb 12,8 g/dL
Ferritin 22 µg/L
Transglutaminase IgA <1 U/mL
Utskrevet fra laboratoriesystemet 28.06.2024 12:00
""", aliases=["St. Olav"], fnr=True)

add("r04", "resept", "2020-10-06", "Volvat", "Kari Nordvik", """
Volvat Medisinske Senter AS
Hudlegene, Majorstuen
RESEPT
Navn: Kari Nordvik
Fødselsdato: 15.03.1979
Rp.
Elocon 1 mg/g krem, 30 g
Påføres tynt 1 gang daglig i 2 uker
Reit: 1
Dato: 06.10.2020
Lege Marte Sæther, HPR 7766554
""", specialty="Hudsykdommer", aliases=["Volvat Medisinske Senter"])

add("r05", "annet", "2021-09-14", "St. Olavs hospital", "Ingrid Solheim", """
PLO-melding: Melding om utskrivningsklar pasient
Avsender: St. Olavs hospital HF, Klinikk for medisin, Geriatrisk seksjon
Mottaker: Trondheim kommune, Helse- og velferdskontor Lerkendal
Pasient: Ingrid Solheim, f. 21.08.1944
Innlagt: 08.09.2021
Vurdert utskrivningsklar: 14.09.2021
Behov: Korttidsopphold, deretter hjemmesykepleie
Meldingen er sendt 14.09.2021 kl. 09:05
""", aliases=["St. Olav"])

add("r06", "annet", "2022-12-08", "Kristiansand kommune", "Arne Solheim", """
Kristiansand kommune
Helse og mestring
Legemiddelopplysninger
Pasient: Arne Solheim
Fødd: 04.02.1941
Til: Kvadraturen legesenter
Vi ber om at legemiddellisten kontrolleres. Multidose fra Apotek 1 startet 01.12.2022.
Legemiddel                Dose        Fra dato
Eliquis 2,5 mg            1x2         12.04.2021
Furix 20 mg               1x1         02.02.2022
Sendt: 08.12.2022
Sykepleier Heidi Brekke
""", aliases=["Kristiansand"])

add("r07", "innkalling", "2024-08-19", "Sørlandet sykehus", "Jonas Nordvik", """
Dialogmelding – Notat
Avsender: Sørlandet sykehus HF, Barne- og ungdomsklinikken
Mottaker: Kvadraturen legesenter
Gjelder pasient: Jonas Nordvik, 090115 92292
Jonas er satt opp til time ved barnepoliklinikken tirsdag 10.09.2024 kl. 13:30 for kontroll av astma.
Innkalling er sendt foresatte.
Dato: 19.08.2024
""", specialty="Barnesykdommer", aliases=["SSHF"], appointment="2024-09-10T13:30", fnr=True)

add("r08", "resept", "2025-02-14", "Boots apotek", "Per Nordvik", """
Boots apotek Lagunen
Reseptoversikt
Kunde: Per Nordvik
Hentet fra Reseptformidleren: 14.02.2025
Resept                         Utstedt      Gyldig til   Uttak igjen
Simvastatin 20 mg tablett      03.06.2024   03.06.2025   2
Metformin 500 mg tablett       12.11.2024   12.11.2025   3
""", aliases=["Boots"])

add("r09", "annet", "2023-04-03", "Bryn legesenter", "Ingrid Solheim", """
Bryn legesenter AS
Medisinske opplysninger
Til: Oslo kommune, Bydel Østensjø, Hjemmesykepleien
Pasient: Ingrid Solheim (21084409844)
Diagnoser: E11 Diabetes type 2, I10 Hypertensjon
Legemidler: Metformin 500 mg 1x2 (fra 2018), Amlodipin 5 mg 1x1 (fra 2020)
Blodsukkermåling: Morgen før frokost, mål under 8.
Dato: 03.04.2023
Fastlege Ola Dahl
""", fnr=True)

add("r10", "lab-svar", "2021-01-28", "Haukeland universitetssjukehus", "Per Nordvik", """
Pasient Nordvik, Per Avsender Helse Bergen HF
Fødselsnummer 021176 37762 Avdeling for patologi
Rekvirent Fjellsiden legekontor
Svarrapport Patologi
Materiale   Prøvetatt   Mottatt
Hudbiopsi rygg   18.01.2021   19.01.2021
Histologi: Basalcellekarsinom, fritt fjernet.
Dokumentinformasjon
Melding opprettet   Meldingsid
28.01.2021 11:15   ab12cd34-ef56-ab78-cd90-ef12ab34cd56
""", aliases=["Helse Bergen", "Haukeland"], fnr=True)

add("r11", "henvisning", "2024-11-05", "Universitetssykehuset Nord-Norge", "Kari Nordvik", """
Viderehenvisning
Fra: UNN HF, Ortopedisk avdeling Tromsø
Til: Nordlandssykehuset HF, Ortopedisk poliklinikk Bodø
Opprinnelig henviser: Tromsdalen legesenter
Pasient: Nordvik, Kari   Fnr: 15037900416
Pasienten ønsker behandling nærmere hjemstedet. Henvisning fra fastlege datert 02.10.2024 legges ved.
Dato: 05.11.2024
""", specialty="Ortopedi", aliases=["UNN"], fnr=True)

add("r12", "annet", "2020-03-02", "Bergen kommune", "Arne Solheim", """
Avsender                      Pasient
Bergen kommune                Solheim, Arne
Fyllingsdalen sykehjem        04.02.1941
Mottaker
Helse Bergen HF, Haukeland universitetssjukehus
Innleggelsesrapport
Årsak til innleggelse: Feber og forvirring siste døgn.
Funksjonsnivå: Rullestolbruker, trenger hjelp i alle ADL.
Dokumentinformasjon
Melding opprettet: 02.03.2020 21:40
""", aliases=["Bergen"])


def main() -> None:
    # The family of the generated corpus.
    with open(os.path.join(HERE, "..", "ehealth", "family.json"), encoding="utf-8") as source:
        family = json.load(source)
    numbers = {member["name"]: member.get("personnummer") for member in family}
    with open(os.path.join(HERE, "texts.jsonl"), "w", encoding="utf-8") as out:
        for letter in LETTERS:
            if letter["hasPersonnummer"]:
                letter["personnummer"] = numbers.get(letter["person"])
            out.write(json.dumps(letter, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "family.json"), "w", encoding="utf-8") as out:
        json.dump(family, out, ensure_ascii=False, indent=1)
        out.write("\n")


if __name__ == "__main__":
    main()
