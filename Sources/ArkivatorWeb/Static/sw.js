// Arkivator's service worker: the capture page opens without the server (on the bus, away
// from home), so letters can be photographed and kept until they can be sent (outbox.js), and
// so does the archive in the pocket (`/lomme`, pocket.js), whose letters are sealed in IndexedDB.
// Only the app's shell is cached, as the server gives it to anyone: its style sheet, scripts,
// icons, the pocket's page and the capture page's shell, neither of which holds a letter, a
// name or a token. Every answer of the API goes to the server and nowhere else.
"use strict";

// v3: the capture page is kept as its shell, without the family's names v2 kept with it.
const SHELL = "arkivator-shell-v3";
// The archive in the pocket: a shell with no letter in it, which opens the phone's sealed copy.
const POCKET = "/lomme";
const CAPTURE_SHELL = "/ta-bilde/skall";
const ASSETS = [
  "/static/app.css", "/static/app.js", "/static/outbox.js", "/static/passkeys.js", "/static/scanner.js",
  "/static/icon.svg", "/static/icon-192.png", "/static/icon-512.png", "/static/apple-touch-icon.png",
  "/static/manifest.webmanifest", "/static/pocket.js", POCKET, CAPTURE_SHELL,
];
// A server out of reach may not refuse at once (a home address seen from the bus): after
// this long the cached copy is shown instead.
const NETWORK_SECONDS = 4;

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(SHELL).then((cache) => cache.addAll(ASSETS)).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(caches.keys()
    .then((names) => Promise.all(names.filter((name) => name !== SHELL).map((name) => caches.delete(name))))
    .then(() => self.clients.claim()));
});

const fromNetwork = (request) => new Promise((resolve, reject) => {
  const timer = setTimeout(() => reject(new Error("timeout")), NETWORK_SECONDS * 1000);
  fetch(request).then((response) => { clearTimeout(timer); resolve(response); },
    (error) => { clearTimeout(timer); reject(error); });
});

const cached = async (path) => (await caches.open(SHELL)).match(path, { ignoreVary: true, ignoreSearch: true });

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin) return;

  if (url.pathname.startsWith("/static/")) {
    // Fresh when the server answers, so an upgrade shows at once; the cached copy otherwise.
    event.respondWith((async () => {
      try {
        const response = await fromNetwork(request);
        if (response.ok && ASSETS.includes(url.pathname)) {
          const copy = response.clone();
          caches.open(SHELL).then((cache) => cache.put(url.pathname, copy));
        }
        return response;
      } catch (error) {
        const copy = await cached(url.pathname);
        if (copy) return copy;
        throw error;
      }
    })());
    return;
  }

  if (request.mode === "navigate") {
    event.respondWith((async () => {
      try {
        const response = await fromNetwork(request);
        if (url.pathname === POCKET && response.ok) {
          const copy = response.clone();
          caches.open(SHELL).then((cache) => cache.put(POCKET, copy));
        }
        return response;
      } catch (error) {
        const copy = await cached(url.pathname === POCKET ? POCKET : CAPTURE_SHELL);
        if (copy) return copy;
        throw error;
      }
    })());
  }
});
