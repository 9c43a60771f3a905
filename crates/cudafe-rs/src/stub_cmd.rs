//! `cudafe-rs stub`: the stub file from a device-side preprocessed input
//! (what cicc reads, `X.cpp1.ii`), written the way cicc writes
//! `X.cudafe1.stub.c`, so that a host side can be built without cicc and
//! the two can be compared.
//!
//! `cudafe-rs stub [-rdc=true] [--extended-lambda] [-std=c++NN]
//!  (--module-id ID | --module-id-file F) [--stub-file-name NAME]
//!  [--fatbin-name NAME] INPUT.ii -o OUT`

use crate::db::RootDatabase;
use crate::output_files::write_atomically;
use base_db::{CompileOptions, Options};
use host_output::{EntitiesKey, NamingOptions, StubOptions};
use std::path::Path;

#[derive(Debug, Default)]
struct StubArgs {
    input: Option<String>,
    output: Option<String>,
    module_id: Option<String>,
    module_id_file: Option<String>,
    stub_file_name: Option<String>,
    fatbin_name: Option<String>,
    rdc: bool,
    extended_lambda: bool,
    cplusplus: u32,
}

fn parse(args: &[String]) -> Result<StubArgs, String> {
    let mut out = StubArgs {
        cplusplus: 201703,
        ..Default::default()
    };
    let mut i = 0;
    while i < args.len() {
        let a = args[i].as_str();
        i += 1;
        let mut value = |name: &str| -> Result<String, String> {
            let v = args
                .get(i)
                .cloned()
                .ok_or_else(|| format!("missing argument for option '{name}'"))?;
            i += 1;
            Ok(v)
        };
        match a {
            "-o" => out.output = Some(value(a)?),
            "--module-id" => out.module_id = Some(value(a)?),
            "--module-id-file" => out.module_id_file = Some(value(a)?),
            "--stub-file-name" => out.stub_file_name = Some(value(a)?),
            "--fatbin-name" => out.fatbin_name = Some(value(a)?),
            "-rdc=true" | "--device-c" | "-dc" => out.rdc = true,
            "--extended-lambda" | "-extended-lambda" => out.extended_lambda = true,
            "-std=c++14" => out.cplusplus = 201402,
            "-std=c++17" => out.cplusplus = 201703,
            "-std=c++20" => out.cplusplus = 202002,
            _ if a.starts_with('-') => return Err(format!("unknown option '{a}'")),
            _ => out.input = Some(a.to_string()),
        }
    }
    Ok(out)
}

pub fn run(args: &[String]) -> i32 {
    let a = match parse(args) {
        Ok(a) => a,
        Err(e) => {
            crate::errln!("cudafe-rs stub: command-line error: {e}");
            return 4;
        }
    };
    let (Some(input), Some(output)) = (&a.input, &a.output) else {
        crate::errln!("cudafe-rs stub: command-line error: an input and -o OUT are required");
        return 4;
    };
    let module_id = match (&a.module_id, &a.module_id_file) {
        (Some(id), _) => id.clone(),
        (None, Some(f)) => match std::fs::read_to_string(f) {
            Ok(id) => id.trim_end().to_string(),
            Err(e) => {
                crate::errln!("cudafe-rs stub: cannot read module id file \"{f}\": {e}");
                return 4;
            }
        },
        (None, None) => {
            crate::errln!(
                "cudafe-rs stub: command-line error: --module-id or --module-id-file is required"
            );
            return 4;
        }
    };
    let stem = host_output::module_id::base_name(input)
        .split('.')
        .next()
        .unwrap_or("out")
        .to_string();
    let db = RootDatabase::default();
    let options = CompileOptions::new(
        &db,
        Options {
            cplusplus: a.cplusplus,
            extended_lambda: a.extended_lambda,
            rdc: a.rdc,
            arch: 90,
            ..Default::default()
        },
    );
    let Some(unit) = crate::check::load_unit(&db, input, options) else {
        crate::errln!("cudafe-rs stub: cannot open source file \"{input}\"");
        return 4;
    };
    let key = EntitiesKey::new(&db, unit.device, smol_str::SmolStr::new(&module_id), a.rdc);
    let entities = host_output::cuda_entities(&db, key);
    let text = host_output::stub_file(
        hir::item_tree(&db, unit.device),
        entities,
        &StubOptions {
            stub_file_name: a
                .stub_file_name
                .clone()
                .unwrap_or_else(|| format!("{stem}.cudafe1.stub.c")),
            fatbin_name: a
                .fatbin_name
                .clone()
                .unwrap_or_else(|| format!("{stem}.fatbin.c")),
            naming: NamingOptions {
                module_id,
                rdc: a.rdc,
            },
            hidden_visibility: true,
        },
    );
    match write_atomically(Path::new(output), text.as_bytes()) {
        Ok(()) => 0,
        Err(e) => {
            crate::errln!("cudafe-rs stub: could not write \"{output}\": {e}");
            4
        }
    }
}
