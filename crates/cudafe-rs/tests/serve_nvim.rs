//! End to end with a real LSP client: Neovim (headless), configured by the
//! README's own snippet, starts `cudafe-rs serve`, opens a `.cu` file, sees
//! the diagnostics appear, applies the quick fix that adds `__device__` and
//! sees them go, then sees them change after an edit of the buffer and
//! clear after the fix (`tests/nvim/lsp_e2e.lua`). Skipped, loudly, where `nvim` is missing;
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

/// The first ```lua block after the paragraph that starts with `title`.
fn readme_snippet(readme: &str, title: &str) -> String {
    let at = readme
        .find(&format!("\n{title}"))
        .unwrap_or_else(|| panic!("README.md has no paragraph {title:?}"));
    let rest = &readme[at..];
    let start = rest.find("```lua\n").expect("a lua block") + "```lua\n".len();
    let end = rest[start..].find("```").expect("the block's end");
    rest[start..start + end].to_string()
}

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
    // the README's Neovim 0.7 snippet, as it is, is the init file
    let readme = std::fs::read_to_string(common::root().join("README.md")).unwrap();
    let snippet = readme_snippet(&readme, "Neovim 0.7");
    assert!(snippet.contains("cudafe-rs"), "{snippet}");
    let init = dir.join("init.lua");
    std::fs::write(&init, snippet).unwrap();
    // and `cudafe-rs` is the one built here
    let bin = std::path::Path::new(env!("CARGO_BIN_EXE_cudafe-rs"));
    let path = std::env::join_paths(std::iter::once(bin.parent().unwrap().to_path_buf()).chain(
        std::env::split_paths(&std::env::var_os("PATH").unwrap_or_default()),
    ))
    .unwrap();
    let result = dir.join("result.txt");
    let script = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/nvim/lsp_e2e.lua");
    let mut child = Command::new("nvim")
        .args(["--headless", "-u"])
        .arg(&init)
        .args(["-i", "NONE", "-n", "-c"])
        .arg(format!("luafile {}", script.display()))
        .env("PATH", path)
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
        action Add __host__ __device__ to "host_only" (preferred)
        action Add __device__ to "host_only"
        line 1: __host__ __device__ int host_only(int y) { return y; }
        == quick fix applied
        (none)
        == edited
        4:3 a __global__ function call must be configured
        == fixed
        (none)
        encoding utf-16
        done
    "#]]
    .assert_eq(&log);
}
