"""The data files' loader: libyaml's parser where the wheel has it, with the same results and the
same kind of message (file, line, reason) as the pure-Python one."""
from pathlib import Path

import pytest
import yaml

from game.datafiles import DataError
from game.rules.strict import load_yaml

ROOT = Path(__file__).resolve().parent.parent


def test_the_c_loader_reads_every_data_file_as_the_python_one_does():
    if not hasattr(yaml, "CSafeLoader"):
        pytest.skip("this PyYAML has no libyaml")
    files = sorted((ROOT / "data").rglob("*.yaml"))
    assert files
    for path in files:
        text = path.read_text(encoding="utf-8")
        assert yaml.load(text, Loader=yaml.CSafeLoader) == yaml.load(text, Loader=yaml.SafeLoader), path


@pytest.mark.parametrize("text", ["a: [1, 2\n", "a: 1\n  b: 2\n", "a:\n\t- 1\n"])
def test_a_syntax_error_names_its_line(tmp_path, text):
    from pydantic import BaseModel

    class Doc(BaseModel):
        a: int

    bad = tmp_path / "bad.yaml"
    bad.write_text(text, encoding="utf-8")
    with pytest.raises(DataError) as err:
        load_yaml(bad, Doc)
    assert err.value.path == str(bad) and err.value.key.startswith("line 2, column ")
    assert err.value.reason.startswith("not valid YAML: ")
