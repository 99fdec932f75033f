"""Die of the Dead's own players: ``planner`` (Easy and Hard), valued by ``model``, and ``policy``
(what the shared search borrows: playouts cut off and valued)."""
