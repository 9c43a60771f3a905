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
mod stream_order;

pub use options::{CompileOptions, Options, Side};
pub use pragmas::{
    DiagAction, DiagPragma, DiagPragmaKind, ListEntry, TokenLines, UnitPragma, diag_pragmas,
    parse_integer, parse_pragma, token_lines, unit_pragmas,
};
pub use source_map::{FileLocation, TokenMap, UnitTokenMap};
pub use stream_order::StreamOrder;

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

    /// Why `path`, which [`SourceDb::load_file`] did not give, could not
    /// be read although something is there (a FIFO, a device, a directory,
    /// a file too large); `None` when nothing is there.
    fn load_refusal(&self, _path: &str) -> Option<String> {
        None
    }

    /// Where the chunks of files cut before are kept, so that an edited
    /// file is scanned again only around the edit (the chunks are the same
    /// without it: see [`preprocessor::ChunkCache`]).
    fn chunk_cache(&self) -> Option<&preprocessor::ChunkCache> {
        None
    }
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

    fn refusal(&mut self, path: &str) -> Option<String> {
        self.db.load_refusal(path)
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

/// A side of a unit is processed in parts: the preamble (the forced
/// includes and the main file's leading directive lines, with everything
/// they include: nearly all of a CUDA translation unit) and the body (the
/// rest of the main file), which continues from the macros and names the
/// preamble leaves. An edit below the preamble redoes only the body.
/// Without a preamble, the body is the whole unit.
///
/// The body is itself cut in chunks at namespace-scope declarations
/// ([`preprocessor::body_chunks`]), each continuing from the state the one
/// before leaves, so that an edit redoes one chunk; when it cannot be cut,
/// or a chunk does not parse to a clean end (a macro hid a brace from the
/// cut), the body is one part ([`Part::Body`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Part {
    Preamble,
    /// The whole body, not cut.
    Body,
    /// Chunk `k` of the body.
    Chunk(u32),
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

/// The parts a side (or view) is made of, in order: the preamble (empty
/// when there is none), then the body's ([`body_parts`]).
pub fn parts(db: &dyn SourceDb, us: UnitSide) -> Vec<Part> {
    match us.view(db) {
        View::Whole => {
            let mut out = vec![Part::Preamble];
            out.extend(body_parts(db, us).iter().copied());
            out
        }
        View::Preamble => vec![Part::Preamble],
    }
}

/// The parts of the body: its chunks, or the whole body (see [`Part`]).
#[salsa::tracked(returns(ref))]
pub fn body_parts(db: &dyn SourceDb, us: UnitSide) -> Arc<Vec<Part>> {
    let us = us.whole(db);
    let n = chunk_count(db, us);
    if n <= 1 {
        return Arc::new(vec![Part::Body]);
    }
    let chunks: Vec<Part> = (0..n).map(Part::Chunk).collect();
    if chunks
        .iter()
        .all(|&part| chunk_ends_cleanly(db, UnitPart::new(db, us, part)))
    {
        Arc::new(chunks)
    } else {
        Arc::new(vec![Part::Body])
    }
}

/// Where the body's chunks start (see [`preprocessor::body_chunks`]); none
/// without a preamble or for an already preprocessed file.
fn text_chunks(db: &dyn SourceDb, us: UnitSide) -> &Arc<Vec<preprocessor::ChunkStart>> {
    static NONE: std::sync::OnceLock<Arc<Vec<preprocessor::ChunkStart>>> =
        std::sync::OnceLock::new();
    if !has_preamble(db, us) || is_preprocessed(db, us) {
        return NONE.get_or_init(Arc::default);
    }
    file_chunks(db, us.unit(db).main(db))
}

/// [`preprocessor::body_chunks`] of a file after its head: once per edit
/// of the file, for both sides, and from the chunks before the edit when
/// the database keeps them.
#[salsa::tracked(returns(ref))]
fn file_chunks(db: &dyn SourceDb, file: SourceFile) -> Arc<Vec<preprocessor::ChunkStart>> {
    let head = file.head(db).len() as u32;
    match db.chunk_cache() {
        Some(cache) => cache.body_chunks(file.path(db), file.text(db), head),
        None => Arc::new(preprocessor::body_chunks(file.text(db), head)),
    }
}

#[salsa::tracked(returns(copy))]
fn chunk_count(db: &dyn SourceDb, us: UnitSide) -> u32 {
    text_chunks(db, us).len() as u32
}

/// A chunk's text: equal after an edit of another chunk, even one that
/// moves this chunk's lines, so that this one is not preprocessed again.
#[salsa::tracked(returns(ref))]
fn chunk_text<'db>(db: &'db dyn SourceDb, key: UnitPart<'db>) -> Arc<str> {
    let us = key.us(db);
    let Part::Chunk(k) = key.part(db) else {
        return Arc::from("");
    };
    let chunks = text_chunks(db, us);
    let text = us.unit(db).main(db).text(db);
    let Some(start) = chunks.get(k as usize) else {
        return Arc::from("");
    };
    let end = chunks
        .get(k as usize + 1)
        .map_or(text.len(), |c| c.offset as usize);
    Arc::from(&text[start.offset as usize..end])
}

/// Where a chunk starts in the main file (none for the other parts).
fn chunk_start(db: &dyn SourceDb, key: UnitPart<'_>) -> Option<preprocessor::ChunkStart> {
    match key.part(db) {
        Part::Chunk(k) => text_chunks(db, key.us(db)).get(k as usize).copied(),
        _ => None,
    }
}

/// A chunk's first line in the main file (1 for the other parts).
#[salsa::tracked(returns(copy))]
fn chunk_first_line<'db>(db: &'db dyn SourceDb, key: UnitPart<'db>) -> u32 {
    chunk_start(db, key).map_or(1, |c| c.line)
}

/// The lines to add to a part's own positions in the main file: a chunk
/// is preprocessed as if it started at line 1 (unless it expands
/// `__LINE__`), so that an edit that moves its lines changes its
/// positions only, never its tokens, its tree or its items.
#[salsa::tracked(returns(copy))]
fn line_shift<'db>(db: &'db dyn SourceDb, key: UnitPart<'db>) -> u32 {
    if preprocess_unit_part(db, key).placed {
        0
    } else {
        chunk_first_line(db, key).saturating_sub(1)
    }
}

/// The lines to add to a part's own main-file positions (see
/// [`line_shift`]; `Preprocessed::presumed_location_shifted`).
pub fn part_line_shift(db: &dyn SourceDb, us: UnitSide, part: Part) -> u32 {
    line_shift(db, UnitPart::new(db, us.whole(db), part))
}

/// Where a part's own main-file offsets are in the main file (a chunk's
/// tokens are placed in its own text).
#[salsa::tracked(returns(copy))]
fn main_offset<'db>(db: &'db dyn SourceDb, key: UnitPart<'db>) -> u32 {
    chunk_start(db, key).map_or(0, |c| c.offset)
}

/// Whether a chunk parses to a clean end: no syntax error at its last
/// token or at its end (a declaration cut in two), nor, after the first
/// chunk, at its first token.
#[salsa::tracked(returns(copy))]
fn chunk_ends_cleanly<'db>(db: &'db dyn SourceDb, key: UnitPart<'db>) -> bool {
    let parse = parse_unit_part(db, key);
    let last = parse.significant as usize;
    let first_chunk = key.part(db) == Part::Chunk(0);
    parse.parse.errors().iter().all(|e| {
        let at = e.token_index as usize;
        at + 1 < last && (first_chunk || at > 0)
    })
}

/// The part before `part` in a side's order (none for the preamble).
pub fn previous_part(part: Part) -> Option<Part> {
    match part {
        Part::Preamble => None,
        Part::Body | Part::Chunk(0) => Some(Part::Preamble),
        Part::Chunk(k) => Some(Part::Chunk(k - 1)),
    }
}

/// The preprocessor's state at the end of a part (none after a fatal
/// error, which stops preprocessing): what the next part starts from.
#[salsa::tracked(returns(ref))]
fn pp_end_state<'db>(db: &'db dyn SourceDb, key: UnitPart<'db>) -> Option<preprocessor::PpState> {
    let pre = preprocess_unit_part(db, key);
    if pre.unit.pp.has_fatal() {
        return None;
    }
    pre.state.clone()
}

/// The parser's names at the end of a part, for the next part.
#[salsa::tracked(returns(ref))]
fn names_after<'db>(db: &'db dyn SourceDb, key: UnitPart<'db>) -> syntax::NameState {
    parse_unit_part(db, key).names.clone()
}

/// The number of significant tokens of a part.
#[salsa::tracked(returns(copy))]
fn part_tokens<'db>(db: &'db dyn SourceDb, key: UnitPart<'db>) -> u32 {
    preprocess_unit_part(db, key).unit.pp.tokens.len() as u32
}

/// The length of a part's tree text.
#[salsa::tracked(returns(copy))]
fn part_text_len<'db>(db: &'db dyn SourceDb, key: UnitPart<'db>) -> syntax::TextSize {
    parse_unit_part(db, key).parse.green().text_len()
}

/// Where a part starts in the side's tree: its text offset and the index
/// of its first token (the sums over the parts before: equal when only
/// a later part changed).
fn part_start_of<'db>(db: &'db dyn SourceDb, key: UnitPart<'db>) -> (syntax::TextSize, u32) {
    (text_start_of(db, key), tokens_before(db, key))
}

/// Where a part's text starts in the side's tree (see [`part_start_of`]).
#[salsa::tracked(returns(copy))]
fn text_start_of<'db>(db: &'db dyn SourceDb, key: UnitPart<'db>) -> syntax::TextSize {
    match previous_part(key.part(db)) {
        None => 0.into(),
        Some(prev) => {
            let prev = UnitPart::new(db, key.us(db), prev);
            text_start_of(db, prev) + part_text_len(db, prev)
        }
    }
}

/// The number of tokens of the parts before a part: unlike where its text
/// starts, unchanged by an edit before it that changes no token's count
/// (what the part's own parse reads).
#[salsa::tracked(returns(copy))]
fn tokens_before<'db>(db: &'db dyn SourceDb, key: UnitPart<'db>) -> u32 {
    match previous_part(key.part(db)) {
        None => 0,
        Some(prev) => {
            let prev = UnitPart::new(db, key.us(db), prev);
            tokens_before(db, prev) + part_tokens(db, prev)
        }
    }
}

/// The unit-level id base of a part's files (see [`unit_file_id`]).
#[salsa::tracked(returns(copy))]
fn part_file_base_of<'db>(db: &'db dyn SourceDb, key: UnitPart<'db>) -> u32 {
    let us = key.us(db);
    match previous_part(key.part(db)) {
        None => 0,
        Some(prev) => {
            let prev = UnitPart::new(db, us, prev);
            part_file_base_of(db, prev).max(1) + part_file_count(db, prev) - 1
        }
    }
}

/// The number of files a part read (its main file included).
#[salsa::tracked(returns(copy))]
fn part_file_count<'db>(db: &'db dyn SourceDb, key: UnitPart<'db>) -> u32 {
    (preprocess_unit_part(db, key).unit.files.len() as u32).max(1)
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
    /// The positions are the main file's own lines; false for a chunk
    /// numbered from line 1 (see [`line_shift`]).
    placed: bool,
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
    let (pp, state, placed) = match (part, has_preamble) {
        (Part::Preamble, false) => (preprocessor::Preprocessed::default(), None, true),
        (Part::Preamble, true) => {
            let main_file = loaded_main(db, preamble_text(db, us).clone(), main);
            let (pp, state) =
                preprocessor::preprocess_exporting(main_file, &side_config(db, us), &mut loader);
            (pp, Some(state), true)
        }
        (Part::Body, false) => {
            let main_file = loaded_main(db, main.text(db).clone(), main);
            let pp = preprocessor::preprocess(main_file, &side_config(db, us), &mut loader);
            (pp, None, true)
        }
        // the body or one of its chunks: the continuation of the part before
        (Part::Body, true) | (Part::Chunk(_), _) => {
            let prev = previous_part(part).expect("a body part follows a part");
            match pp_end_state(db, UnitPart::new(db, us, prev)) {
                // a fatal error stops preprocessing where it happens
                None => (preprocessor::Preprocessed::default(), None, true),
                Some(state) => {
                    let options = us.unit(db).options(db).options(db);
                    let config = preprocessor::Config {
                        base_macros: Some(state.macros.clone()),
                        forced_includes: Vec::new(),
                        preprocessed: is_preprocessed(db, us),
                        ..options::preprocessor_config(options)
                    };
                    if part == Part::Body {
                        let main_file = loaded_main(db, main.text(db).clone(), main);
                        let start = preamble_end(db, us);
                        let pp = preprocessor::preprocess_from(
                            main_file,
                            start,
                            state,
                            &config,
                            &mut loader,
                        );
                        (pp, None, true)
                    } else {
                        // a chunk, from its own text, numbered from line 1;
                        // again from its own first line when it expands
                        // `__LINE__` (its tokens then depend on where it is)
                        let text = chunk_text(db, key);
                        let main_file = loaded_main(db, text.clone(), main);
                        let (pp, end) = preprocessor::preprocess_continuing(
                            main_file,
                            state,
                            &config,
                            &mut loader,
                        );
                        let first_line = if pp.line_used {
                            chunk_first_line(db, key)
                        } else {
                            1
                        };
                        if first_line == 1 {
                            (pp, Some(end), false)
                        } else {
                            let config = preprocessor::Config {
                                main_first_line: first_line,
                                ..config
                            };
                            loader.files.truncate(1);
                            let main_file = loaded_main(db, text.clone(), main);
                            let (pp, end) = preprocessor::preprocess_continuing(
                                main_file,
                                state,
                                &config,
                                &mut loader,
                            );
                            (pp, Some(end), true)
                        }
                    }
                }
            }
        }
    };
    Arc::new(PartPreprocessed {
        unit: PreprocessedUnit {
            pp,
            files: loader.files,
        },
        state,
        placed,
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
        Part::Body if !has_preamble(db, us) => None,
        _ => previous_part(part).map(|prev| names_after(db, UnitPart::new(db, us, prev))),
    };
    // (the lines are asked for on syntax errors only)
    let lines_of = pre.clone();
    let config = syntax::parser::ParseConfig {
        token_lines: Some(syntax::parser::TokenLines(Arc::new(move |i| {
            let pp = &lines_of.unit.pp;
            let t = pp.tokens.get(i)?;
            Some(pp.presumed_location(t.file, t.offset).line)
        }))),
        ..Default::default()
    };
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

/// The index of the body's first token among the side's (the preamble's
/// token count).
pub fn body_token_start(db: &dyn SourceDb, us: UnitSide) -> usize {
    part_tokens(db, UnitPart::new(db, us.whole(db), Part::Preamble)) as usize
}

/// The part holding the unit's `index`-th significant token, and the
/// token's index there.
pub fn token_part(db: &dyn SourceDb, us: UnitSide, index: usize) -> (Part, usize) {
    let mut found = (Part::Preamble, index);
    for part in parts(db, us) {
        let start = part_start(db, us, part).1;
        if start > index {
            break;
        }
        found = (part, index - start);
    }
    found
}

/// Where a part's tree starts in the unit's tree ([`parse`]) and the
/// index of its first token there.
pub fn part_start(db: &dyn SourceDb, us: UnitSide, part: Part) -> (syntax::TextSize, usize) {
    let (text, tokens) = part_start_of(db, UnitPart::new(db, us.whole(db), part));
    (text, tokens as usize)
}

/// The syntax tree of one side of a translation unit: the parts' trees
/// joined (their nodes shared), with whitespace re-created between tokens
/// so that the tree's text is the preprocessed text.
#[salsa::tracked(returns(ref), no_eq)]
pub fn parse(db: &dyn SourceDb, us: UnitSide) -> Parse {
    if us.is_preamble_view(db) {
        return parse_part(db, us, Part::Preamble).parse.clone();
    }
    if !has_preamble(db, us) {
        return parse_part(db, us, Part::Body).parse.clone();
    }
    let parts: Vec<&Arc<PartParse>> = parts(db, us)
        .into_iter()
        .map(|part| parse_part(db, us, part))
        .collect();
    let joined: Vec<(&Parse, u32)> = parts.iter().map(|p| (&p.parse, p.significant)).collect();
    Parse::concat(&joined)
}

/// The tree's tokens: significant tokens with single-space or newline
/// trivia where the preprocessor saw whitespace.
pub fn tree_tokens(pp_tokens: &[preprocessor::PpToken]) -> Vec<Token> {
    part_tree_tokens(pp_tokens, false)
}

/// Whether `part` follows tokens of other parts in the side's tree.
fn continues_preamble(db: &dyn SourceDb, us: UnitSide, part: Part) -> bool {
    follows_tokens(db, UnitPart::new(db, us.whole(db), part))
}

/// [`continues_preamble`] as a query of its own: the number of tokens
/// before a part changes with most edits of the parts before, whether any
/// do does not, and the part is not parsed again for it.
#[salsa::tracked(returns(copy))]
fn follows_tokens<'db>(db: &'db dyn SourceDb, key: UnitPart<'db>) -> bool {
    // (without a preamble, the preamble part is empty)
    tokens_before(db, key) > 0
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
        main_offset(db, key),
        line_shift(db, key),
    ))
}

/// The number of files of the parts before `part`: a part's file ids are
/// offset by it in unit-level positions ([`FileLocation::file_id`]).
pub(crate) fn part_file_base(db: &dyn SourceDb, us: UnitSide, part: Part) -> u32 {
    part_file_base_of(db, UnitPart::new(db, us.whole(db), part))
}

/// Where a part's main-file offsets are in the main file (see
/// [`preprocessor::body_chunks`]: a chunk is preprocessed from its own text).
pub fn part_main_offset(db: &dyn SourceDb, us: UnitSide, part: Part) -> u32 {
    main_offset(db, UnitPart::new(db, us.whole(db), part))
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

/// A token's offset in its file, from its offset in a part whose main-file
/// offsets start at `main_offset` (a chunk of the body is preprocessed from
/// its own text; the other files' offsets are their own).
pub fn unit_offset(file: preprocessor::FileId, offset: u32, main_offset: u32) -> u32 {
    if file.0 == 0 {
        offset + main_offset
    } else {
        offset
    }
}

/// The part a unit-level file id belongs to, and the part's own id for it
/// (the main file is the body's, where its whole text is).
pub fn file_part(
    db: &dyn SourceDb,
    us: UnitSide,
    file: preprocessor::FileId,
) -> (Part, preprocessor::FileId) {
    if us.is_preamble_view(db) || file.0 == 0 {
        return (Part::Preamble, file);
    }
    // the last part whose ids start at or before `file`
    let mut found = (Part::Preamble, file);
    for part in parts(db, us).into_iter().skip(1) {
        let base = part_file_base(db, us, part);
        if base == 0 || file.0 < base {
            break;
        }
        found = (part, preprocessor::FileId(file.0 + 1 - base));
    }
    found
}

/// The path and text of a loaded file of the unit, by unit-level id (the
/// main file with its whole text).
pub fn unit_file(
    db: &dyn SourceDb,
    us: UnitSide,
    file: preprocessor::FileId,
) -> Option<(&str, &str)> {
    if file.0 == 0 {
        let main = us.unit(db).main(db);
        return Some((main.path(db), main.text(db)));
    }
    let (part, local) = file_part(db, us, file);
    let f = preprocess_part(db, us, part).unit.pp.file(local)?;
    Some((&f.path, &f.text))
}

/// The salsa inputs of every file the unit's side read, main file first.
pub fn unit_source_files(db: &dyn SourceDb, us: UnitSide) -> Vec<SourceFile> {
    let mut out: Vec<SourceFile> = Vec::new();
    for part in parts(db, us) {
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
) -> Option<Arc<str>> {
    // the main file is id 0 in every part; read it from its input
    Some(shared_line(line_at(
        unit_file(db, us, file)?.1,
        offset as usize,
    )))
}

/// `line` as a shared string, the same allocation as the last call's when
/// the line is the same: a line with thousands of errors (generated or
/// hostile input) is held once, not once per diagnostic.
pub fn shared_line(line: &str) -> Arc<str> {
    thread_local! {
        static LAST: std::cell::RefCell<Option<Arc<str>>> = const { std::cell::RefCell::new(None) };
    }
    LAST.with(|last| {
        let mut last = last.borrow_mut();
        match &*last {
            Some(l) if &**l == line => l.clone(),
            _ => {
                let l: Arc<str> = Arc::from(line);
                *last = Some(l.clone());
                l
            }
        }
    })
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
    let parts = parts(db, us)
        .into_iter()
        .map(|part| {
            let (text_start, token_start) = part_start(db, us, part);
            (
                token_map_part(db, us, part).clone(),
                text_start,
                token_start,
            )
        })
        .collect();
    UnitTokenMap { parts }
}
