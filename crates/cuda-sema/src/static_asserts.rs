//! `static_assert` (at namespace or block scope) whose condition is false: EDG's
//! `static assertion failed with "message"` (#1574), with the note #3453
//! `the final comparison was 1 == 2` when the condition is a comparison.
//! Both front ends report it. Only conditions made of literals are
//! evaluated here (`false`, `0`, `1 == 2`): a name, a call or `sizeof` needs
//! more of the language than is modelled, and a wrong value would be a
//! false error. Templates wait for their instances.

use crate::{Anchor, Diag};
use diagnostics::DiagKind;
use hir::const_expr::{ConstEnv, ConstExpr, ConstValue};
use smol_str::SmolStr;
use syntax::SyntaxKind::*;

/// Knows no names: only literals are evaluated.
struct Literals;

impl ConstEnv for Literals {
    fn name_value(&self, _path: &[SmolStr]) -> Option<i128> {
        None
    }
    fn is_constexpr_function(&self, _path: &[SmolStr]) -> Option<bool> {
        None
    }
}

/// The expression has literals only.
fn literal_only(e: &ConstExpr) -> bool {
    match e {
        ConstExpr::Int(_) => true,
        ConstExpr::Unary(_, a) => literal_only(a),
        ConstExpr::Binary(_, a, b) => literal_only(a) && literal_only(b),
        ConstExpr::Cond(a, b, c) => literal_only(a) && literal_only(b) && literal_only(c),
        _ => false,
    }
}

pub fn failed_static_asserts(tree: &hir::ItemTree) -> Vec<Diag> {
    tree.static_asserts
        .iter()
        .enumerate()
        .filter_map(|(i, sa)| failed(sa, Anchor::StaticAssert(i as u32)))
        .collect()
}

/// The block-scope `static_assert`s of a body (not of a template).
pub fn failed_in_body(body: &hir::Body) -> Vec<Diag> {
    body.static_asserts
        .iter()
        .filter_map(|(at, sa)| failed(sa, Anchor::Expr(*at)))
        .collect()
}

fn failed(sa: &hir::items::StaticAssertDecl, anchor: Anchor) -> Option<Diag> {
    {
        if sa.in_template || !literal_only(&sa.cond) {
            return None;
        }
        if sa.cond.eval(&Literals) != ConstValue::Int(0) {
            return None;
        }
        let mut d = Diag::fixed(
            match &sa.message {
                Some(m) => DiagKind::StaticAssertionFailed {
                    message: m.to_string(),
                },
                None => DiagKind::StaticAssertionFailedPlain,
            },
            anchor,
        );
        if let ConstExpr::Binary(op @ (EQ2 | NEQ | L_ANGLE | R_ANGLE | LTEQ | GTEQ), a, b) =
            &sa.cond
            && let (ConstValue::Int(x), ConstValue::Int(y)) = (a.eval(&Literals), b.eval(&Literals))
        {
            let op = match op {
                EQ2 => "==",
                NEQ => "!=",
                L_ANGLE => "<",
                R_ANGLE => ">",
                LTEQ => "<=",
                _ => ">=",
            };
            d.related.push((
                DiagKind::FinalComparison {
                    lhs: x.to_string(),
                    op: op.to_string(),
                    rhs: y.to_string(),
                },
                anchor,
                None,
            ));
        }
        Some(d)
    }
}

#[cfg(test)]
mod tests {
    use crate::fixture::check_diagnostics;

    #[test]
    fn false_literal_conditions() {
        check_diagnostics(
            r#"
  static_assert(1 == 2, "eq");
//^ error: static assertion failed with "eq"
//^ note: the final comparison was 1 == 2
static_assert(1 + 1 == 2, "fine");
void s1() { static_assert(0, "local"); }
          //^ error: static assertion failed with "local"
template <class T> void s2() { static_assert(sizeof(T) == 0, "dep"); }
"#,
        );
    }
}
