//! The `__nv_atomic_*` builtins: their memory-order and scope arguments
//! must be integer literals with valid values (both front ends), and cicc
//! checks where they are used, the architecture and the operand types.

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

impl CheckCx<'_> {
    pub(crate) fn atomic_builtin(&mut self, call: ExprId, name: &str, args: &[ExprId]) {
        let op = name.trim_start_matches("__nv_atomic_");
        let space = self.space_of(call);
        let anchor = Anchor::Expr(call);
        let text = |t: &'static str| Diag::fixed(DiagKind::Text(t), anchor);
        if args.is_empty() {
            if self.side == Side::Device {
                self.push(text("atomic function requires at least one argument."));
            }
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
                None => self.push(text("atomic operation's memory order argument is not an integer literal.")),
                Some(v) if !(0..=MAX_ORDER).contains(&v) => {
                    self.push(text("invalid memory order value for atomic operations."))
                }
                _ => {}
            }
        }
        let scope_value = args.get(scope).map(|&a| self.body.int_value(a));
        match scope_value {
            Some(None) => self.push(text("atomic operation's scope argument is not an integer literal.")),
            Some(Some(v)) if !(0..=MAX_SCOPE).contains(&v) => {
                self.push(text("invalid thread scope value for atomic operations."))
            }
            _ => {}
        }
        if self.side != Side::Device {
            return;
        }
        if space == Space::Host {
            self.push(text("atomic operations are not in a device function."));
            return;
        }
        if scope_value == Some(Some(CLUSTER)) && self.arch < 90 {
            self.push(Diag::warning(
                "atomic operations' scope of cluster is supported on architecture sm_90 or above. Using device scope instead.",
                20307,
                anchor,
            ));
        }
        // the operand type: what the first argument points to
        let pointee = match self.resolver(space).type_of(args[0]).map(|t| t.strip_ref().clone()) {
            Some(Ty::Pointer(t, _)) => t.without_cv(),
            _ => return,
        };
        let Ty::Builtin(b, _) = pointee else { return };
        let float = matches!(b, Builtin::Float | Builtin::Double | Builtin::LongDouble);
        match op {
            "fetch_min" | "fetch_max" if float => {
                self.push(text("atomic operations min and max are not supported on any floating-point types."))
            }
            "fetch_and" | "fetch_or" | "fetch_xor" if float => self.push(text(
                "For a logical atomic operation, the first argument cannot be any floating-point types.",
            )),
            "fetch_add" | "fetch_sub" if matches!(b, Builtin::LongLong | Builtin::Long) => {
                self.push(text("atomic operations add and sub are not valid on signed integer of size 8."))
            }
            _ => {}
        }
    }
}
