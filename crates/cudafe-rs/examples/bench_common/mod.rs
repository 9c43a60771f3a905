//! What the in-process benchmark examples share (`mod bench_common;` in
//! each): the median and p95 of timed edits, and the process's memory.

use std::time::Duration;

/// The median and the 95th percentile of `v` (not empty).
pub fn median_p95(mut v: Vec<Duration>) -> (Duration, Duration) {
    v.sort();
    (v[v.len() / 2], v[(v.len() * 95 / 100).min(v.len() - 1)])
}

/// A memory figure of /proc/self/status in MB (`VmHWM:` the peak RSS,
/// `VmRSS:` the current one).
pub fn rss_mb(key: &str) -> f64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    status
        .lines()
        .find_map(|l| l.strip_prefix(key))
        .and_then(|v| v.split_whitespace().next()?.parse::<f64>().ok())
        .map_or(0.0, |kb| kb / 1024.0)
}
