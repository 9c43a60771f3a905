//! `cudafe-rs spaces [--why] FILE`: the execution space of every function
//! and the memory space of every variable declared in the main file, as
//! `LINE:NAME:SPACE` (host side, as cudafe++ sees them).

use crate::check::for_each_unit;
use crate::cli::CheckArgs;
use crate::db::RootDatabase;
use cuda_sema::space::Space;

pub fn run(args: &CheckArgs, why: bool) -> i32 {
    for_each_unit(args, |db, path, unit| {
        crate::out!("{}", render(db, unit.host, path, why));
        // the spaces of what could be read; a file that could not be
        // preprocessed fails as in every other command
        let pp = &base_db::preprocess(db, unit.host).pp;
        for d in pp
            .diagnostics
            .iter()
            .filter(|d| d.severity == preprocessor::Severity::Fatal)
        {
            let (file, line) = pp.presumed(d.file, d.offset);
            crate::errln!("{file}:{line}: fatal error: {}", d.message);
        }
        crate::check::preprocessor_exit_code(pp)
    })
}

/// One line per declaration in the main file, in source order.
pub fn render(db: &RootDatabase, us: base_db::UnitSide, main: &str, why: bool) -> String {
    let tree = hir::item_tree(db, us);
    let map = hir::item_source_map(db, us);
    let summary = hir::item_summary(db, us);
    let token_map = base_db::token_map(db, us);
    let mut lines: Vec<(u32, String)> = Vec::new();
    for (i, f) in tree.functions.iter().enumerate() {
        let Some(loc) = map.function_name(i).and_then(|r| token_map.location(r)) else {
            continue;
        };
        if loc.file != main {
            continue;
        }
        let (space, reason) = function_space(tree, summary, i);
        let mut line = format!("{}:{}:{}", loc.line, f.name.name, space_name(space));
        if why {
            line.push_str(&format!(" ({})", reason.text()));
        }
        lines.push((loc.line, line));
    }
    for (i, v) in tree.variables.iter().enumerate() {
        let Some(loc) = map.variable(i).and_then(|r| token_map.location(r)) else {
            continue;
        };
        if loc.file != main {
            continue;
        }
        let space = v.memory.map_or("host", |m| m.keyword().trim_matches('_'));
        let mut line = format!("{}:{}:{}", loc.line, v.name(), space);
        if why {
            line.push_str(if v.memory.is_some() {
                " (annotated here)"
            } else {
                " (no annotation: a host variable)"
            });
        }
        lines.push((loc.line, line));
    }
    lines.sort_by_key(|(l, _)| *l);
    lines.into_iter().map(|(_, l)| l + "\n").collect()
}

/// Why a declaration has its execution space (host side, as cudafe++
/// combines the explicit keywords of the declarations seen so far).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SpaceReason {
    AnnotatedHere,
    /// Annotated, and combined with the keywords of earlier declarations.
    Combined,
    /// No keyword here: the space comes from an earlier declaration.
    FromEarlierDeclaration,
    /// A lambda without annotation.
    UnannotatedLambda,
    /// No keyword anywhere before: implicitly `__host__`.
    Implicit,
}

impl SpaceReason {
    pub fn text(self) -> &'static str {
        match self {
            SpaceReason::AnnotatedHere => "annotated here",
            SpaceReason::Combined => "annotated here, combined with earlier declarations",
            SpaceReason::FromEarlierDeclaration => "from an earlier declaration",
            SpaceReason::UnannotatedLambda => "lambda without annotation: __host__",
            SpaceReason::Implicit => "no annotation: implicitly __host__",
        }
    }

    /// The space was not written on this declaration.
    pub fn is_inferred(self) -> bool {
        !matches!(self, SpaceReason::AnnotatedHere | SpaceReason::Combined)
    }
}

/// The execution space of item `i` of the item tree (host side) and why.
pub fn function_space(
    tree: &hir::ItemTree,
    summary: &hir::ItemSummary,
    i: usize,
) -> (Space, SpaceReason) {
    let f = &tree.functions[i];
    let entity = summary.by_key(&f.key);
    let space = match entity {
        Some(e) => cuda_sema::space::entity_space(e, base_db::Side::Host, i as u32 + 1),
        None => cuda_sema::space::from_attrs(f.attrs),
    };
    let annotated = |a: hir::CudaAttrs| a.host || a.device || a.global;
    let own = annotated(f.attrs);
    let earlier = entity.map_or(0, |e| {
        e.decls
            .iter()
            .filter(|(j, d)| (*j as usize) < i && annotated(d.attrs))
            .count()
    });
    let reason = match (own, earlier) {
        (true, 0) => SpaceReason::AnnotatedHere,
        (true, _) => SpaceReason::Combined,
        (false, 0) if f.name.name == "operator()" => SpaceReason::UnannotatedLambda,
        (false, 0) => SpaceReason::Implicit,
        (false, _) => SpaceReason::FromEarlierDeclaration,
    };
    (space, reason)
}

/// `host`, `device`, `host device` or `global`.
pub fn space_name(space: Space) -> &'static str {
    match space {
        Space::Host => "host",
        Space::Device => "device",
        Space::HostDevice => "host device",
        Space::Global => "global",
    }
}
