"""``python -m game``: start the client, or use the command line (``sim``, ``shot``)."""
import sys


def plain_start(argv: list[str]) -> dict | None:
    """The options of a plain start of the client (no arguments, or ``play`` with ``--smoke-frames N``
    and ``--ready-file F``), read without building the whole command line (argparse and the parsers of
    every command take a twentieth of the start-up); None for anything else, which ``game.cli`` reads
    (and explains, when it is wrong)."""
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


if __name__ == "__main__":
    # guarded: the bots' worker process (spawned) imports this module again and must not run it
    if getattr(sys, "frozen", False):
        import multiprocessing

        multiprocessing.freeze_support()
    start = plain_start(sys.argv[1:])
    if start is not None:
        from game.app import run

        raise SystemExit(run(**start))
    from game.cli import main

    raise SystemExit(main())
