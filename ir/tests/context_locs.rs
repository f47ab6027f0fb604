//! Location uniquing: `file:line:col` locations go through a sorted side
//! table when they arrive in source order and through the general
//! interner otherwise; either way equal locations must share one id and
//! different ones must not (the property `AttrId` equality rests on).

use rmlir_ir::{AttrData, Context, Location};
use std::collections::HashMap;

fn flc(ctx: &mut Context, file: &str, line: u32, col: u32) -> rmlir_ir::AttrId {
    ctx.loc(Location::FileLineCol {
        file: file.into(),
        line,
        col,
        end: None,
    })
}

/// A small deterministic generator (64-bit LCG), so the order mixes
/// in-order runs, repeats and jumps back.
fn lcg(state: &mut u64) -> u64 {
    *state = state
        .wrapping_mul(6364136223846793005)
        .wrapping_add(1442695040888963407);
    *state >> 33
}

#[test]
fn equal_locations_share_an_id_in_any_order() {
    let mut ctx = Context::new();
    let mut seen: HashMap<(String, u32, u32), rmlir_ir::AttrId> = HashMap::new();
    let mut state = 7u64;
    // Six files: more than the side table tracks, so both paths run.
    let files = ["a.mlir", "b.mlir", "c.mlir", "d.mlir", "e.mlir", "f.mlir"];
    let mut line = 1;
    for step in 0..20_000 {
        let r = lcg(&mut state);
        let file = files[(r % 6) as usize];
        // Mostly forward, sometimes back to an earlier line.
        line = if r.is_multiple_of(7) {
            1 + (r % 50) as u32
        } else {
            line + (r % 3) as u32
        };
        let col = 1 + (r % 5) as u32;
        let id = flc(&mut ctx, file, line, col);
        let key = (file.to_string(), line, col);
        match seen.get(&key) {
            Some(&old) => assert_eq!(old, id, "step {step}: {key:?} got a second id"),
            None => {
                assert!(!seen.values().any(|&v| v == id), "step {step}: id reused");
                seen.insert(key, id);
            }
        }
        match ctx.attr(id) {
            AttrData::Location(Location::FileLineCol {
                file: f,
                line: l,
                col: c,
                ..
            }) => {
                assert_eq!((&**f, *l, *c), (file, line, col));
            }
            other => panic!("not a location: {other:?}"),
        }
    }
}

#[test]
fn ranges_and_other_locations_still_unique() {
    let mut ctx = Context::new();
    let a = flc(&mut ctx, "x.mlir", 3, 4);
    let ranged = ctx.loc(Location::FileLineCol {
        file: "x.mlir".into(),
        line: 3,
        col: 4,
        end: Some((3, 9)),
    });
    assert_ne!(a, ranged);
    let again = ctx.loc(Location::FileLineCol {
        file: "x.mlir".into(),
        line: 3,
        col: 4,
        end: Some((3, 9)),
    });
    assert_eq!(ranged, again);
    assert_eq!(a, flc(&mut ctx, "x.mlir", 3, 4));
}
