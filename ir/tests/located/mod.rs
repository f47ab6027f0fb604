//! The promise of a located diagnostic, checked: an error from parsing an
//! input names that input's file, and a line and column that exist in it.
//!
//! Shared by the no-panic proptests (`ir/tests/parser_fuzz.rs`) and the
//! `cargo fuzz` targets (`fuzz/`), which include this file by path. Only
//! `std` and `rmlir_ir`.
#![allow(dead_code)]

use rmlir_ir::{Diagnostic, SourcePos};

/// Checks that `d` has a position in `file` inside `text` (1-based line,
/// 1-based byte column, at most one past the line's last byte, which is
/// where an unexpected end of line or of file is reported), and that each
/// note with a position is inside `text` too.
pub fn check_located(d: &Diagnostic, file: &str, text: &str) -> Result<(), String> {
    let Some(pos) = &d.pos else {
        return Err(format!("error without a location: {:?}", d.message));
    };
    check_pos(pos, file, text).map_err(|e| format!("{e}: {:?}", d.message))?;
    for n in &d.notes {
        if let Some(p) = &n.pos {
            check_pos(p, file, text).map_err(|e| format!("note {e}: {:?}", n.message))?;
        }
    }
    Ok(())
}

fn check_pos(pos: &SourcePos, file: &str, text: &str) -> Result<(), String> {
    if pos.file != file {
        return Err(format!("names file {:?}, not {file:?}", pos.file));
    }
    let lines: Vec<&str> = text.split('\n').collect();
    let line = usize::try_from(pos.line).unwrap_or(usize::MAX);
    let Some(body) = line.checked_sub(1).and_then(|i| lines.get(i)) else {
        return Err(format!("line {} outside 1..={}", pos.line, lines.len()));
    };
    let col = usize::try_from(pos.col).unwrap_or(usize::MAX);
    if col == 0 || col > body.len() + 1 {
        return Err(format!(
            "{}:{}: column outside 1..={}",
            pos.line,
            pos.col,
            body.len() + 1
        ));
    }
    Ok(())
}
