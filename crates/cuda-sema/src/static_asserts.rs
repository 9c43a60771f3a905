//! `static_assert` (at namespace or block scope) whose condition is false: EDG's
//! `static assertion failed with "message"` (#1574), with the note #3453
//! `the final comparison was 1 == 2` when the condition is a comparison.
//! Both front ends report it. Only conditions made of literals and
//! `sizeof` of builtin types are evaluated here (`false`, `0`, `1 == 2`,
//! `sizeof(int) == 8`), and at namespace scope the names of constants that
//! no other variable or enumerator shares: a call, or a name whose value
//! we could mistake, would risk a false error. Templates wait for their
//! instances.

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

/// Knows the namespace-scope constants whose name is theirs alone: a
/// `const` or `constexpr` variable with a constant initializer that no
/// other variable or enumerator of the unit is named like.
struct UniqueConstants<'a> {
    tree: &'a hir::ItemTree,
    depth: std::cell::Cell<u32>,
}

impl ConstEnv for UniqueConstants<'_> {
    fn name_value(&self, path: &[SmolStr]) -> Option<i128> {
        let [name] = path else { return None };
        let named = |p: &[SmolStr]| p.last() == Some(name);
        if self.depth.get() > 16 || self.tree.enumerators.iter().any(|(p, _)| named(p)) {
            return None;
        }
        let mut vars = self.tree.variables.iter().filter(|v| named(&v.path));
        let (Some(v), None) = (vars.next(), vars.next()) else {
            return None;
        };
        // (of a signed type: our arithmetic does not wrap as unsigned's does)
        use hir::ty::{Builtin, Ty};
        let signed = matches!(
            v.ty,
            Ty::Builtin(
                Builtin::Int | Builtin::Long | Builtin::LongLong | Builtin::Short | Builtin::Bool,
                _
            )
        );
        if !(v.is_const || v.is_constexpr) || !signed {
            return None;
        }
        self.depth.set(self.depth.get() + 1);
        let value = match v.const_init.as_ref()?.eval(self) {
            ConstValue::Int(x) => Some(x),
            _ => None,
        };
        self.depth.set(self.depth.get() - 1);
        value
    }
    fn is_constexpr_function(&self, _path: &[SmolStr]) -> Option<bool> {
        None
    }
}

/// The expression has literals only (and, with `names`, plain names).
fn evaluable(e: &ConstExpr, names: bool) -> bool {
    match e {
        ConstExpr::Int(_) => true,
        ConstExpr::Name(p) => names && p.len() == 1,
        ConstExpr::Unary(_, a) => evaluable(a, names),
        ConstExpr::Binary(_, a, b) => evaluable(a, names) && evaluable(b, names),
        ConstExpr::Cond(a, b, c) => {
            evaluable(a, names) && evaluable(b, names) && evaluable(c, names)
        }
        _ => false,
    }
}

pub fn failed_static_asserts(tree: &hir::ItemTree) -> Vec<Diag> {
    let env = UniqueConstants {
        tree,
        depth: Default::default(),
    };
    tree.static_asserts
        .iter()
        .enumerate()
        .filter_map(|(i, sa)| failed(sa, Anchor::StaticAssert(i as u32), &env, true))
        .collect()
}

/// The block-scope `static_assert`s of a body (not of a template; its
/// names may be locals, which are not evaluated).
pub fn failed_in_body(body: &hir::Body) -> Vec<Diag> {
    body.static_asserts
        .iter()
        .filter_map(|(at, sa)| failed(sa, Anchor::Expr(*at), &Literals, false))
        .collect()
}

fn failed(
    sa: &hir::items::StaticAssertDecl,
    anchor: Anchor,
    env: &dyn ConstEnv,
    names: bool,
) -> Option<Diag> {
    {
        if sa.in_template || !evaluable(&sa.cond, names) {
            return None;
        }
        if sa.cond.eval(env) != ConstValue::Int(0) {
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
            && let (ConstValue::Int(x), ConstValue::Int(y)) = (a.eval(env), b.eval(env))
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

    #[test]
    fn sizes_and_constants_of_their_own_name() {
        check_diagnostics(
            r#"
  static_assert(sizeof(int) == 8, "size");
//^ error: static assertion failed with "size"
//^ note: the final comparison was 4 == 8
constexpr int v = 3;
  static_assert(v == 4, "named");
//^ error: static assertion failed with "named"
//^ note: the final comparison was 3 == 4
static_assert(sizeof(long) == 8 && sizeof(char *) == 8, "lp64");
namespace a { constexpr int w = 1; }
namespace b { constexpr int w = 2; static_assert(w == 2, "two of that name: not judged"); }
const unsigned u = 5;
static_assert(u == 5, "unsigned: not judged");
"#,
        );
    }
}
