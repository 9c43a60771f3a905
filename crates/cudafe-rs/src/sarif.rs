//! `--format=sarif`: the run's diagnostics as one SARIF 2.1.0 log on
//! stdout, valid against the OASIS schema (the test
//! `crates/cudafe-rs/tests/sarif.rs` checks it with the schema vendored in
//! `test-data/sarif/`).
//!
//! Modelled on what cudafe++ writes with its undocumented
//! `--output_mode sarif` (one run, `columnKind` `unicodeCodePoints`, a
//! result per diagnostic with `ruleId` `EC<EDG's internal number>`), minus
//! its defects: cudafe++ leaves out the commas between results, writes
//! levels SARIF does not have (`remark`, `catastrophe`) and crashes on
//! template context notes. Here remarks are `note`s, the context lines
//! (`detected during instantiation of ...`) are `relatedLocations` with a
//! message only, the number cudafe++ displays and the side that reported
//! a diagnostic are in its `properties`, and a run stopped by the error
//! limit says so in `invocations[0].toolExecutionNotifications`.

use crate::controls::Report;
use diagnostics::{Diagnostic, Origin, Severity};
use serde_json::{Value, json};

const SCHEMA: &str = "https://json.schemastore.org/sarif-2.1.0.json";

/// The log of one run of `check`, filled unit by unit.
#[derive(Debug, Default)]
pub struct SarifLog {
    results: Vec<Value>,
    notifications: Vec<Value>,
}

impl SarifLog {
    /// Adds a unit's diagnostics.
    pub fn add(&mut self, main_file: &str, report: &Report) {
        self.results.extend(report.diagnostics.iter().map(result));
        if report.error_limit_reached {
            self.notifications.push(json!({
                "level": "error",
                "message": { "text": crate::check::ERROR_LIMIT_MESSAGE },
                "locations": [{
                    "physicalLocation": { "artifactLocation": { "uri": file_uri(main_file) } }
                }],
            }));
        }
    }

    /// The whole log, given the run's exit code.
    pub fn finish(self, exit_code: i32) -> String {
        let log = json!({
            "$schema": SCHEMA,
            "version": "2.1.0",
            "runs": [{
                "tool": {
                    "driver": {
                        "name": "cudafe-rs",
                        "version": env!("CARGO_PKG_VERSION"),
                        "fullName": "cudafe-rs, a CUDA C++ front end compatible with NVIDIA's cudafe++",
                    }
                },
                "invocations": [{
                    // 4 is a catastrophic stop (error limit, unreadable
                    // file); errors in the code are results, not failures
                    "executionSuccessful": exit_code != 4,
                    "exitCode": exit_code,
                    "toolExecutionNotifications": self.notifications,
                }],
                "columnKind": "unicodeCodePoints",
                "results": self.results,
            }]
        });
        serde_json::to_string_pretty(&log).unwrap_or_default()
    }
}

fn result(d: &Diagnostic) -> Value {
    let level = match d.severity {
        Severity::Remark => "note",
        Severity::Warning => "warning",
        Severity::Error | Severity::Fatal => "error",
    };
    let side = match d.origin {
        Origin::Host => "host",
        Origin::Device => "device",
        Origin::Both => "both",
    };
    let mut r = json!({
        "level": level,
        "message": { "text": d.message },
        "properties": { "side": side },
    });
    if let Some(n) = d.number {
        r["ruleId"] = json!(format!("EC{}", diagnostics::ids::internal_number(n)));
        r["properties"]["number"] = json!(n);
    }
    if d.line > 0 && !d.file.is_empty() {
        let mut region = json!({ "startLine": d.line });
        if d.column > 0 {
            region["startColumn"] = json!(code_point_column(d));
        }
        r["locations"] = json!([{
            "physicalLocation": {
                "artifactLocation": { "uri": file_uri(&d.file) },
                "region": region,
            }
        }]);
    }
    if !d.notes.is_empty() {
        r["relatedLocations"] = Value::Array(
            d.notes
                .iter()
                .enumerate()
                .map(|(i, n)| json!({ "id": i, "message": { "text": n.trim() } }))
                .collect(),
        );
    }
    r
}

/// The 1-based column in code points (our columns count bytes).
fn code_point_column(d: &Diagnostic) -> u32 {
    let byte = d.column.saturating_sub(1) as usize;
    match &d.source_line {
        Some(line) => {
            let within = byte.min(line.len());
            match line.get(..within) {
                Some(before) => (before.chars().count() + (byte - within) + 1) as u32,
                None => d.column,
            }
        }
        None => d.column,
    }
}

/// A file name as a URI reference: relative names stay relative, absolute
/// ones become `file://` URIs; everything but unreserved characters and
/// `/` is percent-encoded.
fn file_uri(path: &str) -> String {
    let mut out = String::new();
    if path.starts_with('/') {
        out.push_str("file://");
    }
    for b in path.bytes() {
        if b.is_ascii_alphanumeric() || matches!(b, b'-' | b'.' | b'_' | b'~' | b'/') {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn uris() {
        assert_eq!(file_uri("k.cu"), "k.cu");
        assert_eq!(file_uri("/tmp/a b/k.cu"), "file:///tmp/a%20b/k.cu");
        assert_eq!(
            file_uri("<cudafe-rs-prelude>/cuda_runtime.h"),
            "%3Ccudafe-rs-prelude%3E/cuda_runtime.h"
        );
    }
}
