//! Writing the host file from the preprocessed tokens and a set of edits,
//! with line directives so that the host compiler's messages point into
//! the user's sources.
//!
//! The text is the original token stream (each token on the line it was
//! written on, with a space where the source had whitespace), changed by
//! [`Edits`]: deletions, insertions before or after a token, and
//! replacements that are rendered from sub-ranges (kernel launches,
//! `__managed__` variable uses), so that edits nest.

use base_db::UnitTokenMap;
use preprocessor::PpToken;
use std::collections::BTreeMap;
use std::ops::Range;

/// A replacement of a token range.
#[derive(Debug, Clone)]
pub enum Replace {
    /// Fixed text.
    Text(String),
    /// `callee<<<config>>>(args)` as
    /// `(__cudaPushCallConfiguration(config)) ? (void)0 : callee(args)`.
    Launch {
        callee: Range<usize>,
        config: Range<usize>,
        args: Range<usize>,
        /// Wrap in parentheses (the launch is a sub-expression).
        paren: bool,
    },
    /// A use of a `__managed__` variable: through its pointer, after the
    /// runtime is initialized.
    Managed,
}

/// The changes to the token stream.
#[derive(Debug, Default)]
pub struct Edits {
    before: BTreeMap<usize, Vec<String>>,
    after: BTreeMap<usize, Vec<String>>,
    deleted: Vec<bool>,
    replace: BTreeMap<usize, Vec<(usize, Replace)>>,
}

impl Edits {
    pub fn new(tokens: usize) -> Self {
        Edits {
            deleted: vec![false; tokens],
            ..Default::default()
        }
    }

    pub fn insert_before(&mut self, i: usize, text: impl Into<String>) {
        self.before.entry(i).or_default().push(text.into());
    }

    /// Inserted before the texts already inserted at `i`.
    pub fn insert_before_first(&mut self, i: usize, text: impl Into<String>) {
        self.before.entry(i).or_default().insert(0, text.into());
    }

    pub fn insert_after(&mut self, i: usize, text: impl Into<String>) {
        self.after.entry(i).or_default().push(text.into());
    }

    pub fn delete(&mut self, r: Range<usize>) {
        for i in r {
            if let Some(d) = self.deleted.get_mut(i) {
                *d = true;
            }
        }
    }

    pub fn replace(&mut self, r: Range<usize>, with: Replace) {
        if r.is_empty() {
            return;
        }
        self.replace.entry(r.start).or_default().push((r.end, with));
    }

    pub fn is_deleted(&self, i: usize) -> bool {
        self.deleted.get(i).copied().unwrap_or(false)
    }
}

/// The token stream with its positions.
pub struct Source<'a> {
    pub tokens: &'a [PpToken],
    pub map: &'a UnitTokenMap,
    /// `#pragma` texts before each token index.
    pub pragmas: BTreeMap<usize, Vec<String>>,
}

/// Tracks the line the host compiler believes it is on.
pub struct Writer {
    pub out: String,
    file: Option<String>,
    line: u32,
    at_bol: bool,
    /// The next token needs a directive with the file name.
    need_full: bool,
    /// The next token needs a separating space (something was deleted).
    need_space: bool,
}

impl Default for Writer {
    fn default() -> Self {
        Writer {
            out: String::new(),
            file: None,
            line: 0,
            at_bol: true,
            need_full: true,
            need_space: false,
        }
    }
}

impl Writer {
    /// Raw text (directives, generated code); text with newlines leaves
    /// the line unknown.
    pub fn text(&mut self, s: &str) {
        if s.is_empty() {
            return;
        }
        self.out.push_str(s);
        if s.contains('\n') {
            self.need_full = true;
            self.at_bol = s.ends_with('\n');
        } else {
            self.at_bol = false;
        }
    }

    /// Ends the current line if something is on it.
    pub fn newline(&mut self) {
        if !self.at_bol {
            self.out.push('\n');
            self.at_bol = true;
            self.line += 1;
        }
    }

    /// The next token needs a full line directive (after `#endif`).
    pub fn force_directive(&mut self) {
        self.need_full = true;
    }

    /// Moves to a source position: a line directive when the file or the
    /// line changes.
    fn position(&mut self, file: &str, line: u32, system: bool) {
        let same_file = self.file.as_deref() == Some(file);
        if self.need_full || !same_file {
            self.newline();
            let flag = if system { " 3" } else { "" };
            self.out
                .push_str(&format!("# {line} \"{}\"{flag}\n", escape(file)));
            self.file = Some(file.to_string());
            self.line = line;
            self.need_full = false;
            self.at_bol = true;
        } else if line != self.line {
            self.newline();
            if line != self.line {
                self.out.push_str(&format!("# {line}\n"));
                self.line = line;
            }
        }
    }

    fn token(&mut self, text: &str, file: &str, line: u32, system: bool, space: bool) {
        self.position(file, line, system);
        if !self.at_bol && (space || self.need_space) {
            self.out.push(' ');
        }
        self.out.push_str(text);
        self.at_bol = false;
        self.need_space = false;
        if text.contains('\n') {
            // a raw string or line splice: positions are lost
            self.need_full = true;
        }
    }
}

fn escape(s: &str) -> String {
    s.replace('\\', "\\\\").replace('"', "\\\"")
}

/// Renders tokens `range` into the writer, applying the edits.
pub fn render(src: &Source<'_>, edits: &Edits, range: Range<usize>, w: &mut Writer) {
    let mut i = range.start;
    while i < range.end {
        if let Some(ps) = src.pragmas.get(&i) {
            for p in ps {
                w.newline();
                w.text(&format!("#pragma {p}\n"));
            }
        }
        if let Some(ins) = edits.before.get(&i) {
            // inserted text goes on its token's line
            let (file, line, system) = location(src, i);
            w.position(&file, line, system);
            if !w.at_bol && src.tokens[i].has_leading_space() {
                w.out.push(' ');
            }
            for t in ins {
                w.text(t);
            }
        }
        // the longest replacement starting here
        let rep = edits.replace.get(&i).and_then(|v| {
            v.iter()
                .filter(|(end, _)| *end <= range.end)
                .max_by_key(|(end, _)| *end)
        });
        if let Some((end, rep)) = rep {
            let (file, line, system) = location(src, i);
            let text = replacement_text(src, edits, i..*end, rep);
            // position the replacement on its first token's line
            w.token("", &file, line, system, src.tokens[i].has_leading_space());
            w.text(&text);
            if let Some(ins) = edits.after.get(&(end - 1)) {
                for t in ins {
                    w.text(t);
                }
            }
            i = *end;
            continue;
        }
        if edits.is_deleted(i) {
            w.need_space = true;
        } else {
            let t = &src.tokens[i];
            let (file, line, system) = location(src, i);
            w.token(
                &t.text,
                &file,
                line,
                system,
                t.has_leading_space() || t.is_line_start(),
            );
        }
        if let Some(ins) = edits.after.get(&i) {
            for t in ins {
                w.text(t);
            }
        }
        i += 1;
    }
}

/// Renders a range on one line (inside a replacement).
pub fn render_inline(src: &Source<'_>, edits: &Edits, range: Range<usize>) -> String {
    let mut out = String::new();
    let mut need_space = false;
    let mut i = range.start;
    while i < range.end {
        if let Some(ins) = edits.before.get(&i) {
            for t in ins {
                out.push_str(t);
            }
        }
        let rep = edits.replace.get(&i).and_then(|v| {
            v.iter()
                .filter(|(end, _)| *end <= range.end)
                .max_by_key(|(end, _)| *end)
        });
        if let Some((end, rep)) = rep {
            if !out.is_empty() && src.tokens[i].has_leading_space() {
                out.push(' ');
            }
            out.push_str(&replacement_text(src, edits, i..*end, rep));
            i = *end;
            continue;
        }
        if edits.is_deleted(i) {
            need_space = true;
        } else {
            let t = &src.tokens[i];
            if !out.is_empty()
                && !out.ends_with('\n')
                && (need_space || t.has_leading_space() || t.is_line_start())
            {
                out.push(' ');
            }
            out.push_str(&t.text);
            need_space = false;
        }
        if let Some(ins) = edits.after.get(&i) {
            for t in ins {
                out.push_str(t);
            }
        }
        i += 1;
    }
    out
}

fn replacement_text(src: &Source<'_>, edits: &Edits, range: Range<usize>, rep: &Replace) -> String {
    match rep {
        Replace::Text(t) => t.clone(),
        Replace::Launch {
            callee,
            config,
            args,
            paren,
        } => {
            let text = format!(
                "(__cudaPushCallConfiguration({})) ? (void)0 : {}({})",
                render_inline(src, edits, config.clone()),
                render_inline(src, edits, callee.clone()),
                render_inline(src, edits, args.clone()),
            );
            if *paren { format!("({text})") } else { text }
        }
        Replace::Managed => format!(
            "(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), ({})))",
            render_inline_plain(src, range)
        ),
    }
}

/// The tokens of a range as written (no edits).
pub fn render_inline_plain(src: &Source<'_>, range: Range<usize>) -> String {
    let mut out = String::new();
    for i in range {
        let t = &src.tokens[i];
        if !out.is_empty() && (t.has_leading_space() || t.is_line_start()) {
            out.push(' ');
        }
        out.push_str(&t.text);
    }
    out
}

fn location(src: &Source<'_>, i: usize) -> (String, u32, bool) {
    match src.map.location_of_token(i) {
        Some(l) => (l.file.clone(), l.line, l.system),
        None => (String::new(), 1, false),
    }
}
