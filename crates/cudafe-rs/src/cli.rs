//! The command line, in nvcc's spelling (`-std=c++20`, `-rdc=true`,
//! `-arch=sm_80`, `-I DIR` or `-IDIR`): parsed by hand because these
//! single-dash long options are not what argument-parsing crates expect.

use std::fmt;

#[derive(Debug, Clone, Default)]
pub struct CheckArgs {
    pub files: Vec<String>,
    pub include_dirs: Vec<String>,
    pub system_dirs: Vec<String>,
    pub defines: Vec<(String, String)>,
    pub undefs: Vec<String>,
    pub forced_includes: Vec<String>,
    /// `c++17` (default) or `c++20` ...
    pub std: Option<String>,
    pub extended_lambda: bool,
    pub relaxed_constexpr: bool,
    pub rdc: bool,
    /// `sm_XX` as a number (default 90, as nvcc 13).
    pub arch: u32,
    pub cuda_path: Option<String>,
    pub default_device: bool,
    /// `-static-global-template-stub=true|false`.
    pub static_global_template_stub: bool,
    /// `-Wmissing-launch-bounds`.
    pub warn_missing_launch_bounds: bool,
    /// Do not force-include `cuda_runtime.h` (nor put the prelude on the
    /// include path): for inputs that bring their own declarations.
    pub no_cuda_include: bool,
    /// `-nostdinc`: no system include directories of the host compiler.
    pub no_std_include: bool,
    /// `--format=text|json`.
    pub format: OutputFormat,
    pub controls: DiagControls,
}

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum OutputFormat {
    #[default]
    Text,
    /// One JSON object per diagnostic, one per line.
    Json,
}

/// `--diag_suppress`, `--diag_warning`, `--diag_error` (by displayed
/// number) and `-w`, applied to the diagnostics before rendering.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct DiagControls {
    pub suppress: Vec<u32>,
    pub warning: Vec<u32>,
    pub error: Vec<u32>,
    pub no_warnings: bool,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CliError(pub String);

impl fmt::Display for CliError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// Parses the arguments of `check` (and of the commands sharing its flags).
pub fn parse_check_args(args: &[String]) -> Result<CheckArgs, CliError> {
    let mut out = CheckArgs {
        arch: 90,
        ..Default::default()
    };
    let mut i = 0;
    let value = |i: &mut usize, flag: &str| -> Result<String, CliError> {
        *i += 1;
        args.get(*i)
            .cloned()
            .ok_or_else(|| CliError(format!("missing argument for option '{flag}'")))
    };
    while i < args.len() {
        let a = args[i].as_str();
        match a {
            "-I" | "--include-path" => out.include_dirs.push(value(&mut i, a)?),
            "-isystem" => out.system_dirs.push(value(&mut i, a)?),
            "-D" | "--define-macro" => out.defines.push(split_define(&value(&mut i, a)?)),
            "-U" | "--undefine-macro" => out.undefs.push(value(&mut i, a)?),
            "-include" | "--pre-include" => out.forced_includes.push(value(&mut i, a)?),
            "--extended-lambda"
            | "-extended-lambda"
            | "--expt-extended-lambda"
            | "-expt-extended-lambda" => out.extended_lambda = true,
            "--expt-relaxed-constexpr" | "-expt-relaxed-constexpr" => out.relaxed_constexpr = true,
            "-rdc=true" | "--relocatable-device-code=true" | "-dc" | "--device-c" => out.rdc = true,
            "-rdc=false" | "--relocatable-device-code=false" => out.rdc = false,
            "--default-device" | "-default-device" => out.default_device = true,
            "-Wmissing-launch-bounds" => out.warn_missing_launch_bounds = true,
            "-static-global-template-stub=true" | "--static-global-template-stub=true" => {
                out.static_global_template_stub = true
            }
            "-static-global-template-stub=false" | "--static-global-template-stub=false" => {
                out.static_global_template_stub = false
            }
            "--no-cuda-include" | "-nocudainc" => out.no_cuda_include = true,
            "-nostdinc" | "-nostdinc++" => out.no_std_include = true,
            "-w" | "--disable-warnings" => out.controls.no_warnings = true,
            "--cuda-path" => out.cuda_path = Some(value(&mut i, a)?),
            "-arch" | "--gpu-architecture" => out.arch = parse_arch(&value(&mut i, a)?)?,
            "-std" => out.std = Some(value(&mut i, a)?),
            _ => {
                if let Some(v) = a.strip_prefix("--format=") {
                    out.format = match v {
                        "text" => OutputFormat::Text,
                        "json" => OutputFormat::Json,
                        _ => {
                            return Err(CliError(format!(
                                "invalid value '{v}' for option '--format'"
                            )));
                        }
                    };
                } else if let Some((list, v)) = diag_control(a) {
                    let numbers = v
                        .split(',')
                        .map(|n| n.trim().trim_end_matches("-D").parse::<u32>())
                        .collect::<Result<Vec<_>, _>>()
                        .map_err(|_| CliError(format!("invalid diagnostic number in '{a}'")))?;
                    match list {
                        "suppress" => out.controls.suppress.extend(numbers),
                        "warning" => out.controls.warning.extend(numbers),
                        _ => out.controls.error.extend(numbers),
                    }
                } else if let Some(v) = a.strip_prefix("-std=").or_else(|| a.strip_prefix("--std="))
                {
                    out.std = Some(v.to_string());
                } else if let Some(v) = a
                    .strip_prefix("-arch=")
                    .or_else(|| a.strip_prefix("--gpu-architecture="))
                {
                    out.arch = parse_arch(v)?;
                } else if let Some(v) = a.strip_prefix("--cuda-path=") {
                    out.cuda_path = Some(v.to_string());
                } else if let Some(v) = a.strip_prefix("-I") {
                    out.include_dirs.push(v.to_string());
                } else if let Some(v) = a.strip_prefix("-D") {
                    out.defines.push(split_define(v));
                } else if let Some(v) = a.strip_prefix("-U") {
                    out.undefs.push(v.to_string());
                } else if a.starts_with('-') && a.len() > 1 {
                    return Err(CliError(format!("unknown option '{a}'")));
                } else {
                    out.files.push(a.to_string());
                }
            }
        }
        i += 1;
    }
    if let Some(std) = &out.std
        && !matches!(
            std.as_str(),
            "c++11" | "c++14" | "c++17" | "c++20" | "gnu++17" | "gnu++20" | "gnu++14"
        )
    {
        return Err(CliError(format!(
            "unsupported value '{std}' for option '-std'"
        )));
    }
    Ok(out)
}

/// `--diag_suppress=N,M`, `-diag-suppress=N` (nvcc's spelling) and the
/// `warning`/`error` variants: which list, and the numbers.
fn diag_control(a: &str) -> Option<(&'static str, &str)> {
    let rest = a.strip_prefix("--").or_else(|| a.strip_prefix('-'))?;
    for (kind, names) in [
        ("suppress", ["diag_suppress=", "diag-suppress="]),
        ("warning", ["diag_warning=", "diag-warning="]),
        ("error", ["diag_error=", "diag-error="]),
    ] {
        for n in names {
            if let Some(v) = rest.strip_prefix(n) {
                return Some((kind, v));
            }
        }
    }
    None
}

fn split_define(s: &str) -> (String, String) {
    match s.split_once('=') {
        Some((n, v)) => (n.to_string(), v.to_string()),
        None => (s.to_string(), "1".to_string()),
    }
}

fn parse_arch(s: &str) -> Result<u32, CliError> {
    let digits = s
        .strip_prefix("sm_")
        .or_else(|| s.strip_prefix("compute_"))
        .unwrap_or(s);
    let digits: String = digits.chars().take_while(|c| c.is_ascii_digit()).collect();
    digits
        .parse()
        .map_err(|_| CliError(format!("invalid value '{s}' for option '-arch'")))
}
