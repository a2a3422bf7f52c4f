#!/usr/bin/env python3
"""Writes norwegian-stems.tsv: every word of the development corpus and the vocabulary lists,
with the stem Snowball's own Norwegian stemmer (PyPI `snowballstemmer` 3.1) gives it, for the
test that holds `NorwegianStemmer` to the reference implementation.

  pip install snowballstemmer==3.1.1 && Tests/ArkivatorCoreTests/Fixtures/make-norwegian-stems.py
"""
import glob
import json
import os
import re

import snowballstemmer

HERE = os.path.dirname(os.path.abspath(__file__))
SHARED = os.path.join(HERE, "..", "..", "..", "..", "shared")

texts = [json.loads(line)["text"] for line in open(os.path.join(SHARED, "corpus", "dev", "texts.jsonl"), encoding="utf-8")]
texts += [open(path, encoding="utf-8").read() for path in glob.glob(os.path.join(SHARED, "docs", "norway", "vocab", "*.txt"))]
# Forms the corpus lacks but every rule of the algorithm needs, Bokmål and Nynorsk alike.
EXTRA = """innkallingen innkallingene innkallingar innkallingane kneet kneer knærne sykehusene sjukehusa
legane legen legene legar givers havers skapers kapers klokkers lampers amerikaners lærers
vurderte vurdert kontrollerte melde meldt operativt godt stivt fint reiselig ærlig hyggelig
herleg farleg vanskeleg viktig ferdig eig rettslov foreldrelov arbeidsmiljølov bokhetslov
haus hus bus kriks piks bakers ekkers risks kjærlighetene cd'en cd' nav'et a e i ås øy
gjennomgående gjennomgåande hjertesvikt blodprøvene prøvesvara tidene tidenes timens
fysioterapeut fysioterapeutens behandlingstilbudet behandlingstilbodet pasientane pasientene""".split()
words = sorted({word for text in texts for word in re.findall(r"[a-zæøåéêèòóôü']+", text.lower())} | set(EXTRA))
stemmer = snowballstemmer.stemmer("norwegian")
with open(os.path.join(HERE, "norwegian-stems.tsv"), "w", encoding="utf-8") as out:
    for word in words:
        out.write(f"{word}\t{stemmer.stemWord(word)}\n")
print(f"{len(words)} words")
