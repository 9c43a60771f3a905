//! The one table of the diagnostics cudafe-rs emits. Each entry is one
//! message of the real front end: EDG's internal number (the displayed
//! number follows from it, see [`crate::ids`]), its tag, its default
//! severity, and its text as a template in EDG's own fill-in language
//! (`%sq1`, `%t`, `%n` ..., rendered by [`crate::fill_in`]), with the typed
//! arguments that fill it.
//!
//! The templates and tags are those of the message table inside the
//! `cudafe++` binary of CUDA 13.5 (`tests/edg_table.rs` compares every entry
//! with it when the toolkit is installed). Entries without an EDG number
//! are messages the binary composes elsewhere, cicc's own, or gcc's
//! (the preprocessor runs as gcc in nvcc's pipeline).
//!
//! Nothing outside this file writes message text: checks build a
//! [`DiagKind`] and the renderer does the rest (`tests/tidy.rs` looks for
//! stray texts).

use crate::Severity;
use crate::fill_in::{Entity, EntityKind, FillIn, TypeName};
use crate::spaces::{ExecSpace, MemorySpace};

/// What kind of message an entry is, by EDG's severities: a hard error
/// (8) ignores the diagnostic controls, a soft one (7) can be suppressed
/// or demoted; every warning and remark is discretionary.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Class {
    Error,
    SoftError,
    Warning,
    Remark,
    /// Printed after the diagnostic it belongs to (`note #2703-D`).
    Note,
    /// gcc's fatal preprocessing errors (`#include` not found).
    Fatal,
}

/// One entry of the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Entry {
    /// EDG's internal number (`None`: a message outside EDG's table).
    pub edg: Option<u32>,
    pub class: Class,
    /// EDG's tag, which the diagnostic controls accept in place of the
    /// number (empty where EDG has none).
    pub tag: &'static str,
    /// The text in EDG's fill-in language.
    pub template: &'static str,
}

/// Declares the table: for each entry, the variant of [`DiagKind`] with its
/// typed arguments, its [`Entry`], and the fill-ins in the order the
/// template takes them (per kind, as EDG numbers them).
macro_rules! catalog {
    ($(
        $(#[doc = $doc:literal])*
        $name:ident $({ $($field:ident : $fty:ty),* $(,)? })?
            = $edg:expr, $class:ident, $tag:literal, $template:literal
            => [$($fill:expr),* $(,)?];
    )*) => {
        /// A diagnostic with its arguments: one variant per entry of the table.
        #[derive(Debug, Clone, PartialEq, Eq, Hash)]
        pub enum DiagKind {
            $($(#[doc = $doc])* $name $({ $($field: $fty),* })?,)*
        }

        /// The entries of the table, without arguments.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        pub enum Message {
            $($name,)*
        }

        impl Message {
            pub const ALL: &'static [Message] = &[$(Message::$name),*];

            pub fn entry(self) -> &'static Entry {
                match self {
                    $(Message::$name => &Entry {
                        edg: $edg,
                        class: Class::$class,
                        tag: $tag,
                        template: $template,
                    },)*
                }
            }

            pub fn name(self) -> &'static str {
                match self {
                    $(Message::$name => stringify!($name),)*
                }
            }

            /// A diagnostic of this entry with default arguments (for the
            /// table's own tests).
            pub fn sample(self) -> DiagKind {
                match self {
                    $(Message::$name => DiagKind::$name $({ $($field: Default::default()),* })?,)*
                }
            }
        }

        impl DiagKind {
            pub fn id(&self) -> Message {
                match self {
                    $(DiagKind::$name { .. } => Message::$name,)*
                }
            }

            /// The fill-ins, in the order the template takes them.
            #[allow(unused_variables)]
            pub fn fill_ins(&self) -> Vec<FillIn> {
                match self {
                    $(DiagKind::$name $({ $($field),* })? => vec![$(FillIn::from($fill)),*],)*
                }
            }
        }
    };
}

const EDG_NONE: Option<u32> = None;

catalog! {
    // ---- syntax (EDG's parser) ----
    ExpectedRParen = Some(18), Error, "exp_rparen", "expected a \")\"" => [];
    UndefinedIdentifier { name: String } = Some(20), Error, "undefined_identifier", "identifier %sq is undefined" => [name];
    ExprNotConstant = Some(28), Error, "expr_not_constant", "expression must have a constant value" => [];
    StaticVariableLengthArray = Some(893), Error, "vla_is_not_auto", "a variable length array cannot have static storage duration" => [];
    RunTimeStorage = Some(2701), Note, "constexpr_access_to_runtime_storage", "attempt to access run-time storage" => [];
    InitializationNotConstant = Some(2807), Error, "initializer_not_constant", "initialization is not constant" => [];
    ConstexprVariableNotLiteral = Some(2402), Error, "constexpr_variable_must_have_literal_type", "a constexpr variable must have a literal type or a reference type" => [];
    UnrecognizedToken = Some(7), Error, "bad_token", "unrecognized token" => [];
    ExpectedExpression = Some(29), Error, "exp_primary_expr", "expected an expression" => [];
    ExpectedIdentifier = Some(40), Error, "exp_identifier", "expected an identifier" => [];
    /// After `.` or `->`.
    ExpectedMemberName = Some(133), Error, "exp_member_name", "expected a member name" => [];
    ExpectedColon = Some(53), Error, "exp_colon", "expected a \":\"" => [];
    ExpectedSemicolon = Some(65), Error, "exp_semicolon", "expected a \";\"" => [];
    ExpectedRBrace = Some(67), Error, "exp_rbrace", "expected a \"}\"" => [];
    MissingDeclSpecifiers = Some(77), SoftError, "missing_decl_specifiers", "this declaration has no storage class or type specifier" => [];
    /// A variable declared with specifiers but no type (`static x = 1;`).
    ExplicitTypeMissing = Some(260), SoftError, "missing_type_specifier", "explicit type is missing (\"int\" assumed)" => [];
    ExpectedTypeSpecifier = Some(79), Error, "exp_type_specifier", "expected a type specifier" => [];
    /// A declarator-id written with a qualifier where none may be (a
    /// parameter `const ns::X<int> &x` whose `ns` has no `X`: the name is
    /// read as the declarator).
    QualifiedNameNotAllowed = Some(283), Error, "qualified_name_not_allowed", "qualified name is not allowed" => [];
    ExpectedWhile = Some(112), Error, "exp_while", "expected \"while\"" => [];
    ExpectedLParen = Some(125), Error, "exp_lparen", "expected a \"(\"" => [];
    ExpectedStatement = Some(127), Error, "exp_statement", "expected a statement" => [];
    ExpectedLBrace = Some(130), Error, "exp_lbrace", "expected a \"{\"" => [];
    ExpectedDeclaration = Some(169), Error, "exp_declaration", "expected a declaration" => [];
    /// A variable redeclaring a function (`f(x);` outside a function):
    /// the function by its signature, and where it was declared.
    IncompatibleDeclaration { function: Entity } = Some(147), Error, "not_compatible_with_previous_decl", "declaration is incompatible with %nfd" => [function];
    IncompatibleWithPreviousUse { entity: Entity } = Some(159), Error, "decl_incompatible_with_previous_use", "declaration is incompatible with previous %nod" => [entity];
    TypeNameNotAllowed = Some(254), Error, "type_identifier_not_allowed", "type name is not allowed" => [];
    /// `a[i] = x;` at namespace scope, `a` no type: a structured binding
    /// whose specifier is not `auto`.
    InvalidBindingSpecifier = Some(2825), Error, "invalid_struct_binding_specifier", "invalid specifier for structured binding declaration" => [];
    /// A structured binding without `=`, `{` or `(`.
    MissingInitializer = Some(2827), Error, "missing_initializer", "missing initializer" => [];
    ExpectedOperator = Some(297), Error, "exp_operator", "expected an operator" => [];
    ExpectedLt = Some(438), Error, "exp_lt", "expected a \"<\"" => [];
    ExpectedGt = Some(439), Error, "exp_gt", "expected a \">\"" => [];
    ExpectedAssign = Some(702), Error, "exp_assign", "expected an \"=\"" => [];
    NotATemplate { name: String } = Some(864), Error, "not_a_template", "%s is not a template" => [name];
    /// A type specifier naming a variable, function, enumerator or
    /// namespace: `variable "v" is not a type name`.
    NotATypeName { entity: Entity } = Some(757), Error, "sym_not_a_type_name", "%n is not a type name" => [entity];
    /// A type specifier naming a variable template without arguments.
    TemplateArgumentListMissing { template: Entity } = Some(441), Error, "missing_template_arg_list", "argument list for %nf is missing" => [template];
    /// `%n is not a type name` for a name an expression used though
    /// nothing declared it (EDG entered it as an erroneous entity).
    NameNotATypeName { name: String } = Some(624), Error, "not_a_type_name", "%sq is not a type name" => [name];
    ExpectedLaunchEnd = Some(3636), Error, "exp_config_right", "expected a \">>>\"" => [];
    /// Our own limit on nesting (hostile input); EDG has no such message.
    NestingTooDeep = EDG_NONE, Error, "", "nesting too deep" => [];

    // ---- C++ semantics ----
    DivisionByZero = Some(39), Warning, "divide_by_zero", "division by zero" => [];
    /// Signed integer arithmetic on constants that leaves its type's range.
    IntegerOverflow = Some(61), Warning, "integer_overflow", "integer operation result is out of range" => [];
    NegativeShiftCount = Some(62), Warning, "negative_shift_count", "shift count is negative" => [];
    ShiftCountTooLarge = Some(63), Warning, "shift_count_too_large", "shift count is too large" => [];
    FormatArgumentMismatch { expected: TypeName, actual: TypeName } = Some(181), Warning, "printf_arg_mismatch", "argument is incompatible with corresponding format string conversion (expected type %t1 but argument has type %t2)" => [expected, actual];
    FormatNeedsMoreArguments = Some(224), Warning, "too_few_printf_args", "the format string requires additional arguments" => [];
    InvalidFormatConversion = Some(226), Warning, "bad_printf_format_string", "invalid format string conversion" => [];
    FormatEndsBeforeArgument = Some(225), Warning, "too_many_printf_args", "the format string ends before this argument" => [];
    ExtraTextAfterNumber = Some(19), Error, "extra_chars_on_number", "extra text after expected end of number" => [];
    LiteralSuffixNoUnderscore = Some(2506), Warning, "lit_suffix_no_underscore", "a user-provided literal suffix must begin with \"_\"" => [];
    LiteralOperatorNotFound = Some(2486), Error, "literal_operator_not_found", "user-defined literal operator not found" => [];
    IntegerTooLarge = Some(23), Warning, "integer_too_large", "integer constant is too large" => [];
    /// `inline inline`, `unsigned unsigned`, `virtual virtual`.
    DuplicateSpecifier = Some(240), Error, "dupl_decl_specifier", "duplicate specifier in declaration" => [];
    /// `static static`, `typedef static`, `mutable mutable`.
    MultipleStorageClasses = Some(81), Error, "mult_storage_classes", "more than one storage class may not be specified" => [];
    /// `const const`, `volatile volatile`.
    DuplicateTypeQualifier = Some(83), Warning, "dupl_type_qualifier", "type qualifier specified more than once" => [];
    /// `long long long`, `unsigned signed`, `short long`.
    BadTypeSpecifierCombination = Some(84), Error, "bad_combination_of_type_specifiers", "invalid combination of type specifiers" => [];
    /// `void f(int a, int a)`.
    DuplicateParameterName = Some(100), Error, "dupl_param_name", "duplicate parameter name" => [];
    IntegerSignChange = Some(68), Warning, "integer_sign_change", "integer conversion resulted in a change of sign" => [];
    /// `return;` in a function that returns a value.
    ReturnWithoutValue { function: Entity } = Some(117), Warning, "no_value_returned_in_non_void_function", "non-void %n should return a value" => [function];
    AlreadyDeclaredInScope { name: String } = Some(101), Error, "id_already_declared", "%sq has already been declared in the current scope" => [name];
    StrayContinue = Some(115), Error, "continue_must_be_in_loop", "a continue statement may only be used within a loop" => [];
    StrayBreak = Some(116), Error, "break_must_be_in_loop_or_switch", "a break statement may only be used within a loop or switch" => [];
    IncompatibleAssignment { from: TypeName, to: TypeName } = Some(513), Error, "incompatible_assignment_operands", "a value of type %t1 cannot be assigned to an entity of type %t2" => [from, to];
    IncompleteTypeNotAllowed { ty: TypeName } = Some(70), Error, "incomplete_type_not_allowed", "incomplete type %t is not allowed" => [ty];
    ArrayOfVoid = Some(89), Error, "array_of_void", "array of void is not allowed" => [];
    TooManyInitializers = Some(146), Error, "too_many_initializer_values", "too many initializer values" => [];
    StaticAssertionFailed { message: String } = Some(1574), Error, "static_assert", "static assertion failed with %sq" => [message];
    StaticAssertionFailedPlain = Some(2784), Error, "terse_static_assert", "static assertion failed" => [];
    FinalComparison { lhs: String, op: String, rhs: String } = Some(3453), Note, "comparison_details", "the final comparison was %s1 %s2 %s3" => [lhs, op, rhs];
    IndirectionOfNonPointer { ty: TypeName } = Some(75), Error, "bad_indirection_operand", "operand of \"*\" must be a pointer but has type %t" => [ty];
    CallOfNonFunction = Some(109), Error, "expr_not_ptr_to_function", "expression preceding parentheses of apparent call must have (pointer-to-) function type" => [];
    SubscriptOfNonPointer { ty: TypeName } = Some(142), Error, "expr_not_pointer_to_object", "expression must have pointer-to-object type but it has type %t" => [ty];
    NotAnLvalue = Some(158), Error, "expr_not_an_lvalue_or_function_designator", "expression must be an lvalue or a function designator" => [];
    NotArithmetic = Some(2138), Error, "expr_not_arithmetic_or_unscoped_enum", "expression must have arithmetic or unscoped enum type" => [];
    NotIntegral = Some(2140), Error, "expr_not_integral_or_unscoped_enum", "expression must have integral or unscoped enum type" => [];
    AliasedNameUndeclared { name: String } = Some(1152), Error, "aliased_name_undeclared", "declaration aliased to undefined entity %sq" => [name];
    LossyConversion = Some(2463), Warning, "lossy_conversion", "conversion may change the value" => [];
    ExpressionHasNoEffect = Some(174), Warning, "expr_has_no_effect", "expression has no effect" => [];
    /// Where the parser goes on after skipping tokens on a syntax error,
    /// when that is three or more lines below the error.
    ParsingRestarts = Some(12), Warning, "end_of_flush", "parsing restarts here after previous syntax error" => [];
    ConstRequiresInitializer { entity: Entity } = Some(257), SoftError, "missing_initializer_on_const", "const %n requires an initializer" => [entity];
    DuplicateCaseLabel = Some(1578), Error, "case_label_conflict", "case label value has already appeared in this switch %p" => [FillIn::Position];
    NotIntegralOrEnum = Some(847), Error, "expr_not_integral_or_enum", "expression must have integral or enum type" => [];
    AutoRequiresInitializer = Some(1593), Error, "auto_type_requires_initializer", "cannot deduce \"auto\" type (initializer required)" => [];
    /// `const variable "p" requires an initializer -- class "P" has no user-provided default constructor`
    ConstClassRequiresInitializer { entity: Entity, class: TypeName } = Some(811), SoftError, "missing_default_constructor_on_const", "const %n requires an initializer -- class %t has no user-provided default constructor" => [entity, class];
    ConstexprRequiresInitializer = Some(2385), Error, "constexpr_variable_decl_must_be_definition", "missing initializer for constexpr variable" => [];
    ReturnValueTypeMismatch = Some(120), Error, "bad_return_value_type", "return value type does not match the function type" => [];
    NotModifiableLvalue = Some(137), Error, "expr_not_a_modifiable_lvalue", "expression must be a modifiable lvalue" => [];
    ModuloByZero = Some(179), Warning, "mod_by_zero", "right operand of \"%%\" is zero" => [];
    UnsignedComparedWithZero = Some(186), Warning, "unsigned_compare_with_zero", "pointless comparison of unsigned integer with zero" => [];
    NonConstReferenceToRvalue = Some(461), Error, "nonconst_ref_init_from_rvalue", "initial value of reference to non-const must be an lvalue" => [];
    /// `class "S" has no member "x"`, `namespace "std" has no member "x"`.
    NoMember { owner: Entity, member: String } = Some(135), Error, "not_a_member", "%n has no member %sq" => [owner, member];
    /// A base class a namespace does not declare (`: ns::E`).
    NoMemberClass { owner: Entity, member: String } = Some(1018), Error, "not_a_member_class", "%n has no member class %sq" => [owner, member];
    MissingClassDefinition = Some(243), Error, "missing_class_definition", "class or struct definition is missing" => [];
    TooManyArguments = Some(140), Error, "too_many_arguments", "too many arguments in function call" => [];
    BadInitializerType { from: TypeName, to: TypeName } = Some(144), Error, "bad_initializer_type", "a value of type %t1 cannot be used to initialize an entity of type %t2" => [from, to];
    ExprNotClass { ty: TypeName } = Some(153), Error, "expr_not_class", "expression must have class type but it has type %t" => [ty];
    /// `invalid redeclaration of member function "S::f()" (declared at line N)`
    InvalidMemberRedeclaration { member: Entity } = Some(403), Error, "member_function_redeclaration", "invalid redeclaration of member %npd" => [member];
    IncompatibleArgument { argument: TypeName, parameter: TypeName } = Some(167), Error, "incompatible_param", "argument of type %t1 is incompatible with parameter of type %t2" => [argument, parameter];
    TooFewArguments = Some(165), Error, "too_few_arguments", "too few arguments in function call" => [];
    /// `variable "x" was declared but never referenced`, and functions.
    DeclaredButNotReferenced { entity: Entity } = Some(177), Warning, "declared_but_not_referenced", "%n was declared but never referenced" => [entity];
    /// Followed by `argument types are: (...)` ([`DiagKind::continuation`]).
    NoMatchingFunction { candidates: Entity, argument_types: String } = Some(304), Error, "no_matching_function", "no instance of %n matches the argument list" => [candidates];
    /// `no instance of overloaded "operator new" matches the argument list`
    /// (a placement `new` with no placement operator declared).
    NoMatchingNew { function: Entity, argument_types: String } = Some(384), Error, "no_matching_new_function", "no instance of overloaded %no matches the argument list" => [function];
    NoUserDefinedConversion { from: TypeName, to: TypeName } = Some(312), Error, "no_user_defined_conversion", "no suitable user-defined conversion from %t1 to %t2 exists" => [from, to];
    NoConversionFunction { from: TypeName, to: TypeName } = Some(413), Error, "no_conversion_function", "no suitable conversion function from %t1 to %t2 exists" => [from, to];
    NoConstructorForConversion { from: TypeName, to: TypeName } = Some(415), Error, "no_constructor_for_conversion", "no suitable constructor exists to convert from %t1 to %t2" => [from, to];
    ExcessiveRecursion { function: Entity } = Some(456), Error, "runaway_recursive_instantiation", "excessive recursion at instantiation of %n" => [function];
    UsedBeforeSet { variable: Entity } = Some(549), Warning, "used_before_set", "%n is used before its value is set" => [variable];
    SetButNotUsed { entity: Entity } = Some(550), Warning, "set_but_not_used", "%n was set but never used" => [entity];
    UndeducibleAfterPack { parameter: Entity, function: String } = Some(2097), Warning, "unusable_pack", "%n1 cannot be used because it follows a parameter pack and cannot be deduced from the parameters of %n2" => [parameter, Entity::new(EntityKind::FunctionTemplate, function)];
    /// Followed by `operand types are: ...` ([`DiagKind::continuation`]).
    NoMatchingOperator { operator: String, operand_types: String } = Some(349), Error, "no_matching_operator_function", "no operator %sq matches these operands" => [operator];
    OperandTypes { types: String } = Some(740), Note, "", "operand types are: %s" => [types];
    /// `built-in operator*(<promoted arithmetic>, <promoted arithmetic>) does not match because argument #2 does not match parameter`
    BuiltinOperatorMismatch { operator: String, index: u32 } = Some(3328), Note, "builtin_operator_nonviable_because_arg_mismatch", "built-in operator%s does not match because argument #%d does not match parameter" => [operator, index];
    ArgumentTypes { types: String } = Some(739), Note, "", "argument types are: (%s)" => [types];
    /// Followed by a line per candidate, the argument types and, for a
    /// call through an object, its type ([`DiagKind::continuation`]).
    AmbiguousCall { candidates: Entity, best: Vec<Entity>, argument_types: String, object_type: Option<String> } = Some(308), Error, "ambiguous_overloaded_function", "more than one instance of %n matches the argument list:" => [candidates];
    /// A candidate of an ambiguous call: `function "f(long)" (declared at line 3)`.
    Candidate { function: Entity } = Some(547), Note, "", "%nd" => [function];
    /// The `{` a missing `}` would close.
    MatchingBrace = Some(3196), Note, "matching_lbrace", "to match this \"{\"" => [];
    /// Followed by a line per member ([`DiagKind::continuation`]).
    ConstexprCtorMissingInitializers { constructor: String, members: Vec<String> } = Some(2398), Error, "missing_initializer_on_fields_with_constexpr_ctor", "constexpr %nf provides no initializer for:" => [Entity::name_only(constructor)];
    /// A member a constexpr constructor leaves uninitialized: `member "S::x"`.
    UninitializedMember { member: String } = Some(2399), Note, "", "%n" => [Entity::new(EntityKind::Member, member)];
    ConstexprCtorBaseNotInitialized { base: TypeName } = Some(2433), Error, "constexpr_ctor_does_not_initialize_base", "constexpr constructor must initialize direct base class %t" => [base];
    ConstexprUnionCtorInitializesNothing = Some(2427), Error, "union_constexpr_constructor_initializes_no_field", "constexpr constructor of a union must initialize one of its fields" => [];
    DefaultedCtorCannotBeConstexpr = Some(2422), Error, "defaulted_default_ctor_cannot_be_constexpr", "defaulted default constructor cannot be constexpr because the corresponding implicitly declared default constructor would not be constexpr" => [];
    ObjectType { ty: String } = Some(1085), Note, "", "object type is: %s" => [ty];
    TypeQualifierOnReturn = Some(815), Warning, "useless_type_qualifier_on_return_type", "type qualifier on return type is meaningless" => [];
    MissingReturn { function: Entity } = Some(940), Warning, "implicit_return_from_non_void_function", "missing return statement at end of non-void %n" => [function];
    AttributesInFunctionDefinition = Some(1113), Error, "attributes_in_rout_defn", "attributes are not permitted in a function definition" => [];
    PackNotExpanded { name: String } = Some(1919), Error, "pack_not_expanded", "parameter pack %sq was referenced but not expanded" => [name];
    NarrowingConversion { from: TypeName, to: TypeName } = Some(2361), Warning, "narrowing_conversion", "invalid narrowing conversion from %t1 to %t2" => [from, to];
    DeletedFunction { function: Entity } = Some(1776), Error, "deleted_function", "%npd cannot be referenced -- it is a deleted function" => [function];
    /// A class that inherits its base's constructors (`using A::A;`)
    /// constructed by one of them, when a member or another base it must
    /// default-initialize has a deleted default constructor.
    InheritedConstructionDeleted { class: TypeName } = Some(3093), Error, "deleted_inh_def_constructor", "the sub-object construction of %t for inheriting constructors cannot be performed -- the associated constructor is deleted" => [class];
    DeletedDefaultConstructor { class: TypeName } = Some(1790), Error, "deleted_default_constructor", "the default constructor of %t cannot be referenced -- it is a deleted function" => [class];
    AttributeTakesNoArguments { attribute: String } = Some(1094), Error, "arguments_provided_for_attribute", "attribute %sq does not take arguments" => [attribute];
    AttributeIgnored { attribute: String } = Some(1835), Warning, "wrong_entity_for_attribute", "attribute %sq does not apply here" => [attribute];
    /// `... instead of the required integral or enum type`
    ConstantExprType { ty: TypeName, required: String } = Some(2412), Error, "bad_conv_constant_expr_type", "this constant expression has type %t instead of the required %s type" => [ty, required];
    /// Printed by cicc's front end only: a deprecated entity used in code
    /// for the device (nvcc leaves host code to the host compiler).
    DeprecatedEntity { entity: Entity } = Some(1215), Warning, "deprecated_entity", "%n was declared deprecated" => [entity];
    DeprecatedEntityWithMessage { entity: Entity, message: String } = Some(1444), Warning, "deprecated_entity_with_custom_message", "%n was declared deprecated (%sq)" => [entity, message];
    DeprecatedAttribute = Some(3287), Note, "deprecated_attr", "because of a \"deprecated\" attribute" => [];
    StringLiteralToCharPointer = Some(2464), Warning, "deprecated_string_conv", "conversion from a string literal to \"char *\" is deprecated" => [];
    VariableNotConstant { variable: Entity } = Some(2689), Note, "variable_not_constant_valued", "the value of %nd cannot be used as a constant" => [variable];
    VariableAddressNotConstant { variable: Entity } = Some(2690), Note, "variable_not_constant_addressed", "a pointer or reference to %nd cannot be used as a constant" => [variable];
    NonConstexprCall { function: Entity } = Some(2703), Note, "constexpr_call_to_nonconstexpr_function", "cannot call non-constexpr %nd" => [function];
    ParamCountMismatch { candidate: Entity } = Some(3322), Note, "candidate_wrong_param_count", "number of parameters of %n does not match the call" => [candidate];
    /// `function "f(int)" does not match because argument #1 does not match parameter`
    ArgumentMismatch { candidate: Entity, index: u32 } = Some(3326), Note, "nonviable_because_arg_mismatch", "%n does not match because argument #%d does not match parameter" => [candidate, index];
    FailedDeduction { candidate: Entity } = Some(3327), Note, "deduction_failed", "candidate %n failed deduction" => [candidate];
    /// Before C++20.
    ConstexprVirtual = Some(2390), Error, "constexpr_virtual_combination", "a function cannot be both constexpr and virtual in this mode" => [];
    /// Before C++20.
    ConstexprDestructor = Some(2395), Error, "constexpr_destructor", "a destructor cannot be constexpr" => [];
    OverloadByReturnTypeAlone = Some(311), Error, "return_type_cannot_distinguish_functions", "cannot overload functions distinguished by return type alone" => [];
    /// `function "f" has already been defined (previous definition at line N)`
    StaticDataMemberNotAllowed = Some(817), Error, "static_data_member_not_allowed", "static data member declaration is not allowed in this class" => [];
    LinkageTypedefFieldInit = Some(3541), Warning, "field_init_in_class_type_with_typedef_name", "a class with a typedef name for linkage purposes cannot have a nonstatic data member with a default member initializer" => [];
    Redefinition { entity: Entity } = Some(3369), Error, "already_defined_with_pos", "%n has already been defined (previous definition %p)" => [entity, FillIn::Position];
    /// `invalid redeclaration of type name "I" (declared at line 6)`: a
    /// class defined with the name of an alias of another type.
    TypeNameRedeclaration { entity: Entity } = Some(256), Error, "bad_type_name_redeclaration", "invalid redeclaration of type name %nod" => [entity];

    // ---- calls across execution spaces ----
    DeviceFromHostDevice { callee: String, caller: String } = Some(3589), Error, "d_general_hd_illegal_call", "calling a %s1 function(%sq2) from a %s3 function(%sq4) is not allowed" => ["__device__", callee, "__host__ __device__", caller];
    ConstexprDeviceFromHostDevice { callee: String, caller: String } = Some(3590), Error, "d_general_hd_illegal_call_constexpr", "calling a constexpr %s1 function(%sq2) from a %s3 function(%sq4) is not allowed. The experimental flag '--expt-relaxed-constexpr' can be used to allow this (note: for a __tile__/__tile_global__ caller, the flag guarantees support only for calls that are required by language rules to be evaluated at compile time)." => ["__device__", callee, "__host__ __device__", caller];
    DeviceFromHost { callee: String, caller: String } = Some(3591), Error, "general_d_h_illegal_call", "calling a %s1 function(%sq2) from a %s3 function(%sq4) is not allowed" => ["__device__", callee, "__host__", caller];
    ConstexprDeviceFromHost { callee: String, caller: String } = Some(3592), Error, "general_d_h_illegal_call_constexpr", "calling a constexpr %s1 function(%sq2) from a %s3 function(%sq4) is not allowed. The experimental flag '--expt-relaxed-constexpr' can be used to allow this (note: for a __tile__/__tile_global__ caller, the flag guarantees support only for calls that are required by language rules to be evaluated at compile time)." => ["__device__", callee, "__host__", caller];
    HostFromHostDevice { callee: String, caller: String } = Some(3595), Error, "h_general_hd_illegal_call", "calling a %s1 function(%sq2) from a %s3 function(%sq4) is not allowed" => ["__host__", callee, "__host__ __device__", caller];
    DefaultedAnnotationIgnored { space: ExecSpace, function: String } = Some(3596), Warning, "esa_on_defaulted_function_ignored", "%s1 annotation is ignored on a non-virtual function(%sq2) that is explicitly defaulted on its first declaration" => [space, function];
    ConstexprHostFromHostDevice { callee: String, caller: String } = Some(3597), Error, "h_general_hd_illegal_call_constexpr", "calling a constexpr %s1 function(%sq2) from a %s3 function(%sq4) is not allowed. The experimental flag '--expt-relaxed-constexpr' can be used to allow this (note: for a __tile__/__tile_global__ caller, the flag guarantees support only for calls that are required by language rules to be evaluated at compile time)." => ["__host__", callee, "__host__ __device__", caller];
    /// The unnamed form cicc's later phase prints.
    HostFromHostDeviceUnnamed = Some(3598), Warning, "h_general_hd_illegal_call_generic", "calling a %s1 function from a %s2 function is not allowed" => ["__host__", "__host__ __device__"];
    ConstexprHostFromHostDeviceUnnamed = Some(3599), Warning, "h_general_hd_illegal_call_generic_constexpr", "calling a constexpr %s1 function from a %s2 function is not allowed. The experimental flag '--expt-relaxed-constexpr' can be used to allow this (note: for a __tile__/__tile_global__ caller, the flag guarantees support only for calls that are required by language rules to be evaluated at compile time)." => ["__host__", "__host__ __device__"];
    HostFromDevice { callee: String, caller: String } = Some(3600), Error, "h_general_d_illegal_call", "calling a %s1 function(%sq2) from a %s3 function(%sq4) is not allowed" => ["__host__", callee, "__device__", caller];
    ConstexprHostFromDevice { callee: String, caller: String } = Some(3601), Error, "h_general_d_illegal_call_constexpr", "calling a constexpr %s1 function(%sq2) from a %s3 function(%sq4) is not allowed. The experimental flag '--expt-relaxed-constexpr' can be used to allow this (note: for a __tile__/__tile_global__ caller, the flag guarantees support only for calls that are required by language rules to be evaluated at compile time)." => ["__host__", callee, "__device__", caller];
    HostFromGlobal { callee: String, caller: String } = Some(3602), Error, "h_general_g_illegal_call", "calling a %s1 function(%sq2) from a %s3 function(%sq4) is not allowed" => ["__host__", callee, "__global__", caller];
    ConstexprHostFromGlobal { callee: String, caller: String } = Some(3603), Error, "h_general_g_illegal_call_constexpr", "calling a constexpr %s1 function(%sq2) from a %s3 function(%sq4) is not allowed. The experimental flag '--expt-relaxed-constexpr' can be used to allow this (note: for a __tile__/__tile_global__ caller, the flag guarantees support only for calls that are required by language rules to be evaluated at compile time)." => ["__host__", callee, "__global__", caller];
    DeviceLaunchWithoutRdc = Some(3607), Error, "device_launch_no_sepcomp", "kernel launch from %s functions requires separate compilation mode" => ["__device__ or __global__"];
    IllegalMemoryQualifiers = Some(3608), Error, "illegal_mem_qualifiers", "illegal combination of memory qualifiers" => [];
    /// `an automatic "__shared__" variable declaration is not allowed inside a host function body`
    LocalMemorySpaceInHost { storage: String, space: MemorySpace } = Some(3610), Error, "illegal_local_to_host_function", "%s1 %sq2 variable declaration is not allowed inside a host function body" => [with_article(storage), space];
    LocalMemorySpaceInDevice { storage: String, space: MemorySpace } = Some(3611), Error, "illegal_local_to_device_function", "%s1 %sq2 variable declaration is not allowed inside a device function body" => [with_article(storage), space];
    MemoryQualifierOnMember = Some(3612), Error, "illegal_member_qualifiers", "memory qualifier on data member is not allowed" => [];

    // ---- redeclarations with other spaces (%no: the name alone) ----
    GlobalRedeclaredWithoutGlobal { function: String } = Some(3614), Error, "global_function_redeclared_without_global", "a __global__ function(%no1) redeclared without __global__" => [Entity::name_only(function)];
    GlobalRedeclaredWithHost { function: String } = Some(3615), Error, "global_function_redeclared_with_host", "a __global__ function(%no1) redeclared with __host__" => [Entity::name_only(function)];
    GlobalRedeclaredWithDevice { function: String } = Some(3616), Error, "global_function_redeclared_with_device", "a __global__ function(%no1) redeclared with __device__" => [Entity::name_only(function)];
    GlobalRedeclaredWithHostDevice { function: String } = Some(3617), Error, "global_function_redeclared_with_host_device", "a __global__ function(%no1) redeclared with __host__ __device__" => [Entity::name_only(function)];
    DeviceRedeclaredWithGlobal { function: String } = Some(3618), Error, "device_function_redeclared_with_global", "a __device__ function(%no1) redeclared with __global__" => [Entity::name_only(function)];
    DeviceRedeclaredWithHost { function: String } = Some(3619), Warning, "device_function_redeclared_with_host", "a __device__ function(%no1) redeclared with __host__, hence treated as a __host__ __device__ function" => [Entity::name_only(function)];
    DeviceRedeclaredWithHostDevice { function: String } = Some(3620), Warning, "device_function_redeclared_with_host_device", "a __device__ function(%no1) redeclared with __host__ __device__, hence treated as a __host__ __device__ function" => [Entity::name_only(function)];
    DeviceRedeclaredWithoutDevice { function: String } = Some(3621), Warning, "device_function_redeclared_without_device", "a __device__ function(%no1) redeclared without __device__, hence treated as a __host__ __device__ function" => [Entity::name_only(function)];
    HostRedeclaredWithGlobal { function: String } = Some(3622), Error, "host_function_redeclared_with_global", "a __host__ function(%no1) redeclared with __global__" => [Entity::name_only(function)];
    HostRedeclaredWithDevice { function: String } = Some(3623), Warning, "host_function_redeclared_with_device", "a __host__ function(%no1) redeclared with __device__, hence treated as a __host__ __device__ function" => [Entity::name_only(function)];
    HostRedeclaredWithHostDevice { function: String } = Some(3624), Warning, "host_function_redeclared_with_host_device", "a __host__ function(%no1) redeclared with __host__ __device__, hence treated as a __host__ __device__ function" => [Entity::name_only(function)];
    HostDeviceRedeclaredWithGlobal { function: String } = Some(3625), Error, "host_device_function_redeclared_with_global", "a __host__ __device__ function(%no1) redeclared with __global__" => [Entity::name_only(function)];

    // ---- variables ----
    ExternTreatedAsStatic { name: String } = Some(3628), Warning, "extern_entity_treated_as_static", "extern declaration of the entity %s is treated as a static definition" => [name];
    StaticDynamicInit { memory: MemorySpace } = Some(3638), SoftError, "static_var_with_dynamic_init", "dynamic initialization is not supported for a function-scope static %s1 variable within a %s2 function" => [memory, "__device__/__global__"];
    DynamicInitUnsupported { memory: MemorySpace } = Some(3645), Error, "no_dynamic_init", "dynamic initialization is not supported for a %s variable" => [memory];

    // ---- __global__ functions ----
    GlobalEllipsis = Some(3630), Error, "global_function_has_ellipsis", "a %s function cannot have ellipsis" => ["__global__"];
    GlobalNonVoidReturn = Some(3632), SoftError, "global_function_return_type", "a %s function must have a void return type" => ["__global__"];
    GlobalDeducedReturn = Some(3633), SoftError, "global_function_deduced_return_type", "a %s function must not have a deduced return type" => ["__global__"];
    GlobalInlineIgnored = Some(3634), Warning, "global_function_inline", "inline qualifier ignored for %sq function" => ["__global__"];
    /// `a __global__ function call must be configured` / `a host function call cannot be configured`
    CallConfiguration { host_callee: bool } = Some(3635), Error, "configuration_error", "a %s function call %s2 be configured" => [
        if *host_callee { "host" } else { "__global__" },
        if *host_callee { "cannot" } else { "must" },
    ];
    ExceptionHandlingInDevice = Some(3644), Error, "no_exception_on_device", "%s code does not support exception handling" => ["device"];
    GlobalRvalueRefParam = Some(3647), Error, "global_rvalue_ref_type", "a __global__ function cannot have a parameter with rvalue reference type" => [];
    DeviceLaunchMissingApi = Some(3649), Error, "missing_api_for_device_side_launch", "device-side kernel launch could not be processed as the required runtime APIs are not declared" => [];
    DeviceLaunchArgCopyCtor = Some(3650), Error, "device_side_launch_arg_with_user_provided_cctor", "cannot pass an argument with a user-provided copy-constructor to a device-side kernel launch" => [];
    DeviceLaunchArgDtor = Some(3651), Error, "device_side_launch_arg_with_user_provided_dtor", "cannot pass an argument with a user-provided destructor to a device-side kernel launch" => [];
    UndefinedInDeviceCode { name: String } = Some(3652), Error, "undefined_device_identifier", "identifier %sq is undefined in device code" => [name];
    AsmSingleConstraintLetter = Some(3656), Error, "asm_constraint_must_have_single_letter", "an asm operand may specify only one constraint letter in a __device__/__global__ function" => [];
    UnknownAsmConstraintLetter { letter: String } = Some(1121), Error, "bad_asm_constraint_letter", "unknown asm constraint letter '%s'" => [letter];
    AsmConstraintWithoutLetter = Some(1122), Error, "missing_constraint_letter", "asm operand has no constraint letter" => [];
    AsmConstraintLetter { letter: String } = Some(3659), Error, "asm_constraint_letter_not_allowed_in_device", "asm constraint letter '%s' is not allowed inside a __device__/__global__ function" => [letter];
    LaunchAttributeNotGlobal { attribute: String } = Some(3661), SoftError, "bounds_attr_only_on_global_func", "%s is only allowed on a __global__ function" => [attribute];
    LaunchAttributeMember { attribute: String } = Some(3662), Error, "bounds_attr_only_nonmember_func", "%s is only allowed on a non-member function" => [attribute];
    MainMarked = Some(3665), Error, "main_marked_device", "function main cannot be marked %s" => ["__device__ or __global__"];
    AddressOfLabelInDevice = Some(3666), Error, "addr_of_label_in_device_func", "address of label extension is not supported in __device__/__global__ functions" => [];
    VirtualOverrideHostByDevice { overridden: String, overriding: String } = Some(3669), Error, "vfunc_incompat_exec_h_d", "execution space mismatch: overridden entity (%n1) is a __host__ function, but overriding entity (%n2) is a __device__ function" => [Entity::function(overridden), Entity::function(overriding)];
    VirtualOverrideHostByHostDevice { overridden: String, overriding: String } = Some(3670), Error, "vfunc_incompat_exec_h_hd", "execution space mismatch: overridden entity (%n1) is a __host__ function, but overriding entity (%n2) is a __host__ __device__ function" => [Entity::function(overridden), Entity::function(overriding)];
    VirtualOverrideDeviceByHostDevice { overridden: String, overriding: String } = Some(3671), Error, "vfunc_incompat_exec_d_hd", "execution space mismatch: overridden entity (%n1) is a __device__ function, but overriding entity (%n2) is a __host__ __device__ function" => [Entity::function(overridden), Entity::function(overriding)];
    VirtualOverrideDeviceByHost { overridden: String, overriding: String } = Some(3672), Error, "vfunc_incompat_exec_d_h", "execution space mismatch: overridden entity (%n1) is a __device__ function, but overriding entity (%n2) is a __host__ function" => [Entity::function(overridden), Entity::function(overriding)];
    VirtualOverrideHostDeviceByHost { overridden: String, overriding: String } = Some(3673), Error, "vfunc_incompat_exec_hd_h", "execution space mismatch: overridden entity (%n1) is a __host__ __device__ function, but overriding entity (%n2) is a __host__ function" => [Entity::function(overridden), Entity::function(overriding)];
    VirtualOverrideHostDeviceByDevice { overridden: String, overriding: String } = Some(3674), Error, "vfunc_incompat_exec_hd_d", "execution space mismatch: overridden entity (%n1) is a __host__ __device__ function, but overriding entity (%n2) is a __device__ function" => [Entity::function(overridden), Entity::function(overriding)];

    // ---- variables across spaces ----
    DeviceVariableReadInHost { space: MemorySpace, variable: String } = Some(3675), Warning, "device_var_read_in_host", "a %s1 %n1 cannot be directly read in a host function" => [space, Entity::variable(variable)];
    DeviceVariableWrittenInHost { space: MemorySpace, variable: String } = Some(3676), Warning, "device_var_written_in_host", "a %s1 %n1 cannot be directly written in a host function" => [space, Entity::variable(variable)];
    DeviceVariableAddressInHost { space: MemorySpace, variable: String } = Some(3677), Warning, "device_var_address_taken_in_host", "address of a %s1 %n1 cannot be directly taken in a host function" => [space, Entity::variable(variable)];
    HostVariableReadInDevice { variable: Entity } = Some(3678), Warning, "host_var_read_in_device", "a host %n1 cannot be directly read in a %s function" => [variable, "__device__/__global__"];
    HostVariableWrittenInDevice { variable: Entity } = Some(3679), Warning, "host_var_written_in_device", "a host %n1 cannot be directly written in a %s function" => [variable, "__device__/__global__"];
    HostVariableAddressInDevice { variable: Entity } = Some(3680), Warning, "host_var_address_taken_in_device", "address of a host %n1 cannot be directly taken in a %s function" => [variable, "__device__/__global__"];
    TextureAddressInDevice { name: String } = Some(3681), Error, "addr_of_text_surf_var_in_device_func", "cannot take address of texture/surface variable %sq in __device__/__global__ functions" => [name];
    TextureIndirectionInDevice { name: String } = Some(3683), Error, "indir_into_text_surf_var_in_device_func", "indirection not allowed for accessing texture/surface through variable %sq in __device__/__global__ functions" => [name];
    TextureReferenceInDevice = Some(3686), Error, "reference_to_text_surf_var_in_device_func", "taking reference of texture/surface variable not allowed in %s functions" => ["__device__/__global__"];
    AnonymousUnionMemberInDevice = Some(3688), Error, "anon_union_member_variable_access", "member variables of an anonymous union at global or namespace scope cannot be directly accessed in %s functions" => ["__device__ and __global__"];
    ManagedConst = Some(3693), Error, "managed_const_type_not_allowed", "a __managed__ variable cannot have a const qualified type" => [];
    ManagedReference = Some(3694), Error, "managed_reference_type_not_allowed", "a __managed__ variable cannot have a reference type" => [];
    ManagedSharedOrConstant = Some(3695), Error, "managed_cant_be_shared_constant", "__managed__ variables cannot be marked __shared__ or __constant__" => [];
    ThreadLocalDeviceVariable { memory: MemorySpace } = Some(3697), Error, "thread_local_for_device_vars", "cannot use thread_local specifier for a %s variable" => [memory];
    ThreadLocalInDevice = Some(3698), Error, "thread_local_in_device_code", "cannot use thread_local specifier for variable declarations in device code" => [];
    GlobalInitializerListParam = Some(3699), Error, "global_function_with_initializer_list", "a __global__ function or function template cannot have a parameter with type std::initializer_list" => [];
    GlobalPackNotLast = Some(3700), Error, "global_function_pack_not_last", "Pack template parameter must be the last template parameter for a variadic __global__ function template" => [];
    GlobalMultiplePacks = Some(3701), Error, "global_function_multiple_packs", "Multiple pack parameters are not allowed for a variadic __global__ function template" => [];
    GlobalConstexpr = Some(3702), Error, "global_function_constexpr", "A __global__ function or function template cannot be marked constexpr" => [];
    ManagedInDecltype = Some(3703), Error, "decltype_of_managed_variable", "A __managed__ variable cannot be used as an unparenthesized id-expression argument for decltype()" => [];
    VariableInInlineUnnamedNamespace { memory: MemorySpace } = Some(3706), Error, "device_variable_in_unnamed_inline_ns", "A %s variable cannot be declared within an inline unnamed namespace" => [memory];
    TextureInInlineUnnamedNamespace = Some(3707), Error, "texture_surface_variable_in_unnamed_inline_ns", "A texture or surface variable cannot be declared within an inline unnamed namespace" => [];
    GlobalInInlineUnnamedNamespace = Some(3708), Error, "global_function_in_unnamed_inline_ns", "A __global__ function or function template cannot be declared within an inline unnamed namespace" => [];

    // ---- template arguments of kernels and variable templates ----
    KernelClosureTemplateArg { closure: TypeName, defined_at: String } = Some(3709), Error, "global_lambda_template_arg", "The closure type for a lambda (%t%s) cannot be used in the template argument type of a __global__ function template instantiation, unless the lambda is defined within a __device__ or __global__ function, or the flag '-extended-lambda' is specified and the lambda is an extended lambda (a __device__ or __host__ __device__ lambda defined within a __host__ or __host__ __device__ function)" => [closure, defined_at];
    KernelHostLocalTypeArg { ty: TypeName } = Some(3710), Error, "global_func_local_template_arg", "A type defined inside a __host__ function  (%t) cannot be used in the template argument type of a __global__ function template instantiation" => [ty];
    KernelPrivateTypeArg { ty: TypeName } = Some(3712), Error, "global_private_type_arg", "A type that is defined inside a class and has private or protected access (%t) cannot be used in the template argument type of a __global__ function template instantiation, unless the class is local to a __device__ or __global__ function" => [ty];
    KernelUnnamedTypeArg { ty: TypeName } = Some(3713), Error, "global_unnamed_type_arg", "An unnamed type (%t) cannot be used in the template argument type of a __global__ function template instantiation, unless the type is local to a __device__ or __global__ function" => [ty];
    KernelPrivateTemplateArg = Some(3714), Error, "global_private_template_arg", "A template that is defined inside a class and has private or protected access cannot be used in the template template argument of a __global__ function template instantiation" => [];
    GlobalVaListParam = Some(3715), Error, "global_va_list_type", "A __global__ function or function template cannot have a parameter with va_list type" => [];
    VariableTemplateClosureArg { closure: TypeName, defined_at: String } = Some(3764), Error, "variable_template_lambda_template_arg", "The closure type for a lambda (%t%s) cannot be used in the template argument type of a variable template instantiation, unless the lambda is defined within a __device__ or __global__ function, or the lambda is an 'extended lambda' and the flag --extended-lambda is specified" => [closure, defined_at];
    VariableTemplateHostLocalTypeArg { ty: TypeName } = Some(3765), Error, "variable_template_func_local_template_arg", "A type defined inside a __host__ function  (%t) cannot be used in the template argument type of a variable template template instantiation" => [ty];
    VariableTemplatePrivateTypeArg { ty: TypeName } = Some(3766), Error, "variable_template_private_type_arg", "A type that is defined inside a class and has private or protected access (%t) cannot be used in the template argument type of a variable template instantiation, unless the class is local to a __device__ or __global__ function" => [ty];
    VariableTemplatePrivateTemplateArg = Some(3767), Error, "variable_template_private_template_arg", "A template that is defined inside a class and has private or protected access cannot be used in the template template argument of a variable template instantiation" => [];
    VariableTemplateUnnamedTypeArg { ty: TypeName } = Some(3768), Error, "variable_template_unnamed_type_template_arg", "An unnamed type (%t) cannot be used in the template argument type of a variable template template instantiation, unless the type is local to a __device__ or __global__ function" => [ty];
    TextureNonTypeTemplateArg = Some(3763), Error, "device_func_tex_arg", "A texture or surface variable cannot be used in the non-type template argument of a __device__, __host__ __device__ or __global__ function template instantiation" => [];

    // ---- extended lambdas ----
    LambdaParentInsideFunction { lambda: ExecSpace, parent: String } = Some(3719), SoftError, "extended_lambda_enclosing_function_local", "The enclosing parent function (%sq2) for an extended %s1 lambda must not be defined inside another function" => [lambda, parent];
    LambdaCaptureByReference { lambda: ExecSpace } = Some(3720), SoftError, "extended_lambda_reference_capture", "An extended %s lambda cannot capture variables by reference" => [lambda];
    LambdaCapturePackElement { lambda: ExecSpace } = Some(3721), Error, "extended_lambda_pack_capture", "An extended %s lambda cannot capture an element of a parameter pack" => [lambda];
    LambdaInitCaptureArray { lambda: ExecSpace } = Some(3723), Error, "extended_lambda_init_capture_array", "An extended %s lambda cannot init-capture variables with array type" => [lambda];
    LambdaCaptureArrayRank { lambda: ExecSpace, ty: TypeName } = Some(3724), Error, "extended_lambda_array_capture_rank", "An extended %s lambda cannot capture an array variable (type: %t) with more than 7 dimensions" => [lambda, ty];
    LambdaCaptureArrayNotDefaultConstructible { lambda: ExecSpace, ty: TypeName } = Some(3725), Error, "extended_lambda_array_capture_default_constructible", "An extended %s lambda cannot capture an array variable whose element type (%t) is not default constructible on the host" => [lambda, ty];
    LambdaCaptureArrayNotAssignable { lambda: ExecSpace, ty: TypeName } = Some(3726), Error, "extended_lambda_array_capture_assignable", "An extended %s lambda cannot capture an array variable whose element type (%t) is not assignable on the host" => [lambda, ty];
    LambdaParentAddress { lambda: ExecSpace, parent: String } = Some(3727), Error, "extended_lambda_cant_take_function_address", "The enclosing parent function (%sq2) for an extended %s1 lambda must allow its address to be taken" => [lambda, parent];
    LambdaParentUnnamedClass { lambda: ExecSpace, parent: String } = Some(3728), Error, "extended_lambda_parent_class_unnamed", "The enclosing parent function (%sq2) for an extended %s1 lambda cannot be a member function of a class that is unnamed" => [lambda, parent];
    LambdaCaptureLocalType { ty: TypeName } = Some(3730), Error, "extended_lambda_capture_local_type", "A type local to a function (%t) cannot be used in the type of a variable captured by an extended __device__ or __host__ __device__ lambda" => [ty];
    LambdaCapturePrivateType { ty: TypeName } = Some(3731), Error, "extended_lambda_capture_private_type", "A type that is a private or protected class member (%t) cannot be used in the type of a variable captured by an extended __device__ or __host__ __device__ lambda" => [ty];
    LambdaParentPrivateTemplateArg { lambda: ExecSpace } = Some(3732), Error, "extended_lambda_parent_private_template_arg", "A template that is a private or protected class member cannot be used in the template argument of the enclosing parent function (and any parent classes) of an extended %s lambda" => [lambda];
    LambdaParentLocalTypeArg { ty: TypeName } = Some(3733), Error, "extended_lambda_parent_local_type", "A type local to a function (%t) cannot be used in the template argument of the enclosing parent function (and any parent classes) of an extended __device__ or __host__ __device__ lambda" => [ty];
    LambdaParentPrivateTypeArg { ty: TypeName } = Some(3734), Error, "extended_lambda_parent_private_type", "A type that is a private or protected class member (%t) cannot be used in the template argument of the enclosing parent function (and any parent classes) of an extended __device__ or __host__ __device__ lambda" => [ty];
    LambdaParentPrivate { lambda: ExecSpace, parent: String } = Some(3735), SoftError, "extended_lambda_inaccessible_parent", "The enclosing parent function (%sq2) for an extended %s1 lambda cannot have private or protected access within its class" => [lambda, parent];
    LambdaInPrivateClass { lambda: ExecSpace, class: String } = Some(3736), Error, "extended_lambda_inaccessible_ancestor", "An extended %s1 lambda cannot be defined inside a class (%sq2) with private or protected access within another class" => [lambda, class];
    LambdaAnnotationWithoutFlag = Some(3739), SoftError, "extended_lambda_disallowed", "__host__ or __device__ annotation on lambda requires --extended-lambda nvcc flag" => [];
    LambdaParentDeducedReturn { lambda: ExecSpace, parent: String } = Some(3740), Error, "extended_lambda_enclosing_function_deducible", "The enclosing parent function (%sq2) for an extended %s1 lambda must not have deduced return type" => [lambda, parent];
    HostDeviceLambdaGeneric = Some(3741), Error, "extended_host_device_generic_lambda", "__host__ __device__ extended lambdas cannot be generic lambdas" => [];
    HostDeviceLambdaInitCapture = Some(3742), Error, "extended_lambda_hd_init_capture", "init-captures are not allowed for extended __host__ __device__ lambdas" => [];
    LambdaInitCaptureInitializerList { lambda: ExecSpace } = Some(3743), Error, "extended_lambda_init_capture_initlist", "An extended %s lambda cannot have init-captures with type std::initializer_list" => [lambda];
    LambdaInNonExtendedLambda { lambda: ExecSpace } = Some(3744), Error, "extended_lambda_enclosing_function_not_found", "If an extended %s lambda is defined within the body of one or more nested lambda expressions, each of these enclosing lambda expressions must be defined within the immediate or nested block scope of a function." => [lambda];
    LambdaInGenericLambda { lambda: ExecSpace } = Some(3745), Error, "extended_lambda_enclosing_function_generic_lambda", "An extended %s1 lambda cannot be defined inside a generic lambda expression(%sq2)." => [lambda, "operator()"];
    LambdaInHostDeviceLambda { lambda: ExecSpace } = Some(3746), Error, "extended_lambda_enclosing_function_hd_lambda", "An extended %s1 lambda cannot be defined inside an extended __host__ __device__  lambda expression(%sq2)." => [lambda, "operator()"];
    LambdaSpecifier { specifier: String, lambda: ExecSpace } = Some(3747), Error, "extended_lambda_constexpr", "The %s1 specifier is not allowed for an extended %s2 lambda" => [specifier, lambda];
    LambdaOperatorAnnotated = Some(3748), Error, "lambda_operator_annotated", "The operator() function for a lambda cannot be explicitly annotated with execution space annotations (__host__/__device__/__global__), the annotations are derived from its closure class" => [];
    CcClobberInDevice = Some(3749), Error, "cc_clobber_in_device", "The cc clobber constraint is not supported in device code" => [];
    AutoDeviceFunctionReference { function: String } = Some(3750), Error, "auto_device_fn_ref", "A non-constexpr __device__ function (%sq1) with \"auto\" deduced return type cannot be directly referenced %s2, except if the reference is absent when __CUDA_ARCH__ is undefined" => [function, "outside the bodies of device functions"];
    LambdaCaptureInConstexprIf { lambda: ExecSpace } = Some(3818), Error, "extended_lambda_capture_in_constexpr_if", "An extended %s lambda cannot first-capture variable in constexpr-if context" => [lambda];

    // ---- more on __global__ functions and device code ----
    GlobalFriendDefinition = Some(3770), SoftError, "global_friend_definition", "A __global__ function or function template cannot be defined in a friend declaration" => [];
    GlobalOperator = Some(3771), Error, "global_operator_function", "An operator function cannot be a %s function" => ["__global__"];
    OperatorInDevice { operator: String } = Some(3772), Error, "cuda_device_code_unsupported_operator", "The operator '%s' is not allowed in device code" => [operator];
    InlineVariableNotInternal { memory: MemorySpace } = Some(3775), Error, "unsupported_inline_var", "An inline %s variable must have internal linkage when the program is compiled in whole program mode (-rdc=false)" => [memory];
    SharedInRangeFor = Some(3776), Error, "shared_specifier_in_range_for", "the __shared__ memory space specifier is not allowed for a variable declared by the for-range-declaration" => [];
    UnrecognizedPragmaInDevice = Some(3783), Warning, "unrecognized_pragma_device_code", "unrecognized #pragma in device code" => [];
    UniversalCharacterInDeviceName { name: String } = Some(3785), Error, "illegal_ucn_in_device_identifer", "Universal character is not allowed in device entity name (%sq)" => [name];
    RegisterParamsNotEnabled = Some(3786), Error, "register_params_not_enabled", "__nv_register_params__ support is not enabled" => [];
    RegisterParamsEllipsis = Some(3789), Error, "register_params_ellipsis_function", "__nv_register_params__ is not allowed on a function with ellipsis" => [];
    /// A type that is or contains `__float128` or `__bf16`, in device code.
    UnsupportedDeviceType { ty: TypeName, contains: bool, float: UnsupportedFloat } = Some(3690), Error, "unsupported_type_in_device_code", "%t %s1 a %s2, which is not supported in device code" => [ty, if *contains { "contains" } else { "is" }, float.words()];
    LongDoubleAsDouble = Some(3792), Warning, "cuda_demote_unsupported_floating_point", "'%s1' is treated as 'double' in device code" => ["long double"];
    ZeroSizedVariable { name: String } = Some(3795), Error, "zero_size_var_not_allowed", "zero-sized variable %sq is not allowed in device code" => [name];
    ZeroSizedParameterType { ty: TypeName } = Some(3796), Error, "zero_size_par_not_allowed", "zero-sized parameter type %t is not allowed in device code" => [ty];
    ClusterDimsNotPositive = Some(3812), SoftError, "cluster_dims_must_be_positive", "%s arguments must be positive integers" => ["__cluster_dims__"];
    ClusterDimsTooLarge = Some(3813), Error, "cluster_dims_too_large", "cluster dimension value is too large" => [];
    ClusterDimsUnsupported = Some(3814), SoftError, "cluster_dims_unsupported", "__cluster_dims__ is not supported for this GPU architecture" => [];
    GlobalMember = Some(3815), Error, "global_class_decl", "A %s function or function template cannot be a member function" => ["__global__"];
    MissingLaunchBounds = Some(3822), Warning, "missing_launch_bounds", "no __launch_bounds__ specified for __global__ function" => [];
    GridConstantNotConst = Some(3823), Error, "grid_constant_not_const", "a parameter annotated with __grid_constant__ must have const-qualified type" => [];
    GridConstantReference = Some(3824), Error, "grid_constant_reference_type", "a parameter annotated with __grid_constant__ must not have reference type" => [];
    GridConstantRedeclaration { parameter: String } = Some(3825), Error, "grid_constant_incompat_redecl", "incompatible __grid_constant__ annotation for parameter %s in function redeclaration (see previous declaration %p)" => [parameter, FillIn::Position];
    GridConstantTemplateRedeclaration { parameter: String } = Some(3826), Error, "grid_constant_incompat_templ_redecl", "incompatible __grid_constant__ annotation for parameter %s in function template redeclaration (see previous declaration %p)" => [parameter, FillIn::Position];
    GridConstantSpecialization { parameter: String } = Some(3827), Error, "grid_constant_incompat_specialization", "incompatible __grid_constant__ annotation for parameter %s in function specialization (see previous declaration %p)" => [parameter, FillIn::Position];
    GridConstantInstantiationDirective { parameter: String } = Some(3828), Error, "grid_constant_incompat_instantiation_directive", "incompatible __grid_constant__ annotation for parameter %s in instantiation directive (see previous declaration %p)" => [parameter, FillIn::Position];
    GridConstantNotKernelParam = Some(3829), SoftError, "grid_constant_non_kernel", "__grid_constant__ annotation is only allowed on a parameter of a %s function" => ["__global__"];
    MaxBlocksPerClusterUnsupported = Some(3831), Error, "max_blocks_per_cluster_unsupported", "cannot specify max blocks per cluster for this GPU architecture" => [];
    MaxBlocksPerClusterNegative = Some(3832), Error, "max_blocks_per_cluster_negative", "max blocks per cluster must not be negative" => [];
    MaxBlocksPerClusterTooLarge = Some(3833), Error, "max_blocks_per_cluster_too_large", "max blocks per cluster is too large" => [];
    TooManyBlocksInCluster { from: String } = Some(3834), Error, "too_many_blocks_in_cluster", "total number of blocks in cluster computed from %s exceeds __launch_bounds__ specified limit for max blocks in cluster" => [from];
    CoroutinesInDevice = Some(3835), Error, "no_coroutine_on_device", "device code does not support coroutines" => [];
    GlobalConsteval = Some(3838), Error, "global_function_consteval", "A __global__ function or function template cannot be marked consteval" => [];
    InlineHintNoinline = Some(3839), Error, "inline_hint_noinline_conflict", "\"__inline_hint__\" and \"__noinline__\" may not be used on the same declaration" => [];
    InlineHintForceinline = Some(3840), Error, "inline_hint_forceinline_conflict", "\"__inline_hint__\" and \"__forceinline__\" may not be used on the same declaration" => [];
    MaxnregNotGlobal = Some(3842), SoftError, "maxnreg_attr_only_on_global_func", "%s is only allowed on a __global__ function" => ["__maxnreg__"];
    MaxnregNotPositive = Some(3844), SoftError, "maxnreg_negative", "The maximum number of registers that can be allocated per thread must be positive" => [];
    MaxnregTooLarge = Some(3845), Error, "maxnreg_too_large", "The maximum number of registers that can be allocated per thread is too large" => [];
    LaunchBoundsAndMaxnreg = Some(3846), SoftError, "bounds_maxnreg_incompatible_qualifiers", "The %s qualifiers cannot be applied to the same kernel" => ["__launch_bounds__ and __maxnreg__"];
    ConstraintCOutsideDevice = Some(3847), Error, "C_constraint_is_device_only", "The 'C' constraint can only be used for asm statements in device code" => [];
    ExternKernelTemplateStub = Some(3862), Warning, "extern_kernel_template", "when \"-static-global-template-stub=true\", extern __global__ function template is not supported in whole program compilation mode (\"-rdc=false\"). To resolve the issue, either use separate compilation mode (\"-rdc=true\"), or explicitly set \"-static-global-template-stub=false\" (but see nvcc documentation about downsides of turning it off)" => [];
    KernelTemplateInstanceStub { function: String } = Some(3864), Warning, "template_global_no_def", "when \"-static-global-template-stub=true\" in whole program compilation mode (\"-rdc=false\"), a __global__ function template instantiation or specialization (%sq) must have a definition in the current translation unit. To resolve this issue, either use separate compilation mode (\"-rdc=true\"), or explicitly set \"-static-global-template-stub=false\" (but see nvcc documentation about downsides of turning it off)" => [function];
    BlockSizeNotPositive = Some(3916), SoftError, "block_size_must_be_positive", "%s arguments must be positive integers" => ["__block_size__"];
    BlockSizeTooLarge = Some(3917), Error, "block_size_too_large", "block size value is too large" => [];
    BlockSizeUnsupported = Some(3918), Error, "block_size_unsupported", "__block_size__ is not supported for this GPU architecture" => [];
    BlockSizeSecondTuple = Some(3919), SoftError, "conflict_between_cluster_dim_and_block_size", "cannot specify the second tuple in __block_size__ while __cluster_dims__ is present" => [];

    // ---- the __nv_atomic_* builtins ----
    AtomicFirstArgument = Some(1645), Error, "bad_type_for_gnu_sync_function", "first argument must be a pointer to integer or enum type" => [];
    AtomicInvalidOrder = Some(3873), Error, "invalid_nv_atomic_memory_order_value", "invalid memory order value for atomic operations." => [];
    AtomicInvalidScope = Some(3874), Error, "invalid_nv_atomic_thread_scope_value", "invalid thread scope value for atomic operations." => [];
    AtomicArithmeticSize = Some(3875), Error, "invalid_nv_atomic_operation_size", "atomic operations and, or, xor, add, sub, min and max are valid only on objects of size 4, or 8 for sm_90 and below." => [];
    AtomicCasSize = Some(3877), Error, "invalid_nv_atomic_cas_size", "atomic CAS is valid only on objects of size 2, 4, 8 or 16 bytes." => [];
    AtomicExchangeSize = Some(3878), Error, "invalid_nv_atomic_exch_size", "atomic exchange is valid only on objects of size 4, 8 or 16 bytes." => [];
    AtomicAddSubSigned64 = Some(3879), Error, "invalid_nv_atomic_operation_add_sub_size", "atomic operations add and sub are not valid on signed integer of size 8." => [];
    AtomicMinMaxFloat = Some(3880), Error, "invalid_nv_atomic_operation_max_min_float", "atomic operations min and max are not supported on any floating-point types." => [];
    AtomicNotInDevice = Some(3881), Error, "nv_atomic_operation_not_in_device_function", "atomic operations are not in a device function." => [];
    AtomicScopeNotLiteral = Some(3882), Error, "nv_atomic_operation_scope_not_constant_int", "atomic operation's scope argument is not an integer literal." => [];
    AtomicOrderNotLiteral = Some(3883), Error, "nv_atomic_operation_order_not_constant_int", "atomic operation's memory order argument is not an integer literal." => [];
    AtomicLoadOrder = Some(3884), Error, "nv_atomic_load_order_error", "atomic load's memory order cannot be release or acq_rel." => [];
    AtomicStoreOrder = Some(3885), Error, "nv_atomic_store_order_error", "atomic store's memory order cannot be consume, acquire or acq_rel." => [];
    AtomicLoadStoreClusterScope = Some(3887), Warning, "nv_atomic_load_store_scope_cluster_change_to_device", "atomic load and store's scope of cluster is supported on architecture sm_90 or above. Using device scope instead." => [];
    AtomicClusterScope = Some(3891), Warning, "nv_atomic_operations_scope_cluster_change_to_device", "atomic operations' scope of cluster is supported on architecture sm_90 or above. Using device scope instead." => [];
    Atomic128BitExchange = Some(3892), Error, "nv_atomic_exch_cas_b128_not_supported", "128-bit atomic exchange or compare-and-exchange is supported on architecture sm_90 or above." => [];
    AtomicGenericSize = Some(3895), Error, "invalid_data_size_for_nv_atomic_generic_function", "generic nv atomic functions are valid only on objects of size 1, 2, 4, 8 and 16 bytes." => [];
    AtomicNoArguments = Some(3897), Error, "nv_atomic_function_no_args", "atomic function requires at least one argument." => [];
    AtomicLogicalFloat = Some(3898), Error, "floating_type_for_logical_atomic_operation", "For a logical atomic operation, the first argument cannot be any floating-point types." => [];
    AtomicNonGenericType = Some(3899), Error, "non_integral_type_for_non_generic_nv_atomic_function", "non-generic nv atomic load, store, cas and exchange are valid only on integral types." => [];

    // ---- #pragma nv_abi ----
    NvAbiPlacement = Some(3903), Error, "nv_abi_pragma_next_construct", "#pragma nv_abi must appear immediately before a function declaration, function definition, or an expression statement" => [];
    NvAbiInHostFunction = Some(3904), Error, "nv_abi_pragma_device_function_context", "#pragma nv_abi is not supported inside a host function" => [];
    NvAbiNotDeviceFunction = Some(3905), Error, "nv_abi_pragma_device_function", "#pragma nv_abi must be applied to device functions" => [];
    NvAbiMissingArgument = Some(3906), Error, "nv_abi_pragma_missing_arg", "#pragma nv_abi requires an argument" => [];
    NvAbiDuplicateArgument = Some(3907), Error, "nv_abi_pragma_duplicate_arg", "#pragma nv_abi contains a duplicate argument" => [];
    NvAbiInvalidOption = Some(3908), Error, "nv_abi_pragma_invalid_option", "#pragma nv_abi contains an invalid option" => [];
    NvAbiNotConstant = Some(3909), Error, "nv_abi_pragma_not_constant", "#pragma nv_abi argument must evaluate to an integral constant expression" => [];
    NvAbiOverflow = Some(3910), Error, "nv_abi_pragma_overflow_value", "#pragma nv_abi argument value exceeds the range of an integer" => [];
    NvAbiNotPositive = Some(3911), Error, "nv_abi_pragma_not_positive_value", "#pragma nv_abi argument value must be a positive value" => [];

    // ---- messages outside EDG's table ----
    /// Composed by cudafe++ outside its table (observed with the oracle).
    GlobalExceptionSpecification = EDG_NONE, Error, "", "An exception specification is not allowed for a __global__ function or function template" => [];
    /// cicc's front end (observed with the oracle).
    SharedInitializer = EDG_NONE, Error, "", "initializer not allowed for __shared__ variable" => [];
    /// cicc's NVVM back end (no number).
    StoreToConstantMemory = EDG_NONE, Warning, "", "Cannot store to pointer that points to constant memory space" => [];
    /// gcc's preprocessing messages, with gcc's text.
    PreprocessorError { message: String } = EDG_NONE, Error, "", "%s" => [message];
    PreprocessorWarning { message: String } = EDG_NONE, Warning, "", "%s" => [message];
    PreprocessorFatal { message: String } = EDG_NONE, Fatal, "", "%s" => [message];
    /// gcc's note after a macro redefinition.
    PreviousMacroDefinition = EDG_NONE, Note, "", "this is the location of the previous definition" => [];
}

/// The floating-point types device code cannot have (#3690).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum UnsupportedFloat {
    /// `__float128`
    #[default]
    Float128,
    /// `__bf16`
    BFloat16,
}

impl UnsupportedFloat {
    fn words(self) -> &'static str {
        match self {
            UnsupportedFloat::Float128 => "128-bit floating-point",
            UnsupportedFloat::BFloat16 => "C++23 extended floating-point",
        }
    }
}

/// `"automatic"` -> `"an automatic"` (EDG's caller writes the article).
fn with_article(word: &str) -> String {
    let article = if word.starts_with(['a', 'e', 'i', 'o', 'u']) {
        "an"
    } else {
        "a"
    };
    format!("{article} {word}")
}

impl DiagKind {
    pub fn entry(&self) -> &'static Entry {
        self.id().entry()
    }

    pub fn severity(&self) -> Severity {
        match self.entry().class {
            Class::Error | Class::SoftError => Severity::Error,
            Class::Warning => Severity::Warning,
            Class::Remark | Class::Note => Severity::Remark,
            Class::Fatal => Severity::Fatal,
        }
    }

    /// The number cudafe++ displays (`20011` for `warning #20011-D`), also
    /// for errors, whose text does not show it; the controls name it.
    pub fn number(&self) -> Option<u32> {
        self.entry().edg.map(crate::ids::displayed)
    }

    /// The text, with `%p` naming no line (see [`DiagKind::message_at`]).
    pub fn message(&self) -> String {
        self.message_at(None)
    }

    /// The text, with `%p` naming `line`.
    pub fn message_at(&self, position: Option<&crate::Position>) -> String {
        let entry = self.entry();
        let mut text = match crate::fill_in::render(entry.template, &self.fill_ins(), position) {
            Ok(text) => text,
            // the table's tests render every entry; never lose a diagnostic
            Err(_) => entry.template.to_string(),
        };
        for more in self.continuation() {
            text.push_str("\n            ");
            text.push_str(&more.message_at(position));
        }
        text
    }

    /// The lines EDG prints under the message (the candidates and argument
    /// types of a failed overload resolution).
    pub fn continuation(&self) -> Vec<DiagKind> {
        match self {
            // (none for a call without arguments)
            DiagKind::NoMatchingNew { argument_types, .. } => vec![DiagKind::ArgumentTypes {
                types: argument_types.clone(),
            }],
            DiagKind::NoMatchingFunction { argument_types, .. } if !argument_types.is_empty() => {
                vec![DiagKind::ArgumentTypes {
                    types: argument_types.clone(),
                }]
            }
            DiagKind::ConstexprCtorMissingInitializers { members, .. } => members
                .iter()
                .map(|m| DiagKind::UninitializedMember { member: m.clone() })
                .collect(),
            DiagKind::NoMatchingOperator { operand_types, .. } => vec![DiagKind::OperandTypes {
                types: operand_types.clone(),
            }],
            DiagKind::AmbiguousCall {
                best,
                argument_types,
                object_type,
                ..
            } => {
                let mut lines: Vec<DiagKind> = best
                    .iter()
                    .map(|f| DiagKind::Candidate {
                        function: f.clone(),
                    })
                    .collect();
                lines.push(DiagKind::ArgumentTypes {
                    types: argument_types.clone(),
                });
                lines.extend(
                    object_type
                        .iter()
                        .map(|t| DiagKind::ObjectType { ty: t.clone() }),
                );
                lines
            }
            _ => Vec::new(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_entry_renders_with_its_fill_ins() {
        for m in Message::ALL {
            let d = m.sample();
            assert_eq!(d.id(), *m);
            if let Err(e) = crate::fill_in::render(
                m.entry().template,
                &d.fill_ins(),
                Some(&crate::Position::line(1)),
            ) {
                panic!("{}: {e:?}", m.name());
            }
        }
    }

    #[test]
    fn numbers_and_tags_are_unique() {
        let mut seen = std::collections::HashMap::new();
        for m in Message::ALL {
            if let Some(n) = m.entry().edg
                && let Some(other) = seen.insert(n, m.name())
            {
                panic!("{} and {other} are both EDG #{n}", m.name());
            }
        }
    }
}
