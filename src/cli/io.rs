//! Input, output and diagnostic rendering for the command-line tools.
//!
//! Output is written atomically: to a temporary file in the destination's
//! folder, then renamed over it, so a failed or interrupted run never
//! leaves a partial output file behind.

use rmlir_ir::{Diagnostic, SourceMap};
use std::io::{Read, Write};
use std::path::Path;

/// A source text and the name diagnostics use for it.
#[derive(Clone, Debug)]
pub struct Input {
    /// The file name as given, or `<stdin>` for `-`.
    pub name: String,
    /// The whole text.
    pub text: String,
}

/// Reads `path`, or standard input for `-`.
pub fn read_input(path: &str) -> Result<Input, String> {
    if path == "-" {
        let mut bytes = Vec::new();
        std::io::stdin()
            .read_to_end(&mut bytes)
            .map_err(|e| format!("could not read standard input: {e}"))?;
        let name = "<stdin>";
        return Ok(Input {
            name: name.into(),
            text: decode(name, bytes)?,
        });
    }
    let bytes =
        std::fs::read(path).map_err(|e| format!("could not open input file {path}: {e}"))?;
    Ok(Input {
        name: path.to_string(),
        text: decode(path, bytes)?,
    })
}

/// The text of `bytes`, or, at the first byte that is not UTF-8, an error
/// rendered as every other diagnostic is: `name:line:col` (the column in
/// bytes, as upstream counts), the line (its bad bytes shown as U+FFFD)
/// and a caret.
fn decode(name: &str, bytes: Vec<u8>) -> Result<String, String> {
    String::from_utf8(bytes).map_err(|e| {
        let bytes = e.as_bytes();
        let at = e.utf8_error().valid_up_to();
        let (before, after) = bytes.split_at(at);
        let start = before
            .iter()
            .rposition(|&b| b == b'\n')
            .map_or(0, |i| i + 1);
        let end = after
            .iter()
            .position(|&b| b == b'\n')
            .map_or(bytes.len(), |i| at + i);
        let line = 1 + before.iter().filter(|&&b| b == b'\n').count();
        // Valid up to `at`, so the prefix is text and its width in chars.
        let pad = String::from_utf8_lossy(&bytes[start..at]).chars().count();
        format!(
            "{name}:{line}:{}: error: input is not valid UTF-8 (byte 0x{:02X})\n{}\n{}^\n",
            at - start + 1,
            after[0],
            String::from_utf8_lossy(&bytes[start..end]),
            " ".repeat(pad)
        )
    })
}

/// Renders every diagnostic (header, source line, caret, notes) in order.
pub fn render_all(sources: &SourceMap, diags: &[Diagnostic]) -> String {
    diags.iter().map(|d| sources.render(d)).collect()
}

/// Writes `text` to `path` (stdout for `None` or `-`), atomically for files.
pub fn write_output(path: Option<&str>, text: &str) -> Result<(), String> {
    match path {
        None | Some("-") => print_stdout(text),
        Some(p) => write_atomically(Path::new(p), text.as_bytes())
            .map_err(|e| format!("could not write output file {p}: {e}")),
    }
}

/// Set once standard output turned out to be a closed pipe.
static STDOUT_CLOSED: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// Writes `text` to standard output. A reader that went away (`| head`)
/// is not an error: like other command-line tools, the tool then stops
/// writing to standard output and finishes its other work quietly. Any
/// other failure (`> /dev/full`) is an error.
pub fn print_stdout(text: &str) -> Result<(), String> {
    use std::sync::atomic::Ordering;
    if STDOUT_CLOSED.load(Ordering::Relaxed) {
        return Ok(());
    }
    let mut out = std::io::stdout().lock();
    match out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => {
            STDOUT_CLOSED.store(true, Ordering::Relaxed);
            Ok(())
        }
        r => r.map_err(|e| format!("could not write to standard output: {e}")),
    }
}

/// Reports a failure of `tool` on standard error. A rendered diagnostic
/// (`file:line:col: error: ...`, source line, caret) names itself an
/// error and is written as it is; a bare message (a flag, a file, the
/// cycle budget) gets the tool's prefix, so every failure reads the same
/// way whichever tool and whichever stage found it. One newline ends it.
pub fn print_error(tool: &str, msg: &str) {
    if !msg.contains("error: ") {
        print_stderr(&format!("{tool}: error: "));
    }
    print_stderr(msg);
    if !msg.ends_with('\n') {
        print_stderr("\n");
    }
}

/// Writes `text` to standard error, ignoring failures: there is nowhere
/// left to report them, and a closed stderr must not turn into a panic.
pub fn print_stderr(text: &str) {
    let mut err = std::io::stderr().lock();
    let _ = err.write_all(text.as_bytes()).and_then(|()| err.flush());
}

/// Writes to `.NAME.tmp.PID` beside `path`, then renames it to `path`, so
/// a failed run never leaves a half-written file. A symlink is followed
/// and a path that is not a regular file (`/dev/null`, a pipe) is written
/// in place, as [`AtomicFile`] describes.
pub fn write_atomically(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let mut f = AtomicFile::create(path)?;
    f.write_all(bytes)?;
    f.commit()
}

/// The file a symlink finally points to (the path itself otherwise), so
/// both tools write through a link and keep it, as most tools do. A
/// dangling link names the file to create. `None` for a link through
/// `/proc` (`/dev/stdout` is `/proc/self/fd/1`): its target names an open
/// file of this process, which must be written in place, as a rename
/// would leave the descriptor on the old file.
fn resolve_links(path: &Path) -> std::io::Result<Option<std::path::PathBuf>> {
    let mut p = path.to_path_buf();
    for _ in 0..40 {
        match std::fs::symlink_metadata(&p) {
            Ok(m) if m.file_type().is_symlink() => {
                if p.starts_with("/proc") {
                    return Ok(None);
                }
                let to = std::fs::read_link(&p)?;
                p = match p.parent() {
                    Some(dir) if to.is_relative() => dir.join(to),
                    _ => to,
                };
            }
            _ => return Ok(Some(p)),
        }
    }
    Err(std::io::Error::other("too many levels of symbolic links"))
}

/// A file that appears at its path only once complete, for every output
/// of the tools: the text goes to `.NAME.tmp.PID[.N]` beside the path,
/// [`AtomicFile::commit`] renames it over the path, and dropping it
/// uncommitted (an error, a fault in the simulated program) removes it, as
/// does SIGINT, SIGTERM or SIGHUP ([`super::cleanup`]). A symlink is
/// followed: the file it points to is replaced and the link kept. A path
/// that exists and is not a regular file (`/dev/null`, a pipe) is written
/// in place, since renaming over it would replace the device itself, and
/// so is one through `/proc` (`/dev/stdout`, `/dev/fd/3`), an open file
/// of this process.
#[derive(Debug)]
pub struct AtomicFile {
    file: std::fs::File,
    /// The temporary file and the final path; `None` when written in place.
    rename: Option<(std::path::PathBuf, std::path::PathBuf)>,
    /// The temporary's slot in the signal cleanup table.
    slot: Option<usize>,
    /// Bytes written so far, and the most that may be ([`AtomicFile::limit`]).
    written: u64,
    limit: u64,
}

impl AtomicFile {
    /// Opens the temporary file for `path` (or a device in place).
    pub fn create(path: &Path) -> std::io::Result<AtomicFile> {
        let resolved = resolve_links(path)?;
        let in_place = match &resolved {
            None => true,
            Some(p) => std::fs::metadata(p).is_ok_and(|m| !m.is_file()),
        };
        // A regular file behind `/proc` (`> out.txt` behind `/dev/stdout`)
        // takes the text after what the process already wrote there.
        let append = resolved.is_none() && std::fs::metadata(path).is_ok_and(|m| m.is_file());
        let path = resolved.unwrap_or_else(|| path.to_path_buf());
        if in_place {
            let file = std::fs::OpenOptions::new()
                .write(true)
                .append(append)
                .open(&path)?;
            return Ok(AtomicFile {
                file,
                rename: None,
                slot: None,
                written: 0,
                limit: u64::MAX,
            });
        }
        let tmp = temp_path(&path);
        let slot = super::cleanup::register(&tmp);
        let file = match std::fs::File::create(&tmp) {
            Ok(f) => f,
            Err(e) => {
                if let Some(slot) = slot {
                    super::cleanup::unregister(slot);
                }
                return Err(e);
            }
        };
        Ok(AtomicFile {
            file,
            rename: Some((tmp, path)),
            slot,
            written: 0,
            limit: u64::MAX,
        })
    }

    /// Caps the file at `bytes`: a write past it fails (and the file is
    /// then never committed), so a runaway trace cannot fill the disk.
    pub fn limit(mut self, bytes: u64) -> AtomicFile {
        self.limit = bytes;
        self
    }

    /// Fails when `n` more bytes would pass the cap.
    fn account(&mut self, n: usize) -> std::io::Result<()> {
        let after = self.written.saturating_add(n as u64);
        if after > self.limit {
            let msg = format!(
                "the file would grow past {} bytes (raise --max-trace-size)",
                self.limit
            );
            return Err(std::io::Error::other(msg));
        }
        self.written = after;
        Ok(())
    }

    /// Renames the text into place. It is not synced to the disk first:
    /// the rename already keeps other programs from ever seeing a partial
    /// file, and waiting for the disk (seconds for a multi-GB trace) would
    /// only protect outputs that a rerun regenerates against a crash of
    /// the machine itself.
    pub fn commit(mut self) -> std::io::Result<()> {
        self.file.flush()?;
        let Some((tmp, path)) = self.rename.take() else {
            return Ok(());
        };
        let result = std::fs::rename(&tmp, &path);
        if result.is_err() {
            let _ = std::fs::remove_file(&tmp);
        }
        if let Some(slot) = self.slot.take() {
            super::cleanup::unregister(slot);
        }
        result
    }
}

impl Write for AtomicFile {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.account(buf.len())?;
        self.file.write_all(buf).map(|()| buf.len())
    }
    fn write_all(&mut self, buf: &[u8]) -> std::io::Result<()> {
        self.account(buf.len())?;
        self.file.write_all(buf)
    }
    fn flush(&mut self) -> std::io::Result<()> {
        self.file.flush()
    }
}

impl Drop for AtomicFile {
    fn drop(&mut self) {
        if let Some((tmp, _)) = self.rename.take() {
            let _ = std::fs::remove_file(tmp);
        }
        if let Some(slot) = self.slot.take() {
            super::cleanup::unregister(slot);
        }
    }
}

/// `.NAME.tmp.PID` beside `path`, with `.N` added from the second file of
/// the process on (two outputs of one run may share a name).
fn temp_path(path: &Path) -> std::path::PathBuf {
    static COUNT: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => std::path::PathBuf::from("."),
    };
    let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("out");
    let n = COUNT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let pid = std::process::id();
    match n {
        0 => dir.join(format!(".{name}.tmp.{pid}")),
        n => dir.join(format!(".{name}.tmp.{pid}.{n}")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::os::unix::fs::FileTypeExt;

    #[test]
    fn atomic_write_replaces_the_file_and_leaves_no_temporary() {
        let dir = std::env::temp_dir().join(format!("rmlir-io-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let out = dir.join("o.mlir");
        std::fs::write(&out, "old").unwrap();
        write_output(out.to_str(), "new\n").unwrap();
        assert_eq!(std::fs::read_to_string(&out).unwrap(), "new\n");
        let left: Vec<_> = std::fs::read_dir(&dir).unwrap().collect();
        assert_eq!(left.len(), 1, "only the output file remains");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn writing_through_a_symlink_keeps_the_link() {
        let dir = std::env::temp_dir().join(format!("rmlir-io-link-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let real = dir.join("real.mlir");
        let link = dir.join("link.mlir");
        std::fs::write(&real, "old").unwrap();
        std::os::unix::fs::symlink(&real, &link).unwrap();
        write_output(link.to_str(), "new\n").unwrap();
        assert!(std::fs::symlink_metadata(&link)
            .unwrap()
            .file_type()
            .is_symlink());
        assert_eq!(std::fs::read_to_string(&real).unwrap(), "new\n");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn atomic_file_appears_only_on_commit() {
        let dir = std::env::temp_dir().join(format!("rmlir-io-af-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let out = dir.join("t.vcd");
        std::fs::write(&out, "old").unwrap();
        let mut f = AtomicFile::create(&out).unwrap();
        f.write_all(b"partial").unwrap();
        drop(f);
        assert_eq!(
            std::fs::read_to_string(&out).unwrap(),
            "old",
            "dropped: untouched"
        );
        let mut f = AtomicFile::create(&out).unwrap();
        let mut g = AtomicFile::create(&out).unwrap();
        f.write_all(b"new").unwrap();
        g.write_all(b"other").unwrap();
        assert_eq!(
            std::fs::read_dir(&dir).unwrap().count(),
            3,
            "two temporaries"
        );
        drop(g);
        f.commit().unwrap();
        assert_eq!(std::fs::read_to_string(&out).unwrap(), "new");
        let left: Vec<_> = std::fs::read_dir(&dir).unwrap().collect();
        assert_eq!(left.len(), 1, "only the output file remains");
        let mut null = AtomicFile::create(Path::new("/dev/null")).unwrap();
        null.write_all(b"x").unwrap();
        null.commit().unwrap();
        assert!(std::fs::metadata("/dev/null")
            .unwrap()
            .file_type()
            .is_char_device());
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_regular_file_behind_proc_is_appended_to_in_place() {
        use std::os::fd::AsRawFd;
        let dir = std::env::temp_dir().join(format!("rmlir-io-proc-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let out = dir.join("held.txt");
        let mut held = std::fs::File::create(&out).unwrap();
        held.write_all(b"first\n").unwrap();
        let link = format!("/proc/self/fd/{}", held.as_raw_fd());
        write_output(Some(&link), "second\n").unwrap();
        // One file, both texts in order: nothing renamed over the held file.
        assert_eq!(std::fs::read_to_string(&out).unwrap(), "first\nsecond\n");
        assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 1);
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn invalid_utf8_is_located_with_its_line_and_a_caret() {
        let e = decode(
            "k.mlir",
            b"func.func @main() {\n  %c = 1 \xff\xfe x\n}\n".to_vec(),
        )
        .unwrap_err();
        assert_eq!(
            e,
            "k.mlir:2:10: error: input is not valid UTF-8 (byte 0xFF)\n  %c = 1 \u{fffd}\u{fffd} x\n         ^\n"
        );
        let e = decode("<stdin>", b"\xc3".to_vec()).unwrap_err();
        assert_eq!(
            e,
            "<stdin>:1:1: error: input is not valid UTF-8 (byte 0xC3)\n\u{fffd}\n^\n"
        );
    }

    #[test]
    fn missing_input_is_an_error_not_a_panic() {
        let e = read_input("/nonexistent/dir/x.mlir").unwrap_err();
        assert!(
            e.starts_with("could not open input file /nonexistent/dir/x.mlir"),
            "{e}"
        );
    }
}
