//! What cudafe++ and cicc write for the host compiler, computed from the
//! semantic model: the module id, the stub file (`X.cudafe1.stub.c`, which
//! cicc writes in NVIDIA's pipeline) and the host file (`X.cudafe1.cpp`).
//!
//! Everything here is a pure function of the database: the driver decides
//! the file names and writes the files.
//!
//! - `module_id`, `first_entity`: the module id and the entity it names;
//! - `entities`: the unit's kernels (with template instances) and device
//!   variables, in the orders cicc uses, with their device names;
//! - `layout`: sizes and alignments of types, for argument offsets;
//! - `cprint`: types printed the way cicc's C generator prints them;
//! - `stub`: the stub file;
//! - `host_file`: the host file;
//! - `lambdas`, `host_device_lambdas`: extended `__device__` and
//!   `__host__ __device__` lambdas in the host file.

pub mod cprint;
pub mod emit;
pub mod entities;
pub mod first_entity;
pub mod host_device_lambdas;
pub mod host_file;
pub mod host_refs;
pub mod lambdas;
pub mod layout;
pub mod module_id;
pub mod stub;
pub mod temps;

pub use cuda_sema::SemaDb;

use syntax::{SyntaxKind, SyntaxNode, TextRange};

/// The node an item-source-map range stands for: the FUNCTION_DEF of a
/// definition or the DECLARATOR of a declaration.
pub(crate) fn item_node(root: &SyntaxNode, range: TextRange) -> Option<SyntaxNode> {
    let elem = root.covering_element(range);
    let start = match elem {
        rowan::NodeOrToken::Node(n) => n,
        rowan::NodeOrToken::Token(t) => t.parent()?,
    };
    start
        .ancestors()
        .find(|n| {
            n.text_range() == range
                && matches!(n.kind(), SyntaxKind::FUNCTION_DEF | SyntaxKind::DECLARATOR)
        })
        .or_else(|| start.ancestors().find(|n| n.text_range() == range))
}
pub use entities::{CudaEntities, EntitiesKey, NamingOptions, cuda_entities};
pub use first_entity::{module_id_entity, module_id_entity_for, module_id_entity_rdc};
pub use host_file::{HostFileOptions, host_file};
pub use module_id::{Fallback, ModuleIdInputs, module_id};
pub use stub::{StubOptions, stub_file};
