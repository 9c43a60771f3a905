//! Times each phase of a check on one file (a developer aid):
//! `cargo run --release -p cudafe-rs --example phase_times -- [flags] FILE`.
use cudafe_rs::{check, cli::parse_check_args, db::RootDatabase};
use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let args = parse_check_args(&args).unwrap();
    let db = RootDatabase::default();
    let options = base_db::CompileOptions::new(&db, check::compile_options(&args));
    let unit = check::load_unit(&db, &args.files[0], options).unwrap();
    for (name, us) in [("host", unit.host), ("device", unit.device)] {
        let t = Instant::now();
        let pp = base_db::preprocess(&db, us);
        let t1 = t.elapsed();
        let parse = base_db::parse(&db, us);
        let t2 = t.elapsed();
        let tree = hir::item_tree(&db, us);
        let t3 = t.elapsed();
        let _ = cuda_sema::declarations::check_declarations(&db, us);
        let t4 = t.elapsed();
        let defs = hir::function_defs(&db, us);
        let mut bodies = std::time::Duration::ZERO;
        let mut checks = std::time::Duration::ZERO;
        for def in &defs {
            let a = Instant::now();
            let _ = hir::function_body(&db, *def);
            bodies += a.elapsed();
            let b = Instant::now();
            let _ = cuda_sema::calls::check_function(&db, *def);
            checks += b.elapsed();
        }
        println!(
            "{name}: {} tokens, {} errors, {} functions, {} defs | preprocess {:?} parse {:?} items {:?} decl-checks {:?} bodies {:?} body-checks {:?}",
            pp.pp.tokens.len(),
            parse.errors().len(),
            tree.functions.len(),
            defs.len(),
            t1,
            t2 - t1,
            t3 - t2,
            t4 - t3,
            bodies,
            checks
        );
    }
    let t = Instant::now();
    let diags = check::diagnostics(&db, &unit);
    println!(
        "collect (memoized phases): {:?}, {} diagnostics",
        t.elapsed(),
        diags.len()
    );
}
