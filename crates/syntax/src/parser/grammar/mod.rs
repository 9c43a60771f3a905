//! The C++/CUDA grammar, as recursive descent over [`Parser`]. Each module
//! covers one area: declarations, declarators and types, names and
//! templates, attributes, statements, expressions.

mod attributes;
mod declarations;
mod declarators;
mod expressions;
pub(crate) mod paths;
mod statements;

pub(crate) use declarations::DeferredPart;

use super::parser::Parser;
use crate::SyntaxKind::*;
use diagnostics::DiagKind;

pub(crate) fn translation_unit(p: &mut Parser<'_>) {
    let m = p.start();
    while !p.at_eof() {
        let before = p.position();
        p.cut_hint();
        declarations::declaration(p, declarations::DeclContext::Namespace);
        if p.position() == before {
            p.err_and_bump(DiagKind::ExpectedDeclaration);
        }
    }
    m.complete(p, TRANSLATION_UNIT);
}
