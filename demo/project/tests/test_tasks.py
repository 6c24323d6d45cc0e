import pytest

from todo.tasks import Task, complete, format_line, numbered, parse_line


def sample() -> list[Task]:
    return [
        Task("water the plants", priority="B"),
        Task("file the tax return", priority="A"),
        Task("call the plumber"),
    ]


def test_parse_line_reads_done_marker_and_priority():
    assert parse_line("[x] (A) file the tax return") == Task("file the tax return", "A", True)


def test_parse_line_refuses_an_empty_title():
    with pytest.raises(ValueError, match="needs a title"):
        parse_line("[x]   ")


def test_format_line_round_trips():
    for task in sample():
        assert parse_line(format_line(task)) == task


def test_numbered_keeps_file_numbers_when_hiding_done_tasks():
    tasks = sample()
    tasks[0].done = True
    assert [(n, t.title) for n, t in numbered(tasks, pending_only=True)] == [
        (2, "file the tax return"),
        (3, "call the plumber"),
    ]


def test_complete_marks_the_task_done():
    tasks = sample()
    complete(tasks, 1)
    assert tasks[1].done
