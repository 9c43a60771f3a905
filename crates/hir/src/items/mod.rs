//! The item tree: every function declaration of a translation unit (side),
//! lowered from the syntax tree to position-free values. It is the firewall
//! of the semantic model: editing a function body leaves it equal, so
//! nothing that depends only on declarations is recomputed.
//!
//! Positions live apart, in [`ItemSourceMap`], which changes on every edit.
//!
//! - `data`: the values (`FunctionDecl`, `ClassDecl`, `VariableDecl`,
//!   `ItemTree`, `ItemSourceMap`);
//! - `lower`: from syntax to those values;
//! - `keys`: entity keys;
//! - `syntax_facts`: what lowering and the bodies read from declarations'
//!   syntax (attribute arguments, memory spaces, initializer effects).

mod data;
mod keys;
mod lower;
mod syntax_facts;

pub use data::*;
pub use keys::*;
pub use lower::*;
pub use syntax_facts::*;
