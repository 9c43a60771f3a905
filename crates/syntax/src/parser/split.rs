//! Where to cut a translation unit's event list so that two threads can
//! build its tree (see `build::build_tree_with`): just after the middle,
//! inside whatever nodes are open there, with the input positions and the
//! depth the sequential build would have reached.
//!
//! The scan replays the build's bookkeeping without building anything: the
//! depth, the raw and significant token positions (trivia is eaten before a
//! node starts and before a token, as `build::Builder` does), the
//! `forward_parent` links (a cut never separates a node from a parent that
//! `precede` gave it later in the list) and the spliced lists (member
//! bodies parsed out of order, which consume their tokens where they are
//! spliced in).

use super::event::Event;
use super::input::Input;
use crate::SyntaxKind;
use rustc_hash::FxHashSet;
use std::cmp::Reverse;
use std::collections::BinaryHeap;

/// A cut: the second half starts at `event` with the build at `raw_pos`
/// and `sig_pos`, inside `depth` open nodes (the root among them).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Cut {
    pub event: usize,
    pub raw_pos: usize,
    pub sig_pos: usize,
    pub depth: usize,
}

/// Cuts inside more open nodes than this are not taken (the halves are
/// joined node by node up these levels).
const MAX_CUT_DEPTH: usize = 64;

/// A cut at or after the middle of `events`, if the list has the shape of
/// a translation unit (one root node opened first and closed last): at
/// the first of the parser's `hints` there that passes `cut_at_hint`'s
/// checks, else the first place the replay of the events finds. Real
/// headers put nearly everything inside `namespace std { }`, so the cut
/// may fall inside open nodes: the build joins their halves.
pub(crate) fn find_cut(
    input: &Input<'_>,
    events: &[Event],
    spliced: &[Vec<Event>],
    hints: &[(u32, u32)],
) -> Option<Cut> {
    let Some(Event::Start {
        kind: SyntaxKind::TRANSLATION_UNIT,
        forward_parent: None,
    }) = events.first()
    else {
        return None;
    };
    if !matches!(
        events.iter().rev().find(|e| !matches!(e, Event::Tombstone)),
        Some(Event::Finish)
    ) {
        return None;
    }
    let middle = events.len() / 2;
    let first = hints.partition_point(|&(event, _)| (event as usize) < middle);
    hints[first..]
        .iter()
        .take(16)
        .find_map(|&(event, sig_pos)| cut_at_hint(input, events, event as usize, sig_pos as usize))
        .or_else(|| scan_for_cut(input, events, spliced))
}

/// The cut at a namespace-scope declaration's start, where the parser
/// stood at event `event` with `sig_pos` tokens consumed. Nothing before
/// links forward past it (`precede` is never called on a finished
/// declaration of a namespace-scope list), so the nodes open there are
/// the `Start`s before it less the `Finish`es; the build is just after
/// the last token, unless a node started since then took the trivia after
/// it, which the cut then leaves to the replay.
fn cut_at_hint(input: &Input<'_>, events: &[Event], event: usize, sig_pos: usize) -> Option<Cut> {
    if event == 0 || event + 1 >= events.len() || sig_pos == 0 {
        return None;
    }
    let last_token = events[..event]
        .iter()
        .rev()
        .find(|e| !matches!(e, Event::Finish | Event::Tombstone))?;
    if !matches!(last_token, Event::Token { .. }) {
        return None;
    }
    let mut depth = 0isize;
    for e in &events[..event] {
        match e {
            // a node that a later node precedes across the cut (broken
            // input can leave one open at a declaration's start): not a
            // cut the second half could build from
            Event::Start {
                forward_parent: Some(parent),
                ..
            } if parent.get() as usize >= event => return None,
            Event::Start { .. } => depth += 1,
            Event::Finish => depth -= 1,
            _ => {}
        }
    }
    let depth = usize::try_from(depth).ok()?;
    (1..=MAX_CUT_DEPTH).contains(&depth).then(|| Cut {
        event,
        raw_pos: input.raw_of(sig_pos - 1) + 1,
        sig_pos,
        depth,
    })
}

/// The first cut at or after the middle that a replay of the build's
/// bookkeeping finds (see the module docs).
fn scan_for_cut(input: &Input<'_>, events: &[Event], spliced: &[Vec<Event>]) -> Option<Cut> {
    let middle = events.len() / 2;
    replay_to_cut(input, events, spliced, |next| next >= middle)
}

/// The first cut before an event that `wanted` accepts, as the replay of
/// the events finds it.
pub(crate) fn replay_to_cut(
    input: &Input<'_>,
    events: &[Event],
    spliced: &[Vec<Event>],
    wanted: impl Fn(usize) -> bool,
) -> Option<Cut> {
    let Some(Event::Start {
        kind: SyntaxKind::TRANSLATION_UNIT,
        forward_parent: None,
    }) = events.first()
    else {
        return None;
    };
    let last = events
        .iter()
        .rposition(|e| !matches!(e, Event::Tombstone))?;
    if !matches!(events[last], Event::Finish) {
        return None;
    }
    let mut scan = Scan {
        input,
        spliced,
        after_token: 0,
        trivia_eaten: false,
        sig_pos: 0,
        depth: 0,
        nesting: 0,
        taken: FxHashSet::default(),
    };
    let mut pending = Pending::default();
    for (i, event) in events.iter().enumerate().take(last) {
        if !scan.event(events, i, event, &mut pending) {
            return None;
        }
        if scan.depth == 0 {
            // the root closed early: not the usual shape
            return None;
        }
        if wanted(i + 1) && pending.is_empty() && scan.depth <= MAX_CUT_DEPTH {
            return Some(Cut {
                event: i + 1,
                raw_pos: scan.raw_pos(),
                sig_pos: scan.sig_pos,
                depth: scan.depth,
            });
        }
    }
    None
}

/// The splice slots that `events` use, with the slots those lists use in
/// turn.
pub(crate) fn splices_used(events: &[Event], spliced: &[Vec<Event>], out: &mut Vec<usize>) {
    for e in events {
        if let Event::Splice(slot) = e {
            let slot = *slot as usize;
            if slot < spliced.len() && !out.contains(&slot) {
                out.push(slot);
                splices_used(&spliced[slot], spliced, out);
            }
        }
    }
}

/// The `Start` events that earlier ones forward to (`precede`), not yet
/// reached: a forward link always points later, so the next one is the
/// smallest.
#[derive(Default)]
struct Pending(BinaryHeap<Reverse<usize>>);

impl Pending {
    /// Whether event `i` is a pending target (then no longer pending).
    fn take(&mut self, i: usize) -> bool {
        if self.0.peek() == Some(&Reverse(i)) {
            self.0.pop();
            true
        } else {
            false
        }
    }

    fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

struct Scan<'a> {
    input: &'a Input<'a>,
    spliced: &'a [Vec<Event>],
    /// Just after the last token consumed (see `raw_pos`).
    after_token: usize,
    trivia_eaten: bool,
    sig_pos: usize,
    depth: usize,
    /// Splices being replayed (a malformed list must not recurse forever).
    nesting: usize,
    /// Slots already spliced in: the build takes a list once.
    taken: FxHashSet<usize>,
}

impl Scan<'_> {
    /// The build's `eat_trivia`: the trivia before a token is all the
    /// tokens up to the next significant one, so the position is only
    /// worked out when a cut asks for it (see `raw_pos`).
    fn eat_trivia(&mut self) {
        self.trivia_eaten = true;
    }

    /// Where the build is among all the tokens: after the last token it
    /// consumed, or at the next significant one once the trivia before it
    /// is eaten.
    fn raw_pos(&self) -> usize {
        if self.trivia_eaten {
            self.input.raw_of(self.sig_pos)
        } else {
            self.after_token
        }
    }

    /// Replays event `i` of `events`; false when the list is not one the
    /// scan can follow (the caller then builds sequentially).
    #[inline]
    fn event(&mut self, events: &[Event], i: usize, event: &Event, pending: &mut Pending) -> bool {
        match event {
            Event::Start { forward_parent, .. } => {
                if pending.take(i) {
                    // opened earlier, with the node that links to it
                    return true;
                }
                let mut opened = 1;
                let mut fp = *forward_parent;
                while let Some(idx) = fp {
                    let idx = idx.get() as usize;
                    match events.get(idx) {
                        Some(Event::Start { forward_parent, .. }) if idx > i => {
                            pending.0.push(Reverse(idx));
                            opened += 1;
                            fp = *forward_parent;
                        }
                        _ => return false,
                    }
                }
                for _ in 0..opened {
                    if self.depth > 0 {
                        self.eat_trivia();
                    }
                    self.depth += 1;
                }
            }
            Event::Finish => {
                if self.depth == 0 {
                    return false;
                }
                self.depth -= 1;
            }
            Event::Token { n_raw, .. } => {
                self.eat_trivia();
                let n = *n_raw as usize;
                let end = (self.sig_pos + n).min(self.input.texts.len());
                if n == 0 || end <= self.sig_pos {
                    return false;
                }
                // one token or several glued ones: just after the last
                self.after_token = self.input.raw_of(end - 1) + 1;
                self.trivia_eaten = false;
                self.sig_pos = end;
            }
            Event::Splice(slot) => {
                let slot = *slot as usize;
                let Some(list) = self.spliced.get(slot) else {
                    return true;
                };
                if !self.taken.insert(slot) {
                    return true;
                }
                if self.nesting > 64 {
                    return false;
                }
                self.nesting += 1;
                let mut inner = Pending::default();
                for (j, e) in list.iter().enumerate() {
                    if !self.event(list, j, e, &mut inner) {
                        return false;
                    }
                }
                self.nesting -= 1;
                if !inner.is_empty() {
                    return false;
                }
            }
            Event::Tombstone => {}
        }
        true
    }
}
