//! What a hostile user or a broken build hands the binary: file names that
//! are not UTF-8, special files where sources are expected, closed pipes,
//! output paths that are directories, symbolic links or in no directory.
//! Each ends with a clear message and exit code, in bounded time, with no
//! panic and no partial or stale output.

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::Duration;

mod common;

fn bin() -> &'static str {
    env!("CARGO_BIN_EXE_cudafe-rs")
}

/// Runs the binary in `dir` and kills it after 20 s (a FIFO read would
/// block for ever; a device read would never end). Its output is read
/// while it runs (a full pipe would stop it).
fn run_in(dir: &Path, args: &[&std::ffi::OsStr]) -> Output {
    let child = Command::new(bin())
        .args(args)
        .current_dir(dir)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let pid = child.id();
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let _ = tx.send(child.wait_with_output());
    });
    match rx.recv_timeout(Duration::from_secs(20)) {
        Ok(out) => out.unwrap(),
        Err(_) => {
            let _ = Command::new("kill").args(["-9", &pid.to_string()]).status();
            panic!("{args:?} did not end within 20 s");
        }
    }
}

fn run(dir: &Path, args: &[&str]) -> Output {
    let args: Vec<&std::ffi::OsStr> = args.iter().map(std::ffi::OsStr::new).collect();
    run_in(dir, &args)
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

fn no_panic(o: &Output) {
    let e = stderr(o);
    assert!(
        !e.contains("panicked") && !e.contains("internal error") && o.status.code() != Some(101),
        "{e}"
    );
}

const WARNS: &str = "__device__ int q;\nint f() { return q; }\n";

#[cfg(unix)]
#[test]
fn file_and_directory_names_that_are_not_utf8() {
    use std::ffi::OsStr;
    use std::os::unix::ffi::OsStrExt;
    let dir = common::temp_dir("hostile_names");
    let name = OsStr::from_bytes(b"k\xff.cu");
    std::fs::write(dir.join(name), format!("#include \"h.h\"\n{WARNS}")).unwrap();
    let inc = dir.join(OsStr::from_bytes(b"inc\xfe"));
    std::fs::create_dir_all(&inc).unwrap();
    std::fs::write(inc.join("h.h"), "int g();\n").unwrap();
    let dash_i = [OsStr::new("-I").as_bytes(), inc.as_os_str().as_bytes()].concat();
    let out = run_in(
        &dir,
        &[OsStr::new("check"), OsStr::from_bytes(&dash_i), name],
    );
    no_panic(&out);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    // the warning names the file by its own bytes
    assert!(
        out.stderr.starts_with(b"k\xff.cu(3): warning #20091-D"),
        "{}",
        stderr(&out)
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn closed_pipes_end_quietly() {
    let dir = common::temp_dir("hostile_pipes");
    std::fs::write(dir.join("k.cu"), WARNS).unwrap();
    // stdout read for one byte then closed; stderr closed from the start
    let script = format!(
        "'{b}' preprocess k.cu | head -c 1 >/dev/null; echo \"preprocess ${{PIPESTATUS[0]}}\"; \
         '{b}' check k.cu 2>&-; echo \"check $?\"; '{b}' --help 1>&-; echo \"help $?\"",
        b = bin()
    );
    let out = Command::new("bash")
        .args(["-c", &script])
        .current_dir(&dir)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(
        stdout,
        "preprocess 0\ncheck 0\nhelp 0\n",
        "{}",
        stderr(&out)
    );
    assert!(!stderr(&out).contains("panicked"), "{}", stderr(&out));
    let _ = std::fs::remove_dir_all(&dir);
}

#[cfg(unix)]
#[test]
fn special_files_are_not_read_as_sources() {
    let dir = common::temp_dir("hostile_special");
    let fifo = dir.join("pipe.h");
    let made = Command::new("mkfifo").arg(&fifo).status().unwrap();
    assert!(made.success());
    let cases = [
        ("zero.cu", "#include \"/dev/zero\"\nint x;\n"),
        ("fifo.cu", "#include \"pipe.h\"\nint x;\n"),
        (
            "has.cu",
            "#if __has_include(\"/dev/zero\")\n#endif\nint x;\n",
        ),
    ];
    let mut log = Vec::new();
    for (name, text) in cases {
        std::fs::write(dir.join(name), text).unwrap();
        let out = run(&dir, &["check", name]);
        no_panic(&out);
        let first = stderr(&out).lines().next().unwrap_or("").to_string();
        log.push(format!("{name}: exit {:?} {first}", out.status.code()));
    }
    // `/dev/null` is read as the empty file it is (where it is the device:
    // on some machines it is a regular file that programs have written to)
    if std::fs::metadata("/dev/null")
        .is_ok_and(|m| std::os::unix::fs::FileTypeExt::is_char_device(&m.file_type()))
    {
        std::fs::write(dir.join("null.cu"), "#include \"/dev/null\"\nint x;\n").unwrap();
        let out = run(&dir, &["check", "null.cu"]);
        no_panic(&out);
        assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    }
    // the FIFO, a directory and a device as the main file
    std::fs::create_dir(dir.join("d.cu")).unwrap();
    for main in ["pipe.h", "d.cu", "/dev/zero"] {
        let out = run(&dir, &["check", main]);
        no_panic(&out);
        log.push(format!(
            "{main}: exit {:?} {}",
            out.status.code(),
            stderr(&out).trim()
        ));
        let out = run(&dir, &["parse", main]);
        log.push(format!("  parse: exit {:?}", out.status.code()));
    }
    expect_test::expect![[r#"
        zero.cu: exit Some(4) zero.cu:1:10: fatal error: /dev/zero: not a regular file (a FIFO, device or socket is not read as a source)
        fifo.cu: exit Some(4) fifo.cu:1:10: fatal error: pipe.h: not a regular file (a FIFO, device or socket is not read as a source)
        has.cu: exit Some(0) 
        pipe.h: exit Some(4) cudafe-rs: could not open source file "pipe.h": not a regular file (a FIFO, device or socket is not read as a source)
          parse: exit Some(4)
        d.cu: exit Some(4) cudafe-rs: could not open source file "d.cu"
          parse: exit Some(4)
        /dev/zero: exit Some(4) cudafe-rs: could not open source file "/dev/zero": not a regular file (a FIFO, device or socket is not read as a source)
          parse: exit Some(4)
    "#]]
    .assert_eq(&(log.join("\n") + "\n"));
    let _ = std::fs::remove_dir_all(&dir);
}

fn names_in(dir: &Path) -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    v.sort();
    v
}

#[test]
fn host_outputs_are_all_or_nothing() {
    let dir = common::temp_dir("hostile_outputs");
    let out_dir: PathBuf = dir.join("o");
    std::fs::create_dir(&out_dir).unwrap();
    std::fs::write(dir.join("k.cu"), "__global__ void k() {}\n").unwrap();

    // the stub's path is a directory: nothing is written
    std::fs::create_dir(out_dir.join("k.cudafe1.stub.c")).unwrap();
    let out = run(&dir, &["host", "-o", "o", "k.cu"]);
    no_panic(&out);
    assert_eq!(out.status.code(), Some(4));
    assert!(stderr(&out).contains("is a directory"), "{}", stderr(&out));
    assert_eq!(names_in(&out_dir), ["k.cudafe1.stub.c"]);

    // a good run, then a rerun with errors: the old outputs go
    std::fs::remove_dir(out_dir.join("k.cudafe1.stub.c")).unwrap();
    assert_eq!(
        run(&dir, &["host", "-o", "o", "k.cu"]).status.code(),
        Some(0)
    );
    assert_eq!(
        names_in(&out_dir),
        ["k.cudafe1.cpp", "k.cudafe1.stub.c", "k.module_id"]
    );
    std::fs::write(dir.join("k.cu"), "__global__ void k() { int x = ; }\n").unwrap();
    assert_eq!(
        run(&dir, &["host", "-o", "o", "k.cu"]).status.code(),
        Some(2)
    );
    assert!(names_in(&out_dir).is_empty(), "{:?}", names_in(&out_dir));

    // an output that is a symbolic link is refused, its target untouched
    #[cfg(unix)]
    {
        std::fs::write(dir.join("k.cu"), "__global__ void k() {}\n").unwrap();
        std::fs::write(dir.join("target"), "keep").unwrap();
        std::os::unix::fs::symlink(dir.join("target"), out_dir.join("k.module_id")).unwrap();
        let out = run(&dir, &["host", "-o", "o", "k.cu"]);
        assert_eq!(out.status.code(), Some(4));
        assert!(
            stderr(&out).contains("is a symbolic link"),
            "{}",
            stderr(&out)
        );
        assert_eq!(std::fs::read_to_string(dir.join("target")).unwrap(), "keep");
        assert_eq!(names_in(&out_dir), ["k.module_id"]);
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn version_and_help_of_every_command() {
    let dir = common::temp_dir("hostile_help");
    let out = run(&dir, &["--version"]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0));
    assert!(
        text.starts_with(&format!("cudafe-rs {}\n", env!("CARGO_PKG_VERSION"))),
        "{text}"
    );
    for cmd in [
        "check",
        "preprocess",
        "parse",
        "spaces",
        "watch",
        "serve",
        "host",
        "stub",
        "nvcc",
    ] {
        for flag in ["--help", "-h"] {
            let out = run(&dir, &[cmd, flag]);
            let text = String::from_utf8_lossy(&out.stdout);
            assert_eq!(out.status.code(), Some(0), "{cmd} {flag}: {}", stderr(&out));
            assert!(
                text.starts_with(&format!("usage: cudafe-rs {cmd}")),
                "{cmd}: {text}"
            );
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// `parse` stops at the error limit as `check` does: a file of 12,000
/// broken declarations on one 120 KB line gives a hundred errors, not
/// twelve thousand copies of the line.
#[test]
fn parse_stops_at_the_error_limit() {
    let dir = common::temp_dir("hostile_parse_limit");
    std::fs::write(dir.join("k.cu"), "int x = ;".repeat(12_000) + "\n").unwrap();
    let out = run(&dir, &["parse", "k.cu"]);
    no_panic(&out);
    assert_eq!(out.status.code(), Some(4));
    let e = stderr(&out);
    assert_eq!(
        e.matches("error: expected an expression").count(),
        100,
        "{}",
        &e[..200]
    );
    assert!(e.contains("Error limit reached."));
    assert!(
        out.stderr.len() < 100 * 2 * 110_000,
        "{} bytes",
        out.stderr.len()
    );
    let out = run(&dir, &["parse", "-Xcudafe", "--error_limit=3", "k.cu"]);
    assert_eq!(stderr(&out).matches("error: expected").count(), 3);
    let _ = std::fs::remove_dir_all(&dir);
}

/// The language server opening a device file by URI checks the editor's
/// text and never reads the device.
#[cfg(unix)]
#[test]
fn the_server_opens_a_device_uri_without_reading_it() {
    let mut c = common::Client::start(&[]);
    c.initialize("/");
    c.open("file:///dev/zero", "int x = ;\n");
    let diags = c.diagnostics("file:///dev/zero", None);
    assert_eq!(diags.as_array().map(Vec::len), Some(1), "{diags}");
    c.request(2, "shutdown", serde_json::Value::Null);
    c.notify("exit", serde_json::Value::Null);
    assert_eq!(c.close(), Some(0));
}

/// A source that is not UTF-8 is read as bytes, as gcc reads it: a header
/// name in it finds the file of that name, and a string literal reaches
/// the host file byte for byte.
#[cfg(unix)]
#[test]
fn sources_that_are_not_utf8_are_read_as_bytes() {
    use std::ffi::OsStr;
    use std::os::unix::ffi::OsStrExt;
    let dir = common::temp_dir("hostile_source_bytes");
    std::fs::write(
        dir.join(OsStr::from_bytes(b"h\xe9.h")),
        b"int a; // caf\xe9\n",
    )
    .unwrap();
    std::fs::write(
        dir.join("k.cu"),
        b"#include \"h\xe9.h\"\nconst char *s = \"caf\xe9\";\nint main() { return a + s[0]; }\n",
    )
    .unwrap();
    let out = run(&dir, &["check", "k.cu"]);
    no_panic(&out);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let out = run(&dir, &["host", "-o", ".", "k.cu"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let host = std::fs::read(dir.join("k.cudafe1.cpp")).unwrap();
    assert!(
        host.windows(5).any(|w| w == b"caf\xe9\""),
        "the literal's byte is lost"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// A header that is not found while no toolkit is in use: a person (a
/// terminal, here `CUDAFE_RS_HINTS=1`) is told where a toolkit was looked
/// for and how to name one; a build tool's stderr keeps cudafe++'s text
/// alone, and `--no-cuda-include` (no toolkit wanted) gets no hint.
#[test]
fn a_missing_header_without_a_toolkit_says_how_to_name_one() {
    if Path::new("/usr/local/cuda/include/cuda_runtime.h").exists() {
        eprintln!("skipped: /usr/local/cuda is a toolkit here");
        return;
    }
    let dir = common::temp_dir("missing_header_hint");
    std::fs::write(
        dir.join("th.cu"),
        "#include <thrust/sort.h>\nint main() {}\n",
    )
    .unwrap();
    let check = |extra: &[&str], hints: bool| {
        let mut cmd = Command::new(bin());
        cmd.arg("check")
            .args(extra)
            .arg("th.cu")
            .current_dir(&dir)
            .env_remove("CUDA_PATH")
            .env_remove("CUDA_HOME")
            .env_remove("CUDAFE_RS_HINTS")
            // (no nvcc on it)
            .env("PATH", "/usr/bin:/bin");
        if hints {
            cmd.env("CUDAFE_RS_HINTS", "1");
        }
        let out = cmd.output().unwrap();
        (out.status.code(), stderr(&out))
    };
    let hint = "no CUDA toolkit was found (looked at --cuda-path, CUDA_PATH, CUDA_HOME, the nvcc on PATH and /usr/local/cuda)";
    let (code, text) = check(&[], true);
    assert_eq!(code, Some(4), "{text}");
    assert!(
        text.contains("fatal error: thrust/sort.h: No such file or directory"),
        "{text}"
    );
    assert!(
        text.contains(hint) && text.contains("--cuda-path DIR"),
        "{text}"
    );
    let (_, for_tools) = check(&[], false);
    assert!(!for_tools.contains(hint), "{for_tools}");
    let (_, no_toolkit_wanted) = check(&["--no-cuda-include"], true);
    assert!(!no_toolkit_wanted.contains(hint), "{no_toolkit_wanted}");
}
