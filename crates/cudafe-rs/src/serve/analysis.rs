//! What an editor asks about a document, answered from the queries the
//! checks use: what is under the cursor (a declaration, a call resolved
//! as the checks resolve it, a variable, a local), its execution space and
//! where an inferred one comes from, where it is defined, the inferred
//! spaces to show inline, and the document's symbols.
//!
//! Positions here are byte offsets in a loaded file (`preprocessor::FileId`
//! of the unit); the server converts them to and from LSP positions. The
//! document itself is always the unit's main file, `FileId(0)`.

use crate::db::RootDatabase;
use crate::spaces_cmd::{SpaceReason, function_space};
use base_db::{Side, UnitSide, UnitTokenMap};
use cuda_sema::space::{Space, entity_space};
use hir::{Entity, Expr, FunctionDef, ItemSummary, ItemTree, LocalId, SideItemSourceMap};
use preprocessor::FileId;
use std::sync::Arc;
use syntax::TextRange;

/// A range of bytes in one loaded file.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Span {
    pub file: FileId,
    pub start: u32,
    pub end: u32,
}

impl Span {
    fn contains(&self, file: FileId, offset: u32) -> bool {
        self.file == file && self.start <= offset && offset <= self.end
    }
    fn len(&self) -> u32 {
        self.end - self.start
    }
}

/// What a position names.
#[derive(Debug, Clone)]
pub enum Target<'db> {
    /// Declaration `item` of the item tree (the cursor is on its name).
    Declaration(usize),
    /// A function, resolved from a call or by name.
    Function(Entity),
    /// Namespace-scope variable `item` of the item tree.
    Variable(usize),
    /// A local variable or parameter of a definition.
    Local(FunctionDef<'db>, LocalId),
}

/// A quick fix that gives a function an execution space.
#[derive(Debug, Clone, PartialEq)]
pub struct SpaceFix {
    pub title: String,
    /// The keywords to insert (with a space after).
    pub insert: &'static str,
    /// Where: the start of each of the function's declarations.
    pub at: Vec<u32>,
    pub preferred: bool,
}

/// One side of a unit, with the query results every question needs.
pub struct Analysis<'db> {
    pub db: &'db RootDatabase,
    pub us: UnitSide,
    tm: &'db UnitTokenMap,
    pub tree: &'db Arc<ItemTree>,
    pub map: &'db Arc<SideItemSourceMap>,
    pub summary: &'db Arc<ItemSummary>,
}

pub const MAIN: FileId = FileId(0);

impl<'db> Analysis<'db> {
    pub fn new(db: &'db RootDatabase, us: UnitSide) -> Analysis<'db> {
        Analysis {
            db,
            us,
            tm: base_db::token_map(db, us),
            tree: hir::item_tree(db, us),
            map: hir::item_source_map(db, us),
            summary: hir::item_summary(db, us),
        }
    }

    /// The source bytes a tree range was written at: from its first token
    /// to the end of its last (for a macro expansion, the invocation).
    pub fn span(&self, range: TextRange) -> Option<Span> {
        let first = self.tm.token_at(range.start());
        let last = self.tm.token_at(range.end()).saturating_sub(1).max(first);
        let a = self.tm.location_of_token(first)?;
        let b = self.tm.location_of_token(last)?;
        let b_len = self.tm.token_len(last).unwrap_or(0);
        let end = if b.file_id == a.file_id && b.offset >= a.offset {
            b.offset + b_len
        } else {
            a.offset + self.tm.token_len(first).unwrap_or(0)
        };
        Some(Span {
            file: a.file_id,
            start: a.offset,
            end,
        })
    }

    /// The path and text of a loaded file.
    pub fn file(&self, id: FileId) -> Option<(&'db str, &'db str)> {
        base_db::unit_file(self.db, self.us, id)
    }

    /// What the byte `offset` of the main file names.
    pub fn target_at(&self, offset: u32) -> Option<Target<'db>> {
        let smallest = |spans: &mut dyn Iterator<Item = (usize, Span)>| {
            spans
                .filter(|(_, s)| s.contains(MAIN, offset))
                .min_by_key(|(_, s)| s.len())
                .map(|(i, _)| i)
        };
        if let Some(i) = smallest(
            &mut self
                .map
                .function_names()
                .enumerate()
                .filter(|(_, r)| self.in_main(*r))
                .filter_map(|(i, r)| Some((i, self.span(r)?))),
        ) {
            return Some(Target::Declaration(i));
        }
        if let Some(i) = smallest(
            &mut self
                .map
                .variables()
                .enumerate()
                .filter(|(_, r)| self.in_main(*r))
                .filter_map(|(i, r)| Some((i, self.span(r)?))),
        ) {
            return Some(Target::Variable(i));
        }
        if let Some(t) = self.target_in_body(offset) {
            return Some(t);
        }
        // not in a body we could lower (or not a call): by name
        let (start, end) = word_at(self.file(MAIN)?.1, offset as usize)?;
        let word = &self.file(MAIN)?.1[start..end];
        if let Some(e) = self.summary.named(word).next() {
            return Some(Target::Function(e.clone()));
        }
        let v = self.tree.variables.iter().position(|v| v.name() == word)?;
        Some(Target::Variable(v))
    }

    /// The tree range starts in the main file (a cheap test before
    /// `span`: most items of a unit are in headers).
    fn in_main(&self, range: TextRange) -> bool {
        self.tm.location(range).is_some_and(|l| l.file_id == MAIN)
    }

    /// The definitions whose text is in the main file, with their item
    /// index and spans. Numbered as `hir::function_defs` numbers them (the
    /// ordinal among the definitions with the same key), without interning
    /// the headers' definitions.
    pub fn main_file_definitions(&self) -> Vec<(FunctionDef<'db>, usize, Span)> {
        let mut ordinals: rustc_hash::FxHashMap<&str, u32> = Default::default();
        let mut out = Vec::new();
        for (i, f) in self.tree.functions.iter().enumerate() {
            if !f.is_definition {
                continue;
            }
            let n = ordinals.entry(f.key.as_str()).or_insert(0);
            let ordinal = *n;
            *n += 1;
            let Some(range) = self.map.function_range(i) else {
                continue;
            };
            if !self.in_main(range) {
                continue;
            }
            if let Some(span) = self.span(range) {
                let def = FunctionDef::new(self.db, self.us, f.key.clone(), ordinal);
                out.push((def, i, span));
            }
        }
        out
    }

    /// The innermost definition of the main file around `offset`, with its
    /// item index.
    fn definition_at(&self, offset: u32) -> Option<(FunctionDef<'db>, usize)> {
        self.main_file_definitions()
            .into_iter()
            .filter(|(_, _, s)| s.contains(MAIN, offset))
            .min_by_key(|(_, _, s)| s.len())
            .map(|(def, index, _)| (def, index))
    }

    fn target_in_body(&self, offset: u32) -> Option<Target<'db>> {
        let (def, index) = self.definition_at(offset)?;
        let body = hir::function_body(self.db, def);
        let source = hir::body_source_map(self.db, def);
        // on a local's declarator
        if let Some(l) = source
            .local_ranges
            .iter()
            .enumerate()
            .filter_map(|(i, r)| Some((i, self.span(*r)?)))
            .filter(|(_, s)| s.contains(MAIN, offset))
            .min_by_key(|(_, s)| s.len())
            .map(|(i, _)| i)
        {
            let local = body.locals.iter().nth(l).map(|(id, _)| id)?;
            return Some(Target::Local(def, local));
        }
        // the innermost name expression around the cursor
        let (expr, _) = body
            .exprs
            .iter()
            .filter(|(_, e)| matches!(e, Expr::Path { .. } | Expr::Member { .. } | Expr::Local(_)))
            .filter_map(|(id, _)| Some((id, self.span(source.expr_range(id)?)?)))
            .filter(|(_, s)| s.contains(MAIN, offset))
            .min_by_key(|(_, s)| s.len())?;
        match &body.exprs[expr] {
            Expr::Local(l) => return Some(Target::Local(def, *l)),
            Expr::Member { base, .. } => {
                // on the object, not the member
                if let Some(s) = source.expr_range(*base).and_then(|r| self.span(r))
                    && s.contains(MAIN, offset)
                {
                    return None;
                }
            }
            _ => {}
        }
        // a callee: resolved as the checks resolve it
        let decl = &self.tree.functions[index];
        let entity = self.summary.by_key(&decl.key)?;
        let side = self.us.side(self.db);
        let resolver = cuda_sema::infer::Resolver {
            db: self.db,
            us: self.us,
            side,
            body,
            caller: decl,
            caller_index: index as u32,
            caller_def: None,
            subst: &[],
            caller_space: entity_space(entity, side, index as u32),
        };
        let call = body.exprs.iter().find_map(|(_, e)| match e {
            Expr::Call { callee, args } if *callee == expr => resolver.resolve_call(expr, args),
            Expr::Launch { callee, args, .. } if *callee == expr => {
                resolver.resolve_launch_target(expr, args)
            }
            _ => None,
        });
        if let Some(callee) = call {
            return Some(Target::Function(callee.entity));
        }
        // a function named but not called (`&f`), or an unresolved call
        let name = match &body.exprs[expr] {
            Expr::Path { segments, .. } => segments.last()?.clone(),
            Expr::Member { name, .. } => name.clone(),
            _ => return None,
        };
        if let Some(e) = self.summary.named(&name).next() {
            return Some(Target::Function(e.clone()));
        }
        let v = self.tree.variables.iter().position(|v| *v.name() == name)?;
        Some(Target::Variable(v))
    }

    /// The launch configuration of the kernel launch whose callee is at
    /// `offset` (`k<<<grid, block>>>(...)`): the text of each argument.
    pub fn launch_config(&self, offset: u32) -> Option<Vec<String>> {
        let (def, _) = self.definition_at(offset)?;
        let body = hir::function_body(self.db, def);
        let source = hir::body_source_map(self.db, def);
        let text_of = |e: hir::ExprId| -> Option<String> {
            let span = self.span(source.expr_range(e)?)?;
            let (_, text) = self.file(span.file)?;
            text.get(span.start as usize..span.end as usize)
                .map(str::to_string)
        };
        body.exprs.iter().find_map(|(_, e)| match e {
            Expr::Launch { callee, config, .. }
                if source
                    .expr_range(*callee)
                    .and_then(|r| self.span(r))
                    .is_some_and(|s| s.contains(MAIN, offset)) =>
            {
                config.iter().map(|&c| text_of(c)).collect()
            }
            _ => None,
        })
    }

    /// Where a target is declared: its definition(s) if any, else its
    /// first declaration.
    pub fn definition(&self, target: &Target<'db>) -> Vec<Span> {
        match target {
            Target::Declaration(i) => {
                let key = &self.tree.functions[*i].key;
                match self.summary.by_key(key) {
                    Some(e) => self.entity_definition(e),
                    None => self.name_span(*i).into_iter().collect(),
                }
            }
            Target::Function(e) => self.entity_definition(e),
            Target::Variable(i) => self
                .map
                .variable(*i)
                .and_then(|r| self.span(r))
                .into_iter()
                .collect(),
            Target::Local(def, l) => hir::body_source_map(self.db, *def)
                .local_ranges
                .get(l.into_raw().into_u32() as usize)
                .and_then(|r| self.span(*r))
                .into_iter()
                .collect(),
        }
    }

    fn entity_definition(&self, e: &Entity) -> Vec<Span> {
        let defs: Vec<Span> = e
            .decls
            .iter()
            .filter(|(_, d)| d.is_definition)
            .filter_map(|(i, _)| self.name_span(*i as usize))
            .collect();
        if !defs.is_empty() {
            return defs;
        }
        e.decls
            .first()
            .and_then(|(i, _)| self.name_span(*i as usize))
            .into_iter()
            .collect()
    }

    /// Where a keyword goes for declaration `item` to have it: the start of
    /// the declaration, after any template header, in the main file.
    /// `None` when that is not certain: the declaration also declares
    /// something else (`int f(), g();`) or starts in another file.
    fn declaration_start(&self, item: usize) -> Option<u32> {
        use syntax::SyntaxKind::{FUNCTION_DEF, INIT_DECLARATOR, SIMPLE_DECL};
        let range = self.map.function_range(item)?;
        let root = base_db::parse(self.db, self.us).syntax_node();
        if !root.text_range().contains_range(range) {
            return None;
        }
        let element = root.covering_element(range);
        let node = match element.as_node() {
            Some(n) => n.clone(),
            None => element.as_token()?.parent()?,
        };
        let decl = node
            .ancestors()
            .find(|n| matches!(n.kind(), FUNCTION_DEF | SIMPLE_DECL))?;
        let declarators = decl
            .children()
            .filter(|c| c.kind() == INIT_DECLARATOR)
            .count();
        if decl.kind() == SIMPLE_DECL && declarators != 1 {
            return None;
        }
        let first = decl.first_token()?;
        let span = self.span(first.text_range())?;
        (span.file == MAIN).then_some(span.start)
    }

    /// Quick fixes for a call at `offset` whose callee lacks the space
    /// `missing`: the keywords to write before every declaration of the
    /// callee. None when the fix is not certain (see
    /// [`Analysis::declaration_start`]; a kernel, a template instance, a
    /// declaration the checks infer a space for).
    pub fn space_fixes(&self, offset: u32, missing: Space) -> Vec<SpaceFix> {
        let Some(Target::Function(e)) = self.target_in_body(offset) else {
            return Vec::new();
        };
        let decls = &e.decls;
        let any = |f: fn(&hir::CudaAttrs) -> bool| decls.iter().any(|(_, d)| f(&d.attrs));
        if decls.is_empty()
            || any(|a| a.global)
            || decls
                .iter()
                .any(|(_, d)| d.is_defaulted || d.name.template_args.is_some())
        {
            return Vec::new();
        }
        let Some(at) = decls
            .iter()
            .map(|(i, _)| self.declaration_start(*i as usize))
            .collect::<Option<Vec<u32>>>()
        else {
            return Vec::new();
        };
        let name = &decls[0].1.name.name;
        let fix = |insert: &'static str, preferred: bool| SpaceFix {
            title: format!("Add {} to \"{name}\"", insert.trim_end()),
            insert,
            at: at.clone(),
            preferred,
        };
        match missing {
            // an explicit `__host__` takes `__device__`; an implicit one
            // also `__host__ __device__` (the preferred fix: its host
            // callers stay valid)
            Space::Device if any(|a| a.host) => vec![fix("__device__ ", true)],
            Space::Device if !any(|a| a.device) => {
                vec![fix("__host__ __device__ ", true), fix("__device__ ", false)]
            }
            Space::Host if any(|a| a.device) && !any(|a| a.host) => {
                vec![fix("__host__ ", true)]
            }
            _ => Vec::new(),
        }
    }

    pub fn name_span(&self, item: usize) -> Option<Span> {
        self.span(self.map.function_name(item)?)
    }

    /// `file:line` of a span, for messages.
    pub fn place(&self, span: Span) -> String {
        let Some((path, text)) = self.file(span.file) else {
            return "?".into();
        };
        let line = text.as_bytes()[..(span.start as usize).min(text.len())]
            .iter()
            .filter(|&&b| b == b'\n')
            .count()
            + 1;
        let name = std::path::Path::new(path)
            .file_name()
            .map_or(path.into(), |n| n.to_string_lossy());
        if span.file == MAIN {
            format!("line {line}")
        } else {
            format!("{name}:{line}")
        }
    }

    /// The hover text of a target (Markdown).
    pub fn hover(&self, target: &Target<'db>) -> String {
        match target {
            Target::Declaration(i) => {
                let (space, reason) = function_space(self.tree, self.summary, *i);
                let decl = &self.tree.functions[*i];
                let mut s = signature(space, decl);
                s.push_str(&format!("\n\nExecution space: `{}`", space.keyword()));
                if reason.is_inferred() {
                    s.push_str(&format!(" (inferred: {})", self.origin(*i, reason)));
                } else {
                    s.push_str(&format!(" ({})", reason.text()));
                }
                if let Some(e) = self.summary.by_key(&decl.key) {
                    s.push_str(&self.device_view(e, *i as u32 + 1, space));
                }
                s
            }
            Target::Function(e) => {
                let space = entity_space(e, Side::Host, u32::MAX);
                let mut s = signature(space, e.first());
                s.push_str(&format!("\n\nExecution space: `{}`", space.keyword()));
                s.push_str(&self.device_view(e, u32::MAX, space));
                s.push_str("\n\nDeclarations:");
                for (i, d) in &e.decls {
                    let (own, reason) = function_space(self.tree, self.summary, *i as usize);
                    let place = self
                        .name_span(*i as usize)
                        .map_or("?".into(), |sp| self.place(sp));
                    let what = if reason == SpaceReason::FromEarlierDeclaration {
                        format!("no annotation, `{}` {}", own.keyword(), reason.text())
                    } else if reason.is_inferred() {
                        reason.text().to_string()
                    } else {
                        let a = d.attrs;
                        format!("annotated `{}`", cuda_sema::space::from_attrs(a).keyword())
                    };
                    s.push_str(&format!(
                        "\n- {place}: {what}{}",
                        if d.is_definition { " (definition)" } else { "" }
                    ));
                }
                s
            }
            Target::Variable(i) => {
                let v = &self.tree.variables[*i];
                let space = v.memory.map_or("host", |m| m.keyword());
                let mut s = format!(
                    "```cuda\n{}{} {}\n```\n\nMemory space: `{}`",
                    v.memory.map_or(String::new(), |m| format!("{m} ")),
                    hir::ty::edg_type(&v.ty),
                    v.path.join("::"),
                    space,
                );
                if v.memory.is_none() {
                    s.push_str(" (no annotation: a host variable)");
                }
                s
            }
            Target::Local(def, l) => {
                let body = hir::function_body(self.db, *def);
                let local = &body.locals[*l];
                let memory = local.decl.as_ref().and_then(|d| d.memory);
                let mut s = format!(
                    "```cuda\n{}{} {}\n```",
                    memory.map_or(String::new(), |m| format!("{m} ")),
                    hir::ty::edg_type(&local.ty),
                    local.name
                );
                s.push_str(if local.decl.is_none() {
                    "\n\nParameter"
                } else {
                    "\n\nLocal variable"
                });
                s
            }
        }
    }

    /// Where an inferred space of declaration `i` comes from.
    fn origin(&self, i: usize, reason: SpaceReason) -> String {
        if reason != SpaceReason::FromEarlierDeclaration {
            return reason.text().to_string();
        }
        let decl = &self.tree.functions[i];
        let earlier: Vec<String> = self
            .summary
            .by_key(&decl.key)
            .map(|e| {
                e.decls
                    .iter()
                    .filter(|(j, d)| {
                        (*j as usize) < i && (d.attrs.host || d.attrs.device || d.attrs.global)
                    })
                    .filter_map(|(j, d)| {
                        let span = self.name_span(*j as usize)?;
                        Some(format!(
                            "`{}` at {}",
                            cuda_sema::space::from_attrs(d.attrs).keyword(),
                            self.place(span)
                        ))
                    })
                    .collect()
            })
            .unwrap_or_default();
        if earlier.is_empty() {
            reason.text().to_string()
        } else {
            format!("from the earlier declaration: {}", earlier.join(", "))
        }
    }

    /// cicc (device side) gives an unannotated redeclaration the implicit
    /// `__host__`: say so when its view differs from cudafe++'s.
    fn device_view(&self, e: &Entity, before: u32, host: Space) -> String {
        let device = entity_space(e, Side::Device, before);
        if device == host {
            String::new()
        } else {
            format!(
                "\n\nOn the device side (cicc): `{}` (an unannotated declaration counts as `__host__`)",
                device.keyword()
            )
        }
    }

    /// The inferred execution spaces in the main file, as (offset, label,
    /// explanation): unannotated functions, and unannotated lambdas (which
    /// run where the code around them runs).
    pub fn inferred_spaces(&self, from: u32, to: u32) -> Vec<(u32, String, String)> {
        let mut out = Vec::new();
        for i in 0..self.tree.functions.len() {
            if !self.map.function_name(i).is_some_and(|r| self.in_main(r)) {
                continue;
            }
            let Some(span) = self.name_span(i) else {
                continue;
            };
            if span.file != MAIN || span.start < from || span.start > to {
                continue;
            }
            let (space, reason) = function_space(self.tree, self.summary, i);
            if reason.is_inferred() {
                out.push((
                    span.start,
                    space.keyword().to_string(),
                    self.origin(i, reason),
                ));
            }
        }
        for (def, index, span) in self.main_file_definitions() {
            if span.end < from || span.start > to {
                continue;
            }
            let body = hir::function_body(self.db, def);
            if body.lambdas.is_empty() {
                continue;
            }
            let source = hir::body_source_map(self.db, def);
            let fn_space = function_space(self.tree, self.summary, index).0;
            for (l, lambda) in body.lambdas.iter().enumerate() {
                let a = lambda.attrs;
                if a.host || a.device || a.global {
                    continue;
                }
                // the nearest annotated enclosing lambda, or the function
                // (a kernel's code runs on the device)
                let mut space = match fn_space {
                    Space::Global => Space::Device,
                    s => s,
                };
                let mut parent = lambda.parent;
                while let Some(p) = parent {
                    let pl = &body.lambdas[p.0 as usize];
                    if pl.attrs.host || pl.attrs.device || pl.attrs.global {
                        space = cuda_sema::space::from_attrs(pl.attrs);
                        break;
                    }
                    parent = pl.parent;
                }
                let Some(at) = source.lambda_ranges.get(l).and_then(|r| self.span(*r)) else {
                    continue;
                };
                if at.file == MAIN && at.start >= from && at.start <= to {
                    out.push((
                        at.start,
                        space.keyword().to_string(),
                        "lambda without annotation: runs where the code around it runs".into(),
                    ));
                }
            }
        }
        out.sort();
        out.dedup();
        out
    }

    /// The functions and variables declared in the main file.
    pub fn symbols(&self) -> Vec<Symbol> {
        let mut out = Vec::new();
        for (i, f) in self.tree.functions.iter().enumerate() {
            if !self.map.function_name(i).is_some_and(|r| self.in_main(r)) {
                continue;
            }
            let Some(name) = self.name_span(i) else {
                continue;
            };
            if name.file != MAIN {
                continue;
            }
            let whole = self
                .map
                .function_range(i)
                .and_then(|r| self.span(r))
                .filter(|s| s.file == MAIN && s.start <= name.start && name.end <= s.end)
                .unwrap_or(name);
            let (space, _) = function_space(self.tree, self.summary, i);
            let mut qualified: Vec<&str> = f.name.scope.iter().map(|s| s.name.as_str()).collect();
            qualified.push(&f.name.name);
            out.push(Symbol {
                name: qualified.join("::"),
                detail: space.keyword().to_string(),
                kind: if f.is_member {
                    SymbolKind::Method
                } else {
                    SymbolKind::Function
                },
                whole,
                name_span: name,
            });
        }
        for (i, v) in self.tree.variables.iter().enumerate() {
            let Some(span) = self.map.variable(i).and_then(|r| self.span(r)) else {
                continue;
            };
            if span.file != MAIN {
                continue;
            }
            out.push(Symbol {
                name: v.path.join("::"),
                detail: v.memory.map_or("host", |m| m.keyword()).to_string(),
                kind: SymbolKind::Variable,
                whole: span,
                name_span: span,
            });
        }
        out.sort_by_key(|s| (s.whole.start, s.name_span.start));
        out
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SymbolKind {
    Function,
    Method,
    Variable,
}

#[derive(Debug, Clone)]
pub struct Symbol {
    pub name: String,
    pub detail: String,
    pub kind: SymbolKind,
    pub whole: Span,
    pub name_span: Span,
}

/// `__device__ int f(int)` in a code block.
fn signature(space: Space, decl: &hir::FunctionDecl) -> String {
    let ret = match decl.return_kind {
        hir::ReturnKind::None => String::new(),
        hir::ReturnKind::Auto => "auto ".into(),
        hir::ReturnKind::DecltypeAuto => "decltype(auto) ".into(),
        hir::ReturnKind::Explicit => format!("{} ", hir::ty::edg_type(&decl.name.sig.ret)),
    };
    format!(
        "```cuda\n{} {}{}\n```",
        space.keyword(),
        ret,
        hir::ty::edg_function_name(&decl.name)
    )
}

/// The identifier around a byte offset (the cursor may be just after it).
pub fn word_at(text: &str, offset: usize) -> Option<(usize, usize)> {
    let bytes = text.as_bytes();
    let is_word = |b: u8| b.is_ascii_alphanumeric() || b == b'_';
    let offset = offset.min(bytes.len());
    let mut start = offset;
    while start > 0 && is_word(bytes[start - 1]) {
        start -= 1;
    }
    let mut end = offset;
    while end < bytes.len() && is_word(bytes[end]) {
        end += 1;
    }
    (start < end && !bytes[start].is_ascii_digit()).then_some((start, end))
}
