// The archive in the pocket (see Library+Pocket.swift and PocketSeal.swift). The phone keeps a
// P-256 key pair of its own: the server seals each letter to its public key, and its private
// key is kept only wrapped, under a key from the passkey's PRF output for a salt of the
// phone's own (or, without a passkey, PBKDF2 of the passphrase). IndexedDB holds the wrapped
// key, the salt, the credential ids, and each letter's id, version and sealed bytes: nothing
// readable. Opened letters live in this page's memory until it locks.
(function () {
  "use strict";

  const DATABASE = "arkivator-pocket";
  const PBKDF2_ITERATIONS = 600000;
  const text = new TextEncoder();
  const words = new TextDecoder();

  const b64 = window.ArkivatorBytes; // base64url and joining, from passkeys.js
  const concat = b64.concat;

  // MARK: Storage

  function database() {
    return new Promise((resolve, reject) => {
      const request = indexedDB.open(DATABASE, 1);
      request.onupgradeneeded = () => {
        request.result.createObjectStore("meta");
        request.result.createObjectStore("letters", { keyPath: "id" });
      };
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
  }
  function transact(store, mode, work) {
    return database().then((db) => new Promise((resolve, reject) => {
      const tx = db.transaction(store, mode);
      const result = work(tx.objectStore(store));
      // Each connection is closed at once, so that a wipe is never left waiting on one.
      tx.oncomplete = () => { db.close(); resolve(result && "result" in result ? result.result : undefined); };
      tx.onerror = () => { db.close(); reject(tx.error); };
    }));
  }
  const meta = () => transact("meta", "readonly", (s) => s.get("phone"));
  const saveMeta = (value) => transact("meta", "readwrite", (s) => s.put(value, "phone"));
  const sealedLetters = () => transact("letters", "readonly", (s) => s.getAll());
  const wipe = () => new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(DATABASE);
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  });

  // MARK: Keys

  const supportsPasskeys = () => window.isSecureContext && window.PublicKeyCredential !== undefined;

  async function keyFromPRF(output) {
    const base = await crypto.subtle.importKey("raw", output, "HKDF", false, ["deriveKey"]);
    return crypto.subtle.deriveKey({ name: "HKDF", hash: "SHA-256", salt: new Uint8Array(0), info: text.encode("arkivator.pocket.phone-key.v1") },
      base, { name: "AES-GCM", length: 256 }, false, ["wrapKey", "unwrapKey"]);
  }
  async function keyFromPassphrase(passphrase, salt, iterations) {
    const base = await crypto.subtle.importKey("raw", text.encode(passphrase), "PBKDF2", false, ["deriveKey"]);
    return crypto.subtle.deriveKey({ name: "PBKDF2", hash: "SHA-256", salt, iterations },
      base, { name: "AES-GCM", length: 256 }, false, ["wrapKey", "unwrapKey"]);
  }
  // The passkey's PRF output for the phone's own salt: Face ID, offline too.
  async function prfOutput(rpId, credentials, salt) {
    const credential = await navigator.credentials.get({ publicKey: {
      challenge: crypto.getRandomValues(new Uint8Array(32)), rpId, userVerification: "required", timeout: 120000,
      allowCredentials: credentials.map((id) => ({ type: "public-key", id: b64.decode(id) })),
      extensions: { prf: { eval: { first: salt } } },
    } });
    const prf = credential.getClientExtensionResults().prf;
    if (!prf || !prf.results || !prf.results.first) throw new Error("PRF");
    return prf.results.first;
  }

  // MARK: Letters

  async function openLetter(privateKey, phone, record) {
    const bytes = new Uint8Array(record.sealed);
    if (bytes[0] !== 1) throw new Error("version");
    const letterKey = bytes.slice(1, 66);
    const context = text.encode(`${phone.phoneId}|${record.id}|${record.version}`);
    const publicKey = await crypto.subtle.importKey("raw", letterKey, { name: "ECDH", namedCurve: "P-256" }, false, []);
    const secret = await crypto.subtle.deriveBits({ name: "ECDH", public: publicKey }, privateKey, 256);
    const base = await crypto.subtle.importKey("raw", secret, "HKDF", false, ["deriveKey"]);
    const key = await crypto.subtle.deriveKey({ name: "HKDF", hash: "SHA-256", salt: concat(letterKey, phone.publicRaw),
      info: concat(text.encode("arkivator.pocket.letter.v1"), context) }, base, { name: "AES-GCM", length: 256 }, false, ["decrypt"]);
    const plain = await crypto.subtle.decrypt({ name: "AES-GCM", iv: bytes.slice(66, 78), additionalData: context }, key, bytes.slice(78));
    return JSON.parse(words.decode(plain));
  }

  // The server's folding, as far as a phone needs it: case, æ/ae, ø/oe, å/aa, and the
  // commonest endings of nouns and verbs.
  const ENDINGS = ["ene", "ane", "ende", "ers", "er", "en", "et", "ar", "a", "e"];
  function fold(word) {
    let folded = word.toLowerCase().replace(/æ/g, "ae").replace(/ø/g, "oe").replace(/å/g, "aa");
    for (const ending of ENDINGS) {
      if (folded.length - ending.length >= 3 && folded.endsWith(ending)) { folded = folded.slice(0, -ending.length); break; }
    }
    return folded;
  }
  const tokens = (value) => (value.match(/[\p{L}\p{N}]+/gu) || []).map(fold);

  // MARK: Talking to the server (online and unlocked)

  let csrfToken = null;
  async function api(path, method, body) {
    if (!csrfToken) csrfToken = (await (await fetch("/api/v1/session", { credentials: "same-origin" })).json()).csrfToken;
    const response = await fetch(path, {
      method, credentials: "same-origin",
      headers: { "Content-Type": "application/json", Accept: "application/json", "X-CSRF-Token": csrfToken },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = await response.json().catch(() => null);
    if (!response.ok) {
      const error = new Error(answer && answer.error ? answer.error.message : response.statusText);
      error.status = response.status;
      throw error;
    }
    return answer;
  }
  // This phone as the server knows it, unless it has no copy or was removed.
  async function thisPhone() {
    const phone = await meta();
    if (!phone) return null;
    const listed = (await api("/api/v1/pocket/phones", "GET")).find((p) => p.id === phone.phoneId);
    return listed && !listed.removed ? listed : null;
  }

  // MARK: Choosing what travels (the settings page)

  const setup = document.getElementById("pocket-setup");
  if (setup) {
    const status = document.getElementById("pocket-setup-status");
    const button = document.getElementById("pocket-start");
    const fields = setup.elements;
    let editing = null; // this phone, when it already carries a copy
    status.textContent = "";

    const selection = () => ({
      upcomingAppointments: fields.upcoming.checked,
      people: Array.from(setup.querySelectorAll("input[name=person]:checked"), (box) => Number(box.value)),
      letters: editing ? editing.selection.letters : [],
      lastMonths: fields.months.checked ? Number(fields.monthCount.value) : null,
      everything: fields.everything.checked,
    });

    // The space the choice takes, before anything is fetched, and what the phone has free.
    let pending = null;
    async function estimate() {
      try {
        const answer = await api("/api/v1/pocket/estimate", "POST", selection());
        document.getElementById("pocket-estimate-size").textContent = answer.text;
        document.getElementById("pocket-estimate").hidden = false;
        if (navigator.storage && navigator.storage.estimate) {
          const { quota, usage } = await navigator.storage.estimate();
          const free = new Intl.NumberFormat(document.documentElement.lang, { maximumFractionDigits: 1 }).format((quota - usage) / 1e9);
          document.getElementById("pocket-free-size").textContent = `${free} GB`;
          document.getElementById("pocket-free").hidden = false;
        }
      } catch (error) {
        status.textContent = error.message;
      }
    }
    const estimateSoon = () => { clearTimeout(pending); pending = setTimeout(estimate, 250); };
    setup.addEventListener("change", estimateSoon);
    fields.monthCount.addEventListener("input", () => { fields.months.checked = true; estimateSoon(); });

    (async () => {
      try {
        editing = await thisPhone();
      } catch (error) {
        editing = null;
      }
      if (editing) {
        const chosen = editing.selection;
        fields.upcoming.checked = chosen.upcomingAppointments;
        for (const box of setup.querySelectorAll("input[name=person]")) box.checked = chosen.people.includes(Number(box.value));
        fields.months.checked = chosen.lastMonths != null; // absent or null: none chosen
        if (chosen.lastMonths != null) fields.monthCount.value = chosen.lastMonths;
        fields.everything.checked = chosen.everything;
        document.getElementById("pocket-name-field").hidden = true;
        fields.name.required = false;
        fields.passphrase.required = false;
        document.getElementById("pocket-passphrase-hint").hidden = false;
        button.textContent = setup.dataset.save;
      }
      estimate();
    })();

    // A phone that carries a copy chooses again: with the passphrase, or Face ID, when it is to
    // carry more than before.
    async function choose() {
      const body = { selection: selection(), passphrase: fields.passphrase.value };
      try {
        await api(`/api/v1/pocket/phones/${editing.id}`, "PUT", body);
      } catch (error) {
        const passkeys = window.ArkivatorPasskeys;
        if (error.status !== 403 || body.passphrase || setup.dataset.passkeys !== "1" || !passkeys || !passkeys.supported()) throw error;
        await api(`/api/v1/pocket/phones/${editing.id}`, "PUT",
          { selection: body.selection, passkey: await passkeys.assertion("/passnokkel/bekreft") });
      }
    }

    // A new phone: its key pair made here, its private key wrapped under the passkey's PRF
    // output (or the passphrase) before anything is kept.
    async function start() {
      const pair = await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, ["deriveBits"]);
      const passphrase = fields.passphrase.value;
      const answer = await api("/api/v1/pocket/phones", "POST", {
        name: fields.name.value, passphrase, selection: selection(),
        publicKey: b64.encode(await crypto.subtle.exportKey("spki", pair.publicKey)),
      });
      const salt = crypto.getRandomValues(new Uint8Array(32));
      let wrapping, kdf;
      if (setup.dataset.passkeys === "1" && supportsPasskeys()) {
        const options = await (await fetch("/passnokkel/bekreft", { credentials: "same-origin" })).json();
        const credentials = options.credentials.map((c) => c.id);
        wrapping = await keyFromPRF(await prfOutput(options.rpId, credentials, salt));
        kdf = { kind: "prf", rpId: options.rpId, credentials };
      } else {
        wrapping = await keyFromPassphrase(passphrase, salt, PBKDF2_ITERATIONS);
        kdf = { kind: "pbkdf2", iterations: PBKDF2_ITERATIONS };
      }
      const iv = crypto.getRandomValues(new Uint8Array(12));
      const lock = document.querySelector("input[name=timeout]:checked");
      await wipe();
      await saveMeta({
        phoneId: answer.id, salt, iv, kdf, synced: null, lockSeconds: lock ? Number(lock.value) : 300,
        publicRaw: new Uint8Array(await crypto.subtle.exportKey("raw", pair.publicKey)),
        wrapped: await crypto.subtle.wrapKey("pkcs8", pair.privateKey, wrapping, { name: "AES-GCM", iv }),
      });
    }

    setup.addEventListener("submit", async (event) => {
      event.preventDefault();
      button.disabled = true;
      status.textContent = "";
      try {
        await (editing ? choose() : start());
        location.href = "/lomme";
      } catch (error) {
        status.textContent = error.name === "NotAllowedError" ? setup.dataset.cancelled : error.message;
      } finally {
        button.disabled = false;
      }
    });
  }

  // MARK: «Ta med på telefonen» on a letter's page, for a phone that carries a copy

  const carry = document.getElementById("pocket-carry");
  if (carry) {
    const id = Number(carry.dataset.id);
    const carryButton = document.getElementById("pocket-carry-button");
    const label = (phone) => { carryButton.textContent = phone.selection.letters.includes(id) ? carry.dataset.stop : carry.dataset.carry; };
    (async () => {
      let phone = null;
      try { phone = await thisPhone(); } catch (error) { return; }
      if (!phone) return;
      label(phone);
      carry.hidden = false;
      carryButton.addEventListener("click", async () => {
        const carried = phone.selection.letters.includes(id);
        try {
          phone = await api(`/api/v1/pocket/phones/${phone.id}/letters/${id}`, carried ? "DELETE" : "PUT");
          label(phone);
          document.getElementById("pocket-carry-status").textContent = carried ? "" : carry.dataset.done;
        } catch (error) {
          document.getElementById("pocket-carry-status").textContent = error.message;
        }
      });
    })();
  }

  // MARK: The pocket archive (`/lomme`), online or not

  const main = document.querySelector("main#pocket");
  if (!main) return;
  const $ = (id) => document.getElementById(id);
  let state = null; // { privateKey, phone, letters: [{ letter, tokens }] }
  let idle = null;

  function show(section) {
    for (const id of ["pocket-lock", "pocket-open", "pocket-letter", "pocket-empty"]) $(id).hidden = id !== section;
  }
  function banner(phone) {
    $("pocket-banner").hidden = !phone || !phone.synced;
    if (phone && phone.synced) $("pocket-synced").textContent = new Date(phone.synced).toLocaleString("nb-NO");
  }
  function lock() {
    state = null;
    for (const id of ["pocket-letters", "pocket-upcoming", "pocket-todos", "pocket-letter-fields", "pocket-letter-pages"]) $(id).replaceChildren();
    $("pocket-letter-text").textContent = "";
    show("pocket-lock");
  }
  function touch() {
    clearTimeout(idle);
    if (state) idle = setTimeout(lock, state.phone.lockSeconds * 1000);
  }
  for (const kind of ["click", "keydown", "touchstart"]) document.addEventListener(kind, touch, { passive: true });

  function item(list, label, detail, onOpen, id) {
    const li = document.createElement("li");
    if (id !== undefined) li.dataset.id = id;
    const button = document.createElement("button");
    button.type = "button";
    button.className = "link";
    button.textContent = label;
    button.addEventListener("click", onOpen);
    li.append(button);
    if (detail) {
      const meta = document.createElement("span");
      meta.className = "meta";
      meta.textContent = " " + detail;
      li.append(meta);
    }
    list.append(li);
  }

  function render(query) {
    const list = $("pocket-letters");
    list.replaceChildren();
    const wanted = tokens(query || "");
    const hits = state.letters.filter((entry) => wanted.every((w) => entry.tokens.some((t) => t.startsWith(w))));
    for (const { letter } of hits) item(list, letter.title, letter.person || "", () => openDetail(letter), letter.id);
    if (!hits.length) {
      const li = document.createElement("li");
      li.textContent = main.dataset.noHits;
      list.append(li);
    }
  }

  function renderAll() {
    const now = new Date().toISOString().slice(0, 16);
    const upcoming = $("pocket-upcoming");
    upcoming.replaceChildren();
    for (const { letter } of state.letters.filter((e) => e.letter.appointment && e.letter.appointment >= now)
      .sort((a, b) => a.letter.appointment.localeCompare(b.letter.appointment))) {
      item(upcoming, letter.appointment.replace("T", " "), letter.title, () => openDetail(letter));
    }
    const todos = $("pocket-todos");
    todos.replaceChildren();
    for (const { letter } of state.letters) {
      for (const todo of letter.toDos.filter((t) => !t.done)) item(todos, todo.text, todo.due || "", () => openDetail(letter));
    }
    render($("pocket-search").value);
    show("pocket-open");
  }

  function openDetail(letter) {
    $("pocket-letter-title").textContent = letter.title;
    const fields = $("pocket-letter-fields");
    fields.replaceChildren();
    const labels = main.dataset;
    for (const [label, value] of [[labels.labelType, letter.type], [labels.labelDate, letter.documentDate],
      [labels.labelAppointment, letter.appointment], [labels.labelPerson, letter.person],
      [labels.labelInstitution, letter.institution], [labels.labelDepartment, letter.department]]) {
      if (!value) continue;
      const dt = document.createElement("dt"), dd = document.createElement("dd");
      dt.textContent = label;
      dd.textContent = value.replace("T", " ");
      fields.append(dt, dd);
    }
    const pages = $("pocket-letter-pages");
    for (const img of pages.querySelectorAll("img")) URL.revokeObjectURL(img.src);
    pages.replaceChildren();
    letter.pages.forEach((page, index) => {
      const img = document.createElement("img");
      img.src = URL.createObjectURL(new Blob([b64.decode(page.bytes.replace(/\+/g, "-").replace(/\//g, "_"))], { type: page.mediaType }));
      img.alt = `${labels.labelPage} ${index + 1}`;
      pages.append(img);
    });
    $("pocket-letter-text").textContent = letter.text;
    show("pocket-letter");
    window.scrollTo(0, 0);
  }

  async function openAll(privateKey, phone) {
    const records = await sealedLetters();
    const letters = [];
    for (const record of records) {
      const letter = await openLetter(privateKey, phone, record);
      letters.push({ letter, tokens: tokens([letter.title, letter.text, letter.institution || "", letter.person || "", ...letter.keywords].join(" ")) });
    }
    letters.sort((a, b) => (b.letter.documentDate || "").localeCompare(a.letter.documentDate || ""));
    state = { privateKey, phone, letters };
    touch();
    renderAll();
  }

  // Brings the copy in step when the server answers and the library is open there; keeps the
  // library's lock time, so that the copy locks as the library does.
  async function sync() {
    const phone = await meta();
    if (!phone || !navigator.onLine) return;
    let changes;
    try {
      const held = (await sealedLetters()).map((r) => ({ id: r.id, version: r.version }));
      changes = await api(`/api/v1/pocket/phones/${phone.phoneId}/changes`, "POST", { held });
    } catch (error) {
      return; // not reachable, locked there, or not known there: the copy stays as it is
    }
    if (changes.wipe) {
      await wipe();
      lock();
      $("pocket-error").textContent = main.dataset.wiped;
      $("pocket-error").hidden = false;
      return;
    }
    for (const wanted of changes.fetch) {
      const letter = await fetch(`/api/v1/pocket/phones/${phone.phoneId}/letters/${wanted.id}`, { credentials: "same-origin" });
      if (!letter.ok) continue;
      const record = { id: wanted.id, version: letter.headers.get("X-Pocket-Version"), sealed: await letter.arrayBuffer() };
      await transact("letters", "readwrite", (s) => s.put(record));
    }
    await transact("letters", "readwrite", (s) => changes.remove.forEach((id) => s.delete(id)));
    phone.synced = new Date().toISOString();
    phone.lockSeconds = changes.lockAfterSeconds;
    await saveMeta(phone);
    banner(phone);
    if (state) await openAll(state.privateKey, phone);
  }

  async function unlock(wrappingKey, phone) {
    const privateKey = await crypto.subtle.unwrapKey("pkcs8", phone.wrapped, wrappingKey, { name: "AES-GCM", iv: phone.iv },
      { name: "ECDH", namedCurve: "P-256" }, false, ["deriveBits"]);
    await openAll(privateKey, phone);
    sync();
  }

  function fail(message) {
    $("pocket-error").textContent = message;
    $("pocket-error").hidden = false;
  }

  (async () => {
    const phone = await meta();
    if (!phone) { show("pocket-empty"); return; }
    banner(phone);
    show("pocket-lock");
    if (phone.kdf.kind === "prf") {
      $("pocket-passkey").hidden = false;
      $("pocket-passkey").addEventListener("click", async () => {
        try {
          await unlock(await keyFromPRF(await prfOutput(phone.kdf.rpId, phone.kdf.credentials, phone.salt)), phone);
        } catch (error) {
          fail(error.name === "NotAllowedError" ? main.dataset.cancelled : error.message);
        }
      });
    } else {
      $("pocket-passphrase-form").hidden = false;
      $("pocket-passphrase-form").addEventListener("submit", async (event) => {
        event.preventDefault();
        try {
          await unlock(await keyFromPassphrase($("pocket-passphrase").value, phone.salt, phone.kdf.iterations), phone);
          $("pocket-passphrase").value = "";
        } catch (error) {
          fail(main.dataset.wrong);
        }
      });
    }
    $("pocket-lock-button").addEventListener("click", lock);
    $("pocket-back").addEventListener("click", () => show("pocket-open"));
    $("pocket-search").addEventListener("input", (event) => render(event.target.value));
  })();
})();
