//! Preprocess-plus-parse of one file without the database, phase by phase
//! (for profiling the syntax layer: `perf record` this example). Includes
//! are read from disk with the `-I`/`-isystem` directories given.
//!
//! With `PP_PARSE_DUMP=FILE`, the tree dump (and errors) is written there.
//!
//! `cargo run --release -p preprocessor --example pp_parse -- [-I DIR]... [-isystem DIR]... [-D NAME[=V]]... FILE [RUNS]`

use std::sync::Arc;

/// The calling thread's CPU time in ns (Linux; 0 elsewhere): the machine
/// is shared, so wall time says little.
fn cpu_ns() -> u64 {
    std::fs::read_to_string("/proc/thread-self/schedstat")
        .ok()
        .and_then(|s| s.split_whitespace().next()?.parse().ok())
        .unwrap_or(0)
}

struct Instant(u64);
impl Instant {
    fn now() -> Instant {
        Instant(cpu_ns())
    }
    fn elapsed(&self) -> u64 {
        cpu_ns() - self.0
    }
}

use preprocessor::{Config, FileId, FileLoader, LoadedFile, preprocess};
use syntax::{SyntaxKind, Token};

struct Disk(u32);

impl FileLoader for Disk {
    fn load(&mut self, path: &str) -> Option<LoadedFile> {
        let text = std::fs::read_to_string(path).ok()?;
        self.0 += 1;
        Some(LoadedFile {
            id: FileId(self.0),
            path: path.into(),
            text: Arc::from(text),
        })
    }
}

fn main() {
    let mut config = Config::default();
    let mut file = None;
    let mut runs = 5usize;
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        match a.as_str() {
            "-I" => config.include_dirs.extend(args.next()),
            "-isystem" => config.system_dirs.extend(args.next()),
            "-D" => {
                let d = args.next().unwrap_or_default();
                let (n, v) = d.split_once('=').unwrap_or((&d, "1"));
                config.defines.push((n.into(), v.into()));
            }
            _ if file.is_none() => file = Some(a),
            _ => runs = a.parse().unwrap_or(5),
        }
    }
    let path = file.expect("a file");
    let text: Arc<str> = Arc::from(std::fs::read_to_string(&path).expect("readable file"));
    let (mut pp_t, mut tok_t, mut parse_t) = (Vec::new(), Vec::new(), Vec::new());
    let mut summary = String::new();
    for _ in 0..runs {
        let t = Instant::now();
        let pp = preprocess(
            LoadedFile {
                id: FileId(0),
                path: path.clone(),
                text: text.clone(),
            },
            &config,
            &mut Disk(0),
        );
        pp_t.push(t.elapsed());
        let t = Instant::now();
        let mut tokens = Vec::with_capacity(pp.tokens.len() * 2);
        for (i, tok) in pp.tokens.iter().enumerate() {
            if i > 0 && tok.is_line_start() {
                tokens.push(Token {
                    kind: SyntaxKind::NEWLINE,
                    text: "\n".into(),
                });
            } else if i > 0 && tok.has_leading_space() {
                tokens.push(Token {
                    kind: SyntaxKind::WHITESPACE,
                    text: " ".into(),
                });
            }
            tokens.push(Token {
                kind: tok.kind,
                text: tok.text.clone(),
            });
        }
        tok_t.push(t.elapsed());
        let t = Instant::now();
        let parse = syntax::parse_tokens(&tokens, &Default::default());
        parse_t.push(t.elapsed());
        if let Ok(dump) = std::env::var("PP_PARSE_DUMP") {
            // the tree and errors, to compare two builds of the parser
            let _ = std::fs::write(dump, parse.debug_dump());
        }
        summary = format!(
            "tokens {}, diagnostics {}, syntax errors {}",
            pp.tokens.len(),
            pp.diagnostics.len(),
            parse.errors().len()
        );
    }
    let median = |v: &mut Vec<u64>| {
        v.sort();
        v[v.len() / 2] as f64 / 1e6
    };
    println!(
        "{summary}; median CPU ms: preprocess {:.1}, tokens {:.1}, parse {:.1}",
        median(&mut pp_t),
        median(&mut tok_t),
        median(&mut parse_t)
    );
}
