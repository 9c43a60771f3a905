//! `--format=sarif`: the log is valid against the SARIF 2.1.0 JSON schema
//! (`test-data/sarif/sarif-schema-2.1.0.json`, see its README), with format
//! assertions on, for runs with every kind of diagnostic: errors, warnings,
//! remarks, instantiation notes, a preprocessing error, the error limit, a
//! clean file, several files; and it has one result per diagnostic of the
//! JSON format.

mod common;

use expect_test::expect;
use serde_json::Value;
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Runs `check` with a format on cases of one directory (with the first
/// case's magic-comment flags); returns stdout and the exit code.
fn run(format: &str, dir: &str, cases: &[&str]) -> (String, i32) {
    let dir = root().join(dir);
    let text = std::fs::read_to_string(dir.join(cases[0])).unwrap();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_cudafe-rs"))
        .arg("check")
        .arg(format!("--format={format}"))
        .args(common::case_args(&text))
        .args(cases)
        .current_dir(&dir)
        .output()
        .unwrap();
    (
        String::from_utf8(out.stdout).unwrap(),
        out.status.code().unwrap_or(-1),
    )
}

fn validator() -> (boon::Schemas, boon::SchemaIndex) {
    let path = root().join("test-data/sarif/sarif-schema-2.1.0.json");
    let schema: Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    let mut schemas = boon::Schemas::new();
    let mut compiler = boon::Compiler::new();
    compiler.enable_format_assertions();
    let loc = "https://json.schemastore.org/sarif-2.1.0.json";
    compiler.add_resource(loc, schema).unwrap();
    let index = compiler.compile(loc, &mut schemas).unwrap();
    (schemas, index)
}

/// The SARIF log of a run, validated; with the number of its results.
fn check_valid(dir: &str, cases: &[&str]) -> (Value, usize) {
    let (schemas, index) = validator();
    let (out, _) = run("sarif", dir, cases);
    let log: Value = serde_json::from_str(&out).expect("SARIF output is JSON");
    if let Err(e) = schemas.validate(&log, index) {
        panic!("{cases:?}: SARIF invalid against the schema:\n{e:#}\n{out}");
    }
    let results = log["runs"][0]["results"].as_array().unwrap().len();
    // one result per diagnostic of the JSON format (whose catastrophic
    // error-limit object is a notification in SARIF)
    let (json, _) = run("json", dir, cases);
    let diags = json
        .lines()
        .filter(|l| !l.contains("\"severity\":\"catastrophic\""))
        .count();
    assert_eq!(results, diags, "{cases:?}: results vs JSON diagnostics");
    (log, results)
}

#[test]
fn sarif_is_valid_for_every_kind_of_diagnostic() {
    let mut counts = String::new();
    for (dir, cases) in [
        (
            "test-data/oracle/slice",
            &["unconfigured_call_in_template.cu"][..],
        ),
        ("test-data/oracle/examples", &["warnings_numbered.cu"]),
        ("test-data/oracle/examples", &["pp_missing_include.cu"]),
        ("test-data/oracle/examples", &["vector_add.cu"]),
        (
            "test-data/oracle/examples",
            &[
                "space_matrix.cu",
                "global_params.cu",
                "var_device_from_host.cu",
            ],
        ),
        ("test-data/oracle/controls", &["cli_remarks_shown.cu"]),
        ("test-data/oracle/controls", &["error_limit_text.cu"]),
        ("test-data/oracle/controls", &["pragma_malformed.cu"]),
    ] {
        let (_, n) = check_valid(dir, cases);
        counts.push_str(&format!("{}: {n}\n", cases.join(" ")));
    }
    expect![[r#"
        unconfigured_call_in_template.cu: 2
        warnings_numbered.cu: 4
        pp_missing_include.cu: 1
        vector_add.cu: 0
        space_matrix.cu global_params.cu var_device_from_host.cu: 12
        cli_remarks_shown.cu: 3
        error_limit_text.cu: 4
        pragma_malformed.cu: 14
    "#]]
    .assert_eq(&counts);
}

#[test]
fn sarif_log_shape() {
    let (log, _) = check_valid("test-data/oracle/controls", &["error_limit_text.cu"]);
    let mut log = log;
    log["runs"][0]["tool"]["driver"]["version"] = Value::from("VERSION");
    expect![[r#"
        {
          "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
          "runs": [
            {
              "columnKind": "unicodeCodePoints",
              "invocations": [
                {
                  "executionSuccessful": false,
                  "exitCode": 4,
                  "toolExecutionNotifications": [
                    {
                      "level": "error",
                      "locations": [
                        {
                          "physicalLocation": {
                            "artifactLocation": {
                              "uri": "error_limit_text.cu"
                            }
                          }
                        }
                      ],
                      "message": {
                        "text": "Error limit reached."
                      }
                    }
                  ]
                }
              ],
              "results": [
                {
                  "level": "warning",
                  "locations": [
                    {
                      "physicalLocation": {
                        "artifactLocation": {
                          "uri": "error_limit_text.cu"
                        },
                        "region": {
                          "startColumn": 19,
                          "startLine": 6
                        }
                      }
                    }
                  ],
                  "message": {
                    "text": "a __device__ variable \"dev_var\" cannot be directly read in a host function"
                  },
                  "properties": {
                    "edgRuleId": "EC3675",
                    "number": 20091,
                    "side": "host"
                  },
                  "ruleId": "20091",
                  "ruleIndex": 0
                },
                {
                  "level": "error",
                  "locations": [
                    {
                      "physicalLocation": {
                        "artifactLocation": {
                          "uri": "error_limit_text.cu"
                        },
                        "region": {
                          "startColumn": 19,
                          "startLine": 8
                        }
                      }
                    }
                  ],
                  "message": {
                    "text": "a __device__ variable \"dev_var\" cannot be directly read in a host function"
                  },
                  "properties": {
                    "edgRuleId": "EC3675",
                    "number": 20091,
                    "side": "host"
                  },
                  "ruleId": "20091",
                  "ruleIndex": 0
                },
                {
                  "level": "error",
                  "locations": [
                    {
                      "physicalLocation": {
                        "artifactLocation": {
                          "uri": "error_limit_text.cu"
                        },
                        "region": {
                          "startColumn": 19,
                          "startLine": 9
                        }
                      }
                    }
                  ],
                  "message": {
                    "text": "a __device__ variable \"dev_var\" cannot be directly read in a host function"
                  },
                  "properties": {
                    "edgRuleId": "EC3675",
                    "number": 20091,
                    "side": "host"
                  },
                  "ruleId": "20091",
                  "ruleIndex": 0
                },
                {
                  "level": "error",
                  "locations": [
                    {
                      "physicalLocation": {
                        "artifactLocation": {
                          "uri": "error_limit_text.cu"
                        },
                        "region": {
                          "startColumn": 19,
                          "startLine": 10
                        }
                      }
                    }
                  ],
                  "message": {
                    "text": "a __device__ variable \"dev_var\" cannot be directly read in a host function"
                  },
                  "properties": {
                    "edgRuleId": "EC3675",
                    "number": 20091,
                    "side": "host"
                  },
                  "ruleId": "20091",
                  "ruleIndex": 0
                }
              ],
              "tool": {
                "driver": {
                  "fullName": "cudafe-rs, a CUDA C++ front end compatible with NVIDIA's cudafe++",
                  "name": "cudafe-rs",
                  "rules": [
                    {
                      "defaultConfiguration": {
                        "level": "warning"
                      },
                      "id": "20091",
                      "shortDescription": {
                        "text": "a __device__ variable \"dev_var\" cannot be directly read in a host function"
                      }
                    }
                  ],
                  "version": "VERSION"
                }
              }
            }
          ],
          "version": "2.1.0"
        }"#]].assert_eq(&serde_json::to_string_pretty(&log).unwrap());
}

#[test]
fn notes_are_related_locations() {
    let (log, _) = check_valid(
        "test-data/oracle/slice",
        &["unconfigured_call_in_template.cu"],
    );
    let with_notes: Vec<&Value> = log["runs"][0]["results"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|r| r.get("relatedLocations").is_some())
        .collect();
    expect![[r#"
        [
          {
            "level": "error",
            "locations": [
              {
                "physicalLocation": {
                  "artifactLocation": {
                    "uri": "unconfigured_call_in_template.cu"
                  },
                  "region": {
                    "startColumn": 39,
                    "startLine": 6
                  }
                }
              }
            ],
            "message": {
              "text": "a __global__ function call must be configured"
            },
            "properties": {
              "edgRuleId": "EC3635",
              "number": 20051,
              "side": "device"
            },
            "relatedLocations": [
              {
                "id": 0,
                "message": {
                  "text": "detected during instantiation of \"void t_dep(T *) [with T=int]\" at line 7"
                },
                "physicalLocation": {
                  "artifactLocation": {
                    "uri": "unconfigured_call_in_template.cu"
                  },
                  "region": {
                    "startLine": 7
                  }
                }
              }
            ],
            "ruleId": "20051",
            "ruleIndex": 0
          }
        ]"#]].assert_eq(&serde_json::to_string_pretty(&with_notes).unwrap());
}

/// The validator does reject what is not SARIF: cudafe++'s own levels
/// (`remark`, `catastrophe`) and a result without a message.
#[test]
fn the_schema_rejects_invalid_logs() {
    let (schemas, index) = validator();
    let (log, _) = check_valid("test-data/oracle/controls", &["error_limit_text.cu"]);
    for (path, value) in [
        ("/runs/0/results/0/level", Value::from("remark")),
        ("/runs/0/results/1/level", Value::from("catastrophe")),
        ("/runs/0/results/0/message", Value::from("not an object")),
        ("/version", Value::from("2.0.0")),
    ] {
        let mut bad = log.clone();
        *bad.pointer_mut(path).unwrap() = value;
        assert!(
            schemas.validate(&bad, index).is_err(),
            "{path}: accepted by the schema"
        );
    }
}

/// Every result has a rule (the number users see, or `unnumbered`), each
/// rule is described once in the driver, and a file that cannot be read
/// is a notification rather than an empty log.
#[test]
fn rules_and_unreadable_files() {
    let (schemas, index) = validator();
    let dir = common::temp_dir("sarif_rules");
    std::fs::write(
        dir.join("k.cu"),
        "__device__ int dv;\nint h() { return dv + dv; }\nvoid f() { int x = ; }\n",
    )
    .unwrap();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_cudafe-rs"))
        .args(["check", "--format=sarif", "k.cu", "missing.cu"])
        .current_dir(&dir)
        .output()
        .unwrap();
    let log: Value = serde_json::from_slice(&out.stdout).unwrap();
    if let Err(e) = schemas.validate(&log, index) {
        panic!("invalid SARIF:\n{e:#}");
    }
    let run = &log["runs"][0];
    let rules: Vec<String> = run["tool"]["driver"]["rules"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| format!("{} {}", r["id"], r["defaultConfiguration"]["level"]))
        .collect();
    let results: Vec<String> = run["results"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| format!("{} #{}", r["ruleId"], r["ruleIndex"]))
        .collect();
    let notes: Vec<String> = run["invocations"][0]["toolExecutionNotifications"]
        .as_array()
        .unwrap()
        .iter()
        .map(|n| n["message"]["text"].to_string())
        .collect();
    expect_test::expect![[r#"
        rules: ["\"20091\" \"warning\"", "\"29\" \"error\"", "\"177\" \"warning\""]
        results: ["\"20091\" #0", "\"20091\" #0", "\"29\" #1", "\"177\" #2"]
        notifications: ["\"could not open source file \\\"missing.cu\\\"\""]
    "#]]
    .assert_eq(&format!(
        "rules: {rules:?}\nresults: {results:?}\nnotifications: {notes:?}\n"
    ));
}

/// A wrong command line still gives a valid log: the error is a tool
/// notification and the run is not successful.
#[test]
fn command_line_errors_are_logged() {
    let (schemas, index) = validator();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_cudafe-rs"))
        .args(["check", "--format=sarif", "-Werror=foo", "k.cu"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(4));
    let log: Value = serde_json::from_slice(&out.stdout).expect("a SARIF log");
    if let Err(e) = schemas.validate(&log, index) {
        panic!("invalid SARIF:\n{e:#}");
    }
    let invocation = &log["runs"][0]["invocations"][0];
    assert_eq!(invocation["executionSuccessful"], false);
    assert_eq!(
        invocation["toolExecutionNotifications"][0]["message"]["text"],
        "command-line error: Value 'foo' is not defined for option 'Werror'"
    );
}
