//! The module imports of every crate have no circle beyond the known ones
//! of `tools/import_cycles_allow.txt` (which can only shrink), and the IR
//! core never reaches the dialects: `tools/check_import_cycles.py` builds
//! each crate's module graph from its `crate::`/`super::` paths. Run here
//! so that CI runs it.

mod common;

use common::{repo_root, tool};
use std::path::Path;
use std::process::{Command, Output};

fn check(py: &Path, args: &[&str]) -> Output {
    let root = repo_root();
    Command::new(py)
        .arg(root.join("tools/check_import_cycles.py"))
        .args(args)
        .current_dir(&root)
        .output()
        .expect("run tools/check_import_cycles.py")
}

#[test]
fn no_module_circle_beyond_the_known_ones() {
    let Some(py) = tool("python3", "no_module_circle_beyond_the_known_ones") else {
        return;
    };
    let out = check(&py, &["--allow", "tools/import_cycles_allow.txt"]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "new import circle:\n{text}");
    // The registry is a value the dialects build: no circle holds both a
    // dialect and a module of the IR core.
    for line in text.lines().filter(|l| l.contains("circle: ")) {
        let mods = line.split_once("circle: ").map_or("", |(_, m)| m);
        let dialect = mods
            .split(", ")
            .filter(|m| m.starts_with("dialects"))
            .count();
        assert!(
            dialect == 0 || dialect == mods.split(", ").count(),
            "the IR core and the dialects import each other: {line}"
        );
    }
}

#[test]
fn the_checker_sees_a_circle_through_super_and_a_reexport() {
    let Some(py) = tool(
        "python3",
        "the_checker_sees_a_circle_through_super_and_a_reexport",
    ) else {
        return;
    };
    let dir = std::env::temp_dir().join(format!("rmlir-cycles-{}", std::process::id()));
    let src = dir.join("src");
    std::fs::create_dir_all(src.join("b")).unwrap();
    // a -> b::c (through b's re-export) -> a: a circle; `d` only
    // re-exports, so it is in none.
    std::fs::write(src.join("lib.rs"), "mod a;\nmod b;\nmod d;\n").unwrap();
    std::fs::write(src.join("a.rs"), "use crate::b::C;\npub struct A;\n").unwrap();
    std::fs::write(src.join("b/mod.rs"), "mod c;\npub use c::C;\n").unwrap();
    std::fs::write(src.join("b/c.rs"), "pub struct C(crate::a::A);\n").unwrap();
    std::fs::write(src.join("d.rs"), "pub use crate::a::A;\n").unwrap();
    let out = check(&py, &[dir.to_str().unwrap()]);
    let text = String::from_utf8_lossy(&out.stdout);
    std::fs::remove_dir_all(&dir).ok();
    assert!(!out.status.success(), "{text}");
    assert!(text.contains("circle: a, b::c\n"), "{text}");
    assert!(text.contains("1 circle(s)"), "{text}");
}
