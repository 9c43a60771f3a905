//! A translation unit's diagnostics, both sides: preprocessing and syntax
//! errors, declaration and body checks (with cicc's template instances),
//! positioned, given their final text, and merged the way one reads
//! nvcc's two front ends together: a diagnostic both passes report appears
//! once.
//!
//! The text of cudafe++'s host→device call errors depends on what was
//! reported before (see `SemaDiag::HostCallee`), so the host side is
//! rendered in order; cicc's later-phase checks are dropped when its front
//! end reported an error.

use crate::calls::{Instance, check_function, check_instance};
use crate::declarations::check_declarations;
use crate::{Anchor, Diag, Phase, SemaDb, SemaDiag};
use base_db::{FileLocation, Side, UnitSide};
use diagnostics::{DiagKind, Diagnostic, Origin, Severity};
use hir::ty;
use rustc_hash::FxHashSet;
use syntax::TextRange;

/// One diagnostic with its position, before its final text.
struct Positioned {
    loc: Option<FileLocation>,
    diag: Diag,
}

/// Upper bound on template instances checked per unit (instantiation can
/// recurse without end in invalid code).
const MAX_INSTANCES: usize = 10_000;

/// All diagnostics of a unit, host side (cudafe++) and device side (cicc).
pub fn unit_diagnostics(db: &dyn SemaDb, host: UnitSide, device: UnitSide) -> Vec<Diagnostic> {
    // A preprocessing error stops both passes before the front ends run.
    let pp_host = pp_diagnostics(db, host);
    let pp_device = pp_diagnostics(db, device);
    let main = host.unit(db).main(db).path(db).clone();
    if pp_host
        .iter()
        .chain(&pp_device)
        .any(|d| d.severity == Severity::Fatal)
    {
        return merge(pp_host, pp_device, &main);
    }
    let host_diags = render_side(db, host, pp_host);
    let device_diags = render_side(db, device, pp_device);
    merge(host_diags, device_diags, &main)
}

fn pp_diagnostics(db: &dyn SemaDb, us: UnitSide) -> Vec<Diagnostic> {
    let pre = base_db::preprocess(db, us);
    let origin = side_origin(us.side(db));
    pre.pp
        .diagnostics
        .iter()
        .map(|d| {
            let loc = pre.pp.presumed_location(d.file, d.offset);
            let (_, column) = pre.pp.line_col(d.file, d.offset);
            let severity = match d.severity {
                preprocessor::Severity::Fatal => Severity::Fatal,
                preprocessor::Severity::Error => Severity::Error,
                preprocessor::Severity::Warning => Severity::Warning,
            };
            Diagnostic {
                file: loc.file.to_string(),
                line: loc.line,
                column,
                severity,
                number: None,
                message: d.message.clone(),
                notes: Vec::new(),
                source_line: source_line(&pre.pp, d.file, d.offset),
                origin,
            }
        })
        .collect()
}

fn side_origin(side: Side) -> Origin {
    match side {
        Side::Host => Origin::Host,
        Side::Device => Origin::Device,
    }
}

fn source_line(
    pp: &preprocessor::Preprocessed,
    file: preprocessor::FileId,
    offset: u32,
) -> Option<String> {
    let text = &pp.file(file)?.text;
    let offset = (offset as usize).min(text.len());
    let start = text[..offset].rfind('\n').map_or(0, |i| i + 1);
    let end = text[offset..].find('\n').map_or(text.len(), |i| offset + i);
    Some(text[start..end].trim_end_matches('\r').to_string())
}

/// The diagnostics of one side, in the order the tool reports them, with
/// their final text.
fn render_side(db: &dyn SemaDb, us: UnitSide, mut out: Vec<Diagnostic>) -> Vec<Diagnostic> {
    let side = us.side(db);
    let token_map = base_db::token_map(db, us);
    let parse = base_db::parse(db, us);
    let mut items: Vec<Positioned> = Vec::new();

    for e in parse.errors() {
        let loc = token_map.location_of_token(e.token_index as usize).cloned();
        items.push(Positioned {
            loc,
            diag: Diag::fixed(
                DiagKind::Syntax(e.message.clone()),
                Anchor::DeclName(u32::MAX),
            ),
        });
    }

    let source_map = hir::item_source_map(db, us);
    for d in check_declarations(db, us).iter() {
        let range = decl_anchor_range(source_map, d.anchor);
        items.push(Positioned {
            loc: range.and_then(|r| token_map.location(r).cloned()),
            diag: d.clone(),
        });
    }

    let mut instances: Vec<crate::Instantiation> = Vec::new();
    let mut seen: FxHashSet<crate::Instantiation> = FxHashSet::default();
    // positions a body check's diagnostics and queues the instances it uses
    let mut take = |def: hir::FunctionDef<'_>,
                    check: &crate::calls::FunctionCheck,
                    items: &mut Vec<Positioned>,
                    instances: &mut Vec<crate::Instantiation>| {
        let map = hir::body_source_map(db, def);
        for d in &check.diags {
            let range = body_anchor_range(map, d.anchor);
            items.push(Positioned {
                loc: range.and_then(|r| token_map.location(r).cloned()),
                diag: d.clone(),
            });
        }
        for i in &check.instantiations {
            if seen.insert(i.clone()) {
                instances.push(i.clone());
            }
        }
    };
    for def in hir::function_defs(db, us) {
        take(def, check_function(db, def), &mut items, &mut instances);
    }
    // cicc: instances, and the instances they use in turn
    let mut next = 0;
    while next < instances.len() && next < MAX_INSTANCES {
        let inst = instances[next].clone();
        next += 1;
        let def = hir::FunctionDef::new(db, us, inst.key.clone(), 0);
        let check = check_instance(db, Instance::new(db, def, inst.args.clone()));
        take(def, check, &mut items, &mut instances);
    }

    // in source order (stable: equal positions keep check order)
    items.sort_by(|a, b| {
        let key = |p: &Positioned| {
            p.loc
                .as_ref()
                .map(|l| (l.file_id.0, l.offset))
                .unwrap_or((u32::MAX, u32::MAX))
        };
        key(a).cmp(&key(b))
    });

    // cicc skips its later phase after a front-end error
    if side == Side::Device
        && items
            .iter()
            .any(|p| p.diag.phase == Phase::FrontEnd && p.diag.is_error())
    {
        items.retain(|p| p.diag.phase != Phase::Later);
    }

    let pre = base_db::preprocess(db, us);
    let mut had_error = out.iter().any(|d| d.is_error());
    for p in items {
        // EDG, like gcc, does not warn about code in system headers
        if p.loc.as_ref().is_some_and(|l| l.system) && !p.diag.is_error() {
            continue;
        }
        let (kind_text, severity, number) = match &p.diag.kind {
            SemaDiag::Fixed(k) => (k.message(), k.severity(), k.number()),
            SemaDiag::HostCallee {
                callee,
                constexpr,
                callee_space,
                caller_space,
                caller,
            } => {
                let name = if had_error {
                    ty::quirk_mangled_name(callee)
                } else {
                    ty::edg_function_name(callee)
                };
                let kind = if *constexpr {
                    DiagKind::ConstexprCrossSpaceCall {
                        callee_space,
                        callee: name,
                        caller_space,
                        caller: caller.clone(),
                        warning: false,
                    }
                } else {
                    DiagKind::CrossSpaceCall {
                        callee_space,
                        callee: name,
                        caller_space,
                        caller: caller.clone(),
                        warning: false,
                    }
                };
                (kind.message(), kind.severity(), kind.number())
            }
        };
        if severity >= Severity::Error {
            had_error = true;
        }
        let (file, line, column, source) = match &p.loc {
            Some(l) => (
                l.file.clone(),
                l.line,
                l.column,
                source_line(&pre.pp, l.file_id, l.offset),
            ),
            None => (String::new(), 0, 0, None),
        };
        out.push(Diagnostic {
            file,
            line,
            column,
            severity,
            number,
            message: kind_text,
            notes: p.diag.notes.clone(),
            source_line: source,
            origin: side_origin(side),
        });
    }
    out
}

/// Stable sort by file (the main file first) and line.
fn sort_like_oracle(diags: &mut [Diagnostic], main: &str) {
    diags.sort_by(|a, b| {
        let key = |d: &Diagnostic| (d.file != main, d.file.clone(), d.line);
        key(a).cmp(&key(b))
    });
}

fn decl_anchor_range(map: &hir::ItemSourceMap, anchor: Anchor) -> Option<TextRange> {
    let i = match anchor {
        Anchor::DeclName(i) | Anchor::GlobalAttr(i) | Anchor::Specifier(i) => i as usize,
        Anchor::Variable(v) => return map.variables.get(v as usize).copied(),
        _ => return None,
    };
    let name = map.function_names.get(i).copied();
    match anchor {
        Anchor::GlobalAttr(_) => map.global_attrs.get(i).copied().flatten().or(name),
        Anchor::Specifier(_) => map.specifier_ranges.get(i).copied().flatten().or(name),
        _ => name,
    }
}

fn body_anchor_range(map: &hir::BodySourceMap, anchor: Anchor) -> Option<TextRange> {
    match anchor {
        Anchor::Expr(e) => map.expr_range(e),
        Anchor::Lambda(l) => map.lambda_ranges.get(l.0 as usize).copied(),
        Anchor::Local(l) => map
            .local_ranges
            .get(l.into_raw().into_u32() as usize)
            .copied(),
        _ => None,
    }
}

/// Merges the two sides: a diagnostic reported identically by both appears
/// once (as `Both`); the result is ordered by file (main file first) and
/// line, host reports before device-only ones, as the oracle orders them.
fn merge(host: Vec<Diagnostic>, device: Vec<Diagnostic>, main: &str) -> Vec<Diagnostic> {
    let mut out = host;
    let host_len = out.len();
    let mut matched = vec![false; host_len];
    for d in device {
        let same = (0..host_len).find(|&i| {
            !matched[i] && {
                let h = &out[i];
                h.file == d.file
                    && h.line == d.line
                    && h.severity == d.severity
                    && h.number == d.number
                    && h.message == d.message
            }
        });
        match same {
            Some(i) => {
                matched[i] = true;
                out[i].origin = Origin::Both;
            }
            None => out.push(d),
        }
    }
    sort_like_oracle(&mut out, main);
    out
}
