//! What makes the names of one namespace visible in another:
//! using-directives (`using namespace N;`), namespace aliases (`namespace
//! A = N;`) and using-declarations (`using N::f;`) at namespace scope.
//! Name lookup ([`NamespaceLinks`]'s questions) follows them; the item
//! tree records them as written, and a target is resolved as C++ does
//! relative to where it is written: `N` written in `P` is `P::N` or `N`
//! (any enclosing namespace), whichever declares the entity looked up.
//! (Directives inside function bodies are not recorded yet.)

use smol_str::SmolStr;

/// One directive, alias or using-declaration, as written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NamespaceLink {
    /// `using namespace target;` in namespace `scope`.
    Directive {
        scope: Vec<SmolStr>,
        target: Vec<SmolStr>,
    },
    /// `namespace name = target;` in namespace `scope`.
    Alias {
        scope: Vec<SmolStr>,
        name: SmolStr,
        target: Vec<SmolStr>,
    },
    /// `using target;` (`using N::f;`) in namespace `scope`.
    Declaration {
        scope: Vec<SmolStr>,
        target: Vec<SmolStr>,
    },
}

/// The namespace aliases and using-directives among `links`, in order
/// (what a qualified type name may go through).
pub fn qualifier_links(links: &[NamespaceLink]) -> Vec<NamespaceLink> {
    links
        .iter()
        .filter(|l| {
            matches!(
                l,
                NamespaceLink::Alias { .. } | NamespaceLink::Directive { .. }
            )
        })
        .cloned()
        .collect()
}

/// The full paths a qualified name written in `scope` as `path` may stand
/// for through namespace aliases and using-directives: `cg::thread_group`
/// with `namespace cg = cooperative_groups;` is
/// `cooperative_groups::thread_group`, which a directive `using namespace
/// __v1;` in `cooperative_groups` makes `cooperative_groups::__v1::
/// thread_group`. Targets are taken relative to where each link is written
/// (innermost first); a bounded number of namespaces is followed.
pub fn through_qualifier_links(
    links: &[NamespaceLink],
    scope: &[SmolStr],
    path: &[SmolStr],
) -> Vec<Vec<SmolStr>> {
    let Some((name, qualifier)) = path.split_last() else {
        return Vec::new();
    };
    if qualifier.is_empty() || links.is_empty() {
        return Vec::new();
    }
    let relative = |at: &[SmolStr], target: &[SmolStr]| -> Vec<Vec<SmolStr>> {
        (0..=at.len())
            .rev()
            .map(|n| {
                let mut full = at[..n].to_vec();
                full.extend(target.iter().cloned());
                full
            })
            .collect()
    };
    // the qualifier as written, relative to each enclosing namespace, and
    // through an alias at its start
    let mut quals = relative(scope, qualifier);
    let (first, rest) = qualifier.split_first().expect("not empty");
    // (a namespace a directive around `scope` nominates may declare the
    // qualifier: `using namespace nvcuda;` then `wmma::fragment`)
    for link in links {
        if let NamespaceLink::Directive { scope: at, target } = link
            && scope.starts_with(at)
        {
            for mut q in relative(at, target) {
                q.extend(qualifier.iter().cloned());
                if !quals.contains(&q) {
                    quals.push(q);
                }
            }
        }
    }
    for link in links.iter().rev() {
        if let NamespaceLink::Alias {
            scope: at,
            name: alias,
            target,
        } = link
            && alias == first
            && scope.starts_with(at)
        {
            for mut q in relative(at, target) {
                q.extend(rest.iter().cloned());
                if !quals.contains(&q) {
                    quals.push(q);
                }
            }
        }
    }
    // and the namespaces those nominate by their directives
    let mut i = 0;
    while i < quals.len() && quals.len() < 64 {
        let q = quals[i].clone();
        for link in links {
            if let NamespaceLink::Directive { scope: at, target } = link
                && *at == q
            {
                for t in relative(at, target) {
                    if !quals.contains(&t) {
                        quals.push(t);
                    }
                }
            }
        }
        i += 1;
    }
    quals
        .into_iter()
        .map(|mut q| {
            q.push(name.clone());
            q
        })
        .collect()
}

/// A directive or using-declaration at block scope, as written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BlockLink {
    Directive(Vec<SmolStr>),
    Declaration(Vec<SmolStr>),
}

/// The links of one side, in declaration order.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct NamespaceLinks {
    pub links: Vec<NamespaceLink>,
}

/// Upper bound on the namespaces a lookup follows (directives can form
/// cycles, and generated code can have very many).
const MAX_FOLLOWED: usize = 256;

/// Whether `a` is `b` or encloses it.
fn encloses(a: &[SmolStr], b: &[SmolStr]) -> bool {
    a.len() <= b.len() && a == &b[..a.len()]
}

impl NamespaceLinks {
    pub fn is_empty(&self) -> bool {
        self.links.is_empty()
    }

    /// These links and a function body's, those taken as written in the
    /// function's namespace `scope`.
    pub fn with_block(&self, scope: &[SmolStr], block: &[BlockLink]) -> NamespaceLinks {
        let mut links = self.links.clone();
        links.extend(block.iter().map(|b| match b {
            BlockLink::Directive(target) => NamespaceLink::Directive {
                scope: scope.to_vec(),
                target: target.clone(),
            },
            BlockLink::Declaration(target) => NamespaceLink::Declaration {
                scope: scope.to_vec(),
                target: target.clone(),
            },
        }));
        NamespaceLinks { links }
    }

    /// The full paths `target` written in `scope` may name: `scope::target`
    /// and the same relative to each enclosing namespace, with a leading
    /// alias replaced by what it names.
    fn resolve(&self, scope: &[SmolStr], target: &[SmolStr], depth: usize) -> Vec<Vec<SmolStr>> {
        let mut out: Vec<Vec<SmolStr>> = Vec::new();
        for k in (0..=scope.len()).rev() {
            let mut p = scope[..k].to_vec();
            p.extend(target.iter().cloned());
            if !out.contains(&p) {
                out.push(p);
            }
        }
        if depth < 8
            && let Some(first) = target.first()
        {
            for l in &self.links {
                if let NamespaceLink::Alias {
                    scope: at,
                    name,
                    target: aliased,
                } = l
                    && name == first
                    && encloses(at, scope)
                {
                    for mut p in self.resolve(at, aliased, depth + 1) {
                        p.extend(target[1..].iter().cloned());
                        if !out.contains(&p) {
                            out.push(p);
                        }
                    }
                }
            }
        }
        out
    }

    /// The namespaces whose members unqualified names in `scope` see
    /// through using-directives: those of the directives in `scope` and its
    /// enclosing namespaces, and, in turn, of the directives in the
    /// namespaces they nominate.
    ///
    /// Each comes with the depth of the namespace its members appear in
    /// for the lookup (C++: the nearest namespace enclosing both the
    /// directive and the nominated one), which decides what hides what.
    pub fn nominated(&self, scope: &[SmolStr]) -> Vec<(Vec<SmolStr>, usize)> {
        self.follow_directives(
            (0..=scope.len())
                .map(|k| (scope[..k].to_vec(), k))
                .collect(),
        )
    }

    /// The namespaces the directives of the `from` namespaces nominate, in
    /// turn, each with the depth its members appear at (the nearest
    /// namespace enclosing the directive and the nominated one, no deeper
    /// than where the walk came from).
    fn follow_directives(
        &self,
        mut from: Vec<(Vec<SmolStr>, usize)>,
    ) -> Vec<(Vec<SmolStr>, usize)> {
        let mut out: Vec<(Vec<SmolStr>, usize)> = Vec::new();
        let mut next = 0;
        while next < from.len() && out.len() < MAX_FOLLOWED {
            let (here, depth) = from[next].clone();
            next += 1;
            for l in &self.links {
                if let NamespaceLink::Directive { scope: at, target } = l
                    && *at == here
                {
                    for p in self.resolve(at, target, 0) {
                        if !out.iter().any(|(q, _)| *q == p) {
                            let common =
                                p.iter().zip(at.iter()).take_while(|(a, b)| a == b).count();
                            let appears = common.min(depth);
                            out.push((p.clone(), appears));
                            from.push((p, appears));
                        }
                    }
                }
            }
        }
        out
    }

    /// The namespaces a qualifier written in `scope` (`A::` of `A::f`)
    /// names beyond itself: what an alias at its start stands for, and the
    /// namespaces the named namespace nominates by its directives.
    pub fn qualifier_targets(&self, scope: &[SmolStr], qualifier: &[SmolStr]) -> Vec<Vec<SmolStr>> {
        let named = self.resolve(scope, qualifier, 0);
        let mut out = named.clone();
        // (a qualified lookup looks into the named namespace only, not its
        // enclosing ones)
        for n in &named {
            for (p, _) in self.follow_directives(vec![(n.clone(), n.len())]) {
                if !out.contains(&p) {
                    out.push(p);
                }
            }
        }
        out
    }

    /// The full paths that using-declarations of `name` make visible in
    /// the namespaces `scopes` (each declaration in one of them).
    pub fn declared(&self, name: &str, scopes: &[Vec<SmolStr>]) -> Vec<Vec<SmolStr>> {
        let mut out = Vec::new();
        for l in &self.links {
            if let NamespaceLink::Declaration { scope, target } = l
                && target.last().is_some_and(|t| t == name)
                && scopes.contains(scope)
            {
                out.extend(self.resolve(scope, target, 0));
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(s: &str) -> Vec<SmolStr> {
        s.split("::")
            .filter(|x| !x.is_empty())
            .map(SmolStr::new)
            .collect()
    }

    #[test]
    fn directives_aliases_and_declarations() {
        let links = NamespaceLinks {
            links: vec![
                NamespaceLink::Alias {
                    scope: p(""),
                    name: "A".into(),
                    target: p("N"),
                },
                NamespaceLink::Directive {
                    scope: p(""),
                    target: p("A"),
                },
                NamespaceLink::Directive {
                    scope: p("N"),
                    target: p("M"),
                },
                NamespaceLink::Directive {
                    scope: p("P"),
                    target: p("N::M"),
                },
                NamespaceLink::Declaration {
                    scope: p(""),
                    target: p("N::M::e"),
                },
                // a cycle
                NamespaceLink::Directive {
                    scope: p("X"),
                    target: p("Y"),
                },
                NamespaceLink::Directive {
                    scope: p("Y"),
                    target: p("X"),
                },
            ],
        };
        let from_global: Vec<Vec<SmolStr>> =
            links.nominated(&[]).into_iter().map(|(n, _)| n).collect();
        assert!(from_global.contains(&p("N")), "{from_global:?}");
        assert!(from_global.contains(&p("N::M")), "{from_global:?}");
        // a directive at global scope: its namespace's members appear
        // there; one in `N` nominating `N::M`: in `N`
        let from_n = links.nominated(&p("N"));
        assert!(from_n.contains(&(p("N"), 0)), "{from_n:?}");
        assert!(from_n.contains(&(p("N::M"), 1)), "{from_n:?}");
        let from_p = links.nominated(&p("P"));
        assert!(from_p.contains(&(p("N::M"), 0)), "{from_p:?}");
        assert!(links.qualifier_targets(&[], &p("A")).contains(&p("N")));
        assert!(links.qualifier_targets(&[], &p("P")).contains(&p("N::M")));
        assert!(links.declared("e", &[p("")]).contains(&p("N::M::e")));
        assert!(links.declared("f", &[p("")]).is_empty());
        // the cycle ends
        assert!(links.nominated(&p("X")).iter().any(|(n, _)| *n == p("Y")));
    }
}
