//! `cudafe-rs preprocess [--device] FILE`: the preprocessed text, in the
//! style of `gcc -E` (GCC line markers where the source position jumps).

use crate::check::for_each_unit;
use crate::cli::CheckArgs;
use std::fmt::Write;

pub fn run(args: &CheckArgs, device: bool) -> i32 {
    for_each_unit(args, |db, _, unit| {
        let us = if device { unit.device } else { unit.host };
        let pre = base_db::preprocess(db, us);
        crate::out!("{}", render(&pre.pp));
        for d in &pre.pp.diagnostics {
            let (file, line) = pre.pp.presumed(d.file, d.offset);
            crate::errln!("{file}:{line}: {:?}: {}", d.severity, d.message);
        }
        crate::check::preprocessor_exit_code(&pre.pp)
    })
}

/// Tokens separated as the source separated them, with a line marker
/// whenever the presumed file changes or the line jumps.
pub fn render(pp: &preprocessor::Preprocessed) -> String {
    let mut out = String::new();
    let mut cur_file = String::new();
    let mut cur_line = 0u32;
    for (i, t) in pp.tokens.iter().enumerate() {
        let (file, line) = pp.presumed(t.file, t.offset);
        if i == 0 || t.is_line_start() {
            if file != cur_file || line < cur_line || line > cur_line + 8 {
                if i > 0 {
                    out.push('\n');
                }
                writeln!(out, "# {line} \"{file}\"").unwrap();
                cur_file = file;
            } else {
                while cur_line < line {
                    out.push('\n');
                    cur_line += 1;
                }
            }
            cur_line = line;
        } else if t.has_leading_space() {
            out.push(' ');
        }
        out.push_str(&t.text);
    }
    out.push('\n');
    out
}
