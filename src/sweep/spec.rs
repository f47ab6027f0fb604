//! The sweep file: a TOML document naming kernels, targets and the axes
//! to vary (`docs/sweep.md` § The sweep file). Every error points into
//! the file, `file:line:col: error: message` with the line and a caret,
//! as target files do.

use crate::cli::report::{load_target_source, sha256_hex, TargetSource};
use crate::cli::{read_input_arrays, Input};
use rmlir_sim::npy::Array;
use rmlir_targets::{Diagnostic, Target};
use serde::Deserialize;
use std::collections::BTreeMap;
use std::ops::Range;
use std::path::{Path, PathBuf};
use toml::Spanned;

/// The most points one sweep may have: far more than a cluster runs in a
/// day, and small enough that the point list fits in memory.
pub const MAX_POINTS: u64 = 10_000_000;

/// An axis's values, each with its place in the file.
type RawValues = Spanned<Vec<Spanned<toml::Value>>>;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawSweep {
    name: Option<String>,
    #[serde(default)]
    kernel: Vec<RawKernel>,
    #[serde(default)]
    target: Vec<RawTarget>,
    #[serde(default)]
    grid: BTreeMap<Spanned<String>, RawValues>,
    #[serde(default)]
    zip: Vec<Spanned<BTreeMap<Spanned<String>, RawValues>>>,
    #[serde(default)]
    run: RawRun,
    #[serde(default)]
    plot: RawPlot,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawKernel {
    file: Spanned<String>,
    name: Option<Spanned<String>>,
    entry: Option<String>,
    #[serde(default)]
    args: Vec<Spanned<toml::Value>>,
    #[serde(default)]
    inputs: BTreeMap<String, Spanned<String>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawTarget {
    file: Option<Spanned<String>>,
    name: Option<Spanned<String>>,
    #[serde(default)]
    set: Vec<Spanned<String>>,
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct RawRun {
    max_cycles: Option<u64>,
    races: Option<Spanned<String>>,
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct RawPlot {
    cost: Option<String>,
}

/// A kernel of the sweep, read and hashed once.
#[derive(Clone, Debug)]
pub struct KernelSpec {
    /// Its name in the results (`name`, or the file's stem).
    pub name: String,
    /// The kernel's text and the file name diagnostics use.
    pub input: Input,
    /// SHA-256 of the kernel's bytes.
    pub sha256: String,
    /// The function to run.
    pub entry: String,
    /// `--arg` texts, in order.
    pub args: Vec<String>,
    /// `--input NAME=FILE.npy` arrays, read once.
    pub inputs: Vec<(String, Array)>,
    /// Each input's name, file and SHA-256.
    pub input_files: Vec<(String, String, String)>,
}

/// A target of the sweep.
#[derive(Clone)]
pub struct TargetSpec {
    /// Its name in the results (`name`, the file's stem, or `built-in`).
    pub name: String,
    /// The file and its hash.
    pub source: TargetSource,
    /// The target as loaded, before any override.
    pub base: Target,
    /// Overrides applied at every point of this target, before the axes'.
    pub set: Vec<String>,
}

/// One axis: a `[grid]` key, or a `[[zip]]` group of keys that step
/// together.
#[derive(Clone, Debug, PartialEq)]
pub struct Axis {
    /// The `--set` keys, in file order.
    pub keys: Vec<String>,
    /// The steps; each holds one value per key.
    pub steps: Vec<Vec<toml::Value>>,
}

/// How each point runs (`[run]`), as `rmlir-sim`'s flags of the same names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RunSettings {
    /// `--max-cycles` (`0` lifts the bound).
    pub max_cycles: u64,
    /// `--races`: `error`, `warn` or `off`.
    pub races: rmlir_sim::runtime::RaceMode,
}

/// A validated sweep file.
#[derive(Clone)]
pub struct Sweep {
    /// The sweep's name (`name`, or the file's stem).
    pub name: String,
    /// The sweep file as given.
    pub file: String,
    /// SHA-256 of the sweep file's bytes.
    pub sha256: String,
    /// The kernels, in file order.
    pub kernels: Vec<KernelSpec>,
    /// The targets, in file order (the built-in one when none is named).
    pub targets: Vec<TargetSpec>,
    /// The axes, in file order; the last varies fastest.
    pub axes: Vec<Axis>,
    /// Run settings shared by every point.
    pub run: RunSettings,
    /// The cost column of the Pareto chart, when the file names one.
    pub cost: Option<String>,
}

/// The default `max_cycles`, as `rmlir-sim`'s `--max-cycles`.
const DEFAULT_MAX_CYCLES: u64 = 10_000_000_000;

/// The file being read, for locating errors in it.
struct Source<'a> {
    file: &'a str,
    text: &'a str,
    dir: PathBuf,
}

impl Source<'_> {
    fn error(&self, span: Range<usize>, message: impl Into<String>) -> String {
        Diagnostic::in_text(self.file, self.text, span, message.into()).to_string()
    }

    /// A path written in the sweep file, relative to the file's folder.
    fn resolve(&self, path: &str) -> String {
        if Path::new(path).is_absolute() {
            path.to_string()
        } else {
            self.dir.join(path).to_string_lossy().into_owned()
        }
    }
}

impl Sweep {
    /// Reads and validates the sweep file at `path`; errors come rendered.
    pub fn load(path: &str) -> Result<Sweep, String> {
        let input = crate::cli::read_input(path)?;
        let dir = Path::new(path)
            .parent()
            .filter(|d| !d.as_os_str().is_empty())
            .map_or_else(|| PathBuf::from("."), Path::to_path_buf);
        let src = Source {
            file: path,
            text: &input.text,
            dir,
        };
        let raw: RawSweep = toml::from_str(&input.text).map_err(|e| {
            let span = e.span().unwrap_or(0..0);
            src.error(span, e.message().trim_end().to_string())
        })?;
        let stem = file_stem(path);
        let kernels = kernels(&src, raw.kernel)?;
        let targets = targets(&src, raw.target)?;
        let axes = axes(&src, raw.grid, raw.zip, &targets)?;
        let run = RunSettings {
            max_cycles: raw.run.max_cycles.unwrap_or(DEFAULT_MAX_CYCLES),
            races: races(&src, raw.run.races)?,
        };
        let sweep = Sweep {
            name: raw.name.unwrap_or(stem),
            file: path.to_string(),
            sha256: sha256_hex(input.text.as_bytes()),
            kernels,
            targets,
            axes,
            run,
            cost: raw.plot.cost,
        };
        sweep
            .point_count()
            .filter(|&n| n <= MAX_POINTS)
            .ok_or_else(|| {
                src.error(0..0, format!("the sweep has more than {MAX_POINTS} points"))
            })?;
        Ok(sweep)
    }

    /// Kernels × targets × the product of the axes' lengths, or `None` on
    /// overflow.
    pub fn point_count(&self) -> Option<u64> {
        let base = (self.kernels.len() as u64).checked_mul(self.targets.len() as u64)?;
        (self.axes.iter()).try_fold(base, |n, a| n.checked_mul(a.steps.len() as u64))
    }

    /// Every axis key, in column order.
    pub fn axis_keys(&self) -> Vec<String> {
        self.axes.iter().flat_map(|a| a.keys.clone()).collect()
    }
}

fn file_stem(path: &str) -> String {
    Path::new(path)
        .file_stem()
        .map_or_else(|| path.to_string(), |s| s.to_string_lossy().into_owned())
}

fn kernels(src: &Source, raw: Vec<RawKernel>) -> Result<Vec<KernelSpec>, String> {
    if raw.is_empty() {
        return Err(src.error(
            0..0,
            "the sweep names no kernel; add a [[kernel]] with a `file`",
        ));
    }
    let mut out: Vec<KernelSpec> = Vec::new();
    for k in raw {
        let spec = kernel(src, k)?;
        out.push(spec);
    }
    Ok(out)
}

fn kernel(src: &Source, k: RawKernel) -> Result<KernelSpec, String> {
    let file = src.resolve(k.file.get_ref());
    let input = crate::cli::read_input(&file).map_err(|e| src.error(k.file.span(), e))?;
    // A kernel that does not parse or verify fails every point alike:
    // say so once, with the kernel's own diagnostics, before any runs.
    crate::cli::parse_kernel(input.clone())?;
    let name = match &k.name {
        Some(n) => n.get_ref().clone(),
        None => file_stem(k.file.get_ref()),
    };
    let args = (k.args.iter())
        .map(|a| {
            scalar_text(a.get_ref())
                .ok_or_else(|| src.error(a.span(), "expected a number, a boolean or a string"))
        })
        .collect::<Result<Vec<_>, _>>()?;
    let mut inputs = Vec::new();
    let mut input_files = Vec::new();
    for (param, f) in &k.inputs {
        let path = src.resolve(f.get_ref());
        let spec = format!("{param}={path}");
        let mut arrays = read_input_arrays(&[spec]).map_err(|e| src.error(f.span(), e))?;
        let bytes = std::fs::read(&path).map_err(|e| src.error(f.span(), e.to_string()))?;
        inputs.append(&mut arrays);
        input_files.push((param.clone(), path, sha256_hex(&bytes)));
    }
    Ok(KernelSpec {
        name,
        sha256: sha256_hex(input.text.as_bytes()),
        input,
        entry: k.entry.unwrap_or_else(|| "main".into()),
        args,
        inputs,
        input_files,
    })
}

/// The `--arg` text of a scalar written in TOML.
fn scalar_text(v: &toml::Value) -> Option<String> {
    match v {
        toml::Value::String(s) => Some(s.clone()),
        toml::Value::Integer(i) => Some(i.to_string()),
        toml::Value::Float(f) => Some(f.to_string()),
        toml::Value::Boolean(b) => Some(b.to_string()),
        _ => None,
    }
}

fn targets(src: &Source, raw: Vec<RawTarget>) -> Result<Vec<TargetSpec>, String> {
    if raw.is_empty() {
        let (base, source) = load_target_source(None)?;
        return Ok(vec![TargetSpec {
            name: "built-in".into(),
            source,
            base,
            set: Vec::new(),
        }]);
    }
    let mut out: Vec<TargetSpec> = Vec::new();
    for t in raw {
        let file = t
            .file
            .as_ref()
            .map(|f| (src.resolve(f.get_ref()), f.span()));
        let (base, source) = match &file {
            Some((path, span)) => load_target_source(Some(path)).map_err(|e| {
                let first = e.lines().next().unwrap_or_default().to_string();
                src.error(span.clone(), format!("the target does not load: {first}"))
            })?,
            None => load_target_source(None)?,
        };
        let name = match (&t.name, &t.file) {
            (Some(n), _) => n.get_ref().clone(),
            (None, Some(f)) => file_stem(f.get_ref()),
            (None, None) => "built-in".into(),
        };
        if out.iter().any(|o| o.name == name) {
            let span = t.name.as_ref().map_or(0..0, |n| n.span());
            return Err(src.error(
                span,
                format!("two targets are named `{name}`; give each a `name`"),
            ));
        }
        for s in &t.set {
            base.with_overrides(&[s.get_ref()])
                .map_err(|e| src.error(s.span(), override_message(&e)))?;
        }
        out.push(TargetSpec {
            name,
            source,
            base,
            set: t.set.iter().map(|s| s.get_ref().clone()).collect(),
        });
    }
    Ok(out)
}

/// The message of an override's first diagnostic, without the
/// `--set ARG: error:` prefix the location replaces.
fn override_message(e: &rmlir_targets::TargetError) -> String {
    e.diagnostics
        .first()
        .map_or_else(|| e.to_string(), |d| d.message.clone())
}

/// The `--set` argument for `key` at `value`: the value in TOML syntax,
/// so `"16 MiB"` stays a string and `4` an integer.
pub fn set_arg(key: &str, value: &toml::Value) -> String {
    format!("{key}={value}")
}

fn axes(
    src: &Source,
    grid: BTreeMap<Spanned<String>, RawValues>,
    zip: Vec<Spanned<BTreeMap<Spanned<String>, RawValues>>>,
    targets: &[TargetSpec],
) -> Result<Vec<Axis>, String> {
    // Axes keep the file's order, whatever order the maps hold them in.
    let mut placed: Vec<(usize, Axis)> = Vec::new();
    let mut seen: Vec<String> = Vec::new();
    let mut grid: Vec<_> = grid.into_iter().collect();
    grid.sort_by_key(|(k, _)| k.span().start);
    for (key, values) in grid {
        let axis = axis(src, vec![(key.clone(), values)], targets, &mut seen)?;
        placed.push((key.span().start, axis));
    }
    for group in zip {
        let span = group.span();
        let mut keys: Vec<_> = group.into_inner().into_iter().collect();
        if keys.is_empty() {
            return Err(src.error(span, "a [[zip]] group needs at least one key"));
        }
        keys.sort_by_key(|(k, _)| k.span().start);
        let first = keys[0].0.span().start;
        placed.push((first, axis(src, keys, targets, &mut seen)?));
    }
    placed.sort_by_key(|(at, _)| *at);
    Ok(placed.into_iter().map(|(_, a)| a).collect())
}

/// One axis from its keys and value lists, each value checked as an
/// override of every target.
fn axis(
    src: &Source,
    keys: Vec<(Spanned<String>, RawValues)>,
    targets: &[TargetSpec],
    seen: &mut Vec<String>,
) -> Result<Axis, String> {
    let len = keys[0].1.get_ref().len();
    let mut columns = Vec::new();
    for (key, values) in &keys {
        if seen.contains(key.get_ref()) {
            return Err(src.error(key.span(), format!("`{}` is swept twice", key.get_ref())));
        }
        seen.push(key.get_ref().clone());
        if values.get_ref().is_empty() {
            return Err(src.error(values.span(), "an axis needs at least one value"));
        }
        if values.get_ref().len() != len {
            let msg = format!(
                "a [[zip]] group's lists step together and need one length: this one has {}, `{}` has {len}",
                values.get_ref().len(),
                keys[0].0.get_ref()
            );
            return Err(src.error(values.span(), msg));
        }
        columns.push(values.get_ref());
    }
    let names: Vec<String> = keys.iter().map(|(k, _)| k.get_ref().clone()).collect();
    let mut steps = Vec::with_capacity(len);
    for i in 0..len {
        let step: Vec<&Spanned<toml::Value>> = columns.iter().map(|c| &c[i]).collect();
        check_step(src, &names, &step, targets)?;
        steps.push(step.iter().map(|v| v.get_ref().clone()).collect());
    }
    Ok(Axis { keys: names, steps })
}

/// Rejects a step with a value that is not a scalar, or that some target
/// does not accept (the step's values together, as a zip applies them),
/// at the first value's place in the file.
fn check_step(
    src: &Source,
    keys: &[String],
    step: &[&Spanned<toml::Value>],
    targets: &[TargetSpec],
) -> Result<(), String> {
    for v in step {
        if matches!(v.get_ref(), toml::Value::Array(_) | toml::Value::Table(_)) {
            return Err(src.error(v.span(), "an axis value is a number, a string or a boolean"));
        }
    }
    let args: Vec<String> = (keys.iter().zip(step))
        .map(|(k, v)| set_arg(k, v.get_ref()))
        .collect();
    for t in targets {
        let sets: Vec<&String> = t.set.iter().chain(&args).collect();
        if let Err(e) = t.base.with_overrides(&sets) {
            let arg = match &e.diagnostics.first().map(|d| d.subject.as_deref()) {
                Some(Some(rmlir_targets::Subject::Override(arg))) => arg.clone(),
                _ => args.join(" "),
            };
            let at = args.iter().position(|a| *a == arg).unwrap_or(0);
            let msg = format!(
                "`--set {arg}` on target `{}`: {}",
                t.name,
                override_message(&e)
            );
            return Err(src.error(step[at].span(), msg));
        }
    }
    Ok(())
}

fn races(
    src: &Source,
    raw: Option<Spanned<String>>,
) -> Result<rmlir_sim::runtime::RaceMode, String> {
    use rmlir_sim::runtime::RaceMode;
    let Some(r) = raw else {
        return Ok(RaceMode::Error);
    };
    match r.get_ref().as_str() {
        "error" => Ok(RaceMode::Error),
        "warn" => Ok(RaceMode::Warn),
        "off" => Ok(RaceMode::Off),
        other => Err(src.error(
            r.span(),
            format!("unknown races mode `{other}`; expected `error`, `warn` or `off`"),
        )),
    }
}
