//! CUDA's execution and memory spaces, as the messages spell them.

/// Where a function runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum ExecSpace {
    #[default]
    Host,
    Device,
    HostDevice,
    Global,
}

impl ExecSpace {
    /// The spelling in messages: `__host__`, `__host__ __device__`, ...
    pub fn keyword(self) -> &'static str {
        match self {
            ExecSpace::Host => "__host__",
            ExecSpace::Device => "__device__",
            ExecSpace::HostDevice => "__host__ __device__",
            ExecSpace::Global => "__global__",
        }
    }

    /// Code in this space runs on the device.
    pub fn runs_on_device(self) -> bool {
        !matches!(self, ExecSpace::Host)
    }

    pub fn runs_on_host(self) -> bool {
        matches!(self, ExecSpace::Host | ExecSpace::HostDevice)
    }
}

/// Where a variable lives.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum MemorySpace {
    #[default]
    Device,
    Constant,
    Shared,
    Managed,
}

impl MemorySpace {
    pub fn keyword(self) -> &'static str {
        match self {
            MemorySpace::Device => "__device__",
            MemorySpace::Constant => "__constant__",
            MemorySpace::Shared => "__shared__",
            MemorySpace::Managed => "__managed__",
        }
    }

    /// The space a keyword names (`__shared__` or `shared`).
    pub fn from_keyword(word: &str) -> Option<MemorySpace> {
        Some(match word.trim_start_matches("__").trim_end_matches("__") {
            "device" => MemorySpace::Device,
            "constant" => MemorySpace::Constant,
            "shared" => MemorySpace::Shared,
            "managed" => MemorySpace::Managed,
            _ => return None,
        })
    }
}

impl std::fmt::Display for ExecSpace {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.keyword())
    }
}

impl std::fmt::Display for MemorySpace {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.keyword())
    }
}
