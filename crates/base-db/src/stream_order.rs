//! The order in which a unit's token stream passes through its files: EDG
//! reports diagnostics as it reads, so an error in a file the main file
//! includes at line 5 comes before one at the main file's line 35, and the
//! error limit falls in that order. A position's place in the stream is the
//! run of tokens of its file that contains it.

use crate::{Part, SourceDb, UnitPart, UnitSide};
use preprocessor::FileId;
use rustc_hash::FxHashMap;
use std::sync::Arc;

/// One part's runs: each maximal sequence of tokens of one file, as the
/// file (unit-level id) and the offset of its first token.
#[salsa::tracked(returns(ref))]
pub(crate) fn part_file_runs<'db>(
    db: &'db dyn SourceDb,
    key: UnitPart<'db>,
) -> Arc<Vec<(FileId, u32)>> {
    let map = crate::token_map_part(db, key.us(db), key.part(db));
    Arc::new(map.file_runs())
}

/// The runs of a unit side's parts in stream order, indexed by file.
#[derive(Debug, Default)]
pub struct StreamOrder {
    /// For each file, its runs' first offsets and places in the stream,
    /// by offset.
    runs: FxHashMap<FileId, Vec<(u32, u32)>>,
}

impl StreamOrder {
    pub fn new(db: &dyn SourceDb, us: UnitSide) -> StreamOrder {
        let whole = us.whole(db);
        let parts: Vec<Part> = crate::parts(db, us);
        let mut runs: FxHashMap<FileId, Vec<(u32, u32)>> = FxHashMap::default();
        let mut place = 0u32;
        for part in parts {
            for &(file, offset) in part_file_runs(db, UnitPart::new(db, whole, part)).iter() {
                runs.entry(file).or_default().push((offset, place));
                place += 1;
            }
        }
        for v in runs.values_mut() {
            // (a file read twice: its runs by offset, the later read's
            // kept for an offset it covers again)
            v.sort_by_key(|&(offset, place)| (offset, place));
        }
        StreamOrder { runs }
    }

    /// The place in the stream of the run that holds this position (of a
    /// file the stream never passes through: after everything).
    pub fn place(&self, file: FileId, offset: u32) -> u32 {
        let Some(runs) = self.runs.get(&file) else {
            return u32::MAX;
        };
        let i = runs.partition_point(|&(start, _)| start <= offset);
        runs[i.saturating_sub(1)].1
    }
}
