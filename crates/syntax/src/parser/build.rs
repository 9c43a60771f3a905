//! Turns parser events and the input tokens into a rowan green tree. Trivia
//! between significant tokens is attached here, so the tree text is exactly
//! the concatenation of the input tokens.

use super::Token;
use super::event::Event;
use crate::SyntaxKind;
use rowan::{GreenNode, GreenNodeBuilder};

/// Builds the tree from the main event list and the lists parsed later
/// (`Event::Splice` refers to them by index).
pub(crate) fn build_tree(
    tokens: &[Token],
    significant: &[usize],
    events: Vec<Event>,
    mut spliced: Vec<Vec<Event>>,
) -> GreenNode {
    let mut b = Builder {
        tokens,
        significant,
        builder: GreenNodeBuilder::new(),
        raw_pos: 0,
        sig_pos: 0,
        depth: 0,
        forward: Vec::new(),
    };
    b.process(events, &mut spliced);
    b.builder.finish()
}

struct Builder<'a> {
    tokens: &'a [Token],
    significant: &'a [usize],
    builder: GreenNodeBuilder<'static>,
    /// Index into `tokens`.
    raw_pos: usize,
    /// Index into `significant`.
    sig_pos: usize,
    depth: usize,
    forward: Vec<SyntaxKind>,
}

impl Builder<'_> {
    fn eat_trivia(&mut self) {
        while self.raw_pos < self.tokens.len() && self.tokens[self.raw_pos].kind.is_trivia() {
            let t = &self.tokens[self.raw_pos];
            self.builder.token(raw(t.kind), &t.text);
            self.raw_pos += 1;
        }
    }

    fn process(&mut self, mut events: Vec<Event>, spliced: &mut Vec<Vec<Event>>) {
        for i in 0..events.len() {
            match std::mem::replace(&mut events[i], Event::Tombstone) {
                Event::Start {
                    kind,
                    forward_parent,
                } => {
                    self.forward.clear();
                    self.forward.push(kind);
                    let mut fp = forward_parent;
                    while let Some(idx) = fp {
                        match std::mem::replace(&mut events[idx as usize], Event::Tombstone) {
                            Event::Start {
                                kind,
                                forward_parent,
                            } => {
                                self.forward.push(kind);
                                fp = forward_parent;
                            }
                            _ => unreachable!(),
                        }
                    }
                    while let Some(kind) = self.forward.pop() {
                        // Leading trivia stays outside the node, except for the root.
                        if self.depth > 0 {
                            self.eat_trivia();
                        }
                        self.builder.start_node(raw(kind));
                        self.depth += 1;
                    }
                }
                Event::Finish => {
                    self.depth -= 1;
                    if self.depth == 0 {
                        // the root: take everything that is left
                        while self.raw_pos < self.tokens.len() {
                            let t = &self.tokens[self.raw_pos];
                            let kind = if t.kind.is_trivia() {
                                t.kind
                            } else {
                                SyntaxKind::ERROR
                            };
                            self.builder.token(raw(kind), &t.text);
                            self.raw_pos += 1;
                        }
                    }
                    self.builder.finish_node();
                }
                Event::Token { kind, n_raw } => {
                    self.eat_trivia();
                    let n = n_raw as usize;
                    let end = (self.sig_pos + n).min(self.significant.len());
                    if n == 1 {
                        self.builder
                            .token(raw(kind), &self.tokens[self.raw_pos].text);
                        self.raw_pos += 1;
                    } else {
                        // glued tokens are always joint: no trivia between them
                        let mut text = String::new();
                        for &raw in &self.significant[self.sig_pos..end] {
                            text.push_str(&self.tokens[raw].text);
                        }
                        self.builder.token(raw(kind), &text);
                        self.raw_pos = self.significant[end - 1] + 1;
                    }
                    self.sig_pos = end;
                }
                Event::Splice(index) => {
                    let part = spliced
                        .get_mut(index as usize)
                        .map(std::mem::take)
                        .unwrap_or_default();
                    self.process(part, spliced);
                }
                Event::Tombstone => {}
            }
        }
    }
}

fn raw(kind: SyntaxKind) -> rowan::SyntaxKind {
    rowan::SyntaxKind(kind.into())
}
