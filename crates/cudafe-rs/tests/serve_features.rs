//! `cudafe-rs serve` as an editor uses it: diagnostics of both sides after
//! opening, after incremental edits and after a header's buffer changes;
//! hover (execution space and where an inferred one comes from), go to
//! definition (through the checks' call resolution, into headers), inlay
//! hints of inferred spaces, document symbols.

mod common;

use common::{Client, show_diagnostics, temp_dir};
use expect_test::expect;
use serde_json::{Value, json};

const MAIN: &str = r#"#include "util.cuh"
__device__ int twice(int x) { return 2 * x; }
int host_only(int y) { return y; }
__device__ float scale(float);
float scale(float v);
__global__ void kernel(int *out) {
  int local = twice(3);
  auto add = [](int a) { return a + 1; };
  out[0] = add(local) + helper(1);
}
int main() {
  int *p = nullptr;
  kernel<<<1, 1>>>(p);
  return host_only(0);
}
"#;

const UTIL: &str = "__host__ __device__ inline int helper(int v) { return v; }\n";

struct Fixture {
    c: Client,
    dir: String,
    uri: String,
    next_id: i64,
}

impl Fixture {
    fn new(name: &str) -> Fixture {
        let dir = temp_dir(name);
        std::fs::write(dir.join("k.cu"), MAIN).unwrap();
        std::fs::write(dir.join("util.cuh"), UTIL).unwrap();
        let dir = dir.to_str().unwrap().to_string();
        let mut c = Client::start(&[]);
        c.initialize(&dir);
        let uri = format!("file://{dir}/k.cu");
        c.open(&uri, MAIN);
        Fixture {
            c,
            dir,
            uri,
            next_id: 10,
        }
    }

    fn at(&mut self, method: &str, line: u32, character: u32) -> Value {
        self.next_id += 1;
        let r = self.c.request(
            self.next_id,
            method,
            json!({"textDocument": {"uri": self.uri}, "position": {"line": line - 1, "character": character - 1}}),
        );
        assert!(r.get("error").is_none(), "{r}");
        r["result"].clone()
    }

    fn whole(&mut self, method: &str) -> Value {
        self.next_id += 1;
        let r = self.c.request(
            self.next_id,
            method,
            json!({"textDocument": {"uri": self.uri}, "range": {"start": {"line": 0, "character": 0}, "end": {"line": 99, "character": 0}}}),
        );
        assert!(r.get("error").is_none(), "{r}");
        r["result"].clone()
    }

    fn relative(&self, s: String) -> String {
        s.replace(&format!("file://{}/", self.dir), "")
    }
}

fn pos(p: &Value) -> String {
    format!(
        "{}:{}",
        p["line"].as_u64().unwrap() + 1,
        p["character"].as_u64().unwrap() + 1
    )
}

#[test]
fn hover_shows_spaces_and_their_origin() {
    let mut f = Fixture::new("serve_hover");
    let mut out = String::new();
    for (what, line, col) in [
        ("call of twice", 7, 16),
        ("call of helper, from the header", 9, 26),
        ("local variable", 9, 17),
        ("redeclaration without annotation", 5, 8),
        ("launch of kernel", 13, 4),
        ("unannotated function", 3, 6),
    ] {
        let h = f.at("textDocument/hover", line, col);
        out.push_str(&format!(
            "== {what} ({line}:{col})\n{}\n",
            h["contents"]["value"].as_str().unwrap_or("(none)")
        ));
    }
    // whitespace: nothing
    assert_eq!(f.at("textDocument/hover", 1, 9), Value::Null);
    expect![[r#"
        == call of twice (7:16)
        ```cuda
        __device__ int twice(int)
        ```

        Execution space: `__device__`

        Declarations:
        - line 2: annotated `__device__` (definition)
        == call of helper, from the header (9:26)
        ```cuda
        __host__ __device__ int helper(int)
        ```

        Execution space: `__host__ __device__`

        Declarations:
        - util.cuh:1: annotated `__host__ __device__` (definition)
        == local variable (9:17)
        ```cuda
        int local
        ```

        Local variable
        == redeclaration without annotation (5:8)
        ```cuda
        __device__ float scale(float)
        ```

        Execution space: `__device__` (inferred: from the earlier declaration: `__device__` at line 4)

        On the device side (cicc): `__host__ __device__` (an unannotated declaration counts as `__host__`)
        == launch of kernel (13:4)
        ```cuda
        __global__ void kernel(int *)
        ```

        Execution space: `__global__`

        Declarations:
        - line 6: annotated `__global__` (definition)

        Launch: `<<<1, 1>>>`
        - grid: `1`
        - block: `1`
        == unannotated function (3:6)
        ```cuda
        __host__ int host_only(int)
        ```

        Execution space: `__host__` (inferred: no annotation: implicitly __host__)
    "#]]
    .assert_eq(&out);
}

#[test]
fn definitions_inlay_hints_and_symbols() {
    let mut f = Fixture::new("serve_navigation");
    let mut out = String::new();
    for (what, line, col) in [
        ("twice", 7, 16),
        ("helper", 9, 26),
        ("local", 9, 17),
        ("add (a lambda object)", 9, 12),
        ("kernel", 13, 4),
        ("scale", 5, 8),
    ] {
        let d = f.at("textDocument/definition", line, col);
        let places: Vec<String> = d
            .as_array()
            .unwrap()
            .iter()
            .map(|l| {
                format!(
                    "{}@{}",
                    l["uri"].as_str().unwrap(),
                    pos(&l["range"]["start"])
                )
            })
            .collect();
        out.push_str(&f.relative(format!("{what} -> {}\n", places.join(", "))));
    }
    out.push_str("== inlay hints\n");
    for h in f.whole("textDocument/inlayHint").as_array().unwrap() {
        out.push_str(&format!(
            "{} {} ({})\n",
            pos(&h["position"]),
            h["label"],
            h["tooltip"].as_str().unwrap()
        ));
    }
    out.push_str("== symbols\n");
    for s in f.whole("textDocument/documentSymbol").as_array().unwrap() {
        out.push_str(&format!(
            "{} {} kind={} {}..{} name at {}\n",
            s["name"].as_str().unwrap(),
            s["detail"].as_str().unwrap(),
            s["kind"],
            pos(&s["range"]["start"]),
            pos(&s["range"]["end"]),
            pos(&s["selectionRange"]["start"]),
        ));
    }
    expect![[r#"
        twice -> k.cu@2:16
        helper -> util.cuh@1:32
        local -> k.cu@7:7
        add (a lambda object) -> k.cu@8:8
        kernel -> k.cu@6:17
        scale -> k.cu@4:18
        == inlay hints
        3:5 "__host__" (no annotation: implicitly __host__)
        5:7 "__device__" (from the earlier declaration: `__device__` at line 4)
        8:14 "__device__" (lambda without annotation: runs where the code around it runs)
        11:5 "__host__" (no annotation: implicitly __host__)
        == symbols
        twice __device__ kind=12 2:1..2:46 name at 2:16
        host_only __host__ kind=12 3:1..3:35 name at 3:5
        scale __device__ kind=12 4:18..4:30 name at 4:18
        scale __device__ kind=12 5:7..5:21 name at 5:7
        kernel __global__ kind=12 6:1..10:2 name at 6:17
        main __host__ kind=12 11:1..15:2 name at 11:5
    "#]]
    .assert_eq(&out);
}

#[test]
fn diagnostics_follow_edits_of_the_file_and_of_its_header() {
    let mut f = Fixture::new("serve_edits");
    let uri = f.uri.clone();
    let mut out = String::new();
    let mut show = |title: &str, d: Value| {
        out.push_str(&format!("== {title}\n{}", show_diagnostics(&d)));
    };
    show("opened", f.c.diagnostics(&uri, Some(1)));
    // line 7: `twice(3)` becomes `host_only(3)`
    let edit = |version: i64, from: u32, to: u32, text: &str| {
        json!({"textDocument": {"uri": uri, "version": version},
               "contentChanges": [{"range": {"start": {"line": 6, "character": from}, "end": {"line": 6, "character": to}}, "text": text}]})
    };
    f.c.notify("textDocument/didChange", edit(2, 14, 19, "host_only"));
    show(
        "kernel calls a host function",
        f.c.diagnostics(&uri, Some(2)),
    );
    f.c.notify("textDocument/didChange", edit(3, 14, 23, "twice"));
    show("fixed", f.c.diagnostics(&uri, Some(3)));
    // the header's buffer (unsaved) makes helper host-only
    let header = format!("file://{}/util.cuh", f.dir);
    f.c.open(&header, "inline int helper(int v) { return v; }\n");
    show(
        "header edited in the editor",
        f.c.diagnostics(&uri, Some(3)),
    );
    f.c.notify(
        "textDocument/didClose",
        json!({"textDocument": {"uri": header}}),
    );
    show(
        "header closed: the disk's text again",
        f.c.diagnostics(&uri, Some(3)),
    );
    assert_eq!(f.c.shutdown(99), Some(0));
    expect![[r#"
        == opened
        5:7 warning [cudafe-rs (device)] a __device__ function("scale") redeclared without __device__, hence treated as a __host__ __device__ function
        == kernel calls a host function
        5:7 warning [cudafe-rs (device)] a __device__ function("scale") redeclared without __device__, hence treated as a __host__ __device__ function
        7:15 error [cudafe-rs (device)] calling a __host__ function("host_only(int)") from a __global__ function("kernel") is not allowed
        7:15 error [cudafe-rs (device)] identifier "host_only" is undefined in device code
        == fixed
        5:7 warning [cudafe-rs (device)] a __device__ function("scale") redeclared without __device__, hence treated as a __host__ __device__ function
        == header edited in the editor
        5:7 warning [cudafe-rs (device)] a __device__ function("scale") redeclared without __device__, hence treated as a __host__ __device__ function
        9:25 error [cudafe-rs (device)] calling a __host__ function("helper(int)") from a __global__ function("kernel") is not allowed
        9:25 error [cudafe-rs (device)] identifier "helper" is undefined in device code
        == header closed: the disk's text again
        5:7 warning [cudafe-rs (device)] a __device__ function("scale") redeclared without __device__, hence treated as a __host__ __device__ function
    "#]]
    .assert_eq(&out);
}

/// A file whose include directory and macro come from an nvcc entry of
/// `compile_commands.json` in the workspace's build directory.
const WITH_FLAGS: &str = r#"#include "lib.cuh"
#ifdef USE_DEVICE_LIB
__global__ void k(int *p) { p[0] = lib(1); }
#else
__global__ void k(int *p) { p[0] = missing_macro(1); }
#endif
"#;

#[test]
fn flags_come_from_the_compilation_database() {
    let dir = temp_dir("serve_compile_db");
    std::fs::create_dir_all(dir.join("include")).unwrap();
    std::fs::create_dir_all(dir.join("build")).unwrap();
    std::fs::write(
        dir.join("include/lib.cuh"),
        "__device__ int lib(int x) { return x; }\n",
    )
    .unwrap();
    std::fs::write(dir.join("k.cu"), WITH_FLAGS).unwrap();
    let d = dir.to_str().unwrap();
    let entries = json!([{
        "directory": format!("{d}/build"),
        "command": format!("/usr/local/cuda/bin/nvcc -forward-unknown-to-host-compiler -DUSE_DEVICE_LIB -I../include -O3 --generate-code=arch=compute_80,code=[compute_80,sm_80] -Xcompiler=-fPIC -x cu -c {d}/k.cu -o k.o"),
        "file": format!("{d}/k.cu"),
    }]);
    std::fs::write(dir.join("build/compile_commands.json"), entries.to_string()).unwrap();
    let mut c = Client::start(&[]);
    c.initialize(d);
    let uri = format!("file://{d}/k.cu");
    c.open(&uri, WITH_FLAGS);
    // clean: lib.cuh found through -I, USE_DEVICE_LIB defined
    assert_eq!(show_diagnostics(&c.diagnostics(&uri, Some(1))), "");
    assert_eq!(c.shutdown(2), Some(0));

    // without the database the include is not found
    std::fs::remove_file(dir.join("build/compile_commands.json")).unwrap();
    let mut c = Client::start(&[]);
    c.initialize(d);
    c.open(&uri, WITH_FLAGS);
    let diags = show_diagnostics(&c.diagnostics(&uri, Some(1)));
    assert!(diags.contains("lib.cuh"), "{diags}");
}

#[test]
fn quick_edits_publish_in_order_and_end_with_the_last_state() {
    let mut f = Fixture::new("serve_quick_edits");
    let uri = f.uri.clone();
    f.c.diagnostics(&uri, Some(1));
    // five edits without waiting: each run is cancelled by the next edit
    // or publishes before it; the last state's diagnostics come last
    for (version, callee) in [
        (2, "host_only"),
        (3, "twice"),
        (4, "host_only"),
        (5, "kernel"),
        (6, "host_only"),
    ] {
        f.c.notify(
            "textDocument/didChange",
            json!({"textDocument": {"uri": uri, "version": version},
                   "contentChanges": [{"range": {"start": {"line": 6, "character": 14}, "end": {"line": 6, "character": 50}}, "text": format!("{callee}(3);")}]}),
        );
    }
    let last = f.c.diagnostics(&uri, Some(6));
    let published: Vec<i64> = f
        .c
        .take_backlog()
        .iter()
        .filter(|m| m["method"] == "textDocument/publishDiagnostics" && m["params"]["uri"] == uri)
        .map(|m| m["params"]["version"].as_i64().unwrap())
        .collect();
    assert!(published.windows(2).all(|w| w[0] <= w[1]), "{published:?}");
    assert!(published.iter().all(|&v| v < 6), "{published:?}");
    expect![[r#"
        5:7 warning [cudafe-rs (device)] a __device__ function("scale") redeclared without __device__, hence treated as a __host__ __device__ function
        7:15 error [cudafe-rs (device)] calling a __host__ function("host_only(int)") from a __global__ function("kernel") is not allowed
        7:15 error [cudafe-rs (device)] identifier "host_only" is undefined in device code
    "#]]
    .assert_eq(&show_diagnostics(&last));
}

/// Quick fixes for calls across execution spaces: the callee gets the
/// caller's space at every declaration, after a template header; none
/// where the edit is not certain (a kernel, a declaration that declares
/// more than the callee, a callee declared in another file); an attribute
/// that does not apply is removed.
#[test]
fn quick_fixes_give_the_callee_the_callers_space() {
    let source = r#"#include "util.cuh"
int host_only(int y);
int host_only(int y) { return y; }
__host__ int explicit_host(int y) { return y; }
__device__ int dev(int x) { return x; }
template <class T>
T tmpl(T x) { return x; }
int a(), b();
__global__ void kernel(int *out) {
  out[0] = host_only(1) + explicit_host(2) + tmpl(3) + a() + in_header(4);
}
int h() { return dev(1); }
struct S { __shared__ int x; };
"#;
    let dir = temp_dir("serve_quick_fixes");
    std::fs::write(dir.join("k.cu"), source).unwrap();
    std::fs::write(dir.join("util.cuh"), "int in_header(int v);\n").unwrap();
    let dir = dir.to_str().unwrap().to_string();
    let uri = format!("file://{dir}/k.cu");
    let mut c = Client::start(&[]);
    let init = c.initialize(&dir);
    assert_eq!(
        init["result"]["capabilities"]["codeActionProvider"]["codeActionKinds"],
        json!(["quickfix"])
    );
    c.open(&uri, source);
    let diags = c.diagnostics(&uri, Some(1));
    let r = c.request(
        50,
        "textDocument/codeAction",
        json!({"textDocument": {"uri": uri},
               "range": {"start": {"line": 0, "character": 0}, "end": {"line": 13, "character": 0}},
               "context": {"diagnostics": diags}}),
    );
    assert!(r.get("error").is_none(), "{r}");
    let mut out = String::new();
    for a in r["result"].as_array().unwrap() {
        out.push_str(&format!(
            "{} ({}, preferred: {}) for line {}\n",
            a["title"].as_str().unwrap(),
            a["kind"].as_str().unwrap(),
            a["isPreferred"],
            a["diagnostics"][0]["range"]["start"]["line"]
                .as_u64()
                .unwrap()
                + 1,
        ));
        for e in a["edit"]["changes"][&uri].as_array().unwrap() {
            out.push_str(&format!(
                "  {}-{} becomes {:?}\n",
                pos(&e["range"]["start"]),
                pos(&e["range"]["end"]),
                e["newText"].as_str().unwrap()
            ));
        }
    }
    expect![[r#"
        Add __host__ __device__ to "host_only" (quickfix, preferred: true) for line 10
          2:1-2:1 becomes "__host__ __device__ "
          3:1-3:1 becomes "__host__ __device__ "
        Add __device__ to "host_only" (quickfix, preferred: false) for line 10
          2:1-2:1 becomes "__device__ "
          3:1-3:1 becomes "__device__ "
        Add __device__ to "explicit_host" (quickfix, preferred: true) for line 10
          4:1-4:1 becomes "__device__ "
        Add __host__ __device__ to "tmpl" (quickfix, preferred: true) for line 10
          7:1-7:1 becomes "__host__ __device__ "
        Add __device__ to "tmpl" (quickfix, preferred: false) for line 10
          7:1-7:1 becomes "__device__ "
        Add __host__ to "dev" (quickfix, preferred: true) for line 12
          5:1-5:1 becomes "__host__ "
        Remove __shared__ (quickfix, preferred: true) for line 13
          13:12-13:23 becomes ""
    "#]]
    .assert_eq(&out);
    c.shutdown(51);
}

/// A message that names an nvcc flag offers to check with it: the command
/// re-checks the document as if the flag were given and says the build
/// needs it too.
#[test]
fn flag_hints_check_the_document_with_the_flag() {
    let source = "constexpr int cx() { return 1; }\n__global__ void g(int *p) { p[0] = cx(); }\n";
    let dir = temp_dir("serve_flag_hints");
    std::fs::write(dir.join("k.cu"), source).unwrap();
    let dir = dir.to_str().unwrap().to_string();
    let uri = format!("file://{dir}/k.cu");
    let mut c = Client::start(&[]);
    let init = c.initialize(&dir);
    assert_eq!(
        init["result"]["capabilities"]["executeCommandProvider"]["commands"],
        json!(["cudafe-rs.checkWithFlag"])
    );
    c.open(&uri, source);
    let diags = c.diagnostics(&uri, Some(1));
    let mut out = format!("== opened\n{}", show_diagnostics(&diags));
    let r = c.request(
        60,
        "textDocument/codeAction",
        json!({"textDocument": {"uri": uri},
               "range": {"start": {"line": 1, "character": 0}, "end": {"line": 2, "character": 0}},
               "context": {"diagnostics": diags}}),
    );
    let actions = r["result"].as_array().unwrap().clone();
    for a in &actions {
        out.push_str(&format!(
            "action: {} -> {} {}\n",
            a["title"].as_str().unwrap(),
            a["command"]["command"].as_str().unwrap_or("-"),
            a["command"]["arguments"][1]
        ));
    }
    let command = &actions[0]["command"];
    let done = c.request(
        62,
        "workspace/executeCommand",
        json!({"command": command["command"], "arguments": command["arguments"]}),
    );
    assert!(done.get("error").is_none(), "{done}");
    let shown = c.wait(|m| m["method"] == "window/showMessage");
    out.push_str(&format!(
        "message: {}\n",
        shown["params"]["message"]
            .as_str()
            .unwrap()
            .replace(&dir, "$DIR")
    ));
    out.push_str(&format!(
        "== with the flag\n{}",
        show_diagnostics(&c.diagnostics(&uri, None))
    ));
    expect![[r#"
        == opened
        2:36 error [cudafe-rs (device)] calling a constexpr __host__ function("cx") from a __global__ function("g") is not allowed. The experimental flag '--expt-relaxed-constexpr' can be used to allow this (note: for a __tile__/__tile_global__ caller, the flag guarantees support only for calls that are required by language rules to be evaluated at compile time).
        action: Check with --expt-relaxed-constexpr (an nvcc flag: add it to the build too) -> cudafe-rs.checkWithFlag "--expt-relaxed-constexpr"
        message: cudafe-rs: $DIR/k.cu is now checked with --expt-relaxed-constexpr; add it to the build's nvcc flags too
        == with the flag
    "#]].assert_eq(&out);
    c.shutdown(63);
}
