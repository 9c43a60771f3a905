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
    /// `-ccbin`: the host compiler asked for its macros and search path.
    pub host_compiler: Option<String>,
    /// `-Xcompiler` options that change the host compiler's predefined
    /// macros (`-fopenmp`, `-O2`, `-m32`, ...).
    pub host_flags: Vec<String>,
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
    /// `--format=text|json|sarif`.
    pub format: OutputFormat,
    pub controls: DiagControls,
}

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum OutputFormat {
    #[default]
    Text,
    /// One JSON object per diagnostic, one per line.
    Json,
    /// One SARIF 2.1.0 log for the whole run.
    Sarif,
}

/// The diagnostic controls of the command line, in nvcc's spelling
/// (`-diag-suppress=N`, `-w`, `-err-no`, `-Werror=all-warnings`) or
/// cudafe++'s, also through `-Xcudafe` (`--diag_remark=N`,
/// `--error_limit=N`, `--remarks`, `--no_display_error_number`). The
/// driver applies them together with the pragmas (`crate::controls`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DiagControls {
    /// `--diag_suppress|remark|warning|error=N`: displayed numbers with
    /// their new severity, in command-line order (a later one wins).
    pub severities: Vec<(u32, crate::controls::Level)>,
    /// `--diag_once=N`.
    pub once: Vec<u32>,
    /// `-w`: no warnings and no remarks.
    pub no_warnings: bool,
    /// `--remarks` (cudafe++'s `-r`): show remarks, hidden by default.
    pub remarks: bool,
    /// `-Werror=all-warnings` (cudafe++'s `--promote_warnings`).
    pub promote_warnings: bool,
    /// `--error_limit=N`: stop after N errors (0: never); 100 by default.
    pub error_limit: u32,
    /// `--display_error_number` (nvcc's default) or not (`-no-err-no`).
    pub display_error_number: bool,
}

impl Default for DiagControls {
    fn default() -> Self {
        DiagControls {
            severities: Vec::new(),
            once: Vec::new(),
            no_warnings: false,
            remarks: false,
            promote_warnings: false,
            error_limit: 100,
            display_error_number: true,
        }
    }
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
            "-Xcudafe" | "--cudafe-options" => {
                let v = value(&mut i, a)?;
                cudafe_flags(&v, &mut out)?;
            }
            "--cuda-path" => out.cuda_path = Some(value(&mut i, a)?),
            "-ccbin" | "--compiler-bindir" => out.host_compiler = Some(value(&mut i, a)?),
            "-Xcompiler" | "--compiler-options" => {
                let v = value(&mut i, a)?;
                host_options(&mut out, &v);
            }
            "-arch" | "--gpu-architecture" => out.arch = checked_arch(&value(&mut i, a)?)?,
            // nvcc's compile command lines, reused as they are: options
            // that change nothing in the front end's verdict
            "-c"
            | "--compile"
            | "-g"
            | "--debug"
            | "-G"
            | "--device-debug"
            | "-lineinfo"
            | "--generate-line-info"
            | "-use_fast_math"
            | "--use_fast_math"
            | "-m64"
            | "-MD"
            | "-MMD"
            | "-dw"
            | "-v"
            | "--verbose"
            | "-keep"
            | "--keep"
            | "-shared"
            | "-Xptxas=-v" => {}
            "-o" | "--output-file" | "-Xptxas" | "--ptxas-options" | "-Xlinker"
            | "--linker-options" | "-MF" | "-MT" | "-code" | "--gpu-code" | "-maxrregcount"
            | "--maxrregcount" | "-odir" | "--output-directory" => {
                value(&mut i, a)?;
            }
            "-x" | "--x" => {
                let lang = value(&mut i, a)?;
                if lang != "cu" {
                    return Err(CliError(format!(
                        "language '{lang}' is not CUDA: only '-x cu' is checked"
                    )));
                }
            }
            "-gencode" | "--generate-code" => {
                let v = value(&mut i, a)?;
                gencode(&v, &mut out)?;
            }
            "-std" => out.std = Some(value(&mut i, a)?),
            _ => {
                if let Some(v) = a.strip_prefix("--format=") {
                    out.format = parse_format(v, "--format")?;
                } else if let Some(v) = a
                    .strip_prefix("-Xcudafe=")
                    .or_else(|| a.strip_prefix("--cudafe-options="))
                {
                    cudafe_flags(v, &mut out)?;
                } else if let Some(n) =
                    control_flag(a, args.get(i + 1).map(String::as_str), &mut out)?
                {
                    i += n - 1;
                } else if let Some(v) = a.strip_prefix("-std=").or_else(|| a.strip_prefix("--std="))
                {
                    out.std = Some(v.to_string());
                } else if let Some(v) = a
                    .strip_prefix("-arch=")
                    .or_else(|| a.strip_prefix("--gpu-architecture="))
                {
                    out.arch = checked_arch(v)?;
                } else if let Some(v) = a
                    .strip_prefix("-gencode=")
                    .or_else(|| a.strip_prefix("--generate-code="))
                {
                    gencode(v, &mut out)?;
                } else if a.starts_with("-O")
                    || a.starts_with("-code=")
                    || a.starts_with("--gpu-code=")
                    || a.starts_with("-Xptxas=")
                    || a.starts_with("--ptxas-options=")
                    || a.starts_with("-Xlinker=")
                    || a.starts_with("-maxrregcount=")
                    || a.starts_with("--maxrregcount=")
                    || a.starts_with("-o=")
                    || a.starts_with("--output-file=")
                {
                    // (code generation and outputs: nothing for the front end)
                } else if let Some(v) = a
                    .strip_prefix("-Xcompiler=")
                    .or_else(|| a.strip_prefix("--compiler-options="))
                {
                    host_options(&mut out, v);
                } else if let Some(v) = a
                    .strip_prefix("-ccbin=")
                    .or_else(|| a.strip_prefix("--compiler-bindir="))
                {
                    out.host_compiler = Some(v.to_string());
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
            "c++03"
                | "c++11"
                | "c++14"
                | "c++17"
                | "c++20"
                | "gnu++03"
                | "gnu++11"
                | "gnu++14"
                | "gnu++17"
                | "gnu++20"
        )
    {
        return Err(CliError(format!(
            "unsupported value '{std}' for option '-std'"
        )));
    }
    Ok(out)
}

fn parse_format(v: &str, flag: &str) -> Result<OutputFormat, CliError> {
    match v {
        "text" => Ok(OutputFormat::Text),
        "json" => Ok(OutputFormat::Json),
        "sarif" => Ok(OutputFormat::Sarif),
        _ => Err(CliError(format!("invalid value '{v}' for option '{flag}'"))),
    }
}

/// The value of `-Xcudafe`: cudafe++'s own flags, separated by spaces.
pub(crate) fn cudafe_flags(v: &str, out: &mut CheckArgs) -> Result<(), CliError> {
    let words: Vec<&str> = v.split_whitespace().collect();
    let mut i = 0;
    while i < words.len() {
        // cudafe++ flags nvcc does not know; what we do not know we ignore,
        // as we cannot tell a real cudafe++ flag from a mistake
        match control_flag(words[i], words.get(i + 1).copied(), out)? {
            Some(n) => i += n,
            None => i += 1,
        }
    }
    Ok(())
}

/// One diagnostic-control flag (nvcc's or cudafe++'s spelling) and maybe
/// its value in the next argument: how many arguments it took, or `None`
/// when `a` is not such a flag.
pub(crate) fn control_flag(
    a: &str,
    next: Option<&str>,
    out: &mut CheckArgs,
) -> Result<Option<usize>, CliError> {
    use crate::controls::Level;
    let c = &mut out.controls;
    match a {
        "-w" | "--disable-warnings" | "--no_warnings" => c.no_warnings = true,
        "-err-no" | "--display-error-number" | "--display_error_number" => {
            c.display_error_number = true
        }
        "-no-err-no" | "--no-display-error-number" | "--no_display_error_number" => {
            c.display_error_number = false
        }
        "-r" | "--remarks" => c.remarks = true,
        "-W" | "--promote_warnings" => c.promote_warnings = true,
        "-Werror" | "--Werror" => {
            let v = next.ok_or_else(|| CliError(format!("missing argument for option '{a}'")))?;
            werror(v, c)?;
            return Ok(Some(2));
        }
        "--error_limit" | "-e" => {
            let v = next.ok_or_else(|| CliError(format!("missing argument for option '{a}'")))?;
            c.error_limit = error_limit(v)?;
            return Ok(Some(2));
        }
        "--output_mode" => {
            let v = next.ok_or_else(|| CliError(format!("missing argument for option '{a}'")))?;
            out.format = parse_format(v, a)?;
            return Ok(Some(2));
        }
        _ => {
            if let Some(v) = a
                .strip_prefix("-Werror=")
                .or_else(|| a.strip_prefix("--Werror="))
            {
                werror(v, c)?;
            } else if let Some(v) = a.strip_prefix("--error_limit=") {
                c.error_limit = error_limit(v)?;
            } else if let Some(v) = a.strip_prefix("--output_mode=") {
                out.format = parse_format(v, "--output_mode")?;
            } else {
                let Some(rest) = a.strip_prefix("--").or_else(|| a.strip_prefix('-')) else {
                    return Ok(None);
                };
                let Some((kind, attached)) = ["diag_", "diag-"]
                    .iter()
                    .find_map(|p| rest.strip_prefix(p))
                    .map(|r| r.split_once('=').map_or((r, None), |(k, v)| (k, Some(v))))
                else {
                    return Ok(None);
                };
                let level = match kind {
                    "suppress" => Some(Level::Suppress),
                    "remark" => Some(Level::Remark),
                    "warning" | "warn" => Some(Level::Warning),
                    "error" => Some(Level::Error),
                    "once" => None,
                    _ => return Ok(None),
                };
                let (v, taken) = match attached {
                    Some(v) => (v, 1),
                    None => (
                        next.ok_or_else(|| CliError(format!("missing argument for option '{a}'")))?,
                        2,
                    ),
                };
                for item in v.split(',').map(str::trim).filter(|s| !s.is_empty()) {
                    let Some(n) = control_number(item)? else {
                        continue;
                    };
                    match level {
                        Some(l) => c.severities.push((n, l)),
                        None => c.once.push(n),
                    }
                }
                return Ok(Some(taken));
            }
        }
    }
    Ok(Some(1))
}

/// A number or tag of a diagnostic control, as a displayed number; `None`
/// for a tag we do not know (EDG knows thousands we never emit).
fn control_number(item: &str) -> Result<Option<u32>, CliError> {
    let invalid = |what: &str| {
        CliError(format!(
            "invalid error {what} in diagnostic control option: {item}"
        ))
    };
    if item.starts_with(|c: char| c.is_ascii_digit()) {
        let digits = item.strip_suffix("-D").unwrap_or(item);
        base_db::parse_integer(digits)
            .and_then(diagnostics::ids::display_number)
            .map(Some)
            .ok_or_else(|| invalid("number"))
    } else if item.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
        Ok(diagnostics::ids::tag_number(item))
    } else {
        Err(invalid("tag"))
    }
}

/// nvcc's `-Werror=kind,...`: `all-warnings` makes every warning an error
/// (`--promote_warnings`), `cross-execution-space-call` the host call from a
/// `__host__ __device__` function (#20011, nvcc passes its tag); the other
/// kinds concern warnings we do not emit.
fn werror(v: &str, c: &mut DiagControls) -> Result<(), CliError> {
    for kind in v.split(',') {
        match kind.trim() {
            "all-warnings" => c.promote_warnings = true,
            "cross-execution-space-call" => {
                c.severities.push((20011, crate::controls::Level::Error))
            }
            // nvcc's other kinds (warnings we do not emit)
            "reorder"
            | "default-stream-launch"
            | "missing-launch-bounds"
            | "ext-lambda-captures-this"
            | "deprecated-declarations" => {}
            other => {
                return Err(CliError(format!(
                    "Value '{other}' is not defined for option 'Werror'"
                )));
            }
        }
    }
    Ok(())
}

fn error_limit(v: &str) -> Result<u32, CliError> {
    v.trim()
        .parse()
        .map_err(|_| CliError(format!("invalid value '{v}' for option '--error_limit'")))
}

pub(crate) fn split_define(s: &str) -> (String, String) {
    match s.split_once('=') {
        Some((n, v)) => (n.to_string(), v.to_string()),
        None => (s.to_string(), "1".to_string()),
    }
}

/// The GPU architectures nvcc 13.5 compiles for (`nvcc --list-gpu-code`).
const SUPPORTED_ARCHS: &[u32] = &[75, 80, 86, 87, 88, 89, 90, 100, 103, 107, 110, 120, 121];

/// `-arch` as nvcc checks it: `sm_XX`, `compute_XX` (with an `a` or `f`
/// suffix) of a supported architecture, or `native`/`all`/`all-major`
/// (the default architecture here).
fn checked_arch(s: &str) -> Result<u32, CliError> {
    if matches!(s, "native" | "all" | "all-major") {
        return Ok(90);
    }
    let n = parse_arch(s)?;
    let digits = s
        .strip_prefix("sm_")
        .or_else(|| s.strip_prefix("compute_"))
        .unwrap_or(s);
    let suffix = digits.trim_start_matches(|c: char| c.is_ascii_digit());
    if !SUPPORTED_ARCHS.contains(&n) || !matches!(suffix, "" | "a" | "f") {
        return Err(CliError(format!("Unsupported gpu architecture '{s}'")));
    }
    Ok(n)
}

/// `-gencode arch=compute_80,code=sm_80`: the virtual architecture is what
/// the device-side front end sees.
fn gencode(v: &str, out: &mut CheckArgs) -> Result<(), CliError> {
    for kv in v.split(',') {
        if let Some(arch) = kv.strip_prefix("arch=") {
            out.arch = checked_arch(arch)?;
        }
    }
    Ok(())
}

pub(crate) fn parse_arch(s: &str) -> Result<u32, CliError> {
    let digits = s
        .strip_prefix("sm_")
        .or_else(|| s.strip_prefix("compute_"))
        .unwrap_or(s);
    let digits: String = digits.chars().take_while(|c| c.is_ascii_digit()).collect();
    digits
        .parse()
        .map_err(|_| CliError(format!("invalid value '{s}' for option '-arch'")))
}

/// The options passed to the host compiler (`-Xcompiler -fopenmp,-DX=1`):
/// the preprocessor's (`-D`, `-U`, `-I`, `-isystem`, `-include`) apply to
/// the host side as nvcc's own would; code-generation options that change
/// predefined macros are passed on to the host compiler's detection; the
/// rest (warnings, `-fPIC`, ...) do not affect the front end and are dropped.
pub(crate) fn host_options(out: &mut CheckArgs, list: &str) {
    let items: Vec<&str> = list.split(',').filter(|s| !s.is_empty()).collect();
    let mut i = 0;
    while i < items.len() {
        let a = items[i];
        let next = items.get(i + 1).map(|s| s.to_string());
        let mut takes_next = false;
        if let Some(v) = a.strip_prefix("-D") {
            if v.is_empty() {
                out.defines.extend(next.as_deref().map(split_define));
                takes_next = true;
            } else {
                out.defines.push(split_define(v));
            }
        } else if let Some(v) = a.strip_prefix("-U") {
            if v.is_empty() {
                out.undefs.extend(next.clone());
                takes_next = true;
            } else {
                out.undefs.push(v.to_string());
            }
        } else if a == "-isystem" {
            out.system_dirs.extend(next.clone());
            takes_next = true;
        } else if let Some(v) = a.strip_prefix("-isystem") {
            out.system_dirs.push(v.to_string());
        } else if a == "-include" {
            out.forced_includes.extend(next.clone());
            takes_next = true;
        } else if let Some(v) = a.strip_prefix("-I") {
            if v.is_empty() {
                out.include_dirs.extend(next.clone());
                takes_next = true;
            } else {
                out.include_dirs.push(v.to_string());
            }
        } else if macro_affecting(a) {
            out.host_flags.push(a.to_string());
        }
        i += if takes_next { 2 } else { 1 };
    }
}

/// Host compiler options that change its predefined macros.
fn macro_affecting(a: &str) -> bool {
    a.starts_with("-O")
        || a == "-fopenmp"
        || a == "-pthread"
        || a.starts_with("-march=")
        || a.starts_with("-mtune=")
        || a == "-m32"
        || a == "-m64"
        || a.starts_with("-mavx")
        || a.starts_with("-msse")
        || a == "-ffast-math"
        || a == "-fno-exceptions"
        || a == "-fno-rtti"
        || a == "-funsigned-char"
        || a == "-fPIC"
        || a == "-fpic"
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(s: &str) -> Vec<String> {
        s.split_whitespace().map(str::to_string).collect()
    }

    #[test]
    fn nvcc_compile_command_lines_are_reused_as_they_are() {
        let a = parse_check_args(&args(
            "-c -O3 -x cu -gencode arch=compute_80,code=sm_80 -lineinfo -g -Xptxas -v -o k.o -std=c++17 k.cu",
        ))
        .unwrap();
        assert_eq!(a.files, ["k.cu"]);
        assert_eq!(a.arch, 80);
        let a = parse_check_args(&args(
            "--generate-code=arch=compute_90a,code=sm_90a -arch=native k.cu",
        ))
        .unwrap();
        assert_eq!((a.files.len(), a.arch), (1, 90));
    }

    #[test]
    fn values_nvcc_rejects_are_rejected() {
        let err = |s: &str| parse_check_args(&args(s)).unwrap_err().0;
        assert_eq!(
            err("-Werror=foo k.cu"),
            "Value 'foo' is not defined for option 'Werror'"
        );
        // the file is not taken as -Werror's kind silently
        assert_eq!(
            err("-Werror k.cu"),
            "Value 'k.cu' is not defined for option 'Werror'"
        );
        assert_eq!(
            err("-arch=sm_1000 k.cu"),
            "Unsupported gpu architecture 'sm_1000'"
        );
        assert_eq!(
            err("-arch=sm_52 k.cu"),
            "Unsupported gpu architecture 'sm_52'"
        );
        assert!(err("-x c++ k.cu").contains("only '-x cu'"));
        assert!(parse_check_args(&args("-Werror=all-warnings,reorder -arch=sm_100a k.cu")).is_ok());
    }
}
