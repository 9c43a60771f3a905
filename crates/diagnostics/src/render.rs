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
//! Warnings carry their number (`warning #20011-D:`); after the first
//! numbered warning a remark tells how to suppress them; the summary line is
//! printed only when there are errors. Preprocessing errors are printed as
//! gcc prints them, since gcc reports them in nvcc's pipeline.

use crate::{Diagnostic, Severity};
use std::fmt::Write;

#[derive(Debug, Clone, Default)]
pub struct RenderOptions {
    /// The name in the summary line (`--orig_src_file_name`).
    pub main_file_name: String,
}

pub fn render_edg(diags: &[Diagnostic], options: &RenderOptions) -> String {
    let mut out = String::new();
    let mut errors = 0;
    let mut remark_printed = false;
    let mut fatal = false;
    for d in diags {
        if d.severity == Severity::Fatal {
            // gcc's format: `k.cu:2:10: fatal error: MSG`
            writeln!(
                out,
                "{}:{}:{}: fatal error: {}",
                d.file, d.line, d.column, d.message
            )
            .unwrap();
            if let Some(src) = &d.source_line {
                writeln!(out, "    {} | {}", d.line, src).unwrap();
            }
            writeln!(out, "compilation terminated.").unwrap();
            fatal = true;
            continue;
        }
        let severity = match (d.severity, d.number) {
            (Severity::Error, _) => "error".to_string(),
            (Severity::Warning, Some(n)) => format!("warning #{n}-D"),
            (Severity::Warning, None) => "warning".to_string(),
            (Severity::Remark, Some(n)) => format!("remark #{n}-D"),
            (Severity::Remark, None) => "remark".to_string(),
            (Severity::Fatal, _) => unreachable!(),
        };
        if d.severity == Severity::Error {
            errors += 1;
        }
        if d.line > 0 {
            writeln!(out, "{}({}): {}: {}", d.file, d.line, severity, d.message).unwrap();
        } else {
            writeln!(out, "{}: {}", capitalize(&severity), d.message).unwrap();
        }
        if let (Some(src), true) = (&d.source_line, d.line > 0) {
            writeln!(out, "  {src}").unwrap();
            let caret: String = src
                .chars()
                .take(d.column.saturating_sub(1) as usize)
                .map(|c| if c == '\t' { '\t' } else { ' ' })
                .collect();
            writeln!(out, "  {caret}^").unwrap();
        }
        for note in &d.notes {
            writeln!(out, "          {note}").unwrap();
        }
        for r in &d.related {
            let number = r.number.map_or(String::new(), |n| format!(" #{n}-D"));
            writeln!(out, "{}({}): note{number}: {}", r.file, r.line, r.message).unwrap();
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
        out.push('\n');
        if d.number.is_some() && d.severity == Severity::Warning && !remark_printed {
            out.push_str("Remark: The warnings can be suppressed with \"-diag-suppress <warning-number>\"\n\n");
            remark_printed = true;
        }
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
        }
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
}
