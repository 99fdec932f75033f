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


class _Unicode32:
    """``unicodedata.ucd_3_2_0``, which stringprep imports, for the "idna" codec that every connection
    to a host name or address goes through (socket.getaddrinfo: a network game's guest). A name in
    ASCII is encoded without it; anything else is refused loudly."""

    unidata_version = "3.2.0"

    def normalize(self, form: str, text: str) -> str:
        return normalize(form, text)

    def __getattr__(self, name: str):
        def refused(*_args, **_kwargs):
            raise NotImplementedError(f"unicodedata.ucd_3_2_0.{name}: not in this build")
        return refused


ucd_3_2_0 = _Unicode32()
