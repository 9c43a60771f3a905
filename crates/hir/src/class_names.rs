//! How a class is named in a type: through the inline namespaces around
//! it, and with the default arguments of its template.
//!
//! C++ makes the members of an inline namespace members of the enclosing
//! one: `thrust::host_vector` is `thrust::_V_300500_SM_900::host_vector`,
//! `std::basic_string` is `std::__cxx11::basic_string`. A class template's
//! default arguments belong to every specialization named without them:
//! `host_vector<int>` is `host_vector<int, std::allocator<int>>`. EDG
//! prints a type that way ("thr::v1::V<int, thr::v1::S>") and g++ mangles
//! it that way (`N6thrust16_V_300500_SM_90011host_vectorIiSaIiEEE`, which
//! cudafe++ hashes into the module id), so a type names the class by its
//! full path and with all of its arguments.
//!
//! The item tree records what this needs for each class declared in an
//! inline namespace or with default arguments ([`ClassNameInfo`]); both
//! type contexts (the declarations' and the bodies') look names up in a
//! [`ClassNameIndex`] built from those records.

use rustc_hash::{FxHashMap, FxHashSet};
use smol_str::SmolStr;

use crate::items::ClassNameInfo;
use crate::ty::TemplateArg;

/// The classes of (part of) a unit by the path that names them from
/// outside their inline namespaces, and the default template arguments of
/// class templates.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ClassNameIndex {
    /// `thr::vec` → `thr::v1::vec` (the first declaration of a path wins).
    via_inline: FxHashMap<Vec<SmolStr>, Vec<SmolStr>>,
    /// The default argument of each template parameter (`None`: none, or
    /// one that cannot be substituted: completion stops there).
    defaults: FxHashMap<Vec<SmolStr>, Vec<Option<TemplateArg>>>,
    /// Classes declared without a definition (so far): a type may name
    /// one (`typedef basic_string<char> string;` before the definition).
    declared: FxHashSet<Vec<SmolStr>>,
}

impl ClassNameIndex {
    pub fn new(infos: &[ClassNameInfo]) -> Self {
        let mut index = ClassNameIndex::default();
        for info in infos {
            index.insert(info);
        }
        index
    }

    pub fn insert(&mut self, info: &ClassNameInfo) {
        if info.is_declaration {
            self.declared.insert(info.path.clone());
        }
        if let Some(lookup) = &info.lookup {
            self.via_inline
                .entry(lookup.clone())
                .or_insert_with(|| info.path.clone());
        }
        if info.defaults.iter().any(Option::is_some) {
            // a default is given once (in a declaration or the definition)
            let merged = self.defaults.entry(info.path.clone()).or_default();
            if merged.len() < info.defaults.len() {
                merged.resize(info.defaults.len(), None);
            }
            for (slot, d) in merged.iter_mut().zip(&info.defaults) {
                if slot.is_none() {
                    slot.clone_from(d);
                }
            }
        }
    }

    /// Whether a class of this full path is declared without a body.
    pub fn is_declared(&self, path: &[SmolStr]) -> bool {
        self.declared.contains(path)
    }

    /// The class a path names through inline namespaces.
    pub fn inline_target(&self, path: &[SmolStr]) -> Option<&Vec<SmolStr>> {
        self.via_inline.get(path)
    }

    /// The default arguments of a class template (by its full path).
    pub fn defaults(&self, path: &[SmolStr]) -> Option<&[Option<TemplateArg>]> {
        self.defaults.get(path).map(Vec::as_slice)
    }
}

/// `args` followed by the defaults of the parameters they leave out, each
/// with the arguments before it substituted (`vec<int>` →
/// `vec<int, alloc<int>>`). Stops at a parameter without a usable default,
/// and leaves arguments that may expand to several (a pack, an argument
/// kept as written) as they are.
pub fn with_defaults(
    mut args: Vec<TemplateArg>,
    defaults: &[Option<TemplateArg>],
) -> Vec<TemplateArg> {
    if args
        .iter()
        .any(|a| matches!(a, TemplateArg::Other(_) | TemplateArg::Pack(_)))
    {
        return args;
    }
    while let Some(Some(default)) = defaults.get(args.len()) {
        match default.substitute_types(&args) {
            Some(arg) => args.push(arg),
            None => break,
        }
    }
    args
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ty::{ClassName, Cv, Ty};

    fn class(path: &[&str], args: Vec<TemplateArg>) -> Ty {
        Ty::Class(
            ClassName {
                path: path.iter().copied().map(SmolStr::new).collect(),
                args,
                is_enum: false,
            },
            Cv::default(),
        )
    }

    fn param(index: u32, name: &str) -> Ty {
        Ty::Param {
            index,
            name: name.into(),
            cv: Cv::default(),
        }
    }

    #[test]
    fn defaults_follow_the_arguments_they_depend_on() {
        let defaults = vec![
            None,
            Some(TemplateArg::Type(class(
                &["a"],
                vec![TemplateArg::Type(param(0, "T"))],
            ))),
            Some(TemplateArg::Type(param(3, "W"))),
        ];
        let args = with_defaults(vec![TemplateArg::Type(Ty::INT)], &defaults);
        // the third default names a parameter with no argument: it stops
        assert_eq!(
            args,
            vec![
                TemplateArg::Type(Ty::INT),
                TemplateArg::Type(class(&["a"], vec![TemplateArg::Type(Ty::INT)])),
            ]
        );
        let written = vec![TemplateArg::Other("Ts...".into())];
        assert_eq!(with_defaults(written.clone(), &defaults), written);
    }

    /// The first parameter type of each function of `src`, as EDG prints
    /// it, and the function's mangled name.
    fn lowered(src: &str) -> String {
        let parse = syntax::parse_text(src);
        let (tree, _, _) = crate::items::lower(&parse.syntax_node());
        tree.functions
            .iter()
            .map(|f| {
                let param = f.name.sig.params.first().map(crate::ty::edg_type);
                format!(
                    "{}: {} {}\n",
                    f.name.name,
                    param.unwrap_or_default(),
                    crate::ty::mangle(&f.name)
                )
            })
            .collect()
    }

    #[test]
    fn types_name_classes_by_full_path_with_default_arguments() {
        expect_test::expect![[r#"
            by_outer_name:  ::lib::v2::vec<int,  ::lib::v2::alloc<int> >  & _Z13by_outer_nameRN3lib2v23vecIiNS0_5allocIiEEEE
            by_full_name:  ::lib::v2::vec<float,  ::lib::v2::alloc<float> >  * _Z12by_full_namePN3lib2v23vecIfNS0_5allocIfEEEE
            given:  ::lib::v2::vec<int, int>  _Z5givenN3lib2v23vecIiiEE
            fwd:  ::lib::v2::fwd<char,  ::lib::v2::alloc<char> >  _Z3fwdN3lib2v23fwdIcNS0_5allocIcEEEE
            plain:  ::lib::v2::alloc<int>  _Z5plainN3lib2v25allocIiEE
            inside:  ::lib::v2::vec<int,  ::lib::v2::alloc<int> >  _ZN3lib6insideENS_2v23vecIiNS0_5allocIiEEEE
        "#]]
        .assert_eq(&lowered(
            r#"
            namespace lib {
            inline namespace v2 {
            template <class T> struct alloc {};
            template <class T, class A = alloc<T> > struct vec { T *p; };
            template <class T, class A = alloc<T> > class fwd;
            }
            }
            void by_outer_name(lib::vec<int> &v);
            void by_full_name(lib::v2::vec<float> *v);
            void given(lib::vec<int, int> v);
            void fwd(lib::fwd<char> v);
            void plain(lib::alloc<int> v);
            namespace lib { void inside(vec<int> v); }
            "#,
        ));
    }

    #[test]
    fn a_default_given_in_a_declaration_stays_for_the_definition() {
        let path: Vec<SmolStr> = vec!["n".into(), "v".into(), "c".into()];
        let declaration = ClassNameInfo {
            path: path.clone(),
            lookup: Some(vec!["n".into(), "c".into()]),
            defaults: vec![None, Some(TemplateArg::Type(Ty::INT))],
            is_declaration: true,
        };
        let definition = ClassNameInfo {
            defaults: vec![None, None],
            is_declaration: false,
            ..declaration.clone()
        };
        let index = ClassNameIndex::new(&[declaration, definition]);
        assert_eq!(index.inline_target(&["n".into(), "c".into()]), Some(&path));
        assert!(index.is_declared(&path));
        assert_eq!(
            index.defaults(&path),
            Some(&[None, Some(TemplateArg::Type(Ty::INT))][..])
        );
    }
}
