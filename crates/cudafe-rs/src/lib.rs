//! The cudafe-rs driver: command line, file system, the root database, and
//! output formats. Everything below it is a library that knows none of these.

pub mod check;
pub mod cli;
pub mod compile_db;
pub mod controls;
pub mod cudafe_options;
pub mod db;
pub mod dropin;
pub mod host_cmd;
pub mod host_compiler;
pub mod output_files;
pub mod parse_cmd;
pub mod prelude;
pub mod preprocess_cmd;
pub mod sarif;
pub mod serve;
pub mod spaces_cmd;
pub mod stub_cmd;
pub mod watch;

/// Every program linked with the driver (the binary, the benchmarks, the
/// tests) allocates through mimalloc: parsing a translation unit makes a
/// few hundred thousand small tree nodes and tokens, and glibc's malloc
/// spent about a sixth of the parse in allocation.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;
