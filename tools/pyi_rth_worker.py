"""PyInstaller runtime hook (build.spec): multiprocessing in the frozen program, set up only in the
processes that need it at start.

PyInstaller's own hook for multiprocessing imports it (with its spawn module and subprocess) in
every start of the program, before the client's first line runs; the client itself imports it only
when the bots' worker process is first started, after the menu is on screen. build.spec replaces
that hook with this one: in a process multiprocessing started (the bots' worker: "--multiprocessing-
fork"; its helpers: "-c" and an import), it does what PyInstaller's does (freeze_support runs the
child's work and exits); in a player's start it does nothing, and the bots' worker is started as the
source starts it (game.ai.driver; the frozen program's ``__main__`` is named by its absolute path, so
multiprocessing needs no original folder to find it)."""


def _worker_hook():
    import sys

    argv = sys.argv
    if "--multiprocessing-fork" not in argv and "-c" not in argv:
        return  # a player's start: nothing to set up
    import multiprocessing
    import multiprocessing.spawn
    from subprocess import _args_from_interpreter_flags

    multiprocessing.process.ORIGINAL_DIR = None  # the frozen __main__ is not read back from a folder

    def helper() -> None:
        """multiprocessing's helper processes (resource tracker, fork server) start the program with the
        interpreter's flags, "-c" and an import: run that code, then exit."""
        try:
            at = argv.index("-c")
        except ValueError:
            return
        if set(argv[1:at]) != set(_args_from_interpreter_flags()) or len(argv) <= at + 1:
            return
        code = argv[at + 1]
        if code.startswith(("from multiprocessing.resource_tracker import main",
                            "from multiprocessing.forkserver import main",
                            "import sys; from multiprocessing.forkserver import main")):
            exec(code)
            sys.exit()

    def freeze_support() -> None:
        helper()
        if multiprocessing.spawn.is_forking(argv):
            options = {}
            for arg in argv[2:]:
                name, value = arg.split("=")
                options[name] = None if value == "None" else int(value)
            multiprocessing.spawn.spawn_main(**options)
            sys.exit()

    multiprocessing.freeze_support = multiprocessing.spawn.freeze_support = freeze_support


_worker_hook()
del _worker_hook
