//! Preprocess-plus-parse time of one file's host side (`cargo xtask bench
//! parse` runs it on the `.ii` nvcc makes of a file that includes
//! `<cuda_runtime.h>`): the median of 5 runs, each on a fresh database.
//! `bench_parse [check flags] FILE` prints `tokens N, lines N, median T ms,
//! cpu median C ms`: wall time, and the thread's CPU time (Linux), which a
//! machine shared with other work does not inflate as much.
use cudafe_rs::{check, cli::parse_check_args, db::RootDatabase};
use std::time::Instant;

/// The calling thread's CPU time in ns (0 where /proc has no schedstat).
fn cpu_ns() -> u64 {
    std::fs::read_to_string("/proc/thread-self/schedstat")
        .ok()
        .and_then(|s| s.split_whitespace().next()?.parse().ok())
        .unwrap_or(0)
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let args = parse_check_args(&args).expect("flags");
    let path = args.files.first().expect("a file");
    let lines = std::fs::read_to_string(path).map_or(0, |t| t.lines().count());
    let mut times = Vec::new();
    let mut cpu = Vec::new();
    let mut tokens = 0;
    let mut errors = 0;
    // (`CUDAFE_BENCH_RUNS` changes the number of runs, for profiling)
    let n_runs: usize = std::env::var("CUDAFE_BENCH_RUNS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(5)
        .max(1);
    for _ in 0..n_runs {
        let db = RootDatabase::default();
        let options = base_db::CompileOptions::new(&db, check::compile_options(&args));
        let unit = check::load_unit(&db, path, options).expect("readable file");
        let t = Instant::now();
        let c = cpu_ns();
        let mut n = 0;
        let mut e = 0;
        for part in base_db::parts(&db, unit.host) {
            let parse = base_db::parse_part(&db, unit.host, part);
            n += parse.significant as usize;
            e += parse.parse.errors().len();
        }
        times.push(t.elapsed());
        cpu.push(cpu_ns() - c);
        tokens = n;
        errors = e;
    }
    let runs: Vec<String> = times
        .iter()
        .map(|t| format!("{:.1}", t.as_secs_f64() * 1e3))
        .collect();
    times.sort();
    cpu.sort();
    println!(
        "tokens {tokens}, lines {lines}, syntax errors {errors}, median {:.1} ms, cpu median {:.1} ms (runs in order: {} ms)",
        times[times.len() / 2].as_secs_f64() * 1e3,
        cpu[cpu.len() / 2] as f64 / 1e6,
        runs.join(", ")
    );
}
