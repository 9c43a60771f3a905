//! Cost grows linearly with the input: the whole front end (preprocess,
//! parse, item tree, bodies, both sides' checks) runs on generated inputs
//! at 10× and 100× a base size (deep nesting, long chains, many
//! declarations, a large initializer) and the work is counted, not timed:
//! the number of allocations and bytes allocated (time's proxy: nearly
//! every step of the front end allocates), and the peak of live bytes
//! (memory). Going from 10× to 100× must cost at most 12 times as much.
//! (Growing vectors double their capacity, so a count can jump by up to
//! 2× where a size crosses a power of two: the sizes are chosen so that
//! the 10× and 100× inputs sit alike between powers of two, and the
//! tolerance of 12 absorbs the rest.)
//!
//! The counts are taken per thread by a counting allocator that this
//! test binary installs (the tests of the crate run in parallel threads;
//! the front end runs a unit's checks on the calling thread here, one
//! with the driver's big stack).

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

struct Counting;

thread_local! {
    static ALLOCATIONS: Cell<u64> = const { Cell::new(0) };
    static BYTES: Cell<u64> = const { Cell::new(0) };
    static LIVE: Cell<i64> = const { Cell::new(0) };
    static PEAK: Cell<i64> = const { Cell::new(0) };
}

fn on_alloc(size: usize) {
    // (`try_with`: a thread being torn down has no counters left)
    let _ = ALLOCATIONS.try_with(|c| c.set(c.get() + 1));
    let _ = BYTES.try_with(|c| c.set(c.get() + size as u64));
    let _ = LIVE.try_with(|live| {
        let now = live.get() + size as i64;
        live.set(now);
        let _ = PEAK.try_with(|p| p.set(p.get().max(now)));
    });
}

fn on_dealloc(size: usize) {
    let _ = LIVE.try_with(|live| live.set(live.get() - size as i64));
}

// SAFETY: every call is passed on to the system allocator unchanged; the
// counters are thread-local cells that allocate nothing.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        on_alloc(layout.size());
        // SAFETY: the caller's layout, passed on.
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        on_dealloc(layout.size());
        // SAFETY: `ptr` came from `System.alloc` with this layout.
        unsafe { System.dealloc(ptr, layout) }
    }
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        on_alloc(layout.size());
        // SAFETY: as `alloc`.
        unsafe { System.alloc_zeroed(layout) }
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        on_dealloc(layout.size());
        on_alloc(new_size);
        // SAFETY: as `dealloc` and `alloc`.
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static COUNTING: Counting = Counting;

/// What checking one unit cost on this thread.
#[derive(Debug, Clone, Copy)]
struct Cost {
    allocations: u64,
    bytes: u64,
    peak: i64,
}

/// The cost of checking a unit of `text`, measured on a thread of its own
/// with the stack the driver gives the checks (they recurse).
fn cost_of(text: &str) -> Cost {
    let text = text.to_string();
    std::thread::Builder::new()
        .stack_size(256 << 20)
        .spawn(move || cost_on_this_thread(&text))
        .expect("a thread")
        .join()
        .expect("the check ran")
}

fn cost_on_this_thread(text: &str) -> Cost {
    let start = (
        ALLOCATIONS.with(Cell::get),
        BYTES.with(Cell::get),
        LIVE.with(Cell::get),
    );
    PEAK.with(|p| p.set(start.2));
    let diagnostics = crate::fixture::diagnostic_count(text);
    std::hint::black_box(diagnostics);
    Cost {
        allocations: ALLOCATIONS.with(Cell::get) - start.0,
        bytes: BYTES.with(Cell::get) - start.1,
        peak: PEAK.with(Cell::get) - start.2,
    }
}

/// The cost at 10× and 100× of `generate(n)`'s base size must grow at
/// most 12 times (a quadratic cost would grow 100 times).
#[track_caller]
fn linear(what: &str, base: usize, generate: impl Fn(usize) -> String) {
    let small = cost_of(&generate(base * 10));
    let big = cost_of(&generate(base * 100));
    let ratio = |a: f64, b: f64| b / a.max(1.0);
    let ratios = [
        (
            "allocations",
            ratio(small.allocations as f64, big.allocations as f64),
        ),
        (
            "bytes allocated",
            ratio(small.bytes as f64, big.bytes as f64),
        ),
        ("peak live bytes", ratio(small.peak as f64, big.peak as f64)),
    ];
    // the input is really read at both sizes (no early stop that would
    // make any growth look linear)
    assert!(
        ratios[1].1 >= 4.0,
        "{what}: the bigger input cost hardly more ({small:?} -> {big:?})"
    );
    for (name, r) in ratios {
        assert!(
            r <= 12.0,
            "{what}: {name} grow {r:.1} times from 10× to 100× ({small:?} -> {big:?})"
        );
    }
}

fn nested(n: usize, open: &str, inner: &str, close: &str) -> String {
    format!(
        "int f(int a) {{ return {}{inner}{}; }}\n",
        open.repeat(n),
        close.repeat(n)
    )
}

/// (Past the parser's nesting limit, whose recovery reports errors up to
/// the error limit.)
#[test]
fn nesting_is_linear() {
    linear("parentheses", 150, |n| nested(n, "(", "a", ")"));
    linear("subscripts", 150, |n| {
        format!(
            "int f(int *a) {{ return {}0{}; }}\n",
            "a[".repeat(n),
            "]".repeat(n)
        )
    });
    linear("conditionals", 150, |n| nested(n, "a ? ", "a", " : a"));
    linear("assignments", 150, |n| nested(n, "a = ", "a", ""));
    linear("lambdas", 150, |n| nested(n, "[&] { return ", "a", "; }()"));
    linear("if statements", 150, |n| {
        format!("int f(int a) {{ {} return a; }}\n", "if (a) ".repeat(n))
    });
}

#[test]
fn chains_are_linear() {
    linear("comma chain", 150, |n| {
        format!("int f(int a) {{ return {}; }}\n", vec!["a"; n].join(", "))
    });
    linear("lambdas calling the one before", 10, |n| {
        let mut s =
            String::from("__device__ int f(int a) {\n  auto l0 = [](int x) { return x; };\n");
        for i in 1..n {
            s.push_str(&format!(
                "  auto l{i} = [&](int x) {{ return l{}(x) + 1; }};\n",
                i - 1
            ));
        }
        s.push_str(&format!("  return l{}(a);\n}}\n", n - 1));
        s
    });
}

#[test]
fn size_is_linear() {
    linear("functions", 10, |n| {
        (0..n)
            .map(|i| {
                format!(
                    "__device__ int d{i}(int a) {{ int b = a * {i}; return b + 1; }}\n\
                     __global__ void k{i}(int *p) {{ p[{i}] = d{i}({i}); }}\n\
                     int h{i}() {{ k{i}<<<1, 1>>>(nullptr); return {i}; }}\n"
                )
            })
            .collect()
    });
    linear("initializer", 200, |n| {
        let values: Vec<String> = (0..n).map(|i| (i * 7 % 256).to_string()).collect();
        format!("unsigned char blob[] = {{{}}};\n", values.join(","))
    });
}
