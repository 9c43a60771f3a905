//! `cudafe-rs spaces`: the space of every function and variable of the main
//! file, with `--why`.

use expect_test::expect;

fn spaces(file: &str, why: bool) -> String {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut cmd = std::process::Command::new(env!("CARGO_BIN_EXE_cudafe-rs"));
    cmd.arg("spaces");
    if why {
        cmd.arg("--why");
    }
    let out = cmd.arg(file).current_dir(root).output().unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn redeclarations_combine_explicit_spaces() {
    expect![[r#"
        4:a4:device (annotated here)
        5:a4:host device (annotated here, combined with earlier declarations)
        6:a8:device (annotated here)
        7:a8:host device (annotated here, combined with earlier declarations)
        8:a7:host (no annotation: implicitly __host__)
        9:a7:host device (annotated here)
        10:a9:host device (annotated here)
        11:a9:host device (annotated here, combined with earlier declarations)
        12:a6:host device (annotated here)
        13:a6:host device (from an earlier declaration)
        14:h:host (no annotation: implicitly __host__)
        15:k:global (annotated here)
    "#]]
    .assert_eq(&spaces(
        "test-data/oracle/slice/space_redecl_hd_split.cu",
        true,
    ));
}

#[test]
fn variables_and_functions() {
    expect![[r#"
        2:counter:managed
        3:managed_const:managed
        4:managed_ref:managed
        6:dev_fn:device
        11:host_fn:host
    "#]]
    .assert_eq(&spaces(
        "test-data/oracle/examples/var_managed_misuse.cu",
        false,
    ));
}
