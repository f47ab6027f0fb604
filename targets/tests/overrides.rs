//! `--set KEY=VALUE` overrides: applied in order, validated like the file,
//! and reported against the argument (issue #3, "Behaviour").

use rmlir_targets::{OpClass, Target};

fn apply(sets: &[&str]) -> Result<Target, String> {
    Target::builtin_default()
        .with_overrides(sets)
        .map_err(|e| e.to_string())
}

#[test]
fn overrides_change_values() {
    let t = apply(&[
        "dma.main.engines=8",
        "memory.vmem.capacity=\"32 MiB\"",
        "compute.vector.ops.float_add={ latency = 7, ii = 2 }",
        "ops.\"tpu.vaddf32\".latency=5",
    ])
    .unwrap();
    assert_eq!(t.dma_groups()[0].engines, 8);
    assert_eq!(t.space(t.space_by_name("vmem").unwrap()).capacity, 32 << 20);
    let v = t.compute().vector.as_ref().unwrap();
    let c = v.costs.at(OpClass::FloatAdd, 32);
    assert_eq!((c.latency, c.ii), (7, 2));
    assert_eq!(t.target_op("tpu.vaddf32").unwrap().cost.latency, 5);
    // Untouched values and ids survive the round trip through the document.
    assert_eq!(t.space_by_name("hbm"), Some(t.default_space()));
    assert_eq!(t.dma_groups()[0].name, "main");
}

#[test]
fn unquoted_strings_and_later_overrides_win() {
    let t = apply(&["memory.vmem.capacity=1 MiB", "memory.vmem.capacity=2 MiB"]).unwrap();
    assert_eq!(t.space(t.space_by_name("vmem").unwrap()).capacity, 2 << 20);
}

#[test]
fn a_new_clock_reconverts_bandwidths() {
    let t = apply(&["target.clock=1.5 GHz"]).unwrap();
    // 900 GB/s at 1.5 GHz = 600 bytes per cycle.
    let hbm = t.space(t.space_by_name("hbm").unwrap());
    assert_eq!(hbm.read_bandwidth, 600.0);
}

#[test]
fn overrides_may_set_keys_the_file_omits() {
    let t = apply(&["memory.smem.banks=4", "compute.scalar.ops.call=9"]).unwrap();
    assert_eq!(t.space(t.space_by_name("smem").unwrap()).banks, 4);
    assert_eq!(t.compute().scalar.at(OpClass::Call, 64).latency, 9);
}

fn bad(arg: &str) -> String {
    apply(&["dma.main.engines=2", arg]).unwrap_err()
}

#[test]
fn bad_overrides_name_the_argument() {
    let cases = [
        (
            "dma.main.engins=4",
            "--set dma.main.engins=4: error: unknown key `engins` (did you mean `engines`?); \
             expected one of `engines`, `queues`, `bandwidth`, `setup_latency`, \
             `descriptor_overhead`, `burst_overhead`, `max_burst`, `max_outstanding`, \
             `connects`, `select`, `energy_per_byte`",
        ),
        (
            "memory.vmem.capacity=32 XB",
            "--set memory.vmem.capacity=32 XB: error: unknown size unit `XB` in `32 XB`; \
             expected one of B, KB, kB, MB, GB, TB, KiB, MiB, GiB, TiB",
        ),
        (
            "memory.vmem.capacity=99999999999999999999999",
            "--set memory.vmem.capacity=99999999999999999999999: error: size \
             `99999999999999999999999` is too large: at most 2^64 - 1 base units",
        ),
        (
            "memory.vmem.capacity=\"32\"",
            "--set memory.vmem.capacity=\"32\": error: `32` has no size unit; \
             expected one of B, KB, kB, MB, GB, TB, KiB, MiB, GiB, TiB",
        ),
        (
            "memory.vmem.read_bandwidth=-1",
            "--set memory.vmem.read_bandwidth=-1: error: bandwidth must be positive, got -1",
        ),
        (
            "dma.main.connects=[\"hbm -> nowhere\"]",
            "--set dma.main.connects=[\"hbm -> nowhere\"]: error: DMA endpoint `nowhere` is \
             not a memory space; the spaces are `hbm`, `vmem`, `smem`, `sem`",
        ),
        (
            "target.default_space=vmme",
            "--set target.default_space=vmme: error: default space `vmme` is not a memory \
             space (did you mean `vmem`?); the spaces are `hbm`, `vmem`, `smem`, `sem`",
        ),
        (
            "dma.engines=0",
            "--set dma.engines=0: error: expected a positive integer, got 0",
        ),
        (
            "nokey",
            "--set nokey: error: expected KEY=VALUE, as in `dma.main.engines=4`",
        ),
        ("=4", "--set =4: error: the key before `=` is empty"),
        (
            "target.name.x=1",
            "--set target.name.x=1: error: `target.name` is a string, not a table",
        ),
    ];
    for (arg, want) in cases {
        assert_eq!(bad(arg), want, "for {arg}");
    }
}

#[test]
fn a_key_directly_under_dma_sets_every_group() {
    // The issue's own example: tpu.toml has two groups, `main` (4 engines)
    // and `scalar` (1 engine); `dma.engines=4` sets both.
    let t = Target::builtin_default()
        .with_overrides(&["dma.engines=6"])
        .unwrap();
    assert!(t.dma_groups().len() >= 2);
    assert!(t.dma_groups().iter().all(|g| g.engines == 6));
}

#[test]
fn a_failed_override_leaves_the_target_untouched() {
    let t = Target::builtin_default();
    assert!(t.with_overrides(&["dma.main.engines=0"]).is_err());
    assert_eq!(t.dma_groups()[0].engines, 4);
}
