// Passkeys whose PRF output is a key to the library (see Library+Passkeys.swift). The server
// hands out each ceremony's challenge and checks every answer; this only asks the browser and
// carries the answer back in a form field. Bytes travel as base64url.
(function () {
  "use strict";

  const bytes = {
    encode(buffer) {
      let text = "";
      for (const byte of new Uint8Array(buffer)) text += String.fromCharCode(byte);
      return btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
    },
    decode(text) {
      const base64 = text.replace(/-/g, "+").replace(/_/g, "/") + "===".slice((text.length + 3) % 4);
      return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    },
    concat(...parts) {
      const out = new Uint8Array(parts.reduce((n, p) => n + p.byteLength, 0));
      let at = 0;
      for (const part of parts) { out.set(new Uint8Array(part), at); at += part.byteLength; }
      return out;
    },
  };

  // Shared with pocket.js, which loads after this file, and outbox.js, which seals with it
  // once the page has loaded.
  window.ArkivatorBytes = bytes;

  const supported = () => window.isSecureContext && window.PublicKeyCredential !== undefined && navigator.credentials !== undefined;

  function say(near, message) {
    let status = near.parentElement.querySelector("[data-passkey-message]");
    if (!status) {
      status = document.createElement("p");
      status.setAttribute("role", "alert");
      status.className = "error";
      status.dataset.passkeyMessage = "";
      near.insertAdjacentElement("afterend", status);
    }
    status.textContent = message;
  }

  async function refusal(response) {
    const body = await response.json().catch(() => null);
    return (body && body.error && body.error.message) || response.statusText;
  }

  // The assertion of one of the library's passkeys, for the challenge `optionsURL` hands out.
  async function assertion(optionsURL) {
    const response = await fetch(optionsURL, { credentials: "same-origin", headers: { Accept: "application/json" } });
    if (!response.ok) throw new Error(await refusal(response));
    const options = await response.json();
    const evalByCredential = {};
    for (const credential of options.credentials) evalByCredential[credential.id] = { first: bytes.decode(credential.prfSalt) };
    const credential = await navigator.credentials.get({
      publicKey: {
        challenge: bytes.decode(options.challenge),
        rpId: options.rpId,
        allowCredentials: options.credentials.map((c) => ({ type: "public-key", id: bytes.decode(c.id) })),
        userVerification: "required",
        timeout: 120000,
        extensions: { prf: { evalByCredential } },
      },
    });
    const prf = credential.getClientExtensionResults().prf;
    const output = prf && prf.results && prf.results.first;
    return JSON.stringify({
      credentialID: bytes.encode(credential.rawId),
      clientDataJSON: bytes.encode(credential.response.clientDataJSON),
      authenticatorData: bytes.encode(credential.response.authenticatorData),
      signature: bytes.encode(credential.response.signature),
      prfOutput: output ? bytes.encode(output) : "",
    });
  }

  // For the pocket's choices (pocket.js), which confirm with a passkey when they carry more.
  window.ArkivatorPasskeys = { supported, assertion };

  // «Lås opp med Face ID» and «Bekreft med Face ID»: the answer goes in the form's `passkey`
  // field and the form is sent as it is, the passphrase left empty.
  for (const button of document.querySelectorAll("[data-passkey-get]")) {
    if (!supported()) continue;
    button.hidden = false;
    const or = document.getElementById("passkey-or");
    if (or) or.hidden = false;
    button.addEventListener("click", async () => {
      const form = button.form;
      button.disabled = true;
      try {
        form.elements.passkey.value = await assertion(button.dataset.passkeyGet);
        form.submit();
      } catch (error) {
        say(button, error.name === "NotAllowedError" || error.name === "AbortError" ? button.dataset.cancelled : error.message);
      } finally {
        button.disabled = false;
      }
    });
  }

  // Adding a passkey: the passphrase again, then `create` with the PRF extension. A browser or
  // authenticator that gives no PRF output is told so, and nothing is kept.
  const add = document.getElementById("passkey-add");
  if (add) {
    const status = document.getElementById("passkey-status");
    if (supported()) status.textContent = "";
    else status.textContent = add.dataset.unsupported;
    add.addEventListener("submit", async (event) => {
      event.preventDefault();
      if (!supported()) return;
      const button = document.getElementById("passkey-add-button");
      button.disabled = true;
      status.textContent = "";
      try {
        const response = await fetch(add.action, {
          method: "POST",
          credentials: "same-origin",
          headers: { Accept: "application/json" },
          body: new URLSearchParams(new FormData(add)),
        });
        if (!response.ok) throw new Error(await refusal(response));
        const options = await response.json();
        const salt = bytes.decode(options.prfSalt);
        const credential = await navigator.credentials.create({
          publicKey: {
            challenge: bytes.decode(options.challenge),
            rp: { id: options.rpId, name: "Arkivator" },
            user: { id: bytes.decode(options.userId), name: options.userName, displayName: "Arkivator – " + options.userName },
            pubKeyCredParams: options.algorithms.map((alg) => ({ type: "public-key", alg })),
            excludeCredentials: options.excludeCredentials.map((id) => ({ type: "public-key", id: bytes.decode(id) })),
            authenticatorSelection: { residentKey: "required", requireResidentKey: true, userVerification: "required" },
            attestation: "none",
            timeout: 120000,
            extensions: { prf: { eval: { first: salt } } },
          },
        });
        const prf = credential.getClientExtensionResults().prf;
        if (!prf || prf.enabled === false) throw new Error(add.dataset.noPrf);
        let output = prf.results && prf.results.first;
        if (!output) {
          // Most platforms give the PRF's output only to `get`: asked at once, for the same salt.
          const asked = await navigator.credentials.get({
            publicKey: {
              challenge: crypto.getRandomValues(new Uint8Array(32)),
              rpId: options.rpId,
              allowCredentials: [{ type: "public-key", id: credential.rawId }],
              userVerification: "required",
              timeout: 120000,
              extensions: { prf: { eval: { first: salt } } },
            },
          });
          const later = asked.getClientExtensionResults().prf;
          output = later && later.results && later.results.first;
        }
        if (!output) throw new Error(add.dataset.noPrf);
        const finish = document.getElementById(add.dataset.finish);
        finish.elements.answer.value = JSON.stringify({
          credentialID: bytes.encode(credential.rawId),
          clientDataJSON: bytes.encode(credential.response.clientDataJSON),
          authenticatorData: bytes.encode(credential.response.getAuthenticatorData()),
          publicKey: bytes.encode(credential.response.getPublicKey()),
          algorithm: credential.response.getPublicKeyAlgorithm(),
          prfOutput: bytes.encode(output),
        });
        finish.submit();
      } catch (error) {
        status.textContent = error.name === "NotAllowedError" || error.name === "AbortError" ? add.dataset.cancelled : error.message;
      } finally {
        button.disabled = false;
      }
    });
  }
})();
