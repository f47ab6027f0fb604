//! Every flag of both tools, every key of `configs/README.md` and every
//! fault kind of the simulator is named by some test:
//! `tools/check_test_coverage.py` lists them (flags from each tool's own
//! `--help`) and fails on any that no test names and that
//! `tools/coverage_allow.txt` does not excuse with a reason. Run here so
//! that CI runs it.

mod common;

use common::{our_bin, repo_root, run, tool};
use std::process::Command;

#[test]
fn every_flag_key_and_fault_is_named_by_a_test() {
    let Some(py) = tool("python3", "every_flag_key_and_fault_is_named_by_a_test") else {
        return;
    };
    let root = repo_root();
    let out = run(
        Command::new(py)
            .arg(root.join("tools/check_test_coverage.py"))
            .arg(&root)
            .arg(our_bin("rmlir-opt"))
            .arg(our_bin("rmlir-sim")),
        None,
    );
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{text}{}",
        String::from_utf8_lossy(&out.stderr)
    );
}
