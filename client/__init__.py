"""The client: the app over the game and its scenes, the project's top layer (game -> scenes -> client).

``app`` is the window's application (canvas, main loop, settings), with ``app_window`` (the window)
and ``app_scenes`` (the scene stack and the dialogs); ``shots`` renders a scene headless to a PNG;
``cli`` gives the command line its window commands (``play``, ``shot``); ``launch`` is the start of
``python -m game`` and of the bundle. Nothing in game/ or scenes/ imports it. Importing the package
imports none of them.
"""
