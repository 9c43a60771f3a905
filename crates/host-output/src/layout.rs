//! Sizes and alignments of types as the device sees them (LP64, natural
//! C alignment): the stub passes each kernel argument's offset in the
//! parameter buffer, and registers each device variable with its size.

use hir::ItemTree;
use hir::items::{ClassDecl, ClassKind};
use hir::ty::{Builtin, ClassName, TemplateArg, Ty};

/// Size and alignment in bytes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Layout {
    pub size: u64,
    pub align: u64,
}

/// Computes layouts with the classes of one item tree.
pub struct Layouts<'a> {
    tree: &'a ItemTree,
}

/// Nesting limit (recursive or absurd types).
const MAX_DEPTH: u32 = 64;

impl<'a> Layouts<'a> {
    pub fn new(tree: &'a ItemTree) -> Self {
        Layouts { tree }
    }

    /// The layout of a type, if it is known (complete, not dependent).
    pub fn of(&self, ty: &Ty) -> Option<Layout> {
        self.layout(ty, 0)
    }

    /// The layout of a struct with these members, in order.
    pub fn fields(&self, tys: &[Ty]) -> Option<Layout> {
        let mut size = 0u64;
        let mut align = 1u64;
        for t in tys {
            let l = self.of(t)?;
            align = align.max(l.align);
            size = round_up(size, l.align) + l.size;
        }
        Some(Layout {
            size: round_up(size.max(1), align),
            align,
        })
    }

    /// The class (or enum) declaration a class type names: the definition
    /// with that path, preferring one that is complete.
    pub fn class(&self, c: &ClassName) -> Option<&'a ClassDecl> {
        let mut found = None;
        for d in self.tree.classes.iter().filter(|d| d.path == c.path) {
            if d.is_definition && (d.kind == ClassKind::Enum || !d.fields.is_empty()) {
                return Some(d);
            }
            found.get_or_insert(d);
        }
        found.map(|c| &**c)
    }

    fn layout(&self, ty: &Ty, depth: u32) -> Option<Layout> {
        if depth > MAX_DEPTH {
            return None;
        }
        Some(match ty {
            Ty::Builtin(b, _) => builtin(*b)?,
            Ty::Pointer(..) | Ty::LRef(_) | Ty::RRef(_) | Ty::Function(_) => {
                Layout { size: 8, align: 8 }
            }
            Ty::Array(inner, n) => {
                let e = self.layout(inner, depth + 1)?;
                Layout {
                    size: e.size * (*n)?,
                    align: e.align,
                }
            }
            Ty::Class(c, _) => self.class_layout(c, depth)?,
            Ty::Param { .. } | Ty::Unknown(_) => return None,
        })
    }

    fn class_layout(&self, c: &ClassName, depth: u32) -> Option<Layout> {
        let decl = self.class(c)?;
        if decl.kind == ClassKind::Enum {
            return match &decl.underlying {
                Some(t) => self.layout(t, depth + 1),
                None => Some(Layout { size: 4, align: 4 }),
            };
        }
        let subst = |t: &Ty| -> Ty {
            if c.args.is_empty() {
                t.clone()
            } else {
                t.substitute(&c.args)
            }
        };
        let mut size = 0u64;
        let mut align = 1u64;
        let mut bits_used = 0u64; // bits used in the current bit-field unit
        let mut unit: Option<Layout> = None;
        let place = |size: &mut u64, align: &mut u64, l: Layout, union: bool| {
            *align = (*align).max(l.align);
            if union {
                *size = (*size).max(l.size);
            } else {
                *size = round_up(*size, l.align) + l.size;
            }
        };
        for base in &decl.bases {
            let b = ClassName {
                path: base.clone(),
                args: Vec::new(),
                is_enum: false,
            };
            let l = self.class_layout(&b, depth + 1)?;
            // an empty base takes no room
            if self.class(&b).is_some_and(|d| d.fields.is_empty()) {
                align = align.max(l.align);
                continue;
            }
            place(&mut size, &mut align, l, false);
        }
        let union = decl.kind == ClassKind::Union;
        for f in &decl.fields {
            let t = subst(&f.ty);
            let mut l = self.layout(&t, depth + 1)?;
            if let Some(a) = f.align {
                l.align = l.align.max(a);
            }
            match f.bit_width {
                Some(w) if !union => {
                    // pack bit-fields into units of their type, as GCC does
                    let fits = unit
                        .is_some_and(|u| u.size == l.size && bits_used + w as u64 <= l.size * 8);
                    if !fits {
                        place(&mut size, &mut align, l, false);
                        unit = Some(l);
                        bits_used = 0;
                    }
                    bits_used += w as u64;
                }
                _ => {
                    unit = None;
                    place(&mut size, &mut align, l, union);
                }
            }
        }
        if let Some(a) = decl.align {
            align = align.max(a);
        }
        // an empty class has size 1
        let size = round_up(size.max(1), align);
        Some(Layout { size, align })
    }
}

fn round_up(n: u64, align: u64) -> u64 {
    if align <= 1 {
        n
    } else {
        n.div_ceil(align) * align
    }
}

/// The fundamental types on the device (LP64; `long double` is 16 bytes
/// in the host ABI the parameter buffer follows).
fn builtin(b: Builtin) -> Option<Layout> {
    use Builtin::*;
    let n = match b {
        Void => return None,
        Bool | Char | SignedChar | UnsignedChar | Char8 => 1,
        Short | UnsignedShort | Char16 | BFloat16 | Float16 | Fp16 => 2,
        Int | UnsignedInt | WChar | Char32 | Float => 4,
        Long | UnsignedLong | LongLong | UnsignedLongLong | Double | NullptrT => 8,
        Int128 | UnsignedInt128 | LongDouble | Float128 => 16,
    };
    Some(Layout { size: n, align: n })
}

/// Whether a template argument list is free of template parameters.
pub fn args_are_concrete(args: &[TemplateArg]) -> bool {
    args.iter().all(|a| match a {
        TemplateArg::Type(t) => !t.is_dependent(),
        TemplateArg::Value { ty, .. } => !ty.is_dependent(),
        TemplateArg::Other(_) => false,
        TemplateArg::Pack(p) => args_are_concrete(p),
    })
}
