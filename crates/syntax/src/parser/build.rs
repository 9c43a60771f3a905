//! Turns parser events and the input tokens into a rowan green tree. Trivia
//! between significant tokens is attached here, so the tree text is exactly
//! the concatenation of the input tokens.

use super::Token;
use super::event::Event;
use crate::SyntaxKind;
use rowan::{GreenNode, GreenNodeBuilder};

pub(crate) fn build_tree(
    tokens: &[Token],
    significant: &[usize],
    mut events: Vec<Event>,
) -> GreenNode {
    let mut builder = GreenNodeBuilder::new();
    let mut raw_pos = 0usize; // index into `tokens`
    let mut sig_pos = 0usize; // index into `significant`
    let mut depth = 0usize;
    let mut forward = Vec::new();
    let eat_trivia = |builder: &mut GreenNodeBuilder, raw_pos: &mut usize| {
        while *raw_pos < tokens.len() && tokens[*raw_pos].kind.is_trivia() {
            let t = &tokens[*raw_pos];
            builder.token(raw(t.kind), &t.text);
            *raw_pos += 1;
        }
    };
    for i in 0..events.len() {
        match std::mem::replace(&mut events[i], Event::Tombstone) {
            Event::Start {
                kind,
                forward_parent,
            } => {
                forward.clear();
                forward.push(kind);
                let mut fp = forward_parent;
                while let Some(idx) = fp {
                    match std::mem::replace(&mut events[idx as usize], Event::Tombstone) {
                        Event::Start {
                            kind,
                            forward_parent,
                        } => {
                            forward.push(kind);
                            fp = forward_parent;
                        }
                        _ => unreachable!(),
                    }
                }
                for kind in forward.drain(..).rev() {
                    // Leading trivia stays outside the node, except for the root.
                    if depth > 0 {
                        eat_trivia(&mut builder, &mut raw_pos);
                    }
                    builder.start_node(raw(kind));
                    depth += 1;
                }
            }
            Event::Finish => {
                depth -= 1;
                if depth == 0 {
                    // the root: take everything that is left
                    while raw_pos < tokens.len() {
                        let t = &tokens[raw_pos];
                        let kind = if t.kind.is_trivia() {
                            t.kind
                        } else {
                            SyntaxKind::ERROR
                        };
                        builder.token(raw(kind), &t.text);
                        raw_pos += 1;
                    }
                }
                builder.finish_node();
            }
            Event::Token { kind, n_raw } => {
                eat_trivia(&mut builder, &mut raw_pos);
                let n = n_raw as usize;
                let end = (sig_pos + n).min(significant.len());
                if n == 1 {
                    builder.token(raw(kind), &tokens[raw_pos].text);
                    raw_pos += 1;
                } else {
                    // glued tokens are always joint: no trivia between them
                    let mut text = String::new();
                    for &raw in &significant[sig_pos..end] {
                        text.push_str(&tokens[raw].text);
                    }
                    builder.token(raw(kind), &text);
                    raw_pos = significant[end - 1] + 1;
                }
                sig_pos = end;
            }
            Event::Tombstone => {}
        }
    }
    builder.finish()
}

fn raw(kind: SyntaxKind) -> rowan::SyntaxKind {
    rowan::SyntaxKind(kind.into())
}
