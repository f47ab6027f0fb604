//! The parser never panics, and every error it gives is located inside
//! its input. Arbitrary bytes (lossily decoded as UTF-8, as `rmlir-opt`
//! reads files) go through module parsing; inputs under 256 bytes also
//! through `parse_type_str` and `parse_attr_str`.

use rmlir_ir::parser::{parse_attr_str, parse_module, parse_type_str, ParseOptions};
use rmlir_ir::{Context, Diagnostic};

/// One input.
pub fn run(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    let opts = ParseOptions {
        allow_unregistered: true,
    };
    let mut ctx = Context::new();
    if let Err(diags) = parse_module(&mut ctx, "fuzz.mlir", &text, &opts) {
        assert!(!diags.is_empty(), "Err without a diagnostic");
        for d in &diags {
            located(d, "fuzz.mlir", &text);
        }
    }
    if text.len() < 256 {
        if let Err(d) = parse_type_str(&mut ctx, &text) {
            located(&d, "<string>", &text);
        }
        if let Err(d) = parse_attr_str(&mut ctx, &text) {
            located(&d, "<string>", &text);
        }
    }
}

fn located(d: &Diagnostic, file: &str, text: &str) {
    if let Err(e) = crate::check_located(d, file, text) {
        panic!("unlocated parse error: {e}");
    }
}
