//! EDG's #940, "missing return statement at end of non-void function":
//! control can reach the closing brace of a function that returns a
//! value. cudafe++ reports it for the functions that run on the host,
//! cicc for every function it parses. `main` is exempt, and so are
//! functions whose return type is deduced. Templates are left to their
//! instances, which are not checked here (cicc reports those with the
//! instantiation context): a miss, never a false warning.
//!
//! The `return` statements themselves: a value returned from a `void`
//! function, or one no conversion takes to the return type, is an error on
//! both sides (#120, in every function); a
//! `return;` in a function that returns a value is #117, reported like
//! #940.
//!
//! Reachability is the body's [`hir::flow::Flow`]; a call completes
//! unless its callee is declared `noreturn` (`exit`, `abort`, a
//! `[[noreturn]]` function) or cannot be resolved (taken as not
//! returning, so that an unknown callee never causes a warning).

use crate::calls::CheckCx;
use crate::{Anchor, Diag};
use base_db::Side;
use diagnostics::DiagKind;
use hir::Expr;
use hir::ty::Ty;

impl CheckCx<'_> {
    /// A call statement whose callee is declared `noreturn`, or cannot be
    /// resolved (taken as not returning, so that an unknown callee never
    /// causes a warning).
    fn never_returns(&self, id: hir::ExprId) -> bool {
        let Expr::Call { callee, args } = &self.body.exprs[id] else {
            return false;
        };
        match self.resolver(self.fn_space).resolve_call(*callee, args) {
            Some(c) => c.entity.decls.iter().any(|(_, f)| f.is_noreturn),
            None => true,
        }
    }

    pub(crate) fn missing_return(&mut self) {
        let d = self.decl;
        let Some(flow) = &self.body.flow else {
            return;
        };
        if !self.plain_function() {
            return;
        }
        if d.name.name == "main" && d.name.scope.is_empty() {
            return;
        }
        if is_structor(d) {
            return;
        }
        let conversion = d.name.name.starts_with("operator ");
        let returns_value = match d.return_kind {
            hir::ReturnKind::Explicit => true,
            hir::ReturnKind::None => conversion,
            hir::ReturnKind::Auto | hir::ReturnKind::DecltypeAuto => false,
        };
        if !returns_value
            || matches!(
                d.name.sig.ret.without_cv(),
                Ty::Builtin(hir::ty::Builtin::Void, _)
            )
        {
            return;
        }
        if self.side == Side::Host && !self.fn_space.runs_on_host() {
            return;
        }
        if !flow.can_complete(&|id| self.never_returns(id)) {
            return;
        }
        // EDG names an overloaded function with its parameters: overloaded
        // as far as declared before the body (a member: in its whole class)
        let overloads = self
            .functions_named(&d.name.name)
            .iter()
            .filter(|e| {
                e.first().name.scope == d.name.scope
                    && (d.is_member || e.decls.iter().any(|(i, _)| *i <= hir::CALLER_INDEX))
            })
            .count();
        let name = if overloads > 1 {
            hir::ty::diag_function_signature(&d.name)
        } else {
            hir::ty::diag_function_name(&d.name)
        };
        self.push(Diag::fixed(
            DiagKind::MissingReturn {
                function: diagnostics::Entity::function(name),
            },
            Anchor::BodyEnd,
        ));
    }
}

impl CheckCx<'_> {
    /// #940 for lambdas with a return type written after `->` (not
    /// `void`): `missing return statement at end of non-void function
    /// "lambda [](int)->int"`, at the lambda's closing brace. EDG names the
    /// lambda without its captures, with `mutable`. A lambda that runs on
    /// the device only is cicc's alone.
    pub(crate) fn missing_lambda_returns(&mut self) {
        if !self.plain_function() {
            return;
        }
        let mut out = Vec::new();
        for (i, lambda) in self.body.lambdas.iter().enumerate() {
            let (Some(ret), Some(flow)) = (&lambda.trailing_return, &lambda.flow) else {
                continue;
            };
            if ret.without_cv().is_void() || ret.mentions_unknown() || ret.is_dependent() {
                continue;
            }
            let device_only = lambda.attrs.device && !lambda.attrs.host;
            if self.side == Side::Host && (device_only || !self.fn_space.runs_on_host()) {
                continue;
            }
            if !flow.can_complete(&|id| self.never_returns(id)) {
                continue;
            }
            let params: Vec<String> = lambda
                .params
                .iter()
                .map(|p| hir::ty::edg_type_plain(&self.body.locals[*p].ty))
                .collect();
            let name = format!(
                "lambda []({}){}->{}",
                params.join(", "),
                if lambda.is_mutable { " mutable" } else { "" },
                hir::ty::edg_type_plain(ret)
            );
            out.push(Diag::fixed(
                DiagKind::MissingReturn {
                    function: diagnostics::Entity::function(name),
                },
                Anchor::LambdaEnd(hir::LambdaId(i as u32)),
            ));
        }
        for d in out {
            self.push(d);
        }
    }

    /// #120 and #117 (see the module's doc).
    pub(crate) fn return_statements(&mut self) {
        let d = self.decl;
        if self.body.returns.is_empty()
            || !self.plain_function()
            || d.return_kind != hir::ReturnKind::Explicit
        {
            return;
        }
        if is_structor(d) {
            return;
        }
        let void = d.name.sig.ret.without_cv().is_void();
        let mut out = Vec::new();
        for &(at, value) in &self.body.returns {
            match value {
                Some(v) if void => {
                    let t = self.resolver(self.fn_space).type_of(v);
                    if t.is_some_and(|t| !t.is_void() && !matches!(t.strip_ref(), Ty::Unknown(_))) {
                        out.push(Diag::fixed(
                            DiagKind::ReturnValueTypeMismatch,
                            Anchor::Expr(v),
                        ));
                    }
                }
                // a value no conversion takes to the return type
                Some(v) => {
                    let ret = &d.name.sig.ret;
                    let t = self.resolver(self.fn_space).type_of(v);
                    // (a call of type `void`: a gcc atomic builtin rejected
                    // for its operand, see `atomics`)
                    let gnu_atomic =
                        crate::atomics::gnu_value_atomic_callee(self.body, v).is_some();
                    if gnu_atomic && t.as_ref().is_some_and(Ty::is_void) {
                        let mut m = Diag::fixed(DiagKind::ReturnValueTypeMismatch, Anchor::Expr(v));
                        m.order_after = Some((v, 2));
                        out.push(m);
                        continue;
                    }
                    if let Some(t) = t
                        && crate::conversions::scalar_or_pointer(ret)
                        && crate::conversions::plain_value(&t)
                        && crate::conversions::incompatible(ret, &t)
                        && !(crate::conversions::null_ok(ret)
                            && self.body.is_null_pointer_constant(v))
                    {
                        out.push(Diag::fixed(
                            DiagKind::ReturnValueTypeMismatch,
                            Anchor::Expr(v),
                        ));
                    }
                }
                None if !void && (self.side == Side::Device || self.fn_space.runs_on_host()) => {
                    out.push(Diag::fixed(
                        DiagKind::ReturnWithoutValue {
                            function: diagnostics::Entity::function(hir::ty::diag_function_name(
                                &d.name,
                            )),
                        },
                        Anchor::Expr(at),
                    ));
                }
                _ => {}
            }
        }
        self.out.diags.extend(out);
    }
}

/// A constructor or destructor: it returns nothing.
fn is_structor(d: &hir::FunctionDecl) -> bool {
    // (a destructor of a class not declared has no class path)
    d.name.name.starts_with('~') || d.is_structor()
}

#[cfg(test)]
mod tests {
    use crate::fixture::check_diagnostics;

    #[test]
    fn return_statements() {
        check_diagnostics(
            r#"
void a1() { return 1; }
                 //^ error: return value type does not match the function type
void g();
void a3() { return g(); }
int b1() { return; }
         //^ warning: non-void function "b1" should return a value
struct S { S() { return; } };
"#,
        );
    }

    #[test]
    fn missing_returns_on_both_sides() {
        check_diagnostics(
            r#"
int f(int x) { if (x) return 1; }
                              //^ warning: missing return statement at end of non-void function "f"
__device__ int g(int x) { }
                        //^ warning: missing return statement at end of non-void function "g"
int ok(int x) { return x; }
"#,
        );
    }

    #[test]
    fn lambdas_with_a_written_return_type() {
        check_diagnostics(
            r#"
int main() {
  auto a = [](int x) -> int { if (x) return 1; };
                                             //^ warning: missing return statement at end of non-void function "lambda [](int)->int"
  auto b = [](int x) mutable -> long { };
                                     //^ warning: missing return statement at end of non-void function "lambda [](int) mutable->long"
  auto c = [](int x) { if (x) return 1; return 2; };
  auto d = [](int x) -> void { };
  return a(1) + (int)b(2) + c(3) + (d(4), 0);
}
"#,
        );
    }
}
