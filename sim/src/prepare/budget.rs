//! The host memory a run may hold for the simulated program
//! (`--max-memory`): one counter that prepare charges constants and
//! globals to and the runtime frames and buffers, so both engines stop
//! at the same op.

/// The host memory a run holds for the simulated program: the registers
/// of its live frames (each frame charged, when pushed, for the largest
/// values its registers can hold, so what a frame's registers hold never
/// grows past the charge) and the heap-backed buffers (buffers below
/// `Bytes::MAP_THRESHOLD`; larger ones are mapped and backed only where
/// touched, and their spaces' capacities bound them). Counted the same
/// whatever executes the program, so every engine stops at the same op.
/// The program's constants and globals' initial values are charged when
/// it is prepared, and held for the whole run.
#[derive(Clone, Debug)]
pub struct HostBudget {
    /// Bytes held now.
    pub used: u64,
    /// The most that may be held.
    pub max: u64,
}

impl Default for HostBudget {
    fn default() -> Self {
        HostBudget {
            used: 0,
            max: u64::MAX,
        }
    }
}

impl HostBudget {
    /// Takes `bytes` more, or says why not (`what` needs them).
    pub fn take(&mut self, bytes: u64, what: &str) -> Result<(), String> {
        match self.used.checked_add(bytes) {
            Some(n) if n <= self.max => {
                self.used = n;
                Ok(())
            }
            _ => Err(self.refusal(bytes, what)),
        }
    }

    /// Gives `bytes` back.
    pub fn give(&mut self, bytes: u64) {
        self.used = self.used.saturating_sub(bytes);
    }

    #[cold]
    fn refusal(&self, bytes: u64, what: &str) -> String {
        format!(
            "{what} needs {bytes} bytes of host memory, but the simulated program already holds \
             {} of the {} bytes --max-memory allows for values and buffers (a larger \
             --max-memory, or 0 for no bound, lets it run if the host has the memory)",
            self.used, self.max
        )
    }
}

/// The host bytes of one register's slot in a frame, charged per register
/// with the values it may hold. The runtime's `Slot` is this size: a
/// compile-time check there keeps the two equal.
pub const SLOT_BYTES: u64 = 48;
