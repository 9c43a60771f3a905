//! The incremental benchmark (`cargo xtask bench incremental` runs it):
//! one database kept warm as the daemon keeps it, a ~3,000-line CUDA file
//! that includes `<cuda_runtime.h>` and the standard library, and 200
//! edits of each kind, timed from the edit to the new diagnostics:
//!
//! - a body edit (a constant inside a kernel),
//! - a body edit that moves every line after it (a line break before the
//!   constant),
//! - an unused local variable added to a host function (a warning),
//! - a signature edit (a parameter type of a device function),
//! - adding a function (at the end of the file);
//!
//! plus the cold check, the peak RSS and the queries each edit re-executes.
//! `bench_incremental --write FILE` writes the generated program instead
//! (`--groups N`: N groups of about 50 lines, 60 by default).
use bench_common::{median_p95, rss_mb};
use cudafe_rs::{check, cli::parse_check_args, db::RootDatabase};
use std::time::{Duration, Instant};

mod bench_common;

const PATH: &str = "/virtual/bench/incremental.cu";
/// Edits of each kind (`--edits N` changes it, for profiling).
static EDITS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(200);
/// Groups of the generated program (`--groups N` changes it: `bench lsp`
/// writes a 30,000-line program with 600).
static GROUPS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(60);

fn groups() -> usize {
    GROUPS.load(std::sync::atomic::Ordering::Relaxed)
}

/// The generated program: `GROUPS` groups of a device helper, a kernel that
/// calls it, a host function that launches the kernel, and some host code
/// using the standard library. Valid CUDA: the real front end accepts it.
fn program() -> String {
    let mut s = String::from(
        "#include <cuda_runtime.h>\n#include <cstdio>\n#include <cstdlib>\n#include <vector>\n\
         #include <algorithm>\n#include <cmath>\n\n",
    );
    for g in 0..groups() {
        s.push_str(&format!(
            r#"// ---- group {g} ----
struct Params{g} {{
    int n;
    float scale;
    float bias;
}};

__device__ float helper{g}(float x, int k /*SIG{g}*/)
{{
    float acc = x;
    for (int i = 0; i < k; ++i) {{
        acc = acc * 0.5f + static_cast<float>(i);
    }}
    return acc;
}}

__host__ __device__ inline float clamp{g}(float v, float lo, float hi)
{{
    return v < lo ? lo : (v > hi ? hi : v);
}}

__global__ void kernel{g}(const float *in, float *out, Params{g} p)
{{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < p.n) {{
        float v = helper{g}(in[i], /*EDIT{g}*/3);
        out[i] = clamp{g}(v * p.scale + p.bias, -1.0f, 1.0f);
    }}
}}

void launch{g}(const float *in, float *out, int n, cudaStream_t stream)
{{
    Params{g} p;
    p.n = n;
    p.scale = 1.5f;
    p.bias = 0.25f;
    dim3 block(256);
    dim3 grid((n + 255) / 256);
    kernel{g}<<<grid, block, 0, stream>>>(in, out, p);
}}

double summarize{g}(const std::vector<float> &values)
{{
    std::vector<float> sorted(values);
    std::sort(sorted.begin(), sorted.end());
    double total = 0.0;
    for (float v : sorted) {{
        total += std::fabs(v);
    }}
    return sorted.empty() ? 0.0 : total / sorted.size();
}}

"#
        ));
    }
    s.push_str(
        "int main()\n{\n    const int n = 1024;\n    float *in = nullptr;\n    float *out = nullptr;\n\
         \x20   cudaMalloc(&in, n * sizeof(float));\n    cudaMalloc(&out, n * sizeof(float));\n",
    );
    for g in 0..groups() {
        s.push_str(&format!("    launch{g}(in, out, n, 0);\n"));
    }
    s.push_str(
        "    cudaDeviceSynchronize();\n    std::vector<float> host(n, 1.0f);\n\
         \x20   std::printf(\"%f\\n\", summarize0(host));\n    cudaFree(in);\n    cudaFree(out);\n\
         \x20   return 0;\n}\n",
    );
    s
}

/// A kind of edit: its `--only` name, its name in the report, the text
/// after edit `i`.
type EditKind<'a> = (&'a str, &'a str, &'a dyn Fn(usize) -> String);

/// Times `EDITS` edits made by `edit(i)` (the text after edit `i`).
fn run_edits(
    db: &mut RootDatabase,
    unit: &check::LoadedUnit,
    edit: &dyn Fn(usize) -> String,
) -> (Duration, Duration) {
    let edits = EDITS.load(std::sync::atomic::Ordering::Relaxed);
    let mut times = Vec::with_capacity(edits);
    for i in 0..edits {
        let text = edit(i);
        let t = Instant::now();
        db.set_file_text(PATH, &text);
        let diags = check::diagnostics(db, unit);
        times.push(t.elapsed());
        if std::env::var_os("CUDAFE_BENCH_RSS").is_some() && i % 25 == 0 {
            eprintln!("edit {i}: RSS {:.0} MB", rss_mb("VmRSS:"));
        }
        assert!(
            diags.iter().all(|d| !d.is_error()),
            "the edited program stays valid: {diags:?}"
        );
    }
    median_p95(times)
}

/// The queries the first edit made by `edit` re-executes, on a database
/// that records them (the timed one does not: recording costs time).
fn count_queries(
    db: &mut RootDatabase,
    unit: &check::LoadedUnit,
    base: &str,
    edit: &dyn Fn(usize) -> String,
) -> usize {
    db.set_file_text(PATH, base);
    check::diagnostics(db, unit);
    db.enable_logging();
    db.enable_validation_logging();
    db.set_file_text(PATH, &edit(0));
    check::diagnostics(db, unit);
    let log = db.take_log();
    let validated = db.take_validated();
    db.disable_logging();
    if std::env::var_os("CUDAFE_BENCH_LOG").is_some() {
        print_by_name("re-executed", &log);
        print_by_name("found valid", &validated);
    }
    log.len()
}

/// Prints how many of `queries` (salsa's debug names) each query has.
fn print_by_name(what: &str, queries: &[String]) {
    let mut counts: std::collections::BTreeMap<&str, usize> = Default::default();
    for l in queries {
        *counts.entry(l.split('(').next().unwrap_or(l)).or_default() += 1;
    }
    let mut counts: Vec<_> = counts.into_iter().collect();
    counts.sort_by_key(|&(_, n)| std::cmp::Reverse(n));
    eprintln!("{} queries {what}:", queries.len());
    for (name, n) in counts {
        eprintln!("{n:6} {name}");
    }
}

fn main() {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    if let Some(i) = args.iter().position(|a| a == "--edits") {
        let n = args[i + 1].parse().expect("--edits N");
        EDITS.store(n, std::sync::atomic::Ordering::Relaxed);
        args.drain(i..i + 2);
    }
    if let Some(i) = args.iter().position(|a| a == "--groups") {
        let n = args[i + 1].parse().expect("--groups N");
        GROUPS.store(n, std::sync::atomic::Ordering::Relaxed);
        args.drain(i..i + 2);
    }
    let mut kinds: Vec<String> = vec![
        "body".into(),
        "line".into(),
        "warning".into(),
        "signature".into(),
        "add".into(),
    ];
    if let Some(i) = args.iter().position(|a| a == "--only") {
        kinds = vec![args[i + 1].clone()];
        args.drain(i..i + 2);
    }
    // (`--no-cold` skips the cold checks, for profiling the edits)
    let skip_cold = args
        .iter()
        .position(|a| a == "--no-cold")
        .map(|i| args.remove(i));
    let base = program();
    if let Some(i) = args.iter().position(|a| a == "--write") {
        std::fs::write(&args[i + 1], &base).expect("write the program");
        return;
    }
    let mut check_args = args.clone();
    check_args.push(PATH.to_string());
    let check_args = parse_check_args(&check_args).expect("flags");
    println!(
        "program: {} lines (generated, see test-data/bench/incremental.cu)",
        base.lines().count()
    );

    // cold: a new database each time
    let mut cold = Vec::new();
    for _ in 0..if skip_cold.is_some() { 0 } else { 3 } {
        let mut db = RootDatabase::default();
        db.set_file_text(PATH, &base);
        let t = Instant::now();
        let options = base_db::CompileOptions::new(&db, check::compile_options(&check_args));
        let unit = check::load_unit(&db, PATH, options).unwrap();
        let diags = check::diagnostics(&db, &unit);
        cold.push(t.elapsed());
        assert!(diags.iter().all(|d| !d.is_error()), "{diags:?}");
    }
    if !cold.is_empty() {
        let (cold_median, _) = median_p95(cold);
        println!(
            "cold check: {:.1} ms (median of 3)",
            cold_median.as_secs_f64() * 1e3
        );
    }

    let body_edit = |i: usize| {
        let g = i % groups();
        base.replace(&format!("/*EDIT{g}*/3"), &format!("/*EDIT{g}*/{}", 4 + i))
    };
    let signature_edit = |i: usize| {
        let g = i % groups();
        let ty = if i.is_multiple_of(2) { "long" } else { "short" };
        base.replace(&format!("int k /*SIG{g}*/"), &format!("{ty} k /*SIG{g}*/"))
    };
    // a line break more or less before the constant: every line after the
    // edit moves, as with typing in the middle of a file
    let line_edit = |i: usize| {
        let g = i % groups();
        let breaks = "\n".repeat(1 + i % 2);
        base.replace(&format!("/*EDIT{g}*/3"), &format!("/*EDIT{g}*/{breaks}3"))
    };
    // a local variable nothing uses (a warning) into a host function
    let warning_edit = |i: usize| {
        let g = i % groups();
        let head = format!("double summarize{g}(const std::vector<float> &values)\n{{");
        base.replace(&head, &format!("{head}\n    int bench_unused = {i};"))
    };
    let add_edit = |i: usize| format!("{base}\nint added{i}(int x) {{ return x * {i}; }}\n");
    let run = |k: &str| kinds.iter().any(|x| x == k);

    // from here on, the daemon: its memory settings (a one-shot run, as the
    // cold checks above, keeps the allocator's defaults) and its own peak
    // RSS, from its first check on (the cold checks' memory is given back,
    // and the peak reset)
    cudafe_rs::daemon_memory();
    cudafe_rs::release_free_memory();
    let _ = std::fs::write("/proc/self/clear_refs", "5");

    // the timed database: as the daemon keeps it (no event callback)
    let kinds: [EditKind; 5] = [
        ("body", "body edit", &body_edit),
        ("line", "body edit moving the lines after it", &line_edit),
        ("warning", "unused local variable added", &warning_edit),
        ("signature", "signature edit", &signature_edit),
        ("add", "add function", &add_edit),
    ];
    let mut timed = Vec::new();
    {
        let mut db = RootDatabase::default();
        db.set_file_text(PATH, &base);
        let options = base_db::CompileOptions::new(&db, check::compile_options(&check_args));
        let unit = check::load_unit(&db, PATH, options).unwrap();
        check::diagnostics(&db, &unit);
        for (kind, name, edit) in kinds {
            if run(kind) {
                // each kind starts from the generated program
                db.set_file_text(PATH, &base);
                timed.push((kind, name, run_edits(&mut db, &unit, edit)));
            }
        }
    }
    let peak = rss_mb("VmHWM:");

    // the queries each kind of edit re-executes, on a database that
    // records them (made after the timed one is gone)
    let mut db = RootDatabase::with_query_log();
    db.set_file_text(PATH, &base);
    let options = base_db::CompileOptions::new(&db, check::compile_options(&check_args));
    let unit = check::load_unit(&db, PATH, options).unwrap();
    for (kind, name, (median, p95)) in timed {
        let (_, _, edit) = kinds.iter().find(|(k, _, _)| *k == kind).expect("a kind");
        let queries = count_queries(&mut db, &unit, &base, edit);
        println!(
            "{name}: median {:.2} ms, p95 {:.2} ms, {queries} queries re-executed",
            median.as_secs_f64() * 1e3,
            p95.as_secs_f64() * 1e3
        );
    }
    println!("peak RSS (daemon: from the first check after the cold ones): {peak:.0} MB");
}
