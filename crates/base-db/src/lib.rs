//! The salsa inputs of cudafe-rs and the first two phases as queries:
//! preprocessing and parsing of a translation unit, once per side (host and
//! device, as nvcc runs the front end twice).
//!
//! This crate knows nothing of the file system: the database that embeds it
//! implements [`SourceDb::load_file`] (the driver reads disk and serves the
//! built-in prelude; tests serve strings).

mod options;
mod pragmas;
mod source_map;

pub use options::{CompileOptions, Options, Side};
pub use pragmas::{
    DiagAction, DiagPragma, DiagPragmaKind, ListEntry, TokenLines, diag_pragmas, parse_integer,
    parse_pragma, token_lines,
};
pub use source_map::{FileLocation, TokenMap};

use std::sync::Arc;
use syntax::{Parse, SyntaxKind, parser::Token};

/// One source file: its path (as the preprocessor composed it) and text.
#[salsa::input(debug)]
pub struct SourceFile {
    #[returns(ref)]
    pub path: String,
    #[returns(ref)]
    pub text: Arc<str>,
}

/// A translation unit: a main file and the options it is compiled with.
#[salsa::input(debug)]
pub struct Unit {
    #[returns(copy)]
    pub main: SourceFile,
    #[returns(copy)]
    pub options: CompileOptions,
}

/// A translation unit seen from one side (host or device).
#[salsa::input(debug)]
pub struct UnitSide {
    #[returns(copy)]
    pub unit: Unit,
    #[returns(copy)]
    pub side: Side,
}

/// The database the front end's queries run on.
#[salsa::db]
pub trait SourceDb: salsa::Database {
    /// The file at `path`, if it exists. Creates its input on first use.
    fn load_file(&self, path: &str) -> Option<SourceFile>;
}

/// The output of preprocessing, shared by the later phases.
#[derive(Debug)]
pub struct PreprocessedUnit {
    pub pp: preprocessor::Preprocessed,
    /// The salsa input of each loaded file, by `FileId` index.
    pub files: Vec<SourceFile>,
}

impl PartialEq for PreprocessedUnit {
    fn eq(&self, other: &Self) -> bool {
        // Equal token streams and diagnostics give equal later phases.
        self.pp.tokens == other.pp.tokens
            && self.pp.diagnostics == other.pp.diagnostics
            && self.pp.pragmas == other.pp.pragmas
            && self.files == other.files
    }
}
impl Eq for PreprocessedUnit {}

struct DbLoader<'a> {
    db: &'a dyn SourceDb,
    files: Vec<SourceFile>,
}

impl preprocessor::FileLoader for DbLoader<'_> {
    fn load(&mut self, path: &str) -> Option<preprocessor::LoadedFile> {
        let file = self.db.load_file(path)?;
        let id = match self.files.iter().position(|f| *f == file) {
            Some(i) => i,
            None => {
                self.files.push(file);
                self.files.len() - 1
            }
        };
        Some(preprocessor::LoadedFile {
            id: preprocessor::FileId(id as u32),
            path: file.path(self.db).clone(),
            text: file.text(self.db).clone(),
        })
    }
}

/// The predefined macros of one side (the host compiler's, nvcc's, the
/// command line's), parsed once and shared by every preprocessing of the
/// unit: depends on the options only, never on the files.
#[salsa::tracked(returns(ref), no_eq)]
pub fn macro_table(db: &dyn SourceDb, us: UnitSide) -> Arc<preprocessor::MacroTable> {
    let options = us.unit(db).options(db).options(db);
    let (defines, undefs) = options::predefined_macros(options, us.side(db));
    Arc::new(preprocessor::build_macro_table(&defines, &undefs))
}

/// Preprocesses one side of a translation unit.
#[salsa::tracked(returns(ref))]
pub fn preprocess(db: &dyn SourceDb, us: UnitSide) -> Arc<PreprocessedUnit> {
    let unit = us.unit(db);
    let main = unit.main(db);
    let options = unit.options(db).options(db);
    let mut config = options::preprocessor_config(options);
    config.base_macros = Some(macro_table(db, us).clone());
    let mut loader = DbLoader {
        db,
        files: vec![main],
    };
    let main_file = preprocessor::LoadedFile {
        id: preprocessor::FileId(0),
        path: main.path(db).clone(),
        text: main.text(db).clone(),
    };
    let pp = preprocessor::preprocess(main_file, &config, &mut loader);
    Arc::new(PreprocessedUnit {
        pp,
        files: loader.files,
    })
}

/// The syntax tree of one side of a translation unit, parsed from the
/// preprocessed tokens (with whitespace re-created between them, so that
/// the tree's text is the preprocessed text).
#[salsa::tracked(returns(ref))]
pub fn parse(db: &dyn SourceDb, us: UnitSide) -> Parse {
    let pre = preprocess(db, us);
    let tokens = tree_tokens(&pre.pp.tokens);
    syntax::parse_tokens(&tokens, &syntax::parser::ParseConfig::default())
}

/// The tree's tokens: significant tokens with single-space or newline
/// trivia where the preprocessor saw whitespace.
pub fn tree_tokens(pp_tokens: &[preprocessor::PpToken]) -> Vec<Token> {
    let mut out = Vec::with_capacity(pp_tokens.len() * 2);
    for (i, t) in pp_tokens.iter().enumerate() {
        if i > 0 {
            if t.is_line_start() {
                out.push(Token {
                    kind: SyntaxKind::NEWLINE,
                    text: "\n".into(),
                });
            } else if t.has_leading_space() {
                out.push(Token {
                    kind: SyntaxKind::WHITESPACE,
                    text: " ".into(),
                });
            }
        }
        out.push(Token {
            kind: t.kind,
            text: t.text.clone(),
        });
    }
    out
}

/// Maps tree offsets back to files and lines for one side of a unit.
#[salsa::tracked(returns(ref))]
pub fn token_map(db: &dyn SourceDb, us: UnitSide) -> Arc<TokenMap> {
    let pre = preprocess(db, us);
    Arc::new(TokenMap::new(&pre.pp))
}
