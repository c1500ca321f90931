"""The publishing set-up: the GitHub Actions workflows parse and have the shape
GitHub expects (they cannot run here), and every repository address follows the one
in ``_config.yml`` (``sphinx: config: euchre_repository``)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[1]
WORKFLOWS = sorted((ROOT / ".github" / "workflows").glob("*.yml"))

# An action is pinned to a release (v4) or a commit, never to a branch.
_PINNED = re.compile(r"^[\w.-]+/[\w./-]+@(v\d+(\.\d+)*|[0-9a-f]{40})$")


def _load(path: Path) -> dict[Any, Any]:
    document = yaml.safe_load(path.read_text(encoding="utf-8"))
    assert isinstance(document, dict), f"{path.name} is not a mapping"
    return document


def _steps(job: dict[str, Any]) -> list[dict[str, Any]]:
    return list(job.get("steps", []))


def test_there_are_workflows() -> None:
    assert any(path.name == "pages.yml" for path in WORKFLOWS)


@pytest.mark.parametrize("path", WORKFLOWS, ids=lambda p: p.name)
def test_workflow_has_the_shape_github_expects(path: Path) -> None:
    workflow = _load(path)
    # YAML 1.1 reads the key `on` as True.
    triggers = workflow.get("on", workflow.get(True))
    assert workflow.get("name"), f"{path.name}: no name"
    assert triggers, f"{path.name}: no `on:` triggers"
    jobs = workflow.get("jobs")
    assert isinstance(jobs, dict) and jobs, f"{path.name}: no jobs"
    for name, job in jobs.items():
        assert "runs-on" in job, f"{path.name}: job {name} has no runs-on"
        for need in job.get("needs", []):
            assert need in jobs, f"{path.name}: job {name} needs an unknown job {need}"
        steps = _steps(job)
        assert steps, f"{path.name}: job {name} has no steps"
        for step in steps:
            assert ("uses" in step) != ("run" in step), (
                f"{path.name}: job {name}: a step needs exactly one of uses/run: {step}"
            )
            if "uses" in step:
                assert _PINNED.match(step["uses"]), (
                    f"{path.name}: job {name}: pin {step['uses']!r} to a release"
                )


def _job_using(jobs: dict[str, Any], action: str) -> tuple[str, dict[str, Any]]:
    for name, job in jobs.items():
        if any(str(step.get("uses", "")).startswith(action + "@") for step in _steps(job)):
            return name, job
    raise AssertionError(f"no job uses {action}")


def _runs(job: dict[str, Any]) -> str:
    return "\n".join(str(step.get("run", "")) for step in _steps(job))


def test_pages_builds_the_book_with_its_cache_and_deploys_it() -> None:
    jobs = _load(ROOT / ".github" / "workflows" / "pages.yml")["jobs"]
    build_name, build = _job_using(jobs, "actions/upload-pages-artifact")
    assert "make book" in _runs(build)
    upload = next(s for s in _steps(build) if "upload-pages-artifact" in s.get("uses", ""))
    assert upload["with"]["path"] == "_build/html"
    caches = [s for s in _steps(build) if str(s.get("uses", "")).startswith("actions/cache@")]
    assert caches and "_build/.jupyter_cache" in caches[0]["with"]["path"]

    _, deploy = _job_using(jobs, "actions/deploy-pages")
    assert build_name in deploy["needs"]
    assert deploy["permissions"] == {"pages": "write", "id-token": "write"}
    assert deploy["environment"]["name"] == "github-pages"


def test_pages_runs_make_test_before_it_deploys() -> None:
    jobs = _load(ROOT / ".github" / "workflows" / "pages.yml")["jobs"]
    testers = [name for name, job in jobs.items() if re.search(r"make test|\.ci/run", _runs(job))]
    assert testers, "no job runs make test"
    _, deploy = _job_using(jobs, "actions/deploy-pages")
    assert set(testers) <= set(deploy["needs"])


# ----------------------------------------------------------- one repository address


def _repository() -> str:
    config = _load(ROOT / "_config.yml")
    return str(config["sphinx"]["config"]["euchre_repository"]).strip("/")


def test_every_repository_address_follows_euchre_repository() -> None:
    """The theme's buttons take the address from ``euchre_repository`` (the
    euchre_links extension sets it); Jupyter Book still demands its own copy, and the
    package metadata names the repository too: both must say the same."""
    address = f"https://github.com/{_repository()}"
    config = _load(ROOT / "_config.yml")
    assert config["repository"]["url"] == address
    tomllib = pytest.importorskip("tomllib")  # Python 3.11+
    urls = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["urls"]
    for name, url in urls.items():
        assert url == address or url.startswith(address + "/"), f"pyproject {name}: {url}"
