//! One run of `cudafe-rs check` reports what both of nvcc's front ends
//! report: cudafe++'s host-side errors and cicc's device-side ones (nvcc
//! itself stops after a failing cudafe++, so its users never see both).

use cudafe_rs::check;
use cudafe_rs::cli::parse_check_args;
use cudafe_rs::db::RootDatabase;
use diagnostics::Origin;
use std::path::Path;

fn case_dir() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../test-data/oracle/checks")
}

#[test]
fn host_and_device_errors_in_one_run() {
    let file = case_dir().join("both_sides_one_run.cu");
    let args = parse_check_args(&[file.to_str().unwrap().to_string()]).unwrap();
    let db = RootDatabase::default();
    let options = base_db::CompileOptions::new(&db, check::compile_options(&args));
    let unit = check::load_unit(&db, &args.files[0], options).unwrap();
    // (as reported: the headers' `#pragma nv_diag_suppress` applied)
    let report = check::report(&db, &unit, &args.controls);
    let sides: Vec<(u32, Origin)> = report
        .diagnostics
        .iter()
        .map(|d| (d.line, d.origin))
        .collect();
    assert_eq!(
        sides,
        vec![
            (7, Origin::Host),
            (8, Origin::Device),
            (8, Origin::Device),
            (9, Origin::Device)
        ]
    );
}

#[test]
fn both_sides_in_the_rendered_output() {
    // as a user runs it: in the file's directory, by its name
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_cudafe-rs"))
        .args(["check", "both_sides_one_run.cu"])
        .current_dir(case_dir())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2), "errors make the exit status 2");
    let stderr = String::from_utf8(out.stderr).unwrap();
    expect_test::expect![[r#"
        both_sides_one_run.cu(7): error: calling a __device__ function("dev(int)") from a __host__ function("host_calls_device") is not allowed
          int host_calls_device(int x) { return dev(x); }
                                                ^

        both_sides_one_run.cu(8): error: calling a __host__ function("host(int)") from a __device__ function("device_calls_host") is not allowed

        both_sides_one_run.cu(8): error: identifier "host" is undefined in device code

        both_sides_one_run.cu(9): warning #20011-D: calling a __host__ function("host(int)") from a __host__ __device__ function("hd_calls_host") is not allowed

        Remark: The warnings can be suppressed with "-diag-suppress <warning-number>"

        3 errors detected in the compilation of "both_sides_one_run.cu".
    "#]].assert_eq(&stderr);
}
