"""Drives headless Chromium over a calibrate report and reports what it saw, as JSON.

ReportBrowserTests runs this with Debian's python3 (python3-selenium, chromium-driver) and asserts
on the JSON it prints; this script only looks and acts, it judges nothing itself.

usage: check_report.py REPORT.html SCREENSHOT.png [PICTURE.svg ...]
"""

import json
import sys

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By

# The texts of every <text> of an SVG that leave the SVG's box, and pairs that overlap.
TEXT_BOXES = """
const out = {outside: [], overlapping: []};
for (const svg of arguments[0]) {
  const box = svg.getBoundingClientRect();
  if (box.width === 0) { continue; }
  const texts = Array.from(svg.querySelectorAll('text')).map(t => [t.textContent, t.getBoundingClientRect()]);
  for (const [text, r] of texts) {
    if (r.left < box.left - 0.5 || r.right > box.right + 0.5 || r.top < box.top - 0.5 || r.bottom > box.bottom + 0.5) {
      out.outside.push(text);
    }
  }
  for (let i = 0; i < texts.length; i++) {
    for (let j = i + 1; j < texts.length; j++) {
      const a = texts[i][1], b = texts[j][1];
      const x = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const y = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      if (x > 1 && y > 3) { out.overlapping.push([texts[i][0], texts[j][0]]); }
    }
  }
}
return out;
"""


def column(driver, index):
    """The texts of one column of the rows shown, in order."""
    return driver.execute_script(
        "return Array.from(document.getElementById('faces').tBodies[0].rows)"
        ".filter(r => !r.hidden).map(r => r.cells[arguments[0]].textContent);", index)


def header(driver, name):
    """The sort button of the heading named `name`."""
    for button in driver.find_elements(By.CSS_SELECTOR, "#faces thead th button"):
        if button.text.startswith(name):
            return button
    raise SystemExit("no heading " + name)


def main():
    report, screenshot, pictures = sys.argv[1], sys.argv[2], sys.argv[3:]
    options = Options()
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--window-size=1400,1100", "--hide-scrollbars"]:
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    seen = {}
    try:
        driver.get("file://" + report)
        headings = [th.text for th in driver.find_elements(By.CSS_SELECTOR, "#faces thead th")]
        seen["headings"] = headings
        family = headings.index("Family")
        handTuned = next(i for i, h in enumerate(headings) if h.startswith("Hand-tuned max"))
        seen["fontScriptRan"] = driver.execute_script("return typeof window.fontScriptRan;")
        seen["images"] = driver.execute_script("return document.images.length;")
        seen["scripts"] = driver.execute_script("return document.scripts.length;")
        seen["initialFamilies"] = column(driver, family)
        seen["initialGlobal"] = column(driver, headings.index("Global max |e|"))
        header(driver, "Family").click()
        seen["familiesAscending"] = column(driver, family)
        header(driver, "Family").click()
        seen["familiesDescending"] = column(driver, family)
        header(driver, "Hand-tuned max").click()
        seen["handTunedSorted"] = column(driver, handTuned)
        seen["ariaSort"] = driver.execute_script(
            "return Array.from(document.querySelectorAll('#faces thead th'))"
            ".map(th => th.getAttribute('aria-sort'));")
        box = driver.find_element(By.ID, "filter")
        box.send_keys("dejavu")
        seen["filteredDejaVu"] = column(driver, family)
        seen["shownDejaVu"] = driver.find_element(By.ID, "shown").text
        box.clear()
        box.send_keys("onerror")
        seen["filteredHostile"] = column(driver, family)
        # clear() fires no input event; a user's deleting does.
        driver.execute_script(
            "arguments[0].value = ''; arguments[0].dispatchEvent(new Event('input'));", box)
        seen["shownAll"] = driver.find_element(By.ID, "shown").text
        # Every chart opened: each keeps its texts inside, as do the histograms.
        driver.execute_script("document.querySelectorAll('details').forEach(d => d.open = true);")
        seen["charts"] = driver.execute_script("return document.querySelectorAll('#faces details svg').length;")
        seen["reportTexts"] = driver.execute_script(TEXT_BOXES, driver.find_elements(By.CSS_SELECTOR, "svg"))
        seen["fontScriptRanAfter"] = driver.execute_script("return typeof window.fontScriptRan;")
        # The screenshot: the page as it opens, with the worst row's chart expanded.
        driver.get("file://" + report)
        driver.execute_script(
            "const d = document.querySelector('#faces details'); if (d) { d.open = true; }")
        driver.set_window_size(1860, 1300)
        driver.save_screenshot(screenshot)
        seen["pictures"] = {}
        for picture in pictures:
            driver.get("file://" + picture)
            seen["pictures"][picture] = driver.execute_script(
                TEXT_BOXES, driver.find_elements(By.TAG_NAME, "svg"))
        seen["console"] = [entry["message"] for entry in driver.get_log("browser")
                           if entry["level"] in ("SEVERE", "WARNING")]
    finally:
        driver.quit()
    print(json.dumps(seen))


main()
