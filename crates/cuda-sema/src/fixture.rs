//! Annotated fixtures for the rule modules' tests, in the style of
//! rust-analyzer's `check_diagnostics`: the source of a translation unit
//! with its expected diagnostics written under the lines they belong to,
//!
//! ```text
//! __global__ int k() { return 0; }
//!            //^ error: a __global__ function must have a void return type
//! ```
//!
//! The carets' first column is the diagnostic's column; `//@ error: ...`
//! stands for a diagnostic printed without a position; a diagnostic's
//! notes are written `note: ...` at their own positions, and the further
//! lines of a message follow its first after ` | `. Every diagnostic of
//! the unit (both sides, merged as `check` prints them) must be annotated
//! and every annotation must be reported, in any order. The unit is
//! compiled as nvcc compiles a `.cu` file, with a small stand-in for
//! `cuda_runtime.h` that defines the CUDA keywords as NVIDIA's headers do.

use crate::SemaDb;
use base_db::{CompileOptions, Options, Side, SourceFile, Unit, UnitSide};
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

/// The CUDA keywords as `crt/host_defines.h` defines them for gcc.
const CUDA_H: &str = r#"
#define __annotate__(a) __attribute__((a))
#define __location__(a) __annotate__(a)
#define __host__ __location__(host)
#define __device__ __location__(device)
#define __global__ __location__(global)
#define __shared__ __location__(shared)
#define __constant__ __location__(constant)
#define __managed__ __location__(managed)
#define __grid_constant__ __location__(grid_constant)
#define __launch_bounds__(...) __annotate__(launch_bounds(__VA_ARGS__))
#define __maxnreg__(a) __attribute__((maxnreg(a)))
#define __forceinline__ __inline__ __attribute__((always_inline))
#define __noinline__ __attribute__((noinline))
struct dim3 { unsigned x, y, z; dim3(unsigned a = 1, unsigned b = 1, unsigned c = 1) : x(a), y(b), z(c) {} };
typedef struct CUstream_st *cudaStream_t;
extern "C" int cudaConfigureCall(dim3, dim3, unsigned long = 0, cudaStream_t = 0);
"#;

const CUDA_H_PATH: &str = "/fixture/cuda.h";
const MAIN_PATH: &str = "/fixture/main.cu";

#[salsa::db]
#[derive(Clone, Default)]
struct FixtureDb {
    storage: salsa::Storage<Self>,
    texts: Arc<HashMap<String, Arc<str>>>,
    files: Arc<Mutex<HashMap<String, Option<SourceFile>>>>,
}

#[salsa::db]
impl salsa::Database for FixtureDb {}

#[salsa::db]
impl base_db::SourceDb for FixtureDb {
    fn load_file(&self, path: &str) -> Option<SourceFile> {
        let mut files = self.files.lock().unwrap();
        *files.entry(path.to_string()).or_insert_with(|| {
            let text = self.texts.get(path)?.clone();
            Some(SourceFile::create(
                self,
                path.to_string(),
                text,
                salsa::Durability::LOW,
            ))
        })
    }
}

#[salsa::db]
impl hir::HirDb for FixtureDb {}

#[salsa::db]
impl SemaDb for FixtureDb {}

/// One expected or reported diagnostic: line (0 without a position),
/// column, and `severity: message`.
type Line = (u32, u32, String);

/// The expectations written in `fixture`, and the source without them.
fn expectations(fixture: &str) -> Vec<Line> {
    let mut out = Vec::new();
    let mut last_code_line = 0u32;
    for (n, line) in fixture.lines().enumerate() {
        let trimmed = line.trim_start();
        if let Some(rest) = trimmed.strip_prefix("//@") {
            out.push((0, 0, rest.trim().to_string()));
        } else if let Some(rest) = trimmed.strip_prefix("//")
            && rest.trim_start().starts_with('^')
        {
            let caret = line.find('^').unwrap();
            let text = rest.trim_start().trim_start_matches('^').trim();
            out.push((last_code_line, caret as u32 + 1, text.to_string()));
        } else {
            last_code_line = n as u32 + 1;
        }
    }
    out
}

/// The diagnostics the unit reports, as `(line, column, "severity: message")`.
fn reported(fixture: &str, options: Options) -> Vec<Line> {
    let texts: HashMap<String, Arc<str>> = [
        (CUDA_H_PATH.to_string(), Arc::from(CUDA_H)),
        (MAIN_PATH.to_string(), Arc::from(fixture)),
    ]
    .into_iter()
    .collect();
    let db = FixtureDb {
        texts: Arc::new(texts),
        ..FixtureDb::default()
    };
    let options = CompileOptions::new(&db, options);
    let main = base_db::SourceDb::load_file(&db, MAIN_PATH).unwrap();
    let unit = Unit::new(&db, main, options);
    let host = UnitSide::new(&db, unit, Side::Host);
    let device = UnitSide::new(&db, unit, Side::Device);
    let diags = crate::unit_diagnostics(&db, host, device);
    let notes: Vec<Line> = diags
        .iter()
        .flat_map(|d| &d.related)
        .map(|r| {
            let at = if r.file == MAIN_PATH {
                (r.line, r.column)
            } else {
                (0, 0)
            };
            (at.0, at.1, format!("note: {}", r.message))
        })
        .collect();
    diags
        .into_iter()
        .map(|d| {
            let severity = match d.severity {
                diagnostics::Severity::Remark => "remark",
                diagnostics::Severity::Warning => "warning",
                diagnostics::Severity::Error => "error",
                diagnostics::Severity::Fatal => "fatal error",
            };
            let at = if d.file == MAIN_PATH {
                (d.line, d.column)
            } else {
                (0, 0)
            };
            // a message's further lines joined as the oracle's normalizer does
            let message = d
                .message
                .lines()
                .map(str::trim)
                .collect::<Vec<_>>()
                .join(" | ");
            (at.0, at.1, format!("{severity}: {message}"))
        })
        .chain(notes)
        .collect()
}

/// The options of `nvcc -arch=sm_90 x.cu` with the stand-in header.
pub(crate) fn options() -> Options {
    Options {
        forced_includes: vec![CUDA_H_PATH.to_string()],
        predefined: vec![
            ("__CUDACC__".into(), "1".into()),
            ("__NVCC__".into(), "1".into()),
            ("__GNUC__".into(), "12".into()),
            ("__x86_64__".into(), "1".into()),
        ],
        cplusplus: 201703,
        arch: 90,
        ..Options::default()
    }
}

/// How many diagnostics a unit of this text reports (for tests that
/// measure the cost of a whole check).
pub(crate) fn diagnostic_count(text: &str) -> usize {
    reported(text, options()).len()
}

/// Checks that `fixture` reports exactly its annotated diagnostics.
#[track_caller]
pub(crate) fn check_diagnostics(fixture: &str) {
    check_diagnostics_with(fixture, options())
}

#[track_caller]
pub(crate) fn check_diagnostics_with(fixture: &str, options: Options) {
    let mut expected = expectations(fixture);
    let mut got = reported(fixture, options);
    expected.sort();
    got.sort();
    if expected != got {
        let show = |v: &[Line]| {
            v.iter()
                .map(|(l, c, t)| format!("  {l}:{c}: {t}"))
                .collect::<Vec<_>>()
                .join("\n")
        };
        panic!(
            "diagnostics differ\nexpected:\n{}\nreported:\n{}",
            show(&expected),
            show(&got)
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn annotations_are_read_under_their_lines() {
        let got =
            expectations("int a;\n__global__ int k();\n           //^ error: x\n//@ warning: y\n");
        assert_eq!(
            got,
            vec![
                (2, 14, "error: x".to_string()),
                (0, 0, "warning: y".to_string())
            ]
        );
    }

    #[test]
    fn a_clean_unit_reports_nothing() {
        check_diagnostics(
            r#"
__device__ int twice(int x) { return 2 * x; }
__global__ void k(int *p) { p[0] = twice(p[0]); }
int main() { k<<<1, 1>>>(nullptr); }
"#,
        );
    }
}
