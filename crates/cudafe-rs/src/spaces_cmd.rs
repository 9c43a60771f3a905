//! `cudafe-rs spaces [--why] FILE`: the execution space of every function
//! and the memory space of every variable declared in the main file, as
//! `LINE:NAME:SPACE` (host side, as cudafe++ sees them).

use crate::check::for_each_unit;
use crate::cli::CheckArgs;
use crate::db::RootDatabase;

pub fn run(args: &CheckArgs, why: bool) -> i32 {
    for_each_unit(args, |db, path, unit| {
        print!("{}", render(db, unit.host, path, why));
        0
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
        let Some(loc) = map
            .function_names
            .get(i)
            .and_then(|r| token_map.location(*r))
        else {
            continue;
        };
        if loc.file != main {
            continue;
        }
        let space = match summary.by_key(&f.key) {
            Some(e) => cuda_sema::space::entity_space(e, base_db::Side::Host, i as u32 + 1),
            None => cuda_sema::space::Space::from_attrs(f.attrs),
        };
        let text = match space {
            cuda_sema::space::Space::Host => "host",
            cuda_sema::space::Space::Device => "device",
            cuda_sema::space::Space::HostDevice => "host device",
            cuda_sema::space::Space::Global => "global",
        };
        let mut line = format!("{}:{}:{}", loc.line, f.name.name, text);
        if why {
            let own = f.attrs.host || f.attrs.device || f.attrs.global;
            let earlier = summary
                .by_key(&f.key)
                .map(|e| {
                    e.decls
                        .iter()
                        .filter(|(j, d)| {
                            (*j as usize) < i && (d.attrs.host || d.attrs.device || d.attrs.global)
                        })
                        .count()
                })
                .unwrap_or(0);
            let reason = match (own, earlier) {
                (true, 0) => "annotated here".to_string(),
                (true, _) => "annotated here, combined with earlier declarations".to_string(),
                (false, 0) if f.name.name == "operator()" => {
                    "lambda without annotation: __host__".to_string()
                }
                (false, 0) => "no annotation: implicitly __host__".to_string(),
                (false, _) => "from an earlier declaration".to_string(),
            };
            line.push_str(&format!(" ({reason})"));
        }
        lines.push((loc.line, line));
    }
    for (i, v) in tree.variables.iter().enumerate() {
        let Some(loc) = map.variables.get(i).and_then(|r| token_map.location(*r)) else {
            continue;
        };
        if loc.file != main {
            continue;
        }
        let space = v.memory.map_or("host", |m| m.trim_matches('_'));
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
