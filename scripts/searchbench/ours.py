"""Our engine: a library made with the release binary, its search over HTTP as a phone sees it,
and `arkivator search --json` for the complete list of matches."""
import http.client
import json
import os
import re
import shutil
import socket
import subprocess
import sys
import time
import urllib.parse

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
PASSPHRASE = "search bench passordfrase"
FILE_CHUNK = 500


def binary() -> str:
    """$ARKIVATOR_BINARY, or the release binary built here (as scripts/load-test does)."""
    if os.environ.get("ARKIVATOR_BINARY"):
        return os.environ["ARKIVATOR_BINARY"]
    subprocess.run(["swift", "build", "-c", "release", "--product", "arkivator"], cwd=ROOT, check=True)
    path = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=ROOT, check=True,
                          capture_output=True, text=True).stdout.strip()
    return os.path.join(path, "arkivator")


class Library:
    """A library of the letters in a folder (`brev-NNNNNN.txt`, letter NNNNNN), made once and reused."""

    name = "Arkivator"

    def __init__(self, arkivator: str, home: str):
        self.arkivator = arkivator
        self.home = home
        self.env = dict(os.environ, ARKIVATOR_HOME=home, ARKIVATOR_PASSPHRASE=PASSPHRASE,
                        ARKIVATOR_NEW_PASSPHRASE=PASSPHRASE)
        self.file_names = {}

    def _run(self, *arguments, **options):
        return subprocess.run([self.arkivator, *arguments], env=self.env, check=True, **options)

    def has_import(self) -> bool:
        help_text = self._run("--help", capture_output=True, text=True).stdout
        return re.search(r"^\s+import\b", help_text, re.M) is not None

    def build(self, letters_folder: str, file_names: list):
        """Files every letter; `import` is resumable, so an interrupted build is finished on the next run."""
        self.file_names = {name: index for index, name in enumerate(file_names)}
        done = os.path.join(self.home, "..", "library.complete")
        if os.path.exists(done):
            return
        has_import = self.has_import()
        if not has_import and os.path.exists(self.home):
            # Without `import` filing is not resumable: a half-built library is made anew.
            shutil.rmtree(self.home)
        if not os.path.exists(os.path.join(self.home, "arkivator.sqlite")):
            self._run("init", stdout=subprocess.DEVNULL)
        started = time.monotonic()
        if has_import:
            self._run("import", letters_folder, stdout=subprocess.DEVNULL)
        else:
            # Before `import` existed: `file --text` in chunks, from an empty library, so that
            # letter i gets id i + 1.
            print(f"  (this binary has no `import`: filing with `file --yes --text` in chunks of {FILE_CHUNK})",
                  file=sys.stderr)
            paths = [os.path.join(letters_folder, name) for name in file_names]
            for start in range(0, len(paths), FILE_CHUNK):
                self._run("file", "--yes", "--text", *paths[start:start + FILE_CHUNK],
                          stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
                print(f"\r  filed {min(start + FILE_CHUNK, len(paths))}/{len(paths)}", end="", file=sys.stderr)
            print(file=sys.stderr)
        seconds = time.monotonic() - started
        print(f"  library: {len(file_names)} letters filed in {seconds:.0f} s "
              f"({len(file_names) / max(seconds, 1e-9):.0f} letters/s)", file=sys.stderr)
        with open(done, "w") as marker:
            marker.write(f"{len(file_names)} letters, {seconds:.1f} s\n")

    def letter_index(self, row: dict) -> int:
        """Which letter a result row is: by its original file name, or (binaries from before that
        field) by its id, which follows the filing order of a library filed from empty."""
        name = row.get("originalFileName")
        if name is not None:
            return self.file_names[os.path.basename(name)]
        return row["id"] - 1

    def matches(self, typed: str) -> list:
        output = self._run("search", "--json", "--limit", "1000000", *typed.split(),
                           capture_output=True, text=True).stdout
        return [self.letter_index(row) for row in json.loads(output)]

    def database_bytes(self) -> int:
        return sum(os.path.getsize(os.path.join(self.home, name)) for name in ("arkivator.sqlite", "arkivator.sqlite-wal")
                   if os.path.exists(os.path.join(self.home, name)))

    def api_key(self) -> str:
        output = self._run("key", "add", "search-bench", capture_output=True, text=True).stdout
        return output.strip().splitlines()[-1].strip()


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class Server:
    """`arkivator serve` on the library, asked over one keep-alive connection with a bearer key."""

    name = "Arkivator"

    def __init__(self, library: Library):
        self.library = library
        self.key = library.api_key()
        self.port = _free_port()
        self.process = None
        self.connection = None
        # The library's own time for the last page, from its Server-Timing header.
        self.reported_ms = None

    def __enter__(self):
        self.process = subprocess.Popen([self.library.arkivator, "serve", "--port", str(self.port)],
                                        env=self.library.env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.monotonic() + 60
        while True:
            try:
                socket.create_connection(("127.0.0.1", self.port), timeout=0.2).close()
                break
            except OSError:
                if time.monotonic() > deadline or self.process.poll() is not None:
                    raise RuntimeError("arkivator serve did not start")
                time.sleep(0.1)
        self.connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=60)
        return self

    def __exit__(self, *_):
        if self.connection:
            self.connection.close()
        self.process.terminate()
        self.process.wait(timeout=30)

    def page(self, typed: str) -> list:
        path = "/api/v1/documents?" + urllib.parse.urlencode({"q": typed, "limit": 25})
        headers = {"Authorization": f"Bearer {self.key}"}
        try:
            self.connection.request("GET", path, headers=headers)
            response = self.connection.getresponse()
        except (http.client.HTTPException, ConnectionError):
            # The server closes idle connections after a minute; open a new one as a phone would.
            self.connection.close()
            self.connection.request("GET", path, headers=headers)
            response = self.connection.getresponse()
        body = response.read()
        if response.status != 200:
            raise RuntimeError(f"GET {path}: {response.status} {body[:200]!r}")
        timing = re.fullmatch(r"search;dur=([0-9.]+)", response.getheader("Server-Timing") or "")
        self.reported_ms = float(timing.group(1)) if timing else None
        return json.loads(body)["documents"]

    def memory(self) -> dict:
        """VmHWM (peak) and VmRSS (now) of serve, in MB."""
        with open(f"/proc/{self.process.pid}/status") as status:
            fields = dict(line.split(":", 1) for line in status if line.startswith(("VmHWM", "VmRSS")))
        return {name: int(value.split()[0]) / 1024 for name, value in fields.items()}
