"""The command line's window commands, ``play`` and ``shot``: the client's, run by ``game.cli`` (which
reads every command's flags and runs those that need no window, ``sim`` and ``worker-check``)."""
from __future__ import annotations

from game import cli


def _play(args) -> int:
    from client.app import run  # pygame and the window load only for the window's commands (not for sim)

    return run(smoke_frames=args.smoke_frames, ready_file=args.ready_file)


def _shot(args) -> int:
    from client.shots import render_shot, shot_builders  # (as the window: only for this command)

    if args.list:
        cli.emit(args, sorted(shot_builders()))
        return 0
    if not args.scene:
        return cli.fail(args, "name a shot (python -m game shot --list prints them all)")
    if not args.out:
        return cli.fail(args, "say where the picture goes: --out FILE.png")
    try:
        path = render_shot(args.scene, seed=args.seed, out=args.out, turn=args.turn,
                           size=(args.width, args.height))
    except KeyError as err:
        return cli.fail(args, err.args[0])
    cli.emit(args, {"scene": args.scene, "seed": args.seed, "turn": args.turn, "out": str(path)})
    return 0


WINDOW = {"play": _play, "shot": _shot}


def main(argv: list[str] | None = None) -> int:
    """The whole command line (``play`` if ``argv`` names no command): ``game.cli`` with the window's commands."""
    return cli.main(argv, window=WINDOW)
