//! Constructors for the messages that come in families: one entry of the
//! table per combination of execution spaces (EDG numbers each
//! combination), chosen here from the spaces involved.

use crate::catalog::DiagKind;
use crate::fill_in::Entity;
use crate::spaces::{ExecSpace, MemorySpace};

/// How an expression uses a variable.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Access {
    Read,
    Write,
    AddressOf,
}

/// Whether `kind` is one of [`cross_space_call`]'s.
pub fn is_cross_space_call(kind: &DiagKind) -> bool {
    matches!(
        kind,
        DiagKind::DeviceFromHostDevice { .. }
            | DiagKind::ConstexprDeviceFromHostDevice { .. }
            | DiagKind::DeviceFromHost { .. }
            | DiagKind::ConstexprDeviceFromHost { .. }
            | DiagKind::HostFromHostDevice { .. }
            | DiagKind::ConstexprHostFromHostDevice { .. }
            | DiagKind::HostFromDevice { .. }
            | DiagKind::ConstexprHostFromDevice { .. }
            | DiagKind::HostFromGlobal { .. }
            | DiagKind::ConstexprHostFromGlobal { .. }
    )
}

/// `calling a <callee space> function("callee") from a <caller space>
/// function("caller") is not allowed` (and its constexpr form); `None` for a
/// combination that is allowed.
pub fn cross_space_call(
    callee_space: ExecSpace,
    caller_space: ExecSpace,
    constexpr: bool,
    callee: String,
    caller: String,
) -> Option<DiagKind> {
    use ExecSpace::*;
    Some(match (callee_space, caller_space, constexpr) {
        (Device, HostDevice, false) => DiagKind::DeviceFromHostDevice { callee, caller },
        (Device, HostDevice, true) => DiagKind::ConstexprDeviceFromHostDevice { callee, caller },
        (Device, Host, false) => DiagKind::DeviceFromHost { callee, caller },
        (Device, Host, true) => DiagKind::ConstexprDeviceFromHost { callee, caller },
        (Host, HostDevice, false) => DiagKind::HostFromHostDevice { callee, caller },
        (Host, HostDevice, true) => DiagKind::ConstexprHostFromHostDevice { callee, caller },
        (Host, Device, false) => DiagKind::HostFromDevice { callee, caller },
        (Host, Device, true) => DiagKind::ConstexprHostFromDevice { callee, caller },
        (Host, Global, false) => DiagKind::HostFromGlobal { callee, caller },
        (Host, Global, true) => DiagKind::ConstexprHostFromGlobal { callee, caller },
        _ => return None,
    })
}

/// For a cross-space call diagnostic (its displayed number), the space the
/// callee lacks: what adding to it removes the error. Only the plain forms:
/// the constexpr ones are answered by `--expt-relaxed-constexpr`.
pub fn space_missing_for_call(number: u32) -> Option<ExecSpace> {
    use ExecSpace::*;
    [
        (Device, HostDevice),
        (Device, Host),
        (Host, HostDevice),
        (Host, Device),
        (Host, Global),
    ]
    .into_iter()
    .find(|&(callee, caller)| {
        cross_space_call(callee, caller, false, String::new(), String::new())
            .and_then(|k| k.number())
            == Some(number)
    })
    .map(|(callee, _)| if callee == Device { Host } else { Device })
}

/// `execution space mismatch: overridden entity (...) is a X function, but
/// overriding entity (...) is a Y function`
pub fn virtual_override(
    overridden_space: ExecSpace,
    overriding_space: ExecSpace,
    overridden: String,
    overriding: String,
) -> Option<DiagKind> {
    use ExecSpace::*;
    Some(match (overridden_space, overriding_space) {
        (Host, Device) => DiagKind::VirtualOverrideHostByDevice {
            overridden,
            overriding,
        },
        (Host, HostDevice) => DiagKind::VirtualOverrideHostByHostDevice {
            overridden,
            overriding,
        },
        (Device, HostDevice) => DiagKind::VirtualOverrideDeviceByHostDevice {
            overridden,
            overriding,
        },
        (Device, Host) => DiagKind::VirtualOverrideDeviceByHost {
            overridden,
            overriding,
        },
        (HostDevice, Host) => DiagKind::VirtualOverrideHostDeviceByHost {
            overridden,
            overriding,
        },
        (HostDevice, Device) => DiagKind::VirtualOverrideHostDeviceByDevice {
            overridden,
            overriding,
        },
        _ => return None,
    })
}

/// How a redeclaration changes a function's space.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Redeclared {
    With(ExecSpace),
    /// Without the earlier declaration's own keyword (`without __global__`).
    Without,
}

/// `a __device__ function("f") redeclared with __host__, hence treated as a
/// __host__ __device__ function`, `a __global__ function("f") redeclared
/// without __global__`, ...
pub fn redeclared(prev: ExecSpace, how: Redeclared, function: String) -> Option<DiagKind> {
    use ExecSpace::*;
    use Redeclared::{With, Without};
    Some(match (prev, how) {
        (Global, Without) => DiagKind::GlobalRedeclaredWithoutGlobal { function },
        (Global, With(Host)) => DiagKind::GlobalRedeclaredWithHost { function },
        (Global, With(Device)) => DiagKind::GlobalRedeclaredWithDevice { function },
        (Global, With(HostDevice)) => DiagKind::GlobalRedeclaredWithHostDevice { function },
        (Device, With(Global)) => DiagKind::DeviceRedeclaredWithGlobal { function },
        (Device, With(Host)) => DiagKind::DeviceRedeclaredWithHost { function },
        (Device, With(HostDevice)) => DiagKind::DeviceRedeclaredWithHostDevice { function },
        (Device, Without) => DiagKind::DeviceRedeclaredWithoutDevice { function },
        (Host, With(Global)) => DiagKind::HostRedeclaredWithGlobal { function },
        (Host, With(Device)) => DiagKind::HostRedeclaredWithDevice { function },
        (Host, With(HostDevice)) => DiagKind::HostRedeclaredWithHostDevice { function },
        (HostDevice, With(Global)) => DiagKind::HostDeviceRedeclaredWithGlobal { function },
        _ => return None,
    })
}

/// `a __device__ variable "v" cannot be directly read in a host function`
pub fn device_variable_in_host(access: Access, space: MemorySpace, variable: String) -> DiagKind {
    match access {
        Access::Read => DiagKind::DeviceVariableReadInHost { space, variable },
        Access::Write => DiagKind::DeviceVariableWrittenInHost { space, variable },
        Access::AddressOf => DiagKind::DeviceVariableAddressInHost { space, variable },
    }
}

/// `a host variable "v" cannot be directly read in a __device__/__global__ function`
pub fn host_variable_in_device(access: Access, variable: Entity) -> DiagKind {
    match access {
        Access::Read => DiagKind::HostVariableReadInDevice { variable },
        Access::Write => DiagKind::HostVariableWrittenInDevice { variable },
        Access::AddressOf => DiagKind::HostVariableAddressInDevice { variable },
    }
}

/// `an automatic "__shared__" variable declaration is not allowed inside a
/// host function body` (or a device one)
pub fn local_memory_space(storage: &str, space: MemorySpace, in_device: bool) -> DiagKind {
    let storage = storage.to_string();
    if in_device {
        DiagKind::LocalMemorySpaceInDevice { storage, space }
    } else {
        DiagKind::LocalMemorySpaceInHost { storage, space }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn number(kind: DiagKind) -> u32 {
        kind.number().expect("an EDG message")
    }

    #[test]
    fn the_space_a_callee_lacks() {
        let (a, b) = (String::new(), String::new());
        let host_from_device = number(DiagKind::HostFromDevice {
            callee: a.clone(),
            caller: b.clone(),
        });
        let device_from_host = number(DiagKind::DeviceFromHost {
            callee: a.clone(),
            caller: b.clone(),
        });
        let constexpr = number(DiagKind::ConstexprHostFromDevice {
            callee: a,
            caller: b,
        });
        assert_eq!(
            space_missing_for_call(host_from_device),
            Some(ExecSpace::Device)
        );
        assert_eq!(
            space_missing_for_call(device_from_host),
            Some(ExecSpace::Host)
        );
        assert_eq!(space_missing_for_call(constexpr), None);
        assert_eq!(space_missing_for_call(1), None);
    }
}
