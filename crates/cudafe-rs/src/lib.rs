//! The cudafe-rs driver: command line, file system, the root database, and
//! output formats. Everything below it is a library that knows none of these.

pub mod check;
pub mod cli;
pub mod compile_db;
pub mod console;
pub mod controls;
pub mod cudafe_options;
pub mod db;
pub mod dropin;
pub mod host_cmd;
pub mod host_compiler;
pub mod nvcc_cmd;
pub mod os_text;
pub mod output_files;
pub mod parse_cmd;
pub mod prelude;
pub mod preprocess_cmd;
pub mod project;
pub mod sarif;
pub mod serve;
pub mod spaces_cmd;
pub mod stub_cmd;
pub mod toolkit;
pub mod watch;

/// Every program linked with the driver (the binary, the benchmarks, the
/// tests) allocates through mimalloc: parsing a translation unit makes a
/// few hundred thousand small tree nodes and tokens, and glibc's malloc
/// spent about a sixth of the parse in allocation. The `system-alloc`
/// feature leaves the system's allocator in place, for heap profilers
/// (heaptrack, valgrind) that see only `malloc`.
#[cfg(not(feature = "system-alloc"))]
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// Gives the memory freed so far back to the system now (a benchmark that
/// measures a daemon's memory after one-shot runs in the same process).
pub fn release_free_memory() {
    // SAFETY: asks the allocator to purge what is free; no memory of ours.
    unsafe {
        libmimalloc_sys::mi_collect(true);
    }
}

/// How a long-running process (`serve`, `watch`) uses memory, set as it
/// starts. Every run already allocates without transparent huge pages
/// (mimalloc is built with `no_thp`): a 2 MB page is resident as a whole as
/// soon as one byte of it is touched, and a check of the benchmark's CUDA
/// unit kept 237 MB resident with them against 189 MB without, in the same
/// time. A daemon also:
///
/// - turns them off for the whole process (Linux), where the system gives
///   them without being asked;
/// - has mimalloc give freed memory back to the system after 100 ms
///   instead of its default second, so that what a check used for a moment
///   (token buffers, event lists) does not stay resident.
pub fn daemon_memory() {
    #[cfg(target_os = "linux")]
    // SAFETY: prctl with PR_SET_THP_DISABLE only sets a flag of the
    // calling process; it reads no memory of ours.
    unsafe {
        libc::prctl(libc::PR_SET_THP_DISABLE, 1, 0, 0, 0);
    }
    // `mi_option_purge_delay` (not among the constants the binding names)
    const PURGE_DELAY: libmimalloc_sys::mi_option_t = 15;
    // SAFETY: setting an option of the allocator; no memory is touched.
    unsafe {
        libmimalloc_sys::mi_option_set(PURGE_DELAY, 100);
    }
}
