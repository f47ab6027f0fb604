//! The trace sinks: implementations of [`TraceSink`] that write the
//! timeline the model reports to files while the run goes.
//!
//! [`vcd::VcdSink`] writes waveforms for GTKWave/Surfer, [`chrome::ChromeSink`]
//! writes Chrome/Perfetto JSON, and [`Threaded`] runs a sink on a writer
//! thread of its own. Sinks depend only on the model's vocabulary above them
//! (`Cycle`, `StallCause`, the trait and the span types); the model never
//! names a sink, so timing and trace form one unit without an import circle.
//! Timestamps are cycles; see `docs/timing.md` § Traces.

pub mod chrome;
mod core_lines;
mod reorder;
mod ring;
mod text;
mod thread;
pub mod vcd;

pub use thread::Threaded;

#[cfg(doc)]
use super::TraceSink;
