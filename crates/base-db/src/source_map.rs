//! From positions in the parsed tree back to files and lines: the tree is
//! built from the preprocessed tokens, each of which remembers where it was
//! written (or, for macro expansions, where the macro was invoked).

use preprocessor::{FileId, Preprocessed};
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

/// Tree offsets of the significant tokens, in order, with their origins.
#[derive(Debug, PartialEq, Eq)]
pub struct TokenMap {
    starts: Vec<TextSize>,
    /// The length of each token's text.
    lens: Vec<u32>,
    /// The presumed file names the locations refer to.
    names: Vec<std::sync::Arc<str>>,
    locations: Vec<TokenLocation>,
}

/// A [`FileLocation`] with its file name as an index into
/// `TokenMap::names`: a unit has a few hundred thousand tokens and a few
/// hundred file names (a name per token was most of a check's memory).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct TokenLocation {
    name: u32,
    line: u32,
    column: u32,
    file_id: FileId,
    offset: u32,
    system: bool,
}

impl TokenMap {
    /// The map of a part's tokens, with unit-level file ids (see
    /// [`crate::unit_file_id`]; `file_base`: the files of the parts before;
    /// `continues`: the part's tree has whitespace before its first token).
    pub fn new(pp: &Preprocessed, file_base: u32, continues: bool) -> TokenMap {
        let mut starts = Vec::with_capacity(pp.tokens.len());
        let mut lens = Vec::with_capacity(pp.tokens.len());
        let mut pos: u32 = 0;
        for (i, t) in pp.tokens.iter().enumerate() {
            if (i > 0 || continues) && (t.is_line_start() || t.has_leading_space()) {
                pos += 1;
            }
            starts.push(TextSize::from(pos));
            pos += t.text.len() as u32;
            lens.push(t.text.len() as u32);
        }
        // Precompute the locations lazily would need interior mutability;
        // computing them all once is cheap next to preprocessing.
        let mut names: Vec<std::sync::Arc<str>> = Vec::new();
        let mut name_index: rustc_hash::FxHashMap<std::sync::Arc<str>, usize> = Default::default();
        let mut last = usize::MAX;
        let locations = pp
            .tokens
            .iter()
            .map(|t| {
                let (file, offset) = (t.file, t.offset);
                let loc = pp.presumed_location(file, offset);
                let (_, column) = pp.line_col(file, offset);
                // (tokens come in runs from one file: the last name nearly always matches)
                if names.get(last).is_none_or(|n| **n != *loc.file) {
                    last = match name_index.get(&*loc.file) {
                        Some(&i) => i,
                        None => {
                            let name: std::sync::Arc<str> = std::sync::Arc::from(&*loc.file);
                            names.push(name.clone());
                            name_index.insert(name, names.len() - 1);
                            names.len() - 1
                        }
                    };
                }
                let name = last;
                TokenLocation {
                    name: name as u32,
                    line: loc.line,
                    column,
                    file_id: crate::unit_file_id(file, file_base),
                    offset,
                    system: loc.system,
                }
            })
            .collect();
        TokenMap {
            starts,
            lens,
            names,
            locations,
        }
    }

    fn file_location(&self, l: &TokenLocation) -> FileLocation {
        FileLocation {
            file: self.names[l.name as usize].to_string(),
            line: l.line,
            column: l.column,
            file_id: l.file_id,
            offset: l.offset,
            system: l.system,
        }
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
        if self.locations.is_empty() {
            return None;
        }
        let l = self.locations.get(index.min(self.locations.len() - 1))?;
        Some(self.file_location(l))
    }

    /// The location of the first token of a range.
    pub fn location(&self, range: TextRange) -> Option<FileLocation> {
        self.location_of_token(self.token_at(range.start()))
    }

    /// The tree offset where the token with this index starts.
    pub fn start_of(&self, index: usize) -> Option<TextSize> {
        self.starts.get(index).copied()
    }

    pub fn origin(&self, index: usize) -> Option<(FileId, u32)> {
        self.locations.get(index).map(|l| (l.file_id, l.offset))
    }

    /// The length of the text of the token with this index.
    pub fn token_len(&self, index: usize) -> Option<u32> {
        self.lens.get(index).copied()
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
    pub(crate) parts: [(std::sync::Arc<TokenMap>, TextSize, usize); 2],
}

impl UnitTokenMap {
    fn part_at_offset(&self, offset: TextSize) -> &(std::sync::Arc<TokenMap>, TextSize, usize) {
        let body = &self.parts[1];
        if offset >= body.1 && !body.0.is_empty() {
            body
        } else {
            &self.parts[0]
        }
    }

    fn part_of_token(&self, index: usize) -> &(std::sync::Arc<TokenMap>, TextSize, usize) {
        let body = &self.parts[1];
        if index >= body.2 && !body.0.is_empty() {
            body
        } else {
            &self.parts[0]
        }
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
