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
        .x_desc(key)
        .y_desc("cycles")
        .disable_x_mesh()
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
        .position(SeriesLabelPosition::UpperRight)
        .background_style(WHITE.mix(0.85))
        .border_style(BLACK)
        .draw()
        .map_err(draw_err)
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

/// `pareto.svg`: cycles against `cost` for every point that ran, with
/// each series' front; `None` when no row has that column.
pub fn pareto_chart(meta: &Meta, rows: &[Row], cost: &str) -> Result<Option<String>, String> {
    let series = distinct(rows.iter().map(|r| series_of(r, meta)));
    let all: Vec<(String, Vec<(f64, f64)>)> = (series.iter())
        .map(|s| {
            let pts = (rows.iter())
                .filter(|r| series_of(r, meta) == *s)
                .filter_map(|r| Some((number(r, cost)?, cycles(r)?)))
                .collect();
            (s.clone(), pts)
        })
        .collect();
    let xs = || all.iter().flat_map(|(_, p)| p.iter().map(|&(x, _)| x));
    if xs().next().is_none() {
        return Ok(None);
    }
    let (xmin, xmax) = (xs().fold(f64::MAX, f64::min), xs().fold(f64::MIN, f64::max));
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
            .x_desc(cost)
            .y_desc("cycles")
            .draw()
            .map_err(draw_err)?;
        for (i, (name, pts)) in all.iter().enumerate() {
            let color = Palette99::pick(i).to_rgba();
            chart
                .draw_series(
                    pts.iter()
                        .map(|&p| Circle::new(p, 3, color.mix(0.5).filled())),
                )
                .map_err(draw_err)?;
            chart
                .draw_series(LineSeries::new(pareto_front(pts), color.stroke_width(2)))
                .map_err(draw_err)?
                .label(format!("{name} (front)"))
                .legend(move |(x, y)| {
                    PathElement::new(vec![(x, y), (x + 18, y)], color.stroke_width(2))
                });
        }
        chart
            .configure_series_labels()
            .position(SeriesLabelPosition::UpperRight)
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
}
