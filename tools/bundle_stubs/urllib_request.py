"""The bundle's stand-in for the standard library's urllib.request (with http.client, http.cookiejar,
ftplib, mimetypes and netrc, which only it brings: about 0.15 MB the bundle leaves out, build.spec).
websockets imports it to read the system's proxy settings; a guest connects straight to its host
(game/net/client.py passes proxy=None), so nothing asks: no proxy, and every host is reached directly."""


def getproxies() -> dict:
    return {}


def proxy_bypass(host: str) -> bool:
    return True
