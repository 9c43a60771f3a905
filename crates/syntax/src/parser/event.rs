//! The parser's output: a flat list of events that `build` turns into a tree.

use crate::SyntaxKind;
use std::num::NonZeroU32;

#[derive(Debug, Clone)]
pub(crate) enum Event {
    /// Start a node. `forward_parent` links to a later `Start` that must
    /// become this node's parent (used by `CompletedMarker::precede`); it
    /// is never 0, as it points after this event, and the niche keeps an
    /// event in 8 bytes (a unit makes a million of them).
    Start {
        kind: SyntaxKind,
        forward_parent: Option<NonZeroU32>,
    },
    Finish,
    /// Consume `n_raw` input tokens as one tree token of `kind` (more than one
    /// for glued tokens such as `>>` or `<<<`).
    Token {
        kind: SyntaxKind,
        n_raw: u8,
    },
    /// A placeholder for an abandoned marker.
    Tombstone,
    /// The events of a part parsed later (a member function body, parsed
    /// once its class is complete), stored apart: `build` inserts them
    /// here, where their tokens are.
    Splice(u32),
}

const _: () = assert!(std::mem::size_of::<Event>() == 8);
