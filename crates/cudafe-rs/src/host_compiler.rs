//! Emulation of the host compiler nvcc drives: gcc's predefined macros and
//! system include directories, asked from `g++` once per process, with a
//! built-in table of gcc 12 on x86-64 Linux when no `g++` can be run.

use std::collections::HashMap;
use std::process::{Command, Stdio};
use std::sync::{Mutex, OnceLock};

#[derive(Debug, Clone, Default)]
pub struct HostCompiler {
    pub macros: Vec<(String, String)>,
    pub system_dirs: Vec<String>,
}

/// Asks `g++` (or `$CUDAFE_RS_HOST_CXX`, or `-ccbin`'s compiler) for its
/// configuration in the given C++ mode (`-std=c++17`) with the options that
/// change its macros; falls back to the built-in table. Answers are kept
/// for the process: the long-running modes ask once per distinct set of
/// options, not once per file.
pub fn detect(cxx: Option<&str>, std_flag: Option<&str>, extra: &[String]) -> HostCompiler {
    type Key = (Option<String>, Option<String>, Vec<String>);
    static CACHE: OnceLock<Mutex<HashMap<Key, HostCompiler>>> = OnceLock::new();
    let key = (
        cxx.map(str::to_string),
        std_flag.map(str::to_string),
        extra.to_vec(),
    );
    let cache = CACHE.get_or_init(Mutex::default);
    if let Some(known) = cache.lock().unwrap_or_else(|e| e.into_inner()).get(&key) {
        return known.clone();
    }
    let found = run_detection(cxx, std_flag, extra);
    cache
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .insert(key, found.clone());
    found
}

fn run_detection(cxx: Option<&str>, std_flag: Option<&str>, extra: &[String]) -> HostCompiler {
    let cxx = cxx
        .map(compiler_in)
        .or_else(|| std::env::var("CUDAFE_RS_HOST_CXX").ok())
        .unwrap_or_else(|| "g++".to_string());
    let mut args = vec!["-dM", "-E", "-x", "c++"];
    if let Some(s) = std_flag {
        args.push(s);
    }
    args.extend(extra.iter().map(String::as_str));
    let macros = on_empty_input(&cxx, &args)
        .filter(|o| o.status.success())
        .map(|o| parse_macros(&String::from_utf8_lossy(&o.stdout)));
    let dirs = on_empty_input(&cxx, &["-E", "-v", "-x", "c++"])
        .map(|o| parse_dirs(&String::from_utf8_lossy(&o.stderr)));
    match (macros, dirs) {
        (Some(macros), Some(system_dirs)) if !macros.is_empty() => HostCompiler {
            macros,
            system_dirs,
        },
        _ => builtin(std_flag),
    }
}

/// Runs the compiler on an empty translation unit read from a pipe (`-`).
/// Not `/dev/null`: in some containers it is a regular file that every
/// redirected program has written to, and its text then fails the run.
fn on_empty_input(cxx: &str, args: &[&str]) -> Option<std::process::Output> {
    let mut child = Command::new(cxx)
        .args(args)
        .arg("-")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .ok()?;
    // closing the pipe is the end of the (empty) input
    drop(child.stdin.take());
    child.wait_with_output().ok()
}

/// `-ccbin` names a compiler or the directory it is in (nvcc accepts both).
fn compiler_in(ccbin: &str) -> String {
    let path = std::path::Path::new(ccbin);
    if path.is_dir() {
        path.join("g++").to_string_lossy().into_owned()
    } else {
        ccbin.to_string()
    }
}

fn parse_macros(text: &str) -> Vec<(String, String)> {
    text.lines()
        .filter_map(|l| l.strip_prefix("#define "))
        .map(|rest| {
            // `NAME body` or `NAME(args) body`
            let split = split_name(rest);
            (
                rest[..split].to_string(),
                rest[split..].trim_start().to_string(),
            )
        })
        .collect()
}

fn split_name(rest: &str) -> usize {
    let mut depth = 0;
    for (i, c) in rest.char_indices() {
        match c {
            '(' => depth += 1,
            ')' => depth -= 1,
            ' ' if depth == 0 => return i,
            _ => {}
        }
    }
    rest.len()
}

fn parse_dirs(stderr: &str) -> Vec<String> {
    let mut dirs = Vec::new();
    let mut inside = false;
    for line in stderr.lines() {
        if line.starts_with("#include <...> search starts here") {
            inside = true;
        } else if line.starts_with("End of search list") {
            break;
        } else if inside {
            dirs.push(line.trim().to_string());
        }
    }
    dirs
}

/// gcc 12.2 on x86-64 Debian: the macros user code tests most, and the
/// standard search path.
fn builtin(std_flag: Option<&str>) -> HostCompiler {
    let cplusplus = match std_flag {
        Some("-std=c++20") | Some("-std=gnu++20") => "202002L",
        Some("-std=c++14") => "201402L",
        _ => "201703L",
    };
    let macros = [
        ("__cplusplus", cplusplus),
        ("__GNUC__", "12"),
        ("__GNUC_MINOR__", "2"),
        ("__GNUC_PATCHLEVEL__", "0"),
        ("__GNUG__", "12"),
        ("__VERSION__", "\"12.2.0\""),
        ("__x86_64__", "1"),
        ("__x86_64", "1"),
        ("__amd64__", "1"),
        ("__linux__", "1"),
        ("__linux", "1"),
        ("__unix__", "1"),
        ("__unix", "1"),
        ("__gnu_linux__", "1"),
        ("__ELF__", "1"),
        ("__LP64__", "1"),
        ("_LP64", "1"),
        ("__CHAR_BIT__", "8"),
        ("__SIZEOF_INT__", "4"),
        ("__SIZEOF_LONG__", "8"),
        ("__SIZEOF_LONG_LONG__", "8"),
        ("__SIZEOF_POINTER__", "8"),
        ("__SIZEOF_SIZE_T__", "8"),
        ("__SIZE_TYPE__", "long unsigned int"),
        ("__PTRDIFF_TYPE__", "long int"),
        ("__WCHAR_TYPE__", "int"),
        ("__INT_MAX__", "0x7fffffff"),
        ("__LONG_MAX__", "0x7fffffffffffffffL"),
        ("__SCHAR_MAX__", "0x7f"),
        ("__SHRT_MAX__", "0x7fff"),
        ("__STDC__", "1"),
        ("__STDC_HOSTED__", "1"),
        ("__GXX_WEAK__", "1"),
        ("__EXCEPTIONS", "1"),
        ("__GXX_RTTI", "1"),
        ("__BYTE_ORDER__", "__ORDER_LITTLE_ENDIAN__"),
        ("__ORDER_LITTLE_ENDIAN__", "1234"),
        ("__ORDER_BIG_ENDIAN__", "4321"),
        ("_GNU_SOURCE", "1"),
    ];
    HostCompiler {
        macros: macros
            .iter()
            .map(|(a, b)| (a.to_string(), b.to_string()))
            .collect(),
        system_dirs: [
            "/usr/include/c++/12",
            "/usr/include/x86_64-linux-gnu/c++/12",
            "/usr/include/c++/12/backward",
            "/usr/lib/gcc/x86_64-linux-gnu/12/include",
            "/usr/local/include",
            "/usr/include/x86_64-linux-gnu",
            "/usr/include",
        ]
        .iter()
        .map(|s| s.to_string())
        .collect(),
    }
}

/// nvcc's own predefined macros (host side; the device side adds
/// `__CUDA_ARCH__`), as `nvcc --dryrun` shows them for CUDA 13.5.
pub fn nvcc_macros(arch: u32) -> Vec<(String, String)> {
    let arch = (arch * 10).to_string();
    [
        ("__CUDA_ARCH_LIST__", arch.as_str()),
        ("__CUDACC__", "1"),
        ("__NVCC__", "1"),
        ("__CUDACC_VER_MAJOR__", "13"),
        ("__CUDACC_VER_MINOR__", "5"),
        ("__CUDACC_VER_BUILD__", "37"),
        ("__CUDA_API_VER_MAJOR__", "13"),
        ("__CUDA_API_VER_MINOR__", "5"),
        ("__NVCC_DIAG_PRAGMA_SUPPORT__", "1"),
        ("__CUDACC_DEVICE_ATOMIC_BUILTINS__", "1"),
    ]
    .iter()
    .map(|(a, b)| (a.to_string(), b.to_string()))
    .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::os::unix::fs::PermissionsExt;

    /// The compiler is asked about an empty input on a pipe, never about a
    /// file: a stand-in compiler that fails unless its input is `-` and
    /// empty gives its macros and directories.
    #[test]
    fn detection_reads_an_empty_pipe() {
        let dir = tempfile::tempdir().unwrap();
        let cxx = dir.path().join("fake-g++");
        std::fs::write(
            &cxx,
            r##"#!/bin/sh
for a; do last="$a"; done
[ "$last" = "-" ] || exit 1
[ -z "$(cat)" ] || exit 1
case " $* " in
  *" -dM "*) echo "#define __FAKE_CXX__ 1"; echo "#define F(a, b) a b" ;;
  *) printf '#include <...> search starts here:\n /fake/include\nEnd of search list.\n' >&2 ;;
esac
"##,
        )
        .unwrap();
        std::fs::set_permissions(&cxx, std::fs::Permissions::from_mode(0o755)).unwrap();
        let found = run_detection(Some(cxx.to_str().unwrap()), None, &[]);
        assert_eq!(
            found.macros,
            vec![
                ("__FAKE_CXX__".to_string(), "1".to_string()),
                ("F(a, b)".to_string(), "a b".to_string()),
            ]
        );
        assert_eq!(found.system_dirs, vec!["/fake/include".to_string()]);
    }
}
