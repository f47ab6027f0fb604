//! Design-space exploration: `rmlir-sweep` runs kernels over a grid of
//! chip variants and tabulates where the cycles went.
//!
//! A sweep file ([`spec`]) names kernels, targets and axes over `--set`
//! keys; [`points`] expands it into points in a fixed order, each with an
//! id that hashes everything the point's result depends on; [`run`] runs
//! a point through the same library call and report code as `rmlir-sim`;
//! [`table`] writes the rows as CSV and JSON Lines with a `meta.json`
//! header and reads them back for resuming; [`merge`] joins shards
//! row by row; [`plot`]
//! draws the SVG charts. `docs/sweep.md` is the user's guide.

pub mod merge;
pub mod plot;
pub mod points;
pub mod run;
pub mod spec;
pub mod table;
