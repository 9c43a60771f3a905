//! Renders diagnostics exactly as cudafe++ prints them on stderr:
//!
//! ```text
//! k.cu(4): error: a __global__ function must have a void return type
//!   __attribute__((global)) int k() { return 0; }
//!                               ^
//!
//! 1 error detected in the compilation of "k.cu".
//! ```
//!
//! Warnings and remarks carry their number (`warning #20011-D:`, nvcc's
//! `--display_error_number`), errors never; after the first numbered warning
//! a remark tells how to suppress them; the summary line is printed only
//! when there are errors; a run stopped by the error limit ends with
//! `Error limit reached.` and `Compilation terminated.`. Preprocessing
//! errors are printed as gcc prints them, since gcc reports them in nvcc's
//! pipeline.

use crate::{Diagnostic, Severity};
use std::fmt::Write;

#[derive(Debug, Clone)]
pub struct RenderOptions {
    /// The name in the summary line (`--orig_src_file_name`).
    pub main_file_name: String,
    /// `--display_error_number` (what nvcc passes): `#N-D` on warnings and
    /// remarks, and the remark on how to suppress warnings.
    pub display_error_number: bool,
    /// The run stopped at the error limit (a catastrophic error).
    pub error_limit_reached: bool,
    /// Colour the messages printed in gcc's format (the preprocessor's), as
    /// gcc does on a terminal. cudafe++'s own format is never coloured:
    /// build tools parse it.
    pub gcc_color: bool,
}

impl Default for RenderOptions {
    fn default() -> Self {
        RenderOptions {
            main_file_name: String::new(),
            display_error_number: true,
            error_limit_reached: false,
            gcc_color: false,
        }
    }
}

pub fn render_edg(diags: &[Diagnostic], options: &RenderOptions) -> String {
    let mut out = String::new();
    let mut errors = 0;
    let mut remark_printed = false;
    let mut fatal = false;
    // the preprocessor's diagnostics first: gcc runs before the front end
    let (pp, front_end): (Vec<&Diagnostic>, Vec<&Diagnostic>) = diags
        .iter()
        .partition(|d| d.preprocessor && d.severity != Severity::Fatal);
    for d in pp {
        render_gcc(&mut out, d, options.gcc_color);
    }
    for d in front_end {
        if d.severity == Severity::Fatal {
            // gcc's format: `k.cu:2:10: fatal error: MSG`
            gcc_message(
                &mut out,
                (&d.file, d.line, d.column),
                "fatal error",
                &d.message,
                &d.source_line,
                options.gcc_color,
            );
            writeln!(out, "compilation terminated.").unwrap();
            fatal = true;
            continue;
        }
        let number = d.shown_number().filter(|_| options.display_error_number);
        let label = match d.severity {
            Severity::Error | Severity::Fatal => "error",
            Severity::Warning => "warning",
            Severity::Remark => "remark",
        };
        let severity = match number {
            Some(n) => format!("{label} #{n}-D"),
            None => label.to_string(),
        };
        if d.severity == Severity::Error {
            errors += 1;
        }
        if d.end_of_source {
            writeln!(out, "At end of source: {}: {}", severity, d.message).unwrap();
        } else if d.line > 0 {
            writeln!(out, "{}({}): {}: {}", d.file, d.line, severity, d.message).unwrap();
        } else {
            writeln!(out, "{}: {}", capitalize(&severity), d.message).unwrap();
        }
        if let (Some(src), true) = (&d.source_line, d.line > 0 && !d.end_of_source) {
            writeln!(out, "  {src}").unwrap();
            let caret: String = src
                .chars()
                .take(d.column.saturating_sub(1) as usize)
                .map(|c| if c == '\t' { '\t' } else { ' ' })
                .collect();
            writeln!(out, "  {caret}^").unwrap();
        }
        // (the instance context follows the related notes, as EDG prints
        // a diagnostic's sub-messages before where it was detected)
        for r in &d.related {
            let number = r.number.map_or(String::new(), |n| format!(" #{n}-D"));
            if r.line > 0 {
                writeln!(out, "{}({}): note{number}: {}", r.file, r.line, r.message).unwrap();
            } else {
                // (a note on an implicit declaration has no position)
                writeln!(out, "Note{number}: {}", r.message).unwrap();
            }
            if let Some(src) = &r.source_line {
                writeln!(out, "  {src}").unwrap();
                let caret: String = src
                    .chars()
                    .take(r.column.saturating_sub(1) as usize)
                    .map(|c| if c == '\t' { '\t' } else { ' ' })
                    .collect();
                writeln!(out, "  {caret}^").unwrap();
            }
        }
        for note in &d.notes {
            writeln!(out, "          {note}").unwrap();
        }
        out.push('\n');
        // after the first warning with its number (a promoted one too)
        if number.is_some() && (d.severity == Severity::Warning || d.promoted) && !remark_printed {
            out.push_str("Remark: The warnings can be suppressed with \"-diag-suppress <warning-number>\"\n\n");
            remark_printed = true;
        }
    }
    if options.error_limit_reached {
        out.push_str("Error limit reached.\n");
    }
    if errors > 0 && !fatal {
        let plural = if errors == 1 { "error" } else { "errors" };
        writeln!(
            out,
            "{errors} {plural} detected in the compilation of \"{}\".",
            options.main_file_name
        )
        .unwrap();
    }
    if options.error_limit_reached {
        out.push_str("Compilation terminated.\n");
    }
    out
}

/// A preprocessing warning or error as gcc prints it, with its notes.
fn render_gcc(out: &mut String, d: &Diagnostic, color: bool) {
    let label = match d.severity {
        Severity::Warning | Severity::Remark => "warning",
        Severity::Error | Severity::Fatal => "error",
    };
    let at = (d.file.as_str(), d.line, d.column);
    gcc_message(out, at, label, &d.message, &d.source_line, color);
    for r in &d.related {
        let at = (r.file.as_str(), r.line, r.column);
        gcc_message(out, at, "note", &r.message, &r.source_line, color);
    }
}

/// One message in gcc's format (`file:line:col: label: message`, then the
/// source line and the caret), coloured as gcc colours it by default
/// (`GCC_COLORS`' defaults: the place bold, the label red, magenta or cyan
/// and bold, the caret green and bold).
fn gcc_message(
    out: &mut String,
    (file, line, column): (&str, u32, u32),
    label: &str,
    message: &str,
    src: &Option<std::sync::Arc<str>>,
    color: bool,
) {
    let paint = |sgr: &str, text: &str| {
        if color {
            format!("\x1b[{sgr}m\x1b[K{text}\x1b[m\x1b[K")
        } else {
            text.to_string()
        }
    };
    let label_sgr = match label {
        "warning" => "01;35",
        "note" => "01;36",
        _ => "01;31",
    };
    writeln!(
        out,
        "{} {} {message}",
        paint("01", &format!("{file}:{line}:{column}:")),
        paint(label_sgr, &format!("{label}:")),
    )
    .unwrap();
    if let Some(src) = src {
        writeln!(out, "{line:>5} | {src}").unwrap();
        writeln!(out, "      | {}", paint("01;32", &gcc_caret(src, column))).unwrap();
    }
}

/// gcc's caret line: `^` under the column, `~` under the rest of a header
/// name (`"x.h"` or `<x.h>`), which is what its fatal errors point at.
fn gcc_caret(src: &str, column: u32) -> String {
    let start = (column.saturating_sub(1) as usize).min(src.len());
    let mut out: String = src
        .get(..start)
        .unwrap_or("")
        .chars()
        .map(|c| if c == '\t' { '\t' } else { ' ' })
        .collect();
    let rest = src.get(start..).unwrap_or("");
    let close = match rest.chars().next() {
        Some('"') => rest[1..].find('"'),
        Some('<') => rest[1..].find('>'),
        _ => None,
    };
    out.push('^');
    if let Some(end) = close {
        // the rest of the name and its closing delimiter
        out.push_str(&"~".repeat(rest[1..end + 2].chars().count()));
    }
    out
}

fn capitalize(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().collect::<String>() + c.as_str(),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Origin;
    use expect_test::expect;

    fn diag(
        line: u32,
        column: u32,
        severity: Severity,
        number: Option<u32>,
        message: &str,
    ) -> Diagnostic {
        Diagnostic {
            file: "k.cu".into(),
            line,
            column,
            severity,
            number,
            message: message.into(),
            notes: vec![],
            related: vec![],
            source_line: Some("\tint h1() { return d(1); }".into()),
            origin: Origin::Host,
            promoted: false,
            preprocessor: false,
            end_of_source: false,
        }
    }

    /// gcc's colours on its own messages only; cudafe++'s never.
    #[test]
    fn colour_is_for_gcc_format_only() {
        let mut pp = diag(1, 2, Severity::Warning, None, "#warning hi");
        pp.preprocessor = true;
        let fe = diag(3, 20, Severity::Error, None, "an error");
        let options = RenderOptions {
            gcc_color: true,
            ..RenderOptions::default()
        };
        let text = render_edg(&[pp, fe], &options).replace('\x1b', "ESC");
        expect![[r#"
            ESC[01mESC[Kk.cu:1:2:ESC[mESC[K ESC[01;35mESC[Kwarning:ESC[mESC[K #warning hi
                1 | 	int h1() { return d(1); }
                  | ESC[01;32mESC[K	^ESC[mESC[K
            k.cu(3): error: an error
              	int h1() { return d(1); }
              	                  ^

            1 error detected in the compilation of "".
        "#]]
        .assert_eq(&text);
    }

    #[test]
    fn renders_like_cudafe() {
        let diags = vec![
            diag(
                3,
                20,
                Severity::Error,
                None,
                "calling a __device__ function(\"d(int)\") from a __host__ function(\"h1\") is not allowed",
            ),
            diag(4, 2, Severity::Warning, Some(20011), "a warning"),
            diag(5, 2, Severity::Warning, Some(20011), "another warning"),
        ];
        let text = render_edg(
            &diags,
            &RenderOptions {
                main_file_name: "k.cu".into(),
                ..Default::default()
            },
        );
        expect![[r#"
            k.cu(3): error: calling a __device__ function("d(int)") from a __host__ function("h1") is not allowed
              	int h1() { return d(1); }
              	                  ^

            k.cu(4): warning #20011-D: a warning
              	int h1() { return d(1); }
              	^

            Remark: The warnings can be suppressed with "-diag-suppress <warning-number>"

            k.cu(5): warning #20011-D: another warning
              	int h1() { return d(1); }
              	^

            1 error detected in the compilation of "k.cu".
        "#]]
        .assert_eq(&text);
    }

    #[test]
    fn numbers_off_promoted_and_error_limit() {
        let mut promoted = diag(4, 2, Severity::Error, Some(20091), "promoted");
        promoted.promoted = true;
        let diags = vec![
            diag(3, 2, Severity::Warning, Some(20092), "a warning"),
            diag(4, 2, Severity::Error, Some(20048), "a discretionary error"),
            promoted,
            diag(5, 2, Severity::Remark, Some(177), "a remark"),
        ];
        let render = |display_error_number, error_limit_reached| {
            render_edg(
                &diags,
                &RenderOptions {
                    main_file_name: "k.cu".into(),
                    display_error_number,
                    error_limit_reached,
                    gcc_color: false,
                },
            )
            .lines()
            .filter(|l| !l.starts_with("  "))
            .collect::<Vec<_>>()
            .join("\n")
        };
        expect![[r#"
            k.cu(3): warning #20092-D: a warning

            Remark: The warnings can be suppressed with "-diag-suppress <warning-number>"

            k.cu(4): error: a discretionary error

            k.cu(4): error #20091-D: promoted

            k.cu(5): remark #177-D: a remark

            Error limit reached.
            2 errors detected in the compilation of "k.cu".
            Compilation terminated."#]]
        .assert_eq(&render(true, true));
        expect![[r#"
            k.cu(3): warning: a warning

            k.cu(4): error: a discretionary error

            k.cu(4): error: promoted

            k.cu(5): remark: a remark

            2 errors detected in the compilation of "k.cu"."#]]
        .assert_eq(&render(false, false));
    }
}
