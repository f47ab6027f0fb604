//! Fuzz target: the parser never panics (STYLE.md practice 5). Arbitrary
//! bytes (lossily decoded as UTF-8, as `rmlir-opt` reads files) go through
//! module, type and attribute parsing; every outcome must be `Ok` or a
//! located `Diagnostic`. See docs/fuzzing.md for how to run it.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rmlir_ir::parser::{parse_attr_str, parse_module, parse_type_str, ParseOptions};
use rmlir_ir::Context;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let opts = ParseOptions {
        allow_unregistered: true,
    };
    let mut ctx = Context::new();
    let _ = parse_module(&mut ctx, "fuzz.mlir", &text, &opts);
    // Short inputs are also tried as a lone type and attribute, the
    // entry points `parse_type_str`/`parse_attr_str` give to tools.
    if text.len() < 256 {
        let _ = parse_type_str(&mut ctx, &text);
        let _ = parse_attr_str(&mut ctx, &text);
    }
});
