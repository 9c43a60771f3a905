//! The CUDA rules of cudafe++ (host side) and cicc's front end (device
//! side), as queries over the semantic model. Checks return structured
//! diagnostics anchored to declarations or expressions; positions and the
//! final text (which depends on what was reported before, see
//! `naming`) are settled when a unit's diagnostics are collected.
//!
//! - `space`: execution spaces of functions and lambdas;
//! - `declarations`: rules on declarations (`__global__` signatures,
//!   launch-configuration attributes, redeclarations);
//! - `calls`: rules on calls in bodies (cross-space calls, launches),
//!   with the small type inference and overload resolution they need;
//! - `collect`: a unit's diagnostics, both sides, positioned and rendered.

mod ambiguous_calls;
mod array_bounds;
mod atomics;
pub mod calls;
mod class_initializations;
mod class_operators;
pub mod collect;
mod constant_addresses;
mod constexpr_constructors;
mod constexpr_locals;
mod conversions;
mod declaration_state;
pub mod declarations;
mod deleted;
mod deprecation;
mod device_float_types;
mod discarded;
mod effects;
mod emitted;
#[cfg(test)]
mod fixture;
mod formats;
mod function_pointers;
mod incomplete_types;
pub mod infer;
mod initializers;
mod integer_folding;
pub mod kernels;
mod lambdas;
pub mod launch_attrs;
mod literal_types;
mod literals;
mod lossy_conversions;
pub mod namespace_names;
mod narrowing;
mod operands;
mod overloads;
pub mod pragmas;
mod primary_templates;
mod qualified_names;
mod redefinitions;
mod returns;
#[cfg(test)]
mod scaling;
mod scopes;
pub mod space;
mod specifiers;
mod static_asserts;
mod switches;
pub mod template_args;
mod unnamed_classes;
pub mod unreferenced;
mod values;
pub mod variables;

use diagnostics::DiagKind;
use hir::ty::{FunctionName, TemplateArg};

pub use collect::{both_sides_diagnostics, merge_sides, side_diagnostics, unit_diagnostics};

/// When a diagnostic is reported relative to the rest of the front end.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Phase {
    /// During parsing and semantic analysis: any such error also hides the
    /// later-phase checks of cicc.
    FrontEnd,
    /// cicc's checks after the front end (cross-space calls to host
    /// functions, #20011): skipped when the front end reported an error.
    Later,
}

/// A diagnostic whose text is fixed, or one whose text depends on the
/// errors reported before it (cudafe++'s callee naming).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum SemaDiag {
    Fixed(DiagKind),
    /// A host-side report naming a callee: demangled while no error has
    /// been reported in the file, mangled with `1?` for types after.
    HostCallee {
        callee: FunctionName,
        constexpr: bool,
        callee_space: space::Space,
        caller_space: space::Space,
        caller: String,
    },
}

/// Where a diagnostic points.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Anchor {
    /// The declarator name of item `n` of the item tree.
    DeclName(u32),
    /// The `global` attribute of item `n` (or its name when absent).
    GlobalAttr(u32),
    /// The `inline`/`constexpr` specifier of item `n` (or its name).
    Specifier(u32),
    /// An expression of the body being checked.
    Expr(hir::ExprId),
    /// A lambda of the body being checked.
    Lambda(hir::LambdaId),
    /// The closing brace of a lambda of the body being checked.
    LambdaEnd(hir::LambdaId),
    /// A local variable's declarator in the body being checked.
    Local(hir::LocalId),
    /// Just after a local variable's declarator (its `;` or `,`).
    LocalEnd(hir::LocalId),
    /// The declarator of namespace-scope variable `n` of the item tree.
    Variable(u32),
    /// The `k`-th launch-configuration attribute of item `n`.
    LaunchAttr(u32, u32),
    /// The `k`-th template parameter of item `n`.
    TemplateParam(u32, u32),
    /// The `__device__` attribute of item `n` (or its name).
    DeviceAttr(u32),
    /// The `k`-th parameter of item `n`.
    Param(u32, u32),
    /// The `deprecated` attribute of item `n` (or its name).
    DeprecatedAttr(u32),
    /// The attribute of entry `k` of `ItemTree::deprecated_types`.
    DeprecatedType(u32),
    /// The `k`-th memory-space attribute that does not apply.
    IgnoredAttr(u32),
    /// The `k`-th namespace-scope `static_assert`.
    StaticAssert(u32),
    /// The first initializer too many of namespace-scope variable `n`.
    VariableOverfull(u32),
    /// The `k`-th name of the initializer of namespace-scope variable `n`
    /// (`VariableDecl::init_names`).
    VariableInitName(u32, u32),
    /// The `k`-th name of the condition of namespace-scope `static_assert`
    /// `n` (`StaticAssertDecl::names`).
    StaticAssertName(u32, u32),
    /// The name of class `n` of the item tree.
    ClassName(u32),
    /// Where class `n` of the item tree begins (a template's header).
    ClassStart(u32),
    /// The first data member with a default member initializer of class
    /// `n`, a class named by a typedef.
    LinkageTypedefInit(u32),
    /// The name of alias `n` of the item tree's `typedefs`.
    Typedef(u32),
    /// The closing brace of the body being checked.
    BodyEnd,
    /// Its opening brace.
    BodyStart,
    /// No position at all (cicc's later phase prints some that way).
    Nowhere,
}

impl Anchor {
    /// The item-tree declaration the anchor is on, if it is on one.
    pub fn declaration(self) -> Option<u32> {
        match self {
            Anchor::DeclName(i)
            | Anchor::GlobalAttr(i)
            | Anchor::Specifier(i)
            | Anchor::DeviceAttr(i)
            | Anchor::DeprecatedAttr(i)
            | Anchor::LaunchAttr(i, _)
            | Anchor::TemplateParam(i, _)
            | Anchor::Param(i, _) => Some(i),
            _ => None,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Diag {
    pub kind: SemaDiag,
    pub anchor: Anchor,
    pub phase: Phase,
    /// Context lines (`detected during instantiation of ...`).
    pub notes: Vec<String>,
    /// A declaration whose line the message names (`{line}` in the text).
    pub refers_to: Option<Anchor>,
    /// Notes printed with the diagnostic (entries of class `Note`), each at
    /// its anchor, with the declaration whose line it names.
    pub related: Vec<(DiagKind, Anchor, Option<Anchor>)>,
    /// A severity other than the entry's default (EDG's callers pass one
    /// for some messages: a call from a `__host__ __device__` function is
    /// only a warning).
    pub severity: Option<diagnostics::Severity>,
    /// Printed without a position (line 0), though the anchor places it
    /// (for ordering and for dropping warnings of system headers).
    pub unpositioned: bool,
    /// Judged where a template is written, though found in an instance:
    /// reported once, without the instance as its context.
    pub as_written: bool,
    /// Ordered among the diagnostics of its line as if it were just after
    /// the last token of this expression of the body, by this many bytes
    /// (EDG reports some things where an expression ends: see
    /// `deprecation::report_order`).
    pub order_after: Option<(hir::ExprId, u32)>,
    /// Declarations whose lines the message's continuation names, in
    /// order (the candidates of an ambiguous call, `%nd`).
    pub named_decls: Vec<Anchor>,
}

impl Diag {
    pub fn fixed(kind: DiagKind, anchor: Anchor) -> Diag {
        Diag {
            kind: SemaDiag::Fixed(kind),
            anchor,
            phase: Phase::FrontEnd,
            notes: Vec::new(),
            refers_to: None,
            related: Vec::new(),
            severity: None,
            unpositioned: false,
            as_written: false,
            order_after: None,
            named_decls: Vec::new(),
        }
    }
    /// Reported as a warning when `warning` holds.
    pub fn warning_if(mut self, warning: bool) -> Diag {
        if warning {
            self.severity = Some(diagnostics::Severity::Warning);
        }
        self
    }
    pub fn severity(&self) -> diagnostics::Severity {
        match &self.kind {
            SemaDiag::Fixed(k) => self.severity.unwrap_or_else(|| k.severity()),
            SemaDiag::HostCallee { .. } => diagnostics::Severity::Error,
        }
    }
    pub fn unpositioned(mut self) -> Diag {
        self.unpositioned = true;
        self
    }
    pub fn later(mut self) -> Diag {
        self.phase = Phase::Later;
        self
    }
    pub fn is_error(&self) -> bool {
        self.severity() >= diagnostics::Severity::Error
    }
}

/// A template specialisation a body requested.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Instantiation {
    /// The entity key of the template.
    pub key: smol_str::SmolStr,
    pub args: Vec<TemplateArg>,
}

#[salsa::db]
pub trait SemaDb: hir::HirDb {}
