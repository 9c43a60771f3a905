//! Lowering of syntactic types (decl-specifiers + declarators) to [`Ty`].
//!
//! Names are resolved only as far as the type model needs: template
//! parameters become `Ty::Param`, typedefs known in the file are expanded
//! (so `V` for `typedef void V` is `void`), other names become class types
//! qualified by the scopes they were found in.

use crate::ty::{Builtin, ClassName, Cv, FnSig, TemplateArg, Ty};
use rustc_hash::FxHashMap;
use smol_str::SmolStr;
use syntax::SyntaxKind::{self, *};
use syntax::ast::{self, AstNode};

/// What type lowering needs to know about names.
pub trait TypeContext {
    /// The index of a template type parameter visible here.
    fn template_param(&self, name: &str) -> Option<u32>;
    /// A typedef or alias visible here (`global`: named `::path`, looked
    /// up from the global scope only).
    fn typedef(&self, path: &[SmolStr], global: bool) -> Option<Ty>;
    /// The fully qualified path of a class named by `path` (as written).
    fn class_path(&self, path: &[SmolStr], global: bool) -> Vec<SmolStr>;
    /// Lowers a template argument given as an expression.
    fn const_arg(&self, expr: &ast::Expr) -> TemplateArg {
        TemplateArg::Other(SmolStr::new(expr.syntax().text().to_string().trim()))
    }
    /// The default arguments of the class template at this full path (see
    /// [`crate::class_names`]).
    fn class_defaults(&self, _path: &[SmolStr]) -> Option<&[Option<TemplateArg>]> {
        None
    }
}

/// A context that knows no names (template parameters and typedefs are
/// looked up in the given maps).
#[derive(Default)]
pub struct SimpleContext {
    pub params: FxHashMap<SmolStr, u32>,
    pub typedefs: FxHashMap<SmolStr, Ty>,
}

impl TypeContext for SimpleContext {
    fn template_param(&self, name: &str) -> Option<u32> {
        self.params.get(name).copied()
    }
    fn typedef(&self, path: &[SmolStr], _global: bool) -> Option<Ty> {
        if path.len() == 1 {
            self.typedefs.get(&path[0]).cloned()
        } else {
            None
        }
    }
    fn class_path(&self, path: &[SmolStr], _global: bool) -> Vec<SmolStr> {
        path.to_vec()
    }
}

/// The cv-qualifiers among a decl-specifier-seq's keywords.
pub fn decl_specs_cv(specs: &ast::DeclSpecs) -> Cv {
    Cv {
        is_const: specs.has_keyword(CONST_KW),
        is_volatile: specs.has_keyword(VOLATILE_KW),
    }
}

/// The base type of a decl-specifier-seq (without declarator parts).
pub fn lower_decl_specs(ctx: &dyn TypeContext, specs: &ast::DeclSpecs) -> Ty {
    let mut cv = Cv::default();
    let mut words: Vec<SyntaxKind> = Vec::new();
    let mut named: Option<Ty> = None;
    for el in specs.syntax().children_with_tokens() {
        match el {
            rowan::NodeOrToken::Token(t) => match t.kind() {
                CONST_KW => cv.is_const = true,
                VOLATILE_KW => cv.is_volatile = true,
                _ => {}
            },
            rowan::NodeOrToken::Node(n) => match n.kind() {
                BUILTIN_TYPE => {
                    if let Some(tok) = n.first_token() {
                        words.push(tok.kind());
                    }
                }
                AUTO_TYPE => named = Some(Ty::Unknown("auto".into())),
                PATH_TYPE => {
                    let path = ast::PathType::cast(n).and_then(|p| p.path());
                    named = Some(match path {
                        Some(p) => lower_path_type(ctx, &p),
                        None => Ty::Unknown("?".into()),
                    });
                }
                CLASS_SPEC | ELABORATED_TYPE | ENUM_SPEC => {
                    let path = n.children().find_map(ast::Path::cast);
                    named = Some(match path {
                        Some(p) => lower_path_type(ctx, &p),
                        None => {
                            // EDG's name for an unnamed class or enum
                            let key = n
                                .children_with_tokens()
                                .filter_map(|e| e.into_token())
                                .find_map(|t| match t.kind() {
                                    CLASS_KW => Some("class"),
                                    UNION_KW => Some("union"),
                                    ENUM_KW => Some("enum"),
                                    STRUCT_KW => Some("struct"),
                                    _ => None,
                                })
                                .unwrap_or("struct");
                            Ty::Unknown(format!("{key} <unnamed>").into())
                        }
                    });
                }
                DECLTYPE_TYPE => {
                    let text = n.text().to_string();
                    named = Some(Ty::Unknown(if text.contains("auto") {
                        "decltype(auto)".into()
                    } else {
                        text.into()
                    }));
                }
                TYPEOF_TYPE => named = Some(Ty::Unknown(n.text().to_string().into())),
                _ => {}
            },
        }
    }
    let base = match named {
        Some(t) => t,
        None => Ty::builtin(builtin_from_words(&words)),
    };
    base.with_cv(cv)
}

pub(crate) fn builtin_from_words(words: &[SyntaxKind]) -> Builtin {
    let count = |k: SyntaxKind| words.iter().filter(|&&w| w == k).count();
    let unsigned = count(UNSIGNED_KW) > 0;
    let signed = count(SIGNED_KW) > 0;
    let longs = count(LONG_KW);
    if count(VOID_KW) > 0 {
        return Builtin::Void;
    }
    if count(BOOL_KW) > 0 {
        return Builtin::Bool;
    }
    if count(FLOAT_KW) > 0 {
        return Builtin::Float;
    }
    if count(DOUBLE_KW) > 0 {
        return if longs > 0 {
            Builtin::LongDouble
        } else {
            Builtin::Double
        };
    }
    if count(FLOAT128_KW) > 0 {
        return Builtin::Float128;
    }
    if count(CHAR_KW) > 0 {
        return if unsigned {
            Builtin::UnsignedChar
        } else if signed {
            Builtin::SignedChar
        } else {
            Builtin::Char
        };
    }
    if count(WCHAR_T_KW) > 0 {
        return Builtin::WChar;
    }
    if count(CHAR8_T_KW) > 0 {
        return Builtin::Char8;
    }
    if count(CHAR16_T_KW) > 0 {
        return Builtin::Char16;
    }
    if count(CHAR32_T_KW) > 0 {
        return Builtin::Char32;
    }
    if count(INT128_KW) > 0 {
        return if unsigned {
            Builtin::UnsignedInt128
        } else {
            Builtin::Int128
        };
    }
    if count(SHORT_KW) > 0 {
        return if unsigned {
            Builtin::UnsignedShort
        } else {
            Builtin::Short
        };
    }
    match (longs, unsigned) {
        (0, false) => Builtin::Int,
        (0, true) => Builtin::UnsignedInt,
        (1, false) => Builtin::Long,
        (1, true) => Builtin::UnsignedLong,
        (_, false) => Builtin::LongLong,
        (_, true) => Builtin::UnsignedLongLong,
    }
}

/// A type named by a path: a template parameter, a typedef, or a class.
pub fn lower_path_type(ctx: &dyn TypeContext, path: &ast::Path) -> Ty {
    let segments: Vec<ast::PathSegment> = path.path_segments().collect();
    let mut names: Vec<SmolStr> = Vec::new();
    let mut args: Vec<TemplateArg> = Vec::new();
    let mut is_template_id = false;
    for (i, seg) in segments.iter().enumerate() {
        match seg {
            ast::PathSegment::NameRef(n) => names.push(ident_text(n.syntax())),
            ast::PathSegment::TemplateId(t) => {
                names.push(
                    t.name_ref()
                        .map(|n| ident_text(n.syntax()))
                        .unwrap_or_default(),
                );
                if i == segments.len() - 1
                    && let Some(list) = t.template_arg_list()
                {
                    args = lower_template_args(ctx, &list);
                    is_template_id = true;
                }
            }
            _ => return Ty::Unknown(path.syntax().text().to_string().into()),
        }
    }
    if names.len() == 1
        && args.is_empty()
        && let Some(index) = ctx.template_param(&names[0])
    {
        return Ty::Param {
            index,
            name: names[0].clone(),
            cv: Cv::default(),
        };
    }
    if names.len() > 1 && ctx.template_param(&names[0]).is_some() {
        // a dependent member type `T::type`
        return Ty::Unknown(path.syntax().text().to_string().into());
    }
    let global = path.is_global();
    if let [name] = names.as_slice()
        && args.is_empty()
        && let Some(b) = Builtin::extended_float(name)
    {
        return Ty::builtin(b);
    }
    if args.is_empty()
        && let Some(t) = ctx.typedef(&names, global)
    {
        return t;
    }
    let path = ctx.class_path(&names, global);
    // `vec<int>` is `vec<int, alloc<int>>` (a name without arguments, the
    // injected class name, stays as it is)
    if is_template_id && let Some(defaults) = ctx.class_defaults(&path) {
        args = crate::class_names::with_defaults(args, defaults);
    }
    Ty::Class(
        ClassName {
            path,
            args,
            is_enum: false,
        },
        Cv::default(),
    )
}

pub fn lower_template_args(ctx: &dyn TypeContext, list: &ast::TemplateArgList) -> Vec<TemplateArg> {
    list.template_args()
        .map(|arg| match arg {
            ast::TemplateArg::TypeId(t) => TemplateArg::Type(lower_type_id(ctx, &t)),
            ast::TemplateArg::Expr(e) => {
                // a bare name might be a type the parser did not know
                ctx.const_arg(&e)
            }
        })
        .collect()
}

pub(crate) fn ident_text(node: &syntax::SyntaxNode) -> SmolStr {
    node.descendants_with_tokens()
        .filter_map(|e| e.into_token())
        .find(|t| t.kind() == IDENT)
        .map(|t| SmolStr::new(t.text()))
        .unwrap_or_default()
}

pub fn lower_type_id(ctx: &dyn TypeContext, type_id: &ast::TypeId) -> Ty {
    let base = type_id
        .decl_specs()
        .map(|s| lower_decl_specs(ctx, &s))
        .unwrap_or(Ty::Unknown("?".into()));
    match type_id.declarator() {
        Some(d) => apply_declarator(ctx, base, &d),
        None => base,
    }
}

/// Applies a declarator's pointer operators and suffixes to a base type,
/// following C++'s inside-out reading.
pub fn apply_declarator(ctx: &dyn TypeContext, base: Ty, decl: &ast::Declarator) -> Ty {
    let mut ty = base;
    for op in decl.ptr_ops() {
        ty = apply_ptr_op(ty, &op);
    }
    // suffixes apply right-to-left around the name: `int *a[3]` is an
    // array of pointers; `int (*f)(int)` a pointer to function.
    let suffixes: Vec<ast::DeclaratorSuffix> = decl.declarator_suffixs().collect();
    for suffix in suffixes.iter().rev() {
        ty = match suffix {
            ast::DeclaratorSuffix::ArraySuffix(a) => {
                let n = a
                    .syntax()
                    .children()
                    .find_map(ast::Expr::cast)
                    .and_then(|e| eval_int_literal(&e));
                Ty::Array(Box::new(ty), n)
            }
            ast::DeclaratorSuffix::FunctionSuffix(f) => {
                let (params, variadic) = lower_params(ctx, f.param_list().as_ref());
                let ret = match f.trailing_return().and_then(|t| t.type_id()) {
                    Some(t) if matches!(ty, Ty::Unknown(ref s) if s == "auto") => {
                        lower_type_id(ctx, &t)
                    }
                    _ => ty,
                };
                Ty::Function(Box::new(FnSig {
                    ret,
                    params,
                    variadic,
                }))
            }
        };
    }
    if let Some(inner) = decl.paren_declarator().and_then(|p| p.declarator()) {
        ty = apply_declarator(ctx, ty, &inner);
    }
    ty
}

fn apply_ptr_op(ty: Ty, op: &ast::PtrOp) -> Ty {
    let first = op
        .syntax()
        .children_with_tokens()
        .filter_map(|e| e.into_token())
        .find(|t| !t.kind().is_trivia())
        .map(|t| t.kind());
    let cv = Cv {
        is_const: op.const_kw_token().is_some(),
        is_volatile: op.volatile_kw_token().is_some(),
    };
    match first {
        Some(STAR) => Ty::Pointer(Box::new(ty), cv),
        Some(AMP) => Ty::LRef(Box::new(ty)),
        Some(AMP2) => Ty::RRef(Box::new(ty)),
        _ => Ty::Pointer(Box::new(ty), cv), // member pointers, blocks: close enough
    }
}

/// The parameter types of a parameter list (arrays and functions decay),
/// and whether it ends with `...`.
pub fn lower_params(ctx: &dyn TypeContext, list: Option<&ast::ParamList>) -> (Vec<Ty>, bool) {
    let Some(list) = list else {
        return (Vec::new(), false);
    };
    let variadic = list
        .syntax()
        .children_with_tokens()
        .filter_map(|e| e.into_token())
        .any(|t| t.kind() == DOT3);
    let mut params = Vec::new();
    for p in list.param_decls() {
        let base = p
            .decl_specs()
            .map(|s| lower_decl_specs(ctx, &s))
            .unwrap_or(Ty::Unknown("?".into()));
        let ty = match p.declarator() {
            Some(d) => apply_declarator(ctx, base, &d),
            None => base,
        };
        params.push(decay(ty));
    }
    // `(void)` is an empty list
    if params.len() == 1 && params[0] == Ty::VOID {
        params.clear();
    }
    (params, variadic)
}

/// Parameter type adjustments: arrays and functions become pointers, and
/// top-level cv-qualifiers are dropped.
pub fn decay(ty: Ty) -> Ty {
    match ty {
        Ty::Array(t, _) => Ty::Pointer(t, Cv::default()),
        Ty::Function(_) => Ty::Pointer(Box::new(ty), Cv::default()),
        t => t.without_cv(),
    }
}

/// The value of an integer literal (digits only; suffixes ignored).
pub fn eval_int_literal(e: &ast::Expr) -> Option<u64> {
    match e {
        ast::Expr::Literal(l) => {
            let text = l.syntax().text().to_string();
            let digits: String = text.chars().take_while(|c| c.is_ascii_digit()).collect();
            digits.parse().ok()
        }
        _ => None,
    }
}
