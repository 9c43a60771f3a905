//! Prints the syntax tree of a file (a developer aid):
//! `cargo run -p syntax --example dump_tree -- FILE.ii`.

fn main() {
    let path = std::env::args().nth(1).expect("usage: dump_tree FILE");
    let text = std::fs::read_to_string(&path).expect("readable file");
    let parse = syntax::parser::parse_text(&text);
    println!("{:#?}", parse.syntax_node());
}
