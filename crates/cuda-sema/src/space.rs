//! Execution spaces. cudafe++ (host side) combines the explicit keywords of
//! the declarations seen so far, so `__device__ int f(); int f() {}` stays
//! `__device__`; cicc (device side) gives an unannotated declaration the
//! implicit `__host__`, so the same function becomes `__host__ __device__`
//! (and it warns, see `declarations`).

use base_db::Side;
use hir::{CudaAttrs, Entity};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Space {
    Host,
    Device,
    HostDevice,
    Global,
}

impl Space {
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

    /// The spelling in messages: `__host__`, `__host__ __device__`, ...
    pub fn keyword(self) -> &'static str {
        match self {
            Space::Host => "__host__",
            Space::Device => "__device__",
            Space::HostDevice => "__host__ __device__",
            Space::Global => "__global__",
        }
    }

    /// Code in this space runs on the device.
    pub fn runs_on_device(self) -> bool {
        !matches!(self, Space::Host)
    }

    pub fn runs_on_host(self) -> bool {
        matches!(self, Space::Host | Space::HostDevice)
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
        Side::Host => Space::from_attrs(entity.attrs_before(before)),
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
            Space::from_attrs(a)
        }
    }
}
