#!/usr/bin/env python3
"""Every module a target imports is one it declares in Package.swift.

Reads the manifest with `swift package dump-package`, then each target's sources, and
names every import of a package module the target does not list among its dependencies.
System modules (Foundation, Glibc, Testing, …) are not package modules and pass.
Exits 1 when any import is undeclared.
"""
import json
import pathlib
import re
import subprocess
import sys

root = pathlib.Path(__file__).resolve().parent.parent
manifest = json.loads(
    subprocess.run(
        ["swift", "package", "dump-package"], cwd=root, check=True, capture_output=True, text=True
    ).stdout
)

# Every module a target may name: this package's targets, and the products and modules of
# the packages it depends on (GRDB's GRDBSQLite, swift-argument-parser's ArgumentParser …).
targets = {target["name"]: target for target in manifest["targets"]}


def module(name):
    return name.replace("-", "_")


def declared(target):
    names = set()
    for dependency in target["dependencies"]:
        for kind in ("byName", "target", "product"):
            if kind in dependency:
                names.add(module(dependency[kind][0]))
    return names


package_modules = {module(name) for name in targets}
package_modules |= {
    module(dependency[kind][0])
    for target in manifest["targets"]
    for dependency in target["dependencies"]
    for kind in ("product",)
    if kind in dependency
}
importing = re.compile(r"^\s*(?:@testable\s+)?(?:(?:public|package|internal)\s+)?import\s+(\w+)", re.M)
problems = []
for name, target in sorted(targets.items()):
    if target["type"] == "system":
        continue
    folder = root / (target.get("path") or ("Tests" if target["type"] == "test" else "Sources")) 
    if not target.get("path"):
        folder = folder / name
    allowed = declared(target) | {module(name)}
    for source in sorted(folder.rglob("*.swift")):
        if any(part in (target.get("exclude") or []) for part in source.relative_to(folder).parts):
            continue
        for imported in importing.findall(source.read_text(encoding="utf-8")):
            if imported in package_modules and imported not in allowed:
                problems.append(f"{source.relative_to(root)}: imports {imported}, which {name} does not declare")
for problem in problems:
    print(problem)
if problems:
    sys.exit(1)
print(f"every import is declared ({len(targets)} targets)")
