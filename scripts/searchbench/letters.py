"""Letters for the search benchmark: the development corpus varied into as many letters as asked.

Each letter starts from a corpus letter of some type and is changed the way real archives differ:
lines recombined with lines of other letters of the same type (at about the same place in the
letter), clinical lines added (diagnoses, symptoms, lab values, medicines, procedures, phrases of
the type from ../shared/docs/norway/vocab/), the patient's name, the dates, reference numbers,
the institution and the specialty swapped, nouns inflected differently, some letters in Nynorsk,
and a few OCR errors (../shared/docs/norway/ocr_confusions.txt plus rn/m-style shape errors) in
some letters, so that the vocabulary keeps growing with the archive as a real one does.

Letter number N is a function of (seed, N) alone: the same letters come out on every machine, in
any order.
"""
import json
import os
import random
import re

SHARED = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))),
                      "shared")
CORPUS = os.path.join(SHARED, "corpus", "dev", "texts.jsonl")
NORWAY = os.path.join(SHARED, "docs", "norway")

# Bump when the letters change, so that a cached folder of older letters is made anew.
GENERATOR_VERSION = 1

FIRST_NAMES = ("Kari Ola Ingrid Emma Nora Sofie Ella Maja Olivia Leah Sara Ida Hanne Marit Astrid Solveig Liv Anne "
               "Jonas Liam Erik Lars Per Jakob Filip Lukas Emil Oskar Henrik Magnus Aksel Sindre Eivind Tor Knut "
               "Bjørn Håkon Ørjan Ståle Åse Gro Tone Sigrid Ragnhild Torbjørg Eirik Geir Jørgen Øystein").split()
LAST_NAMES = ("Hansen Johansen Olsen Larsen Andersen Pedersen Nilsen Kristiansen Jensen Karlsen Johnsen Pettersen "
              "Eriksen Berg Haugen Hagen Johannessen Andreassen Jacobsen Dahl Jørgensen Halvorsen Henriksen Lund "
              "Sørensen Jakobsen Moen Gundersen Iversen Strand Solberg Svendsen Eide Knutsen Martinsen Paulsen "
              "Bakken Kristoffersen Mathisen Lie Amundsen Nguyen Rasmussen Ali Lunde Solheim Berge Moe Nordli "
              "Bjørnstad Sæther Aune Vik Tangen Fossum Myhre Haaland Aasen Ødegård Nygård Kvam Brekke").split()

# A general list of common diagnoses (ICD-10 code and the Norwegian name as letters print it).
DIAGNOSES = [
    ("I50.9", "Hjertesvikt, uspesifisert"), ("I10", "Essensiell hypertensjon"), ("I48.9", "Atrieflimmer"),
    ("I21.9", "Akutt hjerteinfarkt"), ("I63.9", "Hjerneinfarkt"), ("J18.9", "Pneumoni, uspesifisert"),
    ("J45.9", "Astma, uspesifisert"), ("J44.9", "Kronisk obstruktiv lungesykdom (KOLS)"),
    ("J06.9", "Akutt øvre luftveisinfeksjon"), ("E11.9", "Diabetes mellitus type 2 uten komplikasjoner"),
    ("E10.9", "Diabetes mellitus type 1"), ("E03.9", "Hypotyreose, uspesifisert"), ("E05.9", "Hypertyreose"),
    ("E78.0", "Ren hyperkolesterolemi"), ("D50.9", "Jernmangelanemi"), ("N20.0", "Nyrestein"),
    ("N39.0", "Urinveisinfeksjon"), ("N18.9", "Kronisk nyresvikt"), ("K21.9", "Gastroøsofageal reflukssykdom"),
    ("K35.8", "Akutt appendisitt"), ("K80.2", "Gallestein uten kolecystitt"), ("K50.9", "Crohns sykdom"),
    ("K51.9", "Ulcerøs kolitt"), ("K58.9", "Irritabel tarm-syndrom"), ("M17.1", "Primær kneartrose"),
    ("M16.1", "Primær hofteartrose"), ("M54.5", "Lave ryggsmerter"), ("M75.1", "Rotatorcuffsyndrom"),
    ("M06.9", "Revmatoid artritt"), ("M81.0", "Osteoporose etter menopausen"), ("M79.7", "Fibromyalgi"),
    ("S83.2", "Meniskskade i kneet"), ("S52.5", "Håndleddsbrudd (distal radiusfraktur)"),
    ("S72.0", "Lårhalsbrudd"), ("S82.6", "Ankelbrudd"), ("S06.0", "Hjernerystelse"),
    ("G40.9", "Epilepsi, uspesifisert"), ("G43.9", "Migrene, uspesifisert"), ("G35", "Multippel sklerose"),
    ("G47.3", "Søvnapné"), ("F32.1", "Moderat depressiv episode"), ("F41.1", "Generalisert angstlidelse"),
    ("F90.0", "ADHD"), ("T78.2", "Anafylaktisk sjokk (anafylaksi)"), ("L20.9", "Atopisk eksem"),
    ("L40.0", "Psoriasis"), ("H66.9", "Mellomørebetennelse"), ("H40.9", "Glaukom"), ("C50.9", "Brystkreft"),
    ("C61", "Prostatakreft"), ("O24.4", "Svangerskapsdiabetes"), ("R07.4", "Brystsmerter, uspesifisert"),
    ("R10.4", "Magesmerter"), ("R51", "Hodepine"), ("Z01.7", "Laboratorieundersøkelse"),
]
SYMPTOMS = ["brystsmerter", "magesmerter", "hodepine", "tung pust", "hoste", "feber", "svimmelhet",
            "hevelse i kneet", "smerter i håndleddet", "nedsatt matlyst", "vekttap", "tretthet", "leddsmerter",
            "ryggsmerter", "hjertebank", "kvalme og oppkast", "hudutslett", "synsforstyrrelser", "nattesvette",
            "smerter i skulderen", "hørselstap", "søvnvansker", "hyppig vannlating", "tungpust ved anstrengelse"]
LAB_TESTS = [("Hemoglobin", "g/dL", 11.0, 17.0), ("Ferritin", "µg/L", 10, 400), ("HbA1c", "mmol/mol", 30, 80),
             ("Kolesterol, total", "mmol/L", 3.0, 8.0), ("LDL-kolesterol", "mmol/L", 1.5, 5.5),
             ("Kreatinin", "µmol/L", 45, 130), ("CRP", "mg/L", 0, 80), ("TSH", "mIE/L", 0.1, 8.0),
             ("Fritt T4", "pmol/L", 8, 25), ("Vitamin D (25-OH)", "nmol/L", 20, 120), ("Vitamin B12", "pmol/L", 120, 600),
             ("Glukose", "mmol/L", 4.0, 12.0), ("ALAT", "U/L", 10, 90), ("Leukocytter", "10^9/L", 3.0, 14.0),
             ("Trombocytter", "10^9/L", 120, 450), ("Natrium", "mmol/L", 132, 146), ("Kalium", "mmol/L", 3.3, 5.4),
             ("eGFR", "mL/min/1,73m²", 40, 110), ("PSA", "µg/L", 0.2, 9.0), ("NT-proBNP", "ng/L", 50, 3000)]
MEDICINES = ["Paracet 500 mg tablett", "Ibux 400 mg tablett", "Atorvastatin 20 mg tablett", "Metformin 500 mg tablett",
             "Levaxin 50 mikrogram tablett", "Ventoline 0,1 mg/dose inhalasjonsaerosol", "Albyl-E 75 mg enterotablett",
             "Apocillin 660 mg tablett", "Amoxicillin 500 mg kapsel", "Omeprazol 20 mg enterokapsel",
             "Furix 40 mg tablett", "Ramipril 5 mg kapsel", "Eliquis 5 mg tablett", "Sertralin 50 mg tablett",
             "Cetirizin 10 mg tablett", "Symbicort Turbuhaler 160/4,5", "EpiPen 0,3 mg injeksjonsvæske",
             "Selexid 200 mg tablett", "Paralgin forte tablett", "Allopurinol 100 mg tablett"]
PROCEDURES = ["røntgen av kneet", "MR av skulderen", "ultralyd av magen", "gastroskopi", "koloskopi",
              "blodtrykksmåling over døgnet", "arbeids-EKG", "spirometri", "allergitest (prikktest)", "CT av hodet",
              "benmarksprøve", "ekkokardiografi", "beintetthetsmåling", "hørselstest", "synsundersøkelse",
              "artroskopi av kneet", "gipskontroll av håndleddet", "samtale med ernæringsfysiolog",
              "søvnregistrering", "blodprøver og urinprøve"]
# Lines a letter of any type may carry, with its own values filled in.
CLINICAL_LINES = [
    "Diagnose: {code} {diagnosis}",
    "Tidligere kjent med {diagnosis_lower}.",
    "Henvises for vurdering av {diagnosis_lower}.",
    "Pasienten har hatt {symptom} i {weeks} uker.",
    "Aktuelt: {symptom_cap} siden {month}, tiltagende siste uker.",
    "Årsak til henvisning: {symptom}.",
    "Blodprøver viste {lab_lower} {value} {unit}.",
    "Du er satt opp til {procedure} ved {department}.",
    "Faste medisiner: {medicine}, 1 tablett daglig.",
    "Forskrevet: {medicine}. Dosering etter avtale med lege.",
    "Ved forverring av {symptom} skal du kontakte fastlegen eller legevakten.",
    "Påminnelse: husk timen til {procedure}.",
    "Legeerklæring sendes NAV etter kontrollen.",
    "Det er ikke behov for ny kontroll dersom plagene går over.",
    "Pasienten får oppfølging av fastlege, med ny vurdering om {weeks} uker.",
    "Undersøkelse av hjerte og lunger uten anmerkning.",
    "Ekko viste lett nedsatt pumpefunksjon, men ingen sikre tegn til svikt.",
    "Nyre- og leverprøver er normale.",
    "Blodtrykk {systolic}/{diastolic} mmHg, puls {pulse}.",
    "Blodsukker målt til {value} mmol/L.",
    "Ingen blod i urinen.",
    "Ny måling av blodtrykket om {weeks} uker.",
    "Råd om kosthold og ernæring er gitt.",
    "Røntgen viste brudd i håndleddet, som er lagt i gips.",
]
# Noun forms, Bokmål and Nynorsk, that a letter may carry in another inflection than its source did.
INFLECTIONS = [
    "innkalling innkallingen innkallinga innkallinger innkallingene innkallingar innkallingane",
    "sykehus sykehuset sykehusene sjukehus sjukehuset sjukehusa",
    "timen timene timane",
    "prøve prøven prøva prøver prøvene prøvar prøvane",
    "blodprøve blodprøven blodprøver blodprøvene blodprøvar blodprøvane",
    "kne kneet knær knærne",
    "svikt svikten",
    "resept resepten resepter reseptene reseptar",
    "henvisning henvisningen henvisninger henvisningene",
    "undersøkelse undersøkelsen undersøkelser undersøkelsene",
    "kontroll kontrollen kontroller kontrollene kontrollar",
    "legen legene legane",
    "pasient pasienten pasienter pasientene pasientar",
    "smerte smerten smerter smertene",
    "operasjon operasjonen operasjoner operasjonane",
    "behandling behandlingen behandlinga behandlinger",
    "avdeling avdelingen avdelinga",
]
# Bokmål → Nynorsk for the words these letters use most; a Nynorsk letter gets them all.
NYNORSK = {
    "ikke": "ikkje", "hvis": "viss", "fra": "frå", "hva": "kva", "hvordan": "korleis", "jeg": "eg",
    "noen": "nokon", "mye": "mykje", "være": "vere", "uke": "veke", "uker": "veker", "hjem": "heim",
    "hjemme": "heime", "sykehus": "sjukehus", "sykehuset": "sjukehuset", "sykdom": "sjukdom", "syk": "sjuk",
    "sykdommer": "sjukdommar", "undersøkelse": "undersøking", "undersøkelsen": "undersøkinga",
    "henvisning": "tilvising", "henvisningen": "tilvisinga", "innkallingen": "innkallinga", "timer": "timar",
    "timene": "timane", "dager": "dagar", "kommer": "kjem", "blir": "vert", "ble": "vart",
    "behandlingen": "behandlinga", "utredning": "utgreiing", "utredningen": "utgreiinga", "prøvene": "prøvane",
    "prøver": "prøvar", "legene": "legane", "pasienter": "pasientar", "mottatt": "motteke", "disse": "desse",
    "også": "òg", "hver": "kvar", "hvor": "kvar", "sammen": "saman", "vennlig": "venleg", "hilsen": "helsing",
    "avdelingen": "avdelinga", "nå": "no", "sykmelding": "sjukmelding", "følger": "følgjer",
    "blodprøver": "blodprøvar", "resepter": "reseptar", "spørsmål": "spørsmål", "opplysninger": "opplysningar",
    "medisiner": "medisinar", "hvilket": "kva", "gjelder": "gjeld", "eventuelle": "eventuelle",
    "sendt": "sendt", "etter": "etter", "dersom": "dersom", "bare": "berre", "mellom": "mellom",
    "fortsatt": "framleis", "senere": "seinare", "tidligere": "tidlegare", "dette": "dette", "vårt": "vårt",
}
NYNORSK = {bokmal: nynorsk for bokmal, nynorsk in NYNORSK.items() if bokmal != nynorsk}
# One OCR error turns the first into the second: æ ø å read as look-alikes or ASCII
# (ocr_confusions.txt), and letters whose shapes merge or split (rn/m, li/h, cl/d, l/1, e/c).
OCR_CONFUSIONS = [("æ", "ae"), ("æ", "ä"), ("å", "a"), ("å", "d"), ("å", "aa"), ("ø", "o"), ("ø", "g"),
                  ("ø", "ö"), ("m", "rn"), ("rn", "m"), ("h", "li"), ("d", "cl"), ("l", "1"), ("i", "l"),
                  ("e", "c"), ("o", "0"), ("n", "u"), ("u", "n"), ("t", "f"), ("ri", "n")]

DATE_NUMERIC = re.compile(r"\b(\d{1,2})\.(\d{1,2})\.(\d{4})\b")
DATE_WRITTEN = re.compile(r"\b(\d{1,2})\. (januar|februar|mars|april|mai|juni|juli|august|september|oktober|"
                          r"november|desember|jan\.|feb\.|aug\.|sep\.|okt\.|nov\.|des\.) (\d{4})\b")
REFERENCE = re.compile(r"\b(\d{2})/(\d{4,5})\b")
WORD = re.compile(r"[^\W\d_]{3,}")


def _reference_lines(name: str) -> list:
    """The first column of a reference list in docs/norway, comments left out."""
    with open(os.path.join(NORWAY, name), encoding="utf-8") as file:
        return [line.split("\t")[0].strip() for line in file
                if line.strip() and not line.startswith(("#", "|"))]


def _body_span(lines: list) -> tuple:
    """Where a letter's body starts (after «Gjelder:»/«Pasient:», or the letterhead's ten lines)
    and ends (at the greeting «Med … hilsen», or before the footer)."""
    start = next((index + 1 for index, line in enumerate(lines) if line.startswith(("Gjelder:", "Pasient:"))),
                 min(10, len(lines) - 1))
    end = next((index for index in range(len(lines) - 1, start - 1, -1) if lines[index].startswith("Med ")),
               max(start, len(lines) - 1))
    return start, end


def _matching_case(model: str, word: str) -> str:
    return word[:1].upper() + word[1:] if model[:1].isupper() else word


class LetterGenerator:
    """Makes letter number N (a str) from the corpus, the reference lists and the seed."""

    def __init__(self, seed: int = 18):
        self.seed = seed
        with open(CORPUS, encoding="utf-8") as file:
            rows = [json.loads(line) for line in file]
        self.types = sorted({row["docType"] for row in rows})
        self.letters = {kind: [row for row in rows if row["docType"] == kind] for kind in self.types}
        # The body lines (between «Gjelder:» and the greeting) of every letter, pooled by type, so
        # that a line taken from another letter is one such a letter would have.
        self.body_pool = {kind: [] for kind in self.types}
        for row in rows:
            lines = row["text"].split("\n")
            start, end = _body_span(lines)
            self.body_pool[row["docType"]].extend(lines[start:end])
        self.corpus_names = re.compile(r"\b(" + "|".join(sorted({part for row in rows for part in
                                                                   [row["person"], row["person"].split()[0]]},
                                                                  key=len, reverse=True)) + r")\b")
        self.institutions = _reference_lines("institutions_gazetteer.txt")
        self.specialties = _reference_lines("specialties.txt")
        self.phrases = {kind: _reference_lines(os.path.join("vocab", kind + ".txt")) for kind in self.types}
        self.months = [line.split("\t")[1] for line in open(os.path.join(NORWAY, "dates_months.txt"), encoding="utf-8")
                       if line[:1].isdigit()]
        self.departments = sorted({row["department"] for row in rows if row.get("department")})
        forms = [group.split() for group in INFLECTIONS]
        self.inflection_of = {form: group for group in forms for form in group}
        self.inflection_pattern = re.compile(r"\b(" + "|".join(sorted(self.inflection_of, key=len, reverse=True))
                                             + r")\b", re.IGNORECASE)
        self.nynorsk_pattern = re.compile(r"\b(" + "|".join(sorted(NYNORSK, key=len, reverse=True)) + r")\b",
                                          re.IGNORECASE)

    def letter(self, number: int) -> str:
        rng = random.Random(self.seed * 1_000_003 + number)
        kind = self.types[rng.randrange(len(self.types))]
        source = rng.choice(self.letters[kind])
        lines = self._recombined(rng, kind, source["text"].split("\n"))
        lines = self._with_clinical_lines(rng, kind, lines)
        text = self._with_new_particulars(rng, source, "\n".join(lines))
        text = self.inflection_pattern.sub(lambda match: self._inflected(rng, match.group(0)), text)
        if rng.random() < 0.15:
            text = self.nynorsk_pattern.sub(
                lambda match: _matching_case(match.group(0), NYNORSK[match.group(0).lower()]), text)
        return self._with_ocr_errors(rng, text)

    def _recombined(self, rng, kind, lines):
        """A third of the body's lines replaced by body lines of other letters of the type, and up
        to two more added."""
        start, end = _body_span(lines)
        pool = self.body_pool[kind]
        body = [rng.choice(pool) if rng.random() < 0.3 else line for line in lines[start:end]]
        for _ in range(rng.randint(0, 2)):
            body.insert(rng.randint(0, len(body)), rng.choice(pool))
        return lines[:start] + body + lines[end:]

    def _with_clinical_lines(self, rng, kind, lines):
        diagnosis_code, diagnosis = rng.choice(DIAGNOSES)
        lab, unit, low, high = rng.choice(LAB_TESTS)
        symptom = rng.choice(SYMPTOMS)
        values = {"code": diagnosis_code, "diagnosis": diagnosis, "diagnosis_lower": diagnosis[0].lower() + diagnosis[1:],
                  "symptom": symptom, "symptom_cap": symptom.capitalize(), "weeks": rng.randint(2, 12),
                  "month": rng.choice(self.months), "lab_lower": lab[0].lower() + lab[1:],
                  "value": f"{rng.uniform(low, high):.1f}".replace(".", ","), "unit": unit,
                  "procedure": rng.choice(PROCEDURES), "department": rng.choice(self.departments),
                  "medicine": rng.choice(MEDICINES), "systolic": rng.randint(105, 170),
                  "diastolic": rng.randint(60, 100), "pulse": rng.randint(50, 100)}
        added = [line.format(**values) for line in rng.sample(CLINICAL_LINES, rng.randint(0, 3))]
        added += rng.sample(self.phrases[kind], rng.randint(0, 2))
        if kind == "lab-svar":
            for lab, unit, low, high in rng.sample(LAB_TESTS, rng.randint(1, 4)):
                added.append(f"{lab} {rng.uniform(low, high):.1f} {unit} {low} - {high}".replace(".", ","))
        start, end = _body_span(lines)
        lines = list(lines)
        for line in added:
            lines.insert(rng.randint(start, end), line)
            end += 1
        return lines

    def _with_new_particulars(self, rng, source, text):
        first, last = rng.choice(FIRST_NAMES), rng.choice(LAST_NAMES)
        # Lines from other letters bring their patients' names along: every corpus patient becomes this one.
        text = self.corpus_names.sub(lambda match: f"{first} {last}" if " " in match.group(0) else first, text)
        institution = rng.choice(self.institutions)
        for name in [source["institution"], *(source.get("institutionAliases") or [])]:
            if len(name) > 3:
                text = text.replace(name, institution)
        if source.get("specialty"):
            text = text.replace(source["specialty"], rng.choice(self.specialties))
        year = rng.randint(2015, 2026)
        text = DATE_NUMERIC.sub(lambda _: f"{rng.randint(1, 28):02}.{rng.randint(1, 12):02}.{year}", text)
        text = DATE_WRITTEN.sub(lambda _: f"{rng.randint(1, 28)}. {rng.choice(self.months)} {year}", text)
        return REFERENCE.sub(lambda _: f"{rng.randint(10, 26)}/{rng.randint(1000, 99999)}", text)

    def _inflected(self, rng, word):
        if rng.random() >= 0.25:
            return word
        return _matching_case(word, rng.choice(self.inflection_of[word.lower()]))

    def _with_ocr_errors(self, rng, text):
        """Most letters came digitally or scanned cleanly; a third have a few OCR errors, a tenth many."""
        draw = rng.random()
        rate = 0.0 if draw < 0.55 else 0.005 if draw < 0.9 else 0.03
        if not rate:
            return text
        words = [match.span() for match in WORD.finditer(text)]
        chosen = sorted(rng.sample(words, max(1, round(len(words) * rate))), reverse=True)
        for start, end in chosen:
            word = text[start:end]
            options = [(old, new) for old, new in OCR_CONFUSIONS if old in word]
            if options:
                old, new = rng.choice(options)
                at = rng.choice([match.start() for match in re.finditer(re.escape(old), word)])
                text = text[:start] + word[:at] + new + word[at + len(old):] + text[end:]
        return text


def letter_file_name(number: int) -> str:
    return f"brev-{number:06}.txt"


def write_letters(folder: str, count: int, seed: int = 18, progress=None) -> list:
    """Writes letters 0..count-1 as UTF-8 files into folder and returns their texts."""
    generator = LetterGenerator(seed)
    os.makedirs(folder, exist_ok=True)
    texts = []
    for number in range(count):
        text = generator.letter(number)
        with open(os.path.join(folder, letter_file_name(number)), "w", encoding="utf-8") as file:
            file.write(text)
        texts.append(text)
        if progress and (number + 1) % 10000 == 0:
            progress(number + 1)
    return texts
