//! Attributes in every spelling: GNU `__attribute__((...))`, C++11
//! `[[...]]`, `alignas(...)` and `__declspec(...)`. CUDA's execution-space
//! keywords reach the parser in these forms (the CUDA headers define
//! `__global__` as `__attribute__((global))`).

use super::super::parser::Parser;
use super::{declarators, expressions};
use crate::SyntaxKind::*;
use crate::T;
use diagnostics::DiagKind;

pub(crate) fn at_attribute(p: &Parser<'_>) -> bool {
    match p.current() {
        T![__attribute__] | T![alignas] | T![__declspec] => true,
        T!['['] => p.nth_at(1, T!['[']),
        _ => false,
    }
}

/// Parses any number of attribute lists.
pub(crate) fn attributes(p: &mut Parser<'_>) {
    while at_attribute(p) {
        attribute_list(p);
    }
}

pub(crate) fn attribute_list(p: &mut Parser<'_>) {
    match p.current() {
        T![__attribute__] => {
            let m = p.start();
            p.bump_any();
            if p.expect(T!['(']) {
                if p.expect(T!['(']) {
                    attribute_items(p, T![')'], true);
                    p.expect(T![')']);
                }
                p.expect(T![')']);
            }
            m.complete(p, GNU_ATTRIBUTES);
        }
        T![__declspec] => {
            let m = p.start();
            p.bump_any();
            if p.expect(T!['(']) {
                attribute_items(p, T![')'], false);
                p.expect(T![')']);
            }
            m.complete(p, DECLSPEC_ATTRIBUTES);
        }
        T![alignas] => {
            let m = p.start();
            p.bump_any();
            if p.expect(T!['(']) {
                if declarators::at_type_id_start(p) {
                    declarators::type_id(p);
                } else {
                    expressions::assign_expr(p);
                }
                p.eat(T![...]);
                p.expect(T![')']);
            }
            m.complete(p, ALIGNAS_SPEC);
        }
        _ => {
            let m = p.start();
            p.bump(T!['[']);
            p.bump(T!['[']);
            if p.at(T![using]) {
                p.bump_any();
                if p.at(IDENT) {
                    super::paths::name(p);
                }
                p.expect(T![:]);
            }
            attribute_items(p, T![']'], false);
            p.expect(T![']']);
            p.expect(T![']']);
            m.complete(p, CXX_ATTRIBUTES);
        }
    }
}

/// CUDA's attributes in GNU lists (`__device__` is
/// `__attribute__((device))`), by name without underscores, with their
/// keywords.
const CUDA_ATTRIBUTES: &[(&str, &str)] = &[
    ("host", "__host__"),
    ("device", "__device__"),
    ("global", "__global__"),
    ("shared", "__shared__"),
    ("constant", "__constant__"),
    ("managed", "__managed__"),
];

/// A comma-separated list of `name`, `ns::name`, `name(args)`; empty items
/// are allowed (`__attribute__((a,,b))`). In a GNU list (`gnu`), a CUDA
/// attribute with arguments is an error at its `(` (EDG's, checked with the
/// oracle).
fn attribute_items(p: &mut Parser<'_>, close: crate::SyntaxKind, gnu: bool) {
    while !p.at(close) && !p.at_eof() {
        let before = p.position();
        if p.eat(T![,]) {
            continue;
        }
        let m = p.start();
        let name = p.start();
        let text = p.current_text();
        let bare = text
            .strip_prefix("__")
            .and_then(|t| t.strip_suffix("__"))
            .unwrap_or(text);
        let cuda = CUDA_ATTRIBUTES
            .iter()
            .find(|(n, _)| gnu && *n == bare)
            .map(|(_, keyword)| *keyword);
        // attribute names may be keywords (`const`, `noreturn`)
        if p.current().is_identifier_like() {
            p.bump_remap(IDENT);
            if p.at(T![::]) && p.nth(1).is_identifier_like() {
                p.bump(T![::]);
                p.bump_remap(IDENT);
            }
        } else {
            p.error(DiagKind::ExpectedIdentifier);
        }
        name.complete(p, ATTRIBUTE_NAME);
        if p.at(T!['(']) {
            if let Some(keyword) = cuda {
                p.error(DiagKind::AttributeTakesNoArguments {
                    attribute: keyword.into(),
                });
            }
            let args = p.start();
            p.skip_balanced();
            args.complete(p, ATTRIBUTE_ARGS);
        }
        p.eat(T![...]);
        m.complete(p, ATTRIBUTE);
        if p.position() == before {
            p.bump_any();
        }
        if !p.at(close) && !p.eat(T![,]) {
            break;
        }
    }
}
