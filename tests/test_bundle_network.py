"""What the bundle carries for play over the network (build.spec, tools/bundle_filter.py): zeroconf's
compiled modules go in as their Python sources; stand-ins for ssl (OpenSSL is left out) and
urllib.request are enough for websockets to host and join a game over ws:// without the modules the
bundle leaves out, and TLS is refused loudly."""
import importlib.util
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
spec = importlib.util.spec_from_file_location("bundle_filter", ROOT / "tools" / "bundle_filter.py")
bundle_filter = importlib.util.module_from_spec(spec)
spec.loader.exec_module(bundle_filter)


def test_zeroconfs_compiled_modules_become_their_sources_and_nothing_else_does(tmp_path):
    package = tmp_path / "zeroconf"
    (package / "_services").mkdir(parents=True)
    for name in ("_dns", "_services/__init__", "_services/browser"):
        (package / f"{name}.py").write_text("", encoding="utf-8")
        (package / f"{name}.cpython-311-x86_64-linux-gnu.so").write_bytes(b"")
    (package / "_nosource.cpython-311-x86_64-linux-gnu.so").write_bytes(b"")
    binaries = [(f"zeroconf/{name}.cpython-311-x86_64-linux-gnu.so",
                 str(package / f"{name}.cpython-311-x86_64-linux-gnu.so"), "EXTENSION")
                for name in ("_dns", "_services/__init__", "_services/browser", "_nosource")]
    others = [("pygame/base.cpython-311-x86_64-linux-gnu.so", "/x/pygame/base.so", "EXTENSION"),
              ("libz.so.1", "/usr/lib/libz.so.1", "BINARY")]
    kept, modules = bundle_filter.pure_python(binaries + others, "PYMODULE-2")
    assert kept == [binaries[-1], *others]  # a compiled module without its source stays
    assert modules == [("zeroconf._dns", str(package / "_dns.py"), "PYMODULE-2"),
                       ("zeroconf._services", str(package / "_services/__init__.py"), "PYMODULE-2"),
                       ("zeroconf._services.browser", str(package / "_services/browser.py"), "PYMODULE-2")]


def test_build_spec_carries_the_network_libraries():
    source = (ROOT / "build.spec").read_text(encoding="utf-8")
    assert "pure_python(a.binaries, typecode=a.pure[0][2])" in source and 'bundle_stubs" / "ssl.py"' in source
    assert 'collect_submodules("zeroconf")' in source and '"websockets.asyncio.server"' in source
    excludes = source[source.index("excludes=["):source.index("noarchive")]
    for needed in ('"asyncio"', '"http"'):
        assert needed not in excludes, f"{needed} is left out, and the network game needs it"
    assert '"ssl"' in excludes and '"_ssl"' in excludes
    assert "*NETWORK_LEFT_OUT" in excludes and '"pydantic.v1"' in excludes
    assert 'a.pure.append(("urllib.request", str(ROOT / "tools" / "bundle_stubs" / "urllib_request.py")' in source


_CHECK = r"""
import importlib.util, json, sys
left_out = json.loads(sys.argv[1])


class LeftOut:  # the modules build.spec leaves out cannot be imported, as in the bundle
    def find_spec(self, name, path=None, target=None):
        if any(name == m or name.startswith(m + ".") for m in left_out):
            raise ImportError(f"{name} is not in the bundle")


sys.meta_path.insert(0, LeftOut())
stand_in = importlib.util.spec_from_file_location("urllib.request", sys.argv[2])
sys.modules["urllib.request"] = request = importlib.util.module_from_spec(stand_in)
stand_in.loader.exec_module(request)
import ssl
from game import registry
from game.net.client import GuestLink
from game.net.headless import wait_for
from game.net.host import NetTable
from game.net.server import HostServer
from game.protocol import HUMAN, SeatSetup, Setup
from zeroconf import Zeroconf  # noqa (zeroconf's own imports, with this ssl)
info = next(iter(registry.games().values()))  # the first game, its first mode
spec = info.modes[0]
setup = info.validate_setup(Setup(spec.id, tuple(SeatSetup(HUMAN, "P") for _ in range(spec.usual_players)), ()))
table = NetTable(info, setup, 1, tuple(range(spec.usual_players)), code="ABCDEF")
server = HostServer(table, "127.0.0.1", 0)
port = server.start()
link = GuestLink(f"ws://127.0.0.1:{port}", "ABCDEF", "Guest")
link.connect(10)
side = wait_for(link, "welcome", 10)
link.close()
try:
    GuestLink(f"wss://127.0.0.1:{port}", "ABCDEF", "Guest").connect(5)
    tls = "connected"
except NotImplementedError as err:
    tls = str(err)
server.stop()
print(json.dumps({"ssl": ssl.__file__, "seat": side.seat, "tls": tls, "request": sys.modules["urllib.request"].__file__,
                  "loaded": sorted(m for m in sys.modules if any(m == n or m.startswith(n + ".") for n in left_out))}))
"""


def test_websockets_hosts_and_joins_with_the_stand_ins_and_without_what_the_bundle_leaves_out(tmp_path):
    shutil.copy(ROOT / "tools" / "bundle_stubs" / "ssl.py", tmp_path / "ssl.py")
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(tmp_path), str(ROOT)]),
           "CEMPASUCHIL_HOME": str(tmp_path / "home")}
    left_out = [*bundle_filter.NETWORK_LEFT_OUT, *bundle_filter.NETWORK_LEFT_OUT_OFF_WINDOWS, "pydantic.v1",
                "pydantic.experimental", "xmlrpc", "smtplib"]
    out = subprocess.run([sys.executable, "-c", _CHECK, json.dumps(left_out),
                          str(ROOT / "tools" / "bundle_stubs" / "urllib_request.py")],
                         capture_output=True, text=True, timeout=60, env=env, cwd=tmp_path)
    assert out.returncode == 0, out.stderr[-2000:]
    result = json.loads(out.stdout.strip().splitlines()[-1])
    assert Path(result["ssl"]).parent == tmp_path  # the stand-in, not the standard library's
    assert result["seat"] == 0
    assert "not in this build" in result["tls"]
    assert result["loaded"] == ["urllib.request"] and Path(result["request"]) == ROOT / "tools" / "bundle_stubs" / "urllib_request.py"


def test_zeroconf_runs_from_its_sources_alone(tmp_path):
    """What the bundle does (no compiled module): zeroconf imports and builds its records from the .py files."""
    import zeroconf

    copy = tmp_path / "zeroconf"
    shutil.copytree(Path(zeroconf.__file__).parent, copy, ignore=shutil.ignore_patterns("*.so", "*.pyd", "__pycache__"))
    code = ("import zeroconf, zeroconf._dns as d, zeroconf._services.info as i, json; "
            "info = i.ServiceInfo('_x._tcp.local.', 'a._x._tcp.local.', port=1, properties={'k': 'v'}); "
            "print(json.dumps([d.__file__, info.properties[b'k'].decode()]))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60,
                         env={**os.environ, "PYTHONPATH": str(tmp_path)}, cwd=tmp_path)
    assert out.returncode == 0, out.stderr[-2000:]
    where, value = json.loads(out.stdout)
    assert where.endswith("_dns.py") and Path(where).parent == copy and value == "v"


def test_the_unicodedata_stand_in_lets_a_guest_connect_by_host_name(tmp_path):
    """socket.getaddrinfo encodes every host with the "idna" codec, which imports stringprep, which
    imports unicodedata.ucd_3_2_0: the bundle's stand-in has it (an ASCII name never calls it)."""
    shutil.copy(ROOT / "tools" / "bundle_stubs" / "unicodedata.py", tmp_path / "unicodedata.py")
    code = ("import json, socket, unicodedata; socket.getaddrinfo('localhost', 47800); "
            "print(json.dumps([unicodedata.__file__, '127.0.0.1'.encode('idna').decode()]))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60,
                         env={**os.environ, "PYTHONPATH": str(tmp_path)}, cwd=tmp_path)
    assert out.returncode == 0, out.stderr[-2000:]
    where, encoded = json.loads(out.stdout)
    assert Path(where).parent == tmp_path and encoded == "127.0.0.1"
