"""Drives headless Chromium over a calibrate report and reports what it saw, as JSON.

ReportBrowserTests runs this with Debian's python3 (python3-selenium, chromium-driver) and asserts
on the JSON it prints; this script only looks and acts, it judges nothing itself.

usage: check_report.py REPORT.html SCREENSHOT-PREFIX [PICTURE.svg ...]

It writes SCREENSHOT-PREFIX-1280.png and SCREENSHOT-PREFIX-1920.png: the page as it opens in a
window of a laptop (1280 x 800) and of a desktop (1920 x 1080), the worst row's chart open.
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

# What the page's layout shows at the window's width, every chart open: whether anything runs
# past the window, each heading's width, cells whose content spills out of them, how many lines
# each file name takes, and where the table ends.
LAYOUT = """
document.querySelectorAll('details').forEach(d => d.open = true);
const root = document.documentElement;
const table = document.getElementById('faces');
const headings = Array.from(table.tHead.rows[0].cells).map(th => Math.round(th.getBoundingClientRect().width));
const lineHeight = s => parseFloat(getComputedStyle(s).lineHeight) || 1.2 * parseFloat(getComputedStyle(s).fontSize);
const fileLines = Array.from(table.querySelectorAll('tr.face td:first-child small')).map(
  s => Math.round(s.getBoundingClientRect().height / lineHeight(s)));
const overflowing = Array.from(document.body.querySelectorAll('*')).filter(
  e => e.getBoundingClientRect().right > root.clientWidth + 0.5).map(e => e.tagName + '.' + e.className);
// Cells whose content runs past their own box, over the next cell.
const spilling = Array.from(table.querySelectorAll('td')).filter(td => td.scrollWidth > td.clientWidth + 1).map(
  td => td.parentElement.className + ' ' + td.cellIndex + ': ' + td.textContent.slice(0, 40));
const result = {
  width: root.clientWidth, scrollWidth: root.scrollWidth, tableRight: Math.round(table.getBoundingClientRect().right),
  headings: headings, fileLines: fileLines, overflowing: overflowing.slice(0, 10), spilling: spilling.slice(0, 10),
};
document.querySelectorAll('details').forEach(d => d.open = false);
return result;
"""

# What the summary says and what the table shows, to compare: the counts in the header, the
# rows, and each histogram's bars by colour.
COUNTS = """
const rows = Array.from(document.querySelectorAll('#faces tr.face'));
const histograms = Array.from(document.querySelectorAll('.histograms svg')).map(svg => {
  const bars = Array.from(svg.querySelectorAll('rect[data-passes]'));
  const sum = passes => bars.filter(b => b.dataset.passes === passes).reduce((n, b) => n + Number(b.dataset.count), 0);
  const colours = Array.from(new Set(bars.map(b => b.dataset.passes + ' ' + b.getAttribute('fill'))));
  return {label: svg.getAttribute('aria-label'), green: sum('true'), red: sum('false'), colours: colours};
});
return {
  header: document.querySelector('header p').textContent,
  summary: Array.from(document.querySelectorAll('#summary li')).map(li => li.textContent),
  rows: rows.length, failed: rows.filter(r => r.classList.contains('failed')).length,
  ok: rows.filter(r => r.classList.contains('ok')).length,
  synthesized: document.querySelectorAll('#faces td.synthesized').length,
  chartRows: document.querySelectorAll('#faces tr.chart').length,
  histograms: histograms,
};
"""


def column(driver, index):
    """The texts of one column of the face rows shown, in order."""
    return driver.execute_script(
        "return Array.from(document.getElementById('faces').tBodies[0].rows)"
        ".filter(r => r.classList.contains('face') && !r.hidden).map(r => r.cells[arguments[0]].textContent);",
        index)


def charts_follow_rows(driver):
    """Whether every face row shown is followed by its chart row, shown too."""
    return driver.execute_script(
        "const rows = Array.from(document.getElementById('faces').tBodies[0].rows);"
        "return rows.every((r, i) => !r.classList.contains('face') ||"
        " (rows[i + 1] && rows[i + 1].classList.contains('chart') && rows[i + 1].hidden === r.hidden));")


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
                     "--window-size=1280,800", "--hide-scrollbars", "--force-device-scale-factor=1"]:
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    seen = {}
    try:
        driver.get("file://" + report)
        headings = [th.text for th in driver.find_elements(By.CSS_SELECTOR, "#faces thead th")]
        seen["headings"] = headings
        face = headings.index("Face")
        hand_tuned = next(i for i, h in enumerate(headings) if h.startswith("Hand-tuned max"))
        seen["fontScriptRan"] = driver.execute_script("return typeof window.fontScriptRan;")
        seen["images"] = driver.execute_script("return document.images.length;")
        seen["scripts"] = driver.execute_script("return document.scripts.length;")
        seen["initialFaces"] = column(driver, face)
        seen["initialGlobal"] = column(driver, headings.index("Global max |e|"))
        header(driver, "Face").click()
        seen["facesAscending"] = column(driver, face)
        seen["chartsFollowSorted"] = charts_follow_rows(driver)
        header(driver, "Face").click()
        seen["facesDescending"] = column(driver, face)
        header(driver, "Hand-tuned max").click()
        seen["handTunedSorted"] = column(driver, hand_tuned)
        seen["ariaSort"] = driver.execute_script(
            "return Array.from(document.querySelectorAll('#faces thead th'))"
            ".map(th => th.getAttribute('aria-sort'));")
        box = driver.find_element(By.ID, "filter")
        box.send_keys("dejavu")
        seen["filteredDejaVu"] = column(driver, face)
        seen["shownDejaVu"] = driver.find_element(By.ID, "shown").text
        seen["chartsFollowFiltered"] = charts_follow_rows(driver)
        box.clear()
        box.send_keys("onerror")
        seen["filteredHostile"] = column(driver, face)
        # clear() fires no input event; a user's deleting does.
        driver.execute_script(
            "arguments[0].value = ''; arguments[0].dispatchEvent(new Event('input'));", box)
        seen["shownAll"] = driver.find_element(By.ID, "shown").text
        # Every chart opened: each keeps its texts inside, as do the histograms.
        driver.execute_script("document.querySelectorAll('details').forEach(d => d.open = true);")
        seen["charts"] = driver.execute_script("return document.querySelectorAll('#faces details svg').length;")
        seen["reportTexts"] = driver.execute_script(TEXT_BOXES, driver.find_elements(By.CSS_SELECTOR, "svg"))
        seen["fontScriptRanAfter"] = driver.execute_script("return typeof window.fontScriptRan;")
        # The page as it opens, at each width: its layout with every chart open, its counts, and a
        # screenshot of the first screen with the worst row's chart open.
        seen["layout"] = {}
        for width, height in [(1280, 800), (1920, 1080)]:
            driver.set_window_size(width, height)
            driver.get("file://" + report)
            seen["layout"][str(width)] = driver.execute_script(LAYOUT)
            driver.execute_script(
                "const d = document.querySelector('#faces details'); if (d) { d.open = true; }")
            driver.save_screenshot("%s-%d.png" % (screenshot, width))
        seen["counts"] = driver.execute_script(COUNTS)
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
