//! A function body's statements as far as control flow goes: what can
//! complete, jump, break or loop forever. Built from the body's syntax
//! after lowering, with each expression statement's call by its
//! [`ExprId`], so that a check can decide whether a callee returns (a
//! `noreturn` function does not) without this crate resolving names.
//! Used for EDG's "missing return statement at end of non-void function".

use crate::ExprId;
use rustc_hash::FxHashMap;
use syntax::SyntaxKind::*;
use syntax::{SyntaxNode, TextRange};

/// One statement.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Flow {
    /// A block: its statements in order.
    Seq(Vec<Flow>),
    /// An expression statement that is a call (which completes unless the
    /// callee is `noreturn`).
    Call(ExprId),
    /// `return`, `throw`, `goto`: control goes elsewhere.
    Jump,
    /// A `continue` (to the enclosing loop's condition).
    Continue,
    /// A `break` (out of the enclosing loop or switch).
    Break,
    /// A statement with a label: reachable by `goto`, whatever precedes it.
    Label(Box<Flow>),
    /// A `case` or `default` label of a switch, with its statement.
    Case {
        default: bool,
        stmt: Box<Flow>,
    },
    If {
        then: Box<Flow>,
        otherwise: Option<Box<Flow>>,
    },
    /// A loop: `forever` when its condition is absent or a constant true,
    /// `post_test` for `do ... while`.
    Loop {
        forever: bool,
        post_test: bool,
        body: Box<Flow>,
    },
    Switch(Box<Flow>),
    Try {
        body: Box<Flow>,
        handlers: Vec<Flow>,
    },
    /// Anything else: declarations, plain expressions, `asm`, `;`.
    Plain,
}

/// How a statement can end.
#[derive(Debug, Clone, Copy, Default)]
struct Ends {
    /// Control can reach the statement after it.
    completes: bool,
    /// A `break` out of it (to the enclosing loop or switch) is reachable.
    breaks: bool,
    /// A `continue` in it is reachable.
    continues: bool,
}

impl Flow {
    /// Builds the flow of a compound statement; `calls` maps the ranges of
    /// lowered call expressions to their ids.
    pub fn of_block(block: &SyntaxNode, calls: &FxHashMap<TextRange, ExprId>) -> Flow {
        let mut depth = 0;
        build(block, calls, &mut depth)
    }

    /// Whether control can reach the end of this block (the closing brace
    /// of a function body), given which calls do not return.
    pub fn can_complete(&self, noreturn: &dyn Fn(ExprId) -> bool) -> bool {
        ends(self, noreturn).completes
    }
}

/// Nesting beyond which a statement is taken as completing (deep nesting
/// is generated input, handled without recursing further).
const MAX_DEPTH: u32 = 200;

fn build(node: &SyntaxNode, calls: &FxHashMap<TextRange, ExprId>, depth: &mut u32) -> Flow {
    if *depth > MAX_DEPTH {
        return Flow::Plain;
    }
    *depth += 1;
    let sub = |n: &SyntaxNode, depth: &mut u32| Box::new(build(n, calls, depth));
    let stmts = |n: &SyntaxNode| {
        n.children()
            .filter(|c| is_stmt(c.kind()))
            .collect::<Vec<_>>()
    };
    let flow = match node.kind() {
        COMPOUND_STMT => Flow::Seq(stmts(node).iter().map(|c| build(c, calls, depth)).collect()),
        EXPR_STMT => {
            let e = node.children().next();
            // GCC's builtins that end control
            let ends_control = e.as_ref().is_some_and(|e| {
                e.first_token()
                    .is_some_and(|t| matches!(t.text(), "__builtin_unreachable" | "__builtin_trap"))
            });
            match e {
                Some(e) if e.kind() == THROW_EXPR => Flow::Jump,
                Some(_) if ends_control => Flow::Jump,
                Some(e) if e.kind() == CALL_EXPR => match calls.get(&e.text_range()) {
                    Some(&id) => Flow::Call(id),
                    None => Flow::Plain,
                },
                _ => Flow::Plain,
            }
        }
        RETURN_STMT | GOTO_STMT => Flow::Jump,
        CONTINUE_STMT => Flow::Continue,
        BREAK_STMT => Flow::Break,
        LABELED_STMT => match stmts(node).first() {
            Some(s) => Flow::Label(sub(s, depth)),
            None => Flow::Label(Box::new(Flow::Plain)),
        },
        CASE_LABEL | DEFAULT_LABEL => Flow::Case {
            default: node.kind() == DEFAULT_LABEL,
            stmt: match stmts(node).first() {
                Some(s) => sub(s, depth),
                None => Box::new(Flow::Plain),
            },
        },
        IF_STMT => {
            let mut branches = node
                .children()
                .filter_map(|c| {
                    if c.kind() == ELSE_BRANCH {
                        c.children().find(|g| is_stmt(g.kind())).map(|g| (true, g))
                    } else if is_stmt(c.kind()) {
                        Some((false, c))
                    } else {
                        None
                    }
                })
                .collect::<Vec<_>>()
                .into_iter();
            let then = match branches.next() {
                Some((_, t)) => sub(&t, depth),
                None => Box::new(Flow::Plain),
            };
            let otherwise = branches
                .find(|(is_else, _)| *is_else)
                .map(|(_, e)| sub(&e, depth));
            Flow::If { then, otherwise }
        }
        WHILE_STMT | FOR_STMT | DO_STMT | RANGE_FOR_STMT => {
            let forever = match node.kind() {
                WHILE_STMT => node
                    .children()
                    .find(|c| c.kind() == CONDITION)
                    .is_some_and(|c| constant_true(&c)),
                FOR_STMT => node
                    .children()
                    .find(|c| c.kind() == FOR_CONDITION)
                    .is_none_or(|c| constant_true(&c)),
                DO_STMT => node
                    .children()
                    .filter(|c| !is_stmt(c.kind()))
                    .last()
                    .is_some_and(|c| constant_true(&c)),
                _ => false,
            };
            let body = match stmts(node).last() {
                Some(b) => sub(b, depth),
                None => Box::new(Flow::Plain),
            };
            Flow::Loop {
                forever,
                post_test: node.kind() == DO_STMT,
                body,
            }
        }
        SWITCH_STMT => match stmts(node).last() {
            Some(b) => Flow::Switch(sub(b, depth)),
            None => Flow::Plain,
        },
        TRY_STMT => {
            let body = match node.children().find(|c| c.kind() == COMPOUND_STMT) {
                Some(b) => sub(&b, depth),
                None => Box::new(Flow::Plain),
            };
            let handlers = node
                .children()
                .filter(|c| c.kind() == HANDLER)
                .filter_map(|h| h.children().find(|c| c.kind() == COMPOUND_STMT))
                .map(|b| build(&b, calls, depth))
                .collect();
            Flow::Try { body, handlers }
        }
        _ => Flow::Plain,
    };
    *depth -= 1;
    flow
}

fn is_stmt(kind: syntax::SyntaxKind) -> bool {
    <syntax::ast::Stmt as syntax::ast::AstNode>::can_cast(kind)
        || matches!(kind, CASE_LABEL | DEFAULT_LABEL | LABELED_STMT)
}

/// `1`, `true`: a condition that never fails.
fn constant_true(node: &SyntaxNode) -> bool {
    let tokens: Vec<syntax::SyntaxToken> = node
        .descendants_with_tokens()
        .filter_map(|e| e.into_token())
        .filter(|t| !t.kind().is_trivia() && !matches!(t.kind(), L_PAREN | R_PAREN))
        .collect();
    match tokens.as_slice() {
        [] => true,
        [t] if t.kind() == TRUE_KW => true,
        [t] if t.kind() == INT_NUMBER => {
            let digits: String = t
                .text()
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric())
                .filter(|c| c.is_ascii_digit())
                .collect();
            digits.chars().any(|c| c != '0')
        }
        _ => false,
    }
}

fn ends(f: &Flow, noreturn: &dyn Fn(ExprId) -> bool) -> Ends {
    let done = |completes| Ends {
        completes,
        ..Ends::default()
    };
    match f {
        Flow::Plain => done(true),
        Flow::Call(id) => done(!noreturn(*id)),
        Flow::Jump => done(false),
        Flow::Continue => Ends {
            continues: true,
            ..Ends::default()
        },
        Flow::Break => Ends {
            breaks: true,
            ..Ends::default()
        },
        Flow::Label(s) | Flow::Case { stmt: s, .. } => ends(s, noreturn),
        Flow::Seq(stmts) => {
            let mut out = Ends::default();
            let mut reachable = true;
            for s in stmts {
                // a label (or a case) can be jumped to
                if matches!(s, Flow::Label(_) | Flow::Case { .. }) {
                    reachable = true;
                }
                if !reachable {
                    continue;
                }
                let e = ends(s, noreturn);
                out.breaks |= e.breaks;
                out.continues |= e.continues;
                reachable = e.completes;
            }
            out.completes = reachable;
            out
        }
        Flow::If { then, otherwise } => {
            let t = ends(then, noreturn);
            let o = otherwise.as_ref().map_or(done(true), |o| ends(o, noreturn));
            Ends {
                completes: t.completes || o.completes,
                breaks: t.breaks || o.breaks,
                continues: t.continues || o.continues,
            }
        }
        Flow::Loop {
            forever,
            post_test,
            body,
        } => {
            let b = ends(body, noreturn);
            let completes = if *forever {
                b.breaks
            } else if *post_test {
                b.completes || b.continues || b.breaks
            } else {
                true
            };
            done(completes)
        }
        Flow::Switch(body) => {
            let b = ends(body, noreturn);
            done(!has_default(body) || b.breaks || b.completes)
        }
        Flow::Try { body, handlers } => {
            let mut out = ends(body, noreturn);
            for h in handlers {
                let e = ends(h, noreturn);
                out.completes |= e.completes;
                out.breaks |= e.breaks;
                out.continues |= e.continues;
            }
            out
        }
    }
}

/// A `default` label of this switch (not of a nested one).
fn has_default(f: &Flow) -> bool {
    match f {
        Flow::Case { default: true, .. } => true,
        Flow::Case { stmt, .. } | Flow::Label(stmt) => has_default(stmt),
        Flow::Seq(stmts) => stmts.iter().any(has_default),
        Flow::If { then, otherwise } => {
            has_default(then) || otherwise.as_ref().is_some_and(|o| has_default(o))
        }
        Flow::Loop { body, .. } => has_default(body),
        Flow::Try { body, handlers } => has_default(body) || handlers.iter().any(has_default),
        _ => false,
    }
}
