"""Tasks and the operations on a list of them. No file access here: see storage.py."""

from dataclasses import dataclass

PRIORITIES = "ABC"


@dataclass
class Task:
    title: str
    priority: str | None = None
    done: bool = False


def parse_line(line: str) -> Task:
    """Reads one line of todo.txt: an optional "[x] " or "[ ] ", an optional "(A) ", the title."""
    done = line.startswith("[x] ")
    if line.startswith(("[x] ", "[ ] ")):
        line = line[4:]
    priority = None
    if len(line) > 4 and line[0] == "(" and line[2:4] == ") " and line[1] in PRIORITIES:
        priority, line = line[1], line[4:]
    title = line.strip()
    if not title:
        raise ValueError("a task needs a title")
    return Task(title, priority, done)


def format_line(task: Task) -> str:
    mark = "[x]" if task.done else "[ ]"
    priority = f"({task.priority}) " if task.priority else ""
    return f"{mark} {priority}{task.title}"


def numbered(tasks: list[Task], pending_only: bool = False) -> list[tuple[int, Task]]:
    """The tasks with the numbers `todo list` shows: their place in the file, from 1."""
    return [(number, task) for number, task in enumerate(tasks, 1) if not (pending_only and task.done)]


def complete(tasks: list[Task], number: int) -> Task:
    """Marks task `number` as done, counting as `todo list` shows them (from 1)."""
    task = tasks[number]
    task.done = True
    return task
