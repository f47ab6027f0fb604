//! Upstream parity for the IR core (issue #2, proof 2): over the corpus in
//! `tests/corpus/`, upstream `mlir-opt` is the oracle.
//!
//! For every file `f`:
//! 1. `rmlir-opt f | mlir-opt` succeeds (what we print is valid MLIR);
//! 2. `mlir-opt --mlir-print-op-generic f | rmlir-opt --mlir-print-op-generic`
//!    succeeds (we read what upstream prints);
//! 3. that output equals `rmlir-opt --mlir-print-op-generic f` up to SSA
//!    value and block names (we understood it the same way upstream did).
//!
//! [`corpus_generic_forms_are_upstreams`] widens this to every positive
//! file under `tests/` and `examples/` that `mlir-opt` accepts, comparing
//! generic forms text for text, including the two spellings upstream reads
//! besides its own: properties written as attributes (the form from before
//! properties) and properties left out for upstream to default.

mod common;

use common::{assert_all_pass, mlir_files, our_bin, run, tool, Rng};
use std::collections::HashMap;
use std::path::Path;
use std::process::Command;

/// Renames `%x` / `^bb` names by order of first appearance, so two printings
/// that differ only in naming compare equal.
fn normalize_names(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut names: HashMap<String, usize> = HashMap::new();
    let bytes = text.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        let c = bytes[i];
        if c == b'"' {
            // Copy string literals untouched.
            let start = i;
            i += 1;
            while i < bytes.len() && bytes[i] != b'"' {
                i += if bytes[i] == b'\\' { 2 } else { 1 };
            }
            i = (i + 1).min(bytes.len());
            out.push_str(&text[start..i]);
            continue;
        }
        if (c == b'%' || c == b'^') && i + 1 < bytes.len() && is_name_byte(bytes[i + 1]) {
            let start = i;
            i += 1;
            while i < bytes.len() && is_name_byte(bytes[i]) {
                i += 1;
            }
            let key = text[start..i].to_string();
            let n = names.len();
            let id = *names.entry(key).or_insert(n);
            out.push(c as char);
            out.push_str(&format!("n{id}"));
            continue;
        }
        out.push(c as char);
        i += 1;
    }
    out
}

fn is_name_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'_' | b'$' | b'.' | b'-')
}

fn opt(
    bin: &Path,
    args: &[&str],
    input: Option<&[u8]>,
    file: Option<&Path>,
) -> Result<String, String> {
    let mut cmd = Command::new(bin);
    cmd.args(args);
    match file {
        Some(f) => cmd.arg(f),
        None => cmd.arg("-"),
    };
    let out = run(&mut cmd, input);
    if out.status.success() {
        Ok(String::from_utf8_lossy(&out.stdout).into_owned())
    } else {
        Err(format!(
            "{} {:?} failed ({}):\n{}",
            bin.display(),
            args,
            out.status,
            String::from_utf8_lossy(&out.stderr)
        ))
    }
}

fn check_file(ours: &Path, theirs: &Path, f: &Path) -> Result<(), String> {
    const UNREG: &str = "--allow-unregistered-dialect";
    let custom = opt(ours, &[UNREG], None, Some(f))?;
    opt(theirs, &[UNREG], Some(custom.as_bytes()), None)
        .map_err(|e| format!("mlir-opt rejects what rmlir-opt printed:\n{custom}\n{e}"))?;
    let upstream_generic = opt(theirs, &[UNREG, "--mlir-print-op-generic"], None, Some(f))?;
    let reread = opt(
        ours,
        &[UNREG, "--mlir-print-op-generic"],
        Some(upstream_generic.as_bytes()),
        None,
    )
    .map_err(|e| {
        format!("rmlir-opt rejects mlir-opt's generic output:\n{upstream_generic}\n{e}")
    })?;
    let direct = opt(ours, &[UNREG, "--mlir-print-op-generic"], None, Some(f))?;
    if normalize_names(&reread) != normalize_names(&direct) {
        return Err(format!(
            "generic output differs\n--- via mlir-opt:\n{reread}\n--- direct:\n{direct}"
        ));
    }
    Ok(())
}

#[test]
fn normalize_renames_in_order_of_appearance() {
    assert_eq!(
        normalize_names("%a = f(%b) ^bb1 \"%s\""),
        "%n0 = f(%n1) ^n2 \"%s\""
    );
    assert_eq!(normalize_names("%0#1 %0"), normalize_names("%x#1 %x"));
    assert_ne!(normalize_names("%a %b"), normalize_names("%a %a"));
}

#[test]
fn corpus_matches_upstream_mlir_opt() {
    let Some(theirs) = tool("mlir-opt", "corpus_matches_upstream_mlir_opt") else {
        return;
    };
    let ours = our_bin("rmlir-opt");
    let files = mlir_files("tests/corpus");
    assert!(
        files.len() >= 40,
        "the corpus must hold at least 40 files, found {}",
        files.len()
    );
    assert_all_pass(&files, "corpus files fail", |f| {
        check_file(&ours, &theirs, f)
    });
}

// ---- the whole positive corpus, in one batch per tool ----------------------

/// Folders of negative inputs (diagnostics, faults): not parity material.
const NEGATIVE: &[&str] = &[
    "errors",
    "invalid",
    "fail",
    "faults",
    "faults_memref",
    "hls_reject",
    "parse_errors",
];

/// Flags both tools get for generic output.
const GENERIC: &[&str] = &[
    "--allow-unregistered-dialect",
    "--mlir-print-op-generic",
    "--mlir-print-local-scope",
];

/// One `// -----` chunk of a corpus file.
struct Unit {
    file: std::path::PathBuf,
    text: String,
}

/// Every chunk of every positive `.mlir` file under `tests/` and
/// `examples/`.
fn corpus_units() -> Vec<Unit> {
    let mut files = common::mlir_files_below(&common::repo_path("tests"), NEGATIVE);
    files.extend(common::mlir_files_below(
        &common::repo_path("examples"),
        &[],
    ));
    let mut units = Vec::new();
    for file in files {
        let text = std::fs::read_to_string(&file).expect("read corpus file");
        for chunk in split_chunks(&text) {
            units.push(Unit {
                file: file.clone(),
                text: chunk,
            });
        }
    }
    units
}

/// The non-blank chunks of `text` between `// -----` lines.
fn split_chunks(text: &str) -> Vec<String> {
    let mut chunks = vec![String::new()];
    for line in text.split_inclusive('\n') {
        if line.trim_end() == "// -----" {
            chunks.push(String::new());
        } else {
            chunks.last_mut().expect("one chunk").push_str(line);
        }
    }
    chunks.retain(|c| !c.trim().is_empty());
    chunks
}

/// Runs `bin --split-input-file args` over `texts` joined as chunks; each
/// chunk's output, trimmed (empty for a chunk the tool rejected), and the
/// tool's stderr.
fn split_run(bin: &Path, args: &[&str], texts: &[&str]) -> (Vec<String>, String) {
    let input = texts.join("\n// -----\n");
    let out = run(
        Command::new(bin)
            .arg("--split-input-file")
            .args(args)
            .arg("-"),
        Some(input.as_bytes()),
    );
    let stdout = String::from_utf8_lossy(&out.stdout);
    let mut outs = vec![String::new()];
    for line in stdout.split_inclusive('\n') {
        if line.trim_end() == "// -----" {
            outs.push(String::new());
        } else {
            outs.last_mut().expect("one output").push_str(line);
        }
    }
    let outs = outs.into_iter().map(|o| o.trim().to_string()).collect();
    (outs, String::from_utf8_lossy(&out.stderr).into_owned())
}

/// [`split_run`] for our tool, which must accept every chunk: on a failure
/// the chunks are rerun one by one to name the failing ones.
fn split_run_ours(ours: &Path, args: &[&str], texts: &[&str], what: &str) -> Vec<String> {
    let (outs, stderr) = split_run(ours, args, texts);
    if outs.len() == texts.len() && outs.iter().all(|o| !o.is_empty()) {
        return outs;
    }
    let failing: Vec<String> = texts
        .iter()
        .filter_map(|t| {
            let (o, e) = split_run(ours, args, &[t]);
            o[0].is_empty().then(|| format!("{e}\n--- input:\n{t}"))
        })
        .collect();
    panic!(
        "rmlir-opt rejects {what}:\n{}\n{stderr}",
        failing.join("\n")
    );
}

/// Moves every `<{props}>` of a generic-form text into its op's attribute
/// dictionary: the spelling from before properties, which upstream still
/// reads.
fn props_as_attrs(text: &str) -> String {
    let mut s = text.to_string();
    let mut from = 0;
    while let Some(at) = find_props(&s, from) {
        let close = closing(&s, at + 1, b'{', b'}');
        let props = s[at + 2..close].to_string();
        s.replace_range(at - 1..close + 2, "");
        let mut p = at - 1;
        if s[p..].starts_with(" (") {
            p = closing(&s, p + 1, b'(', b')') + 1;
        }
        if s[p..].starts_with(" {") {
            s.insert_str(p + 2, &format!("{props}, "));
        } else {
            s.insert_str(p, &format!(" {{{props}}}"));
        }
        from = at;
    }
    s
}

/// The `<` of the next ` <{` that follows an operand or successor list.
fn find_props(s: &str, from: usize) -> Option<usize> {
    let b = s.as_bytes();
    (from.max(1)..b.len().saturating_sub(2))
        .find(|&i| b[i..].starts_with(b" <{") && matches!(b[i - 1], b')' | b']'))
        .map(|i| i + 1)
}

/// The index of the bracket closing the one at `open_at` (strings skipped).
fn closing(s: &str, open_at: usize, open: u8, close: u8) -> usize {
    let b = s.as_bytes();
    let (mut depth, mut i) = (0usize, open_at);
    while i < b.len() {
        match b[i] {
            b'"' => {
                i += 1;
                while i < b.len() && b[i] != b'"' {
                    i += if b[i] == b'\\' { 2 } else { 1 };
                }
            }
            c if c == open => depth += 1,
            c if c == close => {
                depth -= 1;
                if depth == 0 {
                    return i;
                }
            }
            _ => {}
        }
        i += 1;
    }
    panic!("unbalanced brackets in generic output:\n{s}");
}

/// Drops from each op's `<{...}>` the properties the op table says
/// upstream fills in with this very value ([`OpDef::defaults`]), so that
/// reading the text back must fill them in again.
///
/// [`OpDef::defaults`]: rmlir_ir::registry::OpDef
fn without_defaults(text: &str) -> String {
    use rmlir_ir::registry::{PropDefault, Registry};
    let mut out = String::new();
    for line in text.split_inclusive('\n') {
        let name = line
            .split('"')
            .nth(1)
            .and_then(|n| Registry::global().lookup(n));
        let mut line = line.to_string();
        for (prop, value) in name.map_or(&[][..], |d| d.defaults) {
            let entry = match value {
                PropDefault::Dialect(t) => format!("{prop} = #{t}"),
                PropDefault::Bool(b) => format!("{prop} = {b}"),
            };
            line = line
                .replacen(&format!("<{{{entry}}}>"), "<{}>", 1)
                .replacen(&format!("{entry}, "), "", 1)
                .replacen(&format!(", {entry}}}>"), "}>", 1)
                .replacen(" <{}>", "", 1);
        }
        out.push_str(&line);
    }
    out
}

/// Where the two tools' outputs for the chunks differ.
fn differences(
    units: &[&Unit],
    inputs: &[String],
    theirs: &[String],
    ours: &[String],
) -> Vec<String> {
    units
        .iter()
        .enumerate()
        .filter(|&(i, _)| theirs[i] != ours[i])
        .map(|(i, u)| {
            format!(
                "== {}\n--- input:\n{}\n--- mlir-opt:\n{}\n--- rmlir-opt:\n{}",
                u.file.display(),
                inputs[i],
                theirs[i],
                ours[i]
            )
        })
        .collect()
}

/// Over every chunk of the positive corpus that `mlir-opt` accepts (in one
/// `--split-input-file` run per tool and check):
/// 1. our generic form is upstream's, text for text;
/// 2. upstream reads our custom form back to the same generic form (or to
///    what its own custom form reads back to, where upstream's custom
///    printer loses a detail);
/// 3. upstream's generic form with every property moved into the attribute
///    dictionary reads back, in both tools, to the same generic form;
/// 4. so does upstream's generic form without the properties the op table
///    says upstream defaults.
#[test]
fn corpus_generic_forms_are_upstreams() {
    let Some(theirs) = tool("mlir-opt", "corpus_generic_forms_are_upstreams") else {
        return;
    };
    let ours = our_bin("rmlir-opt");
    let all = corpus_units();
    let texts: Vec<&str> = all.iter().map(|u| u.text.as_str()).collect();
    let (upstream, _) = split_run(&theirs, GENERIC, &texts);
    assert_eq!(upstream.len(), all.len(), "mlir-opt's output lost a chunk");
    let (units, generic): (Vec<&Unit>, Vec<String>) = all
        .iter()
        .zip(upstream)
        .filter(|(_, g)| !g.is_empty())
        .unzip();
    assert!(
        units.len() >= 250,
        "only {} of {} corpus chunks are accepted by mlir-opt",
        units.len(),
        all.len()
    );
    let inputs: Vec<String> = units.iter().map(|u| u.text.clone()).collect();
    let refs: Vec<&str> = inputs.iter().map(String::as_str).collect();
    let mut failures = Vec::new();

    let direct = split_run_ours(&ours, GENERIC, &refs, "corpus chunks");
    failures.extend(differences(&units, &inputs, &generic, &direct));

    let custom = split_run_ours(
        &ours,
        &["--allow-unregistered-dialect"],
        &refs,
        "corpus chunks",
    );
    let custom_refs: Vec<&str> = custom.iter().map(String::as_str).collect();
    let (reread, _) = split_run(&theirs, GENERIC, &custom_refs);
    let (up_custom, _) = split_run(&theirs, &["--allow-unregistered-dialect"], &refs);
    let up_refs: Vec<&str> = up_custom.iter().map(String::as_str).collect();
    let (up_reread, _) = split_run(&theirs, GENERIC, &up_refs);
    for (i, u) in units.iter().enumerate() {
        if reread.get(i) != Some(&generic[i]) && reread.get(i) != up_reread.get(i) {
            failures.push(format!(
                "== {}: mlir-opt reads our custom form differently\n--- ours:\n{}\n--- read back:\n{}\n--- expected:\n{}",
                u.file.display(),
                custom[i],
                reread.get(i).map_or("", String::as_str),
                generic[i]
            ));
        }
    }

    for variant in [props_as_attrs as fn(&str) -> String, without_defaults] {
        let inputs: Vec<String> = generic.iter().map(|g| variant(g)).collect();
        let refs: Vec<&str> = inputs.iter().map(String::as_str).collect();
        let (want, _) = split_run(&theirs, GENERIC, &refs);
        let got = split_run_ours(&ours, GENERIC, &refs, "upstream's generic forms");
        failures.extend(differences(&units, &inputs, &want, &got));
    }
    assert!(
        failures.is_empty(),
        "{} differences from mlir-opt:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn props_move_into_the_attribute_dictionary() {
    let generic = "%0 = \"a.b\"(%x) <{k = 1 : i32}> : (i32) -> i32\n\
                   \"c.d\"() <{s = \"}>\"}> ({\n}) {z = 2} : () -> ()\n";
    assert_eq!(
        props_as_attrs(generic),
        "%0 = \"a.b\"(%x) {k = 1 : i32} : (i32) -> i32\n\
         \"c.d\"() ({\n}) {s = \"}>\", z = 2} : () -> ()\n"
    );
}

#[test]
fn defaults_are_dropped_only_at_their_value() {
    let text = "%0 = \"arith.addi\"(%a, %b) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32\n\
                %1 = \"arith.addi\"(%a, %b) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32\n";
    assert_eq!(
        without_defaults(text),
        "%0 = \"arith.addi\"(%a, %b) : (i32, i32) -> i32\n\
         %1 = \"arith.addi\"(%a, %b) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32\n"
    );
}

// ---- float literals of every type, generated --------------------------------

/// Every float type with its storage width and exponent field width (the
/// x87 `f80` counts its explicit integer bit as a fraction bit; `f8E8M0FNU`
/// is all exponent).
const FLOAT_TYPES: &[(&str, u32, u32)] = &[
    ("f4E2M1FN", 4, 2),
    ("f6E2M3FN", 6, 2),
    ("f6E3M2FN", 6, 3),
    ("f8E3M4", 8, 3),
    ("f8E4M3", 8, 4),
    ("f8E4M3B11FNUZ", 8, 4),
    ("f8E4M3FN", 8, 4),
    ("f8E4M3FNUZ", 8, 4),
    ("f8E5M2", 8, 5),
    ("f8E5M2FNUZ", 8, 5),
    ("f8E8M0FNU", 8, 8),
    ("bf16", 16, 8),
    ("f16", 16, 5),
    ("tf32", 19, 8),
    ("f32", 32, 8),
    ("f64", 64, 11),
    ("f80", 80, 15),
    ("f128", 128, 15),
];

/// Bit patterns of a `width`-bit float with `exp_bits` exponent bits:
/// every pattern up to 8 bits; above, each sign with exponent fields at
/// the edges (zero, one, the middle, the top two) and fractions at theirs
/// (zero, one, the top bit, all ones, random), then uniform random bits
/// (NaNs with payloads among them).
fn float_patterns(rng: &mut Rng, width: u32, exp_bits: u32) -> Vec<u128> {
    if width <= 8 {
        return (0..1u128 << width).collect();
    }
    let mask = |w: u32| {
        if w >= 128 {
            u128::MAX
        } else {
            (1u128 << w) - 1
        }
    };
    let random =
        |rng: &mut Rng| (u128::from(rng.next()) << 64 | u128::from(rng.next())) & mask(width);
    let frac_bits = width - 1 - exp_bits;
    let top = mask(exp_bits);
    let mut out = Vec::new();
    for sign in [0, 1u128 << (width - 1)] {
        for exp in [0, 1, top / 2, top - 1, top] {
            let r = random(rng) & mask(frac_bits);
            for frac in [
                0,
                1,
                1 << (frac_bits - 1),
                mask(frac_bits),
                r,
                r | 1 << (frac_bits - 1),
            ] {
                out.push(sign | exp << frac_bits | frac);
            }
        }
    }
    // mlir-opt takes about 5 ms to print an f80/f128 whose exponent is in
    // the thousands (APFloat's decimal conversion), so most of their random
    // patterns keep the exponent within 300 of the bias.
    let (count, near) = if width > 64 { (60, 2000) } else { (2500, 0) };
    out.extend((0..count).map(|_| random(rng)));
    for _ in 0..near {
        let exp = (top / 2 + rng.next() as u128 % 600) - 300;
        out.push(random(rng) & !(top << frac_bits) | exp << frac_bits);
    }
    out
}

/// Decimal literals: exact integers, and up to 25 random digits with an
/// exponent anywhere from below the type's subnormals to past its largest
/// value (the tools read them through `f64`, then round to the type).
/// `f8E8M0FNU` gets no negative ones: it has no sign bit, and mlir-opt 22
/// keeps the sign of a negative literal in a scalar attribute only, which
/// prints `-1.024000e+03` for bits that also mean 1024 (rmlir stores the
/// magnitude, as upstream's dense attributes do).
fn float_decimals(rng: &mut Rng, exp_bits: u32, signed: bool) -> Vec<String> {
    let span = match exp_bits {
        2..=3 => 3,
        4..=5 => 12,
        8 => 48,
        _ => 330,
    };
    let mut out = Vec::new();
    for i in 0..700 {
        let sign = if !signed || rng.next() % 2 == 0 {
            ""
        } else {
            "-"
        };
        let digits: String = (0..rng.range(1, 25))
            .map(|_| char::from(b'0' + rng.below(10) as u8))
            .collect();
        out.push(match i % 3 {
            0 => format!("{sign}{digits}.0"),
            _ => {
                let e = rng.range(0, 2 * span) as i64 - span as i64;
                format!("{sign}{}.{}e{e}", &digits[..1], &digits[1..])
            }
        });
    }
    out
}

/// One module of unregistered ops holding each literal of `ty` as a
/// scalar attribute, and in fours as dense arrays and splats.
fn float_module(ty: &str, lits: &[String]) -> String {
    let mut text = String::new();
    for l in lits {
        text.push_str(&format!("\"t.c\"() {{v = {l} : {ty}}} : () -> ()\n"));
    }
    for group in lits.chunks(4) {
        text.push_str(&format!(
            "\"t.d\"() {{v = dense<[{}]> : tensor<{}x{ty}>, s = dense<{}> : vector<2x{ty}>}} : () -> ()\n",
            group.join(", "),
            group.len(),
            group[0]
        ));
    }
    text
}

/// The lines on which two printings differ, at most 12 of them.
fn first_line_diffs(ours: &str, theirs: &str) -> Vec<String> {
    // mlir-opt ends its output with an empty line.
    let (a, b): (Vec<_>, Vec<_>) = (
        ours.trim_end().lines().collect(),
        theirs.trim_end().lines().collect(),
    );
    let mut out: Vec<String> = a
        .iter()
        .zip(&b)
        .filter(|(x, y)| x != y)
        .take(12)
        .map(|(x, y)| format!("  rmlir-opt: {x}\n  mlir-opt:  {y}"))
        .collect();
    if a.len() != b.len() {
        out.push(format!("  {} lines vs {}", a.len(), b.len()));
    }
    out
}

/// Every float type's literals print as mlir-opt 22 prints them, in both
/// forms, as scalars, dense arrays and splats: the short decimal when it
/// reads back exactly, else the long one, else hex (`printFloatValue`).
/// Each printing read again prints what mlir-opt prints when it reads its
/// own; outside `f80`/`f128` (whose long decimals upstream reads through
/// `f64`) that is the first printing again: the text reads back to the
/// same bits.
#[test]
fn float_literals_of_every_type_print_as_upstream() {
    use rayon::prelude::*;
    let Some(theirs) = tool("mlir-opt", "float_literals_of_every_type_print_as_upstream") else {
        return;
    };
    let ours = our_bin("rmlir-opt");
    let mut rng = Rng(0xF10A7);
    let mut jobs = Vec::new();
    for &(ty, width, exp_bits) in FLOAT_TYPES {
        let mut lits: Vec<String> = float_patterns(&mut rng, width, exp_bits)
            .into_iter()
            .map(|b| format!("0x{b:X}"))
            .collect();
        lits.extend(float_decimals(&mut rng, exp_bits, ty != "f8E8M0FNU"));
        let module = float_module(ty, &lits);
        for args in [&["--allow-unregistered-dialect"][..], GENERIC] {
            jobs.push((ty, args, module.clone()));
        }
    }
    let failures: Vec<String> = jobs
        .par_iter()
        .filter_map(|(ty, args, module)| {
            let print = |bin: &Path, text: &str| {
                opt(bin, args, Some(text.as_bytes()), None).unwrap_or_else(|e| panic!("{ty}: {e}"))
            };
            let (mine, upstream) = (print(&ours, module), print(&theirs, module));
            let diffs = first_line_diffs(&mine, &upstream);
            if !diffs.is_empty() {
                return Some(format!("{ty} {args:?}:\n{}", diffs.join("\n")));
            }
            let (again, upstream_again) = (print(&ours, &mine), print(&theirs, &upstream));
            let diffs = first_line_diffs(&again, &upstream_again);
            if !diffs.is_empty() {
                return Some(format!("{ty} {args:?} read again:\n{}", diffs.join("\n")));
            }
            (!matches!(*ty, "f80" | "f128") && again != mine)
                .then(|| format!("{ty}: its printing does not read back to itself"))
        })
        .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
