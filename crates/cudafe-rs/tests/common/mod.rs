//! Helpers shared by the integration tests.

/// The command-line arguments that give `cudafe-rs check` what a case's
/// magic comments ask of the oracle: `ORACLE-FLAGS` (nvcc flags, which our
/// command line takes), `ORACLE-HEADERS` (`none`/`macros`: no CUDA
/// runtime header; `mini` and `full`: our prelude) and `ORACLE-ARCH`.
pub fn case_args(text: &str) -> Vec<String> {
    let mut args = Vec::new();
    for line in text.lines() {
        if let Some(flags) = line.trim().strip_prefix("// ORACLE-FLAGS:") {
            args.extend(flags.split_whitespace().map(str::to_string));
        }
        if let Some(mode) = line.trim().strip_prefix("// ORACLE-HEADERS:") {
            match mode.trim() {
                "none" => args.push("--no-cuda-include".into()),
                "macros" => {
                    args.push("--no-cuda-include".into());
                    for (name, body) in [
                        ("__host__", "__attribute__((host))"),
                        ("__device__", "__attribute__((device))"),
                        ("__global__", "__attribute__((global))"),
                        ("__shared__", "__attribute__((shared))"),
                        ("__constant__", "__attribute__((constant))"),
                        ("__managed__", "__attribute__((managed))"),
                        (
                            "__launch_bounds__(...)",
                            "__attribute__((launch_bounds(__VA_ARGS__)))",
                        ),
                    ] {
                        args.push(format!("-D{name}={body}"));
                    }
                }
                _ => {}
            }
        }
        if let Some(arch) = line.trim().strip_prefix("// ORACLE-ARCH:") {
            args.push(format!("-arch={}", arch.trim()));
        }
    }
    args
}
