//! The `__nv_atomic_*` builtins: their memory-order and scope arguments
//! must be integer literals with valid values (both front ends), and cicc
//! checks where they are used, the architecture and the operand types.
//! gcc's `__atomic_*_n`, `__atomic_fetch_*`, `__atomic_*_fetch` and
//! `__sync_*` builtins take pointers to integers, enumerations and
//! pointers only: one on a floating type is EDG's "first argument must be
//! a pointer to integer or enum type" (both sides, host code too), and
//! the call is then of type `void`
//! (`test-data/oracle/checks/gnu_atomics_on_floating_types.cu`).

use crate::calls::CheckCx;
use crate::space::Space;
use crate::{Anchor, Diag};
use base_db::Side;
use diagnostics::DiagKind;
use hir::ExprId;
use hir::ty::{Builtin, Ty};

/// The largest valid memory order (`__NV_ATOMIC_SEQ_CST`) and thread scope
/// (`__NV_THREAD_SCOPE_SYSTEM`); scope 2 is the cluster.
const MAX_ORDER: i128 = 5;
const MAX_SCOPE: i128 = 4;
const CLUSTER: i128 = 2;

/// A gcc atomic builtin that takes its operand by value (not the generic
/// `__atomic_load(p, ret, order)` forms, which take any type), by its
/// exact name: libcu++'s `__atomic_fetch_add_cuda` and the like are
/// functions of its own, called as any other.
fn gnu_value_atomic(name: &str) -> bool {
    let arith = |s: &str| matches!(s, "add" | "sub" | "and" | "or" | "xor" | "nand");
    if let Some(op) = name.strip_prefix("__atomic_") {
        matches!(
            op,
            "load_n" | "store_n" | "exchange_n" | "compare_exchange_n"
        ) || op.strip_prefix("fetch_").is_some_and(arith)
            || op.strip_suffix("_fetch").is_some_and(arith)
    } else if let Some(op) = name.strip_prefix("__sync_") {
        matches!(
            op,
            "val_compare_and_swap" | "bool_compare_and_swap" | "lock_test_and_set" | "lock_release"
        ) || op.strip_prefix("fetch_and_").is_some_and(arith)
            || op.strip_suffix("_and_fetch").is_some_and(arith)
    } else {
        false
    }
}

/// `call` calls one of gcc's value atomics ([`gnu_value_atomic`]) by name:
/// that name.
pub(crate) fn gnu_value_atomic_callee(body: &hir::Body, call: ExprId) -> Option<&str> {
    let hir::Expr::Call { callee, .. } = &body.exprs[call] else {
        return None;
    };
    match &body.exprs[*callee] {
        hir::Expr::Path { segments, .. } => match segments.as_slice() {
            [name] if gnu_value_atomic(name) => Some(name.as_str()),
            _ => None,
        },
        _ => None,
    }
}

/// `call` is a gcc value atomic whose first argument (of type `first`)
/// points to a floating type: an error, and a call of type `void`.
pub(crate) fn rejected_gnu_atomic(body: &hir::Body, call: ExprId, first: Option<&Ty>) -> bool {
    let Some(Ty::Pointer(pointee, _)) = first.map(Ty::strip_ref) else {
        return false;
    };
    gnu_value_atomic_callee(body, call).is_some()
        && matches!(
            pointee.without_cv(),
            Ty::Builtin(
                Builtin::Float
                    | Builtin::Double
                    | Builtin::LongDouble
                    | Builtin::Float16
                    | Builtin::Fp16
                    | Builtin::BFloat16
                    | Builtin::Float128,
                _
            )
        )
}

impl CheckCx<'_> {
    /// [`rejected_gnu_atomic`]'s error at the call.
    pub(crate) fn gnu_atomic_builtin(&mut self, call: ExprId, args: &[ExprId]) {
        let space = self.space_of(call);
        let first = args.first().and_then(|&a| self.resolver(space).type_of(a));
        if rejected_gnu_atomic(self.body, call, first.as_ref()) {
            // (after what its arguments report: EDG judges them first)
            let mut d = Diag::fixed(DiagKind::AtomicFirstArgument, Anchor::Expr(call));
            d.order_after = Some((call, 1));
            self.push(d);
        }
    }

    pub(crate) fn atomic_builtin(&mut self, call: ExprId, name: &str, args: &[ExprId]) {
        let op = name.trim_start_matches("__nv_atomic_");
        let space = self.space_of(call);
        let anchor = Anchor::Expr(call);
        let text = |k: DiagKind| Diag::fixed(k, anchor);
        if args.is_empty() {
            self.push(text(DiagKind::AtomicNoArguments));
            self.push(text(DiagKind::AtomicFirstArgument));
            return;
        }
        // the positions of the memory orders and the scope
        let (orders, scope): (&[usize], usize) = match op {
            "compare_exchange" | "compare_exchange_n" => (&[4, 5], 6),
            "exchange" => (&[3], 4),
            _ => (&[2], 3),
        };
        for &k in orders {
            let Some(&a) = args.get(k) else { continue };
            match self.body.int_value(a) {
                None => self.push(text(DiagKind::AtomicOrderNotLiteral)),
                Some(v) if !(0..=MAX_ORDER).contains(&v) => {
                    self.push(text(DiagKind::AtomicInvalidOrder))
                }
                _ => {}
            }
        }
        let scope_value = args.get(scope).map(|&a| self.body.int_value(a));
        match scope_value {
            Some(None) => self.push(text(DiagKind::AtomicScopeNotLiteral)),
            Some(Some(v)) if !(0..=MAX_SCOPE).contains(&v) => {
                self.push(text(DiagKind::AtomicInvalidScope))
            }
            _ => {}
        }
        if space == Space::Host {
            self.push(text(DiagKind::AtomicNotInDevice));
            return;
        }
        // the operand type: what the first argument points to
        let pointee = match self
            .resolver(space)
            .type_of(args[0])
            .map(|t| t.strip_ref().clone())
        {
            Some(Ty::Pointer(t, _)) => t.without_cv(),
            _ => return,
        };
        let non_generic = matches!(
            op,
            "load_n" | "store_n" | "exchange_n" | "compare_exchange_n"
        );
        // the generic forms take any object of a size a single atomic
        // instruction handles (both front ends say so)
        if let Ty::Class(c, _) = &pointee
            && !non_generic
            && let Some((size, _)) =
                class_size(&hir::SideItems::new(self.db, self.unit_side), &c.path, 0)
            && !matches!(size, 1 | 2 | 4 | 8 | 16)
        {
            self.push(text(DiagKind::AtomicGenericSize));
            return;
        }
        let Ty::Builtin(b, _) = pointee else { return };
        let float = matches!(b, Builtin::Float | Builtin::Double | Builtin::LongDouble);
        let logical = matches!(op, "fetch_and" | "fetch_or" | "fetch_xor");
        if non_generic && float {
            self.push(text(DiagKind::AtomicNonGenericType));
        }
        if logical && float {
            self.push(text(DiagKind::AtomicLogicalFloat));
        }
        if self.side != Side::Device {
            return;
        }
        let load_store = matches!(op, "load" | "load_n" | "store" | "store_n");
        if scope_value == Some(Some(CLUSTER)) && self.arch < 90 {
            self.push(text(if load_store {
                DiagKind::AtomicLoadStoreClusterScope
            } else {
                DiagKind::AtomicClusterScope
            }));
        }
        let order = orders
            .first()
            .and_then(|&k| args.get(k))
            .and_then(|&a| self.body.int_value(a));
        match (op, order) {
            ("load" | "load_n", Some(3 | 4)) => self.push(text(DiagKind::AtomicLoadOrder)),
            ("store" | "store_n", Some(1 | 2 | 4)) => self.push(text(DiagKind::AtomicStoreOrder)),
            _ => {}
        }
        let Some(size) = builtin_size(b) else { return };
        match op {
            "fetch_min" | "fetch_max" if float => self.push(text(DiagKind::AtomicMinMaxFloat)),
            "fetch_add" | "fetch_sub" if matches!(b, Builtin::LongLong | Builtin::Long) => {
                self.push(text(DiagKind::AtomicAddSubSigned64))
            }
            _ => {}
        }
        let arith = op.starts_with("fetch_");
        if arith && !matches!(size, 4 | 8) {
            self.push(text(DiagKind::AtomicArithmeticSize));
        }
        let cas = op.starts_with("compare_exchange");
        let exchange = op.starts_with("exchange");
        if cas && !matches!(size, 2 | 4 | 8 | 16) {
            self.push(text(DiagKind::AtomicCasSize));
        }
        if exchange && !matches!(size, 4 | 8 | 16) {
            self.push(text(DiagKind::AtomicExchangeSize));
        }
        if (cas || exchange) && size == 16 && self.arch < 90 {
            self.push(text(DiagKind::Atomic128BitExchange));
        }
    }
}

/// The size of a builtin type on the device (LP64); `None` for `void`.
fn builtin_size(b: Builtin) -> Option<u64> {
    Some(match b {
        Builtin::Bool
        | Builtin::Char
        | Builtin::SignedChar
        | Builtin::UnsignedChar
        | Builtin::Char8 => 1,
        Builtin::Short
        | Builtin::UnsignedShort
        | Builtin::Char16
        | Builtin::WChar
        | Builtin::BFloat16
        | Builtin::Float16
        | Builtin::Fp16 => 2,
        Builtin::Int | Builtin::UnsignedInt | Builtin::Float | Builtin::Char32 => 4,
        Builtin::Long
        | Builtin::UnsignedLong
        | Builtin::LongLong
        | Builtin::UnsignedLongLong
        | Builtin::Double => 8,
        Builtin::Int128 | Builtin::UnsignedInt128 | Builtin::Float128 | Builtin::LongDouble => 16,
        Builtin::Void | Builtin::NullptrT => return None,
    })
}

/// Size and alignment of a plain class (no bases, no bit-fields, data
/// members of builtin, pointer, array or such class types), with natural
/// alignment; `None` for anything else, which is then not checked.
fn class_size(
    tree: &dyn hir::ItemLookup,
    path: &[smol_str::SmolStr],
    depth: u32,
) -> Option<(u64, u64)> {
    if depth > 16 {
        return None;
    }
    let c = tree
        .classes()
        .iter()
        .find(|c| c.path == path && c.is_definition)?;
    if !c.bases.is_empty()
        || c.is_template
        || c.fields.is_empty()
        || c.kind == hir::items::ClassKind::Enum
    {
        return None;
    }
    let union = c.kind == hir::items::ClassKind::Union;
    let (mut size, mut align) = (0u64, 1u64);
    for f in &c.fields {
        if f.bit_width.is_some() || f.align.is_some() {
            return None;
        }
        let (fs, fa) = type_size(tree, &f.ty, depth + 1)?;
        align = align.max(fa);
        size = if union {
            size.max(fs)
        } else {
            size.div_ceil(fa) * fa + fs
        };
    }
    if c.align.is_some() {
        return None;
    }
    Some((size.div_ceil(align) * align, align))
}

fn type_size(tree: &dyn hir::ItemLookup, t: &Ty, depth: u32) -> Option<(u64, u64)> {
    match t {
        Ty::Builtin(b, _) => builtin_size(*b).map(|s| (s, s)),
        Ty::Pointer(..) => Some((8, 8)),
        Ty::Array(inner, Some(n)) => {
            let (s, a) = type_size(tree, inner, depth)?;
            Some((s * *n, a))
        }
        Ty::Class(c, _) if c.args.is_empty() => class_size(tree, &c.path, depth),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use crate::fixture::check_diagnostics;

    #[test]
    fn gnu_atomics_take_no_floating_operands() {
        check_diagnostics(
            r#"
__device__ float f(float *p) { return __atomic_fetch_add(p, 1.0f, 0); }
                                    //^ error: first argument must be a pointer to integer or enum type
                                    //^ error: return value type does not match the function type
__device__ int i(int *p) { return __atomic_fetch_add(p, 1, 0); }
"#,
        );
    }
}
