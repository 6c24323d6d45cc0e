"""A small to-do list for the terminal."""

__version__ = "0.3.1"
