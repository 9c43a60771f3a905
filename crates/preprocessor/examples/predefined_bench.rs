//! Measures what the predefined macro table costs per `preprocess` call:
//! a ~200-token file preprocessed 1000 times with the host compiler's
//! predefined macros (`g++ -dM -E -x c++ /dev/null`, or the `#define` lines
//! of the file given as the first argument) passed through `Config::defines`,
//! and through a shared `Config::base_macros` table.
//!
//! `cargo run --release -p preprocessor --example predefined_bench [macros.txt]`

use std::sync::Arc;
use std::time::Instant;

use preprocessor::{Config, FileId, FileLoader, LoadedFile, build_macro_table, preprocess};

struct NoFiles;

impl FileLoader for NoFiles {
    fn load(&mut self, _path: &str) -> Option<LoadedFile> {
        None
    }
}

const SOURCE: &str = r#"
#if defined(__GNUC__) && __GNUC__ >= 4 && defined(__x86_64__)
#define ALIGN(n) __attribute__((aligned(n)))
#else
#define ALIGN(n)
#endif
#define MAX(a, b) ((a) > (b) ? (a) : (b))
typedef __SIZE_TYPE__ size_t;
typedef __INT64_TYPE__ int64_t;
struct ALIGN(16) vec { float x, y, z, w; };
static inline int64_t clamp(int64_t v, int64_t lo, int64_t hi) {
    return v < lo ? lo : MAX(v, hi) == v ? hi : v;
}
int table[__CHAR_BIT__ * sizeof(long)] = { __INT_MAX__ > 0, __LINE__, __COUNTER__ };
size_t sum(const vec *p, size_t n) {
    size_t s = 0;
    for (size_t i = 0; i < n; ++i) s += (size_t)(p[i].x + p[i].y + p[i].z + p[i].w);
    return s + __SIZEOF_POINTER__ + MAX(__SIZEOF_LONG__, __SIZEOF_INT__);
}
"#;

fn predefined_macros() -> Vec<(String, String)> {
    let text = match std::env::args().nth(1) {
        Some(path) => std::fs::read_to_string(path).expect("readable macro file"),
        None => {
            let out = std::process::Command::new("g++")
                .args(["-dM", "-E", "-x", "c++", "/dev/null"])
                .output()
                .expect("g++ runs");
            String::from_utf8(out.stdout).expect("utf-8")
        }
    };
    text.lines()
        .filter_map(|l| l.strip_prefix("#define "))
        .map(|d| {
            // The name ends at the first space, or after `)` when function-like.
            let end = match (d.find('('), d.find(' ')) {
                (Some(p), Some(s)) if p < s => d[p..].find(')').map_or(d.len(), |c| p + c + 1),
                (_, Some(s)) => s,
                _ => d.len(),
            };
            (d[..end].to_string(), d[end..].trim_start().to_string())
        })
        .collect()
}

fn time(label: &str, config: &Config, iterations: u32) {
    let main = LoadedFile {
        id: FileId(0),
        path: "main.cu".into(),
        text: Arc::from(SOURCE),
    };
    let mut tokens = 0;
    let start = Instant::now();
    for _ in 0..iterations {
        let pp = preprocess(main.clone(), config, &mut NoFiles);
        assert!(pp.diagnostics.is_empty(), "{:?}", pp.diagnostics);
        tokens = pp.tokens.len();
    }
    let per_call = start.elapsed() / iterations;
    println!("{label:<32} {per_call:>10.2?} per call ({tokens} output tokens)");
}

fn main() {
    let defines = predefined_macros();
    let iterations = 1000;
    println!(
        "{} predefined macros, {iterations} iterations",
        defines.len()
    );
    let empty = Config::default();
    let with_defines = Config {
        defines: defines.clone(),
        ..Config::default()
    };
    let start = Instant::now();
    let table = Arc::new(build_macro_table(&defines, &[]));
    println!(
        "{:<32} {:>10.2?} once",
        "build_macro_table",
        start.elapsed()
    );
    let with_table = Config {
        base_macros: Some(table.clone()),
        ..Config::default()
    };
    let with_table_and_d = Config {
        base_macros: Some(table),
        defines: vec![
            ("__CUDACC__".into(), "1".into()),
            ("NDEBUG".into(), String::new()),
        ],
        ..Config::default()
    };
    time("no predefined macros", &empty, iterations);
    time("Config::defines", &with_defines, iterations);
    time("Config::base_macros", &with_table, iterations);
    time("Config::base_macros + 2 -D", &with_table_and_d, iterations);
}
