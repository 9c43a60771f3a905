//! Writing to stdout and stderr without panicking.
//!
//! `print!` panics when the other end is gone (`cudafe-rs preprocess x.cu
//! | head`, a closed stderr). A compiler's output to a closed pipe is
//! simply not read: the write fails, and the run goes on to its own exit
//! code. Text goes out as the bytes it stands for (file names that are not
//! UTF-8, `crate::os_text`).

use std::io::Write;

/// Writes `text` to stdout; a failed write (closed pipe) is ignored.
pub fn out(text: &str) {
    let mut w = std::io::stdout().lock();
    let _ = w.write_all(&crate::os_text::to_bytes(text));
    let _ = w.flush();
}

/// Writes `text` and a newline to stdout.
pub fn outln(text: &str) {
    out(text);
    out("\n");
}

/// Writes `text` to stderr; a failed write is ignored.
pub fn err(text: &str) {
    let mut w = std::io::stderr().lock();
    let _ = w.write_all(&crate::os_text::to_bytes(text));
}

/// Writes `text` and a newline to stderr.
pub fn errln(text: &str) {
    err(text);
    err("\n");
}

/// `print!` that does not panic on a closed stdout.
#[macro_export]
macro_rules! out {
    ($($t:tt)*) => { $crate::console::out(&format!($($t)*)) };
}

/// `println!` that does not panic on a closed stdout.
#[macro_export]
macro_rules! outln {
    ($($t:tt)*) => { $crate::console::outln(&format!($($t)*)) };
}

/// `eprint!` that does not panic on a closed stderr.
#[macro_export]
macro_rules! err {
    ($($t:tt)*) => { $crate::console::err(&format!($($t)*)) };
}

/// `eprintln!` that does not panic on a closed stderr.
#[macro_export]
macro_rules! errln {
    ($($t:tt)*) => { $crate::console::errln(&format!($($t)*)) };
}

/// Whether messages in gcc's format get gcc's colours on this stream: a
/// terminal (not `TERM=dumb`) unless `NO_COLOR` is set; `CLICOLOR_FORCE`
/// forces them (<https://no-color.org>, <https://bixense.com/clicolors>).
pub fn gcc_color(stream_is_terminal: bool) -> bool {
    let set = |name: &str| std::env::var_os(name).is_some_and(|v| !v.is_empty() && v != "0");
    if set("NO_COLOR") {
        return false;
    }
    if set("CLICOLOR_FORCE") {
        return true;
    }
    stream_is_terminal && std::env::var_os("TERM").is_none_or(|t| t != "dumb")
}

/// [`gcc_color`] for stderr, where the diagnostics go.
pub fn gcc_color_on_stderr() -> bool {
    gcc_color(std::io::IsTerminal::is_terminal(&std::io::stderr()))
}

/// Whether hints for a person (a line after cudafe++'s own text) go to
/// stderr: on a terminal, or when `CUDAFE_RS_HINTS=1`. Never otherwise:
/// build tools parse cudafe++'s text, which must stay exactly that.
pub fn hints_on_stderr() -> bool {
    std::env::var_os("CUDAFE_RS_HINTS").is_some_and(|v| v == "1")
        || std::io::IsTerminal::is_terminal(&std::io::stderr())
}
