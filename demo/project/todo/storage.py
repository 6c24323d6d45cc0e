"""Reads and writes the todo.txt file. Knows nothing about what a task means."""

import os
from pathlib import Path

from .tasks import Task, format_line, parse_line

DEFAULT_FILE = "todo.txt"


def todo_path() -> Path:
    return Path(os.environ.get("TODO_FILE", DEFAULT_FILE))


def load(path: Path) -> list[Task]:
    if not path.exists():
        return []
    lines = path.read_text(encoding="utf-8").splitlines()
    return [parse_line(line) for line in lines if line.strip()]


def save(path: Path, tasks: list[Task]) -> None:
    text = "".join(format_line(task) + "\n" for task in tasks)
    path.write_text(text, encoding="utf-8")
