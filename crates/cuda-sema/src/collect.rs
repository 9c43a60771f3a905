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

/// The diagnostics of one side alone (cudafe++ run by nvcc sees only the
/// host side).
pub fn side_diagnostics(db: &dyn SemaDb, us: UnitSide) -> Vec<Diagnostic> {
    let pp = pp_diagnostics(db, us);
    if pp.iter().any(|d| d.severity == Severity::Fatal) {
        return pp;
    }
    render_side(db, us, pp)
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
fn render_side<'db>(
    db: &'db dyn SemaDb,
    us: UnitSide,
    mut out: Vec<Diagnostic>,
) -> Vec<Diagnostic> {
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

    // cicc's instances: what was instantiated, from which instance (if
    // any) and where, for the `detected during instantiation` context
    let mut instances: Vec<Queued<'db>> = Vec::new();
    let mut seen: FxHashSet<crate::Instantiation> = FxHashSet::default();
    let position = |def: hir::FunctionDef<'db>,
                    check: &crate::calls::FunctionCheck,
                    items: &mut Vec<Positioned>,
                    notes: &[String]| {
        let map = hir::body_source_map(db, def);
        for d in &check.diags {
            let range = body_anchor_range(map, d.anchor);
            let mut d = d.clone();
            if d.phase == Phase::FrontEnd {
                d.notes.extend(notes.iter().cloned());
            }
            items.push(Positioned {
                loc: range.and_then(|r| token_map.location(r).cloned()),
                diag: d,
            });
        }
    };
    let mut enqueue = |def: hir::FunctionDef<'db>,
                       parent: Option<usize>,
                       check: &crate::calls::FunctionCheck,
                       instances: &mut Vec<Queued<'db>>| {
        for (i, site) in check.instantiations.iter().zip(&check.instantiation_sites) {
            if seen.insert(i.clone()) {
                instances.push(Queued {
                    inst: i.clone(),
                    parent,
                    site: (def, *site),
                });
            }
        }
    };
    for def in hir::function_defs(db, us) {
        let check = check_function(db, def);
        position(def, check, &mut items, &[]);
        enqueue(def, None, check, &mut instances);
    }
    let mut next = 0;
    while next < instances.len() && next < MAX_INSTANCES {
        let inst = instances[next].inst.clone();
        let def = hir::FunctionDef::new(db, us, inst.key.clone(), 0);
        let check = check_instance(db, Instance::new(db, def, inst.args.clone()));
        let notes = instantiation_context(db, us, &instances, next);
        position(def, check, &mut items, &notes);
        enqueue(def, Some(next), check, &mut instances);
        next += 1;
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

/// `detected during instantiation of "void f(T *) [with T=int]" at line 7`,
/// or `detected during:` and one line per level of nested instantiation.
fn instantiation_context<'db, Q>(
    db: &'db dyn SemaDb,
    us: UnitSide,
    queue: &[Q],
    index: usize,
) -> Vec<String>
where
    Q: InstanceLink<'db>,
{
    let token_map = base_db::token_map(db, us);
    let mut levels = Vec::new();
    let mut cur = Some(index);
    while let Some(i) = cur {
        let (inst, parent, (site_def, site_expr)) = queue[i].parts();
        let Some(template) = hir::item_summary(db, us)
            .by_key(&inst.key)
            .map(|e| e.first().clone())
        else {
            break;
        };
        let line = hir::body_source_map(db, site_def)
            .expr_range(site_expr)
            .and_then(|r| token_map.location(r))
            .map_or(0, |l| l.line);
        levels.push(format!(
            "instantiation of \"{}\" at line {line}",
            instance_signature(&template, &inst.args)
        ));
        cur = parent;
        if levels.len() > 16 {
            break;
        }
    }
    match levels.len() {
        0 => Vec::new(),
        1 => vec![format!("detected during {}", levels[0])],
        _ => std::iter::once("detected during:".to_string())
            .chain(levels)
            .collect(),
    }
}

/// An instance waiting to be checked: what, from which instance (if any),
/// and where it was requested.
struct Queued<'db> {
    inst: crate::Instantiation,
    parent: Option<usize>,
    site: (hir::FunctionDef<'db>, hir::ExprId),
}

impl<'db> InstanceLink<'db> for Queued<'db> {
    fn parts(
        &self,
    ) -> (
        &crate::Instantiation,
        Option<usize>,
        (hir::FunctionDef<'db>, hir::ExprId),
    ) {
        (&self.inst, self.parent, self.site)
    }
}

/// Access to a queued instance's record, for `instantiation_context`.
trait InstanceLink<'db> {
    fn parts(
        &self,
    ) -> (
        &crate::Instantiation,
        Option<usize>,
        (hir::FunctionDef<'db>, hir::ExprId),
    );
}

/// EDG's `void f(T *) [with T=int]`: the template's signature with its
/// parameters' names, then their values.
fn instance_signature(f: &hir::FunctionDecl, args: &[hir::ty::TemplateArg]) -> String {
    let names = f.template_params.clone().unwrap_or_default();
    let ty = |t: &hir::ty::Ty| plain_type(t, &names);
    let mut qualified: Vec<String> = f.name.scope.iter().map(|s| s.name.to_string()).collect();
    qualified.push(f.name.name.to_string());
    let params: Vec<String> = f.name.sig.params.iter().map(ty).collect();
    let with: Vec<String> = names
        .iter()
        .zip(args)
        .map(|(n, a)| match a {
            hir::ty::TemplateArg::Type(t) => format!("{n}={}", plain_type(t, &names)),
            hir::ty::TemplateArg::Value { value, .. } => format!("{n}={value}"),
            hir::ty::TemplateArg::Other(s) => format!("{n}={s}"),
            hir::ty::TemplateArg::Pack(p) => format!("{n}=<{} elements>", p.len()),
        })
        .collect();
    format!(
        "{} {}({}) [with {}]",
        ty(&f.name.sig.ret),
        qualified.join("::"),
        params.join(", "),
        with.join(", ")
    )
}

/// A type as EDG writes it in instantiation contexts: `int *`, `const T &`.
fn plain_type(t: &hir::ty::Ty, names: &[smol_str::SmolStr]) -> String {
    use hir::ty::Ty;
    let cv = |c: hir::ty::Cv, s: String| if c.is_const { format!("const {s}") } else { s };
    match t {
        Ty::Builtin(..) => hir::ty::edg_type(t),
        Ty::Param { index, cv: c, .. } => cv(
            *c,
            names
                .get(*index as usize)
                .map_or("T".to_string(), |n| n.to_string()),
        ),
        Ty::Class(c, q) => {
            let mut s = c.path.join("::");
            if !c.args.is_empty() {
                let args: Vec<String> = c
                    .args
                    .iter()
                    .map(|a| match a {
                        hir::ty::TemplateArg::Type(t) => plain_type(t, names),
                        hir::ty::TemplateArg::Value { value, .. } => value.to_string(),
                        hir::ty::TemplateArg::Other(s) => s.to_string(),
                        hir::ty::TemplateArg::Pack(p) => format!("<{} elements>", p.len()),
                    })
                    .collect();
                s = format!("{s}<{}>", args.join(", "));
            }
            cv(*q, s)
        }
        Ty::Pointer(inner, c) => {
            let s = format!("{} *", plain_type(inner, names));
            if c.is_const { format!("{s}const") } else { s }
        }
        Ty::LRef(inner) => format!("{} &", plain_type(inner, names)),
        Ty::RRef(inner) => format!("{} &&", plain_type(inner, names)),
        Ty::Array(inner, n) => format!(
            "{} [{}]",
            plain_type(inner, names),
            n.map_or(String::new(), |n| n.to_string())
        ),
        Ty::Function(_) | Ty::Unknown(_) => hir::ty::edg_type(t),
    }
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
