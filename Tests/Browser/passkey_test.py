"""Face ID opens the archive: passkeys in a real browser. Headless Chromium at a phone's size,
with a virtual authenticator of the DevTools protocol (user verification and the PRF extension,
as iCloud Keychain and Google Password Manager give them), drives `arkivator serve` on
http://localhost (a secure context named by a domain, as WebAuthn needs): a passkey is added
after the passphrase, the library locked and unlocked with it and no passphrase typed, a reveal
confirmed with it, a browser without PRF turned away, and a revoked passkey refused.

Usage: python3 Tests/Browser/passkey_test.py ARKIVATOR_BINARY [ARTIFACT_FOLDER]
"""
import os
import subprocess
import sys
import tempfile
from pathlib import Path

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from browser_test import (PASSPHRASE, Server, browser, check, click_and_load, failures, free_port, onboard,
                          past_back_off, screenshots)

NUMBER = "11028425769"


def add_authenticator(driver, prf=True):
    return driver.execute_cdp_cmd("WebAuthn.addVirtualAuthenticator", {"options": {
        "protocol": "ctap2", "ctap2Version": "ctap2_1", "transport": "internal", "hasResidentKey": True,
        "hasUserVerification": True, "isUserVerified": True, "hasPrf": prf, "automaticPresenceSimulation": True,
    }})["authenticatorId"]


def add_passkey(driver, base, name):
    """Fills in the settings' form as the owner would; returns the page's words afterwards."""
    driver.get(base + "/innstillinger")
    for field, text in (("passkey-name", name), ("passkey-passphrase", PASSPHRASE)):
        driver.find_element(By.ID, field).clear()
        driver.find_element(By.ID, field).send_keys(text)
    driver.find_element(By.ID, "passkey-add-button").click()
    WebDriverWait(driver, 30).until(
        lambda d: "passnokkel=1" in d.current_url or d.find_element(By.ID, "passkey-status").text.strip()
        or d.find_elements(By.CSS_SELECTOR, "main p.error[role=alert]"))
    return driver.find_element(By.TAG_NAME, "main").text


def lock(driver):
    click_and_load(driver, driver.find_element(By.CSS_SELECTOR, "form[action='/lock'] button"))


def main():
    binary = sys.argv[1]
    artefacts = Path(sys.argv[2] if len(sys.argv) > 2 else Path(__file__).resolve().parents[2] / ".test-artifacts/passkeys")
    artefacts.mkdir(parents=True, exist_ok=True)
    home = Path(tempfile.mkdtemp(prefix="arkivator-passkeys-"))
    port = free_port()
    base = f"http://localhost:{port}"
    server = Server(binary, home / "bibliotek", port)
    driver = browser()
    try:
        driver.execute_cdp_cmd("WebAuthn.enable", {"enableUI": False})
        onboard(driver, server, base)
        letter = home / "brev.txt"
        letter.write_text(f"Innkalling til kontroll.\nPasient: Kari Hansen, fødselsnummer {NUMBER}\n", encoding="utf-8")
        filed = subprocess.run([binary, "file", "--yes", "--text", str(letter)], capture_output=True, text=True,
                               env=dict(os.environ, ARKIVATOR_HOME=str(home / "bibliotek"), ARKIVATOR_PASSPHRASE=PASSPHRASE))
        check(filed.returncode == 0, "a letter with a fødselsnummer is filed")

        # A browser whose authenticator gives no PRF output is told so, and nothing is kept.
        plain = add_authenticator(driver, prf=False)
        words = add_passkey(driver, base, "Gammel nøkkel")
        check("PRF" in words and "Ingenting er lagret" in words, "an authenticator without PRF is refused, and says why")
        check("Ingen passnøkler ennå." in driver.find_element(By.ID, "passkey-list").text, "nothing was registered")
        driver.execute_cdp_cmd("WebAuthn.removeVirtualAuthenticator", {"authenticatorId": plain})

        # Registering: the passphrase again, then Face ID (the virtual authenticator verifies the user).
        phone = add_authenticator(driver)
        driver.get(base + "/innstillinger")
        driver.find_element(By.ID, "passkey-name").send_keys("Karis iPhone")
        driver.execute_script("document.getElementById('passkeys').scrollIntoView()")
        screenshots(driver, artefacts, "passkey-register")
        words = add_passkey(driver, base, "Karis iPhone")
        check("Passnøkkelen er lagt til" in words, "a passkey is added after the passphrase")
        listed = driver.find_element(By.ID, "passkey-list").text
        check("Karis iPhone" in listed and "ikke brukt ennå" in listed, "the settings list it by name, not used yet")
        first = driver.execute_cdp_cmd("WebAuthn.getCredentials", {"authenticatorId": phone})["credentials"][0]

        # Locked, the unlock page offers the passkey first; it opens the library with no passphrase typed.
        lock(driver)
        button = driver.find_element(By.ID, "passkey-unlock-button")
        check(button.is_displayed(), "the unlock page offers «Lås opp med Face ID / passnøkkel»")
        screenshots(driver, artefacts, "passkey-unlock")
        click_and_load(driver, button)
        check(driver.current_url.rstrip("/") == base and driver.find_elements(By.CSS_SELECTOR, "form[action='/lock']"),
              "the passkey unlocks the library")
        check(driver.execute_cdp_cmd("WebAuthn.getCredentials", {"authenticatorId": phone})["credentials"][0]["signCount"] >= 1,
              "the authenticator was asked (its counter moved)")
        driver.get(base + "/innstillinger")
        check("sist brukt" in driver.find_element(By.ID, "passkey-list").text, "the list says when it was last used")
        driver.execute_script("document.getElementById('passkeys').scrollIntoView()")
        screenshots(driver, artefacts, "passkey-list")

        # A reveal of the whole number, confirmed with the passkey instead of the passphrase.
        driver.get(base + "/?q=kontroll")
        click_and_load(driver, driver.find_element(By.CSS_SELECTOR, ".documents a"))
        letter_url = driver.current_url
        check(NUMBER not in driver.find_element(By.ID, "fodselsnumre").text, "the number is masked at first")
        click_and_load(driver, driver.find_element(By.CSS_SELECTOR, "#fodselsnumre + form [data-passkey-get]"))
        check(NUMBER in driver.find_element(By.ID, "fodselsnumre").text, "a passkey confirms the reveal")

        # A second passkey, then the first revoked with the passphrase: the keys change.
        # The first passkey's authenticator is put away, its credential kept, so that the second is made on another.
        driver.execute_cdp_cmd("WebAuthn.removeVirtualAuthenticator", {"authenticatorId": phone})
        second = add_authenticator(driver)
        words = add_passkey(driver, base, "Sikkerhetsnøkkel")
        check("Passnøkkelen er lagt til" in words, "a second passkey is added")
        driver.get(base + "/innstillinger")
        item = [li for li in driver.find_elements(By.CSS_SELECTOR, "#passkey-list li") if "Karis iPhone" in li.text][0]
        item.find_element(By.CSS_SELECTOR, "input[type=password]").send_keys(PASSPHRASE)
        click_and_load(driver, item.find_element(By.CSS_SELECTOR, "button[type=submit]"))
        check("/unlock" in driver.current_url, "revoking a passkey changes the keys and ends the session")
        past_back_off(driver, lambda: (driver.find_element(By.ID, "passphrase").send_keys(PASSPHRASE),
                                       click_and_load(driver, driver.find_element(By.CSS_SELECTOR, "#unlock button[type=submit]"))))
        driver.get(base + "/innstillinger")
        listed = driver.find_element(By.ID, "passkey-list").text
        check("Karis iPhone" not in listed and "Sikkerhetsnøkkel" in listed, "the revoked passkey is gone from the list")
        lock(driver)

        # The revoked passkey, brought back in its authenticator, answers the server's challenge: refused.
        driver.execute_cdp_cmd("WebAuthn.removeVirtualAuthenticator", {"authenticatorId": second})
        old = add_authenticator(driver)
        kept = {key: first[key] for key in ("credentialId", "isResidentCredential", "rpId", "privateKey", "signCount", "userHandle")
                if key in first}
        driver.execute_cdp_cmd("WebAuthn.addCredential", {"authenticatorId": old, "credential": kept})
        outcome = driver.execute_async_script("""
            const done = arguments[arguments.length - 1];
            const decode = (t) => Uint8Array.from(atob(t.replace(/-/g, "+").replace(/_/g, "/") + "===".slice((t.length + 3) % 4)), (c) => c.charCodeAt(0));
            const encode = (b) => btoa(String.fromCharCode(...new Uint8Array(b))).replace(/\\+/g, "-").replace(/\\//g, "_").replace(/=+$/, "");
            (async () => {
              const options = await (await fetch("/unlock/passnokkel")).json();
              const id = arguments[0];
              const credential = await navigator.credentials.get({publicKey: {challenge: decode(options.challenge), rpId: options.rpId,
                allowCredentials: [{type: "public-key", id: decode(id)}], userVerification: "required",
                extensions: {prf: {eval: {first: new Uint8Array(32)}}}}});
              const prf = credential.getClientExtensionResults().prf;
              const form = document.getElementById("passkey-unlock");
              form.elements.passkey.value = JSON.stringify({credentialID: encode(credential.rawId),
                clientDataJSON: encode(credential.response.clientDataJSON), authenticatorData: encode(credential.response.authenticatorData),
                signature: encode(credential.response.signature),
                // A credential put back through the DevTools protocol has no PRF secret of its own:
                // 32 bytes stand in, which the server never reaches, as the credential is not the library's.
                prfOutput: encode(prf && prf.results ? prf.results.first : crypto.getRandomValues(new Uint8Array(32)))});
              form.submit();
              done();
            })().catch((error) => done(String(error)));
        """, first["credentialId"])
        check(outcome is None, "the revoked passkey answers the server's challenge in the browser" + (f": {outcome}" if outcome else ""))
        WebDriverWait(driver, 20).until(lambda d: d.find_elements(By.CSS_SELECTOR, "main p.error[role=alert]"))
        refusal = driver.find_element(By.CSS_SELECTOR, "main p.error[role=alert]").text
        check("hører ikke til dette arkivet" in refusal and not driver.find_elements(By.CSS_SELECTOR, "form[action='/lock']"),
              "the revoked passkey is refused, in words")
        check(driver.find_element(By.ID, "passphrase").get_attribute("value") == "", "the passphrase field was never touched")
        driver.get(letter_url)
        check("/unlock" in driver.current_url, "the library stays locked")
    finally:
        driver.quit()
        server.stop()
    if failures:
        raise SystemExit(f"{len(failures)} passkey check(s) failed")
    print("passkeys: every check passed")


if __name__ == "__main__":
    main()
