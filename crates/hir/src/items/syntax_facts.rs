//! Facts read from the syntax of declarations that lowering and the bodies
//! share: attribute arguments, memory spaces, initializer calls and
//! effects, declarator names, template parameters.

use super::data::*;
use crate::MemorySpace;
use crate::const_expr::ConstExpr;
use crate::lower_ty::{self};
use crate::ty::Ty;
use smol_str::SmolStr;
use syntax::ast::{self, AstNode};
use syntax::{SyntaxKind::*, SyntaxNode, TextRange};

/// Whether a token under `node` spells `grid_constant` (as
/// `__grid_constant__` does): read from the green tree, which allocates
/// nothing, before looking for the attribute with the typed tree, which
/// allocates a cursor per node (and every parameter of every function is
/// asked).
pub(super) fn mentions_grid_constant(node: &SyntaxNode) -> bool {
    fn walk(green: &rowan::GreenNodeData) -> bool {
        green.children().any(|c| match c {
            rowan::NodeOrToken::Node(n) => walk(n),
            rowan::NodeOrToken::Token(t) => t.text().contains("grid_constant"),
        })
    }
    walk(&node.green())
}

/// The names a class's member list declares, or `None` when a member
/// declaration is of a kind whose names are not collected here.
pub(super) fn class_member_names(list: &ast::MemberList) -> Option<Vec<SmolStr>> {
    let mut names = Vec::new();
    for d in list.decls() {
        match &d {
            // (a stray `;`, as after `A() {};`, declares nothing)
            ast::Decl::AccessSpec(_) | ast::Decl::EmptyDecl(_) => {}
            ast::Decl::FunctionDef(f) => names.push(declarator_name(&f.declarator()?)?),
            ast::Decl::SimpleDecl(sd) => {
                for ts in sd.decl_specs().iter().flat_map(|s| s.type_specs()) {
                    match ts {
                        ast::TypeSpec::ClassSpec(cs) => match cs.path().and_then(|p| p.last_name())
                        {
                            Some(n) => names.push(SmolStr::new(n)),
                            // an anonymous struct or union's members are the class's
                            None => names.extend(class_member_names(&cs.member_list()?)?),
                        },
                        ast::TypeSpec::EnumSpec(es) => {
                            if let Some(n) = es.path().and_then(|p| p.last_name()) {
                                names.push(SmolStr::new(n));
                            }
                            for e in es.enumerator_list().iter().flat_map(|l| l.enumerators()) {
                                names.push(SmolStr::new(e.name()?.ident_token()?.text()));
                            }
                        }
                        _ => {}
                    }
                }
                for init in sd.init_declarators() {
                    if let Some(n) = init.declarator().and_then(|d| declarator_name(&d)) {
                        names.push(n);
                    }
                }
            }
            ast::Decl::AliasDecl(a) => names.push(SmolStr::new(a.name()?.ident_token()?.text())),
            ast::Decl::TemplateDecl(td) => match td.decl()? {
                ast::Decl::FunctionDef(f) => names.push(declarator_name(&f.declarator()?)?),
                ast::Decl::SimpleDecl(sd) => {
                    for init in sd.init_declarators() {
                        names.push(declarator_name(&init.declarator()?)?);
                    }
                    // a member class template: not collected
                    sd.init_declarators().next()?;
                }
                _ => return None,
            },
            // using-declarations, static_assert and the like
            _ => return None,
        }
    }
    Some(names)
}

/// The enumerators seen so far, as names for constant expressions.
pub(super) struct EnumEnv<'a>(pub(super) &'a [(Vec<SmolStr>, Option<i128>)]);

impl crate::const_expr::ConstEnv for EnumEnv<'_> {
    fn name_value(&self, path: &[SmolStr]) -> Option<i128> {
        self.0
            .iter()
            .rev()
            .find(|(p, _)| p.ends_with(path))
            .and_then(|(_, v)| *v)
    }
    fn is_constexpr_function(&self, _path: &[SmolStr]) -> Option<bool> {
        None
    }
}

/// A constant expression from the tokens of a syntax node.
pub fn const_expr_of(node: &SyntaxNode) -> ConstExpr {
    let tokens: Vec<(syntax::SyntaxKind, String)> = node
        .descendants_with_tokens()
        .filter_map(|e| e.into_token())
        .filter(|t| !t.kind().is_trivia())
        .map(|t| (t.kind(), t.text().to_string()))
        .collect();
    ConstExpr::parse(&tokens)
}

/// Where a template parameter's name is (or the parameter, when unnamed).
pub(super) fn template_param_name_range(p: &ast::TemplateParam) -> TextRange {
    let name = match p {
        ast::TemplateParam::TypeParam(t) => t.name().map(|n| n.syntax().text_range()),
        ast::TemplateParam::TemplateTemplateParam(t) => t.name().map(|n| n.syntax().text_range()),
        ast::TemplateParam::ParamDecl(d) => d
            .declarator()
            .and_then(|d| d.decl_name().map(|n| n.syntax().text_range())),
    };
    name.unwrap_or_else(|| p.syntax().text_range())
}

/// The unqualified names an initializer looks up, with where each is
/// written: as [`unqualified_names`], leaving out lambdas (their
/// parameters and locals are their own), tokens skipped after an error,
/// and everything when a builtin takes a member's name
/// (`__builtin_offsetof(S, m)`) or a type.
pub(super) fn initializer_names(init: &SyntaxNode) -> Vec<(SmolStr, TextRange)> {
    let mut tokens: Vec<syntax::SyntaxToken> = Vec::new();
    let mut walk = init.preorder_with_tokens();
    while let Some(ev) = walk.next() {
        match ev {
            rowan::WalkEvent::Enter(rowan::NodeOrToken::Node(n))
                if matches!(n.kind(), LAMBDA_EXPR | REQUIRES_EXPR | STMT_EXPR) =>
            {
                walk.skip_subtree();
            }
            // a known builtin's call: its arguments may be types or members
            rowan::WalkEvent::Enter(rowan::NodeOrToken::Node(n))
                if n.kind() == BUILTIN_CALL_EXPR
                    && n.first_token()
                        .is_some_and(|t| !crate::builtins::unknown_to_the_compilers(t.text())) =>
            {
                walk.skip_subtree();
            }
            rowan::WalkEvent::Enter(rowan::NodeOrToken::Token(t)) if !t.kind().is_trivia() => {
                // (a builtin's arguments may be types or members:
                // `__builtin_offsetof(S, m)`; a `__builtin_` name no
                // compiler knows is an undefined name like any other)
                if t.kind() == IDENT
                    && t.text().starts_with("__builtin_")
                    && !crate::builtins::unknown_to_the_compilers(t.text())
                {
                    // called as a function (`__builtin_expect(x, 1)`): its
                    // arguments are expressions; otherwise not modelled
                    if t.parent().is_some_and(|p| p.kind() == NAME_REF) {
                        continue;
                    }
                    return Vec::new();
                }
                tokens.push(t);
            }
            _ => {}
        }
    }
    looked_up(&tokens)
        // (a name of an expression, not a token skipped after an error;
        // the parser takes any `__builtin_x(...)` for a builtin's call)
        .filter(|t| {
            t.parent()
                .is_some_and(|p| p.kind() == NAME_REF || p.kind() == BUILTIN_CALL_EXPR)
        })
        .map(|t| (SmolStr::new(t.text()), t.text_range()))
        .collect()
}

/// The identifiers of an expression that name something by unqualified
/// lookup: not members (`a.b`, `p->b`), not qualified (`A::b`), not the
/// qualifiers or templates themselves (`A::`, `f<`).
pub(super) fn unqualified_names(e: &SyntaxNode) -> Vec<SmolStr> {
    let tokens: Vec<syntax::SyntaxToken> = e
        .descendants_with_tokens()
        .filter_map(|t| t.into_token())
        .filter(|t| !t.kind().is_trivia())
        .collect();
    looked_up(&tokens).map(|t| SmolStr::new(t.text())).collect()
}

/// The identifiers among `tokens` (an expression's, without trivia) that
/// unqualified lookup finds: see [`unqualified_names`].
fn looked_up(tokens: &[syntax::SyntaxToken]) -> impl Iterator<Item = &syntax::SyntaxToken> {
    tokens.iter().enumerate().filter_map(|(i, t)| {
        let before = i.checked_sub(1).map(|k| tokens[k].kind());
        let after = tokens.get(i + 1).map(|t| t.kind());
        let plain = t.kind() == IDENT
            && !matches!(before, Some(COLON2 | DOT | ARROW))
            && !matches!(after, Some(COLON2 | L_ANGLE));
        plain.then_some(t)
    })
}

/// A parameter's type as written, spelled as EDG prints it in candidate
/// notes: `const` first, words spaced, `T *`, `const T &`, `S<T, U>`.
/// `None` for a declarator we do not spell (arrays, function pointers,
/// packs, attributes).
pub(super) fn written_param(p: &ast::ParamDecl) -> Option<SmolStr> {
    let specs = p.decl_specs()?;
    let mut cv = String::new();
    let mut ty = String::new();
    for t in specs
        .syntax()
        .descendants_with_tokens()
        .filter_map(|e| e.into_token())
        .filter(|t| !t.kind().is_trivia())
    {
        match t.kind() {
            CONST_KW | VOLATILE_KW => {
                cv.push_str(t.text());
                cv.push(' ');
            }
            DOT3 | L_BRACK | L_PAREN => return None,
            // (an elaborated type prints by its name: `enum cudaMemcpyKind
            // kind` is `cudaMemcpyKind`)
            ENUM_KW | STRUCT_KW | CLASS_KW | UNION_KW => {}
            _ => {
                push_type_token(&mut ty, t.text());
            }
        }
    }
    if ty.is_empty() {
        return None;
    }
    let mut out = format!("{cv}{ty}");
    if let Some(d) = p.declarator() {
        if d.paren_declarator().is_some()
            || d.declarator_suffixs().next().is_some()
            || d.syntax().children_with_tokens().any(|t| t.kind() == DOT3)
        {
            return None;
        }
        push_ptr_ops(&mut out, &d)?;
    }
    Some(SmolStr::new(out))
}

/// Appends a token of a type as EDG spaces them: words apart, a space
/// after a comma.
fn push_type_token(ty: &mut String, text: &str) {
    let word = text
        .chars()
        .next()
        .is_some_and(|c| c.is_alphanumeric() || c == '_');
    if ty.ends_with(|c: char| c.is_alphanumeric() || c == '_' || c == ',') && word
        || ty.ends_with(',')
    {
        ty.push(' ');
    }
    ty.push_str(text);
}

/// Appends a declarator's `*`, `&`, `&&` (` *const`), as EDG spaces them;
/// `None` for a pointer to member.
fn push_ptr_ops(out: &mut String, d: &ast::Declarator) -> Option<()> {
    for op in d.ptr_ops() {
        let sym = op
            .syntax()
            .children_with_tokens()
            .filter_map(|e| e.into_token())
            .find(|t| matches!(t.kind(), STAR | AMP | AMP2))?;
        if op.path().is_some() {
            return None;
        }
        // (`T **`, `T *&`: the operators after the first are not spaced
        // apart, as EDG writes them)
        if !out.ends_with(['*', '&']) {
            out.push(' ');
        }
        out.push_str(sym.text());
        if op.const_kw_token().is_some() {
            out.push_str("const");
        }
    }
    Some(())
}

/// A function's return type as written (its specifiers' type and its
/// declarator's `*`/`&`), spelled as EDG prints it: `typename`, storage
/// and function specifiers and attributes dropped, `const` first; the
/// first name of an unqualified type path qualified by `qualify` (the
/// prefix, `ns::`, of the namespace that declares it). `None` for what we
/// do not spell.
pub(super) fn written_return(
    specs: &ast::DeclSpecs,
    decl: &ast::Declarator,
    qualify: impl Fn(&str) -> Option<String>,
) -> Option<SmolStr> {
    let mut cv = String::new();
    let mut ty = String::new();
    let mut first_name = true;
    let mut tokens = Vec::new();
    // (the tokens in order, attributes left out)
    fn collect(n: &SyntaxNode, out: &mut Vec<syntax::SyntaxToken>) {
        for c in n.children_with_tokens() {
            match c {
                rowan::NodeOrToken::Node(n)
                    if matches!(
                        n.kind(),
                        GNU_ATTRIBUTES | CXX_ATTRIBUTES | DECLSPEC_ATTRIBUTES | ALIGNAS_SPEC
                    ) => {}
                rowan::NodeOrToken::Node(n) => collect(&n, out),
                rowan::NodeOrToken::Token(t) if !t.kind().is_trivia() => out.push(t),
                rowan::NodeOrToken::Token(_) => {}
            }
        }
    }
    collect(specs.syntax(), &mut tokens);
    for t in &tokens {
        match t.kind() {
            CONST_KW | VOLATILE_KW => {
                cv.push_str(t.text());
                cv.push(' ');
            }
            TYPENAME_KW | INLINE_KW | STATIC_KW | EXTERN_KW | CONSTEXPR_KW | CONSTEVAL_KW
            | VIRTUAL_KW | EXPLICIT_KW | FRIEND_KW => {}
            DOT3 | L_BRACK | L_PAREN | DECLTYPE_KW | AUTO_KW => return None,
            IDENT if first_name => {
                first_name = false;
                let after_colons = ty.ends_with("::");
                if ty.ends_with(|c: char| c.is_alphanumeric() || c == '_' || c == ',') {
                    ty.push(' ');
                }
                if !after_colons && let Some(prefix) = qualify(t.text()) {
                    ty.push_str(&prefix);
                }
                ty.push_str(t.text());
            }
            _ => {
                if t.kind() == IDENT {
                    first_name = false;
                }
                push_type_token(&mut ty, t.text());
            }
        }
    }
    if ty.is_empty() {
        return None;
    }
    let mut out = format!("{cv}{ty}");
    push_ptr_ops(&mut out, decl)?;
    Some(SmolStr::new(out))
}

pub(super) fn template_param_info(p: &ast::TemplateParam) -> TemplateParamInfo {
    let has_dots = |n: &SyntaxNode| n.children_with_tokens().any(|e| e.kind() == DOT3);
    let (is_pack, kind) = match p {
        ast::TemplateParam::TypeParam(t) => (has_dots(t.syntax()), TemplateParamKind::Type),
        ast::TemplateParam::TemplateTemplateParam(t) => {
            (has_dots(t.syntax()), TemplateParamKind::Template)
        }
        ast::TemplateParam::ParamDecl(d) => (
            d.declarator().is_some_and(|d| has_dots(d.syntax())) || has_dots(d.syntax()),
            TemplateParamKind::NonType,
        ),
    };
    // the `=` of a default argument is a direct child of the parameter
    let has_default = p.syntax().children_with_tokens().any(|e| e.kind() == EQ);
    let value_ty = match p {
        ast::TemplateParam::ParamDecl(d) => {
            let plain = d.declarator().is_none_or(|d| d.ptr_ops().next().is_none());
            let ty = d.decl_specs().map(|specs| {
                crate::lower_ty::lower_decl_specs(
                    &crate::lower_ty::SimpleContext::default(),
                    &specs,
                )
            });
            match ty {
                Some(crate::ty::Ty::Builtin(b, _)) if plain => Some(b),
                _ => None,
            }
        }
        _ => None,
    };
    TemplateParamInfo {
        name: template_param_name(p),
        is_pack,
        kind,
        has_default,
        in_function_params: false,
        value_ty,
    }
}

pub(super) fn template_param_name(p: &ast::TemplateParam) -> SmolStr {
    let name = match p {
        ast::TemplateParam::TypeParam(t) => t.name().and_then(|n| n.ident_token()),
        ast::TemplateParam::TemplateTemplateParam(t) => t.name().and_then(|n| n.ident_token()),
        ast::TemplateParam::ParamDecl(d) => {
            return d
                .declarator()
                .and_then(|d| declarator_name(&d))
                .unwrap_or_default();
        }
    };
    name.map(|t| SmolStr::new(t.text())).unwrap_or_default()
}

/// An attribute's arguments as constant expressions: `(128, 2)` is one
/// group, `((128, 1, 1), (2, 1, 1))` two.
pub(super) fn attribute_arg_groups(attr: &ast::Attribute) -> Vec<Vec<ConstExpr>> {
    let Some(args) = attr.attribute_args() else {
        return Vec::new();
    };
    let tokens: Vec<(syntax::SyntaxKind, String)> = args
        .syntax()
        .descendants_with_tokens()
        .filter_map(|e| e.into_token())
        .filter(|t| !t.kind().is_trivia())
        .map(|t| (t.kind(), t.text().to_string()))
        .collect();
    // drop the outer parentheses
    let inner = if tokens.len() >= 2 {
        &tokens[1..tokens.len() - 1]
    } else {
        &tokens[..]
    };
    let split = |toks: &[(syntax::SyntaxKind, String)]| -> Vec<Vec<(syntax::SyntaxKind, String)>> {
        let mut parts = vec![Vec::new()];
        let mut depth = 0;
        // template argument lists (`<` after a name) hold commas too
        let mut angles: i32 = 0;
        let mut prev: Option<syntax::SyntaxKind> = None;
        for t in toks {
            match t.0 {
                L_PAREN | L_BRACK | L_CURLY => depth += 1,
                R_PAREN | R_BRACK | R_CURLY => depth -= 1,
                L_ANGLE if prev == Some(IDENT) => angles += 1,
                R_ANGLE if angles > 0 => angles -= 1,
                SHR if angles > 0 => angles = (angles - 2).max(0),
                COMMA if depth == 0 && angles == 0 => {
                    parts.push(Vec::new());
                    prev = Some(COMMA);
                    continue;
                }
                _ => {}
            }
            prev = Some(t.0);
            parts.last_mut().unwrap().push(t.clone());
        }
        if parts.len() == 1 && parts[0].is_empty() {
            parts.clear();
        }
        parts
    };
    let parts = split(inner);
    let tuples = !parts.is_empty()
        && parts.iter().all(|p| {
            p.first().is_some_and(|t| t.0 == L_PAREN)
                && p.last().is_some_and(|t| t.0 == R_PAREN)
                && split(&p[1..p.len() - 1]).len() > 1
        });
    if tuples {
        parts
            .iter()
            .map(|p| {
                split(&p[1..p.len() - 1])
                    .iter()
                    .map(|x| ConstExpr::parse(x))
                    .collect()
            })
            .collect()
    } else {
        vec![parts.iter().map(|x| ConstExpr::parse(x)).collect()]
    }
}

/// The alignment an attribute list asks for: `alignas(N)`,
/// `__attribute__((aligned(N)))` (CUDA's `__align__`/`__builtin_align__`).
pub fn alignment_of(list: &ast::AttributeList) -> Option<u64> {
    if list.syntax().kind() == ALIGNAS_SPEC {
        return list
            .syntax()
            .children()
            .find_map(ast::Expr::cast)
            .and_then(|e| lower_ty::eval_int_literal(&e));
    }
    list.syntax()
        .descendants()
        .filter_map(ast::Attribute::cast)
        .filter(|a| a.normalized_name().as_deref() == Some("aligned"))
        .find_map(|a| {
            // `aligned(16)`: the first argument as a literal
            a.attribute_args()?
                .syntax()
                .descendants_with_tokens()
                .filter_map(|e| e.into_token())
                .find(|t| t.kind() == INT_NUMBER)
                .and_then(|t| {
                    t.text()
                        .trim_end_matches(['u', 'U', 'l', 'L'])
                        .parse::<u64>()
                        .ok()
                })
        })
}

/// The attribute lists of a declaration: those before it, among its
/// specifiers and after its declarator.
pub(crate) fn declaration_attribute_lists(
    before: &[ast::AttributeList],
    specs: Option<&ast::DeclSpecs>,
    d: &ast::Declarator,
) -> Vec<ast::AttributeList> {
    before
        .iter()
        .cloned()
        .chain(specs.into_iter().flat_map(|s| s.attribute_lists()))
        .chain(d.attribute_lists())
        .collect()
}

/// The CUDA memory space of a variable declaration, from its attributes.
pub fn memory_space(
    before: &[ast::AttributeList],
    specs: Option<&ast::DeclSpecs>,
    d: &ast::Declarator,
) -> Option<MemorySpace> {
    let lists = declaration_attribute_lists(before, specs, d);
    let mut space = None;
    for list in lists {
        for a in list.syntax().descendants().filter_map(ast::Attribute::cast) {
            match a.normalized_name().as_deref() {
                Some("device") => space = space.or(Some(MemorySpace::Device)),
                Some("constant") => space = Some(MemorySpace::Constant),
                Some("shared") => space = Some(MemorySpace::Shared),
                Some("managed") => space = Some(MemorySpace::Managed),
                _ => {}
            }
        }
    }
    space
}

/// Every memory-space attribute of a declaration, in order.
pub(crate) fn memory_spaces(
    before: &[ast::AttributeList],
    specs: Option<&ast::DeclSpecs>,
    d: &ast::Declarator,
) -> Vec<MemorySpace> {
    let lists = declaration_attribute_lists(before, specs, d);
    let mut out = Vec::new();
    for list in lists {
        for a in list.syntax().descendants().filter_map(ast::Attribute::cast) {
            let space = match a.normalized_name().as_deref() {
                Some("device") => MemorySpace::Device,
                Some("constant") => MemorySpace::Constant,
                Some("shared") => MemorySpace::Shared,
                Some("managed") => MemorySpace::Managed,
                _ => continue,
            };
            if !out.contains(&space) {
                out.push(space);
            }
        }
    }
    out
}

/// The keyword of a CUDA attribute by its normalized name (`host` is
/// `__host__`).
/// The attributes of variables' memory spaces, of functions' execution
/// spaces, and of kernels' launch configurations (normalized names).
pub(crate) const MEMORY_SPACES: &[&str] = &["device", "constant", "shared", "managed"];
pub(crate) const FUNCTION_SPACES: &[&str] = &["host", "global"];
pub(crate) const LAUNCH_ATTRIBUTES: &[&str] = &["launch_bounds", "maxnreg", "cluster_dims"];
/// Every CUDA attribute, by group.
pub(crate) const CUDA_ATTRIBUTE_GROUPS: &[&[&str]] =
    &[MEMORY_SPACES, FUNCTION_SPACES, LAUNCH_ATTRIBUTES];

/// The attributes of `list` named in one of the groups `names`, by their
/// keyword (`__shared__`), with where each is: where they do not apply,
/// each is #1835. One written with arguments (`managed(1)`, in a GNU list)
/// is an error of the parser's instead, and dropped.
pub(crate) fn cuda_attributes_in(
    list: &ast::AttributeList,
    names: &[&[&str]],
) -> Vec<(&'static str, TextRange)> {
    let mut out = Vec::new();
    for a in list.syntax().descendants().filter_map(ast::Attribute::cast) {
        let Some(n) = a.normalized_name() else {
            continue;
        };
        let space = MEMORY_SPACES.contains(&n.as_str()) || FUNCTION_SPACES.contains(&n.as_str());
        if a.attribute_args().is_some() && list.syntax().kind() == GNU_ATTRIBUTES && space {
            continue;
        }
        if names.iter().any(|group| group.contains(&n.as_str())) {
            out.push((cuda_keyword(&n), a.syntax().text_range()));
        }
    }
    out
}

/// The attributes of a GNU `list` that EDG knows, each by the name it
/// gives it (a CUDA attribute's keyword, `__shared__`, another's name as
/// written, `__unused__`), with where each is: those of a statement, where
/// none applies. One EDG does not know (`foo`) is skipped without a word.
pub(crate) fn statement_attributes_in(list: &ast::AttributeList) -> Vec<(SmolStr, TextRange)> {
    let mut out = Vec::new();
    for a in list.syntax().descendants().filter_map(ast::Attribute::cast) {
        let (Some(n), Some(written)) = (a.normalized_name(), a.attribute_name()) else {
            continue;
        };
        let name = if CUDA_ATTRIBUTE_GROUPS
            .iter()
            .any(|group| group.contains(&n.as_str()))
        {
            SmolStr::new(cuda_keyword(&n))
        } else {
            let written = SmolStr::new(written.syntax().text().to_string().trim());
            if !preprocessor::is_gcc_attribute(&written) {
                continue;
            }
            written
        };
        out.push((name, a.syntax().text_range()));
    }
    out
}

pub(crate) fn cuda_keyword(name: &str) -> &'static str {
    match name {
        "host" => "__host__",
        "device" => "__device__",
        "global" => "__global__",
        "constant" => "__constant__",
        "shared" => "__shared__",
        "managed" => "__managed__",
        "launch_bounds" => "__launch_bounds__",
        "maxnreg" => "__maxnreg__",
        "cluster_dims" => "__cluster_dims__",
        _ => "__attribute__",
    }
}

/// The functions an initializer calls, by the names written.
pub fn initializer_calls(init: &SyntaxNode) -> Vec<Vec<SmolStr>> {
    let mut out = Vec::new();
    for call in evaluated_nodes(init)
        .into_iter()
        .filter(|n| n.kind() == CALL_EXPR)
    {
        let Some(callee) = call.first_child() else {
            continue;
        };
        // a lambda called where it is written runs its body's calls
        if callee.kind() == LAMBDA_EXPR {
            if let Some(body) = callee.children().find(|c| c.kind() == COMPOUND_STMT) {
                out.extend(initializer_calls(&body));
            }
            continue;
        }
        if let Some(path) = ast::PathExpr::cast(callee).and_then(|p| p.path()) {
            out.push(path.segment_names().into_iter().map(SmolStr::new).collect());
        }
    }
    out
}

/// The member functions an initializer calls through an object
/// (`a.f()`, `p->f()`), by name.
pub fn initializer_member_calls(init: &SyntaxNode) -> Vec<SmolStr> {
    evaluated_nodes(init)
        .into_iter()
        .filter(|n| n.kind() == CALL_EXPR)
        .filter_map(|call| {
            let member = ast::MemberExpr::cast(call.first_child()?)?;
            Some(SmolStr::new(member.path()?.last_name()?))
        })
        .collect()
}

/// The nodes of an expression that run when it is evaluated: not the
/// operands of `sizeof`, `alignof`, `noexcept`, `decltype`, `typeid`
/// (of a type), nor the bodies of lambdas.
pub(super) fn evaluated_nodes(root: &SyntaxNode) -> Vec<SyntaxNode> {
    let mut out = Vec::new();
    let mut walk = root.preorder();
    while let Some(ev) = walk.next() {
        let rowan::WalkEvent::Enter(n) = ev else {
            continue;
        };
        if n != *root
            && matches!(
                n.kind(),
                SIZEOF_EXPR
                    | ALIGNOF_EXPR
                    | NOEXCEPT_EXPR
                    | DECLTYPE_TYPE
                    | TYPEID_EXPR
                    | LAMBDA_EXPR
                    | REQUIRES_EXPR
            )
        {
            walk.skip_subtree();
            continue;
        }
        out.push(n);
    }
    out
}

/// The initializer may have a side effect that is not a call of a named
/// function with literal arguments (those are in [`initializer_calls`],
/// for the checks to see whether the function is constexpr): EDG does not
/// call a local "never referenced" when its initialization does something.
/// Unevaluated operands (`sizeof`, `decltype`, ...) and lambda bodies do
/// nothing here.
pub fn initializer_has_effects(init: &SyntaxNode) -> bool {
    let literal = |e: &SyntaxNode| {
        let mut e = e.clone();
        loop {
            match e.kind() {
                LITERAL => return true,
                PAREN_EXPR | PREFIX_EXPR => match e.first_child() {
                    Some(c) => e = c,
                    None => return false,
                },
                _ => return false,
            }
        }
    };
    for n in evaluated_nodes(init) {
        match n.kind() {
            ASSIGN_EXPR | NEW_EXPR | DELETE_EXPR | THROW_EXPR | STMT_EXPR | BUILTIN_CALL_EXPR => {
                return true;
            }
            PREFIX_EXPR | POSTFIX_EXPR
                if n.children_with_tokens()
                    .any(|t| matches!(t.kind(), PLUS2 | MINUS2)) =>
            {
                return true;
            }
            CALL_EXPR => {
                let mut children = n.children();
                let named = children.next().is_some_and(|c| c.kind() == PATH_EXPR);
                let args_literal = children
                    .filter(|c| c.kind() == ARG_LIST)
                    .flat_map(|a| a.children().collect::<Vec<_>>())
                    .all(|a| literal(&a));
                if !named || !args_literal {
                    return true;
                }
            }
            _ => {}
        }
    }
    false
}

/// The name a declarator declares (through nested parentheses).
pub fn declarator_name(d: &ast::Declarator) -> Option<SmolStr> {
    if let Some(p) = d.decl_name().and_then(|n| n.path()) {
        return p.last_name().map(SmolStr::new);
    }
    d.paren_declarator()
        .and_then(|p| p.declarator())
        .and_then(|d| declarator_name(&d))
}

/// The names a structured binding declares (`auto [a, b] = s;`), none
/// for another declarator. An invalid binding's brackets (`a[i] = x;` at
/// namespace scope, EDG's reading) declare nothing: the parser leaves
/// them in an error node, and only the names directly in the brackets
/// count.
pub fn binding_names(d: &ast::Declarator) -> Option<Vec<SmolStr>> {
    let name = d.decl_name()?;
    let mut tokens = name.syntax().children_with_tokens();
    if !tokens.any(|t| t.kind() == L_BRACK) {
        return None;
    }
    Some(
        tokens
            .filter_map(|t| t.into_token())
            .filter(|t| t.kind() == IDENT)
            .map(|t| SmolStr::new(t.text()))
            .collect(),
    )
}

/// Where a declarator's name begins (after `*`, `&` and `(`): EDG places a
/// variable's diagnostics there.
pub fn declarator_name_start(d: &ast::Declarator) -> Option<rowan::TextSize> {
    if let Some(n) = d.decl_name() {
        return Some(n.syntax().text_range().start());
    }
    d.paren_declarator()
        .and_then(|p| p.declarator())
        .and_then(|d| declarator_name_start(&d))
}

/// The declarator declares a function: its name is followed directly by a
/// parameter list (not `(*f)(int)`, a pointer to function).
pub fn is_function_declarator(d: &ast::Declarator) -> bool {
    if d.decl_name().is_some() {
        return matches!(
            d.declarator_suffixs().next(),
            Some(ast::DeclaratorSuffix::FunctionSuffix(_))
        );
    }
    match d.paren_declarator().and_then(|p| p.declarator()) {
        // `int (f)(int)` declares f; `int (*f)(int)` does not
        Some(inner) => inner.ptr_ops().next().is_none() && is_function_declarator(&inner),
        None => false,
    }
}

/// The attributes written on a lambda expression (before and after its
/// parameter list), where `__host__`/`__device__` are.
pub fn lambda_attributes(node: &SyntaxNode) -> Vec<ast::Attribute> {
    node.children()
        .filter(|c| {
            matches!(
                c.kind(),
                GNU_ATTRIBUTES | CXX_ATTRIBUTES | LAMBDA_SPECIFIERS
            )
        })
        .flat_map(|c| c.descendants().filter_map(ast::Attribute::cast))
        .collect()
}

/// The type an `auto` variable takes from an initializer whose type is
/// written in it: `= T{...}` or `= T(...)` (a functional cast) or a
/// literal; `None` for anything else (it stays `auto`). Its size counts
/// where the variable is registered with the runtime.
pub(super) fn deduce_auto(ctx: &dyn lower_ty::TypeContext, init: &SyntaxNode) -> Option<Ty> {
    let e = init
        .children()
        .find(|c| ast::Expr::cast(c.clone()).is_some())?;
    match e.kind() {
        FUNCTIONAL_CAST => Some(crate::body::functional_cast_type(ctx, &e)),
        LITERAL => Some(crate::body::literal_type(&e)),
        _ => None,
    }
    .filter(|t| !matches!(t, Ty::Unknown(_)))
}

/// The names of a path written with plain names only (`N::M::f`; a
/// leading `::` is dropped: namespace links are resolved outward anyway).
pub(crate) fn path_names(p: &ast::Path) -> Option<Vec<SmolStr>> {
    let mut names = Vec::new();
    for seg in p.path_segments() {
        match seg {
            ast::PathSegment::NameRef(n) => names.push(lower_ty::ident_text(n.syntax())),
            _ => return None,
        }
    }
    (!names.is_empty()).then_some(names)
}

/// A `static_assert` (at namespace scope or in a body): its condition as a
/// constant expression and its message (the string literal, unquoted).
pub fn static_assert_decl(node: &SyntaxNode, in_template: bool) -> Option<super::StaticAssertDecl> {
    let mut exprs = node.children().filter_map(ast::Expr::cast);
    let cond = exprs.next()?;
    let message = exprs.next().map(|m| {
        let text: String = m
            .syntax()
            .descendants_with_tokens()
            .filter_map(|t| t.into_token())
            .filter(|t| t.kind() == STRING_LIT)
            .map(|t| {
                let s = t.text();
                s.strip_prefix('"')
                    .and_then(|s| s.strip_suffix('"'))
                    .unwrap_or(s)
                    .to_string()
            })
            .collect();
        SmolStr::new(text)
    });
    Some(super::StaticAssertDecl {
        cond: const_expr_of(cond.syntax()),
        message,
        in_template,
        names: Vec::new(),
        variables_before: 0,
        functions_before: 0,
    })
}

/// The message of a `deprecated` attribute: its string literals, joined
/// as adjacent literals are (`__DEPRECATED__("a" "b")`), without their
/// quotes; `None` when it has no argument.
pub(super) fn attribute_message(attr: &ast::Attribute) -> Option<SmolStr> {
    let args = attr.attribute_args()?;
    let mut text = String::new();
    let mut any = false;
    for t in args
        .syntax()
        .descendants_with_tokens()
        .filter_map(|e| e.into_token())
        .filter(|t| t.kind() == STRING_LIT)
    {
        let s = t.text();
        // (an encoding prefix goes: `u8"..."`)
        let body = s.find('"').map_or(s, |q| &s[q..]);
        text.push_str(
            body.strip_prefix('"')
                .and_then(|b| b.strip_suffix('"'))
                .unwrap_or(body),
        );
        any = true;
    }
    any.then(|| SmolStr::new(text))
}

/// The first `deprecated` attribute under `node` (its range and message),
/// outside the class bodies and enumerator lists it may hold: the
/// attributes of a declaration's own specifiers or class head.
pub(crate) fn deprecated_attribute(node: &SyntaxNode) -> Option<(TextRange, Option<SmolStr>)> {
    let mut walk = node.preorder();
    while let Some(event) = walk.next() {
        let syntax::WalkEvent::Enter(n) = event else {
            continue;
        };
        if n != *node && matches!(n.kind(), MEMBER_LIST | ENUMERATOR_LIST) {
            walk.skip_subtree();
            continue;
        }
        if let Some(a) = ast::Attribute::cast(n)
            && a.normalized_name().as_deref() == Some("deprecated")
            && a.namespace().as_deref().is_none_or(|n| n == "gnu")
        {
            return Some((a.syntax().text_range(), attribute_message(&a)));
        }
    }
    None
}

/// An attribute that keeps a declaration from being reported unused:
/// `[[maybe_unused]]`, `__attribute__((unused))`, `__attribute__((used))`.
pub(crate) fn marks_maybe_unused<'a>(
    lists: impl IntoIterator<Item = &'a ast::AttributeList>,
) -> bool {
    lists.into_iter().any(|l| {
        l.syntax()
            .descendants()
            .filter_map(ast::Attribute::cast)
            .any(|a| {
                matches!(
                    a.normalized_name().as_deref(),
                    Some("maybe_unused" | "unused" | "used")
                )
            })
    })
}

/// The name a constructor's member initializer (a `MEM_INITIALIZER`)
/// initializes: the last identifier of its name (`s` of `s(1)`, `Base` of
/// `ns::Base<T>(2)`), not one of its template arguments.
pub fn mem_initializer_name(m: &SyntaxNode) -> Option<SmolStr> {
    let path = m.children().find(|c| c.kind() == PATH)?;
    let last = path
        .descendants()
        .filter(|n| n.kind() == NAME_REF)
        .filter(|n| {
            !n.ancestors()
                .take_while(|a| a != &path)
                .any(|a| a.kind() == TEMPLATE_ARG_LIST)
        })
        .last()?;
    let ident = last
        .children_with_tokens()
        .filter_map(|t| t.into_token())
        .find(|t| t.kind() == IDENT)?;
    Some(SmolStr::new(ident.text()))
}

/// How an object is initialized, as its initializer is written.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum InitForm {
    /// No initializer.
    #[default]
    Default,
    /// `T x(a, b)`, or `T x = a;` (`args` values).
    Call { args: usize },
    /// `T x = T(a);`
    Temporary,
    /// `T x{a}` or `T x = {a}`.
    Braces { args: usize },
}

/// The [`InitForm`] of a variable of type `ty` initialized by `init` (an
/// `INITIALIZER` node).
pub fn init_form(ty: &Ty, init: Option<&SyntaxNode>) -> InitForm {
    let Some(init) = init else {
        return InitForm::Default;
    };
    let exprs = |n: &SyntaxNode| {
        n.children()
            .filter(|c| ast::Expr::can_cast(c.kind()))
            .count()
    };
    if let Some(list) = init.children().find(|c| c.kind() == INIT_LIST) {
        return InitForm::Braces { args: exprs(&list) };
    }
    if let Some(list) = init.children().find(|c| c.kind() == ARG_LIST) {
        return InitForm::Call { args: exprs(&list) };
    }
    // `= T(a)`: a temporary of the variable's own class
    let class = match ty {
        Ty::Class(c, _) => c.path.last(),
        _ => None,
    };
    let temporary = init
        .children()
        .find(|c| ast::Expr::can_cast(c.kind()))
        .filter(|e| matches!(e.kind(), CALL_EXPR | FUNCTIONAL_CAST))
        .and_then(|e| {
            e.children()
                .find(|c| matches!(c.kind(), PATH_EXPR | PATH_TYPE))
        })
        .and_then(|p| {
            p.descendants_with_tokens()
                .filter_map(|t| t.into_token())
                .filter(|t| t.kind() == IDENT)
                .last()
        })
        .is_some_and(|t| class.is_some_and(|c| c == t.text()));
    if temporary {
        InitForm::Temporary
    } else {
        InitForm::Call { args: 1 }
    }
}
