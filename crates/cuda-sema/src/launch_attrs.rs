//! Launch-configuration attributes: `__launch_bounds__`, `__maxnreg__`,
//! `__local_maxnreg__`, `__cluster_dims__` and `__block_size__`. Where
//! they may appear, their argument counts, constant evaluation of their
//! arguments (with a template's arguments when checking an instance),
//! their values, their combinations, and the architectures that support
//! thread block clusters.

use crate::{Anchor, Diag};
use base_db::Side;
use diagnostics::{DiagKind, Entity, TypeName};
use hir::FunctionDecl;
use hir::const_expr::{ConstEnv, ConstExpr, ConstValue};
use hir::items::ItemTree;
use hir::ty::TemplateArg;
use smol_str::SmolStr;

/// The largest value EDG accepts for the limits it checks (an `int`).
const MAX: i128 = i32::MAX as i128;

/// Names a constant expression can use: template arguments (for an
/// instance), enumerators and constant variables of the unit, and which
/// functions are constexpr.
pub struct DeclEnv<'a> {
    pub tree: &'a ItemTree,
    pub params: &'a [hir::items::TemplateParamInfo],
    pub args: Option<&'a [TemplateArg]>,
    pub depth: std::cell::Cell<u32>,
}

impl ConstEnv for DeclEnv<'_> {
    fn name_value(&self, path: &[SmolStr]) -> Option<i128> {
        if let [name] = path
            && let Some(k) = self.params.iter().position(|p| &p.name == name)
        {
            return match self.args?.get(k)? {
                TemplateArg::Value { value, .. } => Some(*value),
                TemplateArg::Other(text) => {
                    let t: String = text.chars().filter(|c| !c.is_whitespace()).collect();
                    match t.strip_prefix('-') {
                        Some(n) => hir::const_expr::parse_int(n).map(|v| -v),
                        None => hir::const_expr::parse_int(&t),
                    }
                }
                _ => None,
            };
        }
        if let Some((_, v)) = self
            .tree
            .enumerators
            .iter()
            .rev()
            .find(|(p, _)| p.ends_with(path))
        {
            return *v;
        }
        // a constant variable with a constant initializer
        if self.depth.get() > 16 {
            return None;
        }
        let var = self
            .tree
            .variables
            .iter()
            .rev()
            .find(|v| v.path.ends_with(path))?;
        let init = var.const_init.as_ref()?;
        self.depth.set(self.depth.get() + 1);
        let v = match init.eval(self) {
            ConstValue::Int(v) => Some(v),
            _ => None,
        };
        self.depth.set(self.depth.get() - 1);
        v
    }

    fn is_constexpr_function(&self, path: &[SmolStr]) -> Option<bool> {
        let name = path.last()?;
        let mut found = false;
        for f in self.tree.functions.iter().filter(|f| &f.name.name == name) {
            found = true;
            if f.is_constexpr || f.is_consteval {
                return Some(true);
            }
        }
        found.then_some(false)
    }

    fn is_non_constant_variable(&self, path: &[SmolStr]) -> bool {
        // (a template parameter of the same name is no variable)
        if path.len() == 1 && self.params.iter().any(|p| p.name == path[0]) {
            return false;
        }
        non_constant_variable(self.tree, path).is_some()
    }
}

/// The item index of the last namespace-scope variable `path` names, when
/// it is neither `const` nor `constexpr` (nor a reference or an array).
fn non_constant_variable(tree: &ItemTree, path: &[SmolStr]) -> Option<u32> {
    let k = tree
        .variables
        .iter()
        .rposition(|v| v.path.ends_with(path))?;
    let v = &tree.variables[k];
    let scalar = matches!(v.ty, hir::ty::Ty::Builtin(..));
    (scalar && !v.is_const && !v.is_constexpr && !v.is_member && v.memory.is_none())
        .then_some(k as u32)
}

/// The template parameter an argument names: by itself, or as an operand
/// of arithmetic. (Not under `<` or `>`: `v<T>` is a variable template's
/// argument list, which our constant expressions read as comparisons.)
fn named_param<'a>(
    e: &ConstExpr,
    params: &'a [hir::items::TemplateParamInfo],
) -> Option<&'a hir::items::TemplateParamInfo> {
    use syntax::SyntaxKind::{MINUS, PERCENT, PLUS, SLASH, STAR};
    match e {
        ConstExpr::Name(p) if p.len() == 1 => params.iter().find(|t| t.name == p[0]),
        ConstExpr::Unary(MINUS | PLUS, a) => named_param(a, params),
        ConstExpr::Binary(PLUS | MINUS | STAR | SLASH | PERCENT, a, b) => {
            named_param(a, params).or_else(|| named_param(b, params))
        }
        _ => None,
    }
}

/// The item index of the first declaration of a function named `name`.
fn first_decl(tree: &ItemTree, name: &str) -> Option<u32> {
    tree.functions
        .iter()
        .position(|f| f.name.name == name)
        .map(|i| i as u32)
}

/// Where launch attributes may appear (any function; `is_global` is the
/// space combined over the declarations so far). `kept[k]` says whether
/// attribute `k` survived the check of its arguments ([`values`]): EDG
/// drops an attribute whose arguments it rejects before it looks at where
/// the attribute stands.
pub fn placement(f: &FunctionDecl, i: u32, is_global: bool, kept: &[bool], out: &mut Vec<Diag>) {
    for (k, (name, _)) in f.launch_args.iter().enumerate() {
        let spelled = match *name {
            "launch_bounds" => "__launch_bounds__",
            "maxnreg" => "__maxnreg__",
            "cluster_dims" => "__cluster_dims__",
            "block_size" => "__block_size__",
            _ => continue,
        };
        if !kept.get(k).copied().unwrap_or(true) {
            continue;
        }
        if *name == "launch_bounds" && f.in_class {
            out.push(Diag::fixed(
                DiagKind::LaunchAttributeMember {
                    attribute: "__launch_bounds__".into(),
                },
                Anchor::LaunchAttr(i, k as u32),
            ));
        }
        if !is_global {
            out.push(Diag::fixed(
                if spelled == "__maxnreg__" {
                    DiagKind::MaxnregNotGlobal
                } else {
                    DiagKind::LaunchAttributeNotGlobal {
                        attribute: spelled.into(),
                    }
                },
                Anchor::DeclName(i),
            ));
        }
    }
}

/// The values of the attributes, on any function: arguments that are no
/// integral constants, and each value's limits. What concerns kernels only
/// (the architecture, the combinations of attributes) is checked where the
/// kernel rules apply: on kernels (`is_global`), and for
/// `__local_maxnreg__` on any function. For a template definition
/// (`args == None` and the function has template parameters), arguments
/// that depend on the parameters are left for the instances; for an
/// instance, only those are checked.
///
/// Returns, per attribute, whether EDG keeps it (see [`placement`]): an
/// attribute with an argument it rejects is dropped. `__launch_bounds__`
/// is dropped for that alone; the others are dropped for any error, and in
/// a template's definition when an argument depends on its parameters
/// (EDG places them only once it has their values).
#[allow(clippy::too_many_arguments)]
pub fn values(
    tree: &ItemTree,
    f: &FunctionDecl,
    i: u32,
    is_global: bool,
    side: Side,
    arch: u32,
    args: Option<&[TemplateArg]>,
    out: &mut Vec<Diag>,
) -> Vec<bool> {
    let env = DeclEnv {
        tree,
        params: &f.template_param_info,
        args,
        depth: Default::default(),
    };
    let param_names: Vec<SmolStr> = f
        .template_param_info
        .iter()
        .map(|p| p.name.clone())
        .collect();
    // at the definition, skip what depends on template parameters; in an
    // instance, check only that
    let wanted = |e: &ConstExpr| {
        let dependent = !param_names.is_empty() && e.mentions_params(&param_names);
        dependent == args.is_some()
    };
    let in_instance = args.is_some();
    let mut kept = vec![true; f.launch_args.len()];
    // evaluated values per attribute (None: unknown or invalid)
    let mut max_blocks: Option<i128> = None;
    let mut cluster_total: Option<(i128, &'static str)> = None;
    let mut maxnreg_ok = false;
    let mut has_launch_bounds = false;
    for (k, (name, groups)) in f.launch_args.iter().enumerate() {
        let anchor = Anchor::LaunchAttr(i, k as u32);
        let kernel_rules = is_global || *name == "local_maxnreg";
        // (`__block_size__` takes its own tuple syntax, which the toolkit's
        // macro does not give a non-kernel: nothing to evaluate there)
        if !kernel_rules && *name == "block_size" {
            continue;
        }
        // any error drops the attribute, but for `__launch_bounds__`
        let strict = *name != "launch_bounds";
        let count = groups.first().map_or(0, Vec::len);
        if !in_instance {
            // EDG parses at most three arguments (`expected a ")"` after them)
            match *name {
                "launch_bounds" if count == 0 => {
                    out.push(Diag::fixed(DiagKind::ExpectedExpression, anchor));
                    kept[k] = false;
                    continue;
                }
                "launch_bounds" | "cluster_dims" if count > 3 => {
                    out.push(Diag::fixed(DiagKind::ExpectedRParen, anchor));
                    continue;
                }
                "block_size" if groups.len() > 2 => {
                    out.push(Diag::fixed(DiagKind::ExpectedRParen, anchor));
                    continue;
                }
                _ => {}
            }
            // a type parameter is no value; a pack must be expanded
            let mut named = false;
            for e in groups.iter().flatten() {
                if let Some(p) = named_param(e, &f.template_param_info) {
                    named = true;
                    if p.is_pack {
                        out.push(Diag::fixed(
                            DiagKind::PackNotExpanded {
                                name: p.name.to_string(),
                            },
                            anchor,
                        ));
                        kept[k] &= !strict;
                    } else if p.kind == hir::items::TemplateParamKind::Type {
                        out.push(Diag::fixed(DiagKind::TypeNameNotAllowed, anchor));
                        kept[k] = false;
                    }
                }
            }
            if named && !kept[k] {
                continue;
            }
            if strict
                && !param_names.is_empty()
                && groups
                    .iter()
                    .flatten()
                    .any(|e| e.mentions_params(&param_names))
            {
                kept[k] = false;
            }
        }
        // evaluate every argument; report the ones that are not integral constants
        let mut vals: Vec<Vec<Option<i128>>> = Vec::new();
        let mut bad = false;
        for g in groups {
            let mut row = Vec::new();
            for e in g {
                if !wanted(e) {
                    row.push(None);
                    continue;
                }
                match e.eval(&env) {
                    ConstValue::Int(v) => row.push(Some(v)),
                    ConstValue::NotIntegral(t) => {
                        out.push(Diag::fixed(
                            DiagKind::ConstantExprType {
                                ty: TypeName(t.to_string()),
                                required: "integral or enum".into(),
                            },
                            anchor,
                        ));
                        bad = true;
                        row.push(None);
                    }
                    ConstValue::NonConstexprCall(callee) => {
                        let mut d = Diag::fixed(DiagKind::ExprNotConstant, anchor);
                        let decl = first_decl(tree, &callee).map(Anchor::DeclName);
                        d.related.push((
                            DiagKind::NonConstexprCall {
                                function: Entity::function(callee.as_str()),
                            },
                            anchor,
                            decl,
                        ));
                        out.push(d);
                        bad = true;
                        row.push(None);
                    }
                    ConstValue::NonConstantVariable(path) => {
                        let mut d = Diag::fixed(DiagKind::ExprNotConstant, anchor);
                        // (named by its full path, declared where it is)
                        let var = non_constant_variable(tree, &path);
                        let full = var.map_or(&path, |k| &tree.variables[k as usize].path);
                        d.related.push((
                            DiagKind::VariableNotConstant {
                                variable: Entity::variable(hir::ty::diag_qualified_name(
                                    full.iter().map(|p| p.as_str()),
                                )),
                            },
                            anchor,
                            var.map(Anchor::Variable),
                        ));
                        out.push(d);
                        bad = true;
                        row.push(None);
                    }
                    ConstValue::Unknown => row.push(None),
                }
            }
            vals.push(row);
        }
        if bad {
            kept[k] = false;
            continue;
        }
        let text = |out: &mut Vec<Diag>, k: DiagKind| out.push(Diag::fixed(k, anchor));
        let all: Vec<i128> = vals.iter().flatten().flatten().copied().collect();
        match *name {
            "launch_bounds" => {
                has_launch_bounds = true;
                if let Some(Some(v)) = vals.first().and_then(|r| r.get(2)) {
                    if *v < 0 {
                        text(out, DiagKind::MaxBlocksPerClusterNegative);
                    } else if *v > MAX {
                        text(out, DiagKind::MaxBlocksPerClusterTooLarge);
                    } else if kernel_rules && side == Side::Device && arch < 90 {
                        text(out, DiagKind::MaxBlocksPerClusterUnsupported);
                    } else if kernel_rules {
                        max_blocks = Some(*v);
                    }
                }
            }
            "maxnreg" | "local_maxnreg" => {
                let mut ok = true;
                for v in &all {
                    if *v <= 0 {
                        text(out, DiagKind::MaxnregNotPositive);
                        ok = false;
                    } else if *v > MAX {
                        text(out, DiagKind::MaxnregTooLarge);
                        ok = false;
                    }
                }
                kept[k] &= ok;
                if *name == "maxnreg" && ok && !in_instance && kernel_rules {
                    maxnreg_ok = true;
                }
            }
            "cluster_dims" => {
                let mut ok = true;
                for v in &all {
                    if *v <= 0 {
                        text(out, DiagKind::ClusterDimsNotPositive);
                        ok = false;
                    } else if *v > MAX {
                        text(out, DiagKind::ClusterDimsTooLarge);
                        ok = false;
                    }
                }
                kept[k] &= ok;
                if !kernel_rules {
                    continue;
                }
                if ok && side == Side::Device && arch < 90 {
                    text(out, DiagKind::ClusterDimsUnsupported);
                    ok = false;
                }
                if ok && all.len() == count && count > 0 {
                    cluster_total = Some((all.iter().product(), "__cluster_dims__"));
                }
            }
            "block_size" => {
                let mut ok = true;
                for v in &all {
                    if *v <= 0 {
                        text(out, DiagKind::BlockSizeNotPositive);
                        ok = false;
                        break;
                    } else if *v > MAX {
                        text(out, DiagKind::BlockSizeTooLarge);
                        ok = false;
                        break;
                    }
                }
                if ok && side == Side::Device && arch < 90 {
                    text(out, DiagKind::BlockSizeUnsupported);
                    ok = false;
                }
                if ok && groups.len() > 1 {
                    if f.launch_args.iter().any(|(n, _)| *n == "cluster_dims") {
                        text(out, DiagKind::BlockSizeSecondTuple);
                    } else if let Some(second) = vals.get(1)
                        && second.iter().all(Option::is_some)
                    {
                        cluster_total = Some((second.iter().flatten().product(), "__block_size__"));
                    }
                }
            }
            _ => {}
        }
    }
    if !in_instance && has_launch_bounds && maxnreg_ok {
        out.push(Diag::fixed(
            DiagKind::LaunchBoundsAndMaxnreg,
            Anchor::DeclName(i),
        ));
    }
    if let (Some(limit), Some((total, from))) = (max_blocks, cluster_total)
        && total > limit
    {
        out.push(Diag::fixed(
            DiagKind::TooManyBlocksInCluster {
                from: from.to_string(),
            },
            Anchor::DeclName(i),
        ));
    }
    kept
}

#[cfg(test)]
mod tests {
    use crate::fixture::check_diagnostics;

    #[test]
    fn launch_bounds_placement_and_maxnreg() {
        check_diagnostics(
            r#"
__launch_bounds__(128) void f() {}
                          //^ error: __launch_bounds__ is only allowed on a __global__ function
__global__ void __launch_bounds__(128) __maxnreg__(32) k2() {}
                                                     //^ error: The __launch_bounds__ and __maxnreg__ qualifiers cannot be applied to the same kernel
"#,
        );
    }

    #[test]
    fn rejected_arguments_drop_the_attribute_before_placement() {
        check_diagnostics(
            r#"
int nc = 3;
   __launch_bounds__(128.0) void f1(void);
 //^ error: this constant expression has type "double" instead of the required integral or enum type
   __maxnreg__(0) void f2(void);
 //^ error: The maximum number of registers that can be allocated per thread must be positive
template <int x> __attribute__((cluster_dims(x))) void f3(void) {}
template <int... x> __launch_bounds__(x) void f4(void) {}
                  //^ error: parameter pack "x" was referenced but not expanded
                                            //^ error: __launch_bounds__ is only allowed on a __global__ function
template <class a> __launch_bounds__(a) void f5(void) {}
                 //^ error: type name is not allowed
"#,
        );
    }

    #[test]
    fn attributes_after_the_parameters_of_a_definition() {
        check_diagnostics(
            r#"
void f1() __attribute__((noinline)) {}
   //^ error: attributes are not permitted in a function definition
void f2() __attribute__((noinline));
template <class T> void f3() __attribute__((noinline)) {}
struct S { void m() __attribute__((noinline)) {} };
"#,
        );
    }
}
