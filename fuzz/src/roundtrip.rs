//! Round trip is law (STYLE.md practice 5). Whatever the parser accepts is
//! verified (which must not panic); whatever also verifies is printed in
//! custom and generic form, with and without debug info, and each printed
//! text must parse again and print identically.

use rmlir_ir::parser::{parse_module, ParseOptions};
use rmlir_ir::printer::{print_op, PrintOptions};
use rmlir_ir::verify::{verify, VerifyOptions};
use rmlir_ir::Context;

const PARSE: ParseOptions = ParseOptions {
    allow_unregistered: true,
};

/// One input.
pub fn run(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let mut ctx = Context::new();
    let Ok(m) = parse_module(&mut ctx, "fuzz.mlir", text, &PARSE) else {
        return;
    };
    let vopts = VerifyOptions {
        allow_unregistered: true,
    };
    if !verify(&ctx, m, &vopts).is_empty() {
        return;
    }
    for generic in [false, true] {
        for debug_info in [false, true] {
            let opts = PrintOptions {
                generic,
                debug_info,
            };
            check_stable(&print_op(&ctx, m, &opts), &opts);
        }
    }
}

/// `printed` must parse again and print as itself.
fn check_stable(printed: &str, opts: &PrintOptions) {
    let mut ctx = Context::new();
    let m = match parse_module(&mut ctx, "printed.mlir", printed, &PARSE) {
        Ok(m) => m,
        Err(d) => panic!("printed text does not parse: {d:?}\n{printed}"),
    };
    let again = print_op(&ctx, m, opts);
    assert_eq!(printed, again, "print(parse(print(x))) != print(x)");
}
