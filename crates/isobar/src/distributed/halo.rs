//! Halo exchange: which strip of a rank's array goes to which neighbour, and
//! the pack and unpack loops that move it, in the array's own memory order.
//!
//! A field with halo `h` (per axis) on a rank owning `n` points has local
//! indices `h..h + n` owned. For each of the eight directions with a
//! neighbour, the rank sends the owned strip of width `h` next to that side
//! (a corner block for diagonals) and receives the neighbour's into its halo.
//! Strips along an axis also cover the physical halo of the other axis where
//! the rank owns a physical edge, so that halo corners at a physical boundary
//! are filled too. All eight messages are independent: one start, one wait.

use super::comm::{CommError, Expect, Message, MAX_TAG};
use super::decompose::Decomposition;
use crate::runtime::{Field, Scalar};

/// A rectangle of a local array along I and J (half-open), all of K and the
/// data dimensions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rect {
    /// First index along I and J.
    pub lo: [usize; 2],
    /// One past the last index along I and J.
    pub hi: [usize; 2],
}

impl Rect {
    fn is_empty(&self) -> bool {
        self.lo[0] >= self.hi[0] || self.lo[1] >= self.hi[1]
    }
}

/// The eight directions, `(di, dj)`, in tag order.
const DIRECTIONS: [(i32, i32); 8] = [
    (-1, -1),
    (-1, 0),
    (-1, 1),
    (0, -1),
    (0, 1),
    (1, -1),
    (1, 0),
    (1, 1),
];

fn direction_index(d: (i32, i32)) -> u32 {
    DIRECTIONS.iter().position(|&x| x == d).unwrap_or(0) as u32
}

/// One message of an exchange, seen from one rank.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Strip {
    /// The neighbour.
    pub peer: usize,
    /// Where the data comes from (sends) or goes (receives).
    pub rect: Rect,
    /// The direction the data travels in (`(di, dj)` from sender to receiver).
    pub travel: (i32, i32),
}

/// The strips `rank` sends and receives for a field of halo `halo` (I, J).
pub fn strips(d: &Decomposition, rank: usize, halo: [usize; 2]) -> (Vec<Strip>, Vec<Strip>) {
    let s = d.subdomain(rank);
    let mut sends = Vec::new();
    let mut receives = Vec::new();
    for &(di, dj) in &DIRECTIONS {
        let Some(peer) = d.neighbour(rank, di, dj) else {
            continue;
        };
        let mut send = Rect {
            lo: [0; 2],
            hi: [0; 2],
        };
        let mut recv = send;
        for (axis, c) in [di, dj].into_iter().enumerate() {
            let (h, n) = (halo[axis], s.size[axis]);
            let (send_range, recv_range) = match c {
                -1 => ((h, 2 * h), (0, h)),
                1 => ((n, n + h), (h + n, 2 * h + n)),
                _ => {
                    let lo = if d.is_physical(rank, axis, 0) { 0 } else { h };
                    let hi = if d.is_physical(rank, axis, 1) {
                        2 * h + n
                    } else {
                        h + n
                    };
                    ((lo, hi), (lo, hi))
                }
            };
            send.lo[axis] = send_range.0;
            send.hi[axis] = send_range.1;
            recv.lo[axis] = recv_range.0;
            recv.hi[axis] = recv_range.1;
        }
        if send.is_empty() {
            continue;
        }
        sends.push(Strip {
            peer,
            rect: send,
            travel: (di, dj),
        });
        receives.push(Strip {
            peer,
            rect: recv,
            travel: (-di, -dj),
        });
    }
    (sends, receives)
}

/// The tag of a strip of the `slot`-th field of an exchange.
pub fn tag(slot: usize, travel: (i32, i32)) -> u32 {
    (slot as u32 * 8 + direction_index(travel)) % (MAX_TAG - 8)
}

/// Messages for the sends of one field.
pub fn messages(field: &Field, slot: usize, sends: &[Strip]) -> Vec<Message> {
    sends
        .iter()
        .map(|s| Message {
            peer: s.peer,
            tag: tag(slot, s.travel),
            data: pack(field, s.rect),
        })
        .collect()
}

/// What to expect for the receives of one field.
pub fn expects(slot: usize, receives: &[Strip]) -> Vec<Expect> {
    receives
        .iter()
        .map(|s| Expect {
            peer: s.peer,
            tag: tag(slot, s.travel),
        })
        .collect()
}

/// The runs of a rectangle: (first element's position, elements in a row of
/// unit stride), in the array's memory order.
fn runs(field: &Field, rect: Rect) -> Vec<(usize, usize)> {
    let shape = field.shape();
    let strides = field.strides();
    let mut lo: Vec<usize> = vec![0; shape.len()];
    let mut hi: Vec<usize> = shape.to_vec();
    for axis in 0..2.min(shape.len()) {
        lo[axis] = rect.lo[axis];
        hi[axis] = rect.hi[axis].min(shape[axis]);
    }
    if (0..shape.len()).any(|a| lo[a] >= hi[a]) {
        return Vec::new();
    }
    // Slowest axis first; the fastest one is walked as a run if its stride is 1.
    let mut order: Vec<usize> = (0..shape.len()).collect();
    order.sort_by(|&a, &b| strides[b].cmp(&strides[a]).then(a.cmp(&b)));
    let inner = *order.last().unwrap_or(&0);
    let (run_len, outer) = if strides[inner] == 1 {
        (hi[inner] - lo[inner], &order[..order.len() - 1])
    } else {
        (1, &order[..])
    };
    let mut out = Vec::new();
    let mut index = lo.clone();
    loop {
        out.push((
            index.iter().zip(&strides).map(|(x, s)| x * s).sum(),
            run_len,
        ));
        // Next index over the outer axes, fastest last.
        let mut carry = true;
        for &a in outer.iter().rev() {
            index[a] += 1;
            if index[a] < hi[a] {
                carry = false;
                break;
            }
            index[a] = lo[a];
        }
        if carry {
            return out;
        }
    }
}

/// The rectangle's elements as bytes, in the array's memory order.
pub fn pack(field: &Field, rect: Rect) -> Vec<u8> {
    let size = field.dtype().size_bytes();
    let bytes = field.bytes();
    let mut out = Vec::new();
    for (at, len) in runs(field, rect) {
        out.extend_from_slice(&bytes[at * size..(at + len) * size]);
    }
    out
}

/// Writes bytes made by [`pack`] on a rectangle of the same size back into
/// `field`; an error if the sizes disagree.
pub fn unpack(field: &mut Field, rect: Rect, data: &[u8]) -> Result<(), CommError> {
    let size = field.dtype().size_bytes();
    let runs = runs(field, rect);
    let expected: usize = runs.iter().map(|r| r.1 * size).sum();
    if expected != data.len() {
        return Err(CommError::Transport(format!(
            "a halo message has {} bytes where {expected} were expected",
            data.len()
        )));
    }
    let mut from = 0;
    for (at, len) in runs {
        let chunk = &data[from..from + len * size];
        if !field.write_bytes(at * size, chunk) {
            // `bool`s: element by element.
            for (n, &b) in chunk.iter().enumerate() {
                field.set(at + n, Scalar::Bool(b != 0));
            }
        }
        from += len * size;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::distributed::decompose::Layout;
    use crate::ir::DType;

    fn numbered(shape: &[usize], order: &[usize]) -> Field {
        let mut f = Field::zeros_in_order(DType::Float64, shape, order);
        for (n, p) in f.positions().into_iter().enumerate() {
            f.set(p, Scalar::F64(n as f64));
        }
        f
    }

    #[test]
    fn pack_then_unpack_moves_a_rectangle_in_any_layout() {
        for order in [[0, 1, 2], [2, 1, 0], [1, 0, 2]] {
            let a = numbered(&[6, 5, 3], &order);
            let mut b = Field::zeros_in_order(DType::Float64, &[6, 5, 3], &order);
            let rect = Rect {
                lo: [1, 2],
                hi: [4, 5],
            };
            let bytes = pack(&a, rect);
            assert_eq!(bytes.len(), 3 * 3 * 3 * 8);
            unpack(&mut b, rect, &bytes).unwrap();
            let (pa, pb) = (a.positions(), b.positions());
            for i in 0..6 {
                for j in 0..5 {
                    for k in 0..3 {
                        let n = (i * 5 + j) * 3 + k;
                        let inside = (1..4).contains(&i) && (2..5).contains(&j);
                        let want = if inside {
                            a.get(pa[n])
                        } else {
                            Scalar::F64(0.0)
                        };
                        assert_eq!(b.get(pb[n]), want, "order {order:?} at {i},{j},{k}");
                    }
                }
            }
            assert!(unpack(&mut b, rect, &bytes[8..]).is_err());
        }
    }

    #[test]
    fn every_send_has_a_matching_receive_of_the_same_size() {
        for (layout, periodic) in [
            ("2x2", [true, true]),
            ("3x2", [false, true]),
            ("1x1", [true; 2]),
        ] {
            let layout: Layout = layout.parse().unwrap();
            let d = Decomposition::new([11, 9], layout, periodic).unwrap();
            let halo = [2, 3];
            let all: Vec<_> = (0..d.ranks()).map(|r| strips(&d, r, halo)).collect();
            for (rank, (sends, _)) in all.iter().enumerate() {
                for s in sends {
                    let (_, theirs) = &all[s.peer];
                    let m = theirs
                        .iter()
                        .find(|r| r.peer == rank && r.travel == s.travel)
                        .expect("a matching receive");
                    let area = |r: Rect| (r.hi[0] - r.lo[0]) * (r.hi[1] - r.lo[1]);
                    assert_eq!(area(m.rect), area(s.rect));
                }
            }
        }
    }
}
