//! `docs/ops.md` is generated from the op table: this test fails when the
//! checked-in page differs from what the table gives today, and rewrites
//! it when run with `RMLIR_WRITE_DOCS=1`.

use std::path::Path;

#[test]
fn ops_md_matches_the_op_table() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/ops.md");
    let want = rmlir_ir::registry::Registry::global().ops_markdown();
    if std::env::var("RMLIR_WRITE_DOCS").is_ok_and(|v| v == "1") {
        std::fs::write(&path, &want).expect("write docs/ops.md");
        return;
    }
    let have = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        have == want,
        "docs/ops.md is stale: run `RMLIR_WRITE_DOCS=1 cargo test --test dialect_docs`"
    );
}

#[test]
fn ops_md_lists_every_registered_op_once() {
    let text = rmlir_ir::registry::Registry::global().ops_markdown();
    for def in rmlir_ir::registry::Registry::global().defs() {
        let row = format!("| `{}` |", def.name);
        assert_eq!(text.matches(&row).count(), 1, "{}", def.name);
    }
}
