"""Arkivator in a real browser: headless Chromium at a phone's size drives `arkivator serve`
as a person would, from onboarding to deleting a letter and taking the deletion back.

Usage: python3 Tests/Browser/browser_test.py ARKIVATOR_BINARY [ARTIFACT_FOLDER]
Screenshots (light and dark) go to the artefact folder, by default .test-artifacts/browser.
"""
import datetime
import io
import json
import os
import re
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
import zipfile
from pathlib import Path

from selenium import webdriver
from selenium.common.exceptions import WebDriverException
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import Select, WebDriverWait

from accessibility import Audit

ROOT = Path(__file__).resolve().parents[2]
PHOTO = ROOT.parent / "shared/corpus/dev/photos/doc0015-p1.jpg"
TEXTS = ROOT.parent / "shared/corpus/dev/texts.jsonl"
VALIDATE_ICS = ROOT / "Tests/Calendar/validate_ics.py"
PASSPHRASE = "korrekt hest batteri stift"
PHONE = ("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 "
         "(KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1")
failures = []


def check(condition, message):
    print(("ok   " if condition else "FAIL ") + message)
    if not condition:
        failures.append(message)


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class Server:
    """`arkivator serve` with its console read line by line as it speaks: the setup code that
    claims a new library is printed there and nowhere else. `google`, when given, stands for
    Google's servers (a fake-drive's address)."""

    def __init__(self, binary, home, port, google=None):
        env = dict(os.environ, ARKIVATOR_HOME=str(home))
        if google:
            env["ARKIVATOR_GOOGLE_BASE_URL"] = google
        env.pop("ARKIVATOR_PASSPHRASE", None)
        self.process = subprocess.Popen([binary, "serve", "--port", str(port)], env=env,
                                        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        self.lines = []
        threading.Thread(target=self._read, daemon=True).start()
        deadline = time.time() + 30
        while time.time() < deadline:
            try:
                with socket.create_connection(("127.0.0.1", port), timeout=0.5):
                    return
            except OSError:
                time.sleep(0.2)
        self.process.kill()
        raise SystemExit("arkivator serve did not start: " + "".join(self.lines))

    def _read(self):
        for line in self.process.stdout:
            self.lines.append(line)

    def setup_code(self, after=0, timeout=10):
        """The latest setup code printed after the first `after` lines of the console."""
        deadline = time.time() + timeout
        while time.time() < deadline:
            codes = [match.group(1) for line in self.lines[after:]
                     for match in [re.search(r"Oppstartskode: (\d{4} \d{4})", line)] if match]
            if codes:
                return codes[-1]
            time.sleep(0.1)
        raise SystemExit("arkivator serve printed no setup code: " + "".join(self.lines))

    def stop(self):
        self.process.terminate()
        self.process.wait(timeout=30)


class FakeService:
    """One of the package's fakes (`fake-llm`, `fake-drive`) as its own process; its address
    is the line it prints once it listens."""

    def __init__(self, binary, data):
        self.process = subprocess.Popen([str(binary), "--port", "0", "--data", str(data)],
                                        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        line = self.process.stdout.readline()
        match = re.search(r"(http://\S+)", line)
        if not match:
            self.process.kill()
            raise SystemExit(f"{Path(binary).name} did not start: " + line)
        self.base = match.group(1).rstrip("/")
        threading.Thread(target=lambda: [None for _ in self.process.stdout], daemon=True).start()

    def _admin(self, method, path, body=None):
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(f"{self.base}/_admin/{path}", data=data, method=method,
                                         headers={"Content-Type": "application/json"})
        return json.loads(urllib.request.urlopen(request).read() or b"null")

    def stop(self):
        self.process.terminate()
        self.process.wait(timeout=10)


class FakeLLM(FakeService):
    def script(self, replies):
        self._admin("POST", "replies", {"replies": replies})

    def requests(self):
        return self._admin("GET", "requests")


def browser(arguments=()):
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--window-size=390,844", "--lang=nb-NO",
                     *arguments):
        options.add_argument(argument)
    options.add_experimental_option("prefs", {"intl.accept_languages": "nb-NO,nb"})
    options.add_experimental_option("mobileEmulation", {
        "deviceMetrics": {"width": 390, "height": 844, "pixelRatio": 2}, "userAgent": PHONE,
    })
    service = webdriver.ChromeService(executable_path="/usr/bin/chromedriver")
    return webdriver.Chrome(options=options, service=service)


BACK_OFF = re.compile(r"(?:Vent|Wait) (\d+) (?:sekund|second)")


def past_back_off(driver, post):
    """Posts a form that checks the passphrase (`post` fills it in and sends it) as the owner
    would: where the throttle holds this client back after an earlier wrong passphrase, the
    page says for how many seconds; that is waited out to the second, and the form sent again.
    So what the page answers is the passphrase's own verdict, however fast the machine."""
    while True:
        post()
        alerts = driver.find_elements(By.CSS_SELECTOR, "main p.error[role=alert]")
        wait = BACK_OFF.search(alerts[0].text) if alerts else None
        if not wait:
            return
        time.sleep(int(wait.group(1)))


def click_and_load(driver, element, timeout=20):
    """Clicks something that loads a new page, and waits until the old one is gone."""
    page = driver.find_element(By.TAG_NAME, "html")
    element.click()

    def old_page_gone(_):
        # Chromium reports a node of an unloaded page as stale, or as not in the document.
        try:
            page.is_enabled()
            return False
        except WebDriverException:
            return True

    WebDriverWait(driver, timeout).until(old_page_gone)


def wait_for_review(driver):
    """Waits while the job page follows the reading, through the page changes it makes itself."""
    WebDriverWait(driver, 180, poll_frequency=0.5, ignored_exceptions=[WebDriverException]).until(
        EC.presence_of_element_located((By.ID, "review")))


def onboard(driver, server, base, before_submit=lambda: None):
    """Claims a new library through the welcome page, for Kari Hansen and Erik Hansen."""
    driver.get(base + "/")
    check(driver.current_url.endswith("/velkommen"), "a new library opens on the welcome page")
    before_submit()
    driver.find_element(By.ID, "setupCode").send_keys(server.setup_code())
    driver.find_element(By.ID, "passphrase").send_keys(PASSPHRASE)
    driver.find_element(By.ID, "passphrase2").send_keys(PASSPHRASE)
    driver.find_element(By.ID, "name").send_keys("Kari Hansen")
    driver.find_element(By.ID, "others").send_keys("Erik Hansen")
    driver.find_element(By.CSS_SELECTOR, "input[name=timeout][value='300']").click()
    click_and_load(driver, driver.find_element(By.CSS_SELECTOR, "form button[type=submit]"))


def screenshots(driver, folder, name):
    for scheme in ("light", "dark"):
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                               {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
        driver.save_screenshot(str(folder / f"{name}-{scheme}.png"))
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})


def main():
    binary = sys.argv[1]
    artefacts = Path(sys.argv[2] if len(sys.argv) > 2 else ROOT / ".test-artifacts/browser")
    artefacts.mkdir(parents=True, exist_ok=True)
    if not PHOTO.exists():
        raise SystemExit(f"the corpus photo {PHOTO} is missing")
    home = Path(tempfile.mkdtemp(prefix="arkivator-browser-"))
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    fake_drive = FakeService(Path(binary).parent / "fake-drive", home / "fake-drive")
    server = Server(binary, home / "bibliotek", port, google=fake_drive.base)
    driver = browser()
    wait = WebDriverWait(driver, 20)
    audit = Audit(artefacts / "accessibility", check, PHONE)
    try:
        driver.execute_cdp_cmd("Browser.grantPermissions", {
            "origin": base, "permissions": ["clipboardReadWrite", "clipboardSanitizedWrite"]})

        # A new library starts with onboarding.
        def welcome():
            screenshots(driver, artefacts, "onboarding")
            audit.page(driver, "welcome")
            audit.palette(driver)
        onboard(driver, server, base, before_submit=welcome)
        check("Ingen brev her ennå" in driver.page_source, "after onboarding the library is empty and says so")
        audit.page(driver, "library, empty")

        # A letter whose text tries to run a script is shown as text (filed from the command line).
        hostile = home / "hostile.txt"
        hostile.write_text("Innkalling til time.\n<script>alert('xss')</script> <img src=x onerror=alert(2)>\n", encoding="utf-8")
        filed = subprocess.run([binary, "file", "--yes", "--text", str(hostile)], capture_output=True, text=True,
                               env=dict(os.environ, ARKIVATOR_HOME=str(home / "bibliotek"), ARKIVATOR_PASSPHRASE=PASSPHRASE))
        check(filed.returncode == 0, "a letter with a script in its text is filed")
        driver.get(base + "/?q=innkalling")
        click_and_load(driver, driver.find_element(By.CSS_SELECTOR, ".documents a"))
        shown = driver.find_element(By.ID, "document-text").text
        alerts = driver.execute_script("return typeof window.alert")  # the page still works
        check("<script>alert('xss')</script>" in shown and "<img src=x onerror=alert(2)>" in shown and alerts == "function",
              "a script in a letter's text is shown as text and never runs")
        check(len(driver.find_elements(By.CSS_SELECTOR, "#document-text script, #document-text img")) == 0,
              "no element comes out of a letter's text")
        hostile_url = driver.current_url
        audit.page(driver, "a letter's page, filed from text")
        driver.get(base + "/dokumenter/00000000-0000-0000-0000-000000000000")
        check(driver.find_element(By.TAG_NAME, "h1").text == "Fant ikke siden" and driver.find_element(By.LINK_TEXT, "Til biblioteket"),
              "a letter that is not there is a page of ours that says so, with a way back")
        audit.page(driver, "error: no such letter")
        driver.get(base + "/finnes-ikke")
        audit.page(driver, "error: no such page")

        # Capture: a phone photo of a letter, uploaded with progress, read in the background.
        driver.get(base + "/ta-bilde")
        audit.page(driver, "capture")
        photos = driver.find_element(By.ID, "photos")
        check(photos.get_attribute("accept") == "image/*,application/pdf,.pdf",
              "the file input takes photos and PDFs (the camera has the viewfinder, tried in capture_test.py)")
        photos.send_keys(str(PHOTO))
        started = time.time()
        driver.find_element(By.CSS_SELECTOR, "#capture button[type=submit]").click()
        WebDriverWait(driver, 30, ignored_exceptions=[WebDriverException]).until(
            lambda d: d.find_elements(By.ID, "job") or d.find_elements(By.ID, "review"))
        if driver.find_elements(By.ID, "job"):
            try:
                stage = WebDriverWait(driver, 5).until(lambda d: d.find_element(By.ID, "job-stage").get_attribute("textContent"))
                active = driver.find_element(By.CSS_SELECTOR, ".steps li.active").text
                check(stage == active, f"the stage being read is said in a live region: «{stage}»")
            except WebDriverException:
                print("     (the letter was read before its stage could be seen)")
            if driver.find_elements(By.ID, "job"):
                audit.page(driver, "job, reading", large_text=False)
        wait_for_review(driver)
        print(f"     photo read and analysed in {time.time() - started:.1f} s")
        check(driver.find_element(By.ID, "title").get_attribute("value").startswith("2025-"), "the review has a dated title")
        check("Fjern fødselsnummeret" in driver.page_source, "the review warns of the fødselsnummer in the text")
        check(len(driver.find_elements(By.CSS_SELECTOR, "#keyword-chips .chip")) >= 1, "the keywords show as chips")
        screenshots(driver, artefacts, "review")
        audit.page(driver, "review", screenshot=True)
        audit.keyboard(driver, "review", presses=120)

        # A bad crop can be redone: four handles over the photo, then the letter is read again.
        click_and_load(driver, driver.find_element(By.PARTIAL_LINK_TEXT, "Rett beskjæringen"))
        handles = driver.find_elements(By.CLASS_NAME, "corner-handle")
        check(len(handles) == 4 and all(h.is_displayed() for h in handles), "the corner editor shows four handles on the photo")
        screenshots(driver, artefacts, "corners")
        audit.page(driver, "corners")
        audit.keyboard(driver, "corners")
        first_x = driver.find_element(By.CSS_SELECTOR, ".corner input[name$=x]")
        before = int(first_x.get_attribute("value"))
        handle = driver.find_elements(By.CLASS_NAME, "corner-handle")[0]
        left = handle.value_of_css_property("left")
        driver.execute_script("arguments[0].focus()", handle)
        ActionChains(driver).send_keys(Keys.ARROW_RIGHT * 4).perform()
        moved = int(first_x.get_attribute("value")) - before
        width, height = (int(driver.find_element(By.CLASS_NAME, "corner-editor").get_attribute(f"data-{side}"))
                         for side in ("width", "height"))
        check(moved > 0 and abs(moved - 4 * 0.005 * max(width, height)) <= 4,
              f"the arrow keys move a focused corner ({moved} px right for four presses)")
        check(handle.value_of_css_property("left") != left, "the handle follows the keys on the photo")
        click_and_load(driver, driver.find_element(By.CSS_SELECTOR, "#corners button[type=submit]"))
        wait_for_review(driver)
        check("Fjern fødselsnummeret" in driver.page_source, "after new corners the letter is read again")

        click_and_load(driver, driver.find_element(By.CSS_SELECTOR, "button[value=redact]"))
        check("[REDAKTERT]" in driver.find_element(By.CLASS_NAME, "text").text, "one tap redacts the number")
        title = driver.find_element(By.ID, "title").get_attribute("value")
        click_and_load(driver, driver.find_element(By.CSS_SELECTOR, "button[value=save]"))
        check(driver.find_element(By.TAG_NAME, "h1").text == title, "saving opens the document's page")
        screenshots(driver, artefacts, "detail")
        detail_url = driver.current_url
        audit.page(driver, "a letter's page", screenshot=True)
        masked = driver.find_element(By.ID, "fodselsnumre").text
        check(masked.endswith(" \u2022\u2022\u2022\u2022\u2022") and len(masked) == 12,
              "the redacted number is kept sealed and shown masked on the document's page")
        # The whole number asks for the passphrase again, even in an unlocked session.
        driver.find_element(By.ID, "reveal-passphrase").send_keys(PASSPHRASE)
        click_and_load(driver, driver.find_element(By.ID, "reveal"))
        revealed = driver.find_element(By.ID, "fodselsnumre").text
        check(revealed.isdigit() and len(revealed) == 11 and revealed.startswith(masked[:6]),
              "«Vis hele» shows the whole number")
        driver.get(detail_url)
        check("\u2022" in driver.find_element(By.ID, "fodselsnumre").text, "reloading the page masks it again")

        # Copy all text, for pasting into an assistant.
        driver.find_element(By.ID, "copy-text").click()
        wait.until(lambda d: d.find_element(By.ID, "copy-status").text != "")
        copied = driver.execute_async_script(
            "const done = arguments[0]; navigator.clipboard.readText().then(done, () => done(null));")
        check(copied is not None and "Pneumoni" in copied, "copy puts the letter's text on the clipboard")

        # The library shows it; search finds it by a word of its text.
        driver.get(base + "/")
        check(title in driver.page_source, "the library lists the saved letter")
        screenshots(driver, artefacts, "library")
        audit.page(driver, "library", screenshot=True)
        audit.keyboard(driver, "library")
        search = driver.find_element(By.ID, "q")
        search.send_keys("pneumoni")
        click_and_load(driver, driver.find_element(By.CSS_SELECTOR, ".search button[type=submit]"))
        check(driver.find_element(By.CSS_SELECTOR, ".snippet mark").text.lower() == "pneumoni", "search marks the word it found")
        screenshots(driver, artefacts, "search")
        audit.page(driver, "search")

        # The family, a person's timeline, editing, the settings.
        driver.get(base + "/familie")
        check("Kari Hansen" in driver.page_source and "Erik Hansen" in driver.page_source, "the family page lists both")
        screenshots(driver, artefacts, "family")
        audit.page(driver, "family")
        click_and_load(driver, driver.find_element(By.LINK_TEXT, "Erik Hansen"))
        check(title in driver.page_source, "Erik's timeline holds his letter")
        screenshots(driver, artefacts, "timeline")
        audit.page(driver, "timeline")
        def add_with_bad_number():
            driver.find_element(By.ID, "name").send_keys("Ola Hansen")
            driver.find_element(By.ID, "fnr").send_keys("12345678901")
            click_and_load(driver, driver.find_element(By.CSS_SELECTOR, "form[action='/familie'] button[type=submit]"))
        driver.get(base + "/familie")
        add_with_bad_number()
        check(len(driver.find_elements(By.CSS_SELECTOR, "p.error[role=alert]")) == 1, "a wrong fødselsnummer is refused with an alert")
        def announced(d):
            return next((e.get_attribute("textContent") for e in d.find_elements(By.ID, "announcer")), "")
        try:
            WebDriverWait(driver, 5).until(announced)
        except WebDriverException:
            pass
        check(announced(driver) == driver.find_element(By.CSS_SELECTOR, "p.error[role=alert]").text,
              "the refusal is said again by a live region once the page has loaded, for a screen reader")
        audit.page(driver, "family, a refused number", again=lambda: (driver.get(base + "/familie"), add_with_bad_number()))
        driver.get(detail_url)
        click_and_load(driver, driver.find_element(By.PARTIAL_LINK_TEXT, "Rediger"))
        audit.page(driver, "edit")
        driver.get(base + "/innstillinger")
        check("Slett alle lokale data" in driver.page_source, "the settings offer to erase everything")
        screenshots(driver, artefacts, "settings")
        audit.page(driver, "settings")
        audit.keyboard(driver, "settings", presses=120)
        drive = driver.find_element(By.CSS_SELECTOR, "section[aria-labelledby=drive]")
        connect = drive.find_elements(By.CSS_SELECTOR, "#drive-connect button[type=submit]")
        check(driver.find_element(By.CSS_SELECTOR, "main section h2").text == "Google Drive"
              and "Ikke koblet til" in drive.text and drive.find_element(By.ID, "drive-client-id").is_displayed()
              and len(connect) == 1 and connect[0].text == "Koble til Google Drive",
              "the settings open with Google Drive: not connected, a client id field and the connect button")
        driver.execute_script("arguments[0].scrollIntoView()", drive)
        screenshots(driver, artefacts, "settings-drive")

        # Delete, undo, delete again (held for a minute, then purged by the server).
        driver.get(base + "/?q=pneumoni")
        click_and_load(driver, driver.find_element(By.CSS_SELECTOR, ".documents a"))
        click_and_load(driver, driver.find_element(By.ID, "delete"))
        check(title not in driver.find_element(By.CLASS_NAME, "documents").text, "a deleted letter leaves the list at once")
        click_and_load(driver, driver.find_element(By.CSS_SELECTOR, "form.undo button"))
        check(driver.find_element(By.TAG_NAME, "h1").text == title, "undo brings the letter back")
        click_and_load(driver, driver.find_element(By.ID, "delete"))
        seconds = int(driver.find_element(By.CSS_SELECTOR, "form.undo").get_attribute("data-undo-seconds"))
        check(50 <= seconds <= 60, "the undo is on offer for the minute the deletion is held")
        driver.get(base + "/")
        check(title not in driver.page_source, "a held deletion stays hidden after a reload")

        # What the development letters ask: «Å gjøre», the letter's fields, the calendar.
        environment = dict(os.environ, ARKIVATOR_HOME=str(home / "bibliotek"), ARKIVATOR_PASSPHRASE=PASSPHRASE)
        letters = [json.loads(line) for line in TEXTS.read_text(encoding="utf-8").splitlines()]
        wanted = {"innkalling": 6, "vedtak": 3, "epikrise": 2, "lab-svar": 1}
        chosen = []
        for letter in letters:
            if wanted.get(letter["docType"], 0) > 0:
                wanted[letter["docType"]] -= 1
                chosen.append(letter)
        for letter in chosen:
            path = home / f"{letter['id']}.txt"
            path.write_text(letter["text"], encoding="utf-8")
            filed = subprocess.run([binary, "file", "--yes", "--text", str(path)], capture_output=True, text=True,
                                   env=environment)
            check(filed.returncode == 0, f"the development letter {letter['id']} is filed")
        # And one written today for a time ahead, so that the subscribed calendar has it.
        today = datetime.date.today()
        ahead = today + datetime.timedelta(days=30)
        upcoming = home / "upcoming.txt"
        upcoming.write_text(
            "St. Olavs hospital HF\nØre-nese-hals poliklinikk\nPostboks 3250 Torgarden, 7006 Trondheim\n"
            f"Trondheim {today.strftime('%d.%m.%Y')}\nVår ref.: 26/40112\nInnkalling til poliklinisk time\n"
            "Fødselsnummer: 110284 25769\n"
            f"Du har fått time {ahead.strftime('%d.%m.%Y')} kl. 10.15 ved Øre-nese-hals poliklinikk.\n"
            "Oppmøte: Ekspedisjonen, Bevegelsessenteret, 2. etasje. Møt 15 minutter før.\n"
            "Ta med medisinlisten. Du må faste fra midnatt.\n"
            "Kan du ikke komme, gi beskjed senest 24 timer før på telefon 72 57 30 00.\n"
            "Egenandel kr 375 betales innen 14 dager.\nMed vennlig hilsen\nSekretær\n", encoding="utf-8")
        filed = subprocess.run([binary, "file", "--yes", "--text", str(upcoming)], capture_output=True, text=True, env=environment)
        check(filed.returncode == 0, "a letter for an appointment ahead is filed")
        # Its .docx comes with the number masked; the whole file asks for the passphrase again.
        driver.get(base + "/?q=Bevegelsessenteret")
        click_and_load(driver, driver.find_element(By.CSS_SELECTOR, ".documents a"))
        whole = driver.find_element(By.ID, "whole-file-passphrase")
        check(whole.get_attribute("autocomplete") == "current-password" and whole.get_attribute("required") is not None
              and driver.find_elements(By.CSS_SELECTOR, "label[for=whole-file-passphrase]"),
              "the form for the whole file asks for the passphrase, labelled, as a password manager knows it")
        driver.find_element(By.CSS_SELECTOR, "#whole-files summary").click()
        screenshots(driver, artefacts, "whole-files")
        audit.page(driver, "a letter's page, with the form for the whole files")
        cookie = "; ".join(f"{c['name']}={c['value']}" for c in driver.get_cookies())
        docx_link = driver.find_element(By.CSS_SELECTOR, "a[href$='/last-ned/docx']").get_attribute("href")
        with zipfile.ZipFile(io.BytesIO(urllib.request.urlopen(urllib.request.Request(docx_link, headers={"Cookie": cookie})).read())) as docx:
            body = docx.read("word/document.xml").decode("utf-8")
        check("25769" not in body and "110284 \u2022\u2022\u2022\u2022\u2022" in body and "Bevegelsessenteret" in body,
              "the .docx a link gives has the number masked")
        driver.get(base + "/")
        check("Å gjøre" in driver.page_source, "the library shows «Å gjøre» once letters ask for something")
        screenshots(driver, artefacts, "todo-library")
        audit.page(driver, "library with «Å gjøre»")
        driver.get(base + "/gjoremal")
        screenshots(driver, artefacts, "todo")
        audit.page(driver, "«Å gjøre»")
        items = driver.find_elements(By.CSS_SELECTOR, ".todo li")
        check(len(items) >= 3, f"«Å gjøre» lists the development letters' payments, deadlines and follow-ups ({len(items)})")
        click_and_load(driver, items[0].find_element(By.CSS_SELECTOR, "button"))
        check(len(driver.find_elements(By.CSS_SELECTOR, ".todo li")) == len(items) - 1, "«Ferdig» takes the item off the list")

        invitation = next(letter for letter in chosen if letter["docType"] == "innkalling")
        driver.get(base + "/?q=" + urllib.parse.quote(invitation["institution"].split()[0]))
        click_and_load(driver, driver.find_element(By.CSS_SELECTOR, ".documents a"))
        check(len(driver.find_elements(By.ID, "letter-actions")) == 1, "an innkalling's page says what it asks")
        screenshots(driver, artefacts, "letter-actions")
        audit.page(driver, "a letter's page, with what it asks")
        session_cookie = "; ".join(f"{c['name']}={c['value']}" for c in driver.get_cookies())
        calendar_link = driver.find_elements(By.ID, "add-to-calendar")
        calendar_dir = artefacts / "calendar"
        calendar_dir.mkdir(exist_ok=True)
        if calendar_link:
            request = urllib.request.Request(calendar_link[0].get_attribute("href"), headers={"Cookie": session_cookie})
            (calendar_dir / "legg-i-kalender.ics").write_bytes(urllib.request.urlopen(request).read())

        driver.get(base + "/innstillinger")
        # A calendar's address outlasts the session: made only with the passphrase again.
        calendar_passphrase = driver.find_element(By.ID, "calendar-passphrase")
        check(driver.execute_script("return arguments[0].validity.valueMissing", calendar_passphrase)
              and calendar_passphrase.get_attribute("autocomplete") == "current-password",
              "the form for a new calendar is not sent without the passphrase")
        calendar_passphrase.send_keys(PASSPHRASE)
        click_and_load(driver, driver.find_element(By.CSS_SELECTOR, "form[action='/innstillinger/kalender'] button"))
        address = driver.find_element(By.CSS_SELECTOR, "[id^=calendar-url-]").get_attribute("value")
        check(address.startswith(base + "/kalender/") and address.endswith(".ics"), "a new calendar has its own address")
        check(driver.find_element(By.CSS_SELECTOR, "a[href^='webcal://']").is_displayed(), "the calendar offers a webcal link")
        driver.execute_script("arguments[0].scrollIntoView()", driver.find_element(By.ID, "kalender"))
        screenshots(driver, artefacts, "settings-calendar")
        audit.page(driver, "settings, a calendar made")
        (calendar_dir / "abonnement.ics").write_bytes(urllib.request.urlopen(address).read())
        driver.find_element(By.CSS_SELECTOR, "input[name=privacy][value=full]").click()
        click_and_load(driver, driver.find_element(By.CSS_SELECTOR, "form[action='/innstillinger/kalender/innhold'] button"))
        check("trenger passordfrasen igjen" in driver.find_element(By.CSS_SELECTOR, "p.error[role=alert]").text,
              "«Med detaljer» without the passphrase is refused, and says why")
        driver.find_element(By.CSS_SELECTOR, "input[name=privacy][value=full]").click()
        driver.find_element(By.ID, "calendar-privacy-passphrase").send_keys(PASSPHRASE)
        click_and_load(driver, driver.find_element(By.CSS_SELECTOR, "form[action='/innstillinger/kalender/innhold'] button"))
        (calendar_dir / "abonnement-med-detaljer.ics").write_bytes(urllib.request.urlopen(address).read())
        # Less needs nothing.
        driver.find_element(By.CSS_SELECTOR, "input[name=privacy][value=timeAndPlace]").click()
        click_and_load(driver, driver.find_element(By.CSS_SELECTOR, "form[action='/innstillinger/kalender/innhold'] button"))
        check(driver.find_element(By.CSS_SELECTOR, "input[name=privacy][value=timeAndPlace]").is_selected(),
              "less in the calendar is saved without the passphrase")
        files = sorted(str(path) for path in calendar_dir.glob("*.ics"))
        readers = subprocess.run([sys.executable, str(VALIDATE_ICS), *files], capture_output=True, text=True)
        (calendar_dir / "readers.json").write_text(readers.stdout, encoding="utf-8")
        check(readers.returncode == 0 and len(files) == 3,
              f"icalendar, libical and khal read what the server gives: {readers.stderr.strip()[-400:]}")
        agreed = json.loads(readers.stdout or "{}")
        subscribed = agreed.get(str(calendar_dir / "abonnement.ics"), {})
        check(any(event.get("local") == f"{ahead.isoformat()} 10:15" and event.get("summary") == "Time på sykehus"
                  for event in subscribed.values()),
              "the subscribed calendar has the appointment ahead at 10:15 Oslo time as «Time på sykehus»")
        detailed = agreed.get(str(calendar_dir / "abonnement-med-detaljer.ics"), {})
        check(any("faste fra midnatt" in (event.get("description") or "").lower() for event in detailed.values())
              and not any("faste" in (event.get("description") or "").lower() for event in subscribed.values()),
              "preparation goes into the calendar only «Med detaljer»")

        # The assistant, against fake-llm: set up in the settings, the disclosure before the
        # letter goes, «Se hva som sendes», and the explanation growing on the letter's page.
        fake = FakeLLM(Path(binary).parent / "fake-llm", home / "fake-llm")
        try:
            fake.script(["Hva brevet er: en innkalling til en time ved øre-nese-hals-poliklinikken på St. Olavs hospital.\n\n"
                         "Hva dere må gjøre: møte opp på ekspedisjonen i 2. etasje 15 minutter før timen, ta med "
                         "medisinlisten og faste fra midnatt. Kan dere ikke komme, må dere si fra senest 24 timer før.\n\n"
                         "Ord som forklares: Egenandel er den delen av regningen dere betaler selv. Å faste betyr å "
                         "ikke spise eller drikke."])
            driver.get(base + "/innstillinger")
            section = driver.find_element(By.CSS_SELECTOR, "section[aria-labelledby=assistant]")
            check("Av. Ingenting sendes noe sted." in section.text, "the assistant is off until a service is chosen")
            Select(driver.find_element(By.ID, "assistant-provider")).select_by_value("openai")
            driver.find_element(By.ID, "assistant-url").send_keys(fake.base)
            driver.find_element(By.ID, "assistant-model").send_keys("fake-small")
            driver.find_element(By.ID, "assistant-passphrase").send_keys(PASSPHRASE)
            click_and_load(driver, driver.find_element(By.CSS_SELECTOR, "#assistant-form button[type=submit]"))
            section = driver.find_element(By.CSS_SELECTOR, "section[aria-labelledby=assistant]")
            check("fake-small" in section.text and "kjører på denne maskinen" in section.text,
                  "the settings say which service the letters go to, and that it runs on this machine")
            driver.execute_script("arguments[0].scrollIntoView()", section)
            screenshots(driver, artefacts, "settings-assistant")
            audit.page(driver, "settings, an assistant set up")

            driver.get(base + "/?q=" + urllib.parse.quote("Olavs"))
            click_and_load(driver, driver.find_element(By.CSS_SELECTOR, ".documents a"))
            letter_url = driver.current_url
            click_and_load(driver, driver.find_element(By.ID, "explain"))
            check(driver.find_element(By.ID, "destination").text.startswith("OpenAI-kompatibel tjeneste (fake-small)"),
                  "the disclosure names the service before anything is sent")
            check(fake.requests() == [], "nothing is sent before the owner says yes")
            screenshots(driver, artefacts, "assistant-disclosure")
            audit.page(driver, "the assistant's disclosure")
            driver.find_element(By.CSS_SELECTOR, "#what-is-sent summary").click()
            sent = driver.find_element(By.ID, "sent-message").text
            check("medisinlisten" in sent.lower() and "72 57 30 00" not in sent,
                  "«Se hva som sendes» shows the letter's text, its telephone number taken out")
            screenshots(driver, artefacts, "assistant-what-is-sent")
            click_and_load(driver, driver.find_element(By.ID, "send-once"))
            WebDriverWait(driver, 30).until(
                lambda d: d.find_elements(By.ID, "explanation") and not d.find_elements(By.CSS_SELECTOR, "#explanation[data-status]"))
            explanation = driver.find_element(By.ID, "explanation").text
            check("faste fra midnatt" in explanation, "the explanation is on the letter's page once written")
            check("Laget av en språkmodell" in driver.find_element(By.ID, "forklaring").text,
                  "the explanation is marked as made by a language model")
            driver.execute_script("arguments[0].scrollIntoView()", driver.find_element(By.ID, "forklaring"))
            screenshots(driver, artefacts, "assistant-explanation")
            audit.page(driver, "a letter's page, explained")
            bodies = [request["body"] for request in fake.requests()]
            check(len(bodies) == 1 and "72 57 30 00" not in json.dumps(bodies, ensure_ascii=False),
                  "one request went, without the telephone number")
            driver.get(letter_url)
        finally:
            fake.stop()

        # The settings' other states: a passphrase that did not match, once per audited
        # language, each after the back-off the one before earned (then the right one, which
        # clears the failures, so the unlock below is not held back); an API key just
        # made, with the list to revoke it from; Google Drive connected through fake-drive
        # (which says yes at once where Google asks), with its folder to change.
        def post_wrong_confirmation():
            driver.get(base + "/innstillinger")
            driver.find_element(By.ID, "backup-passphrase").send_keys("feil passordfrase")
            click_and_load(driver, driver.find_element(By.CSS_SELECTOR, "#backup-form button[type=submit]"))
        def wrong_confirmation():
            past_back_off(driver, post_wrong_confirmation)
        wrong_confirmation()
        alerts = driver.find_elements(By.CSS_SELECTOR, "main p.error[role=alert]")
        check(len(alerts) == 1 and "Feil passordfrase" in alerts[0].text,
              "a wrong passphrase in the settings is refused with an alert")
        audit.page(driver, "settings, a wrong passphrase", again=wrong_confirmation)
        def post_new_key():
            driver.get(base + "/innstillinger")
            driver.find_element(By.ID, "label").send_keys("Skript på NAS-en")
            driver.find_element(By.ID, "token-passphrase").send_keys(PASSPHRASE)
            click_and_load(driver, driver.find_element(By.CSS_SELECTOR, "form[action='/innstillinger/nokler'] button"))
        def make_key():
            past_back_off(driver, post_new_key)
            driver.execute_script("arguments[0].scrollIntoView()", driver.find_element(By.ID, "tokens"))
        make_key()
        check(len(driver.find_element(By.ID, "new-token").text) >= 20, "a new API key is shown once")
        check(driver.find_elements(By.CSS_SELECTOR, "button[aria-label='Trekk tilbake: Skript på NAS-en']"),
              "each key's «Trekk tilbake» names the key it revokes")
        audit.page(driver, "settings, an API key made", again=make_key)

        driver.get(base + "/innstillinger")
        driver.find_element(By.ID, "drive-client-id").send_keys("arkivator-test.apps.googleusercontent.com")
        driver.find_element(By.ID, "drive-client-secret").send_keys("ikke-en-ekte-hemmelighet")
        driver.find_element(By.ID, "drive-passphrase").send_keys(PASSPHRASE)
        click_and_load(driver, driver.find_element(By.CSS_SELECTOR, "#drive-connect button[type=submit]"))
        WebDriverWait(driver, 20, ignored_exceptions=[WebDriverException]).until(
            lambda d: d.find_elements(By.CSS_SELECTOR, "section[aria-labelledby=drive] details"))
        check("Koblet til Google Drive." in driver.find_element(By.CSS_SELECTOR, "main .banner[role=status]").text,
              "Google Drive connects from the settings and says so")
        def drive_connected():
            driver.get(base + "/innstillinger")
            driver.find_element(By.CSS_SELECTOR, "section[aria-labelledby=drive] details summary").click()
        drive_connected()
        driver.execute_script("arguments[0].scrollIntoView()", driver.find_element(By.ID, "drive"))
        screenshots(driver, artefacts, "settings-drive-connected")
        audit.page(driver, "settings, Google Drive connected", again=drive_connected)

        # Nothing without a session.
        driver.get(base + "/")
        click_and_load(driver, driver.find_element(By.CSS_SELECTOR, "form[action='/lock'] button"))
        check(urllib.request.urlopen(address).status == 200, "a subscribed calendar still answers once the archive is locked")
        driver.delete_all_cookies()
        driver.get(base + "/")
        check(driver.current_url.endswith("/unlock"), "without a session the library sends you to unlock")
        screenshots(driver, artefacts, "unlock")
        audit.page(driver, "unlock")
        driver.get(base + "/sertifikat")
        audit.page(driver, "certificate help")
        def post_wrong_passphrase():
            driver.get(base + "/unlock")
            driver.find_element(By.ID, "passphrase").send_keys("feil passordfrase")
            click_and_load(driver, driver.find_element(By.CSS_SELECTOR, "form button[type=submit]"))
        def wrong_passphrase():
            past_back_off(driver, post_wrong_passphrase)
        wrong_passphrase()
        audit.page(driver, "unlock, a wrong passphrase", again=wrong_passphrase)
        try:
            urllib.request.urlopen(base + "/api/v1/documents")
            check(False, "the API refuses a request without a session")
        except urllib.error.HTTPError as error:
            check(error.code == 401, "the API refuses a request without a session")
    finally:
        audit.report("browser_test.py: page")
        driver.quit()
        server.stop()
        fake_drive.stop()

    print(json.dumps({"checks_failed": len(failures), "screenshots": str(artefacts)}))
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
