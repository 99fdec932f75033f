"""The program's start: ``python -m game`` (game/__main__.py) and the bundle (run_game.py) come here.

A plain start (no arguments, or ``play`` with ``--smoke-frames N`` and ``--ready-file F``) goes
straight to the window, without building the whole command line (argparse and the parsers of every
command take a twentieth of the start-up); anything else is the command line (``client.cli``).
"""


def plain_start(argv: list[str]) -> dict | None:
    """The options of a plain start of the client (no arguments, or ``play`` with ``--smoke-frames N``
    and ``--ready-file F``); None for anything else, which the command line reads (and explains, when
    it is wrong)."""
    if argv and argv[0] == "play":
        argv = argv[1:]
    elif argv:
        return None
    options: dict = {"smoke_frames": 0, "ready_file": None}
    names = {"--smoke-frames": "smoke_frames", "--ready-file": "ready_file"}
    i = 0
    while i < len(argv):
        flag, eq, value = argv[i].partition("=")
        if flag not in names:
            return None
        if not eq:
            if i + 1 >= len(argv):
                return None
            i += 1
            value = argv[i]
        if names[flag] == "smoke_frames":
            try:
                options["smoke_frames"] = int(value)
            except ValueError:
                return None
        else:
            options["ready_file"] = value
        i += 1
    return options


def run(argv: list[str]) -> int:
    """Start the program with the command line ``argv`` (the program's name left out)."""
    start = plain_start(argv)
    if start is not None:
        from client.app import run as run_window  # a plain start builds no command line (argparse)

        return run_window(**start)
    from client.cli import main  # the command line loads no window (pygame) unless a command asks

    return main(argv)
