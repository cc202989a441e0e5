"""The loop's report opened as a user opens it, in real headless Chromium: every table and
figure shown, every link leading to a file the loop wrote, the numbers leading to the rows
behind them (a step's evaluation page and a comparison page, each with its sample browser), no
console errors, no sideways scrolling at 1280 and 390 px."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urlparse

from support.browser import (
    WIDTHS,
    console_errors,
    load_page,
    matches,
    overflow,
    screenshot_on_failure,
    wait_until,
)


def test_the_report_shows_every_table_and_figure_and_links_only_to_files_it_wrote(
    driver: Any, finished_loop: Path
) -> None:
    report = finished_loop / "report.html"
    for width in WIDTHS:
        with screenshot_on_failure(driver, f"reproduce-report-{width}"):
            load_page(driver, report, width)
            sections = driver.execute_script(
                "return [...document.querySelectorAll('section.card')].map((s) => s.id)"
            )
            assert sections == [
                "held-out",
                "reference",
                "judge",
                "pair-1",
                "pair-2",
                "pair-3",
                "probe",
                "restraint",
                "steps",
            ]
            rows = driver.execute_script(
                "return document.querySelectorAll('#reference tbody tr').length"
            )
            assert rows == 4
            images = driver.execute_script(
                "return [...document.images].map((image) => image.naturalWidth)"
            )
            assert len(images) == 2 and all(images), "a probe figure did not load"
            links = driver.execute_script(
                "return [...document.querySelectorAll('a[href]')].map((a) => a.href)"
            )
            for link in links:
                target = Path(unquote(urlparse(link).path))
                assert target.is_file() and finished_loop in target.parents, link
            assert console_errors(driver) == []
            assert overflow(driver) == 0


def test_a_number_leads_to_the_rows_behind_it(driver: Any, finished_loop: Path) -> None:
    figures = json.loads((finished_loop / "figures.json").read_text())
    test_rows = figures["held_out"]["test_rows"]
    with screenshot_on_failure(driver, "reproduce-report-links"):
        load_page(driver, finished_loop / "report.html", WIDTHS[0])
        # ROUGE-L of SFT (Table 3): the SFT evaluation's page, every row in its browser
        driver.find_element(
            "css selector", "#reference tbody tr:nth-child(2) td:nth-child(5) a"
        ).click()
        wait_until(
            driver,
            lambda d: d.execute_script(
                "const s = document.getElementById('samples'); return s && s.dataset.ready"
            ),
        )
        assert driver.current_url.endswith("steps/eval-sft/report.html#samples")
        assert matches(driver) == test_rows
        # a difference of SFT against the starting model: both answers of every row, side by side
        load_page(driver, finished_loop / "report.html", WIDTHS[0])
        driver.find_element(
            "css selector", "#pair-1 tbody tr:first-child td:nth-child(2) a"
        ).click()
        wait_until(
            driver,
            lambda d: d.execute_script(
                "const s = document.getElementById('samples'); return s && s.dataset.ready"
            ),
        )
        assert driver.current_url.endswith(
            "comparisons/eval-sft-vs-eval-start/compare.html#paired-1"
        )
        assert matches(driver) == test_rows
        assert console_errors(driver) == []
