//! `cudafe-rs watch`: a file and its header are edited on disk, then the
//! file is deleted and comes back; each change prints a new report (the
//! diagnostics, then a summary line with the time taken). Files are
//! replaced by renaming a finished temporary file over them, as editors
//! save, so that every change is one consistent state; every wait has a
//! deadline.

mod common;

use expect_test::expect;
use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::time::Instant;

struct Watcher {
    child: Child,
    lines: mpsc::Receiver<String>,
    dir: String,
}

impl Watcher {
    fn start(args: &[&str], dir: &Path) -> Watcher {
        let mut child = Command::new(env!("CARGO_BIN_EXE_cudafe-rs"))
            .arg("watch")
            .args(args)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("cannot run cudafe-rs watch");
        let stdout = child.stdout.take().unwrap();
        let (tx, lines) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { return };
                if tx.send(line).is_err() {
                    return;
                }
            }
        });
        Watcher {
            child,
            lines,
            dir: dir.to_str().unwrap().to_string(),
        }
    }

    /// The next report: lines up to its summary (the first line that
    /// starts with a watched path and a colon), times replaced by `T`.
    fn report(&self) -> String {
        let deadline = Instant::now() + common::TIMEOUT;
        let mut out = String::new();
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            let line = match self.lines.recv_timeout(left) {
                Ok(l) => l.replace(&self.dir, "$DIR"),
                Err(_) => panic!("no report within {:?}; so far:\n{out}", common::TIMEOUT),
            };
            let summary = line.starts_with("$DIR/") && line.contains(".cu: ");
            if summary {
                out.push_str(&without_times(&line));
                out.push('\n');
                return out;
            }
            out.push_str(&line);
            out.push('\n');
        }
    }
}

impl Drop for Watcher {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// `(checked in 3.2 ms, 4.0 ms after the change)` -> `(checked in T)`.
fn without_times(line: &str) -> String {
    match line.find(" (checked in ") {
        Some(i) => format!("{} (checked in T)", &line[..i]),
        None => line.to_string(),
    }
}

/// Replaces a file at once, as an editor saves.
fn save(path: &Path, text: &str) {
    let tmp = path.with_extension("tmp~");
    std::fs::write(&tmp, text).unwrap();
    std::fs::rename(&tmp, path).unwrap();
}

#[test]
fn edits_on_disk_are_rechecked_and_deletion_is_reported() {
    let dir = common::temp_dir("watch_edits");
    let main = dir.join("k.cu");
    let header = dir.join("h.cuh");
    save(&header, "__device__ int d(int x) { return x; }\n");
    save(&main, "#include \"h.cuh\"\nint h() { return d(1); }\n");
    let w = Watcher::start(&[main.to_str().unwrap()], &dir);
    let mut log = String::from("== started\n");
    log.push_str(&w.report());

    log.push_str("== k.cu fixed: h is __device__ too\n");
    save(
        &main,
        "#include \"h.cuh\"\n__device__ int h() { return d(1); }\n",
    );
    log.push_str(&w.report());

    log.push_str("== h.cuh edited: d is host-only\n");
    save(&header, "int d(int x) { return x; }\n");
    log.push_str(&w.report());

    log.push_str("== h.cuh deleted\n");
    std::fs::remove_file(&header).unwrap();
    log.push_str(&w.report());

    log.push_str("== k.cu deleted\n");
    std::fs::remove_file(&main).unwrap();
    log.push_str(&w.report());

    log.push_str("== k.cu back, without the include\n");
    save(&main, "__global__ void k() {}\nint main() { k(); }\n");
    log.push_str(&w.report());
    expect![[r#"
        == started
        $DIR/k.cu(2): error: calling a __device__ function("d(int)") from a __host__ function("h") is not allowed
          int h() { return d(1); }
                           ^

        1 error detected in the compilation of "$DIR/k.cu".
        $DIR/k.cu: 1 error, 0 warnings (checked in T)
        == k.cu fixed: h is __device__ too
        $DIR/k.cu: no diagnostics (checked in T)
        == h.cuh edited: d is host-only
        $DIR/k.cu(2): error: calling a __host__ function("d(int)") from a __device__ function("h") is not allowed

        $DIR/k.cu(2): error: identifier "d" is undefined in device code

        2 errors detected in the compilation of "$DIR/k.cu".
        $DIR/k.cu: 2 errors, 0 warnings (checked in T)
        == h.cuh deleted
        $DIR/k.cu:1:10: fatal error: h.cuh: No such file or directory
            1 | #include "h.cuh"
              |          ^~~~~~~
        compilation terminated.
        $DIR/k.cu: 1 error, 0 warnings (checked in T)
        == k.cu deleted
        $DIR/k.cu: deleted or renamed; no diagnostics
        == k.cu back, without the include
        $DIR/k.cu(2): error: a __global__ function call must be configured
          int main() { k(); }
                       ^

        1 error detected in the compilation of "$DIR/k.cu".
        $DIR/k.cu: 1 error, 0 warnings (checked in T)
    "#]]
    .assert_eq(&log);
}

#[test]
fn a_directory_is_searched_and_new_files_in_it_are_checked() {
    let dir = common::temp_dir("watch_dir");
    std::fs::create_dir_all(dir.join("sub")).unwrap();
    save(
        &dir.join("sub/a.cu"),
        "__device__ int d() { return 0; }\nint h() { return d(); }\n",
    );
    let w = Watcher::start(&[dir.to_str().unwrap()], &dir);
    let mut log = w.report();
    log.push_str("== new file\n");
    save(&dir.join("b.cu"), "int ok() { return 1; }\n");
    log.push_str(&w.report());
    expect![[r#"
        $DIR/sub/a.cu(2): error: calling a __device__ function("d()") from a __host__ function("h") is not allowed
          int h() { return d(); }
                           ^

        1 error detected in the compilation of "$DIR/sub/a.cu".
        $DIR/sub/a.cu: 1 error, 0 warnings (checked in T)
        == new file
        $DIR/b.cu: no diagnostics (checked in T)
    "#]]
    .assert_eq(&log);
}

/// A file named together with its own directory is one unit, checked and
/// reported once.
#[test]
fn a_file_and_its_directory_are_one_unit() {
    let dir = common::temp_dir("watch_file_and_dir");
    save(&dir.join("a.cu"), "int a() { return 1; }\n");
    let file = dir.join("a.cu");
    let w = Watcher::start(&[file.to_str().unwrap(), dir.to_str().unwrap()], &dir);
    let mut log = w.report();
    log.push_str("== new file\n");
    save(&dir.join("b.cu"), "int b() { return 2; }\n");
    // (were a.cu a unit twice, its second report would come here)
    log.push_str(&w.report());
    expect![[r#"
        $DIR/a.cu: no diagnostics (checked in T)
        == new file
        $DIR/b.cu: no diagnostics (checked in T)
    "#]]
    .assert_eq(&log);
}

#[test]
fn a_missing_file_is_reported_and_checked_when_it_appears() {
    let dir = common::temp_dir("watch_missing");
    let main = dir.join("later.cu");
    let w = Watcher::start(&[main.to_str().unwrap()], &dir);
    let mut log = w.report();
    save(&main, "__global__ void k() {}\nint main() { k(); }\n");
    log.push_str(&w.report());
    expect![[r#"
        $DIR/later.cu: does not exist; no diagnostics
        $DIR/later.cu(2): error: a __global__ function call must be configured
          int main() { k(); }
                       ^

        1 error detected in the compilation of "$DIR/later.cu".
        $DIR/later.cu: 1 error, 0 warnings (checked in T)
    "#]]
    .assert_eq(&log);
}

#[test]
fn command_line_errors_exit_with_4() {
    let out = Command::new(env!("CARGO_BIN_EXE_cudafe-rs"))
        .args([
            "watch",
            "--compile-commands",
            "/nonexistent/compile_commands.json",
            "x.cu",
        ])
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(4));
    let out = Command::new(env!("CARGO_BIN_EXE_cudafe-rs"))
        .args(["watch"])
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(4));
}

#[test]
fn files_and_flags_from_a_compilation_database() {
    let dir = common::temp_dir("watch_compile_db");
    std::fs::create_dir_all(dir.join("include")).unwrap();
    std::fs::create_dir_all(dir.join("src")).unwrap();
    save(
        &dir.join("include/lib.cuh"),
        "__device__ int lib(int x) { return x; }\n",
    );
    save(
        &dir.join("src/k.cu"),
        "#include <lib.cuh>\n#if USE_LIB\n__global__ void k(int *p) { p[0] = lib(1); }\n#endif\n",
    );
    let d = dir.to_str().unwrap();
    let db = serde_json::json!([
        {"directory": d, "arguments": ["nvcc", "-Iinclude", "-DUSE_LIB=1", "-gencode", "arch=compute_70,code=sm_70", "-c", "src/k.cu"], "file": "src/k.cu"},
        {"directory": d, "command": "g++ -c host.cpp", "file": "host.cpp"}
    ]);
    let db_path = dir.join("compile_commands.json");
    std::fs::write(&db_path, db.to_string()).unwrap();
    // no files: the database's CUDA files (not host.cpp)
    let w = Watcher::start(&["--compile-commands", db_path.to_str().unwrap()], &dir);
    let mut log = w.report();
    log.push_str("== the header, found through -I, becomes host-only\n");
    save(
        &dir.join("include/lib.cuh"),
        "int lib(int x) { return x; }\n",
    );
    log.push_str(&w.report());
    expect![[r#"
        $DIR/src/k.cu: no diagnostics (checked in T)
        == the header, found through -I, becomes host-only
        $DIR/src/k.cu(3): error: calling a __host__ function("lib(int)") from a __global__ function("k") is not allowed

        $DIR/src/k.cu(3): error: identifier "lib" is undefined in device code

        2 errors detected in the compilation of "$DIR/src/k.cu".
        $DIR/src/k.cu: 2 errors, 0 warnings (checked in T)
    "#]]
    .assert_eq(&log);
}

/// Without `--compile-commands`, the database is found as `serve` finds
/// it: here in `build/` of a directory above the file. Each summary line
/// ends with the time of day.
#[test]
fn the_compilation_database_is_found_above_the_file() {
    let dir = common::temp_dir("watch_finds_compile_db");
    std::fs::create_dir_all(dir.join("build")).unwrap();
    std::fs::create_dir_all(dir.join("src")).unwrap();
    let file = dir.join("src/k.cu");
    save(&file, "#ifdef USE_X\nint x = ;\n#endif\n");
    let d = dir.to_str().unwrap();
    let db = serde_json::json!([
        {"directory": d, "arguments": ["nvcc", "-DUSE_X", "-c", "src/k.cu"], "file": "src/k.cu"}
    ]);
    std::fs::write(dir.join("build/compile_commands.json"), db.to_string()).unwrap();
    let w = Watcher::start(&[file.to_str().unwrap()], &dir);
    let log = w.report();
    expect![[r#"
        $DIR/src/k.cu(2): error: expected an expression
          int x = ;
                  ^

        1 error detected in the compilation of "$DIR/src/k.cu".
        $DIR/src/k.cu: 1 error, 0 warnings (checked in T)
    "#]]
    .assert_eq(&log);
    // the raw summary line has the time of day
    drop(w);
    let plain = Watcher::start(&["--no-compile-commands", file.to_str().unwrap()], &dir);
    let line = plain.lines.recv_timeout(common::TIMEOUT).unwrap();
    let clock = line.rsplit(", at ").next().unwrap_or("");
    assert!(
        line.contains("no diagnostics") && clock.len() == 9 && clock.ends_with(')'),
        "{line}"
    );
}

/// The directory of a watched file deleted and made again, then renamed
/// away and back: watch goes on reporting (it re-arms its watch when the
/// directory comes back, and re-reads the files under it).
#[test]
fn a_directory_deleted_or_renamed_and_back_is_watched_again() {
    let dir = common::temp_dir("watch_dir_back");
    let sub = dir.join("d");
    std::fs::create_dir_all(&sub).unwrap();
    let file = sub.join("k.cu");
    save(&file, "int main() { return 0; }\n");
    let w = Watcher::start(&["--no-compile-commands", file.to_str().unwrap()], &dir);
    let mut log = String::from("== started\n");
    log.push_str(&w.report());
    log.push_str("== d deleted\n");
    std::fs::remove_dir_all(&sub).unwrap();
    log.push_str(&w.report());
    log.push_str("== d made again, k.cu with an error\n");
    std::fs::create_dir_all(&sub).unwrap();
    save(&file, "int x = ;\n");
    log.push_str(&w.report());
    log.push_str("== k.cu edited in the new d\n");
    save(&file, "int y = 1;\n");
    log.push_str(&w.report());
    log.push_str("== d renamed away\n");
    std::fs::rename(&sub, dir.join("e")).unwrap();
    log.push_str(&w.report());
    log.push_str("== and back\n");
    std::fs::rename(dir.join("e"), &sub).unwrap();
    log.push_str(&w.report());
    expect![[r#"
        == started
        $DIR/d/k.cu: no diagnostics (checked in T)
        == d deleted
        $DIR/d/k.cu: deleted or renamed; no diagnostics
        == d made again, k.cu with an error
        $DIR/d/k.cu(1): error: expected an expression
          int x = ;
                  ^

        1 error detected in the compilation of "$DIR/d/k.cu".
        $DIR/d/k.cu: 1 error, 0 warnings (checked in T)
        == k.cu edited in the new d
        $DIR/d/k.cu: no diagnostics (checked in T)
        == d renamed away
        $DIR/d/k.cu: deleted or renamed; no diagnostics
        == and back
        $DIR/d/k.cu: no diagnostics (checked in T)
    "#]]
    .assert_eq(&log);
}

/// A watched file replaced by something that is no source file: each
/// change is reported with what the file is now, and a file again is
/// checked again.
#[test]
fn a_file_replaced_by_a_directory_a_fifo_or_a_link_to_a_device() {
    let dir = common::temp_dir("watch_kinds");
    let file = dir.join("k.cu");
    save(&file, "int main() { return 0; }\n");
    let w = Watcher::start(&["--no-compile-commands", file.to_str().unwrap()], &dir);
    let mut log = w.report();
    std::fs::remove_file(&file).unwrap();
    std::fs::create_dir(&file).unwrap();
    log.push_str(&w.report());
    std::fs::remove_dir(&file).unwrap();
    let status = Command::new("mkfifo").arg(&file).status().unwrap();
    assert!(status.success());
    log.push_str(&w.report());
    std::fs::remove_file(&file).unwrap();
    std::os::unix::fs::symlink("/dev/zero", &file).unwrap();
    log.push_str(&w.report());
    std::fs::remove_file(&file).unwrap();
    save(&file, "int x = ;\n");
    log.push_str(&w.report());
    expect![[r#"
        $DIR/k.cu: no diagnostics (checked in T)
        $DIR/k.cu: now a directory, not a source file; no diagnostics
        $DIR/k.cu: now a FIFO, not a source file; no diagnostics
        $DIR/k.cu: now a link to a device, not a source file; no diagnostics
        $DIR/k.cu(1): error: expected an expression
          int x = ;
                  ^

        1 error detected in the compilation of "$DIR/k.cu".
        $DIR/k.cu: 1 error, 0 warnings (checked in T)
    "#]]
    .assert_eq(&log);
}
