//! Builtin operators applied to objects of a class that has no operator
//! for them: `float * float2` (CUDA's vector types are plain structs),
//! `P + P`, `-v`, `v += w`. EDG says "no operator "*" matches these
//! operands" with the operand types, and a note (#3328) for each built-in
//! candidate it tried, naming the first argument that does not fit it
//! (checked with the oracle over the arithmetic, comparison, bitwise and
//! compound assignment operators).
//!
//! Only what is certain is reported: a plain function (templates wait for
//! their instances), operands of known types (a builtin, a pointer or a
//! class), each class a definition without bases, template arguments,
//! member operators or conversion functions, and no `operator@` declared
//! anywhere that could take the operands (one whose parameters are the
//! operands' classes, arithmetic, or a bare template parameter). A pointer
//! operand is reported only for `+` and `-`, whose candidates were checked
//! with pointers.

use crate::calls::CheckCx;
use crate::{Anchor, Diag};
use diagnostics::DiagKind;
use hir::ItemLookup;
use hir::ty::{Builtin, Ty};
use hir::{Expr, ExprId};
use syntax::SyntaxKind::{self, *};

/// What a built-in candidate's parameter accepts.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Param {
    /// `<promoted arithmetic>` or `<arithmetic>`
    Arithmetic(&'static str),
    /// `<promoted integral>`
    Integral,
    /// `<pointer to object>`
    Pointer,
    /// `<ptrdiff_t>`: an integral value
    PtrDiff,
    /// `<nullptr>`
    Nullptr,
}

impl Param {
    fn text(self) -> &'static str {
        match self {
            Param::Arithmetic(t) => t,
            Param::Integral => "<promoted integral>",
            Param::Pointer => "<pointer to object>",
            Param::PtrDiff => "<ptrdiff_t>",
            Param::Nullptr => "<nullptr>",
        }
    }

    fn accepts(self, t: &Ty) -> bool {
        let t = t.strip_ref().without_cv();
        match self {
            Param::Arithmetic(_) => matches!(t, Ty::Builtin(b, _) if b != Builtin::Void),
            Param::Integral | Param::PtrDiff => {
                matches!(t, Ty::Builtin(b, _) if b.is_integral() || b == Builtin::Bool)
            }
            Param::Pointer => matches!(t, Ty::Pointer(..)),
            Param::Nullptr => false,
        }
    }
}

const ARITH: Param = Param::Arithmetic("<promoted arithmetic>");
const PLAIN_ARITH: Param = Param::Arithmetic("<arithmetic>");

/// EDG's built-in candidates for a binary operator (`lhs_pointer`: the
/// left operand is a pointer), in the order it lists them.
fn binary_candidates(op: SyntaxKind, lhs_pointer: bool) -> Option<Vec<[Param; 2]>> {
    Some(match op {
        STAR | SLASH => vec![[ARITH, ARITH]],
        PERCENT | AMP | PIPE | CARET => vec![[Param::Integral, Param::Integral]],
        PLUS => vec![
            [ARITH, ARITH],
            [Param::Pointer, Param::PtrDiff],
            [Param::PtrDiff, Param::Pointer],
        ],
        MINUS if lhs_pointer => vec![
            [ARITH, ARITH],
            [Param::Pointer, Param::PtrDiff],
            [Param::Pointer, Param::Pointer],
        ],
        MINUS => vec![[ARITH, ARITH], [Param::Pointer, Param::PtrDiff]],
        EQ2 | NEQ | L_ANGLE | R_ANGLE | LTEQ | GTEQ => {
            vec![[ARITH, ARITH], [Param::Nullptr, Param::Nullptr]]
        }
        PLUSEQ | MINUSEQ => vec![[PLAIN_ARITH, ARITH], [Param::Pointer, Param::PtrDiff]],
        STAREQ | SLASHEQ => vec![[PLAIN_ARITH, ARITH]],
        _ => return None,
    })
}

impl CheckCx<'_> {
    /// "no operator "@" matches these operands" for builtin operators on
    /// objects of classes without operators.
    pub(crate) fn class_operands(&mut self) {
        if !self.plain_function() {
            return;
        }
        let body = self.body;
        let mut out: Vec<(ExprId, Diag)> = Vec::new();
        for (id, e) in body.exprs.iter() {
            if body.is_unevaluated(id) {
                continue;
            }
            let (op, operands): (SyntaxKind, Vec<ExprId>) = match e {
                Expr::Binary { op, lhs, rhs } => (*op, vec![*lhs, *rhs]),
                Expr::Assign { op, lhs, rhs } if *op != EQ => (*op, vec![*lhs, *rhs]),
                Expr::Unary { op: MINUS, expr } => (MINUS, vec![*expr]),
                _ => continue,
            };
            let r = self.resolver(self.space_of(id));
            let Some(types) = operands
                .iter()
                .map(|&x| r.type_of(x).filter(|t| self.operator_free_operand(t)))
                .collect::<Option<Vec<Ty>>>()
            else {
                continue;
            };
            if !types.iter().any(|t| matches!(t.strip_ref(), Ty::Class(..))) {
                continue;
            }
            let pointer = |t: &Ty| matches!(t.strip_ref(), Ty::Pointer(..));
            if types.iter().any(pointer) && !matches!(op, PLUS | MINUS) {
                continue;
            }
            let Some(symbol) = op.text() else { continue };
            if self.operator_declared_for(symbol, &types, self.space_of(id)) {
                continue;
            }
            let candidates: Vec<Vec<Param>> = if types.len() == 1 {
                vec![vec![ARITH]]
            } else {
                match binary_candidates(op, pointer(&types[0])) {
                    Some(c) => c.into_iter().map(|p| p.to_vec()).collect(),
                    None => continue,
                }
            };
            let shown: Vec<String> = types.iter().map(hir::ty::edg_type_plain).collect();
            let operand_types = match shown.as_slice() {
                [only] => format!("{symbol} {only}"),
                [l, r] => format!("{l} {symbol} {r}"),
                _ => continue,
            };
            let mut d = Diag::fixed(
                DiagKind::NoMatchingOperator {
                    operator: symbol.to_string(),
                    operand_types,
                },
                Anchor::Expr(id),
            );
            for params in candidates {
                let Some(index) = params.iter().zip(&types).position(|(p, t)| !p.accepts(t)) else {
                    // (a candidate that fits: not certain after all)
                    d.related.clear();
                    break;
                };
                let texts: Vec<&str> = params.iter().map(|p| p.text()).collect();
                d.related.push((
                    DiagKind::BuiltinOperatorMismatch {
                        operator: format!("{symbol}({})", texts.join(", ")),
                        index: index as u32 + 1,
                    },
                    Anchor::Expr(id),
                    None,
                ));
            }
            if !d.related.is_empty() {
                out.push((id, d));
            }
        }
        for (id, d) in out {
            // (an erroneous expression: what it initializes is not judged
            // unused)
            self.undefined_uses.insert(id);
            self.out.diags.push(d);
        }
    }

    /// A builtin, a pointer, or a class whose objects have no operators:
    /// a definition without bases, template arguments, member operators or
    /// conversion functions.
    fn operator_free_operand(&self, t: &Ty) -> bool {
        match t.strip_ref().without_cv() {
            Ty::Builtin(b, _) => b != Builtin::Void,
            Ty::Pointer(..) => true,
            Ty::Class(c, _) => {
                if !c.args.is_empty() || c.is_enum {
                    return false;
                }
                let tree = &hir::SideItems::new(self.db, self.unit_side);
                tree.class(&c.path).is_some_and(|class| {
                    class.is_definition
                        && !class.is_template
                        && class.bases.is_empty()
                        && class
                            .members
                            .as_ref()
                            .is_some_and(|m| !m.iter().any(|n| n.starts_with("operator")))
                })
            }
            _ => false,
        }
    }

    /// Some `operator@` declared in the unit could take operands of these
    /// types: each parameter is the operand's class, arithmetic for an
    /// arithmetic operand, or a bare template parameter (which deduces
    /// anything).
    fn operator_declared_for(
        &self,
        symbol: &str,
        types: &[Ty],
        space: crate::space::Space,
    ) -> bool {
        let name = format!("operator{symbol}");
        // found by ordinary lookup from here, or in an operand class's
        // namespace (argument-dependent lookup)
        let r = self.resolver(space);
        let visible = r.visible(&name, &[], false);
        let class_namespaces: Vec<&[smol_str::SmolStr]> = types
            .iter()
            .filter_map(|t| match t.strip_ref() {
                Ty::Class(c, _) => Some(&c.path[..c.path.len().saturating_sub(1)]),
                _ => None,
            })
            .collect();
        let in_class_namespace = |e: &&hir::Entity| {
            let scope: Vec<&str> = e
                .first()
                .name
                .scope
                .iter()
                .map(|s| s.name.as_str())
                .collect();
            class_namespaces
                .iter()
                .any(|n| n.iter().map(|s| s.as_str()).eq(scope.iter().copied()))
        };
        let all = self.functions_named(&name);
        let candidates = visible
            .into_iter()
            .chain(all.iter().filter(in_class_namespace));
        candidates.into_iter().any(|e| {
            let params = &e.first().name.sig.params;
            params.len() == types.len()
                && params.iter().zip(types).all(|(p, t)| {
                    let p = p.strip_ref().without_cv();
                    let t = t.strip_ref().without_cv();
                    match (&p, &t) {
                        (Ty::Param { .. } | Ty::Unknown(_), _) => true,
                        (Ty::Class(pc, _), Ty::Class(tc, _)) => pc.path == tc.path,
                        (Ty::Builtin(..), Ty::Builtin(..)) => true,
                        _ => false,
                    }
                })
        })
    }
}

#[cfg(test)]
mod tests {
    use crate::fixture::check_diagnostics;

    #[test]
    fn builtin_operators_on_plain_structs() {
        check_diagnostics(
            r#"
struct V { float x, y; };
struct W { float x, y; };
W operator+(W a, W b);
__device__ void f(float a, V b, V c, W w) {
  V r1 = a * b;
       //^^^^^ error: no operator "*" matches these operands | operand types are: float * V
       //^^^^^ note: built-in operator*(<promoted arithmetic>, <promoted arithmetic>) does not match because argument #2 does not match parameter
  W r2 = w + w;
  b -= c;
//^^^^^^ error: no operator "-=" matches these operands | operand types are: V -= V
//^^^^^^ note: built-in operator-=(<arithmetic>, <promoted arithmetic>) does not match because argument #1 does not match parameter
//^^^^^^ note: built-in operator-=(<pointer to object>, <ptrdiff_t>) does not match because argument #1 does not match parameter
  (void)r1; (void)r2;
}
"#,
        );
    }
}
