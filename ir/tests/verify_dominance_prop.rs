//! Dominance between blocks, checked against a brute-force oracle on
//! random CFGs: block A dominates block B iff B cannot be reached from the
//! entry once A is removed (the definition, Language Reference "Control
//! Flow and SSACFG Regions"). A use in an unreachable block is never
//! reported, as upstream.

mod verify_common;

use proptest::prelude::*;
use verify_common::{check, Builder};

/// Blocks reachable from the entry, skipping `removed`.
fn reachable(succ: &[Vec<usize>], removed: Option<usize>) -> Vec<bool> {
    let mut seen = vec![false; succ.len()];
    if removed == Some(0) {
        return seen;
    }
    let mut stack = vec![0];
    seen[0] = true;
    while let Some(b) = stack.pop() {
        for &s in &succ[b] {
            if !seen[s] && Some(s) != removed {
                seen[s] = true;
                stack.push(s);
            }
        }
    }
    seen
}

/// Whether a value defined in block `def` may be used in block `user`.
fn oracle_ok(succ: &[Vec<usize>], def: usize, user: usize) -> bool {
    if !reachable(succ, None)[user] || def == user {
        return true;
    }
    reachable(succ, None)[def] && !reachable(succ, Some(def))[user]
}

/// Successor lists of `n` blocks; the entry is never a target.
fn cfg() -> impl Strategy<Value = Vec<Vec<usize>>> {
    (2usize..10).prop_flat_map(|n| prop::collection::vec(prop::collection::vec(1..n, 0..3), n))
}

/// Builds the region: `def` holds `%v = "test.def"`, `user` a use of it,
/// every block ends in `"test.br"` to its successors.
fn build(succ: &[Vec<usize>], def: usize, user: usize) -> (Builder, rmlir_ir::OpId, u32) {
    let mut b = Builder::new();
    let (root, top) = b.root();
    let (r, blocks) = b.region(succ.len());
    let (v, _) = b.value(blocks[def], "test.def", &[]);
    let (_, use_line) = b.user(blocks[user], "test.use", &[v]);
    for (i, s) in succ.iter().enumerate() {
        let successors: Vec<_> = s.iter().map(|&j| blocks[j]).collect();
        b.branch(blocks[i], &successors);
    }
    b.holder(Some(top), "test.cfg", vec![r]);
    (b, root, use_line)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(500))]
    #[test]
    fn block_dominance_matches_the_definition(succ in cfg(), d in 0usize..10, u in 0usize..10) {
        let (def, user) = (d % succ.len(), u % succ.len());
        let (b, root, use_line) = build(&succ, def, user);
        let diags = check(&b, root);
        let reported = diags.iter().any(|x| {
            x.message == "operand #0 does not dominate this use"
                && x.pos.as_ref().is_some_and(|p| p.line == use_line)
        });
        prop_assert_eq!(reported, !oracle_ok(&succ, def, user), "{:?}", diags);
        prop_assert_eq!(diags.len(), usize::from(reported), "{:?}", diags);
    }
}
