//! The stub file (`X.cudafe1.stub.c`), byte for byte as cicc 13.5 writes
//! it: for each kernel a `__device_stub_` function that launches it, the
//! host-side definition of non-template kernels (forwarding to the stub),
//! the specializations of the host file's `__wrapper__device_stub_`
//! templates for template instances, and the registration of kernels and
//! device variables with the CUDA runtime. See shared/spec/outputs.md §3.

use crate::cprint::{PType, Printer, Style, join_path};
use crate::entities::{CudaEntities, Kernel, Memory, NamingOptions, Param};
use crate::layout::Layouts;
use hir::ItemTree;
use hir::ty::{ClassName, Ty};

/// What the stub needs besides the entities.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StubOptions {
    /// The stub's own name as cicc is given it (`--stub_file_name`): it
    /// appears in the `# 1 "..."` lines.
    pub stub_file_name: String,
    /// The fatbinary's name (`--include_file_name`).
    pub fatbin_name: String,
    pub naming: NamingOptions,
    /// `--device-hidden-visibility` (nvcc always passes it).
    pub hidden_visibility: bool,
}

/// Writes the stub file.
pub fn stub_file(tree: &ItemTree, entities: &CudaEntities, opts: &StubOptions) -> String {
    let layouts = Layouts::new(tree);
    let printer = Printer::new(&layouts, entities.mangle_config(&opts.naming));
    let mut w = StubWriter {
        p: &printer,
        opts,
        spaced: false,
        next_temp: entities.temps_before_stub,
        body: String::new(),
    };
    // the definitions first: they decide the typedefs and temporaries
    let mut forward = String::new();
    for k in &entities.kernels {
        forward.push_str(&w.forward_decl(k));
    }
    for k in &entities.kernels {
        w.kernel(k);
    }
    let callback_param = format!("__T{}", w.next_temp);
    w.registration(entities, &callback_param);

    let mut out = String::new();
    out.push_str("#pragma GCC diagnostic push\n");
    out.push_str("#pragma GCC diagnostic ignored \"-Wunused-function\"\n");
    out.push_str("#pragma GCC diagnostic ignored \"-Wcast-qual\"\n");
    out.push_str("#pragma GCC diagnostic ignored \"-Wold-style-cast\"\n");
    if opts.naming.rdc {
        out.push_str(&format!(
            "#define __NV_MODULE_ID {}\n#define __NV_CUBIN_HANDLE_STORAGE__ extern\n",
            opts.naming.module_id
        ));
    } else {
        out.push_str("#define __NV_CUBIN_HANDLE_STORAGE__ static\n");
    }
    out.push_str("#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)\n");
    out.push_str("#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__\n#endif\n");
    out.push_str("#include \"crt/host_runtime.h\"\n");
    out.push_str(&format!("#include \"{}\"\n", opts.fatbin_name));
    // closures of functions defined in a class body last (as cicc)
    let deferred: Vec<String> = entities
        .closures
        .iter()
        .filter(|(_, c)| c.deferred)
        .map(|(s, _)| hir::ty::mangle_type(&Ty::Unknown(s.clone()), &printer.mangle))
        .collect();
    let mut typedefs = printer.typedefs.borrow().clone();
    typedefs.sort_by_key(|(_, mangled)| deferred.contains(mangled));
    for (decl, mangled) in typedefs.iter() {
        out.push_str(&format!("typedef {decl} {mangled};\n"));
    }
    out.push_str(&forward);
    out.push_str("static void __nv_cudaEntityRegisterCallback(void **);\n");
    out.push_str("static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));\n");
    out.push_str(&w.body);
    out.push_str("\n#pragma GCC diagnostic pop\n");
    out
}

struct StubWriter<'a> {
    p: &'a Printer<'a>,
    opts: &'a StubOptions,
    /// After the first kernel definition, cicc prints generated functions
    /// with spaces (§3.7).
    spaced: bool,
    next_temp: u32,
    body: String,
}

/// How a parameter is passed to the stub.
enum Passing {
    /// By value, set up with `__cudaSetupArgSimple`.
    Simple,
    /// A class by value: the stub takes a reference, `__cudaSetupArg`.
    Class,
    /// A reference parameter: the stub takes a pointer.
    Reference,
}

impl StubWriter<'_> {
    fn passing(&self, p: &Param) -> Passing {
        if p.ty.is_reference() {
            return Passing::Reference;
        }
        match p.ty.ty() {
            Ty::Class(c, _) if self.is_struct(&c) => Passing::Class,
            // an extended lambda's wrapper
            Ty::Unknown(s) if self.p.closure(&s).is_some() => Passing::Class,
            _ => Passing::Simple,
        }
    }

    fn is_struct(&self, c: &ClassName) -> bool {
        self.p
            .layouts
            .class(c)
            .is_none_or(|d| matches!(d.kind, hir::ClassKind::Struct | hir::ClassKind::Class))
    }

    /// The parameter as the stub function takes it (abstract: `name` empty).
    fn stub_param(&self, p: &Param, name: &str) -> String {
        match self.passing(p) {
            Passing::Simple => self.p.declare(&p.ty, name, Style::Decl),
            Passing::Class => format!("{}&{name}", self.p.declare(&p.ty, "", Style::Decl)),
            Passing::Reference => {
                let inner = match &p.ty {
                    PType::LRef(t) | PType::RRef(t) => (**t).clone(),
                    t => t.clone(),
                };
                let ptr = PType::Pointer {
                    pointee: Box::new(inner),
                    cv: Default::default(),
                    restrict: false,
                };
                self.p.declare(&ptr, name, Style::Decl)
            }
        }
    }

    fn stub_name(&self, k: &Kernel) -> String {
        format!("__device_stub_{}", k.mangled)
    }

    fn is_static(&self, k: &Kernel) -> bool {
        k.is_static || k.is_instance
    }

    fn forward_decl(&mut self, k: &Kernel) -> String {
        let params: Vec<String> = k.params.iter().map(|p| self.stub_param(p, "")).collect();
        let params = if params.is_empty() {
            "void".to_string()
        } else {
            params.join(", ")
        };
        let storage = if self.is_static(k) {
            "static "
        } else if self.opts.hidden_visibility {
            "extern __attribute__((visibility(\"hidden\"))) "
        } else {
            "extern "
        };
        format!("{storage}void {}({params});\n", self.stub_name(k))
    }

    /// The kernel's host name: `ns::k`, `_NV_ANON_NAMESPACE::k`, `tk<float> `.
    fn host_name(&self, k: &Kernel) -> String {
        let mut path: Vec<smol_str::SmolStr> =
            k.name.scope.iter().map(|s| s.name.clone()).collect();
        path.push(k.name.name.clone());
        let mut s = join_path(&path);
        if let Some(args) = &k.name.template_args {
            s.push('<');
            s.push_str(&self.p.template_args(args));
            s.push_str("> ");
        }
        s
    }

    /// `(void ( *)(int, float))k`.
    fn function_cast(&self, k: &Kernel) -> String {
        let params: Vec<String> = k
            .params
            .iter()
            .map(|p| self.p.declare(&p.ty, "", Style::Decl))
            .collect();
        let params = if params.is_empty() {
            "void".to_string()
        } else {
            params.join(", ")
        };
        format!("((void ( *)({params})){})", self.host_name(k))
    }

    fn kernel(&mut self, k: &Kernel) {
        self.device_stub(k);
        if k.is_instance {
            self.wrapper_specialization(k);
        } else {
            self.kernel_definition(k);
        }
    }

    fn device_stub(&mut self, k: &Kernel) {
        let linkage = if self.is_static(k) {
            "static "
        } else if self.opts.hidden_visibility {
            "__attribute__((visibility(\"hidden\"))) "
        } else {
            ""
        };
        let params: Vec<String> = k
            .params
            .iter()
            .enumerate()
            .map(|(i, p)| self.stub_param(p, &format!("__par{i}")))
            .collect();
        // restrict pointers are copied to plain temporaries first
        let mut temps = Vec::new();
        let mut stmts = vec![format!("__cudaLaunchPrologue({});", k.params.len().max(1))];
        let mut offset = 0u64;
        for (i, p) in k.params.iter().enumerate() {
            let align = p.align.unwrap_or(1).max(1);
            offset = offset.div_ceil(align) * align;
            let mut arg = format!("__par{i}");
            if p.ty.is_restrict() {
                let t = format!("__T{}", self.next_temp);
                self.next_temp += 1;
                temps.push(self.p.declare(&p.ty.without_restrict(), &t, Style::Decl));
                stmts.push(format!("{t} = {arg};"));
                arg = t;
            }
            let setup = match self.passing(p) {
                Passing::Class => "__cudaSetupArg",
                _ => "__cudaSetupArgSimple",
            };
            stmts.push(format!("{setup}({arg}, {offset}UL);"));
            offset += p.size.unwrap_or(0);
        }
        stmts.push(format!(
            "__cudaLaunch(((char *){}));",
            self.function_cast(k)
        ));
        let name = self.stub_name(k);
        let text = if self.spaced {
            let params = if params.is_empty() {
                "void".to_string()
            } else {
                params
                    .iter()
                    .map(|p| format!(" {p}"))
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            let mut body = String::from("{ ");
            for t in &temps {
                body.push_str(&format!(" {t};\n"));
            }
            if temps.is_empty() {
                body.push(' ');
            }
            body.push_str(&stmts.join(" "));
            body.push_str(" }");
            format!("{linkage}void {name}({params}) {body}\n")
        } else {
            let params = if params.is_empty() {
                "void".to_string()
            } else {
                params.join(", ")
            };
            let mut body = String::from("{");
            for t in &temps {
                body.push_str(&format!(" {t};\n"));
            }
            body.push_str(&stmts.concat());
            body.push('}');
            format!("{linkage}void {name}({params}){body}\n")
        };
        self.body.push_str(&text);
    }

    /// The host definition of a non-template kernel, forwarding to its stub.
    fn kernel_definition(&mut self, k: &Kernel) {
        let Some(pos) = &k.position else { return };
        let file = escape(&pos.file);
        let params: Vec<String> = k
            .params
            .iter()
            .enumerate()
            .map(|(i, p)| self.p.declare(&p.ty, &format!("__cuda_{i}"), Style::Def))
            .collect();
        let params = if params.is_empty() {
            "(void)".to_string()
        } else {
            format!("( {})", params.join(","))
        };
        let args: Vec<String> = k
            .params
            .iter()
            .enumerate()
            .map(|(i, p)| {
                if p.ty.is_reference() {
                    format!("__cudaAddressOf(__cuda_{i})")
                } else {
                    format!("__cuda_{i}")
                }
            })
            .collect();
        let args = if args.is_empty() {
            "()".to_string()
        } else {
            format!("( {})", args.join(","))
        };
        let storage = if k.is_static { "static " } else { "" };
        // up to five lines are bridged with newlines, more with a directive
        let gap = pos.close_line.saturating_sub(pos.open_line);
        let close = match gap {
            0 => " }".to_string(),
            1..=5 => "\n".repeat(gap as usize) + "}",
            _ => format!("\n# {} \"{file}\"\n}}", pos.close_line),
        };
        self.body.push_str(&format!(
            "# {} \"{file}\"\n{storage}void {}{params}\n# {} \"{file}\"\n{{{}{args};{close}\n# 1 \"{}\"\n",
            pos.name_line,
            self.host_name(k).trim_end(),
            pos.open_line,
            self.stub_name(k),
            escape(&self.opts.stub_file_name),
        ));
        self.spaced = true;
    }

    /// `template<> __specialization_static void __wrapper__device_stub_tk<float> (...)`.
    fn wrapper_specialization(&mut self, k: &Kernel) {
        let params: Vec<String> = k
            .params
            .iter()
            .enumerate()
            .map(|(i, p)| {
                let r = PType::LRef(Box::new(p.ty.clone()));
                self.p.declare(&r, &format!("__cuda_{i}"), Style::Def)
            })
            .collect();
        let casts: Vec<String> = k
            .params
            .iter()
            .enumerate()
            .map(|(i, p)| {
                let r = PType::LRef(Box::new(p.ty.clone()));
                format!("({})__cuda_{i}", self.p.declare(&r, "", Style::Def))
            })
            .collect();
        let (params, casts) = if params.is_empty() {
            ("(void)".to_string(), "()".to_string())
        } else {
            (
                format!("( {})", params.join(",")),
                format!("( {})", casts.join(",")),
            )
        };
        let targs = k
            .name
            .template_args
            .as_ref()
            .map(|a| self.p.template_args(a))
            .unwrap_or_default();
        let mut text = String::new();
        let namespaces: Vec<String> = k
            .name
            .scope
            .iter()
            .map(|s| {
                if s.name.is_empty() {
                    "_NV_ANON_NAMESPACE".to_string()
                } else {
                    s.name.to_string()
                }
            })
            .collect();
        for n in &namespaces {
            text.push_str(&format!("namespace {n}{{\n"));
        }
        text.push_str(&format!(
            "template<> __specialization_static void __wrapper__device_stub_{}<{targs}> {params}{{{}{casts};}}",
            k.name.name,
            self.stub_name(k),
        ));
        text.push_str(&"}".repeat(namespaces.len()));
        text.push('\n');
        self.body.push_str(&text);
    }

    fn registration(&mut self, e: &CudaEntities, t: &str) {
        let mut entries = Vec::new();
        for &i in &e.registration {
            let k = &e.kernels[i];
            let bounds = match k.launch_bounds {
                Some(b) => b.to_string(),
                None => "(-1)".to_string(),
            };
            entries.push(format!(
                "__cudaRegisterEntry({t}, {}, {}, {bounds})",
                self.function_cast(k),
                k.device_name
            ));
        }
        for v in &e.variables {
            let mut host = String::from("::");
            let mut path = v.scope.clone();
            path.push(v.name.clone());
            host.push_str(&join_path(&path));
            let (func, constant) = match v.memory {
                Memory::Managed => ("__cudaRegisterManagedVariable", 0),
                Memory::Constant => ("__cudaRegisterVariable", 1),
                Memory::Device => ("__cudaRegisterVariable", 0),
            };
            entries.push(format!(
                "{func}({t}, __shadow_var({},{host}), 0, {}UL, {constant}, 0)",
                v.device_name,
                v.size.unwrap_or(0)
            ));
        }
        let binary = if self.opts.naming.rdc {
            "____cudaRegisterLinkedBinary"
        } else {
            "__cudaRegisterBinary"
        };
        if self.spaced {
            let mut s = format!(
                "static void __nv_cudaEntityRegisterCallback( void **{t}) {{  __nv_dummy_param_ref({t}); __nv_save_fatbinhandle_for_managed_rt({t}); "
            );
            for e in &entries {
                s.push_str(e);
                s.push_str("; ");
            }
            s.push_str("}\n");
            s.push_str(&format!(
                "static void __sti____cudaRegisterAll(void) {{  {binary}(__nv_cudaEntityRegisterCallback);  }}\n"
            ));
            self.body.push_str(&s);
        } else {
            let mut s = format!(
                "static void __nv_cudaEntityRegisterCallback(void **{t}){{__nv_dummy_param_ref({t});__nv_save_fatbinhandle_for_managed_rt({t});"
            );
            for e in &entries {
                s.push_str(e);
                s.push(';');
            }
            s.push_str("}\n");
            s.push_str(&format!(
                "static void __sti____cudaRegisterAll(void){{{binary}(__nv_cudaEntityRegisterCallback);}}\n"
            ));
            self.body.push_str(&s);
        }
    }
}

/// A file name in a `# N "..."` line.
fn escape(s: &str) -> String {
    s.replace('\\', "\\\\").replace('"', "\\\"")
}
