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
use crate::primary_templates;
use crate::{Anchor, Diag, Phase, SemaDb, SemaDiag};
use base_db::{FileLocation, Side, UnitSide};
use diagnostics::{DiagKind, Diagnostic, Origin, Severity};
use hir::ty;
use rustc_hash::{FxHashMap, FxHashSet};
use smol_str::SmolStr;
use syntax::TextRange;

/// One diagnostic with its position, before its final text.
#[derive(Debug, Clone)]
struct Positioned {
    loc: Option<FileLocation>,
    diag: Diag,
    /// Where the declaration the message refers to is (`{line}`, `%p`).
    refers_at: Option<diagnostics::Position>,
    /// The positions of the related notes, and the lines they name.
    related: Vec<(Option<FileLocation>, Option<u32>)>,
    /// The places of the declarations the continuation names
    /// (`Diag::named_decls`).
    named: Vec<Option<FileLocation>>,
    /// Found in a template instance and reported with it (not judged where
    /// the template is written): EDG instantiates after it has read the
    /// unit, so it comes after what the line's other code reports.
    in_instance: bool,
    /// The place of its instance in the order of instantiation (from 1;
    /// 0 for none): on one line, one instance's diagnostics come after an
    /// earlier instance's.
    instance_order: u32,
    /// Reported when an expression that ends on a later line is complete
    /// (see `Diag::order_after`): after what its own line reports.
    last_in_line: bool,
    /// The offset it is ordered at on its line, when that is not where it
    /// is reported (an attribute is applied once its declarator is read).
    order_offset: Option<u32>,
    /// Found where the input ends (see `Diagnostic::end_of_source`).
    end_of_source: bool,
}

impl Positioned {
    /// `l` as the message names it: with its file when that is not the
    /// diagnostic's.
    fn position_of(&self, l: &FileLocation) -> diagnostics::Position {
        diagnostics::Position {
            line: l.line,
            file: self
                .loc
                .as_ref()
                .is_some_and(|at| at.file != l.file)
                .then(|| l.file.clone()),
        }
    }

    fn new(loc: Option<FileLocation>, diag: Diag) -> Positioned {
        Positioned {
            loc,
            diag,
            refers_at: None,
            related: Vec::new(),
            named: Vec::new(),
            in_instance: false,
            instance_order: 0,
            last_in_line: false,
            order_offset: None,
            end_of_source: false,
        }
    }
}

/// Upper bound on template instances checked per unit (instantiation can
/// recurse without end in invalid code).
const MAX_INSTANCES: usize = 10_000;

/// EDG's limit on nested instantiation: an instance requested from the
/// 200th level (`g<int>` at level 0 requesting `g<int*>` ...) is "excessive
/// recursion" (cicc reports it; cudafe++ leaves function instances to the
/// host compiler). Also what keeps an ever-growing argument (`T*`, `T**`,
/// ...) from costing quadratic memory.
const MAX_INSTANTIATION_DEPTH: u32 = 200;

/// All diagnostics of a unit, host side (cudafe++) and device side (cicc).
pub fn unit_diagnostics(db: &dyn SemaDb, host: UnitSide, device: UnitSide) -> Vec<Diagnostic> {
    let (host_diags, device_diags) = both_sides_diagnostics(db, host, device);
    let main = host.unit(db).main(db).path(db).clone();
    merge_sides(host_diags, device_diags, &main)
}

/// The diagnostics of each side (host, device), each in the order its
/// front end reports them, not yet merged: the driver applies the
/// diagnostic controls (pragmas, error limit) to each side separately, as
/// each front end does, then merges them with [`merge_sides`].
pub fn both_sides_diagnostics(
    db: &dyn SemaDb,
    host: UnitSide,
    device: UnitSide,
) -> (Vec<Diagnostic>, Vec<Diagnostic>) {
    // A preprocessing error (`#error` too: gcc -E then exits with 1) stops
    // that side's pass before its front end runs; the other side's runs
    // (checked with the oracle, with `#error` and missing headers on one
    // side only).
    let side = |us: UnitSide| {
        let pp = pp_diagnostics(db, us);
        if pp
            .iter()
            .any(|d| matches!(d.severity, Severity::Fatal | Severity::Error))
        {
            pp
        } else {
            side_diagnostics(db, us).clone()
        }
    };
    (side(host), side(device))
}

/// The diagnostics of one side (its preprocessing diagnostics first), as
/// that side's front end reports them. A query of its own so that a driver
/// can compute the two sides on two threads (each side is independent of
/// the other until they are merged).
#[salsa::tracked(returns(ref))]
pub fn side_diagnostics(db: &dyn SemaDb, us: UnitSide) -> Vec<Diagnostic> {
    render_side(db, us, pp_diagnostics(db, us))
}

fn pp_diagnostics(db: &dyn SemaDb, us: UnitSide) -> Vec<Diagnostic> {
    let origin = side_origin(us.side(db));
    base_db::parts(db, us)
        .into_iter()
        .flat_map(|part| {
            let pre = base_db::preprocess_part(db, us, part);
            let shift = base_db::part_line_shift(db, us, part);
            part_pp_diagnostics(&pre.unit.pp, origin, shift)
        })
        .collect()
}

fn part_pp_diagnostics(
    pp: &preprocessor::Preprocessed,
    origin: Origin,
    shift: u32,
) -> Vec<Diagnostic> {
    pp.diagnostics
        .iter()
        .filter(|d| reported_by_gcc(pp, d))
        .map(|d| pp_diagnostic(pp, d, origin, shift))
        .collect()
}

/// gcc does not warn about code in system headers (errors it reports).
pub fn reported_by_gcc(pp: &preprocessor::Preprocessed, d: &preprocessor::PpDiagnostic) -> bool {
    d.severity != preprocessor::Severity::Warning || !pp.presumed_location(d.file, d.offset).system
}

/// A preprocessing diagnostic, positioned in its file, with gcc's note on
/// the previous definition of a redefined macro (none when that was the
/// command line or a predefined macro, as gcc's `<command-line>` note has
/// no position). `shift`: the lines to add to the main file's own lines
/// (`base_db::part_line_shift`).
pub fn pp_diagnostic(
    pp: &preprocessor::Preprocessed,
    d: &preprocessor::PpDiagnostic,
    origin: Origin,
    shift: u32,
) -> Diagnostic {
    let loc = pp.presumed_location_shifted(d.file, d.offset, shift);
    let (_, column) = pp.line_col(d.file, d.offset);
    // gcc's own texts, carried as they are
    let message = d.message.clone();
    let kind = match d.severity {
        preprocessor::Severity::Fatal => DiagKind::PreprocessorFatal { message },
        preprocessor::Severity::Error => DiagKind::PreprocessorError { message },
        preprocessor::Severity::Warning => DiagKind::PreprocessorWarning { message },
    };
    let related = d
        .previous
        .filter(|&(file, _)| pp.file(file).is_some())
        .map(|(file, offset)| {
            let loc = pp.presumed_location_shifted(file, offset, shift);
            let (_, column) = pp.line_col(file, offset);
            diagnostics::Related {
                file: loc.file.to_string(),
                line: loc.line,
                column,
                number: None,
                message: DiagKind::PreviousMacroDefinition.message(),
                source_line: source_line(pp, file, offset),
            }
        })
        .filter(|r| !r.file.starts_with('<') && r.line > 0)
        .into_iter()
        .collect();
    Diagnostic {
        file: loc.file.to_string(),
        line: loc.line,
        column,
        severity: kind.severity(),
        number: kind.number(),
        message: kind.message(),
        notes: Vec::new(),
        source_line: source_line(pp, d.file, d.offset),
        origin,
        promoted: false,
        preprocessor: true,
        end_of_source: false,
        related,
    }
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
) -> Option<std::sync::Arc<str>> {
    let text = &pp.file(file)?.text;
    Some(base_db::shared_line(base_db::line_at(
        text,
        offset as usize,
    )))
}

/// The diagnostics of one side, in the order the tool reports them, with
/// their final text.
fn render_side(db: &dyn SemaDb, us: UnitSide, mut out: Vec<Diagnostic>) -> Vec<Diagnostic> {
    let side = us.side(db);
    let pos = Positions::new(db, us);
    let mut items: Vec<Positioned> = Vec::new();

    let syntax_errors = base_db::parts(db, us).into_iter().flat_map(|part| {
        let first_token = base_db::part_start(db, us, part).1;
        let errors = base_db::parse_part(db, us, part).parse.errors();
        errors
            .iter()
            .map(move |e| (first_token + e.token_index as usize, e))
    });
    let token_count = pos.token_map().len();
    for (token_index, e) in syntax_errors {
        let loc = pos.token_map().location_of_token(token_index);
        let mut p = Positioned::new(loc, Diag::fixed(e.kind.clone(), Anchor::DeclName(u32::MAX)));
        p.end_of_source = token_index >= token_count;
        if let Some(open) = e.matching {
            let first_token = token_index - e.token_index as usize;
            p.diag
                .related
                .push((DiagKind::MatchingBrace, Anchor::DeclName(u32::MAX), None));
            p.related.push((
                pos.token_map()
                    .location_of_token(first_token + open as usize),
                None,
            ));
        }
        items.push(p);
    }

    // integer literals too large for any type, at a token before each
    // (see `literals`), in the user's files
    let main_file = us.unit(db).main(db).path(db);
    let numbers = crate::literals::numbers(db, us);
    for (literal, shown) in numbers.too_large {
        let in_user_file = pos
            .token_map()
            .location_of_token(literal)
            .is_some_and(|l| !l.system && beside(&l.file, main_file));
        if in_user_file {
            items.push(Positioned::new(
                pos.token_map().location_of_token(shown),
                Diag::fixed(DiagKind::IntegerTooLarge, Anchor::DeclName(u32::MAX)),
            ));
        }
    }

    // numbers with a suffix the language does not have and no literal
    // operator takes (see `literals`): #2506 once per suffix, then the
    // missing operator
    // (a walk over the unit's functions, made only for such a number)
    let has_operator = |suffix: &str| {
        let name = hir::literal_suffixes::literal_operator_name(suffix);
        hir::item_tree(db, us)
            .functions
            .iter()
            .any(|f| f.name.name == name)
    };
    let mut warned: rustc_hash::FxHashSet<smol_str::SmolStr> = Default::default();
    for (token, problem) in numbers.suffixes {
        let loc = pos.token_map().location_of_token(token);
        if !loc
            .as_ref()
            .is_some_and(|l| !l.system && beside(&l.file, main_file))
        {
            continue;
        }
        let mut push = |kind: DiagKind| {
            items.push(Positioned::new(
                loc.clone(),
                Diag::fixed(kind, Anchor::DeclName(u32::MAX)),
            ))
        };
        match problem {
            hir::literal_suffixes::SuffixProblem::ExtraText => push(DiagKind::ExtraTextAfterNumber),
            // (a suffix with a literal operator is fine, the standard
            // library's `ms` and `s` too)
            hir::literal_suffixes::SuffixProblem::UserDefined(suffix)
                if !has_operator(suffix.as_str()) =>
            {
                if !suffix.starts_with('_') && warned.insert(suffix.clone()) {
                    push(DiagKind::LiteralSuffixNoUnderscore);
                }
                push(DiagKind::LiteralOperatorNotFound);
            }
            hir::literal_suffixes::SuffixProblem::UserDefined(_) => {}
        }
    }

    // specifier sequences and parameter lists, in the user's files
    for (range, kind) in crate::specifiers::specifier_diagnostics(db, us) {
        let loc = pos.token_map().location(range);
        if loc
            .as_ref()
            .is_some_and(|l| !l.system && beside(&l.file, main_file))
        {
            items.push(Positioned::new(
                loc,
                Diag::fixed(kind, Anchor::DeclName(u32::MAX)),
            ));
        }
    }

    let decl_loc = |a: Anchor| pos.decl_loc(a);
    for (loc, d) in crate::pragmas::pragma_diagnostics(db, us) {
        let mut p = Positioned::new(loc.clone(), d);
        // a pragma's notes are where it is
        p.related = p
            .diag
            .related
            .iter()
            .map(|(_, _, names)| (loc.clone(), names.and_then(decl_loc).map(|l| l.line)))
            .collect();
        items.push(p);
    }
    let main_path = us.unit(db).main(db).path(db);
    if side == Side::Device {
        // (EDG says so only about the main file's entities)
        for d in crate::unreferenced::unreferenced_entities(db, us).iter() {
            let loc = decl_loc(d.anchor);
            if loc.as_ref().is_some_and(|l| l.file == *main_path) {
                items.push(Positioned::new(loc, d.clone()));
            }
        }
    }
    for d in crate::namespace_names::namespace_undefined_diags(db, us) {
        items.push(Positioned::new(decl_loc(d.anchor), d));
    }
    for d in check_declarations(db, us).iter() {
        // a redefinition only of a definition in the main file (the first
        // may be in a header: `struct cudaTextureDesc { }` gets `(previous
        // definition at line 115 of .../texture_types.h)`)
        if matches!(
            d.kind,
            SemaDiag::Fixed(
                DiagKind::Redefinition { .. }
                    | DiagKind::IncompatibleDeclaration { .. }
                    | DiagKind::OverloadByReturnTypeAlone
                    | DiagKind::TypeNameRedeclaration { .. }
            )
        ) {
            let in_main =
                |a: Option<Anchor>| a.and_then(decl_loc).is_some_and(|l| l.file == *main_path);
            if !in_main(Some(d.anchor)) || d.refers_to.and_then(decl_loc).is_none() {
                continue;
            }
        }
        // cicc allocates an `extern __shared__` variable (and says so)
        // only when something uses it (judged by name, as for functions)
        if let SemaDiag::Fixed(DiagKind::ExternTreatedAsStatic { name }) = &d.kind
            && crate::emitted::name_uses(db, us, name) <= 1
        {
            continue;
        }
        let mut p = Positioned::new(decl_loc(d.anchor), d.clone());
        // (EDG counts initializers once it has parsed them all: after what
        // it reports in them; where a syntax error ends the list, once it
        // has parsed the excess initializer, before that error)
        if let Anchor::VariableOverfull(v) = d.anchor {
            let cut_short = hir::item_tree(db, us)
                .variables
                .get(v as usize)
                .is_some_and(|v| v.init_cut_short);
            p.order_offset = pos.overfull_end_order(v as usize, p.loc.as_ref(), cut_short);
        }
        if let Anchor::IgnoredAttr(k) = d.anchor {
            p.order_offset = pos.ignored_attr_order(k as usize, p.loc.as_ref());
        }
        p.refers_at = d.refers_to.and_then(decl_loc).map(|l| p.position_of(&l));
        p.related = d
            .related
            .iter()
            .map(|(_, at, names)| (decl_loc(*at), names.and_then(decl_loc).map(|l| l.line)))
            .collect();
        items.push(p);
    }

    // the preamble's definitions, checked in the preamble's view
    if base_db::has_preamble(db, us) {
        items.extend(
            preamble_checks(db, us.preamble_view(db))
                .items
                .iter()
                .cloned(),
        );
    }
    let defs = hir::body_function_defs(db, us);
    // (cicc's later phase runs on the functions it emits only)
    let never_emitted = |def: hir::FunctionDef<'_>| {
        side == Side::Device
            && check_function(db, def)
                .diags
                .iter()
                .any(|d| d.phase == Phase::Later)
            && hir::def_decl(db, def).is_some_and(|(_, f)| crate::emitted::never_emitted(db, us, f))
    };
    // cicc rejects dynamically initialized statics of device functions in
    // a pass before its other later checks, and stops after the first
    // function that has one: only the statics of the functions up to it
    // are reported, and no other later diagnostic at all
    // (the emission question second: it sums identifier counts)
    let first_dynamic_init = defs.iter().position(|&def| {
        side == Side::Device
            && check_function(db, def)
                .diags
                .iter()
                .any(|d| is_static_dynamic_init(d) && d.is_error())
            && !never_emitted(def)
    });
    // (the body of a function defined again is not looked at)
    let redefined: FxHashSet<usize> = check_declarations(db, us)
        .iter()
        .filter_map(|d| match (&d.kind, d.anchor) {
            (SemaDiag::Fixed(DiagKind::Redefinition { entity }), Anchor::DeclName(i))
                if entity.kind == diagnostics::EntityKind::Function =>
            {
                Some(i as usize)
            }
            _ => None,
        })
        .collect();
    for (k, &def) in defs.iter().enumerate() {
        if !redefined.is_empty()
            && hir::def_decl(db, def).is_some_and(|(i, _)| redefined.contains(&i))
        {
            continue;
        }
        let check = check_function(db, def);
        let never = never_emitted(def);
        let keep = |d: &Diag| {
            d.phase != Phase::Later
                || (!never
                    && first_dynamic_init
                        .is_none_or(|first| k <= first && is_static_dynamic_init(d)))
        };
        if !check.diags.iter().all(keep) {
            let mut kept = (**check).clone();
            kept.diags.retain(keep);
            position_check(db, &pos, def, &kept, &mut items, &[]);
            continue;
        }
        position_check(db, &pos, def, check, &mut items, &[]);
    }
    items.extend(
        instance_items(db, us)
            .iter()
            .filter(|p| first_dynamic_init.is_none() || p.diag.phase != Phase::Later)
            .map(|p| Positioned {
                in_instance: !p.diag.as_written,
                ..p.clone()
            }),
    );

    // in source order (stable: equal positions keep check order); cicc's
    // later phase reports after its front end, in its own order, which the
    // oracle sorts by line only. The files in the order the token stream
    // reads them: what a header included at line 5 reports comes before
    // the main file's line 35 (the run-to-run order is asked for only when
    // there are two files to order)
    let files: rustc_hash::FxHashSet<preprocessor::FileId> = items
        .iter()
        .filter_map(|p| p.loc.as_ref().map(|l| l.file_id))
        .collect();
    let stream = (files.len() > 1).then(|| base_db::StreamOrder::new(db, us));
    let place = |l: &FileLocation| stream.as_ref().map_or(0, |o| o.place(l.file_id, l.offset));
    items.sort_by(|a, b| {
        let key = |p: &Positioned| match &p.loc {
            Some(l) => {
                let later = p.diag.phase == Phase::Later;
                // cicc reports unused locals when their scope ends, and
                // unused namespace-scope variables and functions at the end
                // of the unit: after what it reports on their line while
                // parsing it
                let at_scope_end = matches!(
                    p.diag.anchor,
                    Anchor::Local(_) | Anchor::Variable(_) | Anchor::DeclName(_)
                ) && matches!(
                    &p.diag.kind,
                    SemaDiag::Fixed(
                        DiagKind::DeclaredButNotReferenced { .. } | DiagKind::SetButNotUsed { .. }
                    )
                );
                (
                    1,
                    place(l),
                    l.line,
                    later,
                    p.in_instance,
                    if p.in_instance { p.instance_order } else { 0 },
                    if later {
                        0
                    } else if at_scope_end {
                        u32::MAX
                    } else if p.last_in_line {
                        u32::MAX - 1
                    } else {
                        p.order_offset.unwrap_or(l.offset)
                    },
                )
            }
            None => (0, 0, 0, false, false, 0, 0),
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

    let mut had_error = out.iter().any(|d| d.is_error());
    for p in items {
        // the checks that judge the types of expressions speak of the
        // user's files only (the main file and those beside it): the
        // toolkit's and the system's headers are where our model of types
        // falls short
        if let SemaDiag::Fixed(k) = &p.diag.kind
            && judges_types(k)
            && p.loc
                .as_ref()
                .is_some_and(|l| l.system || !beside(&l.file, main_path))
        {
            continue;
        }
        // EDG, like gcc, does not warn about code in system headers; and
        // where our model of a system header falls short, a name it does
        // not know is ours to blame, not the header's
        if p.loc.as_ref().is_some_and(|l| l.system)
            && (!p.diag.is_error()
                || (matches!(&p.diag.kind, SemaDiag::Fixed(DiagKind::UndefinedIdentifier { .. }))
                    // (the parser's own are kept)
                    && p.diag.anchor != Anchor::DeclName(u32::MAX)))
        {
            continue;
        }
        let mut kind = match &p.diag.kind {
            SemaDiag::Fixed(k) => k.clone(),
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
                match diagnostics::cross_space_call(
                    *callee_space,
                    *caller_space,
                    *constexpr,
                    name,
                    caller.clone(),
                ) {
                    Some(kind) => kind,
                    None => continue,
                }
            }
        };
        // the candidates' lines (`(declared at line N)`), with the file
        // of one declared in another (`of /usr/include/.../move.h`)
        if let DiagKind::AmbiguousCall { best, .. } = &mut kind {
            if p.named.len() != best.len() || p.named.iter().any(|l| l.is_none()) {
                continue;
            }
            let here = p.loc.as_ref().map(|l| l.file.as_str());
            for (e, l) in best.iter_mut().zip(&p.named) {
                e.declared_line = l.as_ref().map(|l| l.line);
                e.declared_file = l
                    .as_ref()
                    .filter(|l| Some(l.file.as_str()) != here)
                    .map(|l| l.file.clone());
            }
        }
        let severity = p.diag.severity();
        let number = kind.number();
        let kind_text = kind.message_at(p.refers_at.as_ref());
        if severity >= Severity::Error {
            had_error = true;
        }
        let (file, line, column, mut source) = match &p.loc {
            Some(l) if !p.diag.unpositioned => (
                l.file.clone(),
                l.line,
                l.column,
                base_db::source_line(db, us, l.file_id, l.offset),
            ),
            _ => (String::new(), 0, 0, None),
        };
        // cicc's later phase prints no source line
        if p.diag.phase == Phase::Later {
            source = None;
        }
        let closure_at = |owner: &str, index: u32| {
            let def = hir::FunctionDef::new(db, us, smol_str::SmolStr::new(owner), 0);
            let range = hir::body_source_map(db, def)
                .lambda_ranges
                .get(index as usize)
                .copied()?;
            let l = pos.token_map().location(range)?;
            Some(format!("{}:{}", l.file, l.line))
        };
        let kind_text = crate::template_args::resolve_closures(&kind_text, &closure_at);
        let notes: Vec<String> = p
            .diag
            .notes
            .iter()
            .map(|n| match &p.refers_at {
                Some(at) => n.replace("{line}", &at.line.to_string()),
                None => n.clone(),
            })
            .collect();
        let related = p
            .diag
            .related
            .iter()
            .zip(&p.related)
            .map(|((kind, _, _), (loc, names))| {
                let mut kind = kind.clone();
                // the line of the declaration a note names (`%nd`)
                if let DiagKind::NonConstexprCall { function: entity }
                | DiagKind::VariableNotConstant { variable: entity }
                | DiagKind::VariableAddressNotConstant { variable: entity } = &mut kind
                {
                    entity.declared_line = Some(names.unwrap_or(0));
                }
                let (file, line, column, source_line) = match loc {
                    Some(l) => (
                        l.file.clone(),
                        l.line,
                        l.column,
                        base_db::source_line(db, us, l.file_id, l.offset),
                    ),
                    None => (String::new(), 0, 0, None),
                };
                diagnostics::Related {
                    file,
                    line,
                    column,
                    number: kind.number(),
                    message: kind.message(),
                    source_line,
                }
            })
            .collect();
        out.push(Diagnostic {
            file,
            line,
            column,
            severity,
            number,
            message: kind_text,
            notes,
            source_line: source,
            origin: side_origin(side),
            promoted: false,
            preprocessor: false,
            end_of_source: p.end_of_source,
            related,
        });
    }
    out
}

/// The template instances a side's checks request (cicc checks each;
/// cudafe++ only what they instantiate in turn), checked, with their
/// diagnostics positioned. A query of its own: after an edit that changes
/// no check's result, salsa finds it valid by visiting the checks it read,
/// without queueing hundreds of instances again.
#[salsa::tracked(returns(ref), no_eq)]
fn instance_items<'db>(db: &'db dyn SemaDb, us: UnitSide) -> Vec<Positioned> {
    let side = us.side(db);
    let pos = Positions::new(db, us);
    let decl_loc = |a: Anchor| pos.decl_loc(a);
    let mut items: Vec<Positioned> = Vec::new();
    // cicc's instances: what was instantiated, from which instance (if
    // any) and where, for the `detected during instantiation` context
    let mut instances: Vec<Queued<'db>> = Vec::new();
    let mut seen: FxHashSet<crate::Instantiation> = FxHashSet::default();
    let position =
        |def: hir::FunctionDef<'db>,
         check: &crate::calls::FunctionCheck,
         items: &mut Vec<Positioned>,
         notes: &[String]| { position_check(db, &pos, def, check, items, notes) };
    let enqueue = |def: hir::FunctionDef<'db>,
                   parent: Option<usize>,
                   check: &crate::calls::FunctionCheck,
                   instances: &mut Vec<Queued<'db>>,
                   seen: &mut FxHashSet<crate::Instantiation>,
                   items: &mut Vec<Positioned>| {
        let depth = parent.map_or(0, |p| instances[p].depth + 1);
        for (i, site) in check.instantiations.iter().zip(&check.instantiation_sites) {
            if depth < MAX_INSTANTIATION_DEPTH {
                queue(instances, seen, i, parent, depth, || Site::Expr(def, *site));
            } else if side == Side::Device && seen.insert(i.clone()) {
                items.push(excessive_recursion(
                    db, &pos, instances, parent, i, def, *site,
                ));
            }
        }
    };
    // requested by the preamble's definitions (checked in its view)
    if base_db::has_preamble(db, us) {
        let view = us.preamble_view(db);
        let checked = preamble_checks(db, view);
        for (inst, key, ordinal, site) in &checked.requests {
            queue(&mut instances, &mut seen, inst, None, 0, || {
                Site::Expr(
                    hir::FunctionDef::new(db, view, key.clone(), *ordinal),
                    *site,
                )
            });
        }
    }
    let tree = hir::item_tree(db, us);
    // the main file's explicit instantiations of class template
    // specializations: instantiated where they are, before what the bodies
    // request (which EDG instantiates at the end of the unit)
    let directed = class_directive_instances(db, us);
    let first_directed = instances.len();
    for (inst, k) in &directed {
        queue(&mut instances, &mut seen, inst, None, 0, || {
            Site::ClassDirective(*k)
        });
    }
    let directed_queued = first_directed..instances.len();
    // by the body's definitions
    for def in hir::body_function_defs(db, us) {
        enqueue(
            def,
            None,
            check_function(db, def),
            &mut instances,
            &mut seen,
            &mut items,
        );
    }
    // a directive's instance that code before it requested is named with
    // that request's line (instantiated at the directive all the same)
    if !directed_queued.is_empty() {
        let map = pos.source_map();
        // (one pass over the requests, in the order the bodies make them)
        let mut waiting: FxHashMap<crate::Instantiation, usize> = directed_queued
            .map(|q| (instances[q].inst.clone(), q))
            .collect();
        'defs: for def in hir::body_function_defs(db, us) {
            let check = check_function(db, def);
            for (i, site) in check.instantiations.iter().zip(&check.instantiation_sites) {
                let Some(&q) = waiting.get(i) else {
                    continue;
                };
                let Site::ClassDirective(k) = instances[q].site else {
                    continue;
                };
                if let Some(directive) = map.class_instantiation(k as usize)
                    && hir::body_source_map(db, def)
                        .expr_range(*site)
                        .is_some_and(|r| r.start() < directive.start())
                {
                    instances[q].site = Site::Expr(def, *site);
                    waiting.remove(i);
                    if waiting.is_empty() {
                        break 'defs;
                    }
                }
            }
        }
    }
    // explicit instantiation directives
    let indexed = hir::indexed_tree(db, us);
    for (i, f) in tree.functions.iter().enumerate() {
        if !f.explicit_instantiation {
            continue;
        }
        let (Some(args), Some(primary)) = (
            &f.name.template_args,
            primary_templates::first_for_directive(&indexed, f),
        ) else {
            continue;
        };
        let inst = crate::Instantiation {
            key: tree.functions[primary].key.clone(),
            args: args.clone(),
        };
        queue(&mut instances, &mut seen, &inst, None, 0, || {
            Site::Decl(i as u32)
        });
    }
    let mut next = 0;
    while next < instances.len() && next < MAX_INSTANCES {
        let inst = instances[next].inst.clone();
        let def = hir::instance_def(db, us, &inst.key, &inst.args);
        let check = check_instance(db, Instance::new(db, def, inst.args.clone()));
        // (the context and the site are worked out only when something is
        // reported: most instances have nothing to say)
        let notes = if check.diags.is_empty() {
            Vec::new()
        } else {
            instantiation_context(db, &pos, &instances, next)
        };
        let first_new = items.len();
        position(def, check, &mut items, &notes);
        for p in &mut items[first_new..] {
            p.instance_order = next as u32 + 1;
        }
        enqueue(
            def,
            Some(next),
            check,
            &mut instances,
            &mut seen,
            &mut items,
        );
        // the kernel's declaration, checked with these arguments
        let kernel = crate::kernels::instance_checks(db, us, &inst);
        // and the arguments themselves (cicc), reported where instantiated
        let site = instances[next].site;
        let site_cell = std::cell::OnceCell::new();
        let site_loc = || site_cell.get_or_init(|| site_location(db, &pos, site));
        // (the `based on template argument` notes name where EDG makes a
        // launched kernel's instance: at the end of the launch, its `;`)
        let point_cell = std::cell::OnceCell::new();
        let point_loc = || point_cell.get_or_init(|| instantiation_point(db, &pos, site));
        if side == Side::Device
            && let Some(entity) = hir::item_summary(db, us).by_key(&inst.key)
            && entity.attrs().global
        {
            let params = &entity.first().template_param_info;
            let extended = us.unit(db).options(db).options(db).extended_lambda;
            let name = entity.first().name.name.to_string();
            for message in crate::template_args::check(
                &**tree,
                params,
                &inst.args,
                crate::template_args::Instantiated::Kernel,
                extended,
            ) {
                let at = at_line(
                    point_loc().as_ref(),
                    site_loc().as_ref().map(|l| l.file.as_str()),
                );
                let mut d = Diag::fixed(message, Anchor::Nowhere);
                d.notes.push(format!(
                    "detected during instantiation of \"{name}\" based on template argument <{}> {at}",
                    template_args_text(&inst.args)
                ));
                items.push(Positioned::new(site_loc().clone(), d));
            }
        }
        // a texture variable as a non-type template argument of device
        // code: its address cannot be taken there, nor the instance made
        if side == Side::Device
            && let Some(entity) = hir::item_summary(db, us).by_key(&inst.key)
            && entity_space_runs_on_device(entity)
        {
            for name in texture_arguments(tree, &inst.args) {
                let at = at_line(
                    point_loc().as_ref(),
                    site_loc().as_ref().map(|l| l.file.as_str()),
                );
                items.push(Positioned::new(
                    site_loc().clone(),
                    Diag::fixed(
                        DiagKind::TextureAddressInDevice { name: name.clone() },
                        Anchor::Nowhere,
                    ),
                ));
                let mut d = Diag::fixed(DiagKind::TextureNonTypeTemplateArg, Anchor::Nowhere);
                d.notes.push(format!(
                    "detected during instantiation of \"{}\" based on template argument <{}> {at}",
                    entity.first().name.name,
                    template_args_text(&inst.args)
                ));
                items.push(Positioned::new(site_loc().clone(), d));
            }
        }
        // cicc warns for each kernel instance without launch bounds too
        if side == Side::Device
            && us
                .unit(db)
                .options(db)
                .options(db)
                .warn_missing_launch_bounds
            && let Some(entity) = hir::item_summary(db, us).by_key(&inst.key)
            && entity.attrs().global
            && !entity.attrs().launch_bounds
        {
            let mut d = Diag::fixed(DiagKind::MissingLaunchBounds, Anchor::Nowhere);
            let at = at_line(
                point_loc().as_ref(),
                site_loc().as_ref().map(|l| l.file.as_str()),
            );
            d.notes.push(format!(
                "detected during instantiation of \"{}\" based on template argument <{}> {at}",
                entity.first().name.name,
                template_args_text(&inst.args)
            ));
            items.push(Positioned::new(site_loc().clone(), d));
        }
        // an instance declared `extern template` has no definition here, which
        // static template stubs need
        let options = us.unit(db).options(db).options(db);
        if side == Side::Device
            && options.static_global_template_stub
            && !options.rdc
            && let Some(entity) = hir::item_summary(db, us).by_key(&inst.key)
            && entity.attrs().global
            && tree.functions.iter().any(|f| {
                f.extern_instantiation
                    && f.name.template_args.as_ref() == Some(&inst.args)
                    && primary_templates::first_for_directive(&indexed, f)
                        .is_some_and(|p| tree.functions[p].key == inst.key)
            })
        {
            let mut name = entity.first().name.clone();
            name.template_args = Some(inst.args.clone());
            let (index, _) = entity
                .decls
                .iter()
                .find(|(_, d)| d.is_definition)
                .unwrap_or(&entity.decls[0]);
            let d = Diag::fixed(
                DiagKind::KernelTemplateInstanceStub {
                    function: hir::ty::device_caller_name(&name),
                },
                Anchor::DeclName(*index),
            )
            .later();
            items.push(Positioned::new(decl_loc(d.anchor), d));
        }
        if !kernel.is_empty() {
            let site = point_loc().clone();
            for (template_name, mut d) in kernel {
                let loc = decl_loc(d.anchor);
                let at = at_line(site.as_ref(), loc.as_ref().map(|l| l.file.as_str()));
                d.notes.push(format!(
                    "detected during instantiation of \"{template_name}\" based on template argument <{}> {at}",
                    template_args_text(&inst.args)
                ));
                items.push(Positioned::new(loc, d));
            }
        }
        next += 1;
    }

    items
}

/// The checks of the preamble's definitions, positioned, with the
/// instances they request (template key, definition, site), in order.
#[derive(Debug, Default)]
struct PreambleChecks {
    items: Vec<Positioned>,
    requests: Vec<(crate::Instantiation, smol_str::SmolStr, u32, hir::ExprId)>,
}

/// [`PreambleChecks`] of a side's preamble view: one query whose inputs
/// are all of the preamble (the headers, the main file's leading lines,
/// the options), so that after an edit below the preamble salsa finds it
/// verified without visiting the thousands of checks it gathers.
#[salsa::tracked(returns(ref), no_eq)]
fn preamble_checks(db: &dyn SemaDb, view: UnitSide) -> PreambleChecks {
    let pos = Positions::new(db, view);
    let mut out = PreambleChecks::default();
    for def in hir::function_defs(db, view) {
        let check = check_function(db, def);
        position_check(db, &pos, def, check, &mut out.items, &[]);
        for (i, site) in check.instantiations.iter().zip(&check.instantiation_sites) {
            out.requests
                .push((i.clone(), def.key(db).clone(), def.ordinal(db), *site));
        }
    }
    out
}

/// Positions the diagnostics of one body's checks (`notes`: the
/// instantiation context of an instance's).
fn position_check(
    db: &dyn SemaDb,
    pos: &Positions<'_>,
    def: hir::FunctionDef<'_>,
    check: &crate::calls::FunctionCheck,
    items: &mut Vec<Positioned>,
    notes: &[String],
) {
    if check.diags.is_empty() {
        // (most bodies: their positions are not even worked out)
        return;
    }
    let map = hir::body_source_map(db, def);
    let (token_map, source_map) = (pos.token_map(), pos.source_map());
    for d in &check.diags {
        let range = body_anchor_range(map, d.anchor);
        let mut d = d.clone();
        if d.phase == Phase::FrontEnd && !d.as_written {
            d.notes.extend(notes.iter().cloned());
        }
        let mut loc = range.and_then(|r| token_map.location(r));
        let mut late = false;
        if let (Some(l), Some((after, bump))) = (&mut loc, d.order_after)
            && let Some(r) = map.expr_range(after).filter(|r| !r.is_empty())
            && let Some(a) =
                token_map.location(TextRange::at(r.end() - syntax::TextSize::from(1), 1.into()))
            && a.file_id == l.file_id
            && a.line >= l.line
            // (an expression a macro's expansion wrote has one position
            // for all of its tokens: order as checked)
            && token_map
                .location(TextRange::at(r.start(), 1.into()))
                .is_none_or(|s| s.offset != a.offset)
        {
            // (sorted by offset within its line: just after `after` ends,
            // or after all of the line when that is on a later line)
            if a.line == l.line {
                l.offset = a.offset + bump;
            } else {
                late = true;
            }
        }
        if d.as_written
            && items
                .iter()
                .any(|p| p.diag.as_written && p.diag.kind == d.kind && p.loc == loc)
        {
            // (another instance of the same template found it first)
            continue;
        }
        let mut p = Positioned::new(loc, d);
        p.last_in_line = late;
        let body_loc = |a: Anchor| {
            body_anchor_range(map, a)
                .or_else(|| decl_anchor_range(source_map, a))
                .and_then(|r| token_map.location(r))
        };
        p.refers_at = p
            .diag
            .refers_to
            .and_then(body_loc)
            .map(|l| p.position_of(&l));
        p.named = p.diag.named_decls.iter().map(|a| body_loc(*a)).collect();
        p.related = p
            .diag
            .related
            .iter()
            .map(|(_, at, names)| (body_loc(*at), names.and_then(body_loc).map(|l| l.line)))
            .collect();
        items.push(p);
    }
}

/// The member functions that the main file's explicit instantiation
/// definitions of class template specializations (`template struct
/// ETI<int>;`) instantiate, with the directive's index: those the template
/// defines, not its member templates, in the order of its declarations.
fn class_directive_instances(db: &dyn SemaDb, us: UnitSide) -> Vec<(crate::Instantiation, u32)> {
    let tree = hir::item_tree(db, us);
    let first = if !us.is_preamble_view(db) && base_db::has_preamble(db, us) {
        hir::item_tree(db, us.preamble_view(db))
            .class_instantiations
            .len()
    } else {
        0
    };
    let Some(directives) = tree
        .class_instantiations
        .get(first..)
        .filter(|d| !d.is_empty())
    else {
        return Vec::new();
    };
    let mut members: FxHashMap<&[SmolStr], Vec<&hir::Entity>> = FxHashMap::default();
    for c in directives {
        members.entry(c.path.as_slice()).or_default();
    }
    let summary = hir::item_summary(db, us);
    for e in summary.entities() {
        let d = e.first();
        if let Some(list) = d.class_path.as_deref().and_then(|p| members.get_mut(p))
            && d.in_template
            && d.template_params.is_none()
            && e.decls.iter().any(|(_, f)| f.is_definition)
        {
            list.push(e);
        }
    }
    let mut out = Vec::new();
    for (k, class) in directives.iter().enumerate() {
        for e in &members[class.path.as_slice()] {
            let inst = crate::Instantiation {
                key: e.key.clone(),
                args: class.args.clone(),
            };
            out.push((inst, (first + k) as u32));
        }
    }
    out
}

/// `detected during instantiation of "void f(T *) [with T=int]" at line 7`,
/// or `detected during:` and one line per level of nested instantiation.
fn instantiation_context<'db>(
    db: &'db dyn SemaDb,
    pos: &Positions<'db>,
    queue: &[Queued<'db>],
    index: usize,
) -> Vec<String> {
    let mut levels = Vec::new();
    let mut cur = Some(index);
    while let Some(i) = cur {
        let q = &queue[i];
        let Some(template) = hir::item_summary(db, pos.us)
            .by_key(&q.inst.key)
            .map(|e| e.first().clone())
        else {
            break;
        };
        // (a site in another instance makes its instance at the end of the
        // call, its statement's `;`: checked with the oracle on calls and
        // launches written over several lines; a site in a plain function
        // where the call begins)
        let at = match (q.parent, q.site) {
            (Some(_), Site::Expr(def, e)) => hir::body_source_map(db, def)
                .expr_range(e)
                .and_then(|r| pos.token_map().location(TextRange::empty(r.end()))),
            _ => site_location(db, pos, q.site),
        };
        let line = at.map_or(0, |l| l.line);
        levels.push(format!(
            "instantiation of \"{}\" at line {line}",
            instance_signature(&template, &q.inst.args)
        ));
        cur = q.parent;
    }
    // EDG shows at most ten levels: the five innermost and the five
    // outermost, with how many it left out between them
    const SHOWN: usize = 10;
    if levels.len() > SHOWN {
        let hidden = levels.len() - SHOWN;
        levels.splice(
            SHOWN / 2..levels.len() - SHOWN / 2,
            [format!("[ {hidden} instantiation contexts not shown ]")],
        );
    }
    match levels.len() {
        0 => Vec::new(),
        1 => vec![format!("detected during {}", levels[0])],
        _ => std::iter::once("detected during:".to_string())
            .chain(levels)
            .collect(),
    }
}

/// Queues an instance to check, requested from instance `parent` (if any)
/// at `site`, unless it was queued before.
fn queue<'db>(
    instances: &mut Vec<Queued<'db>>,
    seen: &mut FxHashSet<crate::Instantiation>,
    inst: &crate::Instantiation,
    parent: Option<usize>,
    depth: u32,
    site: impl FnOnce() -> Site<'db>,
) {
    if seen.insert(inst.clone()) {
        instances.push(Queued {
            inst: inst.clone(),
            parent,
            depth,
            site: site(),
        });
    }
}

/// EDG's `excessive recursion at instantiation of function "g(T) [with
/// T=...]"` at the request that would nest one level too deep, with the
/// whole chain of instances that led there as its context.
fn excessive_recursion<'db>(
    db: &'db dyn SemaDb,
    pos: &Positions<'db>,
    instances: &[Queued<'db>],
    parent: Option<usize>,
    inst: &crate::Instantiation,
    def: hir::FunctionDef<'db>,
    site: hir::ExprId,
) -> Positioned {
    let function = hir::item_summary(db, pos.us)
        .by_key(&inst.key)
        .map(|e| function_with_args(e.first(), &inst.args))
        .unwrap_or_default();
    let mut d = Diag::fixed(
        DiagKind::ExcessiveRecursion {
            function: diagnostics::Entity::function(function),
        },
        Anchor::Nowhere,
    );
    if let Some(p) = parent {
        d.notes = instantiation_context(db, pos, instances, p);
    }
    Positioned::new(site_location(db, pos, Site::Expr(def, site)), d)
}

/// An instance waiting to be checked: what, from which instance (if any),
/// how deep in nested instantiation, and where it was requested.
struct Queued<'db> {
    inst: crate::Instantiation,
    parent: Option<usize>,
    depth: u32,
    site: Site<'db>,
}

/// Where an instantiation was requested: an expression of a body, an
/// explicit instantiation directive of a function (item index) or of a
/// class (`ClassDirective`).
#[derive(Clone, Copy)]
enum Site<'db> {
    Expr(hir::FunctionDef<'db>, hir::ExprId),
    Decl(u32),
    /// Directive `k` of `ItemTree::class_instantiations`.
    ClassDirective(u32),
}

fn site_location(db: &dyn SemaDb, pos: &Positions<'_>, site: Site<'_>) -> Option<FileLocation> {
    let range = match site {
        Site::Expr(def, e) => hir::body_source_map(db, def).expr_range(e),
        Site::Decl(i) => decl_anchor_range(pos.source_map(), Anchor::DeclName(i)),
        Site::ClassDirective(k) => pos.source_map().class_instantiation(k as usize),
    };
    range.and_then(|r| pos.token_map().location(r))
}

/// Where EDG makes the instance a site requests, for the `based on
/// template argument` notes: a kernel launch's at its end (the token after
/// it, its statement's `;`: checked with the oracle on launches written
/// over several lines), others where they are.
fn instantiation_point(
    db: &dyn SemaDb,
    pos: &Positions<'_>,
    site: Site<'_>,
) -> Option<FileLocation> {
    if let Site::Expr(def, e) = site
        && matches!(
            hir::function_body(db, def).exprs[e],
            hir::Expr::Launch { .. }
        )
    {
        let range = hir::body_source_map(db, def).expr_range(e)?;
        return pos.token_map().location(TextRange::empty(range.end()));
    }
    site_location(db, pos, site)
}

/// Where a side's tokens and declarations are, asked for only when there
/// is something to position: most edits leave nothing to report, and then
/// the side's token map and item source map are not even brought up to
/// date.
struct Positions<'db> {
    db: &'db dyn SemaDb,
    us: UnitSide,
}

impl<'db> Positions<'db> {
    fn new(db: &'db dyn SemaDb, us: UnitSide) -> Self {
        Positions { db, us }
    }

    fn token_map(&self) -> &'db base_db::UnitTokenMap {
        base_db::token_map(self.db, self.us)
    }

    fn source_map(&self) -> &'db hir::SideItemSourceMap {
        hir::item_source_map(self.db, self.us)
    }

    /// The offset an ignored attribute is ordered at on its line: the start
    /// of the declarator it is written on, when that is on its line (tied
    /// with the declarator's own diagnostics, it comes in the order
    /// `check_declarations` gives).
    fn ignored_attr_order(&self, k: usize, at: Option<&FileLocation>) -> Option<u32> {
        let owner = self.source_map().ignored_attr_owner(k)?;
        let l = self.token_map().location(owner)?;
        let at = at?;
        (l.file_id == at.file_id && l.line == at.line).then_some(l.offset)
    }

    /// The offset that orders "too many initializer values" of variable
    /// `v` (at `at`): the end of its list (before a missing `;` after it,
    /// or an undefined name in a later declarator), or, when a syntax
    /// error cuts the list short, the end of its excess initializer.
    fn overfull_end_order(
        &self,
        v: usize,
        at: Option<&FileLocation>,
        cut_short: bool,
    ) -> Option<u32> {
        // (the token map places an offset inside a token at the next one:
        // lengths from the initializer's start instead)
        let map = self.source_map();
        let r = map.variable_overfull(v)?;
        let tail = match map.variable_overfull_tail(v) {
            Some(tail) if !cut_short && tail > 0 => tail,
            _ => u32::from(r.len()),
        };
        Some(at?.offset + tail)
    }

    /// Where a declaration-level anchor is.
    fn decl_loc(&self, anchor: Anchor) -> Option<FileLocation> {
        decl_anchor_range(self.source_map(), anchor).and_then(|r| self.token_map().location(r))
    }
}

/// `at line N`, or `at line N of FILE` when the instantiation is requested
/// in another file than the diagnostic's.
fn at_line(site: Option<&FileLocation>, diag_file: Option<&str>) -> String {
    match site {
        Some(l) if diag_file.is_some_and(|f| f != l.file) => {
            format!("at line {} of {}", l.line, l.file)
        }
        Some(l) => format!("at line {}", l.line),
        None => "at line 0".to_string(),
    }
}

/// A template argument list as EDG prints it in `based on template
/// argument <...>`.
/// The function runs on the device (`__device__`, `__host__ __device__`,
/// `__global__`), by its declarations' keywords.
fn entity_space_runs_on_device(entity: &hir::Entity) -> bool {
    let a = entity.attrs();
    a.device || a.global
}

/// The texture or surface variables a template's arguments name
/// (`&t` or `t`, as written: non-type arguments are kept as text).
fn texture_arguments(tree: &hir::ItemTree, args: &[hir::ty::TemplateArg]) -> Vec<String> {
    args.iter()
        .filter_map(|a| match a {
            hir::ty::TemplateArg::Other(text) => {
                let name = text.trim().trim_start_matches('&').trim();
                tree.variables
                    .iter()
                    .any(|v| {
                        !v.is_member
                            && v.name() == name
                            && crate::variables::is_texture(tree, &v.ty)
                    })
                    .then(|| name.to_string())
            }
            _ => None,
        })
        .collect()
}

fn template_args_text(args: &[hir::ty::TemplateArg]) -> String {
    args.iter()
        .map(|a| match a {
            hir::ty::TemplateArg::Type(t) => hir::ty::plain_type(t, &[]),
            hir::ty::TemplateArg::Value { value, .. } => value.to_string(),
            hir::ty::TemplateArg::Other(s) => s.to_string(),
            hir::ty::TemplateArg::Pack(p) => template_args_text(p),
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// EDG's `void f(T *) [with T=int]`: the template's signature with its
/// parameters' names, then their values.
fn instance_signature(f: &hir::FunctionDecl, args: &[hir::ty::TemplateArg]) -> String {
    let names = instance_param_names(f);
    format!(
        "{} {}",
        hir::ty::plain_type(&f.name.sig.ret, &names),
        function_with_args(f, args)
    )
}

/// `ns::f(T *) [with T=int]`: an instance as EDG names it without its
/// return type (`ns::f<T>() [with T=int]` when a parameter does not name
/// every template parameter).
pub(crate) fn function_with_args(f: &hir::FunctionDecl, args: &[hir::ty::TemplateArg]) -> String {
    let names = instance_param_names(f);
    let ty = |t: &hir::ty::Ty| hir::ty::plain_type(t, &names);
    let mut qualified: Vec<String> = f.name.scope.iter().map(|s| s.name.to_string()).collect();
    // a member of a class template: the class with its parameters
    // (`Two<T, N>::f(T)`)
    if f.template_params.is_none()
        && !f.class_template_params.is_empty()
        && let Some(class) = qualified.last_mut()
    {
        class.push('<');
        class.push_str(&names.join(", "));
        class.push('>');
    }
    qualified.push(f.name.name.to_string());
    // a template parameter its parameters do not name: all of them
    // written after the name (`bar<T>()`, `baz<T,U>(U)`)
    if f.template_param_info.iter().any(|p| !p.in_function_params) {
        let last = qualified.last_mut().expect("the name was pushed");
        last.push('<');
        last.push_str(&names.join(","));
        last.push('>');
    }
    let params: Vec<String> = f.name.sig.params.iter().map(ty).collect();
    let with: Vec<String> = names
        .iter()
        .zip(args)
        .map(|(n, a)| match a {
            hir::ty::TemplateArg::Type(t) => format!("{n}={}", hir::ty::plain_type(t, &names)),
            hir::ty::TemplateArg::Value { value, .. } => format!("{n}={value}"),
            hir::ty::TemplateArg::Other(s) => format!("{n}={s}"),
            hir::ty::TemplateArg::Pack(p) => format!("{n}=<{} elements>", p.len()),
        })
        .collect();
    format!(
        "{}({}) [with {}]",
        qualified.join("::"),
        params.join(", "),
        with.join(", ")
    )
}

/// The names an instance's template arguments are given to: the
/// function template's parameters, or its class template's.
fn instance_param_names(f: &hir::FunctionDecl) -> Vec<smol_str::SmolStr> {
    match &f.template_params {
        Some(names) => names.clone(),
        // (an unnamed one as EDG calls it)
        None => f
            .class_template_params
            .iter()
            .map(|n| {
                if n.is_empty() {
                    smol_str::SmolStr::new_static("<unnamed>")
                } else {
                    n.clone()
                }
            })
            .collect(),
    }
}

fn is_static_dynamic_init(d: &Diag) -> bool {
    matches!(d.kind, SemaDiag::Fixed(DiagKind::StaticDynamicInit { .. }))
}

/// Stable sort by file (the main file first) and line.
fn sort_like_oracle(diags: &mut [Diagnostic], main: &str) {
    diags.sort_by(|a, b| {
        // a diagnostic without a position counts as the main file's (line 0)
        let key = |d: &Diagnostic| {
            let file = if d.file.is_empty() {
                main
            } else {
                d.file.as_str()
            };
            (file != main, file.to_string(), d.line)
        };
        key(a).cmp(&key(b))
    });
}

fn decl_anchor_range(map: &hir::SideItemSourceMap, anchor: Anchor) -> Option<TextRange> {
    let i = match anchor {
        Anchor::Variable(v) => return map.variable(v as usize),
        Anchor::VariableInitName(v, k) => return map.variable_init_name(v as usize, k as usize),
        Anchor::VariableOverfull(v) => return map.variable_overfull(v as usize),
        Anchor::StaticAssertName(a, k) => return map.static_assert_name(a as usize, k as usize),
        Anchor::IgnoredAttr(k) => return map.ignored_attr(k as usize),
        Anchor::StaticAssert(k) => return map.static_assert(k as usize),
        Anchor::ClassName(k) => return map.class_name(k as usize),
        Anchor::ClassStart(k) => return map.class_start(k as usize),
        Anchor::LinkageTypedefInit(k) => return map.linkage_typedef_init(k as usize),
        Anchor::Typedef(k) => return map.typedef_name(k as usize),
        Anchor::DeprecatedType(k) => return map.deprecated_type(k as usize),
        _ => anchor.declaration()? as usize,
    };
    let name = map.function_name(i);
    match anchor {
        Anchor::GlobalAttr(_) => map.global_attr(i).or(name),
        Anchor::Specifier(_) => map.specifier_range(i).or(name),
        Anchor::DeviceAttr(_) => map.device_attr(i).or(name),
        Anchor::DeprecatedAttr(_) => map.deprecated_attr(i).or(name),
        Anchor::LaunchAttr(_, k) => map.launch_attr_range(i, k as usize).or(name),
        Anchor::TemplateParam(_, k) => map.template_param_range(i, k as usize).or(name),
        Anchor::Param(_, k) => map.param_range(i, k as usize).or(name),
        _ => name,
    }
}

fn body_anchor_range(map: &hir::BodySourceMap, anchor: Anchor) -> Option<TextRange> {
    match anchor {
        Anchor::Expr(e) => map.expr_range(e),
        Anchor::Lambda(l) => map.lambda_ranges.get(l.0 as usize).copied(),
        Anchor::LambdaEnd(l) => map
            .lambda_ranges
            .get(l.0 as usize)
            .filter(|r| !r.is_empty())
            .map(|r| TextRange::at(r.end() - syntax::TextSize::from(1), 1.into())),
        Anchor::BodyEnd => Some(map.end_range).filter(|r| *r != TextRange::default()),
        Anchor::BodyStart => Some(map.open_range).filter(|r| *r != TextRange::default()),
        Anchor::Local(l) => map
            .local_ranges
            .get(l.into_raw().into_u32() as usize)
            .copied(),
        // (the token at the declarator's end offset is the one after it)
        Anchor::LocalEnd(l) => map
            .local_ranges
            .get(l.into_raw().into_u32() as usize)
            .map(|r| TextRange::empty(r.end())),
        _ => None,
    }
}

/// A device-side diagnostic's texts as cicc spells them (the file names of
/// its `at line N of FILE` notes left as they are).
fn device_spelled(d: &mut Diagnostic) {
    if !d.message.contains("bool")
        && !d.notes.iter().any(|n| n.contains("bool"))
        && !d.related.iter().any(|r| r.message.contains("bool"))
    {
        return;
    }
    d.message = cicc_types(&d.message);
    for note in &mut d.notes {
        *note = match note.rsplit_once(" at line ") {
            Some((text, at)) => format!("{} at line {at}", cicc_types(text)),
            None => cicc_types(note),
        };
    }
    for r in &mut d.related {
        // (the built-in candidates' operand categories are words:
        // `operator!(<bool>)`)
        if !r.message.starts_with("built-in operator") {
            r.message = cicc_types(&r.message);
        }
    }
}

/// `bool` as a type in cicc's messages, `__nv_bool`; a constant template
/// argument keeps its cast as written (`step<(bool)1>`: checked with the
/// oracle).
fn cicc_types(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find("(bool)") {
        let after = rest[at + 6..].chars().next();
        let constant = after.is_some_and(|c| c.is_ascii_digit() || c == '-');
        if constant {
            out.push_str(&crate::overloads::device_spelling(&rest[..at]));
            out.push_str("(bool)");
            rest = &rest[at + 6..];
        } else {
            out.push_str(&crate::overloads::device_spelling(&rest[..at + 1]));
            rest = &rest[at + 1..];
        }
    }
    out.push_str(&crate::overloads::device_spelling(rest));
    out
}

/// Merges the two sides: a diagnostic reported identically by both appears
/// once (as `Both`); the result is ordered by file (main file first) and
/// line, host reports before device-only ones, as the oracle orders them.
/// Merges the two sides' diagnostics: one reported by both appears once
/// (origin `Both`), and all are sorted as the oracle sorts them.
pub fn merge_sides(host: Vec<Diagnostic>, device: Vec<Diagnostic>, main: &str) -> Vec<Diagnostic> {
    let mut out = host;
    let host_len = out.len();
    let mut matched = vec![false; host_len];
    for mut d in device {
        // cicc prints `bool` by its name there, `__nv_bool`, in whatever
        // types its messages show (checked with the oracle: conversions,
        // class-type errors, instance contexts, closure types)
        if !d.preprocessor {
            device_spelled(&mut d);
        }
        let same = (0..host_len).find(|&i| {
            !matched[i] && {
                let h = &out[i];
                h.file == d.file
                    && h.line == d.line
                    && h.severity == d.severity
                    && h.number == d.number
                    && h.message == d.message
                    // (notes that differ make two messages: cicc spells
                    // `bool` as `__nv_bool`)
                    && h.related.len() == d.related.len()
                    && h.related.iter().zip(&d.related).all(|(a, b)| {
                        a.file == b.file && a.line == b.line && a.message == b.message
                    })
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

/// The C++ checks that rest on the types we infer for expressions (see
/// `render_side`: reported in the user's files only).
fn judges_types(kind: &DiagKind) -> bool {
    matches!(
        kind,
        DiagKind::IndirectionOfNonPointer { .. }
            | DiagKind::CallOfNonFunction
            | DiagKind::SubscriptOfNonPointer { .. }
            | DiagKind::NotAnLvalue
            | DiagKind::NotArithmetic
            | DiagKind::NotIntegral
            | DiagKind::NotModifiableLvalue
            | DiagKind::NonConstReferenceToRvalue
            | DiagKind::IncompatibleAssignment { .. }
            | DiagKind::IncompatibleArgument { .. }
            | DiagKind::ReturnValueTypeMismatch
            | DiagKind::ReturnWithoutValue { .. }
            | DiagKind::ExpressionHasNoEffect
            | DiagKind::UnsignedComparedWithZero
            | DiagKind::DivisionByZero
            | DiagKind::IntegerOverflow
            | DiagKind::NegativeShiftCount
            | DiagKind::ShiftCountTooLarge
            | DiagKind::ModuloByZero
            | DiagKind::IntegerSignChange
            | DiagKind::TooManyInitializers
            | DiagKind::AlreadyDeclaredInScope { .. }
    )
}

/// `file` is the main file or in its directory (or below).
fn beside(file: &str, main: &str) -> bool {
    let dir = std::path::Path::new(main)
        .parent()
        .unwrap_or(std::path::Path::new(""));
    if dir.as_os_str().is_empty() {
        return !file.starts_with('/');
    }
    std::path::Path::new(file).starts_with(dir)
}
