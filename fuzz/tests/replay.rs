//! Every fuzz target body, replayed on the stable toolchain: its seeds
//! (the repository's own inputs and `fuzz/seeds/<target>/`), then
//! deterministic mutations of each seed (bytes flipped, cut, doubled), so
//! a target that no longer builds, or that a seed already crashes, fails
//! CI long before the next fuzzing campaign. The only failure is a panic.

use std::path::{Path, PathBuf};

fn repo(rel: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..").join(rel)
}

/// The files in `dir` whose name ends in `ext` (any file when `ext` is
/// empty); a missing or empty folder fails.
fn files(dir: &str, ext: &str) -> Vec<Vec<u8>> {
    let path = repo(dir);
    let mut names: Vec<PathBuf> = std::fs::read_dir(&path)
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
        .map(|e| e.expect("readable entry").path())
        .filter(|p| p.is_file() && p.to_string_lossy().ends_with(ext))
        .collect();
    names.sort();
    assert!(!names.is_empty(), "{} holds no {ext} file", path.display());
    names
        .iter()
        .map(|p| std::fs::read(p).expect("readable"))
        .collect()
}

/// A tiny deterministic generator (xorshift), so every run tries the same
/// mutations.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

/// `n` mutations of `seed`.
fn mutations(seed: &[u8], n: usize, rng: &mut Rng) -> Vec<Vec<u8>> {
    (0..n)
        .map(|_| {
            let mut m = seed.to_vec();
            for _ in 0..=rng.below(4) {
                let at = rng.below(m.len());
                match rng.below(4) {
                    0 if !m.is_empty() => m[at] = rng.next() as u8,
                    1 => m.truncate(at),
                    2 if !m.is_empty() => {
                        let end = (at + rng.below(16)).min(m.len());
                        let piece = m[at..end].to_vec();
                        m.splice(at..at, piece);
                    }
                    _ => m.insert(at.min(m.len()), rng.next() as u8),
                }
            }
            m
        })
        .collect()
}

/// Runs `body` on every seed and `n` mutations of each; returns the count.
fn replay(seeds: &[Vec<u8>], n: usize, body: fn(&[u8])) -> usize {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let mut count = 0;
    for s in seeds {
        body(s);
        for m in mutations(s, n, &mut rng) {
            body(&m);
            count += 1;
        }
        count += 1;
    }
    count
}

fn mlir_seeds() -> Vec<Vec<u8>> {
    let mut v = files("tests/corpus", ".mlir");
    v.extend(files("tests/kernels", ".mlir"));
    v.extend(files("ir/tests/fuzz_regressions", ".mlir"));
    v
}

#[test]
fn parse_replays() {
    assert!(replay(&mlir_seeds(), 20, rmlir_fuzz::parse::run) > 1000);
}

#[test]
fn parse_print_roundtrip_replays() {
    assert!(replay(&mlir_seeds(), 10, rmlir_fuzz::roundtrip::run) > 500);
}

#[test]
fn target_toml_replays() {
    let mut seeds = files("fuzz/seeds/target_toml", "");
    seeds.extend(files("configs", ".toml"));
    seeds.extend(files("targets/tests/bad", ".toml"));
    assert!(replay(&seeds, 20, rmlir_fuzz::target_toml::run) > 500);
}

#[test]
fn npy_replays() {
    // NumPy's files and the crashes found by fuzzing (`crash_*`).
    let seeds = files("fuzz/seeds/npy", "");
    assert!(replay(&seeds, 200, rmlir_fuzz::npy::run) > 1000);
}

#[test]
fn npy_seeds_written_by_numpy_read() {
    // The seeds come from NumPy itself. Big-endian and Fortran-order
    // arrays are documented as unsupported and must be refused; every
    // other one must read, with as many bytes as its shape says.
    let dir = repo("fuzz/seeds/npy");
    let mut n = 0;
    for e in std::fs::read_dir(&dir).expect("fuzz/seeds/npy") {
        let path = e.expect("entry").path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        if !name.ends_with(".npy") {
            continue;
        }
        let got = rmlir_sim::npy::read(&std::fs::read(&path).unwrap());
        if name.contains("big_endian") || name.contains("fortran") {
            assert!(got.is_err(), "{name} must be refused");
        } else {
            let a = got.unwrap_or_else(|e| panic!("{name}: {e}"));
            let elems: u64 = a.shape.iter().product();
            assert_eq!(
                elems * a.dtype.itemsize() as u64,
                a.data.len() as u64,
                "{name}"
            );
        }
        n += 1;
    }
    assert!(n >= 8, "only {n} NumPy seeds");
}

#[test]
fn sim_kernel_replays() {
    let mut seeds = files("fuzz/seeds/sim_kernel", "");
    let mut rng = Rng(7);
    seeds.extend((0..20).map(|_| (0..rng.below(128)).map(|_| rng.next() as u8).collect()));
    assert!(replay(&seeds, 10, rmlir_fuzz::sim_kernel::run) > 200);
}

#[test]
fn generated_kernels_print_what_they_compute() {
    // Hand-checked: %v0 = 1; the pair (6, 3) is a loop over 0..3 adding
    // %v0 to an accumulator that starts at %v0: 1 + 3 * 1 = 4, printed last.
    let text = rmlir_fuzz::sim_kernel::kernel(&[6, 3]);
    let (out, _) = rmlir_fuzz::sim_kernel::simulate_text(&text).expect("runs");
    assert_eq!(out, "4\n", "{text}");
    // (0, 0) defines %v1 = 0 * 1001 = 0; (1, 8) is binary op 8 % 14 = 8
    // (divsi) of %v(8 % 2) = %v0 by %v((8 / 16 + 1) % 2) = %v1: 1 / 0.
    let text = rmlir_fuzz::sim_kernel::kernel(&[0, 0, 1, 8]);
    let err = rmlir_fuzz::sim_kernel::simulate_text(&text).expect_err("division by zero");
    assert!(err.contains("division by zero"), "{err}\n{text}");
}
