"""Play over the network: a host runs the game and sends each seat what it may see; guests on other
computers play their seats from it. Pure Python (no pygame): the wire's values (:mod:`game.net.values`),
its messages (:mod:`game.net.wire`), the host's table (:mod:`game.net.host`), a guest's side
(:mod:`game.net.guest`), and the sockets (:mod:`game.net.server`, :mod:`game.net.client`)."""
