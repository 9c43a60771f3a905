//! Compile options (the salsa input) and how they become the
//! preprocessor's configuration for each side.

/// Which pass of nvcc's front end: cudafe++ on the host side, cicc on the
/// device side (with `__CUDA_ARCH__` defined).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Side {
    Host,
    Device,
}

/// Everything on the command line that changes the result of a check.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
pub struct Options {
    pub include_dirs: Vec<String>,
    pub system_dirs: Vec<String>,
    /// `-D` definitions (name or `name(params)`, body), after the predefined ones.
    pub defines: Vec<(String, String)>,
    pub undefs: Vec<String>,
    /// Files included before the main file (`-include`, and the CUDA prelude).
    pub forced_includes: Vec<String>,
    /// Predefined macros of the host compiler and of nvcc (host side).
    pub predefined: Vec<(String, String)>,
    /// `201703` for C++17, `202002` for C++20.
    pub cplusplus: u32,
    pub extended_lambda: bool,
    pub relaxed_constexpr: bool,
    pub rdc: bool,
    /// The device architecture, e.g. 90 for `sm_90`.
    pub arch: u32,
    pub default_device: bool,
    /// `-static-global-template-stub=true`: kernel template stubs are static
    /// in whole-program mode (nvcc's default is false).
    pub static_global_template_stub: bool,
    /// `-Wmissing-launch-bounds`: warn about kernels without `__launch_bounds__`.
    pub warn_missing_launch_bounds: bool,
    /// The CUDA headers are the toolkit's own, not the built-in prelude:
    /// a reserved name (`__x`) that neither they nor the compilers declare
    /// is undefined (the prelude declares only part of what they declare).
    pub toolkit_headers: bool,
}

/// Compile options as a salsa input, shared by the units compiled with them.
#[salsa::input(debug, constructor = new_input)]
pub struct CompileOptions {
    #[returns(ref)]
    pub options: Options,
}

impl CompileOptions {
    /// Options rarely change: durability HIGH (see [`crate::SourceFile`]).
    pub fn new(db: &dyn salsa::Database, options: Options) -> CompileOptions {
        CompileOptions::builder(options)
            .durability(salsa::Durability::HIGH)
            .new(db)
    }
}

/// The macros defined before the main file: the predefined ones, the
/// side's, the options', then `-D`/`-U` (in that order, as nvcc passes them).
pub(crate) fn predefined_macros(
    options: &Options,
    side: Side,
) -> (Vec<(String, String)>, Vec<String>) {
    let mut defines = options.predefined.clone();
    if side == Side::Device {
        // what `nvcc --dryrun` passes to the device-side preprocessing
        let arch = (options.arch.max(10) * 10).to_string();
        defines.push(("__CUDA_ARCH__".into(), arch));
        defines.push(("CUDA_DOUBLE_MATH_FUNCTIONS".into(), "1".into()));
    }
    if options.rdc {
        defines.push(("__CUDACC_RDC__".into(), "1".into()));
    }
    if options.extended_lambda {
        defines.push(("__CUDACC_EXTENDED_LAMBDA__".into(), "1".into()));
    }
    if options.relaxed_constexpr {
        defines.push(("__CUDACC_RELAXED_CONSTEXPR__".into(), "1".into()));
    }
    defines.extend(options.defines.iter().cloned());
    (defines, options.undefs.clone())
}

/// Search paths and forced includes (the macros come from the table).
pub(crate) fn preprocessor_config(options: &Options) -> preprocessor::Config {
    preprocessor::Config {
        include_dirs: options.include_dirs.clone(),
        system_dirs: options.system_dirs.clone(),
        forced_includes: options.forced_includes.clone(),
        ..preprocessor::Config::default()
    }
}
