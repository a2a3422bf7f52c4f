"""The engines we compare ours with, each built on the same texts in its own folder.

Every engine answers two calls on the words a user typed:
- page(typed): what a search page shows, the best (or newest) 25 with a snippet each; this is
  the call whose latency is measured;
- matches(typed): the indexes of every letter it finds, for recall and precision.
Letter i of the collection has rowid / id i + 1 (ids start at 1 in SQLite).
"""
import os
import sqlite3

import tantivy

from .oracle import fold, words

PAGE = 25


def _folder_bytes(folder: str) -> int:
    return sum(os.path.getsize(os.path.join(root, name)) for root, _, names in os.walk(folder) for name in names)


class LikeScan:
    """The naive scan: every letter's folded text read for each query, `LIKE '%word%'` per word."""

    name = "LIKE"

    def __init__(self, folder: str, texts: list):
        path = os.path.join(folder, "like.sqlite")
        fresh = not os.path.exists(path)
        self.db = sqlite3.connect(path)
        if fresh:
            with self.db:
                self.db.execute("CREATE TABLE letters (id INTEGER PRIMARY KEY, folded TEXT NOT NULL)")
                self.db.executemany("INSERT INTO letters VALUES (?, ?)",
                                    ((index + 1, fold(text)) for index, text in enumerate(texts)))
        self.index_bytes = None  # there is no index: the table is the text itself

    def _where(self, typed):
        terms = words(typed)
        return " AND ".join("folded LIKE ?" for _ in terms), [f"%{term}%" for term in terms]

    def page(self, typed: str) -> list:
        where, arguments = self._where(typed)
        # Newest first, as the library lists them; a scan has no relevance to order by.
        return self.db.execute(f"SELECT id, substr(folded, max(1, instr(folded, ?) - 40), 120) FROM letters "
                               f"WHERE {where} ORDER BY id DESC LIMIT {PAGE}",
                               [words(typed)[0], *arguments]).fetchall()

    def matches(self, typed: str) -> list:
        where, arguments = self._where(typed)
        return [row[0] - 1 for row in self.db.execute(f"SELECT id FROM letters WHERE {where} ORDER BY id DESC", arguments)]


class Fts5:
    """SQLite FTS5 with a tokenizer as it comes: `unicode61` (words) or `trigram` (substrings)."""

    def __init__(self, folder: str, texts: list, tokenizer: str):
        self.name = "FTS5 " + tokenizer
        path = os.path.join(folder, f"fts5-{tokenizer}.sqlite")
        fresh = not os.path.exists(path)
        self.db = sqlite3.connect(path)
        if fresh:
            with self.db:
                # The text lives in a table of its own (external content), so that the index's
                # own size can be told apart from the text's.
                self.db.execute("CREATE TABLE letters (id INTEGER PRIMARY KEY, text TEXT NOT NULL)")
                self.db.execute(f"CREATE VIRTUAL TABLE fts USING fts5(text, content='letters', content_rowid='id', "
                                f"tokenize='{tokenizer}')")
                self.db.executemany("INSERT INTO letters VALUES (?, ?)",
                                    ((index + 1, text) for index, text in enumerate(texts)))
                self.db.execute("INSERT INTO fts (fts) VALUES ('rebuild')")
            self.db.execute("INSERT INTO fts (fts) VALUES ('optimize')")
            self.db.commit()
        self.index_bytes = self.db.execute("SELECT sum(pgsize) FROM dbstat WHERE name LIKE 'fts%'").fetchone()[0]

    @staticmethod
    def _match(typed: str) -> str:
        # Each word quoted: a plain FTS5 user types words, not FTS5 syntax; all must match.
        return " ".join('"' + word.replace('"', "") + '"' for word in typed.lower().split())

    def page(self, typed: str) -> list:
        return self.db.execute(f"SELECT rowid, snippet(fts, 0, '<mark>', '</mark>', '…', 12) FROM fts "
                               f"WHERE fts MATCH ? ORDER BY rank LIMIT {PAGE}", [self._match(typed)]).fetchall()

    def matches(self, typed: str) -> list:
        return [row[0] - 1 for row in self.db.execute("SELECT rowid FROM fts WHERE fts MATCH ? ORDER BY rank", [self._match(typed)])]


class Tantivy:
    """Tantivy (PyPI tantivy) with the Norwegian Snowball stemmer on lowercased simple tokens,
    as paperless-ngx 3 configures it for Norwegian; BM25 top 25 with its SnippetGenerator."""

    name = "Tantivy"

    def __init__(self, folder: str, texts: list):
        path = os.path.join(folder, "tantivy")
        builder = tantivy.SchemaBuilder()
        builder.add_integer_field("id", stored=True, indexed=True, fast=True)
        builder.add_text_field("text", stored=True, tokenizer_name="norwegian")
        self.schema = builder.build()
        analyzer = (tantivy.TextAnalyzerBuilder(tantivy.Tokenizer.simple())
                    .filter(tantivy.Filter.remove_long(40))
                    .filter(tantivy.Filter.lowercase())
                    .filter(tantivy.Filter.stemmer("norwegian"))
                    .build())
        fresh = not os.path.exists(os.path.join(path, "meta.json"))
        os.makedirs(path, exist_ok=True)
        self.index = tantivy.Index(self.schema, path=path, reuse=not fresh)
        self.index.register_tokenizer("norwegian", analyzer)
        if fresh:
            # One indexing thread: the machine's other core is someone else's.
            writer = self.index.writer(heap_size=200_000_000, num_threads=1)
            for index, text in enumerate(texts):
                writer.add_document(tantivy.Document(id=index + 1, text=text))
            writer.commit()
            writer.wait_merging_threads()
        self.index.reload()
        self.searcher = self.index.searcher()
        self.index_bytes = _folder_bytes(path)

    def _query(self, typed: str):
        return self.index.parse_query(" ".join(typed.split()), ["text"], conjunction_by_default=True)

    def page(self, typed: str) -> list:
        query = self._query(typed)
        snippets = tantivy.SnippetGenerator.create(self.searcher, query, self.schema, "text")
        rows = []
        for _, address in self.searcher.search(query, PAGE).hits:
            document = self.searcher.doc(address)
            rows.append((document["id"][0], snippets.snippet_from_doc(document).to_html()))
        return rows

    def matches(self, typed: str) -> list:
        hits = self.searcher.search(self._query(typed), max(1, self.searcher.num_docs)).hits
        return [self.searcher.doc(address)["id"][0] - 1 for _, address in hits]


def build_peers(folder: str, texts: list) -> list:
    os.makedirs(folder, exist_ok=True)
    return [LikeScan(folder, texts), Fts5(folder, texts, "unicode61"), Fts5(folder, texts, "trigram"),
            Tantivy(folder, texts)]
