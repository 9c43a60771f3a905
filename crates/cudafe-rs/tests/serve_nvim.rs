//! End to end with a real LSP client: Neovim (headless) starts `cudafe-rs
//! serve`, opens a `.cu` file, and sees the diagnostics appear, change
//! after an edit of the buffer, and clear after the fix
//! (`tests/nvim/lsp_e2e.lua`). Skipped, loudly, where `nvim` is missing;
//! under CI (`CI` set) a missing `nvim` is a failure: `.ci/run` installs it.

mod common;

use expect_test::expect;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const SOURCE: &str = "int host_only(int y) { return y; }
__device__ int twice(int x) { return 2 * x; }
__global__ void kernel(int *out) {
  out[0] = host_only(1);
}
";

#[test]
fn neovim_sees_diagnostics_appear_change_and_clear() {
    if Command::new("nvim")
        .arg("--version")
        .stdout(Stdio::null())
        .status()
        .is_err()
    {
        let banner = "!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!";
        eprintln!(
            "{banner}\nSKIPPED serve_nvim: `nvim` is not installed (apt-get install neovim)\n{banner}"
        );
        assert!(
            std::env::var_os("CI").is_none(),
            "nvim is missing on CI: .ci/run installs it"
        );
        return;
    }
    let dir = common::temp_dir("serve_nvim");
    let file = dir.join("k.cu");
    std::fs::write(&file, SOURCE).unwrap();
    let result = dir.join("result.txt");
    let script = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/nvim/lsp_e2e.lua");
    let mut child = Command::new("nvim")
        .args(["--headless", "-u", "NONE", "-i", "NONE", "-n", "-c"])
        .arg(format!("luafile {}", script.display()))
        .env("CUDAFE_RS_BIN", env!("CARGO_BIN_EXE_cudafe-rs"))
        .env("CUDA_FILE", &file)
        .env("RESULT", &result)
        .env("XDG_STATE_HOME", &dir)
        .env("XDG_CACHE_HOME", &dir)
        .env("XDG_DATA_HOME", &dir)
        .current_dir(&dir)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("cannot run nvim");
    // the script waits at most a minute per step; this bounds the whole
    let deadline = Instant::now() + Duration::from_secs(300);
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break Some(status);
        }
        if Instant::now() > deadline {
            let _ = child.kill();
            let _ = child.wait();
            break None;
        }
        std::thread::sleep(Duration::from_millis(50));
    };
    let log = std::fs::read_to_string(&result).unwrap_or_default();
    assert!(
        status.is_some_and(|s| s.success()),
        "nvim failed ({status:?}):\n{log}"
    );
    expect![[r#"
        == opened
        4:12 calling a __host__ function("host_only(int)") from a __global__ function("kernel") is not allowed
        4:12 identifier "host_only" is undefined in device code
        == edited
        4:3 a __global__ function call must be configured
        == fixed
        (none)
        encoding utf-16
        done
    "#]]
    .assert_eq(&log);
}
