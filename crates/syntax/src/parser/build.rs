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

use super::event::Event;
use super::input::Input;
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
    /// The last token made of each kind: keywords and punctuation (half of
    /// all tokens) nearly always have one spelling, so a text comparison
    /// here saves hashing them into `tokens`.
    last_of_kind: Vec<Option<GreenToken>>,
    /// See [`Green::single_child_node`].
    single: FxHashMap<(SyntaxKind, usize), GreenNode>,
    /// The second half of a two-thread build continues nodes that the first
    /// half opened: their closes find `open` empty and leave the children
    /// built since in `tails`, innermost node first.
    joins_earlier: bool,
    tails: Vec<Vec<Element>>,
    space: GreenToken,
    newline: GreenToken,
}

impl<'a> Green<'a> {
    fn new() -> Self {
        Green {
            children: Vec::new(),
            open: Vec::new(),
            tokens: FxHashMap::default(),
            last_of_kind: Vec::new(),
            single: FxHashMap::default(),
            joins_earlier: false,
            tails: Vec::new(),
            space: GreenToken::new(raw(SyntaxKind::WHITESPACE), " "),
            newline: GreenToken::new(raw(SyntaxKind::NEWLINE), "\n"),
        }
    }

    fn start_node(&mut self, kind: SyntaxKind) {
        self.open.push((kind, self.children.len()));
    }

    fn finish_node(&mut self) {
        if self.open.is_empty() && self.joins_earlier {
            // a node the first half opened: what was built since the last
            // such close is the end of its children
            let tail = std::mem::take(&mut self.children);
            self.tails.push(tail);
            return;
        }
        if let Some((kind, start)) = self.open.pop() {
            let node = if self.children.len() == start + 1 {
                self.single_child_node(kind)
            } else {
                GreenNode::new(raw(kind), self.children.drain(start..))
            };
            self.children.push(NodeOrToken::Node(node));
        }
    }

    /// A node whose only child is the last element: chains such as
    /// `PATH_EXPR > PATH > NAME_REF > IDENT "x"` repeat for every use of a
    /// name, so they are shared, keyed by the child's identity (equal
    /// addresses are equal subtrees; the cached node keeps its child alive,
    /// so an address cannot be reused while it is a key).
    fn single_child_node(&mut self, kind: SyntaxKind) -> GreenNode {
        let child = self.children.pop().expect("one child");
        let address = match &child {
            NodeOrToken::Node(n) => &**n as *const rowan::GreenNodeData as usize,
            NodeOrToken::Token(t) => &**t as *const rowan::GreenTokenData as usize,
        };
        self.single
            .entry((kind, address))
            .or_insert_with(|| GreenNode::new(raw(kind), [child]))
            .clone()
    }

    fn token(&mut self, kind: SyntaxKind, text: &'a str) {
        let token = match (kind, text) {
            (SyntaxKind::WHITESPACE, " ") => self.space.clone(),
            (SyntaxKind::NEWLINE, "\n") => self.newline.clone(),
            _ => {
                let slot = kind as usize;
                if slot >= self.last_of_kind.len() {
                    self.last_of_kind.resize(slot + 1, None);
                }
                match &self.last_of_kind[slot] {
                    Some(t) if t.text() == text => t.clone(),
                    _ => {
                        let t = self
                            .tokens
                            .entry((kind, text))
                            .or_insert_with(|| GreenToken::new(raw(kind), text))
                            .clone();
                        self.last_of_kind[slot] = Some(t.clone());
                        t
                    }
                }
            }
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

/// Event lists at least this long are built by two threads (about 20,000
/// tokens: below that, starting a thread costs more than it saves).
pub(crate) const PARALLEL_MIN_EVENTS: usize = 100_000;

/// The build thread's stack: `process` recurses into spliced member bodies
/// (as deep as the grammar's nesting limit allows).
const BUILD_STACK: usize = 64 << 20;

/// Builds the tree from the main event list and the lists parsed later
/// (`Event::Splice` refers to them by index): in two halves on two threads
/// when the list has at least `parallel_min` events and can be cut near
/// its middle (see `split`). The tree is the same either way.
pub(crate) fn build_tree_with(
    input: &Input<'_>,
    mut events: Vec<Event>,
    mut spliced: Vec<Vec<Event>>,
    cut_hints: &[(u32, u32)],
    parallel_min: usize,
) -> GreenNode {
    if events.len() >= parallel_min
        && let Some(cut) = super::split::find_cut(input, &events, &spliced, cut_hints)
    {
        return build_in_two(input, events, spliced, cut);
    }
    let mut b = Builder::new(input);
    b.process(&mut events, 0, &mut spliced);
    b.builder.finish()
}

/// The events before the cut are built here, those after it on a second
/// thread, which starts where the scan says the first one stops. The first
/// half ends with the nodes around the cut still open (their first
/// children built); the second half ends with the rest of their children;
/// they are joined from the innermost node out.
fn build_in_two(
    input: &Input<'_>,
    mut events: Vec<Event>,
    mut spliced: Vec<Vec<Event>>,
    cut: super::split::Cut,
) -> GreenNode {
    // (halves of the one list: copying half a million events costs more
    // than the thread saves on a mid-sized unit)
    let (first_events, second_events) = events.split_at_mut(cut.event);
    let mut used = Vec::new();
    super::split::splices_used(second_events, &spliced, &mut used);
    let mut second_spliced: Vec<Vec<Event>> = spliced.iter().map(|_| Vec::new()).collect();
    for slot in used {
        second_spliced[slot] = std::mem::take(&mut spliced[slot]);
    }
    // the second half's input, taken by whichever thread builds it: the
    // main one when no thread can be started
    let second_input = std::sync::Mutex::new(Some((second_events, second_spliced)));
    let build_second = || {
        let (events, mut spliced) = second_input.lock().ok()?.take()?;
        let mut b = Builder::new(input);
        b.raw_pos = cut.raw_pos;
        b.sig_pos = cut.sig_pos;
        b.depth = cut.depth;
        b.builder.joins_earlier = true;
        b.process(events, cut.event, &mut spliced);
        Some(b.builder)
    };
    let (first, second) = std::thread::scope(|s| {
        let thread = std::thread::Builder::new()
            .name("tree-build".into())
            .stack_size(BUILD_STACK)
            .spawn_scoped(s, build_second);
        let mut b = Builder::new(input);
        b.process(first_events, 0, &mut spliced);
        let second = match thread {
            Ok(handle) => handle.join(),
            Err(_) => Ok(build_second()),
        };
        (b.builder, second)
    });
    let second = second
        .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
        .expect("the second half is built once");
    let Green {
        mut children,
        mut open,
        ..
    } = first;
    let mut tails = second.tails.into_iter();
    let mut inner: Option<GreenNode> = None;
    while let Some((kind, start)) = open.pop() {
        let mut own = children.split_off(start);
        own.extend(inner.take().map(NodeOrToken::Node));
        own.extend(tails.next().unwrap_or_default());
        inner = Some(GreenNode::new(raw(kind), own));
    }
    // both halves agree with the scan, so the root is all there is
    debug_assert!(children.is_empty() && tails.next().is_none());
    inner.unwrap_or_else(|| GreenNode::new(raw(SyntaxKind::TRANSLATION_UNIT), children))
}

struct Builder<'a> {
    input: &'a Input<'a>,
    builder: Green<'a>,
    /// The raw position (see `Input`): trivia included.
    raw_pos: usize,
    /// The index of the next significant token.
    sig_pos: usize,
    depth: usize,
    forward: Vec<SyntaxKind>,
}

impl<'a> Builder<'a> {
    fn new(input: &'a Input<'a>) -> Self {
        Builder {
            input,
            builder: Green::new(),
            raw_pos: 0,
            sig_pos: 0,
            depth: 0,
            forward: Vec::new(),
        }
    }

    fn eat_trivia(&mut self) {
        let input = self.input;
        while self.raw_pos < input.raw_len() && input.is_trivia(self.raw_pos) {
            if let Some((kind, text)) = input.raw_token(self.raw_pos) {
                self.builder.token(kind, text);
            }
            self.raw_pos += 1;
        }
    }

    /// Builds `events`, the list's events from index `base` on (forward
    /// parent links are indexes into the whole list).
    fn process(&mut self, events: &mut [Event], base: usize, spliced: &mut Vec<Vec<Event>>) {
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
                        match std::mem::replace(
                            &mut events[idx.get() as usize - base],
                            Event::Tombstone,
                        ) {
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
                        let input = self.input;
                        while self.raw_pos < input.raw_len() {
                            if let Some((kind, text)) = input.raw_token(self.raw_pos) {
                                let kind = if kind.is_trivia() {
                                    kind
                                } else {
                                    SyntaxKind::ERROR
                                };
                                self.builder.token(kind, text);
                            }
                            self.raw_pos += 1;
                        }
                    }
                    self.builder.finish_node();
                }
                Event::Token { kind, n_raw } => {
                    self.eat_trivia();
                    let n = n_raw as usize;
                    let input = self.input;
                    let end = (self.sig_pos + n).min(input.texts.len());
                    if n == 1 {
                        if let Some((_, text)) = input.raw_token(self.raw_pos) {
                            self.builder.token(kind, text);
                        }
                        self.raw_pos += 1;
                    } else {
                        // glued tokens are always joint: no trivia between them
                        let text: String = input.texts[self.sig_pos..end].concat();
                        self.builder.owned_token(kind, &text);
                        self.raw_pos = input.raw_of(end - 1) + 1;
                    }
                    self.sig_pos = end;
                }
                Event::Splice(index) => {
                    let mut part = spliced
                        .get_mut(index as usize)
                        .map(std::mem::take)
                        .unwrap_or_default();
                    self.process(&mut part, 0, spliced);
                }
                Event::Tombstone => {}
            }
        }
    }
}

fn raw(kind: SyntaxKind) -> rowan::SyntaxKind {
    rowan::SyntaxKind(kind.into())
}
