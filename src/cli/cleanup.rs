//! Removing temporary output files when the process is stopped by a
//! signal (SIGINT, SIGTERM, SIGHUP), so that every output is whole or
//! absent even then.
//!
//! Outputs are written to hidden temporaries and renamed into place
//! ([`super::io::AtomicFile`]); dropping one removes its temporary, but a
//! signal ends the process without running destructors. Each temporary
//! is therefore also registered here, in a fixed table of C strings that
//! a signal handler may read: the handler unlinks them (`unlink` is
//! async-signal-safe), restores the default action and re-raises the
//! signal, so the exit status still says which signal stopped the tool.

use std::ffi::{c_char, CString};
use std::path::Path;
use std::ptr::null_mut;
use std::sync::atomic::{AtomicPtr, Ordering};
use std::sync::Once;

/// Temporaries that can be live at once (a run writes a handful).
const SLOTS: usize = 64;

static PATHS: [AtomicPtr<c_char>; SLOTS] = [const { AtomicPtr::new(null_mut()) }; SLOTS];
static INSTALL: Once = Once::new();

/// Registers `path` for removal on a signal; returns its slot, or `None`
/// when the table is full (the file is then only removed by `Drop`).
pub fn register(path: &Path) -> Option<usize> {
    INSTALL.call_once(install);
    use std::os::unix::ffi::OsStrExt;
    let c = CString::new(path.as_os_str().as_bytes()).ok()?;
    // Leaked on purpose: a handler running on another thread may still
    // hold the pointer after the slot is cleared, so it is never freed.
    let ptr = c.into_raw();
    PATHS.iter().position(|p| {
        p.compare_exchange(null_mut(), ptr, Ordering::SeqCst, Ordering::SeqCst)
            .is_ok()
    })
}

/// Forgets a slot (the file was renamed into place or removed).
pub fn unregister(slot: usize) {
    PATHS[slot].store(null_mut(), Ordering::SeqCst);
}

fn install() {
    for sig in [libc::SIGINT, libc::SIGTERM, libc::SIGHUP] {
        // SAFETY: `on_signal` only calls async-signal-safe functions
        // (`unlink`, `signal`, `raise`) and reads atomics.
        unsafe {
            libc::signal(sig, on_signal as *const () as libc::sighandler_t);
        }
    }
}

extern "C" fn on_signal(sig: libc::c_int) {
    for p in &PATHS {
        let ptr = p.swap(null_mut(), Ordering::SeqCst);
        if !ptr.is_null() {
            // SAFETY: every non-null slot holds a leaked, NUL-terminated
            // `CString` that is never freed.
            unsafe {
                libc::unlink(ptr);
            }
        }
    }
    // SAFETY: restoring the default action and re-raising ends the process
    // as the signal would have.
    unsafe {
        libc::signal(sig, libc::SIG_DFL);
        libc::raise(sig);
    }
}
