//! The target loader never panics on a TOML file and `--set` overrides.
//!
//! The input is the TOML text, then a NUL byte, then one `--set` override
//! per line (`key=value`), as `rmlir-sim --set` passes them. Both parts
//! are decoded lossily as UTF-8.

use rmlir_targets::Target;

/// One input.
pub fn run(data: &[u8]) {
    let (toml, sets) = match data.iter().position(|&b| b == 0) {
        Some(i) => (&data[..i], &data[i + 1..]),
        None => (data, &[][..]),
    };
    let text = String::from_utf8_lossy(toml);
    let sets = String::from_utf8_lossy(sets);
    let sets: Vec<&str> = sets.lines().collect();
    let Ok(t) = Target::from_str("fuzz.toml", &text) else {
        return;
    };
    let _ = t.with_overrides(&sets);
    // The built-in target with the same overrides, the usual `--set` use.
    let _ = Target::builtin_default().with_overrides(&sets);
}
