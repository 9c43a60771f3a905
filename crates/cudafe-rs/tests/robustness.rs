//! Bad input never crashes: prefixes of every test-data file (cut at every
//! line and throughout), random bytes, and pathological inputs all yield
//! diagnostics and a clean result, both through the library and through the
//! binary (exit code 0 or 2).

use cudafe_rs::check;
use cudafe_rs::cli::parse_check_args;
use cudafe_rs::db::RootDatabase;

mod common;

const PATH: &str = "/virtual/robustness/input.cu";

/// One database for many inputs: the file's text is replaced each time, as
/// an editor would, which also exercises incremental recomputation.
struct Harness {
    db: RootDatabase,
    unit: check::LoadedUnit,
}

impl Harness {
    fn new(extra_args: &[&str]) -> Harness {
        let mut db = RootDatabase::default();
        db.set_file_text(PATH, "");
        let mut args: Vec<String> = extra_args.iter().map(|s| s.to_string()).collect();
        args.push(PATH.to_string());
        let args = parse_check_args(&args).unwrap();
        let options = base_db::CompileOptions::new(&db, check::compile_options(&args));
        let unit = check::load_unit(&db, PATH, options).unwrap();
        Harness { db, unit }
    }

    fn check(&mut self, text: &str) -> usize {
        self.db.set_file_text(PATH, text);
        // through the diagnostic controls too (pragmas, error limit)
        check::report(&self.db, &self.unit, &Default::default())
            .diagnostics
            .len()
    }
}

/// Where a file is cut: about 200 line starts and 300 characters at a
/// stride (every line and every character of a small file), so that a long
/// file costs no more than a short one; cuts inside tokens, comments and
/// strings are among them.
fn cut_points(text: &str) -> Vec<usize> {
    let stride = (text.len() / 300).max(1);
    let line_stride = (text.lines().count() / 200).max(1);
    let mut line = 0;
    let mut cuts: Vec<usize> = text
        .char_indices()
        .filter(|&(i, c)| {
            let at_line = c == '\n' && {
                line += 1;
                line % line_stride == 0
            };
            at_line || i % stride == 0
        })
        .map(|(i, _)| i)
        .chain([text.len()])
        .collect();
    cuts.dedup();
    cuts
}

#[test]
fn prefixes_of_every_test_file() {
    // Without the prelude and the system headers, so that each prefix is
    // cheap (an `#include <vector>` stops at a missing-file error); the
    // headers themselves are checked whole by the oracle tests.
    // (one harness, and so one database edited prefix by prefix, per
    // worker: the files are independent)
    let files = common::cu_files("test-data");
    let halves: Vec<&[std::path::PathBuf]> = files.chunks(files.len().div_ceil(2)).collect();
    let counts = common::in_parallel(&halves, |files| {
        let mut h = Harness::new(&[
            "--no-cuda-include",
            "-nostdinc",
            "-D__global__=__attribute__((global))",
            "-D__device__=__attribute__((device))",
            "-D__host__=__attribute__((host))",
        ]);
        let mut count = 0;
        for file in files.iter() {
            let text = String::from_utf8_lossy(&std::fs::read(file).unwrap()).into_owned();
            for i in cut_points(&text) {
                h.check(&text[..i]);
                count += 1;
            }
        }
        count
    });
    let count: usize = counts.iter().sum();
    assert!(count > 1000, "only {count} prefixes checked");
}

fn random_inputs() -> Vec<String> {
    let mut rng = common::Rng(0x9e3779b97f4a7c15);
    let alphabet: &[u8] = b"(){}[]<>;:,.*&=+-!~?#\"'\\/ \n\tabcxyz_019 __global__ template class struct int void return if for";
    let mut out = Vec::new();
    for i in 0..300 {
        let len = (rng.next() % 3000) as usize;
        let bytes: Vec<u8> = if i % 2 == 0 {
            (0..len).map(|_| (rng.next() & 0xff) as u8).collect()
        } else {
            (0..len)
                .map(|_| alphabet[(rng.next() % alphabet.len() as u64) as usize])
                .collect()
        };
        out.push(String::from_utf8_lossy(&bytes).into_owned());
    }
    out
}

#[test]
fn random_bytes() {
    let mut h = Harness::new(&[]);
    for input in random_inputs() {
        h.check(&input);
    }
}

#[test]
fn pathological_inputs() {
    let mut h = Harness::new(&[]);
    let deep_parens = format!("int x = {}1{};", "(".repeat(10_000), ")".repeat(10_000));
    let deep_braces = format!("void f() {}{}", "{".repeat(10_000), "}".repeat(10_000));
    let deep_templates = format!(
        "template <class T> struct A; A{}int{} a;",
        "<A".repeat(5_000),
        ">".repeat(5_000)
    );
    let unterminated = "/* never closed\n__global__ void k() {".to_string();
    let macro_bomb = "#define a(x) x x x x x x x x\n#define b(x) a(a(a(a(a(a(a(a(x))))))))\nint v = b(b(b(1)));\n".to_string();
    let recursive_include = "#include \"/virtual/robustness/input.cu\"\n".to_string();
    let big = "__device__ int f(int x) { return x + 1; }\n".repeat(20_000);
    // many pragmas: unbalanced pops, huge and odd numbers, long lists
    let pragmas = "#pragma nv_diagnostic pop\n#pragma nv_diagnostic push\n#pragma nv_diag_suppress 18446744073709551616, 0x, 099, 1e5, -1, ,,\n#pragma nv_diag_once\n_Pragma(\"nv_diag_error 20091\")\n"
        .repeat(2_000)
        + &format!("#pragma nv_diag_warning {}\n", "20091,".repeat(10_000));
    for input in [
        pragmas,
        deep_parens,
        deep_braces,
        deep_templates,
        unterminated,
        macro_bomb,
        recursive_include,
        big,
    ] {
        h.check(&input);
    }
}

#[test]
fn the_binary_exits_cleanly_on_garbage() {
    let dir = std::env::temp_dir().join(format!("cudafe-rs-robustness-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut rng = common::Rng(42);
    for i in 0..5 {
        let bytes: Vec<u8> = (0..2000).map(|_| (rng.next() & 0xff) as u8).collect();
        let file = dir.join(format!("garbage{i}.cu"));
        std::fs::write(&file, bytes).unwrap();
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_cudafe-rs"))
            .arg("check")
            .arg(&file)
            .output()
            .unwrap();
        let code = out.status.code();
        assert!(
            // 4: stopped at the error limit
            matches!(code, Some(0) | Some(2) | Some(4)),
            "exit {code:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        assert!(!String::from_utf8_lossy(&out.stderr).contains("panicked"));
    }
    std::fs::remove_dir_all(&dir).ok();
}
