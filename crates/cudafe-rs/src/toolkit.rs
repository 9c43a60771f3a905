//! Finding the CUDA toolkit whose headers a check uses, the way a user's
//! build finds it: `--cuda-path DIR`, else `CUDA_PATH`, `CUDA_HOME`, the
//! `nvcc` on `PATH`, `/usr/local/cuda`. Without one, the built-in prelude
//! stands in for `cuda_runtime.h` (see `crate::prelude`). A directory given
//! explicitly that holds no toolkit is a command-line error, not a missing
//! `#include` later.

use std::path::{Path, PathBuf};

/// Where a toolkit is looked for, for the messages that say none was found.
pub const SEARCHED: &str =
    "--cuda-path, CUDA_PATH, CUDA_HOME, the nvcc on PATH and /usr/local/cuda";

/// Said after a missing `#include` when no toolkit is in use: the header
/// may be one of a toolkit's (Thrust, CUB, libcu++, the CUDA libraries').
pub fn missing_header_hint() -> String {
    format!(
        "cudafe-rs: note: no CUDA toolkit was found (looked at {SEARCHED}): the built-in \
         prelude stands in for cuda_runtime.h only; for the toolkit's other headers \
         (thrust/, cub/, cuda/, the libraries') name it with --cuda-path DIR"
    )
}

/// A command's arguments with the toolkit found for them.
pub fn with_toolkit(
    mut a: crate::cli::CheckArgs,
) -> Result<crate::cli::CheckArgs, crate::cli::CliError> {
    if !a.no_cuda_include {
        a.cuda_path = resolve(a.cuda_path.as_deref()).map_err(crate::cli::CliError)?;
    }
    Ok(a)
}

/// Whether `root` holds a toolkit's headers.
fn is_toolkit(root: &Path) -> bool {
    root.join("include/cuda_runtime.h").is_file()
}

/// The toolkit for a run: the one asked for (checked), else the first one
/// found. `Err` when `--cuda-path` names no toolkit.
pub fn resolve(explicit: Option<&str>) -> Result<Option<String>, String> {
    if let Some(dir) = explicit {
        let root = crate::os_text::fs_path(dir);
        if !is_toolkit(&root) {
            return Err(format!(
                "--cuda-path {dir}: no CUDA toolkit there ({} not found)",
                root.join("include/cuda_runtime.h").display()
            ));
        }
        return Ok(Some(dir.to_string()));
    }
    Ok(search(
        |name| std::env::var_os(name),
        std::env::var_os("PATH"),
        Path::new("/usr/local/cuda"),
    ))
}

/// The first toolkit among the environment's candidates, in order.
fn search(
    env: impl Fn(&str) -> Option<std::ffi::OsString>,
    path: Option<std::ffi::OsString>,
    default_root: &Path,
) -> Option<String> {
    let from_env = ["CUDA_PATH", "CUDA_HOME"]
        .into_iter()
        .filter_map(|name| env(name).map(PathBuf::from));
    let from_nvcc = path.into_iter().flat_map(|p| {
        std::env::split_paths(&p)
            .map(|dir| dir.join("nvcc"))
            .filter(|nvcc| nvcc.is_file())
            .filter_map(|nvcc| {
                // bin/nvcc, or a link to it: the toolkit is bin's parent
                let real = std::fs::canonicalize(&nvcc).unwrap_or(nvcc);
                real.parent()?.parent().map(Path::to_path_buf)
            })
            .collect::<Vec<_>>()
    });
    from_env
        .chain(from_nvcc)
        .chain(std::iter::once(default_root.to_path_buf()))
        .find(|root| is_toolkit(root))
        .map(|root| crate::os_text::to_text(root.as_os_str()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn toolkit_in(dir: &Path) -> PathBuf {
        std::fs::create_dir_all(dir.join("include")).unwrap();
        std::fs::create_dir_all(dir.join("bin")).unwrap();
        std::fs::write(dir.join("include/cuda_runtime.h"), "").unwrap();
        std::fs::write(dir.join("bin/nvcc"), "").unwrap();
        dir.to_path_buf()
    }

    #[test]
    fn search_order() {
        let tmp = tempfile::tempdir().unwrap();
        let (a, b, c) = (
            toolkit_in(&tmp.path().join("a")),
            toolkit_in(&tmp.path().join("b")),
            toolkit_in(&tmp.path().join("c")),
        );
        let none = tmp.path().join("none");
        let text = |p: &Path| p.display().to_string();
        // CUDA_PATH first, then CUDA_HOME
        let env = |name: &str| match name {
            "CUDA_PATH" => Some(none.clone().into_os_string()),
            "CUDA_HOME" => Some(a.clone().into_os_string()),
            _ => None,
        };
        assert_eq!(search(env, None, &c), Some(text(&a)));
        // then the nvcc on PATH
        let path = std::env::join_paths([none.join("bin"), b.join("bin")]).unwrap();
        assert_eq!(search(|_| None, Some(path), &c), Some(text(&b)));
        // then the default place; else nothing (the prelude)
        assert_eq!(search(|_| None, None, &c), Some(text(&c)));
        assert_eq!(search(|_| None, None, &none), None);
        // an explicit directory without a toolkit is an error
        assert!(
            resolve(Some(none.to_str().unwrap()))
                .unwrap_err()
                .contains("no CUDA toolkit")
        );
        assert_eq!(resolve(Some(a.to_str().unwrap())).unwrap(), Some(text(&a)));
    }
}
