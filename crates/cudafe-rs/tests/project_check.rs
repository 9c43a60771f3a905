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

        one: exit 2
        src/b.cu(2): error: expected an expression
          int x = ;
                  ^

        1 error detected in the compilation of "src/b.cu".

        missing database: exit 4
    "#]]
    .assert_eq(&format!(
        "all: exit {code}\n{all}\none: exit {one_code}\n{one}\nmissing database: exit {missing}\n"
    ));
    assert!(why.contains("nope.json"), "{why}");
    let _ = std::fs::remove_dir_all(&dir);
}
