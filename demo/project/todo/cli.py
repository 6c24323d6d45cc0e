"""The `todo` command line: add, list and complete tasks."""

import argparse
import sys

from . import storage
from .tasks import PRIORITIES, Task, complete, format_line, numbered


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="todo", description="A small to-do list for the terminal.")
    commands = parser.add_subparsers(dest="command", required=True)
    add = commands.add_parser("add", help="add a task")
    add.add_argument("title")
    add.add_argument("--priority", choices=list(PRIORITIES))
    show = commands.add_parser("list", help="show the tasks, numbered")
    show.add_argument("--pending", action="store_true", help="hide the tasks that are done")
    done = commands.add_parser("done", help="mark a task as done")
    done.add_argument("number", type=int)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    path = storage.todo_path()
    try:
        tasks = storage.load(path)
        if args.command == "add":
            tasks.append(Task(args.title, args.priority))
            storage.save(path, tasks)
        elif args.command == "list":
            for number, task in numbered(tasks, pending_only=args.pending):
                print(f"{number:>3}  {format_line(task)}")
        elif args.command == "done":
            task = complete(tasks, args.number)
            storage.save(path, tasks)
            print(f"done: {task.title}")
    except ValueError as error:
        print(f"todo: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
