// Arkivator's few enhancements; every page also works without them.
"use strict";

document.addEventListener("DOMContentLoaded", () => {
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
        status.textContent = "Laster opp …";
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
      request.addEventListener("error", () => { status.textContent = "Opplastingen feilet. Sjekk nettet og prøv igjen."; });
      request.send(new FormData(capture));
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
        status.textContent = "Kopiert.";
      } catch (_) {
        const range = document.createRange();
        range.selectNodeContents(document.getElementById(copy.dataset.target));
        const selection = window.getSelection();
        selection.removeAllRanges();
        selection.addRange(range);
        status.textContent = "Teksten er merket; kopier den med menyen.";
      }
    });
  }

  const undo = document.querySelector("form.undo");
  if (undo) {
    // The deletion happens on the server after this long; the banner goes with it.
    setTimeout(() => { undo.hidden = true; }, Number(undo.dataset.undoSeconds) * 1000);
  }
});
