//! cicc's rules on pragmas: `#pragma nv_abi` (its arguments, and what it
//! must precede) and pragmas it does not know inside device functions
//! (#20199). Pragmas are recorded by the preprocessor with the output
//! token they precede; the tree tells what that token begins.

use crate::{Anchor, Diag, SemaDb};
use base_db::{FileLocation, Side, UnitSide};
use diagnostics::DiagKind;
use rustc_hash::FxHashSet;
use smol_str::SmolStr;
use std::sync::Arc;
use syntax::SyntaxKind::*;
use syntax::{SyntaxNode, TextSize};

/// The pragmas device code accepts without comment.
const KNOWN: &[&str] = &[
    "nv_abi",
    "unroll",
    "nounroll",
    "once",
    "GCC",
    "STDC",
    "push_macro",
    "pop_macro",
    "pack",
    "message",
    "nv_diag_suppress",
    "nv_diag_warning",
    "nv_diag_error",
    "nv_diag_default",
    "nv_diag_once",
    "nv_diagnostic",
    "diag_suppress",
    "diag_warning",
    "diag_error",
    "diag_default",
    "diag_once",
    "nv_exec_check_disable",
    "hd_warning_disable",
    "clang",
    "weak",
    "redefine_extname",
];

pub fn pragma_diagnostics(db: &dyn SemaDb, us: UnitSide) -> Vec<(Option<FileLocation>, Diag)> {
    if us.side(db) != Side::Device {
        return Vec::new();
    }
    if us.is_preamble_view(db) || !base_db::has_preamble(db, us) {
        return side_pragma_diagnostics(db, us);
    }
    // the preamble's pragmas (but `nv_abi` in the main file, which may
    // precede the body's first declaration) in the preamble's view, the
    // others here, with the body's functions only
    let mut out: Vec<_> = preamble_pragma_diagnostics(db, us.preamble_view(db))
        .iter()
        .filter(|(loc, _)| loc.as_ref().is_none_or(|l| l.file_id.0 != 0))
        .cloned()
        .collect();
    out.extend(side_pragma_diagnostics(db, us));
    out
}

/// [`pragma_diagnostics`] of the pragmas a side or view answers for: all
/// of a view's; a whole side's in its body, or in the main file.
fn side_pragma_diagnostics(db: &dyn SemaDb, us: UnitSide) -> Vec<(Option<FileLocation>, Diag)> {
    let mut out = Vec::new();
    let (body_tokens, body_functions) = body_starts(db, us);
    let pragmas: Vec<&base_db::UnitPragma> = base_db::unit_pragmas(db, us)
        .iter()
        .filter(|p| answers_for(p, body_tokens))
        .collect();
    if pragmas.is_empty() {
        return out;
    }
    let token_map = base_db::token_map(db, us);
    let root = base_db::parse(db, us).syntax_node();
    let tree = hir::item_tree(db, us);
    let map = hir::item_source_map(db, us);
    // token-index ranges of device and host function bodies
    let mut bodies: Vec<(usize, usize, bool)> = Vec::new();
    for (i, f) in tree.functions.iter().enumerate().skip(body_functions) {
        if !f.is_definition {
            continue;
        }
        let Some(range) = map.function_range(i) else {
            continue;
        };
        let device = f.attrs.device || f.attrs.global;
        bodies.push((
            token_map.token_at(range.start()),
            token_map.token_at(range.end()),
            device,
        ));
    }
    for p in pragmas {
        let loc = FileLocation {
            file: p.file.clone(),
            line: p.line,
            column: p.column,
            file_id: p.file_id,
            offset: p.offset,
            system: p.system,
        };
        let words: Vec<&str> = p
            .text
            .split(|c: char| c.is_whitespace() || c == '(')
            .filter(|w| !w.is_empty())
            .collect();
        let Some(&first) = words.first() else {
            continue;
        };
        // the innermost body the pragma is in
        let inside = bodies
            .iter()
            .filter(|(s, e, _)| *s < p.token_index && p.token_index < *e)
            .min_by_key(|(s, e, _)| e - s)
            .copied();
        if first == "nv_abi" {
            let in_host = inside.is_some_and(|(_, _, device)| !device);
            let in_device = inside.is_some_and(|(_, _, device)| device);
            for d in nv_abi(
                &p.text,
                p.token_index,
                (in_host, in_device),
                &root,
                token_map,
                tree,
                map,
            ) {
                out.push((Some(loc.clone()), d));
            }
            continue;
        }
        if inside.is_some_and(|(_, _, device)| device) && !KNOWN.contains(&first) {
            out.push((
                Some(loc.clone()),
                Diag::fixed(DiagKind::UnrecognizedPragmaInDevice, Anchor::Nowhere),
            ));
        }
    }
    out
}

/// The rules of `#pragma nv_abi`: arguments `name(value)` with known names,
/// each once, positive integer values; then what follows must be a device
/// function's declaration or an expression statement.
fn nv_abi(
    text: &str,
    token_index: usize,
    (in_host_function, in_device_function): (bool, bool),
    root: &SyntaxNode,
    token_map: &base_db::UnitTokenMap,
    tree: &hir::ItemTree,
    map: &hir::SideItemSourceMap,
) -> Vec<Diag> {
    let err = |k: DiagKind| vec![Diag::fixed(k, Anchor::Nowhere)];
    let args = text.trim_start_matches("nv_abi").trim();
    if args.is_empty() {
        return err(DiagKind::NvAbiMissingArgument);
    }
    let mut seen: Vec<&str> = Vec::new();
    let mut rest = args;
    while !rest.is_empty() {
        let Some(open) = rest.find('(') else {
            return err(DiagKind::NvAbiInvalidOption);
        };
        let name = rest[..open].trim();
        let Some(close) = rest[open..].find(')') else {
            return err(DiagKind::NvAbiInvalidOption);
        };
        let value = rest[open + 1..open + close].replace(' ', "");
        rest = rest[open + close + 1..].trim_start_matches([' ', ',']);
        if !matches!(
            name,
            "preserve_n_data" | "preserve_n_control" | "preserve_n_after"
        ) {
            return err(DiagKind::NvAbiInvalidOption);
        }
        if seen.contains(&name) {
            return err(DiagKind::NvAbiDuplicateArgument);
        }
        seen.push(name);
        let v = pragma_value(&value, tree);
        if v.is_none()
            && let Some(k) = tree.variables.iter().rposition(|var| {
                var.name() == value.as_str() && !var.is_member && !var.is_const && !var.is_constexpr
            })
        {
            // EDG's own complaint first, naming the variable
            let var = &tree.variables[k];
            let mut e = Diag::fixed(DiagKind::ExprNotConstant, Anchor::Nowhere);
            e.related.push((
                DiagKind::VariableNotConstant {
                    variable: diagnostics::Entity::variable(value.clone()),
                },
                Anchor::Nowhere,
                Some(Anchor::Variable(k as u32)),
            ));
            let mut out = vec![e];
            if in_device_function && var.memory.is_none() {
                out.push(Diag::fixed(
                    diagnostics::host_variable_in_device(
                        diagnostics::Access::Read,
                        diagnostics::Entity::variable(value.clone()),
                    ),
                    Anchor::Nowhere,
                ));
            }
            out.extend(err(DiagKind::NvAbiNotConstant));
            return out;
        }
        match v {
            None => {
                return err(DiagKind::NvAbiNotConstant);
            }
            Some(v) if v <= 0 => {
                return err(DiagKind::NvAbiNotPositive);
            }
            Some(v) if v > i32::MAX as i128 => {
                return err(DiagKind::NvAbiOverflow);
            }
            _ => {}
        }
    }
    // what the pragma precedes
    let Some(start) = token_start(token_map, token_index) else {
        return Vec::new();
    };
    let Some(token) = root.token_at_offset(start).right_biased() else {
        return Vec::new();
    };
    let node = token
        .parent_ancestors()
        .take_while(|n| n.text_range().start() == start)
        .filter(|n| {
            matches!(
                n.kind(),
                FUNCTION_DEF
                    | SIMPLE_DECL
                    | EXPR_STMT
                    | RETURN_STMT
                    | DECL_STMT
                    | IF_STMT
                    | FOR_STMT
                    | WHILE_STMT
            )
        })
        .last();
    match node.as_ref().map(|n| n.kind()) {
        Some(EXPR_STMT) if in_host_function => err(DiagKind::NvAbiInHostFunction),
        Some(EXPR_STMT) => Vec::new(),
        Some(FUNCTION_DEF | SIMPLE_DECL) => {
            let node = node.unwrap();
            let function = (0..tree.functions.len()).find(|&i| {
                map.function_range(i)
                    .is_some_and(|r| node.text_range().contains_range(r))
            });
            match function {
                Some(i) if tree.functions[i].attrs.device || tree.functions[i].attrs.global => {
                    Vec::new()
                }
                Some(_) => err(DiagKind::NvAbiNotDeviceFunction),
                None => err(DiagKind::NvAbiPlacement),
            }
        }
        _ => err(DiagKind::NvAbiPlacement),
    }
}

fn token_start(token_map: &base_db::UnitTokenMap, index: usize) -> Option<TextSize> {
    token_map.start_of(index)
}

/// The definitions (entity key and ordinal, as [`hir::FunctionDef`] names
/// them) that `#pragma nv_exec_check_disable` or `#pragma hd_warning_disable`
/// precedes: cudafe++ does not check the calls a `__host__ __device__`
/// function so marked makes. The pragma belongs to the first function
/// declared after it, unless a `;`, `{` or `}` comes first (then it
/// preceded something else). Keys, not item indices, so that inserting a
/// declaration above changes nothing.
#[salsa::tracked(returns(ref))]
pub fn exec_check_disabled(db: &dyn SemaDb, us: UnitSide) -> Arc<FxHashSet<(SmolStr, u32)>> {
    let mut out = FxHashSet::default();
    // the whole side answers for the body's definitions only (the
    // preamble's are checked in its view): the marks of the body, and those
    // of the main file's leading lines, which may precede its first function
    let (body_tokens, body_functions) = body_starts(db, us);
    let marks: Vec<usize> = base_db::unit_pragmas(db, us)
        .iter()
        .filter(|p| {
            matches!(
                p.text.split_whitespace().next(),
                Some("nv_exec_check_disable" | "hd_warning_disable")
            ) && answers_for(p, body_tokens)
        })
        .map(|p| p.token_index)
        .collect();
    if marks.is_empty() {
        return Arc::new(out);
    }
    let token_map = base_db::token_map(db, us);
    let map = hir::item_source_map(db, us);
    let tree = hir::item_tree(db, us);
    let mut starts: Vec<(usize, u32)> = map
        .function_ranges()
        .enumerate()
        .skip(body_functions)
        .map(|(i, r)| (token_map.token_at(r.start()), i as u32))
        .collect();
    starts.sort_unstable();
    for mark in marks {
        let at = starts.partition_point(|(s, _)| *s < mark);
        let Some(&(start, _)) = starts.get(at) else {
            continue;
        };
        if (mark..start).any(|t| {
            matches!(
                unit_token_kind(db, us, t),
                Some(SEMICOLON | L_CURLY | R_CURLY)
            )
        }) {
            continue;
        }
        // every definition starting there (a template's instances share it)
        for &(s, i) in &starts[at..] {
            if s != start {
                break;
            }
            let f = &tree.functions[i as usize];
            if f.is_definition {
                let ordinal = tree.functions[..i as usize]
                    .iter()
                    .filter(|g| g.is_definition && g.key == f.key)
                    .count() as u32;
                out.insert((f.key.clone(), ordinal));
            }
        }
    }
    Arc::new(out)
}

/// Where the body of a whole side starts: its first token and its first
/// function (0 and 0 for a view, or a side without a preamble).
fn body_starts(db: &dyn SemaDb, us: UnitSide) -> (usize, usize) {
    if us.is_preamble_view(db) || !base_db::has_preamble(db, us) {
        return (0, 0);
    }
    (
        base_db::body_token_start(db, us),
        hir::preamble_function_count(db, us),
    )
}

/// Whether a side (or view) whose body starts at token `body_tokens` (see
/// [`body_starts`]) answers for a pragma: a view for all of its own, a
/// whole side for the body's and the main file's (whose leading lines may
/// precede the body's first declaration).
fn answers_for(p: &base_db::UnitPragma, body_tokens: usize) -> bool {
    p.token_index >= body_tokens || p.file_id.0 == 0
}

/// The diagnostics of the pragmas of a side's preamble, in its view (once:
/// its inputs do not change with an edit of the body).
#[salsa::tracked(returns(ref))]
fn preamble_pragma_diagnostics(
    db: &dyn SemaDb,
    view: UnitSide,
) -> Vec<(Option<FileLocation>, Diag)> {
    side_pragma_diagnostics(db, view)
}

/// Whether the calls of one definition are exempt from the checks (see
/// [`exec_check_disabled`]); a query of its own, so that a change of the
/// set elsewhere does not re-check this body.
#[salsa::tracked]
pub fn exec_check_disabled_def<'db>(db: &'db dyn SemaDb, def: hir::FunctionDef<'db>) -> bool {
    exec_check_disabled(db, def.us(db)).contains(&(def.key(db).clone(), def.ordinal(db)))
}

/// The kind of the unit's `index`-th preprocessed token, from its part.
fn unit_token_kind(db: &dyn SemaDb, us: UnitSide, index: usize) -> Option<syntax::SyntaxKind> {
    let (part, local) = base_db::token_part(db, us, index);
    base_db::preprocess_part(db, us, part)
        .unit
        .pp
        .tokens
        .get(local)
        .map(|t| t.kind)
}

/// The value of a `#pragma nv_abi` argument: an integral constant
/// expression, which may use the unit's constants and enumerators.
fn pragma_value(text: &str, tree: &hir::ItemTree) -> Option<i128> {
    let mut tokens = Vec::new();
    let mut at = 0usize;
    for t in syntax::lexer::lex(text) {
        let piece = &text[at..at + t.len as usize];
        at += t.len as usize;
        if !t.kind.is_trivia() {
            tokens.push((t.kind, piece.to_string()));
        }
    }
    let env = crate::launch_attrs::DeclEnv {
        tree,
        params: &[],
        args: None,
        depth: std::cell::Cell::new(0),
    };
    match hir::const_expr::ConstExpr::parse(&tokens).eval(&env) {
        hir::const_expr::ConstValue::Int(v) => Some(v),
        _ => None,
    }
}
