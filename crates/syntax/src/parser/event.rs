//! The parser's output: a flat list of events that `build` turns into a tree.

use crate::SyntaxKind;

#[derive(Debug, Clone)]
pub(crate) enum Event {
    /// Start a node. `forward_parent` links to a later `Start` that must
    /// become this node's parent (used by `CompletedMarker::precede`).
    Start {
        kind: SyntaxKind,
        forward_parent: Option<u32>,
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
