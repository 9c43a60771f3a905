//! Uses of deprecated functions (`[[deprecated]]`,
//! `__attribute__((deprecated("...")))`): warning #1215, or #1444 with the
//! attribute's message, each followed by note #3287 at the attribute.
//!
//! Only cicc's front end prints them, and only for code it compiles for the
//! device: nvcc leaves host code's deprecations to the host compiler, so
//! cudafe++ says nothing. The toolkit's own deprecated intrinsics (`__any`,
//! `__all`, `__ballot`) are the common case in real programs.

use crate::calls::CheckCx;
use crate::infer::Callee;
use crate::space::Space;
use crate::{Anchor, Diag};
use base_db::Side;
use base_db::UnitSide;
use diagnostics::EntityKind;
use diagnostics::{DiagKind, Entity};
use hir::ExprId;
use hir::ty::Ty;
use rustc_hash::FxHashMap;
use smol_str::SmolStr;
use std::sync::Arc;

/// For a name: its entry of `ItemTree::deprecated_types` for a plain use
/// and for an elaborated one.
type DeprecatedUses = FxHashMap<SmolStr, (Option<u32>, Option<u32>)>;

/// The deprecated classes and typedefs of a side by simple name: for a
/// plain use of the name, its entry of `ItemTree::deprecated_types` (the
/// typedef's if there is one, else the class's), and for an elaborated one
/// (`struct double4`), the class's. A name that also names a class or
/// typedef that is not deprecated is left out: the name alone cannot tell
/// which one a declaration means.
#[salsa::tracked(returns(ref))]
pub(crate) fn deprecated_types(db: &dyn crate::SemaDb, us: UnitSide) -> Arc<DeprecatedUses> {
    let tree = hir::item_tree(db, us);
    let mut out = DeprecatedUses::default();
    if tree.deprecated_types.is_empty() {
        return Arc::new(out);
    }
    // how many deprecated typedefs and classes each name has
    let mut counts: FxHashMap<&str, (usize, usize)> = FxHashMap::default();
    for (k, t) in tree.deprecated_types.iter().enumerate() {
        let e = out.entry(t.name.clone()).or_default();
        let c = counts.entry(t.name.as_str()).or_default();
        if t.is_class {
            e.1.get_or_insert(k as u32);
            c.1 += 1;
        } else {
            e.0.get_or_insert(k as u32);
            c.0 += 1;
        }
    }
    let mut all: FxHashMap<&str, (usize, usize)> = FxHashMap::default();
    for (path, _) in &tree.typedefs {
        if let Some(n) = path.last().filter(|n| counts.contains_key(n.as_str())) {
            all.entry(n.as_str()).or_default().0 += 1;
        }
    }
    for c in &tree.classes {
        if let Some(n) = c.path.last().filter(|n| counts.contains_key(n.as_str()))
            && c.is_definition
        {
            all.entry(n.as_str()).or_default().1 += 1;
        }
    }
    out.retain(|name, _| {
        let (typedefs, classes) = all.get(name.as_str()).copied().unwrap_or_default();
        let (dt, dc) = counts[name.as_str()];
        typedefs <= dt && classes <= dc
    });
    for e in out.values_mut() {
        if e.0.is_none() {
            e.0 = e.1;
        }
    }
    Arc::new(out)
}

impl CheckCx<'_> {
    /// `c` is called (by `call`) or named at `at`, in code of `space`.
    ///
    /// In a template, a call whose arguments depend on the template's
    /// parameters is judged in each instance (with the instance as its
    /// context); another is reported once, as written, if the template is
    /// instantiated at all (cicc says nothing of templates it does not
    /// instantiate).
    pub(crate) fn deprecated_use(&mut self, c: &Callee, call: ExprId, at: ExprId, space: Space) {
        if self.side != Side::Device || !space.runs_on_device() {
            return;
        }
        let Some((_, decl)) = c.entity.decls.iter().find(|(_, d)| d.deprecated.is_some()) else {
            return;
        };
        let in_template = self.decl.is_template_pattern();
        if in_template && self.subst.is_empty() {
            return;
        }
        let as_written = in_template && !self.written_dependent(call);
        if self.caller_deprecated() {
            return;
        }
        let summary = hir::item_summary(self.db, self.unit_side);
        let Some(name) = self.deprecated_name(c) else {
            return;
        };
        // the attribute's declaration by its place in the unit (a body's
        // own indices are relative to it)
        let Some(index) = summary.by_key(&c.entity.key).and_then(|e| {
            e.decls
                .iter()
                .find(|(_, d)| d.deprecated.is_some())
                .map(|(i, _)| *i)
        }) else {
            return;
        };
        let kind = deprecated_kind(Entity::function(name), decl.deprecated.clone().flatten());
        let mut d = Diag::fixed(kind, Anchor::Expr(at));
        d.order_after = Some(report_order(self.body, call));
        d.as_written = as_written;
        d.related.push((
            DiagKind::DeprecatedAttribute,
            Anchor::DeprecatedAttr(index),
            None,
        ));
        self.push(d);
    }

    /// Block-scope declarations whose specifiers name a deprecated class or
    /// typedef by its plain name (`double4 a;`, `struct double4 e;`,
    /// `typedef double4 D;`). cicc says nothing of the same type in a
    /// cast, `sizeof`, a template argument or a parameter.
    pub(crate) fn deprecated_declared_types(&mut self) {
        if self.side != Side::Device
            || !self.fn_space.runs_on_device()
            || self.body.declared_types.is_empty()
        {
            return;
        }
        let in_template = self.decl.is_template_pattern();
        if in_template && self.subst.is_empty() {
            return;
        }
        let types = deprecated_types(self.db, self.unit_side);
        if types.is_empty() || self.caller_deprecated() {
            return;
        }
        let tree = hir::item_tree(self.db, self.unit_side);
        for (at, name, elaborated) in &self.body.declared_types {
            // a function template's parameter names its argument in an
            // instance (EDG keeps the typedef an argument was deduced as)
            let param = self
                .decl
                .template_params
                .as_ref()
                .and_then(|ps| ps.iter().position(|p| p == name));
            let argument = param.and_then(|i| match self.subst.get(i) {
                Some(hir::ty::TemplateArg::Type(Ty::Class(c, _))) if c.args.is_empty() => {
                    c.path.last().cloned()
                }
                _ => None,
            });
            let dependent = param.is_some();
            let name = match (&argument, dependent) {
                (Some(a), _) => a,
                (None, true) => continue,
                (None, false) => name,
            };
            let Some(&(plain, class)) = types.get(name) else {
                continue;
            };
            let Some(k) = (if *elaborated { class } else { plain }) else {
                continue;
            };
            let t = &tree.deprecated_types[k as usize];
            let kind = match (t.is_class, t.is_enum) {
                (_, true) => EntityKind::Enum,
                (true, false) => EntityKind::Class,
                (false, false) => EntityKind::Type,
            };
            let entity = Entity::new(kind, t.name.to_string());
            let mut d = Diag::fixed(
                deprecated_kind(entity, t.message.clone()),
                Anchor::Expr(*at),
            );
            d.as_written = in_template && !dependent;
            d.related.push((
                DiagKind::DeprecatedAttribute,
                Anchor::DeprecatedType(k),
                None,
            ));
            self.push(d);
        }
    }

    /// The function being checked is declared deprecated: nothing in it is
    /// reported (the toolkit's `any()` calls the deprecated `__any`).
    fn caller_deprecated(&self) -> bool {
        hir::item_summary(self.db, self.unit_side)
            .by_key(&self.decl.key)
            .is_some_and(|e| e.decls.iter().any(|(_, d)| d.deprecated.is_some()))
    }

    /// Whether a call's arguments depend on the template's parameters as
    /// written (whatever the instance being checked substitutes).
    fn written_dependent(&self, call: ExprId) -> bool {
        let hir::Expr::Call { args, .. } = &self.body.exprs[call] else {
            return false;
        };
        let mut r = self.resolver(self.space_of(call));
        r.subst = &[];
        args.iter().any(|&a| {
            r.type_of(a)
                .is_none_or(|t| t.is_dependent() || matches!(t.strip_ref(), Ty::Unknown(_)))
        })
    }

    /// The callee as EDG names it here: `f`, `S::f`; with its parameters
    /// when the name is overloaded (`f(int)`); a function template's
    /// instance with its arguments (`f(T) [with T=int]`). `None` for a
    /// member of a class template, which is not named yet.
    fn deprecated_name(&self, c: &Callee) -> Option<String> {
        let d = c.decl();
        if d.in_template && d.template_params.is_none() {
            return None;
        }
        if d.template_params.is_some() {
            let args = c.template_args.as_ref()?;
            return Some(crate::collect::function_with_args(d, args));
        }
        let summary = hir::item_summary(self.db, self.unit_side);
        let overloaded = summary
            .named(&d.name.name)
            .filter(|e| e.first().name.scope == d.name.scope)
            .take(2)
            .count()
            > 1;
        Some(if overloaded {
            hir::ty::diag_function_signature(&d.name)
        } else {
            hir::ty::diag_function_name(&d.name)
        })
    }
}

/// Where among its line's diagnostics EDG reports the use of a deprecated
/// function (checked with the oracle): when the call is complete, after
/// its arguments (`d1(d2(1))`: d2, then d1); but a call that is the
/// leftmost operand of a chain of binary operators after the whole chain
/// (`d1(1) + d2(2) + d3(3)`: d2, d3, then d1). Parentheses are not kept in
/// bodies: `(d1(1)) + d2(2)`, where EDG reports d1 first, is taken as a
/// chain.
fn report_order(body: &hir::Body, call: ExprId) -> (ExprId, u32) {
    // (operands come before their operator in the arena: the outermost
    // operator of a chain is met last)
    let mut chain_end = None;
    for (_, e) in body.exprs.iter() {
        if let hir::Expr::Binary { lhs, rhs, .. } = e {
            let mut leaf = *lhs;
            while let hir::Expr::Binary { lhs, .. } = &body.exprs[leaf] {
                leaf = *lhs;
            }
            if leaf == call {
                chain_end = Some(*rhs);
            }
        }
    }
    match chain_end {
        // (after the last call of the chain, which ends where it ends)
        Some(rhs) => (rhs, 2),
        None => (call, 1),
    }
}

/// #1215, or #1444 with the attribute's message.
fn deprecated_kind(entity: Entity, message: Option<SmolStr>) -> DiagKind {
    match message {
        Some(message) => DiagKind::DeprecatedEntityWithMessage {
            entity,
            message: message.to_string(),
        },
        None => DiagKind::DeprecatedEntity { entity },
    }
}

#[cfg(test)]
mod tests {
    use crate::fixture::check_diagnostics;

    #[test]
    fn deprecated_functions_in_device_code() {
        check_diagnostics(
            r#"
[[deprecated]] __device__ void f1();
//^ note: because of a "deprecated" attribute
[[deprecated("use g")]] __device__ void f2();
//^ note: because of a "deprecated" attribute
__device__ __attribute__((deprecated)) int f3(int);
                        //^ note: because of a "deprecated" attribute
__device__ int f3(float);
template <class T>
[[deprecated]] __device__ void f4(T) {}
//^ note: because of a "deprecated" attribute
__global__ void use(int *o) {
  f1();
//^^ warning: function "f1" was declared deprecated
  f2();
//^^ warning: function "f2" was declared deprecated ("use g")
  o[0] = f3(1) + f3(1.0f);
       //^^ warning: function "f3(int)" was declared deprecated
  f4(1);
//^^ warning: function "f4(T) [with T=int]" was declared deprecated
}
"#,
        );
    }

    #[test]
    fn host_code_is_left_to_the_host_compiler() {
        check_diagnostics(
            r#"
[[deprecated]] void h();
[[deprecated]] __host__ __device__ void hd();
void use() { h(); hd(); }
"#,
        );
    }

    #[test]
    fn deprecated_types_in_block_scope_declarations() {
        check_diagnostics(
            r#"
struct [[deprecated("use New")]] Old { int v; };
       //^ note: because of a "deprecated" attribute
       //^ note: because of a "deprecated" attribute
typedef Old Alias [[deprecated]];
enum [[deprecated]] E { e1 };
     //^ note: because of a "deprecated" attribute
__device__ int param(Old o) { return o.v; }
__global__ void k(int *r, Old o) {
  Old a = o;
//^^^ warning: class "Old" was declared deprecated ("use New")
  struct Old b = o;
       //^^^ warning: class "Old" was declared deprecated ("use New")
  E e = e1;
//^ warning: enum "E" was declared deprecated
  r[0] = a.v + b.v + (int)e + (int)sizeof(Old);
}
void use(Old);
void host(Old o) { Old c = o; use(c); }
"#,
        );
    }
}
