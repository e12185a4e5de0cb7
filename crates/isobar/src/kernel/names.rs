//! The loop variables and domain sizes every routine has.

/// Loop variable along I.
pub const I: &str = "i";
/// Loop variable along J.
pub const J: &str = "j";
/// Loop variable along K.
pub const K: &str = "k";
/// Domain size along I, J, K.
pub const SIZES: [&str; 3] = ["ni", "nj", "nk"];
/// Whether one domain's fields exceed the last-level cache: declared by
/// the C target in routines that stream, stage columns or carry rows
/// (each pays off only then).
pub const BEYOND_CACHE: &str = "isobar_stream";
/// The level a device kernel run per level is launched for.
pub const LEVEL: &str = "kl";
/// The error flag a routine returns.
pub const STATUS: &str = "status";
/// Tile indices along I and J.
pub const TILE_INDEX: [&str; 2] = ["it", "jt"];
/// First and one-past-last point of the current tile along I and J.
pub const TILE_BOUNDS: [[&str; 2]; 2] = [["ti0", "ti1"], ["tj0", "tj1"]];
/// True in a thread whose buffers were allocated.
pub const BUFFERS_OK: &str = "buffers_ok";
/// The iteration counter of a `while` loop (in the loop's own block).
pub const WHILE_ITERATIONS: &str = "while_iterations";
/// The prefix of the constants a C routine reads guarded loads into
/// (`back::hoist`), numbered.
pub const GUARDED_LOAD: &str = "isobar_ld";
