//! The sweep's charts, drawn with `plotters` as SVG (`docs/sweep.md`
//! § Charts): `cycles.svg`, one panel per axis with one line per kernel
//! (the fewest cycles any point reached at each value of that axis), and
//! `pareto.svg`, every point's cycles against a cost column with each
//! kernel's Pareto front drawn as a line.

use super::run::Row;
use super::table::{cells, Meta};
use plotters::prelude::*;
use serde_json::Value;

/// Chart width in pixels.
const WIDTH: u32 = 800;
/// Height of one panel in pixels.
const PANEL: u32 = 300;

/// The series a row belongs to: its kernel, and its target when the
/// sweep has several.
fn series_of(row: &Row, meta: &Meta) -> String {
    if meta.targets.len() > 1 {
        format!("{} @ {}", row.kernel, row.target)
    } else {
        row.kernel.clone()
    }
}

/// Distinct values in first-appearance order.
fn distinct<T: PartialEq + Clone>(items: impl Iterator<Item = T>) -> Vec<T> {
    let mut out = Vec::new();
    for i in items {
        if !out.contains(&i) {
            out.push(i);
        }
    }
    out
}

/// A cell as a number, when it is one.
fn number(row: &Row, column: &str) -> Option<f64> {
    cells(row)
        .into_iter()
        .find(|(k, _)| k == column)
        .and_then(|(_, v)| v.as_f64())
}

fn cycles(row: &Row) -> Option<f64> {
    (row.status == "ok")
        .then(|| number(row, "cycles"))
        .flatten()
}

/// An axis value as a tick label.
fn label(v: &Value) -> String {
    match v {
        Value::String(s) => s.clone(),
        other => other.to_string(),
    }
}

fn draw_err<E: std::fmt::Display>(e: E) -> String {
    format!("could not draw the chart: {e}")
}

/// `cycles.svg`: fewest cycles against each axis, one line per series.
pub fn cycles_chart(meta: &Meta, rows: &[Row]) -> Result<String, String> {
    let mut svg = String::new();
    let panels = meta.axes.len().max(1);
    {
        let height = PANEL.saturating_mul(panels as u32);
        let root = SVGBackend::with_string(&mut svg, (WIDTH, height)).into_drawing_area();
        root.fill(&WHITE).map_err(draw_err)?;
        let areas = root.split_evenly((panels, 1));
        let series = distinct(rows.iter().map(|r| series_of(r, meta)));
        for (area, (i, key)) in areas.iter().zip(meta.axes.iter().enumerate()) {
            let values = distinct(rows.iter().map(|r| r.axes[i].1.clone()));
            let lines: Vec<(String, Vec<(f64, f64)>)> = (series.iter())
                .map(|s| (s.clone(), best_per_value(rows, meta, s, i, &values)))
                .collect();
            axis_panel(area, key, &values, &lines)?;
        }
        root.present().map_err(draw_err)?;
    }
    Ok(svg)
}

/// For series `s`: at each value of axis `i`, the fewest cycles.
fn best_per_value(
    rows: &[Row],
    meta: &Meta,
    s: &str,
    i: usize,
    values: &[Value],
) -> Vec<(f64, f64)> {
    let mut pts = Vec::new();
    for (x, v) in values.iter().enumerate() {
        let best = (rows.iter())
            .filter(|r| series_of(r, meta) == s && r.axes[i].1 == *v)
            .filter_map(cycles)
            .fold(None, |m: Option<f64>, c| Some(m.map_or(c, |m| m.min(c))));
        if let Some(c) = best {
            pts.push((x as f64, c));
        }
    }
    pts
}

type Area<'a> = DrawingArea<SVGBackend<'a>, plotters::coord::Shift>;

fn axis_panel(
    area: &Area,
    key: &str,
    values: &[Value],
    lines: &[(String, Vec<(f64, f64)>)],
) -> Result<(), String> {
    let ymax = (lines.iter().flat_map(|(_, p)| p.iter().map(|&(_, y)| y))).fold(1.0, f64::max);
    let n = values.len().max(1);
    let mut chart = ChartBuilder::on(area)
        .caption(format!("fewest cycles at each {key}"), ("sans-serif", 16))
        .margin(12)
        .x_label_area_size(36)
        .y_label_area_size(72)
        .build_cartesian_2d(-0.5f64..(n as f64 - 0.5), 0f64..ymax * 1.08)
        .map_err(draw_err)?;
    let tick = |x: &f64| {
        let i = x.round();
        let near = (x - i).abs() < 1e-6 && i >= 0.0;
        (near.then(|| values.get(i as usize)).flatten()).map_or_else(String::new, label)
    };
    chart
        .configure_mesh()
        .x_labels(n * 2 + 1)
        .x_label_formatter(&tick)
        .y_label_formatter(&|y| number_label(*y, false))
        .x_desc(key)
        .y_desc("cycles")
        .disable_x_mesh()
        .light_line_style(WHITE)
        .draw()
        .map_err(draw_err)?;
    for (i, (name, pts)) in lines.iter().enumerate() {
        let color = Palette99::pick(i).to_rgba();
        chart
            .draw_series(LineSeries::new(pts.iter().copied(), color.stroke_width(2)))
            .map_err(draw_err)?
            .label(name.as_str())
            .legend(move |(x, y)| {
                PathElement::new(vec![(x, y), (x + 18, y)], color.stroke_width(2))
            });
        chart
            .draw_series(pts.iter().map(|&p| Circle::new(p, 3, color.filled())))
            .map_err(draw_err)?;
    }
    chart
        .configure_series_labels()
        .position(SeriesLabelPosition::LowerRight)
        .background_style(WHITE.mix(0.85))
        .border_style(BLACK)
        .draw()
        .map_err(draw_err)
}

/// A tick label: whole numbers without a fraction, byte counts in
/// KiB/MiB/GiB when `bytes`.
fn number_label(v: f64, bytes: bool) -> String {
    const UNITS: [&str; 4] = ["KiB", "MiB", "GiB", "TiB"];
    if bytes && v >= 1024.0 {
        let mut x = v / 1024.0;
        let mut unit = 0;
        while x >= 1024.0 && unit + 1 < UNITS.len() {
            x /= 1024.0;
            unit += 1;
        }
        let digits = if x.fract().abs() < 1e-9 { 0 } else { 1 };
        return format!("{x:.digits$} {}", UNITS[unit]);
    }
    if (v - v.round()).abs() < 1e-9 {
        format!("{}", v.round())
    } else {
        format!("{v:.3}")
    }
}

/// The cost column of the Pareto chart: the sweep's `[plot] cost`, else
/// the capacity of a swept memory space, else the first axis whose
/// values are all numbers.
pub fn cost_column(meta: &Meta, rows: &[Row]) -> Option<String> {
    if let Some(c) = &meta.cost {
        return Some(c.clone());
    }
    let capacity = meta.axes.iter().find_map(|k| {
        let space = k.strip_prefix("memory.")?.strip_suffix(".capacity")?;
        Some(format!("space.{space}.capacity"))
    });
    capacity.or_else(|| {
        (meta.axes.iter().enumerate())
            .find(|(i, _)| rows.iter().all(|r| r.axes[*i].1.is_number()))
            .map(|(_, k)| k.clone())
    })
}

/// The points of `pts` no other point beats on both cost and cycles,
/// by increasing cost.
pub fn pareto_front(pts: &[(f64, f64)]) -> Vec<(f64, f64)> {
    let mut sorted = pts.to_vec();
    sorted.sort_by(|a, b| a.0.total_cmp(&b.0).then(a.1.total_cmp(&b.1)));
    let mut front: Vec<(f64, f64)> = Vec::new();
    for p in sorted {
        if front.last().is_none_or(|l| p.1 < l.1) {
            if front.last().is_some_and(|l| l.0 == p.0) {
                front.pop();
            }
            front.push(p);
        }
    }
    front
}

/// Where a Pareto chart puts a cost: on a log2 scale when the costs are
/// positive and span more than a factor of 64 (capacities in powers of
/// two), else as they are.
#[derive(Clone, Copy)]
struct CostScale {
    log2: bool,
    bytes: bool,
}

impl CostScale {
    fn new(xs: &[f64], column: &str) -> CostScale {
        let (lo, hi) = (
            xs.iter().copied().fold(f64::MAX, f64::min),
            xs.iter().copied().fold(f64::MIN, f64::max),
        );
        CostScale {
            log2: lo > 0.0 && hi / lo > 64.0,
            bytes: column.ends_with("capacity") || column.ends_with("bytes"),
        }
    }

    fn to_axis(self, x: f64) -> f64 {
        if self.log2 {
            x.log2()
        } else {
            x
        }
    }

    fn label(self, x: f64) -> String {
        number_label(if self.log2 { x.exp2() } else { x }, self.bytes)
    }
}

/// Every series' (cost, cycles) points for the rows that ran.
fn cost_points(meta: &Meta, rows: &[Row], cost: &str) -> Vec<(String, Vec<(f64, f64)>)> {
    let series = distinct(rows.iter().map(|r| series_of(r, meta)));
    (series.iter())
        .map(|s| {
            let pts = (rows.iter())
                .filter(|r| series_of(r, meta) == *s)
                .filter_map(|r| Some((number(r, cost)?, cycles(r)?)))
                .collect();
            (s.clone(), pts)
        })
        .collect()
}

/// `pareto.svg`: cycles against `cost` for every point that ran, with
/// each series' front; `None` when no row has that column.
pub fn pareto_chart(meta: &Meta, rows: &[Row], cost: &str) -> Result<Option<String>, String> {
    let all = cost_points(meta, rows, cost);
    let xs: Vec<f64> = all
        .iter()
        .flat_map(|(_, p)| p.iter().map(|&(x, _)| x))
        .collect();
    if xs.is_empty() {
        return Ok(None);
    }
    let scale = CostScale::new(&xs, cost);
    let ax: Vec<f64> = xs.iter().map(|&x| scale.to_axis(x)).collect();
    let (xmin, xmax) = (
        ax.iter().copied().fold(f64::MAX, f64::min),
        ax.iter().copied().fold(f64::MIN, f64::max),
    );
    let pad = ((xmax - xmin) * 0.05).max(0.5);
    let ymax = (all.iter().flat_map(|(_, p)| p.iter().map(|&(_, y)| y))).fold(1.0, f64::max);
    let mut svg = String::new();
    {
        let root = SVGBackend::with_string(&mut svg, (WIDTH, 480)).into_drawing_area();
        root.fill(&WHITE).map_err(draw_err)?;
        let mut chart = ChartBuilder::on(&root)
            .caption(
                format!("cycles against {cost}: Pareto front"),
                ("sans-serif", 16),
            )
            .margin(12)
            .x_label_area_size(36)
            .y_label_area_size(72)
            .build_cartesian_2d((xmin - pad)..(xmax + pad), 0f64..ymax * 1.08)
            .map_err(draw_err)?;
        chart
            .configure_mesh()
            .x_label_formatter(&|x| scale.label(*x))
            .y_label_formatter(&|y| number_label(*y, false))
            .x_desc(if scale.log2 {
                format!("{cost} (log scale)")
            } else {
                cost.to_string()
            })
            .y_desc("cycles")
            .light_line_style(WHITE)
            .draw()
            .map_err(draw_err)?;
        for (i, (name, pts)) in all.iter().enumerate() {
            let color = Palette99::pick(i).to_rgba();
            let on_axis = |&(x, y): &(f64, f64)| (scale.to_axis(x), y);
            chart
                .draw_series(
                    pts.iter()
                        .map(|p| Circle::new(on_axis(p), 3, color.mix(0.5).filled())),
                )
                .map_err(draw_err)?;
            let front: Vec<(f64, f64)> = pareto_front(pts).iter().map(on_axis).collect();
            chart
                .draw_series(
                    front
                        .iter()
                        .map(|&p| Circle::new(p, 6, color.stroke_width(2))),
                )
                .map_err(draw_err)?;
            chart
                .draw_series(LineSeries::new(front, color.stroke_width(2)))
                .map_err(draw_err)?
                .label(format!("{name} (front)"))
                .legend(move |(x, y)| {
                    PathElement::new(vec![(x, y), (x + 18, y)], color.stroke_width(2))
                });
        }
        chart
            .configure_series_labels()
            .position(SeriesLabelPosition::LowerRight)
            .background_style(WHITE.mix(0.85))
            .border_style(BLACK)
            .draw()
            .map_err(draw_err)?;
        root.present().map_err(draw_err)?;
    }
    Ok(Some(svg))
}

#[cfg(test)]
mod tests {
    use super::pareto_front;

    #[test]
    fn the_front_keeps_only_points_nothing_beats() {
        // (cost, cycles): (2, 50) is beaten by (1, 40); (3, 40) ties on
        // cycles at a higher cost; (4, 10) is the cheapest with 10.
        let pts = [
            (2.0, 50.0),
            (1.0, 40.0),
            (3.0, 40.0),
            (4.0, 10.0),
            (4.0, 12.0),
        ];
        assert_eq!(pareto_front(&pts), vec![(1.0, 40.0), (4.0, 10.0)]);
    }

    #[test]
    fn tick_labels_read_as_numbers_and_sizes() {
        assert_eq!(super::number_label(2500.0, false), "2500");
        assert_eq!(super::number_label(0.25, false), "0.250");
        assert_eq!(super::number_label(65536.0, true), "64 KiB");
        assert_eq!(super::number_label(1.5 * 1048576.0, true), "1.5 MiB");
        assert_eq!(super::number_label(512.0, true), "512");
    }
}
