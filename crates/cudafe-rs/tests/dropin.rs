//! Drop-in mode, end to end through the binary: cudafe++'s command line
//! as nvcc passes it, its exit codes, and its all-or-nothing outputs.
//! The inputs are small preprocessed files (what nvcc hands cudafe++),
//! so no toolkit is needed.

use std::path::{Path, PathBuf};
use std::process::Command;

fn bin() -> &'static str {
    env!("CARGO_BIN_EXE_cudafe-rs")
}

fn scratch(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("cudafe-rs-dropin-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// nvcc's cudafe++ command line for `input` in `dir`.
fn nvcc_args(dir: &Path, input: &str, extra: &[&str]) -> Vec<String> {
    let mut a: Vec<String> = [
        "--c++17",
        "--static-host-stub",
        "--device-hidden-visibility",
        "--gnu_version=120200",
        "--display_error_number",
        "--orig_src_file_name",
        "k.cu",
        "--orig_src_path_name",
        "/src/k.cu",
        "--allow_managed",
        "--m64",
        "--parse_templates",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    a.extend(extra.iter().map(|s| s.to_string()));
    a.extend([
        "--gen_c_file_name".to_string(),
        dir.join("k.cudafe1.cpp").display().to_string(),
        "--stub_file_name".into(),
        "k.cudafe1.stub.c".into(),
        "--gen_module_id_file".into(),
        "--module_id_file_name".into(),
        dir.join("k.module_id").display().to_string(),
        "--simt-only".into(),
        dir.join(input).display().to_string(),
    ]);
    a
}

/// A preprocessed unit: the declarations a launch needs, then `body`.
fn ii(body: &str) -> String {
    format!(
        "# 1 \"k.cu\"\n# 1 \"<cuda>/crt.h\" 1 3\nextern \"C\" unsigned __cudaPushCallConfiguration(int g, int b, unsigned long s = 0, void *st = 0);\n# 2 \"k.cu\" 2\n{body}"
    )
}

#[test]
fn success_writes_host_file_and_module_id() {
    let dir = scratch("ok");
    std::fs::write(
        dir.join("k.cpp4.ii"),
        ii("__attribute__((global)) void kern(int *p) { *p = 1; }\nint main() { kern<<<1, 1>>>(0); return 0; }\n"),
    )
    .unwrap();
    let out = Command::new(bin())
        .args(nvcc_args(&dir, "k.cpp4.ii", &[]))
        .output()
        .unwrap();
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let id = std::fs::read_to_string(dir.join("k.module_id")).unwrap();
    let host = std::fs::read_to_string(dir.join("k.cudafe1.cpp")).unwrap();
    let user: String = host
        .lines()
        .skip_while(|l| !l.starts_with("# 2 \"k.cu\""))
        .collect::<Vec<_>>()
        .join("\n");
    // crc32("/src/k.cu") = 9fd36db3; `_Z4kernPi` is longer than 8 bytes
    expect_test::expect![[r#"
        _9fd36db3_4_k_cu_ed63f977
        # 2 "k.cu"
        __attribute__((visibility("hidden")))  void kern(int *p) ; 
        #if 0
        # 2 "k.cu"
        { *p = 1; }
        #endif
        # 3 "k.cu"
        int main() { (__cudaPushCallConfiguration(1, 1)) ? (void)0 : kern(0); return 0; }

        # 1 "k.cudafe1.stub.c"
        #define _NV_ANON_NAMESPACE _GLOBAL__N__9fd36db3_4_k_cu_ed63f977
        #ifdef _NV_ANON_NAMESPACE
        #endif
        # 1 "k.cudafe1.stub.c"
        #include "k.cudafe1.stub.c"
        # 1 "k.cudafe1.stub.c"
        #undef _NV_ANON_NAMESPACE"#]]
    .assert_eq(&format!("{id}\n{user}"));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn errors_write_nothing_and_exit_2() {
    let dir = scratch("err");
    std::fs::write(dir.join("k.cpp4.ii"), ii("int x = ;\n")).unwrap();
    let out = Command::new(bin())
        .args(nvcc_args(&dir, "k.cpp4.ii", &[]))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("error"), "{stderr}");
    assert!(!dir.join("k.cudafe1.cpp").exists());
    assert!(!dir.join("k.module_id").exists());
    // no temporary left behind either
    assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 1);
    let _ = std::fs::remove_dir_all(&dir);
}

/// Outputs are all or nothing: a module id file that cannot be written
/// leaves no host file, and a failing rerun removes the outputs of an
/// earlier good run (a build must not pick up stale files).
#[test]
fn failed_outputs_and_failed_reruns_leave_nothing() {
    let dir = scratch("outputs");
    std::fs::write(dir.join("k.cpp4.ii"), ii("int x = 1;\n")).unwrap();
    let mut args = nvcc_args(&dir, "k.cpp4.ii", &[]);
    let at = args
        .iter()
        .position(|a| a == "--module_id_file_name")
        .unwrap();
    let good_id = std::mem::replace(&mut args[at + 1], "/nonexistent/dir/k.module_id".into());
    let out = Command::new(bin()).args(&args).output().unwrap();
    assert_eq!(out.status.code(), Some(4), "{out:?}");
    assert!(!dir.join("k.cudafe1.cpp").exists(), "host file written");
    assert_eq!(
        std::fs::read_dir(&dir).unwrap().count(),
        1,
        "temporaries left"
    );

    // a good run, then a failing rerun of the same outputs
    args[at + 1] = good_id;
    let out = Command::new(bin()).args(&args).output().unwrap();
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    assert!(dir.join("k.cudafe1.cpp").exists() && dir.join("k.module_id").exists());
    std::fs::write(dir.join("k.cpp4.ii"), ii("int x = ;\n")).unwrap();
    let out = Command::new(bin()).args(&args).output().unwrap();
    assert_eq!(out.status.code(), Some(2), "{out:?}");
    assert!(!dir.join("k.cudafe1.cpp").exists(), "stale host file kept");
    assert!(!dir.join("k.module_id").exists(), "stale module id kept");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn command_line_errors_exit_4() {
    let dir = scratch("cli");
    std::fs::write(dir.join("k.cpp4.ii"), ii("int x;\n")).unwrap();
    let mut results = Vec::new();
    for extra in [&["--bogus_flag"][..], &["--gnu_version=x"][..]] {
        let out = Command::new(bin())
            .args(nvcc_args(&dir, "k.cpp4.ii", extra))
            .output()
            .unwrap();
        results.push(format!(
            "{:?} {}",
            out.status.code(),
            String::from_utf8_lossy(&out.stderr).trim_end()
        ));
    }
    let missing = Command::new(bin())
        .args(nvcc_args(&dir, "missing.ii", &[]))
        .output()
        .unwrap();
    results.push(format!(
        "{:?} {}",
        missing.status.code(),
        String::from_utf8_lossy(&missing.stderr)
            .trim_end()
            .replace(&dir.display().to_string(), "<dir>")
    ));
    expect_test::expect![[r#"
        [
            "Some(4) Command-line error: invalid option: --bogus_flag\n\n1 catastrophic error detected in this compilation.\nCompilation terminated.",
            "Some(4) Command-line error: invalid number: x\n\n1 catastrophic error detected in this compilation.\nCompilation terminated.",
            "Some(4) Catastrophic error: cannot open source file \"<dir>/missing.ii\"\n\n1 catastrophic error detected in the compilation of \"missing.ii\".\nCompilation terminated.",
        ]
    "#]]
    .assert_debug_eq(&results);
    assert!(!dir.join("k.cudafe1.cpp").exists());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn bad_input_never_crashes_nor_half_writes() {
    let dir = scratch("bad");
    let inputs: Vec<(&str, Vec<u8>)> = vec![
        ("empty", Vec::new()),
        ("garbage", (0..4096u32).map(|i| (i.wrapping_mul(2654435761) >> 13) as u8).collect()),
        ("unbalanced", ii("__attribute__((global)) void k(int *p) { {{{ ( [ \n").into_bytes()),
        ("launch", ii("void h() { k<<<1, 2, 3, 4, 5>>>(1); } <<< >>> \n").into_bytes()),
        (
            "deep",
            ii(&format!("int f() {{ return {}1{}; }}\n", "(".repeat(3000), ")".repeat(3000)))
                .into_bytes(),
        ),
        (
            "managed",
            ii("__attribute__((managed)) int m[2] = {1, 2}; int h() { return m[0] + m; }\nnamespace { __attribute__((global)) void ak(); }\n").into_bytes(),
        ),
    ];
    for (name, bytes) in inputs {
        let input = format!("{name}.ii");
        std::fs::write(dir.join(&input), &bytes).unwrap();
        let _ = std::fs::remove_file(dir.join("k.cudafe1.cpp"));
        let out = Command::new(bin())
            .args(nvcc_args(&dir, &input, &[]))
            .output()
            .unwrap();
        let code = out.status.code();
        // (4: the error limit, a catastrophic error: garbage has many
        // unrecognized tokens)
        assert!(
            matches!(code, Some(0) | Some(2) | Some(4)),
            "{name}: {code:?}"
        );
        // written completely or not at all
        let written = dir.join("k.cudafe1.cpp").exists();
        assert_eq!(written, code == Some(0), "{name}");
        if written {
            let text = std::fs::read_to_string(dir.join("k.cudafe1.cpp")).unwrap();
            assert!(text.ends_with("#undef _NV_ANON_NAMESPACE\n"), "{name}");
        }
    }
    let leftovers: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().to_string())
        .filter(|n| n.ends_with(".tmp"))
        .collect();
    assert!(leftovers.is_empty(), "{leftovers:?}");
    let _ = std::fs::remove_dir_all(&dir);
}
