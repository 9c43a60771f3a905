//! Turns parser events and the input tokens into a rowan green tree. Trivia
//! between significant tokens is attached here, so the tree text is exactly
//! the concatenation of the input tokens.
//!
//! It builds the green nodes itself instead of using rowan's
//! `GreenNodeBuilder`: that one hashes every small node into a cache to
//! share equal subtrees, which costs more than it saves on a translation
//! unit of a few hundred thousand tokens. Tokens are still shared (every
//! `int`, `(` and space is one green token), through a map keyed by the
//! input's own text.

use super::Token;
use super::event::Event;
use crate::SyntaxKind;
use rowan::{GreenNode, GreenToken, NodeOrToken};
use rustc_hash::FxHashMap;

type Element = NodeOrToken<GreenNode, GreenToken>;

/// The green tree under construction: finished children, and the open
/// nodes with where their children start.
struct Green<'a> {
    children: Vec<Element>,
    open: Vec<(SyntaxKind, usize)>,
    tokens: FxHashMap<(SyntaxKind, &'a str), GreenToken>,
    space: GreenToken,
    newline: GreenToken,
}

impl<'a> Green<'a> {
    fn new() -> Self {
        Green {
            children: Vec::new(),
            open: Vec::new(),
            tokens: FxHashMap::default(),
            space: GreenToken::new(raw(SyntaxKind::WHITESPACE), " "),
            newline: GreenToken::new(raw(SyntaxKind::NEWLINE), "\n"),
        }
    }

    fn start_node(&mut self, kind: SyntaxKind) {
        self.open.push((kind, self.children.len()));
    }

    fn finish_node(&mut self) {
        if let Some((kind, start)) = self.open.pop() {
            let node = GreenNode::new(raw(kind), self.children.drain(start..));
            self.children.push(NodeOrToken::Node(node));
        }
    }

    fn token(&mut self, kind: SyntaxKind, text: &'a str) {
        let token = match (kind, text) {
            (SyntaxKind::WHITESPACE, " ") => self.space.clone(),
            (SyntaxKind::NEWLINE, "\n") => self.newline.clone(),
            _ => self
                .tokens
                .entry((kind, text))
                .or_insert_with(|| GreenToken::new(raw(kind), text))
                .clone(),
        };
        self.children.push(NodeOrToken::Token(token));
    }

    /// A token whose text is not in the input (glued tokens such as `>>`).
    fn owned_token(&mut self, kind: SyntaxKind, text: &str) {
        self.children
            .push(NodeOrToken::Token(GreenToken::new(raw(kind), text)));
    }

    fn finish(mut self) -> GreenNode {
        while !self.open.is_empty() {
            self.finish_node();
        }
        match self.children.pop() {
            Some(NodeOrToken::Node(root)) if self.children.is_empty() => root,
            last => {
                // not one root: wrap what there is (never happens with the
                // grammar's single TRANSLATION_UNIT, but must not panic)
                self.children.extend(last);
                GreenNode::new(
                    raw(SyntaxKind::TRANSLATION_UNIT),
                    std::mem::take(&mut self.children),
                )
            }
        }
    }
}

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
        builder: Green::new(),
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
    builder: Green<'a>,
    /// Index into `tokens`.
    raw_pos: usize,
    /// Index into `significant`.
    sig_pos: usize,
    depth: usize,
    forward: Vec<SyntaxKind>,
}

impl<'a> Builder<'a> {
    fn eat_trivia(&mut self) {
        let tokens = self.tokens;
        while self.raw_pos < tokens.len() && tokens[self.raw_pos].kind.is_trivia() {
            let t = &tokens[self.raw_pos];
            self.builder.token(t.kind, &t.text);
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
                        self.builder.start_node(kind);
                        self.depth += 1;
                    }
                }
                Event::Finish => {
                    self.depth -= 1;
                    if self.depth == 0 {
                        // the root: take everything that is left
                        let tokens = self.tokens;
                        while self.raw_pos < tokens.len() {
                            let t = &tokens[self.raw_pos];
                            let kind = if t.kind.is_trivia() {
                                t.kind
                            } else {
                                SyntaxKind::ERROR
                            };
                            self.builder.token(kind, &t.text);
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
                        let tokens = self.tokens;
                        self.builder.token(kind, &tokens[self.raw_pos].text);
                        self.raw_pos += 1;
                    } else {
                        // glued tokens are always joint: no trivia between them
                        let mut text = String::new();
                        for &raw in &self.significant[self.sig_pos..end] {
                            text.push_str(&self.tokens[raw].text);
                        }
                        self.builder.owned_token(kind, &text);
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
