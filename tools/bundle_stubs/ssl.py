"""The bundle's stand-in for the standard library's ssl (OpenSSL's two libraries, about 5 MB, which the
bundle leaves out, build.spec). Play over the network speaks plain ws:// (README.md, "Play with friends on
other computers"): the ``websockets`` library imports ssl for its names, and asyncio for its TLS
transport, and neither uses it unless a wss:// address or a TLS context is given, which the client never
does. The names they read exist here; anything that would start TLS is refused loudly."""


class SSLError(OSError):
    pass


class SSLZeroReturnError(SSLError):
    pass


class SSLWantReadError(SSLError):
    pass


class SSLWantWriteError(SSLError):
    pass


class SSLSyscallError(SSLError):
    pass


class SSLEOFError(SSLError):
    pass


class SSLCertVerificationError(SSLError, ValueError):
    pass


CertificateError = SSLCertVerificationError
CERT_NONE, CERT_OPTIONAL, CERT_REQUIRED = 0, 1, 2
OPENSSL_VERSION = "none: this build has no TLS"
HAS_SNI = False


def _refused(*_args, **_kwargs):
    raise NotImplementedError("TLS (wss://) is not in this build: network games use ws://")


class SSLContext:
    def __init__(self, *args, **kwargs):
        _refused()


class SSLObject:
    def __init__(self, *args, **kwargs):
        _refused()


class SSLSocket:
    def __init__(self, *args, **kwargs):
        _refused()


class MemoryBIO:
    def __init__(self, *args, **kwargs):
        _refused()


class Purpose:
    SERVER_AUTH = "server"
    CLIENT_AUTH = "client"


create_default_context = _create_default_https_context = _create_unverified_context = _refused
