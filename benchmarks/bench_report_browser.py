"""How fast a full-size report opens and filters in headless Chromium.

Builds a 1,400-row run of the upstream test-set shape (``rolemrc eval`` on the built-in sample
roles with a scripted answer file and a scripted judge, no BERTScore), then loads its
``report.html`` in Debian's headless Chromium (selenium, /usr/bin/chromedriver) and times, from
navigation: the sample browser ready with its first rows shown (open), and then a task filter, a
verdict filter and a text search applied (filter). Goal: open + filter under 2 s. Baseline,
measured in the same run: the same report page without its sample browser.

    .venv/bin/python benchmarks/bench_report_browser.py [--repeats 3] [--keep DIR]
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from ratios import Ratio, median, parse_benchmark_args, print_table
from rolemrc.eval import EvalConfig, read_report, render_html, run_eval, sample_test_rows
from rolemrc.rules import UPSTREAM_TASK_COUNTS

GOAL_S = 2.0
JUDGE_RULES = ({"when": "[no]", "answer": "0"}, {"when": "[odd]", "answer": "2"}, {"answer": "1"})


def build_run(root: Path) -> Path:
    """A 1,400-row run directory (upstream's per-task counts)."""
    per_task = max(UPSTREAM_TASK_COUNTS.values())
    by_task: dict[str, list[dict[str, Any]]] = {}
    for row in sample_test_rows(rows_per_task=per_task):
        by_task.setdefault(row.task, []).append(row.to_upstream())
    rows = [row for task, n in UPSTREAM_TASK_COUNTS.items() for row in by_task[task][:n]]
    data = root / "test.jsonl"
    data.write_text("".join(json.dumps(row) + "\n" for row in rows), encoding="utf-8")
    answers = ("(Theo smiles) Cold butter keeps the layers apart.", "I cannot say. [no]", "[odd]")
    responses = root / "responses.jsonl"
    responses.write_text(
        "".join(
            json.dumps({**row, "response": answers[index % 3] + f" (row {index})"}) + "\n"
            for index, row in enumerate(rows)
        ),
        encoding="utf-8",
    )
    judge = root / "judge.jsonl"
    judge.write_text("".join(json.dumps(rule) + "\n" for rule in JUDGE_RULES), encoding="utf-8")
    config = EvalConfig(
        data=str(data),
        responses=responses,
        judge=f"mock/{judge}",
        bertscore_model="none",
        out=root / "run",
        progress=False,
    )
    run_eval(config)
    return root / "run"


def browser() -> Any:
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"):
        options.add_argument(argument)
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    driver.set_window_size(1280, 1000)
    return driver


def _wait(driver: Any, script: str, expected: Any) -> None:
    deadline = time.perf_counter() + 30
    while driver.execute_script(script) != expected:
        if time.perf_counter() > deadline:
            raise TimeoutError(script)
        time.sleep(0.005)


def time_report(driver: Any, page: Path) -> tuple[float, float]:
    """Seconds from navigation to the browser's rows shown, then to three filters applied."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select

    started = time.perf_counter()
    driver.get(page.as_uri())
    _wait(driver, "return document.getElementById('samples').dataset.ready", "1")
    opened = time.perf_counter() - started
    task = next(iter(UPSTREAM_TASK_COUNTS))
    Select(driver.find_element(By.CSS_SELECTOR, ".sb-task")).select_by_value(task)
    Select(driver.find_element(By.CSS_SELECTOR, ".sb-verdict")).select_by_value("fail")
    driver.find_element(By.CSS_SELECTOR, ".sb-search").send_keys("cannot")
    _wait(driver, "return document.getElementById('samples').dataset.query", "cannot")
    return opened, time.perf_counter() - started


def time_plain(driver: Any, page: Path) -> float:
    started = time.perf_counter()
    driver.get(page.as_uri())  # returns once the page has loaded
    return time.perf_counter() - started


def ratios(repeats: int = 3, keep: Path | None = None) -> list[Ratio]:
    with tempfile.TemporaryDirectory() as scratch:
        root = keep or Path(scratch)
        root.mkdir(parents=True, exist_ok=True)
        started = time.perf_counter()
        run = build_run(root)
        print(f"1,400-row run built in {time.perf_counter() - started:.0f} s: {run}")
        page = run / "report.html"
        plain = root / "report-without-rows.html"
        plain.write_text(render_html(read_report(run)), encoding="utf-8")
        size_mb = page.stat().st_size / 1e6
        driver = browser()
        try:
            time_report(driver, page)  # a first load warms the browser's caches
            timings = [time_report(driver, page) for _ in range(repeats)]
            baseline = median([time_plain(driver, plain) for _ in range(repeats)])
        finally:
            driver.quit()
    opened = median([t[0] for t in timings])
    filtered = median([t[1] for t in timings])
    print(
        f"report.html {size_mb:.1f} MB; open {opened:.2f} s, open + filter {filtered:.2f} s "
        f"(median of {repeats}); the page without its rows loads in {baseline:.2f} s"
    )
    return [
        Ratio(
            "1,400-row report open + filter / 2 s",
            filtered / GOAL_S,
            1.0,
            f"{filtered:.2f} s in headless Chromium, {size_mb:.1f} MB",
            at_least=False,
        ),
        Ratio(
            "open with the sample browser / without it",
            opened / baseline,
            None,
            f"{opened:.2f} s vs {baseline:.2f} s",
        ),
    ]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--keep", type=Path, default=None, help="keep the run in this folder")
    args = parse_benchmark_args(parser, repeats=1)
    print_table(ratios(args.repeats, args.keep))


if __name__ == "__main__":
    main()
