//! `cudafe-rs nvcc ARGS...`: the user's own nvcc, with cudafe-rs doing
//! cudafe++'s step. The output, exit code and files are nvcc's.
//!
//! nvcc finds cudafe++ on the `PATH` its `nvcc.profile` sets up, and it
//! reads that profile from the directory it runs from (`$(_HERE_)`, the
//! directory of the link it was started through, not of its target). So a
//! *shadow* of the toolkit mirrors it with links (nvcc among them), but its
//! `bin/cudafe++` is a link to this executable and its `bin/nvcc.profile`
//! is the toolkit's profile in which `$(_HERE_)` means the toolkit's `bin/`
//! and the shadow `bin/` comes first on the `PATH`. Everything else (cicc,
//! ptxas, fatbinary, `crt/`, the headers and libraries) is the toolkit's
//! own. The shadow directory
//! lives in the user's cache, one per (cudafe-rs, toolkit, profile), made
//! atomically so that parallel builds can share it.
//!
//! Reproducible objects: nvcc names its intermediate files
//! `tmpxft_<pid>_...` and that name reaches the object (the host
//! compiler's file symbol), so two builds of the same source differ. Unless
//! the user keeps intermediate files themselves, each run gets `-keep
//! -keep-dir` with a private temporary directory (removed afterwards):
//! the names are then the source's own and the object is the same from run
//! to run and on every machine, as compiler caches and remote execution
//! need. cudafe-rs's module id is already reproducible where cudafe++'s
//! takes the time and the process id (`host_output::Fallback::Content`).
//!
//! `cudafe-rs nvcc --write-wrapper DIR` writes `DIR/nvcc`, a script that
//! runs this command with the toolkit pinned: a compiler path for build
//! systems (`CMAKE_CUDA_COMPILER`, Make's `NVCC`) that also identify the
//! compiler by its name, as CMake and ccache do.

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::Command;

/// Our own options, before nvcc's: `--cuda-path DIR`, `--write-wrapper DIR`.
#[derive(Debug, Default, PartialEq)]
struct Options {
    cuda_path: Option<String>,
    write_wrapper: Option<String>,
    /// nvcc's arguments, as given.
    nvcc_args: Vec<String>,
}

fn parse(args: &[String]) -> Result<Options, String> {
    let mut o = Options::default();
    let mut i = 0;
    while i < args.len() {
        let (slot, value) = match args[i].as_str() {
            flag @ ("--cuda-path" | "--write-wrapper") => {
                let v = args
                    .get(i + 1)
                    .ok_or_else(|| format!("missing argument for option '{flag}'"))?;
                i += 2;
                (flag, v.clone())
            }
            a => match a.split_once('=') {
                Some((flag @ ("--cuda-path" | "--write-wrapper"), v)) => {
                    i += 1;
                    (flag, v.to_string())
                }
                // the first argument that is not ours starts nvcc's
                _ => break,
            },
        };
        if slot == "--cuda-path" {
            o.cuda_path = Some(value);
        } else {
            o.write_wrapper = Some(value);
        }
    }
    o.nvcc_args = args[i..].to_vec();
    Ok(o)
}

pub const USAGE: &str = "cudafe-rs nvcc [--cuda-path DIR] NVCC-ARGS...   |   cudafe-rs nvcc [--cuda-path DIR] --write-wrapper DIR";

pub const ABOUT: &str = "Runs the toolkit's nvcc with cudafe-rs in place of cudafe++: nvcc's
arguments, output, exit code and files. The toolkit is --cuda-path, else
CUDA_PATH, CUDA_HOME, the nvcc on PATH, /usr/local/cuda. Objects are the
same from build to build (for ccache, sccache and remote execution).
--write-wrapper DIR writes DIR/nvcc, a script to use as the CUDA compiler
of a build (CMAKE_CUDA_COMPILER=DIR/nvcc).";

/// Runs the command; the exit code is nvcc's (4: no toolkit, bad options).
pub fn run(args: &[String]) -> i32 {
    let o = match parse(args) {
        Ok(o) => o,
        Err(e) => {
            crate::errln!("cudafe-rs nvcc: command-line error: {e}");
            return 4;
        }
    };
    let toolkit = match find_toolkit(o.cuda_path.as_deref()) {
        Ok(t) => t,
        Err(e) => {
            crate::errln!("cudafe-rs nvcc: {e}");
            return 4;
        }
    };
    if let Some(dir) = &o.write_wrapper {
        return match write_wrapper(&crate::os_text::fs_path(dir), &toolkit) {
            Ok(script) => {
                crate::outln!("{}", script.display());
                0
            }
            Err(e) => {
                crate::errln!("cudafe-rs nvcc: {e}");
                4
            }
        };
    }
    let shadow = match shadow_bin(&toolkit) {
        Ok(s) => s,
        Err(e) => {
            crate::errln!("cudafe-rs nvcc: {e}");
            return 4;
        }
    };
    let args: Vec<OsString> = o
        .nvcc_args
        .iter()
        .map(|a| crate::os_text::fs_path(a).into_os_string())
        .collect();
    run_nvcc(&shadow.join("nvcc"), args, keeps_own_files(&o.nvcc_args))
}

/// The toolkit to run: one with `bin/nvcc`.
fn find_toolkit(explicit: Option<&str>) -> Result<PathBuf, String> {
    let root = crate::toolkit::resolve(explicit)?.ok_or_else(|| {
        format!(
            "no CUDA toolkit found (looked at {}); name one with --cuda-path DIR",
            crate::toolkit::SEARCHED
        )
    })?;
    let root = crate::os_text::fs_path(&root);
    let root = std::fs::canonicalize(&root).unwrap_or(root);
    let nvcc = root.join("bin/nvcc");
    if !nvcc.is_file() {
        return Err(format!("{}: no nvcc in this toolkit", nvcc.display()));
    }
    Ok(root)
}

/// Whether the user asked for nvcc's intermediate files (or only for its
/// commands): then their names are left as nvcc chooses them.
fn keeps_own_files(args: &[String]) -> bool {
    args.iter().any(|a| {
        let flag = a.split_once('=').map_or(a.as_str(), |(f, _)| f);
        matches!(
            flag,
            "-keep"
                | "--keep"
                | "-keep-dir"
                | "--keep-dir"
                | "-save-temps"
                | "--save-temps"
                | "-dryrun"
                | "--dryrun"
        )
    })
}

/// Runs nvcc and returns its exit code (128 + the signal that ended it).
fn run_nvcc(nvcc: &Path, mut args: Vec<OsString>, own_files: bool) -> i32 {
    // nvcc's intermediate files under names of their own (module doc)
    let keep = if own_files {
        None
    } else {
        match tempfile::Builder::new().prefix("cudafe-rs-nvcc-").tempdir() {
            Ok(dir) => Some(dir),
            Err(e) => {
                crate::errln!("cudafe-rs nvcc: cannot make a temporary directory: {e}");
                return 4;
            }
        }
    };
    if let Some(dir) = &keep {
        let mut with = vec![
            OsString::from("-keep"),
            OsString::from("-keep-dir"),
            dir.path().as_os_str().to_owned(),
        ];
        with.append(&mut args);
        args = with;
    }
    let status = Command::new(nvcc).args(&args).status();
    drop(keep);
    match status {
        Ok(s) => match s.code() {
            Some(code) => code,
            None => {
                use std::os::unix::process::ExitStatusExt;
                128 + s.signal().unwrap_or(0)
            }
        },
        Err(e) => {
            crate::errln!("cudafe-rs nvcc: cannot run {}: {e}", nvcc.display());
            4
        }
    }
}

/// The profile of the shadow directory: the toolkit's, with `$(_HERE_)`
/// meaning the toolkit's `bin/`, and the shadow directory (the real
/// `$(_HERE_)`, where our `cudafe++` is) first on the `PATH`. (`+=` puts
/// its value before the variable's, so the last line is searched first.)
fn shadow_profile(toolkit: &Path) -> Result<String, String> {
    let bin = toolkit.join("bin");
    let path = bin.join("nvcc.profile");
    let text = std::fs::read_to_string(&path)
        .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    let mut out = text.replace("$(_HERE_)", &bin.display().to_string());
    if !out.ends_with('\n') {
        out.push('\n');
    }
    out.push_str("# cudafe-rs: its cudafe++ (in the shadow directory) first\n");
    out.push_str("PATH            += $(_HERE_):\n");
    Ok(out)
}

/// Where the shadow directories live: the user's cache.
fn cache_root() -> PathBuf {
    if let Some(dir) = std::env::var_os("CUDAFE_RS_CACHE_DIR") {
        return PathBuf::from(dir);
    }
    if let Some(dir) = std::env::var_os("XDG_CACHE_HOME").filter(|d| !d.is_empty()) {
        return PathBuf::from(dir).join("cudafe-rs");
    }
    if let Some(home) = std::env::var_os("HOME").filter(|d| !d.is_empty()) {
        return PathBuf::from(home).join(".cache/cudafe-rs");
    }
    // SAFETY: getuid has no preconditions and touches no memory of ours.
    let uid = unsafe { libc::getuid() };
    std::env::temp_dir().join(format!("cudafe-rs-{uid}"))
}

/// The shadow `bin/` for this executable and toolkit, made when missing.
fn shadow_bin(toolkit: &Path) -> Result<PathBuf, String> {
    let exe = std::env::current_exe()
        .map_err(|e| format!("cannot find the cudafe-rs executable: {e}"))?;
    shadow_bin_in(&cache_root(), toolkit, &exe)
}

/// [`shadow_bin`] under `root`, with `exe` as its `cudafe++`.
fn shadow_bin_in(root: &Path, toolkit: &Path, exe: &Path) -> Result<PathBuf, String> {
    let profile = shadow_profile(toolkit)?;
    let mut key = crc32fast::Hasher::new();
    for part in [exe.as_os_str(), toolkit.as_os_str()] {
        key.update(part.as_encoded_bytes());
        key.update(b"\0");
    }
    key.update(profile.as_bytes());
    // (a new name for each version of the layout below)
    let dir = root.join(format!("nvcc2-{:08x}", key.finalize()));
    let bin = dir.join("bin");
    if shadow_is_complete(&bin, &profile) {
        return Ok(bin);
    }
    std::fs::create_dir_all(root)
        .map_err(|e| format!("cannot make the directory {}: {e}", root.display()))?;
    // made aside and renamed into place: another build running the same
    // command at once finds either nothing or all of it
    let tmp = tempfile::Builder::new()
        .prefix(".nvcc-")
        .tempdir_in(root)
        .map_err(|e| format!("cannot make a directory in {}: {e}", root.display()))?;
    let tmp_bin = tmp.path().join("bin");
    let made = (|| -> std::io::Result<()> {
        // the toolkit's own entries, for what nvcc finds beside itself
        // (`$(_HERE_)/crt/link.stub`) or above (`$(_HERE_)/..`)
        link_entries(toolkit, tmp.path(), &["bin"])?;
        std::fs::create_dir(&tmp_bin)?;
        link_entries(
            &toolkit.join("bin"),
            &tmp_bin,
            &["cudafe++", "nvcc.profile"],
        )?;
        std::os::unix::fs::symlink(exe, tmp_bin.join("cudafe++"))?;
        std::fs::write(tmp_bin.join("nvcc.profile"), &profile)
    })();
    made.map_err(|e| format!("cannot make {}: {e}", tmp_bin.display()))?;
    if std::fs::rename(tmp.path(), &dir).is_err() {
        // someone else's (complete) copy got there first, or a broken one
        // is in the way
        if !shadow_is_complete(&bin, &profile) {
            let _ = std::fs::remove_dir_all(&dir);
            std::fs::rename(tmp.path(), &dir)
                .map_err(|e| format!("cannot make {}: {e}", dir.display()))?;
        }
    }
    Ok(bin)
}

/// A link in `to` to every entry of `from` but the names `except`.
fn link_entries(from: &Path, to: &Path, except: &[&str]) -> std::io::Result<()> {
    for entry in std::fs::read_dir(from)? {
        let name = entry?.file_name();
        if !except.iter().any(|e| name == *e) {
            std::os::unix::fs::symlink(from.join(&name), to.join(&name))?;
        }
    }
    Ok(())
}

fn shadow_is_complete(bin: &Path, profile: &str) -> bool {
    bin.join("nvcc").is_file()
        && bin.join("cudafe++").is_file()
        && std::fs::read_to_string(bin.join("nvcc.profile")).is_ok_and(|p| p == profile)
}

/// A shell word for `text`, quoted.
fn sh_quote(text: &str) -> String {
    format!("'{}'", text.replace('\'', r#"'\''"#))
}

/// Writes `DIR/nvcc`: runs `cudafe-rs nvcc` with this toolkit.
fn write_wrapper(dir: &Path, toolkit: &Path) -> Result<PathBuf, String> {
    let exe = std::env::current_exe()
        .map_err(|e| format!("cannot find the cudafe-rs executable: {e}"))?;
    std::fs::create_dir_all(dir)
        .map_err(|e| format!("cannot make the directory {}: {e}", dir.display()))?;
    let script = dir.join("nvcc");
    let text = format!(
        "#!/bin/sh\n\
         # nvcc with cudafe-rs in place of cudafe++ (cudafe-rs nvcc --write-wrapper)\n\
         exec {} nvcc --cuda-path {} \"$@\"\n",
        sh_quote(&crate::os_text::to_text(exe.as_os_str())),
        sh_quote(&crate::os_text::to_text(toolkit.as_os_str())),
    );
    let tmp = dir.join(".nvcc.tmp");
    let written = (|| -> std::io::Result<()> {
        use std::os::unix::fs::PermissionsExt;
        std::fs::write(&tmp, text)?;
        std::fs::set_permissions(&tmp, std::fs::Permissions::from_mode(0o755))?;
        std::fs::rename(&tmp, &script)
    })();
    written.map_err(|e| {
        let _ = std::fs::remove_file(&tmp);
        format!("cannot write {}: {e}", script.display())
    })?;
    Ok(script)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn strings(a: &[&str]) -> Vec<String> {
        a.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn our_options_come_first_and_the_rest_is_nvccs() {
        let o = parse(&strings(&[
            "--cuda-path",
            "/tk",
            "-c",
            "x.cu",
            "--cuda-path",
        ]))
        .unwrap();
        assert_eq!(o.cuda_path.as_deref(), Some("/tk"));
        assert_eq!(o.nvcc_args, strings(&["-c", "x.cu", "--cuda-path"]));
        let o = parse(&strings(&["--write-wrapper=/w", "-O3"])).unwrap();
        assert_eq!(o.write_wrapper.as_deref(), Some("/w"));
        assert_eq!(o.nvcc_args, strings(&["-O3"]));
        assert!(parse(&strings(&["--cuda-path"])).is_err());
    }

    #[test]
    fn intermediate_files_the_user_asked_for_are_left_alone() {
        assert!(keeps_own_files(&strings(&["-c", "-keep"])));
        assert!(keeps_own_files(&strings(&["--keep-dir=d"])));
        assert!(keeps_own_files(&strings(&["--dryrun", "x.cu"])));
        assert!(!keeps_own_files(&strings(&["-c", "x.cu", "-o", "x.o"])));
    }

    #[test]
    fn the_profile_puts_the_shadow_directory_first() {
        let tmp = tempfile::tempdir().unwrap();
        let bin = tmp.path().join("bin");
        std::fs::create_dir_all(&bin).unwrap();
        std::fs::write(
            bin.join("nvcc.profile"),
            "TOP = $(_HERE_)/..\nPATH += $(CICC_PATH):$(_HERE_):\n",
        )
        .unwrap();
        let p = shadow_profile(tmp.path()).unwrap();
        let b = bin.display();
        assert_eq!(
            p,
            format!(
                "TOP = {b}/..\nPATH += $(CICC_PATH):{b}:\n\
                 # cudafe-rs: its cudafe++ (in the shadow directory) first\n\
                 PATH            += $(_HERE_):\n"
            )
        );
    }

    /// A toolkit's shape: `bin/nvcc`, its profile, `bin/crt/`, `include/`.
    fn fake_toolkit(dir: &Path) {
        std::fs::create_dir_all(dir.join("bin/crt")).unwrap();
        std::fs::create_dir_all(dir.join("include")).unwrap();
        std::fs::write(dir.join("bin/nvcc"), "").unwrap();
        std::fs::write(dir.join("bin/cudafe++"), "").unwrap();
        std::fs::write(dir.join("bin/crt/link.stub"), "").unwrap();
        std::fs::write(
            dir.join("bin/nvcc.profile"),
            "TOP = $(_HERE_)/..\nPATH += $(_HERE_):\n",
        )
        .unwrap();
    }

    #[test]
    fn the_shadow_mirrors_the_toolkit_and_is_made_once_by_concurrent_runs() {
        let tmp = tempfile::tempdir().unwrap();
        let (tk, root, exe) = (
            tmp.path().join("tk"),
            tmp.path().join("cache"),
            tmp.path().join("cudafe-rs"),
        );
        fake_toolkit(&tk);
        std::fs::write(&exe, "").unwrap();
        // four builds starting at once: one directory, complete for all
        let bins: Vec<PathBuf> = std::thread::scope(|s| {
            let runs: Vec<_> = (0..4)
                .map(|_| s.spawn(|| shadow_bin_in(&root, &tk, &exe).unwrap()))
                .collect();
            runs.into_iter().map(|r| r.join().unwrap()).collect()
        });
        assert!(bins.iter().all(|b| *b == bins[0]), "{bins:?}");
        let bin = &bins[0];
        let link = |name: &str| std::fs::read_link(bin.join(name)).unwrap();
        assert_eq!(link("cudafe++"), exe);
        assert_eq!(link("nvcc"), tk.join("bin/nvcc"));
        assert_eq!(link("crt"), tk.join("bin/crt"));
        assert_eq!(
            std::fs::read_link(bin.parent().unwrap().join("include")).unwrap(),
            tk.join("include")
        );
        let profile = std::fs::read_to_string(bin.join("nvcc.profile")).unwrap();
        assert!(
            profile.starts_with(&format!("TOP = {}/..", tk.join("bin").display())),
            "{profile}"
        );
        // no leftovers of the runs that lost the race
        let entries = std::fs::read_dir(&root).unwrap().count();
        assert_eq!(entries, 1);
        // a broken shadow is made again
        std::fs::remove_file(bin.join("cudafe++")).unwrap();
        assert_eq!(shadow_bin_in(&root, &tk, &exe).unwrap(), *bin);
        assert!(bin.join("cudafe++").is_symlink());
    }

    #[test]
    fn shell_quoting() {
        assert_eq!(sh_quote("/a b/c"), "'/a b/c'");
        assert_eq!(sh_quote("it's"), r#"'it'\''s'"#);
    }
}
