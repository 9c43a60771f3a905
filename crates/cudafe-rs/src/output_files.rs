//! Writing output files the way a compiler stage must: all or nothing.
//! Each file goes to a temporary file in the same directory, which is
//! renamed over the destination, so that a reader (or a later build step)
//! never sees half a file. A run that writes several files checks every
//! destination first, and renames only when every file was written: a
//! failure leaves none of them, not even those of an earlier run (a build
//! must not pick up stale outputs beside a failed step).

use std::io::Write;
use std::path::{Path, PathBuf};

/// Why an output could not be written: the file and the system's reason.
#[derive(Debug)]
pub struct OutputError {
    pub path: PathBuf,
    pub reason: String,
}

impl std::fmt::Display for OutputError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.path.display(), self.reason)
    }
}

/// Writes `bytes` to `path` through a temporary file and a rename.
pub fn write_atomically(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    write_all_or_nothing(&[(path.to_path_buf(), bytes)])
        .map_err(|e| std::io::Error::other(e.reason))
}

/// Writes every file or none: every destination is checked, then each
/// file is written to a temporary file beside it, and the temporary files
/// are renamed only when all were written. On failure nothing this run
/// wrote is left, and earlier outputs of the same names are removed.
pub fn write_all_or_nothing(files: &[(PathBuf, &[u8])]) -> Result<(), OutputError> {
    let result = (|| {
        for (path, _) in files {
            check_destination(path)?;
        }
        let mut temps: Vec<PathBuf> = Vec::new();
        for (path, bytes) in files {
            match write_temp(path, bytes) {
                Ok(tmp) => temps.push(tmp),
                Err(e) => {
                    temps.iter().for_each(|t| drop(std::fs::remove_file(t)));
                    return Err(e);
                }
            }
        }
        for (i, ((path, _), tmp)) in files.iter().zip(&temps).enumerate() {
            if let Err(e) = std::fs::rename(tmp, path) {
                temps[i..]
                    .iter()
                    .for_each(|t| drop(std::fs::remove_file(t)));
                return Err(OutputError {
                    path: path.clone(),
                    reason: e.to_string(),
                });
            }
        }
        Ok(())
    })();
    if result.is_err() {
        remove_stale(files.iter().map(|(p, _)| p.as_path()));
    }
    result
}

/// Removes the regular files among `paths` (the outputs of an earlier run,
/// after this run failed); anything else there is left alone.
pub fn remove_stale<'a>(paths: impl IntoIterator<Item = &'a Path>) {
    for path in paths {
        if std::fs::symlink_metadata(path).is_ok_and(|m| m.file_type().is_file()) {
            let _ = std::fs::remove_file(path);
        }
    }
}

/// A destination must be in an existing directory and be nothing but a
/// regular file if it exists: a directory, a FIFO, a device or a symbolic
/// link is refused rather than replaced (or, for a link, written through).
fn check_destination(path: &Path) -> Result<(), OutputError> {
    let fail = |reason: &str| OutputError {
        path: path.to_path_buf(),
        reason: reason.to_string(),
    };
    match std::fs::symlink_metadata(path) {
        Ok(m) if m.file_type().is_file() => {}
        Ok(m) if m.is_dir() => return Err(fail("is a directory")),
        Ok(m) if m.file_type().is_symlink() => return Err(fail("is a symbolic link")),
        Ok(_) => return Err(fail("is not a regular file")),
        Err(_) => {}
    }
    let dir = parent_dir(path);
    if !dir.is_dir() {
        return Err(OutputError {
            path: path.to_path_buf(),
            reason: format!("directory {} does not exist", dir.display()),
        });
    }
    Ok(())
}

fn parent_dir(path: &Path) -> PathBuf {
    match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    }
}

/// Writes a temporary file beside `path`; returns its name.
fn write_temp(path: &Path, bytes: &[u8]) -> Result<PathBuf, OutputError> {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().to_string())
        .unwrap_or_else(|| "out".to_string());
    let tmp = parent_dir(path).join(format!(".{name}.{}.tmp", std::process::id()));
    // a temporary file of an earlier run of the same process id
    let _ = std::fs::remove_file(&tmp);
    let written = (|| {
        let mut f = std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&tmp)?;
        f.write_all(bytes)?;
        f.sync_all()
    })();
    match written {
        Ok(()) => Ok(tmp),
        Err(e) => {
            let _ = std::fs::remove_file(&tmp);
            Err(OutputError {
                path: path.to_path_buf(),
                reason: e.to_string(),
            })
        }
    }
}

/// `ctime(3)` of a time in seconds since the epoch, in UTC (cudafe++ uses
/// the local time zone; only the non-reproducible module-id fallback
/// needs it): `"Sat Nov 21 23:16:54 2026\n"`.
pub fn ctime_utc(secs: u64) -> String {
    const DAYS: [&str; 7] = ["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"];
    const MONTHS: [&str; 12] = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ];
    let days = secs / 86_400;
    let rem = secs % 86_400;
    let (h, m, s) = (rem / 3600, rem % 3600 / 60, rem % 60);
    // civil date from days since 1970-01-01 (Howard Hinnant's algorithm)
    let z = days as i64 + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!(
        "{} {} {:2} {:02}:{:02}:{:02} {}\n",
        DAYS[(days % 7) as usize],
        MONTHS[(month - 1) as usize],
        d,
        h,
        m,
        s,
        year
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ctime_format() {
        assert_eq!(ctime_utc(0), "Thu Jan  1 00:00:00 1970\n");
        assert_eq!(ctime_utc(1_795_303_014), "Sat Nov 21 23:16:54 2026\n");
    }

    #[test]
    fn atomic_write_replaces() {
        let dir = std::env::temp_dir().join(format!("cudafe-rs-atomic-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let f = dir.join("a.txt");
        write_atomically(&f, b"one").unwrap();
        write_atomically(&f, b"two").unwrap();
        assert_eq!(std::fs::read_to_string(&f).unwrap(), "two");
        let leftovers = std::fs::read_dir(&dir).unwrap().count();
        assert_eq!(leftovers, 1);
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn all_or_nothing() {
        let dir = tempfile::tempdir().unwrap();
        let (a, b) = (dir.path().join("a.cpp"), dir.path().join("b.c"));
        write_all_or_nothing(&[(a.clone(), b"1"), (b.clone(), b"2")]).unwrap();
        // the second destination is now a directory: nothing is written,
        // and the earlier output of the first name is gone too
        std::fs::remove_file(&b).unwrap();
        std::fs::create_dir(&b).unwrap();
        let e = write_all_or_nothing(&[(a.clone(), b"3"), (b.clone(), b"4")]).unwrap_err();
        assert_eq!(e.reason, "is a directory");
        assert!(!a.exists());
        let names: Vec<_> = std::fs::read_dir(dir.path())
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(names, vec![std::ffi::OsString::from("b.c")]);
        // a missing directory, a symbolic link: refused, the link untouched
        let missing = dir.path().join("no/x.c");
        assert!(
            write_all_or_nothing(&[(missing, b"")])
                .unwrap_err()
                .reason
                .contains("does not exist")
        );
        #[cfg(unix)]
        {
            let target = dir.path().join("target.txt");
            std::fs::write(&target, "keep").unwrap();
            let link = dir.path().join("link.c");
            std::os::unix::fs::symlink(&target, &link).unwrap();
            let e = write_all_or_nothing(&[(link.clone(), b"x")]).unwrap_err();
            assert_eq!(e.reason, "is a symbolic link");
            assert!(
                std::fs::symlink_metadata(&link)
                    .unwrap()
                    .file_type()
                    .is_symlink()
            );
            assert_eq!(std::fs::read_to_string(&target).unwrap(), "keep");
        }
    }
}
