//! `check --compile-commands FILE`: a whole project checked in one run,
//! every CUDA entry of its compilation database with its own flags (a CI
//! job's use), or only the files named.

mod common;

use std::process::Command;

fn check(dir: &std::path::Path, args: &[&str]) -> (i32, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_cudafe-rs"))
        .arg("check")
        .args(args)
        .current_dir(dir)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr).replace(dir.to_str().unwrap(), "$DIR");
    (out.status.code().unwrap_or(-1), stderr)
}

#[test]
fn every_cuda_entry_with_its_own_flags() {
    let dir = common::temp_dir("project_check");
    std::fs::create_dir_all(dir.join("src")).unwrap();
    std::fs::write(
        dir.join("src/a.cu"),
        "__device__ int d() { return 1; }\nint h() { return d(); }\n",
    )
    .unwrap();
    // an error only with the entry's -DUSE_X
    std::fs::write(dir.join("src/b.cu"), "#ifdef USE_X\nint x = ;\n#endif\n").unwrap();
    std::fs::write(dir.join("src/c.cpp"), "int c = ;\n").unwrap();
    let d = dir.to_str().unwrap();
    std::fs::write(
        dir.join("compile_commands.json"),
        format!(
            r#"[{{"directory": "{d}", "command": "nvcc -c src/a.cu -o a.o", "file": "src/a.cu"}},
 {{"directory": "{d}", "arguments": ["nvcc", "-DUSE_X", "-c", "src/b.cu"], "file": "src/b.cu"}},
 {{"directory": "{d}", "command": "g++ -c src/c.cpp", "file": "src/c.cpp"}}]"#
        ),
    )
    .unwrap();
    let (code, all) = check(&dir, &["--compile-commands", "compile_commands.json"]);
    let (one_code, one) = check(
        &dir,
        &["--compile-commands=compile_commands.json", "-w", "src/b.cu"],
    );
    let (missing, why) = check(&dir, &["--compile-commands", "nope.json"]);
    expect_test::expect![[r#"
        all: exit 2
        $DIR/src/a.cu(2): error: calling a __device__ function("d()") from a __host__ function("h") is not allowed
          int h() { return d(); }
                           ^

        1 error detected in the compilation of "$DIR/src/a.cu".
        $DIR/src/b.cu(2): error: expected an expression
          int x = ;
                  ^

        1 error detected in the compilation of "$DIR/src/b.cu".
        $DIR/src/a.cu: 1 error, 0 warnings
        $DIR/src/b.cu: 1 error, 0 warnings
        cudafe-rs: 2 files checked: 2 with errors, 0 with warnings only, 0 clean

        one: exit 2
        src/b.cu(2): error: expected an expression
          int x = ;
                  ^

        1 error detected in the compilation of "src/b.cu".
        src/b.cu: 1 error, 0 warnings
        cudafe-rs: 1 file checked: 1 with errors, 0 with warnings only, 0 clean

        missing database: exit 4
    "#]]
    .assert_eq(&format!(
        "all: exit {code}\n{all}\none: exit {one_code}\n{one}\nmissing database: exit {missing}\n"
    ));
    assert!(why.contains("nope.json"), "{why}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Files checked at once come out in the database's order, the same as
/// one at a time; a missing file is reported in its place and exits 4.
#[test]
fn parallel_checks_keep_the_order() {
    let dir = common::temp_dir("project_check_parallel");
    let d = dir.to_str().unwrap().to_string();
    let mut entries = Vec::new();
    for i in 0..8 {
        let name = format!("f{i}.cu");
        if i != 5 {
            let body = match i % 3 {
                0 => format!(
                    "__device__ int d{i}() {{ return {i}; }}\nint h{i}() {{ return d{i}(); }}\n"
                ),
                1 => format!("int clean{i}() {{ return {i}; }}\n"),
                _ => format!("__global__ void k{i}() {{ int unused{i}; }}\n"),
            };
            std::fs::write(dir.join(&name), body).unwrap();
        }
        entries.push(format!(
            r#"{{"directory": "{d}", "command": "nvcc -c {name}", "file": "{name}"}}"#
        ));
    }
    std::fs::write(
        dir.join("compile_commands.json"),
        format!("[{}]", entries.join(",\n")),
    )
    .unwrap();
    let (one_code, one) = check(
        &dir,
        &["--compile-commands", "compile_commands.json", "--jobs", "1"],
    );
    let (many_code, many) = check(
        &dir,
        &["--compile-commands", "compile_commands.json", "--jobs=4"],
    );
    assert_eq!((one_code, &one), (many_code, &many));
    let (bad, why) = check(
        &dir,
        &["--compile-commands", "compile_commands.json", "--jobs", "0"],
    );
    let tail: Vec<&str> = one
        .lines()
        .filter(|l| l.starts_with("$DIR/f") && !l.contains('('))
        .collect();
    expect_test::expect![[r#"
        exit 4
        $DIR/f0.cu: 1 error, 0 warnings
        $DIR/f2.cu: 0 errors, 1 warning
        $DIR/f3.cu: 1 error, 0 warnings
        $DIR/f5.cu: could not be read
        $DIR/f6.cu: 1 error, 0 warnings
        cudafe-rs: 8 files checked: 4 with errors, 1 with warnings only, 3 clean
        --jobs 0: exit 4 cudafe-rs: command-line error: --jobs takes a number of files at once, not '0'
    "#]]
    .assert_eq(&format!(
        "exit {one_code}\n{}\n{}--jobs 0: exit {bad} {why}",
        tail.join("\n"),
        one.lines().last().map_or(String::new(), |l| format!("{l}\n")),
    ));
}
