#!/usr/bin/env python3
"""Times the front end of cicc (the device side's EDG pass) on a .cu file.

`cargo xtask bench incremental` compares our cold check (both sides) with
the real front ends: cudafe++ for the host side (`cudafe-oracle time`) and
the front end of cicc for the device side, which this script measures.
cicc also runs NVVM and the PTX back end, which our check does not do, so
its whole run is not the measure: cicc's own time trace
(`--device-time-trace`, as `nvcc -fdevice-time-trace` passes it) gives the
duration of its "CUDA C++ Front-End" phase.

The steps (device preprocessing, cicc's arguments and environment) are the
ones the oracle plans from `nvcc --dryrun`, read by loading the oracle
script as a module.

usage: cicc_fe_time.py ORACLE FILE.cu [--runs N] [ORACLE-OPTIONS...]
(the oracle's own options, e.g. --flag=-Idir, are passed on to it)
prints: cicc front end on FILE: median S s over N runs (min, max; whole cicc run median W s)
"""
import argparse
import importlib.machinery
import importlib.util
import json
import os
import statistics
import sys


def load_oracle(path):
    loader = importlib.machinery.SourceFileLoader("cudafe_oracle", path)
    spec = importlib.util.spec_from_loader("cudafe_oracle", loader)
    mod = importlib.util.module_from_spec(spec)
    loader.exec_module(mod)
    return mod


def front_end_seconds(trace_path):
    """The total duration of the trace's front-end events, in seconds."""
    with open(trace_path) as f:
        doc = json.load(f)
    events = doc["traceEvents"] if isinstance(doc, dict) else doc
    total = sum(e.get("dur", 0) for e in events
                if e.get("ph") == "X" and e.get("name") == "CUDA C++ Front-End")
    return total / 1e6


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("oracle")
    ap.add_argument("file")
    ap.add_argument("--runs", type=int, default=5)
    args, oracle_options = ap.parse_known_args()

    mod = load_oracle(args.oracle)
    # the oracle's own options, with their defaults
    p = argparse.ArgumentParser()
    mod.add_common(p)
    ns = p.parse_args([args.file] + oracle_options)
    ns.extra = []
    cfg = mod.cfg_for(ns, args.file)
    with mod.Run(cfg) as run:
        steps = run.plan()
        pp = [s for s in steps if s.kind == "device-pp"]
        fe = [s for s in steps if s.kind == "device-fe"]
        if not pp or not fe:
            print("no device step planned", file=sys.stderr)
            return 2
        # cicc reads the module id the host step (cudafe++) writes
        for s in [s for s in steps if s.kind in ("host-pp", "host-fe")] + pp[:1]:
            r = run.exec_step(s)
            if r.rc != 0:
                print("%s failed:\n%s" % (s.kind, r.stderr), file=sys.stderr)
                return 2
        trace = os.path.join(run.tmpdir, "cicc-trace.json")
        argv = list(fe[0].argv) + ["--device-time-trace", trace]
        fe_times, walls = [], []
        for _ in range(args.runs):
            rc, out, err, dt = mod.run_argv(argv, run.srcdir, run.env, cfg.timeout)
            if rc != 0 or not os.path.exists(trace):
                print("cicc failed (exit %s):\n%s" % (rc, err), file=sys.stderr)
                return 2
            fe_times.append(front_end_seconds(trace))
            walls.append(dt)
            os.remove(trace)
    print("cicc front end on %s: median %.3f s over %d runs (min %.3f, max %.3f; "
          "whole cicc run median %.3f s)" % (
              os.path.basename(args.file), statistics.median(fe_times), args.runs,
              min(fe_times), max(fe_times), statistics.median(walls)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
