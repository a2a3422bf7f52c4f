// Arkivator's few enhancements; every page also works without them. Words come from the
// page (data- attributes), in the page's language.
"use strict";

// The service worker keeps the capture page and the app's shell for when the server cannot
// be reached (sw.js). Browsers allow one only over HTTPS or on this machine.
if ("serviceWorker" in navigator && window.isSecureContext) {
  navigator.serviceWorker.register("/sw.js").catch(() => {});
}

document.addEventListener("DOMContentLoaded", () => {
  // A notice or error the server wrote into the page («Lagret.», a refused form) is said once
  // more, a moment after loading, by a live region of its own: screen readers speak a live
  // region when it changes, not what it held as the page loaded.
  const notices = [...document.querySelectorAll("main [role=status], main [role=alert]")]
    .map((region) => region.textContent.replace(/\s+/g, " ").trim()).filter((text) => text !== "");
  if (notices.length) {
    const announcer = document.createElement("p");
    announcer.id = "announcer";
    announcer.className = "visually-hidden";
    announcer.setAttribute("role", document.querySelector("main [role=alert]") ? "alert" : "status");
    document.querySelector("main").appendChild(announcer);
    setTimeout(() => { announcer.textContent = notices.join(" "); }, 150);
  }

  const capture = document.getElementById("capture");
  if (capture) {
    // Upload with a progress bar, then go where the server sends us (the job's page).
    capture.addEventListener("submit", (event) => {
      event.preventDefault();
      const progress = document.getElementById("upload-progress");
      const status = document.getElementById("upload-status");
      const request = new XMLHttpRequest();
      request.open("POST", capture.action);
      progress.hidden = false;
      request.upload.addEventListener("progress", (e) => {
        if (e.lengthComputable) progress.value = Math.round((e.loaded / e.total) * 100);
        status.textContent = capture.dataset.uploading;
      });
      request.addEventListener("load", () => {
        if (request.status >= 200 && request.status < 300) {
          window.location.assign(request.responseURL);
        } else {
          document.open();
          document.write(request.responseText);
          document.close();
        }
      });
      request.addEventListener("error", () => { status.textContent = capture.dataset.uploadFailed; });
      request.send(new FormData(capture));
    });
  }

  const unlock = document.getElementById("unlock");
  if (unlock && unlock.dataset.progressUrl) {
    // The unlock that finishes a change of keys seals the whole library before it answers;
    // while the form waits, show how far it has come.
    unlock.addEventListener("submit", () => {
      const bar = document.getElementById("key-change-progress");
      const status = document.getElementById("key-change-status");
      bar.hidden = false;
      const poll = async () => {
        try {
          const response = await fetch(unlock.dataset.progressUrl, { credentials: "same-origin", cache: "no-store" });
          if (response.ok) {
            const { done, total } = await response.json();
            if (total > 0) {
              bar.max = total;
              bar.value = done;
              status.textContent = unlock.dataset.sealing.replace("{done}", done).replace("{total}", total);
            }
          }
        } catch (_) {
          // The answer to the form is on its way; the page is about to change.
        }
        setTimeout(poll, 500);
      };
      setTimeout(poll, 300);
    });
  }

  const job = document.getElementById("job");
  if (job && !job.querySelector(".error")) {
    // Follow the job's stages until it waits for review or has failed.
    const poll = async () => {
      try {
        const response = await fetch(job.dataset.statusUrl, { credentials: "same-origin" });
        if (response.ok) {
          const status = await response.json();
          if (status.awaitsReview || status.failed) { window.location.assign(job.dataset.pageUrl); return; }
          const steps = [...job.querySelectorAll(".steps li")];
          const order = ["enhancing", "recognizing", "analyzing"];
          const current = order.indexOf(status.stage);
          steps.forEach((step, index) => {
            step.className = index < current ? "done" : index === current ? "active" : "";
          });
          // The stage in words, for a screen reader; a live region speaks only when it changes.
          const stage = document.getElementById("job-stage");
          const words = current >= 0 ? steps[current].textContent : "";
          if (stage.textContent !== words) stage.textContent = words;
        }
      } catch (_) { /* try again on the next tick */ }
      setTimeout(poll, 1000);
    };
    setTimeout(poll, 1000);
  }

  const copy = document.getElementById("copy-text");
  if (copy) {
    copy.addEventListener("click", async () => {
      const text = document.getElementById(copy.dataset.target).textContent;
      const status = document.getElementById("copy-status");
      try {
        await navigator.clipboard.writeText(text);
        status.textContent = copy.dataset.copied;
      } catch (_) {
        const range = document.createRange();
        range.selectNodeContents(document.getElementById(copy.dataset.target));
        const selection = window.getSelection();
        selection.removeAllRanges();
        selection.addRange(range);
        status.textContent = copy.dataset.selected;
      }
    });
  }

  const undo = document.querySelector("form.undo");
  if (undo) {
    // The deletion happens on the server after this long; the banner goes with it.
    setTimeout(() => { undo.hidden = true; }, Number(undo.dataset.undoSeconds) * 1000);
  }
});

// A corner handle over a photo, for both corner editors (the crop of a letter read, and the
// viewfinder's): dragged with a finger, or moved with the arrow keys when it has focus (Shift
// for longer steps), so the corners can be set without a pointer. `moveTo` takes the point as
// shares of the photo's width and height, `moveBy` a step as a share of its longer side.
function cornerHandle(editor, label, moveTo, moveBy) {
  const handle = document.createElement("button");
  handle.type = "button";
  handle.className = "corner-handle";
  handle.setAttribute("aria-label", label);
  if (editor.dataset.keysHint) handle.setAttribute("aria-describedby", editor.dataset.keysHint);
  handle.addEventListener("pointerdown", (event) => {
    handle.setPointerCapture(event.pointerId);
    const move = (e) => {
      const box = editor.getBoundingClientRect();
      moveTo(Math.min(Math.max(0, (e.clientX - box.left) / box.width), 1),
             Math.min(Math.max(0, (e.clientY - box.top) / box.height), 1));
    };
    const end = () => { handle.removeEventListener("pointermove", move); handle.removeEventListener("pointerup", end); };
    handle.addEventListener("pointermove", move);
    handle.addEventListener("pointerup", end);
  });
  handle.addEventListener("keydown", (event) => {
    const direction = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] }[event.key];
    if (!direction) return;
    event.preventDefault();
    const step = event.shiftKey ? 0.05 : 0.005;
    moveBy(direction[0] * step, direction[1] * step);
  });
  editor.appendChild(handle);
  return handle;
}

// The corner editor of a letter read: four handles over the photo, kept in step with the
// number fields, which stay for a screen reader's user.
document.addEventListener("DOMContentLoaded", () => {
  const editor = document.querySelector(".corner-editor");
  if (!editor) return;
  const width = Number(editor.dataset.width), height = Number(editor.dataset.height);
  const outline = editor.querySelector(".corner-outline");
  const corners = [...document.querySelectorAll(".corner")].map((row) => ({
    x: row.querySelector("input[name$=x]"), y: row.querySelector("input[name$=y]"), handle: null,
  }));
  const redraw = () => {
    outline.setAttribute("points", corners.map((c) => `${c.x.value},${c.y.value}`).join(" "));
    corners.forEach((c) => {
      c.handle.style.left = `${(100 * c.x.value) / width}%`;
      c.handle.style.top = `${(100 * c.y.value) / height}%`;
    });
  };
  const place = (corner, x, y) => {
    corner.x.value = Math.round(Math.min(Math.max(0, x), width));
    corner.y.value = Math.round(Math.min(Math.max(0, y), height));
    redraw();
  };
  corners.forEach((corner) => {
    const longer = Math.max(width, height);
    corner.handle = cornerHandle(editor, corner.x.closest(".corner").querySelector("span").textContent,
      (x, y) => place(corner, x * width, y * height),
      (dx, dy) => place(corner, Number(corner.x.value) + dx * longer, Number(corner.y.value) + dy * longer));
    [corner.x, corner.y].forEach((input) => input.addEventListener("input", redraw));
  });
  document.querySelector(".corner-numbers").classList.add("visually-hidden");
  redraw();
});

// Keywords as chips: each comma-separated word shown with a button that takes it out.
document.addEventListener("DOMContentLoaded", () => {
  document.querySelectorAll("input[data-chips]").forEach((input) => {
    const list = document.getElementById(input.dataset.chips);
    const words = () => input.value.split(",").map((w) => w.trim()).filter((w) => w !== "");
    const render = () => {
      list.replaceChildren(...words().map((word, index) => {
        const item = document.createElement("li");
        item.className = "chip";
        item.textContent = word;
        const remove = document.createElement("button");
        remove.type = "button";
        remove.textContent = "×";
        remove.setAttribute("aria-label", `${list.dataset.removeLabel}: ${word}`);
        remove.addEventListener("click", () => {
          input.value = words().filter((_, i) => i !== index).join(", ");
          render();
        });
        item.appendChild(remove);
        return item;
      }));
    };
    input.addEventListener("input", render);
    render();
  });
});

// An explanation being written: its text grows in place as the assistant's answer streams in,
// and the page is shown afresh once it is done (or failed) so the final words are the saved ones.
document.addEventListener("DOMContentLoaded", () => {
  const explanation = document.querySelector("#explanation[data-status]");
  if (!explanation) return;
  const poll = async () => {
    try {
      const response = await fetch(explanation.dataset.status, { credentials: "same-origin" });
      if (response.ok) {
        const job = await response.json();
        if (typeof job.result === "string") explanation.textContent = job.result;
        if (job.status === "succeeded" || job.status === "failed") {
          location.reload();
          return;
        }
      }
    } catch (_) {
      // A dropped request is tried again at the next tick.
    }
    setTimeout(poll, 700);
  };
  setTimeout(poll, 300);
});

// Restoring a backup on the welcome page: the file goes as the request's body, so that the
// server streams it to disk, and its upload's progress shows; then the unlock page, for the
// passphrase the archive had.
document.addEventListener("DOMContentLoaded", () => {
  const restore = document.getElementById("restore-form");
  if (!restore) return;
  const status = document.getElementById("restore-status");
  const progress = document.getElementById("restore-progress");
  const button = document.getElementById("restore-button");
  status.textContent = "";
  const failed = (message) => {
    status.textContent = message;
    button.disabled = false;
    progress.hidden = true;
  };
  restore.addEventListener("submit", (event) => {
    event.preventDefault();
    const file = document.getElementById("restore-file").files[0];
    if (!file) return;
    button.disabled = true;
    progress.hidden = false;
    progress.value = 0;
    status.textContent = restore.dataset.uploading;
    const request = new XMLHttpRequest();
    request.open("POST", "/velkommen/gjenopprett");
    request.setRequestHeader("Content-Type", "application/zip");
    request.setRequestHeader("X-CSRF-Token", restore.dataset.csrf);
    request.setRequestHeader("X-Setup-Code", document.getElementById("restore-code").value);
    request.upload.onprogress = (e) => { if (e.lengthComputable) progress.value = Math.round((100 * e.loaded) / e.total); };
    request.upload.onload = () => { status.textContent = restore.dataset.checking; };
    request.onload = () => {
      let answer = {};
      try { answer = JSON.parse(request.responseText); } catch (error) { answer = {}; }
      if (request.status === 200 && answer.next) {
        status.textContent = answer.message;
        window.location.assign(answer.next);
        return;
      }
      failed((answer.error && answer.error.message) || request.statusText);
    };
    request.onerror = () => failed(restore.dataset.failed);
    request.send(file);
  });
});

document.addEventListener("DOMContentLoaded", () => {
  // A form whose answer takes long (pages read as they are added) says it is working, and is
  // not sent twice by an impatient second tap.
  for (const form of document.querySelectorAll("form[data-busy]")) {
    form.addEventListener("submit", () => {
      const status = form.querySelector("[role=status]");
      if (status) status.textContent = form.dataset.busy;
      for (const button of form.querySelectorAll("button[type=submit]")) button.disabled = true;
    });
  }
});
