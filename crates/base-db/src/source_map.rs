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
    origins: Vec<(FileId, u32)>,
    locations: Vec<FileLocation>,
}

impl TokenMap {
    pub fn new(pp: &Preprocessed) -> TokenMap {
        let mut starts = Vec::with_capacity(pp.tokens.len());
        let mut origins = Vec::with_capacity(pp.tokens.len());
        let mut pos: u32 = 0;
        for (i, t) in pp.tokens.iter().enumerate() {
            if i > 0 && (t.is_line_start() || t.has_leading_space()) {
                pos += 1;
            }
            starts.push(TextSize::from(pos));
            origins.push((t.file, t.offset));
            pos += t.text.len() as u32;
        }
        // Precompute the locations lazily would need interior mutability;
        // computing them all once is cheap next to preprocessing.
        let locations = origins
            .iter()
            .map(|&(file, offset)| {
                let loc = pp.presumed_location(file, offset);
                let (_, column) = pp.line_col(file, offset);
                FileLocation {
                    file: loc.file.to_string(),
                    line: loc.line,
                    column,
                    file_id: file,
                    offset,
                    system: loc.system,
                }
            })
            .collect();
        TokenMap {
            starts,
            origins,
            locations,
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
    pub fn location_of_token(&self, index: usize) -> Option<&FileLocation> {
        if self.locations.is_empty() {
            return None;
        }
        self.locations.get(index.min(self.locations.len() - 1))
    }

    /// The location of the first token of a range.
    pub fn location(&self, range: TextRange) -> Option<&FileLocation> {
        self.location_of_token(self.token_at(range.start()))
    }

    /// The tree offset where the token with this index starts.
    pub fn start_of(&self, index: usize) -> Option<TextSize> {
        self.starts.get(index).copied()
    }

    pub fn origin(&self, index: usize) -> Option<(FileId, u32)> {
        self.origins.get(index).copied()
    }

    pub fn len(&self) -> usize {
        self.starts.len()
    }

    pub fn is_empty(&self) -> bool {
        self.starts.is_empty()
    }
}
