//! `cudafe-rs parse [flags] [--device] [--tree] FILE...`: the syntax errors
//! of a file as cudafe++ prints them (exit code 2 when there are any), and
//! with `--tree` the syntax tree.
//!
//! A `.cu` (or any other source) goes through our preprocessor with the
//! flags of `check`, on the host side unless `--device` is given. A `.ii`
//! or `.i` is taken as already preprocessed, as nvcc hands it to cudafe++:
//! it is parsed as it is, its line markers giving the positions, so that
//! its tree's text is the file's text, byte for byte.

use crate::check::{LoadedUnit, for_each_unit};
use crate::cli::CheckArgs;
use crate::db::RootDatabase;
use diagnostics::{Diagnostic, Origin, RenderOptions, Severity, render_edg};
use syntax::{Parse, SyntaxKind};

/// What `parse` prints besides the errors.
#[derive(Debug, Clone, Copy, Default)]
pub struct ParseFlags {
    /// Parse the device side (`__CUDA_ARCH__` defined).
    pub device: bool,
    /// Print the tree on stdout.
    pub tree: bool,
}

/// Is this file already preprocessed (parsed without our preprocessor)?
pub fn is_preprocessed(path: &str) -> bool {
    path.ends_with(".ii") || path.ends_with(".i")
}

pub fn run(args: &CheckArgs, flags: ParseFlags) -> i32 {
    let (pre, sources): (Vec<String>, Vec<String>) =
        args.files.iter().cloned().partition(|f| is_preprocessed(f));
    let mut exit = 0;
    for path in &pre {
        let code = match crate::db::read_source(path) {
            Ok(Some(text)) => {
                let parse = syntax::parse_preprocessed_text(&text);
                let diags = preprocessed_diagnostics(&text, path, &parse);
                report(path, &parse, &diags, flags, &args.controls)
            }
            Ok(None) => {
                crate::errln!("cudafe-rs: could not open source file \"{path}\"");
                4
            }
            Err(why) => {
                crate::errln!("cudafe-rs: could not open source file \"{path}\": {why}");
                4
            }
        };
        exit = exit.max(code);
    }
    if !sources.is_empty() {
        let args = CheckArgs {
            files: sources,
            ..args.clone()
        };
        let code = for_each_unit(&args, |db, path, unit| {
            let (parse, diags) = unit_syntax_diagnostics(db, unit, flags.device);
            report(path, &parse, &diags, flags, &args.controls)
        });
        exit = exit.max(code);
    }
    exit
}

/// Prints the diagnostics (and the tree); the exit code.
/// The error limit applies as in `check` (100 unless `--error_limit`):
/// a file of garbage gets a hundred errors and "Error limit reached.", not
/// one per token.
fn report(
    path: &str,
    parse: &Parse,
    diags: &[Diagnostic],
    flags: ParseFlags,
    controls: &crate::cli::DiagControls,
) -> i32 {
    if flags.tree {
        crate::out!("{:#?}", parse.syntax_node());
    }
    let (shown, limited) = crate::controls::error_limited(diags, controls.error_limit);
    crate::err!(
        "{}",
        render_edg(
            shown,
            &RenderOptions {
                gcc_color: crate::console::gcc_color_on_stderr(),
                main_file_name: path.to_string(),
                display_error_number: controls.display_error_number,
                error_limit_reached: limited,
            },
        )
    );
    if limited {
        return 4;
    }
    crate::check::exit_code_of(shown.iter().map(|d| d.severity))
}

/// The preprocessing and syntax errors of one side of a unit, positioned
/// in the source files.
pub fn unit_syntax_diagnostics(
    db: &RootDatabase,
    unit: &LoadedUnit,
    device: bool,
) -> (Parse, Vec<Diagnostic>) {
    let us = if device { unit.device } else { unit.host };
    let origin = if device { Origin::Device } else { Origin::Host };
    let pre = base_db::preprocess(db, us);
    let parse = base_db::parse(db, us).clone();
    let pp = &pre.pp;
    let mut diags: Vec<Diagnostic> = pp
        .diagnostics
        .iter()
        .filter(|d| cuda_sema::collect::reported_by_gcc(pp, d))
        .map(|d| cuda_sema::collect::pp_diagnostic(pp, d, origin, 0))
        .collect();
    // a fatal preprocessing error stops the front end before it parses
    if diags.iter().any(|d| d.severity == Severity::Fatal) {
        return (parse, diags);
    }
    let map = base_db::token_map(db, us);
    for e in parse.errors() {
        let Some(loc) = map.location_of_token(e.token_index as usize) else {
            continue;
        };
        diags.push(Diagnostic {
            file: loc.file.clone(),
            line: loc.line,
            column: loc.column,
            severity: Severity::Error,
            number: e.kind.number(),
            message: e.kind.message(),
            notes: Vec::new(),
            source_line: base_db::source_line(db, us, loc.file_id, loc.offset),
            origin,
            promoted: false,
            preprocessor: false,
            end_of_source: false,
            related: Vec::new(),
        });
    }
    (parse, diags)
}

/// The syntax errors of an already-preprocessed text, positioned through
/// its line markers (`# 12 "k.cu"`, `#line 12 "k.cu"`).
pub fn preprocessed_diagnostics(text: &str, path: &str, parse: &Parse) -> Vec<Diagnostic> {
    if parse.errors().is_empty() {
        return Vec::new();
    }
    // the byte offset of every significant token, and the line markers
    let mut starts = Vec::new();
    let mut markers = LineMarkers::default();
    let mut offset = 0usize;
    for t in syntax::lexer::lex_preprocessed(text) {
        if t.kind == SyntaxKind::PP_DIRECTIVE {
            markers.directive(&t.text, offset + t.text.len());
        } else if !t.kind.is_trivia() {
            starts.push(offset);
        }
        offset += t.text.len();
    }
    parse
        .errors()
        .iter()
        .map(|e| {
            let at = starts
                .get(e.token_index as usize)
                .copied()
                .unwrap_or(text.len());
            let (file, line) = markers.presumed(text, at, path);
            let line_start = text[..at].rfind('\n').map_or(0, |i| i + 1);
            Diagnostic {
                file,
                line,
                column: (at - line_start) as u32 + 1,
                severity: Severity::Error,
                number: None,
                message: e.kind.message(),
                notes: Vec::new(),
                source_line: Some(base_db::shared_line(base_db::line_at(text, at))),
                origin: Origin::Host,
                promoted: false,
                preprocessor: false,
                end_of_source: false,
                related: Vec::new(),
            }
        })
        .collect()
}

/// The line markers of a preprocessed file, in order: where the line after
/// each starts, and the file and line it names.
#[derive(Default)]
struct LineMarkers {
    marks: Vec<(usize, String, u32)>,
}

impl LineMarkers {
    /// Records a directive whose text ends at byte `end` (before the
    /// newline that ends its line).
    fn directive(&mut self, text: &str, end: usize) {
        let rest = text.trim_start_matches('#').trim_start();
        let rest = rest.strip_prefix("line").unwrap_or(rest).trim_start();
        let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
        let Ok(line) = digits.parse::<u32>() else {
            return;
        };
        let after = rest[digits.len()..].trim_start();
        let file = after
            .strip_prefix('"')
            .and_then(|f| f.find('"').map(|i| f[..i].to_string()));
        let file = match (file, self.marks.last()) {
            (Some(f), _) => f,
            (None, Some(last)) => last.1.clone(),
            (None, None) => String::new(),
        };
        self.marks.push((end, file, line));
    }

    /// The presumed file and line of a byte offset.
    fn presumed(&self, text: &str, at: usize, path: &str) -> (String, u32) {
        let i = self.marks.partition_point(|m| m.0 <= at);
        match i.checked_sub(1).map(|i| &self.marks[i]) {
            Some((end, file, line)) => {
                // the first newline ends the directive's own line
                let newlines = text[(*end).min(at)..at].matches('\n').count() as u32;
                (file.clone(), (line + newlines).saturating_sub(1))
            }
            None => (
                path.to_string(),
                text[..at].matches('\n').count() as u32 + 1,
            ),
        }
    }
}
