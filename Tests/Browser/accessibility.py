"""Accessibility checked by machine on every page the browser tests visit.

Each page is audited with axe-core, the engine behind the browsers' own accessibility audits
(it comes with PyPI's selenium-axe-python; no copy is kept here), in Bokmål and English, light
and dark. A serious or critical violation fails the run; moderate and minor ones are listed.

What axe cannot see is measured here too, on the same pages:
- text at 200 %, as Safari's text size (Dynamic Type) or Chromium's font size setting gives
  it: the page still fits the phone's width, and no text lies over other text or a control,
  or is cut off;
- with «reduce motion» asked for, nothing moves: no transition or animation has a duration;
- the palette: every pair of the stylesheet's colours that is drawn together, in both themes,
  read from the stylesheet the browser loaded.
"""
import json
from pathlib import Path

from selenium.common.exceptions import WebDriverException
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys
from selenium_axe_python import Axe

IMPACTS = ("critical", "serious", "moderate", "minor")
BLOCKING = ("critical", "serious")
SCHEMES = ("light", "dark")
LANGUAGES = {"nb": "nb-NO,nb", "en": "en-GB,en"}

# The stylesheet's colour pairs that are drawn together, foreground first: text needs 4.5:1,
# what only has to be seen (borders, the focus ring) 3:1 (WCAG 1.4.3 and 1.4.11).
PALETTE_PAIRS = [
    ("--text", "--background", 4.5, "text"),
    ("--text", "--surface", 4.5, "text on a notice, a chip, a letter's text"),
    ("--muted", "--background", 4.5, "hints and metadata"),
    ("--muted", "--surface", 4.5, "hints on a notice"),
    ("--accent", "--background", 4.5, "links and link buttons"),
    ("--accent", "--surface", 4.5, "links on a notice"),
    ("--on-accent", "--accent", 4.5, "buttons and the top bar"),
    ("--text", "--mark", 4.5, "a search hit"),
    ("--error", "--background", 4.5, "errors"),
    ("--error", "--surface", 4.5, "errors on a notice"),
    ("--background", "--error", 4.5, "the danger button"),
    ("--muted", "--background", 3.0, "a field's border"),
    ("--focus", "--background", 3.0, "the focus ring"),
    ("--focus", "--surface", 3.0, "the focus ring on a notice"),
    ("--on-accent", "--accent", 3.0, "the focus ring in the top bar"),
]

_LAYOUT_AT_LARGE_TEXT = """
const skipped = (element) => element.closest(
  ".visually-hidden, [aria-hidden=true], .corner-editor, .viewfinder-frame, [hidden], noscript, script, style, template");
// What is drawn: not in a closed <details>, not hidden, not invisible.
const shown = (element) => element.checkVisibility({ contentVisibilityAuto: true, visibilityProperty: true });
const describe = (element, text) => {
  const name = element.id ? "#" + element.id : element.tagName.toLowerCase() +
    (element.classList.length ? "." + [...element.classList].join(".") : "");
  return text ? `${name} «${text.slice(0, 40)}»` : name;
};
const boxes = [];
const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
for (let node = walker.nextNode(); node; node = walker.nextNode()) {
  const owner = node.parentElement;
  if (!node.textContent.trim() || skipped(owner) || !shown(owner)) continue;
  const range = document.createRange();
  range.selectNodeContents(node);
  for (const rect of range.getClientRects()) {
    if (rect.width > 0 && rect.height > 0) boxes.push({ owner, rect, control: false, name: describe(owner, node.textContent.trim()) });
  }
}
for (const element of document.body.querySelectorAll("input:not([type=hidden]), select, textarea, img, progress, canvas")) {
  if (skipped(element) || !shown(element)) continue;
  const rect = element.getBoundingClientRect();
  if (rect.width > 0 && rect.height > 0) boxes.push({ owner: element, rect, control: true, name: describe(element) });
}
const overlaps = [];
const slack = 2;
for (let i = 0; i < boxes.length; i++) {
  for (let j = i + 1; j < boxes.length; j++) {
    const a = boxes[i], b = boxes[j];
    if (a.owner === b.owner && !a.control && !b.control) continue;
    // A control's own text (an option in a select, say) lies inside it by design.
    if ((a.control && a.owner.contains(b.owner)) || (b.control && b.owner.contains(a.owner))) continue;
    const width = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
    const height = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
    if (width > slack && height > slack) overlaps.push(`${a.name} over ${b.name}`);
  }
}
const clipped = [];
for (const element of document.body.querySelectorAll("*")) {
  if (skipped(element) || !shown(element) || element.matches("input, select, textarea, pre, pre *")) continue;
  const style = getComputedStyle(element);
  const clips = (value) => value === "hidden" || value === "clip";
  if (!clips(style.overflowX) && !clips(style.overflowY)) continue;
  if (!element.textContent.trim()) continue;
  if (element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1) {
    clipped.push(describe(element, element.textContent.trim()));
  }
}
// The phone's width, not innerWidth: a phone's browser widens its layout to fit what overflows.
const phone = document.documentElement.clientWidth;
const scrolls = (element) => {
  for (let box = element; box; box = box.parentElement) {
    if (["auto", "scroll"].includes(getComputedStyle(box).overflowX) && box !== document.documentElement) return true;
  }
  return false;
};
const wide = [...new Set(boxes.filter((box) => (box.rect.right > phone + 1 || box.rect.left < -1) && !scrolls(box.owner))
                              .map((box) => box.name))].slice(0, 5);
return { overlaps: overlaps.slice(0, 5), clipped: clipped.slice(0, 5), wide,
         rootFontSize: parseFloat(getComputedStyle(document.documentElement).fontSize) };
"""

_MOTION = """
const moving = [];
for (const element of document.querySelectorAll("*")) {
  for (const pseudo of [null, "::before", "::after"]) {
    const style = getComputedStyle(element, pseudo);
    const seconds = (value) => Math.max(...value.split(",").map((part) => parseFloat(part) || 0));
    if (seconds(style.transitionDuration) > 0.01 || (style.animationName !== "none" && seconds(style.animationDuration) > 0.01)) {
      moving.push((element.id ? "#" + element.id : element.tagName.toLowerCase()) + (pseudo || ""));
    }
  }
}
return moving.slice(0, 5);
"""

_FOCUSED = """
// Inside a box clipped to nothing (a visually hidden group), whatever its own size.
const clippedAway = (element) => {
  for (let box = element.parentElement; box; box = box.parentElement) {
    const style = getComputedStyle(box), rect = box.getBoundingClientRect();
    if (/^rect\(0px,? 0px,? 0px,? 0px\)$/.test(style.clip)) return true;
    if (style.overflow !== "visible" && (rect.width <= 1 || rect.height <= 1)) return true;
  }
  return false;
};
const measure = (element) => {
  const style = getComputedStyle(element);
  const rect = element.getBoundingClientRect();
  return { name: (element.id ? "#" + element.id : element.tagName.toLowerCase()) + " «" +
                  (element.getAttribute("aria-label") || element.textContent || element.value || "").trim().slice(0, 30) + "»",
           ring: style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2,
           seen: rect.width > 2 && rect.height > 2 && element.checkVisibility({ visibilityProperty: true }) && !clippedAway(element),
           placed: style.position === "absolute" || style.position === "fixed" || clippedAway(element),
           outline: `${style.outlineStyle} ${style.outlineWidth}`,
           top: rect.top + scrollY, bottom: rect.bottom + scrollY, left: rect.left, right: rect.right };
};
const element = document.activeElement;
if (!element || element === document.body) return null;
// The stop before, measured as the page is laid out now: a field that folds away once left
// has not sent focus backwards.
const previous = window.__lastFocus && window.__lastFocus.isConnected ? measure(window.__lastFocus) : null;
window.__lastFocus = element;
return { focused: measure(element), previous };
"""

_PALETTE = """
const style = getComputedStyle(document.documentElement);
const probe = document.createElement("span");
document.body.appendChild(probe);
const colours = {};
for (const name of arguments[0]) {
  probe.style.color = style.getPropertyValue(name).trim();
  colours[name] = getComputedStyle(probe).color;
}
probe.remove();
return colours;
"""


def _luminance(colour):
    channels = [float(part) / 255 for part in colour[colour.index("(") + 1:colour.index(")")].split(",")[:3]]
    linear = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


def contrast(foreground, background):
    lighter, darker = sorted((_luminance(foreground), _luminance(background)), reverse=True)
    return (lighter + 0.05) / (darker + 0.05)


class Audit:
    """Audits pages as the tests reach them and keeps a table of what it found, page by page."""

    def __init__(self, folder, check, user_agent):
        self.folder = Path(folder)
        self.folder.mkdir(parents=True, exist_ok=True)
        self.check = check
        self.user_agent = user_agent
        self.language = "nb"
        self.pages = {}
        self.palette_rows = []

    def _found(self, name):
        """What the audit has found on a page so far."""
        return self.pages.setdefault(name, {"violations": {}, "layout": {}, "motion": [], "languages": []})

    def driver_changed(self):
        """A new browser starts in Bokmål."""
        self.language = "nb"

    def _set_language(self, driver, language):
        driver.execute_cdp_cmd("Emulation.setUserAgentOverride",
                               {"userAgent": self.user_agent, "acceptLanguage": LANGUAGES[language]})
        self.language = language

    def _scheme(self, driver, scheme=None, reduced_motion=None):
        features = []
        if scheme:
            features.append({"name": "prefers-color-scheme", "value": scheme})
        if reduced_motion:
            features.append({"name": "prefers-reduced-motion", "value": "reduce"})
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": features})

    def _axe(self, driver):
        for attempt in range(3):
            try:
                axe = Axe(driver)
                axe.inject()
                return axe.run(options={"resultTypes": ["violations"]})["violations"]
            except WebDriverException:
                # A page that replaces itself (a job that finished reading) is audited afresh.
                if attempt == 2:
                    raise

    def page(self, driver, name, again=None, large_text=True, screenshot=False):
        """Audits the page the browser shows, in both themes; then shows it again in English (by
        `again`, which reloads it unless told how to reach it) and audits that, and comes back
        to Bokmål the same way. The page is left as it was found. A state that only the page's
        script reaches (`again=False`), such as the viewfinder's page list, is audited in
        Bokmål only, and the table says so. `screenshot` keeps a picture of it at 200 % text."""
        if again is None:
            again = lambda url=driver.current_url: driver.get(url)  # noqa: E731
        found = self._found(name)
        found["languages"] = ["nb", "en"] if again else ["nb"]
        for language in found["languages"]:
            if language != self.language:
                self._set_language(driver, language)
                again()
            for scheme in SCHEMES:
                self._scheme(driver, scheme)
                for violation in self._axe(driver):
                    entry = found["violations"].setdefault(violation["id"], {
                        "impact": violation["impact"], "help": violation["help"], "variants": [],
                        "targets": [" ".join(node["target"]) if isinstance(node["target"][0], str) else str(node["target"])
                                    for node in violation["nodes"][:3]]})
                    entry["variants"].append(f"{language}-{scheme}")
        if self.language != "nb":
            self._set_language(driver, "nb")
            again()
        self._scheme(driver, reduced_motion=True)
        found["motion"] = driver.execute_script(_MOTION)
        self._scheme(driver)
        if large_text:
            self.large_text(driver, name, screenshot)
        blocking = {rule: entry for rule, entry in found["violations"].items() if entry["impact"] in BLOCKING}
        self.check(not blocking, f"axe finds nothing serious or critical on {name}" + "".join(
            f"\n       {entry['impact']} {rule}: {entry['help']} at {entry['targets']} ({', '.join(entry['variants'])})"
            for rule, entry in blocking.items()))
        self.check(not found["motion"], f"nothing moves on {name} when less motion is asked for: {found['motion']}")

    def large_text(self, driver, name, screenshot=False):
        """Text at 200 %: the page still fits the width, with no text over other text or cut off."""
        driver.execute_cdp_cmd("Page.setFontSizes", {"fontSizes": {"standard": 32, "fixed": 26}})
        try:
            layout = driver.execute_script(_LAYOUT_AT_LARGE_TEXT)
            if screenshot:
                driver.save_screenshot(str(self.folder / f"{name}-text-200.png"))
        finally:
            driver.execute_cdp_cmd("Page.setFontSizes", {"fontSizes": {"standard": 16, "fixed": 13}})
        self._found(name)["layout"] = layout
        self.check(layout["rootFontSize"] >= 31, f"the text size setting scales {name} (root {layout['rootFontSize']} px)")
        self.check(not layout["wide"], f"{name} fits the phone's width at 200 % text: {layout['wide']}")
        self.check(not layout["overlaps"], f"no text lies over other text on {name} at 200 %: {layout['overlaps']}")
        self.check(not layout["clipped"], f"no text is cut off on {name} at 200 %: {layout['clipped']}")

    def keyboard(self, driver, name, presses=60):
        """Tabs through the page as a keyboard's user would: every stop shows where focus is, and
        focus moves down the page and along its lines, never back up."""
        driver.execute_script("document.activeElement && document.activeElement.blur(); window.scrollTo(0, 0);"
                              "window.__lastFocus = null")
        stops, unseen, backwards = [], [], []
        for _ in range(presses):
            ActionChains(driver).send_keys(Keys.TAB).perform()
            answer = driver.execute_script(_FOCUSED)
            if answer is None or (len(stops) > 1 and answer["focused"]["name"] == stops[0]["name"]):
                break
            focused, previous = answer["focused"], answer["previous"]
            stops.append(focused)
            if not (focused["ring"] and focused["seen"]):
                unseen.append(f"{focused['name']} (outline {focused['outline']}, seen: {focused['seen']})")
            if previous and not focused["placed"] and not previous["placed"]:
                above = focused["bottom"] <= previous["top"]
                same_line_left = focused["top"] < previous["bottom"] and focused["bottom"] > previous["top"] \
                    and focused["right"] <= previous["left"]
                if above or same_line_left:
                    backwards.append(f"{previous['name']} → {focused['name']}")
        self.check(len(stops) >= 3, f"Tab reaches the controls of {name} ({len(stops)} stops)")
        self.check(not unseen, f"every focus stop on {name} shows a focus ring: {unseen[:4]}")
        self.check(not backwards, f"focus on {name} follows the page down, never back: {backwards[:4]}")

    def palette(self, driver):
        """Every colour pair of the stylesheet drawn together, in both themes."""
        names = sorted({name for pair in PALETTE_PAIRS for name in pair[:2]})
        rows = []
        for scheme in SCHEMES:
            self._scheme(driver, scheme)
            colours = driver.execute_script(_PALETTE, names)
            for foreground, background, needed, use in PALETTE_PAIRS:
                ratio = contrast(colours[foreground], colours[background])
                rows.append({"scheme": scheme, "foreground": foreground, "background": background,
                             "ratio": round(ratio, 2), "needed": needed, "use": use})
                self.check(ratio >= needed, f"{foreground} on {background} ({use}, {scheme}) has {ratio:.2f}:1, needs {needed}:1")
        self._scheme(driver)
        self.palette_rows = rows

    def report(self, title):
        """Prints the table of violations by impact, page by page, and writes it with the details."""
        lines = [f"| {title} | " + " | ".join(IMPACTS) + " | audited in |", "|---|" + "---|" * (len(IMPACTS) + 1)]
        for name, found in self.pages.items():
            counts = {impact: sum(1 for entry in found["violations"].values() if entry["impact"] == impact)
                      for impact in IMPACTS}
            languages = " and ".join({"nb": "Bokmål", "en": "English"}[code] for code in found["languages"])
            lines.append(f"| {name} | " + " | ".join(str(counts[impact]) for impact in IMPACTS) + f" | {languages}, light and dark |")
        listed = [f"- {name}: {entry['impact']} {rule} ({entry['help']}) at {entry['targets']}, {', '.join(entry['variants'])}"
                  for name, found in self.pages.items() for rule, entry in found["violations"].items()]
        text = "\n".join(lines + ([""] + listed if listed else []))
        if self.palette_rows:
            text += "\n\n| theme | colour | on | ratio | needed | used for |\n|---|---|---|---|---|---|\n" + "\n".join(
                f"| {row['scheme']} | {row['foreground']} | {row['background']} | {row['ratio']}:1 | {row['needed']}:1 | {row['use']} |"
                for row in self.palette_rows)
        print(text)
        (self.folder / "accessibility.md").write_text(text + "\n", encoding="utf-8")
        (self.folder / "accessibility.json").write_text(
            json.dumps({"pages": self.pages, "palette": self.palette_rows}, ensure_ascii=False, indent=1),
            encoding="utf-8")
