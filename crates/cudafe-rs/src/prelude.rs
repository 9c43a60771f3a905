//! The built-in CUDA prelude (see `prelude/README.md`): headers embedded in
//! the binary and served from a virtual directory, used when no CUDA
//! toolkit is given.

/// The virtual directory the prelude's files live in.
pub const PRELUDE_DIR: &str = "<cudafe-rs-prelude>";

const FILES: &[(&str, &str)] = &[
    (
        "builtin_types.h",
        include_str!("../prelude/builtin_types.h"),
    ),
    (
        "common_functions.h",
        include_str!("../prelude/common_functions.h"),
    ),
    (
        "cuda_device_runtime_api.h",
        include_str!("../prelude/cuda_device_runtime_api.h"),
    ),
    ("cuda_runtime.h", include_str!("../prelude/cuda_runtime.h")),
    (
        "cuda_runtime_api.h",
        include_str!("../prelude/cuda_runtime_api.h"),
    ),
    (
        "device_atomic_functions.h",
        include_str!("../prelude/device_atomic_functions.h"),
    ),
    (
        "device_functions.h",
        include_str!("../prelude/device_functions.h"),
    ),
    (
        "device_launch_parameters.h",
        include_str!("../prelude/device_launch_parameters.h"),
    ),
    ("driver_types.h", include_str!("../prelude/driver_types.h")),
    ("host_defines.h", include_str!("../prelude/host_defines.h")),
    (
        "math_functions.h",
        include_str!("../prelude/math_functions.h"),
    ),
    (
        "vector_functions.h",
        include_str!("../prelude/vector_functions.h"),
    ),
    ("vector_types.h", include_str!("../prelude/vector_types.h")),
];

/// The text of a prelude file by its virtual path (`<cudafe-rs-prelude>/x.h`).
pub fn file(path: &str) -> Option<&'static str> {
    let name = path.strip_prefix(PRELUDE_DIR)?.trim_start_matches('/');
    FILES
        .iter()
        .find(|(n, _)| *n == name)
        .map(|(_, text)| *text)
}
