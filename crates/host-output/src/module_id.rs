//! The module id: the per-translation-unit name cudafe++ writes to the
//! module-id file and that everything unique to the unit is built from
//! (the anonymous namespace `_GLOBAL__N_<id>`, `_INTERNAL_<id>` and
//! `__nv_static_<n>_<id>_` prefixes, rdc's `__NV_MODULE_ID`).
//!
//! cudafe++ 13.5 computes it as
//! `_<crc32(--orig_src_path_name)>_<len(base)>_<base>_<src>`, every
//! non-alphanumeric byte then replaced by `_`, where `base` is the source
//! file's base name and `src` the name of the first qualifying entity
//! (hashed when longer than 8 bytes), else the `--frandom-seed` value, else
//! a hash of the source's modification time and the working directory plus
//! the process id. The last is not reproducible; we use it only when asked
//! and otherwise hash the source text (see [`Fallback`]).

/// What the module id is computed from (the driver collects it).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ModuleIdInputs {
    /// `--orig_src_path_name`, exactly as given (`None`: CRC `00000000`).
    pub orig_src_path_name: Option<String>,
    /// The base name of `--orig_src_file_name`, else of the input file.
    pub base_name: String,
    /// The name of the first qualifying entity (see [`crate::module_id_entity`]).
    pub entity: Option<String>,
    /// `--frandom-seed`.
    pub random_seed: Option<String>,
    pub fallback: Fallback,
}

/// The last resort, for translation units without a qualifying entity
/// and without `--frandom-seed`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Fallback {
    /// Deterministic (our default): the CRC-32 of this text (the driver
    /// passes the source text).
    Content(String),
    /// What cudafe++ does: `crc32(ctime(mtime) ++ cwd)` and the process id.
    TimeAndPid {
        /// `ctime(3)` of the source's modification time, with its `\n`.
        ctime: String,
        cwd: String,
        pid: u32,
    },
}

impl Default for Fallback {
    fn default() -> Self {
        Fallback::Content(String::new())
    }
}

/// The CRC-32 (ISO-HDLC, as zlib) that cudafe++ uses.
pub fn crc32(bytes: &[u8]) -> u32 {
    crc32fast::hash(bytes)
}

/// The module id for these inputs.
pub fn module_id(inputs: &ModuleIdInputs) -> String {
    let crc = inputs
        .orig_src_path_name
        .as_deref()
        .map_or(0, |p| crc32(p.as_bytes()));
    let base = &inputs.base_name;
    let src = match (&inputs.entity, &inputs.random_seed) {
        (Some(name), _) if name.len() > 8 => format!("{:08x}", crc32(name.as_bytes())),
        (Some(name), _) => name.clone(),
        (None, Some(seed)) => match parse_c_ulong(seed) {
            Some(n) => format!("{n:08x}"),
            None => format!("{:08x}", crc32(seed.as_bytes())),
        },
        (None, None) => match &inputs.fallback {
            Fallback::Content(text) => format!("{:08x}", crc32(text.as_bytes())),
            Fallback::TimeAndPid { ctime, cwd, pid } => {
                let mut h = crc32fast::Hasher::new();
                h.update(ctime.as_bytes());
                h.update(cwd.as_bytes());
                format!("{:08x}_{pid}", h.finalize())
            }
        },
    };
    format!("_{crc:08x}_{}_{base}_{src}", base.len())
        .bytes()
        .map(|b| {
            if b.is_ascii_alphanumeric() {
                b as char
            } else {
                '_'
            }
        })
        .collect()
}

/// The last two fields of a module id made by cudafe++'s time-and-pid
/// fallback (`<crc of time and cwd>_<pid>`), or `None` for an id made
/// otherwise: they differ on every run, so comparisons leave them out.
pub fn fallback_fields(id: &str) -> Option<&str> {
    let (rest, pid) = id.rsplit_once('_')?;
    let (_, crc) = rest.rsplit_once('_')?;
    let hex = crc.len() == 8 && crc.bytes().all(|b| b.is_ascii_hexdigit());
    let digits = !pid.is_empty() && pid.bytes().all(|b| b.is_ascii_digit());
    (hex && digits).then(|| &id[rest.len() - crc.len()..])
}

/// The base name of a path (after the last `/` or `\`).
pub fn base_name(path: &str) -> &str {
    path.rsplit(['/', '\\']).next().unwrap_or(path)
}

/// `strtoul(s, &end, 0)` that consumed the whole string: decimal, `0x`
/// hexadecimal or `0` octal.
fn parse_c_ulong(s: &str) -> Option<u64> {
    let t = s.trim_start();
    let t = t.strip_prefix('+').unwrap_or(t);
    if t.is_empty() {
        return None;
    }
    if let Some(hex) = t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")) {
        return u64::from_str_radix(hex, 16).ok();
    }
    if t.len() > 1 && t.starts_with('0') {
        return u64::from_str_radix(&t[1..], 8).ok();
    }
    t.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(path: Option<&str>, base: &str, entity: Option<&str>, seed: Option<&str>) -> String {
        module_id(&ModuleIdInputs {
            orig_src_path_name: path.map(str::to_string),
            base_name: base.to_string(),
            entity: entity.map(str::to_string),
            random_seed: seed.map(str::to_string),
            fallback: Fallback::TimeAndPid {
                ctime: "Sat Nov 21 23:16:54 2026\n".into(),
                cwd: "/tmp/x".into(),
                pid: 9373,
            },
        })
    }

    #[test]
    fn ids_observed_with_cudafe() {
        // the digest's examples (§5 and §9 of shared/spec/outputs.md)
        assert_eq!(crc32(b"/src/k.cu"), 0x9fd36db3);
        let got = [
            check(Some("/src/t03.cu"), "t03.cu", Some("_Z2dvPi"), None),
            check(Some("/src/t22.cu"), "t22.cu", Some("_Z5lateri"), None),
            check(Some("/src/t11.cu"), "t11.cu", Some("mvar"), None),
            check(None, "b.cu", Some("g"), None),
            check(Some("/src/w1.cu"), "w1.cu", None, Some("0x10")),
            check(Some("/src/w1.cu"), "w1.cu", None, Some("abc")),
            check(Some("/src/w1.cu"), "w1.cu", None, None),
        ];
        expect_test::expect![[r#"
            [
                "_5539873b_6_t03_cu__Z2dvPi",
                "_9745b33e_6_t22_cu_2d1d92a6",
                "_c2506600_6_t11_cu_mvar",
                "_00000000_4_b_cu_g",
                "_692acd6b_5_w1_cu_00000010",
                "_692acd6b_5_w1_cu_352441c2",
                "_692acd6b_5_w1_cu_deb949f6_9373",
            ]
        "#]]
        .assert_debug_eq(&got);
    }

    #[test]
    fn the_fallback_fields_of_an_id() {
        let fallback = check(Some("/src/w1.cu"), "w1.cu", None, None);
        assert_eq!(fallback_fields(&fallback), Some("deb949f6_9373"));
        for other in [
            check(Some("/src/t03.cu"), "t03.cu", Some("_Z2dvPi"), None),
            check(Some("/src/t22.cu"), "t22.cu", Some("_Z5lateri"), None),
            check(Some("/src/w1.cu"), "w1.cu", None, Some("abc")),
        ] {
            assert_eq!(fallback_fields(&other), None, "{other}");
        }
    }
}
