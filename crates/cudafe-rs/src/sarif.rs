//! `--format=sarif`: the run's diagnostics as one SARIF 2.1.0 log on
//! stdout, valid against the OASIS schema (the test
//! `crates/cudafe-rs/tests/sarif.rs` checks it with the schema vendored in
//! `test-data/sarif/`).
//!
//! Modelled on what cudafe++ writes with its undocumented
//! `--output_mode sarif` (one run, `columnKind` `unicodeCodePoints`, a
//! result per diagnostic), minus its defects. Every result has a `ruleId`:
//! the number users see and control (`20011`, as `-diag-suppress=20011`
//! takes it; cudafe++ wrote EDG's internal `EC3595`, kept as the property
//! `edgRuleId`), or `unnumbered` for the errors whose number the real tool
//! never shows; the driver lists each rule once in `rules`, with the
//! level it has by default and the text of its first result. A file that
//! could not be read is a tool notification, not an empty log. Other
//! defects of cudafe++'s: cudafe++ leaves out the commas between results, writes
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
    /// The rules seen, in order of first use: id, level, first message.
    rules: Vec<(String, &'static str, String)>,
    /// The files that were checked (the others could not be read).
    checked: Vec<String>,
}

impl SarifLog {
    /// Adds a unit's diagnostics.
    pub fn add(&mut self, main_file: &str, report: &Report) {
        self.checked.push(main_file.to_string());
        for d in &report.diagnostics {
            let mut r = result(d);
            let id = rule_id(d);
            let index = match self.rules.iter().position(|(r, _, _)| *r == id) {
                Some(i) => i,
                None => {
                    self.rules.push((id.clone(), level(d), d.message.clone()));
                    self.rules.len() - 1
                }
            };
            r["ruleId"] = json!(id);
            r["ruleIndex"] = json!(index);
            self.results.push(r);
        }
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

    /// Notes the files of the command line that were never checked
    /// (missing or unreadable: their reason went to stderr).
    pub fn unread(&mut self, files: &[String]) {
        for f in files.iter().filter(|f| !self.checked.contains(f)) {
            self.notifications.push(json!({
                "level": "error",
                "message": { "text": format!("could not open source file \"{f}\"") },
                "locations": [{
                    "physicalLocation": { "artifactLocation": { "uri": file_uri(f) } }
                }],
            }));
        }
    }

    /// Notes an error of the command line (nothing was checked).
    pub fn command_line_error(&mut self, message: &str) {
        self.notifications.push(json!({
            "level": "error",
            "message": { "text": format!("command-line error: {message}") },
        }));
    }

    /// The whole log, given the run's exit code.
    pub fn finish(self, exit_code: i32) -> String {
        let rules: Vec<Value> = self
            .rules
            .iter()
            .map(|(id, level, text)| {
                json!({
                    "id": id,
                    "shortDescription": { "text": text },
                    "defaultConfiguration": { "level": level },
                })
            })
            .collect();
        let log = json!({
            "$schema": SCHEMA,
            "version": "2.1.0",
            "runs": [{
                "tool": {
                    "driver": {
                        "name": "cudafe-rs",
                        "version": env!("CARGO_PKG_VERSION"),
                        "fullName": "cudafe-rs, a CUDA C++ front end compatible with NVIDIA's cudafe++",
                        "rules": rules,
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

/// The SARIF level of a diagnostic.
fn level(d: &Diagnostic) -> &'static str {
    match d.severity {
        Severity::Remark => "note",
        Severity::Warning => "warning",
        Severity::Error | Severity::Fatal => "error",
    }
}

/// The rule of a diagnostic: its displayed number, or `unnumbered`.
fn rule_id(d: &Diagnostic) -> String {
    match d.number {
        Some(n) => n.to_string(),
        None => "unnumbered".to_string(),
    }
}

fn result(d: &Diagnostic) -> Value {
    let level = level(d);
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
        r["properties"]["number"] = json!(n);
        r["properties"]["edgRuleId"] = json!(format!("EC{}", diagnostics::ids::internal_number(n)));
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
    // notes with their own position, then the context notes (with the
    // line they name, when they name one)
    let mut related: Vec<Value> = d
        .related
        .iter()
        .map(|n| {
            let mut l = json!({ "message": { "text": n.message } });
            if n.line > 0 && !n.file.is_empty() {
                l["physicalLocation"] = json!({
                    "artifactLocation": { "uri": file_uri(&n.file) },
                    "region": { "startLine": n.line, "startColumn": n.column.max(1) },
                });
            }
            l
        })
        .collect();
    let positioned: Vec<(&str, &str, u32)> = d.note_positions().collect();
    for n in &d.notes {
        let mut l = json!({ "message": { "text": n.trim() } });
        if let Some((_, file, line)) = positioned.iter().find(|(t, _, _)| *t == n.trim()) {
            l["physicalLocation"] = json!({
                "artifactLocation": { "uri": file_uri(file) },
                "region": { "startLine": line },
            });
        }
        related.push(l);
    }
    if !related.is_empty() {
        for (i, l) in related.iter_mut().enumerate() {
            l["id"] = json!(i);
        }
        r["relatedLocations"] = Value::Array(related);
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
