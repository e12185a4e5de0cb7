//! The horizontal domain split over a 2-D layout of ranks.
//!
//! Rank `r` sits at column `r % px`, row `r / px` of a `px × py` layout and
//! owns a rectangle of the global compute domain. Sizes may be uneven: the
//! first `n % px` columns get one point more. Each side of the global domain
//! is periodic or a physical boundary, per axis.

use std::fmt;

/// A `px × py` layout of ranks (I first).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Layout {
    /// Ranks along I.
    pub px: usize,
    /// Ranks along J.
    pub py: usize,
}

impl Layout {
    /// Number of ranks.
    pub fn ranks(&self) -> usize {
        self.px * self.py
    }
}

impl std::str::FromStr for Layout {
    type Err = String;

    /// `PxQ`, e.g. `2x2`.
    fn from_str(s: &str) -> Result<Layout, String> {
        let (p, q) = s
            .split_once(['x', 'X'])
            .ok_or_else(|| format!("layout `{s}` is not PxQ (e.g. 2x2)"))?;
        let parse = |t: &str| -> Result<usize, String> {
            match t.trim().parse::<usize>() {
                Ok(n) if n > 0 => Ok(n),
                _ => Err(format!(
                    "layout `{s}`: `{t}` is not a positive number of ranks"
                )),
            }
        };
        Ok(Layout {
            px: parse(p)?,
            py: parse(q)?,
        })
    }
}

impl fmt::Display for Layout {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}x{}", self.px, self.py)
    }
}

/// The rectangle of the global compute domain one rank owns.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Subdomain {
    /// The rank.
    pub rank: usize,
    /// Column and row in the layout.
    pub coords: [usize; 2],
    /// First owned point, in global compute coordinates.
    pub start: [usize; 2],
    /// Owned points per axis.
    pub size: [usize; 2],
}

/// Why a decomposition cannot be made: an axis with fewer points than
/// ranks along it.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("cannot split {points} points along {axis} over {ranks} ranks")]
pub struct DecompositionError {
    /// The axis, `I` or `J`.
    pub axis: &'static str,
    /// Its points.
    pub points: usize,
    /// The ranks along it.
    pub ranks: usize,
}

/// A global compute domain split over a layout, with its boundaries.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Decomposition {
    /// Global compute points along I and J.
    pub global: [usize; 2],
    /// The layout.
    pub layout: Layout,
    /// Per axis: periodic (`true`) or physical boundaries.
    pub periodic: [bool; 2],
    /// Per axis: the first point of every column (or row) of the layout, and
    /// the end, so that part `p` spans `cuts[p]..cuts[p + 1]`.
    cuts: [Vec<usize>; 2],
}

impl Decomposition {
    /// Splits `global` over `layout`. Every rank gets at least one point per
    /// axis.
    pub fn new(
        global: [usize; 2],
        layout: Layout,
        periodic: [bool; 2],
    ) -> Result<Decomposition, DecompositionError> {
        let parts = [layout.px, layout.py];
        let mut cuts: [Vec<usize>; 2] = [Vec::new(), Vec::new()];
        for axis in 0..2 {
            let (n, p) = (global[axis], parts[axis]);
            if p == 0 || n < p {
                return Err(DecompositionError {
                    axis: ["I", "J"][axis],
                    points: n,
                    ranks: p,
                });
            }
            let (base, extra) = (n / p, n % p);
            let mut at = 0;
            cuts[axis].push(0);
            for part in 0..p {
                at += base + usize::from(part < extra);
                cuts[axis].push(at);
            }
        }
        Ok(Decomposition {
            global,
            layout,
            periodic,
            cuts,
        })
    }

    /// Number of ranks.
    pub fn ranks(&self) -> usize {
        self.layout.ranks()
    }

    /// The rectangle rank `rank` owns.
    pub fn subdomain(&self, rank: usize) -> Subdomain {
        let coords = [rank % self.layout.px, rank / self.layout.px];
        let mut start = [0; 2];
        let mut size = [0; 2];
        for axis in 0..2 {
            let c = &self.cuts[axis];
            start[axis] = c[coords[axis]];
            size[axis] = c[coords[axis] + 1] - c[coords[axis]];
        }
        Subdomain {
            rank,
            coords,
            start,
            size,
        }
    }

    /// Every rank's rectangle, by rank.
    pub fn subdomains(&self) -> Vec<Subdomain> {
        (0..self.ranks()).map(|r| self.subdomain(r)).collect()
    }

    /// The rank one step away in direction `(di, dj)` (each -1, 0 or 1), or
    /// `None` across a physical boundary. Periodic axes wrap (to the rank
    /// itself on a layout one rank wide).
    pub fn neighbour(&self, rank: usize, di: i32, dj: i32) -> Option<usize> {
        let s = self.subdomain(rank);
        let parts = [self.layout.px, self.layout.py];
        let mut at = [0usize; 2];
        for (axis, d) in [di, dj].into_iter().enumerate() {
            let c = s.coords[axis] as i64 + d as i64;
            let p = parts[axis] as i64;
            at[axis] = if (0..p).contains(&c) {
                c as usize
            } else if self.periodic[axis] {
                c.rem_euclid(p) as usize
            } else {
                return None;
            };
        }
        Some(at[1] * self.layout.px + at[0])
    }

    /// True where side `side` (0: low, 1: high) of `axis` of the rank's
    /// rectangle is a physical boundary of the global domain.
    pub fn is_physical(&self, rank: usize, axis: usize, side: usize) -> bool {
        if self.periodic[axis] {
            return false;
        }
        let s = self.subdomain(rank);
        let parts = [self.layout.px, self.layout.py];
        if side == 0 {
            s.coords[axis] == 0
        } else {
            s.coords[axis] + 1 == parts[axis]
        }
    }

    /// The smallest rectangle side of any rank, per axis.
    pub fn smallest(&self) -> [usize; 2] {
        let narrowest = |cuts: &Vec<usize>| cuts.windows(2).map(|w| w[1] - w[0]).min();
        [
            narrowest(&self.cuts[0]).unwrap_or(0),
            narrowest(&self.cuts[1]).unwrap_or(0),
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn uneven_sizes_cover_the_domain_once() {
        let d = Decomposition::new([10, 7], "3x2".parse().unwrap(), [true, false]).unwrap();
        let sizes: Vec<[usize; 2]> = d.subdomains().iter().map(|s| s.size).collect();
        assert_eq!(sizes[0], [4, 4]);
        assert_eq!(sizes[2], [3, 4]);
        assert_eq!(sizes[5], [3, 3]);
        let mut covered = vec![0; 70];
        for s in d.subdomains() {
            for i in s.start[0]..s.start[0] + s.size[0] {
                for j in s.start[1]..s.start[1] + s.size[1] {
                    covered[i * 7 + j] += 1;
                }
            }
        }
        assert!(covered.iter().all(|&c| c == 1));
        assert_eq!(d.smallest(), [3, 3]);
    }

    #[test]
    fn neighbours_wrap_only_on_periodic_axes() {
        let d = Decomposition::new([8, 8], "2x2".parse().unwrap(), [true, false]).unwrap();
        assert_eq!(d.neighbour(0, -1, 0), Some(1));
        assert_eq!(d.neighbour(0, 1, 0), Some(1));
        assert_eq!(d.neighbour(0, 0, -1), None);
        assert_eq!(d.neighbour(0, 0, 1), Some(2));
        assert_eq!(d.neighbour(0, -1, 1), Some(3));
        assert!(d.is_physical(0, 1, 0));
        assert!(!d.is_physical(0, 0, 0));
        let one = Decomposition::new([8, 8], "1x1".parse().unwrap(), [true, true]).unwrap();
        assert_eq!(one.neighbour(0, -1, -1), Some(0));
    }

    #[test]
    fn bad_layouts_are_errors() {
        assert!("2".parse::<Layout>().is_err());
        assert!("0x2".parse::<Layout>().is_err());
        assert!(Decomposition::new([3, 8], "4x1".parse().unwrap(), [false; 2]).is_err());
    }
}
