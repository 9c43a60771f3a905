//! Parses a file without preprocessing and prints its syntax errors:
//! `cargo run -p syntax --example parse_file -- FILE.ii` (a developer aid).

fn main() {
    let path = std::env::args().nth(1).expect("usage: parse_file FILE");
    let text = std::fs::read_to_string(&path).expect("readable file");
    let start = std::time::Instant::now();
    let parse = syntax::parse_preprocessed_text(&text);
    let elapsed = start.elapsed();
    let errors = parse.errors();
    println!("{} errors in {:?}", errors.len(), elapsed);
    if errors.is_empty() {
        return;
    }
    // show the first errors with the text around them
    let tokens: Vec<(usize, usize)> = {
        let mut pos = 0;
        syntax::lexer::lex_preprocessed(&text)
            .into_iter()
            .filter_map(|t| {
                let s = pos;
                pos += t.text.len();
                (!t.kind.is_trivia()).then_some((s, pos))
            })
            .collect()
    };
    let limit = std::env::var("LIMIT")
        .ok()
        .and_then(|l| l.parse().ok())
        .unwrap_or(15);
    for e in errors.iter().take(limit) {
        let (s, _) = tokens
            .get(e.token_index as usize)
            .copied()
            .unwrap_or((text.len(), text.len()));
        let line = text[..s].matches('\n').count() + 1;
        let ls = text[..s].rfind('\n').map_or(0, |i| i + 1);
        let le = text[s..].find('\n').map_or(text.len(), |i| s + i);
        // the line, cut to 80 characters before and after the error
        let mut a = s.saturating_sub(80).max(ls);
        while !text.is_char_boundary(a) {
            a += 1;
        }
        let mut b = (s + 80).min(le);
        while !text.is_char_boundary(b) {
            b -= 1;
        }
        println!(
            "{line}: {} (token {})\n    {} <<HERE>> {}",
            e.kind.message(),
            e.token_index,
            &text[a..s],
            &text[s..b]
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
