//! Shared command-line plumbing for the `rmlir-*` binaries.
