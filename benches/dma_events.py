#!/usr/bin/env python3
"""DMA event throughput of the whole simulator (issue #4, proof 6).

Runs benches/dma/dma_pairs.mlir (100000 rounds of 4 small dma_start and 4
dma_wait on 4 tags: 400000 transfers spread over the 4 main engines) end to
end with `rmlir-sim` (release build: parse, verify, prepare, interpret, time,
copy the data) and prints simulated DMA events per second of CPU time.

An "event" is what the timing model's DMA event loop handles
(`TimingModel::dma_events`): a transfer being accepted by an engine, its
first byte moving (setup over, rates of the engine's channels recomputed),
and its completion (rates recomputed again) -- 3 per transfer. The script
takes the transfer count from the run's `--report` JSON and checks it.
CPU time (user + sys, best of N) is used because the machine is shared.
Goal: at least 10 million events per second.

usage: benches/dma_events.py [RUNS]        (default 3)
"""
import json
import os
import resource
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
KERNEL = os.path.join(ROOT, "benches", "dma", "dma_pairs.mlir")
EVENTS_PER_TRANSFER = 3


def cpu_run(cmd):
    """CPU seconds and stdout of one run."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    out = subprocess.run(cmd, capture_output=True, check=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime), out.stdout


def main():
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    subprocess.run(["cargo", "build", "--release", "--quiet", "--bin", "rmlir-sim"], cwd=ROOT, check=True)
    sim = os.path.join(ROOT, "target", "release", "rmlir-sim")
    with tempfile.TemporaryDirectory() as tmp:
        report = os.path.join(tmp, "report.json")
        times = []
        for _ in range(runs):
            t, out = cpu_run([sim, "-q", "--report", report, KERNEL])
            if out.strip() != b"7":
                sys.exit(f"unexpected output {out!r}")
            times.append(t)
        with open(report) as f:
            rep = json.load(f)
    transfers = sum(r["transfers"] for r in rep["transfers"])
    if transfers != 400000:
        sys.exit(f"expected 400000 transfers, the report says {transfers}")
    events = EVENTS_PER_TRANSFER * transfers
    t = min(times)
    print(f"{transfers} transfers, {events} DMA events, {rep['cycles']} cycles")
    print(f"CPU time (best of {runs}): {t:.3f}s")
    print(f"{events / t / 1e6:.2f} million simulated DMA events per second (goal: at least 10)")


if __name__ == "__main__":
    main()
