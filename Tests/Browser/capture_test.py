"""The phone as a scanner, in headless Chromium at 390×844 with a fake camera: a video made
from a corpus photo in which the page slides into view and holds still.

Tried as a person would: the outline over the video, the picture taken by itself once the
outline holds still, a retake, a letter of three pages (reordered) read as one, the camera
refused (an explanation and the file input), the app installable, and the offline queue:
the server stopped, two letters taken and kept on the phone through a reload, the server
started again, the archive unlocked, both letters sent and filed, none twice; and with no
camera at all, a born-digital PDF through the file input.

Usage: python3 Tests/Browser/capture_test.py ARKIVATOR_BINARY [ARTIFACT_FOLDER]
Prints the viewfinder's frames per second, its round trip and the page finder's time, and
the outline's error against the corpus corners.
"""
import json
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from selenium.common.exceptions import WebDriverException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

sys.path.insert(0, str(Path(__file__).resolve().parent))
from accessibility import Audit  # noqa: E402
from browser_test import (PASSPHRASE, PHONE, ROOT, Server, browser, check, click_and_load, failures,  # noqa: E402
                          free_port, onboard, screenshots, wait_for_review)
from fake_camera import make_video  # noqa: E402

CORPUS = ROOT.parent / "shared/corpus/dev/photos"
LETTER = "doc0011"


def camera_browser(video, allowed=True):
    """A browser whose camera plays `video`; allowed without asking, or left to the permission
    the test sets."""
    return browser((*(["--use-fake-ui-for-media-stream"] if allowed else []), "--use-fake-device-for-media-stream",
                    f"--use-file-for-fake-video-capture={video}"))


def visible(driver, element_id):
    return driver.find_element(By.ID, element_id).is_displayed()


def wait_visible(driver, element_id, timeout=30):
    WebDriverWait(driver, timeout, ignored_exceptions=[WebDriverException]).until(lambda d: visible(d, element_id))


def outbox(driver):
    return driver.execute_async_script(
        "const done = arguments[0]; Outbox.letters().then((l) => done(l.map((x) => x.key)), () => done(null));")


def outline_error(corners, truth):
    """The farthest any corner is from the truth, as a share of the frame's diagonal (in
    shares of width and height, with the frame's 3:4 aspect)."""
    width, height = 3, 4
    return max(((c[0] - t[0]) * width) ** 2 + ((c[1] - t[1]) * height) ** 2 for c, t in zip(corners, truth)) ** 0.5 / 5


def born_digital_pdf(folder):
    """A letter as a portal gives it: a PDF with a text layer, made by LibreOffice."""
    text = folder / "innkalling-helsenorge.txt"
    text.write_text("Helse Bergen HF\nHaukeland universitetssjukehus\nKirurgisk poliklinikk\n\n"
                    "Bergen, 3. februar 2026\n\nInnkalling til dagkirurgi\n\n"
                    "Du er sett opp til inngrep tysdag 17. februar 2026 klokka 08.15 i Sentralblokka, 2. etasje.\n"
                    "Du må vere fastande frå midnatt. Ta med medisinlista di.\n"
                    "Gi beskjed seinast 24 timar før om du ikkje kan kome.\n\nMed helsing\nKirurgisk poliklinikk\n",
                    encoding="utf-8")
    subprocess.run(["soffice", "--headless", "--convert-to", "pdf", "--outdir", str(folder), str(text)],
                   check=True, capture_output=True, timeout=120)
    return folder / "innkalling-helsenorge.pdf"


def take_page(driver, loop_seconds, wait_for_auto=True):
    """Waits in the viewfinder until the picture is taken by itself (or, when the page holds
    still in the video, presses the shutter) and the flattened page shows."""
    wait_visible(driver, "viewfinder")
    if not wait_for_auto:
        # The fake camera shows bare table, then the page sliding in, then the page held still.
        WebDriverWait(driver, 2 * loop_seconds).until(lambda d: d.execute_script(
            "return document.getElementById('vf-video').currentTime % arguments[0]", loop_seconds) > loop_seconds - 3.5)
        driver.find_element(By.ID, "vf-shutter").click()
    wait_visible(driver, "vf-review", timeout=60)


def main():
    binary = sys.argv[1]
    artefacts = Path(sys.argv[2] if len(sys.argv) > 2 else ROOT / ".test-artifacts/capture")
    artefacts.mkdir(parents=True, exist_ok=True)
    work = Path(tempfile.mkdtemp(prefix="arkivator-capture-"))
    truth_photo = json.loads((CORPUS / f"{LETTER}.json").read_text())["pages"][0]["corners"]
    video = work / "camera.mjpeg"
    truth, loop_seconds = make_video(CORPUS / f"{LETTER}-p1.jpg", truth_photo, video)
    print(f"     fake camera: {video.stat().st_size // 1024} kB, a {loop_seconds:.1f} s loop, page still at the end")

    home = work / "bibliotek"
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    server = Server(binary, home, port)
    driver = camera_browser(video)
    audit = Audit(artefacts / "accessibility", check, PHONE)

    def viewfinder():
        driver.get(base + "/ta-bilde")
        wait_visible(driver, "scanner")
        WebDriverWait(driver, 30).until(lambda d: d.find_element(By.CSS_SELECTOR, "#vf-overlay polygon").get_attribute("points"))
    try:
        onboard(driver, server, base)

        # Installable: the manifest parses, the icons load, a service worker answers offline.
        driver.get(base + "/ta-bilde")
        WebDriverWait(driver, 20).until(lambda d: d.execute_script("return navigator.serviceWorker.controller !== null"))
        manifest = driver.execute_cdp_cmd("Page.getAppManifest", {})
        installability = driver.execute_cdp_cmd("Page.getInstallabilityErrors", {})
        check(not manifest.get("errors") and installability.get("installabilityErrors") == [],
              f"the app is installable (manifest errors {manifest.get('errors')}, "
              f"installability {installability.get('installabilityErrors')})")

        # The outline follows the page as it comes into view.
        viewfinder()
        check(True, "the page's outline is drawn over the video")
        screenshots(driver, artefacts, "viewfinder")
        audit.page(driver, "the viewfinder", again=viewfinder)

        # Taken by itself once the outline holds still; then retaken.
        take_page(driver, loop_seconds)
        stats = driver.execute_script("return window.arkivatorViewfinder")
        check(stats["captures"][-1]["how"] == "auto", "the picture is taken by itself when the outline holds still")
        check(stats["captures"][-1]["width"] == 720 and stats["captures"][-1]["height"] == 960,
              "the picture has the camera's full resolution, not the frame's")
        screenshots(driver, artefacts, "captured")
        audit.page(driver, "the viewfinder, a page taken", again=False)
        driver.find_element(By.ID, "vf-retake").click()
        take_page(driver, loop_seconds)
        check(len(driver.execute_script("return window.arkivatorViewfinder.captures")) == 2, "«Ta på nytt» takes it again")

        # The corners by keyboard: the selected corner moves with the arrow keys.
        driver.find_element(By.ID, "vf-adjust").click()
        handle = driver.find_element(By.CSS_SELECTOR, "#vf-corners .corner-handle[data-corner=tl]")
        before = handle.get_attribute("style")
        handle.send_keys("\ue012")  # arrow left
        check(handle.get_attribute("style") != before, "an arrow key moves the selected corner")
        screenshots(driver, artefacts, "corners-adjust")
        audit.page(driver, "the viewfinder, corners by hand", again=False)
        driver.find_element(By.ID, "vf-adjust").click()

        # Three pages, one letter: use, add a page twice, move the last one up.
        driver.find_element(By.ID, "vf-use").click()
        for _ in range(2):
            wait_visible(driver, "vf-pages")
            driver.find_element(By.ID, "vf-add-page").click()
            take_page(driver, loop_seconds)
            driver.find_element(By.ID, "vf-use").click()
        wait_visible(driver, "vf-pages")
        items = driver.find_elements(By.CSS_SELECTOR, "#vf-page-list li")
        check(len(items) == 3, "three pages gathered into one letter")
        items[2].find_element(By.CSS_SELECTOR, "[data-move=up]").click()
        check(len(driver.find_elements(By.CSS_SELECTOR, "#vf-page-list li")) == 3, "a page moves up and none is lost")
        screenshots(driver, artefacts, "pages")
        audit.page(driver, "the viewfinder, three pages", again=False)

        stats = driver.execute_script("return window.arkivatorViewfinder")
        trips, server_times = stats["roundTrips"], stats["serverTimes"]
        median_trip = statistics.median(trips)
        p95_trip = sorted(trips)[int(0.95 * (len(trips) - 1))]
        errors = [outline_error(c["corners"], truth) for c in stats["captures"] if c.get("corners")]
        print(f"     viewfinder at 390×844: {len(trips)} frames, round trip median {median_trip:.0f} ms, p95 {p95_trip:.0f} ms "
              f"→ {1000 / median_trip:.1f} frames/s; page finder median {statistics.median(server_times):.0f} ms")
        print(f"     outline at capture against the corpus corners: max corner error {100 * max(errors):.1f} % of the diagonal "
              f"(median {100 * statistics.median(errors):.1f} %, {len(errors)} captures)")
        check(max(errors) < 0.03, "the outline at capture lies within 3 % of the diagonal of the page's true corners")

        driver.find_element(By.CSS_SELECTOR, "#vf-person option[value='2']").click()
        driver.find_element(By.ID, "vf-send").click()
        WebDriverWait(driver, 30).until(lambda d: "/jobber/" in d.current_url)
        wait_for_review(driver)
        check(len(driver.find_elements(By.CSS_SELECTOR, ".pages img, #review img[src*='/side/']")) >= 3,
              "the letter is read with its three pages")
        check(driver.find_element(By.CSS_SELECTOR, "#person option[selected]").get_attribute("value") == "2",
              "the person chosen for the batch is the letter's")
        click_and_load(driver, driver.find_element(By.CSS_SELECTOR, "button[value=save]"))
        check("/dokumenter/" in driver.current_url, "the three-page letter is filed")

        # A letter the server refuses (here, corners that make no quadrilateral) stays with the
        # reason until its owner removes it; it is not sent again and again.
        driver.get(base + "/ta-bilde")
        driver.execute_async_script("""
            const done = arguments[arguments.length - 1];
            const page = { blob: new Blob([new Uint8Array([0xFF, 0xD8, 0xFF])], { type: "image/jpeg" }),
                           corners: [0, 0, 10, 0, 20, 0, 30, 0] };
            Outbox.add({ person: "", pages: [page] }).then(() => Outbox.flush()).then(() => done(), () => done());""")
        WebDriverWait(driver, 20).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#outbox-list li .error"))
        refusal = driver.find_element(By.CSS_SELECTOR, "#outbox-list li").text
        check("Hjørnene må danne en firkant" in refusal, f"a refused letter waits with the server's reason («{refusal[:60]}»)")
        audit.page(driver, "capture, a letter refused", again=False)
        driver.find_element(By.CSS_SELECTOR, "#outbox-list li button").click()
        WebDriverWait(driver, 10).until(lambda d: outbox(d) == [] and not visible(d, "outbox"))
        check(True, "«Fjern» takes the refused letter away")

        # Offline: the capture page opens from the service worker; two letters wait on the phone.
        server.stop()
        driver.get(base + "/ta-bilde")
        wait_visible(driver, "scanner")
        check(driver.find_element(By.TAG_NAME, "h1").text.startswith("Ta bilde"), "the capture page opens with the server stopped")
        WebDriverWait(driver, 20).until(lambda d: "Ingen kontakt" in d.find_element(By.ID, "vf-status").text)
        check(True, "the viewfinder says there is no contact and asks for the shutter")
        for letter in range(2):
            take_page(driver, loop_seconds, wait_for_auto=False)
            driver.find_element(By.ID, "vf-use").click()
            wait_visible(driver, "vf-pages")
            driver.find_element(By.ID, "vf-send").click()
            WebDriverWait(driver, 30).until(lambda d: len(outbox(d) or []) == letter + 1)
            wait_visible(driver, "outbox")
        check(len(driver.find_elements(By.CSS_SELECTOR, "#outbox-list li")) == 2, "two letters show as «Venter på å sende»")
        # What waits is sealed to the library's outbox key: no photo's bytes as the camera gave
        # them (a JPEG's start, FF D8 FF) anywhere in the outbox, and each page's seal in place.
        waiting = driver.execute_async_script("""
            const done = arguments[0];
            Outbox.letters().then(async (letters) => done(await Promise.all(letters.flatMap((letter) => letter.pages.map(async (page) => {
              const bytes = new Uint8Array(await (page.sealed || page.blob).arrayBuffer());
              const jpeg = bytes.some((b, i) => b === 0xFF && bytes[i + 1] === 0xD8 && bytes[i + 2] === 0xFF);
              return { sealed: !!page.sealed, plain: !!page.blob, version: bytes[0], jpeg, size: bytes.length };
            })))), (e) => done(String(e)));""")
        check(isinstance(waiting, list) and len(waiting) == 2
              and all(p["sealed"] and not p["plain"] and p["version"] == 1 and not p["jpeg"] for p in waiting),
              f"the waiting photos are kept sealed, with no JPEG in the clear ({waiting})")
        screenshots(driver, artefacts, "outbox")
        audit.page(driver, "capture offline, two letters waiting", again=False)
        driver.get(base + "/ta-bilde")
        wait_visible(driver, "outbox")
        queued = outbox(driver)
        check(len(queued) == 2, "the two letters are still there after the page was closed and opened again")

        # The server back: locked after its restart, so the letters wait for the unlock.
        server = Server(binary, home, port)
        driver.get(base + "/")
        WebDriverWait(driver, 30).until(lambda d: d.current_url.endswith("/unlock"))
        driver.find_element(By.ID, "passphrase").send_keys(PASSPHRASE)
        click_and_load(driver, driver.find_element(By.CSS_SELECTOR, "form button[type=submit]"))
        # A second tab open at once sends the same letters too: the upload keys keep each once.
        first_tab = driver.current_window_handle
        driver.switch_to.new_window("tab")
        driver.get(base + "/")
        WebDriverWait(driver, 60).until(lambda d: outbox(d) == [])
        driver.close()
        driver.switch_to.window(first_tab)
        WebDriverWait(driver, 60).until(lambda d: outbox(d) == [])
        check(True, "after unlocking, the waiting letters are sent by themselves")
        driver.get(base + "/")
        jobs = sorted(set(re.findall(r'href="/jobber/([0-9a-f-]{36})"', driver.page_source)))
        check(len(jobs) == 2, f"two letters arrived, none twice ({len(jobs)} jobs)")
        for number, job in enumerate(jobs):
            driver.get(f"{base}/jobber/{job}")
            wait_for_review(driver)
            if number == 0:
                # The same page as the letter filed before: the review says so, and the user decides.
                check("Dette ser ut som et brev du har arkivert" in driver.page_source,
                      "a letter already filed is named as such on the review page")
                screenshots(driver, artefacts, "duplicate-review")
                audit.page(driver, "review, a letter filed before")
            click_and_load(driver, driver.find_element(By.CSS_SELECTOR, "button[value=save]"))
        driver.get(base + "/")
        check(not re.findall(r'href="/jobber/', driver.page_source), "both are filed and nothing waits")
        check(driver.page_source.count('href="/dokumenter/') >= 3, "the library holds the three letters taken")
    finally:
        driver.quit()
        server.stop()

    # The camera refused, and no camera at all: each explained, with the file input as before.
    server = Server(binary, home, port)
    try:
        for name, driver, expected in (("refused", camera_browser(video, allowed=False), "Nettstedsinnstillinger"),
                                       ("missing", browser(), "Fant ikke noe kamera")):
            try:
                driver.get(base + "/unlock")
                driver.find_element(By.ID, "passphrase").send_keys(PASSPHRASE)
                click_and_load(driver, driver.find_element(By.CSS_SELECTOR, "form button[type=submit]"))
                driver.execute_cdp_cmd("Browser.setPermission", {"permission": {"name": "camera"}, "setting": "denied",
                                                                 "origin": base})
                driver.get(base + "/ta-bilde")
                wait_visible(driver, "camera-problem")
                problem = driver.find_element(By.ID, "camera-problem").text
                check(expected in problem and visible(driver, "photos") and not visible(driver, "scanner"),
                      f"a {name} camera is explained («{problem[:40]} …»), with the file input still there")
                screenshots(driver, artefacts, f"camera-{name}")

                def camera_problem():
                    driver.get(base + "/ta-bilde")
                    wait_visible(driver, "camera-problem")
                audit.driver_changed()
                audit.page(driver, f"capture, the camera {name}", again=camera_problem)
                if name == "missing":
                    # Without a camera, a PDF from Helsenorge through the file input: its text is taken as it is.
                    pdf = born_digital_pdf(work)
                    driver.find_element(By.ID, "photos").send_keys(str(pdf))
                    driver.find_element(By.CSS_SELECTOR, "#capture button[type=submit]").click()
                    wait_for_review(driver)
                    text = driver.find_element(By.CSS_SELECTOR, "#review .text, .text").text
                    check("fastande frå midnatt" in text and "Rett beskjæringen" not in driver.page_source,
                          "a PDF chosen in the file input is read from its text layer, with no corners to fix")
                    screenshots(driver, artefacts, "pdf-review")
                    audit.page(driver, "review, a PDF")
            finally:
                driver.quit()
    finally:
        server.stop()
        audit.report("capture_test.py: page")

    print(json.dumps({"checks_failed": len(failures), "screenshots": str(artefacts)}))
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
