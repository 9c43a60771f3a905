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
    DiagAction, DiagPragma, DiagPragmaKind, ListEntry, TokenLines, UnitPragma, diag_pragmas,
    parse_integer, parse_pragma, token_lines, unit_pragmas,
};
pub use source_map::{FileLocation, TokenMap, UnitTokenMap};

use salsa::Setter;
use std::sync::Arc;
use syntax::{Parse, parser::Token};

/// One source file: its path (as the preprocessor composed it), its text,
/// and its head (the text up to [`preprocessor::preamble_end`]: the leading
/// directive lines a main file's preamble is made of).
///
/// The head is a field of its own, set only when it changes and with a
/// higher durability than the text of a file being edited, so that an edit
/// below the preamble leaves every query that reads only the preamble
/// verified at once (salsa skips queries whose inputs are all of a
/// durability that did not change). [`SourceFile::create`] and
/// [`SourceFile::update`] keep the two fields consistent.
#[salsa::input(debug)]
pub struct SourceFile {
    #[returns(ref)]
    pub path: String,
    #[returns(ref)]
    pub text: Arc<str>,
    #[returns(ref)]
    pub head: Arc<str>,
}

/// The head of `text` (see [`SourceFile`]).
pub fn file_head(text: &str) -> Arc<str> {
    Arc::from(&text[..preprocessor::preamble_end(text) as usize])
}

impl SourceFile {
    /// A new file input: the path never changes (durability HIGH), the
    /// text has `durability`, the head at least MEDIUM.
    pub fn create(
        db: &dyn salsa::Database,
        path: String,
        text: Arc<str>,
        durability: salsa::Durability,
    ) -> SourceFile {
        let head = file_head(&text);
        SourceFile::builder(path, text, head)
            .path_durability(salsa::Durability::HIGH)
            .text_durability(durability)
            .head_durability(durability.max(salsa::Durability::MEDIUM))
            .new(db)
    }

    /// Sets the text (with `durability`) and, when it changed, the head.
    pub fn update(
        self,
        db: &mut dyn salsa::Database,
        text: Arc<str>,
        durability: salsa::Durability,
    ) {
        let head = file_head(&text);
        if *self.head(db) != head {
            self.set_head(db)
                .with_durability(durability.max(salsa::Durability::MEDIUM))
                .to(head);
        }
        self.set_text(db).with_durability(durability).to(text);
    }
}

/// A translation unit: a main file and the options it is compiled with.
/// Its fields change rarely (durability HIGH): see [`Unit::new`].
#[salsa::input(debug, constructor = new_input)]
pub struct Unit {
    #[returns(copy)]
    pub main: SourceFile,
    #[returns(copy)]
    pub options: CompileOptions,
}

impl Unit {
    pub fn new(db: &dyn salsa::Database, main: SourceFile, options: CompileOptions) -> Unit {
        Unit::builder(main, options)
            .durability(salsa::Durability::HIGH)
            .new(db)
    }
}

/// A translation unit seen from one side (host or device), whole or as
/// its preamble alone (see [`View`]).
///
/// Interned and immortal, so that reading it records no dependency (a
/// query's durability is that of its inputs).
#[salsa::interned(unsafe(no_lifetime), debug, revisions = usize::MAX, constructor = new_view)]
pub struct UnitSide {
    #[returns(copy)]
    pub unit: Unit,
    #[returns(copy)]
    pub side: Side,
    #[returns(copy)]
    pub view: View,
}

/// What of a side's text a [`UnitSide`] designates.
///
/// The definitions of the preamble (the headers' inline functions: some
/// thousands in a CUDA unit) are checked in the preamble's view: their
/// lookups see the preamble's declarations only, as C++'s do at the point
/// of definition, so their checks depend on nothing below the preamble and
/// an edit there does not even verify them one by one (see
/// `docs/architecture.md`, "Preamble and body").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum View {
    Whole,
    Preamble,
}

impl UnitSide {
    /// The whole side of a unit.
    pub fn new(db: &dyn salsa::Database, unit: Unit, side: Side) -> UnitSide {
        UnitSide::new_view(db, unit, side, View::Whole)
    }

    /// The whole side this one is a view of (itself when whole).
    pub fn whole(self, db: &dyn salsa::Database) -> UnitSide {
        match self.view(db) {
            View::Whole => self,
            View::Preamble => UnitSide::new_view(db, self.unit(db), self.side(db), View::Whole),
        }
    }

    /// The preamble's view of this side.
    pub fn preamble_view(self, db: &dyn salsa::Database) -> UnitSide {
        UnitSide::new_view(db, self.unit(db), self.side(db), View::Preamble)
    }

    pub fn is_preamble_view(self, db: &dyn salsa::Database) -> bool {
        self.view(db) == View::Preamble
    }
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

/// Preprocesses one side of a translation unit in one run (what tools
/// that print the whole token stream use; the checks go through the parts,
/// see [`Part`]).
#[salsa::tracked(returns(ref))]
pub fn preprocess(db: &dyn SourceDb, us: UnitSide) -> Arc<PreprocessedUnit> {
    let main = us.unit(db).main(db);
    let config = side_config(db, us);
    let main_file = loaded_main(db, main.text(db).clone(), main);
    let mut loader = DbLoader {
        db,
        files: vec![main],
    };
    let pp = preprocessor::preprocess(main_file, &config, &mut loader);
    Arc::new(PreprocessedUnit {
        pp,
        files: loader.files,
    })
}

fn side_config(db: &dyn SourceDb, us: UnitSide) -> preprocessor::Config {
    let options = us.unit(db).options(db).options(db);
    let mut config = options::preprocessor_config(options);
    config.base_macros = Some(macro_table(db, us).clone());
    if is_preprocessed(db, us) {
        config.preprocessed = true;
        config.forced_includes.clear();
    }
    config
}

/// Whether the unit's main file is already preprocessed: a `.ii` or `.i`,
/// which gcc reads with `-fpreprocessed` (no macro expansion, no forced
/// includes), as nvcc hands it to cudafe++.
pub fn is_preprocessed(db: &dyn SourceDb, us: UnitSide) -> bool {
    let path = us.unit(db).main(db).path(db);
    path.ends_with(".ii") || path.ends_with(".i")
}

fn loaded_main(db: &dyn SourceDb, text: Arc<str>, main: SourceFile) -> preprocessor::LoadedFile {
    preprocessor::LoadedFile {
        id: preprocessor::FileId(0),
        path: main.path(db).clone(),
        text,
    }
}

/// A side of a unit is processed in two parts: the preamble (the forced
/// includes and the main file's leading directive lines, with everything
/// they include: nearly all of a CUDA translation unit) and the body (the
/// rest of the main file), which continues from the macros and names the
/// preamble leaves. An edit below the preamble redoes only the body.
/// Without a preamble, the body is the whole unit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Part {
    Preamble,
    Body,
}

/// One part of one side of a unit: the key of the per-part queries, always
/// with the whole side (a view shares the whole side's parts).
#[salsa::interned(debug, revisions = usize::MAX)]
pub struct UnitPart<'db> {
    #[returns(copy)]
    pub us: UnitSide,
    #[returns(copy)]
    pub part: Part,
}

/// Where the main file's preamble ends (0: no preamble).
pub fn preamble_end(db: &dyn SourceDb, us: UnitSide) -> u32 {
    us.unit(db).main(db).head(db).len() as u32
}

/// The parts a side (or view) is made of, in order.
pub fn parts(db: &dyn SourceDb, us: UnitSide) -> &'static [Part] {
    match us.view(db) {
        View::Whole => &[Part::Preamble, Part::Body],
        View::Preamble => &[Part::Preamble],
    }
}

/// Whether the side has a preamble: leading directive lines in the main
/// file, or forced includes (the CUDA runtime header among them).
#[salsa::tracked(returns(copy))]
pub fn has_preamble(db: &dyn SourceDb, us: UnitSide) -> bool {
    preamble_end(db, us) > 0
        || !is_preprocessed(db, us)
            && !us
                .unit(db)
                .options(db)
                .options(db)
                .forced_includes
                .is_empty()
}

/// The main file's preamble text: its own input field (see [`SourceFile`]),
/// so that the preamble's queries do not even read the rest of the file.
fn preamble_text(db: &dyn SourceDb, us: UnitSide) -> &Arc<str> {
    us.unit(db).main(db).head(db)
}

/// One part of one side, preprocessed.
#[derive(Debug)]
pub struct PartPreprocessed {
    pub unit: PreprocessedUnit,
    /// The state the preamble leaves for the body.
    state: Option<preprocessor::PpState>,
}

/// Preprocesses one part of one side (see [`Part`]).
#[salsa::tracked(returns(ref), no_eq)]
fn preprocess_unit_part<'db>(db: &'db dyn SourceDb, key: UnitPart<'db>) -> Arc<PartPreprocessed> {
    let (us, part) = (key.us(db), key.part(db));
    let main = us.unit(db).main(db);
    let mut loader = DbLoader {
        db,
        files: vec![main],
    };
    let has_preamble = has_preamble(db, us);
    let (pp, state) = match (part, has_preamble) {
        (Part::Preamble, false) => (preprocessor::Preprocessed::default(), None),
        (Part::Preamble, true) => {
            let main_file = loaded_main(db, preamble_text(db, us).clone(), main);
            let (pp, state) =
                preprocessor::preprocess_exporting(main_file, &side_config(db, us), &mut loader);
            (pp, Some(state))
        }
        (Part::Body, false) => {
            let main_file = loaded_main(db, main.text(db).clone(), main);
            let pp = preprocessor::preprocess(main_file, &side_config(db, us), &mut loader);
            (pp, None)
        }
        (Part::Body, true) => {
            let preamble = preprocess_part(db, us, Part::Preamble);
            if preamble.unit.pp.has_fatal() {
                // a fatal error stops preprocessing where it happens
                return Arc::new(PartPreprocessed {
                    unit: PreprocessedUnit {
                        pp: preprocessor::Preprocessed::default(),
                        files: loader.files,
                    },
                    state: None,
                });
            }
            let state = preamble
                .state
                .as_ref()
                .expect("a preamble leaves its state");
            let options = us.unit(db).options(db).options(db);
            let config = preprocessor::Config {
                base_macros: Some(state.macros.clone()),
                forced_includes: Vec::new(),
                preprocessed: is_preprocessed(db, us),
                ..options::preprocessor_config(options)
            };
            let main_file = loaded_main(db, main.text(db).clone(), main);
            let start = preamble_end(db, us);
            let pp = preprocessor::preprocess_from(main_file, start, state, &config, &mut loader);
            (pp, None)
        }
    };
    Arc::new(PartPreprocessed {
        unit: PreprocessedUnit {
            pp,
            files: loader.files,
        },
        state,
    })
}

/// Preprocesses one part of one side (see [`Part`]).
pub fn preprocess_part(db: &dyn SourceDb, us: UnitSide, part: Part) -> &Arc<PartPreprocessed> {
    preprocess_unit_part(db, UnitPart::new(db, us.whole(db), part))
}

/// One part of one side, parsed.
#[derive(Debug)]
pub struct PartParse {
    pub parse: Parse,
    /// The names known at the end, for the part after it.
    names: syntax::NameState,
    /// The number of non-trivia tokens (the preprocessor's output tokens).
    pub significant: u32,
}

/// Parses one part of one side; the body continues from the preamble's names.
pub fn parse_part(db: &dyn SourceDb, us: UnitSide, part: Part) -> &Arc<PartParse> {
    parse_unit_part(db, UnitPart::new(db, us.whole(db), part))
}

#[salsa::tracked(returns(ref), no_eq)]
fn parse_unit_part<'db>(db: &'db dyn SourceDb, key: UnitPart<'db>) -> Arc<PartParse> {
    let (us, part) = (key.us(db), key.part(db));
    let pre = preprocess_part(db, us, part);
    let continues = continues_preamble(db, us, part);
    let start = match part {
        Part::Body if has_preamble(db, us) => Some(&parse_part(db, us, Part::Preamble).names),
        _ => None,
    };
    let config = syntax::parser::ParseConfig::default();
    let tokens = pre.unit.pp.tokens.iter().enumerate();
    let (parse, names) = syntax::parse_spaced_from(
        tokens.map(|(i, t)| (t.kind, t.text.as_str(), t.spacing(i > 0 || continues))),
        &config,
        start,
    );
    Arc::new(PartParse {
        parse,
        names,
        significant: pre.unit.pp.tokens.len() as u32,
    })
}

/// Where a part's tree starts in the unit's tree ([`parse`]) and the
/// index of its first token there.
pub fn part_start(db: &dyn SourceDb, us: UnitSide, part: Part) -> (syntax::TextSize, usize) {
    match part {
        Part::Preamble => (0.into(), 0),
        Part::Body => {
            let preamble = parse_part(db, us, Part::Preamble);
            (
                preamble.parse.green().text_len(),
                preamble.significant as usize,
            )
        }
    }
}

/// The syntax tree of one side of a translation unit: the parts' trees
/// joined (their nodes shared), with whitespace re-created between tokens
/// so that the tree's text is the preprocessed text.
#[salsa::tracked(returns(ref), no_eq)]
pub fn parse(db: &dyn SourceDb, us: UnitSide) -> Parse {
    if us.is_preamble_view(db) {
        return parse_part(db, us, Part::Preamble).parse.clone();
    }
    let body = parse_part(db, us, Part::Body);
    if !has_preamble(db, us) {
        return body.parse.clone();
    }
    let preamble = parse_part(db, us, Part::Preamble);
    Parse::concat(&[
        (&preamble.parse, preamble.significant),
        (&body.parse, body.significant),
    ])
}

/// The tree's tokens: significant tokens with single-space or newline
/// trivia where the preprocessor saw whitespace.
pub fn tree_tokens(pp_tokens: &[preprocessor::PpToken]) -> Vec<Token> {
    part_tree_tokens(pp_tokens, false)
}

/// Whether `part` follows tokens of the preamble in the side's tree.
fn continues_preamble(db: &dyn SourceDb, us: UnitSide, part: Part) -> bool {
    part == Part::Body
        && has_preamble(db, us)
        && !preprocess_part(db, us, Part::Preamble)
            .unit
            .pp
            .tokens
            .is_empty()
}

/// [`tree_tokens`] of a part; one that `continues` an earlier part has the
/// whitespace before its first token too, so that the joined tree's text is
/// the preprocessed text.
fn part_tree_tokens(pp_tokens: &[preprocessor::PpToken], continues: bool) -> Vec<Token> {
    let mut out = Vec::with_capacity(pp_tokens.len() * 2);
    for (i, t) in pp_tokens.iter().enumerate() {
        out.extend(
            t.spacing(i > 0 || continues)
                .trivia()
                .map(|(kind, text)| Token {
                    kind,
                    text: smol_str::SmolStr::new_static(text),
                }),
        );
        out.push(Token {
            kind: t.kind,
            text: t.text.clone(),
        });
    }
    out
}

/// Maps a part's tree offsets back to files and lines.
pub fn token_map_part(db: &dyn SourceDb, us: UnitSide, part: Part) -> &Arc<TokenMap> {
    token_map_unit_part(db, UnitPart::new(db, us.whole(db), part))
}

#[salsa::tracked(returns(ref))]
fn token_map_unit_part<'db>(db: &'db dyn SourceDb, key: UnitPart<'db>) -> Arc<TokenMap> {
    let (us, part) = (key.us(db), key.part(db));
    let continues = continues_preamble(db, us, part);
    Arc::new(TokenMap::new(
        preprocess_part(db, us, part).clone(),
        part_file_base(db, us, part),
        continues,
    ))
}

/// The number of files of the parts before `part`: a part's file ids are
/// offset by it in unit-level positions ([`FileLocation::file_id`]).
pub(crate) fn part_file_base(db: &dyn SourceDb, us: UnitSide, part: Part) -> u32 {
    match part {
        Part::Preamble => 0,
        Part::Body => preprocess_part(db, us, Part::Preamble).unit.files.len() as u32,
    }
}

/// A file's id at the unit level, from its id in a part whose files come
/// after `file_base` files of the parts before: the main file is 0 in every
/// part, the other files are numbered on from the earlier parts' files.
pub fn unit_file_id(local: preprocessor::FileId, file_base: u32) -> preprocessor::FileId {
    match (local.0, file_base) {
        (0, _) | (_, 0) => local,
        (id, base) => preprocessor::FileId(id + base - 1),
    }
}

/// The part a unit-level file id belongs to, and the part's own id for it
/// (the main file is the body's, where its whole text is).
pub fn file_part(
    db: &dyn SourceDb,
    us: UnitSide,
    file: preprocessor::FileId,
) -> (Part, preprocessor::FileId) {
    if us.is_preamble_view(db) {
        return (Part::Preamble, file);
    }
    let base = part_file_base(db, us, Part::Body);
    if file.0 == 0 || base == 0 {
        return (Part::Body, file);
    }
    match file.0.checked_sub(base - 1) {
        Some(local) if local > 0 => (Part::Body, preprocessor::FileId(local)),
        _ => (Part::Preamble, file),
    }
}

/// A loaded file of the unit (path and text), by unit-level id.
pub fn unit_file(
    db: &dyn SourceDb,
    us: UnitSide,
    file: preprocessor::FileId,
) -> Option<&preprocessor::LoadedFile> {
    let (part, local) = file_part(db, us, file);
    preprocess_part(db, us, part).unit.pp.file(local)
}

/// The salsa inputs of every file the unit's side read, main file first.
pub fn unit_source_files(db: &dyn SourceDb, us: UnitSide) -> Vec<SourceFile> {
    let mut out: Vec<SourceFile> = Vec::new();
    for &part in parts(db, us) {
        for f in &preprocess_part(db, us, part).unit.files {
            if !out.contains(f) {
                out.push(*f);
            }
        }
    }
    out
}

/// The text of the line containing a unit-level position.
pub fn source_line(
    db: &dyn SourceDb,
    us: UnitSide,
    file: preprocessor::FileId,
    offset: u32,
) -> Option<String> {
    // the main file is id 0 in every part; read it from its input
    let text = match file.0 {
        0 => us.unit(db).main(db).text(db),
        _ => &unit_file(db, us, file)?.text,
    };
    Some(line_at(text, offset as usize).to_string())
}

/// The line of `text` containing byte `at`, without its line break (what
/// diagnostics echo under their message).
pub fn line_at(text: &str, at: usize) -> &str {
    let mut at = at.min(text.len());
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    let start = text[..at].rfind('\n').map_or(0, |i| i + 1);
    let end = text[at..].find('\n').map_or(text.len(), |i| at + i);
    text[start..end].trim_end_matches('\r')
}

/// Maps offsets of the unit's tree ([`parse`]) back to files and lines.
#[salsa::tracked(returns(ref), no_eq)]
pub fn token_map(db: &dyn SourceDb, us: UnitSide) -> UnitTokenMap {
    if us.is_preamble_view(db) {
        return UnitTokenMap::single(token_map_part(db, us, Part::Preamble).clone());
    }
    let parts = [Part::Preamble, Part::Body].map(|part| {
        let (text_start, token_start) = part_start(db, us, part);
        (
            token_map_part(db, us, part).clone(),
            text_start,
            token_start,
        )
    });
    UnitTokenMap { parts }
}
