// Letters taken on the phone wait here, in the browser's own database (IndexedDB), until
// Arkivator has them: a letter is stored before the first try to send it and removed only
// once the server has answered that it has it. Each letter carries its own upload key, so
// one sent twice (an answer lost on the way back) is still filed once.
//
// What waits is sealed: each photo to the library's outbox key (ECDH P-256, HKDF-SHA-256,
// AES-GCM, as PocketSeal.swift opens it), bound to its letter's upload key and its page, so a
// phone lost with letters in its outbox shows no one what they say. The phone keeps only the
// key's public half, learnt from the server whenever it answers.
"use strict";

const Outbox = (() => {
  const DATABASE = "arkivator", STORE = "outbox";
  const OUTBOX_KEY = "arkivator.outboxKey";
  const RETRY_SECONDS = 15, TIMEOUT_SECONDS = 20;
  let flushing = Promise.resolve([]), retry = null;
  const listeners = new Set();

  const open = () => new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: "key" });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

  const transact = async (mode, work) => {
    const database = await open();
    try {
      return await new Promise((resolve, reject) => {
        const transaction = database.transaction(STORE, mode);
        const result = work(transaction.objectStore(STORE));
        transaction.oncomplete = () => resolve(result && "result" in result ? result.result : undefined);
        transaction.onerror = () => reject(transaction.error);
        transaction.onabort = () => reject(transaction.error);
      });
    } finally {
      database.close();
    }
  };

  const letters = async () => ((await transact("readonly", (store) => store.getAll())) || [])
    .sort((a, b) => a.created - b.created);
  const put = (letter) => transact("readwrite", (store) => store.put(letter));
  const remove = (key) => transact("readwrite", (store) => store.delete(key));

  const newKey = () => (crypto.randomUUID ? crypto.randomUUID()
    : [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, "0")).join(""));

  const withTimeout = (seconds) => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), seconds * 1000);
    return controller.signal;
  };

  // The token of the session open now: a page kept offline may carry one that has ended. The
  // outbox key comes with it.
  const csrfToken = async () => {
    const response = await fetch("/api/v1/session", { credentials: "same-origin", signal: withTimeout(TIMEOUT_SECONDS) });
    if (response.status === 401 || response.status === 409) throw Object.assign(new Error("locked"), { locked: true });
    if (!response.ok) throw new Error(`session ${response.status}`);
    const session = await response.json();
    if (session.outboxKey) localStorage.setItem(OUTBOX_KEY, session.outboxKey);
    return session.csrfToken;
  };

  // One photo sealed to the outbox key: version 1, the one-time key (65), the nonce (12), the
  // ciphertext and its tag. Bytes are joined by passkeys.js's helpers, loaded by then.
  const seal = async (blob, libraryKey, context) => {
    const joined = window.ArkivatorBytes.concat;
    const library = await crypto.subtle.importKey("spki", libraryKey, { name: "ECDH", namedCurve: "P-256" }, true, []);
    const libraryRaw = await crypto.subtle.exportKey("raw", library);
    const oneTime = await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, ["deriveBits"]);
    const oneTimeRaw = await crypto.subtle.exportKey("raw", oneTime.publicKey);
    const secret = await crypto.subtle.deriveBits({ name: "ECDH", public: library }, oneTime.privateKey, 256);
    const base = await crypto.subtle.importKey("raw", secret, "HKDF", false, ["deriveKey"]);
    const bound = new TextEncoder().encode(context);
    const key = await crypto.subtle.deriveKey({ name: "HKDF", hash: "SHA-256", salt: joined(oneTimeRaw, libraryRaw),
      info: joined(new TextEncoder().encode("arkivator.outbox.photo.v1"), bound) }, base, { name: "AES-GCM", length: 256 }, false, ["encrypt"]);
    const iv = crypto.getRandomValues(new Uint8Array(12));
    const sealed = await crypto.subtle.encrypt({ name: "AES-GCM", iv, additionalData: bound }, key, await blob.arrayBuffer());
    return new Blob([joined(new Uint8Array([1]), oneTimeRaw, iv, sealed)], { type: "application/octet-stream" });
  };

  const send = async (letter, token) => {
    const form = new FormData();
    // Letters kept before photos were sealed (`blob`) go as they are.
    letter.pages.forEach((page, index) => form.append("photos", page.sealed || page.blob, `side-${index + 1}.jpeg`));
    if (letter.pages.every((page) => page.sealed)) form.append("sealed", "outbox.v1");
    if (letter.person) form.append("person", letter.person);
    if (letter.pages.some((page) => page.corners)) {
      form.append("corners", letter.pages.map((page) => (page.corners ? page.corners.map((v) => Math.round(v)).join(",") : "")).join(";"));
    }
    form.append("upload-key", letter.key);
    return fetch("/api/v1/jobs", {
      method: "POST", body: form, credentials: "same-origin",
      headers: { "X-CSRF-Token": token }, signal: withTimeout(120),
    });
  };

  const notify = (event) => listeners.forEach((listener) => listener(event));

  // Sends every waiting letter, oldest first. Resolves with what became of each one tried:
  // { key, job } or { key, document } when the server has it.
  const flushOnce = async () => {
    const results = [];
    // A letter the server refused waits for its owner to see and remove it, not to be refused again.
    const waiting = (await letters()).filter((letter) => !letter.error);
    if (waiting.length === 0) { notify({ state: "empty" }); return results; }
    let token;
    try {
      token = await csrfToken();
    } catch (error) {
      notify({ state: error.locked ? "locked" : "offline" });
      return results;
    }
    for (const letter of waiting) {
      let response;
      try {
        response = await send(letter, token);
      } catch (_) {
        notify({ state: "offline" });
        return results;
      }
      if (response.status === 200 || response.status === 201) {
        const answer = await response.json().catch(() => ({}));
        await remove(letter.key);
        results.push(answer.documentId ? { key: letter.key, document: answer.documentId } : { key: letter.key, job: answer.id });
        notify({ state: "sent", key: letter.key });
      } else if (response.status === 401 || response.status === 403) {
        notify({ state: "locked" });
        return results;
      } else if (response.status === 503 || response.status >= 500) {
        notify({ state: "offline" });
        return results;
      } else {
        // Refused for what it is (not a photo, too many pages): kept, with the reason, for
        // the owner to see and remove; never dropped unseen.
        const answer = await response.json().catch(() => ({}));
        letter.error = (answer.error && answer.error.message) || String(response.status);
        await put(letter);
        notify({ state: "refused", key: letter.key });
      }
    }
    notify({ state: "empty" });
    return results;
  };

  // One sending at a time; a flush asked for during another runs after it, so that a letter
  // added meanwhile is not missed.
  const flush = () => {
    const run = flushing.then(flushOnce, flushOnce);
    flushing = run.catch(() => []);
    run.then(async () => {
      clearTimeout(retry);
      const left = (await letters().catch(() => [])).filter((letter) => !letter.error);
      if (left.length > 0) retry = setTimeout(flush, RETRY_SECONDS * 1000);
    }, () => {});
    return run;
  };

  // Keeps a letter ({ person, pages: [{ blob, corners }] }), its photos sealed, and tries to
  // send it at once. A phone that has never heard the library's outbox key keeps nothing
  // (`noKey`): it asks the server first, and says so when the server cannot be reached.
  const add = async (letter) => {
    const key = newKey();
    let libraryKey = localStorage.getItem(OUTBOX_KEY);
    if (!libraryKey) {
      await csrfToken().catch(() => null);
      libraryKey = localStorage.getItem(OUTBOX_KEY);
    }
    if (!libraryKey) throw Object.assign(new Error("no outbox key"), { noKey: true });
    const pages = await Promise.all(letter.pages.map(async (page, index) => ({
      corners: page.corners, sealed: await seal(page.blob, window.ArkivatorBytes.decode(libraryKey), `outbox|${key}|${index + 1}`),
    })));
    const kept = { person: letter.person, pages, key, created: Date.now() };
    await put(kept);
    notify({ state: "queued", key: kept.key });
    return kept.key;
  };

  return { add, flush, letters, remove, csrfToken, listen: (listener) => listeners.add(listener) };
})();

// The waiting letters, shown where the page has room for them (the capture page).
document.addEventListener("DOMContentLoaded", () => {
  if (!window.indexedDB) return;
  const section = document.getElementById("outbox");
  const render = async (event) => {
    if (!section) return;
    const waiting = await Outbox.letters().catch(() => []);
    section.hidden = waiting.length === 0;
    const list = document.getElementById("outbox-list");
    list.replaceChildren(...waiting.map((letter) => {
      const item = document.createElement("li");
      item.dataset.key = letter.key;
      const when = new Date(letter.created).toLocaleString(document.documentElement.lang === "nb" ? "nb-NO" : "en-GB",
        { dateStyle: "short", timeStyle: "short" });
      const words = document.createElement("span");
      const pages = letter.pages.length === 1 ? section.dataset.page : section.dataset.pages;
      words.textContent = `${section.dataset.letter} ${when}, ${letter.pages.length} ${pages}`;
      item.appendChild(words);
      if (letter.error) {
        const reason = document.createElement("span");
        reason.className = "error";
        reason.textContent = ` ${section.dataset.refused} ${letter.error}`;
        item.appendChild(reason);
        const drop = document.createElement("button");
        drop.type = "button";
        drop.className = "secondary";
        drop.textContent = section.dataset.remove;
        drop.addEventListener("click", async () => { await Outbox.remove(letter.key); render(); });
        item.appendChild(drop);
      }
      return item;
    }));
    const status = document.getElementById("outbox-status");
    if (event && status) {
      const words = { locked: section.dataset.locked, offline: section.dataset.offline, sent: section.dataset.sent };
      if (words[event.state]) status.textContent = words[event.state];
    }
  };
  Outbox.listen(render);
  render();
  // Only a page of an unlocked session sends (the bar's lock form says so); the others wait.
  if (document.querySelector(".bar input[name=csrf]")) Outbox.flush();
  window.addEventListener("online", () => Outbox.flush());
});
