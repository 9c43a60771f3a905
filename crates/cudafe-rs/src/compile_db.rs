//! `compile_commands.json` as CMake, Bear and others write it, with nvcc's
//! command lines read natively: `-gencode`, `-arch`, `-rdc=true`,
//! `--extended-lambda`, `-Xcompiler`, `-ccbin`, `--options-file` and the
//! rest become the flags of `check` ([`CheckArgs`]), so that a database
//! written for nvcc needs no cleaning. Options that do not change what the
//! front end sees (`-o`, `-O3`, `-Xptxas`, `-lineinfo`, ...) are skipped,
//! with their values; unknown ones are skipped too, never an error.

use crate::cli::{self, CheckArgs};
use std::path::{Component, Path, PathBuf};

/// One entry: a source file and the flags it is compiled with.
#[derive(Debug, Clone)]
pub struct Entry {
    /// Absolute and lexically normalised.
    pub file: PathBuf,
    pub directory: PathBuf,
    pub args: CheckArgs,
    /// Compiled as CUDA (by nvcc, or with `-x cu`), not plain C++.
    pub is_cuda: bool,
}

#[derive(Debug, Clone, Default)]
pub struct CompileDb {
    pub entries: Vec<Entry>,
    /// Entries that could not be read, and why (reported, not fatal).
    pub warnings: Vec<String>,
}

impl CompileDb {
    /// Reads a `compile_commands.json` file.
    pub fn load(path: &Path) -> Result<CompileDb, String> {
        let text = std::fs::read_to_string(path)
            .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
        let base = absolute(path.parent().unwrap_or(Path::new(".")));
        CompileDb::parse(&text, &base)
            .map_err(|e| format!("{}: not a compilation database: {e}", path.display()))
    }

    /// Parses the JSON text; relative directories are taken from `base`.
    pub fn parse(text: &str, base: &Path) -> Result<CompileDb, String> {
        let value: serde_json::Value = serde_json::from_str(text).map_err(|e| e.to_string())?;
        let list = value
            .as_array()
            .ok_or_else(|| "expected an array of entries".to_string())?;
        let mut db = CompileDb::default();
        for (i, item) in list.iter().enumerate() {
            match entry(item, base) {
                Ok(e) => db.entries.push(e),
                Err(why) => db.warnings.push(format!("entry {i}: {why}")),
            }
        }
        Ok(db)
    }

    /// The entry of a source file (the last one, as clangd takes it, when a
    /// file is compiled more than once).
    pub fn lookup(&self, file: &Path) -> Option<&Entry> {
        let wanted = normalize(&absolute(file));
        let canonical = std::fs::canonicalize(&wanted).ok();
        self.entries.iter().rev().find(|e| {
            e.file == wanted
                || canonical
                    .as_ref()
                    .is_some_and(|c| std::fs::canonicalize(&e.file).ok().as_ref() == Some(c))
        })
    }
}

/// The flags of a file: those of its entry; for a file without one (a
/// header), a neighbour's in the same directory or any CUDA entry's, whose
/// include paths and macros are the best guess; without a database, the
/// command line's. The command line's toolkit choice applies to all.
pub fn args_for(db: Option<&CompileDb>, path: &Path, default: &CheckArgs) -> CheckArgs {
    let entry = db.and_then(|db| {
        db.lookup(path)
            .or_else(|| db.entries.iter().find(|e| e.file.parent() == path.parent()))
            .or_else(|| db.entries.iter().find(|e| e.is_cuda))
    });
    match entry {
        Some(entry) => {
            let mut args = entry.args.clone();
            if default.cuda_path.is_some() {
                args.cuda_path = default.cuda_path.clone();
            }
            args.no_cuda_include |= default.no_cuda_include;
            args.no_std_include |= default.no_std_include;
            args.format = default.format;
            args
        }
        None => default.clone(),
    }
}

/// Where a workspace keeps its database: the root, or a build directory.
pub fn find_in(root: &Path) -> Option<PathBuf> {
    let direct = [
        root.join("compile_commands.json"),
        root.join("build/compile_commands.json"),
    ];
    if let Some(found) = direct.into_iter().find(|p| p.is_file()) {
        return Some(found);
    }
    // build-debug/, build_release/, ...: the first in name order
    let mut dirs: Vec<PathBuf> = std::fs::read_dir(root)
        .ok()?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| {
            p.file_name()
                .and_then(|n| n.to_str())
                .is_some_and(|n| n.starts_with("build"))
        })
        .collect();
    dirs.sort();
    dirs.into_iter()
        .map(|d| d.join("compile_commands.json"))
        .find(|p| p.is_file())
}

fn entry(item: &serde_json::Value, base: &Path) -> Result<Entry, String> {
    let field = |name: &str| item.get(name).and_then(|v| v.as_str());
    let directory = match field("directory") {
        Some(d) => normalize(&base.join(d)),
        None => return Err("no \"directory\"".into()),
    };
    let file = field("file").ok_or("no \"file\"")?;
    let file = normalize(&directory.join(file));
    let argv: Vec<String> = if let Some(args) = item.get("arguments").and_then(|v| v.as_array()) {
        args.iter()
            .map(|a| a.as_str().map(str::to_string).ok_or("non-string argument"))
            .collect::<Result<_, _>>()?
    } else if let Some(command) = field("command") {
        shell_split(command)
    } else {
        return Err("neither \"arguments\" nor \"command\"".into());
    };
    let (mut args, mut is_cuda) = nvcc_args(&argv, &directory);
    if file.extension().is_some_and(|e| e == "cu") {
        is_cuda = true;
    }
    args.files = vec![file.to_string_lossy().into_owned()];
    Ok(Entry {
        file,
        directory,
        args,
        is_cuda,
    })
}

/// Translates a compiler command line (`argv[0]` is the compiler) into the
/// flags of `check`; also says whether it compiles CUDA.
pub fn nvcc_args(argv: &[String], directory: &Path) -> (CheckArgs, bool) {
    let mut out = CheckArgs {
        arch: 90,
        ..Default::default()
    };
    let compiler = argv.first().map(String::as_str).unwrap_or("");
    let mut is_cuda = Path::new(compiler)
        .file_name()
        .and_then(|n| n.to_str())
        .is_some_and(|n| n.contains("nvcc"));
    // /usr/local/cuda/bin/nvcc: the toolkit whose headers nvcc would use
    if let Some(root) = Path::new(compiler)
        .parent()
        .and_then(Path::parent)
        .filter(|_| is_cuda && Path::new(compiler).is_absolute())
        .filter(|root| root.join("include/cuda_runtime.h").is_file())
    {
        out.cuda_path = Some(root.to_string_lossy().into_owned());
    }
    let mut args = Vec::new();
    expand_option_files(&argv[argv.len().min(1)..], directory, &mut args, 0);
    let dir = |d: &str| normalize(&directory.join(d)).to_string_lossy().into_owned();
    let mut archs: Vec<u32> = Vec::new();
    let mut i = 0;
    while i < args.len() {
        let a = args[i].as_str();
        let next = args.get(i + 1).cloned();
        // `--name value` or `--name=value`, for each spelling of an option
        let split = |names: &[&str]| -> Option<(String, bool)> {
            for n in names {
                if a == *n {
                    return next.clone().map(|v| (v, true));
                }
                if let Some(v) = a.strip_prefix(n).and_then(|r| r.strip_prefix('=')) {
                    return Some((v.to_string(), false));
                }
            }
            None
        };
        // `-Iinclude`, `-DX=1`: the value glued to a short option
        let joined = |short: &str, long: &str| -> Option<(String, bool)> {
            split(&[short, long]).or_else(|| {
                a.strip_prefix(short)
                    .filter(|v| !v.is_empty())
                    .map(|v| (v.to_string(), false))
            })
        };
        let mut used_next = false;
        if let Some((v, n)) = joined("-isystem", "--system-include") {
            out.system_dirs.push(dir(&v));
            used_next = n;
        } else if let Some((v, n)) = joined("-I", "--include-path") {
            out.include_dirs.push(dir(&v));
            used_next = n;
        } else if let Some((v, n)) = joined("-D", "--define-macro") {
            out.defines.push(cli::split_define(&v));
            used_next = n;
        } else if let Some((v, n)) = joined("-U", "--undefine-macro") {
            out.undefs.push(v);
            used_next = n;
        } else if let Some((v, n)) = split(&["-include", "--pre-include"]) {
            // relative to the directory when it is there, else searched
            // along the include path as the compiler does
            let here = directory.join(&v);
            out.forced_includes
                .push(if here.is_file() { dir(&v) } else { v });
            used_next = n;
        } else if let Some((v, n)) = split(&["-std", "--std"]) {
            out.std = Some(supported_std(&v));
            used_next = n;
        } else if let Some((v, n)) = split(&["-arch", "--gpu-architecture"]) {
            archs.extend(cli::parse_arch(&v).ok());
            used_next = n;
        } else if let Some((v, n)) = split(&["-gencode", "--generate-code"]) {
            // arch=compute_80,code=[sm_80,compute_80]: the virtual arch is
            // what the device-side front end sees
            archs.extend(
                v.split(',')
                    .filter_map(|kv| kv.strip_prefix("arch="))
                    .filter_map(|arch| cli::parse_arch(arch).ok()),
            );
            used_next = n;
        } else if let Some((v, n)) = split(&["-rdc", "--relocatable-device-code"]) {
            out.rdc = v == "true";
            used_next = n;
        } else if let Some((v, n)) = split(&["-Xcompiler", "--compiler-options"]) {
            cli::host_options(&mut out, &v);
            used_next = n;
        } else if let Some((v, n)) = split(&["-ccbin", "--compiler-bindir"]) {
            out.host_compiler = trusted_compiler(&v, directory);
            used_next = n;
        } else if let Some((v, n)) = split(&["-x", "--x"]) {
            is_cuda = v == "cu";
            used_next = n;
        } else if let Some((v, n)) = split(&["-Xcudafe"]) {
            // options of cudafe++ itself: its diagnostic controls (a
            // malformed one is the build's problem, not the editor's)
            let _ = cli::cudafe_flags(&v, &mut out);
            used_next = n;
        } else if let Some((v, n)) = split(&[
            "--diag-suppress",
            "-diag-suppress",
            "--diag-warn",
            "-diag-warn",
            "--diag-error",
            "-diag-error",
        ]) {
            let flag = format!("{}={v}", a.split('=').next().unwrap_or(a));
            let _ = cli::control_flag(&flag, None, &mut out);
            used_next = n;
        } else {
            match a {
                "--extended-lambda"
                | "-extended-lambda"
                | "--expt-extended-lambda"
                | "-expt-extended-lambda" => out.extended_lambda = true,
                "--expt-relaxed-constexpr" | "-expt-relaxed-constexpr" => {
                    out.relaxed_constexpr = true
                }
                "-dc" | "--device-c" | "-dw" | "--device-w" => out.rdc = true,
                "--default-device" | "-default-device" => out.default_device = true,
                "-w" | "--disable-warnings" => out.controls.no_warnings = true,
                "-nostdinc" | "-nostdinc++" => out.no_std_include = true,
                _ if takes_value(a) => used_next = true,
                // -lcudart, -L/usr/lib: the linker's
                _ if a.starts_with("-l") || a.starts_with("-L") => {}
                // CMake's -forward-unknown-to-host-compiler: host options
                _ if a.starts_with("-f") || a.starts_with("-m") => cli::host_options(&mut out, a),
                // -c, -O3, -g, -G, -lineinfo, input files, ...
                _ => {}
            }
        }
        i += if used_next { 2 } else { 1 };
    }
    // with several architectures, nvcc runs cicc once per virtual one: the
    // lowest is the one that rejects the most
    if let Some(&lowest) = archs.iter().min() {
        out.arch = lowest;
    }
    (out, is_cuda)
}

/// nvcc options whose value is a separate argument and that do not change
/// what the front end sees.
fn takes_value(a: &str) -> bool {
    matches!(
        a,
        "-o" | "--output-file"
            | "-MF"
            | "--dependency-output"
            | "-MT"
            | "--dependency-target-name"
            | "-odir"
            | "--output-directory"
            | "-Xptxas"
            | "--ptxas-options"
            | "-Xlinker"
            | "--linker-options"
            | "-Xnvlink"
            | "--nvlink-options"
            | "-Xarchive"
            | "--archive-options"
            | "-L"
            | "--library-path"
            | "-l"
            | "--library"
            | "-code"
            | "--gpu-code"
            | "-t"
            | "--threads"
            | "-maxrregcount"
            | "--maxrregcount"
            | "--keep-dir"
            | "-keep-dir"
            | "-default-stream"
            | "--default-stream"
            | "-cudart"
            | "--cudart"
            | "-cudadevrt"
            | "--cudadevrt"
            | "-Werror"
            | "--Werror"
            | "-split-compile"
            | "--split-compile"
            | "-ldir"
            | "--libdevice-directory"
            | "-run-args"
            | "--run-args"
    )
}

/// Splices `--options-file F`, `-optf F` and `@F` (relative to the entry's
/// directory; CMake writes include paths there), at most 8 levels deep.
fn expand_option_files(args: &[String], directory: &Path, out: &mut Vec<String>, depth: u32) {
    let mut i = 0;
    while i < args.len() {
        let a = &args[i];
        let file = if a == "--options-file" || a == "-optf" {
            i += 1;
            args.get(i).cloned()
        } else if let Some(f) = a
            .strip_prefix("--options-file=")
            .or_else(|| a.strip_prefix("-optf="))
            .or_else(|| a.strip_prefix('@'))
        {
            Some(f.to_string())
        } else {
            out.push(a.clone());
            None
        };
        if let Some(f) = file
            && depth < 8
            && let Ok(text) = std::fs::read_to_string(directory.join(&f))
        {
            expand_option_files(&shell_split(&text), directory, out, depth + 1);
        }
        i += 1;
    }
}

/// A `-std` value `check` accepts: the nearest supported standard.
fn supported_std(v: &str) -> String {
    match v {
        "c++03" | "c++98" | "c++11" | "gnu++11" | "c++0x" => "c++11",
        "c++14" | "c++1y" => "c++14",
        "gnu++14" => "gnu++14",
        "gnu++17" | "gnu++1z" => "gnu++17",
        "c++20" | "c++2a" | "c++23" | "c++2b" | "c++26" => "c++20",
        "gnu++20" | "gnu++2a" | "gnu++23" | "gnu++2b" => "gnu++20",
        _ => "c++17",
    }
    .to_string()
}

/// `-ccbin` from a database is run (to ask it for its macros) only when it
/// names a usual C++ compiler outside the project: opening a checkout must
/// not execute a program the checkout brought along. Otherwise the default
/// host compiler is asked.
fn trusted_compiler(v: &str, directory: &Path) -> Option<String> {
    let path = Path::new(v);
    let name = path.file_name()?.to_str()?;
    let stem = name.trim_end_matches(|c: char| c.is_ascii_digit() || c == '-' || c == '.');
    let known = matches!(stem, "g++" | "gcc" | "c++" | "cc" | "clang++" | "clang")
        || name.starts_with("x86_64-linux-gnu-g")
        || name.starts_with("aarch64-linux-gnu-g");
    let system = path.is_absolute()
        && ["/usr/", "/opt/"].iter().any(|p| v.starts_with(p))
        && !normalize(path).starts_with(directory);
    let bare = !v.contains('/');
    // a directory (nvcc's other use of -ccbin) holding the compiler
    let system_dir =
        path.is_absolute() && path.is_dir() && ["/usr/", "/opt/"].iter().any(|p| v.starts_with(p));
    ((known && (system || bare)) || system_dir).then(|| v.to_string())
}

/// Splits a shell command line (`command` entries): quotes, backslashes.
pub fn shell_split(command: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut in_word = false;
    let mut chars = command.chars();
    while let Some(c) = chars.next() {
        match c {
            '\'' => {
                in_word = true;
                for c in chars.by_ref() {
                    if c == '\'' {
                        break;
                    }
                    cur.push(c);
                }
            }
            '"' => {
                in_word = true;
                while let Some(c) = chars.next() {
                    match c {
                        '"' => break,
                        '\\' => match chars.next() {
                            Some(n @ ('"' | '\\' | '$' | '`')) => cur.push(n),
                            Some(n) => {
                                cur.push('\\');
                                cur.push(n);
                            }
                            None => cur.push('\\'),
                        },
                        _ => cur.push(c),
                    }
                }
            }
            '\\' => {
                in_word = true;
                if let Some(n) = chars.next() {
                    cur.push(n);
                }
            }
            c if c.is_whitespace() => {
                if in_word {
                    out.push(std::mem::take(&mut cur));
                    in_word = false;
                }
            }
            c => {
                in_word = true;
                cur.push(c);
            }
        }
    }
    if in_word {
        out.push(cur);
    }
    out
}

/// The path made absolute against the current directory (not resolved).
pub fn absolute(path: &Path) -> PathBuf {
    if path.is_absolute() {
        normalize(path)
    } else {
        normalize(
            &std::env::current_dir()
                .unwrap_or_else(|_| PathBuf::from("/"))
                .join(path),
        )
    }
}

/// Removes `.` and `..` components without touching the file system.
pub fn normalize(path: &Path) -> PathBuf {
    let mut out = PathBuf::new();
    for c in path.components() {
        match c {
            Component::CurDir => {}
            Component::ParentDir => {
                if !out.pop() {
                    out.push("..");
                }
            }
            c => out.push(c.as_os_str()),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use expect_test::expect;

    fn show(db: &CompileDb) -> String {
        let mut s = String::new();
        for e in &db.entries {
            let a = &e.args;
            s.push_str(&format!(
                "{} cuda={} arch={} rdc={} ext_lambda={} relaxed={} std={:?}\n  I={:?}\n  isystem={:?}\n  D={:?} U={:?}\n  include={:?} host={:?} host_flags={:?} controls={:?}\n",
                e.file.display(),
                e.is_cuda,
                a.arch,
                a.rdc,
                a.extended_lambda,
                a.relaxed_constexpr,
                a.std,
                a.include_dirs,
                a.system_dirs,
                a.defines,
                a.undefs,
                a.forced_includes,
                a.host_compiler,
                a.host_flags,
                (&a.controls.severities, a.controls.no_warnings),
            ));
        }
        for w in &db.warnings {
            s.push_str(&format!("warning: {w}\n"));
        }
        s
    }

    #[test]
    fn cmake_nvcc_entries() {
        let json = r#"[
          {"directory": "/proj/build",
           "command": "/usr/local/cuda/bin/nvcc -forward-unknown-to-host-compiler -DUSE_X -DNAME=\"a b\" -I/proj/include -I../third -isystem /opt/dep/include -O3 -g -std=c++17 \"--generate-code=arch=compute_80,code=[compute_80,sm_80]\" -gencode arch=compute_70,code=sm_70 -Xcompiler=-fPIC,-fopenmp -Xcompiler -Wall -rdc=true --extended-lambda --expt-relaxed-constexpr -x cu -c /proj/src/k.cu -o CMakeFiles/k.dir/src/k.cu.o",
           "file": "/proj/src/k.cu",
           "output": "CMakeFiles/k.dir/src/k.cu.o"},
          {"directory": "/proj/build",
           "arguments": ["nvcc", "-ccbin", "/usr/bin/g++-12", "-arch=sm_86", "-Xcudafe", "--diag_suppress=177", "-w", "-std", "c++20", "-o", "x.o", "-c", "../src/x.cpp", "-x", "cu", "-U", "NDEBUG", "--pre-include", "pre.h"],
           "file": "../src/x.cpp"},
          {"directory": "/proj/build", "command": "/usr/bin/c++ -I/proj/include -c /proj/src/host.cpp", "file": "/proj/src/host.cpp"},
          {"directory": "/proj/build", "command": "nvcc -ccbin ./tools/evil -c a.cu", "file": "a.cu"},
          {"file": "no-directory.cu", "command": "nvcc"},
          {"directory": "/x", "file": "y.cu"}
        ]"#;
        let db = CompileDb::parse(json, Path::new("/")).unwrap();
        expect![[r#"
            /proj/src/k.cu cuda=true arch=70 rdc=true ext_lambda=true relaxed=true std=Some("c++17")
              I=["/proj/include", "/proj/third"]
              isystem=["/opt/dep/include"]
              D=[("USE_X", "1"), ("NAME", "a b")] U=[]
              include=[] host=None host_flags=["-fPIC", "-fopenmp"] controls=([], false)
            /proj/src/x.cpp cuda=true arch=86 rdc=false ext_lambda=false relaxed=false std=Some("c++20")
              I=[]
              isystem=[]
              D=[] U=["NDEBUG"]
              include=["pre.h"] host=Some("/usr/bin/g++-12") host_flags=[] controls=([(177, Suppress)], true)
            /proj/src/host.cpp cuda=false arch=90 rdc=false ext_lambda=false relaxed=false std=None
              I=["/proj/include"]
              isystem=[]
              D=[] U=[]
              include=[] host=None host_flags=[] controls=([], false)
            /proj/build/a.cu cuda=true arch=90 rdc=false ext_lambda=false relaxed=false std=None
              I=[]
              isystem=[]
              D=[] U=[]
              include=[] host=None host_flags=[] controls=([], false)
            warning: entry 4: no "directory"
            warning: entry 5: neither "arguments" nor "command"
        "#]]
        .assert_eq(&show(&db));
    }

    #[test]
    fn malformed_databases_are_errors_not_panics() {
        for text in ["", "{}", "[1, 2]", "[{\"directory\": 3}]", "{\"a\": ["] {
            let shown = match CompileDb::parse(text, Path::new("/")) {
                Ok(db) => show(&db),
                Err(e) => format!("error: {e}"),
            };
            assert!(!shown.is_empty() || text.is_empty(), "{text}: {shown}");
        }
    }

    #[test]
    fn shell_words() {
        expect![[r#"["nvcc", "-DA=\"x y\"", "it's", "a b", "c\\d", "-I/p q"]"#]].assert_eq(
            &format!(
                "{:?}",
                shell_split(r#"nvcc '-DA="x y"' "it's" a\ b "c\d" -I"/p q""#)
            ),
        );
    }
}
