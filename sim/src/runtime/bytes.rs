//! The bytes of one simulated buffer, zero-filled and backed by the host
//! only where the program touches them.
//!
//! A memory space's capacity is a simulated limit, not the host's: a legal
//! kernel may allocate all 32 GiB of a 32 GiB HBM and touch a few pages of
//! it. Small buffers live in an ordinary `Vec`; large ones in an anonymous
//! private mapping made with `MAP_NORESERVE`, which the kernel fills with
//! zero pages on first touch and does not count against the commit limit,
//! so an untouched page costs no host memory.

use std::ops::{Deref, DerefMut};

/// Buffers at least this large are mapped rather than heap-allocated.
const MAP_THRESHOLD: usize = 1 << 20;

/// Zero-initialised, fixed-size bytes.
pub struct Bytes(Repr);

enum Repr {
    Heap(Vec<u8>),
    Mapped { ptr: *mut u8, len: usize },
}

impl Bytes {
    /// No bytes (a freed buffer).
    pub fn empty() -> Bytes {
        Bytes(Repr::Heap(Vec::new()))
    }

    /// Buffers at least this large are mapped rather than heap-allocated.
    pub const MAP_THRESHOLD: u64 = MAP_THRESHOLD as u64;

    /// Whether a buffer of `len` bytes lives on the heap (all of it backed
    /// by the host at once) rather than in a mapping.
    pub fn on_heap(len: u64) -> bool {
        len < Self::MAP_THRESHOLD
    }

    /// `len` zero bytes, or `None` when the host cannot reserve the address
    /// range (the caller turns that into a fault of the allocating op).
    pub fn zeroed(len: usize) -> Option<Bytes> {
        if len < MAP_THRESHOLD {
            let mut v = Vec::new();
            v.try_reserve_exact(len).ok()?;
            v.resize(len, 0);
            return Some(Bytes(Repr::Heap(v)));
        }
        map_zeroed(len).map(|ptr| Bytes(Repr::Mapped { ptr, len }))
    }
}

/// Maps `len` bytes of lazily-backed zero pages.
#[cfg(unix)]
fn map_zeroed(len: usize) -> Option<*mut u8> {
    // SAFETY: an anonymous private mapping at an address the kernel picks
    // aliases nothing; failure is reported as MAP_FAILED and checked.
    let p = unsafe {
        libc::mmap(
            std::ptr::null_mut(),
            len,
            libc::PROT_READ | libc::PROT_WRITE,
            libc::MAP_PRIVATE | libc::MAP_ANONYMOUS | libc::MAP_NORESERVE,
            -1,
            0,
        )
    };
    (p != libc::MAP_FAILED).then_some(p.cast())
}

/// Without `mmap`, a large buffer is an ordinary zeroed heap block (which
/// the allocator may still back lazily).
#[cfg(not(unix))]
fn map_zeroed(_len: usize) -> Option<*mut u8> {
    None
}

impl Drop for Bytes {
    fn drop(&mut self) {
        if let Repr::Mapped { ptr, len } = self.0 {
            // SAFETY: `ptr`/`len` are exactly the mapping `map_zeroed`
            // made, and no slice of it outlives `self`.
            #[cfg(unix)]
            unsafe {
                libc::munmap(ptr.cast(), len);
            }
        }
    }
}

impl Deref for Bytes {
    type Target = [u8];
    fn deref(&self) -> &[u8] {
        match &self.0 {
            Repr::Heap(v) => v,
            // SAFETY: the mapping is `len` readable bytes owned by `self`.
            Repr::Mapped { ptr, len } => unsafe { std::slice::from_raw_parts(*ptr, *len) },
        }
    }
}

impl DerefMut for Bytes {
    fn deref_mut(&mut self) -> &mut [u8] {
        match &mut self.0 {
            Repr::Heap(v) => v,
            // SAFETY: as for `deref`, and `&mut self` makes this the only
            // slice of the mapping.
            Repr::Mapped { ptr, len } => unsafe { std::slice::from_raw_parts_mut(*ptr, *len) },
        }
    }
}

impl std::fmt::Debug for Bytes {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Bytes({} bytes)", self.len())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn small_and_large_buffers_read_zero_and_keep_writes() {
        for len in [0, 7, MAP_THRESHOLD, MAP_THRESHOLD * 3 + 5] {
            let mut b = Bytes::zeroed(len).expect("host memory");
            assert_eq!(b.len(), len);
            assert!(b.iter().step_by(4093).all(|&x| x == 0));
            if len > 0 {
                b[len - 1] = 9;
                assert_eq!(b[len - 1], 9);
            }
        }
    }

    #[cfg(all(unix, target_pointer_width = "64"))]
    #[test]
    fn a_huge_untouched_buffer_costs_no_host_memory() {
        // 64 GiB: more than this host's RAM; only the touched pages exist.
        let len = 64usize << 30;
        let mut b = Bytes::zeroed(len).expect("address space");
        b[len / 2] = 1;
        assert_eq!((b[0], b[len / 2], b[len - 1]), (0, 1, 0));
    }
}
