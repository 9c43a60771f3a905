//! Parses a file without preprocessing and prints its syntax errors:
//! `cargo run -p syntax --example parse_file -- FILE.ii` (a developer aid).

fn main() {
    let path = std::env::args().nth(1).expect("usage: parse_file FILE");
    let text = std::fs::read_to_string(&path).expect("readable file");
    let start = std::time::Instant::now();
    let parse = syntax::parser::parse_text(&text);
    let elapsed = start.elapsed();
    let errors = parse.errors();
    println!("{} errors in {:?}", errors.len(), elapsed);
    // show the first errors with the text around them
    let tokens: Vec<(usize, usize)> = {
        let mut pos = 0;
        syntax::lexer::lex(&text)
            .into_iter()
            .filter_map(|t| {
                let s = pos;
                pos += t.len as usize;
                (!t.kind.is_trivia()).then_some((s, pos))
            })
            .collect()
    };
    for e in errors.iter().take(15) {
        let (s, _) = tokens
            .get(e.token_index as usize)
            .copied()
            .unwrap_or((text.len(), text.len()));
        let line = text[..s].matches('\n').count() + 1;
        let ls = text[..s].rfind('\n').map_or(0, |i| i + 1);
        let le = text[s..].find('\n').map_or(text.len(), |i| s + i);
        println!(
            "{line}: {} (token {})\n    {}",
            e.message,
            e.token_index,
            &text[ls..le]
        );
        if std::env::var("SHOW_TREE").is_ok() {
            let root = parse.syntax_node();
            if let Some(tok) = root
                .token_at_offset(syntax::TextSize::from(s as u32))
                .right_biased()
            {
                let chain: Vec<String> = tok
                    .parent_ancestors()
                    .map(|n| format!("{:?}", n.kind()))
                    .collect();
                println!("    in {}", chain.join(" < "));
                if let Some(stmt) = tok.parent_ancestors().find(|n| {
                    matches!(
                        n.kind(),
                        syntax::SyntaxKind::FUNCTION_DEF | syntax::SyntaxKind::SIMPLE_DECL
                    )
                }) {
                    let t = stmt.text().to_string();
                    println!("    decl starts: {}", &t[..t.len().min(200)]);
                }
            }
        }
    }
}
