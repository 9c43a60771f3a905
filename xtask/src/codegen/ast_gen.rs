//! Lowers the ungrammar into a model of typed AST nodes and writes
//! `generated/nodes.rs`: one struct per node rule (with accessors for its
//! child nodes and identifying tokens) and one enum per rule that is an
//! alternative of nodes only.

use std::collections::BTreeMap;
use std::fmt::Write;
use ungrammar::{Grammar, Rule};

pub struct AstModel {
    /// SCREAMING_SNAKE kinds of the struct nodes, in grammar order.
    pub node_kinds: Vec<String>,
    pub structs: Vec<StructDef>,
    pub enums: Vec<EnumDef>,
}

pub struct StructDef {
    pub name: String,
    pub kind: String,
    pub fields: Vec<Field>,
}

pub enum Field {
    /// The `index`-th child node of type `ty`.
    Node {
        name: String,
        ty: String,
        index: usize,
    },
    Many {
        name: String,
        ty: String,
    },
    Token {
        name: String,
        kind: String,
    },
}

pub struct EnumDef {
    pub name: String,
    pub variants: Vec<String>,
}

fn to_snake(name: &str) -> String {
    let mut out = String::new();
    for (i, c) in name.chars().enumerate() {
        if c.is_ascii_uppercase() {
            if i > 0 {
                out.push('_');
            }
            out.push(c.to_ascii_lowercase());
        } else {
            out.push(c);
        }
    }
    out
}

fn to_upper_snake(name: &str) -> String {
    to_snake(name).to_ascii_uppercase()
}

fn pluralize(name: &str) -> String {
    if let Some(stem) = name.strip_suffix('y') {
        format!("{stem}ies")
    } else if name.ends_with('s') {
        format!("{name}es")
    } else {
        format!("{name}s")
    }
}

/// Tokens for which an accessor is generated, with the kind they map to.
fn token_kind(text: &str) -> Option<String> {
    let kind = match text {
        "ident" => "IDENT",
        "string_lit" => "STRING_LIT",
        "int_number" | "float_number" | "char_lit" | "error" => return None,
        _ => {
            if super::kinds::KEYWORDS.iter().any(|(k, _)| *k == text) {
                return Some(super::kinds::keyword_kind_name(text));
            }
            return None;
        }
    };
    Some(kind.to_string())
}

pub fn lower(grammar: &Grammar) -> AstModel {
    let mut structs = Vec::new();
    let mut enums = Vec::new();
    for node in grammar.iter() {
        let data = &grammar[node];
        if let Rule::Alt(alts) = &data.rule
            && alts.iter().all(|r| matches!(r, Rule::Node(_)))
        {
            let variants = alts
                .iter()
                .map(|r| match r {
                    Rule::Node(n) => grammar[*n].name.clone(),
                    _ => unreachable!(),
                })
                .collect();
            enums.push(EnumDef {
                name: data.name.clone(),
                variants,
            });
            continue;
        }
        let mut fields = Vec::new();
        let mut counts: BTreeMap<String, usize> = BTreeMap::new();
        collect_fields(grammar, &data.rule, None, false, &mut fields, &mut counts);
        // Keep one field per name: a node type seen both alone and repeated
        // becomes a list; later duplicates of a name are dropped.
        let mut seen = std::collections::HashSet::new();
        fields.retain(|f| {
            let name = match f {
                Field::Node { name, .. } | Field::Many { name, .. } | Field::Token { name, .. } => {
                    name
                }
            };
            seen.insert(name.clone())
        });
        structs.push(StructDef {
            kind: to_upper_snake(&data.name),
            name: data.name.clone(),
            fields,
        });
    }
    let node_kinds = structs.iter().map(|s| s.kind.clone()).collect();
    AstModel {
        node_kinds,
        structs,
        enums,
    }
}

fn collect_fields(
    grammar: &Grammar,
    rule: &Rule,
    label: Option<&str>,
    many: bool,
    fields: &mut Vec<Field>,
    counts: &mut BTreeMap<String, usize>,
) {
    match rule {
        Rule::Labeled { label, rule } => {
            collect_fields(grammar, rule, Some(label), many, fields, counts)
        }
        Rule::Node(n) => {
            let ty = grammar[*n].name.clone();
            let index = {
                let c = counts.entry(ty.clone()).or_insert(0);
                let i = *c;
                *c += 1;
                i
            };
            if many {
                let name = label
                    .map(str::to_string)
                    .unwrap_or_else(|| pluralize(&to_snake(&ty)));
                fields.push(Field::Many { name, ty });
            } else {
                let name = label.map(str::to_string).unwrap_or_else(|| to_snake(&ty));
                fields.push(Field::Node { name, ty, index });
            }
        }
        Rule::Token(t) => {
            let text = &grammar[*t].name;
            if let Some(kind) = token_kind(text) {
                let base = label.map(str::to_string).unwrap_or_else(|| {
                    if text == "ident" || text == "string_lit" {
                        text.clone()
                    } else {
                        format!("{}_kw", text.trim_matches('_'))
                    }
                });
                fields.push(Field::Token {
                    name: format!("{base}_token"),
                    kind,
                });
            }
        }
        Rule::Seq(rules) | Rule::Alt(rules) => {
            for r in rules {
                collect_fields(grammar, r, None, many, fields, counts);
            }
        }
        Rule::Opt(r) => collect_fields(grammar, r, label, many, fields, counts),
        Rule::Rep(r) => collect_fields(grammar, r, label, true, fields, counts),
    }
}

pub fn generate(model: &AstModel) -> String {
    let enum_names: std::collections::HashSet<&str> =
        model.enums.iter().map(|e| e.name.as_str()).collect();
    let mut out = String::new();
    out.push_str("//! Generated by `cargo xtask codegen` from `cpp.ungram`. Do not edit.\n\n");
    out.push_str("#![allow(clippy::all, missing_docs)]\n\n");
    out.push_str("use crate::{SyntaxKind::{self, *}, SyntaxNode, SyntaxToken, ast::{AstNode, AstChildren, support}};\n\n");
    for s in &model.structs {
        writeln!(out, "#[derive(Debug, Clone, PartialEq, Eq, Hash)]\npub struct {} {{ pub(crate) syntax: SyntaxNode }}", s.name).unwrap();
        writeln!(out, "impl AstNode for {} {{", s.name).unwrap();
        writeln!(
            out,
            "    fn can_cast(kind: SyntaxKind) -> bool {{ kind == {} }}",
            s.kind
        )
        .unwrap();
        out.push_str("    fn cast(syntax: SyntaxNode) -> Option<Self> { if Self::can_cast(syntax.kind()) { Some(Self { syntax }) } else { None } }\n");
        out.push_str("    fn syntax(&self) -> &SyntaxNode { &self.syntax }\n}\n");
        writeln!(out, "impl {} {{", s.name).unwrap();
        for f in &s.fields {
            match f {
                Field::Node { name, ty, index } => {
                    let name = escape(name);
                    if *index == 0 {
                        writeln!(out, "    pub fn {name}(&self) -> Option<{ty}> {{ support::child(&self.syntax) }}").unwrap();
                    } else {
                        writeln!(out, "    pub fn {name}(&self) -> Option<{ty}> {{ support::children(&self.syntax).nth({index}) }}").unwrap();
                    }
                }
                Field::Many { name, ty } => {
                    let name = escape(name);
                    writeln!(out, "    pub fn {name}(&self) -> AstChildren<{ty}> {{ support::children(&self.syntax) }}").unwrap();
                }
                Field::Token { name, kind } => {
                    writeln!(out, "    pub fn {name}(&self) -> Option<SyntaxToken> {{ support::token(&self.syntax, {kind}) }}").unwrap();
                }
            }
        }
        out.push_str("}\n\n");
    }
    for e in &model.enums {
        writeln!(
            out,
            "#[derive(Debug, Clone, PartialEq, Eq, Hash)]\npub enum {} {{",
            e.name
        )
        .unwrap();
        for v in &e.variants {
            writeln!(out, "    {v}({v}),").unwrap();
        }
        out.push_str("}\n");
        writeln!(out, "impl AstNode for {} {{", e.name).unwrap();
        out.push_str("    fn can_cast(kind: SyntaxKind) -> bool {\n        ");
        let checks: Vec<String> = e
            .variants
            .iter()
            .map(|v| format!("{v}::can_cast(kind)"))
            .collect();
        out.push_str(&checks.join(" || "));
        out.push_str("\n    }\n    fn cast(syntax: SyntaxNode) -> Option<Self> {\n");
        for v in &e.variants {
            if enum_names.contains(v.as_str()) {
                writeln!(out, "        if {v}::can_cast(syntax.kind()) {{ return {v}::cast(syntax).map(Self::{v}); }}").unwrap();
            } else {
                writeln!(out, "        if {v}::can_cast(syntax.kind()) {{ return Some(Self::{v}({v} {{ syntax }})); }}").unwrap();
            }
        }
        out.push_str(
            "        None\n    }\n    fn syntax(&self) -> &SyntaxNode {\n        match self {\n",
        );
        for v in &e.variants {
            writeln!(out, "            Self::{v}(it) => it.syntax(),").unwrap();
        }
        out.push_str("        }\n    }\n}\n\n");
    }
    out
}

fn escape(name: &str) -> String {
    match name {
        "else" | "then" | "type" | "fn" | "match" | "if" | "where" => format!("{name}_"),
        "then_" => name.to_string(),
        _ => name.to_string(),
    }
}
