//! Every entry of the table with an EDG number has the template and the tag
//! that the real `cudafe++` has for that number. The binary keeps its
//! message table as an array of string pointers indexed by number (filled
//! in by relocations, as it is position-independent), and its tags as a
//! sorted array of (name, number) pairs; both are read here from the ELF
//! file of the toolkit in `CUDAFE_RS_CUDA_PATH` (skipped without one).

use diagnostics::Message;
use std::collections::HashMap;

struct Elf {
    bytes: Vec<u8>,
    /// (address, file offset, size) of the allocated sections with contents
    sections: Vec<(u64, u64, u64)>,
    /// R_X86_64_RELATIVE relocations: slot address -> target address
    relocations: HashMap<u64, u64>,
}

fn u16_at(b: &[u8], o: usize) -> u16 {
    u16::from_le_bytes(b[o..o + 2].try_into().unwrap())
}
fn u32_at(b: &[u8], o: usize) -> u32 {
    u32::from_le_bytes(b[o..o + 4].try_into().unwrap())
}
fn u64_at(b: &[u8], o: usize) -> u64 {
    u64::from_le_bytes(b[o..o + 8].try_into().unwrap())
}

impl Elf {
    fn read(path: &std::path::Path) -> Elf {
        let bytes = std::fs::read(path).expect("read cudafe++");
        let shoff = u64_at(&bytes, 0x28) as usize;
        let shentsize = u16_at(&bytes, 0x3a) as usize;
        let shnum = u16_at(&bytes, 0x3c) as usize;
        let mut sections = Vec::new();
        let mut relocations = HashMap::new();
        for i in 0..shnum {
            let o = shoff + i * shentsize;
            let kind = u32_at(&bytes, o + 4);
            let addr = u64_at(&bytes, o + 16);
            let off = u64_at(&bytes, o + 24);
            let size = u64_at(&bytes, o + 32);
            const NOBITS: u32 = 8;
            const RELA: u32 = 4;
            if kind == RELA {
                for k in 0..(size / 24) as usize {
                    let r = off as usize + k * 24;
                    relocations.insert(u64_at(&bytes, r), u64_at(&bytes, r + 16));
                }
            }
            if addr != 0 && kind != NOBITS {
                sections.push((addr, off, size));
            }
        }
        Elf {
            bytes,
            sections,
            relocations,
        }
    }

    fn offset(&self, addr: u64) -> Option<usize> {
        self.sections
            .iter()
            .find(|(a, _, s)| (*a..a + s).contains(&addr))
            .map(|(a, o, _)| (o + addr - a) as usize)
    }

    fn address(&self, offset: usize) -> Option<u64> {
        let offset = offset as u64;
        self.sections
            .iter()
            .find(|(_, o, s)| (*o..o + s).contains(&offset))
            .map(|(a, o, _)| a + offset - o)
    }

    /// The pointer stored at `addr` (relocated or not).
    fn pointer(&self, addr: u64) -> Option<u64> {
        self.relocations
            .get(&addr)
            .copied()
            .or_else(|| self.offset(addr).map(|o| u64_at(&self.bytes, o)))
            .filter(|&p| p != 0)
    }

    fn c_string(&self, addr: u64) -> Option<String> {
        let o = self.offset(addr)?;
        let end = self.bytes[o..].iter().position(|&b| b == 0)?;
        Some(String::from_utf8_lossy(&self.bytes[o..o + end]).into_owned())
    }

    /// The address of the slot that points at `text`.
    fn slot_of(&self, text: &str) -> Option<u64> {
        let needle: Vec<u8> = [b"\0", text.as_bytes(), b"\0"].concat();
        let at = self
            .bytes
            .windows(needle.len())
            .position(|w| w == needle.as_slice())?;
        let target = self.address(at + 1)?;
        self.relocations
            .iter()
            .find(|(_, t)| **t == target)
            .map(|(slot, _)| *slot)
    }
}

fn cudafe() -> Option<std::path::PathBuf> {
    let root = std::env::var_os("CUDAFE_RS_CUDA_PATH")?;
    let path = std::path::Path::new(&root).join("bin/cudafe++");
    path.exists().then_some(path)
}

#[test]
fn templates_and_tags_are_the_real_tools() {
    let Some(path) = cudafe() else {
        eprintln!("skipped: CUDAFE_RS_CUDA_PATH has no bin/cudafe++");
        return;
    };
    let elf = Elf::read(&path);
    // message #1 is the first after the unused #0
    let first = elf
        .slot_of("last line of file ends without a newline")
        .expect("message table");
    let table = first - 8;
    // the tag table: 16-byte (name, number) entries around this tag
    let tag_slot = elf
        .slot_of("declared_but_not_referenced")
        .expect("tag table");
    let mut start = tag_slot;
    while elf.relocations.contains_key(&(start - 16)) {
        start -= 16;
    }
    let mut tags: HashMap<u32, String> = HashMap::new();
    let mut slot = start;
    while let Some(&name) = elf.relocations.get(&slot) {
        let number = elf
            .offset(slot + 8)
            .map(|o| u64_at(&elf.bytes, o))
            .unwrap_or(0) as u32;
        if let Some(tag) = elf.c_string(name) {
            tags.entry(number).or_insert(tag);
        }
        slot += 16;
    }
    assert!(
        tags.len() > 3000,
        "tag table not found ({} tags)",
        tags.len()
    );
    let mut wrong = Vec::new();
    let mut checked = 0;
    for m in Message::ALL {
        let e = m.entry();
        let Some(n) = e.edg else { continue };
        checked += 1;
        let real = elf
            .pointer(table + 8 * u64::from(n))
            .and_then(|p| elf.c_string(p));
        if real.as_deref() != Some(e.template) {
            wrong.push(format!(
                "{}: #{n} is {real:?}, not {:?}",
                m.name(),
                e.template
            ));
        }
        let real_tag = tags.get(&n).map(String::as_str).unwrap_or("");
        if real_tag != e.tag {
            wrong.push(format!(
                "{}: #{n}'s tag is {real_tag:?}, not {:?}",
                m.name(),
                e.tag
            ));
        }
    }
    assert!(checked > 200, "only {checked} entries checked");
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}
