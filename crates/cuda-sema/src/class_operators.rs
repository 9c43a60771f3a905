//! Builtin operators applied to objects of a class that has no operator
//! for them: `float * float2` (CUDA's vector types are plain structs),
//! `P + P`, `-v`, `v += w`. EDG says "no operator "*" matches these
//! operands" with the operand types, and a note (#3328) for each built-in
//! candidate it tried, naming the first argument that does not fit it
//! (checked with the oracle over the arithmetic, comparison, bitwise,
//! shift, unary and compound assignment operators).
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
    /// `<promoted integral>` or `<integral>`
    Integral(&'static str),
    /// `<bool>`: anything contextually converted to `bool`
    Bool,
    /// `<pointer>`: any pointer (unary `+`)
    AnyPointer,
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
            Param::Integral(t) => t,
            Param::Bool => "<bool>",
            Param::AnyPointer => "<pointer>",
            Param::Pointer => "<pointer to object>",
            Param::PtrDiff => "<ptrdiff_t>",
            Param::Nullptr => "<nullptr>",
        }
    }

    fn accepts(self, t: &Ty) -> bool {
        let t = t.strip_ref().without_cv();
        match self {
            Param::Arithmetic(_) => matches!(t, Ty::Builtin(b, _) if b != Builtin::Void),
            Param::Integral(_) | Param::PtrDiff => {
                matches!(t, Ty::Builtin(b, _) if b.is_integral() || b == Builtin::Bool)
            }
            Param::Bool => {
                matches!(t, Ty::Builtin(b, _) if b != Builtin::Void) || matches!(t, Ty::Pointer(..))
            }
            Param::Pointer | Param::AnyPointer => matches!(t, Ty::Pointer(..)),
            Param::Nullptr => false,
        }
    }
}

const ARITH: Param = Param::Arithmetic("<promoted arithmetic>");
const PLAIN_ARITH: Param = Param::Arithmetic("<arithmetic>");
const INTEGRAL: Param = Param::Integral("<promoted integral>");
const PLAIN_INTEGRAL: Param = Param::Integral("<integral>");

/// EDG's built-in candidates for a binary operator (`lhs_pointer`: the
/// left operand is a pointer), in the order it lists them.
fn binary_candidates(op: SyntaxKind, lhs_pointer: bool) -> Option<Vec<[Param; 2]>> {
    Some(match op {
        STAR | SLASH => vec![[ARITH, ARITH]],
        PERCENT | AMP | PIPE | CARET | SHL | SHR => vec![[INTEGRAL, INTEGRAL]],
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
        PERCENTEQ | AMPEQ | PIPEEQ | CARETEQ | SHLEQ | SHREQ => vec![[PLAIN_INTEGRAL, INTEGRAL]],
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
                Expr::Unary {
                    op: op @ (MINUS | PLUS | TILDE | BANG),
                    expr,
                } => (*op, vec![*expr]),
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
            let Some(mut functions) =
                self.declared_operator_failures(symbol, &types, self.space_of(id))
            else {
                continue;
            };
            let candidates: Vec<Vec<Param>> = if types.len() == 1 {
                match op {
                    PLUS => vec![vec![ARITH], vec![Param::AnyPointer]],
                    TILDE => vec![vec![INTEGRAL]],
                    BANG => vec![vec![Param::Bool]],
                    _ => vec![vec![ARITH]],
                }
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
            // the declared functions first, the last declared first (as
            // for calls: `overloads`), at their declarations
            functions.sort_by_key(|(index, ..)| std::cmp::Reverse(*index));
            for (index, e, argument) in functions {
                d.related.push((
                    DiagKind::ArgumentMismatch {
                        // (named without its parameters, as EDG names operators)
                        candidate: diagnostics::Entity::function(
                            e.first()
                                .name
                                .scope
                                .iter()
                                .map(|s| format!("{}::", s.name))
                                .chain([format!("operator{symbol}")])
                                .collect::<String>(),
                        ),
                        index: argument,
                    },
                    Anchor::DeclName(index),
                    None,
                ));
            }
            let declared = d.related.len();
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
            if d.related.len() > declared {
                // (EDG judges the operator once its operands are done: after
                // what they report on the same line)
                d.order_after = Some((id, 1));
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
    /// conversion functions but to other classes (`dim3`'s `operator
    /// uint3`: no built-in candidate takes a class).
    fn operator_free_operand(&self, t: &Ty) -> bool {
        match t.strip_ref().without_cv() {
            Ty::Builtin(b, _) => b != Builtin::Void,
            Ty::Pointer(..) => true,
            Ty::Class(c, _) => self.class_conversions(&c).is_some(),
            _ => false,
        }
    }

    /// The classes an object of class `c` converts to with its conversion
    /// functions, when `c` is a plain class: a definition without bases or
    /// template arguments whose only operators are conversion functions to
    /// classes of their own that are no templates. `None` for any other.
    fn class_conversions(&self, c: &hir::ty::ClassName) -> Option<Vec<smol_str::SmolStr>> {
        if !c.args.is_empty() || c.is_enum {
            return None;
        }
        let tree = &hir::SideItems::new(self.db, self.unit_side);
        let class = tree.class(&c.path)?;
        if !class.is_definition || class.is_template || !class.bases.is_empty() {
            return None;
        }
        let mut targets = Vec::new();
        for n in class.members.as_ref()? {
            let Some(rest) = n.strip_prefix("operator") else {
                continue;
            };
            let target = rest.trim();
            let is_class = rest.starts_with(' ')
                && !target.is_empty()
                && target
                    .bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b == b'_')
                && tree.has_class_named(target)
                && !target.starts_with(|c: char| c.is_ascii_digit());
            if !is_class {
                return None;
            }
            targets.push(smol_str::SmolStr::new(target));
        }
        Some(targets)
    }

    /// The `operator@` functions declared in the unit that lookup finds
    /// for operands of these types (ordinary lookup from here, and in the
    /// operand classes' namespaces), each with the first argument that
    /// certainly does not fit it, by declaration index; `None` when one
    /// may take the operands (or cannot be judged: a template, a class
    /// parameter whose class may convert).
    fn declared_operator_failures(
        &self,
        symbol: &str,
        types: &[Ty],
        space: crate::space::Space,
    ) -> Option<Vec<(u32, hir::Entity, u32)>> {
        let name = format!("operator{symbol}");
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
            let scope = e.first().name.scope_names();
            class_namespaces
                .iter()
                .any(|n| n.iter().map(|s| s.as_str()).eq(scope.iter().copied()))
        };
        let all = self.functions_named(&name);
        let mut seen = rustc_hash::FxHashSet::default();
        let summary = hir::item_summary(self.db, self.unit_side);
        let mut out = Vec::new();
        for e in visible
            .into_iter()
            .chain(all.iter().filter(in_class_namespace))
        {
            // (a friend declared only in its class is found through that
            // class alone, whose objects have operators: not ours)
            if !seen.insert(e.key.clone()) || e.decls.iter().all(|(_, d)| d.is_friend) {
                continue;
            }
            let d = e.first();
            let params = &d.name.sig.params;
            if d.template_params.is_some() || params.len() != types.len() || d.accepts_any_count() {
                return None;
            }
            let failing = params
                .iter()
                .zip(types)
                .position(|(p, t)| self.certainly_not_taken(p, t))?;
            let &(index, _) = summary.by_key(&e.key).and_then(|x| x.decls.first())?;
            out.push((index, e.clone(), failing as u32 + 1));
        }
        Some(out)
    }

    /// No implicit conversion takes an operand of type `t` (a builtin, a
    /// pointer or a plain class: see [`Self::operator_free_operand`]) to a
    /// parameter of type `p`.
    fn certainly_not_taken(&self, p: &Ty, t: &Ty) -> bool {
        let p = p.strip_ref().without_cv();
        let t = t.strip_ref().without_cv();
        // a class without constructors (an aggregate of ours) takes only
        // its own objects
        let constructs_from_nothing = |pc: &hir::ty::ClassName| {
            let tree = &hir::SideItems::new(self.db, self.unit_side);
            pc.args.is_empty()
                && tree.class(&pc.path).is_some_and(|class| {
                    class.is_definition
                        && !class.is_template
                        && class
                            .members
                            .as_ref()
                            .is_some_and(|m| pc.path.last().is_some_and(|own| !m.contains(own)))
                })
        };
        match (&p, &t) {
            (Ty::Class(pc, _), Ty::Class(tc, _)) => {
                pc.path != tc.path
                    && constructs_from_nothing(pc)
                    && self
                        .class_conversions(tc)
                        .is_some_and(|targets| pc.path.last().is_none_or(|n| !targets.contains(n)))
            }
            (Ty::Class(pc, _), Ty::Builtin(..) | Ty::Pointer(..)) => constructs_from_nothing(pc),
            (Ty::Builtin(..) | Ty::Pointer(..), Ty::Class(tc, _)) => {
                self.class_conversions(tc).is_some()
            }
            _ => false,
        }
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

    #[test]
    fn shifts_unary_operators_and_conversions_to_classes() {
        check_diagnostics(
            r#"
struct V { int x; };
struct U { int x; };
struct D { int x; operator U() const { return U{x}; } };
struct E { int x; operator int() const { return x; } };
void f(V a, D d, E e, int i) {
  (void)(a >> 1);
       //^^^^^^ error: no operator ">>" matches these operands | operand types are: V >> int
       //^^^^^^ note: built-in operator>>(<promoted integral>, <promoted integral>) does not match because argument #1 does not match parameter
  (void)(~d);
       //^^ error: no operator "~" matches these operands | operand types are: ~ D
       //^^ note: built-in operator~(<promoted integral>) does not match because argument #1 does not match parameter
  (void)(e >> i);
}
"#,
        );
    }
}
