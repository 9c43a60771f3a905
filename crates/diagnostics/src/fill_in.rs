//! EDG's fill-in language: the typed arguments of a message and the
//! renderer of its templates. A template names its fill-ins by kind and
//! index (`%sq2` is the second string, quoted; `%t` the first type; `%nd`
//! the first entity with its declaration's line); the index counts fill-ins
//! of that kind only, as EDG's `process_fill_in` does.

use crate::spaces::{ExecSpace, MemorySpace};

/// A type as the message shows it (already spelled, without quotes).
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
pub struct TypeName(pub String);

impl TypeName {
    pub fn new(text: impl Into<String>) -> TypeName {
        TypeName(text.into())
    }

    /// A type written with a typedef, shown with what it stands for:
    /// `"G" (aka "__float128")`. (Kept as the two names with a NUL between
    /// them, which the renderer splits.)
    pub fn aka(written: &str, canonical: &str) -> TypeName {
        if written == canonical {
            TypeName::new(written)
        } else {
            TypeName(format!("{written}\0{canonical}"))
        }
    }
}

/// The word EDG writes before an entity's name.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum EntityKind {
    #[default]
    Function,
    FunctionTemplate,
    Variable,
    VariableTemplate,
    /// A static data member.
    Member,
    Parameter,
    Class,
    Struct,
    ClassTemplate,
    Union,
    Enum,
    Namespace,
    /// Overloaded functions (`no instance of overloaded function "f"`).
    OverloadedFunction,
    /// A non-type template parameter.
    Constant,
    TemplateParameter,
    /// A typedef (`type "double4"`).
    Type,
}

impl EntityKind {
    pub fn word(self) -> &'static str {
        match self {
            EntityKind::Function => "function",
            EntityKind::FunctionTemplate => "function template",
            EntityKind::Variable => "variable",
            EntityKind::VariableTemplate => "variable template",
            EntityKind::Member => "member",
            EntityKind::Parameter => "parameter",
            EntityKind::Class => "class",
            EntityKind::Struct => "struct",
            EntityKind::ClassTemplate => "class template",
            EntityKind::Union => "union",
            EntityKind::Enum => "enum",
            EntityKind::Namespace => "namespace",
            EntityKind::OverloadedFunction => "overloaded function",
            EntityKind::Constant => "constant",
            EntityKind::TemplateParameter => "template parameter",
            EntityKind::Type => "type",
        }
    }
}

/// A named entity (`%n`): `function "f"`, or `"f"` alone for `%no`.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
pub struct Entity {
    pub kind: EntityKind,
    /// The name as shown (qualified, with parameters, as the caller chose).
    pub name: String,
    /// Shown as `"f"` whatever the template's options.
    pub name_only: bool,
    /// The line of its declaration, for `%nd` (`(declared at line N)`).
    pub declared_line: Option<u32>,
    /// The file of that declaration when it is not the diagnostic's
    /// (`(declared at line N of FILE)`).
    pub declared_file: Option<String>,
}

impl Entity {
    pub fn new(kind: EntityKind, name: impl Into<String>) -> Entity {
        Entity {
            kind,
            name: name.into(),
            name_only: false,
            declared_line: None,
            declared_file: None,
        }
    }
    pub fn function(name: impl Into<String>) -> Entity {
        Entity::new(EntityKind::Function, name)
    }
    pub fn variable(name: impl Into<String>) -> Entity {
        Entity::new(EntityKind::Variable, name)
    }
    pub fn name_only(name: impl Into<String>) -> Entity {
        Entity {
            name_only: true,
            ..Entity::new(EntityKind::Function, name)
        }
    }
    pub fn declared_at(mut self, line: u32) -> Entity {
        self.declared_line = Some(line);
        self
    }
}

/// One argument of a message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FillIn {
    /// `%s`, `%sq`
    Str(String),
    /// `%t`: shown quoted
    Type(String),
    /// `%n` and its options
    Entity(Entity),
    /// `%d`, `%u`
    Int(i64),
    /// `%p`: the position of the declaration the diagnostic refers to
    /// (`at line N`), known only when the diagnostics are positioned.
    Position,
}

impl From<&str> for FillIn {
    fn from(s: &str) -> FillIn {
        FillIn::Str(s.to_string())
    }
}
impl From<&&str> for FillIn {
    fn from(s: &&str) -> FillIn {
        FillIn::Str(s.to_string())
    }
}
impl From<String> for FillIn {
    fn from(s: String) -> FillIn {
        FillIn::Str(s)
    }
}
impl From<&String> for FillIn {
    fn from(s: &String) -> FillIn {
        FillIn::Str(s.clone())
    }
}
impl From<&TypeName> for FillIn {
    fn from(t: &TypeName) -> FillIn {
        FillIn::Type(t.0.clone())
    }
}
impl From<Entity> for FillIn {
    fn from(e: Entity) -> FillIn {
        FillIn::Entity(e)
    }
}
impl From<&Entity> for FillIn {
    fn from(e: &Entity) -> FillIn {
        FillIn::Entity(e.clone())
    }
}
impl From<&ExecSpace> for FillIn {
    fn from(s: &ExecSpace) -> FillIn {
        FillIn::Str(s.keyword().to_string())
    }
}
impl From<&MemorySpace> for FillIn {
    fn from(s: &MemorySpace) -> FillIn {
        FillIn::Str(s.keyword().to_string())
    }
}
impl From<&u32> for FillIn {
    fn from(n: &u32) -> FillIn {
        FillIn::Int(i64::from(*n))
    }
}

/// Why a template could not be filled (a bug in the table: its tests
/// render every entry).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RenderError {
    Missing { spec: String },
    Unused(usize),
    BadSpecifier(String),
}

/// Where the declaration a diagnostic refers to is: its line, and its file
/// when that is not the diagnostic's own (EDG's `at line 63 of
/// /usr/include/stdlib.h`).
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
pub struct Position {
    pub line: u32,
    pub file: Option<String>,
}

impl Position {
    pub fn line(line: u32) -> Position {
        Position { line, file: None }
    }
}

impl std::fmt::Display for Position {
    /// `line N` or `line N of FILE`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "line {}", self.line)?;
        if let Some(file) = &self.file {
            write!(f, " of {file}")?;
        }
        Ok(())
    }
}

/// Renders `template` with `fill_ins`; `position` is where `%p` (and a
/// `%nd` without a line of its own) points.
pub fn render(
    template: &str,
    fill_ins: &[FillIn],
    position: Option<&Position>,
) -> Result<String, RenderError> {
    let mut out = String::with_capacity(template.len() + 32);
    let mut used = vec![false; fill_ins.len()];
    let bytes = template.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] != b'%' {
            // copy the run up to the next '%' (keeps UTF-8 intact)
            let next = template[i..].find('%').map_or(bytes.len(), |k| i + k);
            out.push_str(&template[i..next]);
            i = next;
            continue;
        }
        if bytes.get(i + 1) == Some(&b'%') {
            out.push('%');
            i += 2;
            continue;
        }
        let Some(&letter) = bytes.get(i + 1) else {
            return Err(RenderError::BadSpecifier(template[i..].to_string()));
        };
        let mut j = i + 2;
        while j < bytes.len() && bytes[j].is_ascii_alphabetic() {
            j += 1;
        }
        let options = &template[i + 2..j];
        let mut index = 1usize;
        if j < bytes.len() && bytes[j].is_ascii_digit() {
            index = usize::from(bytes[j] - b'0').max(1);
            j += 1;
        }
        let spec = &template[i..j];
        let wanted = |f: &FillIn| match letter {
            b's' => matches!(f, FillIn::Str(_)),
            b't' => matches!(f, FillIn::Type(_)),
            b'n' => matches!(f, FillIn::Entity(_)),
            b'd' | b'u' => matches!(f, FillIn::Int(_)),
            b'p' => matches!(f, FillIn::Position),
            _ => false,
        };
        let Some(k) = fill_ins
            .iter()
            .enumerate()
            .filter(|(_, f)| wanted(f))
            .nth(index - 1)
            .map(|(k, _)| k)
        else {
            return Err(RenderError::Missing {
                spec: spec.to_string(),
            });
        };
        used[k] = true;
        match &fill_ins[k] {
            FillIn::Str(s) if options.contains('q') => {
                out.push('"');
                out.push_str(s);
                out.push('"');
            }
            FillIn::Str(s) => out.push_str(s),
            FillIn::Type(t) => match t.split_once('\0') {
                Some((written, canonical)) => {
                    out.push_str(&format!("\"{written}\" (aka \"{canonical}\")"));
                }
                None => {
                    out.push('"');
                    out.push_str(t);
                    out.push('"');
                }
            },
            FillIn::Entity(e) => {
                if !(e.name_only || options.contains('o')) {
                    out.push_str(e.kind.word());
                    out.push(' ');
                }
                out.push('"');
                out.push_str(&e.name);
                out.push('"');
                // (the declaration's line, or the one the diagnostic refers to)
                if options.contains('d') {
                    match (e.declared_line, position) {
                        (Some(line), _) => match &e.declared_file {
                            Some(file) => {
                                out.push_str(&format!(" (declared at line {line} of {file})"))
                            }
                            None => out.push_str(&format!(" (declared at line {line})")),
                        },
                        (None, Some(p)) => out.push_str(&format!(" (declared at {p})")),
                        (None, None) => {}
                    }
                }
            }
            FillIn::Int(n) => out.push_str(&n.to_string()),
            FillIn::Position => match position {
                Some(p) => out.push_str(&format!("at {p}")),
                None => out.push_str("at line 0"),
            },
        }
        i = j;
    }
    if let Some(k) = used.iter().position(|u| !u) {
        return Err(RenderError::Unused(k));
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fill_ins_by_kind_and_index() {
        let got = render(
            "calling a %s1 function(%sq2) from a %s3 function(%sq4) is not allowed",
            &[
                "__host__".into(),
                "f".into(),
                "__device__".into(),
                "k".into(),
            ],
            None,
        );
        assert_eq!(
            got.unwrap(),
            "calling a __host__ function(\"f\") from a __device__ function(\"k\") is not allowed"
        );
        let got = render(
            "a value of type %t1 cannot be used to initialize an entity of type %t2",
            &[FillIn::Type("int".into()), FillIn::Type("float *".into())],
            None,
        );
        assert_eq!(
            got.unwrap(),
            "a value of type \"int\" cannot be used to initialize an entity of type \"float *\""
        );
        let got = render(
            "cannot call non-constexpr %nd",
            &[Entity::function("f").declared_at(3).into()],
            None,
        );
        assert_eq!(
            got.unwrap(),
            "cannot call non-constexpr function \"f\" (declared at line 3)"
        );
        let got = render(
            "%n has already been defined (previous definition %p)",
            &[Entity::function("f").into(), FillIn::Position],
            Some(&Position::line(7)),
        );
        assert_eq!(
            got.unwrap(),
            "function \"f\" has already been defined (previous definition at line 7)"
        );
        // a declaration in another file is named with its path
        let at = Position {
            line: 63,
            file: Some("/usr/include/stdlib.h".into()),
        };
        let got = render(
            "%n has already been defined (previous definition %p)",
            &[
                Entity::new(EntityKind::Type, "div_t").into(),
                FillIn::Position,
            ],
            Some(&at),
        );
        assert_eq!(
            got.unwrap(),
            "type \"div_t\" has already been defined (previous definition at line 63 of /usr/include/stdlib.h)"
        );
        let got = render(
            "invalid redeclaration of type name %nod",
            &[Entity::new(EntityKind::Type, "size_t").into()],
            Some(&at),
        );
        assert_eq!(
            got.unwrap(),
            "invalid redeclaration of type name \"size_t\" (declared at line 63 of /usr/include/stdlib.h)"
        );
    }

    #[test]
    fn missing_and_unused_fill_ins_are_errors() {
        assert!(matches!(
            render("%sq is undefined", &[], None),
            Err(RenderError::Missing { .. })
        ));
        assert!(matches!(
            render("no fill-in here", &["x".into()], None),
            Err(RenderError::Unused(0))
        ));
    }
}
