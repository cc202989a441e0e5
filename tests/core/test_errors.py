"""Errors name config fields with marks: ``str`` shows the field, a reader may spell it anew."""

from __future__ import annotations

from rolemrc.core import ConfigError, InputError, setting, spell_settings


def test_a_setting_reads_as_its_field_and_spells_as_asked() -> None:
    error = ConfigError(f"{setting('max_steps')} must be at least 1 ({setting('out')} kept)")
    assert str(error) == "max_steps must be at least 1 (out kept)"
    assert (
        error.spelled(lambda field: f"<{field}>") == "<max_steps> must be at least 1 (<out> kept)"
    )


def test_a_quoting_message_keeps_the_marks_of_the_error_it_quotes() -> None:
    inner = ConfigError(f"{setting('timeout_s')} must be positive")
    outer = ConfigError(f"{setting('model')}: {inner.spelled(setting)}")
    assert outer.spelled(str.upper) == "MODEL: TIMEOUT_S must be positive"


def test_an_input_error_locates_its_marked_reason() -> None:
    error = InputError(f"{setting('limit')} must be at least 1", path="rows.jsonl", line=3)
    assert str(error) == "rows.jsonl:3: limit must be at least 1"
    assert error.reason == f"{setting('limit')} must be at least 1"


def test_text_without_marks_is_left_alone() -> None:
    text = "a -- b, {field}, \x1e not a mark"
    assert spell_settings(text, str.upper) == text
