"""Real headless Chromium for the report tests, driven with selenium through Debian's
chromedriver: a session's one browser, page checks shared by the tests, and a screenshot of the
page kept as a test artefact when a check fails."""

from __future__ import annotations

import os
import re
import shutil
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

CHROMEDRIVER = "/usr/bin/chromedriver"
ARTEFACTS_ENV = "ROLEMRC_TEST_ARTEFACTS"
DEFAULT_ARTEFACTS = Path(__file__).resolve().parents[2] / "build" / "test-artefacts"
WIDTHS = (1280, 390)


def artefact_dir() -> Path:
    return Path(os.environ.get(ARTEFACTS_ENV) or DEFAULT_ARTEFACTS) / "browser"


def _missing() -> str | None:
    try:
        import selenium  # noqa: F401
    except ImportError:
        return "selenium is not installed (it is in the dev extra)"
    if not Path(CHROMEDRIVER).exists() or not shutil.which("chromium"):
        return "chromium and chromedriver are not installed (Debian: chromium, chromium-driver)"
    return None


def start_browser() -> Any:
    """A headless Chromium, or a skip where it cannot be installed (not root with apt-get);
    where it could be, its absence fails: `make test` installs it."""
    missing = _missing()
    if missing:
        if os.geteuid() == 0 and shutil.which("apt-get"):
            pytest.fail(f"{missing}: `make test` installs them (scripts/setup_env.py --browser)")
        pytest.skip(f"{missing}, and this user cannot install them (not root with apt-get)")
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"):
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    return webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)


@contextmanager
def screenshot_on_failure(driver: Any, name: str) -> Iterator[None]:
    """Save the page as ``<artefacts>/browser/<name>.png`` (and its width) when a check fails."""
    try:
        yield
    except BaseException:
        folder = artefact_dir()
        folder.mkdir(parents=True, exist_ok=True)
        safe = re.sub(r"[^A-Za-z0-9_.-]+", "_", name)
        driver.save_screenshot(str(folder / f"{safe}.png"))
        raise


def load_page(driver: Any, path: Path, width: int) -> None:
    """Load ``path`` at ``width`` px and wait until the browser shows that document, loaded.

    Under load the driver can hand back before the new document has replaced the one before it,
    so the wait checks the address as well as the document's state."""
    driver.set_window_size(width, 1000)
    uri = path.as_uri()
    driver.get(uri)
    _wait_for(driver, _LOADED + "return true;", uri, "never loaded")


def open_report(driver: Any, path: Path, width: int) -> None:
    """Load ``path`` at ``width`` px and wait for its sample browser to have read its rows."""
    load_page(driver, path, width)
    ready = _wait_for(driver, _LOADED + _SAMPLES_READY, path.as_uri(), "never read its rows")
    assert ready == "1", _where(driver, f"read its rows as {ready!r}")


_LOADED = """
if (location.href.split('#')[0] !== arguments[0] || document.readyState !== 'complete') return null;
"""
_SAMPLES_READY = """
const samples = document.getElementById('samples');
return samples ? samples.dataset.ready || null : null;
"""


def _wait_for(driver: Any, script: str, uri: str, failure: str) -> Any:
    """Run ``script`` (given ``uri``) until it returns something, for at most 20 s."""
    from selenium.common.exceptions import TimeoutException
    from selenium.webdriver.support.ui import WebDriverWait

    try:
        return WebDriverWait(driver, 20).until(lambda d: d.execute_script(script, uri))
    except TimeoutException:
        pytest.fail(_where(driver, failure))


def _where(driver: Any, failure: str) -> str:
    """``failure`` and the page the browser is on."""
    state = driver.execute_script("return [location.href, document.readyState, document.title]")
    return "the page {} (on {}, {}, titled {!r})".format(failure, *state)


def console_errors(driver: Any) -> list[str]:
    return [entry["message"] for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]


def overflow(driver: Any) -> int:
    """How far the page is wider than the window (0: no sideways scrolling)."""
    width: int = driver.execute_script(
        "return document.documentElement.scrollWidth - document.documentElement.clientWidth"
    )
    return width


def cards_scrolling_sideways(driver: Any) -> list[str]:
    """The headings of the cards whose content is wider than the card (it scrolls inside)."""
    titles: list[str] = driver.execute_script(
        "return [...document.querySelectorAll('.card')]"
        ".filter((card) => card.scrollWidth > card.clientWidth + 1)"
        ".map((card) => (card.querySelector('h1, h2') || card).textContent.trim().slice(0, 60))"
    )
    return titles


def choose(driver: Any, control: str, value: str) -> int:
    """Pick ``value`` in a filter (``task``, ``aspect``, ``verdict``, ``state``); the rows left."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select

    Select(driver.find_element(By.CSS_SELECTOR, f"#samples .sb-{control}")).select_by_value(value)
    return matches(driver)


def search(driver: Any, text: str) -> int:
    """Type ``text`` into the search box; the rows left once the list has followed it."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    box = driver.find_element(By.CSS_SELECTOR, "#samples .sb-search")
    box.clear()  # which fires no input event of its own
    driver.execute_script("arguments[0].dispatchEvent(new Event('input'))", box)
    box.send_keys(text)
    WebDriverWait(driver, 5).until(  # typing is debounced: the list follows after a pause
        lambda d: (
            d.execute_script("return document.getElementById('samples').dataset.query")
            == text.lower()
        )
    )
    return matches(driver)


def matches(driver: Any) -> int:
    count: str = driver.execute_script("return document.getElementById('samples').dataset.matches")
    return int(count)


def shown_rows(driver: Any) -> list[Any]:
    from selenium.webdriver.common.by import By

    return list(driver.find_elements(By.CSS_SELECTOR, "#samples .sb-row"))


def open_row(driver: Any, row: Any) -> Any:
    """Open a row by clicking it, as a user does; returns it once its details are built."""
    from selenium.webdriver.support.ui import WebDriverWait

    row.find_element("css selector", "summary").click()
    WebDriverWait(driver, 5).until(lambda d: row.find_elements("css selector", ".sb-body"))
    return row


def wait_until(driver: Any, condition: Any, seconds: float = 5) -> Any:
    from selenium.webdriver.support.ui import WebDriverWait

    return WebDriverWait(driver, seconds).until(condition)
