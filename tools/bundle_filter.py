"""What build.spec leaves out of the bundle among the data files the libraries' hooks collect."""
from __future__ import annotations

import re

# pygame_gui's hook collects every font it ships. It loads the Chinese, Japanese, Korean (39 MB),
# Arabic, Hebrew and Georgian ones (0.7 MB) only for a locale of their script, and the client sets
# none; of its Latin default font it loads only the regular weight (with FiraCode) when a UIManager
# starts: the theme names Lato for every element, so Noto's other weights (1.8 MB) are never opened
# (tests/test_release.py::test_pygame_gui_opens_no_data_file_the_bundle_leaves_out).
LEFT_OUT = re.compile(r"^pygame_gui/data/NotoSans(SC|JP|KR|Arabic|Hebrew|Georgian)-"
                      r"|^pygame_gui/data/NotoSans-(Bold|Italic|BoldItalic)\.ttf$")


def left_out(dest: str) -> bool:
    """Whether the bundle leaves out the data file it would hold at ``dest`` (a path in the bundle)."""
    return LEFT_OUT.search(dest.replace("\\", "/")) is not None
