// The sample browser of a rolemrc report: every row with its conversation, answers, reference
// metrics and verdicts. The rows are embedded as gzip-compressed, base64-encoded JSON; cards are
// built only for the rows on screen, and a row's details only when it is opened.
(function () {
  "use strict";
  const PAGE = 100;
  const root = document.getElementById("samples");
  const source = document.getElementById("sample-data");
  if (!root || !source) return;
  const $ = (selector) => root.querySelector(selector);
  const list = $(".sb-list");
  const status = $(".sb-status");
  const more = $(".sb-more");
  const controls = {
    search: $(".sb-search"),
    task: $(".sb-task"),
    aspect: $(".sb-aspect"),
    verdict: $(".sb-verdict"),
    state: $(".sb-state"),
  };
  let data = null;
  let matches = [];
  let shown = 0;

  function el(tag, className, text) {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined && text !== null) node.textContent = String(text);
    return node;
  }

  function verdictOf(judged) {
    if (judged.score === null || judged.score === undefined) return "undecided";
    if (judged.parsed === false) return "unparsed";
    if (judged.score === 1) return "pass";
    if (judged.score === 0) return "fail";
    return "out-of-range";
  }
  const VERDICT_TEXT = {
    pass: "pass", fail: "fail", undecided: "cannot decide", unparsed: "unparsed",
    "out-of-range": "out of range",
  };

  async function decode(text) {
    const bytes = Uint8Array.from(atob(text.trim()), (c) => c.charCodeAt(0));
    const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
    return JSON.parse(await new Response(stream).text());
  }

  function aspectTitle(key) {
    return (data.aspects && data.aspects[key]) || key;
  }

  function prepare(row) {
    const parts = [row.id, row.task];
    for (const message of row.conversation || []) parts.push(message.content);
    const references = Array.isArray(row.reference) ? row.reference : [row.reference];
    for (const reference of references) parts.push(reference);
    row._verdicts = new Set();
    row._aspects = new Set();
    row._pairs = new Set();
    for (const answer of row.answers) {
      if (!answer) continue;
      parts.push(answer.response, answer.failed);
      for (const judged of answer.judged || []) {
        const verdict = verdictOf(judged);
        row._verdicts.add(verdict);
        row._aspects.add(judged.aspect);
        row._pairs.add(judged.aspect + "\u0000" + verdict);
      }
    }
    row._text = parts.filter((part) => part).join("\n").toLowerCase();
    row._failed = row.answers.some((answer) => !answer || answer.failed);
    row._empty = row.answers.some((answer) => answer && !answer.failed && !answer.response);
  }

  function fillSelect(select, options) {
    for (const [value, label] of options) {
      const option = el("option", null, label);
      option.value = value;
      select.appendChild(option);
    }
  }

  function keep(row, filter) {
    if (filter.task && row.task !== filter.task) return false;
    if (filter.aspect && filter.verdict) {
      if (!row._pairs.has(filter.aspect + "\u0000" + filter.verdict)) return false;
    } else if (filter.aspect) {
      if (!row._aspects.has(filter.aspect)) return false;
    } else if (filter.verdict && !row._verdicts.has(filter.verdict)) return false;
    if (filter.state === "failed" && !row._failed) return false;
    if (filter.state === "answered" && row._failed) return false;
    if (filter.state === "empty" && !row._empty) return false;
    if (filter.state === "differs" && !row._differs) return false;
    if (filter.words.length && !filter.words.every((word) => row._text.includes(word))) return false;
    return true;
  }

  function apply() {
    const filter = {
      task: controls.task.value,
      aspect: controls.aspect.value,
      verdict: controls.verdict.value,
      state: controls.state.value,
      words: controls.search.value.toLowerCase().split(/\s+/).filter((word) => word),
    };
    matches = data.rows.filter((row) => keep(row, filter));
    root.dataset.query = controls.search.value.toLowerCase();
    list.textContent = "";
    shown = 0;
    showMore();
  }

  function showMore() {
    const end = Math.min(shown + PAGE, matches.length);
    const fragment = document.createDocumentFragment();
    for (let index = shown; index < end; index += 1) fragment.appendChild(card(matches[index]));
    list.appendChild(fragment);
    shown = end;
    status.textContent = `${matches.length.toLocaleString("en")} of ${data.rows.length.toLocaleString("en")} rows` +
      (matches.length > shown ? ` · showing the first ${shown.toLocaleString("en")}` : "");
    more.hidden = shown >= matches.length;
    more.textContent = `Show ${Math.min(PAGE, matches.length - shown)} more`;
    root.dataset.shown = String(shown);
    root.dataset.matches = String(matches.length);
  }

  function badge(verdict, text) {
    return el("span", "sb-badge v-" + verdict, text);
  }

  function card(row) {
    const details = el("details", "sb-row");
    details.id = "sample-" + row.id;
    details.dataset.id = row.id;
    const summary = el("summary");
    const head = el("span", "sb-head");
    head.appendChild(el("span", "sb-id", row.id));
    head.appendChild(el("span", "sb-task-name", row.task));
    summary.appendChild(head);
    const runs = el("span", "sb-runs");
    row.answers.forEach((answer, index) => {
      const line = el("span", "sb-run-line");
      if (data.runs.length > 1) line.appendChild(el("span", "sb-run-label", data.runs[index]));
      if (!answer) {
        line.appendChild(badge("failed", "not in this run"));
      } else if (answer.failed) {
        line.appendChild(badge("failed", "failed"));
      } else {
        for (const judged of answer.judged || []) {
          const verdict = verdictOf(judged);
          const mark = badge(verdict, aspectTitle(judged.aspect) + ": " + VERDICT_TEXT[verdict]);
          line.appendChild(mark);
        }
        const text = answer.response ? answer.response.slice(0, 160) : "(empty answer)";
        line.appendChild(el("span", "sb-snippet" + (answer.response ? "" : " sb-muted"), text));
      }
      runs.appendChild(line);
    });
    summary.appendChild(runs);
    details.appendChild(summary);
    details.addEventListener("toggle", () => {
      if (details.open && details.childElementCount === 1) details.appendChild(body(row));
    });
    return details;
  }

  function textBlock(title, text, className) {
    const block = el("div", "sb-block " + (className || ""));
    block.appendChild(el("div", "sb-label", title));
    block.appendChild(el("div", "sb-text", text === "" ? "(empty)" : text));
    return block;
  }

  function metricsList(metrics) {
    const keys = Object.keys(data.metrics || {}).filter((key) => key in (metrics || {}));
    if (!keys.length) return null;
    const box = el("div", "sb-metrics");
    for (const key of keys) {
      const value = metrics[key];
      const item = el("span", "sb-metric");
      item.appendChild(el("b", null, data.metrics[key]));
      item.appendChild(document.createTextNode(" " + (value === null || value === undefined ? "n/a" : Number(value).toFixed(4))));
      box.appendChild(item);
    }
    return box;
  }

  function judgedBlock(judged) {
    const verdict = verdictOf(judged);
    const block = el("div", "sb-judged v-" + verdict);
    const title = el("div", "sb-judged-head");
    title.appendChild(el("strong", null, aspectTitle(judged.aspect)));
    title.appendChild(badge(verdict, VERDICT_TEXT[verdict] + (verdict === "out-of-range" ? ` (${judged.score})` : "")));
    block.appendChild(title);
    block.appendChild(textBlock("Judge's answer", judged.raw === undefined ? "" : judged.raw, "sb-raw"));
    if (judged.detail) block.appendChild(textBlock("Detail", judged.detail));
    if (judged.prompt) {
      const prompt = el("details", "sb-prompt");
      prompt.appendChild(el("summary", null, "Judge prompt"));
      prompt.addEventListener("toggle", () => {
        if (prompt.open && prompt.childElementCount === 1) prompt.appendChild(el("div", "sb-text", judged.prompt));
      }, { once: false });
      block.appendChild(prompt);
    }
    return block;
  }

  function answerColumn(answer, index) {
    const column = el("div", "sb-answer");
    if (data.runs.length > 1) column.appendChild(el("div", "sb-run-title", data.runs[index]));
    if (!answer) {
      column.appendChild(el("p", "sb-muted", "This row is not in this run."));
      return column;
    }
    if (answer.failed) {
      column.appendChild(textBlock("Failed", answer.failed, "sb-failed"));
    }
    if (answer.response !== null && answer.response !== undefined) {
      column.appendChild(textBlock("Answer", answer.response, "sb-response"));
    }
    const metrics = metricsList(answer.metrics);
    if (metrics) column.appendChild(metrics);
    for (const judged of answer.judged || []) column.appendChild(judgedBlock(judged));
    return column;
  }

  function body(row) {
    const box = el("div", "sb-body");
    const link = el("a", "sb-link", "Link to this row");
    link.href = "#sample-" + encodeURIComponent(row.id);
    box.appendChild(link);
    const conversation = el("div", "sb-conversation");
    for (const message of row.conversation || []) {
      if (message.role === "system") {
        // the role's profile: long and the same for many rows, so folded until asked for
        const turn = el("details", "sb-turn role-system");
        turn.appendChild(el("summary", "sb-label", `system (${message.content.length.toLocaleString("en")} characters)`));
        turn.appendChild(el("div", "sb-text", message.content));
        conversation.appendChild(turn);
        continue;
      }
      const turn = el("div", "sb-turn role-" + message.role);
      turn.appendChild(el("div", "sb-label", message.role));
      turn.appendChild(el("div", "sb-text", message.content));
      conversation.appendChild(turn);
    }
    box.appendChild(conversation);
    const references = Array.isArray(row.reference) ? row.reference : [row.reference];
    references.forEach((reference, index) => {
      if (reference === null || reference === undefined) return;
      const title = references.length > 1 ? `Reference ${index + 1}` : "Reference";
      box.appendChild(textBlock(title, reference, "sb-reference"));
    });
    const answers = el("div", "sb-answers" + (row.answers.length > 1 ? " side-by-side" : ""));
    row.answers.forEach((answer, index) => answers.appendChild(answerColumn(answer, index)));
    box.appendChild(answers);
    return box;
  }

  function fromHash() {
    const hash = decodeURIComponent(location.hash.slice(1));
    if (hash.startsWith("task=")) {
      controls.task.value = hash.slice(5);
      apply();
      root.scrollIntoView();
    } else if (hash.startsWith("sample-")) {
      const id = hash.slice(7);
      let node = document.getElementById(hash);
      if (!node) {
        const row = data.rows.find((item) => item.id === id);
        if (!row) return;
        node = card(row);
        list.prepend(node);
      }
      node.open = true;
      node.scrollIntoView();
    }
  }

  async function start() {
    data = await decode(source.textContent);
    const tasks = [...new Set(data.rows.map((row) => row.task))];
    fillSelect(controls.task, [["", `All ${data.task_label || "task"}s`]].concat(tasks.map((task) => [task, task])));
    const aspects = Object.keys(data.aspects || {});
    if (aspects.length) {
      fillSelect(controls.aspect, [["", "All aspects"]].concat(aspects.map((key) => [key, aspectTitle(key)])));
      fillSelect(controls.verdict, [["", "Any verdict"]].concat(Object.entries(VERDICT_TEXT)));
    } else {
      controls.aspect.hidden = true;
      controls.verdict.hidden = true;
    }
    const states = [["", "All rows"], ["failed", "Failed rows"], ["answered", "Answered rows"], ["empty", "Empty answers"]];
    if (data.runs.length > 1) states.push(["differs", "Verdicts differ between runs"]);
    fillSelect(controls.state, states);
    for (const row of data.rows) {
      prepare(row);
      const verdictSets = row.answers.map((answer) =>
        answer ? (answer.judged || []).map((judged) => judged.aspect + ":" + verdictOf(judged)).sort().join() : "-");
      row._differs = new Set(verdictSets).size > 1;
    }
    let timer = 0;
    controls.search.addEventListener("input", () => {
      clearTimeout(timer);
      timer = setTimeout(apply, 120);
    });
    for (const name of ["task", "aspect", "verdict", "state"]) controls[name].addEventListener("change", apply);
    more.addEventListener("click", showMore);
    window.addEventListener("hashchange", fromHash);
    apply();
    root.dataset.ready = "1";
    if (location.hash) fromHash();
  }

  start().catch((error) => {
    status.textContent = "The rows could not be read: " + error;
    root.dataset.ready = "error";
    throw error;
  });
})();
