//! Function bodies, lowered to position-free expression trees: what the
//! CUDA checks need (calls, launches, lambdas, local variables and their
//! types). Positions are kept apart in [`BodySourceMap`], so that editing
//! one function does not change the `Body` of another.

use crate::items::{CudaAttrs, declarator_name};
use crate::lower_ty::{self, TypeContext};
use crate::ty::{Builtin, Cv, TemplateArg, Ty};
use la_arena::{Arena, Idx};
use smol_str::SmolStr;
use syntax::ast::{self, AstNode};
use syntax::{SyntaxKind, SyntaxKind::*, SyntaxNode, TextRange};

pub type ExprId = Idx<Expr>;
pub type LocalId = Idx<Local>;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Local {
    pub name: SmolStr,
    pub ty: Ty,
    /// For a local declaration (not a parameter): its CUDA memory space
    /// and storage.
    pub decl: Option<LocalDecl>,
}

/// A `switch` statement: its condition (an expression, not a declaration)
/// and the values of its own `case` labels (not those of a `switch` inside
/// it, nor GNU's ranges `case 1 ... 3`).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Switch {
    pub cond: Option<ExprId>,
    pub cases: Vec<ExprId>,
}

/// What the checks need to know about a local variable's declaration.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LocalDecl {
    /// `__shared__`, `__constant__`, `__managed__` or `__device__`.
    pub memory: Option<crate::MemorySpace>,
    pub is_static: bool,
    pub is_extern: bool,
    pub is_constexpr: bool,
    /// How a `constexpr` local is initialized (`Default` for others).
    pub init_form: crate::items::InitForm,
    pub has_init: bool,
    /// Declared `thread_local` (not GNU's `__thread`).
    pub is_thread_local: bool,
    /// Annotated `__grid_constant__` (which applies to kernel parameters only).
    pub grid_constant: bool,
    /// Declared by a range-based `for`.
    pub in_range_for: bool,
    /// `constexpr` or `constinit`: its initialization runs at compile time.
    pub constant_init: bool,
    /// Declared `[[maybe_unused]]` or `__attribute__((unused))`: never
    /// reported unused (#177, #550).
    pub maybe_unused: bool,
    /// The functions its initializer calls, by the names written.
    pub init_calls: Vec<Vec<SmolStr>>,
    /// Its initializer has an effect other than calls of named functions
    /// with literal arguments (see [`crate::items::initializer_has_effects`]).
    pub init_effects: bool,
    /// Declared an object of type `void` (#70) or an array of `void`
    /// (#89), written with the keyword.
    pub void_object: crate::ty::VoidObject,
    /// The first declarator of its declaration (`T a, b;`: `a`): what
    /// EDG judges once per declaration is reported there.
    pub first_in_decl: bool,
    /// The one name its decl-specifiers write for the type (`G` in
    /// `G g;`), when they write one: a typedef is shown by that name.
    pub spec_name: Option<SmolStr>,
    /// `auto x = e;`: the `e` whose type is the local's (not deduced here).
    pub auto_init: Option<ExprId>,
}

/// Constructs that device code does not support, and others the checks
/// look at, recorded with an expression for their position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Construct {
    Throw,
    Try,
    Typeid,
    DynamicCast,
    /// `&&label` (GNU's address of a label).
    LabelAddress,
    /// An `asm` statement: its operands' constraint strings (outputs and
    /// inputs) and clobbers, without quotes.
    Asm {
        constraints: Vec<String>,
        clobbers: Vec<String>,
    },
    /// `decltype(x)` with an unparenthesized name `x`.
    DecltypeName(Vec<SmolStr>),
    /// `sizeof` or `alignof` (recorded on its own `Expr::Other`, not a
    /// placeholder): an integer constant whatever its operand.
    SizeOf,
    /// `co_await`, `co_yield`, `co_return`.
    Coroutine,
    /// An attribute where none applies (a CUDA attribute of a local
    /// typedef or alias, any known attribute of an expression statement),
    /// by its keyword (`__shared__`) or its name: #1835.
    MisplacedAttribute(SmolStr),
}

/// An `if constexpr`: its condition (the first expression of its
/// header) and the expressions of each branch, as ranges of expression
/// indexes (a branch's expressions are lowered one after another).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ConstexprIf {
    pub cond: Option<ExprId>,
    pub then_exprs: std::ops::Range<u32>,
    pub else_exprs: std::ops::Range<u32>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Expr {
    Missing,
    Literal(Ty),
    Local(LocalId),
    /// A name that is not a local: resolved by the checks.
    Path {
        segments: Vec<SmolStr>,
        template_args: Option<Vec<TemplateArg>>,
        global: bool,
        /// The template arguments of the qualifying class (`TS<int>::f`).
        class_args: Option<Vec<TemplateArg>>,
    },
    This,
    Call {
        callee: ExprId,
        args: Vec<ExprId>,
    },
    Launch {
        callee: ExprId,
        config: Vec<ExprId>,
        args: Vec<ExprId>,
    },
    Member {
        base: ExprId,
        name: SmolStr,
        arrow: bool,
    },
    Index {
        base: ExprId,
        index: ExprId,
    },
    Unary {
        op: SyntaxKind,
        expr: ExprId,
    },
    Binary {
        op: SyntaxKind,
        lhs: ExprId,
        rhs: ExprId,
    },
    /// `=` or a compound assignment (`op` is the operator token).
    Assign {
        op: SyntaxKind,
        lhs: ExprId,
        rhs: ExprId,
    },
    Cond {
        cond: ExprId,
        then: ExprId,
        else_: ExprId,
    },
    Cast {
        ty: Ty,
        expr: ExprId,
    },
    /// `T(args)` / `T{args}` for a type `T`.
    Construct {
        ty: Ty,
        args: Vec<ExprId>,
    },
    Lambda(LambdaId),
    /// Anything else; its sub-expressions are still visited.
    Other(Vec<ExprId>),
}

impl Expr {
    /// The expressions directly under this one.
    pub fn children(&self) -> Vec<ExprId> {
        match self {
            Expr::Missing | Expr::Literal(_) | Expr::Local(_) | Expr::Path { .. } | Expr::This => {
                Vec::new()
            }
            Expr::Lambda(_) => Vec::new(),
            Expr::Call { callee, args } => std::iter::once(*callee)
                .chain(args.iter().copied())
                .collect(),
            Expr::Launch {
                callee,
                config,
                args,
            } => std::iter::once(*callee)
                .chain(config.iter().copied())
                .chain(args.iter().copied())
                .collect(),
            Expr::Member { base, .. } => vec![*base],
            Expr::Index { base, index } => vec![*base, *index],
            Expr::Unary { expr, .. } | Expr::Cast { expr, .. } => vec![*expr],
            Expr::Binary { lhs, rhs, .. } | Expr::Assign { lhs, rhs, .. } => vec![*lhs, *rhs],
            Expr::Cond { cond, then, else_ } => vec![*cond, *then, *else_],
            Expr::Construct { args, .. } | Expr::Other(args) => args.clone(),
        }
    }
}

/// A `new` expression (see `Body::news`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewExpr {
    pub at: ExprId,
    pub construct: Option<ExprId>,
    pub placement: Vec<ExprId>,
    /// The type allocated (unknown when it could not be lowered).
    pub ty: Ty,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct LambdaId(pub u32);

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Lambda {
    /// The execution-space annotations written before the parameter list
    /// (those after it would apply to `operator()`, see
    /// `operator_annotated`).
    pub attrs: CudaAttrs,
    /// The lambda this one is nested in, if any.
    pub parent: Option<LambdaId>,
    pub params: Vec<LocalId>,
    /// Captures anything by reference (default `&` or `&x`).
    pub captures_by_ref: bool,
    /// The capture default: `&` or `=`.
    pub default_capture: Option<SyntaxKind>,
    pub captures: Vec<LambdaCapture>,
    pub is_constexpr: bool,
    pub is_consteval: bool,
    /// Declared `mutable`: its `operator()` is not `const`.
    pub is_mutable: bool,
    /// A generic lambda (`auto` parameters or a template parameter list).
    pub is_generic: bool,
    /// `__host__`/`__device__` written after the parameter list.
    pub operator_annotated: bool,
    /// The expressions of its `return` statements.
    pub returns: Vec<ExprId>,
    /// Its closure type (see `ty::closure_type`), the type of the lambda
    /// expression.
    pub closure: Ty,
    /// The return type written after `->`.
    pub trailing_return: Option<Ty>,
    /// Its body's statements as control flow sees them (only for a lambda
    /// with a trailing return type, for EDG's #940).
    pub flow: Option<crate::flow::Flow>,
}

/// One explicit capture.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LambdaCapture {
    pub name: SmolStr,
    pub by_ref: bool,
    /// The captured local (simple captures).
    pub local: Option<LocalId>,
    /// An init-capture's initializer.
    pub init: Option<ExprId>,
    /// An init-capture with a braced list (`x = {1, 2}`).
    pub init_list: bool,
    /// A pack expansion (`t...`).
    pub pack: bool,
    /// `this` or `*this`.
    pub this: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Body {
    pub exprs: Arena<Expr>,
    /// The function body's statements as control flow sees them (`None`
    /// for a lambda checked as a function and a body that is not a block).
    pub flow: Option<crate::flow::Flow>,
    pub locals: Arena<Local>,
    pub lambdas: Vec<Lambda>,
    pub params: Vec<LocalId>,
    /// The enumerators of local enums (names of the block, no variables:
    /// a lambda never captures them).
    pub enumerators: Vec<LocalId>,
    /// For each expression (by index), the innermost lambda containing it.
    pub expr_owner: Vec<Option<LambdaId>>,
    /// Top-level expressions (statement expressions and initializers), in order.
    pub roots: Vec<ExprId>,
    /// A constructor's member initializer list.
    pub mem_inits: Vec<MemInit>,
    /// The `(` or `{` of a class-typed local's arguments (`T x(a)`), by
    /// its `Construct` (an `Expr::Other` there).
    pub construct_opens: Vec<(ExprId, ExprId)>,
    /// The construction of each class-typed local (its `Construct`).
    pub object_inits: Vec<(ExprId, LocalId)>,
    /// Each `new` expression (`new S(1)`, `::new (p) S()`): itself, the
    /// `Construct` of a class object it makes (no destructor follows it),
    /// and its placement arguments.
    pub news: Vec<NewExpr>,
    /// Where class-typed locals are destroyed: each `return` that leaves
    /// their scope and the end of the scope when control reaches it.
    pub destructions: Vec<(LocalId, ExprId)>,
    /// Initializations of non-class locals from an expression (a class
    /// object may convert through a conversion function).
    pub conversions: Vec<(LocalId, ExprId)>,
    /// The constructions of class locals from a braced list (`A a = {b};`,
    /// `A a{b};`) and of temporaries (`A{b}`): aggregate or list
    /// initialization.
    pub brace_inits: Vec<ExprId>,
    /// Expressions in unevaluated operands (`sizeof`, `decltype`, ...).
    pub unevaluated: Vec<ExprId>,
    /// References bound by a local's initialization (`T &r = e;`).
    pub ref_inits: Vec<(LocalId, ExprId)>,
    /// The initializers of `constexpr` locals of a builtin, pointer,
    /// reference, `auto` or template parameter type (`constexpr T f = e;`).
    pub constexpr_inits: Vec<(LocalId, ExprId)>,
    /// The values of list-initializations of arithmetic locals and of the
    /// elements of arrays of them (`int a{e};`, `int b = {e};`, `float
    /// c[] = {e1, e2};`), each with the type it initializes: narrowing
    /// conversions are diagnosed there.
    pub list_inits: Vec<(ExprId, Ty)>,
    /// The value of each arithmetic local initialized with one (`T x =
    /// e;`, `T x(e);`, `T x{e};`).
    pub value_inits: Vec<(LocalId, ExprId)>,
    /// The values of integer literals, by expression.
    pub int_literals: Vec<(ExprId, i128)>,
    /// Nonzero integer literals under a unary minus (their values are not
    /// kept: see `int_literals`).
    pub negated_literals: Vec<ExprId>,
    /// The enclosing block of each block scope, by block id less one (block
    /// 0 is the function's outermost scope).
    pub block_parents: Vec<u32>,
    /// The innermost block of each expression naming a single unqualified
    /// name that is not a local, in expression order.
    pub name_blocks: Vec<(ExprId, u32)>,
    /// Locals named where no expression is lowered: template arguments
    /// (`f<cols>()`) and array bounds of local declarations. They are
    /// references (and reads) all the same.
    pub named_locals: Vec<LocalId>,
    /// Expressions inside the branches of an `if constexpr`.
    pub in_constexpr_if: Vec<ExprId>,
    /// The bounds of local arrays, with the array (`int a[n];`).
    pub array_bounds: Vec<(LocalId, ExprId)>,
    /// Each `if constexpr`: its condition and the expressions of its
    /// branches (an instance does not check the branch it discards).
    pub constexpr_ifs: Vec<ConstexprIf>,
    /// For each local (by index), the innermost lambda declaring it.
    pub local_owner: Vec<Option<LambdaId>>,
    pub constructs: Vec<(Construct, ExprId)>,
    /// The function's own `return` statements (not its lambdas'): where
    /// each is (its value, or a placeholder at the `return` keyword) and
    /// its value.
    pub returns: Vec<(ExprId, Option<ExprId>)>,
    /// Locals declared again in the scope of an earlier one of the same
    /// name (a parameter counts in the function's outermost block).
    pub redeclared_locals: Vec<LocalId>,
    /// `break` and `continue` statements outside any loop (or switch, for
    /// `break`): a placeholder at each, and whether it is a `continue`.
    pub stray_jumps: Vec<(ExprId, bool)>,
    /// The type named by each block-scope declaration's specifiers
    /// (variables and typedefs) when it is a plain name, `double4` or
    /// `struct double4`: a placeholder at the name, the simple name, and
    /// whether a class key elaborates it.
    pub declared_types: Vec<(ExprId, SmolStr, bool)>,
    /// The qualified type names (`std::thread`, also inside template
    /// arguments: `std::vector<std::thread>`) of block-scope declarations'
    /// specifiers: a placeholder at the last name, and the names (the
    /// qualifier plain names only).
    pub qualified_types: Vec<(ExprId, Vec<SmolStr>)>,
    /// The typedefs and alias declarations of the body: a placeholder at
    /// the declarator (the type for an alias) and the type named.
    pub typedefs: Vec<(ExprId, Ty)>,
    /// The expressions of expression statements (`x == 1;`).
    pub expr_stmts: Vec<ExprId>,
    /// The step expressions of `for` statements (`++i, ++j`).
    pub for_steps: Vec<ExprId>,
    /// The `switch` statements, in order.
    pub switches: Vec<Switch>,
    /// The conditions of `if`, `while`, `do`, `for` and `switch`
    /// statements (written as expressions).
    pub conditions: Vec<ExprId>,
    /// Locals given more initializers than they take (an array's bound, a
    /// scalar's one).
    pub overfull_inits: Vec<OverfullInit>,
    /// Block-scope `static_assert`s, each with a placeholder at it.
    pub static_asserts: Vec<(ExprId, crate::items::StaticAssertDecl)>,
    /// `using namespace N;` and `using N::f;` at block scope, as written
    /// (taken to apply to the whole function).
    pub namespace_links: Vec<crate::namespaces::BlockLink>,
}

impl Body {
    /// The lambda a local belongs to (declared in its body or a parameter).
    pub fn locals_space(&self, l: LocalId) -> Option<LambdaId> {
        self.local_owner
            .get(l.into_raw().into_u32() as usize)
            .copied()
            .flatten()
    }

    /// The value of an integer literal (with a sign: `-1`).
    pub fn int_value(&self, e: ExprId) -> Option<i128> {
        match &self.exprs[e] {
            Expr::Unary { op: MINUS, expr } => self.int_value(*expr).map(|v| -v),
            _ => self
                .int_literals
                .binary_search_by_key(&e, |(id, _)| *id)
                .ok()
                .map(|i| self.int_literals[i].1),
        }
    }

    /// A negative integer constant: `-N` for a literal `N` other than zero
    /// (in any base or spelling), parenthesized or not.
    pub fn is_negative_constant(&self, e: ExprId) -> bool {
        match &self.exprs[e] {
            Expr::Unary { op: MINUS, expr } => {
                self.negated_literals.contains(expr) || self.int_value(*expr).is_some_and(|v| v > 0)
            }
            _ => false,
        }
    }

    /// A null pointer constant as EDG takes it: an integer or character
    /// literal of value zero (any base or suffix, `'\0'`), g++'s `__null`
    /// (what `NULL` expands to), parenthesized or cast to an integral
    /// type. A computed zero (`1-1`, `-0`, a named constant, `false`, an
    /// enumerator) is not one: EDG rejects those as pointer initializers.
    pub fn is_null_pointer_constant(&self, e: ExprId) -> bool {
        match &self.exprs[e] {
            Expr::Literal(_) => self
                .int_literals
                .binary_search_by_key(&e, |(id, _)| *id)
                .is_ok_and(|i| self.int_literals[i].1 == 0),
            Expr::Cast { ty, expr } => {
                matches!(ty.strip_ref().without_cv(), Ty::Builtin(b, _) if b.is_integral())
                    && self.is_null_pointer_constant(*expr)
            }
            _ => false,
        }
    }

    /// The innermost block of a plain name (see `name_blocks`).
    pub fn name_block(&self, e: ExprId) -> Option<u32> {
        self.name_blocks
            .binary_search_by_key(&e, |(id, _)| *id)
            .ok()
            .map(|i| self.name_blocks[i].1)
    }

    /// Block `inner` is `outer` or nested in it.
    pub fn block_within(&self, mut inner: u32, outer: u32) -> bool {
        loop {
            if inner == outer {
                return true;
            }
            if inner == 0 {
                return false;
            }
            inner = self.block_parents[inner as usize - 1];
        }
    }

    pub fn is_unevaluated(&self, e: ExprId) -> bool {
        self.unevaluated.binary_search(&e).is_ok()
    }
}

impl Body {
    pub fn owner(&self, e: ExprId) -> Option<LambdaId> {
        self.expr_owner
            .get(e.into_raw().into_u32() as usize)
            .copied()
            .flatten()
    }
}

/// One member initializer of a constructor (`s(1)`, `Base{}`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MemInit {
    /// The last identifier of its name: `s` of `s(1)`, `Base` of
    /// `ns::Base<T>(2)`.
    pub name: SmolStr,
    /// Its `(` (an `Expr::Other`).
    pub open: ExprId,
    /// `s()`: no arguments in parentheses (a value-initialization).
    pub empty_parens: bool,
    /// The arguments in its parentheses.
    pub args: Vec<ExprId>,
}

/// Tree ranges of the body's expressions, by index.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct BodySourceMap {
    pub expr_ranges: Vec<TextRange>,
    /// The declarator of each local (by index; parameters included).
    pub local_ranges: Vec<TextRange>,
    /// For calls, the range of the callee's name (where EDG puts the caret).
    pub lambda_ranges: Vec<TextRange>,
    /// The closing brace of the function body.
    pub end_range: TextRange,
    /// Its opening brace.
    pub open_range: TextRange,
}

impl BodySourceMap {
    /// Moves every range by `delta` (from a part's tree to the unit's).
    pub fn shift(&mut self, delta: syntax::TextSize) {
        for r in self
            .expr_ranges
            .iter_mut()
            .chain(&mut self.local_ranges)
            .chain(&mut self.lambda_ranges)
        {
            // the default range stands for "no position" (parameters)
            if *r != TextRange::default() {
                *r += delta;
            }
        }
        for r in [&mut self.end_range, &mut self.open_range] {
            if *r != TextRange::default() {
                *r += delta;
            }
        }
    }

    pub fn expr_range(&self, e: ExprId) -> Option<TextRange> {
        self.expr_ranges
            .get(e.into_raw().into_u32() as usize)
            .copied()
    }
}

/// What the lowering of a body knows about its function.
#[derive(Debug, Clone, Default)]
pub struct BodyInfo {
    /// The function's entity key (which identifies its lambdas' closures).
    pub owner: SmolStr,
    /// The function is device code (`__device__` or `__global__` only).
    pub in_device_code: bool,
    /// The function is `__host__ __device__`.
    pub in_host_device_code: bool,
}

/// The names of the enclosing scopes, with the typedefs and alias
/// declarations of the body in front (from their declaration on: the
/// block they end with is not tracked, a shadowing local is rare).
struct LocalTypedefs<'a> {
    outer: &'a dyn TypeContext,
    names: std::cell::RefCell<Vec<(SmolStr, Ty)>>,
}

impl TypeContext for LocalTypedefs<'_> {
    fn template_param(&self, name: &str) -> Option<u32> {
        self.outer.template_param(name)
    }
    fn typedef(&self, path: &[SmolStr], global: bool) -> Option<Ty> {
        if let [name] = path
            && !global
            && let Some((_, t)) = self.names.borrow().iter().rev().find(|(n, _)| n == name)
        {
            return Some(t.clone());
        }
        self.outer.typedef(path, global)
    }
    fn class_path(&self, path: &[SmolStr], global: bool) -> Vec<SmolStr> {
        self.outer.class_path(path, global)
    }
    fn const_arg(&self, expr: &ast::Expr) -> TemplateArg {
        self.outer.const_arg(expr)
    }
    fn class_defaults(&self, path: &[SmolStr]) -> Option<&[Option<TemplateArg>]> {
        self.outer.class_defaults(path)
    }
}

/// Lowers the body of a function definition node.
pub fn lower_body(
    ctx: &dyn TypeContext,
    def: &SyntaxNode,
    params: &[(SmolStr, Ty)],
    info: BodyInfo,
) -> (Body, BodySourceMap) {
    let typedefs = LocalTypedefs {
        outer: ctx,
        names: Default::default(),
    };
    let mut l = BodyLowerer {
        info,
        ctx: &typedefs,
        typedefs: &typedefs,
        body: Body::default(),
        map: BodySourceMap::default(),
        scopes: vec![Vec::new()],
        block_ids: vec![0],
        lambda: None,
        scope_base: 0,
        unevaluated: 0,
        constexpr_if: 0,
        switch_stack: Vec::new(),
        decltypes_scanned: None,
        lambda_blocks: Vec::new(),
    };
    for (name, ty) in params {
        let id = l.body.locals.alloc(Local {
            name: name.clone(),
            ty: ty.clone(),
            decl: None,
        });
        l.body.local_owner.push(None);
        l.map.local_ranges.push(TextRange::default());
        l.body.params.push(id);
        l.scopes[0].push(id);
    }
    // where each named parameter is declared (for the diagnostics on it)
    if let Some(list) = ast::FunctionDef::cast(def.clone())
        .and_then(|f| f.declarator())
        .and_then(|d| {
            d.declarator_suffixs().find_map(|s| match s {
                ast::DeclaratorSuffix::FunctionSuffix(f) => f.param_list(),
                _ => None,
            })
        })
    {
        let decls: Vec<ast::ParamDecl> = list.param_decls().collect();
        if decls.len() == params.len() {
            for (k, p) in decls.iter().enumerate() {
                if let Some(name) = p
                    .declarator()
                    .and_then(|d| d.decl_name())
                    .map(|n| n.syntax().text_range())
                {
                    l.map.local_ranges[k] = name;
                }
            }
        }
    }
    if let Some(lambda) = ast::LambdaExpr::cast(def.clone()) {
        // a namespace-scope lambda checked as a function: its body
        if let Some(block) = lambda.compound_stmt() {
            l.block(&block);
        }
    }
    if let Some(f) = ast::FunctionDef::cast(def.clone())
        && let Some(fb) = f.function_body()
    {
        if let Some(ci) = fb.ctor_initializer() {
            let inits: Vec<(SmolStr, TextRange, bool)> = ci
                .syntax()
                .children()
                .filter(|m| m.kind() == MEM_INITIALIZER)
                .filter_map(|m| {
                    let name = crate::items::mem_initializer_name(&m)?;
                    let args = m
                        .children()
                        .find(|c| matches!(c.kind(), ARG_LIST | INIT_LIST))?;
                    let open = args.first_token()?;
                    let empty_parens = args.kind() == ARG_LIST
                        && !args.children().any(|c| ast::Expr::can_cast(c.kind()));
                    Some((name, open.text_range(), empty_parens))
                })
                .collect();
            for (name, range, empty_parens) in inits {
                let open = l.alloc(Expr::Other(Vec::new()), range);
                l.body.mem_inits.push(MemInit {
                    name,
                    open,
                    empty_parens,
                    args: Vec::new(),
                });
            }
            for e in ci.syntax().descendants().filter_map(ast::ArgList::cast) {
                // (a member initializer's own arguments, by its `(`)
                let own = e
                    .syntax()
                    .parent()
                    .filter(|p| p.kind() == MEM_INITIALIZER)
                    .and_then(|_| e.syntax().first_token())
                    .map(|t| t.text_range());
                for arg in e.exprs() {
                    let id = l.expr(&arg);
                    l.body.roots.push(id);
                    if let Some(open) = own
                        && let Some(m) = l
                            .body
                            .mem_inits
                            .iter_mut()
                            .find(|m| l.map.expr_range(m.open) == Some(open))
                    {
                        m.args.push(id);
                    }
                }
            }
        }
        if let Some(block) = fb.compound_stmt() {
            if let Some(open) = block.syntax().first_token().filter(|t| t.kind() == L_CURLY) {
                l.map.open_range = open.text_range();
            }
            l.block(&block);
            let calls: rustc_hash::FxHashMap<TextRange, ExprId> = l
                .body
                .exprs
                .iter()
                .filter(|(_, e)| matches!(e, Expr::Call { .. }))
                .filter_map(|(id, _)| Some((l.map.expr_range(id)?, id)))
                .collect();
            l.body.flow = Some(crate::flow::Flow::of_block(block.syntax(), &calls));
            for (id, lambda_block) in std::mem::take(&mut l.lambda_blocks) {
                l.body.lambdas[id.0 as usize].flow =
                    Some(crate::flow::Flow::of_block(&lambda_block, &calls));
            }
            if let Some(close) = block.syntax().last_token().filter(|t| t.kind() == R_CURLY) {
                l.map.end_range = close.text_range();
            }
        }
    }
    (l.body, l.map)
}

struct BodyLowerer<'a> {
    info: BodyInfo,
    ctx: &'a dyn TypeContext,
    /// The body's own typedefs (`ctx` looks them up first).
    typedefs: &'a LocalTypedefs<'a>,
    body: Body,
    map: BodySourceMap,
    scopes: Vec<Vec<LocalId>>,
    /// The ids of the open blocks, innermost last (see `Body::block_parents`).
    block_ids: Vec<u32>,
    lambda: Option<LambdaId>,
    /// The first scope of the function or lambda being lowered (a
    /// `return` leaves the scopes from there).
    scope_base: usize,
    /// Inside an unevaluated operand.
    unevaluated: u32,
    /// Inside an `if constexpr`.
    constexpr_if: u32,
    /// The open `switch` statements, innermost last (indexes of
    /// `Body::switches`).
    switch_stack: Vec<usize>,
    /// The last subtree searched for `decltype(x)`: the sub-expressions
    /// lowered after their parent lie inside it and are not searched again
    /// (a chain of nested expressions was quadratic).
    decltypes_scanned: Option<TextRange>,
    /// The bodies of the lambdas whose flow is wanted (see
    /// `Lambda::flow`), built once the whole body is lowered.
    lambda_blocks: Vec<(LambdaId, SyntaxNode)>,
}

impl BodyLowerer<'_> {
    /// A typedef or alias declared in the body: a name for the types
    /// lowered after it, and a declaration the checks see.
    ///
    /// Only a name for a builtin type or a class without template
    /// arguments (through pointers, arrays, references) stands for its
    /// type: member lookup in a specialization, above all a dependent one
    /// (`using Load = cub::BlockLoad<int, THREADS>;`), is not reliable
    /// enough to judge calls through it.
    fn local_typedef(&mut self, name: Option<SmolStr>, ty: Ty, range: TextRange) {
        let at = self.alloc(Expr::Other(Vec::new()), range);
        self.body.typedefs.push((at, ty.clone()));
        let plain = match ty.specified() {
            Ty::Builtin(..) => true,
            Ty::Class(c, _) => c.args.is_empty(),
            _ => false,
        };
        // (any other name stands for a type not known: the locals declared
        // with it are not judged, as EDG's `<error-type>` would be)
        if let Some(name) = name {
            let ty = if plain { ty } else { Ty::Unknown(name.clone()) };
            self.typedefs.names.borrow_mut().push((name, ty));
        }
    }

    /// A class-typed local whose destruction is a call.
    fn destroyed(&self, l: LocalId) -> bool {
        let local = &self.body.locals[l];
        matches!(local.ty, Ty::Class(..))
            && local
                .decl
                .as_ref()
                .is_some_and(|d| !d.is_static && !d.is_extern)
    }

    /// Records the destruction of the locals of `scopes[from..]` at `at`.
    fn destroy_scopes(&mut self, from: usize, at: ExprId) {
        let locals: Vec<LocalId> = self.scopes[from..]
            .iter()
            .rev()
            .flat_map(|s| s.iter().rev().copied())
            .filter(|&l| self.destroyed(l))
            .collect();
        for l in locals {
            self.body.destructions.push((l, at));
        }
    }
    fn alloc(&mut self, e: Expr, range: TextRange) -> ExprId {
        let plain_name =
            matches!(&e, Expr::Path { segments, global: false, .. } if segments.len() == 1);
        let id = self.body.exprs.alloc(e);
        if plain_name {
            let block = *self.block_ids.last().unwrap_or(&0);
            self.body.name_blocks.push((id, block));
        }
        self.body.expr_owner.push(self.lambda);
        self.map.expr_ranges.push(range);
        // ids grow, so the lists stay sorted
        if self.unevaluated > 0 {
            self.body.unevaluated.push(id);
        }
        if self.constexpr_if > 0 {
            self.body.in_constexpr_if.push(id);
        }
        id
    }

    /// A lambda's closure type (see `ty::closure_type`).
    fn closure(&self, l: LambdaId) -> Ty {
        let lambda = &self.body.lambdas[l.0 as usize];
        let params: Vec<String> = lambda
            .params
            .iter()
            .map(|p| crate::ty::edg_type_plain(&self.body.locals[*p].ty))
            .collect();
        let ret = match lambda.returns.first() {
            Some(&e) => self.simple_type(e).map_or("auto".to_string(), |t| {
                crate::ty::edg_type_plain(&t.without_cv())
            }),
            None => "void".to_string(),
        };
        // (EDG's description leaves the captures out, `[&]` as `[]`)
        let desc = format!("lambda []({})->{ret}", params.join(", "));
        crate::ty::closure_type(
            &desc,
            &self.info.owner,
            l.0,
            (lambda.attrs.host, lambda.attrs.device),
            self.info.in_device_code,
            self.info.in_host_device_code,
        )
    }

    /// The type of simple expressions (literals, locals, arithmetic), for
    /// the return type of a lambda.
    fn simple_type(&self, e: ExprId) -> Option<Ty> {
        match &self.body.exprs[e] {
            Expr::Literal(t) => Some(t.clone()),
            Expr::Local(l) => Some(self.body.locals[*l].ty.strip_ref().clone()),
            Expr::Cast { ty, .. } => Some(ty.clone()),
            Expr::Unary {
                op: MINUS | PLUS | TILDE,
                expr,
            } => self.simple_type(*expr),
            Expr::Binary { op, lhs, rhs } => match op {
                EQ2 | NEQ | L_ANGLE | R_ANGLE | LTEQ | GTEQ | AMP2 | PIPE2 => {
                    Some(Ty::builtin(Builtin::Bool))
                }
                COMMA => self.simple_type(*rhs),
                _ => {
                    let (a, b) = (self.simple_type(*lhs)?, self.simple_type(*rhs)?);
                    let rank = |t: &Ty| match t {
                        Ty::Builtin(Builtin::Double, _) => 3,
                        Ty::Builtin(Builtin::Float, _) => 2,
                        Ty::Builtin(Builtin::Long | Builtin::UnsignedLong, _) => 1,
                        _ => 0,
                    };
                    let t = if rank(&a) >= rank(&b) { a } else { b };
                    Some(match t {
                        Ty::Builtin(Builtin::Bool | Builtin::Char | Builtin::Short, _) => Ty::INT,
                        t => t.without_cv(),
                    })
                }
            },
            _ => None,
        }
    }

    /// `new T(args)` and `new (place) T(args)`: the placement arguments,
    /// then for a class `T` its construction (an `Other` of both; the
    /// construction is where the expression is).
    fn new_expr(&mut self, node: &SyntaxNode, range: TextRange) -> ExprId {
        self.decltypes_in(node);
        let mut parts = Vec::new();
        let mut placement = Vec::new();
        // (known once the type is seen: an argument list before it is the
        // placement's, one after it the constructor's)
        let mut allocated = None;
        let mut ctor_args = Vec::new();
        for d in node.children() {
            match d.kind() {
                ARG_LIST | INIT_LIST if allocated.is_none() => {
                    for sub in d.children().filter_map(ast::Expr::cast) {
                        placement.push(self.expr(&sub));
                    }
                }
                TYPE_ID => {
                    allocated = Some(
                        ast::TypeId::cast(d.clone())
                            .map(|t| lower_ty::lower_type_id(self.ctx, &t))
                            .unwrap_or_else(|| Ty::Unknown(SmolStr::new("new"))),
                    );
                    // (an array bound, `new int[n]`)
                    for sub in d.descendants().filter_map(ast::Expr::cast) {
                        if sub
                            .syntax()
                            .parent()
                            .is_some_and(|p| p.kind() == ARRAY_SUFFIX)
                        {
                            parts.push(self.expr(&sub));
                        }
                    }
                }
                ARG_LIST | INIT_LIST => {
                    for sub in d.children().filter_map(ast::Expr::cast) {
                        ctor_args.push(self.expr(&sub));
                    }
                }
                _ => {
                    if let Some(sub) = ast::Expr::cast(d) {
                        parts.push(self.expr(&sub));
                    }
                }
            }
        }
        let ty = allocated.unwrap_or_else(|| Ty::Unknown(SmolStr::new("new")));
        let mut all = placement.clone();
        all.extend(parts);
        let construct = if matches!(ty, Ty::Class(..)) {
            let c = self.alloc(
                Expr::Construct {
                    ty: ty.clone(),
                    args: ctor_args,
                },
                range,
            );
            all.push(c);
            Some(c)
        } else {
            all.extend(ctor_args);
            None
        };
        let at = self.alloc(Expr::Other(all), range);
        self.body.news.push(NewExpr {
            at,
            construct,
            placement,
            ty,
        });
        at
    }

    /// Records a construct at a node's position.
    fn construct(&mut self, c: Construct, range: TextRange) {
        let at = self.alloc(Expr::Other(Vec::new()), range);
        self.body.constructs.push((c, at));
    }

    /// The `typeid` and `dynamic_cast` expressions under a node the body
    /// does not lower as expressions (a `decltype` operand, the default
    /// arguments of a block-scope function declaration), as constructs.
    fn rtti_in(&mut self, node: &SyntaxNode) {
        for n in node.descendants() {
            if n.kind() == CXX_CAST_EXPR && is_dynamic_cast(&n) {
                self.construct(Construct::DynamicCast, n.text_range());
            } else if n.kind() == TYPEID_EXPR {
                self.construct(Construct::Typeid, n.text_range());
            }
        }
    }

    /// `decltype(x)` in a type: records the unparenthesized name.
    fn decltypes_in(&mut self, node: &SyntaxNode) {
        let range = node.text_range();
        if self
            .decltypes_scanned
            .is_some_and(|r| r.contains_range(range))
        {
            return;
        }
        self.decltypes_scanned = Some(range);
        for d in node.descendants().filter(|n| n.kind() == DECLTYPE_TYPE) {
            let operand = d.children().find_map(ast::Expr::cast);
            let lowered =
                operand.is_some() && !d.ancestors().skip(1).any(|a| a.kind() == DECLTYPE_TYPE);
            // (device code cannot name RTTI there either; a lowered
            // operand's are its expressions')
            if !lowered {
                self.rtti_in(&d);
            }
            if let Some(p) = operand
                .clone()
                .and_then(|e| ast::PathExpr::cast(e.syntax().clone()))
                .and_then(|p| p.path())
            {
                let path = p.segment_names().into_iter().map(SmolStr::new).collect();
                self.construct(Construct::DecltypeName(path), p.syntax().text_range());
            }
            if let Some(e) = operand
                && lowered
            {
                // its operand names what it names (an undeclared name is
                // reported), though nothing runs
                self.unevaluated += 1;
                self.expr(&e);
                self.unevaluated -= 1;
            }
        }
    }

    /// Opens a scope: a block (a compound statement, a lambda's body) when
    /// `block`, else the scope of a `for`, `if`, ... or a handler, which
    /// stays in its block as far as `Body::name_blocks` is concerned.
    fn push_scope(&mut self, block: bool) {
        let parent = *self.block_ids.last().unwrap_or(&0);
        let id = if block {
            self.body.block_parents.push(parent);
            self.body.block_parents.len() as u32
        } else {
            parent
        };
        self.block_ids.push(id);
        self.scopes.push(Vec::new());
    }

    fn pop_scope(&mut self) {
        self.block_ids.pop();
        self.scopes.pop();
    }

    /// Records the locals that identifiers under `node` name (see
    /// `Body::named_locals`).
    fn note_named_locals(&mut self, node: &SyntaxNode) {
        for t in node
            .descendants_with_tokens()
            .filter_map(|e| e.into_token())
        {
            if t.kind() == IDENT
                && let Some(l) = self.lookup_local(t.text())
            {
                self.body.named_locals.push(l);
            }
        }
    }

    fn lookup_local(&self, name: &str) -> Option<LocalId> {
        for scope in self.scopes.iter().rev() {
            for &id in scope.iter().rev() {
                if self.body.locals[id].name == name {
                    return Some(id);
                }
            }
        }
        None
    }

    fn declare_local(&mut self, name: SmolStr, ty: Ty) -> LocalId {
        self.declare_local_at(name, ty, None, TextRange::default())
    }

    fn declare_local_at(
        &mut self,
        name: SmolStr,
        ty: Ty,
        decl: Option<LocalDecl>,
        range: TextRange,
    ) -> LocalId {
        self.declare_local_into(None, name, ty, decl, range)
    }

    /// [`Self::declare_local_at`], completing `early` (declared in scope
    /// already, see `simple_decl`) when it is given.
    fn declare_local_into(
        &mut self,
        early: Option<LocalId>,
        name: SmolStr,
        ty: Ty,
        decl: Option<LocalDecl>,
        range: TextRange,
    ) -> LocalId {
        // a declaration of a name the scope has already (not `extern`
        // ones, which may be repeated)
        let declared = decl.is_some() && !decl.as_ref().is_some_and(|d| d.is_extern);
        let again = declared && {
            let same = |l: &LocalId| {
                Some(*l) != early
                    && self.body.locals[*l].name == name
                    && !self.body.locals[*l]
                        .decl
                        .as_ref()
                        .is_some_and(|d| d.is_extern)
            };
            let scope = self.scopes.last().unwrap();
            scope.iter().any(same)
                || (self.scopes.len() == 2
                    && self.lambda.is_none()
                    && self.scopes[0]
                        .iter()
                        .any(|l| self.body.params.contains(l) && same(l)))
        };
        let local = Local { name, ty, decl };
        let id = match early {
            Some(id) => {
                self.body.locals[id] = local;
                id
            }
            None => self.body.locals.alloc(local),
        };
        if again {
            self.body.redeclared_locals.push(id);
        }
        let index = id.into_raw().into_u32() as usize;
        if early.is_some() {
            self.map.local_ranges[index] = range;
            return id;
        }
        self.body.local_owner.push(self.lambda);
        if self.map.local_ranges.len() <= index {
            self.map
                .local_ranges
                .resize(index + 1, TextRange::default());
        }
        self.map.local_ranges[index] = range;
        self.scopes.last_mut().unwrap().push(id);
        id
    }

    fn block(&mut self, block: &ast::CompoundStmt) {
        self.push_scope(true);
        let mut last_returns = false;
        for stmt in block.stmts() {
            self.stmt(stmt.syntax());
            last_returns = stmt.syntax().kind() == RETURN_STMT;
        }
        // control reaching the closing brace destroys the block's objects
        if !last_returns
            && let Some(close) = block.syntax().last_token().filter(|t| t.kind() == R_CURLY)
            && self
                .scopes
                .last()
                .is_some_and(|s| s.iter().any(|&l| self.destroyed(l)))
        {
            // (EDG places the destruction at a nested block's closing
            // brace, and at the end of a function body's last statement)
            let function_body = block
                .syntax()
                .parent()
                .is_some_and(|p| !ast::Stmt::can_cast(p.kind()) && p.kind() != COMPOUND_STMT);
            let mut last = close.prev_token();
            while let Some(t) = last.as_ref().filter(|t| t.kind().is_trivia()) {
                last = t.prev_token();
            }
            let range = match last {
                Some(t) if function_body => t.text_range(),
                _ => close.text_range(),
            };
            let at = self.alloc(Expr::Other(Vec::new()), range);
            let from = self.scopes.len() - 1;
            self.destroy_scopes(from, at);
        }
        self.pop_scope();
    }

    /// Statements are walked generically: declarations introduce locals,
    /// expressions are lowered, nested blocks open scopes.
    fn stmt(&mut self, node: &SyntaxNode) {
        match node.kind() {
            COMPOUND_STMT => {
                if let Some(b) = ast::CompoundStmt::cast(node.clone()) {
                    self.block(&b);
                }
            }
            SIMPLE_DECL => {
                if let Some(sd) = ast::SimpleDecl::cast(node.clone()) {
                    self.simple_decl(&sd);
                }
            }
            CONDITION_DECL => self.condition_decl(node),
            FOR_STMT | RANGE_FOR_STMT | IF_STMT | WHILE_STMT | SWITCH_STMT => {
                let constexpr_if = node.kind() == IF_STMT
                    && node
                        .children_with_tokens()
                        .any(|t| t.kind() == CONSTEXPR_KW);
                self.constexpr_if += u32::from(constexpr_if);
                // each substatement is a scope (`if (a) x = u;`), and so is
                // the statement when its header declares something (`for
                // (int i = u; ...)`, `if (int x = u)`): EDG reports an
                // undefined name again outside the scope it was first
                // reported in (a name in a plain condition is the block's)
                let close = node
                    .children_with_tokens()
                    .find(|t| t.kind() == R_PAREN)
                    .map(|t| t.text_range().end());
                let is_decl = |k| matches!(k, SIMPLE_DECL | CONDITION_DECL | DECL_STMT);
                let declares = node.kind() == RANGE_FOR_STMT
                    || node.children().any(|c| {
                        close.is_some_and(|end| c.text_range().end() <= end)
                            && (is_decl(c.kind()) || c.children().any(|g| is_decl(g.kind())))
                    });
                self.push_scope(declares);
                if node.kind() == SWITCH_STMT {
                    self.switch_stack.push(self.body.switches.len());
                    self.body.switches.push(Switch::default());
                }
                let mut this_if = ConstexprIf::default();
                for child in node.children() {
                    let (exprs_before, roots_before) =
                        (self.body.exprs.len() as u32, self.body.roots.len());
                    // (`else x = u;` is an ELSE_BRANCH around its statement)
                    let else_stmt = (child.kind() == ELSE_BRANCH)
                        .then(|| child.children().find(|c| ast::Stmt::can_cast(c.kind())))
                        .flatten();
                    let stmt = else_stmt.unwrap_or_else(|| child.clone());
                    let substatement = ast::Stmt::can_cast(stmt.kind())
                        && stmt.kind() != COMPOUND_STMT
                        && close.is_some_and(|c| stmt.text_range().start() >= c);
                    if substatement {
                        self.push_scope(true);
                        self.stmt(&stmt);
                        self.pop_scope();
                    } else {
                        self.stmt(&stmt);
                    }
                    if constexpr_if {
                        let exprs = exprs_before..self.body.exprs.len() as u32;
                        if close.is_some_and(|c| child.text_range().end() <= c) {
                            if this_if.cond.is_none() {
                                this_if.cond = self.body.roots.get(roots_before).copied();
                            }
                        } else if child.kind() == ELSE_BRANCH {
                            this_if.else_exprs = exprs;
                        } else {
                            this_if.then_exprs = exprs;
                        }
                    }
                }
                if constexpr_if {
                    self.body.constexpr_ifs.push(this_if);
                }
                self.pop_scope();
                if node.kind() == SWITCH_STMT {
                    self.switch_stack.pop();
                }
                self.constexpr_if -= u32::from(constexpr_if);
            }
            FUNCTION_DEF | CLASS_SPEC | NAMESPACE_DEF | TEMPLATE_DECL => {}
            ALIAS_DECL => {
                let alias = ast::AliasDecl::cast(node.clone());
                if let Some(a) = alias
                    && let (Some(name), Some(t)) =
                        (a.name().and_then(|n| n.ident_token()), a.type_id())
                {
                    let lists: Vec<ast::AttributeList> = t
                        .decl_specs()
                        .iter()
                        .flat_map(|s| s.attribute_lists())
                        .collect();
                    self.misplaced_attributes(&lists);
                    self.decltypes_in(t.syntax());
                    let ty = lower_ty::lower_type_id(self.ctx, &t);
                    self.local_typedef(
                        Some(SmolStr::new(name.text())),
                        ty,
                        t.syntax().text_range(),
                    );
                }
            }
            USING_DIRECTIVE | USING_DECL => {
                let path = node
                    .children()
                    .find_map(ast::Path::cast)
                    .and_then(|p| crate::items::path_names(&p));
                if let Some(target) = path {
                    self.body
                        .namespace_links
                        .push(if node.kind() == USING_DIRECTIVE {
                            crate::namespaces::BlockLink::Directive(target)
                        } else {
                            crate::namespaces::BlockLink::Declaration(target)
                        });
                }
            }
            STATIC_ASSERT => {
                if let Some(decl) = crate::items::static_assert_decl(node, false)
                    && let Some(kw) = node.first_token()
                {
                    let at = self.alloc(Expr::Other(Vec::new()), kw.text_range());
                    self.body.static_asserts.push((at, decl));
                }
                // its condition names what it names (an undeclared name is
                // reported there), though nothing runs
                if let Some(cond) = node.children().find_map(ast::Expr::cast) {
                    self.unevaluated += 1;
                    self.expr(&cond);
                    self.unevaluated -= 1;
                }
            }
            BREAK_STMT | CONTINUE_STMT => {
                let continue_ = node.kind() == CONTINUE_STMT;
                let enclosed = node
                    .ancestors()
                    .skip(1)
                    .take_while(|n| !matches!(n.kind(), LAMBDA_EXPR | FUNCTION_DEF))
                    .any(|n| match n.kind() {
                        FOR_STMT | RANGE_FOR_STMT | WHILE_STMT | DO_STMT => true,
                        SWITCH_STMT => !continue_,
                        _ => false,
                    });
                if !enclosed && let Some(kw) = node.first_token() {
                    let at = self.alloc(Expr::Other(Vec::new()), kw.text_range());
                    self.body.stray_jumps.push((at, continue_));
                }
            }
            RETURN_STMT => {
                let co_return = node.first_token().filter(|t| t.kind() == CO_RETURN_KW);
                if let Some(t) = &co_return {
                    self.construct(Construct::Coroutine, t.text_range());
                }
                if let Some(e) = node.children().find_map(ast::Expr::cast) {
                    let id = self.expr(&e);
                    self.body.roots.push(id);
                    match self.lambda {
                        Some(l) => self.body.lambdas[l.0 as usize].returns.push(id),
                        // (a coroutine's `co_return` is no return of the function's value)
                        None if co_return.is_none() => self.body.returns.push((id, Some(id))),
                        None => {}
                    }
                } else {
                    self.children(node);
                    if self.lambda.is_none()
                        && co_return.is_none()
                        && let Some(kw) = node.first_token()
                    {
                        let at = self.alloc(Expr::Other(Vec::new()), kw.text_range());
                        self.body.returns.push((at, None));
                    }
                }
                let base = self.scope_base;
                if self.scopes[base..]
                    .iter()
                    .flatten()
                    .any(|&l| self.destroyed(l))
                {
                    let at = self.alloc(Expr::Other(Vec::new()), node.text_range());
                    self.destroy_scopes(base, at);
                }
            }
            TRY_STMT => {
                if let Some(t) = node.first_token() {
                    self.construct(Construct::Try, t.text_range());
                }
                self.children(node);
            }
            // `catch (T e)`: `e` is a variable of the handler's block
            HANDLER => {
                self.push_scope(false);
                if let Some(p) = node.children().find_map(ast::ParamDecl::cast)
                    && let Some(d) = p.declarator()
                    && let Some(name) = declarator_name(&d)
                {
                    let base = p
                        .decl_specs()
                        .map(|s| lower_ty::lower_decl_specs(self.ctx, &s))
                        .unwrap_or(Ty::INT);
                    let ty = lower_ty::apply_declarator(self.ctx, base, &d);
                    self.declare_local(name, ty);
                }
                self.children(node);
                self.pop_scope();
            }
            // `__shared__ v x;` with a variable `v`: the GNU attributes of
            // an expression statement, none of which applies
            GNU_ATTRIBUTES if node.parent().is_some_and(|p| p.kind() == EXPR_STMT) => {
                if let Some(list) = ast::AttributeList::cast(node.clone()) {
                    for (name, range) in crate::items::statement_attributes_in(&list) {
                        self.construct(Construct::MisplacedAttribute(name), range);
                    }
                }
            }
            // asm operands are not parsed as expressions; the locals they
            // name are still used
            ASM_STMT => {
                self.asm(node);
                for tok in node
                    .descendants_with_tokens()
                    .filter_map(|e| e.into_token())
                {
                    if tok.kind() == IDENT
                        && let Some(local) = self.lookup_local(tok.text())
                    {
                        let id = self.alloc(Expr::Local(local), tok.text_range());
                        self.body.roots.push(id);
                    }
                }
            }
            _ => {
                if let Some(e) = ast::Expr::cast(node.clone()) {
                    let id = self.expr(&e);
                    self.body.roots.push(id);
                    if node
                        .parent()
                        .is_some_and(|p| matches!(p.kind(), CONDITION | FOR_CONDITION | DO_STMT))
                    {
                        self.body.conditions.push(id);
                    }
                    // (a statement the parser made up while recovering from
                    // an error has no `;` of its own)
                    // (a `for` or `if` header's first part is one too)
                    if node.parent().is_some_and(|p| {
                        matches!(p.kind(), EXPR_STMT | INIT_STMT)
                            && p.children_with_tokens().any(|t| t.kind() == SEMICOLON)
                    }) {
                        self.body.expr_stmts.push(id);
                    }
                    // a `switch`'s condition, a `case` label's value
                    let parent = node.parent();
                    if let (Some(p), Some(&open)) = (&parent, self.switch_stack.last()) {
                        let switch = &mut self.body.switches[open];
                        if p.kind() == CONDITION
                            && p.parent().is_some_and(|g| g.kind() == SWITCH_STMT)
                            && switch.cond.is_none()
                        {
                            switch.cond = Some(id);
                        } else if p.kind() == CASE_LABEL
                            && !p.children_with_tokens().any(|t| t.kind() == DOT3)
                            && p.children().find_map(ast::Expr::cast).as_ref() == Some(&e)
                        {
                            switch.cases.push(id);
                        }
                    }
                    // (a `for` header's third part)
                    if node.parent().is_some_and(|p| p.kind() == FOR_STEP) {
                        self.body.for_steps.push(id);
                    }
                } else {
                    self.children(node);
                }
            }
        }
    }

    /// The constraints and clobbers of an `asm` statement: the string
    /// literals before each `(operand)` are constraints, those in the
    /// section after the third `:` clobbers.
    fn asm(&mut self, node: &SyntaxNode) {
        let tokens: Vec<syntax::SyntaxToken> = node
            .descendants_with_tokens()
            .filter_map(|e| e.into_token())
            .filter(|t| !t.kind().is_trivia())
            .collect();
        let mut section = 0;
        let mut depth = 0;
        let mut constraints = Vec::new();
        let mut clobbers = Vec::new();
        for (k, t) in tokens.iter().enumerate() {
            match t.kind() {
                L_PAREN => depth += 1,
                R_PAREN => depth -= 1,
                COLON if depth == 1 => section += 1,
                COLON2 if depth == 1 => section += 2,
                STRING_LIT if depth == 1 && section > 0 => {
                    let text = t.text().trim_matches('"').to_string();
                    if section >= 3 {
                        clobbers.push(text);
                    } else if tokens.get(k + 1).is_some_and(|n| n.kind() == L_PAREN) {
                        constraints.push(text);
                    }
                }
                _ => {}
            }
        }
        if !constraints.is_empty() || !clobbers.is_empty() {
            self.construct(
                Construct::Asm {
                    constraints,
                    clobbers,
                },
                node.text_range(),
            );
        }
    }

    fn children(&mut self, node: &SyntaxNode) {
        for child in node.children() {
            self.stmt(&child);
        }
    }

    /// Records the plain type name a declaration's specifiers write.
    fn declared_type(&mut self, specs: &ast::DeclSpecs) {
        let mut types = specs.type_specs();
        let (Some(t), None) = (types.next(), types.next()) else {
            return;
        };
        let (node, elaborated) = match &t {
            ast::TypeSpec::PathType(p) => (p.syntax().clone(), false),
            ast::TypeSpec::ElaboratedType(e) => (e.syntax().clone(), true),
            _ => return,
        };
        // one identifier, no qualifier or template arguments
        let mut idents = node
            .descendants_with_tokens()
            .filter_map(|e| e.into_token())
            .filter(|t| {
                !t.kind().is_trivia()
                    && !matches!(t.kind(), STRUCT_KW | CLASS_KW | UNION_KW | ENUM_KW)
            });
        let (Some(name), None) = (idents.next(), idents.next()) else {
            return;
        };
        if name.kind() != IDENT {
            return;
        }
        let at = self.alloc(Expr::Other(Vec::new()), name.text_range());
        self.body
            .declared_types
            .push((at, SmolStr::new(name.text()), elaborated));
    }

    /// Records the CUDA attributes of `lists`, where none applies.
    fn misplaced_attributes(&mut self, lists: &[ast::AttributeList]) {
        for l in lists {
            for (keyword, range) in
                crate::items::cuda_attributes_in(l, crate::items::CUDA_ATTRIBUTE_GROUPS)
            {
                self.construct(Construct::MisplacedAttribute(keyword.into()), range);
            }
        }
    }

    /// Records the qualified type names of a declaration's specifiers.
    fn qualified_types(&mut self, specs: &SyntaxNode) {
        // (a name nothing declares is an expression in a template
        // argument list: `std::vector<std::thread>`)
        let paths = specs.descendants().filter_map(|n| match n.kind() {
            PATH_TYPE => ast::PathType::cast(n)?.path(),
            PATH_EXPR if n.parent().is_some_and(|p| p.kind() == TEMPLATE_ARG_LIST) => {
                n.children().find_map(ast::Path::cast)
            }
            _ => None,
        });
        for path in paths {
            if path
                .syntax()
                .children_with_tokens()
                .next()
                .is_some_and(|t| t.kind() == COLON2)
            {
                continue;
            }
            let segments: Vec<ast::PathSegment> = path.path_segments().collect();
            let [qualifier @ .., last] = segments.as_slice() else {
                continue;
            };
            if qualifier.is_empty()
                || !qualifier
                    .iter()
                    .all(|s| matches!(s, ast::PathSegment::NameRef(_)))
            {
                continue;
            }
            let name_ref = match last {
                ast::PathSegment::NameRef(n) => Some(n.clone()),
                ast::PathSegment::TemplateId(t) => t.name_ref(),
                _ => None,
            };
            let Some(token) = name_ref.and_then(|n| n.ident_token()) else {
                continue;
            };
            let names = path.segment_names().into_iter().map(SmolStr::new).collect();
            let at = self.alloc(Expr::Other(Vec::new()), token.text_range());
            self.body.qualified_types.push((at, names));
        }
    }

    fn simple_decl(&mut self, sd: &ast::SimpleDecl) {
        let specs = sd.decl_specs();
        if let Some(s) = &specs {
            self.declared_type(s);
            self.qualified_types(s.syntax());
            // a local class's member functions may name the function's
            // static locals (`static int x; struct A { int f() { return x;
            // } };`): uses of them (their bodies are checked apart)
            for class in s.syntax().children().filter(|c| c.kind() == CLASS_SPEC) {
                for f in class.descendants().filter(|n| n.kind() == FUNCTION_DEF) {
                    self.note_named_locals(&f);
                }
            }
        }
        // local typedefs and function declarations declare no variable
        if let Some(s) = specs.as_ref().filter(|s| s.has_keyword(TYPEDEF_KW)) {
            // (no CUDA attribute applies to a typedef: the declaration's
            // are reported once, a declarator's own with it)
            let lists = sd
                .attribute_lists()
                .chain(s.attribute_lists())
                .chain(
                    sd.init_declarators()
                        .filter_map(|i| i.declarator())
                        .flat_map(|d| d.attribute_lists().collect::<Vec<_>>()),
                )
                .collect::<Vec<_>>();
            self.misplaced_attributes(&lists);
            let base = lower_ty::lower_decl_specs(self.ctx, s);
            for d in sd.init_declarators().filter_map(|i| i.declarator()) {
                let ty = lower_ty::apply_declarator(self.ctx, base.clone(), &d);
                self.local_typedef(declarator_name(&d), ty, d.syntax().text_range());
            }
            return;
        }
        // (a type named by a local variable's name, `static v x;`, is no
        // type: the parser said so, and nothing is constructed)
        let hidden_by_local = specs
            .as_ref()
            .and_then(spec_type_name)
            .is_some_and(|n| self.lookup_local(&n).is_some());
        let base = match &specs {
            _ if hidden_by_local => Ty::Unknown(SmolStr::new("<error-type>")),
            Some(s) => lower_ty::lower_decl_specs(self.ctx, s),
            None => Ty::INT,
        };
        let attrs: Vec<ast::AttributeList> = sd.attribute_lists().collect();
        let is_static = specs.as_ref().is_some_and(|s| s.has_keyword(STATIC_KW));
        let is_extern = specs.as_ref().is_some_and(|s| s.has_keyword(EXTERN_KW));
        let is_constexpr = specs.as_ref().is_some_and(|s| s.has_keyword(CONSTEXPR_KW));
        // (`constinit`: initialized at compile time too)
        let constant_init =
            is_constexpr || specs.as_ref().is_some_and(|s| s.has_keyword(CONSTINIT_KW));
        let is_thread_local = specs
            .as_ref()
            .is_some_and(|s| s.has_standard_thread_local());
        // the enumerators of a local enum are names of the block
        if let Some(sp) = &specs {
            for ts in sp.type_specs() {
                if let ast::TypeSpec::EnumSpec(es) = ts
                    && let Some(list) = es.enumerator_list()
                {
                    for e in list.enumerators() {
                        if let Some(name) = e.name().and_then(|n| n.ident_token()) {
                            let id = self.declare_local(SmolStr::new(name.text()), Ty::INT);
                            self.body.enumerators.push(id);
                        }
                    }
                }
            }
        }
        if let Some(s) = &specs {
            self.decltypes_in(s.syntax());
        }
        let spec_name = specs.as_ref().and_then(spec_type_name);
        for (index, init) in sd.init_declarators().enumerate() {
            // a variable is in scope in its own initializer (`int d =
            // g(&d);`): when the initializer names it, it is declared
            // before, and completed below
            let early = init.declarator().and_then(|d| {
                let init = init.initializer()?;
                if crate::items::is_function_declarator(&d) {
                    return None;
                }
                let name = declarator_name(&d)?;
                init.syntax()
                    .descendants_with_tokens()
                    .filter_map(|t| t.into_token())
                    .any(|t| t.kind() == IDENT && t.text() == name)
                    .then(|| self.declare_local(name, Ty::Unknown("auto".into())))
            });
            let init_exprs: Vec<ast::Expr> = init
                .initializer()
                .map(|i| {
                    i.syntax()
                        .descendants()
                        .filter_map(ast::Expr::cast)
                        .filter(|e| is_outermost_expr(e, i.syntax()))
                        .collect()
                })
                .unwrap_or_default();
            let mut ids = Vec::new();
            for e in &init_exprs {
                ids.push(self.expr(e));
            }
            let Some(d) = init.declarator() else { continue };
            if crate::items::is_function_declarator(&d) {
                // a block-scope function declaration: a name, not an object
                // (its default arguments are judged where it is declared)
                self.rtti_in(d.syntax());
                if let Some(name) = declarator_name(&d) {
                    self.declare_local(name, Ty::Unknown("function".into()));
                }
                continue;
            }
            // a structured binding declares its names
            if let Some(dn) = d.decl_name()
                && dn
                    .syntax()
                    .children_with_tokens()
                    .any(|t| t.kind() == L_BRACK)
            {
                let names: Vec<SmolStr> = dn
                    .syntax()
                    .children_with_tokens()
                    .filter_map(|t| t.into_token())
                    .filter(|t| t.kind() == IDENT)
                    .map(|t| SmolStr::new(t.text()))
                    .collect();
                for name in names {
                    self.declare_local(name, Ty::Unknown("auto".into()));
                }
                for id in ids {
                    self.body.roots.push(id);
                }
                continue;
            }
            let mut bounds = Vec::new();
            for suffix in d.declarator_suffixs() {
                if let ast::DeclaratorSuffix::ArraySuffix(a) = suffix {
                    self.note_named_locals(a.syntax());
                    // the bound is an expression of the body (its names are
                    // looked up, and reported when undefined, there)
                    if let Some(e) = a.expr() {
                        let id = self.expr(&e);
                        self.body.roots.push(id);
                        bounds.push(id);
                    }
                }
            }
            let mut ty = lower_ty::apply_declarator(self.ctx, base.clone(), &d);
            if matches!(&ty, Ty::Unknown(s) if s == "auto")
                && let [only] = ids.as_slice()
                && let Expr::Lambda(l) = &self.body.exprs[*only]
            {
                ty = self.closure(*l);
            }
            let is_init_list = init.initializer().is_some_and(|i| {
                i.syntax().children().any(|c| c.kind() == INIT_LIST)
                    || i.syntax()
                        .first_child()
                        .is_some_and(|c| c.kind() == ARG_LIST)
            });
            let braced = init
                .initializer()
                .is_some_and(|i| i.syntax().children().any(|c| c.kind() == INIT_LIST));
            // (the one value of an arithmetic local's initializer)
            let mut value_init = None;
            // a braced list of values for an arithmetic object or array
            if init
                .initializer()
                .is_some_and(|i| i.syntax().children().any(|c| c.kind() == INIT_LIST))
            {
                let element = ty.array_element();
                let scalar = matches!(element.without_cv(), Ty::Builtin(..));
                let array = matches!(ty, Ty::Array(..));
                let mut values = Vec::new();
                for (e, &id) in init_exprs.iter().zip(&ids) {
                    self.list_elements(e.syntax(), id, &mut values);
                }
                if scalar && (array || values.len() == 1) {
                    let target = element.without_cv();
                    self.body
                        .list_inits
                        .extend(values.iter().map(|&id| (id, target.clone())));
                }
                if let ([only], false) = (values.as_slice(), array) {
                    value_init = Some(*only);
                }
            } else if let [only] = ids.as_slice() {
                value_init = Some(*only);
            }
            // `T x = e;` copies or converts `e`; `T x(a, b)`/`T x{a, b}` pass them
            let copy_init = init
                .initializer()
                .is_some_and(|i| i.syntax().children_with_tokens().any(|t| t.kind() == EQ));
            let construct_args = if is_init_list || copy_init {
                ids.clone()
            } else {
                Vec::new()
            };
            // (from the name on: diagnostics point at it, not at `*`)
            let decl_range = {
                let r = d.syntax().text_range();
                let start = crate::items::declarator_name_start(&d)
                    .filter(|s| r.contains(*s))
                    .unwrap_or(r.start());
                TextRange::new(start, r.end())
            };
            // more elements than the array's bound or a scalar takes: the
            // outermost expression at or after the first one too many
            let overfull = init
                .initializer()
                .and_then(|i| overfull_init(&ty, i.syntax()))
                .map(|excess| {
                    let at = init_exprs
                        .iter()
                        .zip(&ids)
                        .find_map(|(e, &id)| self.element_at(e.syntax(), id, excess.start()));
                    (at, ids.last().copied())
                });
            if let Some(name) = declarator_name(&d) {
                let decl = LocalDecl {
                    memory: crate::items::memory_space(&attrs, specs.as_ref(), &d),
                    is_static,
                    is_extern,
                    is_constexpr,
                    init_form: if is_constexpr {
                        crate::items::init_form(
                            &ty,
                            init.initializer().as_ref().map(|i| i.syntax()),
                        )
                    } else {
                        crate::items::InitForm::Default
                    },
                    has_init: init.initializer().is_some(),
                    is_thread_local,
                    grid_constant: has_attribute(&attrs, specs.as_ref(), &d, "grid_constant"),
                    in_range_for: false,
                    constant_init,
                    maybe_unused: ["maybe_unused", "unused", "used"]
                        .iter()
                        .any(|n| has_attribute(&attrs, specs.as_ref(), &d, n)),
                    init_calls: init
                        .initializer()
                        .map(|i| crate::items::initializer_calls(i.syntax()))
                        .unwrap_or_default(),
                    init_effects: init
                        .initializer()
                        .is_some_and(|i| crate::items::initializer_has_effects(i.syntax())),
                    void_object: crate::ty::VoidObject::of(
                        &ty,
                        specs
                            .as_ref()
                            .is_some_and(|s| s.has_builtin_type_keyword(VOID_KW)),
                    ),
                    first_in_decl: index == 0,
                    spec_name: spec_name.clone(),
                    auto_init: match ids.as_slice() {
                        [only] if copy_init && matches!(&ty, Ty::Unknown(s) if s == "auto") => {
                            Some(*only)
                        }
                        _ => None,
                    },
                };
                let is_extern = decl.is_extern;
                let local =
                    self.declare_local_into(early, name, ty.clone(), Some(decl), decl_range);
                if let Some(v) = value_init
                    && matches!(ty.without_cv(), Ty::Builtin(..))
                {
                    self.body.value_inits.push((local, v));
                }
                self.body
                    .array_bounds
                    .extend(bounds.iter().map(|&b| (local, b)));
                if let Some((excess, last)) = overfull {
                    self.body.overfull_inits.push(OverfullInit {
                        local,
                        excess,
                        last,
                        invalidates: braced && !matches!(ty, Ty::Array(..)),
                    });
                }
                // an array of class objects without an initializer: each
                // element's default construction is a call (of the same
                // constructor)
                let element = ty.array_element();
                if !matches!(ty, Ty::Class(..))
                    && matches!(element, Ty::Class(..))
                    && !is_extern
                    && init.initializer().is_none()
                {
                    let c = self.alloc(
                        Expr::Construct {
                            ty: element.clone(),
                            args: Vec::new(),
                        },
                        decl_range,
                    );
                    self.body.roots.push(c);
                    self.body.object_inits.push((c, local));
                }
                // a class-typed variable: its construction is a call
                if matches!(ty, Ty::Class(..)) && !is_extern {
                    let c = self.alloc(
                        Expr::Construct {
                            ty: ty.clone(),
                            args: construct_args,
                        },
                        decl_range,
                    );
                    self.body.roots.push(c);
                    self.body.object_inits.push((c, local));
                    if init
                        .initializer()
                        .is_some_and(|i| i.syntax().children().any(|c| c.kind() == INIT_LIST))
                    {
                        self.body.brace_inits.push(c);
                    }
                    // `T x(a)`, `T x{a}`: where the arguments open
                    if !copy_init
                        && let Some(open) = init
                            .initializer()
                            .and_then(|i| {
                                i.syntax()
                                    .children()
                                    .find(|c| matches!(c.kind(), ARG_LIST | INIT_LIST))
                            })
                            .and_then(|l| l.first_token())
                    {
                        let at = self.alloc(Expr::Other(Vec::new()), open.text_range());
                        self.body.construct_opens.push((c, at));
                    }
                } else if copy_init
                    && let [only] = ids.as_slice()
                    && matches!(ty, Ty::Builtin(..) | Ty::Pointer(..))
                {
                    if is_constexpr {
                        self.body.constexpr_inits.push((local, *only));
                    }
                    self.body.conversions.push((local, *only));
                } else if let [only] = ids.as_slice()
                    && matches!(ty, Ty::LRef(_) | Ty::RRef(_))
                {
                    self.body.ref_inits.push((local, *only));
                    // (`constexpr auto &r = x;`: what it binds must be
                    // constant-addressed)
                    if is_constexpr {
                        self.body.constexpr_inits.push((local, *only));
                    }
                } else if copy_init
                    && is_constexpr
                    && let [only] = ids.as_slice()
                    && matches!(ty, Ty::Param { .. } | Ty::Unknown(_))
                {
                    // (a template's type, or `auto`)
                    self.body.constexpr_inits.push((local, *only));
                }
            }
            for id in ids {
                self.body.roots.push(id);
            }
        }
    }

    /// The elements of a braced list `node` (lowered as `id`), each with
    /// its expression: none for another expression, or when the lowering
    /// does not line up with the syntax.
    fn list_children(&self, node: &SyntaxNode, id: ExprId) -> Option<Vec<(SyntaxNode, ExprId)>> {
        if node.kind() != INIT_LIST {
            return None;
        }
        let Expr::Other(children) = &self.body.exprs[id] else {
            return None;
        };
        let nodes: Vec<SyntaxNode> = node
            .children()
            .filter(|c| ast::Expr::can_cast(c.kind()))
            .collect();
        (nodes.len() == children.len())
            .then(|| nodes.into_iter().zip(children.iter().copied()).collect())
    }

    /// The expression of an initializer (`node`, lowered as `id`) that
    /// starts at `offset`: itself, or an element of its braced list.
    fn element_at(
        &self,
        node: &SyntaxNode,
        id: ExprId,
        offset: syntax::TextSize,
    ) -> Option<ExprId> {
        let range = node.text_range();
        if range.start() == offset {
            return Some(id);
        }
        if !range.contains(offset) {
            return None;
        }
        self.list_children(node, id)?
            .iter()
            .find_map(|(n, c)| self.element_at(n, *c, offset))
    }

    /// The values a braced list `node` (lowered as `id`) holds, its
    /// nested lists' too, in order; any other expression is one value.
    fn list_elements(&self, node: &SyntaxNode, id: ExprId, out: &mut Vec<ExprId>) {
        match self.list_children(node, id) {
            Some(children) => {
                for (n, c) in &children {
                    self.list_elements(n, *c, out);
                }
            }
            None => out.push(id),
        }
    }

    fn condition_decl(&mut self, node: &SyntaxNode) {
        let specs = node.children().find_map(ast::DeclSpecs::cast);
        if let Some(s) = &specs {
            self.qualified_types(s.syntax());
        }
        let base = specs
            .map(|s| lower_ty::lower_decl_specs(self.ctx, &s))
            .unwrap_or(Ty::INT);
        for child in node.children() {
            match child.kind() {
                DECLARATOR => {
                    if let Some(d) = ast::Declarator::cast(child.clone()) {
                        // `for (auto &[a, b] : m)` declares its names
                        if let Some(dn) = d.decl_name()
                            && dn
                                .syntax()
                                .children_with_tokens()
                                .any(|t| t.kind() == L_BRACK)
                        {
                            let names: Vec<SmolStr> = dn
                                .syntax()
                                .children_with_tokens()
                                .filter_map(|t| t.into_token())
                                .filter(|t| t.kind() == IDENT)
                                .map(|t| SmolStr::new(t.text()))
                                .collect();
                            for name in names {
                                self.declare_local(name, Ty::Unknown("auto".into()));
                            }
                            continue;
                        }
                        let ty = lower_ty::apply_declarator(self.ctx, base.clone(), &d);
                        if let Some(name) = declarator_name(&d) {
                            let lists: Vec<ast::AttributeList> = node
                                .children()
                                .filter_map(ast::AttributeList::cast)
                                .collect();
                            let specs = node.children().find_map(ast::DeclSpecs::cast);
                            let decl = LocalDecl {
                                memory: crate::items::memory_space(&lists, specs.as_ref(), &d),
                                is_static: false,
                                is_extern: false,
                                is_constexpr: false,
                                init_form: crate::items::InitForm::Default,
                                has_init: false,
                                is_thread_local: false,
                                grid_constant: false,
                                in_range_for: node
                                    .parent()
                                    .is_some_and(|p| p.kind() == RANGE_FOR_STMT),
                                constant_init: false,
                                maybe_unused: ["maybe_unused", "unused", "used"]
                                    .iter()
                                    .any(|n| has_attribute(&lists, specs.as_ref(), &d, n)),
                                init_calls: Vec::new(),
                                init_effects: false,
                                void_object: crate::ty::VoidObject::of(
                                    &ty,
                                    specs
                                        .as_ref()
                                        .is_some_and(|s| s.has_builtin_type_keyword(VOID_KW)),
                                ),
                                first_in_decl: true,
                                spec_name: specs.as_ref().and_then(spec_type_name),
                                auto_init: None,
                            };
                            // only annotated ones are declarations the checks look at
                            let decl = decl.memory.is_some().then_some(decl);
                            self.declare_local_at(name, ty, decl, d.syntax().text_range());
                        }
                    }
                }
                INITIALIZER => {
                    for e in child.children().filter_map(ast::Expr::cast) {
                        let id = self.expr(&e);
                        self.body.roots.push(id);
                    }
                }
                _ => {}
            }
        }
    }

    fn exprs_of(&mut self, node: &SyntaxNode) -> Vec<ExprId> {
        node.children()
            .filter_map(ast::Expr::cast)
            .map(|e| self.expr(&e))
            .collect()
    }

    fn expr(&mut self, e: &ast::Expr) -> ExprId {
        let range = e.syntax().text_range();
        let lowered = match e {
            ast::Expr::Literal(l) => {
                let t = literal_type(l.syntax());
                // the value matters to the checks only as a call's argument
                // (the orders of atomic builtins), a `case` label's value
                // (duplicates), an index (a constant element of a const
                // array), in the condition of an `if constexpr` (the
                // branch an instance discards) or when zero (a null
                // pointer constant), an operand of arithmetic or the
                // initializer of a constant local (what EDG folds, and
                // warns about when it overflows: `integer_folding`);
                // other values stay out of the body, so that editing them
                // changes nothing
                let argument = l
                    .syntax()
                    .ancestors()
                    .skip(1)
                    .find(|n| !matches!(n.kind(), PREFIX_EXPR | PAREN_EXPR))
                    .is_some_and(|n| {
                        matches!(n.kind(), ARG_LIST | CASE_LABEL | INDEX_EXPR)
                            || folded_operand_of(&n)
                    })
                    || in_constexpr_if_condition(l.syntax());
                if let Some(tok) = l.syntax().first_token()
                    && let Some(v) = literal_int_value(&tok)
                {
                    if argument || v == 0 {
                        let id = self.alloc(Expr::Literal(t), range);
                        self.body.int_literals.push((id, v));
                        return id;
                    }
                    // a negated nonzero literal: its sign matters (#68),
                    // not its value
                    let negated = l.syntax().parent().is_some_and(|p| {
                        ast::PrefixExpr::cast(p).is_some_and(|p| p.op_kind() == Some(MINUS))
                    });
                    if negated {
                        let id = self.alloc(Expr::Literal(t), range);
                        self.body.negated_literals.push(id);
                        return id;
                    }
                }
                Expr::Literal(t)
            }
            ast::Expr::PathExpr(p) => match p.path() {
                Some(path) => self.path_expr(&path),
                None => Expr::Missing,
            },
            ast::Expr::ThisExpr(_) => Expr::This,
            ast::Expr::ParenExpr(p) => {
                let inner: Vec<ExprId> = self.exprs_of(p.syntax());
                match inner.as_slice() {
                    [one] => return *one,
                    // `(a, b, c)`: the parser keeps a parenthesized comma
                    // chain as a list; it is `(a, b), c`
                    [first, middle @ .., last] => {
                        let lhs = middle.iter().fold(*first, |lhs, &rhs| {
                            self.alloc(
                                Expr::Binary {
                                    op: COMMA,
                                    lhs,
                                    rhs,
                                },
                                range,
                            )
                        });
                        Expr::Binary {
                            op: COMMA,
                            lhs,
                            rhs: *last,
                        }
                    }
                    [] => Expr::Other(inner),
                }
            }
            ast::Expr::CallExpr(c) => {
                let callee = c
                    .expr()
                    .map(|e| self.expr(&e))
                    .unwrap_or_else(|| self.alloc(Expr::Missing, range));
                let args = c
                    .arg_list()
                    .map(|a| self.exprs_of(a.syntax()))
                    .unwrap_or_default();
                Expr::Call { callee, args }
            }
            ast::Expr::KernelLaunch(k) => {
                let callee = k
                    .expr()
                    .map(|e| self.expr(&e))
                    .unwrap_or_else(|| self.alloc(Expr::Missing, range));
                let config = k
                    .launch_config()
                    .map(|c| self.exprs_of(c.syntax()))
                    .unwrap_or_default();
                let args = k
                    .arg_list()
                    .map(|a| self.exprs_of(a.syntax()))
                    .unwrap_or_default();
                Expr::Launch {
                    callee,
                    config,
                    args,
                }
            }
            ast::Expr::MemberExpr(m) => {
                let base = m
                    .expr()
                    .map(|e| self.expr(&e))
                    .unwrap_or_else(|| self.alloc(Expr::Missing, range));
                let arrow = m.syntax().children_with_tokens().any(|t| t.kind() == ARROW);
                let name = m
                    .path()
                    .and_then(|p| p.last_name())
                    .map(SmolStr::new)
                    .unwrap_or_default();
                Expr::Member { base, name, arrow }
            }
            ast::Expr::IndexExpr(ix) => {
                let parts = self.exprs_of(ix.syntax());
                match parts.as_slice() {
                    [base, index] => Expr::Index {
                        base: *base,
                        index: *index,
                    },
                    _ => Expr::Other(parts),
                }
            }
            ast::Expr::PrefixExpr(p) => {
                let op = p.op_kind().unwrap_or(ERROR);
                if op == AMP2 {
                    self.construct(Construct::LabelAddress, range);
                }
                if matches!(op, CO_AWAIT_KW | CO_YIELD_KW) {
                    self.construct(Construct::Coroutine, range);
                }
                let inner = self.exprs_of(p.syntax());
                match inner.as_slice() {
                    [one] => Expr::Unary { op, expr: *one },
                    _ => Expr::Other(inner),
                }
            }
            // `x++` acts on `x` as `++x` does
            ast::Expr::PostfixExpr(p) => {
                let op = p
                    .syntax()
                    .children_with_tokens()
                    .filter_map(|e| e.into_token())
                    .find(|t| !t.kind().is_trivia())
                    .map_or(ERROR, |t| t.kind());
                let inner = self.exprs_of(p.syntax());
                match inner.as_slice() {
                    [one] => Expr::Unary { op, expr: *one },
                    _ => Expr::Other(inner),
                }
            }
            ast::Expr::BinExpr(b) => {
                let op = b.op_kind().unwrap_or(ERROR);
                let parts = self.exprs_of(b.syntax());
                match parts.as_slice() {
                    [lhs, rhs] => Expr::Binary {
                        op,
                        lhs: *lhs,
                        rhs: *rhs,
                    },
                    _ => Expr::Other(parts),
                }
            }
            // `a, b`: the builtin comma (or an `operator,` found for it)
            ast::Expr::CommaExpr(c) => {
                let parts = self.exprs_of(c.syntax());
                match parts.as_slice() {
                    [lhs, rhs] => Expr::Binary {
                        op: COMMA,
                        lhs: *lhs,
                        rhs: *rhs,
                    },
                    _ => Expr::Other(parts),
                }
            }
            ast::Expr::AssignExpr(a) => {
                let op = a
                    .syntax()
                    .children_with_tokens()
                    .filter_map(|e| e.into_token())
                    .find(|t| !t.kind().is_trivia())
                    .map_or(EQ, |t| t.kind());
                let parts = self.exprs_of(a.syntax());
                match parts.as_slice() {
                    [lhs, rhs] => Expr::Assign {
                        op,
                        lhs: *lhs,
                        rhs: *rhs,
                    },
                    _ => Expr::Other(parts),
                }
            }
            ast::Expr::CondExpr(c) => {
                let parts = self.exprs_of(c.syntax());
                match parts.as_slice() {
                    [a, b, c] => Expr::Cond {
                        cond: *a,
                        then: *b,
                        else_: *c,
                    },
                    _ => Expr::Other(parts),
                }
            }
            // `(T)e` and `static_cast<T>(e)` alike
            ast::Expr::CastExpr(_) | ast::Expr::CxxCastExpr(_) => {
                if is_dynamic_cast(e.syntax()) {
                    self.construct(Construct::DynamicCast, range);
                }
                self.decltypes_in(e.syntax());
                let ty = e
                    .syntax()
                    .children()
                    .find_map(ast::TypeId::cast)
                    .map(|t| lower_ty::lower_type_id(self.ctx, &t))
                    .unwrap_or(Ty::INT);
                let parts = self.exprs_of(e.syntax());
                match parts.first() {
                    Some(inner) => Expr::Cast { ty, expr: *inner },
                    None => Expr::Other(parts),
                }
            }
            ast::Expr::FunctionalCast(fc) => {
                let ty = functional_cast_type(self.ctx, fc.syntax());
                let args: Vec<ExprId> = fc
                    .syntax()
                    .children()
                    .filter(|c| matches!(c.kind(), ARG_LIST | INIT_LIST))
                    .flat_map(|c| c.children().filter_map(ast::Expr::cast).collect::<Vec<_>>())
                    .map(|e| self.expr(&e))
                    .collect();
                // `T{...}`: list-initialization (an aggregate's takes no
                // constructor)
                if fc.syntax().children().any(|c| c.kind() == INIT_LIST) {
                    let id = self.alloc(Expr::Construct { ty, args }, range);
                    self.body.brace_inits.push(id);
                    return id;
                }
                Expr::Construct { ty, args }
            }
            ast::Expr::LambdaExpr(le) => return self.lambda(le, range),
            ast::Expr::StmtExpr(se) => {
                if let Some(b) = se.syntax().children().find_map(ast::CompoundStmt::cast) {
                    self.block(&b);
                }
                Expr::Other(Vec::new())
            }
            _ if e.syntax().kind() == NEW_EXPR => return self.new_expr(e.syntax(), range),
            _ => {
                // sizeof, delete, throw, init lists, folds ...: visit the
                // sub-expressions
                let kind = e.syntax().kind();
                match kind {
                    THROW_EXPR => self.construct(Construct::Throw, range),
                    TYPEID_EXPR => self.construct(Construct::Typeid, range),
                    _ => {}
                }
                // (the expression's own first token: `first_token` would
                // walk down a chain of nested operands, for each of them)
                let own_first = e
                    .syntax()
                    .children_with_tokens()
                    .find(|t| !t.kind().is_trivia())
                    .and_then(|t| t.into_token());
                if own_first
                    .as_ref()
                    .is_some_and(|t| matches!(t.kind(), CO_AWAIT_KW | CO_YIELD_KW))
                {
                    self.construct(Construct::Coroutine, range);
                }
                if kind == PREFIX_EXPR && own_first.as_ref().is_some_and(|t| t.kind() == AMP2) {
                    self.construct(Construct::LabelAddress, range);
                }
                let unevaluated = matches!(
                    kind,
                    SIZEOF_EXPR | ALIGNOF_EXPR | NOEXCEPT_EXPR | TYPEID_EXPR
                );
                if unevaluated {
                    self.unevaluated += 1;
                }
                self.decltypes_in(e.syntax());
                let mut parts = Vec::new();
                for d in e.syntax().children() {
                    if let Some(sub) = ast::Expr::cast(d.clone()) {
                        parts.push(self.expr(&sub));
                    } else if matches!(d.kind(), ARG_LIST | INIT_LIST | TYPE_ID) {
                        for sub in d.children().filter_map(ast::Expr::cast) {
                            parts.push(self.expr(&sub));
                        }
                    }
                }
                if unevaluated {
                    self.unevaluated -= 1;
                }
                // a builtin no compiler knows is a call of an undefined name
                // (`__builtin_amdgcn_fence(...)`: see `crate::builtins`)
                if kind == BUILTIN_CALL_EXPR
                    && let Some(name) = own_first.as_ref().filter(|t| {
                        t.kind() == IDENT && crate::builtins::unknown_to_the_compilers(t.text())
                    })
                {
                    let callee = self.alloc(
                        Expr::Path {
                            segments: vec![SmolStr::new(name.text())],
                            template_args: None,
                            global: false,
                            class_args: None,
                        },
                        name.text_range(),
                    );
                    return self.alloc(
                        Expr::Call {
                            callee,
                            args: parts,
                        },
                        range,
                    );
                }
                if matches!(kind, SIZEOF_EXPR | ALIGNOF_EXPR) {
                    // recorded on the expression itself: its value is a
                    // constant whatever the operand
                    let id = self.alloc(Expr::Other(parts), range);
                    self.body.constructs.push((Construct::SizeOf, id));
                    return id;
                }
                Expr::Other(parts)
            }
        };
        self.alloc(lowered, range)
    }

    fn path_expr(&mut self, path: &ast::Path) -> Expr {
        let segments: Vec<SmolStr> = path.segment_names().into_iter().map(SmolStr::new).collect();
        let global = path.is_global();
        if segments.len() == 1
            && !global
            && let Some(local) = self.lookup_local(&segments[0])
        {
            return Expr::Local(local);
        }
        let template_args = path.path_segments().last().and_then(|s| match s {
            ast::PathSegment::TemplateId(t) => t
                .template_arg_list()
                .map(|l| lower_ty::lower_template_args(self.ctx, &l)),
            _ => None,
        });
        for s in path.path_segments() {
            if let ast::PathSegment::TemplateId(t) = s
                && let Some(l) = t.template_arg_list()
            {
                self.note_named_locals(l.syntax());
            }
        }
        let segs: Vec<ast::PathSegment> = path.path_segments().collect();
        let class_args = segs.len().checked_sub(2).and_then(|i| match &segs[i] {
            ast::PathSegment::TemplateId(t) => t
                .template_arg_list()
                .map(|l| lower_ty::lower_template_args(self.ctx, &l)),
            _ => None,
        });
        Expr::Path {
            segments,
            template_args,
            global,
            class_args,
        }
    }

    fn lambda(&mut self, le: &ast::LambdaExpr, range: TextRange) -> ExprId {
        let id = LambdaId(self.body.lambdas.len() as u32);
        let space_attrs = |lists: &mut dyn Iterator<Item = ast::AttributeList>| {
            let mut attrs = CudaAttrs::default();
            for list in lists {
                for a in list.syntax().descendants().filter_map(ast::Attribute::cast) {
                    match a.normalized_name().as_deref() {
                        Some("host") => attrs.host = true,
                        Some("device") => attrs.device = true,
                        Some("global") => attrs.global = true,
                        _ => {}
                    }
                }
            }
            attrs
        };
        let attrs = space_attrs(&mut le.attribute_lists());
        let specs = le.lambda_specifiers();
        let after = space_attrs(
            &mut specs
                .iter()
                .flat_map(|s| s.syntax().children().filter_map(ast::AttributeList::cast))
                .collect::<Vec<_>>()
                .into_iter(),
        );
        let has_kw = |k: SyntaxKind| {
            specs
                .as_ref()
                .is_some_and(|s| s.syntax().children_with_tokens().any(|t| t.kind() == k))
        };
        let is_generic = le.template_param_list().is_some()
            || le.param_list().is_some_and(|pl| {
                pl.param_decls().any(|p| {
                    p.decl_specs()
                        .is_some_and(|s| s.syntax().children().any(|c| c.kind() == AUTO_TYPE))
                })
            });
        // the captures; init-captures' initializers are evaluated outside
        let mut captures = Vec::new();
        let mut default_capture = None;
        if let Some(intro) = le.lambda_introducer() {
            for c in intro.lambda_captures() {
                let tokens: Vec<SyntaxKind> = c
                    .syntax()
                    .children_with_tokens()
                    .filter_map(|e| e.into_token())
                    .map(|t| t.kind())
                    .filter(|k| !k.is_trivia())
                    .collect();
                let name = c
                    .name()
                    .and_then(|n| n.ident_token())
                    .map(|t| SmolStr::new(t.text()));
                let this = tokens.contains(&THIS_KW);
                if name.is_none() && !this {
                    default_capture = tokens.first().copied();
                    continue;
                }
                let init_node = c.initializer();
                let init = init_node.as_ref().and_then(|i| {
                    i.syntax()
                        .children()
                        .find_map(ast::Expr::cast)
                        .map(|e| self.expr(&e))
                });
                let name = name.unwrap_or_else(|| SmolStr::new("this"));
                let local = if init_node.is_none() && !this {
                    self.lookup_local(&name)
                } else {
                    None
                };
                captures.push(LambdaCapture {
                    name,
                    by_ref: tokens.first() == Some(&AMP),
                    local,
                    init,
                    init_list: init_node
                        .as_ref()
                        .is_some_and(|i| i.syntax().children().any(|c| c.kind() == INIT_LIST)),
                    pack: tokens.contains(&DOT3),
                    this,
                });
            }
        }
        let captures_by_ref = default_capture == Some(AMP) || captures.iter().any(|c| c.by_ref);
        self.body.lambdas.push(Lambda {
            attrs,
            parent: self.lambda,
            params: Vec::new(),
            captures_by_ref,
            default_capture,
            captures,
            is_constexpr: has_kw(CONSTEXPR_KW),
            is_consteval: has_kw(CONSTEVAL_KW),
            is_mutable: has_kw(MUTABLE_KW),
            is_generic,
            operator_annotated: after.host || after.device || after.global,
            returns: Vec::new(),
            // set once the body is lowered (the return type comes from it)
            closure: Ty::Unknown(SmolStr::new("lambda")),
            trailing_return: le
                .syntax()
                .children()
                .find_map(ast::TrailingReturn::cast)
                .and_then(|t| t.type_id())
                .map(|t| lower_ty::lower_type_id(self.ctx, &t)),
            flow: None,
        });
        self.map.lambda_ranges.push(range);
        let outer = self.lambda;
        let outer_base = self.scope_base;
        self.push_scope(true);
        self.scope_base = self.scopes.len() - 1;
        self.lambda = Some(id);
        // init-captures declare variables of the lambda
        let init_captures: Vec<SmolStr> = self.body.lambdas[id.0 as usize]
            .captures
            .iter()
            .filter(|c| c.init.is_some())
            .map(|c| c.name.clone())
            .collect();
        for name in init_captures {
            self.declare_local(name, Ty::Unknown("auto".into()));
        }
        if let Some(pl) = le.param_list() {
            let (tys, _) = lower_ty::lower_params(self.ctx, Some(&pl));
            let names: Vec<SmolStr> = pl
                .param_decls()
                .map(|p| {
                    p.declarator()
                        .and_then(|d| declarator_name(&d))
                        .unwrap_or_default()
                })
                .collect();
            for (name, ty) in names.into_iter().zip(tys) {
                let local = self.declare_local(name, ty);
                self.body.lambdas[id.0 as usize].params.push(local);
            }
        }
        self.lambda = Some(id);
        if let Some(b) = le.compound_stmt() {
            self.block(&b);
            if self.body.lambdas[id.0 as usize].trailing_return.is_some() {
                self.lambda_blocks.push((id, b.syntax().clone()));
            }
        }
        self.lambda = outer;
        self.pop_scope();
        self.scope_base = outer_base;
        self.body.lambdas[id.0 as usize].closure = self.closure(id);
        self.alloc(Expr::Lambda(id), range)
    }
}

/// An attribute among a declaration's attribute lists.
fn has_attribute(
    before: &[ast::AttributeList],
    specs: Option<&ast::DeclSpecs>,
    d: &ast::Declarator,
    name: &str,
) -> bool {
    before
        .iter()
        .cloned()
        .chain(specs.into_iter().flat_map(|s| s.attribute_lists()))
        .chain(d.attribute_lists())
        .any(|l| {
            l.syntax()
                .descendants()
                .filter_map(ast::Attribute::cast)
                .any(|a| a.normalized_name().as_deref() == Some(name))
        })
}

/// A cast written `dynamic_cast<T>(e)`.
fn is_dynamic_cast(cast: &SyntaxNode) -> bool {
    cast.children_with_tokens()
        .any(|t| t.kind() == DYNAMIC_CAST_KW)
}

fn is_outermost_expr(e: &ast::Expr, container: &SyntaxNode) -> bool {
    let mut p = e.syntax().parent();
    while let Some(n) = p {
        if &n == container {
            return true;
        }
        if ast::Expr::can_cast(n.kind()) {
            return false;
        }
        p = n.parent();
    }
    false
}

pub(crate) fn functional_cast_type(ctx: &dyn TypeContext, node: &SyntaxNode) -> Ty {
    for c in node.children() {
        match c.kind() {
            PATH_TYPE => {
                if let Some(p) = ast::PathType::cast(c).and_then(|p| p.path()) {
                    return lower_ty::lower_path_type(ctx, &p);
                }
            }
            BUILTIN_TYPE => {
                // `unsigned int(x)`: the builtin words are in one node here
                let words: Vec<SyntaxKind> = c
                    .children_with_tokens()
                    .filter_map(|e| e.into_token())
                    .map(|t| t.kind())
                    .filter(|k| k.is_keyword())
                    .collect();
                if words.is_empty() {
                    return Ty::Unknown("?".into());
                }
                return Ty::builtin(lower_ty::builtin_from_words(&words));
            }
            _ => {}
        }
    }
    Ty::Unknown("?".into())
}

/// The value of an integer literal, a character literal (as gcc's
/// preprocessor computes it), or `__null` (zero); `None` for any other
/// token.
fn literal_int_value(tok: &syntax::SyntaxToken) -> Option<i128> {
    match tok.kind() {
        INT_NUMBER => crate::const_expr::parse_int(tok.text()),
        NULL_KW => Some(0),
        CHAR_LIT => preprocessor::char_literal_value(tok.text()),
        _ => None,
    }
}

/// The type of a literal, as C++ gives it.
pub fn literal_type(node: &SyntaxNode) -> Ty {
    let Some(tok) = node.first_token() else {
        return Ty::INT;
    };
    let text = tok.text();
    // a number EDG reads as user-defined (`1.5_km`, `1.0f16`), its suffix
    // kept for the checks (erroneous without a literal operator), or as
    // malformed (`1.5f32`)
    if let Some(problem) = crate::literal_suffixes::suffix_problem(tok.kind(), text) {
        return crate::literal_suffixes::literal_type(&problem);
    }
    // `"abc"s`, `'x'_c`: the type is the literal operator's
    if user_defined_literal(tok.kind(), text) {
        return Ty::Unknown(SmolStr::new("<user-defined literal>"));
    }
    match tok.kind() {
        INT_NUMBER => {
            let lower = text.to_ascii_lowercase();
            let suffix: String = lower
                .chars()
                .rev()
                .take_while(|c| matches!(c, 'u' | 'l' | 'z'))
                .collect();
            let u = suffix.contains('u');
            let l = suffix.matches('l').count();
            // the first of the suffix's types that holds the value (a
            // decimal literal without `u` stays signed; `long` is 64 bits)
            let decimal = !lower.starts_with('0') || lower.len() == 1 + suffix.len();
            let value = crate::const_expr::parse_int(text).unwrap_or(0);
            let fits_int = value <= i128::from(i32::MAX);
            let fits_unsigned = value <= i128::from(u32::MAX);
            let fits_long = value <= i128::from(i64::MAX);
            Ty::builtin(match (u, l) {
                (false, 0) if fits_int => Builtin::Int,
                (false, 0) if fits_unsigned && !decimal => Builtin::UnsignedInt,
                (true, 0) if fits_unsigned => Builtin::UnsignedInt,
                (false, 0 | 1) if fits_long => Builtin::Long,
                (false, 0 | 1) if !decimal => Builtin::UnsignedLong,
                (true, 0 | 1) => Builtin::UnsignedLong,
                (false, _) if fits_long || decimal => Builtin::LongLong,
                (false, _) | (true, _) => Builtin::UnsignedLongLong,
            })
        }
        FLOAT_NUMBER => {
            let lower = text.to_ascii_lowercase();
            if lower.ends_with('f') && !lower.starts_with("0x")
                || (lower.starts_with("0x") && lower.ends_with('f'))
            {
                Ty::builtin(Builtin::Float)
            } else if lower.ends_with('l') {
                Ty::builtin(Builtin::LongDouble)
            } else {
                Ty::builtin(Builtin::Double)
            }
        }
        // the prefix decides the type; u8 is `char8_t` only from C++20 on,
        // which this table does not know, so it stays `char`
        CHAR_LIT => Ty::builtin(match text.as_bytes().first() {
            Some(b'L') => Builtin::WChar,
            Some(b'u') if !text.starts_with("u8") => Builtin::Char16,
            Some(b'U') => Builtin::Char32,
            _ => Builtin::Char,
        }),
        STRING_LIT => {
            let len = text.len().saturating_sub(1) as u64;
            Ty::Array(
                Box::new(Ty::Builtin(
                    Builtin::Char,
                    Cv {
                        is_const: true,
                        is_volatile: false,
                    },
                )),
                Some(len),
            )
        }
        TRUE_KW | FALSE_KW => Ty::builtin(Builtin::Bool),
        NULLPTR_KW => Ty::builtin(Builtin::NullptrT),
        _ => Ty::INT,
    }
}

/// Whether a literal token carries a user-defined suffix (`64ms`, `4us`,
/// `"abc"s`, `2.0_km`, `'x'_c`): what follows the number or the closing
/// quote is not one of the language's own suffixes.
pub fn user_defined_literal(kind: SyntaxKind, text: &str) -> bool {
    let lower = text.to_ascii_lowercase();
    match kind {
        INT_NUMBER => {
            const SUFFIXES: [&str; 10] =
                ["ull", "llu", "ul", "lu", "ll", "uz", "zu", "u", "l", "z"];
            let rest = SUFFIXES
                .iter()
                .find_map(|s| lower.strip_suffix(s))
                .unwrap_or(&lower);
            let hex = lower.starts_with("0x");
            !rest.ends_with(|c: char| c.is_ascii_digit() || (hex && c.is_ascii_hexdigit()))
        }
        FLOAT_NUMBER => {
            const SUFFIXES: [&str; 7] = ["bf16", "f128", "f16", "f32", "f64", "f", "l"];
            let rest = SUFFIXES
                .iter()
                .find_map(|s| lower.strip_suffix(s))
                .unwrap_or(&lower);
            !rest.ends_with(|c: char| c.is_ascii_digit() || c == '.')
        }
        STRING_LIT => !text.ends_with('"'),
        CHAR_LIT => !text.ends_with('\''),
        _ => false,
    }
}

/// Whether a literal directly under `n` (through parentheses and signs)
/// is one EDG folds with other constants: an operand of arithmetic
/// (`N * 4096`), a cast's operand, or the initializer of a `const` or
/// `constexpr` declaration.
fn folded_operand_of(n: &SyntaxNode) -> bool {
    match n.kind() {
        BIN_EXPR => n.children_with_tokens().any(|t| {
            matches!(
                t.kind(),
                PLUS | MINUS | STAR | SLASH | PERCENT | SHL | SHR | AMP | PIPE | CARET
            )
        }),
        CAST_EXPR | CXX_CAST_EXPR => true,
        INITIALIZER => n
            .ancestors()
            .find(|a| a.kind() == SIMPLE_DECL)
            .and_then(|d| d.children().find(|c| c.kind() == DECL_SPECS))
            .is_some_and(|s| {
                s.children_with_tokens()
                    .any(|t| matches!(t.kind(), CONST_KW | CONSTEXPR_KW))
            }),
        _ => false,
    }
}

/// A local given more initializers than it takes (see [`overfull_init`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OverfullInit {
    pub local: LocalId,
    /// The expression at or after the first element too many (none when
    /// that element is a braced list alone).
    pub excess: Option<ExprId>,
    /// The initializer's last expression (EDG counts the elements once it
    /// has parsed them all).
    pub last: Option<ExprId>,
    /// A scalar's braced list (`int v{1, 2};`): EDG then takes the
    /// declaration as invalid (no "never referenced" for it); a
    /// parenthesized list or an array's keeps it.
    pub invalidates: bool,
}

/// The first element an initializer has too many of (EDG's #146 "too
/// many initializer values" is reported there): beyond an array's bound
/// in a braced list (counting every scalar when braces are elided), or
/// the second of a scalar's or reference's list (`int v(a, b);`,
/// `int w{1, 2};`). None when the count fits or cannot be known (a pack
/// expansion, a type we do not model).
pub fn overfull_init(ty: &Ty, initializer: &SyntaxNode) -> Option<TextRange> {
    let list = initializer
        .children()
        .find(|c| matches!(c.kind(), INIT_LIST | ARG_LIST))?;
    if list.descendants_with_tokens().any(|t| t.kind() == DOT3) {
        return None;
    }
    let elements: Vec<SyntaxNode> = list
        .children()
        .filter(|c| c.kind() == INIT_LIST || ast::Expr::can_cast(c.kind()))
        .collect();
    let excess = |n: u64| {
        elements
            .get(usize::try_from(n).ok()?)
            .map(|e| e.text_range())
    };
    let Ty::Array(_, Some(bound)) = ty else {
        let scalar = match ty.strip_ref() {
            Ty::Builtin(b, _) => *b != crate::ty::Builtin::Void,
            Ty::Pointer(..) => true,
            Ty::Class(c, _) => c.is_enum,
            _ => false,
        };
        return if scalar { excess(1) } else { None };
    };
    if list.kind() != INIT_LIST {
        return None;
    }
    let braced = elements.iter().filter(|c| c.kind() == INIT_LIST).count();
    if braced == elements.len() {
        return excess(*bound);
    }
    if braced > 0 {
        return None;
    }
    // brace elision: the scalars of every dimension
    let mut total: u64 = 1;
    let mut t = ty;
    while let Ty::Array(inner, n) = t {
        let n = (*n)?;
        total = total.saturating_mul(n);
        t = inner;
    }
    if matches!(t.without_cv(), Ty::Builtin(..) | Ty::Pointer(..)) {
        excess(total)
    } else {
        None
    }
}

/// Whether `node` is in the condition of an `if constexpr` (and no
/// statement lies between).
fn in_constexpr_if_condition(node: &SyntaxNode) -> bool {
    for a in node.ancestors().skip(1) {
        if a.kind() == IF_STMT {
            let constexpr = a.children_with_tokens().any(|t| t.kind() == CONSTEXPR_KW);
            let close = a
                .children_with_tokens()
                .find(|t| t.kind() == R_PAREN)
                .map(|t| t.text_range().end());
            return constexpr && close.is_some_and(|c| node.text_range().end() <= c);
        }
        if ast::Stmt::can_cast(a.kind()) || a.kind() == COMPOUND_STMT {
            return false;
        }
    }
    false
}

/// The one identifier a decl-specifier-seq names its type with (`G` in
/// `const G g;`), if it names it with one unqualified identifier.
fn spec_type_name(specs: &ast::DeclSpecs) -> Option<SmolStr> {
    let mut types = specs.type_specs();
    let (Some(ast::TypeSpec::PathType(p)), None) = (types.next(), types.next()) else {
        return None;
    };
    let mut idents = p
        .syntax()
        .descendants_with_tokens()
        .filter_map(|e| e.into_token())
        .filter(|t| !t.kind().is_trivia());
    match (idents.next(), idents.next()) {
        (Some(t), None) if t.kind() == IDENT => Some(SmolStr::new(t.text())),
        _ => None,
    }
}

#[cfg(test)]
mod literal_tests {
    use super::user_defined_literal;
    use syntax::SyntaxKind::*;

    #[test]
    fn suffixes_of_the_language_and_of_users() {
        let standard = [
            (INT_NUMBER, "42"),
            (INT_NUMBER, "42ull"),
            (INT_NUMBER, "0xffu"),
            (INT_NUMBER, "0x1eLL"),
            (INT_NUMBER, "1'000'000"),
            (FLOAT_NUMBER, "1.5"),
            (FLOAT_NUMBER, "1.f"),
            (FLOAT_NUMBER, "1e-5L"),
            (FLOAT_NUMBER, "0x1.8p3"),
            (STRING_LIT, r#""abc""#),
            (STRING_LIT, r#"R"(x)""#),
            (CHAR_LIT, "'x'"),
        ];
        for (kind, text) in standard {
            assert!(!user_defined_literal(kind, text), "{text}");
        }
        let user = [
            (INT_NUMBER, "64ms"),
            (INT_NUMBER, "4us"),
            (INT_NUMBER, "10_km"),
            (FLOAT_NUMBER, "1.5s"),
            (FLOAT_NUMBER, "2.0_deg"),
            (STRING_LIT, r#""abc"s"#),
            (CHAR_LIT, "'x'_c"),
        ];
        for (kind, text) in user {
            assert!(user_defined_literal(kind, text), "{text}");
        }
    }
}
