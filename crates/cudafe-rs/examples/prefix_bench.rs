//! Times repeated checks of one small file in one database (a developer aid).
use cudafe_rs::{check, cli::parse_check_args, db::RootDatabase};
fn main() {
    let text = std::fs::read_to_string(std::env::args().nth(1).unwrap()).unwrap();
    let extra: Vec<String> = std::env::args().skip(2).collect();
    let path = "/virtual/bench.cu";
    let mut db = RootDatabase::default();
    db.set_file_text(path, "");
    let mut args = extra.clone();
    args.push(path.to_string());
    let args = parse_check_args(&args).unwrap();
    let t = std::time::Instant::now();
    let options = base_db::CompileOptions::new(&db, check::compile_options(&args));
    println!("options: {:?}", t.elapsed());
    let unit = check::load_unit(&db, path, options).unwrap();
    let t = std::time::Instant::now();
    let n = 300;
    for i in 0..n {
        let cut = text.len() * i / n;
        let cut = (0..=cut).rev().find(|&c| text.is_char_boundary(c)).unwrap();
        db.set_file_text(path, &text[..cut]);
        check::diagnostics(&db, &unit);
    }
    println!("{} checks: {:?} each", n, t.elapsed() / n as u32);
    let t = std::time::Instant::now();
    let pp = base_db::preprocess(&db, unit.host);
    println!("tokens {} ; {:?}", pp.pp.tokens.len(), t.elapsed());
}
