"""The queries, and the brute-force oracle that says which letters each should find.

Definitions (the oracle's, written once here):
- fold: lowercase; ä → æ and ö → ø; other accents dropped (é → e, ü → u); æ, ø and å stay
  letters of their own.
- words: the runs of letters and digits of the folded text.
- stem: the Snowball Norwegian stemmer (PyPI snowballstemmer) of a folded word.
- A letter is relevant to a query when every one of the query's words is present in it as:
  - rare, common, multi-word and inflected queries: a word with the same stem;
  - compound part: a word with the same stem, or a word w of which the query is a part:
    w's stem ends with the query's stem, or w starts with the query's stem or the query word,
    and the rest of w, itself or without a linking s or e next to the part, is a word of at
    least 3 letters of the collection's vocabulary, in any inflection (the same stem as a
    vocabulary word: «prøvesvaret» has the part «prøve» by «svar»; «håndleddsbrudd» has
    «brudd» by «håndleddet»), or of the plain list of common compound parts the library
    ships (`Sources/ArkivatorStore/Resources/ordledd.txt`): a few hundred letters do not use
    every part alone, and «blodprøver» has the part «prøve» whether or not one says «blod»;
- Snowball's Norwegian algorithm is taken as it is, quirks included: it stems «fastlege» to
  «fast» (its suffix «leg»), so the oracle counts «fast» and «faste» for «fastlege».
  - one typo: as the intended (correctly spelled) word, or as the word typed (a letter whose
    OCR made the same error, «pneurnoni», is the letter that was meant);
  - aa/ae for å/æ: as the word written with å/æ, or as the word typed.
"""
import os
import re
import unicodedata
from dataclasses import dataclass

import snowballstemmer

_STEMMER = snowballstemmer.stemmer("norwegian")
_WORD = re.compile(r"[^\W_]+")


def _fold_table() -> dict:
    table = {ord("ä"): "æ", ord("ö"): "ø"}
    for code in range(0xC0, 0x250):
        char = chr(code).lower()
        if char in "æøå" or chr(code) in "äöÄÖ":
            continue
        base = "".join(part for part in unicodedata.normalize("NFD", char) if not unicodedata.combining(part))
        if base != char:
            table[code] = base
    return table


_FOLD = _fold_table()


def fold(text: str) -> str:
    # NFC first: a decomposed å (a + ring) is the letter å, not an accented a.
    return unicodedata.normalize("NFC", text).lower().translate(_FOLD)


def words(text: str) -> list:
    return _WORD.findall(fold(text))


_stems = {}


def stem(word: str) -> str:
    found = _stems.get(word)
    if found is None:
        found = _stems[word] = _STEMMER.stemWord(word)
    return found


@dataclass(frozen=True)
class Query:
    kind: str      # the query class
    text: str      # what the user types
    intended: str  # the words the user means (the correct spelling for typos and aa/ae)


CLASSES = ["rare", "common", "multi-word", "inflected", "compound part", "one typo", "aa/ae for å/æ"]

# General Norwegian medical vocabulary, chosen before measuring any engine: diagnoses a family
# has once (rare), words on many letters (common), what a parent types in two words, inflected
# forms (Bokmål and Nynorsk), parts of common compounds, one-edit typos of words of six letters
# or more (OCR shapes rn/m and l/i, a dropped or doubled letter, a wrong vowel), and å/æ typed
# as aa/ae on an English keyboard.
QUERIES = [
    *(Query("rare", word, word) for word in ["pneumoni", "nyrestein", "migrene", "anafylaksi", "osteoporose",
                                            "epilepsi"]),
    *(Query("common", word, word) for word in ["innkalling", "fastlege", "resept", "henvisning", "kontroll",
                                              "pasient"]),
    *(Query("multi-word", words_, words_) for words_ in ["innkalling ortopedisk", "blodprøve kolesterol",
                                                         "resept smertestillende", "hjertesvikt kontroll",
                                                         "vedtak klage", "fastlege henvisning"]),
    *(Query("inflected", word, word) for word in ["innkallingene", "kneet", "sykehusene", "svikten",
                                                 "innkallinga", "prøvene", "resepten", "timane"]),
    *(Query("compound part", word, word) for word in ["svikt", "prøve", "trykk", "brudd", "sukker", "smerter"]),
    *(Query("one typo", typo, word) for typo, word in [("pneurnoni", "pneumoni"), ("revmatolgisk", "revmatologisk"),
                                                       ("innkaling", "innkalling"), ("henvisnlng", "henvisning"),
                                                       ("kolesteral", "kolesterol"), ("ortopedlsk", "ortopedisk")]),
    *(Query("aa/ae for å/æ", typed, word) for typed, word in [("aarsak", "årsak"), ("haandledd", "håndledd"),
                                                              ("legeerklaering", "legeerklæring"),
                                                              ("ernaering", "ernæring"),
                                                              ("paaminnelse", "påminnelse"), ("maaling", "måling")]),
]


def _compound_parts() -> set:
    """The words of the library's list of common compound parts, folded."""
    path = os.path.join(os.path.dirname(__file__), "..", "..", "Sources", "ArkivatorStore", "Resources", "ordledd.txt")
    with open(path, encoding="utf-8") as listing:
        return {word for line in listing for word in words(line.split("#")[0])}


class Oracle:
    """The relevant letters of each query, found by brute force over the texts' words."""

    def __init__(self, texts: list):
        self.postings = {}  # folded word → indexes of the letters that have it
        for index, text in enumerate(texts):
            for word in set(words(text)):
                self.postings.setdefault(word, []).append(index)
        self.vocabulary = set(self.postings)
        self.by_stem = {}
        for word in self.vocabulary:
            self.by_stem.setdefault(stem(word), []).append(word)
        self.parts = _compound_parts()
        self.part_stems = {stem(part) for part in self.parts}

    def relevant(self, query: Query) -> set:
        found = None
        typed = words(query.text) if query.text != query.intended else []
        for index, word in enumerate(words(query.intended)):
            matching = self._compound_words(word) if query.kind == "compound part" else self.by_stem.get(stem(word), [])
            if typed:
                matching = matching + self.by_stem.get(stem(typed[index]), [])
            letters = {index for match in matching for index in self.postings[match]}
            found = letters if found is None else found & letters
        return found or set()

    def _is_word(self, part: str, tail: bool) -> bool:
        """Whether part, or part without the linking s/e beside the query's part, is a word of at
        least three letters with the stem of a vocabulary word or a listed compound part."""
        candidates = [part]
        if tail and part[:1] in ("s", "e"):
            candidates.append(part[1:])
        if not tail and part[-1:] in ("s", "e"):
            candidates.append(part[:-1])
        return any(len(candidate) >= 3 and (candidate in self.vocabulary or candidate in self.parts
                                            or stem(candidate) in self.by_stem or stem(candidate) in self.part_stems)
                   for candidate in candidates)

    def _compound_words(self, word: str) -> list:
        query_stem = stem(word)
        matching = list(self.by_stem.get(query_stem, []))
        for candidate in self.vocabulary:
            candidate_stem = stem(candidate)
            if candidate_stem == query_stem:
                continue
            if candidate_stem.endswith(query_stem) and self._is_word(candidate_stem[:-len(query_stem)], tail=False):
                matching.append(candidate)
                continue
            for head in {word, query_stem}:
                if candidate.startswith(head) and self._is_word(candidate[len(head):], tail=True):
                    matching.append(candidate)
                    break
        return matching
