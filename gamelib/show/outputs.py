"""The notebooks as a reader first opens them: run top to bottom, stored with their outputs.

    python -m gamelib.show.outputs                      # every notebook (make notebooks)
    python -m gamelib.show.outputs studies widgets      # some: make notebooks ONLY="studies widgets"

A notebook's cells are written in its jupytext text file (``notebooks/<stem>.py``); its
``.ipynb`` is made from them here: run in a fresh kernel at the class size, then written with
its outputs exactly as JupyterLab writes a notebook, so that opening and saving it changes no
file. JupyterLab records the kernel it starts and the language that kernel reports, Python's
version included (``kernelspec``, ``language_info``): :func:`run` records them from the kernel
that ran the notebook. What a run leaves that a reader without a kernel cannot use is not
stored (:func:`normalise`): a widget's live view (its own picture, ``text/html``, stays; a
widget with no picture, a progress bar, goes), the widget state, the cells' timings.

``make test`` runs every notebook again under nbval and compares each output with the stored
one, so a notebook whose outputs no longer follow its cells or the library fails there, naming
the cell: run ``make notebooks`` (or ``make notebooks ONLY=<stem>``) and commit the result.
"""

from __future__ import annotations

import argparse
import copy
import os
import re
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = ROOT / "notebooks"
INDEX = "index"

WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
#: What the notebooks run under: no progress bars (a stored bar would show a finished run's
#: timing), matplotlib's own backend for a kernel (figures inline), the class size (no FULL).
ENVIRONMENT = {"GAMELIB_PROGRESS": "0"}
UNSET = ("MPLBACKEND", "GAMELIB_FULL")


def kernel_environment() -> None:
    """Set this process's environment (which the kernels inherit) to :data:`ENVIRONMENT`."""
    os.environ.update(ENVIRONMENT)
    for name in UNSET:
        os.environ.pop(name, None)


#: An object's address in a plain-text fallback (a styled table's ``<... Styler at 0x7f...>``,
#: never shown beside its HTML): differs at every run, stored as one fixed text.
ADDRESS = re.compile(r" at 0x[0-9a-f]+>")


def _kept(output):
    """The output as stored: a widget's view dropped (its picture kept), or None for a widget
    that has no picture to show without a kernel."""
    data = output.get("data", {})
    if isinstance(data.get("text/plain"), str):
        data["text/plain"] = ADDRESS.sub(" at 0x...>", data["text/plain"])
    if WIDGET_VIEW not in data:
        return output
    if "text/html" not in data:
        return None
    del data[WIDGET_VIEW]
    return output


def coalesce_streams(outputs: list) -> list:
    """Consecutive prints to the same stream as one output, as a reader sees them (how a
    kernel splits them differs from run to run)."""
    joined: list = []
    for output in outputs:
        last = joined[-1] if joined else None
        if (output.get("output_type") == "stream" and last is not None
                and last.get("output_type") == "stream" and last.get("name") == output.get("name")):
            last["text"] = "".join(last["text"]) + "".join(output["text"])
        else:
            joined.append(output)
    return joined


def kernel_metadata(client) -> dict:
    """What JupyterLab records of a notebook's kernel once it has started, read from the kernel
    that ``client`` (an nbclient client whose kernel is up) runs: its kernelspec and the
    language it reports."""
    spec = client.km.kernel_spec
    info = client.wait_for_reply(client.kc.kernel_info())["content"]["language_info"]
    return {"kernelspec": {"display_name": spec.display_name, "language": spec.language,
                           "name": client.km.kernel_name},
            "language_info": info}


def normalise(nb):
    """The notebook as stored: outputs a reader can see without a kernel, no cell timings, no
    widget state, no object addresses, prints joined. Returns the same notebook, changed."""
    nb.metadata.pop("widgets", None)
    jupytext = nb.metadata.get("jupytext", {})
    jupytext.pop("text_representation", None)
    if not jupytext:
        nb.metadata.pop("jupytext", None)
    for cell in nb.cells:
        cell.metadata.pop("execution", None)
        if cell.cell_type == "code":
            kept = [o for o in map(_kept, cell.outputs) if o is not None]
            cell.outputs = coalesce_streams(kept)
    return nb


def write_pair(nb, stem: Path) -> None:
    """Write a notebook's ``.ipynb`` and its jupytext ``.py`` as JupyterLab's jupytext writes
    them (so a save there rewrites neither). jupytext reads a pair's cells from its text file
    and refuses a pair whose ``.ipynb`` is the newer: the text file is written last."""
    import jupytext
    import nbformat

    nbformat.write(nb, stem.with_suffix(".ipynb"))
    jupytext.write(copy.deepcopy(nb), stem.with_suffix(".py"), fmt="py:percent")


def notebook_stems(only: list[str] | None = None, notebooks: Path = NOTEBOOKS) -> list[str]:
    """The notebooks (by their text files' stems), all or those named; an unknown name is an
    error that lists the notebooks there are."""
    stems = sorted(p.stem for p in notebooks.glob("*.py"))
    unknown = [s for s in only or [] if s not in stems]
    if unknown:
        raise ValueError(f"no notebook {', '.join(unknown)} in {notebooks}; there are: "
                         f"{', '.join(stems)}")
    return list(only) if only else stems


def run(stem: str, notebooks: Path = NOTEBOOKS, timeout: int = 900) -> tuple[float, str, str]:
    """Run one notebook from its text file and write its ``.ipynb`` with the outputs; returns
    (seconds, the slowest cell as words, the error that stopped it or "")."""
    import jupytext
    import nbformat
    from jupytext.combine import combine_inputs_with_outputs
    from nbclient import NotebookClient
    from nbclient.exceptions import CellExecutionError, CellTimeoutError, DeadKernelError

    kernel_environment()
    nb = jupytext.read(notebooks / f"{stem}.py")
    stored = notebooks / f"{stem}.ipynb"
    if stored.exists():  # the cells that did not change keep their ids
        nb = combine_inputs_with_outputs(nb, nbformat.read(stored, as_version=4))
    client = NotebookClient(nb, timeout=timeout, kernel_name="python3",
                            resources={"metadata": {"path": str(notebooks)}},
                            extra_arguments=["--IPKernelApp.log_level=ERROR"])
    cells: list[tuple[float, int]] = []
    start = time.perf_counter()
    error = ""
    with client.setup_kernel():
        nb.metadata.update(kernel_metadata(client))
        for number, cell in enumerate(nb.cells, 1):
            began = time.perf_counter()
            try:
                client.execute_cell(cell, number - 1)
            except (CellExecutionError, CellTimeoutError, DeadKernelError) as failure:
                last = re.sub(r"\x1b\[[0-9;]*m", "", str(failure).strip().splitlines()[-1])
                error = f"cell {number}: {last[:300]}"
                break
            cells.append((time.perf_counter() - began, number))
    seconds = time.perf_counter() - start
    if not error:
        write_pair(normalise(nb), notebooks / stem)
    slowest = max(cells, default=(0.0, 0))
    return seconds, f"slowest cell {slowest[1]}: {slowest[0]:.1f} s", error


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m gamelib.show.outputs",
                                     description=__doc__.split("\n\n")[0])
    parser.add_argument("stems", nargs="*", metavar="STEM",
                        help="only these notebooks (file names without .py)")
    parser.add_argument("--jobs", type=int, default=2, help="notebooks run at once (default 2)")
    args = parser.parse_args(argv)
    try:
        stems = notebook_stems(args.stems)
    except ValueError as error:
        print(error, file=sys.stderr)
        return 2
    failed = []

    def report(stem: str, seconds: float, slowest: str, error: str) -> None:
        print(f"{stem:<36} {seconds:6.1f} s  {slowest}"
              + (f"  FAILED at {error}; its .ipynb is left as it was" if error else ""),
              flush=True)
        if error:
            failed.append(stem)

    # The index lists what the others say of themselves as they are stored: it runs last.
    others = [s for s in stems if s != INDEX]
    with ProcessPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        for stem, result in zip(others, pool.map(run, others)):
            report(stem, *result)
    if INDEX in stems:
        report(INDEX, *run(INDEX))
    if failed:
        print(f"{len(failed)} of {len(stems)} notebooks did not run to the end: "
              f"{', '.join(failed)}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
