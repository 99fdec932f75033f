"""The bundle's stand-in for the standard library's unicodedata (a 1.2 MB library the bundle leaves out,
build.spec). Of the libraries the client runs, only attrs imports it (fluent.runtime's types are attrs
classes), for one call: ``attrs.make_class`` writes a new class's name in NFKC, and nothing in the
client makes a class that way. The NFKC of ASCII text is the text itself; anything else is refused
loudly rather than answered wrong."""

unidata_version = "stand-in"


def normalize(form: str, text: str) -> str:
    if form in ("NFC", "NFKC", "NFD", "NFKD") and text.isascii():
        return text
    raise NotImplementedError(f"unicodedata.normalize({form!r}, ...) of non-ASCII text: not in this build")
