//! Target descriptions (in progress).
