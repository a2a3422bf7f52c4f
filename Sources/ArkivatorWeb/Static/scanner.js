// The phone as a scanner: the rear camera's video with the sheet outlined as it moves, the
// picture taken when the outline has held still for a second (or with the shutter), the
// flattened page shown at once, pages gathered into one letter, and the letter handed to
// the outbox, which sends it now or as soon as Arkivator answers.
//
// The outline is not found here: small frames go to the server's page finder, the one that
// flattens the photo afterwards, so the outline shows what the reading will get.
"use strict";

document.addEventListener("DOMContentLoaded", () => {
  const scanner = document.getElementById("scanner");
  if (!scanner || typeof Outbox === "undefined") return;
  const words = scanner.dataset;
  const byId = (id) => document.getElementById(id);
  const video = byId("vf-video"), overlay = byId("vf-overlay"), outline = overlay.querySelector("polygon");
  const status = byId("vf-status");
  const sections = { viewfinder: byId("viewfinder"), review: byId("vf-review"), pages: byId("vf-pages") };
  const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)");

  // A frame's longest side: the page finder needs the sheet's shape, not its letters.
  const FRAME_SIDE = 480;
  // Held still: every corner within this share of the frame for this long.
  const STEADY_SHIFT = 0.02, STEADY_MS = 1000;
  const FRAME_TIMEOUT_MS = 2500;

  // What the viewfinder measured, for whoever wants to know (the browser tests print it).
  const stats = { roundTrips: [], serverTimes: [], frames: 0, found: 0, captures: [] };
  window.arkivatorViewfinder = stats;

  let stream = null, running = false, history = [], lastCorners = null, token = null, loop = 0;
  const pages = [];
  let shot = null;

  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  const say = (text) => { if (status.textContent !== text) status.textContent = text; };
  const show = (name) => {
    Object.entries(sections).forEach(([key, section]) => { section.hidden = key !== name; });
    const heading = sections[name].querySelector("h2[tabindex]");
    if (heading) heading.focus();
  };

  // MARK: The camera

  const unavailable = (text) => {
    const problem = byId("camera-problem");
    problem.textContent = text;
    problem.hidden = false;
    scanner.hidden = true;
  };

  const start = async () => {
    if (!window.isSecureContext || !navigator.mediaDevices || !navigator.mediaDevices.getUserMedia) {
      unavailable(words.insecure);
      return;
    }
    try {
      stream = await navigator.mediaDevices.getUserMedia({
        audio: false,
        video: { facingMode: { ideal: "environment" }, width: { ideal: 3840 }, height: { ideal: 2160 } },
      });
    } catch (error) {
      unavailable(error.name === "NotAllowedError" || error.name === "SecurityError" ? words.denied : words.noCamera);
      return;
    }
    video.srcObject = stream;
    await video.play().catch(() => {});
    scanner.hidden = false;
    byId("choose-heading").hidden = false;
    byId("photos").required = false;
    watch();
  };

  const stop = () => {
    running = false;
    if (stream) stream.getTracks().forEach((track) => track.stop());
    stream = null;
  };

  // MARK: The outline

  const frameCanvas = document.createElement("canvas");
  const frame = () => {
    const scale = Math.min(1, FRAME_SIDE / Math.max(video.videoWidth, video.videoHeight));
    frameCanvas.width = Math.round(video.videoWidth * scale);
    frameCanvas.height = Math.round(video.videoHeight * scale);
    frameCanvas.getContext("2d").drawImage(video, 0, 0, frameCanvas.width, frameCanvas.height);
    return new Promise((resolve) => frameCanvas.toBlob(resolve, "image/jpeg", 0.7));
  };

  const outlineOf = async (blob) => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), FRAME_TIMEOUT_MS);
    try {
      token = token || document.querySelector(".bar input[name=csrf]")?.value || "";
      const response = await fetch("/api/v1/page-outline", {
        method: "POST", body: blob, credentials: "same-origin", signal: controller.signal,
        headers: { "Content-Type": "image/jpeg", "X-CSRF-Token": token },
      });
      if (response.status === 403) { token = await Outbox.csrfToken().catch(() => null); return null; }
      if (!response.ok) return null;
      const timing = /dur=([\d.]+)/.exec(response.headers.get("Server-Timing") || "");
      if (timing) stats.serverTimes.push(Number(timing[1]));
      return await response.json();
    } catch (_) {
      return null;
    } finally {
      clearTimeout(timer);
    }
  };

  const draw = (corners, state) => {
    overlay.setAttribute("class", `vf-overlay ${state}`);
    outline.setAttribute("points", corners ? corners.map(([x, y]) => `${x},${y}`).join(" ") : "");
  };

  const shift = (a, b) => Math.max(...a.map(([x, y], i) => Math.hypot(x - b[i][0], y - b[i][1])));

  // How long the outline has stayed where it is now.
  const steadyFor = (now, corners) => {
    let since = now;
    for (let i = history.length - 1; i >= 0 && shift(history[i].corners, corners) < STEADY_SHIFT; i--) since = history[i].at;
    return now - since;
  };

  const watch = () => {
    show("viewfinder");
    byId("vf-done").hidden = pages.length === 0;
    history = [];
    lastCorners = null;
    draw(null, "");
    say(words.looking);
    if (running) return;
    running = true;
    // A loop still waiting for its last frame's answer when the picture was taken and
    // retaken at once ends there, rather than run beside the new one.
    const current = ++loop;
    (async () => {
      while (running && current === loop) {
        if (document.hidden || video.readyState < 2 || !video.videoWidth) { await sleep(150); continue; }
        const started = performance.now();
        const answer = await outlineOf(await frame());
        if (!running || current !== loop) break;
        if (!answer) {
          history = [];
          lastCorners = null;
          draw(null, "");
          say(words.offline);
          await sleep(1000);
          continue;
        }
        const now = performance.now();
        stats.frames += 1;
        stats.roundTrips.push(now - started);
        const corners = answer.corners && answer.corners.map(([x, y]) => [x / answer.width, y / answer.height]);
        if (!corners) {
          history = [];
          lastCorners = null;
          draw(null, "");
          say(words.looking);
          continue;
        }
        stats.found += 1;
        lastCorners = corners;
        if (answer.runsOffFrame) {
          history = [];
          draw(corners, "off");
          say(words.stepBack);
          continue;
        }
        history.push({ at: now, corners });
        history = history.filter((entry) => now - entry.at < 3 * STEADY_MS);
        if (history.length >= 3 && steadyFor(now, corners) >= STEADY_MS) {
          draw(corners, "steady");
          await take("auto");
        } else {
          draw(corners, "found");
          say(words.holdStill);
        }
      }
    })();
  };

  // MARK: Taking the picture

  const take = async (how) => {
    running = false;
    const width = video.videoWidth, height = video.videoHeight;
    const canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = height;
    canvas.getContext("2d").drawImage(video, 0, 0, width, height);
    const blob = await new Promise((resolve) => canvas.toBlob(resolve, "image/jpeg", 0.92));
    if (navigator.vibrate) navigator.vibrate(30);
    if (!reducedMotion.matches) {
      scanner.classList.add("flash");
      setTimeout(() => scanner.classList.remove("flash"), 200);
    }
    stats.captures.push({ how, width, height, corners: lastCorners });
    shot = {
      blob, width, height, source: canvas, adjusted: false,
      corners: lastCorners ? lastCorners.map(([x, y]) => [x * width, y * height]) : null,
    };
    say(words.taken);
    review();
  };

  // MARK: The page, flattened

  // The homography taking the rectangle [0,w]×[0,h] onto the quadrilateral `q` (clockwise
  // from the top left): the same projective flattening the server does, for a first look.
  const homography = (w, h, q) => {
    const from = [[0, 0], [w, 0], [w, h], [0, h]];
    const rows = [], values = [];
    from.forEach(([u, v], i) => {
      const [x, y] = q[i];
      rows.push([u, v, 1, 0, 0, 0, -u * x, -v * x]); values.push(x);
      rows.push([0, 0, 0, u, v, 1, -u * y, -v * y]); values.push(y);
    });
    for (let c = 0; c < 8; c++) {
      let pivot = c;
      for (let r = c + 1; r < 8; r++) if (Math.abs(rows[r][c]) > Math.abs(rows[pivot][c])) pivot = r;
      [rows[c], rows[pivot]] = [rows[pivot], rows[c]];
      [values[c], values[pivot]] = [values[pivot], values[c]];
      for (let r = 0; r < 8; r++) {
        if (r === c) continue;
        const factor = rows[r][c] / rows[c][c];
        for (let k = c; k < 8; k++) rows[r][k] -= factor * rows[c][k];
        values[r] -= factor * values[c];
      }
    }
    return values.map((value, i) => value / rows[i][i]);
  };

  const flatten = () => {
    const source = shot.source;
    const scale = Math.min(1, 1400 / Math.max(source.width, source.height));
    const small = document.createElement("canvas");
    small.width = Math.round(source.width * scale);
    small.height = Math.round(source.height * scale);
    const smallContext = small.getContext("2d", { willReadFrequently: true });
    smallContext.drawImage(source, 0, 0, small.width, small.height);
    const pixels = smallContext.getImageData(0, 0, small.width, small.height).data;
    const quad = (shot.corners || [[0, 0], [shot.width, 0], [shot.width, shot.height], [0, shot.height]])
      .map(([x, y]) => [x * scale, y * scale]);
    const side = (a, b) => Math.hypot(a[0] - b[0], a[1] - b[1]);
    const across = (side(quad[0], quad[1]) + side(quad[3], quad[2])) / 2;
    const down = (side(quad[0], quad[3]) + side(quad[1], quad[2])) / 2;
    const outWidth = Math.min(700, Math.round(sections.review.clientWidth || 360));
    const outHeight = Math.round(outWidth * Math.min(Math.max(down / Math.max(across, 1), 0.5), 3));
    const [a, b, c, d, e, f, g, h] = homography(outWidth, outHeight, quad);
    const flat = byId("vf-flat");
    flat.width = outWidth;
    flat.height = outHeight;
    const context = flat.getContext("2d");
    const out = context.createImageData(outWidth, outHeight);
    for (let v = 0; v < outHeight; v++) {
      for (let u = 0; u < outWidth; u++) {
        const w = g * u + h * v + 1;
        const x = Math.min(Math.max((a * u + b * v + c) / w, 0), small.width - 1);
        const y = Math.min(Math.max((d * u + e * v + f) / w, 0), small.height - 1);
        const at = (Math.floor(y) * small.width + Math.floor(x)) * 4;
        const grey = 0.299 * pixels[at] + 0.587 * pixels[at + 1] + 0.114 * pixels[at + 2];
        const to = (v * outWidth + u) * 4;
        out.data[to] = out.data[to + 1] = out.data[to + 2] = grey;
        out.data[to + 3] = 255;
      }
    }
    context.putImageData(out, 0, 0);
  };

  const review = () => {
    show("review");
    byId("vf-corners").hidden = true;
    byId("vf-corners-hint").hidden = true;
    byId("vf-adjust").setAttribute("aria-pressed", "false");
    byId("vf-flat").hidden = false;
    flatten();
  };

  // MARK: Corners by hand, with a finger or the arrow keys

  const cornerEditor = byId("vf-corners");
  const cornerOutline = cornerEditor.querySelector("polygon");
  const handles = [];
  const cornerNames = ["tl", "tr", "br", "bl"];
  const drawCorners = () => {
    cornerEditor.querySelector("svg").setAttribute("viewBox", `0 0 ${shot.width} ${shot.height}`);
    cornerOutline.setAttribute("points", shot.corners.map(([x, y]) => `${x},${y}`).join(" "));
    handles.forEach((handle, i) => {
      handle.style.left = `${(100 * shot.corners[i][0]) / shot.width}%`;
      handle.style.top = `${(100 * shot.corners[i][1]) / shot.height}%`;
    });
  };
  const moveCorner = (i, x, y) => {
    shot.corners[i] = [Math.min(Math.max(0, x), shot.width), Math.min(Math.max(0, y), shot.height)];
    shot.adjusted = true;
    drawCorners();
  };
  const cornerLabels = [...document.querySelectorAll("#vf-corners-labels li")].map((item) => item.textContent);
  cornerNames.forEach((name, i) => {
    const handle = cornerHandle(cornerEditor, cornerLabels[i] || name,
      (x, y) => moveCorner(i, x * shot.width, y * shot.height),
      (dx, dy) => {
        const longer = Math.max(shot.width, shot.height);
        moveCorner(i, shot.corners[i][0] + dx * longer, shot.corners[i][1] + dy * longer);
      });
    handle.dataset.corner = name;
    handles.push(handle);
  });

  byId("vf-adjust").addEventListener("click", () => {
    const opening = cornerEditor.hidden;
    if (opening) {
      if (!shot.corners) {
        const inset = 0.1 * Math.min(shot.width, shot.height);
        shot.corners = [[inset, inset], [shot.width - inset, inset], [shot.width - inset, shot.height - inset], [inset, shot.height - inset]];
      }
      const photo = byId("vf-photo");
      if (photo.src) URL.revokeObjectURL(photo.src);
      photo.src = URL.createObjectURL(shot.blob);
      drawCorners();
    }
    // The photo with its corners takes the flattened page's place until the corners are set.
    cornerEditor.hidden = !opening;
    byId("vf-flat").hidden = opening;
    byId("vf-corners-hint").hidden = !opening;
    byId("vf-adjust").setAttribute("aria-pressed", String(opening));
    if (!opening) flatten();
  });

  // MARK: The letter's pages

  const thumbnail = () => {
    const flat = byId("vf-flat");
    const canvas = document.createElement("canvas");
    canvas.width = 120;
    canvas.height = Math.round((120 * flat.height) / flat.width);
    canvas.getContext("2d").drawImage(flat, 0, 0, canvas.width, canvas.height);
    return canvas.toDataURL("image/jpeg", 0.7);
  };

  const button = (text, label, action, disabled = false) => {
    const element = document.createElement("button");
    element.type = "button";
    element.className = "secondary";
    element.textContent = text;
    element.setAttribute("aria-label", label);
    element.disabled = disabled;
    element.addEventListener("click", action);
    return element;
  };

  const renderPages = () => {
    const list = byId("vf-page-list");
    list.replaceChildren(...pages.map((page, index) => {
      const item = document.createElement("li");
      const image = document.createElement("img");
      image.src = page.thumbnail;
      image.alt = "";
      const name = `${words.page} ${index + 1}`;
      const label = document.createElement("span");
      label.textContent = name.charAt(0).toUpperCase() + name.slice(1);
      const move = (by) => () => {
        pages.splice(index + by, 0, pages.splice(index, 1)[0]);
        renderPages();
        list.children[index + by]?.querySelector(by < 0 ? "[data-move=up]" : "[data-move=down]")?.focus();
      };
      const up = button("↑", `${words.moveUp}: ${name}`, move(-1), index === 0);
      up.dataset.move = "up";
      const down = button("↓", `${words.moveDown}: ${name}`, move(1), index === pages.length - 1);
      down.dataset.move = "down";
      const remove = button(words.remove, `${words.remove}: ${name}`, () => {
        pages.splice(index, 1);
        if (pages.length === 0) { watch(); return; }
        renderPages();
      });
      item.append(image, label, up, down, remove);
      return item;
    }));
  };

  // A full-resolution canvas is tens of megabytes, and iOS Safari ends a page whose canvases
  // pass a few hundred: a page taken keeps its JPEG and thumbnail, and its canvas is let go.
  const letGo = () => {
    shot.source.width = 0;
    shot.source.height = 0;
    shot.source = null;
    shot = null;
  };

  byId("vf-use").addEventListener("click", () => {
    shot.thumbnail = thumbnail();
    pages.push(shot);
    letGo();
    renderPages();
    show("pages");
  });
  byId("vf-retake").addEventListener("click", () => { letGo(); watch(); });
  byId("vf-shutter").addEventListener("click", () => { if (video.videoWidth) take("shutter"); });
  byId("vf-add-page").addEventListener("click", () => watch());
  byId("vf-done").addEventListener("click", () => { running = false; renderPages(); show("pages"); });

  byId("vf-send").addEventListener("click", async () => {
    const send = byId("vf-send"), sendStatus = byId("vf-send-status");
    send.disabled = true;
    sendStatus.textContent = words.sending;
    try {
      const key = await Outbox.add({
        person: byId("vf-person").value,
        pages: pages.map((page) => ({ blob: page.blob, corners: page.adjusted ? page.corners.flat() : null })),
      });
      pages.length = 0;
      const results = await Outbox.flush();
      const mine = results.find((result) => result.key === key);
      if (mine && mine.job) { window.location.assign(`/jobber/${mine.job}`); return; }
      if (mine && mine.document) { window.location.assign(`/dokumenter/${mine.document}`); return; }
      sendStatus.textContent = "";
      byId("outbox-status").textContent = words.queued;
      watch();
    } catch (error) {
      // The pages stay on this page, to be sent once the phone has contact.
      sendStatus.textContent = error.noKey ? words.noOutboxKey : error.message;
    } finally {
      send.disabled = false;
    }
  });

  window.addEventListener("pagehide", stop);
  window.addEventListener("pageshow", (event) => { if (event.persisted && !stream) start(); });
  start();
});
