//! From positions in the parsed tree back to files and lines: the tree is
//! built from the preprocessed tokens, each of which remembers where it was
//! written (or, for macro expansions, where the macro was invoked).

use preprocessor::{FileId, Preprocessed};
use std::sync::Arc;
use syntax::{TextRange, TextSize};

/// A position in a source file, as compilers report it.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct FileLocation {
    /// The presumed file name (after `#line` and line markers).
    pub file: String,
    pub line: u32,
    pub column: u32,
    /// The loaded file and byte offset the position is in.
    pub file_id: FileId,
    pub offset: u32,
    /// In a system header (EDG does not report some things there).
    pub system: bool,
}

/// Tree offsets of the significant tokens, in order, with their origins:
/// a token's location is worked out when it is asked for, from the part's
/// preprocessed tokens and line tables (most checks ask for a few; a
/// location for each of a unit's few hundred thousand tokens was a tenth
/// of a cold check and the largest part of its memory).
#[derive(Debug)]
pub struct TokenMap {
    starts: Vec<TextSize>,
    part: Arc<crate::PartPreprocessed>,
    /// The files of the parts before (see [`crate::unit_file_id`]).
    file_base: u32,
    /// Where the part's main-file offsets are in the main file.
    main_offset: u32,
    /// The lines to add to the part's own main-file lines (see
    /// [`crate::part_line_shift`]).
    line_shift: u32,
}

/// Maps made from the same preprocessing are equal; a part preprocessed
/// again gives a new map (the dependents of a token map run again anyway
/// after an edit of its part: they render every diagnostic's position).
impl PartialEq for TokenMap {
    fn eq(&self, other: &Self) -> bool {
        Arc::ptr_eq(&self.part, &other.part)
            && self.file_base == other.file_base
            && self.line_shift == other.line_shift
            && self.starts == other.starts
    }
}

impl Eq for TokenMap {}

impl TokenMap {
    /// The map of a part's tokens, with unit-level file ids (see
    /// [`crate::unit_file_id`]; `file_base`: the files of the parts before;
    /// `continues`: the part's tree has whitespace before its first token).
    /// `main_offset`: where the part's own main-file offsets are in the main
    /// file (a chunk of the body is preprocessed from its own text), and
    /// `line_shift` the lines to add to its own lines there.
    pub fn new(
        part: Arc<crate::PartPreprocessed>,
        file_base: u32,
        continues: bool,
        main_offset: u32,
        line_shift: u32,
    ) -> TokenMap {
        let pp = &part.unit.pp;
        let mut starts = Vec::with_capacity(pp.tokens.len());
        let mut pos: u32 = 0;
        for (i, t) in pp.tokens.iter().enumerate() {
            if (i > 0 || continues) && (t.is_line_start() || t.has_leading_space()) {
                pos += 1;
            }
            starts.push(TextSize::from(pos));
            pos += t.text.len() as u32;
        }
        TokenMap {
            starts,
            part,
            file_base,
            main_offset,
            line_shift,
        }
    }

    fn pp(&self) -> &Preprocessed {
        &self.part.unit.pp
    }

    /// Each run of consecutive tokens of one file: the file (unit-level id)
    /// and the offset of the run's first token.
    pub fn file_runs(&self) -> Vec<(FileId, u32)> {
        let mut out: Vec<(FileId, u32)> = Vec::new();
        for t in &self.pp().tokens {
            let file = crate::unit_file_id(t.file, self.file_base);
            if out.last().is_none_or(|&(f, _)| f != file) {
                out.push((file, crate::unit_offset(t.file, t.offset, self.main_offset)));
            }
        }
        out
    }

    /// The index of the token at or after a tree offset.
    pub fn token_at(&self, offset: TextSize) -> usize {
        match self.starts.binary_search(&offset) {
            Ok(i) => i,
            Err(i) => i,
        }
    }

    /// The location of the token with this index (the last token for the end
    /// of input).
    pub fn location_of_token(&self, index: usize) -> Option<FileLocation> {
        let pp = self.pp();
        let t = pp.tokens.get(index.min(pp.tokens.len().checked_sub(1)?))?;
        let loc = pp.presumed_location_shifted(t.file, t.offset, self.line_shift);
        let (_, column) = pp.line_col(t.file, t.offset);
        Some(FileLocation {
            file: loc.file.to_string(),
            line: loc.line,
            column,
            file_id: crate::unit_file_id(t.file, self.file_base),
            offset: crate::unit_offset(t.file, t.offset, self.main_offset),
            system: loc.system,
        })
    }

    /// The location of the first token of a range.
    pub fn location(&self, range: TextRange) -> Option<FileLocation> {
        self.location_of_token(self.token_at(range.start()))
    }

    /// The presumed file and line of the token with this index, without
    /// copying the file name (for passes over every token).
    pub fn presumed_line(&self, index: usize) -> Option<(Arc<str>, u32)> {
        let pp = self.pp();
        let t = pp.tokens.get(index)?;
        let loc = pp.presumed_location_shifted(t.file, t.offset, self.line_shift);
        Some((loc.file, loc.line))
    }

    /// The tree offset where the token with this index starts.
    pub fn start_of(&self, index: usize) -> Option<TextSize> {
        self.starts.get(index).copied()
    }

    pub fn origin(&self, index: usize) -> Option<(FileId, u32)> {
        let t = self.pp().tokens.get(index)?;
        Some((
            crate::unit_file_id(t.file, self.file_base),
            crate::unit_offset(t.file, t.offset, self.main_offset),
        ))
    }

    /// The length of the text of the token with this index.
    pub fn token_len(&self, index: usize) -> Option<u32> {
        self.pp().tokens.get(index).map(|t| t.text.len() as u32)
    }

    pub fn len(&self) -> usize {
        self.starts.len()
    }

    pub fn is_empty(&self) -> bool {
        self.starts.is_empty()
    }
}

/// The token maps of a unit's parts (see [`crate::Part`]), addressed with
/// offsets and token indexes of the unit's joined tree.
#[derive(Debug)]
pub struct UnitTokenMap {
    /// Each part's map, where its text starts and the index of its first token.
    pub(crate) parts: Vec<(std::sync::Arc<TokenMap>, TextSize, usize)>,
}

impl UnitTokenMap {
    /// The map of a view made of one part (the preamble's).
    pub fn single(map: std::sync::Arc<TokenMap>) -> UnitTokenMap {
        UnitTokenMap {
            parts: vec![(map, TextSize::from(0), 0)],
        }
    }

    /// The last part with tokens among the first `n` (else the first part).
    fn nonempty_before(&self, n: usize) -> &(std::sync::Arc<TokenMap>, TextSize, usize) {
        self.parts[..n]
            .iter()
            .rev()
            .find(|p| !p.0.is_empty())
            .unwrap_or(&self.parts[0])
    }

    fn part_at_offset(&self, offset: TextSize) -> &(std::sync::Arc<TokenMap>, TextSize, usize) {
        self.nonempty_before(self.parts.partition_point(|p| p.1 <= offset).max(1))
    }

    fn part_of_token(&self, index: usize) -> &(std::sync::Arc<TokenMap>, TextSize, usize) {
        self.nonempty_before(self.parts.partition_point(|p| p.2 <= index).max(1))
    }

    /// The index of the token at or after a tree offset.
    pub fn token_at(&self, offset: TextSize) -> usize {
        let (map, text_start, token_start) = self.part_at_offset(offset);
        token_start + map.token_at(offset.checked_sub(*text_start).unwrap_or_default())
    }

    /// The location of the token with this index (the last token for the end
    /// of input).
    pub fn location_of_token(&self, index: usize) -> Option<FileLocation> {
        let (map, _, token_start) = self.part_of_token(index);
        map.location_of_token(index.saturating_sub(*token_start))
            .or_else(|| self.parts[0].0.location_of_token(index))
    }

    /// The location of the first token of a range.
    pub fn location(&self, range: TextRange) -> Option<FileLocation> {
        self.location_of_token(self.token_at(range.start()))
    }

    pub fn origin(&self, index: usize) -> Option<(FileId, u32)> {
        let (map, _, token_start) = self.part_of_token(index);
        map.origin(index.checked_sub(*token_start)?)
    }

    /// The tree offset where the token with this index starts.
    pub fn start_of(&self, index: usize) -> Option<TextSize> {
        let (map, text_start, token_start) = self.part_of_token(index);
        Some(*text_start + map.start_of(index.checked_sub(*token_start)?)?)
    }

    /// The length of the text of the token with this index.
    pub fn token_len(&self, index: usize) -> Option<u32> {
        let (map, _, token_start) = self.part_of_token(index);
        map.token_len(index.checked_sub(*token_start)?)
    }

    pub fn len(&self) -> usize {
        self.parts.iter().map(|p| p.0.len()).sum()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}
