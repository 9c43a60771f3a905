//! Execution spaces. cudafe++ (host side) combines the explicit keywords of
//! the declarations seen so far, so `__device__ int f(); int f() {}` stays
//! `__device__`; cicc (device side) gives an unannotated declaration the
//! implicit `__host__`, so the same function becomes `__host__ __device__`
//! (and it warns, see `declarations`).

use base_db::Side;
use hir::{CudaAttrs, Entity};

/// Execution spaces are the diagnostics' own enum (messages spell them).
pub use diagnostics::ExecSpace as Space;

/// The space explicit keywords give.
pub fn from_attrs(a: CudaAttrs) -> Space {
    if a.global {
        Space::Global
    } else if a.device && a.host {
        Space::HostDevice
    } else if a.device {
        Space::Device
    } else {
        Space::Host
    }
}

/// The space of an entity as seen by a call at item position `before`.
pub fn entity_space(entity: &Entity, side: Side, before: u32) -> Space {
    // a member defaulted on its first declaration is implicitly declared
    // as far as spaces go: its space is inferred (annotations on it are
    // ignored, see `declarations`), `__host__ __device__` unless what it
    // calls is host-only (which is not modelled: taken as callable anywhere)
    if entity.decls.first().is_some_and(|(_, d)| d.is_defaulted) {
        return Space::HostDevice;
    }
    // cudafe++ lets both sides call `std::move` and `std::forward` (not
    // other constexpr functions of the standard library)
    if entity.decls.first().is_some_and(|(_, d)| {
        matches!(d.name.name.as_str(), "move" | "forward")
            && d.name.scope.first().is_some_and(|s| s.name == "std")
            && !d.name.scope.iter().any(|s| s.is_class)
    }) {
        return Space::HostDevice;
    }
    match side {
        Side::Host => from_attrs(entity.attrs_before(before)),
        Side::Device => {
            // every declaration contributes its own space, implicit host included
            let mut a = CudaAttrs::default();
            for (i, d) in &entity.decls {
                if *i > before && *i != entity.decls[0].0 {
                    continue;
                }
                let own = d.attrs;
                if own.global {
                    a.global = true;
                } else if !own.host && !own.device {
                    a.host = true;
                } else {
                    a.host |= own.host;
                    a.device |= own.device;
                }
            }
            from_attrs(a)
        }
    }
}
